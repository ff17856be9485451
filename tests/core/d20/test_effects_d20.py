"""Effect durations on the d20 turn order, exactly as the seed's two examples say
(resources/rules/d20/effect_duration.json), and scene-long effects (scenes.json)."""

from __future__ import annotations

import pytest

from core import effects as fx
from core.encounter import Encounter
from core.resources import load_table

EXAMPLES = {r["rule"]: r for r in load_table("d20", "effect_duration")["rows"]}
SCENES = {r["rule"]: r for r in load_table("d20", "scenes")["rows"]}


@pytest.fixture
def duel(make_d20, rig) -> Encounter:
    """Ana (initiative 22) then Bo (11), fight started: Ana's turn in round 1."""
    enc = make_d20(names=("Ana", "Bo"))
    rig(enc)(17, 9)
    enc.combat.roll_initiative()
    assert enc.combat.start_fight() == "Ana"
    return enc


def run_until_gone(enc: Encounter, eid: str, limit: int = 12) -> tuple[int, str]:
    """Advance turns until effect ``eid`` is gone; (round, whose turn just ended)."""
    for _ in range(limit):
        ending, rnd = enc.combat.current_turn(), enc.round.number
        enc.combat.next_turn()
        if not any(e["id"] == eid for e in fx.all_effects(enc)):
            return rnd, ending
    raise AssertionError("the effect never ended")


def test_example_1_bonus_to_the_user(duel: Encounter) -> None:
    ex = EXAMPLES["example_user_bonus"]
    assert ex["affected"] == "user" and ex["end_key"] == "end_of_next_own_turn"
    eid = duel.combat.add_timed_effect(
        "Ana", "Técnica", ex["duration_turns"], modifiers={"testes": ex["modifier"]}
    )
    assert duel.combat.effect_modifiers("Ana") == {"testes": 1}
    # the turn it starts in is turn 1; it lasts to the end of the user's next turn
    assert run_until_gone(duel, eid) == (2, "Ana")


@pytest.mark.parametrize(
    ("during", "victim", "ends"),
    [
        ("Ana", "Bo", (2, "Bo")),  # the victim acts later this round: turns in rounds 1 and 2
        ("Bo", "Ana", (3, "Ana")),  # the victim acted already: rounds 2 and 3
    ],
)
def test_example_2_penalty_on_a_victim(duel: Encounter, during: str, victim: str, ends) -> None:
    ex = EXAMPLES["example_victim_penalty"]
    assert ex["affected"] == "victim" and ex["start_key"] == "first_own_turn_under_effect"
    if during == "Bo":
        duel.combat.next_turn()
    eid = duel.combat.add_timed_effect(
        victim, "Técnica", ex["duration_turns"], source=during, modifiers={"testes": ex["modifier"]}
    )
    assert duel.combat.effect_modifiers(victim) == {"testes": -1}  # works at once
    assert run_until_gone(duel, eid) == ends


def test_a_penalty_put_on_the_victim_during_their_own_turn(duel: Encounter) -> None:
    # Bo hits Ana (a reaction) while Ana acts: the rest of this turn is not "a turn under it"
    eid = duel.combat.add_timed_effect("Ana", "Atordoado", 2, source="Bo", modifiers={"testes": -1})
    assert run_until_gone(duel, eid) == (3, "Ana")


def test_attack_rolls_feel_the_effects(duel: Encounter, rig) -> None:
    duel.place("Bo", "z0")
    duel.combat.add_timed_effect("Ana", "Técnica", 2, modifiers={"testes": 1})
    preview = duel.combat.attack_preview("Ana", "Bo")
    assert [(m.label, m.value) for m in preview.modifiers] == [
        ("Attack bonus", "+5"),
        ("Effects (tests)", "+1"),
    ]


def test_scene_effects_end_with_the_scene(duel: Encounter) -> None:
    assert SCENES["lasts_until_scene_end"]["duration"] == "scene"
    choice = load_table("d20", "scenes")["choices"][0]
    assert choice["setting"] == "d20.scene_end"
    duel.combat.add_scene_effect("Ana", "Bênção", modifiers={"testes": 1})
    turn = duel.combat.add_timed_effect("Bo", "Foco", 9)
    for _ in range(6):
        duel.combat.next_turn()
    assert {e["label"] for e in fx.all_effects(duel)} == {"Bênção", "Foco"}
    duel.combat.end_scene()
    assert [e["id"] for e in fx.all_effects(duel)] == [turn]


@pytest.mark.parametrize(("mode", "left"), [("end_fight", 0), ("gm", 1)])
def test_ending_the_fight_ends_the_scene_by_default(duel: Encounter, mode: str, left: int) -> None:
    duel.ruleset.settings["d20.scene_end"] = mode
    duel.combat.add_scene_effect("Ana", "Bênção", modifiers={"testes": 1})
    duel.combat.end_fight()
    assert len(fx.effects_on(duel, "Ana")) == left
