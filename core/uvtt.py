"""Universal VTT map files (``.dd2vtt``, ``.uvtt``, ``.df2vtt``): read one, propose zones from it.

A Universal VTT file is JSON written by Dungeondraft, DungeonFog and others::

    {"format": 0.2 | 0.3 | 1.0,
     "resolution": {"map_origin": {"x", "y"}, "map_size": {"x", "y"}, "pixels_per_grid": 70},
     "line_of_sight": [[{"x", "y"}, ...], ...],          # wall polylines, in grid units
     "objects_line_of_sight": [[...], ...],              # 1.0: walls of objects (pillars, crates)
     "portals": [{"position", "bounds": [{..}, {..}], "rotation", "closed", "freestanding"}],
     "lights": [...], "environment": {...},
     "image": "<base64 PNG or WebP>"}

Coordinates are grid units; a point's place on the image is ``(p - map_origin) * pixels_per_grid``
pixels, and on the map ``(p - map_origin) * square`` metres (``square``: the size of one grid
square in metres, 1.5 m — the usual 5-foot square — unless the GM says otherwise). The image
covers ``map_size`` squares from the map's top-left corner, so it is placed at ``(0, 0)``.

:func:`read_uvtt` checks everything and converts to metres (:class:`UvttMap`);
:func:`propose_zones` finds the rooms the walls and portals bound (polygonising them with the
map's frame; objects such as pillars stay inside the rooms), splits large open areas into
zones of a sensible size (a YZE zone is up to about 25 m across, seed 000 "MAPAS E ZONAS") and
proposes borders where the zones meet: a wall where a wall runs along the shared edge, a door
(closed portal) or a window (open portal) where a portal lies on it, open otherwise.
The GM reviews the proposal before it becomes the map.
"""

from __future__ import annotations

import base64
import binascii
import json
import math
from dataclasses import dataclass, field
from typing import Any, Literal

import shapely
from shapely.geometry import LineString, MultiLineString, Polygon, box
from shapely.ops import polygonize, unary_union

from core.i18n import translate
from core.schema import (
    IMAGE_FORMATS,
    MAX_FILE_BYTES,
    MAX_IMAGE_BYTES,
    MAX_IMAGE_PIXELS,
    MAX_IMAGE_SIDE,
    image_format,
    image_size,
)

Point2 = tuple[float, float]
PortalKind = Literal["door", "window"]

EXTENSIONS: tuple[str, ...] = (".dd2vtt", ".uvtt", ".df2vtt")
VERSIONS: tuple[float, ...] = (0.2, 0.3, 1.0)
DEFAULT_SQUARE_M = 1.5
"""One grid square in metres: the 5-foot square of the maps these programs draw."""
MAX_ZONE_ACROSS_M = 25.0
"""Seed 000 "MAPAS E ZONAS": a zone is up to about 25 metres across; larger open areas split."""
MAX_SQUARES = 1_000
"""A map larger than this many grid squares across is refused as absurd."""
MAX_LINES = 20_000
MAX_POINTS = 200_000
MIN_ZONE_AREA_M2 = 1.0
"""A face smaller than this (a gap between two wall strokes) joins its neighbour."""
_SNAP = 0.05  # grid units: wall ends this close are one point


class UvttError(ValueError):
    """A Universal VTT file that can't be imported; the message says why, in the GM's words."""


@dataclass(frozen=True)
class Portal:
    """A portal: a segment of wall from ``a`` to ``b`` (metres) that is a door or a window."""

    a: Point2
    b: Point2
    kind: PortalKind

    @property
    def line(self) -> LineString:
        return LineString([self.a, self.b])


@dataclass(frozen=True)
class UvttMap:
    """A checked Universal VTT map, in metres, y down (the image's own orientation)."""

    version: float
    pixels_per_grid: int
    square: float
    size: Point2
    image: str | None
    walls: tuple[tuple[Point2, ...], ...]
    portals: tuple[Portal, ...]
    objects: tuple[tuple[Point2, ...], ...] = ()
    """Outlines of objects that block sight (pillars, crates): inside rooms, never their bounds."""

    @property
    def image_rect(self) -> tuple[float, float, float, float]:
        """Where the image lies on the map: (x, y, width, height) in metres."""
        return (0.0, 0.0, self.size[0], self.size[1])


