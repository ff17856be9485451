"""Initiative and turns (seed 002: "Todos os personagens envolvidos no conflito rolam 3d6";
``initiative.json``).

- Everyone rolls 3d6 after any detection phase; the highest acts first. On a tie the higher
  Atenção goes first; if that ties too, the tied roll 3d6 again (as often as needed) — every
  tie-break is logged and shown in the entry's detail.
- A surprised Atento (or less attentive) victim loses the initiative to the attacker automatically
  (``surprise_effects.json``): attackers granted it act before everyone who rolled.
- One roll for the whole fight (``ww2.initiative_each_round`` re-rolls at every new round).
- Turns: :func:`start_fight`, :func:`next_turn`. The dead are skipped; the unconscious, the
  comatose and whoever lost the round (surprise, a disarm's fall) see their turn come and pass.
  After the last turn the round ends: Sangramento and death clocks run (:func:`.injuries.
  end_of_round`), then ``enc.next_round()`` refreshes everyone's action. The timed-effects clock
  is driven in its order: turn end → round end → turn start.

State: ``enc.state["ww2"]["initiative"]`` = ``{"rolls": {name: {"total", "dice", "tiebreak"}},
"order": [...], "automatic": [...], "started", "current", "acted": [...], "first_round"}``.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from core import effects
from core.i18n import translate
from core.rules.base import RuleError
from core.rules.ww2 import data
from core.rules.ww2.state import KEY, fight, is_dead, json_copy, round_live, stat, view

if TYPE_CHECKING:  # pragma: no cover
    from core.encounter import Encounter

_EMPTY: dict[str, Any] = {
    "rolls": {},
    "order": [],
    "automatic": [],
    "started": False,
    "current": None,
    "acted": [],
    "first_round": None,
}


def initiative_view(enc: Encounter) -> dict[str, Any]:
    """A copy of the initiative state (defaults filled)."""
    out = json_copy(_EMPTY)
    out.update(json_copy((enc.state.get(KEY) or {}).get("initiative") or {}))
    return out


def _live(enc: Encounter) -> dict[str, Any]:
    init = fight(enc).setdefault("initiative", {})
    for k, v in _EMPTY.items():
        init.setdefault(k, copy.deepcopy(v))
    return init


def dice_expression(enc: Encounter) -> str:
    """The initiative dice of ``initiative.json`` (3d6)."""
    return str(data.row(enc, "initiative", rule="roll")["dice"])


def _roll(enc: Encounter, name: str, why: str) -> dict[str, Any]:
    roll = enc.dice.roll(
        dice_expression(enc), label=translate("ww2", "{name}'s initiative").format(name=name)
    )
    enc.add_log(
        "initiative",
        translate("ww2", "{name} rolls initiative{why}: {split}.").format(
            name=name, why=why, split=roll.describe().split(": ", 1)[1]
        ),
        roll=roll.to_dict(),
        combatant=name,
    )
    return {"total": roll.total, "dice": list(roll.dice), "tiebreak": []}


def _resolve(enc: Encounter, init: dict[str, Any], group: list[str], depth: int) -> None:
    """Re-roll 3d6 for a group still tied after Atenção until every place is settled."""
    if len(group) < 2:
        return
    rolls = init["rolls"]
    fresh = []
    for n in group:
        if len(rolls[n]["tiebreak"]) <= depth:
            r = enc.dice.roll(
                dice_expression(enc), label=translate("ww2", "{n}'s tie-break").format(n=n)
            )
            rolls[n]["tiebreak"].append(r.total)
            fresh.append(f"{n} {r.total}")
    if fresh:
        total = rolls[group[0]]["total"]
        enc.add_log(
            "initiative",
            translate(
                "ww2", "Still tied on {total} and Attention {stat}: {group} roll 3d6 again — "
            ).format(
                total=total, stat=stat(enc, group[0], "atencao"), group=", ".join(sorted(group))
            )
            + ", ".join(fresh)
            + ".",
            combatant=group[0],
        )
    by: dict[int, list[str]] = {}
    for n in group:
        by.setdefault(rolls[n]["tiebreak"][depth], []).append(n)
    for sub in by.values():
        _resolve(enc, init, sub, depth + 1)


def _sort(enc: Encounter, init: dict[str, Any], new: set[str]) -> None:
    rolls = init["rolls"]
    names = [n for n in rolls if n in enc]
    auto = set(init["automatic"])
    groups: dict[tuple[bool, int], list[str]] = {}
    for n in names:
        groups.setdefault((n not in auto, rolls[n]["total"]), []).append(n)
    for (_, total), members in groups.items():
        if len(members) < 2:
            continue
        if new & set(members):
            ranked = sorted(members, key=lambda m: -stat(enc, m, "atencao"))
            parts = ", ".join(f"{m} {stat(enc, m, 'atencao')}" for m in ranked)
            enc.add_log(
                "initiative",
                translate(
                    "ww2",
                    "Tie on {total} between {members}: the higher Attention acts first "
                    "(Attention {parts}).",
                ).format(total=total, members=", ".join(sorted(members)), parts=parts),
                combatant=ranked[0],
            )
        by: dict[int, list[str]] = {}
        for m in members:
            by.setdefault(stat(enc, m, "atencao"), []).append(m)
        for sub in by.values():
            _resolve(enc, init, sub, 0)

    def key(n: str) -> tuple[Any, ...]:
        r = rolls[n]
        return (n not in auto, -r["total"], -stat(enc, n, "atencao"), [-t for t in r["tiebreak"]])

    init["order"] = sorted(names, key=key)


def roll_initiative(enc: Encounter, names: list[str] | None = None) -> list[str]:
    """Roll 3d6 for everyone (or ``names``) without a roll yet; returns the order.

    Named combatants who already rolled roll again (a GM re-roll). One undo step.
    """
    with enc.transaction(translate("ww2", "Roll initiative")):
        init = _live(enc)
        wanted = [c.name for c in enc] if names is None else list(names)
        new: set[str] = set()
        for n in wanted:
            enc.combatant(n)
            if names is None and n in init["rolls"]:
                continue
            if is_dead(enc, n):
                continue
            init["rolls"][n] = _roll(enc, n, "")
            new.add(n)
        _sort(enc, init, new)
        return list(init["order"])


def grant_automatic_initiative(enc: Encounter, attacker: str, victim: str) -> None:
    """A surprised victim loses the initiative to ``attacker`` (inside a transaction)."""
    init = _live(enc)
    if attacker not in init["automatic"]:
        init["automatic"].append(attacker)
    enc.add_log(
        "initiative",
        translate(
            "ww2",
            "{attacker} wins the initiative automatically over {victim} "
            "(surprise): {attacker} acts before everyone who rolled.",
        ).format(attacker=attacker, victim=victim),
        combatant=attacker,
    )
    if init["rolls"]:
        _sort(enc, init, set())


def order(enc: Encounter) -> list[str]:
    """Names in turn order, first to act first."""
    return [n for n in initiative_view(enc)["order"] if n in enc]


def _peek(enc: Encounter, key: str) -> Any:
    """One initiative value, read without copying (the quick questions every attack asks)."""
    init = (enc.state.get(KEY) or {}).get("initiative") or {}
    return init.get(key, _EMPTY[key])


def fight_started(enc: Encounter) -> bool:
    return bool(_peek(enc, "started"))


def current_turn(enc: Encounter) -> str | None:
    cur = _peek(enc, "current")
    return cur if cur in enc else None


def _pass_reason(enc: Encounter, name: str) -> str | None:
    from core.rules.ww2.injuries import has_condition

    inj = view(enc, name)["injury"]
    if inj["coma"]:
        return translate("ww2", "{name} is in a coma").format(name=name)
    if inj["unconscious"]:
        return translate("ww2", "{name} is unconscious").format(name=name)
    if has_condition(enc, name, "lost_round"):
        return translate("ww2", "{name} loses this round").format(name=name)
    return None


def _begin_turn(enc: Encounter, init: dict[str, Any], name: str) -> None:
    init["current"] = name
    effects.on_turn_start(enc, name)
    round_live(enc, name)["start_pos"] = list(enc.combatant(name).position)
    total = init["rolls"].get(name, {}).get("total")
    text = (
        translate("ww2", "{name}'s turn (round {number}).")
        if total is None
        else translate("ww2", "{name}'s turn (initiative {total}, round {number}).")
    )
    enc.add_log(
        "turn",
        text.format(name=name, total=total, number=enc.round.number),
        combatant=name,
    )


def _end_turn(enc: Encounter, init: dict[str, Any], name: str) -> None:
    from core.rules.ww2.attacks import end_stopped_suppression

    if name not in init["acted"]:
        init["acted"].append(name)
    if init["current"] == name:
        init["current"] = None
    effects.on_turn_end(enc, name)
    end_stopped_suppression(enc, name)


def _end_round(enc: Encounter, init: dict[str, Any]) -> None:
    from core.rules.ww2.injuries import end_of_round

    enc.add_log("round", translate("ww2", "End of round {number}.").format(number=enc.round.number))
    end_of_round(enc)
    effects.on_round_end(enc)
    enc.next_round()
    init["acted"] = []
    if enc.ruleset.settings.get("ww2.initiative_each_round"):
        init["rolls"] = {}
        init["automatic"] = []
        for c in enc:
            if not is_dead(enc, c.name):
                init["rolls"][c.name] = _roll(
                    enc,
                    c.name,
                    translate("ww2", " for round {number}").format(number=enc.round.number),
                )
        _sort(enc, init, set(init["rolls"]))


def _advance(enc: Encounter, init: dict[str, Any]) -> str | None:
    rounds = 0
    guard = 4 * (len(init["order"]) + 1)
    while guard > 0:
        guard -= 1
        nxt = next(
            (n for n in init["order"] if n in enc and n not in init["acted"]),
            None,
        )
        if nxt is None:
            if rounds >= 2 or not init["order"]:
                init["current"] = None
                enc.add_log("turn", translate("ww2", "Nobody in the order can act."))
                return None
            _end_round(enc, init)
            rounds += 1
            continue
        if is_dead(enc, nxt):
            init["acted"].append(nxt)
            continue
        _begin_turn(enc, init, nxt)
        why = _pass_reason(enc, nxt)
        if why:
            enc.add_log(
                "turn", translate("ww2", "{why}: the turn passes.").format(why=why), combatant=nxt
            )
            _end_turn(enc, init, nxt)
            continue
        return nxt
    init["current"] = None  # pragma: no cover - the guard is a safety net
    return None


def start_fight(enc: Encounter) -> str | None:
    """Begin round 1 (or the current round) with the highest roll; rolls for anyone missing."""
    with enc.transaction(translate("ww2", "Start the fight")):
        init = _live(enc)
        if init["started"]:
            raise RuleError(translate("ww2", "The fight has already started."))
        missing = [c.name for c in enc if c.name not in init["rolls"] and not is_dead(enc, c.name)]
        if missing:
            roll_initiative(enc, missing)
        if not init["order"]:
            raise RuleError(translate("ww2", "Nobody can roll initiative: add combatants first."))
        init.update(started=True, current=None, acted=[], first_round=enc.round.number)
        enc.add_log(
            "round",
            translate("ww2", "The fight begins: round {number}.").format(number=enc.round.number),
        )
        return _advance(enc, init)


def next_turn(enc: Encounter) -> str | None:
    """End the current turn and start the next (a new round after the last). Returns who acts."""
    with enc.transaction(translate("ww2", "Next turn")):
        init = _live(enc)
        if not init["started"]:
            raise RuleError(
                translate("ww2", "The fight hasn't started: roll initiative and start it first.")
            )
        cur = init["current"]
        if cur is not None and cur in enc:
            _end_turn(enc, init, cur)
        return _advance(enc, init)


def skip_to_next_round(enc: Encounter) -> str | None:
    """The turns left this round start and pass (each one's start and end on the effects
    clock, suppression that stopped ends, the round's end once); the next round begins with
    the first in order. One undo step. Returns who acts now."""
    with enc.transaction(translate("ww2", "Next round")):
        if not fight_started(enc):
            raise RuleError(
                translate("ww2", "The fight hasn't started: roll initiative and start it first.")
            )
        start = enc.round.number
        guard = len(order(enc)) + 2
        while enc.round.number == start and guard > 0:
            if next_turn(enc) is None and enc.round.number == start:
                break  # nobody in the order can act
            guard -= 1
        return current_turn(enc)


def end_fight(enc: Encounter) -> None:
    """The fight is over: the order is forgotten (the log keeps it)."""
    with enc.transaction(translate("ww2", "End the fight")):
        fight(enc)["initiative"] = copy.deepcopy(_EMPTY)
        enc.add_log("round", translate("ww2", "The fight is over."))


def tie_detail(enc: Encounter, name: str) -> str:
    """How ``name``'s place among equal rolls was settled (for the initiative entry)."""
    init = initiative_view(enc)
    rolls = init["rolls"]
    if name not in rolls:
        return ""
    bits = []
    if name in init["automatic"]:
        bits.append(translate("ww2", "automatic initiative (surprise)"))
    total = rolls[name]["total"]
    auto = name in init["automatic"]
    same = [
        n
        for n in rolls
        if n != name
        and n in enc
        and rolls[n]["total"] == total
        and (n in init["automatic"]) == auto
    ]
    if same:
        bits.append(
            translate("ww2", "tied on {total} with {same}: Attention {stat}").format(
                total=total, same=", ".join(same), stat=stat(enc, name, "atencao")
            )
        )
    if rolls[name]["tiebreak"]:
        bits.append("re-rolled " + ", ".join(str(t) for t in rolls[name]["tiebreak"]))
    return "; ".join(bits)


# -- combatants renamed or removed --------------------------------------------------------------
def rename_in_initiative(enc: Encounter, old: str, new: str) -> None:
    init = (enc.state.get("ww2") or {}).get("initiative")
    if not init:
        return
    if old in init.get("rolls", {}):
        init["rolls"][new] = init["rolls"].pop(old)
    for key in ("order", "automatic", "acted"):
        init[key] = [new if n == old else n for n in init.get(key, [])]
    if init.get("current") == old:
        init["current"] = new


def remove_from_initiative(enc: Encounter, name: str) -> None:
    init = (enc.state.get("ww2") or {}).get("initiative")
    if not init:
        return
    init.get("rolls", {}).pop(name, None)
    for key in ("order", "automatic", "acted"):
        init[key] = [n for n in init.get(key, []) if n != name]
    if init.get("current") == name:
        init["current"] = None


def validate_initiative(enc: Encounter) -> None:
    """Check a loaded initiative state; ``ValueError`` naming the field."""
    init = (enc.state.get("ww2") or {}).get("initiative")
    if init is None:
        return
    if not isinstance(init, dict):
        raise ValueError(translate("ww2", "ww2.initiative: expected an object"))
    rolls = init.get("rolls", {})
    if not isinstance(rolls, dict):
        raise ValueError(translate("ww2", "ww2.initiative.rolls: expected an object"))
    for n, r in rolls.items():
        if n not in enc:
            raise ValueError(
                translate("ww2", "ww2.initiative.rolls.{n}: no combatant has that name").format(n=n)
            )
        if not isinstance(r, dict) or not isinstance(r.get("total"), int):
            raise ValueError(
                translate("ww2", "ww2.initiative.rolls.{n}.total: expected a whole number").format(
                    n=n
                )
            )
        if not isinstance(r.get("tiebreak", []), list):
            raise ValueError(
                translate("ww2", "ww2.initiative.rolls.{n}.tiebreak: expected a list").format(n=n)
            )
    for key in ("order", "automatic", "acted"):
        seq = init.get(key, [])
        if not isinstance(seq, list):
            raise ValueError(
                translate("ww2", "ww2.initiative.{key}: expected a list").format(key=key)
            )
        for n in seq:
            if n not in enc:
                raise ValueError(
                    translate("ww2", "ww2.initiative.{key}: no combatant is called {n!r}").format(
                        key=key, n=n
                    )
                )
    cur = init.get("current")
    if cur is not None and cur not in enc:
        raise ValueError(
            translate("ww2", "ww2.initiative.current: no combatant is called {cur!r}").format(
                cur=cur
            )
        )
    if not isinstance(init.get("started", False), bool):
        raise ValueError(translate("ww2", "ww2.initiative.started: expected true or false"))
