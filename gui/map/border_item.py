"""A border drawn along the edge two zones share.

Walls are heavy dark lines, open borders thin dotted light lines. Doors and hatches sit in a gap
of the wall with a glyph of fixed screen size whose *shape* tells the state (not only colour):

* door open: a leaf swung out of the gap with its dashed swing arc;
* door closed: a bar across the gap; locked: the bar plus a padlock;
* hatch: a square — hollow and dashed when open, filled when closed, plus a padlock when locked;
* broken door or hatch: a jagged, split bar.

Double-clicking the border or its glyph asks the scene to toggle the door (the core decides).

A link (stairs, ladder, rope, passage: zones that share no edge) is a dashed curve between the
two zones' anchors with a badge at its middle — a small stairs/ladder/rope picture and its word —
upright at any rotation, never mistaken for a wall.
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget
from shapely.geometry import LineString

from core.doors import door_at, door_label
from core.openings import Opening
from core.zonemap import Border
from gui import style
from gui.map.layer import BORDER_Z, SELECTABLE_IN_LAYER, cosmetic_pen, in_layer, layer_dirty
from gui.map.layer import stroke as _stroke
from gui.map.opening_drag import OpeningDrag, grab
from gui.map.units import SCALE, to_map
from gui.map.zone_item import counter_zoom

if TYPE_CHECKING:
    from gui.map.scene import MapScene

GLYPH_MARGIN = 3.0
"""Screen pixels a door glyph's cosmetic strokes may reach past its scaled bounding rectangle
(repainted with it when only the door's state changed)."""

HIT_WIDTH = 10.0
"""Scene units (0.5 m) either side of the line that count as clicking the border."""


INK = QColor("#1d1a16")
"""The dark outline of door and hatch glyphs."""
PADLOCK = QColor("#f2c230")
FLAT = Qt.PenCapStyle.FlatCap
ROUND = Qt.PenCapStyle.RoundCap
MITRE = Qt.PenJoinStyle.MiterJoin
ANTIALIAS = QPainter.RenderHint.Antialiasing


def _pen(
    colour: QColor,
    width: float,
    pen_style: Qt.PenStyle = Qt.PenStyle.SolidLine,
    cap: Qt.PenCapStyle = FLAT,
) -> QPen:
    """A cosmetic pen, made once per look and shared (a repaint draws dozens of borders and
    glyphs, a big map's first paint thousands): don't change it."""
    return cosmetic_pen(colour, width, pen_style, cap, MITRE)


class Polyline:
    """A border's line in scene units: its points, length and the points along it (plain
    arithmetic on a few points: no shapely object per border or per repaint)."""

    __slots__ = ("_al", "_mid", "points")

    def __init__(self, points: Iterable[Sequence[float]]) -> None:
        self.points = tuple((float(p[0]), float(p[1])) for p in points)
        self._al: list[float] | None = None
        self._mid: tuple[float, float, float, float] | None = None

    @classmethod
    def of_floats(cls, points: list[list[float]]) -> Polyline:
        """A line through ``points``, already floats (numpy's ``tolist()``): no conversion."""
        line = cls.__new__(cls)
        line.points = tuple(map(tuple, points))  # type: ignore[arg-type]
        line._al = line._mid = None
        return line

    @property
    def _along(self) -> list[float]:
        """How far along the line each point lies (worked out when first asked: a big map's
        borders are made by the thousand, most never measured)."""
        if self._al is None:
            along = [0.0]
            for (x0, y0), (x1, y1) in zip(self.points, self.points[1:], strict=False):
                along.append(along[-1] + math.hypot(x1 - x0, y1 - y0))
            self._al = along
        return self._al

    @property
    def length(self) -> float:
        return self._along[-1]

    @property
    def coords(self) -> tuple[tuple[float, float], ...]:
        """The points (as a LineString's ``coords``)."""
        return self.points

    def point_at(self, distance: float) -> tuple[float, float]:
        """The point ``distance`` along the line (clamped to its ends)."""
        pts, along = self.points, self._along
        if len(pts) == 1 or distance <= 0:
            return pts[0]
        if distance >= self.length:
            return pts[-1]
        i = max(1, bisect.bisect_left(along, distance))
        span = along[i] - along[i - 1]
        t = (distance - along[i - 1]) / span if span else 0.0
        (x0, y0), (x1, y1) = pts[i - 1], pts[i]
        return (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t)

    def cut(self, start: float, end: float) -> list[tuple[float, float]]:
        """The part of the line from ``start`` to ``end`` along it."""
        inner = [p for p, d in zip(self.points, self._along, strict=True) if start < d < end]
        return [self.point_at(start), *inner, self.point_at(end)]

    @property
    def is_loop(self) -> bool:
        """True for a line that closes on itself (a nested zone's border)."""
        pts = self.points
        return len(pts) > 3 and pts[0] == pts[-1]

    def middle(self) -> tuple[float, float, float, float]:
        """(how far along, x, y, direction in degrees) of the line's middle — on a closed loop
        the middle of its longest side, so a glyph there lies along a wall, not across a
        corner. Worked out once: every zoom step places the map's door glyphs again."""
        if self._mid is None:
            along = self._along
            at = along[-1] / 2
            if self.is_loop:
                i = max(range(len(along) - 1), key=lambda k: along[k + 1] - along[k])
                at = (along[i] + along[i + 1]) / 2
            mx, my = self.point_at(at)
            (ax, ay), (bx, by) = self.point_at(at - 1), self.point_at(at + 1)
            angle = math.degrees(math.atan2(by - ay, bx - ax)) if along[-1] else 0.0
            self._mid = (at, mx, my, angle)
        return self._mid

    def gapped_path(self, start: float, end: float) -> QPainterPath:
        """The line without its part from ``start`` to ``end`` along it (a door's gap)."""
        length = self.length
        pts = self.points
        path = QPainterPath()
        if len(pts) == 2:  # the usual border: two pieces of one segment, no lists made
            if start > 0:
                path.moveTo(*pts[0])
                path.lineTo(*self.point_at(start))
            if end < length:
                path.moveTo(*self.point_at(end))
                path.lineTo(*pts[1])
            return path
        if start > 0:
            path.addPath(_line_path(self.cut(0, start)))
        if end < length:
            path.addPath(_line_path(self.cut(end, length)))
        return path


def line_rect(line: Polyline) -> QRectF:
    """A border item's bounding rectangle: its line's box and the hit width round it."""
    xs, ys = [p[0] for p in line.points], [p[1] for p in line.points]
    m = HIT_WIDTH / 2 + 4
    return QRectF(min(xs) - m, min(ys) - m, max(xs) - min(xs) + 2 * m, max(ys) - min(ys) + 2 * m)


def _line_path(points: Sequence[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath()
    if not points:
        return path
    path.moveTo(*points[0])
    line_to = path.lineTo  # (no QPointF per point: a big map's paint draws thousands)
    for x, y in points[1:]:
        line_to(x, y)
    return path


def _polyline(line: Polyline | LineString | Iterable[Sequence[float]]) -> Polyline:
    if isinstance(line, Polyline):
        return line
    return Polyline(line.coords if isinstance(line, LineString) else line)


def _tool_tip(border: Border, shared: bool) -> str:
    """What the border is (in the UI language), its structure and armour, and what to do."""
    words = border.describe()
    tip = words[:1].upper() + words[1:]
    if border.is_passage:
        left = border.structure - border.damage
        tip += QCoreApplication.translate("BorderItem", " — structure {left}/{total}").format(
            left=left, total=border.structure
        )
        if border.armour:
            tip += QCoreApplication.translate("BorderItem", ", armour {armour}").format(
                armour=border.armour
            )
        tip += "\n" + QCoreApplication.translate("BorderItem", "Double-click to open or close.")
    if border.has_openings:
        tip += "\n" + ", ".join(o.describe() for o in border.openings)
    if border.is_link:
        why = QCoreApplication.translate(
            "BorderItem", "A link: people cross it with a move; sight doesn't pass it."
        )
        return f"{tip}\n{why}"
    if not shared:
        tip += "\n" + QCoreApplication.translate(
            "BorderItem", "(The two zones share no edge; drawn between their centres.)"
        )
    return tip


class DoorGlyphItem(QGraphicsItem):
    """The door or hatch symbol, in screen pixels, rotated along the border."""

    in_layer = True
    border_pass = True
    """Painted with its border by the scene's border store (``gui.map.borders``)."""

    def __init__(self, parent: BorderItem) -> None:
        super().__init__(parent)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        in_layer(self)
        self.border: Border | None = None

    def ensure_tool_tip(self) -> None:
        """The border's tool tip, written on demand (:meth:`BorderItem.ensure_tool_tip`)."""
        parent = self.parentItem()
        if isinstance(parent, BorderItem):
            parent.ensure_tool_tip()

    def toolTip(self) -> str:
        self.ensure_tool_tip()
        return super().toolTip()

    def boundingRect(self) -> QRectF:
        return glyph_rect(self.border)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        if self.border is not None and self.border.is_link:
            path.addRect(link_badge_rect(self.border))
            return path
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
        if isinstance(parent, BorderItem) and parent.border.is_passage:
            parent.request_toggle()
        event.accept()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        b = self.border
        if b is None:
            return
        parent = self.parentItem()
        scene = self.scene()
        scale = None
        if isinstance(parent, BorderItem) and scene is not None and scene.views():
            scale = parent.glyph_scale(scene.views()[0].transform().m11())
        paint_glyph(painter, b, scale)


def glyph_rect(border: Border | None) -> QRectF:
    """A door glyph's (or a link badge's) bounding rectangle in its own screen pixels."""
    if border is not None and border.is_link:
        return link_badge_rect(border).adjusted(-3, -3, 3, 3)
    # the open leaf and its arc swing to the negative side; the other side holds no more
    # than the padlock's foot (a tight rectangle: a drag repaints fewer glyphs near it)
    g = style.GLYPH
    return QRectF(-g / 2 - 4, -g - 6, g + 8, g + 16)


def paint_glyph(painter: QPainter, b: Border, scale: float | None) -> None:
    """Paint ``b``'s door or hatch glyph (or link badge) in its own screen pixels, shrunk by
    ``scale`` (None: full size, no view to measure)."""
    painter.setRenderHint(ANTIALIAS)
    if b.is_link:
        paint_link_badge(painter, b)
        return
    if scale is not None:
        painter.scale(scale, scale)
    ink = glyph_ink()
    if b.broken:
        painter.setPen(ink.ink1)
        painter.setBrush(ink.door_fill if b.kind == "door" else ink.hatch_fill)
        painter.drawPath(ink.broken_left)
        painter.drawPath(ink.broken_right)
    elif b.kind == "door":
        _paint_door(painter, ink, b.state)
    else:
        _paint_hatch(painter, ink, b.state)


def _paint_door(painter: QPainter, ink: _GlyphInk, state: str) -> None:
    if state == "open":
        # swung leaf from the hinge (left jamb) plus its dashed swing arc
        painter.setPen(ink.swing)
        painter.setBrush(ink.no_fill)
        painter.drawPath(ink.arc)
        painter.setPen(ink.ink1)
        painter.setBrush(ink.door_fill)
        painter.drawRect(ink.leaf)
        # jambs
        painter.setPen(ink.ink25)
        painter.drawLine(ink.jambs[0])
        painter.drawLine(ink.jambs[1])
        return
    _paint_shut(painter, ink, ink.ink1, ink.door_fill, ink.door_bar, state == "locked")


def _paint_hatch(painter: QPainter, ink: _GlyphInk, state: str) -> None:
    if state == "open":
        painter.setPen(ink.hatch_open)
        painter.setBrush(ink.white_fill)
        painter.drawRect(ink.hatch)
        return
    locked = state == "locked"
    _paint_shut(painter, ink, ink.ink12, ink.hatch_fill, ink.hatch, locked)
    if not locked:
        painter.setPen(ink.white12)
        painter.drawLine(ink.hatch_cross[0])
        painter.drawLine(ink.hatch_cross[1])


def _paint_shut(
    painter: QPainter, ink: _GlyphInk, pen: QPen, fill: QBrush, rect: QRectF, locked: bool
) -> None:
    """A shut door's bar or hatch's square, outlined with ``pen``: red and padlocked when
    locked."""
    painter.setPen(pen)
    painter.setBrush(ink.locked_fill if locked else fill)
    painter.drawRect(rect)
    if locked:
        _padlock(painter, ink)


class _GlyphInk:
    """The glyphs' pens, brushes and fixed shapes, made once (a big map's first paint draws
    hundreds of glyphs; they never change)."""

    def __init__(self) -> None:
        g = style.GLYPH
        h = g / 2
        self.ink1, self.ink12, self.ink25 = _pen(INK, 1), _pen(INK, 1.2), _pen(INK, 2.5)
        self.ink36, self.gold = _pen(INK, 3.6), _pen(PADLOCK, 1.8)
        self.swing = _pen(style.DOOR, 1.2, Qt.PenStyle.DashLine)
        self.hatch_open = _pen(style.HATCH, 2, Qt.PenStyle.DashLine)
        self.white = QColor(255, 255, 255, 200)
        self.white12 = _pen(self.white, 1.2)
        self.door_bar = QRectF(-h, -3.5, g, 7)
        self.leaf = QRectF(-h - 1.5, -g, 3.5, g)
        self.jambs = (QLineF(-h, -4, -h, 4), QLineF(h, -4, h, 4))
        side = g * 0.62
        self.hatch = rect = QRectF(-side / 2, -side / 2, side, side)
        self.hatch_cross = (
            QLineF(rect.topLeft() + QPointF(3, 3), rect.bottomRight() - QPointF(3, 3)),
            QLineF(rect.topRight() + QPointF(-3, 3), rect.bottomLeft() + QPointF(3, -3)),
        )
        self.door_fill, self.hatch_fill = QBrush(style.DOOR), QBrush(style.HATCH)
        self.locked_fill, self.white_fill = QBrush(style.DOOR_LOCKED), QBrush(self.white)
        self.no_fill = QBrush()
        self.arc = QPainterPath()
        self.arc.moveTo(-h, -g)
        self.arc.arcTo(QRectF(-h - g, -g, 2 * g, 2 * g), 90, -90)
        self.broken_left = _path([(-h, -3), (-3, -3), (-1, 0), (-4, 3), (-h, 3)]).translated(0, -4)
        self.broken_right = _path([(h, -3), (4, -3), (1, 1), (3, 3), (h, 3)]).translated(0, 4)
        self.shackle = QPainterPath()
        self.shackle.moveTo(-3.5, -1)
        self.shackle.lineTo(-3.5, -4.5)
        self.shackle.arcTo(QRectF(-3.5, -8.5, 7, 7), 180, -180)
        self.shackle.lineTo(3.5, -1)
        self.lock_body = QRectF(-5.5, -1.5, 11, 8)
        self.keyhole = QPointF(0, 2.2)
        # the borders' own lines
        self.selected = _pen(style.SELECTION, 14)
        self.glow = _pen(QColor(255, 47, 180, 110), 16)
        self.highlight = _pen(style.HIGHLIGHT, 7)
        self.link = _pen(LINK, style.WALL_WIDTH * 0.5, Qt.PenStyle.DashLine, ROUND)
        self.open = _pen(style.OPEN_BORDER, style.OPEN_WIDTH, Qt.PenStyle.DotLine, ROUND)
        self.wall = _pen(style.WALL, style.WALL_WIDTH)
        self.wall_dashed = _pen(style.WALL, style.WALL_WIDTH, Qt.PenStyle.DashLine)


def _path(points: list[tuple[float, float]]) -> QPainterPath:
    """A closed outline through ``points``."""
    path = QPainterPath()
    path.moveTo(*points[0])
    for x, y in points[1:]:
        path.lineTo(x, y)
    path.closeSubpath()
    return path


_INK: list[_GlyphInk] = []


def glyph_ink() -> _GlyphInk:
    if not _INK:
        _INK.append(_GlyphInk())
    return _INK[0]


def _padlock(painter: QPainter, ink: _GlyphInk) -> None:
    """A small padlock at the glyph's centre: a body and a shackle, outlined so it reads on
    any fill."""
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(ink.ink36)
    painter.drawPath(ink.shackle)
    painter.setPen(ink.gold)
    painter.drawPath(ink.shackle)
    painter.setPen(ink.ink12)
    painter.setBrush(PADLOCK)
    painter.drawRoundedRect(ink.lock_body, 1.5, 1.5)
    painter.setBrush(INK)
    painter.drawEllipse(ink.keyhole, 1.2, 1.2)
    painter.restore()


class BorderLook:
    """How a border looks and where its door glyph stands, from its ``border``, ``_line``
    (a :class:`Polyline`), ``_path``, ``_shared`` and ``_gap_cache``: shared by the
    :class:`BorderItem` of a border the GM pointed at and the light :class:`BorderStub` the
    layer paints every other border from (``gui.map.borders``)."""

    __slots__ = ()
    border: Border
    _line: Polyline
    _path: QPainterPath
    _shared: bool
    _gap_cache: tuple[float, QPainterPath] | None

    def only_state_differs(self, border: Border, line: Polyline, shared: bool) -> bool:
        """True when ``border`` on ``line`` is this door or hatch in another state (open,
        closed, locked, broken, damaged) on the same line: only its glyph looks different."""
        old = self.border
        return (
            old.is_passage
            and (border.kind, border.key, shared) == (old.kind, old.key, self._shared)
            and (border.openings, border.link) == (old.openings, old.link)
            and (line is self._line or line.points == self._line.points)
        )

    def glyph_place(self) -> tuple[QPointF, float]:
        """Where the door glyph (or link badge) stands and its rotation in degrees: the
        middle of the line, along it; a link's badge upright on its curve's middle."""
        if self.border.is_link:
            return self._path.pointAtPercent(0.5), 0.0
        _, mx, my, angle = self._line.middle()
        return QPointF(mx, my), angle

    def glyph_scale(self, zoom: float) -> float:
        """Shrink the door glyph when its border is short on screen (zoomed far out) — never
        on a closed loop (a nested zone's border: its hatch stays big enough to click)."""
        if self.is_loop:
            return 1.0
        on_screen = self._line.length * zoom
        return max(0.3, min(1.0, on_screen * 0.6 / style.GLYPH))

    @property
    def is_loop(self) -> bool:
        """True for a border that closes on itself (a zone nested in the other)."""
        return self._line.is_loop

    def _gapped(self, lod: float) -> QPainterPath:
        """The wall line with a gap as wide as the door glyph (in screen pixels)."""
        if self._gap_cache is not None and abs(self._gap_cache[0] - lod) < 1e-6:
            return self._gap_cache[1]
        length = self._line.length
        gap = min(style.GLYPH * self.glyph_scale(lod) / max(lod, 1e-6), length * 0.8)
        at = self.glyph_along()
        start, end = max(at - gap / 2, 0.0), min(at + gap / 2, length)
        path = self._line.gapped_path(start, end)
        self._gap_cache = (lod, path)
        return path

    def glyph_along(self) -> float:
        """How far along the line the door glyph stands (:meth:`Polyline.middle`)."""
        return self._line.middle()[0]

    def paint_look(self, painter: QPainter, selected: bool, highlighted: bool) -> None:
        """Paint the border (selected, highlighted) as its item does, in scene units."""
        painter.setRenderHint(ANTIALIAS)
        ink = glyph_ink()
        if selected:
            _stroke(painter, self._path, ink.selected)
        if highlighted:
            _stroke(painter, self._path, ink.glow)
            _stroke(painter, self._path, ink.highlight)
        self.paint_line(painter, ink, None)

    def paint_line(self, painter: QPainter, ink: _GlyphInk, lod: float | None) -> None:
        """Paint the border's own line (antialiased already; ``lod``: the painter's level of
        detail, if known — a door's gap is as wide as its glyph on screen)."""
        b = self.border
        if b.is_link:
            _stroke(painter, self._path, ink.link)
            return
        if b.kind == "open":
            _stroke(painter, self._path, ink.open)
            return
        wall = ink.wall if self._shared else ink.wall_dashed
        if b.has_openings and self._shared:
            self._paint_openings(painter)
            return
        if b.kind == "wall":
            _stroke(painter, self._path, wall)
            return
        if lod is None:
            lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        _stroke(painter, self._gapped(lod), wall)

    def _paint_openings(self, painter: QPainter) -> None:
        """A wall with openings where they stand (issue 13): the wall in pieces between them;
        a window a pale double line, a doorway a gap, a door or hatch a bar — solid when
        closed (red when locked), dashed when open, dash-dotted when broken."""
        line, spans = self._line, opening_spans(self._line, self.border)
        at = 0.0
        for lo, hi in sorted((lo, hi) for _, lo, hi in spans):
            if lo > at:
                _stroke(painter, _line_path(line.cut(at, lo)), _pen(style.WALL, style.WALL_WIDTH))
            at = max(at, hi)
        if at < line.length:
            _stroke(
                painter, _line_path(line.cut(at, line.length)), _pen(style.WALL, style.WALL_WIDTH)
            )
        for opening, lo, hi in spans:
            pen = _opening_pen(opening)
            if pen is not None:
                _stroke(painter, _line_path(line.cut(lo, hi)), pen)


class BorderItem(BorderLook, QGraphicsItem):
    """One border; ``line`` is the shared edge in scene units (a :class:`Polyline`, a
    LineString or its points)."""

    in_layer = True
    border_pass = True
    """Painted by the scene's border store (``gui.map.borders``), in the borders' order."""

    def __init__(self, border: Border, line: Polyline | LineString, shared: bool = True) -> None:
        super().__init__()
        self.key = border.key
        self.border = border
        self.highlighted = False
        self.setFlags(SELECTABLE_IN_LAYER)
        self.setZValue(BORDER_Z)
        self._glyph: DoorGlyphItem | None = None
        self._zoom = 1.0
        self._line = _polyline(line)
        self._shared = shared
        self._path = QPainterPath()
        self._shape: QPainterPath | None = None
        self._rect = QRectF()
        self._gap_cache: tuple[float, QPainterPath] | None = None
        self._real: Border | None = None  # the map's border while a drag shows a preview
        self._drag: OpeningDrag | None = None
        self.set_border(border, self._line, shared)

    @property
    def glyph(self) -> DoorGlyphItem:
        """The door or hatch glyph (made when first needed: a wall or an open border never
        shows one, and a big map has thousands of those)."""
        return self._glyph if self._glyph is not None else self._make_glyph()

    def _make_glyph(self) -> DoorGlyphItem:
        glyph = self._glyph = DoorGlyphItem(self)
        counter_zoom(glyph, self._zoom)
        self._place_glyph(glyph)
        return glyph

    def set_border(self, border: Border, line: Polyline | LineString, shared: bool = True) -> None:
        if self._only_state_changed(border, line, shared):
            self._set_state(border)
            return
        layer_dirty(self)
        self.prepareGeometryChange()
        self.border = border
        self._real = None
        self._line = line = _polyline(line)
        self._shared = shared
        self._path = _link_path(line.points) if border.is_link else _line_path(line.points)
        self._shape = None  # the hit area, made at the first click or hover near it
        self._rect = line_rect(line)
        self._gap_cache = None
        self._tip_due = True  # written when first asked for (:meth:`ensure_tool_tip`)
        if self._glyph is not None:
            self._place_glyph(self._glyph)
        elif border.is_passage or border.is_link:
            self._make_glyph()
        layer_dirty(self)

    def _only_state_changed(
        self, border: Border, line: Polyline | LineString, shared: bool
    ) -> bool:
        """:meth:`only_state_differs`, for an item showing its glyph and no preview."""
        if self._real is not None or self._glyph is None:
            return False
        same = self._line if line is self._line else _polyline(line)
        return self.only_state_differs(border, same, shared)

    def _set_state(self, border: Border) -> None:
        """Show the door's new state: repaint the glyph and the gap of wall it stands in, not
        the whole border's area (a long wall: hundreds of zones and borders under it)."""
        self.border = self._glyph.border = border  # type: ignore[union-attr]
        self._tip_due = True
        layer_dirty(self, self.door_rect(), GLYPH_MARGIN)

    def door_rect(self) -> QRectF:
        """The door glyph as drawn (shrunk on a short border, :meth:`glyph_scale`) in scene
        units: what a change of the door's state repaints. The gap of wall it stands in lies
        inside it; the wall around doesn't change."""
        glyph = self.glyph
        scene = self.scene()
        views = scene.views() if scene is not None else []
        zoom = views[0].transform().m11() if views else self._zoom
        k = self.glyph_scale(zoom)
        rect = glyph.boundingRect()
        drawn = QRectF(rect.left() * k, rect.top() * k, rect.width() * k, rect.height() * k)
        return glyph.mapRectToScene(drawn)

    def _place_glyph(self, glyph: DoorGlyphItem) -> None:
        """The glyph at the middle of the line, along it, shown for a door or a hatch."""
        border = self.border
        pos, angle = self.glyph_place()
        glyph.prepareGeometryChange()
        glyph.border = border
        glyph.setPos(pos)
        glyph.setRotation(angle)
        glyph.setVisible(border.is_passage or border.is_link)
        self._tip_due = True  # the glyph shows the border's tool tip too

    def ensure_tool_tip(self) -> None:
        """Write the tool tip (the border's kind, state, structure, what to do) on the border
        and its glyph if the border changed since: made on demand — the scene asks before Qt
        shows it — not for every border of a big map at open."""
        if not self._tip_due:
            return
        self._tip_due = False
        tip = _tool_tip(self.border if self._real is None else self._real, self._shared)
        self.setToolTip(tip)
        if self._glyph is not None:
            self._glyph.setToolTip(tip)

    def toolTip(self) -> str:
        self.ensure_tool_tip()
        return super().toolTip()

    def show_preview(self, border: Border | None) -> None:
        """Draw ``border`` in place of the map's while an opening is dragged; None: the map's
        border again."""
        real = self._real if self._real is not None else self.border
        self._real = None if border is None else real
        self.border = real if border is None else border
        self._gap_cache = None
        layer_dirty(self)

    def mousePressEvent(self, event) -> None:
        """In edit mode, a press on an opening of the wall starts dragging it (or its end)."""
        scene: MapScene | None = self.scene()  # type: ignore[assignment]
        left = event.button() == Qt.MouseButton.LeftButton
        if left and scene is not None and self.border.has_openings:
            self._drag = grab(scene, self, to_map(event.scenePos()))
            if self._drag is not None:
                scene.select_only(self)
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        if self._drag is not None:
            self._drag.drag_to(to_map(event.scenePos()))
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        drag, self._drag = self._drag, None
        if drag is not None:
            drag.finish(to_map(event.scenePos()))
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def set_highlight(self, on: bool) -> None:
        if on != self.highlighted:
            self.highlighted = on
            layer_dirty(self)

    def follow_zoom(self, zoom: float) -> None:
        """Keep the door glyph at its screen size under a view zoomed by ``zoom``."""
        self._zoom = zoom
        if self._glyph is not None:
            counter_zoom(self._glyph, zoom)

    def selection_changed(self) -> None:
        """Selected or not any more (the scene tells): repaint it in the layer."""
        layer_dirty(self)

    def request_toggle(self) -> None:
        scene: MapScene | None = self.scene()  # type: ignore[assignment]
        if scene is not None:
            scene.toggle_door(self.key)

    def mouseDoubleClickEvent(self, event) -> None:
        if self.border.is_passage:
            self.request_toggle()
            event.accept()
            return
        pos = event.scenePos()
        if self.border.has_openings and self.toggle_opening_at((pos.x() / SCALE, pos.y() / SCALE)):
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def toggle_opening_at(self, point: tuple[float, float]) -> bool:
        """Open or close the door or hatch opening of the wall at ``point`` (metres), as a
        double-click on a door border does: one undo step, a refusal (locked, broken) shown.
        False when no door opening stands there."""
        scene: MapScene | None = self.scene()  # type: ignore[assignment]
        enc = scene.enc if scene is not None else None
        if enc is None or not self.border.has_openings:
            return False
        b = self.border
        doors = [i for i in enc.map.openings_at(b, point) if b.openings[i].is_door]
        if not doors:
            return False
        key = f"{b.a}|{b.b}|{doors[0]}"
        if scene._run(lambda: enc.map.toggle_opening(b.a, b.b, doors[0])):
            scene.message.emit(door_label(enc.map, door_at(enc.map, key)))
        return True

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        self.paint_look(painter, self.isSelected(), self.highlighted)

    def shape(self) -> QPainterPath:
        if self._shape is None:
            stroker = QPainterPathStroker()
            stroker.setWidth(HIT_WIDTH)
            self._shape = stroker.createStroke(self._path)
        return self._shape


def opening_spans(line: Polyline, border: Border) -> list[tuple[Opening, float, float]]:
    """Each opening of ``border`` with the stretch (from, to) of ``line`` (the shared edge in
    scene units, as the map gives it) it fills; ``at`` counts from the edge's first end."""
    length = line.length / SCALE
    backwards = line.points[-1] < line.points[0] if line.points else False
    out = []
    for o in border.openings:
        lo, hi = o.span(length)
        if backwards:
            lo, hi = length - hi, length - lo
        out.append((o, lo * SCALE, hi * SCALE))
    return out


def _opening_pen(opening: Opening) -> QPen | None:
    if opening.kind == "doorway":
        return None
    if opening.kind == "window":
        return _pen(WINDOW, style.WALL_WIDTH * 0.6)
    if opening.broken:
        return _pen(style.DOOR, style.WALL_WIDTH * 0.8, Qt.PenStyle.DashDotLine)
    if opening.state == "open":
        return _pen(style.DOOR, style.WALL_WIDTH * 0.6, Qt.PenStyle.DashLine)
    colour = style.DOOR_LOCKED if opening.state == "locked" else style.DOOR
    return _pen(colour, style.WALL_WIDTH)


WINDOW = QColor("#7fb3d5")
"""A window in a wall: pale blue (sight passes)."""

LINK = QColor("#6b4fa0")
"""A link (stairs, ladder, rope): violet, dashed — no wall, door or open border looks like it."""

LINK_BOW = 0.12
"""How far a link's curve bows out, as a share of its length (a straight dashed line between
two centres could pass for a border drawn across other zones)."""

ICON = 16.0
"""A link badge's picture, in screen pixels."""


def _link_path(points: Sequence[tuple[float, float]]) -> QPainterPath:
    """A gentle curve from the first point to the last, bowed to one side."""
    (x0, y0), (x1, y1) = points[0], points[-1]
    dx, dy = x1 - x0, y1 - y0
    cx, cy = (x0 + x1) / 2 - dy * LINK_BOW, (y0 + y1) / 2 + dx * LINK_BOW
    path = QPainterPath(QPointF(x0, y0))
    path.quadTo(QPointF(cx, cy), QPointF(x1, y1))
    return path


def _badge_font() -> QFont:
    font = QFont()
    font.setPixelSize(12)
    font.setBold(True)
    return font


def link_badge_rect(border: Border) -> QRectF:
    """The badge (picture and word) in screen pixels, centred on the curve's middle."""
    text = QFontMetricsF(_badge_font()).horizontalAdvance(border.describe())
    width = ICON + 10 + text
    return QRectF(-width / 2, -ICON / 2 - 3, width, ICON + 6)


def paint_link_badge(painter: QPainter, border: Border) -> None:
    """A rounded badge: the link's picture and its word in the UI language."""
    rect = link_badge_rect(border)
    painter.setPen(_pen(LINK, 1.5))
    painter.setBrush(QColor(255, 255, 255, 225))
    painter.drawRoundedRect(rect, 5, 5)
    icon = QRectF(rect.left() + 4, -ICON / 2, ICON, ICON)
    painter.setPen(_pen(LINK, 1.8))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(link_icon(border.link or "passage", icon))
    painter.setPen(style.LABEL_TEXT)
    painter.setFont(_badge_font())
    words = QRectF(icon.right() + 3, rect.top(), rect.right() - icon.right() - 4, rect.height())
    painter.drawText(words, Qt.AlignmentFlag.AlignVCenter, border.describe())


def link_icon(link: str, r: QRectF) -> QPainterPath:
    """Stairs (steps), a ladder (rails and rungs), a rope (a wavy line), a passage (an arrow)."""
    path = QPainterPath()
    if link == "stairs":
        path.moveTo(r.left(), r.bottom())
        for i in range(1, 5):
            path.lineTo(r.left() + (i - 1) * r.width() / 4, r.bottom() - i * r.height() / 4)
            path.lineTo(r.left() + i * r.width() / 4, r.bottom() - i * r.height() / 4)
    elif link == "ladder":
        a, b = r.left() + r.width() * 0.25, r.right() - r.width() * 0.25
        path.moveTo(a, r.top())
        path.lineTo(a, r.bottom())
        path.moveTo(b, r.top())
        path.lineTo(b, r.bottom())
        for i in range(1, 4):
            y = r.top() + i * r.height() / 4
            path.moveTo(a, y)
            path.lineTo(b, y)
    elif link == "rope":
        x, w = r.center().x(), r.width() * 0.25
        path.moveTo(x, r.top())
        for i in range(4):
            y = r.top() + (i + 1) * r.height() / 4
            path.quadTo(QPointF(x + (w if i % 2 else -w), y - r.height() / 8), QPointF(x, y))
    else:
        y = r.center().y()
        path.moveTo(r.left(), y)
        path.lineTo(r.right(), y)
        path.moveTo(r.right() - 5, y - 4)
        path.lineTo(r.right(), y)
        path.lineTo(r.right() - 5, y + 4)
        path.moveTo(r.left() + 5, y - 4)
        path.lineTo(r.left(), y)
        path.lineTo(r.left() + 5, y + 4)
    return path


__all__ = [
    "LINK",
    "BorderItem",
    "DoorGlyphItem",
    "Polyline",
    "link_badge_rect",
    "link_icon",
    "opening_spans",
    "paint_link_badge",
]
