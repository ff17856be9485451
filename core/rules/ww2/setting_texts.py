"""How the settings form names each WWII setting (seed ``002``, Batalha de Infantaria): label,
the seed rule it changes and its section; the help is :data:`core.rules.ww2.SETTINGS`.
Read through :meth:`WW2.setting_specs`."""

from __future__ import annotations

from core.rules.base import SettingSpec

_ORDER, _ATTACK, _MELEE, _WOUNDS, _OTHER = (
    "Initiative and surprise",
    "Attacks and suppression",
    "Melee (Combate Ineficaz)",
    "Lesões, Ferimentos and bleeding",
    "Movement and tests",
)

_TEXTS: dict[str, tuple[str, str, str]] = {
    # key: (label, seed rule, section)
    "ww2.initiative_each_round": ("Re-roll initiative every round", "Iniciativa", _ORDER),
    "ww2.surprise_effects_cumulative": (
        "Surprise effects stack",
        "Estados de Atenção (surpresa)",
        _ORDER,
    ),
    "ww2.relaxed_no_defence_ignores_pd": (
        "Surprised Relaxado: PD is exposure only",
        "Estados de Atenção (surpresa)",
        _ORDER,
    ),
    "ww2.ferimento_min_pa": (
        "PA for an extra Ferimento",
        "Resolução do ataque; Lesões e Ferimentos",
        _ATTACK,
    ),
    "ww2.prone_exposure_from_flank": (
        "Prone target attacked from the flank",
        "Postura e Exposição",
        _ATTACK,
    ),
    "ww2.weapon_range_table": ("Weapon range table (JSON)", "Alcance das armas", _ATTACK),
    "ww2.shoot_and_move_bonus_to": (
        "Shoot-and-move +5 goes to",
        "Poder Defensivo (Exposição)",
        _ATTACK,
    ),
    "ww2.suppressive_penalty_counts_first_target": (
        "Suppressive fire: 1 PA per target",
        "Técnicas de Combate (fogo de supressão)",
        _ATTACK,
    ),
    "ww2.suppression_hit_min_pa": (
        "PA that counts as a suppression hit",
        "Técnicas de Combate (fogo de supressão)",
        _ATTACK,
    ),
    "ww2.melee_defence_bonus": ("+10 PD in melee", "Combate Ineficaz", _MELEE),
    "ww2.melee_no_extra_wound": ("No extra Ferimento in melee", "Combate Ineficaz", _MELEE),
    "ww2.melee_knockout": ("Melee Ferimentos knock out", "Combate Ineficaz", _MELEE),
    "ww2.bleeding_6_10_applies_to_attacks": (
        "Bleeding 6–10 also hurts attacks",
        "Efeitos de Sangramento",
        _WOUNDS,
    ),
    "ww2.lesion_overflow_resets": (
        "Overflowing Lesões empty the track",
        "Lesões e Ferimentos",
        _WOUNDS,
    ),
    "ww2.crouch_speed_base": ("Crouched speed is a third of", "Movimentação", _OTHER),
    "ww2.test_number_meaning": ("Skill test numbers mean", "Medicina (testes de perícia)", _OTHER),
}


def setting_specs() -> dict[str, SettingSpec]:
    """Every WWII setting named for the settings form (help from ``SETTINGS``)."""
    from core.rules.ww2 import SETTINGS

    return {
        key: SettingSpec(label, str(SETTINGS.get(key, {}).get("help", "")), rule, section)
        for key, (label, rule, section) in _TEXTS.items()
    }
