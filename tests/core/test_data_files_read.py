"""Every rule data file under ``resources/rules/<ruleset>/`` is read by some code under ``core/``.

A table no code reads is a rule the app only pretends to have (issue 8). "Read" means one of:

* **named in a load** — the table's id is a string passed to a function that takes a table id
  (any function in ``core/`` with a parameter called ``table_id`` or ``table``, which covers
  ``load_table``, ``Ruleset.table``, the rulesets' ``row``/``rows``/``_row``/``table_rows``…),
  or assigned to a variable of that name (``table = "cover" if … else "fortified_positions"``),
  or written as its file name (``"templates.json"``) in code, not in a docstring;
* **pointed at by a read table** — a value under a key containing "table" in a table that is
  itself read (WWII ``attack_resolution.json`` names its critical tables, YZE
  ``crit_triggers.json`` its D66 tables).

The static scan is checked against what really happens: every table that a short workload under
each ruleset loads must also be found by the scan (so a new way of loading tables can't slip by).
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

import core.resources as resources
from core.rules.base import BUILTIN_RULESETS

ROOT = Path(__file__).resolve().parents[2]
CORE = ROOT / "core"
RULES = ROOT / "resources" / "rules"

KNOWN_UNREAD: dict[str, set[str]] = {}
"""Tables no code reads today, each group with why. The test fails when a new unread table appears
and when one listed here becomes read (then take it off the list)."""

_TABLE_PARAMS = {"table_id", "table"}


# -- the static scan --------------------------------------------------------------------------
def _modules(ruleset: str) -> list[Path]:
    """The code that can read ``ruleset``'s tables: its package and the shared core."""
    shared = [*CORE.glob("*.py"), *(CORE / "rules").glob("*.py")]
    return [*shared, *sorted((CORE / "rules" / ruleset).rglob("*.py"))]


@cache
def _parsed(path: Path) -> tuple[ast.AST, ...]:
    """Every node of one module (parsed once; the shared core serves every ruleset)."""
    return tuple(ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))))


def _trees(paths: list[Path]) -> list[tuple[ast.AST, ...]]:
    return [_parsed(p) for p in paths]


def _loader_names(trees: list[tuple[ast.AST, ...]]) -> set[str]:
    """Functions that take a table id: a parameter called ``table_id`` or ``table``."""
    names = set()
    for tree in trees:
        for node in tree:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                params = [a.arg for a in (*node.args.posonlyargs, *node.args.args)]
                if _TABLE_PARAMS & {*params, *(a.arg for a in node.args.kwonlyargs)}:
                    names.add(node.name)
    return names


def _callee(call: ast.Call) -> str:
    f = call.func
    return f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")


def _strings(node: ast.AST | None) -> Iterator[str]:
    """String constants in an argument (``"a"``, ``"a" if c else "b"``); an f-string gives a
    pattern (``f"actions_{kind}"`` → ``re:actions_.+``)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node.value
    elif isinstance(node, ast.IfExp):
        yield from _strings(node.body)
        yield from _strings(node.orelse)
    elif isinstance(node, ast.JoinedStr):
        parts = [re.escape(v.value) if isinstance(v, ast.Constant) else ".+" for v in node.values]
        if any(not p.startswith(".+") or len(p) > 2 for p in parts if p != ".+"):
            yield "re:" + "".join(parts)


def _catalogued(tree: tuple[ast.AST, ...]) -> Iterator[str]:
    """Table ids in a catalogue unpacked as ``for …, table_id, … in CATALOGUE`` (a loop or a
    comprehension: the BRP spot and table rules)."""
    lists = {
        t.id: n.value
        for n in tree
        if isinstance(n, ast.Assign | ast.AnnAssign) and n.value is not None
        for t in (n.targets if isinstance(n, ast.Assign) else [n.target])
        if isinstance(t, ast.Name)
    }
    for loop in tree:
        if not (
            isinstance(loop, ast.For | ast.comprehension) and isinstance(loop.target, ast.Tuple)
        ):
            continue
        names = [getattr(e, "id", "") for e in loop.target.elts]
        at = next((i for i, n in enumerate(names) if n in _TABLE_PARAMS), None)
        rows = lists.get(getattr(loop.iter, "id", ""))
        if at is None or not isinstance(rows, ast.List | ast.Tuple):
            continue
        for row in rows.elts:
            if isinstance(row, ast.Tuple) and len(row.elts) > at:
                yield from _strings(row.elts[at])


def _docstrings(tree: tuple[ast.AST, ...]) -> set[int]:
    out = set()
    for node in tree:
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def _is_file_name(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and str(node.value).endswith(".json")


def _named_in_code(trees: list[tuple[ast.AST, ...]], loaders: set[str]) -> set[str]:
    """Every string the code passes as a table id, assigns to a table variable, or writes as a
    ``<id>.json`` file name."""
    named: set[str] = set()
    for tree in trees:
        named.update(_catalogued(tree))
        docs = _docstrings(tree)
        for node in tree:
            if isinstance(node, ast.Call) and _callee(node) in loaders:
                for arg in (*node.args, *(k.value for k in node.keywords)):
                    named.update(_strings(arg))
            elif isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id in _TABLE_PARAMS for t in node.targets
            ):
                named.update(_strings(node.value))
            elif _is_file_name(node) and id(node) not in docs:
                named.add(node.value.removesuffix(".json"))
    return named


def _pointers(data: Any, under_table_key: bool = False) -> Iterator[str]:
    """Strings under keys that contain "table" (``"tables": [...]``, ``{"table": "x"}``)."""
    if isinstance(data, dict):
        for k, v in data.items():
            yield from _pointers(v, under_table_key or "table" in str(k).lower())
    elif isinstance(data, list):
        for v in data:
            yield from _pointers(v, under_table_key)
    elif isinstance(data, str) and under_table_key:
        yield data.removesuffix(".json")


def _matching(named: set[str], ids: set[str]) -> set[str]:
    """The ids named outright or matched by an f-string's pattern."""
    patterns = [re.compile(n[3:]) for n in named if n.startswith("re:")]
    return {i for i in ids if i in named or any(p.fullmatch(i) for p in patterns)}


