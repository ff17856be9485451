"""Reviewing an imported map's proposal, then making it the encounter's map (issue 13).

The GM edits a :class:`core.uvtt.Proposal` before accepting it: merge two zones, split one
(along a line or in two halves), rename, drop. Every edit returns a new proposal whose borders
are worked out again from the zones (walls and portals decide each border, as at import).
:func:`accept_proposal` turns it into the map in ONE undo step: the old zones go, the image
goes under the map exactly where the file puts it, the zones and borders come in, and each
portal becomes an opening at its own place in its wall (closed portal → a closed door, open
portal → a window).

>>> from pathlib import Path
>>> from core.uvtt import read_uvtt, propose_zones
>>> m = read_uvtt(Path("tests/data/uvtt/two_rooms.dd2vtt").read_bytes())
>>> p = propose_zones(m)
>>> [z.name for z in p.zones]
['Area 1', 'Area 2']
>>> [z.name for z in merge_zones(m, p, "z1", "z2").zones]
['Area 1']
>>> len(split_in_halves(m, p, "z1").zones)
3
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from shapely.geometry import LineString, Polygon
from shapely.ops import split, unary_union

from core.i18n import translate
from core.uvtt import (
    MIN_ZONE_AREA_M2,
    Point2,
    Proposal,
    ProposedBorder,
    ProposedZone,
    UvttMap,
    _outline,
    borders_for,
)

if TYPE_CHECKING:
    from core.encounter import Encounter
    from core.zonemap import ZoneMap


class ReviewError(ValueError):
    """A review edit that can't be done; the message says why."""


def _zone(p: Proposal, zone_id: str) -> ProposedZone:
    for z in p.zones:
        if z.id == zone_id:
            return z
    raise ReviewError(translate("uvtt", "There is no proposed zone {id}.").format(id=zone_id))


def _poly(z: ProposedZone) -> Polygon:
    return Polygon(z.polygon)


def _with_zones(m: UvttMap, zones: list[ProposedZone]) -> Proposal:
    return Proposal(zones, borders_for(m, zones))


def _new_id(p: Proposal, taken: set[str] | None = None) -> str:
    ids = {z.id for z in p.zones} | (taken or set())
    n = len(ids) + 1
    while f"z{n}" in ids:
        n += 1
    return f"z{n}"


def merge_zones(m: UvttMap, p: Proposal, a: str, b: str) -> Proposal:
    """Zones ``a`` and ``b`` as one (named as ``a``); refused unless they share an edge."""
    za, zb = _zone(p, a), _zone(p, b)
    if a == b:
        raise ReviewError(translate("uvtt", "Pick two different zones to merge."))
    joined = unary_union([_poly(za), _poly(zb)]).buffer(0)
    if joined.geom_type != "Polygon":
        raise ReviewError(
            translate("uvtt", "{a} and {b} don't touch: only neighbours merge.").format(
                a=za.name, b=zb.name
            )
        )
    merged = replace(za, polygon=_outline(joined))
    zones = [merged if z.id == a else z for z in p.zones if z.id != b]
    return _with_zones(m, zones)


def split_along(m: UvttMap, p: Proposal, zone_id: str, p0: Point2, p1: Point2) -> Proposal:
    """Zone ``zone_id`` cut in two by the line through ``p0`` and ``p1``."""
    z = _zone(p, zone_id)
    poly = _poly(z)
    if p0 == p1:
        raise ReviewError(translate("uvtt", "A split line needs two different points."))
    # the line through both points, long enough to cross the whole zone
    (x0, y0), (x1, y1) = p0, p1
    reach = 4 * max(poly.bounds[2] - poly.bounds[0], poly.bounds[3] - poly.bounds[1], 1.0)
    d = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
    ux, uy = (x1 - x0) / d, (y1 - y0) / d
    line = LineString([(x0 - ux * reach, y0 - uy * reach), (x1 + ux * reach, y1 + uy * reach)])
    parts = [g for g in split(poly, line).geoms if g.geom_type == "Polygon"]
    parts.sort(key=lambda g: (round(g.centroid.y, 1), round(g.centroid.x, 1)))
    if len(parts) != 2 or min(g.area for g in parts) < MIN_ZONE_AREA_M2:
        raise ReviewError(
            translate("uvtt", "That line doesn't cut {name} in two sensible parts.").format(
                name=z.name
            )
        )
    second = ProposedZone(
        _new_id(p), translate("uvtt", "{name} (2)").format(name=z.name), _outline(parts[1])
    )
    first = replace(z, polygon=_outline(parts[0]))
    zones: list[ProposedZone] = []
    for other in p.zones:
        zones += [first, second] if other.id == zone_id else [other]
    return _with_zones(m, zones)


def split_in_halves(m: UvttMap, p: Proposal, zone_id: str) -> Proposal:
    """Zone ``zone_id`` cut in two across its longer side, through its middle."""
    x0, y0, x1, y1 = _poly(_zone(p, zone_id)).bounds
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    if x1 - x0 >= y1 - y0:
        return split_along(m, p, zone_id, (cx, y0), (cx, y1))
    return split_along(m, p, zone_id, (x0, cy), (x1, cy))


def rename_zone(p: Proposal, zone_id: str, name: str) -> Proposal:
    """Zone ``zone_id`` under a new name (a blank name is refused)."""
    z = _zone(p, zone_id)
    if not name.strip():
        raise ReviewError(translate("uvtt", "A zone needs a name."))
    zones = [replace(z, name=name.strip()) if o.id == zone_id else o for o in p.zones]
    return Proposal(zones, p.borders)


def drop_zone(m: UvttMap, p: Proposal, zone_id: str) -> Proposal:
    """The proposal without zone ``zone_id`` (the last zone can't go)."""
    _zone(p, zone_id)
    if len(p.zones) == 1:
        raise ReviewError(translate("uvtt", "The map needs at least one zone."))
    return _with_zones(m, [z for z in p.zones if z.id != zone_id])


# -- accepting --------------------------------------------------------------------------------
def accept_proposal(enc: Encounter, m: UvttMap, p: Proposal) -> None:
    """Make the proposal the encounter's map: one undo step (refused while anyone is on it)."""
    if enc.combatants():
        raise ReviewError(
            translate(
                "uvtt", "Combatants stand on the map: remove them (or start a new encounter) first."
            )
        )
    zmap = enc.map
    with enc.transaction(translate("uvtt", "Import map ({n} zones)").format(n=len(p.zones))):
        for zone_id in list(zmap.zone_ids()):
            zmap.remove_zone(zone_id)
        if m.image is not None:
            zmap.set_background(m.image, m.image_rect)
        else:
            zmap.set_background(None)
        for z in p.zones:
            zmap.add_zone(z.id, name=z.name, polygon=z.polygon)
        for b in p.borders:
            _add_border(zmap, b)


def _add_border(zmap: ZoneMap, b: ProposedBorder) -> None:
    if not b.openings:
        zmap.add_border(b.a, b.b, "open" if b.kind == "open" else "wall")
        return
    zmap.add_border(b.a, b.b, "wall")
    for portal in b.openings:
        place = zmap.place_on_edge(b.a, b.b, portal.a, portal.b)
        if place is None:
            continue
        at, width = place
        if portal.kind == "door":
            zmap.add_opening(b.a, b.b, "door", at, width, state="closed")
        else:
            zmap.add_opening(b.a, b.b, "window", at, width)
