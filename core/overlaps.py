"""Zones that overlap: how a proposed outline lies among the map's zones, and how to make it fit.

A zone drawn, reshaped or moved onto the map is one of:

- ``clear``: it meets no zone;
- ``touching``: it shares edges or corners with zones but no area (borders come from those);
- ``inside``: it lies wholly within a zone (a cellar in the kitchen, a pit in the yard) — allowed,
  a nested zone is first-class (its area belongs to it, not to the zone around it);
- ``contains``: it wholly holds zones (drawn as the outer zone) — allowed;
- ``partial``: it overlaps zones partly — refused unless cut to fit (:func:`cut_to_fit`: the
  outline minus those neighbours, refused when nothing is left, when the rest falls apart into
  pieces or is too thin to be a zone).

:func:`inner_zones` finds, for every zone, the zones nested in it (the map paints the outer zone
with them cut out), :func:`label_spot` where a zone's name can stand clear of its nested zones and
of tokens, and :func:`overlapping_pairs` the partial overlaps of a map as loaded (a file may hold
them; it is never refused for it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

import shapely
from shapely.geometry import Point, Polygon, box
from shapely.ops import polylabel, unary_union

from core.i18n import translate
from core.zonemap import MapError, Point2, ZoneMap

OverlapKind = Literal["clear", "touching", "inside", "contains", "partial"]

AREA_EPS = 1e-4
"""Square metres of overlap below which two zones only touch (rounding of drawn corners)."""
MIN_CUT_AREA = 0.25
"""The smallest zone a cut may leave (half a metre square)."""
MIN_CUT_WIDTH = 0.2
"""Metres: a cut leaving a strip thinner than this is refused as degenerate."""


@dataclass(frozen=True)
class Overlap:
    """How a proposed outline lies among the zones (ids in map order)."""

    kind: OverlapKind
    touching: tuple[str, ...] = ()
    outer: tuple[str, ...] = ()
    """Zones that wholly hold the outline (innermost first)."""
    inner: tuple[str, ...] = ()
    """Zones the outline wholly holds."""
    partial: tuple[str, ...] = ()

    @property
    def allowed(self) -> bool:
        """True unless the outline partly overlaps a zone."""
        return self.kind != "partial"


def _shape(polygon: Sequence[Sequence[float]]) -> Polygon:
    poly = Polygon([(float(x), float(y)) for x, y in polygon])
    return poly if poly.is_valid else shapely.make_valid(poly)


def _relation(new: Polygon, other: Polygon) -> str:
    """``touching``, ``inside``, ``contains``, ``partial`` or ``apart`` for one zone."""
    if not new.intersects(other):
        return "apart"
    common = new.intersection(other).area
    if common <= AREA_EPS:
        return "touching"
    new_left = new.area - common  # the outline's area outside the other zone
    other_left = other.area - common
    if new_left <= AREA_EPS and other_left <= AREA_EPS:
        return "partial"  # the same outline twice: no zone nests in its twin
    if new_left <= AREA_EPS:
        return "inside"
    if other_left <= AREA_EPS:
        return "contains"
    return "partial"


def classify(
    zone_map: ZoneMap, polygon: Sequence[Sequence[float]], exclude: str | None = None
) -> Overlap:
    """How ``polygon`` (map units) lies among the zones of ``zone_map``; ``exclude`` is the zone
    being reshaped or moved (its own old outline doesn't count)."""
    new = _shape(polygon)
    found: dict[str, list[str]] = {"touching": [], "inside": [], "contains": [], "partial": []}
    for zone_id in zone_map.zones_near(new):
        if zone_id != exclude:
            rel = _relation(new, zone_map.zone(zone_id).shape)
            if rel != "apart":
                found[rel].append(zone_id)
    outer = sorted(found["inside"], key=lambda z: zone_map.zone(z).shape.area)
    kind: OverlapKind = "clear"
    for name in ("partial", "inside", "contains", "touching"):
        if found[name] or (name == "inside" and outer):
            kind = name  # type: ignore[assignment]
            break
    return Overlap(
        kind,
        tuple(found["touching"]),
        tuple(outer),
        tuple(found["contains"]),
        tuple(found["partial"]),
    )


def fits_beside(zone_map: ZoneMap, zone_id: str) -> Callable[[Sequence[Point2]], bool]:
    """Would an outline do as a copy of ``zone_id`` placed near it? Only if it overlaps no zone
    partly, holds none, and lies in the same zones the original lies in (a cellar copied in
    its kitchen stays in the kitchen) — :func:`classify`, the map editor's one overlap rule."""
    outer = classify(zone_map, zone_map.zone(zone_id).polygon, exclude=zone_id).outer

    def fits(polygon: Sequence[Point2]) -> bool:
        found = classify(zone_map, polygon)
        return found.allowed and not found.inner and found.outer == outer

    return fits


def overlap_question(zone_map: ZoneMap, name: str, overlap: Overlap) -> str:
    """ "Cellar overlaps Kitchen and Hall." — the question's first line."""
    names = [zone_map.name(z) for z in overlap.partial]
    listed = (
        names[0]
        if len(names) == 1
        else translate("core", "{first} and {last}").format(
            first=", ".join(names[:-1]), last=names[-1]
        )
    )
    return translate("core", "{name} overlaps {zones}.").format(name=name, zones=listed)


def cut_to_fit(
    zone_map: ZoneMap, polygon: Sequence[Sequence[float]], exclude: str | None = None
) -> tuple[Point2, ...]:
    """``polygon`` minus the zones it partly overlaps (the zones around it or inside it stay).

    Raises :class:`~core.zonemap.MapError` with the reason when the cut leaves nothing, splits
    the outline into pieces or leaves a sliver too small or thin to be a zone."""
    overlap = classify(zone_map, polygon, exclude)
    if not overlap.partial:
        return tuple((float(x), float(y)) for x, y in polygon)
    cutters = unary_union([zone_map.zone(z).shape for z in overlap.partial])
    rest = _shape(polygon).difference(cutters)
    parts = [p for p in getattr(rest, "geoms", [rest]) if p.geom_type == "Polygon"]
    parts = [p for p in parts if p.area > AREA_EPS]
    if not parts:
        raise MapError(translate("core", "Nothing is left of the zone once cut to fit."))
    if len(parts) > 1:
        raise MapError(
            translate("core", "Cut to fit, the zone would fall apart into {n} pieces.").format(
                n=len(parts)
            )
        )
    return _checked_piece(parts[0])


def _checked_piece(piece: Polygon) -> tuple[Point2, ...]:
    """The outline of what a cut left, rounded to a micrometre, or a refusal."""
    too_thin = piece.buffer(-MIN_CUT_WIDTH / 2).is_empty
    if piece.area < MIN_CUT_AREA or too_thin or piece.interiors:
        raise MapError(translate("core", "Cut to fit, the zone would be a sliver; draw it again."))
    clean = shapely.set_precision(piece, 1e-6).simplify(0)
    if clean.is_empty or clean.geom_type != "Polygon":
        raise MapError(translate("core", "Cut to fit, the zone would be a sliver; draw it again."))
    return tuple((float(x), float(y)) for x, y in clean.exterior.coords[:-1])


def inner_zones(zone_map: ZoneMap) -> dict[str, tuple[str, ...]]:
    """Every zone that holds others → the zones nested in it (at any depth): one bulk query of
    the boxes, an exact test only where one box holds the other."""
    ids = zone_map.zone_ids()
    if len(ids) < 2:
        return {}
    shapes = [zone_map.zone(z).shape for z in ids]
    outer_idx, inner_idx = shapely.STRtree(shapes).query(shapes)
    bounds = shapely.bounds(shapes)
    o, i = bounds[outer_idx], bounds[inner_idx]
    held = (i[:, :2] >= o[:, :2]).all(axis=1) & (i[:, 2:] <= o[:, 2:]).all(axis=1)
    found: dict[str, list[str]] = {}
    for a, b in zip(outer_idx[held].tolist(), inner_idx[held].tolist(), strict=True):
        if a != b and shapes[b].area < shapes[a].area - AREA_EPS and shapes[a].contains(shapes[b]):
            found.setdefault(ids[a], []).append(ids[b])
    return {k: tuple(v) for k, v in found.items()}


def overlapping_pairs(zone_map: ZoneMap) -> list[tuple[str, str]]:
    """Pairs of zones that partly overlap (neither holds the other): a loaded map may have them."""
    ids = zone_map.zone_ids()
    shapes = [zone_map.zone(z).shape for z in ids]
    if len(shapes) < 2:
        return []
    a_idx, b_idx = shapely.STRtree(shapes).query(shapes, predicate="overlaps")
    pairs = {
        (ids[a], ids[b])
        for a, b in zip(a_idx.tolist(), b_idx.tolist(), strict=True)
        if a < b and _relation(shapes[a], shapes[b]) == "partial"
    }
    return sorted(pairs)


def label_spot(
    shape: Polygon,
    holes: Sequence[Polygon],
    avoid: Sequence[Point2],
    size: tuple[float, float],
    preferred: Point2,
    clearance: float,
) -> Point2:
    """Where a label box of ``size`` (w, h, map units) goes in ``shape``: its top-left corner.

    ``preferred`` (the usual top-left spot) when the box there lies in the zone, off its nested
    zones (``holes``) and at least ``clearance`` from every point of ``avoid`` (tokens); else the
    box centred on the free area's pole of inaccessibility (``shapely.ops.polylabel``) — the spot
    farthest from the holes, the tokens and the outline — kept within the zone; ``preferred``
    again when the box fits nowhere in the zone beside them (a small zone keeps its label)."""
    w, h = size
    x, y = preferred
    label = box(x, y, x + w, y + h)
    clear = all(label.distance(Point(p)) >= clearance for p in avoid)
    if clear and not any(label.intersects(hole) for hole in holes) and shape.covers(label):
        return preferred
    blocked = [*holes, *(Point(p).buffer(clearance, 8) for p in avoid)]
    free = shape.difference(unary_union(blocked)) if blocked else shape
    parts = [
        p for p in getattr(free, "geoms", [free]) if p.geom_type == "Polygon" and not p.is_empty
    ]  # tokens may cover the whole zone: nothing free is left
    if not parts:
        return preferred
    best = max(parts, key=lambda p: p.area)
    centre = polylabel(best, tolerance=max(0.05, min(w, h) / 4))
    spot = _inside_box(shape, (float(centre.x) - w / 2, float(centre.y) - h / 2), size)
    if shape.covers(box(spot[0], spot[1], spot[0] + w, spot[1] + h)):
        return spot
    return preferred  # a zone too small for its label beside its tokens: the label stays in it


def _inside_box(shape: Polygon, corner: Point2, size: tuple[float, float]) -> Point2:
    """``corner`` moved so a box of ``size`` there stays within ``shape``'s bounding box."""
    minx, miny, maxx, maxy = shape.bounds
    x = min(max(corner[0], minx), max(minx, maxx - size[0]))
    y = min(max(corner[1], miny), max(miny, maxy - size[1]))
    return (x, y)


__all__ = [
    "Overlap",
    "OverlapKind",
    "classify",
    "cut_to_fit",
    "fits_beside",
    "inner_zones",
    "label_spot",
    "overlap_question",
    "overlapping_pairs",
]
