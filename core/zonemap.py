"""The zone map: zones (nodes) and borders (edges) on a networkx graph, with their geometry.

Seed 000 (YZE), "MAPAS E ZONAS", "CARACTERÍSTICAS DA ZONA", "BORDAS & LINHA DE VISÃO" and
"PORTAS & ESCOTILHAS". A zone is a room, corridor or patch of terrain with a polygon in map units
(metres by convention); a border is an edge between two zones: open, wall, door or hatch.

Every change goes through :meth:`ZoneMap._execute`, which hands an undoable command to the
encounter's command sink (or applies it at once for a map that stands alone).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any, Literal

import networkx as nx
import numpy as np
import shapely
from shapely.geometry import LineString, Point, Polygon
from shapely.strtree import STRtree

from core.commands import Call, Command, macro
from core.events import EventEmitter
from core.i18n import translate
from core.map_grid import DEFAULT_GRID, Grid
from core.openings import (
    BROKEN_WORDS,
    DEFAULT_DOOR_STRUCTURE,
    DEFAULT_OPENING_WIDTH,
    DOOR_WORDS,
    Opening,
    OpeningError,
    best_way,
    make_opening,
)
from core.shared_edges import single_edges

FEATURES: tuple[str, ...] = ("cluttered", "dark", "cramped")
"""Zone features of seed 000 "CARACTERÍSTICAS DA ZONA": Entulhada, Mal iluminada, Apertada."""

BORDER_KINDS: tuple[str, ...] = ("open", "wall", "door", "hatch", "link")
"""A ``link`` joins zones that share no edge (stairs, a ladder, a rope: :data:`LINK_KINDS`)."""
LINK_KINDS: tuple[str, ...] = ("stairs", "ladder", "rope", "passage")
DOOR_STATES: tuple[str, ...] = ("open", "closed", "locked")
PASSABLE_KINDS = frozenset({"door", "hatch"})
BORDER_LOG_SIZE = 512
"""How many border changes :meth:`ZoneMap.borders_changed_since` can tell back."""

BorderKind = Literal["open", "wall", "door", "hatch", "link"]
DoorState = Literal["open", "closed", "locked"]
Point2 = tuple[float, float]


class MapError(ValueError):
    """A map operation that cannot be done (unknown zone, bad polygon, duplicate id …)."""


@dataclass(frozen=True)
class Zone:
    """A zone: ``id`` (stable key), display ``name``, ``polygon`` in map units, ``features``."""

    id: str
    name: str
    polygon: tuple[Point2, ...]
    features: frozenset[str] = frozenset()
    notes: str = ""

    @cached_property
    def shape(self) -> Polygon:
        """The zone's polygon (made valid), built once per zone value."""
        return _polygon_cache(self.polygon)

    @property
    def is_dark(self) -> bool:
        return "dark" in self.features

    @property
    def is_cluttered(self) -> bool:
        return "cluttered" in self.features

    @property
    def is_cramped(self) -> bool:
        return "cramped" in self.features

    def anchor(self) -> Point2:
        """A point well inside the zone (its label and default token spot)."""
        return self._anchor

    @cached_property
    def _anchor(self) -> Point2:
        return anchor_points([self.shape])[0]

    @cached_property
    def outline(self) -> Any:
        """The shape's boundary, built once per zone value."""
        return self.shape.boundary

    def contains(self, point: Point2, tolerance: float = 1e-6) -> bool:
        """True if ``point`` lies in the zone grown by ``tolerance`` (its outline included)."""
        pt = Point(point)
        if self.shape.covers(pt):
            return True  # the grown shape holds the shape
        if self.shape.distance(pt) > 2 * tolerance:
            return False  # well beyond the grown shape (its arcs are chords inside the offset)
        return bool(self._grown(tolerance).covers(pt))

    def _grown(self, tolerance: float) -> Any:
        """The shape buffered by ``tolerance``, prepared: built once per zone and tolerance."""
        cache: dict[float, Any] = self.__dict__.setdefault("_grown_cache", {})
        grown = cache.get(tolerance)
        if grown is None:
            grown = self.shape.buffer(tolerance)
            shapely.prepare(grown)
            cache[tolerance] = grown
        return grown


_POLY_CACHE: dict[tuple[Point2, ...], Polygon] = {}


def _polygon_cache(coords: tuple[Point2, ...]) -> Polygon:
    poly = _POLY_CACHE.get(coords)
    if poly is None:
        poly = Polygon(coords)
        if not poly.is_valid:
            poly = shapely.make_valid(poly)
            if poly.geom_type != "Polygon":
                # keep the largest part of a self-touching outline
                parts = [g for g in getattr(poly, "geoms", []) if g.geom_type == "Polygon"]
                poly = max(parts, key=lambda g: g.area) if parts else Polygon()
        if len(_POLY_CACHE) > 20000:
            _POLY_CACHE.clear()
        _POLY_CACHE[coords] = poly
    return poly


def polygon_areas(outlines: Sequence[tuple[Point2, ...] | None]) -> list[float | None]:
    """``Polygon(outline).area`` for many outlines at once (None for None), in one shapely call
    rather than a polygon built per outline (opening a big map); the valid polygons are kept as
    those outlines' zone shapes (:func:`_polygon_cache`). All None when shapely refuses one of
    them: each is then built on its own, as before."""
    given = [o for o in outlines if o is not None]
    try:
        coords = np.array([pt for o in given for pt in o], dtype=float).reshape(-1, 2)
        which = np.repeat(np.arange(len(given)), [len(o) for o in given])
        polygons = shapely.polygons(shapely.linearrings(coords, indices=which))
    except (ValueError, shapely.errors.GEOSException):
        return [None] * len(outlines)
    if len(_POLY_CACHE) + len(given) > 20000:
        _POLY_CACHE.clear()
    for outline, poly, valid in zip(given, polygons, shapely.is_valid(polygons), strict=True):
        if valid:
            _POLY_CACHE.setdefault(outline, poly)
    areas = iter(shapely.area(polygons).tolist())
    return [None if o is None else next(areas) for o in outlines]


def anchor_points(shapes: Sequence[Any]) -> list[Point2]:
    """A point well inside each shape (a zone's label and default token spot): its centroid
    when that lies inside, else a point on its surface; (0, 0) for an empty shape."""
    arr = np.array(shapes, dtype=object).reshape(-1)
    empty = shapely.is_empty(arr)
    spot = shapely.point_on_surface(arr)
    centroid = shapely.centroid(arr)
    inside = shapely.contains(arr, centroid)
    xy = iter(shapely.get_coordinates(np.where(inside, centroid, spot)[~empty]).tolist())
    points: list[Point2] = []
    for none in empty.tolist():
        x, y = (0.0, 0.0) if none else next(xy)
        points.append((float(x), float(y)))
    return points


