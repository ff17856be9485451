"""The docks switch with the ruleset: each ruleset's sample in the main window shows that
ruleset's order, pips, tracks, attack options and GM tools, never YZE's words; and a GM runs a
full round in the GUI — roll, start, an attack, a track nudge, every turn — by clicking the docks,
each step one undo command.

A ruleset whose package isn't there yet is skipped (``pytest.importorskip``).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QListWidget,
    QWidget,
)

from core.encounter import Encounter
from core.resources import resources_dir
from gui.docks.combat_base import settle

RULESETS = ("yze", "brp", "ww2", "d20", "pulp2d6")
PIP_KINDS = {
    "yze": ("slow", "fast"),
    "brp": ("action",),
    "ww2": ("action",),
    "d20": ("standard", "move"),
    "pulp2d6": ("move", "action"),
}
"""What the pips are labelled by, from each ruleset's budget (metres stay words)."""
TRACK_LABELS = {
    "yze": {"Health", "Resolve"},
    "brp": {"Hit points"},
    "ww2": {"Injuries", "Wounds", "Bleeding"},
    "d20": {"HP"},
    "pulp2d6": {"PV", "PC (sanity)"},
}
YZE_WORDS = re.compile(r"\b(slow|fast|cards?|push(ed)?)\b|Health & Resolve|Resolve", re.I)
"""YZE's own concepts: none of them may show in another ruleset's docks."""


def sample_path(ruleset: str) -> Path:
    return resources_dir() / "samples" / f"sample_{ruleset}.zkenc"


def runner_ready(ruleset: str) -> None:
    """Skip while a colleague's ruleset package or its sample isn't there yet."""
    pytest.importorskip(f"core.rules.{ruleset}")
    if not sample_path(ruleset).exists():
        pytest.skip(f"no sample encounter for {ruleset} yet")


@pytest.fixture(params=RULESETS)
def ruleset(request: pytest.FixtureRequest) -> str:
    runner_ready(request.param)
    return str(request.param)


@pytest.fixture
def rwindow(make_window: Any, ruleset: str) -> Any:
    """A main window on a copy of ``ruleset``'s sample, opened through File > Open Sample."""
    window = make_window(Encounter(ruleset="yze"))
    action = window.findChild(type(window.action_new), f"actionOpenSample_{ruleset}")
    assert action is not None, f"File > Open Sample has no entry for {ruleset}"
    action.trigger()
    settle()
    assert window.enc.ruleset.name == ruleset
    return window


def click(qtbot: Any, button: QAbstractButton) -> None:
    assert button.isVisible() and button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    settle()


def visible_texts(window: Any) -> list[str]:
    """Every text the GM can see in the docks: labels, buttons, list rows, combo entries,
    group titles, dock titles and the painted initiative entries' names."""
    texts: list[str] = []
    for dock in window.findChildren(QDockWidget):
        if dock.isHidden():  # docks behind another's tab count: one click shows them
            continue
        texts.append(dock.windowTitle())
        for w in dock.findChildren(QWidget):
            if not w.isVisibleTo(dock):
                continue
            if isinstance(w, QLabel | QAbstractButton):
                texts.append(w.text())
            elif isinstance(w, QGroupBox):
                texts.append(w.title())
            elif isinstance(w, QListWidget):
                texts.extend(w.item(i).text() for i in range(w.count()))
            elif isinstance(w, QComboBox):
                texts.extend(w.itemText(i) for i in range(w.count()))
            if type(w).__name__ == "CardWidget":
                texts.append(w.accessibleName())
    return [t for t in texts if t]


def undo_texts(window: Any) -> list[str]:
    stack = window.undo_stack
    return [stack.text(i) for i in range(stack.count())]


