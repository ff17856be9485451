"""The window opens on the sample and mirrors it item for item."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from qt_helpers import at, map_pos

from gui.map.border_item import BorderItem
from gui.map.token_item import EngagementItem, TokenItem
from gui.map.zone_item import ZoneItem


def test_items_match_the_file(window, sample) -> None:
    scene = window.scene
    enc = window.enc
    items = scene.items()
    assert sum(isinstance(i, ZoneItem) for i in items) == len(enc.map) == 10
    # every border is there; none has an item until the GM points at it (gui.map.borders)
    assert set(scene.border_items) == {b.key for b in enc.map.borders()}
    assert len(scene.border_items) == 17
    assert not any(isinstance(i, BorderItem) for i in items)
    assert sum(isinstance(i, BorderItem) for i in scene.border_items.values()) == 17
    assert sum(isinstance(i, BorderItem) for i in scene.items()) == 17
    assert sum(isinstance(i, TokenItem) for i in items) == len(enc.combatants()) == 6
    assert sum(isinstance(i, EngagementItem) for i in items) == len(enc.engaged_pairs()) == 1
    assert set(scene.zone_items) == set(enc.map.zone_ids())
    assert set(scene.token_items) == {c.name for c in enc.combatants()}
    for c in enc.combatants():
        assert map_pos(scene.token_items[c.name]) == c.position


def test_title_status_and_features(window) -> None:
    assert window.windowTitle().startswith("sample_yze.zkenc")
    assert not window.isWindowModified()
    assert window.round_label.text() == "Round 1"
    scene = window.scene
    assert scene.zone_items["cellar"].label.features == ["cluttered", "dark"]
    assert scene.zone_items["crawl"].label.features == ["cramped"]
    assert not scene.zone_items["crawl"]._inner.isEmpty()  # dashed inner outline
    ghoul = scene.token_items["Ghoul"]
    assert ghoul.combatant.stance == "prone"
    assert "prone" in ghoul.toolTip()
    # doors and hatches have a glyph, walls and open borders none
    assert scene.border_items[("corridor", "store")].glyph.isVisible()
    assert not scene.border_items[("hall", "office")].glyph.isVisible()
    # borders lie on the shared edge
    line = scene.border_items[("hall", "yard")]._line
    assert {tuple(p) for p in line.coords} == {(0.0, 240.0), (280.0, 240.0)}


def test_zoom_and_fit(window) -> None:
    view = window.view
    window.action_fit.trigger()
    fitted = view.zoom()
    window.action_zoom_in.trigger()
    assert view.zoom() > fitted
    window.action_zoom_out.trigger()
    window.action_zoom_out.trigger()
    assert view.zoom() < fitted
    window.action_fit.trigger()
    assert abs(view.zoom() - fitted) < 1e-9
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(scene_rect := window.scene.map_rect()), (visible, scene_rect)


def test_tokens_keep_screen_size(window) -> None:
    view = window.view
    token = window.scene.token_items["Ana Ferreira"]

    def radius_px() -> float:
        t = token.deviceTransform(view.viewportTransform())
        return (t.map(QPointF(14, 0)) - t.map(QPointF(0, 0))).x()

    before = radius_px()
    window.action_zoom_in.trigger()
    # ItemIgnoresTransformations: a token's radius maps to the same pixels at any zoom
    assert abs(radius_px() - before) < 0.5
    assert abs(before - 14) < 0.5


def test_token_under_point(window) -> None:
    assert window.scene.token_near(at(7, 17)) == "Ana Ferreira"
    assert window.scene.token_near(at(3, 3)) is None


def test_background_image_is_drawn_beneath_zones(make_window) -> None:
    import base64

    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QColor, QImage

    from core.encounter import Encounter

    image = QImage(40, 30, QImage.Format.Format_RGB32)
    image.fill(QColor("#4a7"))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    uri = "data:image/png;base64," + base64.b64encode(bytes(data)).decode()
    enc = Encounter(ruleset="yze")
    enc.map.add_zone("a", name="A", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
    enc.map.background = {"data": uri, "rect": [-5, -5, 40, 30]}
    window = make_window(enc)
    item = window.scene.background_item
    assert item is not None
    rect = item.sceneBoundingRect()
    assert (rect.x(), rect.y(), rect.width(), rect.height()) == (-100, -100, 800, 600)
    assert item.zValue() < window.scene.zone_items["a"].zValue()


def test_broken_background_is_skipped_with_a_message(make_window) -> None:
    from core.encounter import Encounter

    enc = Encounter(ruleset="yze")
    enc.map.add_zone("a", name="A", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
    enc.map.background = {"data": "data:image/png;base64,AAAA", "rect": [0, 0, 10, 10]}
    window = make_window(enc)
    assert window.scene.background_item is None
    assert len(window.scene.zone_items) == 1


def test_legend_shows_when_nothing_is_selected(window) -> None:
    from gui.docks.legend import LegendWidget

    dock = window.properties_dock
    assert dock.stack.currentIndex() == 0
    legend = dock.findChild(LegendWidget, "mapLegend")
    assert legend is not None and legend.isVisible()
    texts = [row[1] for row in legend.rows]
    assert "Door, locked" in texts and "Cramped zone (crawl only)" in texts
    assert not legend.grab().isNull()


def _png(path, w: int = 40, h: int = 20):
    from PySide6.QtGui import QColor, QImage

    image = QImage(w, h, QImage.Format.Format_RGB32)
    image.fill(QColor("#4a7"))
    assert image.save(str(path), "PNG")
    return path


def test_set_background_image_from_the_map_menu_is_undoable(window, modals, tmp_path) -> None:
    modals.image_file = str(_png(tmp_path / "floor.png"))
    assert not window.action_clear_background.isEnabled()
    window.action_set_background.trigger()
    bg = window.enc.map.background
    assert bg is not None and bg["data"].startswith("data:image/png;base64,")
    minx, miny, maxx, maxy = window.enc.map.bounds()
    assert bg["rect"] == [minx, miny, maxx - minx, maxy - miny]
    assert window.scene.background_item is not None
    assert window.action_clear_background.isEnabled()
    assert window.undo_stack.count() == 1
    window.undo_stack.undo()
    assert window.enc.map.background is None and window.scene.background_item is None
    window.undo_stack.redo()
    assert window.scene.background_item is not None
    window.action_clear_background.trigger()
    assert window.enc.map.background is None and window.scene.background_item is None
    window.undo_stack.undo()
    assert window.scene.background_item is not None


def test_background_on_an_empty_map_keeps_the_image_proportions(make_window, modals, tmp_path):
    from core.encounter import Encounter

    window = make_window(Encounter(ruleset="yze"))
    modals.image_file = str(_png(tmp_path / "wide.png", 40, 20))
    assert window.set_background_image()
    assert window.enc.map.background["rect"] == [0.0, 0.0, 40.0, 20.0]


def test_a_file_that_is_no_image_is_refused(window, modals, tmp_path) -> None:
    bad = tmp_path / "notes.png"
    bad.write_text("not an image")
    modals.image_file = str(bad)
    assert not window.set_background_image()
    assert window.enc.map.background is None and window.undo_stack.count() == 0
    assert "not an image" in window.statusBar().currentMessage()
