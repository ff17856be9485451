"""Openings in walls: doors, hatches, windows and plain doorways where they stand (issue 13).

Seed 000 (YZE) "BORDAS & LINHA DE VISÃO" and "PORTAS & ESCOTILHAS". A wall border can hold
openings, each at a place along the edge the two zones share:

- ``at``: where the opening's centre stands, as a fraction 0..1 of the shared edge measured from
  its *first end* — the end with the smaller x (then the smaller y). A fraction, not metres, so an
  opening stays on its wall when a zone is reshaped.
- ``width``: the opening's width in metres (clipped to the edge). ``None`` means the whole edge:
  that is what a border of kind ``door`` or ``hatch`` is (the old form, kept as it was).
- a door or hatch has a ``state`` (open, closed, locked), a ``structure`` (damage it takes before
  it gives way), ``armour``, ``damage`` taken and ``broken`` — as door borders have.

What passes: a window passes sight, not movement; a doorway passes both; a door or hatch passes
both when open or broken (movement through a closed one costs opening it; a locked one must be
broken down first).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from core.i18n import translate
from core.resources import load_table

OPENING_KINDS: tuple[str, ...] = ("door", "hatch", "window", "doorway")
DOOR_KINDS = frozenset({"door", "hatch"})
OPENING_STATES: tuple[str, ...] = ("open", "closed", "locked")
DEFAULT_OPENING_WIDTH = 1.0
"""Metres: a new opening's width (Zonekeeper's own default: a common door is about a metre)."""

DEFAULT_DOOR_STRUCTURE: int = next(
    int(r["wooden_door_damage_capacity"])
    for r in load_table("yze", "movement")["rows"]
    if r["id"] == "wooden_door_strength"
)
"""Seed 000 "PORTAS & ESCOTILHAS": a typical wooden door takes 5 damage before it gives way
(``movement.json`` row ``wooden_door_strength``)."""


class OpeningError(ValueError):
    """An opening that can't be made (unknown kind, bad place or width …)."""


@dataclass(frozen=True)
class Opening:
    """A door, hatch, window or doorway in a wall (see the module's docstring)."""

    kind: str
    at: float = 0.5
    width: float | None = DEFAULT_OPENING_WIDTH
    state: str = "open"
    structure: int = DEFAULT_DOOR_STRUCTURE
    armour: str | None = None
    damage: int = 0
    broken: bool = False

    @property
    def is_door(self) -> bool:
        """A door or hatch (it opens, closes, locks and breaks)."""
        return self.kind in DOOR_KINDS

    @property
    def is_open(self) -> bool:
        """Nothing shut in it: a doorway, a window's frame, an open or broken door."""
        return not self.is_door or self.state == "open" or self.broken

    @property
    def passes_sight(self) -> bool:
        """Sight passes it without help: a window, a doorway, a broken door or hatch (an open
        door passes sight as the open-doors setting and the doorway rule say)."""
        return self.kind in ("window", "doorway") or (self.is_door and self.broken)

    @property
    def passes_movement(self) -> bool:
        """People can pass it (through a closed door after opening it): not a window."""
        return self.kind != "window"

    def kind_word(self) -> str:
        return _KIND_WORDS[self.kind]()

    def describe(self) -> str:
        """Words for the opening in the UI language: "open door", "window", "broken hatch" …"""
        if not self.is_door:
            return self.kind_word()
        if self.broken:
            return BROKEN_WORDS[self.kind]()
        return DOOR_WORDS[(self.state, self.kind)]()

    def span(self, length: float) -> tuple[float, float]:
        """The stretch (from, to) in metres along an edge of ``length`` that it fills."""
        if self.width is None:
            return (0.0, length)
        centre = self.at * length
        return (max(0.0, centre - self.width / 2), min(length, centre + self.width / 2))

    def covers(self, distance: float, length: float, slack: float = 1e-6) -> bool:
        """True if the point ``distance`` metres along the edge lies in the opening."""
        lo, hi = self.span(length)
        return lo - slack <= distance <= hi + slack


