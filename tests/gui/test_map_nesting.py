"""Overlaps asked about, never silent; a cellar inside the kitchen is a zone of its own on the map
(its outline cut out of the kitchen's, a drop lands in it, labels apart); labels clear of tokens."""

from __future__ import annotations

from typing import Any

from qt_helpers import at
from shapely.geometry import Polygon, box

from core.encounter import Encounter
from gui.map.units import SCALE
from tests.core.zk_helpers import rect


def farm_window(make_window: Any) -> Any:
    enc = Encounter(ruleset="yze")
    enc.map.add_zone("kitchen", name="Kitchen", polygon=rect(0, 0, 4, 5))
    enc.map.add_zone("hall", name="Hall", polygon=rect(4, 0, 7, 8))
    enc.map.auto_borders("kitchen", "wall")
    w = make_window(enc)
    w.set_edit_mode(True)
    return w


def scene_box(rect_f: Any) -> Any:
    return box(rect_f.left(), rect_f.top(), rect_f.right(), rect_f.bottom())


def test_a_zone_drawn_over_others_is_asked_about_and_cut(make_window: Any, modals: Any) -> None:
    w = farm_window(make_window)
    enc, scene = w.enc, w.scene
    new = scene.draw_rectangle((2, 4), (6, 10))  # over the kitchen's and the hall's corners
    assert modals.kinds() == ["overlap"]
    question = modals.calls[0][1][0]
    assert question.startswith("Zone 3 overlaps") and "Kitchen" in question and "Hall" in question
    assert new is not None
    cut = enc.map.zone(new).shape
    assert cut.area == 4 * 6 - 2 * 1 - 2 * 4  # minus the kitchen's 2×1 and the hall's 2×4
    assert cut.intersection(enc.map.zone("hall").shape).area == 0
    assert enc.map.has_border(new, "hall") and enc.map.has_border(new, "kitchen")
    assert w.undo_stack.count() == 1
    w.action_undo.trigger()
    assert new not in enc.map


def test_cancel_leaves_the_map_as_it_was(make_window: Any, modals: Any) -> None:
    w = farm_window(make_window)
    modals.overlap = False
    assert w.scene.draw_rectangle((2, 4), (6, 10)) is None
    assert len(w.enc.map) == 2 and w.undo_stack.count() == 0
    assert "Nothing changed" in w.statusBar().currentMessage()


def test_moving_a_zone_onto_another_is_asked_too(make_window: Any, modals: Any) -> None:
    w = farm_window(make_window)
    enc, scene = w.enc, w.scene
    modals.overlap = False
    before = enc.map.zone("hall").polygon
    assert not scene.zone_dragged("hall", at(-1, 0))  # 1 m into the kitchen
    assert modals.kinds() == ["overlap"]
    assert enc.map.zone("hall").polygon == before
    # a cut that would split the new zone in two is refused, with the reason
    modals.overlap = True
    assert scene.draw_rectangle((-1, 2), (9, 3)) is None
    assert "2 pieces" in w.statusBar().currentMessage()
    assert len(enc.map) == 2
    assert w.undo_stack.count() == 0


def test_a_cellar_inside_the_kitchen(make_window: Any, modals: Any) -> None:
    w = farm_window(make_window)
    enc, scene = w.enc, w.scene
    cellar = scene.draw_rectangle((0.5, 0), (2.5, 2))  # the kitchen's top-left corner
    assert cellar is not None and "overlap" not in modals.kinds()
    assert enc.map.has_border("kitchen", cellar)
    kitchen_item, cellar_item = scene.zone_items["kitchen"], scene.zone_items[cellar]
    # the kitchen's outline has the cellar cut out: a click there reaches the cellar
    assert not kitchen_item.shape().contains(at(1.5, 1))
    assert kitchen_item.shape().contains(at(3, 4))
    hits = [i for i in scene.items(at(1.5, 1)) if i in (kitchen_item, cellar_item)]
    assert hits == [cellar_item]
    # a token dropped on the cellar lands in the cellar
    enc.add_combatant("Ana", zone="kitchen", position=(3, 4))
    assert scene.drop_token("Ana", at(1.5, 1), place=True)
    assert enc.combatant("Ana").zone == cellar
    # the kitchen's label is off the cellar and off the cellar's label
    kitchen_label = scene_box(kitchen_item.label_rect())
    cellar_outline = Polygon([(x * SCALE, y * SCALE) for x, y in enc.map.zone(cellar).polygon])
    assert not kitchen_label.intersects(cellar_outline)
    assert not kitchen_label.intersects(scene_box(cellar_item.label_rect()))
    # undo (the drop, Ana, the cellar): the kitchen is whole again
    for _ in range(3):
        w.action_undo.trigger()
    assert cellar not in enc.map
    assert kitchen_item.shape().contains(at(1.5, 1))


