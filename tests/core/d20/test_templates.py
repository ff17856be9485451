"""d20 templates (resources/rules/d20/templates.json): complete, valid against the sheet, and
ready to fight."""

from __future__ import annotations

import pytest

from core.characters import add_from_template
from core.encounter import Encounter
from core.rules.d20 import sheet

REQUIRED = ("agilidade", "prontidao", "precisao", "ataque", "defesa", "pv", "weapons", "armour")


def templates():
    return Encounter(ruleset="d20").combat.character_templates()


def test_there_are_archetypes_npcs_and_creatures() -> None:
    groups = {t.group for t in templates()}
    assert groups == {"Archetypes", "NPCs", "Creatures"}
    sides = {t.group: set() for t in templates()}
    for t in templates():
        sides[t.group].add(t.side)
    assert sides["Archetypes"] == {"pc"} and sides["NPCs"] == sides["Creatures"] == {"npc"}


@pytest.mark.parametrize("template", templates(), ids=lambda t: t.id)
def test_every_template_is_complete_valid_and_says_where_it_comes_from(template) -> None:
    assert all(k in template.stats for k in REQUIRED), template.id
    assert sheet.sheet_problems(template.stats) == []
    assert template.source.startswith("Zonekeeper's own")
    assert all(w.get("kind") in sheet.WEAPON_KINDS for w in template.stats["weapons"])


def test_every_template_joins_a_fight_and_is_read_without_error() -> None:
    enc = Encounter(ruleset="d20", seed=5)
    enc.map.add_zone("yard", name="Yard", polygon=[(0, 0), (40, 0), (40, 40), (0, 40)])
    names = [add_from_template(enc, t, zone="yard")[0] for t in templates()]
    fight = enc.combat
    fight.roll_initiative()
    first = fight.start_fight()
    assert first in names
    for who in names:
        tracks = {t.id: t for t in fight.track_views(who)}
        assert tracks["pv"].maximum == enc.combatant(who).stats["pv"]
        other = next(n for n in names if n != who)
        for wid, _label in fight.weapon_choices(who):
            preview = fight.attack_preview(who, other, wid)
            assert preview.dice == "1d20"
            assert preview.allowed is (who == first and _in_reach(enc, who, other, wid))


def _in_reach(enc: Encounter, who: str, other: str, wid: str) -> bool:
    w = next(w for w in [*enc.combat.weapons_of(who), sheet.unarmed()] if w["id"] == wid)
    return w["kind"] == "ranged" or other in enc.engaged_with(who)


def test_four_cultists_get_numbered_names() -> None:
    enc = Encounter(ruleset="d20")
    enc.map.add_zone("yard", name="Yard", polygon=[(0, 0), (20, 0), (20, 20), (0, 20)])
    cultist = next(t for t in templates() if t.id == "cultist")
    assert add_from_template(enc, cultist, zone="yard", count=4) == [
        "Cultist 1",
        "Cultist 2",
        "Cultist 3",
        "Cultist 4",
    ]
    assert {enc.combatant(f"Cultist {i}").stats["group"] for i in range(1, 5)} == {"cult"}
