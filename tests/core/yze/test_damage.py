"""Damage and stress: the three damage systems, broken, push damage, recovery, stress, armour
and cover (seed 000 "DANO & ESTRESSE" … "PNJs QUEBRADOS").

Expected numbers come from the rule tables; dice are forced face by face (``force``) or seeded
(fixture ``yze_enc``: Ana has Strength 3, Agility 4, Wits 3, Empathy 3, skills 2).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from core.dice import PoolRoll, StepRoll
from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.yze import damage as dmg


# -- helpers ----------------------------------------------------------------------------------
def table(table_id: str) -> dict[str, Any]:
    return load_table("yze", table_id)


def row(table_id: str, row_id: str) -> dict[str, Any]:
    return next(r for r in table(table_id)["rows"] if r.get("id") == row_id)


def force(monkeypatch: pytest.MonkeyPatch, enc: Encounter, *faces: int) -> list[int]:
    """Make ``enc.dice`` roll exactly ``faces``, in order (the test fails if it wants more)."""
    queue = list(faces)

    def die(sides: int) -> int:
        assert queue, "the rules rolled more dice than the test forced"
        face = queue.pop(0)
        assert 1 <= face <= sides, f"forced face {face} on a d{sides}"
        return face

    monkeypatch.setattr(enc.dice, "die", die)
    return queue


def use(enc: Encounter, system: str) -> None:
    dmg.set_yze_setting(enc, "yze.damage_system", system)
    enc.history.clear()


def condition_ids(side: str) -> list[str]:
    return [r["id"] for r in table("conditions")["rows"] if r.get("type") == side]


def assert_undoes(enc: Encounter, op: Callable[[], Any]) -> None:
    before = enc.to_dict()
    op()
    assert enc.to_dict() != before, "the operation changed nothing"
    enc.undo()
    assert enc.to_dict() == before


# -- settings ---------------------------------------------------------------------------------
def test_default_damage_system_is_the_tables_first_row(yze_enc: Encounter) -> None:
    assert dmg.yze_setting(yze_enc, "yze.damage_system") == table("damage_systems")["rows"][0]["id"]


def test_setting_is_undoable_checked_and_logged(yze_enc: Encounter) -> None:
    assert_undoes(yze_enc, lambda: dmg.set_yze_setting(yze_enc, "yze.damage_system", "conditions"))
    dmg.set_yze_setting(yze_enc, "yze.damage_system", "attribute")  # the brief's short name
    assert dmg.yze_setting(yze_enc, "yze.damage_system") == "attribute_damage"
    assert yze_enc.log[-1]["kind"] == "setting"
    before = yze_enc.to_dict()
    for key, bad in [
        ("yze.damage_system", "hit_points"),
        ("yze.dice_mode", "d20"),
        ("yze.crit_trigger", ["nat_20"]),
        ("yze.broken_minor_npc_dies", "yes"),
    ]:
        with pytest.raises(RuleError):
            dmg.set_yze_setting(yze_enc, key, bad)
    assert yze_enc.to_dict() == before


def test_default_crit_trigger_matches_the_damage_system(yze_enc: Encounter) -> None:
    for r in table("crit_triggers")["rows"]:
        if r.get("damage_system"):
            use(yze_enc, r["damage_system"])
            assert dmg.enabled_crit_triggers(yze_enc) == [r["id"]]


# -- Health & Resolve -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("stats", "health", "resolve"),
    [
        ({"strength": 3, "agility": 4, "wits": 2, "empathy": 5}, 7, 7),
        ({"strength": 3, "agility": 4, "health": 5, "resolve": 2}, 5, 2),
        ({"strength": "A", "agility": "D", "wits": "B", "empathy": "C"}, 5, 5),
        ({}, 1, 1),
    ],
)
def test_health_and_resolve_from_stats(
    yze_enc: Encounter, stats: dict[str, Any], health: int, resolve: int
) -> None:
    yze_enc.update_combatant("Ana", stats=stats)
    assert dmg.health(yze_enc, "Ana") == (health, health)
    assert dmg.resolve(yze_enc, "Ana") == (resolve, resolve)


def test_damage_lowers_health_never_below_zero_and_breaks(yze_enc: Encounter) -> None:
    res = dmg.apply_damage(yze_enc, "Ana", 3, source="a knife")
    assert (res["dealt"], res["broken"], res["crits"]) == (3, False, [])
    assert dmg.health(yze_enc, "Ana") == (4, 7)
    res = dmg.apply_damage(yze_enc, "Ana", 10, crit_d66=11)
    assert (res["dealt"], res["overflow"], res["became_broken"]) == (4, 6, True)
    assert dmg.health(yze_enc, "Ana") == (0, 7)
    assert dmg.is_broken(yze_enc, "Ana")
    assert yze_enc.state["combatants"]["Ana"]["damage"]["broken"] is True
    assert [c["reason"] for c in res["crits"]] == ["health_resolve_zero"]
    assert res["crits"][0]["kind"] == "physical"


@pytest.mark.parametrize("setting", [True, False])
def test_more_damage_while_broken(yze_enc: Encounter, setting: bool) -> None:
    """MAIS DANO: broken.json's reading — each further hit gives another critical (a setting)."""
    dmg.set_yze_setting(yze_enc, "yze.crit_on_damage_while_broken", setting)
    dmg.apply_damage(yze_enc, "Ana", 7, crit_d66=11)
    res = dmg.apply_damage(yze_enc, "Ana", 1, crit_d66=12)
    assert res["dealt"] == 0
    assert len(res["crits"]) == (1 if setting else 0)


