"""BRP templates: archetypes, NPCs and creatures with complete stats that pass the sheet and
that the rules can run (attack previews, tracks) as soon as they are added."""

from __future__ import annotations

import pytest

import core.rules.brp  # noqa: F401 - registers the ruleset
from core.characters import add_from_template
from core.encounter import Encounter
from core.rules.brp import sheet
from core.rules.brp.state import skill_value
from core.rules.brp.weapons import weapons_of

HUMAN = ("str", "con", "siz", "int", "pow", "dex", "cha", "edu")
BEAST = ("str", "con", "siz", "int", "pow", "dex")


def _templates() -> list:
    return Encounter(ruleset="brp").combat.character_templates()


def _arena() -> Encounter:
    enc = Encounter(ruleset="brp", seed=11)
    enc.map.add_zone("a", name="Arena", polygon=[(0, 0), (30, 0), (30, 30), (0, 30)])
    enc.map.add_zone("b", name="Gallery", polygon=[(30, 0), (60, 0), (60, 30), (30, 30)])
    enc.map.add_border("a", "b", kind="open")
    return enc


def test_there_are_archetypes_npcs_and_creatures() -> None:
    groups = {t.group for t in _templates()}
    assert groups == {"Archetypes", "NPCs", "Creatures"}
    assert {t.side for t in _templates() if t.group == "Archetypes"} == {"pc"}
    assert {t.side for t in _templates() if t.group != "Archetypes"} == {"npc"}


@pytest.mark.parametrize("t", _templates(), ids=lambda t: t.id)
def test_a_template_is_complete_and_passes_the_sheet(t) -> None:
    assert sheet.sheet_problems(t.stats) == []
    needed = BEAST if t.group == "Creatures" else HUMAN
    assert all(isinstance(t.stats.get(k), int) for k in needed), t.id
    assert t.stats["skills"].get("Dodge") and t.stats["weapons"] and "db" in t.stats
    assert t.source and ("Zonekeeper's own" in t.source)
    enc = _arena()
    add_from_template(enc, t, zone="a")
    for w in weapons_of(enc, t.name):  # every weapon rolls a skill the template has
        assert skill_value(enc, t.name, w["skill"])[0] > 0, (t.id, w["name"])


def test_creatures_quote_the_seeds_natural_weapons() -> None:
    bear = next(t for t in _templates() if t.id == "bear")
    assert {w.get("natural") for w in bear.stats["weapons"]} == {"claw", "bite_or_horn"}
    assert "Armas naturais" in bear.source


def test_every_template_fights_at_once() -> None:
    enc = _arena()
    names = [add_from_template(enc, t, zone="a")[0] for t in _templates()]
    for name in names:
        assert enc.combat.track_views(name)
        assert enc.combat.budget_view(name).text
        for target in names:
            if target == name:
                continue
            for wid, _label in enc.combat.weapon_choices(name):
                p = enc.combat.attack_preview(name, target, wid)
                assert p.allowed or p.reason
    enc.combat.roll_initiative()
    assert enc.combat.start_fight() is not None


def test_four_cultists_get_numbered_names_and_free_spots() -> None:
    enc = _arena()
    cultist = next(t for t in _templates() if t.id == "cultist")
    names = add_from_template(enc, cultist, zone="a", count=4)
    assert names == ["Cultist 1", "Cultist 2", "Cultist 3", "Cultist 4"]
    spots = {enc.combatant(n).position for n in names}
    assert len(spots) == 4
    enc.undo()
    assert not list(enc)
