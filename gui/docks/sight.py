"""The "Range & Sight" dock: pick two combatants, read the core's range band, line of sight and
line of fire with their reasons."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.sight import SightResult
from gui.docks.properties import named


class SightDock(QDockWidget):
    """Two combo boxes and the answers. Emits ``pair_chosen`` / ``cleared``, and
    ``show_to_players_toggled`` when the GM lets the players' screen draw the line or not."""

    pair_chosen = Signal(str, str)
    cleared = Signal()
    show_to_players_toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("SightDock", "Range && Sight"), parent)
        named(self, "sightDock", "Range and sight")
        body = QWidget()
        self.from_combo = named(QComboBox(), "sightFromCombo", "Looking combatant")
        self.to_combo = named(QComboBox(), "sightToCombo", "Target combatant")
        self.clear_button = named(
            QPushButton(self.tr("Clear")), "sightClearButton", "Clear range and sight"
        )
        self.players_check = named(
            QCheckBox(self.tr("Show to players")),
            "sightShowPlayersCheck",
            "Show the line to the players",
        )
        self.players_check.setToolTip(
            self.tr(
                "Draw this range and sight line on the players' screen too (when both ends are "
                "visible to them)"
            )
        )
        self.band_label = named(QLabel("—"), "sightBandLabel", "Range band")
        self.los_label = named(QLabel("—"), "sightLosLabel", "Line of sight")
        self.lof_label = named(QLabel("—"), "sightLofLabel", "Line of fire")
        for lbl in (self.band_label, self.los_label, self.lof_label):
            lbl.setWordWrap(True)
            lbl.setTextFormat(Qt.TextFormat.RichText)
            lbl.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        hint = QLabel(self.tr("Tool: press R, then click two tokens. Esc clears."))
        hint.setWordWrap(True)
        hint.setStyleSheet("color: palette(mid);")
        form = QFormLayout()
        form.addRow(self.tr("From"), self.from_combo)
        form.addRow(self.tr("To"), self.to_combo)
        form.addRow(self.tr("Range"), self.band_label)
        form.addRow(self.tr("Sight"), self.los_label)
        form.addRow(self.tr("Fire"), self.lof_label)
        layout = QVBoxLayout(body)
        layout.addLayout(form)
        buttons = QHBoxLayout()  # one row: the dock is no taller for the players' switch
        buttons.addWidget(self.clear_button)
        buttons.addWidget(self.players_check, 1)
        layout.addLayout(buttons)
        layout.addWidget(hint)
        layout.addStretch(1)
        self.setWidget(body)
        self.from_combo.activated.connect(self._combo_changed)
        self.to_combo.activated.connect(self._combo_changed)
        self.clear_button.clicked.connect(self.cleared.emit)
        self.players_check.toggled.connect(self.show_to_players_toggled.emit)

    def shows_to_players(self) -> bool:
        """Does the GM let the players' screen draw the line?"""
        return self.players_check.isChecked()

    def set_names(self, names: list[str]) -> None:
        for combo in (self.from_combo, self.to_combo):
            with QSignalBlocker(combo):
                current = combo.currentText()
                combo.clear()
                combo.addItem("—", None)
                for n in names:
                    combo.addItem(n, n)
                index = combo.findData(current) if current in names else 0
                combo.setCurrentIndex(max(0, index))

    def set_pair(self, a: str | None, b: str | None) -> None:
        for combo, name in ((self.from_combo, a), (self.to_combo, b)):
            with QSignalBlocker(combo):
                combo.setCurrentIndex(max(0, combo.findData(name)) if name else 0)

    def _combo_changed(self) -> None:
        a, b = self.from_combo.currentData(), self.to_combo.currentData()
        if a and b and a != b:
            self.pair_chosen.emit(a, b)

    @staticmethod
    def _verdict(result: SightResult, yes: str, no: str) -> str:
        colour = "#1a8f3e" if result.clear else "#c81e24"
        text = f"<b style='color:{colour}'>{yes if result.clear else no}</b> — "
        text += escape(result.reason)
        for note in result.notes:
            text += f"<br><i>{escape(note)}</i>"
        return text

    def show_result(self, band: str, sight: SightResult, fire: SightResult) -> None:
        self.band_label.setText(f"<b>{escape(band.capitalize())}</b>")
        clear = QCoreApplication.translate("SightVerdict", "Clear")
        blocked = QCoreApplication.translate("SightVerdict", "Blocked")
        self.los_label.setText(self._verdict(sight, clear, blocked))
        self.lof_label.setText(self._verdict(fire, clear, blocked))

    def clear_result(self) -> None:
        self.set_pair(None, None)
        for lbl in (self.band_label, self.los_label, self.lof_label):
            lbl.setText("—")