# -- the docks switch --------------------------------------------------------------------------
def test_the_docks_show_the_rulesets_own_views(rwindow: Any, ruleset: str, qtbot: Any) -> None:
    window = rwindow
    runner = window.enc.combat
    docks = window.combat_docks
    title = window.enc.ruleset.title
    assert title in window.windowTitle() and window.ruleset_label.text() == title
    assert docks.initiative.windowTitle() == runner.initiative_title

    if docks.initiative.draw_button.isEnabled():
        click(qtbot, docks.initiative.draw_button)
    entries = runner.initiative_entries()
    assert entries, "the order is filled"
    assert [c.entry["label"] for c in docks.initiative.cards if not c.entry["hidden"]] == [
        e.label for e in entries if not e.hidden
    ]
    for card in docks.initiative.cards:
        for inactive in card.entry["inactive"]:
            assert next(r for r in card.rows if r["name"] == inactive)["inactive"]

    actor = docks.initiative.actions.actor
    assert actor is not None
    assert docks.initiative.actions.pips.kinds == PIP_KINDS[ruleset]
    docks.tracks.show_combatant(actor)
    assert docks.tracks.pips.kinds == PIP_KINDS[ruleset]

    shown = {w.text() for w in docks.tracks.track_host.findChildren(QLabel)}
    assert TRACK_LABELS[ruleset] <= shown
    views = [v for v in runner.track_views(actor) if v.kind != "list" and v.id != "state"]
    for v in views:
        assert v.label in shown or v.label in {
            b.text() for b in docks.tracks.track_host.findChildren(QAbstractButton)
        }, v.label
    yze_panels = docks.tracks.protection_box, docks.tracks.crit_box, docks.tracks.heal_button
    assert all(w.isVisibleTo(window) for w in yze_panels) == (ruleset == "yze")
    assert docks.tracks.system_combo.isVisibleTo(window) == (ruleset == "yze")

    attack = docks.attack
    attack.prepare(actor, None)
    weapons = [attack.weapon_combo.itemText(i) for i in range(attack.weapon_combo.count())]
    for _wid, label in runner.weapon_choices(actor):
        assert any(label in text for text in weapons), label
    assert {s.id for s in runner.attack_flags()} <= set(attack.flag_widgets)
    assert attack.open_box.isVisibleTo(window) == (ruleset == "yze")
    assert attack.special_combo.isVisibleTo(window) == (ruleset == "yze")

    tools = docks.tools
    assert tools.tool_ids() == [t.id for t in runner.gm_tools()]
    assert tools.isVisible() == bool(tools.tool_ids())

    if ruleset != "yze":
        found = sorted({m.group(0) for t in visible_texts(window) for m in YZE_WORDS.finditer(t)})
        assert not found, f"YZE words in the {ruleset} docks: {found}"


def test_yze_words_are_there_under_yze(make_window: Any) -> None:
    """The word check finds YZE's words where they belong (so it can find them elsewhere)."""
    runner_ready("yze")
    window = make_window(Encounter.load(sample_path("yze")), sample_path("yze"))
    words = {m.group(0).lower() for t in visible_texts(window) for m in YZE_WORDS.finditer(t)}
    assert {"slow", "cards", "health & resolve"} <= words


# -- a full round -------------------------------------------------------------------------------
def attack_with_the_dock(window: Any, qtbot: Any) -> str:
    """Find an attack the rules allow for whoever acts now (trying every target and weapon,
    passing turns until someone can) and click Attack. Returns the result's text."""
    docks = window.combat_docks
    attack, runner = docks.attack, window.enc.combat
    for _turn in range(len(window.enc.combatants()) + 1):
        attack.prepare(runner.current_turn(), None)
        for t in range(attack.target_combo.count()):
            attack.target_combo.setCurrentIndex(t)
            attack.target_combo.activated.emit(t)
            for w in range(attack.weapon_combo.count()):
                attack.weapon_combo.setCurrentIndex(w)
                attack.weapon_combo.activated.emit(w)
                if attack.attack_button.isEnabled():
                    before = window.undo_stack.count()
                    click(qtbot, attack.attack_button)
                    assert window.undo_stack.count() > before, "the attack is one undo step"
                    assert attack.result_frame.isVisible()
                    return attack.result_label.text()
        click(qtbot, docks.initiative.next_turn_button)
    raise AssertionError("nobody could attack anyone")


