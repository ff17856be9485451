"""Aura attacks (seed 001 "Ataques de aura", ``aura_attacks.json``) as a GM tool.

The aura total is the mean of SIZ, POW and CHA rounded up; Command and Passion rolls add
+1/+2/+3 (success/special/critical) and halve it (rounded up) on a failure; a prior success
against the target adds +1, experience +1–3 and circumstances ±1–3. Each viewer resists with
POW against the total: a failed resistance mesmerises them for the rest of the round (a timed
effect: no attack, move or other action of their own — dodging and parrying remain), a fumbled
one demoralises them (all actions Difficult; the Actions dock offers Surrender and Flee).

Reading (Zonekeeper's own): a failed Command or Passion roll halves the base total before the
other modifiers are added; circumstances are added to the aura total (the same chance as
taking them off the target's POW).

>>> aura_total(13, 14, 13)
14
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from core import effects as fx
from core.i18n import rule_text, translate
from core.rules.base import RuleError
from core.rules.brp.damage import NO_ACTION
from core.rules.brp.rolls import LEVEL_WORDS, resistance_roll, skill_roll
from core.rules.brp.state import characteristic, row

if TYPE_CHECKING:
    from core.encounter import Encounter

ROLL_LEVELS: tuple[str, ...] = ("none", "roll", "critical", "special", "success", "failure")
"""A Command or Passion roll: not made, rolled here, or the level the GM rolled at the table."""


def aura_total(siz: int, pow_: int, cha: int) -> int:
    """⌈(SIZ + POW + CHA) / 3⌉ (``aura_total`` row)."""
    return math.ceil((siz + pow_ + cha) / 3)


def roll_bonus(enc: Encounter, modifier: str, level: str) -> int | None:
    """The Command/Passion row's bonus for ``level``; ``None`` on a failure (halve)."""
    r = row(enc, "aura_attacks", modifier=modifier)
    if level in ("failure", "fumble"):
        return None
    return int(r.get(level, 0))


def _level(enc: Encounter, who: str, skill: str, choice: str) -> str | None:
    if choice == "none":
        return None
    if choice == "roll":
        return str(
            skill_roll(
                enc,
                who,
                skill,
                label=translate("brp", "{skill} before an aura attack").format(skill=skill),
            )
        )
    return choice


def _modified_total(
    enc: Encounter, base: int, levels: dict[str, str | None], extra: int
) -> tuple[int, list[str]]:
    total, notes = base, []
    for modifier, level in levels.items():
        if level is None:
            continue
        bonus = roll_bonus(enc, modifier, level)
        if bonus is None:
            total = math.ceil(total / 2)
            notes.append(
                translate("brp", "{modifier} {result}: halved").format(
                    modifier=modifier.capitalize(), result=LEVEL_WORDS[level]
                )
            )
        elif bonus:
            total += bonus
            notes.append(f"{modifier.capitalize()} {LEVEL_WORDS[level]} +{bonus}")
    return total + extra, notes


def _check_range(enc: Encounter, modifier: str, value: int) -> None:
    r = row(enc, "aura_attacks", modifier=modifier)
    if not int(r["min"]) <= value <= int(r["max"]) and value != 0:
        raise RuleError(
            translate("brp", "Aura attack: {modifier} is {min} to {max}, not {value}.").format(
                modifier=modifier, min=r["min"], max=r["max"], value=value
            )
        )


def aura_attack(
    enc: Encounter,
    attacker: str,
    target: str,
    *,
    command: str = "none",
    passion: str = "none",
    passion_skill: str = "Passion",
    prior_success: bool = False,
    experience: int = 0,
    circumstances: int = 0,
) -> dict[str, Any]:
    """An aura attack on one viewer: the target's POW resists the aura total. Failure →
    "Mesmerised" to the end of the round; fumble → "Demoralised" (all actions Difficult)."""
    _check_range(enc, "experience", experience)
    _check_range(enc, "circumstances", circumstances)
    siz, pow_, cha = (characteristic(enc, attacker, k) for k in ("siz", "pow", "cha"))
    assert siz is not None and pow_ is not None and cha is not None
    base = aura_total(siz, pow_, cha)
    target_pow = characteristic(enc, target, "pow")
    assert target_pow is not None
    with enc.transaction(
        translate("brp", "Aura attack by {attacker} on {target}").format(
            attacker=attacker, target=target
        )
    ):
        levels = {
            "command": _level(enc, attacker, "Command", command),
            "passions": _level(enc, attacker, passion_skill, passion),
        }
        extra = int(prior_success) * int(
            row(enc, "aura_attacks", modifier="prior_success")["value"]
        )
        total, notes = _modified_total(enc, base, levels, extra + experience + circumstances)
        res = resistance_roll(
            enc,
            target_pow,
            total,
            label=translate("brp", "{target} resists {attacker}'s aura").format(
                target=target, attacker=attacker
            ),
            name=target,
            active_label="POW",
            passive_label=translate("brp", "aura"),
        )
        text = translate("brp", "{attacker}'s aura {total} (base {base}").format(
            attacker=attacker, total=total, base=base
        ) + "".join(f"; {n}" for n in notes)
        text += translate("brp", ") vs {target}'s POW {target_pow}: {result}. ").format(
            target=target, target_pow=target_pow, result=LEVEL_WORDS[str(res)]
        )
        text += _outcome(enc, target, str(res), attacker)
        enc.add_log("spot_rule", text, rule="aura_attack", combatant=target)
    return {"rule": "aura_attack", "total": total, "base": base, "level": str(res), "text": text}


def _outcome(enc: Encounter, target: str, level: str, attacker: str) -> str:
    if level == "fumble":
        r = row(enc, "aura_attacks", result="fumbled_resistance")
        fx.add_effect(
            enc,
            target,
            "Demoralised (aura)",
            unit="rounds",
            count=1,
            modifiers={"difficult": 1, "demoralised": 1},
            kind="penalty",
            source=attacker,
            notes=rule_text(r, "effect"),
        )
        return translate(
            "brp",
            "{target} is demoralised: may surrender or flee (Actions dock: "
            "Surrender, Flee); all actions Difficult this round.",
        ).format(target=target)
    if level == "failure":
        r = row(enc, "aura_attacks", result="failed_resistance")
        fx.add_effect(
            enc,
            target,
            "Mesmerised (aura)",
            unit="rounds",
            count=1,
            modifiers={"no_attack": 1, NO_ACTION: 1},
            kind="condition",
            source=attacker,
            notes=rule_text(r, "effect"),
        )
        return translate(
            "brp",
            "{target} is mesmerised to the end of the round: may dodge or parry, starts nothing.",
        ).format(target=target)
    return translate("brp", "{target} shrugs it off.").format(target=target)


__all__ = ["ROLL_LEVELS", "aura_attack", "aura_total", "roll_bonus"]
