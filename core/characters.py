"""Characters beyond one encounter: sheet edits, templates, numbered NPCs and the party library.

A *character file* (``.zkchar``) holds one character or a whole side, for one ruleset, so a GM's
party and bestiary outlive the encounter they were made in:

>>> from core.encounter import Encounter
>>> enc = Encounter(ruleset="yze")
>>> enc.map.add_zone("yard", name="Yard", polygon=[(0, 0), (12, 0), (12, 12), (0, 12)])
>>> add_from_template(enc, {"name": "Cultist", "side": "npc", "stats": {"agility": 3}},
...                   zone="yard", count=3)
['Cultist 1', 'Cultist 2', 'Cultist 3']
>>> enc.undo(); len(enc.combatants())
0

Sheet edits (:func:`set_sheet_value`) go through the ruleset's own check
(:meth:`~core.rules.runner.CombatRunner.check_sheet_value`) and are one undo step each.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.encounter import SIDES, Encounter, EncounterError
from core.i18n import translate
from core.rules.runner import CharacterTemplate, get_path, set_path
from core.zonemap import Point2

FORMAT_NAME = "zonekeeper-characters"
FORMAT_VERSION = 1
SUFFIX = ".zkchar"
MAX_FILE_BYTES = 20 * 1024 * 1024
MAX_COPIES = 50


class CharacterFileError(ValueError):
    """A character file that can't be read: names the file and what was wrong."""

    def __init__(self, path: str | Path | None, message: str) -> None:
        self.path = None if path is None else Path(path)
        where = f"{self.path.name}: " if self.path is not None else ""
        super().__init__(where + message)


@dataclass(frozen=True)
class SavedCharacter:
    """A character as a file keeps it: no place on a map, no round state."""

    name: str
    side: str = "pc"
    stats: Mapping[str, Any] = field(default_factory=dict)
    notes: str = ""
    image: str | None = None

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "side": self.side, "stats": dict(self.stats)}
        if self.notes:
            out["notes"] = self.notes
        if self.image:
            out["image"] = self.image
        return out


@dataclass(frozen=True)
class CharacterFile:
    ruleset: str
    characters: tuple[SavedCharacter, ...]


# -- sheet edits ------------------------------------------------------------------------------
def set_sheet_value(enc: Encounter, name: str, field_id: str, value: Any) -> None:
    """Set one sheet field of ``name`` after the ruleset's check; one undo step.

    Raises :class:`~core.rules.base.RuleError` (a ``ValueError``) with a readable reason on a
    bad value; nothing changes then."""
    typed = enc.combat.check_sheet_value(field_id, value)
    stats = copy.deepcopy(dict(enc.combatant(name).stats))
    if get_path(stats, field_id) == typed and get_path(stats, field_id, _MISSING) is not _MISSING:
        return
    set_path(stats, field_id, typed)
    enc.update_combatant(name, stats=stats)


_MISSING = object()


# -- adding combatants ------------------------------------------------------------------------
def numbered_names(enc: Encounter, base: str, count: int) -> list[str]:
    """``count`` names free in ``enc``: ``base`` alone for one (when free), else ``base 1``,
    ``base 2`` … skipping numbers already taken."""
    base = re.sub(r"\s+\d+$", "", base.strip()) if count > 1 else base.strip()
    if not base:
        raise EncounterError(translate("core", "A combatant's name is a non-empty text."))
    if count == 1 and base not in enc:
        return [base]
    names: list[str] = []
    n = 1
    while len(names) < count:
        candidate = f"{base} {n}"
        if candidate not in enc:
            names.append(candidate)
        n += 1
    return names


def free_spots(enc: Encounter, zone_id: str, count: int) -> list[Point2]:
    """``count`` points inside the zone, none on another token (nor on each other).

    Tokens stand :data:`~core.encounter.TOKEN_SPACING` apart where the zone has room, closer
    in a small zone; a zone with no room left is refused with the reason."""
    zone = enc.map.zone(zone_id)
    taken = [c.position for c in enc.combatants_in(zone_id)]
    spots: list[Point2] = []
    for _ in range(count):
        spot = _spot(enc, zone, taken)
        if spot is None:
            raise EncounterError(
                translate(
                    "core",
                    "{name} has no free spot left for another token; pick a bigger zone "
                    "or fewer copies.",
                ).format(name=zone.name)
            )
        spots.append(spot)
        taken.append(spot)
    return spots


def _spot(enc: Encounter, zone: Any, taken: list[Point2]) -> Point2 | None:
    return enc._roomy_spot(zone, taken=taken)