def table_ids(ruleset: str) -> set[str]:
    return {p.stem for p in (RULES / ruleset).glob("*.json")}


@cache
def read_tables(ruleset: str) -> frozenset[str]:
    """The tables of ``ruleset`` that code reads, directly or through a read table's pointer."""
    trees = _trees(_modules(ruleset))
    ids = table_ids(ruleset)
    found = _matching(_named_in_code(trees, _loader_names(trees) | {"load_table"}), ids)
    todo = list(found)
    while todo:
        data = json.loads((RULES / ruleset / f"{todo.pop()}.json").read_text(encoding="utf-8"))
        for tid in set(_pointers(data)) & ids - found:
            found.add(tid)
            todo.append(tid)
    return frozenset(found)


# -- the workload that checks the scan --------------------------------------------------------
def _loaded_by_workload(ruleset: str, monkeypatch: pytest.MonkeyPatch) -> set[str]:
    """The tables really loaded while a sample fight under ``ruleset`` shows its views."""
    seen: set[str] = set()
    real_load = json.load

    def recording_load(fh: Any, *a: Any, **kw: Any) -> Any:
        path = Path(fh.name)
        if path.parent.parent == RULES:
            seen.add(path.stem)
        return real_load(fh, *a, **kw)

    monkeypatch.setattr(resources.json, "load", recording_load)
    resources.load_table.cache_clear()
    try:
        from core.io import load_encounter

        enc = load_encounter(ROOT / "resources" / "samples" / f"sample_{ruleset}.zkenc")
        run = enc.combat
        run.character_sheet(), run.character_templates(), run.attack_flags(), run.gm_tools()
        run.gm_panels()
        for c in enc.combatants():
            run.track_views(c.name), run.weapon_choices(c.name), run.action_views(c.name)
    finally:
        resources.load_table.cache_clear()
    return seen


# -- the tests --------------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset", BUILTIN_RULESETS)
def test_every_rule_table_is_read_by_code(ruleset: str) -> None:
    unread = table_ids(ruleset) - read_tables(ruleset)
    known = KNOWN_UNREAD.get(ruleset, set())
    assert not unread - known, f"{ruleset}: tables no code reads: {sorted(unread - known)}"
    assert not known - unread, (
        f"{ruleset}: now read, take them off KNOWN_UNREAD: {sorted(known - unread)}"
    )


@pytest.mark.parametrize("ruleset", BUILTIN_RULESETS)
def test_the_scan_sees_every_table_a_fight_loads(
    ruleset: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    loaded = _loaded_by_workload(ruleset, monkeypatch)
    assert loaded, "the workload loaded no table: the recorder is broken"
    missed = loaded - read_tables(ruleset)
    assert not missed, f"{ruleset}: loaded but not found by the scan (name them plainly): {missed}"


def test_the_scan_tells_a_load_from_a_mention() -> None:
    code = '''
def rows(enc, table_id): ...
def f(enc, hot):
    """Reads docstring_only.json."""
    table = "picked" if hot else "other"
    rows(enc, "named")
    log("mentioned")
    path = "by_path.json"
    rows(enc, f"actions_{kind}")
    return [t for _id, table_id in CATALOGUE]
CATALOGUE = [("x", "catalogued")]
'''
    trees = [tuple(ast.walk(ast.parse(code)))]
    named = _named_in_code(trees, _loader_names(trees))
    assert _matching(
        named,
        {
            "picked",
            "other",
            "named",
            "by_path",
            "catalogued",
            "actions_slow",
            "mentioned",
            "docstring_only",
        },
    ) == {"picked", "other", "named", "by_path", "catalogued", "actions_slow"}
    assert set(_pointers({"rows": [{"tables": ["crit_a.json", "crit_b"], "text": "x"}]})) == {
        "crit_a",
        "crit_b",
    }
