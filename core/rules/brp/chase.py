"""The chase range track: five steps from Side-by-Side to Out of Sight, and what each allows.

Seed ``001_02c954899a7409e6.txt`` "Faixas" / "Rastreamento de faixa"; numbers from
``chase_range_track.json`` and ``chases.json``.

Each participant stands on the track at a position counted in *lengths* (one full MOV each);
higher is further ahead. The range between two is their distance plus one, capped at the
fifth step: 0 lengths apart is Side-by-Side, 1 Two Lengths, 2 Close, 3 In Sight, 4 or more
Out of Sight. What each step allows (``chase_range_track.json``): melee only Side-by-Side;
missiles normal there, Difficult at Two Lengths, 1/5 of the skill at Close, only a 01 hits In
Sight, no chance Out of Sight. While a chase runs, attacks between its participants use this
range instead of the map's (:func:`core.rules.brp.attacks.attack_plan`).

Each round every participant rolls the chase skill (:func:`chase_roll`): the result moves the
roller (``chases.json``, reading ``brp.chase_special_moves``): critical +2, special +1, success
0, failure −1, fumble −2. Someone Out of Sight of everyone at the end of a round has escaped
(or arrived): the chase is over.

State: ``enc.state["brp"]["chase"]`` = ``{"active", "positions": {name: lengths},
"failures": {name: consecutive failed encumbrance rolls}, "round"}``.

>>> from core.encounter import Encounter
>>> import core.rules.brp
>>> enc = Encounter(ruleset="brp", seed=2)
>>> enc.map.add_zone("road", name="Road", polygon=[(0, 0), (50, 0), (50, 10), (0, 10)])
>>> enc.add_combatant("Ana", zone="road", stats={"con": 12})
>>> enc.add_combatant("Thief", zone="road", side="npc", stats={"con": 10})
>>> start_chase(enc, {"Ana": 0, "Thief": 1})
>>> range_step(enc, "Ana", "Thief")["name"]
'Two Lengths'
>>> move_in_chase(enc, "Thief", 3)
4
>>> chase_view(enc)["pairs"][0]["name"]
'Out of Sight'
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from core.i18n import rule_text, translate
from core.rules.base import RuleError
from core.rules.brp.rolls import LEVEL_WORDS, skill_roll
from core.rules.brp.state import live, peek, row, setting, table

if TYPE_CHECKING:
    from core.encounter import Encounter


def track(enc: Encounter) -> list[dict[str, Any]]:
    """The five steps of ``chase_range_track.json`` in order (copies)."""
    rows = [copy.deepcopy(r) for r in table(enc, "chase_range_track")["rows"] if "step" in r]
    return sorted(rows, key=lambda r: int(r["step"]))


def _chase(enc: Encounter) -> dict[str, Any]:
    data = peek(enc).get("chase")
    return data if isinstance(data, dict) else {}


def chase_active(enc: Encounter) -> bool:
    return bool(_chase(enc).get("active"))


def chase_positions(enc: Encounter) -> dict[str, int]:
    """Where everyone in the chase stands, in lengths (higher = further ahead)."""
    return {n: int(p) for n, p in _chase(enc).get("positions", {}).items() if n in enc}


def start_chase(enc: Encounter, positions: Mapping[str, int] | Iterable[str]) -> None:
    """Start a chase with these participants at these positions (in lengths; a list puts them
    all Side-by-Side). One undo step."""
    pos = dict(positions) if isinstance(positions, Mapping) else {n: 0 for n in positions}
    if len(pos) < 2:
        raise RuleError(translate("brp", "A chase needs at least two participants."))
    for n, p in pos.items():
        enc.combatant(n)
        if isinstance(p, bool) or not isinstance(p, int):
            raise RuleError(
                translate(
                    "brp", "{n}'s chase position is a whole number of lengths, not {p!r}."
                ).format(n=n, p=p)
            )
    with enc.transaction(translate("brp", "Start a chase")):
        live(enc)["chase"] = {
            "active": True,
            "positions": pos,
            "failures": {},
            "round": enc.round.number,
        }
        enc.add_log(
            "chase",
            translate("brp", "A chase begins: ")
            + ", ".join(
                translate("brp", "{n} at {p}").format(n=n, p=p)
                for n, p in sorted(pos.items(), key=lambda kv: -kv[1])
            )
            + " lengths.",
        )


def join_chase(enc: Encounter, name: str, position: int = 0) -> None:
    """Put ``name`` on the running chase's track at ``position`` (or move them there)."""
    if not chase_active(enc):
        raise RuleError(translate("brp", "No chase is running."))
    enc.combatant(name)
    if isinstance(position, bool) or not isinstance(position, int):
        raise RuleError(
            translate(
                "brp", "{name}'s chase position is a whole number of lengths, not {position!r}."
            ).format(name=name, position=position)
        )
    with enc.transaction(translate("brp", "{name} joins the chase").format(name=name)):
        live(enc)["chase"]["positions"][name] = position
        enc.add_log(
            "chase",
            translate("brp", "{name} joins the chase at {position} lengths.").format(
                name=name, position=position
            ),
            combatant=name,
        )


