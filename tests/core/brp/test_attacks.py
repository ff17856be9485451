"""Attacks: the chance with every modifier and its source, defences, damage (attacks.py)."""

from __future__ import annotations

from typing import Any

import pytest

from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.brp import attacks as atk
from core.rules.brp import damage as dmg
from core.rules.brp.state import set_setting

from .helpers import load


def rows(table: str) -> list[dict[str, Any]]:
    return load_table("brp", table)["rows"]


def row(table: str, **kw: Any) -> dict[str, Any]:
    return next(r for r in rows(table) if all(r.get(k) == v for k, v in kw.items()))


def with_pistol(enc: Encounter, name: str = "Ana", **extra: Any) -> None:
    stats = dict(enc.combatant(name).stats, ready=["sword", "pistol"], **extra)
    enc.update_combatant(name, stats=stats)


def grades(plan: atk.AttackPlan) -> list[tuple[str, str]]:
    return [(g, label) for g, label, _src in plan.grades]


def test_melee_needs_engaged_range(brp_enc: Encounter) -> None:
    plan = atk.attack_plan(brp_enc, "Ana", "Rat", "sword")
    assert not plan.allowed and "Engaged" in plan.reason
    brp_enc.engage("Ana", "Rat")
    plan = atk.attack_plan(brp_enc, "Ana", "Rat", "sword")
    assert plan.allowed and plan.chance == 65


def test_a_weapon_not_drawn_is_refused(brp_enc: Encounter) -> None:
    plan = atk.attack_plan(brp_enc, "Ana", "Rat", "pistol")
    assert not plan.allowed and "draw it first (5 DEX ranks)" in plan.reason


@pytest.mark.parametrize(
    ("x", "inclusive", "easy"),
    [(3.0, True, True), (2.0, True, True), (2.0, False, False), (1.0, True, False)],
)
def test_point_blank_is_dex_over_3_metres(
    brp_enc: Encounter, x: float, inclusive: bool, easy: bool
) -> None:
    # Ana DEX 15: DEX/3 = 5 m; Rat stands at x = 7
    assert row("point_blank", rule="point_blank")["max_m"] == "DEX/3"
    with_pistol(brp_enc)
    brp_enc.place("Ana", "z0", (x, 5.0))
    set_setting(brp_enc, "brp.point_blank_inclusive", inclusive)
    plan = atk.attack_plan(brp_enc, "Ana", "Rat", "pistol")
    assert plan.point_blank is easy
    assert plan.chance == (110 if easy else 55)


def test_firearm_at_contact_cancels_the_melee_penalty(brp_enc: Encounter) -> None:
    with_pistol(brp_enc)
    brp_enc.engage("Ana", "Rat")
    plan = atk.attack_plan(brp_enc, "Ana", "Rat", "pistol")
    assert ("difficult", "Shooting while in melee") in grades(plan)
    assert ("easy", "Point-blank at melee distance") in grades(plan)
    assert plan.grade == "normal" and plan.chance == 55  # firing_into_combat: both cancel


def test_bow_at_contact_is_difficult(brp_enc: Encounter) -> None:
    brp_enc.place("Archer", "z0", (8.0, 5.0))
    brp_enc.engage("Archer", "Rat")
    plan = atk.attack_plan(brp_enc, "Archer", "Rat", "bow")
    assert plan.grade == "difficult" and plan.chance == 30


@pytest.mark.parametrize(("x", "factor"), [(20.0, "basic"), (40.0, "medium"), (75.0, "long")])
def test_extended_range_bands(brp_enc: Encounter, x: float, factor: str) -> None:
    # extended_range.json: basic ×1, twice Difficult, four times 1/5 (a normal hit only)
    assert [r["skill_multiplier"] for r in rows("extended_range")[:3]] == [1, 0.5, 0.2]
    assert [r["range_multiplier_max"] for r in rows("extended_range")[:3]] == [1, 2, 4]
    with_pistol(brp_enc)
    zone = "z1" if x + 3 < 50 else "z2"
    brp_enc.place("Rat", zone, (x + 3.0, 5.0))
    plan = atk.attack_plan(brp_enc, "Ana", "Rat", "pistol")
    assert plan.range_factor == factor
    assert plan.no_special is (factor == "long")


