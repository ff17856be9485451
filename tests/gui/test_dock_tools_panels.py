"""The GM tools dock: the runner's read-only panels (BRP's chase track), choice labels and
optional inputs, and the pips' measures told as text."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QComboBox, QGroupBox

from core.encounter import Encounter
from core.resources import resources_dir
from gui.docks.combat_base import settle
from gui.docks.tools import OPTIONAL_TEXT


def sample(ruleset: str) -> Encounter:
    pytest.importorskip(f"core.rules.{ruleset}")
    return Encounter.load(resources_dir() / "samples" / f"sample_{ruleset}.zkenc")


def highlighted(tools: Any) -> list[str]:
    return [label for label, _v, lit in tools.panel_rows("chase") if lit]


def test_the_brp_chase_panel_follows_a_chase_step(make_window: Any) -> None:
    window = make_window(sample("brp"))
    settle()
    tools = window.combat_docks.tools
    assert tools.isVisible() and tools.panel_ids() == ["chase"]
    box = tools.findChild(QGroupBox, "toolsPanel_chase")
    assert box is not None and box.isVisibleTo(tools) and box.title() == "Chase range track"
    rows = tools.panel_rows("chase")
    assert [r[0] for r in rows] == [
        "1. Side-by-Side",
        "2. Two Lengths",
        "3. Close",
        "4. In Sight",
        "5. Out of Sight",
    ]
    assert rows[0][1].startswith("melee possible") and highlighted(tools) == []
    c = window.enc.combat
    c.run_gm_tool("chase_start", quarry="Ghoul", pursuer="Ana Ferreira", lengths=1)
    settle()
    assert highlighted(tools) == ["2. Two Lengths"]
    c.run_gm_tool("chase_move", name="Ghoul", steps=2)  # a chase step through the tool
    settle()
    assert highlighted(tools) == ["4. In Sight"]
    window.undo_stack.undo()  # one step back: the chase step
    settle()
    assert highlighted(tools) == ["2. Two Lengths"]


def test_the_chase_panel_follows_the_dock_run_button(make_window: Any, qtbot: Any) -> None:
    window = make_window(sample("brp"))
    tools = window.combat_docks.tools
    window.enc.combat.run_gm_tool("chase_start", quarry="Ghoul", pursuer="Ana Ferreira")
    settle()
    assert tools.select_tool("chase_move")
    combo = tools.param_widgets["name"]
    combo.setCurrentIndex(combo.findData("Ghoul"))
    tools.param_widgets["steps"].setValue(1)
    assert tools.run_tool()
    settle()
    assert highlighted(tools) == ["3. Close"]


def test_choice_labels_are_shown_and_the_ids_sent(make_window: Any) -> None:
    window = make_window(sample("pulp2d6"))
    enc = window.enc
    c = enc.combat
    pc = next(x.name for x in enc.combatants() if x.side == "pc")
    npc = next(x.name for x in enc.combatants() if x.side == "npc")
    c.start_fight() if not c.fight_started() else None
    while c.current_turn() != pc:
        c.next_turn()
    res = c.attack(pc, npc, gm_allows=True)  # the sample's walls and doors keep them apart
    settle()
    tools = window.combat_docks.tools
    assert tools.select_tool("consequences")
    combo = tools.param_widgets["attack_id"]
    assert isinstance(combo, QComboBox)
    aid = res["attack_id"]
    text = combo.itemText(combo.findData(aid))
    assert text.startswith(f"{pc} vs {npc} (") and "consequence" in text and aid not in text
    assert tools.params()["attack_id"] == aid
    first = tools.param_widgets["first"]
    assert first.itemText(0) == OPTIONAL_TEXT
    assert first.itemText(1) == "Stray bullet"  # the consequence's name in the UI language
    assert "first" not in tools.params() or tools.params()["first"] == ""
    # an optional choice left at "—" is not sent (HERIR's weapon: the NPCs' weapons listed)
    harm = tools.param_widgets["harm_weapon"]
    assert isinstance(harm, QComboBox) and harm.itemText(0) == OPTIONAL_TEXT
    assert harm.findData(f"{npc}:pistol") > 0
    assert "harm_weapon" not in tools.params()
    assert tools.panel_ids()[0] == "pending_attacks"
    assert tools.panel_rows("pending_attacks")[0][0] == f"{pc} vs {npc}"


def test_optional_combatants_say_so(make_window: Any) -> None:
    window = make_window(sample("ww2"))
    tools = window.combat_docks.tools
    assert tools.select_tool("suppressive_fire")
    assert tools.param_widgets["target2"].itemText(0) == OPTIONAL_TEXT
    assert tools.param_widgets["target1"].itemText(0) == "—"
    assert tools.select_tool("attention")
    state = tools.param_widgets["state"]
    assert state.itemText(state.findData("attentive")) == "Attentive"


def test_ww2_pips_tell_the_metres_as_text(make_window: Any) -> None:
    window = make_window(sample("ww2"))
    docks = window.combat_docks
    actor = window.enc.combatants()[0].name
    docks.tracks.show_combatant(actor)
    settle()
    pips = docks.tracks.pips
    assert pips.kinds == ("action",)
    assert "run (m) 15" in pips.measures and "run (m)" in pips.toolTip()
