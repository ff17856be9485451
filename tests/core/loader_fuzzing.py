"""Mutated encounter files and the questions every accepted file must answer.

Shared by ``tests/core/test_loader_fuzz.py`` (a few hundred files) and
``benchmarks/fuzz_loader.py`` (10,000). A mutation takes a sample file's JSON tree
(``resources/samples/*.zkenc``) and changes one to three things at random places: a value of
another type, a huge or non-finite number, a deep nest, a key removed or added, another ruleset's
name, a random string. :func:`mutated_text` returns the file's text (some mutations only exist
as text: a 5,000-digit integer, 1,200 nested brackets).

:func:`ask_everything` asks an encounter every question the GUI asks: range, sight and moves
for every pair and zone, and every runner view; then saves it and loads the save again.
"""

from __future__ import annotations

import copy
import itertools
import json
import random
from pathlib import Path
from typing import Any

from core.encounter import Encounter
from core.io import encounter_from_dict, encounter_to_dict

REPO = Path(__file__).resolve().parents[2]
SAMPLES = sorted((REPO / "resources" / "samples").glob("*.zkenc"))
RULESETS = ("yze", "brp", "ww2", "d20", "pulp2d6")
_BIG = "@@zk-big-int@@"
_DEEP = "@@zk-deep@@"


def sample_trees() -> dict[str, Any]:
    """Every sample file's JSON tree, by file stem."""
    return {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in SAMPLES}


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in the tree (containers and leaves), as key/index tuples."""
    out = [prefix]
    if isinstance(node, dict):
        for k, v in node.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _paths(v, (*prefix, i))
    return out


def _get(node: Any, path: tuple[Any, ...]) -> Any:
    for part in path:
        node = node[part]
    return node


def _random_string(rng: random.Random) -> str:
    pool = [
        "",
        " ",
        "Ana",
        "nobody",
        "z0",
        "\ud800",
        "x" * rng.choice((10, 3000, 200_000)),
        "data:image/svg+xml;base64,PHN2Zy8+",
        "data:image/png;base64,AAAA",
        "1d6",
        "2d6+",
        "9999d9999",
        "standing",
        "closed",
        "ww2",
        "yze",
    ]
    return rng.choice(pool)


def _random_value(rng: random.Random, near: Any) -> Any:
    """A value of a random type, or a hostile value of the same type as ``near``."""
    kind = rng.randrange(12)
    if kind == 0:
        return _random_string(rng)
    if kind == 1:
        return rng.choice((0, -1, 1, 2, 7, 100, 10**6, 10**18, -(10**9)))
    if kind == 2:
        return rng.choice((0.5, -0.5, 1e308, -1e308, 1e-308, float("inf"), float("nan")))
    if kind == 3:
        return rng.choice((True, False, None))
    if kind == 4:
        return rng.choice(([], [[]], [{}], [1, 2], ["Ana", "Ana"], [None]))
    if kind == 5:
        return rng.choice(({}, {"x": 1}, {"": None}, {"combatants": {}}))
    if kind == 6:
        return _BIG
    if kind == 7:
        return _DEEP
    if kind == 8 and isinstance(near, (int, float)) and not isinstance(near, bool):
        return near * rng.choice((-1, 1000, 10**9)) + rng.choice((0, 1))
    if kind == 9 and isinstance(near, list) and near:
        return near + near  # duplicates
    if kind == 10 and isinstance(near, str):
        return near + rng.choice(("", "x", " ", "\x00"))
    return rng.choice((None, 0, "", [], {}))


def mutate(tree: Any, rng: random.Random, changes: int | None = None) -> Any:
    """A deep copy of ``tree`` with ``changes`` random changes (default: one to three)."""
    out = copy.deepcopy(tree)
    for _ in range(changes or rng.randint(1, 3)):
        out = _mutate_once(out, rng)
    return out


def _mutate_once(tree: Any, rng: random.Random) -> Any:
    paths = _paths(tree)
    path = rng.choice(paths)
    if not path:
        return _random_value(rng, tree) if rng.random() < 0.05 else tree
    parent = _get(tree, path[:-1])
    key = path[-1]
    op = rng.randrange(10)
    if op == 0 and isinstance(tree, dict):
        tree["ruleset"] = rng.choice(RULESETS)
    elif op == 1 and isinstance(parent, dict):
        del parent[key]
    elif op == 2 and isinstance(parent, dict):
        parent[rng.choice(("extra", "name", "combatants", "ww2", "hp", "injury"))] = _random_value(
            rng, None
        )
    elif op == 3 and isinstance(parent, list):
        parent.append(copy.deepcopy(parent[key]))
    elif op == 4:
        other = _get(tree, rng.choice(paths)) if paths else None
        parent[key] = copy.deepcopy(other)
    else:
        parent[key] = _random_value(rng, parent[key])
    return tree


def to_text(tree: Any) -> str:
    """The tree as file text, with the text-only hostile values spliced in."""
    text = json.dumps(tree, ensure_ascii=True)
    text = text.replace(f'"{_BIG}"', "9" * 5000)
    return text.replace(f'"{_DEEP}"', "[" * 1200 + "]" * 1200)


def mutated_text(trees: dict[str, Any], rng: random.Random, changes: int | None = None) -> str:
    """One mutated sample file's text."""
    tree = trees[rng.choice(sorted(trees))]
    return to_text(mutate(tree, rng, changes))


def ask_everything(enc: Encounter) -> None:
    """Ask ``enc`` every question the GUI asks; any exception escapes to the caller."""
    names = [c.name for c in enc.combatants()]
    zones = [z.id for z in enc.map.zones()]
    for a, b in itertools.permutations(names, 2):
        enc.range_band(a, b)
        enc.line_of_sight(a, b)
        enc.can_shoot(a, b)
    for n in names:
        enc.cannot_act_reason(n)
        enc.actions_left(n)
        for z in zones:
            enc.check_move(n, z)
    _ask_runner(enc, names)
    data = encounter_to_dict(enc)
    text = json.dumps(data, ensure_ascii=False)
    text.encode("utf-8")
    encounter_from_dict(json.loads(text))


def _ask_runner(enc: Encounter, names: list[str]) -> None:
    runner = enc.combat
    runner.initiative_entries()
    runner.current_turn()
    runner.attack_flags()
    runner.gm_tools()
    runner.gm_panels()
    runner.character_sheet()
    runner.character_templates()
    for n in names:
        runner.budget_view(n)
        runner.action_views(n)
        runner.track_views(n)
        runner.status_badges(n)
        stats = enc.combatant(n).stats
        runner.sheet_values(stats)
        runner.derived_values(stats)
        weapons = runner.weapon_choices(n)
        for t in names:
            if t != n:
                runner.attack_preview(n, t, weapons[0][0] if weapons else None)
