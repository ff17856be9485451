"""YZE weapons as data the GM edits (seed 000 ARMAS, OUTRAS CLASSIFICAÇÕES, MUNIÇÃO, DADOS DE
MUNIÇÃO): custom weapons, weapon bonus lost and repaired, ammunition chosen in the attack form."""

from __future__ import annotations

from typing import Any

import pytest

from core.characters import SavedCharacter, load_characters, save_characters, set_sheet_value
from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.yze import attacks as A
from core.rules.yze import damage
from core.rules.yze import weapons as W
from tests.core.yze.conftest import build_yze_encounter
from tests.core.yze.test_attacks import force, row, rows


def _carbine(enc: Encounter, **changes: Any) -> dict[str, Any]:
    """A custom firearm: bonus 3, damage 3, Long range, RoF 2, 10 rounds."""
    values = {
        "name": "Carbine",
        "bonus": "3",
        "damage": "3",
        "rof": "2",
        "magazine": "10",
        "skill": "ranged",
        "range": "long",
        "firearm": True,
    }
    return W.save_custom(enc, W.row_from_form(enc, {**values, **changes}, None))


def _carry(enc: Encounter, name: str, *ids: str) -> None:
    set_sheet_value(enc, name, "weapons", list(ids))


# -- the table: seed rows read-only, custom rows edited -------------------------------------
def test_a_seed_weapon_is_copied_to_be_edited(yze_enc: Encounter) -> None:
    with pytest.raises(RuleError, match="copy it to edit it"):
        W.save_custom(yze_enc, {**A.weapon(yze_enc, "pistol"), "bonus": 5})
    copy = W.copy_of(yze_enc, "pistol")
    assert (copy["id"], copy["bonus"], copy["damage"]) == ("pistol_copy", 2, 2)
    W.save_custom(yze_enc, {**copy, "bonus": 5})
    assert A.weapon(yze_enc, "pistol")["bonus"] == row("weapons", "pistol")["bonus"]
    assert A.weapon(yze_enc, "pistol_copy")["bonus"] == 5
    assert [r["id"] for r in W.custom_weapons(yze_enc)] == ["pistol_copy"]
    assert W.copy_of(yze_enc, "pistol")["id"] == "pistol_copy_2"


def test_saving_a_weapon_is_one_undo_step(yze_enc: Encounter) -> None:
    before = yze_enc.to_dict()
    _carbine(yze_enc)
    assert "carbine" in {r["id"] for r in A.weapon_table(yze_enc)}
    yze_enc.undo()
    assert yze_enc.to_dict() == before


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [
        ("bonus", "many", "Bonus is a whole number"),
        ("damage", "-1", "Damage is from 0"),
        ("damage", "", "Damage is a whole number"),
        ("range", "orbit", "Range: choose one of"),
        ("crit_die", "D7", "Crit die: choose one of"),
        ("name", "  ", "needs a name"),
    ],
)
def test_bad_values_are_refused_and_nothing_changes(
    yze_enc: Encounter, field: str, value: str, words: str
) -> None:
    before = yze_enc.to_dict()
    with pytest.raises(RuleError, match=words):
        _carbine(yze_enc, **{field: value})
    assert yze_enc.to_dict() == before


def test_a_custom_weapon_is_picked_on_the_sheet_and_offered_to_attack(yze_enc: Encounter) -> None:
    _carbine(yze_enc)
    items = {i.id for i in yze_enc.combat.character_sheet().field("weapons").items}
    assert "carbine" in items
    _carry(yze_enc, "Ana", "pistol", "carbine")
    assert "carbine" in dict(yze_enc.combat.weapon_choices("Ana"))
    plan = A.attack_options(yze_enc, "Ana", "Rat 1", "carbine")
    assert ("Carbine bonus", 3) in [(m.label, m.value) for m in plan.modifiers]


