"""What a combatant may do on their DEX-rank turn, and doing it.

One action per DEX-rank turn (this ruleset's action economy; see :mod:`core.rules.brp`). The
catalogue (:data:`CATALOGUE`) says for each action what it costs:

- ``"action"`` — the turn's action (attack, move, close in, keep at bay, anything else);
- ``"dex"`` — the turn's action, and the combatant acts again that many DEX ranks later
  (draw 5, sheathe-and-draw 10, stand up 5, aim 5 — ``dex_ranks.json``);
- ``"free"`` — no action (drop a weapon, drop prone, hold to a later rank, declare a
  desperate action or a long weapon's first strike).

:func:`legal_actions` gives every action with ``legal`` and the ``reason`` it isn't, so the
actions dock greys out what the rules forbid; :func:`take_action` does one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from core.i18n import translate
from core.rules.base import RuleError
from core.rules.brp import attacks as atk
from core.rules.brp import damage as dmg
from core.rules.brp import dex_ranks as dr
from core.rules.brp.state import ACTION, clive, cpeek, row, setting, skill_value
from core.rules.brp.weapons import (
    length_of,
    ready_weapons,
    set_ready,
    weapon_in_hand,
    weapons_of,
)
from core.rules.brp.words import QT_TRANSLATE_NOOP, tr, word

if TYPE_CHECKING:
    from core.encounter import Encounter


@dataclass(frozen=True)
class ActionRow:
    id: str
    name: str
    kind: str  # action | dex | free
    needs_target: bool = False
    skill: str | None = None
    out_of_turn: bool = False


CATALOGUE: tuple[ActionRow, ...] = (
    ActionRow(
        "attack",
        QT_TRANSLATE_NOOP("brp", "Attack"),
        "action",
        True,
        QT_TRANSLATE_NOOP("brp", "weapon skill"),
    ),
    ActionRow("move", QT_TRANSLATE_NOOP("brp", "Move to a neighbouring zone"), "action", True),
    ActionRow("engage", QT_TRANSLATE_NOOP("brp", "Close in (Engaged)"), "action", True),
    ActionRow(
        "draw", QT_TRANSLATE_NOOP("brp", "Draw or ready a weapon (5 DEX ranks)"), "dex", True
    ),
    ActionRow(
        "sheathe_and_draw",
        QT_TRANSLATE_NOOP("brp", "Sheathe a weapon and draw another (10 DEX ranks)"),
        "dex",
        True,
    ),
    ActionRow("drop_weapon", QT_TRANSLATE_NOOP("brp", "Drop a weapon (0 DEX ranks)"), "free", True),
    ActionRow("stand_up", QT_TRANSLATE_NOOP("brp", "Stand up (5 DEX ranks)"), "dex"),
    ActionRow("drop_prone", QT_TRANSLATE_NOOP("brp", "Drop prone"), "free"),
    ActionRow(
        "aim",
        QT_TRANSLATE_NOOP("brp", "Aim: +1/10 of the skill to the first shot (5 DEX ranks)"),
        "dex",
    ),
    ActionRow(
        "hold", QT_TRANSLATE_NOOP("brp", "Hold the action to a later DEX rank"), "free", True
    ),
    ActionRow(
        "keep_at_bay",
        QT_TRANSLATE_NOOP("brp", "Keep a shorter weapon at bay (long weapon)"),
        "action",
        True,
    ),
    ActionRow(
        "get_past_guard",
        QT_TRANSLATE_NOOP("brp", "Get past a long weapon's guard (Dodge)"),
        "action",
        True,
        "Dodge",
    ),
    ActionRow(
        "strike_first",
        QT_TRANSLATE_NOOP("brp", "Long weapon strikes first"),
        "free",
        True,
        None,
        True,
    ),
    ActionRow(
        "desperate_action",
        QT_TRANSLATE_NOOP("brp", "Desperate action (last DEX rank)"),
        "free",
        False,
        "Agility",
    ),
    ActionRow("other", QT_TRANSLATE_NOOP("brp", "Other action (a skill, first aid …)"), "action"),
    ActionRow(
        "flee",
        QT_TRANSLATE_NOOP("brp", "Flee (demoralised): turn and run to a zone"),
        "action",
        True,
    ),
    ActionRow("surrender", QT_TRANSLATE_NOOP("brp", "Surrender (demoralised)"), "free"),
)
ROWS = {r.id: r for r in CATALOGUE}
DEMORALISED_ONLY = ("flee", "surrender")
"""What a demoralised combatant may do as the seed says ("pode se render ou fugir, conforme
apropriado", ``aura_attacks.json``); offered to nobody else."""
SURRENDERED = "Surrendered"
OWN_WILL_TOOLS: dict[str, str] = {
    "aura_attack": "attacker",
    "disengage": "who",
    "mounted_charge": "rider",
}
"""GM tools that are an action of one combatant's own will, and the input naming them: refused
like the Actions dock's actions for someone who can't act or start anything now."""


def tool_refusal(enc: Encounter, tool_id: str, params: dict[str, Any]) -> str | None:
    """Why the GM tool ``tool_id`` can't be run for the combatant it makes act, or ``None``."""
    actor = params.get(OWN_WILL_TOOLS.get(tool_id, ""))
    if not isinstance(actor, str) or actor not in enc:
        return None
    return dmg.cannot_act_reason(enc, actor) or dmg.will_refusal(enc, actor)


@dataclass(frozen=True)
class ActionOption:
    id: str
    name: str
    kind: str
    legal: bool
    reason: str = ""
    skill: str | None = None
    out_of_turn: bool = False
    needs_target: bool = False


def _fast_hands(enc: Encounter, name: str, weapon_id: str) -> bool:
    """101%+ with the weapon: it is drawn or sheathed for 0 DEX ranks (``dex_ranks.json``)."""
    w = next(w for w in weapons_of(enc, name) if w["id"] == weapon_id)
    try:
        skill, _ = skill_value(enc, name, w["skill"])
    except RuleError:
        return False
    return skill >= int(row(enc, "dex_ranks", key="draw_or_sheathe_at_101_percent")["min_skill"])


def _enemies_near(enc: Encounter, name: str) -> list[str]:
    me = enc.combatant(name)
    return [c.name for c in enc if c.zone == me.zone and c.side != me.side and c.name != name]


def _reason(enc: Encounter, name: str, r: ActionRow, target: str | None) -> str | None:
    reason = dmg.cannot_act_reason(enc, name)
    if reason:
        return reason
    if not r.out_of_turn:
        reason = dmg.will_refusal(enc, name)
        if reason:
            return reason
    if r.id in DEMORALISED_ONLY and not dmg.is_demoralised(enc, name):
        return translate(
            "brp",
            "Only the demoralised (a fumbled resistance to an aura) {id} here: to "
            "leave melee, Move (opponents tick 'Target turned and ran').",
        ).format(id=word(r.id))
    if not r.out_of_turn and r.id != "desperate_action":
        reason = dr.turn_refusal(enc, name, attack=r.id == "attack")
        if reason:
            return reason
    if r.kind in ("action", "dex") and enc.actions_left(name).get(ACTION, 0) < 1:
        return translate("brp", "{name} has used this turn's action.").format(name=name)
    ready = ready_weapons(enc, name)
    try:
        ws = weapons_of(enc, name)
    except RuleError as exc:
        return str(exc)
    if r.id == "attack":
        reason = dmg.attack_refusal(enc, name)
        if reason:
            return reason
        if target is not None and target in enc:
            plan = atk.attack_verdict(enc, name, target)
            if not plan.allowed:
                return plan.reason
    elif r.id in ("move", "engage", "flee"):
        reason = dmg.move_refusal(enc, name)
        if reason:
            return reason
        if r.id in ("move", "flee") and target is not None:
            chk = enc.check_move(name, target) if target in enc.map else None
            if chk is None:
                return translate("brp", "There is no zone {target!r}.").format(target=target)
            if not chk.allowed:
                return chk.reason
        if r.id == "engage" and target is not None:
            if target not in enc:
                return translate("brp", "There is no combatant {target!r}.").format(target=target)
            if enc.combatant(target).zone != enc.combatant(name).zone:
                return translate("brp", "{target} is in another zone: move there first.").format(
                    target=target
                )
    elif r.id == "draw":
        spare = [w for w in ws if w["id"] not in ready]
        if not spare:
            return translate("brp", "{name} has no other weapon to draw.").format(name=name)
        hands = [w for w in ws if w["id"] in ready and not w.get("natural")]
        if len(hands) >= 2:
            return translate(
                "brp", "{name}'s hands are full: sheathe and draw (10) or drop one (0)."
            ).format(name=name)
        if target is not None and target not in [w["id"] for w in spare]:
            return translate("brp", "{target!r} is not a weapon {name} can draw.").format(
                target=target, name=name
            )
    elif r.id == "sheathe_and_draw":
        if not [w for w in ws if w["id"] in ready and not w.get("natural")]:
            return translate("brp", "{name} holds nothing to sheathe.").format(name=name)
        if not [w for w in ws if w["id"] not in ready]:
            return translate("brp", "{name} has no other weapon to draw.").format(name=name)
    elif r.id == "drop_weapon":
        if not [w for w in ws if w["id"] in ready and not w.get("natural")]:
            return translate("brp", "{name} holds nothing to drop.").format(name=name)
    elif r.id == "stand_up":
        if enc.combatant(name).stance != "prone":
            return translate("brp", "{name} is already standing.").format(name=name)
    elif r.id == "drop_prone":
        if enc.combatant(name).stance == "prone":
            return translate("brp", "{name} is already prone.").format(name=name)
    elif r.id == "aim":
        if not any(w.get("missile") and w["id"] in ready for w in ws):
            return translate("brp", "Aiming is for a ready missile weapon.")
        if not dr.fight_started(enc):
            return translate("brp", "Aiming takes DEX ranks: start the fight first.")
    elif r.id == "hold":
        if not dr.fight_started(enc):
            return translate(
                "brp", "Holding an action needs the DEX-rank count: start the fight first."
            )
    elif r.id == "keep_at_bay":
        if length_of(weapon_in_hand(enc, name)) != "long":
            return translate("brp", "Only a long weapon keeps others at bay.")
        shorter = [
            n
            for n in _enemies_near(enc, name)
            if length_of(weapon_in_hand(enc, n)) in ("short", "medium")
        ]
        if not shorter:
            return translate("brp", "No enemy with a shorter weapon is near.")
        reason = dmg.attack_refusal(enc, name)
        if reason:
            return reason
    elif r.id == "get_past_guard":
        if length_of(weapon_in_hand(enc, name)) not in ("short", "medium"):
            return translate(
                "brp", "Only a short or medium weapon's user needs to get inside a guard."
            )
        if not [n for n in _enemies_near(enc, name) if length_of(weapon_in_hand(enc, n)) == "long"]:
            return translate("brp", "No enemy with a long weapon is near.")
    elif r.id == "strike_first":
        if not dr.fight_started(enc):
            return translate(
                "brp", "A long weapon's first strike is a DEX-rank matter: start the fight."
            )
        if length_of(weapon_in_hand(enc, name)) != "long":
            return translate("brp", "{name} has no long weapon ready.").format(name=name)
        if dr.turn_of(enc, name).get("rank") is None:
            return translate("brp", "{name} has no action left this round.").format(name=name)
    elif r.id == "desperate_action":
        if not dr.fight_started(enc):
            return translate(
                "brp", "A desperate action comes at the last DEX rank: start the fight first."
            )
        if enc.actions_left(name).get(ACTION, 0) > 0:
            return translate(
                "brp", "{name} still has an action: a desperate action comes after all are used."
            ).format(name=name)
        if dr.turn_of(enc, name).get("kind") == "desperate":
            return translate("brp", "{name} already has a desperate action this round.").format(
                name=name
            )
    return None


def legal_actions(enc: Encounter, name: str, target: str | None = None) -> list[ActionOption]:
    """Every catalogue action for ``name`` now, each with ``legal`` and the ``reason`` not."""
    enc.combatant(name)
    out = []
    for r in CATALOGUE:
        reason = _reason(enc, name, r, target)
        out.append(
            ActionOption(
                r.id,
                tr(r.name),
                r.kind,
                reason is None,
                reason or "",
                r.skill,
                r.out_of_turn,
                r.needs_target,
            )
        )
    return out


def take_action(
    enc: Encounter, name: str, action_id: str, *, target: str | None = None, note: str = ""
) -> dict[str, Any]:
    """Do ``action_id`` for ``name`` (``target``: a zone, a combatant, a weapon id or a DEX
    rank, as the action needs). Refused with the reason :func:`legal_actions` gives. Returns
    ``{"action", "text", …}``; one undo step."""
    if action_id not in ROWS:
        raise RuleError(
            translate("brp", "Unknown action {action_id!r}.").format(action_id=action_id)
        )
    r = ROWS[action_id]
    if r.needs_target and target is None:
        raise RuleError(translate("brp", "{name}: say what or whom.").format(name=tr(r.name)))
    reason = _reason(enc, name, r, target)
    if reason:
        raise RuleError(reason)
    if action_id == "attack":
        assert target is not None
        res = atk.attack(enc, name, target)
        return {"action": "attack", **res}
    with enc.transaction(f"{name}: {tr(r.name)}"):
        out: dict[str, Any] = {"action": action_id}
        if action_id == "move":
            assert target is not None
            chk = enc.move(name, target)
            out["text"] = chk.reason
        elif action_id == "flee":
            assert target is not None
            out["text"] = _flee(enc, name, target)
        elif action_id == "surrender":
            out["text"] = _surrender(enc, name)
        elif action_id == "engage":
            assert target is not None
            enc.engage(name, target, spend=True)
            text = translate("brp", "{name} closes in on {target}.").format(
                name=name, target=target
            )
            mine, theirs = (
                length_of(weapon_in_hand(enc, name)),
                length_of(weapon_in_hand(enc, target)),
            )
            if theirs == "long" and mine in ("short", "medium"):
                text += translate(
                    "brp",
                    " {target}'s longer weapon gets the first attack (a free attack now), "
                    "and {target} may parry, dodge or attack only once on this rank.",
                ).format(target=target)
            enc.add_log("move", text, combatant=name, target=target)
            out["text"] = text
        elif action_id in ("draw", "sheathe_and_draw"):
            out.update(_draw(enc, name, action_id, target))
        elif action_id == "drop_weapon":
            ready = ready_weapons(enc, name)
            if target not in ready:
                raise RuleError(
                    translate("brp", "{name} doesn't hold {target!r}.").format(
                        name=name, target=target
                    )
                )
            set_ready(enc, name, [i for i in ready if i != target])
            clive(enc, name).setdefault("dropped", []).append(target)
            out["text"] = translate("brp", "{name} drops {target} (0 DEX ranks).").format(
                name=name, target=target
            )
            enc.add_log("action", out["text"], combatant=name)
        elif action_id == "stand_up":
            cost = enc.ruleset.cost_of("stand_up")
            enc.set_stance(name, "standing")
            rank = dr.delay(enc, name, cost.get("dex"), reason=translate("brp", "stands up"))
            if setting(enc, "brp.stand_up_cost") == "ranks_and_attack":
                clive(enc, name)["no_attack_round"] = enc.round.number
            out.update(text=translate("brp", "{name} stands up.").format(name=name), rank=rank)
        elif action_id == "drop_prone":
            enc.set_stance(name, "prone")
            out["text"] = translate("brp", "{name} drops prone.").format(name=name)
            enc.add_log("action", out["text"], combatant=name)
        elif action_id == "aim":
            ranks = dr.dex_cost(enc, "aim_delay")
            aim = dict(cpeek(enc, name).get("aim") or {})
            steps = int(aim.get("steps", 0)) + 1
            clive(enc, name)["aim"] = {"steps": steps, "round": enc.round.number}
            rank = dr.delay(
                enc, name, ranks, reason=translate("brp", "aims (step {steps})").format(steps=steps)
            )
            out.update(
                text=translate("brp", "{name} aims: {steps} step(s) of 1/10 of the skill.").format(
                    name=name, steps=steps
                ),
                rank=rank,
            )
        elif action_id == "hold":
            try:
                rank = int(str(target))
            except ValueError:
                raise RuleError(
                    translate("brp", "Hold to a DEX rank (a number), not {target!r}.").format(
                        target=target
                    )
                ) from None
            dr.hold(enc, name, rank)
            out.update(
                text=translate("brp", "{name} holds to DEX rank {rank}.").format(
                    name=name, rank=rank
                ),
                rank=rank,
            )
        elif action_id == "keep_at_bay":
            assert target is not None
            res = atk.keep_at_bay(enc, name, target)
            out.update(level=str(res), text=res.text)
        elif action_id == "get_past_guard":
            assert target is not None
            res = atk.get_past_guard(
                enc, name, target, using=note if note in ("Dodge", "Parry") else "Dodge"
            )
            out.update(level=str(res), text=res.text)
        elif action_id == "strike_first":
            assert target is not None
            rank = dr.long_weapon_first(enc, name, target)
            out.update(
                rank=rank,
                text=translate("brp", "{name}'s long weapon strikes before {target}.").format(
                    name=name, target=target
                ),
            )
        elif action_id == "desperate_action":
            rank = dr.declare_desperate(enc, name)
            out.update(
                rank=rank,
                text=translate("brp", "{name} will try a desperate action at DEX {rank}.").format(
                    name=name, rank=rank
                ),
            )
        else:
            from core.rules.base import Cost

            spent = note or translate("brp", "an action")
            enc.spend(name, Cost({ACTION: 1}), f"{name}: {spent}")
            done = note or translate("brp", "another action")
            out["text"] = f"{name}: {done}."
            enc.add_log("action", out["text"], combatant=name)
        if r.kind in ("action", "dex") and action_id not in ("keep_at_bay",):
            dr.desperate_taken(enc, name)
    return out


def _flee(enc: Encounter, name: str, zone: str) -> str:
    """A demoralised combatant turns and runs (``disengaging.json`` turn_and_run)."""
    foes = sorted(enc.engaged_with(name))
    grade = row(enc, "disengaging", method="turn_and_run")["free_attack_grade"]
    enc.move(name, zone)
    text = translate("brp", "{name} is demoralised and flees to {name2}.").format(
        name=name, name2=enc.map.zone(zone).name
    )
    if foes:
        text += translate(
            "brp",
            " {foes} may each make an immediate {grade} attack that can't be "
            "parried or dodged (Attack dock: out of turn, 'Target turned and ran').",
        ).format(foes=", ".join(foes), grade=word(grade.capitalize()))
    enc.add_log("move", text, combatant=name, rule="aura_attack")
    return text


def _surrender(enc: Encounter, name: str) -> str:
    """A demoralised combatant gives up: they start nothing more until the GM lifts it."""
    from core import effects as fx

    fx.add_effect(
        enc,
        name,
        SURRENDERED,
        unit="until_removed",
        modifiers={"no_attack": 1, dmg.NO_ACTION: 1},
        kind="condition",
        notes=translate(
            "brp", "demoralised by an aura: surrendered (the GM removes the effect to end it)"
        ),
    )
    text = translate(
        "brp", "{name} is demoralised and surrenders: no attack or action until the GM lifts it."
    ).format(name=name)
    enc.add_log("action", text, combatant=name, rule="aura_attack")
    return text


def _draw(enc: Encounter, name: str, action_id: str, target: str | None) -> dict[str, Any]:
    ws = {w["id"]: w for w in weapons_of(enc, name)}
    ready = ready_weapons(enc, name)
    if target not in ws or target in ready:
        raise RuleError(
            translate("brp", "{target!r} is not a weapon {name} can draw.").format(
                target=target, name=name
            )
        )
    one = dr.dex_cost(enc, "draw_weapon")
    sheathed = None
    if action_id == "sheathe_and_draw":
        held = [i for i in ready if not ws[i].get("natural")]
        sheathed = held[0]
        cost = dr.dex_cost(enc, "sheathe_and_draw")
        cost -= one * (_fast_hands(enc, name, target) + _fast_hands(enc, name, sheathed))
        ready = [i for i in ready if i != sheathed]
    else:
        cost = 0 if _fast_hands(enc, name, target) else one
    set_ready(enc, name, [*ready, target])
    what = (
        translate("brp", "sheathes {ws_name} and draws {ws_name2}").format(
            ws_name=ws[sheathed]["name"], ws_name2=ws[target]["name"]
        )
        if sheathed
        else translate("brp", "draws {ws_name}").format(ws_name=ws[target]["name"])
    )
    if cost:
        rank = dr.delay(enc, name, cost, reason=what)
    else:
        rank = None
        enc.add_log(
            "action",
            translate("brp", "{name} {what} (0 DEX ranks: 101%+ with the weapon).").format(
                name=name, what=what
            ),
            combatant=name,
        )
    return {"text": f"{name} {what}.", "rank": rank, "dex_ranks": cost}


__all__ = [
    "CATALOGUE",
    "DEMORALISED_ONLY",
    "OWN_WILL_TOOLS",
    "ActionOption",
    "legal_actions",
    "take_action",
    "tool_refusal",
]
