"""Characters in the GUI: the sheet form, the Character dialog and the party library actions.

:class:`SheetForm` renders the ruleset's :class:`~core.rules.runner.CharacterSheet` for one
combatant — a group per section, a spin box, drop-down, check box or text field per field, a
skills table and item pickers — and writes every edit back through
:func:`core.characters.set_sheet_value` (or :func:`~core.characters.equip` /
:func:`~core.characters.unequip`, which log the change of equipment), one undo step each.
It mirrors the core from its events with signals blocked, so undo and redo update it and nothing
writes back. The raw stats JSON stays behind an "Advanced" toggle.

:class:`CharacterDialog` shows the same form in its own window; :class:`CharacterLibrary` owns
the window's character actions (sheet, duplicate, the ``.zkchar`` party library).
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QObject,
    QPoint,
    QSettings,
    QSignalBlocker,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from core.encounter import Encounter
from core.events import Event
from core.rules.runner import CharacterSheet, SheetField, get_path
from gui.weapon_editor import open_weapon_editor, weapon_book

if TYPE_CHECKING:
    from gui.dialogs import NewCombatant

REFUSAL_STYLE = "color: #b3261e;"
MUTED_STYLE = "color: palette(mid);"
LIBRARY_KEY = "characters/folder"
BIG = 999_999
SIDE_WORDS = {
    "pc": QT_TRANSLATE_NOOP("character", "PC"),
    "npc": QT_TRANSLATE_NOOP("character", "NPC"),
}
"""The sides as the Character dialog names them (shown in the UI language)."""


def named(widget: Any, object_name: str, accessible: str) -> Any:
    widget.setObjectName(object_name)
    widget.setAccessibleName(accessible)
    return widget


def library_folder() -> str:
    """The party library's folder: where the last character file was read or written."""
    folder = QSettings().value(LIBRARY_KEY, "")
    return str(folder) if folder and Path(str(folder)).is_dir() else str(Path.home())


def remember_library(path: str | Path) -> None:
    QSettings().setValue(LIBRARY_KEY, str(Path(path).parent))


def slug(text: str) -> str:
    """``"skills.Dodge"`` → ``"skills_Dodge"``: a field id as part of an objectName."""
    return re.sub(r"\W+", "_", text).strip("_") or "field"


def field_tip(f: SheetField) -> str:
    """A field's tooltip: its help, then where its numbers come from."""
    source = (
        QCoreApplication.translate("character", "Source: {source}").format(source=f.source)
        if f.source
        else ""
    )
    parts = [p for p in (f.help, source) if p]
    return "\n".join(parts)


def item_label(f: SheetField, entry: Any) -> str:
    """How a carried item reads: the table's label when it is a table row (or its id), else
    its own name."""
    for choice in f.items:
        if entry == choice.id or (isinstance(entry, Mapping) and dict(choice.data) == dict(entry)):
            return choice.label
    if not isinstance(entry, Mapping):
        return str(entry)
    for key in ("name", "label", "id"):
        if entry.get(key):
            return str(entry[key])
    return json.dumps(dict(entry), ensure_ascii=False)[:60]


def shown(value: Any) -> str:
    """A derived value as text ("—" when the ruleset can't work it out yet)."""
    if value is None or value == "":
        return "—"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def choice_label(f: SheetField, value: Any) -> str:
    """A field's value as the sheet words it: a choice's label, else the value shown."""
    if f.kind == "choice" and value in f.choices:
        index = list(f.choices).index(value)
        if index < len(f.choice_labels):
            return f.choice_labels[index]
    return shown(value)


def stats_summary(sheet: CharacterSheet, stats: Mapping[str, Any], limit: int = 6) -> str:
    """A short line of a template's numbers ("STR 12 · DEX 14 · HP 11") for pickers."""
    parts: list[str] = []
    for f in sheet.fields():
        if f.derived or f.kind not in ("int", "float", "dice", "choice"):
            continue
        value = get_path(stats, f.id)
        if value is not None and value != "":
            parts.append(f"{f.label} {choice_label(f, value)}")
    if not parts:  # a sheet the ruleset doesn't declare (yet): the stats' own top-level numbers
        for key, value in stats.items():
            if isinstance(value, (int, float, str)) and not isinstance(value, bool):
                parts.append(f"{key} {value}")
    more = " …" if len(parts) > limit else ""
    return " · ".join(parts[:limit]) + more


# -- small widgets ----------------------------------------------------------------------------
class NotesEdit(QPlainTextEdit):
    """A multi-line field that reports ``editingFinished`` when it loses focus."""

    editingFinished = Signal()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.editingFinished.emit()


class _NoWheel:
    """Spin boxes and drop-downs in a scrolling form ignore the wheel unless focused, so
    scrolling the form never changes a stat."""

    def wheelEvent(self, event) -> None:
        if self.hasFocus():  # type: ignore[attr-defined]
            super().wheelEvent(event)  # type: ignore[misc]
        else:
            event.ignore()


class SpinBox(_NoWheel, QSpinBox):
    pass


class DoubleSpinBox(_NoWheel, QDoubleSpinBox):
    pass


class ComboBox(_NoWheel, QComboBox):
    pass


