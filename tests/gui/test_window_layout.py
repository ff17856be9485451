"""The GM window on a multi-monitor desk: geometry, screen and docks saved on close, restored on
start; a screen that is gone falls back to the primary one, whole; View ▸ Reset layout."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRect, QSettings
from PySide6.QtGui import QAction

from core.encounter import Encounter
from gui import window_layout as L
from gui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
DPI = {"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
SCREEN_A = {"name": "A", "x": 0, "y": 0, "width": 1920, "height": 1080, **DPI}
SCREEN_B = {"name": "B", "x": 1920, "y": 0, "width": 1366, "height": 768, **DPI}


def test_fit_rect_keeps_a_visible_window_and_brings_back_a_lost_one() -> None:
    a, b = QRect(0, 0, 1920, 1080), QRect(1920, 0, 1366, 768)
    on_b = QRect(2000, 50, 1000, 600)
    assert L.fit_rect(on_b, [a, b], a) == on_b
    back = L.fit_rect(on_b, [a], a)  # B is gone
    assert a.contains(back) and back.size() == on_b.size()
    assert back.center() == a.center()
    half_off = QRect(1500, 100, 1000, 600)  # straddles A's edge with nothing beyond
    assert a.contains(L.fit_rect(half_off, [a], a))
    huge = L.fit_rect(QRect(0, 0, 4000, 3000), [a], a)
    assert a.contains(huge) and huge.width() == 1920 - 2 * L.MARGIN


def test_layout_is_saved_on_close_and_restored_on_start(make_window, qtbot) -> None:
    first = make_window(Encounter("yze"))  # sizes and screens: the two-screen test below
    first.sight_dock.hide()
    qtbot.wait(10)
    first.close_without_asking()
    settings = QSettings()
    assert settings.value(L.GEOMETRY_KEY) and settings.value(L.STATE_KEY)
    second = MainWindow(Encounter("yze"))
    qtbot.addWidget(second)
    second._force_close = True
    second.show()
    qtbot.waitExposed(second)
    assert not second.sight_dock.isVisible()  # the docks as the GM left them
    assert second.properties_dock.isVisible()
    assert not second.players_controls.preview.isVisible()  # no players' window yet


def test_nothing_saved_starts_with_the_built_layout(make_window) -> None:
    w = make_window(Encounter("yze"))
    assert w.sight_dock.isVisible() and w.properties_dock.isVisible()
    assert not w.window_layout.restore()


def test_reset_layout_brings_the_docks_back_on_this_screen(make_window, qtbot) -> None:
    w = make_window(Encounter("yze"))
    w.sight_dock.hide()
    w.properties_dock.setFloating(True)
    w.findChild(QAction, "actionResetLayout").trigger()
    qtbot.wait(10)
    assert w.sight_dock.isVisible() and not w.properties_dock.isFloating()
    area, got = w.screen().availableGeometry(), w.geometry()
    if got.width() <= area.width() and got.height() <= area.height():
        assert area.contains(got)
    else:  # the test screen is smaller than the panels need: the corner stays on it
        assert area.contains(got.topLeft())
    assert not w.players_controls.preview.isVisible()


def _run(tmp_path: Path, screens: list[dict[str, Any]], *args: str) -> dict[str, Any]:
    config = tmp_path / f"screens{len(screens)}.json"
    config.write_text(json.dumps({"screens": screens}))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    done = subprocess.run(
        [sys.executable, "-m", "tests.gui.window_layout_driver", str(tmp_path / "s"), *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_two_screens_remembered_and_a_screen_gone_falls_back_to_the_primary(tmp_path) -> None:
    saved = _run(tmp_path, [SCREEN_A, SCREEN_B], "save", "2100", "20", "1100", "730")
    assert saved["screens"] == ["A", "B"] and saved["moved_to"] == "B"
    assert saved["picker"] == ["Players' screen on A", "Players' screen on B"]
    assert saved["players_screen"] == "B"
    assert saved["players_opened_on"] == "A"  # away from the GM's window, until the GM picks
    assert saved["players_moved_to"] == "B"
    back = _run(tmp_path, [SCREEN_A, SCREEN_B], "look")
    assert back["screen"] == "B" and back["geometry"][0] == 2100  # where it was closed
    assert back["geometry"][2:] == [1100, 730] and 20 <= back["geometry"][1] <= 30
    assert not back["sight_dock"]
    alone = _run(tmp_path, [SCREEN_A], "look")  # B unplugged since
    assert alone["screens"] == ["A"] and alone["screen"] == "A"
    assert QRect(*alone["primary"]).contains(QRect(*alone["geometry"]))
    assert alone["geometry"][2:] == [1100, 730]


def test_a_first_start_fits_the_window_to_a_small_screen(qtbot: Any) -> None:
    """Nothing saved yet: the default size (1280 × 860) is cut to the screen's room, so on a
    1366 × 768 laptop the window's bottom (status bar, log) is not below the screen's edge."""
    from PySide6.QtGui import QGuiApplication

    QSettings().clear()
    window = MainWindow(Encounter())
    qtbot.addWidget(window)
    window._force_close = True
    area = QGuiApplication.primaryScreen().availableGeometry()
    assert window.width() <= area.width() and window.height() <= area.height()
    assert window.width() == min(1280, area.width() - 2 * L.MARGIN)