def test_extended_range_numbers(brp_enc: Encounter) -> None:
    with_pistol(brp_enc)
    brp_enc.place("Rat", "z1", (43.0, 5.0))  # 40 m: twice the basic 20 m
    assert atk.attack_plan(brp_enc, "Ana", "Rat", "pistol").chance == 28
    brp_enc.place("Rat", "z2", (78.0, 5.0))  # 75 m: up to four times
    plan = atk.attack_plan(brp_enc, "Ana", "Rat", "pistol")
    assert plan.chance == 11 and plan.no_special
    brp_enc.place("Rat", "z2", (88.0, 5.0))  # 85 m: beyond
    plan = atk.attack_plan(brp_enc, "Ana", "Rat", "pistol")
    assert not plan.allowed and "no chance" in plan.reason


def test_small_thrown_weapons_stop_at_twice_the_range(brp_enc: Encounter) -> None:
    assert row("extended_range", rule="hand_thrown_small")["max_range_multiplier"] == 2
    stats = dict(brp_enc.combatant("Rat").stats)
    stats["weapons"] = [
        {
            "id": "dagger",
            "name": "Throwing knife",
            "skill": "Knife",
            "damage": "1D4",
            "range_m": 10,
            "type": "thrown",
            "thrown_small": True,
        }
    ]
    brp_enc.update_combatant("Rat", stats=stats)
    brp_enc.place("Ogre", "z1", (35.0, 5.0))  # 28 m: under four times, over twice
    assert not atk.attack_plan(brp_enc, "Rat", "Ogre", "dagger").allowed


def test_prone_target_by_range(brp_enc: Encounter) -> None:
    with_pistol(brp_enc)
    brp_enc.set_stance("Rat", "prone")
    brp_enc.engage("Bo", "Rat")
    melee = atk.attack_plan(brp_enc, "Bo", "Rat", "spear")
    assert ("easy", "Target prone") in grades(melee) and melee.chance == 120
    brp_enc.place("Rat", "z2", (78.0, 5.0))
    long = atk.attack_plan(brp_enc, "Ana", "Rat", "pistol")
    assert ("difficult", "Target prone at long range") in grades(long)
    set_setting(brp_enc, "brp.prone_target_modifier", "always_easy")
    assert ("easy", "Target prone") in grades(atk.attack_plan(brp_enc, "Ana", "Rat", "pistol"))


def test_prone_attacker(brp_enc: Encounter) -> None:
    with_pistol(brp_enc)
    brp_enc.set_stance("Bo", "prone")
    brp_enc.engage("Bo", "Rat")
    plan = atk.attack_plan(brp_enc, "Bo", "Rat", "spear")  # two-handed melee from prone
    assert plan.grade == "difficult" and plan.chance == 30
    set_setting(brp_enc, "brp.prone_two_handed", "forbidden")
    assert not atk.attack_plan(brp_enc, "Bo", "Rat", "spear").allowed
    brp_enc.set_stance("Ana", "prone")
    brp_enc.place("Ana", "z0", (1.0, 5.0))
    assert atk.attack_plan(brp_enc, "Ana", "Rat", "pistol").grade == "normal"  # a firearm
    plain = atk.attack_plan(brp_enc, "Ana", "Rat", "pistol")
    braced = atk.attack_plan(brp_enc, "Ana", "Rat", "pistol", prone_braced=True)
    assert braced.chance == plain.chance + 10


