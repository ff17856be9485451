"""Where the data files live: in the source tree, in an installed tree, or in a frozen bundle."""

from __future__ import annotations

import json
import os
import sys
from functools import cache
from pathlib import Path
from typing import Any


def resources_dir() -> Path:
    """Return the folder that holds ``rules/``, ``samples/`` and ``icons/``.

    ``ZONEKEEPER_RESOURCES`` overrides it; a PyInstaller bundle keeps it beside the code.
    """
    override = os.environ.get("ZONEKEEPER_RESOURCES")
    if override:
        return Path(override)
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


def sample_encounter_path() -> Path:
    """The built-in sample encounter that opens when the app starts without a file."""
    return resources_dir() / "samples" / "sample_yze.zkenc"


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
