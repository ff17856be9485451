"""Small dialogs, each behind a plain function so tests can replace it (never block a test).

``ask_roll`` shows a roll the core asked for (skill, why, what failure means) and lets the GM say
how it went or roll the ruleset's dice (both logged); ``ask_ruleset`` picks the ruleset of a new
encounter;
``ask_image_file`` a map background; ``ask_new_combatant`` starts a combatant from a template;
``ask_character_file`` / ``ask_character_save_file`` / ``ask_copies`` serve the party library;
``ask_engage``, ``ask_overlap``, ``inform`` and ``ask_save_changes`` are the other questions the
window asks.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.encounter import Encounter
from core.movement import RollNeeded
from core.rules.runner import CharacterTemplate, RollOutcome, RollSpec
from gui.docks.combat_base import RUNNER_ERRORS

if TYPE_CHECKING:
    from core.characters import SavedCharacter

DIE_FACES = "⚀⚁⚂⚃⚄⚅"


def name_widget(widget: QWidget, object_name: str, accessible: str) -> QWidget:
    widget.setObjectName(object_name)
    widget.setAccessibleName(accessible)
    return widget


def name_buttons(box: QDialogButtonBox, prefix: str, *, ok: str = "OK") -> None:
    """Stable objectNames for a button box's OK and Cancel (``<prefix><ok>Button``,
    ``<prefix>CancelButton``) whatever language their texts are in; accessible names are the
    texts shown."""
    words = {
        QDialogButtonBox.ButtonRole.AcceptRole: ok,
        QDialogButtonBox.ButtonRole.RejectRole: "Cancel",
    }
    for b in box.buttons():
        b.setAccessibleName(b.text().replace("&", ""))
        word = words.get(box.buttonRole(b), b.text().replace("&", ""))
        b.setObjectName(f"{prefix}{word}Button")


class RollDialog(QDialog):
    """Ask for one roll the core called for: roll it with the ruleset's dice (``roll_spec`` →
    ``make_roll``, logged) or take the GM's word for a roll made at the table (``record_roll``,
    logged). A ruleset without a ``roll_spec`` for the skill gets Succeeded / Failed only; a sheet
    lacking the stat the roll reads says so instead of rolling a pool of zero."""

    def __init__(self, parent: QWidget | None, enc: Encounter, name: str, roll: RollNeeded) -> None:
        super().__init__(parent)
        name_widget(
            self,
            "rollDialog",
            self.tr("{skill} roll for {name}").format(skill=roll.skill, name=name),
        )
        self.setWindowTitle(self.tr("{skill} roll — {name}").format(skill=roll.skill, name=name))
        self.enc, self.name, self.roll_needed = enc, name, roll
        self.result_value: bool | None = None
        self.dice: list[int] = []
        self.outcome: RollOutcome | None = None
        self.spec = _roll_spec(enc, name, roll.skill)

        title = QLabel(
            self.tr("<b>{name}</b> rolls <b>{skill}</b>").format(
                name=escape(name), skill=escape(roll.skill)
            )
        )
        why = QLabel(self.tr("Why: {why}.").format(why=roll.why))
        fail = QLabel(self.tr("On a failure: {outcome}.").format(outcome=roll.on_failure))
        for lbl in (why, fail):
            lbl.setWordWrap(True)
        self.pool_label = name_widget(QLabel(self._spec_text()), "rollSpecLabel", self.tr("Dice"))
        self.pool_label.setWordWrap(True)
        self.dice_label = name_widget(QLabel(""), "rollDiceLabel", self.tr("Dice rolled"))
        self.dice_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.dice_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        self.dice_label.setFont(font)
        self.verdict_label = name_widget(QLabel(""), "rollVerdictLabel", self.tr("Roll verdict"))
        self.verdict_label.setWordWrap(True)

        self.succeeded_button = name_widget(
            QPushButton(self.tr("Succeeded")), "rollSucceededButton", self.tr("The roll succeeded")
        )
        self.failed_button = name_widget(
            QPushButton(self.tr("Failed")), "rollFailedButton", self.tr("The roll failed")
        )
        self.roll_button = name_widget(
            QPushButton(self.tr("Roll dice")), "rollDiceButton", self.tr("Roll the dice")
        )
        can_roll = self.spec is not None and not self.spec.missing
        self.roll_button.setEnabled(can_roll)
        self.roll_button.setVisible(can_roll)
        self.succeeded_button.clicked.connect(lambda: self._finish(True))
        self.failed_button.clicked.connect(lambda: self._finish(False))
        self.roll_button.clicked.connect(self.roll)

        buttons = QHBoxLayout()
        buttons.addWidget(self.roll_button)
        buttons.addStretch(1)
        buttons.addWidget(self.succeeded_button)
        buttons.addWidget(self.failed_button)
        layout = QVBoxLayout(self)
        for w in (title, why, fail, self.pool_label, self.dice_label, self.verdict_label):
            layout.addWidget(w)
        layout.addLayout(buttons)

    def _spec_text(self) -> str:
        spec = self.spec
        if spec is None:
            return self.tr("Roll it at the table, then say how it went.")
        if spec.missing:
            return self.tr(
                "{name}'s sheet has no {stats}: fill it in, or roll at the table and say how it "
                "went."
            ).format(name=self.name, stats=", ".join(spec.missing))
        return self.tr("Dice: {dice}.").format(dice=spec.text)

    def roll(self) -> list[int]:
        """Roll with the ruleset's dice (logged by the core) and keep only its verdict."""
        try:
            outcome = self.enc.combat.make_roll(
                self.name, self.roll_needed.skill, why=self.roll_needed.why
            )
        except ValueError as exc:
            self.verdict_label.setText(escape(str(exc)))
            return []
        self.outcome = outcome
        self.dice = list(outcome.dice)
        faces = " ".join(_face(d, self.spec) for d in self.dice) or self.tr("(no dice)")
        self.dice_label.setText(faces)
        self.dice_label.setToolTip(", ".join(str(d) for d in self.dice))
        verdict = self.tr("Success") if outcome.success else self.tr("Failure")
        self.verdict_label.setText(f"<b>{verdict}</b> — {escape(outcome.text)}")
        chosen, other = (
            (self.succeeded_button, self.failed_button)
            if outcome.success
            else (self.failed_button, self.succeeded_button)
        )
        other.setEnabled(False)  # the dice decided (and the log says so)
        chosen.setDefault(True)
        chosen.setFocus()
        self.roll_button.setEnabled(False)
        return self.dice

    def _finish(self, ok: bool) -> None:
        if self.outcome is None:  # rolled at the table: log the GM's word
            try:
                self.outcome = self.enc.combat.record_roll(
                    self.name, self.roll_needed.skill, ok, why=self.roll_needed.why
                )
            except (ValueError, *RUNNER_ERRORS):
                pass  # a ruleset without a fight runner: the move still reports the outcome
        self.result_value = ok
        self.accept()


