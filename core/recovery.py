"""Recovery snapshots: the open encounter written after every change, read back after a crash.

A snapshot is one JSON document, written atomically (:func:`core.io.atomic_write_bytes`), so a
kill leaves either the previous snapshot or the new one, never half of one::

    {"format": "zonekeeper-recovery", "version": 1,
     "meta": {"name": ..., "round": 3, "ruleset": "yze", "saved_at": 1764615000.0,
              "original_path": "/home/gm/crypt.zkenc" | null},
     "encounter": {... the encounter file's content ...}}

Each running instance owns one file, ``<instance id>.zkrecovery``, in a recovery folder the caller
chooses (the GUI passes the user's data folder and guards each file with a lock; this module
knows nothing of locks or Qt).

>>> import tempfile
>>> from core.encounter import Encounter
>>> folder = Path(tempfile.mkdtemp())
>>> enc = Encounter(ruleset="yze")
>>> enc.name = "Crypt"
>>> path = write_snapshot(snapshot_path(folder, "a1"), enc, original_path=None, when=0.0)
>>> [info.name for info in list_snapshots(folder)]
['Crypt']
>>> restored, info = read_snapshot(path)
>>> restored.name, info.round, info.original_path
('Crypt', 1, None)
>>> remove_snapshot(path); list_snapshots(folder)
[]
"""

from __future__ import annotations

import contextlib
import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.i18n import translate
from core.io import EncounterFileError, atomic_write_bytes, encounter_from_dict, encounter_to_dict

if TYPE_CHECKING:
    from core.encounter import Encounter

RECOVERY_FORMAT = "zonekeeper-recovery"
RECOVERY_VERSION = 1
RECOVERY_SUFFIX = ".zkrecovery"


class RecoveryFileError(ValueError):
    """A recovery file that can't be read; the message says which and why."""


@dataclass(frozen=True)
class SnapshotInfo:
    """What the restore offer shows about one snapshot (read without building the encounter)."""

    path: Path
    """The recovery file itself."""
    instance: str
    """The id of the instance that wrote it (the file's stem)."""
    name: str
    round: int
    ruleset: str
    saved_at: float
    """When it was written (seconds since the epoch)."""
    original_path: Path | None
    """The encounter file it came from; None for an untitled encounter."""

    def when_text(self) -> str:
        """``saved_at`` as local ``YYYY-MM-DD HH:MM:SS``."""
        return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(self.saved_at))


def snapshot_path(folder: str | Path, instance: str) -> Path:
    """Where the instance ``instance`` keeps its snapshot inside ``folder``."""
    if not instance or any(ch in instance for ch in "/\\.") or instance != instance.strip():
        raise ValueError(
            translate("core", "{instance!r} can't name a recovery file.").format(instance=instance)
        )
    return Path(folder) / f"{instance}{RECOVERY_SUFFIX}"


