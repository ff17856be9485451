"""Characters without JSON: the sheet form, the Character dialog, templates and the party library.

Most tests run on a small fake sheet (the runner's ``character_sheet``/``derived_values``/
``character_templates`` patched) so they pin the form's behaviour, not a ruleset's numbers; the
last ones walk each ruleset's real sheet.
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QScrollArea, QWidget

from core.characters import load_characters
from core.encounter import TOKEN_SPACING, Encounter
from core.resources import resources_dir
from core.rules.runner import (
    CharacterSheet,
    CharacterTemplate,
    CombatRunner,
    ItemChoice,
    SheetField,
    SheetSection,
)
from gui.character import CharacterDialog, SheetForm, shown, stats_summary
from gui.dialogs import AddCombatantDialog, NewCombatant
from gui.docks.combat_base import settle
from gui.main_window import INTERACTIVE

KNIFE = ItemChoice("knife", "Knife — 1D4, short", {"id": "knife", "name": "Knife", "damage": "1D4"})
CLUB = ItemChoice("club", "Club — 1D6", {"id": "club", "name": "Club", "damage": "1D6"})
FAKE_SHEET = CharacterSheet(
    (
        SheetSection(
            "attributes",
            "Attributes",
            (
                SheetField("str", "STR", default=10, minimum=3, maximum=18, source="fake §1"),
                SheetField("dex", "DEX", default=10, minimum=3, maximum=18, help="Quickness"),
                SheetField(
                    "build",
                    "Build",
                    "choice",
                    default="medium",
                    choices=("small", "medium", "large"),
                    choice_labels=("Small", "Medium", "Large"),
                ),
                SheetField("hero", "Hero", "bool", default=False),
                SheetField("damage", "Damage bonus", "dice", default=""),
            ),
        ),
        SheetSection("derived", "Derived", (SheetField("dodge", "Dodge (DEX×2)", derived=True),)),
        SheetSection(
            "skills", "Skills", (SheetField("skills", "Skills", "skills", minimum=0, maximum=100),)
        ),
        SheetSection(
            "gear", "Gear", (SheetField("weapons", "Weapons", "items", items=(KNIFE, CLUB)),)
        ),
    )
)
TEMPLATES = [
    CharacterTemplate("hero", "Hero", "pc", {"str": 14, "dex": 13}, "Archetypes", "fake"),
    CharacterTemplate("cultist", "Cultist", "npc", {"str": 11, "dex": 12}, "NPCs", "fake §9"),
]


def fake_dodge(self, stats) -> dict:
    return {"dodge": int(stats.get("dex", 10)) * 2}


@pytest.fixture
def fake(monkeypatch, sample: Encounter) -> Encounter:
    """The sample encounter (YZE) whose runner declares the fake sheet and templates."""
    runner = type(sample.combat)
    monkeypatch.setattr(runner, "character_sheet", lambda self: FAKE_SHEET)
    monkeypatch.setattr(runner, "derived_values", fake_dodge)
    monkeypatch.setattr(runner, "character_templates", lambda self: list(TEMPLATES))
    monkeypatch.setattr(runner, "check_sheet_value", CombatRunner.check_sheet_value)
    return sample


@pytest.fixture
def win(make_window, fake: Encounter):
    w = make_window(fake)
    w.scene.select_only(w.scene.token_items["Ana Ferreira"])
    settle()
    return w


def form_of(window) -> SheetForm:
    return window.properties_dock.sheet_form


def stats(window, name: str = "Ana Ferreira") -> dict:
    return dict(window.enc.combatant(name).stats)


def closed(dlg: QWidget) -> bool:
    """Closed: hidden, or already deleted (a closed Character dialog is deleted later)."""
    import shiboken6

    return not shiboken6.isValid(dlg) or not dlg.isVisible()


def set_spin(form: SheetForm, field_id: str, value: int) -> None:
    """What typing a number and pressing Enter does (keyboard tracking is off)."""
    form.editors[field_id].setValue(value)


# -- the form ----------------------------------------------------------------------------------
def test_the_form_edits_the_sheet_one_undo_step_each(win) -> None:
    form, steps = form_of(win), win.undo_stack.count()
    assert form.name == "Ana Ferreira" and form.isVisibleTo(win.properties_dock)
    set_spin(form, "str", 15)
    assert stats(win)["str"] == 15
    combo = form.editors["build"]
    combo.setCurrentIndex(combo.findData("large"))
    combo.activated.emit(combo.currentIndex())
    assert stats(win)["build"] == "large"
    form.editors["hero"].click()
    assert stats(win)["hero"] is True
    assert win.undo_stack.count() == steps + 3


def test_derived_value_follows_the_field_it_reads(win) -> None:
    form = form_of(win)
    set_spin(form, "dex", 14)
    assert form.derived["dodge"].text() == "28"
    set_spin(form, "dex", 9)
    assert form.derived["dodge"].text() == "18"
    assert not hasattr(form.derived["dodge"], "setValue")  # shown, never typed


def test_weapons_come_from_the_picker_and_go_with_remove(win) -> None:
    form = form_of(win)
    picker = form.pickers["weapons"]
    assert [picker.itemText(i) for i in range(picker.count())] == [KNIFE.label, CLUB.label]
    # the fake sheet's items are table rows; the sample's own YZE ids aren't among them
    win.enc.update_combatant(form.name, stats={**stats(win), "weapons": []})
    steps = win.undo_stack.count()
    before: list = []
    picker.setCurrentIndex(picker.findData("club"))
    win.findChild(QWidget, "propertiesItemAdd_weapons").click()
    assert stats(win)["weapons"] == [*before, dict(CLUB.data)]
    assert form.editors["weapons"].item(len(before)).text() == CLUB.label
    assert "takes up Club" in win.enc.log[-1]["text"]  # a logged change of equipment
    assert win.undo_stack.count() == steps + 1
    form.editors["weapons"].setCurrentRow(len(before))
    win.findChild(QWidget, "propertiesItemRemove_weapons").click()
    assert stats(win)["weapons"] == before
    assert win.enc.log[-1]["text"] == "Ana Ferreira puts down Club."
    assert win.undo_stack.count() == steps + 2
    win.findChild(QWidget, "propertiesItemRemove_weapons").click()  # nothing left to pick
    assert "Pick the entry" in form.errors["weapons"].text()
    assert win.undo_stack.count() == steps + 2
    win.action_undo.trigger()
    assert stats(win)["weapons"] == [dict(CLUB.data)]


def test_skills_table_adds_edits_and_removes(win) -> None:
    form = form_of(win)
    name_edit, value_box = form.skill_inputs["skills"]
    name_edit.setText("Dodge")
    value_box.setValue(45)
    assert form.add_skill("skills")
    assert stats(win)["skills"] == {"Dodge": 45}
    table = form.editors["skills"]
    table.item(0, 1).setText("50")  # typed into the cell
    assert stats(win)["skills"] == {"Dodge": 50}
    table.selectRow(0)
    assert form.remove_skill("skills")
    assert stats(win)["skills"] == {}


def test_a_bad_value_is_refused_with_a_message_and_changes_nothing(win) -> None:
    form, before, steps = form_of(win), stats(win), win.undo_stack.count()
    edit = form.editors["damage"]
    edit.setText("2d")  # not a dice expression
    edit.setModified(True)
    edit.editingFinished.emit()
    error = form.errors["damage"]
    assert error.isVisibleTo(form) and "Damage bonus" in error.text()
    assert "Damage bonus" in win.statusBar().currentMessage()
    assert stats(win) == before and win.undo_stack.count() == steps
    assert edit.text() == ""  # back to the sheet's value
    form.add_skill("skills")  # no name typed
    assert "name" in form.errors["skills"].text()
    form.skill_inputs["skills"][0].setText("Spot")
    assert form.add_skill("skills")
    form.editors["skills"].item(0, 1).setText("500")  # out of the sheet's range
    assert "between 0 and 100" in form.errors["skills"].text()
    assert stats(win)["skills"] == {"Spot": 0}
    assert form.editors["skills"].item(0, 1).text() == "0"
    edit.setText("1D4+1")  # a good value clears the message
    edit.setModified(True)
    edit.editingFinished.emit()
    assert stats(win)["damage"] == "1D4+1" and not error.isVisibleTo(form)


def test_undo_and_redo_update_the_form_without_writing_back(win) -> None:
    form = form_of(win)
    set_spin(form, "str", 16)
    steps = win.undo_stack.count()
    win.action_undo.trigger()
    assert form.editors["str"].value() == 10  # the sheet's default again
    assert "str" not in stats(win)
    win.action_redo.trigger()
    assert form.editors["str"].value() == 16
    assert win.undo_stack.count() == steps and win.undo_stack.index() == steps


def test_an_unset_number_reads_dash_and_is_not_written(win, monkeypatch) -> None:
    sheet = CharacterSheet((SheetSection("a", "A", (SheetField("pow", "POW", minimum=3),)),))
    monkeypatch.setattr(type(win.enc.combat), "character_sheet", lambda self: sheet)
    form = form_of(win)
    form.rebuild()
    box = form.editors["pow"]
    assert box.text() == "—"
    steps = win.undo_stack.count()
    box.setValue(box.minimum())  # stepping onto "—" writes nothing
    assert win.undo_stack.count() == steps and "pow" not in stats(win)


# -- Advanced -----------------------------------------------------------------------------------
def test_advanced_json_is_collapsed_behind_a_sheet_and_still_works(win) -> None:
    form = form_of(win)
    assert not form.advanced_button.isChecked() and not form.json_edit.isVisibleTo(form)
    form.advanced_button.click()
    assert form.json_edit.isVisibleTo(form)
    form.json_edit.setPlainText('{"str": 12, "extra": [1, 2]}')
    form.json_edit.editingFinished.emit()
    assert stats(win) == {"str": 12, "extra": [1, 2]}
    assert form.editors["str"].value() == 12  # the form follows
    form.json_edit.setPlainText("{str: 12")
    form.json_edit.editingFinished.emit()
    assert "JSON" in win.statusBar().currentMessage()
    assert stats(win) == {"str": 12, "extra": [1, 2]}


def test_an_empty_sheet_shows_the_json_editor_open(make_window, sample, monkeypatch) -> None:
    monkeypatch.setattr(type(sample.combat), "character_sheet", lambda self: CharacterSheet())
    w = make_window(sample)
    w.scene.select_only(w.scene.token_items["Ana Ferreira"])
    form = form_of(w)
    assert form.editors == {} and form.empty_note.isVisibleTo(form)
    assert form.advanced_button.isChecked() and form.json_edit.isVisibleTo(form)


# -- the Character dialog ---------------------------------------------------------------------
def test_double_clicking_a_token_opens_its_sheet(win) -> None:
    from qt_helpers import double_click

    token = win.scene.token_items["Clara Dias"]
    double_click(win.view, token.scenePos())
    dlg = win.characters.dialogs.get("Clara Dias")
    assert isinstance(dlg, CharacterDialog) and dlg.isVisible()
    assert dlg.form.name == "Clara Dias" and "Clara Dias" in dlg.windowTitle()
    assert win.characters.open_sheet("Clara Dias") is dlg  # raised, not a second one


def test_token_menu_and_initiative_card_open_the_sheet(win) -> None:
    menu = win.characters.token_menu("Ana Ferreira")
    names = [a.objectName() for a in menu.actions()]
    # the players' screen's entries follow (tests/gui/test_players_controls.py)
    assert names[:3] == ["actionTokenSheet", "actionTokenDuplicate", "actionTokenSaveCharacter"]
    menu.actions()[0].trigger()
    assert "Ana Ferreira" in win.characters.dialogs
    pos = win.view.mapFromScene(win.scene.token_items["Bruno Costa"].scenePos())
    assert win.characters.token_at(pos) == "Bruno Costa"
    assert win.characters.token_at(QPoint(1, 1)) is None
    win.combat_docks.initiative.character_requested.emit("Bruno Costa")
    assert "Bruno Costa" in win.characters.dialogs


def test_the_dialog_edits_like_the_dock_and_follows_the_combatant(win) -> None:
    dlg = win.characters.open_sheet("Ana Ferreira")
    dock_form = form_of(win)
    dlg.form.editors["dex"].setValue(17)
    assert stats(win)["dex"] == 17 and dock_form.editors["dex"].value() == 17
    win.enc.update_combatant("Ana Ferreira", name="Ana F.")
    assert dlg.form.name == "Ana F." and "Ana F." in dlg.windowTitle()
    assert win.characters.open_sheet("Ana F.") is dlg  # the same window, under the new name
    win.enc.remove_combatant("Ana F.")
    assert closed(dlg) and "Ana F." not in win.characters.dialogs


def test_every_control_of_the_dialog_is_named(qtbot, fake) -> None:
    dlg = CharacterDialog(None, fake, "Ana Ferreira")
    qtbot.addWidget(dlg)
    for w in dlg.findChildren(QWidget):
        if isinstance(w, INTERACTIVE) and not isinstance(
            w.parentWidget(), (QAbstractSpinBox, QComboBox)
        ):
            assert w.objectName() and w.accessibleName(), (type(w).__name__, w.objectName())


def test_at_1366x768_the_dock_and_the_dialog_scroll(win) -> None:
    win.resize(1366, 768)
    settle()
    page = win.properties_dock.stack.currentWidget()
    assert isinstance(page, QScrollArea)
    assert page.widget().isAncestorOf(form_of(win))
    dlg = win.characters.open_sheet("Ana Ferreira")
    assert dlg.height() <= 768 and dlg.minimumSizeHint().height() < 300
    dlg.resize(460, 300)  # shorter than the sheet: the sheet scrolls, nothing is squeezed
    settle()
    assert dlg.height() == 300 and dlg.scroll.widget().isAncestorOf(dlg.form)
    assert dlg.scroll.verticalScrollBar().maximum() > 0
    dock = win.properties_dock  # the sheet never makes the dock taller: it scrolls inside
    assert dock.minimumSizeHint().height() < form_of(win).sizeHint().height()


# -- adding from a template -----------------------------------------------------------------------
def test_the_add_dialog_offers_templates_by_group(qtbot, fake) -> None:
    dlg = AddCombatantDialog(None, fake, zone="cellar")
    qtbot.addWidget(dlg)
    tops = [dlg.tree.topLevelItem(i).text(0) for i in range(dlg.tree.topLevelItemCount())]
    assert tops == ["Blank", "Archetypes", "NPCs"]
    assert dlg.tree.topLevelItem(2).child(0).text(1) == "STR 11 · DEX 12"
    assert dlg.select_source("Cultist")
    assert dlg.name_edit.text() == "Cultist" and dlg.side_combo.currentData() == "npc"
    dlg.count_spin.setValue(4)
    assert dlg.answer() == NewCombatant("Cultist", "npc", "cellar", TEMPLATES[1], 4)
    assert dlg.select_source("Blank")
    assert dlg.answer().source is None


def test_four_copies_from_a_template_are_numbered_apart_and_one_step(win, modals) -> None:
    enc = win.enc
    zone = enc.combatant("Ana Ferreira").zone  # someone stands there already
    before = {c.name for c in enc.combatants()}
    steps = win.undo_stack.count()
    modals.new_combatant = NewCombatant("Cultist", "npc", zone, TEMPLATES[1], 4)
    assert win.add_combatant()
    added = [c for c in enc.combatants() if c.name not in before]
    assert [c.name for c in added] == ["Cultist 1", "Cultist 2", "Cultist 3", "Cultist 4"]
    assert all(c.zone == zone and c.side == "npc" for c in added)
    assert all(c.stats == {"str": 11, "dex": 12} for c in added)
    spots = [c.position for c in enc.combatants_in(zone)]  # the copies and who was there
    assert len(spots) > len(added)
    gaps = [math.dist(a, b) for i, a in enumerate(spots) for b in spots[i + 1 :]]
    assert min(gaps) >= TOKEN_SPACING * 0.99
    assert all(c.name in win.scene.token_items for c in added)
    assert win.undo_stack.count() == steps + 1
    where = enc.map.name(zone)
    assert f"Cultist 4 join the fight in {where}" in win.statusBar().currentMessage()
    win.action_undo.trigger()
    assert {c.name for c in enc.combatants()} == before


def test_one_from_a_template_opens_its_sheet_and_a_taken_name_is_refused(win, modals) -> None:
    modals.new_combatant = NewCombatant("Hero", "pc", "kitchen", TEMPLATES[0], 1)
    assert win.add_combatant()
    assert win.enc.combatant("Hero").stats == {"str": 14, "dex": 13}
    assert win.characters.dialogs["Hero"].isVisible()
    assert not win.add_combatant()  # "Hero" again, typed: refused with the core's words
    assert "already" in win.statusBar().currentMessage()


def test_blank_starts_from_the_sheets_defaults(win, modals) -> None:
    modals.new_combatant = NewCombatant("Nobody", "npc", "kitchen", None, 1)
    assert win.add_combatant()
    assert win.enc.combatant("Nobody").stats == FAKE_SHEET.defaults()


def test_a_full_zone_gets_the_cores_message(win, modals) -> None:
    win.enc.map.add_zone("closet", name="Closet", polygon=[(40, 40), (41, 40), (41, 41), (40, 41)])
    modals.new_combatant = NewCombatant("Cultist", "npc", "closet", TEMPLATES[1], 50)
    steps = win.undo_stack.count()
    assert not win.add_combatant()
    assert "no free spot" in win.statusBar().currentMessage()
    assert win.undo_stack.count() == steps


def test_duplicate_adds_numbered_copies_beside_the_original(win, modals) -> None:
    modals.copies = 3
    win.scene.select_only(win.scene.token_items["Ghoul"])
    win.characters.action_duplicate.trigger()
    zone = win.enc.combatant("Ghoul").zone
    copies = [c for c in win.enc.combatants() if c.name.startswith("Ghoul ")]
    assert [c.name for c in copies] == ["Ghoul 1", "Ghoul 2", "Ghoul 3"]
    assert all(c.zone == zone and c.stats == win.enc.combatant("Ghoul").stats for c in copies)


# -- the party library --------------------------------------------------------------------------
def party_encounter() -> Encounter:
    enc = Encounter(ruleset="yze")
    enc.map.add_zone("yard", name="Yard", polygon=[(0, 0), (12, 0), (12, 12), (0, 12)])
    return enc


def test_save_the_pcs_and_add_them_to_a_new_encounter(win, make_window, modals, tmp_path) -> None:
    path = tmp_path / "party"
    modals.character_save_file = str(path)
    win.characters.action_save_pcs.trigger()
    saved = tmp_path / "party.zkchar"
    lib = load_characters(saved)
    pcs = {c.name: c.stats for c in win.enc.combatants() if c.side == "pc"}
    assert {c.name: c.stats for c in lib.characters} == pcs
    assert QSettings().value("characters/folder") == str(tmp_path)
    other = make_window(party_encounter())
    modals.character_file = str(saved)
    steps = other.undo_stack.count()
    other.characters.action_add_from_file.trigger()
    assert {c.name: c.stats for c in other.enc.combatants()} == pcs
    assert all(c.side == "pc" and c.zone == "yard" for c in other.enc.combatants())
    assert other.undo_stack.count() == steps + 1
    assert modals.texts("character file") == [str(tmp_path)]  # starts in the library folder


def test_a_file_of_another_ruleset_is_refused_with_the_reason(make_window, modals, tmp_path):
    brp = Encounter(ruleset="brp")
    brp.map.add_zone("a", name="A", polygon=[(0, 0), (8, 0), (8, 8), (0, 8)])
    brp.add_combatant("Rook", zone="a", side="pc", stats={"dex": 12})
    w = make_window(brp)
    assert w.characters.save_character("Rook", tmp_path / "rook.zkchar")
    yze = make_window(party_encounter())
    assert yze.characters.add_from_file(tmp_path / "rook.zkchar") == []
    assert "holds brp characters; this encounter plays yze" in yze.statusBar().currentMessage()
    assert "inform" in modals.kinds() and len(yze.enc.combatants()) == 0


def test_the_add_dialog_reads_a_character_file(qtbot, fake, tmp_path) -> None:
    from core.characters import SavedCharacter, save_characters

    save_characters(tmp_path / "b.zkchar", "yze", [SavedCharacter("Bea", "pc", {"str": 9})])
    save_characters(tmp_path / "x.zkchar", "brp", [SavedCharacter("Xu", "pc", {"dex": 9})])
    dlg = AddCombatantDialog(None, fake)
    qtbot.addWidget(dlg)
    assert not dlg.load_file(str(tmp_path / "x.zkchar"))
    assert "holds brp characters" in dlg.problem.text()
    assert dlg.load_file(str(tmp_path / "b.zkchar"))
    assert dlg.answer().source == SavedCharacter("Bea", "pc", {"str": 9})
    assert dlg.name_edit.text() == "Bea"
    assert QSettings().value("characters/folder") == str(tmp_path)  # the library's folder


# -- the real sheets ------------------------------------------------------------------------------
SAMPLES = sorted((resources_dir() / "samples").glob("sample_*.zkenc"))


@pytest.mark.parametrize("path", SAMPLES, ids=[p.stem for p in SAMPLES])
def test_each_rulesets_sheet_is_edited_by_clicks(make_window, path: Path) -> None:
    enc = Encounter.load(path)
    sheet = enc.combat.character_sheet()
    if not sheet.fields():
        pytest.skip(f"{enc.ruleset.name} declares no sheet yet")
    w = make_window(enc)
    w.resize(1366, 768)
    name = next(c.name for c in enc.combatants() if c.side == "pc")
    w.scene.select_only(w.scene.token_items[name])
    settle()
    form = form_of(w)
    assert set(form.editors) | set(form.derived) == {f.id for f in sheet.fields()}
    page = w.properties_dock.stack.currentWidget()  # the whole width shows: nothing clipped
    assert page.widget().minimumSizeHint().width() <= page.viewport().width()
    number = next(
        f for f in sheet.fields() if f.kind == "int" and not f.derived and f.maximum is not None
    )
    box = form.editors[number.id]
    target = int(number.maximum) if box.value() != number.maximum else int(number.maximum) - 1
    box.setValue(target)
    assert enc.combat.sheet_values(enc.combatant(name).stats)[number.id] == target
    values = enc.combat.sheet_values(enc.combatant(name).stats)
    assert {fid: label.text() for fid, label in form.derived.items()} == {
        fid: shown(values[fid]) for fid in form.derived
    }
    items = next((f for f in sheet.fields() if f.kind == "items" and f.items), None)
    if items is not None:
        carried = values[items.id] or []
        held = {e.get("id") if isinstance(e, dict) else e for e in carried}
        new = next(i for i in items.items if i.id not in held)  # a second copy is another story
        assert form.add_item(items.id, new.id)
        assert form.editors[items.id].item(len(carried)).text() == new.label
    summary = stats_summary(sheet, dict(enc.combatant(name).stats))
    assert summary  # the picker's line of numbers reads the real sheet


@pytest.mark.parametrize("ruleset", ["yze", "brp", "ww2", "d20", "pulp2d6"])
def test_a_party_and_a_bestiary_from_templates_by_clicks(make_window, ruleset: str) -> None:
    """Two PCs from an archetype and three NPCs from the bestiary, through the Add combatant
    dialog; a PC's sheet edited through the form."""
    enc = Encounter(ruleset=ruleset)
    enc.map.add_zone("yard", name="Yard", polygon=[(0, 0), (16, 0), (16, 16), (0, 16)])
    templates = enc.combat.character_templates()
    if not templates:
        pytest.skip(f"{ruleset} has no templates yet")
    w = make_window(enc)
    pc = next(t for t in templates if t.side == "pc")
    npc = next(t for t in templates if t.side == "npc")
    for template, count in ((pc, 2), (npc, 3)):
        dlg = AddCombatantDialog(w, enc, zone="yard")
        assert dlg.select_source(template.name)
        dlg.count_spin.setValue(count)
        answer = dlg.answer()
        assert (answer.source, answer.side, answer.count) == (template, template.side, count)
        assert len(w.characters.add_new(answer)) == count
    names = [c.name for c in enc.combatants()]
    assert names == [f"{pc.name} {i}" for i in (1, 2)] + [f"{npc.name} {i}" for i in (1, 2, 3)]
    assert w.undo_stack.count() == 2
    first = names[0]
    w.scene.select_only(w.scene.token_items[first])
    form = form_of(w)
    number = next(
        f
        for f in enc.combat.character_sheet().fields()
        if f.kind == "int" and not f.derived and f.minimum is not None and f.maximum is not None
    )
    box = form.editors[number.id]
    target = int(number.minimum) if box.value() != number.minimum else int(number.minimum) + 1
    box.setValue(target)
    assert enc.combat.sheet_values(enc.combatant(first).stats)[number.id] == target
    assert enc.combatant(names[1]).stats == dict(pc.stats)  # the copy is its own character


