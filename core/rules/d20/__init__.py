"""d20 — seed ``003_a7efcc12a8258f77.txt`` ("COMBATE"), rule data in ``resources/rules/d20/``.

Initiative is 1 die + Agilidade + Prontidão, highest first, rolled once for the whole fight
(ties: the higher Precisão, then a roll-off); the GM usually rolls once for all the opponents. A
surprise round, when some but not all combatants are aware of their enemies, gives each aware
combatant one standard *or* one move action. Normal rounds give a standard and a move action
(``actions.json``: the seed leaves the "normal number of actions" undefined; we read the d20
convention, setting ``d20.actions_per_turn``). Effect durations count on the affected creature's
turns (``effect_duration.json``) through :mod:`core.effects`.

Stat keys (``enc.combatant(name).stats``; the character sheet, :mod:`core.rules.d20.sheet`,
declares each with its range and default):

=================  =======================================================================
``agilidade``      Agilidade, added to initiative (seed)
``prontidao``      Prontidão, added to initiative (seed)
``precisao``       Precisão, the first initiative tie-break (seed; setting
                   ``d20.initiative_tiebreak_stat`` names another stat if a game calls it so)
``pv``             maximum PV (the seed names no damage track: generic, GM-entered)
``ataque``         attack bonus added to the d20 attack roll (not in the seed: GM-entered)
``defesa``         Defesa without armour; with the armour's bonus it is the number the attack
                   total must reach (not in the seed: GM-entered)
``weapons``        list of ``{"id", "name", "damage", "kind"}`` weapon entries (damage a dice
                   expression such as ``"1d8+1"``, kind melee or ranged; ``weapons.json``,
                   the app's own)
``armour``         list of ``{"id", "name", "defesa"}`` armour pieces (``armour.json``, the
                   app's own)
``group``          optional NPC initiative group (used with ``d20.opponent_initiative_per_group``)
=================  =======================================================================

>>> from core.encounter import Encounter
>>> enc = Encounter(ruleset="d20")
>>> enc.ruleset.describe_remaining({})
'1 standard + 1 move action (the standard may be used as a second move)'
>>> enc.ruleset.can_afford({"move": 1}, enc.ruleset.cost_of("move"))
True
>>> enc.ruleset.can_afford({"surprise_round": 1, "move": 1}, enc.ruleset.cost_of("move"))
False
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from core import effects as fx
from core.i18n import translate
from core.resources import load_table
from core.rules.base import Cost, Ruleset, SettingSpec, TrackSpec, register
from core.rules.labels import QT_TRANSLATE_NOOP, Labels

MODIFIER_KEYS = Labels(
    "d20",
    {
        "testes": QT_TRANSLATE_NOOP("d20", "tests"),
        "ataque": QT_TRANSLATE_NOOP("d20", "attack"),
        "defesa": QT_TRANSLATE_NOOP("d20", "defence"),
        "iniciativa": QT_TRANSLATE_NOOP("d20", "initiative"),
    },
)
"""The effect-modifier keys a d20 effect may carry (the seed's words) and what the GM reads."""
fx.name_modifiers(MODIFIER_KEYS)  # (tracks dock, log: "+1 tests")

SURPRISE_MARKER = "surprise_round"
"""A pseudo action kind charged to everyone when a surprise round starts: while it is in a
combatant's spent actions, their whole round is "one standard or one move action" (the cost
hooks only see the spent actions, so the round's kind travels with them; it is cleared with the
round by ``Encounter.next_round``)."""

ACTION_BUDGETS: tuple[str, ...] = ("standard_and_move_or_two_moves", "standard_and_move")
"""Values of the ``d20.actions_per_turn`` setting (``actions.json`` choice)."""

FLAT_FOOTED_ENDS: tuple[str, ...] = ("first_turn", "end_of_first_turn", "gm")
"""Values of ``d20.flat_footed_ends`` (``flat_footed.json`` choice): the start of the creature's
first turn (it acts), the end of that turn, or only when the GM removes it."""

SCENE_ENDS: tuple[str, ...] = ("end_fight", "gm")
"""Values of ``d20.scene_end`` (``scenes.json`` choice)."""

GROUP_BONUS: tuple[str, ...] = ("highest", "first")
MELEE_REACHES: tuple[str, ...] = ("engaged", "same_zone")
"""The keys of ``melee_reach.json`` (setting ``d20.melee_reach``)."""
"""Values of ``d20.group_initiative_bonus``: a shared roll adds the best member's Agilidade +
Prontidão, or the first member's (the leader's)."""


def choice_default(table_id: str, setting: str) -> Any:
    """The ``default`` of the choice that names ``setting`` in the d20 table ``table_id``."""
    for choice in load_table("d20", table_id).get("choices", []):
        if choice.get("setting") == setting:
            return choice["default"]
    raise KeyError(f"d20 table {table_id!r} has no choice for setting {setting!r}")


def surprise_round_actions() -> int:
    """How many actions (standard or move) each aware combatant takes in the surprise round
    (``surprise.json``, rule ``surprise_round_actions``: one, not both)."""
    for row in load_table("d20", "surprise")["rows"]:
        if row.get("rule") == "surprise_round_actions":
            return int(row["max_actions"])
    raise KeyError("d20 table 'surprise' has no surprise_round_actions row")


_MOVE = Cost({"move": 1})
_COSTS: dict[str, Cost] = {
    "move": _MOVE,  # the zone-map move is a move action
    "open_door": _MOVE,  # d20 convention (the seed names no door rule)
    "crawl": _MOVE,
    "retreat": _MOVE,
    "engage": _MOVE,
    "stand_up": _MOVE,
}


@register
class D20(Ruleset):
    """d20 combat: initiative totals, surprise round, standard + move actions, PV."""

    name: ClassVar[str] = "d20"
    title: ClassVar[str] = "d20"
    aliases: ClassVar[tuple[str, ...]] = ("d20 system",)
    seed: ClassVar[str] = "003_a7efcc12a8258f77.txt"
    initiative_kind: ClassVar[str] = "rolled_total"
    action_kinds: ClassVar[tuple[str, ...]] = ("standard", "move")
    skill_names: ClassVar[Mapping[str, str]] = Labels(
        "d20",
        {
            "agilidade": QT_TRANSLATE_NOOP("d20", "Agility"),
            "prontidao": QT_TRANSLATE_NOOP("d20", "Alertness"),
            "precisao": QT_TRANSLATE_NOOP("d20", "Precision"),
            "mobility": QT_TRANSLATE_NOOP("d20", "Agility"),
        },
    )

    def setting_specs(self) -> dict[str, SettingSpec]:
        from core.rules.d20.setting_texts import setting_specs

        return setting_specs()

    def setting_choice_labels(self) -> dict[str, dict[str, str]]:
        from core.rules.d20.setting_texts import setting_choice_labels

        return setting_choice_labels()

    def setting_choices(self) -> dict[str, tuple[Any, ...]]:
        """The closed sets among the d20 settings (drop-downs in the settings form; the loader
        refuses anything else)."""
        return {
            "d20.actions_per_turn": ACTION_BUDGETS,
            "d20.flat_footed_ends": FLAT_FOOTED_ENDS,
            "d20.scene_end": SCENE_ENDS,
            "d20.group_initiative_bonus": GROUP_BONUS,
            "d20.melee_reach": MELEE_REACHES,
        }

    @classmethod
    def default_settings(cls) -> dict[str, Any]:
        return {
            "d20.initiative_die": choice_default("initiative", "d20.initiative_die"),
            "d20.initiative_tiebreak_stat": choice_default(
                "initiative", "d20.initiative_tiebreak_stat"
            ),
            "d20.opponent_initiative_per_group": choice_default(
                "initiative", "d20.opponent_initiative_per_group"
            ),
            "d20.group_initiative_bonus": "highest",
            "d20.actions_per_turn": choice_default("actions", "d20.actions_per_turn"),
            "d20.flat_footed_ends": choice_default("flat_footed", "d20.flat_footed_ends"),
            "d20.flat_footed_defence_penalty": 0,
            "d20.scene_end": choice_default("scenes", "d20.scene_end"),
            # melee_reach.json: a melee attack needs Engaged range (the app's reading)
            "d20.melee_reach": "engaged",
            "d20.test_difficulty": choice_default("attribute_tests", "d20.test_difficulty"),
        }

    # -- action economy -------------------------------------------------------------------
    def _budget(self) -> str:
        default = choice_default("actions", "d20.actions_per_turn")
        value = self.settings.get("d20.actions_per_turn", default)
        return value if value in ACTION_BUDGETS else default

    def cost_of(self, activity: str) -> Cost:
        try:
            return _COSTS[activity]
        except KeyError:
            raise ValueError(
                translate("d20", "d20 has no cost for {activity!r}").format(activity=activity)
            ) from None

    def can_afford(self, spent: Mapping[str, int], cost: Cost) -> bool:
        if cost.get(SURPRISE_MARKER):
            return True  # the marker itself is not an action
        std = spent.get("standard", 0) + cost.get("standard")
        mv = spent.get("move", 0) + cost.get("move")
        if spent.get(SURPRISE_MARKER):
            return std + mv <= surprise_round_actions()  # one standard OR one move
        if self._budget() == "standard_and_move":
            return std <= 1 and mv <= 1
        return std <= 1 and std + mv <= 2

    def remaining(self, spent: Mapping[str, int]) -> dict[str, int]:
        std = spent.get("standard", 0)
        mv = spent.get("move", 0)
        if spent.get(SURPRISE_MARKER):
            left = max(0, surprise_round_actions() - std - mv)
            return {"standard": left, "move": left}
        if self._budget() == "standard_and_move":
            return {"standard": max(0, 1 - std), "move": max(0, 1 - mv)}
        total = max(0, 2 - std - mv)
        return {"standard": min(max(0, 1 - std), total), "move": total}

    def describe_remaining(self, spent: Mapping[str, int]) -> str:
        left = self.remaining(spent)
        if spent.get(SURPRISE_MARKER):
            return (
                translate("d20", "1 standard or move action (surprise round)")
                if left["move"]
                else translate("d20", "no actions")
            )
        if self._budget() == "standard_and_move":
            parts = [f"1 {k}" for k in ("standard", "move") if left[k]]
            return " + ".join(parts) + " action" if parts else translate("d20", "no actions")
        if left["move"] == 0:
            return translate("d20", "no actions")
        if left["move"] == 1:
            return (
                translate("d20", "1 standard or move action")
                if left["standard"]
                else translate("d20", "1 move action")
            )
        return translate(
            "d20", "1 standard + 1 move action (the standard may be used as a second move)"
        )

    def max_moves_per_turn(self) -> int:
        return 1 if self._budget() == "standard_and_move" else 2

    def tracks(self) -> list[TrackSpec]:
        return [TrackSpec("pv", translate("d20", "HP"), "counter")]

    # -- state that follows combatants ------------------------------------------------------
    def init_state(self, enc: Any) -> None:
        super().init_state(enc)
        from core.rules.d20.initiative import empty_state

        enc.state.setdefault("d20", empty_state())

    def rename_in_state(self, enc: Any, old: str, new: str) -> None:
        super().rename_in_state(enc, old, new)
        from core.rules.d20.initiative import rename_in_initiative

        rename_in_initiative(enc, old, new)

    def remove_from_state(self, enc: Any, name: str) -> None:
        from core.rules.d20.initiative import remove_from_initiative

        remove_from_initiative(enc, name)
        super().remove_from_state(enc, name)

    def validate_state(self, enc: Any) -> None:
        super().validate_state(enc)
        from core.rules.d20.initiative import validate_initiative

        validate_initiative(enc)

    def cannot_act_reason(self, enc: Any, name: str) -> str | None:
        from core.rules.d20.initiative import cannot_act_reason

        return cannot_act_reason(enc, name)

    def combat(self, enc: Any) -> Any:
        from core.rules.d20.combat import D20Combat

        return D20Combat(enc)


_LAZY = {
    "set_aware": "initiative",
    "is_aware": "initiative",
    "roll_initiative": "initiative",
    "join_initiative": "initiative",
    "set_initiative_modifier": "initiative",
    "start_fight": "initiative",
    "next_turn": "initiative",
    "end_fight": "initiative",
    "add_timed_effect": "initiative",
    "add_scene_effect": "initiative",
    "end_scene": "initiative",
    "attack": "combat",
    "take_action": "combat",
    "apply_damage": "damage",
    "heal": "damage",
}


def __getattr__(name: str) -> Any:
    """The module functions of the API, from the package (``core.rules.d20.set_aware`` …),
    imported when first asked for."""
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(f"core.rules.d20.{_LAZY[name]}"), name)
    raise AttributeError(f"module 'core.rules.d20' has no attribute {name!r}")


__all__ = [
    "ACTION_BUDGETS",
    "D20",
    "FLAT_FOOTED_ENDS",
    "GROUP_BONUS",
    "MELEE_REACHES",
    "SCENE_ENDS",
    "SURPRISE_MARKER",
    "choice_default",
    "surprise_round_actions",
]
