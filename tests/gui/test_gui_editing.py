"""Map editing: draw, move, reshape, rename, features, borders, doors, delete — all undoable."""

from __future__ import annotations

from qt_helpers import at, double_click, drag

from gui.map.zone_item import ZoneItem


def test_draw_rectangle_next_to_a_zone_adds_zone_and_border(window) -> None:
    enc, scene = window.enc, window.scene
    window.action_edit_mode.trigger()
    assert scene.edit_mode and window.action_tool_rect.isEnabled()
    assert window.view.mode_banner.isVisible()
    window.action_tool_rect.trigger()
    assert scene.tool == "rect"
    drag(window.view, at(34, 0), at(42, 12))
    assert "zone-11" in enc.map
    zone = enc.map.zone("zone-11")
    assert zone.name == "Zone 11"
    assert set(zone.polygon) == {(34, 0), (42, 0), (42, 12), (34, 12)}
    assert enc.map.has_border("gate", "zone-11")
    assert enc.map.border("gate", "zone-11").kind == "open"
    assert "zone-11" in scene.zone_items
    assert ("gate", "zone-11") in scene.border_items
    assert window.undo_stack.count() == 1  # zone + border: one step
    window.action_undo.trigger()
    assert "zone-11" not in enc.map
    assert "zone-11" not in scene.zone_items
    assert ("gate", "zone-11") not in scene.border_items
    window.action_redo.trigger()
    assert enc.map.has_border("gate", "zone-11")


def test_draw_polygon(window) -> None:
    enc, scene = window.enc, window.scene
    window.set_edit_mode(True)
    window.action_tool_polygon.trigger()
    for p in [(34, 12), (40, 17), (34, 22)]:
        drag(window.view, at(*p), at(*p), steps=1)
    assert len(scene._draft_points) == 3
    new = scene.finish_polygon()
    assert new is not None and len(enc.map.zone(new).polygon) == 3
    assert enc.map.has_border("store", new)


def test_too_small_rectangle_is_refused(window) -> None:
    window.set_edit_mode(True)
    assert window.scene.draw_rectangle((40, 40), (40.2, 41)) is None
    assert window.undo_stack.count() == 0
    assert "bigger" in window.statusBar().currentMessage()


def test_move_and_reshape_zone(window) -> None:
    enc, scene = window.enc, window.scene
    window.set_edit_mode(True)
    new = scene.draw_rectangle((40, 0), (46, 6))
    assert not enc.map.borders_of(new)
    # drag it whole against the Gatehouse: it snaps to the grid and gets its border
    assert scene.zone_dragged(new, at(-6.1, 0))
    assert set(enc.map.zone(new).polygon) == {(34, 0), (40, 0), (40, 6), (34, 6)}
    assert enc.map.has_border("gate", new)
    assert window.undo_stack.count() == 2
    # drag a corner
    item: ZoneItem = scene.zone_items[new]
    index = list(enc.map.zone(new).polygon).index((40, 6))
    assert scene.zone_vertex_moved(new, index, at(42, 8))
    assert (42, 8) in enc.map.zone(new).polygon
    window.action_undo.trigger()
    assert (40, 6) in enc.map.zone(new).polygon
    assert item.zone.polygon == enc.map.zone(new).polygon
    window.action_undo.trigger()
    assert (46, 6) in enc.map.zone(new).polygon
    assert not enc.map.has_border("gate", new)


def test_vertex_handles_show_for_selected_zone_in_edit_mode(window) -> None:
    scene = window.scene
    item = scene.zone_items["kitchen"]
    scene.select_only(item)
    assert item.handles == []
    window.set_edit_mode(True)
    scene.select_only(None)
    scene.select_only(item)
    assert len(item.handles) == 8  # a rectangle: corners and edge midpoints (gui.map.handles)


