"""YZE door actions on a door *opening* in a wall (issue 13), as on a door border (seed 000
"PORTAS & ESCOTILHAS"): the Actions list offers to open it, a move then passes; closed and
locked, the move is refused; it breaks at its structure; a blast passes it only when open."""

from __future__ import annotations

from typing import Any

import pytest

from core.doors import all_doors, door_at, doors_of, lets_through
from core.encounter import Encounter
from core.rules.base import RuleError
from core.rules.yze import actions as A
from core.rules.yze import hazards as H


def _wall_with_door(enc: Encounter, **door: Any) -> Encounter:
    """z1–z2 becomes a wall with a window near one end and a closed door near the other."""
    enc.map.update_border("z1", "z2", kind="wall")
    enc.map.add_opening("z1", "z2", "window", at=0.2, width=1.0)
    enc.map.add_opening("z1", "z2", "door", at=0.7, width=1.0, **door)
    return enc


@pytest.fixture
def walled(yze_enc: Encounter) -> Encounter:
    return _wall_with_door(yze_enc, state="closed")


def test_open_the_door_opening_from_the_actions_list_then_move(walled: Encounter) -> None:
    opt = A.action_option(walled, "Rat 1", "open_door", None)
    assert opt.legal, opt.reason
    assert not A.action_option(walled, "Rat 1", "move_through_door", None).legal
    A.take_action(walled, "Rat 1", "open_door")
    border = walled.map.border("z1", "z2")
    assert border.kind == "wall" and border.openings[1].state == "open"
    assert border.openings[0].kind == "window"  # the window is no door: untouched
    assert A.action_option(walled, "Rat 1", "move_through_door", "z2").legal
    assert not A.action_option(walled, "Rat 1", "open_door", None).legal
    check = walled.check_move("Rat 1", "z2")
    assert check.allowed and not check.doors_to_open
    walled.undo()
    assert walled.map.border("z1", "z2").openings[1].state == "closed"


def test_closed_and_locked_door_opening_refuses_the_move(walled: Encounter) -> None:
    walled.map.update_opening("z1", "z2", 1, state="locked")
    opt = A.action_option(walled, "Rat 1", "open_door", None)
    assert not opt.legal and "No closed, unlocked door" in opt.reason
    assert not walled.check_move("Rat 1", "z2").allowed
    with pytest.raises(RuleError):
        A.take_action(walled, "Rat 1", "move", target="z2")
    assert walled.combatant("Rat 1").zone == "z1"


def test_the_open_door_action_names_the_zone_behind_the_opening(walled: Encounter) -> None:
    opt = A.action_option(walled, "Rat 1", "open_door", "z0")
    assert not opt.legal and "No closed, unlocked door or hatch leads to" in opt.reason


def test_break_the_door_opening_at_its_structure(walled: Encounter) -> None:
    tool = next(t for t in walled.combat.gm_tools() if t.id == "break_door")
    assert tool.params[0].choices == ("z1|z2|1",)
    assert "door in the wall" in tool.params[0].choice_labels[0]
    walled.combat.run_gm_tool("break_door", border="z1|z2|1", damage=3)
    door = walled.map.border("z1", "z2").openings[1]
    assert door.damage == 3 and not door.broken
    H.break_door(walled, "z1", "z2", 2)  # the wall's only door: no number needed
    door = walled.map.border("z1", "z2").openings[1]
    assert door.broken and door.state == "open" and door.damage == 5
    assert walled.check_move("Rat 1", "z2").allowed
    with pytest.raises(RuleError, match="already broken"):
        H.break_door(walled, "z1", "z2", 1)
    walled.undo()
    assert not walled.map.border("z1", "z2").openings[1].broken


def test_a_locked_door_opening_is_broken_down_then_passed(walled: Encounter) -> None:
    walled.map.update_opening("z1", "z2", 1, state="locked")
    H.break_door(walled, "z1", "z2", 5, 1)
    assert walled.check_move("Rat 1", "z2").allowed


def test_a_window_is_no_door_to_break(walled: Encounter) -> None:
    with pytest.raises(RuleError, match="no door"):
        H.break_door(walled, "z1", "z2", 5, 0)


def test_two_door_openings_the_tool_names_each(walled: Encounter) -> None:
    walled.map.add_opening("z1", "z2", "hatch", at=0.45, width=0.8)
    keys = [w.key for w in all_doors(walled.map)]
    assert keys == ["z1|z2|1", "z1|z2|2"]
    assert door_at(walled.map, "z1|z2|2").door.kind == "hatch"
    with pytest.raises(RuleError, match="Which door"):
        H.break_door(walled, "z1", "z2", 1)
    A.take_action(walled, "Rat 1", "open_door", target="z2")
    assert [w.state for w in doors_of(walled.map, "z1")] == ["open", "closed"]


def _blast_reaches(enc: Encounter) -> set[str]:
    faces = [2] * 200

    def die(sides: int) -> int:
        return faces.pop()

    enc.dice.die = die  # type: ignore[method-assign]
    return {o["name"] for o in H.explode(enc, "z1", 12)}


def test_a_blast_passes_the_wall_only_through_an_open_door(walled: Encounter) -> None:
    assert not lets_through(walled.map.border("z1", "z2"))  # window and closed door
    assert "Boss" not in _blast_reaches(walled)  # the Boss, in the Store, is shielded
    walled.undo()
    walled.map.update_opening("z1", "z2", 1, state="open")
    assert lets_through(walled.map.border("z1", "z2"))
    assert "Boss" in _blast_reaches(walled)


def test_the_door_border_still_opens_and_breaks(yze_enc: Encounter) -> None:
    A.take_action(yze_enc, "Rat 1", "open_door")
    assert yze_enc.map.border("z1", "z2").state == "open"
    assert [w.key for w in all_doors(yze_enc.map)] == ["z1|z2"]
    H.break_door(yze_enc, "z1", "z2", 5)
    assert yze_enc.map.border("z1", "z2").broken
