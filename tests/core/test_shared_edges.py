"""core.shared_edges finds, with numpy, the shared edges shapely's intersection of two outlines
gives (the same line, point for point and in the same direction), and leaves every pair that is
not the plain one-edge case to shapely; ZoneMap.shared_edge answers as asking each pair alone.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
import shapely
from test_sight_walk import odd_map, rooms_map, voronoi_map

from core.encounter import Encounter
from core.shared_edges import single_edges
from core.zonemap import ZoneMap, _edge_of, _nested, _nested_edge

SAMPLES = Path(__file__).resolve().parents[2] / "resources" / "samples"
STRESS = Path(__file__).resolve().parents[2] / "benchmarks" / "out" / "stress.zkenc"


def coords(line) -> list:
    return shapely.get_coordinates(line).tolist()


def assert_as_shapely(m: ZoneMap) -> int:
    """single_edges against shapely.intersection for every border; how many it found."""
    keys = [b.key for b in m.borders()]
    a = [m.zone(x).outline for x, _ in keys]
    b = [m.zone(y).outline for _, y in keys]
    found = single_edges(a, b)
    for got, ref in zip(found, shapely.intersection(a, b), strict=True):
        if got is not None:
            assert got.geom_type == ref.geom_type == "LineString"
            assert coords(got) == coords(ref)
    return sum(f is not None for f in found)


def alone(m: ZoneMap, a: str, b: str):
    """A border's shared edge worked out for that pair alone (shared_edge's own rule)."""
    za, zb = m.zone(a), m.zone(b)
    pair = _nested(za, zb)
    return (
        _nested_edge(*pair) if pair is not None else _edge_of(za.outline.intersection(zb.outline))
    )


def assert_batch_is_each_alone(m: ZoneMap) -> None:
    for border in m.borders():
        got, ref = m.shared_edge(border.a, border.b), alone(m, border.a, border.b)
        assert (got is None) == (ref is None)
        if ref is not None:
            assert coords(got) == coords(ref)


@pytest.mark.parametrize("make", [voronoi_map, rooms_map, odd_map])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_maps(make, seed: int) -> None:
    enc = make(seed)
    found = assert_as_shapely(enc.map)
    assert found > 0
    assert_batch_is_each_alone(enc.map)


@pytest.mark.parametrize("path", sorted(SAMPLES.glob("*.zkenc")), ids=lambda p: p.stem)
def test_samples(path: Path) -> None:
    enc = Encounter.load(path)
    assert_as_shapely(enc.map)
    assert_batch_is_each_alone(enc.map)


def test_the_stress_map() -> None:
    if not STRESS.exists():
        pytest.skip("benchmarks/make_stress.py makes it")
    m = Encounter.load(STRESS).map
    assert assert_as_shapely(m) == m.graph.number_of_edges()  # every border the plain case
    assert_batch_is_each_alone(m)


def square(x: float, y: float, size: float = 10.0, turn: bool = False) -> list:
    pts = [(x, y), (x + size, y), (x + size, y + size), (x, y + size)]
    return pts[::-1] if turn else pts


@pytest.mark.parametrize("turn_a", [False, True])
@pytest.mark.parametrize("turn_b", [False, True])
def test_outlines_run_either_way(turn_a: bool, turn_b: bool) -> None:
    m = ZoneMap()
    m.add_zone("a", name="A", polygon=square(0, 0, turn=turn_a))
    m.add_zone("b", name="B", polygon=square(10, 0, turn=turn_b))
    m.add_border("a", "b")
    assert_as_shapely(m)
    assert_batch_is_each_alone(m)


def test_pairs_that_are_not_the_plain_case_are_left_to_shapely() -> None:
    m = ZoneMap()
    m.add_zone("a", name="A", polygon=square(0, 0))
    m.add_zone("b", name="B", polygon=square(10, 0))  # one plain shared edge
    m.add_zone("c", name="C", polygon=[(20, 0), (30, 0), (30, 10), (20, 10), (20, 5)])  # T
    m.add_zone("d", name="D", polygon=[(0, 10), (20, 10), (20, 20), (0, 20)])  # two edges
    m.add_zone("e", name="E", polygon=[(-10, 0), (0, 0), (0, 10), (-5, 10), (-10, 10)])
    m.add_zone("f", name="F", polygon=[(2, 2), (5, 2), (5, 5), (2, 5)])  # inside A
    m.add_zone("g", name="G", polygon=[(-10, -10), (10, -10), (10, 0), (0, 0), (-10, 0)])
    for a, b in [("a", "b"), ("b", "c"), ("a", "d"), ("b", "d"), ("a", "e"), ("a", "f")]:
        m.add_border(a, b)
    m.add_border("a", "g")
    m.add_border("e", "g")
    keys = [b.key for b in m.borders()]
    found = single_edges([m.zone(x).outline for x, _ in keys], [m.zone(y).outline for _, y in keys])
    plain = {k for k, f in zip(keys, found, strict=True) if f is not None}
    assert ("a", "b") in plain
    assert ("a", "d") not in plain and ("b", "d") not in plain  # d runs along two zones' tops
    assert ("a", "f") not in plain  # nested
    assert ("a", "g") in plain and ("e", "g") in plain  # g runs under both: one edge each
    assert_as_shapely(m)
    assert_batch_is_each_alone(m)


def test_a_zone_touching_at_a_second_point_is_left_to_shapely() -> None:
    """Two zones sharing an edge and touching again at a corner: shapely gives a collection."""
    m = ZoneMap()
    m.add_zone("a", name="A", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
    m.add_zone("b", name="B", polygon=[(10, 0), (20, 0), (20, 20), (0, 20), (5, 10), (10, 10)])
    m.add_border("a", "b")
    keys = [b.key for b in m.borders()]
    found = single_edges([m.zone(x).outline for x, _ in keys], [m.zone(y).outline for _, y in keys])
    assert found == [None]
    assert_batch_is_each_alone(m)


def test_a_reshaped_zone_and_its_undo_give_its_new_and_old_edges() -> None:
    enc = Encounter("yze")
    enc.map.add_zone("a", name="A", polygon=square(0, 0))
    enc.map.add_zone("b", name="B", polygon=square(10, 0))
    enc.map.add_border("a", "b")
    before = coords(enc.map.shared_edge("a", "b"))
    enc.map.update_zone("b", polygon=[(10, 0), (20, 0), (20, 10), (10, 10), (10, 5)])
    after = enc.map.shared_edge("a", "b")
    assert coords(after) != before
    assert coords(after) == coords(alone(enc.map, "a", "b"))
    enc.undo()
    assert coords(enc.map.shared_edge("a", "b")) == before
    assert np.allclose(before, [[10, 0], [10, 10]]) or np.allclose(before, [[10, 10], [10, 0]])
