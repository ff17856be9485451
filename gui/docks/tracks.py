"""The tracks dock: the selected combatant's tracks, state, action pips and timed effects.

Every ruleset: the fight runner's ``track_views(name)`` — counters (a bar, with Harm / Heal
buttons when ``adjustable``: ``adjust_track(name, id, ±1)``, a positive delta harming through the
ruleset's damage rules), boxes (check boxes), flags (a check box when adjustable), text lines and
lists — the "state" view as the headline, and the timed effects (``describe_effect``).

A runner that also offers ``damage_tracks(name)`` (YZE) gets its own panels: the encounter's damage
system (Health and Resolve boxes, attribute points, or condition check boxes), broken / dying /
dead, damage of a kind, healing and recovery, armour and cover, critical injuries with their time
limits and healing days, and the death rolls due (``apply_damage``, ``apply_stress``, ``heal``,
``recover_turn``, ``set_armour``, ``leave_cover``, ``roll_crit``, ``death_roll``, ``stabilise``).
Every edit is a core call — one undo step each.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core.effects import describe_effect
from core.i18n import rule_text
from gui.docks.combat_base import (
    MUTED_STYLE,
    REFUSAL_STYLE,
    CombatDock,
    ListRow,
    compact,
    fill_combo,
    named,
    refill_list,
    restyle,
    select_data,
    status_label,
)
from gui.docks.pips import BROKEN, DEAD, DYING, PipsWidget, measures_text, pip_marks, pips_text

SYSTEM_TITLES = {
    "health_resolve": "Health & Resolve",
    "attribute_damage": "Attribute damage",
    "conditions": "Conditions",
}
DAMAGE_KINDS = (("physical", "Damage"), ("stress", "Stress"), ("fire", "Fire"))
ATTRIBUTE_TITLES = {
    "strength": "Strength",
    "agility": "Agility",
    "wits": "Wits",
    "empathy": "Empathy",
}
TRACK_COLOURS = {
    "health": QColor("#c23b32"),
    "resolve": QColor("#2f6fc0"),
    "strength": QColor("#c23b32"),
    "agility": QColor("#c77700"),
    "wits": QColor("#2f6fc0"),
    "empathy": QColor("#7a4fb0"),
}


class TrackBar(QWidget):
    """A row of boxes: ``current`` of ``maximum`` filled (read-only)."""

    def __init__(self, colour: QColor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour = colour
        self.current = 0
        self.maximum = 0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_value(self, current: int, maximum: int) -> None:
        if (current, maximum) != (self.current, self.maximum):
            self.current, self.maximum = int(current), int(maximum)
            self.update()
        self.setToolTip(f"{current} of {maximum}")

    def sizeHint(self) -> QSize:
        return QSize(max(60, min(self.maximum, 12) * 15), 16)

    BOXES_UP_TO = 20
    """Up to this many points are drawn as boxes; more as one continuous bar."""

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.maximum > self.BOXES_UP_TO:
            self._paint_bar(p)
            p.end()
            return
        n = max(1, self.maximum)
        box = min(14.0, (self.width() - 2) / n - 3)
        for i in range(self.maximum):
            rect = QRectF(1 + i * (box + 3), (self.height() - box) / 2, box, box)
            if i < self.current:
                p.setPen(QPen(self.colour.darker(130), 1))
                p.setBrush(self.colour)
            else:
                p.setPen(QPen(QColor("#9a9a9a"), 1))
                p.setBrush(QBrush(QColor("#f2f2f2")))
            p.drawRoundedRect(rect, 2, 2)
        p.end()

    def _paint_bar(self, p: QPainter) -> None:
        h = 12.0
        outline = QRectF(1, (self.height() - h) / 2, self.width() - 2, h)
        p.setPen(QPen(QColor("#9a9a9a"), 1))
        p.setBrush(QBrush(QColor("#f2f2f2")))
        p.drawRoundedRect(outline, 3, 3)
        share = max(0.0, min(1.0, self.current / self.maximum)) if self.maximum else 0.0
        if share > 0:
            filled = QRectF(outline.left(), outline.top(), outline.width() * share, h)
            p.setPen(QPen(self.colour.darker(130), 1))
            p.setBrush(self.colour)
            p.drawRoundedRect(filled, 3, 3)


def _heading(text: str) -> QGroupBox:
    box = QGroupBox(text.replace("&", "&&"))
    f = QFont(box.font())
    f.setBold(True)
    box.setFont(f)
    return box


def _button(text: str, object_name: str, accessible: str, tip: str = "") -> QPushButton:
    b = named(QPushButton(text), object_name, accessible)
    if tip:
        b.setToolTip(tip)
    return b


def _small(text: str, object_name: str, accessible: str, tip: str) -> QPushButton:
    b = _button(text, object_name, accessible, tip)
    b.setFixedWidth(max(28, b.fontMetrics().horizontalAdvance(text) + 14))
    return b


FALLBACK_COLOURS = (QColor("#c23b32"), QColor("#2f6fc0"), QColor("#c77700"), QColor("#7a4fb0"))


def _tr(text: str) -> str:
    return QCoreApplication.translate("TracksDock", text)


def _value_text(value: Any) -> str:
    """A track's value as the dock shows it (literal translate calls: lupdate reads them)."""
    if value is True:
        return QCoreApplication.translate("TracksDock", "yes")
    if value is False:
        return QCoreApplication.translate("TracksDock", "no")
    if isinstance(value, (list, tuple)):
        none = QCoreApplication.translate("TracksDock", "none")
        return "; ".join(str(x) for x in value) or none
    return str(value)


