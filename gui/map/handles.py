"""A rectangle zone's eight handles (corners and edge midpoints) in edit mode.

Dragging one keeps the zone a rectangle: the opposite edge (or corner) stays put, the dragged
edge snaps to the map's grid (not with Alt held), the live size shows near the cursor, and the
drop is one undo step through :meth:`gui.map.scene.MapScene.reshape`. Polygons keep their
per-corner :class:`gui.map.zone_item.VertexHandle`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsSceneMouseEvent

from core.map_grid import (
    HANDLES,
    Box,
    bounds_box,
    handle_points,
    is_rectangle,
    rect_polygon,
    resize_box,
    size_text,
)
from gui import style
from gui.map.units import to_map, to_scene

if TYPE_CHECKING:
    from gui.map.scene import MapScene
    from gui.map.zone_item import ZoneItem

CURSORS = {
    "nw": Qt.CursorShape.SizeFDiagCursor,
    "se": Qt.CursorShape.SizeFDiagCursor,
    "ne": Qt.CursorShape.SizeBDiagCursor,
    "sw": Qt.CursorShape.SizeBDiagCursor,
    "n": Qt.CursorShape.SizeVerCursor,
    "s": Qt.CursorShape.SizeVerCursor,
    "e": Qt.CursorShape.SizeHorCursor,
    "w": Qt.CursorShape.SizeHorCursor,
}


class RectHandle(QGraphicsRectItem):
    """One of a rectangle zone's eight handles; ``name`` is one of :data:`HANDLES`."""

    SIZE = 10.0

    def __init__(self, parent: ZoneItem, name: str) -> None:
        s = self.SIZE if len(name) == 2 else self.SIZE - 2
        super().__init__(-s / 2, -s / 2, s, s, parent)
        self.name = name
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setBrush(QColor("white") if len(name) == 2 else style.ZONE_SELECTED)
        pen = QPen(style.ZONE_SELECTED, 2)
        pen.setCosmetic(True)
        self.setPen(pen)
        self.setCursor(CURSORS[name])
        self.setZValue(50)
        self.setToolTip(
            QCoreApplication.translate("RectHandle", "Drag to resize the zone (Alt: no snap)")
        )
        self.box: Box | None = None
        """The rectangle while this handle is dragged (metres)."""

    def zone_item(self) -> ZoneItem:
        return self.parentItem()  # type: ignore[return-value]

    def map_scene(self) -> MapScene | None:
        return self.scene()  # type: ignore[return-value]

    def drag_to(self, scene_point: QPointF) -> Box:
        """Preview the rectangle with this handle at ``scene_point`` (snapped); returns it."""
        item, scene = self.zone_item(), self.map_scene()
        point = to_map(scene_point)
        if scene is not None:
            point = scene.snap(point, exclude=(item.zone_id, -1))
        self.box = resize_box(bounds_box(item.zone.polygon), self.name, point)
        item.preview_polygon([to_scene(p) for p in rect_polygon(*self.box)])
        place_handles(item, self.box)
        if scene is not None:
            scene.readout.emit(size_text(self.box[2], self.box[3]), scene_point)
        return self.box

    def drop(self) -> bool:
        """Reshape the zone to the dragged rectangle (one undo step). True when it changed."""
        item, scene, box = self.zone_item(), self.map_scene(), self.box
        self.box = None
        if scene is None:
            return False
        scene.readout.emit("", QPointF())
        if box is None or box == bounds_box(item.zone.polygon):
            item.set_zone(item.zone)
            return False
        text = QCoreApplication.translate("RectHandle", "Resize {name}").format(name=item.zone.name)
        return scene.reshape(item.zone_id, rect_polygon(*box), text)

    # dragged by hand: Qt's own item dragging would move the selected parent zone instead
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.box = None
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.map_scene()
        if scene is not None:
            scene.snap_free = bool(event.modifiers() & Qt.KeyboardModifier.AltModifier)
        self.drag_to(event.scenePos())
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        self.drop()


def wants_rect_handles(item: ZoneItem) -> bool:
    """Does the zone get rectangle handles (an axis-aligned four-corner zone)?"""
    return is_rectangle(item.zone.polygon)


def rect_handles(item: ZoneItem, old: list) -> list[RectHandle]:
    """The zone's eight handles, reusing ``old`` ones when they are rectangle handles."""
    if len(old) != len(HANDLES) or not all(isinstance(h, RectHandle) for h in old):
        for h in old:
            h.setParentItem(None)
            if h.scene() is not None:
                h.scene().removeItem(h)
        old = [RectHandle(item, name) for name in HANDLES]
    place_handles(item, bounds_box(item.zone.polygon), old)
    return old


def place_handles(item: ZoneItem, box: Box, handles: list | None = None) -> None:
    points = handle_points(box)
    for h in handles if handles is not None else item.handles:
        if isinstance(h, RectHandle):
            h.setPos(to_scene(points[h.name]))


def handle(item: ZoneItem, name: str) -> RectHandle | None:
    """The zone's handle called ``name`` (tests drive it), if it shows rectangle handles."""
    for h in item.handles:
        if isinstance(h, RectHandle) and h.name == name:
            return h
    return None


__all__ = ["RectHandle", "handle", "place_handles", "rect_handles", "wants_rect_handles"]
