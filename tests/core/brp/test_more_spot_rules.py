"""Aura attacks, air combat, vehicle chases, mass combat, damaged armour, darkness and light
sources (issue 8): the seed's numbers and examples, reached as GM tools of the BRP runner."""

from __future__ import annotations

import pytest

from core import effects as fx
from core.encounter import Encounter
from core.rules.base import RuleError
from core.rules.brp import air, armour_damage, aura, light, mass_combat, spot_tools, vehicles
from core.rules.brp import damage as dmg

from .helpers import load


def labels(enc: Encounter, name: str) -> list[str]:
    return [e["label"] for e in fx.effects_on(enc, name)]


def hp(enc: Encounter, name: str) -> int:
    value = dmg.hit_points(enc, name)[0]
    assert value is not None
    return value


def run(enc: Encounter, tool: str, **params: object) -> dict:
    return enc.combat.run_gm_tool(tool, **params)


# -- the runner offers them -----------------------------------------------------------------------
def test_every_new_tool_is_a_gm_tool_with_its_table(brp_enc: Encounter) -> None:
    tools = {t.id: t for t in brp_enc.combat.gm_tools()}
    for tid in spot_tools.TOOL_IDS:
        assert tid in tools
        assert ".json)" in tools[tid].help
    assert tools["vehicle_add"].group == "Vehicles"
    assert {p.id for p in tools["aura_attack"].params} >= {"attacker", "target", "command"}


def test_bad_input_is_refused_and_changes_nothing(brp_enc: Encounter) -> None:
    before = len(brp_enc.log)
    with pytest.raises(RuleError, match="attacker"):
        run(brp_enc, "aura_attack", target="Ogre")
    with pytest.raises(RuleError, match="unknown parameter"):
        run(brp_enc, "armour_damage", who="Ana", how="badly")
    with pytest.raises(RuleError, match="No vehicle called 'Van'"):
        run(brp_enc, "vehicle_speed", name="Van", to=1)
    assert len(brp_enc.log) == before


# -- aura attacks ---------------------------------------------------------------------------------
def test_aura_total_is_the_mean_rounded_up() -> None:
    assert aura.aura_total(12, 11, 10) == 11
    assert aura.aura_total(13, 14, 13) == 14


def test_failed_resistance_mesmerises_for_the_round(brp_enc: Encounter) -> None:
    # Ana's aura 11 (SIZ 12, POW 11, CHA 10) vs the Rat's POW 8: 50 + 5 × (8 − 11) = 35%.
    load(brp_enc, [90])
    out = run(brp_enc, "aura_attack", attacker="Ana", target="Rat")
    assert out["total"] == 11 and out["level"] == "failure"
    assert "Mesmerised (aura)" in labels(brp_enc, "Rat")
    brp_enc.engage("Rat", "Ana")
    refusal = brp_enc.combat.attack_preview("Rat", "Ana", "knife").reason
    assert "can start no attack this round (Mesmerised (aura))" in refusal
    assert any("→ 35%" in e["text"] for e in brp_enc.log)


def test_fumbled_resistance_demoralises(brp_enc: Encounter) -> None:
    load(brp_enc, [100])
    out = run(brp_enc, "aura_attack", attacker="Ana", target="Ogre")
    assert out["level"] == "fumble"
    (effect,) = [e for e in fx.effects_on(brp_enc, "Ogre") if e["label"] == "Demoralised (aura)"]
    assert fx.effect_modifiers(brp_enc, "Ogre")["difficult"] == 1
    assert effect["duration"] == effect["duration"] | {"unit": "rounds", "count": 1}


def test_resisted_aura_leaves_nothing(brp_enc: Encounter) -> None:
    load(brp_enc, [10])
    run(brp_enc, "aura_attack", attacker="Ana", target="Ogre")
    assert labels(brp_enc, "Ogre") == []


def test_command_and_modifiers_add_and_a_failed_command_halves(brp_enc: Encounter) -> None:
    load(brp_enc, [10])
    out = run(
        brp_enc,
        "aura_attack",
        attacker="Ana",
        target="Ogre",
        command="special",
        prior_success=True,
        experience=2,
        circumstances=-1,
    )
    assert out["total"] == 11 + 2 + 1 + 2 - 1
    load(brp_enc, [10])
    out = run(brp_enc, "aura_attack", attacker="Ana", target="Ogre", passion="failure")
    assert out["total"] == 6  # 11 halved, rounded up
    with pytest.raises(RuleError, match="experience"):
        run(brp_enc, "aura_attack", attacker="Ana", target="Ogre", experience=5)