def _colour_for(row: int) -> QColor:
    """A counter's colour when the dock has none for its id: by its place in the list."""
    return FALLBACK_COLOURS[row % len(FALLBACK_COLOURS)]


HEALED = QColor("#8a8a8a")


def _list_item(row: ListRow) -> QListWidgetItem:
    """A list item from ``(text, colour, (data,) or None, tooltip or None, enabled)``."""
    text, colour, data, tip, enabled = row
    item = QListWidgetItem(text)
    if colour is not None:
        item.setForeground(QBrush(colour))
    if data is not None:
        item.setData(Qt.ItemDataRole.UserRole, data[0])
    if tip is not None:
        item.setToolTip(tip)
    if not enabled:
        item.setFlags(Qt.ItemFlag.NoItemFlags)
    return item


def injury_text(inj: Mapping[str, Any]) -> str:
    """One line per critical injury: name, lethal and time limit, effects, healing days."""
    parts = [rule_text(inj, "name") or "?"]
    if inj.get("d66"):
        parts[0] += f" (D66 {inj['d66']})"
    if inj.get("lethal") and not inj.get("instant_death"):
        parts.append(_lethal_text(inj))
    if inj.get("effects"):
        parts.append(rule_text(inj, "effects"))
    if inj.get("healed"):
        parts.append(QCoreApplication.translate("TracksDock", "healed"))
    elif inj.get("days_left") is not None:
        days = int(inj["days_left"])
        parts.append(QCoreApplication.translate("TracksDock", "heals in %n day(s)", "", days))
    if inj.get("permanent"):
        parts.append(QCoreApplication.translate("TracksDock", "permanent"))
    return " — ".join(parts)


def _time_word(limit: str) -> str:
    """A crit's time limit (round, turn, stretch, shift, day) in the UI language."""
    words = {
        "round": QCoreApplication.translate("TracksDock", "round"),
        "turn": QCoreApplication.translate("TracksDock", "turn"),
        "stretch": QCoreApplication.translate("TracksDock", "stretch"),
        "shift": QCoreApplication.translate("TracksDock", "shift"),
        "day": QCoreApplication.translate("TracksDock", "day"),
    }
    return words.get(limit, limit)


def _lethal_text(inj: Mapping[str, Any]) -> str:
    """ "LETHAL, time limit: a turn, death rolls -1, stabilised"."""
    lethal = [QCoreApplication.translate("TracksDock", "LETHAL")]
    if inj.get("time_limit"):
        lethal.append(
            QCoreApplication.translate("TracksDock", "time limit: a {limit}").format(
                limit=_time_word(str(inj["time_limit"]))
            )
        )
    mod = inj.get("death_roll_modifier")
    if mod:
        lethal.append(
            QCoreApplication.translate("TracksDock", "death rolls {mod}").format(
                mod=f"{int(mod):+d}"
            )
        )
    if inj.get("stabilised"):
        lethal.append(QCoreApplication.translate("TracksDock", "stabilised"))
    return ", ".join(lethal)


