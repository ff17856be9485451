"""Rulesets: one per seed system, found by name in a registry; YZE's action economy."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import ClassVar

import pytest
from zk_helpers import corridor, put

from core.encounter import Encounter
from core.rules import base
from core.rules.base import (
    Cost,
    Ruleset,
    UnknownRulesetError,
    available_rulesets,
    find_ruleset,
    register,
)

SEEDS = Path(__file__).resolve().parents[2].parent / "shared" / "seeds"
MAP_ACTIVITIES = ("move", "open_door", "crawl", "retreat", "engage")


# -- the registry ------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["yze", "YZE", "Year Zero Engine", "year_zero"])
def test_yze_is_found_by_name_and_alias(name: str) -> None:
    cls = find_ruleset(name)
    assert cls.name == "yze"
    assert Encounter(ruleset=name).ruleset.name == "yze"


def test_unknown_ruleset_lists_the_known_ones() -> None:
    with pytest.raises(UnknownRulesetError, match="yze") as info:
        find_ruleset("gurps")
    assert "gurps" in str(info.value)
    assert isinstance(info.value, ValueError)
    with pytest.raises(UnknownRulesetError):
        Encounter(ruleset="gurps")


def test_available_rulesets_are_keyed_by_canonical_name() -> None:
    found = available_rulesets()
    assert "yze" in found
    for name, cls in found.items():
        assert cls.name == name


@pytest.mark.parametrize("name", sorted(available_rulesets()))
def test_every_registered_ruleset_keeps_the_contract(name: str) -> None:
    cls = find_ruleset(name)
    assert cls.title and cls.seed and cls.action_kinds
    for alias in cls.aliases:
        assert find_ruleset(alias) is cls
    if SEEDS.is_dir():
        assert (SEEDS / cls.seed).is_file(), f"{name}: seed {cls.seed} not in {SEEDS}"
    rules = cls()
    for activity in MAP_ACTIVITIES:
        cost = rules.cost_of(activity)
        assert isinstance(cost, Cost)
    assert rules.can_afford({}, rules.cost_of("move"))
    assert rules.max_moves_per_turn() >= 1
    # a small scenario must run end to end under every ruleset
    enc = corridor(["open", "door:closed"], ruleset=name)
    put(enc, "A", 0)
    chk = enc.check_move("A", "z1")
    assert chk.allowed and chk.reason
    enc.move("A", "z1")
    assert enc.combatant("A").zone == "z1"


def test_an_instance_can_be_passed_directly() -> None:
    rules = find_ruleset("yze")()
    assert Encounter(ruleset=rules).ruleset is rules


class OneMove(Ruleset):
    """A test ruleset: one action a round, opening a door is free, crawling costs the action."""

    name: ClassVar[str] = "one-move-test"
    title: ClassVar[str] = "One move"
    aliases: ClassVar[tuple[str, ...]] = ("onemove",)
    seed: ClassVar[str] = "000_2ba5f33c5ed8e44c.txt"
    initiative_kind: ClassVar[str] = "test"
    action_kinds: ClassVar[tuple[str, ...]] = ("action",)
    skill_names: ClassVar[Mapping[str, str]] = {"mobility": "Athletics"}

    def cost_of(self, activity: str) -> Cost:
        return Cost({}) if activity == "open_door" else Cost({"action": 1})

    def can_afford(self, spent: Mapping[str, int], cost: Cost) -> bool:
        return spent.get("action", 0) + cost.get("action") <= 1

    def remaining(self, spent: Mapping[str, int]) -> dict[str, int]:
        return {"action": max(0, 1 - spent.get("action", 0))}


@pytest.fixture
def one_move(monkeypatch: pytest.MonkeyPatch) -> type[Ruleset]:
    monkeypatch.setattr(base, "_REGISTRY", dict(base._REGISTRY))
    return register(OneMove)


def test_a_registered_ruleset_drives_the_movement_rules(one_move: type[Ruleset]) -> None:
    assert find_ruleset("onemove") is one_move
    enc = corridor(["door:closed", "open"], {1: {"cluttered"}}, ruleset="one-move-test")
    put(enc, "A", 0)
    chk = enc.check_move("A", "z1")
    assert chk.allowed and chk.cost.amounts == {"action": 1}
    assert chk.rolls == ["Athletics"]
    assert not enc.check_move("A", "z2").allowed  # two moves, one action a round


def test_registering_needs_a_name(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(base, "_REGISTRY", dict(base._REGISTRY))

    class Nameless(Ruleset):
        pass

    with pytest.raises(ValueError):
        register(Nameless)


# -- YZE: one slow + one fast, or two fast, per round -----------------------------------------
@pytest.mark.parametrize(
    ("activity", "cost"),
    [
        ("move", {"fast": 1}),
        ("open_door", {"fast": 1}),
        ("crawl", {"slow": 1}),
        ("retreat", {"fast": 1}),
        ("engage", {"fast": 1}),
        ("stand_up", {"fast": 1}),
    ],
)
def test_yze_costs(activity: str, cost: dict[str, int]) -> None:
    assert dict(find_ruleset("yze")().cost_of(activity).amounts) == cost


def test_yze_unknown_activity() -> None:
    with pytest.raises(ValueError, match="fly"):
        find_ruleset("yze")().cost_of("fly")


@pytest.mark.parametrize(
    ("spent", "cost", "ok"),
    [
        ({}, {"slow": 1, "fast": 1}, True),
        ({}, {"fast": 2}, True),
        ({}, {"slow": 2}, False),
        ({}, {"fast": 3}, False),
        ({"fast": 1}, {"slow": 1}, True),
        ({"fast": 1}, {"fast": 1}, True),
        ({"slow": 1}, {"fast": 1}, True),
        ({"slow": 1}, {"slow": 1}, False),
        ({"fast": 2}, {"fast": 1}, False),
        ({"fast": 2}, {"slow": 1}, False),
        ({"slow": 1, "fast": 1}, {"fast": 1}, False),
        ({}, {}, True),
    ],
)
def test_yze_budget(spent: dict[str, int], cost: dict[str, int], ok: bool) -> None:
    assert find_ruleset("yze")().can_afford(spent, Cost(cost)) is ok


@pytest.mark.parametrize(
    ("spent", "left", "words"),
    [
        ({}, {"slow": 1, "fast": 2}, "2 actions (one slow and one fast, or two fast)"),
        ({"fast": 1}, {"slow": 1, "fast": 1}, "1 slow or fast action"),
        ({"slow": 1}, {"slow": 0, "fast": 1}, "1 fast action"),
        ({"fast": 2}, {"slow": 0, "fast": 0}, "no actions"),
        ({"slow": 1, "fast": 1}, {"slow": 0, "fast": 0}, "no actions"),
    ],
)
def test_yze_remaining(spent: dict[str, int], left: dict[str, int], words: str) -> None:
    rules = find_ruleset("yze")()
    assert rules.remaining(spent) == left
    assert rules.describe_remaining(spent) == words


def test_yze_metadata() -> None:
    rules = find_ruleset("yze")()
    assert rules.seed == "000_2ba5f33c5ed8e44c.txt"
    assert rules.action_kinds == ("slow", "fast")
    assert rules.max_moves_per_turn() == 2
    assert rules.skill("mobility") == "Mobility"
    assert rules.table("barriers")["id"] == "barriers"


@pytest.mark.parametrize(
    ("parts", "words"),
    [
        ({}, "no action"),
        ({"fast": 1}, "1 fast action"),
        ({"fast": 2}, "2 fast actions"),
        ({"slow": 1, "fast": 1}, "1 slow + 1 fast actions"),
    ],
)
def test_cost_words_and_sums(parts: dict[str, int], words: str) -> None:
    assert Cost(parts).describe() == words
    assert (Cost({"fast": 1}) + Cost({"fast": 1, "slow": 1})).amounts == {"fast": 2, "slow": 1}