def test_large_and_small_targets_from_the_data(brp_enc: Encounter) -> None:
    large, small = (
        row("large_small_targets", case="large"),
        row("large_small_targets", case="small"),
    )
    brp_enc.place("Ogre", "z0", (8.0, 5.0))
    brp_enc.engage("Ana", "Ogre")
    brp_enc.engage("Ogre", "Rat")
    plan = atk.attack_plan(brp_enc, "Ana", "Ogre", "sword")  # SIZ 30 > 2 × 12
    assert [m[0] for m in plan.modifiers] == [large["skill_modifier"]] and plan.chance == 85
    plan = atk.attack_plan(brp_enc, "Ogre", "Rat", "club")  # SIZ 9 < half of 30, rounded up
    assert [m[0] for m in plan.modifiers] == [small["skill_modifier"]] and plan.chance == 25


def test_cover_band_as_the_seed_example(brp_enc: Encounter) -> None:
    ex = next(r for r in rows("cover") if r.get("example"))
    with_pistol(brp_enc, skills={**brp_enc.combatant("Ana").stats["skills"], "Pistol": ex["skill"]})
    brp_enc.place("Ana", "z0", (1.0, 5.0))  # 6 m: not point-blank
    plan = atk.attack_plan(brp_enc, "Ana", "Rat", "pistol", cover="partial")
    assert plan.chance == ex["hits_target_max"] and plan.cover_chance == ex["hits_cover_max"]
    load(brp_enc, [ex["hits_cover_min"]])
    assert atk.attack(brp_enc, "Ana", "Rat", "pistol", cover="partial")["outcome"] == "cover"
    brp_enc.next_round()
    load(brp_enc, [73])
    assert atk.attack(brp_enc, "Ana", "Rat", "pistol", cover="partial")["outcome"] == "miss"


def test_full_fortification_stops_small_missiles(brp_enc: Encounter) -> None:
    with_pistol(brp_enc)
    assert row("fortified_positions", rule="fully_behind")["small_missiles_can_hit"] is False
    assert not atk.attack_plan(brp_enc, "Ana", "Rat", "pistol", cover="full").allowed
    plan = atk.attack_plan(brp_enc, "Ana", "Rat", "pistol", cover="fortified")
    assert ("difficult", "Fortified position") in grades(plan)


def test_firing_into_melee(brp_enc: Encounter) -> None:
    with_pistol(brp_enc)
    brp_enc.place("Ana", "z0", (1.0, 5.0))
    brp_enc.engage("Bo", "Rat")
    plan = atk.attack_plan(brp_enc, "Ana", "Rat", "pistol")
    into = row("firing_into_combat", case="into_melee")["skill_modifier"]
    assert (into, "Firing into melee (Bo)") in [(v, lbl) for v, lbl, _ in plan.modifiers]
    assert plan.chance == 35 and plan.ally_chance == 55
    load(brp_enc, [40])
    assert atk.attack(brp_enc, "Ana", "Rat", "pistol")["outcome"] == "other_target"


@pytest.mark.parametrize(
    ("mode", "narrow", "bonus"),
    [("burst", False, 20), ("full_auto", False, 40), ("burst", True, 40)],
)
def test_autofire_bonus(brp_enc: Encounter, mode: str, narrow: bool, bonus: int) -> None:
    with_pistol(
        brp_enc,
        weapons=[
            *brp_enc.combatant("Ana").stats["weapons"][:1],
            {
                "id": "pistol",
                "name": "SMG",
                "skill": "Pistol",
                "damage": "1D10",
                "range_m": 20,
                "type": "firearm",
                "autofire": True,
            },
        ],
    )
    brp_enc.place("Ana", "z0", (1.0, 5.0))
    plan = atk.attack_plan(brp_enc, "Ana", "Rat", "pistol", autofire=mode, narrow_field=narrow)
    assert plan.chance == 55 + bonus
    assert not atk.attack_plan(brp_enc, "Bo", "Rat", "spear", autofire="burst").allowed


