"""A door's state changed (open, closed, locked, broken) repaints only its glyph and the gap of
wall it stands in — not the whole border's area — and the picture is what a full repaint of the
layer paints (``BorderItem.set_border`` → ``BorderItem.door_rect``)."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsView
from qt_helpers import view_pixels

from gui.map import layer

DOOR = ("corridor", "store")


def _full_repaint(view: QGraphicsView) -> np.ndarray:
    layer.reset(view.scene())
    return view_pixels(view)


@pytest.fixture
def invalidated(window, monkeypatch: pytest.MonkeyPatch) -> list[QRectF]:
    """The layer's rectangles repainted (scene units), as the scene is asked to."""
    rects: list[QRectF] = []
    original = layer.invalidate

    def spy(scene, rect: QRectF, *margin: float) -> None:
        rects.append(QRectF(rect))
        original(scene, rect, *margin)

    monkeypatch.setattr(layer, "invalidate", spy)
    view_pixels(window.view)  # the layer painted once before the change
    return rects


def _area(rect: QRectF) -> float:
    return rect.width() * rect.height()


def test_a_door_opened_repaints_its_glyph_not_its_border_area(window, invalidated) -> None:
    scene = window.scene
    item = scene.border_items[DOOR]
    whole = item.sceneBoundingRect().united(item.glyph.sceneBoundingRect())
    assert scene.toggle_door(DOOR)
    assert item.border.state == "open"
    assert invalidated, "the door's change must repaint something"
    door = item.door_rect()
    assert all(door.contains(r.adjusted(1, 1, -1, -1).center()) for r in invalidated)
    assert sum(_area(r) for r in invalidated) < _area(whole)


@pytest.mark.parametrize("zoom", [1.0, 3.0, 0.4, 0.25])
def test_a_door_opened_and_closed_looks_as_a_full_repaint(window, zoom: float) -> None:
    view, scene = window.view, window.scene
    view.zoom_by(zoom)
    view.centerOn(scene.border_items[DOOR].glyph.scenePos())
    closed = _full_repaint(view)
    assert scene.toggle_door(DOOR)
    opened = view_pixels(view)
    assert (opened != closed).any()  # the glyph changed on screen
    assert (opened == _full_repaint(view)).all()
    window.undo_stack.undo()
    assert scene.border_items[DOOR].border.state != "open"
    assert (view_pixels(view) == closed).all()


@pytest.mark.parametrize("changes", [{"state": "locked"}, {"broken": True}, {"damage": 1}])
def test_a_door_locked_or_broken_looks_as_a_full_repaint(window, changes: dict) -> None:
    view, scene = window.view, window.scene
    _full_repaint(view)
    window.enc.map.update_border(*DOOR, **changes)
    item = scene.border_items[DOOR]
    assert all(getattr(item.border, k) == v for k, v in changes.items())
    assert (view_pixels(view) == _full_repaint(view)).all()
    words = item.toolTip()  # the tool tip is written again for the new state
    assert words and words == item.glyph.toolTip()


def test_a_door_made_a_wall_repaints_the_whole_border(window, invalidated) -> None:
    view, scene = window.view, window.scene
    item = scene.border_items[DOOR]
    whole = item.sceneBoundingRect()
    _full_repaint(view)
    invalidated.clear()
    window.enc.map.update_border(*DOOR, kind="wall")
    assert not item.glyph.isVisible()
    assert any(r.contains(whole) for r in invalidated)
    assert (view_pixels(view) == _full_repaint(view)).all()
