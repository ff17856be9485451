"""Basic Roleplaying (d100) — seed ``001_02c954899a7409e6.txt``, "7. Regras Específicas".

The seed is the BRP *spot rules* chapter: it names the d100 skill roll, its grades (Easy,
Difficult, special, critical, fumble), the resistance roll and the DEX-rank order, and gives the
numbers of some forty situations. Its numbers are the data in ``resources/rules/brp/`` (one file
per spot rule, each naming its section); what the seed leaves to the core BRP rules (the
resistance formula, critical and fumble ranges, the major-wound threshold …) is a *setting* here,
with the BRP-standard default (see :data:`SETTINGS_HELP`).

The package:

=====================  ====================================================================
module                 what it holds
=====================  ====================================================================
``state``              where the ruleset keeps its state; settings; stats and skills
``rolls``              the d100 skill roll, grades, result levels, the resistance roll
``dex_ranks``          the DEX-rank counter: order, turns, rounds, DEX-rank costs, desperate
                       actions, long weapons first
``damage``             hit points, major wounds, conditions (stunned, knocked out, helpless,
                       entangled, overbalanced), damage that lands later or every round
``weapons``            weapons as the GM enters them, damage dice, what is in hand
``actions``            the action catalogue, one action per DEX-rank turn, map-move costs
``attacks``            weapons, the attack with every modifier and its source, defences,
                       damage, weapon length (at bay, inside the guard)
``spot_rules``         the spot rules as GM calculators (``spot_rules()``, ``run_spot_rule``)
``chase``              the chase range track
``combat``             ``enc.combat``: the :class:`~core.rules.runner.CombatRunner` views
=====================  ====================================================================

Action economy (this ruleset's reading, documented in ``docs/rulesets/brp.md``): one action per
DEX-rank turn. A map move, closing to Engaged range, a crawl or a retreat each cost that action;
opening an unlocked door on the way is part of the move. Actions that cost DEX ranks (draw 5,
sheathe-and-draw 10, stand up 5, aim 5, a second weapon or volley attack 5 ranks later) give the
combatant another turn that many ranks later in the same round. The round's spending is kept in
``enc.round.spent`` as ``{"DEX-rank": actions taken, "extra": further turns granted, "dex": ranks
spent}`` (so a move's cost reads "1 DEX-rank action").
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any, ClassVar

from core.i18n import translate
from core.resources import load_table
from core.rules.base import Cost, Ruleset, SettingSpec, TrackSpec, register
from core.rules.brp.state import ACTION
from core.rules.brp.words import QT_TRANSLATE_NOOP
from core.rules.labels import Labels

SETTINGS_HELP: dict[str, str] = {
    "brp.easy_multiplier": QT_TRANSLATE_NOOP(
        "brp", "Easy multiplies the chance (difficulty.json choice: ×2)."
    ),
    "brp.difficult_rounding": QT_TRANSLATE_NOOP(
        "brp",
        "Difficult halves the chance, rounding 'up' (the seed's other "
        "halvings say 'arredondado para cima'), 'down' or 'nearest'.",
    ),
    "brp.critical_and_fumble_ranges": QT_TRANSLATE_NOOP(
        "brp",
        "'brp_standard' (critical = 1/20 of the chance, fumble = "
        "the top 1/20 of the failure chance, both rounded to the nearest, at least 01 and 00) or "
        "'none' (no criticals or fumbles). The seed names them but gives no ranges.",
    ),
    "brp.critical_fraction": QT_TRANSLATE_NOOP(
        "brp", "Critical range as a fraction of the chance (BRP standard 0.05)."
    ),
    "brp.fumble_fraction": QT_TRANSLATE_NOOP(
        "brp", "Fumble range as a fraction of (100 − chance) (BRP standard 0.05)."
    ),
    "brp.level_rounding": QT_TRANSLATE_NOOP(
        "brp",
        "Rounding of the special, critical and fumble ranges: 'nearest' "
        "(halves up, as the BRP resolution table), 'up' or 'down'.",
    ),
    "brp.automatic_success_max": QT_TRANSLATE_NOOP(
        "brp", "Rolls up to this always succeed (BRP standard 05)."
    ),
    "brp.automatic_failure_min": QT_TRANSLATE_NOOP(
        "brp", "Rolls from this always fail (BRP standard 96)."
    ),
    "brp.resistance_formula": QT_TRANSLATE_NOOP(
        "brp",
        "Resistance chance = base + per_point × (active − passive) "
        "(BRP standard {'base': 50, 'per_point': 5}); the seed gives no formula.",
    ),
    "brp.resistance_automatic": QT_TRANSLATE_NOOP(
        "brp", "A resistance chance of 100 or more succeeds, 0 or less fails, without a roll."
    ),
    "brp.stand_up_cost": QT_TRANSLATE_NOOP(
        "brp",
        "'ranks_and_attack': standing costs 5 DEX ranks and the round's attack; "
        "'ranks_only': just the 5 ranks.",
    ),
    "brp.point_blank_inclusive": QT_TRANSLATE_NOOP(
        "brp", "Point-blank is distance ≤ DEX/3 m (True) or < DEX/3 m."
    ),
    "brp.point_blank_rounding": QT_TRANSLATE_NOOP(
        "brp", "'none' keeps fractional metres of DEX/3; 'down' or 'up'."
    ),
    "brp.prone_target_modifier": QT_TRANSLATE_NOOP(
        "brp",
        "'by_range': melee and missiles up to twice the basic range "
        "are Easy against the prone, longer ranges Difficult; 'always_easy'.",
    ),
    "brp.prone_damage_modifier": QT_TRANSLATE_NOOP(
        "brp",
        "'no_positive': the prone lose positive damage modifiers only; "
        "'none': no damage modifier at all.",
    ),
    "brp.prone_two_handed": QT_TRANSLATE_NOOP(
        "brp", "Two-handed melee from prone is 'difficult' or 'forbidden'."
    ),
    "brp.inside_guard_rule": QT_TRANSLATE_NOOP(
        "brp",
        "'weapon_length': inside a long weapon's guard attacks on the long "
        "user are Easy, on the short user Difficult, the long user's defences Difficult; "
        "'close_combat': only the long user's defences are Difficult.",
    ),
    "brp.firing_into_melee_reading": QT_TRANSLATE_NOOP(
        "brp",
        "'into_minus_20_while_difficult': −20% shooting into a "
        "melee, Difficult when the shooter is in melee.",
    ),
    "brp.major_wound_threshold": QT_TRANSLATE_NOOP(
        "brp",
        "'half_hp': one wound of at least half the total hit points "
        "(rounded up) is a major wound (BRP standard); 'none'.",
    ),
    "brp.zero_hp": QT_TRANSLATE_NOOP(
        "brp", "At 0 hit points or less: 'dead' (BRP standard) or 'dying'."
    ),
    "brp.unconscious_hp": QT_TRANSLATE_NOOP(
        "brp",
        "At this many hit points or fewer (but above 0) the character is "
        "unconscious (BRP standard 2, as the stunning rule's '1 ou 2 pontos de vida').",
    ),
    "brp.same_rank_simultaneous": QT_TRANSLATE_NOOP(
        "brp",
        "Actions on the same DEX rank are simultaneous: someone "
        "felled on that rank still acts on it.",
    ),
    "brp.last_dex_rank": QT_TRANSLATE_NOOP(
        "brp", "The last DEX rank of the round (desperate actions; volleys stop below it)."
    ),
    "brp.defence_rule": QT_TRANSLATE_NOOP(
        "brp",
        "'equal_or_better': a parry or dodge stops the attack when its result "
        "level is at least the attack's; 'any_success': any successful defence stops it.",
    ),
    "brp.missile_defence": QT_TRANSLATE_NOOP(
        "brp",
        "'point_blank_only': missiles can be parried or dodged only at "
        "point-blank range (the seed's point-blank rule); 'always'.",
    ),
    "brp.critical_damage": QT_TRANSLATE_NOOP(
        "brp",
        "'max_ignore_armour': weapon dice at maximum, damage modifier rolled, "
        "armour ignored; 'roll_ignore_armour'; 'normal'.",
    ),
    "brp.special_damage": QT_TRANSLATE_NOOP(
        "brp",
        "'by_weapon': the weapon's special (impale rolls the dice twice, crush "
        "maximises the damage modifier, knockback, entangle); 'normal'.",
    ),
    "brp.shield_block_outside_melee": QT_TRANSLATE_NOOP(
        "brp", "Shields block missiles also out of melee."
    ),
    "brp.desperate_failed_gate_penalty": QT_TRANSLATE_NOOP(
        "brp", "A failed Agility gate still costs the next round."
    ),
    "brp.antidote_window_direction": QT_TRANSLATE_NOOP(
        "brp",
        "'either': an antidote within six full turns before or "
        "after the poisoning counts; 'before' as printed.",
    ),
    "brp.sudden_asphyxia_luck_success_start": QT_TRANSLATE_NOOP(
        "brp",
        "Sudden asphyxiation with a won Luck roll starts "
        "at CON×'5' (the seed's parenthesis) or CON×'10'.",
    ),
    "brp.asphyxia_floor_keeps_rolling": QT_TRANSLATE_NOOP(
        "brp", "Keep rolling CON×1 once the floor is reached."
    ),
    "brp.autofire_die_counts_only": QT_TRANSLATE_NOOP(
        "brp",
        "'next_larger_die_capped': with no die for the shots, roll "
        "the next larger die and cap at the shots fired; 'die_counts_only': refuse such counts.",
    ),
    "brp.falling_partial_steps": QT_TRANSLATE_NOOP(
        "brp", "'floor': only complete 3 m steps count; 'round_up'."
    ),
    "brp.falling_large_siz_steps": QT_TRANSLATE_NOOP(
        "brp", "'started_20': +1D6 for SIZ 21–40, +2D6 for 41–60 …"
    ),
    "brp.knockback_rounding": QT_TRANSLATE_NOOP(
        "brp", "'floor': one metre per complete 5 points over SIZ."
    ),
    "brp.disease_multiplier_drop_on": QT_TRANSLATE_NOOP(
        "brp",
        "'fumble': only a fumbled recovery roll lowers the next "
        "multiplier; 'failure': every failure does.",
    ),
    "brp.malaise_characteristic": QT_TRANSLATE_NOOP(
        "brp", "The characteristic Malaise attacks ('pow')."
    ),
    "brp.chase_special_moves": QT_TRANSLATE_NOOP(
        "brp",
        "'roller_advances': special +1 step, critical +2, failure −1, fumble −2 for the roller.",
    ),
    "brp.chase_encumbered_roll": QT_TRANSLATE_NOOP(
        "brp", "'difficult_stamina': the encumbered runner's roll."
    ),
    "brp.rain_second_entry": QT_TRANSLATE_NOOP("brp", "The second −50% 'Chuva' entry is 'sleet'."),
    "brp.disarm_resist_characteristic": QT_TRANSLATE_NOOP("brp", "«FÍS» read as 'str'."),
    "brp.mount_fall_drag_on": QT_TRANSLATE_NOOP(
        "brp", "Dragged by the saddle on a 'fumble' (or 'failure') of Luck."
    ),
    "brp.area_half_rounding": QT_TRANSLATE_NOOP("brp", "Half area damage rounds 'up'."),
    "brp.underwater_stack": QT_TRANSLATE_NOOP(
        "brp", "Under water, halve non-impaling damage and add 3 armour."
    ),
    "brp.shooting_up_stacking": QT_TRANSLATE_NOOP(
        "brp", "'worse': −10% shooting up, Difficult over 45°, not both."
    ),
    "brp.powers_phase_first": QT_TRANSLATE_NOOP(
        "brp", "The powers phase comes before the DEX-rank actions."
    ),
    "brp.fly_failure_reading": QT_TRANSLATE_NOOP(
        "brp", "'difficult': a failed Fly roll makes actions Difficult; a fumble stops action."
    ),
    "brp.enclosed_half_metre_reading": QT_TRANSLATE_NOOP(
        "brp", "'siz_1_and_up': under half a metre, weapons of SIZ 1+ are Difficult."
    ),
    "brp.radiation_table": QT_TRANSLATE_NOOP(
        "brp", "'gm_assigns': the effects table is missing; the GM sets POT."
    ),
    "brp.vehicle_protection_reading": QT_TRANSLATE_NOOP(
        "brp", "'reduce_by': seatbelts halve, exceptional protection leaves a quarter."
    ),
    "brp.tornado_modifier": QT_TRANSLATE_NOOP(
        "brp", "Tornado-force wind modifier for general skills (−90)."
    ),
}


def _choice_default(table_id: str, key: str) -> Any:
    """The ``default`` a table's choice gives setting ``key`` (``resistance_roll.json``)."""
    choices = load_table("brp", table_id)["choices"]
    return next(c["default"] for c in choices if c.get("setting") == key)


