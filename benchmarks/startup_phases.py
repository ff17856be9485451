"""Where start → first paint goes (issue 11): CPU time per phase, median of N starts.

    .venv/bin/python benchmarks/startup_phases.py [--runs N] [--root DIR ...]

Each start is the app on the built-in sample (``gui.app.main``, Qt offscreen, settings and data
folders of its own: a first start), timed from inside with ``time.process_time`` and no
profiler: the map's libraries (numpy, shapely, networkx, imported first here so that they are
counted apart), the core's modules and the sample's load, PySide6 with the QApplication, the GUI
modules, each part of building the main window, and show → first paint. Beside them, two costs
spread over every phase: the Qt enum types PySide6 sets up (each a Python ``enum`` class, made
the first time its Qt class is used) and the dataclasses made, with their time.

``--root`` (repeatable) names checkouts to compare side by side, started in turn (a busy machine
weighs on all alike); their ``core`` and ``gui`` are compiled first (what an install runs).
Internally the script runs itself with ``--child`` for each start.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

WINDOW_PARTS = (
    ("gui.docks.properties", "PropertiesDock", "__init__", "Properties dock"),
    ("gui.docks.sight", "SightDock", "__init__", "Range & sight dock"),
    ("gui.main_window", "MainWindow", "_build_actions", "actions"),
    ("gui.character", "CharacterLibrary", "__init__", "character library"),
    ("gui.players_controls", "PlayersControls", "__init__", "players' controls"),
    ("gui.main_window", "MainWindow", "_build_menus", "menus"),
    ("gui.main_window", "MainWindow", "_build_toolbar", "toolbar"),
    ("gui.main_window", "MainWindow", "_build_status_bar", "status bar"),
    ("gui.docks.combat", "CombatDocks", "__init__", "combat docks"),
    ("gui.main_window", "MainWindow", "set_encounter", "show the encounter (map, marks, fog)"),
    ("gui.window_layout", "WindowLayout", "__init__", "window layout (default state)"),
    ("gui.help", "HelpMenu", "__init__", "help menu"),
)
"""The parts of ``MainWindow.__init__`` timed one by one; the rest of it is 'window: other'."""


# -- the child: one instrumented start --------------------------------------------------------
class Clock:
    """CPU time per phase, and the time spent in wrapped calls."""

    def __init__(self) -> None:
        self.last = time.process_time()
        self.phases: dict[str, float] = {"interpreter and site": self.last}
        self.spent: dict[str, float] = {}
        self.counts: dict[str, int] = {}

    def phase(self, name: str) -> None:
        now = time.process_time()
        self.phases[name] = self.phases.get(name, 0.0) + now - self.last
        self.last = now

    def wrap(self, owner: object, attr: str, label: str) -> None:
        """Add the CPU time of every call of ``owner.attr`` to ``spent[label]``."""
        fn = getattr(owner, attr)

        def timed(*args: object, **kwargs: object) -> object:
            started = time.process_time()
            try:
                return fn(*args, **kwargs)
            finally:
                self.spent[label] = self.spent.get(label, 0.0) + time.process_time() - started
                self.counts[label] = self.counts.get(label, 0) + 1

        setattr(owner, attr, timed)


def _watch_enums_and_dataclasses(clock: Clock) -> None:
    import dataclasses
    import enum

    clock.wrap(enum.EnumType, "_create_", "enum types made (PySide6: one per Qt enum used)")
    clock.wrap(dataclasses, "_process_class", "dataclasses made")


def _watch_pyside(clock: Clock) -> None:
    """A phase ends where ``gui.app`` imports ``gui.i18n``: right after the QApplication."""

    def hook(event: str, args: tuple) -> None:
        if event == "import" and args[0] == "gui.i18n" and "gui.i18n" not in sys.modules:
            clock.phase("PySide6 and the QApplication")

    sys.addaudithook(hook)


def _watch_window(clock: Clock) -> None:
    import importlib

    for module, cls, attr, label in WINDOW_PARTS:
        clock.wrap(getattr(importlib.import_module(module), cls), attr, label)


def child() -> None:
    clock = Clock()
    import networkx  # noqa: F401
    import numpy  # noqa: F401
    import shapely  # noqa: F401

    clock.phase("numpy, shapely, networkx")
    _watch_enums_and_dataclasses(clock)
    import gui.app as app

    clock.phase("gui.app and the command line")
    load = app._load_startup_encounter
    build = app._build_window

    def load_timed(path: Path | None) -> object:
        clock.phase("gui.app and the command line")
        import core.io  # noqa: F401

        clock.phase("core modules")
        loaded = load(path)
        clock.phase("sample load (with the rules modules it imports)")
        return loaded

    def build_timed(*args: object, **kwargs: object) -> object:
        clock.phase("UI language and the GUI modules")
        _watch_window(clock)
        window = build(*args, **kwargs)
        clock.phase("build the main window")
        window.first_painted.connect(lambda: report(clock))
        return window

    _watch_pyside(clock)
    app._load_startup_encounter = load_timed  # type: ignore[assignment]
    app._build_window = build_timed  # type: ignore[assignment]
    app.main(["--quit-after", "0", "--recovery", "discard"])


def report(clock: Clock) -> None:
    clock.phase("show → first paint")
    print(json.dumps({"phases": clock.phases, "spent": clock.spent, "counts": clock.counts}))
    sys.stdout.flush()
    os._exit(0)


# -- the parent: starts in turn, medians ------------------------------------------------------
def start_once(root: Path) -> dict:
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(root))
        env.update(XDG_CONFIG_HOME=f"{home}/config", ZONEKEEPER_DATA_DIR=f"{home}/data")
        out = subprocess.run(
            [sys.executable, str(Path(__file__).resolve()), "--child"],
            cwd=root, env=env, capture_output=True, text=True, timeout=120,
        )  # fmt: skip
    lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
    if not lines:
        raise RuntimeError(f"no figures from {root}: {out.stderr[-1000:]}")
    return json.loads(lines[-1])


def compile_tree(root: Path) -> None:
    import compileall

    for package in ("core", "gui"):
        compileall.compile_dir(root / package, quiet=1, workers=0)


def rows(runs: list[dict]) -> dict[str, float]:
    """Median ms per phase, then per window part and the spread-out costs."""
    out: dict[str, float] = {}
    phase_names = list(runs[0]["phases"])
    for name in phase_names:
        out[name] = statistics.median(r["phases"].get(name, 0.0) for r in runs) * 1e3
    out["total CPU to the first paint"] = (
        statistics.median(sum(r["phases"].values()) for r in runs) * 1e3
    )
    parts = [label for *_, label in WINDOW_PARTS]
    for label in parts:
        out[f"  window: {label}"] = (
            statistics.median(r["spent"].get(label, 0.0) for r in runs) * 1e3
        )
    for label in runs[0]["spent"]:
        if label not in parts:
            out[f"in all phases: {label}"] = _median(runs, "spent", label) * 1e3
            out[f"  how many: {label}"] = _median(runs, "counts", label)
    return out


def _median(runs: list[dict], key: str, label: str) -> float:
    return statistics.median(r[key].get(label, 0) for r in runs)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="starts per checkout (median)")
    parser.add_argument("--root", action="append", type=Path, help="checkout(s) to compare")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        child()
        return 0
    roots = [r.resolve() for r in (args.root or [ROOT])]
    for root in roots:
        compile_tree(root)
    runs: dict[Path, list[dict]] = {root: [] for root in roots}
    load = os.getloadavg()[0]
    for _ in range(args.runs):
        for root in roots:
            runs[root].append(start_once(root))
    print(f"CPU ms, median of {args.runs}; load average {load:.1f} → {os.getloadavg()[0]:.1f}")
    table = {root: rows(runs[root]) for root in roots}
    names = list(table[roots[0]])
    print(f"{'':58}" + "".join(f"{root.name[-14:]:>15}" for root in roots))
    for name in names:
        print(f"{name[:58]:58}" + "".join(f"{table[r].get(name, 0.0):15.1f}" for r in roots))
    return 0


if __name__ == "__main__":
    sys.exit(main())
