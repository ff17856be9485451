"""The weapon editor (Combat ▸ Weapons…, and "Edit weapons…" on the sheet): copy a table weapon,
edit it, refuse a bad value, carry it from the sheet's picker and attack with it from the dock."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QPushButton

from core.dice import Dice
from core.rules.yze import attacks as A
from gui.docks.combat_base import settle
from gui.weapon_editor import ROLE, WeaponEditor


def _editor(window) -> WeaponEditor:
    window.action_weapons.trigger()
    editors = window.findChildren(WeaponEditor)
    assert len(editors) == 1
    return editors[0]


def _select(editor: WeaponEditor, weapon_id: str) -> None:
    for i in range(editor.list.count()):
        if editor.list.item(i).data(ROLE) == weapon_id:
            editor.list.setCurrentRow(i)
            return
    raise AssertionError(weapon_id)


@pytest.fixture
def heavy_sword(window) -> WeaponEditor:
    """The sample's sword copied and made a Heavy sword: bonus +3, damage 3."""
    editor = _editor(window)
    _select(editor, "sword")
    assert not editor.save_button.isEnabled()  # a table weapon is read-only
    before = window.undo_stack.count()
    editor.copy_button.click()
    assert editor.selected_id() == "sword_copy" and editor.save_button.isEnabled()
    editor.inputs["name"].setText("Heavy sword")
    editor.inputs["bonus"].setText("3")
    editor.inputs["damage"].setText("3")
    editor.save_button.click()
    assert window.undo_stack.count() == before + 2  # the copy, then the edit
    return editor


def test_a_copied_weapon_is_edited_and_a_bad_value_refused(window, heavy_sword) -> None:
    row = A.weapon(window.enc, "sword_copy")
    assert (row["name"], row["bonus"], row["damage"]) == ("Heavy sword", 3, 3)
    assert A.weapon(window.enc, "sword")["name"] == "Sword"  # the table's row is untouched
    before = window.undo_stack.count()
    heavy_sword.inputs["bonus"].setText("lots")
    heavy_sword.save_button.click()
    assert "Bonus is a whole number" in heavy_sword.message.text()
    assert A.weapon(window.enc, "sword_copy")["bonus"] == 3
    assert window.undo_stack.count() == before
    window.action_undo.trigger()  # undo the edit: the editor follows
    settle()
    assert heavy_sword.inputs["name"].text() == "Sword (copy)"


def test_attack_with_an_edited_weapon(window, heavy_sword) -> None:
    enc = window.enc
    sheet = window.characters.open_sheet("Bruno Costa")
    form = sheet.form
    picker = form.pickers["weapons"]
    assert picker.findData("sword_copy") >= 0  # the new weapon joined the sheet's picker
    assert form.add_item("weapons", "sword_copy")
    assert enc.combatant("Bruno Costa").stats["weapons"][-1]["row"]["bonus"] == 3
    c = enc.combat
    c.draw_initiative()
    c.start_fight()
    while c.current_turn() != "Bruno Costa":
        c.next_turn()
    enc.dice = Dice(5)
    settle()
    dock = window.combat_docks.attack
    dock.prepare("Bruno Costa", "Guard")
    assert dock.select_weapon("sword_copy")
    dock.weapon_combo.activated.emit(dock.weapon_combo.currentIndex())
    assert "Heavy sword" in dock.weapon_combo.currentText()
    t = dock.modifiers
    mods = [(t.item(r, 0).text(), t.item(r, 1).text()) for r in range(t.rowCount())]
    assert ("Heavy sword bonus", "+3") in mods
    log_before = len(enc.log)
    assert dock.attack()
    assert any("heavy sword" in e["text"].lower() for e in enc.log[log_before:])


def test_the_sheet_opens_the_editor_and_the_dock_offers_ammunition(window) -> None:
    sheet = window.characters.open_sheet("Ana Ferreira")
    edit = [b for b in sheet.findChildren(QPushButton) if b.text() == "Edit weapons…"]
    assert len(edit) == 1 and edit[0].accessibleName() == "Edit weapons"
    edit[0].click()
    assert window.findChildren(WeaponEditor)
    flags = window.combat_docks.attack.flag_widgets
    assert "ammo_mode" in flags and "ammo_dice" in flags


def test_ammo_dice_chosen_in_the_attack_dock(window) -> None:
    """DADOS DE MUNIÇÃO from the dock: a rifle with no RoF takes no ammo dice (the reason is
    shown); without them the shot goes and the encounter's ammo mode becomes ammo dice."""
    enc = window.enc
    c = enc.combat
    c.draw_initiative()
    c.start_fight()
    while c.current_turn() != "Clara Dias":
        c.next_turn()
    enc.dice = Dice(5)
    settle()
    dock = window.combat_docks.attack
    dock.prepare("Clara Dias", "Guard")
    assert dock.select_weapon("rifle")
    dock.weapon_combo.activated.emit(dock.weapon_combo.currentIndex())
    dock.flag_widgets["gm_allows"].setChecked(True)  # the open door: the GM lets it through
    for flag, value in (("ammo_mode", "ammo dice"), ("ammo_dice", "2")):
        combo = dock.flag_widgets[flag]
        combo.setCurrentIndex(combo.findData(value))
        combo.activated.emit(combo.currentIndex())
    assert "Rate of Fire" in dock.verdict.text(), dock.verdict.text()
    assert not dock.attack_button.isEnabled()
    combo = dock.flag_widgets["ammo_dice"]
    combo.setCurrentIndex(combo.findData("0"))
    combo.activated.emit(combo.currentIndex())
    assert A.ammo_mode(enc) == "supply"  # previews change nothing
    before = window.undo_stack.count()
    assert dock.attack(), dock.verdict.text()
    assert A.ammo_mode(enc) == "ammo_dice"
    assert window.undo_stack.count() == before + 1  # the mode and the shot: one step
