"""The openings of the selected wall (issue 13): pick one, set its kind, place (0..1 along the
shared edge), width (m) and a door's state; add, remove, open or close. Every edit is one core
command (one undo step); a refusal comes back as a message and the fields show the core again."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QPushButton,
    QWidget,
)

from core.encounter import Encounter
from core.openings import OPENING_KINDS, OPENING_STATES, Opening


def _named(widget: Any, object_name: str, accessible: str) -> Any:
    widget.setObjectName(object_name)
    widget.setAccessibleName(accessible)
    return widget


class OpeningsEditor(QWidget):
    """Doors, hatches, windows and doorways in one wall; ``run`` calls the core and shows a
    refusal (the properties dock's ``_core``)."""

    def __init__(self, run: Callable[[Callable[[], Any]], bool]) -> None:
        super().__init__()
        self.setObjectName("openingsEditor")
        self.setAccessibleName(self.tr("Openings in the wall"))
        self._run = run
        self.enc: Encounter | None = None
        self.key: tuple[str, str] | None = None
        self.pick = _named(QComboBox(), "openingCombo", self.tr("Opening"))
        self.kind = _named(QComboBox(), "openingKindCombo", self.tr("Opening kind"))
        for k in OPENING_KINDS:
            word = Opening(k).kind_word()
            self.kind.addItem(word[:1].upper() + word[1:], k)
        self.state = _named(QComboBox(), "openingStateCombo", self.tr("Opening state"))
        for s, label in zip(
            OPENING_STATES, (self.tr("Open"), self.tr("Closed"), self.tr("Locked")), strict=True
        ):
            self.state.addItem(label, s)
        self.at = _named(QDoubleSpinBox(), "openingAtSpin", self.tr("Place along the wall"))
        self.at.setRange(0.0, 1.0)
        self.at.setSingleStep(0.05)
        self.width_m = _named(QDoubleSpinBox(), "openingWidthSpin", self.tr("Opening width"))
        self.width_m.setRange(0.1, 100.0)
        self.width_m.setSingleStep(0.5)
        self.width_m.setSuffix(" m")
        self.add = _named(QPushButton(self.tr("Add opening")), "openingAddButton", "")
        self.add.setAccessibleName(self.tr("Add an opening to the wall"))
        self.remove = _named(QPushButton(self.tr("Remove")), "openingRemoveButton", "")
        self.remove.setAccessibleName(self.tr("Remove the opening"))
        self.toggle = _named(QPushButton(self.tr("Open / close")), "openingToggleButton", "")
        self.toggle.setAccessibleName(self.tr("Open or close the opening's door"))
        self.pick.activated.connect(lambda index: self.refresh(select=index))
        self.kind.activated.connect(lambda _=0: self._edit(kind=self.kind.currentData()))
        self.state.activated.connect(lambda _=0: self._edit(state=self.state.currentData()))
        self.at.editingFinished.connect(lambda: self._edit(at=round(self.at.value(), 3)))
        self.width_m.editingFinished.connect(lambda: self._edit(width=self.width_m.value()))
        self.add.clicked.connect(self._add)
        self.remove.clicked.connect(self._remove)
        self.toggle.clicked.connect(self._toggle)
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(self.tr("Openings"), self.pick)
        form.addRow(self.tr("Opening"), self.kind)
        form.addRow(self.tr("Place (0–1)"), self.at)
        form.addRow(self.tr("Width"), self.width_m)
        form.addRow(self.tr("Its state"), self.state)
        buttons = QHBoxLayout()
        for b in (self.add, self.remove, self.toggle):
            buttons.addWidget(b)
        form.addRow(buttons)

    def show_border(self, enc: Encounter, key: tuple[str, str]) -> None:
        """Show the wall ``key``'s openings (the editor is disabled for other borders)."""
        self.enc, self.key = enc, key
        self.refresh()

    def _openings(self) -> tuple[Opening, ...]:
        if self.enc is None or self.key is None or not self.enc.map.has_border(*self.key):
            return ()
        return self.enc.map.border(*self.key).openings

    def refresh(self, select: int | None = None) -> None:
        """Show the core's openings again (``select``: the one to show, else the one shown)."""
        openings = self._openings()
        wall = (
            self.enc is not None
            and self.key is not None
            and self.enc.map.has_border(*self.key)
            and self.enc.map.border(*self.key).kind == "wall"
        )
        self.setEnabled(wall)
        index = self.pick.currentIndex() if select is None else select
        index = max(0, min(index, len(openings) - 1))
        with QSignalBlocker(self.pick):
            self.pick.clear()
            for n, o in enumerate(openings, start=1):
                self.pick.addItem(f"{n}: {o.describe()}", n - 1)
            self.pick.setCurrentIndex(index if openings else -1)
        chosen = openings[index] if openings else None
        for w in (self.kind, self.at, self.width_m, self.remove):
            w.setEnabled(chosen is not None)
        self.state.setEnabled(chosen is not None and chosen.is_door)
        self.toggle.setEnabled(chosen is not None and chosen.is_door)
        if chosen is None:
            return
        with QSignalBlocker(self.kind), QSignalBlocker(self.state):
            self.kind.setCurrentIndex(self.kind.findData(chosen.kind))
            self.state.setCurrentIndex(self.state.findData(chosen.state))
        with QSignalBlocker(self.at), QSignalBlocker(self.width_m):
            self.at.setValue(chosen.at)
            self.width_m.setValue(chosen.width if chosen.width is not None else 0.1)

    def _index(self) -> int | None:
        data = self.pick.currentData()
        return int(data) if data is not None else None

    def _edit(self, **changes: Any) -> None:
        index, enc, key = self._index(), self.enc, self.key
        if index is None or enc is None or key is None:
            return
        if self._run(lambda: enc.map.update_opening(*key, index, **changes)):
            self.refresh()

    def _add(self) -> None:
        enc, key = self.enc, self.key
        if enc is None or key is None:
            return
        kind = self.kind.currentData() or "door"
        if self._run(lambda: enc.map.add_opening(*key, kind, at=0.5)):
            self.refresh(select=len(self._openings()) - 1)  # the new one

    def _remove(self) -> None:
        index, enc, key = self._index(), self.enc, self.key
        if index is not None and enc is not None and key is not None:
            self._run(lambda: enc.map.remove_opening(*key, index))
            self.refresh()

    def _toggle(self) -> None:
        index, enc, key = self._index(), self.enc, self.key
        if index is not None and enc is not None and key is not None:
            self._run(lambda: enc.map.toggle_opening(*key, index))
            self.refresh()
