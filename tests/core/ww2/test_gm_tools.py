"""The GM tools WWII offers a generic form (``gm_tools`` / ``run_gm_tool``)."""

from __future__ import annotations

import pytest

from core.encounter import Encounter
from core.rules.base import RuleError
from core.rules.runner import ParamSpec, ToolSpec
from core.rules.ww2 import injuries
from ww2.helpers import Faces

TOOLS = (
    "detect",
    "attention",
    "cover",
    "suppressive_fire",
    "movement",
    "sprint",
    "treat_wound",
    "save_life",
    "bear_pain",
    "frieza",
    "wake",
    "condition",
    "skill_test",
    "repair_weapon",
    "recover",
    "setting",
)


def test_the_tools_are_specs(ww2_enc: Encounter) -> None:
    tools = ww2_enc.combat.gm_tools()
    assert tuple(t.id for t in tools) == TOOLS
    for t in tools:
        assert isinstance(t, ToolSpec) and t.title and t.group
        for param in t.params:
            assert isinstance(param, ParamSpec)
            assert param.kind in ("int", "float", "str", "bool", "choice", "combatant", "zone")
            if param.kind == "choice":
                assert param.default in param.choices


def test_detect_and_attention(ww2_enc: Encounter) -> None:
    c = ww2_enc.combat
    c.run_gm_tool("attention", name="Kurt", state="normal")
    out = c.run_gm_tool("detect", attacker="Ana", victim="Kurt", ruling="not spotted")
    assert out["detected"] is False and "fails to spot" in out["text"]
    assert injuries.has_condition(ww2_enc, "Kurt", "lost_round")


def test_cover_tool_sets_posture_and_cover_in_one_step(ww2_enc: Encounter) -> None:
    c = ww2_enc.combat
    before = ww2_enc.to_dict()
    out = c.run_gm_tool("cover", name="Kurt", posture="crouching", armour="retarding")
    assert out["text"].startswith("Crouching") and "armour retarding" in out["text"]
    ww2_enc.undo()
    assert ww2_enc.to_dict() == before


def test_multi_target_suppressive_fire(ww2_enc: Encounter, faces: Faces) -> None:
    faces(15, 15)
    out = ww2_enc.combat.run_gm_tool(
        "suppressive_fire", attacker="Bo", weapon_id="mg42", target1="Kurt", target2="Fritz"
    )
    assert out["penalty"] == 2 and all(r["suppressed"] for r in out["results"])


def test_tests_with_rulings(ww2_enc: Encounter) -> None:
    c = ww2_enc.combat
    c.apply_damage("Bo", 1, kind="ferimentos")
    assert c.run_gm_tool("treat_wound", medic="Ana", patient="Bo", ruling="passed")["passed"]
    assert not c.run_gm_tool("bear_pain", name="Bo", ruling="failed")["passed"]
    out = c.run_gm_tool("skill_test", name="Ana", skill="medicina", value=5, ruling="passed")
    assert out["test"]["value"] == 5


def test_condition_movement_and_setting(ww2_enc: Encounter) -> None:
    c = ww2_enc.combat
    c.run_gm_tool("condition", name="Ana", condition="leg_wound", on=True, rounds=0)
    assert c.run_gm_tool("movement", name="Ana", mode="run")["metres"] == 7.5
    c.run_gm_tool("condition", name="Ana", condition="panicked", rounds=2)
    assert "Panicked" in c.status_badges("Ana")
    c.run_gm_tool("setting", key="ww2.ferimento_min_pa", value="4")
    assert ww2_enc.ruleset.settings["ww2.ferimento_min_pa"] == 4
    c.run_gm_tool("setting", key="ww2.shoot_and_move_bonus_to", value='"mover"')
    assert ww2_enc.ruleset.settings["ww2.shoot_and_move_bonus_to"] == "mover"


def test_recover_tool(ww2_enc: Encounter) -> None:
    c = ww2_enc.combat
    c.apply_damage("Ana", 2)
    c.set_attention("Ana", "relaxed")
    assert c.run_gm_tool("recover", name="Ana", kind="lesion", ruling="passed")["recovered"]
    c.adjust_track("Ana", "sangramento", 9)
    out = c.run_gm_tool("recover", name="Ana", kind="transfusion", medic="Bo", ruling="passed")
    assert out["recovered"] == 5


def test_missing_fields_and_unknown_tools_are_refused(ww2_enc: Encounter) -> None:
    before = ww2_enc.to_dict()
    with pytest.raises(RuleError, match="Fill in"):
        ww2_enc.combat.run_gm_tool("bear_pain")
    with pytest.raises(RuleError, match="no tool"):
        ww2_enc.combat.run_gm_tool("airstrike")
    assert ww2_enc.to_dict() == before
