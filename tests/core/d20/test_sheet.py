"""The d20 character sheet as data: every stat the rules read is a field, the derived values
are the ones the rules use, bad values are refused with a readable reason."""

from __future__ import annotations

import copy
import re
from pathlib import Path

import pytest

from core.characters import equip, set_sheet_value
from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.d20 import sheet

REPO = Path(__file__).resolve().parents[3]
SAMPLE = REPO / "resources" / "samples" / "sample_d20.zkenc"
CODE = REPO / "core" / "rules" / "d20"

CHAIN = {"id": "chain_shirt", "name": "Chain shirt", "defesa": 4}


def test_every_stat_the_rules_read_is_a_field() -> None:
    ids = {f.id for f in sheet.character_sheet().fields()}
    read: set[str] = set()
    for path in CODE.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        read |= set(re.findall(r"""stats\.get\(\s*["'](\w+)["']""", text))
        read |= set(re.findall(r"""whole\(\s*stats,\s*["'](\w+)["']""", text))
        read |= set(re.findall(r"""stat\(enc, \w+, ["'](\w+)["']\)""", text))
    assert read, "the scan found the stats the code reads"
    assert read <= ids, read - ids
    assert {"agilidade", "prontidao", "precisao", "ataque", "defesa", "pv"} <= ids
    assert {"weapons", "armour", "iniciativa", "defesa_total"} <= ids


def test_the_sections_and_their_kinds() -> None:
    s = sheet.character_sheet()
    assert [x.id for x in s.sections] == [
        "attributes",
        "combat",
        "derived",
        "tracks",
        "weapons",
        "armour",
    ]
    assert {f.id for f in s.fields() if f.derived} == {"iniciativa", "defesa_total"}
    weapons = s.field("weapons")
    assert weapons.kind == "items"
    rows = load_table("d20", "weapons")["rows"]
    assert [i.id for i in weapons.items] == [r["id"] for r in rows]
    sword = next(i for i in weapons.items if i.id == "sword")
    assert sword.label == "Sword — 1d8, melee" and sword.data["damage"] == "1d8"
    plate = next(i for i in s.field("armour").items if i.id == "full_plate")
    assert plate.label == "Full plate — Defense +8"


def test_derived_values_are_the_seeds_initiative_and_armoured_defence() -> None:
    stats = {"agilidade": 3, "prontidao": 2, "defesa": 11, "armour": [CHAIN, CHAIN]}
    assert sheet.derived_values(stats) == {"iniciativa": 5, "defesa_total": 19}
    enc = Encounter(ruleset="d20")
    values = enc.combat.sheet_values(stats)
    assert values["defesa_total"] == 19 and values["iniciativa"] == 5
    assert values["pv"] == 10 and values["ataque"] == 0  # the sheet's defaults


def test_the_attack_rolls_against_the_derived_defence(make_d20, rig) -> None:
    enc = make_d20(names=("Ana", "Orc 1"))
    enc.place("Orc 1", "z0")
    enc.engage("Ana", "Orc 1")
    stats = {**enc.combatant("Orc 1").stats, "armour": [CHAIN]}
    enc.update_combatant("Orc 1", stats=stats)
    assert enc.combat.sheet_values(stats)["defesa_total"] == 17
    preview = enc.combat.attack_preview("Ana", "Orc 1")
    assert "Hits on 17 or more" in preview.notes[0]
    assert "Defense 13 + Chain shirt 4 = 17" in preview.notes[0]
    rig(enc)(11)  # 11 + Attack 5 = 16: short of 17
    out = enc.combat.attack("Ana", "Orc 1")
    assert out["defence"] == 17 and not out["hit"]


def test_initiative_adds_the_derived_bonus(make_d20, rig) -> None:
    enc = make_d20(names=("Ana",))
    rig(enc)(10)
    enc.combat.roll_initiative()
    bonus = enc.combat.sheet_values(enc.combatant("Ana").stats)["iniciativa"]
    assert enc.combat.initiative_of("Ana") == 10 + bonus == 15