def test_rename_and_features_in_properties_dock(window) -> None:
    enc, dock = window.enc, window.properties_dock
    window.scene.select_only(window.scene.zone_items["kitchen"])
    assert dock.stack.currentIndex() == 1
    assert dock.zone_name.text() == "Kitchen"
    dock.zone_name.setText("Scullery")
    dock.zone_name.editingFinished.emit()
    assert enc.map.zone("kitchen").name == "Scullery"
    assert window.scene.zone_items["kitchen"].label.name == "Scullery"
    assert window.undo_stack.count() == 1
    dock.zone_features["dark"].setChecked(True)
    assert enc.map.zone("kitchen").is_dark
    assert window.undo_stack.count() == 2
    window.action_undo.trigger()
    assert not enc.map.zone("kitchen").is_dark
    assert not dock.zone_features["dark"].isChecked()
    window.action_undo.trigger()
    assert enc.map.zone("kitchen").name == "Kitchen"
    assert dock.zone_name.text() == "Kitchen"


def test_double_click_toggles_door(window) -> None:
    enc, scene = window.enc, window.scene
    key = ("corridor", "store")
    assert enc.map.border(*key).state == "closed"
    glyph = scene.border_items[key].glyph
    double_click(window.view, glyph.scenePos())
    assert enc.map.border(*key).state == "open"
    assert window.undo_stack.count() == 1
    window.action_undo.trigger()
    assert enc.map.border(*key).state == "closed"


def test_locked_door_says_so(window) -> None:
    assert not window.scene.toggle_door(("generator", "store"))
    assert "locked" in window.statusBar().currentMessage()
    assert window.undo_stack.count() == 0


def test_border_kind_and_state_in_dock(window) -> None:
    enc, dock = window.enc, window.properties_dock
    window.scene.select_only(window.scene.border_items[("hall", "kitchen")])
    assert dock.stack.currentIndex() == 2
    assert not dock.border_state.isEnabled()
    dock.border_kind.setCurrentIndex(dock.border_kind.findData("door"))
    dock.border_kind.activated.emit(dock.border_kind.currentIndex())
    border = enc.map.border("hall", "kitchen")
    assert (border.kind, border.state) == ("door", "closed")
    assert dock.border_state.isEnabled()
    assert window.scene.border_items[("hall", "kitchen")].glyph.isVisible()
    dock.border_state.setCurrentIndex(dock.border_state.findData("locked"))
    dock.border_state.activated.emit(dock.border_state.currentIndex())
    assert enc.map.border("hall", "kitchen").state == "locked"
    window.action_undo.trigger()
    window.action_undo.trigger()
    assert enc.map.border("hall", "kitchen").kind == "open"
    assert not window.scene.border_items[("hall", "kitchen")].glyph.isVisible()


def test_add_border_between_two_selected_zones(window) -> None:
    enc, scene = window.enc, window.scene
    window.set_edit_mode(True)
    new = scene.draw_rectangle((40, 0), (46, 6))
    scene.zone_dragged(new, at(-6, 0))
    enc.map.remove_border("gate", new)
    scene.clearSelection()
    scene.zone_items["gate"].setSelected(True)
    scene.zone_items[new].setSelected(True)
    window.action_add_border.trigger()
    assert enc.map.has_border("gate", new)
    assert window.scene.border_items[("gate", new)].isSelected()
    scene.zone_items["gate"].setSelected(True)
    scene.zone_items[new].setSelected(True)
    window.action_add_border.trigger()  # already there: the core says so
    assert "already" in window.statusBar().currentMessage()


def test_delete_zone_refused_while_occupied_then_allowed(window) -> None:
    enc, scene = window.enc, window.scene
    scene.select_only(scene.zone_items["hall"])
    window.action_delete.trigger()
    assert "hall" in enc.map
    assert "Ana Ferreira" in window.statusBar().currentMessage()
    scene.select_only(scene.zone_items["kitchen"])
    borders = len(list(enc.map.borders()))
    window.action_delete.trigger()
    assert "kitchen" not in enc.map and "kitchen" not in scene.zone_items
    assert len(scene.border_items) == borders - 3
    window.action_undo.trigger()
    assert "kitchen" in scene.zone_items
    assert len(scene.border_items) == borders
    assert enc.map.border("kitchen", "cellar").kind == "hatch"


def test_delete_border_with_delete_key_action(window) -> None:
    enc, scene = window.enc, window.scene
    scene.select_only(scene.border_items[("hall", "kitchen")])
    window.action_delete.trigger()
    assert not enc.map.has_border("hall", "kitchen")
    window.action_undo.trigger()
    assert enc.map.has_border("hall", "kitchen")


