"""The map's static layer (``gui/map/layer.py``): zones, labels, the fog wash, borders and door
glyphs are painted into the view's cached background, so a token dragged across the map repaints
none of them; a change repaints its own part of that picture, and the picture is what the items
would have painted themselves."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsView
from qt_helpers import at, view_pixels

from gui.map import layer
from gui.map.border_item import BorderItem, DoorGlyphItem
from gui.map.fog_item import FogItem
from gui.map.token_item import TokenItem
from gui.map.zone_item import ZoneItem, ZoneLabelItem

LAYER_CLASSES = (ZoneItem, ZoneLabelItem, BorderItem, DoorGlyphItem, FogItem)


@pytest.fixture
def paints(monkeypatch: pytest.MonkeyPatch) -> Counter:
    """How often each map item class's ``paint`` runs."""
    counts: Counter = Counter()
    for cls in (*LAYER_CLASSES, TokenItem):
        original = cls.paint

        def counted(self, painter, option, widget=None, _cls=cls, _paint=original):
            counts[_cls.__name__] += 1
            return _paint(self, painter, option, widget)

        monkeypatch.setattr(cls, "paint", counted)
    return counts


def _colour(view: QGraphicsView, scene_point: QPointF) -> tuple[int, ...]:
    p = view.mapFromScene(scene_point)
    return tuple(view_pixels(view)[p.y(), p.x()])


def _mouse(view: QGraphicsView, kind: QEvent.Type, pos: QPoint, buttons, button) -> None:
    viewport = view.viewport()
    event = QMouseEvent(
        kind, QPointF(pos), QPointF(viewport.mapToGlobal(pos)), button, buttons,
        Qt.KeyboardModifier.NoModifier,
    )  # fmt: skip
    QApplication.sendEvent(viewport, event)


def test_dragging_a_token_paints_no_map_item(window, paints: Counter) -> None:
    view, scene = window.view, window.scene
    view.viewport().repaint()
    token = scene.token_items["Ana Ferreira"]
    start = view.mapFromScene(token.pos())
    left = Qt.MouseButton.LeftButton
    _mouse(view, QEvent.Type.MouseButtonPress, start, left, left)
    view.viewport().repaint()
    paints.clear()
    for step in range(1, 6):
        _mouse(
            view, QEvent.Type.MouseMove, start + QPoint(8 * step, 3), left, Qt.MouseButton.NoButton
        )
        view.viewport().repaint()
    assert view.mapFromScene(token.shown_pos()) != start  # it really moved, and was repainted
    assert view.mapFromScene(token.pos()) == start  # the item itself waits for the drop
    # the map under it comes from the cached layer, the other tokens from their cached
    # pictures: only the dragged token is drawn, once a move
    assert not any(paints[c.__name__] for c in LAYER_CLASSES), paints
    assert paints["TokenItem"] <= 5, paints
    _mouse(view, QEvent.Type.MouseButtonRelease, start, Qt.MouseButton.NoButton, left)
    # a change of the map's look does go through the items' own paint (the layer draws it)
    scene.zone_items["hall"].setSelected(True)
    view.viewport().repaint()
    assert paints["ZoneItem"] >= 1


def test_selecting_a_zone_repaints_it_and_only_it_changes(window) -> None:
    view, scene = window.view, window.scene
    inside = at(3, 22)  # the Kitchen, away from its label and any token
    elsewhere = at(27, 5)  # the Gatehouse
    plain, other = _colour(view, inside), _colour(view, elsewhere)
    scene.zone_items["kitchen"].setSelected(True)
    assert _colour(view, inside) != plain
    assert _colour(view, elsewhere) == other
    scene.clearSelection()
    assert _colour(view, inside) == plain


def test_a_door_toggled_shows_its_new_glyph(window) -> None:
    view, scene = window.view, window.scene
    glyph = scene.border_items[("corridor", "store")].glyph
    p = view.mapFromScene(glyph.scenePos())
    before = view_pixels(view)[p.y() - 20 : p.y() + 20, p.x() - 20 : p.x() + 20].copy()
    assert scene.toggle_door(("corridor", "store"))
    after = view_pixels(view)[p.y() - 20 : p.y() + 20, p.x() - 20 : p.x() + 20]
    assert (before != after).any()


def _uncached_tokens(scene) -> None:
    for item in scene.token_items.values():
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)


def _as_items(scene, view) -> None:
    """Paint the map the old way: every item paints itself, nothing is cached (every border
    given its item first: the layer paints most of them without one, gui.map.borders)."""
    list(scene.border_items.values())
    for item in scene.items():
        if getattr(item, "in_layer", False):
            item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, False)
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    view.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)


def _differs(a: np.ndarray, b: np.ndarray) -> float:
    """The share of pixels that differ by more than antialiasing does."""
    return float((np.abs(a - b).max(axis=2) > 48).mean())


