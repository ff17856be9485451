"""Attacks: every PO and PD number of the data against what an attack counts (seed 002 "Ataque")."""

from __future__ import annotations

import math

import pytest

from core.encounter import Encounter
from core.rules.base import RuleError
from core.rules.ww2 import attacks
from ww2.helpers import RIFLE, STATS, Faces, build, rows, table

FULL = rows("defensive_power", component="exposure", level="full")[0]["modifier"]


def pd_parts(enc: Encounter, a: str, t: str, w: str | None = None, **flags: object) -> dict:
    plan = attacks.plan_attack(enc, a, t, w, **flags)
    assert plan.allowed, plan.reason
    return {m.label: m.value for m in plan.pd}


def po_parts(enc: Encounter, a: str, t: str, w: str | None = None, **flags: object) -> dict:
    plan = attacks.plan_attack(enc, a, t, w, **flags)
    assert plan.allowed, plan.reason
    return {m.label: m.value for m in plan.po}


# -- Poder Defensivo ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    "row", rows("defensive_power", component="armour"), ids=lambda r: r["level"]
)
def test_armour_adds_its_modifier_to_pd(ww2_enc: Encounter, row: dict) -> None:
    ww2_enc.combat.set_cover("Kurt", armour=row["level"])
    plan = attacks.plan_attack(ww2_enc, "Ana", "Kurt")
    assert plan.pd_total == row["modifier"] + FULL
    assert any(m.label.endswith(row["name"]) and m.value == row["modifier"] for m in plan.pd)


@pytest.mark.parametrize(
    "row",
    [r for r in rows("defensive_power", component="exposure") if r["modifier"] is not None],
    ids=lambda r: r["level"],
)
def test_exposure_adds_its_modifier_to_pd(ww2_enc: Encounter, row: dict) -> None:
    ww2_enc.combat.set_cover("Kurt", exposure=row["level"])
    assert attacks.plan_attack(ww2_enc, "Ana", "Kurt").pd_total == row["modifier"]


@pytest.mark.parametrize("row", rows("posture"), ids=lambda r: r["key"])
def test_posture_gives_the_exposure(ww2_enc: Encounter, row: dict) -> None:
    ww2_enc.combat.set_posture("Kurt", row["key"])
    want = rows("defensive_power", component="exposure", level=row["exposure"])[0]["modifier"]
    assert attacks.plan_attack(ww2_enc, "Ana", "Kurt").pd_total == want


@pytest.mark.parametrize("level", ["partial", "minimal", "full"])
def test_prone_target_flanked_uses_the_setting(ww2_enc: Encounter, level: str) -> None:
    ww2_enc.ruleset.settings["ww2.prone_exposure_from_flank"] = level
    ww2_enc.combat.set_posture("Kurt", "prone")
    want = rows("defensive_power", component="exposure", level=level)[0]["modifier"]
    plan = attacks.plan_attack(ww2_enc, "Ana", "Kurt", flanked=True)
    assert plan.pd_total == want


@pytest.mark.parametrize(
    "row",
    [r for r in rows("defensive_power", component="visibility")],
    ids=lambda r: r["level"],
)
def test_visibility_adds_to_pd(ww2_enc: Encounter, row: dict) -> None:
    ww2_enc.combat.set_cover("Kurt", visibility=row["level"])
    assert attacks.plan_attack(ww2_enc, "Ana", "Kurt").pd_total == FULL + row["modifier"]


def test_a_dark_zone_is_nula_visibility(ww2_enc: Encounter) -> None:
    ww2_enc.map.update_zone("field", features={"dark"})
    none = rows("defensive_power", component="visibility", level="none")[0]["modifier"]
    plan = attacks.plan_attack(ww2_enc, "Ana", "Kurt")
    assert plan.pd_total == FULL + none
    assert any("dark" in m.label for m in plan.pd)


def test_fully_hidden_behind_impenetrable_cover_cannot_be_attacked(ww2_enc: Encounter) -> None:
    ww2_enc.combat.set_cover("Kurt", armour="impenetrable", exposure="fully_hidden")
    preview = ww2_enc.combat.attack_preview("Ana", "Kurt")
    assert not preview.allowed and "infinite defence" in preview.reason
    with pytest.raises(RuleError, match="infinite"):
        ww2_enc.combat.attack("Ana", "Kurt")
    # and the hidden one can't attack either
    ww2_enc.combat.set_cover("Ana", armour="impenetrable", exposure="fully_hidden")
    assert "can't attack" in attacks.plan_attack(ww2_enc, "Ana", "Bo").reason