def _roll_spec(enc: Encounter, name: str, skill: str) -> RollSpec | None:
    """The ruleset's ``roll_spec`` for the roll (None when it has none, or no fight runner)."""
    try:
        return enc.combat.roll_spec(name, skill)
    except (ValueError, *RUNNER_ERRORS):
        return None


def _face(value: int, spec: RollSpec | None) -> str:
    if spec is not None and spec.sides == 6 and 1 <= value <= 6:
        return DIE_FACES[value - 1]
    return str(value)


def ask_roll(parent: QWidget | None, enc: Encounter, name: str, roll: RollNeeded) -> bool | None:
    """True if the roll succeeded, False if it failed, None if the GM closed the dialog (the
    dialog logs the roll)."""
    dlg = RollDialog(parent, enc, name, roll)
    dlg.exec()
    return dlg.result_value


def ask_engage(parent: QWidget | None, a: str, b: str) -> bool:
    answer = QMessageBox.question(
        parent,
        QCoreApplication.translate("dialogs", "Engage?"),
        QCoreApplication.translate(
            "dialogs",
            "Should {a} close to Engaged range with {b}? (It costs {a} the ruleset's action.)",
        ).format(a=a, b=b),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes,
    )
    return answer == QMessageBox.StandardButton.Yes


def ask_overlap(parent: QWidget | None, question: str) -> bool:
    """A zone drawn over others: True to cut it to fit them, False to cancel."""
    box = QMessageBox(parent)
    box.setObjectName("overlapDialog")
    box.setAccessibleName(QCoreApplication.translate("dialogs", "Zones overlap"))
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("dialogs", "Zones overlap"))
    box.setText(question)
    box.setInformativeText(
        QCoreApplication.translate(
            "dialogs", "Zones may touch or lie one inside another, but not overlap."
        )
    )
    cut = box.addButton(
        QCoreApplication.translate("dialogs", "Cut it to fit"), QMessageBox.ButtonRole.AcceptRole
    )
    cut.setObjectName("overlapCut")
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(cut)
    box.exec()
    return box.clickedButton() is cut


