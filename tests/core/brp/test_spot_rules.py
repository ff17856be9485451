"""The spot rules as GM aids (spot_rules.py): every number of their data, the catalogue, and
the timed effects the lasting ones leave."""

from __future__ import annotations

from typing import Any

import pytest

from core import effects as fx
from core.dice import parse_expression
from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.brp import attacks as atk
from core.rules.brp import damage as dmg
from core.rules.brp import spot_rules as spot

from .helpers import load, one_round

BRIEF = (
    "acid",
    "asphyxiation",
    "poison",
    "autofire",
    "explosion",
    "knockback",
    "vacuum",
    "falling",
    "fire",
    "cover",
    "point_blank",
    "large_small_targets",
    "shields_vs_missiles",
    "prone",
    "mounted",
    "underwater",
    "zero_g",
    "weather_wind",
    "weather_cloud",
    "weather_rain",
    "superior_numbers",
    "disease",
    "radiation",
)


def rows(table: str) -> list[dict[str, Any]]:
    return load_table("brp", table)["rows"]


def hp(enc: Encounter, name: str) -> int:
    value = dmg.hit_points(enc, name)[0]
    assert value is not None
    return value


def labels(enc: Encounter, name: str) -> list[str]:
    return [e["label"] for e in fx.effects_on(enc, name)]


# -- the catalogue -------------------------------------------------------------------------------
def test_catalogue_lists_every_aid_with_form_parameters() -> None:
    catalogue = spot.spot_rules()
    assert tuple(r["id"] for r in catalogue) == BRIEF
    for r in catalogue:
        assert r["title"] and r["section"] and r["table"].endswith(".json") and r["help"]
        for p in r["params"]:
            assert set(p) == {"name", "type", "label", "choices", "default", "required"}
            assert p["type"] in ("combatant", "int", "float", "bool", "choice", "str")
            assert (p["type"] == "choice") == bool(p["choices"])


SAMPLE: dict[str, dict[str, Any]] = {
    "acid": {"target": "Rat"},
    "asphyxiation": {"target": "Ana"},
    "poison": {"target": "Rat", "pot": 8},
    "autofire": {},
    "explosion": {"target": "Ogre", "distance_m": 4},
    "knockback": {"target": "Rat", "damage": 12},
    "vacuum": {"target": "Ogre"},
    "falling": {"target": "Ogre", "metres": 6},
    "fire": {"target": "Ogre"},
    "cover": {"skill": 60},
    "point_blank": {"attacker": "Ana", "target": "Rat"},
    "large_small_targets": {"attacker": "Ana", "target": "Ogre"},
    "shields_vs_missiles": {},
    "prone": {"who": "Rat"},
    "mounted": {"rider": "Ana"},
    "underwater": {"damage": 7},
    "zero_g": {"target": "Ana"},
    "weather_wind": {},
    "weather_cloud": {},
    "weather_rain": {},
    "superior_numbers": {"attackers": 6},
    "disease": {"target": "Ana"},
    "radiation": {"target": "Ana", "pot": 10},
}


@pytest.mark.parametrize("rule_id", BRIEF)
def test_every_aid_runs_logs_and_undoes(brp_enc: Encounter, rule_id: str) -> None:
    before = brp_enc.to_dict()
    res = brp_enc.combat.run_spot_rule(rule_id, **SAMPLE[rule_id])
    assert res["text"] and res["rule"]
    assert any(e["kind"] == "spot_rule" for e in brp_enc.log)
    brp_enc.undo()
    assert brp_enc.to_dict() == before


@pytest.mark.parametrize(
    ("rule_id", "params", "match"),
    [
        ("sorcery", {}, "Unknown spot rule"),
        ("poison", {"target": "Rat"}, "pot is required"),
        ("poison", {"target": "Nobody", "pot": 3}, "combatant"),
        ("poison", {"target": "Rat", "pot": "lots"}, "whole number"),
        ("acid", {"target": "Rat", "strength": "lemon"}, "one of"),
        ("acid", {"target": "Rat", "colour": "green"}, "unknown parameter"),
        ("falling", {"target": "Rat", "metres": "far"}, "number"),
    ],
)
def test_bad_parameters_change_nothing(
    brp_enc: Encounter, rule_id: str, params: dict[str, Any], match: str
) -> None:
    before = brp_enc.to_dict()
    with pytest.raises(RuleError, match=match):
        spot.run_spot_rule(brp_enc, rule_id, **params)
    assert brp_enc.to_dict() == before


