"""d20 PV track: damage and healing.

The seed (``003_a7efcc12a8258f77.txt``) names no damage track at all; this is the minimal
generic one the d20 family uses, with GM-entered numbers: stat ``pv`` is the maximum, the
damage taken is kept in the combatant's ruleset state (``combatants[name]["d20"]["damage"]``).
At 0 PV or less a combatant is *down* and can't act (the seed has no dying or death rule; the GM
decides what "down" means in their game).

>>> from core.encounter import Encounter
>>> enc = Encounter(ruleset="d20")
>>> enc.map.add_zone("hall", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
>>> enc.add_combatant("Rat", zone="hall", side="npc", stats={"pv": 6})
>>> apply_damage(enc, "Rat", 4)["pv"]
2
>>> heal(enc, "Rat", 9)["pv"]
6
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.i18n import translate
from core.rules.base import RuleError

if TYPE_CHECKING:  # pragma: no cover
    from core.encounter import Encounter


def _read(enc: Encounter, name: str) -> dict[str, Any]:
    """The combatant's d20 state, read only (nothing is created)."""
    per = enc.state.get("combatants", {}).get(name, {})
    return dict(per.get("d20", {}))


def d20_combatant(enc: Encounter, name: str) -> dict[str, Any]:
    """The live d20 part of ``name``'s ruleset state (created; call inside a transaction)."""
    return enc.ruleset.combatant_state(enc, name).setdefault("d20", {})


def stat(enc: Encounter, name: str, key: str, default: int = 0) -> int:
    """A whole-number stat of ``name`` (``default`` when missing or not a number)."""
    value = enc.combatant(name).stats.get(key, default)
    if isinstance(value, bool):
        return int(value)
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


def max_pv(enc: Encounter, name: str) -> int:
    """Stat ``pv`` (0 when the GM entered none)."""
    return max(0, stat(enc, name, "pv"))


def damage_taken(enc: Encounter, name: str) -> int:
    enc.combatant(name)
    return int(_read(enc, name).get("damage", 0))


def current_pv(enc: Encounter, name: str) -> int:
    """Maximum PV minus the damage taken (can go below 0)."""
    return max_pv(enc, name) - damage_taken(enc, name)


def has_pv(enc: Encounter, name: str) -> bool:
    """True when the GM entered a PV maximum for ``name`` (without one nobody is ever down)."""
    return max_pv(enc, name) > 0


def is_down(enc: Encounter, name: str) -> bool:
    """At 0 PV or less (only for combatants with a PV maximum)."""
    return has_pv(enc, name) and current_pv(enc, name) <= 0


def apply_damage(enc: Encounter, name: str, amount: int, *, source: str = "") -> dict[str, Any]:
    """``name`` loses ``amount`` PV (one undo step). Returns ``{"damage", "pv", "down"}``."""
    enc.combatant(name)
    if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
        raise RuleError(
            translate("d20", "Damage is a whole number from 0, not {amount!r}.").format(
                amount=amount
            )
        )
    with enc.transaction(
        translate("d20", "{name} takes {amount} damage").format(name=name, amount=amount)
    ):
        was_down = is_down(enc, name)
        st = d20_combatant(enc, name)
        st["damage"] = int(st.get("damage", 0)) + amount
        pv, mx = current_pv(enc, name), max_pv(enc, name)
        by = translate("d20", " from {source}").format(source=source) if source else ""
        text = translate("d20", "{name} takes {amount} damage{by}: {pv} of {mx} HP.").format(
            name=name, amount=amount, by=by, pv=pv, mx=mx
        )
        down = is_down(enc, name)
        if down and not was_down:
            text += translate("d20", " {name} is down.").format(name=name)
        enc.add_log("damage", text, combatant=name, amount=amount, source=source)
        return {"damage": amount, "pv": pv, "down": down}


def heal(enc: Encounter, name: str, amount: int, *, source: str = "") -> dict[str, Any]:
    """``name`` recovers up to ``amount`` PV, never above the maximum (one undo step)."""
    enc.combatant(name)
    if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
        raise RuleError(
            translate("d20", "Healing is a whole number from 0, not {amount!r}.").format(
                amount=amount
            )
        )
    with enc.transaction(
        translate("d20", "{name} recovers {amount} HP").format(name=name, amount=amount)
    ):
        st = d20_combatant(enc, name)
        healed = min(amount, int(st.get("damage", 0)))
        st["damage"] = int(st.get("damage", 0)) - healed
        pv = current_pv(enc, name)
        by = f" ({source})" if source else ""
        enc.add_log(
            "heal",
            translate("d20", "{name} recovers {healed} HP{by}: {pv} of {max_pv} HP.").format(
                name=name, healed=healed, by=by, pv=pv, max_pv=max_pv(enc, name)
            ),
            combatant=name,
            amount=healed,
        )
        return {"healed": healed, "pv": pv, "down": is_down(enc, name)}


__all__ = [
    "apply_damage",
    "current_pv",
    "d20_combatant",
    "damage_taken",
    "has_pv",
    "heal",
    "is_down",
    "max_pv",
    "stat",
]