@dataclass
class ProposedZone:
    id: str
    name: str
    polygon: tuple[Point2, ...]


@dataclass
class ProposedBorder:
    """A proposed border: ``kind`` is wall, door or open; ``openings`` the portals on its edge."""

    a: str
    b: str
    kind: str
    state: str = "open"
    openings: list[Portal] = field(default_factory=list)


@dataclass
class Proposal:
    zones: list[ProposedZone]
    borders: list[ProposedBorder]


# -- reading ------------------------------------------------------------------------------------
def _bad(text: str, **values: Any) -> UvttError:
    """The error for ``text`` (already translated: a literal ``translate`` call) with its values."""
    return UvttError(text.format(**values))


def _number(value: Any, where: str, *, positive: bool = False) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise _bad(translate("uvtt", "{where} must be a number."), where=where)
    if positive and value <= 0:
        raise _bad(translate("uvtt", "{where} must be greater than zero."), where=where)
    return float(value)


def _point(value: Any, where: str) -> Point2:
    if not isinstance(value, dict) or "x" not in value or "y" not in value:
        raise _bad(translate("uvtt", "{where} must be a point with x and y."), where=where)
    return (_number(value["x"], where + ".x"), _number(value["y"], where + ".y"))


def _object(data: Any, key: str, where: str) -> dict[str, Any]:
    value = data.get(key)
    if not isinstance(value, dict):
        raise _bad(
            translate("uvtt", "The file has no {where} (or it isn't an object)."), where=where
        )
    return value


def _image(data: dict[str, Any]) -> str | None:
    """The embedded image as a data URI, checked by its magic bytes and header; None if absent."""
    raw_text = data.get("image")
    if raw_text in (None, ""):
        return None
    if not isinstance(raw_text, str):
        raise _bad(translate("uvtt", "The map's image must be base64 text."))
    if len(raw_text) > MAX_IMAGE_BYTES * 4 // 3 + 8:
        raise _bad(
            translate("uvtt", "The map's image is larger than {mb} MB."),
            mb=MAX_IMAGE_BYTES // 2**20,
        )
    try:
        raw = base64.b64decode(raw_text.strip(), validate=True)
    except (binascii.Error, ValueError):
        raise _bad(translate("uvtt", "The map's image is not valid base64.")) from None
    fmt = image_format(raw)
    if fmt is None:
        raise _bad(translate("uvtt", "The map's image is not a PNG, JPEG or WebP file."))
    size = image_size(raw, fmt)
    if size is None or min(size) <= 0:
        raise _bad(
            translate("uvtt", "The map's {fmt} image has a header that can't be read."), fmt=fmt
        )
    if max(size) > MAX_IMAGE_SIDE or size[0] * size[1] > MAX_IMAGE_PIXELS:
        raise _bad(
            translate("uvtt", "The map's image is too large ({w} × {h} pixels)."),
            w=size[0],
            h=size[1],
        )
    media = next(m for m, f in IMAGE_FORMATS.items() if f == fmt)
    return f"data:{media};base64,{base64.b64encode(raw).decode('ascii')}"


def _polylines(data: dict[str, Any], key: str, to_m: Any, size: Point2) -> list[tuple[Point2, ...]]:
    lines = data.get(key) or []
    if not isinstance(lines, list):
        raise _bad(translate("uvtt", "{key} must be a list of wall lines."), key=key)
    if len(lines) > MAX_LINES:
        raise _bad(translate("uvtt", "The file has more than {n} wall lines."), n=f"{MAX_LINES:,}")
    out = []
    for i, line in enumerate(lines):
        where = f"{key}[{i}]"
        if not isinstance(line, list):
            raise _bad(translate("uvtt", "{where} must be a list of points."), where=where)
        pts = tuple(to_m(_point(p, f"{where}[{j}]")) for j, p in enumerate(line))
        for p in pts:
            _inside(p, size, where)
        if len(pts) >= 2:
            out.append(pts)
    return out


