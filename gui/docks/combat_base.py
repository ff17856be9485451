"""What every combat dock shares: binding to an encounter, coalesced refreshes, refusals.

A combat dock mirrors the core (model → view) and writes back only by calling a core function
(view → model); the core turns that call into one undo command on the window's stack and emits
its events, and the dock redraws from those events — never from its own click. Refreshes are
coalesced: the many events of one core transaction cause one redraw, after the transaction, so a
dock never reads half-changed state nor rebuilds a button while that button is still emitting.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from PySide6.QtWidgets import QComboBox, QDockWidget, QLabel, QListWidget, QListWidgetItem, QWidget
from shiboken6 import isValid

from core.encounter import Encounter
from core.events import Event

REFUSAL_STYLE = "color: #b3261e;"
OK_STYLE = "color: #1b7a3a;"
MUTED_STYLE = "color: palette(mid);"


def named(widget: Any, object_name: str, accessible: str) -> Any:
    """Give ``widget`` a stable objectName and a screen-reader name; return it."""
    widget.setObjectName(object_name)
    widget.setAccessibleName(accessible)
    return widget


def plain(text: str) -> str:
    """Menu/button text without its ``&`` mnemonic markers (``&&`` stays one ``&``)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").replace("…", "").strip()


RUNNER_ERRORS = (NotImplementedError, AttributeError, ImportError)
"""What building a ruleset's fight runner may raise while that ruleset is incomplete."""


def runner_of(enc: Encounter | None) -> Any:
    """``enc.combat`` — the ruleset's fight runner — or ``None`` if it has none (yet)."""
    if enc is None:
        return None
    try:
        return enc.combat
    except RUNNER_ERRORS:
        return None


_STALE: weakref.WeakSet[Any] = weakref.WeakSet()
"""Docks whose redraw waits until they are shown again (:func:`tabbed_away`)."""


def mark_stale(dock: QWidget) -> None:
    """Remember that ``dock`` (with a ``refresh_if_stale()``) skipped a redraw while tabbed
    away, so :func:`settle` can catch it up."""
    _STALE.add(dock)


def tabbed_away(dock: QWidget) -> bool:
    """``dock`` is a tab behind another in a window on screen (Qt moves it out of sight): its
    redraw can wait until the GM brings it to the front. A closed dock, a floating one and a
    dock of a window not on screen (tests) are not tabbed away."""
    window = dock.window()
    if window is dock or not window.isVisible() or dock.isHidden():
        return False
    tabs = getattr(window, "tabifiedDockWidgets", None)
    return bool(callable(tabs) and tabs(dock)) and dock.visibleRegion().isEmpty()


def settle() -> None:
    """Run pending coalesced refreshes now, those of docks tabbed away too (tests, and before a
    screenshot)."""
    QCoreApplication.processEvents()
    for dock in list(_STALE):
        if isValid(dock):
            dock.refresh_if_stale()


LAYOUT_LEVELS = 6
"""How many nested layouts a refresh pass settles (a label in a form in a scroll area in a
dock in the window: each level's layout asks its parent's in a new posted event)."""


class RefreshPass(QObject):
    """One pass after a core change: every dock's coalesced refresh, in the order they were
    asked for, then the layouts those refreshes changed, before the window paints the docks.

    It is a posted event, behind the map's repaint that the change posted first (the token
    lands in the window's next frame, not after every dock's redraw); the docks then paint
    once, laid out. Each dock waited for a zero timer of its own, and the window painted them,
    then again after their lists' delayed layouts and their nested layouts settled.
    """

    RUN = QEvent.Type(QEvent.registerEventType())

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("dockRefreshPass")
        self._docks: list[weakref.ref[Any]] = []
        self._posted = False
        self._after: list[Callable[[], None]] | None = None
        """What runs once this pass has settled the layouts (None: no pass is running)."""

    def add(self, dock: Any) -> None:
        """Refresh ``dock`` (its ``_flush()``) in the coming pass."""
        self._docks.append(weakref.ref(dock))
        if not self._posted:
            self._posted = True
            QCoreApplication.postEvent(self, QEvent(self.RUN))

    def event(self, event: QEvent) -> bool:
        if event.type() == self.RUN:
            self.run()
            return True
        return super().event(event)

    def after_layouts(self, fn: Callable[[], None]) -> bool:
        """Run ``fn`` once the running pass has settled the layouts — an item view laid out
        then is laid out for the size it ends with (laid out during a dock's redraw, a word-
        wrapped list was laid out again when its dock's layout resized it). False when no
        pass is running: the caller does it now."""
        if self._after is None:
            return False
        self._after.append(fn)
        return True

    def run(self) -> None:
        """Redraw the docks; one that fails doesn't keep the others from redrawing (each had
        a timer of its own), and its error is raised once they have."""
        docks, self._docks, self._posted = self._docks, [], False
        windows: dict[int, QWidget] = {}
        failed: list[Exception] = []
        self._after = after = []
        try:
            for ref in docks:
                dock = ref()
                if dock is not None and isValid(dock):
                    windows.setdefault(id(dock.window()), dock.window())
                    _attempt(dock._flush, failed)
            if windows:
                settle_layouts(list(windows.values()))
        finally:
            self._after = None
        for fn in after:
            _attempt(fn, failed)
        if failed:
            raise failed[0]


