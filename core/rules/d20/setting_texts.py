"""How the settings form names each d20 setting (seed ``003``): label, help, the seed rule it
changes and its section. Read through the d20 ruleset's ``setting_specs``."""

from __future__ import annotations

from core.rules.base import SettingSpec

_INIT, _TURN, _TESTS = "Initiative", "Turns and attacks", "Tests and scenes"

SETTING_SPECS: dict[str, SettingSpec] = {
    "d20.initiative_die": SettingSpec(
        "Initiative die",
        "The dice of an initiative test and its roll-off ('1 dado' has no size).",
        "TESTES DE INICIATIVA",
        _INIT,
    ),
    "d20.initiative_tiebreak_stat": SettingSpec(
        "Initiative tie-break stat",
        "The stat that breaks initiative ties first (the seed: Precisão).",
        "TESTES DE INICIATIVA",
        _INIT,
    ),
    "d20.opponent_initiative_per_group": SettingSpec(
        "One initiative roll per NPC group",
        "Off: the Narrator makes one roll for every opponent; on: one per stat 'group'.",
        "TESTES DE INICIATIVA",
        _INIT,
    ),
    "d20.group_initiative_bonus": SettingSpec(
        "A shared roll adds the bonus of",
        "'highest': the best member's Agilidade + Prontidão; 'first': the leader's.",
        "TESTES DE INICIATIVA (Zonekeeper's own reading)",
        _INIT,
    ),
    "d20.actions_per_turn": SettingSpec(
        "Actions per turn",
        "A standard and a move action, optionally two moves instead (d20 convention).",
        "Ação padrão ou de movimento",
        _TURN,
    ),
    "d20.flat_footed_ends": SettingSpec(
        "Flat-footed ends",
        "When a combatant stops being desprevenido: at their first turn, its end, or by the GM.",
        "Desprevenido",
        _TURN,
    ),
    "d20.flat_footed_defence_penalty": SettingSpec(
        "Flat-footed Defesa penalty",
        "Subtracted from a desprevenido combatant's Defesa (the seed gives no number).",
        "Desprevenido",
        _TURN,
    ),
    "d20.melee_reach": SettingSpec(
        "Melee reaches",
        "Engaged range (closing in is a move action) or anyone in the attacker's zone.",
        "Combate corpo a corpo (alcance)",
        _TURN,
    ),
    "d20.scene_end": SettingSpec(
        "A scene ends",
        "When the fight ends (scene-long effects end), or only when the GM says so.",
        "Cenas",
        _TESTS,
    ),
    "d20.test_difficulty": SettingSpec(
        "Attribute test difficulty",
        "What 1d20 + attribute must reach (the seed gives no difficulty: the app's own).",
        "Testes de atributo",
        _TESTS,
    ),
}
"""Every setting of the d20 ruleset's ``default_settings``, named for the settings form."""


def setting_specs() -> dict[str, SettingSpec]:
    """A copy of :data:`SETTING_SPECS`, for the ruleset's ``setting_specs``."""
    return dict(SETTING_SPECS)
