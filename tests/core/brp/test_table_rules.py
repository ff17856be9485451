"""More BRP spot rules as GM tools (table_rules.py): both sides surprised, slippery ground,
exposure, pulled blows, a lost aim, area attacks, parry wear, disengaging, mounted charges, quick
draws and parried sweeps — their numbers from the data files, the seed's examples."""

from __future__ import annotations

from typing import Any

import pytest

from core import effects as fx
from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.brp import attacks as atk
from core.rules.brp import damage as dmg
from core.rules.brp import table_rules as tr
from core.rules.brp.state import clive, cpeek
from core.rules.brp.weapons import weapon

from .helpers import load


def hp(enc: Encounter, name: str) -> int:
    value = dmg.hit_points(enc, name)[0]
    assert value is not None
    return value


def give(enc: Encounter, name: str, **stats: Any) -> None:
    """Add or change stats (skills merged)."""
    new = dict(enc.combatant(name).stats)
    skills = dict(new.get("skills") or {})
    skills.update(stats.pop("skills", {}))
    new.update(stats, skills=skills)
    enc.update_combatant(name, stats=new)


def run(enc: Encounter, tool: str, **params: Any) -> dict[str, Any]:
    return enc.combat.run_gm_tool(tool, **params)


# -- the catalogue and the runner -----------------------------------------------------------------
def test_every_table_rule_is_a_gm_tool_naming_its_data_file(brp_enc: Encounter) -> None:
    tools = {t.id: t for t in brp_enc.combat.gm_tools()}
    for r in tr.table_rules():
        assert r["id"] in tools
        assert r["table"] in tools[r["id"]].help
        assert load_table("brp", r["table"].removesuffix(".json"))["source"]["section"]


def test_bad_parameters_are_refused_before_anything_changes(brp_enc: Encounter) -> None:
    log = len(brp_enc.log)
    with pytest.raises(RuleError, match="required"):
        run(brp_enc, "slippery_surfaces")
    with pytest.raises(RuleError, match="combatant"):
        run(brp_enc, "slippery_surfaces", target="Nobody")
    with pytest.raises(RuleError, match="Spot"):
        run(brp_enc, "both_sides_surprised")  # nobody has Spot on the helpers' sheets
    assert len(brp_enc.log) == log


# -- both sides surprised -------------------------------------------------------------------------
def test_both_sides_surprised_better_spot_notices_first_and_idea_orders_by_dex(
    brp_enc: Encounter,
) -> None:
    for n in ("Ana", "Bo", "Rat", "Ogre", "Archer"):
        give(brp_enc, n, skills={"Spot": 50})
    # Spot: Ana special (05 of 50: 1/5), Bo fails, Rat success, Ogre and Archer fail;
    # Idea (INT×5): Ana 10 succeeds, Bo 99 fails, Rat 10 succeeds, Ogre and Archer fail.
    load(brp_enc, [5, 90, 30, 90, 90, 10, 99, 10, 99, 99])
    out = run(brp_enc, "both_sides_surprised")
    assert out["noticed_first"] == ["pc"]
    assert out["act_first"] == ["Ana", "Rat"]  # DEX 15 before DEX 12
    assert out["unaware"] == ["Bo", "Ogre", "Archer"]


def test_both_sides_surprised_a_tie_notices_at_once(brp_enc: Encounter) -> None:
    for n in ("Ana", "Bo", "Rat", "Ogre", "Archer"):
        give(brp_enc, n, skills={"Listen": 50})
    load(brp_enc, [30, 90, 30, 90, 90, 99, 99, 99, 99, 99])
    out = run(brp_enc, "both_sides_surprised", sense="Listen")
    assert out["noticed_first"] == ["npc", "pc"]
    assert out["act_first"] == []
    assert "at the same time" in out["text"]


# -- slippery ground ------------------------------------------------------------------------------
def test_slippery_ground_failed_agility_falls_prone(brp_enc: Encounter) -> None:
    load(brp_enc, [80])  # Ana's Agility is DEX 15 × 5 = 75
    out = run(brp_enc, "slippery_surfaces", target="Ana")
    assert out["fell"] and brp_enc.combatant("Ana").stance == "prone"


def test_especially_slippery_is_difficult(brp_enc: Encounter) -> None:
    load(brp_enc, [50])  # 75 halved = 38
    assert run(brp_enc, "slippery_surfaces", target="Ana", especially=True)["fell"]
    load(brp_enc, [50])
    assert not run(brp_enc, "slippery_surfaces", target="Bo", especially=False)["fell"]


