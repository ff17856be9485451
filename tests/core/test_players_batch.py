"""What PCs see, asked in one numpy batch per round (core.players._seen_among_walked), is what the
line-by-line batch in names (_seen_among_named, the way it was asked before) says; the map-wide
caches behind it (sample points, sight-passing neighbours, anchors) follow every change.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from test_sight_walk import odd_map, rooms_map, voronoi_map

from core import players as P
from core import sight_walk
from core.encounter import Encounter
from core.zonemap import fill_anchors

SAMPLES = Path(__file__).resolve().parents[2] / "resources" / "samples"
STRESS = Path(__file__).resolve().parents[2] / "benchmarks" / "out" / "stress.zkenc"


def named(enc: Encounter, names: list[str], monkeypatch: pytest.MonkeyPatch):
    """zones_seen through the batch in names (the reference)."""
    with monkeypatch.context() as m:
        m.setattr(P, "_seen_among_walked", P._seen_among_named)
        return P.zones_seen(enc, names)


def assert_same_sight(enc: Encounter, monkeypatch: pytest.MonkeyPatch) -> None:
    names = [c.name for c in enc.combatants()]
    got = P.zones_seen(enc, names)
    assert got == named(enc, names, monkeypatch)
    for name in names[:3]:
        assert P.zones_seen_by(enc, name) == got[name]


@pytest.mark.parametrize("make", [voronoi_map, rooms_map, odd_map])
@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("open_doors", [False, True])
def test_random_maps_see_the_same(make, seed: int, open_doors: bool, monkeypatch) -> None:
    enc = make(seed)
    enc.settings["open_doors_pass_sight"] = open_doors
    assert_same_sight(enc, monkeypatch)


@pytest.mark.parametrize("path", sorted(SAMPLES.glob("*.zkenc")), ids=lambda p: p.stem)
def test_samples_see_the_same(path: Path, monkeypatch) -> None:
    assert_same_sight(Encounter.load(path), monkeypatch)


def test_the_stress_map_sees_the_same(monkeypatch) -> None:
    if not STRESS.exists():
        pytest.skip("benchmarks/make_stress.py makes it")
    enc = Encounter.load(STRESS)
    pcs = [c.name for c in enc.combatants() if c.side == "pc"]
    assert P.zones_seen(enc, pcs) == named(enc, pcs, monkeypatch)


def test_the_sample_points_are_the_zones_own(monkeypatch) -> None:
    enc = rooms_map(3)
    index = sight_walk.walk_index(enc.map)
    table = P._all_samples(enc, index)
    for k, z in enumerate(index.ids):
        flat = table.points[table.first[k] : table.first[k + 1]].tolist()
        assert [tuple(pt) for pt in flat] == P._sample_points(enc, z)
        ax, ay = enc.map.zone(z).anchor()  # the anchor, then each corner inset towards it
        inset = [(x + (ax - x) * P.SAMPLE_INSET, y + (ay - y) * P.SAMPLE_INSET)
                 for x, y in enc.map.zone(z).polygon]  # fmt: skip
        assert P._sample_points(enc, z) == [(ax, ay), *inset]
        zone = np.full(len(flat), k)
        inside = sight_walk.inside_many(index, zone, np.array(flat))
        assert table.inside[table.first[k] : table.first[k + 1]].tolist() == inside.tolist()


@pytest.mark.parametrize("make", [voronoi_map, rooms_map, odd_map])
def test_anchors_worked_out_together_are_each_zones_own(make) -> None:
    enc = make(4)
    zones = list(enc.map.zones())
    for z in zones:
        z.__dict__.pop("_anchor", None)
    fill_anchors(zones)
    together = [z.anchor() for z in zones]
    for z in zones:
        del z.__dict__["_anchor"]
    assert together == [z.anchor() for z in zones]
    assert together == [_one_by_one(z.shape) for z in zones]


def _one_by_one(shape) -> tuple[float, float]:
    """A zone's anchor as worked out one shape at a time: the centroid if inside, else a point
    on the surface."""
    c = shape.centroid
    p = c if shape.contains(c) else shape.representative_point()
    return (float(p.x), float(p.y))


def _hall() -> Encounter:
    enc = Encounter("yze")
    for i, z in enumerate("abc"):
        x = 10.0 * i
        enc.map.add_zone(z, name=z.upper(), polygon=[(x, 0), (x + 10, 0), (x + 10, 10), (x, 10)])
    enc.map.add_border("a", "b", kind="door", state="closed")
    enc.map.add_border("b", "c", kind="open")
    enc.add_combatant("Ana", zone="a", side="pc", position=(5.0, 5.0))
    enc.history.clear()
    return enc


def test_a_door_opened_and_its_undo_change_what_is_seen() -> None:
    enc = _hall()
    assert P.zones_seen_by(enc, "Ana") == {"a"}
    enc.settings["open_doors_pass_sight"] = True
    enc.map.update_border("a", "b", state="open")
    assert P.zones_seen_by(enc, "Ana") == {"a", "b", "c"}
    enc.undo()
    assert P.zones_seen_by(enc, "Ana") == {"a"}
    enc.settings["open_doors_pass_sight"] = False  # the setting alone: the doorway rule again
    enc.map.update_border("a", "b", state="open")
    assert P.zones_seen_by(enc, "Ana") == {"a"}


def test_a_reshaped_zone_gets_new_sample_points_and_its_undo_the_old() -> None:
    enc = _hall()
    enc.map.update_border("a", "b", kind="open")
    old = P._all_samples(enc, sight_walk.walk_index(enc.map)).points.copy()
    enc.map.update_zone("c", polygon=[(20, 0), (40, 0), (40, 10), (20, 10)])
    index = sight_walk.walk_index(enc.map)
    new = P._all_samples(enc, index).points
    assert new.shape == old.shape and not np.array_equal(new, old)
    zone = np.repeat(np.arange(3), np.diff(P._all_samples(enc, index).first))
    assert np.array_equal(
        P._all_samples(enc, index).inside, sight_walk.inside_many(index, zone, new)
    )
    assert max(x for x, _ in new.tolist()) > 30
    enc.undo()
    assert np.array_equal(P._all_samples(enc, sight_walk.walk_index(enc.map)).points, old)
    assert P.zones_seen_by(enc, "Ana") == {"a", "b", "c"}


def test_inside_runs_answer_as_each_row_asked() -> None:
    enc = voronoi_map(2)
    index = sight_walk.walk_index(enc.map)
    anchors = sight_walk.zone_anchors(enc.map)
    rng = np.random.default_rng(5)
    zones, points = [], []
    for k in range(40):  # runs of equal rows, some inside their zone, some not
        z = int(rng.integers(0, len(index.ids)))
        pt = anchors[z] if k % 2 else rng.uniform(0, 70, 2)
        times = int(rng.integers(1, 6))
        zones += [z] * times
        points += [pt] * times
    zone, pt = np.array(zones), np.array(points)
    expected = sight_walk.inside_many(index, zone, pt)
    assert expected.any() and not expected.all()
    assert np.array_equal(sight_walk._inside_runs(index, zone, pt), expected)


def test_borders_around_a_zone_are_its_neighbours_borders() -> None:
    m = rooms_map(2).map
    for z in m.zone_ids():
        assert m.borders_around(z) == [(n, m.border(z, n)) for n in m.neighbours(z)]