@pytest.mark.parametrize("zoom", [1.0, 3.0, 0.4])
def test_the_layer_looks_as_the_items_did(window, monkeypatch, zoom: float) -> None:
    view, scene = window.view, window.scene
    scene.zone_items["kitchen"].setSelected(True)
    scene.border_items[("hall", "office")].set_highlight(True)
    view.zoom_by(zoom)
    _uncached_tokens(scene)  # a cached token may sit half a pixel off: not the layer's doing
    layered = view_pixels(view)
    _as_items(scene, view)
    monkeypatch.setattr(layer, "paint_layer", lambda *a: 0)
    itemised = view_pixels(view)
    assert _differs(layered, itemised) < 0.001


def test_a_pan_paints_the_strip_it_brings_in(window, monkeypatch) -> None:
    view, scene = window.view, window.scene
    view.zoom_by(2.0)
    _uncached_tokens(scene)
    view_pixels(view)
    bar = view.horizontalScrollBar()
    bar.setValue(bar.value() + 150)  # the map slides left: a strip comes in on the right
    layered = view_pixels(view)[:, -140:]
    _as_items(scene, view)
    monkeypatch.setattr(layer, "paint_layer", lambda *a: 0)
    itemised = view_pixels(view)[:, -140:]
    assert (itemised != itemised[0, 0]).any()  # the strip shows some of the map
    assert _differs(layered, itemised) < 0.001


def test_the_fog_wash_comes_and_goes_with_what_the_players_see(window) -> None:
    from core import players
    from gui.docks.combat_base import settle

    view = window.view
    settle()
    fog = window.players_controls.fog
    assert fog.item is not None and 0 < fog.item.zValue() < 10  # over zones, under borders
    assert fog.fogged, "the sample hides some zones from the players"
    washed = view_pixels(view)
    players.reveal_all(window.enc)
    settle()
    assert not fog.fogged
    revealed = view_pixels(view)
    assert _differs(washed, revealed) > 0.01  # the wash left every fogged zone
    window.undo_stack.undo()
    settle()
    assert _differs(washed, view_pixels(view)) < 0.001  # and came back, exactly


def test_a_border_line_is_measured_and_cut_as_shapely_does() -> None:
    from shapely.geometry import LineString
    from shapely.ops import substring

    from gui.map.border_item import Polyline

    rng = np.random.default_rng(7)
    for _ in range(50):
        points = rng.uniform(0, 400, size=(int(rng.integers(2, 6)), 2)).tolist()
        line, shape = Polyline(points), LineString(points)
        assert line.length == pytest.approx(shape.length)
        for d in rng.uniform(-10, shape.length + 10, size=5):
            p = shape.interpolate(min(max(d, 0), shape.length))
            assert line.point_at(d) == pytest.approx((p.x, p.y))
        a, b = sorted(rng.uniform(0, shape.length, size=2))
        expected = list(substring(shape, a, b).coords)
        assert np.allclose(line.cut(a, b), expected)


def test_a_zone_dragged_in_edit_mode_is_repainted_where_it_goes(window, monkeypatch) -> None:
    view, scene = window.view, window.scene
    window.set_edit_mode(True)
    _uncached_tokens(scene)
    item = scene.zone_items["gate"]
    scene.select_only(item)
    view_pixels(view)
    left = Qt.MouseButton.LeftButton
    start = view.mapFromScene(at(27, 5))
    _mouse(view, QEvent.Type.MouseButtonPress, start, left, left)
    for step in range(1, 4):  # held half-way: the zone is drawn where the mouse has it
        _mouse(
            view,
            QEvent.Type.MouseMove,
            start + QPoint(15 * step, 12),
            left,
            Qt.MouseButton.NoButton,
        )
    assert item.pos() != QPointF(0, 0)
    layered = view_pixels(view)
    _as_items(scene, view)
    monkeypatch.setattr(layer, "paint_layer", lambda *a: 0)
    assert _differs(layered, view_pixels(view)) < 0.001
    _mouse(view, QEvent.Type.MouseButtonRelease, start, Qt.MouseButton.NoButton, left)


@pytest.mark.parametrize("zoom", [0.8, 2.3, 3.1])
def test_a_pan_leaves_no_seam_in_hatching_and_fog(window, zoom: float) -> None:
    """Hatched zones and the fog's stipple stick to the map (``layer.pattern_brush``): after a
    pan, the scrolled part of the layer's cache and the strip painted beside it match a full
    repaint (Qt's own patterns were laid from a point that doesn't move with the map)."""
    from gui.docks.combat_base import settle

    view, scene = window.view, window.scene
    settle()
    assert window.players_controls.fog.fogged  # some of the sample is under the fog
    assert any(z.is_cluttered or z.is_cramped for z in window.enc.map.zones())
    view.zoom_by(zoom)
    _uncached_tokens(scene)
    view_pixels(view)
    for bar, step in ((view.horizontalScrollBar(), 37), (view.verticalScrollBar(), 23)):
        bar.setValue(bar.value() + step)  # not a multiple of any pattern's size
    panned = view_pixels(view)
    view.resetCachedContent()
    full = view_pixels(view)
    assert float((np.abs(panned - full).max(axis=2) > 0).mean()) < 0.0005