def inform(parent: QWidget | None, title: str, text: str) -> None:
    QMessageBox.information(parent, title, text)


def ask_save_changes(parent: QWidget | None, what: str) -> QMessageBox.StandardButton:
    """Save, Discard or Cancel for unsaved changes to ``what``."""
    return QMessageBox.question(
        parent,
        QCoreApplication.translate("dialogs", "Unsaved changes"),
        QCoreApplication.translate(
            "dialogs", "{what} has unsaved changes. Save them first?"
        ).format(what=what),
        QMessageBox.StandardButton.Save
        | QMessageBox.StandardButton.Discard
        | QMessageBox.StandardButton.Cancel,
        QMessageBox.StandardButton.Save,
    )


class NewCombatant(NamedTuple):
    """What the Add combatant dialog answers: who, where, from what and how many."""

    name: str
    side: str
    zone: str
    source: CharacterTemplate | SavedCharacter | None = None
    """A template or a saved character to copy; ``None`` is a blank sheet (its defaults)."""
    count: int = 1


TEMPLATE_GROUPS = ("Archetypes", "NPCs", "Creatures")
"""The picker's groups in this order; any other group follows by name."""
GROUP_TITLES = {
    "Archetypes": QT_TRANSLATE_NOOP("dialogs", "Archetypes"),
    "NPCs": QT_TRANSLATE_NOOP("dialogs", "NPCs"),
    "Creatures": QT_TRANSLATE_NOOP("dialogs", "Creatures"),
    "Vehicles": QT_TRANSLATE_NOOP("dialogs", "Vehicles"),
    "Other": QT_TRANSLATE_NOOP("dialogs", "Other"),
}
"""The templates' groups (ids in templates.json) as the picker titles them."""


def group_title(group: str) -> str:
    """A template group's title in the UI language (an unknown group as it is written)."""
    source = GROUP_TITLES.get(group)
    return QCoreApplication.translate("dialogs", source) if source else group


def templates_of(enc: Encounter) -> list[CharacterTemplate]:
    """The ruleset's templates (none while its runner or file is missing)."""
    try:
        return list(enc.combat.character_templates())
    except (NotImplementedError, AttributeError, ImportError, OSError, ValueError, KeyError):
        return []


def grouped(templates: list[CharacterTemplate]) -> list[tuple[str, list[CharacterTemplate]]]:
    groups: dict[str, list[CharacterTemplate]] = {}
    for t in templates:
        groups.setdefault(t.group or "Other", []).append(t)
    order = [g for g in TEMPLATE_GROUPS if g in groups]
    order += sorted(g for g in groups if g not in TEMPLATE_GROUPS)
    return [(g, groups[g]) for g in order]


SOURCE_ROLE = Qt.ItemDataRole.UserRole


