"""WWII templates: archetypes, NPCs and a creature (all Zonekeeper's own — the seed describes no
characters), each complete against the sheet; every one can be added, attack and be attacked,
and shows its tracks."""

from __future__ import annotations

import pytest

from core.characters import add_from_template
from core.encounter import SIDES, Encounter
from core.rules.runner import CharacterTemplate, get_path
from core.rules.ww2.state import SKILLS

TEMPLATES = Encounter(ruleset="ww2").combat.character_templates()


def test_there_are_archetypes_npcs_and_creatures() -> None:
    groups = {t.group for t in TEMPLATES}
    assert groups == {"Archetypes", "NPCs", "Creatures"}
    assert {t.side for t in TEMPLATES if t.group == "Archetypes"} == {"pc"}
    assert len({t.id for t in TEMPLATES}) == len(TEMPLATES)


@pytest.mark.parametrize("template", TEMPLATES, ids=lambda t: t.id)
def test_each_template_is_complete_and_passes_the_sheet(template: CharacterTemplate) -> None:
    c = Encounter(ruleset="ww2").combat
    assert template.side in SIDES and template.source.startswith("Zonekeeper's own")
    assert set(template.stats) == {*SKILLS, "weapons"}
    for f in c.character_sheet().fields():
        if not f.derived:
            value = get_path(template.stats, f.id)
            assert c.check_sheet_value(f.id, value) == value, f.id


def test_every_template_attacks_and_shows_its_tracks() -> None:
    enc = Encounter(ruleset="ww2", seed=9)
    enc.map.add_zone("f", name="Field", polygon=[(0, 0), (60, 0), (60, 40), (0, 40)])
    target = add_from_template(enc, TEMPLATES[0], zone="f", name="Target", side="npc")[0]
    for t in TEMPLATES:
        (name,) = add_from_template(enc, t, zone="f")
        c = enc.combat
        for w, _ in c.weapon_choices(name):
            preview = c.attack_preview(name, target, w)
            assert preview.dice.startswith("1d20"), (name, w)
            assert preview.allowed or "m away" in preview.reason, (name, w, preview.reason)
        assert c.attack_preview(target, name).modifiers
        tracks = {v.id: v for v in c.track_views(name)}
        assert tracks["lesoes"].maximum == t.stats["resistencia"]
        assert tracks["weapons"].value[-1] == "Unarmed (Close combat)"
        assert c.status_badges(name) == []


def test_several_grenadiers_get_numbered_names_and_free_spots() -> None:
    enc = Encounter(ruleset="ww2")
    enc.map.add_zone("f", name="Field", polygon=[(0, 0), (30, 0), (30, 30), (0, 30)])
    grenadier = next(t for t in TEMPLATES if t.id == "grenadier")
    names = add_from_template(enc, grenadier, zone="f", count=3)
    assert names == ["Grenadier 1", "Grenadier 2", "Grenadier 3"]
    spots = {enc.combatant(n).position for n in names}
    assert len(spots) == 3
