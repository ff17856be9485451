"""Map ▸ Background scale: give the battle-map image its real size and place.

Two ways to scale (issue 13): type the image's pixels per grid square and the square's size in
metres, or drag a known distance on the image (two clicks on the map) and type how long it is.
Either keeps the image's aspect ratio (width and height in metres come from its own pixels);
the image can also be moved. "Grid from image" does the typed scale and also lays the map's grid
(:mod:`core.map_grid`) on the image's own squares, as one undo step. Each change is one undo
step through ``ZoneMap.set_background``, which keeps the embedded bytes as they came (nothing is
re-encoded; an oversized image was refused from its header when it was set).

The geometry is plain functions (:func:`rect_for_scale`, :func:`rect_for_drag`,
:func:`moved_rect`); :class:`BackgroundTools` is the thin menu and click-catcher.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog, QMenu

from core.map_grid import Grid, cmd_set_grid
from core.schema import decode_image_uri, image_size
from gui.actions import named_action
from gui.map.units import to_map

Rect = tuple[float, float, float, float]
Point = tuple[float, float]


# -- geometry (no Qt) -----------------------------------------------------------------------------
def pixel_size(background: dict[str, Any]) -> tuple[int, int]:
    """The embedded image's width and height in pixels, read from its header (not decoded)."""
    raw, fmt = decode_image_uri(background["data"])
    size = image_size(raw, fmt)
    if size is None or size[0] <= 0 or size[1] <= 0:
        raise ValueError(
            QCoreApplication.translate(
                "BackgroundTools", "The background image's size can't be read."
            )
        )
    return size


def rect_for_scale(rect: Rect, pixels: tuple[int, int], px_per_square: float, square_m: float):
    """The image's rect when ``px_per_square`` of its pixels make a ``square_m``-metre square:
    its top-left corner stays, width and height follow its own pixels (aspect kept)."""
    if not (px_per_square > 0 and square_m > 0):
        raise ValueError(
            QCoreApplication.translate(
                "BackgroundTools", "Pixels per square and the square's size must be more than 0."
            )
        )
    mpp = square_m / px_per_square
    return (rect[0], rect[1], pixels[0] * mpp, pixels[1] * mpp)


def rect_for_drag(rect: Rect, pixels: tuple[int, int], p0: Point, p1: Point, metres: float):
    """The image's rect when the stretch ``p0``→``p1`` (map metres, on the image as it lies now)
    is ``metres`` long: the image scales about ``p0``, which stays where it is (aspect kept)."""
    if not metres > 0:
        raise ValueError(
            QCoreApplication.translate(
                "BackgroundTools", "The distance must be more than 0 metres."
            )
        )
    drawn = math.dist(p0, p1)
    if drawn <= 1e-9:
        raise ValueError(
            QCoreApplication.translate(
                "BackgroundTools", "Drag between two different points on the image."
            )
        )
    factor = metres / drawn
    x, y, w, h = rect
    new_w, new_h = w * factor, w * factor * pixels[1] / pixels[0]
    fx = (p0[0] - x) / w
    fy = (p0[1] - y) / h
    return (p0[0] - fx * new_w, p0[1] - fy * new_h, new_w, new_h)


def moved_rect(rect: Rect, dx: float, dy: float) -> Rect:
    """The rect moved by (``dx``, ``dy``) metres."""
    return (rect[0] + dx, rect[1] + dy, rect[2], rect[3])


