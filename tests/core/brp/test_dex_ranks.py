"""The DEX-rank counter (dex_ranks.json, two_weapons.json,
volley_fire.json, desperate_action.json, weapon_length.json) and the effects clock."""

from __future__ import annotations

import pytest

from core import effects as fx
from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.brp import dex_ranks as dr
from core.rules.brp.state import set_setting

from .helpers import load, one_round

DEX = {r["key"]: r for r in load_table("brp", "dex_ranks")["rows"]}


def test_highest_dex_first_ties_by_placement(fight: Encounter) -> None:
    assert DEX["order"]["order"] == "highest_first"
    assert one_round(fight) == [("Ana", 15), ("Rat", 12), ("Archer", 12), ("Bo", 10), ("Ogre", 8)]
    assert fight.round.number == 2 and fight.combat.current_turn() == "Ana"


def test_the_counter_drives_the_effects_clock(fight: Encounter) -> None:
    short = fx.add_effect(fight, "Bo", "Parry stance", unit="dex_ranks", count=3)
    long = fx.add_effect(fight, "Bo", "Guard", unit="dex_ranks", count=5)
    assert fx.current_dex_rank(fight) == 15
    fight.combat.next_turn()  # DEX 12: three ranks passed
    assert fx.current_dex_rank(fight) == 12
    assert all(e["id"] != short for e in fx.all_effects(fight))
    assert fx.get_effect(fight, long)["remaining"] == 2
    rid = fx.add_effect(fight, "Ogre", "Dazed", unit="rounds", count=1)
    tid = fx.add_effect(fight, "Archer", "Focus", unit="turns", count=1)
    fight.combat.next_turn()  # Archer's turn: the turn effect starts and ends with it
    assert fx.get_effect(fight, tid)["started"]
    fight.combat.next_turn()
    assert all(e["id"] != tid for e in fx.all_effects(fight))
    one_round(fight)  # round 1 ends: the round effect runs out
    assert all(e["id"] != rid for e in fx.all_effects(fight))


@pytest.mark.parametrize(
    ("action", "key"), [("draw", "draw_weapon"), ("sheathe_and_draw", "sheathe_and_draw")]
)
def test_drawing_costs_dex_ranks(fight: Encounter, action: str, key: str) -> None:
    cost = DEX[key]["dex_ranks"]
    assert cost == {"draw_weapon": 5, "sheathe_and_draw": 10}[key]  # "5 níveis", "10 níveis"
    res = fight.combat.take_action("Ana", action, target="pistol")
    assert res["rank"] == 15 - cost and res["dex_ranks"] == cost
    assert "pistol" in fight.combat.weapons_of("Ana")[1]["id"]
    assert dr.turn_of(fight, "Ana")["rank"] == 15 - cost
    assert fight.combat.budget_view("Ana").text.startswith(f"Acts again at DEX rank {15 - cost}")
    views = {v.id: v for v in fight.combat.action_views("Ana")}
    assert not views["attack"].legal and "acts again" in views["attack"].reason
    turns = one_round(fight)
    assert ("Ana", 15 - cost) in turns


def test_a_delayed_turn_goes_first_on_a_tied_rank(fight: Encounter) -> None:
    fight.combat.take_action("Ana", "draw", target="pistol")  # 15 → 10, Bo's rank
    assert one_round(fight)[-3:] == [("Ana", 10), ("Bo", 10), ("Ogre", 8)]


def test_101_percent_draws_for_free(fight: Encounter) -> None:
    row = DEX["draw_or_sheathe_at_101_percent"]
    stats = dict(fight.combatant("Ana").stats)
    stats["skills"] = {**stats["skills"], "Pistol": row["min_skill"]}
    fight.update_combatant("Ana", stats=stats)
    res = fight.combat.take_action("Ana", "draw", target="pistol")
    assert res["dex_ranks"] == row["dex_ranks"] == 0 and res["rank"] is None
    assert fight.combat.budget_view("Ana").items[0].left == 1  # still the turn's action


