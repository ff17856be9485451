"""How the settings form names each pulp 2d6 setting (seed ``004``): label, help, the seed rule
it changes and its section. Read through the pulp 2d6 ruleset's ``setting_specs``."""

from __future__ import annotations

from core.rules.base import SettingSpec

_TURNS, _ATTACKS, _DAMAGE, _VEHICLES = "Turns and tactics", "Attacks", "Damage", "Vehicles"

SETTING_SPECS: dict[str, SettingSpec] = {
    "pulp2d6.npc_turns": SettingSpec(
        "NPCs act through",
        "Consequences and tactics only (the seed), or a GM's turn after the last player.",
        "ORDEN DE TURNOS",
        _TURNS,
    ),
    "pulp2d6.tactics_once_per_combat": SettingSpec(
        "Tactics usable once per combat (JSON)",
        "The enemy tactics limited to one use a fight (the seed: CLARAMENTE TRASTORNADO).",
        "TÁCTICAS ENEMIGAS",
        _TURNS,
    ),
    "pulp2d6.tactic_counts_as_consequence": SettingSpec(
        "A tactic uses up a consequence",
        "An enemy tactic takes one of the consequences the roll allows.",
        "TÁCTICAS ENEMIGAS",
        _TURNS,
    ),
    "pulp2d6.success_deals_damage": SettingSpec(
        "A successful attack deals damage",
        "An attack of 8+ deals its weapon's damage (Zonekeeper's reading).",
        "ATACAR (Zonekeeper's own reading)",
        _ATTACKS,
    ),
    "pulp2d6.vulnerable_turns": SettingSpec(
        "VULNERABLE lasts (turns)",
        "How many of the victim's turns VULNERABLE lasts (rounds for those without turns).",
        "CONSECUENCIAS (Zonekeeper's own reading)",
        _ATTACKS,
    ),
    "pulp2d6.covering_fire_turns": SettingSpec(
        "Covering fire lasts (turns)",
        "How many of the PC's turns the −2 of FUEGO DE COBERTURA lasts.",
        "FUEGO DE COBERTURA (Zonekeeper's own reading)",
        _ATTACKS,
    ),
    "pulp2d6.rescue_needs_roll": SettingSpec(
        "Saving the dying needs a roll",
        "Off: spending a TURN with the dying saves them; on: the GM rolls for it.",
        "DAÑO (moribundo)",
        _DAMAGE,
    ),
    "pulp2d6.npc_at_zero_pv": SettingSpec(
        "NPCs at 0 PV",
        "'dies' at once, or 'countdown': the 1d6 dying count the PCs get.",
        "DAÑO (Zonekeeper's own reading)",
        _DAMAGE,
    ),
    "pulp2d6.medic_heal_limit": SettingSpec(
        "Medical attention limit (JSON, null = none)",
        "How many times one patient may get a medic's 1d6 PV; null: no limit (the seed's).",
        "RECUPERACIÓN",
        _DAMAGE,
    ),
    "pulp2d6.experienced_crew_bonus": SettingSpec(
        "Experienced crew bonus",
        "Added to an experienced crew's vehicle rolls (the seed gives no number).",
        "COMBATE EN VEHÍCULOS",
        _VEHICLES,
    ),
    "pulp2d6.vehicle_hp_cap": SettingSpec(
        "Vehicle PV cap",
        "The most PV a vehicle may have ('no superes los 40 PV').",
        "VEHÍCULOS",
        _VEHICLES,
    ),
}
"""Every setting of the pulp 2d6 ruleset's ``default_settings``, named for the settings form."""


def setting_specs() -> dict[str, SettingSpec]:
    """A copy of :data:`SETTING_SPECS`, for the ruleset's ``setting_specs``."""
    return dict(SETTING_SPECS)
