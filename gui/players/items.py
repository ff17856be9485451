"""The players' screen's own graphics items: passive, large, and holding only what they paint.

None of them accepts a mouse button, is selectable or movable, or carries a tool tip. Each keeps
the strings it paints in ``texts()`` so a test can read every word the table sees.
"""

from __future__ import annotations

import functools

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget
from shapely.geometry import LineString

from core.openings import Opening
from core.players import PlayerToken
from core.zonemap import Border, Zone
from gui import style
from gui.map.layer import cosmetic_pen
from gui.map.units import SCALE, to_scene
from gui.map.zone_item import label_fits

ZONE_FILL = QColor("#d9cfb8")
ZONE_FILL_DARK = QColor("#6d7284")
ZONE_EDGE = QColor("#8f846c")
LABEL_BACK = QColor(10, 10, 14, 200)
LABEL_TEXT = QColor("#f6f3ea")
TURN_RING = QColor("#35e06f")
TOKEN_DIAMETER = 46.0
DOOR_CLOSED = QColor("#9a5b22")
DOOR_LOCKED = QColor("#b3261e")
HATCH = QColor("#3f7d99")
SIGHT = QColor("#00d0ff")
DOOR_SPAN = (0.3, 0.7)
"""The stretch of a door's border (fractions of its length) the door fills."""
ZONE_LABEL_INSET = 0.4
"""Metres between a zone's top-left corner and its name."""
ZONE_LABEL_POINTS = 16.0
"""A zone name's size on the players' screen."""


ACTIVE = (
    QGraphicsItem.GraphicsItemFlag.ItemIsSelectable
    | QGraphicsItem.GraphicsItemFlag.ItemIsMovable
    | QGraphicsItem.GraphicsItemFlag.ItemIsFocusable
)


def passive(item: QGraphicsItem) -> None:
    """Nothing on the players' screen reacts to a mouse or can be selected or dragged."""
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    item.setAcceptHoverEvents(False)
    if item.flags() & ACTIVE:  # (a new item has none: a big map makes thousands)
        item.setFlags(item.flags() & ~ACTIVE)


def _font(points: float, bold: bool = True) -> QFont:
    font = QFont()
    font.setPointSizeF(points)
    font.setBold(bold)
    return font


_METRICS: dict[tuple[float, bool], QFontMetricsF] = {}


def _metrics(points: float, bold: bool) -> QFontMetricsF:
    """The metrics of a label font, made once per size (a big map measures hundreds of names)."""
    fm = _METRICS.get((points, bold))
    if fm is None:
        fm = _METRICS[points, bold] = QFontMetricsF(_font(points, bold))
    return fm


def plate_size(lines: list[str], points: float) -> tuple[float, float]:
    """The width and height (screen pixels) of the plate :class:`LabelItem` draws for ``lines``
    (empty lines dropped; the first line in bold, the rest smaller)."""
    return _plate_size(tuple(lines), points)


@functools.lru_cache(maxsize=4096)
def _plate_size(lines: tuple[str, ...], points: float) -> tuple[float, float]:
    """(A zone's name is measured to see whether it fits, then again by its plate.)"""
    width = height = 0.0
    for i, line in enumerate(line for line in lines if line):
        fm = _metrics(points, True) if i == 0 else _metrics(points * 0.8, False)
        width = max(width, fm.horizontalAdvance(line))
        height += fm.height()
    return width + 2 * LabelItem.PAD, height + 2 * LabelItem.PAD