@pytest.mark.parametrize(
    ("shots", "faces", "hits"), [(8, [6], 6), (5, [7], 4), (3, [3], 3), (7, [8], 7), (2, [1], 1)]
)
def test_autofire_hits_die(brp_enc: Encounter, shots: int, faces: list[int], hits: int) -> None:
    ex = row("autofire", rule="hits_by_die")["examples"]
    assert ex[0] == {"shots": 8, "die": "D8"} and ex[1]["die"] == "D10"
    load(brp_enc, faces)
    assert atk.autofire_hits(brp_enc, shots)[0] == hits


def test_autofire_die_counts_only(brp_enc: Encounter) -> None:
    set_setting(brp_enc, "brp.autofire_die_counts_only", "die_counts_only")
    with pytest.raises(RuleError):
        atk.autofire_hits(brp_enc, 7)


def test_only_the_first_burst_hit_can_be_special(brp_enc: Encounter) -> None:
    with_pistol(
        brp_enc,
        weapons=[
            *brp_enc.combatant("Ana").stats["weapons"][:1],
            {
                "id": "pistol",
                "name": "SMG",
                "skill": "Pistol",
                "damage": "1D10",
                "range_m": 20,
                "type": "firearm",
                "autofire": True,
            },
        ],
    )
    brp_enc.place("Ana", "z0", (1.0, 5.0))
    # attack 01 (critical), 3 hits (D3 = 3), the first at maximum ignoring armour, then 2 and 3
    load(brp_enc, [1, 3, 2, 3])
    res = atk.attack(brp_enc, "Ana", "Rat", "pistol", autofire="burst", shots="3")
    assert [h["rolled"] for h in res["hits"]] == [10, 2, 3]
    assert [h["critical"] for h in res["hits"]] == [True, False, False]


def test_dodge_stops_an_equal_or_lower_attack(brp_enc: Encounter) -> None:
    brp_enc.engage("Ana", "Rat")
    load(brp_enc, [40, 30])  # attack success (65), dodge success (35)
    res = atk.attack(brp_enc, "Ana", "Rat", "sword", defence="dodge")
    assert res["outcome"] == "dodged"
    brp_enc.next_round()
    load(brp_enc, [12, 30, 1, 1])  # special attack (13) beats a plain dodge
    res = atk.attack(brp_enc, "Ana", "Rat", "sword", defence="dodge")
    assert res["outcome"] == "hit" and res["defence"]["stopped"] is False
    set_setting(brp_enc, "brp.defence_rule", "any_success")
    brp_enc.next_round()
    load(brp_enc, [12, 30])
    assert atk.attack(brp_enc, "Ana", "Rat", "sword", defence="dodge")["outcome"] == "dodged"


def test_parry_with_the_ready_weapon(brp_enc: Encounter) -> None:
    brp_enc.engage("Ana", "Rat")
    plan = atk.attack_plan(brp_enc, "Ana", "Rat", "sword")
    assert plan.defences["parry"]["chance"] == 50 and plan.defences["dodge"]["chance"] == 35
    load(brp_enc, [40, 45])
    assert atk.attack(brp_enc, "Ana", "Rat", "sword", defence="parry")["outcome"] == "parried"


def test_missiles_are_defended_only_at_point_blank(brp_enc: Encounter) -> None:
    with_pistol(brp_enc)
    brp_enc.place("Ana", "z0", (1.0, 5.0))
    plan = atk.attack_plan(brp_enc, "Ana", "Rat", "pistol")
    assert not plan.defences["dodge"]["allowed"]
    with pytest.raises(RuleError, match="point-blank"):
        atk.attack(brp_enc, "Ana", "Rat", "pistol", defence="dodge")
    brp_enc.place("Ana", "z0", (3.0, 5.0))
    assert atk.attack_plan(brp_enc, "Ana", "Rat", "pistol").defences["dodge"]["allowed"]
    set_setting(brp_enc, "brp.missile_defence", "always")
    brp_enc.place("Ana", "z0", (1.0, 5.0))
    assert atk.attack_plan(brp_enc, "Ana", "Rat", "pistol").defences["dodge"]["allowed"]


