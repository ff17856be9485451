"""Clockwise seating, a move and one action per turn, NPC turns per the setting
(resources/rules/pulp2d6/turn_order.json)."""

from __future__ import annotations

import copy

import pytest

from core import effects as fx
from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import Cost, RuleError
from core.rules.pulp2d6 import NPC_TURNS

STEPS = {r["rule"]: r for r in load_table("pulp2d6", "turn_order")["rows"]}


def snap(enc: Encounter) -> dict:
    return copy.deepcopy(enc.to_dict())


def test_clockwise_from_the_gms_left(make_pulp) -> None:
    assert STEPS["order"]["direction"] == "clockwise"
    enc = make_pulp()
    enc.combat.set_seating(["Max", "Rita", "Doc"])
    seen = [enc.combat.start_fight()]
    for _ in range(5):
        seen.append(enc.combat.next_turn())
    assert seen == ["Max", "Rita", "Doc"] * 2
    assert enc.round.number == 2
    entries = enc.combat.initiative_entries()
    assert entries[0].label == "Seat 1 (GM's left)" and entries[0].names == ("Max",)
    assert entries[2].label == "Seat 3 (GM's right)"


def test_a_move_and_one_action(pulp: Encounter) -> None:
    budget = STEPS["turn_budget"]
    r = pulp.ruleset
    assert (budget["moves"], budget["actions"]) == (1, 1)
    assert set(r.action_kinds) == {"move", "action"}
    assert r.remaining({}) == {"move": budget["moves"], "action": budget["actions"]}
    assert r.can_afford({"move": 1}, Cost({"action": 1}))
    assert not r.can_afford({"move": 1}, Cost({"move": 1}))
    assert not r.can_afford({"action": 1}, Cost({"action": 1}))
    assert r.describe_remaining({"move": 1}) == "one action"
    assert r.cost_of("move") == Cost({"move": 1}) and r.cost_of("open_door").is_free
    pulp.move("Rita", "z1")
    with pytest.raises(ValueError, match="can't reach"):
        pulp.move("Rita", "z2")  # through the door is a second move
    view = pulp.combat.budget_view("Rita")
    assert [(i.kind, i.left) for i in view.items] == [("move", 0), ("action", 1)]


def test_the_seating_is_arranged_once(make_pulp) -> None:
    enc = make_pulp()
    with pytest.raises(RuleError, match="not a player's character"):
        enc.combat.set_seating(["Rita", "Gangster 1"])
    with pytest.raises(RuleError, match="one seat"):
        enc.combat.set_seating(["Rita", "Rita"])
    enc.combat.set_seating(["Doc", "Rita"])
    enc.combat.reorder("seat:Doc", "seat:Rita")  # the GM rearranges before the fight
    assert enc.combat.seating() == ["Rita", "Doc"]
    assert enc.combat.start_fight() == "Rita"
    assert enc.combat.seating() == ["Rita", "Doc", "Max"]  # Max had no seat: the GM's right
    before = snap(enc)
    with pytest.raises(RuleError, match="once"):
        enc.combat.set_seating(["Max", "Doc", "Rita"])
    with pytest.raises(RuleError, match="once"):
        enc.combat.reorder("seat:Max", "seat:Rita")
    assert snap(enc) == before


@pytest.mark.parametrize("mode", NPC_TURNS)
def test_npc_turns_per_the_setting(make_pulp, mode: str) -> None:
    choice = load_table("pulp2d6", "turn_order")["choices"][0]
    assert choice["setting"] == "pulp2d6.npc_turns"
    enc = make_pulp(seat=True)
    assert enc.ruleset.settings["pulp2d6.npc_turns"] == "consequences"
    enc.ruleset.settings["pulp2d6.npc_turns"] = mode
    enc.combat.start_fight()
    seen = [enc.combat.current_turn()]
    while enc.round.number == 1:
        seen.append(enc.combat.next_turn())
    npcs = ["Gangster 1", "Gangster 2", "Sarge"]
    if mode == "gm_turn":
        assert seen == ["Rita", "Doc", "Max", *npcs, "Rita"]
        assert enc.combat.initiative_entries()[-1].label == "GM"
    else:
        assert seen == ["Rita", "Doc", "Max", "Rita"]
        last = enc.combat.initiative_entries()[-1]
        assert last.names == tuple(npcs) and last.inactive == tuple(npcs)
        reason = enc.combat.action_views("Sarge")[0].reason
        assert "consequences" in reason


def test_turns_drive_the_effects_clock(pulp: Encounter) -> None:
    eid = pulp.combat.add_effect("Doc", "Focus", unit="turns", count=1)
    assert pulp.combat.next_turn() == "Doc"
    assert any(e["id"] == eid for e in fx.all_effects(pulp))
    pulp.combat.next_turn()
    assert not any(e["id"] == eid for e in fx.all_effects(pulp))


def test_not_your_turn(pulp: Encounter) -> None:
    views = {v.id: v for v in pulp.combat.action_views("Doc")}
    assert not views["attack"].legal and views["attack"].reason == "Not Doc's turn."
    with pytest.raises(RuleError, match="Not Doc's turn"):
        pulp.combat.attack("Doc", "Gangster 1")


def test_undo_every_turn_step(make_pulp) -> None:
    enc = make_pulp()
    c = enc.combat
    states = [snap(enc)]
    for op in (
        lambda: c.set_seating(["Rita", "Doc"]),
        c.start_fight,
        c.next_turn,
        c.skip_to_next_round,
        c.end_fight,
    ):
        op()
        states.append(snap(enc))
    for expected in reversed(states[:-1]):
        enc.undo()
        assert snap(enc) == expected


def test_start_needs_a_player(make_pulp) -> None:
    enc = make_pulp()
    for n in ("Rita", "Doc", "Max"):
        enc.remove_combatant(n)
    with pytest.raises(RuleError, match="Nobody sits"):
        enc.combat.start_fight()


def test_every_setting_the_data_names_is_a_ruleset_setting() -> None:
    from pathlib import Path

    from core.resources import resources_dir

    defaults = Encounter(ruleset="pulp2d6").ruleset.default_settings()
    named = set()
    for path in sorted(Path(resources_dir(), "rules", "pulp2d6").glob("*.json")):
        for choice in load_table("pulp2d6", path.stem).get("choices", []):
            if choice.get("setting"):
                named.add(choice["setting"])
    assert named and named <= set(defaults), named - set(defaults)