def snapshot_bytes(enc: Encounter, *, original_path: str | Path | None, when: float) -> bytes:
    """The snapshot document of ``enc`` (compact JSON, UTF-8)."""
    meta = {
        "name": enc.name,
        "round": enc.round.number,
        "ruleset": enc.ruleset.name,
        "saved_at": when,
        "original_path": str(original_path) if original_path is not None else None,
    }
    doc = {
        "format": RECOVERY_FORMAT,
        "version": RECOVERY_VERSION,
        "meta": meta,
        "encounter": encounter_to_dict(enc),
    }
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def write_snapshot(
    path: str | Path,
    enc: Encounter,
    *,
    original_path: str | Path | None,
    when: float | None = None,
) -> Path:
    """Write ``enc``'s snapshot to ``path`` atomically (creating its folder); returns ``path``."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    stamp = time.time() if when is None else when
    atomic_write_bytes(path, snapshot_bytes(enc, original_path=original_path, when=stamp))
    return path


def _read_document(path: Path) -> dict[str, Any]:
    try:
        doc = json.loads(path.read_bytes().decode("utf-8"))
    except OSError as exc:
        raise RecoveryFileError(
            translate("core", "{path}: it could not be read ({strerror}).").format(
                path=path, strerror=exc.strerror
            )
        ) from None
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise RecoveryFileError(
            translate("core", "{path}: this is not a recovery file (bad JSON).").format(path=path)
        ) from None
    if not isinstance(doc, dict) or doc.get("format") != RECOVERY_FORMAT:
        raise RecoveryFileError(
            translate("core", "{path}: this is not a Zonekeeper recovery file.").format(path=path)
        )
    if doc.get("version") != RECOVERY_VERSION:
        raise RecoveryFileError(
            translate("core", "{path}: recovery file version {value!r} unknown.").format(
                path=path, value=doc.get("version")
            )
        )
    if not isinstance(doc.get("meta"), dict) or not isinstance(doc.get("encounter"), dict):
        raise RecoveryFileError(
            translate("core", "{path}: the recovery file lacks its meta or encounter.").format(
                path=path
            )
        )
    return doc


def _info(path: Path, meta: dict[str, Any]) -> SnapshotInfo:
    original = meta.get("original_path")
    round_number = meta.get("round")
    saved_at = meta.get("saved_at")
    return SnapshotInfo(
        path=path,
        instance=path.stem,
        name=str(meta.get("name") or "Untitled encounter"),
        round=round_number if type(round_number) is int else 0,
        ruleset=str(meta.get("ruleset") or "?"),
        saved_at=float(saved_at) if isinstance(saved_at, (int, float)) else 0.0,
        original_path=Path(original) if isinstance(original, str) and original else None,
    )


def read_info(path: str | Path) -> SnapshotInfo:
    """The metadata of the snapshot at ``path`` (RecoveryFileError if it isn't one)."""
    path = Path(path)
    return _info(path, _read_document(path)["meta"])


def read_snapshot(path: str | Path) -> tuple[Encounter, SnapshotInfo]:
    """The encounter in the snapshot at ``path`` and its metadata.

    Raises :class:`RecoveryFileError` for a file that isn't a snapshot and
    :class:`~core.io.EncounterFileError` for an encounter the loader refuses.
    """
    path = Path(path)
    doc = _read_document(path)
    info = _info(path, doc["meta"])
    try:
        enc = encounter_from_dict(doc["encounter"], path)
    except EncounterFileError:
        raise
    except (ValueError, TypeError, RecursionError) as exc:  # a loader gap: keep the promise
        raise EncounterFileError(
            path, translate("core", "the recovered encounter is broken ({exc}).").format(exc=exc)
        ) from None
    enc.path = info.original_path
    return enc, info


def list_snapshots(folder: str | Path, *, exclude: set[str] | None = None) -> list[SnapshotInfo]:
    """Readable snapshots in ``folder``, newest first; ``exclude`` names instances to skip.
    Unreadable files are left alone (see :func:`unreadable_snapshots`)."""
    out: list[SnapshotInfo] = []
    for path in _candidates(folder):
        if exclude and path.stem in exclude:
            continue
        with contextlib.suppress(RecoveryFileError):
            out.append(read_info(path))
    return sorted(out, key=lambda info: info.saved_at, reverse=True)


def unreadable_snapshots(folder: str | Path) -> list[Path]:
    """Files in ``folder`` named like snapshots that can't be read as one."""
    bad = []
    for path in _candidates(folder):
        try:
            read_info(path)
        except RecoveryFileError:
            bad.append(path)
    return bad


def _candidates(folder: str | Path) -> list[Path]:
    try:
        return sorted(p for p in Path(folder).glob(f"*{RECOVERY_SUFFIX}") if p.is_file())
    except OSError:
        return []


def remove_snapshot(path: str | Path) -> None:
    """Delete a snapshot (and temporary files a kill left beside it); a missing one is fine."""
    path = Path(path)
    with contextlib.suppress(FileNotFoundError):
        path.unlink()
    with contextlib.suppress(OSError):
        for tmp in path.parent.glob(f".{path.name}.*.tmp"):
            tmp.unlink()


__all__ = [
    "RECOVERY_FORMAT",
    "RECOVERY_SUFFIX",
    "RECOVERY_VERSION",
    "RecoveryFileError",
    "SnapshotInfo",
    "list_snapshots",
    "read_info",
    "read_snapshot",
    "remove_snapshot",
    "snapshot_bytes",
    "snapshot_path",
    "unreadable_snapshots",
    "write_snapshot",
]
