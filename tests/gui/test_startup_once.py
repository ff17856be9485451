"""Start-up (issue 11): the start-up encounter is loaded by the core before PySide6 is imported,
and the main window is built once, on it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from core.resources import sample_encounter_path
from gui import app
from gui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]


def test_the_sample_is_loaded_by_default_and_a_bad_file_gives_none(tmp_path) -> None:
    enc, path = app._load_startup_encounter(None)
    assert path == Path(sample_encounter_path())
    assert enc.combatants()
    bad = tmp_path / "bad.zkenc"
    bad.write_text("{ not json")
    assert app._load_startup_encounter(bad) is None
    assert app._load_startup_encounter(tmp_path / "missing.zkenc") is None


def test_loading_the_start_up_encounter_imports_no_qt() -> None:
    code = (
        "import sys; from gui.app import _load_startup_encounter as load; "
        "assert load(None) is not None; print(sorted(m for m in sys.modules if 'PySide6' in m))"
    )
    env = dict(os.environ)
    env.pop("ZONEKEEPER_RESOURCES", None)
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_the_window_is_built_once_on_the_loaded_encounter(qtbot, monkeypatch) -> None:
    shown = []
    original = MainWindow.set_encounter
    monkeypatch.setattr(
        MainWindow,
        "set_encounter",
        lambda self, enc, path: (shown.append(enc), original(self, enc, path)),
    )
    loaded = app._load_startup_encounter(None)
    window = app._build_window(loaded)
    qtbot.addWidget(window)
    assert shown == [loaded[0]]  # one encounter bound: no empty window rebuilt on the sample
    assert window.enc is loaded[0] and window.path == loaded[1]
    window.close_without_asking()


def test_a_view_that_fails_on_the_encounter_gives_no_window(qtbot, monkeypatch) -> None:
    def fail(self, enc) -> None:
        raise RuntimeError("a view can't show this")

    monkeypatch.setattr(MainWindow, "_bind_encounter", fail)
    assert app._build_window(app._load_startup_encounter(None)) is None
    assert app._build_window(None) is None
