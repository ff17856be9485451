"""Critical injuries, death rolls, stabilising and healing (seed 000 "LESÕES CRÍTICAS", "MORTE",
"CURANDO CRÍTICOS" and both D66 tables).

Every row of both tables is checked by entering its D66 numbers; dice are forced face by face.
Fixture ``yze_enc``: Ana and Bo have Strength 3/4, Empathy 3, Stamina 2, Healing 2.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from core.dice import parse_expression
from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.yze import crits
from core.rules.yze import damage as dmg


def table(table_id: str) -> dict[str, Any]:
    return load_table("yze", table_id)


def row(table_id: str, row_id: str) -> dict[str, Any]:
    return next(r for r in table(table_id)["rows"] if r.get("id") == row_id)


def force(monkeypatch: pytest.MonkeyPatch, enc: Encounter, *faces: int) -> list[int]:
    """Make ``enc.dice`` roll exactly ``faces``, in order (the test fails if it wants more)."""
    queue = list(faces)

    def die(sides: int) -> int:
        assert queue, "the rules rolled more dice than the test forced"
        face = queue.pop(0)
        assert 1 <= face <= sides, f"forced face {face} on a d{sides}"
        return face

    monkeypatch.setattr(enc.dice, "die", die)
    return queue


def assert_undoes(enc: Encounter, op: Callable[[], Any]) -> None:
    before = enc.to_dict()
    op()
    assert enc.to_dict() != before, "the operation changed nothing"
    enc.undo()
    assert enc.to_dict() == before


def d66_values(r: dict[str, Any]) -> list[int]:
    return [v for v in range(r["d66_min"], r["d66_max"] + 1) if v % 10 in range(1, 7)]


PHYSICAL = table("critical_injuries_physical")["rows"]
MENTAL = table("critical_injuries_mental")["rows"]
LADDER = row("death", "stabilise")["ladder"]


def lethal_crit(limit: str) -> dict[str, Any]:
    """The first lethal physical row with that time limit."""
    return next(r for r in PHYSICAL if r["lethal"] and r["time_limit"] == limit)


# -- the tables -------------------------------------------------------------------------------
def test_the_tables_cover_every_d66_result_once() -> None:
    all_d66 = [t * 10 + u for t in range(1, 7) for u in range(1, 7)]
    for rows in (PHYSICAL, MENTAL):
        assert sorted(v for r in rows for v in d66_values(r)) == all_d66


@pytest.mark.parametrize("r", PHYSICAL, ids=lambda r: f"{r['d66_min']}-{r['id']}")
def test_each_physical_row_entered_by_d66(yze_enc: Encounter, r: dict[str, Any]) -> None:
    rec = crits.roll_crit(yze_enc, "Ana", "physical", d66=r["d66_min"])
    assert rec["table_id"] == r["id"] and rec["name"] == r["injury"]
    for key in ("lethal", "death_roll_modifier", "time_limit", "effects", "instant_death"):
        assert rec[key] == r[key], key
    assert rec["skill_modifiers"] == r["skill_modifiers"]
    for key in ("movement_slow", "arm_unusable", "damage_per_roll", "until_healed_roll"):
        assert rec[key] == r[key], key
    if r["healing_time"] in (None, "permanent"):
        assert rec["healing_days"] == r["healing_time"]
    else:
        count, sides, _ = parse_expression(r["healing_time"])
        assert count <= rec["healing_days"] <= count * sides
        assert rec["days_left"] == rec["healing_days"]
    assert dmg.is_dead(yze_enc, "Ana") is r["instant_death"]
    assert dmg.is_dying(yze_enc, "Ana") is (r["lethal"] and not r["instant_death"])


@pytest.mark.parametrize("r", MENTAL, ids=lambda r: f"{r['d66_min']}-{r['id']}")
def test_each_mental_row_over_its_whole_range(make_yze_enc, r: dict[str, Any]) -> None:
    for value in d66_values(r):
        enc = make_yze_enc()
        rec = crits.roll_crit(enc, "Ana", "mental", d66=str(value))
        assert (rec["table_id"], rec["name"], rec["d66"]) == (r["id"], r["trauma"], value)
        assert rec["attribute_modifiers"] == r["attribute_modifiers"]
        assert dmg.crit_attribute_modifiers(enc, "Ana") == r["attribute_modifiers"]
        assert dmg.is_dead(enc, "Ana") is r["instant_death"]
        assert not dmg.is_dying(enc, "Ana")


@pytest.mark.parametrize("bad", [10, 17, 67, 70, 0, 7, "1", "6a", "abc", 1.5, True, None, "111"])
def test_d66_entry_is_checked(yze_enc: Encounter, bad: Any) -> None:
    before = yze_enc.to_dict()
    with pytest.raises(RuleError):
        crits.parse_d66(bad)
    if bad is not None:
        with pytest.raises(RuleError):
            crits.roll_crit(yze_enc, "Ana", "physical", d66=bad)
    with pytest.raises(RuleError):
        crits.roll_crit(yze_enc, "Ana", "spiritual", d66=11)
    assert yze_enc.to_dict() == before


def test_rolled_d66_and_healing_days_come_from_the_dice(yze_enc: Encounter, monkeypatch) -> None:
    r = row("critical_injuries_physical", "broken_leg")  # 41, 3D6 days
    force(monkeypatch, yze_enc, 4, 1, 2, 3, 4)
    rec = crits.roll_crit(yze_enc, "Ana")
    assert (rec["d66"], rec["table_id"], rec["healing_days"]) == (41, r["id"], 2 + 3 + 4)
    assert [e["kind"] for e in yze_enc.log] == ["roll", "roll", "crit"]


def test_skill_modifiers_add_up_across_crits(yze_enc: Encounter) -> None:
    assert row("critical_healing", "skill_modifiers")["cumulative"] is True
    ribs = row("critical_injuries_physical", "broken_ribs")
    eye = row("critical_injuries_physical", "gouged_eye")
    for r in (ribs, eye):
        crits.roll_crit(yze_enc, "Ana", d66=r["d66_min"])
    expected: dict[str, int] = {}
    for r in (ribs, eye):
        for skill, mod in r["skill_modifiers"].items():
            expected[skill] = expected.get(skill, 0) + mod
    assert dmg.crit_skill_modifiers(yze_enc, "Ana") == expected
    assert dmg.roll_modifier(yze_enc, "Ana", "observation") == expected["observation"]


def test_skill_modifiers_apply_without_the_skill(yze_enc: Encounter, monkeypatch) -> None:
    teeth = row("critical_injuries_physical", "knocked_out_teeth")  # Persuasion -2
    stats = {k: v for k, v in yze_enc.combatant("Ana").stats.items() if k != "persuasion"}
    yze_enc.update_combatant("Ana", stats=stats)
    crits.roll_crit(yze_enc, "Ana", d66=teeth["d66_min"])
    force(monkeypatch, yze_enc, 2)
    roll = dmg.roll_skill_modified(yze_enc, "Ana", "persuasion")
    assert len(roll.dice) == stats["empathy"] + teeth["skill_modifiers"]["persuasion"]


def test_an_instant_death_kills_with_no_death_roll(yze_enc: Encounter) -> None:
    for r in PHYSICAL:
        if r["instant_death"]:
            assert r["lethal"] and r["time_limit"] is None
    crits.roll_crit(yze_enc, "Ana", d66=next(r for r in PHYSICAL if r["instant_death"])["d66_min"])
    assert dmg.is_dead(yze_enc, "Ana") and crits.death_rolls_due(yze_enc, "Ana") == []
    assert yze_enc.log[-1]["kind"] == "dead"
    with pytest.raises(RuleError):
        crits.death_roll(yze_enc, "Ana")
    with pytest.raises(RuleError):
        crits.roll_crit(yze_enc, "Ana", d66=11)


# -- death rolls ------------------------------------------------------------------------------
def test_the_hook_is_registered_with_initiative() -> None:
    from core.rules.yze import initiative

    assert crits.ensure_turn_start_hook()
    assert initiative.TURN_START_HOOKS.count(crits.on_turn_start) == 1


def test_a_round_limit_makes_the_death_roll_due_on_the_next_turn(yze_enc: Encounter) -> None:
    rnd = lethal_crit(LADDER[0])
    slow = lethal_crit(LADDER[2])
    c1 = crits.roll_crit(yze_enc, "Ana", d66=rnd["d66_min"])["id"]
    crits.roll_crit(yze_enc, "Ana", d66=slow["d66_min"])
    assert crits.death_rolls_due(yze_enc, "Ana") == []
    assert_undoes(yze_enc, lambda: crits.on_turn_start(yze_enc, "Ana"))
    crits.on_turn_start(yze_enc, "Ana")
    assert crits.death_rolls_due(yze_enc, "Ana") == [c1]
    assert yze_enc.log[-1]["kind"] == "prompt"


def test_the_initiative_turn_calls_the_hook(yze_enc: Encounter) -> None:
    from core.rules.yze import initiative as ini

    rnd = lethal_crit(LADDER[0])
    dmg.apply_damage(yze_enc, "Bo", 20, crit_d66=rnd["d66_min"])
    for card, who in enumerate(("Ana", "Bo", "Rat 1", "Rat 2", "Boss"), start=1):
        ini.choose_card(yze_enc, who, card)
    ini.start_fight(yze_enc)
    assert crits.death_rolls_due(yze_enc, "Bo") == []
    ini.next_turn(yze_enc)  # Bo's turn: broken, it passes — but the death roll is due
    assert crits.death_rolls_due(yze_enc, "Bo") == ["c1"]


@pytest.mark.parametrize("unit", LADDER)
def test_advance_time_makes_due_what_the_time_covers(yze_enc: Encounter, unit: str) -> None:
    names = ("Ana", "Bo", "Rat 1", "Rat 2")
    for who, limit in zip(names, LADDER, strict=True):
        crits.roll_crit(yze_enc, who, d66=lethal_crit(limit)["d66_min"])
    due = crits.advance_time(yze_enc, unit)
    reach = LADDER.index(unit)
    assert sorted(due) == sorted(names[: reach + 1])
    with pytest.raises(RuleError):
        crits.advance_time(yze_enc, "week")


def test_death_roll_success_and_failure(yze_enc: Encounter, monkeypatch) -> None:
    r = lethal_crit(LADDER[1])
    crits.roll_crit(yze_enc, "Ana", d66=r["d66_min"])
    crits.advance_time(yze_enc, r["time_limit"])
    pool = 3 + 2 + r["death_roll_modifier"]  # Strength 3 + Stamina 2, Sim-1
    force(monkeypatch, yze_enc, 6, *[2] * (pool - 1))
    res = crits.death_roll(yze_enc, "Ana")
    assert res["success"] and not res["dead"] and len(res["roll"].dice) == pool
    assert crits.death_rolls_due(yze_enc, "Ana") == []
    force(monkeypatch, yze_enc, *[2] * pool)
    res = crits.death_roll(yze_enc, "Ana")
    assert res["dead"] and dmg.is_dead(yze_enc, "Ana")
    assert yze_enc.combatant("Ana").name == "Ana"


@pytest.mark.parametrize(
    "r", [r for r in PHYSICAL if r["lethal"] and r["time_limit"]], ids=lambda r: r["id"]
)
def test_death_roll_dice_use_the_crits_modifier(
    yze_enc: Encounter, monkeypatch, r: dict[str, Any]
) -> None:
    crits.roll_crit(yze_enc, "Ana", d66=r["d66_min"])
    own = r["skill_modifiers"].get("stamina", 0)
    expected = 3 + 2 + min(own, r["death_roll_modifier"])
    force(monkeypatch, yze_enc, *[6] * expected)
    assert len(crits.death_roll(yze_enc, "Ana")["roll"].dice) == expected


# -- stabilising ------------------------------------------------------------------------------
def test_stabilise_moves_up_the_ladder_until_safe(yze_enc: Encounter) -> None:
    stab = row("death", "stabilise")
    first_safe = stab["stable_after_success_at"][0]
    crits.roll_crit(yze_enc, "Ana", d66=lethal_crit(LADDER[0])["d66_min"])
    limits = []
    while dmg.is_dying(yze_enc, "Ana"):
        res = crits.stabilise(yze_enc, "Bo", "Ana", successes=1)
        assert res["success"]
        limits.append(res["time_limit"])
        yze_enc.next_round()
    # each success moves one step up (round → stretch → turn); one more at a turn ends it
    assert limits == [*LADDER[1 : LADDER.index(first_safe) + 1], first_safe]
    assert yze_enc.log[-1]["text"].endswith("no more death rolls.")
    with pytest.raises(RuleError):
        crits.stabilise(yze_enc, "Bo", "Ana")


def test_a_round_limit_stabilise_is_a_slow_action(yze_enc: Encounter) -> None:
    crits.roll_crit(yze_enc, "Ana", d66=lethal_crit(LADDER[0])["d66_min"])
    crits.stabilise(yze_enc, "Bo", "Ana", successes=0)
    assert yze_enc.actions_spent("Bo") == {"slow": 1}
    crits.roll_crit(yze_enc, "Rat 1", d66=lethal_crit(LADDER[2])["d66_min"])
    crits.stabilise(yze_enc, "Rat 2", "Rat 1", successes=1)  # takes a Turn: no round action
    assert yze_enc.actions_spent("Rat 2") == {}


def test_a_failed_heal_waits_for_another_death_roll(yze_enc: Encounter, monkeypatch) -> None:
    r = lethal_crit(LADDER[2])
    crits.roll_crit(yze_enc, "Ana", d66=r["d66_min"])
    force(monkeypatch, yze_enc, 1, 2, 3, 4, 5)  # Bo: Empathy 3 + Healing 2, no success
    assert not crits.stabilise(yze_enc, "Bo", "Ana")["success"]
    before = yze_enc.to_dict()
    with pytest.raises(RuleError, match="after another death roll"):
        crits.stabilise(yze_enc, "Bo", "Ana")
    assert yze_enc.to_dict() == before
    force(monkeypatch, yze_enc, 6, 6, 6)  # the death roll (Stamina 3 + 2 − 2)
    crits.death_roll(yze_enc, "Ana")
    assert crits.stabilise(yze_enc, "Bo", "Ana", successes=1)["success"]
    assert not dmg.is_dying(yze_enc, "Ana")


@pytest.mark.parametrize("order", ["heal first", "stabilise first"])
def test_broken_and_lethal_needs_two_healing_rolls(yze_enc: Encounter, order: str) -> None:
    assert row("death", "broken_and_lethal")["healing_rolls_needed"] == 2
    dmg.apply_damage(yze_enc, "Ana", 20, crit_d66=lethal_crit(LADDER[2])["d66_min"])
    assert dmg.is_broken(yze_enc, "Ana") and dmg.is_dying(yze_enc, "Ana")
    steps = [
        lambda: dmg.heal(yze_enc, "Bo", "Ana", successes=1, spend=False),
        lambda: crits.stabilise(yze_enc, "Bo", "Ana", successes=1),
    ]
    if order == "stabilise first":
        steps.reverse()
    steps[0]()
    assert dmg.is_broken(yze_enc, "Ana") != dmg.is_dying(yze_enc, "Ana")  # one of the two left
    steps[1]()
    assert not dmg.is_broken(yze_enc, "Ana") and not dmg.is_dying(yze_enc, "Ana")


def test_fire_death_rolls_each_turn_until_saved(yze_enc: Encounter, monkeypatch) -> None:
    dmg.apply_damage(yze_enc, "Ana", 20, kind="fire")
    crits.on_turn_start(yze_enc, "Ana")
    assert crits.death_rolls_due(yze_enc, "Ana") == [crits.FIRE]
    force(monkeypatch, yze_enc, 6, 2, 2, 2, 2)
    assert crits.death_roll(yze_enc, "Ana")["success"]
    crits.on_turn_start(yze_enc, "Ana")
    assert crits.death_rolls_due(yze_enc, "Ana") == [crits.FIRE]
    crits.stabilise(yze_enc, "Bo", "Ana", crits.FIRE, successes=1)
    assert not dmg.is_dying(yze_enc, "Ana") and crits.death_rolls_due(yze_enc, "Ana") == []
    assert dmg.is_broken(yze_enc, "Ana")  # still needs help to get up


def test_a_heal_that_gets_you_up_also_saves_you_from_fire(yze_enc: Encounter) -> None:
    dmg.apply_damage(yze_enc, "Ana", 20, kind="fire")
    dmg.heal(yze_enc, "Bo", "Ana", successes=1)
    assert not dmg.is_dying(yze_enc, "Ana") and not dmg.is_broken(yze_enc, "Ana")


# -- healing over days ------------------------------------------------------------------------
def test_crits_heal_over_days_together(yze_enc: Encounter, monkeypatch) -> None:
    assert row("critical_healing", "healing_time")["concurrent"] is True
    conc = row("critical_injuries_physical", "concussion")  # D6
    leg = row("critical_injuries_physical", "impaled_thigh")  # 2D6
    force(monkeypatch, yze_enc, 2)
    a = crits.roll_crit(yze_enc, "Ana", d66=conc["d66_min"])["id"]
    force(monkeypatch, yze_enc, 3, 2)
    b = crits.roll_crit(yze_enc, "Ana", d66=leg["d66_min"])["id"]
    res = crits.advance_days(yze_enc, 2)
    assert res["Ana"] == {"healed": [a], "days_left": {a: 0, b: 3}}
    assert dmg.crit_skill_modifiers(yze_enc, "Ana") == {}  # the concussion's Mobility −2 is gone
    crits.advance_days(yze_enc, 3)
    assert crits.injuries(yze_enc, "Ana", active_only=True) == []


@pytest.mark.parametrize(
    ("care", "faces", "left"),
    [
        (True, (), 6 - 2),
        ("Bo", (6, 2, 2, 2, 2), 6 - 2),
        ("Bo", (1, 2, 2, 2, 2), 6 - 1),
        (False, (), 5),
    ],
)
def test_a_day_of_care_counts_as_two(
    yze_enc: Encounter, monkeypatch, care: Any, faces: tuple[int, ...], left: int
) -> None:
    two = row("critical_healing", "care")["day_counts_as"]
    assert two == 2
    force(monkeypatch, yze_enc, 6)
    cid = crits.roll_crit(
        yze_enc, "Ana", d66=row("critical_injuries_physical", "cut_ear")["d66_min"]
    )["id"]
    force(monkeypatch, yze_enc, *faces)
    crits.advance_days(yze_enc, 1, {"Ana": care})
    assert crits.injuries(yze_enc, "Ana")[0]["days_left"] == left
    assert cid == "c1"


def test_permanent_and_untreated_lethal_crits_do_not_heal(yze_enc: Encounter) -> None:
    arm = next(r for r in PHYSICAL if r["healing_time"] == "permanent")
    crits.roll_crit(yze_enc, "Ana", d66=arm["d66_min"])
    crits.roll_crit(yze_enc, "Bo", d66=lethal_crit(LADDER[2])["d66_min"])
    days_bo = crits.injuries(yze_enc, "Bo")[0]["days_left"]
    crits.advance_days(yze_enc, 30)
    assert not crits.injuries(yze_enc, "Ana")[0]["healed"]
    assert crits.injuries(yze_enc, "Bo")[0]["days_left"] == days_bo
    assert crits.death_rolls_due(yze_enc, "Bo") == ["c1"]  # a day has passed


def test_until_healed_roll_effects_end_with_treatment(yze_enc: Encounter, monkeypatch) -> None:
    ankle = next(r for r in PHYSICAL if r["until_healed_roll"])
    cid = crits.roll_crit(yze_enc, "Ana", d66=ankle["d66_min"])["id"]
    assert dmg.crit_skill_modifiers(yze_enc, "Ana") == ankle["skill_modifiers"]
    force(monkeypatch, yze_enc, 1, 2, 3, 4, 5)  # fails, but any roll will do by default
    assert crits.treat_crit(yze_enc, "Bo", "Ana", cid)["treated"]
    assert dmg.crit_skill_modifiers(yze_enc, "Ana") == {}
    with pytest.raises(RuleError):
        crits.treat_crit(yze_enc, "Bo", "Ana", cid)


def test_fractured_spine_treated_or_permanent(yze_enc: Encounter) -> None:
    spine = next(r for r in PHYSICAL if r["permanent_if_untreated"])
    cid = crits.roll_crit(yze_enc, "Ana", d66=spine["d66_min"])["id"]
    assert not crits.treat_crit(yze_enc, "Bo", "Ana", cid, successes=0)["treated"]
    crits.set_crit_permanent(yze_enc, "Ana", cid)
    assert crits.injuries(yze_enc, "Ana")[0]["healing_days"] == "permanent"


# -- undo -------------------------------------------------------------------------------------
def _dying_ana(enc: Encounter) -> None:
    crits.roll_crit(enc, "Ana", d66=lethal_crit(LADDER[0])["d66_min"])
    crits.on_turn_start(enc, "Ana")
    enc.history.clear()


UNDOABLE: dict[str, Callable[[Encounter], Any]] = {
    "roll_crit": lambda e: crits.roll_crit(e, "Bo"),
    "death_roll": lambda e: crits.death_roll(e, "Ana"),
    "stabilise": lambda e: crits.stabilise(e, "Bo", "Ana"),
    "advance_time": lambda e: crits.advance_time(e, "stretch"),
    "advance_days": lambda e: (crits.roll_crit(e, "Bo", d66=16), crits.advance_days(e, 1))[1],
    "set_crit_permanent": lambda e: crits.set_crit_permanent(e, "Ana", "c1"),
}


@pytest.mark.parametrize("op", UNDOABLE, ids=str)
def test_every_crit_operation_undoes(yze_enc: Encounter, op: str) -> None:
    _dying_ana(yze_enc)
    if op == "advance_time":
        yze_enc.state["combatants"]["Ana"]["crits"]["death_roll_due"] = []
        yze_enc.history.clear()
    if op == "advance_days":
        before = yze_enc.to_dict()
        UNDOABLE[op](yze_enc)
        yze_enc.undo()
        yze_enc.undo()
        assert yze_enc.to_dict() == before
        return
    assert_undoes(yze_enc, lambda: UNDOABLE[op](yze_enc))


def test_mixin_delegates(yze_enc: Encounter) -> None:
    class Facade(crits.CritsMixin):
        def __init__(self, enc: Encounter) -> None:
            self.enc = enc

    combat = Facade(yze_enc)
    rec = combat.roll_crit("Ana", "physical", 44)
    assert combat.injuries("Ana")[0]["id"] == rec["id"]
    assert combat.crit_skill_modifiers("Ana") == rec["skill_modifiers"]
