"""The VIOLENCIA roll, its four bands and the consequences (resources/rules/pulp2d6/
attack_roll.json, attack_results.json, consequences.json, automatic_fire.json)."""

from __future__ import annotations

import copy

import pytest

from core import effects as fx
from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.pulp2d6 import attacks as atk

BANDS = load_table("pulp2d6", "attack_results")["rows"]
ROLL = {r["rule"]: r for r in load_table("pulp2d6", "attack_roll")["rows"]}
AUTO = {r["rule"]: r for r in load_table("pulp2d6", "automatic_fire")["rows"]}
CONSEQ = {r["key"]: r for r in load_table("pulp2d6", "consequences")["rows"]}


def two_faces(total: int) -> tuple[int, int]:
    a = min(6, total - 1)
    return a, total - a


def band_of(total: int) -> dict:
    return next(
        r
        for r in BANDS
        if (r["min"] is None or r["min"] <= total) and (r["max"] is None or total <= r["max"])
    )


def snap(enc: Encounter) -> dict:
    return copy.deepcopy(enc.to_dict())


@pytest.mark.parametrize("total", [4, 7, 8, 9, 10, 11, 12, 14])
def test_the_four_bands(pulp: Encounter, rig, total: int) -> None:
    assert ROLL["attack_roll"]["dice"] == "2d6"
    row = band_of(total)
    r = rig(pulp)(*two_faces(total - 2))  # Rita's VIOLENCIA is 2
    out = pulp.combat.attack("Rita", "Gangster 1", "pistol")
    assert r.asked == [6, 6]
    assert out["total"] == total and out["band"] == row["label"]
    assert out["succeeds"] is row["pc_succeeds"]
    if row["consequences_for_pc"]:
        assert (out["picker"], out["against"], out["count"]) == (
            "gm",
            "Rita",
            row["consequences_for_pc"],
        )
    else:
        assert (out["picker"], out["against"], out["count"]) == (
            "player",
            "Gangster 1",
            row["consequences_for_target"],
        )
    # enemy tactics join the GM's list on 9 or less
    assert bool(out["tactics"]) is (total <= 9) is (total <= atk.tactics_threshold())
    assert pulp.actions_spent("Rita") == {"action": 1}
    assert [a["id"] for a in pulp.combat.pending_attacks()] == [out["attack_id"]]


def test_advantage_adds_two(pulp: Encounter, rig) -> None:
    rig(pulp)(3, 3)
    out = pulp.combat.attack("Rita", "Gangster 1", "pistol", advantage=True)
    assert out["total"] == 6 + 2 + ROLL["advantage"]["modifier"] == 10


def test_automatic_fire_3d6_no_bonus_a_one_empties(pulp: Encounter, rig) -> None:
    assert AUTO["dice"]["dice"] == "3d6" and AUTO["dice"]["bonuses_allowed"] is False
    assert AUTO["out_of_ammo"]["trigger_face"] == 1
    preview = pulp.combat.attack_preview(
        "Rita", "Gangster 1", "tommy", automatic=True, advantage=True
    )
    assert preview.dice == "3d6" and preview.modifiers == ()
    assert any("no bonus" in n for n in preview.notes)
    r = rig(pulp)(1, 5, 6)
    out = pulp.combat.attack("Rita", "Gangster 1", "tommy", automatic=True, advantage=True)
    assert r.asked == [6, 6, 6] and out["total"] == 12 and out["emptied"]
    # the hit still deals its damage this turn
    r(4, 4)
    pulp.combat.choose_consequences(out["attack_id"], ["ignore_armour", "vulnerable"])
    assert pulp.combat.current_pv("Gangster 1") == 2
    assert "No ammo" in pulp.combat.status_badges("Rita")
    assert "out of ammunition" in dict(pulp.combat.weapon_choices("Rita"))["tommy"]
    with pytest.raises(RuleError, match="out of ammunition"):
        atk.attack(pulp, "Rita", "Gangster 2", "tommy", spend=False)
    pulp.combat.next_turn()
    pulp.combat.skip_to_next_round()
    assert pulp.combat.current_turn() == "Rita"
    pulp.combat.take_action("Rita", "reload")
    assert not atk.is_empty(pulp, "Rita", "tommy")


