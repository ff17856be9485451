"""The WWII character sheet as data (seed 002; ``weapons.json``, ``injuries.json``,
``bleeding.json``, ``range_bands.json``).

A WWII character is a set of levels the rules add to a d20: *Habilidades* (Resistência, Atenção,
Camuflagem, Frieza, Medicina, Atletismo), the level in each *Categoria de Arma* (Rifles,
Submetralhadoras, Metralhadoras, Combate Corporal, Explosivos) and the *Técnicas de Combate*
(Surpresa, Oportunidade, Tiro de Precisão, Fogo Supressor, Desarmar), plus the weapons carried.
The seed gives no range for a level; the sheet takes 0–10 (Zonekeeper's own bound, the sample's
soldiers hold 0–5).

Derived values — the tracks' maxima — are worked out here and nowhere else: the rules read
them through the same functions (:func:`max_lesoes` is what :mod:`.injuries` caps Lesões at).

>>> max_lesoes({"resistencia": 4})
4
>>> derived_values({"resistencia": 3})
{'max_lesoes': 3, 'max_ferimentos': 5, 'max_sangramento': 25}
>>> weapon_item("garand").label
'M1 Garand — Rifles, effective 250 m (Long)'
>>> check_value("rifles", 11)
Traceback (most recent call last):
...
core.rules.base.RuleError: Rifles must be between 0 and 10 (got 11).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

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
)
from core.rules.ww2.state import MELEE_CATEGORY, SKILLS

LEVEL_MIN, LEVEL_MAX = 0, 10
"""The range of every level on the sheet (Zonekeeper's own: the seed gives none)."""

GENERAL: tuple[str, ...] = (
    "resistencia",
    "atencao",
    "camuflagem",
    "frieza",
    "medicina",
    "atletismo",
)
CATEGORIES: tuple[str, ...] = (
    "rifles",
    "submetralhadoras",
    "metralhadoras",
    "combate_corporal",
    "explosivos",
)
TECHNIQUES: tuple[str, ...] = (
    "surpresa",
    "oportunidade",
    "tiro_de_precisao",
    "fogo_supressor",
    "desarmar",
)
DEFAULT_RESISTENCIA = 3
"""A new character's Resistência (Zonekeeper's own: at 0 every Lesão would be a Ferimento)."""

_HELP: Mapping[str, str] = Labels(
    "ww2",
    {
        "resistencia": QT_TRANSLATE_NOOP(
            "ww2", "Most Injuries held; bearing the pain of a Wound; staying conscious"
        ),
        "atencao": QT_TRANSLATE_NOOP("ww2", "Spotting a hidden attacker; breaks initiative ties"),
        "camuflagem": QT_TRANSLATE_NOOP(
            "ww2", "Staying unseen before a surprise attack (against Attention)"
        ),
        "frieza": QT_TRANSLATE_NOOP(
            "ww2", "Shaking off suppression; keeping nerve against explosives"
        ),
        "medicina": QT_TRANSLATE_NOOP(
            "ww2", "Stopping a haemorrhage (0); saving a fatal wound (5); recovery"
        ),
        "atletismo": QT_TRANSLATE_NOOP(
            "ww2", "Extra metres beyond 15 m running or 6 m shooting and moving"
        ),
        "surpresa": QT_TRANSLATE_NOOP(
            "ww2", "Added once to OP when the target failed to spot the attacker"
        ),
        "oportunidade": QT_TRANSLATE_NOOP(
            "ww2", "Added to OP for each situation: suppressed, panicked, flanked target"
        ),
        "tiro_de_precisao": QT_TRANSLATE_NOOP(
            "ww2", "Added to OP the round after a round spent aiming (Rifles)"
        ),
        "fogo_supressor": QT_TRANSLATE_NOOP(
            "ww2", "Added to OP laying suppressive fire (Machine guns, Submachine guns)"
        ),
        "desarmar": QT_TRANSLATE_NOOP("ww2", "Added to OP disarming in Close combat"),
    },
)
_SOURCE = "002_dd4261c425c1f7c5.txt"


# -- derived values: one function each, read by the rules too ---------------------------------
def level(stats: Mapping[str, Any], key: str) -> int | None:
    """The whole-number level ``key`` on a sheet, or ``None`` when the sheet lacks it."""
    value = stats.get(key)
    if value is None:
        return None
    if isinstance(value, bool):
        return int(value)
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def max_lesoes(stats: Mapping[str, Any]) -> int:
    """The most Lesões a character holds: their Resistência (``injuries.json`` max_lesions)."""
    return max(0, level(stats, "resistencia") or 0)


def max_ferimentos() -> int:
    """Ferimentos tolerated at once (``injuries.json`` max_ferimentos: 5; the sixth kills)."""
    rows = load_table("ww2", "injuries")["rows"]
    return int(next(r for r in rows if r.get("key") == "max_ferimentos")["max"])


def max_sangramento() -> int:
    """The most Sangramento survived (``bleeding.json``: over 25 is death)."""
    rows = load_table("ww2", "bleeding")["rows"]
    return int(next(r for r in rows if r.get("state") == "death")["min"]) - 1


def derived_values(stats: Mapping[str, Any]) -> dict[str, Any]:
    """The sheet's derived fields for ``stats``."""
    return {
        "max_lesoes": max_lesoes(stats),
        "max_ferimentos": max_ferimentos(),
        "max_sangramento": max_sangramento(),
    }


# -- weapons ---------------------------------------------------------------------------------
def _range_words(range_class: str) -> str:
    rows = load_table("ww2", "range_bands")["rows"]
    row = next(r for r in rows if r.get("effective_range_class") == range_class)
    if range_class == "melee":
        return f"{row.get('min_m', 0)}–{row['max_m']} m ({rule_text(row, 'name')})"
    return translate("ww2", "effective {max_m} m ({label})").format(
        max_m=row["max_m"], label=rule_text(row, "name")
    )


def category_range_class(category: str) -> str | None:
    """The effective-range class of a Weapon Category (``weapons.json`` categories:
    Zonekeeper's own reading, the seed's table is missing), ``None`` for an unknown one."""
    for row in load_table("ww2", "weapons")["categories"]:
        if row["key"] == category:
            return str(row["range_class"])
    return None


def weapon_items() -> tuple[ItemChoice, ...]:
    """The rows of ``weapons.json`` as picker choices, their category's range in the label
    (in the UI language; built once per language)."""
    return _weapon_items(language())


@cache
def _weapon_items(lang: str) -> tuple[ItemChoice, ...]:
    out = []
    for row in load_table("ww2", "weapons")["rows"]:
        data = {k: row[k] for k in ("id", "name", "category", "range_class") if k in row}
        label = f"{row['name']} — {SKILLS[row['category']]}"
        rc = row.get("range_class") or category_range_class(row["category"])
        if rc:
            label += f", {_range_words(rc)}"
        out.append(ItemChoice(str(row["id"]), label, data))
    return tuple(out)


def weapon_item(item_id: str) -> ItemChoice | None:
    """The table's weapon ``item_id`` (``None`` when the table has none)."""
    return next((i for i in weapon_items() if i.id == item_id), None)


def weapon_words(weapon_id: str) -> str:
    """A weapon id told for people: "the <table's name>" when it has one, else "that weapon"."""
    item = weapon_item(weapon_id)
    return (
        translate("ww2", "the {name}").format(name=rule_text(item.data, "name"))
        if item
        else translate("ww2", "that weapon")
    )


# -- the sheet -------------------------------------------------------------------------------
def _level_field(key: str, section: str) -> SheetField:
    return SheetField(
        key,
        SKILLS[key],
        "int",
        default=DEFAULT_RESISTENCIA if key == "resistencia" else 0,
        minimum=LEVEL_MIN,
        maximum=LEVEL_MAX,
        source=translate("ww2", "{SOURCE}: {section}; 0–10 is Zonekeeper's own bound").format(
            SOURCE=_SOURCE, section=section
        ),
        help=_HELP.get(key)
        or translate("ww2", "Added to OP attacking with {skill}").format(skill=SKILLS[key]),
    )


def character_sheet() -> CharacterSheet:
    """The WWII sheet: skills, weapon categories, techniques, the tracks' maxima, weapons
    (in the UI language; built once per language)."""
    return _character_sheet(language())


@cache
def _character_sheet(lang: str) -> CharacterSheet:
    derived = (
        SheetField(
            "max_lesoes",
            translate("ww2", "Most Injuries (= Endurance)"),
            derived=True,
            source=translate("ww2", "injuries.json: max_lesions"),
            help=translate("ww2", "Each Injury past it becomes a Wound"),
        ),
        SheetField(
            "max_ferimentos",
            translate("ww2", "Most Wounds"),
            derived=True,
            source=translate("ww2", "injuries.json: max_ferimentos"),
            help=translate("ww2", "One more kills"),
        ),
        SheetField(
            "max_sangramento",
            translate("ww2", "Most Bleeding survived"),
            derived=True,
            source="bleeding.json",
            help=translate("ww2", "21–25 is a coma; over 25, death"),
        ),
    )
    weapons = SheetField(
        "weapons",
        translate("ww2", "Weapons"),
        "items",
        default=[],
        items=weapon_items(),
        source=translate("ww2", "weapons.json (Zonekeeper's own weapons in the seed's categories)"),
        help=translate("ww2", "Bare hands (Close combat) are always at hand"),
    )
    return CharacterSheet(
        (
            SheetSection(
                "skills",
                translate("ww2", "Skills"),
                tuple(_level_field(k, "Habilidades") for k in GENERAL),
            ),
            SheetSection(
                "weapon_skills",
                translate("ww2", "Weapon categories"),
                tuple(_level_field(k, translate("ww2", "Weapon category")) for k in CATEGORIES),
            ),
            SheetSection(
                "techniques",
                translate("ww2", "Combat techniques"),
                tuple(_level_field(k, translate("ww2", "Combat techniques")) for k in TECHNIQUES),
            ),
            SheetSection("tracks", translate("ww2", "Tracks' maxima"), derived),
            SheetSection("weapons", translate("ww2", "Weapons"), (weapons,)),
        )
    )


def check_value(field_id: str, value: Any) -> Any:
    """``value`` typed for sheet field ``field_id``, or a :class:`RuleError` a GM can read."""
    typed = check_field_value(character_sheet().field(field_id), value)
    if field_id == "weapons":
        check_weapons(typed)
    return typed


def check_weapons(weapons: list[dict[str, Any]]) -> None:
    """Every weapon needs an id, a name, one of the sheet's categories and a known range class;
    no two share an id."""
    classes = {
        r["effective_range_class"]
        for r in load_table("ww2", "range_bands")["rows"]
        if "effective_range_class" in r
    }
    seen: set[str] = set()
    for i, w in enumerate(weapons, 1):
        wid, name = w.get("id"), w.get("name") or w.get("id")
        if not isinstance(wid, str) or not wid.strip():
            raise RuleError(translate("ww2", "Weapon {i} has no id.").format(i=i))
        if wid in seen:
            raise RuleError(
                translate("ww2", "Two weapons share the id {wid!r}: give each its own.").format(
                    wid=wid
                )
            )
        seen.add(wid)
        cat = w.get("category", MELEE_CATEGORY)
        if cat not in CATEGORIES:
            names = ", ".join(SKILLS[c] for c in CATEGORIES)
            raise RuleError(
                translate(
                    "ww2", "{name}: the category must be one of {names} (got {cat!r})."
                ).format(name=name, names=names, cat=cat)
            )
        rc = w.get("range_class")
        if rc is not None and rc not in classes:
            raise RuleError(
                translate(
                    "ww2", "{name}: the range class must be one of {classes} (got {rc!r})."
                ).format(name=name, classes=", ".join(sorted(classes)), rc=rc)
            )
        for key in ("lethal_m", "maximum_m"):
            v = w.get(key)
            if v is not None and (isinstance(v, bool) or not isinstance(v, (int, float)) or v < 0):
                raise RuleError(
                    translate("ww2", "{name}: {key} distance is metres from 0.").format(
                        name=name, key=key.replace("_m", "")
                    )
                )
