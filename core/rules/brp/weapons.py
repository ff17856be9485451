"""Weapons as the GM enters them, damage dice, and what a combatant holds ready.

The seed gives no weapon table (it points to "Capítulo 8: Equipamentos"), only the natural
weapons ("Armas naturais": claw 1D6, bite or horn 1D3, plus the damage modifier,
``natural_weapons.json``). So weapons live in each combatant's stats::

    "weapons": [
        {"id": "sword", "name": "Broadsword", "skill": "Broadsword", "damage": "1D8+1",
         "length": "medium", "siz": 2},
        {"id": "spear", "name": "Long spear", "skill": "Spear", "damage": "1D10+1",
         "length": "long", "special": "impale", "impaling": true, "two_handed": true},
        {"id": "pistol", "name": "Pistol", "skill": "Pistol", "damage": "1D8",
         "range_m": 20, "type": "firearm", "attacks_per_round": 2},
        {"id": "smg", "name": "SMG", "skill": "SMG", "damage": "1D10", "range_m": 40,
         "type": "firearm", "autofire": true},
        {"natural": "claw"}                       # 1D6 + damage modifier, from the data
    ]

Keys: ``id`` (default from the name), ``name``, ``skill`` (a skill of ``stats["skills"]`` or a
percentage; default the name), ``damage`` (dice: ``"1D8+1"``, ``"2D6"``, ``"1D6+1D4"``),
``length`` (``short``/``medium``/``long``, melee only; default medium), ``range_m`` (basic range
in metres: its presence makes a missile weapon), ``type`` (``firearm``, ``energy``,
``crossbow``, ``bow``, ``thrown``, ``sling``), ``attacks_per_round`` (volley fire), ``autofire``,
``siz`` (SIZ/ENC, for enclosed spaces and superior numbers), ``two_handed``, ``impaling``
(underwater), ``special`` (``impale``, ``crush``, ``slash``, ``knockback``, ``entangle``: the
special success's effect), ``stun`` (a stun weapon), ``parry`` (a parry chance for a missile
weapon), ``hp`` (the weapon's hit points, for disarming), ``broken``, ``thrown_small`` (no hit
beyond twice the range), ``off_hand_ok`` (a traditional off-hand weapon), ``natural``
(``claw`` or ``bite_or_horn``), ``plus_db`` (whether the damage modifier is added: by default
yes for melee and thrown weapons — thrown halved per die — and no for shot or fired ones).
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from core.dice import DiceError, parse_terms
from core.i18n import rule_text, translate
from core.rules.base import RuleError
from core.rules.brp.state import clive, cpeek, stats

if TYPE_CHECKING:
    from core.encounter import Encounter

LENGTHS: tuple[str, ...] = ("short", "medium", "long")
MISSILE_TYPES: tuple[str, ...] = ("firearm", "energy", "crossbow", "bow", "thrown", "sling")
FAST_MISSILES: tuple[str, ...] = ("firearm", "energy")
"""Missiles a shield blocks only with its base chance (``shields_vs_missiles.json``)."""
SPECIALS: tuple[str, ...] = ("none", "impale", "crush", "slash", "knockback", "entangle")


# -- dice -----------------------------------------------------------------------------------------
def parse_dice(expr: str | int | None) -> tuple[list[tuple[int, int, int]], int]:
    """``"1D8+1+1D4"`` → ([(+1, 1, 8), (+1, 1, 4)], 1): dice terms (sign, count, sides) and
    the constant, read by :func:`core.dice.parse_terms` (the one parser of the notation).
    ``None``/``""``/``"0"`` are no damage."""
    if expr is None:
        return [], 0
    if isinstance(expr, bool):
        raise RuleError(translate("brp", "Not a dice expression: {expr!r}.").format(expr=expr))
    if isinstance(expr, int):
        return [], expr
    text = str(expr).replace(" ", "")
    if text in ("", "0", "+0", "-0"):
        return [], 0
    try:
        return parse_terms(text)
    except DiceError:
        raise RuleError(
            translate("brp", "Not a dice expression: {expr!r} (try 1D8+1 or 2D6).").format(
                expr=expr
            )
        ) from None


def dice_text(terms: list[tuple[int, int, int]], const: int) -> str:
    out = ""
    for sign, count, sides in terms:
        out += f"{'-' if sign < 0 else '+' if out else ''}{count}D{sides}"
    if const:
        out += f"{const:+d}" if out else str(const)
    return out or "0"


def dice_max(expr: str | int | None) -> int:
    terms, const = parse_dice(expr)
    return sum(s * c * (d if s > 0 else 1) for s, c, d in terms) + const


def dice_min(expr: str | int | None) -> int:
    terms, const = parse_dice(expr)
    return sum(s * c * (1 if s > 0 else d) for s, c, d in terms) + const


def roll_dice(
    enc: Encounter, expr: str | int | None, *, label: str = "", maximise: bool = False
) -> tuple[int, list[int], str]:
    """Roll ``expr`` through the encounter's dice: (total, faces, "1D8+1 = 5+1 = 6")."""
    terms, const = parse_dice(expr)
    faces: list[int] = []
    total = const
    for sign, count, sides in terms:
        for _ in range(count):
            f = sides if maximise else enc.dice.die(sides)
            faces.append(f)
            total += sign * f
    shown = " + ".join(str(f) for f in faces)
    if const:
        shown = f"{shown} {'+' if const > 0 else '-'} {abs(const)}" if shown else str(const)
    how = " (maximum)" if maximise and terms else ""
    return total, faces, f"{dice_text(terms, const)}{how} = {shown or 0} = {total}"


