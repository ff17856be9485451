"""Settings ▸ Ruleset settings…: one generic form for every setting the encounter's ruleset
declares (``Ruleset.default_settings`` and, for closed sets, ``Ruleset.setting_choices``).

Each row is named by the ruleset's :meth:`~core.rules.base.Ruleset.setting_specs` (a label, one
line of help shown under it and the seed rule it changes in the tooltip), grouped by section; a
setting the ruleset doesn't name falls back to its key. The form scrolls, so it fits a 1366×768
screen whatever the ruleset.

A setting with choices is a drop-down; on/off a check box; a whole number a spin box; a number
with a fraction a double spin box; text a line; anything else (a list, a table) a line of JSON.
OK writes each changed setting through ``Ruleset.change_setting`` (by default
``Encounter.set_ruleset_setting``) — one undo step each; a refusal is shown under the form and
nothing typed is lost. The form decides no rule.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core.encounter import Encounter
from core.rules.base import SettingSpec
from gui.dialogs import name_widget, ruleset_title

INT_RANGE = 1_000_000
"""Spin box bounds for whole-number settings (the core checks the real limits)."""
OTHER_SECTION = QT_TRANSLATE_NOOP("RulesetSettingsDialog", "Other settings")
"""The group of settings the ruleset gives no section."""
PREFERRED_SIZE = (760, 640)
"""The form's size when the screen has room (it shrinks to fit a smaller one)."""


def setting_label(key: str) -> str:
    """``"yze.crit_trigger"`` → ``"Crit trigger"``."""
    text = key.split(".", 1)[-1].replace("_", " ")
    return text[:1].upper() + text[1:]


def choice_text(value: Any, labels: Mapping[str, str] | None = None) -> str:
    """A choice as the GM reads it (None = the ruleset's default reading). ``labels`` are the
    ruleset's words for its choices in the UI language, by the choice's id (``"health_resolve"``;
    a list's ids joined: ``"melee, ranged"``) or by the words shown without them
    (``"health resolve"``)."""
    if value is None:
        return QCoreApplication.translate("ruleset_settings", "(default reading)")
    if isinstance(value, list):
        raw = text = ", ".join(str(v) for v in value)
        if not text:
            return QCoreApplication.translate("ruleset_settings", "(none)")
    else:
        raw, text = str(value), str(value).replace("_", " ")
    labels = labels or {}
    return str(labels.get(raw) or labels.get(text) or text)


def choice_labels(ruleset: Any, key: str, spec: Any = None) -> Mapping[str, str]:
    """The ruleset's labels for ``key``'s choices, where it names them: the setting's
    ``SettingSpec.choice_labels`` (``{choice id: label}``) or ``ruleset.setting_choice_labels()``
    (``{key: {choice id: label}}``)."""
    own = getattr(spec, "choice_labels", None)
    if isinstance(own, Mapping) and own:
        return own
    fn = getattr(ruleset, "setting_choice_labels", None)
    try:
        table = fn() if callable(fn) else {}
    except (NotImplementedError, ValueError, KeyError):
        return {}
    found = table.get(key, {}) if isinstance(table, Mapping) else {}
    return found if isinstance(found, Mapping) else {}


def fitted_size(free_width: int, free_height: int) -> tuple[int, int]:
    """The form's size on a screen with this much free room: :data:`PREFERRED_SIZE`, shrunk to
    leave room for the window frame (never below 360×300)."""
    width, height = PREFERRED_SIZE
    return max(360, min(width, free_width - 40)), max(300, min(height, free_height - 60))