def test_helpless_and_stunned_targets(brp_enc: Encounter) -> None:
    brp_enc.engage("Ana", "Rat")
    dmg.add_condition(brp_enc, "Rat", "stunned", rounds=2)
    plan = atk.attack_plan(brp_enc, "Ana", "Rat", "sword")
    assert ("easy", "Target stunned") in grades(plan)
    load(brp_enc, [40, 90])  # hit; the Idea roll fails (INT 10 × 5)
    res = atk.attack(brp_enc, "Ana", "Rat", "sword", defence="dodge")
    assert res["defence"] is None and "fails the Idea roll" in res["text"]
    dmg.add_condition(brp_enc, "Rat", "helpless")
    plan = atk.attack_plan(brp_enc, "Ana", "Rat", "sword")
    assert ("easy", "Target helpless") in grades(plan)
    assert not any(v["allowed"] for v in plan.defences.values())


def test_damage_is_weapon_plus_db_minus_armour(brp_enc: Encounter) -> None:
    brp_enc.engage("Ana", "Bo")
    load(brp_enc, [40, 5, 3])  # hit, 1D8 = 5 (+1), db 1D4 = 3; Bo's armour 3
    res = atk.attack(brp_enc, "Ana", "Bo", "sword")
    assert res["damage"] == 9 and res["damage_taken"] == 6
    assert dmg.hit_points(brp_enc, "Bo") == (9, 15)


def test_critical_is_maximum_and_ignores_armour(brp_enc: Encounter) -> None:
    brp_enc.engage("Ana", "Bo")
    load(brp_enc, [1, 2])  # critical; weapon at maximum (9), db 1D4 = 2
    res = atk.attack(brp_enc, "Ana", "Bo", "sword")
    assert res["damage"] == 11 and res["damage_taken"] == 11
    set_setting(brp_enc, "brp.critical_damage", "normal")
    brp_enc.next_round()
    load(brp_enc, [1, 4, 2])
    assert atk.attack(brp_enc, "Ana", "Bo", "sword")["damage_taken"] == 4


def test_impale_special_rolls_the_dice_twice(brp_enc: Encounter) -> None:
    brp_enc.engage("Bo", "Rat")
    load(brp_enc, [5, 4, 6, 2])  # special (60 → 12); 1D10+1 twice: 5 + 7; db 2
    res = atk.attack(brp_enc, "Bo", "Rat", "spear")
    assert res["damage"] == 14
    set_setting(brp_enc, "brp.special_damage", "normal")
    brp_enc.combat.heal("Rat", 20)
    brp_enc.next_round()
    load(brp_enc, [5, 4, 2])
    assert atk.attack(brp_enc, "Bo", "Rat", "spear")["damage"] == 7


def test_crush_special_maximises_the_damage_modifier(brp_enc: Encounter) -> None:
    brp_enc.place("Ogre", "z0", (8.0, 5.0))
    brp_enc.engage("Ogre", "Bo")
    load(brp_enc, [5, 4])  # special (45 → 03–09); club 1D8 = 4; +2D6 at maximum 12; armour 3
    res = atk.attack(brp_enc, "Ogre", "Bo", "club")
    assert res["damage"] == 16 and res["damage_taken"] == 13


def test_thrown_weapons_halve_the_damage_modifier(brp_enc: Encounter) -> None:
    stats = dict(brp_enc.combatant("Bo").stats)
    stats["weapons"] = [
        {
            "id": "javelin",
            "name": "Javelin",
            "skill": "Spear",
            "damage": "1D6",
            "range_m": 20,
            "type": "thrown",
        }
    ]
    brp_enc.update_combatant("Bo", stats=stats)
    assert row("thrown_weapons", rule="damage_modifier")["multiplier"] == 0.5
    brp_enc.place("Bo", "z0", (1.0, 5.0))  # 6 m to Rat: DEX 10 → 3.3 m point-blank: not
    load(brp_enc, [30, 3, 2])  # 1D6 = 3, db halved per die: 1D4 → 1D2 = 2
    res = atk.attack(brp_enc, "Bo", "Rat", "javelin")
    assert res["damage"] == 5 and "1D2" in res["hits"][0]["dice"]


