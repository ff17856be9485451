"""Hit points, major wounds, the conditions the spot rules name, and damage over time.

Seed ``001_02c954899a7409e6.txt``: stunned ("Impressionante ou Subjugante": no attacks, an Idea
roll for each dodge or parry, attacks on them Easy), knocked out ("Ataques de nocaute": 1D10+10
rounds), prone (the combatant's stance on the map), helpless ("Facadas nas costas e oponentes
indefesos": unconscious, asleep or fully immobilised — attacks Easy, no defence), entangled
("Emaranhamento"), and the desperate action's lost next round ("Ações desesperadas": no attack,
no move). Each lasting condition is a timed effect (:mod:`core.effects`) — shown on the token,
counted by the round clock, undoable — and the combatant's state maps the condition to the
effect's id, so removing the effect ends the condition.

Durations in rounds count from the next round (``starts="on_first_turn"``): a target knocked
out for 14 rounds stays down for the rest of this round and 14 more.

Hit points (BRP standard, settings): total ``stats["hp"]`` or ⌈(CON+SIZ)/2⌉; at
``brp.unconscious_hp`` (2) or fewer the character is unconscious (the stunning rule's "1 ou 2
pontos de vida … nocauteado"); at 0 or less dead (``brp.zero_hp``: ``"dead"`` or ``"dying"``).
A major wound is one wound of at least half the total hit points, rounded up
(``brp.major_wound_threshold``; the seed names major wounds without a threshold); it is logged
and listed — its table is the core rules', not this seed's.

Damage later: :func:`schedule_damage` (poison's onset) lands when its effect runs out;
:func:`add_ongoing` (burning, suffocating, acid, vacuum) deals its dice at the end of every round
while its effect lasts — "No final da rodada de combate no nível 1 de DEX" (``fire.json``).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from core import effects as fx
from core.i18n import translate
from core.rules.base import RuleError
from core.rules.brp.state import clive, cpeek, live, max_hp, peek, setting
from core.rules.brp.words import QT_TRANSLATE_NOOP, tr

if TYPE_CHECKING:
    from core.encounter import Encounter

CONDITIONS: dict[str, str] = {
    "stunned": QT_TRANSLATE_NOOP("brp", "Stunned"),
    "knocked_out": QT_TRANSLATE_NOOP("brp", "Knocked out"),
    "helpless": QT_TRANSLATE_NOOP("brp", "Helpless"),
    "entangled": QT_TRANSLATE_NOOP("brp", "Entangled"),
    "overbalanced": QT_TRANSLATE_NOOP("brp", "Overbalanced"),
}
"""Condition id → the label of its timed effect."""

CONDITION_HELP: dict[str, str] = {
    "stunned": QT_TRANSLATE_NOOP(
        "brp", "can't attack; an Idea roll for each dodge or parry; attacks on them are Easy"
    ),
    "knocked_out": QT_TRANSLATE_NOOP(
        "brp", "unconscious: no actions; helpless (attacks Easy, no defence)"
    ),
    "helpless": QT_TRANSLATE_NOOP(
        "brp", "no actions; attacks on them are Easy and can't be dodged or parried"
    ),
    "entangled": QT_TRANSLATE_NOOP("brp", "held by an entangling weapon: can't move away"),
    "overbalanced": QT_TRANSLATE_NOOP(
        "brp", "after a desperate action: no attack and no move this round"
    ),
}


# -- hit points -----------------------------------------------------------------------------------
def hit_points(enc: Encounter, name: str) -> tuple[int | None, int | None]:
    """(current, total) hit points; ``(None, None)`` when the stats give none."""
    total = max_hp(enc, name)
    if total is None:
        return None, None
    cur = cpeek(enc, name).get("hp")
    return (total if cur is None else int(cur)), total


def life_state(enc: Encounter, name: str) -> str:
    """``"dead"``, ``"dying"``, ``"unconscious"`` or ``"ok"`` from the hit points."""
    cur, total = hit_points(enc, name)
    if cur is None:
        return "ok"
    if cur <= 0:
        return "dead" if setting(enc, "brp.zero_hp") == "dead" else "dying"
    if cur <= int(setting(enc, "brp.unconscious_hp")) and (total or 0) > int(
        setting(enc, "brp.unconscious_hp")
    ):
        return "unconscious"
    return "ok"


def major_wound_threshold(enc: Encounter, name: str) -> int | None:
    """The damage that makes a major wound (⌈total HP / 2⌉), or ``None`` (setting ``none``)."""
    from core.rules.brp.sheet import wound_threshold

    _cur, total = hit_points(enc, name)
    return wound_threshold(total, str(setting(enc, "brp.major_wound_threshold")))


def _check_amount(amount: Any) -> int:
    if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
        raise RuleError(
            translate("brp", "Damage is a whole number from 0, not {amount!r}.").format(
                amount=amount
            )
        )
    return amount


def _require_hp(enc: Encounter, name: str) -> tuple[int, int]:
    cur, total = hit_points(enc, name)
    if cur is None or total is None:
        raise RuleError(
            translate("brp", "{name} has no hit points (stats 'hp', or 'con' and 'siz').").format(
                name=name
            )
        )
    return cur, total


def _mark_felled(enc: Encounter, name: str) -> None:
    from core.rules.brp.dex_ranks import counter_rank

    clive(enc, name)["felled"] = [enc.round.number, counter_rank(enc)]


def apply_damage(
    enc: Encounter,
    name: str,
    amount: int,
    *,
    source: str = "",
    what: str = "",
    major_wound: bool = True,
) -> dict[str, Any]:
    """Take ``amount`` hit points from ``name`` (armour already taken off) — one undo step.

    Returns ``dealt``, ``hp_before``, ``hp``, ``total``, ``major_wound``, ``state`` (after) and
    ``text``. ``major_wound=False`` skips the major-wound check (damage over time).
    """
    amount = _check_amount(amount)
    cur, total = _require_hp(enc, name)
    with enc.transaction(
        translate("brp", "{name} takes {amount} damage").format(name=name, amount=amount)
    ):
        before_state = life_state(enc, name)
        new = cur - amount
        clive(enc, name)["hp"] = new
        threshold = major_wound_threshold(enc, name) if major_wound else None
        major = threshold is not None and amount >= threshold and amount > 0
        if major:
            clive(enc, name).setdefault("major_wounds", []).append(
                {"round": enc.round.number, "damage": amount, "source": source or what}
            )
        state = life_state(enc, name)
        bits = [
            _damage_sentence(bool(source), bool(what)).format(
                name=name,
                amount=amount,
                source=source,
                what=what_words(what),
                cur=cur,
                new=new,
                total=total,
            )
        ]
        if major:
            bits.append(
                translate(
                    "brp", "Major wound ({amount} ≥ {threshold}, half the total hit points)."
                ).format(amount=amount, threshold=threshold)
            )
        if state != before_state:
            bits.append(
                {
                    "dead": translate("brp", "{name} is dead.").format(name=name),
                    "dying": translate("brp", "{name} is dying (0 hit points).").format(name=name),
                    "unconscious": translate("brp", "{name} falls unconscious.").format(name=name),
                    "ok": translate("brp", "{name} is back on their feet.").format(name=name),
                }[state]
            )
            if state != "ok":
                _mark_felled(enc, name)
        text = " ".join(bits)
        enc.add_log("damage", text, combatant=name, amount=amount, major_wound=major)
    return {
        "dealt": amount,
        "hp_before": cur,
        "hp": new,
        "total": total,
        "major_wound": major,
        "state": state,
        "text": text,
    }


def _damage_sentence(source: bool, what: bool) -> str:
    """The damage line, one whole sentence with or without a source and a cause."""
    if source and what:
        return translate(
            "brp",
            "{name} takes {amount} damage from {source} ({what}): HP {cur} → {new} of {total}.",
        )
    if source:
        return translate(
            "brp", "{name} takes {amount} damage from {source}: HP {cur} → {new} of {total}."
        )
    if what:
        return translate(
            "brp", "{name} takes {amount} damage ({what}): HP {cur} → {new} of {total}."
        )
    return translate("brp", "{name} takes {amount} damage: HP {cur} → {new} of {total}.")


def what_words(what: str) -> str:
    """What hurt (a spot rule's id, or a timed effect's label) in the UI language."""
    words = {
        "explosion": translate("brp", "explosion"),
        "exposure": translate("brp", "exposure"),
        "acid": translate("brp", "acid"),
        "poison": translate("brp", "poison"),
        "vacuum": translate("brp", "vacuum"),
        "fire": translate("brp", "fire"),
        "strangled": translate("brp", "strangled"),
        "knockout": translate("brp", "knockout"),
    }
    return words.get(what) or (tr(what) if what else "")


def heal(enc: Encounter, name: str, amount: int, *, source: str = "") -> dict[str, Any]:
    """Give back up to ``amount`` hit points (never above the total) — one undo step."""
    amount = _check_amount(amount)
    cur, total = _require_hp(enc, name)
    new = min(total, cur + amount)
    with enc.transaction(
        translate("brp", "{name} heals {amount}").format(name=name, amount=amount)
    ):
        clive(enc, name)["hp"] = new
        by = f" ({source})" if source else ""
        text = translate(
            "brp", "{name} recovers {new} hit points{by}: HP {cur} → {new2} of {total}."
        ).format(name=name, new=new - cur, by=by, cur=cur, new2=new, total=total)
        enc.add_log("heal", text, combatant=name, amount=new - cur)
    return {"healed": new - cur, "hp": new, "total": total, "text": text}


def major_wounds(enc: Encounter, name: str) -> list[dict[str, Any]]:
    return [dict(w) for w in cpeek(enc, name).get("major_wounds", [])]


# -- conditions -----------------------------------------------------------------------------------
def condition_effect(enc: Encounter, name: str, condition: str) -> dict[str, Any] | None:
    """The live timed effect behind ``condition`` on ``name``, or ``None``."""
    eid = cpeek(enc, name).get("conditions", {}).get(condition)
    if not eid:
        return None
    for e in fx.effects_on(enc, name):
        if e["id"] == eid:
            return e
    return None


def has_condition(enc: Encounter, name: str, condition: str) -> bool:
    return condition_effect(enc, name, condition) is not None


def conditions_of(enc: Encounter, name: str) -> list[str]:
    """The conditions on ``name`` now, in :data:`CONDITIONS` order."""
    return [c for c in CONDITIONS if has_condition(enc, name, c)]


def add_condition(
    enc: Encounter,
    name: str,
    condition: str,
    *,
    rounds: int | None = None,
    source: str | None = None,
    notes: str = "",
    starts: str = "on_first_turn",
) -> str:
    """Put ``condition`` on ``name`` as a timed effect: ``rounds`` long (counted from the next
    round by default), or until removed. Replaces the same condition if already on. Returns
    the effect id. One undo step."""
    if condition not in CONDITIONS:
        raise RuleError(
            translate("brp", "Unknown condition {condition!r}; choose from {CONDITIONS}.").format(
                condition=condition, CONDITIONS=", ".join(CONDITIONS)
            )
        )
    enc.combatant(name)
    if source is not None and source not in enc:
        source = None
    with enc.transaction(f"{tr(CONDITIONS[condition])}: {name}"):
        old = condition_effect(enc, name, condition)
        if old is not None:
            fx.remove_effect(enc, old["id"])
        kw: dict[str, Any] = {"kind": "condition", "source": source, "notes": notes}
        if rounds is None:
            eid = fx.add_effect(enc, name, CONDITIONS[condition], unit="until_removed", **kw)
        else:
            eid = fx.add_effect(
                enc,
                name,
                CONDITIONS[condition],
                unit="rounds",
                count=int(rounds),
                starts=starts,
                **kw,
            )
        clive(enc, name).setdefault("conditions", {})[condition] = eid
        if condition in ("knocked_out", "helpless"):
            _mark_felled(enc, name)
    return eid


def remove_condition(enc: Encounter, name: str, condition: str) -> None:
    """Take ``condition`` off ``name`` (no change if it isn't on)."""
    e = condition_effect(enc, name, condition)
    with enc.transaction(
        translate("brp", "{name} is no longer {condition}").format(
            name=name, condition=tr(CONDITIONS.get(condition, condition)).lower()
        )
    ):
        if e is not None:
            fx.remove_effect(enc, e["id"])
        conds = cpeek(enc, name).get("conditions", {})
        if condition in conds:
            clive(enc, name)["conditions"].pop(condition, None)


def _started_before_this_round(e: Mapping[str, Any], enc: Encounter) -> bool:
    return int(e.get("started_round", 0)) < enc.round.number


def is_overbalanced(enc: Encounter, name: str) -> bool:
    """True in the round after a desperate action (no attack, no move)."""
    e = condition_effect(enc, name, "overbalanced")
    return e is not None and _started_before_this_round(e, enc)


def is_helpless(enc: Encounter, name: str) -> bool:
    """Unconscious, dying, knocked out or (GM-set) helpless: attacks Easy, no defence."""
    return life_state(enc, name) in ("unconscious", "dying", "dead") or any(
        has_condition(enc, name, c) for c in ("knocked_out", "helpless")
    )


def _felled_this_rank(enc: Encounter, name: str) -> bool:
    """Felled on the DEX rank being called, which is also ``name``'s own: with
    ``brp.same_rank_simultaneous`` they still act on it. Someone whose rank is still to come
    was felled before it and can't act."""
    from core.rules.brp.dex_ranks import counter_rank, turn_rank

    rank = counter_rank(enc)
    felled = cpeek(enc, name).get("felled")
    return (
        rank is not None
        and bool(setting(enc, "brp.same_rank_simultaneous"))
        and felled == [enc.round.number, rank]
        and turn_rank(enc, name) == rank
    )


NO_ACTION = "no_action"
"""A timed effect's modifier: its bearer starts no attack, move or other action of their own
(seed 001 "Ataques de aura": mesmerised — "não podem iniciar nenhum ataque ou outras ações por
vontade própria"); reactions to attacks (dodge, parry, a long weapon's first strike) remain."""
NO_ACT = "no_act"
"""A timed effect's modifier: its bearer takes no action at all this round, their DEX rank
passes (seed 001 "Combate aéreo": "não poderá atacar ou agir naquela rodada")."""


def _held_by(enc: Encounter, name: str, modifier: str) -> list[str]:
    """The labels of ``name``'s timed effects carrying ``modifier``."""
    return [e["label"] for e in fx.effects_on(enc, name) if e["modifiers"].get(modifier, 0) > 0]


def will_refusal(enc: Encounter, name: str) -> str | None:
    """Why ``name`` can start no action of their own now (mesmerised …), or ``None``."""
    held = _held_by(enc, name, NO_ACTION)
    if held:
        return translate(
            "brp", "{name} can start no attack or other action this round ({held})."
        ).format(name=name, held=", ".join(held))
    return None


def is_demoralised(enc: Encounter, name: str) -> bool:
    """A fumbled resistance to an aura: may surrender or flee (``aura_attacks.json``)."""
    return bool(_held_by(enc, name, "demoralised"))


def cannot_act_reason(enc: Encounter, name: str) -> str | None:
    """Why ``name`` can take no action at all now, or ``None``.

    Someone felled on the DEX rank now being called still acts on it when
    ``brp.same_rank_simultaneous`` is on (actions on one rank happen at the same time)."""
    enc.combatant(name)
    state = life_state(enc, name)
    reason = None
    if state == "dead":
        reason = translate("brp", "{name} is dead.").format(name=name)
    elif state == "dying":
        reason = translate("brp", "{name} is dying (0 hit points).").format(name=name)
    elif state == "unconscious":
        reason = translate("brp", "{name} is unconscious ({hit_points} hit points).").format(
            name=name, hit_points=hit_points(enc, name)[0]
        )
    elif has_condition(enc, name, "knocked_out"):
        reason = translate("brp", "{name} is knocked out.").format(name=name)
    elif has_condition(enc, name, "helpless"):
        reason = translate("brp", "{name} is helpless.").format(name=name)
    elif _held_by(enc, name, NO_ACT):
        held = ", ".join(_held_by(enc, name, NO_ACT))
        reason = translate("brp", "{name} can't attack or act this round ({held}).").format(
            name=name, held=held
        )
    if reason and _felled_this_rank(enc, name):
        return None
    return reason


def move_refusal(enc: Encounter, name: str) -> str | None:
    """Why ``name`` can't move away now: starting no action of their own (mesmerised),
    entangled, or overbalanced by a desperate action."""
    reason = will_refusal(enc, name)
    if reason:
        return reason
    if has_condition(enc, name, "entangled"):
        return translate("brp", "{name} is entangled: break free first.").format(name=name)
    if is_overbalanced(enc, name):
        return translate(
            "brp", "{name} overbalanced with last round's desperate action: no move this round."
        ).format(name=name)
    return None


def attack_refusal(enc: Encounter, name: str) -> str | None:
    """Why ``name`` can't attack now (beyond not acting at all), or ``None``."""
    reason = cannot_act_reason(enc, name)
    if reason:
        return reason
    if has_condition(enc, name, "stunned"):
        return translate("brp", "{name} is stunned and can't attack.").format(name=name)
    held = _held_by(enc, name, "no_attack") + _held_by(enc, name, NO_ACTION)
    if held:
        held = list(dict.fromkeys(held))
        return translate("brp", "{name} can start no attack this round ({held}).").format(
            name=name, held=", ".join(held)
        )
    if is_overbalanced(enc, name):
        return translate(
            "brp", "{name} overbalanced with last round's desperate action: no attack this round."
        ).format(name=name)
    if cpeek(enc, name).get("no_attack_round") == enc.round.number:
        return translate("brp", "Standing up took the place of {name}'s attack this round.").format(
            name=name
        )
    return None


# -- damage later ---------------------------------------------------------------------------------
def schedule_damage(
    enc: Encounter,
    target: str,
    amount: int,
    *,
    label: str,
    rounds: int | None,
    source: str | None = None,
    notes: str = "",
) -> str:
    """Damage that lands later: a timed effect ``label`` on ``target`` lasting ``rounds``
    (counted from the next round); when it runs out, ``amount`` is dealt. With ``rounds=None``
    the effect lasts until the GM applies it (:func:`apply_pending`) or removes it (an
    antidote, a cure: nothing is dealt). Returns the effect id."""
    amount = _check_amount(amount)
    _require_hp(enc, target)
    with enc.transaction(
        translate("brp", "{label} on {target}").format(label=label, target=target)
    ):
        if rounds is None:
            eid = fx.add_effect(
                enc,
                target,
                label,
                unit="until_removed",
                kind="penalty",
                source=source if source in enc else None,
                notes=notes,
            )
        else:
            eid = fx.add_effect(
                enc,
                target,
                label,
                unit="rounds",
                count=int(rounds),
                starts="on_first_turn",
                kind="penalty",
                source=source if source in enc else None,
                notes=notes,
            )
        live(enc).setdefault("pending", []).append(
            {"effect": eid, "target": target, "amount": amount, "label": label}
        )
    return eid


def apply_pending(enc: Encounter, effect_id: str) -> dict[str, Any]:
    """Deal a scheduled damage now and end its effect (one undo step)."""
    entry = next((p for p in peek(enc).get("pending", []) if p["effect"] == effect_id), None)
    if entry is None:
        raise RuleError(
            translate("brp", "No damage is waiting on effect {effect_id!r}.").format(
                effect_id=effect_id
            )
        )
    with enc.transaction(translate("brp", "{label} takes effect").format(label=entry["label"])):
        live(enc)["pending"] = [p for p in live(enc)["pending"] if p["effect"] != effect_id]
        if any(e["id"] == effect_id for e in fx.all_effects(enc)):
            fx.remove_effect(enc, effect_id)
        return apply_damage(enc, entry["target"], entry["amount"], what=entry["label"])


def add_ongoing(
    enc: Encounter,
    target: str,
    dice: str,
    *,
    label: str,
    rounds: int | None = None,
    source: str | None = None,
    doubling: bool = False,
    halve_while: str | None = None,
    notes: str = "",
) -> str:
    """Damage every round while a timed effect ``label`` lasts (``rounds``, from this round,
    or until removed): ``dice`` (``"1D6"``) rolled at the end of each round — or, with
    ``doubling``, 1, 2, 4, 8 … (vacuum). While the effect ``halve_while`` lasts the damage is
    halved, rounded up (acid against armour). Returns the effect id."""
    if not doubling:
        from core.dice import parse_expression

        parse_expression(dice)
    _require_hp(enc, target)
    with enc.transaction(
        translate("brp", "{label} on {target}").format(label=label, target=target)
    ):
        kw: dict[str, Any] = {
            "kind": "penalty",
            "source": source if source in enc else None,
            "notes": notes,
        }
        if rounds is None:
            eid = fx.add_effect(enc, target, label, unit="until_removed", **kw)
        else:
            eid = fx.add_effect(enc, target, label, unit="rounds", count=int(rounds), **kw)
        entry: dict[str, Any] = {
            "effect": eid,
            "target": target,
            "dice": dice,
            "label": label,
            "halve_while": halve_while,
        }
        if doubling:
            entry["next"] = 1
        live(enc).setdefault("ongoing", []).append(entry)
    return eid


def _effect_ids(enc: Encounter) -> dict[str, dict[str, Any]]:
    return {e["id"]: e for e in fx.all_effects(enc)}


def round_end_damage(enc: Encounter) -> list[dict[str, Any]]:
    """The end of the round (DEX rank 1 and below): ongoing damage is rolled and dealt, and
    scheduled damage whose effect runs out now lands. Called by the DEX-rank counter inside its
    transaction, before the effects clock ends the round."""
    out: list[dict[str, Any]] = []
    effects = _effect_ids(enc)
    st = live(enc)
    for entry in list(st.get("ongoing", [])):
        e = effects.get(entry["effect"])
        if e is None or entry["target"] not in enc or hit_points(enc, entry["target"])[0] is None:
            continue
        if "next" in entry:
            amount = int(entry["next"])
            entry["next"] = amount * 2
            rolled = translate("brp", "{amount} (doubling each round)").format(amount=amount)
        else:
            roll = enc.dice.roll(entry["dice"])
            amount = max(0, roll.total)
            rolled = roll.describe()
        halve = entry.get("halve_while")
        if halve and halve in effects:
            amount = math.ceil(amount / 2)
            rolled += translate("brp", ", halved by armour (rounded up)")
        res = apply_damage(
            enc, entry["target"], amount, what=f"{entry['label']}: {rolled}", major_wound=False
        )
        out.append(res)
    for entry in list(st.get("pending", [])):
        e = effects.get(entry["effect"])
        if e is None:
            continue
        d = e["duration"]
        if d["unit"] == "rounds" and e.get("started") and int(e["remaining"]) <= 1:
            st["pending"] = [p for p in st["pending"] if p["effect"] != entry["effect"]]
            out.append(
                apply_damage(enc, entry["target"], int(entry["amount"]), what=entry["label"])
            )
    return out


def forget_ended(enc: Encounter) -> None:
    """Drop ongoing/pending entries whose effect is gone (inside a transaction)."""
    ids = set(_effect_ids(enc))
    st = peek(enc)
    if not st:
        return
    for key in ("ongoing", "pending"):
        if any(e["effect"] not in ids for e in st.get(key, [])):
            live(enc)[key] = [e for e in st.get(key, []) if e["effect"] in ids]


__all__ = [
    "CONDITIONS",
    "CONDITION_HELP",
    "NO_ACT",
    "NO_ACTION",
    "add_condition",
    "add_ongoing",
    "apply_damage",
    "apply_pending",
    "attack_refusal",
    "cannot_act_reason",
    "conditions_of",
    "has_condition",
    "heal",
    "hit_points",
    "is_demoralised",
    "is_helpless",
    "is_overbalanced",
    "life_state",
    "major_wound_threshold",
    "major_wounds",
    "move_refusal",
    "remove_condition",
    "round_end_damage",
    "schedule_damage",
    "will_refusal",
]
