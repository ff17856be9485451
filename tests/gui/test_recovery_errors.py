"""Unexpected errors (gui.errors): logged to a rotating file, shown with copyable details, and
the app keeps running."""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QPlainTextEdit, QPushButton

from gui import errors


@pytest.fixture
def log_file(tmp_path: Path) -> Any:
    path = errors.setup_logging(tmp_path / "logs")
    yield path
    for handler in list(errors.log.handlers):
        if getattr(handler, "_zonekeeper", False):
            errors.log.removeHandler(handler)
            handler.close()


@pytest.fixture
def no_dialog(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(errors, "show_error", shown.append)
    monkeypatch.setattr(errors, "reported", [])
    return shown


def fail(text: str) -> None:
    raise RuntimeError(text)


def raise_and_report(text: str) -> None:
    try:
        fail(text)
    except RuntimeError:
        errors.report_exception(*sys.exc_info())  # type: ignore[arg-type]


def test_an_error_is_logged_with_its_traceback_and_shown(
    log_file: Path, no_dialog: list[str], capsys: Any
) -> None:
    raise_and_report("the dice fell off the table")
    text = log_file.read_text(encoding="utf-8")
    assert "ERROR zonekeeper: Unexpected error" in text
    assert "RuntimeError: the dice fell off the table" in text and "in fail" in text
    assert len(no_dialog) == 1 and "the dice fell off the table" in no_dialog[0]
    assert errors.reported == no_dialog
    assert "RuntimeError" in capsys.readouterr().err


def test_the_log_rotates(log_file: Path, no_dialog: list[str], monkeypatch: Any) -> None:
    handler = next(h for h in errors.log.handlers if getattr(h, "_zonekeeper", False))
    monkeypatch.setattr(handler, "maxBytes", 2000)
    for k in range(60):  # ~15 kB through a 2 kB log: rotated many times, 3 kept
        errors.log.info("line %s %s", k, "x" * 200)
    backups = sorted(p.name for p in log_file.parent.iterdir())
    assert backups == ["zonekeeper.log", "zonekeeper.log.1", "zonekeeper.log.2", "zonekeeper.log.3"]
    assert log_file.stat().st_size <= 2000


def test_an_error_in_a_qt_slot_reaches_the_hook_and_the_app_runs_on(
    qtbot: Any, log_file: Path, no_dialog: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # restored after the test
    errors.install_hooks()
    assert sys.excepthook is errors.report_exception
    ran: list[bool] = []
    QTimer.singleShot(0, lambda: fail("a slot broke"))
    QTimer.singleShot(5, lambda: ran.append(True))
    qtbot.waitUntil(lambda: bool(ran), timeout=2000)
    assert any("a slot broke" in d for d in no_dialog)
    assert "a slot broke" in log_file.read_text(encoding="utf-8")


def test_the_dialog_shows_copyable_details_without_blocking(
    qtbot: Any, log_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(errors, "reported", [])
    raise_and_report("first")
    dialog = errors.show_error("second error details")  # a further error joins the open dialog
    assert isinstance(dialog, errors.ErrorDialog)
    qtbot.addWidget(dialog)
    assert dialog.isVisible()
    details = dialog.findChild(QPlainTextEdit, "errorDetails")
    assert details.isReadOnly()
    assert "RuntimeError: first" in details.toPlainText()
    assert "second error details" in details.toPlainText()
    dialog.findChild(QPushButton, "errorCopyButton").click()
    assert "RuntimeError: first" in QGuiApplication.clipboard().text()
    opened: list[str] = []
    monkeypatch.setattr(
        errors.QDesktopServices, "openUrl", lambda url: opened.append(url.toLocalFile()) or True
    )
    dialog.findChild(QPushButton, "errorOpenLogButton").click()
    assert opened == [str(log_file.parent)]
    for widget in dialog.findChildren(QPushButton):
        assert widget.objectName() and widget.accessibleName()
    dialog.close()


def test_keyboard_interrupt_is_left_to_python(
    no_dialog: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    passed: list[type] = []
    monkeypatch.setattr(sys, "__excepthook__", lambda t, v, tb: passed.append(t))
    errors.report_exception(KeyboardInterrupt, KeyboardInterrupt(), None)
    assert passed == [KeyboardInterrupt] and no_dialog == []


def test_logging_again_moves_the_log(log_file: Path, tmp_path: Path) -> None:
    other = errors.setup_logging(tmp_path / "elsewhere")
    errors.log.info("moved")
    assert "moved" in other.read_text(encoding="utf-8")
    assert "moved" not in log_file.read_text(encoding="utf-8")
    assert errors.log_folder() == tmp_path / "elsewhere"
    zonekeeper_handlers = [h for h in errors.log.handlers if getattr(h, "_zonekeeper", False)]
    assert len(zonekeeper_handlers) == 1
    assert logging.getLogger("zonekeeper") is errors.log
