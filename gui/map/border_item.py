"""A border drawn along the edge two zones share.

Walls are heavy dark lines, open borders thin dotted light lines. Doors and hatches sit in a gap
of the wall with a glyph of fixed screen size whose *shape* tells the state (not only colour):

* door open: a leaf swung out of the gap with its dashed swing arc;
* door closed: a bar across the gap; locked: the bar plus a padlock;
* hatch: a square — hollow and dashed when open, filled when closed, plus a padlock when locked;
* broken door or hatch: a jagged, split bar.

Double-clicking the border or its glyph asks the scene to toggle the door (the core decides).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget
from shapely.geometry import LineString
from shapely.ops import substring

from core.zonemap import Border
from gui import style
from gui.map.layer import in_layer, layer_dirty
from gui.map.zone_item import LAYER_CHANGES, counter_zoom
from gui.style import stroke as _stroke

if TYPE_CHECKING:
    from gui.map.scene import MapScene

HIT_WIDTH = 10.0
"""Scene units (0.5 m) either side of the line that count as clicking the border."""


_PENS: dict[tuple[int, float, Qt.PenStyle], QPen] = {}


def _pen(colour: QColor, width: float, pen_style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    """A cosmetic pen, made once per look (a repaint draws dozens of borders and glyphs)."""
    key = (colour.rgba(), width, pen_style)
    pen = _PENS.get(key)
    if pen is None:
        pen = QPen(colour, width, pen_style, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.MiterJoin)
        pen.setCosmetic(True)
        pen = _PENS[key] = pen
    return QPen(pen)  # a copy: a caller may change its cap style


def _line_path(line: LineString) -> QPainterPath:
    path = QPainterPath()
    coords = list(line.coords)
    if not coords:
        return path
    path.moveTo(QPointF(*coords[0]))
    for x, y in coords[1:]:
        path.lineTo(QPointF(x, y))
    return path


class DoorGlyphItem(QGraphicsItem):
    """The door or hatch symbol, in screen pixels, rotated along the border."""

    def __init__(self, parent: BorderItem) -> None:
        super().__init__(parent)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        in_layer(self)
        self.border: Border | None = None

    def boundingRect(self) -> QRectF:
        # the open leaf and its arc swing to the negative side; the other side holds no more
        # than the padlock's foot (a tight rectangle: a drag repaints fewer glyphs near it)
        g = style.GLYPH
        return QRectF(-g / 2 - 4, -g - 6, g + 8, g + 16)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        g = style.GLYPH
        path.addRect(QRectF(-g / 2 - 2, -g / 2 - 2, g + 4, g + 4))
        return path

    def mousePressEvent(self, event) -> None:
        parent = self.parentItem()
        if parent is not None and event.button() == Qt.MouseButton.LeftButton:
            if not event.modifiers() & Qt.KeyboardModifier.ControlModifier and self.scene():
                self.scene().clearSelection()
            parent.setSelected(True)
        event.accept()

    def mouseDoubleClickEvent(self, event) -> None:
        parent = self.parentItem()
        if isinstance(parent, BorderItem):
            parent.request_toggle()
        event.accept()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        b = self.border
        if b is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        parent = self.parentItem()
        scene = self.scene()
        if isinstance(parent, BorderItem) and scene is not None and scene.views():
            painter.scale(*(2 * (parent.glyph_scale(scene.views()[0].transform().m11()),)))
        g = style.GLYPH
        h = g / 2
        ink = QColor("#1d1a16")
        if b.broken:
            colour = style.DOOR if b.kind == "door" else style.HATCH
            painter.setPen(_pen(ink, 1))
            painter.setBrush(colour)
            left = QPainterPath()
            left.moveTo(-h, -3)
            left.lineTo(-3, -3)
            left.lineTo(-1, 0)
            left.lineTo(-4, 3)
            left.lineTo(-h, 3)
            left.closeSubpath()
            right = QPainterPath()
            right.moveTo(h, -3)
            right.lineTo(4, -3)
            right.lineTo(1, 1)
            right.lineTo(3, 3)
            right.lineTo(h, 3)
            right.closeSubpath()
            painter.drawPath(left.translated(0, -4))
            painter.drawPath(right.translated(0, 4))
            return
        if b.kind == "door":
            if b.state == "open":
                # swung leaf from the hinge (left jamb) plus its dashed swing arc
                painter.setPen(_pen(style.DOOR, 1.2, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                arc = QPainterPath()
                arc.moveTo(-h, -g)
                arc.arcTo(QRectF(-h - g, -g, 2 * g, 2 * g), 90, -90)
                painter.drawPath(arc)
                painter.setPen(_pen(ink, 1))
                painter.setBrush(style.DOOR)
                painter.drawRect(QRectF(-h - 1.5, -g, 3.5, g))
                # jambs
                painter.setPen(_pen(ink, 2.5))
                painter.drawLine(QPointF(-h, -4), QPointF(-h, 4))
                painter.drawLine(QPointF(h, -4), QPointF(h, 4))
            else:
                locked = b.state == "locked"
                painter.setPen(_pen(ink, 1))
                painter.setBrush(style.DOOR_LOCKED if locked else style.DOOR)
                painter.drawRect(QRectF(-h, -3.5, g, 7))
                if locked:
                    self._padlock(painter, QPointF(0, 0))
        else:  # hatch
            side = g * 0.62
            rect = QRectF(-side / 2, -side / 2, side, side)
            if b.state == "open":
                painter.setPen(_pen(style.HATCH, 2, Qt.PenStyle.DashLine))
                painter.setBrush(QColor(255, 255, 255, 200))
                painter.drawRect(rect)
            else:
                locked = b.state == "locked"
                painter.setPen(_pen(ink, 1.2))
                painter.setBrush(style.DOOR_LOCKED if locked else style.HATCH)
                painter.drawRect(rect)
                if locked:
                    self._padlock(painter, QPointF(0, 0))
                else:
                    painter.setPen(_pen(QColor(255, 255, 255, 200), 1.2))
                    painter.drawLine(
                        rect.topLeft() + QPointF(3, 3), rect.bottomRight() - QPointF(3, 3)
                    )
                    painter.drawLine(
                        rect.topRight() + QPointF(-3, 3), rect.bottomLeft() + QPointF(3, -3)
                    )

    @staticmethod
    def _padlock(painter: QPainter, centre: QPointF) -> None:
        """A small padlock: a body and a shackle, outlined so it reads on any fill."""
        painter.save()
        painter.translate(centre)
        ink = QColor("#1d1a16")
        shackle = QPainterPath()
        shackle.moveTo(-3.5, -1)
        shackle.lineTo(-3.5, -4.5)
        shackle.arcTo(QRectF(-3.5, -8.5, 7, 7), 180, -180)
        shackle.lineTo(3.5, -1)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(_pen(ink, 3.6))
        painter.drawPath(shackle)
        painter.setPen(_pen(QColor("#f2c230"), 1.8))
        painter.drawPath(shackle)
        painter.setPen(_pen(ink, 1.2))
        painter.setBrush(QColor("#f2c230"))
        painter.drawRoundedRect(QRectF(-5.5, -1.5, 11, 8), 1.5, 1.5)
        painter.setBrush(ink)
        painter.drawEllipse(QPointF(0, 2.2), 1.2, 1.2)
        painter.restore()


class BorderItem(QGraphicsItem):
    """One border; ``line`` is the shared edge in scene units."""

    def __init__(self, border: Border, line: LineString, shared: bool = True) -> None:
        super().__init__()
        self.key = border.key
        self.border = border
        self.highlighted = False
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)
        self.setZValue(10)
        in_layer(self)
        self.glyph = DoorGlyphItem(self)
        self._line = line
        self._shared = shared
        self._path = QPainterPath()
        self._shape = QPainterPath()
        self._gap_cache: tuple[float, QPainterPath] | None = None
        self.set_border(border, line, shared)

    def set_border(self, border: Border, line: LineString, shared: bool = True) -> None:
        layer_dirty(self)
        self.prepareGeometryChange()
        self.border = border
        self._line = line
        self._shared = shared
        self._path = _line_path(line)
        stroker = QPainterPathStroker()
        stroker.setWidth(HIT_WIDTH)
        self._shape = stroker.createStroke(self._path)
        self._gap_cache = None
        mid = line.interpolate(0.5, normalized=True)
        a = line.interpolate(max(0.0, line.length / 2 - 1), normalized=False)
        b = line.interpolate(min(line.length, line.length / 2 + 1), normalized=False)
        angle = math.degrees(math.atan2(b.y - a.y, b.x - a.x)) if line.length else 0.0
        self.glyph.border = border
        self.glyph.setPos(QPointF(mid.x, mid.y))
        self.glyph.setRotation(angle)
        self.glyph.setVisible(border.is_passage)
        tip = f"{border.describe().capitalize()}"
        if border.is_passage:
            tip += f" — structure {border.structure - border.damage}/{border.structure}"
            if border.armour:
                tip += f", armour {border.armour}"
            tip += "\nDouble-click to open or close."
        if not shared:
            tip += "\n(The two zones share no edge; drawn between their centres.)"
        self.setToolTip(tip)
        self.glyph.setToolTip(tip)
        layer_dirty(self)

    def set_highlight(self, on: bool) -> None:
        if on != self.highlighted:
            self.highlighted = on
            layer_dirty(self)

    def follow_zoom(self, zoom: float) -> None:
        """Keep the door glyph at its screen size under a view zoomed by ``zoom``."""
        counter_zoom(self.glyph, zoom)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        if change in LAYER_CHANGES:  # the layer paints it: repaint where it was and is
            layer_dirty(self)
        return super().itemChange(change, value)

    def request_toggle(self) -> None:
        scene: MapScene | None = self.scene()  # type: ignore[assignment]
        if scene is not None:
            scene.toggle_door(self.key)

    def mouseDoubleClickEvent(self, event) -> None:
        if self.border.is_passage:
            self.request_toggle()
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def boundingRect(self) -> QRectF:
        return self._shape.boundingRect().adjusted(-4, -4, 4, 4)

    def shape(self) -> QPainterPath:
        return self._shape

    def glyph_scale(self, zoom: float) -> float:
        """Shrink the door glyph when its border is short on screen (zoomed far out)."""
        on_screen = self._line.length * zoom
        return max(0.3, min(1.0, on_screen * 0.6 / style.GLYPH))

    def _gapped(self, lod: float) -> QPainterPath:
        """The wall line with a gap as wide as the door glyph (in screen pixels)."""
        if self._gap_cache is not None and abs(self._gap_cache[0] - lod) < 1e-6:
            return self._gap_cache[1]
        length = self._line.length
        gap = min(style.GLYPH * self.glyph_scale(lod) / max(lod, 1e-6), length * 0.8)
        half = (length - gap) / 2
        path = QPainterPath()
        if half > 0:
            path.addPath(_line_path(substring(self._line, 0, half)))
            path.addPath(_line_path(substring(self._line, length - half, length)))
        self._gap_cache = (lod, path)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        b = self.border
        if self.isSelected():
            _stroke(painter, self._path, _pen(style.SELECTION, 14))
        if self.highlighted:
            _stroke(painter, self._path, _pen(QColor(255, 47, 180, 110), 16))
            _stroke(painter, self._path, _pen(style.HIGHLIGHT, 7))
        if b.kind == "open":
            pen = _pen(style.OPEN_BORDER, style.OPEN_WIDTH, Qt.PenStyle.DotLine)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            _stroke(painter, self._path, pen)
            return
        dashed = Qt.PenStyle.SolidLine if self._shared else Qt.PenStyle.DashLine
        if b.kind == "wall":
            _stroke(painter, self._path, _pen(style.WALL, style.WALL_WIDTH, dashed))
            return
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        _stroke(painter, self._gapped(lod), _pen(style.WALL, style.WALL_WIDTH, dashed))


__all__ = ["BorderItem", "DoorGlyphItem"]
