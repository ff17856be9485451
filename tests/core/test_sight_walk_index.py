"""The walk index (core.sight_walk), built with numpy over all edges at once, is the index a
plain loop over each zone's outline builds: the same edges in the same order (split at the
corners lying inside them), the same zone across each, the same odd zones and hull check."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
import shapely
from shapely.geometry import Polygon
from shapely.geometry.polygon import orient
from test_sight_walk import odd_map, rooms_map, voronoi_map

from core import sight_walk
from core.encounter import Encounter
from core.sight_walk import MANY, NONE
from core.zonemap import ZoneMap

Edge = tuple[float, float, float, float, int]


def _ring(shape) -> list[tuple[float, float]]:
    if not isinstance(shape, Polygon) or shape.is_empty or shape.interiors:
        return []
    coords = [(float(x), float(y)) for x, y in orient(shape, 1.0).exterior.coords[:-1]]
    return [pt for k, pt in enumerate(coords) if pt != coords[k - 1]]


def _splits(rings: list[list[tuple[float, float]]]) -> dict[tuple[int, int], list]:
    segs = [(r[k], r[(k + 1) % len(r)]) for r in rings for k in range(len(r))]
    owner = [(z, k) for z, r in enumerate(rings) for k in range(len(r))]
    out: dict[tuple[int, int], list] = {}
    for pt in sorted({pt for r in rings for pt in r}):
        for j, seg in enumerate(segs):
            if pt not in seg and shapely.LineString(seg).distance(shapely.Point(pt)) <= 1e-9:
                out.setdefault(owner[j], []).append(pt)
    return out


def reference_edges(m: ZoneMap) -> list[list[Edge]]:
    """Each zone's edges as a loop over its outline builds them (the index before numpy)."""
    rings = [_ring(m.zone(z).shape) for z in m.zone_ids()]
    splits = _splits(rings)
    pieces = []
    for z, ring in enumerate(rings):
        mine = []
        for k in range(len(ring)):
            a, b = ring[k], ring[(k + 1) % len(ring)]
            inner = sorted(
                splits.get((z, k), []), key=lambda p, a=a: (p[0] - a[0]) ** 2 + (p[1] - a[1]) ** 2
            )
            mine.extend(itertools.pairwise([a, *inner, b]))
        pieces.append(mine)
    owners: dict = {}
    for z, mine in enumerate(pieces):
        for a, b in mine:
            owners.setdefault((a, b) if a <= b else (b, a), []).append((z, a <= b))
    return [[(*a, *b, _across(owners[min(a, b), max(a, b)], z)) for a, b in mine]
            for z, mine in enumerate(pieces)]  # fmt: skip


def _across(owners: list[tuple[int, bool]], zone: int) -> int:
    if len(owners) == 1:
        return NONE
    (za, fa), (zb, fb) = owners[0], owners[-1]
    if len(owners) != 2 or fa == fb or za == zb:
        return MANY
    return zb if za == zone else za


def odd_shapes_map() -> Encounter:
    """A clockwise zone, a zone with a repeated corner, a bow tie (kept as its larger part),
    zones overlapping, a corner sitting inside a neighbour's wall."""
    enc = Encounter(ruleset="yze")
    m = enc.map
    m.add_zone("cw", name="Cw", polygon=[(0, 0), (0, 10), (10, 10), (10, 0)])
    m.add_zone("rep", name="Rep", polygon=[(10, 0), (20, 0), (20, 0), (20, 5), (10, 5)])
    m.add_zone("low", name="Low", polygon=[(10, 5), (20, 5), (20, 10), (10, 10)])
    m.add_zone("tie", name="Tie", polygon=[(20, 0), (30, 10), (30, 0), (20, 12)])
    m.add_zone("over", name="Over", polygon=[(25, 2), (35, 2), (35, 8), (25, 8)])
    return enc


MAPS = {
    "voronoi": lambda: voronoi_map(3).map,
    "rooms (T-junctions)": lambda: rooms_map(5).map,
    "gaps, L-shape, nested": lambda: odd_map(7).map,
    "odd shapes": lambda: odd_shapes_map().map,
    "empty": ZoneMap,
}


@pytest.mark.parametrize("name", MAPS)
def test_the_index_is_the_plain_loops_index(name: str) -> None:
    m = MAPS[name]()
    index = sight_walk.walk_index(m)
    assert index.edges == reference_edges(m)
    for row, x0, y0, across in zip(index.edges, index.x0, index.y0, index.across, strict=True):
        assert [e[0] for e in row] == x0[: len(row)].tolist()
        assert [e[1] for e in row] == y0[: len(row)].tolist()
        assert [e[4] for e in row] == across[: len(row)].tolist()
        assert (across[len(row) :] == MANY).all()  # padding: never a zone across


def test_odd_zones_and_the_hull_check() -> None:
    rooms = sight_walk.walk_index(rooms_map(5).map)
    assert rooms.gapless and not rooms.odd.any()
    assert sum(len(row) for row in rooms.edges) > 4 * len(rooms.ids)  # walls were split
    m = odd_shapes_map().map
    index = sight_walk.walk_index(m)
    assert not index.gapless
    odd = {z for z, flag in zip(index.ids, index.odd.tolist(), strict=True) if flag}
    assert odd == {"tie", "over"}  # they overlap; the others are walked
    rep = index.edges[index.pos["rep"]]  # its repeated corner dropped: four edges
    assert [e[4] for e in rep] == [NONE, *(index.pos[z] for z in ("tie", "low", "cw"))]
    assert np.array_equal(index.across[index.pos["rep"]][:4], [e[4] for e in rep])


def reference_turns(edges: list[list[Edge]]) -> dict[tuple[float, float], list]:
    """Per corner, each zone's turn there, as a loop over every edge builds them."""
    out: dict[tuple[float, float], list] = {}
    for z, row in enumerate(edges):
        for k, (x0, y0, x1, y1, _) in enumerate(row):
            nx0, ny0, nx1, ny1, _ = row[(k + 1) % len(row)]
            la = ((nx1 - nx0) ** 2 + (ny1 - ny0) ** 2) ** 0.5
            lb = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
            if la > 0 and lb > 0:
                turn = (z, (nx1 - nx0) / la, (ny1 - ny0) / la, (x0 - x1) / lb, (y0 - y1) / lb)
                out.setdefault((x1, y1), []).append(turn)
    return out


@pytest.mark.parametrize("name", ["rooms (T-junctions)", "odd shapes"])
def test_turns_at_a_corner_are_worked_out_when_asked(name: str) -> None:
    index = sight_walk.walk_index(MAPS[name]())
    expected = reference_turns(index.edges)
    assert not index._turns  # nothing worked out before a line passes through a corner
    for corner, turns in expected.items():
        assert index.turns(corner) == turns
    assert index.turns((-1e6, 1e6)) == []  # no corner there
    assert len(index._turns) == len(expected) + 1
