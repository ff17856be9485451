"""Start-up: command line, display check, the QApplication and the main window.

``zonekeeper [FILE] [--screenshot PNG] [--quit-after MS] [--recovery CHOICE] [--first-run]
[--lang CODE]``
(``--version`` prints the version). Heavy modules
(Qt widgets, the core with shapely and networkx) are imported only once the command line has
been read, so ``--help`` and the "no display" message come back at once.

Once the window exists: uncaught errors go to the log and the error dialog (``gui.errors``),
every change goes to this instance's recovery file, and encounters a crashed instance left
are offered for restoring (``gui.recovery``); a clean quit removes the recovery file.

``$ZONEKEEPER_DRIVER=module:function`` calls ``function(window)`` once start-up (and any
restore) is done — tests and ``benchmarks/kill_restore.py`` drive a running app with it.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import threading
import time
from collections.abc import Callable, MutableMapping
from pathlib import Path
from typing import TYPE_CHECKING

from core import __version__  # no Qt: --version answers at once
from core.gc_pause import hold_gc
from gui import STARTED

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from core.encounter import Encounter
    from gui.main_window import MainWindow
    from gui.recovery import Autosaver

APP_NAME = "Zonekeeper"
ORGANISATION = "Zonekeeper"
DRIVER_ENV = "ZONEKEEPER_DRIVER"
NO_DISPLAY_MESSAGE = (
    "zonekeeper: there is no display to open a window on (neither DISPLAY nor WAYLAND_DISPLAY is "
    "set).\n"
    "Run it inside a virtual display, e.g.:  xvfb-run -a zonekeeper\n"
    "or render without a screen:            QT_QPA_PLATFORM=offscreen zonekeeper --screenshot "
    "shot.png"
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="zonekeeper",
        description="Run tabletop-RPG combat on a zone map.",
    )
    parser.add_argument("--version", action="version", version=f"Zonekeeper {__version__}")
    parser.add_argument(
        "file",
        nargs="?",
        help="encounter file (.zkenc) to open; default: the built-in sample encounter",
    )
    parser.add_argument(
        "--screenshot",
        metavar="PATH",
        help="render the main window once it has painted, save it as PNG and exit",
    )
    parser.add_argument(
        "--quit-after",
        metavar="MS",
        type=int,
        help="exit after MS milliseconds, not before the window is up (smoke tests, benchmarks)",
    )
    parser.add_argument(
        "--recovery",
        choices=("ask", "restore", "discard", "later"),
        help="what to do with encounters a crash left unsaved (default: ask; 'later' when "
        "--screenshot or --quit-after is given)",
    )
    parser.add_argument(
        "--lang",
        metavar="CODE",
        help="the UI language: en, pt_BR, es or system (default: Settings > Language, "
        "else the system's; also $ZONEKEEPER_LANG)",
    )
    parser.add_argument(
        "--first-run",
        action="store_true",
        help="show the first-run how-to even if it was dismissed (or with --screenshot)",
    )
    return parser


def _peak_rss_mib() -> float:
    """This process's peak resident memory so far, in MiB (0 where the system doesn't say)."""
    try:
        import resource
    except ImportError:  # Windows
        return 0.0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 2**10  # bytes there, KiB here


def has_display() -> bool:
    """False on Linux without X11/Wayland and without an explicit QT_QPA_PLATFORM."""
    if not sys.platform.startswith("linux"):
        return True
    env = os.environ
    return bool(env.get("DISPLAY") or env.get("WAYLAND_DISPLAY") or env.get("QT_QPA_PLATFORM"))


def one_blas_thread(environ: MutableMapping[str, str] = os.environ) -> None:
    """Ask numpy's OpenBLAS for one thread, unless the environment already says how many.

    The map's arrays are small and none of its sums is a matrix product, but OpenBLAS starts a
    thread per core as numpy is imported and keeps them spinning a while: on a 2-core machine
    ~100 ms of CPU that the start-up shares its cores with (issue 11). Called before anything
    imports numpy.
    """
    environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # read once, as numpy is first imported


def main(argv: list[str] | None = None) -> int:
    """Run Zonekeeper; returns the process exit code."""
    args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    if args.quit_after is not None and args.quit_after < 0:
        print("zonekeeper: --quit-after takes a number of milliseconds ≥ 0.", file=sys.stderr)
        return 2
    if not has_display():
        print(NO_DISPLAY_MESSAGE, file=sys.stderr)
        return 2

    one_blas_thread()
    release_gc = hold_gc()  # until start-up is over (_end_of_start_up): see the function
    try:
        return _run(args, release_gc)
    finally:
        release_gc()


def _run(args: argparse.Namespace, release_gc: Callable[[], None]) -> int:
    """Load, build the window, run the event loop; ``release_gc`` is called once the docks
    are filled (right after the first paint), the start-up heap frozen first."""
    path = Path(args.file) if args.file else None
    loaded = _load_startup_encounter(path)  # the core before PySide6: see the function
    app = _application(args.lang)
    from PySide6.QtCore import QTimer

    from gui.errors import log

    unattended = args.screenshot is not None or args.quit_after is not None
    window = _startup_window(loaded, path, unattended)
    when_filled(window, lambda: QTimer.singleShot(0, lambda: _end_of_start_up(release_gc)))
    ending = _Ending(app, window, args.screenshot)
    window.first_painted.connect(ending.first_paint)
    # the autosaver before the sample's full check (which imports pydantic): see the function
    autosaver = _start_recovery(window, args.recovery or ("later" if unattended else "ask"))
    checks = _check_sample_later(window, loaded if path is None else None)
    if args.quit_after is not None:  # never before start-up is done: restore offer, driver
        QTimer.singleShot(
            args.quit_after,
            lambda: when_filled(window, lambda: QTimer.singleShot(0, ending.quit_now)),
        )
    window.show()
    from gui.help import show_first_run

    show_first_run(window, force=args.first_run, unattended=unattended)
    # Finder's "open with": only macOS hands files over as QFileOpenEvent, and watching for it
    # takes an application-wide filter that sees every event of every object in Python (before
    # the first paint alone it made PySide6 set up ~30 more Qt classes: ~70 enums, 20-50 ms)
    window.help_menu.opener.system_opens = sys.platform == "darwin"
    try:
        code = app.exec()
    finally:
        if autosaver.get("saver") is not None:
            autosaver["saver"].close()  # type: ignore[union-attr]
        for check in checks:
            check.join()  # not cut off as the interpreter shuts down
        log.info("Zonekeeper quit")
    return ending.code or int(code)


def _application(lang: str | None) -> QApplication:
    """The QApplication, named, speaking the UI language (before any widget: they read their
    words as they are built)."""
    from PySide6.QtWidgets import QApplication

    skip_pyside_source_scan()
    import gui.errors  # noqa: F401  (after the scan is skipped, before the application)

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "zonekeeper"])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORGANISATION)
    app.setApplicationDisplayName(APP_NAME)
    from gui.i18n import install_language

    install_language(lang)
    return app  # type: ignore[return-value]


def _startup_window(
    loaded: tuple[Encounter, Path] | None, path: Path | None, unattended: bool
) -> MainWindow:
    """The main window on the start-up encounter; where it couldn't be loaded, an empty one
    that opens ``path`` again and says why not."""
    from gui.main_window import MainWindow

    window = _build_window(loaded, panels_after_paint=True)
    if window is None:
        window = MainWindow()
        window.open_startup_file(path, show_errors_modal=not unattended)
    elif path is not None:
        window.add_recent(path)
    return window


def _check_sample_later(
    window: MainWindow, loaded: tuple[Encounter, Path] | None
) -> list[threading.Thread]:
    """The built-in sample's full check, once the docks are filled, unless the suite checked
    these very bytes; the list gets the thread it runs in."""
    from core.resources import checked_sample

    checks: list[threading.Thread] = []
    if loaded is not None and not checked_sample(loaded[1]):
        when_filled(window, lambda: checks.append(_check_sample_aside(window, loaded[1])))
    return checks


class _Ending:
    """The first paint's report (``$ZONEKEEPER_REPORT_STARTUP``), ``--screenshot``'s picture
    and the quit of an unattended run; ``code`` is what the run exits with if not 0."""

    def __init__(self, app: QApplication, window: MainWindow, screenshot: str | None) -> None:
        self.app, self.window, self.screenshot = app, window, screenshot
        self.code = 0

    def first_paint(self) -> None:
        from PySide6.QtCore import QTimer

        if os.environ.get("ZONEKEEPER_REPORT_STARTUP") == "1":
            elapsed = time.perf_counter() - STARTED
            cpu = time.process_time()  # since the process started: less swayed by a busy machine
            print(
                f"zonekeeper: first paint after {elapsed:.3f} s (CPU {cpu:.3f} s, peak RSS "
                f"{_peak_rss_mib():.0f} MiB)",
                file=sys.stderr,
                flush=True,
            )
        if self.screenshot:  # the whole window: once the docks are filled too
            when_filled(self.window, lambda: QTimer.singleShot(50, self.take_screenshot))

    def take_screenshot(self) -> None:
        if not self.window.grab().save(str(self.screenshot), "PNG"):
            print(f"zonekeeper: could not write {self.screenshot}", file=sys.stderr)
            self.code = 1
        self.quit_now()

    def quit_now(self) -> None:
        self.window.close_without_asking()
        self.app.quit()


def _end_of_start_up(release_gc: Callable[[], None]) -> None:
    """What start-up made frozen out of the cyclic GC (``main_window.freeze_startup_heap``),
    then the collector let run again. A zero timer after the docks are filled: after the
    window's own settling of the heap after its first encounter's paint, queued as they filled.

    The collector is held from the start (``core.gc_pause.hold_gc``): start-up imports ~750
    modules and builds the window, hundreds of thousands of objects that all stay alive, yet
    every few hundred of them start a collection and each full one walks them all again (~60 ms
    of collections before the first paint, ``gc.callbacks`` timing). Nothing is lost by
    waiting: what start-up leaves as garbage is freed by reference counting as before; its rare
    cycles (0–200 objects) are frozen with the rest."""
    from gui.main_window import freeze_startup_heap

    freeze_startup_heap()
    release_gc()


class _FeatureSeed:
    """A ``sys.meta_path`` entry that finds nothing: it files each module about to be imported
    in PySide6's ``__feature__`` table first (see :func:`skip_pyside_source_scan`)."""

    def __init__(self, table: dict[str, int]) -> None:
        self.table = table

    def find_spec(self, name: str, path: object = None, target: object = None) -> None:
        self.table.setdefault(name, _feature_id(name))

    def invalidate_caches(self) -> None:
        """Nothing cached (``importlib.invalidate_caches`` asks every finder)."""


