"""Next round under BRP: the DEX-rank turns left pass as one undo step, the clock driven."""

from __future__ import annotations

import pytest

from core import effects as fx
from core.encounter import Encounter
from core.rules.base import RuleError


def test_skip_to_next_round_is_one_undo_step(fight: Encounter) -> None:
    fight.combat.next_turn()  # Rat at DEX 12
    before = fight.to_dict()
    steps = len(fight.history)
    assert fight.combat.skip_to_next_round() == "Ana"  # the highest DEX rank first
    assert fight.round.number == 2 and fight.combat.current_rank() == 15
    assert len(fight.history) == steps + 1
    fight.undo()
    assert fight.to_dict() == before


def test_skip_to_next_round_ticks_the_effects_once(fight: Encounter) -> None:
    rounds = fx.add_effect(fight, "Ogre", "Dazed", unit="rounds", count=2)
    turns = fx.add_effect(fight, "Bo", "Focus", unit="turns", count=2)
    ranks = fx.add_effect(fight, "Archer", "Guard", unit="dex_ranks", count=3)
    fight.combat.skip_to_next_round()
    assert fx.get_effect(fight, rounds)["remaining"] == 1  # one round end, not more
    assert fx.get_effect(fight, turns)["remaining"] == 1  # Bo's one turn of round 1
    assert all(e["id"] != ranks for e in fx.all_effects(fight))  # the counter ran the ranks
    fight.combat.skip_to_next_round()
    assert all(e["id"] not in (rounds, turns) for e in fx.all_effects(fight))


def test_skip_to_next_round_needs_a_fight(brp_enc: Encounter) -> None:
    with pytest.raises(RuleError, match="hasn't started"):
        brp_enc.combat.skip_to_next_round()
