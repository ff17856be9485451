"""Enemy tactics (resources/rules/pulp2d6/enemy_tactics.json): offered to the GM when a PC rolls
9 or less, each applied, "once per combat" enforced."""

from __future__ import annotations

import pytest

from core import effects as fx
from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.pulp2d6 import attacks as atk

TACTICS = {r["key"]: r for r in load_table("pulp2d6", "enemy_tactics")["rows"]}
CHOICES = {c["setting"]: c for c in load_table("pulp2d6", "enemy_tactics")["choices"]}


def low_roll(enc: Encounter, rig, total_faces=(1, 2), target="Gangster 1") -> dict:
    rig(enc)(*total_faces)
    return enc.combat.attack("Rita", target, "pistol")


def test_all_tactics_are_offered_on_nine_or_less(pulp: Encounter, rig) -> None:
    out = low_roll(pulp, rig)
    assert out["tactics"] == list(TACTICS)
    pulp.combat.choose_consequences(out["attack_id"], [])
    pulp.update_combatant(
        "Gangster 2", stats={**pulp.combatant("Gangster 2").stats, "tactics": ["frenzy"]}
    )
    pulp.combat.skip_to_next_round()
    out = low_roll(pulp, rig, target="Gangster 2")
    assert out["tactics"] == ["frenzy"]
    choices = {c["id"]: c for c in pulp.combat.consequence_choices(out["attack_id"])}
    assert choices["frenzy"]["legal"] and not choices["sacrifice"]["legal"]
    with pytest.raises(RuleError, match="doesn't offer"):
        pulp.combat.choose_consequences(out["attack_id"], ["sacrifice"])


def test_once_per_combat_is_enforced(pulp: Encounter, rig) -> None:
    once = [k for k, r in TACTICS.items() if r["once_per_combat"]]
    assert once == ["clearly_deranged"]
    assert pulp.ruleset.settings["pulp2d6.tactics_once_per_combat"] == once
    out = low_roll(pulp, rig)
    pulp.combat.choose_consequences(out["attack_id"], ["clearly_deranged"])
    for pc in ("Rita", "Doc", "Max"):
        assert [e["label"] for e in fx.effects_on(pulp, pc)] == [atk.DIFFICULT_LABEL]
    pulp.combat.skip_to_next_round()
    out = low_roll(pulp, rig)
    assert "clearly_deranged" not in out["tactics"]
    reason = {c["id"]: c for c in pulp.combat.consequence_choices(out["attack_id"])}
    assert "once per combat" in reason["clearly_deranged"]["reason"]
    with pytest.raises(RuleError, match="once per combat"):
        pulp.combat.choose_consequences(out["attack_id"], ["clearly_deranged"])
    pulp.combat.choose_consequences(out["attack_id"], [])
    pulp.combat.end_fight()
    pulp.combat.start_fight()
    out = low_roll(pulp, rig)
    assert "clearly_deranged" in out["tactics"]


def test_the_once_list_is_a_setting(pulp: Encounter, rig) -> None:
    assert "pulp2d6.tactics_once_per_combat" in CHOICES
    pulp.ruleset.settings["pulp2d6.tactics_once_per_combat"] = ["frenzy"]
    out = low_roll(pulp, rig)
    rig(pulp)(2)
    pulp.combat.choose_consequences(out["attack_id"], ["harm", "frenzy"])
    pulp.combat.skip_to_next_round()
    out = low_roll(pulp, rig)
    assert "frenzy" not in out["tactics"] and "clearly_deranged" in out["tactics"]


def test_difficult_lasts_the_pcs_next_turn(pulp: Encounter, rig) -> None:
    out = low_roll(pulp, rig)
    pulp.combat.choose_consequences(out["attack_id"], ["clearly_deranged"])
    pulp.combat.next_turn()  # Doc: under it
    assert fx.effects_on(pulp, "Doc")
    pulp.combat.next_turn()  # Max
    assert not fx.effects_on(pulp, "Doc")
    pulp.combat.next_turn()  # Rita's next turn: she rolled during her own, so this one counts
    assert any("Difficult" in n for n in pulp.combat.attack_preview("Rita", "Sarge").notes)
    pulp.combat.next_turn()
    assert not fx.effects_on(pulp, "Rita")


def test_frenzy_adds_two_to_the_harm(pulp: Encounter, rig) -> None:
    out = low_roll(pulp, rig)
    rig(pulp)(3)  # the bat: 3 + 2 - PROTECCIÓN 1
    pulp.combat.choose_consequences(out["attack_id"], ["harm", "frenzy"])
    assert TACTICS["frenzy"]["damage_modifier"] == 2
    assert pulp.combat.current_pv("Rita") == 10 - 4


