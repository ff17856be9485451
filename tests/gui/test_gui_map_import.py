"""File ▸ Import map… (gui.map_import): each fixture imported, reviewed and accepted through the
GUI as one undo step, then a move and a sight check on it; bad files leave a message and lose
nothing; the review's merge, split (halves, a two-click line), rename and drop."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt

from core.encounter import Encounter
from gui.map.units import SCALE

DATA = Path(__file__).resolve().parent.parent / "data" / "uvtt"

# fixture -> (zones proposed, a spot in a zone, a spot in a neighbour, sight clear?, may move?)
CASES = {
    "two_rooms.dd2vtt": (2, (4.0, 9.75), (11.0, 9.75), True, True),  # window; door to walk
    "hall.uvtt": (6, (5.0, 5.0), (25.0, 5.0), True, True),  # one open hall in six zones
    "cellar.df2vtt": (2, (3.0, 1.0), (9.0, 1.0), False, False),  # a wall with a window only
}


@pytest.fixture
def empty(make_window):
    return make_window(Encounter(ruleset="yze"))


@pytest.mark.parametrize("name", sorted(CASES))
def test_import_accept_then_move_and_sight(empty, name) -> None:
    zones, here, there, clear, moves = CASES[name]
    dialog = empty.import_map(DATA / name)
    assert dialog is not None and dialog.isVisible()
    assert dialog.zones.count() == zones and len(dialog.zone_items) == zones
    dialog.accept_button.click()
    assert not dialog.isVisible()
    enc = empty.enc
    assert len(enc.map) == zones and empty.undo_stack.count() == 1
    assert empty.scene.background_item is not None
    a, b = enc.map.zone_at(here), enc.map.zone_at(there)
    assert a and b and a != b
    enc.add_combatant("Ana", zone=a, position=here)
    enc.add_combatant("Bo", zone=b, position=there, side="npc")
    assert enc.line_of_sight("Ana", "Bo").clear is clear
    if moves:
        enc.move("Ana", b)
    else:
        with pytest.raises(ValueError, match="windows let sight through, not people"):
            enc.move("Ana", b)
    assert enc.combatant("Ana").zone == (b if moves else a)
    while empty.undo_stack.canUndo():
        empty.undo_stack.undo()
    assert len(enc.map) == 0 and enc.map.background is None


def test_the_portals_become_a_door_and_a_window_on_the_map(empty) -> None:
    empty.import_map(DATA / "two_rooms.dd2vtt").accept_button.click()
    border = empty.enc.map.border("z1", "z2")
    assert [(o.kind, o.state) for o in border.openings] == [("door", "closed"), ("window", "open")]


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("not json", "isn't JSON"),
        ('{"format": 9}', "format 9 isn't supported"),
        ('{"format": 1.0, "resolution": {"map_origin": {"x": 0, "y": 0}, '
         '"map_size": {"x": 4, "y": 4}, "pixels_per_grid": 70}, "image": "@@@"}', "base64"),
    ],
)  # fmt: skip
def test_a_bad_file_shows_a_message_and_loses_nothing(window, tmp_path, text, reason) -> None:
    bad = tmp_path / "bad.dd2vtt"
    bad.write_text(text)
    zones = window.enc.map.zone_ids()
    assert window.import_map(bad) is None
    assert window.enc.map.zone_ids() == zones and window.undo_stack.count() == 0
    message = window.statusBar().currentMessage()
    assert "bad.dd2vtt can't be imported" in message and reason in message


def test_a_missing_file_shows_a_message(empty, tmp_path) -> None:
    assert empty.import_map(tmp_path / "nowhere.uvtt") is None
    assert "Can't read nowhere.uvtt" in empty.statusBar().currentMessage()


def test_accepting_over_combatants_is_refused_and_the_review_stays(window) -> None:
    dialog = window.import_map(DATA / "cellar.df2vtt")
    zones = window.enc.map.zone_ids()
    dialog.accept_button.click()
    assert dialog.isVisible() and "Combatants stand on the map" in dialog.hint.text()
    assert window.enc.map.zone_ids() == zones and window.undo_stack.count() == 0
    dialog.reject()


def _click(dialog, qtbot, point) -> None:
    view = dialog.view
    pos = view.mapFromScene(QPointF(point[0] * SCALE, point[1] * SCALE))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def test_review_merge_split_rename_drop_by_clicks(empty, qtbot) -> None:
    dialog = empty.import_map(DATA / "hall.uvtt")  # six 20 x 15 m cells
    _click(dialog, qtbot, (5, 5))
    _click(dialog, qtbot, (25, 5))
    assert dialog.selected_ids() == ["z1", "z2"]
    assert dialog.merge_selected() and dialog.zones.count() == 5
    dialog.select("z1", "z6")
    assert not dialog.merge_selected() and "don't touch" in dialog.hint.text()
    dialog.select("z3")
    assert dialog.start_line()
    _click(dialog, qtbot, (50, 1))
    _click(dialog, qtbot, (50, 14))  # a line across z3 at x = 50 m
    assert dialog.zones.count() == 6 and not dialog.line_mode
    dialog.select("z6")
    assert dialog.split_selected() and dialog.zones.count() == 7
    dialog.select("z4")
    assert dialog.drop_selected() and dialog.zones.count() == 6
    first = dialog.zones.item(0)
    first.setText("Courtyard")  # what an edit in the list does
    assert dialog.proposal.zones[0].name == "Courtyard"
    dialog.accept_button.click()
    names = [z.name for z in empty.enc.map.zones()]
    assert len(names) == 6 and "Courtyard" in names and empty.undo_stack.count() == 1


def test_the_grid_square_size_scales_the_map(empty) -> None:
    dialog = empty.import_map(DATA / "cellar.df2vtt")  # 8 x 6 squares
    assert dialog.square.value() == pytest.approx(1.5)
    dialog.square.setValue(3.0)
    assert dialog.uvtt.size == (24.0, 18.0)
    dialog.accept_button.click()
    assert empty.enc.map.background["rect"] == [0.0, 0.0, 24.0, 18.0]


def test_the_review_names_its_controls(empty) -> None:
    from tests.gui.test_gui_accessibility import unnamed

    dialog = empty.import_map(DATA / "two_rooms.dd2vtt")
    assert dialog.objectName() == "mapImportDialog" and dialog.accessibleName()
    assert unnamed(dialog) == []
    assert empty.action_import_map.objectName() == "actionImportMap"


def test_the_file_menu_action_asks_for_a_file(empty, monkeypatch) -> None:
    from gui import map_import

    monkeypatch.setattr(map_import, "ask_uvtt_file", lambda *a: str(DATA / "cellar.df2vtt"))
    empty.action_import_map.trigger()
    dialogs = [d for d in empty.findChildren(map_import.MapImportDialog) if d.isVisible()]
    assert len(dialogs) == 1
    dialogs[0].reject()
    assert len(empty.enc.map) == 0