_KIND_WORDS: dict[str, Callable[[], str]] = {
    "door": lambda: translate("core", "door"),
    "hatch": lambda: translate("core", "hatch"),
    "window": lambda: translate("core", "window"),
    "doorway": lambda: translate("core", "doorway"),
}
BROKEN_WORDS: dict[str, Callable[[], str]] = {
    "door": lambda: translate("core", "broken door"),
    "hatch": lambda: translate("core", "broken hatch"),
}
DOOR_WORDS: dict[tuple[str, str], Callable[[], str]] = {
    ("open", "door"): lambda: translate("core", "open door"),
    ("closed", "door"): lambda: translate("core", "closed door"),
    ("locked", "door"): lambda: translate("core", "locked door"),
    ("open", "hatch"): lambda: translate("core", "open hatch"),
    ("closed", "hatch"): lambda: translate("core", "closed hatch"),
    ("locked", "hatch"): lambda: translate("core", "locked hatch"),
}


def make_opening(
    kind: str,
    at: float = 0.5,
    width: float | None = DEFAULT_OPENING_WIDTH,
    state: str | None = None,
    structure: int | None = None,
    armour: str | None = None,
    damage: int = 0,
    broken: bool = False,
) -> Opening:
    """A checked :class:`Opening` (:class:`OpeningError` with the reason otherwise). A door or
    hatch is closed unless said otherwise; windows and doorways have no state."""
    if kind not in OPENING_KINDS:
        raise OpeningError(
            translate("core", "Unknown opening {kind!r}; choose from {kinds}.").format(
                kind=kind, kinds=", ".join(OPENING_KINDS)
            )
        )
    at = _number(at)
    if not 0.0 <= at <= 1.0:
        raise OpeningError(
            translate(
                "core", "An opening stands at a fraction 0..1 of its wall (found {at})."
            ).format(at=at)
        )
    if width is not None:
        width = _number(width)
        if width <= 0:
            raise OpeningError(translate("core", "An opening is wider than 0 m."))
    state = _state(kind, state, broken)
    structure = DEFAULT_DOOR_STRUCTURE if structure is None else int(structure)
    if structure < 1:
        raise OpeningError(
            translate(
                "core", "A door's structure (damage it takes before giving way) is at least 1."
            )
        )
    if int(damage) < 0:
        raise OpeningError(translate("core", "Damage taken is 0 or more."))
    return Opening(kind, at, width, state, structure, armour, int(damage), bool(broken))


def _number(value: object) -> float:
    try:
        out = float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        out = math.nan
    if not math.isfinite(out) or isinstance(value, bool):
        raise OpeningError(
            translate("core", "An opening's place and width are numbers (found {value!r}).").format(
                value=value
            )
        )
    return out


def _state(kind: str, state: str | None, broken: bool) -> str:
    if kind not in DOOR_KINDS:
        if state not in (None, "open"):
            raise OpeningError(
                translate("core", "Only doors and hatches have a state; a {kind} has none.").format(
                    kind=_KIND_WORDS[kind]()
                )
            )
        return "open"
    state = state or "closed"
    if state not in OPENING_STATES:
        raise OpeningError(
            translate("core", "Unknown {kind} state {state!r}; choose from {door_states}.").format(
                kind=kind, state=state, door_states=", ".join(OPENING_STATES)
            )
        )
    return "open" if broken else state


def best_way(openings: tuple[Opening, ...]) -> Opening | None:
    """The opening a move goes through: an open one first, then a closed door (opened on the
    way), then a locked one (which refuses the move); None when only windows (or nothing) are
    there."""
    ways = [o for o in openings if o.passes_movement]
    if not ways:
        return None
    return min(ways, key=lambda o: 0 if o.is_open else (1 if o.state == "closed" else 2))


def sight_opening(openings: tuple[Opening, ...], hits: list[int]) -> Opening | None:
    """Of the openings ``hits`` (numbers) a sight line crosses, the one that lets most through:
    a window, doorway or broken door, then an open door, then a shut one."""
    if not hits:
        return None
    return min(
        (openings[i] for i in hits),
        key=lambda o: 0 if o.passes_sight else (1 if o.is_open else 2),
    )
