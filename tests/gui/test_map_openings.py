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