def test_aura_attack_is_one_undo_step(brp_enc: Encounter) -> None:
    load(brp_enc, [90])
    run(brp_enc, "aura_attack", attacker="Ana", target="Ogre")
    brp_enc.undo()
    assert labels(brp_enc, "Ogre") == []


# -- air combat -----------------------------------------------------------------------------------
def test_fly_modifiers_are_cumulative(brp_enc: Encounter) -> None:
    assert air.fly_modifier(brp_enc, acrobatics="extreme_acrobatics") == -50
    assert air.fly_modifier(brp_enc, wind="wind_strong", tailwind=True) == 0
    assert air.fly_modifier(brp_enc, wind="wind_severe", tailwind=True) == -10
    assert (
        air.fly_modifier(
            brp_enc,
            acrobatics="moderate_acrobatics",
            wind="wind_hurricane",
            high_altitude=True,
            armour="heavy_armour",
        )
        == -10 - 75 - 25 - 50
    )


def test_combat_skills_are_capped_at_fly() -> None:
    assert air.capped_skill(65, 40) == 40
    assert air.capped_skill(30, 40) == 30


def _flyer(enc: Encounter) -> None:
    stats = dict(enc.combatant("Ana").stats)
    stats["skills"] = {**stats["skills"], "Fly": 60}
    enc.update_combatant("Ana", stats=stats)


@pytest.mark.parametrize(
    ("face", "label", "mods"),
    [
        (1, "Flying superbly: rolls Easy", {"easy": 1}),
        (80, "Flying badly: actions Difficult", {"difficult": 1}),
        (100, "Lost control in the air", {"no_attack": 1, "no_act": 1}),
        (30, None, {}),
    ],
)
def test_fly_roll_result_lasts_the_round(
    brp_enc: Encounter, face: int, label: str | None, mods: dict
) -> None:
    _flyer(brp_enc)
    load(brp_enc, [face])
    out = run(brp_enc, "fly_roll", flyer="Ana", armour="light_armour")
    assert out["modifier"] == -10 and out["cap"] == 60
    assert labels(brp_enc, "Ana") == ([label] if label else [])
    assert fx.effect_modifiers(brp_enc, "Ana") == mods


def test_fly_roll_needs_the_skill(brp_enc: Encounter) -> None:
    with pytest.raises(RuleError, match="no Fly"):
        run(brp_enc, "fly_roll", flyer="Bo")


# -- vehicle chases -------------------------------------------------------------------------------
def _car(enc: Encounter, name: str = "Car", **kw: int) -> None:
    params = {"rated_speed": 4, "acceleration": 2, "handling": 5, "armour": 2, "hp": 20} | kw
    run(enc, "vehicle_add", name=name, **params)


def test_vehicles_start_at_speed_0_and_accelerate_within_their_rating(brp_enc: Encounter) -> None:
    _car(brp_enc)
    assert vehicles.vehicle(brp_enc, "Car")["speed"] == 0
    with pytest.raises(RuleError, match="at most 2"):
        run(brp_enc, "vehicle_speed", name="Car", to=3)
    run(brp_enc, "vehicle_speed", name="Car", to=2)
    run(brp_enc, "vehicle_speed", name="Car", to=4)
    with pytest.raises(RuleError, match="0 to 4"):
        run(brp_enc, "vehicle_speed", name="Car", to=5)
    (panel,) = [p for p in brp_enc.combat.gm_panels() if p.id == "vehicles"]
    assert panel.rows[0].value.startswith("Speed 4/4, 20/20 HP")


def test_range_steps_per_speed_difference() -> None:
    assert vehicles.range_steps(4, 1) == 3
    assert vehicles.range_steps(1, 4) == 0


def test_turn_and_u_turn_slow_down(brp_enc: Encounter) -> None:
    _car(brp_enc, acceleration=4)
    run(brp_enc, "vehicle_speed", name="Car", to=4)
    run(brp_enc, "vehicle_manoeuvre", name="Car", driver="Ana", kind="turn")
    assert vehicles.vehicle(brp_enc, "Car")["speed"] == 3
    run(brp_enc, "vehicle_manoeuvre", name="Car", driver="Ana", kind="u_turn")
    assert vehicles.vehicle(brp_enc, "Car")["speed"] == 1


def test_bootlegger_is_minus_25_plus_handling_and_a_failure_rolls_chase_trouble(
    brp_enc: Encounter,
) -> None:
    _car(brp_enc)
    run(brp_enc, "vehicle_speed", name="Car", to=2)
    load(brp_enc, [99, 7])
    out = run(
        brp_enc,
        "vehicle_manoeuvre",
        name="Car",
        driver="Ana",
        kind="bootlegger_reverse",
        skill="Dodge",
    )
    assert not out["success"] and out["trouble"] == 7
    assert "(bootlegger reverse, -20%)" in out["text"]  # −25% + handling +5