def test_fully_hidden_behind_lesser_cover_is_minimal_and_nula(ww2_enc: Encounter) -> None:
    ww2_enc.combat.set_cover("Kurt", armour="retarding", exposure="fully_hidden")
    d = {r["level"]: r["modifier"] for r in table("defensive_power")["rows"] if "level" in r}
    plan = attacks.plan_attack(ww2_enc, "Ana", "Kurt")
    assert plan.pd_total == d["retarding"] + d["minimal"] + 10  # Nula visibility
    assert rows("defensive_power", component="visibility", level="none")[0]["modifier"] == 10


def test_a_weapon_that_ignores_cover_can_hit_a_hidden_target(ww2_enc: Encounter) -> None:
    stats = dict(STATS["Ana"], weapons=[dict(RIFLE, ignores_cover=True)])
    ww2_enc.update_combatant("Ana", stats=stats)
    ww2_enc.combat.set_cover("Kurt", armour="impenetrable", exposure="fully_hidden")
    assert attacks.plan_attack(ww2_enc, "Ana", "Kurt").allowed


# -- range from the map -------------------------------------------------------------------------
@pytest.mark.parametrize(
    "row",
    [r for r in rows("range_bands") if r.get("effective_range_class") not in (None, "melee")],
    ids=lambda r: r["effective_range_class"],
)
def test_effective_range_class_against_metres(ww2_enc: Encounter, place, row: dict) -> None:
    weapon = {
        "id": "w",
        "name": "W",
        "category": "rifles",
        "range_class": row["effective_range_class"],
    }
    ww2_enc.update_combatant("Ana", stats=dict(STATS["Ana"], weapons=[weapon]))
    place("Ana", 21, 10)
    place("Kurt", 21 + row["max_m"], 10)
    assert attacks.plan_attack(ww2_enc, "Ana", "Kurt").band == "effective"
    place("Kurt", 21 + row["max_m"] + 1, 10)
    plan = attacks.plan_attack(ww2_enc, "Ana", "Kurt")
    assert plan.band == "beyond_effective"
    beyond = rows("defensive_power", component="distance")[0]["modifier"]
    assert plan.pd_total == FULL + beyond
    assert rows("range_bands", band="maximum")[0]["pd_modifier"] == beyond


def test_lethal_range_adds_to_po(ww2_enc: Encounter, place) -> None:
    place("Kurt", 9, 10)  # 4 m from Ana, inside the rifle's 5 m (the fixture's GM number)
    lethal = rows("range_bands", band="lethal")[0]
    parts = po_parts(ww2_enc, "Ana", "Kurt")
    assert parts[f"{lethal['name']} (4 m)"] == lethal["po_modifier"] == 5


def test_beyond_maximum_is_refused_and_unknown_maximum_is_noted(ww2_enc: Encounter, place) -> None:
    weapon = dict(RIFLE, range_class="medium", maximum_m=120)
    ww2_enc.update_combatant("Ana", stats=dict(STATS["Ana"], weapons=[weapon]))
    place("Kurt", 125, 10)
    assert attacks.plan_attack(ww2_enc, "Ana", "Kurt").band == "beyond_effective"
    place("Kurt", 130, 10)
    assert "maximum range" in attacks.plan_attack(ww2_enc, "Ana", "Kurt").reason
    weapon = {"id": "x", "name": "X", "category": "rifles", "range_class": "short"}
    ww2_enc.update_combatant("Ana", stats=dict(STATS["Ana"], weapons=[weapon]))
    plan = attacks.plan_attack(ww2_enc, "Ana", "Kurt")
    assert plan.band == "beyond_effective" and any("maximum range" in n for n in plan.notes)


def test_gm_range_table_setting_feeds_the_category(ww2_enc: Encounter, place) -> None:
    ww2_enc.combat.set_rule_setting(
        "ww2.weapon_range_table", {"rifles": {"range_class": "short", "maximum_m": 60}}
    )
    weapon = {"id": "x", "name": "X", "category": "rifles"}
    ww2_enc.update_combatant("Ana", stats=dict(STATS["Ana"], weapons=[weapon]))
    assert attacks.weapon_ranges(ww2_enc, weapon)["effective_m"] == 20
    assert attacks.plan_attack(ww2_enc, "Ana", "Kurt").band == "beyond_effective"
    place("Kurt", 80, 10)
    assert not attacks.plan_attack(ww2_enc, "Ana", "Kurt").allowed


