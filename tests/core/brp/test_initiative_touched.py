"""BRP's DEX-rank order across a drop: ``initiative_touched_by`` says a move and its undo leave
it alone (the order is then what a fresh look works out), and says so of no change that moves
a rank — a death, a delay, a new round, a DEX edit."""

from __future__ import annotations

from core.encounter import Encounter
from core.rules.brp import damage as dmg
from tests.core.order_touch import answers, check_drop_and_undo, check_touches


def test_a_move_and_its_undo_leave_the_dex_ranks_alone_before_and_in_the_fight(
    brp_enc: Encounter,
) -> None:
    brp_enc.combat.roll_initiative()
    check_drop_and_undo(brp_enc, "Bo")
    brp_enc.combat.start_fight()
    check_drop_and_undo(brp_enc, brp_enc.combat.current_turn())


def test_a_death_a_delay_and_a_new_round_touch_the_order(brp_enc: Encounter) -> None:
    brp_enc.combat.roll_initiative()
    check_touches(brp_enc, lambda: dmg.apply_damage(brp_enc, "Rat", 40))
    brp_enc.combat.start_fight()
    who = brp_enc.combat.current_turn()
    check_touches(brp_enc, lambda: brp_enc.combat.delay(who, 3))
    check_touches(brp_enc, brp_enc.combat.skip_to_next_round)


def test_a_dex_edit_touches_the_order_and_a_note_does_not(brp_enc: Encounter) -> None:
    brp_enc.combat.roll_initiative()
    stats = dict(brp_enc.combatant("Bo").stats)
    check_touches(brp_enc, lambda: brp_enc.update_combatant("Bo", stats={**stats, "dex": 18}))
    got = answers(brp_enc, lambda: brp_enc.update_combatant("Bo", notes="by the door"))
    assert got == [("combatant_changed", False)]
    renamed = answers(brp_enc, lambda: brp_enc.update_combatant("Bo", name="Bo II"))
    assert ("combatant_changed", True) in renamed
