"""The rolls the map asks for (a cluttered zone, a retreat) are WWII Atletismo tests: d20 + the
level and penalties against the GM's d20, read from the sheet, logged, one undo step; a sheet
without the level refuses by name instead of rolling a zero."""

from __future__ import annotations

import pytest

from core.encounter import Encounter
from core.rules.base import RuleError
from core.rules.ww2 import rolls
from ww2.helpers import Faces


def cluttered(ww2_enc: Encounter) -> None:
    ww2_enc.map.update_zone("bunker", features=["cluttered"])


def test_the_map_asks_for_atletismo(ww2_enc: Encounter) -> None:
    cluttered(ww2_enc)
    chk = ww2_enc.check_move("Ana", "bunker")
    assert chk.rolls == ["Athletics"]
    spec = ww2_enc.combat.roll_spec("Ana", chk.rolls[0])
    assert spec is not None and (spec.kind, spec.sides, spec.modifier) == ("opposed", 20, 3)
    assert spec.text == "d20 +3 (Athletics 3) against the GM's d20; higher passes"
    assert ww2_enc.combat.roll_spec("Ana", "mobility") == spec
    assert ww2_enc.combat.roll_spec("Ana", "atletismo") == spec


def test_penalties_count(ww2_enc: Encounter) -> None:
    ww2_enc.combat.apply_damage("Ana", 2)
    spec = ww2_enc.combat.roll_spec("Ana", "Athletics")
    assert spec is not None and spec.modifier == 1
    assert "Injuries ×2 -2" in spec.text


@pytest.mark.parametrize(("mine", "gm", "passed"), [(10, 12, True), (9, 12, False)])
def test_make_roll_is_a_logged_test_and_one_undo_step(
    ww2_enc: Encounter, faces: Faces, mine: int, gm: int, passed: bool
) -> None:
    faces(mine, gm)
    before = len(ww2_enc.log)
    out = ww2_enc.combat.make_roll("Ana", "Athletics", why="entering cluttered zone Bunker")
    assert out.success is passed and out.dice == (mine, gm)  # 10 + 3 = 13 > 12; 12 is not
    assert ww2_enc.log[-1]["text"] == out.text
    assert out.text.startswith("Ana's Athletics (0) test (entering cluttered zone Bunker)")
    ww2_enc.undo()
    assert len(ww2_enc.log) == before


def test_a_sheet_without_the_level_says_so(ww2_enc: Encounter) -> None:
    spec = ww2_enc.combat.roll_spec("Kurt", "Athletics")
    assert spec is not None and spec.missing == ("atletismo",)
    with pytest.raises(RuleError, match="Kurt's sheet has no Athletics: fill it in"):
        ww2_enc.combat.make_roll("Kurt", "Athletics")
    assert ww2_enc.combat.missing_stats("Kurt", ["atletismo", "rifles"]) == ["atletismo"]


def test_a_test_that_reads_a_missing_level_says_it_counted_zero(
    ww2_enc: Encounter, faces: Faces
) -> None:
    faces(15, 3)
    r = ww2_enc.combat.skill_test("Kurt", "medicina")
    assert r.text.endswith("(Kurt's sheet has no Medicine: counted as 0.)")


def test_an_attack_with_a_missing_category_says_so(ww2_enc: Encounter) -> None:
    rifle = {"id": "k", "name": "K", "category": "rifles"}
    ww2_enc.update_combatant("Kurt", stats={"resistencia": 2, "weapons": [rifle]})
    preview = ww2_enc.combat.attack_preview("Kurt", "Ana", "k")
    assert "Kurt's sheet has no Rifles: counted as 0." in preview.notes
    assert ("OP: Skill: Rifles", "+0") in [(m.label, m.value) for m in preview.modifiers]


def test_gm_decides_and_unknown_skills_have_no_dice(ww2_enc: Encounter) -> None:
    assert rolls.roll_spec(ww2_enc, "Ana", "Juggling") is None
    ww2_enc.combat.set_rule_setting("ww2.test_number_meaning", "gm_decides")
    assert ww2_enc.combat.roll_spec("Ana", "Athletics") is None
    with pytest.raises(RuleError, match="the GM rules it at the table"):
        ww2_enc.combat.make_roll("Ana", "Athletics")
    out = ww2_enc.combat.record_roll("Ana", "Athletics", True, why="entering the bunker")
    assert out.success and ww2_enc.log[-1]["text"] == out.text
