"""The walker keeps the tracer's answers on maps whose walls hold openings (issue 13): random
tilings with random doors, hatches, windows and doorways at random places and widths, people in
the doorways of door openings, open doors seen through or not."""

from __future__ import annotations

import random

import pytest
from test_sight_walk import check_every_pair, odd_map, rooms_map, voronoi_map

from core import sight_walk
from core.encounter import Encounter
from core.openings import OPENING_KINDS

STATES = ("open", "closed", "locked")


def add_openings(enc: Encounter, rng: random.Random) -> int:
    """Walls get 0–3 openings each (some door borders become walls with openings); a few people
    step into the doorway of a door opening beside them. Returns how many openings."""
    m = enc.map
    count = 0
    for border in list(m.borders()):
        if border.kind == "open" or m.shared_edge(border.a, border.b) is None:
            continue
        if border.kind != "wall":
            if rng.random() < 0.5:
                continue
            for c in enc.combatants():
                if c.doorway == border.key:
                    enc.clear_doorway(c.name)
            m.update_border(border.a, border.b, kind="wall")
        for _ in range(rng.choice((0, 1, 1, 2, 3))):
            kind = rng.choice(OPENING_KINDS)
            door = {"state": rng.choice(STATES)} if kind in ("door", "hatch") else {}
            if door and rng.random() < 0.15:
                door["broken"] = True
            at, width = round(rng.uniform(0, 1), 3), round(rng.uniform(0.5, 6), 2)
            m.add_opening(border.a, border.b, kind, at=at, width=width, **door)
            count += 1
    for c in enc.combatants():
        doors = [b for b in m.borders_of(c.zone) if b.has_openings and b.has_doorway]
        if doors and rng.random() < 0.4:
            enc.set_doorway(c.name, doors[0].a, doors[0].b)
    return count


@pytest.mark.parametrize("seed", [11, 12, 13])
@pytest.mark.parametrize("open_doors", [False, True])
def test_voronoi_maps_with_openings_match_the_tracer(seed: int, open_doors: bool) -> None:
    enc = voronoi_map(seed, count=10)
    rng = random.Random(seed)
    assert add_openings(enc, rng) > 10
    enc.settings["open_doors_pass_sight"] = open_doors
    assert sight_walk.walk_index(enc.map).gapless
    check_every_pair(enc)


@pytest.mark.parametrize("seed", [14, 15, 16])
def test_rooms_with_openings_match_the_tracer(seed: int) -> None:
    enc = rooms_map(seed, count=10)
    assert add_openings(enc, random.Random(seed)) > 5
    check_every_pair(enc)


@pytest.mark.parametrize("seed", [17, 18])
def test_odd_maps_with_openings_match_the_tracer(seed: int) -> None:
    enc = odd_map(seed)
    add_openings(enc, random.Random(seed))
    check_every_pair(enc)


def test_openings_change_the_answers() -> None:
    """The random maps above are not all walls: some lines pass through openings, some are
    stopped by the wall beside one (so the equivalence tests test something)."""
    passed = stopped = 0
    for seed in (11, 12, 13):
        enc = voronoi_map(seed, count=10)
        add_openings(enc, random.Random(seed))
        pairs, table = sight_walk.all_pairs(enc)
        for i in range(len(pairs)):
            r = table.result(i)
            walls = [c for c in r.crossings if c.border is not None and c.border.has_openings]
            if walls and r.clear:
                passed += 1
            elif r.blocking_border and enc.map.border(*r.blocking_border).has_openings:
                stopped += 1
    assert passed > 0 and stopped > 0


def test_visible_zones_with_openings_follow_the_tracer() -> None:
    enc = rooms_map(21)
    add_openings(enc, random.Random(21))
    for c in enc.combatants():
        seen = sight_walk.visible_zones(enc, c.name)
        for zid in enc.map.zone_ids():
            ref = sight_walk.reference.traced_line_of_sight(
                enc.map,
                c.position,
                enc.map.zone(zid).anchor(),
                doorways=[c.doorway] if c.doorway else [],
                open_doors_pass_sight=bool(enc.settings["open_doors_pass_sight"]),
                start_zone=c.zone,
                end_zone=zid,
            )
            assert (zid in seen) == ref.clear, (c.name, zid)
