"""A GM's own table, by clicks alone, under every ruleset (issue "Run your own table").

File ▸ New, draw three zones with a door between two of them, add two PCs from the ruleset's
templates and edit their sheets through the form, add three NPCs from the bestiary in one go,
then play a round: a move through the door, an attack from the Attack dock and — where the
ruleset has one — a push. No JSON is typed anywhere: the Advanced editor is never touched.
"""

from __future__ import annotations

import math
from itertools import combinations
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QPushButton, QSpinBox
from qt_helpers import at, drag

from core.dice import Dice
from core.encounter import TOKEN_SPACING, Encounter
from gui import dialogs
from gui.character import SheetForm
from gui.docks.combat_base import settle

RULESETS = ("yze", "brp", "ww2", "d20", "pulp2d6")
REAL_ASK_NEW_COMBATANT = dialogs.ask_new_combatant
"""The real Add combatant dialog (the suite's conftest replaces it with a recorder)."""


def press(qtbot: Any, button: QPushButton) -> None:
    assert button.isVisible() and button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    settle()


def choose(combo: QComboBox, data: Any) -> None:
    """Pick the entry holding ``data`` as a user would (the activated signal included)."""
    index = combo.findData(data)
    assert index >= 0, (combo.objectName(), data)
    combo.setCurrentIndex(index)
    combo.activated.emit(index)
    settle()


def draw_farm(window: Any) -> list[str]:
    """Three 10 × 10 m zones in a row, drawn with the Rectangle tool; a door between the
    first two, set through the Properties dock's kind drop-down."""
    window.action_edit_mode.trigger()
    window.action_tool_rect.trigger()
    for x in (0, 10, 20):
        drag(window.view, at(x, 0), at(x + 10, 10))
    zones = sorted(window.enc.map.zones(), key=lambda z: z.polygon[0][0])
    assert len(zones) == 3
    a, b, c = (z.id for z in zones)
    assert window.enc.map.has_border(a, b) and window.enc.map.has_border(b, c)
    window.scene.select_only(window.scene.border_items[tuple(sorted((a, b)))])
    settle()
    props = window.properties_dock
    choose(props.border_kind, "door")
    assert window.enc.map.border(a, b).kind == "door"
    window.action_edit_mode.trigger()
    return [a, b, c]


