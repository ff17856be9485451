"""Map units (metres) ↔ scene units (pixels at 100 % zoom)."""

from __future__ import annotations

from PySide6.QtCore import QPointF

SCALE = 20.0
"""Scene pixels per map metre at 100 % zoom."""


def to_scene(point: tuple[float, float]) -> QPointF:
    return QPointF(point[0] * SCALE, point[1] * SCALE)


def to_map(point: QPointF) -> tuple[float, float]:
    return (point.x() / SCALE, point.y() / SCALE)
