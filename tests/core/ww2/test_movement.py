"""Metres (movement.json, posture.json) and the one-action round (combat_round.json)."""

from __future__ import annotations

import pytest

from core.encounter import Encounter
from core.rules.base import Cost, RuleError
from core.rules.ww2 import attacks, movement_allowance
from ww2.helpers import Faces, rows

MOVE = {r["key"]: r for r in rows("movement")}
CROUCH = MOVE["crouched"]["speed_factor"]


def test_one_action_a_round() -> None:
    assert rows("combat_round", rule="round_length")[0]["actions_per_character"] == 1


@pytest.mark.parametrize(
    ("mode", "metres"),
    [
        ("run", MOVE["run"]["max_m"]),
        ("shoot_and_move", MOVE["shoot_and_move"]["max_m"]),
        ("crawl", MOVE["crawl"]["max_m"]),
        ("crouch", round(MOVE["run"]["max_m"] * CROUCH, 1)),
    ],
)
def test_allowance_standing(ww2_enc: Encounter, mode: str, metres: float) -> None:
    assert movement_allowance(ww2_enc, "Ana", mode)["metres"] == metres
    assert (MOVE["run"]["max_m"], MOVE["shoot_and_move"]["max_m"], MOVE["crawl"]["max_m"]) == (
        15,
        6,
        2,
    )


@pytest.mark.parametrize(("basis", "sm"), [("mode", 2.0), ("run", 5.0)])
def test_crouched_is_one_third(ww2_enc: Encounter, basis: str, sm: float) -> None:
    ww2_enc.combat.set_rule_setting("ww2.crouch_speed_base", basis)
    ww2_enc.combat.set_posture("Ana", "crouching")
    assert movement_allowance(ww2_enc, "Ana", "run")["metres"] == 5.0
    assert movement_allowance(ww2_enc, "Ana", "shoot_and_move")["metres"] == sm
    assert ww2_enc.combat.action_views("Ana")[4].name == "Run crouched (5 m)"


def test_prone_only_crawls_and_cannot_shoot_and_move(ww2_enc: Encounter) -> None:
    ww2_enc.combat.set_posture("Ana", "prone")
    assert movement_allowance(ww2_enc, "Ana", "run")["metres"] == MOVE["crawl"]["max_m"]
    sm = movement_allowance(ww2_enc, "Ana", "shoot_and_move")
    assert not sm["possible"] and sm["metres"] == 0
    assert rows("posture", key="prone")[0]["can_shoot_and_move"] is False
    assert "prone" in attacks.plan_attack(ww2_enc, "Ana", "Kurt", shoot_and_move="yes").reason


def test_leg_wound_halves(ww2_enc: Encounter) -> None:
    ww2_enc.combat.set_condition("Ana", "leg_wound")
    assert (
        movement_allowance(ww2_enc, "Ana", "run")["metres"]
        == 15 * MOVE["leg_wound"]["speed_factor"]
    )


def test_suppressed_and_cannot_walk(ww2_enc: Encounter) -> None:
    with ww2_enc.transaction("suppress"):
        attacks.suppress(ww2_enc, "Bo", "Ana")
    assert not movement_allowance(ww2_enc, "Ana", "run")["possible"]
    assert "suppressed" in ww2_enc.check_move("Ana", "bunker").reason
    ww2_enc.combat.set_condition("Carl", "cannot_walk")
    assert "can't walk" in ww2_enc.check_move("Carl", "bunker").reason
    assert movement_allowance(ww2_enc, "Carl", "crawl")["possible"]


@pytest.mark.parametrize(("mode", "margin", "extra"), [("run", 7, 3), ("shoot_and_move", 9, 2)])
def test_atletismo_extra_metres(
    ww2_enc: Encounter, faces: Faces, mode: str, margin: int, extra: int
) -> None:
    assert MOVE["shoot_and_move_extra"]["extra_m_per_points"] == 4
    atl = 3
    faces(10 + margin - atl, 10)  # Ana's d20 + Atletismo 3 beats the GM's 10 by ``margin``
    assert ww2_enc.combat.sprint("Ana", mode) == extra
    base = MOVE["run" if mode == "run" else "shoot_and_move"]["max_m"]
    assert movement_allowance(ww2_enc, "Ana", mode)["metres"] == base + extra
    with pytest.raises(RuleError, match="this round"):
        ww2_enc.combat.sprint("Ana", mode)


def test_a_zone_move_is_the_action(ww2_enc: Encounter) -> None:
    rules = ww2_enc.ruleset
    assert (
        rules.cost_of("move") == Cost({"round": 1})
        and rules.cost_of("move").describe() == "1 round action"
    )
    assert rules.cost_of("open_door").is_free and rules.cost_of("stand_up").is_free
    ww2_enc.move("Ana", "bunker")
    chk = ww2_enc.check_move("Ana", "trench")
    assert not chk.allowed and "no action" in chk.reason
    # moved: firing as well must be a shoot-and-move
    plan = attacks.plan_attack(ww2_enc, "Ana", "Carl")
    assert plan.allowed and plan.shoot_and_move


