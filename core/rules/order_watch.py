"""Which core changes may change a turn order that is worked out from the state, the round,
the settings and each combatant's side, stance and stats (BRP's DEX ranks, WWII's 3d6, d20
initiative, the 2d6 pulp seating) — never from where anyone stands.

A move replaces the mover (``combatant_changed``) with a new zone and position; so does a stat
edit, which may change a DEX rank or an initiative bonus. :class:`OrderWatch` remembers what
the order read of each combatant when it was last worked out and tells the two apart.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from core.encounter import Combatant, Encounter

ORDER_UNTOUCHED = frozenset(
    {"actions_changed", "engagement_changed", "log_changed", "players_changed"}
)
"""Core events no order of these rulesets reads: spent actions, engagements, the log and the
players' screen (conditions, damage and turns are state: they come with ``state_changed``)."""

_Read = tuple[str, str, Mapping[str, Any]]


def _read(c: Combatant) -> _Read:
    """What an order may read of a combatant: side, stance and stats (not zone or position)."""
    return (c.side, c.stance, c.stats)


class OrderWatch:
    """What each combatant's side, stance and stats were when the order was last worked out."""

    def __init__(self) -> None:
        self._seen: dict[str, _Read] = {}

    def saw(self, combatants: Iterable[Combatant]) -> None:
        """The order has just been worked out from these combatants."""
        self._seen = {c.name: _read(c) for c in combatants}

    def touched_by(self, enc: Encounter, event_type: str, data: Mapping[str, Any]) -> bool:
        """May this change make the order differ from the one last worked out? ``True`` unless
        it is of a kind the order never reads, or the combatant it replaced (a move, its
        undo) still has the side, stance and stats the order read."""
        if event_type == "combatant_changed":
            return self._replaced_differs(enc, data)
        return event_type not in ORDER_UNTOUCHED

    def _replaced_differs(self, enc: Encounter, data: Mapping[str, Any]) -> bool:
        name = data.get("name")
        if not isinstance(name, str) or data.get("old_name", name) != name or name not in enc:
            return True  # a rename (or a name the order never saw)
        seen = self._seen.get(name)
        if seen is None:
            return True
        side, stance, stats = _read(enc.combatant(name))
        return (side, stance) != seen[:2] or not (stats is seen[2] or stats == seen[2])


class WatchedOrder:
    """A fight runner whose order is worked out as :class:`OrderWatch` says (BRP, WWII, d20,
    the 2d6 pulp): its ``initiative_entries`` calls :meth:`_saw_order` as it works the order
    out, and ``initiative_touched_by`` answers from what it read then."""

    enc: Encounter
    _order_watch: OrderWatch | None = None

    def _watch(self) -> OrderWatch:
        if self._order_watch is None:
            self._order_watch = OrderWatch()
        return self._order_watch

    def _saw_order(self) -> None:
        """The order has just been worked out from the encounter's combatants."""
        self._watch().saw(self.enc)

    def initiative_touched_by(self, event_type: str, data: Mapping[str, Any]) -> bool:
        """The order reads the state, the round, the settings and each combatant's side,
        stance and stats, never where they stand: a move (and its undo), a spent action, an
        engagement or a log line leave it as it was (see :class:`OrderWatch`)."""
        return self._watch().touched_by(self.enc, event_type, data)