def test_numbers_from_forms_are_accepted(brp_enc: Encounter) -> None:
    load(brp_enc, [30])
    res = spot.run_spot_rule(brp_enc, "poison", target="Rat", pot="12", speed="immediate")
    assert res["damage"] == 12


# -- acid ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "r", [r for r in rows("acid") if "strength" in r], ids=lambda r: r["strength"]
)
def test_acid_damage_per_strength(brp_enc: Encounter, r: dict[str, Any]) -> None:
    _count, sides, mod = parse_expression(r["damage_per_round"])
    load(brp_enc, [sides])
    res = spot.acid(brp_enc, "Rat", r["strength"])
    assert res["damage"] == sides + mod and hp(brp_enc, "Rat") == 10 - (sides + mod)


def test_armour_halves_acid_for_1d3_rounds(fight: Encounter) -> None:
    halving = next(r for r in rows("acid") if r.get("rule") == "armour_halving")
    assert halving["duration_rounds"] == "1D3" and halving["rounding"] == "up"
    load(fight, [2, 3])  # 1D3 = 2 rounds, 1D4 = 3 → 2
    res = spot.acid(fight, "Bo", "strong")
    assert res["armour_rounds"] == 2 and res["damage"] == 2
    assert "Armour vs acid" in labels(fight, "Bo")
    one_round(fight)
    one_round(fight)
    assert "Armour vs acid" not in labels(fight, "Bo")
    load(fight, [3])
    assert spot.acid(fight, "Bo", "strong", new_exposure=False)["damage"] == 3


def test_very_strong_acid_ruins_armour_after_1d6(brp_enc: Encounter) -> None:
    row = next(r for r in rows("acid") if r.get("strength") == "very_strong")
    assert row["ruins_armour_after_rounds"] == "1D6"
    load(brp_enc, [1, 4, 6])  # 1D3 = 1, 1D6 = 4, 1D6+1 = 7 → 4
    res = spot.acid(brp_enc, "Bo", "very_strong")
    assert (res["armour_rounds"], res["ruin_rounds"], res["damage"]) == (1, 4, 4)
    assert "Acid eats the armour" in labels(brp_enc, "Bo")


def test_lasting_acid_burns_every_round(fight: Encounter) -> None:
    spot.acid(fight, "Rat", "strong", lasting=True)
    load(fight, [4])
    one_round(fight)
    assert hp(fight, "Rat") == 6


# -- asphyxiation --------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("sequence", "expected"),
    [
        ("normal", [10, 5, 4, 3, 2, 1, 1]),
        ("sudden_luck", [5, 4, 3, 2, 1, 1, 1]),
        ("sudden_no_luck", [3, 2, 1, 1, 1, 1, 1]),
    ],
)
def test_asphyxiation_multipliers(brp_enc: Encounter, sequence: str, expected: list[int]) -> None:
    assert [spot.asphyxia_multiplier(brp_enc, n, sequence) for n in range(1, 8)] == expected


def test_asphyxiation_sudden_with_luck_given(brp_enc: Encounter) -> None:
    load(brp_enc, [1])
    assert spot.asphyxiation(brp_enc, "Ana", sudden=True, luck="failed")["multiplier"] == 3
    load(brp_enc, [1])
    assert spot.asphyxiation(brp_enc, "Ana", round=2)["multiplier"] == 2  # remembered


@pytest.mark.parametrize(
    "r", [r for r in rows("asphyxiation") if "substance" in r], ids=lambda r: r["substance"]
)
def test_a_failed_breath_suffocates_each_round(fight: Encounter, r: dict[str, Any]) -> None:
    load(fight, [60])  # round 3: CON 13 × 4 = 52 fails on 60
    res = spot.asphyxiation(fight, "Ana", r["substance"], round=3)
    assert res["multiplier"] == 4 and res["level"] == "failure"
    _c, sides, _m = parse_expression(r["damage_per_round"])
    load(fight, [sides])
    one_round(fight)
    assert hp(fight, "Ana") == 13 - sides


def test_strangling(brp_enc: Encounter) -> None:
    row = next(r for r in rows("asphyxiation") if r.get("rule") == "deliberate_strangling")
    load(brp_enc, [50, 4])  # CON×1 = 13 fails; 1D6 = 4
    res = spot.asphyxiation(brp_enc, "Ana", "strangling")
    assert res["multiplier"] == row["con_multiplier"] == 1 and hp(brp_enc, "Ana") == 9


