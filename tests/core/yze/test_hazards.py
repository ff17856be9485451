"""YZE hazards: total darkness, fire, explosions and falls — numbers from their tables, dice
forced, every operation undoable."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Any

import pytest

from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.yze import attacks as A
from core.rules.yze import damage as D
from core.rules.yze import hazards as H


def rows(table: str) -> list[dict[str, Any]]:
    return load_table("yze", table)["rows"]


def row(table: str, row_id: str) -> dict[str, Any]:
    return next(r for r in rows(table) if r["id"] == row_id)


def force(enc: Encounter, faces: Iterable[int]) -> list[int]:
    left = list(faces)

    def die(sides: int) -> int:
        assert left, "the code rolled more dice than the test forced"
        face = left.pop(0)
        assert 1 <= face <= sides
        return face

    enc.dice.die = die  # type: ignore[method-assign]
    return left


def health(enc: Encounter, name: str) -> int:
    return D.health(enc, name)[0]


POWER_ROWS = [r for r in rows("blast_power") if r["kind"] == "power_rating"]


# -- falling ---------------------------------------------------------------------------------
@pytest.mark.parametrize("height", [0, 1, 2, 3, 5, 7, 9.9, 12])
def test_fall_damage_is_height_over_two_rounded_down(yze_enc: Encounter, height: float) -> None:
    r = row("falling", "falling_damage")
    expected = math.floor(height / r["height_divisor"])
    assert H.fall_damage(yze_enc, height) == expected
    hp = health(yze_enc, "Bo")
    out = H.fall(yze_enc, "Bo", height)
    assert out["damage"] == expected
    assert health(yze_enc, "Bo") == max(0, hp - expected)


@pytest.mark.parametrize("successes", [0, 1, 2, 5])
def test_controlled_jump_saves_one_per_success(yze_enc: Encounter, successes: int) -> None:
    per = row("falling", "controlled_jump")["damage_reduction_per_success"]
    pool = 3 + 2  # Bo: agility 3 + mobility 2
    force(yze_enc, [6] * min(successes, pool) + [2] * (pool - min(successes, pool)))
    out = H.fall(yze_enc, "Bo", 6, controlled=True)
    full = H.fall_damage(yze_enc, 6)
    assert out["damage"] == max(0, full - per * min(successes, pool))


def test_armour_does_not_soften_a_fall(yze_enc: Encounter) -> None:
    D.set_armour(yze_enc, "Bo", 6)
    hp = health(yze_enc, "Bo")
    H.fall(yze_enc, "Bo", 4)
    assert health(yze_enc, "Bo") == hp - 2


# -- darkness --------------------------------------------------------------------------------
def test_total_darkness_marks_zones(yze_enc: Encounter) -> None:
    before = yze_enc.to_dict()
    H.set_total_darkness(yze_enc, "z1")
    assert H.is_total_darkness(yze_enc, "z1") and A.total_darkness_zones(yze_enc) == ["z1"]
    yze_enc.undo()
    assert yze_enc.to_dict() == before


@pytest.mark.parametrize(("faces", "hurt"), [([6, 2, 2, 2, 2], False), ([2, 2, 2, 2, 2], True)])
def test_running_in_total_darkness(yze_enc: Encounter, faces: list[int], hurt: bool) -> None:
    r = row("darkness", "running")
    assert r["run_roll_skill"] == "mobility"
    force(yze_enc, faces)
    hp = health(yze_enc, "Bo")
    out = H.darkness_run(yze_enc, "Bo")
    assert out["success"] is not hurt
    assert health(yze_enc, "Bo") == hp - (r["damage_on_failure"] if hurt else 0)


# -- fire ------------------------------------------------------------------------------------
def test_fire_exposure_catches_and_grows(yze_enc: Encounter) -> None:
    per = row("fire", "damage")["damage_per_success"]
    step = row("fire", "burning")["intensity_step_per_round"]
    force(yze_enc, [6, 6, 2, 2])
    hp = health(yze_enc, "Bo")
    out = H.set_on_fire(yze_enc, "Bo", 4)
    assert out["damage"] == 2 * per
    assert health(yze_enc, "Bo") == hp - 2 * per
    assert H.burning(yze_enc, "Bo") == 4 + step
    # the same round: no second attack on the turn hook
    H.on_turn_start(yze_enc, "Bo")
    assert health(yze_enc, "Bo") == hp - 2 * per
    # next round, on Bo's turn: intensity 5
    yze_enc.next_round()
    force(yze_enc, [6, 2, 2, 2, 2])
    H.on_turn_start(yze_enc, "Bo")
    assert health(yze_enc, "Bo") == hp - 3 * per
    assert H.burning(yze_enc, "Bo") == 4 + 2 * step
    # no damage: the fire goes out by itself
    yze_enc.next_round()
    force(yze_enc, [2] * (4 + 2 * step))
    H.on_turn_start(yze_enc, "Bo")
    assert H.burning(yze_enc, "Bo") is None


def test_fire_that_does_no_damage_does_not_catch(yze_enc: Encounter) -> None:
    force(yze_enc, [2, 2, 2])
    out = H.set_on_fire(yze_enc, "Bo", 3)
    assert out["damage"] == 0 and H.burning(yze_enc, "Bo") is None


def test_step_dice_fire_rolls_two_dice_of_the_rating(yze_enc: Encounter) -> None:
    assert row("fire", "intensity")["step_dice_count"] == 2
    force(yze_enc, [6, 3])  # a D8 and a D8
    out = H.set_on_fire(yze_enc, "Bo", "C")
    assert len(out["roll"]["dice"]) == 2 and out["damage"] == 1
    assert H.burning(yze_enc, "Bo") == "B"  # one step up


def test_armour_does_not_stop_fire_and_broken_by_fire_starts_death_rolls(
    yze_enc: Encounter,
) -> None:
    D.set_armour(yze_enc, "Rat 1", 6)
    force(yze_enc, [6] * 9)
    out = H.set_on_fire(yze_enc, "Rat 1", 9)
    assert out["damage"] == 9
    assert D.is_broken(yze_enc, "Rat 1")
    assert out["applied"]["fire_death_rolls"]


def test_extinguish_with_a_blanket(yze_enc: Encounter) -> None:
    r = row("fire", "extinguish")
    H.set_on_fire(yze_enc, "Bo", 5, attack_now=False)
    with pytest.raises(RuleError, match="Engaged"):
        H.extinguish(yze_enc, "Ana", "Bo")
    yze_enc.engage("Ana", "Bo")
    pool = 4 + 2 + r["blanket_modifier"]  # Ana: agility 4 + mobility 2, +2 blanket
    force(yze_enc, [2] * (pool - 1) + [6])
    out = H.extinguish(yze_enc, "Ana", "Bo", blanket=True)
    assert out["success"] and len(out["roll"]["dice"]) == pool
    assert H.burning(yze_enc, "Bo") is None
    assert yze_enc.actions_spent("Ana") == {r["action"]: 1}


def test_extinguish_yourself_can_fail(yze_enc: Encounter) -> None:
    H.set_on_fire(yze_enc, "Bo", 5, attack_now=False)
    force(yze_enc, [2] * 5)
    assert not H.extinguish(yze_enc, "Bo")["success"]
    assert H.burning(yze_enc, "Bo") == 5
    with pytest.raises(RuleError):
        H.extinguish(yze_enc, "Ana")  # not burning


# -- explosions ------------------------------------------------------------------------------
@pytest.mark.parametrize("p", POWER_ROWS, ids=lambda r: r["id"])
def test_blast_power_table(yze_enc: Encounter, p: dict[str, Any]) -> None:
    rule = row("blast_power", "damage")
    pool = p["dice_pool"]
    # Rat 1: two successes; Rat 2: none
    force(yze_enc, [6, 6] + [2] * (pool - 2) + [2] * pool)
    out = H.explode(yze_enc, "z1", pool, powerful=False)
    hits = {o["name"]: o for o in out}
    assert set(hits) == {"Rat 1", "Rat 2"}
    assert hits["Rat 1"]["damage"] == p["base_damage"] + rule["damage_per_extra_success"]
    assert hits["Rat 2"]["damage"] == 0 and not hits["Rat 2"]["hit"]
    assert all(len(o["roll"]["dice"]) == pool for o in out)


@pytest.mark.parametrize("p", POWER_ROWS, ids=lambda r: r["id"])
def test_engaged_victims_take_one_more_at_least_one(yze_enc: Encounter, p: dict[str, Any]) -> None:
    extra = row("blast_power", "engaged_extra_damage")
    pool = p["dice_pool"]
    force(yze_enc, [6] + [2] * (pool - 1) + [2] * pool)
    out = H.explode(yze_enc, "z1", pool, engaged_with=["Rat 1", "Rat 2"], powerful=False)
    hits = {o["name"]: o for o in out}
    assert hits["Rat 1"]["damage"] == p["base_damage"] + extra["damage_modifier"]
    assert hits["Rat 2"]["damage"] == extra["minimum_damage"]


def test_engaged_by_position(yze_enc: Encounter) -> None:
    rat = yze_enc.combatant("Rat 1").position
    force(yze_enc, [2] * 6)
    out = H.explode(yze_enc, "z1", 3, at=rat, powerful=False)
    engaged = {o["name"]: o["engaged"] for o in out}
    assert engaged["Rat 1"] is True
    assert engaged["Rat 2"] is (
        math.dist(yze_enc.combatant("Rat 2").position, rat) <= H.ENGAGED_REACH
    )


def test_step_blast_rolls_two_dice(yze_enc: Encounter) -> None:
    b = next(p for p in POWER_ROWS if p["step"] == "B")
    force(yze_enc, [6, 10, 2, 2])  # Rat 1: 1 + 2 successes; Rat 2: none
    out = H.explode(yze_enc, "z1", "B", powerful=False)
    assert out[0]["successes"] == 3 and out[0]["damage"] == b["base_damage"] + 2
    assert all(len(o["roll"]["dice"]) == 2 for o in out)


def test_powerful_blast_reaches_through_open_borders_only(yze_enc: Encounter) -> None:
    red = row("blast_power", "adjacent_zone_reduction")
    force(yze_enc, [2] * 200)
    out = H.explode(yze_enc, "z1", 12)
    by_zone: dict[str, list[dict[str, Any]]] = {}
    for o in out:
        by_zone.setdefault(o["zone"], []).append(o)
    assert {o["name"] for o in by_zone["z0"]} == {"Ana", "Bo"}  # open border
    assert "z2" not in by_zone  # closed door: the Boss is shielded
    assert all(len(o["roll"]["dice"]) == 12 + red["dice_pool_modifier"] for o in by_zone["z0"])
    yze_enc.map.update_border("z1", "z2", state="open")
    force(yze_enc, [2] * 200)
    out = H.explode(yze_enc, "z1", 12)
    assert "Boss" in {o["name"] for o in out}


@pytest.mark.parametrize("p", POWER_ROWS, ids=lambda r: r["id"])
def test_which_charges_reach_adjacent_zones(yze_enc: Encounter, p: dict[str, Any]) -> None:
    red = row("blast_power", "adjacent_zone_reduction")
    reduced = p["dice_pool"] + red["dice_pool_modifier"]
    on_table = any(q["dice_pool"] == reduced for q in POWER_ROWS)
    force(yze_enc, [2] * 200)
    out = H.explode(yze_enc, "z1", p["dice_pool"])
    assert ("Ana" in {o["name"] for o in out}) is on_table


def test_armour_helps_against_a_blast(yze_enc: Encounter) -> None:
    D.set_armour(yze_enc, "Rat 1", 2)
    # Rat 1: three successes, then armour 2 dice (one success); Rat 2: none
    force(yze_enc, [6, 6, 6, 6, 2, 2, 2, 2])
    hp = health(yze_enc, "Rat 1")
    out = H.explode(yze_enc, "z1", 3, powerful=False)
    assert out[0]["damage"] == 3 and out[0]["damage_taken"] == 2
    assert health(yze_enc, "Rat 1") == hp - 2


def test_blast_roll_cannot_be_pushed(yze_enc: Encounter) -> None:
    assert row("blast_power", "who_rolls")["can_push"] is False
    roll = H._roll_rating(yze_enc, 6, "x", step_dice=2)
    assert roll.pushable is False


def test_blast_off_the_table_needs_base_damage(yze_enc: Encounter) -> None:
    with pytest.raises(RuleError, match="base damage"):
        H.explode(yze_enc, "z1", 7)
    force(yze_enc, [6] + [2] * 13)
    out = H.explode(yze_enc, "z1", 7, base_damage=2, powerful=False)
    assert out[0]["damage"] == 2


# -- undo ------------------------------------------------------------------------------------
UNDO_CASES: dict[str, Callable[[Encounter], Any]] = {
    "fall": lambda e: H.fall(e, "Bo", 6, controlled=True),
    "darkness_run": lambda e: H.darkness_run(e, "Bo"),
    "set_on_fire": lambda e: H.set_on_fire(e, "Bo", 6),
    "burning": lambda e: H.set_on_fire(e, "Bo", 6, attack_now=False),
    "explode": lambda e: H.explode(e, "z1", 12, engaged_with="Rat 1"),
    "darkness": lambda e: H.set_total_darkness(e, "z0"),
}


@pytest.mark.parametrize("label", list(UNDO_CASES))
def test_undo_and_redo(yze_enc: Encounter, label: str) -> None:
    before = yze_enc.to_dict()
    UNDO_CASES[label](yze_enc)
    after = yze_enc.to_dict()
    assert after != before
    yze_enc.undo()
    assert yze_enc.to_dict() == before
    yze_enc.redo()
    assert yze_enc.to_dict() == after


def test_extinguish_undo(yze_enc: Encounter) -> None:
    H.set_on_fire(yze_enc, "Bo", 5, attack_now=False)
    before = yze_enc.to_dict()
    H.extinguish(yze_enc, "Bo", blanket=True)
    yze_enc.undo()
    assert yze_enc.to_dict() == before


def test_fire_on_turn_start_through_initiative(yze_enc: Encounter) -> None:
    from core.rules.yze import initiative as I

    I.choose_card(yze_enc, "Bo", 1)
    I.draw_initiative(yze_enc)
    H.set_on_fire(yze_enc, "Bo", 3, attack_now=False)
    hp = health(yze_enc, "Bo")
    force(yze_enc, [6, 6, 6])
    I.start_fight(yze_enc)  # Bo's turn starts: the fire attacks
    assert health(yze_enc, "Bo") == hp - 3
    assert any(e["kind"] == "fire" and e.get("roll") for e in yze_enc.log)
