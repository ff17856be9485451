"""Numbers that come from BRP tables (issue 8): resistance_roll.json's setting defaults,
close_combat.json's defence grade."""

from __future__ import annotations

import pytest

from core.encounter import Encounter
from core.resources import load_table
from core.rules.brp import BasicRoleplaying
from core.rules.brp import attacks as atk

from .helpers import load

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


def test_long_defence_grade_is_close_combat_json_s(fight: Encounter, monkeypatch) -> None:
    """close_combat.json's ``long_defends_difficult`` grade is the one the defence gets."""
    assert atk.row(fight, "close_combat", rule="long_defends_difficult")["grade"] == "difficult"
    real = atk.row

    def patched(enc: Encounter, table_id: str, **match: object) -> dict:
        r = real(enc, table_id, **match)
        return {**r, "grade": "easy"} if table_id == "close_combat" else r

    fight.engage("Bo", "Rat")
    for _ in range(3):
        fight.combat.next_turn()  # Bo at 10
    load(fight, [30])
    assert fight.combat.keep_at_bay("Bo", "Rat") == "success"
    for _ in range(3):
        fight.combat.next_turn()  # round 2: Rat
    fight.state["brp"]["at_bay"] = [{"long": "Bo", "short": "Rat", "round": 2, "state": "held"}]
    load(fight, [10])  # Dodge 35
    assert fight.combat.get_past_guard("Rat", "Bo") == "success"
    assert atk.attack_plan(fight, "Rat", "Bo", "knife").defences["dodge"]["grade"] == "difficult"
    monkeypatch.setattr(atk, "row", patched)
    assert atk.attack_plan(fight, "Rat", "Bo", "knife").defences["dodge"]["grade"] != "difficult"
