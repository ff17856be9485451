"""WWII 3d6 initiative across a drop: ``initiative_touched_by`` says a move and its undo leave
the order alone (it is then what a fresh look works out), and says so of no change that moves
it — a new turn, a death, a new round."""

from __future__ import annotations

from core.encounter import Encounter
from core.rules.ww2 import injuries
from tests.core.order_touch import check_drop_and_undo, check_touches


def test_a_move_and_its_undo_leave_the_initiative_alone(ww2_enc: Encounter) -> None:
    ww2_enc.combat.roll_initiative()
    check_drop_and_undo(ww2_enc, "Carl")
    ww2_enc.combat.start_fight()
    check_drop_and_undo(ww2_enc, ww2_enc.combat.current_turn())


def _kill(enc: Encounter, name: str) -> None:
    with enc.transaction("death"):
        injuries.kill(enc, name, "shell")


def test_a_new_turn_a_death_and_a_new_round_touch_the_order(ww2_enc: Encounter) -> None:
    ww2_enc.combat.roll_initiative()
    ww2_enc.combat.start_fight()
    check_touches(ww2_enc, ww2_enc.combat.next_turn)
    check_touches(ww2_enc, lambda: _kill(ww2_enc, "Kurt"))
    check_touches(ww2_enc, ww2_enc.combat.skip_to_next_round)
