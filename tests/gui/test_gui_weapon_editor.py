"""The weapon editor (Combat ▸ Weapons…, and "Edit weapons…" on the sheet): copy a table weapon,
edit it, refuse a bad value, carry it from the sheet's picker and attack with it from the dock."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QPushButton

from core.dice import Dice
from core.rules.yze import attacks as A
from gui import weapon_editor as W
from gui.docks.combat_base import settle
from gui.weapon_editor import WeaponEditor


def _editor(window) -> WeaponEditor:
    window.action_weapons.trigger()
    editors = window.findChildren(WeaponEditor)
    assert len(editors) == 1
    return editors[0]


def _select(editor: WeaponEditor, weapon_id: str) -> None:
    editor.select(weapon_id)


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


@pytest.fixture
def editor(qtbot) -> WeaponEditor:
    """The editor of a fresh YZE encounter, shown at its own size."""
    from core.encounter import Encounter

    dlg = WeaponEditor(None, Encounter(ruleset="yze"))
    qtbot.addWidget(dlg)
    dlg.show()
    settle()
    return dlg


def test_the_list_shows_name_ratings_and_source_in_columns(editor) -> None:
    tree = editor.list
    headers = [tree.headerItem().text(c) for c in range(tree.columnCount())]
    assert headers == list(W.COLUMNS)
    ids = editor.weapon_ids()
    knife = tree.topLevelItem(ids.index("knife"))
    row = A.weapon(editor.enc, "knife")
    assert knife.text(0) == row["name"] and knife.text(2) == W.SEED_MARK
    assert knife.text(1) and row["name"] not in knife.text(1)
    assert knife.toolTip(1).startswith(editor.book.details(row))
    editor.select("knife")
    assert editor.copy_selected()
    assert editor.list.currentItem().text(2) == W.CUSTOM_MARK


def test_the_list_never_scrolls_sideways_and_elides_a_long_name(editor) -> None:
    from PySide6.QtCore import Qt

    editor.select("sword")
    assert editor.copy_selected()
    editor.inputs["name"].setText("A sword with a name far too long for any column of the list")
    assert editor.save_selected(), editor.message.text()
    tree = editor.list
    assert tree.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert tree.textElideMode() == Qt.TextElideMode.ElideRight
    assert tree.columnWidth(0) <= W.NAME_COLUMN_MAX
    header = tree.header()
    used = sum(header.sectionSize(c) for c in range(tree.columnCount()))
    assert used <= tree.viewport().width()
    assert tree.minimumWidth() == W.LIST_MIN_WIDTH


def test_the_editor_fits_a_1366x768_screen(editor) -> None:
    width, height = W.PREFERRED_SIZE
    assert editor.width() <= min(width, 1366 - 40) and editor.height() <= min(height, 768 - 60)
    assert editor.minimumSizeHint().width() <= 1366 and editor.minimumSizeHint().height() <= 708


def test_every_control_of_the_editor_is_named(editor) -> None:
    from PySide6.QtWidgets import QTreeWidget, QWidget

    from gui.main_window import INTERACTIVE
    from tests.gui.test_gui_accessibility import _inside_compound

    unnamed = [
        (type(w).__name__, w.objectName())
        for w in editor.findChildren(QWidget)
        if isinstance(w, (*INTERACTIVE, QTreeWidget)) and not _inside_compound(w)
        if not (w.objectName() and w.accessibleName())
    ]
    assert unnamed == []


@pytest.mark.parametrize(
    ("label", "name", "ratings"),
    [
        ("Knife — +1, damage 2, Engaged, 1H", "Knife", "+1, damage 2, Engaged, 1H"),
        ("Stone — damage 1, Medium, 1H", "Stone", "damage 1, Medium, 1H"),
        ("Odd label", "Other", "Odd label"),
    ],
)
def test_ratings_are_the_label_without_the_name(label: str, name: str, ratings: str) -> None:
    assert W.ratings_text(label, name) == ratings