def test_stress_breaks_resolve_with_a_mental_crit(yze_enc: Encounter) -> None:
    white_hair = row("critical_injuries_mental", "white_hair")
    res = dmg.apply_stress(yze_enc, "Ana", 6, "horror", crit_d66=white_hair["d66_min"])
    assert dmg.resolve(yze_enc, "Ana") == (0, 6)
    assert res["broken"] and dmg.broken_sides(yze_enc, "Ana") == ["mental"]
    assert [(c["kind"], c["table_id"]) for c in res["crits"]] == [("mental", "white_hair")]


def test_no_trigger_no_crit(yze_enc: Encounter) -> None:
    dmg.set_yze_setting(yze_enc, "yze.crit_trigger", [])
    res = dmg.apply_damage(yze_enc, "Ana", 20)
    assert res["broken"] and res["crits"] == []


def test_zero_damage_changes_nothing(yze_enc: Encounter) -> None:
    before = yze_enc.to_dict()
    assert dmg.apply_damage(yze_enc, "Ana", 0)["dealt"] == 0
    assert yze_enc.to_dict() == before
    with pytest.raises(RuleError):
        dmg.apply_damage(yze_enc, "Ana", -1)
    with pytest.raises(RuleError):
        dmg.apply_damage(yze_enc, "Ana", 1, kind="lasers")


# -- attribute damage -------------------------------------------------------------------------
def test_attribute_damage_goes_to_strength_and_wits(yze_enc: Encounter) -> None:
    use(yze_enc, "attribute_damage")
    system = row("damage_systems", "attribute_damage")
    dmg.apply_damage(yze_enc, "Ana", 1)
    dmg.apply_stress(yze_enc, "Ana", 2)
    assert dmg.attribute_points(yze_enc, "Ana", system["damage_to"]) == (2, 3)
    assert dmg.attribute_points(yze_enc, "Ana", system["stress_to"]) == (1, 3)
    assert dmg.attribute_value(yze_enc, "Ana", "strength") == 2
    assert not dmg.is_broken(yze_enc, "Ana")


def test_attribute_damage_breaks_at_zero_crit_only_for_strength_and_wits(
    yze_enc: Encounter,
) -> None:
    use(yze_enc, "attribute_damage")
    res = dmg.apply_damage(yze_enc, "Ana", 4, attribute="agility")
    assert res["became_broken"] and res["crits"] == []
    res = dmg.apply_damage(yze_enc, "Bo", 4, crit_d66=11)
    assert res["became_broken"] and res["crits"][0]["reason"] == "attribute_zero"


def test_attribute_damage_lowers_the_dice_rolled(yze_enc: Encounter, monkeypatch) -> None:
    use(yze_enc, "attribute_damage")
    dmg.apply_damage(yze_enc, "Bo", 2, can_crit=False)  # Strength 4 -> 2
    force(monkeypatch, yze_enc, *[2] * 5)  # Strength 2 + Stamina 2 + nothing else
    roll = dmg.roll_skill_modified(yze_enc, "Bo", "stamina")
    assert len(roll.dice) == 2 + 2


def test_step_attribute_damage_lowers_the_rating(yze_enc: Encounter) -> None:
    use(yze_enc, "attribute_damage")
    yze_enc.update_combatant("Ana", stats={"strength": "B", "agility": "C"})
    dmg.apply_damage(yze_enc, "Ana", 1, can_crit=False)
    assert dmg.attribute_value(yze_enc, "Ana", "strength") == "C"
    dmg.apply_damage(yze_enc, "Ana", 2, can_crit=False)
    assert dmg.attribute_value(yze_enc, "Ana", "strength") is None
    assert dmg.is_broken(yze_enc, "Ana")


