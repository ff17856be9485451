"""The map's static layer: the background image, zones and their labels, the fog wash, borders and
door glyphs, painted into the view's cached background instead of item by item on every repaint.

Those items stay in the scene for everything but painting — selection, hit tests, tool tips,
the cursor, double-clicks, edit-mode drags — but carry ``ItemHasNoContents``, so a repaint (a token
dragged across the map) never calls their Python ``paint()``: the view blits its background cache
and draws only the live items (tokens, engagement lines, the sight line, handles). A drag then costs
the same on a map of fifty zones or four thousand.

The scene paints the layer in :meth:`MapScene.drawBackground` by calling each layer item's own
``paint()`` in stacking order, so it looks exactly as the items did. Whenever a layer item's look
changes it calls :func:`layer_dirty`, and the view repaints that part of its cache; a zoom or a
resize repaints the whole cache (Qt does that), a pan only the strip that scrolled in.

Over a background image zone fills are painted translucent (:func:`fill_colour`, the View
setting ``map/fill_opacity``, 35 % by default) so the battle map shows through.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem

if TYPE_CHECKING:
    from collections.abc import Iterable

NO_CONTENTS = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
BACKGROUND_LAYER = QGraphicsScene.SceneLayer.BackgroundLayer
BORDER_Z = 10.0
"""The borders' stacking value: the scene's border store (``gui.map.borders``) paints them,
items or not, after the layer items below it and before any above."""
PEN_MARGIN = 12.0
"""Screen pixels a layer item's strokes may reach past its bounding rectangle (cosmetic pens of
up to 16 px: a selected or highlighted border) — repainted with it so no stroke is cut."""


class LayerScene(Protocol):
    """What :func:`layer_dirty` needs of the scene."""

    layer_frozen: bool
    view_zoom: float


SELECTABLE_IN_LAYER = QGraphicsItem.GraphicsItemFlag.ItemIsSelectable | NO_CONTENTS
"""A zone's or a border's flags, set in one call (a thousand items: each call counts)."""


def in_layer(item: QGraphicsItem) -> None:
    """Paint ``item`` in the static layer, never as an item of its own (the layer items'
    classes say so with a class attribute ``in_layer = True``; set here for others)."""
    item.setFlag(NO_CONTENTS, True)
    if not getattr(item, "in_layer", False):
        item.in_layer = True  # type: ignore[attr-defined]


def item_rect(item: QGraphicsItem) -> QRectF:
    """``item`` and its children in scene units."""
    rect = item.sceneBoundingRect()
    if item.childItems():
        rect = rect.united(item.mapRectToScene(item.childrenBoundingRect()))
    return rect


def layer_dirty(
    item: QGraphicsItem, rect: QRectF | None = None, margin: float = PEN_MARGIN
) -> None:
    """``item`` will look different (or has just changed): repaint its part of the layer
    (``rect``, scene units, if given), ``margin`` screen pixels around it."""
    scene = item.scene()
    if scene is None or getattr(scene, "layer_frozen", False):
        return
    invalidate(scene, rect if rect is not None else item_rect(item), margin)


def invalidate(scene: QGraphicsScene, rect: QRectF, margin: float = PEN_MARGIN) -> None:
    """Repaint ``rect`` (scene units) of the layer, with ``margin`` screen pixels around it
    for strokes past it."""
    if rect.isNull():
        return
    m = margin / max(float(getattr(scene, "view_zoom", 1.0)), 1e-6)
    scene.invalidate(rect.adjusted(-m, -m, m, m), BACKGROUND_LAYER)


def reset(scene: QGraphicsScene) -> None:
    """Repaint the whole layer (a new map, a new background image)."""
    for view in scene.views():
        view.resetCachedContent()
        view.viewport().update()


def paint_layer(scene: QGraphicsScene, painter: QPainter, rect: QRectF) -> int:
    """Paint the layer items that reach into ``rect`` (scene units) — into the parts of it the
    painter is clipped to (:func:`dirty_rects`) — bottom to top, as Qt would paint them as
    items; the borders, most of which have no item, through the scene's ``borders`` store
    (items of theirs carry ``border_pass``). Returns how many were painted."""
    base = painter.worldTransform()
    zoom = QStyleOptionGraphicsItem.levelOfDetailFromTransform(base)
    m = PEN_MARGIN / max(zoom, 1e-6)
    areas = dirty_rects(painter, rect, base)
    mine = [
        i
        for i in _items_in(scene, [a.adjusted(-m, -m, m, m) for a in areas])
        if getattr(i, "in_layer", False) and not hasattr(i, "border_pass")
    ]
    borders = getattr(scene, "borders", None)
    if borders is None:
        return paint_items(painter, base, mine)
    below = len(mine)
    while below and mine[below - 1].topLevelItem().zValue() > BORDER_Z:
        below -= 1  # (none today: the borders are the layer's top)
    count = paint_items(painter, base, mine[:below])
    count += borders.paint(painter, areas, base)
    return count + paint_items(painter, base, mine[below:])


MAX_DIRTY_RECTS = 8
"""More pieces of a clip than this are painted as their bounding rectangle."""


def dirty_rects(painter: QPainter, rect: QRectF, base: QTransform) -> list[QRectF]:
    """The parts of ``rect`` (scene units) the painter can paint: the rectangles of its clip
    when that is a few scattered pieces — a drop repaints the token's old and new places and
    the labels it moved, which Qt repaints as one rectangle round them all, clipped to the
    pieces — else ``rect`` itself. Items outside every piece would be clipped away whole."""
    if not painter.hasClipping():
        return [rect]
    painter.save()
    painter.resetTransform()  # the clip in device pixels, exactly
    pieces = list(painter.clipRegion())
    painter.restore()
    inverse, invertible = base.inverted()
    if not 1 < len(pieces) <= MAX_DIRTY_RECTS or not invertible:
        return [rect]
    return [inverse.mapRect(QRectF(piece)) for piece in pieces]


def _items_in(scene: QGraphicsScene, rects: list[QRectF]) -> list[QGraphicsItem]:
    """The items whose bounding rectangles reach into any of ``rects``, bottom to top."""
    mode, order = Qt.ItemSelectionMode.IntersectsItemBoundingRect, Qt.SortOrder.AscendingOrder
    if len(rects) == 1:
        return scene.items(rects[0], mode, order)
    area = QPainterPath()
    area.setFillRule(Qt.FillRule.WindingFill)
    for r in rects:
        area.addRect(r)
    return scene.items(area, mode, order)


def paint_items(painter: QPainter, base, items: Iterable[QGraphicsItem]) -> int:
    option = QStyleOptionGraphicsItem()
    count = 0
    for item in items:
        painter.save()
        painter.setTransform(item.sceneTransform() * base)
        painter.setOpacity(item.effectiveOpacity())
        item.paint(painter, option, None)
        painter.restore()
        count += 1
    return count


NO_BRUSH = Qt.BrushStyle.NoBrush
_PENS: dict[tuple[object, ...], QPen] = {}


def cosmetic_pen(
    colour: QColor,
    width: float,
    pen_style: Qt.PenStyle = Qt.PenStyle.SolidLine,
    cap: Qt.PenCapStyle = Qt.PenCapStyle.SquareCap,
    join: Qt.PenJoinStyle = Qt.PenJoinStyle.BevelJoin,
) -> QPen:
    """A cosmetic pen, made once per look and shared (painting a big map's layer draws
    thousands of outlines; the painter copies the pen it is given). Don't change it."""
    key = (colour.rgba(), width, id(pen_style), id(cap), id(join))  # (an enum hashes slowly)
    pen = _PENS.get(key)
    if pen is None:
        pen = _PENS[key] = QPen(colour, width, pen_style, cap, join)
        pen.setCosmetic(True)
    return pen