class AddCombatantDialog(QDialog):
    """Start a new combatant from a template, a character file or a blank sheet; name, side,
    starting zone and how many copies."""

    def __init__(self, parent: QWidget | None, enc: Encounter, zone: str | None = None) -> None:
        from core.characters import MAX_COPIES

        super().__init__(parent)
        name_widget(self, "addCombatantDialog", self.tr("Add combatant"))
        self.setWindowTitle(self.tr("Add combatant"))
        self.enc = enc
        self.sources: list[CharacterTemplate | SavedCharacter | None] = [None]
        self.tree = name_widget(QTreeWidget(), "newCombatantTemplates", self.tr("Start from"))
        self.tree.setHeaderLabels([self.tr("Start from"), self.tr("Numbers")])
        self.tree.setRootIsDecorated(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setMinimumSize(440, 220)
        self.tree.header().setStretchLastSection(True)
        self.tree.currentItemChanged.connect(self._on_pick)
        self.tree.itemDoubleClicked.connect(lambda item, _col: self._double_clicked(item))
        self.file_button = name_widget(
            QPushButton(self.tr("From a character file…")),
            "newCombatantFromFile",
            self.tr("From a character file"),
        )
        self.file_button.clicked.connect(lambda: self.load_file())
        self.about = QLabel()
        self.about.setWordWrap(True)
        self.about.setStyleSheet("color: palette(mid);")
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b3261e;")
        self.problem.hide()
        self.name_edit = name_widget(QLineEdit(), "newCombatantName", self.tr("Combatant name"))
        self.side_combo = name_widget(QComboBox(), "newCombatantSide", self.tr("Side"))
        self.side_combo.addItem(self.tr("PC (player character)"), "pc")
        self.side_combo.addItem(self.tr("NPC"), "npc")
        self.zone_combo = name_widget(QComboBox(), "newCombatantZone", self.tr("Starting zone"))
        for z in sorted(enc.map.zones(), key=lambda z: z.name.lower()):
            self.zone_combo.addItem(z.name, z.id)
        if zone is not None:
            self.zone_combo.setCurrentIndex(max(0, self.zone_combo.findData(zone)))
        self.count_spin = name_widget(QSpinBox(), "newCombatantCount", self.tr("How many"))
        self.count_spin.setRange(1, MAX_COPIES)
        self.count_spin.setToolTip(
            self.tr(
                "Several copies get numbered names (Cultist 1, Cultist 2 …) and spread over free "
                "spots in the zone."
            )
        )
        self.count_spin.valueChanged.connect(lambda _n: self._suggest_name())
        self._fill_tree()
        self.box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        name_widget(self.box, "addCombatantButtons", self.tr("Add or cancel"))
        self.box.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Add"))
        name_buttons(self.box, "addCombatant", ok="Add")
        self.box.accepted.connect(self.accept)
        self.box.rejected.connect(self.reject)
        self.name_edit.textChanged.connect(self._check_ready)
        form = QFormLayout()
        form.addRow(self.tr("&Name"), self.name_edit)
        form.addRow(self.tr("&Side"), self.side_combo)
        form.addRow(self.tr("&Zone"), self.zone_combo)
        form.addRow(self.tr("How &many"), self.count_spin)
        top = QHBoxLayout()
        top.addWidget(
            QLabel(self.tr("Pick an archetype, an NPC or creature, a saved character or Blank:")),
            1,
        )
        top.addWidget(self.file_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.about)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(self.box)
        self._select_first()

    # -- the picker ---------------------------------------------------------------------------
    def _fill_tree(self) -> None:
        from gui.character import stats_summary

        self.sheet = _sheet_of(self.enc)
        blank = QTreeWidgetItem([self.tr("Blank"), self.tr("the sheet's defaults")])
        blank.setData(0, SOURCE_ROLE, 0)
        self.tree.addTopLevelItem(blank)
        for group, rows in grouped(templates_of(self.enc)):
            self._add_group(group_title(group), rows, stats_summary)
        self.tree.resizeColumnToContents(0)

    def _add_group(self, title: str, rows: list[Any], summary: Any) -> QTreeWidgetItem:
        head = QTreeWidgetItem([title, ""])
        head.setFlags(Qt.ItemFlag.ItemIsEnabled)
        font = head.font(0)
        font.setBold(True)
        head.setFont(0, font)
        self.tree.addTopLevelItem(head)
        for row in rows:
            self.sources.append(row)
            item = QTreeWidgetItem([row.name, summary(self.sheet, row.stats)])
            item.setData(0, SOURCE_ROLE, len(self.sources) - 1)
            tip = "\n".join(p for p in (row.notes, getattr(row, "source", "")) if p)
            item.setToolTip(0, tip)
            item.setToolTip(1, item.text(1))
            head.addChild(item)
        head.setExpanded(True)
        return head

    def _select_first(self) -> None:
        first = None
        for i in range(self.tree.topLevelItemCount()):
            head = self.tree.topLevelItem(i)
            if head.childCount():
                first = head.child(0)
                break
        self.tree.setCurrentItem(first or self.tree.topLevelItem(0))

    def source(self) -> CharacterTemplate | SavedCharacter | None:
        item = self.tree.currentItem()
        index = item.data(0, SOURCE_ROLE) if item is not None else None
        return self.sources[index] if isinstance(index, int) else None

    def select_source(self, name: str) -> bool:
        """Pick the template or saved character called ``name`` (tests, keyboard users)."""
        for item in self.tree.findItems(
            name, Qt.MatchFlag.MatchExactly | Qt.MatchFlag.MatchRecursive
        ):
            if isinstance(item.data(0, SOURCE_ROLE), int):
                self.tree.setCurrentItem(item)
                return True
        return False

    def _on_pick(self, item: QTreeWidgetItem | None, _previous: Any = None) -> None:
        if item is None or not isinstance(item.data(0, SOURCE_ROLE), int):
            return
        src = self.source()
        if src is None:
            self.about.setText(self.tr("A blank sheet: fill it in after adding."))
        else:
            words = [src.notes, getattr(src, "source", "")]
            self.about.setText(" — ".join(w for w in words if w) or src.name)
            self.side_combo.setCurrentIndex(max(0, self.side_combo.findData(src.side)))
        self._suggest_name()

    def _suggest_name(self) -> None:
        """A free name from the template's ("Cultist", or "Cultist 2" when taken)."""
        from core.characters import numbered_names

        src = self.source()
        if src is None:
            return
        if self.count_spin.value() > 1:
            self.name_edit.setText(src.name)
            return
        try:
            self.name_edit.setText(numbered_names(self.enc, src.name, 1)[0])
        except ValueError:
            self.name_edit.setText(src.name)

    def _double_clicked(self, item: QTreeWidgetItem) -> None:
        if isinstance(item.data(0, SOURCE_ROLE), int) and self.name_edit.text().strip():
            self.accept()

    def _check_ready(self) -> None:
        ok = bool(self.name_edit.text().strip())
        self.box.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)

    def load_file(self, path: str | None = None) -> bool:
        """Add a character file's characters to the picker (same ruleset only)."""
        from core.characters import CharacterFileError, check_ruleset, load_characters
        from gui.character import library_folder, remember_library, stats_summary

        if path is None:
            path = ask_character_file(self, library_folder())
            if not path:
                return False
        try:
            lib = load_characters(path)
            check_ruleset(self.enc, lib, path)
        except CharacterFileError as exc:
            self.problem.setText(str(exc))
            self.problem.show()
            return False
        self.problem.hide()
        remember_library(path)
        from pathlib import Path

        title = self.tr("From {file}").format(file=Path(path).name)
        head = self._add_group(title, list(lib.characters), stats_summary)
        self.tree.setCurrentItem(head.child(0))
        return True

    # -- answers ------------------------------------------------------------------------------
    def values(self) -> tuple[str, str, str]:
        return (
            self.name_edit.text(),
            str(self.side_combo.currentData()),
            str(self.zone_combo.currentData()),
        )

    def answer(self) -> NewCombatant:
        name, side, zone = self.values()
        return NewCombatant(name, side, zone, self.source(), self.count_spin.value())