def _feature_id(name: str) -> int:
    """What PySide6 would file ``name`` under: 0 (uses PySide6, no feature selected) for our
    GUI and PySide6's own modules, -1 (not a PySide6 user) for the rest."""
    return 0 if name.partition(".")[0] in ("gui", "PySide6", "shiboken6") else -1


def skip_pyside_source_scan() -> bool:
    """Spare every later import PySide6's source scan; False if this PySide6 has no such table.

    Once PySide6 is imported, its ``__feature__`` import hook reads the whole source of every
    module imported or re-imported from then on (``inspect.getsource``, kept in ``linecache``)
    only to learn whether it mentions PySide6, and files the answer in a table
    (``pyside_feature_dict``: 0 = uses PySide6 with no feature selected, -1 = ignore). Zonekeeper
    selects no ``__feature__`` (snake_case, true_property) anywhere, so both answers mean the
    same to PySide6; filing modules before the hook sees them skips the reading: about a
    millisecond per module and the sources' memory (tests/gui/test_startup_speed.py).
    """
    table = getattr(sys.modules.get("__feature__"), "pyside_feature_dict", None)
    if not isinstance(table, dict):
        return False
    for name in list(sys.modules):  # already loaded: `import x` again would be scanned too
        table.setdefault(name, _feature_id(name))
    if not any(isinstance(f, _FeatureSeed) for f in sys.meta_path):
        sys.meta_path.insert(0, _FeatureSeed(table))
    return True


