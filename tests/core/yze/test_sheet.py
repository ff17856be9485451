"""The YZE character sheet as data: every stat the rules read is a field, derived values are the
ones the tracks use, bad values are refused with a reason, the sample stays valid."""

from __future__ import annotations

from typing import Any

import pytest

from core.characters import equip, set_sheet_value
from core.encounter import Encounter
from core.resources import sample_encounter_path
from core.rules.base import RuleError
from core.rules.yze import damage as D

READ_BY_THE_RULES = (
    "strength", "agility", "wits", "empathy",
    "melee", "stamina", "mobility", "ranged", "stealth",
    "observation", "insight", "crafting", "healing", "persuasion",
    "health", "resolve", "weapons", "armour",
    "size", "humanoid", "beast", "minor", "scope", "vehicle", "in_vehicle",
)  # fmt: skip


def test_every_stat_the_rules_read_is_a_field(yze_enc: Encounter) -> None:
    ids = {f.id for f in yze_enc.combat.character_sheet().fields()}
    assert set(READ_BY_THE_RULES) <= ids


def test_sections_and_derived_fields(yze_enc: Encounter) -> None:
    sheet = yze_enc.combat.character_sheet()
    assert [s.id for s in sheet.sections] == [
        "attributes", "skills", "tracks", "weapons", "armour", "traits",
    ]  # fmt: skip
    derived = {f.id for f in sheet.fields() if f.derived}
    assert derived == {"max_health", "max_resolve"}
    assert "max_health" not in sheet.defaults()


@pytest.mark.parametrize(
    ("stats", "health", "resolve"),
    [
        ({"strength": 3, "agility": 4, "wits": 2, "empathy": 5}, 7, 7),
        ({"strength": 8, "agility": 3, "wits": 1, "empathy": 1, "health": 12}, 12, 2),
        ({"strength": 2, "agility": 2, "wits": 2, "empathy": 2, "resolve": None}, 4, 4),
        ({}, 1, 1),
    ],
)
def test_derived_maxima_are_the_tracks_maxima(
    yze_enc: Encounter, stats: dict[str, Any], health: int, resolve: int
) -> None:
    yze_enc.update_combatant("Bo", stats=stats)
    values = yze_enc.combat.sheet_values(stats)
    assert (values["max_health"], values["max_resolve"]) == (health, resolve)
    assert D.health(yze_enc, "Bo") == (health, health)
    assert D.resolve(yze_enc, "Bo") == (resolve, resolve)


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [
        ("strength", 0, "between 1 and 12"),
        ("agility", "lots", "must be a number"),
        ("mobility", 2.5, "whole number"),
        ("ranged", -1, "between 0 and 10"),
        ("size", "huge", "choose one of normal, large, small"),
        ("weapons", ["laser"], "'laser' is not in the weapon table"),
        ("weapons", "pistol", "a list of weapons"),
        ("armour", -2, "whole number from 0 to 20"),
        ("armour", [{"name": "Tin", "rating": "Z"}], "whole number from 0 to 20"),
        ("max_health", 9, "worked out from the sheet"),
        ("health", 0, "between 1 and 40"),
    ],
)
def test_bad_values_are_refused_with_a_reason(
    yze_enc: Encounter, field: str, value: Any, words: str
) -> None:
    before = dict(yze_enc.combatant("Ana").stats)
    with pytest.raises(RuleError, match=words):
        set_sheet_value(yze_enc, "Ana", field, value)
    assert yze_enc.combatant("Ana").stats == before


def test_good_values_are_typed_and_one_undo_step(yze_enc: Encounter) -> None:
    set_sheet_value(yze_enc, "Ana", "agility", "5")
    assert yze_enc.combatant("Ana").stats["agility"] == 5
    set_sheet_value(yze_enc, "Ana", "weapons", ["rifle", {"id": "knife"}])
    assert yze_enc.combatant("Ana").stats["weapons"] == [
        {"id": "rifle", "name": "Rifle"},
        {"id": "knife", "name": "Knife"},
    ]
    set_sheet_value(yze_enc, "Ana", "health", "")
    assert yze_enc.combatant("Ana").stats["health"] is None
    yze_enc.undo()
    yze_enc.undo()
    assert yze_enc.combatant("Ana").stats["weapons"] == ["pistol", "knife"]


def test_weapon_and_armour_pickers_carry_the_tables_numbers(yze_enc: Encounter) -> None:
    sheet = yze_enc.combat.character_sheet()
    weapons = {i.id: i for i in sheet.field("weapons").items}
    assert "unarmed" not in weapons
    assert weapons["pistol"].label == "Pistol — +2, damage 2, Medium, 1H"
    assert weapons["spear"].label == "Spear — +1, damage 2, Short, 1H, can be thrown"
    armour = {i.id: i for i in sheet.field("armour").items}
    assert armour["medium"].data["rating"] == 3 and "armour rating 3" in armour["medium"].label


def test_equipping_armour_and_a_weapon_is_what_the_fight_reads(yze_enc: Encounter) -> None:
    c = yze_enc.combat
    equip(yze_enc, "Bo", "armour", "heavy")
    assert D.armour_of(yze_enc, "Bo") == {
        "rating": 5,
        "name": "Heavy armour (plate, combat armour)",
    }
    assert not c.attack_preview("Bo", "Ana", "sword").allowed
    equip(yze_enc, "Bo", "weapons", "sword")
    assert [w for w, _ in c.weapon_choices("Bo")] == ["sword", "unarmed"]
    assert yze_enc.log[-1]["kind"] == "equipment"
    yze_enc.undo()
    assert [w for w, _ in c.weapon_choices("Bo")] == ["unarmed"]


def test_step_dice_sheets_take_letters() -> None:
    enc = Encounter(ruleset="yze")
    enc.combat.set_yze_setting("yze.dice_mode", "step")
    sheet = enc.combat.character_sheet()
    assert sheet.field("agility").choices == ("A", "B", "C", "D")
    assert enc.combat.check_sheet_value("agility", "B") == "B"
    with pytest.raises(RuleError):
        enc.combat.check_sheet_value("agility", 4)
    assert enc.combat.check_sheet_value("armour", "c") == [
        {"id": "custom", "name": "Armour", "rating": "C"}
    ]
    assert enc.combat.derived_values({"strength": "A", "agility": "C"})["max_health"] == 6


def test_the_sample_encounter_is_valid_against_the_sheet() -> None:
    enc = Encounter.load(sample_encounter_path())
    sheet = enc.combat.character_sheet()
    ids = {f.id for f in sheet.fields()}
    for c in enc.combatants():
        assert set(c.stats) <= ids, c.name
        for key, value in c.stats.items():
            enc.combat.check_sheet_value(key, value)
