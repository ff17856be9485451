"""Precise map editing (issue 13): the grid and its snap, the live size readout, typed position and
size, a rectangle's eight handles, the scale bar, the grid from a background image."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage, QMouseEvent, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsView, QInputDialog
from qt_helpers import at, drag

from core.encounter import Encounter
from core.map_grid import DEFAULT_GRID, Grid, is_rectangle, set_grid
from gui.map import handles
from gui.map.grid import paint_grid
from gui.map.units import SCALE

ALT = Qt.KeyboardModifier.AltModifier


def _box_of(polygon: list[tuple[float, float]]) -> set[tuple[float, float]]:
    return {(round(x, 6), round(y, 6)) for x, y in polygon}


@pytest.fixture
def empty(make_window: Any) -> Any:
    """A window on a map with one 10 m square zone (room to draw to its right)."""
    enc = Encounter(ruleset="yze")
    enc.map.add_zone("a", name="A", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
    w = make_window(enc)
    w.view.fit()
    w.set_edit_mode(True)
    return w


def _send(view: QGraphicsView, kind: Any, point: QPointF, buttons: Any, button: Any, mods) -> None:
    pos = view.mapFromScene(point)
    event = QMouseEvent(
        kind, QPointF(pos), QPointF(view.viewport().mapToGlobal(pos)), button, buttons, mods
    )
    QApplication.sendEvent(view.viewport(), event)


def _drag(view: QGraphicsView, start: QPointF, end: QPointF, mods=Qt.KeyboardModifier.NoModifier):
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    _send(view, QMouseEvent.Type.MouseButtonPress, start, left, left, mods)
    for i in range(1, 5):
        _send(view, QMouseEvent.Type.MouseMove, start + (end - start) * i / 4, left, none, mods)
    _send(view, QMouseEvent.Type.MouseButtonRelease, end, none, left, mods)


def test_a_4_by_5_rectangle_drawn_by_mouse_snaps_to_the_grid(empty) -> None:
    enc, scene = empty.enc, empty.scene
    seen: list[str] = []
    scene.readout.connect(lambda text, _where: seen.append(text))
    empty.action_tool_rect.trigger()
    _drag(empty.view, at(12.2, 0.3), at(15.8, 4.7))
    new = scene.selected_zone_ids()[0]
    assert _box_of(enc.map.zone(new).polygon) == {(12, 0), (16, 0), (16, 5), (12, 5)}
    assert "4.0 × 5.0 m" in seen  # the live readout near the cursor
    assert seen[-1] == "" and not empty.view.readout.isVisible()  # gone once drawn
    assert empty.undo_stack.count() == 1


def test_alt_held_draws_off_the_grid(empty) -> None:
    enc, scene = empty.enc, empty.scene
    empty.action_tool_rect.trigger()
    _drag(empty.view, at(12.2, 0.3), at(15.8, 4.7), ALT)
    polygon = enc.map.zone(scene.selected_zone_ids()[0]).polygon
    assert any(abs(x - round(x)) > 0.05 or abs(y - round(y)) > 0.05 for x, y in polygon)


def test_a_coarser_grid_with_an_origin_is_what_zones_snap_to(empty) -> None:
    enc, scene = empty.enc, empty.scene
    assert empty.grid_tools.set_grid(1.5, (0.5, 0.0))
    assert enc.map.grid == Grid(1.5, (0.5, 0.0), False)
    assert scene.snap((12.2, 0.3)) == (12.5, 0.0)
    new = scene.draw_rectangle(scene.snap((12.2, 0.3)), scene.snap((15.8, 4.7)))
    assert _box_of(enc.map.zone(new).polygon) == {(12.5, 0), (15.5, 0), (15.5, 4.5), (12.5, 4.5)}
    # a whole zone dragged lands with its top-left corner on the grid
    assert scene.zone_dragged(new, at(1.1, 0.2))
    assert min(enc.map.zone(new).polygon) == (14.0, 0.0)


def test_typed_size_and_position_are_one_undo_step_each(empty) -> None:
    enc, scene, dock = empty.enc, empty.scene, empty.properties_dock
    new = scene.draw_rectangle((12, 0), (16, 5))
    scene.select_only(scene.zone_items[new])
    fields = dock.zone_geometry
    assert fields.isVisibleTo(dock) and fields.size_row.isVisibleTo(dock)
    assert [e.text() for e in (fields.x_edit, fields.y_edit, fields.w_edit, fields.h_edit)] == [
        "12",
        "0",
        "4",
        "5",
    ]
    steps = empty.undo_stack.count()
    fields.w_edit.setText("3")
    fields.w_edit.editingFinished.emit()
    fields.h_edit.setText("8")
    fields.h_edit.editingFinished.emit()
    assert _box_of(enc.map.zone(new).polygon) == {(12, 0), (15, 0), (15, 8), (12, 8)}
    fields.x_edit.setText("10,5")  # a decimal comma is fine too
    fields.x_edit.editingFinished.emit()
    assert _box_of(enc.map.zone(new).polygon) == {(10.5, 0), (13.5, 0), (13.5, 8), (10.5, 8)}
    assert empty.undo_stack.count() == steps + 3
    empty.action_undo.trigger()
    assert fields.x_edit.text() == "12" and fields.h_edit.text() == "8"


def test_bad_typed_numbers_say_why_and_lose_nothing(empty) -> None:
    enc, scene, dock = empty.enc, empty.scene, empty.properties_dock
    new = scene.draw_rectangle((12, 0), (16, 5))
    scene.select_only(scene.zone_items[new])
    fields, steps = dock.zone_geometry, empty.undo_stack.count()
    for bad, words in (("four", "number"), ("0.1", "at least"), ("inf", "numbers")):
        fields.w_edit.setText(bad)
        fields.w_edit.editingFinished.emit()
        assert words in empty.statusBar().currentMessage()
        assert fields.w_edit.text() == "4"
    assert _box_of(enc.map.zone(new).polygon) == {(12, 0), (16, 0), (16, 5), (12, 5)}
    assert empty.undo_stack.count() == steps


def test_a_polygon_moves_by_typed_numbers_and_shows_its_size(empty) -> None:
    enc, scene, dock = empty.enc, empty.scene, empty.properties_dock
    new = scene.create_zone([(12, 0), (16, 0), (14, 3)])
    scene.select_only(scene.zone_items[new])
    fields = dock.zone_geometry
    assert not fields.size_row.isVisibleTo(dock) and "4 × 3 m" in fields.size_label.text()
    fields.y_edit.setText("2")
    fields.y_edit.editingFinished.emit()
    assert _box_of(enc.map.zone(new).polygon) == {(12, 2), (16, 2), (14, 5)}


def test_dragging_an_edge_handle_keeps_a_rectangle(empty) -> None:
    enc, scene = empty.enc, empty.scene
    new = scene.draw_rectangle((12, 0), (16, 5))
    item = scene.zone_items[new]
    scene.select_only(item)
    assert len(item.handles) == 8 and all(isinstance(h, handles.RectHandle) for h in item.handles)
    east = handles.handle(item, "e")
    assert east is not None and east.pos() == at(16, 2.5)
    steps = empty.undo_stack.count()
    drag(empty.view, east.scenePos(), at(19.2, 3.4))
    polygon = enc.map.zone(new).polygon
    assert is_rectangle(polygon)
    assert _box_of(polygon) == {(12, 0), (19, 0), (19, 5), (12, 5)}  # only the east edge moved
    assert empty.undo_stack.count() == steps + 1
    south_west = handles.handle(scene.zone_items[new], "sw")
    assert south_west is not None
    drag(empty.view, south_west.scenePos(), at(13.1, 7.2))
    assert _box_of(enc.map.zone(new).polygon) == {(13, 0), (19, 0), (19, 7), (13, 7)}
    empty.action_undo.trigger()
    empty.action_undo.trigger()
    assert _box_of(enc.map.zone(new).polygon) == {(12, 0), (16, 0), (16, 5), (12, 5)}


def test_a_handle_drag_shows_the_size_live(empty) -> None:
    scene = empty.scene
    new = scene.draw_rectangle((12, 0), (16, 5))
    item = scene.zone_items[new]
    scene.select_only(item)
    seen: list[str] = []
    scene.readout.connect(lambda text, _where: seen.append(text))
    south = handles.handle(item, "s")
    assert south is not None
    assert south.drag_to(at(14, 9.2)) == (12, 0, 4, 9)
    assert seen[-1] == "4.0 × 9.0 m"
    assert empty.view.readout.isVisible() and empty.view.readout.text() == "4.0 × 9.0 m"
    assert south.drop()
    assert seen[-1] == "" and not empty.view.readout.isVisible()


def test_a_polygon_keeps_its_corner_handles(empty) -> None:
    scene = empty.scene
    new = scene.create_zone([(12, 0), (16, 0), (14, 3)])
    item = scene.zone_items[new]
    scene.select_only(item)
    assert len(item.handles) == 3 and not any(
        isinstance(h, handles.RectHandle) for h in item.handles
    )


def _grid_lines_painted(window: Any) -> int:
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.scale(window.view.zoom(), window.view.zoom())
    try:
        return paint_grid(window.scene, painter, window.scene.map_rect())
    finally:
        painter.end()


def test_the_grid_shows_while_editing_and_in_play_when_asked(empty) -> None:
    assert _grid_lines_painted(empty) > 0
    empty.set_edit_mode(False)
    assert _grid_lines_painted(empty) == 0
    empty.grid_tools.action_show.trigger()  # View ▸ Show grid
    assert empty.enc.map.grid.visible and _grid_lines_painted(empty) > 0
    empty.action_undo.trigger()
    assert not empty.enc.map.grid.visible and empty.enc.map.grid == DEFAULT_GRID


def test_the_grid_thins_out_when_zoomed_out(empty) -> None:
    set_grid(empty.enc.map, Grid(size=0.1))
    near = _grid_lines_painted(empty)
    assert 0 < near < 2 * (10 / 0.1 + 1)  # 10 cm lines at fit zoom would be < 6 px apart


def test_the_scale_bar_takes_a_round_length_for_the_zoom(empty) -> None:
    bar = empty.view.scale_bar
    assert bar.isVisible() and bar.objectName() == "mapScaleBar"
    assert bar.metres in (1, 2, 5, 10, 20, 50)
    assert bar.pixels == pytest.approx(bar.metres * empty.view.zoom() * SCALE)
    assert bar.pixels <= bar.MAX_PIXELS
    before = bar.metres
    for _ in range(4):
        empty.view.zoom_in()
    assert bar.metres < before
    assert bar.geometry().bottom() < empty.view.height() and bar.x() < 40


def test_the_grid_lines_up_with_a_background_image(empty, monkeypatch) -> None:
    from test_gui_background import _png

    enc = empty.enc
    enc.map.background = {"data": _png(700, 350), "rect": [2.0, 3.0, 40.0, 40.0]}
    answers = iter([(70.0, True), (1.5, True)])
    monkeypatch.setattr(QInputDialog, "getDouble", lambda *a, **k: next(answers))
    steps = empty.undo_stack.count()
    empty.background_tools.refresh()  # as the Map menu does when it opens
    empty.background_tools.action_grid.trigger()
    assert enc.map.background["rect"] == [2.0, 3.0, 15.0, 7.5]  # 70 px a 1.5 m square
    assert enc.map.grid == Grid(1.5, (2.0, 3.0), False)
    assert empty.undo_stack.count() == steps + 1
    empty.action_undo.trigger()
    assert enc.map.grid == DEFAULT_GRID and enc.map.background["rect"] == [2.0, 3.0, 40.0, 40.0]


def test_a_bad_grid_size_is_refused_with_a_reason(empty) -> None:
    assert not empty.grid_tools.set_grid(0.0, (0.0, 0.0))
    assert "grid square" in empty.statusBar().currentMessage()
    assert empty.enc.map.grid == DEFAULT_GRID


def test_readout_label_stays_inside_the_view(empty) -> None:
    empty.view.readout.show_at("4.0 × 5.0 m", QPoint(empty.view.width() - 2, 5))
    assert empty.view.readout.geometry().right() <= empty.view.width()
