"""docs/rulesets/ww2.md cannot rot: its python blocks run in order, as doctests."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_docs import run_blocks

import core.rules.ww2  # noqa: F401

DOC = Path(__file__).resolve().parents[3] / "docs" / "rulesets" / "ww2.md"


def test_ww2_doc_examples_run(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    assert run_blocks(DOC, monkeypatch, tmp_path) >= 6


def test_ww2_doc_names_the_api() -> None:
    text = DOC.read_text(encoding="utf-8")
    for name in (
        "roll_initiative",
        "initiative_entries",
        "start_fight",
        "next_turn",
        "budget_view",
        "action_views",
        "take_action",
        "track_views",
        "adjust_track",
        "status_badges",
        "attack_flags",
        "attack_preview",
        "attack(",
        "apply_damage",
        "movement_allowance",
        "detect",
        "set_cover",
        "suppressive_fire",
        "treat_wound",
        "set_rule_setting",
        "gm_tools",
        "run_gm_tool",
    ):
        assert name in text, name
