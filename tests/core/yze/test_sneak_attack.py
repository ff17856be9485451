"""Sneak attacks (seed 000, EMBOSCADAS & ATAQUES FURTIVOS): "Primeiro, você faz uma rolagem de
Furtividade … Se você falhar, o inimigo o percebe – comprem a iniciativa." The attack option
needs a won Stealth roll; a failed one (rolled here or entered from the table) refuses it, the
preview and the attack with one reason; the roll is spent by the attack it allowed."""

from __future__ import annotations

import pytest

from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.yze import attacks as A
from core.rules.yze import initiative as ini
from tests.core.yze.test_attacks import engage_here, force, row
from tests.core.zk_helpers import check_preview_is_outcome

ROLL = next(
    r for r in load_table("yze", "ambush_sneak_attacks")["rows"] if r["id"] == "sneak_attack_roll"
)
SNEAK = row("attack_situational_modifiers", "sneak_attack_melee")


@pytest.fixture
def brawl(yze_enc: Encounter) -> Encounter:
    """Bo (unarmed; Agility 3 + Stealth 2) Engaged with Rat 1 in the Hall."""
    engage_here(yze_enc, "Bo", "Rat 1")
    yze_enc.history.clear()
    return yze_enc


def _stealth(enc: Encounter, *, six: bool, melee: bool = True) -> None:
    """Bo rolls Stealth (5 dice, −2 closing to Engaged: 3) with or without a six."""
    assert ROLL["roll_skill"] == "stealth" and ROLL["on_failure"] == "draw_initiative"
    dice = 5 + (int(ROLL["engaged_approach_modifier"]) if melee else 0)
    force(enc, ([6] if six else [5]) + [2] * (dice - 1) + [3] * 40)
    roll = enc.combat.sneak_attack_roll("Bo", melee=melee)
    assert len(roll.dice) == dice and roll.success is six


def test_a_failed_stealth_roll_refuses_the_sneak_attack(brawl: Encounter) -> None:
    _stealth(brawl, six=False)
    preview = brawl.combat.attack_preview("Bo", "Rat 1", "unarmed", sneak=True)
    assert not preview.allowed
    assert "failed the Stealth roll" in preview.reason and "draw initiative" in preview.reason
    assert check_preview_is_outcome(brawl, "Bo", "Rat 1", "unarmed", {"sneak": True}) == 0
    # the enemy noticed Bo: an ordinary attack is still open to him
    assert brawl.combat.attack_preview("Bo", "Rat 1", "unarmed").allowed


def test_no_stealth_roll_no_sneak_attack(brawl: Encounter) -> None:
    preview = brawl.combat.attack_preview("Bo", "Rat 1", "unarmed", sneak=True)
    assert not preview.allowed and "no Stealth roll" in preview.reason
    assert "Sneak attack: Stealth roll" in preview.reason  # where to roll it
    with pytest.raises(RuleError, match="no Stealth roll"):
        brawl.combat.attack("Bo", "Rat 1", "unarmed", sneak=True)


def test_a_won_stealth_roll_allows_one_sneak_attack(brawl: Encounter) -> None:
    _stealth(brawl, six=True)
    preview = brawl.combat.attack_preview("Bo", "Rat 1", "unarmed", sneak=True)
    assert preview.allowed
    assert f"{SNEAK['modifier']:+d}" in [m.value for m in preview.modifiers]
    assert check_preview_is_outcome(brawl, "Bo", "Rat 1", "unarmed", {"sneak": True}) == 1
    brawl.combat.attack("Bo", "Rat 1", "unarmed", sneak=True)
    assert ini.sneak_roll(brawl, "Bo") is None  # spent: one attacker, one target, one attack
    assert not A.attack_verdict(brawl, "Bo", "Rat 1", "unarmed", sneak=True).allowed
    brawl.undo()
    assert ini.sneak_roll(brawl, "Bo") == {"success": True, "melee": True}


@pytest.mark.parametrize(("result", "allowed"), [("success", True), ("failure", False)])
def test_the_gm_enters_the_table_stealth_roll(brawl: Encounter, result: str, allowed: bool) -> None:
    force(brawl, [])  # no die is rolled for a roll made at the table
    out = brawl.combat.run_gm_tool("sneak_roll", name="Bo", melee=True, result=result)
    assert f"rolled at the table, {result}" in out["text"]
    assert brawl.combat.attack_preview("Bo", "Rat 1", "unarmed", sneak=True).allowed is allowed


def test_the_sneak_tool_refuses_an_unknown_result(brawl: Encounter) -> None:
    with pytest.raises(RuleError, match="Stealth roll: choose one of"):
        brawl.combat.run_gm_tool("sneak_roll", name="Bo", melee=True, result="maybe")
    assert ini.sneak_roll(brawl, "Bo") is None


def test_a_roll_without_the_engaged_minus_two_is_no_melee_sneak_attack(brawl: Encounter) -> None:
    _stealth(brawl, six=True, melee=False)
    preview = brawl.combat.attack_preview("Bo", "Rat 1", "unarmed", sneak=True)
    assert not preview.allowed and "without the −2" in preview.reason


def test_the_stealth_roll_is_undone_with_its_tool(brawl: Encounter) -> None:
    before = brawl.to_dict()
    brawl.combat.run_gm_tool("sneak_roll", name="Bo", melee=True, result="failure")
    brawl.undo()
    assert brawl.to_dict() == before and ini.sneak_roll(brawl, "Bo") is None


def test_a_new_roll_replaces_a_failed_one(brawl: Encounter) -> None:
    brawl.combat.sneak_attack_roll("Bo", success=False)
    brawl.combat.sneak_attack_roll("Bo", success=True)
    assert brawl.combat.attack_preview("Bo", "Rat 1", "unarmed", sneak=True).allowed
