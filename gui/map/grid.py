"""The map grid on screen: painted over the zones in edit mode (and in play when the map says so),
thinned out when zoomed out; the snapping the drawing tools use; and the window's grid actions
(View ▸ Show grid, Map ▸ Grid…).

The grid is a layer item (:mod:`gui.map.layer`): :class:`GridItem` sits over the zones and under
the borders, is painted into the view's cached background with them, and is never hit by a click
(its shape is empty).

The grid itself is the map's (:attr:`core.zonemap.ZoneMap.grid`, :mod:`core.map_grid`); this
module only draws it and turns the GM's gestures into core calls.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLineF, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QAction, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QInputDialog,
    QMenu,
    QStyleOptionGraphicsItem,
    QWidget,
)

from core.map_grid import Grid, grid_lines, set_grid, snap
from gui.map import layer
from gui.map.layer import in_layer
from gui.map.units import SCALE

if TYPE_CHECKING:
    from gui.map.scene import MapScene

LINE_COLOUR = QColor(30, 60, 110, 70)
MAJOR_COLOUR = QColor(30, 60, 110, 130)
MAJOR_EVERY = 5
"""Every fifth line of the grid is drawn a little darker (counted from the origin)."""
GRID_Z = 5.0
"""Over the zones (z 0), under the borders (z 10)."""
REACH = 5.0e5
"""Scene units the grid item reaches each way (25 km of map): the painter's clip and the view
decide what is drawn."""


def grid_shown(scene: MapScene) -> bool:
    """Is the grid drawn: in edit mode always, in play when the map's grid is set visible."""
    enc = scene.enc
    if enc is None or enc.map.theatre:
        return False
    return scene.edit_mode or enc.map.grid.visible


def paint_grid(scene: MapScene, painter: QPainter, rect: QRectF) -> int:
    """Draw the grid lines that cross ``rect`` (scene units); returns how many were drawn."""
    if not grid_shown(scene):
        return 0
    assert scene.enc is not None
    grid = scene.enc.map.grid
    zoom = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
    box = (rect.x() / SCALE, rect.y() / SCALE, rect.width() / SCALE, rect.height() / SCALE)
    xs, ys = grid_lines(grid, box, zoom * SCALE)
    top, bottom, left, right = rect.top(), rect.bottom(), rect.left(), rect.right()
    lines = {True: [], False: []}  # major or not → lines
    for x in xs:
        sx = x * SCALE
        lines[_major(x, grid.origin[0], grid.size)].append(QLineF(sx, top, sx, bottom))
    for y in ys:
        sy = y * SCALE
        lines[_major(y, grid.origin[1], grid.size)].append(QLineF(left, sy, right, sy))
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    for major, colour in ((False, LINE_COLOUR), (True, MAJOR_COLOUR)):
        pen = QPen(colour, 1)
        pen.setCosmetic(True)
        painter.setPen(pen)
        if lines[major]:
            painter.drawLines(lines[major])
    painter.restore()
    return len(xs) + len(ys)


class GridItem(QGraphicsItem):
    """The grid as a layer item: no contents of its own, never hit, shown when
    :func:`grid_shown`."""

    in_layer = True

    def __init__(self) -> None:
        super().__init__()
        in_layer(self)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(GRID_Z)
        self._rect = QRectF(-REACH, -REACH, 2 * REACH, 2 * REACH)

    def boundingRect(self) -> QRectF:
        return self._rect

    def shape(self) -> QPainterPath:
        return QPainterPath()  # never under the mouse

    def refresh(self) -> None:
        """Show or hide it as the scene's mode and the map's grid say; repaint the layer."""
        scene = self.scene()
        if scene is None:
            return
        self.setVisible(grid_shown(scene))  # type: ignore[arg-type]
        layer.reset(scene)  # everywhere in view (the grid reaches past the map)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        scene = self.scene()
        if scene is None:
            return
        rect = self._rect
        views = scene.views()
        if views:
            view = views[0]
            rect = view.mapToScene(view.viewport().rect()).boundingRect()
        if painter.hasClipping():
            rect = rect.intersected(painter.clipBoundingRect())
        paint_grid(scene, painter, rect)  # type: ignore[arg-type]


def add_grid_item(scene: MapScene) -> GridItem:
    """Put a new grid item in ``scene`` (after the scene was cleared)."""
    item = GridItem()
    scene.addItem(item)
    item.setVisible(grid_shown(scene))
    return item