# -- the sheet form ---------------------------------------------------------------------------
class SheetForm(QWidget):
    """One combatant's character sheet as a form; every edit is one core call (one undo step).

    ``message`` carries refusals and results for the status bar."""

    message = Signal(str)

    def __init__(self, parent: QWidget | None = None, *, prefix: str = "sheet") -> None:
        super().__init__(parent)
        self.prefix = prefix
        named(self, f"{prefix}Form", self.tr("Character sheet"))
        self.enc: Encounter | None = None
        self.name: str | None = None
        self._shown: tuple[Any, ...] | None = None
        """(name, stats, values) last drawn: a change leaving them as they are redraws nothing."""
        self._same_context = False
        """Only the combatant's own changes and log lines came since the values shown were
        worked out: the values follow from the stats alone then (the ruleset's settings and
        tables didn't change), so equal stats mean equal values."""
        self._drawn: tuple[str | None, dict[str, Any]] | None = None
        """(name, a deep copy of the stats) the values shown were worked out from."""
        self.sheet = CharacterSheet()
        self._form: tuple[object, CharacterSheet] | None = None
        """What the widgets were built for: the ruleset and its sheet."""
        self.editors: dict[str, QWidget] = {}
        self.errors: dict[str, QLabel] = {}
        self.derived: dict[str, QLabel] = {}
        self.pickers: dict[str, QComboBox] = {}
        self.skill_inputs: dict[str, tuple[QLineEdit, QSpinBox]] = {}
        self.body = QWidget()
        self.body_layout = QVBoxLayout(self.body)
        self.body_layout.setContentsMargins(0, 0, 0, 0)
        self.empty_note = QLabel(
            self.tr("This ruleset declares no character sheet yet: edit the stats as JSON below.")
        )
        self.empty_note.setWordWrap(True)
        self.empty_note.setStyleSheet(MUTED_STYLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.body)
        layout.addWidget(self.empty_note)
        layout.addWidget(self._advanced())

    def _advanced(self) -> QWidget:
        box = QWidget()
        self.advanced_button = named(
            QToolButton(), f"{self.prefix}AdvancedToggle", self.tr("Advanced: stats as JSON")
        )
        self.advanced_button.setText(self.tr("Advanced (stats as JSON)"))
        self.advanced_button.setCheckable(True)
        self.advanced_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.advanced_button.setAutoRaise(True)
        self.advanced_button.toggled.connect(self._show_advanced)
        self.json_edit = named(
            NotesEdit(), f"{self.prefix}StatsJson", self.tr("Combatant stats (JSON)")
        )
        self.json_edit.setMinimumHeight(110)
        self.json_edit.setToolTip(
            self.tr(
                "Everything the ruleset reads about this combatant, as JSON; applied when you "
                "leave the field (one undo step). Bad JSON is refused and nothing changes."
            )
        )
        mono = QFont("monospace")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        mono.setPointSizeF(max(7.0, self.json_edit.font().pointSizeF() - 1))
        self.json_edit.setFont(mono)
        self.json_edit.editingFinished.connect(self._json_edited)
        lay = QVBoxLayout(box)
        lay.setContentsMargins(0, 4, 0, 0)
        lay.addWidget(self.advanced_button, 0, Qt.AlignmentFlag.AlignLeft)
        lay.addWidget(self.json_edit)
        self._show_advanced(False)
        return box

    def _show_advanced(self, on: bool) -> None:
        arrow = Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow
        self.advanced_button.setArrowType(arrow)
        self.json_edit.setVisible(on)

    # -- building -----------------------------------------------------------------------------
    def set_encounter(self, enc: Encounter | None) -> None:
        """Follow ``enc`` and build the form from its ruleset's sheet."""
        if self.enc is not None:
            self.enc.events.disconnect(self._on_core_event)
        self.enc = enc
        self.name = None
        if enc is not None:
            enc.events.connect(self._on_core_event)
        self.rebuild()

    def detach(self) -> None:
        """Stop following the encounter (the form's window is closing)."""
        if self.enc is not None:
            self.enc.events.disconnect(self._on_core_event)
        self.enc = None

    def rebuild(self) -> None:
        """Build the widgets of the ruleset's sheet (again). The very sheet of the same ruleset
        (another of its encounters opened) keeps its widgets — each a few dozen rows, ~16 ms —
        and shows the new values; its error notes are cleared."""
        self._same_context = False
        sheet = self._read_sheet()
        form = (getattr(getattr(self.enc, "ruleset", None), "name", None), sheet)
        if form == self._form and self.editors:
            self.sheet = sheet
            for error in self.errors.values():
                error.hide()
            self.refresh()
            return
        self._form = form
        self.sheet = sheet
        for child in self.body.findChildren(
            QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly
        ):
            child.setParent(None)
            child.deleteLater()
        for d in (self.editors, self.errors, self.derived, self.pickers, self.skill_inputs):
            d.clear()
        for section in self.sheet.sections:
            self.body_layout.addWidget(self._section(section.id, section.title, section.fields))
        has_fields = bool(self.sheet.fields())
        self.empty_note.setVisible(not has_fields)
        self.advanced_button.setChecked(not has_fields)
        self.refresh()

    def _read_sheet(self) -> CharacterSheet:
        try:
            return self.enc.combat.character_sheet() if self.enc is not None else CharacterSheet()
        except (NotImplementedError, AttributeError, ImportError):
            return CharacterSheet()

    def _section(self, section_id: str, title: str, fields: tuple[SheetField, ...]) -> QGroupBox:
        group = QGroupBox(title)
        group.setObjectName(f"{self.prefix}Section_{slug(section_id)}")
        group.setAccessibleName(title)
        form = QFormLayout(group)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        for f in fields:
            self._add_row(form, f, titled=f.label != title)
        return group

    def _add_row(self, form: QFormLayout, f: SheetField, *, titled: bool = True) -> None:
        error = QLabel()
        error.setObjectName(f"{self.prefix}Error_{slug(f.id)}")
        error.setWordWrap(True)
        error.setStyleSheet(REFUSAL_STYLE)
        error.hide()
        self.errors[f.id] = error
        cell = QWidget()
        lay = QVBoxLayout(cell)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(1)
        editor = self._editor(f)
        lay.addWidget(editor)
        lay.addWidget(error)
        cell.setToolTip(field_tip(f))
        if f.kind in ("skills", "items") and not f.derived:
            if titled:  # a section of its own already carries the name
                title = QLabel(f"<b>{f.label}</b>")
                title.setToolTip(field_tip(f))
                lay.insertWidget(0, title)
            form.addRow(cell)
        else:
            label = QLabel(f.label)
            label.setToolTip(field_tip(f))
            label.setBuddy(editor)  # a click on the label, and screen readers, find the field
            form.addRow(label, cell)

    def _editor(self, f: SheetField) -> QWidget:
        if f.derived:
            build: Callable[[SheetField], QWidget] = self._derived_label
        else:
            build = {
                "int": self._number,
                "float": self._number,
                "bool": self._check,
                "choice": self._choice,
                "skills": self._skills,
                "items": self._items,
            }.get(f.kind, self._text)
        widget = build(f)
        widget.setToolTip(field_tip(f))
        return widget

    def _derived_label(self, f: SheetField) -> QWidget:
        label = named(QLabel("—"), f"{self.prefix}Derived_{slug(f.id)}", f.label)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = label.font()
        font.setBold(True)
        label.setFont(font)
        self.derived[f.id] = label
        return label

    def _number(self, f: SheetField) -> QWidget:
        box = DoubleSpinBox() if f.kind == "float" else SpinBox()
        named(box, f"{self.prefix}Field_{slug(f.id)}", f.label)
        lo = f.minimum if f.minimum is not None else -BIG
        hi = f.maximum if f.maximum is not None else BIG
        step = 1
        # one step below the minimum reads "—": the sheet has no value there yet
        box.setRange(lo - step, hi)  # type: ignore[arg-type]
        box.setSpecialValueText("—")
        box.setKeyboardTracking(False)  # typing "12" is one edit, not "1" then "12"
        box.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        box.setMinimumWidth(70)
        box.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        box.valueChanged.connect(lambda v, f=f, box=box: self._number_edited(f, box, v))
        self.editors[f.id] = box
        return box

    def _number_edited(self, f: SheetField, box: QSpinBox | QDoubleSpinBox, value: float) -> None:
        if value == box.minimum():  # "—": nothing typed
            self.refresh_field(f.id)
            return
        self.commit(f.id, int(value) if f.kind == "int" else value)

    def _check(self, f: SheetField) -> QWidget:
        box = named(QCheckBox(), f"{self.prefix}Field_{slug(f.id)}", f.label)
        box.toggled.connect(lambda on, f=f: self.commit(f.id, on))
        self.editors[f.id] = box
        return box

    def _choice(self, f: SheetField) -> QWidget:
        combo = named(ComboBox(), f"{self.prefix}Field_{slug(f.id)}", f.label)
        combo.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        labels = list(f.choice_labels) + [str(c) for c in f.choices[len(f.choice_labels) :]]
        for label, value in zip(labels, f.choices, strict=False):
            combo.addItem(label, value)
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(8)
        combo.setPlaceholderText(self.tr("— not set —"))
        combo.activated.connect(lambda i, f=f, combo=combo: self.commit(f.id, combo.itemData(i)))
        self.editors[f.id] = combo
        return combo

    def _text(self, f: SheetField) -> QWidget:
        edit = named(QLineEdit(), f"{self.prefix}Field_{slug(f.id)}", f.label)
        if f.kind == "dice":
            edit.setPlaceholderText(self.tr("dice, e.g. 1D8+1"))
        edit.editingFinished.connect(lambda f=f, edit=edit: self._text_edited(f, edit))
        self.editors[f.id] = edit
        return edit

    def _text_edited(self, f: SheetField, edit: QLineEdit) -> None:
        if edit.isModified():
            edit.setModified(False)
            self.commit(f.id, edit.text())

    def _skills(self, f: SheetField) -> QWidget:
        box = QWidget()
        table = named(QTableWidget(0, 2), f"{self.prefix}Skills_{slug(f.id)}", f.label)
        table.setHorizontalHeaderLabels([self.tr("Name"), self.tr("Value")])
        table.verticalHeader().hide()
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.itemChanged.connect(lambda _item, f=f: self._skills_edited(f))
        table.setCornerButtonEnabled(False)
        for corner in table.findChildren(QAbstractButton):  # Qt's own "select all" corner
            corner.setAccessibleName(self.tr("Select all"))
        new_name = named(
            QLineEdit(),
            f"{self.prefix}SkillName_{slug(f.id)}",
            self.tr("New {field} name").format(field=f.label),
        )
        new_name.setPlaceholderText(self.tr("New entry…"))
        new_name.setMinimumWidth(60)
        new_value = named(
            SpinBox(),
            f"{self.prefix}SkillValue_{slug(f.id)}",
            self.tr("New {field} value").format(field=f.label),
        )
        lo = int(f.minimum) if f.minimum is not None else -BIG
        new_value.setRange(lo, int(f.maximum) if f.maximum is not None else BIG)
        new_value.setValue(max(lo, 0))
        add, remove = self._add_remove(f, "Skill")
        snug(add, remove)
        add.clicked.connect(lambda _=False, f=f: self.add_skill(f.id))
        new_name.returnPressed.connect(lambda f=f: self.add_skill(f.id))
        remove.clicked.connect(lambda _=False, f=f: self.remove_skill(f.id))
        row = QHBoxLayout()
        row.addWidget(new_name, 1)
        row.addWidget(new_value)
        row.addWidget(add)
        row.addWidget(remove)
        lay = QVBoxLayout(box)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(table)
        lay.addLayout(row)
        self.editors[f.id] = table
        self.skill_inputs[f.id] = (new_name, new_value)
        return box

    def _add_remove(self, f: SheetField, kind: str) -> tuple[QPushButton, QPushButton]:
        """The Add and Remove buttons under a skills table (``kind`` "Skill") or an item list
        ("Item")."""
        add = named(
            QPushButton(self.tr("Add")),
            f"{self.prefix}{kind}Add_{slug(f.id)}",
            self.tr("Add to {field}").format(field=f.label),
        )
        remove = named(
            QPushButton(self.tr("Remove")),
            f"{self.prefix}{kind}Remove_{slug(f.id)}",
            self.tr("Remove from {field}").format(field=f.label),
        )
        return add, remove

    def _items(self, f: SheetField) -> QWidget:
        box = QWidget()
        carried = named(
            QListWidget(),
            f"{self.prefix}Items_{slug(f.id)}",
            self.tr("{field} carried").format(field=f.label),
        )
        carried.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        carried.setWordWrap(True)
        picker = named(
            ComboBox(),
            f"{self.prefix}ItemPicker_{slug(f.id)}",
            self.tr("{field} to add").format(field=f.label),
        )
        picker.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        picker.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        picker.setMinimumContentsLength(6)
        for choice in f.items:
            picker.addItem(choice.label, choice.id)
            picker.setItemData(picker.count() - 1, choice.label, Qt.ItemDataRole.ToolTipRole)
        add, remove = self._add_remove(f, "Item")
        add.setEnabled(bool(f.items))
        snug(add, remove)
        add.clicked.connect(lambda _=False, f=f: self.add_item(f.id, picker.currentData()))
        remove.clicked.connect(lambda _=False, f=f: self.remove_item(f.id))
        row = QHBoxLayout()
        row.addWidget(picker, 1)
        row.addWidget(add)
        row.addWidget(remove)
        lay = QVBoxLayout(box)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(carried)
        lay.addLayout(row)
        if f.id == "weapons" and weapon_book(self.enc) is not None:
            lay.addWidget(self._edit_weapons_button(), 0, Qt.AlignmentFlag.AlignLeft)
        self.editors[f.id] = carried
        self.pickers[f.id] = picker
        return box

    def _edit_weapons_button(self) -> QPushButton:
        """Opens the weapon editor (:mod:`gui.weapon_editor`); new weapons join the picker."""
        edit = named(
            QPushButton(self.tr("Edit weapons…")),
            f"{self.prefix}EditWeapons",
            self.tr("Edit weapons"),
        )
        snug(edit)
        edit.clicked.connect(lambda _=False: open_weapon_editor(self.window(), self.enc))
        return edit

    def _refresh_pickers(self) -> None:
        """Refill a picker whose table changed (a weapon made or edited in the editor)."""
        sheet = self._read_sheet()
        for field_id, picker in self.pickers.items():
            items = sheet.field(field_id).items
            shown = [(picker.itemData(i), picker.itemText(i)) for i in range(picker.count())]
            if shown == [(c.id, c.label) for c in items]:
                continue
            self.sheet = sheet
            with QSignalBlocker(picker):
                picker.clear()
                for choice in items:
                    picker.addItem(choice.label, choice.id)
                    tip = Qt.ItemDataRole.ToolTipRole
                    picker.setItemData(picker.count() - 1, choice.label, tip)
            self.refresh_field(field_id)

    # -- model → view --------------------------------------------------------------------------
    def set_combatant(self, name: str | None) -> None:
        if name != self.name:
            for label in self.errors.values():
                label.hide()
        self.name = name
        self.refresh()

    def _on_core_event(self, event: Event) -> None:
        if not self._own_or_log(event):
            self._same_context = False
        if event.type == "state_changed" and self.pickers and self.enc is not None:
            self._refresh_pickers()
        if self.name is None or self.enc is None:
            return
        if event.type == "combatant_changed" and event.data.get("old_name") == self.name:
            self.name = event.name
        ours = event.data.get("name") == self.name
        if ours and event.type in ("combatant_changed", "combatant_added", "combatant_removed"):
            self._refresh_if_changed()

    def _own_or_log(self, event: Event) -> bool:
        """``event`` is a log line or a change of the form's own combatant (not a rename)."""
        if event.type == "log_changed":
            return True
        name = event.data.get("name")
        own = event.type in ("combatant_changed", "actions_changed") and name == self.name
        return own and event.data.get("old_name", name) == name

    def _refresh_if_changed(self) -> None:
        """Redraw after a change to our combatant unless the sheet reads the same as shown: a
        drop moves them (zone, position) and leaves their sheet as it was (its values aren't
        even worked out again when nothing but its stats could have changed them)."""
        stats = self._stats()
        drawn = self._drawn
        if stats is not None and self._same_context and drawn == (self.name, stats):
            return
        if stats is None or self._shown != (self.name, stats, self.values()):
            self.refresh()
        elif self._shown is not None:
            self._drawn, self._same_context = (self.name, copy.deepcopy(stats)), True

    def _stats(self) -> dict[str, Any] | None:
        enc, name = self.enc, self.name
        if enc is None or name is None or name not in enc:
            return None
        return dict(enc.combatant(name).stats)

    def values(self) -> dict[str, Any]:
        """Every field's value as the ruleset reads it (derived ones computed)."""
        stats = self._stats()
        if stats is None or self.enc is None:
            return {}
        return self.enc.combat.sheet_values(stats)

    def refresh(self) -> None:
        """Copy the core's values into the fields (signals blocked: no write-back)."""
        stats = self._stats()
        self.setEnabled(stats is not None)
        self._shown = None
        self._same_context = False
        if stats is None:
            return
        values = self.values()
        self._shown = (self.name, stats, values)
        self._drawn, self._same_context = (self.name, copy.deepcopy(stats)), True
        for f in self.sheet.fields():
            self._show_value(f, values.get(f.id))
        editing = self.json_edit.hasFocus() and self.json_edit.document().isModified()
        text = json.dumps(stats, indent=1, ensure_ascii=False) if stats else "{}"
        if not editing and self.json_edit.toPlainText() != text:
            with QSignalBlocker(self.json_edit):
                self.json_edit.setPlainText(text)
            self.json_edit.document().setModified(False)

    def refresh_field(self, field_id: str) -> None:
        f = self.sheet.field(field_id)
        self._show_value(f, self.values().get(field_id), force=True)

    def _show_value(self, f: SheetField, value: Any, *, force: bool = False) -> None:
        if f.derived:
            self.derived[f.id].setText(shown(value))
            return
        w = self.editors[f.id]
        with QSignalBlocker(w):
            if isinstance(w, (QSpinBox, QDoubleSpinBox)):
                ok = isinstance(value, (int, float)) and not isinstance(value, bool)
                w.setValue(value if ok else w.minimum())  # type: ignore[arg-type]
            elif isinstance(w, QCheckBox):
                w.setChecked(bool(value))
            elif isinstance(w, QComboBox):
                w.setCurrentIndex(w.findData(value))
            elif isinstance(w, QLineEdit):
                if force or not (w.hasFocus() and w.isModified()):
                    w.setText("" if value is None else str(value))
                    w.setModified(False)
            elif isinstance(w, QTableWidget):
                self._fill_skills(w, value if isinstance(value, Mapping) else {}, f)
            elif isinstance(w, QListWidget):
                self._fill_items(f, w, value if isinstance(value, list) else [])

    @staticmethod
    def _fill_skills(
        table: QTableWidget, skills: Mapping[str, Any], f: SheetField | None = None
    ) -> None:
        table.setRowCount(len(skills))
        for row, (name, value) in enumerate(skills.items()):
            item = QTableWidgetItem(f.key_label(str(name)) if f else str(name))
            item.setData(Qt.ItemDataRole.UserRole, str(name))  # the name the rules read
            table.setItem(row, 0, item)
            table.setItem(row, 1, QTableWidgetItem(shown(value)))
        fit_height(table, len(skills))

    @staticmethod
    def _fill_items(f: SheetField, box: QListWidget, carried: list[Any]) -> None:
        box.clear()
        for entry in carried:
            text = item_label(f, entry)
            item = QListWidgetItem(text)
            item.setToolTip(text)
            box.addItem(item)
        if not carried:
            empty = QListWidgetItem(QCoreApplication.translate("character", "(none)"))
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            box.addItem(empty)
        fit_height(box, max(1, len(carried)))

    # -- view → model --------------------------------------------------------------------------
    def commit(self, field_id: str, value: Any) -> bool:
        """Set one field through the core (one undo step); a refusal is shown beside the field
        and the field goes back to the core's value."""
        enc, name = self.enc, self.name
        if enc is None or name is None or name not in enc:
            return False
        from core.characters import set_sheet_value

        return self._call(field_id, lambda: set_sheet_value(enc, name, field_id, value))

    def _call(self, field_id: str, fn: Callable[[], Any]) -> bool:
        try:
            fn()
        except ValueError as exc:
            self.refuse(field_id, str(exc))
            return False
        self.errors[field_id].hide()
        return True

    def refuse(self, field_id: str, text: str) -> None:
        label = self.errors.get(field_id)
        if label is not None:
            label.setText(text)
            label.show()
        self.message.emit(f"{self.name}: {text}" if self.name else text)
        if field_id in self.editors:
            self.refresh_field(field_id)

    def add_item(self, field_id: str, item_id: str | None) -> bool:
        """Take up the table's ``item_id`` (a logged change of equipment, one undo step)."""
        enc, name = self.enc, self.name
        if enc is None or name is None or item_id is None:
            return False
        from core.characters import equip

        return self._call(field_id, lambda: equip(enc, name, field_id, item_id))

    def remove_item(self, field_id: str, row: int | None = None) -> bool:
        """Put down the picked entry (logged, one undo step)."""
        enc, name = self.enc, self.name
        box = self.editors[field_id]
        assert isinstance(box, QListWidget)
        carried = list(self.values().get(field_id) or [])
        row = box.currentRow() if row is None else row
        if enc is None or name is None or not 0 <= row < len(carried):
            self.refuse(field_id, self.tr("Pick the entry to remove first."))
            return False
        from core.characters import unequip

        return self._call(field_id, lambda: unequip(enc, name, field_id, row))

    def _skills_edited(self, f: SheetField) -> None:
        table = self.editors[f.id]
        assert isinstance(table, QTableWidget)
        skills: dict[str, Any] = {}
        for row in range(table.rowCount()):
            key, value = table.item(row, 0), table.item(row, 1)
            name = self._skill_name(f, key)
            if name in skills:
                self.refuse(
                    f.id,
                    self.tr("{field} already has {name}.").format(
                        field=f.label, name=f.key_label(name)
                    ),
                )
                return
            skills[name] = value.text().strip() if value else ""
        self.commit(f.id, skills)

    @staticmethod
    def _skill_name(f: SheetField, item: QTableWidgetItem | None) -> str:
        """The stored name of a skills-table row: its name as it was when the shown words are
        unchanged, else what the GM typed (:meth:`SheetField.key_of`)."""
        if item is None:
            return ""
        text, stored = item.text().strip(), item.data(Qt.ItemDataRole.UserRole)
        if stored and text == f.key_label(str(stored)):
            return str(stored)
        return f.key_of(text)

    def add_skill(self, field_id: str) -> bool:
        f = self.sheet.field(field_id)
        name_edit, value_box = self.skill_inputs[field_id]
        name = f.key_of(name_edit.text())
        current = dict(self.values().get(field_id) or {})
        if not name:
            asked = self.tr("Type the name of the {field} entry to add.")
            self.refuse(field_id, asked.format(field=f.label.lower()))
            return False
        if name in current:
            self.refuse(
                field_id,
                self.tr("{field} already has {name}.").format(
                    field=f.label, name=f.key_label(name)
                ),
            )
            return False
        current[name] = value_box.value()
        if self.commit(field_id, current):
            name_edit.clear()
            return True
        return False

    def remove_skill(self, field_id: str, row: int | None = None) -> bool:
        table = self.editors[field_id]
        assert isinstance(table, QTableWidget)
        current = dict(self.values().get(field_id) or {})
        row = table.currentRow() if row is None else row
        if not 0 <= row < len(current):
            self.refuse(field_id, self.tr("Pick the entry to remove first."))
            return False
        del current[list(current)[row]]
        return self.commit(field_id, current)

    def _json_edited(self) -> None:
        """Apply the stats typed as JSON (one undo step); bad JSON is refused, not applied."""
        enc, name = self.enc, self.name
        if enc is None or name is None or name not in enc:
            return
        try:
            stats = json.loads(self.json_edit.toPlainText() or "{}")
        except json.JSONDecodeError as exc:
            bad = self.tr("Stats of {name}: not valid JSON ({error}, line {line}).")
            self.message.emit(bad.format(name=name, error=exc.msg, line=exc.lineno))
            return
        if not isinstance(stats, dict):
            self.message.emit(
                self.tr("Stats of {name}: an object {{…}} of names and values.").format(name=name)
            )
            return
        self.json_edit.document().setModified(False)
        if stats != enc.combatant(name).stats:
            try:
                enc.update_combatant(name, stats=stats)
            except ValueError as exc:
                self.message.emit(str(exc))


