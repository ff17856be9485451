"""Openings dragged on the map (issue 13): in edit mode, press on a door, hatch, window or
doorway in a wall and drag it along its edge; press near one of its ends and drag to resize it.

The opening follows the pointer's foot on the shared edge (snapped to 0.1 m steps unless Alt
is held), clamped so it stays whole inside the edge; the map shows it as it goes (a preview of
the border item only) and the release is ONE undo step (``ZoneMap.update_opening``: ``at`` and
``width`` together). A refusal puts it back (the message says why).

Drivable from a test without a mouse: :func:`grab` at a point (metres), then
:meth:`OpeningDrag.drag_to` and :meth:`OpeningDrag.finish`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from core.openings import Opening
from core.zonemap import Point2
from gui.map.units import SCALE

if TYPE_CHECKING:
    from gui.map.border_item import BorderItem
    from gui.map.scene import MapScene

END_PIXELS = 7.0
"""Screen pixels from an opening's end that grab the end (resize) rather than the middle."""
STEP = 0.1
"""Metres: where a dragged opening's ends snap along the edge (none while Alt is held)."""
MIN_WIDTH = 0.3
"""Metres: the narrowest an opening is dragged to (a window slit)."""


@dataclass
class OpeningDrag:
    """One drag of opening ``index`` of ``item``'s wall: ``mode`` is move, lo or hi (an end)."""

    scene: MapScene
    item: BorderItem
    index: int
    mode: str
    length: float
    start: float
    lo: float
    hi: float
    slop: float = 0.0
    """Metres the pointer may wander before the opening moves (a click or double-click on an
    opening changes nothing)."""

    @property
    def opening(self) -> Opening:
        return self.item.border.openings[self.index]

    def span_for(self, s: float, free: bool = False) -> tuple[float, float]:
        """The opening's (from, to) in metres along the edge with the pointer at ``s``."""
        length, lo, hi = self.length, self.lo, self.hi
        if abs(s - self.start) <= self.slop:
            return lo, hi
        if self.mode == "move":
            shift = _step(s - self.start, free)
            shift = min(max(shift, -lo), length - hi)  # whole inside the edge
            return lo + shift, hi + shift
        s = min(max(_step(s, free), 0.0), length)
        if self.mode == "lo":
            return min(s, hi - MIN_WIDTH), hi
        return lo, max(s, lo + MIN_WIDTH)

    def fields(self, span: tuple[float, float]) -> dict[str, float]:
        """``at`` and ``width`` of the opening filling ``span``."""
        lo, hi = span
        return {"at": (lo + hi) / 2 / self.length, "width": round(hi - lo, 6)}

    def drag_to(self, point: Point2) -> dict[str, float]:
        """Show the opening where the pointer at ``point`` (metres) puts it; its fields."""
        s = _along(self.scene, self.item, point)
        fields = self.fields(
            self.span_for(
                s if s is not None else self.start, getattr(self.scene, "snap_free", False)
            )
        )
        border = self.item.border
        openings = list(border.openings)
        openings[self.index] = replace(self.opening, **fields)
        self.item.show_preview(replace(border, openings=tuple(openings)))
        return fields

    def finish(self, point: Point2 | None = None) -> bool:
        """Drop the opening (at ``point``, or where it was last shown): one undo step."""
        shown = self.item.border.openings[self.index]
        if point is not None:
            self.drag_to(point)
            shown = self.item.border.openings[self.index]
        self.cancel()
        enc = self.scene.enc
        a, b = self.item.key
        if enc is None or (shown.at, shown.width) == (self.opening.at, self.opening.width):
            return False
        fields = {"at": shown.at, "width": shown.width}
        return self.scene._run(lambda: enc.map.update_opening(a, b, self.index, **fields))

    def cancel(self) -> None:
        """Put the border back as the map has it."""
        self.item.show_preview(None)


def _step(value: float, free: bool) -> float:
    return value if free else round(value / STEP) * STEP


def _along(scene: MapScene, item: BorderItem, point: Point2) -> float | None:
    enc = scene.enc
    if enc is None:
        return None
    where = enc.map.along_edge(item.key[0], item.key[1], point)
    return None if where is None else where[0]


def grab(scene: MapScene, item: BorderItem, point: Point2) -> OpeningDrag | None:
    """Start dragging the opening of ``item``'s wall at ``point`` (metres): its end when
    within :data:`END_PIXELS` of one, else its middle. None where no opening stands."""
    enc = scene.enc
    if enc is None or not item.border.has_openings or not scene.edit_mode:
        return None
    where = enc.map.along_edge(item.key[0], item.key[1], point)
    if where is None:
        return None
    s, length = where
    reach = END_PIXELS / max(scene.zoom() * SCALE, 1e-6)
    best: OpeningDrag | None = None
    for i, o in enumerate(item.border.openings):
        lo, hi = o.span(length)
        mode = "lo" if abs(s - lo) <= reach else "hi" if abs(s - hi) <= reach else "move"
        if mode == "move" and not lo <= s <= hi:
            continue
        drag = OpeningDrag(scene, item, i, mode, length, s, lo, hi, reach / 2)
        if best is None or (best.mode == "move" and mode != "move"):
            best = drag
    return best


__all__ = ["END_PIXELS", "MIN_WIDTH", "STEP", "OpeningDrag", "grab"]