def _attempt(fn: Callable[[], None], failed: list[Exception]) -> None:
    """``fn()``; its error goes to ``failed`` (raised once the rest of the pass has run)."""
    try:
        fn()
    except Exception as exc:  # raised again by RefreshPass.run
        failed.append(exc)


class _HeldLayouts(QObject):
    """Holds back the windows' own layout requests while their insides settle (each level of
    a nested layout asks the window again: it would lay out every dock once per level). An
    application filter: Qt hands a widget's layout its events before the widget's filters."""

    def __init__(self, windows: list[QWidget]) -> None:
        super().__init__()
        self.windows = {id(w): w for w in windows}
        self.held: dict[int, QWidget] = {}

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest and id(watched) in self.windows:
            self.held[id(watched)] = self.windows[id(watched)]
            return True
        return False

    def __enter__(self) -> _HeldLayouts:
        app = QCoreApplication.instance()
        if self.windows and app is not None:
            app.installEventFilter(self)
        return self

    def __exit__(self, *_exc: object) -> None:
        app = QCoreApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        for window in self.held.values():  # once, the insides settled
            if isValid(window):
                QCoreApplication.sendEvent(window, QEvent(QEvent.Type.LayoutRequest))


def settle_layouts(windows: Sequence[QWidget] = (), levels: int = LAYOUT_LEVELS) -> None:
    """Handle the posted layout requests now, and those they post in turn, ``levels`` deep;
    the ``windows`` themselves are laid out once, at the end."""
    with _HeldLayouts([w for w in windows if w.isWindow()]):
        for _ in range(levels):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)


_PASS: RefreshPass | None = None


def refresh_pass() -> RefreshPass:
    """The application's :class:`RefreshPass`."""
    global _PASS
    if _PASS is None or not isValid(_PASS):
        _PASS = RefreshPass()
    return _PASS


def fill_combo(combo: QComboBox, items: Iterable[tuple[str, Any]], keep: Any = None) -> None:
    """Refill ``combo`` with ``(text, data)`` pairs, keeping ``keep`` (or the current data)
    selected when it is still there. Signals stay blocked: refilling is model → view only."""
    wanted = combo.currentData() if keep is None else keep
    items = list(items)
    was = combo.blockSignals(True)
    try:
        # the same list as last time (a refresh after a drop): keep it, only reselect —
        # refilling a target list of a thousand zones on every refresh cost a frame
        if getattr(combo, "_zk_filled", None) != items or combo.count() != len(items):
            combo.clear()
            for text, data in items:
                combo.addItem(text, data)
            combo._zk_filled = items  # type: ignore[attr-defined]
            combo._zk_first = _first_places(items)  # type: ignore[attr-defined]
        index = _place_of(combo, wanted)
        target = index if index >= 0 else (0 if combo.count() else -1)
        if combo.currentIndex() != target:
            combo.setCurrentIndex(target)
    finally:
        combo.blockSignals(was)