def test_a_delay_past_the_last_rank_ends_the_round_for_them(fight: Encounter) -> None:
    while fight.combat.current_turn() != "Ogre":
        fight.combat.next_turn()
    fight.update_combatant(
        "Ogre",
        stats={
            **fight.combatant("Ogre").stats,
            "weapons": [
                {"id": "club", "name": "Club", "skill": "Club", "damage": "1D8"},
                {"id": "axe", "name": "Axe", "skill": "Club", "damage": "1D8+2"},
            ],
        },
    )
    res = fight.combat.take_action("Ogre", "sheathe_and_draw", target="axe")
    assert res["rank"] is None and "no DEX ranks are left" in fight.log[-1]["text"]
    fight.combat.next_turn()
    assert fight.round.number == 2


def test_stand_up_costs_5_ranks_and_the_attack(fight: Encounter) -> None:
    assert DEX["stand_up_from_prone"]["dex_ranks"] == 5
    fight.set_stance("Ana", "prone")
    res = fight.combat.take_action("Ana", "stand_up")
    assert res["rank"] == 10 and fight.combatant("Ana").stance == "standing"
    while fight.combat.current_turn() != "Ana" or fight.combat.current_rank() != 10:
        fight.combat.next_turn()
    views = {v.id: v for v in fight.combat.action_views("Ana")}
    assert not views["attack"].legal and "Standing up" in views["attack"].reason
    assert views["move"].legal


def test_stand_up_ranks_only_setting_keeps_the_attack(fight: Encounter) -> None:
    set_setting(fight, "brp.stand_up_cost", "ranks_only")
    fight.set_stance("Ana", "prone")
    fight.combat.take_action("Ana", "stand_up")
    while fight.combat.current_rank() != 10:
        fight.combat.next_turn()
    assert {v.id: v for v in fight.combat.action_views("Ana")}["attack"].legal


def test_volley_example_from_the_data(fight: Encounter) -> None:
    ex = next(r for r in load_table("brp", "volley_fire")["rows"] if r.get("example"))
    assert ex["dex"] == 12 and ex["attacks_per_round"] == 2
    while fight.combat.current_turn() != "Archer":
        fight.combat.next_turn()
    fight.combat.attack("Archer", "Ogre", "bow", volley=True)
    assert dr.turn_of(fight, "Archer")["rank"] == ex["attack_dex_ranks"][1]
    fight.combat.next_turn()
    while fight.combat.current_turn() != "Archer":
        fight.combat.next_turn()
    assert fight.combat.current_rank() == 7
    fight.combat.attack("Archer", "Ogre", "bow", volley=True)
    # no third throw at rank 2: the bow allows two a round
    assert dr.turn_of(fight, "Archer")["rank"] == 7 and ex["unused_dex_ranks"] == [2]
    assert dr.turn_of(fight, "Archer")["acted"] == ex["attack_dex_ranks"][:1]
    assert fight.state["combatants"]["Archer"]["brp"]["no_defence_round"] == 1


def test_volley_stops_below_rank_0(fight: Encounter) -> None:
    ogre = dict(fight.combatant("Ogre").stats)
    ogre["weapons"] = [
        {
            "id": "rocks",
            "name": "Rocks",
            "skill": "Club",
            "damage": "1D3",
            "range_m": 20,
            "type": "thrown",
            "attacks_per_round": 5,
        }
    ]
    fight.update_combatant("Ogre", stats=ogre)
    while fight.combat.current_turn() != "Ogre":
        fight.combat.next_turn()
    ranks = []
    for _ in range(4):
        ranks.append(fight.combat.current_rank())
        fight.combat.attack("Ogre", "Archer", "rocks", volley=True)
        if dr.turn_of(fight, "Ogre")["rank"] == fight.combat.current_rank():
            break  # no follow-up was scheduled
        fight.combat.next_turn()
    assert ranks == [8, 3]  # 8, 3, then −2 is below 0
    assert "No DEX ranks left" in fight.log[-1]["text"]


def test_second_weapon_attack_five_ranks_later(fight: Encounter) -> None:
    fight.engage("Ana", "Rat")
    assert load_table("brp", "two_weapons")["rows"][2]["dex_ranks_after_first"] == 5
    fight.combat.attack("Ana", "Rat", "sword", second_attack=True)
    assert dr.turn_of(fight, "Ana")["rank"] == 10
    assert dr.turn_of(fight, "Ana")["kind"] == "second_attack"
    while fight.combat.current_rank() != 10 or fight.combat.current_turn() != "Ana":
        fight.combat.next_turn()
    views = {v.id: v for v in fight.combat.action_views("Ana")}
    assert views["attack"].legal and not views["move"].legal


