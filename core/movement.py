"""Moving between zones under the zone rules; the ruleset prices each step.

Seed 000 (YZE) "MOVIMENTO": a fast action moves you to a neighbouring zone, or between Short and
Engaged range of someone in your zone; no roll unless the zone is cluttered. "CARACTERÍSTICAS DA
ZONA": entering a cluttered zone (Entulhada) needs a Mobility roll — failure: you get in but fall;
in a cramped zone (Apertada) crawling is the only movement. "RASTEJAR": crawling (moving while
prone) is a slow action, so nobody crawls twice in a round. "RECUAR": leaving an active enemy at
Engaged range needs a Mobility roll; on failure you still move but the enemy gets a free melee
attack that can't be blocked. "PORTAS & ESCOTILHAS": opening an unlocked door or hatch is a fast
action; a locked one must be broken down (a typical wooden one takes 5 damage); walls can't be
crossed.

Reading chosen for cramped zones: a move *into* or *out of* a cramped zone is a crawl too (you
enter a crawlspace on your belly).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from core.i18n import rule_text, translate
from core.links import cross_text, link_rule
from core.openings import Opening, best_way
from core.rules.base import Cost
from core.zonemap import Border

if TYPE_CHECKING:
    from core.encounter import Combatant, Encounter


class IllegalMoveError(ValueError):
    """A move the rules do not allow; the message says why."""


def barrier_name(barrier_id: str) -> str:
    """A door's armour (a row of ``resources/rules/yze/barriers.json``) in the UI language; an
    id the table doesn't know reads as it is."""
    from core.resources import load_table

    rows = load_table("yze", "barriers")["rows"]
    row = next((r for r in rows if r["id"] == barrier_id), None)
    return rule_text(row, "name").lower() if row else barrier_id


@dataclass(frozen=True)
class RollNeeded:
    """A roll the move calls for: the ``skill``, why, and what failure means."""

    skill: str
    why: str
    on_failure: str
    kind: str  # "cluttered" | "retreat"
    zone: str | None = None
    enemies: tuple[str, ...] = ()


@dataclass(frozen=True)
class MoveStep:
    """One piece of a move: ``activity`` (move, crawl, retreat, open_door) across ``border``."""

    activity: str
    src: str
    dst: str
    cost: Cost
    text: str


@dataclass(frozen=True)
class MoveCheck:
    """Whether a combatant may move to a zone now, what it costs, what it needs, and why.

    ``fast`` and ``slow`` count the actions it costs; ``rolls`` names the skills to roll (one
    entry per roll); ``roll_details`` explains each; ``path`` is the zones passed, start to end;
    ``doors_to_open`` are the borders the move opens on the way.
    """

    allowed: bool
    reason: str
    combatant: str
    destination: str
    cost: Cost = field(default_factory=Cost)
    steps: tuple[MoveStep, ...] = ()
    roll_details: tuple[RollNeeded, ...] = ()
    path: tuple[str, ...] = ()
    doors_to_open: tuple[tuple[str, str], ...] = ()
    blocking_border: tuple[str, str] | None = None
    leaves_engaged: tuple[str, ...] = ()

    @property
    def fast(self) -> int:
        return self.cost.get("fast")

    @property
    def slow(self) -> int:
        return self.cost.get("slow")

    @property
    def rolls(self) -> list[str]:
        return [r.skill for r in self.roll_details]

    def __bool__(self) -> bool:
        return self.allowed


def _candidate_paths(enc: Encounter, src: str, dst: str, max_steps: int) -> list[list[str]]:
    """Simple paths from ``src`` to ``dst`` of at most ``max_steps`` borders, shortest first."""
    g = enc.map.graph
    paths: list[list[str]] = []
    frontier: list[list[str]] = [[src]]
    for _ in range(max_steps):
        nxt: list[list[str]] = []
        for path in frontier:
            for n in g.neighbors(path[-1]):
                if n in path:
                    continue
                if n == dst:
                    paths.append([*path, n])
                else:
                    nxt.append([*path, n])
        frontier = nxt
        if paths and len(paths[0]) - 1 < max_steps and not frontier:
            break
    return paths


def _cramped_blocker(enc: Encounter, who: Combatant, here: str, there: str) -> str | None:
    """Someone standing between ``who`` and the way out of the cramped zone ``here`` towards
    ``there`` (seed 000 "APERTADA": no moving past individuals beside you)."""
    from shapely.geometry import LineString, Point

    from core.sight import CRAMPED_REACH

    edge = enc.map.shared_edge(here, there)
    exit_point = edge.interpolate(0.5, normalized=True) if edge is not None else None
    if exit_point is None:
        exit_point = Point(enc.map.zone(there).anchor())
    path = LineString([who.position, (exit_point.x, exit_point.y)])
    if path.length <= 0:
        return None
    for other in enc.combatants_in(here):
        if other.name == who.name:
            continue
        spot = Point(other.position)
        along = path.project(spot)
        if 0 < along < path.length and path.distance(spot) <= CRAMPED_REACH:
            return other.name
    return None


