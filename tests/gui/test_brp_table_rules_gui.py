"""BRP's table rules reached by clicks: a day without water through the GM tools dock shows on
the Tracks dock; a pulled blow and a thrown weapon in melee are options of the Attack dock."""

from __future__ import annotations

from typing import Any

import pytest

from core.encounter import Encounter
from core.resources import resources_dir
from gui.docks.combat_base import settle


def sample_brp() -> Encounter:
    pytest.importorskip("core.rules.brp")
    return Encounter.load(resources_dir() / "samples" / "sample_brp.zkenc")


def test_a_day_without_water_from_the_tools_dock_shows_on_the_tracks(make_window: Any) -> None:
    window = make_window(sample_brp())
    settle()
    pc = next(c.name for c in window.enc.combatants() if c.side == "pc")
    tools = window.combat_docks.tools
    assert tools.select_tool("cold_hunger_thirst")
    combo = tools.param_widgets["target"]
    combo.setCurrentIndex(combo.findData(pc))
    lacking = tools.param_widgets["lacking"]
    lacking.setCurrentIndex(lacking.findData("water"))
    assert tools.run_tool()
    settle()
    tracks = window.combat_docks.tracks
    tracks.show_combatant(pc)
    settle()
    label = tracks.track_labels["exposure"]
    assert label.text() == "1 day(s) without water" and label.isVisibleTo(tracks)
    window.undo_stack.undo()
    settle()
    assert "exposure" not in tracks.track_labels


def test_the_attack_dock_offers_pulled_blows_and_thrown_weapons_in_melee(
    make_window: Any,
) -> None:
    window = make_window(sample_brp())
    settle()
    widgets = window.combat_docks.attack.flag_widgets
    assert {"pull_blow", "pull_modifier", "thrown_in_melee"} <= set(widgets)
