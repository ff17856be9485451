"""Background scale (issue 13): typed pixels per square and square size, a drag of a known
distance (two clicks on the map), a move; aspect kept, bytes kept, each one undo step."""

from __future__ import annotations

import base64
from typing import Any

import pytest
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPoint, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QInputDialog

from core.encounter import Encounter
from gui.background import moved_rect, rect_for_drag, rect_for_scale
from gui.map.units import to_scene


def _png(w: int = 700, h: int = 350) -> str:
    image = QImage(w, h, QImage.Format.Format_RGB32)
    image.fill(QColor("#4a7"))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return "data:image/png;base64," + base64.b64encode(bytes(data)).decode()


def _window(make_window: Any) -> Any:
    enc = Encounter(ruleset="yze")
    enc.map.add_zone("a", name="A", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
    enc.map.background = {"data": _png(), "rect": [0.0, 0.0, 40.0, 40.0]}  # stretched square
    return make_window(enc)


def test_rect_for_scale_keeps_the_corner_and_the_aspect() -> None:
    assert rect_for_scale((2, 3, 9, 9), (700, 350), 70, 1.5) == (2, 3, 15.0, 7.5)
    with pytest.raises(ValueError):
        rect_for_scale((0, 0, 1, 1), (700, 350), 0, 1.5)


def test_rect_for_drag_keeps_the_start_point_in_place() -> None:
    rect = rect_for_drag((0, 0, 20, 10), (700, 350), (10, 5), (12, 5), 3.0)
    assert rect == pytest.approx((-5.0, -2.5, 30.0, 15.0))
    with pytest.raises(ValueError, match="different points"):
        rect_for_drag((0, 0, 20, 10), (700, 350), (1, 1), (1, 1), 3.0)
    assert moved_rect((1, 2, 3, 4), 1, -1) == (2, 1, 3, 4)


def test_scale_by_typed_numbers_one_undo_step_bytes_kept(make_window, monkeypatch) -> None:
    w = _window(make_window)
    data = w.enc.map.background["data"]
    answers = iter([(70.0, True), (1.5, True)])
    monkeypatch.setattr(QInputDialog, "getDouble", lambda *a, **k: next(answers))
    w.background_tools.action_scale.trigger()
    bg = w.enc.map.background
    assert bg["rect"] == [0.0, 0.0, 15.0, 7.5]  # 700 x 350 px at 70 px a 1.5 m square
    assert bg["data"] == data  # the original bytes, not re-encoded
    w.action_undo.trigger()
    assert w.enc.map.background["rect"] == [0.0, 0.0, 40.0, 40.0]


def test_scale_by_a_drag_on_the_map(make_window, monkeypatch, qtbot) -> None:
    w = _window(make_window)
    monkeypatch.setattr(QInputDialog, "getDouble", lambda *a, **k: (5.0, True))
    w.background_tools.action_measure.trigger()
    view = w.view
    for point in ((10.0, 10.0), (20.0, 10.0)):  # 10 m on the stretched image
        pos = view.mapFromScene(to_scene(point))
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(pos))
    x, y, width, height = w.enc.map.background["rect"]
    assert width == pytest.approx(20.0, rel=0.05)  # halved: the 10 m drawn are 5 m
    assert height == pytest.approx(width / 2)  # the image's own 2:1 aspect
    px, py = w.background_tools.picks[0]  # the start point stays on the same image pixel
    assert (px - x) / width == pytest.approx(px / 40.0)
    assert (py - y) / height == pytest.approx(py / 40.0)
    w.grab().save("/tmp/background_scaled.png")


def test_bad_numbers_and_no_image_lose_nothing(make_window) -> None:
    w = _window(make_window)
    before = dict(w.enc.map.background)
    assert not w.background_tools.set_scale(0, 1.5)
    assert not w.background_tools.scale_by_drag((1, 1), (1, 1), 2.0)
    assert w.enc.map.background == before
    assert w.background_tools.move_by(2, -1)
    assert w.enc.map.background["rect"] == [2.0, -1.0, 40.0, 40.0]
    w.enc.map.background = None
    assert not w.background_tools.set_scale(70, 1.5)