class TracksDock(CombatDock):
    """Damage and stress tracks, protection, crits and effects of one combatant."""

    def __init__(self, parent: QWidget | None = None) -> None:
        title = QCoreApplication.translate("TracksDock", "Tracks")
        super().__init__(title, "tracksDock", "Damage tracks", parent)
        self.name: str | None = None
        self.tracks: dict[str, Any] = {}
        self.views: list[Any] = []
        body = QWidget()
        # its children paint themselves: a taller or shorter body (another number of rows)
        # repaints what moved or came into view, not the whole form again
        body.setAttribute(Qt.WidgetAttribute.WA_StaticContents)
        outer = QVBoxLayout(body)
        outer.setContentsMargins(6, 6, 6, 6)
        outer.setSpacing(6)

        self.combatant_combo = compact(
            named(QComboBox(), "tracksCombatantCombo", "Combatant shown")
        )
        self.combatant_combo.setToolTip(
            self.tr("Follows the map selection; pick someone here too.")
        )
        self.combatant_combo.activated.connect(self._on_combatant_chosen)
        self.system_combo = compact(named(QComboBox(), "tracksSystemCombo", "Damage system"))
        self.system_combo.setToolTip(self.tr("The encounter's damage system (one for everyone)"))
        self.system_combo.activated.connect(self._on_system_chosen)
        self.state_label = status_label("tracksStateLabel", "Combatant state")
        f = QFont(self.state_label.font())
        f.setBold(True)
        self.state_label.setFont(f)
        self.pips = PipsWidget(self, size=11)
        named(self.pips, "tracksPips", "Actions left")
        self.pips_label = named(QLabel(), "tracksPipsLabel", "Actions left this round")
        self.pips_label.setStyleSheet(MUTED_STYLE)
        self.pips_label.setWordWrap(True)
        self.head = head = QFormLayout()
        head.addRow(self.tr("Combatant"), self.combatant_combo)
        head.addRow(self.tr("System"), self.system_combo)
        outer.addLayout(head)
        outer.addWidget(self.state_label)
        outer.addWidget(self.pips)
        outer.addWidget(self.pips_label)

        # damage
        self.damage_box = _heading(self.tr("Damage"))
        damage = QVBoxLayout(self.damage_box)
        self.track_host = QWidget()
        self.track_grid = QGridLayout(self.track_host)
        self.track_grid.setContentsMargins(0, 0, 0, 0)
        self.track_grid.setHorizontalSpacing(8)
        self.track_grid.setVerticalSpacing(3)
        self.track_bars: dict[str, TrackBar] = {}
        self.track_labels: dict[str, QLabel] = {}
        self.condition_boxes: dict[str, QCheckBox] = {}
        self.track_buttons: dict[str, tuple[QPushButton, QPushButton]] = {}
        self._track_shape: tuple[Any, ...] = ()
        damage.addWidget(self.track_host)
        self.amount_spin = named(QSpinBox(), "tracksAmountSpin", "Damage amount")
        self.amount_spin.setRange(1, 30)
        self.kind_combo = compact(named(QComboBox(), "tracksKindCombo", "Kind of damage"))
        for kind, title in DAMAGE_KINDS:
            self.kind_combo.addItem(self._title(kind, title), kind)
        self.attribute_combo = compact(named(QComboBox(), "tracksAttributeCombo", "Attribute hit"))
        for key, title in ATTRIBUTE_TITLES.items():
            self.attribute_combo.addItem(self._title(key, title), key)
        self.apply_button = _button(
            self.tr("Apply"), "tracksApplyButton", "Apply damage", self.tr("After armour and cover")
        )
        self.apply_button.clicked.connect(self.apply)
        apply_row = QHBoxLayout()
        apply_row.addWidget(self.amount_spin)
        apply_row.addWidget(self.kind_combo, 1)
        apply_row.addWidget(self.attribute_combo, 1)
        apply_row.addWidget(self.apply_button)
        damage.addLayout(apply_row)
        self.healer_combo = compact(named(QComboBox(), "tracksHealerCombo", "Healer"))
        self.healer_combo.setToolTip(self.tr("Who makes the Healing roll (Heal, Stabilise)"))
        self.heal_button = _button(
            self.tr("Heal"),
            "tracksHealButton",
            "Heal",
            self.tr("Healing roll on a broken victim (slow action)"),
        )
        self.recover_button = _button(
            self.tr("Recover a Turn"),
            "tracksRecoverButton",
            "Recover over a Turn",
            self.tr("A Turn has passed: recover on your own"),
        )
        self.heal_button.clicked.connect(self.heal)
        self.recover_button.clicked.connect(self.recover)
        heal_row = QHBoxLayout()
        self.healer_title = QLabel(self.tr("Healer"))
        heal_row.addWidget(self.healer_title)
        heal_row.addWidget(self.healer_combo, 1)
        heal_row.addWidget(self.heal_button)
        damage.addLayout(heal_row)
        damage.addWidget(self.recover_button)
        outer.addWidget(self.damage_box)

        # protection
        self.protection_box = _heading(self.tr("Armour & cover"))
        prot = QGridLayout(self.protection_box)
        self.armour_label = named(QLabel("—"), "tracksArmourLabel", "Armour")
        self.armour_spin = named(QSpinBox(), "tracksArmourSpin", "Armour rating")
        self.armour_spin.setRange(0, 12)
        self.armour_spin.setSpecialValueText(self.tr("none"))
        self.armour_button = _button(
            self.tr("Set"),
            "tracksArmourButton",
            "Set armour",
            self.tr("Put on, repair or take off body armour"),
        )
        self.armour_button.clicked.connect(self.set_armour)
        self.cover_label = named(QLabel("—"), "tracksCoverLabel", "Cover")
        for label in (self.armour_label, self.cover_label):
            label.setWordWrap(True)
        self.cover_button = _button(self.tr("Leave"), "tracksLeaveCoverButton", "Leave cover")
        self.cover_button.clicked.connect(self.leave_cover)
        prot.addWidget(QLabel(self.tr("Armour")), 0, 0)
        prot.addWidget(self.armour_label, 0, 1)
        prot.addWidget(self.armour_spin, 0, 2)
        prot.addWidget(self.armour_button, 0, 3)
        prot.addWidget(QLabel(self.tr("Cover")), 1, 0)
        prot.addWidget(self.cover_label, 1, 1, 1, 2)
        prot.addWidget(self.cover_button, 1, 3)
        prot.setColumnStretch(1, 1)
        outer.addWidget(self.protection_box)

        # critical injuries
        self.crit_box = _heading(self.tr("Critical injuries"))
        crit = QVBoxLayout(self.crit_box)
        self.death_label = status_label("tracksDeathLabel", "Death rolls due")
        self.death_label.setStyleSheet(REFUSAL_STYLE + " font-weight: bold;")
        self.crit_list = named(QListWidget(), "tracksCritList", "Critical injuries")
        self.crit_list.setWordWrap(True)
        self.crit_list.setMaximumHeight(120)
        self.crit_mods = status_label("tracksCritModifiers", "Skill modifiers from injuries")
        self.crit_mods.setStyleSheet(MUTED_STYLE)
        self.crit_kind = compact(named(QComboBox(), "tracksCritKindCombo", "Critical table"))
        self.crit_kind.addItem(self.tr("Physical"), "physical")
        self.crit_kind.addItem(self.tr("Mental"), "mental")
        self.d66_edit = named(QLineEdit(), "tracksD66Edit", "D66 result")
        self.d66_edit.setPlaceholderText(self.tr("D66 (blank: roll)"))
        self.d66_edit.setMaximumWidth(110)
        self.crit_button = _button(
            self.tr("Roll crit"),
            "tracksCritButton",
            "Roll a critical injury",
            self.tr("Roll D66 or enter it"),
        )
        self.crit_button.clicked.connect(self.roll_crit)
        self.death_button = _button(
            self.tr("Death roll"),
            "tracksDeathRollButton",
            "Death roll",
            self.tr("Stamina roll: failure kills"),
        )
        self.stabilise_button = _button(
            self.tr("Stabilise"),
            "tracksStabiliseButton",
            "Stabilise",
            self.tr("Healing roll by the healer: the time limit moves one step longer"),
        )
        self.death_button.clicked.connect(self.death_roll)
        self.stabilise_button.clicked.connect(self.stabilise)
        crit_row = QHBoxLayout()
        crit_row.addWidget(self.crit_kind)
        crit_row.addWidget(self.d66_edit)
        crit_row.addWidget(self.crit_button)
        death_row = QHBoxLayout()
        death_row.addWidget(self.death_button)
        death_row.addWidget(self.stabilise_button)
        crit.addWidget(self.death_label)
        crit.addLayout(death_row)
        crit.addWidget(self.crit_list)
        crit.addWidget(self.crit_mods)
        crit.addLayout(crit_row)
        outer.addWidget(self.crit_box)

        # effects
        self.effects_box = _heading(self.tr("Effects"))
        eff = QVBoxLayout(self.effects_box)
        self.effects_list = named(QListWidget(), "tracksEffectsList", "Effects")
        self.effects_list.setWordWrap(True)
        self.effects_list.setMaximumHeight(90)
        self.remove_effect_button = _button(
            self.tr("Remove effect"), "tracksRemoveEffectButton", "Remove the selected effect"
        )
        self.remove_effect_button.clicked.connect(self.remove_effect)
        eff.addWidget(self.effects_list)
        eff.addWidget(self.remove_effect_button)
        outer.addWidget(self.effects_box)

        self.other_box = _heading(self.tr("More"))
        other = QVBoxLayout(self.other_box)
        self.other_list = named(QListWidget(), "tracksOtherList", "More about the combatant")
        self.other_list.setWordWrap(True)
        self.other_list.setMaximumHeight(110)
        other.addWidget(self.other_list)
        self.other_box.hide()
        outer.addWidget(self.other_box)
        outer.addStretch(1)

        scroll = named(QScrollArea(), "tracksScroll", "Tracks")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(body)
        self.setWidget(scroll)
        self.setMinimumWidth(300)

    # -- model → view -----------------------------------------------------------------------
    def encounter_changed(self) -> None:
        self.name = None

    def _title(self, key: str, fallback: str) -> str:
        """A damage system, kind of damage or attribute in the UI language."""
        titles = {
            "health_resolve": self.tr("Health & Resolve"),
            "attribute_damage": self.tr("Attribute damage"),
            "conditions": self.tr("Conditions"),
            "physical": self.tr("Damage"),
            "stress": self.tr("Stress"),
            "fire": self.tr("Fire"),
            "strength": self.tr("Strength"),
            "agility": self.tr("Agility"),
            "wits": self.tr("Wits"),
            "empathy": self.tr("Empathy"),
        }
        return titles.get(key, SYSTEM_TITLES.get(key, fallback))

    def show_combatant(self, name: str | None) -> None:
        """Follow the map selection (or any caller): show ``name``'s tracks."""
        if name and self.enc is not None and name in self.enc and name != self.name:
            self.name = name
            self.refresh_now()

    def refresh(self) -> None:
        enc = self.enc
        assert enc is not None
        names = [c.name for c in enc.combatants()]
        if self.name not in names:
            self.name = names[0] if names else None
        fill_combo(self.combatant_combo, [(n, n) for n in names], self.name)
        fill_combo(self.healer_combo, [(n, n) for n in names if n != self.name])
        if self.name is None:
            self.state_label.setText("No combatants.")
            self.pips.set_marks(())
            self.pips_label.setText("")
            self._clear_tracks()
            for box in (self.damage_box, self.protection_box, self.crit_box, self.other_box):
                box.setVisible(False)
            return
        combat = self.combat
        name = self.name
        views = list(combat.track_views(name)) if self.can("track_views") else []
        self.views = views
        rich = self.has_damage_panels()
        self.tracks = tracks = combat.damage_tracks(name) if rich else {}
        system = tracks.get("system", "")
        can_system = self.can("set_yze_setting") and bool(system)
        rows = (
            [r["id"] for r in enc.ruleset.table("damage_systems")["rows"]]
            if can_system
            else [system]
        )
        fill_combo(self.system_combo, [(self._title(i, i), i) for i in rows], system)
        self.system_combo.setEnabled(can_system)
        self.system_combo.setVisible(bool(system))
        self.head.labelForField(self.system_combo).setVisible(bool(system))
        self._show_state(tracks, views)
        words = pips_text(enc, name)
        self.pips.set_marks(pip_marks(enc, name), words, measures_text(enc, name))
        self.pips_label.setText(words)  # the runner's own words for what is left
        title = self.tr("Damage — {system}").format(system=self._title(system, system))
        title = title if system else self.tr("Tracks")
        self.damage_box.setTitle(title.replace("&", "&&"))
        self._show_tracks(views)
        # the richer damage panels, offered when the runner has damage_tracks (YZE)
        dead = bool(tracks.get("dead"))
        can_apply = rich and self.can("apply_damage")
        for w in (self.amount_spin, self.kind_combo, self.apply_button):
            w.setVisible(can_apply)
        self.attribute_combo.setVisible(can_apply and system == "attribute_damage")
        self.apply_button.setEnabled(not dead)
        can_heal = rich and self.can("heal")
        for w in (self.healer_combo, self.heal_button, self.healer_title):
            w.setVisible(can_heal)
        self.heal_button.setEnabled(bool(tracks.get("broken")) and not dead)
        self.heal_button.setToolTip(
            self.tr("Healing roll on a broken victim (slow action of the healer)")
            if tracks.get("broken")
            else self.tr("{name} isn't broken: Heal only helps a broken victim.").format(name=name)
        )
        self.recover_button.setVisible(rich and self.can("recover_turn"))
        self.recover_button.setEnabled(not dead)
        self.damage_box.setVisible(True)
        consumed: set[str] = {"state"}
        if rich and self.can("set_armour") and tracks:
            self.protection_box.setVisible(True)
            self._show_protection(tracks)
            consumed |= {"armour", "cover"}
        else:
            self.protection_box.setVisible(False)
        if rich and self.can("injuries") and self.can("roll_crit"):
            self.crit_box.setVisible(True)
            self._show_crits(name, tracks)
            consumed |= {"crits", "death_roll", "crit_modifiers"}
        else:
            self.crit_box.setVisible(False)
        self._show_other(views, consumed)
        self._show_effects(name)

    def _show_state(self, tracks: Mapping[str, Any], views: list[Any]) -> None:
        name = self.name
        if not tracks:  # a runner without damage_tracks: its "state" view, if any
            state = next((v for v in views if v.id == "state"), None)
            sev = getattr(state, "severity", "ok")
            text = f"{name}: {state.value}" if state is not None else f"{name}"
            if state is not None and state.detail:
                text += f" ({state.detail})"
            colour = {"bad": DYING, "warn": BROKEN}.get(sev, QColor("#1b7a3a"))
        elif tracks.get("dead"):
            cause = tracks.get("death_cause") or ""
            dead = self.tr("{name} is DEAD: {cause}") if cause else self.tr("{name} is DEAD.")
            text, colour = dead.format(name=name, cause=cause), DEAD
        elif tracks.get("broken") and tracks.get("dying"):
            sides = self.tr(" and ").join(tracks.get("broken_by") or [])
            text = self.tr("{name} is BROKEN ({sides}) and DYING.").format(name=name, sides=sides)
            colour = DYING
        elif tracks.get("dying"):
            text = self.tr("{name} is DYING: a lethal injury isn't stabilised.").format(name=name)
            colour = DYING
        elif tracks.get("broken"):
            sides = self.tr(" and ").join(tracks.get("broken_by") or [])
            text = self.tr("{name} is BROKEN ({sides}): no actions, no rolls.").format(
                name=name, sides=sides
            )
            colour = BROKEN
        else:
            text, colour = self.tr("{name} can fight.").format(name=name), QColor("#1b7a3a")
        self.state_label.setText(text)
        restyle(self.state_label, f"color: {colour.name()};")

    def _clear_tracks(self) -> None:
        while self.track_grid.count():
            item = self.track_grid.takeAt(0)
            w = item.widget()
            if w is not None:
                w.hide()
                w.deleteLater()
        self.track_bars = {}
        self.track_labels = {}
        self.condition_boxes = {}
        self.track_buttons = {}
        self._track_shape = ()

    GRID_KINDS = ("counter", "boxes", "flag", "text")
    """Track kinds drawn in the grid; lists (and kinds this dock doesn't know) go to "More"."""

    def has_damage_panels(self) -> bool:
        """The runner offers the richer damage view (``damage_tracks``: YZE) and its panels."""
        return self.can("damage_tracks")

    def _grid_views(self, views: list[Any]) -> list[Any]:
        return [v for v in views if v.kind in self.GRID_KINDS and v.id != "state"]

    def _show_tracks(self, views: list[Any]) -> None:
        """Draw the runner's tracks (rebuilt only when their shape changes)."""
        shown = self._grid_views(views)
        shape = tuple((v.id, v.kind, v.maximum, tuple(v.options), v.adjustable) for v in shown)
        if shape != self._track_shape:
            self._build_tracks(shown)
            self._track_shape = shape
        for v in shown:
            if v.kind == "counter":
                self.track_bars[v.id].set_value(int(v.value or 0), int(v.maximum or 0))
                self.track_labels[v.id].setText(f"{v.value} / {v.maximum}")
            elif v.kind == "boxes":
                marked = set(v.value or ())
                for option in v.options:
                    box = self.condition_boxes[f"{v.id}:{option}"]
                    was = box.blockSignals(True)
                    box.setChecked(option in marked)
                    box.blockSignals(was)
            elif v.kind == "flag" and v.adjustable:
                box = self.condition_boxes[v.id]
                was = box.blockSignals(True)
                box.setChecked(bool(v.value))
                box.blockSignals(was)
            else:
                label = self.track_labels[v.id]
                label.setText(_value_text(v.value))
                colour = {"bad": DYING, "warn": BROKEN}.get(v.severity)
                restyle(label, f"color: {colour.name()};" if colour is not None else "")
        self.track_host.setVisible(bool(shown))

    def _build_tracks(self, views: list[Any]) -> None:
        self._clear_tracks()
        grid = self.track_grid
        row = 0
        for v in views:
            title = named(QLabel(v.label), f"tracksTitle_{v.id}", v.label)
            # a long label wraps rather than squeezing the bars; a short one stays on a line
            bold = QFont(title.font())
            bold.setBold(True)  # as the group box shows it
            if QFontMetrics(bold).horizontalAdvance(v.label) > 130:
                title.setWordWrap(True)
                title.setMaximumWidth(130)
            if v.detail:
                title.setToolTip(v.detail)
            if v.kind == "counter":
                bar = TrackBar(TRACK_COLOURS.get(v.id, _colour_for(row)))
                named(bar, f"tracksBar_{v.id}", v.label)
                value = named(QLabel(), f"tracksValue_{v.id}", f"{v.label} points")
                value.setMinimumWidth(40)
                value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                grid.addWidget(title, row, 0)
                grid.addWidget(bar, row, 1)
                grid.addWidget(value, row, 2)
                self.track_bars[v.id] = bar
                self.track_labels[v.id] = value
                if v.adjustable:
                    hurt = _small(
                        self.tr("Harm"),
                        f"tracksHurt_{v.id}",
                        f"{v.label}: one point of harm",
                        self.tr("One point of harm to {track}, through the rules").format(
                            track=v.label
                        ),
                    )
                    mend = _small(
                        self.tr("Heal"),
                        f"tracksMend_{v.id}",
                        f"{v.label}: recover one",
                        self.tr("Recover one point of {track}").format(track=v.label),
                    )
                    hurt.clicked.connect(lambda _=False, t=v.id: self.adjust(t, 1))
                    mend.clicked.connect(lambda _=False, t=v.id: self.adjust(t, -1))
                    grid.addWidget(hurt, row, 3)
                    grid.addWidget(mend, row, 4)
                    self.track_buttons[v.id] = (hurt, mend)
                row += 1
            elif v.kind == "boxes":
                title.setStyleSheet("font-weight: bold;")
                grid.addWidget(title, row, 0, 1, 5)
                row += 1
                for i, option in enumerate(v.options):
                    key = f"{v.id}:{option}"
                    box = named(
                        QCheckBox(option), f"tracksCondition_{v.id}_{i}", f"{option} ({v.label})"
                    )
                    box.setToolTip(
                        (v.detail + ". " if v.detail else "")
                        + self.tr("Tick to take it as harm; untick to recover one.")
                    )
                    box.setEnabled(bool(v.adjustable))
                    box.toggled.connect(lambda on, t=v.id, o=option: self.mark_condition(t, o, on))
                    self.condition_boxes[key] = box
                    grid.addWidget(box, row + i // 2, 1 + i % 2, 1, 2 if i % 2 else 1)
                row += (len(v.options) + 1) // 2
            elif v.kind == "flag" and v.adjustable:
                box = named(QCheckBox(v.label), f"tracksFlag_{v.id}", v.label)
                box.setToolTip(v.detail or f"Tick to set {v.label}; untick to clear it.")
                box.toggled.connect(lambda on, t=v.id: self.set_flag(t, on))
                self.condition_boxes[v.id] = box
                grid.addWidget(box, row, 0, 1, 5)
                row += 1
            else:  # text, or a flag the GM can't set
                value = named(QLabel(), f"tracksValue_{v.id}", v.label)
                value.setWordWrap(True)
                value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                if v.detail:
                    value.setToolTip(v.detail)
                title.setStyleSheet(MUTED_STYLE)
                grid.addWidget(title, row, 0)
                grid.addWidget(value, row, 1, 1, 4)
                self.track_labels[v.id] = value
                row += 1
        grid.setColumnStretch(1, 1)

    def _show_other(self, views: list[Any], consumed: set[str]) -> None:
        """Lists (and kinds this dock has no place for) as plain lines under "More"."""
        grid = {v.id for v in self._grid_views(views)}
        rows: list[ListRow] = []
        for v in views:
            if v.id in grid or v.id in consumed:
                continue
            if v.kind in ("list", "flag"):
                shown = bool(v.value) if v.kind == "flag" else list(v.value or ())
                text = f"{v.label}: {_value_text(shown)}"
            else:
                text = f"{v.label}: {v.value}"
            if v.detail:
                text += f" ({v.detail})"
            colour = {"bad": DYING, "warn": BROKEN}.get(v.severity)
            rows.append((text, colour, None, None, True))
        refill_list(self.other_list, rows, _list_item)
        self.other_box.setVisible(self.other_list.count() > 0)

    def _show_protection(self, tracks: Mapping[str, Any]) -> None:
        armour = tracks.get("armour")
        self.armour_label.setText(
            self.tr("{armour} — rating {rating}").format(
                armour=armour.get("name") or self.tr("Armour"), rating=armour["rating"]
            )
            if armour
            else self.tr("none")
        )
        was = self.armour_spin.blockSignals(True)
        rating = armour["rating"] if armour else 0
        self.armour_spin.setValue(rating if isinstance(rating, int) else 0)
        self.armour_spin.blockSignals(was)
        cover = tracks.get("cover")
        if cover:
            label = cover.get("name") or cover.get("label") or self.tr("Cover")
            rating = cover.get("rating", "?")
            self.cover_label.setText(
                self.tr("{cover} — rating {rating} (ranged attacks only)").format(
                    cover=label, rating=rating
                )
            )
        else:
            self.cover_label.setText(self.tr("none (Take cover is a fast action)"))
        self.cover_button.setEnabled(bool(cover))

    def _show_crits(self, name: str, tracks: Mapping[str, Any]) -> None:
        combat = self.combat
        injuries = combat.injuries(name) if self.can("injuries") else []
        due = combat.death_rolls_due(name) if self.can("death_rolls_due") else []
        rows: list[ListRow] = []
        for inj in injuries:
            colour = None
            if inj.get("healed"):
                colour = HEALED
            elif inj.get("lethal") and not inj.get("stabilised"):
                colour = DYING
            tip = rule_text(inj, "effects")
            rows.append((injury_text(inj), colour, (inj.get("id"),), tip, True))
        if not injuries:
            rows.append((self.tr("No critical injuries."), None, None, None, False))
        refill_list(self.crit_list, rows, _list_item)
        by_id = {i.get("id"): i for i in injuries}
        if due:
            what = ", ".join(
                self.tr("burning") if d == "fire" else str(by_id.get(d, {}).get("name", d))
                for d in due
            )
            self.death_label.setText(self.tr("Death roll due now: {what}.").format(what=what))
            self.death_label.show()
        else:
            self.death_label.hide()
        mods = combat.crit_skill_modifiers(name) if self.can("crit_skill_modifiers") else {}
        self.crit_mods.setText(
            self.tr("Skill modifiers: {mods}").format(
                mods=", ".join(f"{k} {v:+d}" for k, v in sorted(mods.items()))
            )
            if mods
            else ""
        )
        self.crit_mods.setVisible(bool(mods))
        dying = bool(tracks.get("dying")) and not tracks.get("dead")
        self.death_button.setEnabled(dying)
        self.stabilise_button.setEnabled(dying)
        self.crit_button.setEnabled(not tracks.get("dead"))

    def _show_effects(self, name: str) -> None:
        effects = self.combat.effects_on(name) if self.can("effects_on") else []
        rows: list[ListRow] = [
            (describe_effect(e), None, (e.get("id"),), None, True) for e in effects
        ]
        if not effects:
            rows.append((self.tr("No effects."), None, None, None, False))
        refill_list(self.effects_list, rows, _list_item)
        self.effects_box.setVisible(True)
        self.remove_effect_button.setEnabled(bool(effects))

    # -- view → model -----------------------------------------------------------------------
    def _on_combatant_chosen(self, _index: int) -> None:
        name = self.combatant_combo.currentData()
        if name:
            self.name = name
            self.refresh_now()

    def _on_system_chosen(self, _index: int) -> None:
        system = self.system_combo.currentData()
        if system and system != self.tracks.get("system"):
            ok, _ = self.call("set_yze_setting", "yze.damage_system", system)
            if not ok:
                select_data(self.system_combo, self.tracks.get("system"))

    def apply(self) -> bool:
        """Apply the amount as damage, stress or fire (after armour and cover)."""
        if self.name is None:
            return False
        amount = int(self.amount_spin.value())
        kind = self.kind_combo.currentData()
        kw: dict[str, Any] = {"source": "the GM"}
        if self.tracks.get("system") == "attribute_damage" and kind != "stress":
            kw["attribute"] = self.attribute_combo.currentData()
        if kind == "stress":
            return self.call("apply_stress", self.name, amount, "the GM")[0]
        return self.call("apply_damage", self.name, amount, kind=kind, **kw)[0]

    def adjust(self, track_id: str, delta: int) -> bool:
        """The GM nudges a track: ``delta`` > 0 harms (through the damage rules), < 0 heals."""
        if self.name is None:
            return False
        return self.call("adjust_track", self.name, track_id, delta)[0]

    def set_flag(self, track_id: str, on: bool) -> bool:
        """Tick or untick an adjustable flag track (``adjust_track`` +1 / −1)."""
        if self.name is None:
            return False
        ok, _ = self.call("adjust_track", self.name, track_id, 1 if on else -1)
        if not ok:
            self.schedule_refresh()  # put the box back as the core has it
        return ok

    def mark_condition(self, track_id: str, option: str, on: bool) -> bool:
        """Tick a condition box: the victim takes that condition as harm (the one ticked, when
        the runner lets the victim choose); untick: recover one."""
        if self.name is None:
            return False
        if on and self.can("apply_damage") and self.tracks.get("system") == "conditions":
            side = "mental" if track_id == "mental" else "physical"
            ids = {c["name"]: c["id"] for c in self.tracks.get(side, [])}
            kind = "stress" if side == "mental" else "physical"
            ok, _ = self.call(
                "apply_damage",
                self.name,
                1,
                kind=kind,
                source="the GM",
                conditions=[ids.get(option, option)],
            )
        else:
            ok, _ = self.call("adjust_track", self.name, track_id, 1 if on else -1)
        if not ok:
            self.schedule_refresh()  # put the box back as the core has it
        return ok

    def heal(self) -> bool:
        healer = self.healer_combo.currentData()
        if self.name is None or not healer:
            return False
        return self.call("heal", healer, self.name)[0]

    def recover(self) -> bool:
        if self.name is None:
            return False
        return self.call("recover_turn", self.name)[0]

    def set_armour(self) -> bool:
        if self.name is None:
            return False
        rating = int(self.armour_spin.value()) or None
        armour = self.tracks.get("armour") or {}
        return self.call("set_armour", self.name, rating, armour.get("name") or "Armour")[0]

    def leave_cover(self) -> bool:
        if self.name is None:
            return False
        return self.call("leave_cover", self.name)[0]

    def roll_crit(self) -> bool:
        if self.name is None:
            return False
        d66 = self.d66_edit.text().strip() or None
        ok, _ = self.call(
            "roll_crit", self.name, self.crit_kind.currentData(), d66, source="the GM"
        )
        if ok:
            self.d66_edit.clear()
        return ok

    def death_roll(self) -> bool:
        if self.name is None:
            return False
        return self.call("death_roll", self.name)[0]

    def stabilise(self) -> bool:
        healer = self.healer_combo.currentData()
        if self.name is None or not healer:
            return False
        return self.call("stabilise", healer, self.name)[0]

    def remove_effect(self) -> bool:
        item = self.effects_list.currentItem()
        effect_id = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if not effect_id:
            self.refused("Select an effect first.")
            return False
        return self.call("remove_effect", effect_id)[0]


__all__ = ["TrackBar", "TracksDock", "injury_text"]
