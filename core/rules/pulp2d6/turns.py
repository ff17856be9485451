"""2d6 pulp turn order: clockwise round the table from the player on the GM's left.

Seed ``004_a519dc7887a9ef06.txt`` "COMBATE" (``resources/rules/pulp2d6/turn_order.json``):
"Empieza con el jugador a tu izquierda y después, sigue en el sentido de las agujas del reloj.
Durante su TURNO, el PJ puede moverse y realizar una acción."

* The GM arranges the seating once (:func:`set_seating`: the players' characters, clockwise from
  the GM's left); it is fixed once the fight starts. Characters without a seat are seated at the
  end (the GM's right) by :func:`seat_everyone` / :func:`start_fight`.
* NPCs: setting ``pulp2d6.npc_turns`` — ``"consequences"`` (default): no turns, they act through
  the consequences of the players' rolls and the enemy tactics; ``"gm_turn"``: the GM, sitting
  after the last player, has a turn in which each NPC (not vehicles) takes theirs in turn.
* Each turn change drives :mod:`core.effects` (``advance_turn``); a character who can't act
  (dying, dead) still has their turn start and pass, so their countdown runs; a dying character
  whose countdown runs out dies.

State: ``enc.state["pulp2d6"]`` — ``seating``, ``started``, ``current``, ``acted``, and the attack
bookkeeping of :mod:`core.rules.pulp2d6.attacks` (``attacks``, ``next_attack``,
``tactics_used``).
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from core import effects as fx
from core.i18n import translate
from core.rules.base import RuleError
from core.rules.labels import QT_TRANSLATE_NOOP
from core.rules.pulp2d6.damage import (
    cannot_act_reason,
    dying_watch,
    is_dead,
    is_vehicle,
    setting,
    settle_countdowns,
)
from core.rules.turn_loop import TurnLoop

if TYPE_CHECKING:  # pragma: no cover
    from core.encounter import Encounter

KEY = "pulp2d6"
GM_SEAT = "GM"


def empty_state() -> dict[str, Any]:
    return {
        "seating": [],
        "started": False,
        "current": None,
        "acted": [],
        "attacks": {},
        "next_attack": 1,
        "tactics_used": [],
    }


def _view(enc: Encounter) -> dict[str, Any]:
    return enc.state.get(KEY) or empty_state()


def _live(enc: Encounter) -> dict[str, Any]:
    st = enc.state.setdefault(KEY, empty_state())
    for k, v in empty_state().items():
        st.setdefault(k, copy.deepcopy(v))
    return st


def gm_turn(enc: Encounter) -> bool:
    """Do the NPCs have a GM turn (``pulp2d6.npc_turns`` = ``"gm_turn"``)?"""
    return setting(enc, "pulp2d6.npc_turns") == "gm_turn"


def seatable(enc: Encounter, name: str) -> bool:
    """Players' characters sit at the table (vehicles are driven, not seated)."""
    c = enc.combatant(name)
    return c.side == "pc" and not is_vehicle(enc, name)


def seating(enc: Encounter) -> list[str]:
    """The seating, clockwise from the GM's left."""
    return [n for n in _view(enc)["seating"] if n in enc]


def gm_seat_members(enc: Encounter) -> list[str]:
    """Who acts in the GM's turn (``gm_turn`` only): the NPCs that aren't vehicles."""
    if not gm_turn(enc):
        return []
    return [c.name for c in enc if c.side == "npc" and not is_vehicle(enc, c.name)]


def takes_turns(enc: Encounter, name: str) -> bool:
    """Does ``name`` have turns of their own (a seat, or a place in the GM's turn)?"""
    return name in seating(enc) or name in gm_seat_members(enc)


def turn_sequence(enc: Encounter) -> list[str]:
    """This round's turns, in order: the seats clockwise, then the GM's turn (the dead have
    none)."""
    return [n for n in seating(enc) + gm_seat_members(enc) if not is_dead(enc, n)]


def set_seating(enc: Encounter, names: Iterable[str]) -> None:
    """The GM arranges the seating once: the players' characters clockwise from the GM's left."""
    order = list(names)
    if _view(enc)["started"]:
        raise RuleError(
            translate(
                "pulp2d6", "The seating was arranged once, before the fight; it stays as it is."
            )
        )
    if len(set(order)) != len(order):
        raise RuleError(translate("pulp2d6", "Each character has one seat."))
    for n in order:
        enc.combatant(n)
        if not seatable(enc, n):
            raise RuleError(
                translate(
                    "pulp2d6",
                    "{n} is not a player's character: only the players sit round the "
                    "table (NPCs act through consequences or in the GM's turn).",
                ).format(n=n)
            )
    with enc.transaction(translate("pulp2d6", "Seating")):
        _live(enc)["seating"] = order
        first = (
            translate("pulp2d6", "{order} on the GM's left, then clockwise").format(order=order[0])
            if order
            else "nobody"
        )
        rest = f": {', '.join(order)}" if len(order) > 1 else ""
        enc.add_log(
            "initiative",
            translate("pulp2d6", "Seating: {first}{rest}.").format(first=first, rest=rest),
        )