def test_desperate_action_at_the_last_rank(fight: Encounter) -> None:
    fight.engage("Ana", "Rat")
    load(fight, [90])
    fight.combat.attack("Ana", "Rat", "sword")
    with pytest.raises(RuleError, match="still has an action"):
        fight.combat.declare_desperate("Bo")
    assert fight.combat.declare_desperate("Ana") == 0
    while fight.combat.current_turn() != "Ogre":
        fight.combat.next_turn()
    load(fight, [30])  # the Difficult Agility roll: DEX 15 × 5 = 75, halved 38
    fight.combat.next_turn()
    assert fight.combat.current_turn() == "Ana" and fight.combat.current_rank() == 0
    assert "Agility" in fight.log[-1]["text"] and "38%" in fight.log[-1]["text"]
    plan = fight.combat.attack_plan("Ana", "Rat", "sword")
    assert ("difficult", "Desperate action") in [(g, lbl) for g, lbl, _s in plan.grades]
    assert plan.chance == 33  # Sword 65 Difficult
    fight.combat.attack("Ana", "Rat", "sword")
    fight.combat.next_turn()  # round 2
    assert fight.round.number == 2
    views = {v.id: v for v in fight.combat.action_views("Ana")}
    assert not views["attack"].legal and "desperate" in views["attack"].reason
    assert not views["move"].legal
    assert not fight.check_move("Ana", "z1").allowed
    one_round(fight)
    assert {v.id: v for v in fight.combat.action_views("Ana")}["attack"].legal


@pytest.mark.parametrize("penalty", [False, True])
def test_a_failed_gate_gives_no_action(fight: Encounter, penalty: bool) -> None:
    set_setting(fight, "brp.desperate_failed_gate_penalty", penalty)
    fight.combat.take_action("Ana", "other", note="shouts")
    fight.combat.declare_desperate("Ana")
    while fight.combat.current_turn() != "Ogre":
        fight.combat.next_turn()
    load(fight, [80])
    fight.combat.next_turn()
    views = {v.id: v for v in fight.combat.action_views("Ana")}
    assert not views["attack"].legal and "failed" in views["attack"].reason
    fight.combat.next_turn()
    assert ("Overbalanced" in [e["label"] for e in fx.effects_on(fight, "Ana")]) is penalty


def test_long_weapon_strikes_just_before_the_opponent(fight: Encounter) -> None:
    row = next(
        r for r in load_table("brp", "weapon_length")["rows"] if r.get("rule") == "long_first"
    )
    assert "short" in row["vs"]
    assert fight.combat.long_weapon_first("Bo", "Rat") == 12
    assert one_round(fight)[:3] == [("Ana", 15), ("Bo", 12), ("Rat", 12)]
    # next round: plain DEX ranks again
    assert one_round(fight)[:4] == [("Ana", 15), ("Rat", 12), ("Archer", 12), ("Bo", 10)]


def test_long_weapon_first_when_the_opponent_is_up(fight: Encounter) -> None:
    fight.combat.next_turn()  # Rat's turn at 12, nothing done yet
    fight.combat.long_weapon_first("Bo", "Rat")
    assert fight.combat.current_turn() == "Bo"
    fight.combat.next_turn()
    assert fight.combat.current_turn() == "Rat"


@pytest.mark.parametrize(("long", "other"), [("Ana", "Rat"), ("Bo", "Archer")])
def test_only_long_against_shorter(fight: Encounter, long: str, other: str) -> None:
    with pytest.raises(RuleError):
        fight.combat.long_weapon_first(long, other)


def test_higher_dex_long_weapon_already_first(fight: Encounter) -> None:
    stats = dict(fight.combatant("Bo").stats, dex=18)
    fight.update_combatant("Bo", stats=stats)
    fight.combat.end_fight()
    fight.combat.start_fight()
    assert fight.combat.long_weapon_first("Bo", "Rat") is None


def test_ties_can_be_swapped_only_on_one_rank(fight: Encounter) -> None:
    fight.combat.reorder("Rat", "Archer")
    assert one_round(fight)[1:3] == [("Archer", 12), ("Rat", 12)]
    with pytest.raises(RuleError, match="same DEX rank"):
        fight.combat.reorder("Ana", "Bo")