def test_range_band_override_by_the_gm(ww2_enc: Encounter) -> None:
    plan = attacks.plan_attack(ww2_enc, "Ana", "Kurt", range_band="lethal")
    assert plan.band == "lethal" and any("Lethal range" in m.label for m in plan.po)


# -- movement in the defence --------------------------------------------------------------------
def test_running_target_gets_plus_five(ww2_enc: Encounter) -> None:
    running = rows("defensive_power", component="movement", level="running")[0]["modifier"]
    ww2_enc.move("Kurt", "trench", (15, 15))
    assert attacks.plan_attack(ww2_enc, "Ana", "Kurt").pd_total == FULL + running
    assert attacks.plan_attack(ww2_enc, "Ana", "Kurt", target_running="no").pd_total == FULL


def test_shoot_and_move_gives_the_defender_plus_five(ww2_enc: Encounter) -> None:
    sm = rows("defensive_power", component="movement", level="shoot_and_move")[0]["modifier"]
    ww2_enc.move("Ana", "field", (25, 10))
    plan = attacks.plan_attack(ww2_enc, "Ana", "Kurt")
    assert plan.shoot_and_move and plan.pd_total == FULL + sm
    # without declaring it, a moved shooter can't fire
    assert (
        "shoot-and-move" in attacks.plan_attack(ww2_enc, "Ana", "Kurt", shoot_and_move="no").reason
    )


def test_shoot_and_move_at_point_blank_has_no_penalty(ww2_enc: Encounter, place) -> None:
    place("Kurt", 9, 10)
    plan = attacks.plan_attack(ww2_enc, "Ana", "Kurt", shoot_and_move="yes")
    assert plan.band == "lethal" and plan.pd_total == FULL
    assert any("point-blank" in n for n in plan.notes)


def test_no_shoot_and_move_beyond_effective_range(ww2_enc: Encounter, place) -> None:
    place("Kurt", 300, 10)
    plan = attacks.plan_attack(ww2_enc, "Ana", "Kurt", shoot_and_move="yes")
    assert not plan.allowed and "beyond effective" in plan.reason


def test_shoot_and_move_setting_mover(ww2_enc: Encounter) -> None:
    ww2_enc.combat.set_rule_setting("ww2.shoot_and_move_bonus_to", "mover")
    ww2_enc.spend("Kurt", {"shoot_move": 1})
    assert attacks.plan_attack(ww2_enc, "Ana", "Kurt").pd_total == FULL + 5
    ww2_enc.move("Ana", "field", (25, 10))
    assert attacks.plan_attack(ww2_enc, "Ana", "Bo").pd_total == FULL  # mover: not the shooter


# -- Poder Ofensivo -----------------------------------------------------------------------------
def test_skill_is_the_weapon_category(ww2_enc: Encounter) -> None:
    assert po_parts(ww2_enc, "Ana", "Kurt")["Skill: Rifles"] == STATS["Ana"]["rifles"]
    assert po_parts(ww2_enc, "Bo", "Kurt", "mp40")["Skill: Submachine guns"] == 3


@pytest.mark.parametrize("n", [1, 2, 3])
def test_opportunity_counts_once_per_situation(ww2_enc: Encounter, n: int) -> None:
    keys = [r["key"] for r in rows("opportunity")]
    assert keys == ["suppressed", "panicked", "flanked"]
    with ww2_enc.transaction("set up"):
        if n >= 1:
            attacks.suppress(ww2_enc, "Bo", "Kurt")
        if n >= 2:
            ww2_enc.combat.set_condition("Kurt", "panicked")
    plan = attacks.plan_attack(ww2_enc, "Ana", "Kurt", flanked=n >= 3)
    opp = [m for m in plan.po if m.label.startswith("Opportunity")]
    assert len(opp) == n and sum(m.value for m in opp) == n * STATS["Ana"]["oportunidade"]


def test_lesions_and_bleeding_lower_po(ww2_enc: Encounter) -> None:
    ww2_enc.combat.apply_damage("Ana", 2)
    per = rows("injuries", key="lesion_penalty")[0]["modifier_per_lesion"]
    assert po_parts(ww2_enc, "Ana", "Kurt")["Injuries ×2"] == 2 * per