def test_a_full_round_by_clicking_the_docks(rwindow: Any, ruleset: str, qtbot: Any) -> None:
    window = rwindow
    docks, runner, enc = window.combat_docks, window.enc.combat, window.enc
    initiative = docks.initiative
    before_order = runner.initiative_entries()
    stack = window.undo_stack
    assert stack.count() == 0

    steps = 0
    if initiative.draw_button.isEnabled():  # a sample may come seated already
        click(qtbot, initiative.draw_button)
        assert stack.count() == steps + 1
        steps = stack.count()
    click(qtbot, initiative.start_button)
    assert stack.count() > steps, "starting the fight is undoable"
    first = runner.current_turn()
    assert first is not None and initiative.current_card() is not None
    assert first in initiative.current_card().entry["names"]

    text = attack_with_the_dock(window, qtbot)
    assert text and not YZE_WORDS.search(text) if ruleset != "yze" else text

    name = docks.tracks.name
    counter = next(v for v in runner.track_views(name) if v.kind == "counter" and v.adjustable)
    steps = stack.count()
    click(qtbot, docks.tracks.track_buttons[counter.id][0])  # Harm
    assert stack.count() == steps + 1
    after = next(v for v in runner.track_views(name) if v.id == counter.id)
    assert after.value != counter.value
    assert docks.tracks.track_labels[counter.id].text() == f"{after.value} / {after.maximum}"

    round_no = enc.round.number
    for _ in range(len(runner.initiative_entries()) + len(enc.combatants()) + 1):
        if enc.round.number > round_no:
            break
        steps = stack.count()
        click(qtbot, initiative.next_turn_button)
        assert stack.count() == steps + 1, "each turn is one undo step"
        current = runner.current_turn()
        if current is not None and initiative.current_card() is not None:
            assert current in initiative.current_card().entry["names"]
    assert enc.round.number == round_no + 1, "every turn passed: a new round"
    assert all(t.strip() for t in undo_texts(window))

    while stack.canUndo():  # and back: the docks follow the core all the way
        stack.undo()
    settle()
    assert enc.round.number == 1 and runner.current_turn() is None
    assert runner.initiative_entries() == before_order
    assert [c.entry["key"] for c in initiative.cards] == [e.key for e in before_order]


# -- GM tools -----------------------------------------------------------------------------------
def test_a_gm_tool_runs_from_its_form(make_window: Any, qtbot: Any) -> None:
    runner_ready("d20")
    window = make_window(Encounter.load(sample_path("d20")))
    tools = window.combat_docks.tools
    tools.raise_()
    assert tools.isVisible() and tools.select_tool("set_aware")
    name = tools.param_widgets["name"]
    assert isinstance(name, QComboBox)
    name.setCurrentIndex(name.findData("Ana Ferreira"))
    aware = tools.param_widgets["aware"]
    assert aware.isChecked() is False
    runner = window.enc.combat
    assert runner.is_aware("Ana Ferreira")
    click(qtbot, tools.run_button)
    assert not runner.is_aware("Ana Ferreira")
    assert window.undo_stack.count() == 1
    assert tools.result_frame.isVisible() and "Ana Ferreira" in tools.result_label.text()
    window.undo_stack.undo()
    assert runner.is_aware("Ana Ferreira")


def test_a_gm_tool_missing_an_input_is_refused_not_crashed(make_window: Any, qtbot: Any) -> None:
    runner_ready("d20")
    window = make_window(Encounter.load(sample_path("d20")))
    tools = window.combat_docks.tools
    tools.raise_()
    tools.select_tool("heal")
    tools.param_widgets["name"].setCurrentIndex(0)  # "—"
    click(qtbot, tools.run_button)
    assert window.undo_stack.count() == 0
    assert "pick a value" in tools.result_label.text().lower()


