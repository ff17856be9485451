"""Open an encounter in the main window (issue 11, "Open"): load, build the views, first paint.

    .venv/bin/python benchmarks/open_map.py [--repeat N] [--scaling]

Qt offscreen, one window, one process: each open is ``Encounter.load`` + ``set_encounter`` (every
view rebuilt) + a paint of the whole window (``grab``). The stress encounter is compared with the
built-in sample opened the same way in the same run. ``--scaling`` opens maps built like the stress
map with 250 / 1,000 / 4,000 zones (200 combatants each) and fits the growth exponent.
``bytecode_rows`` (``run.py --bytecode``) times the app's start without and with the project's .pyc.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

Row3 = tuple[str, str, str]


def _fmt(seconds: float) -> str:
    return f"{seconds * 1e3:.0f} ms" if seconds < 1 else f"{seconds:.2f} s"


def _window():
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from gui.main_window import MainWindow, freeze_startup_heap

    app = QApplication.instance() or QApplication([sys.argv[0]])
    window = MainWindow()
    window.resize(1280, 860)
    window.show()
    app.processEvents()
    freeze_startup_heap()  # as the app does once started (gui.app)
    return app, window


def open_once(app, window, path: Path) -> tuple[float, float, float]:
    """(load, views, first paint) in seconds for one open of ``path``."""
    from core.encounter import Encounter

    t0 = time.perf_counter()
    enc = Encounter.load(path)
    t1 = time.perf_counter()
    window.set_encounter(enc, path)
    t2 = time.perf_counter()
    app.processEvents()
    window.grab()
    t3 = time.perf_counter()
    return t1 - t0, t2 - t1, t3 - t2


def _median_open(app, window, path: Path, repeat: int) -> tuple[float, float, float]:
    runs = [open_once(app, window, path) for _ in range(repeat)]
    return tuple(statistics.median(r[k] for r in runs) for k in range(3))  # type: ignore[return-value]


PARTS = (
    ("map items", "gui.map.scene", "MapScene", "_rebuild"),
    ("PCs' sight", "core.players", None, "follow"),
    ("fog wash", "gui.map.fog_item", "FogOverlay", "refresh"),
    ("docks", "gui.main_window", "MainWindow", "_fill_panels"),
    ("map layer paint", "gui.map.layer", None, "paint_layer"),
)
"""Where an open's CPU time goes: (label, module, class or None, function) timed in place."""


@contextmanager
def _cpu_parts() -> Iterator[dict[str, float]]:
    """CPU seconds spent in each of :data:`PARTS` while the block runs (outermost calls only)."""
    import importlib

    spent = dict.fromkeys((label for label, *_ in PARTS), 0.0)
    saved = []
    for label, module, cls, name in PARTS:
        owner = importlib.import_module(module)
        owner = getattr(owner, cls) if cls else owner
        real = getattr(owner, name)
        saved.append((owner, name, real))
        setattr(owner, name, _timed(real, label, spent))
    try:
        yield spent
    finally:
        for owner, name, real in saved:
            setattr(owner, name, real)


def _timed(fn: Callable, label: str, spent: dict[str, float]) -> Callable:
    depth = [0]

    def timed(*args, **kwargs):
        depth[0] += 1
        t0 = time.process_time()
        try:
            return fn(*args, **kwargs)
        finally:
            depth[0] -= 1
            if not depth[0]:
                spent[label] += time.process_time() - t0

    return timed


