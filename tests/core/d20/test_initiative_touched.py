"""d20 initiative across a drop: ``initiative_touched_by`` says a move and its undo leave the
order alone (it is then what a fresh look works out), and says so of no change that moves it —
a new turn, a fall, an initiative modifier, an Agilidade edit."""

from __future__ import annotations

from core.encounter import Encounter
from core.rules.d20 import damage as dmg
from core.rules.d20 import initiative as ini
from tests.core.order_touch import check_drop_and_undo, check_touches


def test_a_move_and_its_undo_leave_the_initiative_alone(d20_enc: Encounter) -> None:
    d20_enc.combat.roll_initiative()
    check_drop_and_undo(d20_enc, "Ana")
    d20_enc.combat.start_fight()
    check_drop_and_undo(d20_enc, d20_enc.combat.current_turn())


def test_a_new_turn_a_fall_and_a_modifier_touch_the_order(d20_enc: Encounter) -> None:
    d20_enc.combat.roll_initiative()
    check_touches(d20_enc, lambda: ini.set_initiative_modifier(d20_enc, "Bo", 7))
    stats = dict(d20_enc.combatant("Ana").stats)
    edit = {**stats, "agilidade": int(stats.get("agilidade", 0)) + 5}
    check_touches(d20_enc, lambda: d20_enc.update_combatant("Ana", stats=edit))
    d20_enc.combat.start_fight()
    check_touches(d20_enc, d20_enc.combat.next_turn)
    check_touches(d20_enc, lambda: dmg.apply_damage(d20_enc, "Orc 1", 99))
