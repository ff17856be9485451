"""How the settings form names each d20 setting (seed ``003``): label, help, the seed rule it
changes and its section. Read through the d20 ruleset's ``setting_specs``."""

from __future__ import annotations

from core.i18n import translate
from core.rules.base import SettingSpec


def setting_specs() -> dict[str, SettingSpec]:
    """Every setting of the d20 ruleset's ``default_settings``, named for the settings form in
    the UI language (``rule``: the seed's own heading, for looking it up)."""
    _INIT = translate("d20", "Initiative")
    _TURN = translate("d20", "Turns and attacks")
    _TESTS = translate("d20", "Tests and scenes")
    own = translate("d20", " (Zonekeeper's own reading)")
    return {
        "d20.initiative_die": SettingSpec(
            translate("d20", "Initiative die"),
            translate(
                "d20", "The dice of an initiative test and its roll-off ('1 dado' has no size)."
            ),
            "TESTES DE INICIATIVA",
            _INIT,
        ),
        "d20.initiative_tiebreak_stat": SettingSpec(
            translate("d20", "Initiative tie-break stat"),
            translate("d20", "The stat that breaks initiative ties first (the seed: Precision)."),
            "TESTES DE INICIATIVA",
            _INIT,
        ),
        "d20.opponent_initiative_per_group": SettingSpec(
            translate("d20", "One initiative roll per NPC group"),
            translate(
                "d20",
                "Off: the Narrator makes one roll for every opponent; on: one per stat 'group'.",
            ),
            "TESTES DE INICIATIVA",
            _INIT,
        ),
        "d20.group_initiative_bonus": SettingSpec(
            translate("d20", "A shared roll adds the bonus of"),
            translate("d20", "The best member's Agility + Alertness, or the group leader's."),
            "TESTES DE INICIATIVA" + own,
            _INIT,
        ),
        "d20.actions_per_turn": SettingSpec(
            translate("d20", "Actions per turn"),
            translate(
                "d20",
                "A standard and a move action, optionally two moves instead (d20 convention).",
            ),
            "Ação padrão ou de movimento",
            _TURN,
        ),
        "d20.flat_footed_ends": SettingSpec(
            translate("d20", "Flat-footed ends"),
            translate(
                "d20",
                "When a combatant stops being flat-footed: at their first turn, its end, or by "
                "the GM.",
            ),
            "Desprevenido",
            _TURN,
        ),
        "d20.flat_footed_defence_penalty": SettingSpec(
            translate("d20", "Flat-footed Defense penalty"),
            translate(
                "d20",
                "Subtracted from a flat-footed combatant's Defense (the seed gives no number).",
            ),
            "Desprevenido",
            _TURN,
        ),
        "d20.melee_reach": SettingSpec(
            translate("d20", "Melee reaches"),
            translate(
                "d20",
                "Engaged range (closing in is a move action) or anyone in the attacker's zone.",
            ),
            "Combate corpo a corpo (alcance)",
            _TURN,
        ),
        "d20.scene_end": SettingSpec(
            translate("d20", "A scene ends"),
            translate(
                "d20", "When the fight ends (scene-long effects end), or only when the GM says so."
            ),
            "Cenas",
            _TESTS,
        ),
        "d20.test_difficulty": SettingSpec(
            translate("d20", "Attribute test difficulty"),
            translate(
                "d20",
                "What 1d20 + attribute must reach (the seed gives no difficulty: the app's own).",
            ),
            "Testes de atributo",
            _TESTS,
        ),
    }


def setting_choice_labels() -> dict[str, dict[str, str]]:
    """The words each closed-set setting's choices show in the settings form, in the UI
    language, by choice id."""
    gm = translate("d20", "when the GM says so")
    return {
        "d20.actions_per_turn": {
            "standard_and_move_or_two_moves": translate(
                "d20", "a standard and a move action, or two moves"
            ),
            "standard_and_move": translate("d20", "a standard and a move action"),
        },
        "d20.flat_footed_ends": {
            "first_turn": translate("d20", "at their first turn"),
            "end_of_first_turn": translate("d20", "at the end of their first turn"),
            "gm": gm,
        },
        "d20.scene_end": {"end_fight": translate("d20", "when the fight ends"), "gm": gm},
        "d20.group_initiative_bonus": {
            "highest": translate("d20", "the best member"),
            "first": translate("d20", "the leader"),
        },
        "d20.melee_reach": {
            "engaged": translate("d20", "Engaged range"),
            "same_zone": translate("d20", "anyone in the attacker's zone"),
        },
    }
