"""Token drag and drop in the main window: the stress map against the sample map, same run.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/drag.py [--moves N] [--drops N]
        [--scaling] [--zoom Z]

* drag: one mouse move of a pressed token (sent to the viewport) and the repaint it causes
  (the scene's dirty items, the viewport's paint event), p50/p95 over ``--moves`` moves;
  measured on the built-in sample and on the stress encounter, in one process, the window
  1366 × 768 and the map fitted as the GM sees it on opening (``--zoom`` zooms in first).
* drop: letting go of a token in a neighbouring zone through an open border: the check, the
  undo step, the scene, every dock's coalesced refresh and the repaint, until the window is idle
  (:data:`SETTLE_PASSES` passes of the event loop: one ``processEvents()`` handles only what was
  posted before it began, so the repaint the docks' refreshes ask for comes in the next pass,
  the item views' delayed layouts and their repaint in the one after); the window is idle before
  the release too, and each drop is undone (not timed) before the next. ``--single-pass`` times
  one pass after the release and settles nothing, as before round 19 (the paints of the press
  and of the previous undo then fell into a drop's time, and the drop's own dock repaint out).
  The note beside each drop says after how long the map first repainted (the token seen where
  it landed), before the docks' redraw.
  The players' fog auto-reveal (``core/players.py``: what every PC sees, after each move) is
  switched off unless ``--auto-reveal``: it is the players' screen's cost, measured apart.
  Drops are measured a third time on the stress map with the fight started (200 initiative
  cards dealt, a turn running: the initiative dock, the actions list and the log are full);
  ``--no-fight`` leaves that out. And a fourth time on the stress map with the players' window
  open beside the GM's (and the GM's preview of it), the automatic reveal on, as a table plays
  (``--no-players`` leaves that out).
* ``--scaling`` (``--only-scaling``): the drag on maps of 250 / 1,000 / 4,000 zones built like
  the stress map (a combatant for every five zones), all at one zoom, and the growth exponent
  of its CPU-time p50 against the zone count (0: a drag doesn't grow with the map).
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

SIZE = (1366, 768)
FRAME = 1 / 60


def _quiet_dialogs() -> None:
    """No modal question may block a benchmark (a drop that asks for a roll is never timed)."""
    from gui import dialogs

    dialogs.ask_roll = lambda *a, **k: True  # type: ignore[assignment]
    dialogs.ask_engage = lambda *a, **k: False  # type: ignore[assignment]
    dialogs.inform = lambda *a, **k: None  # type: ignore[assignment]
    dialogs.ask_save_changes = lambda *a, **k: None  # type: ignore[assignment]


class PaintCounter:
    """Counts the viewport's paint events (a timed move must really repaint) and keeps the
    wall time of the latest (:attr:`last_paint`, ``time.perf_counter``)."""

    def __init__(self, widget) -> None:
        from PySide6.QtCore import QEvent, QObject

        counter = self

        class _Filter(QObject):
            def eventFilter(self, obj, event):
                if event.type() == QEvent.Type.Paint:
                    counter.count += 1
                    if counter.first_paint is None:
                        counter.first_paint = time.perf_counter()
                return False

        self.count = 0
        self.first_paint: float | None = None
        """When the viewport first painted since :meth:`mark` (None: not yet)."""
        self._filter = _Filter()
        widget.installEventFilter(self._filter)

    def mark(self) -> None:
        """Watch for the next paint (:attr:`first_paint`)."""
        self.first_paint = None


def open_window(enc, zoom: float = 1.0):
    from PySide6.QtWidgets import QApplication

    from gui.main_window import MainWindow, freeze_startup_heap

    app = QApplication.instance() or QApplication([])
    window = MainWindow(enc)
    window.resize(*SIZE)
    window.show()
    for _ in range(5):
        app.processEvents()
    window.view.fit()
    if zoom != 1.0:
        window.view.zoom_by(zoom)
    app.processEvents()
    freeze_startup_heap()  # as the app does once started (gui.app): the encounter with it
    return app, window


def _mouse(view, kind, pos, buttons, button) -> None:
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    viewport = view.viewport()
    event = QMouseEvent(
        kind, QPointF(pos), QPointF(viewport.mapToGlobal(pos)), button, buttons,
        Qt.KeyboardModifier.NoModifier,
    )  # fmt: skip
    QApplication.sendEvent(viewport, event)


def _visible_token(window, exclude: set[str] | None = None) -> str:
    """A token near the view's centre (not Engaged: a retreat would ask for a roll)."""
    view = window.view
    centre = view.mapToScene(view.viewport().rect().center())
    engaged = {n for pair in window.enc.engaged_pairs() for n in pair} | (exclude or set())
    items = [(n, t) for n, t in window.scene.token_items.items() if n not in engaged]
    name, _ = min(items, key=lambda nt: (nt[1].pos() - centre).manhattanLength())
    return name


