"""The players' window: the players' scene full screen on a screen the GM picks, and the turn
order as large cards underneath.

Constructed as ``PlayersWindow(main_window)``: it reads ``main_window.enc`` and listens to
``main_window.encounter_changed`` (the new Encounter) and ``main_window.players_sight_changed``
(a ``(a, b)`` pair or None). With two or more screens it is a frameless full-screen window on the
chosen screen (remembered in QSettings by screen name); when that screen goes away it falls back
to a normal window on the primary screen and goes back when the screen returns; with one screen it
is a normal window. Closing it hides it and emits ``closed``; it never closes the app.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QRect, QRectF, QSettings, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QImage, QPainter, QPixmap, QPixmapCache, QScreen
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from core.players import PlayerCard
from gui.players.scene import PlayersScene

SCREEN_KEY = "players/screen"
WINDOWED = ":window"
"""Remembered instead of a screen name when the GM wants a normal window."""
CAMERA_MODES = ("fit", "follow", "fixed")
TITLE = QT_TRANSLATE_NOOP("PlayersWindow", "Zonekeeper — players' screen")
NORMAL_SIZE = (1280, 760)
STYLE = """
QWidget#playersWindow, QStackedWidget, QWidget#playersMapPage { background: #050608; }
QGraphicsView#playersMapView { border: none; background: #050608; }
QFrame#playersInitiative { background: #111318; border-top: 2px solid #2a2f3a; }
QLabel { color: #f6f3ea; }
QLabel[card="true"] {
    background: #1d2230; border: 3px solid #3a4150; border-radius: 10px;
    padding: 6px 16px; font-size: 22px; font-weight: bold;
}
QLabel[card="true"][current="true"] { background: #143d24; border-color: #35e06f; }
QLabel[card="true"][acted="true"] { color: #8a8f9c; }
QLabel[card="true"][faceDown="true"] { background: #3a1f4f; border-color: #9b6bd0; }
"""


PICTURES_KIB = 64 * 1024
"""Room for the pictures the players' screen keeps of its name plates, captions and tokens
(``DeviceCoordinateCache``, kept in Qt's ``QPixmapCache``): a big map on a 4K television
needs ~30 MiB of them, and Qt's default 10 MiB would make them be drawn again and again."""


def room_for_pictures() -> None:
    """Let Qt's picture cache hold :data:`PICTURES_KIB` (it only fills with what is drawn)."""
    if QPixmapCache.cacheLimit() < PICTURES_KIB:
        QPixmapCache.setCacheLimit(PICTURES_KIB)


class PlayersMapView(QGraphicsView):
    """A view that only shows: no scroll bars, no drag, no focus, nothing to click."""

    def __init__(self, scene: PlayersScene, parent: QWidget) -> None:
        super().__init__(scene, parent)
        self.setObjectName("playersMapView")
        self.setAccessibleName(self.tr("Map shown to the players"))
        self.setInteractive(False)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self._shown: tuple[QRectF, QRectF, QSize] | None = None
        """(the rect fitted, the scene's rect, the viewport's size) at the last fit."""

    def show_rect(self, rect: QRectF) -> None:
        """Fit ``rect`` (scene units) in the view, whatever the scene's own rect. The same rect
        in the same view again moves nothing: fitting again would repaint the whole view (on a
        big map a tenth of a second at every move)."""
        if rect.isEmpty():
            return
        shown = (QRectF(rect), QRectF(self.scene().sceneRect()), self.viewport().size())
        if shown != self._shown:
            self._shown = shown
            self.setSceneRect(rect.united(self.scene().sceneRect()))
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        self.scene().set_label_zoom(self.zoom())

    def zoom(self) -> float:
        """View pixels per scene unit."""
        return self.transform().m11()

    def wheelEvent(self, event: Any) -> None:  # the table cannot scroll or zoom
        event.ignore()


class InitiativeStrip(QFrame):
    """The turn order as the players see it: one card per place, NPC cards face down while
    the ruleset keeps them secret, the current turn lit."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("playersInitiative")
        self.setAccessibleName(self.tr("Turn order"))
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(16, 10, 16, 10)
        self._layout.setSpacing(12)
        self._layout.addStretch(1)
        self._layout.addStretch(1)  # the cards go between the two: centred under the map
        self.cards: list[PlayerCard] = []
        self.labels: list[QLabel] = []
        self.setVisible(False)

    def set_cards(self, cards: list[PlayerCard]) -> None:
        if cards == self.cards:
            return
        self.cards = list(cards)
        for label in self.labels:  # gone at once: no stale card lingers among the children
            self._layout.removeWidget(label)
            label.setParent(None)
            label.deleteLater()
        self.labels = []
        for i, card in enumerate(cards):
            label = QLabel(card_text(card), self)
            label.setObjectName(f"playersCard{i}")
            label.setAccessibleName(card_text(card).replace("\n", ": "))
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            for prop, on in (
                ("card", True),
                ("current", card.current),
                ("acted", card.acted),
                ("faceDown", card.face_down),
            ):
                label.setProperty(prop, "true" if on else "false")
            self._layout.insertWidget(self._layout.count() - 1, label)
            self.labels.append(label)
        self.setVisible(bool(cards))


def card_text(card: PlayerCard) -> str:
    """A card's face as the table reads it: its label (or ▮ ? face down), then who holds it."""
    head = "▮ ?" if card.face_down else card.label
    if card.current:
        head = f"▶ {head}"
    return f"{head}\n{', '.join(card.names)}"


class BlackoutView(QWidget):
    """Black, or a still image fitted to the screen, while the GM hides the map."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("playersBlackout")
        self.setAccessibleName(self.tr("Blackout"))
        self.image: QPixmap | None = None

    def set_image(self, image: QPixmap | None) -> None:
        self.image = image if image is not None and not image.isNull() else None
        self.update()

    def paintEvent(self, event: Any) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), Qt.GlobalColor.black)
        if self.image is None:
            return
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        size = self.image.size().scaled(self.size(), Qt.AspectRatioMode.KeepAspectRatio)
        x, y = (self.width() - size.width()) // 2, (self.height() - size.height()) // 2
        painter.drawPixmap(QRect(x, y, size.width(), size.height()), self.image)


class PlayersWindow(QWidget):
    """The window facing the table."""

    closed = Signal()
    """The players' window was closed (hidden): the GM side unticks its switch."""
    camera_changed = Signal(str)

    def __init__(self, main_window: Any) -> None:
        super().__init__(main_window, Qt.WindowType.Window)
        self.main_window = main_window
        self.setObjectName("playersWindow")
        self.setAccessibleName(self.tr("Players' screen"))
        self.setWindowTitle(self.tr(TITLE))
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
        self.setStyleSheet(STYLE)
        self.camera = "fit"
        self.blackout = False
        self._gone: set[str] = set()
        self._wanted = str(QSettings().value(SCREEN_KEY, "") or "")
        room_for_pictures()
        self._build()
        self._connect_main_window()
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.screenAdded.connect(self._on_screen_added)
            app.screenRemoved.connect(self._on_screen_removed)
        self.scene.set_encounter(getattr(main_window, "enc", None))
        self._place()

    def _build(self) -> None:
        self.scene = PlayersScene(self)
        self.scene.synced.connect(self._on_synced)
        self.stack = QStackedWidget(self)
        self.stack.setObjectName("playersStack")
        self.stack.setAccessibleName(self.tr("Players' screen pages"))
        page = QWidget(self.stack)
        page.setObjectName("playersMapPage")
        page.setAccessibleName(self.tr("Map and turn order"))
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        self.map_view = PlayersMapView(self.scene, page)
        self.strip = InitiativeStrip(page)
        column.addWidget(self.map_view, 1)
        column.addWidget(self.strip)
        self.blackout_view = BlackoutView(self.stack)
        self.stack.addWidget(page)
        self.stack.addWidget(self.blackout_view)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.stack)
        self.resize(*NORMAL_SIZE)

    def _connect_main_window(self) -> None:
        mw = self.main_window
        if hasattr(mw, "encounter_changed"):
            mw.encounter_changed.connect(self._on_encounter_changed)
        if hasattr(mw, "players_sight_changed"):
            mw.players_sight_changed.connect(self.scene.set_sight)
        view = getattr(mw, "view", None)
        if isinstance(view, QGraphicsView):
            view.horizontalScrollBar().valueChanged.connect(self._follow)
            view.verticalScrollBar().valueChanged.connect(self._follow)
            if hasattr(view, "zoom_changed"):
                view.zoom_changed.connect(self._follow)

    # -- encounter and core changes ----------------------------------------------------------
    def _on_encounter_changed(self, enc: Any) -> None:
        self.scene.set_encounter(enc)

    def _on_synced(self) -> None:
        view = self.scene.view
        self.strip.set_cards(view.initiative() if view is not None else [])
        if self.camera == "fit":
            self.map_view.show_rect(self.scene.visible_rect())

    # -- camera -----------------------------------------------------------------------------
    def set_camera(self, mode: str) -> None:
        """ "fit" the revealed area (default), "follow" the GM's view, or keep it "fixed"."""
        if mode not in CAMERA_MODES:
            raise ValueError(f"Unknown camera mode {mode!r}: {', '.join(CAMERA_MODES)}.")
        self.camera = mode
        if mode == "fit":
            self.map_view.show_rect(self.scene.visible_rect())
        elif mode == "follow":
            self._follow()
        self.camera_changed.emit(mode)

    def _follow(self, *_: Any) -> None:
        if self.camera != "follow":
            return
        view = getattr(self.main_window, "view", None)
        if not isinstance(view, QGraphicsView):
            return
        self.map_view.show_rect(view.mapToScene(view.viewport().rect()).boundingRect())

    # -- blackout ---------------------------------------------------------------------------
    def set_blackout(self, on: bool, image: QImage | QPixmap | str | None = None) -> None:
        """Hide the map from the table: black, or a still ``image`` (a QImage, QPixmap or a
        file path). An image that can't be read gives plain black."""
        self.blackout = bool(on)
        pixmap: QPixmap | None = None
        if isinstance(image, QPixmap):
            pixmap = image
        elif isinstance(image, QImage):
            pixmap = QPixmap.fromImage(image)
        elif isinstance(image, str):
            pixmap = QPixmap(image)
        self.blackout_view.set_image(pixmap)
        self.stack.setCurrentIndex(1 if self.blackout else 0)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if self.camera == "fit":
            QTimer.singleShot(0, self, lambda: self.map_view.show_rect(self.scene.visible_rect()))
        elif self.camera == "follow":
            QTimer.singleShot(0, self, self._follow)

    # -- screens ----------------------------------------------------------------------------
    def set_screen(self, screen: QScreen | None) -> None:
        """Show the players' screen full screen on ``screen`` (None: a normal window), and
        remember the choice by the screen's name."""
        self._wanted = screen.name() if screen is not None else WINDOWED
        QSettings().setValue(SCREEN_KEY, self._wanted)
        self._place()

    def screens(self) -> list[QScreen]:
        """The screens plugged in now."""
        return [s for s in QGuiApplication.screens() if s.name() not in self._gone]

    def chosen_screen(self) -> QScreen | None:
        """The screen the players' window goes full screen on, or None for a normal window:
        the remembered screen if plugged in; with nothing remembered, a screen the GM's window
        is not on; nothing with a single screen."""
        screens = self.screens()
        if len(screens) < 2 or self._wanted == WINDOWED:
            return None
        if self._wanted:
            return next((s for s in screens if s.name() == self._wanted), None)
        gm = self.main_window.screen() if isinstance(self.main_window, QWidget) else None
        return next((s for s in screens if s is not gm), None)

    def is_full_screen(self) -> bool:
        return bool(self.windowState() & Qt.WindowState.WindowFullScreen)

    def _place(self) -> None:
        target = self.chosen_screen()
        visible = self.isVisible()
        flags = Qt.WindowType.Window
        if target is not None:
            flags |= Qt.WindowType.FramelessWindowHint
        if self.windowFlags() != flags:
            self.setWindowFlags(flags)  # hides a visible window: shown again below
        if target is not None:
            self.setScreen(target)
            self.setGeometry(target.geometry())
            self.setWindowState(Qt.WindowState.WindowFullScreen)
        else:
            self.setWindowState(Qt.WindowState.WindowNoState)
            primary = QGuiApplication.primaryScreen()
            area = primary.availableGeometry() if primary is not None else QRect(0, 0, 1280, 800)
            if primary is not None:
                self.setScreen(primary)
            w, h = min(NORMAL_SIZE[0], area.width()), min(NORMAL_SIZE[1], area.height())
            self.setGeometry(QRect(area.center().x() - w // 2, area.center().y() - h // 2, w, h))
        if visible:
            self.show()

    def _on_screen_added(self, screen: QScreen) -> None:
        self._gone.discard(screen.name())
        QTimer.singleShot(0, self, self._place)

    def _on_screen_removed(self, screen: QScreen) -> None:
        self._gone.add(screen.name())
        QTimer.singleShot(0, self, self._place)

    # -- closing ----------------------------------------------------------------------------
    def closeEvent(self, event: Any) -> None:
        """Hide, never quit the app; tell the GM side."""
        event.accept()
        self.hide()
        self.closed.emit()
