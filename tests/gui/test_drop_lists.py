"""A dock's list that shows the same rows after a redraw is left as it is (not cleared and
refilled on every drop), reads as a refilled one, and follows every real change: a new crit or
effect, its undo and redo."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem

from gui.docks.combat_base import refill_list, settle

MARK = Qt.ItemDataRole.UserRole + 7


@pytest.fixture
def dock(window):
    window.scene.select_only(window.scene.token_items["Guard"])
    settle()
    d = window.combat_docks.tracks
    assert d.name == "Guard"
    return d


def _texts(view: QListWidget) -> list[str]:
    return [view.item(i).text() for i in range(view.count())]


def _item(row: tuple) -> QListWidgetItem:
    return QListWidgetItem(row[0])


def test_same_rows_keep_the_items_and_read_as_refilled(qapp) -> None:
    view = QListWidget()
    assert refill_list(view, [("a",), ("b",)], _item)
    view.item(1).setData(MARK, "kept")
    view.setCurrentRow(1)
    assert not refill_list(view, [("a",), ("b",)], _item)
    assert view.item(1).data(MARK) == "kept"  # not made again
    assert view.currentRow() == -1 and not view.selectedItems()
    assert refill_list(view, [("a",), ("c",)], _item)
    assert _texts(view) == ["a", "c"] and view.item(1).data(MARK) is None
    view.clear()  # emptied behind its back: filled again
    assert refill_list(view, [("a",), ("c",)], _item)
    assert _texts(view) == ["a", "c"]


def test_crit_list_follows_a_crit_its_undo_and_redo(window, dock) -> None:
    assert _texts(dock.crit_list) == ["No critical injuries."]
    window.enc.combat.roll_crit("Guard", "physical", 31)  # Broken nose
    settle()
    assert "Broken nose" in dock.crit_list.item(0).text()
    dock.crit_list.item(0).setData(MARK, "kept")
    dock.crit_list.setCurrentRow(0)
    dock.refresh_now()  # nothing changed: the same item, nothing selected
    assert dock.crit_list.item(0).data(MARK) == "kept"
    assert dock.crit_list.currentRow() == -1
    window.undo_stack.undo()
    settle()
    assert _texts(dock.crit_list) == ["No critical injuries."]
    window.undo_stack.redo()
    settle()
    assert "Broken nose" in dock.crit_list.item(0).text()
    assert dock.crit_list.item(0).data(MARK) is None  # a new item: the list was refilled


def test_effects_list_follows_an_effect_and_its_undo(window, dock) -> None:
    c = window.enc.combat
    assert _texts(dock.effects_list) == ["No effects."]
    assert not dock.effects_list.item(0).flags() & Qt.ItemFlag.ItemIsEnabled
    eid = c.add_effect("Guard", "Focus", unit="rounds", count=2, modifiers={"tests": 1})
    settle()
    assert "Focus" in dock.effects_list.item(0).text()
    assert dock.effects_list.item(0).data(Qt.ItemDataRole.UserRole) == eid
    dock.refresh_now()
    dock.effects_list.setCurrentRow(0)
    dock.remove_effect_button.click()  # the current item is the one the GM picked
    assert all(e["id"] != eid for e in c.effects_on("Guard"))
    settle()
    assert _texts(dock.effects_list) == ["No effects."]
    window.undo_stack.undo()
    settle()
    assert "Focus" in dock.effects_list.item(0).text()
