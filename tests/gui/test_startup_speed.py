"""Start-up speed (issue 11): the map paints before the docks fill in, the built-in sample is
checked after the first paint, and PySide6's import hook reads no module's source."""

from __future__ import annotations

import linecache
import re
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDockWidget

from gui import app
from gui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def unscanned():
    """skip_pyside_source_scan() for one test; its finder taken out again afterwards."""
    before = list(sys.meta_path)
    assert app.skip_pyside_source_scan()
    yield sys.modules["__feature__"].pyside_feature_dict
    sys.meta_path[:] = before


def test_a_module_imported_after_pyside6_is_not_read_by_its_hook(unscanned, tmp_path) -> None:
    (tmp_path / "zk_fresh_module.py").write_text("VALUE = 'PySide6'\n")
    sys.path.insert(0, str(tmp_path))
    try:
        import zk_fresh_module  # noqa: F401 - imported for its side effects on the hook
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("zk_fresh_module", None)
    assert unscanned["zk_fresh_module"] == -1  # filed before the hook saw it
    assert str(tmp_path / "zk_fresh_module.py") not in linecache.cache  # its source unread
    assert unscanned["gui.main_window"] == 0 and unscanned["core.encounter"] == -1


def test_no_module_of_ours_selects_a_pyside_feature() -> None:
    """The hook's table may say 0 or -1 for our modules only because none selects a feature."""
    selects = re.compile(r"^\s*(from|import)\s+__feature__", re.MULTILINE)
    for folder in ("core", "gui", "tools", "benchmarks"):
        for path in (ROOT / folder).rglob("*.py"):
            assert not selects.search(path.read_text(encoding="utf-8")), path


def on_screen(dock: QDockWidget) -> bool:
    """Shown and not tabbed away behind another dock."""
    return dock.isVisible() and not dock.visibleRegion().isEmpty()


def _docks_bound(window: MainWindow) -> list[bool]:
    docks = [window.properties_dock, *window.combat_docks.docks]
    return [getattr(d, "enc", None) is window.enc for d in docks]


def test_the_docks_fill_in_right_after_the_first_paint(qtbot) -> None:
    enc, path = app._load_startup_encounter(None)
    window = MainWindow(enc, path, panels_after_paint=True)
    qtbot.addWidget(window)
    assert window.panels_pending and not any(_docks_bound(window))
    assert not window.sample_menu.actions()  # each sample's title loads its ruleset: later
    status = window.combat_docks.token_status  # the map's token marks are there already
    assert status.enc is enc
    with qtbot.waitSignal(window.panels_filled, timeout=10_000):
        window.show()
    assert all(_docks_bound(window)) and not window.panels_pending
    assert [a.objectName() for a in window.sample_menu.actions()][:1] == ["actionOpenSample_yze"]
    assert window.combat_docks.initiative.refresh_count >= 1
    buttons = [window.toolbar.widgetForAction(a) for a in window.toolbar.actions()]
    named = [b.objectName() for b in buttons if b is not None and b.accessibleName()]
    assert "actionUndoButton" in named and "actionNextTurnButton" in named  # once filled
    window.close_without_asking()


@pytest.mark.parametrize("height", [860, 742])
def test_filled_after_the_paint_the_docks_sit_where_they_would_have(qtbot, height) -> None:
    """Same places and sizes. Built filled, a window lower than its docks' first minimum (760
    px here, before they are tabbed) grows to it as it is shown, past a 768 px screen's foot;
    filled after the paint, it keeps the height it was given (its minimum once filled, 722 px,
    is lower)."""
    sizes = []
    for later in (False, True):
        enc, path = app._load_startup_encounter(None)
        window = MainWindow(enc, path, panels_after_paint=later)
        qtbot.addWidget(window)
        window.resize(1280, height)
        with qtbot.waitSignal(window.first_painted, timeout=10_000):
            window.show()
        if later:
            qtbot.waitUntil(lambda w=window: not w.panels_pending, timeout=10_000)
        qtbot.wait(50)
        docks = window.findChildren(QDockWidget)
        sizes.append(
            {d.objectName(): d.geometry().getRect() for d in docks if on_screen(d)}
            | {"map": window.view.geometry().getRect(), "window": window.size().toTuple()}
        )
        window.close_without_asking()
    if height >= 760:
        assert sizes[0] == sizes[1]
    else:
        assert sizes[0]["window"] == (1280, 760) and sizes[1]["window"] == (1280, height)


def test_the_sample_read_again_with_every_check_names_a_fault(tmp_path) -> None:
    """(Said in the status bar: the next test.)"""
    _enc, path = app._load_startup_encounter(None)
    assert app._sample_fault(path) is None
    bad = tmp_path / "sample_yze.zkenc"
    bad.write_text(path.read_text(encoding="utf-8").replace('"side": "pc"', '"side": "ally"', 1))
    fault = app._sample_fault(bad)
    assert fault is not None and "side" in fault


def test_the_samples_full_check_runs_aside_and_says_a_failure(qtbot, tmp_path, monkeypatch) -> None:
    """The event loop isn't held while pydantic is imported and the file checked (~250 ms
    right after the docks filled): the check reads the file in a thread of its own, and a
    failure still reaches the status bar."""
    import threading

    from core import io

    enc, path = app._load_startup_encounter(None)
    window = MainWindow(enc, path)
    qtbot.addWidget(window)
    where: list[str] = []
    real = io.load_encounter

    def load_encounter(*args, **kwargs):
        where.append(threading.current_thread().name)
        return real(*args, **kwargs)

    monkeypatch.setattr(io, "load_encounter", load_encounter)
    bad = tmp_path / "sample_yze.zkenc"
    bad.write_text(path.read_text(encoding="utf-8").replace('"side": "pc"', '"side": "ally"', 1))
    thread = app._check_sample_aside(window, bad)
    qtbot.waitUntil(lambda: "side" in window.statusBar().currentMessage(), timeout=10_000)
    thread.join()
    assert where == ["sample-check"]
    window.close_without_asking()
