"""Small helpers shared by the GUI tests."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage, QMouseEvent
from PySide6.QtWidgets import QApplication, QGraphicsView

from gui.map.units import SCALE


def at(x: float, y: float) -> QPointF:
    """Scene point of map point (x, y) metres."""
    return QPointF(x * SCALE, y * SCALE)


def map_pos(item) -> tuple[float, float]:
    return (round(item.pos().x() / SCALE, 6), round(item.pos().y() / SCALE, 6))


def _send(view: QGraphicsView, kind: QMouseEvent.Type, pos: QPoint, buttons, button) -> None:
    viewport = view.viewport()
    event = QMouseEvent(
        kind,
        QPointF(pos),
        QPointF(viewport.mapToGlobal(pos)),
        button,
        buttons,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(viewport, event)


def drag(view: QGraphicsView, start: QPointF, end: QPointF, steps: int = 6) -> None:
    """Press at scene point ``start``, move in steps, release at ``end`` (real mouse events)."""
    left = Qt.MouseButton.LeftButton
    p0, p1 = view.mapFromScene(start), view.mapFromScene(end)
    _send(view, QMouseEvent.Type.MouseButtonPress, p0, left, left)
    for i in range(1, steps + 1):
        p = p0 + (p1 - p0) * i / steps
        _send(view, QMouseEvent.Type.MouseMove, p, left, Qt.MouseButton.NoButton)
    _send(view, QMouseEvent.Type.MouseButtonRelease, p1, Qt.MouseButton.NoButton, left)


def click(view: QGraphicsView, point: QPointF) -> None:
    left = Qt.MouseButton.LeftButton
    p = view.mapFromScene(point)
    _send(view, QMouseEvent.Type.MouseButtonPress, p, left, left)
    _send(view, QMouseEvent.Type.MouseButtonRelease, p, Qt.MouseButton.NoButton, left)


def double_click(view: QGraphicsView, point: QPointF) -> None:
    left = Qt.MouseButton.LeftButton
    p = view.mapFromScene(point)
    _send(view, QMouseEvent.Type.MouseButtonPress, p, left, left)
    _send(view, QMouseEvent.Type.MouseButtonRelease, p, Qt.MouseButton.NoButton, left)
    _send(view, QMouseEvent.Type.MouseButtonDblClick, p, left, left)
    _send(view, QMouseEvent.Type.MouseButtonRelease, p, Qt.MouseButton.NoButton, left)


def view_pixels(view: QGraphicsView) -> np.ndarray:
    """What the view's viewport shows, as an (h, w, 3) array of RGB ints (a copy)."""
    image = view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    w, h = image.width(), image.height()
    rows = np.frombuffer(image.constBits(), np.uint8).reshape(h, image.bytesPerLine())
    return rows[:, : w * 4].reshape(h, w, 4)[:, :, :3].astype(int).copy()