def test_slippery_fumble_hurts_1d3(brp_enc: Encounter) -> None:
    before = hp(brp_enc, "Ana")
    load(brp_enc, [100, 3])  # 00 fumbles; 1D3 = 3
    out = run(brp_enc, "slippery_surfaces", target="Ana")
    assert out["level"] == "fumble"
    assert hp(brp_enc, "Ana") == before - 3


# -- cold, exposure, hunger and thirst ------------------------------------------------------------
def test_thirst_bites_after_one_day_hunger_after_two(brp_enc: Encounter) -> None:
    run(brp_enc, "cold_hunger_thirst", target="Ana", lacking="water")
    run(brp_enc, "cold_hunger_thirst", target="Ana", lacking="food")
    assert tr.exposure_effects(brp_enc, "Ana") == []
    run(brp_enc, "cold_hunger_thirst", target="Ana", lacking="water")
    run(brp_enc, "cold_hunger_thirst", target="Ana", lacking="food")
    assert [e.split(":")[0] for e in tr.exposure_effects(brp_enc, "Ana")] == ["thirsty"]
    run(brp_enc, "cold_hunger_thirst", target="Ana", lacking="food")
    assert [e.split(":")[0] for e in tr.exposure_effects(brp_enc, "Ana")] == [
        "hungry",
        "thirsty",
    ]


def _plan_grades(enc: Encounter) -> list[tuple[str, str]]:
    enc.combat.roll_initiative()
    enc.combat.start_fight()
    enc.engage("Ana", "Rat")
    plan = atk.attack_plan(enc, "Ana", "Rat", "sword")
    assert plan.allowed, plan.reason
    return [(g, label) for g, label, _s in plan.grades]


def test_after_three_days_attacks_are_difficult_until_relief(brp_enc: Encounter) -> None:
    for _ in range(3):
        run(brp_enc, "cold_hunger_thirst", target="Ana", lacking="shelter")
    assert tr.EXPOSURE_EFFECT not in [e["label"] for e in fx.effects_on(brp_enc, "Ana")]
    run(brp_enc, "cold_hunger_thirst", target="Ana", lacking="shelter")
    assert tr.EXPOSURE_EFFECT in [e["label"] for e in fx.effects_on(brp_enc, "Ana")]
    assert ("difficult", "Timed effect: actions Difficult") in _plan_grades(brp_enc)
    run(brp_enc, "cold_hunger_thirst", target="Ana", step="relief", lacking="shelter")
    assert tr.EXPOSURE_EFFECT not in [e["label"] for e in fx.effects_on(brp_enc, "Ana")]
    assert tr.exposure_state(brp_enc, "Ana") == {}


def test_half_con_then_con_days(brp_enc: Encounter) -> None:
    clive(brp_enc, "Ana")["exposure"] = {"food": 6}  # CON 13: half is 6.5
    assert not any("Stamina" in e for e in tr.exposure_effects(brp_enc, "Ana"))
    clive(brp_enc, "Ana")["exposure"] = {"food": 7}
    assert any("Stamina" in e for e in tr.exposure_effects(brp_enc, "Ana"))
    assert not any("heal twice" in e for e in tr.exposure_effects(brp_enc, "Ana"))
    clive(brp_enc, "Ana")["exposure"] = {"food": 13}
    assert any("heal twice" in e for e in tr.exposure_effects(brp_enc, "Ana"))


def test_failed_stamina_still_acts_for_one_hit_point(brp_enc: Encounter) -> None:
    before = hp(brp_enc, "Ana")
    load(brp_enc, [99])  # Stamina CON×5 = 65
    run(brp_enc, "cold_hunger_thirst", target="Ana", step="stamina")
    assert hp(brp_enc, "Ana") == before - 1


def test_fatigue_below_zero_comes_off_hit_points(brp_enc: Encounter) -> None:
    before = hp(brp_enc, "Bo")
    run(brp_enc, "cold_hunger_thirst", target="Bo", lacking="food", fatigue=-3)
    assert hp(brp_enc, "Bo") == before - 3


def test_exposure_is_a_track_and_one_undo_step(brp_enc: Encounter) -> None:
    assert "exposure" not in [t.id for t in brp_enc.combat.track_views("Ana")]
    run(brp_enc, "cold_hunger_thirst", target="Ana", lacking="water")
    track = {t.id: t for t in brp_enc.combat.track_views("Ana")}["exposure"]
    assert track.value == "1 day(s) without water"
    brp_enc.undo()
    assert tr.exposure_state(brp_enc, "Ana") == {}


