"""Properties of the selected zone, border or combatant.

The dock mirrors the core (model → view, with signals blocked so nothing writes back) and writes
back only through core calls (view → model), each user edit being one undo step. A refusal from the
core is shown and the field goes back to the core's value.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QSignalBlocker, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from core.encounter import SIDES, STANCES, Encounter
from core.events import Event
from core.zonemap import BORDER_KINDS, DOOR_STATES, FEATURES, LINK_KINDS, LINK_WORDS
from gui.character import NotesEdit, SheetForm, scrolling
from gui.docks.combat_base import mark_stale, tabbed_away
from gui.docks.legend import LegendWidget
from gui.docks.openings import OpeningsEditor
from gui.docks.pips import pips_text
from gui.docks.zone_geometry import ZoneGeometryFields

SIDE_LABELS = {"pc": "PC", "npc": "NPC"}


def named(widget: QWidget, object_name: str, accessible: str) -> Any:
    widget.setObjectName(object_name)
    widget.setAccessibleName(accessible)
    return widget


def stretch_row() -> QWidget:
    """An empty row that takes the spare height, so the fields stay at the top."""
    spacer = QWidget()
    spacer.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
    return spacer


def doorway_data(key: tuple[str, str]) -> str:
    """A border key as combo-box data (Qt compares strings reliably, tuples not)."""
    return "\t".join(key)


def stats_text(stats: dict[str, Any]) -> str:
    """A combatant's stats as the JSON the Advanced field shows."""
    return json.dumps(stats, indent=1, ensure_ascii=False) if stats else "{}"