# -- poison --------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("face", "pot", "antidote", "damage"),
    [(30, 12, 0, 12), (80, 12, 0, 6), (30, 12, 4, 8), (50, 9, 0, 5)],
)
def test_poison_pot_against_con(
    brp_enc: Encounter, face: int, pot: int, antidote: int, damage: int
) -> None:
    load(brp_enc, [face])  # Rat CON 10
    res = spot.poison(brp_enc, "Rat", pot, antidote_pot=antidote, speed="immediate")
    assert res["damage"] == damage and hp(brp_enc, "Rat") == 10 - damage


def test_fast_poison_lands_after_three_rounds(fight: Encounter) -> None:
    onset = next(r for r in rows("poison") if r.get("rule") == "onset_fast")
    assert onset["delay"] == 3 and onset["delay_unit"] == "combat_rounds"
    load(fight, [30])
    spot.poison(fight, "Ogre", 20)
    for _ in range(3):
        one_round(fight)
    assert hp(fight, "Ogre") == 24
    one_round(fight)
    assert hp(fight, "Ogre") == 4


def test_slow_poison_waits_for_the_gm(fight: Encounter) -> None:
    load(fight, [30])
    res = spot.poison(fight, "Ogre", 20, speed="slow")
    for _ in range(5):
        one_round(fight)
    assert hp(fight, "Ogre") == 24
    dmg.apply_pending(fight, res["effect"])
    assert hp(fight, "Ogre") == 4


# -- explosions ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "r",
    [r for r in rows("explosions") if r.get("example")],
    ids=lambda r: str(r.get("min_m", r.get("beyond_m"))),
)
def test_dynamite_falloff(brp_enc: Encounter, r: dict[str, Any]) -> None:
    if r["damage"] is None:
        assert spot.explosion_dice(brp_enc, 5, r["beyond_m"] + 0.5) == 0
        return
    expected = int(r["damage"].split("D")[0])
    for d in (r["min_m"], r["max_m"]):
        assert spot.explosion_dice(brp_enc, 5, d) == expected


def test_explosion_radius_and_defences(brp_enc: Encounter) -> None:
    load(brp_enc, [1, 1, 1, 1])
    res = spot.explosion(brp_enc, 5, target="Ogre", distance_m=3.5)
    assert res["radius_m"] == 10 and res["victims"][0]["damage"] == 3  # 4D6 = 4, armour 1
    load(brp_enc, [6, 6, 6, 6, 5])  # the dodge (Ogre Dodge 10) succeeds
    res = spot.explosion(brp_enc, 5, target="Ogre", distance_m=3.5, defence="dodge")
    assert res["victims"][0]["damage"] == 0 and brp_enc.combatant("Ogre").stance == "prone"
    load(brp_enc, [6, 6, 6, 6, 10])  # Agility (DEX 8 × 5) succeeds: 24 halved, armour 1
    res = spot.explosion(brp_enc, 5, target="Ogre", distance_m=3.5, defence="agility")
    assert res["victims"][0]["damage"] == 11


def test_explosion_around_an_epicentre(brp_enc: Encounter) -> None:
    res = spot.explosion(brp_enc, 5, epicentre="Rat")
    assert sorted(v["name"] for v in res["victims"]) == ["Ana", "Bo", "Rat"]
    assert spot.explosion(brp_enc, 5, epicentre="Rat", demolition="halved")["radius_m"] == 6


# -- knockback -----------------------------------------------------------------------------------
def test_knockback_one_metre_per_five_over(brp_enc: Encounter) -> None:
    assert (
        next(r for r in rows("knockback") if r.get("rule") == "distance")["per_damage_over_siz"]
        == 5
    )
    load(brp_enc, [90])  # 20 vs SIZ 9: automatic; Agility (60) fails on 90
    res = spot.knockback_rule(brp_enc, "Rat", 20)
    assert res["pushed_m"] == 2 and res["prone"]
    load(brp_enc, [99])  # 10 vs SIZ 9 = 55% fails on 99: resisted
    assert spot.knockback_rule(brp_enc, "Ana", 10)["resisted"]


# -- vacuum --------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "r",
    [r for r in rows("vacuum") if r.get("rule") == "haemorrhage"],
    ids=lambda r: str(r["round"]),
)
def test_vacuum_haemorrhage_doubles(brp_enc: Encounter, r: dict[str, Any]) -> None:
    load(brp_enc, [1])  # the eardrums' Stamina roll on round 1
    assert spot.vacuum(brp_enc, "Ogre", round=r["round"])["damage"] == r["damage"]


