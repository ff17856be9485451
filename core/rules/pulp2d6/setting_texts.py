"""How the settings form names each pulp 2d6 setting (seed ``004``): label, help, the seed rule
it changes and its section. Read through the pulp 2d6 ruleset's ``setting_specs``."""

from __future__ import annotations

from core.i18n import translate
from core.rules.base import SettingSpec


def setting_specs() -> dict[str, SettingSpec]:
    """Every setting of the pulp 2d6 ruleset's ``default_settings``, named for the settings form
    in the UI language (``rule``: the seed's own heading, for looking it up)."""
    _TURNS = translate("pulp2d6", "Turns and tactics")
    _ATTACKS = translate("pulp2d6", "Attacks")
    _DAMAGE = translate("pulp2d6", "Damage")
    _VEHICLES = translate("pulp2d6", "Vehicles")
    own = translate("pulp2d6", " (Zonekeeper's own reading)")
    return {
        "pulp2d6.npc_turns": SettingSpec(
            translate("pulp2d6", "NPCs act through"),
            translate(
                "pulp2d6",
                "Consequences and tactics only (the seed), or a GM's turn after the last player.",
            ),
            "ORDEN DE TURNOS",
            _TURNS,
        ),
        "pulp2d6.tactics_once_per_combat": SettingSpec(
            translate("pulp2d6", "Tactics usable once per combat (JSON)"),
            translate(
                "pulp2d6",
                "The enemy tactics limited to one use a fight (the seed: Clearly deranged).",
            ),
            "TÁCTICAS ENEMIGAS",
            _TURNS,
        ),
        "pulp2d6.tactic_counts_as_consequence": SettingSpec(
            translate("pulp2d6", "A tactic uses up a consequence"),
            translate("pulp2d6", "An enemy tactic takes one of the consequences the roll allows."),
            "TÁCTICAS ENEMIGAS",
            _TURNS,
        ),
        "pulp2d6.success_deals_damage": SettingSpec(
            translate("pulp2d6", "A successful attack deals damage"),
            translate(
                "pulp2d6", "An attack of 8+ deals its weapon's damage (Zonekeeper's reading)."
            ),
            "ATACAR" + own,
            _ATTACKS,
        ),
        "pulp2d6.vulnerable_turns": SettingSpec(
            translate("pulp2d6", "VULNERABLE lasts (turns)"),
            translate(
                "pulp2d6",
                "How many of the victim's turns VULNERABLE lasts (rounds for those without turns).",
            ),
            "CONSECUENCIAS" + own,
            _ATTACKS,
        ),
        "pulp2d6.covering_fire_turns": SettingSpec(
            translate("pulp2d6", "Covering fire lasts (turns)"),
            translate("pulp2d6", "How many of the PC's turns the −2 of Covering fire lasts."),
            "FUEGO DE COBERTURA" + own,
            _ATTACKS,
        ),
        "pulp2d6.rescue_needs_roll": SettingSpec(
            translate("pulp2d6", "Saving the dying needs a roll"),
            translate(
                "pulp2d6",
                "Off: spending a TURN with the dying saves them; on: the GM rolls for it.",
            ),
            "DAÑO (moribundo)",
            _DAMAGE,
        ),
        "pulp2d6.npc_at_zero_pv": SettingSpec(
            translate("pulp2d6", "NPCs at 0 PV"),
            translate(
                "pulp2d6", "'dies' at once, or 'countdown': the 1d6 dying count the PCs get."
            ),
            "DAÑO" + own,
            _DAMAGE,
        ),
        "pulp2d6.medic_heal_limit": SettingSpec(
            translate("pulp2d6", "Medical attention limit (JSON, null = none)"),
            translate(
                "pulp2d6",
                "How many times one patient may get a medic's 1d6 PV; null: no limit (the seed's).",
            ),
            "RECUPERACIÓN",
            _DAMAGE,
        ),
        "pulp2d6.experienced_crew_bonus": SettingSpec(
            translate("pulp2d6", "Experienced crew bonus"),
            translate(
                "pulp2d6",
                "Added to an experienced crew's vehicle rolls (the seed gives no number).",
            ),
            "COMBATE EN VEHÍCULOS",
            _VEHICLES,
        ),
        "pulp2d6.vehicle_hp_cap": SettingSpec(
            translate("pulp2d6", "Vehicle PV cap"),
            translate(
                "pulp2d6", "The most PV a vehicle may have (the seed: 'do not exceed 40 PV')."
            ),
            "VEHÍCULOS",
            _VEHICLES,
        ),
    }
