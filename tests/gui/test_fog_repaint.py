"""The GM's fog wash repaints the map's layer only where it changed: a PC's step that fogs or
clears a zone repaints that zone, not the whole fogged map (issue 11: a full-map repaint on the
stress map took longer than a frame)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF

from gui.map import fog_item


def test_a_changed_zone_repaints_only_that_zone(window: Any, monkeypatch: Any) -> None:
    overlay = window.players_controls.fog
    enc = window.enc
    zones = sorted(enc.map.zone_ids())
    seen = {"now": set(zones[1:])}  # every zone but the first one in sight
    monkeypatch.setattr(overlay.view, "visible_zones", lambda: frozenset(seen["now"]))
    overlay.refresh()
    assert overlay.fogged == {zones[0]}
    dirty: list[QRectF] = []
    monkeypatch.setattr(fog_item, "layer_dirty", lambda item, rect=None: dirty.append(rect))
    seen["now"] = set(zones[2:])  # the second zone goes into the fog
    overlay.refresh()
    assert overlay.fogged == {zones[0], zones[1]}
    assert dirty == [fog_item.zone_rect(enc, zones[1])]
    assert overlay.item.path().boundingRect().contains(fog_item.zone_rect(enc, zones[1]))


def test_a_new_map_repaints_the_whole_wash(window: Any, monkeypatch: Any) -> None:
    overlay = window.players_controls.fog
    overlay._drawn = None  # nothing known of what is drawn: where it was and where it is now
    dirty: list[Any] = []
    monkeypatch.setattr(fog_item, "layer_dirty", lambda item, rect=None: dirty.append(rect))
    monkeypatch.setattr(overlay.view, "visible_zones", lambda: frozenset())
    overlay.refresh()
    assert dirty and dirty[-1] is None  # the item's whole rect


def test_a_door_opened_repaints_no_fog(window: Any, monkeypatch: Any) -> None:
    """A move through a closed door opens it (a border change, not a zone's outline): the fog,
    drawn from zone outlines, stays as drawn — no repaint of the whole fogged map."""
    overlay = window.players_controls.fog
    enc = window.enc
    zones = sorted(enc.map.zone_ids())
    monkeypatch.setattr(overlay.view, "visible_zones", lambda: frozenset(zones[1:]))
    overlay.refresh()
    dirty: list[Any] = []
    monkeypatch.setattr(fog_item, "layer_dirty", lambda item, rect=None: dirty.append(rect))
    door = next(b for b in enc.map.borders() if b.kind == "door")
    version = enc.map.version
    enc.map.toggle_door(door.a, door.b)
    assert enc.map.version > version  # the map did change …
    overlay.refresh()
    assert dirty == []  # … but not what the fog is drawn from