_DEFAULTS: dict[str, Any] = {
    "brp.easy_multiplier": 2,
    "brp.difficult_rounding": "up",
    "brp.critical_and_fumble_ranges": "brp_standard",
    "brp.critical_fraction": 0.05,
    "brp.fumble_fraction": 0.05,
    "brp.level_rounding": "nearest",
    "brp.automatic_success_max": 5,
    "brp.automatic_failure_min": 96,
    "brp.resistance_formula": None,  # resistance_roll.json's choice default (defaults())
    "brp.resistance_automatic": True,
    "brp.stand_up_cost": "ranks_and_attack",
    "brp.point_blank_inclusive": True,
    "brp.point_blank_rounding": "none",
    "brp.prone_target_modifier": "by_range",
    "brp.prone_damage_modifier": "no_positive",
    "brp.prone_two_handed": "difficult",
    "brp.inside_guard_rule": "weapon_length",
    "brp.firing_into_melee_reading": "into_minus_20_while_difficult",
    "brp.major_wound_threshold": "half_hp",
    "brp.zero_hp": "dead",
    "brp.unconscious_hp": 2,
    "brp.same_rank_simultaneous": True,
    "brp.last_dex_rank": 0,
    "brp.defence_rule": "equal_or_better",
    "brp.missile_defence": "point_blank_only",
    "brp.critical_damage": "max_ignore_armour",
    "brp.special_damage": "by_weapon",
    "brp.shield_block_outside_melee": False,
    "brp.desperate_failed_gate_penalty": False,
    "brp.antidote_window_direction": "either",
    "brp.sudden_asphyxia_luck_success_start": 5,
    "brp.asphyxia_floor_keeps_rolling": True,
    "brp.autofire_die_counts_only": "next_larger_die_capped",
    "brp.falling_partial_steps": "floor",
    "brp.falling_large_siz_steps": "started_20",
    "brp.knockback_rounding": "floor",
    "brp.disease_multiplier_drop_on": "fumble",
    "brp.malaise_characteristic": "pow",
    "brp.chase_special_moves": "roller_advances",
    "brp.chase_encumbered_roll": "difficult_stamina",
    "brp.rain_second_entry": "sleet",
    "brp.disarm_resist_characteristic": None,  # resistance_roll.json (defaults())
    "brp.mount_fall_drag_on": "fumble",
    "brp.area_half_rounding": "up",
    "brp.underwater_stack": True,
    "brp.shooting_up_stacking": "worse",
    "brp.powers_phase_first": True,
    "brp.fly_failure_reading": "difficult",
    "brp.enclosed_half_metre_reading": "siz_1_and_up",
    "brp.radiation_table": "gm_assigns",
    "brp.vehicle_protection_reading": "reduce_by",
    "brp.tornado_modifier": -90,
}

