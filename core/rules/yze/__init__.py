"""Year Zero Engine — seed ``000_2ba5f33c5ed8e44c.txt``, "COMBATE E DANO".

The app's native model. This module supplies the action economy ("AÇÕES LENTAS & RÁPIDAS": one
slow and one fast action, or two fast, per round) and what the map moves cost ("MOVIMENTO",
"RASTEJAR", "RECUAR", "PORTAS & ESCOTILHAS").
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any, ClassVar

from core.i18n import translate
from core.rules.base import Cost, Ruleset, SettingSpec, register
from core.rules.labels import QT_TRANSLATE_NOOP, Labels

_COSTS: dict[str, Cost] = {
    "move": Cost({"fast": 1}),  # run to an adjacent zone, or through an open door/hatch
    "open_door": Cost({"fast": 1}),  # open an unlocked door or hatch
    "crawl": Cost({"slow": 1}),  # prone, or in a cramped zone
    "retreat": Cost({"fast": 1}),  # leave an Engaged enemy (Mobility roll)
    "engage": Cost({"fast": 1}),  # Short <-> Engaged inside a zone
    "stand_up": Cost({"fast": 1}),
}


@register
class YearZeroEngine(Ruleset):
    """Year Zero Engine combat (zones, borders, slow and fast actions)."""

    name: ClassVar[str] = "yze"
    title: ClassVar[str] = "Year Zero Engine"
    aliases: ClassVar[tuple[str, ...]] = ("year zero engine", "year_zero")
    seed: ClassVar[str] = "000_2ba5f33c5ed8e44c.txt"
    initiative_kind: ClassVar[str] = "cards"
    action_kinds: ClassVar[tuple[str, ...]] = ("slow", "fast")
    skill_names: ClassVar[Mapping[str, str]] = Labels(
        "yze",
        {
            "mobility": QT_TRANSLATE_NOOP("yze", "Mobility"),
            "melee": QT_TRANSLATE_NOOP("yze", "Close Combat"),
            "ranged": QT_TRANSLATE_NOOP("yze", "Ranged Combat"),
            "observation": QT_TRANSLATE_NOOP("yze", "Observation"),
            "healing": QT_TRANSLATE_NOOP("yze", "Healing"),
        },
    )

    SLOW_PER_ROUND: ClassVar[int] = 1
    ACTIONS_PER_ROUND: ClassVar[int] = 2

    def setting_specs(self) -> dict[str, SettingSpec]:
        from core.rules.yze.setting_texts import setting_specs

        return setting_specs()

    def setting_choice_labels(self) -> dict[str, dict[str, str]]:
        from core.rules.yze.setting_texts import setting_choice_labels

        return setting_choice_labels()

    @classmethod
    def default_settings(cls) -> dict[str, Any]:
        from core.rules.yze.damage import SETTING_DEFAULTS

        return {"yze.hidden_initiative": False, **copy.deepcopy(SETTING_DEFAULTS)}

    def setting_choices(self) -> dict[str, tuple[Any, ...]]:
        from core.rules.yze.damage import setting_choices

        return setting_choices(self)

    def setting_value(self, enc: Any, key: str) -> Any:
        from core.rules.yze.damage import yze_setting

        return yze_setting(enc, key, super().setting_value(enc, key))

    def change_setting(self, enc: Any, key: str, value: Any) -> None:
        """The damage rules' settings go through ``damage.set_yze_setting`` (checked against
        their tables, the broken flags re-synced, logged); the others through the encounter."""
        from core.rules.yze.damage import SETTING_DEFAULTS, set_yze_setting

        if key in SETTING_DEFAULTS:
            set_yze_setting(enc, key, value)
        else:
            super().change_setting(enc, key, value)

    # -- state that follows combatants ---------------------------------------------------------
    def rename_in_state(self, enc: Any, old: str, new: str) -> None:
        super().rename_in_state(enc, old, new)
        from core.rules.yze.initiative import rename_in_initiative

        rename_in_initiative(enc, old, new)

    def remove_from_state(self, enc: Any, name: str) -> None:
        from core.rules.yze.initiative import remove_from_initiative

        remove_from_initiative(enc, name)
        super().remove_from_state(enc, name)

    def validate_state(self, enc: Any) -> None:
        super().validate_state(enc)
        from core.rules.yze.initiative import validate_initiative

        validate_initiative(enc)

    def cannot_act_reason(self, enc: Any, name: str) -> str | None:
        from core.rules.yze.actions import cannot_act_reason

        return cannot_act_reason(enc, name)

    def move_refusal(self, enc: Any, name: str) -> str | None:
        from core.rules.yze.attacks import grapple_block_reason
        from core.rules.yze.crits import paralysis_reason

        return paralysis_reason(enc, name) or grapple_block_reason(enc, name, "move")

    def move_step_cost(self, enc: Any, name: str, activity: str, cost: Cost) -> tuple[Cost, str]:
        """An injury with "movement becomes a slow action" makes a run or a retreat slow."""
        from core.rules.yze.crits import slow_movement_reason

        why = slow_movement_reason(enc, name) if activity in ("move", "retreat") else None
        return (Cost({"slow": 1}), why) if why else (cost, "")

    def move_step_rolls(self, enc: Any, name: str, src: str, dst: str) -> list[Any]:
        from core.rules.yze.hazards import darkness_move_roll

        roll = darkness_move_roll(enc, name, src, dst)
        return [roll] if roll is not None else []

    def combat(self, enc: Any) -> Any:
        from core.rules.yze.combat import YZECombat

        return YZECombat(enc)

    def cost_of(self, activity: str) -> Cost:
        try:
            return _COSTS[activity]
        except KeyError:
            raise ValueError(
                translate("yze", "YZE has no cost for {activity!r}").format(activity=activity)
            ) from None

    def can_afford(self, spent: Mapping[str, int], cost: Cost) -> bool:
        slow = spent.get("slow", 0) + cost.get("slow")
        fast = spent.get("fast", 0) + cost.get("fast")
        # a slow action can be swapped for a fast one, never the other way round
        return slow <= self.SLOW_PER_ROUND and slow + fast <= self.ACTIONS_PER_ROUND

    def remaining(self, spent: Mapping[str, int]) -> dict[str, int]:
        slow_used = spent.get("slow", 0)
        total_left = max(0, self.ACTIONS_PER_ROUND - slow_used - spent.get("fast", 0))
        slow_left = min(max(0, self.SLOW_PER_ROUND - slow_used), total_left)
        return {"slow": slow_left, "fast": total_left}

    def move_roll_failure(self, kind: str, *, enemies: tuple[str, ...] = (), zone: str = "") -> str:
        if kind == "retreat":  # seed 000 "RECUAR"
            names = ", ".join(enemies)
            text = (
                translate(
                    "yze",
                    "you still move, but {names} gets a free melee attack that can't be blocked",
                )
                if len(enemies) == 1
                else translate(
                    "yze",
                    "you still move, but {names} get a free melee attack that can't be blocked",
                )
            )
            return text.format(names=names)
        return super().move_roll_failure(kind, enemies=enemies, zone=zone)

    def describe_remaining(self, spent: Mapping[str, int]) -> str:
        left = self.remaining(spent)
        if left["fast"] == 0:
            return translate("yze", "no actions")
        if left["fast"] == 1:
            return (
                translate("yze", "1 slow or fast action")
                if left["slow"]
                else translate("yze", "1 fast action")
            )
        return translate("yze", "2 actions (one slow and one fast, or two fast)")

    def max_moves_per_turn(self) -> int:
        return self.ACTIONS_PER_ROUND
