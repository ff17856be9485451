"""The rolls the app asks for on moves are d20 attribute tests (attribute_tests.json): 1d20 +
Agility (+ the seed's "testes" effects) reaching d20.test_difficulty; a sheet without the
attribute says so instead of rolling +0."""

from __future__ import annotations

import pytest

from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import RuleError


@pytest.fixture
def cluttered(make_d20) -> Encounter:
    enc = make_d20(names=("Ana", "Bo"))
    enc.map.update_zone("z1", features=["cluttered"])
    return enc


def test_the_move_asks_for_an_agilidade_test_and_the_sheet_answers(cluttered, rig) -> None:
    chk = cluttered.check_move("Ana", "z1")
    skill = chk.roll_details[0].skill
    spec = cluttered.combat.roll_spec("Ana", skill)
    assert spec is not None and spec.kind == "sum" and (spec.count, spec.sides) == (1, 20)
    assert spec.modifier == 3 and spec.target == 10 and spec.missing == ()
    assert spec.text == "1d20 + Agility 3 ≥ 10"
    row = next(r for r in load_table("d20", "attribute_tests")["rows"] if r["key"] == "agilidade")
    assert "cluttered" in row["used_for"] and "retreat" in row["used_for"]


@pytest.mark.parametrize(("face", "ok"), [(7, True), (6, False), (20, True), (1, False)])
def test_make_roll_reaches_the_difficulty_and_logs(cluttered, rig, face, ok) -> None:
    rig(cluttered)(face)
    out = cluttered.combat.make_roll("Ana", "Agility", why="entering Corridor")
    assert out.success is ok and out.dice == (face,)
    entry = cluttered.log[-1]
    assert entry["kind"] == "roll" and entry["success"] is ok
    assert entry["text"].startswith("Ana rolls Agility test (1d20 + Agility 3 ≥ 10)")


def test_the_difficulty_setting_and_testes_effects_count(cluttered, rig) -> None:
    cluttered.set_ruleset_setting("d20.test_difficulty", 15)
    cluttered.combat.add_scene_effect("Ana", "Bênção", modifiers={"testes": 2})
    spec = cluttered.combat.roll_spec("Ana", "mobility")
    assert spec.modifier == 5 and spec.target == 15
    assert spec.text == "1d20 + Agility 3 + effects 2 ≥ 15"
    rig(cluttered)(10)
    assert cluttered.combat.make_roll("Ana", "mobility").success


def test_a_sheet_without_agilidade_says_so(cluttered) -> None:
    cluttered.add_combatant("Mule", zone="z0", stats={"pv": 8})
    spec = cluttered.combat.roll_spec("Mule", "Agility")
    assert spec.missing == ("Agility",)
    with pytest.raises(RuleError, match="Mule's sheet has no Agility"):
        cluttered.combat.make_roll("Mule", "Agility")


def test_prontidao_and_precisao_are_tests_too_and_other_skills_are_not(cluttered) -> None:
    assert cluttered.combat.roll_spec("Bo", "Alertness").label == "Alertness test"
    assert cluttered.combat.roll_spec("Bo", "precisao").modifier == 4
    assert cluttered.combat.roll_spec("Bo", "Swimming") is None


def test_an_initiative_roll_names_what_the_sheet_lacks(make_d20, rig) -> None:
    enc = make_d20(names=("Ana",))
    enc.add_combatant("Mule", zone="z0", stats={"agilidade": 1})
    rig(enc)(10, 10)
    enc.combat.roll_initiative()
    texts = [e["text"] for e in enc.log if e["kind"] == "initiative"]
    assert any("Mule's sheet has no Alertness: counted as 0." in t for t in texts)
    assert not any("Ana's sheet" in t for t in texts)