def _sheet_of(enc: Encounter) -> Any:
    from core.rules.runner import CharacterSheet

    try:
        return enc.combat.character_sheet()
    except (NotImplementedError, AttributeError, ImportError):
        return CharacterSheet()


def ask_new_combatant(
    parent: QWidget | None, enc: Encounter, zone: str | None = None
) -> NewCombatant | None:
    """What to add (template, name, side, zone, count) or None when cancelled. The core
    validates the answer."""
    dlg = AddCombatantDialog(parent, enc, zone)
    dlg.resize(560, 560)
    if dlg.exec() != QDialog.DialogCode.Accepted:
        return None
    return dlg.answer()


CHARACTER_FILTER = QT_TRANSLATE_NOOP("dialogs", "Zonekeeper characters (*.zkchar);;All files (*)")


def ask_character_file(parent: QWidget | None, start: str = "") -> str | None:
    """A character file (.zkchar) to read, or None when cancelled."""
    chosen, _ = QFileDialog.getOpenFileName(
        parent,
        QCoreApplication.translate("dialogs", "Add from character file"),
        start,
        QCoreApplication.translate("dialogs", CHARACTER_FILTER),
    )
    return chosen or None


def ask_character_save_file(parent: QWidget | None, suggestion: str = "") -> str | None:
    """Where to write a character file, or None when cancelled."""
    chosen, _ = QFileDialog.getSaveFileName(
        parent,
        QCoreApplication.translate("dialogs", "Save characters"),
        suggestion,
        QCoreApplication.translate("dialogs", CHARACTER_FILTER),
    )
    return chosen or None


