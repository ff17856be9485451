"""A weapon's own crit ratings in attacks (seed 000, ARMAS ▸ OUTRAS CLASSIFICAÇÕES; LESÕES
CRÍTICAS; ROLANDO PARA O CRÍTICO): damage at or above the weapon's crit threshold in one attack
is a physical critical even when the target is not broken; the weapon's crit die is rolled on the
D66 table as ``crit_triggers.json`` reads it; a weapon without them falls back to the table's."""

from __future__ import annotations

from typing import Any

import pytest

from core.characters import set_sheet_value
from core.encounter import Encounter
from core.resources import load_table
from core.rules.yze import attacks as A
from core.rules.yze import crits as C
from core.rules.yze import damage as D
from core.rules.yze import weapons as W
from tests.core.yze.test_attacks import engage_here, force, row

ROLLING = row("crit_triggers", "rolling")
THRESHOLD = row("crit_triggers", "crit_threshold")
PHYSICAL = {r["d66_min"]: r for r in load_table("yze", "critical_injuries_physical")["rows"]}


def _cleaver(enc: Encounter, **changes: Any) -> str:
    """Rat 1's custom melee weapon: bonus +1, damage 2, crit threshold 3, carried."""
    values = {"name": "Cleaver", "skill": "melee", "bonus": "1", "damage": "2"}
    values.update({"crit_threshold": "3", "crit_die": ""}, **changes)
    wid = W.save_custom(enc, W.row_from_form(enc, values, None))["id"]
    set_sheet_value(enc, "Rat 1", "weapons", [wid])
    engage_here(enc, "Rat 1", "Bo")
    return str(wid)


def _hit(enc: Encounter, wid: str, sixes: int, crit_faces: list[int]) -> Any:
    """Rat 1 (Strength 3 + Close Combat 2 + bonus 1: six dice) hits Bo with ``sixes`` sixes."""
    force(enc, [6] * sixes + [2] * (6 - sixes) + crit_faces + [1] * 20)
    return A.attack(enc, "Rat 1", "Bo", wid)


def test_damage_at_the_weapons_threshold_is_a_critical(yze_enc: Encounter) -> None:
    wid = _cleaver(yze_enc)
    assert D.yze_setting(yze_enc, "yze.crit_trigger") is None  # only the weapon's rating
    _hit(yze_enc, wid, 2, [3, 4])  # damage 2 + 1 extra success = 3 ≥ 3; the table's D66: 34
    injuries = C.injuries(yze_enc, "Bo")
    assert [(i["d66"], i["reason"]) for i in injuries] == [(34, THRESHOLD["id"])]
    assert not D.is_broken(yze_enc, "Bo")  # "mesmo que ele não seja quebrado pelo dano"


def test_damage_below_the_threshold_is_no_critical(yze_enc: Encounter) -> None:
    wid = _cleaver(yze_enc)
    _hit(yze_enc, wid, 1, [])  # damage 2 < 3
    assert C.injuries(yze_enc, "Bo") == []


def test_the_seed_weapons_have_no_threshold(yze_enc: Encounter) -> None:
    """The seed's table (ARMAS) has no crit column: the knife never crits below broken."""
    engage_here(yze_enc, "Rat 1", "Bo")
    assert A.weapon(yze_enc, "knife")["crit_threshold"] is None
    force(yze_enc, [6] * 6 + [1] * 20)  # damage 2 + 5
    A.attack(yze_enc, "Rat 1", "Bo", "knife")
    assert all(i["reason"] != THRESHOLD["id"] for i in C.injuries(yze_enc, "Bo"))


@pytest.mark.parametrize(
    ("die", "faces", "d66"),
    [
        ("D6", [4], 14),  # one die: the ones digit in the first band (11–16)
        ("D66", [5, 2], 52),  # the table as written
        ("D666", [2, 5, 4], 54),  # three dice, the lowest dropped, the rest in order
        ("D666", [6, 1, 3], 63),
    ],
)
def test_the_weapons_crit_die_picks_the_injury(
    yze_enc: Encounter, die: str, faces: list[int], d66: int
) -> None:
    assert die in ROLLING["weapon_dice"] and die in W.CRIT_DICE
    wid = _cleaver(yze_enc, crit_die=die)
    _hit(yze_enc, wid, 2, faces)
    (injury,) = C.injuries(yze_enc, "Bo")
    assert (injury["d66"], injury["name"]) == (d66, PHYSICAL[d66]["injury"])
    assert f"crit die {die}" in str(yze_enc.log) or die == ROLLING["die"]


def test_the_crit_die_also_rolls_the_critical_of_a_breaking_hit(yze_enc: Encounter) -> None:
    """A weapon without a threshold but with a crit die: Bo broken by the hit rolls it."""
    wid = _cleaver(yze_enc, crit_threshold="", crit_die="D6", damage="9")
    _hit(yze_enc, wid, 1, [2])
    assert D.is_broken(yze_enc, "Bo")
    assert [i["d66"] for i in C.injuries(yze_enc, "Bo")] == [12]


def test_the_preview_names_the_weapons_crit_ratings(yze_enc: Encounter) -> None:
    wid = _cleaver(yze_enc, crit_die="D666")
    notes = " ".join(yze_enc.combat.attack_preview("Rat 1", "Bo", wid).notes)
    assert "crit threshold 3" in notes and "crit die D666" in notes
    knife = " ".join(yze_enc.combat.attack_preview("Rat 1", "Bo", "knife").notes)
    assert "crit" not in knife.lower()


def test_an_unknown_crit_die_is_refused(yze_enc: Encounter) -> None:
    from core.rules.base import RuleError

    with pytest.raises(RuleError, match="Crit die"):
        C.roll_crit(yze_enc, "Bo", "physical", die="D7")
    assert C.injuries(yze_enc, "Bo") == []