def test_prone_attackers_lose_a_positive_damage_modifier(brp_enc: Encounter) -> None:
    brp_enc.engage("Ana", "Rat")
    brp_enc.set_stance("Ana", "prone")
    load(brp_enc, [20, 5])
    res = atk.attack(brp_enc, "Ana", "Rat", "sword")
    assert res["damage"] == 6 and "db" not in res["hits"][0]["dice"]


def test_knockout_major_wound(brp_enc: Encounter) -> None:
    r = row("knockout_attacks", rule="major_wound_result")
    assert r["duration_rounds"] == "1D10+10" and r["damage"] == 1
    brp_enc.engage("Ana", "Rat")
    # Rat: HP 10, a major wound is 5+. Knockout is Difficult: 65 → 33. 1D8 = 6 (+1), db 2;
    # then 1D10 = 4 → 14 rounds
    load(brp_enc, [20, 6, 2, 4])
    res = atk.attack(brp_enc, "Ana", "Rat", "sword", knockout=True)
    assert res["outcome"] == "knocked_out" and res["ko_rounds"] == 14
    assert dmg.hit_points(brp_enc, "Rat")[0] == 9
    assert dmg.has_condition(brp_enc, "Rat", "knocked_out") and dmg.is_helpless(brp_enc, "Rat")


def test_knockout_minor_wound_does_the_minimum(brp_enc: Encounter) -> None:
    brp_enc.engage("Ana", "Bo")
    load(brp_enc, [20, 1, 1])  # 1D8 = 1 (+1), db 1: 3 − armour 3 = 0: minor
    res = atk.attack(brp_enc, "Ana", "Bo", "sword", knockout=True)
    assert res["outcome"] == "hit" and res["damage_taken"] == 0  # minimum 2 − armour 3
    assert not dmg.has_condition(brp_enc, "Bo", "knocked_out")


def test_disarm(brp_enc: Encounter) -> None:
    brp_enc.engage("Ana", "Rat")
    # Difficult 33: 20 hits; damage 1D8+1 = 8, db 4 → 12 vs Rat STR 9 → 65%: 30 succeeds
    load(brp_enc, [20, 7, 4, 30])
    res = atk.attack(brp_enc, "Ana", "Rat", "sword", disarm=True)
    assert res["outcome"] == "disarmed"
    assert brp_enc.combat.wielded("Rat") is None
    assert dmg.hit_points(brp_enc, "Rat")[0] == 10  # no damage to the target


def test_entangle(brp_enc: Encounter) -> None:
    assert row("entangle", rule="attempt")["grade"] == "difficult"
    brp_enc.engage("Ana", "Rat")
    load(brp_enc, [20])
    res = atk.attack(brp_enc, "Ana", "Rat", "sword", entangle=True)
    assert res["outcome"] == "entangled" and res["damage_taken"] == 0
    assert not brp_enc.check_move("Rat", "z1").allowed


def test_knockback_attack(brp_enc: Encounter) -> None:
    brp_enc.place("Ogre", "z0", (8.0, 5.0))
    brp_enc.engage("Ogre", "Rat")
    # club 1D8 = 8, +2D6 = 6+6 → 20 after armour 0; vs SIZ 9 → 105%: automatic; 11 over:
    # 2 m; the Agility roll (DEX 12 → 60) fails on 80: prone
    load(brp_enc, [20, 8, 6, 6, 80])  # Club 45 − 20 (small target) = 25
    res = atk.attack(brp_enc, "Ogre", "Rat", "club", knockback=True)
    assert res["knockback"] == {"pushed_m": 2, "prone": True, "resisted": False}
    assert brp_enc.combatant("Rat").stance == "prone"