@pytest.mark.parametrize(
    "band", [r for r in rows("bleeding") if r.get("penalty")], ids=lambda r: str(r["min"])
)
@pytest.mark.parametrize("setting", [False, True])
def test_bleeding_penalty_on_attacks_follows_the_band(
    ww2_enc: Encounter, band: dict, setting: bool
) -> None:
    ww2_enc.ruleset.settings["ww2.bleeding_6_10_applies_to_attacks"] = setting
    ww2_enc.combat.adjust_track("Ana", "sangramento", band["min"])
    parts = po_parts(ww2_enc, "Ana", "Kurt")
    applies = "attack" in band["penalty_applies_to"] or setting
    assert parts.get(f"Bleeding {band['min']}") == (band["penalty"] if applies else None)


def test_techniques_add_their_level(ww2_enc: Encounter) -> None:
    assert (
        po_parts(ww2_enc, "Bo", "Kurt", "mg42", technique="suppressive_fire")["Suppressive fire"]
        == 3
    )
    ww2_enc.place("Carl", "trench", (9, 10))
    ww2_enc.place("Kurt", "trench", (10, 11))
    assert po_parts(ww2_enc, "Carl", "Kurt", "knife", technique="disarm")["Disarm"] == 3


@pytest.mark.parametrize(
    ("technique", "who", "weapon"),
    [("suppressive_fire", "Ana", "k98"), ("disarm", "Bo", "mg42")],
)
def test_techniques_need_their_weapons(
    ww2_enc: Encounter, technique: str, who: str, weapon: str
) -> None:
    plan = attacks.plan_attack(ww2_enc, who, "Kurt", weapon, technique=technique)
    names = ", ".join(rows("techniques", key=technique)[0]["weapons"])
    assert not plan.allowed and names in plan.reason


# -- surprise -----------------------------------------------------------------------------------
def test_surprise_bonus_once(ww2_enc: Encounter, faces: Faces) -> None:
    c = ww2_enc.combat
    c.detect("Ana", "Kurt", detected=False)
    assert po_parts(ww2_enc, "Ana", "Kurt")["Surprise"] == STATS["Ana"]["surpresa"]
    faces(5)
    c.attack("Ana", "Kurt")
    ww2_enc.next_round()
    assert "Surprise" not in po_parts(ww2_enc, "Ana", "Kurt")
    assert c.attention("Kurt") == "alert"


# -- PA and the Ferimento threshold -------------------------------------------------------------
def test_pa_is_po_over_pd_rounded_down(ww2_enc: Encounter, faces: Faces) -> None:
    faces(13)  # PO 13 + 5 = 18, PD 5 → PA 3
    out = ww2_enc.combat.attack("Ana", "Kurt")
    assert (out["po"], out["pd"], out["pa"]) == (18, 5, math.floor(18 / 5))


@pytest.mark.parametrize(("setting", "ferimentos"), [(3, 1), (4, 0)])
def test_ferimento_threshold_setting(
    ww2_enc: Encounter, faces: Faces, setting: int, ferimentos: int
) -> None:
    choice = [
        c for c in table("attack_resolution")["choices"] if c["setting"] == "ww2.ferimento_min_pa"
    ]
    assert set(choice[0]["options"]) == {"3", "4"}
    assert (
        ww2_enc.ruleset.settings["ww2.ferimento_min_pa"]
        == rows("attack_resolution", rule="ferimento_threshold")[0]["pa_min"]
    )
    ww2_enc.combat.set_rule_setting("ww2.ferimento_min_pa", setting)
    ww2_enc.update_combatant("Kurt", stats=dict(STATS["Kurt"], resistencia=9))
    faces(10)  # PO 15 ÷ 5 = PA 3
    out = ww2_enc.combat.attack("Ana", "Kurt")
    assert out["pa"] == 3 and (out["lesoes"], out["ferimentos"]) == (3, ferimentos)


def test_pa_zero_does_nothing(ww2_enc: Encounter, faces: Faces) -> None:
    ww2_enc.combat.set_cover("Kurt", armour="impenetrable", exposure="minimal")
    faces(2)  # 7 ÷ 25 = 0
    out = ww2_enc.combat.attack("Ana", "Kurt")
    assert out["pa"] == 0 and out["lesoes"] == 0
    assert ww2_enc.combat.track_views("Kurt")[0].value == 0


def test_the_preview_lists_every_component_with_a_source(ww2_enc: Encounter) -> None:
    ww2_enc.combat.set_cover("Kurt", armour="retarding")
    preview = ww2_enc.combat.attack_preview("Ana", "Kurt")
    labels = [m.label for m in preview.modifiers]
    assert labels[0] == "OP: Luck" and "OP: Skill: Rifles" in labels
    assert "DP: Armour: Retarding" in labels and all(m.source for m in preview.modifiers)
    assert preview.dice == "1d20 +5 ÷ DP 10"
    assert any("AP 1 from a d20 of 5" in n for n in preview.notes)