def cpu_breakdown(app, window, path: Path, repeat: int = 3) -> list[Row3]:
    """Rows: the CPU time of one open of ``path`` (median of ``repeat``), and its parts."""
    runs = []
    for _ in range(repeat):
        with _cpu_parts() as spent:
            c0 = time.process_time()
            open_once(app, window, path)
            total = time.process_time() - c0
        runs.append((total, dict(spent)))
    total, spent = sorted(runs, key=lambda r: r[0])[len(runs) // 2]
    parts = ", ".join(f"{label} {_fmt(t)}" for label, t in spent.items())
    return [
        ("  its CPU time (median open) and parts", _fmt(total), parts),
        _items_row(window),
    ]


def _items_row(window) -> Row3:
    """How many Qt items the map scene holds once the encounter shows (each one Python
    built), and how many of its borders have one (``gui.map.borders``: only those the GM
    pointed at)."""
    scene = window.scene
    store = getattr(scene, "borders", None)
    made = f"borders with an item {len(store.live):,} of {len(store.looks):,}" if store else ""
    return ("  map scene items after the open", f"{len(scene.items()):,}", made)


def measure(stress: Path, repeat: int = 3) -> list[Row3]:
    """Rows: opening the stress encounter in the window, against the sample in the same run."""
    from core.resources import sample_encounter_path

    app, window = _window()
    sample = _median_open(app, window, Path(sample_encounter_path()), repeat)
    big = _median_open(app, window, stress, repeat)
    ratio = sum(big) / sum(sample)
    parts = "load {}, views {}, first paint {}"
    cpu = cpu_breakdown(app, window, stress, repeat)
    window.close_without_asking()
    return [
        (
            "open in the window: sample (reference)",
            _fmt(sum(sample)),
            parts.format(*map(_fmt, sample)),
        ),
        (
            "open in the window: stress encounter",
            _fmt(sum(big)),
            f"×{ratio:.1f} the sample; " + parts.format(*map(_fmt, big)) + f"; median of {repeat}",
        ),
        *cpu,
    ]


def _geometry_reference(enc) -> None:
    """The map geometry an open asks for, computed as before issue 11: each border's shared
    edge with its own shapely intersection, each zone's anchor and label-corner test afresh
    (``contains`` buffering the polygon on every call)."""
    import shapely
    from shapely.geometry import Point

    from core.zonemap import _polygon_cache as shape_of  # the shapes were cached then too

    m = enc.map
    for b in m.borders():
        pa, pb = shape_of(m.zone(b.a).polygon), shape_of(m.zone(b.b).polygon)
        shared = pa.boundary.intersection(pb.boundary)
        if not shared.is_empty and shared.geom_type == "MultiLineString":
            shapely.line_merge(shared)
    for z in m.zones():
        shape = shape_of(z.polygon)
        shape.representative_point(), shape.contains(shape.centroid)
        minx, miny, *_ = shape.bounds
        shape.buffer(1e-6).covers(Point(minx + 0.45, miny + 0.35))


def _geometry_now(enc) -> None:
    """The same questions through today's cached ``ZoneMap``/``Zone``."""
    m = enc.map
    for b in m.borders():
        m.shared_edge(b.a, b.b)
    for z in m.zones():
        z.anchor()
        minx, miny, *_ = z.shape.bounds
        z.contains((minx + 0.45, miny + 0.35))


def measure_geometry(stress: Path) -> list[Row3]:
    """Rows: the geometry an open asks for, cached (today) against per call (before), same run."""
    from core.encounter import Encounter

    enc = Encounter.load(stress)
    t0 = time.perf_counter()
    _geometry_reference(enc)
    t1 = time.perf_counter()
    fresh = Encounter.load(stress)  # nothing cached yet on this one (zones are new values)
    t2 = time.perf_counter()
    _geometry_now(fresh)
    t3 = time.perf_counter()
    _geometry_now(fresh)
    t4 = time.perf_counter()
    ref, now, again = t1 - t0, t3 - t2, t4 - t3
    return [
        ("open geometry, per call (reference)", _fmt(ref), "shared edges, anchors, label corners"),
        (
            "open geometry, once per map version",
            _fmt(now),
            f"×{ref / now:.1f} faster than the reference; asked again: {_fmt(again)}",
        ),
    ]


def scaled_file(zones: int, folder: Path) -> Path:
    """A map built like the stress map with ``zones`` zones and 200 combatants, saved."""
    import make_stress  # type: ignore[import-not-found]

    saved = (make_stress.GRID, make_stress.ZONES)
    try:
        make_stress.GRID, make_stress.ZONES = math.ceil(math.sqrt(zones * 1.03)), zones
        enc = make_stress.build()
    finally:
        make_stress.GRID, make_stress.ZONES = saved
    path = folder / f"stress_{zones}.zkenc"
    enc.save(path)
    return path


def growth_exponent(sizes: list[int], values: list[float]) -> float:
    """The least-squares slope of log(value) against log(size)."""
    xs = [math.log(s) for s in sizes]
    ys = [math.log(max(v, 1e-9)) for v in values]
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    num = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True))
    den = sum((x - mx) ** 2 for x in xs)
    return num / den if den else 0.0


def _open_built(app, window, zones: int, folder: Path) -> tuple[float, float, float]:
    """(load, views, first paint) for a map of ``zones`` zones: loaded from its file, or — a
    map over the file format's limits (4,000 zones have more than 5,000 borders) — built in
    memory, its load then timed as 0 (the row says so)."""
    from core.io import EncounterFileError

    path = scaled_file(zones, folder)
    try:
        return open_once(app, window, path)
    except EncounterFileError:
        enc = _built(zones)
    t1 = time.perf_counter()
    window.set_encounter(enc, None)
    t2 = time.perf_counter()
    app.processEvents()
    window.grab()
    return 0.0, t2 - t1, time.perf_counter() - t2


