"""docs/rulesets/pulp2d6.md runs (its python blocks, in order, sharing one namespace), and the
2d6 pulp sample encounter loads, matches its generator and runs a full round."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from test_docs import run_blocks

from core.dice import Dice
from core.encounter import Encounter

REPO = Path(__file__).resolve().parents[3]
DOC = REPO / "docs" / "rulesets" / "pulp2d6.md"
SAMPLE = REPO / "resources" / "samples" / "sample_pulp2d6.zkenc"
TOOL = REPO / "tools" / "make_sample_pulp2d6.py"


def test_the_doc_runs(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    assert run_blocks(DOC, monkeypatch, tmp_path) >= 6


def test_the_doc_names_the_settings_and_stats() -> None:
    text = DOC.read_text(encoding="utf-8")
    rules = Encounter(ruleset="pulp2d6").ruleset
    for key in rules.default_settings():
        assert f"`{key}`" in text, key
    for stat in ("violencia", "destreza", "ingenio", "pv", "pc", "proteccion", "weapons"):
        assert f"`{stat}`" in text, stat


def test_the_sample_matches_its_generator() -> None:
    spec = importlib.util.spec_from_file_location("make_sample_pulp2d6", TOOL)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert Encounter.load(SAMPLE).to_dict() == module.build().to_dict(), (
        "resources/samples/sample_pulp2d6.zkenc is stale: run python tools/make_sample_pulp2d6.py"
    )


def test_the_sample_runs_a_full_round() -> None:
    enc = Encounter.load(SAMPLE)
    enc.dice = Dice(7)  # a loaded file rolls unseeded dice: make this run repeatable
    assert enc.ruleset.name == "pulp2d6"
    people = enc.combatants()
    assert len(people) == 6 and {c.side for c in people} == {"pc", "npc"}
    c = enc.combat
    types = {x.stats.get("npc_type") for x in people if x.side == "npc"}
    assert types <= {r["key"] for r in c.npc_roster()} and len(types) == 3
    pcs = [x.name for x in people if x.side == "pc"]
    assert sorted(c.seating()) == sorted(pcs)
    assert c.start_fight() == c.seating()[0]
    npcs = [x.name for x in people if x.side == "npc"]
    seen = [c.current_turn()]
    while enc.round.number < 3:
        cur = c.current_turn()
        target = next((n for n in npcs if not c.is_dead(n)), None)
        gm = {"gm_allows": True}  # the sample's walls keep most of them apart
        if target and c.attack_preview(cur, target, **gm).allowed:
            out = c.attack(cur, target, **gm)
            c.choose_consequences(out["attack_id"], ["stress", "vulnerable"][: out["count"]])
        seen.append(c.next_turn())
    assert set(pcs) <= set(seen)
    assert sum(e["kind"] == "consequences" for e in enc.log) >= 3