def test_shoot_and_move_either_order(ww2_enc: Encounter, faces: Faces) -> None:
    c = ww2_enc.combat
    faces(5)
    c.attack("Ana", "Kurt", shoot_and_move="yes")
    ww2_enc.move("Ana", "field", (24, 10))
    assert not ww2_enc.check_move("Ana", "trench").allowed  # one move only
    assert ww2_enc.combat.budget_view("Ana").text.startswith("no action (shot and moved)")
    # the other order, for Bo: move, then fire
    ww2_enc.move("Bo", "bunker", (8, 22))
    assert (
        "shoot-and-move" in attacks.plan_attack(ww2_enc, "Bo", "Carl", shoot_and_move="no").reason
    )
    faces(5)
    c.attack("Bo", "Carl")
    assert ww2_enc.actions_left("Bo") == {"round": 0}


def test_declared_shoot_and_move_then_one_move_and_one_shot(
    ww2_enc: Encounter, faces: Faces
) -> None:
    c = ww2_enc.combat
    c.take_action("Ana", "shoot_and_move")
    assert c.budget_view("Ana").text.startswith("shoot and move: the move and the shot left")
    ww2_enc.move("Ana", "bunker", (5, 22))
    assert "shoot-and-move" in (ww2_enc.ruleset.move_refusal(ww2_enc, "Ana") or "")
    views = {a.id: a for a in c.action_views("Ana")}
    assert not views["treat_wound"].legal and views["attack"].legal
    faces(5)
    c.attack("Ana", "Carl")
    assert c.budget_view("Ana").items[0].left == 0


def test_other_actions_use_up_the_round(ww2_enc: Encounter) -> None:
    c = ww2_enc.combat
    c.take_action("Ana", "wait")
    c.aim("Ana")
    assert "aiming" in attacks.plan_attack(ww2_enc, "Ana", "Kurt", shoot_and_move="yes").reason
    c.apply_damage("Carl", 1, kind="ferimentos")
    c.take_action("Bo", "treat_wound", "Carl", passed=True)
    assert (
        "used the round" in attacks.plan_attack(ww2_enc, "Bo", "Kurt", shoot_and_move="yes").reason
    )
    assert not ww2_enc.check_move("Ana", "bunker").allowed


def test_run_and_crawl_actions(ww2_enc: Encounter) -> None:
    c = ww2_enc.combat
    out = c.take_action("Ana", "run", "bunker")
    assert out["metres"] == 15.0 and ww2_enc.combatant("Ana").zone == "bunker"
    c.take_action("Bo", "go_prone")
    assert not {a.id: a for a in c.action_views("Bo")}["run"].legal
    out = c.take_action("Bo", "crawl")
    assert out["metres"] == 2.0 and ww2_enc.actions_left("Bo") == {"round": 0}
    c.take_action("Carl", "run")  # a run inside the zone
    assert attacks.ran_this_round(ww2_enc, "Carl")
    assert not attacks.ran_this_round(ww2_enc, "Bo")


def test_budget_view_carries_the_metres(ww2_enc: Encounter) -> None:
    view = ww2_enc.combat.budget_view("Ana")
    items = {i.kind: i for i in view.items}
    assert (items["action"].left, items["action"].total) == (1, 1)
    assert items["run_m"].left == 15 and items["shoot_and_move_m"].left == 6
    assert items["crawl_m"].left == 2
    assert "run 15 m" in view.text and "zone move is the action" in view.text


def test_metres_moved_from_the_turn_start(ww2_enc: Encounter, faces: Faces) -> None:
    c = ww2_enc.combat
    faces(6, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 2, 2, 2)
    assert c.start_fight() == "Ana"
    ww2_enc.move("Ana", "trench", (8, 14))  # within the zone: free on the map
    assert c.metres_moved("Ana") == 5.0
    ww2_enc.move("Ana", "field", (25, 18))  # the zone move: the action
    assert c.metres_moved("Ana") == 21.5  # the straight line from (5, 10)
    # past the shoot-and-move distance: no shot this round, and the preview says so too
    plan = attacks.plan_attack(ww2_enc, "Ana", "Kurt")
    assert plan.shoot_and_move and not plan.allowed and "allows 6 m" in plan.reason
    assert c.attack_preview("Ana", "Kurt").reason == plan.reason
    with pytest.raises(RuleError, match="allows 6 m"):
        c.attack("Ana", "Kurt")
