"""BRP's character sheet as data, and the derived values the rules read through it.

The sheet (:func:`character_sheet`) lists every stat the ruleset's code reads from
``enc.combatant(name).stats`` — characteristics, the DEX-rank and hit-point overrides, damage
modifier, armour, shield, skills, weapons — each with its kind, range and default. Derived values
(:func:`derived_values`: Agility = DEX×5 and the other characteristic rolls, the DEX rank, total
hit points, the major-wound threshold, point-blank range) are computed here **and the rules
read them through the same functions** (:func:`characteristic_roll`, :func:`base_dex_rank`,
:func:`total_hit_points`, :func:`wound_threshold`, :func:`point_blank_metres`): one function
decides each rule.

The seed gives no damage-modifier table (STR+SIZ) and no weapon table, so ``db`` stays a typed
field (dice text) and the weapons come from ``resources/rules/brp/weapons.json`` (the app's own
numbers, natural weapons from the seed).

>>> sheet = character_sheet()
>>> [s.id for s in sheet.sections]
['characteristics', 'derived', 'combat', 'skills', 'equipment']
>>> values = derived_values({"dex": 14, "con": 12, "siz": 13})
>>> values["agility"], values["dex_rank_start"], values["total_hp"], values["major_wound"]
(70, 14, 13, 7)
>>> check_value(sheet.field("db"), "+1D4")
'+1D4'
>>> check_value(sheet.field("dex"), 0)
Traceback (most recent call last):
...
core.rules.base.RuleError: DEX must be between 1 and 200 (got 0).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from functools import cache
from typing import Any

from core.i18n import language, rule_text, translate
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.brp.words import QT_TRANSLATE_NOOP, tr, word
from core.rules.runner import (
    CharacterSheet,
    ItemChoice,
    SheetField,
    SheetSection,
    check_field_value,
)

CHARACTERISTICS: tuple[tuple[str, str, int, str], ...] = (
    ("str", "STR", 10, QT_TRANSLATE_NOOP("brp", "Strength: Effort (STR×5), wind, disarm")),
    (
        "con",
        "CON",
        10,
        QT_TRANSLATE_NOOP("brp", "Constitution: hit points, Stamina (CON×5), poison, asphyxiation"),
    ),
    (
        "siz",
        "SIZ",
        13,
        QT_TRANSLATE_NOOP("brp", "Size: hit points, large/small targets, knockback, falling"),
    ),
    ("int", "INT", 13, QT_TRANSLATE_NOOP("brp", "Intelligence: Idea (INT×5)")),
    ("pow", "POW", 10, QT_TRANSLATE_NOOP("brp", "Power: Luck (POW×5)")),
    (
        "dex",
        "DEX",
        10,
        QT_TRANSLATE_NOOP(
            "brp", "Dexterity: the DEX rank, Agility (DEX×5), point-blank range DEX/3 m"
        ),
    ),
    ("cha", "CHA", 10, QT_TRANSLATE_NOOP("brp", "Charisma")),
    ("edu", "EDU", 13, QT_TRANSLATE_NOOP("brp", "Education: Know (EDU×5)")),
)
"""(stats key, label, default, help). Defaults are an average human (3D6 → 10, 2D6+6 → 13:
the BRP standard rolls; the seed gives none)."""

CHARACTERISTIC_MAX = 200
"""Characteristics run 3–18 for humans (SIZ, INT, EDU 8–18); creatures go far beyond (the
seed's falling rule counts SIZ 21–40, 41–60 …), so the sheet accepts 1–200."""

CHARACTERISTIC_ROLLS: dict[str, tuple[str, int, str]] = {
    "agility": ("dex", 5, QT_TRANSLATE_NOOP("brp", "Agility")),
    "agilidade": ("dex", 5, "Agility"),
    "idea": ("int", 5, QT_TRANSLATE_NOOP("brp", "Idea")),
    "ideia": ("int", 5, "Idea"),
    "luck": ("pow", 5, QT_TRANSLATE_NOOP("brp", "Luck")),
    "sorte": ("pow", 5, "Luck"),
    "stamina": ("con", 5, QT_TRANSLATE_NOOP("brp", "Stamina")),
    "effort": ("str", 5, QT_TRANSLATE_NOOP("brp", "Effort")),
    "know": ("edu", 5, QT_TRANSLATE_NOOP("brp", "Know")),
}
"""Named characteristic rolls: name → (characteristic, multiplier, English name)."""

SHIELDS: tuple[str, ...] = ("none", "medium_or_small", "full", "large")
SKILL_MAX = 300
DERIVED_ROLLS: tuple[str, ...] = ("agility", "idea", "luck", "stamina", "effort", "know")
UNARMED_ID = "unarmed"


# -- the derived values: one function per rule --------------------------------------------------
def stat_number(stats: Mapping[str, Any], key: str) -> int | None:
    """A characteristic or override as a whole number (``"dex"`` or ``"DEX"``), else ``None``."""
    value = stats.get(key, stats.get(key.upper()))
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return int(value)


def characteristic_roll(stats: Mapping[str, Any], roll: str) -> tuple[str, int, int | None]:
    """(characteristic, multiplier, percentage) of a named roll: Agility = DEX×5 …; the
    percentage is ``None`` when the sheet lacks the characteristic. ``KeyError`` for a name
    that is no characteristic roll.

    >>> characteristic_roll({"dex": 12}, "Agility")
    ('dex', 5, 60)
    >>> characteristic_roll({}, "Idea")
    ('int', 5, None)
    """
    char, mult, _name = CHARACTERISTIC_ROLLS[roll.strip().lower()]
    value = stat_number(stats, char)
    return char, mult, None if value is None else value * mult


def base_dex_rank(stats: Mapping[str, Any]) -> int | None:
    """The DEX rank a round starts from: stats ``dex_rank`` (an override) else ``dex``."""
    override = stat_number(stats, "dex_rank")
    return override if override is not None else stat_number(stats, "dex")


def total_hit_points(stats: Mapping[str, Any]) -> int | None:
    """Total hit points: stats ``hp`` (an override), else ⌈(CON + SIZ) / 2⌉ (BRP standard),
    else ``None``."""
    given = stat_number(stats, "hp")
    if given is not None:
        return given
    con, siz = stat_number(stats, "con"), stat_number(stats, "siz")
    if con is None or siz is None:
        return None
    return math.ceil((con + siz) / 2)


def wound_threshold(total_hp: int | None, rule: str = "half_hp") -> int | None:
    """Damage in one wound that makes a major wound: ⌈total / 2⌉ under ``half_hp`` (setting
    ``brp.major_wound_threshold``), ``None`` under ``none`` or without hit points."""
    if rule == "none" or total_hp is None:
        return None
    return math.ceil(total_hp / 2)


def point_blank_metres(dex: int | None, rounding: str = "none") -> float | None:
    """Point-blank range, DEX/3 metres (``point_blank.json``), rounded per
    ``brp.point_blank_rounding`` (``none`` keeps the fraction)."""
    if dex is None:
        return None
    value = dex / 3
    if rounding == "up":
        return float(math.ceil(value - 1e-9))
    if rounding == "down":
        return float(math.floor(value + 1e-9))
    return value


def derived_values(
    stats: Mapping[str, Any], setting: Callable[[str], Any] | None = None
) -> dict[str, Any]:
    """Every derived field's value for ``stats`` (``None`` where the sheet lacks what it reads).

    ``setting`` reads a BRP setting (the major-wound rule, point-blank rounding); the BRP
    standard when omitted."""

    def read(key: str, default: Any) -> Any:
        return default if setting is None else setting(key)

    out: dict[str, Any] = {}
    for roll in DERIVED_ROLLS:
        out[roll] = characteristic_roll(stats, roll)[2]
    out["dex_rank_start"] = base_dex_rank(stats)
    total = total_hit_points(stats)
    out["total_hp"] = total
    out["major_wound"] = wound_threshold(total, read("brp.major_wound_threshold", "half_hp"))
    pb = point_blank_metres(stat_number(stats, "dex"), read("brp.point_blank_rounding", "none"))
    out["point_blank_m"] = None if pb is None else round(pb, 1)
    return out


# -- weapons from the table ---------------------------------------------------------------------
@cache
def _weapon_table() -> dict[str, Any]:
    return load_table("brp", "weapons")


@cache
def _natural_damage() -> dict[str, str]:
    rows = load_table("brp", "natural_weapons")["rows"]
    return {r["weapon"]: r["damage"] for r in rows if "weapon" in r}


def unarmed_weapon() -> dict[str, Any]:
    """The weapon everyone has: Unarmed (Brawl 1D3 + damage modifier, ``weapons.json``)."""
    row = _weapon_table()["unarmed"]
    keep = ("id", "name", "skill", "damage", "length", "siz")
    return {k: row[k] for k in keep} | {"unarmed": True, "name": rule_text(row, "name")}


def weapon_label(w: Mapping[str, Any]) -> str:
    """A weapon with its numbers: "Revolver — 1D8, 15 m, impale", "Broadsword — 1D8+1+db,
    medium, slash", "Claw — 1D6+db"."""
    natural = w.get("natural")
    damage = str(w.get("damage") or _natural_damage().get(str(natural), "?"))
    missile = w.get("range_m") is not None
    plus_db = w.get("plus_db", not (missile and w.get("type") != "thrown"))
    if plus_db:
        damage += "+½db" if w.get("type") == "thrown" else "+db"
    bits = [damage]
    if missile:
        bits.append(f"{float(w['range_m']):g} m")
    elif not natural:
        bits.append(word(str(w.get("length") or "medium")))
    special = w.get("special")
    if special and special != "none":
        bits.append(word(str(special)))
    if w.get("autofire"):
        bits.append(translate("brp", "autofire"))
    if w.get("two_handed"):
        bits.append(translate("brp", "two-handed"))
    name = w.get("name") or str(natural or translate("brp", "Weapon")).replace("_", " ").title()
    return f"{name} — {', '.join(bits)}"


def _item_data(row: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in row.items() if k not in ("source", "section")}


def weapon_items() -> tuple[ItemChoice, ...]:
    """The weapons table as the sheet's picker offers it (in the UI language)."""
    return _weapon_items(language())


@cache
def _weapon_items(lang: str) -> tuple[ItemChoice, ...]:
    return tuple(
        ItemChoice(str(r["id"]), weapon_label(r | {"name": rule_text(r, "name")}), _item_data(r))
        for r in _weapon_table()["rows"]
    )


def shield_labels() -> tuple[str, ...]:
    """The shield choices with their block chances (``shields_vs_missiles.json``)."""
    rows = {
        r["shield"]: r for r in load_table("brp", "shields_vs_missiles")["rows"] if "shield" in r
    }
    out = [translate("brp", "No shield")]
    for key in SHIELDS[1:]:
        r = rows.get(key, {})
        words = {
            "medium_or_small": translate("brp", "Medium or small shield"),
            "full": translate("brp", "Full shield"),
            "large": translate("brp", "Large shield"),
        }.get(key) or key.replace("_", " ").capitalize() + " shield"
        chance = r.get("block_chance")
        kneel = r.get("kneeling_block_chance")
        if chance is not None:
            words += translate("brp", " — blocks missiles {chance}%").format(chance=chance)
            if kneel is not None:
                words += translate("brp", " ({kneel}% kneeling)").format(kneel=kneel)
        out.append(words)
    return tuple(out)


SKILL_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("brp", "Dodge"),
    QT_TRANSLATE_NOOP("brp", "Brawl"),
    QT_TRANSLATE_NOOP("brp", "Jump"),
    QT_TRANSLATE_NOOP("brp", "Ride"),
    QT_TRANSLATE_NOOP("brp", "Swim"),
    QT_TRANSLATE_NOOP("brp", "Spot"),
    QT_TRANSLATE_NOOP("brp", "Listen"),
    QT_TRANSLATE_NOOP("brp", "First Aid"),
    QT_TRANSLATE_NOOP("brp", "Climb"),
    QT_TRANSLATE_NOOP("brp", "Stealth"),
    QT_TRANSLATE_NOOP("brp", "Throw"),
    QT_TRANSLATE_NOOP("brp", "Command"),
    QT_TRANSLATE_NOOP("brp", "Medicine"),
    QT_TRANSLATE_NOOP("brp", "Fly"),
    QT_TRANSLATE_NOOP("brp", "Bite"),
    QT_TRANSLATE_NOOP("brp", "Bow"),
    QT_TRANSLATE_NOOP("brp", "Broadsword"),
    QT_TRANSLATE_NOOP("brp", "Claw"),
    QT_TRANSLATE_NOOP("brp", "Club"),
    QT_TRANSLATE_NOOP("brp", "Dagger"),
    QT_TRANSLATE_NOOP("brp", "Handgun"),
    QT_TRANSLATE_NOOP("brp", "Knife"),
    QT_TRANSLATE_NOOP("brp", "Rifle"),
    QT_TRANSLATE_NOOP("brp", "SMG"),
    QT_TRANSLATE_NOOP("brp", "Shield"),
    QT_TRANSLATE_NOOP("brp", "Spear"),
    QT_TRANSLATE_NOOP("brp", "Axe"),
    QT_TRANSLATE_NOOP("brp", "Staff"),
    QT_TRANSLATE_NOOP("brp", "Crossbow"),
    QT_TRANSLATE_NOOP("brp", "Javelin"),
)
"""The skills the sheet, the templates and the weapons name (stored in English, the names the
rules look up), each shown in the UI language (:func:`skill_labels`)."""