def _first_places(items: list[tuple[str, Any]]) -> dict[str, int] | None:
    """Where each datum first comes in ``items`` — what ``findData`` answers — when every
    datum is a string (else None: ``findData`` is asked)."""
    first: dict[str, int] = {}
    for i, (_text, data) in enumerate(items):
        if type(data) is not str:
            return None
        first.setdefault(data, i)
    return first


def _place_of(combo: QComboBox, wanted: Any) -> int:
    """``combo.findData(wanted)``, looked up in what :func:`fill_combo` filled it with (Qt
    walks the list: ~0.1 ms for a thousand zones, on every refresh)."""
    first = getattr(combo, "_zk_first", None)
    if first is not None and type(wanted) is str:
        return first.get(wanted, -1)
    return combo.findData(wanted)


ListRow = tuple[Any, ...]
"""A list item as plain values (text, data …): what :func:`refill_list` compares."""


def refill_list(
    view: QListWidget, rows: Sequence[ListRow], make: Callable[[ListRow], QListWidgetItem]
) -> bool:
    """Show ``rows`` in ``view``, the item of each made by ``make``; True when it was refilled.

    A list already showing these very rows is left as it is, read as a refilled one: nothing
    current or selected, scrolled to the top (cleared and refilled on every redraw, it was laid
    out again in a timer pass of its own after the window's paint, and repainted)."""
    rows = list(rows)
    if getattr(view, "_zk_rows", None) == rows and view.count() == len(rows):
        view.setCurrentItem(None)
        view.clearSelection()
        view.scrollToTop()
        return False
    view.clear()
    for row in rows:
        view.addItem(make(row))
    view._zk_rows = rows  # type: ignore[attr-defined]
    return True


def restyle(widget: QWidget, sheet: str) -> None:
    """Set ``widget``'s style sheet only when it changes (setting one re-polishes, lays out and
    repaints the widget even when it is the same: ~0.3 ms a label, on every refresh)."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


def compact(combo: QComboBox, chars: int = 8) -> QComboBox:
    """Let a combo box shrink with its dock instead of growing to its longest entry."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(chars)
    return combo


def select_data(combo: QComboBox, data: Any) -> bool:
    """Select the entry holding ``data`` without emitting signals; False if it isn't there."""
    index = combo.findData(data)
    if index < 0:
        return False
    was = combo.blockSignals(True)
    combo.setCurrentIndex(index)
    combo.blockSignals(was)
    return True


