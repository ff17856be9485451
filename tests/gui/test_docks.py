"""The combat docks in the main window: present and named, re-bound on New/Open, Next turn /
Next round, one undo command per click, and no write-back loop after core changes."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMenu, QTabBar

from core.encounter import Encounter
from gui.docks.combat_base import settle

DOCKS = ("initiativeDock", "tracksDock", "attackDock", "logDock")


def test_docks_actions_and_menus_exist(window) -> None:
    for name in DOCKS:
        dock = window.findChild(QDockWidget, name)
        assert dock is not None, name
        assert dock.accessibleName() and dock.isVisible(), name
    action = window.findChild(QAction, "actionNextTurn")
    assert action is not None
    assert action.shortcut().toString() == "N"
    combat_menu = window.findChild(QMenu, "menuCombat")
    assert action in combat_menu.actions()
    assert action in window.toolbar.actions()
    assert window.toolbar.widgetForAction(action).accessibleName() == "Next turn"
    view_names = {a.objectName() for a in window.view_menu.actions()}
    assert {"actionShowInitiative", "actionShowTracks", "actionShowAttack", "actionShowLog"} <= (
        view_names
    )


def test_right_column_tabs_have_no_stale_copy(window) -> None:
    settle()
    visible = [
        tuple(tb.tabText(i) for i in range(tb.count()))
        for tb in window.findChildren(QTabBar)
        if tb.isVisible() and tb.parent() is window
    ]
    assert len(visible) == len(set(visible)), visible  # Qt 6.11 duplicate tab bar worked around
    assert any("Tracks" in tabs for tabs in visible)
    assert any("Attack" in tabs for tabs in visible)


def test_next_turn_action_advances_the_core(window) -> None:
    enc, c = window.enc, window.enc.combat
    c.draw_initiative()
    c.start_fight()
    first = c.current_turn()
    before = window.undo_stack.count()
    window.combat_docks.action_next_turn.trigger()
    settle()
    assert c.current_turn() != first
    assert window.undo_stack.count() == before + 1
    assert enc.log[-1]["kind"] == "turn"


def test_next_turn_before_the_fight_is_refused_with_a_reason(window) -> None:
    before = window.undo_stack.count()
    window.combat_docks.action_next_turn.trigger()
    assert window.undo_stack.count() == before
    assert "hasn't started" in window.statusBar().currentMessage()


def test_next_round_in_a_fight_passes_the_turns_left(window) -> None:
    enc, c = window.enc, window.enc.combat
    c.draw_initiative()
    c.start_fight()
    order = c.turn_sequence()
    before = window.undo_stack.count()
    window.action_next_round.trigger()
    assert enc.round.number == 2
    assert c.current_turn() == order[0]  # the round begins again with the first card
    assert window.undo_stack.count() == before + 1


def test_next_round_outside_a_fight_still_refreshes_actions(window) -> None:
    enc = window.enc
    enc.spend("Ana Ferreira", {"fast": 1})
    window.action_next_round.trigger()
    assert enc.round.number == 2
    assert enc.actions_spent("Ana Ferreira") == {}


def test_docks_rebind_to_a_new_encounter(window, modals) -> None:
    old = window.enc
    assert window.new_encounter()
    new = window.enc
    assert new is not old
    settle()
    docks = window.combat_docks.docks
    assert all(d.enc is new for d in docks)
    counts = [d.refresh_count for d in docks]
    old.combat.draw_initiative()  # the old encounter no longer reaches the docks
    settle()
    assert [d.refresh_count for d in docks] == counts
    assert window.combat_docks.initiative.cards == []


def test_many_core_events_one_redraw_and_no_write_back(window) -> None:
    """A core change that fires many events redraws each dock once and pushes nothing."""
    c = window.enc.combat
    settle()
    docks = window.combat_docks.docks
    counts = [d.refresh_count for d in docks]
    c.draw_initiative()
    c.start_fight()
    c.next_turn()
    assert window.undo_stack.count() == 3
    settle()
    settle()
    assert window.undo_stack.count() == 3  # redrawing wrote nothing back
    assert all(d.refresh_count - n <= 1 for d, n in zip(docks, counts, strict=True))
    window.action_undo.trigger()
    window.action_undo.trigger()
    window.action_undo.trigger()
    settle()
    assert window.undo_stack.count() == 3 and window.undo_stack.index() == 0
    assert window.combat_docks.initiative.cards == []


def test_map_selection_drives_tracks_and_attack_target(window) -> None:
    scene = window.scene
    scene.select_only(scene.token_items["Ghoul"])
    settle()
    docks = window.combat_docks
    assert docks.tracks.name == "Ghoul"
    assert docks.tracks.combatant_combo.currentData() == "Ghoul"
    if docks.attack.attacker != "Ghoul":
        assert docks.attack.target == "Ghoul"


def test_a_second_window_has_its_own_docks(make_window, sample) -> None:
    other = Encounter(ruleset="yze", name="Empty")
    w1 = make_window(sample)
    w2 = make_window(other)
    assert w1.combat_docks.initiative is not w2.combat_docks.initiative
    sample.combat.draw_initiative()
    settle()
    assert w1.combat_docks.initiative.cards and not w2.combat_docks.initiative.cards


def test_a_runner_without_these_views_disables_the_dock_until_one_has(window, monkeypatch) -> None:
    from core.rules.yze.combat import YZECombat

    tracks = window.combat_docks.tracks

    def missing(self, name):
        raise NotImplementedError

    monkeypatch.setattr(YZECombat, "track_views", missing)
    tracks.refresh_now()
    assert tracks.windowTitle().endswith("not for this ruleset")
    assert not tracks.widget().isEnabled()
    monkeypatch.undo()
    tracks.refresh_now()
    assert tracks.windowTitle() == "Tracks" and tracks.widget().isEnabled()
