"""Attention states and what a failed detection costs (attention_states.json,
surprise_effects.json)."""

from __future__ import annotations

import pytest

from core.encounter import Encounter
from core.rules.base import RuleError
from core.rules.ww2 import attacks
from core.rules.ww2.attention import EFFECT_FLAGS
from ww2.helpers import STATS, Faces, rows

STATES = [r["key"] for r in sorted(rows("attention_states"), key=lambda r: r["rank"])]


def test_four_states_least_attentive_first() -> None:
    assert STATES == ["relaxed", "normal", "attentive", "alert"]


@pytest.mark.parametrize("row", rows("attention_states"), ids=lambda r: r["key"])
def test_set_attention_by_key_or_name(ww2_enc: Encounter, row: dict) -> None:
    c = ww2_enc.combat
    assert c.attention("Kurt") == "alert"  # a combatant in a fight
    c.set_attention("Kurt", row["name"])
    assert c.attention("Kurt") == row["key"]
    c.set_attention("Kurt", "alert")
    c.set_attention("Kurt", row["name"])
    assert c.attention("Kurt") == row["key"]


def test_unknown_state_is_refused(ww2_enc: Encounter) -> None:
    with pytest.raises(RuleError, match="Relaxed"):
        ww2_enc.combat.set_attention("Kurt", "sleepy")


@pytest.mark.parametrize("row", rows("surprise_effects"), ids=lambda r: r["state"])
def test_cumulative_effects_are_the_table(ww2_enc: Encounter, row: dict) -> None:
    effects = ww2_enc.combat.surprise_effects(row["state"])
    assert effects == {f: row[f] for f in EFFECT_FLAGS}


def test_effects_stack_down_the_states(ww2_enc: Encounter) -> None:
    c = ww2_enc.combat
    counts = [sum(c.surprise_effects(s).values()) for s in reversed(STATES)]
    assert counts == [1, 2, 3, 4]


@pytest.mark.parametrize(
    ("state", "own"),
    [
        ("alert", {"add_surprise_technique_to_po"}),
        ("attentive", {"add_surprise_technique_to_po", "attacker_wins_initiative"}),
        ("normal", {"add_surprise_technique_to_po", "victim_loses_round"}),
        ("relaxed", {"add_surprise_technique_to_po", "victim_no_defence"}),
    ],
)
def test_not_cumulative_keeps_only_each_states_own(
    ww2_enc: Encounter, state: str, own: set
) -> None:
    ww2_enc.combat.set_rule_setting("ww2.surprise_effects_cumulative", False)
    effects = ww2_enc.combat.surprise_effects(state)
    assert {k for k, v in effects.items() if v} == own


def test_detect_rolls_camuflagem_against_atencao(ww2_enc: Encounter, faces: Faces) -> None:
    c = ww2_enc.combat
    faces(10, 10)  # Ana 10 + 4 against Kurt 10 + 1: not spotted
    out = c.detect("Ana", "Kurt")
    assert not out["detected"] and out["test"].total == 10 + STATS["Ana"]["camuflagem"]
    assert out["test"].opposition == 10 + STATS["Kurt"]["atencao"]
    faces(5, 10)  # 9 against 11: spotted
    out = c.detect("Fritz", "Ana")
    assert out["detected"] is True and c.attention("Ana") == "alert"


def test_equal_totals_mean_spotted(ww2_enc: Encounter, faces: Faces) -> None:
    faces(7, 10)  # Ana 7 + 4 = 11 against Kurt 10 + 1 = 11: not superior
    assert ww2_enc.combat.detect("Ana", "Kurt")["detected"] is True


def test_normal_victim_loses_a_round_and_initiative(ww2_enc: Encounter, faces: Faces) -> None:
    c = ww2_enc.combat
    c.set_attention("Kurt", "normal")
    c.detect("Ana", "Kurt", detected=False)
    # Ana rolls the lowest initiative but acts first
    faces(1, 1, 1, 6, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3)
    order = c.roll_initiative()
    assert order[0] == "Ana"
    assert "automatic initiative" in c.initiative_entries()[0].detail
    c.start_fight()
    while c.current_turn() != "Fritz":
        c.next_turn()
    assert c.next_turn() == "Ana"  # Kurt's turn came and passed: round 2 begins
    assert any("Kurt loses this round: the turn passes" in e["text"] for e in ww2_enc.log)
    while c.current_turn() != "Kurt":
        c.next_turn()
    assert ww2_enc.round.number == 2 and ww2_enc.cannot_act_reason("Kurt") is None


def test_alert_victim_gives_only_the_surprise_bonus(ww2_enc: Encounter) -> None:
    from core.rules.ww2.initiative import initiative_view

    out = ww2_enc.combat.detect("Ana", "Kurt", detected=False)
    assert [k for k, v in out["effects"].items() if v] == ["add_surprise_technique_to_po"]
    assert initiative_view(ww2_enc)["automatic"] == []
    assert ww2_enc.cannot_act_reason("Kurt") is None


@pytest.mark.parametrize("ignores", [False, True])
def test_relaxed_victim_no_defence(ww2_enc: Encounter, ignores: bool) -> None:
    c = ww2_enc.combat
    c.set_rule_setting("ww2.relaxed_no_defence_ignores_pd", ignores)
    c.set_attention("Kurt", "relaxed")
    c.set_cover("Kurt", armour="impenetrable", exposure="partial")
    c.detect("Ana", "Kurt", detected=False)
    plan = attacks.plan_attack(ww2_enc, "Ana", "Kurt")
    full = rows("defensive_power", component="exposure", level="full")[0]["modifier"]
    if ignores:
        assert plan.pd_total == full
    else:
        assert plan.pd_total == 10 + 10 and any("no defence" in n for n in plan.notes)


def test_detect_is_one_undo_step(ww2_enc: Encounter) -> None:
    before = ww2_enc.to_dict()
    ww2_enc.combat.set_attention("Kurt", "normal")
    mid = ww2_enc.to_dict()
    ww2_enc.combat.detect("Ana", "Kurt", detected=False)
    ww2_enc.undo()
    assert ww2_enc.to_dict() == mid
    ww2_enc.undo()
    assert ww2_enc.to_dict() == before
