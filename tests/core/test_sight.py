"""Line of sight and line of fire on the map geometry.

Seed 000 "BORDAS & LINHA DE VISÃO": open borders block neither sight nor movement; a blocked border
blocks sight even with a door or hatch in it, unless you stand in the doorway and peek (the
``open_doors_pass_sight`` setting lets open doors pass sight). "CARACTERÍSTICAS DA ZONA": ranged
attacks can't pass *through* a dark zone; in a cramped zone nobody shoots past someone beside
them at a target behind them. Every answer carries a reason naming the zones and the border.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from zk_helpers import centre, corridor, grid2x2, hall_office, put, rect

from core.encounter import Encounter


@dataclass
class SightCase:
    borders: list[str]
    target: int  # zone index of the target; the observer "A" stands in z0
    clear: bool
    reason: str  # expected reason text, or a fragment of it
    doorway: tuple[str, int, int] | None = None  # (who, zone a, zone b)
    setting: bool = False
    observer: int = 0
    features: dict[int, set[str]] = field(default_factory=dict)


SIGHT = {
    "open border": SightCase(["open"], 1, True, "Clear line of sight (Z0 → Z1)."),
    "two open borders": SightCase(["open", "open"], 2, True, "Clear line of sight (Z0 → Z1 → Z2)."),
    "same zone": SightCase(["open"], 0, True, "Clear line of sight within Z0."),
    "wall": SightCase(["wall"], 1, False, "Wall between Z0 and Z1."),
    "wall behind an open border": SightCase(["open", "wall"], 2, False, "Wall between Z1 and Z2."),
    "closed door": SightCase(["door:closed"], 1, False, "Closed door between Z0 and Z1."),
    "locked door": SightCase(["door:locked"], 1, False, "Locked door between Z0 and Z1."),
    "closed hatch": SightCase(["hatch:closed"], 1, False, "Closed hatch between Z0 and Z1."),
    "locked hatch": SightCase(["hatch:locked"], 1, False, "Locked hatch between Z0 and Z1."),
    "open door, nobody in the doorway": SightCase(
        ["door:open"], 1, False, "Open door between Z0 and Z1"
    ),
    "open hatch, nobody in the doorway": SightCase(
        ["hatch:open"], 1, False, "Open hatch between Z0 and Z1"
    ),
    "open door, observer in the doorway": SightCase(
        ["door:open"], 1, True, "Clear line of sight", doorway=("A", 0, 1)
    ),
    "open hatch, observer in the doorway": SightCase(
        ["hatch:open"], 1, True, "Clear line of sight", doorway=("A", 0, 1)
    ),
    "open door, doorway named the other way round": SightCase(
        ["door:open"], 1, True, "Clear line of sight", doorway=("A", 1, 0)
    ),
    "open door, observer in the doorway from the far side": SightCase(
        ["door:open"], 0, True, "Clear line of sight", doorway=("A", 0, 1), observer=1
    ),
    "closed door, observer in the doorway": SightCase(
        ["door:closed"], 1, False, "Closed door between Z0 and Z1.", doorway=("A", 0, 1)
    ),
    "open door, doorway of another door": SightCase(
        ["door:open", "door:open"], 2, False, "Open door between Z1 and Z2", doorway=("A", 0, 1)
    ),
    "setting: open door passes sight": SightCase(
        ["door:open"], 1, True, "Clear line of sight", setting=True
    ),
    "setting: open hatch passes sight": SightCase(
        ["hatch:open"], 1, True, "Clear line of sight", setting=True
    ),
    "setting: closed door still blocks": SightCase(
        ["door:closed"], 1, False, "Closed door between Z0 and Z1.", setting=True
    ),
    "setting: wall still blocks": SightCase(
        ["wall"], 1, False, "Wall between Z0 and Z1.", setting=True
    ),
    "dark zone between does not block sight": SightCase(
        ["open", "open"], 2, True, "Clear line of sight", features={1: {"dark"}}
    ),
}


def build_sight(case: SightCase) -> Encounter:
    enc = corridor(case.borders, case.features)
    put(enc, "A", case.observer)
    y = 8.0 if case.target == case.observer else 5.0
    put(enc, "B", case.target, side="npc", at=centre(case.target, y=y))
    if case.doorway:
        who, za, zb = case.doorway
        enc.set_doorway(who, f"z{za}", f"z{zb}")
    if case.setting:
        enc.set_setting("open_doors_pass_sight", True)
    return enc


@pytest.mark.parametrize("case", SIGHT.values(), ids=SIGHT.keys())
def test_line_of_sight(case: SightCase) -> None:
    enc = build_sight(case)
    result = enc.line_of_sight("A", "B")
    assert result.clear is case.clear
    assert case.reason in result.reason
    assert bool(result) is case.clear


@pytest.mark.parametrize("case", SIGHT.values(), ids=SIGHT.keys())
def test_sight_is_symmetric(case: SightCase) -> None:
    enc = build_sight(case)
    assert enc.line_of_sight("B", "A").clear is case.clear


@pytest.mark.parametrize("case", SIGHT.values(), ids=SIGHT.keys())
def test_a_shot_needs_sight(case: SightCase) -> None:
    enc = build_sight(case)
    shot = enc.can_shoot("A", "B")
    if not case.clear:
        assert not shot.clear
        assert shot.reason == enc.line_of_sight("A", "B").reason


def test_reason_names_the_rooms() -> None:
    enc = hall_office("wall")
    assert enc.line_of_sight("Ana", "Rat").reason == "Wall between Hall and Office."
    assert enc.line_of_sight("Rat", "Ana").reason == "Wall between Office and Hall."
    assert enc.line_of_sight("Ana", "Rat").blocking_border == ("hall", "office")


def test_doorway_works_from_either_side_of_the_door() -> None:
    enc = hall_office("door", "open")
    assert not enc.line_of_sight("Ana", "Rat").clear
    enc.set_doorway("Rat", "hall", "office")  # Rat peeks from the office side
    assert enc.line_of_sight("Ana", "Rat").clear
    assert enc.line_of_sight("Rat", "Ana").clear
    enc.clear_doorway("Rat")
    enc.set_doorway("Ana", "office", "hall")  # Ana peeks from the hall side
    assert enc.line_of_sight("Rat", "Ana").clear
    enc.map.update_border("hall", "office", state="closed")
    assert not enc.line_of_sight("Ana", "Rat").clear


def test_the_setting_flips_both_ways_and_undoes() -> None:
    enc = hall_office("door", "open")
    assert not enc.line_of_sight("Ana", "Rat").clear
    enc.set_setting("open_doors_pass_sight", True)
    assert enc.line_of_sight("Ana", "Rat").clear
    enc.undo()
    assert not enc.line_of_sight("Ana", "Rat").clear


def test_broken_door_no_longer_blocks() -> None:
    enc = hall_office("door", "locked")
    assert not enc.line_of_sight("Ana", "Rat").clear
    enc.map.update_border("hall", "office", broken=True)
    assert enc.line_of_sight("Ana", "Rat").clear


# -- geometry: where people stand decides which borders the line crosses -------------------------
GRID = {("nw", "ne"): "open", ("ne", "se"): "open", ("nw", "sw"): "wall", ("sw", "se"): "wall"}


@pytest.mark.parametrize(
    ("a_at", "b_at", "clear", "reason"),
    [
        pytest.param((8, 18), (18, 2), True, "NW → NE → SE", id="line through the open rooms"),
        pytest.param((2, 14), (18, 2), False, "Wall between NW and SW.", id="line through SW"),
        pytest.param((2, 14), (18, 18), True, "NW → NE", id="straight across"),
    ],
)
def test_sight_line_follows_positions(
    a_at: tuple[float, float], b_at: tuple[float, float], clear: bool, reason: str
) -> None:
    enc = grid2x2(GRID)
    enc.add_combatant("A", zone=enc.map.zone_at(a_at), position=a_at)
    enc.add_combatant("B", zone=enc.map.zone_at(b_at), position=b_at, side="npc")
    result = enc.line_of_sight("A", "B")
    assert result.clear is clear
    assert reason in result.reason


@pytest.mark.parametrize(
    ("a_at", "b_at"),
    [
        pytest.param((10, 5), (15, 5), id="observer on the wall line"),
        pytest.param((5, 5), (10, 5), id="target on the wall line"),
        pytest.param((10, 10), (25, 5), id="observer on the wall's end"),
    ],
)
def test_standing_on_the_wall_line_does_not_see_through_it(
    a_at: tuple[float, float], b_at: tuple[float, float]
) -> None:
    # A token dropped exactly on the edge belongs to its own zone; the wall is still between.
    enc = corridor(["wall", "open"])
    enc.add_combatant("A", zone="z0", position=a_at)
    enc.add_combatant("B", zone="z1" if b_at[0] < 20 else "z2", position=b_at, side="npc")
    result = enc.line_of_sight("A", "B")
    assert not result.clear
    assert result.reason == "Wall between Z0 and Z1."
    assert not enc.line_of_sight("B", "A").clear


def test_sight_line_leaving_the_map_is_blocked() -> None:
    # an L of two rooms: the straight line between the arms runs outside every zone
    enc = Encounter(ruleset="yze")
    enc.map.add_zone("w", name="West Wing", polygon=rect(0, 0, 10, 30))
    enc.map.add_zone("s", name="South Wing", polygon=rect(10, 0, 40, 10))
    enc.map.add_border("w", "s")
    enc.add_combatant("A", zone="w", position=(5, 28))
    enc.add_combatant("B", zone="s", position=(38, 5), side="npc")
    result = enc.line_of_sight("A", "B")
    assert not result.clear
    assert "leaves the mapped area" in result.reason


def test_touching_zones_without_a_border_block() -> None:
    enc = Encounter(ruleset="yze")
    enc.map.add_zone("a", name="Attic", polygon=rect(0, 0, 10, 10))
    enc.map.add_zone("b", name="Loft", polygon=rect(10, 0, 20, 10))
    enc.add_combatant("A", zone="a", position=(5, 5))
    enc.add_combatant("B", zone="b", position=(15, 5))
    result = enc.line_of_sight("A", "B")
    assert not result.clear
    assert "Attic" in result.reason and "Loft" in result.reason


# -- line of fire: dark zones ------------------------------------------------------------------
@pytest.mark.parametrize(
    ("dark", "a", "b", "clear", "text"),
    [
        pytest.param({1}, 0, 2, False, "dark zone Z1", id="dark zone between"),
        pytest.param({1, 2}, 0, 3, False, "dark zone Z1", id="two dark zones between"),
        pytest.param({0}, 0, 2, True, "Z0 is dark", id="dark at the shooter's end"),
        pytest.param({2}, 0, 2, True, "Z2 is dark", id="dark at the target's end"),
        pytest.param({0, 2}, 0, 2, True, "Z2 is dark", id="dark at both ends"),
        pytest.param({0}, 0, 0, True, "Z0 is dark", id="both inside one dark zone"),
        pytest.param(set(), 0, 2, True, "", id="no dark zone"),
    ],
)
def test_dark_zones(dark: set[int], a: int, b: int, clear: bool, text: str) -> None:
    enc = corridor(["open"] * 3, {i: {"dark"} for i in dark})
    put(enc, "A", a, at=centre(a, y=5))
    put(enc, "B", b, side="npc", at=centre(b, y=5) if b != a else (8, 5))
    assert enc.line_of_sight("A", "B").clear  # darkness never blocks sight here
    shot = enc.can_shoot("A", "B")
    assert shot.clear is clear
    if clear:
        assert text in " ".join(shot.notes)
        if not dark:
            assert shot.notes == ()
    else:
        assert text in shot.reason
        assert shot.blocking_zone is not None


def test_dark_zone_reason_names_the_zone() -> None:
    enc = Encounter(ruleset="yze")
    for i, name in enumerate(["Yard", "Barn", "Field"]):
        enc.map.add_zone(name.lower(), name=name, polygon=rect(10 * i, 0, 10 * i + 10, 10))
    enc.map.update_zone("barn", features={"dark"})
    enc.map.add_border("yard", "barn")
    enc.map.add_border("barn", "field")
    enc.add_combatant("Ana", zone="yard", position=(5, 5))
    enc.add_combatant("Rat", zone="field", position=(25, 5), side="npc")
    shot = enc.can_shoot("Ana", "Rat")
    assert not shot.clear
    assert "Barn" in shot.reason
    assert shot.blocking_zone == "barn"


# -- line of fire: cramped zones ---------------------------------------------------------------
@pytest.mark.parametrize(
    ("cramped", "bystander", "clear"),
    [
        pytest.param({0}, (5, 5), False, id="on the line in the shooter's cramped zone"),
        pytest.param({0}, (5, 6), False, id="beside the line (1 m off)"),
        pytest.param({0}, (5, 9.5), True, id="off the line (4.5 m away)"),
        pytest.param({0}, (1, 5), True, id="behind the shooter"),
        pytest.param({1}, (15, 5), False, id="between, in a cramped middle zone"),
        pytest.param({2}, (24, 5), False, id="beside the target in a cramped zone"),
        pytest.param({2}, (28, 5), True, id="behind the target"),
        pytest.param(set(), (5, 5), True, id="same spot, zone not cramped"),
        pytest.param({2}, (5, 5), True, id="on the line but in a roomy zone"),
    ],
)
def test_cramped_bystander(cramped: set[int], bystander: tuple[float, float], clear: bool) -> None:
    enc = corridor(["open", "open"], {i: {"cramped"} for i in cramped})
    put(enc, "A", 0, at=(2, 5))
    put(enc, "B", 2, side="npc", at=(25, 5))
    zone = enc.map.zone_at(bystander)
    enc.add_combatant("Mo", zone=zone, side="pc", position=bystander)
    assert enc.line_of_sight("A", "B").clear  # people never block sight
    shot = enc.can_shoot("A", "B")
    assert shot.clear is clear
    if not clear:
        assert "Mo" in shot.reason
        assert shot.blocking_combatant == "Mo"
        assert enc.map.name(zone) in shot.reason


@pytest.mark.parametrize("side", ["pc", "npc"])
def test_cramped_blocks_allies_and_enemies_alike(side: str) -> None:
    enc = corridor(["open"], {0: {"cramped"}})
    put(enc, "A", 0, at=(1, 5))
    enc.add_combatant("X", zone="z0", side=side, position=(4, 5))
    enc.add_combatant("B", zone="z0", side="npc", position=(8, 5))
    shot = enc.can_shoot("A", "B")
    assert not shot.clear
    assert "X" in shot.reason and "Z0" in shot.reason
