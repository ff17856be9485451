"""The attack helper: attacker, target and weapon → the dice and every modifier with its source.

Reads the fight runner's ruleset-neutral views: ``weapon_choices(name)``, ``attack_flags()`` (the
situational options the form offers: block, sneak, unseen, target size …) and
``attack_preview(attacker, target, weapon, **flags)`` — the dice, whether the attack is allowed
or why not, and every modifier with its source, all read by the core from the map and the
encounter. When the runner also has a richer ``attack_options`` (YZE), the dock adds what it
knows: the range band, the action it costs, whether the target may block, the dice rule, and the
unarmed special attacks. The Attack button calls ``attack(...)``: the core spends the action,
rolls (a block makes it opposed), applies the damage and logs it; the dock shows the result (an
object, or a dict with at least ``"text"``). A runner with ``push_attack`` / ``resolve_attack``
(YZE) also lets the roll stay open to be pushed or accepted. A long list of situational options
folds away behind a toggle. A ruleset without an attack helper gets a clear disabled state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from core.log_export import describe_roll
from gui.docks.combat_base import (
    MUTED_STYLE,
    OK_STYLE,
    REFUSAL_STYLE,
    CombatDock,
    compact,
    fill_combo,
    named,
    select_data,
    status_label,
)

SPECIALS = (
    ("", "Normal attack"),
    ("disarm", "Disarm"),
    ("knock_down", "Knock down"),
    ("shove", "Shove"),
    ("grapple", "Grapple"),
)
EXTRA_FLAGS = (
    ("thrown", "Throw it", "Throw a weapon that can be thrown (a spear, a knife)"),
    ("full_auto", "Full auto", "Start a basic full-auto burst"),
)
"""Options of the richer YZE ``attack_options`` that ``attack_flags`` doesn't list."""
DICE_RULES = {
    "pool": "Dice pool: each 6 is a success, each 1 a bane.",
    "step": "Step dice (A=D12, B=D10, C=D8, D=D6): 6+ is a success, 10+ counts two.",
}
REQUIRED = ("attack_preview", "attack")
FOLD_FLAGS = 8
"""More situational options than this start folded away (BRP lists some thirty)."""


