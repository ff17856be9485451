"""The remaining attack modifiers of the spot rules, each against its data, and the GM tools."""

from __future__ import annotations

from typing import Any

import pytest

from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.brp import attacks as atk
from core.rules.brp import damage as dmg
from core.rules.runner import ParamSpec, ToolSpec

from .helpers import load


def row(table: str, **kw: Any) -> dict[str, Any]:
    return next(
        r for r in load_table("brp", table)["rows"] if all(r.get(k) == v for k, v in kw.items())
    )


def melee(enc: Encounter) -> None:
    enc.engage("Ana", "Rat")


def test_higher_ground(brp_enc: Encounter) -> None:
    bonus = row("higher_ground", rule="bonus")["attack_modifier"]
    melee(brp_enc)
    assert atk.attack_plan(brp_enc, "Ana", "Rat", "sword", higher_ground=True).chance == 65 + bonus
    brp_enc.engage("Ana", "Bo")
    plan = atk.attack_plan(brp_enc, "Ana", "Bo", "sword", higher_ground=True)
    assert plan.chance == 65 and any("long weapon" in n for n in plan.notes)


@pytest.mark.parametrize(
    ("flags", "chance", "defence"),
    [
        ({"backstab": True}, 130, "difficult"),
        ({"ambush": "melee_undetected"}, 130, "difficult"),
        ({"ambush": "melee_detected"}, 65, "normal"),
        ({"fleeing": True}, 33, None),
        ({"target_object": "large_inanimate"}, 130, "normal"),
        ({"target_object": "tiny"}, 33, "normal"),
        ({"grade": "difficult", "modifier": "+10"}, 43, "normal"),
        ({"grade": "easy", "aimed_area": True}, 65, "normal"),
    ],
)
def test_melee_situations(
    brp_enc: Encounter, flags: dict[str, Any], chance: int, defence: str | None
) -> None:
    melee(brp_enc)
    plan = atk.attack_plan(brp_enc, "Ana", "Rat", "sword", **flags)
    assert plan.chance == chance
    dodge = plan.defences["dodge"]
    assert (dodge["allowed"] and dodge["grade"]) == (defence or False)


def test_unseen_missile_ambush_allows_no_defence(brp_enc: Encounter) -> None:
    brp_enc.update_combatant("Ana", stats=dict(brp_enc.combatant("Ana").stats, ready=["pistol"]))
    case = row("ambushes", case="missile_unseen")
    assert case["attack_grade"] == "easy" and case["target_can_defend"] is False
    plan = atk.attack_plan(brp_enc, "Ana", "Ogre", "pistol", ambush="missile_unseen")
    assert not plan.defences["dodge"]["allowed"]
    seen = atk.attack_plan(brp_enc, "Ana", "Ogre", "pistol", ambush="missile_seen")
    assert seen.defences["dodge"]["allowed"]


@pytest.mark.parametrize(
    ("shooting", "chance"), [("level", 48), ("up", 38), ("down", 85), ("steep", 48)]
)
def test_shooting_up_and_down(brp_enc: Encounter, shooting: str, chance: int) -> None:
    # Ana's pistol at the Ogre, 27 m: twice the range (Difficult 28) + 20 large target; down
    # drops the range modifier; over 45° is Difficult, which doesn't stack with the range's
    assert row("shooting_up_down", rule="shooting_down")["range_modifiers"] is False
    brp_enc.update_combatant("Ana", stats=dict(brp_enc.combatant("Ana").stats, ready=["pistol"]))
    assert atk.attack_plan(brp_enc, "Ana", "Ogre", "pistol", shooting=shooting).chance == chance


@pytest.mark.parametrize(
    ("who", "weapon", "moving", "chance"),
    [
        ("Ana", "pistol", "forward", 75),
        ("Ana", "pistol", "sideways", 48),
        ("Archer", "bow", "sideways", 80),
        ("Archer", "bow", "behind", 16),
    ],
)
def test_missile_fire_while_moving(
    brp_enc: Encounter, who: str, weapon: str, moving: str, chance: int
) -> None:
    # the Ogre (SIZ 30: +20 large) 12 m from Ana and 5 m from the Archer, within basic range
    brp_enc.update_combatant("Ana", stats=dict(brp_enc.combatant("Ana").stats, ready=["pistol"]))
    brp_enc.place("Ogre", "z1", (15.0, 5.0))
    brp_enc.place("Archer", "z1", (20.0, 5.0))
    plan = atk.attack_plan(brp_enc, who, "Ogre", weapon, moving=moving)
    assert plan.chance == chance
    assert plan.no_special is (moving == "behind")


def test_broken_weapons_are_difficult_and_halve_the_damage(brp_enc: Encounter) -> None:
    r = row("broken_weapons", rule="damage")
    assert r["damage_multiplier"] == 0.5 and r["rounding"] == "up"
    stats = dict(brp_enc.combatant("Rat").stats)
    stats["weapons"] = [dict(stats["weapons"][0], broken=True)]
    brp_enc.update_combatant("Rat", stats=stats)
    brp_enc.engage("Rat", "Ana")
    assert atk.attack_plan(brp_enc, "Rat", "Ana", "knife").chance == 25
    load(brp_enc, [10, 4])  # 1D4+1 = 5, halved up = 3, armour 2 → 1
    res = atk.attack(brp_enc, "Rat", "Ana", "knife")
    assert res["damage"] == 3 and res["damage_taken"] == 1


