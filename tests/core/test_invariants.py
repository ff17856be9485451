"""Whatever a GM does through the public API, in any order: refusals change nothing, the state
stays consistent, every state saves and loads back equal, and undo/redo walk the whole way.

Random but reproducible: each case is a seed for a sequence of public calls, many of them refused.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from zk_helpers import rect

from core.encounter import Encounter
from core.io import encounter_from_dict

PNG = (  # a whole 1x1 PNG: the loader reads the size from its header (issue 9)
    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/"
    "PchI7wAAAABJRU5ErkJggg=="
)
KINDS = ["open", "wall", "door", "hatch"]
STATES = ["open", "closed", "locked", None]
FEATURES = ["cluttered", "dark", "cramped"]
CELLS = [(x, y) for x in range(0, 40, 10) for y in range(0, 30, 10)]


def random_call(enc: Encounter, rnd: random.Random) -> tuple[str, Callable[[], object]]:
    zones = enc.map.zone_ids()
    people = [c.name for c in enc.combatants()]
    zone = rnd.choice(zones) if zones else "nowhere"
    other = rnd.choice(zones) if zones else "nowhere"
    who = rnd.choice(people) if people else "Nobody"
    whom = rnd.choice(people) if people else "Nobody"
    # bias the picks towards calls that can succeed: existing borders, neighbours, zone-mates
    borders = [(b.a, b.b) for b in enc.map.borders()]
    if borders and rnd.random() < 0.7:
        zone, other = rnd.choice(borders)
    if who in enc and rnd.random() < 0.6:
        here = enc.combatant(who).zone
        mates = [c.name for c in enc.combatants_in(here) if c.name != who]
        whom = rnd.choice(mates) if mates else whom
        near = enc.map.neighbours(here)
        if near:
            zone, other = here, rnd.choice(near)
            if rnd.random() < 0.5:
                zone, other = other, here
    x, y = rnd.choice(CELLS)
    calls: list[tuple[str, Callable[[], object]]] = [
        (
            "add_zone",
            lambda: enc.map.add_zone(
                f"z{x}_{y}",
                name=f"Room {x},{y}",
                polygon=rect(x, y, x + 10, y + 10),
                features=set(rnd.sample(FEATURES, rnd.randint(0, 2))),
            ),
        ),
        (
            "add_border",
            lambda: enc.map.add_border(
                zone, other, kind=rnd.choice(KINDS), state=rnd.choice(STATES)
            ),
        ),
        ("auto_borders", lambda: enc.map.auto_borders(zone, kind=rnd.choice(KINDS))),
        ("update_border", lambda: enc.map.update_border(zone, other, state=rnd.choice(STATES[:3]))),
        ("border kind", lambda: enc.map.update_border(zone, other, kind=rnd.choice(KINDS))),
        ("break door", lambda: enc.map.update_border(zone, other, broken=True)),
        ("toggle_door", lambda: enc.map.toggle_door(zone, other)),
        ("remove_border", lambda: enc.map.remove_border(zone, other)),
        ("map.remove_zone", lambda: enc.map.remove_zone(zone)),
        ("enc.remove_zone", lambda: enc.remove_zone(zone)),
        ("features", lambda: enc.map.update_zone(zone, features=rnd.sample(FEATURES, 1))),
        ("rename zone", lambda: enc.map.update_zone(zone, name=rnd.choice(["Hall", "Vault"]))),
        (
            "map polygon",
            lambda: enc.map.update_zone(zone, polygon=rect(x, y, x + rnd.choice([3, 10]), y + 10)),
        ),
        ("reshape", lambda: enc.reshape_zone(zone, rect(x, y, x + rnd.choice([3, 10]), y + 4))),
        (
            "add_combatant",
            lambda: enc.add_combatant(
                rnd.choice(["Ana", "Bea", "Rat", "Ogre", "Imp"]),
                zone=zone,
                side=rnd.choice(["pc", "npc"]),
                stance=rnd.choice(["standing", "prone"]),
            ),
        ),
        ("remove_combatant", lambda: enc.remove_combatant(who)),
        ("rename", lambda: enc.update_combatant(who, name=rnd.choice(["Ana", "Zed", "Bo"]))),
        ("side", lambda: enc.update_combatant(who, side=rnd.choice(["pc", "npc"]))),
        ("portrait", lambda: enc.update_combatant(who, image=rnd.choice([PNG, None]))),
        ("stance", lambda: enc.set_stance(who, rnd.choice(["standing", "prone"]))),
        ("place", lambda: enc.place(who, zone)),
        ("move", lambda: enc.move(who, zone)),
        ("move", lambda: enc.move(who, other)),
        ("engage", lambda: enc.engage(who, whom, spend=rnd.random() < 0.5)),
        ("disengage", lambda: enc.disengage(who, whom)),
        ("doorway", lambda: enc.set_doorway(who, zone, other)),
        ("clear doorway", lambda: enc.clear_doorway(who)),
        ("spend", lambda: enc.spend(who, {rnd.choice(["slow", "fast"]): 1})),
        ("next_round", enc.next_round),
        ("setting", lambda: enc.set_setting("open_doors_pass_sight", rnd.random() < 0.5)),
        ("background", lambda: enc.map.set_background(rnd.choice([PNG, None]), (0, 0, 40, 30))),
        ("undo", enc.undo),
        ("redo", enc.redo),
    ]
    return rnd.choice(calls)


def check_consistent(enc: Encounter) -> None:
    for c in enc.combatants():
        assert c.zone in enc.map, f"{c.name} stands in a deleted zone"
        assert enc.map.zone(c.zone).contains(c.position, tolerance=1e-3), f"{c.name} is outside"
    for a, b in enc.engaged_pairs():
        assert enc.combatant(a).zone == enc.combatant(b).zone
    for name in enc.round.spent:
        assert name in enc


def check_questions_answer(enc: Encounter) -> None:
    people = [c.name for c in enc.combatants()]
    for a in people:
        for b in people:
            if a != b:
                assert enc.range_band(a, b)
                assert enc.line_of_sight(a, b).reason
                assert enc.can_shoot(a, b).reason
        for z in enc.map.zone_ids():
            assert enc.check_move(a, z).reason


def random_map(rnd: random.Random) -> Encounter:
    """Most of the 4 × 3 grid of rooms, borders of random kinds, five people; history cleared."""
    enc = Encounter(ruleset="yze")
    for x, y in CELLS:
        if rnd.random() < 0.8:
            enc.map.add_zone(
                f"z{x}_{y}",
                name=f"Room {x},{y}",
                polygon=rect(x, y, x + 10, y + 10),
                features=set(rnd.sample(FEATURES, rnd.randint(0, 1))),
            )
    for zone in enc.map.zone_ids():
        for other in enc.map.zones_touching(zone):
            if not enc.map.has_border(zone, other):
                kind = rnd.choice(KINDS)
                state = rnd.choice(STATES) if kind in ("door", "hatch") else None
                enc.map.add_border(zone, other, kind=kind, state=state)
    zones = enc.map.zone_ids()
    for name in ("Ana", "Bea", "Rat", "Ogre", "Imp"):
        enc.add_combatant(
            name,
            zone=rnd.choice(zones[:3]),
            side="pc" if name in ("Ana", "Bea") else "npc",
            stance=rnd.choice(["standing", "standing", "prone"]),
        )
    enc.history.clear()
    return enc


@pytest.mark.parametrize("seed", range(40))
def test_any_sequence_of_calls(seed: int, tmp_path: Path) -> None:
    rnd = random.Random(seed)
    enc = random_map(rnd) if seed % 4 else Encounter(ruleset="yze")
    start = enc.to_dict()
    for step in range(80):
        label, call = random_call(enc, rnd)
        before = enc.to_dict()
        steps = len(enc.history)
        try:
            call()
        except ValueError:
            assert enc.to_dict() == before, f"refused {label} changed the state"
            assert len(enc.history) == steps, f"refused {label} left an undo step"
        check_consistent(enc)
        data = enc.to_dict()
        json.dumps(data)  # plain JSON all the way down
        assert encounter_from_dict(json.loads(json.dumps(data))).to_dict() == data, (
            f"state after step {step} ({label}) does not load back"
        )
    check_questions_answer(enc)
    path = tmp_path / "fuzz.zkenc"
    enc.save(path)
    assert Encounter.load(path).to_dict() == enc.to_dict()
    final = enc.to_dict()
    while enc.history.can_redo:  # forget anything undone at the end
        enc.redo()
    final = enc.to_dict()
    while enc.history.can_undo:
        enc.undo()
        check_consistent(enc)
    assert enc.to_dict() == start
    while enc.history.can_redo:
        enc.redo()
        check_consistent(enc)
    assert enc.to_dict() == final
