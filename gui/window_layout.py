"""The GM window on a multi-monitor desk: geometry, screen and dock layout kept between runs.

Saved on close (``QSettings``: ``saveGeometry``/``saveState`` and the screen's name), restored on
start. A remembered screen that is gone, or a geometry no screen shows whole, falls back to the
primary screen, fully visible. View ▸ Reset layout puts the docks back as they were built.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QPoint, QRect, QSettings, QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QMainWindow

GEOMETRY_KEY = "gm/geometry"
STATE_KEY = "gm/windowState"
SCREEN_KEY = "gm/screen"
RECT_KEY = "gm/rect"
"""The window's normal geometry as a plain rectangle: Qt's ``restoreGeometry`` refuses data
saved on a screen that is gone, and the window still comes back at its size."""
STATE_VERSION = 1
"""Bump when the docks change so much that an old saved layout no longer fits."""
MARGIN = 24
"""Pixels kept free around a window moved back onto a screen."""


def fit_rect(rect: QRect, available: list[QRect], primary: QRect) -> QRect:
    """``rect`` if one of the ``available`` areas shows it whole; otherwise the same size (shrunk
    to fit if need be) centred on ``primary``.

    >>> fit_rect(QRect(10, 10, 100, 100), [QRect(0, 0, 800, 600)], QRect(0, 0, 800, 600))
    PySide6.QtCore.QRect(10, 10, 100, 100)
    >>> fit_rect(QRect(2000, 0, 100, 100), [QRect(0, 0, 800, 600)], QRect(0, 0, 800, 600))
    PySide6.QtCore.QRect(350, 250, 100, 100)
    """
    if any(area.contains(rect) for area in available):
        return QRect(rect)
    width = min(rect.width(), max(1, primary.width() - 2 * MARGIN))
    height = min(rect.height(), max(1, primary.height() - 2 * MARGIN))
    out = QRect(0, 0, width, height)
    out.moveCenter(primary.center())
    return out


def screen_named(name: str) -> QScreen | None:
    return next((s for s in QGuiApplication.screens() if s.name() == name), None)


class WindowLayout:
    """Saves and restores one main window's geometry, screen and docks."""

    def __init__(self, window: QMainWindow) -> None:
        self.window = window
        self.default_state = window.saveState(STATE_VERSION)
        """The docks as the window built them (Reset layout)."""
        self.default_size = window.size()

    def save(self) -> None:
        settings = QSettings()
        settings.setValue(GEOMETRY_KEY, self.window.saveGeometry())
        settings.setValue(RECT_KEY, self.window.normalGeometry())
        settings.setValue(STATE_KEY, self.window.saveState(STATE_VERSION))
        screen = self.window.screen()
        settings.setValue(SCREEN_KEY, screen.name() if screen is not None else "")

    def restore(self) -> bool:
        """Put the window back where it was closed; False when nothing was saved."""
        settings = QSettings()
        geometry = settings.value(GEOMETRY_KEY)
        state = settings.value(STATE_KEY)
        restored = False
        if isinstance(geometry, (QByteArray, bytes)) and geometry:
            restored = self.window.restoreGeometry(QByteArray(geometry))
        rect = settings.value(RECT_KEY)
        if not restored and isinstance(rect, QRect) and rect.isValid():
            self.window.setGeometry(rect)  # kept visible below
            restored = True
        if isinstance(state, (QByteArray, bytes)) and state:
            restored = self.window.restoreState(QByteArray(state), STATE_VERSION) or restored
        if restored:
            self.keep_visible(str(settings.value(SCREEN_KEY, "") or ""))
        else:
            self._fit_default_size()  # a first start on a small screen: the window fits it
        return restored

    def keep_visible(self, screen_name: str = "") -> None:
        """Move the window onto the primary screen, whole, if its screen is gone or no screen
        shows it whole."""
        primary = QGuiApplication.primaryScreen()
        if primary is None:
            return
        w = self.window
        area = primary.availableGeometry()
        if w.isMaximized() or w.isFullScreen():
            if screen_name and screen_named(screen_name) is None:
                self._put(fit_rect(w.normalGeometry(), [], area), area)
            return
        available = [s.availableGeometry() for s in QGuiApplication.screens()]
        if screen_name and screen_named(screen_name) is None:
            available = []  # its screen is gone: back to the primary one
        rect = fit_rect(w.geometry(), available, area)
        if rect != w.geometry():
            self._put(rect, area)

    def _put(self, rect: QRect, area: QRect) -> None:
        """``rect`` on ``area``; a window whose panels need more room than the screen has
        keeps its top-left corner (title, menus) on the screen."""
        w = self.window
        w.setGeometry(rect)
        if not area.contains(w.geometry()):
            w.move(max(area.left(), min(w.x(), area.right() - w.width() + 1)), area.top())
            w.move(max(area.left(), w.x()), max(area.top(), w.y()))

    def reset(self) -> None:
        """The docks as built, the default size, on the screen the window is on now."""
        w = self.window
        if w.isMaximized() or w.isFullScreen():
            w.showNormal()
        w.restoreState(self.default_state, STATE_VERSION)
        self._fit_default_size()

    def _fit_default_size(self) -> None:
        """The default size, as much of it as the window's screen has room for, centred."""
        w = self.window
        screen = w.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            w.resize(self.default_size)
            return
        area = screen.availableGeometry()
        room = QSize(area.width() - 2 * MARGIN, area.height() - 2 * MARGIN)
        rect = QRect(QPoint(0, 0), self.default_size.boundedTo(room))
        rect.moveCenter(area.center())
        self._put(rect, area)