# -- natural 1 and 20 ---------------------------------------------------------------------------
@pytest.mark.parametrize("row", rows("critical_failure_firearm"), ids=lambda r: str(r["roll"]))
def test_natural_1_firearm_table(ww2_enc: Encounter, faces: Faces, row: dict) -> None:
    c = ww2_enc.combat
    faces(1, row["roll"])
    out = c.attack("Ana", "Kurt")
    assert out["pa"] == 0 and out["lesoes"] == 0
    crit = out["critical"]
    assert crit["table"] == "critical_failure_firearm" and crit["roll"] == row["roll"]
    assert row["text"] in crit["text"]
    status = dict(c.weapon_choices("Ana"))["k98"]
    ana = {t.id: t.value for t in c.track_views("Ana")}
    assert ana["ferimentos"] == (1 if row.get("wounds_shooter") else 0)
    if row.get("weapon_destroyed"):
        assert status.endswith("destroyed")
    elif row.get("weapon_disabled"):
        assert status.endswith("disabled")
    elif row.get("rounds_lost"):
        assert status.endswith("jammed")
        for _ in range(row["rounds_lost"]):
            assert dict(c.weapon_choices("Ana"))["k98"].endswith("jammed")
            c.on_round_end()
        assert not dict(c.weapon_choices("Ana"))["k98"].endswith("jammed")
    else:
        assert status == "Kar98k (Rifles)"
    if row.get("hits_ally"):
        assert crit["gm"] and "allies" in crit["gm"][0]


@pytest.mark.parametrize("row", rows("critical_failure_explosive"), ids=lambda r: str(r["roll"]))
def test_natural_1_explosive_table(ww2_enc: Encounter, faces: Faces, place, row: dict) -> None:
    place("Fritz", 30, 10)
    ww2_enc.place("Kurt", "trench", (15, 10))
    faces(1, row["roll"])
    out = ww2_enc.combat.attack("Fritz", "Ana", "stiel")
    crit = out["critical"]
    assert crit["table"] == "critical_failure_explosive" and row["text"] in crit["text"]
    assert out["pa"] == 0
    if row.get("common_miss"):
        assert not crit["gm"]
    else:
        assert crit["gm"]  # described for the GM


@pytest.mark.parametrize("row", rows("critical_hit_firearm"), ids=lambda r: str(r["roll"]))
def test_natural_20_firearm_table(ww2_enc: Encounter, faces: Faces, row: dict) -> None:
    c = ww2_enc.combat
    ww2_enc.update_combatant("Kurt", stats=dict(STATS["Kurt"], resistencia=9))
    ww2_enc.combat.set_cover("Kurt", armour="impenetrable", exposure="minimal")  # PD 25: PA 1
    faces(20, row["roll"])
    out = c.attack("Ana", "Kurt")
    extra = rows("attack_resolution", rule="natural_20")[0]["extra_ferimentos"]
    assert out["pa"] == 1 and out["ferimentos"] == extra
    crit = out["critical"]
    assert crit["table"] == "critical_hit_firearm"
    from core.rules.ww2 import injuries

    if row.get("instant_death"):
        assert injuries.life_state(ww2_enc, "Kurt") == "dead"
        return
    assert injuries.life_state(ww2_enc, "Kurt") == "out_of_action"
    if row.get("victim_cannot_shoot"):
        assert injuries.has_condition(ww2_enc, "Kurt", "cannot_shoot")
        c.bear_pain("Kurt", passed=True)
        ww2_enc.next_round()
        assert "can't shoot" in attacks.plan_attack(ww2_enc, "Kurt", "Ana").reason
    if row.get("victim_cannot_walk") or row.get("paraplegic"):
        assert "can't walk" in (ww2_enc.ruleset.move_refusal(ww2_enc, "Kurt") or "") or (
            "out of action" in (ww2_enc.ruleset.move_refusal(ww2_enc, "Kurt") or "")
        )
    if row.get("death_in_rounds"):
        clock = {t.id: t for t in c.track_views("Kurt")}["death_clock"]
        assert f"{row['death_in_rounds']} rounds" in clock.detail
        assert f"Medicine ({row['save_test_value']})" in clock.detail


