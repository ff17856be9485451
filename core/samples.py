"""The built-in samples in the UI language.

A sample file holds English names; ``resources/samples/names.json`` has each name in Portuguese
and Spanish. A sample opened unchanged (:func:`core.resources.checked_sample`) is shown under
those names: the encounter's, its zones' and their notes, its combatants' (renamed through the
core, so initiative, engagement and the ruleset's state follow). A GM's own file is never
touched.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from typing import TYPE_CHECKING

from core.i18n import language
from core.resources import checked_sample, resources_dir

if TYPE_CHECKING:
    from pathlib import Path

    from core.encounter import Encounter

PARTS = ("encounter", "zones", "notes", "combatants")
NAMES = "names.json"
"""In ``samples/``: ``{lang: {"encounter"|"zones"|"notes"|"combatants": {English: name}}}``."""


@cache
def sample_names(lang: str) -> Mapping[str, Mapping[str, str]]:
    """The names table for ``lang`` (empty for English or a language it lacks)."""
    data = json.loads((resources_dir() / "samples" / NAMES).read_text(encoding="utf-8"))
    table = data.get(lang, {})
    return {part: dict(table.get(part, {})) for part in PARTS}


def localize_sample(enc: Encounter, lang: str | None = None) -> None:
    """Give a built-in sample its names in ``lang`` (default: the UI language). The encounter
    stays as loaded: no undo step, nothing to save."""
    table = sample_names(lang or language())
    if not any(table.values()):
        return
    enc.name = table["encounter"].get(enc.name, enc.name)
    for zone in list(enc.map.zones()):
        changes = {
            field: table[part][value]
            for field, part, value in (("name", "zones", zone.name), ("notes", "notes", zone.notes))
            if table[part].get(value, value) != value
        }
        if changes:
            enc.map.update_zone(zone.id, **changes)
    for c in list(enc.combatants()):
        new = table["combatants"].get(c.name, c.name)
        if new != c.name and new not in enc:
            enc.update_combatant(c.name, name=new)
    enc.history.clear()


def as_shown(enc: Encounter, path: Path) -> Encounter:
    """``enc``, loaded from ``path``: under the UI language's names if it is a built-in sample
    as shipped (:func:`localize_sample`), else as it is."""
    if checked_sample(path):
        localize_sample(enc)
    return enc


__all__ = ["NAMES", "as_shown", "localize_sample", "sample_names"]
