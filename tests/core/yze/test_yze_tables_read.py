"""Numbers the YZE rules take from their tables, not from retyped literals (issue 8)."""

from __future__ import annotations

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
