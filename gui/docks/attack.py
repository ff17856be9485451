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
(YZE) also lets the roll stay open to be pushed or accepted (the panel tells the damage accepting
deals). A long list of situational options folds away behind a toggle; the GM's override of the
map (``gm_allows``) never folds and stands apart. A ruleset without an attack helper gets a clear
disabled state.

One verdict: :meth:`AttackDock.request` builds (attacker, target, weapon, options) once, and both
the preview and Attack use it, so the verdict shown is the one the core gives the attack. The
weapon list is ``weapon_choices`` only; "Other weapon…" takes up one from the sheet's weapon table
through ``core.characters.equip`` (logged, one undo step). A new attacker gets the nearest enemy
as target. The verdict, the result and the Attack / Push / Accept buttons sit below the scroll
area, never out of sight; a finished attack's result and message clear when the turn moves on.

Out-of-turn attacks: the options a runner lists in ``out_of_turn_flags`` (YZE: overwatch shot,
fires back from overwatch, free attack after a failed retreat, full-auto follow-up) stand apart,
unfolded, and show only while ``out_of_turn_attacks(attacker, target)`` says they apply; a line
names whoever is owed a free attack (``free_attacks_owed``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from html import escape
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from core.encounter import Encounter, band_word
from core.events import Event
from core.log_export import describe_roll
from gui.docks.combat_base import (
    MUTED_STYLE,
    OK_STYLE,
    REFUSAL_STYLE,
    CombatDock,
    compact,
    fill_combo,
    named,
    restyle,
    select_data,
    status_label,
)
from gui.docks.pips import StatusBook

SPECIALS = (
    ("", "Normal attack"),
    ("disarm", "Disarm"),
    ("knock_down", "Knock down"),
    ("shove", "Shove"),
    ("grapple", "Grapple"),
)
EXTRA_FLAGS = (
    (
        "thrown",
        QT_TRANSLATE_NOOP("AttackDock", "Throw it"),
        QT_TRANSLATE_NOOP("AttackDock", "Throw a weapon that can be thrown (a spear, a knife)"),
    ),
    (
        "full_auto",
        QT_TRANSLATE_NOOP("AttackDock", "Full auto"),
        QT_TRANSLATE_NOOP("AttackDock", "Start a basic full-auto burst"),
    ),
)
"""Options of the richer YZE ``attack_options`` that ``attack_flags`` doesn't list (marked for
the catalogue, translated where the form is built)."""
DICE_RULES = {
    "pool": QT_TRANSLATE_NOOP("AttackDock", "Dice pool: each 6 is a success, each 1 a bane."),
    "step": QT_TRANSLATE_NOOP(
        "AttackDock", "Step dice (A=D12, B=D10, C=D8, D=D6): 6+ is a success, 10+ counts two."
    ),
}
REQUIRED = ("attack_preview", "attack")
ARMS_UNTOUCHED = frozenset(
    {"actions_changed", "log_changed", "engagement_changed", "players_changed"}
)
"""Core events that leave the weapon table, the sheets and the state alone: the situational
options and the attacker's weapons stay as they were worked out (a move, a spent action)."""
OVERRIDES = ("gm_allows",)
"""Options that override the map (``core.rules.geometry.GM_ALLOWS``): shown apart, never folded."""
OVERRIDE_STYLE = "QCheckBox { color: #a04a00; font-weight: bold; }"
OTHER_WEAPON = "\x00other"
"""The weapon list's "Other weapon…" entry (not a weapon id)."""
ACCEPT_DAMAGE_FIELDS = ("damage_if_accepted", "damage_on_accept", "accept_damage")
"""Where a pending attack result tells the damage accepting it deals."""
RESULT_MAX_HEIGHT = 110
RESULT_MIN_HEIGHT = 40
"""The result's height in pixels: what it needs within these bounds (then it scrolls)."""
FOLD_FLAGS = 8
"""More situational options than this start folded away (BRP lists some thirty)."""


def _tr(text: str) -> str:
    """A text of this module's tables (marked with QT_TRANSLATE_NOOP) in the UI language."""
    return QCoreApplication.translate("AttackDock", text)


class AttackDock(CombatDock):
    """Plan an attack, see every modifier and its source, roll it."""

    MAP_EVENTS = True  # doors, darkness and zones change the modifiers
    attacked = Signal(object)
    """An attack was rolled: its result (the window looks for a GM tool that takes it)."""
    target_shown = Signal(str)
    """The chosen target changed (the map rings it); "" for none."""
    message_withdrawn = Signal(str)
    """A message the dock gave is out of date (the turn moved on): clear it if still shown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        title = QCoreApplication.translate("AttackDock", "Attack")
        super().__init__(title, "attackDock", "Attack helper", parent)
        self._last_turn: str | None = None
        self._last_attacker: str | None = None
        self._other_weapon: bool | None = None
        self._shown_target: str | None = None
        self._said = ""
        self._sent: dict[str, Any] = {}
        self._result_log_len = 0
        self.owed = StatusBook(self._owed_by)
        """Whom each combatant is owed a free attack on (a failed retreat), kept until a change
        may touch it: a drop in a 200-combatant fight asked all 200 again."""
        self._arms_known = False
        """The situational options and the weapons shown still hold: no change since they were
        worked out could touch the weapon table, a sheet or the state (:meth:`_note_arms`)."""
        self._arms_attacker: str | None = None
        self._arms_sheets: dict[str, Any] = {}
        """Each combatant's sheet when the weapons were worked out (a move keeps it)."""
        self.preview: Any = None
        self.plan: Any = None
        self._shown_modifiers: Any = None
        """The modifier rows on show (a refresh with the same rows leaves the table alone)."""
        self.result: Any = None
        self._flag_specs: tuple[Any, ...] = ()
        self.flag_widgets: dict[str, QCheckBox | QComboBox] = {}
        body = QWidget()
        # its children paint themselves: a taller or shorter body (another number of rows)
        # repaints what moved or came into view, not the whole form again
        body.setAttribute(Qt.WidgetAttribute.WA_StaticContents)
        outer = QVBoxLayout(body)
        outer.setContentsMargins(6, 6, 6, 6)
        outer.setSpacing(5)
        self.unavailable = status_label("attackUnavailableLabel", "Attack helper unavailable")
        self.unavailable.setStyleSheet(REFUSAL_STYLE)
        self.unavailable.hide()
        outer.addWidget(self.unavailable)
        self._build_form(outer)
        self._build_flag_area(outer)
        self._build_preview(outer)
        outer.addStretch(1)

        self.scroll = scroll = named(QScrollArea(), "attackScroll", "Attack helper")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(body)
        # the result and the Attack / Push / Accept buttons sit below the scroll area: they
        # never scroll out of sight, however long the list of modifiers grows
        host = QWidget()
        host.setObjectName("attackHost")
        column = QVBoxLayout(host)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        scroll.setMinimumHeight(60)
        column.addWidget(scroll, 1)
        column.addWidget(self._build_bottom())
        self.setWidget(host)
        self.setMinimumWidth(300)

    def _build_form(self, outer: QVBoxLayout) -> None:
        self.attacker_combo = compact(named(QComboBox(), "attackAttackerCombo", "Attacker"))
        self.target_combo = compact(named(QComboBox(), "attackTargetCombo", "Target"))
        self.weapon_combo = compact(named(QComboBox(), "attackWeaponCombo", "Weapon"))
        self.special_combo = compact(named(QComboBox(), "attackSpecialCombo", "Special attack"))
        titles = {
            "": self.tr("Normal attack"),
            "disarm": self.tr("Disarm"),
            "knock_down": self.tr("Knock down"),
            "shove": self.tr("Shove"),
            "grapple": self.tr("Grapple"),
        }
        for key, title in SPECIALS:
            self.special_combo.addItem(titles.get(key, title), key)
        self.special_combo.setToolTip(
            self.tr("Unarmed special attacks: disarm, knock down, shove, grapple")
        )
        self.form = QFormLayout()
        self.form.addRow(self.tr("Attacker"), self.attacker_combo)
        self.form.addRow(self.tr("Target"), self.target_combo)
        self.form.addRow(self.tr("Weapon"), self.weapon_combo)
        self.form.addRow(self.tr("Kind"), self.special_combo)
        outer.addLayout(self.form)
        for combo in (self.attacker_combo, self.target_combo, self.special_combo):
            combo.activated.connect(lambda _i: self.refresh_now())
        self.weapon_combo.activated.connect(self._on_weapon_activated)

    def _build_flag_area(self, outer: QVBoxLayout) -> None:
        # out-of-turn attacks (overwatch shot, free attack, burst follow-up): shown only when
        # the core says they apply, never folded away
        self.out_of_turn_host = QWidget()
        self.out_of_turn_host.setObjectName("attackOutOfTurn")
        self.out_of_turn_row = QVBoxLayout(self.out_of_turn_host)
        self.out_of_turn_row.setContentsMargins(0, 0, 0, 2)
        self.out_of_turn_row.setSpacing(1)
        self.out_of_turn_label = status_label("attackOutOfTurnLabel", "Out-of-turn attacks owed")
        self.out_of_turn_label.setStyleSheet(MUTED_STYLE)
        self.out_of_turn_row.addWidget(self.out_of_turn_label)
        self.out_of_turn_host.hide()
        outer.addWidget(self.out_of_turn_host)
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
        # the GM's override never folds away with the situational options: it stands apart
        self.override_host = QWidget()
        self.override_host.setObjectName("attackOverride")
        self.override_row = QHBoxLayout(self.override_host)
        self.override_row.setContentsMargins(0, 2, 0, 2)
        outer.addWidget(self.override_host)

    def _build_preview(self, outer: QVBoxLayout) -> None:
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
        self.modifiers.setHorizontalHeaderLabels([self.tr("Modifier"), "", self.tr("Source")])
        self.modifiers.verticalHeader().hide()
        self.modifiers.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.modifiers.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.modifiers.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.modifiers.setWordWrap(True)
        self.modifiers.setShowGrid(False)
        self.modifiers.setAlternatingRowColors(True)
        self.modifiers.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.modifiers.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.modifiers.setCornerButtonEnabled(False)
        for corner in self.modifiers.findChildren(QAbstractButton):
            corner.setAccessibleName("Modifiers table corner")
        self.notes_label = status_label("attackNotesLabel", "Notes")
        self.notes_label.setStyleSheet(MUTED_STYLE)
        for w in (self.dice_label, self.rule_label, self.modifiers, self.notes_label):
            outer.addWidget(w)

    def _build_bottom(self) -> QWidget:
        """The result of the last attack and the buttons: fixed at the foot of the dock."""
        bottom = QFrame()
        bottom.setObjectName("attackButtonBar")
        bottom.setFrameShape(QFrame.Shape.NoFrame)
        col = QVBoxLayout(bottom)
        col.setContentsMargins(6, 4, 6, 6)
        col.setSpacing(4)
        col.addWidget(self.verdict)  # why Attack is (not) allowed, always beside the button
        self.result_frame = QFrame()
        self.result_frame.setObjectName("attackResultFrame")
        self.result_frame.setFrameShape(QFrame.Shape.StyledPanel)
        res = QVBoxLayout(self.result_frame)
        res.setContentsMargins(6, 4, 6, 4)
        self.result_label = status_label("attackResultLabel", "Attack result")
        self.result_label.setTextFormat(Qt.TextFormat.RichText)
        self.result_scroll = named(QScrollArea(), "attackResultScroll", "Attack result")
        self.result_scroll.setWidgetResizable(True)
        self.result_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.result_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.result_scroll.setWidget(self.result_label)
        self.result_scroll.setMinimumHeight(RESULT_MIN_HEIGHT)
        self.result_scroll.setStyleSheet(
            "QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }"
        )
        res.addWidget(self.result_scroll)
        self.result_frame.hide()
        col.addWidget(self.result_frame)

        self.open_box = named(
            QCheckBox(self.tr("Keep the roll open")),
            "attackOpenCheck",
            "Keep the roll open to push",
        )
        self.open_box.setToolTip(self.tr("Roll, then decide: push the roll or accept it"))
        self.attack_button = named(QPushButton(self.tr("Attack")), "attackButton", "Attack")
        af = QFont(self.attack_button.font())
        af.setBold(True)
        self.attack_button.setFont(af)
        self.attack_button.setMinimumWidth(90)
        self.attack_button.clicked.connect(self.attack)
        self.push_button = named(QPushButton(self.tr("Push")), "attackPushButton", "Push the roll")
        self.accept_button = named(
            QPushButton(self.tr("Accept")), "attackAcceptButton", "Accept the roll"
        )
        self.push_button.clicked.connect(self.push)
        self.accept_button.clicked.connect(self.accept)
        self.push_button.hide()
        self.accept_button.hide()
        self.follow_up_button = named(
            QPushButton(), "attackFollowUpButton", "Open the GM tool this attack calls for"
        )
        self.follow_up_button.clicked.connect(self._on_follow_up)
        self.follow_up_button.hide()
        self._follow_up: tuple[str, Callable[[], bool], Callable[[], None]] | None = None
        # Push / Accept (and a GM tool the attack calls for) above the Attack row, so the dock
        # stays narrow: a row of four buttons would widen the whole right column
        self.pending_row = QWidget()
        self.pending_row.setObjectName("attackPendingRow")
        pending = QHBoxLayout(self.pending_row)
        pending.setContentsMargins(0, 0, 0, 0)
        pending.addWidget(self.follow_up_button)
        pending.addStretch(1)
        pending.addWidget(self.push_button)
        pending.addWidget(self.accept_button)
        self.pending_row.hide()
        col.addWidget(self.pending_row)
        roll_row = QHBoxLayout()
        roll_row.addWidget(self.open_box)
        roll_row.addStretch(1)
        roll_row.addWidget(self.attack_button)
        col.addLayout(roll_row)
        return bottom

    # -- the form -----------------------------------------------------------------------------
    def _owed_by(self, _enc: Encounter, name: str) -> tuple[str, ...]:
        return tuple(self.combat.free_attacks_owed(name))

    def encounter_changed(self) -> None:
        assert self.enc is not None
        self._arms_known = False
        self.owed.bind(self.enc)
        self._last_turn = None
        self._last_attacker = None
        self._other_weapon = None
        self._clear_result()
        self.out_of_turn_host.hide()
        for combo in (self.attacker_combo, self.target_combo, self.weapon_combo):
            combo.clear()

    def available(self) -> bool:
        return all(self.can(op) for op in REQUIRED)

    # -- what a change touches ----------------------------------------------------------------
    def _on_core_event(self, event: Event) -> None:
        self._note_arms(event)
        super()._on_core_event(event)

    def _note_arms(self, event: Event) -> None:
        """Forget the options and weapons worked out unless ``event`` can't touch them: a
        spent action, a log line, or a combatant replaced with the very sheet it had (a move;
        the table brings the custom weapons of every sheet)."""
        if event.type in ARMS_UNTOUCHED:
            return
        if event.type == "combatant_changed" and self._same_sheet(event.data):
            return
        self._arms_known = False

    def _same_sheet(self, data: Mapping[str, Any]) -> bool:
        name, enc = data.get("name"), self.enc
        if not isinstance(name, str) or data.get("old_name", name) != name or enc is None:
            return False
        if name not in enc or name not in self._arms_sheets:
            return False
        stats, seen = enc.combatant(name).stats, self._arms_sheets[name]
        return stats is seen or stats == seen

    def _show_weapons(self, attacker: str | None, fresh: bool) -> None:
        """``attacker``'s weapons, worked out again only when a change may have touched them
        (``fresh``) or the attacker is another: a drop asked the weapon table twice (~1 ms),
        once for these and once for the options (:meth:`_build_flags`)."""
        other = self.weapon_combo.currentData() == OTHER_WEAPON  # its dialog was cancelled
        if fresh or other or attacker != self._arms_attacker:
            self._fill_weapons(attacker)
        if fresh:
            assert self.enc is not None
            self._arms_sheets = {c.name: c.stats for c in self.enc.combatants()}
        self._arms_known, self._arms_attacker = True, attacker

    def _build_flags(self) -> None:
        """The situational options, as the runner lists them (+ the YZE extras)."""
        specs = tuple(self.combat.attack_flags()) if self.can("attack_flags") else ()
        extras = self.can("attack_options")
        shape = (specs, extras)
        if shape == self._flag_specs:
            return
        self._flag_specs = shape  # type: ignore[assignment]
        for layout in (self.flags_grid, self.override_row):
            while layout.count():
                w = layout.takeAt(0).widget()
                if w is not None:
                    w.hide()
                    w.deleteLater()
        self.flag_widgets = {}
        for i in reversed(range(1, self.out_of_turn_row.count())):
            w = self.out_of_turn_row.takeAt(i).widget()
            if w is not None:
                w.hide()
                w.deleteLater()
        later = set(self._out_of_turn_ids())
        specs = tuple(s for s in specs if s.id not in later)
        for spec in self._flag_specs[0]:
            if spec.id in later:
                self.out_of_turn_row.addWidget(self._check_widget(spec))
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
                all_specs.append(_Spec(key, _tr(label), "bool", (), False, _tr(tip)))
        for spec in all_specs:
            if spec.kind == "choice":
                combo = self._choice_widget(spec)
                choices.append((spec.label, combo))
            elif spec.id in OVERRIDES:
                self.override_row.addWidget(self._override_widget(spec))
            else:
                checks.append(self._check_widget(spec))
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
        self.flags_toggle.setVisible(bool(checks or choices))
        self.override_host.setVisible(self.override_row.count() > 0)
        self._update_flags_toggle()

    def _choice_widget(self, spec: Any) -> QComboBox:
        combo = compact(named(QComboBox(), f"attackFlag_{spec.id}", spec.label))
        labels = tuple(getattr(spec, "choice_labels", ()) or ())
        if len(labels) != len(spec.choices):  # the runner's words, else the generic ones
            generic = {"auto": self.tr("Auto"), "yes": self.tr("Yes"), "no": self.tr("No")}
            labels = tuple(generic.get(str(c), str(c).capitalize()) for c in spec.choices)
        for label, choice in zip(labels, spec.choices, strict=True):
            combo.addItem(str(label), choice)
        select_data(combo, spec.default)
        combo.setToolTip(spec.help)
        combo.activated.connect(lambda _i: self.refresh_now())
        combo.setMinimumContentsLength(6)
        self.flag_widgets[spec.id] = combo
        return combo

    def _check_widget(self, spec: Any) -> QCheckBox:
        box = named(QCheckBox(spec.label), f"attackFlag_{spec.id}", spec.label)
        box.setChecked(bool(spec.default))
        box.setToolTip(spec.help)
        box.toggled.connect(lambda _on: self.refresh_now())
        self.flag_widgets[spec.id] = box
        return box

    def _override_widget(self, spec: Any) -> QWidget:
        """The GM's override of the map (walls, doors, reach): set apart and coloured, its
        words wrapping under a short check box so the dock stays narrow."""
        box = self._check_widget(spec)
        short, _, rest = str(spec.label).partition(" (")
        box.setText(short)
        box.setStyleSheet(OVERRIDE_STYLE)
        tip = self.tr("{help} (a GM override: the log says so)").format(help=spec.help)
        box.setToolTip(tip)
        if rest:
            note = QLabel(self.tr("GM override: {what} — logged").format(what=rest.rstrip(")")))
        else:
            note = QLabel(self.tr("GM override — logged"))
        note.setWordWrap(True)
        note.setStyleSheet(MUTED_STYLE)
        note.setToolTip(tip)
        host = QWidget()
        row = QVBoxLayout(host)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(box)
        row.addWidget(note)
        return host

    def _on_flags_toggled(self, on: bool) -> None:
        self.flags_host.setVisible(on)
        self.flags_toggle.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)

    def _update_flags_toggle(self) -> None:
        """ "Situation (2 set)": how many folded options differ from their defaults."""
        opts = self.options()
        skip = {"special", *OVERRIDES, *self._out_of_turn_ids()}
        n = len([k for k in opts if k not in skip])
        text = self.tr("Situation ({n} set)").format(n=n) if n else self.tr("Situation")
        if self.flags_toggle.text() != text:
            self.flags_toggle.setText(text)

    def _out_of_turn_ids(self) -> tuple[str, ...]:
        """The attack options the runner offers only when they apply (YZE: overwatch shot,
        duel, free attack, burst follow-up)."""
        if self.enc is None or not self.can("out_of_turn_attacks"):
            return ()
        return tuple(getattr(self.combat, "out_of_turn_flags", ()))

    def _show_out_of_turn(self) -> None:
        """Show the out-of-turn options that apply to this attacker and target (the core's
        ``out_of_turn_attacks``), each with why; say who else is owed a free attack."""
        ids = self._out_of_turn_ids()
        a, t = self.attacker, self.target
        offers: dict[str, str] = {}
        if ids and a and t:
            try:
                offers = dict(self.combat.out_of_turn_attacks(a, t))
            except ValueError:
                offers = {}
        for key in ids:
            box = self.flag_widgets.get(key)
            if not isinstance(box, QCheckBox):
                continue
            on = key in offers
            if not on and box.isChecked():
                was = box.blockSignals(True)
                box.setChecked(False)
                box.blockSignals(was)
            box.setEnabled(on)
            box.setVisible(on)
            if on:
                box.setToolTip(offers[key])
        owed = self._free_attacks_owed()
        self.out_of_turn_label.setText(owed)
        self.out_of_turn_label.setVisible(bool(owed))
        self.out_of_turn_host.setVisible(bool(owed) or bool(offers))

    def _free_attacks_owed(self) -> str:
        """ "Free attack owed: Rat 1 → Bo" for everyone the core says holds one (each one's
        answer kept until a change may touch it: :attr:`owed`)."""
        if self.enc is None or not self.can("free_attacks_owed"):
            return ""
        pairs = [f"{c.name} → {t}" for c in self.enc.combatants() for t in self.owed.get(c.name)]
        if not pairs:
            return ""
        return self.tr("Free attack owed (failed retreat): {pairs}").format(pairs=", ".join(pairs))

    @property
    def block_box(self) -> QCheckBox | None:
        """The "target blocks" box (the runner's ``block`` option), if there is one."""
        w = self.flag_widgets.get("block")
        return w if isinstance(w, QCheckBox) else None

    @property
    def override_box(self) -> QCheckBox | None:
        """The "GM allows" box (``gm_allows``), if the ruleset offers it."""
        w = self.flag_widgets.get("gm_allows")
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
        return data if isinstance(data, str) and data and data != OTHER_WEAPON else None

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

    def options(self) -> dict[str, Any]:
        """The options the GM set, as keyword arguments — the same for the preview and the
        attack (defaults left out, so the core still works out what it can by itself: a
        broken target is helpless, a dark zone is dark …)."""
        defaults = {s.id: s.default for s in (self._flag_specs[0] if self._flag_specs else ())}
        out: dict[str, Any] = {}
        for key, w in self.flag_widgets.items():
            if isinstance(w, QCheckBox):
                if w.isChecked() and w.isEnabled():
                    out[key] = True
            elif w.currentData() != defaults.get(key):
                out[key] = w.currentData()
        if self.special_combo.isVisible() and self.special_combo.currentData():
            out["special"] = self.special_combo.currentData()
        return out

    flags = options  # the older name

    def request(self) -> tuple[str, str, str | None, dict[str, Any]] | None:
        """(attacker, target, weapon, options): exactly what the preview shows and what
        Attack sends (one code path for both); None until both sides are picked."""
        if self.attacker is None or self.target is None:
            return None
        return self.attacker, self.target, self.weapon, self.options()

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
        self._set_enabled(True, button=False)  # the preview below decides the button
        fresh = not self._arms_known
        if fresh:
            self._build_flags()
        self._follow_turn()
        attacker = self.attacker
        self._fill_targets(attacker)
        self._show_weapons(attacker, fresh)
        self._show_out_of_turn()
        self._update_flags_toggle()
        can_keep_open = self.can("push_attack") and self.can("resolve_attack")
        self.open_box.setVisible(can_keep_open)
        if not can_keep_open and self.open_box.isChecked():
            self.open_box.setChecked(False)
        self.special_combo.setVisible(self.can("attack_options"))
        self.form.labelForField(self.special_combo).setVisible(self.can("attack_options"))
        if self.result is not None and self._result_undone():
            self._clear_result()  # the attack was undone
        self._preview()
        self._show_result()

    def _follow_turn(self) -> None:
        """A new turn: the one acting becomes the attacker, and the last finished attack's
        result (and its message) is cleared."""
        combat = self.combat
        names = [c.name for c in self.enc.combatants()] if self.enc is not None else []
        current = combat.current_turn() if self.can("current_turn") else None
        keep = self.attacker
        if current != self._last_turn:
            if current is not None:
                keep = current
            if self.result is not None and _field(self.result, "resolved", True):
                self._clear_result()
        self._last_turn = current
        fill_combo(self.attacker_combo, [(n, n) for n in names], keep)

    def _fill_targets(self, attacker: str | None) -> None:
        """Everyone but the attacker; a new attacker (or a vanished target) gets the nearest
        enemy (the first in order among the nearest)."""
        enc = self.enc
        assert enc is not None
        others = [c for c in enc.combatants() if c.name != attacker]
        keep = self.target
        if attacker != self._last_attacker or keep not in [c.name for c in others]:
            keep = self._default_target(attacker, others)
        self._last_attacker = attacker
        pc, npc = self.tr("{name} (PC)"), self.tr("{name} (NPC)")
        fill_combo(
            self.target_combo,
            [((pc if c.side == "pc" else npc).format(name=c.name), c.name) for c in others],
            keep or "",
        )
        if self.target != self._shown_target:
            self._shown_target = self.target
            self.target_shown.emit(self.target or "")

    def _default_target(self, attacker: str | None, others: list[Any]) -> str:
        if not others:
            return ""
        if attacker is None or self.enc is None or attacker not in self.enc:
            return others[0].name
        me = self.enc.combatant(attacker)
        enemies = [c for c in others if c.side != me.side]
        if not enemies:
            return others[0].name
        nearest = min(enemies, key=lambda c: math.dist(c.position, me.position))
        return nearest.name

    def _preview(self) -> None:
        req = self.request()
        if req is None:
            self._show_preview(None, None, self.tr("Pick an attacker and a target."))
            return
        attacker, target, weapon, opts = req
        both = getattr(self.combat, "attack_preview_plan", None)
        try:
            if callable(both):  # the verdict and its plan in one go (not the options twice)
                preview, plan = both(attacker, target, weapon, **opts)
            else:
                preview = self.combat.attack_preview(attacker, target, weapon, **opts)
                plan = None
        except ValueError as exc:
            self._show_preview(None, None, str(exc))
            return
        if plan is None:
            plan = self._plan(attacker, target, weapon, opts)
        self._show_preview(preview, plan, "")

    def _plan(self, attacker: str, target: str, weapon: str | None, opts: dict[str, Any]) -> Any:
        """The richer YZE plan (range band, action, block) when the runner has one."""
        if not self.can("attack_options"):
            return None
        extra = {k: v for k, v in opts.items() if k != "block"}
        try:
            return self.combat.attack_options(attacker, target, weapon, **extra)
        except (ValueError, TypeError):
            return None

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
        """What ``attacker`` carries (``weapon_choices``: carried + Unarmed), the weapon in
        hand first; "Other weapon…" takes up another from the sheet's table (logged)."""
        combat = self.combat
        items: list[tuple[str, Any]] = []
        if attacker is not None:
            choices = list(combat.weapon_choices(attacker)) if self.can("weapon_choices") else []
            in_hand = combat.wielded(attacker) if self.can("wielded") else None
            for wid, label in choices:
                if wid == in_hand:
                    items.insert(0, (self.tr("{weapon} (in hand)").format(weapon=label), ""))
                else:
                    items.append((label, wid))
            if self._offers_other_weapon():
                items.append((self.tr("Other weapon…"), OTHER_WEAPON))
        keep = self.weapon_combo.currentData()
        fill_combo(self.weapon_combo, items, "" if keep == OTHER_WEAPON else keep)

    def select_weapon(self, weapon_id: str) -> bool:
        """Select ``weapon_id`` in the weapon list (the "in hand" entry when it is the one in
        hand), without signals; False when the attacker doesn't carry it."""
        combat, attacker = self.combat, self.attacker
        in_hand = combat.wielded(attacker) if attacker and self.can("wielded") else None
        return select_data(self.weapon_combo, "" if weapon_id == in_hand else weapon_id)

    def _offers_other_weapon(self) -> bool:
        """The sheet has a weapons picker ("Other weapon…"): asked once per encounter (the
        sheet is the ruleset's; building it after every drop cost a few ms)."""
        if self._other_weapon is None:
            self._other_weapon = self._weapon_field() is not None
        return self._other_weapon

    def _weapon_field(self) -> Any:
        """The sheet's weapons picker (an ``items`` field whose id names weapons), if any."""
        if not self.can("character_sheet"):
            return None
        try:
            fields = self.combat.character_sheet().fields()
        except (NotImplementedError, ValueError):
            return None
        return next((f for f in fields if f.kind == "items" and "weapon" in f.id and f.items), None)

    def _on_weapon_activated(self, _index: int) -> None:
        if self.weapon_combo.currentData() == OTHER_WEAPON:
            self.take_other_weapon()
        self.refresh_now()

    def take_other_weapon(self, item_id: str | None = None) -> bool:
        """Take up a weapon from the sheet's table (asked for when ``item_id`` is None): a
        deliberate, logged change of equipment, one undo step."""
        from core.characters import equip

        enc, attacker, field = self.enc, self.attacker, self._weapon_field()
        if enc is None or attacker is None or field is None:
            return False
        if item_id is None:
            item_id = ask_weapon(
                self, self.tr("Other weapon for {name}").format(name=attacker), field.items
            )
            if item_id is None:
                return False
        ok, _ = self.run(equip, enc, attacker, field.id, item_id)
        if ok:
            label = next((i.label for i in field.items if i.id == item_id), item_id)
            self.message.emit(
                self.tr("{name} takes up {weapon}.").format(name=attacker, weapon=label)
            )
            self.refresh_now()
            if select_data(self.weapon_combo, item_id):
                self.refresh_now()
        return ok

    def _set_enabled(self, on: bool, *, button: bool = True) -> None:
        """Enable the form (``button``: the Attack button too; a refresh leaves it to the
        preview, which enables it only when the attack is allowed, instead of switching it
        on and off again: each switch repaints it)."""
        for w in (
            self.attacker_combo,
            self.target_combo,
            self.weapon_combo,
            self.special_combo,
            self.open_box,
            self.flags_host,
            self.override_host,
        ):
            w.setEnabled(on)
        if button:
            self.attack_button.setEnabled(on)

    def _set_unavailable(self, text: str) -> None:
        self.unavailable.setText(text)
        self.unavailable.show()
        self._set_enabled(False)
        self._show_preview(None, None, "")
        self.result_frame.hide()

    def _show_preview(self, preview: Any, plan: Any, problem: str) -> None:
        self.preview, self.plan = preview, plan
        if preview is None:
            self.modifiers.setRowCount(0)
            self._shown_modifiers = None
            self.verdict.setText(problem)
            restyle(self.verdict, REFUSAL_STYLE)
            for label in (self.dice_label, self.rule_label, self.notes_label):
                label.setText("")
            self.attack_button.setEnabled(False)
            return
        self._show_verdict(preview, plan)
        self.dice_label.setText(str(preview.dice))
        style = getattr(plan, "dice_style", None) or ("step" if "step" in preview.dice else None)
        rule = DICE_RULES.get(style or "", "")
        self.rule_label.setText(_tr(rule) if rule else "")
        self.rule_label.setVisible(bool(style))
        self._show_modifiers(list(preview.modifiers))
        notes = [str(n) for n in preview.notes if n]
        if plan is not None and plan.can_be_blocked:
            notes.insert(0, self.tr("The target may block (an opposed roll)."))
        if plan is not None and getattr(plan, "requires_roll", None):
            skill = self.enc.ruleset.skill(str(plan.requires_roll))
            notes.append(self.tr("First: a {skill} roll.").format(skill=skill))
        self.notes_label.setText(" ".join(dict.fromkeys(notes)))
        self.notes_label.setVisible(bool(notes))
        self._show_block(plan)
        pending = self.result is not None and not _field(self.result, "resolved", True)
        self.attack_button.setEnabled(bool(preview.allowed) and not pending)

    def _show_verdict(self, preview: Any, plan: Any) -> None:
        """The core's verdict on exactly the options Attack will send."""
        extra = ""
        if plan is not None:
            action = {"slow": self.tr("a slow action"), "fast": self.tr("a fast action")}.get(
                plan.action, self.tr("free")
            )
            kinds = {"melee": self.tr("melee"), "ranged": self.tr("ranged")}
            kinds["thrown"] = self.tr("thrown")
            extra = self.tr(" — {band} range, {kind}, {action}").format(
                band=band_word(str(plan.range_band)).capitalize(),
                kind=kinds.get(plan.kind, plan.kind),
                action=action,
            )
        if preview.allowed:
            self.verdict.setText(self.tr("✔ Allowed{details}.").format(details=extra))
            restyle(self.verdict, OK_STYLE)
        else:
            text = " ".join(dict.fromkeys(r for r in [preview.reason] if r))
            self.verdict.setText(self.tr("✖ Not allowed: {reason}").format(reason=text))
            restyle(self.verdict, REFUSAL_STYLE)

    def _show_modifiers(self, rows: list[Any]) -> None:
        shown = [(str(m.label), str(m.value), str(m.source)) for m in rows] or self.tr(
            "No modifiers"
        )
        if shown == self._shown_modifiers:  # a drop elsewhere: the same rows, left as they are
            return
        self._shown_modifiers = shown
        self.modifiers.setRowCount(0)
        self.modifiers.setRowCount(len(rows))
        for i, m in enumerate(rows):
            label = QTableWidgetItem(str(m.label))
            label.setToolTip(str(m.label))
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
            none = QTableWidgetItem(self.tr("No modifiers"))
            none.setForeground(QColor("#888888"))
            self.modifiers.setItem(0, 0, none)
        self.modifiers.resizeRowsToContents()
        rows_h = sum(self.modifiers.rowHeight(r) for r in range(self.modifiers.rowCount()))
        head_h = self.modifiers.horizontalHeader().height()
        self.modifiers.setFixedHeight(max(48, min(190, rows_h + head_h + 4)))

    def _show_block(self, plan: Any) -> None:
        block = self.block_box
        if block is None:
            return
        can_block = plan.can_be_blocked if plan is not None else True
        block.setEnabled(bool(can_block))
        block.setToolTip(
            self.tr(
                "The defender blocks (a fast action, declared before the roll): an opposed roll"
            )
            if can_block
            else str(getattr(plan, "block_reason", "") or self.tr("This attack can't be blocked."))
        )
        if not can_block and block.isChecked():
            was = block.blockSignals(True)
            block.setChecked(False)
            block.blockSignals(was)

    def _show_result(self) -> None:
        r = self.result
        pending = r is not None and not _field(r, "resolved", True)
        self.push_button.setVisible(pending)
        self.accept_button.setVisible(pending)
        self.push_button.setEnabled(pending and bool(_field(r, "can_push", False)))
        self.verdict.setVisible(not pending)  # an open roll: the result says what to do
        if r is None:
            self.result_frame.hide()
            self.follow_up_button.hide()
            self.pending_row.hide()
            return
        outcome = _outcome(r)
        self.result_label.setText("<br>".join(self._result_lines(r, outcome)))
        colour = {"hit": "#e3f3e6", "miss": "#f4efe4", "pending": "#fff2cf"}.get(outcome, "#eeeeee")
        restyle(self.result_frame, f"#attackResultFrame {{ background: {colour}; }}")
        follow = self._follow_up
        if follow is not None and not follow[1]():
            self._follow_up = follow = None  # done (or undone) meanwhile
        self.follow_up_button.setVisible(follow is not None)
        if follow is not None:
            self.follow_up_button.setText(f"{follow[0]}…")
        self.pending_row.setVisible(pending or follow is not None)
        self.result_frame.show()
        self._fit_result()

    def _fit_result(self) -> None:
        """The result takes the lines it needs, up to a bound (then it scrolls itself)."""
        width = max(120, self.result_scroll.viewport().width() or self.width() - 30)
        need = self.result_label.heightForWidth(width)
        self.result_scroll.setMaximumHeight(
            max(RESULT_MIN_HEIGHT, min(RESULT_MAX_HEIGHT, need + 4))
        )

    def _result_lines(self, r: Any, outcome: str) -> list[str]:
        head = {
            "hit": self.tr("HIT"),
            "miss": self.tr("MISS"),
            "pending": self.tr("ROLLED — push or accept"),
            "no_attack": self.tr("NO ATTACK"),
            "done": self.tr("ROLLED"),
        }.get(outcome, outcome.upper())
        sent = self._sent
        attacker = _field(r, "attacker", "") or sent.get("attacker", "")
        target = _field(r, "target", "") or sent.get("target", "")
        weapon = str(_field(r, "weapon_name", "") or _field(r, "weapon", "") or "")
        if not weapon or weapon == sent.get("weapon"):
            weapon = sent.get("weapon_label", weapon)
        lines = [
            f"<b>{escape(head)}: {escape(str(attacker))} → {escape(str(target))}</b>"
            + (f" ({escape(str(weapon))})" if weapon else "")
        ]
        text = str(_field(r, "text", "") or "")
        rest: list[str] = []
        for key in ("roll", "block_roll"):
            roll = _field(r, key, None)
            if isinstance(roll, Mapping) and roll and not _tells_dice(text, roll):
                rest.append(describe_roll(roll))
        if not text:  # the runner's own sentence already tells successes and damage
            rest.append(self._numbers(r, outcome))
        rest.extend(str(e) for e in _field(r, "effects", []) or [])
        rest.append(text)
        lines.extend(escape(line) for line in dict.fromkeys(rest) if line)
        return lines

    @staticmethod
    def _numbers(r: Any, outcome: str) -> str:
        successes = _field(r, "successes", None)
        if successes is None:
            return ""
        if successes == 1:
            nums = QCoreApplication.translate("AttackDock", "1 success")
        else:
            nums = QCoreApplication.translate("AttackDock", "{n} successes").format(n=successes)
        if _field(r, "block_successes", 0):
            blocked, net = _field(r, "block_successes", 0), _field(r, "net_successes", 0)
            nums += QCoreApplication.translate(
                "AttackDock", ", {blocked} blocked → {net} net"
            ).format(blocked=blocked, net=net)
        if outcome == "pending":
            dealt = accept_damage(r)
            if dealt is not None:
                nums += QCoreApplication.translate(
                    "AttackDock", "; accepting deals {dealt} damage"
                ).format(dealt=dealt)
            elif _field(r, "net_successes", successes):
                nums += QCoreApplication.translate("AttackDock", "; accepting works out the damage")
        elif _field(r, "hit", False):
            dealt, taken = _field(r, "damage", 0), _field(r, "damage_taken", 0)
            nums += QCoreApplication.translate(
                "AttackDock", "; damage {dealt}, {taken} got through"
            ).format(dealt=dealt, taken=taken)
        return nums

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

    def _clear_result(self) -> None:
        """Forget the shown result; its status-bar message goes too."""
        self.result = None
        self._follow_up = None
        self.result_frame.hide()
        self.follow_up_button.hide()
        self.push_button.hide()
        self.accept_button.hide()
        self.pending_row.hide()
        if self._said:
            self.message_withdrawn.emit(self._said)
            self._said = ""

    def _say(self, text: str) -> None:
        self._said = text
        self.message.emit(text)

    # -- view → model -----------------------------------------------------------------------
    def attack(self) -> bool:
        """Roll the attack shown (one undo step); the core logs it; the result is shown."""
        req = self.request() if self.available() else None
        if req is None:
            return False
        attacker, target, weapon, opts = req
        if self.open_box.isChecked() and self.open_box.isVisible():
            opts["resolve"] = False
        assert self.enc is not None
        log_len = len(self.enc.log)
        sent = {
            "attacker": attacker,
            "target": target,
            "weapon": weapon,
            "weapon_label": self.weapon_combo.currentText().removesuffix(" (in hand)"),
        }
        ok, result = self.call("attack", attacker, target, weapon, **opts)
        if ok:
            self._sent = sent
            self.result = result
            self._follow_up = None
            self._result_log_len = max(log_len + 1, len(self.enc.log))
            self._say(self._summary(result))
            self.attacked.emit(result)
            self.refresh_now()
        return ok

    def push(self) -> bool:
        if self.result is None or not self.can("push_attack"):
            return False
        ok, result = self.call("push_attack", _field(self.result, "id", ""))
        if ok:
            self.result = result
            self._say(self._summary(result))
            self.refresh_now()
        return ok

    def accept(self) -> bool:
        if self.result is None or not self.can("resolve_attack"):
            return False
        ok, result = self.call("resolve_attack", _field(self.result, "id", ""))
        if ok:
            self.result = result
            self._say(self._summary(result))
            self.refresh_now()
        return ok

    def _summary(self, r: Any) -> str:
        if _field(r, "text", ""):
            return str(_field(r, "text", ""))
        outcome = _field(r, "outcome", "")
        a = _field(r, "attacker", "") or self._sent.get("attacker", "")
        t = _field(r, "target", "") or self._sent.get("target", "")
        if outcome == "hit":
            dealt, taken = _field(r, "damage", 0), _field(r, "damage_taken", 0)
            return self.tr("{attacker} hits {target}: {dealt} damage, {taken} got through.").format(
                attacker=a, target=t, dealt=dealt, taken=taken
            )
        if outcome == "miss":
            return self.tr("{attacker} misses {target}.").format(attacker=a, target=t)
        if outcome == "pending":
            return self.tr(
                "{attacker}'s attack on {target} is rolled: push it or accept it."
            ).format(attacker=a, target=t)
        return str(_field(r, "text", "") or "; ".join(_field(r, "effects", []) or []))