# -- conditions -------------------------------------------------------------------------------
@pytest.mark.parametrize("side", ["physical", "mental"])
def test_conditions_one_per_point_in_table_order_with_minus_one_each(
    yze_enc: Encounter, side: str
) -> None:
    use(yze_enc, "conditions")
    ids = condition_ids(side)
    per = row("conditions", "breaking_point")["conditions_per_type"]
    mod = row("conditions", "modifier_stacking")["modifier_per_condition"]
    affected = row("conditions", ids[0])["affects_attributes"]
    other = [a for a in dmg.ATTRIBUTES if a not in affected]
    kind = "physical" if side == "physical" else "stress"
    for k in range(1, per + 1):
        res = dmg.apply_damage(yze_enc, "Ana", 1, kind=kind)
        assert res["conditions_gained"] == [ids[k - 1]]
        assert dmg.conditions(yze_enc, "Ana") == ids[:k]
        for attr in affected:
            assert dmg.condition_modifier(yze_enc, "Ana", attr) == mod * k
        for attr in other:
            assert dmg.condition_modifier(yze_enc, "Ana", attr) == 0
        assert not dmg.is_broken(yze_enc, "Ana")


@pytest.mark.parametrize("side", ["physical", "mental"])
def test_a_fourth_condition_breaks_with_a_crit_of_that_kind(yze_enc: Encounter, side: str) -> None:
    use(yze_enc, "conditions")
    per = row("conditions", "breaking_point")["conditions_per_type"]
    assert row("conditions", "breaking_point")["broken_on_condition_number"] == per + 1
    kind = "physical" if side == "physical" else "stress"
    res = dmg.apply_damage(yze_enc, "Ana", per, kind=kind)
    assert not res["broken"] and res["crits"] == []
    res = dmg.apply_damage(yze_enc, "Ana", 1, kind=kind, crit_d66=11)
    assert res["became_broken"]
    assert [c["kind"] for c in res["crits"]] == [side]
    assert dmg.broken_sides(yze_enc, "Ana") == [side]


def test_conditions_the_victim_chooses(yze_enc: Encounter) -> None:
    use(yze_enc, "conditions")
    ids = condition_ids("physical")
    res = dmg.apply_damage(yze_enc, "Ana", 2, conditions=[ids[2]])
    assert res["conditions_gained"] == [ids[2], ids[0]]
    with pytest.raises(RuleError):
        dmg.apply_damage(yze_enc, "Ana", 1, conditions=[condition_ids("mental")[0]])


def test_conditions_do_not_touch_other_systems(yze_enc: Encounter) -> None:
    dmg.apply_damage(yze_enc, "Ana", 3)
    assert dmg.condition_modifier(yze_enc, "Ana", "strength") == 0


# -- other critical triggers ------------------------------------------------------------------
def test_weapon_crit_threshold_trigger(yze_enc: Encounter) -> None:
    """LIMIAR DE CRÍTICO: a weapon's own threshold is in force by itself (crit_triggers.json's
    reading); damage 3 on a Health of 4+ breaks nobody, yet crits at threshold 3."""
    trig = row("crit_triggers", "crit_threshold")
    weapon = {"id": "axe", "crit_threshold": 3}
    assert dmg.yze_setting(yze_enc, "yze.crit_trigger") is None  # trigger 4 not chosen
    assert dmg.apply_damage(yze_enc, "Ana", 2, weapon=weapon)["crits"] == []
    res = dmg.apply_damage(yze_enc, "Bo", 3, weapon=weapon, crit_d66=11)
    assert not res["broken"] and [c["reason"] for c in res["crits"]] == [trig["id"]]
    # trigger 4 chosen: a weapon without a threshold still gives none
    dmg.set_yze_setting(yze_enc, "yze.crit_trigger", ["health_resolve_zero", trig["id"]])
    assert dmg.apply_damage(yze_enc, "Ana", 1, weapon={"id": "knife"})["crits"] == []


def test_two_successes_trigger(yze_enc: Encounter) -> None:
    trig = row("crit_triggers", "two_successes")
    dmg.set_yze_setting(yze_enc, "yze.crit_trigger", [trig["id"]])
    n = trig["min_successes"]
    assert dmg.apply_damage(yze_enc, "Ana", 1, attack_successes=n - 1)["crits"] == []
    res = dmg.apply_damage(yze_enc, "Ana", 1, attack_successes=n, crit_d66=11)
    assert [c["reason"] for c in res["crits"]] == [trig["id"]]
    # attack triggers give physical criticals only, and only for attacks
    assert dmg.apply_stress(yze_enc, "Bo", 1)["crits"] == []


