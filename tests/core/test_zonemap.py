"""The zone map: zones with polygons and features, borders of four kinds with door states."""

from __future__ import annotations

import math

import pytest
from zk_helpers import corridor, rect

from core.encounter import Encounter
from core.zonemap import BORDER_KINDS, DOOR_STATES, FEATURES, MapError, ZoneMap


def test_the_rule_vocabulary() -> None:
    assert set(FEATURES) == {"cluttered", "dark", "cramped"}
    assert set(BORDER_KINDS) == {"open", "wall", "door", "hatch", "link"}
    assert set(DOOR_STATES) == {"open", "closed", "locked"}


def test_add_zone_keeps_what_it_was_given() -> None:
    m = Encounter(ruleset="yze").map
    m.add_zone("hall", name="Hall", polygon=rect(0, 0, 10, 10), features={"dark", "cramped"})
    z = m.zone("hall")
    assert (z.id, z.name) == ("hall", "Hall")
    assert z.polygon == ((0, 0), (10, 0), (10, 10), (0, 10))
    assert z.features == {"dark", "cramped"}
    assert z.is_dark and z.is_cramped and not z.is_cluttered
    assert "hall" in m and len(m) == 1


def test_closing_point_is_dropped_and_name_defaults_to_id() -> None:
    m = ZoneMap()
    m.add_zone("x", polygon=[(0, 0), (4, 0), (4, 4), (0, 0)])
    assert m.zone("x").polygon == ((0, 0), (4, 0), (4, 4))
    assert m.zone("x").name == "x"


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        pytest.param({"polygon": [(0, 0), (1, 0)]}, "three corners", id="two corners"),
        pytest.param({"polygon": [(0, 0), (1, 1), (2, 2)]}, "area", id="no area"),
        pytest.param({"polygon": [(0, 0), (1, 0), (math.inf, 1)]}, "finite", id="infinite"),
        pytest.param({"polygon": [(0, 0), (1, 0), (1, "a")]}, "number", id="not a number"),
        pytest.param({"polygon": [(0, 0, 0), (1, 0), (1, 1)]}, "pairs", id="triples"),
        pytest.param(
            {"polygon": rect(0, 0, 1, 1), "features": {"slippery"}}, "slippery", id="feature"
        ),
    ],
)
def test_bad_zones_are_refused(kwargs: dict, message: str) -> None:
    m = ZoneMap()
    with pytest.raises(MapError, match=message):
        m.add_zone("z", **kwargs)
    assert len(m) == 0


@pytest.mark.parametrize("zone_id", ["", "   ", None, 7])
def test_zone_id_must_be_text(zone_id: object) -> None:
    with pytest.raises(MapError):
        ZoneMap().add_zone(zone_id, polygon=rect(0, 0, 1, 1))  # type: ignore[arg-type]


def test_duplicate_zone_id_is_refused() -> None:
    m = ZoneMap()
    m.add_zone("a", polygon=rect(0, 0, 1, 1))
    with pytest.raises(MapError, match="already exists"):
        m.add_zone("a", polygon=rect(5, 5, 6, 6))


def test_map_error_is_a_value_error() -> None:
    assert issubclass(MapError, ValueError)


@pytest.mark.parametrize(
    ("kind", "state", "expected_state", "words"),
    [
        ("open", None, "open", "open border"),
        ("wall", None, "open", "wall"),
        ("door", None, "closed", "closed door"),
        ("door", "open", "open", "open door"),
        ("door", "closed", "closed", "closed door"),
        ("door", "locked", "locked", "locked door"),
        ("hatch", None, "closed", "closed hatch"),
        ("hatch", "open", "open", "open hatch"),
        ("hatch", "locked", "locked", "locked hatch"),
    ],
)
def test_border_kinds_and_states(
    kind: str, state: str | None, expected_state: str, words: str
) -> None:
    enc = corridor([])
    enc.map.add_zone("z1", name="Z1", polygon=rect(10, 0, 20, 10))
    enc.map.add_border("z1", "z0", kind=kind, state=state)
    b = enc.map.border("z0", "z1")
    assert b is enc.map.border("z1", "z0")
    assert b.key == ("z0", "z1")
    assert (b.kind, b.state) == (kind, expected_state)
    assert b.describe() == words
    assert enc.map.border_label(b) == f"{words} between Z0 and Z1"
    assert b.is_passage is (kind in ("door", "hatch"))
    assert b.structure == 5  # seed 000: a typical wooden door takes 5 damage


