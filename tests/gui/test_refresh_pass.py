"""After a change the docks redraw in one pass, laid out, before the window paints: a drop paints
the docks once, with the map, instead of once for the map and again for each dock's refresh,
its list's delayed layout and its layouts settling; the log's new row is measured at once."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QWidget

from gui.docks.combat_base import refresh_pass, settle
from gui.map.units import to_scene

PASSES = 4


class PaintPasses(QObject):
    """Which event-loop pass each watched widget painted in."""

    def __init__(self, widgets: dict[str, QWidget]) -> None:
        super().__init__()
        self.names = {id(w): n for n, w in widgets.items()}
        self.current = 0
        self.painted: dict[str, list[int]] = {n: [] for n in widgets}
        for widget in widgets.values():
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and id(watched) in self.names:
            self.painted[self.names[id(watched)]].append(self.current)
        return False

    def run(self) -> None:
        for i in range(1, PASSES + 1):
            self.current = i
            QCoreApplication.processEvents()


def _mover(window: Any) -> tuple[str, Any]:
    """The first combatant who can step next door without a roll, shown in the actions list
    (the window settled), and where to drop them."""
    enc = window.enc
    for c in enc.combatants():
        for border in enc.map.borders_of(c.zone):
            dest = border.other(c.zone)
            check = enc.check_move(c.name, dest)
            if border.kind == "open" and check.allowed and not check.roll_details:
                window.combat_docks.initiative.actions.follow(c.name)
                settle()
                return c.name, to_scene(enc.map.zone(dest).anchor())
    pytest.skip("no combatant can step next door without a roll")


def _drop(window: Any, mover: tuple[str, Any] | None = None) -> str:
    """Drop ``mover`` (or the first who can move); its name."""
    name, point = mover or _mover(window)
    assert window.scene.drop_token(name, point)
    return name


class Seen(QObject):
    """Calls ``note(watched, event)`` for every event (an application filter, installed first:
    it sees what reaches the widgets)."""

    def __init__(self, note: Any) -> None:
        super().__init__()
        self.note = note
        QCoreApplication.instance().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        self.note(watched, event)
        return False

    def close(self) -> None:
        QCoreApplication.instance().removeEventFilter(self)


def test_the_token_lands_before_the_docks_redraw_in_one_pass(window: Any) -> None:
    """The map repaints the drop first (the docks' redraw doesn't hold the token back), then
    every dock redraws in the same pass, each once."""
    docks = window.combat_docks.docks
    viewport = window.view.viewport()
    settle()
    mover = _mover(window)
    counts = [d.refresh_count for d in docks]
    at_map_paint: list[list[int]] = []

    def note(watched: QObject, event: QEvent) -> None:
        if watched is viewport and event.type() == QEvent.Type.Paint and not at_map_paint:
            at_map_paint.append([d.refresh_count for d in docks])

    seen = Seen(note)
    try:
        _drop(window, mover)
        QCoreApplication.processEvents()
    finally:
        seen.close()
    after = [d.refresh_count for d in docks]
    assert at_map_paint == [counts]  # painted before any dock redrew
    assert after[0] == counts[0] + 1  # the initiative dock, once, in the first pass
    assert all(a - c in (0, 1) for a, c in zip(after, counts, strict=True))


def test_a_drop_lays_the_window_out_at_most_twice(window: Any) -> None:
    """Once for what the drop itself changed (the status bar, the toolbar's Undo), once after
    the docks' nested layouts settled: each level of them asked for it again (four times)."""
    mover = _mover(window)
    asked: list[int] = []

    def note(watched: QObject, event: QEvent) -> None:
        if watched is window and event.type() == QEvent.Type.LayoutRequest:
            asked.append(1)

    seen = Seen(note)
    try:
        _drop(window, mover)
        for _ in range(PASSES):
            QCoreApplication.processEvents()
    finally:
        seen.close()
    assert len(asked) <= 2


def test_a_drop_paints_the_docks_once_in_the_first_pass(window: Any) -> None:
    docks = window.combat_docks
    widgets = {
        "actions list": docks.initiative.actions.list.viewport(),
        "actions left": docks.initiative.actions.left_label,
        "log": docks.log.view.viewport(),
        "log count": docks.log.count_label,
    }
    mover = _mover(window)
    watch = PaintPasses(widgets)
    rows = docks.log.model.rowCount()
    _drop(window, mover)
    watch.run()
    assert docks.log.model.rowCount() > rows
    for name in ("log", "log count"):
        assert watch.painted[name] == [1], name  # with the map, not after a delayed layout
    for name in ("actions list", "actions left"):
        assert watch.painted[name] in ([], [1]), name  # once at most, in the first pass


def test_the_logs_new_row_is_measured_and_scrolled_to_in_one_pass(window: Any) -> None:
    log = window.combat_docks.log
    settle()
    _drop(window)
    QCoreApplication.processEvents()
    view, bar = log.view, log.view.verticalScrollBar()
    last = view.model().rowCount() - 1
    height = view.rowHeight(last)
    top, maximum = bar.value(), bar.maximum()
    settle()
    assert (view.rowHeight(last), bar.maximum(), bar.value()) == (height, maximum, top)
    assert bar.value() == bar.maximum()  # following the log: at its foot
    assert view.rowViewportPosition(last) + height <= view.viewport().height()
    window.undo_stack.undo()
    QCoreApplication.processEvents()
    shrunk = bar.maximum()
    settle()
    assert bar.maximum() == shrunk and view.model().rowCount() < last + 1


def test_a_dock_gone_before_the_pass_is_left_out(window: Any) -> None:
    tracks = window.combat_docks.tracks
    settle()
    refresh_pass().add(tracks)
    tracks.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QCoreApplication.processEvents()  # no error: the pass skips it


class EnabledChanges(QObject):
    def __init__(self, widget: QWidget) -> None:
        super().__init__()
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.EnabledChange:
            self.count += 1
        return False


def test_a_refresh_leaves_the_attack_button_as_the_preview_has_it(window: Any) -> None:
    """Refused, the Attack button stays off through a redraw (it was switched on and off again,
    each time repainted); allowed, it is on."""
    attack = window.combat_docks.attack
    names = [c.name for c in window.enc.combatants()]
    settle()
    states = []
    for a in names:
        for t in names:
            if a != t:
                attack.prepare(a, t)
                states.append((attack.attack_button.isEnabled(), a, t))
    refused = next((s for s in states if not s[0]), None)
    allowed = next((s for s in states if s[0]), None)
    if refused is None or allowed is None:
        pytest.skip("the sample has no refused and allowed pair")
    attack.prepare(refused[1], refused[2])
    changes = EnabledChanges(attack.attack_button)
    attack.refresh_now()
    assert changes.count == 0 and not attack.attack_button.isEnabled()
    attack.prepare(allowed[1], allowed[2])
    attack.refresh_now()
    assert attack.attack_button.isEnabled()


def test_a_dock_that_fails_doesnt_keep_the_others_from_redrawing(
    window: Any, qtbot: Any, monkeypatch: Any
) -> None:
    docks = window.combat_docks
    first, later = docks.initiative, docks.attack  # the initiative dock redraws first
    settle()

    def broken() -> None:
        raise RuntimeError("broken redraw")

    real = first.refresh
    monkeypatch.setattr(first, "refresh", broken)
    count = later.refresh_count
    with qtbot.capture_exceptions() as caught:
        window.enc.next_round()
        QCoreApplication.processEvents()
    assert [str(e[1]) for e in caught] == ["broken redraw"]  # still reported
    assert later.refresh_count == count + 1
    monkeypatch.setattr(first, "refresh", real)
    window.enc.next_round()
    QCoreApplication.processEvents()
    assert later.refresh_count == count + 2  # and not left waiting for ever
