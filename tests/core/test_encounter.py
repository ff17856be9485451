"""The encounter: combatants on the map, engagement, doorways, round budget, settings."""

from __future__ import annotations

import math

import pytest
from zk_helpers import corridor, hall_office, put, rect

from core.encounter import ENCOUNTER_SETTINGS, Encounter, EncounterError
from core.movement import IllegalMoveError
from core.zonemap import MapError


def test_new_encounter_is_empty_and_clean() -> None:
    enc = Encounter(ruleset="yze")
    assert enc.combatants() == [] and len(enc.map) == 0
    assert enc.ruleset.name == "yze"
    assert enc.settings == {"open_doors_pass_sight": False} == ENCOUNTER_SETTINGS
    assert enc.round.number == 1
    assert not enc.history.can_undo


def test_add_combatant_keeps_what_it_was_given() -> None:
    enc = corridor(["open"])
    enc.add_combatant("Ana", zone="z1", side="npc", position=(12, 3), stance="prone")
    c = enc.combatant("Ana")
    assert (c.name, c.zone, c.side, c.position, c.stance) == ("Ana", "z1", "npc", (12, 3), "prone")
    assert c.doorway is None
    assert "Ana" in enc and [x.name for x in enc] == ["Ana"]


def test_default_positions_are_inside_and_apart() -> None:
    enc = corridor([])
    for i in range(8):
        enc.add_combatant(f"C{i}", zone="z0")
    spots = [c.position for c in enc.combatants()]
    assert all(enc.map.zone("z0").contains(p) for p in spots)
    assert min(math.dist(p, q) for i, p in enumerate(spots) for q in spots[i + 1 :]) > 1


@pytest.mark.parametrize(
    ("kwargs", "error", "message"),
    [
        pytest.param({"zone": "ghost"}, MapError, "ghost", id="unknown zone"),
        pytest.param({"zone": "z0", "side": "neutral"}, EncounterError, "side", id="side"),
        pytest.param({"zone": "z0", "stance": "kneeling"}, EncounterError, "stance", id="stance"),
        pytest.param({"zone": "z0", "position": (15, 5)}, EncounterError, "not inside", id="pos"),
        pytest.param({"zone": "z0", "position": ("a", 5)}, EncounterError, "pair", id="pos type"),
    ],
)
def test_bad_combatants_are_refused(kwargs: dict, error: type, message: str) -> None:
    enc = corridor(["open"])
    steps = len(enc.history)
    with pytest.raises(error, match=message):
        enc.add_combatant("Ana", **kwargs)
    assert "Ana" not in enc
    assert len(enc.history) == steps


@pytest.mark.parametrize("name", ["", "   ", None])
def test_a_combatant_needs_a_name(name: object) -> None:
    enc = corridor([])
    with pytest.raises(EncounterError):
        enc.add_combatant(name, zone="z0")  # type: ignore[arg-type]


def test_names_are_unique() -> None:
    enc = corridor([])
    enc.add_combatant("Ana", zone="z0")
    with pytest.raises(EncounterError, match="already"):
        enc.add_combatant("Ana", zone="z0")


def test_update_combatant_rename_follows_engagement_and_spending() -> None:
    enc = corridor(["open"])
    put(enc, "Ana", 0, at=(3, 5))
    put(enc, "Rat", 0, side="npc", at=(6, 5))
    enc.engage("Ana", "Rat")
    enc.spend("Ana", {"fast": 1})
    enc.update_combatant("Ana", name="Ana Ferreira", notes="medic")
    assert "Ana" not in enc
    assert enc.combatant("Ana Ferreira").notes == "medic"
    assert enc.engaged_with("Rat") == {"Ana Ferreira"}
    assert enc.actions_spent("Ana Ferreira") == {"fast": 1}


def test_update_combatant_refuses_unknown_fields_and_taken_names() -> None:
    enc = corridor([])
    enc.add_combatant("Ana", zone="z0")
    enc.add_combatant("Rat", zone="z0")
    with pytest.raises(EncounterError):
        enc.update_combatant("Ana", zone="z0")
    with pytest.raises(EncounterError, match="already"):
        enc.update_combatant("Ana", name="Rat")
    with pytest.raises(EncounterError):
        enc.update_combatant("Ana", side="monster")


def test_remove_combatant_ends_engagement() -> None:
    enc = corridor([])
    enc.add_combatant("Ana", zone="z0")
    enc.add_combatant("Rat", zone="z0", side="npc")
    enc.engage("Ana", "Rat")
    enc.remove_combatant("Rat")
    assert enc.engaged_pairs() == [] and "Rat" not in enc


def test_engage_rules() -> None:
    enc = corridor(["open"])
    enc.add_combatant("Ana", zone="z0")
    enc.add_combatant("Rat", zone="z0", side="npc")
    with pytest.raises(EncounterError):
        enc.engage("Ana", "Ana")
    enc.engage("Ana", "Rat")
    enc.engage("Rat", "Ana")  # already engaged: nothing more
    assert enc.engaged_pairs() == [("Ana", "Rat")]
    assert enc.engaged_enemies("Ana") == ["Rat"]
    enc.disengage("Rat", "Ana")
    assert enc.engaged_pairs() == []


def test_place_is_free_and_ends_engagement() -> None:
    enc = corridor(["wall"])
    enc.add_combatant("Ana", zone="z0")
    enc.add_combatant("Rat", zone="z0", side="npc")
    enc.engage("Ana", "Rat")
    enc.place("Ana", "z1")  # the GM may put anyone anywhere, walls or not
    assert enc.combatant("Ana").zone == "z1"
    assert enc.actions_spent("Ana") == {}
    assert enc.engaged_pairs() == []


