"""Encounter.transaction's snapshots (issue 11): the state before is copied once, the state after
only when the step is undone; undo, redo and a rolled-back failure still give back exactly what
was there — values, types (True is not 1) and key order (the saved file shows it)."""

from __future__ import annotations

import json

import pytest

from core.encounter import Encounter, _json_copy


def exact(value: object) -> str:
    """Values, key order and bool/int/float told apart."""
    return json.dumps(value, default=repr) + repr(value)


@pytest.fixture
def enc() -> Encounter:
    e = Encounter(ruleset="yze")
    e.map.add_zone("a", name="A", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
    e.add_combatant("Ana", zone="a", side="pc")
    with e.transaction("set up"):
        e.state["x"] = {"b": 1, "a": [1, 2.0, True, None, "s"]}
    return e


def test_undo_and_redo_give_back_exact_states(enc: Encounter) -> None:
    before = exact(enc.state)
    with enc.transaction("reorder and retype"):
        x = enc.state["x"]
        x["a"][0] = True  # equal to 1, but not the same value
        x["b"] = x.pop("b")  # same values, another key order
        x["c"] = {"deep": [{"k": 1}]}
    after = exact(enc.state)
    assert after != before
    enc.undo()
    assert exact(enc.state) == before
    enc.redo()
    assert exact(enc.state) == after
    enc.undo()
    assert exact(enc.state) == before


def test_redo_is_not_changed_by_later_edits_of_the_live_state(enc: Encounter) -> None:
    with enc.transaction("t1"):
        enc.state["x"]["b"] = 2
    with enc.transaction("t2"):
        enc.state["x"]["a"].append("t2")
    after = exact(enc.state)
    enc.undo()
    enc.undo()
    enc.state["x"]["a"].append("stray")  # a reader holding the live dict must not reach snapshots
    enc.undo()  # "set up" undone: the state it had before
    assert "x" not in enc.state
    enc.redo()
    enc.redo()
    enc.redo()
    assert exact(enc.state) == after


def test_a_failure_rolls_back_exactly(enc: Encounter) -> None:
    before, steps = exact(enc.state), len(enc.history)
    with pytest.raises(RuntimeError), enc.transaction("fails"):
        enc.state["x"]["a"][0] = True
        enc.state["x"]["b"] = enc.state["x"].pop("b")
        enc.add_log("note", "half done")
        raise RuntimeError("boom")
    assert exact(enc.state) == before
    assert len(enc.history) == steps
    assert all(e["text"] != "half done" for e in enc.log)


def test_a_transaction_that_changes_nothing_is_no_step(enc: Encounter) -> None:
    steps = len(enc.history)
    with enc.transaction("nothing"):
        enc.state["x"]["b"] = 1
    assert len(enc.history) == steps


def test_json_copy_shares_nothing() -> None:
    data = {"a": [{"b": [1, True]}], "t": (1, [2])}
    copied = _json_copy(data)
    assert exact(copied) == exact(data)
    copied["a"][0]["b"].append(3)
    copied["t"][1].append(3)
    assert data == {"a": [{"b": [1, True]}], "t": (1, [2])}
