"""Budget items name themselves for people; measures (WWII's metres) are not actions."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.encounter import Encounter
from core.rules.runner import BudgetItem

SAMPLES = Path(__file__).resolve().parents[2] / "resources" / "samples"


def sample_path(ruleset: str) -> Path:
    return SAMPLES / f"sample_{ruleset}.zkenc"


RULESETS = ("brp", "ww2", "d20", "pulp2d6", "yze")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_budget_item_has_a_label(ruleset: str) -> None:
    enc = Encounter.load(sample_path(ruleset))
    for c in enc.combatants():
        items = enc.combat.budget_view(c.name).items
        assert items
        for item in items:
            assert isinstance(item, BudgetItem) and item.label, (ruleset, item)


def test_ww2_metres_are_measures_and_the_action_is_not() -> None:
    enc = Encounter.load(sample_path("ww2"))
    name = enc.combatants()[0].name
    items = {i.kind: i for i in enc.combat.budget_view(name).items}
    assert not items["action"].measure and items["action"].label == "action"
    metres = [i for k, i in items.items() if k != "action"]
    assert metres and all(i.measure for i in metres)
    assert {"run_m", "shoot_and_move_m", "crawl_m", "moved_m"} <= set(items)


def test_yze_keeps_its_kinds_with_words() -> None:
    enc = Encounter.load(sample_path("yze"))
    items = enc.combat.budget_view(enc.combatants()[0].name).items
    assert [(i.kind, i.label) for i in items] == [("slow", "slow action"), ("fast", "fast action")]