@pytest.mark.parametrize("row", rows("critical_hit_explosive"), ids=lambda r: str(r["roll"]))
def test_natural_20_explosive_table(ww2_enc: Encounter, faces: Faces, place, row: dict) -> None:
    from core.rules.ww2 import injuries

    place("Fritz", 30, 10)
    ww2_enc.update_combatant("Ana", stats=dict(STATS["Ana"], resistencia=9))
    ww2_enc.combat.set_cover("Ana", armour="impenetrable", exposure="minimal")
    extra = (2, 2) if row.get("panic_test") else ()  # Ana's Frieza d20, Fritz's Explosivos d20
    faces(20, row["roll"], *extra)
    out = ww2_enc.combat.attack("Fritz", "Ana", "stiel")
    crit = out["critical"]
    assert crit["table"] == "critical_hit_explosive" and row["text"] in crit["text"]
    if row.get("instant_death"):
        assert injuries.life_state(ww2_enc, "Ana") == "dead"
    if row.get("panic_test"):
        # 2 + Frieza 2 − 1 Lesão = 3 against 2 + Explosivos 3 = 5: failed
        assert injuries.has_condition(ww2_enc, "Ana", "panicked")
    if row.get("weapons_destroyed"):
        assert dict(ww2_enc.combat.weapon_choices("Ana"))["k98"].endswith("destroyed")
    for flag, cond in (("disfigured", "disfigured"), ("limb_lost", "limb_lost")):
        if row.get(flag):
            assert injuries.has_condition(ww2_enc, "Ana", cond)
    if row.get("death_in_rounds"):
        assert ww2_enc.combat.status_badges("Ana")[1] == f"Dying {row['death_in_rounds']}r"


def test_melee_natural_20_has_no_table(ww2_enc: Encounter, faces: Faces) -> None:
    ww2_enc.place("Kurt", "trench", (13, 11))
    faces(20)
    out = ww2_enc.combat.attack("Carl", "Kurt", "knife")
    assert out["critical"] is None and out["ferimentos"] == 1
    assert (
        "no critical table" in ww2_enc.log[-2]["text"]
        or "no critical table" in ww2_enc.log[-1]["text"]
    )


# -- ineffective (melee) combat -----------------------------------------------------------------
def test_melee_defence_bonus_and_reach(ww2_enc: Encounter, place) -> None:
    bonus = rows("melee", key="defence_bonus")[0]["pd_modifier"]
    reach = rows("melee", key="melee_effective_range")[0]["max_m"]
    place("Kurt", 12 + reach, 10)
    assert attacks.plan_attack(ww2_enc, "Carl", "Kurt", "knife").pd_total == FULL + bonus
    place("Kurt", 12 + reach + 1, 10)
    assert "out of reach" in attacks.plan_attack(ww2_enc, "Carl", "Kurt", "knife").reason
    assert (
        attacks.plan_attack(ww2_enc, "Carl", "Kurt", "knife", melee_defence_bonus="no").allowed
        is False
    )  # still out of reach


@pytest.mark.parametrize(("flag", "ferimentos"), [("auto", 0), ("no", 1)])
def test_melee_no_extra_wound(ww2_enc: Encounter, faces: Faces, flag: str, ferimentos: int) -> None:
    ww2_enc.place("Kurt", "trench", (13, 11))
    ww2_enc.update_combatant("Kurt", stats=dict(STATS["Kurt"], resistencia=9))
    faces(19)  # 19 + 4 = 23 ÷ 15 = 1 … use no defence bonus for PA 3
    out = ww2_enc.combat.attack(
        "Carl", "Kurt", "knife", melee_defence_bonus="no", no_extra_wound=flag
    )
    assert out["pa"] == 4 and out["ferimentos"] == ferimentos


def test_melee_knockout(ww2_enc: Encounter, faces: Faces) -> None:
    from core.rules.ww2 import injuries

    ww2_enc.combat.set_rule_setting("ww2.melee_knockout", True)
    ww2_enc.place("Kurt", "trench", (13, 11))
    faces(20)  # natural 20: an extra Ferimento — knocks out instead
    ww2_enc.combat.attack("Carl", "Kurt", "knife")
    assert injuries.life_state(ww2_enc, "Kurt") == "unconscious"
    assert {t.id: t.value for t in ww2_enc.combat.track_views("Kurt")}["ferimentos"] == 0


