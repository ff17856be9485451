"""Where BRP keeps its state, its settings, and how it reads a combatant's stats.

State (plain JSON, saved with the encounter, every change inside ``enc.transaction``):

- ``enc.state["brp"]`` — the fight: ``order`` (DEX-rank places and this round's turns, see
  :mod:`core.rules.brp.dex_ranks`), ``settings`` (GM overrides of the ruleset settings),
  ``weather``, ``chase``, ``at_bay``/``inside_guard`` (weapon length), ``pending`` (damage that
  lands when a timed effect runs out), ``ongoing`` (damage every round while an effect lasts),
  ``seq`` (a counter for ids).
- ``enc.state["combatants"][name]["brp"]`` — one combatant: ``hp``, ``major_wounds``,
  ``conditions`` (condition → timed-effect id), ``ready`` (weapons in hand), ``aim``,
  ``no_defence_round``, ``no_attack_round``, ``felled`` (round and DEX rank they fell),
  ``burned``, ``disease``.

Stat keys (``enc.combatant(name).stats``), all optional unless an action needs them:

==================  ===========================================================================
key                 meaning
==================  ===========================================================================
``str`` ``con``     characteristics (whole numbers). ``dex`` gives the DEX rank;
``siz`` ``int``     ``siz`` large/small targets, knockback and falling; ``con`` poison,
``pow`` ``dex``     asphyxiation, disease; ``pow`` Luck; ``int`` Idea; ``str`` wind, disarm.
``cha`` ``edu``
``dex_rank``        overrides the DEX rank (powers, armour …); default ``dex``
``hp``              total hit points; default ⌈(CON + SIZ) / 2⌉ (BRP standard)
``armour``          armour points: a number or dice (``"1D8+1"``)
``db``              damage modifier: ``"+1D4"``, ``"-1D4"``, ``"+1D6"``, ``"0"``
``skills``          ``{"Dodge": 35, "Sword": 60, "Ride": 40, …}`` percentages
``weapons``         ``[{"id", "name", "skill", "damage", "length", "range_m", …}]`` (see
                    :mod:`core.rules.brp.attacks`)
``ready``           weapon ids in hand when the fight starts (default: the first weapon)
``shield``          ``"medium_or_small"``, ``"full"`` or ``"large"`` (shields vs missiles)
==================  ===========================================================================

Characteristic rolls (BRP standard, used where the seed names them): Agility/Agilidade = DEX×5,
Idea/Ideia = INT×5, Luck/Sorte = POW×5, Stamina = CON×5 (the seed: "CON×5 (uma rolagem de
Stamina não modificada)"), Effort = STR×5, Know = EDU×5. A skill of the same name in ``skills``
wins.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from core.i18n import translate
from core.rules.base import RuleError
from core.rules.brp import sheet

if TYPE_CHECKING:
    from core.encounter import Encounter

KEY = "brp"
"""The ruleset's top-level ``enc.state`` key and the per-combatant sub-key."""

ACTION = "DEX-rank"
"""The action kind in ``enc.round.spent``: the one action of a DEX-rank turn (a move's cost
reads "1 DEX-rank action")."""

CHARACTERISTICS: tuple[str, ...] = ("str", "con", "siz", "int", "pow", "dex", "cha", "edu")

CHARACTERISTIC_ROLLS: dict[str, tuple[str, int]] = {
    k: (char, mult) for k, (char, mult, _name) in sheet.CHARACTERISTIC_ROLLS.items()
}
"""Named characteristic rolls: name → (characteristic, multiplier)."""


# -- reading and writing the state ----------------------------------------------------------------
def peek(enc: Encounter) -> dict[str, Any]:
    """The ruleset's top-level state, read-only (``{}`` when nothing was written yet)."""
    data = enc.state.get(KEY)
    return data if isinstance(data, dict) else {}