def test_the_tools_dock_hides_for_a_ruleset_without_tools(make_window, monkeypatch) -> None:
    runner_ready("d20")
    from core.rules.d20.combat import D20Combat

    window = make_window(Encounter.load(sample_path("d20")))
    tools = window.combat_docks.tools
    assert tools.isVisible()
    monkeypatch.setattr(D20Combat, "gm_tools", lambda self: [])
    monkeypatch.setattr(D20Combat, "gm_panels", lambda self: [])  # nor panels: nothing to show
    window.set_encounter(Encounter.load(sample_path("d20")), None)
    settle()
    assert not tools.isVisible() and not tools.toggleViewAction().isEnabled()
    monkeypatch.undo()
    window.set_encounter(Encounter.load(sample_path("d20")), None)
    settle()
    assert tools.isVisible() and tools.toggleViewAction().isEnabled()


def test_a_flag_track_is_a_check_box(make_window: Any, qtbot: Any) -> None:
    runner_ready("d20")
    window = make_window(Encounter.load(sample_path("d20")))
    tracks = window.combat_docks.tracks
    tracks.show_combatant("Ana Ferreira")
    box = tracks.condition_boxes["aware"]
    assert box.isChecked()
    box.click()
    settle()
    assert not window.enc.combat.is_aware("Ana Ferreira") and window.undo_stack.count() == 1
    window.undo_stack.undo()
    settle()
    assert box.isChecked()


@pytest.mark.parametrize("ruleset", ["brp", "ww2", "d20"])
def test_next_round_in_a_fight_passes_the_turns_left(make_window, ruleset, qtbot) -> None:
    """With or without the runner's skip_to_next_round, Next round in a fight is one undo step
    that leaves the order in step with the round."""
    runner_ready(ruleset)
    window = make_window(Encounter.load(sample_path(ruleset)))
    initiative, enc = window.combat_docks.initiative, window.enc
    click(qtbot, initiative.draw_button)
    click(qtbot, initiative.start_button)
    click(qtbot, initiative.next_turn_button)
    steps = window.undo_stack.count()
    click(qtbot, initiative.next_round_button)
    assert enc.round.number == 2 and window.undo_stack.count() == steps + 1
    first = enc.combat.initiative_entries()[0]
    assert enc.combat.current_turn() in first.names and not first.acted
    window.undo_stack.undo()
    assert enc.round.number == 1 and window.undo_stack.index() == steps


@pytest.mark.parametrize("ruleset", [r for r in RULESETS if r != "yze"])
def test_a_token_drag_spends_the_rulesets_move(make_window, ruleset, qtbot) -> None:
    """The map's drag runs through the ruleset: it pays the ruleset's cost, the pips follow,
    and the words in the status bar are that ruleset's."""
    from qt_helpers import at

    runner_ready(ruleset)
    window = make_window(Encounter.load(sample_path(ruleset)))
    enc = window.enc
    name = next(c.name for c in enc.combatants() if c.zone == "hall")
    tracks = window.combat_docks.tracks
    tracks.show_combatant(name)
    before = tracks.pips.marks
    assert window.scene.drop_token(name, at(19, 14)), window.statusBar().currentMessage()
    settle()
    assert enc.combatant(name).zone == "corridor" and window.undo_stack.count() == 1
    message = window.statusBar().currentMessage()
    assert not YZE_WORDS.search(message), message
    assert enc.actions_spent(name), "the move was paid for"
    assert tracks.pips.marks != before, "the tracks dock's pips show the spent move"


def test_dropping_one_place_on_another_asks_the_runner_to_reorder(make_window) -> None:
    """The same drag that swaps YZE cards swaps pulp seats, and shows d20's refusal."""
    runner_ready("pulp2d6")
    runner_ready("d20")
    window = make_window(Encounter.load(sample_path("pulp2d6")))
    dock = window.combat_docks.initiative
    seats = [c.key for c in dock.cards if c.key.startswith("seat:")]
    names = [dock.card(k).entry["names"][0] for k in seats]
    assert dock.drop_card(seats[0], seats[1])
    settle()
    assert [dock.cards[i].entry["names"][0] for i in range(2)] == [names[1], names[0]]
    assert window.undo_stack.count() == 1
    window.undo_stack.undo()
    settle()
    assert [dock.cards[i].entry["names"][0] for i in range(2)] == names[:2]
    assert not dock.drop_card(seats[0], "npcs")  # the runner says why not
    assert dock.notice.isVisibleTo(dock) and "seats" in dock.notice.text()

    window = make_window(Encounter.load(sample_path("d20")))
    dock = window.combat_docks.initiative
    dock.draw_button.click()
    settle()
    first, last = dock.cards[0].key, dock.cards[-1].key
    assert not dock.drop_card(first, last)
    assert "initiative totals" in dock.notice.text()
    assert window.undo_stack.count() == 1  # only the roll