def test_collision_damage_per_speed_level_and_seatbelts(brp_enc: Encounter) -> None:
    _car(brp_enc)
    _car(brp_enc, "Truck", armour=3, hp=30)
    run(brp_enc, "vehicle_speed", name="Car", to=2)
    ana = hp(brp_enc, "Ana")
    # Speed 2: 2D6 to the truck (5 + 6 = 11, armour 3 → 8), 2D3 to Ana (3 + 2 = 5, belted → 3).
    load(brp_enc, [5, 6, 3, 2])
    out = run(
        brp_enc,
        "vehicle_crash",
        name="Car",
        target="Truck",
        passengers="Ana",
        protection="seatbelt",
    )
    assert out["damage"] == 11
    assert vehicles.vehicle(brp_enc, "Truck")["hp"] == 22
    assert hp(brp_enc, "Ana") == ana - 3


def test_passenger_protection_rounds_up() -> None:
    assert vehicles.passenger_damage(5, "seatbelt") == 3
    assert vehicles.passenger_damage(5, "exceptional") == 2
    assert vehicles.passenger_damage(5, "none") == 5


def test_ram_through_a_destroyed_target_costs_the_rammer_half(brp_enc: Encounter) -> None:
    _car(brp_enc, armour=0, hp=30)
    _car(brp_enc, "Cart", armour=0, hp=10)
    run(brp_enc, "vehicle_speed", name="Car", to=2)
    load(brp_enc, [9, 8])  # 2D10 = 17: the cart is destroyed; the car takes ⌈17/2⌉ = 9
    run(brp_enc, "vehicle_crash", name="Car", kind="ram", target="Cart")
    assert vehicles.status(brp_enc, vehicles.vehicle(brp_enc, "Cart")) == "destroyed"
    assert vehicles.vehicle(brp_enc, "Car")["hp"] == 21


def test_vehicle_damage_halves_top_speed_and_stops_it_at_5(brp_enc: Encounter) -> None:
    _car(brp_enc, rated_speed=5, armour=2, hp=20)
    with brp_enc.transaction("test damage"):
        assert vehicles.damage_vehicle(brp_enc, "Car", 13)["hp"] == 9  # 11 through armour
    v = vehicles.vehicle(brp_enc, "Car")
    assert vehicles.max_speed(brp_enc, v) == 3  # 5 halved, rounded up
    with brp_enc.transaction("test damage"):
        assert vehicles.damage_vehicle(brp_enc, "Car", 6)["status"] == "stopped working"
        assert vehicles.damage_vehicle(brp_enc, "Car", 7)["status"] == "destroyed"


def test_actions_in_a_moving_vehicle_are_difficult_and_a_miss_may_throw_you(
    brp_enc: Encounter,
) -> None:
    # Jump 40 → Difficult 20: 30 fails; Difficult Luck (POW 11 × 5 = 55 → 28): 60 fails.
    load(brp_enc, [30, 60])
    out = run(brp_enc, "vehicle_action", who="Ana", skill="Jump", may_be_thrown=True)
    assert out["level"] == "failure" and "Thrown from the vehicle" in out["text"]
    load(brp_enc, [30])
    out = run(brp_enc, "vehicle_action", who="Ana", skill="Jump", operating=True)
    assert out["level"] == "success"


# -- mass combat ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("luck", "dice", "lost"), [(10, [], 0), (80, [5], 3), (100, [6, 4], 8)])
def test_a_turn_in_the_battle(brp_enc: Encounter, luck: int, dice: list[int], lost: int) -> None:
    # Ana: Luck POW 11 × 5 = 55%, armour 2. Failure 1D6, fumble 2D6, less armour.
    before = hp(brp_enc, "Ana")
    load(brp_enc, [luck, *dice])
    out = run(brp_enc, "mass_combat", who="Ana")
    assert out["damage"] == lost
    assert hp(brp_enc, "Ana") == before - lost


def test_mass_combat_dice_come_from_the_table(brp_enc: Encounter) -> None:
    assert mass_combat.mass_damage_dice(brp_enc, "fumble") == "2D6"


# -- damaged armour -------------------------------------------------------------------------------
def test_the_seeds_examples_of_halved_armour() -> None:
    assert armour_damage.halve_armour(5) == 2
    assert armour_damage.halve_armour("1D8+1") == "1D4"