def _inside(p: Point2, size: Point2, where: str) -> None:
    slack = 0.5 * max(size) + 1.0  # walls may run a little past the image; not kilometres
    if not (-slack <= p[0] <= size[0] + slack and -slack <= p[1] <= size[1] + slack):
        raise _bad(translate("uvtt", "{where} lies far outside the map."), where=where)


def _portals(data: dict[str, Any], to_m: Any, size: Point2) -> list[Portal]:
    items = data.get("portals") or []
    if not isinstance(items, list):
        raise _bad(translate("uvtt", "portals must be a list."))
    out = []
    for i, item in enumerate(items):
        where = f"portals[{i}]"
        if not isinstance(item, dict):
            raise _bad(translate("uvtt", "{where} must be an object."), where=where)
        bounds = item.get("bounds")
        if not isinstance(bounds, list) or len(bounds) != 2:
            raise _bad(translate("uvtt", "{where}.bounds must be two points."), where=where)
        a, b = (to_m(_point(p, f"{where}.bounds[{j}]")) for j, p in enumerate(bounds))
        _inside(a, size, where)
        _inside(b, size, where)
        closed = item.get("closed", True)
        if not isinstance(closed, bool):
            raise _bad(translate("uvtt", "{where}.closed must be true or false."), where=where)
        if a != b:
            out.append(Portal(a, b, "door" if closed else "window"))
    return out


def read_uvtt(raw: bytes | str, *, square: float = DEFAULT_SQUARE_M) -> UvttMap:
    """Read and check a Universal VTT file; :class:`UvttError` says what is wrong with it."""
    if len(raw) > MAX_FILE_BYTES:
        raise _bad(
            translate("uvtt", "The file is larger than {mb} MB."), mb=MAX_FILE_BYTES // 2**20
        )
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise _bad(translate("uvtt", "This is not a Universal VTT file: it isn't JSON.")) from None
    if not isinstance(data, dict):
        raise _bad(translate("uvtt", "This is not a Universal VTT file: it isn't a JSON object."))
    version = data.get("format")
    if version not in VERSIONS:
        raise _bad(
            translate(
                "uvtt", "Universal VTT format {found} isn't supported (0.2, 0.3 and 1.0 are)."
            ),
            found=json.dumps(version)[:20],
        )
    res = _object(data, "resolution", "resolution")
    origin = _point(res.get("map_origin"), "resolution.map_origin")
    grid = _point(res.get("map_size"), "resolution.map_size")
    if not (0 < grid[0] <= MAX_SQUARES and 0 < grid[1] <= MAX_SQUARES):
        raise _bad(
            translate("uvtt", "The map's size ({x} × {y} squares) is not sensible."),
            x=grid[0],
            y=grid[1],
        )
    ppg = _number(res.get("pixels_per_grid"), "resolution.pixels_per_grid", positive=True)
    if ppg != int(ppg) or ppg > 1_000:
        raise _bad(
            translate("uvtt", "resolution.pixels_per_grid must be a whole number up to 1,000.")
        )
    square = _number(square, "square", positive=True)

    def to_m(p: Point2) -> Point2:
        return ((p[0] - origin[0]) * square, (p[1] - origin[1]) * square)

    size = (grid[0] * square, grid[1] * square)
    walls = _polylines(data, "line_of_sight", to_m, size)
    objects = _polylines(data, "objects_line_of_sight", to_m, size)
    if sum(len(w) for w in walls + objects) > MAX_POINTS:
        raise _bad(
            translate("uvtt", "The file's walls have more than {n} points."), n=f"{MAX_POINTS:,}"
        )
    return UvttMap(
        version=float(version),
        pixels_per_grid=int(ppg),
        square=square,
        size=size,
        image=_image(data),
        walls=tuple(walls),
        portals=tuple(_portals(data, to_m, size)),
        objects=tuple(objects),
    )


# -- proposing zones -------------------------------------------------------------------------
def _faces(m: UvttMap) -> list[Polygon]:
    """The rooms walls and portals bound within the map's frame, gaps between strokes merged."""
    frame = box(0.0, 0.0, m.size[0], m.size[1])
    lines = [LineString(w) for w in m.walls] + [p.line for p in m.portals]
    lines.append(frame.exterior)
    merged = unary_union(shapely.set_precision(MultiLineString(lines), _SNAP * m.square))
    faces = [f.intersection(frame) for f in polygonize(merged)]
    faces = [f for f in faces if f.geom_type == "Polygon" and f.area > 0]
    return _merge_slivers(faces)


