"""The generic d20 attack (not in the seed; GM-entered Attack, Defense, weapon damage, HP)."""

from __future__ import annotations

import copy

import pytest

from core.encounter import Encounter
from core.rules.base import RuleError


@pytest.fixture
def melee(make_d20, rig) -> Encounter:
    enc = make_d20(names=("Ana", "Orc 1"))
    enc.place("Orc 1", "z0")
    enc.engage("Ana", "Orc 1")  # melee reaches Engaged range (melee_reach.json)
    rig(enc)(15, 1)  # Ana 20, the orcs 3
    enc.combat.roll_initiative()
    enc.combat.start_fight()
    return enc


@pytest.mark.parametrize(
    ("face", "hit"),
    [(7, False), (8, True), (20, True), (1, False)],  # 8 + Attack 5 = 13 = Defense 13: a hit
)
def test_d20_plus_attack_against_defence(melee: Encounter, rig, face: int, hit: bool) -> None:
    r = rig(melee)(face, 6)
    out = melee.combat.attack("Ana", "Orc 1", "sword")
    assert out["total"] == face + 5 and out["defence"] == 13 and out["hit"] is hit
    if hit:
        assert out["damage"] == 6 and out["pv"] == 2
        assert melee.combat.current_pv("Orc 1") == 2
    else:
        assert out["damage"] == 0 and r.queue == [6]
    assert melee.actions_spent("Ana") == {"standard": 1}


def test_damage_dice_with_a_bonus_and_going_down(melee: Encounter, rig) -> None:
    melee.combat.next_turn()  # the Orc's turn
    rig(melee)(20, 6, 19, 4)
    out = melee.combat.attack("Orc 1", "Ana", "axe")  # 1d6+1
    assert out["damage"] == 7 and out["pv"] == 5
    melee.combat.next_turn()
    melee.combat.next_turn()
    out = melee.combat.attack("Orc 1", "Ana")
    assert out["damage"] == 5 and out["pv"] == 0
    assert melee.combat.is_down("Ana") and "Down" in melee.combat.status_badges("Ana")
    assert "down" in melee.combat.cannot_act_reason("Ana")
    # a downed combatant's turn starts and passes
    melee.combat.next_turn()
    assert melee.combat.current_turn() == "Orc 1"


def test_flat_footed_defence_penalty_setting(make_d20, rig) -> None:
    enc = make_d20(names=("Ana", "Orc 1"))
    enc.place("Orc 1", "z0")
    enc.engage("Ana", "Orc 1")
    enc.combat.set_aware("Orc 1", False)
    enc.ruleset.settings["d20.flat_footed_defence_penalty"] = -2
    rig(enc)(10)
    enc.combat.start_fight()
    preview = enc.combat.attack_preview("Ana", "Orc 1")
    assert any("flat-footed" in n for n in preview.notes)
    rig(enc)(6, 1)
    out = enc.combat.attack("Ana", "Orc 1")
    assert out["defence"] == 11 and out["hit"]  # 6 + 5 = 11 reaches 13 - 2


def test_situational_modifier(melee: Encounter, rig) -> None:
    rig(melee)(10, 3)
    out = melee.combat.attack("Ana", "Orc 1", bonus="-4")
    assert out["total"] == 11 and not out["hit"]


@pytest.mark.parametrize(
    ("who", "target", "weapon", "match"),
    [
        ("Orc 1", "Ana", None, "Not Orc 1's turn"),
        ("Ana", "Ana", None, "themselves"),
        ("Ana", "Orc 1", "short_bow", "Ana doesn't carry Short bow"),
    ],
)
def test_refused_attacks_change_nothing(melee: Encounter, who, target, weapon, match) -> None:
    before = copy.deepcopy(melee.to_dict())
    with pytest.raises(RuleError, match=match):
        melee.combat.attack(who, target, weapon)
    assert melee.to_dict() == before


def test_no_second_standard_action(melee: Encounter, rig) -> None:
    rig(melee)(1)
    melee.combat.attack("Ana", "Orc 1")
    with pytest.raises(RuleError, match="standard action"):
        melee.combat.attack("Ana", "Orc 1")


def test_attack_undo(melee: Encounter, rig) -> None:
    before = copy.deepcopy(melee.to_dict())
    rig(melee)(19, 8)
    melee.combat.attack("Ana", "Orc 1")
    melee.undo()
    assert melee.to_dict() == before


def test_pv_nudges_follow_the_yze_convention(melee: Encounter) -> None:
    melee.combat.adjust_track("Orc 1", "pv", 3)
    assert melee.combat.current_pv("Orc 1") == 5
    melee.combat.adjust_track("Orc 1", "pv", -10)
    assert melee.combat.current_pv("Orc 1") == 8
    with pytest.raises(RuleError):
        melee.combat.adjust_track("Orc 1", "initiative", 1)


def test_a_closed_door_stops_a_shot_and_an_open_one_lets_it_through(make_d20) -> None:
    enc = make_d20(names=("Ana", "Chief"))  # a closed door between the Corridor and the Store
    enc.place("Ana", "z1")
    pistol = {"id": "pistol", "name": "Pistol", "damage": "2d4", "kind": "ranged"}
    enc.update_combatant("Ana", stats={**enc.combatant("Ana").stats, "weapons": [pistol]})
    preview = enc.combat.attack_preview("Ana", "Chief", "pistol")
    assert not preview.allowed and "closed" in preview.reason.lower()
    enc.map.update_border("z1", "z2", state="open")
    enc.set_doorway("Ana", "z1", "z2")  # an open door passes sight from its doorway
    assert enc.combat.attack_preview("Ana", "Chief", "pistol").allowed
