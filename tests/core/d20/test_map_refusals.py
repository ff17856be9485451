"""What the map and the sheet forbid a d20 attack — walls, closed doors, melee reach, weapons not
carried, missing stats, a spent standard action — refused alike by the preview and the attack,
and the GM's logged override."""

from __future__ import annotations

import copy

import pytest

from core.encounter import Encounter
from core.rules.base import RuleError
from core.rules.geometry import GM_ALLOWS

PISTOL = {"id": "pistol", "name": "Pistol", "damage": "2d4", "kind": "ranged"}


@pytest.fixture
def duel(make_d20, rig) -> Encounter:
    """Ana (sword, pistol) against Orc 1, Ana's turn, round 1."""
    enc = make_d20(names=("Ana", "Orc 1"))
    stats = copy.deepcopy(dict(enc.combatant("Ana").stats))
    stats["weapons"].append(PISTOL)
    enc.update_combatant("Ana", stats=stats)
    rig(enc)(15, 1)
    enc.combat.roll_initiative()
    enc.combat.start_fight()
    enc.history.clear()
    return enc


def refused_alike(enc: Encounter, weapon: str | None, match: str, **flags) -> str:
    preview = enc.combat.attack_preview("Ana", "Orc 1", weapon, **flags)
    assert not preview.allowed and match in preview.reason
    before = copy.deepcopy(enc.to_dict())
    with pytest.raises(RuleError) as err:
        enc.combat.attack("Ana", "Orc 1", weapon, **flags)
    assert str(err.value) == preview.reason
    assert enc.to_dict() == before
    return preview.reason


def test_no_shot_through_a_wall(duel) -> None:
    duel.map.update_border("z0", "z1", kind="wall")
    refused_alike(duel, "pistol", "Wall between Hall and Corridor")


def test_no_shot_through_a_closed_door(duel) -> None:
    duel.map.update_border("z0", "z1", kind="door", state="closed")
    refused_alike(duel, "pistol", "Closed door between Hall and Corridor.")


def test_a_shot_through_an_open_border_is_allowed(duel, rig) -> None:
    assert duel.combat.attack_preview("Ana", "Orc 1", "pistol").allowed
    rig(duel)(2)
    assert duel.combat.attack("Ana", "Orc 1", "pistol")["hit"] is False


def test_melee_needs_engaged_range(duel, rig) -> None:
    refused_alike(duel, "sword", "Orc 1 is not Engaged with Ana")  # another zone
    duel.place("Orc 1", "z0")
    refused_alike(duel, "sword", "arm's length")  # the same zone, not Engaged
    duel.combat.take_action("Ana", "move", target="Orc 1")
    assert duel.combat.attack_preview("Ana", "Orc 1", "sword").allowed
    rig(duel)(1)
    assert duel.combat.attack("Ana", "Orc 1", "sword")["hit"] is False


def test_the_same_zone_reading_lets_melee_reach_the_whole_zone(duel) -> None:
    duel.set_ruleset_setting("d20.melee_reach", "same_zone")
    refused_alike(duel, "sword", "Orc 1 is in another zone")
    duel.place("Orc 1", "z0")
    assert duel.combat.attack_preview("Ana", "Orc 1", "sword").allowed


def test_the_gm_override_is_offered_previewed_and_logged(duel, rig) -> None:
    assert duel.combat.attack_flags()[-1] == GM_ALLOWS
    duel.map.update_border("z0", "z1", kind="wall")
    preview = duel.combat.attack_preview("Ana", "Orc 1", "pistol", gm_allows=True)
    assert preview.allowed
    assert any(n.startswith("GM allows it although: Wall") for n in preview.notes)
    rig(duel)(20, 4, 4)
    out = duel.combat.attack("Ana", "Orc 1", "pistol", gm_allows=True)
    assert out["hit"]
    kinds = [e["kind"] for e in duel.log]
    note = next(e for e in duel.log if e["kind"] == "override")
    assert note["text"].startswith("GM allows Ana's attack on Orc 1 although: Wall")
    assert kinds.index("override") < kinds.index("attack")
    duel.undo()
    assert duel.actions_spent("Ana") == {}
    assert not {"override", "attack"} & {e["kind"] for e in duel.log}


def test_the_override_lifts_the_map_only(duel) -> None:
    duel.combat.take_action("Ana", "other_standard")
    refused_alike(duel, "pistol", "An attack is a standard action", gm_allows=True)


def test_a_weapon_not_carried_is_refused_and_unarmed_is_always_offered(duel) -> None:
    refused_alike(duel, "longbow", "Ana doesn't carry Longbow")
    refused_alike(duel, "laser", "Ana doesn't carry a weapon called 'laser'")
    choices = duel.combat.weapon_choices("Ana")
    assert [c[0] for c in choices] == ["sword", "pistol", "unarmed"]
    assert choices[-1][1] == "Unarmed — 1d3, melee"


def test_without_weapons_the_attack_is_unarmed(duel, rig) -> None:
    duel.place("Orc 1", "z0")
    duel.engage("Ana", "Orc 1")
    duel.update_combatant("Ana", stats={**duel.combatant("Ana").stats, "weapons": []})
    assert duel.combat.weapon_choices("Ana") == [("unarmed", "Unarmed — 1d3, melee")]
    rig(duel)(20, 2)
    out = duel.combat.attack("Ana", "Orc 1")
    assert "with Unarmed" in out["text"] and out["damage"] == 2


def test_missing_ataque_or_defesa_is_named_not_counted_as_zero(duel) -> None:
    duel.place("Orc 1", "z0")
    duel.engage("Ana", "Orc 1")
    stats = {k: v for k, v in duel.combatant("Orc 1").stats.items() if k != "defesa"}
    duel.update_combatant("Orc 1", stats=stats)
    refused_alike(duel, None, "Orc 1's sheet has no Defense: fill it in first.")


def test_preview_and_attack_take_the_same_options(duel) -> None:
    for call in (duel.combat.attack_preview, duel.combat.attack):
        with pytest.raises(RuleError, match="no option 'aim'"):
            call("Ana", "Orc 1", "pistol", aim=True)
    flags = {f.id for f in duel.combat.attack_flags()}
    assert flags == {"bonus", "gm_allows"}
    assert duel.combat.attack_preview("Ana", "Orc 1", "pistol", bonus="+2", gm_allows=False).allowed
