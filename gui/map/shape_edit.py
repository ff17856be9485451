"""Corners added and removed, zones duplicated: the map editor's gestures for :mod:`core.map_edit`.

Each function takes the :class:`~gui.map.scene.MapScene` and ends in one undo step through the
scene's own paths (:meth:`MapScene.reshape` for an outline, :meth:`MapScene.run_macro` for a new
zone), so a refusal is a message and nothing changes. The scene keeps thin methods of the same
names (``insert_corner``, ``remove_corner``, ``duplicate_zone``) for the menus and the tests.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent

from core.map_edit import (
    EdgeHit,
    duplicate_offset,
    insert_corner,
    nearest_edge,
    numbered_name,
    remove_corner,
    shifted,
)
from core.overlaps import fits_beside
from core.zonemap import MapError, Point2
from gui.map.nesting import fit_outline
from gui.map.units import SCALE, to_map
from gui.map.zone_item import VertexHandle, ZoneItem, ZoneLabelItem

if TYPE_CHECKING:
    from gui.map.scene import MapScene

EDGE_PIXELS = 8.0
"""A click this close (screen pixels) to a zone's edge is on the edge."""
DEFAULT_GRID = 0.5


def grid_step(scene: MapScene) -> float:
    """The map grid's square size in metres (0.5 m where the map has no grid setting)."""
    grid = getattr(scene.enc.map, "grid", None) if scene.enc is not None else None
    size = getattr(grid, "size", DEFAULT_GRID)
    return float(size) if isinstance(size, (int, float)) and size > 0 else DEFAULT_GRID


def edge_reach(scene: MapScene) -> float:
    """Metres that :data:`EDGE_PIXELS` cover at the view's zoom."""
    return EDGE_PIXELS / max(scene.zoom() * SCALE, 1e-6)


def edge_near(scene: MapScene, point: Point2, zone_id: str) -> EdgeHit | None:
    """The edge of ``zone_id`` within reach of ``point`` (metres), if any."""
    assert scene.enc is not None
    hit = nearest_edge(scene.enc.map.zone(zone_id).polygon, point)
    return hit if hit.distance <= edge_reach(scene) else None


def zone_edge_at(scene: MapScene, point: Point2) -> str | None:
    """The zone whose edge ``point`` is on: a selected zone first, then the zone the point is
    in, then the zone with the nearest edge."""
    enc = scene.enc
    if enc is None:
        return None
    hits = {z.id: edge_near(scene, point, z.id) for z in enc.map.zones()}
    near = {z: h for z, h in hits.items() if h is not None}
    if not near:
        return None
    selected = [z for z in scene.selected_zone_ids() if z in near]
    inside = [z for z in near if enc.map.zone(z).contains(point)]
    for choice in (selected, inside):
        if choice:
            return choice[0]
    return min(near, key=lambda z: near[z].distance)


def on_grid_if_on_edge(scene: MapScene, polygon: tuple[Point2, ...], point: Point2) -> Point2:
    """``point``'s foot on the nearest edge, moved to the snap point (grid crossing or corner)
    when that lies on the same edge too (a straight wall: the corner lands on the grid)."""
    hit = nearest_edge(polygon, point)
    snapped = scene.snap(hit.point)
    again = nearest_edge(polygon, snapped)
    return snapped if again.index == hit.index and again.distance < 1e-9 else hit.point


def do_insert_corner(scene: MapScene, zone_id: str, point: Point2) -> bool:
    """Add a corner to ``zone_id`` on its edge nearest ``point`` (snapped onto the edge)."""
    assert scene.enc is not None
    zone = scene.enc.map.zone(zone_id)
    try:
        polygon, _index = insert_corner(
            zone.polygon, on_grid_if_on_edge(scene, zone.polygon, point)
        )
    except MapError as exc:
        scene.message.emit(str(exc))
        return False
    text = QCoreApplication.translate("ShapeEdit", "Add a corner to {name}").format(name=zone.name)
    return scene.reshape(zone_id, list(polygon), text)


def do_remove_corner(scene: MapScene, zone_id: str, index: int) -> bool:
    """Take corner ``index`` away from ``zone_id`` (refused below three corners or when the
    outline would cross itself)."""
    assert scene.enc is not None
    zone = scene.enc.map.zone(zone_id)
    try:
        polygon = remove_corner(zone.polygon, index)
    except MapError as exc:
        scene.message.emit(str(exc))
        return False
    text = QCoreApplication.translate("ShapeEdit", "Remove a corner of {name}").format(
        name=zone.name
    )
    return scene.reshape(zone_id, list(polygon), text)