def _plan(enc: Encounter, who: Combatant, path: list[str]) -> MoveCheck:
    rules = enc.ruleset
    m = enc.map
    steps: list[MoveStep] = []
    rolls: list[RollNeeded] = []
    doors: list[tuple[str, str]] = []
    enemies = tuple(enc.engaged_enemies(who.name))
    prone = who.stance == "prone"
    total = Cost()
    for i, (u, v) in enumerate(itertools.pairwise(path)):
        border: Border = m.border(u, v)
        nu, nv = m.name(u), m.name(v)
        if i == 0 and m.zone(u).is_cramped:
            blocker = _cramped_blocker(enc, who, u, v)
            if blocker:
                return MoveCheck(
                    False,
                    translate(
                        "core",
                        "{nu} is cramped: {blocker} is in the way, and nobody moves past "
                        "someone beside them to reach {nv}.",
                    ).format(nu=nu, blocker=blocker, nv=nv),
                    who.name,
                    path[-1],
                    path=tuple(path),
                )
        door: Border | Opening | None = best_way(border.ways) if border.has_openings else border
        if border.has_openings and door is None:
            return MoveCheck(
                False,
                translate(
                    "core", "Wall between {nu} and {nv}: its windows let sight through, not people."
                ).format(nu=nu, nv=nv),
                who.name,
                path[-1],
                path=tuple(path),
                blocking_border=border.key,
            )
        if door is None or door.kind == "wall":
            return MoveCheck(
                False,
                translate("core", "Wall between {nu} and {nv}: it can't be crossed.").format(
                    nu=nu, nv=nv
                ),
                who.name,
                path[-1],
                path=tuple(path),
                blocking_border=border.key,
            )
        if door.kind in ("door", "hatch") and not door.broken:
            if door.state == "locked":
                armour = (
                    translate("core", ", armour {armour}").format(armour=barrier_name(door.armour))
                    if door.armour
                    else ""
                )
                return MoveCheck(
                    False,
                    translate(
                        "core",
                        "Locked {kind} between {nu} and {nv}: break it down first (it takes "
                        "{value} more damage{armour}).",
                    ).format(
                        kind=door.kind_word(),
                        nu=nu,
                        nv=nv,
                        value=door.structure - door.damage,
                        armour=armour,
                    ),
                    who.name,
                    path[-1],
                    path=tuple(path),
                    blocking_border=border.key,
                )
            if door.state == "closed":
                c = rules.cost_of("open_door")
                steps.append(
                    MoveStep(
                        "open_door",
                        u,
                        v,
                        c,
                        translate("core", "open the {kind} between {nu} and {nv}").format(
                            kind=door.kind_word(), nu=nu, nv=nv
                        ),
                    )
                )
                doors.append(border.key)
                total = total + c
        crawling = prone or m.zone(u).is_cramped or m.zone(v).is_cramped
        why_crawl = (
            translate("core", "prone")
            if prone
            else (
                translate("core", "{value} is cramped").format(
                    value=nu if m.zone(u).is_cramped else nv
                )
            )
        )
        if i == 0 and enemies:
            names = ", ".join(enemies)
            activity = "crawl" if crawling else "retreat"
            c = rules.cost_of(activity)
            text = (
                translate("core", "crawl away from {names} into {nv} ({why_crawl})").format(
                    names=names, nv=nv, why_crawl=why_crawl
                )
                if crawling
                else translate("core", "retreat from {names} into {nv}").format(names=names, nv=nv)
            )
            rolls.append(
                RollNeeded(
                    rules.skill("mobility"),
                    translate("core", "retreat from Engaged enemy {names}").format(names=names),
                    rules.move_roll_failure("retreat", enemies=enemies),
                    "retreat",
                    enemies=enemies,
                )
            )
        elif crawling:
            activity, c = "crawl", rules.cost_of("crawl")
            text = translate("core", "crawl into {nv} ({why_crawl})").format(
                nv=nv, why_crawl=why_crawl
            )
        elif border.is_link:
            activity, text, roll = _link_step(rules, border, nv)
            c = rules.cost_of(activity)
            rolls.extend(roll)
        else:
            activity, c = "move", rules.cost_of("move")
            text = translate("core", "move into {nv}").format(nv=nv)
        c, dearer = rules.move_step_cost(enc, who.name, activity, c)
        text += f" ({dearer})" if dearer else ""
        steps.append(MoveStep(activity, u, v, c, text))
        rolls.extend(rules.move_step_rolls(enc, who.name, u, v))
        total = total + c
        if m.zone(v).is_cluttered:
            rolls.append(
                RollNeeded(
                    rules.skill("mobility"),
                    translate("core", "entering cluttered zone {nv}").format(nv=nv),
                    rules.move_roll_failure("cluttered", zone=nv),
                    "cluttered",
                    zone=v,
                )
            )
    return MoveCheck(
        True,
        "",
        who.name,
        path[-1],
        total,
        tuple(steps),
        tuple(rolls),
        tuple(path),
        tuple(doors),
        leaves_engaged=enemies,
    )