class CombatDock(QDockWidget):
    """Base of the combat docks: ``set_encounter``, coalesced ``refresh``, :meth:`run`.

    Subclasses build their widgets in ``__init__`` and implement :meth:`refresh` (read the core,
    update the widgets with signals blocked). ``EVENTS`` lists the core events that make the dock
    stale (``None``: all of them); ``MAP_EVENTS`` says whether map edits do too.
    """

    message = Signal(str)
    """A sentence for the GM (a refusal, a result): the window shows it in the status bar."""

    EVENTS: frozenset[str] | None = None
    MAP_EVENTS = False

    def __init__(self, title: str, object_name: str, accessible: str, parent: QWidget | None):
        super().__init__(title, parent)
        named(self, object_name, accessible)
        self.enc: Encounter | None = None
        self._pending = False
        self._unsupported = False
        self._base_title = title
        self.refresh_count = 0
        """How many times the dock redrew (tests check that events are coalesced)."""
        self.stale = False
        """A change came while the dock was tabbed away: it redraws when shown."""
        self.visibilityChanged.connect(self._on_visibility_changed)

    def setWidget(self, widget: QWidget) -> None:
        """Show ``widget`` in the dock; it paints its own background (the window's colour, as
        the window painted it behind): a change inside it repaints it alone — Qt repaints every
        see-through widget under a changed region first, the dock's title bar and the window
        behind it too, on every drop."""
        widget.setAutoFillBackground(True)
        super().setWidget(widget)

    # -- binding ----------------------------------------------------------------------------
    def set_encounter(self, enc: Encounter) -> None:
        """Show ``enc`` (disconnecting the previous encounter) and redraw at once, so a window
        shows its docks filled from the first paint and New/Open swap them in one go."""
        if self.enc is not None:
            self.enc.events.disconnect(self._on_core_event)
            self.enc.map.events.disconnect(self._on_map_event)
        self.enc = enc
        enc.events.connect(self._on_core_event)
        if self.MAP_EVENTS:
            enc.map.events.connect(self._on_map_event)
        self.encounter_changed()
        self.refresh_now()

    def encounter_changed(self) -> None:
        """Hook: forget per-encounter choices (selected names …) before the first redraw."""

    def _on_core_event(self, event: Event) -> None:
        if self.EVENTS is None or event.type in self.EVENTS:
            self.schedule_refresh()

    def _on_map_event(self, event: Event) -> None:
        self.schedule_refresh()

    def schedule_refresh(self) -> None:
        """Redraw once the current core change is over (many events → one redraw)."""
        if not self._pending:
            self._pending = True
            refresh_pass().add(self)

    def _flush(self) -> None:
        if not self._pending:
            return
        if tabbed_away(self):  # nobody sees it: redraw when its tab comes to the front
            self._pending = False
            self.stale = True
            mark_stale(self)
            return
        self.refresh_now()

    def _on_visibility_changed(self, visible: bool) -> None:
        if visible:
            self.refresh_if_stale()

    def refresh_if_stale(self) -> None:
        """Redraw now if a change came while the dock was tabbed away."""
        if self.stale:
            self.refresh_now()

    def base_title(self) -> str:
        """The dock's title (a dock may take it from the ruleset, e.g. the initiative's name)."""
        return self._base_title

    def refresh_now(self) -> None:
        self._pending = False
        self.stale = False
        _STALE.discard(self)
        if self.enc is None:
            return
        self.refresh_count += 1
        try:
            self.refresh()
        except NotImplementedError:
            # a ruleset whose fight runner doesn't answer this dock's views yet
            self.setWindowTitle(
                QCoreApplication.translate("CombatDock", "{title} — not for this ruleset").format(
                    title=self.base_title()
                )
            )
            if self.widget() is not None:
                self.widget().setEnabled(False)
            self._unsupported = True
            return
        if self._unsupported and self.widget() is not None:  # a later runner does answer
            self.widget().setEnabled(True)
        self._unsupported = False
        title = self.base_title()
        if self.windowTitle() != title:
            self.setWindowTitle(title)

    def refresh(self) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    # -- view → model -----------------------------------------------------------------------
    @property
    def combat(self) -> Any:
        """The ruleset's fight runner (``enc.combat``), or ``None`` if the ruleset has none."""
        return runner_of(self.enc)

    def can(self, operation: str) -> bool:
        """True when the ruleset's fight runner offers ``operation`` (a dock never asks
        "is this YZE?": it asks whether the runner can do the thing)."""
        return callable(getattr(self.combat, operation, None))

    def run(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> tuple[bool, Any]:
        """Call the core; a refusal (``ValueError``) becomes a message, never a traceback.

        Returns ``(True, result)`` or ``(False, None)``.
        """
        try:
            result = fn(*args, **kwargs)
        except ValueError as exc:
            self.refused(str(exc))
            return False, None
        return True, result

    def call(self, operation: str, *args: Any, **kwargs: Any) -> tuple[bool, Any]:
        """:meth:`run` the fight runner's ``operation``; a runner without it is a refusal too."""
        fn = getattr(self.combat, operation, None)
        if not callable(fn):
            self.refused(
                QCoreApplication.translate("CombatDock", "This ruleset can't do that here.")
            )
            return False, None
        return self.run(fn, *args, **kwargs)

    def refused(self, text: str) -> None:
        """Show a refusal: in the status bar (``message``) and wherever the dock shows one."""
        self.message.emit(text)


def status_label(object_name: str, accessible: str, text: str = "") -> QLabel:
    """A wrapping, selectable label for results and reasons."""
    from PySide6.QtCore import Qt

    label = named(QLabel(text), object_name, accessible)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


__all__ = [
    "MUTED_STYLE",
    "OK_STYLE",
    "REFUSAL_STYLE",
    "CombatDock",
    "ListRow",
    "RefreshPass",
    "compact",
    "fill_combo",
    "mark_stale",
    "named",
    "plain",
    "refill_list",
    "refresh_pass",
    "restyle",
    "runner_of",
    "select_data",
    "settle",
    "settle_layouts",
    "status_label",
    "tabbed_away",
]