@pytest.mark.parametrize("ruleset", ["yze", "brp", "ww2", "d20", "pulp2d6"])
def test_every_template_passes_its_sheets_checks(ruleset: str) -> None:
    """What the picker adds, the form can show and save again (no refusal on a template)."""
    from core.rules.runner import get_path

    enc = Encounter(ruleset=ruleset)
    sheet = enc.combat.character_sheet()
    for t in enc.combat.character_templates():
        for f in sheet.fields():
            value = None if f.derived else get_path(t.stats, f.id)
            if value is not None:
                enc.combat.check_sheet_value(f.id, value)  # raises on a value out of the sheet


def test_double_clicking_an_initiative_card_opens_that_holders_sheet(win) -> None:
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    initiative = win.combat_docks.initiative
    assert initiative.draw()
    settle()
    card = next(c for c in initiative.cards if [r["name"] for r in c.rows] == ["Bruno Costa"])
    left = Qt.MouseButton.LeftButton
    pos = QPointF(card.width() - 20, card.height() / 2)
    event = QMouseEvent(
        QMouseEvent.Type.MouseButtonDblClick, pos, card.mapToGlobal(pos), left, left,
        Qt.KeyboardModifier.NoModifier,
    )  # fmt: skip
    QApplication.sendEvent(card, event)
    assert win.characters.dialogs["Bruno Costa"].isVisible()


