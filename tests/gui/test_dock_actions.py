"""Legal actions and pips: the acting combatant's actions with illegal ones greyed and their
reason; a click takes a legal one (one undo step); pips in the dock and on every token."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from core.dice import Dice
from gui.docks.actions import ACTION_ID_ROLE
from gui.docks.combat_base import select_data, settle
from gui.docks.pips import SLOW, SPENT, pip_marks


@pytest.fixture
def panel(window):
    window.enc.dice = Dice(4)
    c = window.enc.combat
    c.draw_initiative()
    c.start_fight()
    settle()
    return window.combat_docks.initiative.actions


def test_lists_the_current_combatants_actions(window, panel) -> None:
    c = window.enc.combat
    assert panel.actor == c.current_turn()
    ids = [i.data(ACTION_ID_ROLE) for i in panel.items()]
    assert {o.id for o in c.legal_actions(panel.actor)} == set(ids)
    crawl = panel.item_for("crawl")  # nobody is prone but the Ghoul
    if panel.actor != "Ghoul":
        assert not (crawl.flags() & Qt.ItemFlag.ItemIsEnabled)
        assert "prone" in crawl.text() and "prone" in crawl.toolTip()
    legal = [i for i in panel.items() if i.flags() & Qt.ItemFlag.ItemIsEnabled]
    assert legal, "someone fresh can always do something"


def test_follows_the_turn(window, panel) -> None:
    c = window.enc.combat
    c.next_turn()
    settle()
    assert panel.actor == c.current_turn()


def test_click_takes_a_legal_action_once(window, panel) -> None:
    actor = panel.actor
    item = panel.item_for("draw_weapon") or panel.item_for("shout")
    assert item is not None and item.flags() & Qt.ItemFlag.ItemIsEnabled
    action_id = item.data(ACTION_ID_ROLE)
    before = window.undo_stack.count()
    panel.list.itemClicked.emit(item)
    assert window.undo_stack.count() == before + 1
    settle()
    assert window.undo_stack.count() == before + 1  # no write-back
    if action_id == "draw_weapon":
        assert pip_marks(window.enc, actor) == (SLOW, SPENT)
        assert panel.pips.marks == (SLOW, SPENT)


def test_click_on_an_illegal_action_does_nothing(window, panel) -> None:
    item = next(i for i in panel.items() if not i.flags() & Qt.ItemFlag.ItemIsEnabled)
    before = window.undo_stack.count()
    panel.list.itemClicked.emit(item)
    assert window.undo_stack.count() == before


def test_a_zone_target_moves_through_the_core(window, panel) -> None:
    enc = window.enc
    actor = panel.actor
    zone = enc.combatant(actor).zone
    reachable = [z for z in enc.map.neighbours(zone) if enc.check_move(actor, z).allowed]
    assert reachable, f"{actor} can't move anywhere from {zone}"
    select_data(panel.target_combo, reachable[0])
    panel.target_combo.activated.emit(panel.target_combo.currentIndex())
    move = panel.item_for("move")
    assert move is not None and move.flags() & Qt.ItemFlag.ItemIsEnabled
    before = window.undo_stack.count()
    panel.list.itemClicked.emit(move)
    assert enc.combatant(actor).zone == reachable[0]
    assert window.undo_stack.count() == before + 1
    settle()
    assert panel.pips.marks == pip_marks(enc, actor)
    assert panel.pips.marks.count(SPENT) >= 1  # a move (and a door on the way) spends


def test_a_move_without_target_is_refused_with_the_core_reason(window, panel) -> None:
    before = window.undo_stack.count()
    if panel.item_for("move").flags() & Qt.ItemFlag.ItemIsEnabled:
        assert not panel.take("move")
        assert window.undo_stack.count() == before
        dock = window.combat_docks.initiative
        assert "Say where" in dock.notice.text()


def test_tokens_show_pips_state_and_badges(window, panel) -> None:
    enc, scene = window.enc, window.scene
    c = enc.combat
    token = scene.token_items["Ana Ferreira"]
    assert token.status is not None and token.status.marks == ("slow", "fast")
    enc.spend("Ana Ferreira", {"slow": 1})
    c.add_effect("Ana Ferreira", "Focus", unit="rounds", count=2, modifiers={"tests": 1})
    c.apply_damage("Guard", 20, source="test", can_crit=False)
    settle()
    assert token.status.marks == ("fast", "spent")
    assert any(text.startswith("Focus") for text, _ in token.status.tags)
    guard = scene.token_items["Guard"].status
    assert guard.state in ("broken", "dead")
    assert guard.tags[0][1] in ("broken", "dead")
    bounds = token.boundingRect()
    assert bounds.contains(token.status.bounds(14))  # repaints cover the badges
    window.action_undo.trigger()
    window.action_undo.trigger()
    window.action_undo.trigger()
    settle()
    assert token.status.marks == ("slow", "fast") and token.status.tags == ()