@pytest.mark.parametrize("kind", row("crit_triggers", "other_damage_types")["no_crit_table_for"])
def test_special_damage_uses_no_crit_table(yze_enc: Encounter, kind: str) -> None:
    res = dmg.apply_damage(yze_enc, "Ana", 20, kind=kind)
    assert res["broken"] and res["crits"] == []
    assert res["fire_death_rolls"] is (kind == "fire")
    assert dmg.is_dying(yze_enc, "Ana") is (kind == "fire")


def test_fire_on_a_broken_victim_starts_death_rolls(yze_enc: Encounter) -> None:
    dmg.apply_damage(yze_enc, "Ana", 7, can_crit=False)
    assert not dmg.is_dying(yze_enc, "Ana")
    assert dmg.apply_damage(yze_enc, "Ana", 1, kind="fire")["fire_death_rolls"]


# -- broken NPCs, death -----------------------------------------------------------------------
def test_minor_npc_dies_when_broken_if_the_gm_says_so(yze_enc: Encounter) -> None:
    stats = dict(yze_enc.combatant("Rat 1").stats, minor=True)
    yze_enc.update_combatant("Rat 1", stats=stats)
    res = dmg.apply_damage(yze_enc, "Rat 1", 6, crit_d66=11)
    assert not res["dead"] and len(res["crits"]) == 1  # option off: broken, crit as usual
    dmg.set_yze_setting(yze_enc, "yze.broken_minor_npc_dies", True)
    dmg.apply_damage(yze_enc, "Rat 2", 6)  # not minor
    assert not dmg.is_dead(yze_enc, "Rat 2")
    yze_enc.update_combatant("Rat 2", stats=stats)
    dmg.recover_turn(yze_enc, "Rat 2")
    res = dmg.apply_damage(yze_enc, "Rat 2", 6)
    assert res["dead"] and res["crits"] == [] and dmg.is_dead(yze_enc, "Rat 2")
    assert dmg.apply_damage(yze_enc, "Boss", 7, minor_dies=True)["dead"]  # the GM's call
    assert not dmg.apply_damage(yze_enc, "Ana", 7, minor_dies=True, crit_d66=11)["dead"]  # a PC
    with pytest.raises(RuleError):
        dmg.apply_damage(yze_enc, "Boss", 1)


# -- pushing ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("attribute", "track"), [("strength", "health"), ("wits", "resolve")])
def test_push_banes_hurt_health_or_resolve(
    yze_enc: Encounter, monkeypatch, attribute: str, track: str
) -> None:
    force(monkeypatch, yze_enc, 1, 4)  # the 3 and the 2 are re-rolled
    res = dmg.push_roll(yze_enc, "Ana", PoolRoll((1, 3, 6, 2)), attribute)
    assert res["roll"].dice == (1, 1, 6, 4) and res["banes"] == 2
    assert getattr(dmg, track)(yze_enc, "Ana")[0] == getattr(dmg, track)(yze_enc, "Ana")[1] - 2


def test_push_damage_never_causes_a_crit_nor_meets_armour(yze_enc: Encounter) -> None:
    assert row("damage_sources", "pushing")["can_cause_critical"] is False
    dmg.set_armour(yze_enc, "Ana", 4)
    dmg.apply_damage(yze_enc, "Ana", 6, can_crit=False)
    res = dmg.push_roll(yze_enc, "Ana", PoolRoll((1, 1), pushed=True, first=(1, 1)), "agility")
    assert res["damage"]["became_broken"] and res["damage"]["crits"] == []
    assert dmg.is_broken(yze_enc, "Ana")
    assert "crits" not in yze_enc.state["combatants"]["Ana"] or not (
        yze_enc.state["combatants"]["Ana"]["crits"].get("injuries")
    )
    assert not [e for e in yze_enc.log if e["kind"] == "armour" and "roll" in e]


def test_push_gives_one_condition_of_the_attributes_type(yze_enc: Encounter) -> None:
    use(yze_enc, "conditions")
    for attr in dmg.ATTRIBUTES:
        side = "physical" if attr in ("strength", "agility") else "mental"
        res = dmg.push_roll(yze_enc, "Bo", PoolRoll((6, 3), pushed=True, first=(6, 2)), attr)
        assert res["harm"] == 1
        assert res["damage"]["conditions_gained"][0] in condition_ids(side)
    chosen = condition_ids("mental")[2]
    res = dmg.push_roll(
        yze_enc, "Ana", PoolRoll((6,), pushed=True, first=(6,)), "empathy", condition=chosen
    )
    assert res["damage"]["conditions_gained"] == [chosen]