def skill_labels() -> tuple[tuple[str, str], ...]:
    """``(name, words in the UI language)`` for :data:`SKILL_NAMES` (a ``skills`` field's
    ``key_labels``)."""
    return tuple((name, tr(name)) for name in SKILL_NAMES)


# -- the sheet ----------------------------------------------------------------------------------
def _characteristics() -> SheetSection:
    fields = tuple(
        SheetField(
            key,
            label,
            "int",
            default,
            1,
            CHARACTERISTIC_MAX,
            source=translate(
                "brp", "BRP characteristics (3D6 or 2D6+6 for a human; creatures beyond)"
            ),
            help=tr(help_),
        )
        for key, label, default, help_ in CHARACTERISTICS
    )
    return SheetSection("characteristics", translate("brp", "Characteristics"), fields)


def _derived() -> SheetSection:
    rolls = tuple(
        SheetField(
            roll,
            f"{tr(CHARACTERISTIC_ROLLS[roll][2])} ({CHARACTERISTIC_ROLLS[roll][0].upper()}×5)",
            "int",
            derived=True,
            source=translate(
                "brp",
                "characteristic roll (BRP standard; the seed rolls Agility, Idea, "
                "Luck, Stamina by name)",
            ),
        )
        for roll in DERIVED_ROLLS
    )
    others = (
        SheetField(
            "dex_rank_start",
            translate("brp", "DEX rank"),
            "int",
            derived=True,
            source="dex_ranks.json",
            help=translate("brp", "DEX, or the DEX-rank override"),
        ),
        SheetField(
            "total_hp",
            translate("brp", "Hit points (total)"),
            "int",
            derived=True,
            source=translate("brp", "BRP standard ⌈(CON+SIZ)/2⌉"),
            help=translate("brp", "The hit-point override, else ⌈(CON + SIZ) / 2⌉"),
        ),
        SheetField(
            "major_wound",
            translate("brp", "Major wound (damage in one wound)"),
            "int",
            derived=True,
            source=translate("brp", "setting brp.major_wound_threshold"),
            help=translate("brp", "Half the total hit points, rounded up"),
        ),
        SheetField(
            "point_blank_m",
            translate("brp", "Point-blank range (m)"),
            "float",
            derived=True,
            source="point_blank.json — DEX/3 m",
        ),
    )
    return SheetSection("derived", translate("brp", "Derived values"), rolls + others)


