"""Sight by walking zone edges (core.sight_walk) gives the reference tracer's answers.

The tracer (``core.sight.traced_line_of_sight``) is the reference: for every pair on random maps
(Voronoi tilings with exact grid blocks, so lines hit corners; rooms split into rooms, so corners
sit on other rooms' walls; maps with gaps, an L-shaped room and a zone inside a zone) the walker,
the batch table and ``Encounter.line_of_sight`` must give the same band of answers: clear,
reason, zones crossed, crossings, blocking border and notes. The full check of the 19,900 pairs
of the stress encounter runs in ``benchmarks/run.py --check-sight``.
"""

from __future__ import annotations

import random

import pytest
import shapely
from shapely.geometry import MultiPoint, Point, box

from core import sight_walk
from core.encounter import Encounter
from core.sight import SightResult, traced_line_of_sight
from core.zonemap import MapError, ZoneMap

KINDS = [
    ("open", None),
    ("open", None),
    ("wall", None),
    ("door", "open"),
    ("door", "closed"),
    ("hatch", "open"),
    ("door", "locked"),
]


def _point_in(shape, rng: random.Random) -> tuple[float, float]:
    x0, y0, x1, y1 = shape.bounds
    while True:
        pt = (round(rng.uniform(x0, x1), 2), round(rng.uniform(y0, y1), 2))
        if shape.buffer(-0.05).contains(Point(pt)):
            return pt


def _people(enc: Encounter, rng: random.Random, count: int, doorways: int = 4) -> None:
    """``count`` combatants at random spots (some on zone anchors), a few in doorways."""
    ids = enc.map.zone_ids()
    for k in range(count):
        zid = rng.choice(ids)
        shape = enc.map.zone(zid).shape
        pos = enc.map.zone(zid).anchor() if k % 3 == 0 else _point_in(shape, rng)
        enc.add_combatant(f"P{k:02d}", zone=zid, side="pc" if k % 2 else "npc", position=pos)
    placed = 0
    for c in enc.combatants():
        doors = [b for b in enc.map.borders_of(c.zone) if b.is_passage]
        if doors and placed < doorways:
            enc.set_doorway(c.name, doors[0].a, doors[0].b)
            placed += 1


def _join_all(enc: Encounter, rng: random.Random) -> None:
    for zid in enc.map.zone_ids():
        for other in enc.map.zones_touching(zid):
            if other > zid:
                kind, state = rng.choice(KINDS)
                enc.map.add_border(zid, other, kind=kind, state=state)


