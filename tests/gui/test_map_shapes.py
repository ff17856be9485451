"""Map editing (issue 13): corners added and removed, zones duplicated, context menus on zones,
borders, corner handles and tokens — each change one undo step, each refusal a message."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication, QMenu
from qt_helpers import at, double_click

from gui.map import handles as rect_handles
from gui.map import shape_edit

PENTAGON = [(40.0, 0.0), (46.0, 0.0), (47.0, 3.0), (46.0, 6.0), (40.0, 6.0)]


def _actions(menu: QMenu) -> dict[str, object]:
    """Every action of ``menu`` and its submenus by objectName."""
    found = {}
    for act in menu.actions():
        if act.objectName():
            found[act.objectName()] = act
        if act.menu() is not None:
            found.update(_actions(act.menu()))
    return found


@pytest.fixture
def edit(window):
    window.set_edit_mode(True)
    return window


@pytest.fixture
def shown(window, monkeypatch) -> list[QMenu]:
    """Menus the map would pop up (recorded, never shown)."""
    menus: list[QMenu] = []
    monkeypatch.setattr(window.map_menus, "popup", lambda menu, pos: menus.append(menu))
    return menus


def _pentagon(window, name: str = "Barn") -> str:
    zone = window.scene.create_zone(PENTAGON, name=name)
    assert zone is not None
    return zone


# -- corners ---------------------------------------------------------------------------------
def test_double_click_on_an_edge_adds_a_corner_there(edit) -> None:
    enc, scene = edit.enc, edit.scene
    barn = _pentagon(edit)
    steps = edit.undo_stack.count()
    double_click(edit.view, at(43.0, 0.1))  # just inside the top edge
    assert enc.map.zone(barn).polygon == ((40, 0), (43, 0), (46, 0), (47, 3), (46, 6), (40, 6))
    assert edit.undo_stack.count() == steps + 1
    assert scene.selected_zone_ids() == [barn]
    edit.action_undo.trigger()
    assert len(enc.map.zone(barn).polygon) == 5


def test_double_click_in_play_mode_adds_no_corner(window) -> None:
    barn = _pentagon(window)
    window.set_edit_mode(False)
    double_click(window.view, at(43.0, 0.1))
    assert len(window.enc.map.zone(barn).polygon) == 5


def test_double_click_inside_a_zone_far_from_its_edges_adds_nothing(edit) -> None:
    barn = _pentagon(edit)
    double_click(edit.view, at(43.0, 3.0))
    assert len(edit.enc.map.zone(barn).polygon) == 5


def test_double_click_on_a_door_border_still_opens_it_in_edit_mode(edit) -> None:
    enc = edit.enc
    key = ("corridor", "office")  # their shared edge: y = 16, x 14..24
    enc.map.update_border(*key, kind="door", state="closed")
    corners = len(enc.map.zone("office").polygon)
    double_click(edit.view, at(16.0, 16.05))
    assert enc.map.border(*key).state == "open"
    assert len(enc.map.zone("office").polygon) == corners


def test_double_click_on_a_rectangle_handle_adds_no_corner(edit) -> None:
    scene = edit.scene
    shed = scene.draw_rectangle((40, 0), (46, 6))
    scene.select_only(scene.zone_items[shed])
    north = rect_handles.handle(scene.zone_items[shed], "n")  # the top edge's midpoint
    assert north is not None
    double_click(edit.view, north.scenePos())
    assert len(edit.enc.map.zone(shed).polygon) == 4
    double_click(edit.view, at(41.0, 0.05))  # on the edge beside the handle: a corner
    assert (41.0, 0.0) in edit.enc.map.zone(shed).polygon


def test_corner_menu_removes_the_corner_in_one_step(edit) -> None:
    enc, scene = edit.enc, edit.scene
    barn = _pentagon(edit)
    steps = edit.undo_stack.count()
    menu = edit.map_menus.corner_menu(barn, 2)
    assert menu.objectName() == "cornerMenu" and menu.accessibleName()
    _actions(menu)["actionRemoveCorner"].trigger()
    assert enc.map.zone(barn).polygon == ((40, 0), (46, 0), (46, 6), (40, 6))
    assert edit.undo_stack.count() == steps + 1
    edit.action_undo.trigger()
    assert (47, 3) in enc.map.zone(barn).polygon
    assert scene.zone_items[barn].zone.polygon == enc.map.zone(barn).polygon


def test_a_triangle_keeps_its_three_corners(edit) -> None:
    tri = edit.scene.create_zone([(40, 0), (46, 0), (40, 6)], name="Shed")
    steps = edit.undo_stack.count()
    assert not edit.scene.remove_corner(tri, 0)
    assert len(edit.enc.map.zone(tri).polygon) == 3
    assert edit.undo_stack.count() == steps
    assert "at least three corners" in edit.statusBar().currentMessage()


def test_a_corner_whose_removal_crosses_the_outline_is_refused(edit) -> None:
    notched = [(40, 0), (46, 0), (46, 1), (41, 1), (45, 3), (46, 3), (46, 4), (40, 4)]
    zone = edit.scene.create_zone(notched, name="Notch")
    assert not edit.scene.remove_corner(zone, 0)
    assert len(edit.enc.map.zone(zone).polygon) == 8
    assert "cross itself" in edit.statusBar().currentMessage()


def test_delete_over_a_hovered_corner_handle_removes_that_corner(edit) -> None:
    enc, scene = edit.enc, edit.scene
    barn = _pentagon(edit)
    scene.select_only(scene.zone_items[barn])
    handle = shape_edit.handle_of(scene, barn, 2)
    assert handle is not None
    scene.hovered_corner = handle  # what its hoverEnterEvent records
    edit.action_delete.trigger()
    assert barn in enc.map and len(enc.map.zone(barn).polygon) == 4
    scene.hovered_corner = None
    edit.action_delete.trigger()  # no hovered corner: Delete deletes the selected zone
    assert barn not in enc.map


def test_hovering_a_corner_handle_makes_delete_remove_it(edit) -> None:
    from PySide6.QtGui import QMouseEvent

    scene, view = edit.scene, edit.view
    barn = _pentagon(edit)
    scene.select_only(scene.zone_items[barn])
    handle = shape_edit.handle_of(scene, barn, 2)
    for point in (at(43.0, 3.0), handle.scenePos()):  # into the zone, then onto the handle
        pos = view.mapFromScene(point)
        move = QMouseEvent(
            QMouseEvent.Type.MouseMove,
            QPointF(pos),
            QPointF(view.viewport().mapToGlobal(pos)),
            Qt.MouseButton.NoButton,
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(view.viewport(), move)
    assert shape_edit.hovered_handle(scene) is handle
    edit.action_delete.trigger()
    assert (47, 3) not in edit.enc.map.zone(barn).polygon


# -- duplicate -------------------------------------------------------------------------------
def test_duplicate_zone_copies_shape_features_and_notes_beside_it(edit) -> None:
    enc, scene = edit.enc, edit.scene
    kitchen = scene.create_zone([(40, 0), (44, 0), (44, 5), (40, 5)], name="Kitchen")
    enc.map.update_zone(kitchen, features={"dark", "cluttered"}, notes="Smells of smoke")
    scene.select_only(scene.zone_items[kitchen])
    steps = edit.undo_stack.count()
    edit.map_menus.action_duplicate_zone.trigger()
    copy = scene.selected_zone_ids()[0]
    assert copy != kitchen
    new = enc.map.zone(copy)
    assert new.name == "Kitchen 2"
    assert new.polygon == ((44, 0), (48, 0), (48, 5), (44, 5))  # just to the right
    assert new.features == {"dark", "cluttered"} and new.notes == "Smells of smoke"
    assert enc.map.has_border(kitchen, copy)  # they share an edge, as a drawn zone would
    assert edit.undo_stack.count() == steps + 1
    edit.action_undo.trigger()
    assert copy not in enc.map and copy not in scene.zone_items


def test_duplicate_goes_below_when_the_right_is_taken(edit) -> None:
    enc = edit.enc
    store = edit.map_menus.duplicate("store")  # right of the Storeroom: open ground
    assert enc.map.zone(store).polygon[0] == (34, 12)
    crawl = edit.map_menus.duplicate("hall")  # Main Hall: Corridor and Office on its right
    assert enc.map.zone(crawl).name == "Main Hall 2"
    minx, miny, *_ = enc.map.zone(crawl).shape.bounds
    assert (minx, miny) in {(0, 30), (-14, 12)}  # below the Kitchen's row, or to the left
    assert not any(
        enc.map.zone(crawl).shape.intersection(z.shape).area > 1e-6
        for z in enc.map.zones()
        if z.id != crawl
    )


def test_ctrl_d_with_nothing_selected_says_what_to_do(window) -> None:
    window.scene.clearSelection()
    assert window.map_menus.duplicate_selection() is None
    assert "Select a zone" in window.statusBar().currentMessage()


def test_ctrl_d_on_a_selected_token_duplicates_the_combatant(window, monkeypatch) -> None:
    asked = []
    monkeypatch.setattr(window.characters, "duplicate", lambda *a: asked.append(a))
    window.scene.select_only(window.scene.token_items["Guard"])
    window.map_menus.duplicate_selection()
    assert asked == [()]
    assert window.map_menus.action_duplicate_zone.shortcut().toString() == "Ctrl+D"
    assert window.characters.action_duplicate.shortcut().isEmpty()  # one owner of the key


# -- zone menu -------------------------------------------------------------------------------
def test_zone_menu_in_play_and_edit_mode(window) -> None:
    play = _actions(window.map_menus.zone_menu("office"))
    assert {"actionZoneProperties", "actionZoneRename", "actionZoneDuplicate"} <= set(play)
    assert "actionZoneDelete" not in play and "actionZoneAddCorner" not in play
    window.set_edit_mode(True)
    on_edge = _actions(window.map_menus.zone_menu("office", (19.0, 21.9)))
    assert {"actionZoneDelete", "actionZoneAddCorner"} <= set(on_edge)
    inside = _actions(window.map_menus.zone_menu("office", (19.0, 19.0)))
    assert "actionZoneAddCorner" not in inside


def test_zone_menu_add_corner_here(edit) -> None:
    barn = _pentagon(edit)
    _actions(edit.map_menus.zone_menu(barn, (42.0, 5.9)))["actionZoneAddCorner"].trigger()
    assert (42.0, 6.0) in edit.enc.map.zone(barn).polygon


def test_zone_menu_properties_rename_and_delete(edit, monkeypatch) -> None:
    enc, menus = edit.enc, edit.map_menus
    edit.properties_dock.hide()
    _actions(menus.zone_menu("office"))["actionZoneProperties"].trigger()
    assert edit.scene.selected_zone_ids() == ["office"]
    assert edit.properties_dock.isVisible()
    monkeypatch.setattr(menus, "ask_name", lambda title, label, text: "Archive")
    _actions(menus.zone_menu("office"))["actionZoneRename"].trigger()
    assert enc.map.name("office") == "Archive"
    edit.action_undo.trigger()
    assert enc.map.name("office") == "Office"
    _actions(menus.zone_menu("office"))["actionZoneDelete"].trigger()  # Clara is in it
    assert "office" in enc.map and "Clara Dias" in edit.statusBar().currentMessage()
    barn = _pentagon(edit)
    _actions(menus.zone_menu(barn))["actionZoneDelete"].trigger()
    assert barn not in enc.map


def test_zone_menu_add_border_to_lists_touching_zones_without_one(edit) -> None:
    enc = edit.enc
    enc.map.remove_border("hall", "kitchen")
    menu = edit.map_menus.zone_menu("hall")
    sub = menu.findChild(QMenu, "zoneBorderToMenu")
    assert sub is not None and sub.isEnabled() and sub.accessibleName()
    names = [a.text() for a in sub.actions()]
    assert names == ["Kitchen"]
    sub.actions()[0].trigger()
    assert (
        enc.map.has_border("hall", "kitchen") and enc.map.border("hall", "kitchen").kind == "open"
    )
    assert not edit.map_menus.zone_menu("hall").findChild(QMenu, "zoneBorderToMenu").isEnabled()


# -- border menu -----------------------------------------------------------------------------
def test_border_menu_changes_the_kind(window) -> None:
    enc = window.enc
    key = ("corridor", "office")
    before = enc.map.border(*key).kind
    menu = window.map_menus.border_menu(key)
    acts = _actions(menu)
    assert acts[f"actionBorderKind_{before}"].isChecked()
    acts["actionBorderKind_wall"].trigger()
    assert enc.map.border(*key).kind == "wall"
    window.action_undo.trigger()
    assert enc.map.border(*key).kind == before


def test_border_menu_opens_closes_and_locks_a_door(window) -> None:
    enc, menus = window.enc, window.map_menus
    key = ("corridor", "office")
    enc.map.update_border(*key, kind="door", state="closed")
    acts = _actions(menus.border_menu(key))
    assert "actionBorderClose" not in acts
    acts["actionBorderOpen"].trigger()
    assert enc.map.border(*key).state == "open"
    _actions(menus.border_menu(key))["actionBorderClose"].trigger()
    assert enc.map.border(*key).state == "closed"
    _actions(menus.border_menu(key))["actionBorderLock"].trigger()
    assert enc.map.border(*key).state == "locked"
    acts = _actions(menus.border_menu(key))
    assert "actionBorderOpen" not in acts
    acts["actionBorderUnlock"].trigger()
    assert enc.map.border(*key).state == "closed"


def test_border_menu_adds_an_opening_where_clicked(window) -> None:
    enc = window.enc
    key = ("corridor", "office")  # the edge y = 16 from x = 14 to 24
    enc.map.update_border(*key, kind="wall")
    steps = window.undo_stack.count()
    menu = window.map_menus.border_menu(key, (16.5, 16.1))
    opening_menu = menu.findChild(QMenu, "borderOpeningMenu")
    assert [a.objectName() for a in opening_menu.actions()] == [
        "actionAddOpening_door",
        "actionAddOpening_doorway",
        "actionAddOpening_window",
        "actionAddOpening_hatch",
    ]
    _actions(menu)["actionAddOpening_window"].trigger()
    (opening,) = enc.map.border(*key).openings
    assert opening.kind == "window" and opening.at == pytest.approx(0.25)
    assert window.undo_stack.count() == steps + 1


def test_border_menu_has_no_opening_entry_off_walls(window) -> None:
    menu = window.map_menus.border_menu(("corridor", "office"), (16.5, 16.0))
    if window.enc.map.border("corridor", "office").kind != "wall":
        assert menu.findChild(QMenu, "borderOpeningMenu") is None


def test_border_menu_removes_the_border(window) -> None:
    _actions(window.map_menus.border_menu(("hall", "kitchen")))["actionBorderRemove"].trigger()
    assert not window.enc.map.has_border("hall", "kitchen")


# -- token menu ------------------------------------------------------------------------------
def test_token_menu_sight_from_here_and_centre(window) -> None:
    acts = _actions(window.characters.token_menu("Guard"))
    assert "actionTokenSheet" in acts  # the Character library's own entries stay
    assert "actionTokenRemove" not in acts  # play mode: no removal from the menu
    window.sight_dock.hide()
    acts["actionTokenSight"].trigger()
    assert window.scene.tool == "sight" and window._sight_first == "Guard"
    assert window.sight_dock.isVisible()
    window.pick_for_sight("Bruno Costa")  # the next token clicked
    assert window.sight_pair == ("Guard", "Bruno Costa")
    acts["actionTokenCentre"].trigger()
    centre = window.view.mapToScene(window.view.viewport().rect().center())
    token = window.scene.token_items["Guard"].pos()
    assert abs(centre.x() - token.x()) < 40 or window.view.horizontalScrollBar().maximum() == 0


def test_token_menu_removes_from_the_map_in_edit_mode(edit) -> None:
    _actions(edit.characters.token_menu("Guard"))["actionTokenRemove"].trigger()
    assert "Guard" not in edit.enc
    edit.action_undo.trigger()
    assert "Guard" in edit.enc


# -- opening the menus -----------------------------------------------------------------------
def _right_click(window, point) -> None:
    viewport = window.view.viewport()
    pos = window.view.mapFromScene(point)
    event = QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, pos, viewport.mapToGlobal(pos), Qt.KeyboardModifier(0)
    )
    QApplication.sendEvent(viewport, event)


def test_right_click_opens_the_menu_of_what_is_there(edit, shown) -> None:
    barn = _pentagon(edit)
    _right_click(edit, at(43, 3))
    assert [m.objectName() for m in shown] == ["zoneMenu"]
    edit.enc.map.remove_border("corridor", "office")
    edit.enc.map.add_border("corridor", "office", "wall")
    _right_click(edit, at(17, 16))
    assert shown[-1].objectName() == "borderMenu"
    edit.scene.select_only(edit.scene.zone_items[barn])
    _right_click(edit, at(47, 3))  # on a corner handle
    assert shown[-1].objectName() == "cornerMenu"


def test_right_click_on_a_token_adds_the_map_entries(window, monkeypatch) -> None:
    menus: list[QMenu] = []
    chars = window.characters
    monkeypatch.setattr(chars, "show_token_menu", lambda n, p: menus.append(chars.token_menu(n)))
    _right_click(window, window.scene.token_items["Guard"].pos())
    assert menus and menus[-1].objectName() == "tokenMenu"
    assert "actionTokenSight" in _actions(menus[-1])


def test_shift_f10_opens_the_selections_menu(window, shown) -> None:
    window.scene.clearSelection()
    window.map_menus.action_context_menu.trigger()
    assert shown == [] and "Select a zone" in window.statusBar().currentMessage()
    window.scene.select_only(window.scene.zone_items["office"])
    window.map_menus.action_context_menu.trigger()
    assert shown[-1].objectName() == "zoneMenu"
    window.scene.select_only(window.scene.border_items[("hall", "kitchen")])
    window.map_menus.action_context_menu.trigger()
    assert shown[-1].objectName() == "borderMenu"
    keys = [k.toString() for k in window.map_menus.action_context_menu.shortcuts()]
    assert "Shift+F10" in keys


def test_menus_and_their_actions_are_named(edit) -> None:
    menus = edit.map_menus
    barn = _pentagon(edit)
    edit.enc.map.update_border("corridor", "office", kind="wall")
    built = [
        menus.zone_menu(barn, (43.0, 0.0)),
        menus.border_menu(("corridor", "office"), (16.0, 16.0)),
        menus.corner_menu(barn, 0),
        edit.characters.token_menu("Guard"),
    ]
    for menu in built:
        for m in [menu, *menu.findChildren(QMenu)]:
            assert m.objectName() and m.accessibleName(), m
        for name, act in _actions(menu).items():
            assert name and (act.property("accessibleName") or act.text()), name
