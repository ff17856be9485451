"""The map holds under YZE (seed 000 "BORDAS & LINHA DE VISÃO", "COMBATE CORPO A CORPO"): no
shot through a wall or a closed door, melee only at Engaged range — unless the GM allows it,
which the log says."""

from __future__ import annotations

import pytest

from core.encounter import Encounter
from core.rules.base import RuleError
from core.rules.geometry import GM_ALLOWS

SHOOTER = {"strength": 3, "agility": 4, "wits": 3, "empathy": 3, "ranged": 2, "melee": 2}


@pytest.fixture
def house() -> Encounter:
    """Office | wall | Hall | closed door | Store; Ana (pistol, knife) in the Hall."""
    enc = Encounter(ruleset="yze", seed=9)
    for i, (zid, name) in enumerate((("o", "Office"), ("h", "Hall"), ("s", "Store"))):
        x = 10.0 * i
        enc.map.add_zone(zid, name=name, polygon=[(x, 0), (x + 10, 0), (x + 10, 10), (x, 10)])
    enc.map.add_border("o", "h", kind="wall")
    enc.map.add_border("h", "s", kind="door", state="closed")
    enc.add_combatant("Ana", zone="h", stats={**SHOOTER, "weapons": ["pistol", "knife"]})
    enc.add_combatant("Clerk", zone="o", side="npc", stats=dict(SHOOTER))
    enc.add_combatant("Thief", zone="s", side="npc", stats=dict(SHOOTER))
    enc.add_combatant("Cook", zone="h", side="npc", stats=dict(SHOOTER))
    return enc


def refused_alike(enc: Encounter, target: str, weapon: str, words: str, **flags: object) -> None:
    preview = enc.combat.attack_preview("Ana", target, weapon, **flags)
    assert not preview.allowed and words in preview.reason
    with pytest.raises(RuleError) as exc:
        enc.combat.attack("Ana", target, weapon, **flags)
    assert str(exc.value) == preview.reason


def test_no_shot_through_a_wall(house: Encounter) -> None:
    refused_alike(house, "Clerk", "pistol", "Wall between")


def test_no_shot_through_a_closed_door_but_through_an_open_one(house: Encounter) -> None:
    refused_alike(house, "Thief", "pistol", "Closed door between Hall and Store")
    house.map.update_border("h", "s", state="open")
    house.set_doorway("Ana", "h", "s")
    assert house.combat.attack_preview("Ana", "Thief", "pistol").allowed


def test_melee_needs_engaged_range(house: Encounter) -> None:
    refused_alike(house, "Cook", "knife", "Short range; melee needs Engaged range")
    refused_alike(house, "Thief", "knife", "Medium range; melee needs Engaged range")
    house.engage("Ana", "Cook")
    assert house.combat.attack_preview("Ana", "Cook", "knife").allowed


def test_the_gm_allows_it_and_the_log_says_so(house: Encounter) -> None:
    flags = house.combat.attack_flags()
    assert flags[-1] == GM_ALLOWS
    preview = house.combat.attack_preview("Ana", "Clerk", "pistol", gm_allows=True)
    assert preview.allowed
    house.combat.attack("Ana", "Clerk", "pistol", gm_allows=True)
    notes = [e["text"] for e in house.log if e["kind"] == "override"]
    assert notes == ["GM allows Ana's attack on Clerk although: Wall between Hall and Office."]
    house.undo()
    assert not [e for e in house.log if e["kind"] == "override"]


def test_the_gm_override_is_silent_when_the_map_allows_it(house: Encounter) -> None:
    house.engage("Ana", "Cook")
    house.combat.attack("Ana", "Cook", "knife", gm_allows=True)
    assert not [e for e in house.log if e["kind"] == "override"]


def test_the_override_does_not_lift_what_is_carried(house: Encounter) -> None:
    house.engage("Ana", "Cook")
    house.update_combatant("Ana", stats={**SHOOTER, "weapons": ["knife"]})
    refused_alike(house, "Cook", "pistol", "doesn't carry a pistol", gm_allows=True)


def test_refusals_use_the_right_article(house: Encounter) -> None:
    house.combat.set_weapon(
        {"id": "axe", "name": "Axe", "damage": 2, "range": "engaged", "skill": "melee"}
    )
    house.engage("Ana", "Cook")
    refused_alike(house, "Cook", "axe", "Ana doesn't carry an axe.")
