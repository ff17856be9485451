"""Links and dragged openings on the map (issue 13): Map ▸ Link zones… joins two zones apart by
a ladder (drawn as a dashed curve with its badge, not a wall; Ctrl+B still refuses them); an
opening in a wall is dragged along its edge and resized by its end, one undo step each."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from core.encounter import Encounter
from gui.map.units import SCALE


def _rect(x0: float, y0: float, x1: float, y1: float) -> list[tuple[float, float]]:
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def _encounter() -> Encounter:
    enc = Encounter()
    m = enc.map
    m.add_zone("hall", name="Hall", polygon=_rect(0, 0, 8, 6))
    m.add_zone("office", name="Office", polygon=_rect(8, 0, 14, 6))
    m.add_zone("loft", name="Loft", polygon=_rect(20, 0, 26, 6))
    m.add_border("hall", "office", "wall")
    return enc


def _select_two(scene, a: str, b: str) -> None:
    scene.clearSelection()
    scene.zone_items[a].setSelected(True)
    scene.zone_items[b].setSelected(True)


def test_link_zones_asks_the_kind_and_is_one_undo_step(make_window, monkeypatch) -> None:
    window = make_window(_encounter())
    scene, enc = window.scene, window.enc
    window.action_edit_mode.trigger()
    _select_two(scene, "hall", "loft")
    window.action_add_border.trigger()  # Ctrl+B: zones apart are refused
    assert not enc.map.has_border("hall", "loft")
    tools = window.link_tools
    assert tools.action.isEnabled() and tools.action.objectName() == "actionLinkZones"
    monkeypatch.setattr(tools, "ask_link", lambda: "ladder")
    steps = window.undo_stack.count()
    tools.action.trigger()
    border = enc.map.border("hall", "loft")
    assert (border.kind, border.link) == ("link", "ladder")
    assert window.undo_stack.count() == steps + 1
    item = scene.border_items[border.key]
    assert item.isSelected() and item.glyph.isVisible()
    assert "Ladder" in item.toolTip()
    dock = window.properties_dock
    assert dock.border_link.isEnabled() and dock.border_link.currentData() == "ladder"
    dock.border_link.setCurrentIndex(dock.border_link.findData("rope"))
    dock.border_link.activated.emit(dock.border_link.currentIndex())
    assert enc.map.border("hall", "loft").link == "rope"
    window.undo_stack.undo()
    window.undo_stack.undo()
    assert not enc.map.has_border("hall", "loft")


def test_link_zones_refuses_zones_that_share_an_edge(make_window) -> None:
    window = make_window(_encounter())
    window.action_edit_mode.trigger()
    _select_two(window.scene, "hall", "office")
    assert not window.link_tools.link_selected("stairs")
    assert window.enc.map.border("hall", "office").kind == "wall"


def _scene_point(x: float, y: float) -> QPointF:
    return QPointF(x * SCALE, y * SCALE)


def _drag(qtbot, view, start: QPointF, end: QPointF) -> None:
    vp = view.viewport()
    p0, p1 = view.mapFromScene(start), view.mapFromScene(end)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=p0)
    for k in range(1, 5):
        step = p0 + (p1 - p0) * k / 4
        qtbot.mouseMove(vp, step)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=p1)


def test_an_opening_is_dragged_along_its_wall_and_resized_by_its_end(make_window, qtbot) -> None:
    window = make_window(_encounter())
    enc, view = window.enc, window.view
    enc.map.add_opening("hall", "office", "door", at=0.5, width=1.0)  # y 2.5..3.5 on x = 8
    window.action_edit_mode.trigger()
    view.centerOn(_scene_point(8, 3))
    steps = window.undo_stack.count()
    _drag(qtbot, view, _scene_point(8, 3.0), _scene_point(8, 4.5))  # the middle: a move
    (door,) = enc.map.border("hall", "office").openings
    assert round(door.at * 6, 2) == 4.5 and door.width == 1.0
    assert window.undo_stack.count() == steps + 1
    _drag(qtbot, view, _scene_point(8, 5.0), _scene_point(8, 9.0))  # its far end, past the edge
    (door,) = enc.map.border("hall", "office").openings
    assert door.span(6.0) == (4.0, 6.0)  # clamped at the edge's end: 2 m wide
    _drag(qtbot, view, _scene_point(8, 5.0), _scene_point(8, -3.0))  # the middle, far up
    (door,) = enc.map.border("hall", "office").openings
    assert door.span(6.0) == (0.0, 2.0)  # whole inside the edge
    window.undo_stack.undo()
    window.undo_stack.undo()
    window.undo_stack.undo()
    (door,) = enc.map.border("hall", "office").openings
    assert (door.at, door.width) == (0.5, 1.0)


def test_a_click_on_an_opening_end_off_the_snap_steps_changes_nothing(make_window, qtbot) -> None:
    window = make_window(_encounter())
    enc, view = window.enc, window.view
    enc.map.add_opening("hall", "office", "door", at=0.5, width=0.95)  # y 2.525..3.475
    window.action_edit_mode.trigger()
    view.centerOn(_scene_point(8, 3))
    steps = window.undo_stack.count()
    _drag(qtbot, view, _scene_point(8, 3.475), _scene_point(8, 3.475))
    assert enc.map.border("hall", "office").openings[0].width == 0.95
    assert window.undo_stack.count() == steps


def test_in_play_mode_a_press_on_an_opening_drags_nothing(make_window, qtbot) -> None:
    window = make_window(_encounter())
    enc, view = window.enc, window.view
    enc.map.add_opening("hall", "office", "window", at=0.5, width=1.0)
    view.centerOn(_scene_point(8, 3))
    _drag(qtbot, view, _scene_point(8, 3.0), _scene_point(8, 4.5))
    assert enc.map.border("hall", "office").openings[0].at == 0.5


def _png_uri(colour: str) -> str:
    import base64

    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QColor, QImage

    image = QImage(40, 30, QImage.Format.Format_RGB32)
    image.fill(QColor(colour))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return "data:image/png;base64," + base64.b64encode(bytes(data)).decode("ascii")


def _pixel(view, x: float, y: float) -> tuple[int, int, int]:
    view.viewport().repaint()
    image = view.viewport().grab().toImage()
    colour = image.pixelColor(view.mapFromScene(_scene_point(x, y)))
    return colour.red(), colour.green(), colour.blue()


def _near(a: tuple[int, int, int], b: tuple[int, int, int]) -> bool:
    return max(abs(x - y) for x, y in zip(a, b, strict=True)) <= 8


def test_zone_fills_are_translucent_over_a_background_image(make_window) -> None:
    """A plain blue image under the map: at the default 35 % the hall's fill lets the blue
    through; at 100 % the fill is as opaque as on a map without an image."""
    window = make_window(_encounter())
    view, enc = window.view, window.enc
    view.fit()
    spot = (5.0, 4.5)  # inside the hall, away from its label and the wall
    plain = _pixel(view, *spot)
    enc.map.set_background(_png_uri("#0000ff"), (0, 0, 30, 20))
    faded = _pixel(view, *spot)
    assert window.fill_menu.actions[35].isChecked()
    assert faded[2] - faded[0] > plain[2] - plain[0] + 80, (plain, faded)  # the blue shows
    window.fill_menu.actions[100].trigger()
    assert _near(_pixel(view, *spot), plain)
    from PySide6.QtCore import QSettings

    assert float(QSettings().value("map/fill_opacity")) == 1.0
    window.fill_menu.choose(0.5)
    assert window.fill_menu.actions[50].isChecked()
    enc.map.set_background(None)
    assert _near(_pixel(view, *spot), plain)  # no image: opaque fills whatever the setting