def test_vacuum_suit_and_lungs(brp_enc: Encounter) -> None:
    assert spot.vacuum(brp_enc, "Ogre", round=3, suit_armour=2)["damage"] == 1
    load(brp_enc, [4])  # 1D6+2 = 6
    assert spot.vacuum(brp_enc, "Ogre", round=2, exhaled=False)["damage"] == 8


# -- falling -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("metres", "siz", "thrown", "dice"),
    [
        (2.9, 12, False, 0),
        (3, 12, False, 1),
        (6, 12, False, 2),
        (6, 12, True, 4),
        (9, 5, False, 2),
        (3, 21, False, 2),
        (3, 40, False, 2),
        (3, 41, False, 3),
        (3, 61, False, 4),
    ],
)
def test_falling_dice(brp_enc: Encounter, metres: float, siz: int, thrown: bool, dice: int) -> None:
    assert spot.falling_dice(brp_enc, metres, siz, thrown=thrown) == dice


def test_armour_half_protects_short_falls(brp_enc: Encounter) -> None:
    load(brp_enc, [4])
    assert spot.falling(brp_enc, "Bo", 3)["damage"] == 3  # 4 − armour 3 halved down
    load(brp_enc, [3, 3])
    assert spot.falling(brp_enc, "Bo", 6)["damage"] == 6  # no armour past 3 m


# -- fire ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("r", [r for r in rows("fire") if "source" in r], ids=lambda r: r["source"])
def test_fire_damage_per_source(brp_enc: Encounter, r: dict[str, Any]) -> None:
    dice = str(r["damage_per_round"])
    count, _sides, mod = parse_expression(dice) if "D" in dice else (0, 0, int(dice))
    faces = [1] * count + [1]  # the dice, then a POW×1 / Luck roll if any
    load(brp_enc, faces)
    res = spot.fire(brp_enc, "Rat", r["source"])
    assert res["damage"] == count + mod
    assert res["alight"] is bool(r.get("auto_ignites"))


def test_intense_fire_grows_and_armour_holds_1d3_rounds(brp_enc: Encounter) -> None:
    load(brp_enc, [2, 2, 2, 3, 3])  # 3D6 = 6, + 1D6 = 3 after the first round; 1D3 = 3 rounds
    res = spot.fire(brp_enc, "Bo", "intense", round=2)
    assert res["rolled"] == 9 and res["armour"] == 0  # armour only from the first round
    load(brp_enc, [5, 2])  # torch 1D6 = 5; armour for 1D3 = 2 rounds
    res = spot.fire(brp_enc, "Ogre", "hand_torch")
    assert res["damage"] == 4 and "Armour vs fire" in labels(brp_enc, "Ogre")


def test_a_torch_sets_clothes_alight_on_a_failed_luck_roll(fight: Encounter) -> None:
    load(fight, [2, 90])  # 1D6 = 2; Luck (POW 8 × 5) fails
    res = spot.fire(fight, "Rat", "hand_torch", clothed_unarmoured=True)
    assert res["alight"] and "On fire" in labels(fight, "Rat")
    load(fight, [3])
    one_round(fight)
    assert hp(fight, "Rat") == 5  # 10 − 2 − 3


def test_severe_burns(brp_enc: Encounter) -> None:
    severe = next(r for r in rows("fire") if r.get("rule") == "severe_burns")
    assert severe["threshold_fraction_of_total_hp"] == 0.25
    load(brp_enc, [3, 3, 90, 2])  # 2D6 = 6 > ⌈10/4⌉; Luck fails; 1D4 = 2 points
    assert spot.fire(brp_enc, "Rat", "burning_building")["characteristic_loss"] == 2


# -- cover, point-blank, size, shields, prone, mounted, underwater, zero-g -------------------------
def test_cover_aid_matches_the_example(brp_enc: Encounter) -> None:
    ex = next(r for r in rows("cover") if r.get("example"))
    res = spot.cover(brp_enc, ex["skill"], roll=ex["hits_cover_min"])
    assert res["chance"] == ex["adjusted_skill"]
    assert res["cover_band"] == [ex["hits_cover_min"], ex["hits_cover_max"]]
    assert res["result"] == "cover"


def test_point_blank_aid(brp_enc: Encounter) -> None:
    res = spot.point_blank(brp_enc, "Ana", target="Rat")
    assert res["limit_m"] == 5.0 and res["point_blank"] and res["grade"] == "easy"
    assert not spot.point_blank(brp_enc, "Rat", distance_m=4.5)["point_blank"]  # DEX 12 → 4 m


