"""The 2d6 pulp character sheet as data, its templates, the rolls the app asks for, and the
map's say over attacks (walls, closed doors, melee reach, the logged GM override)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from core.characters import add_from_template, equip, set_sheet_value
from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.pulp2d6 import sheet
from core.rules.pulp2d6.attacks import MELEE_REACH

REPO = Path(__file__).resolve().parents[3]
SAMPLE = REPO / "resources" / "samples" / "sample_pulp2d6.zkenc"
CODE = REPO / "core" / "rules" / "pulp2d6"


def fight(seed: int = 5) -> Encounter:
    """Hall | Office (wall) and Hall | Cellar (closed door), Hall | Yard (open)."""
    enc = Encounter(ruleset="pulp2d6", seed=seed)
    zones = (("hall", "Hall", 0), ("office", "Office", 10), ("yard", "Yard", 20))
    for zid, name, x in zones:
        enc.map.add_zone(zid, name=name, polygon=[(x, 0), (x + 10, 0), (x + 10, 10), (x, 10)])
    enc.map.add_zone("cellar", name="Cellar", polygon=[(0, 10), (10, 10), (10, 20), (0, 20)])
    enc.map.add_border("hall", "office", kind="wall")
    enc.map.add_border("office", "yard", kind="open")
    enc.map.add_border("hall", "cellar", kind="door", state="closed")
    knife, pistol = _table("knife"), _table("pistol")
    stats = {"violencia": 1, "destreza": 2, "ingenio": 0, "pv": 10, "pc": 10}
    enc.add_combatant("Rita", zone="hall", side="pc", stats={**stats, "weapons": [knife, pistol]})
    enc.combat.add_npc("cultist", "Acolyte", "office")
    enc.combat.add_npc("cultist", "Doorman", "cellar")
    enc.combat.add_npc("gangster", "Lefty", "hall")
    enc.combat.set_seating(["Rita"])
    enc.combat.start_fight()
    return enc


def _table(wid: str) -> dict[str, Any]:
    row = next(r for r in sheet.weapon_rows() if r["id"] == wid)
    return sheet.weapon_data(row)


# -- the sheet ------------------------------------------------------------------------------------
def test_every_stat_the_rules_read_is_a_field() -> None:
    code = "".join(p.read_text(encoding="utf-8") for p in CODE.glob("*.py"))
    read = set(re.findall(r"stats\.get\(\"(\w+)\"", code))
    read |= set(re.findall(r"stat\(enc, \w+, \"(\w+)\"", code))
    read |= set(re.findall(r"attribute\(\w+, \"(\w+)\"", code))
    fields = {f.id for f in sheet.character_sheet().fields()}
    read |= set(sheet.ATTRIBUTES)  # read by key through sheet.attribute
    assert {"violencia", "destreza", "ingenio", "pv", "pc", "proteccion", "weapons"} <= read
    assert {"medico", "tactics", "vehicle", "armoured"} <= read
    assert read <= fields, read - fields


def test_the_weapon_picker_shows_the_seeds_weapons_with_their_numbers() -> None:
    enc = Encounter(ruleset="pulp2d6")
    f = enc.combat.character_sheet().field("weapons")
    labels = {i.id: i.label for i in f.items}
    assert labels["machine_gun"] == "Machine gun — 2d6, ranged, automatic"
    assert labels["knife"] == "Knife — 1d6, melee"
    assert labels["grenade"] == "Grenade — 3d6, ranged"
    names = {
        w["name_es"].lower() for r in load_table("pulp2d6", "npcs")["rows"] for w in r["weapons"]
    }
    assert names <= {i.data["name_es"].lower() for i in f.items}


def test_derived_rolls_are_what_the_attack_adds() -> None:
    enc = fight()
    set_sheet_value(enc, "Rita", "violencia", 3)
    values = enc.combat.sheet_values(enc.combatant("Rita").stats)
    assert values["derived.attack_roll"] == "2d6 + 3 (Violence)"
    assert values["derived.vehicle_roll"] == "2d6 + 2 (Dexterity)"
    assert values["derived.crew_roll"] == "2d6 + 0 (Wits)"
    preview = enc.combat.attack_preview("Rita", "Lefty", "knife")
    assert preview.dice == "2d6" and [(m.label, m.value) for m in preview.modifiers] == [
        ("Violence", "+3")
    ]
    enc.ruleset.settings["pulp2d6.experienced_crew_bonus"] = 2
    crew = enc.combat.derived_values(enc.combatant("Rita").stats)["derived.crew_roll"]
    assert crew == "2d6 + 0 (Wits) + 2 (crew)"
    assert all(
        f.derived
        for f in enc.combat.character_sheet().fields()
        if f.id in values and f.id.startswith("derived.")
    )


@pytest.mark.parametrize(
    ("field_id", "value", "message"),
    [
        ("violencia", 4, "Violence must be between -2 and 3 (got 4)."),
        ("destreza", "lots", "Dexterity must be a number (got 'lots')."),
        ("pv", 0, "PV (maximum) must be between 1 and 40 (got 0)."),
        ("proteccion", 1.5, "Protection must be a whole number (got 1.5)."),
        ("weapons", [{"name": "Pistol", "damage": "d"}], "Pistol's damage 'd' is not dice"),
        ("weapons", [{"damage": "1d6"}], "every weapon needs a name"),
        ("weapons", [{"name": "Stick"}], "Stick needs its damage"),
        ("tactics", ["world_domination"], "no tactic 'world_domination'"),
        ("vehicle_type", "zeppelin", "Vehicle type: choose one of"),
        ("derived.attack_roll", "2d6", "worked out from the sheet"),
    ],
)
def test_bad_values_are_refused_with_a_reason(field_id: str, value: Any, message: str) -> None:
    enc = fight()
    before = enc.to_dict()
    with pytest.raises(RuleError, match=re.escape(message)):
        set_sheet_value(enc, "Rita", field_id, value)
    assert enc.to_dict() == before


def test_good_values_are_typed_and_one_undo_step() -> None:
    enc = fight()
    c = enc.combat
    assert c.check_sheet_value("violencia", "-2") == -2
    assert c.check_sheet_value("pc", "-") is None  # the NPC table's "-": no sanity track
    assert c.check_sheet_value("tactics", [{"key": "frenzy"}, "frenzy"]) == ["frenzy"]
    set_sheet_value(enc, "Rita", "proteccion", 2)
    assert enc.combatant("Rita").stats["proteccion"] == 2
    enc.undo()
    assert "proteccion" not in enc.combatant("Rita").stats


def test_the_sample_passes_the_sheet() -> None:
    for c in Encounter.load(SAMPLE).combatants():
        assert sheet.check_stats(c.stats) == [], c.name


# -- templates ------------------------------------------------------------------------------------
def test_every_npc_table_row_is_a_template_with_its_numbers() -> None:
    templates = {t.id: t for t in Encounter(ruleset="pulp2d6").combat.character_templates()}
    for row in load_table("pulp2d6", "npcs")["rows"]:
        t = templates[f"npc_{row['key']}"]
        assert (t.stats["pv"], t.stats["pc"], t.side) == (row["hp"], row["pc"], "npc")
        assert [w["damage"] for w in t.stats["weapons"]] == [w["damage"] for w in row["weapons"]]
        assert "TIPO PV PC ARMAS" in t.source
    groups = {t.group for t in templates.values()}
    assert {"Archetypes", "NPCs", "Creatures"} <= groups
    own = [t for t in templates.values() if t.group == "Archetypes"]
    assert own and all(t.side == "pc" and "Zonekeeper's own" in t.source for t in own)


def test_every_template_passes_the_sheet_and_plays() -> None:
    enc = fight()
    templates = enc.combat.character_templates()
    for t in templates:
        assert t.side in ("pc", "npc") and t.group and t.source, t.id
        assert sheet.check_stats(t.stats) == [], t.id
        add_from_template(enc, t, zone="yard")
    pcs = [t.name for t in templates if t.side == "pc"]
    for x in enc.combatants():
        assert enc.combat.track_views(x.name)
        for p in ["Rita", *pcs]:
            preview = enc.combat.attack_preview(p, x.name, gm_allows=True)
            assert isinstance(preview.allowed, bool) and (preview.allowed or preview.reason)


# -- rolls the app asks for -----------------------------------------------------------------------
def test_a_move_roll_is_2d6_plus_destreza_and_is_logged() -> None:
    enc = fight(seed=1)
    skill = enc.ruleset.skill("mobility")
    assert skill == "Dexterity"
    spec = enc.combat.roll_spec("Rita", skill)
    assert (spec.kind, spec.count, spec.sides, spec.modifier, spec.target) == ("sum", 2, 6, 2, 8)
    out = enc.combat.make_roll("Rita", skill, why="entering the cluttered yard")
    assert out.success == (sum(out.dice) + 2 >= 8)
    assert enc.log[-1]["text"] == out.text and out.text.startswith("Rita rolls Dexterity")


def test_a_roll_the_sheet_cannot_make_says_so() -> None:
    enc = fight()
    assert enc.combat.roll_spec("Lefty", "DESTREZA").missing == ("Dexterity",)
    with pytest.raises(RuleError, match="Lefty's sheet has no Dexterity"):
        enc.combat.make_roll("Lefty", "DESTREZA")
    enc.combat.add_vehicle("car", "Jalopy", "yard")
    assert enc.combat.roll_spec("Jalopy", "DESTREZA") is None
    assert enc.combat.roll_spec("Rita", "Swimming") is None


def test_an_attack_without_violencia_says_so_instead_of_adding_zero() -> None:
    enc = fight()
    stats = dict(enc.combatant("Rita").stats)
    del stats["violencia"]
    enc.update_combatant("Rita", stats=stats)
    preview = enc.combat.attack_preview("Rita", "Lefty", "knife")
    assert not preview.allowed and preview.reason == (
        "Rita's sheet has no Violence: fill it in before rolling."
    )
    with pytest.raises(RuleError, match="no Violence"):
        enc.combat.attack("Rita", "Lefty", "knife")


# -- the map's say ------------------------------------------------------------------------------
def test_no_shot_through_a_wall_or_a_closed_door() -> None:
    enc = fight()
    wall = enc.combat.attack_preview("Rita", "Acolyte", "pistol")
    assert not wall.allowed and wall.reason == "Wall between Hall and Office."
    door = enc.combat.attack_preview("Rita", "Doorman", "pistol")
    assert not door.allowed and door.reason == "Closed door between Hall and Cellar."
    with pytest.raises(RuleError, match=r"^Closed door between Hall and Cellar\.$"):
        enc.combat.attack("Rita", "Doorman", "pistol")


def test_melee_needs_the_target_in_the_same_zone() -> None:
    enc = fight()
    assert MELEE_REACH == ("engaged", "short")
    assert enc.combat.attack_preview("Rita", "Lefty", "knife").allowed
    far = enc.combat.attack_preview("Rita", "Acolyte", "knife")
    assert far.reason == "Acolyte is at medium range; a melee attack needs engaged or short range."


def test_the_gm_may_allow_it_and_the_log_says_so() -> None:
    enc = fight(seed=2)
    preview = enc.combat.attack_preview("Rita", "Acolyte", "pistol", gm_allows=True)
    assert preview.allowed
    note = "GM allows Rita's attack on Acolyte although: Wall between Hall and Office."
    assert note in preview.notes
    out = enc.combat.attack("Rita", "Acolyte", "pistol", gm_allows=True)
    assert note in out["text"] and note in enc.log[-1]["text"]


# -- weapons and flags ----------------------------------------------------------------------------
def test_weapon_choices_are_what_is_carried_and_others_need_equipping() -> None:
    enc = fight()
    assert enc.combat.weapon_choices("Rita") == [
        ("knife", "Knife — 1d6, melee"),
        ("pistol", "Pistol — 1d6, ranged"),
    ]
    refused = enc.combat.attack_preview("Rita", "Lefty", "shotgun")
    assert (
        refused.reason
        == "Rita doesn't carry Shotgun: give it to Rita on the sheet (Weapons) first."
    )
    equip(enc, "Rita", "weapons", "shotgun")
    assert enc.log[-1]["text"] == "Rita takes up Shotgun — 2d6, ranged."
    assert enc.combat.attack_preview("Rita", "Lefty", "shotgun").allowed
    enc.undo()
    assert not enc.combat.attack_preview("Rita", "Lefty", "shotgun").allowed


@pytest.mark.parametrize("target", ["Lefty", "Truck"])
def test_every_flag_the_form_offers_is_accepted(target: str) -> None:
    enc = fight()
    enc.combat.add_vehicle("truck", "Truck", "hall", armed=True)
    equip(enc, "Rita", "weapons", "machine_gun")
    for spec in enc.combat.attack_flags():
        values = spec.choices or (False, True)
        for value in values:
            for weapon in ("pistol", "machine_gun"):
                flags = {spec.id: value}
                preview = enc.combat.attack_preview("Rita", target, weapon, **flags)
                try:
                    enc.combat.attack("Rita", target, weapon, **flags)
                except RuleError as exc:
                    assert not preview.allowed and str(exc) == preview.reason, (spec.id, value)
                else:
                    assert preview.allowed, (spec.id, value)
                    enc.undo()
    crew = enc.combat.attack_preview("Rita", "Lefty", crew=True)
    assert (
        crew.reason == "Large vessel with its crew is for vehicle combat; Lefty is not a vehicle."
    )
    with pytest.raises(RuleError, match="no option 'sideways'"):
        enc.combat.attack_preview("Rita", "Lefty", sideways=True)
    with pytest.raises(RuleError, match="no option 'sideways'"):
        enc.combat.attack("Rita", "Lefty", sideways=True)


# -- words ----------------------------------------------------------------------------------------
def test_messages_name_people_and_weapons_never_ids(pulp: Encounter, rig) -> None:
    rig(pulp)(1, 3, 4)  # automatic fire: a 1 empties the tommy gun
    out = pulp.combat.attack("Rita", "Gangster 1", "tommy", automatic=True)
    assert out["emptied"] and out["text"].startswith("Rita attacks Gangster 1 with Tommy gun")
    rig(pulp)(2, 2)  # 8: a success, the tommy gun's 2d6 hit
    pulp.combat.choose_consequences(out["attack_id"], [])
    assert out["attack_id"] not in pulp.log[-1]["text"]
    pulp.combat.skip_to_next_round()
    pulp.combat.take_action("Rita", "reload")
    assert pulp.log[-1]["text"] == "Rita reloads the Tommy gun (one action)."
