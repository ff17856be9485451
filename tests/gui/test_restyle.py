"""combat_base.restyle: a style sheet set again unchanged is not set again (setting one
re-polishes and repaints the widget; a refresh after every drop set the same colour on labels),
and a new one still applies."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLabel

from gui.docks.combat_base import restyle


class _Label(QLabel):
    def __init__(self) -> None:
        super().__init__("Ana can fight.")
        self.sheets: list[str] = []

    def setStyleSheet(self, sheet: str) -> None:
        self.sheets.append(sheet)
        super().setStyleSheet(sheet)


def test_restyle_sets_a_new_sheet_and_leaves_the_same_one_alone(qapp: Any) -> None:
    label = _Label()
    restyle(label, "color: #1b7a3a;")
    restyle(label, "color: #1b7a3a;")
    assert label.sheets == ["color: #1b7a3a;"]
    restyle(label, "color: #b3261e;")
    assert label.sheets == ["color: #1b7a3a;", "color: #b3261e;"]
    assert label.styleSheet() == "color: #b3261e;"
