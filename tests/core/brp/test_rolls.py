"""The d100 roll: grades (difficulty.json), result levels (settings), resistance rolls."""

from __future__ import annotations

import pytest

from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.brp import rolls
from core.rules.brp.state import set_setting

from .helpers import load

DIFFICULTY = {r["grade"]: r for r in load_table("brp", "difficulty")["rows"]}


def test_difficult_halves_as_the_cover_example(brp_enc: Encounter) -> None:
    # cover.json example: skill 72, Difficult 36
    ex = next(r for r in load_table("brp", "cover")["rows"] if r.get("example"))
    assert rolls.graded_chance(brp_enc, ex["skill"], "difficult") == ex["adjusted_skill"]
    assert DIFFICULTY["difficult"]["skill_multiplier"] == 0.5


@pytest.mark.parametrize(("how", "expected"), [("up", 18), ("down", 17), ("nearest", 18)])
def test_difficult_rounding_is_a_setting(brp_enc: Encounter, how: str, expected: int) -> None:
    set_setting(brp_enc, "brp.difficult_rounding", how)
    assert rolls.graded_chance(brp_enc, 35, "difficult") == expected


def test_easy_doubles_from_the_data(brp_enc: Encounter) -> None:
    assert brp_enc.ruleset.settings["brp.easy_multiplier"] == DIFFICULTY["easy"]["skill_multiplier"]
    assert rolls.graded_chance(brp_enc, 35, "easy") == 70
    assert rolls.graded_chance(brp_enc, 35, "impossible") == 0


@pytest.mark.parametrize(
    ("grades", "net"),
    [
        (["easy", "difficult"], "normal"),
        (["difficult", "difficult"], "difficult"),
        (["easy", "easy"], "easy"),
        (["easy", "difficult", "difficult"], "normal"),
        (["difficult", "impossible", "easy"], "impossible"),
        ([], "normal"),
    ],
)
def test_grades_cancel_and_do_not_stack(grades: list[str], net: str) -> None:
    assert DIFFICULTY["easy_and_difficult"]["skill_multiplier"] == 1
    assert rolls.net_grade(grades) == net


def test_an_unknown_grade_is_refused() -> None:
    with pytest.raises(RuleError):
        rolls.net_grade(["hard"])


# BRP-standard ranges: special 1/5 (difficulty.json), critical 1/20, fumble top 1/20 of failure,
# rounded to the nearest; the special and fumble columns match the published BRP table.
@pytest.mark.parametrize(
    ("chance", "critical", "special", "success", "fumble_from"),
    [
        (5, 1, 1, 5, 96),
        (7, 1, 1, 7, 96),
        (8, 1, 2, 8, 96),
        (10, 1, 2, 10, 96),
        (11, 1, 2, 11, 97),
        (13, 1, 3, 13, 97),
        (30, 2, 6, 30, 97),
        (31, 2, 6, 31, 98),
        (36, 2, 7, 36, 98),
        (50, 3, 10, 50, 98),
        (51, 3, 10, 51, 99),
        (72, 4, 14, 72, 100),
        (100, 5, 20, 95, 100),
        (110, 6, 22, 95, 100),
        (0, 1, 1, 5, 96),
    ],
)
def test_result_ranges(
    brp_enc: Encounter, chance: int, critical: int, special: int, success: int, fumble_from: int
) -> None:
    r = rolls.ranges(brp_enc, chance)
    assert (r.critical, r.special, r.success, r.fumble_from) == (
        critical,
        special,
        success,
        fumble_from,
    )


def test_special_is_one_fifth_from_the_data(brp_enc: Encounter) -> None:
    assert DIFFICULTY["special_success"]["skill_fraction"] == 0.2
    assert rolls.ranges(brp_enc, 60).special == 12


def test_ranges_none_setting_drops_criticals_and_fumbles(brp_enc: Encounter) -> None:
    set_setting(brp_enc, "brp.critical_and_fumble_ranges", "none")
    r = rolls.ranges(brp_enc, 50)
    assert (r.critical, r.fumble_from) == (0, 101)