def test_add_combatant_dialog(window, modals) -> None:
    enc = window.enc
    modals.new_combatant = ("Rat King", "npc", "kitchen")
    assert window.add_combatant()
    rat = enc.combatant("Rat King")
    assert (rat.side, rat.zone) == ("npc", "kitchen")
    assert "Rat King" in window.scene.token_items
    assert window.scene.token_items["Rat King"].isSelected()
    modals.new_combatant = ("Rat King", "npc", "kitchen")
    assert not window.add_combatant()
    assert "already" in window.statusBar().currentMessage()
    window.action_undo.trigger()
    assert "Rat King" not in window.scene.token_items


def test_combatant_properties(window) -> None:
    enc, dock = window.enc, window.properties_dock
    window.scene.select_only(window.scene.token_items["Clara Dias"])
    assert dock.stack.currentIndex() == 3
    dock.combatant_stance.setCurrentIndex(dock.combatant_stance.findData("prone"))
    dock.combatant_stance.activated.emit(dock.combatant_stance.currentIndex())
    assert enc.combatant("Clara Dias").stance == "prone"
    index = dock.combatant_doorway.findData("corridor\toffice")
    assert index > 0
    dock.combatant_doorway.setCurrentIndex(index)
    dock.combatant_doorway.activated.emit(index)
    assert enc.combatant("Clara Dias").doorway == ("corridor", "office")
    dock.combatant_name.setText("Clara D.")
    dock.combatant_name.editingFinished.emit()
    assert "Clara D." in enc and "Clara D." in window.scene.token_items
    assert dock.current == ("combatant", "Clara D.")
    assert window.undo_stack.count() == 3
    for _ in range(3):
        window.action_undo.trigger()
    assert enc.combatant("Clara Dias").stance == "standing"
    assert "Clara Dias" in window.scene.token_items


def test_zone_notes_commit_on_focus_out(window, qtbot) -> None:
    enc, dock = window.enc, window.properties_dock
    window.scene.select_only(window.scene.zone_items["cellar"])
    dock.zone_notes.setPlainText("Smells of damp.")
    dock.zone_notes.editingFinished.emit()
    assert enc.map.zone("cellar").notes == "Smells of damp."
    assert window.undo_stack.count() == 1
    dock.zone_notes.editingFinished.emit()  # nothing new: no second step
    assert window.undo_stack.count() == 1
    assert "Smells of damp." in window.scene.zone_items["cellar"].toolTip()


def test_dragging_a_corner_handle_reshapes(window) -> None:
    enc, scene = window.enc, window.scene
    window.set_edit_mode(True)
    new = scene.draw_rectangle((40, 0), (46, 6))
    item = scene.zone_items[new]
    window.view.fit()  # bring the new zone into view
    scene.select_only(item)
    corner = next(h for h in item.handles if h.pos() == at(46, 6))
    drag(window.view, corner.scenePos(), at(44, 9))
    assert (44, 9) in enc.map.zone(new).polygon
    assert window.undo_stack.count() == 2


def test_a_token_moved_with_a_dragged_zone_keeps_its_engagement_line(window) -> None:
    """Edit mode: Qt moves every selected item with the zone dragged — a token among them
    takes its engagement line along while the mouse moves (the scene is told, no
    ``itemChange`` of the token's)."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtGui import QMouseEvent
    from qt_helpers import _send

    scene, view = window.scene, window.view
    window.set_edit_mode(True)
    token = scene.token_items["Bruno Costa"]
    scene.select_only(scene.zone_items["yard"])
    token.setSelected(True)
    (line,) = scene.engagement_items.values()
    left = Qt.MouseButton.LeftButton
    start = view.mapFromScene(at(5, 3))
    _send(view, QMouseEvent.Type.MouseButtonPress, start, left, left)
    for step in range(1, 4):
        _send(view, QMouseEvent.Type.MouseMove, start + QPoint(0, 12 * step), left, left)
    moved = token.pos()
    assert moved.y() > at(18, 6).y()  # Qt took the token along with the zone
    ends = {(round(p.x(), 3), round(p.y(), 3)) for p in (line.line().p1(), line.line().p2())}
    assert (round(moved.x(), 3), round(moved.y(), 3)) in ends
    end = start + QPoint(0, 36)
    _send(view, QMouseEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton, left)
