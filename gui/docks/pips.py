"""Action pips — what a combatant has left this round — and the status marks on map tokens.

Generic pips come from the fight runner's ``budget_view``: one group per kind of action the
ruleset counts ("standard", "move", "action" …), one :class:`Pip` per action of that kind, filled
while it is left, hollow once spent, each group after the item's ``label`` (else its kind). Items
marked ``measure`` (WWII's metres to run) are not actions: they are told as text
(:func:`measures_text`) after the pips, never drawn as pips; kinds too big to draw (DEX ranks) stay
in the runner's words.

A runner that also offers ``pips_left`` (YZE: seed 000 "MARQUE SUAS AÇÕES", one slow and one fast
action a round, or two fast) gets its own marks: a filled square is an action that may still be
slow, a filled dot a fast one, a hollow dot an action spent. So ``■●`` = fresh, ``■○`` = one
action left (slow or fast), ``●○`` = one fast action left, ``○○`` = nothing left this round.

The same marks are drawn in the initiative dock (:class:`PipsWidget`) and under each token on the
map (:class:`TokenStatus`, pushed onto the token items by :class:`TokenStatusController`), with
the token's broken, dying or dead look and its effect badges. Everything here only *reads* the
core.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene, QSizePolicy, QWidget

from core.encounter import Encounter
from core.events import Event
from gui.docks.combat_base import runner_of

PIP_ON = QColor("#2e9d52")
PIP_SLOW = QColor("#1f6fb2")
PIP_OFF = QColor("#9a9a9a")
BROKEN = QColor("#c77700")
DYING = QColor("#b3261e")
DEAD = QColor("#2b2b2b")

SLOW, FAST, SPENT = "slow", "fast", "spent"
PIP_WORDS = {SLOW: "slow or fast", FAST: "fast", SPENT: "spent"}
KIND_COLOURS = (QColor("#1f6fb2"), QColor("#2e9d52"), QColor("#b07800"), QColor("#7a4fb0"))
"""Colour of each kind of a generic budget, in the runner's order."""
MAX_PIPS = 4
"""A kind with more actions than this (DEX ranks …) is told in words, not drawn."""


@dataclass(frozen=True)
class Pip:
    """One action of a generic budget: its ``kind`` (the runner's word), whether it is still
    ``left``, and ``slot`` — the kind's place in the budget (its colour and shape)."""

    kind: str
    left: bool
    slot: int = 0
    label: str = field(default="", compare=False)
    """The budget item's word for people ("standard action"); the kind when empty."""


Mark = str | Pip
"""A pip: ``"slow"``/``"fast"``/``"spent"`` for a runner with ``pips_left``, else a :class:`Pip`."""


def kind_label(kind: str) -> str:
    """The runner's kind of action as a word for the GM in the UI language
    (``"standard_or_move"`` → ``"standard or move"``); an unknown kind as its id's words."""
    words = {
        "move": QCoreApplication.translate("pips", "move"),
        "action": QCoreApplication.translate("pips", "action"),
        "standard": QCoreApplication.translate("pips", "standard"),
        "standard_or_move": QCoreApplication.translate("pips", "standard or move"),
        "slow": QCoreApplication.translate("pips", "slow"),
        "fast": QCoreApplication.translate("pips", "fast"),
        "free": QCoreApplication.translate("pips", "free"),
        "swift": QCoreApplication.translate("pips", "swift"),
        "full": QCoreApplication.translate("pips", "full"),
        "turn": QCoreApplication.translate("pips", "turn"),
        "round": QCoreApplication.translate("pips", "round"),
        "reaction": QCoreApplication.translate("pips", "reaction"),
    }
    return words.get(str(kind), str(kind).replace("_", " ").strip())


def item_label(item: Any) -> str:
    """A budget item's ``label``, else its kind as words."""
    return str(getattr(item, "label", "") or kind_label(item.kind))


def pip_label(pip: Pip) -> str:
    return pip.label or kind_label(pip.kind)


# -- reading the core ---------------------------------------------------------------------------
def combat_of(enc: Encounter) -> Any:
    return runner_of(enc)


def pips_left(enc: Encounter, name: str) -> dict[str, int]:
    """What ``name`` has left this round by kind (``{"slow": n, "fast": n}`` in YZE): the
    runner's ``budget_view``, else the encounter's ``actions_left``."""
    view = getattr(combat_of(enc), "budget_view", None)
    if callable(view):
        return {i.kind: int(i.left) for i in view(name).items}
    return {k: int(v) for k, v in enc.actions_left(name).items()}


