"""The GM tools dock: the aids a ruleset offers beside the fight, each as a generated form.

Reads the fight runner's ``gm_tools()`` — a list of :class:`~core.rules.runner.ToolSpec` (id,
title, group, help, and its :class:`~core.rules.runner.ParamSpec` inputs) — and builds a form for
the chosen tool: a spin box for ``int``/``float``, a line edit for ``str``, a check box for
``bool``, a drop-down for ``choice``, ``combatant`` and ``zone``. Run calls
``run_gm_tool(id, **params)``; the core does the work as one undo step and logs it, and the dock
shows the returned ``"text"``. A parameter left at "—" is not sent, so the runner's own default
applies; an input the spec marks ``required=False`` says so ("— (optional)") and a blank text
input of that kind is not sent either. A choice shows the spec's ``choice_labels`` when it has
them ("a1: Ana vs Gangster …" for the id ``a1``).

Below the tools, the runner's ``gm_panels()`` — read-only :class:`~core.rules.runner.PanelView`
boxes (BRP's chase range track …): a title, one row per line with the highlighted ones in bold
on a tint, the detail as a tooltip, and the panel's text. They are rebuilt from the core on its
events (``state_changed``, ``log_changed`` …) and only when they changed. Nothing here knows what
any tool or panel means; a ruleset with neither tools nor panels hides the dock.
"""

from __future__ import annotations

import itertools
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QDoubleValidator, QFont, QIntValidator, QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gui.docks.combat_base import (
    MUTED_STYLE,
    REFUSAL_STYLE,
    CombatDock,
    compact,
    fill_combo,
    named,
    select_data,
    status_label,
)

NONE_TEXT = "—"
OPTIONAL_TEXT = f"{NONE_TEXT} (optional)"
"""An optional input left blank (in English: :func:`optional_text` says it in the UI's)."""


def optional_text() -> str:
    return QCoreApplication.translate("ToolsDock", "— (optional)")


INT_RANGE = (-9999, 9999)
HIGHLIGHT_STYLE = "background: #fdf0c4; font-weight: bold;"


def choice_text(value: Any) -> str:
    """A choice as the GM reads it (``"stray_bullet"`` → ``"stray bullet"``; ``""`` → ``"—"``)."""
    text = str(value).replace("_", " ").strip()
    return text if text else NONE_TEXT


