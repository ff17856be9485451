"""The combat log dock: every roll, move, swap and change (``enc.log``), newest at the bottom.

:class:`LogModel` mirrors ``enc.log`` as a list model with a header row per round. It updates by
diffing against what it shows (a new entry is one inserted row; an undo removes rows), so the view
keeps its scroll position, and follows the newest entry unless the GM scrolled up to read.
"Export Markdown…" writes ``core.log_export.save_log_markdown``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from core.encounter import Encounter
from core.log_export import describe_roll, save_log_markdown
from gui.docks.combat_base import MUTED_STYLE, CombatDock, named

KIND_GLYPHS = {
    "attack": "⚔",
    "block": "◆",
    "move": "➜",
    "swap": "⇄",
    "initiative": "☰",
    "turn": "▶",
    "round": "⟳",
    "damage": "✚",
    "stress": "✚",
    "heal": "♥",
    "recovery": "♥",
    "crit": "✖",
    "death_roll": "☠",
    "prompt": "⚠",
    "roll": "◎",
}
KIND_COLOURS = {
    "attack": "#8e1f1f",
    "damage": "#8e1f1f",
    "crit": "#8e1f1f",
    "death_roll": "#5a0f0f",
    "prompt": "#b3261e",
    "turn": "#1f4f8f",
    "round": "#1f4f8f",
    "swap": "#6a3fa0",
    "move": "#2d6a3e",
}
Row = tuple[str, Any]  # ("round", number) or ("entry", index in enc.log)


def _rolls(entry: dict[str, Any]) -> list[dict[str, Any]]:
    out = []
    if isinstance(entry.get("roll"), dict):
        out.append(entry["roll"])
    for key in ("opposed_roll", "block_roll"):
        if isinstance(entry.get(key), dict):
            out.append(entry[key])
    for r in entry.get("rolls") or []:
        if isinstance(r, dict):
            out.append(r["roll"] if isinstance(r.get("roll"), dict) else r)
    return out


class LogModel(QAbstractListModel):
    """``enc.log`` as rows: a header per round, then its entries (oldest first)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.enc: Encounter | None = None
        self._rows: list[Row] = []
        self._keys: list[tuple[Any, ...]] = []
        self._entries: list[dict[str, Any]] = []
        """The log's entries the rows show (the same objects)."""
        self._ends: list[int] = []
        """For each of those entries, how many rows there are up to and including its own."""

    def set_encounter(self, enc: Encounter) -> None:
        self.beginResetModel()
        self.enc = enc
        self._rows, self._keys, self._ends = self._build(0)
        self._entries = list(enc.log)
        self.endResetModel()

    def _log(self) -> list[dict[str, Any]]:
        return self.enc.log if self.enc is not None else []

    def _build(self, start: int) -> tuple[list[Row], list[tuple[Any, ...]], list[int]]:
        """The rows, their keys and the entries' ends from entry ``start`` on (the rows before
        are the ones shown for the entries before)."""
        log = self._log()
        rows: list[Row] = []
        keys: list[tuple[Any, ...]] = []
        ends: list[int] = []
        base = self._ends[start - 1] if start else 0
        last: object = log[start - 1].get("round") if start else object()
        for i in range(start, len(log)):
            entry = log[i]
            rnd = entry.get("round")
            if rnd != last:
                last = rnd
                rows.append(("round", rnd))
                keys.append(("round", rnd))
            rows.append(("entry", i))
            keys.append(("entry", i, entry.get("kind"), entry.get("text")))
            ends.append(base + len(rows))
        return rows, keys, ends

    def _kept(self) -> int:
        """How many of the entries shown are still the log's first ones (the same objects:
        the core appends entries and cuts or replaces the log's tail, it never edits one, so
        once one differs every later one does too: found by halving, not by a walk)."""
        shown, log = self._entries, self._log()
        low, high = 0, min(len(shown), len(log))
        while low < high:  # the first `low` are the same objects, from `high` on none are
            mid = (low + high + 1) // 2
            if shown[mid - 1] is log[mid - 1]:
                low = mid
            else:
                high = mid - 1
        return low

    def sync(self) -> int:
        """Bring the rows in line with ``enc.log``; returns how many rows were appended. The
        rows of the entries still shown are kept without reading them again (the whole log was
        read again after every change: ~2 ms for a thousand lines)."""
        kept = self._kept()
        start = self._ends[kept - 1] if kept else 0
        rows, keys, ends = self._build(kept)
        common = start
        for a, b in zip(self._keys[start:], keys, strict=False):
            if a != b:
                break
            common += 1
        if common < len(self._rows):
            self.beginRemoveRows(QModelIndex(), common, len(self._rows) - 1)
            del self._rows[common:]
            del self._keys[common:]
            self.endRemoveRows()
        added = start + len(rows) - common
        if added > 0:  # in place: a copy of every row's list after each line adds up
            self.beginInsertRows(QModelIndex(), common, start + len(rows) - 1)
            del self._rows[start:]
            self._rows.extend(rows)
            del self._keys[start:]
            self._keys.extend(keys)
            self.endInsertRows()
        del self._entries[kept:]
        self._entries.extend(self._log()[kept:])
        del self._ends[kept:]
        self._ends.extend(ends)
        return max(0, added)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def entry(self, row: int) -> dict[str, Any] | None:
        kind, value = self._rows[row]
        if kind != "entry" or self.enc is None or value >= len(self.enc.log):
            return None
        return self.enc.log[value]

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        kind, value = self._rows[index.row()]
        if kind == "round":
            if role == Qt.ItemDataRole.DisplayRole:
                return (
                    self.tr("Round {number}").format(number=value)
                    if value is not None
                    else self.tr("Before the fight")
                )
            if role == Qt.ItemDataRole.FontRole:
                f = QFont()
                f.setBold(True)
                return f
            if role == Qt.ItemDataRole.ForegroundRole:
                return QBrush(QColor("#555555"))
            if role == Qt.ItemDataRole.BackgroundRole:
                return QBrush(QColor("#ece8df"))
            return None
        entry = self.entry(index.row())
        if entry is None:
            return None
        entry_kind = str(entry.get("kind", ""))
        if role == Qt.ItemDataRole.DisplayRole:
            glyph = KIND_GLYPHS.get(entry_kind, "•")
            return f"{glyph}  {entry.get('text', '')}"
        if role == Qt.ItemDataRole.ToolTipRole:
            lines = [
                self.tr("{kind} (round {round})").format(kind=entry_kind, round=entry.get("round"))
            ]
            lines.extend(describe_roll(r) for r in _rolls(entry))
            return "\n".join(lines)
        if role == Qt.ItemDataRole.ForegroundRole and entry_kind in KIND_COLOURS:
            return QBrush(QColor(KIND_COLOURS[entry_kind]))
        if role == Qt.ItemDataRole.UserRole:
            return entry_kind
        return None

    def texts(self) -> list[str]:
        """Every row's text (tests, accessibility)."""
        return [
            str(self.data(self.index(i), Qt.ItemDataRole.DisplayRole))
            for i in range(len(self._rows))
        ]