def template_from(source: CharacterTemplate | SavedCharacter | Mapping[str, Any]) -> dict[str, Any]:
    """A plain ``{"name", "side", "stats", "notes", "image"}`` from any of the three."""
    if isinstance(source, Mapping):
        return {
            "name": str(source.get("name", "")),
            "side": str(source.get("side", "npc")),
            "stats": copy.deepcopy(dict(source.get("stats", {}))),
            "notes": str(source.get("notes", "")),
            "image": source.get("image"),
        }
    return {
        "name": source.name,
        "side": source.side,
        "stats": copy.deepcopy(dict(source.stats)),
        "notes": source.notes,
        "image": getattr(source, "image", None),
    }


def add_from_template(
    enc: Encounter,
    source: CharacterTemplate | SavedCharacter | Mapping[str, Any],
    *,
    zone: str,
    count: int = 1,
    name: str | None = None,
    side: str | None = None,
) -> list[str]:
    """Add ``count`` combatants made from ``source`` to ``zone`` as one undo step.

    Several copies get numbered names ("Cultist 1" …) and spread over free spots; none lands
    on another token. Returns the names given."""
    if not isinstance(count, int) or not 1 <= count <= MAX_COPIES:
        raise EncounterError(
            translate("core", "Add between 1 and {max_copies} copies at a time.").format(
                max_copies=MAX_COPIES
            )
        )
    t = template_from(source)
    side = side or t["side"]
    if side not in SIDES:
        raise EncounterError(
            translate("core", "Unknown side {side!r}; choose from {sides}.").format(
                side=side, sides=", ".join(SIDES)
            )
        )
    names = numbered_names(enc, name or t["name"], count)
    spots = free_spots(enc, zone, count)
    label = names[0] if count == 1 else f"{count} × {re.sub(r' 1$', '', names[0])}"
    with enc.transaction(translate("core", "Add {label}").format(label=label)):
        for who, spot in zip(names, spots, strict=True):
            enc.add_combatant(
                who,
                zone=zone,
                side=side,
                position=spot,
                stats=copy.deepcopy(t["stats"]),
                notes=t["notes"],
                image=t["image"],
            )
    return names


# -- the party library ------------------------------------------------------------------------
def characters_to_dict(ruleset: str, characters: Sequence[SavedCharacter]) -> dict[str, Any]:
    return {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "ruleset": ruleset,
        "characters": [c.as_dict() for c in characters],
    }


def saved_from_encounter(enc: Encounter, names: Sequence[str]) -> list[SavedCharacter]:
    """The named combatants as the library keeps them."""
    out = []
    for n in names:
        c = enc.combatant(n)
        out.append(SavedCharacter(c.name, c.side, copy.deepcopy(dict(c.stats)), c.notes, c.image))
    return out


def save_characters(path: str | Path, ruleset: str, characters: Sequence[SavedCharacter]) -> None:
    """Write a character file atomically (one character or a whole side)."""
    from core.io import atomic_write_bytes

    if not characters:
        raise EncounterError(translate("core", "Pick at least one combatant to save."))
    data = characters_to_dict(ruleset, characters)
    text = json.dumps(data, ensure_ascii=False, indent=1, allow_nan=False)
    atomic_write_bytes(path, text.encode("utf-8"))


def load_characters(path: str | Path) -> CharacterFile:
    """Read a character file; raises :class:`CharacterFileError` naming what was wrong."""
    p = Path(path)
    try:
        if p.stat().st_size > MAX_FILE_BYTES:
            raise CharacterFileError(
                p, translate("core", "the file is too big to be a character file (> 20 MB).")
            )
        raw = p.read_bytes()
    except OSError as exc:
        raise CharacterFileError(
            p, translate("core", "can't be read ({value}).").format(value=exc.strerror or exc)
        ) from None
    try:
        data = json.loads(raw.decode("utf-8"), parse_constant=_refuse_constant)
    except (UnicodeDecodeError, json.JSONDecodeError, ValueError, RecursionError) as exc:
        raise CharacterFileError(
            p, translate("core", "is not a character file ({exc}).").format(exc=exc)
        ) from None
    return characters_from_dict(data, p)


def _refuse_constant(name: str) -> Any:
    raise ValueError(
        translate("core", "{name} is not a number a character file may hold").format(name=name)
    )


def characters_from_dict(data: Any, path: str | Path | None = None) -> CharacterFile:
    if not isinstance(data, dict) or data.get("format") != FORMAT_NAME:
        raise CharacterFileError(path, translate("core", "is not a Zonekeeper character file."))
    version = data.get("version")
    if not isinstance(version, int) or version > FORMAT_VERSION:
        raise CharacterFileError(
            path,
            translate("core", "was written by a newer Zonekeeper (version {version}).").format(
                version=version
            ),
        )
    ruleset = data.get("ruleset")
    if not isinstance(ruleset, str) or not ruleset:
        raise CharacterFileError(path, translate("core", "names no ruleset."))
    rows = data.get("characters")
    if not isinstance(rows, list) or not rows:
        raise CharacterFileError(path, translate("core", "holds no characters."))
    chars = [_character(row, i, path) for i, row in enumerate(rows)]
    return CharacterFile(ruleset, tuple(chars))


