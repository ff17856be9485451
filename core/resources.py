"""Where the data files live: in the source tree, in an installed tree, or in a frozen bundle."""

from __future__ import annotations

import json
import os
import sys
from functools import cache
from pathlib import Path
from typing import Any

DATA_PACKAGE = "zonekeeper_data"
"""The package ``resources/`` installs as (pyproject ``package-dir``); the user guide
(README.md and docs/) ships inside it as ``guide/``."""

_SOURCE_ROOT = Path(__file__).resolve().parent.parent


def _in_source_tree() -> bool:
    return (_SOURCE_ROOT / "pyproject.toml").is_file() and (_SOURCE_ROOT / "resources").is_dir()


def _installed_data() -> Path | None:
    """The installed ``zonekeeper_data`` folder, or None if it isn't installed."""
    import importlib.resources  # only an installed copy needs it

    try:
        root = importlib.resources.files(DATA_PACKAGE)
    except ModuleNotFoundError:
        return None
    return Path(str(root))  # a wheel installs it as a plain folder


def resources_dir() -> Path:
    """Return the folder that holds ``rules/``, ``samples/`` and ``icons/``.

    Every data lookup goes through here. ``ZONEKEEPER_RESOURCES`` overrides it; a PyInstaller
    bundle keeps it beside the code; the source tree has it at the top; an installed wheel has
    it as the package ``zonekeeper_data``.
    """
    override = os.environ.get("ZONEKEEPER_RESOURCES")
    if override:
        return Path(override)
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    if _in_source_tree():
        return _SOURCE_ROOT / "resources"
    return _installed_data() or _SOURCE_ROOT / "resources"


def guide_dir() -> Path:
    """Return the folder that holds the user guide: ``README.md`` and ``docs/``.

    The source tree's top folder; ``guide/`` inside the installed data package or a bundle's
    resources (where packaging puts it).
    """
    if _in_source_tree() and not getattr(sys, "_MEIPASS", None):
        return _SOURCE_ROOT
    return resources_dir() / "guide"


def sample_encounter_path() -> Path:
    """The built-in sample encounter that opens when the app starts without a file."""
    return resources_dir() / "samples" / "sample_yze.zkenc"


CHECKED_SAMPLES = "checked.json"
"""In ``samples/``: the SHA-256 of each built-in sample as the test suite read it with every
check (tests/core/test_samples_checked.py keeps it true)."""


def sample_digest(path: Path) -> str:
    """SHA-256 of a file's bytes, its line ends read as LF (a checkout may write CRLF)."""
    import hashlib

    return hashlib.sha256(path.read_bytes().replace(b"\r\n", b"\n")).hexdigest()


def checked_sample(path: Path) -> bool:
    """Is ``path`` a built-in sample, byte for byte the file the test suite checked in full?
    Then reading it again with every check (pydantic's models, the ruleset's own) can tell
    nothing new; a changed or damaged copy, or any other file, is not (False)."""
    folder = resources_dir() / "samples"
    try:
        if path.resolve().parent != folder.resolve():
            return False
        recorded = json.loads((folder / CHECKED_SAMPLES).read_text(encoding="utf-8"))
        return bool(recorded["sha256"].get(path.name) == sample_digest(path))
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return False


def record_checked_sample(path: Path) -> None:
    """Read the built-in sample at ``path`` with every check (raises if one fails), then record
    its bytes in ``samples/checked.json`` (``tools/make_sample*.py`` after writing one)."""
    from core.io import load_encounter

    load_encounter(path)
    record = resources_dir() / "samples" / CHECKED_SAMPLES
    data = json.loads(record.read_text(encoding="utf-8"))
    data["sha256"][path.name] = sample_digest(path)
    data["sha256"] = dict(sorted(data["sha256"].items()))
    record.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


@cache
def load_table(ruleset: str, table_id: str) -> dict[str, Any]:
    """Load one rule table (``resources/rules/<ruleset>/<table_id>.json``).

    >>> load_table("yze", "barriers")["source"]["section"]
    'COBERTURA'
    """
    path = resources_dir() / "rules" / ruleset / f"{table_id}.json"
    with path.open(encoding="utf-8") as fh:
        data: dict[str, Any] = json.load(fh)
    return data
