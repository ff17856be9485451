"""The map view: zoom (wheel, Ctrl+= / Ctrl+−), pan (middle drag or Space + drag), fit, a
short-lived message bubble over the map, a scale bar (bottom-left) and the live size readout
near the cursor while a zone is drawn or reshaped.

The map stays where the GM put it. Only :meth:`MapView.fit` (Fit, F, Ctrl+0) re-fits it; a new
encounter is fitted once the window has laid itself out (:meth:`MapView.fit_when_settled`). No
edit, undo, move or dock change re-centres or re-fits the view: the view's scene rectangle is a
fixed, very large area (so a zone drawn or removed never shifts the scroll range), and a resize
keeps the top-left scene point where it was.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QLabel, QWidget

from core.map_grid import nice_length
from gui.map.scene import MapScene
from gui.map.units import SCALE
from gui.map.zoom_preview import ZoomPreview

MIN_ZOOM = 0.05
MAX_ZOOM = 20.0
WHEEL_STEP = 1.15
PAN_AREA = QRectF(-2.0e6, -2.0e6, 4.0e6, 4.0e6)
"""The view's scene rectangle (scene units, 100 km of map each way): fixed, so the scroll range
never follows the map's own bounds (which would move the map under the GM's hand)."""


class ScaleBar(QWidget):
    """A round length of the map at the view's zoom (1, 2, 5, 10, 20 … m), bottom-left."""

    MAX_PIXELS = 140.0
    MARGIN = 12

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("mapScaleBar")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.metres = 0.0
        self.pixels = 0.0
        self.zoom = 0.0
        self.set_zoom(1.0)

    def set_zoom(self, zoom: float) -> None:
        """Pick the bar's length for ``zoom`` and place it at the bottom-left of the view."""
        if zoom == self.zoom:
            return
        self.zoom = zoom
        per_metre = max(zoom, 1e-9) * SCALE
        self.metres = nice_length(self.MAX_PIXELS / per_metre)
        self.pixels = self.metres * per_metre
        self.setAccessibleName(self.tr("Scale: {length} m").format(length=f"{self.metres:g}"))
        self.setFixedSize(QSize(int(self.pixels) + 60, 30))
        self.place()
        self.update()

    def text(self) -> str:
        return self.tr("{length} m").format(length=f"{self.metres:g}")

    def place(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.move(self.MARGIN, parent.height() - self.height() - self.MARGIN)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        x0, x1, y = 6.0, 6.0 + self.pixels, self.height() - 8.0
        for colour, width in ((QColor(255, 255, 255, 220), 5), (QColor(30, 30, 34), 2)):
            painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
            painter.drawLine(QPointF(x0, y), QPointF(x1, y))
            painter.drawLine(QPointF(x0, y - 6), QPointF(x0, y + 2))
            painter.drawLine(QPointF(x1, y - 6), QPointF(x1, y + 2))
        font = painter.font()
        font.setBold(True)
        painter.setFont(font)
        box = QRectF(x1 + 6, 0, self.width() - x1 - 6, self.height() - 2)
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom
        painter.setPen(QColor(255, 255, 255, 220))
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            painter.drawText(box.translated(dx, dy), align, self.text())
        painter.setPen(QColor(30, 30, 34))
        painter.drawText(box, align, self.text())


class Readout(QLabel):
    """The live size ("4.0 × 5.0 m") next to the cursor while a zone is drawn or reshaped."""

    OFFSET = QPoint(18, 14)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("mapReadout")
        self.setAccessibleName(self.tr("Size readout"))
        self.setStyleSheet(
            "QLabel { background: rgba(25, 25, 28, 215); color: white; border-radius: 4px;"
            " padding: 2px 6px; font-weight: 600; }"
        )
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hide()

    def show_at(self, text: str, where: QPoint) -> None:
        """Show ``text`` near ``where`` (viewport pixels), inside the view; "" hides it."""
        if not text:
            self.hide()
            return
        self.setText(text)
        self.adjustSize()
        parent = self.parentWidget()
        pos = where + self.OFFSET
        if parent is not None:
            pos.setX(max(0, min(pos.x(), parent.width() - self.width())))
            pos.setY(max(0, min(pos.y(), parent.height() - self.height())))
        self.move(pos)
        self.show()
        self.raise_()


class MapView(QGraphicsView):
    """Shows a :class:`MapScene`; fits it only when asked."""

    zoom_changed = Signal(float)
    first_painted = Signal()

    def __init__(self, scene: MapScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # A viewport of our own, as QGraphicsView makes it (input methods on): the first
        # viewport() call on Qt's own made PySide6 set up every QWidget subclass's binding
        # (~70 enum types, ~12 ms before the first paint); a QWidget made here is already bound
        self.setViewport(QWidget(self))
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled)
        self.setObjectName("mapView")
        self.setAccessibleName(self.tr("Zone map"))
        self.setAccessibleDescription(
            self.tr("The encounter map. Drag tokens to move combatants; wheel to zoom.")
        )
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setSceneRect(PAN_AREA)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # the map's static layer is painted into the background (gui.map.layer): kept as a
        # picture, so a repaint (a token dragged) blits it instead of painting the map again
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        # pan with the middle button or Space + drag; scroll bars only clutter a map
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMouseTracking(True)
        self.auto_fit = True
        """Fit on resize: only while a new encounter's window is still laying itself out."""
        self._settle_generation = 0
        self.untouched = True
        """No zoom, pan or click on this map since it was shown (a late layout may re-fit)."""
        self.fit_count = 0
        """How many times the view was fitted (tests check nothing else fits)."""
        self._panning: QPoint | None = None
        self._space = False
        self._painted = False
        self.mode_banner = QLabel(self.tr("EDITING MAP"), self)
        self.mode_banner.setObjectName("editModeBanner")
        self.mode_banner.setAccessibleName(self.tr("Edit mode is on"))
        self.mode_banner.setStyleSheet(
            "QLabel { background: #e07b1a; color: white; font-weight: 700; border-radius: 4px;"
            " padding: 3px 8px; letter-spacing: 1px; }"
        )
        self.mode_banner.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.mode_banner.move(12, 10)
        self.mode_banner.hide()
        self.scale_bar = ScaleBar(self)
        self.readout = Readout(self)
        self.zoom_preview = ZoomPreview(self)
        scene.readout.connect(self._show_readout)
        self.zoom_changed.connect(self._sync_zoom)

    def _sync_zoom(self, *_args: object) -> None:
        """Tell the scene the zoom (its fixed-size items follow it) before a paint or a click."""
        scene = self.scene()
        if isinstance(scene, MapScene):
            scene.set_view_zoom(self.zoom())
        self.scale_bar.set_zoom(self.zoom())

    def _show_readout(self, text: str, where: QPointF) -> None:
        self.readout.show_at(text, self.mapFromScene(where))

    def map_scene(self) -> MapScene:
        scene = self.scene()
        assert isinstance(scene, MapScene)
        return scene

    def set_edit_banner(self, on: bool) -> None:
        self.mode_banner.adjustSize()
        self.mode_banner.setVisible(on)

    # -- zoom -------------------------------------------------------------------------------
    def zoom(self) -> float:
        return self.transform().m11()

    def zoom_by(self, factor: float) -> None:
        current = self.zoom()
        target = max(MIN_ZOOM, min(MAX_ZOOM, current * factor))
        if abs(target - current) < 1e-9:
            return
        self.hold()
        self.scale(target / current, target / current)
        self.zoom_changed.emit(self.zoom())

    def zoom_in(self) -> None:
        self._zoom_step(WHEEL_STEP * WHEEL_STEP)

    def zoom_out(self) -> None:
        self._zoom_step(1 / (WHEEL_STEP * WHEEL_STEP))

    def _zoom_step(self, factor: float) -> None:
        """Zoom about the middle of the view (a held Ctrl+= on a big map: previewed as a
        turn of the wheel is)."""
        self.zoom_preview.before_step()
        anchor = self.transformationAnchor()
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.zoom_by(factor)
        self.setTransformationAnchor(anchor)

    def fit(self) -> None:
        """Fit the whole map in the window (Fit, F, Ctrl+0): the only thing that re-fits."""
        self.auto_fit = False
        self.untouched = False
        self._fit()

    def _fit(self) -> None:
        self.fitInView(self._fit_rect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.fit_count += 1
        self.zoom_changed.emit(self.zoom())

    def _fit_rect(self) -> QRectF:
        rect = self.map_scene().map_rect()
        margin = max(rect.width(), rect.height()) * 0.03 + 10
        return rect.adjusted(-margin, -margin, margin, margin)

    def fit_zoom(self) -> float | None:
        """The zoom a fit would give now, worked out as ``fitInView`` does (the scene builds a
        new map's items for it: their labels placed once, not for the previous map's zoom
        first); ``None`` when a fit would do nothing."""
        t = QTransform(self.transform())
        unity = t.mapRect(QRectF(0, 0, 1, 1))
        view = QRectF(self.viewport().rect().adjusted(2, 2, -2, -2))
        if unity.isEmpty() or view.isEmpty():
            return None
        t.scale(1 / unity.width(), 1 / unity.height())
        rect = t.mapRect(self._fit_rect())
        if rect.isEmpty():
            return None
        ratio = min(view.width() / rect.width(), view.height() / rect.height())
        t.scale(ratio, ratio)
        return t.m11()

    def fit_when_settled(self) -> None:
        """Fit a newly shown map now and again as the window lays itself out (docks arranged,
        first show), then never on its own again: after that only :meth:`fit` re-fits."""
        self.auto_fit = True
        self.untouched = True
        self._settle_generation += 1
        generation = self._settle_generation
        self._fit()
        # two turns of the event loop: posted layout requests are handled before timers run
        QTimer.singleShot(
            0, self, lambda: QTimer.singleShot(0, self, lambda: self._settled(generation))
        )

    def _settled(self, generation: int) -> None:
        if generation == self._settle_generation and self.auto_fit:
            self._fit()
            self.auto_fit = False

    def hold(self) -> None:
        """The GM is at work: stop any pending start-up fit (the view stays as it is)."""
        self.auto_fit = False
        self.untouched = False

    def refit_if_untouched(self) -> None:
        """The window rearranged itself before the GM touched the map: fit it again once the
        new layout has settled (start-up only; never after a zoom, pan or click)."""
        if self.untouched:
            self.fit_when_settled()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.scale_bar.place()
        if self.auto_fit:
            self._fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        self.hold()
        delta = event.angleDelta().y()
        if delta == 0:
            super().wheelEvent(event)
            return
        self.zoom_preview.before_step()  # a big map: its layer's picture until the wheel rests
        self.zoom_by(WHEEL_STEP ** (delta / 120))
        event.accept()

    # -- panning ----------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.hold()
        self._sync_zoom()
        if event.button() == Qt.MouseButton.MiddleButton or (
            self._space and event.button() == Qt.MouseButton.LeftButton
        ):
            self._panning = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._sync_zoom()
        if self._panning is not None:
            pos = event.position().toPoint()
            delta = pos - self._panning
            self._panning = pos
            self.hold()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._panning is not None and event.button() in (
            Qt.MouseButton.MiddleButton,
            Qt.MouseButton.LeftButton,
        ):
            self._panning = None
            self.viewport().setCursor(
                Qt.CursorShape.OpenHandCursor if self._space else Qt.CursorShape.ArrowCursor
            )
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            event.accept()
            return
        scene = self.map_scene()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and scene.tool == "polygon":
            scene.finish_polygon()
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = False
            self.viewport().unsetCursor()
            event.accept()
            return
        super().keyReleaseEvent(event)

    def drawForeground(self, painter: QPainter, rect) -> None:
        """Over everything: the token being dragged, where the mouse has it."""
        super().drawForeground(painter, rect)
        lifted = getattr(self.scene(), "lifted", None)
        if lifted is not None:
            lifted.paint_lifted(painter)

    # -- first paint (start-up timing, --screenshot) ----------------------------------------
    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self._sync_zoom()
        super().mouseDoubleClickEvent(event)

    def paintEvent(self, event) -> None:
        self._sync_zoom()  # a zoom set without zoom_by (scale(), setTransform()) is caught here
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, self.first_painted.emit)
