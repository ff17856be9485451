"""BRP attacks and the map: no shot through a wall or a closed door, melee only at Engaged
range (the seed's close combat, "ao alcance do braço"), unless the GM allows it — logged.
The preview's verdict is the attack's, word for word."""

from __future__ import annotations

from typing import Any

import pytest

import core.rules.brp  # noqa: F401 - registers the ruleset
from core.encounter import Encounter
from core.rules.base import RuleError

ANA = {
    "str": 12, "con": 12, "siz": 12, "int": 13, "pow": 11, "dex": 14, "cha": 10, "edu": 12,
    "skills": {"Dodge": 30, "Handgun": 60, "Dagger": 50},
    "weapons": [
        {"id": "pistol", "name": "Revolver", "skill": "Handgun", "damage": "1D8",
         "range_m": 15, "type": "firearm"},
        {"id": "dagger", "name": "Dagger", "skill": "Dagger", "damage": "1D4+2",
         "length": "short"},
    ],
    "ready": ["pistol", "dagger"],
}  # fmt: skip
FOE = {"str": 10, "con": 10, "siz": 10, "int": 10, "pow": 10, "dex": 10, "skills": {"Dodge": 20}}


@pytest.fixture
def enc() -> Encounter:
    e = Encounter(ruleset="brp", seed=3)
    m = e.map
    m.add_zone("hall", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
    m.add_zone("office", name="Office", polygon=[(10, 0), (20, 0), (20, 10), (10, 10)])
    m.add_zone("store", name="Store", polygon=[(0, 10), (10, 10), (10, 20), (0, 20)])
    m.add_border("hall", "office", kind="wall")
    m.add_border("hall", "store", kind="door", state="closed")
    e.add_combatant("Ana", zone="hall", position=(3.0, 5.0), stats=ANA)
    e.add_combatant("Dog", zone="hall", side="npc", position=(7.0, 5.0), stats=FOE)
    e.add_combatant("Rat", zone="office", side="npc", position=(14.0, 5.0), stats=FOE)
    e.add_combatant("Cat", zone="store", side="npc", position=(3.0, 14.0), stats=FOE)
    return e


def _same_verdict(enc: Encounter, target: str, weapon: str, **flags: Any) -> str:
    """The preview's reason, after checking the attack refuses with exactly it."""
    preview = enc.combat.attack_preview("Ana", target, weapon, **flags)
    assert not preview.allowed
    with pytest.raises(RuleError) as err:
        enc.combat.attack("Ana", target, weapon, **flags)
    assert str(err.value) == preview.reason
    return preview.reason


def test_no_shot_through_a_wall(enc: Encounter) -> None:
    assert _same_verdict(enc, "Rat", "pistol") == "Wall between Hall and Office."


def test_no_shot_through_a_closed_door_but_through_an_open_one(enc: Encounter) -> None:
    assert "Closed door between Hall and Store" in _same_verdict(enc, "Cat", "pistol")
    enc.map.toggle_door("hall", "store")
    enc.set_doorway("Ana", "hall", "store")
    assert enc.combat.attack_preview("Ana", "Cat", "pistol").allowed


def test_melee_needs_engaged_range(enc: Encounter) -> None:
    reason = _same_verdict(enc, "Dog", "dagger")
    assert reason == "Dog is at short range: Dagger needs Engaged range. Close in first."
    enc.engage("Ana", "Dog")
    assert enc.combat.attack_preview("Ana", "Dog", "dagger").allowed


def test_the_gm_override_lets_it_through_and_the_log_says_so(enc: Encounter) -> None:
    flags = [f.id for f in enc.combat.attack_flags()]
    assert flags[-1] == "gm_allows"
    preview = enc.combat.attack_preview("Ana", "Rat", "pistol", gm_allows=True)
    assert preview.allowed
    assert any("GM allows Ana's attack on Rat although: Wall" in n for n in preview.notes)
    out = enc.combat.attack("Ana", "Rat", "pistol", gm_allows=True)
    assert out["text"].startswith("Ana attacks Rat with Revolver")
    overrides = [e for e in enc.log if e["kind"] == "override"]
    assert (
        overrides[-1]["text"]
        == "GM allows Ana's attack on Rat although: Wall between Hall and Office."
    )
    enc.undo()
    assert not [e for e in enc.log if e["kind"] == "override"]


def test_the_gm_override_reaches_melee_too(enc: Encounter) -> None:
    out = enc.combat.attack("Ana", "Dog", "dagger", gm_allows=True)
    assert "Dagger" in out["text"]
    assert (
        "although: Dog is at short range"
        in [e for e in enc.log if e["kind"] == "override"][-1]["text"]
    )


def test_no_override_note_when_the_map_allows_it_anyway(enc: Encounter) -> None:
    enc.engage("Ana", "Dog")
    enc.combat.attack("Ana", "Dog", "dagger", gm_allows=True)
    assert not [e for e in enc.log if e["kind"] == "override"]


def test_unarmed_is_offered_and_needs_brawl(enc: Encounter) -> None:
    enc.engage("Ana", "Dog")
    assert dict(enc.combat.weapon_choices("Ana"))["unarmed"] == "Unarmed — 1D3+db, short"
    reason = _same_verdict(enc, "Dog", "unarmed")
    assert reason == "Ana has no skill called Brawl on the sheet: fill it in."
    enc.update_combatant("Ana", stats={**ANA, "skills": {**ANA["skills"], "Brawl": 40}})
    out = enc.combat.attack("Ana", "Dog", "unarmed")
    assert "with bare hands (40%)" in out["text"]


def test_a_weapon_not_carried_is_refused_by_name(enc: Encounter) -> None:
    enc.engage("Ana", "Dog")
    reason = _same_verdict(enc, "Dog", "spear")
    assert reason == "Ana doesn't carry a Long spear: give it to them on the sheet first."
    assert "bazooka" not in _same_verdict(enc, "Dog", "bazooka_x")


def test_turn_and_budget_refusals_are_the_previews_too(enc: Encounter) -> None:
    enc.engage("Ana", "Dog")
    enc.combat.roll_initiative()
    assert enc.combat.start_fight() == "Ana"
    reason = enc.combat.attack_preview("Dog", "Ana").reason
    assert reason.startswith("Not Dog's turn")
    with pytest.raises(RuleError, match="Not Dog's turn"):
        enc.combat.attack("Dog", "Ana")
    enc.combat.attack("Ana", "Dog", "dagger")
    assert _same_verdict(enc, "Dog", "dagger") == "Ana has no action left this DEX rank."
    enc.combat.next_turn()
    assert enc.combat.current_turn() == "Dog"
