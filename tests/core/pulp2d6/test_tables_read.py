"""The dice and numbers of damage.json, recovery.json and turn_order.json come from the tables
(issue 8): change a table row and the rule follows it."""

from __future__ import annotations

from typing import Any

import pytest

import core.rules.pulp2d6 as pulp_pkg
from core.encounter import Encounter
from core.resources import load_table
from core.rules.pulp2d6 import damage as dmg


def _patched_rows(monkeypatch: pytest.MonkeyPatch, table_id: str, rule: str, **change: Any) -> None:
    rows = [dict(r) for r in load_table("pulp2d6", table_id)["rows"]]
    for r in rows:
        if r.get("rule") == rule:
            r.update(change)
    real = dmg.table_rows
    monkeypatch.setattr(dmg, "table_rows", lambda t: rows if t == table_id else real(t))


def test_medic_dice_come_from_recovery_json(pulp: Encounter, rig, monkeypatch) -> None:
    _patched_rows(monkeypatch, "recovery", "medic_heal", hp_restored="2d6")
    pulp.combat.apply_damage("Max", 10)  # 8 taken (PROTECCIÓN 2): 1 left
    r = rig(pulp)(3, 4)
    out = pulp.combat.medic_heal("Max", medic="Doc")
    assert r.asked == [6, 6] and out["healed"] == 7


def test_dying_dice_come_from_damage_json(pulp: Encounter, rig, monkeypatch) -> None:
    _patched_rows(monkeypatch, "damage", "dying", death_in_turns="2d6")
    r = rig(pulp)(5, 6)
    pulp.combat.apply_damage("Rita", 30)
    assert r.asked == [6, 6] and dmg.dying_effect(pulp, "Rita")["remaining"] == 11


def test_turn_budget_comes_from_turn_order_json(pulp: Encounter, monkeypatch) -> None:
    rows = [dict(r) for r in load_table("pulp2d6", "turn_order")["rows"]]
    assert pulp_pkg.turn_budget() == {"move": 1, "action": 1}
    next(r for r in rows if r["rule"] == "turn_budget")["moves"] = 2
    monkeypatch.setattr(pulp_pkg, "load_table", lambda rs, t: {"rows": rows})
    assert pulp_pkg.turn_budget() == {"move": 2, "action": 1}
    assert pulp.ruleset.can_afford({"move": 1}, pulp.ruleset.cost_of("move"))
    assert pulp.ruleset.remaining({"move": 1}) == {"move": 1, "action": 1}
