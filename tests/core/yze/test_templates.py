"""YZE templates: complete stats that pass the sheet, a side, a group and a source; each one
added to an encounter attacks and shows its tracks without error."""

from __future__ import annotations

import pytest

from core.characters import add_from_template
from core.encounter import Encounter
from core.rules.runner import CharacterTemplate


def _templates() -> list[CharacterTemplate]:
    return Encounter(ruleset="yze").combat.character_templates()


TEMPLATES = _templates()


def test_archetypes_npcs_and_creatures() -> None:
    groups = {t.group for t in TEMPLATES}
    assert groups == {"Archetypes", "NPCs", "Creatures"}
    assert {t.side for t in TEMPLATES if t.group == "Archetypes"} == {"pc"}
    assert all("Zonekeeper's own" in t.source for t in TEMPLATES)


@pytest.mark.parametrize("template", TEMPLATES, ids=lambda t: t.id)
def test_template_stats_are_complete_and_pass_the_sheet(template: CharacterTemplate) -> None:
    enc = Encounter(ruleset="yze")
    sheet = enc.combat.character_sheet()
    typed = {f.id for f in sheet.fields() if not f.derived}
    assert set(template.stats) <= typed
    assert {"strength", "agility", "wits", "empathy", "mobility", "weapons"} <= set(template.stats)
    for key, value in template.stats.items():
        enc.combat.check_sheet_value(key, value)


@pytest.mark.parametrize("template", TEMPLATES, ids=lambda t: t.id)
def test_every_template_fights(template: CharacterTemplate) -> None:
    enc = Encounter(ruleset="yze", seed=2)
    enc.map.add_zone("a", name="Glade", polygon=[(0, 0), (12, 0), (12, 12), (0, 12)])
    enc.map.add_zone("b", name="Path", polygon=[(12, 0), (24, 0), (24, 12), (12, 12)])
    enc.map.add_border("a", "b", kind="open")
    (me,) = add_from_template(enc, template, zone="a")
    foe = add_from_template(enc, TEMPLATES[0], zone="a", name="Foe", side="npc")[0]
    enc.engage(me, foe)
    fight = enc.combat
    for weapon, _label in fight.weapon_choices(me):
        preview = fight.attack_preview(me, foe, weapon)
        assert preview.dice and (preview.allowed or preview.reason)
        assert not any("sheet has no" in n for n in preview.notes)
    tracks = {t.id: t for t in fight.track_views(me)}
    expected = fight.derived_values(template.stats)["max_health"]
    assert tracks["health"].maximum == expected
    fight.attack(foe, me, "unarmed")
    assert fight.track_views(me)
    assert fight.roll_spec(me, "Mobility").count >= 1