def _major(value: float, origin: float, size: float) -> bool:
    n = round((value - origin) / size)
    return n % MAJOR_EVERY == 0


def snap_to_grid(scene: MapScene, point: tuple[float, float]) -> tuple[float, float]:
    """``point`` (metres) on the map grid's nearest crossing."""
    return point if scene.enc is None else snap(point, scene.enc.map.grid)


def snapped_offset(scene: MapScene, zone_id: str, offset: QPointF) -> tuple[float, float]:
    """A zone dragged by ``offset`` (scene units): the move (metres) that puts its bounding
    box's top-left corner on the grid (the raw move while Alt is held)."""
    assert scene.enc is not None
    dx, dy = offset.x() / SCALE, offset.y() / SCALE
    if scene.snap_free:
        return (dx, dy)
    minx, miny, _maxx, _maxy = scene.enc.map.zone(zone_id).shape.bounds
    x, y = snap((minx + dx, miny + dy), scene.enc.map.grid)
    return (round(x - minx, 9), round(y - miny, 9))


# -- the window's actions ----------------------------------------------------------------------
class GridTools(QObject):
    """View ▸ Show grid (in play too) and Map ▸ Grid… (square size and origin) for ``window``."""

    def __init__(self, window: Any, map_menu: QMenu, view_menu: QMenu) -> None:
        super().__init__(window)
        self.window = window
        self.action_show = QAction(self.tr("Show &grid"), window)
        self.action_show.setObjectName("actionShowGrid")
        self.action_show.setProperty("accessibleName", self.tr("Show grid"))
        tip = self.tr("Draw the map grid in play too (it always shows while editing the map)")
        self.action_show.setToolTip(tip)
        self.action_show.setStatusTip(tip)
        self.action_show.setCheckable(True)
        self.action_show.triggered.connect(self.set_visible)
        view_menu.addAction(self.action_show)
        self.action_grid = QAction(self.tr("&Grid…"), window)
        self.action_grid.setObjectName("actionMapGrid")
        self.action_grid.setProperty("accessibleName", self.tr("Map grid"))
        tip = self.tr("Set the grid's square size and origin in metres")
        self.action_grid.setToolTip(tip)
        self.action_grid.setStatusTip(tip)
        self.action_grid.triggered.connect(lambda _=False: self.ask_grid())
        map_menu.addAction(self.action_grid)
        view_menu.aboutToShow.connect(self.refresh)
        window.scene.readout.connect(self._readout)
        window.properties_dock.zone_geometry.reshape = window.scene.reshape
        self.refresh()

    def refresh(self) -> None:
        self.action_show.setChecked(self.window.enc.map.grid.visible)

    def _readout(self, text: str, _where: QPointF) -> None:
        if text:
            self.window.statusBar().showMessage(text, 4000)

    def set_grid(
        self, size: float, origin: tuple[float, float], visible: bool | None = None
    ) -> bool:
        """Set the map's grid (one undo step); a refusal is shown. True when it changed."""
        zone_map = self.window.enc.map
        shown = zone_map.grid.visible if visible is None else visible
        return bool(self.window._core(lambda: set_grid(zone_map, Grid(size, origin, shown))))

    def set_visible(self, on: bool) -> bool:
        grid = self.window.enc.map.grid
        return self.set_grid(grid.size, grid.origin, bool(on))

    def ask_grid(self) -> bool:
        grid = self.window.enc.map.grid
        size, ok = QInputDialog.getDouble(
            self.window, self.tr("Map grid"), self.tr("A square is (metres):"),
            grid.size, 0.05, 1000.0, 2,
        )  # fmt: skip
        if not ok:
            return False
        text, ok = QInputDialog.getText(
            self.window, self.tr("Map grid"), self.tr("Grid origin x, y (metres):"),
            text=f"{grid.origin[0]:g}, {grid.origin[1]:g}",
        )  # fmt: skip
        if not ok:
            return False
        try:
            ox, oy = (float(v) for v in text.replace(";", ",").split(","))
        except ValueError:
            self.window.show_message(self.tr("Type two numbers, like 0.5, 0."))
            return False
        return self.set_grid(size, (ox, oy))


__all__ = [
    "GridItem",
    "GridTools",
    "add_grid_item",
    "grid_shown",
    "paint_grid",
    "snap_to_grid",
    "snapped_offset",
]