def live(enc: Encounter) -> dict[str, Any]:
    """The writable top-level state (created on first use: call inside a transaction)."""
    return enc.state.setdefault(KEY, {})


def cpeek(enc: Encounter, name: str) -> dict[str, Any]:
    """A combatant's BRP sub-state, read-only (``{}`` when empty)."""
    enc.combatant(name)
    per = enc.state.get("combatants", {}).get(name, {})
    data = per.get(KEY, {}) if isinstance(per, dict) else {}
    return data if isinstance(data, dict) else {}


def clive(enc: Encounter, name: str) -> dict[str, Any]:
    """A combatant's writable BRP sub-state (call inside a transaction)."""
    return enc.ruleset.combatant_state(enc, name).setdefault(KEY, {})


def next_id(enc: Encounter, prefix: str) -> str:
    """A fresh id (``"a3"``) from the state's counter (call inside a transaction)."""
    st = live(enc)
    st["seq"] = int(st.get("seq", 0)) + 1
    return f"{prefix}{st['seq']}"


# -- settings -------------------------------------------------------------------------------------
def setting(enc: Encounter, key: str) -> Any:
    """A BRP setting: the GM's override in the state, else the ruleset's settings."""
    overrides = peek(enc).get("settings", {})
    if key in overrides:
        return overrides[key]
    if key in enc.ruleset.settings:
        return enc.ruleset.settings[key]
    from core.rules.brp import defaults

    if key not in defaults():
        raise KeyError(f"Unknown BRP setting {key!r}")
    return defaults()[key]


def check_setting(key: str, value: Any) -> Any:
    """The value, checked against the setting's kind; :class:`RuleError` otherwise."""
    from core.rules.brp import SETTING_CHOICES, defaults

    if key not in defaults():
        raise RuleError(translate("brp", "Unknown BRP setting {key!r}.").format(key=key))
    default = defaults()[key]
    if key in SETTING_CHOICES:
        if value not in SETTING_CHOICES[key]:
            options = ", ".join(repr(c) for c in SETTING_CHOICES[key])
            raise RuleError(
                translate("brp", "{key} takes one of {options}, not {value!r}.").format(
                    key=key, options=options, value=value
                )
            )
        return value
    if key == "brp.resistance_formula":
        if (
            not isinstance(value, dict)
            or set(value) != {"base", "per_point"}
            or not all(_is_number(v) for v in value.values())
        ):
            raise RuleError(
                translate("brp", "{key} is {{'base': number, 'per_point': number}}.").format(
                    key=key
                )
            )
        return dict(value)
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise RuleError(translate("brp", "{key} is true or false.").format(key=key))
        return value
    if isinstance(default, int | float):
        if not _is_number(value):
            raise RuleError(translate("brp", "{key} is a number.").format(key=key))
        return value
    if not isinstance(value, type(default)):
        raise RuleError(
            translate("brp", "{key} takes a {type}.").format(key=key, type=type(default).__name__)
        )
    return value


def set_setting(enc: Encounter, key: str, value: Any) -> None:
    """Change a BRP setting for this encounter (undoable, logged, saved with the state)."""
    value = check_setting(key, value)
    if setting(enc, key) == value and key in peek(enc).get("settings", {}):
        return
    with enc.transaction(translate("brp", "Set {key}").format(key=key)):
        live(enc).setdefault("settings", {})[key] = copy.deepcopy(value)
        enc.add_log(
            "setting",
            translate("brp", "Setting {key} is now {value!r}.").format(key=key, value=value),
            setting=key,
            value=value,
        )


def _is_number(v: Any) -> bool:
    return isinstance(v, int | float) and not isinstance(v, bool)


# -- rule data ------------------------------------------------------------------------------------
def table(enc: Encounter, table_id: str) -> dict[str, Any]:
    """A BRP rule table (read-only: it is cached — copy before changing anything)."""
    return enc.ruleset.table(table_id)


