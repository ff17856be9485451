"""docs/rulesets/yze.md: its examples run in order and stay true."""

from __future__ import annotations

import re
from pathlib import Path

DOC = Path(__file__).resolve().parents[3] / "docs" / "rulesets" / "yze.md"


def test_yze_combat_doc_examples_run() -> None:
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert len(blocks) >= 6
    namespace: dict[str, object] = {}
    for i, block in enumerate(blocks):
        exec(compile(block, f"{DOC.name} block {i + 1}", "exec"), namespace)
    enc = namespace["enc"]
    assert len(enc.log) > 5  # type: ignore[attr-defined]
