"""Dragging tokens: the scene asks the core, moves through one undo step, or snaps back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from qt_helpers import at, drag, map_pos

from core.encounter import Encounter
from core.resources import sample_encounter_path


def test_legal_drop_moves_spends_and_undoes(window) -> None:
    enc, scene = window.enc, window.scene
    token = scene.token_items["Ana Ferreira"]
    assert scene.drop_token("Ana Ferreira", at(19, 14))
    ana = enc.combatant("Ana Ferreira")
    assert ana.zone == "corridor"
    assert ana.position == (19.0, 14.0)
    assert enc.actions_spent("Ana Ferreira") == {"fast": 1}
    assert map_pos(token) == (19.0, 14.0)
    assert window.undo_stack.count() == 1
    assert window.isWindowModified()
    assert "Move into Corridor" in window.statusBar().currentMessage()
    assert "1 fast" in window.statusBar().currentMessage()

    window.action_undo.trigger()
    ana = enc.combatant("Ana Ferreira")
    assert (ana.zone, ana.position) == ("hall", (7.0, 17.0))
    assert enc.actions_spent("Ana Ferreira") == {}
    assert map_pos(token) == (7.0, 17.0)
    assert not window.isWindowModified()

    window.action_redo.trigger()
    assert enc.combatant("Ana Ferreira").zone == "corridor"
    assert map_pos(token) == (19.0, 14.0)


def test_real_mouse_drag_on_the_viewport(window) -> None:
    enc, view = window.enc, window.view
    drag(view, at(7, 17), at(19, 14.5))
    assert enc.combatant("Ana Ferreira").zone == "corridor"
    assert window.undo_stack.count() == 1
    window.action_undo.trigger()
    assert enc.combatant("Ana Ferreira").zone == "hall"


def test_illegal_drop_snaps_back(make_window) -> None:
    enc = Encounter.load(sample_encounter_path())
    enc.map.update_border("hall", "corridor", kind="wall")
    enc.history.clear()
    window = make_window(enc)
    token = window.scene.token_items["Ana Ferreira"]
    before = enc.to_dict()
    token.setPos(at(19, 14))  # where the GM let go
    assert not window.scene.token_dropped("Ana Ferreira", token.pos())
    assert enc.to_dict() == before
    assert map_pos(token) == (7.0, 17.0)
    assert window.undo_stack.count() == 0
    assert "Wall between Main Hall and Corridor" in window.statusBar().currentMessage()
    assert "Wall between" in window.message_bar.message()
    assert "Wall between" in window.message_bar.text()  # shown under the map, not over it


def test_unaffordable_and_outside_drops(window) -> None:
    enc, scene = window.enc, window.scene
    before = enc.to_dict()
    assert not scene.drop_token("Clara Dias", at(29, 17))  # storeroom: 3 fast actions away
    assert "can't reach Storeroom" in window.statusBar().currentMessage()
    assert not scene.drop_token("Clara Dias", at(-3, -3))  # outside every zone
    assert "No zone there" in window.statusBar().currentMessage()
    assert enc.to_dict() == before
    assert map_pos(scene.token_items["Clara Dias"]) == (19.0, 19.0)


def test_reposition_in_zone_is_free(window) -> None:
    enc = window.enc
    assert window.scene.drop_token("Ana Ferreira", at(3, 20))
    assert enc.combatant("Ana Ferreira").position == (3.0, 20.0)
    assert enc.actions_spent("Ana Ferreira") == {}
    assert window.undo_stack.count() == 1


def test_failed_cluttered_roll_drops_prone_in_one_step(window, modals) -> None:
    enc = window.enc
    modals.roll_results = [False]
    assert window.scene.drop_token("Ana Ferreira", at(5, 8))
    ana = enc.combatant("Ana Ferreira")
    assert ana.zone == "yard"
    assert ana.stance == "prone"
    assert enc.map.border("hall", "yard").state == "open"  # the move opened the door
    roll = modals.calls[-1][1][-1]
    assert roll.kind == "cluttered" and roll.skill == "Mobility"
    assert "falls prone" in window.statusBar().currentMessage()
    assert window.undo_stack.count() == 1
    window.action_undo.trigger()
    ana = enc.combatant("Ana Ferreira")
    assert (ana.zone, ana.stance) == ("hall", "standing")
    assert enc.map.border("hall", "yard").state == "closed"


def test_passed_roll_keeps_standing(window, modals) -> None:
    modals.roll_results = [True]
    assert window.scene.drop_token("Ana Ferreira", at(5, 8))
    assert window.enc.combatant("Ana Ferreira").stance == "standing"
    assert "roll succeeded" in window.statusBar().currentMessage()


def test_failed_retreat_roll_warns_of_free_attack(window, modals) -> None:
    modals.roll_results = [False]
    assert window.scene.drop_token("Bruno Costa", at(29, 6))
    assert window.enc.combatant("Bruno Costa").zone == "gate"
    assert window.enc.engaged_pairs() == []
    (text,) = modals.texts("inform")
    assert "Guard gets a free melee attack" in text and "can't be blocked" in text


def test_drop_on_token_offers_engage(window, modals) -> None:
    enc = window.enc
    enc.add_combatant("Rat", zone="hall", side="npc", position=(10, 20))
    count = window.undo_stack.count()
    assert window.scene.drop_token("Ana Ferreira", at(10, 20))
    assert "engage" in modals.kinds()
    assert ("Ana Ferreira", "Rat") in enc.engaged_pairs()
    assert enc.actions_spent("Ana Ferreira") == {"fast": 1}
    assert len(window.scene.engagement_items) == 2
    assert window.undo_stack.count() == count + 1
    window.action_undo.trigger()
    assert ("Ana Ferreira", "Rat") not in enc.engaged_pairs()
    assert len(window.scene.engagement_items) == 1


def test_declined_engage_snaps_back(window, modals) -> None:
    enc = window.enc
    enc.add_combatant("Rat", zone="hall", side="npc", position=(10, 20))
    modals.engage = False
    assert not window.scene.drop_token("Ana Ferreira", at(10, 20))
    assert enc.combatant("Ana Ferreira").position == (7.0, 17.0)
    assert map_pos(window.scene.token_items["Ana Ferreira"]) == (7.0, 17.0)


def test_alt_drop_is_gm_placement(window) -> None:
    enc = window.enc
    token = window.scene.token_items["Ana Ferreira"]
    assert window.scene.token_dropped("Ana Ferreira", at(29, 26), Qt.KeyboardModifier.AltModifier)
    assert enc.combatant("Ana Ferreira").zone == "generator"
    assert enc.actions_spent("Ana Ferreira") == {}
    assert map_pos(token) == (29.0, 26.0)
    assert "GM placement" in window.statusBar().currentMessage()


def test_selected_combatant_shows_actions_left(window) -> None:
    window.scene.select_only(window.scene.token_items["Ana Ferreira"])
    assert "Ana Ferreira: 2 actions" in window.actions_label.text()
    window.scene.drop_token("Ana Ferreira", at(19, 14))
    assert window.actions_label.text() == "Ana Ferreira: 1 slow or fast action"
    window.action_next_round.trigger()
    assert window.round_label.text() == "Round 2"
    assert "2 actions" in window.actions_label.text()
    window.action_undo.trigger()
    assert window.round_label.text() == "Round 1"