class RulesetSettingsDialog(QDialog):
    """The form; :meth:`apply` writes what changed (also run by OK)."""

    def __init__(self, parent: QWidget | None, enc: Encounter) -> None:
        super().__init__(parent)
        self.enc = enc
        title = self.tr("{ruleset} settings").format(ruleset=ruleset_title(enc.ruleset))
        name_widget(self, "rulesetSettingsDialog", title)
        self.setWindowTitle(title)
        self.editors: dict[str, QWidget] = {}
        self.defaults = enc.ruleset.default_settings()
        self.choices = enc.ruleset.setting_choices()
        self.specs = enc.ruleset.setting_specs()
        self.sections: dict[str, QGroupBox] = {}
        self.row_labels: dict[str, QLabel] = {}
        scroll = name_widget(QScrollArea(), "rulesetSettingsScroll", self.tr("Settings"))
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self._form_host())
        self.error_label = name_widget(
            QLabel(""), "rulesetSettingsError", self.tr("Settings problem")
        )
        self.error_label.setWordWrap(True)
        ok, cancel = QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel
        buttons = QDialogButtonBox(ok | cancel)
        name_widget(buttons, "rulesetSettingsButtons", self.tr("OK or Cancel"))
        for which, object_name in ((ok, "rulesetSettingsOk"), (cancel, "rulesetSettingsCancel")):
            button = buttons.button(which)
            name_widget(button, object_name, button.text().replace("&", ""))
        buttons.accepted.connect(self._ok)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        if not self.defaults:
            none = QLabel(
                self.tr("{ruleset} has no settings.").format(ruleset=ruleset_title(enc.ruleset))
            )
            layout.addWidget(name_widget(none, "rulesetSettingsNone", self.tr("No settings")))
        layout.addWidget(scroll)
        layout.addWidget(self.error_label)
        layout.addWidget(buttons)
        self._fit_screen()

    # -- building ---------------------------------------------------------------------------
    def spec(self, key: str) -> SettingSpec:
        """The ruleset's naming of ``key``, or one made from the key itself."""
        return self.specs.get(key) or SettingSpec(setting_label(key), "")

    def _form_host(self) -> QWidget:
        """One group box per section, in the order the ruleset declares them."""
        host = name_widget(QWidget(), "rulesetSettingsForm", self.tr("Settings form"))
        column = QVBoxLayout(host)
        for section, keys in self._sections().items():
            box = QGroupBox(section)
            # named after its first setting: the section's title is in the UI language
            name_widget(box, f"settingsSection_{keys[0]}", section)
            form = QFormLayout(box)
            form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
            for key in keys:
                self._add_row(form, key)
            column.addWidget(box)
            self.sections[section] = box
        column.addStretch(1)
        self._align_labels()
        return host

    def _align_labels(self) -> None:
        """One label width for every section, so the editors line up down the form."""
        labels = list(self.row_labels.values())
        width = max((label.sizeHint().width() for label in labels), default=0)
        for label in labels:
            label.setMinimumWidth(width)

    def _sections(self) -> dict[str, list[str]]:
        """Declared settings by section: named ones in the ruleset's order, then the rest."""
        named = [k for k in self.specs if k in self.defaults]
        rest = sorted(k for k in self.defaults if k not in self.specs)
        out: dict[str, list[str]] = {}
        for key in [*named, *rest]:
            out.setdefault(self.spec(key).section or self.tr(OTHER_SECTION), []).append(key)
        return out

    def _add_row(self, form: QFormLayout, key: str) -> None:
        spec = self.spec(key)
        editor = self._editor(key, self._current(key))
        label = QLabel(spec.label)
        label.setBuddy(editor)
        self.row_labels[key] = label
        tip = spec.tooltip()
        for widget in (label, editor):
            widget.setToolTip(tip)
        editor.setAccessibleDescription(spec.help)
        form.addRow(label, editor)
        if spec.help:
            help_label = QLabel(spec.help)
            help_label.setWordWrap(True)
            help_label.setToolTip(tip)
            help_label.setObjectName("settingHelp_" + key.replace(".", "_"))
            help_label.setStyleSheet("color: palette(placeholder-text); font-size: small;")
            form.addRow(help_label)
        self.editors[key] = editor

    def _fit_screen(self) -> None:
        screen = self.screen()
        free = screen.availableGeometry() if screen is not None else None
        self.resize(*fitted_size(free.width(), free.height()) if free else PREFERRED_SIZE)

    def _current(self, key: str) -> Any:
        return self.enc.ruleset.setting_value(self.enc, key)

    def _editor(self, key: str, value: Any) -> QWidget:
        label, default = self.spec(key).label, self.defaults[key]
        object_name = "setting_" + key.replace(".", "_")
        if key in self.choices:
            box = QComboBox()
            box.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            box.setMinimumContentsLength(14)
            options = list(self.choices[key])
            if value not in options:
                options.append(value)  # a value from a file keeps its place
            labels = choice_labels(self.enc.ruleset, key, self.spec(key))
            for option in options:
                box.addItem(choice_text(option, labels), option)
            box.setCurrentIndex(options.index(value))
            return name_widget(box, object_name, label)
        if isinstance(default, bool):
            check = QCheckBox()
            check.setChecked(bool(value))
            return name_widget(check, object_name, label)
        if isinstance(default, int):
            spin = QSpinBox()
            spin.setRange(-INT_RANGE, INT_RANGE)
            spin.setValue(int(value))
            return name_widget(spin, object_name, label)
        if isinstance(default, float):
            dspin = QDoubleSpinBox()
            dspin.setRange(-INT_RANGE, INT_RANGE)
            dspin.setDecimals(3)
            dspin.setValue(float(value))
            return name_widget(dspin, object_name, label)
        text = value if isinstance(default, str) else json.dumps(value)
        line = QLineEdit(str(text))
        line.setCursorPosition(0)  # a long value shows its start
        return name_widget(line, object_name, label)

    # -- reading and writing ----------------------------------------------------------------
    def value_of(self, key: str) -> Any:
        """What the form holds for ``key`` (a ``ValueError`` for JSON that doesn't parse)."""
        editor, default = self.editors[key], self.defaults[key]
        if isinstance(editor, QComboBox):
            return editor.currentData()
        if isinstance(editor, QCheckBox):
            return editor.isChecked()
        if isinstance(editor, (QSpinBox, QDoubleSpinBox)):
            return editor.value()
        assert isinstance(editor, QLineEdit)
        if isinstance(default, str):
            return editor.text()
        try:
            return json.loads(editor.text())
        except json.JSONDecodeError as exc:
            what = self.spec(key).label
            problem = self.tr("{setting}: not a value the app can read ({error}).")
            raise ValueError(problem.format(setting=what, error=exc)) from exc

    def changed(self) -> dict[str, Any]:
        """The settings whose form value differs from the encounter's."""
        out = {}
        for key in self.editors:
            value = self.value_of(key)
            if value != self._current(key):
                out[key] = value
        return out

    def apply(self) -> bool:
        """Write every changed setting (one undo step each); False, and the reason shown, if
        the core refuses one (the ones before it stay applied, each undoable)."""
        try:
            for key, value in self.changed().items():
                self.enc.ruleset.change_setting(self.enc, key, value)
        except ValueError as exc:
            self.error_label.setText(str(exc))
            return False
        self.error_label.setText("")
        return True

    def _ok(self) -> None:
        if self.apply():
            self.accept()


def open_ruleset_settings(parent: QWidget | None, enc: Encounter) -> RulesetSettingsDialog:
    """Show the form for ``enc`` (modal)."""
    dlg = RulesetSettingsDialog(parent, enc)
    dlg.exec()
    return dlg


def ruleset_settings_action(window: Any, menu: QMenu) -> QAction:
    """Settings ▸ Ruleset settings…, added to ``menu``; opens the form for ``window.enc``."""
    action = QAction(QCoreApplication.translate("ruleset_settings", "&Ruleset settings…"), window)
    action.setObjectName("actionRulesetSettings")
    action.setProperty(
        "accessibleName", QCoreApplication.translate("ruleset_settings", "Ruleset settings")
    )
    tip = QCoreApplication.translate(
        "ruleset_settings", "Every setting of the encounter's ruleset (crit triggers, dice mode …)"
    )
    action.setToolTip(tip)
    action.setStatusTip(tip)
    action.triggered.connect(lambda _=False: open_ruleset_settings(window, window.enc))
    menu.addAction(action)
    return action
