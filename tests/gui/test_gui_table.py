"""A table the GM can read mid-fight: the Attack dock shows the core's verdict for exactly what it
sends, the map rings whose turn it is and the chosen target, the view stays where the GM put it,
the buttons never move or hide, rolls come from the ruleset and land in the log."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDockWidget,
    QLabel,
    QScrollArea,
    QWidget,
)
from qt_helpers import at

from core.dice import Dice
from gui import dialogs
from gui.docks import attack as attack_module
from gui.docks.combat_base import select_data, settle


def settled(qtbot: Any) -> None:
    """Let the window finish laying itself out (docks arranged, the start-up fit done)."""
    for _ in range(3):
        settle()
        qtbot.wait(20)


@pytest.fixture
def table(window, qtbot):
    window.enc.dice = Dice(5)
    settled(qtbot)
    return window


def start_fight(window, qtbot, first: str | None = None):
    c = window.enc.combat
    c.draw_initiative()
    c.start_fight()
    while first is not None and c.current_turn() != first:
        c.next_turn()
    settled(qtbot)
    return c


def view_state(view) -> tuple[Any, int, int]:
    return (view.transform(), view.horizontalScrollBar().value(), view.verticalScrollBar().value())


def fully_visible(widget: QWidget) -> bool:
    """Shown and not clipped by any parent (a scroll area, a dock too small)."""
    return widget.isVisible() and widget.visibleRegion().boundingRect() == widget.rect()


# -- the map: turn ring, target ring ----------------------------------------------------------
def test_turn_ring_follows_the_turn(table, qtbot) -> None:
    scene = table.scene
    assert not any(t.current for t in scene.token_items.values())  # no fight yet
    combat = start_fight(table, qtbot)
    first = combat.current_turn()
    assert [n for n, t in scene.token_items.items() if t.current] == [first]
    table.combat_docks.next_turn()
    settled(qtbot)
    now = combat.current_turn()
    assert now != first
    assert [n for n, t in scene.token_items.items() if t.current] == [now]
    table.action_undo.trigger()  # undo brings the ring back
    settled(qtbot)
    assert [n for n, t in scene.token_items.items() if t.current] == [first]


def test_attack_target_is_ringed_and_an_enemy_by_default(table, qtbot) -> None:
    dock = table.combat_docks.attack
    start_fight(table, qtbot, first="Guard")
    assert dock.attacker == "Guard"
    enc = table.enc
    assert enc.combatant(dock.target).side == "pc"  # an enemy, not the Cult Leader
    assert dock.target == "Bruno Costa"  # the nearest one (2 m away in the Courtyard)
    ringed = [n for n, t in table.scene.token_items.items() if t.targeted]
    assert ringed == ["Bruno Costa"]
    assert select_data(dock.target_combo, "Clara Dias")
    dock.target_combo.activated.emit(dock.target_combo.currentIndex())
    ringed = [n for n, t in table.scene.token_items.items() if t.targeted]
    assert ringed == ["Clara Dias"]


# -- the view stays where the GM put it -------------------------------------------------------
def test_only_fit_refits_the_view(table, qtbot) -> None:
    view = table.view
    view.zoom_by(1.7)  # the GM zooms in and pans a little
    view.horizontalScrollBar().setValue(view.horizontalScrollBar().value() + 37)
    before, fits = view_state(view), view.fit_count
    enc = table.enc
    # a move, an edit, undo and redo, a door, a dock that grows and one that goes away
    assert table.scene.drop_token("Ana Ferreira", at(3, 14))
    table.set_edit_mode(True)
    assert table.scene.draw_rectangle((40, 0), (50, 10)) is not None
    table.action_undo.trigger()
    table.action_redo.trigger()
    table.action_undo.trigger()
    table.set_edit_mode(False)
    enc.map.toggle_door("corridor", "store")
    table.combat_docks.log.hide()
    table.combat_docks.attack.result_frame.show()
    table.resizeDocks([table.combat_docks.attack], [420], Qt.Orientation.Horizontal)
    settled(qtbot)
    assert view_state(view) == before
    assert view.fit_count == fits
    table.action_fit.trigger()
    assert view.fit_count == fits + 1
    assert view.transform() != before[0]


def test_a_new_zone_beyond_the_map_does_not_move_it(table, qtbot) -> None:
    view = table.view
    before = view_state(view)
    table.set_edit_mode(True)
    assert table.scene.draw_rectangle((60, 40), (80, 60)) is not None  # grows the map's bounds
    settled(qtbot)
    assert view_state(view) == before


def test_undo_button_keeps_its_width(table, qtbot) -> None:
    button = table.toolbar.widgetForAction(table.action_undo)
    widths = {button.width()}
    texts = []
    for name, spot in (("Ana Ferreira", (3, 14)), ("Clara Dias", (22, 21))):
        assert table.scene.drop_token(name, at(*spot))
        settled(qtbot)
        widths.add(button.width())
        texts.append(table.action_undo.text())
        assert button.text() == "Undo"
        assert name in table.action_undo.toolTip()  # the full text is in the tooltip
    assert texts[0] != texts[1]
    table.undo_stack.clear()
    settled(qtbot)
    widths.add(button.width())
    assert len(widths) == 1


# -- the attack dock: buttons always there, results cleared --------------------------------
@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_attack_push_and_accept_visible_without_scrolling(table, qtbot, size) -> None:
    table.resize(*size)
    dock = table.combat_docks.attack
    dock.show()
    dock.raise_()
    start_fight(table, qtbot, first="Guard")
    dock.flags_toggle.setChecked(True)  # every situational option unfolded
    settled(qtbot)
    assert fully_visible(dock.attack_button)
    dock.open_box.setChecked(True)
    assert dock.attack()
    settled(qtbot)
    assert fully_visible(dock.push_button) and fully_visible(dock.accept_button)
    assert fully_visible(dock.result_frame)
    for name in ("Push the roll", "Accept the roll"):
        assert any(b.accessibleName() == name for b in (dock.push_button, dock.accept_button))


def test_pending_result_shows_the_damage_accepting_deals(table, qtbot) -> None:
    dock = table.combat_docks.attack
    start_fight(table, qtbot, first="Guard")
    table.enc.dice = Dice(3)
    dock.open_box.setChecked(True)
    for _ in range(12):  # roll until the open roll has a success
        assert dock.attack()
        if dock.result is not None and dock.result.net_successes:
            break
        table.action_undo.trigger()
        settled(qtbot)
    pending = dock.result
    assert pending.outcome == "pending" and pending.net_successes
    promised = pending.damage_if_accepted
    assert f"accepting deals {promised} damage" in dock.result_label.text()
    assert dock.accept()
    assert dock.result.damage == promised  # what the panel said is what accepting dealt


def test_result_and_its_message_clear_when_the_turn_moves_on(table, qtbot) -> None:
    dock = table.combat_docks.attack
    start_fight(table, qtbot, first="Guard")
    assert dock.attack()
    said = table.statusBar().currentMessage()
    assert said and "Guard" in said
    assert dock.result_frame.isVisibleTo(dock)
    table.combat_docks.next_turn()
    settled(qtbot)
    assert not dock.result_frame.isVisibleTo(dock)
    assert table.statusBar().currentMessage() != said


def test_result_header_names_both_sides(table, qtbot, monkeypatch) -> None:
    """A runner answering with a bare dict still gets "MISS: Guard → Bruno Costa"."""
    dock = table.combat_docks.attack
    start_fight(table, qtbot, first="Guard")
    runner = type(table.enc.combat)

    def attack(self, a, t, w=None, **kw):
        self.enc.add_log("attack", "A miss.")
        return {"text": "", "hit": False}

    monkeypatch.setattr(runner, "attack", attack)
    assert dock.attack()
    header = dock.result_label.text().split("<br>")[0]
    assert "MISS: Guard → Bruno Costa" in header


# -- one verdict -----------------------------------------------------------------------------
def test_preview_and_attack_get_the_same_options(table, qtbot, monkeypatch) -> None:
    dock = table.combat_docks.attack
    start_fight(table, qtbot, first="Guard")
    runner = type(table.enc.combat)
    seen: dict[str, Any] = {}
    name = "attack_preview_plan" if hasattr(runner, "attack_preview_plan") else "attack_preview"
    real_preview = getattr(runner, name)  # the dock asks for the verdict and its plan at once

    def preview(self, a, t, w=None, **kw):
        seen["preview"] = (a, t, w, kw)
        return real_preview(self, a, t, w, **kw)

    def attack(self, a, t, w=None, **kw):
        seen["attack"] = (a, t, w, {k: v for k, v in kw.items() if k != "resolve"})
        return {"text": "rolled"}

    monkeypatch.setattr(runner, name, preview)
    monkeypatch.setattr(runner, "attack", attack)
    dock.flag_widgets["unseen"].setChecked(True)
    dock.flag_widgets["block"].setChecked(True)
    select_data(dock.flag_widgets["target_size"], "large")
    dock.refresh_now()
    assert dock.attack()
    assert seen["attack"] == seen["preview"]
    assert seen["attack"][3] == {"unseen": True, "block": True, "target_size": "large"}


def test_wall_blocked_shot_verdict_equals_the_outcome(table, qtbot) -> None:
    """Ana (Main Hall) shoots at Clara (Office) through a wall: refused in the dock and by the
    core alike; the GM's override lets it through in both, and the log says so."""
    dock = table.combat_docks.attack
    start_fight(table, qtbot, first="Ana Ferreira")
    dock.prepare("Ana Ferreira", "Clara Dias")
    assert dock.select_weapon("pistol")
    dock.refresh_now()
    assert not dock.preview.allowed and "Wall" in dock.preview.reason
    assert "Not allowed" in dock.verdict.text() and not dock.attack_button.isEnabled()
    log_len = len(table.enc.log)
    assert not dock.attack()  # the core refuses with the same reason
    assert dock.preview.reason in table.statusBar().currentMessage()
    assert len(table.enc.log) == log_len
    override = dock.override_box
    assert override is not None and override.isVisible()  # apart from the folded options
    assert dock.override_host.isAncestorOf(override)  # not among the folded options
    assert not dock.flags_host.isAncestorOf(override)
    notes = " ".join(w.text() for w in dock.override_host.findChildren(QLabel))
    assert "GM override" in notes and "logged" in notes
    override.setChecked(True)
    assert dock.preview.allowed and dock.attack_button.isEnabled()
    assert dock.attack()
    assert len(table.enc.log) > log_len
    assert any("GM" in str(e.get("text", "")) for e in table.enc.log[log_len:])