def _combat() -> SheetSection:
    return SheetSection(
        "combat",
        translate("brp", "Hit points, armour and DEX rank"),
        (
            SheetField(
                "hp",
                translate("brp", "Hit points (override)"),
                "int",
                None,
                1,
                999,
                help=translate("brp", "Empty: ⌈(CON + SIZ) / 2⌉ (BRP standard)"),
            ),
            SheetField(
                "dex_rank",
                translate("brp", "DEX rank (override)"),
                "int",
                None,
                0,
                CHARACTERISTIC_MAX,
                help=translate("brp", "Empty: DEX (powers, heavy armour … may change it)"),
            ),
            SheetField(
                "db",
                translate("brp", "Damage modifier"),
                "dice",
                "0",
                source=translate("brp", "typed: the seed has no STR+SIZ table"),
                help=translate(
                    "brp", "Dice added to melee and thrown damage: 0, +1D4, -1D4, +1D6, +2D6 …"
                ),
            ),
            SheetField(
                "armour",
                translate("brp", "Armour points"),
                "dice",
                0,
                source=translate("brp", "points or dice (damaged_armour.json: «1D8+1»)"),
                help=translate("brp", "A number or dice rolled per hit (1D8+1)"),
            ),
            SheetField(
                "shield",
                translate("brp", "Shield"),
                "choice",
                "none",
                choices=SHIELDS,
                choice_labels=shield_labels(),
                source="shields_vs_missiles.json",
            ),
        ),
    )


