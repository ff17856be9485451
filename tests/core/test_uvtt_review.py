"""Reviewing an imported Universal VTT proposal (core.uvtt_review): merge, split, rename, drop,
and accepting it as the encounter's map in one undo step, portals as openings where they stand."""

from __future__ import annotations

from pathlib import Path

import pytest
from shapely.geometry import Polygon

from core.encounter import Encounter
from core.uvtt import UvttMap, propose_zones, read_uvtt
from core.uvtt_review import (
    ReviewError,
    accept_proposal,
    drop_zone,
    merge_zones,
    rename_zone,
    split_along,
    split_in_halves,
)

DATA = Path(__file__).resolve().parent.parent / "data" / "uvtt"


def _read(name: str) -> UvttMap:
    return read_uvtt((DATA / name).read_bytes())


def _area(zone) -> float:
    return Polygon(zone.polygon).area


def test_merging_two_rooms_makes_one_zone_of_both_areas_and_no_border() -> None:
    m = _read("two_rooms.dd2vtt")
    p = merge_zones(m, propose_zones(m), "z1", "z2")
    assert [z.id for z in p.zones] == ["z1"] and p.borders == []
    assert _area(p.zones[0]) == pytest.approx(15.0 * 15.0)


def test_zones_that_do_not_touch_are_not_merged() -> None:
    m = _read("hall.uvtt")  # 60 x 30 m: six cells; z1 top left, z6 bottom right
    p = propose_zones(m)
    with pytest.raises(ReviewError, match="don't touch"):
        merge_zones(m, p, "z1", "z6")


def test_split_in_halves_cuts_across_the_longer_side_and_keeps_each_portal_on_its_half() -> None:
    m = _read("two_rooms.dd2vtt")  # z1 is 7.5 m wide, 15 m long: cut at y = 7.5
    p = split_in_halves(m, propose_zones(m), "z1")
    assert [z.id for z in p.zones] == ["z1", "z3", "z2"]
    top, bottom = p.zones[0], p.zones[1]
    assert _area(top) == pytest.approx(7.5 * 7.5) and _area(bottom) == pytest.approx(7.5 * 7.5)
    assert Polygon(top.polygon).bounds[3] == pytest.approx(7.5)
    kinds = {frozenset((b.a, b.b)): (b.kind, [o.kind for o in b.openings]) for b in p.borders}
    assert kinds[frozenset(("z1", "z3"))] == ("open", [])  # no wall where the split runs
    assert kinds[frozenset(("z1", "z2"))] == ("door", ["door"])  # the door is at y 3..4.5
    assert kinds[frozenset(("z2", "z3"))] == ("wall", ["window"])  # the window at y 9..10.5


def test_split_along_a_line_and_a_line_that_misses_the_zone() -> None:
    m = _read("cellar.df2vtt")  # z1: x 0..6, y 0..9
    p = split_along(m, propose_zones(m), "z1", (0.0, 3.0), (6.0, 3.0))
    first, second = p.zones[0], p.zones[1]
    assert _area(first) == pytest.approx(6 * 3) and _area(second) == pytest.approx(6 * 6)
    assert second.name == "Area 1 (2)"
    with pytest.raises(ReviewError, match="two sensible parts"):
        split_along(m, p, "z1", (20.0, 0.0), (20.0, 9.0))


def test_rename_and_drop() -> None:
    m = _read("two_rooms.dd2vtt")
    p = rename_zone(propose_zones(m), "z2", "  Kitchen ")
    assert [z.name for z in p.zones] == ["Area 1", "Kitchen"]
    with pytest.raises(ReviewError, match="needs a name"):
        rename_zone(p, "z2", "  ")
    p = drop_zone(m, p, "z1")
    assert [z.name for z in p.zones] == ["Kitchen"] and p.borders == []
    with pytest.raises(ReviewError, match="at least one zone"):
        drop_zone(m, p, "z2")
    with pytest.raises(ReviewError, match="no proposed zone"):
        drop_zone(m, p, "z9")


def test_accepting_is_one_undo_step_with_the_image_in_place_and_portals_as_openings() -> None:
    m = _read("two_rooms.dd2vtt")
    enc = Encounter(ruleset="yze")
    enc.map.add_zone("old", name="Old", polygon=[(0, 0), (3, 0), (3, 3), (0, 3)])
    steps = len(enc.history)
    accept_proposal(enc, m, propose_zones(m))
    assert len(enc.history) == steps + 1
    assert enc.map.zone_ids() == ["z1", "z2"]
    assert enc.map.background is not None and enc.map.background["rect"] == [0, 0, 15, 15]
    border = enc.map.border("z1", "z2")
    assert border.kind == "wall"
    door, window = border.openings
    assert (door.kind, door.state, window.kind) == ("door", "closed", "window")
    # each opening stands where its portal stood (origin (2, 3): x 7 -> 7.5 m)
    ends = [sorted(enc.map.opening_segment("z1", "z2", i)) for i in (0, 1)]
    assert ends[0] == [pytest.approx((7.5, 3.0)), pytest.approx((7.5, 4.5))]
    assert ends[1] == [pytest.approx((7.5, 9.0)), pytest.approx((7.5, 10.5))]
    enc.undo()
    assert enc.map.zone_ids() == ["old"] and enc.map.background is None


def test_through_the_window_one_sees_but_not_through_the_wall_and_moves_by_the_door() -> None:
    m = _read("two_rooms.dd2vtt")
    enc = Encounter(ruleset="yze")
    accept_proposal(enc, m, propose_zones(m))
    enc.add_combatant("Ana", zone="z1", position=(4.0, 9.75))
    enc.add_combatant("Bo", zone="z2", position=(11.0, 9.75), side="npc")
    enc.add_combatant("Cy", zone="z2", position=(11.0, 13.0), side="npc")
    assert enc.line_of_sight("Ana", "Bo").clear
    assert not enc.line_of_sight("Ana", "Cy").clear
    enc.move("Ana", "z2")  # through the closed door, opened on the way
    assert enc.combatant("Ana").zone == "z2"
    assert enc.map.border("z1", "z2").openings[0].state == "open"


def test_accepting_is_refused_while_combatants_stand_on_the_map() -> None:
    m = _read("cellar.df2vtt")
    enc = Encounter(ruleset="yze")
    enc.map.add_zone("old", name="Old", polygon=[(0, 0), (3, 0), (3, 3), (0, 3)])
    enc.add_combatant("Ana", zone="old")
    with pytest.raises(ReviewError, match="Combatants stand on the map"):
        accept_proposal(enc, m, propose_zones(m))
    assert enc.map.zone_ids() == ["old"]
