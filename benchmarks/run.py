"""Zonekeeper benchmarks, measured in one run and printed as one table.

    bash packaging/dev.sh bench            # sets up, makes the stress encounter if needed, runs
    .venv/bin/python benchmarks/run.py [--runs N] [--pairs N] [--no-startup]

(a) start-up: process start to first painted window, the app (``python -m gui`` with
    ``ZONEKEEPER_REPORT_STARTUP=1``) against a bare PySide6 QMainWindow started the same way;
    Qt offscreen, median of ``--runs`` runs after one warm-up, the four cases in turn (the
    bare window also once after importing numpy, shapely and networkx: the map's floor). Timed
    from outside (spawn to the "first paint" line on stderr), so both include interpreter start
    and imports; the app's own figure (from the import of ``gui``) is shown beside it, and each
    process's CPU time up to its first paint (which a busy machine sways less than wall time).
    "n/a" while the GUI can't start.
(b) range band + line of sight for every pair of the stress encounter's 200 combatants; sight
    by the edge walker in one batch against today's tracer (``--reference``), same run
    (``benchmarks/sight.py``; ``--check-sight`` compares every pair's answer).
(c) one drop check (``enc.check_move``): median of repeated calls.
(d) save and load of the stress encounter: time and file size.
(e) memory: peak RSS of the app and of the bare window at their first paint (self-reported;
    the whole life's ``ru_maxrss`` beside it), of this process, and tracemalloc's peak for one
    load.
(g) open in the main window: the stress encounter against the sample opened the same way, and
    the map geometry an open asks for, cached against per call (``benchmarks/open_map.py``;
    ``--open-scaling`` adds 250 / 1,000 / 4,000 zones and the growth exponent; ``--no-open``).
    ``--bytecode`` adds (a)'s app start with the project's .pyc files removed, then compiled.
Every app row of (a) and (e) is also a ratio against the bare window measured in the same run.
(f) token drag (one move + repaint, p50/p95) and drop (check + scene + docks + repaint) in the
    main window, the stress map against the sample map in the same run (``benchmarks/drag.py``;
    ``--drag-scaling`` adds 250 / 1,000 / 4,000 zones and the growth exponent; ``--no-drag``).
(h) a turn of the wheel over the stress map fitted to the window: a notch with the zoom preview
    against the same notches painted sharp, same run, and the sharp paint once the wheel rests
    (``benchmarks/zoom.py``; ``--no-zoom``).
"""

from __future__ import annotations

import argparse
import gc
import importlib.util
import os
import platform
import re
import resource
import selectors
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
import tracemalloc
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

STRESS = ROOT / "benchmarks" / "out" / "stress.zkenc"
PAINT_LINE = re.compile(
    r"first paint after ([0-9.]+) s(?: \(CPU ([0-9.]+) s(?:, peak RSS ([0-9.]+) MiB)?\))?"
)
STARTUP_TIMEOUT = 60.0

BARE_WINDOW = textwrap.dedent(
    """
    import sys, time
    T0 = time.perf_counter()
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow

    class Window(QMainWindow):
        painted = False

        def paintEvent(self, event):
            super().paintEvent(event)
            if not Window.painted:
                Window.painted = True
                import resource
                rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
                print(f"bare: first paint after {time.perf_counter() - T0:.3f} s "
                      f"(CPU {time.process_time():.3f} s, peak RSS {rss:.0f} MiB)",
                      file=sys.stderr, flush=True)
                QTimer.singleShot(0, app.quit)

    app = QApplication(sys.argv[:1])
    w = Window()
    w.setWindowTitle("bare")
    w.resize(1280, 800)
    w.show()
    QTimer.singleShot(30000, app.quit)
    sys.exit(app.exec())
    """
)


LIBS_THEN_BARE = (
    "import os\nos.environ.setdefault('OPENBLAS_NUM_THREADS', '1')\n"
    "import numpy, shapely, networkx\n" + BARE_WINDOW
)
"""The bare window started after importing what the zone map is made of (numpy, shapely,
networkx), numpy's OpenBLAS on one thread as the app asks (``gui.app.one_blas_thread``): the
floor of any first paint of a map that needs them imported."""


