"""The built-in sample encounter (``resources/samples/sample_yze.zkenc``): it loads, shows every
kind of thing the map knows, and matches its generator ``tools/make_sample.py``."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from core.encounter import Encounter
from core.resources import sample_encounter_path
from core.zonemap import BORDER_KINDS, DOOR_STATES, FEATURES

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def sample() -> Encounter:
    return Encounter.load(sample_encounter_path())


def test_sample_path_is_in_the_repo() -> None:
    assert sample_encounter_path() == REPO / "resources" / "samples" / "sample_yze.zkenc"


def test_sample_shape(sample: Encounter) -> None:
    assert sample.ruleset.name == "yze"
    assert 8 <= len(sample.map) <= 12
    borders = list(sample.map.borders())
    assert {b.kind for b in borders} == set(BORDER_KINDS) - {"link"}  # no zones apart
    passages = [b for b in borders if b.is_passage]
    assert {b.state for b in passages} == set(DOOR_STATES)
    assert {b.kind for b in passages} == {"door", "hatch"}
    features = set().union(*(z.features for z in sample.map.zones()))
    assert features == set(FEATURES)
    people = sample.combatants()
    assert len(people) == 6
    assert {c.side for c in people} == {"pc", "npc"}
    assert all(sample.map.zone(c.zone).contains(c.position) for c in people)
    assert sample.history.is_clean and not sample.history.can_undo


def test_sample_matches_its_generator() -> None:
    spec = importlib.util.spec_from_file_location("make_sample", REPO / "tools" / "make_sample.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    built = module.build()
    assert Encounter.load(sample_encounter_path()).to_dict() == built.to_dict(), (
        "resources/samples/sample_yze.zkenc is stale: run python tools/make_sample.py"
    )


def test_every_zone_is_reachable(sample: Encounter) -> None:
    ids = sample.map.zone_ids()
    assert all(sample.map.borders_crossed(ids[0], z) is not None for z in ids)


def test_sample_rules_questions(sample: Encounter) -> None:
    # Bruno is Engaged with the Guard in the cluttered courtyard: leaving needs Retreat.
    assert sample.range_band("Bruno Costa", "Guard") == "engaged"
    chk = sample.check_move("Bruno Costa", "gate")
    assert chk.allowed and "Guard" in chk.reason and chk.rolls == ["Mobility"]
    # the prone Ghoul can only crawl
    chk = sample.check_move("Ghoul", "crawl")
    assert chk.allowed and chk.slow == 1 and chk.fast == 0
    # the Cult Leader is in the dark storeroom behind closed and locked doors
    assert not sample.line_of_sight("Ana Ferreira", "Cult Leader").clear
    for a in sample.combatants():
        for b in sample.combatants():
            if a.name != b.name:
                assert sample.line_of_sight(a.name, b.name).reason
                assert sample.range_band(a.name, b.name) in (
                    "engaged",
                    "short",
                    "medium",
                    "long",
                    "extreme",
                )
        for z in sample.map.zone_ids():
            assert sample.check_move(a.name, z).reason