# -- disarm -------------------------------------------------------------------------------------
@pytest.mark.parametrize("face", [8, 13, 18, 20])
def test_disarm_pa_effects(ww2_enc: Encounter, faces: Faces, face: int) -> None:
    c = ww2_enc.combat
    ww2_enc.place("Kurt", "trench", (13, 11))
    faces(face)  # PO face + 4 + 3, PD 5 (no melee bonus): PA 3, 4, 5, 5
    out = c.attack("Carl", "Kurt", "knife", technique="disarm", melee_defence_bonus="no")
    pa = (face + 7) // 5
    top = max(r["pa"] for r in rows("disarm") if "pa" in r)
    assert out["pa"] == pa and out["disarm"] == min(pa, top)
    assert out["lesoes"] == max(0, pa - top)
    choices = dict(c.weapon_choices("Kurt"))
    assert choices["k98"].endswith("lost")
    assert "k98" in dict(c.weapon_choices("Carl"))


@pytest.mark.parametrize("pa", [1, 2])
def test_disarm_pa_1_and_2(ww2_enc: Encounter, faces: Faces, pa: int) -> None:
    from core.rules.ww2 import injuries

    c = ww2_enc.combat
    ww2_enc.place("Kurt", "trench", (13, 11))
    faces(max(2, pa * 5 - 7))  # a 1 would be a natural 1
    out = c.attack("Carl", "Kurt", "knife", technique="disarm", melee_defence_bonus="no")
    assert out["disarm"] == pa
    row = rows("disarm", pa=pa)[0]
    if row.get("prone"):
        assert ww2_enc.combatant("Kurt").stance == "prone"
        assert injuries.has_condition(ww2_enc, "Kurt", "lost_round")
        assert "loses this round" in ww2_enc.cannot_act_reason("Kurt")
    if row.get("weapon_on_ground"):
        assert dict(c.weapon_choices("Kurt"))["k98"].endswith("dropped")
        c.repair_weapon("Kurt", "k98")
        assert dict(c.weapon_choices("Kurt"))["k98"] == "Kar98k (Rifles)"


# -- suppressive fire ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("n", "counts_first", "penalty"), [(1, True, 1), (2, True, 2), (2, False, 3)]
)
def test_suppression_penalty(ww2_enc: Encounter, n: int, counts_first: bool, penalty: int) -> None:
    ww2_enc.ruleset.settings["ww2.suppressive_penalty_counts_first_target"] = counts_first
    assert attacks.suppression_penalty(ww2_enc, n) == penalty


def test_suppressive_fire_on_two_targets(ww2_enc: Encounter, faces: Faces) -> None:
    from core.rules.ww2 import injuries

    c = ww2_enc.combat
    faces(3, 1)  # Kurt: 3+7=10 ÷ 5 = 2 − 2 = 0 → suppressed, no damage; Fritz: natural 1
    faces(6)  # the critical-failure d6 (common miss)
    out = c.suppressive_fire("Bo", ["Kurt", "Fritz"], "mg42")
    kurt, fritz = out["results"]
    assert out["penalty"] == 2
    assert kurt["pa"] == 2 and kurt["suppressed"] and kurt["lesoes"] == 0
    assert fritz["pa"] == 0 and not fritz["suppressed"]
    assert ww2_enc.combatant("Kurt").stance == "prone"  # in the open
    assert "suppressed" in (ww2_enc.ruleset.move_refusal(ww2_enc, "Kurt") or "")
    assert injuries.life_state(ww2_enc, "Kurt") == "fighting"
    assert ww2_enc.actions_spent("Bo") == {"round": 1}


def test_suppressive_fire_arc(ww2_enc: Encounter, place) -> None:
    arc = rows("techniques", key="suppressive_fire")[0]["multi_target_arc_degrees"]
    place("Fritz", 8, 18)  # straight "up" from Bo: 90° from Kurt
    with pytest.raises(RuleError, match=f"{arc}°"):
        ww2_enc.combat.suppressive_fire("Bo", ["Kurt", "Fritz"], "mg42")


def test_suppressive_fire_not_beyond_effective(ww2_enc: Encounter) -> None:
    with pytest.raises(RuleError, match="beyond effective"):
        ww2_enc.combat.suppressive_fire("Bo", ["Kurt"], "mp40")  # 52 m > 20 m