def pattern_brush(painter: QPainter, colour: QColor, pattern: Qt.BrushStyle) -> QBrush:
    """A hatch or stipple brush for ``painter`` that keeps its pixel size at any zoom and
    sticks to the map. Qt lays its own (cosmetic) patterns from a point that, at most zooms,
    doesn't move with the map: after a pan, the scrolled part of the layer's cache and the
    strip painted beside it met in a seam of misaligned dots and hatching. Here the pattern is
    scaled with the map and back by the zoom, so it moves with what it fills."""
    painter.setRenderHint(QPainter.RenderHint.NonCosmeticBrushPatterns)
    brush = QBrush(colour, pattern)
    t = painter.worldTransform()
    scale = math.hypot(t.m11(), t.m12())
    if scale > 0:
        brush.setTransform(QTransform.fromScale(1 / scale, 1 / scale))
    return brush


def stroke(painter: QPainter, path: QPainterPath, pen: QPen) -> None:
    """Draw ``path``'s outline with ``pen`` (as :func:`gui.style.stroke`, without an import
    on every call: the layer strokes thousands of paths)."""
    painter.setPen(pen)
    painter.setBrush(NO_BRUSH)
    painter.drawPath(path)


FILL_OPACITY_KEY = "map/fill_opacity"
"""QSettings key (View ▸ Zone fills over the background): how opaque zone fills are painted over
a background image, 0.1 .. 1.0. Without a background, fills stay opaque."""
DEFAULT_FILL_OPACITY = 0.35
"""Fills at about a third over an image: the battle map shows through, zones still read."""


def fill_opacity(scene: QGraphicsScene | None = None) -> float:
    """The fill opacity over a background: the setting, read once per scene and kept on it."""
    value = getattr(scene, "_fill_opacity", None)
    if value is None:
        from PySide6.QtCore import QSettings

        value = _clamped(QSettings().value(FILL_OPACITY_KEY, DEFAULT_FILL_OPACITY))
        if scene is not None:
            scene._fill_opacity = value  # type: ignore[attr-defined]
    return value


def set_fill_opacity(value: float, scene: QGraphicsScene | None = None) -> float:
    """Save the setting and repaint ``scene``'s layer with it; the value kept."""
    from PySide6.QtCore import QSettings

    kept = _clamped(value)
    QSettings().setValue(FILL_OPACITY_KEY, kept)
    if scene is not None:
        scene._fill_opacity = kept  # type: ignore[attr-defined]
        reset(scene)
    return kept


def _clamped(value: object) -> float:
    try:
        number = float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return DEFAULT_FILL_OPACITY
    return min(1.0, max(0.1, number)) if number == number else DEFAULT_FILL_OPACITY


def fill_colour(item: QGraphicsItem, colour: QColor) -> QColor:
    """``colour`` for a zone's fill: translucent (the setting) where the map has a background
    image, as it is otherwise."""
    scene = item.scene()
    enc = getattr(scene, "enc", None)
    if enc is None or getattr(enc.map, "background", None) is None:
        return colour
    faded = QColor(colour)
    faded.setAlphaF(colour.alphaF() * fill_opacity(scene))
    return faded


__all__ = [
    "DEFAULT_FILL_OPACITY",
    "FILL_OPACITY_KEY",
    "SELECTABLE_IN_LAYER",
    "cosmetic_pen",
    "fill_colour",
    "fill_opacity",
    "in_layer",
    "invalidate",
    "layer_dirty",
    "paint_items",
    "paint_layer",
    "pattern_brush",
    "reset",
    "set_fill_opacity",
    "stroke",
]
