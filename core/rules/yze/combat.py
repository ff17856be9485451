"""``enc.combat`` for a YZE encounter: one object that runs a whole fight without the GUI.

It gathers the YZE modules' operations — initiative and turns, actions and pips, damage and
stress, critical injuries and death rolls, attacks, hazards and timed effects — behind one
facade, so a script (or a dock) can write ``enc.combat.draw_initiative()``,
``enc.combat.next_turn()``, ``enc.combat.attack("Ana", "Guard", "pistol")`` …

Every method is also a module-level function taking the encounter first (see each module).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.effects import EffectsMixin
from core.rules.yze.actions import ActionsMixin
from core.rules.yze.attacks import AttackMixin
from core.rules.yze.crits import CritsMixin
from core.rules.yze.damage import DamageMixin
from core.rules.yze.hazards import HazardsMixin
from core.rules.yze.initiative import InitiativeMixin

if TYPE_CHECKING:
    from core.encounter import Encounter


class YZECombat(
    InitiativeMixin,
    ActionsMixin,
    DamageMixin,
    CritsMixin,
    AttackMixin,
    HazardsMixin,
    EffectsMixin,
):
    """The YZE combat facade for one encounter (``enc.combat``)."""

    def __init__(self, enc: Encounter) -> None:
        self.enc = enc

    def __repr__(self) -> str:
        return f"<YZECombat {self.enc.name!r}>"
