"""Saving never fails silently (issue 9): a read-only file is refused, a symbolic link is written
through, leftovers of a killed save go, and any failure is shown with the encounter still unsaved.
"""

from __future__ import annotations

import json
import os
import stat
import time
from pathlib import Path
from typing import Any

import pytest

from core import io
from core.encounter import Encounter
from core.resources import resources_dir

SAMPLE = resources_dir() / "samples" / "sample_ww2.zkenc"


@pytest.fixture
def fight(make_window: Any, tmp_path: Path) -> Any:
    """A window on a saved fight (round 1) with one unsaved change (round 2)."""
    path = tmp_path / "fight.zkenc"
    Encounter.load(SAMPLE).save(path)
    window = make_window(Encounter.load(path), path)
    window.action_next_round.trigger()
    assert window.isWindowModified()
    return window


def _round(path: Path) -> int:
    return int(json.loads(path.read_text(encoding="utf-8"))["round"]["number"])


def _refused(window: Any, modals: Any) -> str:
    assert not window.save()
    assert window.isWindowModified() and not window.undo_stack.isClean()
    (text,) = modals.texts("warning")
    return text


def test_a_read_only_file_is_refused_not_replaced(fight: Any, modals: Any) -> None:
    path = fight.path
    before = path.read_bytes()
    path.chmod(0o444)
    text = _refused(fight, modals)
    assert "read-only" in text and str(path) in text and "unsaved" in text
    assert path.read_bytes() == before
    assert stat.S_IMODE(path.stat().st_mode) == 0o444
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no temporary file left
    path.chmod(0o644)  # writable again: the same Save works
    assert fight.save() and _round(path) == 2 and not fight.isWindowModified()


def test_a_symbolic_link_is_written_through(make_window: Any, tmp_path: Path) -> None:
    real = tmp_path / "campaign" / "fight.zkenc"
    real.parent.mkdir()
    Encounter.load(SAMPLE).save(real)
    real.chmod(0o640)
    link = tmp_path / "link.zkenc"
    link.symlink_to(real)
    window = make_window(Encounter.load(link), link)
    window.action_next_round.trigger()
    assert window.save()
    assert link.is_symlink() and link.resolve() == real.resolve()
    assert _round(real) == 2
    assert stat.S_IMODE(real.stat().st_mode) == 0o640
    assert window.path == link and not window.isWindowModified()
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["campaign", "fight.zkenc", "link.zkenc"]


def test_a_dangling_link_gets_its_target_made(tmp_path: Path) -> None:
    link = tmp_path / "link.zkenc"
    link.symlink_to(tmp_path / "new.zkenc")
    io.save_encounter(Encounter.load(SAMPLE), link)
    assert link.is_symlink() and _round(tmp_path / "new.zkenc") == 1


def test_leftovers_of_a_killed_save_are_removed(fight: Any) -> None:
    folder = fight.path.parent
    old = folder / f".{fight.path.name}.k1ll3d.tmp"
    young = folder / f".{fight.path.name}.wr1t1ng.tmp"  # another save may still be writing it
    other = folder / ".other.zkenc.k1ll3d.tmp"  # another file's: not ours to touch
    for p in (old, young, other):
        p.write_bytes(b'{"format": "zonekeeper-enc')
    hour_ago = time.time() - 3600
    os.utime(old, (hour_ago, hour_ago))
    os.utime(other, (hour_ago, hour_ago))
    assert fight.save()
    assert not old.exists() and young.exists() and other.exists()
    assert _round(fight.path) == 2


def test_a_lone_surrogate_in_a_note_is_shown_and_nothing_is_written(
    fight: Any, modals: Any
) -> None:
    name = fight.enc.combatants()[1].name
    fight.enc.update_combatant(name, notes="ferido \ud800 no braço")
    before = fight.path.read_bytes()
    text = _refused(fight, modals)
    assert "combatants[1].notes" in text and "surrogate" in text
    assert fight.path.read_bytes() == before
    fight.undo_stack.undo()  # the note goes: saving works again
    assert fight.save() and _round(fight.path) == 2


def test_any_failure_is_shown_and_the_encounter_stays_unsaved(
    fight: Any, modals: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    errors = [RuntimeError("disk gremlins"), MemoryError(), OSError(28, "No space left on device")]

    def fail(enc: Encounter, path: Any) -> None:
        raise errors[len(modals.texts("warning"))]

    monkeypatch.setattr(io, "save_encounter", fail)
    for _ in errors:
        assert not fight.save()
        assert fight.isWindowModified() and not fight.undo_stack.isClean()
    texts = modals.texts("warning")
    assert "disk gremlins" in texts[0] and "MemoryError" in texts[1] and "No space" in texts[2]
    assert all(str(fight.path) in t for t in texts)
    assert _round(fight.path) == 1


def test_saving_over_a_folder_is_refused(fight: Any, modals: Any, tmp_path: Path) -> None:
    folder = tmp_path / "taken.zkenc"
    folder.mkdir()
    assert not fight.save_as(folder)
    (text,) = modals.texts("warning")
    assert "folder" in text
    assert fight.path == tmp_path / "fight.zkenc" and fight.isWindowModified()
