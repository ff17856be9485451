"""The players' screen draws a wall's door, hatch and window openings where they stand, in
their state (issue 13): a door opening opened or locked by the GM reads so on the table."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath

from core.openings import make_opening
from core.zonemap import Border
from gui import style
from gui.players.items import DOOR_CLOSED, DOOR_LOCKED, WINDOW, BorderShape


def _wall(*openings: Any) -> Border:
    return Border("a", "b", kind="wall", state="open", openings=tuple(openings))


def _render(border: Border, start: float, end: float) -> QImage:
    """The border drawn along y = 20 from x = ``start`` to x = ``end`` (200 units: 10 m)."""
    path = QPainterPath(QPointF(start, 20))
    path.lineTo(QPointF(end, 20))
    image = QImage(240, 40, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.translate(20, 0)
    BorderShape(border, path).paint(painter, None)  # type: ignore[arg-type]
    painter.end()
    return image


def _colour_at(image: QImage, x: float) -> str:
    return image.pixelColor(int(x) + 20, 20).name()


@pytest.mark.parametrize(("start", "end"), [(0.0, 200.0), (200.0, 0.0)])
def test_a_door_and_a_window_stand_where_the_wall_says(qapp: Any, start: float, end: float) -> None:
    door = make_opening("door", at=0.75, width=2.0, state="locked")
    window = make_opening("window", at=0.25, width=2.0)
    image = _render(_wall(window, door), start, end)
    assert _colour_at(image, 150) == DOOR_LOCKED.name()  # at counts from the smaller x
    assert _colour_at(image, 50) == WINDOW.name()
    assert _colour_at(image, 100) == style.WALL.name()
    assert _colour_at(image, 5) == style.WALL.name()


def test_the_opening_words_follow_each_door_state(qapp: Any) -> None:
    shut = make_opening("door", at=0.5, state="closed")
    item = BorderShape(_wall(shut, make_opening("window", at=0.1)), QPainterPath())
    assert item.opening_words() == ["closed", "window"]
    assert _colour_at(_render(_wall(shut), 0, 200), 100) == DOOR_CLOSED.name()
    broken = make_opening("hatch", at=0.5, damage=5, broken=True)
    item.set_border(_wall(broken), QPainterPath())
    assert item.opening_words() == ["broken"]
    assert _colour_at(_render(_wall(broken), 0, 200), 100) != style.WALL.name()