@pytest.mark.parametrize(
    ("field_id", "value", "match"),
    [
        ("agilidade", 21, "Agility must be between -5 and 20"),
        ("agilidade", "quick", "Agility must be a number"),
        ("pv", 0, "HP \\(maximum\\) must be between 1 and 999"),
        ("ataque", 2.5, "whole number"),
        ("defesa_total", 15, "worked out from the sheet"),
        ("iniciativa", 3, "worked out from the sheet"),
        ("weapons", [{"name": "Sword", "damage": "d"}], "Sword's damage"),
        ("weapons", [{"name": "Sword"}], "Sword needs its damage dice"),
        ("weapons", [{"name": "", "damage": "1d6"}], "Weapon 1 needs a name"),
        ("weapons", [{"name": "Net", "damage": "1d2", "kind": "thrown"}], "melee or a ranged"),
        ("weapons", "sword", "list of entries"),
        ("armour", [{"name": "Hide", "defesa": -1}], "Hide's Defense bonus"),
        ("armour", [{"name": "Hide", "defesa": "2"}], "Hide's Defense bonus"),
        ("nonsense", 1, "no field"),
    ],
)
def test_bad_values_are_refused_with_a_reason(field_id, value, match) -> None:
    enc = Encounter(ruleset="d20")
    with pytest.raises(RuleError, match=match):
        enc.combat.check_sheet_value(field_id, value)


def test_good_values_come_back_typed() -> None:
    check = Encounter(ruleset="d20").combat.check_sheet_value
    assert check("agilidade", "4") == 4
    assert check("weapons", [{"name": "Sword", "damage": "1d8"}]) == [
        {"name": "Sword", "damage": "1d8"}
    ]
    assert check("armour", [CHAIN]) == [CHAIN]


def test_a_sheet_edit_is_one_undo_step_and_a_bad_one_changes_nothing(d20_enc) -> None:
    before = copy.deepcopy(d20_enc.to_dict())
    set_sheet_value(d20_enc, "Ana", "agilidade", 5)
    assert d20_enc.combatant("Ana").stats["agilidade"] == 5
    with pytest.raises(RuleError):
        set_sheet_value(d20_enc, "Ana", "agilidade", 99)
    assert d20_enc.combatant("Ana").stats["agilidade"] == 5
    d20_enc.undo()
    assert d20_enc.to_dict() == before


def test_the_sample_and_the_conftest_party_pass_the_sheet(d20_enc) -> None:
    for c in Encounter.load(SAMPLE).combatants():
        assert sheet.sheet_problems(c.stats) == [], c.name
    for c in d20_enc.combatants():
        assert sheet.sheet_problems(c.stats) == [], c.name
    assert sheet.sheet_problems({"agilidade": 30}) == [
        "Agility must be between -5 and 20 (got 30)."
    ]


def test_equipping_a_weapon_from_the_table_offers_it(d20_enc) -> None:
    assert "short_bow" not in dict(d20_enc.combat.weapon_choices("Ana"))
    equip(d20_enc, "Ana", "weapons", "short_bow")
    choices = dict(d20_enc.combat.weapon_choices("Ana"))
    assert choices["short_bow"] == "Short bow — 1d6, ranged"
    assert d20_enc.log[-1]["kind"] == "equipment"
    d20_enc.undo()
    assert "short_bow" not in dict(d20_enc.combat.weapon_choices("Ana"))


def test_a_weapon_without_a_kind_takes_the_tables_or_counts_as_melee() -> None:
    out = sheet.weapons_of(
        {
            "weapons": [
                {"id": "pistol", "name": "Pistol", "damage": "2d4"},
                {"id": "bow", "name": "Short bow", "damage": "1d6"},
                {"id": "zap", "name": "Zapper", "damage": "1d6"},
            ]
        }
    )
    assert [(w["kind"], w["kind_known"]) for w in out] == [
        ("ranged", True),
        ("ranged", True),
        ("melee", False),
    ]