def budget_items(enc: Encounter, name: str) -> tuple[Any, ...]:
    """The runner's ``budget_view(name).items`` (``()`` without one)."""
    view = getattr(combat_of(enc), "budget_view", None)
    if not callable(view):
        return ()
    try:
        return tuple(view(name).items)
    except (NotImplementedError, ValueError):
        return ()


def pip_kinds(enc: Encounter, name: str) -> tuple[str, ...]:
    """The kinds of action drawn as pips for ``name`` (the runner's words, in its order)."""
    marks = pip_marks(enc, name)
    if any(isinstance(m, str) for m in marks):
        return (SLOW, FAST)
    return tuple(dict.fromkeys(m.kind for m in marks if isinstance(m, Pip)))


def pip_marks(enc: Encounter, name: str) -> tuple[Mark, ...]:
    """One mark per action of the round's budget.

    Generic: a :class:`Pip` per action of each kind the runner's ``budget_view`` counts (kinds
    without a small total are left to the words). With the runner's ``pips_left`` (YZE):
    ``"slow"``, ``"fast"`` or ``"spent"`` — ``fast`` counts every action left (a slow one can
    always be spent as a fast one), ``slow`` whether one of them may still be slow.
    """
    if not callable(getattr(combat_of(enc), "pips_left", None)):
        pips: list[Mark] = []
        slot = 0
        for item in budget_items(enc, name):
            total = item.total
            if total is None or not 0 < int(total) <= MAX_PIPS:
                continue
            if getattr(item, "measure", False):
                continue  # metres and the like are told as text, never drawn as actions
            left = max(0, min(int(item.left), int(total)))
            label = str(getattr(item, "label", "") or "")
            pips.extend(Pip(str(item.kind), i < left, slot, label) for i in range(int(total)))
            slot += 1
        return tuple(pips)
    full = enc.ruleset.remaining({})
    left = pips_left(enc, name)
    total = int(full.get("fast", sum(full.values())))
    have = int(left.get("fast", sum(left.values())))
    slow_ok = int(left.get("slow", 0)) > 0
    marks = []
    for i in range(total):
        if i >= have:
            marks.append(SPENT)
        elif i == 0 and slow_ok:
            marks.append(SLOW)
        else:
            marks.append(FAST)
    return tuple(marks)


def measures_text(enc: Encounter, name: str) -> str:
    """The budget's measures (not actions) as words: ``"run (m) 15 · crawl (m) 2"``."""
    out = []
    for item in budget_items(enc, name):
        if not getattr(item, "measure", False):
            continue
        shown = f"{int(item.left)}"
        if item.total is not None and int(item.total) != int(item.left):
            shown += f"/{int(item.total)}"
        out.append(f"{item_label(item)} {shown}")
    return " · ".join(out)


def pips_text(enc: Encounter, name: str) -> str:
    """The ruleset's words for what is left (``"1 slow or fast action"``)."""
    view = getattr(combat_of(enc), "budget_view", None)
    if callable(view):
        text = view(name).text
        if text:
            return str(text)
    return str(enc.ruleset.describe_remaining(enc.actions_spent(name)))


def life_state(enc: Encounter, name: str) -> str:
    """``"ok"``, ``"broken"``, ``"dying"`` or ``"dead"`` — as the fight runner says."""
    combat = combat_of(enc)
    for state, op in (("dead", "is_dead"), ("dying", "is_dying"), ("broken", "is_broken")):
        fn = getattr(combat, op, None)
        if callable(fn) and fn(name):
            return state
    return "ok"


def status_badges(enc: Encounter, name: str) -> tuple[str, ...]:
    """Short words for the token: the runner's ``status_badges`` (state, overwatch, effects),
    else the timed effects' badges."""
    fn = getattr(combat_of(enc), "status_badges", None)
    if callable(fn):
        return tuple(str(b) for b in fn(name))
    from core.effects import badge, effects_on

    return tuple(badge(e) for e in effects_on(enc, name))


