"""core.characters.unequip: the counterpart of equip — logged, one undo step, bad rows refused."""

from __future__ import annotations

import pytest

from core.characters import equip, unequip
from core.encounter import Encounter, EncounterError
from core.rules.runner import CharacterSheet, ItemChoice, SheetField, SheetSection

KNIFE = ItemChoice("knife", "Knife — 1D4", {"id": "knife", "name": "Knife"})
CLUB = {"id": "club", "name": "Club"}
SHEET = CharacterSheet(
    (SheetSection("gear", "Gear", (SheetField("weapons", "Weapons", "items", items=(KNIFE,)),)),)
)


@pytest.fixture
def enc(monkeypatch) -> Encounter:
    e = Encounter(ruleset="yze")
    monkeypatch.setattr(type(e.combat), "character_sheet", lambda self: SHEET)
    e.map.add_zone("a", name="A", polygon=[(0, 0), (8, 0), (8, 8), (0, 8)])
    e.add_combatant("Rook", zone="a", stats={"weapons": [CLUB]})
    return e


def test_unequip_puts_the_entry_down_logged_in_one_step(enc: Encounter) -> None:
    equip(enc, "Rook", "weapons", "knife")
    unequip(enc, "Rook", "weapons", 1)
    assert enc.combatant("Rook").stats["weapons"] == [CLUB]
    assert enc.log[-1]["text"] == "Rook puts down Knife."
    enc.undo()
    assert enc.combatant("Rook").stats["weapons"] == [CLUB, {"id": "knife", "name": "Knife"}]
    assert enc.log[-1]["text"] != "Rook puts down Knife."
    unequip(enc, "Rook", "weapons", 0)
    assert enc.log[-1]["text"] == "Rook puts down Club."


def test_unequip_refuses_a_row_that_is_not_there(enc: Encounter) -> None:
    with pytest.raises(EncounterError, match="no entry 3"):
        unequip(enc, "Rook", "weapons", 2)
    assert enc.combatant("Rook").stats["weapons"] == [CLUB]


def test_equip_goes_through_the_rulesets_check() -> None:
    """BRP refuses two weapons with one id: taking up a second Dagger is refused, not saved
    to break every attack later."""
    from core.resources import resources_dir

    enc = Encounter.load(resources_dir() / "samples" / "sample_brp.zkenc")
    before = enc.combatant("Ana Ferreira").stats["weapons"]
    assert "dagger" in [w["id"] for w in before]
    with pytest.raises(ValueError, match="share the id 'dagger'"):
        equip(enc, "Ana Ferreira", "weapons", "dagger")
    assert enc.combatant("Ana Ferreira").stats["weapons"] == before
