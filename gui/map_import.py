"""File ▸ Import map… (Universal VTT: .dd2vtt, .uvtt, .df2vtt), the proposal reviewed on the map.

The file is read by :mod:`core.uvtt`; the review dialog shows the embedded image placed exactly,
the walls and portals over it and the proposed zones, which the GM merges, splits (in two halves
or along a line drawn with two clicks), renames and drops (:mod:`core.uvtt_review` does each
edit). Accept makes it the encounter's map in one undo step.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPixmap, QPolygonF, QTransform
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QGraphicsPixmapItem,
    QGraphicsPolygonItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.schema import decode_image_uri
from core.uvtt import DEFAULT_SQUARE_M, EXTENSIONS, Proposal, UvttError, UvttMap, propose_zones
from core.uvtt import read_uvtt as _read
from core.uvtt_review import (
    accept_proposal,
    drop_zone,
    merge_zones,
    rename_zone,
    split_along,
    split_in_halves,
)
from gui.map.units import SCALE

_FILLS = ("#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#b07aa1", "#76b7b2", "#edc948", "#ff9da7")


def ask_uvtt_file(parent: QWidget | None, start: str = "") -> str | None:
    """A Universal VTT file to import, or None when cancelled."""
    chosen, _ = QFileDialog.getOpenFileName(
        parent,
        QCoreApplication.translate("MapImport", "Import map (Universal VTT)"),
        start,
        QCoreApplication.translate("MapImport", "Universal VTT maps")
        + " ("
        + " ".join("*" + e for e in EXTENSIONS)
        + ")",
    )
    return chosen or None


def _pt(p: tuple[float, float]) -> QPointF:
    return QPointF(p[0] * SCALE, p[1] * SCALE)


def _label_point(polygon: Any) -> tuple[float, float]:
    """A point inside the zone for its name (the centroid of a concave room may lie outside)."""
    from shapely.geometry import Polygon

    p = Polygon(polygon).representative_point() if len(polygon) > 2 else None
    return (p.x, p.y) if p is not None else polygon[0]


class _ReviewView(QGraphicsView):
    """The review's map: a click picks zones; in line mode two clicks draw a split line."""

    def __init__(self, dialog: MapImportDialog) -> None:
        super().__init__(dialog.scene)
        self.dialog = dialog
        self.setObjectName("mapImportView")
        self.setAccessibleName(QCoreApplication.translate("MapImport", "Imported map under review"))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)

    def mousePressEvent(self, event: Any) -> None:
        point = self.mapToScene(event.position().toPoint())
        self.dialog.clicked_at((point.x() / SCALE, point.y() / SCALE))

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)


