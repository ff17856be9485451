"""A zone drawn as a filled polygon with its name; features get a look of their own.

Dark zones are shaded darker, cluttered ones hatched, cramped ones get a cross-hatch and a dashed
inner outline; each feature also shows as a small badge under the name. In edit mode the zone can
be dragged whole and reshaped by its corner handles; the item never changes the core itself — it
reports to the scene, which issues the core call.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QStyleOptionGraphicsItem, QWidget
from shapely.geometry import Polygon

from core.map_grid import polygon_text
from core.overlaps import label_spot
from core.zonemap import FEATURES, Point2, Zone
from gui import style
from gui.map import handles as rect_handles
from gui.map.layer import (
    SELECTABLE_IN_LAYER,
    cosmetic_pen,
    fill_colour,
    in_layer,
    layer_dirty,
    pattern_brush,
)
from gui.map.layer import stroke as _stroke
from gui.map.units import SCALE, to_map, to_scene

if TYPE_CHECKING:
    from gui.map.scene import MapScene

B_DIAG, CROSS = Qt.BrushStyle.BDiagPattern, Qt.BrushStyle.CrossPattern
CRAMPED_INSET = 0.35
"""Metres between a cramped zone's outline and its dashed inner outline."""


def _polygon_path(points: list[QPointF]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path


def _outline_path(points: Sequence[Point2]) -> QPainterPath:
    """The closed outline through ``points`` (metres) in scene units — the same path as
    :func:`_polygon_path` of their scene points, drawn a point at a time: a map of a thousand
    zones opens without making a ``QPointF`` for every corner and a ``QPolygonF`` of them."""
    path = QPainterPath()
    x, y = points[0]
    path.moveTo(x * SCALE, y * SCALE)
    line_to = path.lineTo
    for x, y in points[1:]:
        line_to(x * SCALE, y * SCALE)
    path.closeSubpath()
    return path


def feature_word(feature: str) -> str:
    """A zone feature's name in the UI language ("cluttered" → "entulhada")."""
    words = {
        "cluttered": QCoreApplication.translate("ZoneItem", "cluttered"),
        "dark": QCoreApplication.translate("ZoneItem", "dark"),
        "cramped": QCoreApplication.translate("ZoneItem", "cramped"),
    }
    return words.get(feature, feature)


HALO_OFFSETS = ((-1.2, 0), (1.2, 0), (0, -1.2), (0, 1.2), (-1, -1), (1, 1), (-1, 1), (1, -1))


ZOOM_REPLACE = 1.2
"""A label kept clear of tokens or nested zones is placed again once the zoom changed by this
factor (its box on the map grows as the map is zoomed out)."""


def counter_zoom(item: QGraphicsItem, zoom: float) -> None:
    """Keep ``item`` at a fixed screen size under a view zoomed by ``zoom``.

    A counter-scale, not ``ItemIgnoresTransformations``: Qt adds every item with that flag (and
    its top-level parent) to every repaint's item list, so a map with a thousand labels and
    glyphs walked them all on each mouse move of a drag. A scaled item stays in the scene's
    index like any other; the scene updates the scale when the view's zoom changes.
    """
    scale = 1.0 / max(zoom, 1e-9)
    if item.transform().m11() != scale:
        item.setTransform(QTransform.fromScale(scale, scale))


def label_fits(zone: QRectF, label: QRectF, zoom: float) -> bool:
    """Does a label of box ``label`` (screen pixels) fit a zone of box ``zone`` (scene units)
    on screen at ``zoom``?"""
    return zone.width() * zoom >= label.width() * 0.6 and zone.height() * zoom >= 16


class ZoneLabelItem(QGraphicsItem):
    """The zone's name and feature badges, at a fixed screen size (see :func:`counter_zoom`)."""

    PAD = 3.0

    in_layer = True
    _fonts: tuple[QFont, QFont, QFontMetricsF, QFontMetricsF] | None = None
    _badge_widths: dict[str, float] = {}  # shared by every label
    _char_widths: dict[str, float] = {}

    def __init__(self, parent: ZoneItem) -> None:
        super().__init__(parent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        in_layer(self)
        self.name_font, self.badge_font, self._fm, self._bm = self._shared_fonts()
        self.name = ""
        self.features: list[str] = []
        self.on_dark = False
        self._rect = QRectF()

    @classmethod
    def _shared_fonts(cls) -> tuple[QFont, QFont, QFontMetricsF, QFontMetricsF]:
        """The name and badge fonts and their metrics, made once for every label."""
        if cls._fonts is None:
            name_font = QFont()
            name_font.setPointSizeF(10.5)
            name_font.setBold(True)
            badge_font = QFont()
            badge_font.setPointSizeF(7.0)
            badge_font.setBold(True)
            badge_font.setCapitalization(QFont.Capitalization.AllUppercase)
            badge_font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 0.6)
            cls._fonts = (
                name_font,
                badge_font,
                QFontMetricsF(name_font),
                QFontMetricsF(badge_font),
            )
        return cls._fonts

    def set_text(self, name: str, features: list[str], on_dark: bool) -> None:
        self.prepareGeometryChange()
        self.name, self.features, self.on_dark = name, features, on_dark
        self._rect = self.measure(name, features)
        self.update()

    @classmethod
    def measure(cls, name: str, features: list[str]) -> QRectF:
        """The bounding rectangle (screen pixels) of a label with this name and badges."""
        _, _, fm, bm = cls._shared_fonts()
        width = fm.horizontalAdvance(name)
        if not features:
            return QRectF(-2, -2, width + 8, fm.height() + 6)
        badges = sum(cls._badge_width(feature_word(f).upper()) + 14 for f in features)
        height = fm.height() + bm.height() + 6
        return QRectF(-2, -2, max(width, badges) + 8, height + 6)

    @classmethod
    def least_width(cls, name: str) -> float:
        """Less than the name's width in the label's font, known without shaping the text:
        half the sum of its ASCII letters' and digits' own widths (kerning and ligatures take
        far less off; other characters count nothing)."""
        widths = cls._char_widths
        total = 0.0
        for ch in name:
            if ch.isascii() and ch.isalnum():
                w = widths.get(ch)
                if w is None:
                    w = widths[ch] = cls._shared_fonts()[2].horizontalAdvance(ch)
                total += w
        return total / 2

    @classmethod
    def _badge_width(cls, word: str) -> float:
        """A badge word's width, measured once per word (a big map has hundreds of badges
        and a few words)."""
        width = cls._badge_widths.get(word)
        if width is None:
            width = cls._badge_widths[word] = cls._shared_fonts()[3].horizontalAdvance(word)
        return width

    def boundingRect(self) -> QRectF:
        return self._rect

    def _fits_on_screen(self) -> bool:
        """Show the label only when its zone is at least about as big as the text on screen."""
        scene = self.scene()
        if scene is None or not scene.views():
            return True
        return self.fits_at(scene.views()[0].transform().m11())

    def fits_at(self, zoom: float) -> bool:
        """Would the label fit its zone on screen at ``zoom``? (:meth:`ZoneItem.label_fits`)"""
        parent = self.parentItem()
        return not isinstance(parent, ZoneItem) or parent.label_fits(zoom)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        if not self._fits_on_screen():
            return  # too small at this zoom: a label would only cover the neighbours
        fm = self._fm
        # the name with a soft halo (offset copies: cheap, glyphs are cached) so it reads on
        # hatching and dark fills
        base = QPointF(0, fm.ascent())
        painter.setFont(self.name_font)
        painter.setPen(QColor(0, 0, 0, 120) if self.on_dark else QColor(255, 255, 255, 200))
        for dx, dy in HALO_OFFSETS:
            painter.drawText(base + QPointF(dx, dy), self.name)
        painter.setPen(style.LABEL_TEXT_ON_DARK if self.on_dark else style.LABEL_TEXT)
        painter.drawText(base, self.name)
        # feature badges
        bm = self._bm
        x = 0.0
        y = fm.height() + 3
        painter.setFont(self.badge_font)
        for feature in self.features:
            word = feature_word(feature).upper()
            w = bm.horizontalAdvance(word) + 10
            rect = QRectF(x, y, w, bm.height() + 2)
            painter.setPen(QPen(QColor(255, 255, 255, 200), 1))
            painter.setBrush(style.BADGE_COLOURS.get(feature, QColor("#555")))
            painter.drawRoundedRect(rect, 4, 4)
            painter.setPen(QColor("white"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, word)
            x += w + 4


class VertexHandle(QGraphicsRectItem):
    """A draggable corner of a zone (edit mode)."""

    SIZE = 10.0

    def __init__(self, parent: ZoneItem, index: int) -> None:
        s = self.SIZE
        super().__init__(-s / 2, -s / 2, s, s, parent)
        self.index = index
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges)
        self.setBrush(QColor("white"))
        pen = QPen(style.ZONE_SELECTED, 2)
        pen.setCosmetic(True)
        self.setPen(pen)
        self.setCursor(Qt.CursorShape.SizeAllCursor)
        self.setZValue(50)
        self.setToolTip(
            QCoreApplication.translate(
                "ZoneItem", "Drag to reshape the zone; right-click or Delete removes the corner"
            )
        )
        self.setAcceptHoverEvents(True)  # Delete over the handle removes the corner
        self._press = QPointF()

    def hoverEnterEvent(self, event) -> None:
        scene = self.scene()
        if scene is not None:
            scene.hovered_corner = self  # read by gui.map.shape_edit.delete_hovered_corner
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:
        scene = self.scene()
        if scene is not None and getattr(scene, "hovered_corner", None) is self:
            scene.hovered_corner = None
        super().hoverLeaveEvent(event)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged:
            zone_item = self.parentItem()
            if isinstance(zone_item, ZoneItem):
                zone_item.preview_vertex(self.index, self.pos())
        return super().itemChange(change, value)

    # dragged by hand: Qt's own item dragging would move the selected parent zone instead
    def mousePressEvent(self, event) -> None:
        self._press = self.pos()
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        parent = self.parentItem()
        if parent is not None:
            self.setPos(parent.mapFromScene(event.scenePos()))
        if isinstance(parent, ZoneItem) and parent.scene() is not None:
            parent.scene().readout.emit(parent.corner_readout(self.index), event.scenePos())
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        event.accept()
        zone_item = self.parentItem()
        if isinstance(zone_item, ZoneItem) and zone_item.scene() is not None:
            zone_item.scene().readout.emit("", QPointF())
        if isinstance(zone_item, ZoneItem) and self.pos() != self._press:
            zone_item.vertex_dropped(self.index, self.pos())


class ZoneItem(QGraphicsItem):
    """One zone of the map (scene units: :data:`~gui.map.units.SCALE` px per metre)."""

    in_layer = True
    # what a new zone item starts with, as class attributes (an instance sets its own when it
    # changes): a big map makes a thousand items, and each attribute set is one more call
    highlighted = False
    _label: ZoneLabelItem | None = None
    """The label's item, made when it first shows or is asked for (:attr:`label`): a big map
    fitted to the window shows few labels, if any."""
    _lbox: QRectF | None = None
    _label_pos: QPointF | None = None
    """Where the label stands (``None``: not placed yet — the zone's top-left corner)."""
    _label_shown = True
    _editable = False
    _holes: tuple[tuple[Point2, ...], ...] = ()
    """The outlines of the zones nested in this one (cut out of its fill and hit shape)."""
    _avoid: tuple[Point2, ...] = ()
    """Where this zone's tokens stand (its label keeps clear of them)."""
    _label_stale = False
    """The label, hidden at this zoom, is still where it was before the nested zones or the
    tokens it keeps clear of changed: placed again once it shows (:meth:`_show_label`)."""
    _tip_due = True

    def __init__(self, zone: Zone, tint: int = 0, zoom: float = 1.0) -> None:
        super().__init__()
        self.zone_id = zone.id
        self.zone = zone
        self.tint = tint
        self.setFlags(SELECTABLE_IN_LAYER)
        self._label_text: tuple[str, list[str], bool] = ("", [], False)
        self.handles: list[QGraphicsItem] = []
        """Corner handles (:class:`VertexHandle`), or a rectangle's eight (gui.map.handles)."""
        self._path = QPainterPath()
        self._box = QRectF()
        """The outline's bounding rectangle with the pen's margin (asked for often)."""
        self._inner = QPainterPath()
        self._press = QPointF()
        self._zoom = zoom
        self._label_zoom = zoom
        """The zoom the label was last placed for (placed again when it changed a lot)."""
        self.set_zone(zone)

    # -- model → item -----------------------------------------------------------------------
    def set_zone(self, zone: Zone) -> None:
        shown = self.scene() is not None  # (a new item: nothing drawn yet to move or repaint)
        if shown:
            layer_dirty(self)
            self.prepareGeometryChange()
            self.setPos(0, 0)
        self.zone = zone
        self._set_path(self._holed_path())
        self._inner = QPainterPath()
        if zone.is_cramped:
            inner = zone.shape.buffer(-CRAMPED_INSET, join_style="mitre")
            if not inner.is_empty and inner.geom_type == "Polygon":
                self._inner = _outline_path(inner.exterior.coords)
        features = [f for f in FEATURES if f in zone.features] if zone.features else []
        self._set_label_text(zone.name, features, zone.is_dark)
        visible = self.label_fits(self._zoom)
        if visible or shown:
            self._set_label_pos(self._label_point(zone))
            self._label_stale = False
        else:  # a new item whose label is too small to show: placed when it shows
            self._label_stale = True
        self._set_label_shown(visible)
        if shown:
            self._tip_due = True  # written when first asked for (:meth:`ensure_tool_tip`)
        if self.handles or self._editable:
            self._rebuild_handles()
        if shown:
            layer_dirty(self)

    @property
    def label(self) -> ZoneLabelItem:
        """The zone's name and badges (its item made now if it has none yet)."""
        label = self._label
        if label is None:
            label = self._label = ZoneLabelItem(self)
            label.set_text(*self._label_text)
            counter_zoom(label, self._zoom)
            pos = self._label_pos
            label.setPos(pos if pos is not None else self._corner(self.zone))
            label.setVisible(self._label_shown)
        return label

    def label_fits(self, zoom: float) -> bool:
        """Would the label fit the zone on screen at ``zoom``? (Its text measured only when a
        bound short of it doesn't already say no: a big map fitted to the window shows few.)"""
        zone = self._box
        if zone.height() * zoom < 16:
            return False
        if self._lbox is None:
            least = ZoneLabelItem.least_width(self._label_text[0]) + 8
            if zone.width() * zoom < least * 0.6:
                return False
        return label_fits(zone, self._label_box, zoom)

    @property
    def _label_box(self) -> QRectF:
        """The label's box in screen pixels (measured when first asked for)."""
        if self._lbox is None:
            self._lbox = ZoneLabelItem.measure(*self._label_text[:2])
        return self._lbox

    def _set_label_text(self, name: str, features: list[str], on_dark: bool) -> None:
        self._label_text = (name, features, on_dark)
        self._lbox = None
        if self._label is not None:
            self._label.set_text(name, features, on_dark)
            self._lbox = self._label.boundingRect()

    def _label_visible(self) -> bool:
        """Does the label show? (Its item says, once it has one.)"""
        label = self._label
        return label.isVisible() if label is not None else self._label_shown

    def _set_label_pos(self, pos: QPointF) -> None:
        self._label_pos = pos
        if self._label is not None:
            self._label.setPos(pos)

    def _set_label_shown(self, shown: bool) -> None:
        """Show or hide the label (a label shown gets its item)."""
        self._label_shown = shown
        if shown or self._label is not None:
            self.label.setVisible(shown)

    def ensure_tool_tip(self) -> None:
        """Write the tool tip (name, id, features, notes) if the zone changed since: made on
        demand — the scene asks before Qt shows it — not for every zone of a big map at open."""
        if not self._tip_due:
            return
        self._tip_due = False
        zone = self.zone
        tips = [f"<b>{zone.name}</b> <i>({zone.id})</i>"]
        features = self._label_text[1]
        if features:
            tips.append(", ".join(feature_word(f) for f in features))
        if zone.notes:
            tips.append(zone.notes)
        self.setToolTip("<br>".join(tips))

    def toolTip(self) -> str:
        self.ensure_tool_tip()
        return super().toolTip()

    @property
    def _points(self) -> list[QPointF]:
        """The zone's corners in scene units."""
        return [QPointF(x * SCALE, y * SCALE) for x, y in self.zone.polygon]

    def _holed_path(self) -> QPainterPath:
        """The zone's outline with its nested zones cut out."""
        path = _outline_path(self.zone.polygon)
        for hole in self._holes:
            path = path.subtracted(_outline_path(hole))
        return path

    def _label_point(self, zone: Zone) -> QPointF:
        """Just inside the top-left corner of the zone's box if that is in the zone, else at
        its anchor (tested on the outline already built: no shapely call per zone); clear of
        nested zones and tokens when the zone has any (:func:`core.overlaps.label_spot`)."""
        corner = self._corner(zone)
        if self._holes or (self._avoid and not self._clear_of_tokens(corner)):
            return self._free_label_point(zone, corner)
        if QPolygonF(self._points).containsPoint(corner, Qt.FillRule.WindingFill):
            return corner
        return to_scene(zone.anchor())

    @staticmethod
    def _corner(zone: Zone) -> QPointF:
        """The label's usual spot: just inside the top-left corner of the zone's box."""
        minx = min(x for x, _ in zone.polygon)  # the shape's bounds, without asking shapely
        miny = min(y for _, y in zone.polygon)
        return to_scene((minx + 0.45, miny + 0.35))

    def _clear_of_tokens(self, corner: QPointF) -> bool:
        """Would the label at ``corner`` (scene units) stay off every token? (plain arithmetic:
        a zone with tokens far from its label costs no shapely call)."""
        zoom = max(self._zoom, 1e-6)
        rect = self._label_box
        x0, y0 = corner.x(), corner.y()
        x1, y1 = x0 + rect.width() / zoom, y0 + rect.height() / zoom
        reach = style.TOKEN_DIAMETER / 2 / zoom
        for tx, ty in self._avoid:
            px, py = tx * SCALE, ty * SCALE
            dx, dy = max(x0 - px, 0.0, px - x1), max(y0 - py, 0.0, py - y1)
            if dx * dx + dy * dy < reach * reach:
                return False
        return True

    def _free_label_point(self, zone: Zone, corner: QPointF) -> QPointF:
        metre = max(self._zoom, 1e-6) * SCALE  # screen pixels per metre
        rect = self._label_box
        size = (rect.width() / metre, rect.height() / metre)
        preferred = (corner.x() / SCALE, corner.y() / SCALE)
        holes = [Polygon(h) for h in self._holes]
        clearance = style.TOKEN_DIAMETER / 2 / metre
        x, y = label_spot(zone.shape, holes, self._avoid, size, preferred, clearance)
        return to_scene((x, y))

    def set_holes(self, holes: list[tuple[Point2, ...]]) -> None:
        """Cut the outlines of the zones nested in this one out of its fill and hit shape, and
        keep the label off them (the scene's :class:`~gui.map.nesting.Nesting` calls this)."""
        if tuple(holes) == self._holes:
            return
        layer_dirty(self)
        self.prepareGeometryChange()
        self._holes = tuple(holes)
        self._set_path(self._holed_path())
        self._place_label()
        layer_dirty(self)

    def _place_label(self) -> None:
        """Place the label for the nested zones and tokens now if it shows; a hidden one
        (too small at this zoom: most of a big map's when it is fitted) when it next shows."""
        if self._label_visible() or self.scene() is None:
            self._set_label_pos(self._label_point(self.zone))
            self._label_stale = False
        else:
            self._label_stale = True

    def _show_label(self, visible: bool) -> None:
        """Show or hide the label, placing it first if it was left where it was while hidden."""
        if visible and self._label_stale:
            self._set_label_pos(self._label_point(self.zone))
            self._label_zoom = self._zoom
            self._label_stale = False
        self._set_label_shown(visible)

    def set_avoid(self, points: list[Point2]) -> None:
        """Keep the label clear of tokens standing at ``points`` (placed again on a drop, never
        during a drag)."""
        if tuple(points) == self._avoid:
            return
        self._avoid = tuple(points)
        if not self._label_visible():  # too small to show at this zoom: placed when it shows
            self._label_stale = True
            return
        spot = self._label_point(self.zone)
        self._label_zoom = self._zoom
        if spot == self._label_pos:
            return
        layer_dirty(self, self.label.sceneBoundingRect())  # where it was and where it is now
        self._set_label_pos(spot)
        layer_dirty(self, self.label.sceneBoundingRect())

    def label_rect(self) -> QRectF:
        """The label's box in scene units (tests, layout checks), where it shows."""
        if self._label_stale:
            self._set_label_pos(self._label_point(self.zone))
            self._label_zoom = self._zoom
            self._label_stale = False
        return self.label.sceneBoundingRect()

    def set_highlight(self, on: bool) -> None:
        if on != self.highlighted:
            self.highlighted = on
            layer_dirty(self)

    def follow_zoom(self, zoom: float) -> None:
        """Keep the label at its screen size under a view zoomed by ``zoom``; hide it where it
        wouldn't fit (its paint draws nothing then, and a hidden item costs a repaint nothing)."""
        self._zoom = zoom
        if self._label is not None:
            counter_zoom(self._label, zoom)
        self._show_label(self.label_fits(zoom))
        ratio = zoom / self._label_zoom
        if (self._avoid or self._holes) and not 1 / ZOOM_REPLACE < ratio < ZOOM_REPLACE:
            self._place_label()  # its size on the map changed
            self._label_zoom = zoom

    # -- edit mode --------------------------------------------------------------------------
    def set_editable(self, on: bool) -> None:
        if on == self._editable:
            return  # (a new zone is not editable: nothing to set on a thousand new items)
        self._editable = on
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsMovable, on)
        self.setCursor(Qt.CursorShape.OpenHandCursor if on else Qt.CursorShape.ArrowCursor)
        self._rebuild_handles()

    def _rebuild_handles(self) -> None:
        scene = self.scene()
        show = bool(scene is not None and getattr(scene, "edit_mode", False) and self.isSelected())
        if not show:
            for h in self.handles:
                h.setParentItem(None)
                if h.scene() is not None:
                    h.scene().removeItem(h)
            self.handles = []
            return
        if rect_handles.wants_rect_handles(self):  # a rectangle resizes as one (8 handles)
            self.handles = rect_handles.rect_handles(self, self.handles)
            return
        if len(self.handles) != len(self._points) or not all(
            isinstance(h, VertexHandle) for h in self.handles
        ):
            for h in self.handles:
                if h.scene() is not None:
                    h.scene().removeItem(h)
            self.handles = [VertexHandle(self, i) for i in range(len(self._points))]
        for h, p in zip(self.handles, self._points, strict=True):
            h.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges, False)
            h.setPos(p)
            h.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges, True)

    def selection_changed(self) -> None:
        """Selected or not any more (the scene tells, once per change of the selection: an
        ``itemChange`` override would be called from Python for every flag, tool tip and
        position set on every item)."""
        self._rebuild_handles()
        layer_dirty(self)

    def preview_vertex(self, index: int, point: QPointF) -> None:
        """Show the outline with one corner moved (while its handle is dragged)."""
        pts = list(self._points)
        pts[index] = point
        layer_dirty(self)
        self.prepareGeometryChange()
        self._set_path(_polygon_path(pts))
        self._show_label(self.label_fits(self._zoom))
        layer_dirty(self)

    def preview_polygon(self, points: list[QPointF]) -> None:
        """Show the outline as ``points`` (scene units) while a rectangle handle is dragged."""
        layer_dirty(self)
        self.prepareGeometryChange()
        self._set_path(_polygon_path(points))
        layer_dirty(self)

    def corner_readout(self, index: int) -> str:
        """The two edges at corner ``index`` while its handle is dragged: "edge 3.0 m · …"."""
        handle = self.handles[index]
        pts = self.polygon_with_vertex(index, to_map(handle.pos()))
        before = polygon_text([pts[index - 1], pts[index]])
        after = polygon_text([pts[index], pts[(index + 1) % len(pts)]])
        return f"{before} · {after}"

    def vertex_dropped(self, index: int, point: QPointF) -> None:
        scene: MapScene | None = self.scene()  # type: ignore[assignment]
        if scene is not None:
            scene.zone_vertex_moved(self.zone_id, index, point)

    def polygon_with_vertex(self, index: int, point: tuple[float, float]) -> list:
        pts = list(self.zone.polygon)
        pts[index] = point
        return pts

    def mousePressEvent(self, event) -> None:
        self._press = self.pos()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        """Dragged in edit mode (with every selected zone): repaint where they were and are."""
        scene = self.scene()
        moving = (
            [i for i in scene.selectedItems() if getattr(i, "in_layer", False)] if scene else []
        )
        for item in moving:
            layer_dirty(item)
        super().mouseMoveEvent(event)
        for item in moving:
            layer_dirty(item)
        if scene is not None:
            scene.selected_tokens_moved()

    def mouseReleaseEvent(self, event) -> None:
        super().mouseReleaseEvent(event)
        if self.pos() != self._press:
            scene: MapScene | None = self.scene()  # type: ignore[assignment]
            if scene is not None:
                scene.zone_dragged(self.zone_id, self.pos())

    # -- drawing ----------------------------------------------------------------------------
    def _set_path(self, path: QPainterPath) -> None:
        self._path = path
        self._box = path.boundingRect().adjusted(-2, -2, 2, 2)

    def boundingRect(self) -> QRectF:
        return QRectF(self._box)

    def shape(self) -> QPainterPath:
        return self._path

    def outline_path(self) -> QPainterPath:
        return self._path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        zone, path = self.zone, self._path
        if zone.is_dark:
            fill = style.ZONE_DARK_FILL
        else:
            fill = style.ZONE_FILL if self.tint % 2 == 0 else style.ZONE_FILL_ALT
        painter.fillPath(path, fill_colour(self, fill))  # translucent over an image
        if zone.features:
            self._paint_features(painter)
        _stroke(painter, path, cosmetic_pen(style.ZONE_OUTLINE, 1))
        if self.highlighted:
            painter.fillPath(path, QColor(255, 47, 180, 45))
            _stroke(painter, path, cosmetic_pen(style.HIGHLIGHT, 4))
        if self.isSelected():
            painter.fillPath(path, QColor(47, 155, 214, 55))
            # drawn inside the outline so the walls on the edge don't hide it
            painter.save()
            painter.setClipPath(path)
            _stroke(painter, path, cosmetic_pen(style.ZONE_SELECTED, 8))
            painter.restore()

    def _paint_features(self, painter: QPainter) -> None:
        """Hatching for a cluttered zone; a cross-hatch and a dashed inner outline for a
        cramped one."""
        zone = self.zone
        if zone.is_cluttered:
            painter.fillPath(self._path, pattern_brush(painter, style.CLUTTER_HATCH, B_DIAG))
        if zone.is_cramped:
            painter.fillPath(self._path, pattern_brush(painter, style.CRAMPED_HATCH, CROSS))
            if not self._inner.isEmpty():
                pen = cosmetic_pen(style.CRAMPED_OUTLINE, 2, Qt.PenStyle.DashLine)
                _stroke(painter, self._inner, pen)


__all__ = ["VertexHandle", "ZoneItem", "ZoneLabelItem", "counter_zoom", "feature_word"]
