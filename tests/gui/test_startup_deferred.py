"""Start-up (issue 11): what waits until the first paint — the cyclic garbage collector — what
a first paint never imports, and no application-wide event filter where the system sends no
FileOpen."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from gui import app, main_window

ROOT = Path(__file__).resolve().parents[2]

# Starts the app on the built-in sample and, at its first paint, writes what it sees as JSON.
FIRST_PAINT_PROBE = textwrap.dedent(
    """
    import gc, json, os, sys
    import gui.app as app

    seen = {}
    built = app._build_window

    def build(*args, **kwargs):
        window = built(*args, **kwargs)

        def at_paint():  # connected before gui.app's own first-paint slot
            seen["gc_at_paint"] = gc.isenabled()
            seen["modules"] = sorted(sys.modules)
            seen["system_opens"] = window.help_menu.opener.system_opens

        window.first_painted.connect(at_paint)
        return window

    app._build_window = build
    loader = app._load_startup_encounter

    def load(*args, **kwargs):
        seen["pyside_before_core"] = "PySide6" in sys.modules
        return loader(*args, **kwargs)

    app._load_startup_encounter = load
    seen["numpy_before_main"] = "numpy" in sys.modules
    code = app.main(["--quit-after", "0", "--recovery", "discard"])
    seen["blas_threads"] = os.environ.get("OPENBLAS_NUM_THREADS")
    seen["gc_after"] = gc.isenabled()
    seen["modules_after"] = sorted(sys.modules)
    seen["frozen_after"] = gc.get_freeze_count()
    print(json.dumps(seen))
    sys.exit(code)
    """
)


@pytest.fixture(scope="module")
def at_first_paint(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """What one start of the app on the built-in sample saw at its first paint."""
    return run_probe(tmp_path_factory.mktemp("probe"))


def run_probe(tmp_path: Path, probe: str = FIRST_PAINT_PROBE) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.update(ZONEKEEPER_DATA_DIR=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "cfg"))
    env.pop("ZONEKEEPER_RESOURCES", None)
    env.pop("OPENBLAS_NUM_THREADS", None)
    out = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_hold_gc_holds_the_collector_until_released() -> None:
    assert gc.isenabled()
    release = app.hold_gc()
    try:
        assert not gc.isenabled()
    finally:
        release()
    assert gc.isenabled()


def test_hold_gc_leaves_a_collector_that_was_off_off() -> None:
    gc.disable()
    try:
        app.hold_gc()()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_the_collector_waits_for_the_first_paint_then_runs_again(at_first_paint) -> None:
    assert at_first_paint["gc_at_paint"] is False  # held through imports and the window's build
    assert at_first_paint["gc_after"] is True
    assert at_first_paint["frozen_after"] > 50_000  # the start-up heap, out of its way


@pytest.fixture
def clean_gc():
    gc.unfreeze()
    yield
    gc.unfreeze()


def test_the_start_up_heap_stays_frozen_when_another_file_opens(clean_gc) -> None:
    main_window.freeze_startup_heap()
    frozen = gc.get_freeze_count()
    assert frozen > 0
    main_window.collect_replaced()  # another file opened: what isn't frozen is collected
    assert gc.get_freeze_count() == frozen


# Loaded once the window shows: the schema models check the sample after the paint, and only
# the sample's own ruleset (Year Zero Engine) is needed to draw it; the players' window is
# imported when the GM opens it.
NOT_BEFORE_THE_PAINT = (
    "gui.recovery",  # the autosaver and the log file come once the docks are filled
    "logging.handlers",  # the log file's handler, made with them
    "core.characters",  # the party library and templates: on first use
    "gui.players.window",
    "pydantic",
    "core.file_models",
    "core.rules.brp",
    "core.rules.d20",
    "core.rules.ww2",
    "core.rules.pulp2d6",
)


def test_the_first_paint_imports_nothing_it_does_not_draw(at_first_paint) -> None:
    modules = set(at_first_paint["modules"])
    assert {"core.rules.yze", "gui.map.scene", "networkx"} <= modules  # the probe saw the paint
    assert not modules.intersection(NOT_BEFORE_THE_PAINT)


def test_the_core_loads_before_pyside6(at_first_paint) -> None:
    # PySide6's import hook reads the source of every module imported after it: the core and
    # the start-up encounter come first (~20 MiB and ~60 ms at the first paint otherwise)
    assert at_first_paint["pyside_before_core"] is False


def test_numpy_starts_one_blas_thread_unless_told_otherwise(at_first_paint) -> None:
    # OpenBLAS reads its thread count once, as numpy loads: the app must set it before that
    assert at_first_paint["numpy_before_main"] is False
    assert at_first_paint["blas_threads"] == "1"
    environ = {"OPENBLAS_NUM_THREADS": "4"}
    app.one_blas_thread(environ)
    assert environ == {"OPENBLAS_NUM_THREADS": "4"}  # the GM's own setting is kept


def test_the_built_in_sample_is_not_checked_again(at_first_paint) -> None:
    """The very file the suite checked (``resources/samples/checked.json``): reading it again
    with pydantic's models took ~250 ms of the event loop right after the docks filled."""
    assert "gui.recovery" in at_first_paint["modules_after"]  # start-up ran to its end
    assert "pydantic" not in at_first_paint["modules_after"]


