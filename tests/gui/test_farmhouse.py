"""Issue 13's farmhouse, built as a GM would: by clicks and typed sizes, then played.

Kitchen 4×5 m with a door to a 3×8 m hall, a bedroom behind a locked door, a cluttered 12×6 m
yard through a doorway, a pentagon barn with a hatch, a dark cellar under the kitchen. Zones are
drawn roughly with the mouse and given their exact size in the Properties dock; borders appear
on shared edges by themselves and are made doors, hatches and a doorway in the dock. Then a
token crosses the kitchen door (the move opens it), the locked bedroom door stops it, and a
sight check looks through the doorway — and not through the wall beside it.
"""

from __future__ import annotations

from typing import Any

from qt_helpers import at, click, drag

from core.encounter import Encounter

ROUGH = 0.4
"""How far off the GM's drawing is: the typed sizes make it exact."""


def draw_zone(window: Any, name: str, box: tuple[float, float, float, float]) -> str:
    """A rectangle dragged roughly, then named and sized in the Properties dock."""
    x, y, w, h = box
    before = set(window.enc.map.zone_ids())
    pick_tool(window.action_tool_rect)
    drag(window.view, at(x + ROUGH, y + ROUGH), at(x + w - ROUGH, y + h - ROUGH))
    new = set(window.enc.map.zone_ids()) - before
    assert len(new) == 1, window.message_bar.message()
    (zone_id,) = new
    window.scene.select_only(window.scene.zone_items[zone_id])
    dock = window.properties_dock
    type_into(dock.zone_name, name)
    fields = dock.zone_geometry
    for edit, value in ((fields.x_edit, x), (fields.y_edit, y)):
        type_into(edit, f"{value:g}")
    for edit, value in ((fields.w_edit, w), (fields.h_edit, h)):
        type_into(edit, f"{value:g}".replace(".", ","))  # the decimal comma works too
    return zone_id


def pick_tool(action: Any) -> None:
    """Click a drawing tool's button unless it is already down (a second click lifts it)."""
    if not action.isChecked():
        action.trigger()
    assert action.isChecked()


def type_into(edit: Any, text: str) -> None:
    edit.setFocus()
    edit.selectAll()
    edit.setText(text)
    edit.editingFinished.emit()


def draw_polygon(window: Any, name: str, points: list[tuple[float, float]]) -> str:
    before = set(window.enc.map.zone_ids())
    pick_tool(window.action_tool_polygon)
    for p in points:
        click(window.view, at(*p))
    zone_id = window.scene.finish_polygon()
    assert zone_id is not None and set(window.enc.map.zone_ids()) - before == {zone_id}
    window.scene.select_only(window.scene.zone_items[zone_id])
    type_into(window.properties_dock.zone_name, name)
    return zone_id


def feature(window: Any, zone_id: str, name: str) -> None:
    window.scene.select_only(window.scene.zone_items[zone_id])
    window.properties_dock.zone_features[name].setChecked(True)


def border(window: Any, a: str, b: str, kind: str, state: str | None = None) -> Any:
    """Pick the border between ``a`` and ``b`` on the map and set its kind (and door state)."""
    key = (a, b) if (a, b) in window.scene.border_items else (b, a)
    window.scene.select_only(window.scene.border_items[key])
    dock = window.properties_dock
    choose(dock.border_kind, kind)
    if state is not None:
        choose(dock.border_state, state)
    return dock


