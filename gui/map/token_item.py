"""Combatant tokens (round, initials, side colour) and the lines joining Engaged pairs.

Tokens keep a fixed screen size at any zoom (the scene counter-scales them as the view zooms).
A token never moves the combatant itself: when the GM drops it, it reports the drop to the
scene, which asks the core; the token's position always comes back from the core's
``combatant_changed`` event (or snaps back when the move is refused).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsLineItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from core.encounter import Combatant
from gui import style
from gui.map.units import to_scene
from gui.map.zone_item import counter_zoom

if TYPE_CHECKING:
    from gui.map.scene import MapScene

RING_ROOM = 18
"""Screen pixels round the disc kept for the turn glow and the target ring."""
PLAIN_ROOM = 10
"""Screen pixels round the disc kept for the selection, highlight and pick rings (a token that
is neither acting nor targeted repaints less of the map around it while dragged)."""
TURN_RING = QColor("#35e06f")
TARGET_RING = QColor("#ff3030")


TOKEN_FLAGS = (
    QGraphicsItem.GraphicsItemFlag.ItemIsSelectable
    | QGraphicsItem.GraphicsItemFlag.ItemIsMovable
    | QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges
)
_FONTS: list[tuple[QFont, QFont]] = []


def _fonts() -> tuple[QFont, QFont]:
    """A token's name font and its small font, made once."""
    if not _FONTS:
        font = QFont()
        font.setPointSizeF(9.5)
        font.setBold(True)
        small = QFont()
        small.setPointSizeF(6.5)
        small.setBold(True)
        _FONTS.append((font, small))
    return _FONTS[0]


