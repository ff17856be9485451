"""Darkness and light sources (seed 001 "Escuridão", ``darkness.json``; "Fontes de luz",
``light_sources.json``).

The darkness modifiers themselves are in the seed's missing "Modificadores situacionais", so
the GM gives the penalty. To find a foe in total darkness the fighter needs a Difficult Sense
or Listen roll; success halves the penalty. A light source in hand (or a power such as Keen
Sense) offsets it. The penalty becomes a timed effect on the fighter (``{"skills": -N}``)
until the GM removes it.

A light source becomes a timed effect too, its burning time in its notes (effects count
rounds, not hours); a dropped flame keeps burning on a Luck roll; a light used with care
makes the skills it serves Difficult.

>>> from core.encounter import Encounter
>>> import core.rules.brp
>>> enc = Encounter(ruleset="brp", seed=1)
>>> darkness_penalty(enc, -40, detected=True), darkness_penalty(enc, -40, light=True)
(-20, 0)
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from core import effects as fx
from core.i18n import translate
from core.rules.base import RuleError
from core.rules.brp.rolls import LEVEL_WORDS, skill_roll
from core.rules.brp.state import row

if TYPE_CHECKING:
    from core.encounter import Encounter

SOURCES = ("torch", "torch_or_lantern", "long_wax_candle", "short_candle", "oil_lamp")
DARKNESS_LABEL = "Darkness"


def darkness_penalty(
    enc: Encounter, penalty: int, *, detected: bool = False, light: bool = False
) -> int:
    """The darkness penalty after a successful detection roll (halved, toward zero) or a light
    in hand (none)."""
    if light:
        return 0
    if detected:
        mult = float(
            row(enc, "darkness", rule="detect_in_total_darkness")["success_modifier_multiplier"]
        )
        return -math.floor(abs(penalty) * mult)
    return penalty


def fight_in_darkness(
    enc: Encounter,
    who: str,
    penalty: int = -50,
    *,
    total: bool = True,
    sense: str = "Listen",
    light: bool = False,
) -> dict[str, Any]:
    """Fighting in darkness: in total darkness a Difficult Sense/Listen roll halves the penalty;
    a light in hand offsets it. Puts (or replaces) the "Darkness" effect on ``who``."""
    if penalty > 0:
        raise RuleError(translate("brp", "A darkness penalty is negative (or 0)."))
    with enc.transaction(translate("brp", "{who} in darkness").format(who=who)):
        detected, text = (
            False,
            (
                translate("brp", "{who} fights in total darkness")
                if total
                else translate("brp", "{who} fights in partial darkness")
            ).format(who=who),
        )
        if total and not light:
            res = skill_roll(
                enc,
                who,
                sense,
                difficulty="difficult",
                label=translate("brp", "{sense} in the dark").format(sense=sense),
            )
            detected = res.success
            text += translate("brp", "; Difficult {sense} {result}").format(
                sense=sense, result=LEVEL_WORDS[str(res)]
            )
        final = darkness_penalty(enc, penalty, detected=detected, light=light)
        for e in fx.effects_on(enc, who):
            if e["label"] == DARKNESS_LABEL:
                fx.remove_effect(enc, e["id"])
        if final:
            fx.add_effect(
                enc,
                who,
                DARKNESS_LABEL,
                unit="until_removed",
                modifiers={"skills": final},
                kind="penalty",
            )
        text += translate("brp", "{value}: {final}% to skills.").format(
            value=translate("brp", " with a light in hand") if light else "", final=final
        )
        enc.add_log("spot_rule", text, rule="darkness", combatant=who)
    return {"rule": "darkness", "penalty": final, "detected": detected, "text": text}


def light_source(
    enc: Encounter,
    who: str,
    source: str = "torch",
    *,
    event: str = "light",
    careful: bool = False,
) -> dict[str, Any]:
    """Light a source (a timed effect saying how long it burns), or drop it (Luck keeps a flame
    burning). ``careful``: the light must be handled with care — the skills it serves are
    Difficult."""
    r = row(enc, "light_sources", source=source)
    label = f"Light: {source.replace('_', ' ')}"
    with enc.transaction(f"{who}: {label}"):
        if event == "drop":
            keep = row(enc, "light_sources", rule="dropped")["keeps_burning_on"]
            res = skill_roll(
                enc,
                who,
                "Luck",
                label=translate("brp", "{keep}: the dropped light").format(keep=keep),
            )
            text = translate("brp", "{who} drops the {source}: Luck {result} — ").format(
                who=who, source=source.replace("_", " "), result=LEVEL_WORDS[str(res)]
            )
            if res.success:
                text += translate(
                    "brp", "it keeps burning (a flame on the floor can be a fire hazard)."
                )
            else:
                text += translate("brp", "it goes out.")
                for e in fx.effects_on(enc, who):
                    if e["label"] == label:
                        fx.remove_effect(enc, e["id"])
            enc.add_log("spot_rule", text, rule="light_sources", combatant=who)
            return {"rule": "light_sources", "burning": res.success, "text": text}
        hours = r.get("burn_hours", "?")
        notes = translate("brp", "burns about {hours} hour(s)").format(hours=hours) + (
            translate("brp", "; hard to put out") if r.get("hard_to_extinguish") else ""
        )
        mods = {"difficult": 1} if careful else None
        fx.add_effect(
            enc,
            who,
            label,
            unit="until_removed",
            modifiers=mods,
            kind="condition" if not careful else "penalty",
            notes=notes,
        )
        text = translate(
            "brp", "{who} lights a {source}: {notes}; it offsets darkness penalties."
        ).format(who=who, source=source.replace("_", " "), notes=notes)
        if careful:
            text += translate("brp", " Used with care: the skills it serves are Difficult.")
        enc.add_log("spot_rule", text, rule="light_sources", combatant=who)
    return {"rule": "light_sources", "burning": True, "text": text}


__all__ = ["DARKNESS_LABEL", "SOURCES", "darkness_penalty", "fight_in_darkness", "light_source"]
