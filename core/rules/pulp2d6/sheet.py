"""The 2d6 pulp character sheet as data, and the one reading of each stat the rules use.

Seed ``004_a519dc7887a9ef06.txt``: three attributes added to 2d6 (VIOLENCIA for attacks,
DESTREZA for vehicle combat, INGENIO for large vessels with their crew), PV and PC (cordura)
maxima, the PROTECCIÓN of the armour worn, and weapons "each with its damage"
(``weapons.json``). The seed gives no range for the attributes, no PV for the players'
characters and no armour table: the bounds below are Zonekeeper's own.

The rules read every attribute through :func:`attribute` and every roll's dice through
:func:`attack_roll`, :func:`vehicle_roll` and :func:`attribute_roll`; the sheet's derived
values call the same functions, so what the sheet shows is what the dice add.

>>> attack_roll({"violencia": 2})
'2d6 + 2 (Violence)'
>>> attribute({}, "violencia") is None
True
>>> attribute_roll({"destreza": 1}, "destreza").text
'2d6 + Dexterity 1, 8 or more'
>>> check_value("pc", "-") is None
True
"""

from __future__ import annotations

import copy
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
    RollSpec,
    SheetField,
    SheetSection,
    check_field_value,
)

SEED = "004_a519dc7887a9ef06.txt"
ATTRIBUTES: dict[str, str] = {
    "violencia": "VIOLENCIA",
    "destreza": "DESTREZA",
    "ingenio": "INGENIO",
}
"""Stat key → the seed's name of the attribute (an id the app may name a roll by)."""
ATTRIBUTE_LABELS = Labels(
    "pulp2d6",
    {
        "violencia": QT_TRANSLATE_NOOP("pulp2d6", "Violence"),
        "destreza": QT_TRANSLATE_NOOP("pulp2d6", "Dexterity"),
        "ingenio": QT_TRANSLATE_NOOP("pulp2d6", "Wits"),
    },
)
"""Stat key → the attribute's name in the UI language (the seed's VIOLENCIA, DESTREZA,
INGENIO in Spanish)."""
ATTRIBUTE_RANGE = (-2, 3)
"""Zonekeeper's own bounds: the seed adds the attributes to 2d6 read on 7/8-9/10-11/12 bands
and calls them bonuses ("bonificación por tus atributos"), but gives no range."""
PC_RANGE = (0, 30)
"""Zonekeeper's own bound (the NPC table has 5 or 10; ESTRÉS takes 1d3)."""
PROTECTION_RANGE = (0, 6)
"""Zonekeeper's own bound: the seed subtracts PROTECCIÓN from damage but lists no armour."""
NO_PC = ("", "-", "—", None)
"""What a sheet may hold for "no PC track" (the NPC table prints "-")."""


# -- reading stats ------------------------------------------------------------------------------
def attribute(stats: Mapping[str, Any], key: str) -> int | None:
    """An attribute's value in ``stats``, or ``None`` when the sheet lacks it (never a silent 0).

    >>> attribute({"destreza": "2"}, "destreza"), attribute({"destreza": None}, "destreza")
    (2, None)
    """
    value = stats.get(key)
    if value is None or isinstance(value, bool):
        return None
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def missing_attribute_reason(who: str, stats: Mapping[str, Any], key: str) -> str:
    """Why a roll of ``key`` can't be made for ``who`` ("" when the sheet holds it)."""
    if attribute(stats, key) is not None:
        return ""
    return translate(
        "pulp2d6", "{who}'s sheet has no {attributes}: fill it in before rolling."
    ).format(who=who, attributes=ATTRIBUTE_LABELS[key])


def _table_rows(table_id: str) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = load_table("pulp2d6", table_id)["rows"]
    return rows


def _rule(table_id: str, rule: str) -> dict[str, Any]:
    return next(r for r in _table_rows(table_id) if r.get("rule") == rule)


