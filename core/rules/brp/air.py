"""Air combat (seed 001 "Combate aéreo", ``air_combat.json``): the Fly roll of the powers
phase with its cumulative modifiers, and combat skills capped at Fly.

A success lets the flyer fight unhindered; a critical makes every roll this round Easy (a
timed effect ``{"easy": 1}``); a failure makes all actions Difficult (``{"difficult": 1}``); a
fumble — or any failure under the setting ``brp.fly_failure_reading`` other than
``"difficult"`` — means no attack or action this round (no move either; the flyer's DEX rank
passes) and perhaps a fall or crash.

>>> from core.encounter import Encounter
>>> import core.rules.brp
>>> enc = Encounter(ruleset="brp", seed=1)
>>> fly_modifier(enc, acrobatics="difficult_acrobatics", wind="wind_gale", tailwind=True,
...              high_altitude=True, armour="light_armour")
-85
>>> capped_skill(70, 45)
45
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core import effects as fx
from core.i18n import rule_text, translate
from core.rules.base import RuleError
from core.rules.brp.damage import NO_ACT
from core.rules.brp.rolls import LEVEL_WORDS, skill_roll
from core.rules.brp.state import row, setting, skill_value

if TYPE_CHECKING:
    from core.encounter import Encounter

ACROBATICS = (
    "none",
    "simple_acrobatics",
    "moderate_acrobatics",
    "difficult_acrobatics",
    "extreme_acrobatics",
)
WINDS = (
    "calm",
    "wind_light_moderate",
    "wind_strong",
    "wind_severe",
    "wind_gale",
    "wind_hurricane",
    "wind_tornado",
)
ARMOURS = ("none", "light_armour", "medium_armour", "heavy_armour")


def _mod(enc: Encounter, key: str, field: str = "skill_modifier") -> int:
    if key in ("none", "calm"):
        return 0
    r = row(enc, "air_combat", modifier=key)
    return int(r.get(field, r["skill_modifier"]))


def fly_modifier(
    enc: Encounter,
    *,
    acrobatics: str = "none",
    wind: str = "calm",
    tailwind: bool = False,
    high_altitude: bool = False,
    armour: str = "none",
) -> int:
    """The sum of the air-combat modifiers ("Todos os modificadores são cumulativos")."""
    total = _mod(enc, acrobatics) + _mod(enc, armour)
    total += _mod(enc, wind, "tailwind_modifier" if tailwind else "skill_modifier")
    if high_altitude:
        total += _mod(enc, "high_altitude_low_pressure")
    return total


def capped_skill(skill: int, fly: int) -> int:
    """A combat skill while flying: lowered to Fly, unchanged when already lower."""
    return min(skill, fly)


def fly_roll(
    enc: Encounter,
    flyer: str,
    *,
    skill: str = "Fly",
    acrobatics: str = "none",
    wind: str = "calm",
    tailwind: bool = False,
    high_altitude: bool = False,
    armour: str = "none",
    hands_needed: bool = True,
) -> dict[str, Any]:
    """The Fly roll of the powers phase (no action), its modifiers summed from the table; the
    round's result becomes a timed effect on the flyer."""
    mod = fly_modifier(
        enc,
        acrobatics=acrobatics,
        wind=wind,
        tailwind=tailwind,
        high_altitude=high_altitude,
        armour=armour,
    )
    try:
        fly, _ = skill_value(enc, flyer, skill)
    except RuleError:
        raise RuleError(
            translate("brp", "{flyer}'s sheet has no {skill} skill: fill it in.").format(
                flyer=flyer, skill=skill
            )
        ) from None
    with enc.transaction(translate("brp", "{flyer}: Fly roll").format(flyer=flyer)):
        res = skill_roll(
            enc,
            flyer,
            skill,
            modifier=mod,
            label=translate("brp", "{skill} (air combat)").format(skill=skill),
        )
        level = str(res)
        text = translate("brp", "{flyer} flies ({skill} {fly}% {mod:+d}%): {result}. ").format(
            flyer=flyer, skill=skill, fly=fly, mod=mod, result=LEVEL_WORDS[level]
        )
        text += _result(enc, flyer, level)
        if hands_needed:
            text += translate("brp", " Combat skills are capped at {skill} {fly}%.").format(
                skill=skill, fly=fly
            )
        enc.add_log("spot_rule", text, rule="air_combat", combatant=flyer)
    return {
        "rule": "air_combat",
        "modifier": mod,
        "level": level,
        "cap": fly if hands_needed else None,
        "text": text,
    }


def _result(enc: Encounter, flyer: str, level: str) -> str:
    stop = level == "fumble" or (
        level == "failure" and setting(enc, "brp.fly_failure_reading") != "difficult"
    )
    if stop:
        fx.add_effect(
            enc,
            flyer,
            "Lost control in the air",
            unit="rounds",
            count=1,
            modifiers={"no_attack": 1, NO_ACT: 1},
            kind="condition",
            notes=rule_text(row(enc, "air_combat", rule="fly_failure_no_action"), "effect"),
        )
        return translate(
            "brp", "No attack or action this round; the GM may call a fall or a crash."
        )
    if level == "failure":
        fx.add_effect(
            enc,
            flyer,
            "Flying badly: actions Difficult",
            unit="rounds",
            count=1,
            modifiers={"difficult": 1},
            kind="penalty",
        )
        return translate("brp", "Every action this round is Difficult.")
    if level == "critical":
        fx.add_effect(
            enc,
            flyer,
            "Flying superbly: rolls Easy",
            unit="rounds",
            count=1,
            modifiers={"easy": 1},
            kind="bonus",
        )
        return translate("brp", "Every roll this round is Easy.")
    return translate("brp", "Attacks, defences and combat actions are unhindered this round.")


__all__ = ["ACROBATICS", "ARMOURS", "WINDS", "capped_skill", "fly_modifier", "fly_roll"]
