"""Rolls the app asks for (Mobility into a cluttered zone, a retreat): the pool is the sheet's
Agility + Mobility (seed 000, ENTULHADA / RECUAR), with the rules' modifiers; a stat the sheet
lacks is said, never rolled as a pool of zero; the roll lands in the log."""

from __future__ import annotations

import pytest

from core.dice import Dice
from core.encounter import Encounter
from core.rules.base import RuleError


def test_mobility_is_agility_plus_mobility(yze_enc: Encounter) -> None:
    spec = yze_enc.combat.roll_spec("Ana", "Mobility")
    assert (spec.kind, spec.count, spec.missing) == ("pool", 6, ())
    assert spec.text == "6d6: Agility 4 + Mobility 2"
    assert yze_enc.combat.roll_spec("Ana", "mobility") == spec


def test_the_move_asks_for_the_roll_the_spec_describes(yze_enc: Encounter) -> None:
    yze_enc.map.update_zone("z1", features={"cluttered"})
    (need,) = yze_enc.check_move("Ana", "z1").roll_details
    assert need.kind == "cluttered"
    assert yze_enc.combat.roll_spec("Ana", need.skill).count == 6


def test_other_skills_and_no_skill(yze_enc: Encounter) -> None:
    assert yze_enc.combat.roll_spec("Bo", "Close Combat").count == 4 + 3
    assert yze_enc.combat.roll_spec("Bo", "Stamina").count == 4 + 2
    assert yze_enc.combat.roll_spec("Bo", "Luck") is None


def test_conditions_and_crits_lower_the_pool(yze_enc: Encounter) -> None:
    yze_enc.combat.set_yze_setting("yze.damage_system", "conditions")
    yze_enc.combat.apply_damage("Ana", 1, can_crit=False)
    spec = yze_enc.combat.roll_spec("Ana", "Mobility")
    assert spec.count == 5 and "modifiers -1" in spec.text


def test_a_missing_stat_is_said_not_rolled_as_zero(yze_enc: Encounter) -> None:
    yze_enc.add_combatant("Kit", zone="z0", stats={"strength": 2})
    spec = yze_enc.combat.roll_spec("Kit", "Mobility")
    assert spec.missing == ("Agility", "Mobility")
    with pytest.raises(RuleError, match="Kit's sheet has no Agility or Mobility"):
        yze_enc.combat.make_roll("Kit", "Mobility")
    preview = yze_enc.combat.attack_preview("Kit", "Ana", "unarmed", gm_allows=True)
    assert "Kit's sheet has no Close Combat: counted as 0" in " ".join(preview.notes)


def test_make_roll_rolls_the_spec_and_logs_it(yze_enc: Encounter) -> None:
    yze_enc.dice = Dice(5)
    out = yze_enc.combat.make_roll("Ana", "Mobility", why="entering cluttered zone Corridor")
    assert len(out.dice) == 6 and out.success == (6 in out.dice)
    entry = yze_enc.log[-1]
    assert entry["kind"] == "roll" and entry["text"] == out.text
    assert out.text.startswith("Ana rolls Mobility (6d6: Agility 4 + Mobility 2):")
    assert out.text.endswith("(entering cluttered zone Corridor).")
    yze_enc.undo()
    assert entry not in yze_enc.log


def test_a_broken_roller_cannot_roll(yze_enc: Encounter) -> None:
    yze_enc.combat.apply_damage("Bo", 20, can_crit=False)
    with pytest.raises(RuleError, match="broken"):
        yze_enc.combat.make_roll("Bo", "Mobility")


def test_other_rolls_refuse_a_missing_attribute_too(yze_enc: Encounter) -> None:
    from core.rules.yze.damage import roll_skill_modified

    yze_enc.add_combatant("Kit", zone="z0", stats={"agility": 3})
    with pytest.raises(RuleError, match="Kit's sheet has no Empathy: fill it in"):
        roll_skill_modified(yze_enc, "Kit", "healing")


def test_a_block_by_someone_without_the_stats_is_refused_in_the_preview(
    yze_enc: Encounter,
) -> None:
    yze_enc.add_combatant("Kit", zone="z0", stats={"agility": 3, "weapons": ["knife"]})
    yze_enc.engage("Bo", "Kit")
    preview = yze_enc.combat.attack_preview("Bo", "Kit", "unarmed", block=True)
    assert not preview.allowed
    assert preview.reason == (
        "Kit's sheet has no Strength or Close Combat: can't roll the block — fill in the sheet."
    )
    with pytest.raises(RuleError) as exc:
        yze_enc.combat.attack("Bo", "Kit", "unarmed", block=True)
    assert str(exc.value) == preview.reason


def test_step_dice_specs_name_the_dice() -> None:
    enc = Encounter(ruleset="yze", seed=3)
    enc.map.add_zone("a", name="Attic", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
    enc.combat.set_yze_setting("yze.dice_mode", "step")
    enc.add_combatant("Ana", zone="a", stats={"agility": "B", "mobility": "C"})
    spec = enc.combat.roll_spec("Ana", "Mobility")
    assert (spec.kind, spec.count, spec.text) == ("step", 2, "D10 + D8: Agility B, Mobility C")
    out = enc.combat.make_roll("Ana", "Mobility")
    assert len(out.dice) == 2 and out.text.startswith("Ana rolls Mobility (D10 + D8")
