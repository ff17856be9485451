"""BRP vehicle chases and the other new spot rules reached by clicks in the GM tools dock:
their forms are built from the runner's ToolSpecs, the Vehicles panel appears with the first
vehicle and follows undo."""

from __future__ import annotations

from typing import Any

import pytest

from core.encounter import Encounter
from core.resources import resources_dir
from gui.docks.combat_base import settle


def sample() -> Encounter:
    pytest.importorskip("core.rules.brp")
    return Encounter.load(resources_dir() / "samples" / "sample_brp.zkenc")


def test_a_vehicle_added_by_the_form_gets_a_panel_and_undo_removes_it(make_window: Any) -> None:
    window = make_window(sample())
    tools = window.combat_docks.tools
    assert "vehicles" not in tools.panel_ids()
    assert tools.select_tool("vehicle_add")
    tools.param_widgets["name"].setText("Hover-car")
    tools.param_widgets["rated_speed"].setValue(6)
    tools.param_widgets["hp"].setValue(25)
    assert tools.run_tool()
    settle()
    assert "vehicles" in tools.panel_ids()
    ((label, value, lit),) = tools.panel_rows("vehicles")
    assert label == "Hover-car" and value.startswith("Speed 0/6, 25/25 HP") and not lit
    window.undo_stack.undo()
    settle()
    assert "vehicles" not in tools.panel_ids()


def test_a_bad_speed_is_refused_in_the_dock(make_window: Any) -> None:
    window = make_window(sample())
    window.enc.combat.run_gm_tool("vehicle_add", name="Cart", rated_speed=2)
    settle()
    tools = window.combat_docks.tools
    assert tools.select_tool("vehicle_speed")
    tools.param_widgets["name"].setText("Cart")
    tools.param_widgets["to"].setValue(2)
    assert not tools.run_tool()  # acceleration 1 from Speed 0
    assert window.enc.combat.gm_panels()[-1].rows[0].value.startswith("Speed 0/2")
