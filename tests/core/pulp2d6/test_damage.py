"""Damage less PROTECCIÓN, PV and PC, dying 1d6 TURNS later unless someone spends a TURN, the
scar table, medical recovery (resources/rules/pulp2d6/damage.json, scars.json, recovery.json)."""

from __future__ import annotations

import copy

import pytest

from core import effects as fx
from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.pulp2d6 import damage as dmg

DAMAGE = {r["rule"]: r for r in load_table("pulp2d6", "damage")["rows"]}
SCARS = load_table("pulp2d6", "scars")["rows"]
RECOVERY = {r["rule"]: r for r in load_table("pulp2d6", "recovery")["rows"]}


def snap(enc: Encounter) -> dict:
    return copy.deepcopy(enc.to_dict())


@pytest.mark.parametrize(
    ("amount", "armour", "ignore", "taken"),
    [(5, 1, False, 4), (1, 2, False, 0), (5, 2, True, 5), (3, 0, False, 3)],
)
def test_damage_less_proteccion(pulp: Encounter, amount, armour, ignore, taken) -> None:
    assert DAMAGE["armour"]["formula"] == "damage - PROTECCION"
    pulp.update_combatant("Doc", stats={**pulp.combatant("Doc").stats, "proteccion": armour})
    out = pulp.combat.apply_damage("Doc", amount, ignore_armour=ignore)
    assert out["damage"] == taken and pulp.combat.current_pv("Doc") == 8 - taken


def drop_rita(enc: Encounter, rig, turns: int):
    r = rig(enc)(turns)
    enc.combat.apply_damage("Rita", 30)
    assert enc.combat.is_dying("Rita")
    return r


@pytest.mark.parametrize("turns", [1, 3, 6])
def test_at_zero_pv_death_comes_1d6_turns_later(pulp: Encounter, rig, turns: int) -> None:
    assert DAMAGE["dying"]["at_hp"] == 0 and DAMAGE["dying"]["death_in_turns"] == "1d6"
    r = drop_rita(pulp, rig, turns)  # during her own turn: this turn doesn't count
    assert r.asked == [6] and pulp.combat.current_pv("Rita") == 0
    assert f"Dying {turns}t" in pulp.combat.status_badges("Rita")
    state = {t.id: t for t in pulp.combat.track_views("Rita")}["state"]
    assert state.value.startswith(f"Dying ({turns} turn")
    for done in range(turns):
        # the next round: her turn starts and passes at once (she can't act), Doc acts
        assert pulp.combat.skip_to_next_round() == "Doc"
        assert pulp.combat.is_dead("Rita") is (done == turns - 1)
    assert "Dead" in pulp.combat.status_badges("Rita")
    assert pulp.log[-1]["kind"] != "death" or "Rita" in pulp.log[-1]["text"]
    assert any(e["kind"] == "death" and e["combatant"] == "Rita" for e in pulp.log)


@pytest.mark.parametrize("total", range(2, 13))
def test_someone_spends_a_turn_and_they_get_up_with_a_scar(pulp: Encounter, rig, total) -> None:
    assert DAMAGE["rescue"]["helper_turns_required"] == 1
    assert DAMAGE["survival"]["hp_after"] == 1 and DAMAGE["survival"]["scar_roll"] == "2d6"
    row = next(s for s in SCARS if s["min"] <= total and (s["max"] is None or total <= s["max"]))
    drop_rita(pulp, rig, 2)
    assert pulp.combat.next_turn() == "Doc"
    views = {v.id: v for v in pulp.combat.action_views("Doc")}
    assert views["tend"].legal
    rig(pulp)(min(6, total - 1), total - min(6, total - 1))
    out = pulp.combat.take_action("Doc", "tend", target="Rita")["result"]
    assert out["saved"] and out["scar"]["name"] == row["name"]
    assert not pulp.combat.is_dying("Rita") and pulp.combat.current_pv("Rita") == 1
    assert pulp.actions_spent("Doc") == {"move": 1, "action": 1}
    scars = {t.id: t for t in pulp.combat.track_views("Rita")}["scars"].value
    assert scars == [f"{total}: {row['name']}"]
    labels = [e["label"] for e in fx.effects_on(pulp, "Rita")]
    if row.get("max_hp_change"):
        assert pulp.combatant("Rita").stats["pv"] == 10 + row["max_hp_change"]
        assert labels == []
    elif row.get("walk_speed"):
        assert labels == [row["name"].capitalize()]
    elif row.get("modifier"):
        assert pulp.combat.effect_modifiers("Rita") == {"intimidar": row["modifier"]}
    else:
        assert labels == [] and pulp.combatant("Rita").stats["pv"] == 10


