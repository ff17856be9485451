"""How the settings form names each BRP setting (seed ``001``, "7. Regras Específicas"): label,
the seed rule it changes and its section; the help is :data:`core.rules.brp.SETTINGS_HELP`.
Read through :meth:`BasicRoleplaying.setting_specs`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.rules.base import SettingSpec
from core.rules.brp.words import QT_TRANSLATE_NOOP, SEED, tr

_ROLLS = QT_TRANSLATE_NOOP("brp", "Skill and resistance rolls")
_DEX = QT_TRANSLATE_NOOP("brp", "DEX ranks and actions")
_FIGHT = QT_TRANSLATE_NOOP("brp", "Attacks and defences")
_DAMAGE = QT_TRANSLATE_NOOP("brp", "Hit points and damage")
_HAZARDS = QT_TRANSLATE_NOOP("brp", "Hazards")
_SCENES = QT_TRANSLATE_NOOP("brp", "Chases, travel and weather")
_CORE = QT_TRANSLATE_NOOP("brp", "BRP core rules, named but not given by the seed")

_TEXTS: dict[str, tuple[str, str, str]] = {
    # key: (label, seed rule, section)
    "brp.easy_multiplier": (
        QT_TRANSLATE_NOOP("brp", "Easy multiplies the chance by"),
        "Fácil / Difícil",
        _ROLLS,
    ),
    "brp.difficult_rounding": (
        QT_TRANSLATE_NOOP("brp", "Difficult halving rounds"),
        "Fácil / Difícil",
        _ROLLS,
    ),
    "brp.critical_and_fumble_ranges": (
        QT_TRANSLATE_NOOP("brp", "Critical and fumble ranges"),
        _CORE,
        _ROLLS,
    ),
    "brp.critical_fraction": (
        QT_TRANSLATE_NOOP("brp", "Critical range (fraction of chance)"),
        _CORE,
        _ROLLS,
    ),
    "brp.fumble_fraction": (
        QT_TRANSLATE_NOOP("brp", "Fumble range (fraction of failure)"),
        _CORE,
        _ROLLS,
    ),
    "brp.level_rounding": (
        QT_TRANSLATE_NOOP("brp", "Special/critical/fumble rounding"),
        _CORE,
        _ROLLS,
    ),
    "brp.automatic_success_max": (
        QT_TRANSLATE_NOOP("brp", "Automatic success up to"),
        _CORE,
        _ROLLS,
    ),
    "brp.automatic_failure_min": (
        QT_TRANSLATE_NOOP("brp", "Automatic failure from"),
        _CORE,
        _ROLLS,
    ),
    "brp.resistance_formula": (
        QT_TRANSLATE_NOOP("brp", "Resistance roll formula"),
        "Rolagem de resistência",
        _ROLLS,
    ),
    "brp.resistance_automatic": (
        QT_TRANSLATE_NOOP("brp", "Resistance of 100%+ or 0%- is automatic"),
        "Rolagem de resistência",
        _ROLLS,
    ),
    "brp.disarm_resist_characteristic": (
        QT_TRANSLATE_NOOP("brp", "Disarm resists with («FÍS»)"),
        "Desarmando",
        _ROLLS,
    ),
    "brp.stand_up_cost": (
        QT_TRANSLATE_NOOP("brp", "Standing up costs"),
        "Prona; Níveis de DEX",
        _DEX,
    ),
    "brp.same_rank_simultaneous": (
        QT_TRANSLATE_NOOP("brp", "Same DEX rank acts simultaneously"),
        "Níveis de DEX",
        _DEX,
    ),
    "brp.last_dex_rank": (
        QT_TRANSLATE_NOOP("brp", "Last DEX rank of the round"),
        "Ações desesperadas; Fogo de saraivada",
        _DEX,
    ),
    "brp.desperate_failed_gate_penalty": (
        QT_TRANSLATE_NOOP("brp", "Failed desperate action costs next round"),
        "Ações desesperadas",
        _DEX,
    ),
    "brp.powers_phase_first": (
        QT_TRANSLATE_NOOP("brp", "Powers phase before DEX ranks"),
        "Níveis de DEX",
        _DEX,
    ),
    "brp.defence_rule": (
        QT_TRANSLATE_NOOP("brp", "A defence stops the attack when"),
        QT_TRANSLATE_NOOP("brp", "BRP core rules, named but not given by the seed (parry, dodge)"),
        _FIGHT,
    ),
    "brp.missile_defence": (
        QT_TRANSLATE_NOOP("brp", "Missiles can be parried or dodged"),
        "Alcance à queima-roupa",
        _FIGHT,
    ),
    "brp.critical_damage": (
        QT_TRANSLATE_NOOP("brp", "Critical hit damage"),
        QT_TRANSLATE_NOOP(
            "brp", "BRP core rules, named but not given by the seed (critical success)"
        ),
        _FIGHT,
    ),
    "brp.special_damage": (
        QT_TRANSLATE_NOOP("brp", "Special hit damage"),
        QT_TRANSLATE_NOOP(
            "brp", "BRP core rules, named but not given by the seed (special success)"
        ),
        _FIGHT,
    ),
    "brp.point_blank_inclusive": (
        QT_TRANSLATE_NOOP("brp", "Point-blank includes DEX/3 m"),
        "Alcance à queima-roupa",
        _FIGHT,
    ),
    "brp.point_blank_rounding": (
        QT_TRANSLATE_NOOP("brp", "Point-blank DEX/3 rounding"),
        "Alcance à queima-roupa",
        _FIGHT,
    ),
    "brp.prone_target_modifier": (
        QT_TRANSLATE_NOOP("brp", "Attacking a prone target"),
        "Prona",
        _FIGHT,
    ),
    "brp.prone_damage_modifier": (
        QT_TRANSLATE_NOOP("brp", "Damage modifier while prone"),
        "Prona",
        _FIGHT,
    ),
    "brp.prone_two_handed": (
        QT_TRANSLATE_NOOP("brp", "Two-handed melee from prone"),
        "Prona",
        _FIGHT,
    ),
    "brp.inside_guard_rule": (
        QT_TRANSLATE_NOOP("brp", "Inside a long weapon's guard"),
        "Comprimento da arma",
        _FIGHT,
    ),
    "brp.firing_into_melee_reading": (
        QT_TRANSLATE_NOOP("brp", "Firing into a melee"),
        "Disparando para o combate",
        _FIGHT,
    ),
    "brp.shield_block_outside_melee": (
        QT_TRANSLATE_NOOP("brp", "Shields block missiles out of melee"),
        "Escudos e disparos de mísseis",
        _FIGHT,
    ),
    "brp.autofire_die_counts_only": (
        QT_TRANSLATE_NOOP("brp", "Autofire shots with no die"),
        "Autofire",
        _FIGHT,
    ),
    "brp.area_half_rounding": (
        QT_TRANSLATE_NOOP("brp", "Half area damage rounds"),
        "Ataques de área",
        _FIGHT,
    ),
    "brp.shooting_up_stacking": (
        QT_TRANSLATE_NOOP("brp", "Shooting up: modifiers"),
        "Aumentando ou diminuindo",
        _FIGHT,
    ),
    "brp.enclosed_half_metre_reading": (
        QT_TRANSLATE_NOOP("brp", "Under half a metre: Difficult weapons"),
        "Ambientes fechados",
        _FIGHT,
    ),
    "brp.major_wound_threshold": (
        QT_TRANSLATE_NOOP("brp", "Major wound threshold"),
        "Ataques de nocaute",
        _DAMAGE,
    ),
    "brp.zero_hp": (
        QT_TRANSLATE_NOOP("brp", "At 0 hit points"),
        QT_TRANSLATE_NOOP("brp", "BRP core rules, named but not given by the seed (hit points)"),
        _DAMAGE,
    ),
    "brp.unconscious_hp": (
        QT_TRANSLATE_NOOP("brp", "Unconscious at HP or fewer"),
        "Atordoamento",
        _DAMAGE,
    ),
    "brp.knockback_rounding": (
        QT_TRANSLATE_NOOP("brp", "Knockback metres"),
        "Nocaute (knockback)",
        _DAMAGE,
    ),
    "brp.falling_partial_steps": (
        QT_TRANSLATE_NOOP("brp", "Falling: partial 3 m steps"),
        "Caindo",
        _HAZARDS,
    ),
    "brp.falling_large_siz_steps": (
        QT_TRANSLATE_NOOP("brp", "Falling: extra dice for large SIZ"),
        "Caindo",
        _HAZARDS,
    ),
    "brp.antidote_window_direction": (
        QT_TRANSLATE_NOOP("brp", "Antidote window"),
        "Poções (venenos)",
        _HAZARDS,
    ),
    "brp.sudden_asphyxia_luck_success_start": (
        QT_TRANSLATE_NOOP("brp", "Sudden asphyxia after a won Luck roll: CON×"),
        "Asfixia, afogamento e sufocação",
        _HAZARDS,
    ),
    "brp.asphyxia_floor_keeps_rolling": (
        QT_TRANSLATE_NOOP("brp", "Asphyxia keeps rolling at CON×1"),
        "Asfixia, afogamento e sufocação",
        _HAZARDS,
    ),
    "brp.disease_multiplier_drop_on": (
        QT_TRANSLATE_NOOP("brp", "Disease multiplier drops on"),
        "Doença",
        _HAZARDS,
    ),
    "brp.malaise_characteristic": (QT_TRANSLATE_NOOP("brp", "Malaise attacks"), "Doença", _HAZARDS),
    "brp.underwater_stack": (
        QT_TRANSLATE_NOOP("brp", "Under water: half damage, +3 armour"),
        "Combate subaquático",
        _HAZARDS,
    ),
    "brp.radiation_table": (QT_TRANSLATE_NOOP("brp", "Radiation effects"), "Radiação", _HAZARDS),
    "brp.chase_special_moves": (
        QT_TRANSLATE_NOOP("brp", "Chase: special and critical moves"),
        "Perseguições (faixas)",
        _SCENES,
    ),
    "brp.chase_encumbered_roll": (
        QT_TRANSLATE_NOOP("brp", "Chase: encumbered runner rolls"),
        "Perseguições (faixas)",
        _SCENES,
    ),
    "brp.vehicle_protection_reading": (
        QT_TRANSLATE_NOOP("brp", "Vehicle protection"),
        "Perseguições veiculares",
        _SCENES,
    ),
    "brp.mount_fall_drag_on": (
        QT_TRANSLATE_NOOP("brp", "Dragged by the saddle on"),
        "Combate montado",
        _SCENES,
    ),
    "brp.fly_failure_reading": (
        QT_TRANSLATE_NOOP("brp", "A failed Fly roll"),
        "Combate aéreo",
        _SCENES,
    ),
    "brp.rain_second_entry": (
        QT_TRANSLATE_NOOP("brp", "Rain: the second −50% entry"),
        "Chuva",
        _SCENES,
    ),
    "brp.tornado_modifier": (
        QT_TRANSLATE_NOOP("brp", "Tornado-force wind modifier"),
        "Vento",
        _SCENES,
    ),
}


def setting_specs() -> dict[str, SettingSpec]:
    """Every BRP setting named for the settings form (help from ``SETTINGS_HELP``)."""
    from core.rules.brp import SETTINGS_HELP

    return {
        key: SettingSpec(tr(label), tr(SETTINGS_HELP.get(key, "")), _rule(rule), tr(section))
        for key, (label, rule, section) in _TEXTS.items()
    }


def _rule(rule: str) -> str:
    """The seed rule a setting changes: a rule the seed names only, in the UI language; the
    seed's own heading as the seed words it (``«Prona» — seed 001``), in any language."""
    if rule.startswith(_CORE):
        return tr(rule)
    return f"«{rule}» — seed {SEED}"