def _cosmetic(colour: QColor, width: float, pen_style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    """A cosmetic pen with flat caps and mitred joins, made once per look and shared
    (``gui.map.layer.cosmetic_pen``): don't change it."""
    return cosmetic_pen(colour, width, pen_style, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.MiterJoin)


class LabelItem(QGraphicsItem):
    """Lines of text on a dark rounded plate, at a fixed screen size, centred on its position."""

    PAD = 5.0

    def __init__(
        self,
        lines: list[str],
        points: float = 15.0,
        parent: QGraphicsItem | None = None,
        *,
        left: bool = False,
    ):
        super().__init__(parent)
        self.left = left
        """Hang from the top-left corner rather than the top centre."""
        passive(self)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        # drawn once into a picture of its own and copied after (an antialiased plate is slow):
        # a repaint and the GM's preview copy it; it keeps its screen size at any zoom, so a new
        # fit draws again only those whose place on screen falls between pixels differently
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.points = points
        self.fonts = [_font(points), _font(points * 0.8, bold=False)]
        self.lines: list[str] = []
        self._rect = QRectF()
        self.set_lines(lines)

    def set_lines(self, lines: list[str]) -> None:
        lines = [line for line in lines if line]
        if lines == self.lines:
            return
        self.prepareGeometryChange()
        self.lines = lines
        w, h = plate_size(lines, self.points)
        self._rect = QRectF(0 if self.left else -w / 2, 0, w, h) if lines else QRectF()
        self.update()

    def texts(self) -> list[str]:
        return list(self.lines)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.lines:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(LABEL_BACK)
        painter.drawRoundedRect(self._rect, 6, 6)
        painter.setPen(LABEL_TEXT)
        y = self._rect.top() + self.PAD
        for i, line in enumerate(self.lines):
            font = self.fonts[min(i, 1)]
            fm = QFontMetricsF(font)
            painter.setFont(font)
            rect = QRectF(self._rect.left(), y, self._rect.width(), fm.height())
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, line)
            y += fm.height()


def _corner_point(zone: Zone) -> tuple[float, float]:
    """Where a zone's name goes: just inside its top-left corner, clear of the tokens round
    its anchor (a name under a token can't be read)."""
    shape = zone.shape
    minx, miny, maxx, maxy = shape.bounds
    y = miny + min(ZONE_LABEL_INSET, (maxy - miny) / 4)
    cut = shape.intersection(LineString([(minx - 1, y), (maxx + 1, y)]))
    x = cut.bounds[0] if not cut.is_empty else minx
    return (x + min(ZONE_LABEL_INSET, (maxx - minx) / 4), y)


class ZoneShape(QGraphicsItem):
    """A revealed zone: its outline filled (lightly over a background image) and its name.

    The name's plate shows only while it fits the zone on screen (:meth:`fit_label`, decided by
    ``gui.map.zone_item.label_fits`` as on the GM's map); a name that doesn't fit has no item at
    all (a big map fitted to the screen would otherwise be a carpet of overlapping plates)."""

    def __init__(self, zone: Zone, over_image: bool) -> None:
        super().__init__()
        passive(self)
        self.setZValue(0)
        self.label: LabelItem | None = None
        """The name's plate, while it shows."""
        self.stamp: object = None
        self._path = QPainterPath()
        self._dark = False
        self._over_image = over_image
        self._zone = zone
        self._plate: tuple[float, float] | None = None
        self.set_zone(zone, over_image)

    def set_zone(self, zone: Zone, over_image: bool) -> None:
        """Follow the zone's shape, name and darkness. A shown name is taken down: the scene
        decides again whether the new one fits (:meth:`fit_label`)."""
        self.prepareGeometryChange()
        self.zone_id = zone.id
        self._zone = zone
        self._path = QPainterPath()
        self._path.addPolygon(QPolygonF([to_scene(p) for p in zone.polygon]))
        self._path.closeSubpath()
        self._dark = zone.is_dark
        self._over_image = over_image
        self._plate = None
        self._drop_label()
        self.update()

    # -- the name's plate -------------------------------------------------------------------
    def label_fits(self, zoom: float) -> bool:
        """Would the name's plate fit the zone on screen at ``zoom``? (The name is measured only
        when the zone is tall enough for any plate: a big map fitted to the screen shows few.)"""
        box = self.boundingRect()
        if box.height() * zoom < 16 or not self._zone.name:
            return False
        if self._plate is None:
            self._plate = plate_size([self._zone.name], ZONE_LABEL_POINTS)
        return label_fits(box, QRectF(0, 0, *self._plate), zoom)

    def fit_label(self, zoom: float | None) -> None:
        """Show the name if it fits at ``zoom`` (None: no view has said how big the scene
        shows — the name shows), take it down if not."""
        if zoom is not None and not self.label_fits(zoom):
            self._drop_label()
        elif self.label is None and self._zone.name:
            self.label = LabelItem([self._zone.name], ZONE_LABEL_POINTS, self, left=True)
            self.label.setPos(to_scene(_corner_point(self._zone)))

    def _drop_label(self) -> None:
        label, self.label = self.label, None
        if label is None:
            return
        scene = label.scene()
        if scene is not None:
            scene.removeItem(label)
        else:
            label.setParentItem(None)

    def texts(self) -> list[str]:
        return self.label.texts() if self.label is not None else []

    def path(self) -> QPainterPath:
        return self._path

    def boundingRect(self) -> QRectF:
        return self._path.boundingRect().adjusted(-2, -2, 2, 2)

    def shape(self) -> QPainterPath:
        return self._path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(ZONE_FILL_DARK if self._dark else ZONE_FILL)
        if self._over_image:
            fill.setAlpha(90 if self._dark else 40)
        painter.setBrush(QBrush(fill))
        painter.setPen(_cosmetic(ZONE_EDGE, 1.5))
        painter.drawPath(self._path)