def halve_dice(expr: str | int | None) -> str:
    """Each die halved, rounded up (thrown weapons' damage modifier: "cada um será reduzido à
    metade"): ``"+1D6"`` → ``"+1D3"``, ``"+2D6"`` → ``"+2D3"``."""
    terms, const = parse_dice(expr)
    return dice_text([(s, c, math.ceil(d / 2)) for s, c, d in terms], math.ceil(const / 2))


# -- weapons --------------------------------------------------------------------------------------
def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_") or "weapon"


def normalise_weapon(enc: Encounter | None, raw: Any, index: int = 0) -> dict[str, Any]:
    """One weapon entry checked and completed (see the module docstring)."""
    return check_weapon(raw, index)


def check_weapon(raw: Any, index: int = 0) -> dict[str, Any]:
    """One weapon entry checked and completed, without an encounter (the sheet checks with
    it); :class:`RuleError` naming the weapon and what is wrong."""
    if isinstance(raw, str):
        raw = {"natural": raw}
    if not isinstance(raw, Mapping):
        raise RuleError(
            translate("brp", "Weapon {index} must be an object, not {raw!r}.").format(
                index=index + 1, raw=raw
            )
        )
    w = dict(raw)
    natural = w.get("natural")
    if natural is not None:
        nat = _natural_rows().get(str(natural))
        if nat is None:
            raise RuleError(
                translate("brp", "Unknown natural weapon {natural!r} (claw, bite_or_horn).").format(
                    natural=natural
                )
            )
        w.setdefault("damage", nat["damage"])
        w.setdefault("name", str(natural).replace("_", " ").title())
        w.setdefault("length", "short")
        w.setdefault("plus_db", bool(nat.get("plus_damage_modifier", True)))
    name = str(
        w.get("name") or w.get("id") or translate("brp", "Weapon {index}").format(index=index + 1)
    )
    w["name"] = name
    w["id"] = str(w.get("id") or _slug(name))
    w.setdefault("skill", name)
    if "damage" not in w:
        raise RuleError(translate("brp", "Weapon {name!r} has no damage dice.").format(name=name))
    parse_dice(w["damage"])
    rng = w.get("range_m")
    if rng is not None and (isinstance(rng, bool) or not isinstance(rng, int | float) or rng <= 0):
        raise RuleError(
            translate("brp", "Weapon {name!r}: its range is a positive number of metres.").format(
                name=name
            )
        )
    w["missile"] = rng is not None
    wtype = w.get("type")
    if wtype is not None and wtype not in (*MISSILE_TYPES, "melee", "natural"):
        raise RuleError(
            translate("brp", "Weapon {name!r}: unknown type {wtype!r}.").format(
                name=name, wtype=wtype
            )
        )
    if w["missile"]:
        w.setdefault("length", None)
    else:
        w.setdefault("length", "medium")
        if w["length"] not in LENGTHS:
            raise RuleError(
                translate("brp", "Weapon {name!r}: length is short, medium or long.").format(
                    name=name
                )
            )
    special = w.get("special", "none") or "none"
    if special not in (*SPECIALS, "stun"):
        raise RuleError(
            translate("brp", "Weapon {name!r}: unknown special {special!r}.").format(
                name=name, special=special
            )
        )
    w["special"] = special
    apr = w.get("attacks_per_round", 1)
    if isinstance(apr, bool) or not isinstance(apr, int) or apr < 1:
        raise RuleError(
            translate("brp", "Weapon {name!r}: attacks per round is a whole number from 1.").format(
                name=name
            )
        )
    w["attacks_per_round"] = apr
    # thrown and melee weapons add the damage modifier (thrown: halved); shot or fired ones
    # don't unless the GM says so ("plus_db": true)
    w.setdefault(
        "plus_db", not (w["missile"] and wtype in ("firearm", "energy", "crossbow", "bow", "sling"))
    )
    return w