def ask_copies(parent: QWidget | None, name: str) -> int | None:
    """How many copies of ``name`` to add, or None when cancelled."""
    from core.characters import MAX_COPIES

    count, ok = QInputDialog.getInt(
        parent,
        QCoreApplication.translate("dialogs", "Duplicate"),
        QCoreApplication.translate("dialogs", "How many copies of {name}?").format(name=name),
        1,
        1,
        MAX_COPIES,
    )
    return count if ok else None


INITIATIVE_WORDS = {
    "cards": QT_TRANSLATE_NOOP("dialogs", "initiative cards, lowest first"),
    "dex_ranks": QT_TRANSLATE_NOOP("dialogs", "DEX ranks, highest first"),
    "3d6": QT_TRANSLATE_NOOP("dialogs", "3d6 initiative, highest first"),
    "rolled_total": QT_TRANSLATE_NOOP("dialogs", "rolled initiative totals, highest first"),
    "seating": QT_TRANSLATE_NOOP("dialogs", "clockwise seating from the GM's left"),
}
RULESET_WORDS = {
    "yze": (
        QT_TRANSLATE_NOOP("dialogs", "Year Zero Engine"),
        QT_TRANSLATE_NOOP(
            "dialogs", "Year Zero Engine combat (zones, borders, slow and fast actions)."
        ),
    ),
    "brp": (
        QT_TRANSLATE_NOOP("dialogs", "Basic Roleplaying (d100)"),
        QT_TRANSLATE_NOOP(
            "dialogs",
            "Basic Roleplaying (d100): DEX ranks, percentile skills, hit points, the spot rules.",
        ),
    ),
    "ww2": (
        QT_TRANSLATE_NOOP("dialogs", "WWII infantry (Batalha de Infantaria)"),
        QT_TRANSLATE_NOOP(
            "dialogs",
            "WWII infantry (Batalha de Infantaria): one action a round, PO ÷ PD attacks.",
        ),
    ),
    "d20": (
        QT_TRANSLATE_NOOP("dialogs", "d20"),
        QT_TRANSLATE_NOOP(
            "dialogs",
            "d20 combat: initiative totals, surprise round, standard + move actions, PV.",
        ),
    ),
    "pulp2d6": (
        QT_TRANSLATE_NOOP("dialogs", "2d6 pulp"),
        QT_TRANSLATE_NOOP(
            "dialogs",
            "2d6 pulp combat: clockwise seating, a move and an action, consequences, PV and PC.",
        ),
    ),
}
"""The built-in rulesets' titles and one-line summaries as the dialogs show them (a ruleset
from elsewhere shows its own ``title`` and the first line of its docstring)."""


def ruleset_title(cls: Any) -> str:
    """A ruleset's (class or instance) title in the UI language."""
    words = RULESET_WORDS.get(str(getattr(cls, "name", "")))
    if words is not None:
        return QCoreApplication.translate("dialogs", words[0])
    return str(getattr(cls, "title", "") or getattr(cls, "name", ""))