def test_push_attribute_damage_counts_only_the_attribute_dice(yze_enc: Encounter) -> None:
    use(yze_enc, "attribute_damage")
    roll = PoolRoll((1, 2, 1, 1, 1), pushed=True, first=(1, 2, 1, 1, 1))
    res = dmg.push_roll(yze_enc, "Ana", roll, "agility", attribute_dice=2)
    assert res["banes"] == 1
    assert dmg.attribute_points(yze_enc, "Ana", "agility") == (3, 4)
    res = dmg.push_roll(yze_enc, "Bo", roll, "empathy")  # default: Empathy 3 → first 3 dice
    assert res["banes"] == 2
    assert dmg.attribute_points(yze_enc, "Bo", "empathy") == (1, 3)


def test_push_step_roll_and_refusals(yze_enc: Encounter, monkeypatch) -> None:
    force(monkeypatch, yze_enc, 1)
    res = dmg.push_roll(yze_enc, "Ana", StepRoll((("B", 7), ("C", 3))), "strength")
    assert res["roll"].dice == (("B", 7), ("C", 1)) and res["harm"] == 1
    with pytest.raises(RuleError):
        dmg.push_roll(yze_enc, "Ana", PoolRoll((2,), pushable=False), "strength")
    with pytest.raises(RuleError):
        dmg.push_roll(yze_enc, "Ana", PoolRoll((2,)), "luck")
    dmg.apply_damage(yze_enc, "Bo", 7, can_crit=False)
    with pytest.raises(RuleError):
        dmg.push_roll(yze_enc, "Bo", PoolRoll((2,)), "strength")


# -- healing and recovery ---------------------------------------------------------------------
def test_heal_only_helps_a_broken_victim(yze_enc: Encounter) -> None:
    assert row("recovery", "receiving_help")["only_if_broken"] is True
    dmg.apply_damage(yze_enc, "Ana", 2)
    with pytest.raises(RuleError):
        dmg.heal(yze_enc, "Bo", "Ana")


def test_heal_is_a_slow_action_healing_the_successes(yze_enc: Encounter, monkeypatch) -> None:
    help_row = row("recovery", "receiving_help")
    dmg.apply_damage(yze_enc, "Ana", 7, can_crit=False)
    force(monkeypatch, yze_enc, 6, 6, 2, 3, 1)  # Bo: Empathy 3 + Healing 2
    res = dmg.heal(yze_enc, "Bo", "Ana")
    assert res["successes"] == 2
    assert dmg.health(yze_enc, "Ana")[0] == 2 * help_row["heals_per_success"]
    assert not dmg.is_broken(yze_enc, "Ana")
    assert yze_enc.actions_spent("Bo") == {help_row["action"]: 1}
    dmg.apply_damage(yze_enc, "Ana", 7, can_crit=False)
    with pytest.raises(RuleError, match="no slow action"):
        dmg.heal(yze_enc, "Bo", "Ana")


def test_heal_without_dice_and_refusals(yze_enc: Encounter) -> None:
    dmg.apply_damage(yze_enc, "Rat 1", 6, can_crit=False)
    dmg.apply_stress(yze_enc, "Rat 1", 6, can_crit=False)
    res = dmg.heal(yze_enc, "Rat 2", "Rat 1", successes=2, track="stress", spend=False)
    assert res["roll"] is None and dmg.resolve(yze_enc, "Rat 1")[0] == 2
    assert dmg.broken_sides(yze_enc, "Rat 1") == ["physical"]
    dmg.apply_damage(yze_enc, "Bo", 7, can_crit=False)
    with pytest.raises(RuleError):
        dmg.heal(yze_enc, "Bo", "Rat 1")  # a broken healer rolls nothing
    with pytest.raises(RuleError):
        dmg.heal(yze_enc, "Rat 2", "Rat 1", track="luck")


def test_heal_removes_conditions_and_gets_you_up(yze_enc: Encounter) -> None:
    use(yze_enc, "conditions")
    dmg.apply_damage(yze_enc, "Ana", 4, can_crit=False)
    assert dmg.is_broken(yze_enc, "Ana")
    dmg.heal(yze_enc, "Bo", "Ana", successes=1)
    assert not dmg.is_broken(yze_enc, "Ana")
    assert len(dmg.conditions(yze_enc, "Ana")) == 2


def test_recover_on_your_own_when_broken(yze_enc: Encounter) -> None:
    own = row("recovery", "on_your_own")["heal_amount"]
    dmg.apply_damage(yze_enc, "Ana", 7, can_crit=False)
    dmg.apply_stress(yze_enc, "Ana", 2)
    res = dmg.recover_turn(yze_enc, "Ana")
    assert res["healed"] == {"physical": own}
    assert dmg.health(yze_enc, "Ana")[0] == own and dmg.resolve(yze_enc, "Ana")[0] == 4
    assert not dmg.is_broken(yze_enc, "Ana")


