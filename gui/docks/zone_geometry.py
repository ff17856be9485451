"""The selected zone's position and size in metres, typed in the Properties dock.

A rectangle (an axis-aligned four-corner zone) shows x, y (its top-left corner), width and
height: typing one moves or resizes it. Any other polygon shows x, y (typing moves it whole) and
its size read-only. Each field committed is one undo step, through the same reshape the map's
handles use; bad input gets a clear message and the fields go back to the zone's values.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QLabel, QLineEdit, QWidget

from core.map_grid import GridError, bounds_box, check_box, is_rectangle, moved_to, rect_polygon
from core.zonemap import Zone

Reshape = Callable[[str, list[tuple[float, float]], str], bool]


def metres_text(value: float) -> str:
    """``value`` with up to two decimals and no trailing zeros: 4 → "4", 2.25 → "2.25"."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def parse_metres(text: str) -> float:
    """A typed number of metres ("4,5" too, the decimal comma); ValueError if it is none."""
    return float(text.strip().replace(",", ".").removesuffix("m").strip())


class ZoneGeometryFields(QWidget):
    """x, y, width, height (metres) of one zone; :attr:`reshape` does the edit."""

    message = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("zoneGeometry")
        self.setAccessibleName(self.tr("Zone position and size"))
        self.zone: Zone | None = None
        self.reshape: Reshape | None = None
        """Reshape a zone as one undo step (the map scene's; set by the window)."""
        self.x_edit = self._edit("zoneXEdit", self.tr("Zone left edge x (metres)"))
        self.y_edit = self._edit("zoneYEdit", self.tr("Zone top edge y (metres)"))
        self.w_edit = self._edit("zoneWidthEdit", self.tr("Zone width (metres)"))
        self.h_edit = self._edit("zoneHeightEdit", self.tr("Zone height (metres)"))
        self.size_label = QLabel()
        self.size_label.setObjectName("zoneSizeLabel")
        self.size_label.setAccessibleName(self.tr("Zone size"))
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(self.tr("Position (m)"), self._pair("x", self.x_edit, "y", self.y_edit))
        self.size_row = self._pair("", self.w_edit, "×", self.h_edit)
        form.addRow(self.tr("Size (m)"), self.size_row)
        form.addRow("", self.size_label)

    def _edit(self, name: str, accessible: str) -> QLineEdit:
        edit = QLineEdit()
        edit.setObjectName(name)
        edit.setAccessibleName(accessible)
        edit.setToolTip(accessible)
        edit.setMaximumWidth(80)
        edit.editingFinished.connect(lambda e=edit: self._edited(e))
        return edit

    @staticmethod
    def _pair(a_text: str, a: QLineEdit, b_text: str, b: QLineEdit) -> QWidget:
        """Two fields in a row, each after its sign ("x", "y"; "×" between width and height)."""
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        for text, edit in ((a_text, a), (b_text, b)):
            if text:
                row.addWidget(QLabel(text))
            row.addWidget(edit)
        row.addStretch(1)
        return box

    # -- model → view -------------------------------------------------------------------------
    def show_zone(self, zone: Zone) -> None:
        """Show ``zone``'s box (the caller blocks signals)."""
        self.zone = zone
        x, y, w, h = bounds_box(zone.polygon)
        for edit, value in ((self.x_edit, x), (self.y_edit, y), (self.w_edit, w), (self.h_edit, h)):
            edit.setText(metres_text(value))
        rect = is_rectangle(zone.polygon)
        self.size_row.setVisible(rect)
        self.size_label.setText(
            self.tr("A rectangle: type its size.")
            if rect
            else self.tr("{w} × {h} m (a polygon: drag its corners)").format(
                w=metres_text(w), h=metres_text(h)
            )
        )

    # -- view → model -------------------------------------------------------------------------
    def _edited(self, edit: QLineEdit) -> None:
        zone = self.zone
        if zone is None or self.reshape is None:
            return
        old = bounds_box(zone.polygon)
        try:
            box = self._typed_box()
        except (ValueError, GridError) as exc:
            self.message.emit(self._bad_input(edit, exc))
            self.show_zone(zone)
            return
        if all(abs(a - b) < 1e-9 for a, b in zip(box, old, strict=True)):
            self.show_zone(zone)  # tidy what was typed ("4.0" → "4")
            return
        self.commit(box)

    def _bad_input(self, edit: QLineEdit, exc: Exception) -> str:
        if isinstance(exc, GridError):
            return str(exc)
        return self.tr("{field}: type a number of metres, like 4.5 (not “{text}”).").format(
            field=edit.accessibleName(), text=edit.text()
        )

    def _typed_box(self) -> tuple[float, float, float, float]:
        values = [parse_metres(e.text()) for e in (self.x_edit, self.y_edit)]
        assert self.zone is not None
        if is_rectangle(self.zone.polygon):
            values += [parse_metres(e.text()) for e in (self.w_edit, self.h_edit)]
        else:
            _x, _y, w, h = bounds_box(self.zone.polygon)
            values += [max(w, 1.0), max(h, 1.0)]  # a polygon keeps its own size
        return check_box(*values)

    def commit(self, box: tuple[float, float, float, float]) -> bool:
        """Move (and for a rectangle resize) the zone to ``box`` — one undo step."""
        zone = self.zone
        assert zone is not None and self.reshape is not None
        if is_rectangle(zone.polygon):
            polygon = rect_polygon(*box)
            text = self.tr("Resize {name}").format(name=zone.name)
        else:
            polygon = moved_to(zone.polygon, box[0], box[1])
            text = self.tr("Move zone {name}").format(name=zone.name)
        ok = self.reshape(zone.id, polygon, text)
        if not ok:
            self.show_zone(zone)
        return bool(ok)


__all__ = ["ZoneGeometryFields", "metres_text", "parse_metres"]