def _built(zones: int):
    import make_stress  # type: ignore[import-not-found]

    saved = (make_stress.GRID, make_stress.ZONES)
    try:
        make_stress.GRID, make_stress.ZONES = math.ceil(math.sqrt(zones * 1.03)), zones
        return make_stress.build()
    finally:
        make_stress.GRID, make_stress.ZONES = saved


def scaling(sizes: tuple[int, ...] = (250, 1000, 4000), repeat: int = 1) -> list[Row3]:
    """Rows: open in the window on maps of ``sizes`` zones, and the growth exponent of the
    views + first paint (what the window does; a map too big for the file format is built in
    memory, so its load is not timed)."""
    with tempfile.TemporaryDirectory() as tmp:
        app, window = _window()
        times = [
            tuple(statistics.median(r[k] for r in runs) for k in range(3))
            for runs in (
                [_open_built(app, window, n, Path(tmp)) for _ in range(repeat)] for n in sizes
            )
        ]
        window.close_without_asking()
    totals = [t[1] + t[2] for t in times]
    rows = [
        (
            f"open in the window, {n:,} zones",
            _fmt(t[1] + t[2]),
            "views {1}, paint {2}; load {0}".format(*map(_fmt, t))
            + (" (built in memory: over the file format's limits)" if t[0] == 0 else ""),
        )
        for n, t in zip(sizes, times, strict=True)
    ]
    exp = growth_exponent(list(sizes), totals)
    rows.append(
        (
            "  growth exponent (views + paint ∝ zones^k)",
            f"k = {exp:.2f}",
            f"{sizes[0]:,} → {sizes[-1]:,} zones",
        )
    )
    return rows


PROJECT_PACKAGES = ("core", "gui")


def _drop_bytecode() -> None:
    """Remove the project's own compiled modules (what a fresh editable install leaves)."""
    import shutil

    for package in PROJECT_PACKAGES:
        for cache in (ROOT / package).rglob("__pycache__"):
            shutil.rmtree(cache, ignore_errors=True)


def _compile_bytecode() -> None:
    """Compile them, as ``packaging/dev.sh setup`` now does."""
    import compileall

    for package in PROJECT_PACKAGES:
        compileall.compile_dir(ROOT / package, quiet=1, workers=0)


def bytecode_rows(runs: int) -> list[Row3]:
    """Rows: the app's start on the sample without, then with, the project's .pyc files, against
    a bare window in the same run; ``PYTHONDONTWRITEBYTECODE=1`` so no run writes any."""
    import run  # type: ignore[import-not-found]

    with tempfile.TemporaryDirectory() as home:
        env = dict(run.startup_env(Path(home)), PYTHONDONTWRITEBYTECODE="1")
        return _bytecode_rows(runs, env)


def _bytecode_rows(runs: int, env: dict[str, str]) -> list[Row3]:
    import run  # type: ignore[import-not-found]

    def median_start(cmd: list[str]) -> float:
        run.start_once(cmd, env)  # warm-up: the disk cache
        walls = [r.wall for r in (run.start_once(cmd, env) for _ in range(runs)) if r.wall]
        return statistics.median(walls) if walls else math.nan

    bare = median_start([sys.executable, "-c", run.BARE_WINDOW])
    app = [sys.executable, "-m", "gui", "--quit-after", "30000"]
    rows = [("start, bare window (bytecode reference)", _fmt(bare), f"median of {runs}")]
    for label, prepare in (
        ("without the project's .pyc", _drop_bytecode),
        ("with the project's .pyc", _compile_bytecode),
    ):
        prepare()
        wall = median_start(app)
        rows.append((f"start, sample, {label}", _fmt(wall), f"×{wall / bare:.2f} the bare window"))
    return rows


def _print(rows: list[Row3], out: Callable[[str], None] = print) -> None:
    for measure_, value, note in rows:
        out(f"  {measure_:<44} {value:>9}  {note}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="opens per case (median)")
    parser.add_argument("--scaling", action="store_true", help="250 / 1,000 / 4,000 zones")
    args = parser.parse_args(argv)
    from run import STRESS  # type: ignore[import-not-found]

    if not STRESS.exists():
        import make_stress  # type: ignore[import-not-found]

        make_stress.main([str(STRESS)])
    print(f"load average {os.getloadavg()[0]:.1f} at start, {os.cpu_count()} CPUs")
    _print(measure_geometry(STRESS))
    _print(measure(STRESS, args.repeat))
    if args.scaling:
        _print(scaling())
    print(f"load average {os.getloadavg()[0]:.1f} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
