"""The WWII character sheet: every level the rules read is a field with the sheet's range, the
tracks' maxima are derived by the functions the rules use, bad values are refused in words a GM
reads, the weapon picker shows the table's numbers, and the sample's soldiers pass the sheet."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from core.characters import equip, set_sheet_value
from core.encounter import Encounter
from core.rules.base import RuleError
from core.rules.runner import get_path
from core.rules.ww2 import injuries, sheet
from core.rules.ww2.state import SKILLS
from ww2.helpers import rows, table

REPO = Path(__file__).resolve().parents[3]
SAMPLE = REPO / "resources" / "samples" / "sample_ww2.zkenc"


def test_every_level_the_rules_read_is_a_field(ww2_enc: Encounter) -> None:
    fields = {f.id: f for f in ww2_enc.combat.character_sheet().fields()}
    for key in SKILLS:
        f = fields[key]
        assert (f.kind, f.minimum, f.maximum, f.label) == ("int", 0, 10, SKILLS[key])
    assert fields["weapons"].kind == "items"
    assert {s.id for s in ww2_enc.combat.character_sheet().sections} == {
        "skills",
        "weapon_skills",
        "techniques",
        "tracks",
        "weapons",
    }


def test_the_tracks_maxima_are_derived_by_the_rules_functions(ww2_enc: Encounter) -> None:
    c = ww2_enc.combat
    values = c.sheet_values(ww2_enc.combatant("Carl").stats)
    assert values["max_lesoes"] == 4 == injuries.max_lesoes(ww2_enc, "Carl")
    assert values["max_ferimentos"] == rows("injuries", key="max_ferimentos")[0]["max"] == 5
    assert values["max_ferimentos"] == injuries.max_ferimentos(ww2_enc)
    assert values["max_sangramento"] == 25  # over 25: death (bleeding.json)
    set_sheet_value(ww2_enc, "Carl", "resistencia", 6)
    assert injuries.max_lesoes(ww2_enc, "Carl") == 6
    lesoes = next(t for t in c.track_views("Carl") if t.id == "lesoes")
    assert lesoes.maximum == 6
    assert all(f.derived for f in c.character_sheet().sections[3].fields)


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [
        ("rifles", 11, "Rifles must be between 0 and 10 (got 11)."),
        ("frieza", -1, "Composure must be between 0 and 10"),
        ("atencao", "lots", "Attention must be a number"),
        ("surpresa", 2.5, "Surprise must be a whole number"),
        ("max_lesoes", 4, "worked out from the sheet"),
        ("weapons", "Garand", "list of entries picked from the table"),
        ("weapons", [{"name": "Luger"}], "Weapon 1 has no id."),
        (
            "weapons",
            [{"id": "luger", "name": "Luger", "category": "pistolas"}],
            "Luger: the category must be one of Rifles, Submachine guns",
        ),
        (
            "weapons",
            [{"id": "k", "name": "K", "category": "rifles", "range_class": "far"}],
            "K: the range class must be one of",
        ),
        (
            "weapons",
            [{"id": "k", "category": "rifles"}, {"id": "k", "category": "rifles"}],
            "Two weapons share the id 'k'",
        ),
        (
            "weapons",
            [{"id": "k", "name": "K", "category": "rifles", "maximum_m": -3}],
            "K: maximum distance is metres from 0.",
        ),
    ],
)
def test_bad_values_are_refused_and_nothing_changes(
    ww2_enc: Encounter, field: str, value: Any, words: str
) -> None:
    before = ww2_enc.combatant("Ana").stats
    with pytest.raises(RuleError) as err:
        set_sheet_value(ww2_enc, "Ana", field, value)
    assert words in str(err.value)
    assert ww2_enc.combatant("Ana").stats == before


def test_a_good_value_is_one_undo_step(ww2_enc: Encounter) -> None:
    set_sheet_value(ww2_enc, "Ana", "frieza", "5")
    assert ww2_enc.combatant("Ana").stats["frieza"] == 5
    ww2_enc.undo()
    assert ww2_enc.combatant("Ana").stats["frieza"] == 2


def test_weapon_picker_rows_come_from_the_table_with_their_range() -> None:
    items = {i.id: i for i in sheet.weapon_items()}
    assert len(items) == len(table("weapons")["rows"])
    assert items["garand"].label == "M1 Garand — Rifles, effective 250 m (Long)"
    assert items["mp40"].label == "MP 40 — Submachine guns, effective 20 m (Short)"
    assert items["bayonet"].label == "Bayonet — Close combat, 0–5 m (Melee)"
    assert dict(items["mg42"].data) == {"id": "mg42", "name": "MG 42", "category": "metralhadoras"}
    for item in items.values():
        sheet.check_weapons([dict(item.data)])


def test_a_picked_weapon_takes_its_categorys_range_unless_the_gm_sets_one(
    ww2_enc: Encounter, place: Any
) -> None:
    from core.rules.ww2.attacks import weapon_ranges

    mp40 = dict(sheet.weapon_item("mp40").data)  # type: ignore[union-attr]
    assert weapon_ranges(ww2_enc, mp40)["effective_m"] == 20.0
    ww2_enc.combat.set_rule_setting(
        "ww2.weapon_range_table", {"submetralhadoras": {"range_class": "medium"}}
    )
    assert weapon_ranges(ww2_enc, mp40)["effective_m"] == 100.0


def test_equipping_a_weapon_is_logged_and_undone(ww2_enc: Encounter) -> None:
    equip(ww2_enc, "Carl", "weapons", "thompson")
    ids = [w for w, _ in ww2_enc.combat.weapon_choices("Carl")]
    assert ids == ["knife", "thompson", "unarmed"]
    assert ww2_enc.log[-1]["text"].startswith("Carl takes up Thompson M1A1 — Submachine guns")
    ww2_enc.undo()
    assert [w for w, _ in ww2_enc.combat.weapon_choices("Carl")] == ["knife", "unarmed"]


def test_the_sample_soldiers_pass_the_sheet() -> None:
    enc = Encounter.load(SAMPLE)
    c = enc.combat
    for who in enc.combatants():
        for f in c.character_sheet().fields():
            value = get_path(who.stats, f.id)
            if f.derived or value is None:
                continue
            assert c.check_sheet_value(f.id, value) == value, (who.name, f.id)
        assert set(who.stats) <= {f.id for f in c.character_sheet().fields()}


def test_defaults_make_a_complete_new_soldier(ww2_enc: Encounter) -> None:
    stats = ww2_enc.combat.character_sheet().defaults()
    assert stats["resistencia"] == sheet.DEFAULT_RESISTENCIA and stats["rifles"] == 0
    assert stats["weapons"] == []
    assert set(stats) == {*SKILLS, "weapons"}
