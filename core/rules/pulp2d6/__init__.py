"""2d6 pulp — seed ``004_a519dc7887a9ef06.txt`` ("COMBATE"), rule data in
``resources/rules/pulp2d6/``.

Turns go clockwise round the table from the player on the GM's left; a turn is a move and one
action (``turn_order.json``). Only the players roll: an attack is 2d6 + VIOLENCIA (+2 with
advantage) read on four bands (``attack_results.json``) that give the GM or the player
consequences to pick (``consequences.json``; enemy tactics, ``enemy_tactics.json``, join the GM's
list on 9 or less). Damage less PROTECCIÓN comes off PV; 0 PV means death 1d6 TURNS later unless
someone spends a TURN with the character, who then gets up at 1 PV with a scar (``damage.json``,
``scars.json``). Vehicles, the NPC table and recovery have their own tables.

Stat keys (``enc.combatant(name).stats``):

================  ==========================================================================
``violencia``     VIOLENCIA, added to attack rolls (seed)
``destreza``      DESTREZA, added to vehicle-combat rolls (seed)
``ingenio``       INGENIO, rolled for large vessels with their crew (seed)
``pv``            maximum PV (seed; NPC table column PV; vehicles: PV by vehicle)
``pc``            maximum PC — Puntos de Cordura, sanity (seed; ``null`` for "-" in the table)
``proteccion``    PROTECCIÓN of the armour worn, taken off damage (seed)
``weapons``       list of ``{"id", "name", "damage", "automatic"?, "vehicle"?}`` (seed: "A cada
                  arma le acompaña su valor de daño")
``medico``        true for a nurse or doctor (may restore 1d6 PV; seed "RECUPERACIÓN")
``npc_type``      the NPC-table row an NPC was made from (``add_npc``)
``tactics``       optional list of enemy-tactic keys this NPC uses (default: all)
``vehicle``       true for a vehicle; with ``armoured`` (bool) and ``vehicle_type``
================  ==========================================================================

>>> from core.encounter import Encounter
>>> enc = Encounter(ruleset="pulp2d6")
>>> enc.ruleset.describe_remaining({})
'a move and one action'
>>> enc.ruleset.can_afford({"action": 1}, enc.ruleset.cost_of("move"))
True
>>> enc.ruleset.can_afford({"move": 1}, enc.ruleset.cost_of("move"))
False
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from core.i18n import translate
from core.resources import load_table
from core.rules.base import Cost, Ruleset, SettingSpec, TrackSpec, register
from core.rules.labels import QT_TRANSLATE_NOOP, Labels

NPC_TURNS: tuple[str, ...] = ("consequences", "gm_turn")
"""Values of ``pulp2d6.npc_turns`` (``turn_order.json`` choice): NPCs take no turns and act
through the consequences of the players' rolls and the enemy tactics (default, the seed's
reading), or the GM — sitting at the table after the last player — has a turn in which the NPCs
move and act (their harm still comes through the consequences: only the players roll)."""

NPC_AT_ZERO: tuple[str, ...] = ("dies", "countdown")
"""Values of ``pulp2d6.npc_at_zero_pv``: an NPC at 0 PV is dead at once (default: the dying rule
is written for the players' characters), or counts down 1d6 like a PC (on their turns with a GM
turn, otherwise in rounds)."""


def turn_budget() -> dict[str, int]:
    """What a TURN allows: ``{"move": 1, "action": 1}`` ("puede moverse y realizar una acción",
    the ``turn_budget`` row of ``turn_order.json``)."""
    row = next(r for r in load_table("pulp2d6", "turn_order")["rows"] if r["rule"] == "turn_budget")
    return {"move": int(row["moves"]), "action": int(row["actions"])}


_MOVE = Cost({"move": 1})
_COSTS: dict[str, Cost] = {
    "move": _MOVE,
    # opening an unlocked door is part of the move ("forzar una puerta" — breaking one — is an
    # action, and a locked door is broken down under the map rules)
    "open_door": Cost(),
    "crawl": _MOVE,
    "retreat": _MOVE,
    "engage": _MOVE,
    "stand_up": _MOVE,
}


def _once_per_combat_default() -> list[str]:
    rows = load_table("pulp2d6", "enemy_tactics")["rows"]
    return [r["key"] for r in rows if r.get("once_per_combat")]


@register
class Pulp2d6(Ruleset):
    """2d6 pulp combat: clockwise seating, a move and an action, consequences, PV and PC."""

    name: ClassVar[str] = "pulp2d6"
    title: ClassVar[str] = "2d6 pulp"
    aliases: ClassVar[tuple[str, ...]] = ("pulp", "2d6 pulp", "pulp 2d6")
    seed: ClassVar[str] = "004_a519dc7887a9ef06.txt"
    initiative_kind: ClassVar[str] = "seating"
    action_kinds: ClassVar[tuple[str, ...]] = ("move", "action")
    skill_names: ClassVar[Mapping[str, str]] = Labels(
        "pulp2d6",
        {
            "violencia": QT_TRANSLATE_NOOP("pulp2d6", "Violence"),
            "destreza": QT_TRANSLATE_NOOP("pulp2d6", "Dexterity"),
            "ingenio": QT_TRANSLATE_NOOP("pulp2d6", "Wits"),
            "mobility": QT_TRANSLATE_NOOP("pulp2d6", "Dexterity"),
        },
    )

    def setting_specs(self) -> dict[str, SettingSpec]:
        from core.rules.pulp2d6.setting_texts import setting_specs

        return setting_specs()

    def setting_choices(self) -> dict[str, tuple[Any, ...]]:
        """The closed sets among the pulp settings (drop-downs in the settings form; the loader
        refuses anything else)."""
        return {"pulp2d6.npc_turns": NPC_TURNS, "pulp2d6.npc_at_zero_pv": NPC_AT_ZERO}

    def setting_choice_labels(self) -> dict[str, dict[str, str]]:
        """Each closed setting's choices in the UI language, by choice id."""
        from core.rules.pulp2d6.words import choice_word

        return {k: {c: choice_word(c) for c in v} for k, v in self.setting_choices().items()}

    @classmethod
    def default_settings(cls) -> dict[str, Any]:
        return {
            "pulp2d6.npc_turns": "consequences",  # turn_order.json
            "pulp2d6.rescue_needs_roll": False,  # damage.json
            "pulp2d6.tactics_once_per_combat": _once_per_combat_default(),  # enemy_tactics.json
            "pulp2d6.tactic_counts_as_consequence": True,  # enemy_tactics.json
            "pulp2d6.experienced_crew_bonus": 0,  # vehicle_combat.json
            "pulp2d6.medic_heal_limit": None,  # recovery.json: no limit
            # our readings (docs/rulesets/pulp2d6.md)
            "pulp2d6.success_deals_damage": True,
            "pulp2d6.vulnerable_turns": 1,
            "pulp2d6.covering_fire_turns": 1,
            "pulp2d6.npc_at_zero_pv": "dies",
            "pulp2d6.vehicle_hp_cap": 40,  # vehicles.json "hp_cap"
        }

    # -- action economy -------------------------------------------------------------------
    def cost_of(self, activity: str) -> Cost:
        try:
            return _COSTS[activity]
        except KeyError:
            raise ValueError(
                translate("pulp2d6", "2d6 pulp has no cost for {activity!r}").format(
                    activity=activity
                )
            ) from None

    def can_afford(self, spent: Mapping[str, int], cost: Cost) -> bool:
        budget = turn_budget()
        return all(spent.get(k, 0) + cost.get(k) <= n for k, n in budget.items())

    def remaining(self, spent: Mapping[str, int]) -> dict[str, int]:
        return {k: max(0, n - spent.get(k, 0)) for k, n in turn_budget().items()}

    def describe_remaining(self, spent: Mapping[str, int]) -> str:
        left = self.remaining(spent)
        if left["move"] and left["action"]:
            return translate("pulp2d6", "a move and one action")
        if left["move"]:
            return "a move"
        if left["action"]:
            return translate("pulp2d6", "one action")
        return translate("pulp2d6", "no actions")

    def tracks(self) -> list[TrackSpec]:
        return [
            TrackSpec("pv", "PV", "counter"),
            TrackSpec("pc", translate("pulp2d6", "PC (sanity)"), "counter"),
        ]

    # -- state that follows combatants ------------------------------------------------------
    def init_state(self, enc: Any) -> None:
        super().init_state(enc)
        from core.rules.pulp2d6.turns import empty_state

        enc.state.setdefault("pulp2d6", empty_state())

    def rename_in_state(self, enc: Any, old: str, new: str) -> None:
        super().rename_in_state(enc, old, new)
        from core.rules.pulp2d6.turns import rename_in_turns

        rename_in_turns(enc, old, new)

    def remove_from_state(self, enc: Any, name: str) -> None:
        from core.rules.pulp2d6.turns import remove_from_turns

        remove_from_turns(enc, name)
        super().remove_from_state(enc, name)

    def validate_state(self, enc: Any) -> None:
        super().validate_state(enc)
        from core.rules.pulp2d6.turns import validate_turns

        validate_turns(enc)

    def cannot_act_reason(self, enc: Any, name: str) -> str | None:
        from core.rules.pulp2d6.damage import cannot_act_reason

        return cannot_act_reason(enc, name)

    def combat(self, enc: Any) -> Any:
        from core.rules.pulp2d6.combat import PulpCombat

        return PulpCombat(enc)


_LAZY = {
    "set_seating": "turns",
    "start_fight": "turns",
    "next_turn": "turns",
    "end_fight": "turns",
    "attack": "attacks",
    "choose_consequences": "attacks",
    "vehicle_attack": "attacks",
    "npc_roster": "attacks",
    "add_npc": "attacks",
    "vehicle_roster": "attacks",
    "add_vehicle": "attacks",
    "apply_damage": "damage",
    "tend": "damage",
    "medic_heal": "damage",
    "lose_sanity": "damage",
}


def __getattr__(name: str) -> Any:
    """The module functions of the API, from the package (``core.rules.pulp2d6.tend`` …),
    imported when first asked for."""
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(f"core.rules.pulp2d6.{_LAZY[name]}"), name)
    raise AttributeError(f"module 'core.rules.pulp2d6' has no attribute {name!r}")


__all__ = ["NPC_AT_ZERO", "NPC_TURNS", "Pulp2d6"]
