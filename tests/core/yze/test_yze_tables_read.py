"""Numbers the YZE rules take from their tables, not from retyped literals (issue 8)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from core.encounter import Encounter
from core.resources import load_table
from core.rules.yze import attacks, damage


def _choice(table_id: str, setting: str) -> dict:
    return next(c for c in load_table("yze", table_id)["choices"] if c["setting"] == setting)


def test_range_bands_come_from_range_bands_json_in_order() -> None:
    rows = load_table("yze", "range_bands")["rows"]
    assert list(attacks.RANGE_ORDER) == ["engaged", "short", "medium", "long", "extreme"]
    assert {r["id"]: r["order"] for r in rows} == attacks.RANGE_ORDER
    assert attacks.RANGE_LABELS["medium"] == "Medium"


def test_armour_and_broken_setting_defaults_are_the_tables_choices() -> None:
    armour = _choice("armour", "yze.armour_applies_to")["default"]
    assert armour == ["melee", "ranged", "blast"]
    assert damage.SETTING_DEFAULTS["yze.armour_applies_to"] == armour
    broken = _choice("broken", "yze.crit_on_damage_while_broken")["default"]
    assert damage.SETTING_DEFAULTS["yze.crit_on_damage_while_broken"] is broken is True


def _stress_table(enc: Encounter, monkeypatch: pytest.MonkeyPatch, per_success: int) -> None:
    """``enc`` reads a damage_sources.json where each Insight success removes ``per_success``."""
    original = enc.ruleset.table

    def table(table_id: str) -> dict[str, Any]:
        data = original(table_id)
        if table_id == "damage_sources":
            data = copy.deepcopy(data)
            for r in data["rows"]:
                if r["id"] == "stressful_situations":
                    r["each_success_removes"] = per_success
        return data

    monkeypatch.setattr(enc.ruleset, "table", table)


@pytest.mark.parametrize("per_success", [1, 2])
def test_each_insight_success_removes_what_damage_sources_says(
    yze_enc: Encounter, monkeypatch: pytest.MonkeyPatch, per_success: int
) -> None:
    _stress_table(yze_enc, monkeypatch, per_success)
    faces = [6] + [2] * 30  # exactly one success on the Insight roll
    yze_enc.dice.die = lambda sides: faces.pop(0)  # type: ignore[method-assign]
    res = damage.stress_situation(yze_enc, "Ana", stress=4)
    assert res["roll"].successes == 1
    assert res["stress"] == 4 - per_success


def test_a_new_door_takes_the_wooden_door_damage_from_movement_json() -> None:
    from core.zonemap import Border

    rows = load_table("yze", "movement")["rows"]
    row = next(r for r in rows if r["id"] == "wooden_door_strength")
    door = Border("a", "b", kind="door", state="closed")
    assert door.structure == row["wooden_door_damage_capacity"] == 5


def test_the_zone_map_defaults_follow_map_zones_and_range_bands() -> None:
    from core import encounter

    blocked = next(r for r in load_table("yze", "map_zones")["rows"] if r["id"] == "blocked_border")
    assert blocked["sight_through_door_only_when_standing_in_doorway"] is True
    assert encounter.ENCOUNTER_SETTINGS["open_doors_pass_sight"] is False
    long_band = next(r for r in load_table("yze", "range_bands")["rows"] if r["id"] == "long")
    assert encounter.LONG_RANGE_MAX_BORDERS == long_band["zones"] == 4