class MapImportDialog(QDialog):
    """Review an imported map's proposed zones; :meth:`accept` makes them the map."""

    def __init__(self, parent: QWidget | None, raw: bytes, name: str, first: UvttMap) -> None:
        super().__init__(parent)
        self.setObjectName("mapImportDialog")
        self.setWindowTitle(self.tr("Import map: {file}").format(file=name))
        self.setAccessibleName(self.tr("Import map review"))
        self.raw = raw
        self.uvtt = first
        self.proposal: Proposal = propose_zones(first)
        self.line_start: tuple[float, float] | None = None
        self.line_mode = False
        self.on_accept: Callable[[UvttMap, Proposal], bool] | None = None
        self.scene = QGraphicsScene(self)
        self._build()
        self.redraw()
        self.resize(1000, 680)

    # -- widgets ---------------------------------------------------------------------------
    def _build(self) -> None:
        self.square = QDoubleSpinBox(self)
        self.square.setObjectName("mapImportSquare")
        self.square.setAccessibleName(self.tr("Grid square size in metres"))
        self.square.setRange(0.1, 10.0)
        self.square.setDecimals(2)
        self.square.setSingleStep(0.25)
        self.square.setSuffix(" m")
        self.square.setValue(self.uvtt.square)
        self.square.valueChanged.connect(self._on_square)
        self.zones = QListWidget(self)
        self.zones.setObjectName("mapImportZones")
        self.zones.setAccessibleName(self.tr("Proposed zones (double-click to rename)"))
        self.zones.setSelectionMode(QListWidget.SelectionMode.ExtendedSelection)
        self.zones.itemChanged.connect(self._on_renamed)
        self.zones.itemSelectionChanged.connect(self._on_selection)
        self.view = _ReviewView(self)
        self.hint = QLabel(self)
        self.hint.setObjectName("mapImportHint")
        self.hint.setAccessibleName(self.tr("Import hint"))
        self.hint.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.setObjectName("mapImportButtons")
        buttons.setAccessibleName(self.tr("Accept or cancel the import"))
        self.accept_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.accept_button.setText(self.tr("Accept as the map"))
        self.accept_button.setObjectName("mapImportAccept")
        self.accept_button.setAccessibleName(self.tr("Accept as the map"))
        cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setObjectName("mapImportCancel")
        cancel.setAccessibleName(self.tr("Cancel the import"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        side = QVBoxLayout()
        size_row = QHBoxLayout()
        size_label = QLabel(self.tr("Grid square:"), self)
        size_label.setBuddy(self.square)
        size_row.addWidget(size_label)
        size_row.addWidget(self.square)
        side.addLayout(size_row)
        side.addWidget(self.zones, 1)
        for key, text, fn in (
            ("Merge", self.tr("&Merge two"), self.merge_selected),
            ("SplitHalves", self.tr("Split in &halves"), self.split_selected),
            ("SplitLine", self.tr("Split along a &line"), self.start_line),
            ("Drop", self.tr("&Drop"), self.drop_selected),
        ):
            button = QPushButton(text, self)
            button.setObjectName(f"mapImport{key}")
            button.setAccessibleName(text.replace("&", ""))
            button.clicked.connect(fn)
            side.addWidget(button)
            setattr(self, f"button_{key.lower()}", button)
        side.addWidget(self.hint)
        body = QHBoxLayout()
        body.addWidget(self.view, 3)
        body.addLayout(side, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(buttons)

    # -- drawing ---------------------------------------------------------------------------
    def redraw(self) -> None:
        """The image, walls, portals and proposed zones drawn again; the list refilled."""
        self.scene.clear()
        self.zone_items: dict[str, QGraphicsPolygonItem] = {}
        m = self.uvtt
        x, y, w, h = m.image_rect
        rect = QRectF(x * SCALE, y * SCALE, w * SCALE, h * SCALE)
        self._draw_image(rect)
        for i, z in enumerate(self.proposal.zones):
            self._draw_zone(i, z.id, z.name, z.polygon)
        wall_pen = QPen(QColor("#111"), 3)
        wall_pen.setCosmetic(True)
        for line in (*m.walls, *m.objects):
            for a, b in itertools.pairwise(line):
                self.scene.addLine(_pt(a).x(), _pt(a).y(), _pt(b).x(), _pt(b).y(), wall_pen)
        for portal in m.portals:
            pen = QPen(QColor("#8b4513" if portal.kind == "door" else "#5fa8d3"), 5)
            pen.setCosmetic(True)
            self.scene.addLine(
                _pt(portal.a).x(), _pt(portal.a).y(), _pt(portal.b).x(), _pt(portal.b).y(), pen
            )
        self.scene.setSceneRect(rect.adjusted(-SCALE, -SCALE, SCALE, SCALE))
        self.view.fitInView(self.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self._fill_list()

    def _draw_image(self, rect: QRectF) -> None:
        pixmap = QPixmap()
        if self.uvtt.image is not None:
            raw, fmt = decode_image_uri(self.uvtt.image)
            pixmap.loadFromData(raw, fmt)
        if pixmap.isNull():
            self.scene.addRect(rect, QPen(QColor("#999")), QBrush(QColor("#eee")))
            return
        item = QGraphicsPixmapItem(pixmap)
        item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        item.setPos(rect.topLeft())
        item.setTransform(
            QTransform.fromScale(rect.width() / pixmap.width(), rect.height() / pixmap.height())
        )
        self.scene.addItem(item)

    def _draw_zone(self, i: int, zone_id: str, name: str, polygon: Any) -> None:
        color = QColor(_FILLS[i % len(_FILLS)])
        color.setAlpha(90)
        pen = QPen(QColor(_FILLS[i % len(_FILLS)]).darker(150), 2)
        pen.setCosmetic(True)
        item = self.scene.addPolygon(QPolygonF([_pt(p) for p in polygon]), pen, QBrush(color))
        item.setData(0, zone_id)
        self.zone_items[zone_id] = item
        label = QGraphicsSimpleTextItem(name)
        label.setFlag(QGraphicsSimpleTextItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.scene.addItem(label)
        label.setPos(_pt(_label_point(polygon)))
        half = label.boundingRect().center()
        label.setTransform(QTransform.fromTranslate(-half.x(), -half.y()))

    def _fill_list(self) -> None:
        selected = set(self.selected_ids())
        self.zones.blockSignals(True)
        self.zones.clear()
        for z in self.proposal.zones:
            item = QListWidgetItem(z.name)
            item.setData(Qt.ItemDataRole.UserRole, z.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
            self.zones.addItem(item)
            item.setSelected(z.id in selected)
        self.zones.blockSignals(False)
        self._on_selection()

    # -- selection ---------------------------------------------------------------------------
    def selected_ids(self) -> list[str]:
        if not hasattr(self, "zones"):
            return []
        return [i.data(Qt.ItemDataRole.UserRole) for i in self.zones.selectedItems()]

    def select(self, *zone_ids: str) -> None:
        """Select these zones (in the list and on the map)."""
        for row in range(self.zones.count()):
            item = self.zones.item(row)
            item.setSelected(item.data(Qt.ItemDataRole.UserRole) in zone_ids)

    def _on_selection(self) -> None:
        chosen = set(self.selected_ids())
        for zone_id, item in getattr(self, "zone_items", {}).items():
            pen = item.pen()
            pen.setWidth(5 if zone_id in chosen else 2)
            pen.setStyle(Qt.PenStyle.DashLine if zone_id in chosen else Qt.PenStyle.SolidLine)
            item.setPen(pen)

    def clicked_at(self, point: tuple[float, float]) -> None:
        """A click on the review map: a point of the split line, or picking a zone."""
        if self.line_mode:
            self._line_point(point)
            return
        hit = next((zid for zid, it in self.zone_items.items() if it.contains(_pt(point))), None)
        if hit is None:
            return
        chosen = [z for z in self.selected_ids() if z != hit]
        self.select(*chosen[-1:], hit)

    # -- edits -------------------------------------------------------------------------------
    def _edit(self, fn: Callable[[], Proposal], message: str) -> bool:
        try:
            self.proposal = fn()
        except ValueError as exc:
            self.hint.setText(str(exc))
            return False
        self.redraw()
        self.hint.setText(message)
        return True

    def merge_selected(self) -> bool:
        ids = self.selected_ids()
        if len(ids) != 2:
            self.hint.setText(self.tr("Select two neighbouring zones to merge."))
            return False
        ok = self._edit(
            lambda: merge_zones(self.uvtt, self.proposal, ids[0], ids[1]), self.tr("Merged.")
        )
        if ok:
            self.select(ids[0])
        return ok

    def _one(self) -> str | None:
        ids = self.selected_ids()
        if len(ids) != 1:
            self.hint.setText(self.tr("Select one zone first."))
            return None
        return ids[0]

    def split_selected(self) -> bool:
        zone_id = self._one()
        if zone_id is None:
            return False
        return self._edit(
            lambda: split_in_halves(self.uvtt, self.proposal, zone_id), self.tr("Split in two.")
        )

    def start_line(self) -> bool:
        if self._one() is None:
            return False
        self.line_mode, self.line_start = True, None
        self.hint.setText(self.tr("Click the split line's first point on the map."))
        return True

    def _line_point(self, point: tuple[float, float]) -> None:
        if self.line_start is None:
            self.line_start = point
            pen = QPen(QColor("#d00"), 3)
            pen.setCosmetic(True)
            r = 0.3 * SCALE
            self.scene.addEllipse(_pt(point).x() - r, _pt(point).y() - r, 2 * r, 2 * r, pen)
            self.hint.setText(self.tr("Now click its second point."))
            return
        start, self.line_mode, self.line_start = self.line_start, False, None
        zone_id = self._one()
        if zone_id is not None:
            self._edit(
                lambda: split_along(self.uvtt, self.proposal, zone_id, start, point),
                self.tr("Split along the line."),
            )

    def drop_selected(self) -> bool:
        zone_id = self._one()
        if zone_id is None:
            return False
        return self._edit(lambda: drop_zone(self.uvtt, self.proposal, zone_id), self.tr("Dropped."))

    def _on_renamed(self, item: QListWidgetItem) -> None:
        zone_id = item.data(Qt.ItemDataRole.UserRole)
        self._edit(lambda: rename_zone(self.proposal, zone_id, item.text()), self.tr("Renamed."))

    def _on_square(self, value: float) -> None:
        """A new grid square size: the file read again at that scale, the proposal redone."""
        try:
            self.uvtt = _read(self.raw, square=value)
        except UvttError as exc:
            self.hint.setText(str(exc))
            return
        self.proposal = propose_zones(self.uvtt)
        self.redraw()

    def accept(self) -> None:
        if self.on_accept is not None and not self.on_accept(self.uvtt, self.proposal):
            return  # refused: the dialog stays, the reason is on the hint line
        super().accept()


def import_map(window: Any, path: str | Path | None = None) -> MapImportDialog | None:
    """File ▸ Import map…: read the file, open its review (non-blocking); None on a bad file."""
    if path is None:
        path = ask_uvtt_file(window, window._start_dir())
        if not path:
            return None
    path = Path(path)
    try:
        raw = path.read_bytes()
        first = _read(raw, square=DEFAULT_SQUARE_M)
    except OSError as exc:
        text = QCoreApplication.translate("MapImport", "Can't read {file}: {reason}.")
        window.show_message(text.format(file=path.name, reason=exc.strerror or exc))
        return None
    except UvttError as exc:
        text = QCoreApplication.translate("MapImport", "{file} can't be imported: {reason}")
        window.show_message(text.format(file=path.name, reason=exc))
        return None
    dialog = MapImportDialog(window, raw, path.name, first)

    def accept(m: UvttMap, proposal: Proposal) -> bool:
        try:
            accept_proposal(window.enc, m, proposal)
        except ValueError as exc:
            dialog.hint.setText(str(exc))
            window.show_message(str(exc))
            return False
        window.view.fit()
        text = QCoreApplication.translate(
            "MapImport", "Imported {file}: {n} zones (Edit > Undo takes it back)."
        )
        window.show_message(text.format(file=path.name, n=len(proposal.zones)))
        return True

    dialog.on_accept = accept
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.show()
    return dialog