def row(enc: Encounter, table_id: str, **match: Any) -> dict[str, Any]:
    """The first row of ``table_id`` whose fields equal ``match`` (a copy)."""
    for r in table(enc, table_id)["rows"]:
        if all(r.get(k) == v for k, v in match.items()):
            return copy.deepcopy(r)
    raise KeyError(f"{table_id}.json has no row with {match}")


def rows(enc: Encounter, table_id: str, key: str) -> list[dict[str, Any]]:
    """Every row of ``table_id`` that has ``key`` (copies)."""
    return [copy.deepcopy(r) for r in table(enc, table_id)["rows"] if key in r]


def source(table_id: str) -> str:
    """ "seed 001 §<section>" for a table, the source a modifier names."""
    from core.resources import load_table

    sec = load_table("brp", table_id)["source"]["section"].strip("*").strip()
    return f"{table_id}.json — «{sec}»"  # the seed's section in its own words: not translated


# -- stats ----------------------------------------------------------------------------------------
def stats(enc: Encounter, name: str) -> Mapping[str, Any]:
    return enc.combatant(name).stats


def characteristic(enc: Encounter, name: str, key: str, *, required: bool = True) -> int | None:
    """A characteristic (``"dex"`` …) as a whole number; :class:`RuleError` when missing and
    ``required``."""
    value = stats(enc, name).get(key)
    if value is None:
        value = stats(enc, name).get(key.upper())
    if value is None:
        if required:
            raise RuleError(
                translate("brp", "{name}'s sheet has no {key}: fill it in.").format(
                    name=name, key=key.upper()
                )
            )
        return None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise RuleError(
            translate("brp", "{name}'s {key} must be a number, not {value!r}.").format(
                name=name, key=key.upper(), value=value
            )
        )
    return int(value)


def skill_value(enc: Encounter, name: str, skill: str | int) -> tuple[int, str]:
    """(percentage, label) of a skill: a number is itself; a name is looked up in
    ``stats["skills"]`` (any case), then as a characteristic roll (Agility = DEX×5 …), then as
    a top-level stats key. :class:`RuleError` if none fits."""
    if isinstance(skill, bool):
        raise RuleError(
            translate("brp", "A skill is a name or a percentage, not {skill!r}.").format(
                skill=skill
            )
        )
    if isinstance(skill, int | float):
        return int(skill), f"{int(skill)}%"
    if not isinstance(skill, str) or not skill.strip():
        raise RuleError(
            translate("brp", "A skill is a name or a percentage, not {skill!r}.").format(
                skill=skill
            )
        )
    wanted = skill.strip()
    skills = stats(enc, name).get("skills") or {}
    if isinstance(skills, Mapping):
        for k, v in skills.items():
            if str(k).lower() == wanted.lower() and _is_number(v):
                return int(v), f"{k} {int(v)}%"
    if wanted.lower() in CHARACTERISTIC_ROLLS:
        char, mult, pct = sheet.characteristic_roll(stats(enc, name), wanted)
        if pct is None:
            characteristic(enc, name, char)  # raises, naming the missing characteristic
        assert pct is not None
        return pct, f"{wanted} ({char.upper()}×{mult} = {pct}%)"
    direct = stats(enc, name).get(wanted.lower(), stats(enc, name).get(wanted))
    if _is_number(direct):
        return int(direct), f"{wanted} {int(direct)}%"
    raise RuleError(
        translate("brp", "{name} has no skill called {wanted} on the sheet: fill it in.").format(
            name=name, wanted=wanted
        )
    )


def has_skill(enc: Encounter, name: str, skill: str) -> bool:
    try:
        skill_value(enc, name, skill)
    except RuleError:
        return False
    return True


def max_hp(enc: Encounter, name: str) -> int | None:
    """Total hit points: stats ``hp``, else ⌈(CON + SIZ) / 2⌉ (BRP standard), else ``None``."""
    return sheet.total_hit_points(stats(enc, name))