@cache
def _natural_rows() -> dict[str, dict[str, Any]]:
    from core.resources import load_table

    rows = load_table("brp", "natural_weapons")["rows"]
    return {str(r["weapon"]): r for r in rows if "weapon" in r}


def weapons_of(enc: Encounter, name: str) -> list[dict[str, Any]]:
    """``name``'s weapons from their stats, checked (:class:`RuleError` on a bad entry)."""
    raw = stats(enc, name).get("weapons") or []
    if not isinstance(raw, list):
        raise RuleError(translate("brp", "{name}'s weapons must be a list.").format(name=name))
    ws = [in_ui_language(normalise_weapon(enc, w, i)) for i, w in enumerate(raw)]
    return _worn(enc, name, distinct_ids(ws))


@cache
def _catalogue_rows() -> dict[str, dict[str, Any]]:
    """``weapons.json``'s weapons (and Unarmed) by id."""
    from core.resources import load_table

    table = load_table("brp", "weapons")
    return {r["id"]: r for r in table["rows"]} | {"unarmed": table["unarmed"]}


def in_ui_language(w: dict[str, Any]) -> dict[str, Any]:
    """``w`` named in the UI language when it is a ``weapons.json`` weapon still under its
    English name (a weapon the GM renamed keeps the GM's name)."""
    row = _catalogue_rows().get(str(w.get("id")))
    if row is not None and w.get("name") == row.get("name"):
        w["name"] = rule_text(row, "name")
    return w


