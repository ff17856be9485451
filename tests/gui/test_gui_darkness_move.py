"""ESCURIDÃO by drag: running into a zone in total darkness asks for a Mobility roll; a failure
costs the damage darkness.json gives (1), in the move's one undo step."""

from __future__ import annotations

from typing import Any

from qt_helpers import at

from core.resources import load_table
from core.rules.yze import damage as D
from core.rules.yze import hazards as H


def test_a_failed_run_in_the_dark_costs_a_point_in_one_undo_step(window: Any, modals: Any) -> None:
    enc, who = window.enc, "Ana Ferreira"
    H.set_total_darkness(enc, "corridor")
    window.undo_stack.clear()
    before = D.health(enc, who)[0]
    modals.roll_results = [False]
    assert window.scene.drop_token(who, at(19, 14))
    roll = modals.calls[-1][1][-1]
    assert roll.kind == "darkness" and roll.skill == "Mobility"
    damage = load_table("yze", "darkness")["rows"][0]["damage_on_failure"]
    assert D.health(enc, who)[0] == before - damage == before - 1
    assert window.undo_stack.count() == 1
    window.action_undo.trigger()
    assert D.health(enc, who)[0] == before and enc.combatant(who).zone == "hall"


def test_a_kept_footing_costs_nothing(window: Any, modals: Any) -> None:
    enc, who = window.enc, "Ana Ferreira"
    H.set_total_darkness(enc, "corridor")
    before = D.health(enc, who)[0]
    modals.roll_results = [True]
    assert window.scene.drop_token(who, at(19, 14))
    assert D.health(enc, who)[0] == before