@dataclass
class Row:
    section: str
    measure: str
    value: str
    note: str = ""


def fmt_s(seconds: float) -> str:
    if seconds >= 1:
        return f"{seconds:.2f} s"
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.1f} ms"
    return f"{seconds * 1e6:.0f} µs"


def fmt_mb(n_bytes: float) -> str:
    return f"{n_bytes / 2**20:.0f} MiB" if n_bytes >= 2**20 else f"{n_bytes / 2**10:.0f} KiB"


# -- (a) start-up ------------------------------------------------------------------------------
@dataclass
class StartRun:
    wall: float | None  # spawn -> "first paint" line read
    own: float | None  # what the process itself reported
    max_rss: int  # bytes, over the process's life (it is ended once the line is read)
    error: str = ""
    cpu: float | None = None  # CPU time from process start to the first paint (self-reported)
    paint_rss: float | None = None  # bytes: peak RSS at the first paint (self-reported)


def start_once(cmd: list[str], env: dict[str, str]) -> StartRun:
    """Start ``cmd``, wait for its "first paint" line on stderr, then end it."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(
        cmd, cwd=ROOT, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )  # fmt: skip
    assert proc.stderr is not None
    sel = selectors.DefaultSelector()
    sel.register(proc.stderr, selectors.EVENT_READ)
    buf = b""
    wall = own = cpu = paint_rss = None
    deadline = t0 + STARTUP_TIMEOUT
    while wall is None and time.perf_counter() < deadline:
        if not sel.select(timeout=max(0.0, deadline - time.perf_counter())):
            break
        chunk = os.read(proc.stderr.fileno(), 65536)
        if not chunk:  # the process closed stderr: it ended
            break
        buf += chunk
        m = PAINT_LINE.search(buf.decode("utf-8", "replace"))
        if m:
            wall = time.perf_counter() - t0
            own = float(m.group(1))
            cpu = float(m.group(2)) if m.group(2) else None
            paint_rss = float(m.group(3)) * 2**20 if m.group(3) else None
    if proc.poll() is None:
        proc.terminate()
    try:
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
    except ChildProcessError:
        usage = None
    sel.close()
    proc.stderr.close()
    error = ""
    if wall is None:
        tail = buf.decode("utf-8", "replace").strip().splitlines()[-1:]
        error = f"exit {proc.returncode}" + (f": {tail[0].strip()}" if tail else "")
    return StartRun(wall, own, (usage.ru_maxrss * 1024) if usage else 0, error, cpu, paint_rss)


def bench_startup(runs: int) -> list[Row]:
    """(a) and (e): the bare window (alone, then after the map's libraries), the app on the
    sample and on the stress map, started in turn ``runs`` times (interleaved, so a busy spell
    weighs on all of them alike)."""
    with tempfile.TemporaryDirectory() as home:
        return _bench_startup(runs, startup_env(Path(home)))


def startup_env(home: Path) -> dict[str, str]:
    """Offscreen, with a settings and data folder of its own: every start is a first start
    (the default window size, nothing to recover), whatever the machine's own app last kept."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ZONEKEEPER_REPORT_STARTUP="1")
    env.update(XDG_CONFIG_HOME=str(home / "config"), ZONEKEEPER_DATA_DIR=str(home / "data"))
    env.pop("PYTHONSTARTUP", None)
    return env


def _bench_startup(runs: int, env: dict[str, str]) -> list[Row]:
    gui_ready = (ROOT / "gui" / "app.py").exists() and importlib.util.find_spec("PySide6")
    app_cmd = [sys.executable, "-m", "gui", "--quit-after", "30000"]
    why = "" if gui_ready else "gui/app.py or PySide6 missing"
    cases: list[tuple[str, list[str] | None]] = [
        ("bare PySide6 QMainWindow", [sys.executable, "-c", BARE_WINDOW]),
        ("bare window after the map's libraries", [sys.executable, "-c", LIBS_THEN_BARE]),
        ("app, built-in sample encounter", app_cmd if gui_ready else None),
        ("app, stress encounter", [*app_cmd, str(STRESS)] if gui_ready else None),
    ]
    results: dict[str, list[StartRun]] = {label: [] for label, cmd in cases if cmd}
    for _label, cmd in cases:
        if cmd:
            start_once(cmd, env)  # warm-up: disk cache, .pyc files
    for _ in range(runs):
        for label, cmd in cases:
            if cmd:
                results[label].append(start_once(cmd, env))
    rows: list[Row] = []
    ref: dict[str, float] = {}  # the bare window's figures: the reference of every app row
    for label, cmd in cases:
        if cmd is None:
            rows.append(Row("a", f"start → first paint: {label}", "n/a", why))
            continue
        rows += _startup_rows(label, results[label], ref)
    return rows


def _startup_rows(label: str, results: list[StartRun], ref: dict[str, float]) -> list[Row]:
    good = [r for r in results if r.wall is not None]
    if not good:
        err = results[-1].error or "no 'first paint' line"
        return [Row("a", f"start → first paint: {label}", "n/a", err[:160])]
    wall = statistics.median(r.wall for r in good if r.wall is not None)
    own = statistics.median(r.own for r in good if r.own is not None)
    spread = f"{fmt_s(min(r.wall for r in good))}–{fmt_s(max(r.wall for r in good))}"
    note = f"median of {len(good)}, range {spread}; self-reported {fmt_s(own)}"
    if len(good) < len(results):
        note += f"; {len(results) - len(good)} run(s) failed"
    cpus = [r.cpu for r in good if r.cpu is not None]
    at_paint = [r.paint_rss for r in good if r.paint_rss is not None]
    life = max(r.max_rss for r in good)
    figures = {"wall": wall, "life": life}
    if cpus:
        figures["cpu"] = statistics.median(cpus)
    if at_paint:
        figures["rss"] = max(at_paint)
    first = not ref
    if first:
        ref.update(figures)

    def vs(key: str, text: str) -> str:
        return (
            text
            if first or key not in ref
            else f"×{figures[key] / ref[key]:.2f} the bare window; {text}"
        )

    rows = [Row("a", f"start → first paint: {label}", fmt_s(wall), vs("wall", note))]
    if "cpu" in figures:
        cpu_note = (
            "the process's CPU time up to its first paint, median: a busy machine sways it less"
        )
        rows.append(
            Row("a", f"  CPU to first paint: {label}", fmt_s(figures["cpu"]), vs("cpu", cpu_note))
        )
    if "rss" in figures:
        rss_note = (
            f"at the first paint; {fmt_mb(life)} over its life (ru_maxrss, ended right after)"
        )
        rows.append(Row("e", f"peak RSS: {label}", fmt_mb(figures["rss"]), vs("rss", rss_note)))
    else:
        rows.append(Row("e", f"peak RSS: {label}", fmt_mb(life), vs("life", "ru_maxrss")))
    return rows


def _vs(value: float, reference: float, note: str) -> str:
    """``note`` with the ratio to the reference row in front (none for the reference itself)."""
    return note if value is reference else f"×{value / reference:.2f} the bare window; {note}"


# -- (b)–(e) core ------------------------------------------------------------------------------
def bench_pairs(enc, limit: int | None) -> list[Row]:
    names = [c.name for c in enc.combatants()]
    pairs = [(a, b) for i, a in enumerate(names) for b in names[i + 1 :]]
    if limit:
        pairs = pairs[:limit]
    clock = time.perf_counter
    t_band = t_sight = 0.0
    bands: dict[str, int] = {}
    clear = 0
    cpu0 = time.process_time()
    start = clock()
    for a, b in pairs:
        t0 = clock()
        band = enc.range_band(a, b)
        t1 = clock()
        seen = enc.line_of_sight(a, b)
        t2 = clock()
        t_band += t1 - t0
        t_sight += t2 - t1
        bands[band] = bands.get(band, 0) + 1
        clear += bool(seen.clear)
    total = clock() - start
    cpu = time.process_time() - cpu0  # less sensitive than wall time to a busy machine
    n = len(pairs)
    mix = ", ".join(f"{bands[k]} {k}" for k in sorted(bands, key=bands.get, reverse=True))
    per = f"{fmt_s(total / n)} a pair; CPU time {fmt_s(cpu)}"
    return [
        Row("b", f"range band + line of sight, {n:,} pairs", fmt_s(total), per),
        Row("b", "  of which range_band", fmt_s(t_band), f"{fmt_s(t_band / n)} a pair; {mix}"),
        Row(
            "b",
            "  of which line_of_sight",
            fmt_s(t_sight),
            f"{fmt_s(t_sight / n)} a pair; {clear:,} clear",
        ),
    ]


def median_time(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def bench_check_move(enc) -> list[Row]:
    m = enc.map
    engaged = {n for pair in enc.engaged_pairs() for n in pair}
    rows = []
    # a free combatant and a neighbour through an open border; one two borders away
    for c in enc.combatants():
        if c.name in engaged or c.stance != "standing":
            continue
        near = [b.other(c.zone) for b in m.borders_of(c.zone) if b.kind == "open"]
        far = [
            z
            for z in {n2 for n1 in m.neighbours(c.zone) for n2 in m.neighbours(n1)}
            if z != c.zone and m.borders_crossed(c.zone, z) == 2
        ]
        if near and far:
            break
    else:  # pragma: no cover - the stress map always has one
        return [Row("c", "check_move", "n/a", "no free combatant beside an open border")]
    for label, dest in (("neighbour zone", near[0]), ("zone two borders away", sorted(far)[0])):
        chk = enc.check_move(c.name, dest)
        t = median_time(lambda d=dest: enc.check_move(c.name, d), 300)
        verdict = "allowed" if chk.allowed else "refused"
        rows.append(Row("c", f"check_move to a {label}", fmt_s(t), f"median of 300; {verdict}"))
    if engaged:
        name = sorted(engaged)[0]
        dest = m.neighbours(enc.combatant(name).zone)[0]
        t = median_time(lambda: enc.check_move(name, dest), 300)
        rows.append(Row("c", "check_move, Engaged (retreat)", fmt_s(t), "median of 300"))
    return rows


def bench_files(enc, encounter_cls) -> list[Row]:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "stress.zkenc"
        t_save = median_time(lambda: enc.save(path), 5)
        size = path.stat().st_size
        t_load = median_time(lambda: encounter_cls.load(path), 5)
    return [
        Row("d", "save stress encounter", fmt_s(t_save), f"median of 5; {size / 1e6:.2f} MB file"),
        Row("d", "load stress encounter", fmt_s(t_load), "median of 5; parse + validate + build"),
    ]


def bench_memory(encounter_cls) -> list[Row]:
    gc.collect()
    tracemalloc.start()
    enc = encounter_cls.load(STRESS)
    names = [c.name for c in enc.combatants()][:20]
    for a in names:  # warm the geometry index and the distance caches too
        for b in names:
            enc.range_band(a, b)
            enc.line_of_sight(a, b)
    current, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    held = f"{fmt_mb(current)} held after"
    return [
        Row("e", "tracemalloc: load stress encounter", fmt_mb(peak), held),
        Row("e", "peak RSS: this benchmark process", fmt_mb(own), "ru_maxrss, core only"),
    ]


def bench_drag(scaling: bool) -> list[Row]:
    """(f): last, so the Qt window weighs on no other row (memory included)."""
    import drag  # type: ignore[import-not-found]

    return [Row("f", *r) for r in drag.measure(scaling=scaling)]


def bench_open(scaling: bool) -> list[Row]:
    """(g): after the core rows, so the Qt window weighs on none of them."""
    import open_map  # type: ignore[import-not-found]

    rows = [*open_map.measure_geometry(STRESS), *open_map.measure(STRESS)]
    return [Row("g", *r) for r in rows + (open_map.scaling() if scaling else [])]


def bench_zoom() -> list[Row]:
    """(h): a turn of the wheel over the stress map, with and without the zoom preview."""
    import zoom  # type: ignore[import-not-found]

    return [Row("h", *r) for r in zoom.measure()]


def bench_bytecode(runs: int) -> list[Row]:
    """(a) with and without the project's compiled modules (``--bytecode``)."""
    import open_map  # type: ignore[import-not-found]

    return [Row("a", *r) for r in open_map.bytecode_rows(runs)]


# -- output ----------------------------------------------------------------------------------
SECTIONS = {
    "a": "(a) start-up (Qt offscreen)",
    "b": "(b) all pairs of 200 combatants",
    "c": "(c) drop check",
    "d": "(d) files",
    "e": "(e) memory",
    "g": "(g) open in the window (Qt offscreen)",
    "f": "(f) drag and drop in the window (Qt offscreen, 1366×768)",
    "h": "(h) wheel zoom on the stress map (Qt offscreen, 1366×768)",
}


def print_table(rows: list[Row]) -> None:
    w_measure = max(len(r.measure) for r in rows)
    w_value = max(len(r.value) for r in rows)
    line = "-" * (w_measure + w_value + 40)
    for key, title in SECTIONS.items():
        part = [r for r in rows if r.section == key]
        if not part:
            continue
        print(f"\n{title}\n{line}")
        for r in part:
            print(f"  {r.measure:<{w_measure}}  {r.value:>{w_value}}  {r.note}")


def versions() -> str:
    parts = [f"Python {platform.python_version()}"]
    for mod, attr in (("PySide6", "__version__"), ("shapely", "__version__")):
        try:
            parts.append(f"{mod} {getattr(__import__(mod), attr)}")
        except ImportError:
            parts.append(f"{mod} missing")
    parts.append(f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f} at start")
    return ", ".join(parts)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="start-up runs per case (default 5)")
    parser.add_argument("--pairs", type=int, default=0, help="only the first N pairs (quick look)")
    parser.add_argument("--no-startup", action="store_true", help="skip (a)")
    parser.add_argument(
        "--reference-pairs", type=int, default=0, help="time today's sight tracer on N pairs only"
    )
    parser.add_argument("--check-sight", action="store_true", help="walker = tracer, every pair")
    parser.add_argument("--no-open", action="store_true", help="skip (g)")
    parser.add_argument("--open-scaling", action="store_true", help="(g) on 250/1,000/4,000 zones")
    parser.add_argument("--bytecode", action="store_true", help="(a) without, then with .pyc")
    parser.add_argument("--no-drag", action="store_true", help="skip (f)")
    parser.add_argument("--drag-scaling", action="store_true", help="(f) on 250/1,000/4,000 zones")
    parser.add_argument("--no-zoom", action="store_true", help="skip (h)")
    args = parser.parse_args(argv)

    if not STRESS.exists():
        import make_stress  # type: ignore[import-not-found]

        make_stress.main([str(STRESS)])

    import sight  # type: ignore[import-not-found]

    from core.encounter import Encounter

    print(f"Zonekeeper benchmarks — {versions()}")
    rows: list[Row] = []
    if not args.no_startup:
        rows += bench_startup(args.runs)
    if args.bytecode:
        rows += bench_bytecode(args.runs)
    t0 = time.perf_counter()
    enc = Encounter.load(STRESS)
    load_first = time.perf_counter() - t0
    zones, borders = len(enc.map), sum(1 for _ in enc.map.borders())
    print(
        f"stress encounter: {zones:,} zones, {borders:,} borders, "
        f"{len(enc.combatants())} combatants (first load {fmt_s(load_first)})"
    )
    rows += bench_pairs(enc, args.pairs or None)
    rows += [Row("b", *r) for r in sight.measure(enc, args.reference_pairs, args.check_sight)]
    rows += bench_check_move(enc)
    rows += bench_files(enc, Encounter)
    rows += bench_memory(Encounter)
    if not args.no_open:
        rows += bench_open(args.open_scaling)
    if not args.no_drag:
        rows += bench_drag(args.drag_scaling)
    if not args.no_zoom:
        rows += bench_zoom()
    print_table(rows)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    sys.exit(main())
