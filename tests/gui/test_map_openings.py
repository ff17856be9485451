"""Openings in walls on the map (issue 13): a window, door or doorway is drawn where it stands
along its wall; the rest of the wall stays a wall; undo takes it away."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from test_map_layer import _colour

from gui.map.border_item import opening_spans
from gui.map.units import SCALE


def _a_wall(enc):
    for b in enc.map.borders():
        edge = enc.map.shared_edge(b.a, b.b)
        if b.kind == "wall" and edge is not None and edge.length >= 4:
            return b, edge
    raise AssertionError("the sample has a wall at least 4 m long")


def _scene_point(edge, fraction: float, backwards: bool) -> QPointF:
    s = (1 - fraction if backwards else fraction) * edge.length
    p = edge.interpolate(s)
    return QPointF(p.x * SCALE, p.y * SCALE)


def test_a_window_and_a_doorway_are_drawn_where_they_stand(window, tmp_path) -> None:
    view, scene, enc = window.view, window.scene, window.enc
    border, edge = _a_wall(enc)
    backwards = tuple(edge.coords[-1]) < tuple(edge.coords[0])
    mid, other = _scene_point(edge, 0.25, backwards), _scene_point(edge, 0.75, backwards)
    wall_mid, wall_other = _colour(view, mid), _colour(view, other)
    enc.map.add_opening(border.a, border.b, "window", at=0.25, width=1.5)
    view.viewport().repaint()
    assert _colour(view, mid) != wall_mid  # the window, pale where the wall was dark
    assert sum(_colour(view, mid)) > sum(wall_mid)
    assert _colour(view, other) == wall_other  # the rest of the wall as it was
    item = scene.border_items[border.key]
    ((_, lo, hi),) = opening_spans(item._line, item.border)
    assert hi - lo == 1.5 * SCALE
    enc.map.add_opening(border.a, border.b, "doorway", at=0.75, width=1.5)
    view.viewport().repaint()
    assert _colour(view, other) != wall_other  # a gap in the wall
    view.viewport().grab().save(str(tmp_path / "openings.png"))
    window.undo_stack.undo()
    window.undo_stack.undo()
    assert enc.map.border(border.a, border.b).openings == ()
    view.viewport().repaint()
    view.viewport().grab().save(str(tmp_path / "undone.png"))
    assert (_colour(view, mid), _colour(view, other)) == (wall_mid, wall_other)


def _choose(combo, data) -> None:
    combo.setCurrentIndex(combo.findData(data))
    combo.activated.emit(combo.currentIndex())


def test_the_properties_dock_adds_and_edits_openings_one_undo_step_each(window) -> None:
    enc, dock = window.enc, window.properties_dock
    border, _ = _a_wall(enc)
    window.scene.select_only(window.scene.border_items[border.key])
    editor = dock.border_openings
    assert editor.isEnabled() and not editor.remove.isEnabled()  # a wall, no opening yet
    steps = window.undo_stack.count()
    _choose(editor.kind, "window")
    editor.add.click()
    assert [o.kind for o in enc.map.border(*border.key).openings] == ["window"]
    assert not editor.toggle.isEnabled()  # a window has nothing to open
    editor.at.setValue(0.25)
    editor.at.editingFinished.emit()
    editor.width_m.setValue(2.0)
    editor.width_m.editingFinished.emit()
    _choose(editor.kind, "door")
    (door,) = enc.map.border(*border.key).openings
    assert (door.kind, door.at, door.width, door.state) == ("door", 0.25, 2.0, "closed")
    assert editor.toggle.isEnabled()
    editor.toggle.click()
    assert enc.map.border(*border.key).openings[0].state == "open"
    assert window.undo_stack.count() == steps + 5
    editor.at.setValue(1.0)
    editor.width_m.setValue(0.1)
    window.action_undo.trigger()
    assert enc.map.border(*border.key).openings[0].state == "closed"
    assert editor.state.currentData() == "closed"  # the dock follows the core
    for _ in range(4):
        window.action_undo.trigger()
    assert enc.map.border(*border.key).openings == ()
    window.scene.select_only(window.scene.border_items[("hall", "kitchen")])  # open border
    assert not editor.isEnabled()
