"""Autosave and the restore offer (gui.recovery), in-process with pytest-qt."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QPushButton

from core.encounter import Encounter
from core.io import encounter_to_dict
from core.recovery import read_snapshot, snapshot_path, write_snapshot
from gui import errors, recovery
from gui.recovery import Autosaver, RestoreDialog, claim_orphans, offer_recovery


def small_encounter(name: str = "Crypt", notes: str = "") -> Encounter:
    enc = Encounter(ruleset="yze")
    enc.name = name
    enc.map.add_zone("hall", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
    enc.map.add_zone("crypt", name="Crypt", polygon=[(10, 0), (20, 0), (20, 10), (10, 10)])
    enc.map.add_border("hall", "crypt", kind="open")
    enc.add_combatant("Ana", zone="hall", side="pc", notes=notes)
    enc.add_combatant("Rat", zone="crypt", side="npc")
    enc.history.clear()
    return enc


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "recovery"


@pytest.fixture
def saver(make_window: Any, folder: Path) -> Any:
    """A window on a small untitled encounter with its autosaver."""
    window = make_window(small_encounter(), None)
    autosaver = Autosaver(window, folder, "me")
    yield autosaver
    autosaver.close()


def test_the_data_folder_is_redirected_for_tests(isolated_data_dir: Path) -> None:
    assert recovery.data_dir() == isolated_data_dir
    assert recovery.recovery_dir() == isolated_data_dir / "recovery"


def test_a_change_reaches_the_recovery_file_at_once(qtbot: Any, saver: Autosaver) -> None:
    window = saver.window
    assert not saver.path.exists()  # untouched: nothing to recover
    window.enc.update_combatant("Ana", notes="change 1")
    with qtbot.waitSignal(saver.written, timeout=2000):
        pass
    restored, info = read_snapshot(saver.path)
    assert restored.combatant("Ana").notes == "change 1"
    assert (info.name, info.round, info.original_path) == ("Crypt", 1, None)


def test_one_change_is_one_write_and_two_are_never_left_waiting(
    qtbot: Any, saver: Autosaver
) -> None:
    writes: list[object] = []
    saver.written.connect(writes.append)
    enc = saver.window.enc
    enc.update_combatant("Ana", notes="change 1")  # a new step and leaving the clean state
    assert writes == []  # written once the event loop is back
    qtbot.waitUntil(lambda: len(writes) == 1, timeout=2000)
    qtbot.wait(20)
    assert len(writes) == 1
    enc.update_combatant("Ana", notes="change 2")
    enc.update_combatant("Ana", notes="change 3")  # change 2 still waits: both written now
    assert len(writes) == 2
    assert read_snapshot(saver.path)[0].combatant("Ana").notes == "change 3"


def test_undo_writes_the_undone_state_and_back_to_clean_removes_the_file(
    qtbot: Any, saver: Autosaver
) -> None:
    enc = saver.window.enc
    enc.update_combatant("Ana", notes="one")
    enc.update_combatant("Ana", notes="two")
    saver.flush()
    saver.window.undo_stack.undo()
    qtbot.waitUntil(lambda: read_snapshot(saver.path)[0].combatant("Ana").notes == "one")
    saver.window.undo_stack.undo()
    qtbot.waitUntil(lambda: not saver.path.exists(), timeout=2000)


def test_a_save_removes_the_file_and_a_later_change_names_the_saved_path(
    qtbot: Any, saver: Autosaver, tmp_path: Path
) -> None:
    window = saver.window
    window.enc.update_combatant("Ana", notes="before save")
    saver.flush()
    assert saver.path.exists()
    target = tmp_path / "crypt.zkenc"
    assert window.save_as(target)
    qtbot.waitUntil(lambda: not saver.path.exists(), timeout=2000)
    window.enc.update_combatant("Ana", notes="after save")
    qtbot.waitUntil(saver.path.exists, timeout=2000)
    assert read_snapshot(saver.path)[1].original_path == target


def test_a_clean_quit_removes_the_file_and_its_lock(saver: Autosaver) -> None:
    saver.window.enc.update_combatant("Ana", notes="x")
    saver.flush()
    saver.close()
    assert list(saver.folder.iterdir()) == []


def test_a_failing_write_is_reported_once_and_the_app_goes_on(
    qtbot: Any, saver: Autosaver, monkeypatch: pytest.MonkeyPatch
) -> None:
    def full_disk(*_: Any, **__: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(recovery, "write_snapshot", full_disk)
    failures: list[str] = []
    saver.failed.connect(failures.append)
    for k in range(3):
        saver.window.enc.update_combatant("Ana", notes=f"n{k}")
        assert saver.flush() is False
    assert len(failures) == 1 and "No space left" in failures[0]
    assert "Autosave failed" in saver.window.statusBar().currentMessage()


def test_a_live_instance_s_file_is_never_offered(make_window: Any, folder: Path) -> None:
    other_window = make_window(small_encounter("Theirs"), None)
    other = Autosaver(other_window, folder, "other")
    other_window.enc.update_combatant("Ana", notes="live")
    other.flush()
    try:
        assert claim_orphans(folder, own="me") == []
    finally:
        other.close()


def orphan(folder: Path, instance: str, enc: Encounter, original: Path | None, when: float) -> Path:
    """A snapshot whose instance died (no lock beside it)."""
    return write_snapshot(snapshot_path(folder, instance), enc, original_path=original, when=when)


def test_restore_brings_back_the_encounter_with_its_path_marked_unsaved(
    saver: Autosaver, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    original = tmp_path / "mill.zkenc"
    lost = small_encounter("Mill", notes="change 7")
    lost.next_round()
    dead = orphan(saver.folder, "dead", lost, original, 1000.0)
    asked: list[Any] = []
    monkeypatch.setattr(recovery, "ask_restore", lambda w, info: asked.append(info) or "restore")
    decided = offer_recovery(saver.window, saver)
    window = saver.window
    assert [(i.name, i.round, c) for i, c in decided] == [("Mill", 2, "restore")]
    assert asked[0].original_path == original
    from core import players

    players.follow(lost)  # as the window does: what the PCs see when it opens counts as seen
    assert encounter_to_dict(window.enc) == encounter_to_dict(lost)
    assert window.path == original and window.isWindowModified()
    assert not window.undo_stack.isClean()
    assert not dead.exists()
    assert read_snapshot(saver.path)[0].combatant("Ana").notes == "change 7"  # ours now
    assert "Restored Mill" in window.statusBar().currentMessage()


def test_discard_removes_the_orphan_and_offers_the_next(
    saver: Autosaver, monkeypatch: pytest.MonkeyPatch
) -> None:
    newer = orphan(saver.folder, "newer", small_encounter("Newer"), None, 2000.0)
    older = orphan(saver.folder, "older", small_encounter("Older"), None, 1000.0)
    answers = iter(["discard", "later"])
    monkeypatch.setattr(recovery, "ask_restore", lambda w, info: next(answers))
    decided = offer_recovery(saver.window, saver)
    assert [(i.name, c) for i, c in decided] == [("Newer", "discard"), ("Older", "later")]
    assert not newer.exists() and older.exists()
    assert saver.window.enc.name == "Crypt"  # the window keeps what it had
    assert claim_orphans(saver.folder, own="me")[0].info.name == "Older"  # offered again


def test_a_snapshot_that_can_t_be_restored_is_kept_aside(
    saver: Autosaver, modals: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    dead = orphan(saver.folder, "dead", small_encounter("Bad"), None, 1000.0)
    dead.write_text(dead.read_text(encoding="utf-8").replace('"hall"', '"nowhere"', 1))
    offer_recovery(saver.window, saver, answer="restore")
    assert dead.with_suffix(".broken").exists() and not dead.exists()
    assert "Can't restore" in modals.texts("warning")[0]
    assert saver.window.enc.name == "Crypt"


def test_the_restore_dialog_names_the_encounter_and_returns_the_choice(
    qtbot: Any, tmp_path: Path
) -> None:
    path = orphan(tmp_path, "x", small_encounter("Mill <b>"), tmp_path / "m.zkenc", 0.0)
    info = claim_orphans(tmp_path)[0].info
    dialog = RestoreDialog(info)
    qtbot.addWidget(dialog)
    text = dialog.findChild(QLabel, "restoreText").text()
    assert "Mill &lt;b&gt;" in text and "Round 1" in text and str(path.parent) in text
    for choice in ("discard", "later", "restore"):
        dialog.findChild(QPushButton, f"{choice}Button").click()
        assert dialog.choice == choice


def test_after_an_unexpected_error_the_fight_is_still_in_the_recovery_file(
    qtbot: Any, saver: Autosaver, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(errors, "show_error", shown.append)
    monkeypatch.setattr(sys, "excepthook", errors.report_exception)  # restored afterwards

    def change_then_fail() -> None:
        saver.window.enc.update_combatant("Ana", notes="before the error")
        raise RuntimeError("a dock broke")

    QTimer.singleShot(0, change_then_fail)
    qtbot.waitUntil(lambda: bool(shown) and saver.path.exists(), timeout=2000)
    assert "a dock broke" in shown[0]
    assert read_snapshot(saver.path)[0].combatant("Ana").notes == "before the error"
    assert saver.window.isVisible()