SETTING_CHOICES: dict[str, tuple[Any, ...]] = {
    "brp.difficult_rounding": ("up", "down", "nearest"),
    "brp.critical_and_fumble_ranges": ("brp_standard", "none"),
    "brp.level_rounding": ("nearest", "up", "down"),
    "brp.stand_up_cost": ("ranks_and_attack", "ranks_only"),
    "brp.point_blank_rounding": ("none", "down", "up"),
    "brp.prone_target_modifier": ("by_range", "always_easy"),
    "brp.prone_damage_modifier": ("no_positive", "none"),
    "brp.prone_two_handed": ("difficult", "forbidden"),
    "brp.inside_guard_rule": ("weapon_length", "close_combat"),
    "brp.major_wound_threshold": ("half_hp", "none"),
    "brp.zero_hp": ("dead", "dying"),
    "brp.defence_rule": ("equal_or_better", "any_success"),
    "brp.missile_defence": ("point_blank_only", "always"),
    "brp.critical_damage": ("max_ignore_armour", "roll_ignore_armour", "normal"),
    "brp.special_damage": ("by_weapon", "normal"),
    "brp.antidote_window_direction": ("either", "before"),
    "brp.sudden_asphyxia_luck_success_start": (5, 10),
    "brp.autofire_die_counts_only": ("next_larger_die_capped", "die_counts_only"),
    "brp.falling_partial_steps": ("floor", "round_up"),
    "brp.disease_multiplier_drop_on": ("fumble", "failure"),
    "brp.mount_fall_drag_on": ("fumble", "failure"),
    "brp.area_half_rounding": ("up", "down"),
}
"""Settings with a closed set of values (the others are checked by type)."""


