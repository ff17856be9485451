"""The legal-actions list remembers each row's size (a drop rewrites a few rows and the list lays
every row out again): the rows are laid out exactly as the standard delegate lays them out,
after a drop, its undo and redo, another actor and a narrower dock."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStyledItemDelegate
from qt_helpers import at

from gui.docks.actions import RowSizes
from gui.docks.combat_base import settle


def _rects(view) -> list[tuple[int, int, int, int]]:
    view.doItemsLayout()
    return [view.visualRect(view.model().index(i, 0)).getRect() for i in range(view.count())]


def _as_standard(panel) -> None:
    """The list's row rectangles are those the standard delegate gives."""
    view = panel.list
    ours = _rects(view)
    standard = QStyledItemDelegate(view)
    view.setItemDelegate(standard)
    try:
        assert _rects(view) == ours
    finally:
        view.setItemDelegate(panel.sizes)
        standard.deleteLater()
    assert len(set(h for *_, h in ours)) > 1  # rows of one and of two lines


def test_the_remembered_sizes_are_the_standard_ones(window) -> None:
    panel = window.combat_docks.initiative.actions
    assert isinstance(panel.list.itemDelegate(), RowSizes)
    settle()
    _as_standard(panel)
    assert window.scene.drop_token("Ana Ferreira", at(19, 14))
    settle()
    _as_standard(panel)
    window.undo_stack.undo()
    settle()
    _as_standard(panel)
    window.undo_stack.redo()
    settle()
    _as_standard(panel)
    others = [n for n in (c.name for c in window.enc.combatants()) if n != panel.actor]
    panel.follow(others[0])
    settle()
    _as_standard(panel)
    dock, width = window.combat_docks.initiative, panel.list.viewport().width()
    window.resizeDocks([dock], [dock.width() + 120], Qt.Orientation.Horizontal)
    settle()
    assert panel.list.viewport().width() != width  # wider: the rows wrap elsewhere
    _as_standard(panel)
