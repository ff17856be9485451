"""The range-and-sight overlay: a line between two combatants and a caption.

It only draws what the core answered (:class:`core.sight.SightResult`): green when the line is
clear, red up to where it is blocked and dashed beyond, with a cross at the blocking point.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui import style


def _pen(colour: QColor, width: float, pen_style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(colour, width, pen_style, Qt.PenCapStyle.RoundCap)
    pen.setCosmetic(True)
    return pen


class SightCaption(QGraphicsItem):
    """The band and verdict, in screen pixels, at the middle of the sight line."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        # under the line, so the cross marking the block stays on top
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.font = QFont()
        self.font.setPointSizeF(9)
        self.font.setBold(True)
        self.text = ""
        self.colour = style.SIGHT_CLEAR
        self.end_at_anchor = False
        """True: the caption ends just before its anchor (the blocking point), else centred."""

    def set_text(self, text: str, colour: QColor) -> None:
        self.prepareGeometryChange()
        self.text, self.colour = text, colour
        self.update()

    def _rect(self) -> QRectF:
        fm = QFontMetricsF(self.font)
        w = fm.horizontalAdvance(self.text) + 14
        h = fm.height() + 6
        x = -w - 14 if self.end_at_anchor else -w / 2
        return QRectF(x, 10, w, h)  # just below the line

    def boundingRect(self) -> QRectF:
        return self._rect().adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = self._rect()
        painter.setPen(QPen(QColor("white"), 1.5))
        painter.setBrush(self.colour)
        painter.drawRoundedRect(rect, 6, 6)
        painter.setFont(self.font)
        painter.setPen(QColor("white"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


class SightLineItem(QGraphicsItem):
    """Line from ``start`` to ``end`` (scene units); ``block`` is where it stops, if it does."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(95)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.start = QPointF()
        self.end = QPointF()
        self.block: QPointF | None = None
        self.clear = True
        self.caption = SightCaption(self)

    def set_line(
        self, start: QPointF, end: QPointF, clear: bool, block: QPointF | None, caption: str
    ) -> None:
        self.prepareGeometryChange()
        self.start, self.end, self.clear, self.block = start, end, clear, block
        # over the part of the line that is really seen, clear of the far zone's label
        self.caption.prepareGeometryChange()
        self.caption.end_at_anchor = block is not None
        self.caption.setPos(block if block is not None else (start + end) / 2)
        self.caption.set_text(caption, style.SIGHT_CLEAR if clear else style.SIGHT_BLOCKED)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(self.start, self.end).normalized().adjusted(-30, -30, 30, 30)

    def shape(self) -> QPainterPath:
        return QPainterPath()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        halo = _pen(QColor(255, 255, 255, 200), 7)
        if self.clear or self.block is None:
            colour = style.SIGHT_CLEAR if self.clear else style.SIGHT_BLOCKED
            painter.setPen(halo)
            painter.drawLine(QLineF(self.start, self.end))
            painter.setPen(_pen(colour, 3.5))
            painter.drawLine(QLineF(self.start, self.end))
            return
        painter.setPen(halo)
        painter.drawLine(QLineF(self.start, self.block))
        painter.setPen(_pen(style.SIGHT_BLOCKED, 3.5))
        painter.drawLine(QLineF(self.start, self.block))
        painter.setPen(_pen(style.SIGHT_BLOCKED, 2, Qt.PenStyle.DashLine))
        painter.drawLine(QLineF(self.block, self.end))
        # a cross where the line is stopped, sized in screen pixels
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        s = 8 / max(lod, 1e-6)
        painter.setPen(_pen(QColor("white"), 7))
        painter.drawLine(self.block + QPointF(-s, -s), self.block + QPointF(s, s))
        painter.drawLine(self.block + QPointF(-s, s), self.block + QPointF(s, -s))
        painter.setPen(_pen(style.SIGHT_BLOCKED, 4))
        painter.drawLine(self.block + QPointF(-s, -s), self.block + QPointF(s, s))
        painter.drawLine(self.block + QPointF(-s, s), self.block + QPointF(s, -s))


__all__ = ["SightLineItem"]
