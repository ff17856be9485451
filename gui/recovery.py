"""Autosave and crash recovery for the main window.

:class:`Autosaver` keeps the window's encounter in this instance's recovery file
(``<data folder>/recovery/<instance>.zkrecovery``, see :mod:`core.recovery`): every undo-stack
change (a new step, an undo, a redo, a save, another encounter) schedules a write on a
zero-millisecond timer — the signals of one change make one write — and a change that finds the
previous one still waiting writes at once, so a ``kill -9`` loses at most the last change.
While the encounter is clean (saved, or untouched) there is nothing to recover and the file is
removed; a clean quit removes it too.

Each instance holds a ``QLockFile`` beside its file for as long as it runs, so another
instance never offers (or deletes) a live instance's file: :func:`claim_orphans` only returns
snapshots whose lock it could take, i.e. whose writer has died.

At start-up :func:`offer_recovery` asks, for each orphan (newest first), Restore / Discard /
Later. A restored encounter keeps its original path, is marked unsaved, and is written to this
instance's own file before the orphan is removed.

The data folder is ``QStandardPaths.AppDataLocation``, or ``$ZONEKEEPER_DATA_DIR`` when set
(tests and benchmarks).
"""

from __future__ import annotations

import contextlib
import os
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, QStandardPaths, QTimer, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QMessageBox, QVBoxLayout, QWidget

from core.io import EncounterFileError
from core.recovery import (
    RECOVERY_SUFFIX,
    RecoveryFileError,
    SnapshotInfo,
    list_snapshots,
    read_snapshot,
    remove_snapshot,
    snapshot_path,
    write_snapshot,
)
from gui.errors import log

if TYPE_CHECKING:
    from gui.main_window import MainWindow

DATA_DIR_ENV = "ZONEKEEPER_DATA_DIR"
Choice = Literal["restore", "discard", "later"]
CHOICES: tuple[Choice, ...] = ("restore", "discard", "later")


def data_dir() -> Path:
    """The user's data folder for Zonekeeper (``$ZONEKEEPER_DATA_DIR`` wins)."""
    env = os.environ.get(DATA_DIR_ENV)
    if env:
        return Path(env)
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location) if location else Path.home() / ".zonekeeper"


def recovery_dir() -> Path:
    return data_dir() / "recovery"


def log_dir() -> Path:
    return data_dir() / "logs"


def lock_path(snapshot: Path) -> Path:
    """The lock file guarding ``snapshot`` (held by the instance that writes it)."""
    return snapshot.with_suffix(".lock")


def _lock(path: Path) -> QLockFile:
    lock = QLockFile(str(path))
    lock.setStaleLockTime(0)  # stale only when its process is gone, however old
    return lock


