"""The GM's free attribute tests and the awareness procedure (seed 003, "Determinando a
Surpresa": "O narrador pode pedir testes de Alertness … para determinar se os personagens estão
cientes de seus inimigos"; attribute_tests.json, surprise.json)."""

from __future__ import annotations

import pytest

from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.d20 import free_tests

SURPRISE = {r["rule"]: r for r in load_table("d20", "surprise")["rows"]}
DIFFICULTY = 10  # attribute_tests.json's default for d20.test_difficulty


def test_the_awareness_attribute_is_the_seeds_prontidao() -> None:
    assert SURPRISE["determining_awareness"]["possible_tests"] == ["Prontidão"]
    assert free_tests.awareness_attribute() == "prontidao"


@pytest.mark.parametrize(("face", "ok"), [(8, True), (7, False)])
def test_attribute_test_is_d20_plus_attribute_against_the_difficulty(
    d20_enc: Encounter, rig, face: int, ok: bool
) -> None:
    # Ana's Alertness is 2: 8 + 2 = 10 reaches the difficulty, 7 + 2 doesn't
    rig(d20_enc)(face)
    out = d20_enc.combat.run_gm_tool("attribute_test", name="Ana", attribute="prontidao")
    assert out["result"]["success"] is ok
    assert "Alertness" in out["text"] and ("success" if ok else "failure") in out["text"]
    assert d20_enc.log[-1]["kind"] == "roll" and d20_enc.log[-1]["who"] == "Ana"
    d20_enc.undo()
    assert not any(e.get("who") == "Ana" for e in d20_enc.log)


def test_a_testes_effect_counts_and_the_difficulty_setting_too(d20_enc: Encounter, rig) -> None:
    d20_enc.combat.add_timed_effect("Bo", "Bênção", 2, modifiers={"testes": 1})
    d20_enc.ruleset.settings["d20.test_difficulty"] = 15
    rig(d20_enc)(13)  # 13 + Agility 1 + 1 = 15
    out = d20_enc.combat.run_gm_tool("attribute_test", name="Bo", attribute="agilidade")
    assert out["result"]["success"] is True and "≥ 15" in out["text"]


def test_attribute_test_refusals(d20_enc: Encounter) -> None:
    with pytest.raises(RuleError, match="Test which attribute"):
        d20_enc.combat.run_gm_tool("attribute_test", name="Ana", attribute="forca")
    d20_enc.add_combatant("Blank", zone="z0", stats={})
    n = len(d20_enc.log)
    with pytest.raises(RuleError, match="no Alertness"):
        d20_enc.combat.run_gm_tool("attribute_test", name="Blank", attribute="prontidao")
    assert len(d20_enc.log) == n


def test_awareness_tests_decide_who_is_surprised(make_d20, rig) -> None:
    enc = make_d20(names=("Ana", "Bo", "Orc 1"))
    # Ana 2 + 8 = 10 aware; Bo 1 + 3 = 4 surprised; Orc 1 0 + 12 aware
    rig(enc)(8, 3, 12)
    out = enc.combat.run_gm_tool("awareness_test")
    assert out["result"]["aware"] == ["Ana", "Orc 1"]
    assert out["result"]["unaware"] == ["Bo"]
    assert [enc.combat.is_aware(n) for n in ("Ana", "Bo", "Orc 1")] == [True, False, True]
    assert "surprise round comes first" in out["text"]
    enc.undo()  # the tests and their verdicts: one undo step
    assert enc.combat.is_aware("Bo")
    assert not any(e["kind"] in ("roll", "surprise") for e in enc.log)


def test_some_but_not_all_aware_opens_the_surprise_round(make_d20, rig) -> None:
    enc = make_d20(names=("Ana", "Bo", "Orc 1"))
    rig(enc)(1, 1, 20)  # only the orc is aware
    enc.combat.run_gm_tool("awareness_test")
    rig(enc)(10, 10, 10)  # initiative
    enc.combat.start_fight()
    assert enc.combat.is_surprise_round()
    assert enc.combat.is_flat_footed("Ana") and enc.combat.is_flat_footed("Bo")


def test_everyone_aware_means_no_surprise_round(make_d20, rig) -> None:
    enc = make_d20(names=("Ana", "Orc 1"))
    rig(enc)(20, 20)
    out = enc.combat.run_gm_tool("awareness_test")
    assert out["result"]["unaware"] == [] and "No surprise round" in out["text"]


def test_one_combatant_and_a_sheet_without_prontidao(d20_enc: Encounter, rig) -> None:
    rig(d20_enc)(1)
    out = d20_enc.combat.run_gm_tool("awareness_test", name="Chief")
    assert out["result"]["unaware"] == ["Chief"] and not d20_enc.combat.is_aware("Chief")
    d20_enc.add_combatant("Blank", zone="z0", stats={})
    with pytest.raises(RuleError, match="no Alertness"):
        d20_enc.combat.run_gm_tool("awareness_test", name="Blank")
    rig(d20_enc)(20, 20, 20, 20, 20)
    out = d20_enc.combat.run_gm_tool("awareness_test")
    assert out["result"]["skipped"] == ["Blank"] and "not tested" in out["text"]


def test_awareness_is_refused_once_the_fight_is_on(d20_enc: Encounter, rig) -> None:
    rig(d20_enc)(*[10] * 5)
    d20_enc.combat.start_fight()
    with pytest.raises(RuleError, match="fight is on"):
        d20_enc.combat.run_gm_tool("awareness_test")