@pytest.mark.parametrize(
    ("a", "t", "mod"),
    [(12, 25, 20), (12, 24, 0), (12, 6, 0), (12, 5, -20), (13, 6, -20), (13, 7, 0)],
)
def test_large_small_aid(brp_enc: Encounter, a: int, t: int, mod: int) -> None:
    assert spot.large_small(brp_enc, attacker_siz=a, target_siz=t)["modifier"] == mod


@pytest.mark.parametrize(
    "r", [r for r in rows("shields_vs_missiles") if "shield" in r], ids=lambda r: r["shield"]
)
def test_shield_aid(brp_enc: Encounter, r: dict[str, Any]) -> None:
    assert spot.shields(brp_enc, r["shield"], roll=False)["chance"] == r["block_chance"]
    kneel = spot.shields(brp_enc, r["shield"], kneeling=True, roll=False)["chance"]
    assert kneel == r.get("kneeling_block_chance", r["block_chance"])
    fast = spot.shields(brp_enc, r["shield"], kneeling=True, fast_missile=True, roll=False)
    assert fast["chance"] == r["block_chance"]
    assert spot.shields(brp_enc, r["shield"], attack_level="special")["blocked"] is False


@pytest.mark.parametrize(
    ("role", "weapon", "range_band", "grade"),
    [
        ("attacked", "melee", "basic", "easy"),
        ("attacked", "other_missile", "medium", "easy"),
        ("attacked", "firearm", "long", "difficult"),
        ("attacking", "melee", "basic", "difficult"),
        ("attacking", "firearm", "basic", "normal"),
        ("attacking", "other_missile", "basic", "difficult"),
    ],
)
def test_prone_aid(brp_enc: Encounter, role: str, weapon: str, range_band: str, grade: str) -> None:
    assert (
        spot.prone(brp_enc, "Rat", role=role, weapon=weapon, range_band=range_band)["grade"]
        == grade
    )


def test_mounted_aid(brp_enc: Encounter) -> None:
    brp_enc.update_combatant(
        "Ana",
        stats=dict(
            brp_enc.combatant("Ana").stats,
            skills={**brp_enc.combatant("Ana").stats["skills"], "Ride": 30},
        ),
    )
    assert spot.mounted(brp_enc, "Ana", skill=65)["capped"] == 30
    load(brp_enc, [99, 3, 90])  # Luck fumbled (55% → 99–00), 1D6 = 3, Stamina fails
    res = spot.mounted(brp_enc, "Ana", "fall")
    assert res["level"] == "fumble" and hp(brp_enc, "Ana") == 10
    assert "Dragged" in labels(brp_enc, "Ana") and dmg.has_condition(brp_enc, "Ana", "stunned")


@pytest.mark.parametrize(
    ("impaling", "damage", "armour", "dealt"),
    [(False, 9, 2, 0), (False, 12, 1, 2), (True, 9, 2, 7)],
)
def test_underwater_aid(
    brp_enc: Encounter, impaling: bool, damage: int, armour: int, dealt: int
) -> None:
    res = spot.underwater(
        brp_enc, damage=damage, impaling=impaling, armour=armour, skill=70, swim=40
    )
    assert res["dealt"] == dealt and res["skill"] == 40


def test_zero_g_failure_makes_attacks_difficult(brp_enc: Encounter) -> None:
    load(brp_enc, [90])
    spot.zero_g(brp_enc, "Ana")
    brp_enc.engage("Ana", "Rat")
    plan = atk.attack_plan(brp_enc, "Ana", "Rat", "sword")
    assert plan.grade == "difficult" and plan.chance == 33


# -- weather ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("r", [r for r in rows("wind") if "wind" in r], ids=lambda r: r["wind"])
def test_wind_rows(brp_enc: Encounter, r: dict[str, Any]) -> None:
    assert spot.weather_wind(brp_enc, r["wind"])["modifier"] == r["skill_modifier"]


def test_wind_can_blow_someone_over(brp_enc: Encounter) -> None:
    load(brp_enc, [30])  # gale STR 12 vs Ana STR 12: 50%
    assert spot.weather_wind(brp_enc, "gale", target="Ana")["knocked_down"]
    assert brp_enc.combatant("Ana").stance == "prone"


