"""How the settings form names each WWII setting (seed ``002``, Batalha de Infantaria): label,
the seed rule it changes and its section; the help is :data:`core.rules.ww2.SETTINGS`.
Read through :meth:`WW2.setting_specs`."""

from __future__ import annotations

from core.rules.base import SettingSpec
from core.rules.labels import QT_TRANSLATE_NOOP, tr_label

_ORDER, _ATTACK, _MELEE, _WOUNDS, _OTHER = (
    QT_TRANSLATE_NOOP("ww2", "Initiative and surprise"),
    QT_TRANSLATE_NOOP("ww2", "Attacks and suppression"),
    QT_TRANSLATE_NOOP("ww2", "Melee (ineffective combat)"),
    QT_TRANSLATE_NOOP("ww2", "Injuries, Wounds and bleeding"),
    QT_TRANSLATE_NOOP("ww2", "Movement and tests"),
)

_TEXTS: dict[str, tuple[str, str, str]] = {
    # key: (label, seed rule, section)
    "ww2.initiative_each_round": (
        QT_TRANSLATE_NOOP("ww2", "Re-roll initiative every round"),
        "Iniciativa",
        _ORDER,
    ),
    "ww2.surprise_effects_cumulative": (
        QT_TRANSLATE_NOOP("ww2", "Surprise effects stack"),
        "Estados de Atenção (surpresa)",
        _ORDER,
    ),
    "ww2.relaxed_no_defence_ignores_pd": (
        QT_TRANSLATE_NOOP("ww2", "Surprised Relaxed: DP is exposure only"),
        "Estados de Atenção (surpresa)",
        _ORDER,
    ),
    "ww2.ferimento_min_pa": (
        QT_TRANSLATE_NOOP("ww2", "AP for an extra Wound"),
        "Resolução do ataque; Lesões e Ferimentos",
        _ATTACK,
    ),
    "ww2.prone_exposure_from_flank": (
        QT_TRANSLATE_NOOP("ww2", "Prone target attacked from the flank"),
        "Postura e Exposição",
        _ATTACK,
    ),
    "ww2.weapon_range_table": (
        QT_TRANSLATE_NOOP("ww2", "Weapon range table (JSON)"),
        "Alcance das armas",
        _ATTACK,
    ),
    "ww2.shoot_and_move_bonus_to": (
        QT_TRANSLATE_NOOP("ww2", "Shoot-and-move +5 goes to"),
        "Poder Defensivo (Exposição)",
        _ATTACK,
    ),
    "ww2.suppressive_penalty_counts_first_target": (
        QT_TRANSLATE_NOOP("ww2", "Suppressive fire: 1 AP per target"),
        "Técnicas de Combate (fogo de supressão)",
        _ATTACK,
    ),
    "ww2.suppression_hit_min_pa": (
        QT_TRANSLATE_NOOP("ww2", "AP that counts as a suppression hit"),
        "Técnicas de Combate (fogo de supressão)",
        _ATTACK,
    ),
    "ww2.melee_defence_bonus": (
        QT_TRANSLATE_NOOP("ww2", "+10 DP in melee"),
        "Combate Ineficaz",
        _MELEE,
    ),
    "ww2.melee_no_extra_wound": (
        QT_TRANSLATE_NOOP("ww2", "No extra Wound in melee"),
        "Combate Ineficaz",
        _MELEE,
    ),
    "ww2.melee_knockout": (
        QT_TRANSLATE_NOOP("ww2", "Melee Wounds knock out"),
        "Combate Ineficaz",
        _MELEE,
    ),
    "ww2.bleeding_6_10_applies_to_attacks": (
        QT_TRANSLATE_NOOP("ww2", "Bleeding 6–10 also hurts attacks"),
        "Efeitos de Sangramento",
        _WOUNDS,
    ),
    "ww2.lesion_overflow_resets": (
        QT_TRANSLATE_NOOP("ww2", "Overflowing Injuries empty the track"),
        "Lesões e Ferimentos",
        _WOUNDS,
    ),
    "ww2.crouch_speed_base": (
        QT_TRANSLATE_NOOP("ww2", "Crouched speed is a third of"),
        "Movimentação",
        _OTHER,
    ),
    "ww2.test_number_meaning": (
        QT_TRANSLATE_NOOP("ww2", "Skill test numbers mean"),
        "Medicina (testes de perícia)",
        _OTHER,
    ),
}


def setting_specs() -> dict[str, SettingSpec]:
    """Every WWII setting named for the settings form (help from ``SETTINGS``)."""
    from core.rules.ww2 import SETTINGS

    return {
        key: SettingSpec(
            tr_label("ww2", label),
            tr_label("ww2", str(SETTINGS.get(key, {}).get("help", ""))),
            rule,
            tr_label("ww2", section),
        )
        for key, (label, rule, section) in _TEXTS.items()
    }