def _link_step(rules: Any, border: Border, nv: str) -> tuple[str, str, list[RollNeeded]]:
    """A step across a link (stairs, ladder, rope): its activity, words and any roll, from
    the ruleset's ``links.json`` (a plain move where the seed says nothing)."""
    row = link_rule(rules, border.link or "passage")
    rolls = []
    if row.get("roll_skill"):
        rolls.append(
            RollNeeded(
                rules.skill(row["roll_skill"]),
                translate("core", "crossing the {link} into {nv}").format(
                    link=border.describe(), nv=nv
                ),
                rules.move_roll_failure("link", zone=nv),
                "link",
            )
        )
    return str(row.get("activity", "move")), cross_text(border.link, nv), rolls


def check_move(enc: Encounter, name: str, zone_id: str) -> MoveCheck:
    """Decide whether ``name`` may move to ``zone_id`` now (see module docstring)."""
    who = enc.combatant(name)
    m = enc.map
    if zone_id not in m:
        return MoveCheck(
            False,
            translate("core", "There is no zone {zone!r} on the map.").format(zone=zone_id),
            name,
            zone_id,
        )
    here, there = m.name(who.zone), m.name(zone_id)
    if zone_id == who.zone:
        return MoveCheck(
            True,
            translate("core", "{name} stays in {here}; moving within a zone is free.").format(
                name=name, here=here
            ),
            name,
            zone_id,
            path=(who.zone,),
        )
    refusal = enc.cannot_act_reason(name) or enc.ruleset.move_refusal(enc, name)
    if refusal:
        return MoveCheck(False, refusal, name, zone_id)
    max_steps = max(1, enc.ruleset.max_moves_per_turn())
    paths = _candidate_paths(enc, who.zone, zone_id, max_steps)
    if not paths:
        dist = m.borders_crossed(who.zone, zone_id)
        far = (
            translate("core", "not connected to")
            if dist is None
            else translate("core", "{dist} borders away from").format(dist=dist)
        )
        return MoveCheck(
            False,
            translate(
                "core",
                "{there} is {far} {here}; one move crosses one border, at most "
                "{max_steps} a round.",
            ).format(there=there, far=far, here=here, max_steps=max_steps),
            name,
            zone_id,
        )
    plans = [_plan(enc, who, p) for p in paths]
    legal = [p for p in plans if p.allowed]
    spent = enc.actions_spent(name)
    affordable = [p for p in legal if enc.ruleset.can_afford(spent, p.cost)]
    if affordable:
        best = min(
            affordable,
            key=lambda p: (
                sum(p.cost.amounts.values()),
                p.cost.get("slow"),
                len(p.roll_details),
                len(p.path),
            ),
        )
        route = " → ".join(m.name(z) for z in best.path)
        parts = "; ".join(s.text for s in best.steps)
        rolls = "".join(
            translate("core", " Roll {skill} ({why}; failure: {on_failure}).").format(
                skill=r.skill, why=r.why, on_failure=r.on_failure
            )
            for r in best.roll_details
        )
        reason = f"{name}: {route}. {parts[0].upper()}{parts[1:]} — {best.cost.describe()}.{rolls}"
        return MoveCheck(
            True,
            reason,
            name,
            zone_id,
            best.cost,
            best.steps,
            best.roll_details,
            best.path,
            best.doors_to_open,
            leaves_engaged=best.leaves_engaged,
        )
    if legal:
        best = min(legal, key=lambda p: sum(p.cost.amounts.values()))
        left_text = enc.ruleset.describe_remaining(spent)
        crawls = sum(1 for s in best.steps if s.activity == "crawl")
        extra = (
            translate("core", " Crawling is a slow action: nobody crawls twice in a round.")
            if crawls > 1
            else ""
        )
        return MoveCheck(
            False,
            translate(
                "core",
                "{name} can't reach {there} this round: it takes {cost} ({steps}), "
                "and {name} has left: {left_text}.{extra}",
            ).format(
                name=name,
                there=there,
                cost=best.cost.describe(),
                steps="; ".join(s.text for s in best.steps),
                left_text=left_text,
                extra=extra,
            ),
            name,
            zone_id,
            best.cost,
            best.steps,
            best.roll_details,
            best.path,
        )
    # nothing legal: report the failure on the most direct route
    first = min(plans, key=lambda p: len(p.path))
    return MoveCheck(
        False, first.reason, name, zone_id, path=first.path, blocking_border=first.blocking_border
    )