class BorderShape(QGraphicsItem):
    """A border the players can see: a wall, an open edge, or a door or hatch and its state."""

    def __init__(self, border: Border, path: QPainterPath) -> None:
        super().__init__()
        passive(self)
        self.setZValue(10)
        self.stamp: object = None
        self.border = border
        self._path = path
        self._parts: dict[tuple[float, float], QPainterPath] = {}
        self.set_border(border, path)

    def set_border(self, border: Border, path: QPainterPath) -> None:
        self.prepareGeometryChange()
        self.border, self._path = border, path
        self._parts = {}
        self.update()

    def _part(self, lo: float, hi: float) -> QPainterPath:
        """The stretch of the border's line between two fractions of its length, worked out
        once per line (a big map's full repaint asked for ~6,000, each 13 points measured)."""
        part = self._parts.get((lo, hi))
        if part is None:
            part = self._parts[lo, hi] = _sub_path(self._path, lo, hi)
        return part

    def state_word(self) -> str:
        """The door's state as the table sees it ("open", "closed", "locked", "broken")."""
        b = self.border
        if not b.is_passage:
            return b.kind
        return "broken" if b.broken else b.state

    def opening_words(self) -> list[str]:
        """Each opening of a wall as the table sees it: "window", "doorway", or a door's or
        hatch's state ("open", "closed", "locked", "broken")."""
        return [_way_word(o) for o in self.border.openings] if self.border.has_openings else []

    def boundingRect(self) -> QRectF:
        return self._path.boundingRect().adjusted(-30, -30, 30, 30)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        b = self.border
        if b.has_openings:
            self._paint_openings(painter, b)
            return
        if b.kind == "wall":
            painter.setPen(_cosmetic(style.WALL, 7))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._path)
            return
        if b.kind == "open":
            painter.setPen(_cosmetic(ZONE_EDGE.lighter(120), 2, Qt.PenStyle.DashLine))
            painter.drawPath(self._path)
            return
        self._paint_passage(painter, b)

    def _paint_passage(self, painter: QPainter, b: Border) -> None:
        """A wall with the door (or hatch) in its middle: a solid leaf when shut (red when
        locked), an opening with a dashed sill when open, a dotted one when broken."""
        painter.setBrush(Qt.BrushStyle.NoBrush)
        wall = _cosmetic(style.WALL, 7)
        lo, hi = DOOR_SPAN
        for part in (self._part(0, lo), self._part(hi, 1)):
            painter.setPen(wall)
            painter.drawPath(part)
        _paint_door(painter, self._part(lo, hi), b.kind, self.state_word())

    def _paint_openings(self, painter: QPainter, b: Border) -> None:
        """A wall with its doors, hatches, windows and doorways where they stand (issue 13)."""
        painter.setBrush(Qt.BrushStyle.NoBrush)
        spans = _opening_fractions(self._path, b)
        cuts = [0.0, *(f for _, lo, hi in sorted(spans, key=lambda s: s[1]) for f in (lo, hi)), 1.0]
        painter.setPen(_cosmetic(style.WALL, 7))
        for lo, hi in zip(cuts[::2], cuts[1::2], strict=True):
            if hi > lo:
                painter.drawPath(self._part(lo, hi))
        for opening, lo, hi in spans:
            part = self._part(lo, hi)
            if opening.kind == "window":
                painter.setPen(_cosmetic(WINDOW, 4))
                painter.drawPath(part)
            elif opening.is_door:
                _paint_door(painter, part, opening.kind, _way_word(opening))


