"""The d20 character sheet as data, and the one function behind each number it derives.

Every stat the d20 rules read from ``combatant.stats`` is a field here. The seed
(``003_a7efcc12a8258f77.txt``) gives three attributes — Agilidade and Prontidão (initiative)
and Precisão (its tie-break) — and nothing else: Ataque, Defesa, PV, weapons and armour are the
app's generic d20 numbers, GM-entered, their tables in ``resources/rules/d20/weapons.json`` and
``armour.json`` (the app's own, marked so).

Two values are derived, never typed, and the rules read them through the same functions:
:func:`initiative_base` (Agilidade + Prontidão, the seed's formula; ``initiative.py`` adds it to
the die) and :func:`defence` (Defesa base + armour; ``combat.py`` rolls against it).

>>> stats = {"agilidade": 3, "prontidao": 2, "defesa": 12,
...          "armour": [{"id": "chain_shirt", "name": "Chain shirt", "defesa": 4}]}
>>> derived_values(stats)
{'iniciativa': 5, 'defesa_total': 16}
>>> check_value("agilidade", 40)
Traceback (most recent call last):
...
core.rules.base.RuleError: Agility must be between -5 and 20 (got 40).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from core.dice import DiceError, parse_expression
from core.i18n import language, rule_text, translate
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.labels import QT_TRANSLATE_NOOP, Labels
from core.rules.runner import (
    CharacterSheet,
    ItemChoice,
    SheetField,
    SheetSection,
    check_field_value,
    get_path,
)

WEAPON_KINDS: tuple[str, ...] = ("melee", "ranged")
"""What a weapon entry's ``kind`` may be (``weapons.json``)."""

MELEE_REACH: tuple[str, ...] = ("engaged", "same_zone")
"""Values of the ``d20.melee_reach`` setting (``melee_reach.json`` choice)."""

UNARMED_ID = "unarmed"

ATTRIBUTES: tuple[tuple[str, str], ...] = (
    ("agilidade", "Agilidade"),
    ("prontidao", "Prontidão"),
    ("precisao", "Precisão"),
)
"""The seed's attributes: (stat key, name)."""

ATTRIBUTE_LABELS = Labels(
    "d20",
    {
        "agilidade": QT_TRANSLATE_NOOP("d20", "Agility"),
        "prontidao": QT_TRANSLATE_NOOP("d20", "Alertness"),
        "precisao": QT_TRANSLATE_NOOP("d20", "Precision"),
    },
)
"""Stat key → the attribute's name in the UI language (the seed's Agilidade, Prontidão,
Precisão in Portuguese)."""

LABELS = Labels(
    "d20",
    {
        "agilidade": QT_TRANSLATE_NOOP("d20", "Agility"),
        "prontidao": QT_TRANSLATE_NOOP("d20", "Alertness"),
        "precisao": QT_TRANSLATE_NOOP("d20", "Precision"),
        "ataque": QT_TRANSLATE_NOOP("d20", "Attack bonus"),
        "defesa": QT_TRANSLATE_NOOP("d20", "Defense"),
        "pv": QT_TRANSLATE_NOOP("d20", "HP"),
        "weapons": QT_TRANSLATE_NOOP("d20", "Weapons"),
        "armour": QT_TRANSLATE_NOOP("d20", "Armour"),
    },
)
"""Stat key → the name a GM reads in the UI language (messages never show the key)."""

_APP_OWN = "Zonekeeper's own (the seed has no such number)"
_SEED = "seed 003, INICIATIVA"


# -- the tables -----------------------------------------------------------------------------------
def weapon_rows() -> list[dict[str, Any]]:
    """The rows of ``weapons.json`` (the app's own table)."""
    return list(load_table("d20", "weapons")["rows"])


def armour_rows() -> list[dict[str, Any]]:
    """The rows of ``armour.json`` (the app's own table)."""
    return list(load_table("d20", "armour")["rows"])


def weapon_label(w: Mapping[str, Any]) -> str:
    """ "Sword — 1d8, melee" for a weapon entry."""
    kind = {"melee": translate("d20", "melee"), "ranged": translate("d20", "ranged")}
    return f"{rule_text(w, 'name')} — {w['damage']}, {kind.get(w['kind'], w['kind'])}"


def armour_label(a: Mapping[str, Any]) -> str:
    """ "Chain shirt — Defesa +4" for an armour entry."""
    return translate("d20", "{name} — Defense {defesa:+d}").format(
        name=rule_text(a, "name"), defesa=int(a["defesa"])
    )


def unarmed() -> dict[str, Any]:
    """The Unarmed strike everyone has (``weapons.json``)."""
    row = next(r for r in weapon_rows() if r["id"] == UNARMED_ID)
    return {k: row[k] for k in ("id", "name", "name_pt", "name_es", "damage", "kind") if k in row}


def _table_weapon(entry: Mapping[str, Any]) -> dict[str, Any] | None:
    """The table's row with ``entry``'s id, else its name (case-blind), else ``None``."""
    wid = str(entry.get("id") or "").strip().lower()
    name = str(entry.get("name") or "").strip().lower()
    rows = weapon_rows()
    by_id = next((r for r in rows if r["id"] == wid), None)
    return by_id or next((r for r in rows if r["name"].lower() == name), None)


