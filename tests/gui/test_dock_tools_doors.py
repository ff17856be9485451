"""The GM tools dock's "Break a door" form lists the map's doors with their words as it did
when the list was made at every refresh — now made when the form is shown (issue 11)."""

from __future__ import annotations

from typing import Any

import pytest

from core.doors import all_doors, door_label
from core.encounter import Encounter
from core.resources import resources_dir
from gui.docks.combat_base import settle


def eager(e: Encounter) -> list[tuple[str, str]]:
    return [(door_label(e.map, w), w.key) for w in all_doors(e.map) if not w.door.broken]


def listed(tools: Any) -> list[tuple[str, str]]:
    combo = tools.param_widgets["border"]
    return [(combo.itemText(i), combo.itemData(i)) for i in range(combo.count())]


def test_the_door_form_follows_a_break_a_rename_and_an_undo(make_window: Any) -> None:
    pytest.importorskip("core.rules.yze")
    window = make_window(Encounter.load(resources_dir() / "samples" / "sample_yze.zkenc"))
    settle()
    enc, tools = window.enc, window.combat_docks.tools
    assert tools.select_tool("break_door")
    first = listed(tools)
    assert first == eager(enc) and len(first) == 8
    assert tools.param_widgets["border"].currentData() == "hall|yard"
    enc.combat.run_gm_tool("break_door", border="hall|yard", damage=30)
    settle()
    assert listed(tools) == eager(enc) and ("hall|yard" not in [k for _t, k in listed(tools)])
    enc.map.update_zone("store", name="Pantry")
    settle()
    assert listed(tools) == eager(enc)
    assert ("locked hatch between Gatehouse and Pantry", "gate|store") in listed(tools)
    window.undo_stack.undo()
    window.undo_stack.undo()
    settle()
    assert listed(tools) == eager(enc) == first


def test_who_is_outside_the_cards_follows_a_death_and_its_undo(make_window: Any) -> None:
    """The initiative dock keeps each life state alone for "who may still draw" (the cards'
    pips and words are worked out for card holders only): a death leaves the list, an undo
    brings it back."""
    pytest.importorskip("core.rules.yze")
    from core.rules.yze.damage import kill

    window = make_window(Encounter.load(resources_dir() / "samples" / "sample_yze.zkenc"))
    settle()
    enc, dock = window.enc, window.combat_docks.initiative
    combo = dock.outside_combo
    everyone = [c.name for c in enc.combatants()]
    assert [combo.itemData(i) for i in range(combo.count())] == everyone
    kill(enc, everyone[0])
    settle()
    assert [combo.itemData(i) for i in range(combo.count())] == everyone[1:]
    window.undo_stack.undo()
    settle()
    assert [combo.itemData(i) for i in range(combo.count())] == everyone
