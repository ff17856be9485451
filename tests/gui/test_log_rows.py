"""The combat log measures only the rows a change adds (the others keep their heights until the
width changes), looks exactly as a list view of the same rows, and still follows the newest line
of a long fight."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QRect
from PySide6.QtWidgets import QAbstractItemView, QListView, QStyleOptionViewItem

from gui.docks.combat_base import settle
from gui.docks.log import RowSizes

WORDY = "swings, misses by a hair and stumbles against the wall of the corridor, cursing"


@pytest.fixture
def dock(window: Any) -> Any:
    settle()
    return window.combat_docks.log


def heights(dock: Any) -> list[int]:
    return [dock.view.rowHeight(r) for r in range(dock.model.rowCount())]


def measured(dock: Any, rows: range | None = None) -> list[int]:
    """Each row's height (or ``rows``') as the delegate measures it afresh at the column's
    width."""
    view = dock.view
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    option.rect = QRect(0, 0, view.columnWidth(0), view.viewport().height())
    fresh = RowSizes(dock.model)
    rows = range(dock.model.rowCount()) if rows is None else rows
    return [fresh.sizeHint(option, dock.model.index(r, 0)).height() for r in rows]


def list_twin(dock: Any) -> QListView:
    """A list view of the same rows, set up as the log's view was before it measured rows one
    at a time."""
    twin = QListView()
    twin.setModel(dock.model)
    twin.setItemDelegate(RowSizes(dock.model, twin))
    twin.setWordWrap(True)
    twin.setUniformItemSizes(False)
    twin.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
    twin.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
    twin.setAlternatingRowColors(True)
    twin.setFont(dock.view.font())
    twin.resize(dock.view.size())
    twin.show()
    return twin


def test_new_lines_are_measured_alone_and_rows_fit_their_text(window: Any, dock: Any) -> None:
    enc = window.enc
    with enc.transaction("notes"):
        for i in range(30):
            enc.add_log("note", f"{i}: Ana {WORDY}." * (1 + i % 3))
    settle()
    assert heights(dock) == measured(dock)
    assert len(set(heights(dock))) > 1  # some lines wrap
    asked: list[int] = []
    real = dock.sizes.sizeHint

    def counting(option: Any, index: Any) -> Any:
        asked.append(index.row())
        return real(option, index)

    dock.sizes.sizeHint = counting  # type: ignore[method-assign]
    enc.add_log("note", f"Bruno {WORDY}.")
    settle()
    assert asked == [dock.model.rowCount() - 1]  # the new row only
    assert heights(dock) == measured(dock)
    window.undo_stack.undo()  # the tail cut: the rows left keep their heights
    settle()
    assert dock.model.rowCount() == 31 and heights(dock) == measured(dock)
    window.undo_stack.redo()
    settle()
    assert dock.model.rowCount() == 32 and heights(dock) == measured(dock)
    before = heights(dock)
    dock.resize(dock.width() - 150, dock.height())  # narrower: every row again
    QCoreApplication.processEvents()
    assert heights(dock) == measured(dock) != before
    font = dock.view.font()
    font.setPointSize(font.pointSize() + 4)
    dock.view.setFont(font)  # a bigger font: every row again
    QCoreApplication.processEvents()
    assert heights(dock) == measured(dock) and max(heights(dock)) > max(before)


def test_the_log_looks_as_a_list_of_its_rows(window: Any, dock: Any) -> None:
    enc = window.enc
    enc.combat.draw_initiative()
    enc.combat.start_fight()
    for i in range(12):
        enc.add_log("attack", f"{i}: Guard {WORDY}." * (1 + i % 2))
    settle()
    twin = list_twin(dock)
    try:
        for where in (lambda bar: bar.maximum(), lambda bar: 0, lambda bar: bar.maximum() // 2):
            for view in (dock.view, twin):
                view.verticalScrollBar().setValue(where(view.verticalScrollBar()))
            QCoreApplication.processEvents()
            assert dock.view.verticalScrollBar().maximum() == twin.verticalScrollBar().maximum()
            assert dock.view.viewport().grab().toImage() == twin.viewport().grab().toImage()
        assert dock.view.verticalScrollBar().singleStep() == twin.verticalScrollBar().singleStep()
    finally:
        twin.deleteLater()


def test_a_long_fight_still_shows_its_newest_line(window: Any, dock: Any) -> None:
    enc = window.enc
    with enc.transaction("a long fight"):
        for i in range(2000):
            enc.add_log("note", f"Line {i}: Clara {WORDY}." if i % 7 == 0 else f"Line {i}.")
    settle()
    assert dock.model.rowCount() == 2001  # a round header, then the lines
    enc.add_log("note", "The newest line.")
    settle()
    view, last = dock.view, dock.model.index(dock.model.rowCount() - 1, 0)
    bar = view.verticalScrollBar()
    assert bar.value() == bar.maximum() > 0
    assert view.viewport().rect().contains(view.visualRect(last))
    assert dock.model.texts()[-1].endswith("The newest line.")
    assert view.rowHeight(last.row()) == measured(dock, range(last.row(), last.row() + 1))[0]