def _character(row: Any, i: int, path: str | Path | None) -> SavedCharacter:
    from core.io import is_image_data_uri

    where = f"characters[{i}]"
    if not isinstance(row, dict):
        raise CharacterFileError(
            path, translate("core", "{where} is not a character.").format(where=where)
        )
    name = row.get("name")
    if not isinstance(name, str) or not name.strip() or len(name) > 200:
        raise CharacterFileError(
            path, translate("core", "{where}.name must be a non-empty text.").format(where=where)
        )
    side = row.get("side", "pc")
    if side not in SIDES:
        raise CharacterFileError(
            path,
            translate("core", "{where}.side must be one of {sides}.").format(
                where=where, sides=", ".join(SIDES)
            ),
        )
    stats = row.get("stats", {})
    if not isinstance(stats, dict):
        raise CharacterFileError(
            path, translate("core", "{where}.stats must be a table of values.").format(where=where)
        )
    notes = row.get("notes", "")
    if not isinstance(notes, str):
        raise CharacterFileError(
            path, translate("core", "{where}.notes must be text.").format(where=where)
        )
    image = row.get("image")
    if image is not None and not is_image_data_uri(image):
        raise CharacterFileError(
            path,
            translate("core", "{where}.image must be an embedded PNG/JPEG/WebP.").format(
                where=where
            ),
        )
    return SavedCharacter(name.strip(), side, stats, notes, image)


def check_ruleset(enc: Encounter, lib: CharacterFile, path: str | Path | None = None) -> None:
    """A character file's ruleset must be the encounter's."""
    if lib.ruleset != enc.ruleset.name:
        raise CharacterFileError(
            path,
            translate("core", "holds {ruleset} characters; this encounter plays {name}.").format(
                ruleset=lib.ruleset, name=enc.ruleset.name
            ),
        )


# -- equipment ----------------------------------------------------------------------------------
def equip(enc: Encounter, name: str, field_id: str, item_id: str) -> None:
    """Give ``name`` the table's item ``item_id`` (a weapon, armour …) from the sheet's
    ``field_id`` picker: a deliberate, logged change of equipment, one undo step."""
    sheet_field = enc.combat.character_sheet().field(field_id)
    item = next((i for i in sheet_field.items if i.id == item_id), None)
    if item is None:
        raise EncounterError(
            translate("core", "{label} has no {item!r} to pick.").format(
                label=sheet_field.label, item=item_id
            )
        )
    stats = copy.deepcopy(dict(enc.combatant(name).stats))
    carried = list(get_path(stats, field_id) or [])
    carried.append(copy.deepcopy(dict(item.data)))
    # the ruleset's own check, as for any sheet edit (BRP refuses two weapons with one id)
    set_path(stats, field_id, enc.combat.check_sheet_value(field_id, carried))
    with enc.transaction(
        translate("core", "{name} takes up {split}").format(
            name=name, split=item.label.split(" — ")[0]
        )
    ):
        enc.update_combatant(name, stats=stats)
        enc.add_log(
            "equipment",
            translate("core", "{name} takes up {label}.").format(name=name, label=item.label),
            who=name,
            item=item_id,
        )


def unequip(enc: Encounter, name: str, field_id: str, index: int) -> None:
    """Put down the ``index``-th entry of ``name``'s ``field_id`` list (a weapon, armour …):
    the counterpart of :func:`equip`, logged, one undo step."""
    sheet_field = enc.combat.character_sheet().field(field_id)
    stats = copy.deepcopy(dict(enc.combatant(name).stats))
    carried = list(get_path(stats, field_id) or [])
    if not 0 <= index < len(carried):
        raise EncounterError(
            translate("core", "{name}'s {label} has no entry {value}.").format(
                name=name, label=sheet_field.label, value=index + 1
            )
        )
    entry = carried.pop(index)
    what = _entry_label(sheet_field, entry)
    set_path(stats, field_id, carried)
    with enc.transaction(translate("core", "{name} puts down {what}").format(name=name, what=what)):
        enc.update_combatant(name, stats=stats)
        enc.add_log(
            "equipment",
            translate("core", "{name} puts down {what}.").format(name=name, what=what),
            who=name,
        )


def _entry_label(sheet_field: Any, entry: Any) -> str:
    for item in sheet_field.items:
        if entry == item.id or (isinstance(entry, Mapping) and dict(item.data) == dict(entry)):
            return str(item.label.split(" — ")[0])
    if isinstance(entry, Mapping):
        return str(entry.get("name") or entry.get("id") or translate("core", "an item"))
    return str(entry)
