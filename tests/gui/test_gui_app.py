"""Start-up: command line, the no-display message, --screenshot, --quit-after, timing line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from gui import app

ROOT = Path(__file__).resolve().parents[2]


def test_no_display_message(monkeypatch, capsys) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    for var in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(var, raising=False)
    assert app.main([]) == 2
    err = capsys.readouterr().err
    assert "no display" in err
    assert "xvfb-run -a zonekeeper" in err
    assert "QT_QPA_PLATFORM=offscreen" in err


def test_bad_quit_after(capsys) -> None:
    assert app.main(["--quit-after", "-5"]) == 2
    assert "--quit-after" in capsys.readouterr().err


def test_help_lists_the_options(capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        app.main(["--help"])
    assert exc.value.code == 0
    out = capsys.readouterr().out
    for option in ("--screenshot", "--quit-after", "file"):
        assert option in out


def _run(*args: str, **env_extra: str) -> subprocess.CompletedProcess[str]:
    """Run ``python -m gui`` headless (a real process: app.exec() and quit stay out of pytest)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **env_extra)
    env.pop("ZONEKEEPER_RESOURCES", None)
    if "ZONEKEEPER_REPORT_STARTUP" not in env_extra:
        env.pop("ZONEKEEPER_REPORT_STARTUP", None)
    return subprocess.run(
        [sys.executable, "-m", "gui", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_missing_file_starts_empty_without_blocking(tmp_path) -> None:
    proc = _run(str(tmp_path / "nope.zkenc"), "--quit-after", "200")
    assert proc.returncode == 0, proc.stderr
    assert "does not exist" in proc.stderr


def test_screenshot_subprocess(tmp_path) -> None:
    shot = tmp_path / "shot.png"
    proc = _run("--screenshot", str(shot), ZONEKEEPER_REPORT_STARTUP="1")
    assert proc.returncode == 0, proc.stderr
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert shot.stat().st_size > 10_000
    assert "zonekeeper: first paint after" in proc.stderr


def test_no_report_line_by_default() -> None:
    proc = _run("--quit-after", "200")
    assert proc.returncode == 0, proc.stderr
    assert "first paint" not in proc.stderr


def test_unwritable_screenshot_fails(tmp_path) -> None:
    proc = _run("--screenshot", str(tmp_path / "no" / "such" / "dir.png"))
    assert proc.returncode == 1
    assert "could not write" in proc.stderr