def add_from_dialog(monkeypatch, qtbot, window, template_group, count, zone, pick=0):
    """Combat ▸ Add combatant, answered by clicking the real dialog: template number ``pick``
    of ``template_group``, the zone, how many, then Add."""

    def drive(parent, enc, zone_hint=None):
        dlg = dialogs.AddCombatantDialog(parent, enc, zone_hint)
        qtbot.addWidget(dlg)
        groups = [dlg.tree.topLevelItem(i) for i in range(dlg.tree.topLevelItemCount())]
        head = next(g for g in groups if g.text(0) == template_group and g.childCount())
        dlg.tree.setCurrentItem(head.child(min(pick, head.childCount() - 1)))
        choose(dlg.zone_combo, zone)
        dlg.count_spin.setValue(count)
        ok = dlg.box.button(QDialogButtonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        assert dlg.result() == dlg.DialogCode.Accepted
        return dlg.answer()

    monkeypatch.setattr(dialogs, "ask_new_combatant", drive)
    before = {c.name for c in window.enc.combatants()}
    window.action_add_combatant.trigger()
    settle()
    added = [c.name for c in window.enc.combatants() if c.name not in before]
    assert len(added) == count
    return added


def edit_first_number(form: SheetForm) -> tuple[str, int]:
    """Raise the first typed whole-number field by one through its spin box."""
    sheet = form.enc.combat.character_sheet()
    for f in sheet.fields():
        box = form.editors.get(f.id)
        if f.kind == "int" and not f.derived and isinstance(box, QSpinBox):
            value = box.value()
            target = value + 1 if value + 1 <= box.maximum() else value - 1
            if target <= box.minimum():
                continue
            box.setFocus()
            box.setValue(target)
            settle()
            return f.id, target
    raise AssertionError("the sheet has no whole-number field")


def add_a_weapon(form: SheetForm) -> str | None:
    """Pick the table's first weapon not carried yet and press Add: returns the field edited."""
    stats = form.enc.combatant(form.name).stats
    for field_id, picker in form.pickers.items():
        carried = {w.get("id") if isinstance(w, dict) else w for w in stats.get(field_id) or []}
        free = [i for i in range(picker.count()) if picker.itemData(i) not in carried]
        if "weapon" in field_id and free:
            picker.setCurrentIndex(free[0])
            add = form.findChild(QPushButton, f"{form.prefix}ItemAdd_{field_id.replace('.', '_')}")
            assert add is not None
            add.click()
            settle()
            return field_id
    return None


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_gm_runs_their_own_table_by_clicks(make_window, modals, monkeypatch, qtbot, ruleset):
    window = make_window(Encounter(ruleset="yze"))
    modals.ruleset = ruleset
    window.action_new.trigger()
    settle()
    enc = window.enc
    assert enc.ruleset.name == ruleset and not enc.combatants()
    enc.dice = Dice(7)  # the same initiative order on every run (who acts decides who can hit)

    a, b, _c = draw_farm(window)

    # two PCs from the ruleset's archetypes, each sheet edited through the form
    pcs = add_from_dialog(monkeypatch, qtbot, window, "Archetypes", 1, a)
    pcs += add_from_dialog(monkeypatch, qtbot, window, "Archetypes", 1, a, pick=1)
    assert len(set(pcs)) == 2
    for name in pcs:
        dlg = window.characters.open_sheet(name)
        assert dlg is not None and dlg.isVisible()
        advanced_json = dlg.form.json_edit.toPlainText() if hasattr(dlg.form, "json_edit") else ""
        steps = window.undo_stack.count()
        field_id, value = edit_first_number(dlg.form)
        assert window.undo_stack.count() == steps + 1, "a sheet edit is one undo step"
        assert enc.combat.sheet_values(enc.combatant(name).stats)[field_id] == value
        weapon_field = add_a_weapon(dlg.form)
        if weapon_field is not None:
            assert window.undo_stack.count() == steps + 2
        if advanced_json:
            assert dlg.form.json_edit.toPlainText() != advanced_json, "the JSON view follows"
        dlg.close()

    # three NPCs of one kind from the bestiary, numbered, none on another token
    npc_group = "NPCs"
    npcs = add_from_dialog(monkeypatch, qtbot, window, npc_group, 3, b)
    assert all(enc.combatant(n).side == "npc" for n in npcs)
    assert len({n.rsplit(" ", 1)[0] for n in npcs}) == 1
    spots = [x.position for x in enc.combatants()]
    for p, q in combinations(spots, 2):
        assert math.dist(p, q) >= TOKEN_SPACING / 4 * 0.99

    # a round: order, start, a move through the door, an attack, a push where there is one
    docks = window.combat_docks
    initiative = docks.initiative
    if initiative.draw_button.isEnabled():
        press(qtbot, initiative.draw_button)
    press(qtbot, initiative.start_button)
    runner = enc.combat
    mover = next_pc_turn(window, qtbot, pcs)
    # through the door onto an NPC in the next room: the move, and an engagement (asked)
    token = window.scene.token_items[mover]
    foe = window.scene.token_items[npcs[0]]
    drag(window.view, token.scenePos(), foe.scenePos())
    settle()
    assert enc.combatant(mover).zone == b, window.statusBar().currentMessage()

    attack = docks.attack
    can_push = attack.open_box.isVisibleTo(attack)
    assert can_push == (ruleset == "yze"), "only YZE keeps a roll open to push it"
    if can_push:
        attack.open_box.setChecked(True)
    text = attack_someone(window, qtbot)
    assert text.strip()
    if can_push:  # the roll stays open: push it (when it may be), then accept
        assert attack.accept_button.isVisible()
        if attack.push_button.isEnabled():
            steps = window.undo_stack.count()
            press(qtbot, attack.push_button)
            assert window.undo_stack.count() == steps + 1, "a push is one undo step"
        if attack.accept_button.isVisible():
            press(qtbot, attack.accept_button)
        assert not attack.accept_button.isVisible()

    round_no = enc.round.number
    for _ in range(len(enc.combatants()) * 2 + 2):
        if enc.round.number > round_no:
            break
        press(qtbot, initiative.next_turn_button)
    assert enc.round.number == round_no + 1
    assert runner.current_turn() is not None
    assert not [k for k in modals.kinds() if k == "json"], "no JSON typed anywhere"


def next_pc_turn(window: Any, qtbot: Any, pcs: list[str]) -> str:
    """Pass turns until a PC acts; returns that PC."""
    runner = window.enc.combat
    for _ in range(len(window.enc.combatants()) + 1):
        current = runner.current_turn()
        if current in pcs:
            return current
        press(qtbot, window.combat_docks.initiative.next_turn_button)
    raise AssertionError("no PC got a turn")


def attack_someone(window: Any, qtbot: Any) -> str:
    """An attack the dock allows (whoever acts: any target, any weapon, the GM's leave last),
    clicked; returns the result text. The dock's verdict decides the button."""
    attack = window.combat_docks.attack
    runner = window.enc.combat
    why: list[str] = []
    for _turn in range(2 * len(window.enc.combatants()) + 2):  # two rounds at most
        attack.prepare(runner.current_turn(), None)
        settle()
        for t in range(attack.target_combo.count()):
            attack.target_combo.setCurrentIndex(t)
            attack.target_combo.activated.emit(t)
            for w in range(attack.weapon_combo.count()):
                attack.weapon_combo.setCurrentIndex(w)
                attack.weapon_combo.activated.emit(w)
                settle()
                why.append(f"{runner.current_turn()}: {attack.verdict.text()}")
                if attack.attack_button.isEnabled():
                    before = window.undo_stack.count()
                    press(qtbot, attack.attack_button)
                    assert window.undo_stack.count() > before, "the attack is one undo step"
                    return attack.result_label.text()
        close_in(window)  # nothing reaches: the GM drops the token on an enemy beside it
        press(qtbot, window.combat_docks.initiative.next_turn_button)
    engaged = window.enc.engaged_pairs()
    raise AssertionError(f"nobody could attack anyone (engaged: {engaged}):\n" + "\n".join(why))


def close_in(window: Any) -> None:
    """Drag whoever acts onto an enemy in their zone (the map asks to engage: yes)."""
    enc = window.enc
    who = enc.combat.current_turn()
    if who is None or enc.engaged_enemies(who):
        return
    me = enc.combatant(who)
    foe = next(
        (c for c in enc.combatants_in(me.zone) if c.side != me.side),
        None,
    )
    if foe is not None:
        items = window.scene.token_items
        drag(window.view, items[who].scenePos(), items[foe.name].scenePos())
        settle()
