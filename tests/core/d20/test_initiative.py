"""d20 initiative (resources/rules/d20/initiative.json): 1d20 + Agility + Alertness, highest
first, ties by Precision then a roll-off, values re-sorted without a new roll, one roll for the
opponents or one per group, joiners act from the next round."""

from __future__ import annotations

import copy

import pytest

from core import effects as fx
from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import RuleError

TABLE = load_table("d20", "initiative")
ROWS = {r["rule"]: r for r in TABLE["rows"] if r["rule"] != "tie_break"}
TIES = sorted((r for r in TABLE["rows"] if r["rule"] == "tie_break"), key=lambda r: r["priority"])


def snap(enc: Encounter) -> dict:
    return copy.deepcopy(enc.to_dict())


def test_formula_is_the_datas(d20_enc: Encounter, rig) -> None:
    assert ROWS["formula"]["dice"] == d20_enc.ruleset.settings["d20.initiative_die"] == "1d20"
    assert ROWS["formula"]["add_en"] == ["agility", "alertness"]
    r = rig(d20_enc)(7)
    out = d20_enc.combat.roll_initiative(["Ana"])
    assert r.asked == [20]
    assert out[0]["total"] == 7 + 3 + 2
    assert d20_enc.combat.initiative_of("Ana") == 12
    assert "1d20 = 7 + Agility 3 + Alertness 2 = 12" in d20_enc.log[-1]["text"]


def test_highest_first_and_one_roll_for_the_whole_fight(d20_enc: Encounter, rig) -> None:
    assert ROWS["order"]["order"] == "highest_first"
    assert ROWS["when_rolled"]["once_per_combat"] is True
    r = rig(d20_enc)(2, 15, 10)  # Ana 2+5=7, Bo 15+2=17, the opponents 10+7 (Chief) = 17
    d20_enc.combat.roll_initiative()
    # Bo and the opponents tie at 17: Precision 4 (Bo) beats 3 (Chief, the best of the group)
    assert d20_enc.combat.initiative_order() == ["Bo", "Orc 1", "Orc 2", "Chief", "Ana"]
    d20_enc.combat.start_fight()
    for _ in range(12):
        d20_enc.combat.next_turn()
    assert r.queue == [] and len(r.asked) == 3  # no roll again, round after round
    assert d20_enc.round.number > 2


def test_ties_go_to_precision_then_a_logged_roll_off(make_d20, rig) -> None:
    assert [t["by_en" if "by_en" in t else "by"] for t in TIES] == ["precision", "roll"]
    assert all(t["higher_first"] for t in TIES)
    enc = make_d20(names=("Ana", "Bo"))
    enc.update_combatant("Bo", stats={**enc.combatant("Bo").stats, "agilidade": 3, "prontidao": 2})
    r = rig(enc)(10, 10)
    enc.combat.roll_initiative()
    assert enc.combat.initiative_of("Ana") == enc.combat.initiative_of("Bo") == 15
    assert enc.combat.initiative_order() == ["Bo", "Ana"]  # Precision 4 > 1
    enc.update_combatant("Bo", stats={**enc.combatant("Bo").stats, "precisao": 1})
    r(3, 3, 5, 9)  # equal roll-off, rolled again: Bo 9 beats Ana 5
    enc.combat.refresh_order()  # a stat edited by hand: check the order again
    assert enc.combat.initiative_order() == ["Bo", "Ana"]
    tie_logs = [e["text"] for e in enc.log if "roll-off" in e["text"]]
    assert tie_logs and "Ana 3" in tie_logs[-1] and "Bo 9" in tie_logs[-1]
    assert r.queue == []


def test_hasted_re_sorts_without_a_new_roll(make_d20, rig) -> None:
    row = ROWS["initiative_change"]
    assert row["reroll"] is False and row["reorder"] is True and row["example_modifier"] == 2
    enc = make_d20(names=("Ana", "Bo"))
    r = rig(enc)(5, 9)  # Ana 10, Bo 11
    enc.combat.roll_initiative()
    enc.combat.start_fight()
    assert enc.combat.initiative_order() == ["Bo", "Ana"]
    before = len(r.asked)
    enc.combat.add_effect(
        "Ana",
        row["example_condition"],
        unit="scene",
        modifiers={"iniciativa": row["example_modifier"]},
    )
    assert enc.combat.initiative_of("Ana") == 12
    assert enc.combat.initiative_order() == ["Ana", "Bo"]
    assert len(r.asked) == before  # no new roll
    assert any("order changes (no new roll)" in e["text"] for e in enc.log)
    # Bo is acting; Ana hasn't acted, so she acts next in the new order, then the round ends
    assert enc.combat.current_turn() == "Bo"
    assert enc.combat.next_turn() == "Ana"
    assert enc.combat.next_turn() == "Ana" and enc.round.number == 2
    # a lasting modifier does the same
    enc.combat.set_initiative_modifier("Bo", 5, "hasted")
    assert enc.combat.initiative_order() == ["Bo", "Ana"] and len(r.asked) == before