# -- the window's tools ---------------------------------------------------------------------------
class BackgroundTools(QObject):
    """Map ▸ Background scale… / Measure on the background / Move background…, for ``window``."""

    def __init__(self, window: Any, menu: QMenu) -> None:
        super().__init__(window)
        self.window = window
        self.picks: list[Point] = []
        self.measuring = False
        self.action_scale = self._action(
            menu,
            "actionBackgroundScale",
            self.tr("Background &scale…"),
            self.tr("Type the image's pixels per grid square and the square's size"),
            lambda: self.ask_scale(),
        )
        self.action_measure = self._action(
            menu,
            "actionBackgroundMeasure",
            self.tr("&Measure on the background"),
            self.tr("Click two points of a known distance on the image, then type it"),
            self.start_measuring,
        )
        self.action_grid = self._action(
            menu,
            "actionBackgroundGrid",
            self.tr("&Grid from image…"),
            self.tr("Type the image's pixels per square and the square's size: scales the image "
                    "and lines the map grid up with its squares"),
            lambda: self.ask_grid(),
        )  # fmt: skip
        self.action_move = self._action(
            menu,
            "actionBackgroundMove",
            self.tr("Mo&ve background…"),
            self.tr("Move the image by a distance in metres"),
            lambda: self.ask_move(),
        )
        menu.aboutToShow.connect(self.refresh)
        self.refresh()

    def _action(self, menu: QMenu, name: str, text: str, tip: str, slot: Any) -> QAction:
        return named_action(self.window, name, text, slot, tip=tip, menu=menu)

    def refresh(self) -> None:
        on = bool(self.window.enc.map.background)
        for action in (self.action_scale, self.action_measure, self.action_grid, self.action_move):
            action.setEnabled(on)

    # -- commands (each one undo step) ----------------------------------------------------------
    def _apply(self, make_rect: Any) -> bool:
        bg = self.window.enc.map.background
        if not bg:
            self.window.show_message(self.tr("The map has no background image."))
            return False
        try:
            rect = make_rect(tuple(bg["rect"]), pixel_size(bg))
        except ValueError as exc:
            self.window.show_message(str(exc))
            return False
        return self.window._core(lambda: self.window.enc.map.set_background(bg["data"], rect))

    def set_scale(self, px_per_square: float, square_m: float) -> bool:
        """Scale by typed numbers: ``px_per_square`` pixels make a ``square_m``-metre square."""
        return self._apply(lambda r, px: rect_for_scale(r, px, px_per_square, square_m))

    def scale_by_drag(self, p0: Point, p1: Point, metres: float) -> bool:
        """Scale so that the stretch ``p0``→``p1`` on the image is ``metres`` long."""
        return self._apply(lambda r, px: rect_for_drag(r, px, p0, p1, metres))

    def move_by(self, dx: float, dy: float) -> bool:
        return self._apply(lambda r, px: moved_rect(r, dx, dy))

    def _ask_square(self, title: str, pixels_label: str, min_metres: float) -> tuple[float, float]:
        """Pixels per square on the image, then the square's size in metres; (0, 0) when the
        GM cancels either question."""
        px, ok = QInputDialog.getDouble(self.window, title, pixels_label, 70.0, 1.0, 10000.0, 1)
        if not ok:
            return (0.0, 0.0)
        metres, ok = QInputDialog.getDouble(
            self.window, title, self.tr("A square is (metres):"), 1.5, min_metres, 1000.0, 2
        )
        return (px, metres) if ok else (0.0, 0.0)

    def ask_scale(self) -> bool:
        px, metres = self._ask_square(
            self.tr("Background scale"), self.tr("Pixels per grid square:"), 0.01
        )
        return bool(px) and self.set_scale(px, metres)

    def grid_from_image(self, px_per_square: float, square_m: float) -> bool:
        """Scale the image so ``px_per_square`` pixels make ``square_m`` metres and lay the map
        grid on its squares (size ``square_m``, through its top-left corner): one undo step."""
        window = self.window
        zone_map = window.enc.map
        bg = zone_map.background
        if not bg:
            window.show_message(self.tr("The map has no background image."))
            return False
        try:
            rect = rect_for_scale(tuple(bg["rect"]), pixel_size(bg), px_per_square, square_m)
        except ValueError as exc:
            window.show_message(str(exc))
            return False
        grid = Grid(square_m, (rect[0], rect[1]), zone_map.grid.visible)

        def lay_grid() -> None:
            cmd = cmd_set_grid(zone_map, grid)
            if cmd is not None:
                zone_map._execute(cmd)

        return window.scene.run_macro(
            self.tr("Grid from the background image"),
            [lambda: zone_map.set_background(bg["data"], rect), lay_grid],
        )

    def ask_grid(self) -> bool:
        px, metres = self._ask_square(
            self.tr("Grid from image"), self.tr("Pixels per square on the image:"), 0.05
        )
        return bool(px) and self.grid_from_image(px, metres)

    def ask_move(self) -> bool:
        text, ok = QInputDialog.getText(
            self.window, self.tr("Move background"), self.tr("Move by x, y (metres):")
        )
        if not ok:
            return False
        try:
            dx, dy = (float(v) for v in text.replace(";", ",").split(","))
        except ValueError:
            self.window.show_message(self.tr("Type two numbers, like 2.5, -1."))
            return False
        return self.move_by(dx, dy)

    # -- the drag: two clicks on the map --------------------------------------------------------
    def start_measuring(self) -> None:
        self.picks = []
        self.measuring = True
        self.window.view.viewport().installEventFilter(self)
        self.window.show_message(self.tr("Click the start, then the end of a known distance."))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.measuring or event.type() != QEvent.Type.MouseButtonPress:
            return False
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        self.picks.append(to_map(self.window.view.mapToScene(event.position().toPoint())))
        if len(self.picks) == 2:
            self.measuring = False
            self.window.view.viewport().removeEventFilter(self)
            self._ask_distance(*self.picks)
        return True

    def _ask_distance(self, p0: Point, p1: Point) -> bool:
        metres, ok = QInputDialog.getDouble(
            self.window, self.tr("Measure on the background"),
            self.tr("That distance is (metres):"), 1.5, 0.01, 10000.0, 2,
        )  # fmt: skip
        return ok and self.scale_by_drag(p0, p1, metres)
