"""The surprise round and flat-footed (resources/rules/d20/surprise.json, flat_footed.json,
combat_sequence.json)."""

from __future__ import annotations

import copy
import itertools

import pytest

from core import effects as fx
from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.d20 import FLAT_FOOTED_ENDS

SURPRISE = {r["rule"]: r for r in load_table("d20", "surprise")["rows"]}
FLAT = {r["rule"]: r for r in load_table("d20", "flat_footed")["rows"]}
SEQ = [
    r["key"] for r in sorted(load_table("d20", "combat_sequence")["rows"], key=lambda r: r["step"])
]
NAMES = ("Ana", "Bo", "Orc 1")


@pytest.mark.parametrize("aware", list(itertools.product([True, False], repeat=3)))
def test_a_surprise_round_only_when_some_but_not_all_are_aware(make_d20, aware) -> None:
    assert SURPRISE["surprise_round_occurs"]["condition"] == "some_but_not_all_aware"
    enc = make_d20(names=NAMES)
    for name, a in zip(NAMES, aware, strict=True):
        enc.combat.set_aware(name, a)
    enc.combat.start_fight()
    expected = 0 < sum(aware) < len(aware)
    assert enc.combat.is_surprise_round() is expected
    # step 1: the unaware start flat-footed, surprise round or not (until their first turn
    # begins: the first to act has already shed it)
    first = enc.combat.current_turn()
    for name, a in zip(NAMES, aware, strict=True):
        assert enc.combat.is_flat_footed(name) is (not a and name != first)


def test_only_the_aware_roll_then_act_one_action_each(make_d20, rig) -> None:
    row = SURPRISE["surprise_round_actions"]
    assert row["actors"] == "aware_combatants" and row["rolls_initiative"] is True
    enc = make_d20(names=NAMES)
    enc.combat.set_aware("Orc 1", False)
    r = rig(enc)(12, 5)  # Ana 17, Bo 7: the Orc rolls only when the surprise round ends
    out = enc.combat.roll_initiative()
    assert [o["names"] for o in out] == [["Ana"], ["Bo"]] and r.queue == []
    assert enc.combat.start_fight() == "Ana"
    assert enc.combat.budget_view("Ana").text.endswith("(surprise round)")
    assert "surprised" in enc.combat.cannot_act_reason("Orc 1")
    assert "Surprised" in enc.combat.status_badges("Orc 1")
    enc.move("Ana", "z1")  # one move action ...
    views = {v.id: v for v in enc.combat.action_views("Ana")}
    assert not views["attack"].legal and not views["other_move"].legal  # ... and no more
    with pytest.raises(RuleError, match="standard action"):
        enc.combat.attack("Ana", "Orc 1")
    assert enc.combat.next_turn() == "Bo"
    r(1)  # Bo's attack roll
    enc.place("Bo", "z1")
    enc.engage("Bo", "Orc 1")
    res = enc.combat.attack("Bo", "Orc 1")
    assert res["hit"] is False
    assert not enc.combat.budget_view("Bo").items[0].left
    # the surprise round ends; the remaining (the Orc) roll; round 2 is a normal round
    r(3)
    assert enc.combat.next_turn() == "Ana"
    assert enc.round.number == 2 and not enc.combat.is_surprise_round()
    assert enc.combat.initiative_of("Orc 1") == 3 + 2
    assert any("surprise round is over" in e["text"] for e in enc.log)
    assert enc.combat.budget_view("Ana").text.startswith("1 standard + 1 move")
    assert enc.combat.next_turn() == "Bo"
    assert enc.combat.is_flat_footed("Orc 1")
    assert enc.combat.next_turn() == "Orc 1"
    assert not enc.combat.is_flat_footed("Orc 1")  # it acts: no longer flat-footed


def test_the_unaware_get_no_turn_in_the_surprise_round(make_d20) -> None:
    enc = make_d20(names=NAMES)
    enc.combat.set_aware("Bo", False)
    enc.combat.start_fight()
    seen = [enc.combat.current_turn()]
    while enc.round.number == 1:
        seen.append(enc.combat.next_turn())
    assert "Bo" not in seen[:-1]
    assert not any(e["text"].startswith("Bo's turn") for e in enc.log if e["round"] == 1)


@pytest.mark.parametrize("mode", FLAT_FOOTED_ENDS)
def test_flat_footed_ends_as_the_setting_says(make_d20, rig, mode: str) -> None:
    assert FLAT["start_of_battle"]["condition_pt"] == "desprevenido"
    choice = load_table("d20", "flat_footed")["choices"][0]
    assert choice["setting"] == "d20.flat_footed_ends"
    enc = make_d20(names=("Ana", "Bo"))
    enc.ruleset.settings["d20.flat_footed_ends"] = mode
    enc.combat.set_aware("Bo", False)
    rig(enc)(15, 2, 9)  # Ana 20 (surprise round), Bo rolls 9 + 2 = 11 after it
    enc.combat.start_fight()
    enc.combat.next_turn()  # the surprise round ends; round 2: Ana
    assert enc.combat.current_turn() == "Ana" and enc.combat.is_flat_footed("Bo")
    enc.combat.next_turn()  # Bo's first turn starts
    assert enc.combat.current_turn() == "Bo"
    assert enc.combat.is_flat_footed("Bo") is (mode != "first_turn")
    enc.combat.next_turn()  # Bo's first turn ends
    assert enc.combat.is_flat_footed("Bo") is (mode == "gm")
    badges = enc.combat.status_badges("Bo")
    assert any(b.startswith("Flat-footed") for b in badges) is (mode == "gm")


def test_the_flat_footed_badge_and_end_of_fight(make_d20) -> None:
    enc = make_d20(names=("Ana", "Bo"))
    enc.combat.set_aware("Bo", False)
    enc.combat.start_fight()
    assert "Flat-footed 1t" in enc.combat.status_badges("Bo")
    tracks = {t.id: t for t in enc.combat.track_views("Bo")}
    assert tracks["flat_footed"].value is True and tracks["aware"].value is False
    enc.combat.end_fight()
    assert not enc.combat.is_flat_footed("Bo") and fx.effects_on(enc, "Bo") == []


def test_awareness_is_decided_before_the_fight(d20_enc: Encounter) -> None:
    assert SURPRISE["determining_awareness"]["decided_by"] == "GM"
    assert d20_enc.combat.is_aware("Ana")  # default: aware
    d20_enc.combat.start_fight()
    with pytest.raises(RuleError, match="start of the battle"):
        d20_enc.combat.set_aware("Ana", False)


def test_sequence_steps_are_the_datas() -> None:
    assert SEQ == [
        "start_flat_footed",
        "surprise_round",
        "remaining_roll_initiative",
        "normal_rounds",
        "round_end",
    ]


def test_surprise_round_undo_and_redo(make_d20) -> None:
    enc = make_d20(names=NAMES)
    enc.combat.set_aware("Orc 1", False)
    enc.history.clear()
    before = copy.deepcopy(enc.to_dict())
    enc.combat.start_fight()
    after = copy.deepcopy(enc.to_dict())
    enc.undo()
    assert enc.to_dict() == before
    enc.redo()
    assert enc.to_dict() == after