@pytest.mark.parametrize(
    ("face", "level"),
    [
        (1, "critical"),
        (3, "critical"),
        (4, "special"),
        (10, "special"),
        (11, "success"),
        (50, "success"),
        (51, "failure"),
        (97, "failure"),
        (98, "fumble"),
        (100, "fumble"),
    ],
)
def test_level_boundaries_at_50(brp_enc: Encounter, face: int, level: str) -> None:
    load(brp_enc, [face])
    out = rolls.skill_roll(brp_enc, None, 50)
    assert out == level and out.roll == face and out.success is (level in rolls.SUCCESSES)


def test_long_range_hits_are_never_special(brp_enc: Encounter) -> None:
    r = rolls.ranges(brp_enc, 20, no_special=True)
    assert rolls.level_of(r, 1) == "success"
    only = rolls.ranges(brp_enc, 80, only_01=True)
    assert rolls.level_of(only, 1) == "success" and rolls.level_of(only, 2) == "failure"


def test_skill_roll_reads_skills_and_characteristic_rolls(brp_enc: Encounter) -> None:
    load(brp_enc, [20, 20, 20])
    dodge = rolls.skill_roll(brp_enc, "Ana", "Dodge", difficulty="difficult")
    assert dodge.chance == 20 and dodge == "success"  # 40 halved
    agility = rolls.skill_roll(brp_enc, "Ana", "Agility")
    assert agility.chance == 75  # DEX 15 × 5
    luck = rolls.skill_roll(brp_enc, "Ana", "Sorte", modifier=-10)
    assert luck.chance == 45  # POW 11 × 5 − 10
    assert "Agility" in brp_enc.log[-2]["text"] and brp_enc.log[-1]["kind"] == "roll"


def test_skill_roll_is_one_undo_step(brp_enc: Encounter) -> None:
    before = brp_enc.to_dict()
    rolls.skill_roll(brp_enc, "Ana", "Sword")
    assert brp_enc.to_dict() != before
    brp_enc.undo()
    assert brp_enc.to_dict() == before


def test_unknown_skill_changes_nothing(brp_enc: Encounter) -> None:
    before = brp_enc.to_dict()
    with pytest.raises(RuleError, match="no skill"):
        rolls.skill_roll(brp_enc, "Ana", "Astrophysics")
    assert brp_enc.to_dict() == before


def test_impossible_fails_without_a_roll(brp_enc: Encounter) -> None:
    queue = load(brp_enc, [1])
    out = rolls.skill_roll(brp_enc, "Ana", "Sword", difficulty="impossible")
    assert out == "failure" and out.roll is None and queue == [1]


@pytest.mark.parametrize(
    ("active", "passive", "chance"),
    [(12, 10, 60), (10, 10, 50), (8, 10, 40), (19, 10, 95), (1, 10, 5)],
)
def test_resistance_formula(brp_enc: Encounter, active: int, passive: int, chance: int) -> None:
    assert rolls.resistance_chance(brp_enc, active, passive) == chance


def test_resistance_is_automatic_past_100_and_0(brp_enc: Encounter) -> None:
    queue = load(brp_enc, [99, 1])
    assert rolls.resistance_roll(brp_enc, 20, 10) == "success"
    assert rolls.resistance_roll(brp_enc, 0, 10) == "failure"
    assert queue == [99, 1]  # nothing rolled
    set_setting(brp_enc, "brp.resistance_automatic", False)
    assert rolls.resistance_roll(brp_enc, 20, 10) == "failure"  # 99 fails anyway


def test_resistance_formula_is_a_setting(brp_enc: Encounter) -> None:
    set_setting(brp_enc, "brp.resistance_formula", {"base": 40, "per_point": 10})
    assert rolls.resistance_chance(brp_enc, 12, 10) == 60
    with pytest.raises(RuleError):
        set_setting(brp_enc, "brp.resistance_formula", {"base": 40})


def test_setting_changes_are_undone(brp_enc: Encounter) -> None:
    before = brp_enc.to_dict()
    set_setting(brp_enc, "brp.difficult_rounding", "down")
    brp_enc.undo()
    assert brp_enc.to_dict() == before
    with pytest.raises(RuleError):
        set_setting(brp_enc, "brp.difficult_rounding", "sideways")
