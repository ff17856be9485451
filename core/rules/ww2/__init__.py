"""WWII infantry combat — seed ``002_dd4261c425c1f7c5.txt`` ("Regras: Combate - Batalha de
Infantaria"), data in ``resources/rules/ww2/``.

Rounds of about six seconds, one action each; initiative 3d6, highest first; attacks as Poder
Ofensivo ÷ Poder Defensivo; Lesões, Ferimentos and Sangramento; attention states and surprise;
precision shot, suppressive fire and disarm; movement in metres beside the zone map.

Modules: :mod:`.state` (state layout, stat keys), :mod:`.checks` (Skill tests, penalties),
:mod:`.attention`, :mod:`.initiative`, :mod:`.movement`, :mod:`.injuries`, :mod:`.attacks`, and
:mod:`.combat` (``enc.combat``, the facade the docks read). See ``docs/rulesets/ww2.md``.

>>> from core.encounter import Encounter
>>> enc = Encounter(ruleset="ww2", seed=1)
>>> enc.ruleset.cost_of("move").describe()
'1 round action'
>>> enc.ruleset.settings["ww2.ferimento_min_pa"]
3
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from core.i18n import translate
from core.resources import load_table
from core.rules.base import Cost, RuleError, Ruleset, SettingSpec, TrackSpec, register
from core.rules.labels import QT_TRANSLATE_NOOP, Labels
from core.rules.ww2.movement import movement_allowance
from core.rules.ww2.state import KEY, SKILLS

__all__ = ["SETTINGS", "WW2", "movement_allowance"]


def _pa_min() -> int:
    rows = load_table("ww2", "attack_resolution")["rows"]
    return int(next(r for r in rows if r.get("rule") == "ferimento_threshold")["pa_min"])


SETTINGS: dict[str, dict[str, Any]] = {
    "ww2.ferimento_min_pa": {
        "table": "attack_resolution",
        "options": (3, 4),
        "help": QT_TRANSLATE_NOOP(
            "ww2",
            "AP from which an attack adds a Wound: 3 'greater than or equal to 3', 4 'greater "
            "than 3'.",
        ),
    },
    "ww2.initiative_each_round": {
        "table": "initiative",
        "options": (False, True),
        "help": QT_TRANSLATE_NOOP(
            "ww2", "Roll 3d6 initiative again at every new round (default: once a fight)."
        ),
    },
    "ww2.surprise_effects_cumulative": {
        "table": "surprise_effects",
        "options": (True, False),
        "help": QT_TRANSLATE_NOOP(
            "ww2", "Surprise effects stack down the attention states ('they are cumulative')."
        ),
    },
    "ww2.relaxed_no_defence_ignores_pd": {
        "table": "surprise_effects",
        "options": (False, True),
        "help": QT_TRANSLATE_NOOP(
            "ww2", "A surprised Relaxed victim's DP is only the full exposure baseline."
        ),
    },
    "ww2.bleeding_6_10_applies_to_attacks": {
        "table": "bleeding",
        "options": (False, True),
        "help": QT_TRANSLATE_NOOP(
            "ww2", "The −3 of 6–10 Bleeding also applies to Attacks (as written: Skill tests)."
        ),
    },
    "ww2.lesion_overflow_resets": {
        "table": "injuries",
        "options": (False, True),
        "help": QT_TRANSLATE_NOOP(
            "ww2", "An Injury past the maximum becomes a Wound and empties the Injuries track."
        ),
    },
    "ww2.prone_exposure_from_flank": {
        "table": "posture",
        "options": ("partial", "minimal", "full"),
        "help": QT_TRANSLATE_NOOP(
            "ww2", "Exposure of a prone target attacked from the flank or rear."
        ),
    },
    "ww2.weapon_range_table": {
        "table": "range_bands",
        "options": None,
        "help": QT_TRANSLATE_NOOP(
            "ww2",
            "The GM's ranges per weapon category: {category: "
            "{range_class, lethal_m, maximum_m}} (the seed's table is "
            "missing).",
        ),
    },
    "ww2.shoot_and_move_bonus_to": {
        "table": "defensive_power",
        "options": ("defender", "mover"),
        "help": QT_TRANSLATE_NOOP(
            "ww2",
            "defender: the target gets +5 DP when the attacker shoots and moves; mover: a "
            "target that shot and moved this round gets +5 DP.",
        ),
    },
    "ww2.suppressive_penalty_counts_first_target": {
        "table": "techniques",
        "options": (True, False),
        "help": QT_TRANSLATE_NOOP(
            "ww2",
            "The 1-point conversion is the first target's penalty (1 AP a target); off: "
            "the conversion point comes on top of 1 AP a target.",
        ),
    },
    "ww2.suppression_hit_min_pa": {
        "table": "techniques",
        "options": None,
        "help": QT_TRANSLATE_NOOP(
            "ww2", "AP (before the suppression penalty) that counts as a hit."
        ),
    },
    "ww2.melee_defence_bonus": {
        "table": "melee",
        "options": (True, False),
        "help": QT_TRANSLATE_NOOP("ww2", "ineffective combat: +10 DP in melee."),
    },
    "ww2.melee_no_extra_wound": {
        "table": "melee",
        "options": (True, False),
        "help": QT_TRANSLATE_NOOP(
            "ww2", "ineffective combat: no automatic Wound at AP 3+ in melee."
        ),
    },
    "ww2.melee_knockout": {
        "table": "melee",
        "options": (False, True),
        "help": QT_TRANSLATE_NOOP(
            "ww2", "ineffective combat, knockout: a melee Wound knocks out instead of wounding."
        ),
    },
    "ww2.crouch_speed_base": {
        "table": "movement",
        "options": ("mode", "run"),
        "help": QT_TRANSLATE_NOOP(
            "ww2", "Crouched speed is one third of the mode's metres (mode) or of the 15 m run."
        ),
    },
    "ww2.test_number_meaning": {
        "table": "medicine",
        "options": ("opposed_gm", "gm_decides"),
        "help": QT_TRANSLATE_NOOP(
            "ww2",
            "Skill tests: d20 + skill against the GM's d20 + the bracket "
            "number, or the GM rules every result.",
        ),
    },
}
"""Every ``ww2.*`` setting: the table whose ``choices`` record it, allowed values, and what it
does (see ``docs/rulesets/ww2.md``)."""


@register
class WW2(Ruleset):
    """WWII infantry (Batalha de Infantaria): one action a round, PO ÷ PD attacks."""

    name: ClassVar[str] = "ww2"
    title: ClassVar[str] = "WWII infantry (Batalha de Infantaria)"
    aliases: ClassVar[tuple[str, ...]] = ("wwii", "batalha de infantaria")
    seed: ClassVar[str] = "002_dd4261c425c1f7c5.txt"
    initiative_kind: ClassVar[str] = "3d6"
    action_kinds: ClassVar[tuple[str, ...]] = ("round",)
    skill_names: ClassVar[Mapping[str, str]] = Labels(
        "ww2", {"mobility": QT_TRANSLATE_NOOP("ww2", "Athletics"), **SKILLS.english_labels()}
    )

    def setting_specs(self) -> dict[str, SettingSpec]:
        from core.rules.ww2.setting_texts import setting_specs

        return setting_specs()

    def setting_choices(self) -> dict[str, tuple[Any, ...]]:
        """The closed sets of :data:`SETTINGS` (their ``options``; yes/no ones are bools)."""
        return {
            k: tuple(v["options"])
            for k, v in SETTINGS.items()
            if v.get("options") and not all(isinstance(o, bool) for o in v["options"])
        }

    def setting_choice_labels(self) -> dict[str, dict[str, str]]:
        """Each closed setting's choices in the UI language, by choice id."""
        from core.rules.ww2.words import choice_word

        return {
            k: {str(c): choice_word(c) for c in v if isinstance(c, str)}
            for k, v in self.setting_choices().items()
        }

    @classmethod
    def default_settings(cls) -> dict[str, Any]:
        return {
            "ww2.ferimento_min_pa": _pa_min(),
            "ww2.initiative_each_round": False,
            "ww2.surprise_effects_cumulative": True,
            "ww2.relaxed_no_defence_ignores_pd": False,
            "ww2.bleeding_6_10_applies_to_attacks": False,
            "ww2.lesion_overflow_resets": False,
            "ww2.prone_exposure_from_flank": "partial",
            "ww2.weapon_range_table": {},
            "ww2.shoot_and_move_bonus_to": "defender",
            "ww2.suppressive_penalty_counts_first_target": True,
            "ww2.suppression_hit_min_pa": 1,
            "ww2.melee_defence_bonus": True,
            "ww2.melee_no_extra_wound": True,
            "ww2.melee_knockout": False,
            "ww2.crouch_speed_base": "mode",
            "ww2.test_number_meaning": "opposed_gm",
        }

    # -- action economy --------------------------------------------------------------------------
    def cost_of(self, activity: str) -> Cost:
        from core.rules.ww2.movement import COSTS

        try:
            return COSTS[activity]
        except KeyError:
            raise ValueError(
                translate("ww2", "WWII has no cost for {activity!r}").format(activity=activity)
            ) from None

    def can_afford(self, spent: Mapping[str, int], cost: Cost) -> bool:
        from core.rules.ww2.movement import can_afford

        return can_afford(spent, cost)

    def remaining(self, spent: Mapping[str, int]) -> dict[str, int]:
        from core.rules.ww2.movement import remaining

        return remaining(spent)

    def describe_remaining(self, spent: Mapping[str, int]) -> str:
        from core.rules.ww2.movement import describe_remaining

        return describe_remaining(spent)

    def max_moves_per_turn(self) -> int:
        return 1

    # -- state -----------------------------------------------------------------------------------
    def init_state(self, enc: Any) -> None:
        super().init_state(enc)
        enc.state.setdefault(KEY, {})

    def validate_state(self, enc: Any) -> None:
        super().validate_state(enc)
        from core.rules.ww2.initiative import validate_initiative

        # types and closed sets: the models of core/rules/ww2/schema.py, checked by the loader
        # first; here only the names the state refers to
        validate_initiative(enc)
        for name, per in (enc.state.get("combatants") or {}).items():
            mine = per.get(KEY) if isinstance(per, dict) else None
            if not isinstance(mine, dict):
                continue
            for k in mine.get("surprised_by", {}) or {}:
                if k not in enc:
                    raise ValueError(
                        translate(
                            "ww2",
                            "combatants.{name}.{KEY}.surprised_by.{k}: no combatant has that name",
                        ).format(name=name, KEY=KEY, k=k)
                    )

    def rename_in_state(self, enc: Any, old: str, new: str) -> None:
        super().rename_in_state(enc, old, new)
        from core.rules.ww2.initiative import rename_in_initiative
        from core.rules.ww2.state import rename_everywhere

        rename_in_initiative(enc, old, new)
        rename_everywhere(enc, old, new)

    def remove_from_state(self, enc: Any, name: str) -> None:
        from core.rules.ww2.initiative import remove_from_initiative
        from core.rules.ww2.state import forget_everywhere

        remove_from_initiative(enc, name)
        forget_everywhere(enc, name)
        super().remove_from_state(enc, name)

    def cannot_act_reason(self, enc: Any, name: str) -> str | None:
        from core.rules.ww2.injuries import has_condition
        from core.rules.ww2.state import peek, view

        inj = peek(enc, name, "injury")
        if inj["dead"]:
            return translate("ww2", "{name} is dead.").format(name=name)
        if inj["coma"]:
            return translate("ww2", "{name} is in a coma (Bleeding).").format(name=name)
        if inj["unconscious"]:
            return translate("ww2", "{name} is unconscious.").format(name=name)
        if has_condition(enc, name, "lost_round"):
            note = view(enc, name)["conditions"]["lost_round"].get("note", "")
            return translate("ww2", "{name} loses this round").format(name=name) + (
                f" ({note})." if note else "."
            )
        return None

    def move_refusal(self, enc: Any, name: str) -> str | None:
        from core.rules.ww2.injuries import has_condition
        from core.rules.ww2.movement import moves_this_round, shot_and_moved
        from core.rules.ww2.state import view

        st = view(enc, name)
        prone = enc.combatant(name).stance == "prone"
        if shot_and_moved(enc, name) and moves_this_round(enc, name):
            return translate(
                "ww2", "{name} has made the move of this round's shoot-and-move."
            ).format(name=name)
        if st["suppression"]:
            return translate("ww2", "{name} is suppressed by {by} and can't move.").format(
                name=name, by=st["suppression"]["by"]
            )
        if st["injury"]["out_of_action"] and not prone:
            return translate(
                "ww2", "{name} is out of action (Wound): they can only crawl — go prone first."
            ).format(name=name)
        if (has_condition(enc, name, "cannot_walk") or has_condition(enc, name, "paraplegic")) and (
            not prone
        ):
            return translate("ww2", "{name} can't walk: crawl only (go prone first).").format(
                name=name
            )
        return None

    def combat(self, enc: Any) -> Any:
        from core.rules.ww2.combat import WW2Combat

        return WW2Combat(enc)

    def tracks(self) -> list[TrackSpec]:
        return [
            TrackSpec("lesoes", translate("ww2", "Injuries")),
            TrackSpec("ferimentos", translate("ww2", "Wounds"), maximum=5),
            TrackSpec("sangramento", translate("ww2", "Bleeding")),
        ]

    # -- settings --------------------------------------------------------------------------------
    def check_setting(self, key: str, value: Any) -> Any:
        """Validate a ``ww2.*`` setting value; returns it (raises :class:`RuleError`)."""
        spec = SETTINGS.get(key)
        if spec is None:
            raise RuleError(translate("ww2", "Unknown WWII setting {key!r}.").format(key=key))
        opts = spec["options"]
        if opts is not None and value not in opts:
            raise RuleError(
                translate("ww2", "{key}: choose from {value}.").format(
                    key=key, value=", ".join(repr(o) for o in opts)
                )
            )
        if key == "ww2.weapon_range_table" and not isinstance(value, dict):
            raise RuleError(
                translate("ww2", "{key}: a mapping of weapon category to ranges.").format(key=key)
            )
        if key == "ww2.suppression_hit_min_pa" and (
            isinstance(value, bool) or not isinstance(value, int) or value < 0
        ):
            raise RuleError(translate("ww2", "{key}: a whole number from 0.").format(key=key))
        return value
