"""Doors and hatches as the rulesets' door actions see them (issue 13).

Seed 000 (YZE) "PORTAS & ESCOTILHAS", seed 003 (d20) opening a door. A door is either a whole
border of kind ``door``/``hatch`` or a door or hatch *opening* in a wall (:mod:`core.openings`):
both are :attr:`core.zonemap.Border.ways`. A :class:`DoorWay` names one of them, so an action's
preview (which doors lead out of a zone, in which state) and its command (open it, break it) read
and change the same door the same way: :func:`set_door` goes through ``update_border`` for a door
border and ``update_opening`` for a door opening — one undo step either way.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from core.i18n import translate
from core.openings import Opening
from core.zonemap import Border, MapError, ZoneMap


@dataclass(frozen=True)
class DoorWay:
    """One door or hatch between zones ``a`` and ``b``: the whole border's (``index`` None) or
    opening number ``index`` of the wall; ``door`` is its :class:`Opening` as it stands."""

    a: str
    b: str
    index: int | None
    door: Opening

    @property
    def key(self) -> str:
        """The tool's choice key: ``a|b`` for a door border, ``a|b|index`` for a door opening."""
        return f"{self.a}|{self.b}" if self.index is None else f"{self.a}|{self.b}|{self.index}"

    @property
    def state(self) -> str:
        """One of open, closed, locked or broken."""
        return "broken" if self.door.broken else self.door.state

    @property
    def can_open(self) -> bool:
        """Closed, not locked, not broken: the open-a-door action can open it."""
        return self.door.state == "closed" and not self.door.broken

    def other(self, zone_id: str) -> str:
        return self.b if zone_id == self.a else self.a


def door_ways(border: Border) -> list[DoorWay]:
    """The doors and hatches of ``border``: the border itself if it is one, else the door and
    hatch openings of its wall (windows and plain doorways are no doors)."""
    if border.is_passage:
        return [DoorWay(border.a, border.b, None, border.ways[0])]
    if not border.has_openings:
        return []
    return [DoorWay(border.a, border.b, i, o) for i, o in enumerate(border.openings) if o.is_door]


def doors_of(zmap: ZoneMap, zone_id: str) -> list[DoorWay]:
    """Every door and hatch in the borders of ``zone_id``."""
    return [way for border in zmap.borders_of(zone_id) for way in door_ways(border)]


def all_doors(zmap: ZoneMap) -> Iterator[DoorWay]:
    """Every door and hatch on the map."""
    for border in zmap.borders():
        yield from door_ways(border)


def zones_behind(ways: list[DoorWay], zone_id: str) -> list[str]:
    """The zones ``ways`` lead to from ``zone_id``, each once, in order."""
    out: list[str] = []
    for way in ways:
        if way.other(zone_id) not in out:
            out.append(way.other(zone_id))
    return out


def door_at(zmap: ZoneMap, key: str) -> DoorWay:
    """The door a :attr:`DoorWay.key` names (:class:`MapError` with the reason otherwise)."""
    a, b, *rest = [*str(key).split("|"), ""][:3]
    index = int(rest[0]) if rest and rest[0].isdigit() else None
    if not a or not b or not zmap.has_border(a, b):
        raise MapError(translate("core", "Choose a door or hatch."))
    for way in door_ways(zmap.border(a, b)):
        if way.index == index:
            return way
    raise MapError(
        translate("core", "The {border_label} has no door or hatch there.").format(
            border_label=zmap.border_label(zmap.border(a, b))
        )
    )


def door_label(zmap: ZoneMap, way: DoorWay) -> str:
    """Words for the door: the border's label for a door border, "closed door in the wall
    between …" for a door opening."""
    border = zmap.border(way.a, way.b)
    if way.index is None:
        return zmap.border_label(border)
    return translate("core", "{door} in the {border_label}").format(
        door=way.door.describe(), border_label=zmap.border_label(border)
    )


def set_door(zmap: ZoneMap, way: DoorWay, **changes: Any) -> None:
    """Change the door's ``state``, ``damage`` or ``broken``: one undo step."""
    if way.index is None:
        zmap.update_border(way.a, way.b, **changes)
    else:
        zmap.update_opening(way.a, way.b, way.index, **changes)


def open_towards(zmap: ZoneMap, zone_id: str, target: str) -> DoorWay:
    """Open the first closed, unlocked door from ``zone_id`` to ``target`` (one undo step);
    :class:`MapError` when there is none."""
    for way in doors_of(zmap, zone_id):
        if way.other(zone_id) == target and way.can_open:
            set_door(zmap, way, state="open")
            return way
    raise MapError(
        translate("core", "No closed, unlocked door or hatch leads to {target}.").format(
            target=zmap.name(target) if target in zmap else repr(target)
        )
    )


def lets_through(border: Border) -> bool:
    """A blast or a shout passes the border: an open border, or one with an open way people
    pass (an open or broken door or hatch, a doorway; a window's frame does not count)."""
    return border.kind == "open" or any(o.is_open and o.passes_movement for o in border.ways)