class Autosaver(QObject):
    """Writes ``window``'s encounter to this instance's recovery file after every change."""

    written = Signal(object)
    """The snapshot was written (the path) or removed (None)."""
    failed = Signal(str)

    def __init__(
        self, window: MainWindow, folder: str | Path | None = None, instance: str | None = None
    ) -> None:
        super().__init__(window)
        self.setObjectName("autosaver")
        self.window = window
        self.folder = Path(folder) if folder is not None else recovery_dir()
        self.folder.mkdir(parents=True, exist_ok=True)
        self.instance = instance or f"{os.getpid()}-{uuid.uuid4().hex[:8]}"
        self.path = snapshot_path(self.folder, self.instance)
        self._lock = _lock(lock_path(self.path))
        if not self._lock.tryLock(0):
            raise RuntimeError(f"The recovery file {self.path} is in use by another instance.")
        self.write_seconds: list[float] = []
        """How long each write took (the last 100), for the figures."""
        self._failing = False
        self._timer = QTimer(self)
        self._timer.setObjectName("autosaveTimer")
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.flush)
        window.undo_stack.indexChanged.connect(self._on_index_changed)
        window.undo_stack.cleanChanged.connect(self.schedule)
        self.schedule()

    def schedule(self, *_: object) -> None:
        """Something changed: write once the event loop is back (the signals of one change —
        a new step and leaving the clean state — make one write)."""
        if not self._timer.isActive():
            self._timer.start()

    def _on_index_changed(self, _index: int) -> None:
        """A step was pushed, undone or redone. If the previous one is still waiting for its
        write (the event loop ran something else first), write both now: never two changes
        only in memory."""
        if self._timer.isActive():
            self.flush()
        else:
            self._timer.start()

    def flush(self) -> bool:
        """Write (or, when the encounter is clean, remove) the snapshot now; False when the
        write failed (reported once, in the status bar and the log)."""
        self._timer.stop()
        if self.window.undo_stack.isClean():
            remove_snapshot(self.path)
            self.written.emit(None)
            return True
        started = time.perf_counter()
        try:
            write_snapshot(self.path, self.window.enc, original_path=self.window.path)
        except Exception as exc:  # autosave must never take the app down
            self._report_failure(exc)
            return False
        self.write_seconds = [*self.write_seconds[-99:], time.perf_counter() - started]
        if self._failing:
            self._failing = False
            log.info("Autosave works again: %s", self.path)
        self.written.emit(self.path)
        return True

    def _report_failure(self, exc: Exception) -> None:
        text = self.tr(
            "Autosave failed ({error}); your changes are only in memory until you save."
        ).format(error=exc)
        if not self._failing:  # once per run of failures, not once per change
            log.error("Autosave to %s failed", self.path, exc_info=exc)
            self.window.show_message(text)
            self.failed.emit(text)
        self._failing = True

    def close(self) -> None:
        """A clean quit: remove the snapshot and release the lock (a second call does nothing)."""
        if not self._lock.isLocked():
            return
        with contextlib.suppress(RuntimeError):  # the window may be gone already
            self._timer.stop()
            self.window.undo_stack.indexChanged.disconnect(self._on_index_changed)
            self.window.undo_stack.cleanChanged.disconnect(self.schedule)
        remove_snapshot(self.path)
        self._lock.unlock()


@dataclass
class Orphan:
    """A snapshot whose writer has died, locked by us while we decide what to do with it."""

    info: SnapshotInfo
    lock: QLockFile

    def release(self) -> None:
        self.lock.unlock()

    def discard(self) -> None:
        remove_snapshot(self.info.path)
        self.release()


def claim_orphans(folder: str | Path | None = None, *, own: str = "") -> list[Orphan]:
    """Snapshots in ``folder`` left by instances that are no longer running, newest first,
    each locked until released. A live instance's snapshot is never among them."""
    folder = Path(folder) if folder is not None else recovery_dir()
    claimed: list[Orphan] = []
    for info in list_snapshots(folder, exclude={own} if own else None):
        lock = _lock(lock_path(info.path))
        if lock.tryLock(0):
            claimed.append(Orphan(info, lock))
    _remove_dead_locks(folder, own)
    return claimed


def _remove_dead_locks(folder: Path, own: str) -> None:
    """Locks (and temporary files) a killed instance left with no snapshot beside them."""
    with contextlib.suppress(OSError):
        for path in folder.glob("*.lock"):
            snapshot = path.with_suffix(RECOVERY_SUFFIX)
            if path.stem == own or snapshot.exists():
                continue
            lock = _lock(path)
            if lock.tryLock(0):
                remove_snapshot(snapshot)  # only its leftover temporary files
                lock.unlock()