def end_chase(enc: Encounter) -> None:
    """The chase is over (the map's ranges apply again)."""
    if not chase_active(enc):
        return
    with enc.transaction(translate("brp", "End the chase")):
        live(enc)["chase"]["active"] = False
        enc.add_log("chase", translate("brp", "The chase is over."))


def range_step(enc: Encounter, a: str, b: str) -> dict[str, Any]:
    """The track step between two participants (a ``chase_range_track.json`` row)."""
    pos = chase_positions(enc)
    for n in (a, b):
        if n not in pos:
            raise RuleError(translate("brp", "{n} isn't in the chase.").format(n=n))
    steps = track(enc)
    index = min(abs(pos[a] - pos[b]), len(steps) - 1)
    return steps[index]


def chase_step(enc: Encounter, a: str, b: str) -> dict[str, Any] | None:
    """The step between ``a`` and ``b`` when both are in a running chase, else ``None``."""
    if not chase_active(enc):
        return None
    pos = chase_positions(enc)
    if a not in pos or b not in pos:
        return None
    return range_step(enc, a, b)


def move_in_chase(enc: Encounter, name: str, steps: int, *, why: str = "") -> int:
    """Move ``name`` ``steps`` lengths along the track (negative = drop back). Returns the new
    position. One undo step."""
    if not chase_active(enc):
        raise RuleError(translate("brp", "No chase is running."))
    if isinstance(steps, bool) or not isinstance(steps, int):
        raise RuleError(
            translate("brp", "Chase steps are whole numbers, not {steps!r}.").format(steps=steps)
        )
    if name not in chase_positions(enc):
        raise RuleError(translate("brp", "{name} isn't in the chase.").format(name=name))
    with enc.transaction(translate("brp", "{name} moves in the chase").format(name=name)):
        pos = live(enc)["chase"]["positions"]
        pos[name] = int(pos[name]) + steps
        verb = (
            translate("brp", "gains")
            if steps > 0
            else translate("brp", "drops back")
            if steps < 0
            else translate("brp", "holds")
        )
        if not steps:
            amount = translate("brp", " position")
        elif abs(steps) == 1:
            amount = translate("brp", " 1 length")
        else:
            amount = translate("brp", " {steps} lengths").format(steps=abs(steps))
        enc.add_log(
            "chase",
            translate("brp", "{name} {verb}{amount}{value}: now at {pos}.").format(
                name=name, verb=verb, amount=amount, value=f" ({why})" if why else "", pos=pos[name]
            ),
            combatant=name,
        )
        return int(pos[name])


def steps_for(enc: Encounter, level: str) -> int:
    """How far a chase roll of ``level`` moves the roller (``chases.json``)."""
    if setting(enc, "brp.chase_special_moves") != "roller_advances":  # pragma: no cover
        raise RuleError(translate("brp", "Unknown chase reading."))
    return int(row(enc, "chases", result=level)["steps"])


def chase_roll(
    enc: Encounter,
    name: str,
    skill_or_percent: str | int,
    *,
    difficulty: str = "normal",
    modifier: int = 0,
    encumbered: bool = False,
) -> dict[str, Any]:
    """``name``'s chase roll this round: the skill (Drive, Ride, Agility, a percentage …)
    moves them along the track by its result level. ``encumbered``: first a Difficult
    Stamina roll — failing drops them back one length, failing twice running takes them out.
    One undo step; returns ``{"level", "steps", "position", "out"}``."""
    if name not in chase_positions(enc):
        raise RuleError(translate("brp", "{name} isn't in the chase.").format(name=name))
    with enc.transaction(translate("brp", "{name}'s chase roll").format(name=name)):
        result: dict[str, Any] = {"out": False, "encumbrance": None}
        if encumbered:
            r = row(enc, "chases", chase="encumbered")
            load = skill_roll(
                enc,
                name,
                "Stamina",
                difficulty="difficult",
                label=translate("brp", "encumbered runner (Difficult Stamina)"),
            )
            fails = live(enc)["chase"].setdefault("failures", {})
            result["encumbrance"] = str(load)
            if not load.success:
                fails[name] = int(fails.get(name, 0)) + 1
                move_in_chase(
                    enc, name, int(r["failure_steps"]), why=translate("brp", "weighed down")
                )
                if fails[name] >= int(r["out_after_consecutive_failures"]):
                    result["out"] = True
                    live(enc)["chase"]["positions"].pop(name, None)
                    enc.add_log(
                        "chase",
                        translate("brp", "{name} can go no further: out of the chase.").format(
                            name=name
                        ),
                        combatant=name,
                    )
                    result.update(level=None, steps=0, position=None)
                    return result
            else:
                fails[name] = 0
        out = skill_roll(
            enc,
            name,
            skill_or_percent,
            difficulty=difficulty,
            modifier=modifier,
            label=translate("brp", "chase roll"),
        )
        steps = steps_for(enc, str(out))
        pos = move_in_chase(enc, name, steps, why=LEVEL_WORDS[str(out)])
        result.update(level=str(out), steps=steps, position=pos)
    return result


