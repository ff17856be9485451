"""The map's message line: what the last action said, under the map instead of over it.

A refused move, a door that won't open, a hint: the GM reads it where their eyes are, beside the
map, and it never covers a token or a zone (issue 13). The bar keeps its height whether or not it
shows a message, so the map never jumps when one comes or goes; the status bar keeps the text too.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

SHOW_MSEC = 8000
"""How long a message stays bright (the GM may be looking at the table, not the screen)."""

_LIT = (
    "QLabel#mapMessageBar { background: #26262b; color: white; font-weight: 600;"
    " padding: 4px 12px; border-top: 1px solid #111; }"
)
_QUIET = (
    "QLabel#mapMessageBar { background: palette(window); color: palette(mid);"
    " padding: 4px 12px; border-top: 1px solid palette(mid); }"
)


class MessageBar(QLabel):
    """One line under the map: the latest message, bright for :data:`SHOW_MSEC`, then gone."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mapMessageBar")
        self.setAccessibleName(self.tr("Map messages"))
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setStyleSheet(_QUIET)
        height = self.fontMetrics().height() + 10
        self.setFixedHeight(height)
        # the text is cut to the bar's width: a long message must never widen the window
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(1)
        self._message = ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clear_message)

    def show_text(self, text: str, msec: int = SHOW_MSEC) -> None:
        """Show ``text`` (its first line; the whole text is the tooltip and in the status bar)."""
        self._message = text
        if self.styleSheet() != _LIT:  # setting it again re-polishes and lays the bar out
            self.setStyleSheet(_LIT)  # bold: set before the text is cut to the bar's width
        self.ensurePolished()
        self._fit()
        self.setToolTip(text if "\n" in text.strip() or self.text() != text else "")
        self._timer.start(msec)

    def _fit(self) -> None:
        """The message's first line, cut with "…" to the bar's width."""
        lines = self._message.strip().splitlines()
        room = max(80, self.width() - 28)
        elide = Qt.TextElideMode.ElideRight
        self.setText(self.fontMetrics().elidedText(lines[0] if lines else "", elide, room))

    def message(self) -> str:
        """The message shown now ("" when none)."""
        return self._message

    def clear_message(self, text: str | None = None) -> None:
        """Take the message away (only if it is ``text``, when given)."""
        if text is not None and text != self._message:
            return
        self._message = ""
        self._timer.stop()
        self.clear()
        self.setToolTip("")
        self.setStyleSheet(_QUIET)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._message:
            self._fit()


def map_area(view: QWidget, bar: MessageBar) -> QWidget:
    """The window's centre: the map view above its message line."""
    area = QWidget()
    area.setObjectName("mapArea")
    area.setAccessibleName(QCoreApplication.translate("MessageBar", "Map"))
    layout = QVBoxLayout(area)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(0)
    layout.addWidget(view, 1)
    layout.addWidget(bar)
    return area
