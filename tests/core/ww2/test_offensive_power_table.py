"""Poder Ofensivo's luck die and component names come from ``offensive_power.json`` (issue 8)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from core.encounter import Encounter
from core.rules.ww2 import attacks


@pytest.fixture
def changed_luck(ww2_enc: Encounter, monkeypatch: pytest.MonkeyPatch) -> Encounter:
    """The same encounter reading an ``offensive_power.json`` whose luck is 2d10 "Azar" and whose
    skill component is named "Perícia"."""
    original = ww2_enc.ruleset.table

    def table(table_id: str) -> dict[str, Any]:
        data = original(table_id)
        if table_id != "offensive_power":
            return data
        data = copy.deepcopy(data)
        for row in data["rows"]:
            if row["component"] == "luck":
                row.update(dice="2d10", name="Azar", name_pt="Azar")
            if row["component"] == "skill":
                row["name"] = "Perícia"
        return data

    monkeypatch.setattr(ww2_enc.ruleset, "table", table)
    return ww2_enc


def test_the_preview_names_the_tables_luck_die(changed_luck: Encounter) -> None:
    preview = changed_luck.combat.attack_preview("Ana", "Kurt")
    assert preview.modifiers[0].label == "OP: Azar" and preview.modifiers[0].value == "2d10"
    assert preview.dice.startswith("2d10 ")
    assert "OP: Perícia: Rifles" in [m.label for m in preview.modifiers]


def test_the_attack_rolls_the_tables_luck_die(
    changed_luck: Encounter, monkeypatch: pytest.MonkeyPatch
) -> None:
    rolled: list[tuple[str, str]] = []
    roll = changed_luck.dice.roll

    def spy(expression: str, *, label: str = "") -> Any:
        rolled.append((expression, label))
        return roll(expression, label=label)

    monkeypatch.setattr(changed_luck.dice, "roll", spy)
    attacks.attack(changed_luck, "Ana", "Kurt")
    assert rolled[0] == ("2d10", "Azar")