def test_damaged_twice_is_destroyed_and_repairs(brp_enc: Encounter) -> None:
    stats = dict(brp_enc.combatant("Ana").stats) | {"armour": 5}
    brp_enc.update_combatant("Ana", stats=stats)
    run(brp_enc, "armour_damage", who="Ana")
    assert brp_enc.combatant("Ana").stats["armour"] == 2
    run(brp_enc, "armour_repair", who="Ana")
    assert brp_enc.combatant("Ana").stats["armour"] == 5
    run(brp_enc, "armour_damage", who="Ana")
    run(brp_enc, "armour_damage", who="Ana")
    assert brp_enc.combatant("Ana").stats["armour"] == 0
    with pytest.raises(RuleError, match="already destroyed"):
        run(brp_enc, "armour_damage", who="Ana")
    out = run(brp_enc, "armour_repair", who="Ana")
    assert out["armour"] == 4 and "full price" in out["text"]
    with pytest.raises(RuleError, match="not damaged"):
        run(brp_enc, "armour_repair", who="Ana")


# -- darkness and light ---------------------------------------------------------------------------
def test_detecting_in_total_darkness_halves_the_penalty(brp_enc: Encounter) -> None:
    # Listen 50, Difficult 25: a 1 succeeds and halves the GM's −40; a 99 fails.
    stats = dict(brp_enc.combatant("Ana").stats)
    stats["skills"] = {**stats["skills"], "Listen": 50}
    brp_enc.update_combatant("Ana", stats=stats)
    load(brp_enc, [1])
    out = run(brp_enc, "darkness", who="Ana", penalty=-40)
    assert out["penalty"] == -20
    assert fx.effect_modifiers(brp_enc, "Ana") == {"skills": -20}
    load(brp_enc, [99])
    out = run(brp_enc, "darkness", who="Ana", penalty=-40)
    assert fx.effect_modifiers(brp_enc, "Ana") == {"skills": -40}  # replaced, not added
    out = run(brp_enc, "darkness", who="Ana", penalty=-40, light=True)
    assert out["penalty"] == 0 and labels(brp_enc, "Ana") == []


def test_light_sources_burn_and_drop(brp_enc: Encounter) -> None:
    out = run(brp_enc, "light_source", who="Ana", source="long_wax_candle")
    assert "6 hour" in out["text"]
    load(brp_enc, [90])  # Luck 55%: the dropped candle goes out
    out = run(brp_enc, "light_source", who="Ana", source="long_wax_candle", event="drop")
    assert not out["burning"] and labels(brp_enc, "Ana") == []
    run(brp_enc, "light_source", who="Ana", source="oil_lamp", careful=True)
    assert fx.effect_modifiers(brp_enc, "Ana") == {"difficult": 1}
    assert light.darkness_penalty(brp_enc, -30, light=True) == 0


def test_speed_difference_moves_range_steps_on_the_chase_track(brp_enc: Encounter) -> None:
    from core.rules.brp import chase as ch

    _car(brp_enc, acceleration=4)
    _car(brp_enc, "Van", acceleration=4)
    with pytest.raises(RuleError, match="No chase is running"):
        run(
            brp_enc,
            "vehicle_range",
            leader="Rat",
            leader_vehicle="Van",
            pursuer="Ana",
            pursuer_vehicle="Car",
        )
    run(brp_enc, "chase_start", quarry="Rat", pursuer="Ana", lengths=2)
    run(brp_enc, "vehicle_speed", name="Car", to=4)
    run(brp_enc, "vehicle_speed", name="Van", to=1)
    out = run(
        brp_enc,
        "vehicle_range",
        leader="Rat",
        leader_vehicle="Van",
        pursuer="Ana",
        pursuer_vehicle="Car",
    )
    assert out["steps"] == 3
    assert ch.chase_positions(brp_enc) == {"Ana": 3, "Rat": 2}


def test_the_attack_option_flying_caps_the_skill_at_fly(brp_enc: Encounter) -> None:
    from core.rules.brp import attacks as atk

    _flyer(brp_enc)  # Fly 60
    brp_enc.engage("Ana", "Rat")
    assert "flying" in {f.id for f in brp_enc.combat.attack_flags()}
    assert atk.attack_plan(brp_enc, "Ana", "Rat", "sword").chance == 65
    assert atk.attack_plan(brp_enc, "Ana", "Rat", "sword", flying=True).chance == 60
    brp_enc.engage("Bo", "Rat")
    plan = atk.attack_plan(brp_enc, "Bo", "Rat", "spear", flying=True)  # no Fly on the sheet
    assert any("no Fly skill" in n for n in plan.notes)
