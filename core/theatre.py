"""Theatre of the mind: an encounter whose zones have no drawn geometry.

Seed 000 (YZE), "JOGANDO SEM MAPAS": a GM may play a conflict without a map, "in the theatre of the
mind". Zonekeeper keeps the zones and borders of such a fight exactly as on a map — the networkx
graph is the map — and only the drawing differs:

- the map carries ``theatre = True`` (saved as ``"theatre": true`` in the file's ``map``);
- each zone is a *card*: a square of :data:`CARD` metres around its place in the layout. The cards
  never touch, so nothing on the map is decided by their shapes; their centres are the layout, and
  since they are the zones' polygons the layout is saved with the file and every move of a card is
  an ordinary undoable zone edit;
- borders are drawn by the GM between any two zones (no shared edge needed);
- range bands and movement already follow the borders crossed (the graph), and zone features
  (dark, cluttered, cramped) sit on the zones as on a map;
- line of sight follows the borders alone (:func:`line_of_sight`): it goes along a shortest path of
  borders and passes where the map's own rule lets it pass a border (open: yes; a wall or a closed
  door: no; an open door only from its doorway unless the setting says open doors pass sight).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from itertools import pairwise
from typing import TYPE_CHECKING, Any

import networkx as nx
import numpy as np
from shapely.geometry import Polygon

from core import sight as reference
from core.commands import Call, Command
from core.i18n import translate
from core.openings import sight_opening
from core.sight import Crossing, SightResult
from core.zonemap import Border, MapError, Point2, ZoneMap

if TYPE_CHECKING:
    from core.encounter import Encounter

CARD = 6.0
"""Side of a zone's card, in metres (room for a few tokens)."""
SPACING = 14.0
"""Distance between neighbouring cards' centres in a layout, in metres (cards never touch)."""
LAYOUTS = ("spring", "circular", "shell", "kamada_kawai")
"""The layouts a GM can ask for (networkx's). ``kamada_kawai`` needs scipy; without it the shell
layout is used."""


# -- the flag -------------------------------------------------------------------------------------
def is_theatre(zone_map: ZoneMap) -> bool:
    """Is this map played in the theatre of the mind (zones without drawn geometry)?"""
    return bool(getattr(zone_map, "theatre", False))


def cmd_set_theatre(zone_map: ZoneMap, on: bool) -> Command:
    old = is_theatre(zone_map)

    def setter(value: bool) -> Any:
        def run() -> None:
            zone_map.theatre = value
            zone_map._invalidate(geometry=False, topology=True, all_borders=True)
            zone_map.events.emit("map_reset")

        return run

    text = (
        translate("core", "Play in the theatre of the mind")
        if on
        else translate("core", "Play on a drawn map")
    )
    return Call(text, setter(on), setter(old))


def set_theatre(zone_map: ZoneMap, on: bool = True) -> None:
    """Turn theatre of the mind on or off (one undo step). Zones keep their polygons either way."""
    if is_theatre(zone_map) == bool(on):
        return
    zone_map._execute(cmd_set_theatre(zone_map, bool(on)))


# -- cards ----------------------------------------------------------------------------------------
def card(centre: Point2, size: float = CARD) -> list[Point2]:
    """The square card of a zone centred on ``centre``."""
    x, y, h = float(centre[0]), float(centre[1]), size / 2
    return [(x - h, y - h), (x + h, y - h), (x + h, y + h), (x - h, y + h)]


def centre_of(zone_map: ZoneMap, zone_id: str) -> Point2:
    """The centre of a zone's card (its place in the layout)."""
    xs = [p[0] for p in zone_map.zone(zone_id).polygon]
    ys = [p[1] for p in zone_map.zone(zone_id).polygon]
    return ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)


