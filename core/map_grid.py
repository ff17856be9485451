"""The map's grid and precise editing: snapping, grid lines, the scale bar's length, rectangles.

Pure geometry in metres (y down, like the scene). The grid is a setting of the map
(:attr:`core.zonemap.ZoneMap.grid`), saved in the file's map part as ``map.grid``
``{size, origin, visible}`` when it differs from the default (a 1 m grid at the origin, shown
while editing the map only: ``visible`` shows it in play too).

>>> g = Grid(size=1.5, origin=(0.25, 0.0))
>>> snap((2.0, 2.0), g)
(1.75, 1.5)
>>> nice_length(7.3)
5.0
>>> rect_polygon(1, 2, 4, 5)
[(1.0, 2.0), (5.0, 2.0), (5.0, 7.0), (1.0, 7.0)]
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from core.commands import Call, Command
from core.i18n import translate

if TYPE_CHECKING:
    from core.zonemap import ZoneMap

Point = tuple[float, float]
Box = tuple[float, float, float, float]
"""(x, y, width, height) in metres, (x, y) the top-left corner."""

MIN_GRID = 0.05
MAX_GRID = 1000.0
MIN_SIZE = 0.5
"""Metres: the smallest width or height a typed or dragged rectangle may have."""
MAX_COORD = 1.0e6
NICE_STEPS = (1.0, 2.0, 5.0)
MIN_LINE_PIXELS = 6.0
"""Grid lines closer than this on screen are thinned (every 2nd, 5th, 10th … line drawn)."""


class GridError(ValueError):
    """A grid or a size the map can't take; the message says why."""


@dataclass(frozen=True)
class Grid:
    """A square grid: ``size`` metres a square, lines through ``origin``; ``visible``: shown in
    play too (it always shows while the map is edited)."""

    size: float = 1.0
    origin: Point = (0.0, 0.0)
    visible: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"size": self.size, "origin": [*self.origin], "visible": self.visible}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Grid:
        ox, oy = data.get("origin", (0.0, 0.0))
        return cls(
            float(data.get("size", 1.0)), (float(ox), float(oy)), bool(data.get("visible", False))
        )


DEFAULT_GRID = Grid()


def check_grid(size: Any, origin: Sequence[Any] = (0.0, 0.0)) -> tuple[float, Point]:
    """``size`` and ``origin`` as numbers, or a :class:`GridError` saying what is wrong."""
    try:
        value = float(size)
        ox, oy = (float(v) for v in origin)
    except (TypeError, ValueError):
        raise GridError(
            translate("core", "A grid's size and origin are numbers (metres).")
        ) from None
    if not math.isfinite(value) or not MIN_GRID <= value <= MAX_GRID:
        raise GridError(
            translate("core", "A grid square is between {lo} and {hi} m.").format(
                lo=MIN_GRID, hi=f"{MAX_GRID:g}"
            )
        )
    if not (math.isfinite(ox) and math.isfinite(oy)):
        raise GridError(translate("core", "A grid's size and origin are numbers (metres)."))
    return value, (ox, oy)


def cmd_set_grid(zone_map: ZoneMap, grid: Grid) -> Command | None:
    """The command that sets ``zone_map.grid`` (emits ``grid_changed``); None if unchanged."""
    size, origin = check_grid(grid.size, grid.origin)
    new = Grid(size, origin, grid.visible)
    old = zone_map.grid
    if new == old:
        return None

    def setter(value: Grid) -> Any:
        def run() -> None:
            zone_map.grid = value
            zone_map.events.emit("grid_changed")

        return run

    return Call(translate("core", "Set the map grid"), setter(new), setter(old))


def set_grid(zone_map: ZoneMap, grid: Grid) -> bool:
    """Set the map's grid as one undo step. True when it changed."""
    cmd = cmd_set_grid(zone_map, grid)
    if cmd is None:
        return False
    zone_map._execute(cmd)
    return True


# -- snapping and lines ------------------------------------------------------------------------
def snap_value(value: float, size: float, origin: float = 0.0) -> float:
    """``value`` on the nearest grid line (rounded to a tidy float)."""
    return round(origin + round((value - origin) / size) * size, 9)


def snap(point: Point, grid: Grid = DEFAULT_GRID) -> Point:
    """``point`` on the nearest grid crossing."""
    return (
        snap_value(point[0], grid.size, grid.origin[0]),
        snap_value(point[1], grid.size, grid.origin[1]),
    )


def line_step(size: float, pixels_per_metre: float, min_pixels: float = MIN_LINE_PIXELS) -> float:
    """The spacing (metres) of the grid lines drawn: ``size`` times 1, 2, 5, 10 … so that lines
    stay at least ``min_pixels`` apart on screen."""
    step = size
    multiples = (2.0, 2.5, 2.0)  # 1 → 2 → 5 → 10 → 20 …
    i = 0
    while step * pixels_per_metre < min_pixels and step < 1.0e9:
        step *= multiples[i % 3]
        i += 1
    return step


def grid_lines(
    grid: Grid, box: Box, pixels_per_metre: float, min_pixels: float = MIN_LINE_PIXELS
) -> tuple[list[float], list[float]]:
    """The x of the vertical lines and the y of the horizontal lines drawn in ``box``."""
    step = line_step(grid.size, pixels_per_metre, min_pixels)
    x, y, w, h = box
    return _ticks(x, x + w, step, grid.origin[0]), _ticks(y, y + h, step, grid.origin[1])


def _ticks(lo: float, hi: float, step: float, origin: float) -> list[float]:
    first = math.ceil((lo - origin) / step - 1e-9)
    last = math.floor((hi - origin) / step + 1e-9)
    return [round(origin + i * step, 9) for i in range(first, last + 1)]