def describe(info: SnapshotInfo) -> str:
    """One snapshot for the offer: name, round, when, where it came from."""
    untitled = QCoreApplication.translate("RestoreDialog", "never saved (untitled)")
    where = str(info.original_path) if info.original_path else untitled
    text = QCoreApplication.translate(
        "RestoreDialog", "<b>{name}</b><br>Round {round} · last change {when}<br>File: {file}"
    )
    return text.format(
        name=_escape(info.name), round=info.round, when=info.when_text(), file=_escape(where)
    )


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class RestoreDialog(QDialog):
    """Offers one unsaved encounter found after a crash: Restore, Discard or Later."""

    def __init__(self, info: SnapshotInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("restoreDialog")
        self.setAccessibleName(self.tr("Restore unsaved encounter"))
        self.setWindowTitle(self.tr("Restore unsaved encounter?"))
        self.choice: Choice = "later"
        layout = QVBoxLayout(self)
        text = self.tr(
            "Zonekeeper did not close properly last time. This encounter has changes that "
            "were never saved:<br><br>{encounter}<br><br>Restore it now, discard those "
            "changes, or decide later (it is offered again at the next start)."
        )
        label = QLabel(text.format(encounter=describe(info)), self)
        label.setObjectName("restoreText")
        label.setAccessibleName(self.tr("Unsaved encounter found"))
        label.setWordWrap(True)
        layout.addWidget(label)
        buttons = QDialogButtonBox(self)
        buttons.setObjectName("restoreButtons")
        buttons.setAccessibleName(self.tr("Restore choices"))
        role = QDialogButtonBox.ButtonRole
        for choice, text, button_role in (
            ("restore", self.tr("&Restore"), role.AcceptRole),
            ("discard", self.tr("&Discard"), role.DestructiveRole),
            ("later", self.tr("&Later"), role.RejectRole),
        ):
            button = buttons.addButton(text, button_role)
            button.setObjectName(f"{choice}Button")
            button.setAccessibleName(text.replace("&", ""))
            button.clicked.connect(lambda _=False, c=choice: self._choose(c))
        layout.addWidget(buttons)

    def _choose(self, choice: Choice) -> None:
        self.choice = choice
        self.accept() if choice == "restore" else self.reject()


def ask_restore(parent: QWidget | None, info: SnapshotInfo) -> Choice:
    """Ask the GM about one orphan (tests monkeypatch this)."""
    dialog = RestoreDialog(info, parent)
    dialog.exec()
    return dialog.choice


def offer_recovery(
    window: MainWindow, autosaver: Autosaver, *, answer: Choice | None = None
) -> list[tuple[SnapshotInfo, Choice]]:
    """Offer each orphaned snapshot, newest first, until one is restored or the GM says Later.
    ``answer`` answers every question without asking (command line, tests). Returns what was
    decided, in order."""
    orphans = claim_orphans(autosaver.folder, own=autosaver.instance)
    decided: list[tuple[SnapshotInfo, Choice]] = []
    try:
        for orphan in orphans:
            choice = answer or ask_restore(window, orphan.info)
            decided.append((orphan.info, choice))
            if choice == "discard":
                orphan.discard()
                log.info("Discarded the recovery file of %s", orphan.info.name)
                continue
            if choice == "restore" and not restore(window, autosaver, orphan):
                continue
            break
    finally:
        for orphan in orphans:
            orphan.release()
    return decided


def restore(window: MainWindow, autosaver: Autosaver, orphan: Orphan) -> bool:
    """Show the orphan's encounter (original path kept, marked unsaved); it moves into this
    instance's recovery file. A snapshot that can't be read is set aside as ``.broken``."""
    info = orphan.info
    try:
        enc, info = read_snapshot(info.path)
    except (RecoveryFileError, EncounterFileError) as exc:
        broken = info.path.with_suffix(".broken")
        with contextlib.suppress(OSError):
            info.path.replace(broken)
        log.error("Could not restore %s: %s", info.path, exc)
        text = QCoreApplication.translate(
            "RestoreDialog", "{error}\nThe file was kept as {file} in case it can be repaired."
        )
        title = QCoreApplication.translate("RestoreDialog", "Can't restore the encounter")
        QMessageBox.warning(window, title, text.format(error=exc, file=broken))
        return False
    if not window.maybe_save():
        return False
    window.set_encounter(enc, info.original_path)
    window.undo_stack.resetClean()  # unsaved: Save and the close question know it
    if autosaver.flush():  # in our own file before the orphan goes
        orphan.discard()
    text = QCoreApplication.translate(
        "RestoreDialog", "Restored {name} (round {round}, last change {when}); not saved yet."
    )
    window.show_message(text.format(name=info.name, round=info.round, when=info.when_text()))
    log.info("Restored %s (round %s) from %s", info.name, info.round, info.path)
    return True


__all__ = [
    "CHOICES",
    "DATA_DIR_ENV",
    "Autosaver",
    "Orphan",
    "RestoreDialog",
    "ask_restore",
    "claim_orphans",
    "data_dir",
    "describe",
    "log_dir",
    "offer_recovery",
    "recovery_dir",
    "restore",
]
