"""How the settings form names each BRP setting (seed ``001``, "7. Regras Específicas"): label,
the seed rule it changes and its section; the help is :data:`core.rules.brp.SETTINGS_HELP`.
Read through :meth:`BasicRoleplaying.setting_specs`."""

from __future__ import annotations

from core.rules.base import SettingSpec

_ROLLS = "Skill and resistance rolls"
_DEX = "DEX ranks and actions"
_FIGHT = "Attacks and defences"
_DAMAGE = "Hit points and damage"
_HAZARDS = "Hazards"
_SCENES = "Chases, travel and weather"
_CORE = "BRP core rules, named but not given by the seed"

_TEXTS: dict[str, tuple[str, str, str]] = {
    # key: (label, seed rule, section)
    "brp.easy_multiplier": ("Easy multiplies the chance by", "Fácil / Difícil", _ROLLS),
    "brp.difficult_rounding": ("Difficult halving rounds", "Fácil / Difícil", _ROLLS),
    "brp.critical_and_fumble_ranges": ("Critical and fumble ranges", _CORE, _ROLLS),
    "brp.critical_fraction": ("Critical range (fraction of chance)", _CORE, _ROLLS),
    "brp.fumble_fraction": ("Fumble range (fraction of failure)", _CORE, _ROLLS),
    "brp.level_rounding": ("Special/critical/fumble rounding", _CORE, _ROLLS),
    "brp.automatic_success_max": ("Automatic success up to", _CORE, _ROLLS),
    "brp.automatic_failure_min": ("Automatic failure from", _CORE, _ROLLS),
    "brp.resistance_formula": ("Resistance roll formula", "Rolagem de resistência", _ROLLS),
    "brp.resistance_automatic": (
        "Resistance of 100%+ or 0%- is automatic",
        "Rolagem de resistência",
        _ROLLS,
    ),
    "brp.disarm_resist_characteristic": (
        "Disarm resists with (FÍS)",
        "Desarmando",
        _ROLLS,
    ),
    "brp.stand_up_cost": ("Standing up costs", "Prona; Níveis de DEX", _DEX),
    "brp.same_rank_simultaneous": (
        "Same DEX rank acts simultaneously",
        "Níveis de DEX",
        _DEX,
    ),
    "brp.last_dex_rank": (
        "Last DEX rank of the round",
        "Ações desesperadas; Fogo de saraivada",
        _DEX,
    ),
    "brp.desperate_failed_gate_penalty": (
        "Failed desperate action costs next round",
        "Ações desesperadas",
        _DEX,
    ),
    "brp.powers_phase_first": ("Powers phase before DEX ranks", "Níveis de DEX", _DEX),
    "brp.defence_rule": ("A defence stops the attack when", _CORE + " (parry, dodge)", _FIGHT),
    "brp.missile_defence": ("Missiles can be parried or dodged", "Alcance à queima-roupa", _FIGHT),
    "brp.critical_damage": ("Critical hit damage", _CORE + " (critical success)", _FIGHT),
    "brp.special_damage": ("Special hit damage", _CORE + " (special success)", _FIGHT),
    "brp.point_blank_inclusive": ("Point-blank includes DEX/3 m", "Alcance à queima-roupa", _FIGHT),
    "brp.point_blank_rounding": ("Point-blank DEX/3 rounding", "Alcance à queima-roupa", _FIGHT),
    "brp.prone_target_modifier": ("Attacking a prone target", "Prona", _FIGHT),
    "brp.prone_damage_modifier": ("Damage modifier while prone", "Prona", _FIGHT),
    "brp.prone_two_handed": ("Two-handed melee from prone", "Prona", _FIGHT),
    "brp.inside_guard_rule": ("Inside a long weapon's guard", "Comprimento da arma", _FIGHT),
    "brp.firing_into_melee_reading": (
        "Firing into a melee",
        "Disparando para o combate",
        _FIGHT,
    ),
    "brp.shield_block_outside_melee": (
        "Shields block missiles out of melee",
        "Escudos e disparos de mísseis",
        _FIGHT,
    ),
    "brp.autofire_die_counts_only": ("Autofire shots with no die", "Autofire", _FIGHT),
    "brp.area_half_rounding": ("Half area damage rounds", "Ataques de área", _FIGHT),
    "brp.shooting_up_stacking": ("Shooting up: modifiers", "Aumentando ou diminuindo", _FIGHT),
    "brp.enclosed_half_metre_reading": (
        "Under half a metre: Difficult weapons",
        "Ambientes fechados",
        _FIGHT,
    ),
    "brp.major_wound_threshold": ("Major wound threshold", "Ataques de nocaute", _DAMAGE),
    "brp.zero_hp": ("At 0 hit points", _CORE + " (hit points)", _DAMAGE),
    "brp.unconscious_hp": ("Unconscious at HP or fewer", "Atordoamento", _DAMAGE),
    "brp.knockback_rounding": ("Knockback metres", "Nocaute (knockback)", _DAMAGE),
    "brp.falling_partial_steps": ("Falling: partial 3 m steps", "Caindo", _HAZARDS),
    "brp.falling_large_siz_steps": ("Falling: extra dice for large SIZ", "Caindo", _HAZARDS),
    "brp.antidote_window_direction": ("Antidote window", "Poções (venenos)", _HAZARDS),
    "brp.sudden_asphyxia_luck_success_start": (
        "Sudden asphyxia after a won Luck roll: CON×",
        "Asfixia, afogamento e sufocação",
        _HAZARDS,
    ),
    "brp.asphyxia_floor_keeps_rolling": (
        "Asphyxia keeps rolling at CON×1",
        "Asfixia, afogamento e sufocação",
        _HAZARDS,
    ),
    "brp.disease_multiplier_drop_on": ("Disease multiplier drops on", "Doença", _HAZARDS),
    "brp.malaise_characteristic": ("Malaise attacks", "Doença", _HAZARDS),
    "brp.underwater_stack": (
        "Under water: half damage, +3 armour",
        "Combate subaquático",
        _HAZARDS,
    ),
    "brp.radiation_table": ("Radiation effects", "Radiação", _HAZARDS),
    "brp.chase_special_moves": (
        "Chase: special and critical moves",
        "Perseguições (faixas)",
        _SCENES,
    ),
    "brp.chase_encumbered_roll": (
        "Chase: encumbered runner rolls",
        "Perseguições (faixas)",
        _SCENES,
    ),
    "brp.vehicle_protection_reading": (
        "Vehicle protection",
        "Perseguições veiculares",
        _SCENES,
    ),
    "brp.mount_fall_drag_on": ("Dragged by the saddle on", "Combate montado", _SCENES),
    "brp.fly_failure_reading": ("A failed Fly roll", "Combate aéreo", _SCENES),
    "brp.rain_second_entry": ("Rain: the second −50% entry", "Chuva", _SCENES),
    "brp.tornado_modifier": ("Tornado-force wind modifier", "Vento", _SCENES),
}


def setting_specs() -> dict[str, SettingSpec]:
    """Every BRP setting named for the settings form (help from ``SETTINGS_HELP``)."""
    from core.rules.brp import SETTINGS_HELP

    return {
        key: SettingSpec(label, SETTINGS_HELP.get(key, ""), rule, section)
        for key, (label, rule, section) in _TEXTS.items()
    }