def choose(combo: Any, data: str) -> None:
    """Pick the item holding ``data``, as a click in the drop-down does (``activated``)."""
    index = combo.findData(data)
    assert index >= 0 and combo.isEnabled(), (combo.objectName(), data)
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def test_build_the_farmhouse_then_move_and_look(make_window: Any, qtbot: Any) -> None:
    window = make_window(Encounter(ruleset="yze", name="Farmhouse"))
    window.action_edit_mode.trigger()
    kitchen = draw_zone(window, "Kitchen", (0, 0, 4, 5))
    hall = draw_zone(window, "Hall", (4, 0, 3, 8))
    bedroom = draw_zone(window, "Bedroom", (7, 0, 4, 4))
    yard = draw_zone(window, "Yard", (0, 8, 12, 6))
    barn = draw_polygon(window, "Barn", [(2, 14), (10, 14), (10, 18), (6, 21), (2, 18)])
    cellar = draw_zone(window, "Cellar", (1, 1, 2, 2))  # inside the kitchen: nested, allowed
    m = window.enc.map
    names = {m.zone(z).name: z for z in m.zone_ids()}
    assert set(names) == {"Kitchen", "Hall", "Bedroom", "Yard", "Barn", "Cellar"}
    assert m.zone(kitchen).shape.bounds == (0, 0, 4, 5)
    assert m.zone(hall).shape.area == 24 and m.zone(yard).shape.area == 72
    assert len(m.zone(barn).polygon) == 5
    # the borders came by themselves, on shared edges only (kitchen–yard don't touch); the
    # cellar, inside the kitchen, is joined to it by hand (Ctrl+B with both selected)
    assert not m.has_border(kitchen, cellar)
    window.scene.zone_items[kitchen].setSelected(True)
    window.scene.zone_items[cellar].setSelected(True)
    window.action_add_border.trigger()
    for a, b in ((kitchen, hall), (hall, bedroom), (hall, yard), (yard, barn), (kitchen, cellar)):
        assert m.has_border(a, b), (m.name(a), m.name(b))
    assert not m.has_border(kitchen, yard) and not m.has_border(bedroom, yard)

    feature(window, yard, "cluttered")
    feature(window, cellar, "dark")
    border(window, kitchen, hall, "door")
    border(window, hall, bedroom, "door", "locked")
    border(window, yard, barn, "hatch")
    border(window, kitchen, cellar, "hatch")
    dock = border(window, hall, yard, "wall")
    openings = dock.border_openings
    assert m.border(hall, yard).kind == "wall", window.message_bar.message()
    assert openings.isEnabled() and openings.add.isEnabled()
    openings.add.click()  # a door in the middle of the wall, made a doorway
    choose(openings.kind, "doorway")
    (doorway,) = m.border(hall, yard).openings
    assert doorway.kind == "doorway"
    assert m.border(hall, bedroom).state == "locked"
    assert m.zone(yard).is_cluttered and m.zone(cellar).is_dark
    window.action_edit_mode.trigger()  # back to play

    enc = window.enc
    enc.add_combatant("Ana", zone=kitchen, position=(2.0, 4.0))
    enc.add_combatant("Ghoul", zone=hall, position=(5.5, 6.0))
    enc.add_combatant("Bo", zone=yard, position=(5.5, 12.0))
    enc.add_combatant("Cy", zone=yard, position=(2.5, 13.0))
    # Ana crosses the closed kitchen door: the move opens it first (YZE: open the door, then
    # move — two fast actions); the bedroom's locked door stops her
    token = window.scene.token_items["Ana"]
    drag(window.view, token.scenePos(), at(5.5, 2.0))
    assert enc.combatant("Ana").zone == hall
    assert m.border(kitchen, hall).state == "open"
    assert "Open the door between Kitchen and Hall" in window.message_bar.message()
    drag(window.view, window.scene.token_items["Ana"].scenePos(), at(9.0, 2.0))
    assert enc.combatant("Ana").zone == hall
    assert "locked" in window.message_bar.message().lower()
    # sight from the yard: in line with the doorway, Bo sees the ghoul; Cy, behind the wall, not
    window.pick_for_sight("Bo")
    window.pick_for_sight("Ghoul")
    assert window.sight_pair == ("Bo", "Ghoul")
    assert enc.line_of_sight("Bo", "Ghoul").clear
    assert not enc.line_of_sight("Cy", "Ghoul").clear
    assert "wall" in enc.line_of_sight("Cy", "Ghoul").reason.lower()
    # undo takes the whole build back, step by step, to an empty map
    while window.undo_stack.canUndo():
        window.undo_stack.undo()
    assert len(enc.map) == 0
