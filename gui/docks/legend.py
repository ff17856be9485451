"""A map legend drawn with the map's own painters, so it always matches what the map shows."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from core.zonemap import Border
from gui import style
from gui.map.border_item import DoorGlyphItem

ROW = 30
SWATCH = 64


def _pen(colour: QColor, width: float, pen_style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    return QPen(colour, width, pen_style, Qt.PenCapStyle.FlatCap)


class LegendWidget(QWidget):
    """What each line, glyph, fill and token on the map means."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mapLegend")
        self.setAccessibleName("Map legend")
        self._glyph = DoorGlyphItem(None)  # type: ignore[arg-type]
        self.rows: list[tuple[str, str, object]] = [
            ("wall", self.tr("Wall: blocks sight and movement"), None),
            ("open", self.tr("Open border"), None),
            ("door", self.tr("Door, closed"), Border("a", "b", "door", "closed")),
            ("door", self.tr("Door, open"), Border("a", "b", "door", "open")),
            ("door", self.tr("Door, locked"), Border("a", "b", "door", "locked")),
            ("door", self.tr("Hatch, closed / open"), Border("a", "b", "hatch", "closed")),
            ("door", self.tr("Hatch, locked"), Border("a", "b", "hatch", "locked")),
            ("cluttered", self.tr("Cluttered zone (Mobility roll to enter)"), None),
            ("dark", self.tr("Dark zone (no shooting through)"), None),
            ("cramped", self.tr("Cramped zone (crawl only)"), None),
            ("tokens", self.tr("PC · NPC · Engaged pair"), None),
        ]
        self.setMinimumHeight(ROW * len(self.rows) + 8)

    def sizeHint(self) -> QSize:
        return QSize(260, ROW * len(self.rows) + 8)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        option = QStyleOptionGraphicsItem()
        for i, (kind, text, border) in enumerate(self.rows):
            top = 4 + i * ROW
            mid = QPointF(8 + SWATCH / 2, top + ROW / 2)
            swatch = QRectF(8, top + 4, SWATCH, ROW - 8)
            painter.save()
            if kind in ("wall", "open", "door"):
                painter.fillRect(swatch, style.ZONE_FILL)
            if kind == "wall":
                painter.setPen(_pen(style.WALL, style.WALL_WIDTH))
                painter.drawLine(QPointF(swatch.left(), mid.y()), QPointF(swatch.right(), mid.y()))
            elif kind == "open":
                painter.setPen(_pen(style.OPEN_BORDER, style.OPEN_WIDTH, Qt.PenStyle.DotLine))
                painter.drawLine(QPointF(swatch.left(), mid.y()), QPointF(swatch.right(), mid.y()))
            elif kind == "door" and isinstance(border, Border):
                gap = style.GLYPH / 2
                painter.setPen(_pen(style.WALL, style.WALL_WIDTH))
                painter.drawLine(QPointF(swatch.left(), mid.y()), QPointF(mid.x() - gap, mid.y()))
                painter.drawLine(QPointF(mid.x() + gap, mid.y()), QPointF(swatch.right(), mid.y()))
                painter.translate(mid)
                if border.kind == "door" and border.state == "open":
                    painter.translate(0, 9)
                    painter.scale(0.7, 0.7)
                pair = text.startswith("Hatch, closed")
                if pair:  # closed and open side by side
                    painter.translate(-12, 0)
                    painter.scale(0.8, 0.8)
                self._glyph.border = border
                self._glyph.paint(painter, option, None)
                if pair:
                    painter.translate(30, 0)
                    self._glyph.border = Border("a", "b", "hatch", "open")
                    self._glyph.paint(painter, option, None)
            elif kind in ("cluttered", "dark", "cramped"):
                fill = style.ZONE_DARK_FILL if kind == "dark" else style.ZONE_FILL
                painter.fillRect(swatch, fill)
                if kind == "cluttered":
                    painter.fillRect(
                        swatch, QBrush(style.CLUTTER_HATCH, Qt.BrushStyle.BDiagPattern)
                    )
                if kind == "cramped":
                    painter.fillRect(
                        swatch, QBrush(style.CRAMPED_HATCH, Qt.BrushStyle.CrossPattern)
                    )
                    painter.setPen(_pen(style.CRAMPED_OUTLINE, 1.5, Qt.PenStyle.DashLine))
                    painter.drawRect(swatch.adjusted(3, 3, -3, -3))
            elif kind == "tokens":
                r = 8.0
                a, b, c = QPointF(18, mid.y()), QPointF(44, mid.y()), QPointF(62, mid.y())
                painter.setPen(
                    QPen(style.ENGAGED_LINE, 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
                )
                painter.drawLine(b, c)
                for centre, colour in ((a, style.PC), (b, style.PC), (c, style.NPC)):
                    painter.setPen(QPen(QColor("white"), 1.5))
                    painter.setBrush(colour)
                    painter.drawEllipse(centre, r, r)
            painter.restore()
            painter.setPen(self.palette().color(self.foregroundRole()))
            painter.drawText(
                QRectF(SWATCH + 18, top, self.width() - SWATCH - 22, ROW),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                text,
            )
        painter.end()