def _load_startup_encounter(path: Path | None) -> tuple[Encounter, Path] | None:
    """The encounter to start on (``path``, default the built-in sample), or None if it can't
    be opened (the window then reports why).

    Called before PySide6 is imported: PySide6's ``__feature__`` import hook reads the source of
    every module imported after it, so the core (with networkx and shapely) loads faster first.
    """
    from core.io import load_encounter
    from core.resources import sample_encounter_path

    target = Path(path or sample_encounter_path())
    try:  # the built-in sample is checked after the first paint
        return load_encounter(target, checked=path is not None), target
    except Exception:  # whatever it is, the window says it (open_startup_file)
        return None


def _build_window(
    loaded: tuple[Encounter, Path] | None, *, panels_after_paint: bool = False
) -> MainWindow | None:
    """The main window built once, on the loaded encounter; None if there is none or a view
    can't show it. ``panels_after_paint``: see :class:`~gui.main_window.MainWindow`."""
    from gui.main_window import MainWindow

    if loaded is None:
        return None
    from core.samples import as_shown

    try:
        return MainWindow(as_shown(*loaded), loaded[1], panels_after_paint=panels_after_paint)
    except Exception:  # a view failed on this encounter: open_startup_file reports it
        return None


def when_filled(window: MainWindow, fn: Callable[[], None]) -> None:
    """Call ``fn`` once the window's docks show its encounter (at once if they already do)."""
    if window.panels_pending:
        window.panels_filled.connect(fn)
    else:
        fn()