def _worn(enc: Encounter, name: str, ws: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Hit points a weapon lost parrying or disarmed (state ``weapon_damage``) come off its
    ``hp``; at 0 it is ``broken`` (``broken_weapons.json``)."""
    lost = cpeek(enc, name).get("weapon_damage") or {}
    for w in ws:
        if w.get("hp") is not None and lost.get(w["id"]):
            w["hp_left"] = max(0, int(w["hp"]) - int(lost[w["id"]]))
            if w["hp_left"] == 0:
                w["broken"] = True
    return ws


def distinct_ids(weapons: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A second weapon of the same id (a second dagger picked from the table) is told apart
    as ``dagger_2``, ``dagger_3`` … in the order carried."""
    seen: set[str] = set()
    for w in weapons:
        base, n = w["id"], 1
        while w["id"] in seen:
            n += 1
            w["id"] = f"{base}_{n}"
        seen.add(w["id"])
    return weapons


def weapon(enc: Encounter, name: str, weapon_id: str | None) -> dict[str, Any] | None:
    """A weapon of ``name`` by id (``None`` id: the first one in hand, else Unarmed).

    ``"unarmed"`` is Unarmed (Brawl) unless they carry a weapon of that id. A weapon they
    don't carry is refused with its name (:class:`RuleError`)."""
    from core.rules.brp.sheet import UNARMED_ID, unarmed_weapon

    ws = weapons_of(enc, name)
    if weapon_id is None:
        ready = ready_weapons(enc, name)
        for w in ws:
            if w["id"] in ready:
                return w
        return check_weapon(unarmed_weapon())
    for w in ws:
        if w["id"] == weapon_id:
            return w
    if weapon_id == UNARMED_ID:
        return check_weapon(unarmed_weapon())
    raise RuleError(
        translate(
            "brp", "{name} doesn't carry {weapon_words}: give it to them on the sheet first."
        ).format(name=name, weapon_words=_weapon_words(weapon_id))
    )


def _weapon_words(weapon_id: str) -> str:
    """A weapon of the table by its name ("a Long spear"), else "that weapon"."""
    from core.rules.brp.sheet import weapon_items

    for item in weapon_items():
        if item.id == weapon_id:
            return f"a {item.label.split(' — ')[0]}"
    return translate("brp", "that weapon")


def ready_weapons(enc: Encounter, name: str) -> list[str]:
    """Ids of the weapons ``name`` holds ready: the state, else stats ``ready``, else the first
    weapon. Natural weapons are always ready."""
    ws = weapons_of(enc, name)
    natural = [w["id"] for w in ws if w.get("natural")]
    state = cpeek(enc, name).get("ready")
    if state is None:
        given = stats(enc, name).get("ready")
        if isinstance(given, list):
            state = [str(x) for x in given]
        elif isinstance(given, str) and given.strip():
            state = [given.strip()]
        else:
            hand = [w["id"] for w in ws if not w.get("natural")][:1]
            state = hand
    return [*state, *[n for n in natural if n not in state]]


def set_ready(enc: Encounter, name: str, ids: list[str]) -> None:
    """Write the ready list (inside a transaction); natural weapons are left out."""
    natural = {w["id"] for w in weapons_of(enc, name) if w.get("natural")}
    clive(enc, name)["ready"] = [i for i in ids if i not in natural]


def weapon_in_hand(enc: Encounter, name: str) -> dict[str, Any] | None:
    """The first ready weapon (what a weapon-length comparison looks at), or ``None``."""
    ready = ready_weapons(enc, name)
    for w in weapons_of(enc, name):
        if w["id"] in ready:
            return w
    return None


def length_of(w: Mapping[str, Any] | None) -> str | None:
    """A melee weapon's length (``None`` for missiles and empty hands)."""
    if w is None or w.get("missile"):
        return None
    return str(w.get("length") or "medium")


def damage_modifier(enc: Encounter, name: str) -> str:
    """Stats ``db`` as dice text (``"+1D4"``, ``"-1D4"``, ``"0"``)."""
    db = stats(enc, name).get("db", "0")
    terms, const = parse_dice(db)
    return dice_text(terms, const)


def armour_of(enc: Encounter, name: str) -> str | int:
    """Stats ``armour`` (points or dice), ``0`` when none."""
    a = stats(enc, name).get("armour", 0)
    parse_dice(a)
    return a


__all__ = [
    "FAST_MISSILES",
    "LENGTHS",
    "MISSILE_TYPES",
    "SPECIALS",
    "armour_of",
    "check_weapon",
    "damage_modifier",
    "dice_max",
    "dice_min",
    "dice_text",
    "distinct_ids",
    "halve_dice",
    "length_of",
    "normalise_weapon",
    "parse_dice",
    "ready_weapons",
    "roll_dice",
    "set_ready",
    "weapon",
    "weapon_in_hand",
    "weapons_of",
]
