"""The YZE character sheet as data (seed 000), and the one function behind each derived value.

Every stat the YZE rules read from ``combatant.stats`` is a field here: the four attributes,
the ten skills, the Health and Resolve overrides, weapons and armour picked from the tables,
and the few switches the rules look at (size, humanoid, beast, minor NPC, scope, vehicle). The
rules read the derived values through the functions below (:func:`max_health_of`,
:func:`max_resolve_of`, :func:`carried_ids`, :func:`worn_armour`), so the sheet shows what
the fight uses.

>>> stats = {"strength": 3, "agility": 4, "wits": 2, "empathy": 3}
>>> derived_values(stats)
{'max_health': 7, 'max_resolve': 5}
>>> max_health_of({**stats, "health": 10})   # a creature's fixed Health
10
>>> carried_ids({"weapons": ["knife", {"id": "pistol", "name": "Pistol"}]})
['knife', 'pistol']
>>> worn_armour({"armour": [{"id": "light", "name": "Leather", "rating": 2}]})
{'rating': 2, 'name': 'Leather'}

This module sits low among the ruleset's files: it imports no other YZE module but the skill
names, so damage, attacks and the runner can all read it.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from typing import Any

from core.dice import STEP_ORDER
from core.i18n import rule_text, translate
from core.rules.base import RuleError
from core.rules.labels import Labels
from core.rules.runner import (
    CharacterSheet,
    ItemChoice,
    SheetField,
    SheetSection,
    check_field_value,
)
from core.rules.yze import skills as _skills
from core.rules.yze.skills import ATTRIBUTES, SKILL_ATTRIBUTE, SKILL_LABELS

SEED = "seed 000"

ATTRIBUTE_LABELS: Mapping[str, str] = Labels(
    "yze",
    {a: _skills.ATTRIBUTE_LABELS.english(a) for a in ("strength", "agility", "wits", "empathy")},
)

ATTRIBUTE_RANGE: tuple[int, int] = (1, 12)
"""Seed 000 points to its "página 5" for attributes, a page it does not hold. People run 1–5 in
YZE games; creatures go higher (a reading: the sheet allows 1–12)."""

SKILL_RANGE: tuple[int, int] = (0, 10)
"""Skills: 0 (untrained: the attribute dice alone) up to 10 for a creature (a reading)."""

TRACK_RANGE: tuple[int, int] = (1, 40)
"""A typed Health or Resolve (a creature's fixed track) — a reading."""

SIZES: tuple[str, ...] = ("normal", "large", "small")
"""``ranged_modifiers.json``: a large target +2, a small one −2."""


# -- derived values: one function each ---------------------------------------------------------
def points(value: Any) -> int:
    """A stat as points: a number, or a step rating A–D as steps (A = 4 … D = 1)."""
    if isinstance(value, str) and value.strip().upper() in STEP_ORDER:
        return len(STEP_ORDER) - STEP_ORDER.index(value.strip().upper())
    try:
        return max(0, int(value))
    except (TypeError, ValueError):
        return 0


def max_health_of(stats: Mapping[str, Any]) -> int:
    """Health: the typed ``health`` (a creature's), else Strength + Agility.

    The seed points to its "página 5" for the formula but does not hold it; this is the
    reading. Without the stats the track is 1 (down at the first hit)."""
    if stats.get("health") not in (None, ""):
        return max(1, points(stats["health"]))
    return max(1, points(stats.get("strength", 0)) + points(stats.get("agility", 0)))


def max_resolve_of(stats: Mapping[str, Any]) -> int:
    """Resolve: the typed ``resolve``, else Wits + Empathy (read as :func:`max_health_of`)."""
    if stats.get("resolve") not in (None, ""):
        return max(1, points(stats["resolve"]))
    return max(1, points(stats.get("wits", 0)) + points(stats.get("empathy", 0)))


def derived_values(stats: Mapping[str, Any]) -> dict[str, Any]:
    """The sheet's derived fields for ``stats``."""
    return {"max_health": max_health_of(stats), "max_resolve": max_resolve_of(stats)}


def carried_ids(stats: Mapping[str, Any]) -> list[str] | None:
    """The weapon ids on the sheet (entries are ids or picked rows ``{"id": …}``); ``None``
    when the sheet has no weapon list at all (an older file: any weapon of the table)."""
    listed = stats.get("weapons")
    if listed is None:
        return None
    out = []
    for w in listed:
        wid = w.get("id") if isinstance(w, Mapping) else w
        if wid:
            out.append(str(wid))
    return list(dict.fromkeys(out))


def worn_armour(stats: Mapping[str, Any]) -> dict[str, Any] | None:
    """``{"rating", "name"}`` of the armour on the sheet (the last one picked), or ``None``.

    Older files hold a bare rating in ``armour`` (and its name in ``armour_name``)."""
    armour = stats.get("armour")
    if isinstance(armour, list):
        worn = [a for a in armour if isinstance(a, Mapping) and a.get("rating") not in (None, 0)]
        if not worn:
            return None
        last = worn[-1]
        return {"rating": last["rating"], "name": str(last.get("name") or "Armour")}
    if armour in (None, 0, ""):
        return None
    return {"rating": armour, "name": str(stats.get("armour_name", "Armour"))}


def is_humanoid(stats: Mapping[str, Any]) -> bool:
    """Humanoid (blocking unarmed, seed "BLOQUEIO DESARMADO"): the sheet's ``humanoid``
    (default yes), never an animal or beast (``beast``; older files may say ``animal``)."""
    if stats.get("beast") or stats.get("animal"):
        return False
    return bool(stats.get("humanoid", True))


# -- the table pickers --------------------------------------------------------------------------
def weapon_label(row: Mapping[str, Any]) -> str:
    """ "Pistol — +2, damage 2, Medium, 1H" from a ``weapons.json`` row."""
    bits = []
    if row.get("bonus"):
        bits.append(f"+{row['bonus']}")
    bits.append(translate("yze", "damage {damage}").format(damage=row["damage"]))
    bits.append(_attacks_range_label(str(row["range"])))
    if row.get("grip"):
        bits.append(str(row["grip"]))
    if row.get("thrown") and row.get("skill") == "melee":
        bits.append(translate("yze", "can be thrown"))
    return f"{rule_text(row, 'name')} — {', '.join(bits)}"


def weapon_items(rows: Iterable[Mapping[str, Any]]) -> tuple[ItemChoice, ...]:
    """The weapon picker: every row of the encounter's weapon table but Unarmed (always at
    hand). What goes into the stats is the id (and name): the numbers stay in the table."""
    return tuple(
        ItemChoice(str(r["id"]), weapon_label(r), _entry(r)) for r in rows if not r.get("unarmed")
    )


def _entry(row: Mapping[str, Any]) -> dict[str, Any]:
    """A picked weapon in the stats: id and name; a custom weapon's whole row too, so the
    character's file carries it (``yze.weapons``)."""
    entry: dict[str, Any] = {"id": str(row["id"]), "name": str(row["name"])}
    if row.get("custom"):
        entry["row"] = copy.deepcopy(dict(row))
    return entry


def armour_items(rows: Iterable[Mapping[str, Any]], *, step: bool) -> tuple[ItemChoice, ...]:
    """The armour picker from ``armour_types.json`` (a rating A–D in a step-dice game)."""
    out = []
    for r in rows:
        rating = r["step_rating"] if step else r["rating"]
        label = translate("yze", "{name} — armour rating {rating}").format(
            name=rule_text(r, "name"), rating=rating
        )
        out.append(
            ItemChoice(str(r["id"]), label, {"id": r["id"], "name": r["name"], "rating": rating})
        )
    return tuple(out)


# -- the sheet ----------------------------------------------------------------------------------
def _attribute_field(attr: str, step: bool) -> SheetField:
    label = ATTRIBUTE_LABELS[attr]
    if step:
        return SheetField(attr, label, "choice", "C", choices=STEP_ORDER, source=SEED)
    lo, hi = ATTRIBUTE_RANGE
    return SheetField(
        attr, label, "int", 3, lo, hi, source=SEED, help=translate("yze", "Base dice of its skills")
    )


def _skill_field(skill: str, step: bool) -> SheetField:
    label = SKILL_LABELS[skill]
    attr = ATTRIBUTE_LABELS[SKILL_ATTRIBUTE[skill]]
    help_text = translate("yze", "Rolled with {attr}").format(attr=attr)
    if step:
        return SheetField(
            skill,
            label,
            "choice",
            "",
            choices=("", *STEP_ORDER),
            choice_labels=(translate("yze", "untrained"), *STEP_ORDER),
            source=SEED,
            help=help_text,
        )
    lo, hi = SKILL_RANGE
    return SheetField(skill, label, "int", 0, lo, hi, source=SEED, help=help_text)


def _track_fields() -> tuple[SheetField, ...]:
    lo, hi = TRACK_RANGE
    return (
        SheetField(
            "max_health",
            translate("yze", "Health"),
            "int",
            derived=True,
            source=SEED,
            help=translate("yze", "Strength + Agility, or the Health typed below"),
        ),
        SheetField(
            "max_resolve",
            translate("yze", "Resolve"),
            "int",
            derived=True,
            source=SEED,
            help=translate("yze", "Wits + Empathy, or the Resolve typed below"),
        ),
        SheetField(
            "health",
            translate("yze", "Health (creature's own)"),
            "int",
            None,
            lo,
            hi,
            source=SEED,
            help=translate("yze", "Leave empty for Strength + Agility"),
        ),
        SheetField(
            "resolve",
            translate("yze", "Resolve (creature's own)"),
            "int",
            None,
            lo,
            hi,
            source=SEED,
            help=translate("yze", "Leave empty for Wits + Empathy"),
        ),
    )


def _trait_fields() -> tuple[SheetField, ...]:
    return (
        SheetField(
            "size",
            translate("yze", "Size"),
            "choice",
            "normal",
            choices=SIZES,
            choice_labels=(
                translate("yze", "normal"),
                translate("yze", "large"),
                translate("yze", "small"),
            ),
            source="ranged_modifiers.json",
            help=translate("yze", "Shooting a large target +2, small −2"),
        ),
        SheetField(
            "humanoid",
            translate("yze", "Humanoid"),
            "bool",
            True,
            source="blocking.json",
            help=translate("yze", "Unarmed, you can only block a humanoid's unarmed attacks"),
        ),
        SheetField(
            "beast",
            translate("yze", "Animal or beast"),
            "bool",
            False,
            source="blocking.json",
            help=translate("yze", "Its attacks can't be blocked unarmed"),
        ),
        SheetField(
            "minor",
            translate("yze", "Minor NPC"),
            "bool",
            False,
            source=translate("yze", "seed 000: broken NPCs"),
            help=translate("yze", "May simply die when broken (setting yze.broken_minor_npc_dies)"),
        ),
        SheetField(
            "scope",
            translate("yze", "Telescopic sight"),
            "bool",
            False,
            source="attack_situational_modifiers.json",
            help=translate("yze", "On a ranged weapon: aim as a slow action for +3"),
        ),
        SheetField(
            "vehicle", translate("yze", "Is a vehicle"), "bool", False, source="actions_fast.json"
        ),
        SheetField(
            "in_vehicle",
            translate("yze", "In a vehicle"),
            "bool",
            False,
            source="actions_fast.json",
        ),
        SheetField(
            "gear",
            translate("yze", "Gear and talents"),
            "str",
            "",
            source=SEED,
            help=translate("yze", "Notes for the table; the rules don't read them"),
        ),
    )


def build_sheet(
    weapon_rows: Iterable[Mapping[str, Any]],
    armour_rows: Iterable[Mapping[str, Any]],
    *,
    step: bool = False,
) -> CharacterSheet:
    """The sheet for an encounter's weapon table and armour rows (``step``: A–D ratings)."""
    return CharacterSheet(
        (
            SheetSection(
                "attributes",
                translate("yze", "Attributes"),
                tuple(_attribute_field(a, step) for a in ATTRIBUTES),
            ),
            SheetSection(
                "skills",
                translate("yze", "Skills"),
                tuple(_skill_field(s, step) for s in SKILL_LABELS),
            ),
            SheetSection("tracks", translate("yze", "Health and Resolve"), _track_fields()),
            SheetSection(
                "weapons",
                translate("yze", "Weapons"),
                (
                    SheetField(
                        "weapons",
                        translate("yze", "Weapons"),
                        "items",
                        [],
                        items=weapon_items(weapon_rows),
                        source=translate("yze", "weapons.json (weapons)"),
                        help=translate("yze", "Unarmed is always at hand"),
                    ),
                ),
            ),
            SheetSection(
                "armour",
                translate("yze", "Armour"),
                (
                    SheetField(
                        "armour",
                        translate("yze", "Body armour"),
                        "items",
                        [],
                        items=armour_items(armour_rows, step=step),
                        source=translate("yze", "armour_types.json (Zonekeeper's own)"),
                        help=translate("yze", "The last one picked is worn"),
                    ),
                ),
            ),
            SheetSection("traits", translate("yze", "Type and gear"), _trait_fields()),
        )
    )


# -- checking a value ---------------------------------------------------------------------------
def check_value(
    sheet: CharacterSheet,
    field_id: str,
    value: Any,
    *,
    weapon_names: Mapping[str, str],
    step: bool = False,
    custom_rows: Mapping[str, Mapping[str, Any]] | None = None,
) -> Any:
    """``value`` typed for ``field_id``, or a :class:`RuleError` a GM understands.

    ``weapon_names`` maps the weapon table's ids to names (weapons not in the table are
    refused). A typed Health or Resolve may be cleared (empty)."""
    f = sheet.field(field_id)
    if field_id in ("health", "resolve") and value in (None, ""):
        return None
    if field_id == "weapons":
        return _check_weapons(f, value, weapon_names, custom_rows or {})
    if field_id == "armour":
        return _check_armour(f, value, step=step)
    return check_field_value(f, value)


def _check_weapons(
    f: SheetField,
    value: Any,
    names: Mapping[str, str],
    custom: Mapping[str, Mapping[str, Any]],
) -> list[dict[str, Any]]:
    if not isinstance(value, (list, tuple)):
        raise RuleError(
            translate("yze", "{label} is a list of weapons picked from the weapon table.").format(
                label=f.label
            )
        )
    out = []
    for entry in value:
        wid = entry.get("id") if isinstance(entry, Mapping) else entry
        if not isinstance(wid, str) or wid not in names:
            known = ", ".join(names.values())
            raise RuleError(
                translate(
                    "yze", "{label}: {wid!r} is not in the weapon table (pick from {known})."
                ).format(label=f.label, wid=wid, known=known)
            )
        out.append(_entry(custom[wid]) if wid in custom else {"id": wid, "name": names[wid]})
    return out


def _check_armour(f: SheetField, value: Any, *, step: bool) -> list[dict[str, Any]]:
    if value in (None, "", 0):
        return []
    if not isinstance(value, (list, tuple)):
        value = [{"id": "custom", "name": "Armour", "rating": value}]
    out = []
    for entry in value:
        if not isinstance(entry, Mapping):
            raise RuleError(
                translate("yze", "{label} is a list of armour picked from the table.").format(
                    label=f.label
                )
            )
        out.append({**dict(entry), "rating": _check_rating(entry.get("rating"), step=step)})
    return out


def _check_rating(rating: Any, *, step: bool) -> int | str:
    if step:
        if isinstance(rating, str) and rating.strip().upper() in STEP_ORDER:
            return rating.strip().upper()
        raise RuleError(
            translate(
                "yze", "An armour rating is A, B, C or D in a step-dice game (got {rating!r})."
            ).format(rating=rating)
        )
    if isinstance(rating, bool) or not isinstance(rating, int) or not 0 <= rating <= 20:
        raise RuleError(
            translate(
                "yze", "An armour rating is a whole number from 0 to 20 (got {rating!r})."
            ).format(rating=rating)
        )
    return rating


__all__ = [
    "ATTRIBUTE_LABELS",
    "build_sheet",
    "carried_ids",
    "check_value",
    "derived_values",
    "is_humanoid",
    "max_health_of",
    "max_resolve_of",
    "points",
    "weapon_items",
    "weapon_label",
    "worn_armour",
]


def _attacks_range_label(band: str) -> str:
    """A range band's name in the UI language (``range_bands.json``)."""
    from core.rules.yze.attacks import RANGE_LABELS

    return RANGE_LABELS.get(band, band.title())