class ToolsDock(CombatDock):
    """Pick a GM tool, fill its form, run it, read what happened."""

    MAP_EVENTS = True  # zone names and zones in the forms

    def __init__(self, parent: QWidget | None = None) -> None:
        title = QCoreApplication.translate("ToolsDock", "GM tools")
        super().__init__(title, "toolsDock", "GM tools", parent)
        self.specs: list[Any] = []
        self.panels: list[Any] = []
        self.panel_boxes: dict[str, QGroupBox] = {}
        self.spec: Any = None
        self.param_widgets: dict[str, QWidget] = {}
        self.result: Any = None
        self._visibility_due = True
        self._follow: str | None = None
        body = QWidget()
        outer = QVBoxLayout(body)
        outer.setContentsMargins(6, 6, 6, 6)
        outer.setSpacing(5)

        self.tool_combo = compact(named(QComboBox(), "toolsToolCombo", "GM tool"), 14)
        self.tool_combo.setMaxVisibleItems(24)
        self.tool_combo.activated.connect(self._on_tool_chosen)
        self.help_label = status_label("toolsHelpLabel", "What the tool does")
        self.help_label.setStyleSheet(MUTED_STYLE)
        self.form_host = QWidget()
        self.form_host.setObjectName("toolsForm")
        self.form = QFormLayout(self.form_host)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.run_button = named(QPushButton(self.tr("Run")), "toolsRunButton", "Run the tool")
        rf = QFont(self.run_button.font())
        rf.setBold(True)
        self.run_button.setFont(rf)
        self.run_button.setMinimumWidth(90)
        self.run_button.clicked.connect(self.run_tool)
        self.result_label = status_label("toolsResultLabel", "Tool result")
        self.result_frame = QFrame()
        self.result_frame.setObjectName("toolsResultFrame")
        self.result_frame.setFrameShape(QFrame.Shape.StyledPanel)
        self.result_frame.setStyleSheet("#toolsResultFrame { background: #eef3f8; }")
        res = QVBoxLayout(self.result_frame)
        res.setContentsMargins(6, 4, 6, 4)
        res.addWidget(self.result_label)
        self.result_frame.hide()
        self.empty_label = status_label(
            "toolsEmptyLabel", "No tools", self.tr("This ruleset offers no GM tools.")
        )
        self.empty_label.setStyleSheet(MUTED_STYLE)

        head = QFormLayout()
        head.setContentsMargins(0, 0, 0, 0)
        head.addRow(self.tr("Tool"), self.tool_combo)
        run_row = QHBoxLayout()
        run_row.addStretch(1)
        run_row.addWidget(self.run_button)
        outer.addWidget(self.empty_label)
        outer.addLayout(head)
        outer.addWidget(self.help_label)
        outer.addWidget(self.form_host)
        outer.addLayout(run_row)
        outer.addWidget(self.result_frame)
        self.panels_host = QWidget()
        self.panels_host.setObjectName("toolsPanels")
        self.panels_layout = QVBoxLayout(self.panels_host)
        self.panels_layout.setContentsMargins(0, 4, 0, 0)
        self.panels_layout.setSpacing(6)
        self.panels_host.hide()
        outer.addWidget(self.panels_host)
        outer.addStretch(1)

        self.scroll = named(QScrollArea(), "toolsScroll", "GM tools")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setWidget(body)
        self.setWidget(self.scroll)
        self.setMinimumWidth(280)

    # -- model → view -----------------------------------------------------------------------
    def encounter_changed(self) -> None:
        self.spec = None
        self.result = None
        self.result_frame.hide()
        self._visibility_due = True
        self.tool_combo.clear()

    def has_tools(self) -> bool:
        return bool(self.specs)

    def has_panels(self) -> bool:
        return bool(self.panels)

    def panel_ids(self) -> list[str]:
        return [str(p.id) for p in self.panels]

    def tool_ids(self) -> list[str]:
        return [str(s.id) for s in self.specs]

    def refresh(self) -> None:
        assert self.enc is not None
        try:
            specs = list(self.combat.gm_tools()) if self.can("gm_tools") else []
        except ValueError:
            specs = []
        try:
            panels = list(self.combat.gm_panels()) if self.can("gm_panels") else []
        except ValueError:
            panels = []
        had = bool(self.specs) or bool(self.panels)
        self.specs = specs
        self._show_panels(panels)
        wanted = bool(specs) or bool(panels)
        if self._visibility_due or had != wanted:
            # a ruleset with neither tools nor panels hides the dock; one with either brings
            # it back
            self._visibility_due = False
            self.toggleViewAction().setEnabled(wanted)
            self.setVisible(wanted)
        self.empty_label.setVisible(not specs)
        self.tool_combo.setEnabled(bool(specs))
        self.run_button.setEnabled(bool(specs))
        self._fill_tools()
        keep = self.spec.id if self.spec is not None else self.tool_combo.currentData()
        spec = next((s for s in specs if s.id == keep), specs[0] if specs else None)
        if spec is not None:
            select_data(self.tool_combo, spec.id)
        self._show_spec(spec)

    def _show_panels(self, panels: list[Any]) -> None:
        """Rebuild the panel boxes when the runner's panels changed (model → view only)."""
        if panels == self.panels:
            return
        self.panels = panels
        while self.panels_layout.count():
            item = self.panels_layout.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()
                item.widget().deleteLater()
        self.panel_boxes = {}
        for panel in panels:
            box = self._panel_box(panel)
            self.panels_layout.addWidget(box)
            self.panel_boxes[str(panel.id)] = box
        self.panels_host.setVisible(bool(panels))

    def _panel_box(self, panel: Any) -> QGroupBox:
        box = named(QGroupBox(str(panel.title)), f"toolsPanel_{panel.id}", str(panel.title))
        grid = QGridLayout(box)
        grid.setContentsMargins(6, 4, 6, 4)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(2)
        grid.setColumnStretch(1, 1)
        for i, row in enumerate(panel.rows):
            label = status_label(f"toolsPanelRow_{panel.id}_{i}", str(row.label), str(row.label))
            value = status_label(
                f"toolsPanelValue_{panel.id}_{i}", f"{row.label}: {row.value}", str(row.value)
            )
            for w in (label, value):
                w.setProperty("highlighted", bool(row.highlight))
                if row.highlight:
                    w.setStyleSheet(HIGHLIGHT_STYLE)
                if row.detail:
                    w.setToolTip(str(row.detail))
            grid.addWidget(label, i, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(value, i, 1)
        if panel.text:
            text = status_label(f"toolsPanelText_{panel.id}", str(panel.title), str(panel.text))
            text.setStyleSheet(MUTED_STYLE)
            grid.addWidget(text, len(panel.rows), 0, 1, 2)
        return box

    def panel_rows(self, panel_id: str) -> list[tuple[str, str, bool]]:
        """``(label, value, highlighted)`` of each row a panel box shows (tests, read-outs)."""
        box = self.panel_boxes.get(panel_id)
        if box is None:
            return []
        out = []
        for i in itertools.count():
            label = box.findChild(QLabel, f"toolsPanelRow_{panel_id}_{i}")
            value = box.findChild(QLabel, f"toolsPanelValue_{panel_id}_{i}")
            if label is None or value is None:
                break
            out.append((label.text(), value.text(), bool(label.property("highlighted"))))
        return out

    def _fill_tools(self) -> None:
        """The tools by group, a header row before each group."""
        combo = self.tool_combo
        wanted = combo.currentData()
        was = combo.blockSignals(True)
        try:
            combo.clear()
            group = None
            for spec in self.specs:
                if spec.group and spec.group != group:
                    group = spec.group
                    combo.addItem(self.tr("— {group} —").format(group=spec.group), None)
                    model = combo.model()
                    if isinstance(model, QStandardItemModel):
                        item = model.item(combo.count() - 1)
                        item.setEnabled(False)
                combo.addItem(spec.title, spec.id)
                combo.setItemData(
                    combo.count() - 1, spec.help or spec.title, Qt.ItemDataRole.ToolTipRole
                )
            index = combo.findData(wanted)
            combo.setCurrentIndex(index if index >= 0 else -1)
        finally:
            combo.blockSignals(was)

    def _show_spec(self, spec: Any) -> None:
        """Build (only when the tool or its inputs changed) and fill the form."""
        if spec != self.spec:
            values = self.params(include_empty=True) if self.spec is not None else {}
            if spec is not None and self.spec is not None and spec.id != self.spec.id:
                values = {}
            self._build_form(spec, values)
            self.spec = spec
        self.help_label.setText(str(getattr(spec, "help", "") or ""))
        self.help_label.setVisible(bool(getattr(spec, "help", "")))
        self._refill_lists()

    def _clear_form(self) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        self.param_widgets = {}

    def _build_form(self, spec: Any, values: dict[str, Any]) -> None:
        self._clear_form()
        if spec is None:
            return
        for i, p in enumerate(spec.params):
            w = self._make_widget(p, values.get(p.id, p.default))
            if p.kind == "combatant":
                # a tool about someone (its first input is a combatant) follows the map
                # selection; later or optional combatant inputs start at "—"
                w.setProperty("followsSelection", i == 0 and p.default is None)
            if p.help:
                w.setToolTip(p.help)
            label = QLabel(p.label)
            label.setWordWrap(True)
            tip = p.help or ""
            if not getattr(p, "required", True):
                tip = self.tr("{tip} (optional: may be left blank)").format(tip=tip).strip()
            if tip:
                label.setToolTip(tip)
            self.form.addRow(label, w)
            self.param_widgets[p.id] = w

    def _make_widget(self, p: Any, value: Any) -> QWidget:
        name = f"toolsParam_{p.id}"
        kind = p.kind
        if kind in ("int", "float") and p.default is None:
            return self._optional_number(p, value)
        if kind == "int":
            spin = named(QSpinBox(), name, p.label)
            low = int(p.minimum) if p.minimum is not None else INT_RANGE[0]
            high = int(p.maximum) if p.maximum is not None else INT_RANGE[1]
            spin.setRange(low, high)
            spin.setValue(int(value) if isinstance(value, (int, float)) else max(low, min(0, high)))
            return spin
        if kind == "float":
            dspin = named(QDoubleSpinBox(), name, p.label)
            dspin.setDecimals(2)
            dspin.setRange(
                float(p.minimum) if p.minimum is not None else INT_RANGE[0],
                float(p.maximum) if p.maximum is not None else INT_RANGE[1],
            )
            dspin.setValue(float(value) if isinstance(value, (int, float)) else 0.0)
            return dspin
        if kind == "bool":
            box = named(QCheckBox(), name, p.label)
            box.setChecked(bool(value))
            return box
        optional = not getattr(p, "required", True)
        if kind == "str":
            edit = named(QLineEdit(), name, p.label)
            edit.setText("" if value is None else str(value))
            if optional:
                edit.setPlaceholderText(optional_text())
                edit.setProperty("optional", True)  # blank: not sent
            return edit
        combo = compact(named(QComboBox(), name, p.label), 10)
        combo.setProperty("optional", optional)
        if kind == "choice":
            labels = tuple(getattr(p, "choice_labels", ()) or ())
            if len(labels) != len(p.choices):
                labels = tuple(choice_text(c) for c in p.choices)
            items = [(str(t), c) for t, c in zip(labels, p.choices, strict=True)]
            for i, (_t, c) in enumerate(items):
                if c in (None, "") and optional:
                    items[i] = (optional_text(), c)
            if optional and not any(c in (None, "") for c in p.choices):
                items.insert(0, (optional_text(), None))
            if not items:
                items = [(self.tr("— (none now)"), None)]
            first = None if optional else (p.choices or [None])[0]
            fill_combo(combo, items, value if value is not None else first)
            if value is None and optional:
                select_data(combo, None)
            for index in range(combo.count()):  # the whole words where the box elides them
                text = combo.itemText(index)
                combo.setItemData(index, text, Qt.ItemDataRole.ToolTipRole)
        else:  # combatant / zone: filled from the encounter by _refill_lists
            combo.setProperty("wanted", value)
        return combo

    def _optional_number(self, p: Any, value: Any) -> QLineEdit:
        """A number the runner works out itself unless the GM types one (blank: not sent)."""
        edit = named(QLineEdit(), f"toolsParam_{p.id}", p.label)
        low = p.minimum if p.minimum is not None else INT_RANGE[0]
        high = p.maximum if p.maximum is not None else INT_RANGE[1]
        if p.kind == "int":
            edit.setValidator(QIntValidator(int(low), int(high), edit))
        else:
            validator = QDoubleValidator(float(low), float(high), 2, edit)
            validator.setNotation(QDoubleValidator.Notation.StandardNotation)
            edit.setValidator(validator)
        edit.setPlaceholderText(
            self.tr("— (the rules work it out)")
            if not getattr(p, "required", True)
            else self.tr("— (required)")
        )
        edit.setProperty("number", p.kind)
        if isinstance(value, (int, float)):
            edit.setText(str(value))
        return edit

    def _refill_lists(self) -> None:
        """Combatant and zone drop-downs follow the encounter (renames, newcomers, zones)."""
        enc = self.enc
        if enc is None or self.spec is None:
            return
        listed: dict[str, list[tuple[str, str]]] = {}  # made once, only if a form asks
        for p in self.spec.params:
            w = self.param_widgets.get(p.id)
            if not isinstance(w, QComboBox) or p.kind not in ("combatant", "zone"):
                continue
            if p.kind not in listed:
                listed[p.kind] = (
                    [(c.name, c.name) for c in enc.combatants()]
                    if p.kind == "combatant"
                    else [(z.name or z.id, z.id) for z in enc.map.zones()]
                )
            blank = NONE_TEXT if getattr(p, "required", True) else optional_text()
            items = [(blank, None), *listed[p.kind]]
            keep = w.currentData() if w.count() else w.property("wanted")
            if w.count() == 0 and keep is None and w.property("followsSelection"):
                keep = self._follow or self._current_turn()
            fill_combo(w, items, keep)
            if keep is None:
                select_data(w, None)

    def _current_turn(self) -> str | None:
        if not self.can("current_turn"):
            return None
        try:
            return self.combat.current_turn()
        except NotImplementedError:
            return None

    def tool_taking(self, value: Any) -> tuple[Any, str] | None:
        """The first tool (and its input) offering ``value`` among its choices right now —
        e.g. the tool that chooses the consequences of attack ``"a1"`` — or ``None``."""
        if value in (None, "") or not self.can("gm_tools"):
            return None
        try:
            specs = list(self.combat.gm_tools())
        except (ValueError, NotImplementedError):
            return None
        for spec in specs:
            for p in spec.params:
                if p.kind == "choice" and value in p.choices:
                    return spec, p.id
        return None

    def open_tool(self, tool_id: str, **values: Any) -> bool:
        """Show ``tool_id``'s form with ``values`` filled in, in front."""
        self.refresh_now()
        if not self.select_tool(tool_id):
            return False
        for key, value in values.items():
            w = self.param_widgets.get(key)
            if isinstance(w, QComboBox):
                select_data(w, value)
        self.show()
        self.raise_()
        return True

    def follow(self, name: str | None) -> None:
        """The map selection: the tool's first combatant input points at ``name``."""
        self._follow = name
        if not name:
            return
        for w in self.param_widgets.values():
            if isinstance(w, QComboBox) and w.property("followsSelection"):
                select_data(w, name)

    # -- view → model -----------------------------------------------------------------------
    def _on_tool_chosen(self, _index: int) -> None:
        tool_id = self.tool_combo.currentData()
        spec = next((s for s in self.specs if s.id == tool_id), None)
        if spec is None:  # a group header
            if self.spec is not None:
                select_data(self.tool_combo, self.spec.id)
            return
        self.result_frame.hide()
        self._show_spec(spec)

    def select_tool(self, tool_id: str) -> bool:
        """Show ``tool_id``'s form (tests, and callers that know which aid they want)."""
        spec = next((s for s in self.specs if s.id == tool_id), None)
        if spec is None:
            return False
        select_data(self.tool_combo, tool_id)
        self.result_frame.hide()
        self._show_spec(spec)
        return True

    def params(self, include_empty: bool = False) -> dict[str, Any]:
        """The form's values by parameter id (inputs left at "—" are left out)."""
        out: dict[str, Any] = {}
        for key, w in self.param_widgets.items():
            if isinstance(w, QSpinBox | QDoubleSpinBox):
                value: Any = w.value()
            elif isinstance(w, QCheckBox):
                value = w.isChecked()
            elif isinstance(w, QLineEdit) and w.property("number"):
                text = w.text().strip().replace(",", ".")
                try:
                    value = (
                        None
                        if not text
                        else (int if w.property("number") == "int" else float)(text)
                    )
                except ValueError:
                    value = None
            elif isinstance(w, QLineEdit):
                value = w.text()
                if w.property("optional") and not value.strip():
                    value = None  # an optional text left blank: the runner's default
            elif isinstance(w, QComboBox):
                value = w.currentData()
            else:  # pragma: no cover - every kind is one of the above
                continue
            if value is None and not include_empty:
                continue
            out[key] = value
        return out

    def run_tool(self) -> bool:
        """Run the chosen tool with the form's values (one undo step); show what happened."""
        if self.spec is None:
            return False
        labels = {p.id: p.label for p in self.spec.params}
        fn = getattr(self.combat, "run_gm_tool", None)
        if not callable(fn):
            self.refused(self.tr("This ruleset has no GM tools."))
            return False
        try:
            ok, result = self.run(fn, self.spec.id, **self.params())
        except KeyError as exc:  # a required input left at "—"
            key = str(exc.args[0]) if exc.args else ""
            self.refused(
                self.tr("{tool}: pick a value for {input}.").format(
                    tool=self.spec.title, input=labels.get(key, key)
                )
            )
            return False
        except TypeError as exc:  # the form and the runner disagree: say so, don't crash
            self.refused(
                self.tr("{tool} could not run: {error}").format(tool=self.spec.title, error=exc)
            )
            return False
        if not ok:
            return False
        self.result = result
        text = str(result.get("text", "") if isinstance(result, dict) else result or "")
        self.show_result(text or self.tr("Done."), ok=True)
        self.message.emit(text or self.tr("{tool}: done.").format(tool=self.spec.title))
        return True

    def refused(self, text: str) -> None:
        self.show_result(text, ok=False)
        super().refused(text)

    def show_result(self, text: str, ok: bool) -> None:
        self.result_label.setText(text)
        self.result_label.setStyleSheet("" if ok else REFUSAL_STYLE)
        self.result_frame.show()
        self.scroll.ensureWidgetVisible(self.result_frame)


__all__ = ["ToolsDock", "choice_text"]