def test_the_docks_button_opens_the_same_sheet_in_a_window(win) -> None:
    win.findChild(QWidget, "combatantSheetButton").click()
    dlg = win.characters.dialogs["Ana Ferreira"]
    assert dlg.isVisible() and dlg.form.name == "Ana Ferreira"
    win.characters.action_sheet.trigger()  # Combat ▸ Character sheet: the selected one, raised
    assert list(win.characters.dialogs) == ["Ana Ferreira"]
    win.new_encounter("yze")  # a new encounter closes the old one's sheets
    assert closed(dlg) and win.characters.dialogs == {}


def test_the_dialogs_own_buttons_duplicate_and_save(win, modals, tmp_path) -> None:
    dlg = win.characters.open_sheet("Clara Dias")
    modals.copies = 2
    dlg.findChild(QWidget, "characterDuplicateButton").click()
    assert {"Clara Dias 1", "Clara Dias 2"} <= {c.name for c in win.enc.combatants()}
    modals.character_save_file = str(tmp_path / "clara.zkchar")
    dlg.findChild(QWidget, "characterSaveButton").click()
    saved = load_characters(tmp_path / "clara.zkchar").characters
    assert [c.name for c in saved] == ["Clara Dias"]
    assert modals.texts("character save file")[0].endswith("Clara Dias.zkchar")


def test_right_clicking_a_token_asks_for_its_menu(win, monkeypatch) -> None:
    from PySide6.QtGui import QContextMenuEvent
    from PySide6.QtWidgets import QApplication

    asked: list[str] = []
    monkeypatch.setattr(win.characters, "show_token_menu", lambda name, pos: asked.append(name))
    viewport = win.view.viewport()
    pos = win.view.mapFromScene(win.scene.token_items["Ghoul"].scenePos())
    for where in (pos, QPoint(2, 2)):  # on the Ghoul's token, then off every token
        event = QContextMenuEvent(
            QContextMenuEvent.Reason.Mouse, where, viewport.mapToGlobal(where)
        )
        QApplication.sendEvent(viewport, event)
    assert asked == ["Ghoul"]
