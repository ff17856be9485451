"""The shared fixed-order turn loop (core/rules/turn_loop.py), driven by a tiny fake ruleset.

The fake keeps its state in ``enc.state["fake"]``, takes turns in the order ``ORDER`` and lets
whoever is in ``DOWN`` not act; d20 and pulp2d6 plug their own callbacks into the same loop.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from core import effects as fx
from core.encounter import Encounter
from core.rules.base import RuleError
from core.rules.turn_loop import TurnLoop
from tests.core.zk_helpers import rect

ORDER = ["Ana", "Bo", "Cy"]
KEY = "fake"


def _empty() -> dict[str, Any]:
    return {"started": False, "current": None, "acted": [], "down": []}


def _live(enc: Encounter) -> dict[str, Any]:
    return enc.state.setdefault(KEY, _empty())


def _view(enc: Encounter) -> dict[str, Any]:
    return enc.state.get(KEY) or _empty()


def _announce(enc: Encounter, name: str) -> None:
    enc.add_log("turn", f"{name}'s turn (round {enc.round.number}).", combatant=name)


def _cannot_act(enc: Encounter, name: str) -> str | None:
    return f"{name} is down." if name in _view(enc)["down"] else None


def make_loop(**hooks: Any) -> TurnLoop:
    return TurnLoop(
        live=_live,
        view=_view,
        sequence=lambda enc: [n for n in ORDER if n in enc],
        announce=_announce,
        cannot_act=_cannot_act,
        not_started="Not started.",
        **hooks,
    )


def _nothing(enc: Encounter, st: dict[str, Any]) -> None:
    return None


def _open(enc: Encounter, st: dict[str, Any]) -> None:
    enc.add_log("round", f"The fight begins: round {enc.round.number}.")


@pytest.fixture
def enc() -> Encounter:
    e = Encounter(ruleset="yze", seed=1)
    e.map.add_zone("hall", name="Hall", polygon=rect(0, 0, 10, 10))
    for n in ORDER:
        e.add_combatant(n, zone="hall", side="pc")
    return e


def texts(enc: Encounter, since: int = 0) -> list[str]:
    return [e["text"] for e in enc.log[since:]]


def test_start_then_turns_in_order_and_rounds_roll_over(enc: Encounter) -> None:
    loop = make_loop()
    assert not loop.fight_started(enc) and loop.current_turn(enc) is None
    assert loop.start_fight(enc, _nothing, _open) == "Ana"
    assert loop.fight_started(enc)
    with pytest.raises(RuleError, match="already started"):
        loop.start_fight(enc, _nothing, _open)
    assert [loop.next_turn(enc) for _ in range(4)] == ["Bo", "Cy", "Ana", "Bo"]
    assert enc.round.number == 2
    assert "Round 2 begins." in texts(enc)
    assert _live(enc)["acted"] == ["Ana"]


def test_refused_before_the_fight(enc: Encounter) -> None:
    loop = make_loop()
    with pytest.raises(RuleError, match=r"Not started\."):
        loop.next_turn(enc)
    with pytest.raises(RuleError, match=r"Not started\."):
        loop.skip_to_next_round(enc)
    assert KEY not in enc.state  # the refusal left nothing behind


def test_who_cannot_act_has_the_turn_start_and_pass(enc: Encounter) -> None:
    loop = make_loop()
    _live(enc)["down"] = ["Bo"]
    loop.start_fight(enc, _nothing, _open)
    n = len(enc.log)
    assert loop.next_turn(enc) == "Cy"
    assert texts(enc, n) == [
        "Bo's turn (round 1).",
        "Bo is down. The turn passes.",
        "Cy's turn (round 1).",
    ]


def test_nobody_can_act_stops_after_two_rounds(enc: Encounter) -> None:
    loop = make_loop()
    _live(enc)["down"] = list(ORDER)
    assert loop.start_fight(enc, _nothing, _open) is None
    assert texts(enc).count("Round 2 begins.") == 1
    assert texts(enc).count("Round 3 begins.") == 1
    assert texts(enc)[-1] == "Nobody can take a turn."


def test_an_empty_sequence_stops_at_once_when_asked(enc: Encounter) -> None:
    loop = TurnLoop(
        live=_live,
        view=_view,
        sequence=lambda enc: [],
        announce=_announce,
        cannot_act=_cannot_act,
        not_started="Not started.",
        stop_when_empty=True,
    )
    assert loop.start_fight(enc, _nothing, _open) is None
    assert enc.round.number == 1
    assert texts(enc)[-1] == "Nobody can take a turn."


def test_effects_tick_once_per_turn(enc: Encounter) -> None:
    loop = make_loop()
    loop.start_fight(enc, _nothing, _open)  # Ana's turn 1 starts
    eid = fx.add_effect(enc, "Ana", "Boost", unit="turns", count=2, starts="now")

    def on() -> bool:
        return any(e["id"] == eid for e in fx.all_effects(enc))

    loop.next_turn(enc)  # Ana's turn 1 ends (count 2 → 1)
    loop.next_turn(enc)  # Bo → Cy: nothing on Ana ticks
    assert on()
    loop.next_turn(enc)  # Cy → Ana: round 2, Ana's turn 2 starts
    assert on() and loop.current_turn(enc) == "Ana"
    loop.next_turn(enc)  # Ana's turn 2 ends: gone
    assert not on()


def test_hooks_run_where_the_rulesets_need_them(enc: Encounter) -> None:
    calls: list[tuple[Any, ...]] = []

    def tick(enc: Encounter, ended: str | None, new_round: bool) -> None:
        calls.append(("tick", ended, new_round))
        fx.advance_turn(enc, ended, None, new_round=new_round)

    loop = make_loop(
        before_sequence=lambda enc: calls.append(("seq",)),
        tick_end=tick,
        on_new_round=lambda enc: calls.append(("round", enc.round.number)),
    )
    loop.start_fight(enc, _nothing, _open)
    calls.clear()
    loop.skip_to_next_round(enc)
    assert calls == [
        ("seq",),
        ("tick", "Ana", False),
        ("seq",),
        ("tick", "Bo", False),
        ("seq",),
        ("tick", "Cy", True),
        ("round", 2),
        ("seq",),
        ("tick", None, False),
    ]
    assert loop.current_turn(enc) == "Ana" and enc.round.number == 2


def test_one_undo_step_per_next_turn_and_per_round(enc: Encounter) -> None:
    loop = make_loop()
    loop.start_fight(enc, _nothing, _open)
    assert enc.history.undo_text == "Start the fight"
    before = copy.deepcopy(enc.state)
    log_len = len(enc.log)
    loop.next_turn(enc)
    assert enc.history.undo_text == "Next turn"
    enc.undo()
    assert enc.state == before and len(enc.log) == log_len
    loop.skip_to_next_round(enc)
    assert enc.history.undo_text == "Next round" and enc.round.number == 2
    enc.undo()
    assert enc.state == before and enc.round.number == 1
    assert enc.history.undo_text == "Start the fight"


def test_end_fight(enc: Encounter) -> None:
    loop = make_loop()
    n = len(enc.log)

    def clear(enc: Encounter, st: dict[str, Any]) -> None:
        st.update(started=False, current=None, acted=[])

    loop.end_fight(enc, clear)
    assert len(enc.log) == n  # nothing to end
    loop.start_fight(enc, _nothing, _open)
    after: list[str] = []
    loop.end_fight(enc, clear, after=lambda enc: after.append("after"))
    assert not loop.fight_started(enc) and loop.current_turn(enc) is None
    assert texts(enc)[-1] == "The fight is over." and after == ["after"]
    assert enc.history.undo_text == "End the fight"
