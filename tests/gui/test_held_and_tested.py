"""Clicks for issue 8's leftovers: d20's awareness test from the GM tools dock (seed 003
"Determinando a Surpresa"), and BRP's mesmerised / demoralised combatants in the Actions dock
(seed 001 "Ataques de aura")."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from core.encounter import Encounter
from core.resources import resources_dir
from gui.docks.combat_base import select_data, settle


def sample(ruleset: str) -> Encounter:
    pytest.importorskip(f"core.rules.{ruleset}")
    return Encounter.load(resources_dir() / "samples" / f"sample_{ruleset}.zkenc")


def rig(enc: Encounter, *faces: int) -> None:
    queue = list(faces)
    enc.dice.die = lambda sides: queue.pop(0)  # type: ignore[method-assign]


def test_the_d20_awareness_test_is_a_click(make_window: Any) -> None:
    window = make_window(sample("d20"))
    tools = window.combat_docks.tools
    assert tools.select_tool("awareness_test")
    combo = tools.param_widgets["name"]
    assert select_data(combo, "Guard")
    before = window.undo_stack.count()
    rig(window.enc, 1)  # 1 + Prontidão falls short of 10: the Guard is surprised
    assert tools.run_tool()
    settle()
    assert not window.enc.combat.is_aware("Guard")
    assert window.undo_stack.count() == before + 1
    assert "surprised: Guard" in window.enc.log[-1]["text"]
    window.undo_stack.undo()
    assert window.enc.combat.is_aware("Guard")


def test_the_d20_attribute_test_lists_the_attributes(make_window: Any) -> None:
    window = make_window(sample("d20"))
    tools = window.combat_docks.tools
    assert tools.select_tool("attribute_test")
    attr = tools.param_widgets["attribute"]
    assert [attr.itemText(i) for i in range(attr.count())] == ["Agility", "Alertness", "Precision"]
    assert select_data(tools.param_widgets["name"], "Ana Ferreira")
    rig(window.enc, 20)
    assert tools.run_tool()
    assert "success" in window.enc.log[-1]["text"]


def _brp_turn(window: Any, name: str) -> Any:
    c = window.enc.combat
    c.roll_initiative()
    c.start_fight()
    while c.current_turn() != name:
        c.next_turn()
    settle()
    return window.combat_docks.initiative.actions


def test_brp_mesmerised_actions_are_greyed_with_the_reason(make_window: Any) -> None:
    window = make_window(sample("brp"))
    panel = _brp_turn(window, "Guard")
    rig(window.enc, 90)  # a failed resistance, short of a fumble: mesmerised
    out = window.enc.combat.run_gm_tool("aura_attack", attacker="Ana Ferreira", target="Guard")
    settle()
    assert out["level"] == "failure", out["text"]
    move = panel.item_for("move")
    assert not move.flags() & Qt.ItemFlag.ItemIsEnabled
    assert "Mesmerised (aura)" in move.text()


def test_brp_the_demoralised_flee_from_the_actions_dock(make_window: Any) -> None:
    window = make_window(sample("brp"))
    enc = window.enc
    panel = _brp_turn(window, "Guard")
    assert not panel.item_for("flee").flags() & Qt.ItemFlag.ItemIsEnabled
    rig(enc, 100)  # a fumbled resistance: demoralised
    enc.combat.run_gm_tool("aura_attack", attacker="Ana Ferreira", target="Guard")
    settle()
    zone = enc.combatant("Guard").zone
    away = [z for z in enc.map.neighbours(zone) if enc.check_move("Guard", z).allowed]
    assert away, "the Guard has nowhere to run"
    select_data(panel.target_combo, away[0])
    panel.target_combo.activated.emit(panel.target_combo.currentIndex())
    flee = panel.item_for("flee")
    assert flee.flags() & Qt.ItemFlag.ItemIsEnabled, flee.text()
    before = window.undo_stack.count()
    panel.list.itemClicked.emit(flee)
    assert enc.combatant("Guard").zone == away[0]
    assert window.undo_stack.count() == before + 1
