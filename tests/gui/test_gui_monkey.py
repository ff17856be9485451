"""GUI monkey test (issue 9): random clicks, drags, menu and dock actions, undos and redos under
every ruleset, offscreen and seeded; after each action the encounter's invariants hold, the map
mirrors the core, and no exception reaches ``sys.excepthook``; at the end undoing every step gives
the starting encounter back.

The long run is ``benchmarks/gui_monkey.py`` (5,000 actions); this is its short, seeded version.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ACTIONS_PER_RULESET = 30
"""A GM action costs the app ~0.05 s offscreen unpainted, ~0.13 s painted: 30 actions per ruleset,
painted every tenth, keep this file near 15 s on a busy machine (the benchmark paints them all)."""


def _monkey_module() -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "benchmarks" / "gui_monkey.py"
    spec = importlib.util.spec_from_file_location("gui_monkey", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("gui_monkey", module)
    spec.loader.exec_module(module)
    return module


gm = _monkey_module()


@pytest.fixture(scope="module")
def monkey_window(qapp: Any) -> Any:
    with gm.tame_dialogs():
        window = gm.make_window()
    yield window
    window.close_without_asking()


@pytest.mark.parametrize("ruleset", gm.RULESETS)
def test_random_gm_actions_keep_the_encounter_sound(monkey_window: Any, ruleset: str) -> None:
    with gm.tame_dialogs():
        found = gm.run_ruleset(
            monkey_window, ruleset, ACTIONS_PER_RULESET, seed=9, file_every=10, paint_every=10
        )
    assert found.actions == ACTIONS_PER_RULESET
    assert found.exceptions == []
    assert found.invariants == []
    assert len(found.kinds) >= 5  # drags, clicks, menus, docks, undos all had their turn


def test_the_checks_catch_a_broken_window(monkey_window: Any) -> None:
    """The invariant checks can fail: a token left behind, a combatant outside its zone."""
    from core.encounter import Encounter
    from core.resources import resources_dir

    enc = Encounter.load(resources_dir() / "samples" / "sample_ww2.zkenc")
    with gm.tame_dialogs():
        monkey_window.set_encounter(enc, None)
    assert gm.core_problems(enc) == [] and gm.window_problems(monkey_window) == []
    name = enc.combatants()[0].name
    placed = enc._combatants[name]
    enc._combatants[name] = dataclasses.replace(placed, position=(-1000.0, -1000.0))
    assert any("outside" in p for p in gm.core_problems(enc))
    enc._combatants[name] = placed
    token = monkey_window.scene.token_items.pop(name)
    assert any("tokens" in p for p in gm.window_problems(monkey_window))
    monkey_window.scene.token_items[name] = token