def _merge_slivers(faces: list[Polygon]) -> list[Polygon]:
    """Join every face under :data:`MIN_ZONE_AREA_M2` to the neighbour it shares most edge with."""
    faces = sorted(faces, key=lambda f: f.area, reverse=True)
    while faces and faces[-1].area < MIN_ZONE_AREA_M2 and len(faces) > 1:
        small = faces.pop()
        shared = [(f.boundary.intersection(small.boundary).length, i) for i, f in enumerate(faces)]
        length, best = max(shared)
        if length <= 0:
            continue  # an island sliver: drop it
        joined = unary_union([faces[best], small])
        if joined.geom_type == "Polygon":
            faces[best] = joined
        faces.sort(key=lambda f: f.area, reverse=True)
    return faces


def _split(face: Polygon, max_across: float) -> list[Polygon]:
    """A face wider than ``max_across`` cut into a grid of cells no wider than it."""
    x0, y0, x1, y1 = face.bounds
    nx_, ny_ = math.ceil((x1 - x0) / max_across), math.ceil((y1 - y0) / max_across)
    if nx_ <= 1 and ny_ <= 1:
        return [face]
    w, h = (x1 - x0) / nx_, (y1 - y0) / ny_
    parts = []
    for i in range(nx_):
        for j in range(ny_):
            cell = box(x0 + i * w, y0 + j * h, x0 + (i + 1) * w, y0 + (j + 1) * h)
            piece = face.intersection(cell)
            parts += [g for g in getattr(piece, "geoms", [piece]) if g.geom_type == "Polygon"]
    return _merge_slivers([p for p in parts if p.area > 0])


def _outline(poly: Polygon) -> tuple[Point2, ...]:
    coords = list(shapely.set_precision(poly, 0.001).exterior.coords)[:-1]
    return tuple((round(x, 3), round(y, 3)) for x, y in coords)


def _border(m: UvttMap, a: ProposedZone, b: ProposedZone, edge: Any, walls: Any) -> ProposedBorder:
    tol = _SNAP * m.square * 2
    on_edge = [p for p in m.portals if edge.buffer(tol).covers(p.line)]
    walled = walls.intersection(edge.buffer(tol)).length if walls is not None else 0.0
    if walled + sum(p.line.length for p in on_edge) < 0.5 * edge.length:
        return ProposedBorder(a.id, b.id, "open")
    doors = [p for p in on_edge if p.kind == "door"]
    if doors:
        return ProposedBorder(a.id, b.id, "door", "closed", on_edge)
    return ProposedBorder(a.id, b.id, "wall", "open", on_edge)


def borders_for(m: UvttMap, zones: list[ProposedZone]) -> list[ProposedBorder]:
    """The borders where ``zones`` meet, each a wall, door or open as the file's walls say."""
    polys = [Polygon(z.polygon) for z in zones]
    walls = unary_union([LineString(w) for w in m.walls]) if m.walls else None
    tree = shapely.STRtree(polys)
    out = []
    for i, p in enumerate(polys):
        for j in tree.query(p, predicate="intersects"):
            if j <= i:
                continue
            edge = p.boundary.intersection(polys[j].boundary)
            if edge.length >= 0.3:  # corners and specks: not a border
                out.append(_border(m, zones[i], zones[int(j)], edge, walls))
    return out


def propose_zones(m: UvttMap, *, max_across: float = MAX_ZONE_ACROSS_M) -> Proposal:
    """Zones and borders for the map's rooms: see the module's docstring."""
    polys = [part for face in _faces(m) for part in _split(face, max_across)]
    polys.sort(key=lambda p: (round(p.centroid.y, 1), round(p.centroid.x, 1)))
    zones = [
        ProposedZone(f"z{i + 1}", translate("uvtt", "Area {n}").format(n=i + 1), _outline(p))
        for i, p in enumerate(polys)
    ]
    return Proposal(zones, borders_for(m, zones))
