"""The players' scene: what the table may see of one encounter, drawn from the core only.

Built from the core's events (``enc.events``, ``enc.map.events``) and
:class:`core.players.PlayersView`, never from the GM's widgets. Every core event re-reads the view
and changes only the items that differ, at once (the same frame as the GM's map). A fogged zone
has no item at all — no shape, no name — and the background image keeps only the pixels inside
revealed zones.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPixmap, QPolygonF
from PySide6.QtWidgets import QGraphicsPixmapItem, QGraphicsScene, QWidget

from core.encounter import Encounter
from core.events import Event
from core.players import PlayersView, players_view
from core.schema import decode_image_uri
from gui.docks.combat_base import RUNNER_ERRORS, runner_of
from gui.map.units import SCALE, to_scene
from gui.players.items import BorderShape, SightShape, TokenShape, ZoneShape, passive

log = logging.getLogger(__name__)

BACKGROUND = QColor("#050608")
QUIET_EVENTS = frozenset({"log_changed"})
"""Core events that change nothing the table sees."""
MARGIN = 2.0
"""Metres of black kept round the revealed area."""


class PlayersScene(QGraphicsScene):
    """The players' view of one encounter (nothing interactive, nothing hidden)."""

    synced = Signal()
    """The scene has caught up with the core (the window refreshes its strip and camera)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playersScene")
        self.setBackgroundBrush(BACKGROUND)
        self.enc: Encounter | None = None
        self.view: PlayersView | None = None
        self.zone_items: dict[str, ZoneShape] = {}
        self.border_items: dict[tuple[str, str], BorderShape] = {}
        self.token_items: dict[str, TokenShape] = {}
        self.background_item: QGraphicsPixmapItem | None = None
        self.sight_item: SightShape | None = None
        self.sight_pair: tuple[str, str] | None = None
        self._image: QImage | None = None
        self._image_rect = QRectF()
        self._clip_key: object = None
        self._drawn: object = None
        """(map, its version, the zones shown, an image or not) when zones and borders were last
        brought in line: a change that leaves them all (a move, a turn) leaves the items be."""
        self._rect: QRectF | None = None
        self.visible: frozenset[str] = frozenset()
        self.label_zoom: float | None = None
        """The zoom the players' view shows the scene at (:meth:`set_label_zoom`); None until
        a view says (every zone's name shows)."""
        self._unfitted: set[str] = set()
        """Zones whose name is yet to be fitted at ``label_zoom`` (new, renamed, reshaped)."""

    # -- encounter ------------------------------------------------------------------------
    def set_encounter(self, enc: Encounter | None) -> None:
        """Show ``enc`` (or nothing), forgetting the previous encounter's events."""
        if self.enc is not None:
            self.enc.events.disconnect(self._on_core_event)
            self.enc.map.events.disconnect(self._on_core_event)
        self.enc = enc
        self.view = players_view(enc) if enc is not None else None
        self.sight_pair = None
        self._clear()
        if enc is not None:
            enc.events.connect(self._on_core_event)
            enc.map.events.connect(self._on_core_event)
            self._load_image()
        self.sync()

    def set_sight(self, pair: tuple[str, str] | None) -> None:
        """The range line the GM shows the table (``None``: none). Drawn only while both ends
        are on the players' screen."""
        self.sight_pair = tuple(pair) if pair else None  # type: ignore[assignment]
        self._sync_sight()

    def _clear(self) -> None:
        self.clear()
        self.zone_items.clear()
        self.border_items.clear()
        self.token_items.clear()
        self.background_item = None
        self.sight_item = None
        self._image = None
        self._clip_key = None
        self._drawn = self._rect = None
        self.visible = frozenset()
        self._unfitted.clear()

    def _on_core_event(self, event: Event) -> None:
        if event.type in QUIET_EVENTS:
            return
        if event.type in ("background_changed", "map_reset"):
            self._load_image()
        try:
            self.sync()
        except Exception:  # the table's screen must never break the GM's command
            log.exception("The players' screen could not follow %s", event.type)

    # -- the one refresh ------------------------------------------------------------------
    def sync(self) -> None:
        """Bring every item in line with what the players may see now."""
        view = self.view
        zones = view.visible_zones() if view is not None else frozenset()
        self.visible = zones
        enc = self.enc
        drawn = None if enc is None else (enc.map, enc.map.version, zones, self._image is not None)
        if drawn != self._drawn:  # zones, borders and the image follow the map and the fog only
            self._sync_zones(zones)
            self._sync_borders(zones)
            self._sync_background(zones)
            self._drawn, self._rect = drawn, None
        self._sync_tokens()
        self._sync_turn()
        self._sync_sight()
        self.setSceneRect(self.visible_rect())
        self.synced.emit()  # the window moves its camera first: names are fitted at its zoom
        self._fit_labels(self._unfitted)

    # -- zone names that fit --------------------------------------------------------------
    def set_label_zoom(self, zoom: float) -> None:
        """The players' view now shows the scene at ``zoom`` (view pixels per scene unit): each
        zone's name shows only where it fits its zone on screen."""
        if zoom == self.label_zoom:
            self._fit_labels(self._unfitted)
            return
        self.label_zoom = zoom
        self._fit_labels(self.zone_items)

    def _fit_labels(self, zone_ids: Iterable[str]) -> None:
        zoom, items = self.label_zoom, self.zone_items
        for zone_id in zone_ids:
            item = items.get(zone_id)
            if item is not None:
                item.fit_label(zoom)
        self._unfitted.clear()

    def visible_rect(self) -> QRectF:
        """The revealed zones' bounds with a margin (scene units); a small empty sheet if none.
        Worked out again only once the zones shown have changed."""
        if self._rect is None:
            self._rect = self._zones_rect()
        return QRectF(self._rect)

    def _zones_rect(self) -> QRectF:
        rect = QRectF()
        for item in self.zone_items.values():
            rect = rect.united(item.path().boundingRect())
        if rect.isNull():
            return QRectF(0, 0, 20 * SCALE, 12 * SCALE)
        m = MARGIN * SCALE
        return rect.adjusted(-m, -m, m, m)

    def _sync_zones(self, zones: frozenset[str]) -> None:
        assert self.enc is not None or not zones
        for zone_id in [z for z in self.zone_items if z not in zones]:
            self.removeItem(self.zone_items.pop(zone_id))
        over_image = self._image is not None
        for zone_id in zones:
            zone = self.enc.map.zone(zone_id)  # type: ignore[union-attr]
            stamp = (zone, over_image)
            item = self.zone_items.get(zone_id)
            if item is None:
                item = self.zone_items[zone_id] = ZoneShape(zone, over_image)
                self.addItem(item)
                self._unfitted.add(zone_id)
            elif item.stamp != stamp:
                item.set_zone(zone, over_image)
                self._unfitted.add(zone_id)
            item.stamp = stamp

    def _sync_borders(self, zones: frozenset[str]) -> None:
        """Borders of revealed zones: along a shared edge when one side is revealed (that edge
        is the revealed zone's own outline); between centres only when both are."""
        wanted: dict[tuple[str, str], Any] = {}
        if self.enc is not None:
            for zone_id in zones:  # only revealed zones' borders: cheap on a big map
                for b in self.enc.map.borders_of(zone_id):
                    wanted[b.key] = b
        for key in [k for k in self.border_items if k not in wanted]:
            self.removeItem(self.border_items.pop(key))
        for key, b in wanted.items():
            za, zb = self.enc.map.zone(b.a), self.enc.map.zone(b.b)  # type: ignore[union-attr]
            stamp = (b, za.polygon, zb.polygon, b.a in zones and b.b in zones)
            item = self.border_items.get(key)
            if item is not None and item.stamp == stamp:
                continue
            path = self._border_path(b.a, b.b, both=stamp[3])
            if path is None:
                if item is not None:
                    self.removeItem(self.border_items.pop(key))
                continue
            if item is None:
                item = self.border_items[key] = BorderShape(b, path)
                self.addItem(item)
            else:
                item.set_border(b, path)
            item.stamp = stamp

    def _border_path(self, a: str, b: str, *, both: bool) -> QPainterPath | None:
        assert self.enc is not None
        m = self.enc.map
        edge = m.shared_edge(a, b)
        points: list[QPointF]
        if edge is not None:
            points = [QPointF(x * SCALE, y * SCALE) for x, y in edge.coords]
        elif both:
            points = [to_scene(m.zone(a).anchor()), to_scene(m.zone(b).anchor())]
        else:
            return None
        path = QPainterPath(points[0])
        for p in points[1:]:
            path.lineTo(p)
        return path

    def _sync_tokens(self) -> None:
        tokens = {t.name: t for t in self.view.tokens()} if self.view is not None else {}
        for name in [n for n in self.token_items if n not in tokens]:
            self.removeItem(self.token_items.pop(name))
        for name, token in tokens.items():
            item = self.token_items.get(name)
            if item is None:
                item = self.token_items[name] = TokenShape(token)
                self.addItem(item)
            elif item.token != token:
                item.set_token(token)

    def current_turn(self) -> str | None:
        """Whose turn it is, if the players may see them."""
        combat = runner_of(self.enc)
        fn = getattr(combat, "current_turn", None)
        if not callable(fn):
            return None
        try:
            name = fn()
        except (*RUNNER_ERRORS, ValueError):
            return None
        return name if isinstance(name, str) and name in self.token_items else None

    def _sync_turn(self) -> None:
        current = self.current_turn()
        for name, item in self.token_items.items():
            item.set_current(name == current)

    def _sync_sight(self) -> None:
        if self.sight_item is not None:
            self.removeItem(self.sight_item)
            self.sight_item = None
        pair, enc, view = self.sight_pair, self.enc, self.view
        if not pair or enc is None or view is None:
            return
        a, b = pair
        if a not in enc or b not in enc or not view.sight_pair_visible(a, b):
            return
        start, end = to_scene(enc.combatant(a).position), to_scene(enc.combatant(b).position)
        self.sight_item = SightShape(start, end, enc.range_band(a, b))
        self.addItem(self.sight_item)

    # -- the background, cut to the revealed zones -----------------------------------------
    def _load_image(self) -> None:
        self._image, self._clip_key, self._drawn = None, None, None
        if self.background_item is not None:
            self.removeItem(self.background_item)
            self.background_item = None
        bg = self.enc.map.background if self.enc is not None else None
        if not bg:
            return
        try:
            raw, fmt = decode_image_uri(str(bg["data"]))
            x, y, w, h = (float(v) for v in bg["rect"])
        except (KeyError, IndexError, ValueError, TypeError):
            return  # the GM's window says the image can't be read
        image = QImage()
        if not image.loadFromData(raw, fmt) or image.isNull() or w <= 0 or h <= 0:
            return
        self._image = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
        self._image_rect = QRectF(x * SCALE, y * SCALE, w * SCALE, h * SCALE)

    def _sync_background(self, zones: frozenset[str]) -> None:
        """Keep only the image's pixels inside revealed zones (the rest is transparent)."""
        if self._image is None or self.enc is None:
            return
        polygons = tuple(tuple(self.enc.map.zone(z).polygon) for z in sorted(zones))
        if polygons == self._clip_key:
            return
        self._clip_key = polygons
        if self.background_item is None:
            self.background_item = QGraphicsPixmapItem()
            passive(self.background_item)
            self.background_item.setZValue(-10)
            self.background_item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
            self.addItem(self.background_item)
        self.background_item.setPixmap(QPixmap.fromImage(self._clipped(polygons)))
        img, rect = self._image, self._image_rect
        self.background_item.setPos(rect.topLeft())
        self.background_item.setTransform(
            self.background_item.transform().fromScale(
                rect.width() / img.width(), rect.height() / img.height()
            )
        )

    def _clipped(self, polygons: tuple[tuple[tuple[float, float], ...], ...]) -> QImage:
        img, rect = self._image, self._image_rect
        assert img is not None
        sx, sy = img.width() / rect.width(), img.height() / rect.height()
        clip = QPainterPath()
        clip.setFillRule(Qt.FillRule.WindingFill)
        for poly in polygons:
            clip.addPolygon(
                QPolygonF(
                    [
                        QPointF((x * SCALE - rect.x()) * sx, (y * SCALE - rect.y()) * sy)
                        for x, y in poly
                    ]
                )
            )
            clip.closeSubpath()
        out = QImage(img.size(), QImage.Format.Format_ARGB32_Premultiplied)
        out.fill(Qt.GlobalColor.transparent)
        painter = QPainter(out)
        painter.setClipPath(clip)
        painter.drawImage(0, 0, img)
        painter.end()
        return out

    # -- what the table reads ---------------------------------------------------------------
    def texts(self) -> list[str]:
        """Every string painted in the scene (zone names, labels, statuses, the range band)."""
        out: list[str] = []
        for item in self.items():
            texts = getattr(item, "texts", None)
            if callable(texts) and item.parentItem() is None:
                out += texts()
        return out
