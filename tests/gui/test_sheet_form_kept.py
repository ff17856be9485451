"""The character sheet form (gui.character.SheetForm) keeps its widgets when another encounter
of the same ruleset opens — the same sheet, so a rebuild (~16 ms) would make the same rows —
and shows that encounter's values; another ruleset's sheet builds its own rows."""

from __future__ import annotations

from core.encounter import Encounter
from core.resources import resources_dir
from gui.character import SheetForm

SAMPLES = resources_dir() / "samples"


def test_the_same_sheet_keeps_its_rows_and_shows_the_new_values(qtbot) -> None:
    form = SheetForm(prefix="t")
    qtbot.addWidget(form)
    first = Encounter.load(SAMPLES / "sample_yze.zkenc")
    form.set_encounter(first)
    form.set_combatant("Ana Ferreira")
    editors = dict(form.editors)
    error = next(iter(form.errors.values()))
    error.show()
    second = Encounter.load(SAMPLES / "sample_yze.zkenc")
    stats = dict(second.combatant("Ana Ferreira").stats)
    stats["strength"] = stats.get("strength", 3) + 1
    second.update_combatant("Ana Ferreira", stats=stats)
    form.set_encounter(second)
    form.set_combatant("Ana Ferreira")
    assert form.editors == editors  # the same widgets
    assert error.isHidden()  # the other encounter's error note is gone
    assert form.values()["strength"] == stats["strength"]
    assert form.editors["strength"].value() == stats["strength"]


def test_another_rulesets_sheet_builds_its_own_rows(qtbot) -> None:
    form = SheetForm(prefix="t")
    qtbot.addWidget(form)
    form.set_encounter(Encounter.load(SAMPLES / "sample_yze.zkenc"))
    editors = dict(form.editors)
    form.set_encounter(Encounter.load(SAMPLES / "sample_brp.zkenc"))
    assert form.editors and set(form.editors) != set(editors)
