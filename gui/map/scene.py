"""The map scene: mirrors the core's zones, borders and combatants, and turns gestures into core
calls.

Items are created, changed and removed **only** from core events (``enc.events`` and
``enc.map.events``), so a drag, a dock edit, undo and redo all redraw through one path. The scene
keeps a dict from core id to item. Gestures (dropping a token, drawing a zone, double-clicking a
door) become core calls; the core decides every rule and the scene reports its answer through the
``message`` signal.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterable
from typing import Any

import numpy as np
import shapely
from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainterPath, QPen, QPixmap, QPolygonF, QUndoStack
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneHelpEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QWidget,
)
from shiboken6 import isValid

from core.encounter import Encounter, band_word
from core.events import Event
from core.gc_pause import gc_paused
from core.map_edit import shifted
from core.map_grid import polygon_text, size_text
from core.schema import decode_image_uri
from core.sight import SightResult
from core.zonemap import Border
from gui import dialogs, style
from gui.docks.combat_base import RUNNER_ERRORS
from gui.docks.pips import pips_text
from gui.map import grid as map_grid
from gui.map import layer, shape_edit
from gui.map.border_item import BorderItem, Polyline
from gui.map.borders import BorderItems, BorderStore
from gui.map.nesting import Nesting, fit_outline
from gui.map.sight_item import SightLineItem
from gui.map.token_item import EngagementItem, TokenItem
from gui.map.units import SCALE, to_map, to_scene
from gui.map.zone_item import ZoneItem
from gui.map.zoom_preview import LayerPicture

SNAP_PIXELS = 10.0
"""Drawn corners snap to an existing corner closer than this many screen pixels, else to the
map's grid (:mod:`gui.map.grid`); with Alt held, nowhere."""
MIN_ZONE_SIZE = 0.5
TOOLS = ("select", "sight", "rect", "polygon")
BSP_DEPTH = 8
"""The depth of Qt's scene index (a BSP tree; Qt picks about log2 of the items: 13 on the stress
map's ~5,600 items). 13 levels held ~14 MiB of C++ heap once the window showed the stress map,
8 levels ~14 MiB less; a drag's p95 and hit tests measured the same (``benchmarks/drag.py``)."""

BorderKey = tuple[str, str]


def _capital(word: str) -> str:
    """The first letter in capitals (``str.capitalize`` would lower the rest)."""
    return word[:1].upper() + word[1:]