def test_automatic_fire_only_with_an_automatic_weapon_and_penalties_stay(pulp, rig) -> None:
    with pytest.raises(RuleError, match="can't fire automatically"):
        pulp.combat.attack("Rita", "Gangster 1", "pistol", automatic=True)
    pulp.combat.add_effect("Rita", "Shaken", unit="scene", modifiers={"ataque": -1})
    rig(pulp)(2, 3, 4)
    out = pulp.combat.attack("Rita", "Gangster 1", "tommy", automatic=True)
    assert out["total"] == 8 and not out["emptied"]


def test_vulnerable_loses_the_attribute_bonus(pulp: Encounter, rig) -> None:
    text = CONSEQ["vulnerable"]["text_es"]
    assert "bonificación por tus atributos" in text
    rig(pulp)(1, 2)
    out = pulp.combat.attack("Rita", "Gangster 1", "pistol")  # 5: the GM picks
    pulp.combat.choose_consequences(out["attack_id"], ["vulnerable"])
    assert "Vulnerable 1t" in pulp.combat.status_badges("Rita")
    pulp.combat.skip_to_next_round()
    preview = pulp.combat.attack_preview("Rita", "Gangster 1", "pistol")
    assert "VIOLENCIA" not in [m.label for m in preview.modifiers]
    assert any("VULNERABLE" in n for n in preview.notes)
    pulp.combat.skip_to_next_round()  # her next turn ended: it's over
    assert not atk.is_vulnerable(pulp, "Rita")


def test_success_deals_the_weapons_damage(pulp: Encounter, rig) -> None:
    rig(pulp)(3, 4)  # 9: success, the GM picks one against Rita
    out = pulp.combat.attack("Rita", "Gangster 1", "pistol")
    assert out["succeeds"] and out["picker"] == "gm"
    rig(pulp)(5, 2)  # Rita's pistol: 5 (the gangster has no PROTECCIÓN); stress 1d3 = 2
    pulp.combat.choose_consequences(out["attack_id"], ["stress"])
    assert pulp.combat.current_pv("Gangster 1") == 5
    assert pulp.combat.current_pc("Rita") == 8


def test_without_the_reading_damage_comes_only_from_harm(pulp: Encounter, rig) -> None:
    pulp.ruleset.settings["pulp2d6.success_deals_damage"] = False
    rig(pulp)(4, 4)  # 10: Rita picks one
    out = pulp.combat.attack("Rita", "Gangster 1", "pistol")
    r = rig(pulp)(6)
    pulp.combat.choose_consequences(out["attack_id"], ["harm"])
    assert pulp.combat.current_pv("Gangster 1") == 4 and r.queue == []


def test_player_picks_harm_and_ignore_armour(pulp: Encounter, rig) -> None:
    pulp.combat.next_turn()
    pulp.combat.next_turn()  # Max's turn
    pulp.update_combatant("Sarge", stats={**pulp.combatant("Sarge").stats, "proteccion": 2})
    rig(pulp)(6, 6)  # 12 + 1: two for the target
    out = pulp.combat.attack("Max", "Sarge", "pistol")
    assert (out["count"], out["picker"]) == (2, "player")
    rig(pulp)(3, 4)
    pulp.combat.choose_consequences(out["attack_id"], ["harm", "ignore_armour"])
    assert pulp.combat.current_pv("Sarge") == 15 - 3 - 4  # no PROTECCIÓN taken off either


def test_the_gm_harms_with_one_weapon(pulp: Encounter, rig) -> None:
    assert CONSEQ["harm"]["single_weapon_when_several_attackers"] is True
    rig(pulp)(1, 1)
    out = pulp.combat.attack("Rita", "Gangster 1", "pistol")
    rig(pulp)(5, 6, 3)  # the other gangster's machine gun, 2d6; Rita dies in 1d6 = 3 turns
    pulp.combat.choose_consequences(
        out["attack_id"], ["harm"], harm_weapon=("Gangster 2", "machine_gun")
    )
    assert pulp.combat.current_pv("Rita") == 10 - (11 - 1)  # PROTECCIÓN 1
    assert pulp.combat.is_dying("Rita")


