"""docs/rulesets/brp.md cannot rot: its python blocks run in order, sharing one namespace."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_docs import run_blocks

DOC = Path(__file__).resolve().parents[3] / "docs" / "rulesets" / "brp.md"


def test_brp_doc_examples_run(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    assert run_blocks(DOC, monkeypatch, tmp_path) >= 8


def test_the_doc_names_every_runner_view() -> None:
    text = DOC.read_text(encoding="utf-8")
    for name in (
        "initiative_title",
        "roll_initiative",
        "initiative_entries",
        "start_fight",
        "current_turn",
        "next_turn",
        "reorder",
        "budget_view",
        "action_views",
        "take_action",
        "track_views",
        "adjust_track",
        "status_badges",
        "weapon_choices",
        "attack_flags",
        "attack_preview",
        "attack(",
        "apply_damage",
        "skill_roll",
        "resistance_roll",
        "spot_rules()",
        "run_spot_rule",
        "chase_view",
        "gm_tools",
        "run_gm_tool",
    ):
        assert name in text, name
