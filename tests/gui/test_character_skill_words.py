"""The character form's skills table shows a skill the rules read by name ("Dodge") in the
words the sheet gives it (``SheetField.key_labels``), and stores what the GM types back as the
name the rules read."""

from __future__ import annotations

import pytest

from core.encounter import Encounter
from core.rules.runner import CharacterSheet, CombatRunner, SheetField, SheetSection
from gui.docks.combat_base import settle

SHEET = CharacterSheet(
    (
        SheetSection(
            "skills",
            "Skills",
            (
                SheetField(
                    "skills",
                    "Skills",
                    "skills",
                    minimum=0,
                    maximum=100,
                    key_labels=(("Dodge", "Esquiva"), ("First Aid", "Primeiros Socorros")),
                ),
            ),
        ),
    )
)


@pytest.fixture
def win(monkeypatch, make_window, sample: Encounter):
    runner = type(sample.combat)
    monkeypatch.setattr(runner, "character_sheet", lambda self: SHEET)
    monkeypatch.setattr(runner, "derived_values", lambda self, stats: {})
    monkeypatch.setattr(runner, "check_sheet_value", CombatRunner.check_sheet_value)
    w = make_window(sample)
    w.scene.select_only(w.scene.token_items["Ana Ferreira"])
    settle()
    return w


def skills(window) -> dict:
    return dict(window.enc.combatant("Ana Ferreira").stats.get("skills") or {})


def test_a_skill_typed_in_its_words_is_stored_by_name_and_shown_in_its_words(win) -> None:
    form = win.properties_dock.sheet_form
    name_edit, value_box = form.skill_inputs["skills"]
    name_edit.setText("esquiva")
    value_box.setValue(40)
    assert form.add_skill("skills")
    assert skills(win) == {"Dodge": 40}
    table = form.editors["skills"]
    assert table.item(0, 0).text() == "Esquiva"
    table.item(0, 1).setText("45")  # the value edited: the name stays the one the rules read
    assert skills(win) == {"Dodge": 45}
    table.item(0, 0).setText("Primeiros Socorros")  # renamed in the sheet's words
    assert skills(win) == {"First Aid": 45}
    name_edit.setText("Dodge")
    assert form.add_skill("skills")
    name_edit.setText("ESQUIVA")  # the same skill again, in its words
    assert not form.add_skill("skills")
    assert "Esquiva" in form.errors["skills"].text()