def test_ignore_armour_against_the_pc(pulp: Encounter, rig) -> None:
    rig(pulp)(1, 1)
    out = pulp.combat.attack("Rita", "Gangster 1", "pistol")
    rig(pulp)(3)  # the baseball bat (the target's first weapon)
    pulp.combat.choose_consequences(out["attack_id"], ["harm", "ignore_armour"])
    assert pulp.combat.current_pv("Rita") == 7


def test_stray_bullet_hits_a_named_innocent(pulp: Encounter, rig) -> None:
    pulp.combat.add_npc("civilian", "Barman", "z0")
    rig(pulp)(2, 2)
    out = pulp.combat.attack("Rita", "Gangster 1", "pistol")
    rig(pulp)(4)
    pulp.combat.choose_consequences(out["attack_id"], ["stray_bullet"], innocent="Barman")
    assert pulp.combat.current_pv("Barman") == 1
    assert "Stray bullet" in pulp.log[-1]["text"]


@pytest.mark.parametrize(
    ("faces", "picks", "match"),
    [
        ((4, 4), ["harm", "stress"], "may pick 1"),  # 10: one for the target
        ((3, 3), ["harm", "harm"], "once"),
        ((3, 3), ["nap"], "Unknown consequence"),
        ((5, 4), ["frenzy"], "only when the PC rolls 9 or less"),
        ((1, 1), ["stress", "harm", "vulnerable"], "may pick 2"),
    ],
)
def test_bad_picks_change_nothing(pulp: Encounter, rig, faces, picks, match) -> None:
    rig(pulp)(*faces)
    out = pulp.combat.attack("Rita", "Gangster 1", "pistol")
    before = snap(pulp)
    with pytest.raises(RuleError, match=match):
        pulp.combat.choose_consequences(out["attack_id"], picks)
    assert snap(pulp) == before


def test_the_gm_may_pick_fewer_on_seven_or_less(pulp: Encounter, rig) -> None:
    rig(pulp)(2, 2)
    out = pulp.combat.attack("Rita", "Gangster 1", "pistol")
    res = pulp.combat.choose_consequences(out["attack_id"], [])
    assert res["chosen"] == [] and pulp.combat.pending_attacks() == []
    with pytest.raises(RuleError, match="chosen already"):
        pulp.combat.choose_consequences(out["attack_id"], [])


def test_only_the_players_roll(pulp: Encounter) -> None:
    pulp.ruleset.settings["pulp2d6.npc_turns"] = "gm_turn"
    plan = atk.attack_plan(pulp, "Gangster 1", "Rita", spend=False)
    assert not plan["allowed"] and "Only the players roll" in plan["reason"]


def test_a_pending_attack_is_resolved_before_the_next(pulp: Encounter, rig) -> None:
    rig(pulp)(4, 4)
    out = pulp.combat.attack("Rita", "Gangster 1", "pistol")
    pulp.combat.skip_to_next_round()
    views = {v.id: v for v in pulp.combat.action_views("Rita")}
    reason = views["attack"].reason
    assert not views["attack"].legal and "Rita's attack on Gangster 1" in reason
    assert out["attack_id"] not in reason  # no internal ids in words
    choices = pulp.combat.consequence_choices(out["attack_id"])
    assert {c["id"] for c in choices} == set(CONSEQ)  # the player picks: no tactics


def test_attack_and_consequences_undo(pulp: Encounter, rig) -> None:
    before = snap(pulp)
    rig(pulp)(1, 2, 3, 2)
    out = pulp.combat.attack("Rita", "Gangster 1", "pistol")
    mid = snap(pulp)
    pulp.combat.choose_consequences(out["attack_id"], ["harm", "stress"])
    pulp.undo()
    assert snap(pulp) == mid
    pulp.undo()
    assert snap(pulp) == before
    assert fx.all_effects(pulp) == []