def test_weapon_list_is_what_is_carried_and_other_weapon_is_a_logged_step(
    table, qtbot, monkeypatch
) -> None:
    dock, enc = table.combat_docks.attack, table.enc
    stats = dict(enc.combatant("Ana Ferreira").stats, weapons=[{"id": "knife", "name": "Knife"}])
    enc.update_combatant("Ana Ferreira", stats=stats)
    asked: list[str] = []

    def pick(parent, title, items):
        asked.append(title)
        assert any(i.id == "pistol" for i in items)  # the sheet's weapon table
        return "pistol"

    monkeypatch.setattr(attack_module, "ask_weapon", pick)
    start_fight(table, qtbot, first="Ana Ferreira")
    dock.prepare("Ana Ferreira", "Ghoul")
    combo = dock.weapon_combo
    listed = [combo.itemText(i).split(" —")[0] for i in range(combo.count())]
    names = sorted(t.removesuffix(" (in hand)") for t in listed[:-1])
    assert names == ["Knife", "Unarmed"] and listed[-1] == "Other weapon…"
    before = table.undo_stack.count()
    combo.setCurrentIndex(combo.count() - 1)
    combo.activated.emit(combo.count() - 1)
    assert asked == ["Other weapon for Ana Ferreira"]
    assert table.undo_stack.count() == before + 1  # one deliberate, undoable step
    assert enc.log[-1]["kind"] == "equipment" and "Pistol" in enc.log[-1]["text"]
    assert dock.weapon == "pistol"  # now carried, and chosen
    table.action_undo.trigger()
    settle()
    assert [w["id"] for w in enc.combatant("Ana Ferreira").stats["weapons"]] == ["knife"]
    assert "pistol" not in [combo.itemData(i) for i in range(combo.count())]