@pytest.mark.parametrize("natural", ["claw", "bite_or_horn"])
def test_natural_weapons_from_the_data(brp_enc: Encounter, natural: str) -> None:
    r = row("natural_weapons", weapon=natural)
    stats = dict(brp_enc.combatant("Ogre").stats, weapons=[{"natural": natural, "skill": "Club"}])
    brp_enc.update_combatant("Ogre", stats=stats)
    w = brp_enc.combat.weapons_of("Ogre")[0]
    assert w["damage"] == r["damage"] and w["plus_db"] is r["plus_damage_modifier"]
    assert brp_enc.combat.wielded("Ogre") == w["id"]


def test_mounted_skill_cap_and_higher_ground(brp_enc: Encounter) -> None:
    stats = dict(brp_enc.combatant("Ana").stats)
    stats["skills"] = {**stats["skills"], "Ride": 30}
    brp_enc.update_combatant("Ana", stats=stats)
    melee(brp_enc)
    plan = atk.attack_plan(brp_enc, "Ana", "Rat", "sword", mounted=True)
    assert plan.chance == 40  # Sword 65 capped by Ride 30, +10 over a target on foot
    dodge = atk.attack_plan(brp_enc, "Rat", "Ana", "knife", target_mounted=True)
    assert dodge.defences["dodge"]["grade"] == "difficult"


def test_underwater_attack(brp_enc: Encounter) -> None:
    stats = dict(brp_enc.combatant("Ana").stats)
    stats["skills"] = {**stats["skills"], "Swim": 30}
    brp_enc.update_combatant("Ana", stats=stats)
    brp_enc.engage("Ana", "Bo")
    plan = atk.attack_plan(brp_enc, "Ana", "Bo", "sword", underwater=True)
    assert plan.chance == 30
    load(brp_enc, [10, 8, 4])  # 1D8+1 = 9, db 4 → 13, halved 7, armour 3 + 3 → 1
    res = atk.attack(brp_enc, "Ana", "Bo", "sword", underwater=True)
    assert res["damage"] == 7 and res["damage_taken"] == 1


def test_off_hand(brp_enc: Encounter) -> None:
    melee(brp_enc)
    assert atk.attack_plan(brp_enc, "Ana", "Rat", "sword", off_hand=True).chance == 33
    stats = dict(brp_enc.combatant("Ana").stats)
    stats["weapons"] = [dict(stats["weapons"][0], off_hand_ok=True), stats["weapons"][1]]
    brp_enc.update_combatant("Ana", stats=stats)
    assert atk.attack_plan(brp_enc, "Ana", "Rat", "sword", off_hand=True).chance == 65


def test_stun_weapon(brp_enc: Encounter) -> None:
    r = row("stunning", method="stun_weapon")
    assert r["resistance"].startswith("damage")
    stats = dict(brp_enc.combatant("Ana").stats)
    stats["weapons"] = [
        {
            "id": "baton",
            "name": "Stun baton",
            "skill": "Sword",
            "damage": "1D6",
            "stun": True,
            "plus_db": False,
        }
    ]
    brp_enc.update_combatant("Ana", stats=stats)
    melee(brp_enc)
    # hit; 1D6 = 4 vs Rat's 10 HP: 20%, 10 succeeds → stunned 4 rounds, the minimum 1 damage
    load(brp_enc, [40, 4, 10])
    res = atk.attack(brp_enc, "Ana", "Rat", "baton")
    assert res["outcome"] == "stunned" and res["damage_taken"] == 1
    assert dmg.has_condition(brp_enc, "Rat", "stunned")
    assert dmg.condition_effect(brp_enc, "Rat", "stunned")["remaining"] == 4
    brp_enc.next_round()
    load(brp_enc, [40, 4, 90])  # resisted: no damage, no stun
    res = atk.attack(brp_enc, "Ana", "Rat", "baton")
    assert res["damage_taken"] == 0


# -- the GM tools ---------------------------------------------------------------------------------
def test_gm_tools_cover_the_spot_rules_rolls_and_chase(brp_enc: Encounter) -> None:
    tools = brp_enc.combat.gm_tools()
    assert all(isinstance(t, ToolSpec) for t in tools)
    ids = [t.id for t in tools]
    assert {
        "acid",
        "radiation",
        "skill_roll",
        "resistance_roll",
        "chase_start",
        "chase_roll",
        "chase_end",
    } <= set(ids)
    assert len(ids) == len(set(ids))
    for t in tools:
        for p in t.params:
            assert isinstance(p, ParamSpec)
            assert p.kind in ("int", "float", "str", "bool", "choice", "combatant", "zone")
            assert (p.kind == "choice") == bool(p.choices)


def test_gm_tools_run(brp_enc: Encounter) -> None:
    c = brp_enc.combat
    load(brp_enc, [20])
    assert "success" in c.run_gm_tool("skill_roll", name="Ana", skill="Dodge")["text"]
    load(brp_enc, [20])
    assert c.run_gm_tool("skill_roll", skill="60")["chance"] == 60
    assert c.run_gm_tool("resistance_roll", active=20, passive=5)["level"] == "success"
    assert (
        "Two Lengths"
        in c.run_gm_tool("chase_start", quarry="Rat", pursuer="Ana", lengths=1)["text"]
    )
    c.run_gm_tool("chase_join", name="Bo", position=-1)
    c.run_gm_tool("chase_move", name="Rat", steps=2)
    assert c.chase_view()["participants"][0] == {"name": "Rat", "position": 3, "side": "npc"}
    load(brp_enc, [30])
    assert c.run_gm_tool("chase_roll", name="Ana", skill="60")["steps"] == 0
    c.run_gm_tool("chase_end")
    assert not c.chase_view()["active"]
    assert "falls" in c.run_gm_tool("falling", target="Ana", metres=3.0, thrown=None)["text"]
    with pytest.raises(RuleError):
        c.run_gm_tool("teleport")
