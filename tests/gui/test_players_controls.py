"""The GM's controls for the players' screen (issue 10): signals, fog commands through the core
(one undo step each), the fog wash on the GM map, token menu entries, the sight toggle, the
players' window switch, camera, blackout, the screen picker and the preview dock."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QGuiApplication, QImage

from core import players as P
from core.encounter import Encounter
from gui import players_controls as PC
from gui.docks.combat_base import settle


def _square(x0: float) -> list[tuple[float, float]]:
    return [(x0, 0), (x0 + 10, 0), (x0 + 10, 10), (x0, 10)]


def rooms() -> Encounter:
    """A row of four rooms: A open to B, a closed door B|C, C open to D. Ana (PC) in A."""
    e = Encounter("yze")
    for i, z in enumerate("abcd"):
        e.map.add_zone(z, name=z.upper(), polygon=_square(10 * i))
    e.map.add_border("a", "b", kind="open")
    e.map.add_border("b", "c", kind="door", state="closed")
    e.map.add_border("c", "d", kind="open")
    e.add_combatant("Ana", zone="a", side="pc", position=(5, 5))
    e.add_combatant("Rat", zone="c", side="npc", position=(25, 5))
    e.history.clear()
    return e


@pytest.fixture
def win(make_window) -> Any:
    return make_window(rooms())


def act(win, name: str) -> QAction:
    action = win.findChild(QAction, name)
    assert action is not None, name
    return action


def select_zones(win, *zone_ids: str) -> None:
    win.scene.clearSelection()
    for z in zone_ids:
        win.scene.zone_items[z].setSelected(True)


# -- the contract: signals and the follower ------------------------------------------------------
def test_encounter_changed_carries_the_new_encounter_and_the_follower_joins_once(win) -> None:
    seen: list[Any] = []
    win.encounter_changed.connect(seen.append)
    new = rooms()
    win.set_encounter(new, None)
    assert seen == [new]
    assert new.followers.count(P.auto_reveal_follower) == 1
    win.set_encounter(new, None)  # bound again: still once
    assert new.followers.count(P.auto_reveal_follower) == 1


def test_a_pc_move_reveals_in_the_same_undo_step(win) -> None:
    enc = win.enc
    win.enc.map.update_border("b", "c", state="open")
    before = win.undo_stack.count()
    enc.move("Ana", "b", (15, 5))
    enc.set_doorway("Ana", "b", "c")
    assert {"c", "d"} <= enc.players.revealed
    assert win.undo_stack.count() == before + 2  # the move, the doorway: no extra reveal steps
    win.undo_stack.undo()
    assert enc.players.revealed == {"a", "b"}  # revealed by Ana's eyes when the door opened
    win.undo_stack.undo()
    win.undo_stack.undo()  # the door: the reveal it caused goes with it
    assert enc.players.revealed == {"a", "b"}  # what Ana saw when the window opened the fight


# -- the Players menu ----------------------------------------------------------------------------
def test_reveal_and_hide_selected_zones_are_one_undo_step_each(win) -> None:
    enc = win.enc
    select_zones(win, "c", "d")
    act(win, "actionRevealZones").trigger()
    assert {"c", "d"} <= P.PlayersView(enc).visible_zones()
    assert win.undo_stack.undoText() == "Reveal 2 zones to the players"
    select_zones(win, "b")
    act(win, "actionHideZones").trigger()
    assert "b" not in P.PlayersView(enc).visible_zones()  # even though Ana sees it
    win.undo_stack.undo()
    assert "b" in P.PlayersView(enc).visible_zones()
    win.undo_stack.undo()
    assert "c" not in P.PlayersView(enc).visible_zones()


def test_reveal_without_a_selection_says_what_to_do_and_changes_nothing(win) -> None:
    win.scene.clearSelection()
    count = win.undo_stack.count()
    state = win.enc.players
    act(win, "actionRevealZones").trigger()
    assert "Select the zones to reveal" in win.statusBar().currentMessage()
    assert win.undo_stack.count() == count
    assert win.enc.players == state


def test_whole_map_reveal_and_fog(win) -> None:
    enc = win.enc
    act(win, "actionRevealAll").trigger()
    assert P.PlayersView(enc).visible_zones() == {"a", "b", "c", "d"}
    act(win, "actionFogAll").trigger()
    assert P.PlayersView(enc).visible_zones() == {"a", "b"}  # Ana's eyes still reveal
    win.undo_stack.undo()
    assert P.PlayersView(enc).visible_zones() == {"a", "b", "c", "d"}


def test_option_actions_switch_the_core_option_and_follow_undo(win) -> None:
    enc = win.enc
    fog = act(win, "actionPlayersFog")
    health = act(win, "actionPlayersShowPcHealth")
    auto = act(win, "actionPlayersAutoReveal")
    assert fog.isChecked() and health.isChecked() and auto.isChecked()
    fog.trigger()
    assert not enc.players.option("fog")
    assert P.PlayersView(enc).visible_zones() == {"a", "b", "c", "d"}
    win.undo_stack.undo()
    assert enc.players.option("fog") and fog.isChecked()
    auto.trigger()
    assert not enc.players.option("auto_reveal")
    assert P.PlayersView(enc).visible_zones() == {"a", "b"}  # seen when the fight was opened
    health.trigger()
    assert not enc.players.option("show_pc_health") and not health.isChecked()


# -- the GM's fog wash ----------------------------------------------------------------------------
def test_the_gm_map_washes_exactly_what_the_players_do_not_see(win) -> None:
    settle()
    fog = win.players_controls.fog
    assert fog.fogged == {"c", "d"}
    item = fog.item
    assert item is not None and item.isVisible() and item.scene() is win.scene
    assert item.acceptedMouseButtons() == Qt.MouseButton.NoButton  # clicks go to the map
    c_centre = win.scene.zone_items["c"].sceneBoundingRect().center()
    a_centre = win.scene.zone_items["a"].sceneBoundingRect().center()
    assert item.path().contains(c_centre) and not item.path().contains(a_centre)
    P.reveal_all(win.enc)
    settle()
    assert fog.fogged == frozenset() and not fog.item.isVisible()
    win.undo_stack.undo()
    settle()
    assert fog.fogged == {"c", "d"}


def test_the_fog_wash_survives_a_map_rebuild(win) -> None:
    win.set_encounter(rooms(), None)
    settle()
    assert win.players_controls.fog.item.scene() is win.scene
    assert win.players_controls.fog.fogged == {"c", "d"}


# -- the token menu ------------------------------------------------------------------------------
def _token_action(win, name: str, object_name: str) -> QAction:
    menu = win.characters.token_menu(name)
    found = [a for a in menu.actions() if a.objectName() == object_name]
    assert found, [a.objectName() for a in menu.actions()]
    return found[0]


def test_token_menu_hides_and_shows_a_combatant(win) -> None:
    P.reveal_all(win.enc)
    _token_action(win, "Rat", "actionTokenHideFromPlayers").trigger()
    assert "Rat" in win.enc.players.hidden
    assert "Rat" not in [t.name for t in P.PlayersView(win.enc).tokens()]
    _token_action(win, "Rat", "actionTokenShowToPlayers").trigger()
    assert "Rat" not in win.enc.players.hidden
    win.undo_stack.undo()
    assert "Rat" in win.enc.players.hidden


def test_name_shown_to_players_refused_then_accepted_keeps_the_typing(win, monkeypatch) -> None:
    asked: list[tuple[str, str, str]] = []
    answers = ["x" * (P.MAX_LABEL + 1), "Vermin"]

    def ask(parent, name, current, error=""):
        asked.append((name, current, error))
        return answers.pop(0)

    monkeypatch.setattr(PC, "ask_player_label", ask)
    _token_action(win, "Rat", "actionTokenPlayerLabel").trigger()
    assert asked[0] == ("Rat", "", "")
    assert asked[1][1] == "x" * (P.MAX_LABEL + 1)  # what was typed is offered again
    assert f"at most {P.MAX_LABEL} characters" in asked[1][2]
    assert win.enc.players.labels == {"Rat": "Vermin"}
    assert win.undo_stack.undoText() == "Show Rat to the players as 'Vermin'"


def test_name_shown_to_players_cancelled_changes_nothing(win, monkeypatch) -> None:
    monkeypatch.setattr(PC, "ask_player_label", lambda *a, **k: None)
    count = win.undo_stack.count()
    assert not win.players_controls.ask_label("Rat")
    assert win.undo_stack.count() == count and not win.enc.players.labels


def test_label_dialog_is_named(qtbot) -> None:
    from PySide6.QtWidgets import QWidget

    from gui.main_window import INTERACTIVE

    dlg = PC.LabelDialog(None, "Rat", "Vermin", "Too long.")
    qtbot.addWidget(dlg)
    assert dlg.objectName() == "playerLabelDialog" and dlg.accessibleName()
    assert dlg.edit.text() == "Vermin" and not dlg.error.isHidden()
    for w in dlg.findChildren(QWidget):
        if isinstance(w, INTERACTIVE):
            assert w.objectName() and w.accessibleName(), w


# -- the sight line for the players --------------------------------------------------------------
def test_show_to_players_emits_the_pair_and_none(win) -> None:
    got: list[Any] = []
    win.players_sight_changed.connect(got.append)
    P.reveal_all(win.enc)
    assert win.show_sight("Ana", "Rat")
    assert got == []  # not shown to the players until the GM says so
    win.sight_dock.players_check.setChecked(True)
    assert got == [("Ana", "Rat")]
    win.clear_sight()
    assert got[-1] is None
    win.show_sight("Ana", "Rat")
    assert got[-1] == ("Ana", "Rat")
    win.sight_dock.players_check.setChecked(False)
    assert got[-1] is None


# -- the players' window -------------------------------------------------------------------------
def test_players_screen_switch_opens_and_closes_the_window_and_preview(win, qtbot) -> None:
    controls = win.players_controls
    screen_action = act(win, "actionPlayersScreen")
    preview_toggle = act(win, "actionShowPlayersPreview")
    assert not controls.preview.isVisible() and not preview_toggle.isEnabled()
    assert win.toolbar.widgetForAction(screen_action) is not None
    screen_action.trigger()
    pw = controls.players_window
    assert pw is not None and pw.isVisible() and screen_action.isChecked()
    assert controls.preview.isVisible() and preview_toggle.isEnabled()
    assert controls.preview.source is pw
    qtbot.waitUntil(lambda: not controls.preview.picture.pixmap().isNull(), timeout=3000)
    assert controls.preview.picture.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    pw.close()  # the players' own close: the switch follows, the app stays
    settle()
    assert controls.players_window is None and not screen_action.isChecked()
    assert not controls.preview.isVisible() and win.isVisible()
    screen_action.trigger()
    assert controls.players_window is not None
    screen_action.trigger()
    assert controls.players_window is None and not controls.preview.isVisible()


def test_closing_the_gm_window_closes_the_players_window(win) -> None:
    controls = win.players_controls
    pw = controls.open_screen()
    win.close_without_asking()
    assert not pw.isVisible() and controls.players_window is None


def test_camera_and_blackout_reach_the_players_window_and_are_remembered(
    win, make_window, tmp_path
) -> None:
    controls = win.players_controls
    pw = controls.open_screen()
    blackouts: list[tuple[bool, Any]] = []
    real = pw.set_blackout
    pw.set_blackout = lambda on, image=None: (blackouts.append((on, image)), real(on, image))
    assert pw.camera == "fit" and act(win, "actionPlayersCameraFit").isChecked()
    act(win, "actionPlayersCameraFollow").trigger()
    assert pw.camera == "follow" and QSettings().value(PC.CAMERA_KEY) == "follow"
    act(win, "actionPlayersBlackout").trigger()
    assert pw.blackout and blackouts[-1] == (True, None)
    bad = tmp_path / "not-a-picture.png"
    bad.write_text("hello")
    assert not controls.choose_blackout_picture(bad)
    assert "not a picture" in win.statusBar().currentMessage()
    good = tmp_path / "still.png"
    image = QImage(8, 8, QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.darkRed)
    assert image.save(str(good))
    assert controls.choose_blackout_picture(good)
    on, picture = blackouts[-1]
    assert on and isinstance(picture, QImage) and picture.size() == image.size()
    act(win, "actionPlayersBlackout").trigger()
    assert not pw.blackout
    other = make_window(rooms())
    assert act(other, "actionPlayersCameraFollow").isChecked()


def test_screen_picker_lists_the_screens_and_remembers_the_pick(win) -> None:
    controls = win.players_controls
    controls.rebuild_screen_menu()
    names = [s.name() for s in QGuiApplication.screens()]
    items = controls.screen_menu.actions()
    assert [a.property("accessibleName") for a in items] == [
        f"Players' screen on {n or f'Screen {i + 1}'}" for i, n in enumerate(names)
    ]
    assert all(a.text() for a in items)  # a screen without a name gets a number
    controls.pick_screen("no such screen")
    assert "no screen 'no such screen'" in win.statusBar().currentMessage()
    assert not QSettings().value(PC.SCREEN_KEY)  # picking across screens: test_window_layout
