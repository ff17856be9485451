"""The Properties dock builds its zone and combatant pages the first time they are needed: the
page built then shows what the page built with the dock showed, edits through it are one undo
step each, and the dock is as large as it was with every page built."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QWidget,
)

from core.encounter import Encounter
from gui import i18n
from gui.docks.properties import PropertiesDock


def make_dock(qtbot: Any, enc: Encounter, eager: bool) -> PropertiesDock:
    dock = PropertiesDock()
    qtbot.addWidget(dock)
    if eager:
        dock.build_pages()
    dock.set_encounter(enc)
    return dock


def value(w: QWidget) -> Any:
    if isinstance(w, QComboBox):
        return [w.itemText(i) for i in range(w.count())], w.currentIndex(), w.currentData()
    if isinstance(w, QAbstractSpinBox):
        return w.text()
    if isinstance(w, QAbstractButton):
        return w.text(), w.isChecked()
    if isinstance(w, (QLabel, QLineEdit)):
        return w.text()
    if isinstance(w, QPlainTextEdit):
        return w.toPlainText()
    return None


def shown(dock: PropertiesDock) -> list[tuple[Any, ...]]:
    """The shown page's widgets: kind, names, enabled, value, in order."""
    page = dock.stack.currentWidget()
    return [
        (type(w).__name__, w.objectName(), w.accessibleName(), w.isEnabled(), value(w))
        for w in page.findChildren(QWidget)
    ]


def selections(enc: Encounter) -> list[tuple[str, Any]]:
    door = next(b for b in enc.map.borders() if b.is_passage)
    return [
        ("zone", enc.map.zone_ids()[0]),
        ("border", door.key),
        ("combatant", next(c.name for c in enc.combatants() if c.side == "pc")),
    ]


def select(dock: PropertiesDock, kind: str, ident: Any) -> None:
    getattr(dock, f"show_{kind}")(ident)


@pytest.mark.parametrize("kind", ["zone", "border", "combatant"])
def test_the_page_built_on_first_selection_shows_what_the_eager_one_showed(
    qtbot, sample, kind
) -> None:
    lazy = make_dock(qtbot, sample, eager=False)
    eager = make_dock(qtbot, sample, eager=True)
    ident = dict(selections(sample))[kind]
    assert (kind in lazy._pages) == (kind == "border")  # the zone's and combatant's: not yet
    select(lazy, kind, ident)
    select(eager, kind, ident)
    assert kind in lazy._pages and shown(lazy) == shown(eager) and len(shown(lazy)) > 5
    if kind == "combatant":
        assert lazy.sheet_form.enc is sample and lazy.sheet_form.name == ident


def test_an_edit_through_a_page_built_late_is_one_undo_step(qtbot, sample) -> None:
    dock = make_dock(qtbot, sample, eager=False)
    zone = sample.map.zone_ids()[0]
    old = sample.map.zone(zone).name
    dock.show_zone(zone)
    steps = len(sample.history)
    dock.zone_name.setText("Cellar")
    dock.zone_name.editingFinished.emit()
    assert sample.map.zone(zone).name == "Cellar" and len(sample.history) == steps + 1
    sample.undo()  # the page follows the undo: its cached fields are the page's own
    assert dock.zone_name.text() == old
    name = next(c.name for c in sample.combatants())
    dock.show_combatant(name)
    dock.combatant_notes.setPlainText("behind the well")
    dock.combatant_notes.editingFinished.emit()
    assert sample.combatant(name).notes == "behind the well"
    assert len(sample.history) == steps + 1  # the undone rename was dropped: one step


def test_asking_for_a_widget_builds_its_page(qtbot, sample) -> None:
    dock = make_dock(qtbot, sample, eager=False)
    assert dock.findChild(QWidget, "zoneNameEdit") is None
    assert dock.zone_name.objectName() == "zoneNameEdit"  # a test or a driver asks: built
    assert dock.findChild(QWidget, "zoneNameEdit") is dock.zone_name
    assert dock.sheet_form.enc is sample  # the combatant page, with the dock's encounter
    assert dock.findChild(QWidget, "combatantSheetButton") is not None
    assert [dock.stack.indexOf(dock.page(k)) for k in ("zone", "border", "combatant")] == [1, 2, 3]
    with pytest.raises(AttributeError):
        dock.zone_nothing  # noqa: B018  (a page's prefix, no such widget)


@pytest.mark.parametrize("lang", ["en", "pt_BR", "es"])
def test_the_dock_is_as_large_before_its_pages_are_built(qtbot, sample, lang) -> None:
    i18n.install(lang)
    try:
        lazy = make_dock(qtbot, sample, eager=False)
        eager = make_dock(qtbot, sample, eager=True)
        hints = [(d.sizeHint(), d.minimumSizeHint()) for d in (lazy, eager)]
        assert hints[0] == hints[1]
        for kind in ("zone", "combatant"):
            width = lazy._stand_ins[kind].sizeHint().width()
            assert width == eager.page(kind).sizeHint().width(), (kind, lang)
    finally:
        i18n.uninstall()
