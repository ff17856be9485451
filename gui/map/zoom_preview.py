"""A wheel zoom on a big map: the map's layer as it last looked, scaled, until the wheel rests.

A zoom makes the view paint its whole static layer again (:mod:`gui.map.layer`): on a map of a
thousand zones that is a tenth of a second or more per notch of the wheel, and a quick turn of
the wheel stutters. Where a full paint of the layer took longer than :data:`SLOW_LAYER`, the
first notch takes a picture of the layer as it is on screen (the tokens and other live items
left out) and the notches that follow draw that picture scaled — the tokens, drawn live, stay
sharp and in place; the layer's own items (zone labels, door glyphs) follow the zoom only then.
:data:`SETTLE_MS` after the last notch the layer is painted afresh, sharp.
A small map, whose layer paints in a few milliseconds, is never previewed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRectF, QTimer
from PySide6.QtGui import QPixmap

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsItem

    from gui.map.scene import MapScene
    from gui.map.view import MapView

SLOW_LAYER = 0.025
"""Seconds: a full paint of the layer slower than this (well over a frame on a busy
machine) makes a wheel zoom show the preview."""
SETTLE_MS = 150
"""How long the wheel rests before the layer is painted sharp again."""


class LayerPicture:
    """The layer as it was on screen: a picture of the viewport and the part of the map it
    shows (scene units)."""

    def __init__(self, pixmap: QPixmap, where: QRectF) -> None:
        self.pixmap = pixmap
        self.where = where
        self._source = QRectF(pixmap.rect())

    def paint(self, painter) -> None:
        """Draw the picture where it belongs on the map (the painter in scene units)."""
        painter.drawPixmap(self.where, self.pixmap, self._source)


class ZoomPreview(QObject):
    """The view's wheel-zoom preview (see the module's text)."""

    def __init__(self, view: MapView) -> None:
        super().__init__(view)
        self.setObjectName("mapZoomPreview")
        self.view = view
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(SETTLE_MS)
        self.timer.timeout.connect(self.sharpen)

    def before_step(self) -> None:
        """A notch of the wheel is about to zoom: on a slow layer, show the picture from now
        until the wheel rests."""
        scene = self.view.map_scene()
        if scene.layer_picture is None:
            if scene.full_layer_seconds < SLOW_LAYER:
                return
            scene.layer_picture = self._picture(scene)
        self.timer.start()

    def _picture(self, scene: MapScene) -> LayerPicture:
        """The layer on screen now, the live items (tokens, lines, handles, a token being
        dragged) left out: made transparent while the view draws itself into a picture
        (hidden, they would lose their selection), as they were right after."""
        view = self.view
        live = [i for i in scene.items() if _live(i) and _drawn_on_its_own(i)]
        kept = [(item, item.opacity()) for item in live]
        lifted, scene.lifted = scene.lifted, None
        for item in live:
            item.setOpacity(0.0)
        try:
            pixmap = view.viewport().grab()
        finally:
            scene.lifted = lifted
            for item, opacity in kept:
                item.setOpacity(opacity)
        where = view.mapToScene(view.viewport().rect()).boundingRect()
        return LayerPicture(pixmap, where)

    def sharpen(self) -> None:
        """The wheel rests: paint the layer afresh at the zoom it stopped at."""
        self.timer.stop()
        scene = self.view.map_scene()
        if scene.layer_picture is None:
            return
        scene.layer_picture = None
        scene.layer_follows_zoom()  # the labels and glyphs at the zoom the wheel stopped at
        self.view.resetCachedContent()
        self.view.viewport().update()

    @property
    def active(self) -> bool:
        """The layer shows the picture (the wheel hasn't rested yet)."""
        return self.view.map_scene().layer_picture is not None


def _live(item: QGraphicsItem) -> bool:
    """Drawn as an item of its own (not in the layer) and showing."""
    return not getattr(item, "in_layer", False) and item.isVisible() and item.opacity() > 0


def _drawn_on_its_own(item: QGraphicsItem) -> bool:
    """Not faded with its parent: a top-level item, or the child of a layer item (a zone's
    corner handles in edit mode)."""
    parent = item.parentItem()
    return parent is None or getattr(parent, "in_layer", False)


__all__ = ["SETTLE_MS", "SLOW_LAYER", "LayerPicture", "ZoomPreview"]