@pytest.mark.parametrize("both", [True, False])
def test_recover_when_not_broken(yze_enc: Encounter, both: bool) -> None:
    per_turn = row("recovery", "not_broken")["heal_amount"]
    dmg.set_yze_setting(yze_enc, "yze.recovery_both_tracks", both)
    dmg.apply_damage(yze_enc, "Ana", 3)
    dmg.apply_stress(yze_enc, "Ana", 3)
    dmg.recover_turn(yze_enc, "Ana")
    assert dmg.health(yze_enc, "Ana")[0] == 4 + per_turn
    assert dmg.resolve(yze_enc, "Ana")[0] == 3 + (per_turn if both else 0)


# -- stressful situations ---------------------------------------------------------------------
@pytest.mark.parametrize("factor", table("stress_situations")["rows"], ids=lambda r: r["id"])
def test_stress_situations_potential_from_the_table(
    yze_enc: Encounter, monkeypatch, factor: dict[str, Any]
) -> None:
    force(monkeypatch, yze_enc, *[2] * 5)  # Wits 3 + Insight 2, no success
    res = dmg.stress_situation(yze_enc, "Ana", factor["id"])
    assert res["potential"] == res["stress"] == factor["stress"]
    assert dmg.resolve(yze_enc, "Ana")[0] == 6 - factor["stress"]
    assert yze_enc.actions_spent("Ana") == {}  # not an action


def test_each_insight_success_removes_one_point(yze_enc: Encounter, monkeypatch) -> None:
    per = row("damage_sources", "stressful_situations")["each_success_removes"]
    force(monkeypatch, yze_enc, 6, 6, 2, 2, 2)
    res = dmg.stress_situation(yze_enc, "Ana", "witnessing_massacre")
    assert res["stress"] == 3 - 2 * per


def test_pushing_insight_risks_more_stress(yze_enc: Encounter, monkeypatch) -> None:
    # first 6 1 2 3 4; the push re-rolls 2 3 4 into 1 1 5: one success, two new 1s
    force(monkeypatch, yze_enc, 6, 1, 2, 3, 4, 1, 1, 5)
    res = dmg.stress_situation(yze_enc, "Ana", "witnessing_massacre", push=True)
    assert res["stress"] == (3 - 1) + 2
    assert dmg.rerolled_banes(res["roll"]) == 2


def test_pending_insight_roll_then_push_or_accept(yze_enc: Encounter, monkeypatch) -> None:
    force(monkeypatch, yze_enc, 2, 2, 2, 2, 2, 6, 6, 6, 6, 6)
    res = dmg.stress_situation(yze_enc, "Ana", "tortured", push=None)
    assert res["pending"] and dmg.resolve(yze_enc, "Ana")[0] == 6
    with pytest.raises(RuleError):
        dmg.stress_situation(yze_enc, "Ana", "tortured")
    assert_undoes(yze_enc, lambda: dmg.resolve_stress(yze_enc, "Ana", push=False))
    res = dmg.resolve_stress(yze_enc, "Ana", push=True)
    assert res["stress"] == 0
    with pytest.raises(RuleError):
        dmg.resolve_stress(yze_enc, "Ana")


def test_a_broken_character_cannot_roll_insight(yze_enc: Encounter) -> None:
    dmg.apply_damage(yze_enc, "Ana", 7, can_crit=False)
    res = dmg.stress_situation(yze_enc, "Ana", stress=2)
    assert res["roll"] is None and dmg.resolve(yze_enc, "Ana")[0] == 4


# -- armour -----------------------------------------------------------------------------------
def test_armour_successes_stop_damage_and_banes_degrade(yze_enc: Encounter, monkeypatch) -> None:
    deg = row("armour", "degradation")
    dmg.set_armour(yze_enc, "Ana", 3, "Leather")
    force(monkeypatch, yze_enc, 6, 1, 2)
    res = dmg.armour_roll(yze_enc, "Ana", 3)
    assert (res["absorbed"], res["damage_out"]) == (1, 2)
    assert dmg.armour_of(yze_enc, "Ana") == {
        "rating": 3 - deg["degrade_per_bane"],
        "name": "Leather",
    }


def test_armour_that_stops_everything_does_not_degrade(yze_enc: Encounter, monkeypatch) -> None:
    assert row("armour", "degradation")["degrade_only_if_damage_penetrates"] is True
    dmg.set_armour(yze_enc, "Ana", 3)
    force(monkeypatch, yze_enc, 6, 1, 1)
    res = dmg.armour_roll(yze_enc, "Ana", 1)
    assert res["damage_out"] == 0 and dmg.armour_of(yze_enc, "Ana")["rating"] == 3