def test_timed_initiative_effect_ends_and_the_order_returns(make_d20, rig) -> None:
    enc = make_d20(names=("Ana", "Bo"))
    rig(enc)(5, 9)
    enc.combat.roll_initiative()
    enc.combat.start_fight()  # Bo 11, Ana 10
    enc.combat.add_timed_effect("Ana", "Acelerado", 1, modifiers={"iniciativa": 2}, source="Bo")
    assert enc.combat.initiative_order() == ["Ana", "Bo"]
    enc.combat.next_turn()  # Ana's turn (first under it)
    enc.combat.next_turn()  # Ana's turn ends: the effect ends
    assert fx.effects_on(enc, "Ana") == []
    assert enc.combat.initiative_order() == ["Bo", "Ana"]


@pytest.mark.parametrize("per_group", [False, True])
def test_opponents_roll_once_or_per_group(make_d20, rig, per_group: bool) -> None:
    row = ROWS["opponents_group_roll"]
    assert row["default"] == "single_roll_for_all_opponents"
    enc = make_d20()
    assert enc.ruleset.settings["d20.opponent_initiative_per_group"] is False
    enc.ruleset.settings["d20.opponent_initiative_per_group"] = per_group
    r = rig(enc)(1, 2, 3, 4)
    enc.combat.roll_initiative()
    npc_rolls = len(r.asked) - 2
    assert npc_rolls == (2 if per_group else 1)
    entries = {e.group: e for e in enc.combat.initiative_entries() if e.group}
    if per_group:
        assert set(entries) == {"orcs", "chief"}
        assert entries["orcs"].names == ("Orc 1", "Orc 2")
        # the shared roll adds the best member's Agility + Alertness (Orc 1: 2)
        assert entries["orcs"].value == 3 + 2
    else:
        assert set(entries) == {"Opponents"}
        assert entries["Opponents"].names == ("Orc 1", "Orc 2", "Chief")
        assert entries["Opponents"].value == 3 + 7


def test_group_bonus_of_the_first_member(make_d20, rig) -> None:
    enc = make_d20()
    enc.ruleset.settings["d20.group_initiative_bonus"] = "first"
    rig(enc)(1, 2, 3)
    enc.combat.roll_initiative()
    assert enc.combat.initiative_of("Chief") == 3 + 2  # Orc 1 is first: 2 + 0


def test_the_group_takes_its_turns_one_after_another(d20_enc: Encounter, rig) -> None:
    rig(d20_enc)(19, 1, 10)  # Ana 24, Bo 3, opponents 17
    d20_enc.combat.roll_initiative()
    seen = [d20_enc.combat.start_fight()]
    for _ in range(4):
        seen.append(d20_enc.combat.next_turn())
    assert seen == ["Ana", "Orc 1", "Orc 2", "Chief", "Bo"]


def test_a_joiner_rolls_and_acts_from_the_next_round(make_d20, rig) -> None:
    row = ROWS["joining_a_fight"]
    assert row["acts_from"] == "next_round"
    enc = make_d20(names=("Ana", "Bo"))
    r = rig(enc)(10, 5)
    enc.combat.roll_initiative()
    enc.combat.start_fight()
    enc.add_combatant("Chief", zone="z2", side="npc", stats=enc.combatant("Ana").stats)
    r(20)  # the Chief rolls highest of all, alone (not the opponents' shared roll)
    enc.combat.join_initiative("Chief")
    assert enc.combat.initiative_order()[0] == "Chief"
    seen = [enc.combat.current_turn()]
    while enc.round.number == 1:
        seen.append(enc.combat.next_turn())
    assert "Chief" not in seen[:-1]
    assert seen[-1] == "Chief" and enc.round.number == 2
    entry = next(e for e in enc.combat.initiative_entries() if "Chief" in e.names)
    assert entry.value == 25


def test_roll_initiative_in_a_normal_round_is_joining(make_d20, rig) -> None:
    enc = make_d20(names=("Ana",))
    rig(enc)(10, 10)
    enc.combat.start_fight()
    enc.add_combatant("Bo", zone="z0", stats={"agilidade": 9})  # 19 beats Ana's 15
    enc.combat.roll_initiative()
    assert "Bo" not in enc.combat.turn_sequence()
    enc.combat.next_turn()
    assert enc.combat.turn_sequence() == ["Bo", "Ana"]


def test_refusals_change_nothing(d20_enc: Encounter) -> None:
    d20_enc.combat.roll_initiative()
    before = snap(d20_enc)
    with pytest.raises(RuleError, match="already rolled"):
        d20_enc.combat.roll_initiative(["Ana"])
    with pytest.raises(RuleError, match="follows the initiative totals"):
        d20_enc.combat.reorder("i1", "i2")
    with pytest.raises(RuleError, match="hasn't started"):
        d20_enc.combat.next_turn()
    with pytest.raises(RuleError, match="whole number"):
        d20_enc.combat.set_initiative_modifier("Ana", "2")  # type: ignore[arg-type]
    assert snap(d20_enc) == before


def test_every_step_is_one_undo(d20_enc: Encounter) -> None:
    c = d20_enc.combat
    states = [snap(d20_enc)]
    for op in (
        c.roll_initiative,
        c.start_fight,
        c.next_turn,
        lambda: c.set_initiative_modifier("Bo", 2),
        c.next_turn,
        c.skip_to_next_round,
        c.end_fight,
    ):
        op()
        states.append(snap(d20_enc))
    for expected in reversed(states[:-1]):
        d20_enc.undo()
        assert snap(d20_enc) == expected
    for expected in states[1:]:
        d20_enc.redo()
        assert snap(d20_enc) == expected