def measure_drag(window, app, moves: int, cpu: list[float] | None = None) -> list[float]:
    """Seconds for each move of a pressed token + the repaint it causes (wall time; the CPU
    time of each goes to ``cpu``: less sensitive to a busy machine)."""
    from PySide6.QtCore import QEvent, QPoint, Qt

    view = window.view
    name = _visible_token(window)
    token = window.scene.token_items[name]
    start = view.mapFromScene(token.pos())
    left = Qt.MouseButton.LeftButton
    paints = PaintCounter(view.viewport())
    _mouse(view, QEvent.Type.MouseButtonPress, start, left, left)
    app.processEvents()
    times = []
    for i in range(moves + 5):
        step = (i % 20) - 10 if (i // 20) % 2 else 10 - (i % 20)
        pos = start + QPoint(12 + step * 2, 6 + (i % 7))
        before = paints.count
        t0, c0 = time.perf_counter(), time.process_time()
        _mouse(view, QEvent.Type.MouseMove, pos, left, Qt.MouseButton.NoButton)
        app.processEvents()
        dt, dc = time.perf_counter() - t0, time.process_time() - c0
        if i >= 5:  # the first few warm caches up
            times.append(dt)
            if cpu is not None:
                cpu.append(dc)
        assert paints.count > before, "a move that didn't repaint"
    # let go where it was picked up: no move, nothing changes
    _mouse(view, QEvent.Type.MouseButtonRelease, start, Qt.MouseButton.NoButton, left)
    app.processEvents()
    return times


def _drop_target(window, name: str):
    """A point in a neighbouring zone through an open border (no roll asked), or None."""
    from gui.map.units import to_scene

    enc = window.enc
    here = enc.combatant(name).zone
    for border in enc.map.borders_of(here):
        if border.kind != "open":
            continue
        dest = border.other(here)
        chk = enc.check_move(name, dest)
        if chk.allowed and not chk.roll_details:
            return to_scene(enc.map.zone(dest).anchor())
    return None


SETTLE_PASSES = 4
"""Event-loop passes that leave the window idle after a drop (see the module's doc)."""


def settle(app, passes: int = SETTLE_PASSES) -> None:
    """Run ``passes`` passes of the event loop (each handles what was posted before it)."""
    for _ in range(passes):
        app.processEvents()


def measure_drop(
    window,
    app,
    drops: int,
    cpu: list[float] | None = None,
    single_pass: bool = False,
    landed: list[float] | None = None,
) -> list[float]:
    """Seconds from letting go of a token until the window is idle again (docks refreshed,
    repainted); the CPU time of each goes to ``cpu`` (less sensitive to a busy machine), the
    seconds until the map first repainted (the token seen where it landed) to ``landed``.
    ``single_pass``: one pass of the event loop after the release, nothing settled before."""
    from PySide6.QtCore import QEvent, Qt

    passes = 1 if single_pass else SETTLE_PASSES

    view = window.view
    times: list[float] = []
    left = Qt.MouseButton.LeftButton
    paints = PaintCounter(view.viewport())
    candidates = []
    exclude: set[str] = set()
    while len(candidates) < 6 and len(exclude) < min(60, len(window.scene.token_items)):
        try:
            name = _visible_token(window, exclude)
        except ValueError:  # no free token left
            break
        exclude.add(name)
        target = _drop_target(window, name)
        if target is not None:
            candidates.append((name, target))
    for k in range(drops if candidates else 0):
        name, target = candidates[k % len(candidates)]
        token = window.scene.token_items[name]
        start, end = view.mapFromScene(token.pos()), view.mapFromScene(target)
        _mouse(view, QEvent.Type.MouseButtonPress, start, left, left)
        _mouse(view, QEvent.Type.MouseMove, (start + end) / 2, left, Qt.MouseButton.NoButton)
        _mouse(view, QEvent.Type.MouseMove, end, left, Qt.MouseButton.NoButton)
        settle(app, passes)
        before_steps, before_paints = window.undo_stack.index(), paints.count
        paints.mark()
        t0, c0 = time.perf_counter(), time.process_time()
        _mouse(view, QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton, left)
        settle(app, passes)
        dt, dc = time.perf_counter() - t0, time.process_time() - c0
        if window.undo_stack.index() == before_steps + 1 and paints.count > before_paints:
            times.append(dt)
            if cpu is not None:
                cpu.append(dc)
            if landed is not None and paints.first_paint is not None:
                landed.append(paints.first_paint - t0)
            window.undo_stack.undo()
            settle(app, passes)
    return times


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, math.ceil(q / 100 * len(ordered)) - 1))
    return ordered[k]


