"""d20 action economy (resources/rules/d20/actions.json, surprise.json): standard + move in a
normal round, one standard OR one move in the surprise round; the zone-map move is a move."""

from __future__ import annotations

import pytest

from core.encounter import Encounter
from core.movement import IllegalMoveError
from core.resources import load_table
from core.rules.base import Cost
from core.rules.d20 import ACTION_BUDGETS, SURPRISE_MARKER

ACTIONS = {r["key"]: r for r in load_table("d20", "actions")["rows"]}
SURPRISE = {r["rule"]: r for r in load_table("d20", "surprise")["rows"]}


def rules(budget: str = ACTION_BUDGETS[0]):
    enc = Encounter(ruleset="d20")
    enc.ruleset.settings["d20.actions_per_turn"] = budget
    return enc.ruleset


def test_action_kinds_are_the_seeds() -> None:
    r = rules()
    assert (
        set(r.action_kinds)
        == {"standard", "move"}
        == {k for k in ACTIONS if k in ("standard", "move")}
    )
    assert r.default_settings()["d20.actions_per_turn"] in ACTION_BUDGETS
    choice = load_table("d20", "actions")["choices"][0]
    assert choice["setting"] == "d20.actions_per_turn"


@pytest.mark.parametrize(
    "activity", ["move", "open_door", "crawl", "retreat", "engage", "stand_up"]
)
def test_map_activities_cost_a_move_action(activity: str) -> None:
    assert rules().cost_of(activity) == Cost({"move": 1})


@pytest.mark.parametrize(
    ("budget", "spent", "cost", "ok"),
    [
        # strict standard + move
        ("standard_and_move", {}, {"standard": 1}, True),
        ("standard_and_move", {"standard": 1}, {"move": 1}, True),
        ("standard_and_move", {"move": 1}, {"move": 1}, False),
        ("standard_and_move", {"standard": 1}, {"standard": 1}, False),
        ("standard_and_move", {"standard": 1, "move": 1}, {"move": 1}, False),
        # the standard may be spent as a second move, never the other way round
        ("standard_and_move_or_two_moves", {"move": 1}, {"move": 1}, True),
        ("standard_and_move_or_two_moves", {"move": 2}, {"standard": 1}, False),
        ("standard_and_move_or_two_moves", {"move": 2}, {"move": 1}, False),
        ("standard_and_move_or_two_moves", {"standard": 1}, {"move": 1}, True),
        ("standard_and_move_or_two_moves", {"standard": 1, "move": 1}, {"move": 1}, False),
    ],
)
def test_normal_round_budget(budget: str, spent: dict, cost: dict, ok: bool) -> None:
    assert rules(budget).can_afford(spent, Cost(cost)) is ok


@pytest.mark.parametrize("budget", ACTION_BUDGETS)
@pytest.mark.parametrize("first", ["standard", "move"])
def test_surprise_round_is_one_standard_or_one_move(budget: str, first: str) -> None:
    r = rules(budget)
    row = SURPRISE["surprise_round_actions"]
    assert row["max_actions"] == 1 and set(row["actions_allowed"]) == {"standard", "move"}
    spent = {SURPRISE_MARKER: 1}
    for kind in row["actions_allowed"]:
        assert r.can_afford(spent, Cost({kind: 1}))
    spent[first] = 1
    for kind in row["actions_allowed"]:
        assert not r.can_afford(spent, Cost({kind: 1}))
    assert r.remaining(spent) == {"standard": 0, "move": 0}
    assert r.describe_remaining(spent) == "no actions"


def test_remaining_words() -> None:
    strict = rules("standard_and_move")
    assert strict.remaining({}) == {"standard": 1, "move": 1}
    assert strict.describe_remaining({"standard": 1}) == "1 move action"
    swap = rules("standard_and_move_or_two_moves")
    assert swap.remaining({"move": 1}) == {"standard": 1, "move": 1}  # one of the two
    assert swap.describe_remaining({"move": 1}) == "1 standard or move action"
    assert swap.remaining({"move": 2}) == {"standard": 0, "move": 0}
    assert swap.describe_remaining({"standard": 1}) == "1 move action"
    assert swap.max_moves_per_turn() == 2 and strict.max_moves_per_turn() == 1
    assert rules().describe_remaining({SURPRISE_MARKER: 1}).endswith("(surprise round)")


def test_a_door_and_a_step_take_both_move_slots(d20_enc: Encounter) -> None:
    d20_enc.place("Ana", "z1")
    chk = d20_enc.check_move("Ana", "z2")
    assert chk.allowed and chk.cost == Cost({"move": 2})
    d20_enc.ruleset.settings["d20.actions_per_turn"] = "standard_and_move"
    chk = d20_enc.check_move("Ana", "z2")
    assert not chk.allowed and "can't reach" in chk.reason
    with pytest.raises(IllegalMoveError):
        d20_enc.move("Ana", "z2")


def test_every_setting_the_data_names_is_a_ruleset_setting() -> None:
    from pathlib import Path

    from core.resources import resources_dir

    defaults = Encounter(ruleset="d20").ruleset.default_settings()
    named = set()
    for path in sorted(Path(resources_dir(), "rules", "d20").glob("*.json")):
        for choice in load_table("d20", path.stem).get("choices", []):
            if choice.get("setting"):
                named.add(choice["setting"])
    assert named and named <= set(defaults), named - set(defaults)
