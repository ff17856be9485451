"""The rolls the map asks for under BRP: Agility (DEX×5) to enter a cluttered zone (the seed
rolls Agility to keep one's feet on unstable ground) and to retreat, read from the sheet,
rolled as a d100 and logged — and refused, naming the stat, when the sheet lacks it."""

from __future__ import annotations

import pytest

from core.encounter import Encounter
from core.rules.base import RuleError

from .helpers import load


def _cluttered_roll(enc: Encounter) -> str:
    workshop = [(0, 10), (10, 10), (10, 20), (0, 20)]
    enc.map.add_zone("z3", name="Workshop", polygon=workshop, features={"cluttered"})
    enc.map.add_border("z0", "z3", kind="open")
    check = enc.check_move("Ana", "z3")
    assert check.allowed and check.roll_details
    return check.roll_details[0].skill


def test_a_moves_roll_reads_dex_times_five(brp_enc: Encounter) -> None:
    skill = _cluttered_roll(brp_enc)
    assert skill == "Agility (DEX×5)"
    spec = brp_enc.combat.roll_spec("Ana", skill)
    assert spec is not None and spec.kind == "percent"
    assert (spec.target, spec.missing) == (75, ())  # Ana's DEX 15 × 5
    assert spec.text == "d100 ≤ 75%: DEX×5"
    assert "slippery_surfaces.json" in spec.source


def test_make_roll_rolls_it_and_logs_it(brp_enc: Encounter) -> None:
    load(brp_enc, [80])
    out = brp_enc.combat.make_roll("Ana", "Agility (DEX×5)", why="entering Workshop")
    assert not out.success and out.dice == (80,)
    entry = brp_enc.log[-1]
    assert entry["kind"] == "roll" and entry["success"] is False
    assert entry["text"] == (
        "Ana rolls Agility (d100 ≤ 75%: DEX×5): 80 vs 75% — failure (entering Workshop)."
    )
    load(brp_enc, [3])
    assert brp_enc.combat.make_roll("Ana", "Agility (DEX×5)").success
    brp_enc.undo()
    assert brp_enc.log[-1]["text"] == entry["text"]


def test_the_automatic_ranges_of_d100_apply(brp_enc: Encounter) -> None:
    brp_enc.update_combatant("Ana", stats={**brp_enc.combatant("Ana").stats, "dex": 19})
    load(brp_enc, [97])  # 97 fails whatever the chance (brp.automatic_failure_min 96)
    assert not brp_enc.combat.make_roll("Ana", "Agility").success


def test_a_missing_characteristic_is_named_never_a_zero(brp_enc: Encounter) -> None:
    stats = dict(brp_enc.combatant("Rat").stats)
    del stats["dex"]
    brp_enc.update_combatant("Rat", stats=stats)
    spec = brp_enc.combat.roll_spec("Rat", "Agility (DEX×5)")
    assert spec is not None and spec.missing == ("DEX",) and spec.target is None
    before = len(brp_enc.log)
    with pytest.raises(RuleError, match="Rat's sheet has no DEX"):
        brp_enc.combat.make_roll("Rat", "Agility (DEX×5)")
    assert len(brp_enc.log) == before


def test_skills_of_the_sheet_roll_too(brp_enc: Encounter) -> None:
    spec = brp_enc.combat.roll_spec("Ana", "Jump")
    assert spec is not None and (spec.label, spec.target) == ("Jump", 40)
    spec = brp_enc.combat.roll_spec("Bo", "Jump")
    assert spec is not None and spec.missing == ("skill Jump",)
    with pytest.raises(RuleError, match="Bo's sheet has no skill Jump"):
        brp_enc.combat.make_roll("Bo", "Jump")


def test_the_ruleset_neutral_name_maps_to_agility(brp_enc: Encounter) -> None:
    spec = brp_enc.combat.roll_spec("Bo", "mobility")
    assert spec is not None and (spec.label, spec.target) == ("Agility", 50)
    spec = brp_enc.combat.roll_spec("Bo", "Idea")
    assert spec is not None and spec.target == 50  # INT 10 × 5


def test_a_retreat_tells_the_seeds_free_attack(brp_enc: Encounter) -> None:
    brp_enc.engage("Ana", "Rat")
    check = brp_enc.check_move("Ana", "z1")
    retreat = next(r for r in check.roll_details if r.kind == "retreat")
    assert brp_enc.combat.roll_spec("Ana", retreat.skill).target == 75
    assert retreat.on_failure == (
        "you still move, but Rat may make a free Difficult attack you can't parry or dodge "
        "(attack option: Target turned and ran)"
    )
    flags = {f.id: f.label for f in brp_enc.combat.attack_flags()}
    assert flags["fleeing"] == "Target turned and ran"


@pytest.mark.parametrize(
    ("lang", "label"), [("pt_BR", "Agilidade (DEX×5)"), ("es", "Agilidad (DEX×5)")]
)
def test_the_moves_roll_reads_in_the_ui_language_and_still_rolls(
    brp_enc: Encounter, lang: str, label: str
) -> None:
    """The map's roll names its skill in the UI language (it showed "Agility (DEX×5)" in
    Portuguese and Spanish) and the roll, asked by that name, still reads DEX×5."""
    import ts_catalogue

    ts_catalogue.speak(lang, ["brp"])
    try:
        skill = _cluttered_roll(brp_enc)
        assert skill == label
        spec = brp_enc.combat.roll_spec("Ana", skill)
        assert spec is not None and (spec.target, spec.missing) == (75, ())
        assert brp_enc.ruleset.skill("melee") != "Weapon skill"
    finally:
        ts_catalogue.speak("en", [])