# -- painting -------------------------------------------------------------------------------------
def pips_width(marks: tuple[Mark, ...], size: float) -> float:
    """How wide :func:`paint_pips` draws ``marks`` (a wider gap between kinds)."""
    if not marks:
        return 0.0
    gap = size * 0.45
    groups = sum(1 for a, b in pairwise(marks) if _slot(a) != _slot(b))
    return len(marks) * size + (len(marks) - 1) * gap + groups * gap


def _slot(mark: Mark) -> int:
    return mark.slot if isinstance(mark, Pip) else -1


def paint_pips(painter: QPainter, marks: tuple[Mark, ...], left: QPointF, size: float) -> float:
    """Draw ``marks`` in a row starting at ``left`` (vertical centre); return the width used."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    gap = size * 0.45
    x = left.x()
    previous: Mark | None = None
    for mark in marks:
        if previous is not None and _slot(previous) != _slot(mark):
            x += gap  # a little more room between two kinds
        previous = mark
        rect = QRectF(x, left.y() - size / 2, size, size)
        if isinstance(mark, Pip):
            _paint_pip(painter, mark, rect)
        elif mark == SPENT:
            painter.setPen(QPen(PIP_OFF, 1.3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(rect.adjusted(0.8, 0.8, -0.8, -0.8))
        elif mark == SLOW:
            painter.setPen(QPen(QColor("white"), 1))
            painter.setBrush(PIP_SLOW)
            painter.drawRoundedRect(rect, 1.5, 1.5)
        else:
            painter.setPen(QPen(QColor("white"), 1))
            painter.setBrush(PIP_ON)
            painter.drawEllipse(rect)
        x += size + gap
    painter.restore()
    return max(0.0, x - left.x() - gap)


def _paint_pip(painter: QPainter, pip: Pip, rect: QRectF) -> None:
    """A generic pip: the kind's colour, a square for the first kind and dots after it."""
    colour = KIND_COLOURS[pip.slot % len(KIND_COLOURS)]
    if not pip.left:
        painter.setPen(QPen(PIP_OFF, 1.3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inner = rect.adjusted(0.8, 0.8, -0.8, -0.8)
        if pip.slot == 0:
            painter.drawRoundedRect(inner, 1.5, 1.5)
        else:
            painter.drawEllipse(inner)
        return
    painter.setPen(QPen(QColor("white"), 1))
    painter.setBrush(colour)
    if pip.slot == 0:
        painter.drawRoundedRect(rect, 1.5, 1.5)
    else:
        painter.drawEllipse(rect)


def pips_tooltip(marks: tuple[Mark, ...], words: str) -> str:
    if any(isinstance(m, Pip) for m in marks):
        counts: dict[str, list[int]] = {}
        for m in marks:
            if isinstance(m, Pip):
                c = counts.setdefault(pip_label(m), [0, 0])
                c[0] += int(m.left)
                c[1] += 1
        shown = ", ".join(f"{k} {a}/{b}" for k, (a, b) in counts.items())
        return f"{shown} — {words}" if words else shown
    shown = " ".join({SLOW: "■", FAST: "●", SPENT: "○"}[m] for m in marks if isinstance(m, str))
    return QCoreApplication.translate(
        "pips", "{marks}  {words} left this round (■ slow or fast, ● fast, ○ spent)"
    ).format(marks=shown, words=words)


class PipsWidget(QWidget):
    """A row of action pips (dock side). Read-only; :meth:`set_marks` is model → view.

    Generic pips are drawn in groups, each after its kind's word ("standard ■ move ●●"), so the
    GM reads the ruleset's own economy; YZE's slow/fast marks are drawn bare.
    """

    def __init__(self, parent: QWidget | None = None, size: float = 9.0) -> None:
        super().__init__(parent)
        self.marks: tuple[Mark, ...] = ()
        self.measures = ""
        """The budget's measures (metres …) as text, drawn after the pips."""
        self.pip_size = size
        self._hint_key: tuple[Any, ...] | None = None
        self._hint = (QSize(), QSize())
        # the measures (metres …) may be cut short (elided; the label below and the tooltip
        # say them in full): a long line of them must never widen the dock past its edge
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    @property
    def kinds(self) -> tuple[str, ...]:
        """The kinds drawn (the runner's words; ``("slow", "fast")`` for YZE marks)."""
        if any(isinstance(m, str) for m in self.marks):
            return (SLOW, FAST)
        return tuple(dict.fromkeys(m.kind for m in self.marks if isinstance(m, Pip)))

    def set_marks(self, marks: tuple[Mark, ...], words: str = "", measures: str = "") -> None:
        labels = tuple(pip_label(m) if isinstance(m, Pip) else "" for m in marks)
        if tuple(marks) != self.marks or measures != self.measures or labels != self._labels():
            hints = self._hints()
            self.marks = tuple(marks)
            self.measures = measures
            if self._hints() != hints:  # the same room (a pip spent): no layout asked again
                self.updateGeometry()
            self.update()
        tip = pips_tooltip(self.marks, words) if self.marks else ""
        if measures:
            tip = f"{tip}\n{measures}" if tip else measures
        self.setToolTip(tip)
        self.setAccessibleName(f"Actions left: {words}" if words else "Actions left")

    def _groups(self) -> list[tuple[str, tuple[Mark, ...]]]:
        """``[(label, marks)]``: one group per kind (one unlabelled group for YZE marks)."""
        if not any(isinstance(m, Pip) for m in self.marks):
            return [("", self.marks)] if self.marks else []
        groups: dict[int, list[Mark]] = {}
        labels: dict[int, str] = {}
        for m in self.marks:
            assert isinstance(m, Pip)
            groups.setdefault(m.slot, []).append(m)
            labels[m.slot] = pip_label(m)
        return [(labels[k], tuple(v)) for k, v in groups.items()]

    def _labels(self) -> tuple[str, ...]:
        return tuple(pip_label(m) if isinstance(m, Pip) else "" for m in self.marks)

    def _label_font(self) -> QFont:
        f = QFont(self.font())
        f.setPointSizeF(max(6.5, f.pointSizeF() - 1.5))
        return f

    def sizeHint(self) -> QSize:
        return QSize(self._hints()[0])

    def minimumSizeHint(self) -> QSize:
        """Room for the pips and their words; the measures may be cut short."""
        return QSize(self._hints()[1])

    def _hints(self) -> tuple[QSize, QSize]:
        """(size hint, minimum size hint), measured again only when what decides them changes
        (the layouts ask them several times a drop)."""
        key = (self.marks, self._labels(), self.measures, self.pip_size, self.font().toString())
        if key != self._hint_key:
            fm = QFontMetricsF(self._label_font())
            pips = self._pips_width(fm)
            w = pips + (fm.horizontalAdvance(self.measures) + 4 if self.measures else 0)
            h = int(max(self.pip_size, fm.height()) + 4)
            self._hint_key, self._hint = key, (QSize(int(w + 0.99), h), QSize(int(pips + 0.99), h))
        return self._hint

    def _pips_width(self, fm: QFontMetricsF) -> float:
        w = 2.0
        for label, marks in self._groups():
            if label:
                w += fm.horizontalAdvance(label) + 4
            w += pips_width(marks, self.pip_size) + 8
        return w

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        font = self._label_font()
        fm = QFontMetricsF(font)
        p.setFont(font)
        x, mid = 1.0, self.height() / 2
        for label, marks in self._groups():
            if label:
                p.setPen(QColor("#555555"))
                tw = fm.horizontalAdvance(label)
                p.drawText(
                    QRectF(x, 0, tw + 1, self.height()),
                    Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                    label,
                )
                x += tw + 4
            x += paint_pips(p, marks, QPointF(x, mid), self.pip_size) + 8
        if self.measures:
            p.setPen(QColor("#555555"))
            room = max(0.0, self.width() - x - 1)
            text = fm.elidedText(self.measures, Qt.TextElideMode.ElideRight, room)
            p.drawText(
                QRectF(x, 0, room + 1, self.height()),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                text,
            )
        p.end()


# -- tokens -------------------------------------------------------------------------------------
_TAG_FONT_SIZE = 6.5
_PIP = 7.0


@dataclass(frozen=True)
class TokenStatus:
    """What a token shows besides its disc: pips, broken/dying/dead look, effect badges.

    The token item calls :meth:`bounds` and :meth:`paint` (in its own coordinates, centre 0,0;
    ``r`` is the disc's radius).
    """

    marks: tuple[Mark, ...] = ()
    state: str = "ok"
    badges: tuple[str, ...] = ()
    prone: bool = False
    tags: tuple[tuple[str, str], ...] = field(default=(), init=False)

    def __post_init__(self) -> None:
        tags: list[tuple[str, str]] = []
        words = {b.lower() for b in self.badges}
        if self.state != "ok" and self.state not in words:
            tags.append((self.state.upper(), self.state))
        for b in self.badges:
            kind = b.lower() if b.lower() in ("broken", "dying", "dead") else "effect"
            tags.append((b.upper() if kind != "effect" else b, kind))
        object.__setattr__(self, "tags", tuple(tags))

    # geometry
    def _font(self) -> QFont:
        f = QFont()
        f.setPointSizeF(_TAG_FONT_SIZE)
        f.setBold(True)
        return f

    def _pip_centre_y(self, r: float) -> float:
        return r + (15.0 if self.prone else 6.0)

    def _tags_top(self, r: float) -> float:
        """Tags sit under the token, below the pips (engaged pairs stand side by side)."""
        return self._pip_centre_y(r) + _PIP / 2 + 3

    def bounds(self, r: float) -> QRectF:
        fm = QFontMetricsF(self._font())
        h = fm.height() + 1
        width = max((fm.horizontalAdvance(t) + 8 for t, _ in self.tags), default=0.0)
        half = max(r + 6, width / 2 + 1)
        bottom = self._tags_top(r) + len(self.tags) * (h + 1) + 1
        return QRectF(-half, -r - 6, 2 * half, bottom + r + 6)

    def paint(self, painter: QPainter, r: float) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.state != "ok":
            self._paint_overlay(painter, r)
        if self.marks and self.state not in ("dead",):
            width = pips_width(self.marks, _PIP)
            y = self._pip_centre_y(r)
            back = QRectF(-width / 2 - 3, y - _PIP / 2 - 2, width + 6, _PIP + 4)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(30, 30, 30, 150))
            painter.drawRoundedRect(back, 4, 4)
            paint_pips(painter, self.marks, QPointF(-width / 2, y), _PIP)
        self._paint_tags(painter, r)
        painter.restore()

    def _paint_overlay(self, painter: QPainter, r: float) -> None:
        painter.save()
        if self.prone:
            painter.rotate(-18)
            painter.scale(1.15, 0.68)
        colour = {"broken": BROKEN, "dying": DYING, "dead": DEAD}[self.state]
        veil = QColor(colour)
        veil.setAlpha(200 if self.state == "dead" else 110)
        painter.setPen(QPen(colour, 3))
        painter.setBrush(veil)
        painter.drawEllipse(QPointF(0, 0), r + 1, r + 1)
        if self.state == "dead":
            painter.setPen(QPen(QColor("#e8e8e8"), 2.5))
            k = r * 0.55
            painter.drawLine(QPointF(-k, -k), QPointF(k, k))
            painter.drawLine(QPointF(-k, k), QPointF(k, -k))
        painter.restore()

    def _paint_tags(self, painter: QPainter, r: float) -> None:
        font = self._font()
        fm = QFontMetricsF(font)
        h = fm.height() + 1
        painter.setFont(font)
        y = self._tags_top(r)
        for text, kind in self.tags:
            colour = {"broken": BROKEN, "dying": DYING, "dead": DEAD}.get(kind, QColor("#5b3f8c"))
            w = fm.horizontalAdvance(text) + 8
            rect = QRectF(-w / 2, y, w, h)
            painter.setPen(QPen(QColor("white"), 1))
            painter.setBrush(colour)
            painter.drawRoundedRect(rect, 3, 3)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
            y += h + 1


def token_status(enc: Encounter, name: str) -> TokenStatus:
    """The :class:`TokenStatus` of ``name`` now."""
    return TokenStatus(
        marks=pip_marks(enc, name),
        state=life_state(enc, name),
        badges=status_badges(enc, name),
        prone=enc.combatant(name).stance == "prone",
    )


UNMARKED = frozenset(
    {"log_changed", "players_changed", "border_changed", "border_added", "border_removed"}
)
"""Events that change no token's marks: the log, what the players' screen shows, a door opened
or a wall drawn (no ruleset's life state, pips or badges read the borders; a zone's features may
change a budget's measures, so zone edits still touch everyone)."""
OWN_EVENTS = frozenset({"combatant_changed", "actions_changed"})
"""Core events about one combatant's own things (a move, a spent action)."""


def touched_by(event: Event) -> frozenset[str] | None:
    """The combatants whose status (pips, life state, badges) ``event`` may change: nobody for a
    log line or the players' screen, the one combatant for their own move or spent action, and
    ``None`` — anyone — for everything else (damage, a new turn or round, a rename, undo …)."""
    if event.type in UNMARKED:
        return frozenset()
    name = event.data.get("name")
    own = event.type in OWN_EVENTS and isinstance(name, str)
    if own and event.data.get("old_name", name) == name:
        return frozenset({name})
    return None


class StatusBook:
    """Per-combatant answers for a view — ``compute(enc, name)``: a card row, a life state —
    worked out once and kept until an event may change them (:func:`touched_by`), so a drop
    recomputes the mover's alone, not all 200 of a big fight. Read-only, like the rest here."""

    def __init__(self, compute: Callable[[Encounter, str], Any]) -> None:
        self.compute = compute
        self.enc: Encounter | None = None
        self._known: dict[str, Any] = {}
        self.computed = 0
        """How many answers were worked out (tests count them)."""

    def bind(self, enc: Encounter | None) -> None:
        """Follow ``enc`` (forgetting everything known of the previous one)."""
        if self.enc is not None:
            self.enc.events.disconnect(self._on_event)
            self.enc.map.events.disconnect(self._on_event)
        self.enc = enc
        self._known.clear()
        if enc is not None:
            enc.events.connect(self._on_event)
            enc.map.events.connect(self._on_event)

    def _on_event(self, event: Event) -> None:
        touched = touched_by(event)
        if touched is None:
            self._known.clear()
        else:
            for name in touched:
                self._known.pop(name, None)

    def get(self, name: str) -> Any:
        """``compute(enc, name)``, from what is known when nothing changed it since."""
        if name not in self._known:
            assert self.enc is not None
            self._known[name] = self.compute(self.enc, name)
            self.computed += 1
        return self._known[name]


class TokenStatusController(QObject):
    """Keeps every token's :class:`TokenStatus` in step with the core (model → view only).

    Token items are created and replaced by the scene from the same core events; this runs
    after the scene (a coalesced refresh), so a new item gets its status too.
    """

    def __init__(self, scene: QGraphicsScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tokenStatusController")
        self.scene = scene
        self.enc: Encounter | None = None
        self._pending = False
        self._touched: set[str] | None = set()
        """The combatants whose status the pending events may change (``None``: everyone)."""

    def set_encounter(self, enc: Encounter) -> None:
        if self.enc is not None:
            self.enc.events.disconnect(self._on_event)
            self.enc.map.events.disconnect(self._on_event)
        self.enc = enc
        enc.events.connect(self._on_event)
        enc.map.events.connect(self._on_event)
        self.refresh()

    def _on_event(self, event: Event) -> None:
        self._note_touched(event)
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self._refresh_touched)

    def _note_touched(self, event: Event) -> None:
        """A move or spent action changes only that combatant's marks (a drop on a big map
        recomputed all 200); any other change may touch anyone's."""
        if self._touched is None:
            return
        touched = touched_by(event)
        if touched is None:
            self._touched = None
        else:
            self._touched |= touched

    def _refresh_touched(self) -> None:
        if not self._pending:  # already done by settle()
            return
        touched, self._touched = self._touched, set()
        self.refresh(touched)

    def settle(self) -> None:
        """The core's change is over (the window's undo stack took, undid or redid its step):
        set the marks it touched now, so the map repaints the moved token and its new marks in
        one paint (waiting for the coalesced refresh painted the map a second time)."""
        self._refresh_touched()

    def refresh(self, names: set[str] | None = None) -> None:
        """Recompute the status of ``names`` (``None``: every token)."""
        self._pending = False
        self._touched = set()
        enc = self.enc
        if enc is None:
            return
        items = getattr(self.scene, "token_items", {})
        for name, item in list(items.items()):
            if names is not None and name not in names:
                continue
            setter = getattr(item, "set_status", None)
            if setter is not None and name in enc:
                setter(token_status(enc, name))


__all__ = [
    "FAST",
    "SLOW",
    "SPENT",
    "Pip",
    "PipsWidget",
    "StatusBook",
    "TokenStatus",
    "TokenStatusController",
    "item_label",
    "kind_label",
    "life_state",
    "measures_text",
    "paint_pips",
    "pip_kinds",
    "pip_label",
    "pip_marks",
    "pips_left",
    "pips_text",
    "pips_width",
    "status_badges",
    "token_status",
    "touched_by",
]