def test_choosing_a_weapon_from_the_list_changes_nothing(table, qtbot) -> None:
    dock = table.combat_docks.attack
    start_fight(table, qtbot, first="Ana Ferreira")
    dock.prepare("Ana Ferreira", "Ghoul")
    before = table.undo_stack.count()
    combo = dock.weapon_combo
    combo.setCurrentIndex(1)
    combo.activated.emit(1)
    assert table.undo_stack.count() == before


# -- keys and borders -------------------------------------------------------------------------
def test_ctrl_minus_zooms_out(table, qtbot) -> None:
    keys = [k.toString() for k in table.action_zoom_out.shortcuts()]
    assert len(keys) == len(set(keys)) and "Ctrl+-" in keys
    for action in table.findChildren(type(table.action_zoom_out)):
        if action is not table.action_zoom_out:
            assert "Ctrl+-" not in [k.toString() for k in action.shortcuts()], action
    table.activateWindow()
    table.view.setFocus()
    before = table.view.zoom()
    QTest.keyClick(table.view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert table.view.zoom() < before


def test_ctrl_b_refuses_zones_that_do_not_touch(table, qtbot) -> None:
    scene, enc = table.scene, table.enc
    table.set_edit_mode(True)
    for pair, why in ((("yard", "cellar"), "don't touch"), (("hall", "crawl"), "corner")):
        scene.select_only(scene.zone_items[pair[0]])
        scene.zone_items[pair[1]].setSelected(True)
        table.action_add_border.trigger()
        assert not enc.map.has_border(*pair)
        assert why in table.statusBar().currentMessage()
    assert table.scene.draw_rectangle((34, 0), (40, 6)) is not None  # shares the Gatehouse's edge
    new = scene.selected_zone_ids()[0]
    table.action_undo.trigger()  # only the zone: no border yet
    table.action_redo.trigger()
    enc.map.remove_border("gate", new) if enc.map.has_border("gate", new) else None
    scene.select_only(scene.zone_items["gate"])
    scene.zone_items[new].setSelected(True)
    table.action_add_border.trigger()
    assert enc.map.has_border("gate", new)
    assert "Added an open border" in table.statusBar().currentMessage()


def test_sight_hints_clear_when_the_tool_is_done(table, qtbot) -> None:
    table.action_sight.trigger()
    assert "Range & sight" in table.statusBar().currentMessage()
    table.pick_for_sight("Ana Ferreira")
    assert "now click the target" in table.statusBar().currentMessage()
    table.action_escape.trigger()
    assert table.scene.tool == "select"
    assert table.statusBar().currentMessage() == ""
    assert not table.message_bar.message()
    assert table.sight_dock.band_label.text() == "—"


# -- rolls the app asks for -------------------------------------------------------------------
def test_move_roll_uses_the_roll_spec_and_lands_in_the_log(table, qtbot, monkeypatch) -> None:
    """Entering the cluttered Courtyard: the dialog rolls the ruleset's dice; the roll is in the
    log, inside the move's one undo step."""
    enc = table.enc
    shown: list[Any] = []

    def roll_it(parent, enc_, name, roll):
        dlg = dialogs.RollDialog(parent, enc_, name, roll)
        shown.append(dlg)
        dlg.roll()
        (dlg.succeeded_button if dlg.outcome.success else dlg.failed_button).click()
        return dlg.result_value

    monkeypatch.setattr(dialogs, "ask_roll", roll_it)
    spec = enc.combat.roll_spec("Ana Ferreira", "Mobility")
    assert spec is not None and not spec.missing and spec.count > 0
    log_len, steps = len(enc.log), table.undo_stack.count()
    assert table.scene.drop_token("Ana Ferreira", at(5, 8))
    assert shown and spec.text in shown[0].pool_label.text()
    rolls = [e for e in enc.log[log_len:] if e["kind"] == "roll"]
    assert len(rolls) == 1 and "Ana Ferreira" in rolls[0]["text"]
    assert table.undo_stack.count() == steps + 1
    table.action_undo.trigger()
    assert not [e for e in enc.log[log_len:] if e["kind"] == "roll"]


def test_a_sheet_without_the_stat_says_so(table, qtbot) -> None:
    from core.movement import RollNeeded

    enc = table.enc
    enc.update_combatant("Ghoul", stats={})
    roll = RollNeeded("Mobility", "entering the Courtyard", "you fall prone", "cluttered")
    dlg = dialogs.RollDialog(None, enc, "Ghoul", roll)
    qtbot.addWidget(dlg)
    spec = dlg.spec
    if spec is not None:
        assert spec.missing and "sheet has no" in dlg.pool_label.text()
    assert not dlg.roll_button.isVisible() or not dlg.roll_button.isEnabled()
    log_len = len(enc.log)
    dlg.failed_button.click()  # the GM's word for a roll at the table is logged
    assert dlg.result_value is False
    assert enc.log[log_len]["kind"] == "roll" and "failure" in enc.log[log_len]["text"]


# -- nothing clips at 1366×768 or 1920×1080 -------------------------------------------------------
def clipped_controls(dock: QWidget) -> list[str]:
    """Buttons and drop-downs of ``dock`` cut by its edge (inside a scroll area: cut sideways;
    a scroll area may hide them below, never beside)."""
    bad = []
    for w in dock.findChildren(QAbstractButton) + dock.findChildren(QComboBox):
        if not w.isVisible() or w.objectName().startswith("qt_"):
            continue
        seen = w.visibleRegion().boundingRect()
        scrolled = any(isinstance(p, QScrollArea) for p in ancestors(w, dock))
        if (scrolled and seen.height() > 0 and seen.width() < w.width()) or (
            not scrolled and seen != w.rect()
        ):
            bad.append(w.objectName())
    return bad


def ancestors(w: QWidget, top: QWidget) -> list[QWidget]:
    out, p = [], w.parentWidget()
    while p is not None and p is not top:
        out.append(p)
        p = p.parentWidget()
    return out


@pytest.mark.parametrize(
    ("ruleset", "size"),
    [(r, (1366, 768)) for r in ("yze", "brp", "ww2", "d20", "pulp2d6")]
    + [("yze", (1920, 1080)), ("ww2", (1920, 1080))],
)
def test_no_dock_clips_a_control_and_the_window_fits(qtbot, ruleset, size) -> None:
    from core.encounter import Encounter
    from core.resources import resources_dir
    from gui.main_window import MainWindow

    enc = Encounter.load(resources_dir() / "samples" / f"sample_{ruleset}.zkenc")
    window = MainWindow(enc)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    settled(qtbot)
    assert window.size().toTuple() == size  # no dock made the window outgrow the screen
    pc = next(c.name for c in enc.combatants() if c.side == "pc")
    window.scene.select_only(window.scene.token_items[pc])
    bad = {}
    for dock in window.findChildren(QDockWidget):
        if dock.isHidden():
            continue
        dock.raise_()
        settle()
        if clipped_controls(dock):
            bad[dock.objectName()] = clipped_controls(dock)
    assert bad == {}
    window._force_close = True
