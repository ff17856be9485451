"""``kill -9`` a running Zonekeeper mid-fight, start it again, restore the fight.

The app runs offscreen in a subprocess, driven by ``tests/gui/recovery_driver.py`` (one change
every 20 ms, each printed as ``change K``). ``benchmarks/kill_restore.py`` runs this 200 times.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from core.encounter import Encounter
from core.recovery import RECOVERY_SUFFIX

ROOT = Path(__file__).resolve().parents[2]
DRIVER = "tests.gui.recovery_driver:drive"

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="kill -9 is POSIX")


def encounter_file(path: Path) -> Path:
    enc = Encounter(ruleset="yze")
    enc.name = "Mill"
    enc.map.add_zone("hall", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
    enc.map.add_zone("yard", name="Yard", polygon=[(10, 0), (20, 0), (20, 10), (10, 10)])
    enc.map.add_border("hall", "yard", kind="open")
    enc.add_combatant("Ana", zone="hall", side="pc")
    enc.save(path)
    return path


def start(file: Path, data: Path, *args: str, **env_extra: str) -> subprocess.Popen[str]:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        ZONEKEEPER_DATA_DIR=str(data),
        ZONEKEEPER_DRIVER=DRIVER,
        **env_extra,
    )
    return subprocess.Popen(
        [sys.executable, "-m", "gui", str(file), "--recovery", "restore", *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )


def test_a_killed_app_restores_the_fight_losing_at_most_the_last_change(tmp_path: Path) -> None:
    file = encounter_file(tmp_path / "mill.zkenc")
    before = file.read_bytes()
    data = tmp_path / "data"
    app = start(file, data, "--quit-after", "60000")  # the quit is only a safety net
    last = 0
    try:
        assert app.stdout is not None
        for line in app.stdout:
            if line.startswith("change "):
                last = int(line.split()[1])
                if last >= 5:
                    break
        app.send_signal(signal.SIGKILL)
    finally:
        app.kill()
        app.wait(10)
    assert app.returncode == -signal.SIGKILL and last >= 5
    assert len(list((data / "recovery").glob(f"*{RECOVERY_SUFFIX}"))) == 1

    again = start(file, data, "--quit-after", "200", ZONEKEEPER_DRIVER_CHANGES="0")
    out, _ = again.communicate(timeout=60)
    assert again.returncode == 0
    found = re.search(r"restored (\d+) round=1 modified=(\w+) path=(.*)", out)
    assert found, out
    restored = int(found.group(1))
    assert last - 1 <= restored <= last + 1  # the kill came after 'change K' was printed
    assert found.group(2) == "True"  # unsaved
    assert found.group(3) == str(file)  # its own path kept
    assert file.read_bytes() == before  # nothing saved behind the GM's back
    assert list((data / "recovery").glob(f"*{RECOVERY_SUFFIX}")) == []  # a clean quit
    assert "Restored Mill" in (data / "logs" / "zonekeeper.log").read_text(encoding="utf-8")