def voronoi_map(seed: int, grid: int = 7, count: int = 14) -> Encounter:
    """A Voronoi tiling; every other block of the lattice exact (square zones meeting at
    corners that sight lines pass through)."""
    rng = random.Random(seed)
    size = 10.0

    def jitter(i: int, j: int) -> float:
        return rng.uniform(-0.35, 0.35) if (i // 3 + j // 3) % 2 else 0.0

    points = [
        ((i + 0.5 + jitter(i, j)) * size, (j + 0.5 + jitter(i, j)) * size)
        for j in range(grid)
        for i in range(grid)
    ]
    frame = box(0, 0, grid * size, grid * size)
    cells = shapely.voronoi_polygons(MultiPoint(points), extend_to=frame)
    enc = Encounter(ruleset="yze")
    for n, cell in enumerate(sorted(cells.geoms, key=lambda c: (c.centroid.y, c.centroid.x))):
        ring = cell.intersection(frame).exterior.coords[:-1]
        coords = [(round(x, 2), round(y, 2)) for x, y in ring]
        clean = [pt for k, pt in enumerate(coords) if pt != coords[k - 1]]
        features = ["dark"] if rng.random() < 0.1 else []
        enc.map.add_zone(f"v{n:02d}", name=f"V{n}", polygon=clean, features=features)
    _join_all(enc, rng)
    _people(enc, rng, count)
    return enc


def rooms_map(seed: int, splits: int = 14, count: int = 14) -> Encounter:
    """A 60 × 40 floor split into rooms and split again: a room's corner often sits in the middle
    of its neighbour's wall (T-junctions), and many corners line up."""
    rng = random.Random(seed)
    rooms = [(0.0, 0.0, 60.0, 40.0)]
    for _ in range(splits):
        k = max(range(len(rooms)), key=lambda i: (rooms[i][2] - rooms[i][0]) * rng.random())
        x0, y0, x1, y1 = rooms.pop(k)
        if (x1 - x0) >= (y1 - y0):
            cut = x0 + (x1 - x0) * rng.choice([0.25, 0.5, 0.75])
            rooms += [(x0, y0, cut, y1), (cut, y0, x1, y1)]
        else:
            cut = y0 + (y1 - y0) * rng.choice([0.25, 0.5, 0.75])
            rooms += [(x0, y0, x1, cut), (x0, cut, x1, y1)]
    enc = Encounter(ruleset="yze")
    for n, (x0, y0, x1, y1) in enumerate(rooms):
        poly = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
        enc.map.add_zone(f"r{n:02d}", name=f"Room {n}", polygon=poly)
    _join_all(enc, rng)
    _people(enc, rng, count)
    return enc


def odd_map(seed: int) -> Encounter:
    """Not a tiling: an L-shaped hall, a closet inside it, a yard apart (the mapped area has
    gaps), rooms in a row beside the hall."""
    rng = random.Random(seed)
    enc = Encounter(ruleset="yze")
    m = enc.map
    m.add_zone(
        "hall", name="Hall", polygon=[(0, 0), (30, 0), (30, 10), (10, 10), (10, 30), (0, 30)]
    )
    m.add_zone("closet", name="Closet", polygon=[(2, 2), (6, 2), (6, 6), (2, 6)])
    for k in range(3):
        x = 30 + 10 * k
        m.add_zone(
            f"room{k}", name=f"Room {k}", polygon=[(x, 0), (x + 10, 0), (x + 10, 10), (x, 10)]
        )
    m.add_zone("yard", name="Yard", polygon=[(20, 20), (40, 20), (40, 40), (20, 40)])
    _join_all(enc, rng)
    m.add_border("hall", "closet", kind="door", state="open")
    _people(enc, rng, 12)
    return enc


def _kwargs(enc: Encounter, a: str, b: str) -> dict:
    ca, cb = enc.combatant(a), enc.combatant(b)
    return {
        "doorways": enc._doorways(a, b),
        "open_doors_pass_sight": bool(enc.settings["open_doors_pass_sight"]),
        "start_zone": ca.zone,
        "end_zone": cb.zone,
    }


def _answer(r: SightResult) -> tuple:
    crossings = tuple((c.a, c.b, c.border) for c in r.crossings)
    return (r.clear, r.reason, r.zones, crossings, r.blocking_border, r.notes, r.start, r.end)


def assert_same(ref: SightResult, got: SightResult) -> None:
    assert _answer(got) == _answer(ref)
    for c, d in zip(ref.crossings, got.crossings, strict=True):
        assert c.point == pytest.approx(d.point, abs=1e-9)


def check_every_pair(enc: Encounter) -> int:
    """Walker, table and encounter against the tracer for every pair; the number of pairs the
    walker settled without the tracer."""
    pairs, table = sight_walk.all_pairs(enc)
    index = sight_walk.walk_index(enc.map)
    walked = 0
    for i, (a, b) in enumerate(pairs):
        ca, cb = enc.combatant(a), enc.combatant(b)
        ref = traced_line_of_sight(enc.map, ca.position, cb.position, **_kwargs(enc, a, b))
        assert_same(
            ref, sight_walk.line_of_sight(enc.map, ca.position, cb.position, **_kwargs(enc, a, b))
        )
        assert_same(ref, enc.line_of_sight(a, b))
        assert_same(ref, table.result(i))
        assert (bool(table.clear[i]), table.reason(i), table.blocking_border(i)) == (
            ref.clear,
            ref.reason,
            ref.blocking_border,
        )
        walked += sight_walk.walk(index, ca.position, cb.position, ca.zone, cb.zone) is not None
    return walked


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("open_doors", [False, True])
def test_voronoi_maps_match_the_tracer(seed: int, open_doors: bool) -> None:
    enc = voronoi_map(seed)
    enc.settings["open_doors_pass_sight"] = open_doors
    pairs = len(enc.combatants()) * (len(enc.combatants()) - 1) // 2
    assert sight_walk.walk_index(enc.map).gapless
    # the walker settles most pairs itself (the tracer only sees corner hits)
    assert check_every_pair(enc) > 0.8 * pairs


@pytest.mark.parametrize("seed", [4, 5, 6])
def test_rooms_with_t_junctions_match_the_tracer(seed: int) -> None:
    enc = rooms_map(seed)
    pairs = len(enc.combatants()) * (len(enc.combatants()) - 1) // 2
    index = sight_walk.walk_index(enc.map)
    assert index.gapless
    # a room's wall is cut where a neighbour's corner sits on it: one zone across each piece
    assert sum(len(row) for row in index.edges) > 4 * len(index.ids)
    assert check_every_pair(enc) > 0.5 * pairs


@pytest.mark.parametrize("seed", [7, 8])
def test_gaps_l_shapes_and_nested_zones_match_the_tracer(seed: int) -> None:
    enc = odd_map(seed)
    index = sight_walk.walk_index(enc.map)
    assert not index.gapless
    assert index.odd[index.pos["hall"]] and index.odd[index.pos["closet"]]
    check_every_pair(enc)


def test_a_line_through_the_yard_gap_is_the_tracers_answer() -> None:
    enc = odd_map(7)
    enc.add_combatant("Ada", zone="room2", position=(55, 5))
    enc.add_combatant("Bo", zone="yard", position=(35, 35))
    got = enc.line_of_sight("Ada", "Bo")
    assert not got.clear
    assert "leaves the mapped area" in got.reason
    assert_same(traced_line_of_sight(enc.map, (55, 5), (35, 35), **_kwargs(enc, "Ada", "Bo")), got)


@pytest.mark.parametrize(
    ("ab", "bd", "ac", "cd"),
    [
        ("open", "open", "wall", "wall"),
        ("wall", "wall", "open", "open"),
        ("wall", "open", "open", "wall"),
        ("wall", "wall", "wall", "wall"),
    ],
)
def test_corner_cases_match_the_tracer(ab: str, bd: str, ac: str, cd: str) -> None:
    enc = Encounter(ruleset="yze")
    for zid, (x, y) in {"a": (0, 0), "b": (10, 0), "c": (0, 10), "d": (10, 10)}.items():
        enc.map.add_zone(
            zid, name=zid.upper(), polygon=[(x, y), (x + 10, y), (x + 10, y + 10), (x, y + 10)]
        )
    for (za, zb), kind in zip(
        [("a", "b"), ("b", "d"), ("a", "c"), ("c", "d")], (ab, bd, ac, cd), strict=True
    ):
        enc.map.add_border(za, zb, kind=kind)
    enc.add_combatant("Ana", zone="a", position=(2, 2))  # the line passes the corner (10, 10)
    enc.add_combatant("Dan", zone="d", side="npc", position=(18, 18))
    enc.add_combatant("Eve", zone="b", side="npc", position=(18, 2))
    enc.add_combatant("Cy", zone="c", position=(2, 10))  # on the a|c border line
    index = sight_walk.walk_index(enc.map)
    # exactly through the corner (10, 10): from A straight on into D, B and C only touched
    runs = sight_walk.walk(index, (2, 2), (18, 18), "a", "d")
    assert runs is not None and [index.ids[r[0]] for r in runs] == ["a", "d"]
    # along the A|C border line from Cy's spot on it: left to the tracer
    assert sight_walk.walk(index, (2, 10), (18, 10), "c", "d") is None
    check_every_pair(enc)


def test_a_token_just_outside_its_zone_is_the_tracers_answer() -> None:
    enc = Encounter(ruleset="yze")
    for k, kind in enumerate(["wall", "open"]):
        enc.map.add_zone(
            f"z{k}",
            name=f"Z{k}",
            polygon=[(10 * k, 0), (10 * k + 10, 0), (10 * k + 10, 10), (10 * k, 10)],
        )
        if k:
            enc.map.add_border("z0", "z1", kind=kind)
    enc.map.add_zone("z2", name="Z2", polygon=[(20, 0), (30, 0), (30, 10), (20, 10)])
    enc.map.add_border("z1", "z2", kind="open")
    # Ana's token is 0.5 mm over the wall, in Z0, though she stands in Z1 (within tolerance)
    enc.add_combatant("Ana", zone="z1", position=(9.9995, 5))
    enc.add_combatant("Dan", zone="z2", side="npc", position=(25, 5))
    index = sight_walk.walk_index(enc.map)
    assert sight_walk.walk(index, (9.9995, 5), (25, 5), "z1", "z2") is None
    assert sight_walk.walk(index, (10.5, 5), (25, 5), "z1", "z2") is not None
    ref = traced_line_of_sight(enc.map, (9.9995, 5), (25, 5), **_kwargs(enc, "Ana", "Dan"))
    assert ref.zones[:2] == ("z1", "z0")  # the tracer sees her look out across the wall
    # Bo's token is 0.5 mm off the map: a line to him leaves the mapped area before it ends
    enc.add_combatant("Cy", zone="z1", position=(15, 5))  # Cy first: the pair runs Cy → Bo
    enc.add_combatant("Bo", zone="z2", side="npc", position=(30.0005, 5))
    enc.map.update_border("z1", "z2", kind="wall")
    assert "leaves the mapped area" in enc.line_of_sight("Cy", "Bo").reason
    check_every_pair(enc)


def test_a_small_stress_encounter_matches_the_tracer(monkeypatch: pytest.MonkeyPatch) -> None:
    """benchmarks/make_stress.py's generator at 140 zones and 16 combatants (the full 1,000-zone,
    19,900-pair check is ``benchmarks/run.py --check-sight``)."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "benchmarks" / "make_stress.py"
    spec = importlib.util.spec_from_file_location("make_stress_small", path)
    assert spec is not None and spec.loader is not None
    make_stress = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_stress)
    monkeypatch.setattr(make_stress, "GRID", 12)
    monkeypatch.setattr(make_stress, "ZONES", 140)
    monkeypatch.setattr(make_stress, "COMBATANTS_PER_SIDE", 8)
    enc = make_stress.build()
    assert sight_walk.walk_index(enc.map).gapless
    assert check_every_pair(enc) > 0.9 * 120


def test_a_tiny_edge_leaves_the_line_to_the_tracer() -> None:
    m = ZoneMap()
    m.add_zone("a", name="A", polygon=[(0, 0), (1e-200, 0), (10, 0), (10, 10), (0, 10)])
    m.add_zone("b", name="B", polygon=[(10, 0), (20, 0), (20, 10), (10, 10)])
    m.add_border("a", "b", kind="open")
    index = sight_walk.walk_index(m)
    assert sight_walk.walk(index, (5, 5), (15, 5), "a", "b") is None  # no ZeroDivisionError
    got = sight_walk.line_of_sight(m, (5, 5), (15, 5), start_zone="a", end_zone="b")
    assert_same(traced_line_of_sight(m, (5, 5), (15, 5), start_zone="a", end_zone="b"), got)


def test_the_sample_encounter_matches_the_tracer() -> None:
    from core.resources import sample_encounter_path

    check_every_pair(Encounter.load(sample_encounter_path()))


def test_a_door_opened_after_the_index_is_read_live() -> None:
    enc = voronoi_map(1, count=0)
    m = enc.map
    a, b = next(
        (x.a, x.b)
        for x in m.borders()
        if x.kind == "door"
        and x.state == "closed"
        and traced_line_of_sight(m, m.zone(x.a).anchor(), m.zone(x.b).anchor()).zones == (x.a, x.b)
    )
    enc.add_combatant("Ana", zone=a, position=m.zone(a).anchor())
    enc.add_combatant("Bo", zone=b, position=m.zone(b).anchor())
    p, q = m.zone(a).anchor(), m.zone(b).anchor()
    before = enc.line_of_sight("Ana", "Bo")
    assert before.reason.startswith("Closed door between")
    index = sight_walk.walk_index(m)
    m.toggle_door(a, b)
    enc.set_doorway("Ana", a, b)
    assert sight_walk.walk_index(m) is index  # a door doesn't change the geometry
    after = enc.line_of_sight("Ana", "Bo")
    assert "Closed door" not in after.reason
    assert_same(traced_line_of_sight(m, p, q, **_kwargs(enc, "Ana", "Bo")), after)


def test_reshaping_a_zone_rebuilds_the_index() -> None:
    m = ZoneMap()
    m.add_zone("a", name="A", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
    m.add_zone("b", name="B", polygon=[(10, 0), (20, 0), (20, 10), (10, 10)])
    m.add_border("a", "b", kind="wall")
    first = sight_walk.walk_index(m)
    assert first.edges[first.pos["a"]][1][4] == first.pos["b"]  # the east edge has B across
    m.update_zone("b", polygon=[(10, 0), (20, 0), (20, 5), (10, 5)])
    again = sight_walk.walk_index(m)
    assert again is not first
    # A's east edge is cut at B's new corner (10, 5): B across the lower piece, nothing above
    east = [e for e in again.edges[again.pos["a"]] if e[0] == e[2] == 10]
    assert sorted((e[1], e[3], e[4]) for e in east) == [(0, 5, again.pos["b"]), (5, 10, -1)]


def test_visible_zones_follow_the_tracer() -> None:
    enc = voronoi_map(2, count=3)
    m = enc.map
    me = enc.combatants()[0]
    seen = sight_walk.visible_zones(enc, me.name)
    doorways = [me.doorway] if me.doorway else []
    expected = {
        z
        for z in m.zone_ids()
        if traced_line_of_sight(
            m, me.position, m.zone(z).anchor(), doorways=doorways, start_zone=me.zone, end_zone=z
        ).clear
    }
    assert seen == expected
    assert me.zone in seen and len(seen) < len(m)


def test_empty_table_and_unknown_zone() -> None:
    enc = voronoi_map(3, count=0)
    empty = sight_walk.sight_table(enc.map, [], [], [], [], [])
    assert len(empty) == 0 and empty.clear.shape == (0,)
    args = (enc.map, (5, 5), (25, 5))
    with pytest.raises(MapError, match="no zone 'nowhere'"):
        traced_line_of_sight(*args, start_zone="nowhere", end_zone="v02")
    with pytest.raises(MapError, match="no zone 'nowhere'"):
        sight_walk.sight_table(*args[:1], [args[1]], [args[2]], ["nowhere"], ["v02"], [[]])