def _sample_fault(path: Path) -> str | None:
    """Why the built-in sample at ``path``, loaded without its ruleset checks before the first
    paint, fails them when read again with all of them (logged), or None."""
    from core.io import EncounterFileError, load_encounter
    from gui.errors import log

    try:
        load_encounter(path)
    except EncounterFileError as exc:
        log.error("The built-in sample fails its checks: %s", exc)
        return str(exc)
    return None


def _check_sample_aside(window: MainWindow, path: Path) -> threading.Thread:
    """:func:`_sample_fault` in a thread of its own, a failure said in the status bar (not
    needed for the very file the suite checked: ``core.resources.checked_sample``). On the
    event loop, importing pydantic and checking the file held it ~250 ms right after the docks
    filled: a drag begun then stalled. Aside, the loop keeps running (the interpreter passes
    between the threads every few milliseconds); a failure reaches the status bar through a
    queued signal. The file is read afresh: nothing the window holds is touched."""
    from PySide6.QtCore import QObject, Signal

    class Relay(QObject):
        said = Signal(str)

    relay = Relay(window)
    relay.said.connect(window.show_message)

    def run() -> None:
        fault = _sample_fault(path)
        if fault is not None:
            with contextlib.suppress(RuntimeError):  # the window is gone
                relay.said.emit(fault)

    thread = threading.Thread(target=run, name="sample-check", daemon=True)
    thread.start()
    return thread


def _start_recovery(window: MainWindow, choice: str) -> dict[str, Autosaver | None]:
    """Error hooks now; the log file and this instance's recovery file as soon as the docks
    are filled (right after the first paint); then, from the event loop, the restore offer and
    the test driver. Returns a holder whose ``"saver"`` is the autosaver once made (None if the
    data folder can't be used).

    The autosaver writes the encounter as it finds it when made, so a change before it is not
    lost; nothing the first paint shows needs it sooner (its module, the lock and log files:
    ~10 ms of start-up)."""
    from PySide6.QtCore import QTimer

    from gui import errors

    errors.install_hooks()
    holder: dict[str, Autosaver | None] = {}

    def make() -> Autosaver | None:
        if "saver" not in holder:
            holder["saver"] = _make_autosaver(window)
        return holder["saver"]

    def after_start() -> None:
        from gui import recovery

        saver = make()
        if saver is None:  # autosave is off (said): no restore offer, no driver
            return
        answer = None if choice == "ask" else choice
        recovery.offer_recovery(window, saver, answer=answer)  # type: ignore[arg-type]
        driver = os.environ.get(DRIVER_ENV)
        if driver:
            _run_driver(driver, window)

    when_filled(window, make)
    when_filled(window, lambda: QTimer.singleShot(0, after_start))
    return holder


def _make_autosaver(window: MainWindow) -> Autosaver | None:
    """The log file and this instance's recovery file (None, said in the status bar, if the
    data folder can't be used)."""
    from gui import errors, recovery

    try:
        errors.setup_logging(recovery.log_dir())
        autosaver = recovery.Autosaver(window)
    except (OSError, RuntimeError) as exc:
        text = f"Autosave is off: the data folder {recovery.data_dir()} can't be used ({exc})."
        print(f"zonekeeper: {text}", file=sys.stderr)
        window.show_message(text)
        return None
    errors.log.info("Zonekeeper started (pid %s), recovery file %s", os.getpid(), autosaver.path)
    return autosaver


def _run_driver(spec: str, window: MainWindow) -> None:
    """Call ``module:function`` with the window (``$ZONEKEEPER_DRIVER``)."""
    import importlib

    module_name, _, function = spec.partition(":")
    getattr(importlib.import_module(module_name), function or "drive")(window)


if __name__ == "__main__":
    raise SystemExit(main())
