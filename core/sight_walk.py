"""Sight by walking zone edges: the answers of :func:`core.sight.traced_line_of_sight`, faster.

Once per map geometry, each zone's outline is indexed as edges (counter-clockwise, split where
another zone's corner sits on them) with the zone across each edge. A sight line then starts in
its own zone, finds the edge it leaves through, steps into the zone across, and so on to the far
end: a handful of float operations per zone instead of polygon intersections.

A line exactly through a corner goes on into the one zone beyond it (the tracer drops the zones
it only touches there). Whenever the walk is in doubt — an end on or near an outline, a line
grazing a corner or running along an edge, a very short stretch in a zone, overlapping zones (a
zone inside a zone), an edge with no zone or several across it (the mapped area's edge) — it
hands the pair to the reference tracer (:func:`core.sight.traced_line_of_sight`), so every answer
is the tracer's answer. The rules (borders, doorways, corners) are the tracer's own functions,
read live from the map; only the geometry is indexed.

:func:`sight_table` decides many pairs in one batch with numpy (all pairs, or "which zones can
this combatant see"); each pair's full :class:`~core.sight.SightResult` (zones crossed,
crossings, notes) is built only when asked for.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any

import numpy as np
import shapely

from core import sight as reference
from core.i18n import translate
from core.sight import Crossing, SightResult, Verdict
from core.zonemap import Border, Point2, ZoneMap

if TYPE_CHECKING:
    from core.encounter import Encounter

SHORT = 1e-4
"""A stretch shorter than this in one zone (or an end this close to an outline) is left to the
reference tracer, which merges gaps up to 1e-4 and drops pieces under 1e-6."""
CORNER = 1e-8
"""An exit closer than this to an edge's end is a corner hit: stepped through when the line
passes exactly through the corner, else left to the reference tracer."""
NONE, MANY = -1, -2
"""Edge marks: no zone across (the mapped area's edge), several zones across (ambiguous)."""

Run = tuple[int, float, float]
"""A stretch of the sight line in one zone: (zone index, t in, t out), t along the line."""
Turn = tuple[int, float, float, float, float]
"""A zone at a corner: (zone index, unit direction along its next edge, unit direction back
along its previous edge)."""


@dataclass
class WalkIndex:
    """Zone outlines as edges, for one version of the map's geometry."""

    ids: list[str]
    pos: dict[str, int]
    edges: list[list[tuple[float, float, float, float, int]]]
    """Per zone: (x0, y0, x1, y1, zone across) for each edge, counter-clockwise."""
    odd: np.ndarray
    """Zones the walk leaves to the tracer (overlapping another zone, not a simple polygon)."""
    gapless: bool = False
    """The zones tile their convex hull exactly: no sight line between two zones leaves the
    mapped area, so a batch may stop at the first blocking border (the tracer's gap check, which
    comes before any border, can't fire)."""
    x0: np.ndarray = field(init=False)
    y0: np.ndarray = field(init=False)
    dx: np.ndarray = field(init=False)
    dy: np.ndarray = field(init=False)
    across: np.ndarray = field(init=False)
    anchors: np.ndarray | None = None
    _ends: np.ndarray = field(init=False)
    """Every edge's end as x + iy, sorted (to find the edges that end at a corner)."""
    _end_edges: np.ndarray = field(init=False)
    """(zone, edge) of each end in ``_ends``: per corner in the order of the zones."""
    _turns: dict[Point2, list[Turn]] = field(init=False, default_factory=dict)

    def turns(self, corner: Point2) -> list[Turn]:
        """(zone, unit direction along its next edge, unit direction back along its previous
        edge) for every zone with that corner (or a corner of its split edges); worked out
        when a line first passes through it."""
        found = self._turns.get(corner)
        if found is None:
            key = complex(*corner)
            lo = int(np.searchsorted(self._ends, key, side="left"))
            hi = int(np.searchsorted(self._ends, key, side="right"))
            rows = (_turn(self.edges[z], z, k) for z, k in self._end_edges[lo:hi].tolist())
            found = self._turns[corner] = [t for t in rows if t is not None]
        return found

    def __post_init__(self) -> None:
        counts = np.array([len(row) for row in self.edges], dtype=np.int64)
        pad = np.zeros((len(self.edges), max(counts, default=1), 5))
        pad[:, :, 4] = MANY
        flat = np.array([e for row in self.edges for e in row], dtype=float).reshape(-1, 5)
        zone = np.repeat(np.arange(len(counts)), counts)
        k = np.arange(len(flat)) - np.repeat(np.cumsum(counts) - counts, counts)
        pad[zone, k] = flat
        ends = flat[:, 2] + 1j * flat[:, 3]
        order = np.argsort(ends, kind="stable")
        self._ends, self._end_edges = ends[order], np.c_[zone, k][order]
        self.x0, self.y0 = pad[:, :, 0], pad[:, :, 1]
        self.dx, self.dy = pad[:, :, 2] - self.x0, pad[:, :, 3] - self.y0
        self.across = pad[:, :, 4].astype(np.int64)


def _turn(row: list[tuple[float, float, float, float, int]], z: int, k: int) -> Turn | None:
    """Zone ``z``'s turn at the end of its edge ``k`` (see :meth:`WalkIndex.turns`); None
    where an edge has no length."""
    x0, y0, x1, y1, _ = row[k]
    nx0, ny0, nx1, ny1, _ = row[(k + 1) % len(row)]
    la = ((nx1 - nx0) ** 2 + (ny1 - ny0) ** 2) ** 0.5
    lb = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
    if la <= 0 or lb <= 0:
        return None
    return (z, (nx1 - nx0) / la, (ny1 - ny0) / la, (x0 - x1) / lb, (y0 - y1) / lb)


def walk_index(zone_map: ZoneMap) -> WalkIndex:
    """The index for the map as it is now, built once per geometry version.

    It hangs on the map's own geometry index, which the map drops whenever a zone changes.
    """
    geometry = zone_map._geometry()
    index: WalkIndex | None = getattr(geometry, "walk_index", None)
    if index is None or index.ids != geometry.ids:
        index = _build_index(zone_map, list(geometry.ids))
        geometry.walk_index = index  # type: ignore[attr-defined]
    return index


def _overlapping(shapes: np.ndarray) -> np.ndarray:
    """Zones that overlap another (a zone inside a zone, say): the walk leaves them alone."""
    odd = np.zeros(len(shapes), dtype=bool)
    if len(shapes):
        tree = shapely.STRtree(shapes)
        pairs = [tree.query(shapes, predicate=pred) for pred in ("overlaps", "contains")]
        a = np.concatenate([pr[0] for pr in pairs])
        b = np.concatenate([pr[1] for pr in pairs])
        keep = a != b
        a, b = a[keep], b[keep]
        if len(a):
            hit = shapely.area(shapely.intersection(shapes[a], shapes[b])) > 1e-9
            odd[a[hit]] = True
            odd[b[hit]] = True
    return odd


def _rings(shapes: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every simple zone's outline, counter-clockwise, without its closing point or repeated
    points, flat: (points (n, 2), the zone of each point, odd). A zone that isn't a simple
    polygon (several parts, holes, empty) has no points and is odd."""
    simple = (
        (shapely.get_type_id(shapes) == 3)
        & ~shapely.is_empty(shapes)
        & (shapely.get_num_interior_rings(shapes) == 0)
    )
    good = np.flatnonzero(simple)
    rings = shapely.get_exterior_ring(shapely.orient_polygons(shapes[good], exterior_cw=False))
    pts, which = shapely.get_coordinates(rings, return_index=True)
    if not len(pts):
        return pts, which, ~simple
    last = np.r_[which[1:] != which[:-1], True]  # each ring's closing point
    pts, which = pts[~last], which[~last]
    first = np.r_[True, which[1:] != which[:-1]]
    starts = np.flatnonzero(first)
    prev = np.arange(len(pts)) - 1
    prev[starts] = np.r_[starts[1:], len(pts)] - 1  # a ring's first point follows its last
    keep = (pts != pts[prev]).any(axis=1)
    return pts[keep], good[which[keep]], ~simple


def _next_points(zone: np.ndarray) -> np.ndarray:
    """For flat ring points (grouped by zone), the number of each point's successor."""
    nxt = np.arange(1, len(zone) + 1)
    if len(zone):
        ends = np.r_[zone[1:] != zone[:-1], True]
        starts = np.flatnonzero(np.r_[True, zone[1:] != zone[:-1]])
        nxt[ends] = starts
    return nxt


def _split_points(a: np.ndarray, b: np.ndarray) -> dict[int, list[Point2]]:
    """Corners of any zone lying inside another zone's edge (T-junctions), per edge a→b."""
    if not len(a):
        return {}
    corners = _sorted_unique(a)
    lo, hi = np.minimum(a, b) - 1e-6, np.maximum(a, b) + 1e-6  # edges' boxes, grown well past
    boxes = shapely.STRtree(shapely.box(lo[:, 0], lo[:, 1], hi[:, 0], hi[:, 1]))
    points = shapely.points(corners)
    pi, li = boxes.query(points)  # every edge within 1e-9 of a corner is among these
    inner = ~((corners[pi] == a[li]).all(axis=1) | (corners[pi] == b[li]).all(axis=1))
    pi, li = pi[inner], li[inner]
    near = shapely.dwithin(points[pi], shapely.linestrings(np.stack([a[li], b[li]], axis=1)), 1e-9)
    out: dict[int, list[Point2]] = {}
    for i, j in zip(pi[near].tolist(), li[near].tolist(), strict=True):
        out.setdefault(j, []).append((float(corners[i, 0]), float(corners[i, 1])))
    return out


def _pieces(
    a: np.ndarray, b: np.ndarray, zone: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The edges a→b split at the corners lying inside them: (starts, ends, zone of each)."""
    splits = _split_points(a, b)
    if not splits:
        return a, b, zone
    counts = np.ones(len(a), dtype=np.int64)
    for j, inner in splits.items():
        counts[j] += len(inner)
    at = np.cumsum(counts) - counts
    pa, pb = np.repeat(a, counts, axis=0), np.repeat(b, counts, axis=0)
    for j, inner in splits.items():
        start = (float(a[j, 0]), float(a[j, 1]))
        inner.sort(key=lambda pt, s=start: (pt[0] - s[0]) ** 2 + (pt[1] - s[1]) ** 2)
        chain = np.array([start, *inner, (float(b[j, 0]), float(b[j, 1]))])
        pa[at[j] : at[j] + len(inner) + 1] = chain[:-1]
        pb[at[j] : at[j] + len(inner) + 1] = chain[1:]
    return pa, pb, np.repeat(zone, counts)


def _sorted_unique(rows: np.ndarray) -> np.ndarray:
    """The distinct rows of a float array, sorted (as Python sorts tuples)."""
    order = np.lexsort(rows.T[::-1])
    rows = rows[order]
    return rows[np.r_[True, (rows[1:] != rows[:-1]).any(axis=1)]]


def _groups(rows: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Equal rows grouped: (group of each row, rows in group order — each group's rows in
    their own order —, how many rows each group has)."""
    order = np.lexsort(rows.T[::-1])  # stable: equal rows keep their order
    ranked = rows[order]
    new = np.r_[True, (ranked[1:] != ranked[:-1]).any(axis=1)]
    group = np.empty(len(rows), dtype=np.int64)
    group[order] = np.cumsum(new) - 1
    return group, order, np.diff(np.r_[np.flatnonzero(new), len(rows)])


def _across_all(a: np.ndarray, b: np.ndarray, zone: np.ndarray) -> np.ndarray:
    """The zone across each edge a→b: the one other zone that has it, run the other way (two
    counter-clockwise outlines on either side of an edge run it in opposite directions);
    NONE if no zone does, MANY if that is not clear-cut (overlapping zones)."""
    if not len(a):
        return np.zeros(0, dtype=np.int64)
    forward = (a[:, 0] < b[:, 0]) | ((a[:, 0] == b[:, 0]) & (a[:, 1] <= b[:, 1]))
    group, order, count = _groups(np.where(forward[:, None], np.c_[a, b], np.c_[b, a]))
    first = np.cumsum(count) - count
    one, two = order[first], order[np.minimum(first + 1, len(order) - 1)]
    g_one, g_two = one[group], two[group]
    clear = (count[group] == 2) & (forward[g_one] != forward[g_two]) & (zone[g_one] != zone[g_two])
    other = np.where(zone[g_one] == zone, zone[g_two], zone[g_one])
    return np.where(count[group] == 1, NONE, np.where(clear, other, MANY))


def _build_index(zone_map: ZoneMap, ids: list[str]) -> WalkIndex:
    """The index, built with numpy over all the zones' edges at once."""
    shapes = np.array([zone_map.zone(z).shape for z in ids], dtype=object).reshape(-1)
    pts, zone, odd = _rings(shapes)
    a, b, zone = _pieces(pts, pts[_next_points(zone)], zone)
    across = _across_all(a, b, zone)
    rows = list(zip(*a.T.tolist(), *b.T.tolist(), across.tolist(), strict=True))
    bounds = np.searchsorted(zone, np.arange(len(ids) + 1)).tolist()
    edges = [rows[bounds[k] : bounds[k + 1]] for k in range(len(ids))]
    gapless = _tiles_hull(shapes, a, b, across, odd)
    if not gapless:
        odd |= _overlapping(shapes)
    return WalkIndex(ids, {z: k for k, z in enumerate(ids)}, edges, odd, gapless)


def _tiles_hull(
    shapes: np.ndarray, a: np.ndarray, b: np.ndarray, across: np.ndarray, odd: np.ndarray
) -> bool:
    """True when the zones cover their convex hull without gaps or overlaps: every edge a→b
    has one zone across, run the other way, except edges on the hull's outline (so the
    outlines wind once round every point of the hull), and the areas add up to the hull's."""
    if not len(shapes) or odd.any():
        return False
    outer = across < 0
    if (across[outer] == MANY).any():
        return False
    hull = shapely.convex_hull(shapely.linestrings(a))  # of all the corners
    total = float(sum(shapely.area(shapes).tolist()))
    if abs(total - hull.area) > 1e-9 * max(hull.area, 1.0):
        return False
    ends = shapely.points(np.concatenate([a[outer], b[outer]]))
    return bool((shapely.distance(hull.exterior, ends) < 1e-9).all())


# -- one line -------------------------------------------------------------------------------
def _exit(
    edges: list[tuple[float, float, float, float, int]],
    p: Point2,
    u: Point2,
    t_in: float,
) -> tuple[float, int, Point2 | None] | None:
    """Where the line p + t·u first leaves the zone after ``t_in``: (t, zone across, None), or
    (t, NONE, the corner) through a corner; None when in doubt (two edges at one point that is
    not a corner, too close to ``t_in``)."""
    px, py = p
    ux, uy = u
    best = second = float("inf")
    best_across = NONE
    corner: Point2 | None = None
    for x0, y0, x1, y1, across in edges:
        dx, dy = x1 - x0, y1 - y0
        den = ux * dy - uy * dx
        if den <= 0.0:  # entering or parallel: a counter-clockwise edge is left by den > 0
            continue
        wx, wy = x0 - px, y0 - py
        s = (wx * uy - wy * ux) / den
        if s < -CORNER or s > 1.0 + CORNER:
            continue
        t = (wx * dy - wy * dx) / den
        if t <= t_in - 1e-6:
            continue
        if t < best:
            best, second, best_across = t, best, across
            span = (dx * dx + dy * dy) ** 0.5
            corner = None
            if min(s, 1.0 - s) * span < CORNER:
                corner = (x0, y0) if s < 0.5 else (x1, y1)
        elif t < second:
            second = t
    if best == float("inf") or best - t_in < SHORT:
        return None
    if corner is not None:
        return best, NONE, corner
    return (best, best_across, None) if second - best >= CORNER else None


def _beyond(index: WalkIndex, corner: Point2, p: Point2, u: Point2) -> tuple[float, int] | None:
    """The line passes exactly through ``corner``: (t there, the zone it goes on into), or None
    unless that is clear-cut (the tracer drops the zones the line only touches at the corner)."""
    ux, uy = u
    wx, wy = corner[0] - p[0], corner[1] - p[1]
    if abs(ux * wy - uy * wx) > 1e-11:  # not exactly through it: leave it to the tracer
        return None
    into = []
    for zone, ax, ay, bx, by in index.turns(corner):
        ca, cb = ax * uy - ay * ux, ux * by - uy * bx
        if abs(ca) < 1e-3 or abs(cb) < 1e-3:  # along (or nearly along) an edge
            return None
        convex = ax * by - ay * bx >= -1e-12
        if (ca > 0 and cb > 0) if convex else (ca > 0 or cb > 0):
            into.append(zone)
    if len(into) != 1:
        return None
    return wx * ux + wy * uy, into[0]


def _inside(edges: list[tuple[float, float, float, float, int]], pt: Point2) -> bool:
    """``pt`` lies inside the outline, farther than SHORT from it (the tracer's first zone is
    then the start zone; a token just outside its zone is the tracer's to judge)."""
    px, py = pt
    inside = False
    for x0, y0, x1, y1, _ in edges:
        dx, dy = x1 - x0, y1 - y0
        span2 = dx * dx + dy * dy
        if span2 <= 0.0:  # an edge too short to square (1e-200 and less): the tracer's
            return False
        f = min(1.0, max(0.0, ((px - x0) * dx + (py - y0) * dy) / span2))
        if (px - x0 - f * dx) ** 2 + (py - y0 - f * dy) ** 2 <= SHORT * SHORT:
            return False
        if (y0 > py) != (y1 > py) and px < x0 + (py - y0) * dx / dy:
            inside = not inside
    return inside


def walk(index: WalkIndex, p: Point2, q: Point2, start: str, end: str) -> list[Run] | None:
    """The runs of the line p→q from zone ``start`` to zone ``end``, or None when in doubt."""
    z, z_end = index.pos.get(start), index.pos.get(end)
    length = ((q[0] - p[0]) ** 2 + (q[1] - p[1]) ** 2) ** 0.5
    if z is None or z_end is None or length < SHORT or index.odd[z]:
        return None
    if not _inside(index.edges[z], p):
        return None
    u = ((q[0] - p[0]) / length, (q[1] - p[1]) / length)
    runs: list[Run] = []
    t_in = 0.0
    for _ in range(4 * len(index.ids) + 4):
        hit = _exit(index.edges[z], p, u, t_in)
        if hit is None:
            return None
        t_out, nxt, corner = hit
        if t_out > length + SHORT:
            runs.append((z, t_in, length))
            return runs if z == z_end else None
        if corner is not None:
            beyond = _beyond(index, corner, p, u)
            if beyond is None:
                return None
            t_out, nxt = beyond
        if t_out > length - SHORT or nxt < 0 or index.odd[nxt] or t_out - t_in < SHORT:
            return None
        runs.append((z, t_in, t_out))
        z, t_in = nxt, t_out
    return None


def _point_at(p: Point2, q: Point2, t: float, length: float) -> Point2:
    f = t / length
    return (p[0] + (q[0] - p[0]) * f, p[1] + (q[1] - p[1]) * f)


def _crossing_verdict(
    zone_map: ZoneMap,
    za: str,
    zb: str,
    point: Point2,
    door_keys: set[tuple[str, ...]],
    open_doors_pass_sight: bool,
) -> tuple[Verdict, Crossing]:
    border = zone_map.border(za, zb) if zone_map.has_border(za, zb) else None
    if border is None:
        verdict = reference._corner_verdict(
            zone_map, za, zb, point, door_keys, open_doors_pass_sight
        )
    else:
        verdict = reference._border_verdict(
            zone_map, border, door_keys, open_doors_pass_sight, za, point
        )
    return verdict, Crossing(za, zb, point, border)


def _verdict(
    zone_map: ZoneMap,
    ids: Sequence[str],
    runs: Sequence[Run],
    p: Point2,
    q: Point2,
    door_keys: set[tuple[str, ...]],
    open_doors_pass_sight: bool,
) -> SightResult:
    """The tracer's rules applied to the walked runs (the same words, borders and notes)."""
    length = ((q[0] - p[0]) ** 2 + (q[1] - p[1]) ** 2) ** 0.5
    zones = tuple(ids[r[0]] for r in runs)
    crossings: list[Crossing] = []
    notes: list[str] = []
    for (za, _a0, a1), (zb, _b0, _b1) in itertools.pairwise(runs):
        point = _point_at(p, q, a1, length)
        (blocked, text, key), crossing = _crossing_verdict(
            zone_map, ids[za], ids[zb], point, door_keys, open_doors_pass_sight
        )
        crossings.append(crossing)
        if blocked:
            return SightResult(
                False, text, zones, tuple(crossings), blocking_border=key, start=p, end=q
            )
        if text:
            notes.append(text)
    return SightResult(
        True,
        _clear_reason(zone_map, zones),
        zones,
        tuple(crossings),
        notes=tuple(notes),
        start=p,
        end=q,
    )


def _clear_reason(zone_map: ZoneMap, zones: Sequence[str]) -> str:
    if len(zones) > 1:
        names = " → ".join(zone_map.name(z) for z in zones)
        return translate("core", "Clear line of sight ({names}).").format(names=names)
    return translate("core", "Clear line of sight within {zone}.").format(
        zone=zone_map.name(zones[0])
    )


def line_of_sight(
    zone_map: ZoneMap,
    p: Point2,
    q: Point2,
    *,
    doorways: Iterable[tuple[str, str]] = (),
    open_doors_pass_sight: bool = False,
    start_zone: str | None = None,
    end_zone: str | None = None,
) -> SightResult:
    """:func:`core.sight.traced_line_of_sight` by walking zone edges (same arguments, same
    answer); :func:`core.sight.line_of_sight` calls this."""
    doorways = list(doorways)
    runs = None
    if start_zone is not None and end_zone is not None:
        index = walk_index(zone_map)
        runs = walk(index, p, q, start_zone, end_zone)
    if runs is None:
        return reference.traced_line_of_sight(
            zone_map,
            p,
            q,
            doorways=doorways,
            open_doors_pass_sight=open_doors_pass_sight,
            start_zone=start_zone,
            end_zone=end_zone,
        )
    door_keys = {tuple(sorted(d)) for d in doorways}
    return _verdict(zone_map, index.ids, runs, p, q, door_keys, open_doors_pass_sight)


# -- many lines at once -----------------------------------------------------------------------
@dataclass(frozen=True)
class Walked:
    """The runs of many lines, flat: line ``seg[k]`` is in zone ``zone[k]`` until ``t_out[k]``
    (rows in order along each line); ``doubt`` marks lines left to the tracer;
    ``blocked_at`` is the number of the border a line stopped at (-1: walked to its end)."""

    seg: np.ndarray
    zone: np.ndarray
    t_out: np.ndarray
    doubt: np.ndarray
    blocked_at: np.ndarray


def _exits(
    index: WalkIndex, z: np.ndarray, p: np.ndarray, u: np.ndarray, t_in: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """:func:`_exit` for many lines: (t out, edge number, in doubt)."""
    dx, dy = index.dx[z], index.dy[z]
    ux, uy = u[:, :1], u[:, 1:]
    wx, wy = index.x0[z] - p[:, :1], index.y0[z] - p[:, 1:]
    with np.errstate(divide="ignore", invalid="ignore"):
        den = ux * dy - uy * dx
        s = (wx * uy - wy * ux) / den
        t = (wx * dy - wy * dx) / den
    ok = (den > 0.0) & (s >= -CORNER) & (s <= 1.0 + CORNER) & (t > t_in[:, None] - 1e-6)
    t = np.where(ok, t, np.inf)
    k = np.argmin(t, axis=1)
    rows = np.arange(len(z))
    best = t[rows, k]
    second = np.partition(t, 1, axis=1)[:, 1] if t.shape[1] > 1 else np.full(len(z), np.inf)
    sk = s[rows, k]
    span = np.hypot(dx[rows, k], dy[rows, k])
    corner = np.minimum(sk, 1.0 - sk) * span < CORNER
    doubt = np.isinf(best) | (best - t_in < SHORT) | corner | (second - best < CORNER)
    return best, k, doubt


def inside_many(index: WalkIndex, z: np.ndarray, pt: np.ndarray) -> np.ndarray:
    """:func:`_inside` for many points ``pt`` (n, 2), each in its zone ``z``."""
    if not len(z):
        return np.zeros(0, dtype=bool)
    x0, y0, dx, dy = index.x0[z], index.y0[z], index.dx[z], index.dy[z]
    real = (dx != 0) | (dy != 0)
    px, py = pt[:, :1], pt[:, 1:]
    with np.errstate(divide="ignore", invalid="ignore"):
        f = np.clip(((px - x0) * dx + (py - y0) * dy) / (dx * dx + dy * dy), 0.0, 1.0)
        near = ((px - x0 - f * dx) ** 2 + (py - y0 - f * dy) ** 2 <= SHORT * SHORT) & real
        y1 = y0 + dy
        cross = ((y0 > py) != (y1 > py)) & (px < x0 + (py - y0) * dx / dy) & real
    return ~near.any(axis=1) & (cross.sum(axis=1) % 2 == 1)


def _inside_runs(index: WalkIndex, z: np.ndarray, pt: np.ndarray) -> np.ndarray:
    """:func:`inside_many`, worked out once for each run of equal rows (a batch's lines from
    one looker share their start)."""
    if len(z) < 2:
        return inside_many(index, z, pt)
    new = np.r_[True, (z[1:] != z[:-1]) | (pt[1:] != pt[:-1]).any(axis=1)]
    heads = np.flatnonzero(new)
    if 2 * len(heads) > len(z):
        return inside_many(index, z, pt)
    return inside_many(index, z[heads], pt[heads])[np.cumsum(new) - 1]


PASS, BLOCK, DOOR, ASK = 1, 2, 3, 0
"""What a border does to sight in a batch: passes, blocks, an open door or hatch (passes when
open doors pass sight or either end stands in its doorway), or no border (the tracer's corner
rule, asked one line at a time)."""


@dataclass(frozen=True)
class BorderRules:
    """The map's borders as sorted keys (zone a · n + zone b, both ways) with their effect."""

    keys: np.ndarray
    code: np.ndarray
    number: np.ndarray
    borders: list[Border]

    @classmethod
    def of(cls, zone_map: ZoneMap, index: WalkIndex) -> BorderRules:
        borders = list(zone_map.borders())
        n = len(index.ids)
        a = np.array([index.pos[b.a] for b in borders], dtype=np.int64)
        b = np.array([index.pos[b.b] for b in borders], dtype=np.int64)
        code = np.array([_code(b) for b in borders], dtype=np.int8)
        keys = np.concatenate([a * n + b, b * n + a])
        order = np.argsort(keys)
        number = np.tile(np.arange(len(borders)), 2)
        return cls(keys[order], np.tile(code, 2)[order], number[order], borders)

    def updated(self, zone_map: ZoneMap, since: int) -> BorderRules | None:
        """This table brought up to date with the map's border changes since its version
        ``since``, where those only changed borders it has (a door opened, a wall given a
        window); None where it must be built again (a border added or removed, a zone
        changed, or changes too far back)."""
        changed = zone_map.borders_changed_since(since)
        number_of = self.number_of
        if changed is None or any(
            key not in number_of or not zone_map.has_border(*key) for key in changed
        ):
            return None
        borders, code = list(self.borders), self.code.copy()
        for key in changed:
            k = number_of[key]
            borders[k] = zone_map.border(*key)
            code[self.number == k] = _code(borders[k])
        new = BorderRules(self.keys, code, self.number, borders)
        new.__dict__["number_of"] = number_of  # the same borders by the same numbers
        return new

    @cached_property
    def number_of(self) -> dict[tuple[str, str], int]:
        """Each border's number, by its key."""
        return {b.key: k for k, b in enumerate(self.borders)}

    def lookup(self, key: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(code, border number) for each key; ASK and -1 where there is no border."""
        if not len(self.keys):
            return np.full(len(key), ASK, dtype=np.int8), np.full(len(key), -1)
        at = np.minimum(np.searchsorted(self.keys, key), len(self.keys) - 1)
        found = self.keys[at] == key
        return np.where(found, self.code[at], ASK), np.where(found, self.number[at], -1)


def _code(border: Border) -> int:
    """The tracer's ``_border_verdict`` as a code, in the same order (a wall with openings
    depends on where the line crosses it: asked one line at a time)."""
    if border.has_openings:
        return ASK
    if border.kind == "open" or (border.is_passage and border.broken):
        return PASS
    if border.kind in ("wall", "link") or border.state != "open":
        return BLOCK  # a link (stairs, ladder, rope) lets no sight through
    return DOOR


@dataclass(frozen=True)
class Rules:
    """What a batch needs to stop at the first blocking border: the border table, each line's
    doorway borders (numbers, -1 for none; shape (n, 2)) and the open-doors setting."""

    borders: BorderRules
    doors: np.ndarray
    open_doors_pass_sight: bool


def _blocked(rules: Rules, live: np.ndarray, z: np.ndarray, nxt: np.ndarray, n: int):
    """For crossings z → nxt of lines ``live``: (blocks, ask the tracer, border number)."""
    code, number = rules.borders.lookup(z * n + nxt)
    door = code == DOOR
    if not rules.open_doors_pass_sight:
        mine = (rules.doors[live] == number[:, None]).any(axis=1)
        blocks = (code == BLOCK) | (door & ~mine)
    else:
        blocks = code == BLOCK
    return blocks, code == ASK, number


def walk_many(
    index: WalkIndex,
    p: np.ndarray,
    q: np.ndarray,
    start: np.ndarray,
    end: np.ndarray,
    rules: Rules | None = None,
    end_inside: np.ndarray | None = None,
) -> Walked:
    """:func:`walk` for many lines (``p``, ``q``: (n, 2) arrays; ``start``, ``end``: zone
    indices, -1 for a zone not on the map). ``end_inside``: :func:`inside_many` of the ends,
    when the caller already knows it.

    With ``rules`` on a gapless map, a line stops at its first blocking border (``blocked_at``
    gives the border's number) and its rows end there; a crossing with no border is in doubt.
    """
    n = len(p)
    length = np.hypot(q[:, 0] - p[:, 0], q[:, 1] - p[:, 1])
    doubt = (start < 0) | (end < 0) | (length < SHORT)
    doubt |= index.odd[np.maximum(start, 0)]
    doubt |= ~_inside_runs(index, np.maximum(start, 0), p)
    if end_inside is None:
        end_inside = _inside_runs(index, np.maximum(end, 0), q)
    doubt |= ~end_inside  # a line stopped early never gets there
    blocked_at = np.full(n, -1)
    if rules is not None and not index.gapless:
        rules = None
    u = (q - p) / np.where(length > 0, length, 1.0)[:, None]
    live = np.flatnonzero(~doubt)
    z, t_in = start[live], np.zeros(len(live))
    out_seg, out_zone, out_t = [], [], []
    for _ in range(4 * len(index.ids) + 4):
        if not len(live):
            break
        best, k, bad = _exits(index, z, p[live], u[live], t_in)
        ll = length[live]
        done = ~bad & (best > ll + SHORT)
        nxt = index.across[z, k]
        bad |= ~done & ((best > ll - SHORT) | (nxt < 0))
        bad |= ~done & index.odd[np.maximum(nxt, 0)]
        bad |= done & (z != end[live])
        stop = np.zeros(len(live), dtype=bool)
        if rules is not None:
            go = ~bad & ~done
            blocks, ask, number = _blocked(rules, live, z, np.maximum(nxt, 0), len(index.ids))
            bad |= go & ask
            stop = go & blocks & ~ask
            blocked_at[live[stop]] = number[stop]
        doubt[live[bad]] = True
        good = ~bad
        out_seg.append(live[good])
        out_zone.append(z[good])
        out_t.append(np.where(done, ll, best)[good])
        step = good & ~done & ~stop
        live, z, t_in = live[step], nxt[step], best[step]
    doubt[live] = True
    seg = np.concatenate(out_seg) if out_seg else np.zeros(0, dtype=np.int64)
    zone = np.concatenate(out_zone) if out_zone else np.zeros(0, dtype=np.int64)
    t_out = np.concatenate(out_t) if out_t else np.zeros(0)
    keep = ~doubt[seg]
    order = np.argsort(seg[keep], kind="stable")  # rows were appended step by step
    blocked_at[doubt] = -1
    return Walked(seg[keep][order], zone[keep][order], t_out[keep][order], doubt, blocked_at)


# -- tables of answers ------------------------------------------------------------------------
@dataclass
class SightTable:
    """Sight for many lines, decided in one batch: ``clear`` per line (a numpy array);
    :meth:`reason`, :meth:`blocking_border` and :meth:`result` (the full
    :class:`SightResult`: zones crossed, crossings, notes) are worked out when asked, and are
    the answers :func:`line_of_sight` gives.

    Lines are kept as arrays: ends ``p``, ``q`` (n, 2); ``start``, ``end`` (zone numbers in
    ``index.ids``); ``doors`` (n, k) the numbers of the borders in ``borders.borders`` whose
    doorway either end stands in (-1 for none).
    """

    zone_map: ZoneMap
    index: WalkIndex
    borders: BorderRules
    p: np.ndarray
    q: np.ndarray
    start: np.ndarray
    end: np.ndarray
    doors: np.ndarray
    open_doors_pass_sight: bool
    clear: np.ndarray = field(init=False)
    blocked_at: np.ndarray = field(init=False)
    """The number of the border that settled a line in the batch (-1: not settled by one)."""
    blocked_from: np.ndarray = field(init=False)
    """The zone (number) such a line crosses that border from."""
    _results: dict[int, SightResult] = field(init=False, default_factory=dict)

    def __len__(self) -> int:
        return len(self.start)

    def doorways(self, i: int) -> list[tuple[str, str]]:
        return [self.borders.borders[k].key for k in self.doors[i].tolist() if k >= 0]

    def result(self, i: int) -> SightResult:
        """The full answer for line ``i``."""
        if i not in self._results:
            ids = self.index.ids
            self._results[i] = line_of_sight(
                self.zone_map,
                (float(self.p[i, 0]), float(self.p[i, 1])),
                (float(self.q[i, 0]), float(self.q[i, 1])),
                doorways=self.doorways(i),
                open_doors_pass_sight=self.open_doors_pass_sight,
                start_zone=ids[self.start[i]],
                end_zone=ids[self.end[i]],
            )
        return self._results[i]

    def reason(self, i: int) -> str:
        """Why line ``i`` is clear or blocked, in the tracer's words."""
        number = int(self.blocked_at[i])
        if number < 0:
            return self.result(i).reason
        door_keys = {tuple(sorted(d)) for d in self.doorways(i)}
        frm = self.index.ids[self.blocked_from[i]]
        return reference._border_verdict(  # the tracer's own words
            self.zone_map, self.borders.borders[number], door_keys, self.open_doors_pass_sight, frm
        )[1]

    def blocking_border(self, i: int) -> tuple[str, str] | None:
        """The border that blocks line ``i`` (to highlight), if one does."""
        number = int(self.blocked_at[i])
        return self.borders.borders[number].key if number >= 0 else self.result(i).blocking_border


def sight_table(
    zone_map: ZoneMap,
    p: Sequence[Point2],
    q: Sequence[Point2],
    start: Sequence[str],
    end: Sequence[str],
    doorways: Sequence[Sequence[tuple[str, str]]],
    *,
    open_doors_pass_sight: bool = False,
) -> SightTable:
    """Decide sight for the lines p[i]→q[i] (zones ``start[i]``, ``end[i]``; ``doorways[i]``
    the borders either end stands in) in one batch.

    Raises :class:`~core.zonemap.MapError` for a zone not on the map.
    """
    if zone_map.theatre:  # theatre of the mind: sight follows the borders alone
        from core import theatre

        return theatre.sight_table(  # type: ignore[return-value]
            zone_map, p, q, start, end, doorways, open_doors_pass_sight=open_doors_pass_sight
        )
    index = walk_index(zone_map)
    borders = _border_rules(zone_map, index)
    numbers = borders.number_of
    return _table(
        zone_map,
        index,
        borders,
        np.asarray(p, dtype=float).reshape(-1, 2),
        np.asarray(q, dtype=float).reshape(-1, 2),
        _zone_numbers(zone_map, index, start),
        _zone_numbers(zone_map, index, end),
        _door_numbers([list(d) for d in doorways], numbers),
        open_doors_pass_sight,
    )


def sight_table_numbered(
    zone_map: ZoneMap,
    index: WalkIndex,
    p: np.ndarray,
    q: np.ndarray,
    start: np.ndarray,
    end: np.ndarray,
    doors: np.ndarray,
    *,
    open_doors_pass_sight: bool = False,
    end_inside: np.ndarray | None = None,
) -> SightTable:
    """:func:`sight_table` for lines already given as arrays: ``start``/``end`` are zone numbers
    in ``index`` (:func:`walk_index` of a drawn map), ``doors`` (n, 2 or more) the numbers
    :func:`border_numbers` gives the borders whose doorway either end stands in (-1: none);
    ``end_inside`` what :func:`inside_many` says of the ends in their zones, if known."""
    borders = _border_rules(zone_map, index)
    lines = (p, q, start, end, doors, open_doors_pass_sight)
    return _table(zone_map, index, borders, *lines, end_inside=end_inside)


def border_numbers(zone_map: ZoneMap) -> dict[tuple[str, str], int]:
    """Each border's number in the batches' border table (by its key), for this map version."""
    return _border_rules(zone_map, walk_index(zone_map)).number_of


def _border_rules(zone_map: ZoneMap, index: WalkIndex) -> BorderRules:
    """The border table for the map's version (a door opening changes the version): batches
    asked many times between changes don't rebuild it, and a door opening updates its row."""
    cached = getattr(zone_map, "_walk_border_rules", None)
    borders = None
    if cached is not None and cached[1] is index:
        if cached[0] == zone_map.version:
            return cached[2]
        borders = cached[2].updated(zone_map, cached[0])
    if borders is None:
        borders = BorderRules.of(zone_map, index)
    zone_map._walk_border_rules = (zone_map.version, index, borders)  # type: ignore[attr-defined]
    return borders


def _table(
    zone_map: ZoneMap,
    index: WalkIndex,
    borders: BorderRules,
    *lines: Any,
    end_inside: np.ndarray | None = None,
) -> SightTable:
    table = SightTable(zone_map, index, borders, *lines)
    rules = Rules(borders, table.doors, table.open_doors_pass_sight)
    walked = walk_many(index, table.p, table.q, table.start, table.end, rules, end_inside)
    n = len(table)
    last = np.searchsorted(walked.seg, np.arange(n), side="right") - 1
    table.blocked_from = walked.zone[last] if len(walked.zone) else np.zeros(n, dtype=np.int64)
    table.blocked_at = walked.blocked_at
    table.clear = ~walked.doubt & (walked.blocked_at < 0)
    asked = walked.doubt if index.gapless else walked.doubt | table.clear
    for i in np.flatnonzero(asked).tolist():  # lines in doubt: the full answer now
        table.clear[i] = table.result(i).clear
    return table


def _zone_numbers(zone_map: ZoneMap, index: WalkIndex, zones: Sequence[str]) -> np.ndarray:
    out = np.array([index.pos.get(z, -1) for z in zones], dtype=np.int64)
    for k in np.flatnonzero(out < 0)[:1].tolist():
        zone_map.zone(zones[k])  # raises MapError
    return out


def _door_numbers(
    doorways: list[list[tuple[str, str]]], numbers: dict[tuple[str, str], int]
) -> np.ndarray:
    """Each line's doorway borders as border numbers, -1 padded: shape (lines, 2 or more)."""
    width = max(2, *(len(d) for d in doorways)) if doorways else 2
    out = np.full((len(doorways), width), -1, dtype=np.int64)
    for i, ds in enumerate(doorways):
        for j, (a, b) in enumerate(ds):
            out[i, j] = numbers.get((a, b) if a <= b else (b, a), -1)
    return out


def _people(encounter: Encounter, borders: BorderRules, index: WalkIndex):
    """Each combatant's position, zone number and doorway border number, as arrays."""
    people = encounter.combatants()
    numbers = {b.key: k for k, b in enumerate(borders.borders)}
    pos = np.array([c.position for c in people], dtype=float).reshape(-1, 2)
    zone = _zone_numbers(encounter.map, index, [c.zone for c in people])
    door = np.array(
        [numbers.get(tuple(sorted(c.doorway)), -1) if c.doorway else -1 for c in people]
    )
    return people, pos, zone, door.astype(np.int64)


def all_pairs(encounter: Encounter) -> tuple[list[tuple[str, str]], SightTable]:
    """Sight for every pair of combatants (each pair once, in the encounter's order), as
    ``encounter.line_of_sight(a, b)`` would answer it."""
    index = walk_index(encounter.map)
    borders = BorderRules.of(encounter.map, index)
    people, pos, zone, door = _people(encounter, borders, index)
    i, j = np.triu_indices(len(people), 1)
    table = _table(
        encounter.map,
        index,
        borders,
        pos[i],
        pos[j],
        zone[i],
        zone[j],
        np.stack([door[i], door[j]], axis=1),
        bool(encounter.settings["open_doors_pass_sight"]),
    )
    names = [c.name for c in people]
    return [(names[a], names[b]) for a, b in zip(i.tolist(), j.tolist(), strict=True)], table


def zone_anchors(zone_map: ZoneMap) -> np.ndarray:
    """Each zone's anchor (label spot), in the walk index's order, computed once per version."""
    index = walk_index(zone_map)
    if index.anchors is None:
        index.anchors = np.array([zone_map.zone(z).anchor() for z in index.ids]).reshape(-1, 2)
    return index.anchors


def visible_zones(encounter: Encounter, name: str) -> set[str]:
    """The zones ``name`` can see: those whose anchor (label spot) the sight line from where
    ``name`` stands reaches, by the same rules as ``line_of_sight`` (their doorway counts)."""
    if encounter.map.theatre:  # theatre of the mind: sight follows the borders alone
        from core import theatre

        return theatre.visible_zones(encounter, name)
    me = encounter.combatant(name)
    index = walk_index(encounter.map)
    borders = BorderRules.of(encounter.map, index)
    anchors = zone_anchors(encounter.map)
    n = len(index.ids)
    numbers = {b.key: k for k, b in enumerate(borders.borders)}
    door = numbers.get(tuple(sorted(me.doorway)), -1) if me.doorway else -1
    table = _table(
        encounter.map,
        index,
        borders,
        np.tile(np.asarray(me.position, dtype=float), (n, 1)),
        anchors,
        np.full(n, index.pos[me.zone], dtype=np.int64),
        np.arange(n, dtype=np.int64),
        np.full((n, 2), [door, -1], dtype=np.int64),
        bool(encounter.settings["open_doors_pass_sight"]),
    )
    return {index.ids[k] for k in np.flatnonzero(table.clear).tolist()}