@pytest.mark.parametrize(
    ("shield", "weapon", "kneeling", "chance"),
    [
        ("full", "bow", False, 30),
        ("full", "bow", True, 60),
        ("large", "bow", True, 90),
        ("medium_or_small", "bow", False, 15),
        ("full", "pistol", True, 30),
    ],
)
def test_shield_block_chances(
    brp_enc: Encounter, shield: str, weapon: str, kneeling: bool, chance: int
) -> None:
    brp_enc.update_combatant("Rat", stats=dict(brp_enc.combatant("Rat").stats, shield=shield))
    brp_enc.engage("Bo", "Rat")
    shooter = "Archer" if weapon == "bow" else "Ana"
    if weapon == "pistol":
        with_pistol(brp_enc)
    plan = atk.attack_plan(brp_enc, shooter, "Rat", weapon, kneeling=kneeling)
    assert atk.shield_block_chance(brp_enc, "Rat", plan) == chance


def test_a_shield_blocks_only_normal_successes(brp_enc: Encounter) -> None:
    brp_enc.update_combatant("Rat", stats=dict(brp_enc.combatant("Rat").stats, shield="large"))
    brp_enc.engage("Bo", "Rat")
    brp_enc.place("Archer", "z1", (40.0, 5.0))
    load(brp_enc, [40, 50])  # hit (Bow 60 − 20 into melee = 40); block 60
    assert atk.attack(brp_enc, "Archer", "Rat", "bow")["outcome"] == "blocked"
    brp_enc.next_round()
    load(brp_enc, [5, 3, 1])  # a special isn't blocked
    assert atk.attack(brp_enc, "Archer", "Rat", "bow")["outcome"] == "hit"


def test_keep_at_bay_and_inside_the_guard(fight: Encounter) -> None:
    fight.engage("Bo", "Rat")
    for _ in range(3):
        fight.combat.next_turn()  # Bo at 10
    load(fight, [30])
    assert fight.combat.keep_at_bay("Bo", "Rat") == "success"
    fight.combat.next_turn()
    fight.combat.next_turn()  # round 2: Ana, then Rat
    fight.combat.next_turn()
    assert fight.combat.current_turn() == "Rat"
    # the hold lasts the round it was made
    assert atk.attack_plan(fight, "Rat", "Bo", "knife").allowed
    st = fight.state["brp"]
    st["at_bay"] = [{"long": "Bo", "short": "Rat", "round": 2, "state": "held"}]
    plan = atk.attack_plan(fight, "Rat", "Bo", "knife")
    assert not plan.allowed and "at bay" in plan.reason
    load(fight, [10])  # Dodge 35
    assert fight.combat.get_past_guard("Rat", "Bo") == "success"
    inside = atk.attack_plan(fight, "Rat", "Bo", "knife")
    assert ("easy", "Inside Bo's long weapon's guard") in grades(inside) and inside.defences[
        "dodge"
    ]["grade"] == "difficult"
    assert ("difficult", "Rat is inside the long weapon's guard") in grades(
        atk.attack_plan(fight, "Bo", "Rat", "spear")
    )


def test_superior_numbers_limit(brp_enc: Encounter) -> None:
    assert row("superior_numbers", case="open")["max_melee_attackers"] == 5
    for i in range(5):
        brp_enc.add_combatant(
            f"Goblin {i}", zone="z0", side="npc", stats=dict(brp_enc.combatant("Rat").stats)
        )
        brp_enc.engage(f"Goblin {i}", "Ana")
    brp_enc.engage("Rat", "Ana")
    plan = atk.attack_plan(brp_enc, "Rat", "Ana", "knife")
    assert not plan.allowed and "at most 5" in plan.reason


def test_enclosed_spaces(brp_enc: Encounter) -> None:
    brp_enc.map.update_zone("z0", features={"cramped"})
    brp_enc.engage("Bo", "Rat")
    plan = atk.attack_plan(brp_enc, "Bo", "Rat", "spear")
    assert any("Enclosed space" in lbl for _g, lbl in grades(plan))
    assert any("Impossible" in n for n in plan.notes)


