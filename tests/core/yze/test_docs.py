"""docs/rulesets/yze.md: its examples run in order and stay true."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_docs import run_blocks

DOC = Path(__file__).resolve().parents[3] / "docs" / "rulesets" / "yze.md"


def test_yze_combat_doc_examples_run(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    assert run_blocks(DOC, monkeypatch, tmp_path) >= 6
