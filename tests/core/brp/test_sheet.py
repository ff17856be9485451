"""BRP's character sheet: every stat the rules read is a field, derived values are the rules'
own numbers, bad values are refused with words a GM reads, the sample stays valid."""

from __future__ import annotations

from typing import Any

import pytest

from core.characters import equip, set_sheet_value
from core.encounter import Encounter
from core.io import load_encounter
from core.resources import resources_dir
from core.rules.base import RuleError
from core.rules.brp import damage as dmg
from core.rules.brp import dex_ranks as dr
from core.rules.brp import sheet
from core.rules.brp.state import skill_value

SAMPLE = resources_dir() / "samples" / "sample_brp.zkenc"


def _ids(enc: Encounter) -> set[str]:
    return {f.id for f in enc.combat.character_sheet().fields()}


def test_every_stat_the_rules_read_is_a_field(brp_enc: Encounter) -> None:
    read = {"str", "con", "siz", "int", "pow", "dex", "cha", "edu", "dex_rank", "hp", "db"}
    read |= {"armour", "shield", "skills", "weapons", "ready"}
    assert read <= _ids(brp_enc)


def test_fields_have_the_kinds_the_form_needs(brp_enc: Encounter) -> None:
    s = brp_enc.combat.character_sheet()
    assert s.field("dex").kind == "int" and (s.field("dex").minimum, s.field("dex").maximum) == (
        1,
        200,
    )
    assert s.field("skills").kind == "skills"
    assert s.field("weapons").kind == "items" and s.field("weapons").items
    assert s.field("db").kind == "dice" and s.field("armour").kind == "dice"
    assert s.field("shield").choices == ("none", "medium_or_small", "full", "large")
    assert "15%" in s.field("shield").choice_labels[1]  # shields_vs_missiles.json
    derived = [f for f in s.fields() if f.derived]
    assert {f.id for f in derived} >= {"agility", "dex_rank_start", "total_hp", "major_wound"}


def test_weapon_items_carry_the_table_numbers(brp_enc: Encounter) -> None:
    items = {i.id: i for i in brp_enc.combat.character_sheet().field("weapons").items}
    assert items["pistol"].label == "Revolver — 1D8, 15 m, impale"
    assert items["sword"].label.startswith("Broadsword — 1D8+1+db, medium")
    assert items["claw"].label == "Claw — 1D6+db"  # natural_weapons.json, from the seed
    assert items["bite"].label == "Bite — 1D3+db"
    assert "source" not in items["pistol"].data and items["pistol"].data["damage"] == "1D8"


def test_defaults_make_a_character_the_rules_can_use(brp_enc: Encounter) -> None:
    stats = brp_enc.combat.character_sheet().defaults()
    assert sheet.sheet_problems(stats) == []
    brp_enc.add_combatant("New", zone="z0", side="pc", position=(1.0, 1.0), stats=stats)
    assert dr.dex_rank_of(brp_enc, "New") == 10
    assert dmg.hit_points(brp_enc, "New") == (12, 12)  # ⌈(10 + 13) / 2⌉


@pytest.mark.parametrize(
    ("stats", "expected"),
    [
        ({"dex": 14, "con": 12, "siz": 13}, {"agility": 70, "total_hp": 13, "major_wound": 7}),
        ({"dex": 9, "con": 20, "siz": 25, "hp": 30}, {"agility": 45, "total_hp": 30}),
        ({"dex": 15, "dex_rank": 12}, {"dex_rank_start": 12, "total_hp": None}),
        ({}, {"agility": None, "dex_rank_start": None, "major_wound": None}),
    ],
)
def test_derived_values(brp_enc: Encounter, stats: dict[str, Any], expected: dict) -> None:
    values = brp_enc.combat.derived_values(stats)
    assert {k: values[k] for k in expected} == expected


def test_the_rules_read_the_derived_values(brp_enc: Encounter) -> None:
    for name in ("Ana", "Bo", "Ogre"):
        values = brp_enc.combat.derived_values(brp_enc.combatant(name).stats)
        assert skill_value(brp_enc, name, "Agility")[0] == values["agility"]
        assert dr.dex_rank_of(brp_enc, name) == values["dex_rank_start"]
        assert dmg.hit_points(brp_enc, name)[1] == values["total_hp"]
        assert dmg.major_wound_threshold(brp_enc, name) == values["major_wound"]
        assert (
            brp_enc.combat.sheet_values(brp_enc.combatant(name).stats)["agility"]
            == (values["agility"])
        )


def test_the_major_wound_setting_reaches_the_sheet(brp_enc: Encounter) -> None:
    brp_enc.combat.set_setting("brp.major_wound_threshold", "none")
    assert brp_enc.combat.derived_values({"con": 12, "siz": 12})["major_wound"] is None


