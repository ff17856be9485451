"""Characters beyond one encounter: numbered NPCs on free spots, the party library, sheet checks."""

from __future__ import annotations

import itertools
import json
import math

import pytest

from core.characters import (
    CharacterFileError,
    SavedCharacter,
    add_from_template,
    check_ruleset,
    load_characters,
    numbered_names,
    save_characters,
    saved_from_encounter,
)
from core.encounter import TOKEN_SPACING, Encounter, EncounterError
from core.rules.base import RuleError
from core.rules.runner import SheetField, check_field_value, get_path, set_path
from tests.core.zk_helpers import corridor, rect

CULTIST = {"name": "Cultist", "side": "npc", "stats": {"agility": 3, "weapons": ["knife"]}}


def test_copies_get_numbered_names_and_never_share_a_spot() -> None:
    enc = corridor(["open"])
    enc.add_combatant("Cultist 2", zone="z0", side="npc")
    names = add_from_template(enc, CULTIST, zone="z0", count=4)
    assert names == ["Cultist 1", "Cultist 3", "Cultist 4", "Cultist 5"]
    spots = [c.position for c in enc.combatants_in("z0")]
    for p, q in itertools.combinations(spots, 2):
        assert math.dist(p, q) >= TOKEN_SPACING * 0.99
    assert all(enc.combatant(n).side == "npc" for n in names)


def test_copies_are_one_undo_step_and_own_their_stats() -> None:
    enc = corridor(["open"])
    add_from_template(enc, CULTIST, zone="z0", count=3)
    enc.combatant("Cultist 1").stats["weapons"].append("axe")
    assert enc.combatant("Cultist 2").stats["weapons"] == ["knife"]
    assert CULTIST["stats"]["weapons"] == ["knife"]
    enc.undo()
    assert enc.combatants() == []
    enc.redo()
    assert len(enc.combatants()) == 3


def test_a_single_copy_keeps_its_name_when_free() -> None:
    enc = corridor(["open"])
    assert numbered_names(enc, "Ana", 1) == ["Ana"]
    enc.add_combatant("Ana", zone="z0")
    assert numbered_names(enc, "Ana", 1) == ["Ana 1"]


def test_a_full_zone_is_refused_and_nothing_is_added() -> None:
    enc = Encounter(ruleset="yze")
    enc.map.add_zone("cell", name="Cell", polygon=rect(0, 0, 1, 1))
    with pytest.raises(EncounterError, match="Cell has no free spot"):
        add_from_template(enc, CULTIST, zone="cell", count=40)
    assert enc.combatants() == []


def test_a_plain_add_never_lands_on_another_token() -> None:
    enc = Encounter(ruleset="yze")
    enc.map.add_zone("cell", name="Cell", polygon=rect(0, 0, 2, 2))
    for i in range(6):
        enc.add_combatant(f"C{i}", zone="cell")
    spots = [c.position for c in enc.combatants()]
    assert len({(round(x, 6), round(y, 6)) for x, y in spots}) == len(spots)


def test_bad_counts_and_sides_are_refused() -> None:
    enc = corridor(["open"])
    with pytest.raises(EncounterError, match="between 1 and"):
        add_from_template(enc, CULTIST, zone="z0", count=0)
    with pytest.raises(EncounterError, match="Unknown side"):
        add_from_template(enc, CULTIST, zone="z0", side="monster")


def test_a_side_round_trips_through_a_character_file(tmp_path) -> None:
    enc = corridor(["open"])
    enc.add_combatant("Ana", zone="z0", side="pc", stats={"agility": 4}, notes="medic")
    enc.add_combatant("Bo", zone="z0", side="pc", stats={"agility": 2})
    path = tmp_path / "party.zkchar"
    save_characters(path, "yze", saved_from_encounter(enc, ["Ana", "Bo"]))
    lib = load_characters(path)
    assert lib.ruleset == "yze"
    assert [c.name for c in lib.characters] == ["Ana", "Bo"]
    other = corridor(["wall"])
    check_ruleset(other, lib)
    for c in lib.characters:
        add_from_template(other, c, zone="z1")
    assert other.combatant("Ana").stats == {"agility": 4}
    assert other.combatant("Ana").notes == "medic"


def test_a_file_of_another_ruleset_is_refused(tmp_path) -> None:
    path = tmp_path / "brp.zkchar"
    save_characters(path, "brp", [SavedCharacter("Ana")])
    with pytest.raises(CharacterFileError, match="holds brp characters; this encounter plays yze"):
        check_ruleset(corridor(["open"]), load_characters(path), path)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"\xff\xfe", "is not a character file"),
        (b"[]", "is not a Zonekeeper character file"),
        (b'{"format": "zonekeeper-characters", "version": 9, "ruleset": "yze"}', "newer"),
        (b'{"format": "zonekeeper-characters", "version": 1, "ruleset": "yze"}', "no characters"),
        (
            b'{"format": "zonekeeper-characters", "version": 1, "ruleset": "yze",'
            b' "characters": [{"name": ""}]}',
            r"characters\[0\].name",
        ),
        (
            b'{"format": "zonekeeper-characters", "version": 1, "ruleset": "yze",'
            b' "characters": [{"name": "A", "stats": {"dex": NaN}}]}',
            "NaN",
        ),
        (b"[" * 5000 + b"]" * 5000, "is not a character file"),
    ],
)
def test_bad_character_files_say_what_is_wrong(tmp_path, content: bytes, message: str) -> None:
    path = tmp_path / "bad.zkchar"
    path.write_bytes(content)
    with pytest.raises(CharacterFileError, match=message):
        load_characters(path)


def test_a_saved_file_is_plain_json(tmp_path) -> None:
    path = tmp_path / "one.zkchar"
    save_characters(path, "d20", [SavedCharacter("Orc", "npc", {"pv": 15})])
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["characters"] == [{"name": "Orc", "side": "npc", "stats": {"pv": 15}}]


def test_field_checks_refuse_with_the_field_label() -> None:
    dex = SheetField("dex", "DEX", "int", minimum=3, maximum=21)
    assert check_field_value(dex, "7") == 7
    with pytest.raises(RuleError, match="DEX must be a whole number"):
        check_field_value(dex, 7.5)
    with pytest.raises(RuleError, match="DEX must be a number"):
        check_field_value(dex, "seven")
    with pytest.raises(RuleError, match="finite"):
        check_field_value(dex, float("inf"))
    with pytest.raises(RuleError, match="worked out"):
        check_field_value(SheetField("hp", "HP", derived=True), 3)
    with pytest.raises(RuleError, match="choose one of"):
        check_field_value(SheetField("size", "Size", "choice", choices=("s", "m")), "xl")
    with pytest.raises(RuleError, match="Damage"):
        check_field_value(SheetField("db", "Damage", "dice"), "1d")
    skills = SheetField("skills", "Skills", "skills", minimum=0, maximum=100)
    assert check_field_value(skills, {"Dodge": "45"}) == {"Dodge": 45}
    with pytest.raises(RuleError, match="Skills Dodge must be between 0 and 100"):
        check_field_value(skills, {"Dodge": 145})


def test_paths_reach_into_nested_tables() -> None:
    stats: dict = {"skills": {"Dodge": 30}}
    set_path(stats, "skills.Spot", 25)
    set_path(stats, "armour.points", 2)
    assert get_path(stats, "skills.Spot") == 25
    assert get_path(stats, "armour.points") == 2
    assert get_path(stats, "skills.Climb", "none") == "none"