def allows_words(step: Mapping[str, Any]) -> str:
    """What a ``chase_range_track.json`` step allows, in English from its numbers.

    >>> allows_words({"melee_possible": False, "missile_grade": "difficult"})
    'no melee; missiles Difficult'
    """
    melee = (
        translate("brp", "melee possible")
        if step.get("melee_possible")
        else translate("brp", "no melee")
    )
    if step.get("missile_can_hit") is False:
        missiles = translate("brp", "missiles can't hit")
    elif step.get("missile_hits_only_on") is not None:
        missiles = translate("brp", "missiles hit only on {missile_hits_only_on:02d}").format(
            missile_hits_only_on=int(step["missile_hits_only_on"])
        )
    elif step.get("missile_grade") == "difficult":
        missiles = translate("brp", "missiles Difficult")
    elif step.get("missile_skill_multiplier") not in (None, 1):
        mult = float(step["missile_skill_multiplier"])
        missiles = (
            translate("brp", "missiles at 1/{value} of the skill").format(value=round(1 / mult))
            if mult
            else translate("brp", "missiles can't hit")
        )
    else:
        missiles = translate("brp", "missiles unmodified")
    return f"{melee}; {missiles}"


def chase_view(enc: Encounter) -> dict[str, Any]:
    """Everything a chase panel shows: the track's steps with what each allows, the
    participants by position (leader first), the range between opponents, and who has got
    Out of Sight ahead of every opponent (then the chase is over at the end of the round)."""
    steps = track(enc)
    pos = chase_positions(enc)
    participants = [
        {"name": n, "position": p, "side": enc.combatant(n).side}
        for n, p in sorted(pos.items(), key=lambda kv: (-kv[1], kv[0]))
    ]
    pairs = []
    names = [p["name"] for p in participants]
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            if enc.combatant(a).side == enc.combatant(b).side:
                continue
            s = range_step(enc, a, b)
            pairs.append(
                {
                    "a": a,
                    "b": b,
                    "step": s["step"],
                    "range": s["range"],
                    "name": rule_text(s, "name"),
                    "melee_possible": bool(s["melee_possible"]),
                    "allows": rule_text(s, "text"),
                }
            )

    def opponents(n: str) -> list[str]:
        return [o for o in names if enc.combatant(o).side != enc.combatant(n).side]

    last = steps[-1]["step"]
    escaped = [
        n
        for n in names
        if opponents(n)
        and all(pos[n] > pos[o] and range_step(enc, n, o)["step"] == last for o in opponents(n))
    ]
    track_rows = [
        {
            "step": s["step"],
            "range": s["range"],
            "name": rule_text(s, "name"),
            "melee_possible": bool(s["melee_possible"]),
            "allows": rule_text(s, "text"),
        }
        for s in steps
    ]
    text = (
        translate("brp", "No chase.")
        if not chase_active(enc)
        else "; ".join(f"{p['a']}–{p['b']}: {p['name']}" for p in pairs)
        or translate("brp", "A chase with one side only.")
    )
    return {
        "active": chase_active(enc),
        "track": track_rows,
        "participants": participants,
        "pairs": pairs,
        "out_of_sight": escaped,
        "over": bool(escaped),
        "text": text,
    }


__all__ = [
    "allows_words",
    "chase_active",
    "chase_positions",
    "chase_roll",
    "chase_step",
    "chase_view",
    "end_chase",
    "join_chase",
    "move_in_chase",
    "range_step",
    "start_chase",
    "steps_for",
    "track",
]
