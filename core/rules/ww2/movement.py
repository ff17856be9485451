"""Movement in metres and the one-action round (seed 002 "Movimentação"; ``movement.json``,
``posture.json``, ``combat_round.json``).

The round (about 6 s) gives each character **one action** (``combat_round.json``
actions_per_character). Moving "can replace the Attack or combine with it":

- run up to 15 m without firing (no Atletismo test; a won Atletismo test adds half the
  difference);
- shoot and move up to 6 m (1 m more per 4 points won on Atletismo) — the attack and the move are
  the same action; not beyond effective range, not prone;
- crouched: one third of the speed (``ww2.crouch_speed_base``: one third of the mode's own metres,
  default, or always of the 15 m run);
- prone: crawl 2 m, and no shooting while moving;
- a leg Ferimento halves the speed; suppressed characters can't move; a character out of action
  can only crawl.

**On the zone map** a move across one border is the round's action (``cost_of("move")`` =
1 action), whatever the metres: the metres are shown beside it (:func:`movement_allowance`,
:func:`metres_moved` — the straight line from where the turn began) so the GM can hold the
token to them. Opening a door is part of the move (the seed prices no door) and changing posture
is free (the seed prices none).

Spent kinds on ``enc.round.spent``: ``round`` (the round's one action: ``cost_of("move")``
describes itself as "1 round action") and ``shoot_move`` (the action is a shoot-and-move: one
move and one shot, so two ``round`` entries fit). The moves of the
round are read from the log (``"move"`` entries of this round) plus a run declared in place.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from core.i18n import translate
from core.rules.base import Cost, RuleError
from core.rules.ww2 import data
from core.rules.ww2.state import posture, round_view, view

if TYPE_CHECKING:  # pragma: no cover
    from core.encounter import Encounter

MODES: tuple[str, ...] = ("run", "shoot_and_move", "crouch", "crawl")

COSTS: dict[str, Cost] = {
    "move": Cost({"round": 1}),
    "retreat": Cost({"round": 1}),
    "engage": Cost({"round": 1}),
    "crawl": Cost({"round": 1}),
    "open_door": Cost(),
    "stand_up": Cost(),
}
"""What each zone-map activity costs (see the module docstring)."""


def actions_per_round(enc: Encounter | None = None) -> int:
    """``combat_round.json`` round_length.actions_per_character (1)."""
    from core.resources import load_table

    rows = load_table("ww2", "combat_round")["rows"]
    return int(next(r for r in rows if r.get("rule") == "round_length")["actions_per_character"])


def can_afford(spent: Mapping[str, int], cost: Cost) -> bool:
    """The one-action rule; a shoot-and-move's action holds one move and one shot."""
    per = actions_per_round()
    a = int(spent.get("round", 0)) + cost.get("round")
    if int(spent.get("shoot_move", 0)) + cost.get("shoot_move"):
        return a <= 2 * per
    return a <= per


def remaining(spent: Mapping[str, int]) -> dict[str, int]:
    """``{"round": n}`` actions left (during a shoot-and-move: the parts of it not yet made)."""
    per = actions_per_round()
    a = int(spent.get("round", 0))
    top = 2 * per if spent.get("shoot_move") else per
    return {"round": max(0, top - a)}


def describe_remaining(spent: Mapping[str, int]) -> str:
    left = remaining(spent)["round"]
    if spent.get("shoot_move"):
        if not left:
            return translate("ww2", "no action (shot and moved)")
        return (
            translate("ww2", "shoot and move: ")
            + (
                translate("ww2", "the move and the shot")
                if left == 2
                else translate("ww2", "one part")
            )
            + " left"
        )
    return (
        translate("ww2", "1 action")
        if left == 1
        else translate("ww2", "no action")
        if not left
        else translate("ww2", "{left} actions").format(left=left)
    )


def _row(enc: Encounter, key: str) -> dict[str, Any]:
    return data.row(enc, "movement", key=key)


def base_metres(enc: Encounter, mode: str) -> float:
    """The seed's metres of a mode before posture and wounds (run 15, shoot and move 6,
    crawl 2; crouch = the run at the crouched factor)."""
    if mode == "run" or mode == "crouch":
        return float(_row(enc, "run")["max_m"])
    if mode == "shoot_and_move":
        return float(_row(enc, "shoot_and_move")["max_m"])
    if mode == "crawl":
        return float(_row(enc, "crawl")["max_m"])
    raise RuleError(
        translate("ww2", "Unknown movement mode {mode!r}; choose from {MODES}.").format(
            mode=mode, MODES=", ".join(MODES)
        )
    )


