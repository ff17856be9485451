"""A drop repaints what changed inside the combat docks, not the docks' title bars and the window
behind them: each dock's content paints its own background, the colour the window painted."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QDockWidget
from qt_helpers import at

from gui.docks.combat_base import settle


class _Paints(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.seen: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.seen.append(watched.objectName() or type(watched).__name__)
        return False


def _idle() -> None:
    settle()
    for _ in range(4):
        QApplication.processEvents()


def test_a_drop_repaints_inside_the_docks_not_the_docks(window) -> None:
    docks = window.combat_docks
    watched = [docks.initiative, docks.log, docks.attack]
    paints = _Paints()
    for dock in watched:
        dock.installEventFilter(paints)
        dock.widget().installEventFilter(paints)
    _idle()
    paints.seen.clear()
    assert window.scene.drop_token("Ana Ferreira", at(19, 14))
    _idle()
    contents = {d.widget().objectName() or type(d.widget()).__name__ for d in watched}
    assert contents & set(paints.seen)  # the docks did redraw what changed
    assert not {d.objectName() for d in watched} & set(paints.seen)


def test_dock_contents_paint_the_windows_colour(window) -> None:
    for dock in window.findChildren(QDockWidget):
        if dock in vars(window.combat_docks).values():
            body = dock.widget()
            assert body.autoFillBackground()
            assert body.palette().window() == window.palette().window()
