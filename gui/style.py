"""Colours, sizes and fonts of the map, in one place."""

from __future__ import annotations

from PySide6.QtGui import QColor

BACKGROUND = QColor("#3b3f45")
ZONE_FILL = QColor("#efe6d2")
ZONE_FILL_ALT = QColor("#e6dcc4")
ZONE_DARK_FILL = QColor("#7b8090")
ZONE_OUTLINE = QColor("#b9ad92")
ZONE_SELECTED = QColor("#2f9bd6")
CLUTTER_HATCH = QColor(132, 96, 52, 150)
CRAMPED_HATCH = QColor(170, 80, 30, 70)
CRAMPED_OUTLINE = QColor("#c0581c")
LABEL_TEXT = QColor("#2a2620")
LABEL_TEXT_ON_DARK = QColor("#f4f1ea")
BADGE_COLOURS = {
    "cluttered": QColor("#8a6536"),
    "dark": QColor("#3d4356"),
    "cramped": QColor("#c0581c"),
}

WALL = QColor("#26231f")
OPEN_BORDER = QColor("#8d8677")
DOOR = QColor("#7a4a1f")
DOOR_LOCKED = QColor("#8e1f1f")
HATCH = QColor("#2f5d73")
HIGHLIGHT = QColor("#ff2fb4")
SELECTION = QColor(47, 155, 214, 150)

PC = QColor("#2f6fc0")
NPC = QColor("#c23b32")
TOKEN_OUTLINE = QColor("#ffffff")
TOKEN_SELECTED = QColor("#ffd21f")
ENGAGED_LINE = QColor("#ffb000")

SIGHT_CLEAR = QColor("#1fa84a")
SIGHT_BLOCKED = QColor("#e0262b")

TOKEN_DIAMETER = 28.0
WALL_WIDTH = 5.0
OPEN_WIDTH = 2.0
GLYPH = 26.0
"""Door/hatch glyph length in screen pixels (the gap left in the wall)."""


def side_colour(side: str) -> QColor:
    return PC if side == "pc" else NPC


def stroke(painter, path, pen) -> None:
    """Draw ``path``'s outline with ``pen`` (cheaper than ``QPainter.strokePath``)."""
    from PySide6.QtCore import Qt

    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