def test_suicide_attack_hurts_everyone_near_and_the_npc_dies(pulp: Encounter, rig) -> None:
    assert TACTICS["suicide_attack"]["damage"] == "2d6"
    out = low_roll(pulp, rig)
    rig(pulp)(2, 3, 5)  # 2d6 = 5 for all in the Bar; Doc (8 PV, no armour) survives at 3
    pulp.combat.choose_consequences(out["attack_id"], ["suicide_attack"])
    assert pulp.combat.is_dead("Gangster 1")
    assert pulp.combat.current_pv("Rita") == 10 - 4  # PROTECCIÓN 1
    assert pulp.combat.current_pv("Doc") == 3
    assert pulp.combat.current_pv("Max") == 9 - 3  # PROTECCIÓN 2
    assert pulp.combat.current_pv("Gangster 2") == 5
    assert pulp.combat.current_pv("Sarge") == 15  # in the Street: not near


def test_covering_fire_is_minus_two_against_npcs(pulp: Encounter, rig) -> None:
    out = low_roll(pulp, rig)
    pulp.combat.choose_consequences(out["attack_id"], ["covering_fire"])
    pulp.combat.skip_to_next_round()
    vs_npc = {m.label: m.value for m in pulp.combat.attack_preview("Rita", "Sarge").modifiers}
    assert vs_npc["Covering fire"] == str(TACTICS["covering_fire"]["attack_modifier"])
    vs_pc = {m.label for m in pulp.combat.attack_preview("Rita", "Max").modifiers}
    assert "Covering fire" not in vs_pc


def test_call_for_help_arrives_in_1d3_turns(pulp: Encounter, rig) -> None:
    assert TACTICS["call_for_help"]["arrives_in_turns"] == "1d3"
    out = low_roll(pulp, rig)
    r = rig(pulp)(2)
    pulp.combat.choose_consequences(out["attack_id"], ["call_for_help"])
    assert r.asked[-1] == 3
    help_ = [e for e in fx.effects_on(pulp, "Gangster 1") if e["label"] == atk.HELP_LABEL]
    assert help_ and help_[0]["remaining"] == 2 and help_[0]["duration"]["counted_on"] == "Rita"
    pulp.combat.skip_to_next_round()  # round 2: Rita's first turn under it begins
    pulp.combat.skip_to_next_round()  # ... and ends: 1 left
    assert fx.effects_on(pulp, "Gangster 1")[0]["remaining"] == 1
    pulp.combat.skip_to_next_round()  # her second turn ends: help arrives
    assert not fx.effects_on(pulp, "Gangster 1")
    assert any("Help on the way" in e["text"] and "ends" in e["text"] for e in pulp.log)


def test_cast_spell_is_counted(pulp: Encounter, rig) -> None:
    out = low_roll(pulp, rig)
    pulp.combat.choose_consequences(out["attack_id"], ["cast_spell"])
    assert f"up to {TACTICS['cast_spell']['typical_spells_known']}" in pulp.log[-1]["text"]


def test_sacrifice_moves_the_damage_to_another_npc(pulp: Encounter, rig) -> None:
    rig(pulp)(3, 4)  # 9: Rita succeeds, the GM picks one
    out = pulp.combat.attack("Rita", "Gangster 1", "pistol")
    with pytest.raises(RuleError, match="sacrifice_by"):
        pulp.combat.choose_consequences(out["attack_id"], ["sacrifice"])
    rig(pulp)(6)
    pulp.combat.choose_consequences(out["attack_id"], ["sacrifice"], sacrifice_by="Gangster 2")
    assert pulp.combat.current_pv("Gangster 1") == 10
    assert pulp.combat.current_pv("Gangster 2") == 4


def test_sacrifice_needs_damage_to_take(pulp: Encounter, rig) -> None:
    out = low_roll(pulp, rig)  # a miss
    with pytest.raises(RuleError, match="no damage"):
        pulp.combat.choose_consequences(out["attack_id"], ["sacrifice"], sacrifice_by="Sarge")


@pytest.mark.parametrize(("counts", "ok"), [(True, False), (False, True)])
def test_a_tactic_counts_as_a_consequence(pulp: Encounter, rig, counts: bool, ok: bool) -> None:
    assert "pulp2d6.tactic_counts_as_consequence" in CHOICES
    pulp.ruleset.settings["pulp2d6.tactic_counts_as_consequence"] = counts
    rig(pulp)(3, 4)  # 9: one consequence
    out = pulp.combat.attack("Rita", "Gangster 1", "pistol")
    if ok:
        rig(pulp)(1, 1)
        pulp.combat.choose_consequences(out["attack_id"], ["harm", "frenzy"])
    else:
        with pytest.raises(RuleError, match="may pick 1"):
            pulp.combat.choose_consequences(out["attack_id"], ["harm", "frenzy"])
