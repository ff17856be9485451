"""The chase range track (chase_range_track.json, chases.json) and attacks during a chase."""

from __future__ import annotations

from typing import Any

import pytest

from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.brp import attacks as atk
from core.rules.brp import chase as ch

from .helpers import load

TRACK = [r for r in load_table("brp", "chase_range_track")["rows"] if "step" in r]
RESULTS = {r["result"]: r["steps"] for r in load_table("brp", "chases")["rows"] if "result" in r}


def test_five_steps_in_order(brp_enc: Encounter) -> None:
    assert [s["name"] for s in ch.track(brp_enc)] == [
        "Side-by-Side",
        "Two Lengths",
        "Close",
        "In Sight",
        "Out of Sight",
    ]


@pytest.mark.parametrize(("gap", "step"), [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (9, 5)])
def test_range_step_by_distance(brp_enc: Encounter, gap: int, step: int) -> None:
    ch.start_chase(brp_enc, {"Ana": 0, "Rat": gap})
    assert ch.range_step(brp_enc, "Ana", "Rat")["step"] == step
    assert ch.range_step(brp_enc, "Rat", "Ana")["step"] == step


@pytest.mark.parametrize(
    ("face", "level"),
    [(1, "critical"), (5, "special"), (30, "success"), (70, "failure"), (100, "fumble")],
)
def test_chase_roll_moves_by_the_result(brp_enc: Encounter, face: int, level: str) -> None:
    ch.start_chase(brp_enc, {"Ana": 0, "Rat": 2})
    load(brp_enc, [face])
    res = ch.chase_roll(brp_enc, "Rat", 50)
    assert res["level"] == level and res["steps"] == RESULTS[level]
    assert ch.chase_positions(brp_enc)["Rat"] == 2 + RESULTS[level]


def test_encumbered_runner(brp_enc: Encounter) -> None:
    enc_row = next(r for r in load_table("brp", "chases")["rows"] if r.get("chase") == "encumbered")
    ch.start_chase(brp_enc, {"Ana": 0, "Rat": 2})
    load(brp_enc, [90, 30])  # Difficult Stamina (CON 10 × 5 → 25) fails, then a plain success
    res = ch.chase_roll(brp_enc, "Rat", 50, encumbered=True)
    assert ch.chase_positions(brp_enc)["Rat"] == 2 + enc_row["failure_steps"]
    assert not res["out"]
    load(brp_enc, [90])
    res = ch.chase_roll(brp_enc, "Rat", 50, encumbered=True)
    assert res["out"] and "Rat" not in ch.chase_positions(brp_enc)


def _grades(plan: atk.AttackPlan) -> list[str]:
    return [g for g, _l, _s in plan.grades]


@pytest.mark.parametrize("row", TRACK, ids=lambda r: r["range"])
def test_attacks_follow_the_track(brp_enc: Encounter, row: dict[str, Any]) -> None:
    brp_enc.update_combatant(
        "Ana", stats=dict(brp_enc.combatant("Ana").stats, ready=["sword", "pistol"])
    )
    brp_enc.place("Rat", "z1", (40.0, 5.0))  # far on the map: the chase range counts
    ch.start_chase(brp_enc, {"Ana": 0, "Rat": row["step"] - 1})
    melee = atk.attack_plan(brp_enc, "Ana", "Rat", "sword")
    assert melee.allowed is row["melee_possible"]
    missile = atk.attack_plan(brp_enc, "Ana", "Rat", "pistol")
    if row.get("missile_can_hit") is False:
        assert not missile.allowed
    elif row.get("missile_hits_only_on") == 1:
        assert missile.only_01
    elif row.get("missile_skill_multiplier") == 0.2:
        assert missile.chance == 11
    elif row.get("missile_grade") == "difficult":
        assert "difficult" in _grades(missile) and missile.chance == 28
    else:
        assert missile.chance == 55


def test_chase_view_and_the_end(brp_enc: Encounter) -> None:
    ch.start_chase(brp_enc, {"Ana": 0, "Bo": 1, "Rat": 3})
    view = ch.chase_view(brp_enc)
    assert view["active"] and [p["name"] for p in view["participants"]] == ["Rat", "Bo", "Ana"]
    assert {(p["a"], p["b"], p["name"]) for p in view["pairs"]} == {
        ("Rat", "Bo", "Close"),
        ("Rat", "Ana", "In Sight"),
    }
    assert len(view["track"]) == 5 and not view["over"]
    ch.move_in_chase(brp_enc, "Rat", 1)
    view = ch.chase_view(brp_enc)
    assert view["out_of_sight"] == [] and not view["over"]  # Bo is still 3 behind
    ch.move_in_chase(brp_enc, "Bo", -1)
    assert ch.chase_view(brp_enc)["out_of_sight"] == ["Rat"]
    ch.end_chase(brp_enc)
    assert not ch.chase_active(brp_enc) and ch.chase_step(brp_enc, "Ana", "Rat") is None


def test_chase_is_undone(brp_enc: Encounter) -> None:
    before = brp_enc.to_dict()
    ch.start_chase(brp_enc, ["Ana", "Rat"])
    brp_enc.undo()
    assert brp_enc.to_dict() == before
    with pytest.raises(RuleError):
        ch.start_chase(brp_enc, ["Ana"])
    with pytest.raises(RuleError):
        ch.move_in_chase(brp_enc, "Ana", 1)