def snug(*buttons: QPushButton) -> None:
    """Buttons as wide as their words (the style's 80 px minimum squeezes a narrow dock)."""
    for b in buttons:
        b.setFixedWidth(b.fontMetrics().horizontalAdvance(b.text()) + 24)


def fit_height(view: QAbstractItemView, rows: int) -> None:
    """Size a short list or table to its rows: the dock or dialog scrolls, not the list."""
    if isinstance(view, QTableWidget):
        view.resizeRowsToContents()
        body = sum(view.rowHeight(r) for r in range(view.rowCount()))
        body = body or view.verticalHeader().defaultSectionSize()
        header = view.horizontalHeader().sizeHint().height()
    else:
        row_h = view.sizeHintForRow(0) if view.model().rowCount() else 0
        body = max(1, rows) * max(row_h, view.fontMetrics().height() + 4)
        header = 0
    view.setFixedHeight(header + body + 2 * view.frameWidth() + 2)


def scrolling(widget: QWidget, object_name: str, accessible: str) -> QScrollArea:
    """``widget`` in a frameless vertical scroll area (never clipped at 1366×768)."""
    area = named(QScrollArea(), object_name, accessible)
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)  # never clipped
    area.setWidget(widget)
    return area


# -- the Character dialog -----------------------------------------------------------------------
class CharacterDialog(QDialog):
    """One combatant's sheet in its own (non-modal) window; follows renames, closes when the
    combatant leaves the encounter."""

    def __init__(self, parent: QWidget | None, enc: Encounter, name: str) -> None:
        super().__init__(parent)
        named(self, "characterDialog", self.tr("Character sheet of {name}").format(name=name))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.enc = enc
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.form = SheetForm(prefix="dialog")
        self.form.set_encounter(enc)
        self.form.set_combatant(name)
        body = QWidget()
        lay = QVBoxLayout(body)
        lay.addWidget(self.form)
        lay.addStretch(1)
        self.scroll = scrolling(body, "characterDialogScroll", self.tr("Character sheet"))
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        named(box, "characterDialogButtons", self.tr("Character actions"))
        for b in box.buttons():
            named(b, "characterDialogCloseButton", b.text().replace("&", ""))
        box.rejected.connect(self.close)
        self.buttons = box
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.scroll, 1)
        layout.addWidget(box)
        enc.events.connect(self._on_core_event)
        self.resize(460, 640)
        self._update_title()

    @property
    def name(self) -> str | None:
        return self.form.name

    def add_button(self, text: str, object_name: str, slot: Callable[[str], Any]) -> QPushButton:
        """A button beside Close that acts on this dialog's combatant (Duplicate…, Save…)."""
        button = named(QPushButton(text), object_name, text.rstrip("…"))
        self.buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        button.clicked.connect(lambda: self.name and slot(self.name))
        return button

    def _update_title(self) -> None:
        name = self.name
        if name is None or name not in self.enc:
            return
        c = self.enc.combatant(name)
        self.setWindowTitle(self.tr("{name} — character sheet").format(name=name))
        self.setAccessibleName(self.tr("Character sheet of {name}").format(name=name))
        side = SIDE_WORDS.get(c.side)
        self.title.setText(
            self.tr("<b>{name}</b> — {side} in {zone}").format(
                name=name,
                side=QCoreApplication.translate("character", side) if side else c.side,
                zone=self.enc.map.name(c.zone),
            )
        )

    def _on_core_event(self, event: Event) -> None:
        if event.type == "combatant_removed" and event.data.get("name") == self.name:
            self.close()
        elif event.type == "combatant_changed" and event.data.get("name") == self.name:
            self._update_title()

    def closeEvent(self, event) -> None:
        self.enc.events.disconnect(self._on_core_event)
        self.form.detach()
        super().closeEvent(event)


