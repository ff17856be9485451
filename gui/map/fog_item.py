"""The GM's view of the fog: a cool, stippled wash over every zone the players' screen does not
show (unlike the map's own marks: cluttered zones are hatched, cramped ones cross-hatched, dark
ones shaded grey).

Drawn from the core's state only (:class:`core.players.PlayersView`), redrawn once after any core
change (a move that reveals, Reveal/Hide, undo), so the GM always knows what the table can't see.
The overlay never takes a click: the map's gestures go to the zones and tokens under it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene
from shiboken6 import isValid

from core.encounter import Encounter
from core.events import Event
from core.players import PlayersView, players_view
from gui.map.layer import in_layer, layer_dirty, pattern_brush
from gui.map.units import to_scene

DENSE6 = Qt.BrushStyle.Dense6Pattern
FOG_Z = 5
FOG_WASH = QColor(70, 95, 190, 70)
FOG_STIPPLE = QColor(25, 35, 110, 150)
"""Above the zones (0) and their labels, under borders (10), the sight line and tokens."""


def fog_path(enc: Encounter, zone_ids: frozenset[str] | set[str]) -> QPainterPath:
    """The outline of ``zone_ids`` in scene units (one subpath per zone)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for zone_id in sorted(zone_ids):
        points = [to_scene(p) for p in enc.map.zone(zone_id).polygon]
        if len(points) >= 3:
            path.addPolygon(QPolygonF(points))
            path.closeSubpath()
    return path


def zone_rect(enc: Encounter, zone_id: str) -> QRectF:
    """``zone_id``'s bounding rect in scene units."""
    return QPolygonF([to_scene(p) for p in enc.map.zone(zone_id).polygon]).boundingRect()


class FogItem(QGraphicsPathItem):
    """The fogged zones: a translucent blue wash and a stipple, no outline, never clicked."""

    def __init__(self) -> None:
        super().__init__()
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setZValue(FOG_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        in_layer(self)  # painted in the map's static layer, between zones and borders

    def set_fog(self, path: QPainterPath, changed: list[QRectF] | None = None) -> None:
        """Cover ``path``, repainting the layer where the wash was and where it is now — or,
        given ``changed`` (the scene rects of the zones that went into or out of the fog), only
        there: a PC's step changes a few zones of a fog that covers the whole map."""
        before = self.sceneBoundingRect() if self.isVisible() else None
        self.setPath(path)
        self.setVisible(not path.isEmpty())
        if changed is not None:
            for rect in changed:
                layer_dirty(self, rect)
            return
        if before is not None:
            layer_dirty(self, before)
        if self.isVisible():
            layer_dirty(self)

    def paint(self, painter: QPainter, option: Any, widget: Any = None) -> None:
        painter.fillPath(self.path(), FOG_WASH)
        painter.fillPath(self.path(), pattern_brush(painter, FOG_STIPPLE, DENSE6))


class FogOverlay(QObject):
    """Keeps one hatch item on ``scene`` over the zones the players don't see."""

    def __init__(self, scene: QGraphicsScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.enc: Encounter | None = None
        self.view: PlayersView | None = None
        self.item: FogItem | None = None
        self.fogged: frozenset[str] = frozenset()
        """The zones the overlay covers now (what the players don't see)."""
        self._pending = False
        self._drawn: tuple[Any, ...] | None = None
        """What the item shows now: ids of the item and the map, map version, fogged zones
        (the item and the encounter are held by this overlay, so their ids stay theirs)."""

    def set_encounter(self, enc: Encounter) -> None:
        if self.enc is not None:
            self.enc.events.disconnect(self._on_core_event)
            self.enc.map.events.disconnect(self._on_core_event)
        self.enc = enc
        self._drawn = None
        self.view = players_view(enc)  # the encounter's one cache of what PCs see
        enc.events.connect(self._on_core_event)
        enc.map.events.connect(self._on_core_event)
        self.refresh()

    def _on_core_event(self, event: Event) -> None:
        if not self._pending:  # many events in one change: redraw once it is over
            self._pending = True
            QTimer.singleShot(0, self, self.refresh)

    def _item(self) -> FogItem:
        """The hatch item, made again if the scene dropped its items (a rebuild clears it)."""
        item = self.item
        if item is None or not isValid(item) or item.scene() is not self.scene:
            item = FogItem()
            self.scene.addItem(item)
            self.item = item
        return item

    def refresh(self) -> None:
        """Cover exactly the zones the players' screen leaves out."""
        self._pending = False
        if self.enc is None or self.view is None:
            return
        all_zones = frozenset(self.enc.map.zone_ids())
        fogged = all_zones - self.view.visible_zones()
        item = self._item()
        # the fog is drawn from zone outlines: a door opened by a move keeps it on the same map
        drawn = (id(item), id(self.enc.map), self.enc.map.geometry_version, fogged)
        if drawn == self._drawn:
            return  # a move that reveals nothing: no new path, no repaint of the whole map
        same_map = self._drawn is not None and self._drawn[:3] == drawn[:3]
        changed = [zone_rect(self.enc, z) for z in fogged ^ self.fogged] if same_map else None
        self._drawn = drawn
        self.fogged = fogged
        item.set_fog(fog_path(self.enc, fogged), changed)
