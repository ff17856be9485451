"""Range & sight tool: the core's band and reasons, the blocking border highlighted, Esc clears."""

from __future__ import annotations

from qt_helpers import at, click


def test_pick_two_tokens_shows_band_reason_and_block(window) -> None:
    window.action_sight.trigger()
    assert window.scene.tool == "sight"
    assert window.action_sight.isChecked()
    click(window.view, at(7, 17))  # Ana
    assert window.scene.token_items["Ana Ferreira"].picked
    click(window.view, at(19, 19))  # Clara
    assert window.sight_pair == ("Ana Ferreira", "Clara Dias")
    dock = window.sight_dock
    assert "Medium" in dock.band_label.text()
    assert "Wall between Main Hall and Office" in dock.los_label.text()
    assert "Blocked" in dock.los_label.text()
    wall = window.scene.border_items[("hall", "office")]
    assert wall.highlighted
    assert sum(b.highlighted for b in window.scene.border_items.values()) == 1
    line = window.scene.sight_item
    assert line is not None and not line.clear and line.block is not None
    assert abs(line.block.x() - 14 * 20) < 1e-6  # stopped on the wall at x = 14 m
    assert "Medium" in line.caption.text
    # the core was asked, nothing changed
    assert window.undo_stack.count() == 0

    window.action_escape.trigger()
    assert window.scene.sight_item is None
    assert not wall.highlighted
    assert window.sight_pair is None
    assert dock.band_label.text() == "—"
    assert window.scene.tool == "select"


def test_clear_sight_and_engaged_band(window) -> None:
    assert window.show_sight("Bruno Costa", "Guard")
    assert "Engaged" in window.sight_dock.band_label.text()
    assert "Clear" in window.sight_dock.los_label.text()
    assert window.scene.sight_item.clear
    assert not any(b.highlighted for b in window.scene.border_items.values())


def test_dock_combos_pick_the_pair(window) -> None:
    dock = window.sight_dock
    dock.from_combo.setCurrentIndex(dock.from_combo.findData("Ana Ferreira"))
    dock.to_combo.setCurrentIndex(dock.to_combo.findData("Cult Leader"))
    dock.to_combo.activated.emit(dock.to_combo.currentIndex())
    assert window.sight_pair == ("Ana Ferreira", "Cult Leader")
    assert dock.band_label.text()  # the core's band
    assert (
        window.enc.range_band("Ana Ferreira", "Cult Leader").capitalize() in dock.band_label.text()
    )


def test_sight_follows_core_changes(window, qtbot) -> None:
    window.show_sight("Ana Ferreira", "Clara Dias")
    window.enc.map.update_border("hall", "office", kind="open")
    qtbot.waitUntil(lambda: "Clear" in window.sight_dock.los_label.text())
    assert not window.scene.border_items[("hall", "office")].highlighted
    window.action_undo.trigger()
    qtbot.waitUntil(lambda: "Wall between" in window.sight_dock.los_label.text())


def test_open_doors_setting_is_undoable(window) -> None:
    action = window.action_open_doors_sight
    assert not action.isChecked()
    action.trigger()
    assert window.enc.settings["open_doors_pass_sight"] is True
    assert window.undo_stack.count() == 1
    window.action_undo.trigger()
    assert window.enc.settings["open_doors_pass_sight"] is False
    assert not action.isChecked()


def test_dark_zone_blocks_fire_and_is_highlighted(make_window) -> None:
    from core.encounter import Encounter

    enc = Encounter(ruleset="yze")
    enc.map.add_zone("a", name="West", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
    enc.map.add_zone(
        "d", name="Dark Hall", polygon=[(10, 0), (20, 0), (20, 10), (10, 10)], features={"dark"}
    )
    enc.map.add_zone("c", name="East", polygon=[(20, 0), (30, 0), (30, 10), (20, 10)])
    enc.map.add_border("a", "d")
    enc.map.add_border("d", "c")
    enc.add_combatant("Shooter", zone="a", position=(5, 5))
    enc.add_combatant("Target", zone="c", side="npc", position=(25, 5))
    enc.history.clear()
    window = make_window(enc)
    assert window.show_sight("Shooter", "Target")
    dock = window.sight_dock
    assert "Clear" in dock.los_label.text()
    assert "dark zone Dark Hall" in dock.lof_label.text()
    assert window.scene.zone_items["d"].highlighted
    assert not window.scene.zone_items["a"].highlighted
    assert "seen, no shot" in window.scene.sight_item.caption.text