class RowSizes(QStyledItemDelegate):
    """Draws rows as the standard delegate does, and remembers each row's size by what it shows
    and how wide it may be: a list of word-wrapped rows lays every row out again when one is
    added, and measuring 500 wrapped lines anew after each drop cost ~0.1 s."""

    LIMIT = 20_000

    def __init__(self, model: LogModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._sizes: dict[tuple[Any, ...], QSize] = {}
        self._font: QFont | None = None
        self._font_key = ""

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        keys = self.model._keys
        row = index.row()
        if not 0 <= row < len(keys):
            return super().sizeHint(option, index)
        font = option.font
        if self._font is None or font != self._font:  # QFont.key() costs ~50 µs: once per font
            self._font, self._font_key = QFont(font), font.key()
        key = (keys[row], option.rect.width(), self._font_key)
        size = self._sizes.get(key)
        if size is None:
            if len(self._sizes) > self.LIMIT:
                self._sizes.clear()
            size = self._sizes[key] = super().sizeHint(option, index)
        return QSize(size)


class LogView(QTableView):
    """The log's rows in one column without headers or grid, each row as high as its wrapped
    text, drawn as a list view draws them. A list view of rows of different heights laid every
    row out again (a sizeHint each, in Python: ~9 µs a row) whenever one was added — after every
    logged move of a long fight; here a new row is measured alone and the others keep their
    heights until the width changes."""

    def __init__(self, model: LogModel, sizes: RowSizes) -> None:
        super().__init__()
        self.setModel(model)
        self.setItemDelegate(sizes)
        self.sizes = sizes
        columns, rows = self.horizontalHeader(), self.verticalHeader()
        columns.hide()
        rows.hide()
        columns.setStretchLastSection(True)
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setMinimumSectionSize(1)
        self.setShowGrid(False)
        self.setWordWrap(True)
        self.setCornerButtonEnabled(False)
        for widget, name in (
            (columns, "logColumnHeader"),
            (rows, "logRowHeader"),
            (self.findChild(QAbstractButton), "logCornerButton"),
        ):  # hidden, but named for screen readers as every control is
            if widget is not None:
                named(widget, name, "Combat log header")
        self.setTabKeyNavigation(False)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self._width = self.columnWidth(0)
        model.rowsInserted.connect(lambda _parent, first, last: self._measure(first, last))
        model.modelReset.connect(self.measure_all)
        columns.sectionResized.connect(lambda _i, _old, new: self._width_changed(new))

    def _measure(self, first: int, last: int) -> None:
        """Give rows ``first``..``last`` the height their text takes at the column's width."""
        model = self.model()
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        option.rect = QRect(0, 0, self._width, self.viewport().height())
        hint = self.sizes.sizeHint
        header = self.verticalHeader()
        # unheard by the table, which would lay itself out after a zero timer, once the window
        # has painted, and paint it again: done here, as its timer would
        was = header.blockSignals(True)
        try:
            for row in range(first, last + 1):
                self.setRowHeight(row, hint(option, model.index(row, 0)).height())
        finally:
            header.blockSignals(was)
        self.updateGeometries()
        top = max(0, self.rowViewportPosition(first))
        viewport = self.viewport()
        if top < viewport.height():
            viewport.update(QRect(0, top, viewport.width(), viewport.height() - top))

    def measure_all(self) -> None:
        """Measure every row again (a new encounter, another width)."""
        count = self.model().rowCount()
        if count:
            self._measure(0, count - 1)

    def _width_changed(self, width: int) -> None:
        if width != self._width:
            self._width = width
            self.measure_all()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.measure_all()  # the text takes another height

    def updateGeometries(self) -> None:
        """As a list view: a click on the scroll bar's arrow scrolls by the first row's height."""
        super().updateGeometries()
        model = self.model()
        if model is not None and model.rowCount():
            self.verticalScrollBar().setSingleStep(self.rowHeight(0))

    def moveCursor(
        self, cursorAction: QAbstractItemView.CursorAction, modifiers: Qt.KeyboardModifier
    ) -> QModelIndex:
        """Home and End go to the first and the last row, as in a list."""
        ends = (QAbstractItemView.CursorAction.MoveHome, QAbstractItemView.CursorAction.MoveEnd)
        if cursorAction in ends:
            modifiers |= Qt.KeyboardModifier.ControlModifier
        return super().moveCursor(cursorAction, modifiers)


class LogDock(CombatDock):
    """The combat log, newest at the bottom, and "Export Markdown…"."""

    EVENTS = frozenset({"log_changed"})

    def __init__(self, parent: QWidget | None = None) -> None:
        title = QCoreApplication.translate("LogDock", "Combat log")
        super().__init__(title, "logDock", "Combat log", parent)
        self.model = LogModel(self)
        self.sizes = RowSizes(self.model)
        self.view = named(LogView(self.model, self.sizes), "logView", "Combat log entries")
        self.sizes.setParent(self.view)
        self.view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.view.setAlternatingRowColors(True)
        self.follow = True
        self.view.verticalScrollBar().valueChanged.connect(self._on_scrolled)
        # word-wrapped rows get their height lazily: stay at the bottom as the range grows
        self.view.verticalScrollBar().rangeChanged.connect(self._on_range_changed)
        self.count_label = named(QLabel(), "logCountLabel", "Log entries")
        self.count_label.setStyleSheet(MUTED_STYLE)
        self.export_button = named(
            QPushButton(self.tr("Export Markdown…")),
            "logExportButton",
            "Export the log as Markdown",
        )
        self.export_button.clicked.connect(lambda: self.export_markdown())
        body = QWidget()
        top = QHBoxLayout()
        top.addWidget(self.count_label, 1)
        top.addWidget(self.export_button)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(3)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        self.setWidget(body)

    def encounter_changed(self) -> None:
        assert self.enc is not None
        self.model.set_encounter(self.enc)
        self.follow = True

    def _on_scrolled(self, value: int) -> None:
        bar = self.view.verticalScrollBar()
        self.follow = value >= bar.maximum() - 4

    def _on_range_changed(self, _low: int, high: int) -> None:
        if self.follow:
            self.view.verticalScrollBar().setValue(high)

    def refresh(self) -> None:
        assert self.enc is not None
        follow = self.follow
        rows = self.model.rowCount()
        added = self.model.sync()
        if (added or self.model.rowCount() != rows) and self.view.isVisible():
            self.view.doItemsLayout()  # now, not after the window's repaint (a second paint)
        n = len(self.enc.log)
        self.count_label.setText(
            (
                self.tr("1 entry · round {round}")
                if n == 1
                else self.tr("{n} entries · round {round}")
            ).format(n=n, round=self.enc.round.number)
        )
        self.export_button.setEnabled(True)
        if added and follow:
            self.view.scrollToBottom()
            self.follow = True

    def export_markdown(self, path: str | Path | None = None) -> Path | None:
        """Write the log as Markdown to ``path`` (asks for one when ``None``)."""
        if self.enc is None:
            return None
        if path is None:
            base = self.enc.path.with_suffix("") if self.enc.path else Path.home() / "combat"
            suggestion = f"{base}-log.md"
            chosen, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Export combat log"),
                suggestion,
                self.tr("Markdown (*.md);;All files (*)"),
            )
            if not chosen:
                return None
            path = chosen
        path = Path(path)
        if not path.suffix:
            path = path.with_suffix(".md")
        try:
            written = save_log_markdown(self.enc, path)
        except OSError as exc:
            self.refused(f"Could not write {path}: {exc.strerror or exc}.")
            return None
        self.message.emit(f"Combat log exported to {written.name}.")
        return written


__all__ = ["LogDock", "LogModel"]
