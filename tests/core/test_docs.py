"""The documentation cannot rot: the ``python`` blocks of ``docs/api.md`` run in order, as
doctests sharing one namespace, and so do the ``>>>`` examples in the core's docstrings."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
import re
from pathlib import Path

import pytest

import core

REPO = Path(__file__).resolve().parents[2]
API = REPO / "docs" / "api.md"
FILE_FORMAT = REPO / "docs" / "file-format.md"
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
BLOCK = re.compile(r"^```python\n(.*?)^```", re.DOTALL | re.MULTILINE)


def python_blocks(path: Path) -> list[tuple[int, str]]:
    """(line number, code) of every fenced ``python`` block in ``path``."""
    text = path.read_text(encoding="utf-8")
    return [(text.count("\n", 0, m.start()) + 2, m.group(1)) for m in BLOCK.finditer(text)]


def run_blocks(path: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> int:
    monkeypatch.chdir(tmp_path)  # anything a block writes lands here
    globs: dict[str, object] = {"__name__": "__docs__"}
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=FLAGS)
    blocks = python_blocks(path)
    for line, code in blocks:
        if ">>>" in code:
            test = parser.get_doctest(code, globs, f"{path.name}:{line}", str(path), line)
            failures_before = runner.failures
            runner.run(test, clear_globs=False)
            globs.update(test.globs)  # DocTest works on a copy: carry names to the next block
            assert runner.failures == failures_before, f"{path.name}: block at line {line} failed"
        else:
            exec(compile(code, f"{path.name}:{line}", "exec"), globs)
    return len(blocks)


def test_api_examples_run(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    assert run_blocks(API, monkeypatch, tmp_path) >= 10


def test_file_format_examples_run(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    run_blocks(FILE_FORMAT, monkeypatch, tmp_path)


def test_a_failing_example_is_caught(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    doc = tmp_path / "bad.md"
    doc.write_text("```python\n>>> 1 + 1\n3\n\n```\n", encoding="utf-8")
    with pytest.raises(AssertionError, match="line 2"):
        run_blocks(doc, monkeypatch, tmp_path)


def test_api_doc_names_every_public_call() -> None:
    text = API.read_text(encoding="utf-8")
    for name in (
        "add_zone",
        "add_border",
        "add_combatant",
        "engage",
        "set_doorway",
        "range_band",
        "line_of_sight",
        "can_shoot",
        "check_move",
        "move(",
        "spend",
        "next_round",
        "set_setting",
        "undo()",
        "redo()",
        "history",
        "save(",
        "Encounter.load",
        "EncounterFileError",
        "events.connect",
        "find_ruleset",
        "available_rulesets",
    ):
        assert name in text, f"docs/api.md does not mention {name}"


CORE_MODULES = [
    "core",
    *sorted(info.name for info in pkgutil.walk_packages(core.__path__, "core.") if not info.ispkg),
]


@pytest.mark.parametrize("module_name", CORE_MODULES)
def test_core_docstring_examples(module_name: str) -> None:
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:  # a colleague's half-written module: reported by test_no_qt
        pytest.skip(f"{module_name} does not import: {exc}")
    result = doctest.testmod(module, optionflags=FLAGS, verbose=False)
    assert result.failed == 0, f"{module_name}: {result.failed} docstring example(s) failed"