def _skills() -> SheetSection:
    return SheetSection(
        "skills",
        translate("brp", "Skills"),
        (
            SheetField(
                "skills",
                translate("brp", "Skills (%)"),
                "skills",
                {"Dodge": 20, "Brawl": 25},
                0,
                SKILL_MAX,
                source=translate("brp", "d100 skills; a weapon names the skill it rolls"),
                key_labels=skill_labels(),
                help=translate(
                    "brp", "Dodge, Brawl (unarmed), Jump, Ride, Swim, Spot and every weapon's skill"
                ),
            ),
        ),
    )


def _equipment() -> SheetSection:
    return SheetSection(
        "equipment",
        translate("brp", "Weapons and gear"),
        (
            SheetField(
                "weapons",
                translate("brp", "Weapons"),
                "items",
                [],
                items=weapon_items(),
                source="weapons.json",
                help=translate("brp", "What the character carries; Unarmed (Brawl) needs no entry"),
            ),
            SheetField(
                "ready",
                translate("brp", "In hand when the fight starts"),
                "str",
                "",
                help=translate("brp", "The weapon's id; empty: the first weapon carried"),
            ),
            SheetField(
                "gear",
                translate("brp", "Gear"),
                "str",
                "",
                help=translate("brp", "Anything else carried"),
            ),
        ),
    )