class TokenItem(QGraphicsItem):
    """One combatant on the map."""

    def __init__(self, combatant: Combatant) -> None:
        super().__init__()
        self.name = combatant.name
        self.combatant = combatant
        self.highlighted = False
        self.picked = False
        self.current = False
        """Whose turn it is: a glowing ring."""
        self.targeted = False
        """The Attack dock's chosen target: a red sighting ring."""
        self.setFlags(TOKEN_FLAGS)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setZValue(100)
        # painted once into a pixmap, blitted on every repaint (a drag passes other tokens);
        # Qt paints it again whenever it is updated or the view's zoom changes
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.font, self.small = _fonts()  # shared by every token: don't change them
        self._press = QPointF()
        self._rect: QRectF | None = None
        self._press_scene: QPointF | None = None
        self.drag_pos: QPointF | None = None
        """Where the mouse has the token while it is dragged (``None``: not dragged)."""
        self._rect_key: tuple = ()
        self.status = None  # a gui.docks.pips.TokenStatus: action pips, broken/dead, badges
        self.set_combatant(combatant)

    # -- model → item -----------------------------------------------------------------------
    def set_combatant(self, combatant: Combatant) -> None:
        self.combatant = combatant
        self.name = combatant.name
        self.sync_position()
        if combatant.side == "pc":
            side = QCoreApplication.translate("TokenItem", "PC")
        else:
            side = QCoreApplication.translate("TokenItem", "NPC")
        tip = f"<b>{combatant.name}</b> ({side})"
        if combatant.stance == "prone":
            tip += QCoreApplication.translate("TokenItem", " — prone")
        if combatant.doorway:
            tip += QCoreApplication.translate("TokenItem", " — in a doorway")
        if combatant.notes:
            tip += f"<br>{combatant.notes}"
        self.setToolTip(tip)
        self.update()

    def sync_position(self) -> None:
        """Put the token where the core says the combatant stands (also: snap back)."""
        self.setPos(to_scene(self.combatant.position))

    def set_status(self, status) -> None:
        """Model → item: pips, broken/dying/dead look and badges (drawn by the status)."""
        if status != self.status:
            self.prepareGeometryChange()
            self.status = status
            self.update()

    def set_highlight(self, on: bool) -> None:
        if on != self.highlighted:
            self.highlighted = on
            self.update()

    def follow_zoom(self, zoom: float) -> None:
        """Keep the token at its screen size under a view zoomed by ``zoom``."""
        counter_zoom(self, zoom)

    def set_picked(self, on: bool) -> None:
        if on != self.picked:
            self.picked = on
            self.update()

    def set_current(self, on: bool) -> None:
        """Mark (or unmark) the combatant whose turn it is."""
        if on != self.current:
            self.prepareGeometryChange()
            self.current = on
            self.setZValue(101 if on else 100)  # the one acting is drawn on top
            self.update()

    def set_targeted(self, on: bool) -> None:
        """Mark (or unmark) the Attack dock's chosen target."""
        if on != self.targeted:
            self.prepareGeometryChange()
            self.targeted = on
            self.update()

    # -- dragging ---------------------------------------------------------------------------
    # No ``itemChange`` override: PySide calls one from Python for every flag, cursor, tool
    # tip, transform and position set on every token (14 a token as a map opens: 200 tokens
    # cost 18 ms instead of 5). Whoever moves a token tells the scene (token_moved_live).
    # A dragged token is not moved in the scene while the mouse moves: Qt walks every
    # top-level item of the scene after any item changes (thousands of zones and borders on a
    # big map). It is drawn by the view over the map where the mouse has it (``drag_pos``),
    # the item itself hidden, and moves once, when the core has the drop.
    def mousePressEvent(self, event) -> None:
        self._press = self.pos()
        self.setCursor(Qt.CursorShape.ClosedHandCursor)
        super().mousePressEvent(event)
        if event.button() == Qt.MouseButton.LeftButton:
            self._press_scene = event.scenePos()

    def mouseMoveEvent(self, event) -> None:
        if self._press_scene is None:
            super().mouseMoveEvent(event)  # Qt moves the selection (no left button down)
            scene: MapScene | None = self.scene()  # type: ignore[assignment]
            if scene is not None:
                scene.selected_tokens_moved()
            return
        before = self._shown_rect()
        self.drag_pos = self._press + (event.scenePos() - self._press_scene)
        if self.opacity() > 0:
            self.setOpacity(0.0)  # once: the view draws it from now on
        scene: MapScene | None = self.scene()  # type: ignore[assignment]
        if scene is not None:
            scene.lifted = self
            scene.update(before.united(self._shown_rect()))
            scene.token_moved_live(self.name)
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        super().mouseReleaseEvent(event)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        dropped = self.drag_pos
        self._end_drag()
        if dropped is not None and (dropped - self._press).manhattanLength() > 0.5:
            scene: MapScene | None = self.scene()  # type: ignore[assignment]
            if scene is not None:
                scene.token_dropped(self.name, dropped, event.modifiers())

    def _end_drag(self) -> None:
        """Show the item again where it stands (the core's answer moves it, if it moves)."""
        scene: MapScene | None = self.scene()  # type: ignore[assignment]
        shown = self._shown_rect()
        self._press_scene = None
        self.drag_pos = None
        self.setOpacity(1.0)
        if scene is not None:
            if getattr(scene, "lifted", None) is self:
                scene.lifted = None
            scene.update(shown)
            scene.token_moved_live(self.name)

    def shown_pos(self) -> QPointF:
        """Where the token is drawn: under the mouse while dragged, else at its position."""
        return self.drag_pos if self.drag_pos is not None else self.pos()

    def _shown_rect(self) -> QRectF:
        """The scene rectangle the token covers where it is drawn."""
        s = self.transform().m11()
        return QTransform.fromScale(s, s).mapRect(self.boundingRect()).translated(self.shown_pos())

    def paint_lifted(self, painter: QPainter) -> None:
        """Draw the dragged token at ``drag_pos`` (the view calls this over the map)."""
        if self.drag_pos is None:
            return
        painter.save()
        painter.translate(self.drag_pos)
        s = self.transform().m11()
        painter.scale(s, s)
        self.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.restore()

    # -- drawing ----------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        # asked for on every repaint near the token: kept, and made again only when the rings
        # or the status change (each of those calls prepareGeometryChange first)
        key = (self.current, self.targeted, self.status)
        if self._rect_key != key or self._rect is None:
            self._rect_key, self._rect = key, self._bounds()
        return self._rect

    def _bounds(self) -> QRectF:
        room = RING_ROOM if self.current or self.targeted else PLAIN_ROOM
        r = style.TOKEN_DIAMETER / 2 + room
        rect = QRectF(-r, -r, 2 * r, 2 * r + 6)
        if self.status is not None:
            rect = rect.united(self.status.bounds(style.TOKEN_DIAMETER / 2))
        return rect

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        r = style.TOKEN_DIAMETER / 2 + 2
        path.addEllipse(QPointF(0, 0), r, r)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        c = self.combatant
        r = style.TOKEN_DIAMETER / 2
        prone = c.stance == "prone"
        colour = QColor(style.side_colour(c.side))
        painter.save()
        if prone:
            painter.rotate(-18)
            painter.scale(1.15, 0.68)
        self._paint_turn_and_target(painter, r)
        # rings: picked for the sight tool, highlighted when in the line of fire, selected
        if self.highlighted:
            painter.setPen(QPen(style.HIGHLIGHT, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r + 4, r + 4)
        if self.picked:
            painter.setPen(QPen(QColor("#00d0ff"), 3, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r + 4, r + 4)
        if self.isSelected():
            painter.setPen(QPen(style.TOKEN_SELECTED, 3.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r + 3.5, r + 3.5)
        # shadow, disc, white rim
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawEllipse(QPointF(1.5, 2), r, r)
        painter.setBrush(colour)
        painter.setPen(QPen(style.TOKEN_OUTLINE, 2))
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.setPen(QPen(colour.darker(150), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), r - 2.5, r - 2.5)
        painter.restore()
        # initials stay upright and unsquashed so they read even when prone
        painter.setFont(self.font)
        painter.setPen(QColor("white"))
        fm = QFontMetricsF(self.font)
        text = c.initials
        painter.drawText(
            QPointF(-fm.horizontalAdvance(text) / 2, fm.ascent() / 2 - 1.5 + (1 if prone else 0)),
            text,
        )
        if prone:
            prone_tag = QCoreApplication.translate("TokenItem", "PRONE")
            self._tag(painter, prone_tag, QPointF(0, r - 1), QColor("#5b5b5b"))
        if c.doorway:
            door_tag = QCoreApplication.translate("TokenItem", "DOOR")
            self._tag(painter, door_tag, QPointF(0, -r - 6), QColor("#7a4a1f"))
        if self.status is not None:
            self.status.paint(painter, r)

    def _paint_turn_and_target(self, painter: QPainter, r: float) -> None:
        """A soft glow and a bright ring round the one acting; a red sighting ring with four
        ticks round the chosen target."""
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.current:
            for width, alpha in ((12, 60), (8, 110)):
                glow = QColor(TURN_RING)
                glow.setAlpha(alpha)
                painter.setPen(QPen(glow, width))
                painter.drawEllipse(QPointF(0, 0), r + 6, r + 6)
            painter.setPen(QPen(TURN_RING, 3))
            painter.drawEllipse(QPointF(0, 0), r + 6, r + 6)
        if self.targeted:
            ring = r + (11 if self.current else 6)
            for pen in (QPen(QColor(255, 255, 255, 220), 5), QPen(TARGET_RING, 2.5)):
                painter.setPen(pen)
                painter.drawEllipse(QPointF(0, 0), ring, ring)
                for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    painter.drawLine(
                        QPointF(dx * (ring - 3), dy * (ring - 3)),
                        QPointF(dx * (ring + 4), dy * (ring + 4)),
                    )

    def _tag(self, painter: QPainter, text: str, centre: QPointF, colour: QColor) -> None:
        fm = QFontMetricsF(self.small)
        w = fm.horizontalAdvance(text) + 8
        h = fm.height() + 1
        rect = QRectF(centre.x() - w / 2, centre.y(), w, h)
        painter.setPen(QPen(QColor("white"), 1))
        painter.setBrush(colour)
        painter.drawRoundedRect(rect, 3, 3)
        painter.setFont(self.small)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class EngagementItem(QGraphicsLineItem):
    """A short thick line joining two Engaged combatants."""

    def __init__(self, a: str, b: str) -> None:
        super().__init__()
        self.pair = (a, b)
        pen = QPen(style.ENGAGED_LINE, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        pen.setCosmetic(True)
        self.setPen(pen)
        self.setZValue(90)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setToolTip(
            QCoreApplication.translate("EngagementItem", "{a} and {b} are Engaged").format(a=a, b=b)
        )

    def follow(self, pa: QPointF, pb: QPointF) -> None:
        self.setLine(QLineF(pa, pb))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        dark = QPen(QColor(0, 0, 0, 150), 8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        dark.setCosmetic(True)
        painter.setPen(dark)
        painter.drawLine(self.line())
        painter.setPen(self.pen())
        painter.drawLine(self.line())


__all__ = ["EngagementItem", "TokenItem"]
