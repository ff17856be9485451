"""Rule tables (``resources/rules/**.json``) are data with a source a reader can check.

Each has ``id`` == file stem, a ``title`` and a ``source`` whose ``seed`` names a file in
``../shared/seeds`` and whose ``section`` (and every row's ``section``) is found verbatim in that
seed's text. ``choices`` — readings chosen where the seed is ambiguous — are objects with a
``question`` and a ``reading``.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[2]
RULES = REPO / "resources" / "rules"
SEEDS = REPO.parent / "shared" / "seeds"
TABLES = sorted(RULES.rglob("*.json"))


def _id(path: Path) -> str:
    return str(path.relative_to(RULES))


@cache
def seed_text(name: str) -> str:
    return (SEEDS / name).read_text(encoding="utf-8")


def load(path: Path) -> dict[str, Any]:
    data = json.loads(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict), "a rule table is a JSON object"
    return data


def row_sections(node: Any, where: str = "") -> list[tuple[str, Any]]:
    """Every ``section`` below the top level (rows, sub-rows …) with where it sits."""
    found: list[tuple[str, Any]] = []
    if isinstance(node, dict):
        for key, value in node.items():
            here = f"{where}.{key}" if where else key
            if key == "section" and where and where != "source":
                found.append((here, value))
            found.extend(row_sections(value, here))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            found.extend(row_sections(value, f"{where}[{i}]"))
    return found


def test_there_are_tables() -> None:
    assert TABLES, f"no rule tables under {RULES}"
    assert (RULES / "yze").is_dir()


@pytest.mark.parametrize("path", TABLES, ids=_id)
def test_table_shape(path: Path) -> None:
    data = load(path)
    assert data.get("id") == path.stem
    assert isinstance(data.get("title"), str) and data["title"].strip()
    source = data.get("source")
    assert isinstance(source, dict), "source is an object"
    assert isinstance(source.get("seed"), str) and source["seed"]
    assert isinstance(source.get("section"), str) and source["section"].strip()
    if "choices" in data:
        choices = data["choices"]
        assert isinstance(choices, list)
        for i, choice in enumerate(choices):
            assert isinstance(choice, dict), f"choices[{i}] is an object"
            assert isinstance(choice.get("question"), str), f"choices[{i}].question"
            assert isinstance(choice.get("reading"), str), f"choices[{i}].reading"


@pytest.mark.skipif(not SEEDS.is_dir(), reason=f"seed texts not found at {SEEDS}")
@pytest.mark.parametrize("path", TABLES, ids=_id)
def test_table_quotes_its_seed(path: Path) -> None:
    data = load(path)
    seed = data["source"]["seed"]
    assert (SEEDS / seed).is_file(), f"source.seed {seed!r} is not a file in {SEEDS}"
    text = seed_text(seed)
    assert data["source"]["section"] in text, f"source.section not found verbatim in {seed}"
    for where, section in row_sections({k: v for k, v in data.items() if k != "source"}):
        assert isinstance(section, str), f"{where} is text"
        assert section in text, f"{where} {section[:60]!r}… not found verbatim in {seed}"


def test_row_sections_are_found_wherever_they_sit() -> None:
    sample = {"source": {"section": "x"}, "rows": [{"section": "a", "sub": [{"section": "b"}]}]}
    assert row_sections({k: v for k, v in sample.items() if k != "source"}) == [
        ("rows[0].section", "a"),
        ("rows[0].sub[0].section", "b"),
    ]