# -- reading stats --------------------------------------------------------------------------------
def whole(stats: Mapping[str, Any], key: str, default: int = 0) -> int:
    """A whole-number stat (``default`` when absent or not a number)."""
    value = stats.get(key, default)
    if isinstance(value, bool):
        return int(value)
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


def lacks(stats: Mapping[str, Any], keys: tuple[str, ...] | list[str]) -> list[str]:
    """The names of the number stats among ``keys`` that ``stats`` does not hold."""
    out = []
    for key in keys:
        value = stats.get(key)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            out.append(LABELS.get(key, key))
    return out


def initiative_parts(stats: Mapping[str, Any]) -> list[tuple[str, int]]:
    """The seed's initiative bonus, part by part: Agilidade and Prontidão."""
    return [
        (translate("d20", "Agility"), whole(stats, "agilidade")),
        (translate("d20", "Alertness"), whole(stats, "prontidao")),
    ]


def initiative_base(stats: Mapping[str, Any]) -> int:
    """Agilidade + Prontidão ("Iniciativa = 1 dado + Agilidade + Prontidão")."""
    return sum(v for _, v in initiative_parts(stats))


def armour_of(stats: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The armour pieces worn (``{"id", "name", "defesa"}``), bad entries left out."""
    out = []
    for a in stats.get("armour") or []:
        if isinstance(a, Mapping) and not isinstance(a.get("defesa"), bool):
            try:
                bonus = int(a.get("defesa", 0))
            except (TypeError, ValueError):
                continue
            out.append(
                {
                    "id": str(a.get("id") or ""),
                    "name": str(a.get("name") or "armour"),
                    "defesa": bonus,
                }
            )
    return out


def defence_parts(stats: Mapping[str, Any]) -> list[tuple[str, int]]:
    """Defesa (base) and each armour piece's bonus."""
    worn = [(a["name"], a["defesa"]) for a in armour_of(stats)]
    return [(translate("d20", "Defense"), whole(stats, "defesa")), *worn]


def defence(stats: Mapping[str, Any]) -> int:
    """The Defesa an attack must reach: base + armour (``armour.json``)."""
    return sum(v for _, v in defence_parts(stats))


def derived_values(stats: Mapping[str, Any]) -> dict[str, Any]:
    """The sheet's derived fields for ``stats``."""
    return {"iniciativa": initiative_base(stats), "defesa_total": defence(stats)}


def weapons_of(stats: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The weapons carried, each ``{"id", "name", "damage", "kind", "kind_known"}``.

    An entry without a ``kind`` takes the table's (same id or name); one the table doesn't know
    counts as melee, ``kind_known`` False (the preview says so). Bad entries are left out."""
    out = []
    for i, w in enumerate(stats.get("weapons") or []):
        if not isinstance(w, Mapping) or not isinstance(w.get("damage"), str):
            continue
        wid = str(w.get("id") or w.get("name") or f"weapon{i + 1}")
        kind, known = w.get("kind"), True
        row = _table_weapon(w)
        if kind not in WEAPON_KINDS:
            kind, known = (row["kind"], True) if row else ("melee", False)
        name = str(w.get("name") or wid)
        entry = {"id": wid, "name": name, "damage": w["damage"], "kind": kind, "kind_known": known}
        if row is not None and row["name"] == name:  # the table's words in the UI language
            entry |= {k: row[k] for k in ("name_pt", "name_es") if k in row}
        out.append(entry)
    return out


# -- the sheet ------------------------------------------------------------------------------------
def _number(
    key: str, label: str, default: int, lo: int, hi: int, source: str, why: str
) -> SheetField:
    return SheetField(key, label, "int", default, lo, hi, source=source, help=why)


def _derived(key: str, label: str, source: str, why: str) -> SheetField:
    return SheetField(key, label, "int", derived=True, source=source, help=why)


def _picker(key: str, label: str, items: tuple[ItemChoice, ...], why: str) -> SheetField:
    source = f"{key}.json (the app's own)"
    return SheetField(key, label, "items", [], items=items, source=source, help=why)


def _group_field() -> SheetField:
    return SheetField(
        "group",
        translate("d20", "Initiative group (NPCs)"),
        "str",
        source="seed 003, Iniciativa dos Oponentes",
        help=translate(
            "d20", "NPCs of one group share a roll (setting d20.opponent_initiative_per_group)."
        ),
    )


def character_sheet() -> CharacterSheet:
    """The d20 sheet in the UI language (built once per language)."""
    return _character_sheet(language())


@cache
def _character_sheet(lang: str) -> CharacterSheet:
    """The d20 sheet: attributes, combat numbers, derived values, PV, weapons, armour."""
    weapons = tuple(ItemChoice(r["id"], weapon_label(r), dict(r)) for r in weapon_rows())
    armour = tuple(ItemChoice(r["id"], armour_label(r), dict(r)) for r in armour_rows())
    no_range = translate(
        "d20", "{name}: the seed names it but gives no range; the app takes −5 to 20."
    )
    attributes = tuple(
        _number(k, ATTRIBUTE_LABELS[k], 0, -5, 20, _SEED, no_range.format(name=ATTRIBUTE_LABELS[k]))
        for k, _ in ATTRIBUTES
    )
    combat = (
        _number(
            "ataque",
            translate("d20", "Attack bonus"),
            0,
            -10,
            40,
            _APP_OWN,
            translate("d20", "Added to the d20 attack roll."),
        ),
        _number(
            "defesa",
            translate("d20", "Defense (base)"),
            10,
            0,
            60,
            _APP_OWN,
            translate("d20", "Without armour's bonus."),
        ),
        _group_field(),
    )
    derived = (
        _derived(
            "iniciativa",
            translate("d20", "Initiative bonus (Agility + Alertness)"),
            _SEED,
            translate("d20", "Added to 1 die at initiative."),
        ),
        _derived(
            "defesa_total",
            translate("d20", "Defense (total)"),
            translate("d20", "armour.json (the app's own)"),
            translate("d20", "Defense (base) + armour: what an attack must reach."),
        ),
    )
    pv = _number(
        "pv",
        translate("d20", "HP (maximum)"),
        10,
        1,
        999,
        _APP_OWN,
        translate("d20", "At 0 HP or less: down."),
    )
    return CharacterSheet(
        (
            SheetSection("attributes", translate("d20", "Attributes"), attributes),
            SheetSection("combat", translate("d20", "Combat"), combat),
            SheetSection("derived", translate("d20", "Derived values"), derived),
            SheetSection("tracks", translate("d20", "Tracks"), (pv,)),
            SheetSection(
                "weapons",
                translate("d20", "Weapons"),
                (
                    _picker(
                        "weapons",
                        translate("d20", "Weapons"),
                        weapons,
                        translate("d20", "Carried; everyone can strike Unarmed."),
                    ),
                ),
            ),
            SheetSection(
                "armour",
                translate("d20", "Armour"),
                (
                    _picker(
                        "armour",
                        translate("d20", "Armour"),
                        armour,
                        translate("d20", "Each piece adds its bonus to Defense."),
                    ),
                ),
            ),
        )
    )


def check_value(field_id: str, value: Any) -> Any:
    """``value`` typed for ``field_id``, or a :class:`RuleError` a GM can read."""
    f = character_sheet().field(field_id)
    typed = check_field_value(f, value)
    if field_id == "weapons":
        for i, w in enumerate(typed, 1):
            _check_weapon(w, i)
    elif field_id == "armour":
        for i, a in enumerate(typed, 1):
            _check_armour(a, i)
    return typed


def _check_weapon(w: Mapping[str, Any], i: int) -> None:
    name = str(w.get("name") or "").strip()
    if not name:
        raise RuleError(translate("d20", "Weapon {i} needs a name.").format(i=i))
    damage = w.get("damage")
    if not isinstance(damage, str) or not damage.strip():
        raise RuleError(
            translate("d20", "{name} needs its damage dice (such as 1d8).").format(name=name)
        )
    try:
        parse_expression(damage)
    except (DiceError, ValueError) as exc:
        raise RuleError(
            translate("d20", "{name}'s damage: {exc}").format(name=name, exc=exc)
        ) from None
    if "kind" in w and w["kind"] not in WEAPON_KINDS:
        raise RuleError(
            translate("d20", "{name} is a melee or a ranged weapon (got {kind!r}).").format(
                name=name, kind=w["kind"]
            )
        )


def _check_armour(a: Mapping[str, Any], i: int) -> None:
    name = str(a.get("name") or "").strip()
    if not name:
        raise RuleError(translate("d20", "Armour piece {i} needs a name.").format(i=i))
    bonus = a.get("defesa")
    if isinstance(bonus, bool) or not isinstance(bonus, int) or not 0 <= bonus <= 20:
        raise RuleError(
            translate("d20", "{name}'s Defense bonus must be a whole number from 0 to 20.").format(
                name=name
            )
        )


def sheet_problems(stats: Mapping[str, Any]) -> list[str]:
    """Why ``stats`` doesn't pass the sheet (empty when it does); absent fields are fine."""
    out = []
    for f in character_sheet().fields():
        if f.derived:
            continue
        value = get_path(stats, f.id)
        if value is None:
            continue
        try:
            check_value(f.id, value)
        except RuleError as exc:
            out.append(str(exc))
    return out


__all__ = [
    "ATTRIBUTES",
    "ATTRIBUTE_LABELS",
    "LABELS",
    "MELEE_REACH",
    "UNARMED_ID",
    "WEAPON_KINDS",
    "armour_label",
    "armour_of",
    "armour_rows",
    "character_sheet",
    "check_value",
    "defence",
    "defence_parts",
    "derived_values",
    "initiative_base",
    "initiative_parts",
    "lacks",
    "sheet_problems",
    "unarmed",
    "weapon_label",
    "weapon_rows",
    "weapons_of",
    "whole",
]
