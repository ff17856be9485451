"""Openings in walls (issue 13): doors, hatches, windows and doorways where they stand.

Seed 000 (YZE) "BORDAS & LINHA DE VISÃO": a wall blocks sight and movement; a door or hatch in it
lets people through (opened first; a locked one broken down), and sight only for someone standing
in the doorway (or where the open-doors setting says open doors pass sight). Issue 13: a window
passes sight, not movement; a doorway passes both; sight passes only where the line crosses the
wall inside an opening.
"""

from __future__ import annotations

import copy
import json

import pytest

from core.encounter import Encounter
from core.io import SCHEMA_VERSION, EncounterFileError, encounter_from_dict, migrate
from core.openings import Opening, best_way, make_opening
from core.zonemap import MapError


def _two_rooms() -> Encounter:
    """Hall (x 0..10) and yard (x 10..20), y 0..10: a wall at x = 10, its first end (10, 0)."""
    enc = Encounter(ruleset="yze")
    enc.map.add_zone("hall", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
    enc.map.add_zone("yard", name="Yard", polygon=[(10, 0), (20, 0), (20, 10), (10, 10)])
    enc.map.add_border("hall", "yard", kind="wall")
    enc.add_combatant("Ana", zone="hall", side="pc", position=(5, 2))
    enc.add_combatant("Rat", zone="yard", side="npc", position=(15, 2))
    enc.add_combatant("Bob", zone="yard", side="npc", position=(15, 8))
    return enc


def _open_border_cost():
    """What the move hall → yard costs through an open border (no door to open)."""
    enc = _two_rooms()
    enc.map.update_border("hall", "yard", kind="open")
    return enc.check_move("Ana", "yard").cost


def test_a_window_passes_sight_where_it_stands_and_not_movement() -> None:
    enc = _two_rooms()
    enc.map.add_opening("hall", "yard", "window", at=0.2, width=2)  # y 1..3
    assert enc.line_of_sight("Ana", "Rat").clear  # crosses at y = 2
    assert "window" in enc.line_of_sight("Ana", "Rat").notes[0]
    blocked = enc.line_of_sight("Ana", "Bob")  # crosses at y = 5: the wall
    assert not blocked.clear and blocked.blocking_border == ("hall", "yard")
    check = enc.check_move("Ana", "yard")
    assert not check.allowed and "window" in check.reason


def test_a_doorway_passes_sight_and_movement_for_free() -> None:
    enc = _two_rooms()
    enc.map.add_opening("hall", "yard", "doorway", at=0.2, width=2)
    assert enc.line_of_sight("Ana", "Rat").clear
    assert not enc.line_of_sight("Ana", "Bob").clear
    check = enc.check_move("Ana", "yard")
    assert check.allowed and check.cost == _open_border_cost() and not check.doors_to_open


def test_a_closed_door_opening_is_opened_by_the_move_in_one_undo_step() -> None:
    enc = _two_rooms()
    enc.map.add_opening("hall", "yard", "window", at=0.8, width=1)
    enc.map.add_opening("hall", "yard", "door", at=0.2, width=1)
    assert not enc.line_of_sight("Ana", "Rat").clear  # a closed door blocks
    check = enc.check_move("Ana", "yard")
    assert check.allowed and check.doors_to_open == (("hall", "yard"),)
    assert check.cost != _open_border_cost()  # opening the door costs an action
    enc.move("Ana", "yard")
    assert enc.map.border("hall", "yard").openings[1].state == "open"
    assert enc.map.border("hall", "yard").openings[0].kind == "window"  # untouched
    enc.history.undo()
    assert enc.map.border("hall", "yard").openings[1].state == "closed"
    assert enc.combatant("Ana").zone == "hall"


def test_a_locked_door_opening_refuses_the_move_until_broken() -> None:
    enc = _two_rooms()
    enc.map.add_opening("hall", "yard", "door", at=0.5, state="locked", structure=3)
    check = enc.check_move("Ana", "yard")
    assert not check.allowed and "Locked door" in check.reason and "3 more damage" in check.reason
    enc.map.update_opening("hall", "yard", 0, broken=True)
    opening = enc.map.border("hall", "yard").openings[0]
    assert opening.broken and opening.state == "open"
    assert enc.check_move("Ana", "yard").cost == _open_border_cost()


def test_an_open_door_opening_follows_the_doorway_rule_at_its_place() -> None:
    enc = _two_rooms()
    enc.map.add_opening("hall", "yard", "door", at=0.2, width=2, state="open")
    seen = enc.line_of_sight("Ana", "Rat")
    assert not seen.clear and "doorway" in seen.reason  # seed 000: only from the doorway
    enc.set_doorway("Ana", "hall", "yard")
    assert enc.line_of_sight("Ana", "Rat").clear
    assert not enc.line_of_sight("Ana", "Bob").clear  # the line misses the door: the wall
    enc.settings["open_doors_pass_sight"] = True
    enc.clear_doorway("Ana")
    assert enc.line_of_sight("Ana", "Rat").clear
    assert not enc.line_of_sight("Ana", "Bob").clear


def test_each_opening_command_is_one_undo_step() -> None:
    enc = _two_rooms()
    m = enc.map
    steps = [
        lambda: m.add_opening("hall", "yard", "door", at=0.5),
        lambda: m.move_opening("hall", "yard", 0, 0.2),
        lambda: m.resize_opening("hall", "yard", 0, 2.5),
        lambda: m.toggle_opening("hall", "yard", 0),
        lambda: m.update_opening("hall", "yard", 0, state="locked"),
        lambda: m.update_opening("hall", "yard", 0, broken=True),
        lambda: m.remove_opening("hall", "yard", 0),
    ]
    seen = [m.border("hall", "yard")]
    for step in steps:
        step()
        seen.append(m.border("hall", "yard"))
        assert seen[-1] != seen[-2]
    assert seen[2].openings[0].at == 0.2 and seen[3].openings[0].width == 2.5
    assert seen[4].openings[0].state == "open" and seen[5].openings[0].state == "locked"
    for before in reversed(seen[:-1]):
        enc.history.undo()
        assert m.border("hall", "yard") == before


def test_bad_openings_are_refused_with_the_reason() -> None:
    enc = _two_rooms()
    m = enc.map
    with pytest.raises(MapError, match=r"fraction 0\.\.1"):
        m.add_opening("hall", "yard", "door", at=1.5)
    with pytest.raises(MapError, match="wider than 0"):
        m.add_opening("hall", "yard", "window", width=0)
    with pytest.raises(MapError, match="Unknown opening"):
        m.add_opening("hall", "yard", "portcullis")
    with pytest.raises(MapError, match="Only doors and hatches have a state"):
        m.add_opening("hall", "yard", "window", state="locked")
    m.update_border("hall", "yard", kind="open")
    with pytest.raises(MapError, match="not a wall"):
        m.add_opening("hall", "yard", "door")
    m.update_border("hall", "yard", kind="wall")
    m.add_opening("hall", "yard", "window")
    with pytest.raises(MapError, match="nothing to open"):
        m.toggle_opening("hall", "yard", 0)
    with pytest.raises(MapError, match="no opening number 3"):
        m.move_opening("hall", "yard", 3, 0.5)
    assert len(m.border("hall", "yard").openings) == 1  # nothing lost


def test_openings_stand_where_at_and_width_say_from_the_edges_first_end() -> None:
    enc = _two_rooms()
    m = enc.map
    m.add_opening("hall", "yard", "door", at=0.75, width=2)
    assert m.opening_segment("hall", "yard", 0) == ((10.0, 6.5), (10.0, 8.5))
    m.resize_opening("hall", "yard", 0, 40)  # clipped to the edge
    assert m.opening_segment("hall", "yard", 0) == ((10.0, 0.0), (10.0, 10.0))
    assert m.openings_at(m.border("hall", "yard"), (10, 9.9)) == [0]


def test_making_the_wall_something_else_drops_its_openings_and_undo_brings_them_back() -> None:
    enc = _two_rooms()
    enc.map.add_opening("hall", "yard", "window")
    enc.map.update_border("hall", "yard", kind="door")
    assert enc.map.border("hall", "yard").openings == ()
    enc.history.undo()
    assert enc.map.border("hall", "yard").openings[0].kind == "window"


def test_a_door_border_is_one_opening_over_the_whole_edge() -> None:
    enc = _two_rooms()
    enc.map.update_border("hall", "yard", kind="door", state="locked")
    (way,) = enc.map.border("hall", "yard").ways
    assert (way.kind, way.width, way.state) == ("door", None, "locked")
    assert enc.map.border("hall", "yard").has_doorway
    assert best_way(()) is None
    assert best_way((make_opening("window"),)) is None
    assert best_way((make_opening("door", state="locked"), make_opening("doorway"))).kind == (
        "doorway"
    )


def test_openings_are_saved_and_loaded(tmp_path) -> None:
    enc = _two_rooms()
    enc.map.add_opening("hall", "yard", "door", at=0.25, width=1.5, state="locked", structure=8)
    enc.map.add_opening("hall", "yard", "window", at=0.8, width=2)
    enc.set_doorway("Ana", "hall", "yard")
    enc.save(tmp_path / "w.zkenc")
    data = json.loads((tmp_path / "w.zkenc").read_text(encoding="utf-8"))
    assert data["schema_version"] == SCHEMA_VERSION == 2
    assert data["map"]["borders"][0]["openings"][1] == {"kind": "window", "at": 0.8, "width": 2.0}
    for checked in (True, False):
        again = encounter_from_dict(data, checked=checked)
        assert again.map.border("hall", "yard") == enc.map.border("hall", "yard")
        assert again.combatant("Ana").doorway == ("hall", "yard")
        assert again.to_dict() == enc.to_dict()


def _old_file() -> dict:
    """A version-1 file as an older Zonekeeper wrote it (door borders, no openings)."""
    return {
        "format": "zonekeeper-encounter",
        "schema_version": 1,
        "ruleset": "yze",
        "map": {
            "zones": [
                {"id": "hall", "name": "Hall", "polygon": [[0, 0], [10, 0], [10, 10], [0, 10]]},
                {"id": "yard", "name": "Yard", "polygon": [[10, 0], [20, 0], [20, 10], [10, 10]]},
            ],
            "borders": [{"a": "hall", "b": "yard", "kind": "door", "state": "open"}],
        },
        "combatants": [
            {
                "name": "Ana",
                "side": "pc",
                "zone": "hall",
                "position": [5, 2],
                "doorway": ["hall", "yard"],
            },
            {"name": "Rat", "side": "npc", "zone": "yard", "position": [15, 9]},
        ],
    }


def test_a_version_1_file_migrates_and_its_door_behaves_as_before() -> None:
    old = _old_file()
    kept = copy.deepcopy(old)
    new = migrate(old)
    assert old == kept  # the argument is left as it was
    assert new["schema_version"] == 2 and new["map"]["borders"][0]["openings"] == []
    enc = encounter_from_dict(old)
    border = enc.map.border("hall", "yard")
    assert (border.kind, border.state, border.openings) == ("door", "open", ())
    assert enc.line_of_sight("Ana", "Rat").clear  # from the doorway, anywhere along the edge
    assert enc.to_dict()["schema_version"] == 2
    assert encounter_from_dict(enc.to_dict()).to_dict() == enc.to_dict()


@pytest.mark.parametrize(
    ("openings", "words"),
    [
        ([{"kind": "door", "at": 2}], "openings[0].at"),
        ([{"kind": "window", "state": "locked"}], "Only doors and hatches"),
        ([{"kind": "arch"}], "openings[0].kind"),
    ],
)
def test_bad_openings_in_a_file_get_a_clear_message(openings: list, words: str) -> None:
    data = migrate(_old_file())
    data["map"]["borders"][0].update(kind="wall", openings=openings)
    data["combatants"][0]["doorway"] = None
    with pytest.raises(EncounterFileError, match=words.replace("[", r"\[").replace("]", r"\]")):
        encounter_from_dict(data)


def test_only_a_wall_holds_openings_in_a_file() -> None:
    data = migrate(_old_file())
    data["map"]["borders"][0]["openings"] = [{"kind": "window"}]
    with pytest.raises(EncounterFileError, match="only a wall holds openings"):
        encounter_from_dict(data)


def test_an_opening_knows_what_passes() -> None:
    window, doorway = Opening("window"), Opening("doorway")
    shut, broken = Opening("door", state="closed"), Opening("hatch", state="locked", broken=True)
    assert window.passes_sight and not window.passes_movement
    assert doorway.passes_sight and doorway.passes_movement
    assert not shut.passes_sight and not shut.is_open and shut.passes_movement
    assert broken.passes_sight and broken.is_open
    assert Opening("door", at=0.5, width=2).span(10) == (4.0, 6.0)


def test_the_players_see_a_zone_through_a_window_not_through_the_wall() -> None:
    from core.players import zones_seen_by

    enc = _two_rooms()
    assert zones_seen_by(enc, "Ana") == {"hall"}
    enc.map.add_opening("hall", "yard", "window", at=0.5, width=2)
    assert zones_seen_by(enc, "Ana") == {"hall", "yard"}
    enc.map.update_opening("hall", "yard", 0, kind="door")  # a closed door: the wall again
    assert zones_seen_by(enc, "Ana") == {"hall"}


def test_a_span_on_the_wall_gives_the_openings_place_and_width() -> None:
    enc = _two_rooms()
    m = enc.map
    at, width = m.place_on_edge("yard", "hall", (10, 8.5), (10, 6.5))  # either order
    assert (at, width) == (0.75, 2.0)
    m.add_opening("hall", "yard", "door", at=at, width=width)
    assert m.opening_segment("hall", "yard", 0) == ((10.0, 6.5), (10.0, 8.5))
    enc.map.add_zone("far", name="Far", polygon=[(30, 0), (40, 0), (40, 10), (30, 10)])
    assert m.place_on_edge("hall", "far", (10, 1), (10, 2)) is None
