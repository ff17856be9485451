"""YZE critical injuries that do what they say (seed 000 "LESÕES CRÍTICAS", both D66 tables):
slow movement, unusable arms and hands, damage per roll, paralysis, the mental injuries' rolls
and stress; and the rules the GM reaches from the tools: running in total darkness
(ESCURIDÃO), breaking a door (PORTAS & ESCOTILHAS), the ambush (EMBOSCADAS) and the sneak
attack's Stealth roll (ATAQUES FURTIVOS)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest

from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.yze import actions as A
from core.rules.yze import crits as C
from core.rules.yze import damage as D
from core.rules.yze import hazards as H
from core.rules.yze import initiative as I


def crit_row(kind: str, d66: int) -> dict[str, Any]:
    table = load_table("yze", f"critical_injuries_{kind}")["rows"]
    return next(r for r in table if r["d66_min"] <= d66 <= r["d66_max"])


def force(enc: Encounter, faces: Iterable[int]) -> None:
    left = list(faces)

    def die(sides: int) -> int:
        assert left, "the code rolled more dice than the test forced"
        return left.pop(0)

    enc.dice.die = die  # type: ignore[method-assign]


# -- slow movement ---------------------------------------------------------------------------
@pytest.mark.parametrize("d66", [14, 22, 25, 35, 41, 42, 51, 53, 55])
def test_movement_becomes_a_slow_action(yze_enc: Encounter, d66: int) -> None:
    assert crit_row("physical", d66)["movement_slow"]
    assert yze_enc.check_move("Ana", "z1").cost.amounts == {"fast": 1}
    C.roll_crit(yze_enc, "Ana", "physical", d66=d66)
    check = yze_enc.check_move("Ana", "z1")
    name = crit_row("physical", d66)["injury"].lower()
    assert check.allowed and check.cost.amounts == {"slow": 1}
    assert name in check.reason and "slow action" in check.reason


def test_a_slow_move_leaves_no_second_move(yze_enc: Encounter) -> None:
    C.roll_crit(yze_enc, "Ana", "physical", d66=41)  # broken leg
    A.take_action(yze_enc, "Ana", "run", target="z1")
    again = yze_enc.check_move("Ana", "z0")
    assert not again.allowed  # one slow action a round (AÇÕES LENTAS & RÁPIDAS)


def test_a_healed_injury_no_longer_slows(yze_enc: Encounter) -> None:
    crit = C.roll_crit(yze_enc, "Ana", "physical", d66=41)
    yze_enc.state["combatants"]["Ana"]["crits"]["injuries"][0]["healed"] = True
    assert crit["movement_slow"] and C.slow_movement_reason(yze_enc, "Ana") is None
    assert yze_enc.check_move("Ana", "z1").cost.amounts == {"fast": 1}


# -- paralysis -------------------------------------------------------------------------------
def test_a_fractured_spine_paralyses(yze_enc: Encounter) -> None:
    C.roll_crit(yze_enc, "Ana", "physical", d66=56)
    move = yze_enc.check_move("Ana", "z1")
    assert not move.allowed and "paralysed" in move.reason
    run = A.action_option(yze_enc, "Ana", "run")
    assert not run.legal and "fractured spine" in run.reason
    assert A.action_option(yze_enc, "Ana", "shout").legal
    plan = yze_enc.combat.attack_preview("Ana", "Rat 1", "pistol")
    assert not plan.allowed


# -- arms and hands --------------------------------------------------------------------------
@pytest.mark.parametrize("d66", [23, 26, 36, 43, 52, 54])
def test_an_unusable_arm_or_hand_forbids_a_two_handed_weapon(yze_enc: Encounter, d66: int) -> None:
    row = crit_row("physical", d66)
    assert row["arm_unusable"] or row["hand_unusable"]
    rifle = {w["id"]: w for w in load_table("yze", "weapons")["rows"]}["rifle"]
    pistol = {w["id"]: w for w in load_table("yze", "weapons")["rows"]}["pistol"]
    assert C.weapon_refusal(yze_enc, "Boss", rifle) is None
    C.roll_crit(yze_enc, "Boss", "physical", d66=d66)
    why = C.weapon_refusal(yze_enc, "Boss", rifle)
    assert why and "both hands" in why and row["injury"].lower() in why
    assert C.weapon_refusal(yze_enc, "Boss", pistol) is None  # the other hand still holds one


def test_two_lost_arms_hold_no_weapon_but_still_fight_unarmed(yze_enc: Encounter) -> None:
    C.roll_crit(yze_enc, "Ana", "physical", d66=36)
    C.roll_crit(yze_enc, "Ana", "physical", d66=54)
    assert C.hands_left(yze_enc, "Ana") == 0
    yze_enc.move("Ana", "z1")
    yze_enc.engage("Ana", "Rat 1")
    knife = yze_enc.combat.attack_preview("Ana", "Rat 1", "knife")
    assert not knife.allowed and "a hand" in knife.reason
    assert yze_enc.combat.attack_preview("Ana", "Rat 1", "unarmed").allowed


def test_the_attack_verdict_names_the_injury(yze_enc: Encounter) -> None:
    C.roll_crit(yze_enc, "Boss", "physical", d66=26)  # slashed shoulder
    plan = yze_enc.combat.attack_preview("Boss", "Rat 1", "rifle")
    assert not plan.allowed and "slashed shoulder" in plan.reason


# -- damage per roll and skill modifiers -----------------------------------------------------
@pytest.mark.parametrize("d66", [32, 45])
def test_each_mobility_or_melee_roll_costs_a_point(yze_enc: Encounter, d66: int) -> None:
    row = crit_row("physical", d66)
    assert row["damage_per_roll"] == ["mobility", "melee"] and row["damage_per_roll_amount"] == 1
    C.roll_crit(yze_enc, "Ana", "physical", d66=d66)
    before = D.health(yze_enc, "Ana")[0]
    yze_enc.combat.make_roll("Ana", "Mobility")
    assert D.health(yze_enc, "Ana")[0] == before - 1
    yze_enc.combat.record_roll("Ana", "Close Combat", True)
    assert D.health(yze_enc, "Ana")[0] == before - 2
    yze_enc.combat.make_roll("Ana", "Ranged Combat")
    assert D.health(yze_enc, "Ana")[0] == before - 2


def test_a_move_roll_uses_the_injury_modifier(yze_enc: Encounter) -> None:
    # Busted kidney: Mobility −2 (and slow movement). Agility 4 + Mobility 2 − 2 = 4 dice.
    C.roll_crit(yze_enc, "Ana", "physical", d66=51)
    junk = [(0.0, 10.0), (10.0, 10.0), (10.0, 20.0), (0.0, 20.0)]
    yze_enc.map.add_zone("z3", name="Junk", polygon=junk, features={"cluttered"})
    yze_enc.map.add_border("z0", "z3", kind="open")
    force(yze_enc, [6, 1, 1, 1])
    out = A.take_action(yze_enc, "Ana", "run", target="z3")
    assert out["rolls"][0]["success"] and len(out["rolls"][0]["roll"]["dice"]) == 4


# -- mental injuries -------------------------------------------------------------------------
def test_hallucinations_roll_insight_every_turn(yze_enc: Encounter) -> None:
    rule = crit_row("mental", 56)["periodic_roll"]
    assert rule["skill"] == "insight" and rule["every"] == "turn"
    C.roll_crit(yze_enc, "Ana", "mental", d66=56)
    n = len(yze_enc.log)
    C.advance_time(yze_enc, "stretch")
    assert not any("Insight" in e["text"] for e in yze_enc.log[n:])
    C.advance_time(yze_enc, "turn")
    assert any("rolls Insight for hallucinations" in e["text"] for e in yze_enc.log[n:])


def test_a_phobia_asks_for_stress_every_round(yze_enc: Encounter) -> None:
    stress = crit_row("mental", 42)["periodic_stress"]
    assert stress["every"] == "round" and stress["amount"] == 1
    C.roll_crit(yze_enc, "Ana", "mental", d66=42)
    n = len(yze_enc.log)
    C.on_turn_start(yze_enc, "Ana")
    prompts = [e["text"] for e in yze_enc.log[n:] if e["kind"] == "prompt"]
    assert prompts and "1 stress (wits damage)" in prompts[0] and stress["when"] in prompts[0]


# -- running in total darkness ---------------------------------------------------------------
def test_running_into_total_darkness_needs_a_mobility_roll(yze_enc: Encounter) -> None:
    assert yze_enc.check_move("Ana", "z1").roll_details == ()
    H.set_total_darkness(yze_enc, "z1")
    check = yze_enc.check_move("Ana", "z1")
    assert [r.kind for r in check.roll_details] == ["darkness"]
    assert check.roll_details[0].skill == "Mobility"


def test_stumbling_in_the_dark_costs_one_damage(yze_enc: Encounter) -> None:
    H.set_total_darkness(yze_enc, "z1")
    before = D.health(yze_enc, "Ana")[0]
    force(yze_enc, [1, 2, 3, 4, 5, 2])  # Agility 4 + Mobility 2: no six
    A.take_action(yze_enc, "Ana", "run", target="z1")
    damage = load_table("yze", "darkness")["rows"][0]["damage_on_failure"]
    assert D.health(yze_enc, "Ana")[0] == before - damage == before - 1


# -- breaking a door -------------------------------------------------------------------------
def test_a_wooden_door_gives_way_at_five_damage(yze_enc: Encounter) -> None:
    out = yze_enc.combat.run_gm_tool("break_door", border="z1|z2", damage=3)
    assert "2 more damage" in out["text"] and not yze_enc.map.border("z1", "z2").broken
    yze_enc.combat.run_gm_tool("break_door", border="z1|z2", damage=2)
    door = yze_enc.map.border("z1", "z2")
    assert door.broken and door.state == "open" and door.damage == 5
    yze_enc.undo()
    assert not yze_enc.map.border("z1", "z2").broken


def test_a_sturdier_door_rolls_its_barrier_armour(yze_enc: Encounter) -> None:
    yze_enc.map.update_border("z1", "z2", armour="wooden_door")
    force(yze_enc, [6, 6, 1, 1])  # wooden door: armour 4 dice, two sixes stop two points
    res = H.break_door(yze_enc, "z1", "z2", 5)
    assert res == {"damage": 3, "total": 3, "broken": False}


def test_only_doors_are_broken(yze_enc: Encounter) -> None:
    with pytest.raises(RuleError, match="no door"):
        H.break_door(yze_enc, "z0", "z1", 5)
    tool = next(t for t in yze_enc.combat.gm_tools() if t.id == "break_door")
    assert tool.params[0].choices == ("z1|z2",)


# -- ambush and sneak attack -----------------------------------------------------------------
def test_the_ambush_tool_gives_failed_victims_the_worst_cards(yze_enc: Encounter) -> None:
    # PCs ambush; the three NPCs roll Observation (Wits 3/4 + 2) at −2: Boss spots it.
    force(yze_enc, [1, 1, 1] + [1, 1, 1] + [6, 1, 1, 1] + [1] * 20)
    yze_enc.combat.run_gm_tool("ambush", ambushers="pc", well_prepared=True)
    cards = {e["holder"]: e["card"] for e in I.initiative_state(yze_enc)["cards"]}
    assert {cards["Ana"], cards["Bo"]} == {1, 2}
    assert {cards["Rat 1"], cards["Rat 2"]} == {9, 10}
    texts = [e["text"] for e in yze_enc.log]
    assert sum("(-2: the ambushers are well prepared)" in t for t in texts) == 3


def test_the_sneak_tool_rolls_stealth_minus_two_in_melee(yze_enc: Encounter) -> None:
    out = yze_enc.combat.run_gm_tool("sneak_roll", name="Bo", melee=True)
    assert "Bo sneaks up (-2 for closing to Engaged range)" in out["text"]


def test_the_sneak_attack_option_asks_for_the_stealth_roll(yze_enc: Encounter) -> None:
    flag = next(f for f in yze_enc.combat.attack_flags() if f.id == "sneak")
    tool = next(t for t in yze_enc.combat.gm_tools() if t.id == "sneak_roll")
    assert "Stealth" in flag.help and tool.title in flag.help


def test_a_melee_attack_roll_costs_the_groin_hit_its_point(yze_enc: Encounter) -> None:
    yze_enc.move("Bo", "z1")
    yze_enc.engage("Bo", "Rat 1")
    C.roll_crit(yze_enc, "Bo", "physical", d66=32)
    before = D.health(yze_enc, "Bo")[0]
    yze_enc.combat.attack("Bo", "Rat 1", "unarmed")
    assert D.health(yze_enc, "Bo")[0] == before - 1