def test_smg_not_in_consecutive_rounds(ww2_enc: Encounter, place, faces: Faces) -> None:
    place("Kurt", 20, 10)
    faces(10)
    ww2_enc.combat.suppressive_fire("Bo", ["Kurt"], "mp40")
    ww2_enc.next_round()
    plan = attacks.plan_attack(ww2_enc, "Bo", "Kurt", "mp40", technique="suppressive_fire")
    assert not plan.allowed and "consecutive" in plan.reason
    assert attacks.plan_attack(ww2_enc, "Bo", "Kurt", "mg42", technique="suppressive_fire").allowed
    ww2_enc.next_round()
    assert attacks.plan_attack(ww2_enc, "Bo", "Kurt", "mp40", technique="suppressive_fire").allowed
    assert rows("techniques", key="suppressive_fire")[0]["smg_consecutive_rounds"] is False


def test_suppression_ends_with_frieza_or_when_the_fire_stops(
    ww2_enc: Encounter, faces: Faces
) -> None:
    c = ww2_enc.combat
    faces(1, 1, 1, 6, 6, 6, 1, 1, 2, 1, 1, 3, 1, 1, 4)  # Ana 3, Bo 18, Carl 4, Kurt 5, Fritz 6
    c.roll_initiative()
    assert c.start_fight() == "Bo"
    faces(10)
    c.suppressive_fire("Bo", ["Kurt"], "mg42")
    assert c.status_badges("Kurt")[0] == "Suppressed"
    faces(20, 1)
    c.resist_suppression("Kurt")  # 20 + 1 against the GM's 1
    assert "Suppressed" not in c.status_badges("Kurt")
    faces(10)
    c.next_turn()
    # a new round: Bo fires again, then stops
    while c.current_turn() != "Bo":
        c.next_turn()
    faces(10)
    c.suppressive_fire("Bo", ["Kurt"], "mg42")
    assert "Suppressed" in c.status_badges("Kurt")
    c.next_turn()  # Bo's turn ends: fired this round, still suppressed
    assert "Suppressed" in c.status_badges("Kurt")
    while c.current_turn() != "Bo":
        c.next_turn()
    c.next_turn()  # Bo's turn passes without fire
    assert "Suppressed" not in c.status_badges("Kurt")
    assert any("fire stopped" in e["text"] for e in ww2_enc.log)


# -- precision shot -----------------------------------------------------------------------------
def test_precision_shot(ww2_enc: Encounter, place) -> None:
    c = ww2_enc.combat
    place("Kurt", 300, 10)
    c.aim("Ana", "k98", "Kurt")
    assert "aiming" in attacks.plan_attack(ww2_enc, "Ana", "Kurt").reason
    ww2_enc.next_round()
    plan = attacks.plan_attack(ww2_enc, "Ana", "Kurt")
    assert {m.label: m.value for m in plan.po}["Precision shot"] == STATS["Ana"]["tiro_de_precisao"]
    assert plan.band == "beyond_effective" and plan.pd_total == FULL  # range penalty ignored
    ww2_enc.next_round()
    assert not attacks.plan_attack(ww2_enc, "Ana", "Kurt").precision  # only the next round


def test_precision_shot_needs_a_rifle_and_no_movement(ww2_enc: Encounter) -> None:
    assert rows("techniques", key="precision_shot")[0]["weapons"] == ["Rifles"]
    with pytest.raises(RuleError, match="Rifles"):
        ww2_enc.combat.aim("Bo", "mg42")
    ww2_enc.move("Ana", "bunker")
    with pytest.raises(RuleError, match="moved"):
        ww2_enc.combat.aim("Ana")


def test_one_attack_a_round(ww2_enc: Encounter, faces: Faces) -> None:
    faces(5)
    ww2_enc.combat.attack("Ana", "Kurt")
    assert "already attacked" in attacks.plan_attack(ww2_enc, "Ana", "Fritz").reason


def test_refused_attack_changes_nothing(ww2_enc: Encounter) -> None:
    before = ww2_enc.to_dict()
    with pytest.raises(RuleError):
        ww2_enc.combat.attack("Ana", "Ana")
    with pytest.raises(RuleError):
        ww2_enc.combat.attack("Bo", "Kurt", "mp40", technique="suppressive_fire")
    assert ww2_enc.to_dict() == before


def test_attack_is_one_undo_step(ww2_enc: Encounter) -> None:
    before = ww2_enc.to_dict()
    ww2_enc.combat.attack("Ana", "Kurt")
    assert ww2_enc.to_dict() != before
    ww2_enc.undo()
    assert ww2_enc.to_dict() == before
    ww2_enc.redo()
    after = ww2_enc.to_dict()
    fresh = build()
    fresh.combat.attack("Ana", "Kurt")
    assert after["ruleset_state"] == fresh.to_dict()["ruleset_state"]