class PropertiesDock(QDockWidget):
    """Edit the selected zone, border or combatant."""

    message = Signal(str)
    sheet_requested = Signal(str)
    """The GM asked for this combatant's sheet in its own window."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("PropertiesDock", "Properties"), parent)
        named(self, "propertiesDock", "Properties")
        self.enc: Encounter | None = None
        self.current: tuple[str, Any] | None = None
        self.stale = False
        """A change came while the dock was a tab behind another: it redraws when shown."""
        self.visibilityChanged.connect(lambda visible: visible and self.refresh_if_stale())
        self._own_widgets: dict[int, list[QWidget]] = {}
        self.stack = named(QStackedWidget(), "propertiesStack", "Properties pages")
        self.empty_page = QWidget()
        hint = QLabel(self.tr("Select a zone, a border or a combatant on the map."))
        hint.setWordWrap(True)
        empty_layout = QVBoxLayout(self.empty_page)
        empty_layout.addWidget(hint)
        empty_layout.addWidget(LegendWidget())
        empty_layout.addStretch(1)
        self.stack.addWidget(self.empty_page)
        self.stack.addWidget(self._zone_page())
        self.stack.addWidget(self._border_page())
        self.stack.addWidget(self._combatant_page())
        self.setWidget(self.stack)
        self.setMinimumWidth(240)

    # -- pages ------------------------------------------------------------------------------
    def _zone_page(self) -> QWidget:
        page = QWidget()
        self.zone_title = QLabel()
        self.zone_name = named(QLineEdit(), "zoneNameEdit", "Zone name")
        self.zone_features: dict[str, QCheckBox] = {}
        feats = QVBoxLayout()
        for f in FEATURES:
            box = named(QCheckBox(self._word(f)), f"zoneFeature{f.capitalize()}", f"{f} zone")
            box.toggled.connect(self._zone_features_edited)
            self.zone_features[f] = box
            feats.addWidget(box)
        self.zone_notes = named(NotesEdit(), "zoneNotesEdit", "Zone notes")
        self.zone_notes.setMaximumHeight(90)
        self.zone_delete = named(
            QPushButton(self.tr("Delete zone")), "zoneDeleteButton", "Delete zone"
        )
        self.zone_name.editingFinished.connect(self._zone_name_edited)
        self.zone_notes.editingFinished.connect(self._zone_notes_edited)
        self.zone_delete.clicked.connect(self._zone_delete)
        self.zone_geometry = ZoneGeometryFields()  # x, y, width, height in metres
        self.zone_geometry.message.connect(self.message)
        self.zone_geometry.reshape = self._reshape_zone  # the window gives the map's own
        form = QFormLayout(page)
        form.addRow(self.zone_title)
        form.addRow(self.tr("Name"), self.zone_name)
        form.addRow(self.zone_geometry)
        form.addRow(self.tr("Features"), feats)
        form.addRow(self.tr("Notes"), self.zone_notes)
        form.addRow(self.zone_delete)
        form.addRow(stretch_row())
        return page

    def _border_page(self) -> QWidget:
        page = QWidget()
        self.border_title = QLabel()
        self.border_title.setWordWrap(True)
        self.border_kind = named(QComboBox(), "borderKindCombo", "Border kind")
        for k in BORDER_KINDS:
            self.border_kind.addItem(self._word(k), k)
        self.border_link = named(QComboBox(), "borderLinkCombo", "Link kind")
        for k in LINK_KINDS:
            self.border_link.addItem(LINK_WORDS[k]().capitalize(), k)
        self.border_link.setToolTip(
            self.tr("What joins two zones that share no edge: stairs, a ladder, a rope…")
        )
        self.border_state = named(QComboBox(), "borderStateCombo", "Door state")
        for s in DOOR_STATES:
            self.border_state.addItem(self._word(s, door=True), s)
        self.border_structure = named(QSpinBox(), "borderStructureSpin", "Door structure")
        self.border_structure.setRange(1, 99)
        self.border_toggle = named(
            QPushButton(self.tr("Open / close")), "borderToggleButton", "Open or close the door"
        )
        self.border_delete = named(
            QPushButton(self.tr("Delete border")), "borderDeleteButton", "Delete border"
        )
        self.border_kind.activated.connect(self._border_kind_edited)
        self.border_state.activated.connect(self._border_state_edited)
        self.border_link.activated.connect(self._border_link_edited)
        self.border_structure.editingFinished.connect(self._border_structure_edited)
        self.border_toggle.clicked.connect(self._border_toggle)
        self.border_delete.clicked.connect(self._border_delete)
        form = QFormLayout(page)
        form.addRow(self.border_title)
        form.addRow(self.tr("Kind"), self.border_kind)
        form.addRow(self.tr("Link"), self.border_link)
        form.addRow(self.tr("State"), self.border_state)
        form.addRow(self.tr("Structure"), self.border_structure)
        self.border_openings = OpeningsEditor(self._core)
        form.addRow(self.border_openings)
        buttons = QHBoxLayout()
        buttons.addWidget(self.border_toggle)
        buttons.addWidget(self.border_delete)
        form.addRow(buttons)
        form.addRow(stretch_row())
        return page

    def _combatant_page(self) -> QWidget:
        page = QWidget()
        self.combatant_title = QLabel()
        self.combatant_title.setWordWrap(True)
        self.combatant_name = named(QLineEdit(), "combatantNameEdit", "Combatant name")
        self.combatant_side = named(QComboBox(), "combatantSideCombo", "Side")
        for s in SIDES:
            self.combatant_side.addItem(self._word(s), s)
        self.combatant_stance = named(QComboBox(), "combatantStanceCombo", "Stance")
        for s in STANCES:
            self.combatant_stance.addItem(self._word(s), s)
        self.combatant_doorway = named(QComboBox(), "combatantDoorwayCombo", "Doorway")
        self.combatant_actions = QLabel()
        self.combatant_actions.setWordWrap(True)
        self.combatant_notes = named(NotesEdit(), "combatantNotesEdit", "Combatant notes")
        self.combatant_notes.setMaximumHeight(90)
        self.sheet_form = SheetForm(prefix="properties")
        self.sheet_form.message.connect(self.message)
        self.combatant_stats = self.sheet_form.json_edit  # the Advanced JSON editor
        self.combatant_stats.setObjectName("combatantStatsEdit")
        self.combatant_sheet_button = named(
            QPushButton(self.tr("Open in a window…")),
            "combatantSheetButton",
            "Open the character sheet",
        )
        self.combatant_sheet_button.setToolTip(self.tr("The same sheet in its own window (Ctrl+I)"))
        self.combatant_sheet_button.clicked.connect(
            lambda: self._combatant() and self.sheet_requested.emit(self._combatant())
        )
        self.combatant_remove = named(
            QPushButton(self.tr("Remove combatant")), "combatantRemoveButton", "Remove combatant"
        )
        self.combatant_name.editingFinished.connect(self._combatant_name_edited)
        self.combatant_side.activated.connect(self._combatant_side_edited)
        self.combatant_stance.activated.connect(self._combatant_stance_edited)
        self.combatant_doorway.activated.connect(self._combatant_doorway_edited)
        self.combatant_notes.editingFinished.connect(self._combatant_notes_edited)
        self.combatant_remove.clicked.connect(self._combatant_remove)
        form = QFormLayout(page)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(self.combatant_title)
        form.addRow(self.tr("Name"), self.combatant_name)
        form.addRow(self.tr("Side"), self.combatant_side)
        form.addRow(self.tr("Stance"), self.combatant_stance)
        form.addRow(self.tr("Doorway"), self.combatant_doorway)
        form.addRow(self.tr("This round"), self.combatant_actions)
        form.addRow(self.tr("Notes"), self.combatant_notes)
        sheet_head = QHBoxLayout()
        sheet_head.addWidget(QLabel(self.tr("<b>Character sheet</b>")), 1)
        sheet_head.addWidget(self.combatant_sheet_button)
        form.addRow(sheet_head)
        form.addRow(self.sheet_form)
        form.addRow(self.combatant_remove)
        form.addRow(stretch_row())
        return scrolling(page, "combatantScroll", "Combatant properties")

    def _word(self, value: str, door: bool = False) -> str:
        """A zone feature, border kind, door state (``door``), side or stance in the UI
        language, as a label ("cluttered" → "Cluttered")."""
        words = {
            "cluttered": self.tr("Cluttered"),
            "dark": self.tr("Dark"),
            "cramped": self.tr("Cramped"),
            "open": QCoreApplication.translate("DoorState", "Open") if door else self.tr("Open"),
            "wall": self.tr("Wall"),
            "door": self.tr("Door"),
            "hatch": self.tr("Hatch"),
            "link": self.tr("Link (stairs, ladder, rope)"),
            "closed": self.tr("Closed"),
            "locked": self.tr("Locked"),
            "pc": self.tr("PC"),
            "npc": self.tr("NPC"),
            "standing": self.tr("Standing"),
            "prone": self.tr("Prone"),
        }
        return words.get(value, value.capitalize())

    # -- encounter and selection ------------------------------------------------------------
    def set_encounter(self, enc: Encounter) -> None:
        if self.enc is not None:
            self.enc.events.disconnect(self._on_core_event)
            self.enc.map.events.disconnect(self._on_core_event)
        self.enc = enc
        enc.events.connect(self._on_core_event)
        enc.map.events.connect(self._on_core_event)
        self.sheet_form.set_encounter(enc)
        self.show_nothing()

    def show_nothing(self) -> None:
        self.current = None
        self.stack.setCurrentIndex(0)

    def show_zone(self, zone_id: str) -> None:
        self.current = ("zone", zone_id)
        self.stack.setCurrentIndex(1)
        self.refresh()

    def show_border(self, key: tuple[str, str]) -> None:
        self.current = ("border", tuple(key))
        self.stack.setCurrentIndex(2)
        self.refresh()

    def show_combatant(self, name: str) -> None:
        self.current = ("combatant", name)
        self.stack.setCurrentIndex(3)
        self.sheet_form.set_combatant(name)
        self.refresh()

    def redraw(self) -> None:
        """After a change of the core: :meth:`refresh` now, or when the GM brings the dock's tab
        to the front if it is a tab behind another (the default layout puts it behind the
        tracks: copying the dropped combatant's values into its fields after each drop laid the
        hidden form out again, ~1-2 ms). A new selection redraws at once."""
        if self.current is not None and self.current[0] == "combatant" and tabbed_away(self):
            self.stale = True
            mark_stale(self)
            return
        self.refresh()

    def refresh_if_stale(self) -> None:
        """Redraw now if a change came while the dock was tabbed away."""
        if self.stale:
            self.refresh()

    def _on_core_event(self, event: Event) -> None:
        if self.current is None or self.enc is None:
            return
        kind, ident = self.current
        renamed = event.type == "combatant_changed" and event.data.get("old_name") == ident
        if kind == "combatant" and renamed:
            self.current = ("combatant", event.name)
        if kind == "zone" and ident not in self.enc.map:
            self.show_nothing()
            return
        if kind == "border" and not self.enc.map.has_border(*ident):
            self.show_nothing()
            return
        if kind == "combatant" and self.current[1] not in self.enc:
            self.show_nothing()
            return
        if not self._shows(event):
            return
        seen = not self.stale and not tabbed_away(self)
        if event.type == "actions_changed" and seen:  # what they have left is all it changes
            self.combatant_actions.setText(pips_text(self.enc, self.current[1]))
            return
        self.redraw()

    def _shows(self, event: Event) -> bool:
        """Does the page shown depend on what ``event`` changed? A combatant's page on what
        happened to them (another's move or spent action, a log line: no); a zone's or a
        border's page on map edits and whatever isn't one combatant's own."""
        assert self.current is not None
        if event.type == "log_changed":
            return False
        name = event.data.get("name")
        own = event.type in ("combatant_changed", "actions_changed", "combatant_added")
        if not own or not isinstance(name, str):
            return True
        if self.current[0] != "combatant":
            return False  # a zone's or a border's page shows no combatant
        return self.current[1] in (name, event.data.get("old_name", name))

    def _fields(self) -> list[QWidget]:
        """The shown page's own widgets (the sheet form mirrors the core itself), found once
        per page: a refresh writes to the shown page only, and blocking the signals of all
        four pages' ~200 widgets cost most of a refresh after a drop."""
        index = self.stack.currentIndex()
        if index not in self._own_widgets:
            form = self.sheet_form
            found = self.stack.widget(index).findChildren(QWidget)
            self._own_widgets[index] = [w for w in found if not form.isAncestorOf(w)]
        return [w for w in self._own_widgets[index] if isValid(w)]

    def refresh(self) -> None:
        """Copy the core's values into the fields (signals blocked: no write-back)."""
        self.stale = False
        enc = self.enc
        if enc is None or self.current is None:
            return
        kind, ident = self.current
        blockers = [QSignalBlocker(w) for w in self._fields()]
        try:
            if kind == "zone":
                z = enc.map.zone(ident)
                self.zone_title.setText(self.tr("<b>Zone</b> <i>{id}</i>").format(id=z.id))
                if self.zone_name.text() != z.name:
                    self.zone_name.setText(z.name)
                for f, box in self.zone_features.items():
                    box.setChecked(f in z.features)
                if self.zone_notes.toPlainText() != z.notes:
                    self.zone_notes.setPlainText(z.notes)
                self.zone_geometry.show_zone(z)
            elif kind == "border":
                b = enc.map.border(*ident)
                self.border_title.setText(
                    self.tr("<b>Border</b> {label}").format(label=enc.map.border_label(b))
                )
                self.border_kind.setCurrentIndex(self.border_kind.findData(b.kind))
                self.border_state.setCurrentIndex(self.border_state.findData(b.state))
                self.border_state.setEnabled(b.is_passage)
                self.border_link.setCurrentIndex(max(0, self.border_link.findData(b.link)))
                self.border_link.setEnabled(b.is_link)
                self.border_structure.setValue(b.structure)
                self.border_structure.setEnabled(b.is_passage)
                self.border_toggle.setEnabled(b.is_passage)
                self.border_openings.show_border(enc, b.key)
            elif kind == "combatant":
                c = enc.combatant(ident)
                title = self.tr("<b>{name}</b> in {zone}").format(
                    name=c.name, zone=enc.map.name(c.zone)
                )
                engaged = sorted(enc.engaged_with(c.name))
                if engaged:
                    title += self.tr(" — Engaged with {names}").format(names=", ".join(engaged))
                self.combatant_title.setText(title)
                self.combatant_name.setText(c.name)
                self.combatant_side.setCurrentIndex(self.combatant_side.findData(c.side))
                self.combatant_stance.setCurrentIndex(self.combatant_stance.findData(c.stance))
                self.combatant_doorway.clear()
                self.combatant_doorway.addItem(self.tr("Not in a doorway"), None)
                for b in enc.map.borders_of(c.zone):
                    if b.has_doorway:  # a door border, or a wall with a door opening
                        other = b.other(c.zone)
                        door = next(o.kind for o in b.ways if o.is_door)
                        self.combatant_doorway.addItem(
                            self.tr("{kind} to {zone}").format(
                                kind=self._word(door), zone=enc.map.name(other)
                            ),
                            doorway_data(b.key),
                        )
                index = self.combatant_doorway.findData(doorway_data(c.doorway)) if c.doorway else 0
                self.combatant_doorway.setCurrentIndex(max(0, index))
                self.combatant_actions.setText(pips_text(enc, c.name))
                if self.combatant_notes.toPlainText() != c.notes:
                    self.combatant_notes.setPlainText(c.notes)
        finally:
            del blockers

    # -- view → model -------------------------------------------------------------------------
    def _core(self, fn: Callable[[], Any]) -> bool:
        try:
            fn()
        except ValueError as exc:
            self.message.emit(str(exc))
            self.refresh()
            return False
        return True

    def _reshape_zone(self, zone_id: str, polygon: list[tuple[float, float]], _text: str) -> bool:
        enc = self.enc
        return enc is not None and self._core(lambda: enc.reshape_zone(zone_id, polygon))

    def _zone_id(self) -> str | None:
        return self.current[1] if self.current and self.current[0] == "zone" else None

    def _zone_name_edited(self) -> None:
        zid, enc = self._zone_id(), self.enc
        if zid is None or enc is None or zid not in enc.map:
            return
        text = self.zone_name.text().strip()
        if not text:
            self.message.emit("A zone needs a name.")
            self.refresh()
            return
        if text != enc.map.zone(zid).name:
            self._core(lambda: enc.map.update_zone(zid, name=text))

    def _zone_features_edited(self) -> None:
        zid, enc = self._zone_id(), self.enc
        if zid is None or enc is None:
            return
        feats = {f for f, box in self.zone_features.items() if box.isChecked()}
        if feats != set(enc.map.zone(zid).features):
            self._core(lambda: enc.map.update_zone(zid, features=feats))

    def _zone_notes_edited(self) -> None:
        zid, enc = self._zone_id(), self.enc
        if zid is None or enc is None or zid not in enc.map:
            return
        text = self.zone_notes.toPlainText()
        if text != enc.map.zone(zid).notes:
            self._core(lambda: enc.map.update_zone(zid, notes=text))

    def _border_key(self) -> tuple[str, str] | None:
        return self.current[1] if self.current and self.current[0] == "border" else None

    def _border_kind_edited(self) -> None:
        key, enc = self._border_key(), self.enc
        if key is None or enc is None:
            return
        kind = self.border_kind.currentData()
        if kind != enc.map.border(*key).kind:
            self._core(lambda: enc.map.update_border(*key, kind=kind))

    def _border_link_edited(self) -> None:
        key, enc = self._border_key(), self.enc
        if key is None or enc is None or not enc.map.border(*key).is_link:
            return
        link = self.border_link.currentData()
        if link != enc.map.border(*key).link:
            self._core(lambda: enc.map.update_border(*key, link=link))

    def _border_state_edited(self) -> None:
        key, enc = self._border_key(), self.enc
        if key is None or enc is None:
            return
        state = self.border_state.currentData()
        if state != enc.map.border(*key).state:
            self._core(lambda: enc.map.update_border(*key, state=state))

    def _border_structure_edited(self) -> None:
        key, enc = self._border_key(), self.enc
        if key is None or enc is None or not enc.map.has_border(*key):
            return
        value = self.border_structure.value()
        if value != enc.map.border(*key).structure:
            self._core(lambda: enc.map.update_border(*key, structure=value))

    def _border_toggle(self) -> None:
        key, enc = self._border_key(), self.enc
        if key is not None and enc is not None:
            self._core(lambda: enc.map.toggle_door(*key))

    def _combatant(self) -> str | None:
        return self.current[1] if self.current and self.current[0] == "combatant" else None

    def _combatant_name_edited(self) -> None:
        name, enc = self._combatant(), self.enc
        if name is None or enc is None or name not in enc:
            return
        text = self.combatant_name.text()
        if text.strip() != name:
            self._core(lambda: enc.update_combatant(name, name=text))

    def _combatant_side_edited(self) -> None:
        name, enc = self._combatant(), self.enc
        if name is None or enc is None:
            return
        side = self.combatant_side.currentData()
        if side != enc.combatant(name).side:
            self._core(lambda: enc.update_combatant(name, side=side))

    def _combatant_stance_edited(self) -> None:
        name, enc = self._combatant(), self.enc
        if name is None or enc is None:
            return
        stance = self.combatant_stance.currentData()
        if stance != enc.combatant(name).stance:
            self._core(lambda: enc.set_stance(name, stance))

    def _combatant_doorway_edited(self) -> None:
        name, enc = self._combatant(), self.enc
        if name is None or enc is None:
            return
        data = self.combatant_doorway.currentData()
        key = tuple(data.split("\t")) if data else None
        current = enc.combatant(name).doorway
        if key is None and current is not None:
            self._core(lambda: enc.clear_doorway(name))
        elif key is not None and key != current:
            self._core(lambda: enc.set_doorway(name, key[0], key[1]))

    def _combatant_notes_edited(self) -> None:
        name, enc = self._combatant(), self.enc
        if name is None or enc is None or name not in enc:
            return
        text = self.combatant_notes.toPlainText()
        if text != enc.combatant(name).notes:
            self._core(lambda: enc.update_combatant(name, notes=text))

    def _zone_delete(self) -> None:
        zid, enc = self._zone_id(), self.enc
        if zid is not None and enc is not None:
            self._core(lambda: enc.remove_zone(zid))

    def _border_delete(self) -> None:
        key, enc = self._border_key(), self.enc
        if key is not None and enc is not None:
            self._core(lambda: enc.map.remove_border(*key))

    def _combatant_remove(self) -> None:
        name, enc = self._combatant(), self.enc
        if name is not None and enc is not None:
            self._core(lambda: enc.remove_combatant(name))