# -- pulling blows --------------------------------------------------------------------------------
def test_pulled_shotgun_is_the_seeds_example() -> None:
    table = load_table("brp", "pulling_blows")["rows"]
    example = next(r for r in table if r["rule"] == "multiple_dice")["examples"]
    assert tr.pulled_dice("4D6") == example


def test_pulled_dice_keep_the_plus_and_stop_at_d2() -> None:
    assert tr.pulled_dice("1D8+1") == ["1D6+1", "1D4+1", "1D3+1", "1D2+1"]
    assert tr.pulled_dice("1D3") == ["1D2"]
    assert tr.pulled_dice("1D2") == []
    assert tr.pulled_dice("1D6+1D4") == ["1D4+1D3", "1D3+1D2"]


def test_pulling_a_blow_rolls_the_smaller_dice_without_the_modifier(brp_enc: Encounter) -> None:
    before = hp(brp_enc, "Rat")  # armour 0
    load(brp_enc, [3])  # 1D4 = 3, no damage modifier rolled
    out = run(brp_enc, "pulling_blows", attacker="Ana", dice="1d4+1", target="Rat")
    assert out["rolled"] == 4 and hp(brp_enc, "Rat") == before - 4


def test_pulling_to_bigger_dice_is_refused(brp_enc: Encounter) -> None:
    with pytest.raises(RuleError, match="1D6\\+1"):
        run(brp_enc, "pulling_blows", attacker="Ana", dice="1D10")


# -- the partial rules ----------------------------------------------------------------------------
def test_interrupted_aim_is_lost_on_a_failed_idea(brp_enc: Encounter) -> None:
    clive(brp_enc, "Ana")["aim"] = {"steps": 2, "round": 1}
    load(brp_enc, [10])  # Idea INT 14 × 5 = 70
    assert run(brp_enc, "aim_interrupted", target="Ana")["kept"]
    load(brp_enc, [90])
    assert not run(brp_enc, "aim_interrupted", target="Ana")["kept"]
    assert "aim" not in cpeek(brp_enc, "Ana")
    with pytest.raises(RuleError, match="isn't aiming"):
        run(brp_enc, "aim_interrupted", target="Ana")


def test_area_attack_dodge_avoids_agility_halves_both_go_prone(brp_enc: Encounter) -> None:
    before = hp(brp_enc, "Ana")  # armour 2
    load(brp_enc, [6, 6, 10])  # 2D6 = 12; Dodge 40 succeeds
    assert run(brp_enc, "area_attack", target="Ana", damage="2D6", defence="dodge")["dealt"] == 0
    assert brp_enc.combat.enc.combatant("Ana").stance == "prone"
    load(brp_enc, [6, 5, 10])  # 11; Agility 75 succeeds: 6 (up), armour 2
    out = run(brp_enc, "area_attack", target="Ana", damage="2D6", defence="agility")
    assert out["dealt"] == 4 and hp(brp_enc, "Ana") == before - 4


def test_area_attack_undodged_hits_in_full_less_armour(brp_enc: Encounter) -> None:
    load(brp_enc, [6, 6])
    out = run(brp_enc, "area_attack", target="Rat", damage="2D6", defence="none")
    assert out["dealt"] == 12 and brp_enc.combatant("Rat").stance == "standing"


def _sword_hp(enc: Encounter, hp_: int) -> None:
    ws = [dict(w) for w in enc.combatant("Ana").stats["weapons"]]
    ws[0]["hp"] = hp_
    give(enc, "Ana", weapons=ws)


def test_parry_wear_takes_the_excess_and_breaks_at_zero(brp_enc: Encounter) -> None:
    _sword_hp(brp_enc, 12)
    out = run(brp_enc, "parry_wear", defender="Ana", damage=15)
    assert (out["lost"], out["hp_left"], out["broken"]) == (3, 9, False)
    out = run(brp_enc, "parry_wear", defender="Ana", damage=20)
    assert out["broken"]
    w = weapon(brp_enc, "Ana", "sword")
    assert w is not None and w["broken"]
    assert ("difficult", "Broken weapon") in _plan_grades(brp_enc)


def test_improvised_parrying_weapon_loses_one_each_parry(brp_enc: Encounter) -> None:
    _sword_hp(brp_enc, 5)
    assert run(brp_enc, "parry_wear", defender="Ana", damage=2, improvised=True)["lost"] == 1