def ask_weapon(parent: QWidget | None, title: str, items: Any) -> str | None:
    """Pick one row of the sheet's weapon table (its numbers beside it); None if cancelled."""
    dlg = QDialog(parent)
    named(dlg, "otherWeaponDialog", title)
    dlg.setWindowTitle(title)
    listing = named(QListWidget(), "otherWeaponList", "Weapons")
    for item in items:
        row = QListWidgetItem(item.label)
        row.setData(Qt.ItemDataRole.UserRole, item.id)
        listing.addItem(row)
    listing.setCurrentRow(0)
    listing.itemDoubleClicked.connect(lambda _i: dlg.accept())
    box = named(
        QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        ),
        "otherWeaponButtons",
        "Take it up or cancel",
    )
    for b in box.buttons():
        b.setAccessibleName(b.text().replace("&", ""))
        b.setObjectName(f"otherWeapon{b.text().replace('&', '')}Button")
    box.accepted.connect(dlg.accept)
    box.rejected.connect(dlg.reject)
    hint = QLabel("Taking up a weapon is a change of equipment: logged, one undo step.")
    hint.setWordWrap(True)
    layout = QVBoxLayout(dlg)
    for w in (hint, listing, box):
        layout.addWidget(w)
    if dlg.exec() != QDialog.DialogCode.Accepted or listing.currentItem() is None:
        return None
    return str(listing.currentItem().data(Qt.ItemDataRole.UserRole))


def accept_damage(result: Any) -> int | None:
    """The damage accepting a pending attack deals, when the runner says (None otherwise)."""
    for key in ACCEPT_DAMAGE_FIELDS:
        value = _field(result, key, None)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None


def _tells_dice(text: str, roll: Any) -> bool:
    """The runner's sentence already shows this roll's dice ("[6 3 1]")."""
    described = describe_roll(roll)
    start, end = described.find("["), described.find("]")
    return start >= 0 and described[start : end + 1] in text


def _outcome(r: Any) -> str:
    outcome = str(_field(r, "outcome", "") or "")
    if not outcome and isinstance(_field(r, "hit", None), bool):
        outcome = "hit" if _field(r, "hit", False) else "miss"
    return outcome or "done"


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


__all__ = ["AttackDock", "accept_damage", "ask_weapon"]
