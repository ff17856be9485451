"""Attention states and surprise (seed 002 "Estados de Atenção"; ``attention_states.json``,
``surprise_effects.json``).

Each combatant is Relaxado, Normal, Atento or Alerta (:func:`set_attention`; a new combatant is
Alerta — in a fight). Before a surprise attack the attacker tests Camuflagem against the
victim's Atenção (:func:`detect`). If the victim fails to spot the attacker, by attention state:

========  ==================================================================================
Alerta    the attacker adds their Surpresa level to the attack (once)
Atento    … and wins the initiative automatically
Normal    … and the victim loses a whole round readying the weapon
Relaxado  … and no defence is possible
========  ==================================================================================

The effects are cumulative as the seed says (``ww2.surprise_effects_cumulative``; off: each state
has only its own line plus the Surpresa bonus). A spotted attacker puts the victim on Alerta.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.i18n import rule_text, translate
from core.rules.base import RuleError
from core.rules.ww2 import data
from core.rules.ww2.checks import CheckResult, skill_test
from core.rules.ww2.state import json_copy, live, peek, view

if TYPE_CHECKING:  # pragma: no cover
    from core.encounter import Encounter

EFFECT_FLAGS: tuple[str, ...] = (
    "add_surprise_technique_to_po",
    "attacker_wins_initiative",
    "victim_loses_round",
    "victim_no_defence",
)


def states(enc: Encounter) -> list[dict[str, Any]]:
    """The attention-state rows, least attentive first."""
    return sorted(data.rows(enc, "attention_states"), key=lambda r: int(r["rank"]))


def state_key(enc: Encounter, state: str) -> str:
    """The key of a state given by key or by its English or Portuguese name."""
    wanted = data.slug(str(state))
    for r in states(enc):
        if wanted in (r["key"], data.slug(r["name"]), data.slug(r["name_pt"])):
            return str(r["key"])
    names = ", ".join(f"{r['key']} ({rule_text(r, 'name')})" for r in states(enc))
    raise RuleError(
        translate("ww2", "Unknown attention state {state!r}; choose from {names}.").format(
            state=state, names=names
        )
    )


def attention(enc: Encounter, name: str) -> str:
    enc.combatant(name)
    return str(peek(enc, name, "attention"))


def attention_label(enc: Encounter, name: str) -> str:
    key = attention(enc, name)
    r = data.row(enc, "attention_states", key=key)
    return rule_text(r, "name")


def set_attention(enc: Encounter, name: str, state: str) -> None:
    """Put ``name`` in an attention state (key, English or Portuguese name). One undo step."""
    key = state_key(enc, state)
    enc.combatant(name)
    if view(enc, name)["attention"] == key:
        return
    with enc.transaction(translate("ww2", "{name}: attention {key}").format(name=name, key=key)):
        live(enc, name)["attention"] = key
        r = data.row(enc, "attention_states", key=key)
        enc.add_log(
            "attention",
            translate("ww2", "{name} is now {label}: {text}").format(
                name=name, label=rule_text(r, "name"), text=rule_text(r, "text")
            ),
            combatant=name,
        )


def surprise_effects(enc: Encounter, state: str) -> dict[str, bool]:
    """What a victim in ``state`` suffers from a surprise attack (flags of surprise_effects.json).

    Not cumulative (setting off): a state keeps the Surpresa bonus and only the effect it adds
    over the next more attentive state.
    """
    key = state_key(enc, state)
    row = data.row(enc, "surprise_effects", state=key)
    flags = {f: bool(row.get(f)) for f in EFFECT_FLAGS}
    if enc.ruleset.settings.get("ww2.surprise_effects_cumulative", True):
        return flags
    ranks = {r["key"]: int(r["rank"]) for r in states(enc)}
    above = [r for r in states(enc) if ranks[r["key"]] == ranks[key] + 1]
    if not above:
        return flags
    more = data.row(enc, "surprise_effects", state=above[0]["key"])
    own = {f: flags[f] and not bool(more.get(f)) for f in EFFECT_FLAGS}
    own["add_surprise_technique_to_po"] = flags["add_surprise_technique_to_po"]
    return own


def surprised_by(enc: Encounter, victim: str) -> dict[str, dict[str, Any]]:
    """The attackers ``victim`` failed to spot, with the effects each earned (not yet spent)."""
    return json_copy(peek(enc, victim, "surprised_by"))


def detect(
    enc: Encounter,
    attacker: str,
    victim: str,
    *,
    detected: bool | None = None,
) -> dict[str, Any]:
    """The detection phase: ``attacker``'s Camuflagem against ``victim``'s Atenção.

    ``detected`` is the GM's ruling (skip the roll). If the victim fails, the surprise effects of
    their attention state are recorded (:func:`surprise_effects`) and applied: the automatic
    initiative goes to the attacker, a lost round is put on the victim; the Surpresa bonus and
    "no defence" wait for the attacker's first attack on them. One undo step.
    """
    if attacker == victim:
        raise RuleError(translate("ww2", "A combatant can't surprise themselves."))
    enc.combatant(attacker)
    enc.combatant(victim)
    with enc.transaction(
        translate("ww2", "{attacker} tries to surprise {victim}").format(
            attacker=attacker, victim=victim
        )
    ):
        if detected is None:
            result: CheckResult | None = skill_test(
                enc,
                attacker,
                "camuflagem",
                against=(victim, "atencao"),
                why=translate("ww2", "unseen and unheard by {victim}").format(victim=victim),
            )
            spotted = not result.passed
        else:
            result = None
            spotted = bool(detected)
        state = attention(enc, victim)
        out: dict[str, Any] = {"detected": spotted, "state": state, "effects": {}, "test": result}
        if spotted:
            live(enc, victim)["attention"] = "alert"
            enc.add_log(
                "surprise",
                translate(
                    "ww2", "{victim} spots {attacker}: no surprise; {victim} is now Alert."
                ).format(victim=victim, attacker=attacker),
                combatant=victim,
            )
            return out
        effects = surprise_effects(enc, state)
        out["effects"] = effects
        live(enc, victim)["surprised_by"][attacker] = {
            "round": enc.round.number,
            "state": state,
            "effects": effects,
        }
        words = [
            translate("ww2", "{attacker} adds Surprise to the attack").format(attacker=attacker)
        ]
        if effects["attacker_wins_initiative"]:
            from core.rules.ww2.initiative import grant_automatic_initiative

            grant_automatic_initiative(enc, attacker, victim)
            words.append(translate("ww2", "wins the initiative automatically"))
        if effects["victim_loses_round"]:
            from core.rules.ww2.injuries import add_lost_turn

            add_lost_turn(
                enc, victim, translate("ww2", "surprised: readying the weapon"), source=attacker
            )
            words.append(
                translate("ww2", "{victim} loses a round readying the weapon").format(victim=victim)
            )
        if effects["victim_no_defence"]:
            words.append(translate("ww2", "no defence is possible"))
        r = data.row(enc, "attention_states", key=state)
        enc.add_log(
            "surprise",
            translate("ww2", "{victim} ({label}) fails to spot {attacker}: ").format(
                victim=victim, label=rule_text(r, "name"), attacker=attacker
            )
            + "; ".join(words)
            + ".",
            combatant=victim,
            attacker=attacker,
        )
        return out


def spend_surprise(enc: Encounter, attacker: str, victim: str) -> None:
    """The surprise attack is made: the bonus is used and the victim is now Alerta."""
    mine = live(enc, victim)
    mine["surprised_by"].pop(attacker, None)
    mine["attention"] = "alert"