def pv_ceiling() -> int:
    """The seed's 40 PV ceiling (``vehicles.json`` "no superes los 40 PV", said of vehicles, the
    largest things with PV): the sheet's PV run from 1 to it."""
    return int(next(r for r in _table_rows("vehicles") if r.get("key") == "hp_cap")["max_hp"])


def success_from() -> int:
    """The lowest total at which the PC succeeds (``attack_results.json``: "8-9: El PJ tiene
    éxito")."""
    return min(int(r["min"]) for r in _table_rows("attack_results") if r["pc_succeeds"])


def _dice_plus(dice: str, value: int | None, label: str) -> str:
    if value is None:
        return translate("pulp2d6", "{dice} + ? ({label} missing)").format(dice=dice, label=label)
    sign = "+" if value >= 0 else "−"
    return f"{dice} {sign} {abs(value)} ({label})"


def attack_roll(stats: Mapping[str, Any]) -> str:
    """The attack roll as people read it: ``attack_roll.json`` dice + VIOLENCIA."""
    dice = str(_rule("attack_roll", "attack_roll")["dice"])
    return _dice_plus(dice, attribute(stats, "violencia"), ATTRIBUTE_LABELS["violencia"])


def vehicle_roll(stats: Mapping[str, Any], *, crew: bool = False, crew_bonus: int = 0) -> str:
    """Vehicle combat's roll: 2d6 + DESTREZA, or INGENIO (+ the crew bonus) for large vessels
    with their crew (``vehicle_combat.json``)."""
    dice = str(_rule("vehicle_combat", "roll")["dice"])
    key = "ingenio" if crew else "destreza"
    text = _dice_plus(dice, attribute(stats, key), ATTRIBUTE_LABELS[key])
    return (
        translate("pulp2d6", "{text} + {crew_bonus} (crew)").format(
            text=text, crew_bonus=crew_bonus
        )
        if crew and crew_bonus
        else text
    )


def attribute_roll(stats: Mapping[str, Any], key: str, label: str = "") -> RollSpec:
    """An attribute roll the app asks for (entering a cluttered zone, a retreat): 2d6 + the
    attribute, read on the attack's bands — it succeeds from the first band where "El PJ tiene
    éxito" (8). Our reading: the seed describes only attack rolls."""
    name = ATTRIBUTE_LABELS[key]
    value = attribute(stats, key)
    dice = str(_rule("attack_roll", "attack_roll")["dice"])
    count, sides, _ = parse_expression(dice)
    target = success_from()
    return RollSpec(
        label=label or name,
        kind="sum",
        text=translate("pulp2d6", "{dice} + {name} {value}, {target} or more").format(
            dice=dice, name=name, value="?" if value is None else value, target=target
        ),
        count=count,
        sides=sides,
        modifier=value or 0,
        target=target,
        missing=() if value is not None else (name,),
        source=f"{SEED} RESOLUCIÓN (our reading: an attribute roll on the attack's bands)",
    )


def derived_values(stats: Mapping[str, Any], crew_bonus: int = 0) -> dict[str, Any]:
    """The sheet's derived fields for ``stats`` — the same functions the rolls use."""
    return {
        "derived.attack_roll": attack_roll(stats),
        "derived.vehicle_roll": vehicle_roll(stats),
        "derived.crew_roll": vehicle_roll(stats, crew=True, crew_bonus=crew_bonus),
        "derived.move_roll": attribute_roll(stats, "destreza").text,
    }


# -- weapons ------------------------------------------------------------------------------------
def weapon_rows() -> list[dict[str, Any]]:
    """``weapons.json``: every weapon the seed names, with its damage."""
    return _table_rows("weapons")


def table_weapon(weapon: Mapping[str, Any]) -> dict[str, Any] | None:
    """The ``weapons.json`` row a sheet's weapon entry is (by id, else by name), or ``None``."""
    wid, name = weapon.get("id"), str(weapon.get("name") or "").strip().lower()
    rows = weapon_rows()
    row = next((r for r in rows if r["id"] == wid), None)
    return row or next((r for r in rows if r["name"].lower() == name), None)