def character_sheet() -> CharacterSheet:
    """BRP's character sheet (sections: characteristics, derived values, combat values,
    skills, equipment), in the UI language."""
    return _character_sheet(language())


@cache
def _character_sheet(lang: str) -> CharacterSheet:
    return CharacterSheet((_characteristics(), _derived(), _combat(), _skills(), _equipment()))


# -- checking values ----------------------------------------------------------------------------
def _check_dice(f: SheetField, value: Any) -> str | int:
    from core.rules.brp.weapons import parse_dice

    if isinstance(value, bool):
        raise RuleError(
            translate("brp", "{label} is a number or dice such as 1D6 or +1D4.").format(
                label=f.label
            )
        )
    if isinstance(value, int):
        return value
    text = str(value).strip()
    if text.lstrip("+-").isdigit():
        return int(text)
    try:
        parse_dice(text)
    except RuleError:
        raise RuleError(
            translate(
                "brp", "{label} must be a number or dice such as 1D6 or +1D4 (got {value!r})."
            ).format(label=f.label, value=value)
        ) from None
    return text.upper().replace(" ", "")


def _check_weapons(f: SheetField, value: Any) -> list[dict[str, Any]]:
    from core.rules.brp.weapons import check_weapon

    entries = check_field_value(f, value)
    ids: set[str] = set()
    for i, w in enumerate(entries):
        checked = check_weapon(w, i)
        if checked["id"] in ids:
            raise RuleError(
                translate(
                    "brp", "Two weapons share the id {id!r}: give {checked_name} its own."
                ).format(id=checked["id"], checked_name=checked["name"])
            )
        ids.add(checked["id"])
    return entries


def check_value(f: SheetField, value: Any) -> Any:
    """``value`` typed for the BRP sheet field ``f``, or a :class:`RuleError` a GM can read."""
    if f.derived:
        return check_field_value(f, value)
    if f.kind == "dice":
        return _check_dice(f, value)
    if f.id == "weapons":
        return _check_weapons(f, value)
    if f.id == "ready":
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            return list(value)
        return check_field_value(f, value)
    if f.kind == "int" and value in (None, "") and f.default is None:
        return None
    if f.kind == "choice" and value not in f.choices and f.choice_labels:
        words = ", ".join(label.split(" — ")[0] for label in f.choice_labels)
        raise RuleError(
            translate("brp", "{label}: choose one of {words} (got {value!r}).").format(
                label=f.label, words=words, value=value
            )
        )
    return check_field_value(f, value)


def sheet_problems(stats: Mapping[str, Any]) -> list[str]:
    """What in ``stats`` the sheet refuses (empty when every value present passes)."""
    sheet = character_sheet()
    problems: list[str] = []
    for f in sheet.fields():
        if f.derived:
            continue
        from core.rules.runner import get_path

        value = get_path(stats, f.id)
        if value is None:
            continue
        try:
            check_value(f, value)
        except RuleError as exc:
            problems.append(str(exc))
    return problems


__all__ = [
    "CHARACTERISTICS",
    "CHARACTERISTIC_ROLLS",
    "SHIELDS",
    "SKILL_NAMES",
    "UNARMED_ID",
    "base_dex_rank",
    "character_sheet",
    "characteristic_roll",
    "check_value",
    "derived_values",
    "point_blank_metres",
    "sheet_problems",
    "skill_labels",
    "stat_number",
    "total_hit_points",
    "unarmed_weapon",
    "weapon_items",
    "weapon_label",
    "wound_threshold",
]
