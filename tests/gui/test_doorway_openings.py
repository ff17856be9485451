"""Properties dock: someone stands in the doorway of a door *opening* in a wall (issue 13) as
in a door border's; a wall with only a window offers no doorway."""

from __future__ import annotations


def _doorway_choices(window, name: str) -> list[str]:
    window.scene.select_only(window.scene.token_items[name])
    dock = window.properties_dock
    box = dock.combatant_doorway
    return [box.itemData(i) for i in range(1, box.count())]


def test_a_door_opening_in_a_wall_is_a_doorway(window) -> None:
    enc, dock = window.enc, window.properties_dock
    enc.map.update_border("corridor", "office", kind="wall")
    enc.map.add_opening("corridor", "office", "window", at=0.3, width=1.0)
    window.scene.clearSelection()
    assert "corridor\toffice" not in _doorway_choices(window, "Clara Dias")
    enc.map.add_opening("corridor", "office", "door", at=0.7, width=1.0)
    window.scene.clearSelection()
    assert "corridor\toffice" in _doorway_choices(window, "Clara Dias")
    index = dock.combatant_doorway.findData("corridor\toffice")
    assert dock.combatant_doorway.itemText(index).startswith("Door")
    dock.combatant_doorway.setCurrentIndex(index)
    dock.combatant_doorway.activated.emit(index)
    assert enc.combatant("Clara Dias").doorway == ("corridor", "office")


def test_the_gm_opens_and_closes_a_door_opening_on_the_map(window) -> None:
    enc = window.enc
    enc.map.update_border("corridor", "office", kind="wall")
    enc.map.add_opening("corridor", "office", "window", at=0.2, width=0.5)
    enc.map.add_opening("corridor", "office", "door", at=0.7, width=1.0)
    item = window.scene.border_items[("corridor", "office")]
    spots = [enc.map.opening_segment("corridor", "office", i) for i in (0, 1)]
    window_mid, door_mid = (((p[0] + q[0]) / 2, (p[1] + q[1]) / 2) for p, q in spots)
    assert not item.toggle_opening_at(window_mid)  # a window has nothing to open
    messages: list[str] = []
    window.scene.message.connect(messages.append)
    assert item.toggle_opening_at(door_mid)
    assert enc.map.border("corridor", "office").openings[1].state == "open"
    assert "open door" in messages[-1]
    before = window.undo_stack.count()
    enc.map.update_opening("corridor", "office", 1, state="locked")
    assert window.scene.border_items[("corridor", "office")].toggle_opening_at(door_mid)
    assert "locked" in messages[-1]
    assert enc.map.border("corridor", "office").openings[1].state == "locked"
    assert window.undo_stack.count() == before + 1  # the refusal changed nothing
