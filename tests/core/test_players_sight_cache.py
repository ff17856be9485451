"""What PCs see is kept per PC across border changes that can't touch it (issue 11: a door
opening on a big map made all 100 PCs' sight be worked out again, ~28 ms on the stress map):
after any run of border changes, the players' view answers exactly what a fresh search says,
and a change far from a PC leaves that PC's answer alone. The walk's border table follows a
door's change by updating its row, and equals one built afresh."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest
from test_sight_walk import KINDS, odd_map, rooms_map, voronoi_map

from core import players as P
from core import sight_walk
from core.encounter import Encounter
from core.zonemap import BORDER_LOG_SIZE

STRESS = Path(__file__).resolve().parents[2] / "benchmarks" / "out" / "stress.zkenc"


def fresh(enc: Encounter) -> dict[str, frozenset[str]]:
    return P.zones_seen(enc, [c.name for c in enc.combatants() if c.side == "pc"])


def assert_current(enc: Encounter, view: P.PlayersView) -> None:
    """The view's answer, and each PC's kept one, are a fresh search's."""
    want = fresh(enc)
    assert view.seen_by_pcs() == frozenset().union(*want.values())
    kept = {key[2]: sight.zones for key, sight in view._per_pc.items()}
    assert kept == want


def assert_rules_current(enc: Encounter) -> None:
    index = sight_walk.walk_index(enc.map)
    got = sight_walk._border_rules(enc.map, index)
    want = sight_walk.BorderRules.of(enc.map, index)
    assert got.borders == want.borders
    assert got.number_of == want.number_of
    for field in ("keys", "code", "number"):
        assert np.array_equal(getattr(got, field), getattr(want, field))


def change_a_border(enc: Encounter, rng: random.Random) -> None:
    """A door opened or shut, a border's kind changed, or one removed or added back."""
    m = enc.map
    borders = list(m.borders())
    roll = rng.random()
    b = rng.choice(borders)
    if roll < 0.45 and b.is_passage and b.state != "locked":
        m.toggle_door(b.a, b.b)
    elif roll < 0.8:
        kind, state = rng.choice(KINDS)
        m.update_border(b.a, b.b, kind=kind, state=state)
    elif roll < 0.9:
        m.remove_border(b.a, b.b)
    else:
        pairs = [(z, o) for z in m.zone_ids() for o in m.zones_touching(z) if o > z]
        missing = [pr for pr in pairs if not m.has_border(*pr)]
        if missing:
            m.add_border(*rng.choice(missing), kind="door", state="open")


@pytest.mark.parametrize("make", [voronoi_map, rooms_map, odd_map])
@pytest.mark.parametrize("open_doors", [False, True])
def test_after_every_border_change_the_kept_answers_are_a_fresh_searchs(make, open_doors) -> None:
    enc = make(5)
    enc.settings["open_doors_pass_sight"] = open_doors
    enc.history.clear()
    view = P.PlayersView(enc)
    rng = random.Random(11)
    assert_current(enc, view)
    for step in range(40):
        change_a_border(enc, rng)
        if step % 3 == 0:
            change_a_border(enc, rng)  # two changes between looks
        assert_current(enc, view)
        assert_rules_current(enc)
    while enc.history.can_undo:  # and every change undone, one at a time
        enc.undo()
        assert_current(enc, view)


def test_a_zone_change_starts_again() -> None:
    enc = rooms_map(2)
    view = P.PlayersView(enc)
    assert_current(enc, view)
    enc.map.update_zone(enc.map.zone_ids()[0], features=["dark"])
    assert enc.map.borders_changed_since(enc.map.version - 1) is None
    assert_current(enc, view)


@pytest.mark.parametrize("make", [voronoi_map, rooms_map])
def test_the_theatre_of_the_mind_and_back_starts_again(make) -> None:
    from core.theatre import set_theatre

    enc = make(6)
    view = P.PlayersView(enc)
    assert_current(enc, view)
    set_theatre(enc.map, True)  # sight follows the borders now, not lines
    assert enc.map.borders_changed_since(enc.map.version - 1) is None
    assert_current(enc, view)
    set_theatre(enc.map, False)
    assert_current(enc, view)
    enc.undo()
    assert_current(enc, view)