class AttackDock(CombatDock):
    """Plan an attack, see every modifier and its source, roll it."""

    MAP_EVENTS = True  # doors, darkness and zones change the modifiers
    attacked = Signal(object)
    """An attack was rolled: its result (the window looks for a GM tool that takes it)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Attack", "attackDock", "Attack helper", parent)
        self._last_turn: str | None = None
        self._result_log_len = 0
        self.preview: Any = None
        self.plan: Any = None
        self.result: Any = None
        self._flag_specs: tuple[Any, ...] = ()
        self.flag_widgets: dict[str, QCheckBox | QComboBox] = {}
        body = QWidget()
        outer = QVBoxLayout(body)
        outer.setContentsMargins(6, 6, 6, 6)
        outer.setSpacing(5)

        self.unavailable = status_label("attackUnavailableLabel", "Attack helper unavailable")
        self.unavailable.setStyleSheet(REFUSAL_STYLE)
        self.unavailable.hide()
        outer.addWidget(self.unavailable)

        self.attacker_combo = compact(named(QComboBox(), "attackAttackerCombo", "Attacker"))
        self.target_combo = compact(named(QComboBox(), "attackTargetCombo", "Target"))
        self.weapon_combo = compact(named(QComboBox(), "attackWeaponCombo", "Weapon"))
        self.special_combo = compact(named(QComboBox(), "attackSpecialCombo", "Special attack"))
        for key, title in SPECIALS:
            self.special_combo.addItem(title, key)
        self.special_combo.setToolTip("Unarmed special attacks: disarm, knock down, shove, grapple")
        self.form = QFormLayout()
        self.form.addRow("Attacker", self.attacker_combo)
        self.form.addRow("Target", self.target_combo)
        self.form.addRow("Weapon", self.weapon_combo)
        self.form.addRow("Kind", self.special_combo)
        outer.addLayout(self.form)
        for combo in (
            self.attacker_combo,
            self.target_combo,
            self.weapon_combo,
            self.special_combo,
        ):
            combo.activated.connect(lambda _i: self.refresh_now())

        self.flags_toggle = named(QToolButton(), "attackFlagsToggle", "Situational options")
        self.flags_toggle.setCheckable(True)
        self.flags_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.flags_toggle.setArrowType(Qt.ArrowType.DownArrow)
        self.flags_toggle.setStyleSheet("QToolButton { border: none; font-weight: bold; }")
        self.flags_toggle.toggled.connect(self._on_flags_toggled)
        outer.addWidget(self.flags_toggle)
        self.flags_host = QWidget()
        self.flags_host.setObjectName("attackFlags")
        self.flags_grid = QGridLayout(self.flags_host)
        self.flags_grid.setContentsMargins(0, 0, 0, 0)
        self.flags_grid.setHorizontalSpacing(10)
        self.flags_grid.setVerticalSpacing(2)
        outer.addWidget(self.flags_host)

        # the preview
        self.verdict = status_label("attackVerdictLabel", "Allowed or not")
        vf = QFont(self.verdict.font())
        vf.setBold(True)
        self.verdict.setFont(vf)
        self.dice_label = status_label("attackDiceLabel", "Dice")
        df = QFont(self.dice_label.font())
        df.setPointSizeF(df.pointSizeF() + 2)
        df.setBold(True)
        self.dice_label.setFont(df)
        self.rule_label = status_label("attackDiceRuleLabel", "Dice rule")
        self.rule_label.setStyleSheet(MUTED_STYLE)
        self.modifiers = named(QTableWidget(0, 3), "attackModifiersTable", "Modifiers")
        self.modifiers.setHorizontalHeaderLabels(["Modifier", "", "Source"])
        self.modifiers.verticalHeader().hide()
        self.modifiers.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.modifiers.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.modifiers.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.modifiers.setWordWrap(True)
        self.modifiers.setShowGrid(False)
        self.modifiers.setAlternatingRowColors(True)
        header = self.modifiers.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.modifiers.setCornerButtonEnabled(False)
        for corner in self.modifiers.findChildren(QAbstractButton):
            corner.setAccessibleName("Modifiers table corner")
        self.notes_label = status_label("attackNotesLabel", "Notes")
        self.notes_label.setStyleSheet(MUTED_STYLE)
        outer.addWidget(self.verdict)
        outer.addWidget(self.dice_label)
        outer.addWidget(self.rule_label)
        outer.addWidget(self.modifiers)
        outer.addWidget(self.notes_label)

        # rolling
        self.open_box = named(
            QCheckBox("Keep the roll open"), "attackOpenCheck", "Keep the roll open to push"
        )
        self.open_box.setToolTip("Roll, then decide: push the roll or accept it")
        self.attack_button = named(QPushButton("Attack"), "attackButton", "Attack")
        af = QFont(self.attack_button.font())
        af.setBold(True)
        self.attack_button.setFont(af)
        self.attack_button.setMinimumWidth(90)
        self.attack_button.clicked.connect(self.attack)
        roll_row = QHBoxLayout()
        roll_row.addWidget(self.open_box)
        roll_row.addStretch(1)
        roll_row.addWidget(self.attack_button)
        outer.addLayout(roll_row)
        self.result_frame = QFrame()
        self.result_frame.setObjectName("attackResultFrame")
        self.result_frame.setFrameShape(QFrame.Shape.StyledPanel)
        res = QVBoxLayout(self.result_frame)
        res.setContentsMargins(6, 4, 6, 4)
        self.result_label = status_label("attackResultLabel", "Attack result")
        self.result_label.setTextFormat(Qt.TextFormat.RichText)
        self.push_button = named(QPushButton("Push"), "attackPushButton", "Push the roll")
        self.accept_button = named(QPushButton("Accept"), "attackAcceptButton", "Accept the roll")
        self.push_button.clicked.connect(self.push)
        self.accept_button.clicked.connect(self.accept)
        self.follow_up_button = named(
            QPushButton(), "attackFollowUpButton", "Open the GM tool this attack calls for"
        )
        self.follow_up_button.clicked.connect(self._on_follow_up)
        self.follow_up_button.hide()
        self._follow_up: tuple[str, Callable[[], bool], Callable[[], None]] | None = None
        pending = QHBoxLayout()
        pending.addStretch(1)
        pending.addWidget(self.follow_up_button)
        pending.addWidget(self.push_button)
        pending.addWidget(self.accept_button)
        res.addWidget(self.result_label)
        res.addLayout(pending)
        self.result_frame.hide()
        outer.addWidget(self.result_frame)
        outer.addStretch(1)

        self.scroll = scroll = named(QScrollArea(), "attackScroll", "Attack helper")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(body)
        self.setWidget(scroll)
        self.setMinimumWidth(300)

    # -- the form -----------------------------------------------------------------------------
    def encounter_changed(self) -> None:
        self._last_turn = None
        self.result = None
        self._follow_up = None
        self.result_frame.hide()
        for combo in (self.attacker_combo, self.target_combo, self.weapon_combo):
            combo.clear()

    def available(self) -> bool:
        return all(self.can(op) for op in REQUIRED)

    def _build_flags(self) -> None:
        """The situational options, as the runner lists them (+ the YZE extras)."""
        specs = tuple(self.combat.attack_flags()) if self.can("attack_flags") else ()
        extras = self.can("attack_options")
        shape = (specs, extras)
        if shape == self._flag_specs:
            return
        self._flag_specs = shape  # type: ignore[assignment]
        while self.flags_grid.count():
            w = self.flags_grid.takeAt(0).widget()
            if w is not None:
                w.hide()
                w.deleteLater()
        self.flag_widgets = {}
        fold = len(specs) > FOLD_FLAGS
        was = self.flags_toggle.blockSignals(True)
        self.flags_toggle.setChecked(not fold)
        self.flags_toggle.blockSignals(was)
        self._on_flags_toggled(not fold)
        checks: list[QWidget] = []
        choices: list[tuple[str, QComboBox]] = []
        all_specs = list(specs)
        for key, label, tip in EXTRA_FLAGS if extras else ():
            if key not in {s.id for s in specs}:
                all_specs.append(_Spec(key, label, "bool", (), False, tip))
        for spec in all_specs:
            if spec.kind == "choice":
                combo = compact(named(QComboBox(), f"attackFlag_{spec.id}", spec.label))
                for choice in spec.choices:
                    combo.addItem(str(choice).capitalize(), choice)
                select_data(combo, spec.default)
                combo.setToolTip(spec.help)
                combo.activated.connect(lambda _i: self.refresh_now())
                combo.setMinimumContentsLength(6)
                self.flag_widgets[spec.id] = combo
                choices.append((spec.label, combo))
            else:
                box = named(QCheckBox(spec.label), f"attackFlag_{spec.id}", spec.label)
                box.setChecked(bool(spec.default))
                box.setToolTip(spec.help)
                box.toggled.connect(lambda _on: self.refresh_now())
                self.flag_widgets[spec.id] = box
                checks.append(box)
        # "Target blocks" sits last, beside the Attack button's row of choices
        checks.sort(key=lambda w: w.objectName() == "attackFlag_block")
        for i, w in enumerate(checks):
            self.flags_grid.addWidget(w, i // 2, i % 2)
        row = (len(checks) + 1) // 2
        for label, combo in choices:
            title = QLabel(label)
            title.setWordWrap(True)
            title.setToolTip(combo.toolTip())
            self.flags_grid.addWidget(title, row, 0)
            self.flags_grid.addWidget(combo, row, 1)
            row += 1
        self.flags_toggle.setVisible(bool(self.flag_widgets))
        self._update_flags_toggle()

    def _on_flags_toggled(self, on: bool) -> None:
        self.flags_host.setVisible(on)
        self.flags_toggle.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)

    def _update_flags_toggle(self) -> None:
        """ "Situation (2 set)": how many options differ from their defaults."""
        n = len(self.flags()) - (1 if "special" in self.flags() else 0)
        block = self.block_box
        if block is not None and block.isChecked():
            n += 1
        text = "Situation" + (f" ({n} set)" if n else "")
        if self.flags_toggle.text() != text:
            self.flags_toggle.setText(text)

    @property
    def block_box(self) -> QCheckBox | None:
        """The "target blocks" box (the runner's ``block`` option), if there is one."""
        w = self.flag_widgets.get("block")
        return w if isinstance(w, QCheckBox) else None

    @property
    def attacker(self) -> str | None:
        data = self.attacker_combo.currentData()
        return data if isinstance(data, str) and data else None

    @property
    def target(self) -> str | None:
        data = self.target_combo.currentData()
        return data if isinstance(data, str) and data else None

    @property
    def weapon(self) -> str | None:
        data = self.weapon_combo.currentData()
        return data if isinstance(data, str) and data else None

    def prepare(self, attacker: str | None = None, target: str | None = None) -> None:
        """Set up the helper (from the action list, or the map selection)."""
        if self.enc is None:
            return
        self.refresh_now()  # make sure the combo boxes list everyone
        if attacker and attacker in self.enc:
            select_data(self.attacker_combo, attacker)
            self.refresh_now()
        if target and target in self.enc and target != self.attacker:
            select_data(self.target_combo, target)
        self.refresh_now()

    def flags(self) -> dict[str, Any]:
        """The options the GM set, as keyword arguments (defaults left out, so the core still
        works out what it can by itself: a broken target is helpless, a dark zone is dark …)."""
        defaults = {s.id: s.default for s in (self._flag_specs[0] if self._flag_specs else ())}
        out: dict[str, Any] = {}
        for key, w in self.flag_widgets.items():
            if key == "block":
                continue
            if isinstance(w, QCheckBox):
                if w.isChecked() and w.isEnabled():
                    out[key] = True
            elif w.currentData() != defaults.get(key):
                out[key] = w.currentData()
        if self.special_combo.isVisible() and self.special_combo.currentData():
            out["special"] = self.special_combo.currentData()
        return out

    # -- model → view -----------------------------------------------------------------------
    def refresh(self) -> None:
        enc = self.enc
        assert enc is not None
        if not self.available():
            self._set_unavailable(
                "No attack helper for this ruleset yet (the fight runner has no attack_preview "
                "and attack). Roll attacks by hand and enter the damage in Tracks."
            )
            return
        self.unavailable.hide()
        self._set_enabled(True)
        self._build_flags()
        combat = self.combat
        names = [c.name for c in enc.combatants()]
        current = combat.current_turn() if self.can("current_turn") else None
        keep = self.attacker
        if current is not None and current != self._last_turn:
            keep = current  # a new turn: the one acting is the attacker
        self._last_turn = current
        fill_combo(self.attacker_combo, [(n, n) for n in names], keep)
        attacker = self.attacker
        others = [c for c in enc.combatants() if c.name != attacker]
        keep_target = self.target
        if keep_target not in [c.name for c in others]:
            side = enc.combatant(attacker).side if attacker else None
            enemy = next((c.name for c in others if c.side != side), "")
            keep_target = enemy or (others[0].name if others else "")
        fill_combo(
            self.target_combo,
            [(f"{c.name} ({'PC' if c.side == 'pc' else 'NPC'})", c.name) for c in others],
            keep_target,
        )
        self._fill_weapons(attacker)
        self._update_flags_toggle()
        can_keep_open = self.can("push_attack") and self.can("resolve_attack")
        self.open_box.setVisible(can_keep_open)
        if not can_keep_open and self.open_box.isChecked():
            self.open_box.setChecked(False)
        self.special_combo.setVisible(self.can("attack_options"))
        self.form.labelForField(self.special_combo).setVisible(self.can("attack_options"))
        if self.result is not None and self._result_undone():
            self.result = None  # the attack was undone
        if attacker is None or self.target is None:
            self._show_preview(None, None, "Pick an attacker and a target.")
        else:
            try:
                preview = combat.attack_preview(attacker, self.target, self.weapon, **self.flags())
                plan = (
                    combat.attack_options(attacker, self.target, self.weapon, **self.flags())
                    if self.can("attack_options")
                    else None
                )
            except ValueError as exc:
                self._show_preview(None, None, str(exc))
            else:
                self._show_preview(preview, plan, "")
        self._show_result()

    def _result_undone(self) -> bool:
        """The attack shown was undone: its log entry (or, without an id, the log rows it
        wrote) is gone."""
        enc = self.enc
        assert enc is not None
        result_id = _field(self.result, "id", None)
        if result_id is not None and not isinstance(self.result, dict):
            return not any(e.get("attack_id") == result_id for e in enc.log)
        return len(enc.log) < self._result_log_len

    def _fill_weapons(self, attacker: str | None) -> None:
        combat = self.combat
        items: list[tuple[str, Any]] = []
        if attacker is not None:
            choices = list(combat.weapon_choices(attacker)) if self.can("weapon_choices") else []
            names = dict(choices)
            in_hand = combat.wielded(attacker) if self.can("wielded") else None
            if in_hand:
                items.append((f"In hand: {names.get(in_hand, in_hand)}", ""))
            items.extend((label, wid) for wid, label in choices if wid != in_hand)
        fill_combo(self.weapon_combo, items)

    def _set_enabled(self, on: bool) -> None:
        for w in (
            self.attacker_combo,
            self.target_combo,
            self.weapon_combo,
            self.special_combo,
            self.open_box,
            self.attack_button,
            self.flags_host,
        ):
            w.setEnabled(on)

    def _set_unavailable(self, text: str) -> None:
        self.unavailable.setText(text)
        self.unavailable.show()
        self._set_enabled(False)
        self._show_preview(None, None, "")
        self.result_frame.hide()

    def _show_preview(self, preview: Any, plan: Any, problem: str) -> None:
        self.preview, self.plan = preview, plan
        self.modifiers.setRowCount(0)
        if preview is None:
            self.verdict.setText(problem)
            self.verdict.setStyleSheet(REFUSAL_STYLE)
            for label in (self.dice_label, self.rule_label, self.notes_label):
                label.setText("")
            self.attack_button.setEnabled(False)
            return
        extra = ""
        if plan is not None:
            action = {"slow": "a slow action", "fast": "a fast action"}.get(plan.action, "free")
            extra = f" — {str(plan.range_band).capitalize()} range, {plan.kind}, {action}"
        if preview.allowed:
            self.verdict.setText(f"✔ Allowed{extra}.")
            self.verdict.setStyleSheet(OK_STYLE)
        else:
            reasons = [preview.reason, *(getattr(plan, "reasons", None) or [])]
            text = " ".join(dict.fromkeys(r for r in reasons if r))
            self.verdict.setText(f"✖ Not allowed: {text}")
            self.verdict.setStyleSheet(REFUSAL_STYLE)
        self.dice_label.setText(str(preview.dice))
        style = getattr(plan, "dice_style", None) or ("step" if "step" in preview.dice else None)
        self.rule_label.setText(DICE_RULES.get(style or "", ""))
        self.rule_label.setVisible(bool(style))
        rows = list(preview.modifiers)
        self.modifiers.setRowCount(len(rows))
        for i, m in enumerate(rows):
            label = QTableWidgetItem(str(m.label))
            value = QTableWidgetItem(str(m.value))
            value.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            sign = str(m.value)[:1]
            value.setForeground(
                QColor("#1b7a3a")
                if sign == "+"
                else QColor("#b3261e")
                if sign in ("-", "−")
                else QColor("#222222")
            )
            source = QTableWidgetItem(str(m.source))
            source.setToolTip(str(m.source))
            source.setForeground(QColor("#666666"))
            self.modifiers.setItem(i, 0, label)
            self.modifiers.setItem(i, 1, value)
            self.modifiers.setItem(i, 2, source)
        if not rows:
            self.modifiers.setRowCount(1)
            none = QTableWidgetItem("No modifiers")
            none.setForeground(QColor("#888888"))
            self.modifiers.setItem(0, 0, none)
        self.modifiers.resizeRowsToContents()
        rows_h = sum(self.modifiers.rowHeight(r) for r in range(self.modifiers.rowCount()))
        head_h = self.modifiers.horizontalHeader().height()
        self.modifiers.setFixedHeight(max(48, min(190, rows_h + head_h + 4)))
        notes = [str(n) for n in preview.notes if n]
        if plan is not None and plan.can_be_blocked:
            notes.insert(0, "The target may block (an opposed roll).")
        if plan is not None and getattr(plan, "requires_roll", None):
            notes.append(f"First: a {plan.requires_roll} roll.")
        self.notes_label.setText(" ".join(dict.fromkeys(notes)))
        self.notes_label.setVisible(bool(notes))
        block = self.block_box
        if block is not None:
            can_block = plan.can_be_blocked if plan is not None else True
            block.setEnabled(bool(can_block))
            block.setToolTip(
                "The defender blocks (a fast action, declared before the roll): an opposed roll"
                if can_block
                else str(getattr(plan, "block_reason", "") or "This attack can't be blocked.")
            )
            if not can_block and block.isChecked():
                was = block.blockSignals(True)
                block.setChecked(False)
                block.blockSignals(was)
        pending = self.result is not None and not _field(self.result, "resolved", True)
        self.attack_button.setEnabled(bool(preview.allowed) and not pending)

    def _show_result(self) -> None:
        r = self.result
        if r is None:
            self.result_frame.hide()
            return
        outcome = str(_field(r, "outcome", "") or "")
        if not outcome and isinstance(_field(r, "hit", None), bool):
            outcome = "hit" if _field(r, "hit", False) else "miss"
        outcome = outcome or "done"
        lines = []
        head = {
            "hit": "HIT",
            "miss": "MISS",
            "pending": "ROLLED — push or accept",
            "no_attack": "NO ATTACK",
            "done": "ROLLED",
        }.get(outcome, outcome.upper())
        who = f"{_field(r, 'attacker', '')} → {_field(r, 'target', '')}"
        weapon = _field(r, "weapon", "")
        lines.append(f"<b>{head}</b>: {who}" + (f" ({weapon})" if weapon else ""))
        text = str(_field(r, "text", "") or "")
        for key in ("roll", "block_roll"):
            roll = _field(r, key, None)
            if roll and not text:  # the runner's sentence already tells its dice
                lines.append(describe_roll(roll))
        successes = _field(r, "successes", None)
        if successes is not None:
            nums = f"{successes} success{'es' if successes != 1 else ''}"
            if _field(r, "block_successes", 0):
                blocked, net = _field(r, "block_successes", 0), _field(r, "net_successes", 0)
                nums += f", {blocked} blocked → {net} net"
            if _field(r, "hit", False):
                dealt, taken = _field(r, "damage", 0), _field(r, "damage_taken", 0)
                nums += f"; damage {dealt}, {taken} got through"
            lines.append(nums)
        lines.extend(str(e) for e in _field(r, "effects", []) or [])
        if text:
            lines.append(text)
        self.result_label.setText("<br>".join(lines))
        colour = {"hit": "#e3f3e6", "miss": "#f4efe4", "pending": "#fff2cf"}.get(outcome, "#eeeeee")
        self.result_frame.setStyleSheet(f"#attackResultFrame {{ background: {colour}; }}")
        pending = not _field(r, "resolved", True)
        self.push_button.setVisible(pending)
        self.accept_button.setVisible(pending)
        self.push_button.setEnabled(pending and bool(_field(r, "can_push", False)))
        follow = self._follow_up
        if follow is not None and not follow[1]():
            self._follow_up = follow = None  # done (or undone) meanwhile
        self.follow_up_button.setVisible(follow is not None)
        if follow is not None:
            self.follow_up_button.setText(f"{follow[0]}…")
        self.result_frame.show()

    def offer_follow_up(
        self, title: str, still_open: Callable[[], bool], open_it: Callable[[], None]
    ) -> None:
        """Offer a button under the result that opens what the attack left to do (a GM tool
        that takes this attack, e.g. choosing its consequences); ``still_open`` says whether
        it is still to do."""
        self._follow_up = (title, still_open, open_it)
        self._show_result()

    def _on_follow_up(self) -> None:
        if self._follow_up is not None:
            self._follow_up[2]()

    # -- view → model -----------------------------------------------------------------------
    def attack(self) -> bool:
        """Roll the attack shown (one undo step); the core logs it; the result is shown."""
        if not self.available() or self.attacker is None or self.target is None:
            return False
        kw: dict[str, Any] = dict(self.flags())
        block = self.block_box
        if block is not None and block.isChecked() and block.isEnabled():
            kw["block"] = True
        if self.open_box.isChecked():
            kw["resolve"] = False
        assert self.enc is not None
        log_len = len(self.enc.log)
        ok, result = self.call("attack", self.attacker, self.target, self.weapon, **kw)
        if ok:
            self.result = result
            self._follow_up = None
            self._result_log_len = max(log_len + 1, len(self.enc.log))
            self.message.emit(self._summary(result))
            self.attacked.emit(result)
            self.refresh_now()
            self.scroll.ensureWidgetVisible(self.result_frame)
        return ok

    def push(self) -> bool:
        if self.result is None or not self.can("push_attack"):
            return False
        ok, result = self.call("push_attack", _field(self.result, "id", ""))
        if ok:
            self.result = result
            self.refresh_now()
        return ok

    def accept(self) -> bool:
        if self.result is None or not self.can("resolve_attack"):
            return False
        ok, result = self.call("resolve_attack", _field(self.result, "id", ""))
        if ok:
            self.result = result
            self.refresh_now()
        return ok

    @staticmethod
    def _summary(r: Any) -> str:
        if isinstance(r, dict) and r.get("text"):
            return str(r["text"])
        outcome = _field(r, "outcome", "")
        a, t = _field(r, "attacker", ""), _field(r, "target", "")
        if outcome == "hit":
            dealt, taken = _field(r, "damage", 0), _field(r, "damage_taken", 0)
            return f"{a} hits {t}: {dealt} damage, {taken} got through."
        if outcome == "miss":
            return f"{a} misses {t}."
        if outcome == "pending":
            return f"{a}'s attack is rolled: push it or accept it."
        return str(_field(r, "text", "") or "; ".join(_field(r, "effects", []) or []))


class _Spec:
    """A FlagSpec-like option for the YZE extras (same fields)."""

    def __init__(
        self, id: str, label: str, kind: str, choices: tuple, default: Any, help: str
    ) -> None:
        self.id, self.label, self.kind = id, label, kind
        self.choices, self.default, self.help = choices, default, help


def _field(result: Any, key: str, default: Any) -> Any:
    """A field of an attack result: an object (YZE's AttackResult) or a dict (the runner's
    minimum: ``{"text": …}``)."""
    if isinstance(result, dict):
        return result.get(key, default)
    return getattr(result, key, default)


__all__ = ["AttackDock"]
