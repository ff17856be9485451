"""The initiative dock: the turn order, the current turn highlighted, swaps by drag.

Reads the fight runner's ``initiative_entries()`` — one :class:`InitiativeEntry` per place in the
order, whatever the ruleset calls it (a card, a DEX rank, a rolled total, a seat): its label, who
holds it, current, acted, hidden, who in it takes no turns (``inactive``) and a ``detail`` for the
tooltip — and draws each as a painted :class:`CardWidget`. The dock is titled by the runner's
``initiative_title``. Dragging one entry onto another asks the runner to ``reorder`` them; when the
rules forbid it (or the ruleset's order can't be rearranged) the core's reason is shown. Buttons
roll / deal the order, start the fight, next turn, next round, end the fight.

What only some runners offer is shown only when they offer it: a card deck's redraw, hidden
cards, NPC groups on one card, a surprise pick, joining mid-fight. Below the order:
:class:`~gui.docks.actions.ActionsPanel`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QMimeData,
    QPoint,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QColor,
    QDrag,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from core.encounter import Encounter
from core.events import Event
from gui import style
from gui.docks.actions import ActionsPanel
from gui.docks.combat_base import (
    MUTED_STYLE,
    REFUSAL_STYLE,
    CombatDock,
    compact,
    fill_combo,
    named,
    status_label,
)
from gui.docks.pips import (
    BROKEN,
    DEAD,
    DYING,
    StatusBook,
    life_state,
    paint_pips,
    pip_marks,
    pips_text,
    pips_width,
    touched_by,
)

CARD_MIME = "application/x-zonekeeper-initiative-card"
FACE_W, FACE_H = 36.0, 48.0
ROW_H = 20.0
HEADER_H = 17.0

CURRENT_FILL = QColor("#fff1c2")
CURRENT_EDGE = QColor("#e09a00")
CARD_FILL = QColor("#fbfbf8")
CARD_EDGE = QColor("#c9c4b8")
ACTED_FILL = QColor("#ecebe7")
OK_EDGE = QColor("#1f9d55")
NO_EDGE = QColor("#d0342c")
BACK = QColor("#2f4f8f")


def card_label(entry: Mapping[str, Any]) -> str:
    """The runner's label as it reads inside a sentence (``"card 3"``, ``"seat 2"``,
    ``"DEX 12"``, ``"25"``); ``"a face-down card"`` when hidden."""
    if entry.get("hidden"):
        if entry.get("cards", True):
            return QCoreApplication.translate("InitiativeDock", "a face-down card")
        return QCoreApplication.translate("InitiativeDock", "a hidden place")
    label = str(entry.get("label") or "")
    if not label:
        return QCoreApplication.translate("InitiativeDock", "place {key}").format(
            key=entry.get("key")
        )
    if label[:1].isupper() and (len(label) == 1 or label[1:2].islower()):
        return label[:1].lower() + label[1:]
    return label


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def face_text(entry: Mapping[str, Any]) -> str:
    """What the card face shows: the number (a card, a DEX rank …), or "?" face down."""
    if entry.get("hidden"):
        return "?"
    value = entry.get("value")
    if isinstance(value, (int, float)):
        return str(int(value)) if float(value).is_integer() else f"{value:g}"
    return str(entry.get("label") or "—")[:3]


class CardWidget(QWidget):
    """One initiative card, painted: the card face on the left, its holder(s) on the right.

    Emits :attr:`dropped` (source key, target key) when another card is dropped on it and
    :attr:`menu_requested` for its context menu. Read-only: the dock decides what a drop means.
    """

    dropped = Signal(str, str)
    menu_requested = Signal(str, QPoint)
    opened = Signal(str)
    """Double-click: the name of the holder row under the pointer (their character sheet)."""

    def __init__(self, entry: Mapping[str, Any], rows: Sequence[Mapping[str, Any]]) -> None:
        super().__init__()
        self.entry: dict[str, Any] = {}
        self.rows: list[dict[str, Any]] = []
        self.key = str(entry["key"])
        self.drop_state: str | None = None  # "ok" / "refused" while something hovers
        self._press: QPointF | None = None
        self.refusal_probe: Any = None  # set by the dock: key -> reason or None
        self.setAcceptDrops(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(180)
        self.show_entry(entry, rows)

    def show_entry(self, entry: Mapping[str, Any], rows: Sequence[Mapping[str, Any]]) -> None:
        """Show ``entry`` (of this card's key) and its holders' ``rows``: a card kept across
        refreshes is redrawn in place (a new card widget laid all 200 cards of a big fight out
        again); the layout is asked again only when its height changes."""
        height = self._height()
        self.entry = dict(entry)
        self.rows = [dict(r) for r in rows]
        self._describe(entry)
        if self._height() != height:
            self.updateGeometry()
        self.update()

    def _describe(self, entry: Mapping[str, Any]) -> None:
        """The card's accessible name and tooltip, from ``entry`` and its rows."""
        names = ", ".join(r["name"] for r in self.rows) or self.tr("nobody")
        group = self.tr("Group {group}: {names}")
        what = group.format(group=entry["group"], names=names) if entry.get("group") else names
        flags = []
        if entry.get("current"):
            flags.append(self.tr("current turn"))
        if entry.get("acted"):
            flags.append(self.tr("has acted"))
        inactive = [n for n in entry.get("inactive", ()) if n]
        if inactive:
            flags.append(self.tr("no turn: {names}").format(names=", ".join(inactive)))
        named(
            self,
            "initiativeCard_" + "_".join(str(entry["key"]).replace(":", "_").split()),
            f"{_sentence(card_label(entry))}: {what}" + (f" ({', '.join(flags)})" if flags else ""),
        )
        tip = [f"<b>{_sentence(card_label(entry))}</b> — {what}"]  # the runner's words
        if entry.get("current"):
            tip.append(self.tr("Acting now."))
        if entry.get("received_this_round"):
            tip.append(
                self.tr("Received in a swap this round: can't be swapped on until next round.")
            )
        if entry.get("chosen"):
            tip.append(self.tr("Picked, not drawn (surprise)."))
        if entry.get("detail"):
            tip.append(str(entry["detail"]))
        if entry.get("swap_hint"):
            tip.append(str(entry["swap_hint"]))
        self.setToolTip("<br>".join(tip))

    @property
    def current(self) -> bool:
        return bool(self.entry.get("current"))

    def sizeHint(self) -> QSize:
        return QSize(240, int(self._height()))

    def minimumSizeHint(self) -> QSize:
        return QSize(180, int(self._height()))

    def _height(self) -> float:
        header = HEADER_H if self.entry.get("group") else 0.0
        return max(FACE_H + 10, 10 + header + ROW_H * max(1, len(self.rows)))

    # -- painting ---------------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        e = self.entry
        body = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        if e.get("current"):
            fill, edge, width = CURRENT_FILL, CURRENT_EDGE, 2.5
        elif e.get("acted"):
            fill, edge, width = ACTED_FILL, CARD_EDGE, 1.0
        else:
            fill, edge, width = CARD_FILL, CARD_EDGE, 1.0
        pen = QPen(edge, width)
        if self.drop_state is not None:
            pen = QPen(OK_EDGE if self.drop_state == "ok" else NO_EDGE, 2.5, Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.setBrush(fill)
        p.drawRoundedRect(body, 6, 6)
        face = QRectF(body.left() + 6, body.center().y() - FACE_H / 2, FACE_W, FACE_H)
        self._paint_face(p, face)
        self._paint_rows(p, QRectF(face.right() + 10, body.top() + 4, 0, 0), body)
        p.end()

    def _paint_face(self, p: QPainter, face: QRectF) -> None:
        e = self.entry
        p.save()
        p.setPen(QPen(QColor(0, 0, 0, 60), 1))
        p.setBrush(QColor(0, 0, 0, 35))
        p.drawRoundedRect(face.translated(1.5, 2), 4, 4)
        if e.get("hidden"):
            p.setPen(QPen(QColor("white"), 1.5))
            p.setBrush(BACK)
            p.drawRoundedRect(face, 4, 4)
            clip = QPainterPath()
            clip.addRoundedRect(face.adjusted(3, 3, -3, -3), 3, 3)
            p.setClipPath(clip)
            p.setPen(QPen(QColor(255, 255, 255, 70), 1))
            x = face.left() - face.height()
            while x < face.right():
                p.drawLine(QPointF(x, face.bottom()), QPointF(x + face.height(), face.top()))
                x += 6
            p.setClipping(False)
            f = QFont(self.font())
            f.setPointSizeF(15)
            f.setBold(True)
            p.setFont(f)
            p.setPen(QColor("white"))
            p.drawText(face, Qt.AlignmentFlag.AlignCenter, "?")
            p.restore()
            return
        side_colour = self._side_colour()
        p.setPen(QPen(QColor("#7d7668"), 1))
        p.setBrush(QColor("white"))
        p.drawRoundedRect(face, 4, 4)
        strip = QRectF(face.left() + 1, face.top() + 1, face.width() - 2, 6)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(side_colour)
        p.drawRoundedRect(strip, 2, 2)
        f = QFont(self.font())
        f.setPointSizeF(17)
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor("#222222"))
        text = face_text(e)
        if len(text) > 2:
            f.setPointSizeF(12)
            p.setFont(f)
        p.drawText(face.adjusted(0, 5, 0, 0), Qt.AlignmentFlag.AlignCenter, text)
        small = QFont(self.font())
        small.setPointSizeF(6.5)
        small.setBold(True)
        p.setFont(small)
        deck = int(e.get("deck", 1))
        if deck > 1:
            p.setPen(QColor("#7a4a1f"))
            p.drawText(
                face.adjusted(0, 0, -3, -2),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                f"D{deck}",
            )
        if e.get("chosen"):
            p.setPen(QColor("#b07800"))
            p.drawText(
                face.adjusted(3, 7, 0, 0),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                "★",
            )
        if e.get("received_this_round"):
            p.setPen(QColor("#1f6fb2"))
            p.drawText(
                face.adjusted(3, 0, 0, -2),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                "⇄",
            )
        p.restore()

    def _side_colour(self) -> QColor:
        sides = {r.get("side") for r in self.rows}
        if sides == {"pc"}:
            return style.PC
        if sides == {"npc"}:
            return style.NPC
        return QColor("#888888")

    def _paint_rows(self, p: QPainter, origin: QRectF, body: QRectF) -> None:
        e = self.entry
        x = origin.left()
        right = body.right() - 8
        y = origin.top()
        rows_h = ROW_H * max(1, len(self.rows)) + (HEADER_H if e.get("group") else 0)
        y = body.center().y() - rows_h / 2
        base = QFont(self.font())
        if e.get("group"):
            f = QFont(base)
            f.setPointSizeF(max(6.5, base.pointSizeF() - 1.5))
            f.setBold(True)
            p.setFont(f)
            p.setPen(QColor("#6b5d45"))
            p.drawText(
                QRectF(x, y, right - x, HEADER_H),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                self.tr("GROUP · {group}").format(group=e["group"].upper()),
            )
            y += HEADER_H
        for row in self.rows:
            rect = QRectF(x, y, right - x, ROW_H)
            self._paint_row(p, rect, row, base)
            y += ROW_H

    def _paint_row(self, p: QPainter, rect: QRectF, row: Mapping[str, Any], base: QFont) -> None:
        acting = bool(row.get("acting"))
        state = row.get("state", "ok")
        marks = tuple(row.get("marks", ()))
        pip = 9.0
        pips_w = pips_width(marks, pip)
        if marks and state != "dead" and not row.get("inactive"):
            paint_pips(p, marks, QPointF(rect.right() - pips_w, rect.center().y()), pip)
        tag = {
            "broken": self.tr("BROKEN"),
            "dying": self.tr("DYING"),
            "dead": self.tr("DEAD"),
        }.get(state, "")
        f = QFont(base)
        f.setBold(acting)
        f.setItalic(bool(row.get("inactive")))
        p.setFont(f)
        fm = QFontMetricsF(f)
        colour = QColor("#222222")
        if (
            self.entry.get("acted")
            or row.get("acted")
            or row.get("inactive")
            or state in ("dead", "broken")
        ):
            colour = QColor("#8c8c8c")
        text_right = rect.right() - pips_w - 6
        name_x = rect.left()
        if acting:
            p.setPen(CURRENT_EDGE)
            p.drawText(
                QRectF(name_x, rect.top(), 12, rect.height()), Qt.AlignmentFlag.AlignVCenter, "▶"
            )
            name_x += 13
        tag_w = 0.0
        if tag:
            small = QFont(base)
            small.setPointSizeF(6.5)
            small.setBold(True)
            sfm = QFontMetricsF(small)
            tag_w = sfm.horizontalAdvance(tag) + 8
        name_w = max(10.0, text_right - name_x - (tag_w + 4 if tag else 0))
        name = fm.elidedText(str(row["name"]), Qt.TextElideMode.ElideRight, name_w)
        p.setPen(colour)
        p.drawText(
            QRectF(name_x, rect.top(), name_w, rect.height()),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            name,
        )
        if state == "dead":
            y = rect.center().y()
            p.setPen(QPen(QColor("#8c8c8c"), 1))
            p.drawLine(QPointF(name_x, y), QPointF(name_x + fm.horizontalAdvance(name), y))
        if tag:
            tx = name_x + fm.horizontalAdvance(name) + 6
            trect = QRectF(tx, rect.center().y() - 6.5, tag_w, 13)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush({"broken": BROKEN, "dying": DYING, "dead": DEAD}[state])
            p.drawRoundedRect(trect, 3, 3)
            small = QFont(base)
            small.setPointSizeF(6.5)
            small.setBold(True)
            p.setFont(small)
            p.setPen(QColor("white"))
            p.drawText(trect, Qt.AlignmentFlag.AlignCenter, tag)

    # -- dragging ---------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        if self._press is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            return
        if (event.position() - self._press).manhattanLength() < QApplication.startDragDistance():
            return
        self._press = None
        mime = QMimeData()
        mime.setData(CARD_MIME, self.key.encode())
        drag = QDrag(self)
        drag.setMimeData(mime)
        pixmap = self.grab()
        drag.setPixmap(pixmap)
        drag.setHotSpot(event.position().toPoint())
        drag.exec(Qt.DropAction.MoveAction)

    def mouseReleaseEvent(self, event) -> None:
        self._press = None
        super().mouseReleaseEvent(event)

    def contextMenuEvent(self, event) -> None:
        self.menu_requested.emit(self.key, event.globalPos())

    def mouseDoubleClickEvent(self, event) -> None:
        header = HEADER_H if self.entry.get("group") else 0.0
        row = int((event.position().y() - 6 - header) // ROW_H)
        if self.rows:
            self.opened.emit(self.rows[max(0, min(row, len(self.rows) - 1))]["name"])

    def dragEnterEvent(self, event) -> None:
        if not event.mimeData().hasFormat(CARD_MIME):
            event.ignore()
            return
        source = bytes(event.mimeData().data(CARD_MIME).data()).decode()
        if source == self.key:
            event.ignore()
            return
        reason = self.refusal_probe(source, self.key) if self.refusal_probe else None
        self.drop_state = "refused" if reason else "ok"
        self.setToolTip(reason or self.tr("Drop to swap these two places."))
        event.acceptProposedAction()
        self.update()

    def dragLeaveEvent(self, event) -> None:
        self.drop_state = None
        self.update()

    def dropEvent(self, event) -> None:
        self.drop_state = None
        self.update()
        if not event.mimeData().hasFormat(CARD_MIME):
            event.ignore()
            return
        source = bytes(event.mimeData().data(CARD_MIME).data()).decode()
        event.acceptProposedAction()
        if source != self.key:
            self.dropped.emit(source, self.key)


class GroupDialog(QDialog):
    """Name an NPC group and put its members in acting order (drag to reorder)."""

    def __init__(self, parent: QWidget | None, candidates: Sequence[str]) -> None:
        super().__init__(parent)
        named(self, "groupDialog", "Group NPCs")
        self.setWindowTitle(self.tr("Group NPCs on one card"))
        self.name_edit = named(QLineEdit(), "groupNameEdit", "Group name")
        self.name_edit.setPlaceholderText(self.tr("e.g. Cultists"))
        self.members = named(QListWidget(), "groupMembersList", "Group members")
        self.members.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        for n in candidates:
            item = QListWidgetItem(n)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.members.addItem(item)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        named(buttons, "groupDialogButtons", "OK or cancel")
        for b in buttons.buttons():
            named(b, f"groupDialog{b.text().replace('&', '')}Button", b.text().replace("&", ""))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        hint = QLabel(self.tr("Tick the members; drag them into the order they act in."))
        hint.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(self.tr("Name"), self.name_edit)
        form.addRow(hint)
        form.addRow(self.members)
        form.addRow(buttons)

    def answer(self) -> tuple[str, list[str]]:
        names = []
        for i in range(self.members.count()):
            item = self.members.item(i)
            if item.checkState() == Qt.CheckState.Checked:
                names.append(item.text())
        return self.name_edit.text().strip(), names


def holder_status(enc: Encounter, name: str) -> dict[str, Any]:
    """What a card row shows of ``name`` whatever the card: side, life state, pips."""
    return {
        "name": name,
        "side": enc.combatant(name).side,
        "state": life_state(enc, name),
        "marks": pip_marks(enc, name),
        "words": pips_text(enc, name),
    }


def _button(text: str, object_name: str, accessible: str, tip: str) -> QToolButton:
    b = named(QToolButton(), object_name, accessible)
    b.setText(text)
    b.setToolTip(tip)
    b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    return b


class InitiativeDock(CombatDock):
    """The turn order, turn buttons, (card decks:) hidden mode and groups, and the
    legal-actions list."""

    attack_requested = Signal(str, str)
    character_requested = Signal(str)
    """A card was double-clicked: open this combatant's character sheet."""

    def __init__(self, parent: QWidget | None = None) -> None:
        title = QCoreApplication.translate("InitiativeDock", "Initiative")
        super().__init__(title, "initiativeDock", "Initiative", parent)
        self.cards: list[CardWidget] = []
        self._order: list[dict[str, Any]] = []
        self._order_kept = False
        """The order shown is still the runner's: every change since it was worked out is of a
        kind the runner says leaves it alone (``initiative_touched_by``: a move, a spent action,
        a log line)."""
        self._touched: set[str] | None = None
        """Whose card rows the changes since the last redraw may have changed (None: anyone's)."""
        self._by_events = False
        self._map: Any = None
        self._drawn_turn: str | None = None
        self.statuses = StatusBook(holder_status)
        """Each holder's side, life state and pips, kept until a change touches them."""
        self.states = StatusBook(life_state)
        """Each combatant's life state alone (who may still draw a card): the 200 without a
        card on a big map's open need no pips or words worked out."""
        body = QWidget()
        self.status = named(QLabel(), "initiativeStatusLabel", "Turn")
        f = QFont(self.status.font())
        f.setBold(True)
        self.status.setFont(f)
        self.status.setWordWrap(True)

        self.draw_button = _button(
            self.tr("Draw"),
            "initiativeDrawButton",
            "Draw initiative",
            self.tr("Deal a card to everyone without one"),
        )
        self.redraw_button = _button(
            self.tr("Redraw"),
            "initiativeRedrawButton",
            "Redraw initiative",
            self.tr("Before the fight: every card goes back and is dealt again"),
        )
        self.group_button = _button(
            self.tr("Group…"),
            "initiativeGroupButton",
            "Group NPCs",
            self.tr("Put NPCs without a card on one shared card, in an order you set"),
        )
        self.start_button = _button(
            self.tr("Start fight"),
            "initiativeStartButton",
            "Start the fight",
            self.tr("The lowest card acts first"),
        )
        self.next_turn_button = _button(
            self.tr("Next turn ▶"),
            "initiativeNextTurnButton",
            "Next turn",
            self.tr("End this turn; the next card acts (N)"),
        )
        self.next_round_button = _button(
            self.tr("Next round ⟳"),
            "initiativeNextRoundButton",
            "Next round",
            self.tr("Every turn left this round passes; the next round begins"),
        )
        self.end_button = _button(
            self.tr("End fight"),
            "initiativeEndButton",
            "End the fight",
            self.tr("The cards go back to the deck"),
        )
        self.hidden_box = named(
            QCheckBox(self.tr("Hidden cards")), "initiativeHiddenCheck", "Hidden initiative"
        )
        self.hidden_box.setToolTip(
            self.tr(
                "Hidden initiative: cards stay face down until the GM calls their number, and "
                "are drawn again every round."
            )
        )
        self.draw_button.clicked.connect(self.draw)
        self.redraw_button.clicked.connect(self.redraw)
        self.group_button.clicked.connect(self.make_group)
        self.start_button.clicked.connect(self.start_fight)
        self.next_turn_button.clicked.connect(self.next_turn)
        self.next_round_button.clicked.connect(self.next_round)
        self.end_button.clicked.connect(self.end_fight)
        self.hidden_box.toggled.connect(self.set_hidden)

        self.button_grid = grid = QGridLayout()
        grid.setSpacing(3)
        self._button_shape: tuple[bool, ...] = ()

        self.notice = status_label("initiativeNotice", "Initiative message")
        self.notice.setStyleSheet(REFUSAL_STYLE)
        self.notice.hide()

        self.cards_host = QWidget()
        self.cards_host.setObjectName("initiativeCards")
        self.cards_layout = QVBoxLayout(self.cards_host)
        self.cards_layout.setContentsMargins(2, 2, 2, 2)
        self.cards_layout.setSpacing(4)
        self.empty_label = named(QLabel(), "initiativeEmptyLabel", "No turn order yet")
        self.empty_label.setWordWrap(True)
        self.empty_label.setStyleSheet(MUTED_STYLE)
        self.cards_layout.addWidget(self.empty_label)
        self.cards_layout.addStretch(1)
        self.scroll = named(QScrollArea(), "initiativeCardsScroll", "Initiative cards")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setWidget(self.cards_host)
        self.scroll.setMinimumHeight(120)

        # combatants outside the order: surprise picks before the fight, joining during it
        self.outside = QWidget()
        self.outside.setObjectName("initiativeOutside")
        self.outside_combo = compact(
            named(QComboBox(), "initiativeOutsideCombo", "Combatant without card")
        )
        self.pick_spin = named(QSpinBox(), "initiativePickSpin", "Card to pick")
        self.pick_spin.setRange(1, 10)
        self.pick_spin.setPrefix(self.tr("card "))
        self.pick_button = _button(
            self.tr("Pick card"),
            "initiativePickButton",
            "Pick a card",
            self.tr("Surprise: the surprising combatant picks this card before the others draw"),
        )
        self.join_button = _button(
            self.tr("Join"),
            "initiativeJoinButton",
            "Join the fight",
            self.tr("A newcomer draws a card from what is left of the deck"),
        )
        self.pick_button.clicked.connect(self.pick_card)
        self.join_button.clicked.connect(self.join)
        row = QGridLayout(self.outside)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(3)
        self.outside_label = QLabel(self.tr("No card:"))
        row.addWidget(self.outside_label, 0, 0)
        row.addWidget(self.outside_combo, 0, 1, 1, 3)
        row.addWidget(self.pick_spin, 1, 1)
        row.addWidget(self.pick_button, 1, 2)
        row.addWidget(self.join_button, 1, 3)
        row.setColumnStretch(1, 1)

        top = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(4, 4, 4, 0)
        top_layout.setSpacing(4)
        top_layout.addWidget(self.status)
        top_layout.addLayout(grid)
        self._layout_buttons()  # now that the buttons have a parent to be shown in
        top_layout.addWidget(self.notice)
        top_layout.addWidget(self.scroll, 1)
        top_layout.addWidget(self.outside)

        self.actions = ActionsPanel(self.run)
        self.actions.attack_requested.connect(self.attack_requested.emit)
        bottom = QWidget()
        bottom_layout = QVBoxLayout(bottom)
        bottom_layout.setContentsMargins(4, 0, 4, 4)
        heading = QLabel(self.tr("Actions"))
        heading.setFont(f)
        bottom_layout.addWidget(heading)
        bottom_layout.addWidget(self.actions, 1)

        self.splitter = named(QSplitter(Qt.Orientation.Vertical), "initiativeSplitter", "Split")
        self.splitter.addWidget(top)
        self.splitter.addWidget(bottom)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)
        self.setWidget(body)
        self.setMinimumWidth(270)

    # -- model → view -----------------------------------------------------------------------
    def encounter_changed(self) -> None:
        assert self.enc is not None
        self.statuses.bind(self.enc)
        self.states.bind(self.enc)
        self.actions.set_encounter(self.enc)
        self.notice.hide()
        self._forget_order()
        if self._map is not None:
            self._map.events.disconnect(self._on_map_change)
        self._map = self.enc.map
        self._map.events.connect(self._on_map_change)  # zone edits touch the rows, not the order

    # -- what a change touches ----------------------------------------------------------------
    def _forget_order(self) -> None:
        self._order_kept = False
        self._touched = None

    def _on_core_event(self, event: Event) -> None:
        touches = getattr(self.combat, "initiative_touched_by", None)
        if not callable(touches) or touches(event.type, event.data):
            self._order_kept = False
        self._note_rows(event)
        super()._on_core_event(event)

    def _on_map_change(self, event: Event) -> None:
        self._note_rows(event)

    def _note_rows(self, event: Event) -> None:
        if self._touched is not None:
            touched = touched_by(event)
            self._touched = None if touched is None else self._touched | touched

    def _flush(self) -> None:
        """A redraw caused by core events (only these may keep the order: a direct
        ``refresh_now`` works everything out)."""
        self._by_events = True
        try:
            super()._flush()
        finally:
            self._by_events = False

    def base_title(self) -> str:
        """The runner's name for its order ("Initiative cards", "DEX ranks", "Seating" …)."""
        return str(getattr(self.combat, "initiative_title", "") or self.tr("Initiative"))

    def deals_cards(self) -> bool:
        """The runner deals initiative from a card deck (it offers ``draw_initiative``)."""
        return self.can("draw_initiative")

    def words(self) -> dict[str, str]:
        """The dock's wording for this runner: card words only for a card deck."""
        title = self.base_title()
        kind = str(getattr(getattr(self.enc, "ruleset", None), "initiative_kind", "") or "")
        verb = str(getattr(self.combat, "initiative_verb", "") or "")
        verbs = {
            "cards": self.tr("Draw"),
            "seating": self.tr("Seat"),
            "dex_ranks": self.tr("Take places"),
        }
        verb = verb or verbs.get("cards" if self.deals_cards() else kind, self.tr("Roll"))
        if self.deals_cards():
            empty = self.tr("No cards yet. Press {verb} to deal initiative.")
            if self.can("set_group_order"):
                empty = self.tr(
                    "No cards yet. Press {verb} to deal initiative (Group… first to give NPCs "
                    "one card)."
                )
            return {
                "verb": verb,
                "verb_tip": self.tr("Deal a card to everyone without one"),
                "start_tip": self.tr("The lowest card acts first"),
                "next_tip": self.tr("End this turn; the next card acts (N)"),
                "end_tip": self.tr("The cards go back to the deck"),
                "join_tip": self.tr("A newcomer draws a card from what is left of the deck"),
                "empty": empty.format(verb=verb),
                "ready": self.tr("{title} dealt").format(title=title.lower()),
                "none": self.tr("no {title} yet").format(title=title.lower()),
                "outside": self.tr("No card:"),
                "swap_hint": self.tr(
                    "Drag onto another card to swap (on your own turn, before acting)."
                ),
            }
        return {
            "verb": verb,
            "verb_tip": self.tr(
                "{verb}: a place in the order ({title}) for everyone without one"
            ).format(verb=verb, title=title),
            "start_tip": self.tr("The first in the order acts first"),
            "next_tip": self.tr("End this turn; the next in the order acts (N)"),
            "end_tip": self.tr("End the fight; the order is cleared"),
            "join_tip": self.tr("A newcomer joins the order"),
            "empty": self.tr("Nobody in the order yet. Press {verb} to set the {title}.").format(
                verb=verb, title=title
            ),
            "ready": self.tr("the order is set"),
            "none": self.tr("no order yet"),
            "outside": self.tr("Not in the order:"),
            "swap_hint": self.tr("Drag onto another place to swap them, if the rules allow it."),
        }

    def _apply_words(self, words: Mapping[str, str]) -> None:
        for button, text, tip in (
            (self.draw_button, words["verb"], words["verb_tip"]),
            (self.start_button, None, words["start_tip"]),
            (self.next_turn_button, None, words["next_tip"]),
            (self.end_button, None, words["end_tip"]),
            (self.join_button, None, words["join_tip"]),
        ):
            if text is not None and button.text() != text:
                button.setText(text)
                button.setAccessibleName(
                    {self.tr("Draw"): "Draw initiative", self.tr("Roll"): "Roll initiative"}.get(
                        text, text
                    )
                )
            button.setToolTip(tip)
        self.empty_label.setText(words["empty"])
        self.outside_label.setText(words["outside"])

    def hidden_mode(self) -> bool:
        """The hidden-initiative variant is on (the fight runner's, else the saved state)."""
        combat = self.combat
        fn = getattr(combat, "hidden_initiative", None)
        if callable(fn):
            return bool(fn())
        init = self.enc.state.get("initiative") if self.enc is not None else None
        if isinstance(init, dict):
            return bool(init.get("hidden"))
        settings = getattr(self.enc.ruleset, "settings", {}) if self.enc is not None else {}
        return bool(settings.get("yze.hidden_initiative", False))

    def fight_started(self) -> bool:
        if self.can("fight_started"):
            return bool(self.combat.fight_started())
        return self.can("current_turn") and self.combat.current_turn() is not None

    def order(self, words: Mapping[str, str] | None = None) -> list[dict[str, Any]]:
        """The runner's ``initiative_entries`` as dicts, with the extras a card deck has (deck,
        surprise pick, received in a swap) when the runner offers ``initiative_order``
        (``words``: :meth:`words`, when the caller has them already)."""
        combat = self.combat
        rich = combat.initiative_order() if self.can("initiative_order") else []
        extra = {str(e.get("key")): e for e in rich if isinstance(e, Mapping)}
        swap_hint = (words or self.words())["swap_hint"]
        cards = self.deals_cards()
        out = []
        # the entries from the order just worked out, where the runner can (not twice)
        made = self.can("initiative_entries_of") and self.can("initiative_order")
        entries = combat.initiative_entries_of(rich) if made else combat.initiative_entries()
        for e in entries:
            more = extra.get(e.key, {})
            out.append(
                {
                    "swap_hint": swap_hint,
                    "cards": cards,
                    "key": e.key,
                    "label": e.label,
                    "value": e.value,
                    "names": list(e.names),
                    "group": e.group,
                    "current": bool(e.current),
                    "acted": bool(e.acted),
                    "hidden": bool(e.hidden),
                    "inactive": list(e.inactive),
                    "detail": e.detail,
                    "deck": int(more.get("deck", 1)),
                    "chosen": bool(more.get("chosen")),
                    "received_this_round": bool(more.get("received_this_round")),
                }
            )
        return out

    def refresh(self) -> None:
        enc = self.enc
        assert enc is not None
        if not self.can("initiative_entries"):
            self._show_unsupported()
            return
        combat = self.combat
        keep = self._by_events and self._order_kept
        touched = self._touched if keep else None
        self._forget_order()
        try:
            words = self.words()
            order = self._order if keep else self.order(words)
        except NotImplementedError:
            self._show_unsupported()
            return
        self._order = order
        started = self.fight_started()
        current = combat.current_turn()
        self._apply_words(words)
        self._rebuild_cards(order, current, touched)
        self._order_kept, self._touched = True, set()
        # status line
        if started and current:
            entry = next((e for e in order if e["current"]), None)
            label = card_label(entry) if entry else ""
            if not label:
                status = self.tr("Round {round}: {name}'s turn")
            elif label.isdigit():
                status = self.tr("Round {round}: {name}'s turn — at {place}")
            else:
                status = self.tr("Round {round}: {name}'s turn — {place}")
            status = status.format(round=enc.round.number, name=current, place=label)
        elif started:
            status = self.tr("Round {round}: nobody can act.").format(round=enc.round.number)
        elif order:
            status = self.tr("Round {round}: {ready} — start the fight.").format(
                round=enc.round.number, ready=words["ready"]
            )
        else:
            status = self.tr("Round {round}: {none}.").format(
                round=enc.round.number, none=words["none"]
            )
        self.status.setText(status)
        # buttons follow what the core would allow (the core still has the last word)
        has_cards = bool(order)
        without = self._without_card()
        self.draw_button.setEnabled(not started and bool(without))

        self.redraw_button.setEnabled(not started and has_cards)

        self.group_button.setEnabled(not started and bool(self._npcs_without_card(without)))
        self.start_button.setEnabled(not started and has_cards)
        self.next_turn_button.setEnabled(started)

        self.end_button.setEnabled(started or has_cards)

        self.hidden_box.setEnabled(True)
        was = self.hidden_box.blockSignals(True)
        self.hidden_box.setChecked(self.hidden_mode())
        self.hidden_box.blockSignals(was)
        can_pick, can_join = self.can("choose_card"), self.can("join_initiative")
        # a surprise pick comes before the fight; joining (all a runner may offer) during it
        self.outside.setVisible(bool(without) and (can_pick or (can_join and started)))
        fill_combo(self.outside_combo, [(n, n) for n in without])
        self.pick_spin.setVisible(can_pick)
        self.pick_button.setVisible(can_pick)
        self.join_button.setVisible(can_join)
        self.pick_spin.setEnabled(not started)
        self.pick_button.setEnabled(not started)
        self.join_button.setEnabled(started)
        self._layout_buttons(
            {
                self.redraw_button: self.can("redraw_initiative"),
                self.group_button: self.can("set_group_order"),
                self.end_button: self.can("end_fight"),
                self.hidden_box: self.can("set_hidden_initiative"),
            }
        )
        self.actions.refresh()

    def _layout_buttons(self, offered: Mapping[QWidget, bool] | None = None) -> None:
        """Lay the buttons this runner offers out in rows of three, in order, with no holes
        where a card deck's extras (Redraw, Group…, Hidden cards) are left out. ``offered``
        says which of the optional ones the runner offers (the rest always are)."""
        offered = offered or {}
        buttons = [
            self.draw_button,
            self.redraw_button,
            self.group_button,
            self.start_button,
            self.next_turn_button,
            self.next_round_button,
            self.end_button,
        ]
        everything = (*buttons, self.hidden_box)
        shape = tuple(bool(offered.get(w, True)) for w in everything)
        if shape == self._button_shape:
            return
        self._button_shape = shape
        grid = self.button_grid
        for w in everything:
            grid.removeWidget(w)
        shown = [b for b, on in zip(buttons, shape, strict=False) if on]
        for i, b in enumerate(shown):
            grid.addWidget(b, i // 3, i % 3)
        if shape[-1]:
            i = len(shown)
            grid.addWidget(self.hidden_box, i // 3, i % 3, 1, 3 - i % 3)
        for w, on in zip(everything, shape, strict=True):
            w.setVisible(on)
        for col in range(3):
            grid.setColumnStretch(col, 1)

    def _show_unsupported(self) -> None:
        self.status.setText(self.tr("This ruleset keeps no turn order."))
        for w in (
            self.draw_button,
            self.redraw_button,
            self.group_button,
            self.start_button,
            self.next_turn_button,
            self.end_button,
            self.hidden_box,
        ):
            w.setEnabled(False)
        self._order = []
        self._forget_order()
        self._rebuild_cards([], None)
        self.outside.hide()
        self.actions.refresh()

    def _without_card(self) -> list[str]:
        enc = self.enc
        assert enc is not None
        placed = {n for e in self._order for n in e["names"]}
        return [
            c.name
            for c in enc.combatants()
            if c.name not in placed and self.states.get(c.name) != "dead"
        ]

    def _npcs_without_card(self, without: list[str] | None = None) -> list[str]:
        assert self.enc is not None
        without = self._without_card() if without is None else without
        return [n for n in without if self.enc.combatant(n).side == "npc"]

    def _rows(self, entry: Mapping[str, Any], current: str | None) -> list[dict[str, Any]]:
        enc = self.enc
        assert enc is not None
        rows = []
        for n in entry["names"]:
            if n not in enc:
                continue
            rows.append(
                {
                    **self.statuses.get(n),
                    "acting": n == current and bool(entry.get("current")),
                    "inactive": n in entry.get("inactive", ()),
                }
            )
        return rows

    def _rebuild_cards(
        self, order: list[dict[str, Any]], current: str | None, touched: set[str] | None = None
    ) -> None:
        """Show ``order``: a card whose entry and rows are as they were stays as it is (a drop
        in a 200-card fight rebuilt every card); the others are redrawn or made anew. With the
        order the cards show and the same turn, only the cards of ``touched`` combatants can
        have changed rows (``None``: anyone's)."""
        if touched is not None and current == self._drawn_turn:
            self._touch_cards(touched)
            QTimer.singleShot(0, self, self._show_current_card)
            return
        self._drawn_turn = current
        # face-down cards don't give the order away: they come last, by name
        shown = [e for e in order if not e["hidden"]]
        hidden = sorted(
            (e for e in order if e["hidden"]), key=lambda e: (e["group"] or "", e["names"])
        )
        old = {card.key: card for card in self.cards}
        cards = [
            self._card_for(entry, self._rows(entry, current), old.pop(str(entry["key"]), None))
            for entry in shown + hidden
        ]
        for card in old.values():
            self._drop_card_widget(card)
        self._place_cards(cards)
        self.cards = cards
        self.empty_label.setVisible(not order)
        # scroll to the current card once the layout has placed the new cards (a new card has
        # no place yet: asking now would scroll by a size it doesn't have)
        QTimer.singleShot(0, self, self._show_current_card)

    def _touch_cards(self, touched: set[str]) -> None:
        """Redraw the cards holding someone in ``touched`` (the cards show the order as it is,
        and the turn is the one drawn)."""
        for card in self.cards:
            if not touched.isdisjoint(card.entry.get("names", ())):
                self._card_for(card.entry, self._rows(card.entry, self._drawn_turn), card)

    def _show_current_card(self) -> None:
        current_card = self.current_card()
        if current_card is not None:
            self.scroll.ensureWidgetVisible(current_card, 0, 10)

    def _card_for(
        self, entry: Mapping[str, Any], rows: list[dict[str, Any]], card: CardWidget | None
    ) -> CardWidget:
        """``card`` showing ``entry`` and ``rows`` (redrawn in place when they changed), or a
        new card when there was none of this key."""
        if card is None:
            return self._new_card(entry, rows)
        if card.entry != entry or card.rows != rows:
            card.show_entry(entry, rows)
        return card

    def _drop_card_widget(self, card: CardWidget) -> None:
        self.cards_layout.removeWidget(card)
        card.hide()
        card.deleteLater()

    def _place_cards(self, cards: list[CardWidget]) -> None:
        """Put ``cards`` in the layout in this order (only when it differs from what is there)."""
        layout = self.cards_layout
        placed = [layout.itemAt(i) for i in range(len(cards))]
        if all(p is not None and p.widget() is c for p, c in zip(placed, cards, strict=True)):
            return
        for card in cards:
            self.cards_layout.removeWidget(card)
        for i, card in enumerate(cards):
            self.cards_layout.insertWidget(i, card)

    def _new_card(self, entry: Mapping[str, Any], rows: list[dict[str, Any]]) -> CardWidget:
        card = CardWidget(entry, rows)
        card.refusal_probe = self.swap_refusal
        card.dropped.connect(self.drop_card)
        card.menu_requested.connect(self._card_menu)
        card.opened.connect(self.character_requested)
        return card

    def current_card(self) -> CardWidget | None:
        return next((c for c in self.cards if c.current), None)

    def card(self, key: str) -> CardWidget | None:
        return next((c for c in self.cards if c.key == key), None)

    def card_of(self, name: str) -> CardWidget | None:
        return next((c for c in self.cards if name in c.entry["names"]), None)

    # -- view → model -----------------------------------------------------------------------
    def run(self, fn: Any, *args: Any, **kwargs: Any) -> tuple[bool, Any]:
        ok, result = super().run(fn, *args, **kwargs)
        if ok:
            self.notice.hide()
        return ok, result

    def refused(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.show()
        super().refused(text)

    def draw(self) -> bool:
        """Deal / roll a place in the order for everyone who has none (``roll_initiative``)."""
        return self.call("roll_initiative")[0]

    def redraw(self) -> bool:
        return self.call("redraw_initiative")[0]

    def start_fight(self) -> bool:
        return self.call("start_fight")[0]

    def next_turn(self) -> bool:
        return self.call("next_turn")[0]

    def next_round(self) -> bool:
        """Next round: in a fight, every turn left passes (turn hooks run: death rolls, fire,
        overwatch expiry) — the runner's ``skip_to_next_round``, else its ``next_turn`` until
        the round turns over, as one undo step; outside a fight, just a new round with fresh
        actions."""
        assert self.enc is not None
        if self.fight_started():
            if self.can("skip_to_next_round"):
                return self.call("skip_to_next_round")[0]
            return self._pass_the_turns_left()
        return self.run(self.enc.next_round)[0]

    def _pass_the_turns_left(self) -> bool:
        """End turn after turn (the runner's own ``next_turn``, hooks and all) until a new
        round begins; the turns are grouped into one undo step."""
        enc = self.enc
        assert enc is not None
        start = enc.round.number
        stack = getattr(self.window(), "undo_stack", None)
        limit = len(self._order) + len(enc.combatants()) + 2
        if stack is not None:
            stack.beginMacro(self.tr("Next round ({number})").format(number=start + 1))
        try:
            for _ in range(limit):
                if not self.call("next_turn")[0] or enc.round.number != start:
                    break
        finally:
            if stack is not None:
                stack.endMacro()
        return enc.round.number != start

    def end_fight(self) -> bool:
        return self.call("end_fight")[0]

    def set_hidden(self, on: bool) -> bool:
        ok = self.call("set_hidden_initiative", bool(on))[0]
        if not ok:
            self.schedule_refresh()  # put the box back as the core has it
        return ok

    def join(self) -> bool:
        name = self.outside_combo.currentData()
        if not name:
            return False
        return self.call("join_initiative", name)[0]

    def pick_card(self) -> bool:
        name = self.outside_combo.currentData()
        if not name:
            return False
        return self.call("choose_card", name, int(self.pick_spin.value()))[0]

    def ask_group(self, candidates: Sequence[str]) -> tuple[str, list[str]] | None:
        """Ask for a group name and its members in order (tests replace this)."""
        dlg = GroupDialog(self, candidates)
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return None
        return dlg.answer()

    def make_group(self) -> bool:
        answer = self.ask_group(self._npcs_without_card())
        if not answer:
            return False
        name, members = answer
        return self.call("set_group_order", name, members)[0]

    def _swap_keys(self, source_key: str, target_key: str) -> tuple[str, str] | None:
        """The two cards of a drop, the one whose turn it is first (a swap is declared by the
        combatant whose turn it is, whichever card was dragged)."""
        self._order = self.order()  # what the core says now, not the last redraw
        keys = {e["key"]: e for e in self._order}
        if source_key not in keys or target_key not in keys or source_key == target_key:
            return None
        if keys[target_key]["current"] and not keys[source_key]["current"]:
            return target_key, source_key
        return source_key, target_key

    def swap_refusal(self, source_key: str, target_key: str) -> str | None:
        """Why dropping ``source_key`` on ``target_key`` can't swap, in the core's words (when
        the runner can say so before trying), else ``None``."""
        pair = self._swap_keys(source_key, target_key)
        if pair is None:
            return self.tr("Drop the card on another card.")
        if not self.can("swap_refusal"):
            return None
        keys = {e["key"]: e for e in self._order}
        a, b = keys[pair[0]], keys[pair[1]]
        current = self.combat.current_turn()
        mover = current if current in a["names"] else (a["names"] or [""])[0]
        other = b["group"] or (b["names"] or [""])[0]
        return self.combat.swap_refusal(mover, other)

    def drop_card(self, source_key: str, target_key: str) -> bool:
        """A card was dropped on another: ask the core to swap them (``reorder``, one undo
        step); a refusal is shown with the core's reason."""
        pair = self._swap_keys(source_key, target_key)
        if pair is None:
            return False
        return self.call("reorder", *pair)[0]

    def _card_menu(self, key: str, pos: QPoint) -> None:
        menu = self.card_menu(key)
        if menu is not None and not menu.isEmpty():
            menu.exec(pos)

    def card_menu(self, key: str) -> QMenu | None:
        """The card's context menu: swap with the current turn (the keyboard way to swap),
        reorder a group, leave the fight."""
        entry = next((e for e in self._order if e["key"] == key), None)
        if entry is None:
            return None
        menu = QMenu(self)
        named(menu, "initiativeCardMenu", "Card actions")
        cur = self.current_card()
        if cur is not None and cur.key != key:
            reason = self.swap_refusal(cur.key, key)
            swap = self.tr("Swap with {name}'s turn").format(name=self.combat.current_turn())
            act = QAction(swap, menu)
            act.setObjectName("actionCardSwap")
            act.setEnabled(reason is None)
            if reason:
                act.setToolTip(reason)
                act.setText(act.text() + f" — {reason}")
            act.triggered.connect(lambda: self.drop_card(cur.key, key))
            menu.addAction(act)
        group = entry.get("group")
        names = list(entry["names"])
        if group and len(names) > 1 and self.can("set_group_order"):
            menu.addSeparator()
            for i, n in enumerate(names):
                if i > 0:
                    act = QAction(self.tr("{name} acts earlier").format(name=n), menu)
                    act.setObjectName(f"actionGroupEarlier{i}")
                    order = names[:]
                    order[i - 1], order[i] = order[i], order[i - 1]
                    act.triggered.connect(
                        lambda _=False, o=order: self.call("set_group_order", group, o)
                    )
                    menu.addAction(act)
        menu.addSeparator()
        for n in names if self.can("leave_initiative") else []:
            act = QAction(self.tr("{name} leaves the fight").format(name=n), menu)
            act.setObjectName("actionCardLeave")
            act.triggered.connect(lambda _=False, n=n: self.call("leave_initiative", n))
            menu.addAction(act)
        for act in menu.actions():
            act.setProperty("accessibleName", act.text())
        return menu


__all__ = ["CARD_MIME", "CardWidget", "GroupDialog", "InitiativeDock", "card_label"]