def _weapon_flag(weapon: Mapping[str, Any], key: str) -> bool:
    if key in weapon:
        return bool(weapon[key])
    row = table_weapon(weapon)
    return bool(row and row.get(key))


def is_melee(weapon: Mapping[str, Any]) -> bool:
    """Does the weapon strike hand to hand (``melee`` on the entry, else ``weapons.json``)?"""
    return _weapon_flag(weapon, "melee")


def is_automatic(weapon: Mapping[str, Any]) -> bool:
    """May the weapon fire automatically (``automatic`` on the entry, else ``weapons.json``)?"""
    return _weapon_flag(weapon, "automatic")


def weapon_data(row: Mapping[str, Any]) -> dict[str, Any]:
    """What a table weapon puts into a character's ``weapons`` list."""
    keys = ("id", "name", "name_es", "name_pt", "damage", "automatic", "melee", "vehicle", "effect")
    return {k: copy.deepcopy(row[k]) for k in keys if k in row and row[k] not in (None, False)}


def weapon_name(weapon: Mapping[str, Any]) -> str:
    """A weapon's name in the UI language: the table's words for a table weapon the GM has not
    renamed, else the name on the sheet."""
    row = table_weapon(weapon)
    name = str(weapon.get("name") or "")
    if row is not None and name in ("", row["name"], row.get("name_es"), row.get("name_pt")):
        return rule_text(row, "name")
    return name or str(weapon.get("id") or "")


def weapon_label(weapon: Mapping[str, Any]) -> str:
    """``"Machine gun — 2d6, ranged, automatic"``: the name and the table's numbers."""
    row = table_weapon(weapon)
    effect = weapon.get("effect") or ""
    if row is not None and effect in ("", row.get("effect")):
        effect = rule_text(row, "effect") if weapon.get("effect") else ""
    bits = [str(weapon.get("damage") or effect or translate("pulp2d6", "no damage"))]
    bits.append(
        translate("pulp2d6", "melee") if is_melee(weapon) else translate("pulp2d6", "ranged")
    )
    if is_automatic(weapon):
        bits.append(translate("pulp2d6", "automatic"))
    return f"{weapon_name(weapon)} — {', '.join(bits)}"


def weapon_items() -> tuple[ItemChoice, ...]:
    return tuple(ItemChoice(r["id"], weapon_label(r), weapon_data(r)) for r in weapon_rows())


def tactic_items() -> tuple[ItemChoice, ...]:
    return tuple(
        ItemChoice(r["key"], rule_text(r, "name"), {"key": r["key"]})
        for r in _table_rows("enemy_tactics")
    )


def tactic_keys(value: Any) -> list[str] | None:
    """An NPC's ``tactics`` stat as keys (strings, or entries picked from the sheet), ``None``
    when unset (all tactics)."""
    if not isinstance(value, list):
        return None
    return [str(v.get("key")) if isinstance(v, Mapping) else str(v) for v in value]


# -- the sheet ----------------------------------------------------------------------------------
def _src(section: str) -> str:
    return f"{SEED} {section}"


def character_sheet() -> CharacterSheet:
    """Attributes, tracks' maxima, PROTECCIÓN, weapons, the NPC's tactics, vehicles, derived
    (built once per UI language from the tables: a frozen view)."""
    return _character_sheet(language())