def test_fighting_retreat_breaks_off_only_when_every_defence_held(brp_enc: Encounter) -> None:
    brp_enc.engage("Ana", "Rat")
    assert not run(brp_enc, "disengage", who="Ana", held=False)["free"]
    assert "Rat" in brp_enc.engaged_with("Ana")
    assert run(brp_enc, "disengage", who="Ana", held=True)["free"]
    assert brp_enc.engaged_with("Ana") == set()


def test_spurring_needs_ride_and_pow_against_pow(brp_enc: Encounter) -> None:
    give(brp_enc, "Ana", skills={"Ride": 60})
    load(brp_enc, [10, 10])  # Ride succeeds; POW 11 vs 8 = 65%
    assert run(brp_enc, "mounted_charge", rider="Ana", mount="Rat", event="spur")["success"]
    load(brp_enc, [90])  # Ride fails: no resistance roll
    assert not run(brp_enc, "mounted_charge", rider="Ana", mount="Rat", event="spur")["success"]


def test_charge_uses_the_mounts_damage_modifier(brp_enc: Encounter) -> None:
    give(brp_enc, "Ana", skills={"Ride": 60})
    give(brp_enc, "Ogre", db="+2D6")
    load(brp_enc, [10])
    out = run(brp_enc, "mounted_charge", rider="Ana", mount="Ogre", event="charge")
    assert out["mount_db"] == "2D6" and "modifier 2D6" in out["text"]


def test_quick_draw_missed_spot_gives_an_undefended_attack(brp_enc: Encounter) -> None:
    give(brp_enc, "Rat", skills={"Spot": 20})
    load(brp_enc, [90])  # Easy Spot 40 fails
    out = run(brp_enc, "quick_draw", first="Ana", other="Rat")
    assert out["first"] == "Ana" and not out["spotted"]
    assert "can't dodge or parry" in out["text"]
    assert any(e["label"].startswith("Quick draw") for e in fx.effects_on(brp_enc, "Rat"))


def test_quick_draw_spotted_is_dex_against_dex(brp_enc: Encounter) -> None:
    give(brp_enc, "Rat", skills={"Spot": 20})
    load(brp_enc, [30, 90])  # Easy Spot 40 succeeds; DEX 15 vs 12 = 65%: fails
    out = run(brp_enc, "quick_draw", first="Ana", other="Rat")
    assert out["spotted"] and out["first"] == "Rat"


def test_parrying_a_sweep_is_strength_against_damage_before_halving(brp_enc: Encounter) -> None:
    load(brp_enc, [60])  # STR 15 vs 12 = 65%
    assert run(brp_enc, "sweep_parry", defender="Bo", damage=12)["stopped"]
    load(brp_enc, [70])
    assert not run(brp_enc, "sweep_parry", defender="Bo", damage=12)["stopped"]


# -- the attack form's options --------------------------------------------------------------------
def test_pulled_damage_choices_on_the_seeds_shotgun() -> None:
    assert [tr.pulled_damage("4D6", h) for h in tr.PULLS] == ["4D6", "4D4", "4D2", "3D6", "1D6"]
    assert tr.pulled_damage("1D8+1", "smallest") == "1D2+1"
    assert tr.pulled_damage("1D2", "smaller") is None
    assert tr.pulled_damage("1D8", "fewer") is None


def test_a_pulled_blow_from_the_attack_form(brp_enc: Encounter) -> None:
    brp_enc.engage("Bo", "Rat")
    load(brp_enc, [50, 4])  # Spear 60 hits; 1D10+1 pulled to 1D8+1 = 4 + 1, no modifier
    out = atk.attack(brp_enc, "Bo", "Rat", "spear", pull_blow="smaller", pull_modifier="none")
    assert out["damage"] == 5  # 4 + 1, no damage modifier
    flags = {f.id: f for f in brp_enc.combat.attack_flags()}
    assert flags["pull_blow"].choices == tr.PULLS


def test_a_blow_that_cant_be_pulled_so_is_refused(brp_enc: Encounter) -> None:
    brp_enc.engage("Bo", "Rat")
    plan = atk.attack_plan(brp_enc, "Bo", "Rat", "spear", pull_blow="fewer")
    assert not plan.allowed and "can't be pulled" in plan.reason


