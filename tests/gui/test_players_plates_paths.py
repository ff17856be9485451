"""The stretch of a border's line a door or window fills (``gui.players.items._sub_path``),
worked out directly on a straight line: the same points Qt's own measuring gives."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath

from gui.players.items import _sub_path, _sub_path_qt

LINES = [
    [(0, 0), (200, 0)],
    [(300, 40), (100, 40)],  # drawn backwards
    [(0, 0), (60, 80), (60, 80), (160, 80), (160, 20)],  # a bend, a point twice
    [(10, 10), (10, 10)],  # no length at all
]
SPANS = [(0, 1), (0, 0.3), (0.3, 0.7), (0.7, 1), (0.25, 0.35), (0.5, 0.5)]


def _path(points: list[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath(QPointF(*points[0]))
    for p in points[1:]:
        path.lineTo(*p)
    return path


def _points(path: QPainterPath) -> list[tuple[float, float]]:
    return [(path.elementAt(i).x, path.elementAt(i).y) for i in range(path.elementCount())]


@pytest.mark.parametrize("points", LINES)
@pytest.mark.parametrize("span", SPANS)
def test_a_stretch_of_a_polyline_is_the_one_qt_measures(points, span) -> None:
    path = _path(points)
    ours, qts = _points(_sub_path(path, *span)), _points(_sub_path_qt(path, *span))
    assert len(ours) == len(qts)  # (a lineTo where the line already is adds nothing)
    for (x, y), (qx, qy) in zip(ours, qts, strict=True):
        assert x == pytest.approx(qx, abs=1e-6) and y == pytest.approx(qy, abs=1e-6)


def test_a_curved_line_is_measured_by_qt() -> None:
    path = QPainterPath(QPointF(0, 0))
    path.quadTo(50, 80, 100, 0)
    assert _points(_sub_path(path, 0.2, 0.6)) == _points(_sub_path_qt(path, 0.2, 0.6))
