"""What the players may see: fog per zone, hidden combatants, player-facing names.

The players' screen (a second monitor facing the table) draws the encounter through this filter,
never through the GM's widgets. Everything it shows is decided here, where it can be tested
without a screen:

- **Fog per zone.** A zone is hidden until revealed by hand (:func:`reveal_zones`) or — with
  ``auto_reveal`` on, the default — as soon as a PC stands in it or has line of sight into it,
  judged by the core's own sight rules (:func:`zones_seen_by`). A zone the GM hid by hand
  (:func:`hide_zones`) stays hidden even if a PC looks into it, until revealed again.
- **Hidden combatants** (an ambusher, a lurking monster) are not drawn until revealed; nobody in
  a fogged zone is drawn.
- **Player-facing names:** a per-combatant label ("Cultist", "?") replaces an NPC's name.
- NPC initiative cards stay face down while the ruleset keeps them secret.

The state is part of the encounter (saved in the file, every change one undo step).

>>> from core.encounter import Encounter
>>> enc = Encounter("yze")
>>> enc.map.add_zone("a", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
>>> enc.map.add_zone("b", name="Vault", polygon=[(10, 0), (20, 0), (20, 10), (10, 10)])
>>> enc.map.add_border("a", "b", kind="wall")
>>> enc.add_combatant("Ana", zone="a", side="pc")
>>> sorted(PlayersView(enc).visible_zones())
['a']
>>> reveal_zones(enc, ["b"]); sorted(PlayersView(enc).visible_zones())
['a', 'b']
>>> enc.undo(); sorted(PlayersView(enc).visible_zones())
['a']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

import numpy as np

from core.commands import Call
from core.i18n import translate
from core.sight_walk import (
    SightTable,
    WalkIndex,
    border_numbers,
    inside_many,
    sight_table,
    sight_table_numbered,
    walk_index,
)
from core.zonemap import Point2, fill_anchors, zone_boxes

if TYPE_CHECKING:
    from core.encounter import Encounter
    from core.rules.runner import InitiativeEntry

OPTIONS: dict[str, bool] = {
    "fog": True,
    "auto_reveal": True,
    "show_pc_health": True,
}
"""The players' screen options saved with the encounter: ``fog`` (off: every zone shows),
``auto_reveal`` (PCs reveal what they stand in and see) and ``show_pc_health``."""

MAX_LABEL = 40
SAMPLE_INSET = 0.15
"""How far (as a fraction of the way to the zone's anchor) the sample points a PC looks at sit
inside each corner of a zone: looking at a corner exactly grazes the neighbours."""


@dataclass(frozen=True)
class PlayersState:
    """The players' screen state saved with the encounter."""

    revealed: frozenset[str] = frozenset()
    """Zones the players have seen (by hand or by a PC's eyes): they stay revealed."""
    fogged: frozenset[str] = frozenset()
    """Zones the GM hid by hand: hidden even while a PC looks into them."""
    hidden: frozenset[str] = frozenset()
    """Combatants not drawn on the players' screen."""
    labels: Mapping[str, str] = field(default_factory=dict)
    """Player-facing names: combatant → label ("Cultist", "?")."""
    options: Mapping[str, bool] = field(default_factory=lambda: dict(OPTIONS))

    def option(self, key: str) -> bool:
        return bool(self.options.get(key, OPTIONS[key]))

    def to_dict(self) -> dict[str, Any]:
        return {
            "revealed": sorted(self.revealed),
            "fogged": sorted(self.fogged),
            "hidden": sorted(self.hidden),
            "labels": dict(sorted(self.labels.items())),
            "options": {k: self.option(k) for k in OPTIONS},
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PlayersState:
        """Build from saved data (already schema-checked by the loader)."""
        return cls(
            revealed=frozenset(data.get("revealed", ())),
            fogged=frozenset(data.get("fogged", ())),
            hidden=frozenset(data.get("hidden", ())),
            labels=dict(data.get("labels", {})),
            options={**OPTIONS, **dict(data.get("options", {}))},
        )

    def pruned(self, enc: Encounter) -> PlayersState:
        """This state without zones and combatants the encounter no longer has (removed or
        renamed since): what is saved."""
        zones = set(enc.map.zone_ids())
        names = {c.name for c in enc.combatants()}
        return replace(
            self,
            revealed=self.revealed & zones,
            fogged=self.fogged & zones,
            hidden=self.hidden & names,
            labels={k: v for k, v in self.labels.items() if k in names},
        )

    def is_default(self) -> bool:
        return self == PlayersState()


def check_references(enc: Encounter, state: PlayersState) -> str | None:
    """Why ``state`` doesn't fit ``enc`` (a zone or combatant that doesn't exist), or None."""
    zones = set(enc.map.zone_ids())
    for what, ids in (("revealed", state.revealed), ("fogged", state.fogged)):
        missing = sorted(ids - zones)
        if missing:
            return translate(
                "core", "players.{what} names a zone that doesn't exist: {missing!r}."
            ).format(what=what, missing=missing[0])
    names = {c.name for c in enc.combatants()}
    for what, ids in (("hidden", set(state.hidden)), ("labels", set(state.labels))):
        missing = sorted(ids - names)
        if missing:
            return translate(
                "core", "players.{what} names a combatant who isn't here: {missing!r}."
            ).format(what=what, missing=missing[0])
    unknown = sorted(set(state.options) - set(OPTIONS))
    if unknown:
        return translate("core", "players.options has an unknown option {unknown!r}.").format(
            unknown=unknown[0]
        )
    return None


# -- commands (each one undo step) ----------------------------------------------------------
def _set_state(enc: Encounter, new: PlayersState, text: str) -> None:
    old = enc.players
    if new == old:
        return

    def put(state: PlayersState) -> Any:
        def run() -> None:
            enc.players = state
            enc.events.emit("players_changed")

        return run

    enc.execute(Call(text, put(new), put(old)))


def _zone_ids(enc: Encounter, zone_ids: Iterable[str]) -> frozenset[str]:
    ids = frozenset(zone_ids)
    unknown = sorted(z for z in ids if z not in enc.map)
    if unknown:
        raise ValueError(
            translate("core", "There is no zone {unknown!r} on this map.").format(
                unknown=unknown[0]
            )
        )
    return ids


def _names(enc: Encounter, names: Iterable[str]) -> frozenset[str]:
    ids = frozenset(names)
    unknown = sorted(n for n in ids if n not in enc)
    if unknown:
        raise ValueError(
            translate("core", "There is no combatant named {unknown!r}.").format(unknown=unknown[0])
        )
    return ids


def _zones_text(enc: Encounter, reveal: bool, ids: frozenset[str]) -> str:
    if len(ids) == 1:
        one = (
            translate("core", "Reveal {zone} to the players")
            if reveal
            else translate("core", "Hide {zone} to the players")
        )
        return one.format(zone=enc.map.name(next(iter(ids))))
    many = (
        translate("core", "Reveal {count} zones to the players")
        if reveal
        else translate("core", "Hide {count} zones to the players")
    )
    return many.format(count=len(ids))


def reveal_zones(enc: Encounter, zone_ids: Iterable[str]) -> None:
    """Show these zones on the players' screen (one undo step)."""
    ids = _zone_ids(enc, zone_ids)
    st = enc.players
    new = replace(st, revealed=st.revealed | ids, fogged=st.fogged - ids)
    _set_state(enc, new, _zones_text(enc, True, ids))


def hide_zones(enc: Encounter, zone_ids: Iterable[str]) -> None:
    """Fog these zones on the players' screen, even while a PC looks into them."""
    ids = _zone_ids(enc, zone_ids)
    st = enc.players
    new = replace(st, revealed=st.revealed - ids, fogged=st.fogged | ids)
    _set_state(enc, new, _zones_text(enc, False, ids))


def reveal_all(enc: Encounter) -> None:
    """Lift the fog from the whole map."""
    ids = frozenset(enc.map.zone_ids())
    st = enc.players
    _set_state(
        enc,
        replace(st, revealed=ids, fogged=frozenset()),
        translate("core", "Reveal the whole map"),
    )


def reset_fog(enc: Encounter) -> None:
    """Fog every zone again (PCs' eyes reveal what they see, if automatic reveal is on)."""
    st = enc.players
    _set_state(
        enc,
        replace(st, revealed=frozenset(), fogged=frozenset()),
        translate("core", "Fog the whole map"),
    )


def set_hidden(enc: Encounter, names: Iterable[str], hidden: bool) -> None:
    """Hide combatants from the players' screen, or reveal them (one undo step)."""
    ids = _names(enc, names)
    st = enc.players
    new = replace(st, hidden=(st.hidden | ids) if hidden else (st.hidden - ids))
    who = (
        ", ".join(sorted(ids))
        if len(ids) <= 2
        else translate("core", "{count} combatants").format(count=len(ids))
    )
    text = (
        translate("core", "Hide {who} from the players")
        if hidden
        else translate("core", "Show {who} to the players")
    )
    _set_state(enc, new, text.format(who=who))


def set_label(enc: Encounter, name: str, label: str | None) -> None:
    """Give ``name`` a player-facing label ("Cultist", "?"); empty or None shows the real name."""
    _names(enc, [name])
    text = (label or "").strip()
    if len(text) > MAX_LABEL:
        raise ValueError(
            translate("core", "A label for the players is at most {max_label} characters.").format(
                max_label=MAX_LABEL
            )
        )
    labels = dict(enc.players.labels)
    if text and text != name:
        labels[name] = text
    else:
        labels.pop(name, None)
    new = replace(enc.players, labels=labels)
    shown = translate("core", "Show {name} to the players as {label!r}")
    _set_state(enc, new, shown.format(name=name, label=text or name))


def set_option(enc: Encounter, key: str, value: bool) -> None:
    """Switch a players' screen option (``fog``, ``auto_reveal``, ``show_pc_health``)."""
    if key not in OPTIONS:
        raise ValueError(
            translate("core", "Unknown players' screen option {key!r}: {options}.").format(
                key=key, options=", ".join(OPTIONS)
            )
        )
    options = {**enc.players.options, key: bool(value)}
    words = {
        "fog": translate("core", "Fog of war"),
        "auto_reveal": translate("core", "Automatic reveal"),
        "show_pc_health": translate("core", "PC health"),
    }
    text = (
        translate("core", "{option} on the players' screen on")
        if value
        else translate("core", "{option} on the players' screen off")
    ).format(option=words[key])
    _set_state(enc, replace(enc.players, options=options), text)


# -- what a PC sees ------------------------------------------------------------------------
def _sample_points(enc: Encounter, zone_id: str) -> list[Point2]:
    zone = enc.map.zone(zone_id)
    points, _ = _inset_samples([zone.anchor()], [zone.polygon])
    return [(x, y) for x, y in points.tolist()]


def _inset_samples(
    anchors: Sequence[Point2], polygons: Sequence[Sequence[Point2]]
) -> tuple[np.ndarray, np.ndarray]:
    """The sample points of zones, flat: each zone's anchor, then each of its corners moved
    :data:`SAMPLE_INSET` of the way towards it; and where each zone's run starts (zone ``k``'s
    are ``points[first[k]:first[k + 1]]``)."""
    counts = np.array([len(p) for p in polygons], dtype=np.int64)
    at = np.array(anchors, dtype=float).reshape(-1, 2)
    corners = np.array([pt for p in polygons for pt in p], dtype=float).reshape(-1, 2)
    first = np.r_[0, np.cumsum(counts + 1)]
    points = np.empty((int(first[-1]), 2))
    is_anchor = np.zeros(len(points), dtype=bool)
    is_anchor[first[:-1]] = True
    points[is_anchor] = at
    points[~is_anchor] = corners + (np.repeat(at, counts, axis=0) - corners) * SAMPLE_INSET
    return points, first


def _sight_neighbours(enc: Encounter, zone_id: str, door: tuple[str, ...] | None) -> list[str]:
    """Zones across a border of ``zone_id`` that can pass sight (open, broken, or an open door
    while open doors pass sight or the looker stands in it); kept while the map's version and
    the setting stand."""
    pass_open = bool(enc.settings["open_doors_pass_sight"])
    memo: tuple[int, bool, dict[Any, list[str]]] | None = enc.map.__dict__.get("_players_near")
    if memo is None or memo[0] != enc.map.version or memo[1] != pass_open:
        memo = enc.map.__dict__["_players_near"] = (enc.map.version, pass_open, {})
    found = memo[2].get((zone_id, door))
    if found is None:
        found = memo[2][zone_id, door] = _passing(enc, zone_id, door, pass_open)
    return found


def _passing(
    enc: Encounter, zone_id: str, door: tuple[str, ...] | None, pass_open: bool
) -> list[str]:
    """:func:`_sight_neighbours` worked out."""
    out = []
    for other, b in enc.map.borders_around(zone_id):
        always = b.kind == "open" or (b.is_passage and b.broken)
        if b.has_openings:  # sight passes where an opening stands: the sight lines decide
            always = any(o.is_open for o in b.openings)
        if always or (b.is_open_passage and (pass_open or b.key == door)):
            out.append(other)
    return out


def _samples(enc: Encounter, zone_id: str) -> list[Point2]:
    """A zone's sample points, worked out again only when its outline changes."""
    memo: dict[str, tuple[Any, list[Point2]]] = enc.map.__dict__.setdefault("_players_samples", {})
    outline = enc.map.zone(zone_id).polygon
    hit = memo.get(zone_id)
    if hit is None or hit[0] != outline:
        hit = memo[zone_id] = (outline, _sample_points(enc, zone_id))
    return hit[1]


@dataclass(frozen=True)
class _Samples:
    """Every zone's sample points (:func:`_sample_points`), flat in the walk index's order:
    zone ``k``'s are ``points[first[k]:first[k + 1]]``, its anchor first; ``inside``: whether
    each lies inside its zone, as the walk asks of a line's end (:func:`inside_many`)."""

    points: np.ndarray
    first: np.ndarray
    inside: np.ndarray


def _all_samples(enc: Encounter, index: WalkIndex) -> _Samples:
    """The sample points of every zone, worked out with numpy once per map geometry (they hang
    on the walk index, which the map drops whenever a zone changes)."""
    found: _Samples | None = getattr(index, "players_samples", None)
    if found is None:
        zones = [enc.map.zone(z) for z in index.ids]
        fill_anchors(zones)
        points, first = _inset_samples([z.anchor() for z in zones], [z.polygon for z in zones])
        zone = np.repeat(np.arange(len(zones)), np.diff(first))
        found = _Samples(points, first, inside_many(index, zone, points))
        index.players_samples = found  # type: ignore[attr-defined]
    return found


def _seen_among(enc: Encounter, asks: dict[str, list[str]]) -> dict[str, set[str]]:
    """For each looker, which of their asked zones they have line of sight into: one batch over
    every looker's lines to the zones' sample points."""
    if enc.map.theatre:  # theatre of the mind: no walk index, sight follows the borders
        return _seen_among_named(enc, asks)
    return _seen_among_walked(enc, asks)


def _seen_among_named(enc: Encounter, asks: dict[str, list[str]]) -> dict[str, set[str]]:
    """:func:`_seen_among` a line at a time in names (any map)."""
    p: list[Point2] = []
    q: list[Point2] = []
    start: list[str] = []
    end: list[str] = []
    doors: list[list[tuple[str, str]]] = []
    who: list[str] = []
    for name, zones in asks.items():
        c = enc.combatant(name)
        doorway = [c.doorway] if c.doorway is not None else []
        for zone_id in zones:
            points = _samples(enc, zone_id)
            n = len(points)
            p += [c.position] * n
            q += points
            start += [c.zone] * n
            end += [zone_id] * n
            doors += [doorway] * n
            who += [name] * n
    found: dict[str, set[str]] = {name: set() for name in asks}
    if not p:
        return found
    table = sight_table(
        enc.map,
        p,
        q,
        start,
        end,
        doors,
        open_doors_pass_sight=bool(enc.settings["open_doors_pass_sight"]),
    )
    for i in np.flatnonzero(table.clear).tolist():
        found[who[i]].add(end[i])
    return found


def _seen_among_walked(enc: Encounter, asks: dict[str, list[str]]) -> dict[str, set[str]]:
    """:func:`_seen_among` on a drawn map, the lines made with numpy from zone numbers (a row
    per looker and asked zone, not per line)."""
    found: dict[str, set[str]] = {name: set() for name in asks}
    index = walk_index(enc.map)
    names = list(asks)
    zone = np.array([index.pos[z] for name in names for z in asks[name]], dtype=np.int64)
    if not len(zone):
        return found
    looker = np.repeat(np.arange(len(names)), [len(asks[name]) for name in names])
    samples = _all_samples(enc, index)
    table = _sight_from(enc, index, names, looker, zone, samples)
    ask = np.repeat(np.arange(len(zone)), samples.first[zone + 1] - samples.first[zone])
    seen = np.bincount(ask, weights=table.clear, minlength=len(zone)) > 0
    for k in np.flatnonzero(seen).tolist():
        found[names[looker[k]]].add(index.ids[zone[k]])
    return found


def _sight_from(
    enc: Encounter,
    index: WalkIndex,
    names: list[str],
    looker: np.ndarray,
    zone: np.ndarray,
    samples: _Samples,
) -> SightTable:
    """The batch of lines from each looker (``names[looker[k]]``) to every sample point of the
    zone ``zone[k]`` they ask about."""
    people = [enc.combatant(name) for name in names]
    numbers = border_numbers(enc.map)
    where = np.array([c.position for c in people], dtype=float).reshape(-1, 2)
    home = np.array([index.pos[c.zone] for c in people], dtype=np.int64)
    door = np.full((len(people), 2), -1, dtype=np.int64)
    door[:, 0] = [numbers.get(tuple(sorted(c.doorway)), -1) if c.doorway else -1 for c in people]
    count = samples.first[zone + 1] - samples.first[zone]
    total = int(count.sum())
    row = np.repeat(samples.first[zone] - (np.cumsum(count) - count), count) + np.arange(total)
    who = np.repeat(looker, count)
    return sight_table_numbered(
        enc.map,
        index,
        where[who],
        samples.points[row],
        home[who],
        np.repeat(zone, count),
        door[who],
        open_doors_pass_sight=bool(enc.settings["open_doors_pass_sight"]),
        end_inside=samples.inside[row],
    )


def zones_seen(enc: Encounter, names: list[str]) -> dict[str, frozenset[str]]:
    """The zones each of ``names`` stands in or has line of sight into (sight to any of a few
    points inside the zone: its anchor and just inside each corner), under the core's sight
    rules.

    The search spreads out from the zone each looker stands in: each round asks, in one batch
    for everyone, about the zones across sight-passing borders of the zones just found seen — a
    zone is only seen through a border of a zone the line crosses, and the line reaches it
    through zones it sees into."""
    return {name: seen for name, (seen, _) in _search(enc, names).items()}


def _search(enc: Encounter, names: list[str]) -> dict[str, tuple[frozenset[str], frozenset[str]]]:
    """:func:`zones_seen`'s search: for each looker, the zones seen and the zones asked about
    (every line ended in one of those)."""
    seen: dict[str, set[str]] = {}
    asked: dict[str, set[str]] = {}
    frontier: dict[str, list[str]] = {}
    doors: dict[str, tuple[str, ...] | None] = {}
    for name in names:
        c = enc.combatant(name)
        seen[name], asked[name], frontier[name] = {c.zone}, {c.zone}, [c.zone]
        doors[name] = tuple(sorted(c.doorway)) if c.doorway else None
    while frontier:
        asks: dict[str, list[str]] = {}
        for name, zones in frontier.items():
            near = {z for f in zones for z in _sight_neighbours(enc, f, doors[name])}
            ask = sorted(near - asked[name])
            if ask:
                asked[name].update(ask)
                asks[name] = ask
        found = _seen_among(enc, asks)
        frontier = {}
        for name, zones in found.items():
            seen[name] |= zones
            if zones:
                frontier[name] = sorted(zones)
    return {name: (frozenset(seen[name]), frozenset(asked[name])) for name in seen}


@dataclass(frozen=True)
class _Sight:
    """What one PC sees (:func:`zones_seen`), and where that answer came from: ``asked``, the
    zones its lines ended in (those it sees among them: every border a search round looked
    across is one of theirs); ``reach``, the box round its position and those zones, which
    holds every line it drew — None on a map without a walk index (theatre of the mind), where
    any border's change may touch it."""

    zones: frozenset[str]
    asked: frozenset[str]
    reach: tuple[float, float, float, float] | None

    def touched_by(self, a: str, b: str, box: tuple[float, float, float, float] | None) -> bool:
        """Could a change to the border between ``a`` and ``b`` (``box``: the box their zones
        share, None where they share none) change this answer? Not where no search round
        looked across it (neither zone was asked about) and no line crossed it (its box lies
        outside the reach)."""
        if self.reach is None or a in self.asked or b in self.asked:
            return True
        return box is not None and _boxes_meet(box, self.reach)


def _boxes_meet(p: tuple[float, ...], q: tuple[float, ...], eps: float = 1e-6) -> bool:
    return p[0] <= q[2] + eps and q[0] <= p[2] + eps and p[1] <= q[3] + eps and q[1] <= p[3] + eps


def _sights(enc: Encounter, names: list[str]) -> dict[str, _Sight]:
    """:func:`zones_seen` for ``names``, each answer with where it came from (:class:`_Sight`)."""
    found = _search(enc, names)
    if enc.map.theatre:
        return {name: _Sight(seen, asked, None) for name, (seen, asked) in found.items()}
    index = walk_index(enc.map)
    boxes = zone_boxes(enc.map)  # in the walk index's order
    out = {}
    for name, (seen, asked) in found.items():
        x, y = enc.combatant(name).position
        rows = boxes[[index.pos[z] for z in asked]]
        reach = (
            min(x, float(rows[:, 0].min())),
            min(y, float(rows[:, 1].min())),
            max(x, float(rows[:, 2].max())),
            max(y, float(rows[:, 3].max())),
        )
        out[name] = _Sight(seen, asked, reach)
    return out


def zones_seen_by(enc: Encounter, name: str) -> frozenset[str]:
    """The zones ``name`` stands in or has line of sight into (see :func:`zones_seen`)."""
    return zones_seen(enc, [name])[name]


# -- the filter the players' screen draws through -------------------------------------------
@dataclass(frozen=True)
class PlayerToken:
    """A combatant as the players see it."""

    name: str
    label: str
    side: str
    zone: str
    position: Point2
    statuses: tuple[str, ...] = ()
    health: str = ""


@dataclass(frozen=True)
class PlayerCard:
    """One place in the turn order as the players see it."""

    key: str
    label: str
    names: tuple[str, ...]
    current: bool
    acted: bool
    face_down: bool


class PlayersView:
    """Answers "what may the players see?" for one encounter, from the core's state only."""

    def __init__(self, enc: Encounter) -> None:
        self.enc = enc
        self._per_pc: dict[tuple[Any, ...], _Sight] = {}
        self._seen_at: tuple[Any, int] | None = None
        """(the map, its version) when :attr:`_per_pc` was last brought up to date."""

    @property
    def state(self) -> PlayersState:
        return self.enc.players

    def _pcs(self) -> list[Any]:
        return [c for c in self.enc.combatants() if c.side == "pc"]

    def seen_by_pcs(self) -> frozenset[str]:
        """Zones any PC stands in or sees now. Each PC's answer is kept until they move, the
        map's geometry or the open-doors setting changes, or a border changes that its answer
        may depend on (:meth:`_Sight.touched_by`): a door opening far from a PC leaves its
        answer be."""
        enc = self.enc
        self._forget_touched()
        common = (enc.map.geometry_version, bool(enc.settings["open_doors_pass_sight"]))
        keys = {c.name: (*common, c.name, c.zone, c.position, c.doorway) for c in self._pcs()}
        stale = [name for name, key in keys.items() if key not in self._per_pc]
        fresh = _sights(enc, stale) if stale else {}
        cache = {
            key: fresh[name] if name in fresh else self._per_pc[key] for name, key in keys.items()
        }
        self._per_pc = cache
        return frozenset().union(*(sight.zones for sight in cache.values()))

    def _forget_touched(self) -> None:
        """Drop the answers that a border changed since the last call may have changed."""
        zone_map = self.enc.map
        last, self._seen_at = self._seen_at, (zone_map, zone_map.version)
        if last is None or last[0] is not zone_map:
            self._per_pc = {}
            return
        changed = zone_map.borders_changed_since(last[1])
        if changed is None:  # a zone changed: no answer's key matches any more
            self._per_pc = {}
        elif changed and self._per_pc:
            keys = sorted(changed)
            boxes = list(zip(keys, self._border_boxes(keys), strict=True))
            self._per_pc = {
                key: sight
                for key, sight in self._per_pc.items()
                if not any(sight.touched_by(a, b, box) for (a, b), box in boxes)
            }

    def _border_boxes(
        self, keys: Iterable[tuple[str, str]]
    ) -> list[tuple[float, float, float, float] | None]:
        """The box both zones of each border share (where a common edge would lie); None where
        they share none, or on a map without a walk index."""
        zone_map = self.enc.map
        if zone_map.theatre:
            return [None for _ in keys]
        index = walk_index(zone_map)
        boxes = zone_boxes(zone_map)  # in the walk index's order
        out: list[tuple[float, float, float, float] | None] = []
        for a, b in keys:
            if a not in index.pos or b not in index.pos:
                out.append(None)
                continue
            p, q = boxes[index.pos[a]].tolist(), boxes[index.pos[b]].tolist()
            box = (max(p[0], q[0]), max(p[1], q[1]), min(p[2], q[2]), min(p[3], q[3]))
            out.append(box if _boxes_meet(box, box) else None)
        return out

    def visible_zones(self) -> frozenset[str]:
        """The zones drawn on the players' screen."""
        st = self.state
        all_zones = frozenset(self.enc.map.zone_ids())
        if not st.option("fog"):
            return all_zones
        shown = set(st.revealed)
        if st.option("auto_reveal"):
            shown |= self.seen_by_pcs()
        return frozenset(shown & all_zones) - st.fogged

    def label(self, name: str) -> str:
        return self.state.labels.get(name, name)

    def is_drawn(self, name: str, zones: frozenset[str] | None = None) -> bool:
        """Is combatant ``name`` on the players' screen? Not hidden, in a visible zone."""
        if name in self.state.hidden or name not in self.enc:
            return False
        zones = self.visible_zones() if zones is None else zones
        return self.enc.combatant(name).zone in zones

    def tokens(self) -> list[PlayerToken]:
        zones = self.visible_zones()
        out = []
        for c in self.enc.combatants():
            if not self.is_drawn(c.name, zones):
                continue
            health = self._health(c.name) if c.side == "pc" else ""
            statuses = self._statuses(c.name)
            out.append(
                PlayerToken(
                    c.name, self.label(c.name), c.side, c.zone, c.position, statuses, health
                )
            )
        return out

    def _statuses(self, name: str) -> tuple[str, ...]:
        try:
            status = self.enc.combat.status(name)
        except Exception:  # a ruleset without a status view shows none
            return ()
        words = getattr(status, "labels", None) or getattr(status, "conditions", None) or ()
        return tuple(str(w) for w in words)

    def _health(self, name: str) -> str:
        if not self.state.option("show_pc_health"):
            return ""
        try:
            views = self.enc.combat.track_views(name)
        except Exception:
            return ""
        parts = [f"{v.label} {v.value}/{v.maximum}" for v in views[:2] if _has_max(v)]
        return ", ".join(parts)

    def initiative(self) -> list[PlayerCard]:
        """The turn order with hidden combatants left out, labels applied, NPC cards face down
        while the ruleset keeps them secret."""
        zones = self.visible_zones()
        try:
            entries: list[InitiativeEntry] = list(self.enc.combat.initiative_entries())
        except Exception:
            return []
        out = []
        for e in entries:
            names = tuple(n for n in e.names if self.is_drawn(n, zones))
            if not names:
                continue
            npcs = all(self.enc.combatant(n).side == "npc" for n in names)
            face_down = bool(e.hidden) and npcs
            label = "?" if face_down or e.hidden else e.label
            out.append(
                PlayerCard(
                    e.key, label, tuple(self.label(n) for n in names), e.current, e.acted, face_down
                )
            )
        return out

    def sight_pair_visible(self, a: str, b: str) -> bool:
        """May the players see a range/sight line between ``a`` and ``b``? Both must be drawn."""
        zones = self.visible_zones()
        return self.is_drawn(a, zones) and self.is_drawn(b, zones)


def _has_max(view: Any) -> bool:
    return getattr(view, "maximum", None) is not None and hasattr(view, "value")


def players_view(enc: Encounter) -> PlayersView:
    """The encounter's one :class:`PlayersView`: its cache of what PCs see serves the
    automatic reveal and every players' screen, so a move's sight is worked out once.

    >>> from core.encounter import Encounter
    >>> enc = Encounter("yze")
    >>> players_view(enc) is players_view(enc)
    True
    """
    view = getattr(enc, "_players_view", None)
    if view is None:
        view = enc._players_view = PlayersView(enc)
    return view


# -- automatic reveal, in the same undo step as the change that caused it ------------------
def _with_what_pcs_see(enc: Encounter) -> PlayersState | None:
    """``enc.players`` with the zones PCs see now added to the revealed ones, or None when the
    automatic reveal is off or they reveal nothing new."""
    st = enc.players
    if not st.option("fog") or not st.option("auto_reveal"):
        return None
    new = players_view(enc).seen_by_pcs() - st.revealed - st.fogged
    return replace(st, revealed=st.revealed | new) if new else None


def auto_reveal_follower(enc: Encounter) -> None:
    """Run at the end of every change: remember the zones PCs now see as revealed.

    Joins the change's own undo step, so undoing a move also takes back what it revealed.
    """
    state = _with_what_pcs_see(enc)
    if state is not None:
        _set_state(enc, state, "")


def follow(enc: Encounter) -> None:
    """Start the automatic reveal for ``enc`` (a window showing it calls this once).

    What the PCs see now counts as seen at once — not an undo step: it is where the fight stands
    when it is opened, so a PC stepping away later doesn't fog the room the table was looking
    at — and every later change reveals what they then see, in that change's own undo step.
    """
    if auto_reveal_follower not in enc.followers:
        enc.followers.append(auto_reveal_follower)
    state = _with_what_pcs_see(enc)
    if state is not None:
        enc.players = state