WINDOW = QColor("#7fb3d5")
"""A window in a wall: pale blue (sight passes)."""


def _way_word(opening: Opening) -> str:
    if not opening.is_door:
        return opening.kind
    return "broken" if opening.broken else opening.state


def _opening_fractions(path: QPainterPath, b: Border) -> list[tuple[Opening, float, float]]:
    """Each opening with the stretch (from, to) of ``path`` it fills, as fractions of its
    length; an opening's ``at`` counts from the edge's first end (smaller x, then y)."""
    length = path.length() / SCALE
    if length <= 0:
        return []
    first, last = path.pointAtPercent(0), path.pointAtPercent(1)
    backwards = (last.x(), last.y()) < (first.x(), first.y())
    out = []
    for o in b.openings:
        lo, hi = o.span(length)
        if backwards:
            lo, hi = length - hi, length - lo
        out.append((o, lo / length, hi / length))
    return out


def _paint_door(painter: QPainter, door: QPainterPath, kind: str, word: str) -> None:
    """A door's or hatch's leaf: solid when shut (red when locked), dashed when open, dotted
    when broken."""
    colour = HATCH if kind == "hatch" else DOOR_CLOSED
    if word in ("open", "broken"):
        pen_style = Qt.PenStyle.DotLine if word == "broken" else Qt.PenStyle.DashLine
        painter.setPen(_cosmetic(QColor(0, 0, 0, 160), 5))
        painter.drawPath(door)
        painter.setPen(_cosmetic(colour.lighter(140), 3, pen_style))
    else:
        painter.setPen(_cosmetic(QColor("#1d1a16"), 11))
        painter.drawPath(door)
        painter.setPen(_cosmetic(DOOR_LOCKED if word == "locked" else colour, 7))
    painter.drawPath(door)


def _sub_path(path: QPainterPath, lo: float, hi: float, steps: int = 12) -> QPainterPath:
    """The stretch of ``path`` between two fractions of its length: ``steps + 1`` points evenly
    spread along it. A straight line (a border's usual) is worked out directly, ~3× faster than
    Qt's ``percentAtLength`` and ``pointAtPercent`` (~2,000 stretches at a big map's first
    paint); any other line through them."""
    if path.elementCount() != 2 or not path.elementAt(1).isLineTo():
        return _sub_path_qt(path, lo, hi, steps)
    start, end = path.elementAt(0), path.elementAt(1)
    x0, y0 = start.x, start.y
    dx, dy = end.x - x0, end.y - y0
    out = QPainterPath(QPointF(x0 + dx * lo, y0 + dy * lo))
    line_to = out.lineTo
    for i in range(1, steps + 1):
        f = lo + (hi - lo) * i / steps
        line_to(x0 + dx * f, y0 + dy * f)
    return out


def _sub_path_qt(path: QPainterPath, lo: float, hi: float, steps: int = 12) -> QPainterPath:
    """:func:`_sub_path` through Qt's own measuring (any path)."""
    length = path.length()
    out = QPainterPath(path.pointAtPercent(path.percentAtLength(length * lo)))
    for i in range(1, steps + 1):
        out.lineTo(path.pointAtPercent(path.percentAtLength(length * (lo + (hi - lo) * i / steps))))
    return out


