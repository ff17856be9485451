"""A wheel zoom on a big map (``gui.map.zoom_preview``): while the wheel turns, the layer is its
last picture, scaled — no full paint of the layer per notch; once the wheel rests the layer is
painted sharp, exactly as a zoom without a preview would leave it. The picture leaves out the
tokens (drawn live, sharp, where they are) and doesn't cost them their selection. A map whose
layer paints quickly is never previewed. Slowness is simulated: the sample map is small."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication
from qt_helpers import view_pixels

from gui.map import layer, zoom_preview


def _wheel(view: Any, notches: int = 1) -> None:
    """Turn the wheel over the middle of the map, ``notches`` forward (negative: back)."""
    vp = view.viewport()
    pos = QPointF(vp.width() / 2, vp.height() / 2)
    for _ in range(abs(notches)):
        event = QWheelEvent(
            pos,
            QPointF(vp.mapToGlobal(pos.toPoint())),
            QPoint(0, 0),
            QPoint(0, 120 if notches > 0 else -120),
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(vp, event)
        vp.repaint()


@pytest.fixture
def painted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the layer's paints (one entry per call)."""
    calls: list[int] = []
    real = layer.paint_layer

    def counted(*args: Any) -> int:
        calls.append(1)
        return real(*args)

    monkeypatch.setattr(layer, "paint_layer", counted)
    return calls


@pytest.fixture
def slow(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every layer counts as slow to paint."""
    monkeypatch.setattr(zoom_preview, "SLOW_LAYER", -1.0)


def test_the_wheel_draws_the_layers_picture_then_paints_it_sharp(
    window: Any, qtbot: Any, slow: None, painted: list[int]
) -> None:
    view, scene = window.view, window.scene
    view.viewport().repaint()  # the layer painted as the window shows it
    painted.clear()
    _wheel(view, 3)
    assert scene.layer_picture is not None
    assert painted == []  # the picture taken and three notches: no paint of the layer
    qtbot.waitUntil(lambda: scene.layer_picture is None, timeout=3000)
    view.viewport().repaint()
    assert painted  # sharp again
    sharp = view_pixels(view)
    layer.reset(scene)
    assert np.array_equal(view_pixels(view), sharp)  # as a zoom without a preview leaves it


def test_the_picture_leaves_the_tokens_out_and_their_selection_alone(
    window: Any, slow: None
) -> None:
    view, scene = window.view, window.scene
    name, token = next(iter(scene.token_items.items()))
    token.setSelected(True)
    centre = view.mapFromScene(token.sceneBoundingRect().center())
    shown = view.viewport().grab().toImage().pixelColor(centre)
    _wheel(view, 1)
    picture = scene.layer_picture
    assert picture is not None
    under = picture.pixmap.toImage().pixelColor(centre)
    assert under.rgb() != shown.rgb()  # the map there, not the token
    assert token.isSelected() and token.opacity() == 1.0
    assert name in scene.token_items


def test_a_map_that_paints_quickly_is_never_previewed(
    window: Any, painted: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    view, scene = window.view, window.scene
    layer.reset(scene)
    view.viewport().repaint()
    took = scene.full_layer_seconds
    assert took > 0  # measured on a paint of the whole view
    monkeypatch.setattr(zoom_preview, "SLOW_LAYER", took * 1000)  # (however busy the machine)
    painted.clear()
    _wheel(view, 2)
    assert scene.layer_picture is None
    assert len(painted) >= 2  # each notch painted the layer


def test_a_new_encounter_drops_the_picture(window: Any, slow: None, sample: Any) -> None:
    _wheel(window.view, 1)
    assert window.scene.layer_picture is not None
    window.set_encounter(sample, None)
    assert window.scene.layer_picture is None
    assert not window.view.zoom_preview.active


def test_zooming_in_with_the_keys_is_previewed_too(window: Any, qtbot: Any, slow: None) -> None:
    window.view.zoom_in()
    window.view.zoom_in()
    assert window.scene.layer_picture is not None
    qtbot.waitUntil(lambda: window.scene.layer_picture is None, timeout=3000)


def test_a_token_being_dragged_is_left_out_of_the_picture_too(window: Any, slow: None) -> None:
    view, scene = window.view, window.scene
    token = next(iter(scene.token_items.values()))
    centre = view.mapFromScene(token.sceneBoundingRect().center())
    token.setOpacity(0.0)  # only the dragged copy, drawn over the map, shows it
    view.viewport().repaint()
    bare = view.viewport().grab().toImage().pixelColor(centre).rgb()
    token.drag_pos, scene.lifted = token.pos(), token
    try:
        lifted = view.viewport().grab().toImage().pixelColor(centre).rgb()
        assert lifted != bare  # the dragged copy is there on screen
        _wheel(view, 1)
        assert scene.lifted is token  # put back once the picture is taken
        picture = scene.layer_picture
        assert picture is not None
        assert picture.pixmap.toImage().pixelColor(centre).rgb() == bare
    finally:
        token.drag_pos, scene.lifted = None, None
        token.setOpacity(1.0)


def test_a_zones_corner_handles_are_left_out_of_the_picture(window: Any, slow: None) -> None:
    view, scene = window.view, window.scene
    window.set_edit_mode(True)
    zone = next(iter(scene.zone_items.values()))
    zone.setSelected(True)
    assert zone.handles
    centre = view.mapFromScene(zone.handles[0].sceneBoundingRect().center())
    view.viewport().repaint()
    shown = view.viewport().grab().toImage().pixelColor(centre).rgb()
    _wheel(view, 1)
    picture = scene.layer_picture
    assert picture is not None
    assert picture.pixmap.toImage().pixelColor(centre).rgb() != shown  # the map, not a handle
    assert all(h.opacity() == 1.0 for h in zone.handles)


def test_the_tokens_follow_each_notch_and_the_labels_the_zoom_the_wheel_stops_at(
    window: Any, qtbot: Any, slow: None
) -> None:
    view, scene = window.view, window.scene
    token = next(iter(scene.token_items.values()))
    zones = list(scene.zone_items.values())
    _wheel(view, -10)  # far out: the names stop fitting
    assert token.transform().m11() == pytest.approx(1 / view.zoom())  # its screen size kept
    qtbot.waitUntil(lambda: scene.layer_picture is None, timeout=3000)
    zoom = view.zoom()
    assert [z._label_visible() for z in zones] == [z.label_fits(zoom) for z in zones]
    assert not all(z._label_visible() for z in zones)  # (some names no longer fit)