def fill_anchors(zones: Sequence[Zone]) -> None:
    """Work out :meth:`Zone.anchor` for every zone of ``zones`` that has none yet, in one
    :func:`anchor_points` call rather than one per zone."""
    todo = [z for z in zones if "_anchor" not in z.__dict__]
    for zone, point in zip(todo, anchor_points([z.shape for z in todo]), strict=True):
        zone.__dict__["_anchor"] = point  # what the cached property keeps


@dataclass(frozen=True)
class Border:
    """A border between zones ``a`` and ``b`` (stored with ``a < b``).

    Doors and hatches have a ``state`` and a ``structure`` (damage taken before they give way);
    ``armour`` names a row of the barrier table (``resources/rules/yze/barriers.json``) for
    sturdier ones. ``damage`` is what the border has taken so far; ``broken`` once it gave way.

    A wall can hold ``openings`` (:class:`core.openings.Opening`: doors, hatches, windows,
    doorways at their place along the shared edge); a door or hatch border is one opening
    spanning the whole edge (:attr:`ways`).

    A ``link`` border joins zones that share no edge; ``link`` says what it is (stairs, ladder,
    rope, passage). It lets people move, never sight: sight stays geometric.
    """

    a: str
    b: str
    kind: str = "open"
    state: str = "open"
    structure: int = DEFAULT_DOOR_STRUCTURE
    armour: str | None = None
    damage: int = 0
    broken: bool = False
    openings: tuple[Opening, ...] = ()
    link: str | None = None

    @property
    def key(self) -> tuple[str, str]:
        return (self.a, self.b)

    @property
    def is_passage(self) -> bool:
        """True for a door or hatch (a passage in a blocked border)."""
        return self.kind in PASSABLE_KINDS

    @property
    def is_open_passage(self) -> bool:
        return self.kind == "open" or (self.is_passage and (self.state == "open" or self.broken))

    @property
    def is_link(self) -> bool:
        """A link (stairs, ladder, rope, passage) between zones that share no edge."""
        return self.kind == "link"

    @property
    def has_openings(self) -> bool:
        """A wall with openings placed in it (sight and movement depend on where)."""
        return self.kind == "wall" and bool(self.openings)

    @property
    def ways(self) -> tuple[Opening, ...]:
        """The border's openings: those placed in a wall, or for a door or hatch border the one
        opening spanning the whole edge."""
        if self.is_passage:
            return (
                Opening(
                    self.kind,
                    0.5,
                    None,
                    self.state,
                    self.structure,
                    self.armour,
                    self.damage,
                    self.broken,
                ),
            )
        return self.openings if self.kind == "wall" else ()

    @property
    def has_doorway(self) -> bool:
        """Someone can stand in a doorway of it: a door or hatch border, or a wall with a door
        or hatch opening."""
        return any(o.is_door for o in self.ways)

    def other(self, zone_id: str) -> str:
        return self.b if zone_id == self.a else self.a

    def describe(self) -> str:
        """English words for the border: "wall", "open door", "locked hatch" …"""
        if self.is_link:
            return LINK_WORDS[self.link or "passage"]()
        if self.kind in ("open", "wall"):
            return (
                translate("core", "open border")
                if self.kind == "open"
                else translate("core", "wall")
            )
        if self.broken:
            return BROKEN_WORDS[self.kind]()
        return DOOR_WORDS[(self.state, self.kind)]()

    def kind_word(self) -> str:
        """The border's kind in the UI language: "door", "hatch", "wall", "open border"."""
        return _KIND_WORDS[self.kind]()


_KIND_WORDS: dict[str, Callable[[], str]] = {
    "open": lambda: translate("core", "open border"),
    "wall": lambda: translate("core", "wall"),
    "door": lambda: translate("core", "door"),
    "hatch": lambda: translate("core", "hatch"),
    "link": lambda: translate("core", "link"),
}
"""A border's words in the UI language (functions: the language may change after import)."""

LINK_WORDS: dict[str, Callable[[], str]] = {
    "stairs": lambda: translate("core", "stairs"),
    "ladder": lambda: translate("core", "ladder"),
    "rope": lambda: translate("core", "rope"),
    "passage": lambda: translate("core", "passage"),
}
"""A link's words in the UI language."""


def _checked_link(kind: str, link: str | None) -> str | None:
    """A link border's subtype (stairs by default); none for other kinds."""
    if kind != "link":
        if link is not None:
            raise MapError(translate("core", "Only a link border is stairs, a ladder or a rope."))
        return None
    link = link or "stairs"
    if link not in LINK_KINDS:
        raise MapError(
            translate("core", "Unknown link {link!r}; choose from {link_kinds}.").format(
                link=link, link_kinds=", ".join(LINK_KINDS)
            )
        )
    return link