def seat_everyone(enc: Encounter, names: Iterable[str] | None = None) -> list[str]:
    """Seat the players' characters who have no seat (at the end, the GM's right)."""
    st = _view(enc)
    pool = [c.name for c in enc] if names is None else list(names)
    new = [n for n in pool if seatable(enc, n) and n not in st["seating"]]
    if not new:
        return seating(enc)
    with enc.transaction(translate("pulp2d6", "Seat everyone")):
        live = _live(enc)
        live["seating"] = [n for n in live["seating"] if n in enc] + new
        enc.add_log(
            "initiative",
            translate(
                "pulp2d6", "Seated at the end (towards the GM's right): {new}. Seating: {seating}."
            ).format(new=", ".join(new), seating=", ".join(live["seating"])),
        )
        return seating(enc)


def swap_seats(enc: Encounter, a: str, b: str) -> None:
    """Swap two seats (only while the GM arranges the table, before the fight)."""
    order = seating(enc)
    if a not in order or b not in order:
        raise RuleError(translate("pulp2d6", "Pick two seated characters."))
    i, j = order.index(a), order.index(b)
    order[i], order[j] = order[j], order[i]
    set_seating(enc, order)


def fight_started(enc: Encounter) -> bool:
    return _LOOP.fight_started(enc)


def current_turn(enc: Encounter) -> str | None:
    return _LOOP.current_turn(enc)


def turn_refusal(enc: Encounter, name: str) -> str | None:
    """Why ``name`` can't act now because of the turn order (``None`` when they may)."""
    if not fight_started(enc):
        return None
    if current_turn(enc) == name:
        return None
    if not takes_turns(enc, name):
        if enc.combatant(name).side == "npc":
            return translate(
                "pulp2d6", "{name} takes no turns: NPCs act through consequences and tactics."
            ).format(name=name)
        return translate("pulp2d6", "{name} has no seat at the table.").format(name=name)
    return translate("pulp2d6", "Not {name}'s turn.").format(name=name)


def start_fight(enc: Encounter) -> str | None:
    """Begin: everyone unseated is seated, the player on the GM's left acts first."""
    return _LOOP.start_fight(enc, _prepare_fight, _open_fight)


def _prepare_fight(enc: Encounter, st: dict[str, Any]) -> None:
    seat_everyone(enc)
    if not turn_sequence(enc):
        raise RuleError(
            translate("pulp2d6", "Nobody sits at the table: add the players' characters first.")
        )


def _open_fight(enc: Encounter, st: dict[str, Any]) -> None:
    st["tactics_used"] = []
    enc.add_log(
        "round",
        translate(
            "pulp2d6",
            "The fight begins: round {number}, clockwise from {turn_sequence} on the GM's left.",
        ).format(number=enc.round.number, turn_sequence=turn_sequence(enc)[0]),
    )


def _tick_end(enc: Encounter, ended: str | None, new_round: bool) -> None:
    """The turn (or round) ends; a dying character whose countdown ran out dies."""
    watch = dying_watch(enc)
    fx.advance_turn(enc, ended, None, new_round=new_round)
    settle_countdowns(enc, watch)


def _announce(enc: Encounter, name: str) -> None:
    seats = seating(enc)
    where = (
        translate("pulp2d6", "seat {value}").format(value=seats.index(name) + 1)
        if name in seats
        else translate("pulp2d6", "the GM's turn")
    )
    enc.add_log(
        "turn",
        translate("pulp2d6", "{name}'s turn ({where}, round {number}).").format(
            name=name, where=where, number=enc.round.number
        ),
        combatant=name,
    )


_LOOP = TurnLoop(
    live=_live,
    view=_view,
    sequence=turn_sequence,
    announce=_announce,
    cannot_act=cannot_act_reason,
    not_started=QT_TRANSLATE_NOOP(
        "pulp2d6", "The fight hasn't started: arrange the seating and start it."
    ),
    context="pulp2d6",
    tick_end=_tick_end,
    stop_when_empty=True,
)


def next_turn(enc: Encounter) -> str | None:
    """End the current turn; the next seat clockwise acts (rounds roll over)."""
    return _LOOP.next_turn(enc)