def test_step_armour_rolls_two_dice_and_steps_down(yze_enc: Encounter, monkeypatch) -> None:
    n = row("armour", "armour_roll")["step_dice_count"]
    dmg.set_armour(yze_enc, "Ana", "C")
    force(monkeypatch, yze_enc, 8, 1)  # C = D8
    res = dmg.armour_roll(yze_enc, "Ana", 3)
    assert len(res["roll"]["dice"]) == n
    assert (res["damage_out"], res["rating_after"]) == (2, "D")
    force(monkeypatch, yze_enc, 1, 1)
    dmg.armour_roll(yze_enc, "Ana", 1)
    assert dmg.armour_of(yze_enc, "Ana") is None  # stepped past D: nothing left


def test_armour_rolls_cannot_be_pushed(yze_enc: Encounter, monkeypatch) -> None:
    assert row("armour", "armour_roll")["can_push"] is False
    seen: list[bool] = []
    real = yze_enc.dice.pool

    def spy(n: int, **kw: Any) -> PoolRoll:
        seen.append(kw.get("pushable", True))
        return real(n, **kw)

    monkeypatch.setattr(yze_enc.dice, "pool", spy)
    dmg.set_armour(yze_enc, "Ana", 2)
    dmg.take_cover(yze_enc, "Ana", "furniture")
    dmg.protect(yze_enc, "Ana", 5, ranged=True)
    assert seen == [False, False]


def test_armour_from_stats_and_one_off_rating(yze_enc: Encounter, monkeypatch) -> None:
    yze_enc.update_combatant("Bo", stats=dict(yze_enc.combatant("Bo").stats, armour=2))
    assert dmg.armour_of(yze_enc, "Bo") == {"rating": 2, "name": "Armour"}
    force(monkeypatch, yze_enc, 1, 2, 3, 4)
    res = dmg.armour_roll(yze_enc, "Ana", 2, rating=4)
    assert res["damage_out"] == 2 and dmg.armour_of(yze_enc, "Ana") is None
    with pytest.raises(RuleError):
        dmg.set_armour(yze_enc, "Ana", "E")


# -- cover ------------------------------------------------------------------------------------
@pytest.mark.parametrize("mode", ["pool", "step"])
@pytest.mark.parametrize("barrier", table("barriers")["rows"], ids=lambda r: r["id"])
def test_take_cover_is_a_fast_action_rated_by_the_barrier(
    yze_enc: Encounter, barrier: dict[str, Any], mode: str
) -> None:
    dmg.set_yze_setting(yze_enc, "yze.dice_mode", mode)
    cover = dmg.take_cover(yze_enc, "Ana", barrier["id"])
    assert cover["rating"] == barrier["armour_pool" if mode == "pool" else "armour_step"]
    assert yze_enc.actions_spent("Ana") == {row("cover", "take_cover")["action"]: 1}
    assert dmg.cover_of(yze_enc, "Ana")["name"] == barrier["name"]


def test_cover_only_against_ranged_and_rolled_before_armour(
    yze_enc: Encounter, monkeypatch
) -> None:
    assert row("cover", "combine")["roll_order"] == ["cover", "armour"]
    dmg.set_armour(yze_enc, "Ana", 2)
    dmg.take_cover(yze_enc, "Ana", "furniture")  # 3 dice
    force(monkeypatch, yze_enc, 2, 2)  # melee: armour only
    res = dmg.protect(yze_enc, "Ana", 3, ranged=False)
    assert res["cover"] is None and res["armour"] is not None and res["damage"] == 3
    force(monkeypatch, yze_enc, 6, 2, 2, 6, 3)  # ranged: cover 3 dice, then armour 2
    res = dmg.protect(yze_enc, "Ana", 3, ranged=True)
    assert [r["absorbed"] for r in (res["cover"], res["armour"])] == [1, 1]
    assert res["damage"] == 1 and len(res["rolls"]) == 2


def test_cover_degrades_and_stays_behind(yze_enc: Encounter, monkeypatch) -> None:
    dmg.take_cover(yze_enc, "Ana", "wooden_door")  # 4 dice
    force(monkeypatch, yze_enc, 1, 1, 2, 2)
    res = dmg.protect(yze_enc, "Ana", 2, ranged=True)
    assert res["damage"] == 2 and dmg.cover_of(yze_enc, "Ana")["rating"] == 2
    yze_enc.place("Ana", "z1")
    assert dmg.cover_of(yze_enc, "Ana") is None


