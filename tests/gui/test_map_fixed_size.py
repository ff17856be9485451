"""Labels, door glyphs and tokens keep their screen size by a counter-scale, not by
``ItemIgnoresTransformations`` (Qt adds every such item to every repaint: a drag on a big map
walked them all), and still click the same at any zoom."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem
from qt_helpers import double_click

IGNORES = QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations


def _pixels(item: QGraphicsItem, view, length: float) -> float:
    """How many screen pixels ``length`` item units span."""
    t = item.deviceTransform(view.viewportTransform())
    d = t.map(QPointF(length, 0)) - t.map(QPointF(0, 0))
    return (d.x() ** 2 + d.y() ** 2) ** 0.5


def test_no_map_item_ignores_transformations(window) -> None:
    scene = window.scene
    items = [*scene.zone_items.values(), *scene.border_items.values()]
    items += [*scene.token_items.values()]
    items += [i.label for i in scene.zone_items.values()]
    items += [i.glyph for i in scene.border_items.values()]
    assert not [i for i in items if i.flags() & IGNORES]


def test_label_glyph_token_keep_screen_size_at_any_zoom(window) -> None:
    view, scene = window.view, window.scene
    label = scene.zone_items["hall"].label
    glyph = scene.border_items[("corridor", "store")].glyph
    token = scene.token_items["Ana Ferreira"]
    for zoom_step in (window.action_zoom_in, window.action_zoom_out, window.action_zoom_out):
        zoom_step.trigger()
        for item in (label, glyph, token):
            assert abs(_pixels(item, view, 10) - 10) < 0.01, (item, view.zoom())
    view.scale(3, 3)  # a zoom set without zoom_by is caught before the next paint
    view.viewport().repaint()
    assert abs(_pixels(token, view, 10) - 10) < 0.01


def test_door_glyph_double_click_when_zoomed_far_out(window) -> None:
    view, scene, enc = window.view, window.scene, window.enc
    key = ("corridor", "store")
    for _ in range(4):
        window.action_zoom_out.trigger()
    glyph = scene.border_items[key].glyph
    # a few pixels off the wall's line: only the glyph's screen-sized hit area is there
    off = QPointF(0, 6 / view.zoom()) if abs(glyph.rotation()) < 45 else QPointF(6 / view.zoom(), 0)
    double_click(view, glyph.scenePos() + off)
    assert enc.map.border(*key).state == "open"