CHOICE_WORDS: dict[str, str] = {
    "up": QT_TRANSLATE_NOOP("brp", "up"),
    "down": QT_TRANSLATE_NOOP("brp", "down"),
    "nearest": QT_TRANSLATE_NOOP("brp", "nearest"),
    "brp_standard": QT_TRANSLATE_NOOP("brp", "BRP standard"),
    "none": QT_TRANSLATE_NOOP("brp", "none"),
    "ranks_and_attack": QT_TRANSLATE_NOOP("brp", "DEX ranks and the attack"),
    "ranks_only": QT_TRANSLATE_NOOP("brp", "DEX ranks only"),
    "by_range": QT_TRANSLATE_NOOP("brp", "by range"),
    "always_easy": QT_TRANSLATE_NOOP("brp", "always Easy"),
    "no_positive": QT_TRANSLATE_NOOP("brp", "no positive modifier"),
    "difficult": QT_TRANSLATE_NOOP("brp", "Difficult"),
    "forbidden": QT_TRANSLATE_NOOP("brp", "forbidden"),
    "weapon_length": QT_TRANSLATE_NOOP("brp", "by weapon length"),
    "close_combat": QT_TRANSLATE_NOOP("brp", "close combat"),
    "half_hp": QT_TRANSLATE_NOOP("brp", "half the hit points"),
    "dead": QT_TRANSLATE_NOOP("brp", "dead"),
    "dying": QT_TRANSLATE_NOOP("brp", "dying"),
    "equal_or_better": QT_TRANSLATE_NOOP("brp", "equal or better level"),
    "any_success": QT_TRANSLATE_NOOP("brp", "any success"),
    "point_blank_only": QT_TRANSLATE_NOOP("brp", "point-blank only"),
    "always": QT_TRANSLATE_NOOP("brp", "always"),
    "max_ignore_armour": QT_TRANSLATE_NOOP("brp", "maximum, armour ignored"),
    "roll_ignore_armour": QT_TRANSLATE_NOOP("brp", "rolled, armour ignored"),
    "normal": QT_TRANSLATE_NOOP("brp", "normal"),
    "by_weapon": QT_TRANSLATE_NOOP("brp", "by weapon"),
    "either": QT_TRANSLATE_NOOP("brp", "before or after"),
    "before": QT_TRANSLATE_NOOP("brp", "before"),
    "next_larger_die_capped": QT_TRANSLATE_NOOP("brp", "next larger die, capped"),
    "die_counts_only": QT_TRANSLATE_NOOP("brp", "only counts with a die"),
    "floor": QT_TRANSLATE_NOOP("brp", "complete steps only"),
    "round_up": QT_TRANSLATE_NOOP("brp", "round up"),
    "fumble": QT_TRANSLATE_NOOP("brp", "fumble"),
    "failure": QT_TRANSLATE_NOOP("brp", "failure"),
}
"""The settings form's words for each closed setting's choice ids."""


def choice_labels(choices: Mapping[str, tuple[Any, ...]]) -> dict[str, dict[str, str]]:
    """``{setting key: {choice id: words in the UI language}}`` for the choices with words."""
    return {
        key: {str(c): tr(CHOICE_WORDS[str(c)]) for c in options if str(c) in CHOICE_WORDS}
        for key, options in choices.items()
    }