def test_the_felled_pass_and_same_rank_is_simultaneous(fight: Encounter) -> None:
    fight.combat.reorder("Rat", "Archer")
    fight.combat.next_turn()  # Archer at 12
    fight.combat.apply_damage("Rat", 20, source="Archer")
    assert fight.cannot_act_reason("Rat") is None  # felled on this rank: still acts on it
    fight.combat.next_turn()
    assert fight.combat.current_turn() == "Rat"
    fight.combat.next_turn()
    assert fight.cannot_act_reason("Rat")
    assert fight.combat.current_turn() == "Bo"
    one_round(fight)
    assert "Rat" not in [n for n, _ in one_round(fight)]


def test_felled_before_their_own_rank_cannot_act_at_once(fight: Encounter) -> None:
    """Only someone felled on their *own* DEX rank acts on it ("someone felled on that rank
    still acts on it"): Ana, at 15, fells the Ogre, who would act at 8 — he is out at once, and
    the order shows him so while the counter is still at 15."""
    assert fight.combat.current_turn() == "Ana"
    fight.combat.apply_damage("Ogre", 30, source="Ana")
    assert fight.cannot_act_reason("Ogre")
    ogre = next(e for e in fight.combat.initiative_entries() if e.key == "Ogre")
    assert ogre.inactive == ("Ogre",)
    assert "Ogre" not in [n for n, _ in one_round(fight)]


def test_felled_after_acting_on_the_rank_has_no_second_turn(fight: Encounter) -> None:
    fight.combat.next_turn()  # Rat at 12
    assert fight.combat.current_turn() == "Rat"
    fight.combat.next_turn()  # Archer at 12: Rat has acted on this rank
    fight.combat.apply_damage("Rat", 20, source="Archer")
    assert fight.cannot_act_reason("Rat")


def test_not_simultaneous_setting(fight: Encounter) -> None:
    set_setting(fight, "brp.same_rank_simultaneous", False)
    fight.combat.reorder("Rat", "Archer")
    fight.combat.next_turn()
    fight.combat.apply_damage("Rat", 20)
    fight.combat.next_turn()
    assert fight.combat.current_turn() == "Bo"


def test_newcomers_act_this_round_only_if_their_rank_is_to_come(fight: Encounter) -> None:
    fight.combat.next_turn()  # DEX 12
    fight.add_combatant("Fast", zone="z0", side="npc", stats={"dex": 18})
    fight.add_combatant("Slow", zone="z0", side="npc", stats={"dex": 5})
    fight.combat.roll_initiative()
    names = [n for n, _ in one_round(fight)]
    assert "Slow" in names and "Fast" not in names
    assert one_round(fight)[0] == ("Fast", 18)


def test_no_dex_no_place(brp_enc: Encounter) -> None:
    brp_enc.add_combatant("Ghost", zone="z0", stats={})
    placed = brp_enc.combat.roll_initiative()
    assert "Ghost" not in placed and "no DEX" in brp_enc.log[-1]["text"]
    with pytest.raises(RuleError, match="DEX"):
        brp_enc.combat.roll_initiative(["Ghost"])


def test_hold_to_a_later_rank(fight: Encounter) -> None:
    fight.combat.take_action("Ana", "hold", target="9")
    assert one_round(fight)[-2:] == [("Ana", 9), ("Ogre", 8)]
    with pytest.raises(RuleError):
        fight.combat.hold("Ana", 20)


def test_turns_are_refused_out_of_order(fight: Encounter) -> None:
    before = fight.to_dict()
    with pytest.raises(RuleError, match="Not Rat's turn"):
        fight.combat.take_action("Rat", "other")
    assert fight.to_dict() == before


def test_next_turn_and_round_rollover_undo(fight: Encounter) -> None:
    for _ in range(4):
        fight.combat.next_turn()
    before = fight.to_dict()
    fight.combat.next_turn()  # round 2
    assert fight.round.number == 2
    fight.undo()
    assert fight.to_dict() == before


def test_rename_and_remove_follow_the_order(fight: Encounter) -> None:
    fight.update_combatant("Ana", name="Anna")
    assert fight.combat.current_turn() == "Anna"
    fight.combat.next_turn()
    assert fight.combat.current_turn() == "Rat"
    fight.remove_combatant("Archer")
    assert "Archer" not in [n for n, _ in one_round(fight)]
    assert dr.placed(fight) == ["Anna", "Bo", "Rat", "Ogre"]