def _recomputed(view: P.PlayersView, change) -> set[str]:
    before = dict(view._per_pc)
    change()
    view.seen_by_pcs()
    return {key[2] for key, sight in view._per_pc.items() if before.get(key) is not sight}


def test_a_door_far_from_every_pc_recomputes_nobody_and_one_at_a_pc_recomputes_that_pc() -> None:
    enc = Encounter("yze")
    enc.settings["open_doors_pass_sight"] = True
    for i in range(6):  # a row of rooms, closed doors between them
        x = 10 * i
        enc.map.add_zone(f"z{i}", polygon=[(x, 0), (x + 10, 0), (x + 10, 10), (x, 10)])
    for i in range(5):
        enc.map.add_border(f"z{i}", f"z{i + 1}", kind="door", state="closed")
    enc.add_combatant("Ana", zone="z0", side="pc", position=(5, 5))
    enc.add_combatant("Bo", zone="z5", side="pc", position=(55, 5))
    view = P.PlayersView(enc)
    assert view.seen_by_pcs() == {"z0", "z5"}
    assert _recomputed(view, lambda: enc.map.toggle_door("z2", "z3")) == set()
    assert view.seen_by_pcs() == {"z0", "z5"}
    assert _recomputed(view, lambda: enc.map.toggle_door("z0", "z1")) == {"Ana"}
    assert view.seen_by_pcs() == {"z0", "z1", "z5"}
    # Ana looks into z1 now: its door to z2 opening opens her view down the row to z3
    assert _recomputed(view, lambda: enc.map.toggle_door("z1", "z2")) == {"Ana"}
    assert view.seen_by_pcs() == {"z0", "z1", "z2", "z3", "z5"}


def test_a_border_is_touched_where_a_round_looked_across_it_or_a_line_could_cross_it() -> None:
    sight = P._Sight(frozenset({"a"}), frozenset({"a", "b"}), (0.0, 0.0, 20.0, 10.0))
    far = (50.0, 0.0, 50.0, 10.0)  # an edge well outside every line
    assert sight.touched_by("b", "x", None)  # a zone asked about: its borders were looked across
    assert sight.touched_by("x", "a", far)
    assert sight.touched_by("x", "y", (20.0, 0.0, 20.0, 10.0))  # an edge the lines may cross
    assert not sight.touched_by("x", "y", far)
    assert not sight.touched_by("x", "y", None)  # zones that share no edge: no line crosses it
    theatre = P._Sight(frozenset({"a"}), frozenset({"a"}), None)
    assert theatre.touched_by("x", "y", None)  # no geometry: any change may touch it


def test_the_stress_map_keeps_most_pcs_when_a_door_opens() -> None:
    if not STRESS.exists():
        pytest.skip("benchmarks/make_stress.py makes it")
    enc = Encounter.load(STRESS)
    view = P.players_view(enc)
    view.seen_by_pcs()
    doors = [b for b in enc.map.borders() if b.is_passage and b.state != "locked"][:12]
    counts = []
    for b in doors:
        counts.append(len(_recomputed(view, lambda b=b: enc.map.toggle_door(b.a, b.b))))
        assert_current(enc, view)
    assert max(counts) < 20  # of 100 PCs: only those whose lines reach the door


def test_the_border_log_tells_back_its_size_then_says_it_cannot() -> None:
    enc = rooms_map(1)
    m = enc.map
    door = next(b for b in m.borders() if b.is_passage and b.state != "locked")
    m.update_zone(m.zone_ids()[0], features=["dark"])  # the log starts again, empty
    start = m.version
    for _ in range(BORDER_LOG_SIZE):
        m.toggle_door(door.a, door.b)
    assert m.borders_changed_since(start) == {door.key}
    m.toggle_door(door.a, door.b)
    assert m.borders_changed_since(start) is None  # too far back now
    assert m.borders_changed_since(m.version - 1) == {door.key}
    view = P.PlayersView(enc)
    assert_current(enc, view)
