"""Borders without an item each (``gui.map.borders``): the layer paints a border that has no item
exactly as its item would; a border gets its item when the mouse comes near (so Qt finds under
the mouse what it found when every border had its item), or when code reads
``scene.border_items[key]``; a change to a border without an item repaints and re-indexes it."""

from __future__ import annotations

import math

import numpy as np
import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QGraphicsView
from qt_helpers import double_click, view_pixels

from core.encounter import Encounter
from core.resources import sample_encounter_path
from gui.map import layer
from gui.map.border_item import BorderItem, DoorGlyphItem

DOOR = ("corridor", "store")


def _full(view: QGraphicsView) -> np.ndarray:
    layer.reset(view.scene())
    return view_pixels(view)


def _border_keys(scene, point: QPointF) -> list[tuple[str, str]]:
    """The borders Qt finds at ``point``, topmost first (a glyph counts as its border)."""
    keys = []
    for item in scene.items(point):
        if isinstance(item, DoorGlyphItem):
            item = item.parentItem()
        if isinstance(item, BorderItem):
            keys.append(item.key)
    return keys


def _probes(scene, zoom: float) -> list[QPointF]:
    """Points on, beside and just past each border's hit band, and round its door glyph."""
    points = []
    for stub in scene.borders.looks.values():
        line = stub._line
        for along in (0.0, 0.3, 0.5, 1.0):
            x, y = line.point_at(line.length * along)
            (ax, ay), (bx, by) = line.point_at(0), line.point_at(line.length)
            n = math.hypot(bx - ax, by - ay) or 1.0
            nx, ny = -(by - ay) / n, (bx - ax) / n
            for d in (0.0, 3.0, 4.8, 5.3, 8.0, 9.5):
                points.append(QPointF(x + nx * d, y + ny * d))
        if stub.shows_glyph:
            pos, _ = stub.glyph_place()
            for dx, dy in ((0, 0), (14, 0), (-14, 6), (0, -16), (0, 17), (20, 20)):
                points.append(pos + QPointF(dx, dy) / zoom)
    return points


@pytest.mark.parametrize("zoom", [0.35, 1.0, 2.5])
def test_a_border_under_the_mouse_is_what_its_item_gave(make_window, sample, zoom) -> None:
    lazy, full = make_window(sample), make_window(Encounter.load(sample_encounter_path()))
    for w in (lazy, full):
        w.view.zoom_by(zoom)
        w.view.viewport().repaint()
    assert not lazy.scene.borders.live  # nothing made at open
    list(full.scene.border_items.values())  # every border with its item, as before
    probes = _probes(lazy.scene, lazy.scene.view_zoom)
    found = []
    for p in probes:
        lazy.scene.borders.reveal(p)
        found.append(_border_keys(full.scene, p))
        assert _border_keys(lazy.scene, p) == found[-1], (p, zoom)
    assert sum(len(f) > 1 for f in found) > 5  # where borders meet: the topmost still first
    assert sum(not f for f in found) > 5  # past the hit band: none
    assert 0 < len(lazy.scene.borders.live) <= len(lazy.scene.borders.looks)


@pytest.mark.parametrize("zoom", [0.35, 1.0, 2.5])
def test_the_layer_paints_a_border_without_an_item_as_its_item(window, zoom) -> None:
    view, scene, enc = window.view, window.scene, window.enc
    enc.map.update_border(*DOOR, state="locked")
    enc.map.update_border("hall", "office", kind="hatch", state="open")
    view.zoom_by(zoom)
    stubs = _full(view)
    assert not scene.borders.live
    list(scene.border_items.values())
    assert np.array_equal(_full(view), stubs)


def test_clicks_hover_and_tips_reach_a_border_without_an_item(window) -> None:
    view, scene, enc = window.view, window.scene, window.enc
    view.zoom_by(0.5)
    glyph_at = scene.borders.looks[DOOR].glyph_place()[0]
    assert DOOR not in scene.borders.live
    p = view.mapFromScene(glyph_at)
    move = QMouseEvent(
        QEvent.Type.MouseMove, QPointF(p), QPointF(view.viewport().mapToGlobal(p)),
        Qt.MouseButton.NoButton, Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
    )  # fmt: skip
    QApplication.sendEvent(view.viewport(), move)
    assert DOOR in scene.borders.live  # made as the mouse came
    assert view.viewport().cursor().shape() == Qt.CursorShape.PointingHandCursor
    assert "Double-click" in scene.border_items[DOOR].glyph.toolTip()
    before = enc.map.border(*DOOR).state
    double_click(view, glyph_at)
    assert enc.map.border(*DOOR).state != before
    assert [i.key for i in scene.selectedItems() if isinstance(i, BorderItem)] == [DOOR]


def test_a_door_without_an_item_repaints_when_it_opens_and_on_undo(window) -> None:
    view, scene, enc = window.view, window.scene, window.enc
    view_pixels(view)
    assert scene.toggle_door(DOOR)
    assert DOOR not in scene.borders.live
    assert np.array_equal(view_pixels(view), _full(view))
    window.undo_stack.undo()
    assert np.array_equal(view_pixels(view), _full(view))
    assert enc.map.border(*DOOR).state == "closed"


def test_a_border_moved_or_removed_is_found_where_it_is_now(window) -> None:
    scene, enc = window.scene, window.enc
    view_pixels(window.view)
    kitchen = enc.map.zone("kitchen")
    moved = [(x, y + 1.0) for x, y in kitchen.polygon]
    old = {k: s._line.points for k, s in scene.borders.looks.items() if "kitchen" in k}
    enc.reshape_zone("kitchen", moved)
    assert np.array_equal(view_pixels(window.view), _full(window.view))
    assert any(scene.borders.looks[k]._line.points != pts for k, pts in old.items())
    for key in old:
        if key not in scene.borders.looks:
            continue
        stub = scene.borders.looks[key]
        x, y = stub._line.point_at(stub._line.length / 2)
        scene.borders.reveal(QPointF(x, y))
        assert key in _border_keys(scene, QPointF(x, y))
    key = next(iter(scene.borders.looks))
    enc.map.remove_border(*key)
    assert key not in scene.border_items
    assert np.array_equal(view_pixels(window.view), _full(window.view))
    window.undo_stack.undo()
    assert key in scene.border_items


def test_a_menu_and_a_selection_reach_a_border_without_an_item(window) -> None:
    scene = window.scene
    menus = scene.context_menus
    stub = scene.borders.looks[("hall", "office")]
    x, y = stub._line.point_at(stub._line.length / 2)
    menu = menus.menu_at(QPointF(x, y))
    assert menu is not None and menu.objectName() == "borderMenu"
    scene.select_only(scene.border_items.get(("hall", "yard")))
    assert [i.key for i in scene.selectedItems()] == [("hall", "yard")]