# -- names follow combatants ----------------------------------------------------------------------
def _rename_list(items: list[Any], old: str, new: str) -> list[Any]:
    return [new if x == old else x for x in items]


def rename_in_brp_state(enc: Encounter, old: str, new: str) -> None:
    """Follow a renamed combatant through the top-level BRP state (plain edit, no transaction)."""
    st = enc.state.get(KEY)
    if not isinstance(st, dict):
        return
    order = st.get("order")
    if isinstance(order, dict):
        order["placed"] = _rename_list(order.get("placed", []), old, new)
        turns = order.get("turns", {})
        if old in turns:
            turns[new] = turns.pop(old)
        for t in turns.values():
            if t.get("opponent") == old:
                t["opponent"] = new
            if isinstance(t.get("began"), list) and t["began"][-1:] == [old]:
                t["began"][-1] = new
        if order.get("current") == old:
            order["current"] = new
        if isinstance(order.get("pos"), list) and order["pos"][-1:] == [old]:
            order["pos"][-1] = new
    chase = st.get("chase")
    if isinstance(chase, dict) and old in chase.get("positions", {}):
        chase["positions"][new] = chase["positions"].pop(old)
        if old in chase.get("failures", {}):
            chase["failures"][new] = chase["failures"].pop(old)
    for entry in st.get("at_bay", []):
        for k in ("long", "short"):
            if entry.get(k) == old:
                entry[k] = new
    if "inside_guard" in st:  # a rename adds no key the state did not have
        st["inside_guard"] = [_rename_list(p, old, new) for p in st["inside_guard"]]
    for key in ("pending", "ongoing"):
        for entry in st.get(key, []):
            if entry.get("target") == old:
                entry["target"] = new


def remove_from_brp_state(enc: Encounter, name: str) -> None:
    """Forget a combatant who left (joins the caller's transaction when there is one)."""
    st = enc.state.get(KEY)
    if not isinstance(st, dict):
        return
    with enc.transaction(translate("brp", "{name} leaves the DEX ranks").format(name=name)):
        st = live(enc)
        order = st.get("order")
        if isinstance(order, dict):
            order["placed"] = [n for n in order.get("placed", []) if n != name]
            order.get("turns", {}).pop(name, None)
            if order.get("current") == name:
                order["current"] = None
        chase = st.get("chase")
        if isinstance(chase, dict):
            chase.get("positions", {}).pop(name, None)
            chase.get("failures", {}).pop(name, None)
        st["at_bay"] = [e for e in st.get("at_bay", []) if name not in (e["long"], e["short"])]
        st["inside_guard"] = [p for p in st.get("inside_guard", []) if name not in p]
        for key in ("pending", "ongoing"):
            st[key] = [e for e in st.get(key, []) if e.get("target") != name]


