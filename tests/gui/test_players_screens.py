"""The players' window on two virtual screens (a subprocess: the pytest process already has a
one-screen QApplication). Driven by ``tests/gui/players_screens_driver.py``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCREEN_A = {"name": "A", "x": 0, "y": 0, "width": 1920, "height": 1080}
SCREEN_B = {"name": "B", "x": 1920, "y": 0, "width": 1280, "height": 720}


def _run(tmp_path: Path) -> dict:
    dpi = {"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
    config = tmp_path / "screens.json"
    config.write_text(json.dumps({"screens": [{**SCREEN_A, **dpi}, {**SCREEN_B, **dpi}]}))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    done = subprocess.run(
        [sys.executable, "-m", "tests.gui.players_screens_driver", str(tmp_path / "settings")],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_two_screens_choose_remember_unplug_and_replug(tmp_path: Path) -> None:
    out = _run(tmp_path)
    assert out["screens"] == ["A", "B"]
    on_b = {"screen": "B", "full": True, "frameless": True, "geometry": [1920, 0, 1280, 720]}
    # nothing chosen: full screen on the screen the GM's window is not on
    assert {k: out["default"][k] for k in on_b} == on_b
    assert out["chose_a"]["screen"] == "A" and out["chose_a"]["full"]
    assert out["chose_a"]["geometry"] == [0, 0, 1920, 1080]
    windowed = out["chose_window"]  # None: a normal window even with two screens
    assert not windowed["full"] and not windowed["frameless"] and windowed["visible"]
    # the choice is remembered by name and a later window opens there
    assert out["remembered"] == "B"
    assert {k: out["reopened"][k] for k in on_b} == on_b
    # B unplugged: a normal, framed window, wholly on the primary screen, still shown
    gone = out["unplugged"]
    assert gone["screen"] == "A" and not gone["full"] and not gone["frameless"]
    x, y, w, h = gone["geometry"]
    assert x >= 0 and y >= 0 and x + w <= 1920 and y + h <= 1080 and gone["visible"]
    # B back: full screen on it again
    assert {k: out["replugged"][k] for k in on_b} == on_b and out["replugged"]["visible"]
    assert out["tokens"] == ["Ana Ferreira", "Bruno Costa", "Clara Dias", "Guard"]
