"""Geometry computed once per map version (issue 11, "Open"): shared edges, ``Zone.contains``,
anchors. Each cached answer must be the answer the direct computation gives, and must follow
the map when a zone changes and when that change is undone."""

from __future__ import annotations

import pytest
import shapely
from shapely.geometry import Point

from core.encounter import Encounter
from core.zonemap import Zone, ZoneMap

CONCAVE = ((0.0, 0.0), (6.0, 0.0), (6.0, 6.0), (3.0, 2.0), (0.0, 6.0))


def _grid(n: int = 3) -> ZoneMap:
    """n x n unit-4 squares, every edge-sharing pair joined (some rows offset by half a cell)."""
    m = ZoneMap()
    for j in range(n):
        shift = 2.0 if j % 2 else 0.0
        for i in range(n):
            x, y = i * 4 + shift, j * 4
            m.add_zone(f"z{i}{j}", polygon=[(x, y), (x + 4, y), (x + 4, y + 4), (x, y + 4)])
    for zone_id in m.zone_ids():
        m.auto_borders(zone_id)
    return m


def _direct_edge(m: ZoneMap, a: str, b: str):
    shared = m.zone(a).shape.boundary.intersection(m.zone(b).shape.boundary)
    if shared.is_empty or shared.length <= 0:
        return None
    merged = shapely.line_merge(shared) if shared.geom_type == "MultiLineString" else shared
    if merged.geom_type == "MultiLineString":
        merged = max(merged.geoms, key=lambda g: g.length)
    return merged if merged.geom_type == "LineString" else None


def test_every_shared_edge_is_the_direct_intersection_in_both_orders() -> None:
    m = _grid()
    borders = list(m.borders())
    assert len(borders) > 10  # the offset rows give half-edges as well as whole ones
    for b in borders:
        for a, c in ((b.a, b.b), (b.b, b.a)):
            edge, direct = m.shared_edge(a, c), _direct_edge(m, a, c)
            assert edge is not None and edge.equals_exact(direct, 0)
    assert m.shared_edge("z00", "z22") is None  # far apart, no border: still answered


def test_a_shared_edge_is_computed_once_while_the_map_stands() -> None:
    m = _grid(2)
    first = m.shared_edge("z00", "z10")
    m.update_border("z00", "z10", kind="wall")  # a border change moves no outline
    assert m.shared_edge("z00", "z10") is first


def test_a_reshaped_zone_gets_its_new_shared_edge_and_undo_brings_the_old_one_back() -> None:
    enc = Encounter(ruleset="yze")
    m = enc.map
    m.add_zone("a", polygon=[(0, 0), (4, 0), (4, 4), (0, 4)])
    m.add_zone("b", polygon=[(4, 0), (8, 0), (8, 4), (4, 4)])
    m.add_border("a", "b")
    assert m.shared_edge("a", "b").length == pytest.approx(4)
    m.update_zone("a", polygon=[(0, 0), (4, 0), (4, 2), (0, 2)])
    assert m.shared_edge("a", "b").length == pytest.approx(2)
    enc.undo()
    assert m.shared_edge("a", "b").length == pytest.approx(4)


@pytest.mark.parametrize("tolerance", [1e-6, 1e-3, 0.5])
def test_contains_is_the_grown_shape_covering_the_point(tolerance: float) -> None:
    zone = Zone("c", "C", CONCAVE)
    points = [(3.0, 1.0), (3.0, 3.0), (3.0, 2.0), (6.0, 6.0), (-1.0, 3.0)]
    for x, y in CONCAVE:  # corners, and just beyond them by fractions and multiples of tolerance
        for d in (0.0, 0.5, 0.999, 1.0, 1.001, 1.5, 2.0, 3.0):
            points += [(x + d * tolerance, y), (x, y - d * tolerance), (x - d * tolerance, y)]
    grown = zone.shape.buffer(tolerance)
    for p in points:
        assert zone.contains(p, tolerance) == grown.covers(Point(p)), p


def test_a_point_just_outside_a_zone_is_inside_within_tolerance_only() -> None:
    zone = Zone("s", "S", ((0.0, 0.0), (4.0, 0.0), (4.0, 4.0), (0.0, 4.0)))
    assert zone.contains((4.0005, 2.0), tolerance=1e-3)
    assert not zone.contains((4.0005, 2.0))
    assert not zone.contains((4.5, 2.0), tolerance=1e-3)


def test_the_anchor_is_the_centroid_when_inside_else_a_point_inside() -> None:
    square = Zone("s", "S", ((0.0, 0.0), (4.0, 0.0), (4.0, 4.0), (0.0, 4.0)))
    assert square.anchor() == (2.0, 2.0)
    u_shape = Zone("u", "U", ((0, 0), (6, 0), (6, 6), (5, 6), (5, 1), (1, 1), (1, 6), (0, 6)))
    ax, ay = u_shape.anchor()
    assert u_shape.shape.contains(Point(ax, ay))
    assert (ax, ay) != (u_shape.shape.centroid.x, u_shape.shape.centroid.y)


def test_a_changed_zone_value_does_not_reuse_the_old_ones_cached_geometry() -> None:
    m = ZoneMap()
    m.add_zone("a", polygon=[(0, 0), (4, 0), (4, 4), (0, 4)])
    old = m.zone("a")
    assert old.contains((3, 3)) and old.anchor() == (2.0, 2.0)
    m.update_zone("a", polygon=[(0, 0), (2, 0), (2, 2), (0, 2)])
    new = m.zone("a")
    assert not new.contains((3, 3)) and new.anchor() == (1.0, 1.0)
    assert old.contains((3, 3))  # a zone value never changes
