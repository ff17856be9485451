"""The action list rewritten in place (another actor, a drop: as many rows as before) reads
exactly as a list cleared and refilled: texts, tips, flags, fonts, colours, ids, row heights,
nothing selected, scrolled to the top."""

from __future__ import annotations

from PySide6.QtCore import Qt
from qt_helpers import at

from gui.docks.combat_base import settle

R = Qt.ItemDataRole
ROLES = (R.DisplayRole, R.ToolTipRole, R.FontRole, R.ForegroundRole, R.UserRole, R.UserRole + 1)


def _snapshot(panel) -> list[tuple]:
    lst = panel.list
    settle()  # the list's own delayed layout, if one was asked for
    rows = []
    for i in range(lst.count()):
        item = lst.item(i)
        values = tuple(item.data(role) for role in ROLES)
        rows.append((values, item.flags(), lst.visualItemRect(item).height()))
    return rows


def _refilled(panel) -> list[tuple]:
    panel.list.clear()
    panel._shown_rows = None
    panel.refresh()
    return _snapshot(panel)


def _same_count_pair(window, panel) -> tuple[str, str]:
    names = [c.name for c in window.enc.combatants()]
    counts = {}
    for name in names:
        panel.follow(name)
        counts.setdefault(panel.list.count(), []).append(name)
    return next(tuple(group[:2]) for group in counts.values() if len(group) > 1)


def test_another_actor_rewrites_the_list_as_a_refill_would(window) -> None:
    settle()
    panel = window.combat_docks.initiative.actions
    first, second = _same_count_pair(window, panel)
    panel.follow(first)
    panel.list.setCurrentRow(3)
    panel.list.verticalScrollBar().setValue(panel.list.verticalScrollBar().maximum())
    kept = panel.list.item(0)
    panel.follow(second)
    assert panel.list.item(0) is kept  # rewritten in place, not refilled
    assert panel.list.currentItem() is None and not panel.list.selectedItems()
    assert panel.list.verticalScrollBar().value() == 0
    shown = _snapshot(panel)
    assert shown == _refilled(panel)
    panel.follow(first)  # and back: heads, greyed and legal rows swap their roles again
    shown = _snapshot(panel)
    assert shown == _refilled(panel)


def test_a_drop_then_undo_leaves_the_list_as_a_refill_would(window) -> None:
    settle()
    panel = window.combat_docks.initiative.actions
    panel.follow("Ana Ferreira")
    assert window.scene.drop_token("Ana Ferreira", at(19, 14))
    settle()
    assert _snapshot(panel) == _refilled(panel)
    window.undo_stack.undo()
    settle()
    assert _snapshot(panel) == _refilled(panel)


def test_rows_that_change_kind_keep_nothing_of_the_old_row(window) -> None:
    settle()
    panel = window.combat_docks.initiative.actions
    long = "●  Aim\n      " + "no ranged weapon here, " * 6
    one = [("head", "Fast"), ("action", long, "aim", False, "Not now"), ("note", "x")]
    two = [("action", "●  Aim", "aim", True, "Aim"), ("head", "Slow"), ("head", "Help")]
    for first, second in ((one, two), (two, one)):
        panel.list.clear()
        panel._shown_rows = None
        panel._show_rows(first)
        settle()
        kept = panel.list.item(0)
        panel._show_rows(second)
        assert panel.list.item(0) is kept
        shown = _snapshot(panel)
        panel.list.clear()
        panel._shown_rows = None
        panel._show_rows(second)
        assert shown == _snapshot(panel)
