"""fill_combo finds the entry to select in what it filled the combo with instead of asking Qt
to walk the list: it selects exactly the entry ``findData`` gives, whatever the data."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from gui.docks.combat_base import fill_combo


def test_it_selects_the_entry_find_data_gives(qtbot) -> None:
    combo = QComboBox()
    qtbot.addWidget(combo)
    items = [("— none —", ""), ("Ana", "ana"), ("Zone: Hall", "hall"), ("Cover: Hall", "hall")]
    for wanted in ("", "ana", "hall"):
        fill_combo(combo, items, wanted)
        assert combo.currentIndex() == combo.findData(wanted)  # the first of two "hall"
    fill_combo(combo, items, "gone")  # not there: the first entry
    assert combo.currentIndex() == 0
    fill_combo(combo, [], "ana")
    assert combo.currentIndex() == -1
    fill_combo(combo, [("One", 1), ("Two", 2)], 2)  # data that isn't text: asked of Qt
    assert combo.currentData() == 2
    fill_combo(combo, [("One", "1"), ("Two", "2")], "2")
    assert combo.currentData() == "2"
    combo.clear()  # emptied behind its back: filled again, and the place found in it
    fill_combo(combo, [("One", "1"), ("Two", "2")], "2")
    assert [combo.itemData(i) for i in range(2)] == ["1", "2"] and combo.currentData() == "2"


def test_an_unchanged_list_keeps_the_current_entry(qtbot) -> None:
    combo = QComboBox()
    qtbot.addWidget(combo)
    items = [(f"Zone {i}", f"z{i}") for i in range(30)]
    fill_combo(combo, items, "z4")
    changed: list[int] = []
    combo.currentIndexChanged.connect(changed.append)
    fill_combo(combo, list(items))  # keep what is shown
    fill_combo(combo, list(items), "z4")
    assert combo.currentData() == "z4" and not changed
    fill_combo(combo, list(items), "z9")
    assert combo.currentData() == "z9"
