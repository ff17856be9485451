"""Range bands (seed 000 "CATEGORIAS DE ALCANCE").

Short = same zone, Medium = adjacent zone, Long = up to four zones away, Extreme = farther.
Borders are counted on the shortest path through *any* border: a wall blocks sight and movement,
it does not move a room farther away. Engaged is a relation between two people in one zone.
"""

from __future__ import annotations

import pytest
from zk_helpers import centre, corridor, put, rect

from core.encounter import Encounter, EncounterError

BAND_BY_BORDERS = {
    0: "short",
    1: "medium",
    2: "long",
    3: "long",
    4: "long",
    5: "extreme",
    6: "extreme",
}

CORRIDORS = {
    "all open": ["open"] * 6,
    "all walls": ["wall"] * 6,
    "every border kind and state": [
        "wall",
        "door:locked",
        "hatch:closed",
        "door:open",
        "open",
        "hatch:locked",
    ],
}


@pytest.mark.parametrize("layout", sorted(CORRIDORS))
@pytest.mark.parametrize(("borders", "band"), sorted(BAND_BY_BORDERS.items()))
def test_band_counts_borders_whatever_their_kind(layout: str, borders: int, band: str) -> None:
    enc = corridor(CORRIDORS[layout])
    put(enc, "A", 0)
    put(enc, "B", borders, side="npc", at=centre(borders, y=7.5))
    assert enc.range_band("A", "B") == band
    assert enc.range_band("B", "A") == band


def test_four_borders_is_long_five_is_extreme() -> None:
    enc = corridor(["open"] * 5)
    put(enc, "A", 0)
    put(enc, "Four", 4)
    put(enc, "Five", 5)
    assert enc.range_band("A", "Four") == "long"
    assert enc.range_band("A", "Five") == "extreme"


def test_wall_shortcut_keeps_the_room_next_door() -> None:
    # z0 … z4 joined by open borders, and a wall straight from z0 to z4: the walk round is four
    # borders, but the wall makes z4 the next room (medium), it does not push it to long.
    enc = corridor(["open"] * 4)
    enc.map.add_border("z0", "z4", kind="wall")
    put(enc, "A", 0)
    put(enc, "B", 4)
    assert enc.range_band("A", "B") == "medium"
    enc.map.remove_border("z0", "z4")
    assert enc.range_band("A", "B") == "long"


@pytest.mark.parametrize(
    "extra_borders",
    [
        pytest.param([], id="island alone"),
        pytest.param([("z9", "z8")], id="two islands joined to each other only"),
    ],
)
def test_disconnected_zones_are_extreme(extra_borders: list[tuple[str, str]]) -> None:
    enc = corridor(["open"])
    enc.map.add_zone("z9", name="Island", polygon=rect(100, 100, 110, 110))
    enc.map.add_zone("z8", name="Islet", polygon=rect(110, 100, 120, 110))
    for a, b in extra_borders:
        enc.map.add_border(a, b)
    put(enc, "A", 0)
    enc.add_combatant("B", zone="z9", side="npc")
    assert enc.map.borders_crossed("z0", "z9") is None
    assert enc.range_band("A", "B") == "extreme"


def test_range_follows_border_edits_and_undo() -> None:
    enc = corridor(["open"])
    enc.map.add_zone("z9", name="Annex", polygon=rect(10, 10, 20, 20))
    put(enc, "A", 0)
    enc.add_combatant("B", zone="z9", side="npc")
    assert enc.range_band("A", "B") == "extreme"
    enc.map.add_border("z1", "z9", kind="wall")
    assert enc.range_band("A", "B") == "long"
    enc.map.add_border("z0", "z9", kind="door", state="locked")
    assert enc.range_band("A", "B") == "medium"
    enc.undo()
    assert enc.range_band("A", "B") == "long"
    enc.undo()
    assert enc.range_band("A", "B") == "extreme"
    enc.redo()
    assert enc.range_band("A", "B") == "long"


@pytest.mark.parametrize(
    ("engage", "pair", "band"),
    [
        pytest.param([], ("A", "B"), "short", id="same zone, not engaged"),
        pytest.param([("A", "B")], ("A", "B"), "engaged", id="engaged"),
        pytest.param([("A", "B")], ("B", "A"), "engaged", id="engaged is symmetric"),
        pytest.param([("A", "B")], ("A", "C"), "short", id="engaged with someone else"),
        pytest.param([("A", "B"), ("B", "C")], ("A", "C"), "short", id="not transitive"),
        pytest.param([("A", "C")], ("A", "C"), "engaged", id="ally engaged too"),
    ],
)
def test_engaged_is_a_relation_between_two_combatants(
    engage: list[tuple[str, str]], pair: tuple[str, str], band: str
) -> None:
    enc = corridor(["open"])
    put(enc, "A", 0, at=(2, 5))
    put(enc, "B", 0, side="npc", at=(5, 5))
    put(enc, "C", 0, at=(8, 5))
    for a, b in engage:
        enc.engage(a, b)
    assert enc.range_band(*pair) == band


def test_engaged_needs_one_zone() -> None:
    enc = corridor(["open"])
    put(enc, "A", 0)
    put(enc, "B", 1, side="npc")
    with pytest.raises(EncounterError, match="different zones"):
        enc.engage("A", "B")
    assert enc.range_band("A", "B") == "medium"


def test_moving_away_ends_engagement() -> None:
    enc = corridor(["open"])
    put(enc, "A", 0, at=(3, 5))
    put(enc, "B", 0, side="npc", at=(6, 5))
    enc.engage("A", "B")
    enc.move("A", "z1")
    assert enc.range_band("A", "B") == "medium"
    assert enc.engaged_with("B") == set()
    enc.undo()
    assert enc.range_band("A", "B") == "engaged"


def test_unknown_combatant_is_an_error() -> None:
    enc = Encounter(ruleset="yze")
    with pytest.raises(EncounterError, match="Nobody"):
        enc.range_band("Nobody", "Else")
