"""docs/rulesets/d20.md runs (its python blocks, in order, sharing one namespace), and the d20
sample encounter loads, matches its generator and runs a full round."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from test_docs import run_blocks

from core.dice import Dice
from core.encounter import Encounter

REPO = Path(__file__).resolve().parents[3]
DOC = REPO / "docs" / "rulesets" / "d20.md"
SAMPLE = REPO / "resources" / "samples" / "sample_d20.zkenc"
TOOL = REPO / "tools" / "make_sample_d20.py"


def test_the_doc_runs(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    assert run_blocks(DOC, monkeypatch, tmp_path) >= 6


def test_the_doc_names_the_settings_and_stats() -> None:
    text = DOC.read_text(encoding="utf-8")
    rules = Encounter(ruleset="d20").ruleset
    for key in rules.default_settings():
        assert f"`{key}`" in text, key
    for stat in ("agilidade", "prontidao", "precisao", "pv", "ataque", "defesa", "weapons"):
        assert f"`{stat}`" in text, stat


def test_the_sample_matches_its_generator() -> None:
    spec = importlib.util.spec_from_file_location("make_sample_d20", TOOL)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert Encounter.load(SAMPLE).to_dict() == module.build().to_dict(), (
        "resources/samples/sample_d20.zkenc is stale: run python tools/make_sample_d20.py"
    )


def test_the_sample_runs_a_full_round() -> None:
    enc = Encounter.load(SAMPLE)
    enc.dice = Dice(7)  # a loaded file rolls unseeded dice: make this run repeatable
    assert enc.ruleset.name == "d20"
    people = enc.combatants()
    assert len(people) == 6 and {c.side for c in people} == {"pc", "npc"}
    c = enc.combat
    assert c.surprise_due()
    first = c.start_fight()
    assert c.is_surprise_round() and first is not None
    assert enc.history.can_undo
    seen = [first]
    while enc.round.number < 3:
        cur = c.current_turn()
        foes = [x.name for x in people if x.side != enc.combatant(cur).side]
        target = next((f for f in foes if not c.is_down(f)), None)
        if target and c.attack_preview(cur, target).allowed:
            c.attack(cur, target)
        seen.append(c.next_turn())
    assert {x.name for x in people} <= set(seen)
    assert all(not c.is_flat_footed(x.name) for x in people)