_FROM_RESISTANCE_ROLL: tuple[str, ...] = (
    "brp.resistance_formula",
    "brp.disarm_resist_characteristic",
)
"""Settings whose default is a ``resistance_roll.json`` choice's ``default``."""


@functools.cache
def defaults() -> Mapping[str, Any]:
    """Every BRP setting's default (shared: copy before changing), the
    :data:`_FROM_RESISTANCE_ROLL` ones read from their table when first asked for."""
    out = dict(_DEFAULTS)
    for key in _FROM_RESISTANCE_ROLL:
        out[key] = _choice_default("resistance_roll", key)
    return out


@register
class BasicRoleplaying(Ruleset):
    """Basic Roleplaying (d100): DEX ranks, percentile skills, hit points, the spot rules."""

    name: ClassVar[str] = "brp"
    title: ClassVar[str] = "Basic Roleplaying (d100)"
    aliases: ClassVar[tuple[str, ...]] = ("basic roleplaying", "basic_roleplaying")
    seed: ClassVar[str] = "001_02c954899a7409e6.txt"
    initiative_kind: ClassVar[str] = "dex_ranks"
    action_kinds: ClassVar[tuple[str, ...]] = (ACTION, "dex")
    skill_names: ClassVar[Mapping[str, str]] = Labels(
        "brp",
        {
            "mobility": QT_TRANSLATE_NOOP("brp", "Agility (DEX×5)"),
            "melee": QT_TRANSLATE_NOOP("brp", "Weapon skill"),
            "ranged": QT_TRANSLATE_NOOP("brp", "Weapon skill"),
            "observation": QT_TRANSLATE_NOOP("brp", "Spot"),
            "healing": QT_TRANSLATE_NOOP("brp", "First Aid"),
        },
    )

    def setting_specs(self) -> dict[str, SettingSpec]:
        from core.rules.brp.setting_texts import setting_specs

        return setting_specs()

    @classmethod
    def default_settings(cls) -> dict[str, Any]:
        import copy

        return copy.deepcopy(defaults())

    def setting_choices(self) -> dict[str, tuple[Any, ...]]:
        return dict(SETTING_CHOICES)

    def setting_choice_labels(self) -> dict[str, dict[str, str]]:
        """Each closed setting's choices in the UI language, by choice id."""
        from core.rules.brp.setting_texts import choice_labels

        return choice_labels(SETTING_CHOICES)

    # -- action economy -------------------------------------------------------------------------
    def _dex_cost(self, key: str) -> int:
        for row in self.table("dex_ranks")["rows"]:
            if row.get("key") == key:
                return int(row["dex_ranks"])
        raise KeyError(f"dex_ranks.json has no row {key!r}")  # pragma: no cover - data fixed

    def cost_of(self, activity: str) -> Cost:
        """What a map activity costs: a move, closing in, a crawl or a retreat is the turn's
        action; opening an unlocked door on the way is part of the move; standing up costs 5
        DEX ranks (``dex_ranks.json``) and gives a later turn."""
        action = Cost({ACTION: 1})
        if activity in ("move", "crawl", "retreat", "engage"):
            return action
        if activity == "open_door":
            return Cost()
        if activity == "stand_up":
            return Cost({ACTION: 1, "dex": self._dex_cost("stand_up_from_prone"), "extra": 1})
        raise ValueError(
            translate("brp", "BRP has no cost for {activity!r}").format(activity=activity)
        )

    def can_afford(self, spent: Mapping[str, int], cost: Cost) -> bool:
        """One action per DEX-rank turn: 1 + the further turns granted, minus actions taken."""
        left = 1 + int(spent.get("extra", 0)) - int(spent.get(ACTION, 0))
        return cost.get(ACTION) <= left

    def remaining(self, spent: Mapping[str, int]) -> dict[str, int]:
        left = 1 + int(spent.get("extra", 0)) - int(spent.get(ACTION, 0))
        return {ACTION: max(0, left)}

    def describe_remaining(self, spent: Mapping[str, int]) -> str:
        left = self.remaining(spent)[ACTION]
        return (
            translate("brp", "no action")
            if left == 0
            else (
                translate("brp", "1 action")
                if left == 1
                else translate("brp", "{left} actions").format(left=left)
            )
        )

    def move_roll_failure(self, kind: str, *, enemies: tuple[str, ...] = (), zone: str = "") -> str:
        """A failed Agility roll on entering a cluttered zone: you fall prone (the seed's
        slippery surfaces). Leaving an Engaged enemy: the seed's turn-and-run gives them a free
        Difficult attack that can't be parried or dodged (``disengaging.json``; the attack
        form's "Target turned and ran")."""
        if kind == "cluttered":
            return translate("brp", "you get in but fall prone")
        names = ", ".join(enemies)
        return translate(
            "brp",
            "you still move, but {names} may make a free Difficult attack you "
            "can't parry or dodge (attack option: Target turned and ran)",
        ).format(names=names)

    def max_moves_per_turn(self) -> int:
        return 1

    def tracks(self) -> list[TrackSpec]:
        return [TrackSpec("hp", translate("brp", "Hit points"), "counter")]

    # -- state that follows combatants ------------------------------------------------------
    def validate_state(self, enc: Any) -> None:
        super().validate_state(enc)
        from core.rules.brp.state import validate_brp_state

        validate_brp_state(enc)

    def rename_in_state(self, enc: Any, old: str, new: str) -> None:
        super().rename_in_state(enc, old, new)
        from core.rules.brp.state import rename_in_brp_state

        rename_in_brp_state(enc, old, new)

    def remove_from_state(self, enc: Any, name: str) -> None:
        from core.rules.brp.state import remove_from_brp_state

        remove_from_brp_state(enc, name)
        super().remove_from_state(enc, name)

    def cannot_act_reason(self, enc: Any, name: str) -> str | None:
        from core.rules.brp.damage import cannot_act_reason

        return cannot_act_reason(enc, name)

    def move_refusal(self, enc: Any, name: str) -> str | None:
        from core.rules.brp.damage import move_refusal

        return move_refusal(enc, name)

    def combat(self, enc: Any) -> Any:
        from core.rules.brp.combat import BRPCombat

        return BRPCombat(enc)