def test_tend_needs_the_whole_turn_in_the_same_zone(pulp: Encounter, rig) -> None:
    drop_rita(pulp, rig, 4)
    pulp.combat.next_turn()  # Doc
    before = snap(pulp)
    with pytest.raises(RuleError, match="not dying"):
        pulp.combat.tend("Doc", "Max")
    pulp.move("Doc", "z1")
    with pytest.raises(RuleError, match="same zone"):
        pulp.combat.tend("Doc", "Rita")
    pulp.undo()
    assert snap(pulp) == before
    pulp.combat.take_action("Doc", "other_action")
    with pytest.raises(RuleError, match="whole turn"):
        pulp.combat.tend("Doc", "Rita")
    pulp.undo()
    with pytest.raises(RuleError, match="Not Max's turn"):
        pulp.combat.tend("Max", "Rita")


@pytest.mark.parametrize("success", [True, False])
def test_the_rescue_roll_setting(pulp: Encounter, rig, success: bool) -> None:
    choice = load_table("pulp2d6", "damage")["choices"][0]
    assert choice["setting"] == "pulp2d6.rescue_needs_roll"
    pulp.ruleset.settings["pulp2d6.rescue_needs_roll"] = True
    drop_rita(pulp, rig, 4)
    pulp.combat.next_turn()
    with pytest.raises(RuleError, match="outcome"):
        pulp.combat.tend("Doc", "Rita")
    if success:
        rig(pulp)(4, 4)
    out = pulp.combat.tend("Doc", "Rita", success=success)
    assert out["saved"] is success and pulp.combat.is_dying("Rita") is (not success)


def test_medic_restores_1d6(pulp: Encounter, rig) -> None:
    row = RECOVERY["medic_heal"]
    assert row["hp_restored"] == "1d6"
    pulp.combat.apply_damage("Max", 8)  # 6 taken (PROTECCIÓN 2): 3 left
    with pytest.raises(RuleError, match="not a nurse or doctor"):
        pulp.combat.medic_heal("Max", medic="Rita")
    r = rig(pulp)(5)
    out = pulp.combat.medic_heal("Max", medic="Doc")
    assert r.asked == [6] and out["healed"] == 5 and pulp.combat.current_pv("Max") == 8
    rig(pulp)(6)
    assert pulp.combat.medic_heal("Max")["healed"] == 1  # never above the maximum
    pulp.ruleset.settings["pulp2d6.medic_heal_limit"] = 2
    with pytest.raises(RuleError, match="limit 2"):
        pulp.combat.medic_heal("Max")


def test_a_dying_character_needs_the_turn_before_a_medic(pulp: Encounter, rig) -> None:
    drop_rita(pulp, rig, 3)
    with pytest.raises(RuleError, match="spend a TURN"):
        pulp.combat.medic_heal("Rita", medic="Doc")


def test_all_pv_come_back_between_sessions(pulp: Encounter) -> None:
    assert RECOVERY["between_sessions"]["hp_restored"] == "all"
    pulp.combat.apply_damage("Max", 7)
    pulp.combat.recover_between_sessions()
    assert pulp.combat.current_pv("Max") == 9


@pytest.mark.parametrize(("mode", "dead"), [("dies", True), ("countdown", False)])
def test_npcs_at_zero(pulp: Encounter, rig, mode: str, dead: bool) -> None:
    pulp.ruleset.settings["pulp2d6.npc_at_zero_pv"] = mode
    if not dead:
        rig(pulp)(2)
    pulp.combat.apply_damage("Gangster 1", 20)
    assert pulp.combat.is_dead("Gangster 1") is dead
    if not dead:
        # no turns of their own: counted in rounds
        eff = dmg.dying_effect(pulp, "Gangster 1")
        assert eff["duration"]["unit"] == "rounds" and eff["remaining"] == 2
        pulp.combat.skip_to_next_round()  # the round it fell in doesn't count
        pulp.combat.skip_to_next_round()
        assert not pulp.combat.is_dead("Gangster 1")
        pulp.combat.skip_to_next_round()
        assert pulp.combat.is_dead("Gangster 1")


def test_sanity_track(pulp: Encounter) -> None:
    pulp.combat.lose_sanity("Doc", 5)
    assert pulp.combat.current_pc("Doc") == 7
    pulp.combat.adjust_track("Doc", "pc", 20)
    assert pulp.combat.current_pc("Doc") == 0
    assert "says nothing of 0 PC" in pulp.log[-1]["text"]
    pulp.combat.adjust_track("Doc", "pc", -3)
    assert pulp.combat.current_pc("Doc") == 3
    pulp.combat.add_npc("predator", "Beast", "z1")
    assert pulp.combat.lose_sanity("Beast", 2)["pc"] is None  # '-' in the table


def test_gm_pv_nudges(pulp: Encounter) -> None:
    pulp.combat.adjust_track("Max", "pv", 4)  # no armour on a GM correction
    assert pulp.combat.current_pv("Max") == 5
    pulp.combat.adjust_track("Max", "pv", -2)
    assert pulp.combat.current_pv("Max") == 7
    with pytest.raises(RuleError):
        pulp.combat.adjust_track("Max", "scars", 1)