def ms(seconds: float) -> str:
    return f"{seconds * 1e3:.2f} ms"


def scaled_encounter(zones: int):
    """A map built like the stress map with ``zones`` zones and one combatant per five zones."""
    import make_stress  # type: ignore[import-not-found]

    saved = (make_stress.GRID, make_stress.ZONES, make_stress.COMBATANTS_PER_SIDE)
    grid = math.ceil(math.sqrt(zones * 1.03))
    try:
        make_stress.GRID, make_stress.ZONES = grid, zones
        make_stress.COMBATANTS_PER_SIDE = max(1, zones // 10)
        return make_stress.build()
    finally:
        make_stress.GRID, make_stress.ZONES, make_stress.COMBATANTS_PER_SIDE = saved


def growth_exponent(sizes: list[int], values: list[float]) -> float:
    """The least-squares slope of log(value) against log(size)."""
    xs = [math.log(s) for s in sizes]
    ys = [math.log(max(v, 1e-9)) for v in values]
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    num = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True))
    den = sum((x - mx) ** 2 for x in xs)
    return num / den if den else 0.0


def _close(window, app) -> None:
    window._force_close = True
    window.close()
    window.deleteLater()
    app.processEvents()


def start_fight(enc) -> None:
    """Deal initiative to everyone and start the fight (not an undo step of the drops)."""
    enc.combat.draw_initiative()
    enc.combat.start_fight()
    enc.history.clear()


def measure(
    moves: int = 200,
    drops: int = 12,
    scaling: bool = False,
    zoom: float = 1.0,
    auto_reveal: bool = False,
    fight: bool = True,
    single_pass: bool = False,
    players: bool = True,
) -> list[tuple[str, str, str]]:
    """(measure, value, note) rows for benchmarks/run.py and this script."""
    _quiet_dialogs()
    from core.encounter import Encounter
    from core.resources import sample_encounter_path

    stress_path = ROOT / "benchmarks" / "out" / "stress.zkenc"
    if not stress_path.exists():
        import make_stress  # type: ignore[import-not-found]

        make_stress.main([str(stress_path)])
    cases: list[tuple[str, Callable[[], Encounter]]] = [
        ("sample map", lambda: Encounter.load(sample_encounter_path())),
        ("stress map", lambda: Encounter.load(stress_path)),
    ]
    drag: dict[str, list[float]] = {}
    drag_cpu: dict[str, list[float]] = {}
    drop: dict[str, list[float]] = {}
    drop_cpu: dict[str, list[float]] = {}
    landed: dict[str, list[float]] = {}
    for label, make in cases:
        enc = make()
        if not auto_reveal:  # the players' fog follows PCs' eyes on every move: its own cost
            from core.players import set_option

            set_option(enc, "auto_reveal", False)
            enc.history.clear()
        app, window = open_window(enc, zoom)
        drag_cpu[label] = []
        drag[label] = measure_drag(window, app, moves, drag_cpu[label])
        drop_cpu[label], landed[label] = [], []
        drop[label] = measure_drop(window, app, drops, drop_cpu[label], single_pass, landed[label])
        _close(window, app)
    if fight:
        enc = Encounter.load(stress_path)
        if not auto_reveal:
            from core.players import set_option

            set_option(enc, "auto_reveal", False)
        start_fight(enc)
        app, window = open_window(enc, zoom)
        label = "stress map, fight started"
        drop_cpu[label], landed[label] = [], []
        drop[label] = measure_drop(window, app, drops, drop_cpu[label], single_pass, landed[label])
        _close(window, app)
    if players:
        label = "stress map, players' window open"
        drop_cpu[label], landed[label] = [], []
        drop[label] = _drop_with_players(stress_path, drops, drop_cpu[label], landed[label])
    rows = []
    p95 = {k: percentile(v, 95) for k, v in drag.items()}
    for label, times in drag.items():
        cpu = drag_cpu[label]
        note = (
            f"p50 {ms(statistics.median(times))}, {len(times)} moves; CPU time "
            f"p50 {ms(statistics.median(cpu))}, p95 {ms(percentile(cpu, 95))}"
        )
        rows.append((f"token drag, one move + repaint, p95: {label}", ms(p95[label]), note))
    ratio = p95["stress map"] / p95["sample map"]
    cpu_ratio = percentile(drag_cpu["stress map"], 95) / percentile(drag_cpu["sample map"], 95)
    note = f"same run; CPU time p95 ratio {cpu_ratio:.2f}×"
    rows.append(("  p95 stress / p95 sample (goal ≤ 2×)", f"{ratio:.2f}×", note))
    for label, times in drop.items():
        if not times:
            rows.append((f"drop + docks + repaint: {label}", "n/a", "no droppable token"))
            continue
        cpu = drop_cpu[label]
        how = "one event-loop pass" if single_pass else "until idle, repaint included"
        seen = landed.get(label) or [math.nan]
        note = (
            f"p95 {ms(percentile(times, 95))}, {len(times)} drops; CPU time p50 "
            f"{ms(statistics.median(cpu))}; map repainted after {ms(statistics.median(seen))}; "
            f"{how}; goal ≤ 16.7 ms (1 frame)"
        )
        median = ms(statistics.median(times))
        rows.append((f"drop + docks + repaint, median: {label}", median, note))
    if scaling:
        rows += measure_scaling(moves, zoom)
    return rows


