"""Where the WWII rules keep their state, and the stat keys they read.

State (JSON, saved with the encounter, every change undone by the enclosing transaction):

- ``enc.state["ww2"]`` — the fight: ``{"initiative": {...}}`` (see :mod:`.initiative`).
- ``enc.state["combatants"][name]["ww2"]`` — one combatant (:func:`view` shows the defaults):
  ``attention``, ``posture`` (``"standing"``/``"crouching"``; prone is the token's stance),
  ``armour``, ``exposure``, ``visibility``, ``injury`` (Lesões, Ferimentos, treated, Sangramento,
  out of action, unconscious, coma, dead), ``conditions``, ``death_clock``, ``surprised_by``,
  ``suppression``, ``aim``, ``weapons`` (status of each weapon), ``captured`` (weapons taken in a
  disarm), ``smg_suppressive_round`` and ``round`` (what was done this round).

Read with :func:`view` (a copy filled with defaults — reading never writes); change with
:func:`live` inside ``enc.transaction``.

Stat keys (``enc.combatant(name).stats``, whole numbers 0–10 on the sheet — :mod:`.sheet`; a
missing one counts 0 and the attack or test that read it says so):

==========================  =================================================================
key                         meaning (seed 002)
==========================  =================================================================
``resistencia``             Resistência: maximum Lesões; pain, consciousness and recovery tests
``atencao``                 Atenção: initiative ties, detection
``camuflagem``              Camuflagem: hiding before a surprise attack
``frieza``                  Frieza: shaking off suppression, panic
``medicina``                Medicina: stopping bleeding, saving a fatal wound
``atletismo``               Atletismo: extra metres
``rifles`` ``submetralhadoras`` ``metralhadoras`` ``combate_corporal`` ``explosivos``
                            weapon-category skills (any other category key works the same)
``surpresa`` ``oportunidade`` ``tiro_de_precisao`` ``fogo_supressor`` ``desarmar``
                            technique levels
``weapons``                 list of weapons: ``{"id", "name", "category", "range_class",
                            "lethal_m", "maximum_m", "explosive", "ineffective",
                            "ignores_cover"}`` (only ``id`` and ``category`` are needed)
==========================  =================================================================
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from core.i18n import translate
from core.rules.labels import QT_TRANSLATE_NOOP, Labels

if TYPE_CHECKING:  # pragma: no cover
    from core.encounter import Encounter

KEY = "ww2"
"""Top-level ``enc.state`` key and per-combatant sub-key of this ruleset."""

SKILLS: Mapping[str, str] = Labels(
    "ww2",
    {
        "resistencia": QT_TRANSLATE_NOOP("ww2", "Endurance"),
        "atencao": QT_TRANSLATE_NOOP("ww2", "Attention"),
        "camuflagem": QT_TRANSLATE_NOOP("ww2", "Camouflage"),
        "frieza": QT_TRANSLATE_NOOP("ww2", "Composure"),
        "medicina": QT_TRANSLATE_NOOP("ww2", "Medicine"),
        "atletismo": QT_TRANSLATE_NOOP("ww2", "Athletics"),
        "rifles": QT_TRANSLATE_NOOP("ww2", "Rifles"),
        "submetralhadoras": QT_TRANSLATE_NOOP("ww2", "Submachine guns"),
        "metralhadoras": QT_TRANSLATE_NOOP("ww2", "Machine guns"),
        "combate_corporal": QT_TRANSLATE_NOOP("ww2", "Close combat"),
        "explosivos": QT_TRANSLATE_NOOP("ww2", "Explosives"),
        "surpresa": QT_TRANSLATE_NOOP("ww2", "Surprise"),
        "oportunidade": QT_TRANSLATE_NOOP("ww2", "Opportunity"),
        "tiro_de_precisao": QT_TRANSLATE_NOOP("ww2", "Precision shot"),
        "fogo_supressor": QT_TRANSLATE_NOOP("ww2", "Suppressive fire"),
        "desarmar": QT_TRANSLATE_NOOP("ww2", "Disarm"),
    },
)
"""Stat keys and their names (the seed's; in the UI language when read)."""

MELEE_CATEGORY = "combate_corporal"
EXPLOSIVE_CATEGORY = "explosivos"

UNARMED: dict[str, Any] = {
    "id": "unarmed",
    "name": "Unarmed",
    "name_pt": "Desarmado",
    "name_es": "Desarmado",
    "category": MELEE_CATEGORY,
    "ineffective": True,
}
"""Everyone can fight bare-handed (Combate Ineficaz: 'lutar desarmado')."""

POSTURES: tuple[str, ...] = ("standing", "crouching", "prone")
ARMOURS: tuple[str, ...] = ("none", "retarding", "impenetrable")
EXPOSURES: tuple[str, ...] = ("auto", "full", "partial", "minimal", "fully_hidden")
VISIBILITIES: tuple[str, ...] = ("perfect", "partial", "none")

_INJURY: dict[str, Any] = {
    "lesoes": 0,
    "ferimentos": 0,
    "treated": 0,
    "sangramento": 0,
    "out_of_action": False,
    "unconscious": False,
    "coma": False,
    "dead": False,
    "cause": "",
    "treat_round": None,
    "pain_round": None,
    "save_round": None,
}

_DEFAULTS: dict[str, Any] = {
    "attention": "alert",
    "posture": "standing",
    "armour": "none",
    "exposure": "auto",
    "visibility": "perfect",
    "injury": _INJURY,
    "conditions": {},
    "death_clock": None,
    "surprised_by": {},
    "suppression": None,
    "aim": None,
    "weapons": {},
    "captured": [],
    "smg_suppressive_round": None,
    "round": None,
}


def json_copy(value: Any) -> Any:
    """A deep copy of JSON-shaped state (dicts, lists, plain values) — what ``copy.deepcopy``
    gives, several times faster on the small dicts every rule reads."""
    if isinstance(value, dict):
        return {k: json_copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [json_copy(v) for v in value]
    if isinstance(value, tuple):
        return tuple(json_copy(v) for v in value)
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    return copy.deepcopy(value)


def fight(enc: Encounter) -> dict[str, Any]:
    """The live fight state ``enc.state["ww2"]`` (creates it: call inside a transaction)."""
    return enc.state.setdefault(KEY, {})


def fight_view(enc: Encounter) -> dict[str, Any]:
    """A copy of ``enc.state["ww2"]`` (empty when there is none)."""
    return json_copy(enc.state.get(KEY) or {})


def _filled(stored: dict[str, Any]) -> dict[str, Any]:
    out = {k: json_copy(v) for k, v in _DEFAULTS.items() if k not in stored or k == "injury"}
    for k, v in stored.items():
        if k == "injury" and isinstance(v, dict):
            out["injury"].update(json_copy(v))
        else:
            out[k] = json_copy(v)
    return out


def view(enc: Encounter, name: str) -> dict[str, Any]:
    """A copy of ``name``'s WWII state with every default filled in (never writes)."""
    per = (enc.state.get("combatants") or {}).get(name) or {}
    return _filled(per.get(KEY) or {})


def peek(enc: Encounter, name: str, key: str) -> Any:
    """One top-level value of ``name``'s WWII state, its default when unset — read only, not
    copied: for the quick questions every attack asks (callers must not change it)."""
    per = (enc.state.get("combatants") or {}).get(name) or {}
    mine = per.get(KEY) or {}
    if key == "injury":
        return {**_INJURY, **(mine.get("injury") or {})}
    return mine[key] if key in mine else _DEFAULTS[key]


def live(enc: Encounter, name: str) -> dict[str, Any]:
    """``name``'s live WWII state, defaults filled in place (call inside a transaction)."""
    per = enc.ruleset.combatant_state(enc, name)
    mine = per.get(KEY)
    if not isinstance(mine, dict):
        mine = per[KEY] = {}
    for k, v in _DEFAULTS.items():
        if k not in mine:
            mine[k] = copy.deepcopy(v)
    for k, v in _INJURY.items():
        mine["injury"].setdefault(k, v)
    return mine


def stat(enc: Encounter, name: str, key: str) -> int:
    """A whole-number stat of ``name`` (0 when missing or not a number)."""
    value = enc.combatant(name).stats.get(key, 0)
    if isinstance(value, bool):
        return int(value)
    try:
        return int(value)
    except (TypeError, ValueError):
        return 0


def lesoes_text(n: int) -> str:
    """``"1 Lesão"``, ``"2 Lesões"``."""
    return (
        translate("ww2", "{n} Injury").format(n=n)
        if n == 1
        else translate("ww2", "{n} Injuries").format(n=n)
    )


def ferimentos_text(n: int) -> str:
    """``"1 Ferimento"``, ``"2 Ferimentos"``."""
    return (
        translate("ww2", "{n} Wound").format(n=n)
        if n == 1
        else translate("ww2", "{n} Wounds").format(n=n)
    )


def skill_label(key: str) -> str:
    """The seed's name of a stat key (``"tiro_de_precisao"`` → ``"Tiro de Precisão"``)."""
    return SKILLS.get(key, key.replace("_", " ").title())


# -- round record -------------------------------------------------------------------------------
def round_view(enc: Encounter, name: str) -> dict[str, Any]:
    """What ``name`` did this round: ``actions`` (ids), ``attacked``, ``mode``, ``extra_m``,
    ``start_pos`` — empty defaults when the record is of an older round."""
    rec = peek(enc, name, "round")
    if not isinstance(rec, dict) or rec.get("number") != enc.round.number:
        rec = {}
    start = rec.get("start_pos")
    return {
        "number": enc.round.number,
        "actions": list(rec.get("actions", [])),
        "attacked": bool(rec.get("attacked", False)),
        "mode": rec.get("mode"),
        "extra_m": dict(rec.get("extra_m", {})),
        "start_pos": list(start) if isinstance(start, list) else start,
        "sprinted": bool(rec.get("sprinted", False)),
        "suppressed_targets": list(rec.get("suppressed_targets", [])),
    }


def round_live(enc: Encounter, name: str) -> dict[str, Any]:
    """The live round record of ``name`` (reset when a new round began; inside a transaction)."""
    mine = live(enc, name)
    rec = mine.get("round")
    if not isinstance(rec, dict) or rec.get("number") != enc.round.number:
        rec = mine["round"] = {}
    for k, v in round_view(enc, name).items():
        rec.setdefault(k, v)
    return rec


# -- status -------------------------------------------------------------------------------------
def is_dead(enc: Encounter, name: str) -> bool:
    return name not in enc or bool(peek(enc, name, "injury")["dead"])


def is_unconscious(enc: Encounter, name: str) -> bool:
    inj = peek(enc, name, "injury")
    return bool(inj["unconscious"] or inj["coma"])


def is_out_of_action(enc: Encounter, name: str) -> bool:
    return bool(peek(enc, name, "injury")["out_of_action"])


def posture(enc: Encounter, name: str) -> str:
    """``"prone"`` when the token lies prone, else the stored standing/crouching posture."""
    if enc.combatant(name).stance == "prone":
        return "prone"
    p = peek(enc, name, "posture")
    return p if p in ("standing", "crouching") else "standing"


# -- weapons ------------------------------------------------------------------------------------
def _normalise_weapon(w: Any) -> dict[str, Any] | None:
    if isinstance(w, dict) and isinstance(w.get("id"), str) and w["id"]:
        out = dict(w)
        out.setdefault("name", out["id"])
        out.setdefault("category", MELEE_CATEGORY)
        _table_names(out)
        return out
    return None


def _table_names(weapon: dict[str, Any]) -> None:
    """A weapon the sheet stored under the table's English name reads in the UI language
    with the table's ``name_pt``/``name_es`` (a name the GM changed stays as typed)."""
    from core.resources import load_table

    rows = [UNARMED, *load_table("ww2", "weapons")["rows"]]
    row = next((r for r in rows if r.get("id") == weapon["id"]), None)
    if row is not None and row.get("name") == weapon["name"]:
        for key in ("name_pt", "name_es"):
            if key in row:
                weapon.setdefault(key, row[key])


def carried_weapons(enc: Encounter, name: str) -> list[dict[str, Any]]:
    """``name``'s weapons: the ``weapons`` stat, the ones captured in disarms, and bare hands.

    Each is a dict with at least ``id``, ``name`` and ``category``, plus ``status`` (``"ok"``,
    ``"jammed"``, ``"disabled"``, ``"destroyed"``, ``"dropped"``, ``"lost"``).
    """
    listed = enc.combatant(name).stats.get("weapons") or []
    out: list[dict[str, Any]] = []
    seen: set[str] = set()
    st = {k: peek(enc, name, k) for k in ("captured", "weapons")}
    for w in [*listed, *st["captured"], UNARMED]:
        weapon = _normalise_weapon(w)
        if weapon is None or weapon["id"] in seen:
            continue
        seen.add(weapon["id"])
        status = st["weapons"].get(weapon["id"], {})
        eid = status.get("effect")
        if eid and not any(e["id"] == eid for e in enc.state.get("effects") or []):
            status = {}  # the jam was cleared when its effect ran out
        weapon["status"] = status.get("status", "ok")
        weapon["status_detail"] = dict(status)
        out.append(weapon)
    return out


def find_weapon(enc: Encounter, name: str, weapon_id: str | None) -> dict[str, Any] | None:
    """One of ``name``'s weapons by id; ``None`` gives the first weapon still in hand."""
    weapons = carried_weapons(enc, name)
    if weapon_id is None:
        usable = [w for w in weapons if w["status"] == "ok"]
        return (usable or weapons)[0] if weapons else None
    return next((w for w in weapons if w["id"] == weapon_id), None)


def readied_weapon(enc: Encounter, name: str) -> dict[str, Any] | None:
    """The weapon ``name`` fights with now (the first one in hand that isn't bare hands)."""
    for w in carried_weapons(enc, name):
        if w["id"] != UNARMED["id"] and w["status"] == "ok":
            return w
    return None


# -- following renamed / removed combatants -----------------------------------------------------
def rename_everywhere(enc: Encounter, old: str, new: str) -> None:
    """Rename ``old`` inside every WWII record that names another combatant (plain state edit)."""
    for per in (enc.state.get("combatants") or {}).values():
        mine = per.get(KEY) if isinstance(per, dict) else None
        if not isinstance(mine, dict):
            continue
        sb = mine.get("surprised_by")
        if isinstance(sb, dict) and old in sb:
            sb[new] = sb.pop(old)
        sup = mine.get("suppression")
        if isinstance(sup, dict) and sup.get("by") == old:
            sup["by"] = new
        aim = mine.get("aim")
        if isinstance(aim, dict) and aim.get("target") == old:
            aim["target"] = new
        for w in mine.get("captured") or []:
            if isinstance(w, dict) and w.get("from") == old:
                w["from"] = new
        for st in (mine.get("weapons") or {}).values():
            if isinstance(st, dict) and st.get("by") == old:
                st["by"] = new
        rec = mine.get("round")
        if isinstance(rec, dict):
            rec["suppressed_targets"] = [
                new if t == old else t for t in rec.get("suppressed_targets", [])
            ]


def forget_everywhere(enc: Encounter, name: str) -> None:
    """Drop the WWII records that point at ``name`` (they left the encounter)."""
    for per in (enc.state.get("combatants") or {}).values():
        mine = per.get(KEY) if isinstance(per, dict) else None
        if not isinstance(mine, dict):
            continue
        sb = mine.get("surprised_by")
        if isinstance(sb, dict):
            sb.pop(name, None)
        sup = mine.get("suppression")
        if isinstance(sup, dict) and sup.get("by") == name:
            mine["suppression"] = None
        aim = mine.get("aim")
        if isinstance(aim, dict) and aim.get("target") == name:
            aim["target"] = None
