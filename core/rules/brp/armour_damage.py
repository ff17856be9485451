"""Damaged armour (seed 001 "Armadura danificada", ``damaged_armour.json``).

Damaged armour keeps half its value rounded down (5 → 2; 1D8+1 → 1D4: each die halved, the
+1 rounded away); armour damaged again before repair is destroyed (no protection, full ENC).
Repair costs half the armour's price and gives the old value back; destroyed armour is rebuilt
for the full price with one point less. The armour before the damage is kept in the
combatant's BRP state (``armour_was``, ``armour_state``).

>>> halve_armour(5), halve_armour("1D8+1"), halve_armour("2D6")
(2, '1D4', '2D3')
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from core.i18n import translate
from core.rules.base import RuleError
from core.rules.brp.state import clive, cpeek, row
from core.rules.brp.weapons import armour_of, dice_text, parse_dice

if TYPE_CHECKING:
    from core.encounter import Encounter


def halve_armour(value: str | int) -> str | int:
    """Half an armour value rounded down: points or dice (each die and the bonus halved)."""
    terms, const = parse_dice(value)
    if not terms:
        return const // 2
    halved = [(s, c, d // 2) for s, c, d in terms if d // 2 > 0]
    return dice_text(halved, const // 2) if halved else const // 2


def _less_one(value: str | int) -> str | int:
    terms, const = parse_dice(value)
    return max(0, const - 1) if not terms else dice_text(terms, const - 1)


def _set_armour(enc: Encounter, who: str, value: str | int) -> None:
    stats = copy.deepcopy(dict(enc.combatant(who).stats))
    stats["armour"] = value
    enc.update_combatant(who, stats=stats)


def damage_armour(enc: Encounter, who: str) -> dict[str, Any]:
    """Damage ``who``'s armour: halved, or destroyed if it was already damaged."""
    now = armour_of(enc, who)
    state = cpeek(enc, who).get("armour_state")
    if state == "destroyed":
        raise RuleError(translate("brp", "{who}'s armour is already destroyed.").format(who=who))
    with enc.transaction(translate("brp", "{who}'s armour damaged").format(who=who)):
        st = clive(enc, who)
        if state == "damaged":
            st["armour_state"] = "destroyed"
            _set_armour(enc, who, row(enc, "damaged_armour", rule="damaged_again")["protection"])
            text = translate(
                "brp", "{who}'s damaged armour is destroyed: no protection, full ENC."
            ).format(who=who)
        else:
            st["armour_state"], st["armour_was"] = "damaged", now
            new = halve_armour(now)
            _set_armour(enc, who, new)
            text = translate("brp", "{who}'s armour is damaged: {now} → {new}.").format(
                who=who, now=now, new=new
            )
        enc.add_log("spot_rule", text, rule="damaged_armour", combatant=who)
    return {"rule": "damaged_armour", "armour": armour_of(enc, who), "text": text}


def repair_armour(enc: Encounter, who: str) -> dict[str, Any]:
    """Repair: damaged armour back to its value (half the price); destroyed armour rebuilt
    (full price) one point lower."""
    data = cpeek(enc, who)
    state = data.get("armour_state")
    if state is None:
        raise RuleError(translate("brp", "{who}'s armour is not damaged.").format(who=who))
    was = data["armour_was"]
    if state == "damaged":
        r, new = row(enc, "damaged_armour", rule="repair_cost"), was
    else:
        r = row(enc, "damaged_armour", rule="rebuild_destroyed")
        new = _less_one(was)
    cost = (
        translate("brp", "half the price")
        if float(r["cost_fraction"]) == 0.5
        else translate("brp", "the full price")
    )
    with enc.transaction(translate("brp", "{who}'s armour repaired").format(who=who)):
        _set_armour(enc, who, new)
        st = clive(enc, who)
        st.pop("armour_state", None)
        st.pop("armour_was", None)
        done = translate("brp", "repaired") if state == "damaged" else translate("brp", "rebuilt")
        text = translate("brp", "{who}'s armour is {done} for {cost}: {new}.").format(
            who=who, done=done, cost=cost, new=new
        )
        enc.add_log("spot_rule", text, rule="damaged_armour", combatant=who)
    return {"rule": "damaged_armour", "armour": new, "text": text}


__all__ = ["damage_armour", "halve_armour", "repair_armour"]
