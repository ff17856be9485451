"""Out-of-turn attacks through the runner's one attack request (seed 000): the free attack on
a failed retreat (RECUAR), full-auto follow-ups (FOGO TOTALMENTE AUTOMÁTICO) and the opposed
roll when two in overwatch fire at each other (VIGILÂNCIA). Each is an ``attack_flags()`` option
the preview and the attack take alike."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from core.encounter import Encounter
from core.movement import RollNeeded
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.yze import attacks as A
from core.rules.yze import initiative as I


def force(enc: Encounter, faces: Iterable[int]) -> None:
    left = list(faces)

    def die(sides: int) -> int:
        assert left, "the code rolled more dice than the test forced"
        return left.pop(0)

    enc.dice.die = die  # type: ignore[method-assign]


def row(table: str, row_id: str) -> dict:
    return next(r for r in load_table("yze", table)["rows"] if r["id"] == row_id)


def start(enc: Encounter, *order: str) -> None:
    for card, name in enumerate(order, start=1):
        I.choose_card(enc, name, card)
    I.start_fight(enc)
    assert I.current_turn(enc) == order[0]


def same_verdict(enc: Encounter, a: str, t: str, w: str | None, **flags: object) -> object:
    """Preview, then attack: allowed exactly when the attack goes, refused with its reason."""
    preview = enc.combat.attack_preview(a, t, w, **flags)
    try:
        result = enc.combat.attack(a, t, w, **flags)
    except RuleError as exc:
        assert not preview.allowed and str(exc) == preview.reason
        return None
    assert preview.allowed, preview.reason
    return result


# -- RECUAR ------------------------------------------------------------------------------------
@pytest.fixture
def retreat(yze_enc: Encounter) -> Encounter:
    """Bo (on turn) Engaged with Rat 1 in the Hall fails to retreat into the Corridor."""
    yze_enc.place("Rat 1", "z0")
    yze_enc.engage("Bo", "Rat 1")
    start(yze_enc, "Bo", "Rat 1", "Ana", "Rat 2", "Boss")
    force(yze_enc, [3] * 5)  # Mobility: agility 3 + mobility 2, no six
    yze_enc.combat.take_action("Bo", "retreat", target="z1")
    assert yze_enc.combatant("Bo").zone == "z1"  # the retreater still moves
    return yze_enc


def test_a_failed_retreat_gives_the_engaged_enemy_its_free_attack(retreat: Encounter) -> None:
    fight = retreat.combat
    assert fight.free_attacks_owed("Rat 1") == ["Bo"]
    assert "free" in fight.out_of_turn_attacks("Rat 1", "Bo")
    assert "turn" in fight.attack_preview("Rat 1", "Bo", "knife").reason  # not Rat 1's turn
    assert "failed retreat" in fight.attack_preview("Rat 2", "Bo", "knife", free=True).reason
    force(retreat, [6, 6] + [3] * 4)  # knife: strength 3 + melee 2 + bonus 1
    res = same_verdict(retreat, "Rat 1", "Bo", "knife", free=True, block=True)
    assert res is None  # "can't be blocked": a block is refused alike
    res = same_verdict(retreat, "Rat 1", "Bo", "knife", free=True)
    assert res.hit and res.net_successes == 2
    assert retreat.actions_spent("Rat 1") == {}  # "não conta para as ações deles"
    assert fight.free_attacks_owed("Rat 1") == []  # one attack
    assert same_verdict(retreat, "Rat 1", "Bo", "knife", free=True) is None


def test_the_free_attack_lapses_on_the_attackers_own_turn(retreat: Encounter) -> None:
    retreat.combat.next_turn()
    assert I.current_turn(retreat) == "Rat 1"
    assert retreat.combat.free_attacks_owed("Rat 1") == []


def test_a_retreat_roll_failed_at_the_table_is_told_to_the_runner(yze_enc: Encounter) -> None:
    need = RollNeeded("Mobility", "retreat", "…", "retreat", enemies=("Rat 1", "Rat 2"))
    yze_enc.combat.move_roll_failed("Bo", need)
    assert yze_enc.combat.free_attacks_owed("Rat 2") == ["Bo"]
    yze_enc.undo()  # one undo step
    assert yze_enc.combat.free_attacks_owed("Rat 2") == []
    yze_enc.combat.move_roll_failed("Bo", RollNeeded("Mobility", "x", "…", "cluttered"))
    assert yze_enc.combat.free_attacks_owed("Rat 2") == []


def test_the_free_attack_is_melee(retreat: Encounter) -> None:
    retreat.update_combatant("Rat 1", stats={**retreat.combatant("Rat 1").stats, "weapons": []})
    A.grant_free_attacks(retreat, "Bo", ["Ana"])
    reason = retreat.combat.attack_preview("Ana", "Bo", "pistol", free=True).reason
    assert "melee" in reason


# -- FOGO TOTALMENTE AUTOMÁTICO ------------------------------------------------------------------
def test_a_burst_goes_on_through_the_attack_request(yze_enc: Encounter) -> None:
    fa = row("full_auto", "basic_full_auto")
    A.set_weapon(yze_enc, {**A.weapon(yze_enc, "rifle"), "full_auto": True, "firearm": True})
    A.set_ammo(yze_enc, "Boss", "rifle", supply=4)
    yze_enc.place("Boss", "z1")
    fight = yze_enc.combat
    assert "burst" in fight.attack_preview("Boss", "Rat 1", "rifle", burst=True).reason
    for n in range(1, fa["max_attacks"] + 1):
        pool = A.attack_options(yze_enc, "Boss", "Ana", "rifle").pool
        last = n == fa["max_attacks"]
        force(yze_enc, [6] + [3] * (pool - 1) + ([1, 1, 3, 3] if last else []))
        flags = {"full_auto": True} if n == 1 else {"burst": True}
        assert ("burst" in fight.out_of_turn_attacks("Boss", "Ana")) is (n > 1)
        res = same_verdict(yze_enc, "Boss", "Ana", "rifle", **flags)
        assert res.hit and res.burst["attacks"] == n
    assert yze_enc.actions_spent("Boss") == {"slow": 1}  # the whole burst: one slow action
    assert res.ammo["supply_roll"]["after"] == 4 - 2 * A.SUPPLY_BANE_LOSS
    assert any("supply roll" in e for e in res.effects)  # said with the third attack
    assert same_verdict(yze_enc, "Boss", "Ana", "rifle", burst=True) is None


# -- VIGILÂNCIA: both in overwatch ---------------------------------------------------------------
@pytest.fixture
def standoff(yze_enc: Encounter) -> Encounter:
    """Ana (Hall) and Boss (Corridor) each in overwatch towards the other's zone."""
    yze_enc.place("Boss", "z1")
    start(yze_enc, "Ana", "Boss", "Bo", "Rat 1", "Rat 2")
    A.take_overwatch(yze_enc, "Ana", "z1")
    yze_enc.combat.next_turn()
    A.take_overwatch(yze_enc, "Boss", "z0")
    yze_enc.combat.next_turn()
    return yze_enc


