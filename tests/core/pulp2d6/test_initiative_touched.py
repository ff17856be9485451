"""2d6 pulp seating across a drop: ``initiative_touched_by`` says a move and its undo leave the
seating alone (it is then what a fresh look works out), and says so of no change that moves it
— a swap of seats, a new turn, a death."""

from __future__ import annotations

from core.encounter import Encounter
from tests.core.order_touch import check_drop_and_undo, check_touches

from .conftest import build


def test_a_move_and_its_undo_leave_the_seating_alone() -> None:
    enc = build(seat=True)
    check_drop_and_undo(enc, "Doc")
    enc.combat.start_fight()
    check_drop_and_undo(enc, enc.combat.current_turn())


def test_a_swap_a_new_turn_and_a_death_touch_the_order() -> None:
    enc: Encounter = build(seat=True)
    check_touches(enc, lambda: enc.combat.reorder("seat:Rita", "seat:Max"))
    enc.combat.start_fight()
    check_touches(enc, enc.combat.next_turn)
    check_touches(enc, lambda: enc.combat.kill("Doc", "a shotgun"))