# -- loaded files ---------------------------------------------------------------------------------
def validate_brp_state(enc: Encounter) -> None:
    """Check the BRP parts of a loaded ``enc.state``; ``ValueError`` naming the field."""
    names = {c.name for c in enc}
    st = enc.state.get(KEY, {})
    if not isinstance(st, dict):
        raise ValueError(translate("brp", "{KEY}: expected an object").format(KEY=KEY))
    settings = st.get("settings", {})
    if not isinstance(settings, dict):
        raise ValueError(translate("brp", "{KEY}.settings: expected an object").format(KEY=KEY))
    for k, v in settings.items():
        try:
            check_setting(k, v)
        except RuleError as exc:
            raise ValueError(f"{KEY}.settings.{k}: {exc}") from None
    order = st.get("order", {})
    if not isinstance(order, dict):
        raise ValueError(translate("brp", "{KEY}.order: expected an object").format(KEY=KEY))
    placed = order.get("placed", [])
    if not isinstance(placed, list) or not all(isinstance(n, str) for n in placed):
        raise ValueError(
            translate("brp", "{KEY}.order.placed: expected a list of names").format(KEY=KEY)
        )
    for n in placed:
        if n not in names:
            raise ValueError(
                translate("brp", "{KEY}.order.placed: no combatant is called {n!r}").format(
                    KEY=KEY, n=n
                )
            )
    if order.get("current") is not None and order["current"] not in names:
        raise ValueError(
            translate("brp", "{KEY}.order.current: no combatant is called {current!r}").format(
                KEY=KEY, current=order["current"]
            )
        )
    rank = order.get("rank")
    if rank is not None and (isinstance(rank, bool) or not isinstance(rank, int)):
        raise ValueError(
            translate("brp", "{KEY}.order.rank: expected a whole number or null").format(KEY=KEY)
        )
    turns = order.get("turns", {})
    if not isinstance(turns, dict):
        raise ValueError(translate("brp", "{KEY}.order.turns: expected an object").format(KEY=KEY))
    for n, t in turns.items():
        at = f"{KEY}.order.turns.{n}"
        if n not in names:
            raise ValueError(
                translate("brp", "{at}: no combatant is called {n!r}").format(at=at, n=n)
            )
        if not isinstance(t, dict):
            raise ValueError(translate("brp", "{at}: expected an object").format(at=at))
        r = t.get("rank")
        if r is not None and (isinstance(r, bool) or not isinstance(r, int)):
            raise ValueError(
                translate("brp", "{at}.rank: expected a whole number or null").format(at=at)
            )
        if not isinstance(t.get("prio", 0), int):
            raise ValueError(translate("brp", "{at}.prio: expected a whole number").format(at=at))
    for key in ("pending", "ongoing", "at_bay"):
        items = st.get(key, [])
        if not isinstance(items, list) or not all(isinstance(e, dict) for e in items):
            raise ValueError(
                translate("brp", "{KEY}.{key}: expected a list of objects").format(KEY=KEY, key=key)
            )
    for i, e in enumerate(st.get("pending", []) + st.get("ongoing", [])):
        if e.get("target") not in names:
            raise ValueError(
                translate("brp", "{KEY}: damage entry {i} names no combatant ({target!r})").format(
                    KEY=KEY, i=i, target=e.get("target")
                )
            )
    chase = st.get("chase")
    if chase is not None:
        if not isinstance(chase, dict) or not isinstance(chase.get("positions", {}), dict):
            raise ValueError(
                translate("brp", "{KEY}.chase: expected an object with positions").format(KEY=KEY)
            )
        for n, pos in chase.get("positions", {}).items():
            if n not in names:
                raise ValueError(
                    translate("brp", "{KEY}.chase.positions: no combatant is called {n!r}").format(
                        KEY=KEY, n=n
                    )
                )
            if isinstance(pos, bool) or not isinstance(pos, int):
                raise ValueError(
                    translate("brp", "{KEY}.chase.positions.{n}: expected a whole number").format(
                        KEY=KEY, n=n
                    )
                )
    for n, per in enc.state.get("combatants", {}).items():
        data = per.get(KEY) if isinstance(per, dict) else None
        if data is None:
            continue
        at = f"combatants.{n}.{KEY}"
        if not isinstance(data, dict):
            raise ValueError(translate("brp", "{at}: expected an object").format(at=at))
        hp = data.get("hp")
        if hp is not None and (isinstance(hp, bool) or not isinstance(hp, int)):
            raise ValueError(translate("brp", "{at}.hp: expected a whole number").format(at=at))
        if not isinstance(data.get("conditions", {}), dict):
            raise ValueError(translate("brp", "{at}.conditions: expected an object").format(at=at))
        ready = data.get("ready")
        if ready is not None and not (
            isinstance(ready, list) and all(isinstance(w, str) for w in ready)
        ):
            raise ValueError(
                translate("brp", "{at}.ready: expected a list of weapon ids").format(at=at)
            )