def free_place(zone_map: ZoneMap) -> Point2:
    """A place for a new card: the next spot on a grid of :data:`SPACING`, row by row, whose
    card (with a margin) overlaps no zone — a card or a drawn zone."""
    shapes = [z.shape for z in zone_map.zones()]
    columns = 5
    k = 0
    while True:
        spot = (SPACING * (k % columns), SPACING * (k // columns))
        room = Polygon(card(spot, CARD * 1.5))  # a margin: cards never touch
        if not any(room.intersects(s) for s in shapes):
            return spot
        k += 1


def add_zone(
    zone_map: ZoneMap,
    zone_id: str,
    name: str,
    features: Iterable[str] = (),
    notes: str = "",
    at: Point2 | None = None,
) -> None:
    """Add a zone without drawing it: a card at ``at`` or the next free place (one undo step)."""
    spot = free_place(zone_map) if at is None else at
    zone_map.add_zone(zone_id, name=name, polygon=card(spot), features=features, notes=notes)


def link(zone_map: ZoneMap, a: str, b: str, kind: str = "open", state: str | None = None) -> None:
    """Draw a border between two zones of a theatre map: no shared edge needed (one undo step)."""
    if not is_theatre(zone_map):
        raise MapError(
            translate("core", "Only a theatre-of-the-mind map links zones that don't touch.")
        )
    zone_map.add_border(a, b, kind, state)


# -- layout ---------------------------------------------------------------------------------------
def positions(zone_map: ZoneMap, method: str = "spring", seed: int = 7) -> dict[str, Point2]:
    """Card centres laid out by networkx's ``method`` (see :data:`LAYOUTS`), in metres, the
    closest two cards :data:`SPACING` apart, the top-left card at the origin."""
    if method not in LAYOUTS:
        raise MapError(
            translate("core", "Unknown layout {method!r}; choose from {layouts}.").format(
                method=method, layouts=", ".join(LAYOUTS)
            )
        )
    graph = nx.Graph()
    graph.add_nodes_from(zone_map.zone_ids())
    graph.add_edges_from(b.key for b in zone_map.borders())
    raw = _raw_layout(graph, method, seed)
    return _scaled(raw)


def _raw_layout(graph: nx.Graph, method: str, seed: int) -> dict[str, Any]:
    n = graph.number_of_nodes()
    if n == 0:
        return {}
    if n == 1:
        return {next(iter(graph.nodes)): np.zeros(2)}
    if method == "kamada_kawai":
        try:
            return nx.kamada_kawai_layout(graph)
        except ImportError:  # scipy missing
            method = "shell"
    if method == "spring":
        try:
            return nx.spring_layout(graph, seed=seed)
        except ImportError:  # a large graph wants scipy
            method = "shell"
    if method == "shell":
        return nx.shell_layout(graph)
    return nx.circular_layout(graph)


def _scaled(raw: dict[str, Any]) -> dict[str, Point2]:
    if not raw:
        return {}
    ids = sorted(raw)
    pts = np.array([raw[i] for i in ids], dtype=float).reshape(-1, 2)
    if len(ids) > 1:
        gaps = np.linalg.norm(pts[:, None, :] - pts[None, :, :], axis=2)
        gaps[gaps == 0] = np.inf
        closest = float(gaps.min())
        pts = pts * (SPACING / closest if math.isfinite(closest) and closest > 0 else 1.0)
    pts = pts - pts.min(axis=0)
    return {i: (round(float(x), 2), round(float(y), 2)) for i, (x, y) in zip(ids, pts, strict=True)}


def lay_out(enc: Encounter, method: str = "spring") -> None:
    """Rearrange every card by a networkx layout (one undo step); tokens move with their card."""
    place_cards(enc, positions(enc.map, method), translate("core", "Lay out the zones"))


def move_card(enc: Encounter, zone_id: str, centre: Point2) -> None:
    """Move one zone's card to ``centre`` (one undo step); its tokens move with it."""
    enc.map.zone(zone_id)
    place_cards(
        enc,
        {zone_id: centre},
        translate("core", "Move {zone}").format(zone=enc.map.name(zone_id)),
    )


def place_cards(enc: Encounter, centres: dict[str, Point2], text: str) -> None:
    """Put each zone's card at its centre and its people with it, as one undo step."""
    m = enc.map
    with enc.transaction(text):
        for zid, centre in centres.items():
            old = centre_of(m, zid)
            dx, dy = centre[0] - old[0], centre[1] - old[1]
            if dx == 0 and dy == 0:
                continue
            size = _card_size(m, zid)
            enc.execute(m.cmd_update_zone(zid, polygon=card(centre, size)))
            for c in enc.combatants_in(zid):
                enc.place(c.name, zid, (c.position[0] + dx, c.position[1] + dy))


def _card_size(zone_map: ZoneMap, zone_id: str) -> float:
    xs = [p[0] for p in zone_map.zone(zone_id).polygon]
    return max(xs) - min(xs) or CARD


# -- sight ----------------------------------------------------------------------------------------
def line_of_sight(
    zone_map: ZoneMap,
    start_zone: str,
    end_zone: str,
    *,
    p: Point2 | None = None,
    q: Point2 | None = None,
    doorways: Iterable[tuple[str, str]] = (),
    open_doors_pass_sight: bool = False,
) -> SightResult:
    """Sight between two zones following the borders alone.

    Same zone: clear. Otherwise the line goes along the shortest paths of borders (the ones the
    range band counts); it is clear if one of them passes every border by the map's own rule
    (seed 000 "BORDAS & LINHA DE VISÃO"), else the first path's first blocking border answers.
    """
    p = centre_of(zone_map, start_zone) if p is None else p
    q = centre_of(zone_map, end_zone) if q is None else q
    if start_zone == end_zone:
        return SightResult(
            True, _clear_reason(zone_map, [start_zone]), (start_zone,), start=p, end=q
        )
    door_keys = {tuple(sorted(d)) for d in doorways}
    try:
        paths = list(nx.all_shortest_paths(zone_map.graph, start_zone, end_zone))
    except nx.NetworkXNoPath:
        return SightResult(
            False,
            translate("core", "No border links {a} and {b}.").format(
                a=zone_map.name(start_zone), b=zone_map.name(end_zone)
            ),
            (start_zone, end_zone),
            start=p,
            end=q,
        )
    first: SightResult | None = None
    for path in paths[:64]:
        result = _along(zone_map, path, door_keys, open_doors_pass_sight, p, q)
        if result.clear:
            return result
        first = first or result
    assert first is not None
    return first


def _along(
    zone_map: ZoneMap,
    path: Sequence[str],
    door_keys: set[tuple[str, ...]],
    open_doors_pass_sight: bool,
    p: Point2,
    q: Point2,
) -> SightResult:
    crossings: list[Crossing] = []
    notes: list[str] = []
    for frm, to in pairwise(path):
        border = zone_map.border(frm, to)
        blocked, note, key = _verdict(zone_map, border, door_keys, open_doors_pass_sight, frm)
        mid = _midpoint(zone_map, frm, to)
        crossings.append(Crossing(frm, to, mid, border))
        if blocked:
            return SightResult(
                False, note, tuple(path), tuple(crossings), blocking_border=key, start=p, end=q
            )
        if note:
            notes.append(note)
    return SightResult(
        True,
        _clear_reason(zone_map, path),
        tuple(path),
        tuple(crossings),
        notes=tuple(notes),
        start=p,
        end=q,
    )


def _verdict(
    zone_map: ZoneMap,
    border: Border,
    door_keys: set[tuple[str, ...]],
    open_doors_pass_sight: bool,
    frm: str,
) -> reference.Verdict:
    """The map's border rule, with no place on the border: a wall with openings is looked
    through its most open opening (a doorway, a window, an open door)."""
    if border.has_openings:
        way = sight_opening(border.openings, list(range(len(border.openings))))
        if way is not None and (way.kind == "window" or way.passes_sight):
            return (False, "", None)
        if way is not None:
            na, nb = zone_map.name(frm), zone_map.name(border.other(frm))
            return reference._door_verdict(border, way, door_keys, open_doors_pass_sight, na, nb)
    return reference._border_verdict(zone_map, border, door_keys, open_doors_pass_sight, frm)


def _midpoint(zone_map: ZoneMap, a: str, b: str) -> Point2:
    pa, pb = centre_of(zone_map, a), centre_of(zone_map, b)
    return ((pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2)


def _clear_reason(zone_map: ZoneMap, zones: Sequence[str]) -> str:
    names = ", ".join(zone_map.name(z) for z in zones)
    return translate("core", "Clear line through {zones}.").format(zones=names)


# -- many lines at once (the players' screen, fog) ------------------------------------------------
@dataclass
class TheatreTable:
    """What :func:`core.sight_walk.sight_table` answers, for a theatre map: ``clear`` per line,
    :meth:`result`, :meth:`reason`, :meth:`blocking_border`."""

    results: list[SightResult]
    clear: np.ndarray = field(init=False)

    def __post_init__(self) -> None:
        self.clear = np.array([r.clear for r in self.results], dtype=bool)

    def __len__(self) -> int:
        return len(self.results)

    def result(self, i: int) -> SightResult:
        return self.results[i]

    def reason(self, i: int) -> str:
        return self.results[i].reason

    def blocking_border(self, i: int) -> tuple[str, str] | None:
        return self.results[i].blocking_border


def sight_table(
    zone_map: ZoneMap,
    p: Sequence[Point2],
    q: Sequence[Point2],
    start: Sequence[str],
    end: Sequence[str],
    doorways: Sequence[Sequence[tuple[str, str]]],
    *,
    open_doors_pass_sight: bool = False,
) -> TheatreTable:
    """Sight for many lines on a theatre map (zone to zone; answers cached per zone pair)."""
    cache: dict[tuple[str, str, tuple[tuple[str, str], ...]], SightResult] = {}
    out: list[SightResult] = []
    for i in range(len(start)):
        for z in (start[i], end[i]):
            zone_map.zone(z)
        key = (start[i], end[i], tuple(tuple(d) for d in doorways[i]))
        if key not in cache:
            cache[key] = line_of_sight(
                zone_map,
                start[i],
                end[i],
                doorways=doorways[i],
                open_doors_pass_sight=open_doors_pass_sight,
            )
        r = cache[key]
        out.append(replace(r, start=tuple(p[i]), end=tuple(q[i])))
    return TheatreTable(out)


def visible_zones(enc: Encounter, name: str) -> set[str]:
    """The zones ``name`` sees on a theatre map, by :func:`line_of_sight`."""
    me = enc.combatant(name)
    doorways = [me.doorway] if me.doorway else []
    return {
        z
        for z in enc.map.zone_ids()
        if line_of_sight(
            enc.map,
            me.zone,
            z,
            doorways=doorways,
            open_doors_pass_sight=bool(enc.settings["open_doors_pass_sight"]),
        ).clear
    }