# -- the window's character actions ------------------------------------------------------------
class CharacterLibrary(QObject):
    """Character sheet, Duplicate…, Save character / side…, Add from character file… — the
    window's actions on characters, each a core call (one undo step)."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.setObjectName("characterLibrary")
        self.window = window
        self.dialogs: dict[str, CharacterDialog] = {}
        a = window._action
        self.action_sheet = a(
            "actionCharacterSheet",
            self.tr("Character &sheet…"),
            lambda: self.open_sheet(),
            "Ctrl+I",
            tip=self.tr(
                "Open the selected combatant's character sheet (or double-click the token)"
            ),
        )
        self.action_duplicate = a(
            "actionDuplicateCombatant",
            self.tr("&Duplicate…"),
            lambda: self.duplicate(),  # Ctrl+D: Edit ▸ Duplicate zone copies a selected token too
            tip=self.tr("Add copies of the selected combatant (numbered names, free spots)"),
        )
        self.action_save_character = a(
            "actionSaveCharacter",
            self.tr("Save c&haracter…"),
            lambda: self.save_character(),
            tip=self.tr("Write the selected combatant to a character file (.zkchar)"),
        )
        self.action_save_pcs = a(
            "actionSavePCs",
            self.tr("Save all &PCs…"),
            lambda: self.save_side("pc"),
            tip=self.tr("Write every PC to one character file: your party, for any encounter"),
        )
        self.action_save_npcs = a(
            "actionSaveNPCs",
            self.tr("Save all N&PCs…"),
            lambda: self.save_side("npc"),
            tip=self.tr("Write every NPC to one character file: a bestiary for later fights"),
        )
        self.action_add_from_file = a(
            "actionAddFromCharacterFile",
            self.tr("Add from character &file…"),
            lambda: self.add_from_file(),
            tip=self.tr("Add the characters of a .zkchar file (same ruleset) to the selected zone"),
        )

    def watch_map(self, view: Any) -> None:
        """Double-click a token to open its sheet; right-click it for its menu (an event
        filter on the map view, so the scene's own gestures stay as they are)."""
        self.view = view
        view.viewport().installEventFilter(self)

    def token_at(self, pos: QPoint) -> str | None:
        """The name of the token under the view point ``pos`` (``None`` off tokens)."""
        from gui.map.token_item import TokenItem

        item = self.view.itemAt(pos)
        while item is not None and not isinstance(item, TokenItem):
            item = item.parentItem()
        return item.name if item is not None else None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.MouseButtonDblClick and self.window.scene.tool == "select":
            name = self.token_at(event.position().toPoint())  # type: ignore[attr-defined]
            if name is not None and event.button() == Qt.MouseButton.LeftButton:  # type: ignore[attr-defined]
                self.open_sheet(name)
                return True
        if kind == QEvent.Type.ContextMenu:
            name = self.token_at(event.pos())  # type: ignore[attr-defined]
            if name is not None:
                self.show_token_menu(name, event.globalPos())  # type: ignore[attr-defined]
                return True
        return super().eventFilter(watched, event)

    def actions(self) -> list[Any]:
        return [
            self.action_sheet,
            self.action_duplicate,
            self.action_save_character,
            self.action_save_pcs,
            self.action_save_npcs,
            self.action_add_from_file,
        ]

    @property
    def enc(self) -> Encounter:
        return self.window.enc

    def _selected(self, name: str | None) -> str | None:
        name = name or self.window.selected_combatant()
        if name is None or name not in self.enc:
            self.window.show_message(self.tr("Select a combatant first (click their token)."))
            return None
        return name

    # -- the Character dialog ---------------------------------------------------------------------
    def open_sheet(self, name: str | None = None) -> CharacterDialog | None:
        """Show ``name``'s (or the selected combatant's) Character dialog, raising an open one."""
        name = self._selected(name)
        if name is None:
            return None
        # keyed by today's names: a dialog follows its combatant's renames
        self.dialogs = {d.name: d for d in self.dialogs.values() if d.isVisible() and d.name}
        dlg = self.dialogs.get(name)
        if dlg is None or dlg.enc is not self.enc:
            dlg = self._new_dialog(name)
            self.dialogs[name] = dlg
        dlg.show()
        dlg.raise_()
        dlg.activateWindow()
        return dlg

    def _new_dialog(self, name: str) -> CharacterDialog:
        dlg = CharacterDialog(self.window, self.enc, name)
        dlg.form.message.connect(self.window.show_message)
        dlg.add_button(self.tr("Duplicate…"), "characterDuplicateButton", self.duplicate)
        dlg.add_button(self.tr("Save character…"), "characterSaveButton", self.save_character)
        dlg.finished.connect(lambda _r, d=dlg: self._forget(d))
        return dlg

    def _forget(self, dlg: CharacterDialog) -> None:
        """A closed dialog is gone (not kept hidden under the window)."""
        self.dialogs = {n: d for n, d in self.dialogs.items() if d is not dlg}
        dlg.deleteLater()

    def close_all(self) -> None:
        """Close every Character dialog (a new encounter replaces the old one)."""
        for dlg in list(self.dialogs.values()):
            dlg.close()
        self.dialogs.clear()

    def token_menu(self, name: str) -> QMenu:
        """The right-click menu of a token."""
        menu = named(
            QMenu(self.window), "tokenMenu", self.tr("Actions on {name}").format(name=name)
        )
        for text, obj, fn in (
            (self.tr("Character sheet…"), "actionTokenSheet", lambda: self.open_sheet(name)),
            (self.tr("Duplicate…"), "actionTokenDuplicate", lambda: self.duplicate(name)),
            (
                self.tr("Save character…"),
                "actionTokenSaveCharacter",
                lambda: self.save_character(name),
            ),
        ):
            act = menu.addAction(text)
            act.setObjectName(obj)
            act.setProperty("accessibleName", text.rstrip("…"))
            act.triggered.connect(fn)
        players = getattr(self.window, "players_controls", None)
        if players is not None:  # hide from / show to the players, their name for it
            players.add_token_actions(menu, name)
        map_menus = getattr(self.window, "map_menus", None)
        if map_menus is not None:  # sight from here, remove from map, centre view
            map_menus.add_token_actions(menu, name)
        return menu

    def show_token_menu(self, name: str, pos: QPoint) -> None:
        self.token_menu(name).exec(pos)

    # -- adding -----------------------------------------------------------------------------------
    def add_new(self, answer: NewCombatant, *, open_sheet: bool = True) -> list[str]:
        """Add what the Add combatant dialog answered (one undo step); returns the names."""
        from core.characters import add_from_template

        enc, w = self.enc, self.window
        source = answer.source
        if source is None:  # Blank: the sheet's defaults
            source = {"name": answer.name, "side": answer.side, "stats": self._defaults()}
        names: list[str] = []

        def add() -> None:
            names.extend(
                add_from_template(
                    enc,
                    source,
                    zone=answer.zone,
                    count=answer.count,
                    name=answer.name,
                    side=answer.side,
                )
            )

        if answer.count == 1 and answer.name.strip() in enc:
            # a typed name that is taken is a mistake, not a wish for "Name 1"
            ok = w._core(lambda: enc.add_combatant(answer.name, zone=answer.zone))
        else:
            ok = w._core(add)
        if not ok or not names:
            return []
        self._announce(names, answer.zone)
        if open_sheet and len(names) == 1:
            self.open_sheet(names[0])
        return names

    def _defaults(self) -> dict[str, Any]:
        try:
            return self.enc.combat.character_sheet().defaults()
        except (NotImplementedError, AttributeError, ImportError):
            return {}

    def _announce(self, names: list[str], zone: str) -> None:
        w = self.window
        w.scene.select_only(w.scene.token_items.get(names[0]))
        where = self.enc.map.name(zone)
        if len(names) == 1:
            text = self.tr("{who} joins the fight in {zone}.").format(who=names[0], zone=where)
        else:
            who = self.tr("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])
            text = self.tr("{who} join the fight in {zone}.").format(who=who, zone=where)
        w.show_message(text)

    def duplicate(self, name: str | None = None, count: int | None = None) -> list[str]:
        """``count`` copies of ``name`` (asked when None) in their zone: numbered, on free
        spots, one undo step."""
        from core.characters import add_from_template, saved_from_encounter
        from gui import dialogs

        name = self._selected(name)
        if name is None:
            return []
        if count is None:
            count = dialogs.ask_copies(self.window, name)
            if not count:
                return []
        enc = self.enc
        zone = enc.combatant(name).zone
        source = saved_from_encounter(enc, [name])[0]
        names: list[str] = []
        if self.window._core(
            lambda: names.extend(add_from_template(enc, source, zone=zone, count=count))
        ):
            self._announce(names, zone)
        return names

    # -- the party library ------------------------------------------------------------------------
    def library_folder(self) -> str:
        return library_folder()

    def _remember(self, path: Path) -> None:
        remember_library(path)

    def save_character(self, name: str | None = None, path: str | Path | None = None) -> bool:
        name = self._selected(name)
        return name is not None and self._save([name], name, path)

    def save_side(self, side: str, path: str | Path | None = None) -> bool:
        names = [c.name for c in self.enc.combatants() if c.side == side]
        if not names:
            if side == "pc":
                self.window.show_message(self.tr("There are no PCs to save."))
            else:
                self.window.show_message(self.tr("There are no NPCs to save."))
            return False
        # the suggested file name
        suggestion = self.tr("party") if side == "pc" else self.tr("NPCs")
        return self._save(names, suggestion, path)

    def _save(self, names: list[str], suggestion: str, path: str | Path | None) -> bool:
        from core.characters import SUFFIX, save_characters, saved_from_encounter
        from gui import dialogs

        if path is None:
            start = str(Path(self.library_folder()) / f"{suggestion}{SUFFIX}")
            path = dialogs.ask_character_save_file(self.window, start)
            if not path:
                return False
        path = Path(path)
        if path.suffix.lower() != SUFFIX:
            path = path.with_name(path.name + SUFFIX)
        enc = self.enc
        try:
            save_characters(path, enc.ruleset.name, saved_from_encounter(enc, names))
        except (OSError, ValueError) as exc:
            reason = getattr(exc, "strerror", None) or str(exc)
            dialogs.inform(self.window, self.tr("Can't save characters"), f"{path}: {reason}")
            return False
        self._remember(path)
        count = self.tr("%n characters", "", len(names)) if len(names) > 1 else names[0]
        self.window.show_message(
            self.tr("Saved {what} to {file}.").format(what=count, file=path.name)
        )
        return True

    def add_from_file(self, path: str | Path | None = None, zone: str | None = None) -> list[str]:
        """Add every character of a ``.zkchar`` file (same ruleset) to ``zone`` (the selected
        zone, else the map's first), one undo step; another ruleset's file is refused."""
        from core.characters import (
            CharacterFileError,
            add_from_template,
            check_ruleset,
            load_characters,
        )
        from gui import dialogs

        enc, w = self.enc, self.window
        if not len(enc.map):
            w.show_message(self.tr("Draw a zone first: combatants stand in zones."))
            return []
        if path is None:
            path = dialogs.ask_character_file(w, self.library_folder())
            if not path:
                return []
        path = Path(path)
        try:
            lib = load_characters(path)
            check_ruleset(enc, lib, path)
        except CharacterFileError as exc:
            w.show_message(str(exc))
            dialogs.inform(w, self.tr("Can't add characters"), str(exc))
            return []
        self._remember(path)
        zone = zone or next(iter(w.scene.selected_zone_ids()), None) or next(enc.map.zones()).id
        names: list[str] = []
        what = self.tr("Add characters from {file}").format(file=path.name)

        def add() -> None:
            with enc.transaction(what):
                for saved in lib.characters:
                    names.extend(add_from_template(enc, saved, zone=zone))

        if w._core(add):
            self._announce(names, zone)
        return names


__all__ = [
    "CharacterDialog",
    "CharacterLibrary",
    "NotesEdit",
    "SheetForm",
    "item_label",
    "stats_summary",
]