@pytest.mark.parametrize(
    ("a", "b", "kwargs", "message"),
    [
        ("z0", "z0", {}, "two different zones"),
        ("z0", "nowhere", {}, "nowhere"),
        ("z0", "z1", {"kind": "portcullis"}, "portcullis"),
        ("z0", "z1", {"kind": "wall", "state": "locked"}, "Only doors and hatches"),
        ("z0", "z1", {"kind": "door", "state": "ajar"}, "ajar"),
        ("z0", "z1", {"kind": "door", "structure": 0}, "structure"),
    ],
)
def test_bad_borders_are_refused(a: str, b: str, kwargs: dict, message: str) -> None:
    enc = corridor([])
    enc.map.add_zone("z1", name="Z1", polygon=rect(10, 0, 20, 10))
    with pytest.raises(MapError, match=message):
        enc.map.add_border(a, b, **kwargs)
    assert list(enc.map.borders()) == []


def test_second_border_between_the_same_zones_is_refused() -> None:
    enc = corridor(["open"])
    with pytest.raises(MapError, match="already is a border"):
        enc.map.add_border("z1", "z0", kind="wall")


def test_missing_border_and_zone_errors_name_them() -> None:
    enc = corridor([])
    enc.map.add_zone("z1", name="Z1", polygon=rect(10, 0, 20, 10))
    with pytest.raises(MapError, match="no border between Z0 and Z1"):
        enc.map.border("z0", "z1")
    with pytest.raises(MapError, match="ghost"):
        enc.map.zone("ghost")


@pytest.mark.parametrize(
    ("state", "after"),
    [("closed", "open"), ("open", "closed")],
)
def test_toggle_door(state: str, after: str) -> None:
    enc = corridor([f"door:{state}"])
    enc.map.toggle_door("z0", "z1")
    assert enc.map.border("z0", "z1").state == after


@pytest.mark.parametrize(
    ("spec", "message"), [("door:locked", "locked"), ("wall", "not a door"), ("open", "not a door")]
)
def test_toggle_refused(spec: str, message: str) -> None:
    enc = corridor([spec])
    with pytest.raises(MapError, match=message):
        enc.map.toggle_door("z0", "z1")


def test_update_border_kind_changes_reset_state() -> None:
    enc = corridor(["door:locked"])
    enc.map.update_border("z0", "z1", kind="wall")
    assert enc.map.border("z0", "z1").state == "open"
    enc.map.update_border("z0", "z1", kind="hatch")
    assert enc.map.border("z0", "z1").state == "closed"


def test_breaking_a_door_opens_it() -> None:
    enc = corridor(["door:locked"])
    enc.map.update_border("z0", "z1", broken=True)
    b = enc.map.border("z0", "z1")
    assert b.broken and b.state == "open" and b.is_open_passage
    assert b.describe() == "broken door"


def test_borders_crossed_counts_walls_and_knows_islands() -> None:
    enc = corridor(["wall", "door:locked", "open"])
    enc.map.add_zone("far", name="Far", polygon=rect(100, 0, 110, 10))
    m = enc.map
    assert [m.borders_crossed("z0", f"z{i}") for i in range(4)] == [0, 1, 2, 3]
    assert m.borders_crossed("z3", "z0") == 3
    assert m.borders_crossed("z0", "far") is None