def skip_to_next_round(enc: Encounter) -> str | None:
    """The turns left this round start and pass; the next round begins."""
    return _LOOP.skip_to_next_round(enc)


def end_fight(enc: Encounter) -> None:
    """The fight is over: turns stop (the seating stays for the next one); once-per-combat
    tactics are available again; pending attacks are dropped."""
    _LOOP.end_fight(enc, _clear_fight)


def _clear_fight(enc: Encounter, st: dict[str, Any]) -> None:
    st["started"] = False
    st["current"] = None
    st["acted"] = []
    st["tactics_used"] = []
    st["attacks"] = {k: v for k, v in st["attacks"].items() if v.get("resolved")}


# -- following combatants -------------------------------------------------------------------
def rename_in_turns(enc: Encounter, old: str, new: str) -> None:
    st = enc.state.get(KEY)
    if not st:
        return
    st["seating"] = [new if n == old else n for n in st.get("seating", [])]
    st["acted"] = [new if n == old else n for n in st.get("acted", [])]
    if st.get("current") == old:
        st["current"] = new
    for a in st.get("attacks", {}).values():
        for k in ("attacker", "target"):
            if a.get(k) == old:
                a[k] = new


def remove_from_turns(enc: Encounter, name: str) -> None:
    st = enc.state.get(KEY)
    if not st:
        return
    st["seating"] = [n for n in st.get("seating", []) if n != name]
    st["acted"] = [n for n in st.get("acted", []) if n != name]
    if st.get("current") == name:
        st["current"] = None
    st["attacks"] = {
        k: a
        for k, a in st.get("attacks", {}).items()
        if name not in (a.get("attacker"), a.get("target"))
    }


def _whole(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def validate_turns(enc: Encounter) -> None:
    """Check ``enc.state["pulp2d6"]`` of a loaded file; ``ValueError`` names the bad field."""
    st = enc.state.get(KEY)
    if st is None:
        return
    if not isinstance(st, dict):
        raise ValueError("pulp2d6: expected an object")
    names = {c.name for c in enc}
    for key in ("seating", "acted", "tactics_used"):
        if not isinstance(st.get(key, []), list):
            raise ValueError(f"pulp2d6.{key}: expected a list")
    for key in ("seating", "acted"):
        for n in st.get(key, []):
            if n not in names:
                raise ValueError(f"pulp2d6.{key}: no combatant is called {n!r}")
    if len(set(st.get("seating", []))) != len(st.get("seating", [])):
        raise ValueError("pulp2d6.seating: a character sits twice")
    if not isinstance(st.get("started", False), bool):
        raise ValueError("pulp2d6.started: expected true or false")
    cur = st.get("current")
    if cur is not None and cur not in names:
        raise ValueError(f"pulp2d6.current: no combatant is called {cur!r}")
    if not _whole(st.get("next_attack", 1)):
        raise ValueError("pulp2d6.next_attack: expected a whole number")
    attacks = st.get("attacks", {})
    if not isinstance(attacks, dict):
        raise ValueError("pulp2d6.attacks: expected an object")
    for k, a in attacks.items():
        if not isinstance(a, dict):
            raise ValueError(f"pulp2d6.attacks.{k}: expected an object")
        for role in ("attacker", "target"):
            if a.get(role) not in names:
                raise ValueError(f"pulp2d6.attacks.{k}.{role}: no such combatant")
        if not _whole(a.get("total")) or not _whole(a.get("count")):
            raise ValueError(f"pulp2d6.attacks.{k}: total and count are whole numbers")
    for n, per in enc.state.get("combatants", {}).items():
        d = per.get(KEY, {}) if isinstance(per, dict) else None
        if not isinstance(d, dict):
            raise ValueError(f"combatants.{n}.{KEY}: expected an object")
        for k in ("damage", "pc_lost", "heals"):
            if not _whole(d.get(k, 0)) or d.get(k, 0) < 0:
                raise ValueError(f"combatants.{n}.{KEY}.{k}: expected a whole number from 0")
        if d.get("wrecked") not in (None, "destroyed", "disabled"):
            raise ValueError(f"combatants.{n}.{KEY}.wrecked: expected 'destroyed' or 'disabled'")


__all__ = [
    "GM_SEAT",
    "current_turn",
    "end_fight",
    "fight_started",
    "gm_seat_members",
    "gm_turn",
    "next_turn",
    "remove_from_turns",
    "rename_in_turns",
    "seat_everyone",
    "seatable",
    "seating",
    "set_seating",
    "skip_to_next_round",
    "start_fight",
    "swap_seats",
    "takes_turns",
    "turn_refusal",
    "turn_sequence",
    "validate_turns",
]
