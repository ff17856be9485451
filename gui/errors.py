"""Unexpected errors: a rotating log file and a dialog with copyable details; the app runs on.

:func:`setup_logging` sends the ``zonekeeper`` logger to ``<data folder>/logs/zonekeeper.log``
(rotated at 1 MB, three old files kept). :func:`install_hooks` routes every uncaught exception —
from Python code, from a Qt slot (PySide6 hands those to ``sys.excepthook``) and from threads —
to :func:`report_exception`, which logs it and opens :class:`ErrorDialog` without blocking. The
encounter stays in the recovery file (``gui.recovery``), written after the last change.

Tests set :data:`SHOW_DIALOG` to False (or monkeypatch it) and read :data:`reported`.
"""

from __future__ import annotations

import contextlib
import logging
import sys
import threading
import traceback
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

LOGGER_NAME = "zonekeeper"
LOG_FILE_NAME = "zonekeeper.log"
LOG_MAX_BYTES = 1_000_000
LOG_BACKUPS = 3
SHOW_DIALOG = True
"""False: report errors to the log and :data:`reported` only (tests, unattended runs)."""

reported: list[str] = []
"""The details of every error reported in this process, oldest first."""

log = logging.getLogger(LOGGER_NAME)
_state: dict[str, object] = {"log_folder": None, "dialog": None}


def setup_logging(folder: str | Path) -> Path:
    """Log to a rotating file in ``folder`` (created); returns the log file's path.
    Calling it again moves the log to the new folder."""
    from logging.handlers import RotatingFileHandler  # the log file is made after the paint

    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / LOG_FILE_NAME
    for handler in [h for h in log.handlers if getattr(h, "_zonekeeper", False)]:
        log.removeHandler(handler)
        handler.close()
    handler = RotatingFileHandler(
        path, maxBytes=LOG_MAX_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
    )
    handler._zonekeeper = True  # type: ignore[attr-defined]
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    _state["log_folder"] = folder
    return path


def log_folder() -> Path | None:
    """Where :func:`setup_logging` put the log (None before it ran)."""
    folder = _state["log_folder"]
    return folder if isinstance(folder, Path) else None


def install_hooks() -> None:
    """Send uncaught exceptions (main thread, Qt slots, other threads) to the reporter."""
    sys.excepthook = report_exception
    threading.excepthook = _thread_hook


def _thread_hook(args: threading.ExceptHookArgs) -> None:
    if args.exc_type is SystemExit:
        return
    report_exception(args.exc_type, args.exc_value or args.exc_type(), args.exc_traceback)


def report_exception(
    exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None
) -> None:
    """Log an unexpected error and show it; never raises (it is the last line of defence)."""
    if issubclass(exc_type, KeyboardInterrupt):
        sys.__excepthook__(exc_type, exc, tb)
        return
    details = "".join(traceback.format_exception(exc_type, exc, tb))
    reported.append(details)
    with contextlib.suppress(Exception):  # a full disk must not hide the error itself
        log.error("Unexpected error:\n%s", details.rstrip())
    print(details, file=sys.stderr, end="")
    if SHOW_DIALOG and threading.current_thread() is threading.main_thread():
        with contextlib.suppress(Exception):
            show_error(details)


def show_error(details: str) -> ErrorDialog | None:
    """Open (or add to) the unexpected-error dialog, without blocking."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return None
    dialog = _state["dialog"]
    if isinstance(dialog, ErrorDialog) and dialog.isVisible():
        dialog.add_details(details)
        return dialog
    dialog = ErrorDialog(details, log_folder(), app.activeWindow())
    _state["dialog"] = dialog
    dialog.open()
    return dialog


class ErrorDialog(QDialog):
    """ "Something went wrong": what happened, the details to copy, the log folder."""

    def __init__(self, details: str, folder: Path | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("errorDialog")
        self.setAccessibleName(self.tr("Unexpected error"))
        self.setWindowTitle(self.tr("Unexpected error"))
        self.folder = folder
        layout = QVBoxLayout(self)
        text = self.tr(
            "Zonekeeper hit an unexpected error. It keeps running, and your encounter is safe "
            "in the recovery file (written after your last change). Saving now is a good idea.\n"
            "If you report the problem, copy the details below."
        )
        if folder:
            text += "\n" + self.tr("The log is in {folder}.").format(folder=folder)
        intro = QLabel(text, self)
        intro.setObjectName("errorIntro")
        intro.setAccessibleName(self.tr("What happened"))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.details = QPlainTextEdit(details, self)
        self.details.setObjectName("errorDetails")
        self.details.setAccessibleName(self.tr("Error details"))
        self.details.setReadOnly(True)
        self.details.setMinimumSize(560, 220)
        layout.addWidget(self.details)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.setObjectName("errorButtons")
        buttons.setAccessibleName(self.tr("Error dialog buttons"))
        self.copy_button = self._button(buttons, "errorCopyButton", self.tr("&Copy details"))
        self.copy_button.clicked.connect(self.copy_details)
        self.log_button = self._button(buttons, "errorOpenLogButton", self.tr("Open &log folder"))
        self.log_button.setEnabled(folder is not None)
        self.log_button.clicked.connect(self.open_log_folder)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setObjectName("errorCloseButton")
        close.setAccessibleName(self.tr("Close"))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _button(self, box: QDialogButtonBox, name: str, text: str) -> QPushButton:
        button = box.addButton(text, QDialogButtonBox.ButtonRole.ActionRole)
        button.setObjectName(name)
        button.setAccessibleName(text.replace("&", ""))
        return button

    def add_details(self, details: str) -> None:
        """A further error while the dialog is open: appended, not a second dialog."""
        self.details.appendPlainText("\n" + details)

    def copy_details(self) -> None:
        QGuiApplication.clipboard().setText(self.details.toPlainText())

    def open_log_folder(self) -> bool:
        if self.folder is None:
            return False
        return bool(QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.folder))))


__all__ = [
    "LOGGER_NAME",
    "SHOW_DIALOG",
    "ErrorDialog",
    "install_hooks",
    "log",
    "log_folder",
    "report_exception",
    "reported",
    "setup_logging",
    "show_error",
]