def test_after_a_quick_draw_dodges_are_difficult(brp_enc: Encounter) -> None:
    give(brp_enc, "Rat", skills={"Spot": 20})
    brp_enc.engage("Ana", "Rat")
    before = atk.attack_plan(brp_enc, "Ana", "Rat", "sword").defences["dodge"]["chance"]
    load(brp_enc, [90])
    run(brp_enc, "quick_draw", first="Ana", other="Rat")
    after = atk.attack_plan(brp_enc, "Ana", "Rat", "sword").defences["dodge"]["chance"]
    assert (before, after) == (35, 18)


def test_a_charge_strikes_with_the_mounts_damage_modifier_this_round(brp_enc: Encounter) -> None:
    give(brp_enc, "Bo", skills={"Ride": 60})
    give(brp_enc, "Ogre", db="+2D6")
    brp_enc.engage("Bo", "Rat")
    load(brp_enc, [10])  # Ride steers the charge
    run(brp_enc, "mounted_charge", rider="Bo", mount="Ogre", event="charge")
    load(brp_enc, [50, 4, 6, 6])  # Spear hits: 1D10+1 = 5, the mount's 2D6 = 12 (not +1D4)
    assert atk.attack(brp_enc, "Bo", "Rat", "spear")["damage"] == 17
    brp_enc.next_round()
    assert tr.charge_modifier(brp_enc, "Bo", "1D4") == "1D4"


def test_a_set_weapon_adds_the_charging_mounts_modifier(brp_enc: Encounter) -> None:
    give(brp_enc, "Ana", skills={"Ride": 60})
    give(brp_enc, "Ogre", db="+2D6")
    load(brp_enc, [90])  # Ana's Ride fails: she can't avoid Bo's set spear
    run(brp_enc, "mounted_charge", rider="Ana", mount="Ogre", event="set_weapon", defender="Bo")
    assert tr.charge_modifier(brp_enc, "Bo", "1D4") == "1D4+2D6"


def test_a_thrown_weapon_in_melee_is_difficult_with_the_full_modifier(brp_enc: Encounter) -> None:
    javelin = {
        "id": "javelin",
        "name": "Javelin",
        "skill": "Spear",
        "damage": "1D8",
        "range_m": 20,
        "type": "thrown",
    }
    give(brp_enc, "Bo", weapons=[javelin], ready=["javelin"])
    brp_enc.engage("Bo", "Rat")
    plan = atk.attack_plan(brp_enc, "Bo", "Rat", "javelin", thrown_in_melee=True)
    labels = [label for _g, label, _s in plan.grades]
    assert plan.allowed and "Thrown weapon used in melee" in labels
    assert not any("at melee distance" in label for label in labels)
    assert plan.chance == 30  # Spear 60, Difficult
    load(brp_enc, [10, 5, 4])  # hit; 1D8 = 5, the full +1D4 = 4 (thrown would halve it)
    out = atk.attack(brp_enc, "Bo", "Rat", "javelin", thrown_in_melee=True)
    assert out["damage"] == 9


def test_a_thrown_weapon_in_melee_with_a_melee_skill_is_unmodified(brp_enc: Encounter) -> None:
    javelin = {
        "id": "javelin",
        "name": "Javelin",
        "skill": "Javelin",
        "damage": "1D8",
        "range_m": 20,
        "type": "thrown",
        "melee_skill": "Spear",
    }
    give(brp_enc, "Bo", weapons=[javelin], ready=["javelin"], skills={"Javelin": 40})
    brp_enc.engage("Bo", "Rat")
    plan = atk.attack_plan(brp_enc, "Bo", "Rat", "javelin", thrown_in_melee=True)
    assert "Thrown weapon used in melee" not in [label for _g, label, _s in plan.grades]


def test_only_a_thrown_weapon_engaged_is_used_in_melee(brp_enc: Encounter) -> None:
    brp_enc.engage("Bo", "Rat")
    plan = atk.attack_plan(brp_enc, "Bo", "Rat", "spear", thrown_in_melee=True)
    assert not plan.allowed and "isn't a thrown weapon" in plan.reason


def test_a_blunt_sweep_knocks_back_in_order_until_one_resists(brp_enc: Encounter) -> None:
    # damage 12: vs Rat SIZ 9 = 65%, vs Bo SIZ 15 = 35%; Ana is never tested
    load(brp_enc, [10, 90, 90])  # Rat knocked back (then fails Agility), Bo resists
    out = run(brp_enc, "sweep_knockback", damage=12, first="Rat", second="Bo", third="Ana")
    assert out["tested"] == ["Rat", "Bo"] and out["spared"] == ["Ana"]
    assert brp_enc.combatant("Rat").stance == "prone"
    assert brp_enc.combatant("Ana").stance == "standing"
