"""A repaint of scattered spots of the map's layer (``gui.map.layer.dirty_rects``): Qt repaints
them as one rectangle round them all, clipped to the spots; the layer paints only the items
that reach into a spot — the picture the same as a full repaint's."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from PySide6.QtCore import QRectF
from qt_helpers import view_pixels

from gui.map import layer


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many items each paint of the layer painted."""
    painted: list[int] = []
    real = layer.paint_layer

    def count(*args: Any) -> int:
        n = real(*args)
        painted.append(n)
        return n

    monkeypatch.setattr(layer, "paint_layer", count)
    return painted


def _corners(window: Any) -> tuple[QRectF, QRectF]:
    """Two small spots of the map far apart: round the first and the last zone's middle."""
    items = list(window.scene.zone_items.values())
    a, b = items[0].sceneBoundingRect().center(), items[-1].sceneBoundingRect().center()
    return QRectF(a.x() - 5, a.y() - 5, 10, 10), QRectF(b.x() - 5, b.y() - 5, 10, 10)


def test_two_spots_far_apart_paint_fewer_items_and_the_same_picture(
    window: Any, counted: list[int]
) -> None:
    view, scene = window.view, window.scene
    layer.reset(scene)
    view.viewport().repaint()
    full, whole = counted[-1], view_pixels(view)
    one, two = _corners(window)
    counted.clear()
    layer.invalidate(scene, one.united(two), 0)  # one rectangle round both
    view.viewport().repaint()
    between = sum(counted)
    counted.clear()
    layer.invalidate(scene, one, 0)
    layer.invalidate(scene, two, 0)
    view.viewport().repaint()
    assert 0 < sum(counted) < between <= full  # not what lies between the two spots
    assert np.array_equal(view_pixels(view), whole)