def test_take_cover_refusals(yze_enc: Encounter) -> None:
    with pytest.raises(RuleError):
        dmg.take_cover(yze_enc, "Ana", "sandbags")
    yze_enc.spend("Ana", {"fast": 2})
    with pytest.raises(RuleError):
        dmg.take_cover(yze_enc, "Ana", "furniture")
    dmg.take_cover(yze_enc, "Ana", "furniture", spend=False)  # the actions module paid


# -- tracks and undo --------------------------------------------------------------------------
def test_damage_tracks_summary(yze_enc: Encounter) -> None:
    dmg.apply_damage(yze_enc, "Ana", 2)
    t = dmg.damage_tracks(yze_enc, "Ana")
    assert t["health"] == (5, 7) and t["resolve"] == (6, 6) and not t["broken"]
    use(yze_enc, "conditions")
    t = dmg.damage_tracks(yze_enc, "Ana")
    assert [c["id"] for c in t["physical"]] == condition_ids("physical")


def test_predicates_do_not_write_state(yze_enc: Encounter) -> None:
    before = yze_enc.to_dict()
    for name in ("Ana", "Boss"):
        dmg.is_broken(yze_enc, name)
        dmg.is_dead(yze_enc, name)
        dmg.is_dying(yze_enc, name)
        dmg.crit_skill_modifiers(yze_enc, name)
        dmg.condition_modifier(yze_enc, name, "wits")
        dmg.damage_tracks(yze_enc, name)
    assert yze_enc.to_dict() == before


def _broken_ana(enc: Encounter) -> None:
    dmg.apply_damage(enc, "Ana", 7, can_crit=False)
    enc.history.clear()


UNDOABLE: dict[str, Callable[[Encounter], Any]] = {
    "apply_damage": lambda e: dmg.apply_damage(e, "Ana", 9),
    "apply_stress": lambda e: dmg.apply_stress(e, "Ana", 2),
    "kill": lambda e: dmg.kill(e, "Ana", "a fall"),
    "push_roll": lambda e: dmg.push_roll(e, "Ana", PoolRoll((1, 2, 3)), "strength"),
    "stress_situation": lambda e: dmg.stress_situation(e, "Ana", "tortured"),
    "set_armour": lambda e: dmg.set_armour(e, "Ana", 3),
    "armour_roll": lambda e: (dmg.set_armour(e, "Ana", 3), dmg.armour_roll(e, "Ana", 2)),
    "take_cover": lambda e: dmg.take_cover(e, "Ana", "stone_wall"),
    "protect": lambda e: dmg.protect(e, "Ana", 2, ranged=True, blast=False),
    "setting": lambda e: dmg.set_yze_setting(e, "yze.dice_mode", "step"),
}


@pytest.mark.parametrize("op", UNDOABLE, ids=str)
def test_every_operation_is_one_undo_step(yze_enc: Encounter, op: str) -> None:
    if op == "protect":
        dmg.set_armour(yze_enc, "Ana", 5)
        yze_enc.history.clear()
    if op == "armour_roll":
        before = yze_enc.to_dict()
        UNDOABLE[op](yze_enc)
        yze_enc.undo()
        yze_enc.undo()
        assert yze_enc.to_dict() == before
        return
    assert_undoes(yze_enc, lambda: UNDOABLE[op](yze_enc))


@pytest.mark.parametrize(
    "op",
    [
        lambda e: dmg.heal(e, "Bo", "Ana"),
        lambda e: dmg.recover_turn(e, "Ana"),
        lambda e: dmg.leave_cover(e, "Ana"),
    ],
    ids=["heal", "recover_turn", "leave_cover"],
)
def test_recovery_operations_undo(yze_enc: Encounter, op: Callable[[Encounter], Any]) -> None:
    dmg.take_cover(yze_enc, "Ana", "furniture", spend=False)
    _broken_ana(yze_enc)
    assert_undoes(yze_enc, lambda: op(yze_enc))


def test_redo_replays_the_same_dice(yze_enc: Encounter) -> None:
    dmg.stress_situation(yze_enc, "Ana", "tortured")
    after = yze_enc.to_dict()
    yze_enc.undo()
    yze_enc.redo()
    assert yze_enc.to_dict() == after


def test_mixin_delegates(yze_enc: Encounter) -> None:
    class Facade(dmg.DamageMixin):
        def __init__(self, enc: Encounter) -> None:
            self.enc = enc

    combat = Facade(yze_enc)
    combat.apply_damage("Ana", 7, can_crit=False)
    assert combat.is_broken("Ana") and not combat.is_dead("Ana")
    assert combat.damage_tracks("Ana")["health"] == (0, 7)