def _summary(cls: Any) -> str:
    """The ruleset's one-line summary in English (its first docstring line, or ours)."""
    words = RULESET_WORDS.get(str(getattr(cls, "name", "")))
    if words is not None:
        return words[1]
    doc = (cls.__doc__ or "").strip().splitlines()
    return doc[0].strip() if doc else ""


def describe_ruleset(cls: Any) -> str:
    """One line about a ruleset class: its own summary and its turn order (unless the summary
    names it already), in the UI language."""
    line = _summary(cls)
    kind = str(getattr(cls, "initiative_kind", "") or "")
    order = INITIATIVE_WORDS.get(kind, kind.replace("_", " "))
    shown = QCoreApplication.translate("dialogs", line) if line else ""
    if order and order.split()[0].lower() not in line.lower():  # decided on the English words
        words = QCoreApplication.translate("dialogs", order)
        turn = QCoreApplication.translate("dialogs", "Turn order: {order}.").format(order=words)
        shown = f"{shown} {turn}" if shown else turn
    return shown


class RulesetDialog(QDialog):
    """Pick the ruleset of a new encounter: one row per registered ruleset, with a line about it."""

    def __init__(self, parent: QWidget | None, current: str | None = None) -> None:
        from core.rules.base import available_rulesets

        super().__init__(parent)
        name_widget(self, "rulesetDialog", self.tr("Ruleset of the new encounter"))
        self.setWindowTitle(self.tr("New encounter — ruleset"))
        self.list = name_widget(QListWidget(), "rulesetList", self.tr("Rulesets"))
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.setMinimumWidth(460)
        for name, cls in available_rulesets().items():
            title = ruleset_title(cls)
            item = QListWidgetItem(f"{title}\n{describe_ruleset(cls)}")
            item.setData(Qt.ItemDataRole.UserRole, name)
            tip = f"{title} ({name})"
            if getattr(cls, "seed", ""):
                tip += " — " + self.tr("seed {seed}").format(seed=cls.seed)
            item.setToolTip(tip)
            self.list.addItem(item)
            if name == current:
                self.list.setCurrentItem(item)
        if self.list.currentItem() is None and self.list.count():
            self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        hint = QLabel(self.tr("The ruleset decides the turn order, actions, tracks and attacks."))
        hint.setWordWrap(True)
        box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        name_widget(box, "rulesetButtons", self.tr("Create or cancel"))
        name_buttons(box, "ruleset", ok="OK")
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addWidget(self.list, 1)
        layout.addWidget(box)

    def value(self) -> str | None:
        item = self.list.currentItem()
        return None if item is None else str(item.data(Qt.ItemDataRole.UserRole))


def ask_ruleset(parent: QWidget | None, current: str | None = None) -> str | None:
    """The registered name of the ruleset the GM picked, or None when cancelled."""
    dlg = RulesetDialog(parent, current)
    if dlg.exec() != QDialog.DialogCode.Accepted:
        return None
    return dlg.value()


IMAGE_FILTER = QT_TRANSLATE_NOOP("dialogs", "Images (*.png *.jpg *.jpeg);;All files (*)")


def ask_image_file(parent: QWidget | None, start: str = "") -> str | None:
    """A PNG or JPEG file for the map background, or None when cancelled."""
    chosen, _ = QFileDialog.getOpenFileName(
        parent,
        QCoreApplication.translate("dialogs", "Map background image"),
        start,
        QCoreApplication.translate("dialogs", IMAGE_FILTER),
    )
    return chosen or None


__all__ = [
    "AddCombatantDialog",
    "NewCombatant",
    "RollDialog",
    "RulesetDialog",
    "ask_character_file",
    "ask_character_save_file",
    "ask_copies",
    "ask_engage",
    "ask_image_file",
    "ask_new_combatant",
    "ask_roll",
    "ask_ruleset",
    "ask_save_changes",
    "describe_ruleset",
    "inform",
]
