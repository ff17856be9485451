"""Nested zones on the map, overlaps never silent, and labels that keep clear of tokens.

:class:`Nesting` keeps each zone item told which zones lie inside it (their outlines are cut out
of its fill and hit shape, so a click or a drop inside a cellar reaches the cellar) and where its
tokens stand (its label moves to a free spot of the zone on a drop, never during a drag). The
scene calls it after every core event and after a rebuild; a rebuild asks the core once for every
zone's nested zones (:func:`core.overlaps.inner_zones`), a single change looks only at the zones
near it.

:func:`fit_outline` is asked before a zone is drawn, reshaped or moved: an outline that partly
overlaps other zones is cut to fit them or cancelled (:func:`gui.dialogs.ask_overlap`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from core.overlaps import AREA_EPS, classify, cut_to_fit, inner_zones, overlap_question
from core.zonemap import MapError, Point2, ZoneMap
from gui import dialogs

if TYPE_CHECKING:
    from core.events import Event
    from gui.map.scene import MapScene

ZONE_EVENTS = ("zone_added", "zone_changed", "zone_removed")
TOKEN_EVENTS = ("combatant_added", "combatant_changed", "combatant_removed")


def _direct(zone_map: ZoneMap, inner: tuple[str, ...]) -> list[str]:
    """The nested zones not inside another of them (a pit in the cellar is the cellar's hole)."""
    shapes = {z: zone_map.zone(z).shape for z in inner}
    return [
        z
        for z in inner
        if not any(
            o != z and shapes[o].area > shapes[z].area + AREA_EPS and shapes[o].covers(shapes[z])
            for o in inner
        )
    ]


def _inside(zone_map: ZoneMap, zone_id: str) -> tuple[str, ...]:
    """The zones nested in ``zone_id``, looked up near it."""
    shape = zone_map.zone(zone_id).shape
    return tuple(
        z
        for z in zone_map.zones_near(shape)
        if z != zone_id
        and zone_map.zone(z).shape.area < shape.area - AREA_EPS
        and shape.contains(zone_map.zone(z).shape)
    )


class Nesting:
    """Tells a scene's zone items their nested zones and their tokens."""

    def __init__(self, scene: MapScene) -> None:
        self.scene = scene
        self.holes: dict[str, tuple[str, ...]] = {}
        """Outer zone → the zones cut out of it."""
        self.token_zone: dict[str, str] = {}
        """Combatant → the zone whose label keeps clear of their token."""

    def rebuild(self) -> None:
        """A whole new map: every zone's nested zones in one query, every zone's tokens."""
        self.holes.clear()
        self.token_zone.clear()
        enc = self.scene.enc
        if enc is None:
            return
        for outer, inner in inner_zones(enc.map).items():
            self._set_holes(outer, inner)
        for c in enc.combatants():
            self.token_zone[c.name] = c.zone
        for zone_id in set(self.token_zone.values()):
            self._place_label(zone_id)

    def on_event(self, event: Event) -> None:
        """After the scene handled a core event: update what it changed."""
        if event.type in ZONE_EVENTS:
            self._zone_changed(event.zone)
        elif event.type in TOKEN_EVENTS:
            self._token_changed(event)

    def _zone_changed(self, zone_id: str) -> None:
        enc = self.scene.enc
        assert enc is not None
        affected = {o for o, inner in self.holes.items() if zone_id in inner or o == zone_id}
        if zone_id in enc.map:
            affected |= {zone_id, *enc.map.zones_near(enc.map.zone(zone_id).shape)}
        for outer in affected:
            if outer in enc.map:
                self._set_holes(outer, _inside(enc.map, outer))
            else:
                self.holes.pop(outer, None)
        if zone_id in enc.map:
            self._place_label(zone_id)

    def _set_holes(self, outer: str, inner: tuple[str, ...]) -> None:
        enc = self.scene.enc
        item = self.scene.zone_items.get(outer)
        if enc is None or item is None:
            return
        direct = tuple(_direct(enc.map, inner)) if len(inner) > 1 else inner
        if direct:
            self.holes[outer] = direct
        else:
            self.holes.pop(outer, None)
        item.set_holes([enc.map.zone(z).polygon for z in direct])

    def _token_changed(self, event: Event) -> None:
        enc = self.scene.enc
        assert enc is not None
        name = event.name
        old = event.data.get("old_name", name)
        zones = {self.token_zone.pop(old, None), self.token_zone.pop(name, None)}
        if name in enc:
            now = enc.combatant(name).zone
            self.token_zone[name] = now
            zones.add(now)
        for zone_id in zones:
            if zone_id is not None:
                self._place_label(zone_id)

    def _place_label(self, zone_id: str) -> None:
        enc = self.scene.enc
        item = self.scene.zone_items.get(zone_id)
        if enc is None or item is None or zone_id not in enc.map:
            return
        item.set_avoid([c.position for c in enc.combatants_in(zone_id)])


def fit_outline(
    scene: MapScene, polygon: list[Point2], name: str, zone_id: str | None = None
) -> list[Point2] | None:
    """``polygon`` when it overlaps no zone partly (nested and touching zones are fine); else
    ask to cut it to fit its neighbours. ``None`` when the GM cancels or the cut is refused
    (the reason shown); ``zone_id`` is the zone being reshaped or moved."""
    enc = scene.enc
    assert enc is not None
    overlap = classify(enc.map, polygon, exclude=zone_id)
    if overlap.allowed:
        return polygon
    question = overlap_question(enc.map, name, overlap)
    if not dialogs.ask_overlap(scene.dialog_parent(), question):
        scene.message.emit(
            QCoreApplication.translate(
                "Nesting", "{question} Nothing changed: zones may touch or nest, not overlap."
            ).format(question=question)
        )
        return None
    try:
        return list(cut_to_fit(enc.map, polygon, exclude=zone_id))
    except MapError as exc:
        scene.message.emit(f"{question} {exc}")
        return None