def test_two_in_overwatch_roll_to_shoot_first(standoff: Encounter) -> None:
    fight = standoff.combat
    assert {"overwatch", "duel"} <= set(fight.out_of_turn_attacks("Ana", "Boss"))
    plan = A.attack_options(standoff, "Ana", "Boss", "pistol", duel=True)
    assert "comes with an overwatch shot" in " ".join(plan.reasons)
    # the opposed Ranged Combat roll: Ana agility 4 + ranged 3, Boss agility 3 + ranged 3
    force(standoff, [3] * 7 + [6] + [3] * 5)
    res = same_verdict(standoff, "Ana", "Boss", "pistol", overwatch=True, duel=True)
    assert res.outcome == "no_attack" and res.duel["first"] == "Boss"
    assert standoff.actions_spent("Ana") == {"fast": 1}  # her shot waits: no slow action yet
    waits = fight.attack_preview("Ana", "Boss", "pistol", overwatch=True, duel=True)
    assert not waits.allowed and "Boss's shot goes first" in waits.reason
    force(standoff, [3] * 20)  # Boss misses (no new opposed roll)
    shot = same_verdict(standoff, "Boss", "Ana", "rifle", overwatch=True, duel=True)
    assert shot.outcome == "miss"
    force(standoff, [6] + [3] * 20)
    mine = same_verdict(standoff, "Ana", "Boss", "pistol", overwatch=True, duel=True)
    assert mine.hit and mine.duel["first"] == "Boss"


def test_the_duel_winner_shoots_at_once(standoff: Encounter) -> None:
    force(standoff, [6] + [3] * 6 + [3] * 6 + [3] * 20)
    res = same_verdict(standoff, "Ana", "Boss", "pistol", overwatch=True, duel=True)
    assert res.duel["first"] == "Ana" and res.outcome == "miss"
    assert "Ana shoots first" in res.effects[0]