class TokenShape(QGraphicsItem):
    """A combatant as the table sees it: a big disc, the initials of its player-facing label,
    the label, its statuses (and a PC's health) underneath; a green ring on its turn."""

    def __init__(self, token: PlayerToken) -> None:
        super().__init__()
        passive(self)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # as a LabelItem
        self.setZValue(100)
        self.font = _font(15)
        self.caption = LabelItem([], 13.0, self)
        self.current = False
        self.token = token
        self.set_token(token)

    def set_token(self, token: PlayerToken) -> None:
        self.token = token
        self.setPos(to_scene(token.position))
        extra = ", ".join([*token.statuses, token.health] if token.health else token.statuses)
        self.caption.set_lines([token.label, extra])
        # NPCs' captions above the disc, PCs' below: a face-off stays readable
        if token.side == "pc":
            self.caption.setPos(0, TOKEN_DIAMETER / 2 + 6)
        else:
            self.caption.setPos(0, -TOKEN_DIAMETER / 2 - 6 - self.caption.boundingRect().height())
        self.update()

    def set_current(self, on: bool) -> None:
        if on != self.current:
            self.current = on
            self.setZValue(101 if on else 100)
            self.update()

    def initials(self) -> str:
        words = [w for w in self.token.label.replace("?", " ? ").split() if w]
        return "".join(w[0] for w in words[:2]).upper() or "?"

    def texts(self) -> list[str]:
        return [self.initials(), *self.caption.texts()]

    def boundingRect(self) -> QRectF:
        r = TOKEN_DIAMETER / 2 + 12
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = TOKEN_DIAMETER / 2
        if self.current:
            glow = QColor(TURN_RING)
            glow.setAlpha(90)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(glow, 12))
            painter.drawEllipse(QPointF(0, 0), r + 6, r + 6)
            painter.setPen(QPen(TURN_RING, 4))
            painter.drawEllipse(QPointF(0, 0), r + 6, r + 6)
        painter.setPen(QPen(QColor("white"), 3))
        painter.setBrush(style.side_colour(self.token.side))
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.setFont(self.font)
        painter.setPen(QColor("white"))
        disc = QRectF(-r, -r, 2 * r, 2 * r)
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, self.initials())


BAND_WORDS = {
    "engaged": QT_TRANSLATE_NOOP("players", "Engaged"),
    "short": QT_TRANSLATE_NOOP("players", "Short"),
    "medium": QT_TRANSLATE_NOOP("players", "Medium"),
    "long": QT_TRANSLATE_NOOP("players", "Long"),
    "extreme": QT_TRANSLATE_NOOP("players", "Extreme"),
}
"""The range bands (``Encounter.range_band``) as the table reads them."""


def band_text(band: str) -> str:
    """A range band in the UI language (an unknown one capitalised as it is)."""
    words = BAND_WORDS.get(band)
    return QCoreApplication.translate("players", words) if words else band.capitalize()


class SightShape(QGraphicsItem):
    """The range line the GM shows the table, with its range band."""

    def __init__(self, start: QPointF, end: QPointF, band: str) -> None:
        super().__init__()
        passive(self)
        self.setZValue(95)
        self.start, self.end = start, end
        self.label = LabelItem([band_text(band)], 14.0, self)
        self.label.setPos((start + end) / 2)

    def texts(self) -> list[str]:
        return self.label.texts()

    def boundingRect(self) -> QRectF:
        return QRectF(self.start, self.end).normalized().adjusted(-8, -8, 8, 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(_cosmetic(QColor(0, 0, 0, 180), 8))
        painter.drawLine(self.start, self.end)
        painter.setPen(_cosmetic(SIGHT, 4, Qt.PenStyle.DashLine))
        painter.drawLine(self.start, self.end)
