"""A drop lays the legal-actions list out once, after the docks' layouts have settled (laid out
during the initiative dock's redraw, the word-wrapped list was laid out again when the label
above it took another height and resized it); a refresh outside a pass lays it out at once."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QListWidget
from qt_helpers import at

from gui.docks.combat_base import refresh_pass, settle


def _count_layouts(monkeypatch, view: QListWidget) -> list[int]:
    laid: list[int] = []
    real = QListWidget.doItemsLayout

    def counting(self) -> None:
        if self is view:
            laid.append(self.viewport().height())
        real(self)

    monkeypatch.setattr(QListWidget, "doItemsLayout", counting)
    return laid


def _idle() -> None:
    settle()
    for _ in range(4):
        QApplication.processEvents()


def test_a_drop_lays_the_list_out_once_at_its_final_size(window, monkeypatch) -> None:
    panel = window.combat_docks.initiative.actions
    dock = window.combat_docks.initiative
    window.resizeDocks([dock], [dock.minimumWidth()], Qt.Orientation.Horizontal)
    panel.follow("Ana Ferreira")  # "2 actions (one slow and one fast, …)": two lines
    _idle()
    height = panel.list.viewport().height()
    laid = _count_layouts(monkeypatch, panel.list)
    assert window.scene.drop_token("Ana Ferreira", at(19, 14))
    _idle()
    assert panel.list.viewport().height() != height  # the label above it took another height
    assert laid == [panel.list.viewport().height()]  # once, at the size it ends with
    laid.clear()
    window.undo_stack.undo()
    _idle()
    assert laid == [height]


def test_outside_a_pass_the_list_is_laid_out_at_once(window, monkeypatch) -> None:
    panel = window.combat_docks.initiative.actions
    _idle()
    assert not refresh_pass().after_layouts(lambda: None)  # no pass is running
    others = [c.name for c in window.enc.combatants() if c.name != panel.actor]
    laid = _count_layouts(monkeypatch, panel.list)
    panel.follow(others[0])
    assert laid  # laid out before returning