def test_a_carried_custom_weapon_travels_with_the_character(yze_enc: Encounter) -> None:
    """The sheet keeps the whole row, so another encounter (a .zkchar loaded there) knows it."""
    _carbine(yze_enc)
    _carry(yze_enc, "Ana", "carbine")
    stats = dict(yze_enc.combatant("Ana").stats)
    assert stats["weapons"][0]["row"]["damage"] == 3
    other = Encounter(ruleset="yze", seed=2)
    other.map.add_zone("a", name="A", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
    other.add_combatant("Ana", zone="a", stats=stats)
    assert A.weapon(other, "carbine")["bonus"] == 3
    assert "carbine" in dict(other.combat.weapon_choices("Ana"))


def test_a_zkchar_file_keeps_a_carried_custom_weapon(yze_enc: Encounter, tmp_path: Any) -> None:
    _carbine(yze_enc)
    _carry(yze_enc, "Ana", "carbine")
    path = tmp_path / "ana.zkchar"
    ana = SavedCharacter("Ana", "pc", dict(yze_enc.combatant("Ana").stats))
    save_characters(path, "yze", [ana])
    loaded = load_characters(path).characters[0]
    other = build_yze_encounter(seed=5)
    other.add_combatant("Ana 2", zone="z0", stats=dict(loaded.stats))
    assert A.weapon(other, "carbine")["damage"] == 3


def test_editing_a_carried_weapon_updates_the_carriers_sheet(yze_enc: Encounter) -> None:
    _carbine(yze_enc)
    _carry(yze_enc, "Ana", "carbine")
    W.save_custom(yze_enc, W.row_from_form(yze_enc, {"damage": "4"}, "carbine"))
    assert yze_enc.combatant("Ana").stats["weapons"][0]["row"]["damage"] == 4


def test_a_carried_weapon_is_not_deleted(yze_enc: Encounter) -> None:
    _carbine(yze_enc)
    _carry(yze_enc, "Ana", "carbine")
    with pytest.raises(RuleError, match="Ana carries the Carbine"):
        W.delete_custom(yze_enc, "carbine")
    _carry(yze_enc, "Ana", "pistol")
    W.delete_custom(yze_enc, "carbine")
    assert "carbine" not in {r["id"] for r in A.weapon_table(yze_enc)}


# -- bonus lost, broken at 0, repaired with Crafting ------------------------------------------
def test_a_push_bane_lowers_the_weapon_bonus_and_breaks_it_at_zero(yze_enc: Encounter) -> None:
    """Knife +1 (ARMAS): one bane on the push lowers it to 0 — broken; no attack with it."""
    yze_enc.place("Rat 1", "z0")
    yze_enc.engage("Rat 1", "Bo")
    force(yze_enc, [6, 3, 3, 1, 2, 2, 6, 6, 2, 2])
    res = A.attack(yze_enc, "Rat 1", "Bo", "knife", resolve=False)
    A.push_attack(yze_enc, res.id)
    assert A.weapon_bonus(yze_enc, "Rat 1", "knife") == 0
    assert A.is_weapon_broken(yze_enc, "Rat 1", "knife")
    assert A.weapon_condition(yze_enc, "Rat 1", "knife") == (0, True)
    assert A.weapon_condition(yze_enc, "Rat 2", "knife") == (
        row("weapons", "knife")["bonus"],
        False,
    )
    assert "BROKEN" in dict(yze_enc.combat.weapon_choices("Rat 1"))["knife"]
    plan = A.attack_options(yze_enc, "Rat 1", "Bo", "knife")
    assert not plan.allowed and "broken" in plan.reason.lower()


def test_with_push_damages_weapon_off_a_push_bane_leaves_the_bonus(yze_enc: Encounter) -> None:
    """weapon_ratings.json's choice: the GM may switch off the bonus lost to a push's banes."""
    choice = next(
        c
        for c in load_table("yze", "weapon_ratings")["choices"]
        if c["setting"] == "yze.push_damages_weapon"
    )
    assert damage.yze_setting(yze_enc, "yze.push_damages_weapon") is choice["default"] is True
    yze_enc.combat.set_yze_setting("yze.push_damages_weapon", False)
    yze_enc.place("Rat 1", "z0")
    yze_enc.engage("Rat 1", "Bo")
    force(yze_enc, [6, 3, 3, 1, 2, 2, 6, 6, 2, 2])  # as above: one bane on the push
    res = A.attack(yze_enc, "Rat 1", "Bo", "knife", resolve=False)
    A.push_attack(yze_enc, res.id)
    assert A.weapon_bonus(yze_enc, "Rat 1", "knife") == row("weapons", "knife")["bonus"]


def test_damage_tool_lowers_the_bonus_shown_in_the_label(yze_enc: Encounter) -> None:
    yze_enc.combat.run_gm_tool("weapon_damage", name="Ana", weapon="pistol", amount=1)
    assert A.weapon_bonus(yze_enc, "Ana", "pistol") == row("weapons", "pistol")["bonus"] - 1
    assert dict(yze_enc.combat.weapon_choices("Ana"))["pistol"].endswith("bonus now +1")
    track = {t.id: t for t in yze_enc.combat.track_views("Ana")}["weapon:pistol"]
    assert (track.value, track.maximum, track.severity) == (1, 2, "warn")


@pytest.mark.parametrize(("faces", "repaired"), [([6, 2, 2, 2, 2], True), ([2] * 5, False)])
def test_repair_rolls_crafting(yze_enc: Encounter, faces: list[int], repaired: bool) -> None:
    """Crafting = Wits 3 + Crafting 2 = five dice; a six repairs, no six doesn't."""
    A.damage_weapon(yze_enc, "Ana", "pistol", 2)
    assert A.is_weapon_broken(yze_enc, "Ana", "pistol")
    force(yze_enc, faces)
    out = yze_enc.combat.run_gm_tool("weapon_repair", name="Ana", weapon="pistol", roll=True)
    assert "Crafting" in out["text"]
    assert A.is_weapon_broken(yze_enc, "Ana", "pistol") is not repaired


def test_an_undamaged_weapon_needs_no_repair(yze_enc: Encounter) -> None:
    with pytest.raises(RuleError, match="not damaged"):
        yze_enc.combat.run_gm_tool("weapon_repair", name="Ana", weapon="pistol", roll=False)


# -- ammunition in the attack form ------------------------------------------------------------
def test_the_attack_form_offers_ammo_mode_and_ammo_dice(yze_enc: Encounter) -> None:
    flags = {f.id: f for f in yze_enc.combat.attack_flags()}
    assert flags["ammo_mode"].choices == ("as set", "count rounds", "supply roll", "ammo dice")
    assert flags["ammo_dice"].choices[0] == "0"


def test_the_form_offers_ammo_dice_up_to_a_full_auto_rof(yze_enc: Encounter) -> None:
    """ammo_dice.json rate_of_fire: 5 or 6 for full-automatic weapons; a custom RoF 8 more."""
    choices = {f.id: f.choices for f in yze_enc.combat.attack_flags()}["ammo_dice"]
    assert choices[-1] == str(
        next(r for r in rows("ammo_dice") if r["id"] == "rate_of_fire")["full_auto_rof_max"]
    )
    _carbine(yze_enc, rof="8")
    assert {f.id: f.choices for f in yze_enc.combat.attack_flags()}["ammo_dice"][-1] == "8"


def test_rounds_and_supply_tool(yze_enc: Encounter) -> None:
    yze_enc.combat.run_gm_tool("weapon_ammo", name="Ana", weapon="pistol", bullets=6, supply=4)
    c = A._peek(yze_enc, "Ana")
    assert (c["ammo"]["pistol"], c["supply"]["pistol"]) == (6, 4)
    with pytest.raises(RuleError, match="Give the rounds"):
        yze_enc.combat.run_gm_tool("weapon_ammo", name="Ana", weapon="pistol")


def test_ammo_dice_cap_is_the_lower_of_rof_and_rounds_left_minus_one(yze_enc: Encounter) -> None:
    """DADOS DE MUNIÇÃO: three rounds left → up to two ammo dice (RoF 2 here)."""
    _carbine(yze_enc, rof="5")
    _carry(yze_enc, "Ana", "carbine")
    A.set_ammo(yze_enc, "Ana", "carbine", bullets=3)
    preview = yze_enc.combat.attack_preview
    assert preview("Ana", "Rat 1", "carbine", ammo_mode="ammo dice", ammo_dice="2").allowed
    refused = preview("Ana", "Rat 1", "carbine", ammo_mode="ammo dice", ammo_dice="3")
    assert not refused.allowed and "At most 2" in refused.reason
    assert A.ammo_mode(yze_enc) == "supply"  # a preview changes nothing


def test_an_ammo_dice_shot_spends_the_dice_sum_plus_one(yze_enc: Encounter) -> None:
    _carbine(yze_enc)
    _carry(yze_enc, "Ana", "carbine")
    A.set_ammo(yze_enc, "Ana", "carbine", bullets=10)
    yze_enc.history.clear()
    force(yze_enc, [2] * 40)
    yze_enc.combat.attack("Ana", "Rat 1", "carbine", ammo_mode="ammo dice", ammo_dice="2")
    assert A.ammo_mode(yze_enc) == "ammo_dice"
    assert A._peek(yze_enc, "Ana")["ammo"]["carbine"] == 10 - (2 + 2 + 1)
    yze_enc.undo()
    assert A.ammo_mode(yze_enc) == "supply"  # the mode and the shot are one undo step


def test_a_weapons_supply_rating_is_rolled_after_the_shot(yze_enc: Encounter) -> None:
    _carbine(yze_enc, supply="3")
    _carry(yze_enc, "Ana", "carbine")
    force(yze_enc, [2] * 40)
    res = yze_enc.combat.attack("Ana", "Rat 1", "carbine")
    assert res.ammo["supply_roll"]["before"] == 3