@pytest.mark.parametrize(
    ("field_id", "value", "words"),
    [
        ("dex", 0, "DEX must be between 1 and 200"),
        ("str", "strong", "STR must be a number"),
        ("siz", 12.5, "SIZ must be a whole number"),
        ("db", "1X4", "Damage modifier must be a number or dice"),
        ("armour", "lots", "Armour points must be a number or dice"),
        ("shield", "tower", "Shield: choose one of"),
        ("skills", {"Dodge": -5}, "Skills (%) Dodge must be between 0 and 300"),
        ("weapons", [{"name": "Stick"}], "Weapon 'Stick' has no damage dice"),
        ("weapons", [{"name": "Gun", "damage": "1D8", "range_m": -3}], "positive number"),
        ("agility", 50, "Agility (DEX×5) is worked out from the sheet"),
    ],
)
def test_bad_values_are_refused(brp_enc: Encounter, field_id: str, value: Any, words: str) -> None:
    with pytest.raises(RuleError, match=words.replace("(", r"\(").replace(")", r"\)")):
        brp_enc.combat.check_sheet_value(field_id, value)


def test_two_weapons_with_one_id_are_refused(brp_enc: Encounter) -> None:
    dagger = {"id": "dagger", "name": "Dagger", "damage": "1D4+2", "length": "short"}
    with pytest.raises(RuleError, match="Two weapons share the id 'dagger'"):
        brp_enc.combat.check_sheet_value("weapons", [dagger, dict(dagger)])


def test_a_file_with_two_weapons_of_one_id_still_fights(brp_enc: Encounter) -> None:
    """Typed in the raw JSON, a second dagger is told apart (dagger_2) rather than emptying
    the weapon list."""
    dagger = {"id": "dagger", "name": "Dagger", "damage": "1D4+2", "length": "short"}
    stats = {**brp_enc.combatant("Rat").stats, "weapons": [dagger, dict(dagger)]}
    brp_enc.update_combatant("Rat", stats=stats)
    ids = [w for w, _label in brp_enc.combat.weapon_choices("Rat")]
    assert ids == ["dagger", "dagger_2", "unarmed"]


def test_good_values_come_back_typed(brp_enc: Encounter) -> None:
    c = brp_enc.combat
    assert c.check_sheet_value("dex", "14") == 14
    assert c.check_sheet_value("db", "+1d4") == "+1D4"
    assert c.check_sheet_value("armour", "3") == 3
    assert c.check_sheet_value("armour", "1D8+1") == "1D8+1"
    assert c.check_sheet_value("hp", "") is None  # the override left empty
    assert c.check_sheet_value("ready", "pistol") == "pistol"


def test_a_sheet_edit_is_one_undo_step_and_the_rules_follow(brp_enc: Encounter) -> None:
    before = dmg.hit_points(brp_enc, "Ana")
    set_sheet_value(brp_enc, "Ana", "con", 19)
    assert dmg.hit_points(brp_enc, "Ana")[1] == 16  # ⌈(19 + 12) / 2⌉
    with pytest.raises(RuleError):
        set_sheet_value(brp_enc, "Ana", "con", 500)
    assert brp_enc.combatant("Ana").stats["con"] == 19
    brp_enc.undo()
    assert dmg.hit_points(brp_enc, "Ana") == before


def test_equip_adds_a_choice_and_logs_it(brp_enc: Encounter) -> None:
    assert "spear" not in dict(brp_enc.combat.weapon_choices("Ana"))
    equip(brp_enc, "Ana", "weapons", "spear")
    choices = dict(brp_enc.combat.weapon_choices("Ana"))
    assert choices["spear"].startswith("Long spear — 1D10+1+db, long")
    assert "(not drawn)" in choices["spear"]
    assert "Long spear" in brp_enc.log[-1]["text"]
    brp_enc.undo()
    assert "spear" not in dict(brp_enc.combat.weapon_choices("Ana"))


def test_the_sample_encounter_is_valid_against_the_sheet() -> None:
    enc = load_encounter(SAMPLE)
    for c in enc:
        assert sheet.sheet_problems(c.stats) == [], c.name
        assert enc.combat.derived_values(c.stats)["total_hp"] is not None


def test_the_sheet_reports_bad_stats_it_finds() -> None:
    assert sheet.sheet_problems({"dex": 0, "shield": "tower"}) == [
        "DEX must be between 1 and 200 (got 0).",
        "Shield: choose one of No shield, Medium or small shield, Full shield, Large shield "
        "(got 'tower').",
    ]
