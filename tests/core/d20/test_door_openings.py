"""d20 opening a door (a move action) works on a door *opening* in a wall as on a door border
(issue 13): the action list offers it, it opens the door opening, a move then passes; a locked
one is refused, and so is the move."""

from __future__ import annotations

import pytest

from core.encounter import Encounter
from core.rules.base import RuleError
from core.rules.d20 import combat as fight
from core.rules.runner import ActionView


def _view(enc: Encounter, name: str, action_id: str) -> ActionView:
    return next(v for v in fight.action_views(enc, name) if v.id == action_id)


@pytest.fixture
def walled(d20_enc: Encounter) -> Encounter:
    d20_enc.map.update_border("z1", "z2", kind="wall")
    d20_enc.map.add_opening("z1", "z2", "window", at=0.2, width=1.0)
    d20_enc.map.add_opening("z1", "z2", "door", at=0.7, width=1.0, state="closed")
    return d20_enc


def test_open_the_door_opening_then_move_through(walled: Encounter) -> None:
    assert _view(walled, "Orc 1", "open_door").legal
    out = fight.take_action(walled, "Orc 1", "open_door")
    assert out["spent"] == {"move": 1}
    assert walled.map.border("z1", "z2").openings[1].state == "open"
    assert not _view(walled, "Orc 1", "open_door").legal
    check = walled.check_move("Orc 1", "z2")
    assert check.allowed and not check.doors_to_open
    walled.undo()
    assert walled.map.border("z1", "z2").openings[1].state == "closed"


def test_a_locked_door_opening_refuses_the_action_and_the_move(walled: Encounter) -> None:
    walled.map.update_opening("z1", "z2", 1, state="locked")
    view = _view(walled, "Orc 1", "open_door")
    assert not view.legal and "closed, unlocked door" in view.reason
    with pytest.raises(RuleError):
        fight.take_action(walled, "Orc 1", "open_door", target="z2")
    assert not walled.check_move("Orc 1", "z2").allowed
    with pytest.raises(RuleError):
        fight.take_action(walled, "Orc 1", "move", target="z2")
    assert walled.combatant("Orc 1").zone == "z1"


def test_a_broken_door_opening_needs_no_opening(walled: Encounter) -> None:
    walled.map.update_opening("z1", "z2", 1, state="locked", damage=5, broken=True)
    assert not _view(walled, "Orc 1", "open_door").legal
    assert walled.check_move("Orc 1", "z2").allowed


def test_the_door_border_still_opens(d20_enc: Encounter) -> None:
    fight.take_action(d20_enc, "Orc 1", "open_door")
    assert d20_enc.map.border("z1", "z2").state == "open"