def test_only_macos_gets_the_application_wide_file_open_filter(at_first_paint) -> None:
    """It sees every event of every object (PySide6 sets up each object's Qt class for it);
    only macOS sends the QFileOpenEvent it watches for."""
    assert at_first_paint["system_opens"] is (sys.platform == "darwin")


def test_launch_still_starts_a_program_with_qprocess_imported_on_use(qapp) -> None:
    from gui import i18n

    assert not hasattr(i18n, "QProcess")  # imported by launch() itself, not at start-up
    assert i18n.launch([sys.executable, "-c", "pass"])


# A change made at the first paint, before the autosaver exists (it is made once the docks are
# filled): the autosaver writes the encounter as it finds it, so the change is in the recovery
# file all the same.
CHANGE_AT_PAINT_PROBE = textwrap.dedent(
    """
    import json, sys
    from pathlib import Path
    from PySide6.QtCore import QObject, QTimer
    from PySide6.QtWidgets import QApplication
    import gui.app as app

    seen = {}
    built = app._build_window

    def build(*args, **kwargs):
        window = built(*args, **kwargs)

        def at_paint():
            seen["saver_at_paint"] = window.findChild(QObject, "autosaver") is not None
            name = window.enc.combatants()[0].name
            window.enc.update_combatant(name, notes="changed at the first paint")

        def look(tries=40):
            saver = window.findChild(QObject, "autosaver")
            if (saver is None or not Path(saver.path).exists()) and tries:
                QTimer.singleShot(50, lambda: look(tries - 1))
                return
            seen["saver_after"] = saver is not None
            seen["written"] = saver is not None and Path(saver.path).exists()
            if seen["written"]:
                from core.recovery import read_snapshot

                enc, _info = read_snapshot(saver.path)
                seen["notes"] = enc.combatants()[0].notes
            QApplication.quit()

        window.first_painted.connect(at_paint)
        window.panels_filled.connect(lambda: QTimer.singleShot(0, look))
        return window

    app._build_window = build
    code = app.main(["--quit-after", "10000", "--recovery", "discard"])
    print(json.dumps(seen))
    sys.exit(code)
    """
)


def test_a_change_before_the_autosaver_exists_still_reaches_the_recovery_file(
    tmp_path: Path,
) -> None:
    seen = run_probe(tmp_path, CHANGE_AT_PAINT_PROBE)
    assert seen["saver_at_paint"] is False  # made after the paint (see NOT_BEFORE_THE_PAINT)
    assert seen["saver_after"] is True
    assert seen["written"] is True
    assert seen["notes"] == "changed at the first paint"