def test_geometry_queries() -> None:
    enc = corridor(["open", "open"])
    m = enc.map
    assert m.zone_at((5, 5)) == "z0"
    assert m.zone_at((25, 5)) == "z2"
    assert m.zone_at((50, 50)) is None
    assert sorted(m.zones_touching("z1")) == ["z0", "z2"]
    edge = m.shared_edge("z0", "z1")
    assert edge is not None and edge.length == pytest.approx(10)
    assert m.bounds() == (0, 0, 30, 10)
    assert m.zone("z1").contains(m.zone("z1").anchor())


def test_corner_touch_is_not_a_neighbour() -> None:
    m = ZoneMap()
    m.add_zone("a", polygon=rect(0, 0, 10, 10))
    m.add_zone("b", polygon=rect(10, 10, 20, 20))
    assert m.zones_touching("a") == []


def test_auto_borders_adds_only_missing_ones() -> None:
    m = ZoneMap()
    m.add_zone("a", polygon=rect(0, 0, 10, 10))
    m.add_zone("b", polygon=rect(10, 0, 20, 10))
    m.add_zone("c", polygon=rect(0, 10, 10, 20))
    m.add_border("a", "b", kind="wall")
    assert m.auto_borders("a", kind="open") == 1
    assert m.border("a", "b").kind == "wall"
    assert m.border("a", "c").kind == "open"
    assert m.auto_borders("a") == 0


def test_remove_zone_takes_its_borders() -> None:
    enc = corridor(["open", "door:closed"])
    enc.map.remove_zone("z1")
    assert "z1" not in enc.map
    assert list(enc.map.borders()) == []


def test_encounter_refuses_to_delete_an_occupied_zone() -> None:
    enc = corridor(["open"])
    enc.add_combatant("Ana", zone="z1")
    with pytest.raises(MapError, match="Ana"):
        enc.remove_zone("z1")
    assert "z1" in enc.map


def test_zone_update_checks_its_fields() -> None:
    enc = corridor([])
    with pytest.raises(MapError):
        enc.map.update_zone("z0", colour="red")
    with pytest.raises(MapError):
        enc.map.update_zone("z0", features={"haunted"})
    enc.map.update_zone("z0", name="Vault", features={"dark"})
    assert enc.map.zone("z0").name == "Vault" and enc.map.zone("z0").is_dark


def test_standalone_map_applies_changes_at_once() -> None:
    m = ZoneMap()
    m.add_zone("hall", name="Hall", polygon=rect(0, 0, 10, 10))
    assert m.name("hall") == "Hall"


def test_geometry_queries_follow_edits_and_undo() -> None:
    enc = corridor(["open"])
    m = enc.map
    assert m.zone_at((25, 5)) is None  # builds the spatial index
    m.add_zone("z2", name="Z2", polygon=rect(20, 0, 30, 10))
    assert m.zone_at((25, 5)) == "z2"
    m.update_zone("z2", polygon=rect(20, 0, 30, 4))
    assert m.zone_at((25, 5)) is None and m.zone_at((25, 2)) == "z2"
    assert sorted(m.zones_touching("z1")) == ["z0", "z2"]
    m.remove_zone("z2")
    assert m.zone_at((25, 2)) is None
    enc.undo()
    assert m.zone_at((25, 2)) == "z2"


def test_map_edits_never_strand_a_token() -> None:
    # A file the app saves must load again: no token outside its zone, none in a deleted zone.
    enc = corridor(["open"])
    enc.add_combatant("Ana", zone="z0", position=(8, 8))
    before = enc.to_dict()
    with pytest.raises(MapError, match="Ana"):
        enc.map.remove_zone("z0")
    with pytest.raises(MapError, match="Ana"):
        enc.map.update_zone("z0", polygon=rect(0, 0, 4, 4))
    assert enc.to_dict() == before
    enc.map.update_zone("z0", polygon=rect(0, 0, 9, 9))  # Ana still inside: fine
    enc.reshape_zone("z0", rect(0, 0, 4, 4))  # the encounter moves her in
    assert enc.map.zone("z0").contains(enc.combatant("Ana").position)
    enc.map.remove_zone("z1")  # nobody there
    assert "z1" not in enc.map