def nice_length(max_metres: float) -> float:
    """The longest round length (1, 2, 5 × a power of ten) not longer than ``max_metres``."""
    if not math.isfinite(max_metres) or max_metres <= 0:
        return 0.0
    power = 10.0 ** math.floor(math.log10(max_metres))
    best = power
    for step in NICE_STEPS:
        if step * power <= max_metres * (1 + 1e-9):
            best = step * power
    return best


# -- rectangles --------------------------------------------------------------------------------
def rect_polygon(x: float, y: float, w: float, h: float) -> list[Point]:
    """A rectangle's corners clockwise on screen from the top-left (y down)."""
    x, y, w, h = float(x), float(y), float(w), float(h)
    return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]


def bounds_box(polygon: Sequence[Point]) -> Box:
    """(x, y, width, height) of ``polygon``'s bounding box."""
    xs = [p[0] for p in polygon]
    ys = [p[1] for p in polygon]
    return (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def is_rectangle(polygon: Sequence[Point], tol: float = 1e-6) -> bool:
    """Four corners on an axis-aligned box (each corner on a different corner of the box)."""
    if len(polygon) != 4:
        return False
    x, y, w, h = bounds_box(polygon)
    if w <= tol or h <= tol:
        return False
    on_box = all(
        (abs(px - x) < tol or abs(px - x - w) < tol)
        and (abs(py - y) < tol or abs(py - y - h) < tol)
        for px, py in polygon
    )
    distinct = {(abs(px - x) < tol, abs(py - y) < tol) for px, py in polygon}
    return on_box and len(distinct) == 4


def check_box(x: Any, y: Any, w: Any, h: Any) -> Box:
    """The numbers of a typed rectangle, or a :class:`GridError` saying what is wrong."""
    try:
        box = tuple(float(v) for v in (x, y, w, h))
    except (TypeError, ValueError):
        raise GridError(translate("core", "Position and size are numbers in metres.")) from None
    if not all(math.isfinite(v) and abs(v) <= MAX_COORD for v in box):
        raise GridError(translate("core", "Position and size are numbers in metres."))
    if box[2] < MIN_SIZE or box[3] < MIN_SIZE:
        raise GridError(
            translate("core", "A zone is at least {size} m wide and high.").format(size=MIN_SIZE)
        )
    return box  # type: ignore[return-value]


def moved_to(polygon: Sequence[Point], x: float, y: float) -> list[Point]:
    """``polygon`` moved so its bounding box's top-left corner is at (x, y)."""
    bx, by, _w, _h = bounds_box(polygon)
    dx, dy = float(x) - bx, float(y) - by
    return [(round(px + dx, 9), round(py + dy, 9)) for px, py in polygon]


HANDLES = ("nw", "n", "ne", "e", "se", "s", "sw", "w")
"""A rectangle's eight handles: corners and edge midpoints, clockwise from the top-left."""


def handle_points(box: Box) -> dict[str, Point]:
    """Where each of :data:`HANDLES` sits on ``box``."""
    x, y, w, h = box
    xs = {"w": x, "": x + w / 2, "e": x + w}
    ys = {"n": y, "": y + h / 2, "s": y + h}
    return {name: (xs[_horizontal(name)], ys[_vertical(name)]) for name in HANDLES}


def _vertical(handle: str) -> str:
    return handle[0] if handle[0] in "ns" else ""


def _horizontal(handle: str) -> str:
    return handle[-1] if handle[-1] in "ew" else ""


def resize_box(box: Box, handle: str, point: Point, min_size: float = MIN_SIZE) -> Box:
    """``box`` with ``handle`` dragged to ``point``; the opposite edges stay put, an edge
    handle moves one edge only, and the box never gets thinner than ``min_size``."""
    if handle not in HANDLES:
        raise ValueError(f"unknown handle {handle!r}")
    x0, y0, w, h = box
    x1, y1 = x0 + w, y0 + h
    px, py = point
    side_x, side_y = _horizontal(handle), _vertical(handle)
    if side_x == "w":
        x0 = min(px, x1 - min_size)
    elif side_x == "e":
        x1 = max(px, x0 + min_size)
    if side_y == "n":
        y0 = min(py, y1 - min_size)
    elif side_y == "s":
        y1 = max(py, y0 + min_size)
    return (x0, y0, x1 - x0, y1 - y0)


# -- readouts ----------------------------------------------------------------------------------
def size_text(w: float, h: float) -> str:
    """ "4.0 × 5.0 m" """
    return translate("core", "{w} × {h} m").format(w=f"{abs(w):.1f}", h=f"{abs(h):.1f}")


def polygon_text(points: Sequence[Point]) -> str:
    """The last edge's length and, with three corners or more, the area: "3.5 m · 12.0 m²"."""
    if len(points) < 2:
        return ""
    edge = math.dist(points[-2], points[-1])
    text = translate("core", "edge {length} m").format(length=f"{edge:.1f}")
    if len(points) >= 3:
        area = abs(_shoelace(points))
        text += " · " + translate("core", "area {area} m²").format(area=f"{area:.1f}")
    return text


def _shoelace(points: Sequence[Point]) -> float:
    n = len(points)
    return (
        sum(
            points[i][0] * points[(i + 1) % n][1] - points[(i + 1) % n][0] * points[i][1]
            for i in range(n)
        )
        / 2.0
    )


__all__ = [
    "DEFAULT_GRID",
    "HANDLES",
    "Grid",
    "GridError",
    "bounds_box",
    "check_box",
    "check_grid",
    "cmd_set_grid",
    "grid_lines",
    "handle_points",
    "is_rectangle",
    "line_step",
    "moved_to",
    "nice_length",
    "polygon_text",
    "rect_polygon",
    "resize_box",
    "set_grid",
    "size_text",
    "snap",
    "snap_value",
]