@pytest.mark.parametrize("r", rows("cloud_cover"), ids=lambda r: r["cover"])
def test_cloud_rows(brp_enc: Encounter, r: dict[str, Any]) -> None:
    res = spot.weather_cloud(brp_enc, r["cover"])
    assert (res["modifier"], res["rain_chance"]) == (r["skill_modifier"], r["rain_chance"])


def test_cloud_rain_roll(brp_enc: Encounter) -> None:
    load(brp_enc, [24])
    res = spot.weather_cloud(brp_enc, "severe", roll_rain=True, precipitation="snow")
    assert res["rains"] and res["rain_mm"] == 24
    assert brp_enc.state["brp"]["weather"] == {"cloud": "severe", "precipitation": "snow"}
    load(brp_enc, [51])
    assert not spot.weather_cloud(brp_enc, "severe", roll_rain=True)["rains"]


@pytest.mark.parametrize(
    "r", [r for r in rows("rain") if "precipitation" in r], ids=lambda r: r["precipitation"]
)
def test_precipitation_rows(brp_enc: Encounter, r: dict[str, Any]) -> None:
    assert spot.weather_rain(brp_enc, r["precipitation"])["modifier"] == r["skill_modifier"]


# -- numbers, disease, radiation, autofire ------------------------------------------------------
@pytest.mark.parametrize(
    "r", [r for r in rows("superior_numbers") if "case" in r], ids=lambda r: r["case"]
)
def test_superior_numbers_rows(brp_enc: Encounter, r: dict[str, Any]) -> None:
    res = spot.superior_numbers(brp_enc, 9, r["case"])
    assert res["max"] == r["max_melee_attackers"] and res["excluded"] == 9 - res["max"]


def test_disease_progression(brp_enc: Encounter) -> None:
    load(brp_enc, [90])  # Stamina 65 fails: contracted
    res = spot.disease(brp_enc, "Ana", kind="chills")
    assert "contracts" in res["text"] and "Disease (Chills)" in labels(brp_enc, "Ana")
    load(brp_enc, [50])  # morning 2: CON×2 = 26 fails → tomorrow ×3
    res = spot.disease(brp_enc, "Ana", "recovery", kind="chills")
    assert res["multiplier"] == 2 and res["lost"] == 2
    load(brp_enc, [99])  # CON×(3 − 1 strenuous) = 26 fumbles (97–00) → the multiplier drops
    res = spot.disease(brp_enc, "Ana", "recovery", kind="chills", strenuous_conditions=1)
    assert res["multiplier"] == 2 and res["level"] == "fumble"
    assert brp_enc.state["combatants"]["Ana"]["brp"]["disease"]["multiplier"] == 2
    load(brp_enc, [1])
    spot.disease(brp_enc, "Ana", "recovery", kind="chills")
    assert "Disease (Chills)" not in labels(brp_enc, "Ana")


def test_disease_every_failure_lowers_setting(brp_enc: Encounter) -> None:
    from core.rules.brp.state import set_setting

    set_setting(brp_enc, "brp.disease_multiplier_drop_on", "failure")
    load(brp_enc, [90, 50])
    spot.disease(brp_enc, "Ana", kind="tremors")
    spot.disease(brp_enc, "Ana", "recovery", kind="tremors")
    assert brp_enc.state["combatants"]["Ana"]["brp"]["disease"]["multiplier"] == 1


@pytest.mark.parametrize(
    "r", [r for r in rows("disease") if "disease" in r], ids=lambda r: r["disease"]
)
def test_each_disease_names_its_characteristic(brp_enc: Encounter, r: dict[str, Any]) -> None:
    load(brp_enc, [90])
    res = spot.disease(brp_enc, "Ana", kind=r["disease"])
    assert res["characteristic"] == r["characteristic"]


def test_radiation(brp_enc: Encounter) -> None:
    load(brp_enc, [30, 5])  # POT 14 vs CON 13 = 55%; POW×1 = 11
    res = spot.radiation(brp_enc, "Ana", 14, mutation=True)
    assert res["affected"] and res["mutation"]
    load(brp_enc, [80])
    assert not spot.radiation(brp_enc, "Ana", 14)["affected"]


def test_autofire_aid(brp_enc: Encounter) -> None:
    load(brp_enc, [5])
    res = spot.autofire(brp_enc, 8, "burst")
    assert res["modifier"] == 20 and res["hits"] == 5
    assert spot.autofire(brp_enc, 3, "full_auto", narrow_field=True, hit=False)["modifier"] == 60