@cache
def _character_sheet(lang: str) -> CharacterSheet:
    lo, hi = ATTRIBUTE_RANGE
    attrs = tuple(
        SheetField(key, name, "int", 0, lo, hi, source=_src("COMBATE"), help=why)
        for key, name, why in (
            (
                "violencia",
                ATTRIBUTE_LABELS["violencia"],
                translate("pulp2d6", "Added to attack rolls (2d6 + Violence)."),
            ),
            (
                "destreza",
                ATTRIBUTE_LABELS["destreza"],
                translate("pulp2d6", "Added to vehicle-combat rolls and to rolls for moves."),
            ),
            (
                "ingenio",
                ATTRIBUTE_LABELS["ingenio"],
                translate("pulp2d6", "Rolled for large vessels with their crew."),
            ),
        )
    )
    tracks = (
        SheetField(
            "pv",
            translate("pulp2d6", "PV (maximum)"),
            "int",
            10,
            1,
            pv_ceiling(),
            source=_src("DAÑO"),
        ),
        SheetField(
            "pc",
            translate("pulp2d6", "PC — sanity (maximum)"),
            "int",
            10,
            *PC_RANGE,
            source=_src("TIPO PV PC ARMAS"),
            help=translate(
                "pulp2d6", 'Sanity; leave empty ("-" in the NPC table) for no PC track.'
            ),
        ),
        SheetField(
            "proteccion",
            translate("pulp2d6", "Protection"),
            "int",
            0,
            *PROTECTION_RANGE,
            source=_src("DAÑO"),
            help=translate(
                "pulp2d6",
                "Taken off every hit's damage. The seed lists no armour: type its number.",
            ),
        ),
    )
    gear = (
        SheetField(
            "weapons",
            translate("pulp2d6", "Weapons"),
            "items",
            [],
            items=weapon_items(),
            source="resources/rules/pulp2d6/weapons.json",
            help=translate(
                "pulp2d6", "Each with its damage; melee weapons need the target in the same zone."
            ),
        ),
        SheetField(
            "medico",
            translate("pulp2d6", "Nurse or doctor"),
            "bool",
            False,
            source=_src("RECUPERACIÓN"),
        ),
    )
    rows = _table_rows("npcs")
    npc = (
        SheetField(
            "npc_type",
            translate("pulp2d6", "NPC table row"),
            "choice",
            None,
            choices=tuple(r["key"] for r in rows),
            choice_labels=tuple(rule_text(r, "type") for r in rows),
            source="resources/rules/pulp2d6/npcs.json",
        ),
        SheetField(
            "tactics",
            translate("pulp2d6", "Enemy tactics (NPCs; unset: all)"),
            "items",
            None,
            items=tactic_items(),
            source="resources/rules/pulp2d6/enemy_tactics.json",
        ),
    )
    vehicles = [r for r in _table_rows("vehicles") if "hp" in r]
    vehicle = (
        SheetField(
            "vehicle",
            translate("pulp2d6", "A vehicle"),
            "bool",
            False,
            source=_src("COMBATE EN VEHÍCULOS"),
        ),
        SheetField(
            "armoured", translate("pulp2d6", "Armoured (only 3d6 weapons harm it)"), "bool", False
        ),
        SheetField(
            "vehicle_type",
            translate("pulp2d6", "Vehicle type"),
            "choice",
            None,
            choices=tuple(r["key"] for r in vehicles),
            choice_labels=tuple(
                translate("pulp2d6", "{name} ({pv} PV)").format(
                    name=_capital(rule_text(r, "name")), pv=r["hp"]
                )
                for r in vehicles
            ),
            source="resources/rules/pulp2d6/vehicles.json",
        ),
    )
    derived = tuple(
        SheetField(fid, label, "str", derived=True, source=_src(section))
        for fid, label, section in (
            ("derived.attack_roll", translate("pulp2d6", "Attack roll"), "COMBATE"),
            (
                "derived.vehicle_roll",
                translate("pulp2d6", "Vehicle combat"),
                "COMBATE EN VEHÍCULOS",
            ),
            (
                "derived.crew_roll",
                translate("pulp2d6", "Large vessel with its crew"),
                "COMBATE EN VEHÍCULOS",
            ),
            (
                "derived.move_roll",
                translate("pulp2d6", "Roll for a move (clutter, retreat)"),
                "RESOLUCIÓN",
            ),
        )
    )
    return CharacterSheet(
        (
            SheetSection("attributes", translate("pulp2d6", "Attributes"), attrs),
            SheetSection("tracks", translate("pulp2d6", "PV, PC and Protection"), tracks),
            SheetSection("gear", translate("pulp2d6", "Weapons and gear"), gear),
            SheetSection("derived", translate("pulp2d6", "Rolls (worked out)"), derived),
            SheetSection("npc", "NPC", npc),
            SheetSection("vehicle", translate("pulp2d6", "Vehicle"), vehicle),
        )
    )


