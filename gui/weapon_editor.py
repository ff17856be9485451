"""The weapon editor: the encounter's weapon table, the seed's rows read-only and the GM's own.

It reads the ruleset's weapon book (``enc.combat.weapon_editor()``, YZE's
:class:`core.rules.yze.weapons.WeaponBook`) and renders its form (``book.form``: one
:class:`~core.rules.runner.ParamSpec` per rating); every button is one core call, one undo step.
A ruleset without a weapon book has no editor (the menu action is disabled, the sheet shows no
button). Bad values are refused with the core's message and nothing changes.

Opened from Combat ▸ Weapons… (:func:`weapons_action`) and from the character sheet's weapons
field ("Edit weapons…").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.i18n import rule_text

if TYPE_CHECKING:
    from core.encounter import Encounter
    from core.events import Event

SEED_MARK = QT_TRANSLATE_NOOP("WeaponEditor", "table")
"""The Source column of a seed row (read-only: copy it to edit)."""
CUSTOM_MARK = QT_TRANSLATE_NOOP("WeaponEditor", "yours")
"""The Source column of the GM's own weapon."""
ROLE = Qt.ItemDataRole.UserRole
COLUMNS = (
    QT_TRANSLATE_NOOP("WeaponEditor", "Weapon"),
    QT_TRANSLATE_NOOP("WeaponEditor", "Ratings"),
    QT_TRANSLATE_NOOP("WeaponEditor", "Source"),
)
"""The list's column titles (English; shown in the UI language)."""
NAME_COLUMN_MAX = 170
"""The Weapon column's widest start (the GM can drag it); longer names are elided."""
LIST_MIN_WIDTH = 300
PREFERRED_SIZE = (860, 520)
"""The editor's size when the screen has room (it fits 1366×768)."""


def ratings_text(label: str, name: str) -> str:
    """A weapon's label without its name: ``"Knife — +1, damage 2"`` → ``"+1, damage 2"``."""
    if not label.startswith(name):
        return label
    return label[len(name) :].lstrip(" —–-,:")


def weapon_book(enc: Encounter | None) -> Any | None:
    """The ruleset's weapon book, or ``None`` when its weapons are not edited here."""
    if enc is None:
        return None
    make = getattr(enc.combat, "weapon_editor", None)
    return make() if callable(make) else None


def _named(widget: Any, object_name: str, accessible: str) -> Any:
    widget.setObjectName(object_name)
    widget.setAccessibleName(accessible)
    return widget


