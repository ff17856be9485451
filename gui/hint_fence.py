"""A holder that keeps a widget's size-hint changes from relaying out the whole window.

Every QLayout::activate ends with updateGeometry() on its widget, so a label whose text
changes (the status bar's actions, the log's count) or a form that grows a row relays out
its dock and then the main window, every dock again. A ``HintFence`` has no layout: the
widget it holds only posts it a LayoutRequest, and the fence passes the change on (one
relayout of the window) only when the held widget needs more room than the fence reports.
A widget that needs less keeps its room until the window has been quiet for ``SHRINK_MS``,
then the fence shrinks to fit (so the window's minimum size and the status bar's message
area come back as they were, without a relayout per drop)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, QTimer
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QWidget

SHRINK_MS = 1500
"""How long a fence keeps room its widget no longer needs (no change meanwhile)."""


class HintFence(QWidget):
    """Holds ``inner``; reports ``inner``'s hints grown, never shrunk at once. ``inner`` fills
    the fence, or with ``right`` it is as wide as it asks (at most the fence) at its right edge:
    a status-bar label drawn exactly where the status bar's layout would put it."""

    def __init__(self, inner: QWidget, parent: QWidget | None = None, right: bool = False) -> None:
        super().__init__(parent)
        self.inner = inner
        self.right = right
        inner.setParent(self)
        self.setSizePolicy(inner.sizePolicy())
        self.setMinimumSize(inner.minimumSize())  # the held widget's own bounds (a fixed height)
        self.setMaximumSize(inner.maximumSize())
        self._hint = inner.sizeHint()
        self._least = inner.minimumSizeHint()
        self._shrink = QTimer(self)
        self._shrink.setSingleShot(True)
        self._shrink.setInterval(SHRINK_MS)
        self._shrink.timeout.connect(self.fit)

    def sizeHint(self) -> QSize:
        return self._hint

    def minimumSizeHint(self) -> QSize:
        return self._least

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.refit()
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.place()
        super().resizeEvent(event)

    def place(self) -> None:
        """Lay the held widget out in the fence."""
        if not self.right:
            self.inner.setGeometry(self.rect())
            return
        width = min(self.width(), self.inner.sizeHint().width())
        self.inner.setGeometry(self.width() - width, 0, width, self.height())

    def showEvent(self, event: QShowEvent) -> None:
        self.refit()  # hidden, the held widget posted nothing
        super().showEvent(event)

    def refit(self) -> None:
        """Grow at once to what the held widget needs; a smaller need waits for ``fit``."""
        hint, least = self.inner.sizeHint(), self.inner.minimumSizeHint()
        grown_hint, grown_least = hint.expandedTo(self._hint), least.expandedTo(self._least)
        if grown_hint != hint or grown_least != least:
            self._shrink.start()  # room to give back once things are quiet
        if grown_hint != self._hint or grown_least != self._least:
            self._hint, self._least = grown_hint, grown_least
            self.updateGeometry()
        if self.right:
            self.place()  # a shorter text: the label shrinks to its right edge

    def fit(self) -> None:
        """Report exactly what the held widget needs (shrinking if it needs less)."""
        self._shrink.stop()
        hint, least = self.inner.sizeHint(), self.inner.minimumSizeHint()
        if hint != self._hint or least != self._least:
            self._hint, self._least = hint, least
            self.updateGeometry()


__all__ = ["SHRINK_MS", "HintFence"]
