"""Setting defaults that come from resistance_roll.json's choices (issue 8)."""

from __future__ import annotations

import pytest

from core.resources import load_table
from core.rules.brp import BasicRoleplaying

CHOICES = {c["setting"]: c for c in load_table("brp", "resistance_roll")["choices"]}


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("brp.resistance_formula", {"base": 50, "per_point": 5}),
        ("brp.disarm_resist_characteristic", "str"),
    ],
)
def test_resistance_defaults_are_the_tables(key: str, value: object) -> None:
    assert CHOICES[key]["default"] == value
    assert BasicRoleplaying.default_settings()[key] == CHOICES[key]["default"]
