"""Pure helpers for editing a zone's outline and copying zones (issue 13, "precise editing").

A zone's polygon is a tuple of (x, y) corners in metres; edge ``i`` runs from corner ``i`` to
corner ``i + 1`` (the last edge closes the outline). These functions only compute: the map editor
hands their answer to :meth:`core.encounter.Encounter.reshape_zone` or
:meth:`core.zonemap.ZoneMap.add_zone`, so every edit stays one undoable command.

>>> square = ((0.0, 0.0), (4.0, 0.0), (4.0, 4.0), (0.0, 4.0))
>>> nearest_edge(square, (2.0, 0.3))
EdgeHit(index=0, point=(2.0, 0.0), distance=0.3)
>>> insert_corner(square, (2.0, 0.3))
(((0.0, 0.0), (2.0, 0.0), (4.0, 0.0), (4.0, 4.0), (0.0, 4.0)), 1)
>>> remove_corner(((0.0, 0.0), (2.0, 0.0), (4.0, 0.0), (4.0, 4.0), (0.0, 4.0)), 1)
((0.0, 0.0), (4.0, 0.0), (4.0, 4.0), (0.0, 4.0))
>>> numbered_name("Kitchen", ["Kitchen", "Hall"])
'Kitchen 2'
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple

import shapely
from shapely.geometry import Polygon

from core.i18n import translate
from core.zonemap import MapError, Point2

MIN_CORNERS = 3
CORNER_GAP = 1e-6
"""Metres: a new corner closer than this to an existing one would be a duplicate."""
OVERLAP_AREA = 1e-6
"""Square metres of common area that count as overlapping (touching edges don't)."""

Outline = tuple[Point2, ...]


class EdgeHit(NamedTuple):
    """The edge of an outline nearest a point: its number, the point's foot on it, the distance."""

    index: int
    point: Point2
    distance: float


def _foot(p: Point2, a: Point2, b: Point2) -> Point2:
    """The point of segment ``a``–``b`` nearest ``p``."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length2 = dx * dx + dy * dy
    if length2 == 0:
        return a
    t = max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2))
    return (a[0] + t * dx, a[1] + t * dy)


def nearest_edge(polygon: Sequence[Point2], point: Point2) -> EdgeHit:
    """The edge of ``polygon`` nearest ``point`` (ties: the lower number)."""
    best: EdgeHit | None = None
    n = len(polygon)
    for i in range(n):
        foot = _foot(point, polygon[i], polygon[(i + 1) % n])
        d = round(math.dist(point, foot), 12)
        if best is None or d < best.distance:
            best = EdgeHit(i, (round(foot[0], 9), round(foot[1], 9)), d)
    if best is None:
        raise MapError(translate("core", "A zone polygon needs at least three corners."))
    return best


def check_outline(polygon: Sequence[Point2]) -> Outline:
    """``polygon`` as a tuple, refused (:class:`MapError`) when it has fewer than three corners,
    encloses no area or crosses itself."""
    outline = tuple((float(x), float(y)) for x, y in polygon)
    if len(outline) < MIN_CORNERS:
        raise MapError(
            translate(
                "core", "A zone needs at least three corners; this one would have {n}."
            ).format(n=len(outline))
        )
    shape = Polygon(outline)
    if shape.is_valid and shape.area > 0:
        return outline
    if shapely.make_valid(shape).area > 0:  # a bow tie has no signed area, yet crosses itself
        raise MapError(translate("core", "That outline would cross itself."))
    raise MapError(translate("core", "That outline would enclose no area."))


def insert_corner(polygon: Sequence[Point2], point: Point2) -> tuple[Outline, int]:
    """The outline with a new corner on the edge nearest ``point`` (snapped onto that edge) and
    the new corner's number; refused where the foot falls on an existing corner."""
    hit = nearest_edge(polygon, point)
    if any(math.dist(hit.point, c) <= CORNER_GAP for c in polygon):
        raise MapError(translate("core", "There already is a corner there."))
    outline = [tuple(p) for p in polygon]
    outline.insert(hit.index + 1, hit.point)
    return check_outline(outline), hit.index + 1  # type: ignore[arg-type]


def remove_corner(polygon: Sequence[Point2], index: int) -> Outline:
    """The outline without corner ``index``; refused below three corners or when the rest would
    cross itself."""
    if not 0 <= index < len(polygon):
        raise MapError(
            translate("core", "The zone has no corner number {index}.").format(index=index)
        )
    if len(polygon) <= MIN_CORNERS:
        raise MapError(
            translate("core", "A zone keeps at least three corners: this corner can't go.")
        )
    return check_outline([p for i, p in enumerate(polygon) if i != index])


def numbered_name(name: str, taken: Iterable[str]) -> str:
    """``name`` with the first free number: "Kitchen" → "Kitchen 2" ("Kitchen 2" → "Kitchen 3")."""
    used = set(taken)
    match = re.fullmatch(r"(.*\S)\s+(\d+)", name.strip())
    base, n = (match.group(1), int(match.group(2)) + 1) if match else (name.strip(), 2)
    while f"{base} {n}" in used:
        n += 1
    return f"{base} {n}"


def shifted(polygon: Sequence[Point2], dx: float, dy: float) -> Outline:
    """``polygon`` moved by (``dx``, ``dy``)."""
    return tuple((x + dx, y + dy) for x, y in polygon)


def duplicate_offset(
    polygon: Sequence[Point2], fits: Callable[[Outline], bool], grid: float
) -> tuple[float, float]:
    """Where a copy of ``polygon`` goes: just right of it (then a little further right, below,
    left, above — never more than one width or height away) where ``fits`` accepts the moved
    outline; else one grid step right and down."""
    minx, miny, maxx, maxy = Polygon(polygon).bounds
    width, height = maxx - minx, maxy - miny
    steps = max(1, math.ceil(max(width, height) / grid)) if grid > 0 else 1
    for k in range(steps + 1):
        extra = k * grid
        for dx, dy in (
            (width + extra, 0.0),
            (0.0, height + extra),
            (-(width + extra), 0.0),
            (0.0, -(height + extra)),
        ):
            if fits(shifted(polygon, dx, dy)):
                return dx, dy
    return grid, grid


__all__ = [
    "EdgeHit",
    "check_outline",
    "duplicate_offset",
    "insert_corner",
    "nearest_edge",
    "numbered_name",
    "remove_corner",
    "shifted",
]
