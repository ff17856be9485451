"""Recovery snapshots (core.recovery): written atomically, read back whole, listed newest first."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.encounter import Encounter
from core.io import EncounterFileError, encounter_to_dict
from core.recovery import (
    RecoveryFileError,
    list_snapshots,
    read_info,
    read_snapshot,
    remove_snapshot,
    snapshot_path,
    unreadable_snapshots,
    write_snapshot,
)


def small_encounter(name: str = "Crypt") -> Encounter:
    enc = Encounter(ruleset="yze")
    enc.name = name
    enc.map.add_zone("hall", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
    enc.map.add_zone("crypt", name="Crypt", polygon=[(10, 0), (20, 0), (20, 10), (10, 10)])
    enc.map.add_border("hall", "crypt", kind="door")
    enc.add_combatant("Ana", zone="hall", side="pc", notes="wounded")
    enc.add_combatant("Rat", zone="crypt", side="npc")
    enc.next_round()
    return enc


def test_a_snapshot_gives_back_the_same_encounter(tmp_path: Path) -> None:
    enc = small_encounter()
    original = tmp_path / "crypt.zkenc"
    path = write_snapshot(snapshot_path(tmp_path / "rec", "i1"), enc, original_path=original)
    restored, info = read_snapshot(path)
    assert encounter_to_dict(restored) == encounter_to_dict(enc)
    assert (info.name, info.round, info.ruleset) == ("Crypt", 2, "yze")
    assert info.original_path == original and restored.path == original
    assert info.instance == "i1"


def test_an_untitled_encounter_has_no_original_path(tmp_path: Path) -> None:
    path = write_snapshot(snapshot_path(tmp_path, "u"), small_encounter(), original_path=None)
    restored, info = read_snapshot(path)
    assert info.original_path is None and restored.path is None


def test_snapshots_are_listed_newest_first_and_an_instance_can_be_excluded(
    tmp_path: Path,
) -> None:
    for instance, when in (("old", 100.0), ("new", 300.0), ("mid", 200.0)):
        enc = small_encounter(instance)
        write_snapshot(snapshot_path(tmp_path, instance), enc, original_path=None, when=when)
    assert [i.name for i in list_snapshots(tmp_path)] == ["new", "mid", "old"]
    assert [i.name for i in list_snapshots(tmp_path, exclude={"new"})] == ["mid", "old"]


def test_a_rewrite_replaces_the_snapshot_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    enc = small_encounter()
    path = snapshot_path(tmp_path, "i")
    write_snapshot(path, enc, original_path=None)
    enc.update_combatant("Ana", notes="change 2")
    write_snapshot(path, enc, original_path=None)
    assert read_snapshot(path)[0].combatant("Ana").notes == "change 2"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["i.zkrecovery"]


def test_remove_takes_leftover_temporary_files_too(tmp_path: Path) -> None:
    path = write_snapshot(snapshot_path(tmp_path, "i"), small_encounter(), original_path=None)
    leftover = tmp_path / ".i.zkrecovery.abc123.tmp"  # what a kill mid-write leaves
    leftover.write_bytes(b"{")
    remove_snapshot(path)
    remove_snapshot(path)  # twice is fine
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    "content",
    [b"", b"{", b"[]", b'{"format": "zonekeeper-encounter"}', b"\xff\xfe",
     b'{"format": "zonekeeper-recovery", "version": 99, "meta": {}, "encounter": {}}',
     b'{"format": "zonekeeper-recovery", "version": 1, "meta": [], "encounter": {}}'],
)  # fmt: skip
def test_a_file_that_is_not_a_snapshot_is_refused_and_not_listed(
    tmp_path: Path, content: bytes
) -> None:
    path = snapshot_path(tmp_path, "bad")
    path.write_bytes(content)
    with pytest.raises(RecoveryFileError, match=r"bad\.zkrecovery"):
        read_info(path)
    assert list_snapshots(tmp_path) == []
    assert unreadable_snapshots(tmp_path) == [path]


def test_a_broken_encounter_inside_a_snapshot_is_the_loader_error(tmp_path: Path) -> None:
    path = write_snapshot(snapshot_path(tmp_path, "i"), small_encounter(), original_path=None)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["encounter"]["combatants"][0]["zone"] = "nowhere"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert read_info(path).name == "Crypt"  # the offer can still name it
    with pytest.raises(EncounterFileError):
        read_snapshot(path)


def test_odd_metadata_reads_as_defaults(tmp_path: Path) -> None:
    path = write_snapshot(snapshot_path(tmp_path, "i"), small_encounter(), original_path=None)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["meta"] = {"name": "", "round": "3", "saved_at": None, "original_path": 5}
    path.write_text(json.dumps(doc), encoding="utf-8")
    info = read_info(path)
    assert (info.name, info.round, info.saved_at, info.original_path) == (
        "Untitled encounter",
        0,
        0.0,
        None,
    )


@pytest.mark.parametrize("instance", ["", "a/b", "..", " x", "a.b"])
def test_an_instance_id_must_be_a_plain_name(tmp_path: Path, instance: str) -> None:
    with pytest.raises(ValueError):
        snapshot_path(tmp_path, instance)


def test_a_missing_folder_lists_nothing(tmp_path: Path) -> None:
    assert list_snapshots(tmp_path / "missing") == []