def test_a_number_the_rules_can_work_out_is_left_blank(make_window, qtbot) -> None:
    """A numeric input without a default is blank and not sent (the runner works it out from
    the combatants); typed in, it is sent as a number."""
    runner_ready("brp")
    window = make_window(Encounter.load(sample_path("brp")))
    tools = window.combat_docks.tools
    tools.raise_()
    assert tools.select_tool("large_small_targets")
    siz = tools.param_widgets["attacker_siz"]
    assert siz.text() == "" and "attacker_siz" not in tools.params()
    for key, name in (("attacker", "Ana Ferreira"), ("target", "Ghoul")):
        combo = tools.param_widgets[key]
        combo.setCurrentIndex(combo.findData(name))
    click(qtbot, tools.run_button)
    assert tools.result_label.styleSheet() == "", tools.result_label.text()  # not a refusal
    siz.setText("30")
    assert tools.params()["attacker_siz"] == 30


def test_an_attack_that_leaves_a_choice_offers_the_tool_for_it(make_window, qtbot) -> None:
    """A 2d6 pulp attack leaves its consequences to choose: the result offers the GM tool that
    takes that attack (found by its id among the tool's choices, not by name)."""
    runner_ready("pulp2d6")
    window = make_window(Encounter.load(sample_path("pulp2d6")))
    initiative, attack, tools = (
        window.combat_docks.initiative,
        window.combat_docks.attack,
        window.combat_docks.tools,
    )
    click(qtbot, initiative.start_button)
    attack_with_the_dock(window, qtbot)
    attack_id = attack.result["attack_id"]
    button = attack.follow_up_button
    assert button.isVisibleTo(attack) and button.text().endswith("…")
    click(qtbot, button)
    assert tools.isVisible() and tools.spec is not None
    chosen = [w for w in tools.param_widgets.values() if isinstance(w, QComboBox)]
    assert any(w.currentData() == attack_id for w in chosen)
    window.undo_stack.undo()  # the attack
    settle()
    attack.refresh_now()
    assert attack.result is None or not button.isVisibleTo(attack)


def test_a_new_encounters_combatant_gets_the_stats_its_ruleset_reads(make_window, modals):
    """A new BRP encounter: a combatant added on the map has no DEX, so taking places is
    refused with the ruleset's reason; typing stats in the Properties dock (one undo step)
    lets them take a place."""
    runner_ready("brp")
    window = make_window(Encounter(ruleset="yze"))
    modals.ruleset = "brp"
    assert window.new_encounter()
    enc = window.enc
    enc.map.add_zone("a", name="A", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
    enc.add_combatant("Rook", zone="a", side="pc")
    settle()
    initiative = window.combat_docks.initiative
    assert not initiative.draw()
    assert "dex" in initiative.notice.text().lower()
    window.scene.select_only(window.scene.token_items["Rook"])
    props = window.properties_dock
    assert props.combatant_stats.toPlainText() == "{}"
    steps = window.undo_stack.count()
    props.combatant_stats.setPlainText('{"dex": 12, "hp": 11}')
    props.combatant_stats.editingFinished.emit()
    assert enc.combatant("Rook").stats == {"dex": 12, "hp": 11}
    assert window.undo_stack.count() == steps + 1
    props.combatant_stats.setPlainText("{dex: 12")  # not JSON: refused, nothing changes
    props.combatant_stats.editingFinished.emit()
    assert window.undo_stack.count() == steps + 1
    assert "JSON" in window.statusBar().currentMessage()
    assert initiative.draw()
    settle()
    assert [c.entry["label"] for c in initiative.cards] == ["DEX 12"]
