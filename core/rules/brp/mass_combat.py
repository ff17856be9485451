"""Mass combat (seed 001 "Combate em massa", ``mass_combat.json``): the GM narrates the
battle; a character immersed in it rolls Luck every turn (five minutes). Success: no damage;
failure: 1D6; fumble: 2D6; armour reduces it.

>>> from core.encounter import Encounter
>>> import core.rules.brp
>>> enc = Encounter(ruleset="brp", seed=1)
>>> [mass_damage_dice(enc, level) for level in ("failure", "fumble", "special")]
['1D6', '2D6', None]
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.i18n import translate
from core.rules.brp import damage as dmg
from core.rules.brp.rolls import LEVEL_WORDS, skill_roll
from core.rules.brp.state import row
from core.rules.brp.weapons import armour_of, roll_dice

if TYPE_CHECKING:
    from core.encounter import Encounter

OPTIONS_ROW = "abstract_options"


def mass_damage_dice(enc: Encounter, level: str) -> str | None:
    """The dice a Luck result costs (``None``: no damage)."""
    key = level if level in ("failure", "fumble") else "success"
    d = row(enc, "mass_combat", result=key)["damage"]
    return None if d == 0 else str(d)


def mass_combat_turn(enc: Encounter, who: str, *, apply: bool = True) -> dict[str, Any]:
    """One five-minute turn in the thick of a battle: a Luck roll; failure 1D6, fumble 2D6,
    less armour."""
    minutes = row(enc, "mass_combat", rule="immersed_pc_luck")["every_minutes"]
    with enc.transaction(translate("brp", "{who} in the battle").format(who=who)):
        res = skill_roll(
            enc,
            who,
            "Luck",
            label=translate("brp", "Luck in the battle ({minutes} minutes)").format(
                minutes=minutes
            ),
        )
        dice = mass_damage_dice(enc, str(res))
        text = translate("brp", "{who} in the battle ({minutes} minutes): Luck {result}").format(
            who=who, minutes=minutes, result=LEVEL_WORDS[str(res)]
        )
        damage = 0
        if dice is None:
            text += translate("brp", ", unhurt.")
        else:
            raw, _f, _t = roll_dice(enc, dice, label=translate("brp", "battle damage"))
            arm, _f, _t = roll_dice(enc, armour_of(enc, who), label="armour")
            damage = max(0, raw - max(0, arm))
            text += translate("brp", ": {dice} = {raw}, armour {value}, {damage} damage.").format(
                dice=dice, raw=raw, value=max(0, arm), damage=damage
            )
            if apply and damage and dmg.hit_points(enc, who)[0] is not None:
                dmg.apply_damage(enc, who, damage, what=translate("brp", "the battle"))
        enc.add_log("spot_rule", text, rule="mass_combat", combatant=who)
    return {"rule": "mass_combat", "level": str(res), "damage": damage, "text": text}


__all__ = ["mass_combat_turn", "mass_damage_dice"]
