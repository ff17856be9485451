"""The legal-actions list: what a combatant may do now, the rest greyed with the core's reason.

Embedded in the initiative dock. The list is the fight runner's ``legal_actions(name, target)``
(or its ``action_views(name)``) as it stands, in sections by the ruleset's kinds of action
("standard", "move", "slow" …); nothing here decides legality. Clicking a legal action calls
``take_action`` (one undo step); an attack opens the attack helper instead, which rolls it and
spends the action.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from core.encounter import Encounter
from gui.docks.combat_base import (
    MUTED_STYLE,
    compact,
    fill_combo,
    named,
    refresh_pass,
    runner_of,
    select_data,
)
from gui.docks.pips import PipsWidget, kind_label, measures_text, pip_marks, pips_text

ATTACK_ACTIONS = frozenset({"attack", "melee_attack", "shoot_ranged_weapon", "overwatch_shot"})
"""Action ids the attack helper rolls (it spends the action itself): clicking one opens it."""

KIND_GLYPH = {"slow": "■", "fast": "●", "free": "○"}


def section_titles() -> dict[str, str]:
    """The headings of the kinds of action the seeds name, in the UI language."""
    return {
        "slow": QCoreApplication.translate("ActionsPanel", "Slow actions"),
        "fast": QCoreApplication.translate("ActionsPanel", "Fast actions"),
        "free": QCoreApplication.translate("ActionsPanel", "Free actions (own turn)"),
        "help": QCoreApplication.translate("ActionsPanel", "Out of turn"),
        "action": QCoreApplication.translate("ActionsPanel", "Actions"),
        "test": QCoreApplication.translate("ActionsPanel", "Tests"),
        "dex": QCoreApplication.translate("ActionsPanel", "Actions that cost DEX ranks"),
    }


def section_title(kind: str) -> str:
    """The heading of a kind of action ("standard" → "Standard actions")."""
    titles = section_titles()
    if kind in titles:
        return titles[kind]
    word = kind_label(kind)  # the kind in the UI language ("move" → "movimento")
    if not word:
        return titles["action"]
    return QCoreApplication.translate("ActionsPanel", "{Kind} actions").format(
        Kind=f"{word[:1].upper()}{word[1:]}"
    )


ACTION_ID_ROLE = Qt.ItemDataRole.UserRole
LEGAL_ROLE = Qt.ItemDataRole.UserRole + 1


class ActionsPanel(QWidget):
    """Actor, target, pips and the action list. ``run`` is the owning dock's core caller."""

    attack_requested = Signal(str, str)
    """(attacker, target or "") — the GM clicked an attack: the attack helper takes over."""

    def __init__(self, run: Callable[..., tuple[bool, Any]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        named(self, "actionsPanel", "Legal actions")
        self._run = run
        self.enc: Encounter | None = None
        self._last_turn: str | None = None
        self._zones_for: tuple[int, int] | None = None
        self._zone_targets: list[tuple[str, Any]] = []
        self.actor_combo = compact(named(QComboBox(), "actionsActorCombo", "Who acts"))
        self.target_combo = compact(named(QComboBox(), "actionsTargetCombo", "Action target"))
        self.target_combo.setToolTip(
            self.tr(
                "Whom or where the action is aimed at: the list re-checks every action against it."
            )
        )
        self.pips = PipsWidget(self, size=11)
        named(self.pips, "actionsPips", "Actions left")
        self.left_label = named(QLabel(), "actionsLeftLabel", "Actions left this round")
        self.left_label.setStyleSheet(MUTED_STYLE)
        self.left_label.setWordWrap(True)
        self.list = named(QListWidget(), "actionsList", "Actions")
        self._shown_rows: list[tuple[Any, ...]] | None = None
        """The rows the list shows (:meth:`_show_rows` leaves an unchanged list alone)."""
        self.list.setWordWrap(True)
        self.list.setUniformItemSizes(False)
        self.list.setAlternatingRowColors(False)
        self.list.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.list.itemClicked.connect(self._on_item_clicked)
        self.list.itemActivated.connect(self._on_item_clicked)
        self.actor_combo.activated.connect(self._on_actor_chosen)
        self.target_combo.activated.connect(lambda _i: self.refresh())

        form = QFormLayout()
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(self.tr("Actor"), self.actor_combo)
        form.addRow(self.tr("Target"), self.target_combo)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addLayout(form)
        layout.addWidget(self.pips)
        layout.addWidget(self.left_label)
        layout.addWidget(self.list, 1)

    # -- model → view -----------------------------------------------------------------------
    def set_encounter(self, enc: Encounter) -> None:
        self.enc = enc
        self._last_turn = None
        self._zones_for = None
        self.actor_combo.clear()
        self.target_combo.clear()

    @property
    def actor(self) -> str | None:
        data = self.actor_combo.currentData()
        return data if isinstance(data, str) else None

    @property
    def target(self) -> str | None:
        data = self.target_combo.currentData()
        return data if isinstance(data, str) and data else None

    def follow(self, name: str | None) -> None:
        """Show ``name``'s actions (the map selection before the fight starts)."""
        if name and self.enc is not None and name in self.enc:
            select_data(self.actor_combo, name)
            self.refresh()

    def refresh(self) -> None:
        enc = self.enc
        if enc is None:
            return
        combat = runner_of(enc)
        names = [c.name for c in enc.combatants()]
        try:
            current = combat.current_turn() if hasattr(combat, "current_turn") else None
        except NotImplementedError:
            current = None
        keep = self.actor
        if current is not None and current != self._last_turn:
            keep = current  # a new turn: show the acting combatant
        self._last_turn = current
        if keep not in names:
            keep = current or (names[0] if names else None)
        fill_combo(self.actor_combo, [(n, n) for n in names], keep)
        actor = self.actor
        self._fill_targets(actor)
        if actor is None:
            self._show_rows([])
            self.pips.set_marks(())
            self.left_label.setText(self.tr("No combatants."))
            return
        words = pips_text(enc, actor)
        self.pips.set_marks(pip_marks(enc, actor), words, measures_text(enc, actor))
        turn = self.tr(" — their turn") if actor == current else ""
        self.left_label.setText(f"{words}{turn}")  # the runner's own words for its budget
        # the target-aware list when the runner has one, else its plain action views
        legal = getattr(combat, "legal_actions", None)
        views = getattr(combat, "action_views", None)
        try:
            if callable(legal):
                try:
                    options = legal(actor, self.target)
                except ValueError:
                    if self.target is None:
                        raise
                    # some checks only understand a combatant as the target: list the
                    # actions as they stand without it (taking one still passes the target)
                    options = legal(actor, None)
            elif callable(views):
                options = views(actor)
            else:
                self._note(self.tr("This ruleset offers no action list."))
                return
        except ValueError as exc:
            self._note(str(exc))
            return
        self._fill_list(options)

    def _zone_items(self) -> list[tuple[str, Any]]:
        """The zones as targets, made once per map version (a thousand on a big map)."""
        enc = self.enc
        assert enc is not None
        key = (id(enc.map), enc.map.version)
        if self._zones_for != key:
            self._zones_for = key
            zone = self.tr("Zone: {name}")
            self._zone_targets = [(zone.format(name=z.name), z.id) for z in enc.map.zones()]
        return self._zone_targets

    def _fill_targets(self, actor: str | None) -> None:
        enc = self.enc
        assert enc is not None
        items: list[tuple[str, Any]] = [(self.tr("— none —"), "")]
        pc, npc = self.tr("{name} (PC)"), self.tr("{name} (NPC)")
        for c in enc.combatants():
            if c.name != actor:
                items.append(((pc if c.side == "pc" else npc).format(name=c.name), c.name))
        items += self._zone_items()
        if actor is not None:
            cover = getattr(runner_of(enc), "zone_cover", None)
            barriers = cover(enc.combatant(actor).zone) if callable(cover) else []
            if barriers:
                names = {r["id"]: r["name"] for r in enc.ruleset.table("barriers")["rows"]}
                for b in dict.fromkeys(barriers):
                    items.append((self.tr("Cover: {name}").format(name=names.get(b, b)), b))
        fill_combo(self.target_combo, items)

    def _note(self, text: str) -> None:
        self._show_rows([("note", text)])

    def _fill_list(self, options: list[Any]) -> None:
        # by section, in the order the runner lists them; what can be done now first
        def section_of(opt: Any) -> str:
            if getattr(opt, "out_of_turn", False) or opt.id in ("help_slow", "help_fast"):
                return "help"
            return str(opt.kind)

        rank: dict[str, int] = {}
        for opt in options:
            rank.setdefault(section_of(opt), len(rank))
        if "help" in rank:
            rank["help"] = len(rank)  # out of turn comes last
        options = sorted(options, key=lambda o: (rank[section_of(o)], not o.legal))
        rows: list[tuple[Any, ...]] = []
        section = None
        for opt in options:
            sec = section_of(opt)
            if sec != section:
                section = sec
                rows.append(("head", section_title(sec)))
            rows.append(self._action_row(opt))
        self._show_rows(rows)

    def _action_row(self, opt: Any) -> tuple[Any, ...]:
        """("action", text, id, legal, tip): one option as the list shows it."""
        glyph = KIND_GLYPH.get(opt.kind, "•")
        text = f"{glyph}  {opt.name}"
        if opt.id in ATTACK_ACTIONS and opt.legal:
            text += self.tr("  → attack helper")
        tip = []
        if not opt.legal:
            text += f"\n      {opt.reason}"
            tip.append(self.tr("Not now: {reason}").format(reason=opt.reason))
        else:
            if getattr(opt, "note", ""):
                tip.append(opt.note)
            if opt.id in ATTACK_ACTIONS:
                tip.append(
                    self.tr("Opens the attack helper, which rolls it and spends the action.")
                )
        if getattr(opt, "prerequisite", None):
            tip.append(self.tr("Needs: {what}").format(what=opt.prerequisite))
        if opt.skill:
            tip.append(self.tr("Skill: {skill}").format(skill=opt.skill))
        return ("action", text, opt.id, bool(opt.legal), "\n".join(tip) or opt.name)

    def _show_rows(self, rows: list[tuple[Any, ...]]) -> None:
        """Show ``rows`` (notes, section heads, actions); a list already showing them is left
        as it is (a drop that changes nothing of the actor's list rebuilt it every time)."""
        old = self._shown_rows
        if rows == old and self.list.count() == len(rows):
            return
        self._shown_rows = rows
        if old is not None and len(old) == len(rows) == self.list.count():
            self._rewrite_rows(old, rows)
            return
        self.list.clear()
        for row in rows:
            self.list.addItem(self._list_item(row))

    def _rewrite_rows(self, old: list[tuple[Any, ...]], rows: list[tuple[Any, ...]]) -> None:
        """As many rows as before (a drop, another actor): rewrite the rows that changed in
        their items instead of clearing and refilling the list (which lays out and repaints
        it all; Qt lays the changed rows out again); the list then reads as a refilled one:
        nothing selected, scrolled to the top."""
        for i, (was, row) in enumerate(zip(old, rows, strict=True)):
            if was != row:
                self._write_item(self.list.item(i), row)
        # before the window's repaint (one paint, not two), once the dock is laid out (a
        # label above the list that takes another height resizes it: laid out again)
        if self.list.isVisible() and not refresh_pass().after_layouts(self._lay_out_list):
            self.list.doItemsLayout()
        self.list.setCurrentItem(None)
        self.list.clearSelection()
        self.list.scrollToTop()

    def _lay_out_list(self) -> None:
        if isValid(self.list) and self.list.isVisible():
            self.list.doItemsLayout()

    def _list_item(self, row: tuple[Any, ...]) -> QListWidgetItem:
        item = QListWidgetItem()
        self._write_item(item, row)
        return item

    def _write_item(self, item: QListWidgetItem, row: tuple[Any, ...]) -> None:
        """``row`` into ``item``, setting only what differs (each change repaints the item)."""
        flags, values = self._item_values(row)
        if item.flags() != flags:
            item.setFlags(flags)
        for role, value in values.items():
            if item.data(role) != value:
                item.setData(role, value)

    def _item_values(self, row: tuple[Any, ...]) -> tuple[Qt.ItemFlag, dict[int, Any]]:
        """The flags and every role's value of ``row``'s item (None: the role unset)."""
        R = Qt.ItemDataRole
        kind, text = row[0], row[1]
        values: dict[int, Any] = {R.DisplayRole: text, R.ToolTipRole: None, R.FontRole: None}
        values |= {R.ForegroundRole: None, ACTION_ID_ROLE: None, LEGAL_ROLE: None}
        flags = Qt.ItemFlag.NoItemFlags
        if kind == "head":
            bold = QFont(self.list.font())
            bold.setBold(True)
            values |= {R.FontRole: bold, R.ForegroundRole: QBrush(QColor("#444444"))}
        elif kind != "note":
            _, _, action_id, legal, tip = row
            values |= {ACTION_ID_ROLE: action_id, LEGAL_ROLE: legal, R.ToolTipRole: tip}
            if legal:
                flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
            else:
                values[R.ForegroundRole] = QBrush(QColor("#8a8a8a"))
        return flags, values

    def items(self) -> list[QListWidgetItem]:
        """The action items (section headers left out)."""
        out = []
        for i in range(self.list.count()):
            item = self.list.item(i)
            if item.data(ACTION_ID_ROLE):
                out.append(item)
        return out

    def item_for(self, action_id: str) -> QListWidgetItem | None:
        return next((i for i in self.items() if i.data(ACTION_ID_ROLE) == action_id), None)

    # -- view → model -----------------------------------------------------------------------
    def _on_actor_chosen(self, _index: int) -> None:
        self.refresh()

    def _on_item_clicked(self, item: QListWidgetItem) -> None:
        action_id = item.data(ACTION_ID_ROLE)
        if not action_id or not item.data(LEGAL_ROLE):
            return
        self.take(action_id)

    def take(self, action_id: str) -> bool:
        """Take ``action_id`` for the actor against the chosen target (attacks: the helper)."""
        enc, actor = self.enc, self.actor
        if enc is None or actor is None:
            return False
        if action_id in ATTACK_ACTIONS:
            self.attack_requested.emit(actor, self.target or "")
            return True
        kw = {"target": self.target} if self.target else {}
        take = getattr(runner_of(enc), "take_action", None)
        if not callable(take):
            return False
        ok, _ = self._run(take, actor, action_id, **kw)
        return ok


__all__ = ["ATTACK_ACTIONS", "ActionsPanel"]
