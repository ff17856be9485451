"""Time beyond the round (seed 000 "RECUPERAÇÃO", "CURANDO CRÍTICOS", "MORTE"): resting heals
one point of damage and one of stress per shift, a broken character alone one point per shift;
a day of care counts as two for critical injuries; lethal injuries call for death rolls; timed
effects counted in rounds end; one log line, one undo step."""

from __future__ import annotations

import json

import pytest

from core.encounter import Encounter
from core.resources import resources_dir
from core.rules.base import RuleError
from core.rules.yze import damage as D
from core.rules.yze.rest import pass_time, shifts_per_day

RECOVERY = json.loads((resources_dir() / "rules/yze/recovery.json").read_text(encoding="utf-8"))
ROWS = {r["id"]: r for r in RECOVERY["rows"]}


def hurt(enc: Encounter, name: str, damage: int, stress: int = 0) -> None:
    enc.combat.apply_damage(name, damage, can_crit=False)
    if stress:
        enc.combat.apply_stress(name, stress, can_crit=False)


def test_the_seeds_numbers() -> None:
    assert ROWS["not_broken"]["heal_amount"] == 1 and ROWS["on_your_own"]["heal_amount"] == 1
    assert ROWS["time_units"]["unit_labels"]["turn"] == "shift"


def test_a_shift_heals_one_damage_and_one_stress(yze_enc: Encounter) -> None:
    hurt(yze_enc, "Ana", 3, stress=2)
    out = pass_time(yze_enc, "shift", 1)
    assert D.health(yze_enc, "Ana")[0] == D.health(yze_enc, "Ana")[1] - 2
    assert D.resolve(yze_enc, "Ana")[0] == D.resolve(yze_enc, "Ana")[1] - 1
    assert out["healed"] == {"Ana": {"physical": 1, "mental": 1}}
    assert out["text"] == "1 shift passes. Ana recovers 1 damage and 1 stress."
    assert yze_enc.log[-1]["text"] == out["text"]


def test_several_shifts_heal_one_each(yze_enc: Encounter) -> None:
    hurt(yze_enc, "Ana", 4)
    pass_time(yze_enc, "shift", 3)
    cur, mx = D.health(yze_enc, "Ana")
    assert mx - cur == 1


def test_broken_alone_heals_one_point_of_what_broke_them(yze_enc: Encounter) -> None:
    _, mx = D.health(yze_enc, "Bo")
    hurt(yze_enc, "Bo", mx)
    assert D.is_broken(yze_enc, "Bo")
    pass_time(yze_enc, "shift", 1, resting=["Bo"])
    assert D.health(yze_enc, "Bo")[0] == 1 and not D.is_broken(yze_enc, "Bo")


def test_a_stretch_heals_nothing(yze_enc: Encounter) -> None:
    hurt(yze_enc, "Ana", 2)
    out = pass_time(yze_enc, "stretch", 5)
    assert out["healed"] == {} and out["text"].startswith("5 stretches pass.")
    assert D.health(yze_enc, "Ana")[1] - D.health(yze_enc, "Ana")[0] == 2


def test_a_day_of_rest_is_four_shifts(yze_enc: Encounter) -> None:
    assert shifts_per_day(yze_enc) == ROWS["time_units"]["shifts_per_day"] == 4
    hurt(yze_enc, "Bo", 5)
    pass_time(yze_enc, "day", 1)
    assert D.health(yze_enc, "Bo")[1] - D.health(yze_enc, "Bo")[0] == 1


def test_only_those_resting_recover(yze_enc: Encounter) -> None:
    hurt(yze_enc, "Ana", 2)
    hurt(yze_enc, "Rat 1", 2)
    pass_time(yze_enc, "shift", 1, resting=["Rat 1"])
    assert D.health(yze_enc, "Ana")[1] - D.health(yze_enc, "Ana")[0] == 2
    assert D.health(yze_enc, "Rat 1")[1] - D.health(yze_enc, "Rat 1")[0] == 1


@pytest.mark.parametrize(("care", "step"), [(None, 1), ({"Ana": True}, 2)])
def test_a_day_of_care_counts_as_two(yze_enc: Encounter, care, step: int) -> None:
    yze_enc.combat.roll_crit("Ana", "physical", 31)  # broken nose, D6 days
    days = yze_enc.combat.injuries("Ana")[0]["days_left"]
    pass_time(yze_enc, "day", 1, cared_for=care)
    left = yze_enc.combat.injuries("Ana")[0]["days_left"]
    assert left == max(0, days - step)


def test_care_is_counted_per_day(yze_enc: Encounter) -> None:
    with pytest.raises(RuleError, match="per day"):
        pass_time(yze_enc, "shift", 1, cared_for={"Ana": True})


def test_timed_effects_in_rounds_end(yze_enc: Encounter) -> None:
    yze_enc.combat.add_effect("Ana", "Dazed", unit="rounds", count=3)
    yze_enc.combat.add_effect("Ana", "Cursed", unit="until_removed")
    out = pass_time(yze_enc, "stretch", 1)
    assert out["effects_ended"] == 1
    assert [e["label"] for e in yze_enc.combat.effects_on("Ana")] == ["Cursed"]


def test_lethal_injuries_call_for_death_rolls(yze_enc: Encounter) -> None:
    rows = yze_enc.ruleset.table("critical_injuries_physical")["rows"]
    lethal = next(r for r in rows if r["lethal"] and r["time_limit"] == "stretch")
    yze_enc.combat.roll_crit("Bo", "physical", lethal["d66_min"])
    out = pass_time(yze_enc, "stretch", 1)
    assert "Bo" in out["death_rolls"] and "Death rolls due: Bo." in out["text"]


def test_one_undo_step(yze_enc: Encounter) -> None:
    hurt(yze_enc, "Ana", 3, stress=1)
    before = yze_enc.to_dict()
    pass_time(yze_enc, "day", 2)
    yze_enc.undo()
    assert yze_enc.to_dict() == before


@pytest.mark.parametrize(("unit", "count"), [("turn", 1), ("week", 1), ("shift", 0), ("day", 1.5)])
def test_bad_input_is_refused(yze_enc: Encounter, unit: str, count) -> None:
    with pytest.raises(RuleError):
        pass_time(yze_enc, unit, count)


def test_the_gm_tool_says_shift_not_turn(yze_enc: Encounter) -> None:
    tool = next(t for t in yze_enc.combat.gm_tools() if t.id == "pass_time")
    unit = tool.params[0]
    assert unit.choices == ("stretch", "shift", "day")
    words = " ".join([tool.title, tool.help, *unit.choice_labels, *(p.label for p in tool.params)])
    assert "turn" not in words.lower()
    hurt(yze_enc, "Ana", 2)
    hurt(yze_enc, "Rat 1", 2)
    out = yze_enc.combat.run_gm_tool("pass_time", unit="shift", count=2, resting="pcs")
    assert out["text"] == "2 shifts pass. Ana recovers 2 damage."
    out = yze_enc.combat.run_gm_tool(
        "pass_time", unit="day", count=1, resting="nobody", cared_for="Ana", carer="Bo"
    )
    assert out["text"].startswith("1 day passes.")