def movement_allowance(enc: Encounter, name: str, mode: str) -> dict[str, Any]:
    """How many metres ``name`` may move this round in ``mode`` (run, shoot_and_move, crouch,
    crawl), with every factor and its source.

    Returns ``{"mode", "metres", "base", "factors": [(label, value, source)], "extra",
    "possible", "reason", "text"}``.

    >>> from core.encounter import Encounter
    >>> enc = Encounter(ruleset="ww2")
    >>> enc.map.add_zone("f", name="Field", polygon=[(0, 0), (50, 0), (50, 50), (0, 50)])
    >>> enc.add_combatant("Ana", zone="f")
    >>> movement_allowance(enc, "Ana", "run")["metres"]
    15.0
    """
    from core.rules.ww2.injuries import has_condition

    enc.combatant(name)
    if mode not in MODES:
        raise RuleError(
            translate("ww2", "Unknown movement mode {mode!r}; choose from {MODES}.").format(
                mode=mode, MODES=", ".join(MODES)
            )
        )
    base = base_metres(enc, mode)
    factors: list[tuple[str, float, str]] = []
    metres = base
    possible, reason = True, ""
    post = posture(enc, name)
    inj = view(enc, name)["injury"]
    crouch = float(_row(enc, "crouched")["speed_factor"])
    if inj["dead"] or inj["unconscious"] or inj["coma"]:
        possible, reason = (
            False,
            translate("ww2", "{name} can't move (not conscious).").format(name=name),
        )
    elif view(enc, name)["suppression"]:
        possible, reason = (
            False,
            translate("ww2", "{name} is suppressed and can't move (opportunity.json).").format(
                name=name
            ),
        )
    elif mode == "crawl" or post == "prone" or inj["out_of_action"]:
        if mode == "shoot_and_move":
            why = "prone" if post == "prone" else translate("ww2", "out of action")
            possible = False
            reason = translate(
                "ww2", "{name} is {why}: no shooting and moving in the same round (posture.json)."
            ).format(name=name, why=why)
        else:
            metres = float(_row(enc, "crawl")["max_m"])
            if mode != "crawl":
                why = "prone" if post == "prone" else translate("ww2", "out of action: crawl only")
                factors.append(
                    (
                        translate("ww2", "Crawl ({why})").format(why=why),
                        metres,
                        data.source("movement", "crawl"),
                    )
                )
    elif mode == "crouch" or post == "crouching":
        basis = enc.ruleset.settings.get("ww2.crouch_speed_base", "mode")
        of = base if basis == "mode" else float(_row(enc, "run")["max_m"])
        metres = of * crouch
        factors.append(
            (translate("ww2", "Crouched: one third"), crouch, data.source("posture", "Agachado"))
        )
    if possible and mode != "crawl" and post != "prone" and not inj["out_of_action"]:
        extra = float(round_view(enc, name)["extra_m"].get(mode, 0))
        if extra:
            metres += extra
            factors.append(("Atletismo", extra, data.source("movement", f"{mode}_extra")))
    if possible and (
        has_condition(enc, name, "cannot_walk") or has_condition(enc, name, "paraplegic")
    ):
        if mode == "crawl":
            pass
        else:
            possible, reason = (
                False,
                translate("ww2", "{name} can't walk (a critical wound): crawl only.").format(
                    name=name
                ),
            )
    if possible and has_condition(enc, name, "leg_wound"):
        f = float(_row(enc, "leg_wound")["speed_factor"])
        metres *= f
        factors.append(
            (translate("ww2", "Leg wound: half"), f, data.source("movement", "leg_wound"))
        )
    metres = round(metres, 1) if possible else 0.0
    label = {
        "run": translate("ww2", "Run"),
        "shoot_and_move": translate("ww2", "Shoot and move"),
        "crouch": translate("ww2", "Crouched"),
        "crawl": translate("ww2", "Crawl"),
    }
    text = f"{label[mode]} {metres:g} m" if possible else f"{label[mode]}: {reason}"
    return {
        "mode": mode,
        "metres": metres,
        "base": base,
        "factors": factors,
        "extra": float(round_view(enc, name)["extra_m"].get(mode, 0)),
        "possible": possible,
        "reason": reason,
        "text": text,
    }


def metres_moved(enc: Encounter, name: str) -> float:
    """Straight-line metres from where ``name``'s turn began this round (map units are metres)."""
    start = round_view(enc, name)["start_pos"]
    if not start:
        return 0.0
    x, y = enc.combatant(name).position
    return round(math.dist((float(start[0]), float(start[1])), (x, y)), 1)


def moves_this_round(enc: Encounter, name: str) -> int:
    """Zone moves ``name`` made this round (the log's ``move`` entries), plus a declared run."""
    n = enc.round.number
    logged = sum(
        1
        for e in enc.log
        if e.get("round") == n and e.get("kind") == "move" and e.get("combatant") == name
    )
    return logged + (1 if round_view(enc, name)["mode"] in ("run", "crawl") else 0)


def moved_this_round(enc: Encounter, name: str) -> bool:
    """True when ``name`` has moved this round (a zone move or a declared run)."""
    return moves_this_round(enc, name) > 0


def ran_this_round(enc: Encounter, name: str) -> bool:
    """Moved this round on foot: not crawling (prone) and not as a shoot-and-move."""
    return (
        moved_this_round(enc, name)
        and not shot_and_moved(enc, name)
        and enc.combatant(name).stance != "prone"
        and round_view(enc, name)["mode"] != "crawl"
    )


def shot_and_moved(enc: Encounter, name: str) -> bool:
    """``name``'s action this round is a shoot-and-move."""
    return bool(enc.actions_spent(name).get("shoot_move", 0))


def extra_metres(enc: Encounter, mode: str, margin: int) -> int:
    """Metres won on an Atletismo test by ``margin`` points: half the difference when running,
    1 m per 4 points when shooting and moving (``movement.json``)."""
    if margin <= 0:
        return 0
    if mode == "shoot_and_move":
        r = _row(enc, "shoot_and_move_extra")
        return (margin // int(r["extra_m_per_points"])) * int(r["extra_m"])
    return margin // 2