def check_value(field_id: str, value: Any) -> Any:
    """``value`` typed for the pulp sheet's field ``field_id``, or a :class:`RuleError`.

    Beyond the generic check: PC may be empty (no sanity track), weapons need a name and a
    damage dice (or an effect), tactics come from the table.

    >>> check_value("weapons", [{"name": "Pistol", "damage": "1d"}])
    Traceback (most recent call last):
    ...
    core.rules.base.RuleError: Weapons: Pistol's damage '1d' is not dice (like 1d6 or 2d6).
    """
    if field_id == "pc" and (value in NO_PC or str(value).strip() in NO_PC):
        return None
    if field_id in ("vehicle_type", "npc_type") and value in (None, ""):
        return None
    f = character_sheet().field(field_id)
    if field_id == "tactics":
        return _check_tactics(f, value)
    typed = check_field_value(f, value)
    if field_id == "weapons":
        return [_check_weapon(f.label, w) for w in typed]
    return typed


def _check_tactics(f: SheetField, value: Any) -> list[str] | None:
    if value is None:
        return None
    if not isinstance(value, (list, tuple)):
        raise RuleError(
            translate("pulp2d6", "{label}: a list of tactics picked from the table.").format(
                label=f.label
            )
        )
    keys = tactic_keys(list(value)) or []
    known = {i.id for i in f.items}
    bad = [k for k in keys if k not in known]
    if bad:
        raise RuleError(
            translate("pulp2d6", "{label}: no tactic {bad!r}; pick from the table.").format(
                label=f.label, bad=bad[0]
            )
        )
    return list(dict.fromkeys(keys))


def _check_weapon(label: str, w: Mapping[str, Any]) -> dict[str, Any]:
    name = str(w.get("name") or w.get("id") or "").strip()
    if not name:
        raise RuleError(
            translate("pulp2d6", "{label}: every weapon needs a name.").format(label=label)
        )
    damage = w.get("damage")
    if damage in (None, "") and w.get("vehicle"):
        return dict(w)
    if damage in (None, ""):
        if w.get("effect"):
            return dict(w)
        raise RuleError(
            translate(
                "pulp2d6", "{label}: {name} needs its damage (like 1d6) or an effect."
            ).format(label=label, name=name)
        )
    try:
        parse_expression(str(damage))
    except (DiceError, ValueError):
        raise RuleError(
            translate(
                "pulp2d6", "{label}: {name}'s damage {damage!r} is not dice (like 1d6 or 2d6)."
            ).format(label=label, name=name, damage=damage)
        ) from None
    return dict(w)


def check_stats(stats: Mapping[str, Any]) -> list[str]:
    """Every complaint the sheet has about a whole stats dict (``[]`` when it all passes)."""
    out = []
    for f in character_sheet().fields():
        if f.derived or f.id not in stats:
            continue
        try:
            check_value(f.id, stats[f.id])
        except RuleError as exc:
            out.append(str(exc))
    return out


__all__ = [
    "ATTRIBUTES",
    "ATTRIBUTE_LABELS",
    "attack_roll",
    "attribute",
    "attribute_roll",
    "character_sheet",
    "check_stats",
    "check_value",
    "derived_values",
    "is_automatic",
    "is_melee",
    "missing_attribute_reason",
    "success_from",
    "table_weapon",
    "tactic_keys",
    "vehicle_roll",
    "weapon_data",
    "weapon_items",
    "weapon_label",
    "weapon_name",
    "weapon_rows",
]


def _capital(text: str) -> str:
    """``text`` with its first letter upper-case ("tanque Tiger" → "Tanque Tiger")."""
    return text[:1].upper() + text[1:]