def _drop_with_players(
    path: Path, drops: int, cpu: list[float], landed: list[float]
) -> list[float]:
    """Drops on the stress map with the players' window open beside the GM's (1366 × 768,
    fitted to what the PCs reveal, the GM's preview of it shown) and the automatic reveal on,
    as a table plays: each drop also moves the token on the players' screen."""
    from core.encounter import Encounter

    app, window = open_window(Encounter.load(path))
    players_window = window.players_controls.open_screen()
    players_window.resize(*SIZE)
    settle(app, 2 * SETTLE_PASSES)
    times = measure_drop(window, app, drops, cpu, landed=landed)
    window.players_controls.close_screen()
    _close(window, app)
    return times


SCALING_ZOOM = 0.3
"""The scaling table's zoom (a 10 m zone ≈ 60 px): the same for every map, so a bigger map
shows the same density of zones round the dragged token (fitted, it would show more)."""


def measure_scaling(moves: int, zoom: float) -> list[tuple[str, str, str]]:
    sizes = [250, 1000, 4000]
    p50s = []
    rows = []
    for n in sizes:
        enc = scaled_encounter(n)
        app, window = open_window(enc)
        view = window.view
        view.resetTransform()
        view.scale(SCALING_ZOOM * zoom, SCALING_ZOOM * zoom)
        view.centerOn(window.scene.map_rect().center())
        app.processEvents()
        cpu: list[float] = []
        times = measure_drag(window, app, moves, cpu)
        _close(window, app)
        p50s.append(statistics.median(cpu))
        note = (
            f"CPU time p95 {ms(percentile(cpu, 95))}; wall p50 {ms(statistics.median(times))}; "
            f"{len(enc.combatants())} combatants; zoom {SCALING_ZOOM * zoom:g}"
        )
        rows.append((f"token drag CPU p50, {n:,} zones", ms(p50s[-1]), note))
    k = growth_exponent(sizes, p50s)
    rows.append(("  growth exponent of the drag (0 = flat)", f"{k:.2f}", "CPU p50 ∝ zones^k"))
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--drops", type=int, default=12)
    parser.add_argument("--scaling", action="store_true", help="250 / 1,000 / 4,000 zones")
    parser.add_argument("--only-scaling", action="store_true", help="just the scaling table")
    parser.add_argument("--zoom", type=float, default=1.0, help="zoom in from the fitted view")
    parser.add_argument(
        "--auto-reveal", action="store_true", help="keep the players' fog auto-reveal on"
    )
    parser.add_argument(
        "--no-fight", action="store_true", help="no drops on the stress map with a fight on"
    )
    parser.add_argument(
        "--no-players", action="store_true", help="no drops with the players' window open"
    )
    parser.add_argument(
        "--single-pass",
        action="store_true",
        help="time one event-loop pass after a drop, settle nothing (the method before round 19)",
    )
    args = parser.parse_args(argv)
    print(f"load average {os.getloadavg()[0]:.1f} at start; window {SIZE[0]}×{SIZE[1]}")
    if args.only_scaling:
        _quiet_dialogs()
        rows = measure_scaling(args.moves, args.zoom)
    else:
        rows = measure(
            args.moves,
            args.drops,
            args.scaling,
            args.zoom,
            args.auto_reveal,
            not args.no_fight,
            args.single_pass,
            not args.no_players,
        )
    width = max(len(r[0]) for r in rows)
    for measure_, value, note in rows:
        print(f"  {measure_:<{width}}  {value:>10}  {note}")
    print(f"load average {os.getloadavg()[0]:.1f} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