def test_weather_hits_bows_not_firearms(brp_enc: Encounter) -> None:
    brp_enc.combat.run_spot_rule("weather_wind", wind="severe")
    brp_enc.combat.run_spot_rule("weather_rain", precipitation="snow")
    brp_enc.place("Archer", "z1", (40.0, 5.0))
    bow = atk.attack_plan(brp_enc, "Archer", "Ogre", "bow")
    weather = [(v, s) for v, _l, s in bow.modifiers if s.startswith(("wind", "rain"))]
    assert sorted(weather) == [(-25, "rain.json — «Chuva»"), (-25, "wind.json — «Vento»")]
    with_pistol(brp_enc)
    pistol = atk.attack_plan(brp_enc, "Ana", "Rat", "pistol")
    assert [v for v, _l, _s in pistol.modifiers] == [-25]  # snow only


def test_aiming_adds_a_tenth_per_five_ranks(fight: Encounter) -> None:
    with_pistol(fight)
    fight.place("Ana", "z0", (1.0, 5.0))
    fight.combat.take_action("Ana", "aim")
    plan = atk.attack_plan(fight, "Ana", "Rat", "pistol")
    assert plan.aim_steps == 1 and plan.aim_bonus == 6 and plan.chance == 61  # ⌈55/10⌉
    aimed = atk.attack_plan(fight, "Ana", "Rat", "pistol", aimed_area=True)
    assert aimed.chance == 55 and aimed.aim_steps == 0  # the aim offsets the area's Difficult
    while fight.combat.current_turn() != "Ana" or fight.combat.current_rank() != 10:
        fight.combat.next_turn()
    fight.combat.attack("Ana", "Rat", "pistol")
    assert atk.attack_plan(fight, "Ana", "Rat", "pistol").aim_steps == 0


def test_sweep_is_easy_half_damage_and_no_dodge(brp_enc: Encounter) -> None:
    brp_enc.engage("Bo", "Rat")
    plan = atk.attack_plan(brp_enc, "Bo", "Rat", "spear", sweep=True)
    assert plan.chance == 120 and not plan.defences["dodge"]["allowed"]
    assert plan.defences["jump"]["allowed"] is False  # Rat has no Jump skill
    load(brp_enc, [50, 9, 3])  # 1D10+1 = 10, db 3 → 13, halved up → 7
    assert atk.attack(brp_enc, "Bo", "Rat", "spear", sweep=True)["damage"] == 7


def test_the_dead_are_not_attacked(brp_enc: Encounter) -> None:
    brp_enc.engage("Ana", "Rat")
    brp_enc.combat.apply_damage("Rat", 12)
    assert dmg.life_state(brp_enc, "Rat") == "dead"
    assert not atk.attack_plan(brp_enc, "Ana", "Rat", "sword").allowed


def test_an_attack_is_one_undo_step_and_refusals_change_nothing(brp_enc: Encounter) -> None:
    brp_enc.engage("Ana", "Rat")
    before = brp_enc.to_dict()
    atk.attack(brp_enc, "Ana", "Rat", "sword")
    brp_enc.undo()
    assert brp_enc.to_dict() == before
    with pytest.raises(RuleError):
        atk.attack(brp_enc, "Ana", "Ogre", "sword")
    with pytest.raises(RuleError, match="Unknown attack option"):
        atk.attack(brp_enc, "Ana", "Rat", "sword", flank=True)
    assert brp_enc.to_dict() == before


def test_out_of_turn_attacks(fight: Encounter) -> None:
    fight.engage("Rat", "Ana")
    with pytest.raises(RuleError, match="Not Rat's turn"):
        fight.combat.attack("Rat", "Ana", "knife")
    res = fight.combat.attack("Rat", "Ana", "knife", out_of_turn=True, fleeing=True)
    assert res["chance"] == 25 and fight.actions_spent("Rat") == {}
