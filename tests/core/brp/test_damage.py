"""Hit points, major wounds, conditions and damage over time (damage.py)."""

from __future__ import annotations

import pytest

from core import effects as fx
from core.encounter import Encounter
from core.rules.base import RuleError
from core.rules.brp import damage as dmg
from core.rules.brp.state import set_setting

from .helpers import load, one_round


@pytest.mark.parametrize(("name", "total"), [("Ana", 13), ("Rat", 10), ("Bo", 15), ("Ogre", 24)])
def test_total_hit_points_are_con_plus_siz_halved_up(
    brp_enc: Encounter, name: str, total: int
) -> None:
    assert dmg.hit_points(brp_enc, name) == (total, total)


def test_stats_hp_overrides(brp_enc: Encounter) -> None:
    brp_enc.update_combatant("Rat", stats=dict(brp_enc.combatant("Rat").stats, hp=7))
    assert dmg.hit_points(brp_enc, "Rat") == (7, 7)


def test_no_hp_no_track(brp_enc: Encounter) -> None:
    brp_enc.add_combatant("Ghost", zone="z0", stats={"dex": 10})
    assert dmg.hit_points(brp_enc, "Ghost") == (None, None)
    with pytest.raises(RuleError, match="no hit points"):
        dmg.apply_damage(brp_enc, "Ghost", 3)


@pytest.mark.parametrize(("amount", "major"), [(6, False), (7, True), (12, True), (0, False)])
def test_major_wound_is_half_the_total_rounded_up(
    brp_enc: Encounter, amount: int, major: bool
) -> None:
    assert dmg.major_wound_threshold(brp_enc, "Ana") == 7  # 13 / 2 rounded up
    assert dmg.apply_damage(brp_enc, "Ana", amount)["major_wound"] is major
    assert bool(dmg.major_wounds(brp_enc, "Ana")) is major


def test_major_wound_setting_none(brp_enc: Encounter) -> None:
    set_setting(brp_enc, "brp.major_wound_threshold", "none")
    assert not dmg.apply_damage(brp_enc, "Ana", 12)["major_wound"]


@pytest.mark.parametrize(
    ("amount", "state"),
    [(10, "ok"), (11, "unconscious"), (12, "unconscious"), (13, "dead"), (20, "dead")],
)
def test_life_states(brp_enc: Encounter, amount: int, state: str) -> None:
    res = dmg.apply_damage(brp_enc, "Ana", amount)
    assert res["state"] == state == dmg.life_state(brp_enc, "Ana")
    assert (brp_enc.cannot_act_reason("Ana") is None) is (state == "ok")


def test_zero_hp_dying_setting(brp_enc: Encounter) -> None:
    set_setting(brp_enc, "brp.zero_hp", "dying")
    dmg.apply_damage(brp_enc, "Ana", 13)
    assert dmg.life_state(brp_enc, "Ana") == "dying"


def test_healing_stops_at_the_total(brp_enc: Encounter) -> None:
    dmg.apply_damage(brp_enc, "Ana", 5)
    assert dmg.heal(brp_enc, "Ana", 10)["healed"] == 5
    assert dmg.hit_points(brp_enc, "Ana") == (13, 13)


def test_damage_is_one_undo_step(brp_enc: Encounter) -> None:
    before = brp_enc.to_dict()
    dmg.apply_damage(brp_enc, "Ana", 5, source="Rat")
    assert "Rat" in brp_enc.log[-1]["text"]
    brp_enc.undo()
    assert brp_enc.to_dict() == before
    with pytest.raises(RuleError):
        dmg.apply_damage(brp_enc, "Ana", -1)


def test_conditions_are_timed_effects_from_the_next_round(fight: Encounter) -> None:
    eid = dmg.add_condition(fight, "Rat", "stunned", rounds=1)
    assert dmg.has_condition(fight, "Rat", "stunned")
    assert fight.combat.status_badges("Rat") == ["Stunned 1r"]
    one_round(fight)  # round 1 ends: counting starts
    assert dmg.has_condition(fight, "Rat", "stunned")
    one_round(fight)  # round 2 ends: the stun is over
    assert not dmg.has_condition(fight, "Rat", "stunned")
    assert all(e["id"] != eid for e in fx.all_effects(fight))


def test_removing_the_effect_ends_the_condition(brp_enc: Encounter) -> None:
    eid = dmg.add_condition(brp_enc, "Rat", "entangled")
    assert not brp_enc.check_move("Rat", "z1").allowed
    fx.remove_effect(brp_enc, eid)
    assert not dmg.has_condition(brp_enc, "Rat", "entangled")
    assert brp_enc.check_move("Rat", "z1").allowed


def test_knocked_out_and_helpless_cannot_act(brp_enc: Encounter) -> None:
    dmg.add_condition(brp_enc, "Rat", "knocked_out", rounds=12)
    assert "knocked out" in brp_enc.cannot_act_reason("Rat")
    assert dmg.is_helpless(brp_enc, "Rat")
    dmg.remove_condition(brp_enc, "Rat", "knocked_out")
    dmg.add_condition(brp_enc, "Rat", "helpless")
    assert "helpless" in brp_enc.cannot_act_reason("Rat")


def test_unknown_condition(brp_enc: Encounter) -> None:
    with pytest.raises(RuleError):
        dmg.add_condition(brp_enc, "Rat", "confused")


def test_scheduled_damage_lands_when_its_effect_runs_out(fight: Encounter) -> None:
    dmg.schedule_damage(fight, "Ogre", 6, label="Poison", rounds=3)
    for _ in range(3):
        one_round(fight)
        assert dmg.hit_points(fight, "Ogre")[0] == 24
    one_round(fight)  # the end of the third round after
    assert dmg.hit_points(fight, "Ogre")[0] == 18


def test_scheduled_damage_removed_is_never_dealt(fight: Encounter) -> None:
    eid = dmg.schedule_damage(fight, "Ogre", 6, label="Poison", rounds=1)
    fx.remove_effect(fight, eid)
    one_round(fight)
    one_round(fight)
    assert dmg.hit_points(fight, "Ogre")[0] == 24


def test_pending_until_applied(brp_enc: Encounter) -> None:
    eid = dmg.schedule_damage(brp_enc, "Ogre", 5, label="Slow poison", rounds=None)
    dmg.apply_pending(brp_enc, eid)
    assert dmg.hit_points(brp_enc, "Ogre")[0] == 19
    assert not fx.effects_on(brp_enc, "Ogre")


def test_ongoing_damage_each_round_end(fight: Encounter) -> None:
    eid = dmg.add_ongoing(fight, "Ogre", "1D6", label="On fire")
    load(fight, [4])
    one_round(fight)
    assert dmg.hit_points(fight, "Ogre")[0] == 20
    load(fight, [2])
    one_round(fight)
    assert dmg.hit_points(fight, "Ogre")[0] == 18
    fx.remove_effect(fight, eid)
    one_round(fight)
    assert dmg.hit_points(fight, "Ogre")[0] == 18
    assert fight.state["brp"]["ongoing"] == []


def test_doubling_damage_each_round(fight: Encounter) -> None:
    dmg.add_ongoing(fight, "Ogre", "0", label="Vacuum", doubling=True)
    hp = []
    for _ in range(4):
        one_round(fight)
        hp.append(dmg.hit_points(fight, "Ogre")[0])
    assert hp == [23, 21, 17, 9]  # 1, 2, 4, 8
