"""``enc.combat``: the YZE modules work together — a whole round driven through the facade, and
the rules that cross module lines (grapple stops a map move; any damage ends aim)."""

from __future__ import annotations

import pytest

from core.encounter import Encounter
from core.rules.yze.combat import YZECombat


def test_facade_is_cached_and_yze(yze_enc: Encounter) -> None:
    assert isinstance(yze_enc.combat, YZECombat)
    assert yze_enc.combat is yze_enc.combat


def test_a_whole_round_through_the_facade(yze_enc: Encounter) -> None:
    c = yze_enc.combat
    c.draw_initiative()
    order = c.initiative_order()
    cards = [e["card"] for e in order]
    assert cards == sorted(cards) and len(set(cards)) == 5
    c.start_fight()
    seen = [c.current_turn()]
    for _ in range(4):
        seen.append(c.next_turn())
    assert sorted(seen) == sorted(["Ana", "Bo", "Rat 1", "Rat 2", "Boss"])
    assert yze_enc.round.number == 1
    c.next_turn()
    assert yze_enc.round.number == 2
    assert c.current_turn() == seen[0]


def test_grappled_combatant_cannot_move_on_the_map(yze_enc: Encounter) -> None:
    enc = yze_enc
    enc.place("Bo", "z1")
    state = enc.ruleset.combatant_state(enc, "Rat 1").setdefault("combat", {})
    state["grappled_by"] = "Bo"
    enc.ruleset.combatant_state(enc, "Bo").setdefault("combat", {})["grappling"] = "Rat 1"
    chk = enc.check_move("Rat 1", "z0")
    assert not chk.allowed
    assert "grappled by Bo" in chk.reason
    assert not enc.check_move("Bo", "z0").allowed


def test_damage_from_any_source_ends_aim(yze_enc: Encounter) -> None:
    enc = yze_enc
    enc.combat.aim("Ana")
    assert enc.ruleset.combatant_state(enc, "Ana")["combat"]["aim"] == 2
    enc.combat.apply_damage("Ana", 1, kind="physical", source="a falling beam")
    assert not enc.ruleset.combatant_state(enc, "Ana")["combat"].get("aim")


@pytest.mark.parametrize("zone", ["z1", "z0"])
def test_broken_combatant_cannot_be_dragged(yze_enc: Encounter, zone: str) -> None:
    enc = yze_enc
    enc.combat.apply_damage("Ana", 50, kind="physical", source="test", can_crit=False)
    chk = enc.check_move("Ana", zone)
    if zone == "z0":  # staying put is no move
        assert chk.allowed
    else:
        assert not chk.allowed and "Broken" in chk.reason