def border_key(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a <= b else (b, a)


@dataclass
class _GeometryIndex:
    ids: list[str] = field(default_factory=list)
    tree: STRtree | None = None
    boxes: np.ndarray | None = None
    """Each zone's box (min x, min y, max x, max y) in the order of ``ids``: :func:`zone_boxes`."""


def _edge_of(shared: Any) -> LineString | None:
    """The border line in the intersection of two outlines: its longest merged piece."""
    if shared.is_empty or shared.length <= 0:
        return None
    merged = shapely.line_merge(shared) if shared.geom_type == "MultiLineString" else shared
    if merged.geom_type == "MultiLineString":
        merged = max(merged.geoms, key=lambda g: g.length)
    if merged.geom_type != "LineString":
        return None
    return merged


def _nested(a: Zone, b: Zone) -> tuple[Zone, Zone] | None:
    """(inner, outer) when one of the zones lies wholly in the other, else ``None`` (a box
    test first: most pairs are settled without shapely)."""
    ax0, ay0, ax1, ay1 = a.shape.bounds
    bx0, by0, bx1, by1 = b.shape.bounds
    if ax0 >= bx0 and ay0 >= by0 and ax1 <= bx1 and ay1 <= by1:
        inner, outer = a, b
    elif bx0 >= ax0 and by0 >= ay0 and bx1 <= ax1 and by1 <= ay1:
        inner, outer = b, a
    else:
        return None
    if inner.shape.area < outer.shape.area and outer.shape.contains(inner.shape):
        return inner, outer
    return None


def zone_boxes(zone_map: ZoneMap) -> np.ndarray:
    """Every zone's box (min x, min y, max x, max y), in the order of the map's spatial index
    (``_geometry().ids``, the sight walk's order too): one bulk call, once per geometry."""
    index = zone_map._geometry()
    if index.boxes is None:
        shapes = index.tree.geometries if index.tree is not None else []
        index.boxes = shapely.bounds(np.asarray(shapes)).reshape(-1, 4)
    return index.boxes


def _boxed_pairs(zone_map: ZoneMap, keys: Sequence[tuple[str, str]]) -> list[int]:
    """Indices of the pairs where one zone's box holds the other's (:func:`zone_boxes`)."""
    index = zone_map._geometry()
    if not keys or index.tree is None:
        return []
    row = {z: i for i, z in enumerate(index.ids)}
    boxes = zone_boxes(zone_map)
    a = boxes[[row[k[0]] for k in keys]]
    b = boxes[[row[k[1]] for k in keys]]
    a_in_b = (a[:, :2] >= b[:, :2]).all(axis=1) & (a[:, 2:] <= b[:, 2:]).all(axis=1)
    b_in_a = (b[:, :2] >= a[:, :2]).all(axis=1) & (b[:, 2:] <= a[:, 2:]).all(axis=1)
    return [int(i) for i in (a_in_b | b_in_a).nonzero()[0]]


def _nested_edge(inner: Zone, outer: Zone) -> LineString | None:
    """A nested zone's border: its outline inside the outer zone (off the outer's walls)."""
    return _edge_of(inner.outline.difference(outer.outline))


class ZoneMap:
    """Zones and borders of one encounter.

    >>> m = ZoneMap()
    >>> m.add_zone("hall", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
    >>> m.add_zone("office", name="Office", polygon=[(10, 0), (20, 0), (20, 10), (10, 10)])
    >>> m.add_border("hall", "office", kind="door", state="closed")
    >>> m.border("office", "hall").describe()
    'closed door'
    >>> m.borders_crossed("hall", "office")
    1
    """

    def __init__(self, execute: Callable[[Command], None] | None = None) -> None:
        self.graph: nx.Graph = nx.Graph()
        self.events = EventEmitter()
        self._execute_fn = execute
        self._index: _GeometryIndex | None = None
        self._dist_cache: dict[str, dict[str, int]] = {}
        self._edge_cache: dict[tuple[str, str], LineString | None] = {}
        self._edges_batched = False
        self.version = 0
        """Counts changes to zones and borders: caches keyed on it stay valid while it stands."""
        self.geometry_version = 0
        """Counts changes that may move a zone's outline (not a border's kind or a door's state):
        what is drawn from the zones' shapes alone stays valid while it stands."""
        self._border_log: list[tuple[int, tuple[str, str]]] = []
        """(the version it made, the border's key) of each border put or dropped since
        :attr:`_border_log_from` (see :meth:`borders_changed_since`)."""
        self._border_log_from = 0
        self.background: dict[str, Any] | None = None
        self.grid: Grid = DEFAULT_GRID
        """The editing grid (:mod:`core.map_grid`): zones snap to it; saved as ``map.grid``."""
        self.theatre = False
        """Theatre of the mind (:mod:`core.theatre`): zones are cards, sight follows borders."""
        self.occupants: Callable[[str], list[tuple[str, Point2]]] = lambda zone_id: []
        """Who stands in a zone, as (name, position): the encounter fills this in, so that map
        edits which would strand a token (and make a file that can't be opened) are refused."""

    # -- command plumbing -------------------------------------------------------------------
    def _execute(self, command: Command) -> None:
        if self._execute_fn is None:
            command.redo()
        else:
            self._execute_fn(command)

    # -- queries ----------------------------------------------------------------------------
    def __contains__(self, zone_id: object) -> bool:
        return zone_id in self.graph

    def __len__(self) -> int:
        return self.graph.number_of_nodes()

    def zone(self, zone_id: str) -> Zone:
        try:  # the graph's own node dict: NodeView's lookup costs ten times as much
            zone: Zone = self.graph._node[zone_id]["zone"]
        except KeyError:
            raise MapError(
                translate("core", "There is no zone {zone!r} on this map.").format(zone=zone_id)
            ) from None
        return zone

    def zones(self) -> Iterator[Zone]:
        for data in self.graph._node.values():
            yield data["zone"]

    def zone_ids(self) -> list[str]:
        return list(self.graph.nodes)

    def has_border(self, a: str, b: str) -> bool:
        return self.graph.has_edge(a, b)

    def border(self, a: str, b: str) -> Border:
        try:
            border: Border = self.graph.edges[a, b]["border"]
        except KeyError:
            na = self.zone(a).name if a in self else a
            nb = self.zone(b).name if b in self else b
            raise MapError(
                translate("core", "There is no border between {na} and {nb}.").format(na=na, nb=nb)
            ) from None
        return border

    def borders(self) -> Iterator[Border]:
        for _, _, data in self.graph.edges(data=True):
            yield data["border"]

    def borders_of(self, zone_id: str) -> list[Border]:
        return [self.graph.edges[zone_id, n]["border"] for n in self.graph.neighbors(zone_id)]

    def borders_around(self, zone_id: str) -> list[tuple[str, Border]]:
        """(the zone across, the border) for each border of ``zone_id``, in the order of
        :meth:`neighbours`, read straight from the graph's adjacency."""
        return [(other, data["border"]) for other, data in self.graph._adj[zone_id].items()]

    def neighbours(self, zone_id: str) -> list[str]:
        return list(self.graph.neighbors(zone_id))

    def name(self, zone_id: str) -> str:
        return self.zone(zone_id).name

    def border_label(self, border: Border) -> str:
        """ "wall between Hall and Office"."""
        return translate("core", "{border} between {a} and {b}").format(
            border=border.describe(), a=self.name(border.a), b=self.name(border.b)
        )

    def borders_crossed(self, a: str, b: str) -> int | None:
        """Borders crossed on the shortest path from ``a`` to ``b`` through *any* border.

        Walls count: a wall blocks sight and movement but does not move a room farther away.
        Returns ``None`` when no chain of borders joins the two zones.
        """
        if a == b:
            return 0
        dist = self._dist_cache.get(a)
        if dist is None:
            dist = dict(nx.single_source_shortest_path_length(self.graph, a))
            self._dist_cache[a] = dist
        return dist.get(b)

    def zone_at(self, point: Point2) -> str | None:
        """The id of the zone containing ``point``: the innermost one where zones nest (a
        cellar inside the kitchen), the smallest one where a loaded map's zones overlap."""
        hits = [self._geometry().ids[i] for i in self._query(Point(point))]
        inside = [z for z in hits if self.zone(z).shape.covers(Point(point))]
        if not inside:
            return None
        return min(inside, key=lambda z: self.zone(z).shape.area)

    def zones_near(self, geom: Any) -> list[str]:
        """Ids of the zones whose bounding boxes meet ``geom``'s (a shapely geometry)."""
        return [self._geometry().ids[i] for i in self._query(geom)]

    def zones_touching(self, zone_id: str, min_shared: float = 1e-3) -> list[str]:
        """Zones whose outline shares an edge (not just a corner) with ``zone_id``'s."""
        shape = self.zone(zone_id).shape
        out = []
        for i in self._query(shape):
            other = self._geometry().ids[i]
            if other == zone_id:
                continue
            shared = shape.boundary.intersection(self.zone(other).shape.boundary)
            if shared.length > min_shared:
                out.append(other)
        return out

    def shared_edge(self, a: str, b: str) -> LineString | None:
        """The part of the outlines zones ``a`` and ``b`` share (where a border is drawn);
        for a zone nested in the other, the part of its outline inside the outer zone (all of
        it, a closed loop, when it touches no outer wall); computed once while the zones'
        geometry stands."""
        key = (a, b)
        if key not in self._edge_cache and not self._edges_batched and self.has_border(a, b):
            self._batch_shared_edges()
        if key not in self._edge_cache:
            za, zb = self.zone(a), self.zone(b)
            pair = _nested(za, zb)
            if pair is not None:
                self._edge_cache[key] = _nested_edge(*pair)
            else:
                self._edge_cache[key] = _edge_of(za.outline.intersection(zb.outline))
        return self._edge_cache[key]

    def _batch_shared_edges(self) -> None:
        """Every border's shared edge at once (opening a big map): the plain one-edge case with
        numpy (:mod:`core.shared_edges`), the others in one vectorised shapely call."""
        keys = [b.key for b in self.borders()]
        outline = {z: data["zone"].outline for z, data in self.graph.nodes(data=True)}
        outlines_a = [outline[a] for a, _ in keys]
        outlines_b = [outline[b] for _, b in keys]
        shared = single_edges(outlines_a, outlines_b)  # one segment of length: its own edge
        plain = [part is not None for part in shared]
        rest = [i for i, part in enumerate(shared) if part is None]
        if rest:
            found = shapely.intersection(
                [outlines_a[i] for i in rest], [outlines_b[i] for i in rest]
            )
            for i, part in zip(rest, found.tolist(), strict=True):
                shared[i] = part
        nested = {}  # a zone inside the other: its border is the part of its outline inside
        for i in _boxed_pairs(self, keys):
            pair = _nested(self.zone(keys[i][0]), self.zone(keys[i][1]))
            if pair is not None:
                nested[i] = _nested_edge(*pair)
        for i, key in enumerate(keys):
            if i in nested:
                self._edge_cache.setdefault(key, nested[i])
            else:
                self._edge_cache.setdefault(key, shared[i] if plain[i] else _edge_of(shared[i]))
        self._edges_batched = True

    def bounds(self) -> tuple[float, float, float, float]:
        """(minx, miny, maxx, maxy) of all zones; (0, 0, 0, 0) for an empty map."""
        if not len(self):
            return (0.0, 0.0, 0.0, 0.0)
        minx, miny, maxx, maxy = shapely.total_bounds([z.shape for z in self.zones()]).tolist()
        return (minx, miny, maxx, maxy)

    def zones_on_segment(self, p: Point2, q: Point2) -> list[str]:
        """Ids of zones whose outlines meet the segment p–q."""
        line = LineString([p, q])
        return [self._geometry().ids[i] for i in self._query(line, predicate="intersects")]

    def _query(self, geom: Any, predicate: str | None = None) -> list[int]:
        index = self._geometry()
        if index.tree is None:
            return []
        return [int(i) for i in index.tree.query(geom, predicate=predicate)]

    def _geometry(self) -> _GeometryIndex:
        if self._index is None:
            ids = list(self.graph.nodes)
            shapes = [self.zone(z).shape for z in ids]
            self._index = _GeometryIndex(ids, STRtree(shapes) if shapes else None)
        return self._index

    # -- validation helpers -----------------------------------------------------------------
    @staticmethod
    def _clean_polygon(polygon: Sequence[Sequence[float]]) -> tuple[Point2, ...]:
        return ZoneMap._check_area(ZoneMap._clean_points(polygon))

    @staticmethod
    def _check_area(pts: tuple[Point2, ...], area: float | None = None) -> tuple[Point2, ...]:
        """``pts`` if their polygon encloses some area (``area``, when already known: see
        :func:`polygon_areas`), else :class:`MapError`."""
        if (Polygon(pts).area if area is None else area) <= 0:
            raise MapError(translate("core", "A zone polygon must enclose some area."))
        return pts

    @staticmethod
    def _clean_points(polygon: Sequence[Sequence[float]]) -> tuple[Point2, ...]:
        """A polygon's corners as float pairs, without a closing point; :class:`MapError` if
        they can't outline a zone (its area is checked by :meth:`_check_area`)."""
        try:
            pts = tuple((float(x), float(y)) for x, y in polygon)
        except (TypeError, ValueError):
            raise MapError(
                translate("core", "A zone polygon is a list of (x, y) number pairs.")
            ) from None
        if len(pts) > 1 and pts[0] == pts[-1]:
            pts = pts[:-1]
        if len(pts) < 3:
            raise MapError(translate("core", "A zone polygon needs at least three corners."))
        if not all(math.isfinite(c) for pt in pts for c in pt):
            raise MapError(
                translate("core", "A zone polygon's coordinates must be finite numbers.")
            )
        return pts

    @staticmethod
    def _clean_features(features: Iterable[str] | None) -> frozenset[str]:
        feats = frozenset(features or ())
        unknown = feats - set(FEATURES)
        if unknown:
            raise MapError(
                translate(
                    "core", "Unknown zone feature(s) {unknown}; choose from {features}."
                ).format(unknown=", ".join(sorted(unknown)), features=", ".join(FEATURES))
            )
        return feats

    # -- low-level mutators (used by commands only) ----------------------------------------
    def borders_changed_since(self, version: int) -> set[tuple[str, str]] | None:
        """The keys of the borders put or dropped since the map's ``version`` (any of them may
        have changed kind, state or openings); None where that can't be told: a zone changed
        since, or ``version`` is older than the last :data:`BORDER_LOG_SIZE` border changes.

        >>> m = ZoneMap()
        >>> m.add_zone("a", polygon=[(0, 0), (1, 0), (1, 1), (0, 1)])
        >>> m.add_zone("b", polygon=[(1, 0), (2, 0), (2, 1), (1, 1)])
        >>> m.add_border("a", "b", kind="door", state="closed")
        >>> seen = m.version
        >>> m.toggle_door("a", "b"); m.borders_changed_since(seen)
        {('a', 'b')}
        >>> m.borders_changed_since(m.version)
        set()
        >>> m.add_zone("c", polygon=[(2, 0), (3, 0), (3, 1), (2, 1)]); m.borders_changed_since(seen)
        """
        if version < self._border_log_from:
            return None
        return {key for made, key in self._border_log if made > version}

    def _log_border(self, key: tuple[str, str]) -> None:
        self._border_log.append((self.version, key))
        if len(self._border_log) > BORDER_LOG_SIZE:
            self._border_log_from = self._border_log[BORDER_LOG_SIZE // 2][0]
            del self._border_log[: BORDER_LOG_SIZE // 2 + 1]

    def _invalidate(
        self, geometry: bool = True, topology: bool = True, all_borders: bool = False
    ) -> None:
        """A change: ``geometry`` (a zone's outline may have moved), ``topology`` (which zones
        border which), ``all_borders`` (what every border means may have changed, as when the
        map turns to or from the theatre of the mind: :meth:`borders_changed_since` can't say
        which)."""
        self.version += 1
        if geometry or all_borders:
            self._border_log.clear()
            self._border_log_from = self.version
        if geometry:
            self.geometry_version += 1
            self._index = None
            self._edge_cache.clear()
            self._edges_batched = False
        if topology:
            self._dist_cache.clear()

    def _put_zone(self, zone: Zone) -> None:
        existed = zone.id in self.graph
        self.graph.add_node(zone.id, zone=zone)
        self._invalidate(topology=not existed)
        self.events.emit("zone_changed" if existed else "zone_added", zone=zone.id)

    def _drop_zone(self, zone_id: str) -> None:
        self.graph.remove_node(zone_id)
        self._invalidate()
        self.events.emit("zone_removed", zone=zone_id)

    def _put_border(self, border: Border) -> None:
        existed = self.graph.has_edge(border.a, border.b)
        self.graph.add_edge(border.a, border.b, border=border)
        self._invalidate(geometry=False, topology=not existed)
        self._log_border(border.key)
        self.events.emit("border_changed" if existed else "border_added", border=border.key)

    def _drop_border(self, a: str, b: str) -> None:
        self.graph.remove_edge(a, b)
        self._invalidate(geometry=False)
        self._log_border((a, b))
        self.events.emit("border_removed", border=border_key(a, b))

    def _order(self) -> tuple[list[str], list[tuple[str, str]]]:
        """The order of zones and borders now (the order lists and the file show)."""
        return list(self.graph.nodes), [border_key(a, b) for a, b in self.graph.edges]

    def _restore_order(self, order: tuple[list[str], list[tuple[str, str]]]) -> None:
        """Put zones and borders back in ``order``: undoing a deletion restores its place."""
        nodes, edges = order
        node_rank = {n: i for i, n in enumerate(nodes)}
        edge_rank = {e: i for i, e in enumerate(edges)}
        graph: nx.Graph = nx.Graph()
        for n in sorted(self.graph.nodes, key=lambda n: node_rank.get(n, len(node_rank))):
            graph.add_node(n, **self.graph.nodes[n])
        for a, b in sorted(
            self.graph.edges, key=lambda e: edge_rank.get(border_key(*e), len(edge_rank))
        ):
            graph.add_edge(a, b, **self.graph.edges[a, b])
        self.graph = graph
        self._invalidate()

    # -- commands ---------------------------------------------------------------------------
    def cmd_add_zone(self, zone: Zone) -> Command:
        if zone.id in self.graph:
            raise MapError(
                translate("core", "A zone with id {id!r} already exists.").format(id=zone.id)
            )
        return Call(
            translate("core", "Add zone {name}").format(name=zone.name),
            lambda: self._put_zone(zone),
            lambda: self._drop_zone(zone.id),
        )

    def add_zone(
        self,
        zone_id: str,
        *,
        name: str | None = None,
        polygon: Sequence[Sequence[float]],
        features: Iterable[str] | None = None,
        notes: str = "",
    ) -> None:
        """Add a zone. ``features`` is a subset of ``{"cluttered", "dark", "cramped"}``."""
        if not isinstance(zone_id, str) or not zone_id.strip():
            raise MapError(translate("core", "A zone id is a non-empty string."))
        zone = Zone(
            id=zone_id,
            name=(name or zone_id).strip() or zone_id,
            polygon=self._clean_polygon(polygon),
            features=self._clean_features(features),
            notes=notes,
        )
        self._execute(self.cmd_add_zone(zone))

    def _changed_zone(self, zone_id: str, changes: dict[str, Any]) -> Zone:
        """The zone with ``changes`` applied (validated; ``changes`` is cleaned in place)."""
        old = self.zone(zone_id)
        if "polygon" in changes:
            changes["polygon"] = self._clean_polygon(changes["polygon"])
        if "features" in changes:
            changes["features"] = self._clean_features(changes["features"])
        if "name" in changes:
            changes["name"] = str(changes["name"]).strip() or old.name
        unknown = set(changes) - {"name", "polygon", "features", "notes"}
        if unknown:
            raise MapError(
                translate("core", "A zone has no field(s) {unknown}.").format(
                    unknown=", ".join(sorted(unknown))
                )
            )
        return replace(old, **changes)

    def cmd_update_zone(self, zone_id: str, **changes: Any) -> Command:
        old = self.zone(zone_id)
        new = self._changed_zone(zone_id, changes)
        what = ", ".join(sorted(changes)) or "nothing"
        return Call(
            translate("core", "Change {what} of {name}").format(what=what, name=old.name),
            lambda: self._put_zone(new),
            lambda: self._put_zone(old),
        )

    def update_zone(self, zone_id: str, **changes: Any) -> None:
        """Change a zone's ``name``, ``polygon``, ``features`` or ``notes``."""
        new = self._changed_zone(zone_id, dict(changes))
        if new == self.zone(zone_id):
            return  # nothing changes: no undo step, no event
        outside = [n for n, pos in self.occupants(zone_id) if not new.contains(pos, tolerance=1e-3)]
        if outside:
            raise MapError(
                translate(
                    "core",
                    "{outside} would be left outside {name}; reshape it through the "
                    "encounter (reshape_zone), which moves them back in.",
                ).format(outside=", ".join(outside), name=new.name)
            )
        self._execute(self.cmd_update_zone(zone_id, **changes))

    def cmd_remove_zone(self, zone_id: str) -> Command:
        zone = self.zone(zone_id)
        borders = self.borders_of(zone_id)
        children: list[Command] = [self.cmd_remove_border(b.a, b.b) for b in borders]
        order = self._order()
        children.append(
            Call(
                "",
                lambda: self._drop_zone(zone_id),
                lambda: (self._put_zone(zone), self._restore_order(order)),
            )
        )
        return macro(translate("core", "Delete zone {name}").format(name=zone.name), children)

    def remove_zone(self, zone_id: str) -> None:
        """Delete a zone and its borders (refused while combatants stand in it)."""
        inside = [n for n, _ in self.occupants(zone_id)]
        if inside:
            raise MapError(
                (
                    translate(
                        "core", "{zone} can't be deleted: {names} is in it. Move them out first."
                    )
                    if len(inside) == 1
                    else translate(
                        "core", "{zone} can't be deleted: {names} are in it. Move them out first."
                    )
                ).format(zone=self.name(zone_id), names=", ".join(inside))
            )
        self._execute(self.cmd_remove_zone(zone_id))

    def make_border(
        self,
        a: str,
        b: str,
        kind: str = "open",
        state: str | None = None,
        structure: int | None = None,
        armour: str | None = None,
        link: str | None = None,
    ) -> Border:
        """Validate and build a :class:`Border` (not yet on the map); ``link`` (stairs,
        ladder, rope, passage: :data:`LINK_KINDS`) only for a ``link`` border."""
        if a == b:
            raise MapError(translate("core", "A border joins two different zones."))
        self.zone(a)
        self.zone(b)
        if kind not in BORDER_KINDS:
            raise MapError(
                translate(
                    "core", "Unknown border kind {kind!r}; choose from {border_kinds}."
                ).format(kind=kind, border_kinds=", ".join(BORDER_KINDS))
            )
        if kind in PASSABLE_KINDS:
            state = state or "closed"
            if state not in DOOR_STATES:
                raise MapError(
                    translate(
                        "core", "Unknown {kind} state {state!r}; choose from {door_states}."
                    ).format(kind=kind, state=state, door_states=", ".join(DOOR_STATES))
                )
        else:
            if state not in (None, "open"):
                raise MapError(
                    translate(
                        "core", "Only doors and hatches have a state; a {kind} border has none."
                    ).format(kind=kind)
                )
            state = "open"
        structure = DEFAULT_DOOR_STRUCTURE if structure is None else int(structure)
        if structure < 1:
            raise MapError(
                translate(
                    "core", "A door's structure (damage it takes before giving way) is at least 1."
                )
            )
        lo, hi = border_key(a, b)
        link = _checked_link(kind, link)
        return Border(lo, hi, kind=kind, state=state, structure=structure, armour=armour, link=link)

    def cmd_add_border(self, border: Border) -> Command:
        if self.graph.has_edge(border.a, border.b):
            raise MapError(
                translate("core", "There already is a border between {a} and {b}.").format(
                    a=self.name(border.a), b=self.name(border.b)
                )
            )
        return Call(
            translate("core", "Add {border}").format(border=border.describe()),
            lambda: self._put_border(border),
            lambda: self._drop_border(border.a, border.b),
        )

    def add_border(
        self,
        a: str,
        b: str,
        kind: str = "open",
        state: str | None = None,
        *,
        structure: int | None = None,
        armour: str | None = None,
        link: str | None = None,
    ) -> None:
        """Add a border between zones ``a`` and ``b``.

        ``kind`` is open, wall, door, hatch or link; a door or hatch is open, closed (default)
        or locked; a link is stairs (default), ladder, rope or passage.
        """
        border = self.make_border(a, b, kind, state, structure, armour, link)
        self._execute(self.cmd_add_border(border))

    def join_zones(self, a: str, b: str, kind: str = "open") -> None:
        """Add a border between two zones that share a stretch of outline — an edge, not just
        a corner (what the map editor's "Add border" does); refused with the reason otherwise.

        >>> m = ZoneMap()
        >>> m.add_zone("a", name="Hall", polygon=[(0, 0), (4, 0), (4, 4), (0, 4)])
        >>> m.add_zone("b", name="Yard", polygon=[(4, 4), (8, 4), (8, 8), (4, 8)])
        >>> m.join_zones("a", "b")
        Traceback (most recent call last):
        ...
        core.zonemap.MapError: Hall and Yard only meet at a corner: a border needs a shared edge.
        """
        self.check_touching(a, b)
        self.add_border(a, b, kind)

    def link_zones(self, a: str, b: str, link: str = "stairs") -> None:
        """Join two zones that share no edge by a link (stairs, ladder, rope, passage): one
        undo step. Refused for zones that share an edge (they take a border: Ctrl+B) or that
        are already joined.

        >>> m = ZoneMap()
        >>> m.add_zone("a", name="Hall", polygon=[(0, 0), (4, 0), (4, 4), (0, 4)])
        >>> m.add_zone("b", name="Loft", polygon=[(9, 0), (12, 0), (12, 4), (9, 4)])
        >>> m.link_zones("a", "b", "ladder")
        >>> m.border("a", "b").describe()
        'ladder'
        """
        if a == b:
            raise MapError(translate("core", "A border joins two different zones."))
        if self.shared_edge(a, b) is not None:
            raise MapError(
                translate(
                    "core",
                    "{na} and {nb} share an edge: join them with a border (Ctrl+B); a link "
                    "(stairs, ladder, rope) joins zones apart.",
                ).format(na=self.name(a), nb=self.name(b))
            )
        self.add_border(a, b, "link", link=link)

    def check_touching(self, a: str, b: str) -> None:
        """Refuse (:class:`MapError`, with the reason) unless zones ``a`` and ``b`` share an
        edge segment."""
        if a == b:
            raise MapError(translate("core", "A border joins two different zones."))
        if self.shared_edge(a, b) is not None:
            return
        na, nb = self.name(a), self.name(b)
        if self.zone(a).shape.touches(self.zone(b).shape):
            raise MapError(
                translate(
                    "core", "{na} and {nb} only meet at a corner: a border needs a shared edge."
                ).format(na=na, nb=nb)
            )
        if self.zone(a).shape.intersects(self.zone(b).shape):
            raise MapError(
                translate(
                    "core", "{na} and {nb} overlap without sharing an edge: no border to draw."
                ).format(na=na, nb=nb)
            )
        raise MapError(
            translate(
                "core", "{na} and {nb} don't touch: a border joins zones that share an edge."
            ).format(na=na, nb=nb)
        )

    def _changed_border(self, a: str, b: str, changes: dict[str, Any]) -> Border:
        """The border with ``changes`` applied (validated)."""
        old = self.border(a, b)
        kind = changes.get("kind", old.kind)
        if kind == "link" and not old.is_link and self.shared_edge(a, b) is not None:
            raise MapError(
                translate("core", "{na} and {nb} share an edge: a link joins zones apart.").format(
                    na=self.name(a), nb=self.name(b)
                )
            )
        state = changes.get("state", old.state if kind in PASSABLE_KINDS else None)
        if kind in PASSABLE_KINDS and old.kind not in PASSABLE_KINDS and "state" not in changes:
            state = "closed"
        checked = self.make_border(
            old.a,
            old.b,
            kind,
            state,
            changes.get("structure", old.structure),
            changes.get("armour", old.armour),
            changes.get("link", old.link if kind == "link" else None),
        )
        new = replace(
            checked,
            damage=int(changes.get("damage", old.damage)),
            broken=bool(changes.get("broken", old.broken)),
            openings=old.openings if kind == "wall" else (),
        )
        if new.broken and new.is_passage:
            new = replace(new, state="open")
        return new

    def cmd_update_border(self, a: str, b: str, **changes: Any) -> Command:
        old = self.border(a, b)
        new = self._changed_border(a, b, changes)
        return Call(
            translate("core", "Make {border_label} a {new}").format(
                border_label=self.border_label(old), new=new.describe()
            ),
            lambda: self._put_border(new),
            lambda: self._put_border(old),
        )

    def update_border(self, a: str, b: str, **changes: Any) -> None:
        """Change a border's kind, state, structure, armour, damage or broken flag."""
        if self._changed_border(a, b, changes) == self.border(a, b):
            return  # nothing changes: no undo step, no event
        self._execute(self.cmd_update_border(a, b, **changes))

    def cmd_remove_border(self, a: str, b: str) -> Command:
        border = self.border(a, b)
        order = self._order()
        return Call(
            translate("core", "Delete {border_label}").format(
                border_label=self.border_label(border)
            ),
            lambda: self._drop_border(border.a, border.b),
            lambda: (self._put_border(border), self._restore_order(order)),
        )

    def remove_border(self, a: str, b: str) -> None:
        self._execute(self.cmd_remove_border(a, b))

    def toggle_door(self, a: str, b: str) -> None:
        """Open a closed door or close an open one (locked and broken doors stay as they are)."""
        border = self.border(a, b)
        if not border.is_passage:
            raise MapError(f"The {self.border_label(border)} is not a door or hatch.")
        if border.broken:
            raise MapError(
                translate("core", "The {kind} between {a} and {b} is broken.").format(
                    kind=border.kind_word(), a=self.name(a), b=self.name(b)
                )
            )
        if border.state == "locked":
            raise MapError(
                translate("core", "The {kind} between {a} and {b} is locked.").format(
                    kind=border.kind_word(), a=self.name(a), b=self.name(b)
                )
            )
        self.update_border(a, b, state="closed" if border.state == "open" else "open")

    # -- openings in walls (core.openings) --------------------------------------------------
    def edge_run(self, a: str, b: str) -> tuple[LineString, bool] | None:
        """The shared edge of zones ``a`` and ``b`` and whether it runs backwards from its first
        end (the end with the smaller x, then y: where an opening's ``at`` counts from)."""
        edge = self.shared_edge(a, b)
        if edge is None:
            return None
        coords = edge.coords
        return edge, tuple(coords[-1]) < tuple(coords[0])

    def along_edge(self, a: str, b: str, point: Point2) -> tuple[float, float] | None:
        """(metres from the first end of the shared edge to ``point``'s foot on it, its length)."""
        run = self.edge_run(a, b)
        if run is None:
            return None
        edge, backwards = run
        s = float(edge.project(Point(point)))
        return (edge.length - s if backwards else s), float(edge.length)

    def place_on_edge(self, a: str, b: str, p0: Point2, p1: Point2) -> tuple[float, float] | None:
        """(``at``, ``width``) of an opening from ``p0`` to ``p1`` on the shared edge of ``a`` and
        ``b`` (an imported portal, a span dragged on the map): its centre as a fraction of the
        edge from the first end, its width in metres. None where the zones share no edge."""
        ends = [self.along_edge(a, b, p) for p in (p0, p1)]
        if ends[0] is None or ends[1] is None or ends[0][1] <= 0:
            return None
        (s0, length), (s1, _) = ends
        return min(1.0, max(0.0, (s0 + s1) / 2 / length)), abs(s1 - s0)

    def openings_at(self, border: Border, point: Point2) -> list[int]:
        """The numbers of ``border``'s openings (:attr:`Border.ways`) that ``point`` (where a
        line crosses the border) passes through; every one where the zones share no edge."""
        ways = border.ways
        where = self.along_edge(border.a, border.b, point)
        if where is None:
            return list(range(len(ways)))
        s, length = where
        return [i for i, o in enumerate(ways) if o.covers(s, length, slack=1e-6)]

    def opening_segment(self, a: str, b: str, index: int) -> tuple[Point2, Point2] | None:
        """Where opening ``index`` of the border stands: its two ends on the shared edge."""
        opening = self._opening(a, b, index)
        run = self.edge_run(a, b)
        if run is None:
            return None
        edge, backwards = run
        lo, hi = opening.span(edge.length)
        if backwards:
            lo, hi = edge.length - hi, edge.length - lo
        p0, p1 = edge.interpolate(lo), edge.interpolate(hi)
        return (float(p0.x), float(p0.y)), (float(p1.x), float(p1.y))

    def _opening(self, a: str, b: str, index: int) -> Opening:
        border = self.border(a, b)
        if not 0 <= index < len(border.openings):
            raise MapError(
                translate("core", "The {border_label} has no opening number {index}.").format(
                    border_label=self.border_label(border), index=index
                )
            )
        return border.openings[index]

    def _put_openings(self, a: str, b: str, openings: list[Opening], text: str) -> None:
        """Replace the wall's openings: one undo step (nothing when nothing changes)."""
        old = self.border(a, b)
        new = replace(old, openings=tuple(openings))
        if new != old:
            self._execute(Call(text, lambda: self._put_border(new), lambda: self._put_border(old)))

    def add_opening(
        self,
        a: str,
        b: str,
        kind: str,
        at: float = 0.5,
        width: float | None = DEFAULT_OPENING_WIDTH,
        **door: Any,
    ) -> int:
        """Put a door, hatch, window or doorway in the wall between ``a`` and ``b``, its centre
        at ``at`` (0..1 along the shared edge), ``width`` metres wide; ``door`` may say its
        state, structure, armour. Returns the opening's number."""
        border = self.border(a, b)
        if border.kind != "wall":
            raise MapError(
                translate(
                    "core", "Openings stand in walls; the {border_label} is not a wall."
                ).format(border_label=self.border_label(border))
            )
        opening = self._checked_opening(kind, at, width, **door)
        text = translate("core", "Add a {kind} to the {border_label}").format(
            kind=opening.kind_word(), border_label=self.border_label(border)
        )
        self._put_openings(a, b, [*border.openings, opening], text)
        return len(border.openings)

    @staticmethod
    def _checked_opening(kind: str, at: float, width: float | None, **door: Any) -> Opening:
        try:
            return make_opening(kind, at, width, **door)
        except OpeningError as exc:
            raise MapError(str(exc)) from None
        except TypeError:
            raise MapError(
                translate("core", "An opening has no field(s) {unknown}.").format(
                    unknown=", ".join(sorted(door))
                )
            ) from None

    def update_opening(self, a: str, b: str, index: int, **changes: Any) -> None:
        """Move (``at``), resize (``width``), change the ``kind`` or a door's ``state``,
        ``structure``, ``armour``, ``damage``, ``broken`` of opening ``index``: one undo step."""
        old = self._opening(a, b, index)
        unknown = set(changes) - set(old.__dict__)
        if unknown:
            raise MapError(
                translate("core", "An opening has no field(s) {unknown}.").format(
                    unknown=", ".join(sorted(unknown))
                )
            )
        fields = {**old.__dict__, **changes}
        kind = fields.pop("kind")
        if kind not in ("door", "hatch") or (not old.is_door and "state" not in changes):
            fields["state"] = None  # a window or doorway has no state; a new door is closed
        new = self._checked_opening(kind, fields.pop("at"), fields.pop("width"), **fields)
        border = self.border(a, b)
        openings = list(border.openings)
        openings[index] = new
        text = translate("core", "Change the {kind} in the {border_label}").format(
            kind=old.kind_word(), border_label=self.border_label(border)
        )
        self._put_openings(a, b, openings, text)

    def move_opening(self, a: str, b: str, index: int, at: float) -> None:
        """Slide opening ``index`` along its wall to ``at`` (0..1)."""
        self.update_opening(a, b, index, at=at)

    def resize_opening(self, a: str, b: str, index: int, width: float) -> None:
        """Make opening ``index`` ``width`` metres wide."""
        self.update_opening(a, b, index, width=width)

    def remove_opening(self, a: str, b: str, index: int) -> None:
        """Wall up opening ``index``."""
        old = self._opening(a, b, index)
        border = self.border(a, b)
        text = translate("core", "Remove the {kind} from the {border_label}").format(
            kind=old.kind_word(), border_label=self.border_label(border)
        )
        self._put_openings(a, b, [o for i, o in enumerate(border.openings) if i != index], text)

    def toggle_opening(self, a: str, b: str, index: int) -> None:
        """Open a closed door or hatch opening, or close an open one (locked and broken ones
        stay as they are, with the reason)."""
        opening = self._opening(a, b, index)
        na, nb = self.name(a), self.name(b)
        if not opening.is_door:
            raise MapError(
                translate("core", "The {kind} between {a} and {b} has nothing to open.").format(
                    kind=opening.kind_word(), a=na, b=nb
                )
            )
        if opening.broken:
            raise MapError(
                translate("core", "The {kind} between {a} and {b} is broken.").format(
                    kind=opening.kind_word(), a=na, b=nb
                )
            )
        if opening.state == "locked":
            raise MapError(
                translate("core", "The {kind} between {a} and {b} is locked.").format(
                    kind=opening.kind_word(), a=na, b=nb
                )
            )
        self.update_opening(a, b, index, state="closed" if opening.state == "open" else "open")

    def cmd_open_way(self, a: str, b: str) -> Command:
        """The command a move through the border runs to open its door: the door or hatch
        border's, or the closed door opening it goes through (:func:`core.openings.best_way`)."""
        border = self.border(a, b)
        if not border.has_openings:
            return self.cmd_update_border(a, b, state="open")
        way = best_way(border.openings)
        index = next(i for i, o in enumerate(border.openings) if o is way)
        new = replace(
            border,
            openings=tuple(
                replace(o, state="open") if i == index else o for i, o in enumerate(border.openings)
            ),
        )
        return Call(
            translate("core", "Open the {kind} between {a} and {b}").format(
                kind=border.openings[index].kind_word(), a=self.name(a), b=self.name(b)
            ),
            lambda: self._put_border(new),
            lambda: self._put_border(border),
        )

    def cmd_auto_borders(self, zone_id: str, kind: str = "open") -> list[Command]:
        """Commands adding a border of ``kind`` to every touching zone that has none yet."""
        return [
            self.cmd_add_border(self.make_border(zone_id, other, kind))
            for other in self.zones_touching(zone_id)
            if not self.graph.has_edge(zone_id, other)
        ]

    def auto_borders(self, zone_id: str, kind: str = "open") -> int:
        """Add borders wherever ``zone_id`` shares an edge with a zone; returns how many."""
        cmds = self.cmd_auto_borders(zone_id, kind)
        if cmds:
            self._execute(
                macro(
                    translate("core", "Add borders of {zone}").format(zone=self.name(zone_id)), cmds
                )
            )
        return len(cmds)

    def set_background(self, data: str | None, rect: Sequence[float] = (0, 0, 40, 30)) -> None:
        """Put an image under the map (undoable), or take it away with ``data=None``.

        ``data`` is a ``data:image/...;base64,`` URI, embedded so the file travels whole;
        ``rect`` is (x, y, width, height) in map units.
        """
        if data is None:
            new = None
        else:
            if not data.startswith("data:image/") or ";base64," not in data:
                raise MapError(
                    translate(
                        "core", "A background image is embedded as a data:image/...;base64, URI."
                    )
                )
            try:
                box = [float(v) for v in rect]
            except (TypeError, ValueError):
                raise MapError(
                    translate("core", "A background rect is (x, y, width, height) in numbers.")
                ) from None
            if len(box) != 4 or not all(map(math.isfinite, box)) or box[2] <= 0 or box[3] <= 0:
                raise MapError(
                    translate(
                        "core", "A background rect is (x, y, width, height), width and height > 0."
                    )
                )
            new = {"data": data, "rect": box}
        old = self.background
        if new == old:
            return

        def setter(value: dict[str, Any] | None) -> Callable[[], None]:
            def run() -> None:
                self.background = None if value is None else {**value, "rect": [*value["rect"]]}
                self.events.emit("background_changed")

            return run

        text = (
            translate("core", "Remove the background")
            if new is None
            else translate("core", "Set the background image")
        )
        self._execute(Call(text, setter(new), setter(old)))

    # -- whole-map replace (loading) ------------------------------------------------------
    def _replace_all(self, zones: Iterable[Zone], borders: Iterable[Border]) -> None:
        graph: nx.Graph = nx.Graph()
        for z in zones:
            graph.add_node(z.id, zone=z)
        for b in borders:
            graph.add_edge(b.a, b.b, border=b)
        self.graph = graph
        self._invalidate()
        self.events.emit("map_reset")
