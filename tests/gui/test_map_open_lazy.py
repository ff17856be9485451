"""What a big map's open leaves for later (issue 11) is there the moment it is asked for: tool
tips written when Qt asks for one, a hidden label placed clear of tokens when it shows — and
never stale after an edit, a door opened, an undo."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPointF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneHelpEvent
from shapely.geometry import box

from core.encounter import Encounter
from gui.map.units import SCALE
from gui.map.zone_item import ZoneItem
from tests.core.zk_helpers import rect


def farm(make_window: Any) -> Any:
    enc = Encounter(ruleset="yze")
    enc.map.add_zone("kitchen", name="Kitchen", polygon=rect(0, 0, 4, 5))
    enc.map.add_zone("hall", name="Hall", polygon=rect(4, 0, 7, 8))
    enc.map.auto_borders("kitchen", "door")
    return make_window(enc)


def qt_tip(item: QGraphicsItem) -> str:
    """The tool tip Qt itself would show (the C++ one, not the item's Python override)."""
    return QGraphicsItem.toolTip(item).lower()


def ask_tip(scene: Any, point: QPointF) -> None:
    """What Qt does when the mouse rests on ``point``: a help event to the scene."""
    event = QGraphicsSceneHelpEvent(QEvent.Type.GraphicsSceneHelp)
    event.setScenePos(point)
    scene.helpEvent(event)


def test_tool_tips_are_written_when_qt_asks_and_follow_edits(make_window: Any) -> None:
    w = farm(make_window)
    scene, enc = w.scene, w.enc
    zone, border = scene.zone_items["kitchen"], scene.border_items[("hall", "kitchen")]
    ask_tip(scene, zone.sceneBoundingRect().center())
    assert "kitchen" in qt_tip(zone)
    ask_tip(scene, border.glyph.sceneBoundingRect().center())
    assert "closed" in qt_tip(border) and qt_tip(border.glyph) == qt_tip(border)
    enc.map.update_zone("kitchen", name="Scullery")
    assert "Scullery" in zone.toolTip() and "Kitchen" not in zone.toolTip()
    assert scene.toggle_door(("hall", "kitchen"))
    ask_tip(scene, border.glyph.sceneBoundingRect().center())
    assert "open" in qt_tip(border.glyph) and "closed" not in qt_tip(border.glyph)
    w.action_undo.trigger()
    assert "closed" in border.toolTip().lower() and "closed" in border.glyph.toolTip().lower()


def test_a_hidden_label_is_placed_clear_of_a_token_when_it_shows(make_window: Any) -> None:
    w = farm(make_window)
    scene, enc = w.scene, w.enc
    item = scene.zone_items["hall"]
    item.follow_zoom(1.0)
    corner = item.label.sceneBoundingRect()
    item.follow_zoom(0.01)  # far out: the label doesn't fit, it is hidden
    assert not item.label.isVisible()
    enc.add_combatant("Ana", zone="kitchen")
    assert scene.drop_token("Ana", corner.center(), place=True)  # on the label's usual spot
    assert enc.combatant("Ana").zone == "hall"
    item.follow_zoom(1.0)  # it shows again: placed off the token first
    assert item.label.isVisible()
    token = scene.token_items["Ana"].sceneBoundingRect()
    label = item.label.sceneBoundingRect()
    assert not box(label.left(), label.top(), label.right(), label.bottom()).intersects(
        box(token.left(), token.top(), token.right(), token.bottom())
    )
    item.follow_zoom(0.01)
    w.action_undo.trigger()  # Ana back in the kitchen: the label goes back when it shows
    item.follow_zoom(1.0)
    assert item.label.sceneBoundingRect() == corner


def test_a_new_map_is_built_for_the_zoom_its_fit_gives(make_window: Any, monkeypatch: Any) -> None:
    """The items of a newly shown map are made for the zoom the view's fit will give (labels
    shown and placed once); a label too small to show there is placed where it belongs when
    it shows (a triangle: at its anchor, not its box's empty corner)."""
    enc = Encounter(ruleset="yze")
    enc.map.add_zone("yard", name="Yard", polygon=rect(0, 0, 200, 150))
    enc.map.add_zone("nook", name="A nook with a long name", polygon=[(201, 0), (201, 1), (200, 1)])
    w = make_window(Encounter(ruleset="yze"))
    zooms: list[float] = []
    real = ZoneItem.follow_zoom
    monkeypatch.setattr(ZoneItem, "follow_zoom", lambda i, z: zooms.append(z) or real(i, z))
    w.set_encounter(enc, None)
    scene, view = w.scene, w.view
    # built at that zoom: no zone followed another zoom (nor this one again) after the build
    assert view.fit_zoom() == view.zoom() and zooms == []
    assert all(i._zoom == view.zoom() for i in scene.zone_items.values())
    item = scene.zone_items["nook"]
    assert not item.label.isVisible()
    for zoom in (view.zoom(), 40.0):
        view.resetTransform()
        view.scale(zoom, zoom)
        scene.set_view_zoom(zoom)
    assert item.label.isVisible()
    assert item.label.pos() == item._label_point(enc.map.zone("nook"))
    assert item.label.pos() != item._corner(enc.map.zone("nook"))


def test_the_map_rect_follows_zone_edits_and_undo(make_window: Any) -> None:
    """The zones' bounds are kept per outline change: a new zone, a reshape and their undo
    show in the map's rect (what Fit and the scene's rect use) at once."""
    w = farm(make_window)
    scene = w.scene
    before = scene.map_rect()
    assert before.right() == 7 * SCALE
    assert scene.draw_rectangle((7, 0), (20, 8)) is not None
    assert scene.map_rect().right() == 20 * SCALE
    assert scene.reshape("hall", rect(4, 0, 7, 30), "Reshape Hall")
    assert scene.map_rect().bottom() == 30 * SCALE
    w.action_undo.trigger()
    w.action_undo.trigger()
    assert scene.map_rect() == before


def test_a_zone_s_tool_tip_shows_on_the_first_hover(window: Any) -> None:
    """The whole way Qt shows a tip (a ToolTip event on the map's viewport): the zone writes
    its tip then, and Qt shows it."""
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    item = window.scene.zone_items["kitchen"]  # (no token on it)
    assert qt_tip(item) == ""  # nothing written at open
    view = window.view
    pos = view.mapFromScene(item.sceneBoundingRect().center())
    event = QHelpEvent(QEvent.Type.ToolTip, pos, view.viewport().mapToGlobal(pos))
    QApplication.sendEvent(view.viewport(), event)
    assert "kitchen" in qt_tip(item) and QToolTip.text() == QGraphicsItem.toolTip(item)