class WeaponEditor(QDialog):
    """The weapon table of one encounter: list on the left, the selected weapon's form on the
    right; Copy to edit / New / Save / Delete below."""

    def __init__(self, parent: QWidget | None, enc: Encounter) -> None:
        super().__init__(parent)
        _named(self, "weaponEditor", self.tr("Weapon editor"))
        self.setWindowTitle(self.tr("Weapons"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.enc = enc
        self.book = weapon_book(enc)
        if self.book is None:
            raise ValueError(self.tr("This ruleset's weapons are not edited here."))
        self.inputs: dict[str, QWidget] = {}
        self.list = self._weapon_list()
        self.message = _named(QLabel(""), "weaponEditorMessage", self.tr("Weapon editor message"))
        self.message.setWordWrap(True)
        self.details = QLabel("")
        self.details.setWordWrap(True)
        body = QHBoxLayout()
        body.addWidget(self.list, 1)
        body.addLayout(self._form(), 1)
        lay = QVBoxLayout(self)
        lay.addLayout(body)
        lay.addWidget(self.details)
        lay.addLayout(self._buttons())
        lay.addWidget(self.message)
        self._fit_screen()
        enc.events.connect(self._on_core_event)
        self._attached = True
        self.finished.connect(lambda _=0: self._detach())
        self.refill()

    # -- building ---------------------------------------------------------------------------
    def _weapon_list(self) -> QTreeWidget:
        """One row a weapon: its name, its ratings (elided to fit, in full in the tooltip)
        and whether it is the table's or the GM's; never wider than the pane."""
        tree = _named(QTreeWidget(), "weaponList", self.tr("Weapons"))
        tree.setColumnCount(len(COLUMNS))
        tree.setHeaderLabels([self.tr(c) for c in COLUMNS])
        tree.setRootIsDecorated(False)
        tree.setUniformRowHeights(True)
        tree.setTextElideMode(Qt.TextElideMode.ElideRight)
        tree.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        tree.setMinimumWidth(LIST_MIN_WIDTH)
        header = tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        tree.currentItemChanged.connect(self._on_selected)
        return tree

    def _fit_screen(self) -> None:
        width, height = PREFERRED_SIZE
        screen = self.screen()
        if screen is not None:
            free = screen.availableGeometry()
            width, height = min(width, free.width() - 40), min(height, free.height() - 60)
        self.resize(width, height)

    def _form(self) -> QFormLayout:
        form = QFormLayout()
        for spec in self.book.form:
            editor = self._input(spec)
            self.inputs[spec.id] = editor
            label = QLabel(spec.label)
            label.setBuddy(editor)
            form.addRow(label, editor)
        return form

    def _input(self, spec: Any) -> QWidget:
        name = f"weaponField_{spec.id}"
        accessible = self.tr("Weapon {rating}").format(rating=spec.label.lower())
        if spec.kind == "bool":
            box = _named(QCheckBox(), name, accessible)
        elif spec.kind == "choice":
            box = _named(QComboBox(), name, accessible)
            labels = spec.choice_labels or spec.choices
            for value, text in zip(spec.choices, labels, strict=True):
                box.addItem(text, value)
        else:
            box = _named(QLineEdit(), name, accessible)
            if spec.kind == "int":
                box.setPlaceholderText("—" if not spec.required else "")
        box.setToolTip(spec.help)
        return box

    def _buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.copy_button = self._button(self.tr("Copy to edit"), "weaponCopy", self.copy_selected)
        self.new_button = self._button(self.tr("New"), "weaponNew", self.new_weapon)
        self.save_button = self._button(self.tr("Save changes"), "weaponSave", self.save_selected)
        self.delete_button = self._button(self.tr("Delete"), "weaponDelete", self.delete_selected)
        self.close_button = self._button(self.tr("Close"), "weaponClose", self.close)
        for b in (self.copy_button, self.new_button, self.save_button, self.delete_button):
            row.addWidget(b)
        row.addStretch(1)
        row.addWidget(self.close_button)
        return row

    def _button(self, text: str, name: str, slot: Callable[[], Any]) -> QPushButton:
        button = _named(QPushButton(text), name, text)
        button.clicked.connect(lambda _=False: slot())
        return button

    # -- model → view -----------------------------------------------------------------------
    def refill(self, select: str | None = None) -> None:
        """List the table again (after any change, undo included), keeping the selection."""
        keep = select or self.selected_id()
        self.list.blockSignals(True)
        self.list.clear()
        for row in self.book.seed_rows():
            self._add_row(row, custom=False)
        for row in self.book.custom_rows():
            self._add_row(row, custom=True)
        self.list.blockSignals(False)
        self._fit_name_column()
        ids = self.weapon_ids()
        index = ids.index(keep) if keep in ids else 0
        if ids:
            self.list.setCurrentItem(self.list.topLevelItem(index))
        self._on_selected()

    def _add_row(self, row: Mapping[str, Any], *, custom: bool) -> None:
        shown = "" if custom else rule_text(row, "name")  # a table row: the UI language's
        name = str(shown or self.book.values(row).get("name") or row["id"])
        texts = (
            name,
            ratings_text(self.book.label(row), name),
            self.tr(CUSTOM_MARK if custom else SEED_MARK),
        )
        item = QTreeWidgetItem(list(texts))
        item.setData(0, ROLE, row["id"])
        tip = self.book.details(row)
        if not custom:
            tip += "\n" + self.tr("From the table: copy it to edit.")
        for column in range(len(COLUMNS)):
            item.setToolTip(column, tip)
        self.list.addTopLevelItem(item)

    def _fit_name_column(self) -> None:
        wanted = self.list.sizeHintForColumn(0) + 12
        self.list.setColumnWidth(0, max(60, min(wanted, NAME_COLUMN_MAX)))

    def weapon_ids(self) -> list[str]:
        """The listed weapons' ids, top to bottom (the table's first, then the GM's)."""
        items = (self.list.topLevelItem(i) for i in range(self.list.topLevelItemCount()))
        return [str(item.data(0, ROLE)) for item in items]

    def select(self, weapon_id: str) -> None:
        """Select ``weapon_id`` in the list (a ``KeyError`` if it isn't listed)."""
        ids = self.weapon_ids()
        if weapon_id not in ids:
            raise KeyError(weapon_id)
        self.list.setCurrentItem(self.list.topLevelItem(ids.index(weapon_id)))

    def selected_id(self) -> str | None:
        item = self.list.currentItem()
        return None if item is None else str(item.data(0, ROLE))

    def selected_row(self) -> dict[str, Any] | None:
        wid = self.selected_id()
        rows = [*self.book.seed_rows(), *self.book.custom_rows()]
        return next((r for r in rows if r["id"] == wid), None)

    def _on_selected(self, *_: Any) -> None:
        row = self.selected_row()
        custom = row is not None and self.book.is_custom(str(row["id"]))
        if row is not None:
            self._show(self.book.values(row))
            self.details.setText(self.book.details(row))
        for box in self.inputs.values():
            box.setEnabled(custom)
        self.copy_button.setEnabled(row is not None)
        self.save_button.setEnabled(custom)
        self.delete_button.setEnabled(custom)

    def _show(self, values: Mapping[str, Any]) -> None:
        for key, box in self.inputs.items():
            value = values.get(key)
            if isinstance(box, QCheckBox):
                box.setChecked(bool(value))
            elif isinstance(box, QComboBox):
                box.setCurrentIndex(max(0, box.findData(value if value is not None else "")))
            elif isinstance(box, QLineEdit):
                box.setText("" if value in (None, "") else str(value))

    def form_values(self) -> dict[str, Any]:
        """The form as typed (texts for numbers: the core checks and refuses)."""
        out: dict[str, Any] = {}
        for key, box in self.inputs.items():
            if isinstance(box, QCheckBox):
                out[key] = box.isChecked()
            elif isinstance(box, QComboBox):
                out[key] = box.currentData()
            elif isinstance(box, QLineEdit):
                out[key] = box.text()
        return out

    def _on_core_event(self, event: Event) -> None:
        if event.type == "state_changed":
            self.refill()

    # -- view → model -----------------------------------------------------------------------
    def _run(self, fn: Callable[[], Any], done: str) -> bool:
        try:
            fn()
        except ValueError as exc:
            self.message.setText(str(exc))
            return False
        self.message.setText(done)
        return True

    def copy_selected(self) -> bool:
        wid = self.selected_id()
        if wid is None:
            return False
        made: list[Any] = []
        ok = self._run(
            lambda: made.append(self.book.copy(wid)), self.tr("Copied: edit it and save.")
        )
        if ok:
            self.refill(made[0]["id"])
        return ok

    def new_weapon(self) -> bool:
        made: list[Any] = []
        values = {"name": self.tr("New weapon")}
        done = self.tr("New weapon: edit and save.")
        ok = self._run(lambda: made.append(self.book.new(values)), done)
        if ok:
            self.refill(made[0]["id"])
        return ok

    def save_selected(self) -> bool:
        wid = self.selected_id()
        if wid is None or not self.book.is_custom(wid):
            self.message.setText(
                self.tr("Only your own weapons are edited: copy a table weapon first.")
            )
            return False
        values = self.form_values()
        done = self.tr("{name} saved.").format(name=values.get("name"))
        return self._run(lambda: self.book.edit(wid, values), done)

    def delete_selected(self) -> bool:
        wid = self.selected_id()
        if wid is None:
            return False
        return self._run(lambda: self.book.delete(wid), self.tr("Weapon deleted."))

    def _detach(self) -> None:
        if self._attached:
            self._attached = False
            self.enc.events.disconnect(self._on_core_event)

    def closeEvent(self, event: Any) -> None:
        self._detach()
        super().closeEvent(event)


def open_weapon_editor(parent: QWidget | None, enc: Encounter | None) -> WeaponEditor | None:
    """Show the editor for ``enc`` (``None`` when its ruleset has no weapon book)."""
    if weapon_book(enc) is None:
        return None
    assert enc is not None
    dlg = WeaponEditor(parent, enc)
    dlg.show()
    return dlg


def weapons_action(window: Any, menu: QMenu) -> QAction:
    """Combat ▸ Weapons…: added to ``menu``; enabled when the encounter's ruleset has a weapon
    book (checked each time the menu opens)."""
    action = QAction(QCoreApplication.translate("weapon_editor", "&Weapons…"), window)
    action.setObjectName("actionWeapons")
    action.setProperty("accessibleName", QCoreApplication.translate("weapon_editor", "Weapons"))
    action.setToolTip(
        QCoreApplication.translate(
            "weapon_editor", "The weapon table: copy a weapon to edit it, or make your own"
        )
    )
    action.triggered.connect(lambda _=False: open_weapon_editor(window, window.enc))
    menu.aboutToShow.connect(lambda: action.setEnabled(weapon_book(window.enc) is not None))
    menu.addAction(action)
    return action