def copy_place(scene: MapScene, zone_id: str) -> list[Point2]:
    """Where the copy of ``zone_id`` goes: beside it, clear of the zones it doesn't already
    overlap (a cellar copied inside its kitchen stays in the kitchen)."""
    assert scene.enc is not None
    polygon = scene.enc.map.zone(zone_id).polygon
    dx, dy = duplicate_offset(polygon, fits_beside(scene.enc.map, zone_id), grid_step(scene))
    return list(shifted(polygon, dx, dy))


def do_duplicate_zone(scene: MapScene, zone_id: str) -> str | None:
    """A copy of ``zone_id`` (shape, features, notes; a new id and a numbered name) beside it,
    with open borders where it touches other zones; selected afterwards. One undo step."""
    enc = scene.enc
    assert enc is not None
    zone = enc.map.zone(zone_id)
    new_id = scene.next_zone_id()
    name = numbered_name(zone.name, (z.name for z in enc.map.zones()))
    polygon = fit_outline(scene, copy_place(scene, zone_id), name)  # boxed in: asked, as any
    if polygon is None:
        return None
    ok = scene.run_macro(
        QCoreApplication.translate("ShapeEdit", "Duplicate {name}").format(name=zone.name),
        [
            lambda: enc.map.add_zone(
                new_id, name=name, polygon=polygon, features=zone.features, notes=zone.notes
            ),
            lambda: enc.map.auto_borders(new_id, "open"),
        ],
    )
    if not ok:
        return None
    scene.select_only(scene.zone_items.get(new_id))
    scene.message.emit(
        QCoreApplication.translate("ShapeEdit", "Duplicated {name} as {copy}.").format(
            name=zone.name, copy=name
        )
    )
    return new_id


def selected_zone(scene: MapScene) -> str | None:
    """The one zone selected (the first, with several); a message when none is."""
    zones = scene.selected_zone_ids()
    if not zones:
        scene.message.emit(
            QCoreApplication.translate("ShapeEdit", "Select a zone to duplicate (click it).")
        )
        return None
    return zones[0]


def _keeps_its_double_click(scene: MapScene, item: QGraphicsItem, point: Point2) -> bool:
    """Does ``item`` answer a double-click itself? A zone's handle (corner or rectangle
    handle), a door's glyph, a door or hatch border and a wall's opening do (they open, close
    or edit what they are)."""
    from gui.map.border_item import BorderItem, DoorGlyphItem

    if isinstance(item, DoorGlyphItem):
        return True
    if isinstance(item.parentItem(), ZoneItem) and not isinstance(item, ZoneLabelItem):
        return True
    if isinstance(item, BorderItem) and scene.enc is not None:
        border = item.border
        if border.is_passage:
            return True
        return border.has_openings and bool(scene.enc.map.openings_at(border, point))
    return False


def double_click(scene: MapScene, event: QGraphicsSceneMouseEvent) -> bool:
    """Edit mode, select tool: a double-click on a zone's edge adds a corner there (not on a
    handle, a door or a wall's opening, which keep their own double-click). True when handled."""
    if not scene.edit_mode or scene.tool != "select" or scene.enc is None:
        return False
    pos = event.scenePos()
    point = to_map(pos)
    scene.borders.reveal(pos)
    if any(_keeps_its_double_click(scene, i, point) for i in scene.items(pos)):
        return False
    zone_id = zone_edge_at(scene, point)
    if zone_id is None:
        return False
    do_insert_corner(scene, zone_id, point)
    scene.select_only(scene.zone_items.get(zone_id))
    event.accept()
    return True


def hovered_handle(scene: MapScene) -> VertexHandle | None:
    """The corner handle under the mouse (edit mode), if any."""
    handle = getattr(scene, "hovered_corner", None)
    if not scene.edit_mode or not isinstance(handle, VertexHandle) or handle.scene() is not scene:
        return None
    return handle


def delete_hovered_corner(scene: MapScene) -> bool:
    """Delete pressed over a corner handle: remove that corner. False when no handle is
    hovered (Delete then deletes the selection)."""
    handle = hovered_handle(scene)
    zone_item = handle.parentItem() if handle is not None else None
    if handle is None or not isinstance(zone_item, ZoneItem):
        return False
    do_remove_corner(scene, zone_item.zone_id, handle.index)
    return True


def handle_of(scene: MapScene, zone_id: str, index: int) -> VertexHandle | None:
    """The handle of corner ``index`` of ``zone_id`` (shown while the zone is selected in edit
    mode)."""
    item = scene.zone_items.get(zone_id)
    handles = item.handles if item is not None else []
    return next(itertools.islice(iter(handles), index, None), None)


__all__ = [
    "delete_hovered_corner",
    "do_duplicate_zone",
    "do_insert_corner",
    "do_remove_corner",
    "double_click",
    "edge_near",
    "grid_step",
    "handle_of",
    "hovered_handle",
    "selected_zone",
    "zone_edge_at",
]
