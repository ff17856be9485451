"""Line of sight and line of fire on the map geometry.

Seed 000 (YZE): "BORDAS & LINHA DE VISÃO" — open borders block neither sight nor movement; a
blocked border (wall) blocks sight even with a door or hatch in it, unless you stand in the doorway
and peek. "CARACTERÍSTICAS DA ZONA" — ranged attacks can't pass *through* a dark zone (Mal
iluminada); in a cramped zone (Apertada) nobody shoots past someone beside them at a target behind.

The sight line runs between the two combatants' positions; the zones it passes through, in order,
and the borders it crosses decide the answer. Sight is symmetric: whoever of the two stands in a
doorway lets both see through that door.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

import numpy as np
import shapely
from shapely.geometry import LineString, Point

from core.i18n import translate
from core.openings import Opening, sight_opening
from core.zonemap import Border, MapError, Point2, ZoneMap, border_key

EPS = 1e-6
CRAMPED_REACH = 1.5
"""Map units (metres): how close to the line of fire a person in a cramped zone must stand to be
"beside you" and so block the shot (seed 000 "APERTADA")."""


@dataclass(frozen=True)
class Crossing:
    """The sight line passing from zone ``a`` into zone ``b`` at ``point``."""

    a: str
    b: str
    point: Point2
    border: Border | None


@dataclass(frozen=True)
class SightResult:
    """The answer to "can A see (or shoot) B?". ``clear`` and a ``reason`` a GM can read.

    ``blocking_border`` / ``blocking_zone`` / ``blocking_combatant`` say what is in the way, so a
    view can highlight it; ``zones`` lists the zones the line passes through, in order; ``notes``
    carries modifiers that do not block (a dark zone at either end, an open door looked through).
    """

    clear: bool
    reason: str
    zones: tuple[str, ...] = ()
    crossings: tuple[Crossing, ...] = ()
    blocking_border: tuple[str, str] | None = None
    blocking_zone: str | None = None
    blocking_combatant: str | None = None
    notes: tuple[str, ...] = field(default_factory=tuple)
    start: Point2 | None = None
    end: Point2 | None = None

    def __bool__(self) -> bool:
        return self.clear


@dataclass(frozen=True)
class Trace:
    """Zones met by a segment: ``runs`` of (zone, t0, t1) in order, t along the segment."""

    runs: tuple[tuple[str, float, float], ...]
    length: float
    gap: tuple[float, float] | None  # first stretch outside every zone, if any


def trace(zone_map: ZoneMap, p: Point2, q: Point2) -> Trace:
    """Walk the segment p→q through the zones it passes, in order."""
    line = LineString([p, q])
    length = line.length
    if length < EPS:
        z = zone_map.zone_at(p)
        return Trace(((z, 0.0, 0.0),) if z else (), 0.0, None)
    candidates = zone_map.zones_on_segment(p, q)
    shapes = [zone_map.zone(z).shape for z in candidates]
    pieces: list[tuple[float, float, str]] = []
    if candidates:
        # every straight piece of the line inside a zone, as distances t along the line
        parts, owner = shapely.get_parts(shapely.intersection(shapes, line), return_index=True)
        keep = (shapely.get_type_id(parts) == 1) & (shapely.length(parts) >= EPS)
        parts, owner = parts[keep], owner[keep]
        coords, which = shapely.get_coordinates(parts, return_index=True)
        dx, dy = (q[0] - p[0]) / length, (q[1] - p[1]) / length
        ts = (coords[:, 0] - p[0]) * dx + (coords[:, 1] - p[1]) * dy
        if len(parts):
            starts = np.flatnonzero(np.r_[True, which[1:] != which[:-1]])
            lo, hi = np.minimum.reduceat(ts, starts), np.maximum.reduceat(ts, starts)
            pieces = [
                (float(a), float(b), candidates[int(o)])
                for a, b, o in zip(lo, hi, owner, strict=True)
            ]
    pieces.sort()
    runs: list[list[object]] = []
    gap: tuple[float, float] | None = None
    covered = 0.0
    for t0, t1, zid in pieces:
        if gap is None and t0 - covered > 1e-4:
            gap = (covered, t0)
        if runs and runs[-1][0] == zid and t0 - float(runs[-1][2]) <= 1e-4:  # type: ignore[arg-type]
            runs[-1][2] = max(float(runs[-1][2]), t1)  # type: ignore[arg-type]
        elif t1 > covered + 1e-9 or not runs:
            runs.append([zid, t0, t1])
        covered = max(covered, t1)
    if gap is None and length - covered > 1e-4:
        gap = (covered, length)
    return Trace(tuple((str(z), float(a), float(b)) for z, a, b in runs), length, gap)  # type: ignore[arg-type]


def _point_at(p: Point2, q: Point2, t: float, length: float) -> Point2:
    if length <= 0:
        return p
    f = t / length
    return (p[0] + (q[0] - p[0]) * f, p[1] + (q[1] - p[1]) * f)


Verdict = tuple[bool, str, "tuple[str, str] | None"]
"""(blocked, reason or note, the border to highlight)."""


def _border_verdict(
    zone_map: ZoneMap,
    border: Border,
    door_keys: set[tuple[str, ...]],
    open_doors_pass_sight: bool,
    frm: str,
    point: Point2 | None = None,
) -> Verdict:
    """Does sight pass ``border`` (crossed from zone ``frm`` at ``point``)? Blocked with a
    reason, or passing with an optional note. A wall with openings lets sight through only
    where the line crosses it inside an opening (:mod:`core.openings`)."""
    na, nb = zone_map.name(frm), zone_map.name(border.other(frm))
    if border.is_link:  # stairs, a ladder, a rope: people pass, sight doesn't (no edge shared)
        return (
            True,
            translate("core", "The {link} between {na} and {nb} lets no sight through.").format(
                link=border.describe(), na=na, nb=nb
            ),
            border.key,
        )
    if border.has_openings:
        hits = zone_map.openings_at(border, point) if point is not None else []
        way = sight_opening(border.openings, hits)
        if way is None:
            return _wall(border, na, nb)
        if way.kind == "window":
            return (
                False,
                translate("core", "Seen through the window between {na} and {nb}.").format(
                    na=na, nb=nb
                ),
                None,
            )
        if way.passes_sight:
            return (False, "", None)
        return _door_verdict(border, way, door_keys, open_doors_pass_sight, na, nb)
    if border.kind == "open" or (border.is_passage and border.broken):
        return (False, "", None)
    if border.kind == "wall":
        return _wall(border, na, nb)
    return _door_verdict(border, border, door_keys, open_doors_pass_sight, na, nb)


def _wall(border: Border, na: str, nb: str) -> Verdict:
    return (
        True,
        translate("core", "Wall between {na} and {nb}.").format(na=na, nb=nb),
        border.key,
    )


def _door_verdict(
    border: Border,
    door: Border | Opening,
    door_keys: set[tuple[str, ...]],
    open_doors_pass_sight: bool,
    na: str,
    nb: str,
) -> Verdict:
    """Sight through a door or hatch (the border's own, or an opening in its wall)."""
    if door.state != "open":  # a closed or locked door or hatch in a blocked border
        return (
            True,
            translate("core", "{border} between {na} and {nb}.").format(
                border=_capital(door.describe()), na=na, nb=nb
            ),
            border.key,
        )
    if open_doors_pass_sight:
        return (
            False,
            translate("core", "Seen through the open {kind} between {na} and {nb}.").format(
                kind=door.kind_word(), na=na, nb=nb
            ),
            None,
        )
    if border.key in door_keys:
        return (
            False,
            translate("core", "Seen from the doorway: open {kind} between {na} and {nb}.").format(
                kind=door.kind_word(), na=na, nb=nb
            ),
            None,
        )
    return (
        True,
        translate(
            "core",
            "Open {kind} between {na} and {nb}: only someone standing in the "
            "doorway sees through it.",
        ).format(kind=door.kind_word(), na=na, nb=nb),
        border.key,
    )


def _corner_verdict(
    zone_map: ZoneMap,
    za: str,
    zb: str,
    point: Point2,
    door_keys: set[tuple[str, ...]],
    open_doors_pass_sight: bool,
) -> Verdict:
    """The line goes from ``za`` to ``zb``, which share no border.

    Where it slips through a corner that other zones meet at, it passes if one way round the
    corner (through a zone touching that point) is clear; otherwise it is blocked.
    """
    na, nb = zone_map.name(za), zone_map.name(zb)
    pt = Point(point)
    first_block: Verdict | None = None
    shared = set(zone_map.neighbours(za)) & set(zone_map.neighbours(zb))
    for zc in sorted(shared):
        if zone_map.zone(zc).shape.distance(pt) > 1e-3:
            continue
        legs = [
            _border_verdict(
                zone_map, zone_map.border(za, zc), door_keys, open_doors_pass_sight, za, point
            ),
            _border_verdict(
                zone_map, zone_map.border(zc, zb), door_keys, open_doors_pass_sight, zc, point
            ),
        ]
        blocked = [leg for leg in legs if leg[0]]
        if not blocked:
            notes = "; ".join(leg[1] for leg in legs if leg[1])
            return (False, notes, None)
        if first_block is None:
            nc = zone_map.name(zc)
            first_block = (
                True,
                translate(
                    "core",
                    "The sight line passes the corner where {na}, {nc} and {nb} meet, "
                    "and is blocked there: {blocked}",
                ).format(na=na, nc=nc, nb=nb, blocked=blocked[0][1]),
                blocked[0][2],
            )
    if first_block is not None:
        return first_block
    return (
        True,
        translate(
            "core",
            "{na} and {nb} touch but have no border between them; the sight line "
            "is blocked (draw a border to say what is there).",
        ).format(na=na, nb=nb),
        border_key(za, zb),
    )


def line_of_sight(
    zone_map: ZoneMap,
    p: Point2,
    q: Point2,
    *,
    doorways: Iterable[tuple[str, str]] = (),
    open_doors_pass_sight: bool = False,
    start_zone: str | None = None,
    end_zone: str | None = None,
) -> SightResult:
    """Decide sight between positions ``p`` and ``q``.

    ``doorways`` are the borders (zone pairs, any order) that either end stands in.
    ``start_zone`` / ``end_zone`` are the zones the two ends belong to, when known: someone
    standing exactly on a border line still looks out of their own zone, across that border.

    Decided by walking zone edges (:mod:`core.sight_walk`), which gives the answers of
    :func:`traced_line_of_sight` (the reference, kept for the tests and the benchmark).
    """
    from core.sight_walk import line_of_sight as walked

    if zone_map.theatre:  # theatre of the mind: sight follows the borders alone
        from core import theatre

        return theatre.line_of_sight(
            zone_map,
            start_zone or _zone_at(zone_map, p),
            end_zone or _zone_at(zone_map, q),
            p=p,
            q=q,
            doorways=doorways,
            open_doors_pass_sight=open_doors_pass_sight,
        )
    return walked(
        zone_map,
        p,
        q,
        doorways=doorways,
        open_doors_pass_sight=open_doors_pass_sight,
        start_zone=start_zone,
        end_zone=end_zone,
    )


def traced_line_of_sight(
    zone_map: ZoneMap,
    p: Point2,
    q: Point2,
    *,
    doorways: Iterable[tuple[str, str]] = (),
    open_doors_pass_sight: bool = False,
    start_zone: str | None = None,
    end_zone: str | None = None,
) -> SightResult:
    """:func:`line_of_sight` by tracing the segment through the zone polygons it meets
    (shapely intersections): the reference answer."""
    tr = trace(zone_map, p, q)
    if start_zone is not None and end_zone is not None and tr.length < EPS:
        tr = replace(tr, runs=((start_zone, 0.0, 0.0),) if start_zone == end_zone else tr.runs)
    if start_zone is not None and (not tr.runs or tr.runs[0][0] != start_zone):
        tr = replace(tr, runs=((start_zone, 0.0, 0.0), *tr.runs))
    if end_zone is not None and tr.runs[-1][0] != end_zone:
        tr = replace(tr, runs=(*tr.runs, (end_zone, tr.length, tr.length)))
    zones = tuple(r[0] for r in tr.runs)
    if not tr.runs:
        return SightResult(
            False,
            translate("core", "Neither position lies inside a zone of the map."),
            start=p,
            end=q,
        )
    if tr.gap is not None:
        where = _point_at(p, q, (tr.gap[0] + tr.gap[1]) / 2, tr.length)
        before = [r[0] for r in tr.runs if r[2] <= tr.gap[0] + 1e-4]
        after = [r[0] for r in tr.runs if r[1] >= tr.gap[1] - 1e-4]
        a = zone_map.name(before[-1]) if before else translate("core", "the start")
        b = zone_map.name(after[0]) if after else translate("core", "the end")
        return SightResult(
            False,
            translate(
                "core",
                "The sight line leaves the mapped area between {a} and {b} (near "
                "{x:.1f}, {y:.1f}).",
            ).format(a=a, b=b, x=where[0], y=where[1]),
            zones,
            start=p,
            end=q,
        )
    door_keys = {tuple(sorted(d)) for d in doorways}
    crossings: list[Crossing] = []
    notes: list[str] = []
    for (za, _a0, a1), (zb, b0, _b1) in zip(tr.runs, tr.runs[1:], strict=False):
        if za == zb:
            continue
        point = _point_at(p, q, (a1 + b0) / 2, tr.length)
        border = zone_map.border(za, zb) if zone_map.has_border(za, zb) else None
        crossings.append(Crossing(za, zb, point, border))
        if border is None:
            verdict = _corner_verdict(zone_map, za, zb, point, door_keys, open_doors_pass_sight)
        else:
            verdict = _border_verdict(zone_map, border, door_keys, open_doors_pass_sight, za, point)
        blocked, text, key = verdict
        if blocked:
            return SightResult(
                False, text, zones, tuple(crossings), blocking_border=key, start=p, end=q
            )
        if text:
            notes.append(text)
    names = " → ".join(zone_map.name(z) for z in zones)
    reason = (
        translate("core", "Clear line of sight ({names}).").format(names=names)
        if len(zones) > 1
        else (
            translate("core", "Clear line of sight within {zone}.").format(
                zone=zone_map.name(zones[0])
            )
        )
    )
    return SightResult(True, reason, zones, tuple(crossings), notes=tuple(notes), start=p, end=q)


def _zone_at(zone_map: ZoneMap, point: Point2) -> str:
    zone = zone_map.zone_at(point)
    if zone is None:
        raise MapError(translate("core", "That point is in no zone."))
    return zone


def line_of_fire(
    zone_map: ZoneMap,
    sight: SightResult,
    *,
    shooter_zone: str,
    target_zone: str,
    bystanders: Sequence[tuple[str, str, Point2]] = (),
) -> SightResult:
    """Add the zone rules for shots to a clear ``sight`` result.

    ``bystanders`` are (name, zone, position) of everyone except shooter and target.
    """
    if not sight.clear:
        return sight
    assert sight.start is not None and sight.end is not None
    p, q = sight.start, sight.end
    notes = list(sight.notes)
    for zid in sight.zones:
        if zid in (shooter_zone, target_zone):
            continue
        if zone_map.zone(zid).is_dark:
            return SightResult(
                False,
                translate(
                    "core",
                    "A ranged attack can't pass through the dark zone {zone} (poorly lit).",
                ).format(zone=zone_map.name(zid)),
                sight.zones,
                sight.crossings,
                blocking_zone=zid,
                start=p,
                end=q,
            )
    for zid in {shooter_zone, target_zone}:
        if zone_map.zone(zid).is_dark:
            notes.append(
                translate(
                    "core",
                    "{zone} is dark (poorly lit): the ruleset's modifier for shooting in "
                    "dim light applies.",
                ).format(zone=zone_map.name(zid))
            )
    cramped = {z for z in sight.zones if zone_map.zone(z).is_cramped}
    if cramped and bystanders:
        line = LineString([p, q])
        length = line.length
        for name, zid, pos in bystanders:
            if zid not in cramped:
                continue
            pt = Point(pos)
            t = line.project(pt)
            if EPS < t < length - EPS and line.distance(pt) <= CRAMPED_REACH:
                return SightResult(
                    False,
                    translate(
                        "core",
                        "{zone} is cramped: no shooting past {name}, who stands in the line "
                        "of fire.",
                    ).format(zone=zone_map.name(zid), name=name),
                    sight.zones,
                    sight.crossings,
                    blocking_zone=zid,
                    blocking_combatant=name,
                    start=p,
                    end=q,
                )
    reason = sight.reason.replace(
        translate("core", "Clear line of sight"), translate("core", "Clear line of fire")
    )
    return SightResult(
        True, reason, sight.zones, sight.crossings, notes=tuple(notes), start=p, end=q
    )


def _capital(text: str) -> str:
    """``text`` with its first letter upper-case ("Closed door")."""
    return text[:1].upper() + text[1:]