class MapScene(QGraphicsScene):
    """The zone map of one encounter."""

    message = Signal(str)
    """Something the GM should read (a refusal, a cost, an outcome)."""
    sight_picked = Signal(str)
    """The sight tool clicked the combatant with this name."""
    tool_changed = Signal(str)
    readout = Signal(str, QPointF)
    """A live size while drawing or reshaping ("4.0 × 5.0 m") near this scene point; "" hides it."""

    def __init__(self, undo_stack: QUndoStack, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = undo_stack
        self.enc: Encounter | None = None
        self._new_map = False
        self._bounds: tuple[Any, int, tuple[float, float, float, float]] | None = None
        self.zone_items: dict[str, ZoneItem] = {}
        self.borders = BorderStore(self)
        """Every border: painted by the layer, an item only once the GM points at it."""
        self.border_items = BorderItems(self.borders)
        """Every border's item by key, made when read (:meth:`BorderStore.item`)."""
        self.token_items: dict[str, TokenItem] = {}
        self.engagement_items: dict[frozenset[str], EngagementItem] = {}
        self.background_item: QGraphicsPixmapItem | None = None
        self.sight_item: SightLineItem | None = None
        self.edit_mode = False
        self.tool = "select"
        self._draft_item: QGraphicsPathItem | None = None
        self._draft_points: list[tuple[float, float]] = []
        self._rect_start: tuple[float, float] | None = None
        self._tint = 0
        self.turn: str | None = None
        """Whose turn it is (ringed on the map), as the fight runner says."""
        self.attack_target: str | None = None
        """The Attack dock's chosen target (ringed on the map)."""
        self._turn_pending = False
        self.view_zoom = 1.0
        """The view's zoom the fixed-size items (labels, glyphs, tokens) are scaled against."""
        self.lifted: TokenItem | None = None
        """The token being dragged: the view draws it over the map (see TokenItem)."""
        self.layer_frozen = False
        """True while the whole map is rebuilt: items don't ask for their own repaint."""
        self.layer_picture: LayerPicture | None = None
        """The layer as it last looked, drawn scaled while the wheel zooms a big map
        (:mod:`gui.map.zoom_preview`)."""
        self.full_layer_seconds = 0.0
        """How long the last paint of the whole visible layer took."""
        self._selected: set[QGraphicsItem] = set()
        self.nesting = Nesting(self)
        """Nested zones cut out of the outer zone; labels clear of them and of tokens."""
        self.snap_free = False
        """Alt is held on the last mouse event: nothing snaps."""
        self.grid_item = map_grid.add_grid_item(self)
        self.selectionChanged.connect(self._on_selection_changed)
        self.setBackgroundBrush(style.BACKGROUND)
        self.setBspTreeDepth(BSP_DEPTH)

    def _on_selection_changed(self) -> None:
        """Tell the zones and borders whose selection changed (they repaint in the layer)."""
        now = set(self.selectedItems())
        for item in now ^ self._selected:
            changed = getattr(item, "selection_changed", None)
            if changed is not None and isValid(item) and item.scene() is self:
                changed()
        self._selected = now

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        """A tool tip is asked for: the zones and borders under the mouse write theirs first
        (made on demand, not for every item of a big map when it opens)."""
        self.borders.reveal(event.scenePos())
        for item in self.items(event.scenePos()):
            ensure = getattr(item, "ensure_tool_tip", None)
            if ensure is not None:
                ensure()
        super().helpEvent(event)

    def drawBackground(self, painter, rect: QRectF) -> None:
        """The background colour, then the static layer (:mod:`gui.map.layer`) — or its
        picture while the wheel zooms a big map (:mod:`gui.map.zoom_preview`)."""
        super().drawBackground(painter, rect)
        if self.layer_picture is not None:
            self.layer_picture.paint(painter)
            return
        start = time.perf_counter()
        layer.paint_layer(self, painter, rect)
        if self._shows_all_of(rect):
            self.full_layer_seconds = time.perf_counter() - start

    def _shows_all_of(self, rect: QRectF) -> bool:
        """``rect`` (scene units) is about all a view of this scene shows."""
        views = self.views()
        if not views:
            return False
        view = views[0]
        seen = view.mapToScene(view.viewport().rect()).boundingRect()
        return rect.width() * rect.height() >= 0.9 * seen.width() * seen.height()

    # -- encounter --------------------------------------------------------------------------
    def set_encounter(self, enc: Encounter) -> None:
        """Show ``enc`` (disconnecting the previous encounter's events)."""
        if self.enc is not None:
            self.enc.events.disconnect(self._on_core_event)
            self.enc.map.events.disconnect(self._on_core_event)
        self.enc = enc
        enc.events.connect(self._on_core_event)
        enc.map.events.connect(self._on_core_event)
        self._new_map = True  # the window fits a new encounter's map right after
        self._rebuild()

    def _rebuild(self) -> None:
        self.layer_picture = None
        self.layer_frozen = True
        try:
            with gc_paused():  # thousands of items at once (core.gc_pause)
                self._rebuild_items()
        finally:
            self.layer_frozen = False
            layer.reset(self)

    def _rebuild_items(self) -> None:
        self.cancel_draft()
        self.clearSelection()
        self.clear()
        self.zone_items.clear()
        self.borders.clear()
        self.token_items.clear()
        self.engagement_items.clear()
        self.background_item = None
        self.sight_item = None
        self._tint = 0
        self.grid_item = map_grid.add_grid_item(self)
        enc = self.enc
        if enc is None:
            return
        self._build_background()
        self._zoom_for_fit()
        for zone in enc.map.zones():
            self._add_zone_item(zone.id)
        borders = list(enc.map.borders())
        for border, line in zip(borders, self._border_lines(borders), strict=True):
            self._add_border_item(border, line)
        for c in enc.combatants():
            self._add_token(c.name)
        self._rebuild_engagements()
        self.nesting.rebuild()
        self._update_scene_rect()
        self.turn = None
        self._refresh_turn()

    def _zoom_for_fit(self) -> None:
        """A new encounter's map: build its items for the zoom the view's fit will give (its
        labels shown and placed once, not for the previous map's zoom first and again after
        the fit, through :meth:`set_view_zoom`)."""
        new, self._new_map = self._new_map, False
        views = self.views()
        fit_zoom = getattr(views[0], "fit_zoom", None) if new and views else None
        zoom = fit_zoom() if fit_zoom is not None else None
        if zoom is not None and zoom > 0:
            self.view_zoom = zoom

    def _build_background(self) -> None:
        assert self.enc is not None
        bg = self.enc.map.background
        if not bg:
            return
        try:
            raw, fmt = decode_image_uri(str(bg["data"]))  # PNG/JPEG/WebP, size checked
            x, y, w, h = (float(v) for v in bg["rect"])
        except (KeyError, IndexError, ValueError, TypeError):
            self.message.emit(
                self.tr("The map background image could not be read; drawing without it.")
            )
            return
        pixmap = QPixmap()
        if not pixmap.loadFromData(raw, fmt) or pixmap.isNull() or w <= 0 or h <= 0:
            self.message.emit(
                self.tr("The map background image could not be read; drawing without it.")
            )
            return
        item = QGraphicsPixmapItem(pixmap)
        item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        item.setScale(1.0)
        item.setTransform(
            item.transform().scale(w * SCALE / pixmap.width(), h * SCALE / pixmap.height())
        )
        item.setPos(x * SCALE, y * SCALE)
        item.setZValue(-10)
        item.setOpacity(0.9)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        layer.in_layer(item)
        self.addItem(item)
        self.background_item = item
        layer.reset(self)

    def _update_scene_rect(self) -> None:
        rect = self.map_rect().adjusted(-6 * SCALE, -6 * SCALE, 6 * SCALE, 6 * SCALE)
        self.setSceneRect(rect)

    def map_rect(self) -> QRectF:
        """The zones (and background) in scene units; a 40 × 30 m sheet for an empty map."""
        if self.enc is None or not len(self.enc.map):
            rect = QRectF(0, 0, 40 * SCALE, 30 * SCALE)
        else:
            minx, miny, maxx, maxy = self._map_bounds()
            rect = QRectF(minx * SCALE, miny * SCALE, (maxx - minx) * SCALE, (maxy - miny) * SCALE)
        if self.background_item is not None:
            rect = rect.united(self.background_item.sceneBoundingRect())
        return rect

    def _map_bounds(self) -> tuple[float, float, float, float]:
        """The zones' bounds, asked of the map once per outline change (an open asks for them
        three times: the scene's rect, the fit ahead, the fit; each walks every zone)."""
        assert self.enc is not None
        m = self.enc.map
        kept = self._bounds
        if kept is None or kept[0] is not m or kept[1] != m.geometry_version:
            kept = self._bounds = (m, m.geometry_version, m.bounds())
        return kept[2]

    # -- core events → items ----------------------------------------------------------------
    def _on_core_event(self, event: Event) -> None:
        handler: Callable[[Event], None] | None = getattr(self, f"_on_{event.type}", None)
        if handler is not None:
            handler(event)
        self.nesting.on_event(event)
        if not self._turn_pending:  # a turn may have moved on: look once the change is over
            self._turn_pending = True
            QTimer.singleShot(0, self, self._refresh_turn)

    # -- whose turn, and the attack's target ---------------------------------------------------
    def _refresh_turn(self) -> None:
        """Ring the token of whoever acts now (the fight runner's ``current_turn``)."""
        self._turn_pending = False
        current = self._current_turn()
        if current != self.turn:
            self.turn = current
        for name, item in self.token_items.items():
            item.set_current(name == current)

    def _current_turn(self) -> str | None:
        from gui.docks.combat_base import RUNNER_ERRORS, runner_of

        combat = runner_of(self.enc)
        fn = getattr(combat, "current_turn", None)
        if not callable(fn):
            return None
        try:
            name = fn()
        except (*RUNNER_ERRORS, ValueError):
            return None
        return name if isinstance(name, str) else None

    def set_view_zoom(self, zoom: float) -> None:
        """The view now shows the map at ``zoom``: counter-scale labels, glyphs and tokens so
        they keep their screen size (only when the zoom really changed)."""
        if zoom <= 0 or zoom == self.view_zoom:
            return
        self.view_zoom = zoom
        if self.layer_picture is None:  # (else once the layer is painted sharp again)
            self.layer_follows_zoom()
        for item in self.token_items.values():
            item.follow_zoom(zoom)

    def layer_follows_zoom(self) -> None:
        """The layer's zones (their labels) and border items follow the view's zoom — held
        while the wheel zooms over the layer's picture (:mod:`gui.map.zoom_preview`)."""
        for items in (self.zone_items, self.borders.live):
            for item in items.values():
                item.follow_zoom(self.view_zoom)

    def set_attack_target(self, name: str | None) -> None:
        """Ring the Attack dock's chosen target (``None`` or "" for none)."""
        self.attack_target = name or None
        for n, item in self.token_items.items():
            item.set_targeted(n == self.attack_target)

    def _add_zone_item(self, zone_id: str) -> None:
        assert self.enc is not None
        item = ZoneItem(self.enc.map.zone(zone_id), self._tint, self.view_zoom)  # at this zoom
        self._tint += 1
        self.zone_items[zone_id] = item
        self.addItem(item)
        item.set_editable(self.edit_mode)
        layer.layer_dirty(item)

    def _on_zone_added(self, event: Event) -> None:
        self._add_zone_item(event.zone)
        self._update_scene_rect()

    def _on_zone_changed(self, event: Event) -> None:
        assert self.enc is not None
        item = self.zone_items.get(event.zone)
        if item is None:
            self._add_zone_item(event.zone)
        else:
            item.set_zone(self.enc.map.zone(event.zone))
        for border in self.enc.map.borders_of(event.zone):
            self._add_border_item(border)
        self._update_scene_rect()

    def _on_zone_removed(self, event: Event) -> None:
        item = self.zone_items.pop(event.zone, None)
        if item is not None:
            layer.layer_dirty(item)
            self.removeItem(item)
        self._update_scene_rect()

    def _border_line(self, border: Border) -> tuple[Polyline, bool]:
        assert self.enc is not None
        m = self.enc.map
        edge = m.shared_edge(border.a, border.b)
        if edge is not None:
            return Polyline((x * SCALE, y * SCALE) for x, y in edge.coords), True
        pa, pb = m.zone(border.a).anchor(), m.zone(border.b).anchor()
        return Polyline([(pa[0] * SCALE, pa[1] * SCALE), (pb[0] * SCALE, pb[1] * SCALE)]), False

    def _border_lines(self, borders: list[Border]) -> list[tuple[Polyline, bool]]:
        """Every border's line at once (one shapely call for all their points: opening a big
        map asked each shared edge for its coordinates in turn)."""
        assert self.enc is not None
        m = self.enc.map
        edges = [m.shared_edge(b.a, b.b) for b in borders]
        shared = [e for e in edges if e is not None]
        coords, index = shapely.get_coordinates(shared, return_index=True)
        coords = (coords * SCALE).tolist()
        starts = np.searchsorted(index, np.arange(len(shared) + 1)).tolist()
        pieces = iter(coords[starts[i] : starts[i + 1]] for i in range(len(shared)))
        return [
            (Polyline.of_floats(next(pieces)), True) if e is not None else self._border_line(b)
            for b, e in zip(borders, edges, strict=True)
        ]

    def _add_border_item(self, border: Border, line: tuple[Polyline, bool] | None = None) -> None:
        line, shared = line if line is not None else self._border_line(border)
        self.borders.put(border, line, shared)

    def _on_border_added(self, event: Event) -> None:
        assert self.enc is not None
        self._add_border_item(self.enc.map.border(*event.border))

    _on_border_changed = _on_border_added

    def _on_border_removed(self, event: Event) -> None:
        self.borders.remove(tuple(event.border))  # type: ignore[arg-type]

    def _on_map_reset(self, event: Event) -> None:
        self._rebuild()

    def _on_grid_changed(self, event: Event) -> None:
        self.grid_item.refresh()

    def _on_background_changed(self, event: Event) -> None:
        """A background image was set, replaced or taken away (or that was undone)."""
        if self.background_item is not None:
            self.removeItem(self.background_item)
            self.background_item = None
            layer.reset(self)
        self._build_background()
        self._update_scene_rect()

    def _add_token(self, name: str) -> None:
        assert self.enc is not None
        item = TokenItem(self.enc.combatant(name))
        item.follow_zoom(self.view_zoom)
        self.token_items[name] = item
        self.addItem(item)
        item.set_current(name == self.turn)
        item.set_targeted(name == self.attack_target)

    def _on_combatant_added(self, event: Event) -> None:
        self._add_token(event.name)

    def _on_combatant_changed(self, event: Event) -> None:
        assert self.enc is not None
        old = event.data.get("old_name", event.name)
        item = self.token_items.pop(old, None)
        if item is None:
            self._add_token(event.name)
            return
        self.token_items[event.name] = item
        item.set_combatant(self.enc.combatant(event.name))
        if old != event.name:
            self._rebuild_engagements()
        else:
            self.token_moved_live(event.name)

    def _on_combatant_removed(self, event: Event) -> None:
        item = self.token_items.pop(event.name, None)
        if item is not None:
            self.removeItem(item)

    def _on_engagement_changed(self, event: Event) -> None:
        self._rebuild_engagements()

    def _rebuild_engagements(self) -> None:
        assert self.enc is not None
        for item in self.engagement_items.values():
            self.removeItem(item)
        self.engagement_items.clear()
        for a, b in self.enc.engaged_pairs():
            item = EngagementItem(a, b)
            self.engagement_items[frozenset((a, b))] = item
            self.addItem(item)
            self._follow(item)

    def _follow(self, item: EngagementItem) -> None:
        a, b = item.pair
        ta, tb = self.token_items.get(a), self.token_items.get(b)
        if ta is not None and tb is not None:
            item.follow(ta.shown_pos(), tb.shown_pos())

    def token_moved_live(self, name: str) -> None:
        """Keep engagement lines on a token while it moves (drag or core change)."""
        for pair, item in self.engagement_items.items():
            if name in pair:
                self._follow(item)

    def selected_tokens_moved(self) -> None:
        """Qt has moved the selected items with the one dragged (zones in edit mode, tokens
        among them): their engagement lines follow."""
        for item in self.selectedItems():
            if isinstance(item, TokenItem):
                self.token_moved_live(item.name)

    # -- helpers ----------------------------------------------------------------------------
    def view(self) -> QGraphicsView | None:
        views = self.views()
        return views[0] if views else None

    def zoom(self) -> float:
        v = self.view()
        return v.transform().m11() if v is not None else 1.0

    def dialog_parent(self) -> QWidget | None:
        v = self.view()
        return v.window() if v is not None else None

    def _run(self, fn: Callable[[], Any]) -> bool:
        """Call the core; show a refusal (a ``ValueError``) as a message. True on success."""
        try:
            fn()
        except ValueError as exc:
            self.message.emit(str(exc))
            return False
        return True

    def run_macro(self, text: str, steps: Iterable[Callable[[], Any]]) -> bool:
        """Run several core calls as ONE undo step; if one is refused, roll back the others."""
        stack = self.undo_stack
        before = stack.index()
        stack.beginMacro(text)
        error: ValueError | None = None
        try:
            for step in steps:
                step()
        except ValueError as exc:
            error = exc
        finally:
            stack.endMacro()
        if stack.index() == before + 1:
            macro = stack.command(before)
            if error is not None or macro.childCount() == 0:
                if macro.childCount():
                    macro.undo()
                macro.setObsolete(True)
                stack.undo()  # drops the obsolete macro without undoing it twice
        if error is not None:
            self.message.emit(str(error))
            return False
        return True

    def _name(self, zone_id: str) -> str:
        assert self.enc is not None
        return self.enc.map.name(zone_id)

    def token_near(self, scene_pos: QPointF, exclude: str | None = None) -> str | None:
        """The combatant whose token (fixed screen size) covers ``scene_pos``."""
        reach = style.TOKEN_DIAMETER / 2 / max(self.zoom(), 1e-6)
        best: tuple[float, str] | None = None
        for name, item in self.token_items.items():
            if name == exclude:
                continue
            d = math.dist((item.pos().x(), item.pos().y()), (scene_pos.x(), scene_pos.y()))
            if d <= reach and (best is None or d < best[0]):
                best = (d, name)
        return best[1] if best else None

    # -- token drops ------------------------------------------------------------------------
    def token_dropped(
        self, name: str, scene_pos: QPointF, modifiers: Qt.KeyboardModifier | None = None
    ) -> bool:
        """A token was let go at ``scene_pos``: ask the core, move or snap back."""
        gm_keys = Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.ShiftModifier
        place = modifiers is not None and bool(modifiers & gm_keys)
        return self.drop_token(name, scene_pos, place=place or self.edit_mode)

    def drop_token(self, name: str, scene_pos: QPointF, *, place: bool = False) -> bool:
        """Move ``name`` to the zone at ``scene_pos`` under the rules (or GM placement).

        Returns True when the core changed. The token snaps back whenever the core refuses.
        """
        enc = self.enc
        assert enc is not None
        token = self.token_items.get(name)
        try:
            who = enc.combatant(name)
        except ValueError as exc:
            self.message.emit(str(exc))
            return False
        point = to_map(scene_pos)
        zone = enc.map.zone_at(point)
        done = False
        if zone is None:
            self.message.emit(
                self.tr("No zone there: {name} stays in {zone}. Drop tokens inside a zone.").format(
                    name=name, zone=self._name(who.zone)
                )
            )
        elif place:
            done = self._run(lambda: enc.place(name, zone, point))
            if done:
                self.message.emit(
                    self.tr("GM placement: {name} put in {zone} (no rules).").format(
                        name=name, zone=self._name(zone)
                    )
                )
        else:
            # a token let go on another one in its own zone offers to engage (only there:
            # a move to another zone measures no token)
            other = self.token_near(scene_pos, exclude=name) if zone == who.zone else None
            if other is not None and enc.combatant(other).zone == zone:
                done = self._offer_engage(name, other)
            elif zone == who.zone:
                done = self._run(lambda: enc.move(name, zone, point))
                if done:
                    self.message.emit(
                        self.tr("{name} moves within {zone} (free).").format(
                            name=name, zone=self._name(zone)
                        )
                    )
            else:
                done = self._rules_move(name, zone, point)
        if not done and token is not None:
            token.sync_position()
            self.token_moved_live(name)
        return done

    def _offer_engage(self, name: str, other: str) -> bool:
        enc = self.enc
        assert enc is not None
        if other in enc.engaged_with(name):
            self.message.emit(
                self.tr("{name} and {other} are already Engaged.").format(name=name, other=other)
            )
            return False
        if not dialogs.ask_engage(self.dialog_parent(), name, other):
            return False
        # stand beside the target (a view choice), toward where the token came from
        me, them = enc.combatant(name), enc.combatant(other)
        dx, dy = me.position[0] - them.position[0], me.position[1] - them.position[1]
        dist = math.hypot(dx, dy) or 1.0
        spot = (them.position[0] + dx / dist * 1.0, them.position[1] + dy / dist * 1.0)
        steps: list[Callable[[], Any]] = [lambda: enc.engage(name, other, spend=True)]
        if enc.map.zone(me.zone).contains(spot):
            steps.append(lambda: enc.move(name, me.zone, spot))
        ok = self.run_macro(self.tr("{name} engages {other}").format(name=name, other=other), steps)
        if ok:
            self.message.emit(
                self.tr("{name} engages {other}. {name} has left: {left}.").format(
                    name=name, other=other, left=pips_text(enc, name)
                )
            )
        return ok

    def _rules_move(self, name: str, zone: str, point: tuple[float, float]) -> bool:
        enc = self.enc
        assert enc is not None
        chk = enc.check_move(name, zone)
        if not chk.allowed:
            self.message.emit(chk.reason)
            return False
        outcomes: list[str] = []

        def move() -> None:
            enc.move(name, zone, point, checked=chk)  # what was checked is what runs

        def rolls() -> None:
            for roll in chk.roll_details:
                result = dialogs.ask_roll(self.dialog_parent(), enc, name, roll)
                if result is None:
                    outcomes.append(self.tr("{skill} roll not recorded.").format(skill=roll.skill))
                elif result:
                    outcomes.append(self.tr("{skill} roll succeeded.").format(skill=roll.skill))
                elif roll.kind == "cluttered":
                    if enc.combatant(name).stance != "prone":
                        enc.set_stance(name, "prone")
                    outcomes.append(
                        self.tr(
                            "{skill} roll failed: {name} gets into {zone} but falls prone."
                        ).format(skill=roll.skill, name=name, zone=self._name(roll.zone or zone))
                    )
                elif roll.kind == "retreat":
                    # what a failed retreat means is the ruleset's to say (roll.on_failure)
                    self._move_roll_failed(name, roll)
                    text = self.tr("{skill} roll failed: {name} — {outcome}.").format(
                        skill=roll.skill, name=name, outcome=roll.on_failure
                    )
                    outcomes.append(text)
                    dialogs.inform(self.dialog_parent(), self.tr("Retreat roll failed"), text)
                else:  # the ruleset's consequence (YZE: a stumble in total darkness)
                    self._move_roll_failed(name, roll)
                    outcomes.append(
                        self.tr("{skill} roll failed: {outcome}.").format(
                            skill=roll.skill, outcome=roll.on_failure
                        )
                    )

        steps = [move, rolls] if chk.roll_details else [move]
        text = self.tr("Move {name} to {zone}").format(name=name, zone=self._name(zone))
        if not self.run_macro(text, steps):
            return False
        left = pips_text(enc, name)  # the fight runner's words for its budget
        cost = chk.cost.describe()
        cost_text = self.tr("(Cost: {cost}; {name} has left: {left}.)").format(
            cost=cost, name=name, left=left
        )
        self.message.emit(" ".join([chk.reason, *outcomes, cost_text]))
        return True

    def _move_roll_failed(self, name: str, roll: Any) -> None:
        """Tell the fight runner (its rules: a failed retreat's free attacks)."""
        try:
            combat = self.enc.combat if self.enc is not None else None
        except (ValueError, *RUNNER_ERRORS):
            return
        hook = getattr(combat, "move_roll_failed", None)
        if hook is not None:
            hook(name, roll)

    # -- doors ------------------------------------------------------------------------------
    def toggle_door(self, key: BorderKey) -> bool:
        enc = self.enc
        assert enc is not None
        ok = self._run(lambda: enc.map.toggle_door(*key))
        if ok:
            self.message.emit(self._door_now(enc.map.border(*key)))
        return ok

    def _door_now(self, b: Border) -> str:
        """ "The door between Hall and Office is now open." in the UI language."""
        a, z = self._name(b.a), self._name(b.b)
        texts = {
            ("door", "open"): self.tr("The door between {a} and {b} is now open."),
            ("door", "closed"): self.tr("The door between {a} and {b} is now closed."),
            ("door", "locked"): self.tr("The door between {a} and {b} is now locked."),
            ("hatch", "open"): self.tr("The hatch between {a} and {b} is now open."),
            ("hatch", "closed"): self.tr("The hatch between {a} and {b} is now closed."),
            ("hatch", "locked"): self.tr("The hatch between {a} and {b} is now locked."),
        }
        text = texts.get((b.kind, b.state))
        if text is None:
            return self.tr("Now: {border}.").format(border=self.enc.map.border_label(b))
        return text.format(a=a, b=z)

    # -- editing ----------------------------------------------------------------------------
    def set_edit_mode(self, on: bool) -> None:
        self.edit_mode = on
        for item in self.zone_items.values():
            item.set_editable(on)
        if not on and self.tool in ("rect", "polygon"):
            self.set_tool("select")
        self.grid_item.refresh()  # the grid shows while editing

    def set_tool(self, tool: str) -> None:
        if tool not in TOOLS:
            raise ValueError(f"unknown tool {tool!r}")
        self.cancel_draft()
        self.tool = tool
        self.tool_changed.emit(tool)

    def next_zone_id(self) -> str:
        assert self.enc is not None
        n = len(self.enc.map) + 1
        while f"zone-{n}" in self.enc.map:
            n += 1
        return f"zone-{n}"

    def create_zone(
        self, polygon: list[tuple[float, float]], name: str | None = None
    ) -> str | None:
        """Add a zone (map units) and open borders to every zone it shares an edge with."""
        enc = self.enc
        assert enc is not None
        zone_id = self.next_zone_id()
        label = name or self.tr("Zone {n}").format(n=zone_id.split("-", 1)[1])
        fitted = fit_outline(self, polygon, label)
        if fitted is None:
            return None
        polygon = fitted
        ok = self.run_macro(
            self.tr("Draw zone {name}").format(name=label),
            [
                lambda: enc.map.add_zone(zone_id, name=label, polygon=polygon),
                lambda: enc.map.auto_borders(zone_id, "open"),
            ],
        )
        if not ok:
            return None
        borders = len(enc.map.borders_of(zone_id))
        self.message.emit(
            self.tr("Added {name} with %n border(s) to the zones it touches.", "", borders).format(
                name=label
            )
        )
        self.select_only(self.zone_items.get(zone_id))
        return zone_id

    def reshape(self, zone_id: str, polygon: list[tuple[float, float]], text: str) -> bool:
        enc = self.enc
        assert enc is not None
        fitted = fit_outline(self, polygon, enc.map.name(zone_id), zone_id)
        if fitted is None:
            item = self.zone_items.get(zone_id)
            if item is not None:
                item.set_zone(enc.map.zone(zone_id))
            return False
        polygon = fitted
        ok = self.run_macro(
            text,
            [
                lambda: enc.reshape_zone(zone_id, polygon),
                lambda: enc.map.auto_borders(zone_id, "open"),
            ],
        )
        item = self.zone_items.get(zone_id)
        if not ok and item is not None:
            item.set_zone(enc.map.zone(zone_id))
        return ok

    def zone_dragged(self, zone_id: str, offset: QPointF) -> bool:
        """The whole zone was dragged by ``offset`` (scene units)."""
        enc = self.enc
        assert enc is not None
        dx, dy = map_grid.snapped_offset(self, zone_id, offset)
        zone = enc.map.zone(zone_id)
        item = self.zone_items.get(zone_id)
        if dx == 0 and dy == 0:
            if item is not None:
                item.set_zone(zone)
            return False
        polygon = list(shifted(zone.polygon, dx, dy))
        return self.reshape(zone_id, polygon, self.tr("Move zone {name}").format(name=zone.name))

    def zone_vertex_moved(self, zone_id: str, index: int, scene_point: QPointF) -> bool:
        enc = self.enc
        assert enc is not None
        zone = enc.map.zone(zone_id)
        polygon = list(zone.polygon)
        polygon[index] = self.snap(to_map(scene_point), exclude=(zone_id, index))
        return self.reshape(zone_id, polygon, self.tr("Reshape {name}").format(name=zone.name))

    def snap(
        self, point: tuple[float, float], exclude: tuple[str, int] | None = None
    ) -> tuple[float, float]:
        """Snap to an existing corner within :data:`SNAP_PIXELS`, else to the grid (not at all
        while Alt is held)."""
        enc = self.enc
        if self.snap_free:
            return point
        if enc is not None:
            reach = SNAP_PIXELS / max(self.zoom() * SCALE, 1e-6)
            best: tuple[float, tuple[float, float]] | None = None
            for zone in enc.map.zones():
                for i, corner in enumerate(zone.polygon):
                    if exclude is not None and exclude[0] == zone.id and exclude[1] in (i, -1):
                        continue  # (index -1: none of the zone's own corners)
                    d = math.dist(point, corner)
                    if d <= reach and (best is None or d < best[0]):
                        best = (d, corner)
            if best is not None:
                return best[1]
        return map_grid.snap_to_grid(self, point)

    def selected_zone_ids(self) -> list[str]:
        return [i.zone_id for i in self.selectedItems() if isinstance(i, ZoneItem)]

    def select_only(self, item: QGraphicsItem | None) -> None:
        self.clearSelection()
        if item is not None:
            item.setSelected(True)

    def add_border_between_selected(self, kind: str = "open") -> bool:
        enc = self.enc
        assert enc is not None
        zones = self.selected_zone_ids()
        if len(zones) != 2:
            self.message.emit(
                self.tr(
                    "Select exactly two zones (Ctrl+click the second) to put a border between them."
                )
            )
            return False
        a, b = zones
        ok = self._run(lambda: enc.map.join_zones(a, b, kind))  # they must share an edge
        if ok:
            self.select_only(self.border_items.get(enc.map.border(a, b).key))
            self.message.emit(self._border_added(kind, self._name(a), self._name(b)))
        return ok

    def _border_added(self, kind: str, a: str, b: str) -> str:
        texts = {
            "open": self.tr("Added an open border between {a} and {b}."),
            "wall": self.tr("Added a wall between {a} and {b}."),
            "door": self.tr("Added a door between {a} and {b}."),
            "hatch": self.tr("Added a hatch between {a} and {b}."),
        }
        text = texts.get(kind) or self.tr("Added a border ({kind}) between {a} and {b}.")
        return text.format(kind=kind, a=a, b=b)

    def delete_selected(self) -> bool:
        """Delete the selected combatant, border or zone (the core may refuse)."""
        enc = self.enc
        assert enc is not None
        if shape_edit.delete_hovered_corner(self):
            return True  # Delete over a corner handle takes that corner away
        items = self.selectedItems()
        tokens = [i.name for i in items if isinstance(i, TokenItem)]
        borders = [i.key for i in items if isinstance(i, BorderItem)]
        zones = [i.zone_id for i in items if isinstance(i, ZoneItem)]
        steps: list[Callable[[], Any]] = []
        steps += [(lambda n=n: enc.remove_combatant(n)) for n in tokens]
        steps += [(lambda k=k: enc.map.remove_border(*k)) for k in borders]
        steps += [(lambda z=z: enc.remove_zone(z)) for z in zones]
        if not steps:
            self.message.emit(self.tr("Nothing selected to delete."))
            return False
        if len(steps) == 1:
            return self._run(steps[0])
        return self.run_macro(self.tr("Delete selection"), steps)

    # -- corners, copies, context menus (gui.map.shape_edit, gui.map.context_menu) ----------
    def insert_corner(self, zone_id: str, point: tuple[float, float]) -> bool:
        """Add a corner to ``zone_id`` on its edge nearest ``point`` (metres): one undo step."""
        return shape_edit.do_insert_corner(self, zone_id, point)

    def remove_corner(self, zone_id: str, index: int) -> bool:
        """Take corner ``index`` away from ``zone_id`` (refused with the reason)."""
        return shape_edit.do_remove_corner(self, zone_id, index)

    def duplicate_zone(self, zone_id: str) -> str | None:
        """Copy ``zone_id`` beside it (numbered name, same features and notes); its new id."""
        return shape_edit.do_duplicate_zone(self, zone_id)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        self.borders.reveal(event.scenePos())
        menus = getattr(self, "context_menus", None)
        if menus is None or not menus.scene_event(event):
            super().contextMenuEvent(event)

    # -- drawing tools (edit mode) ---------------------------------------------------------
    def cancel_draft(self) -> None:
        if self._draft_item is not None and self._draft_item.scene() is self:
            self.removeItem(self._draft_item)
        self._draft_item = None
        self._draft_points = []
        self._rect_start = None
        self.readout.emit("", QPointF())

    def _draft(self, points: list[tuple[float, float]], close: bool) -> None:
        if self._draft_item is None:
            self._draft_item = QGraphicsPathItem()
            pen = QPen(style.ZONE_SELECTED, 2, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            self._draft_item.setPen(pen)
            self._draft_item.setBrush(QColor(47, 155, 214, 40))
            self._draft_item.setZValue(200)
            self.addItem(self._draft_item)
        path = QPainterPath()
        if points:
            path.addPolygon(QPolygonF([to_scene(p) for p in points]))
            if close:
                path.closeSubpath()
        self._draft_item.setPath(path)

    def finish_polygon(self) -> str | None:
        points = list(self._draft_points)
        self.cancel_draft()
        if len(points) < 3:
            self.message.emit(self.tr("A zone needs at least three corners; click more points."))
            return None
        return self.create_zone(points)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.borders.reveal(event.scenePos())  # Qt finds the border items under it
        self.snap_free = bool(event.modifiers() & Qt.KeyboardModifier.AltModifier)
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        if self.tool == "sight":
            name = self.token_near(event.scenePos())
            if name is not None:
                self.sight_picked.emit(name)
            event.accept()
            return
        if self.tool == "rect":
            self._rect_start = self.snap(to_map(event.scenePos()))
            event.accept()
            return
        if self.tool == "polygon":
            point = self.snap(to_map(event.scenePos()))
            if (
                self._draft_points
                and point == self._draft_points[0]
                and len(self._draft_points) > 2
            ):
                self.finish_polygon()
            elif not self._draft_points or point != self._draft_points[-1]:
                self._draft_points.append(point)
                self._draft(self._draft_points, close=False)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.mouseGrabberItem() is None:  # a hover: the cursor and tool tip of a glyph
            self.borders.reveal(event.scenePos())
        self.snap_free = bool(event.modifiers() & Qt.KeyboardModifier.AltModifier)
        if self.tool == "rect" and self._rect_start is not None:
            (x0, y0), (x1, y1) = self._rect_start, self.snap(to_map(event.scenePos()))
            self._draft([(x0, y0), (x1, y0), (x1, y1), (x0, y1)], close=True)
            self.readout.emit(size_text(x1 - x0, y1 - y0), event.scenePos())
            event.accept()
            return
        if self.tool == "polygon" and self._draft_points:
            points = [*self._draft_points, self.snap(to_map(event.scenePos()))]
            self._draft(points, close=True)
            self.readout.emit(polygon_text(points), event.scenePos())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.snap_free = bool(event.modifiers() & Qt.KeyboardModifier.AltModifier)
        if self.tool == "rect" and self._rect_start is not None:
            start = self._rect_start
            end = self.snap(to_map(event.scenePos()))
            self.cancel_draft()
            self.draw_rectangle(start, end)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.borders.reveal(event.scenePos())
        if self.tool == "polygon":
            self.finish_polygon()
            event.accept()
            return
        if shape_edit.double_click(self, event):
            return  # a corner added on a zone's edge (edit mode)
        super().mouseDoubleClickEvent(event)

    def draw_rectangle(self, start: tuple[float, float], end: tuple[float, float]) -> str | None:
        """Create a rectangular zone between two corners (map units)."""
        (x0, y0), (x1, y1) = start, end
        if abs(x1 - x0) < MIN_ZONE_SIZE or abs(y1 - y0) < MIN_ZONE_SIZE:
            self.message.emit(self.tr("Drag out a bigger rectangle to draw a zone."))
            return None
        lo_x, hi_x = sorted((x0, x1))
        lo_y, hi_y = sorted((y0, y1))
        return self.create_zone([(lo_x, lo_y), (hi_x, lo_y), (hi_x, hi_y), (lo_x, hi_y)])

    # -- range & sight overlay ---------------------------------------------------------------
    def clear_sight(self) -> None:
        if self.sight_item is not None and self.sight_item.scene() is self:
            self.removeItem(self.sight_item)
        self.sight_item = None
        for item in self.borders.live.values():
            item.set_highlight(False)
        for item in self.zone_items.values():
            item.set_highlight(False)
        for item in self.token_items.values():
            item.set_highlight(False)
            item.set_picked(False)

    def show_sight(self, a: str, b: str, band: str, sight: SightResult, fire: SightResult) -> None:
        """Draw the core's answer between ``a`` and ``b`` and highlight what blocks it."""
        self.clear_sight()
        assert self.enc is not None
        for n in (a, b):
            if n in self.token_items:
                self.token_items[n].set_picked(True)
        start = to_scene(self.enc.combatant(a).position)
        end = to_scene(self.enc.combatant(b).position)
        block: QPointF | None = None
        blocking = sight if not sight.clear else fire
        if blocking.blocking_border is not None:
            key = tuple(sorted(blocking.blocking_border))
            item = self.border_items.get(key)  # type: ignore[arg-type]
            if item is not None:
                item.set_highlight(True)
            for crossing in blocking.crossings:
                if tuple(sorted((crossing.a, crossing.b))) == key:
                    block = to_scene(crossing.point)
        if blocking.blocking_zone is not None and blocking.blocking_zone in self.zone_items:
            self.zone_items[blocking.blocking_zone].set_highlight(True)
        if blocking.blocking_combatant is not None:
            token = self.token_items.get(blocking.blocking_combatant)
            if token is not None:
                token.set_highlight(True)
                block = token.pos()
        if sight.clear and fire.clear:
            verdict = self.tr("sight & fire clear")
        elif sight.clear:
            verdict = self.tr("seen, no shot")
        else:
            verdict = self.tr("no line of sight")
        self.sight_item = SightLineItem()
        self.addItem(self.sight_item)
        self.sight_item.set_line(
            start,
            end,
            sight.clear and fire.clear,
            block,
            f"{_capital(band_word(band))} · {verdict}",
        )