def test_the_label_moves_off_tokens_on_a_drop(make_window: Any) -> None:
    w = farm_window(make_window)
    enc, scene = w.enc, w.scene
    item = scene.zone_items["hall"]
    spot = item.label_rect()
    enc.add_combatant("Ana", zone="kitchen")
    assert scene.drop_token("Ana", spot.center(), place=True)
    assert enc.combatant("Ana").zone == "hall"
    token = scene.token_items["Ana"]
    label = scene_box(item.label_rect())
    assert not label.intersects(scene_box(token.sceneBoundingRect()))
    assert item.label_rect() != spot


def test_a_nested_zones_hatch_is_a_loop_with_a_glyph_big_enough_to_click(
    make_window: Any,
) -> None:
    w = farm_window(make_window)
    enc, scene = w.enc, w.scene
    pit = scene.draw_rectangle((1, 1), (2, 2))  # wholly inside the kitchen: no shared wall
    assert pit is not None and not enc.map.has_border("kitchen", pit)
    scene.select_only(scene.zone_items["kitchen"])
    scene.zone_items[pit].setSelected(True)
    assert scene.add_border_between_selected("hatch")  # Ctrl+B: its outline is the border
    item = scene.border_items[("kitchen", pit)]
    assert item.is_loop and item.glyph.isVisible()
    for zoom in (0.05, 0.2, 1.0):
        w.view.resetTransform()
        w.view.scale(zoom, zoom)
        scene.set_view_zoom(zoom)
        assert item.glyph_scale(zoom) == 1.0  # drawn at full size however far out
        hit = item.glyph.mapToScene(item.glyph.shape()).boundingRect()
        assert hit.width() * zoom >= 14 and hit.height() * zoom >= 14
        point = item.glyph.sceneBoundingRect().center()
        assert item.glyph in scene.items(point)
    # the hatch between a zone and the one around it opens with a double-click on its glyph
    assert scene.toggle_door(("kitchen", pit))
    assert enc.map.border("kitchen", pit).state == "open"


def test_a_label_moved_off_a_token_repaints_only_the_label(window, monkeypatch) -> None:
    """A drop re-places the zone's label (issue 11: repainting the whole zone's part of the map
    layer after every drop cost a frame on the stress map); a label too small to show at this
    zoom repaints nothing."""
    from gui.map import zone_item as zi

    item = window.scene.zone_items["kitchen"]
    dirty: list = []
    monkeypatch.setattr(zi, "layer_dirty", lambda it, rect=None: dirty.append(rect))
    item.label.setVisible(True)
    spot = item.label.sceneBoundingRect().center() / SCALE
    item.set_avoid([(spot.x(), spot.y())])  # a token on the label
    assert len(dirty) == 2 and all(r is not None for r in dirty)
    assert all(r.width() < item.sceneBoundingRect().width() for r in dirty)
    dirty.clear()
    item.label.setVisible(False)
    item.set_avoid([])
    assert dirty == []


def test_a_label_clear_of_tokens_is_placed_again_after_a_big_zoom_change(window) -> None:
    """A label's box on the map grows as the map is zoomed out: one kept clear of tokens is
    placed again once the zoom changed by a fifth or more, not on every small step."""
    item = window.scene.zone_items["kitchen"]
    spot = item.label.sceneBoundingRect().center() / SCALE
    item.set_avoid([(spot.x(), spot.y())])
    calls: list[int] = []
    real = item._label_point
    item._label_point = lambda zone: calls.append(1) or real(zone)
    zoom = item._zoom
    item.follow_zoom(zoom * 1.1)
    assert calls == []
    item.follow_zoom(zoom * 0.5)
    assert calls == [1]
    item.set_avoid([])
    calls.clear()
    item.follow_zoom(zoom * 2)  # no token to keep clear of: the usual spot stays
    assert calls == []