def test_place_within_the_zone_keeps_engagement() -> None:
    enc = corridor([])
    enc.add_combatant("Ana", zone="z0")
    enc.add_combatant("Rat", zone="z0", side="npc")
    enc.engage("Ana", "Rat")
    enc.place("Ana", "z0", (1, 1))
    assert enc.engaged_pairs() == [("Ana", "Rat")]


@pytest.mark.parametrize(
    ("spec", "who_zone", "message"),
    [
        ("wall", "hall", "no doorway"),
        ("open", "hall", "no doorway"),
    ],
)
def test_doorway_needs_a_door(spec: str, who_zone: str, message: str) -> None:
    enc = hall_office(spec)
    with pytest.raises(EncounterError, match=message):
        enc.set_doorway("Ana", "hall", "office")


def test_doorway_needs_the_combatant_beside_it() -> None:
    enc = hall_office("door", "open")
    enc.map.add_zone("yard", name="Yard", polygon=rect(20, 0, 30, 10))
    enc.map.add_border("office", "yard", kind="door", state="open")
    with pytest.raises(EncounterError, match="Hall"):
        enc.set_doorway("Ana", "office", "yard")
    enc.set_doorway("Ana", "office", "hall")
    assert enc.combatant("Ana").doorway == ("hall", "office")
    enc.clear_doorway("Ana")
    assert enc.combatant("Ana").doorway is None


def test_moving_leaves_the_doorway() -> None:
    enc = hall_office("door", "open")
    enc.set_doorway("Ana", "hall", "office")
    enc.move("Ana", "office")
    assert enc.combatant("Ana").doorway is None


@pytest.mark.parametrize(
    ("key", "value", "message"),
    [("open_doors_pass_sight", "yes", "bool"), ("fog_of_war", True, "Unknown setting")],
)
def test_bad_settings_are_refused(key: str, value: object, message: str) -> None:
    enc = Encounter(ruleset="yze")
    with pytest.raises(EncounterError, match=message):
        enc.set_setting(key, value)
    assert enc.settings == ENCOUNTER_SETTINGS


def test_spend_and_next_round() -> None:
    enc = corridor([])
    enc.add_combatant("Ana", zone="z0")
    enc.spend("Ana", {"slow": 1})
    assert enc.actions_left("Ana") == {"slow": 0, "fast": 1}
    with pytest.raises(IllegalMoveError):
        enc.spend("Ana", {"slow": 1})
    enc.spend("Ana", {"fast": 1})
    assert enc.actions_left("Ana") == {"slow": 0, "fast": 0}
    enc.next_round()
    assert enc.round.number == 2
    assert enc.actions_left("Ana") == {"slow": 1, "fast": 2}


def test_reshape_keeps_tokens_inside() -> None:
    enc = corridor([])
    enc.add_combatant("Ana", zone="z0", position=(9, 9))
    enc.reshape_zone("z0", rect(0, 0, 4, 4))
    assert enc.map.zone("z0").contains(enc.combatant("Ana").position)
    enc.undo()
    assert enc.combatant("Ana").position == (9, 9)
    assert enc.map.zone("z0").polygon == tuple(rect(0, 0, 10, 10))


def test_unknown_names_raise_encounter_error() -> None:
    enc = corridor([])
    for call in (
        lambda: enc.combatant("X"),
        lambda: enc.line_of_sight("X", "Y"),
        lambda: enc.check_move("X", "z0"),
        lambda: enc.spend("X", {"fast": 1}),
    ):
        with pytest.raises(EncounterError):
            call()
    assert issubclass(EncounterError, ValueError)


@pytest.mark.parametrize("image", ["/home/gm/ana.png", "https://example.com/a.png", 42])
def test_portraits_are_embedded_images(image: object) -> None:
    enc = corridor([])
    with pytest.raises(EncounterError, match="data:image"):
        enc.add_combatant("Ana", zone="z0", image=image)  # type: ignore[arg-type]
    enc.add_combatant("Ana", zone="z0", image="data:image/png;base64,AAAA")
    with pytest.raises(EncounterError, match="data:image"):
        enc.update_combatant("Ana", image=image)
    enc.update_combatant("Ana", image=None)
    assert enc.combatant("Ana").image is None


@pytest.mark.parametrize(
    ("data", "rect"),
    [
        ("C:/maps/mill.png", (0, 0, 10, 10)),
        ("data:image/png;base64,AAAA", (0, 0, 10)),
        ("data:image/png;base64,AAAA", (0, 0, 0, 10)),
        ("data:image/png;base64,AAAA", (0, 0, "wide", 10)),
        ("data:image/png;base64,AAAA", (0, 0, math.inf, 10)),
    ],
)
def test_bad_backgrounds_are_refused(data: str, rect: tuple) -> None:
    enc = corridor([])
    with pytest.raises(MapError):
        enc.map.set_background(data, rect)
    assert enc.map.background is None and len(enc.history) == 1


def test_background_is_set_and_removed() -> None:
    enc = corridor([])
    enc.map.set_background("data:image/jpeg;base64,/9j/", (-5, -5, 40, 30))
    assert enc.map.background == {"data": "data:image/jpeg;base64,/9j/", "rect": [-5, -5, 40, 30]}
    enc.map.set_background(None)
    assert enc.map.background is None
    enc.undo()
    assert enc.map.background is not None
