"""Vehicle combat (resources/rules/pulp2d6/vehicle_combat.json, vehicles.json) and the NPC table
as a roster (npcs.json)."""

from __future__ import annotations

import pytest

from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.pulp2d6 import attacks as atk

VC = load_table("pulp2d6", "vehicle_combat")["rows"]
VC_RULES = {r["rule"]: r for r in VC if r["rule"] != "band"}
VC_BANDS = [r for r in VC if r["rule"] == "band"]
VEHICLES = {r["key"]: r for r in load_table("pulp2d6", "vehicles")["rows"]}
NPCS = load_table("pulp2d6", "npcs")["rows"]


# -- the roster ------------------------------------------------------------------------------
def test_the_npc_roster_is_the_table() -> None:
    roster = atk.npc_roster()
    assert [r["key"] for r in roster] == [r["key"] for r in NPCS]
    for row, src in zip(roster, NPCS, strict=True):
        assert (row["pv"], row["pc"], row["type_es"]) == (src["hp"], src["pc"], src["type_es"])
        assert [w["damage"] for w in row["weapons"]] == [w["damage"] for w in src["weapons"]]


@pytest.mark.parametrize("src", NPCS, ids=lambda r: r["key"])
def test_add_npc_from_every_row(make_pulp, src) -> None:
    enc = make_pulp()
    enc.combat.add_npc(src["key"], "New", "z1")
    c = enc.combatant("New")
    assert c.side == "npc" and c.stats["npc_type"] == src["key"]
    assert enc.combat.current_pv("New") == src["hp"]
    tracks = {t.id: t for t in enc.combat.track_views("New")}
    if src["pc"] is None:
        assert tracks["pc"].kind == "text" and tracks["pc"].value == "-"
    else:
        assert tracks["pc"].value == tracks["pc"].maximum == src["pc"]
    assert enc.log[-1]["kind"] == "roster"
    enc.undo()
    assert "New" not in enc


def test_unknown_npc_type(pulp: Encounter) -> None:
    with pytest.raises(RuleError, match="choose from civilian"):
        pulp.combat.add_npc("dragon", "Smaug", "z1")


def test_the_dogs_pounce_puts_you_on_the_ground(pulp: Encounter, rig) -> None:
    pulp.combat.add_npc("attack_dog", "Rex", "z0")
    rig(pulp)(1, 1)
    out = pulp.combat.attack("Rita", "Rex", "pistol")
    pulp.combat.choose_consequences(out["attack_id"], ["harm"], harm_weapon="pounce")
    assert pulp.combatant("Rita").stance == "prone"


# -- vehicles --------------------------------------------------------------------------------
def test_the_vehicle_roster_and_the_cap() -> None:
    roster = {r["key"]: r for r in atk.vehicle_roster()}
    assert set(roster) == {k for k in VEHICLES if k != "hp_cap"}
    for key, row in roster.items():
        assert (row["pv"], row["armoured"]) == (VEHICLES[key]["hp"], VEHICLES[key]["armoured"])
    assert atk.vehicle_hp_cap() == VEHICLES["hp_cap"]["max_hp"] == 40


def test_no_vehicle_above_forty(pulp: Encounter) -> None:
    pulp.combat.add_vehicle("cruiser", "Big ship", "z2", pv=40)
    with pytest.raises(RuleError, match="40 PV"):
        pulp.combat.add_vehicle("cruiser", "Bigger ship", "z2", pv=41)
    assert "Bigger ship" not in pulp


@pytest.mark.parametrize(
    ("total", "outcome"),
    [
        (5, "enemy_hits_pc"),
        (7, "enemy_hits_pc"),
        (8, "both_hit"),
        (9, "both_hit"),
        (10, "pc_hits_target"),
        (13, "pc_hits_target"),
    ],
)
def test_vehicle_bands(pulp: Encounter, rig, total: int, outcome: str) -> None:
    band = next(
        b
        for b in VC_BANDS
        if (b["min"] is None or b["min"] <= total) and (b["max"] is None or total <= b["max"])
    )
    assert band["outcome"] == outcome
    assert VC_RULES["roll"]["dice"] == "2d6" and VC_RULES["roll"]["attribute"] == "DESTREZA"
    pulp.combat.add_vehicle("truck", "Truck", "z1", armed=True)
    pulp.combat.add_vehicle("car", "Car", "z0")
    a = min(6, total - 1 - 1)  # Rita's DESTREZA is 1
    faces = [a, total - 1 - a]
    hits = {"pc_hits_target": [3], "enemy_hits_pc": [1, 1, 2], "both_hit": [3, 1, 1, 2]}[outcome]
    rig(pulp)(*faces, *hits)
    out = pulp.combat.attack("Rita", "Truck", "pistol", hit_on="Car")
    assert out["total"] == total and out["outcome"] == outcome
    truck_hit = outcome != "enemy_hits_pc"
    car_hit = outcome != "pc_hits_target"
    assert pulp.combat.current_pv("Truck") == 10 - (3 if truck_hit else 0)
    assert pulp.combat.current_pv("Car") == 5 - (4 if car_hit else 0)
    assert VC_RULES["vehicle_weapon_damage"]["damage"] == "3d6"  # the truck's gun


def test_armoured_vehicles_only_feel_3d6(pulp: Encounter, rig) -> None:
    assert VC_RULES["armoured_vehicles"]["only_damaged_by"] == "3d6"
    pulp.combat.add_vehicle("tiger_tank", "Tiger", "z1", armed=False)
    rig(pulp)(6, 6, 5)  # 13: Rita hits with her pistol (1d6 = 5) — no effect
    pulp.combat.vehicle_attack("Rita", "Tiger", "pistol")
    assert pulp.combat.current_pv("Tiger") == 20
    assert "only 3d6 weapons" in pulp.log[-2]["text"]
    pulp.combat.skip_to_next_round()
    rig(pulp)(6, 6, 6, 6, 6)  # the grenade is a 3d6 weapon: 18
    pulp.combat.vehicle_attack("Rita", "Tiger", "grenade")
    assert pulp.combat.current_pv("Tiger") == 2


@pytest.mark.parametrize("wreck", ["destroyed", "disabled"])
def test_at_zero_the_attacker_chooses_destroyed_or_disabled(pulp, rig, wreck: str) -> None:
    row = VC_RULES["destroyed"]
    assert row["result_chosen_by"] == "attacker" and wreck in row["results"]
    pulp.combat.add_vehicle("car", "Car", "z1")
    rig(pulp)(6, 6, 6)
    pulp.combat.vehicle_attack("Rita", "Car", "pistol", wreck=wreck)
    assert pulp.combat.current_pv("Car") == 0
    assert wreck.title() in pulp.combat.status_badges("Car")
    with pytest.raises(RuleError, match="out of the fight"):
        pulp.combat.skip_to_next_round()
        pulp.combat.vehicle_attack("Rita", "Car", "pistol")


def test_large_vessels_roll_ingenio_with_the_crew_bonus(pulp: Encounter, rig) -> None:
    assert VC_RULES["large_vessels"]["attribute"] == "INGENIO"
    choice = load_table("pulp2d6", "vehicle_combat")["choices"][0]
    assert choice["setting"] == "pulp2d6.experienced_crew_bonus"
    pulp.ruleset.settings["pulp2d6.experienced_crew_bonus"] = 2
    pulp.combat.add_vehicle("cruiser", "Cruiser", "z1", armed=False)
    pulp.combat.next_turn()  # Doc: INGENIO 2
    preview = pulp.combat.attack_preview("Doc", "Cruiser", crew=True)
    assert [(m.label, m.value) for m in preview.modifiers] == [
        ("Wits", "+2"),
        ("Experienced crew", "+2"),
    ]
    rig(pulp)(3, 3, 4)  # 6 + 2 + 2 = 10; the pistol can't harm an armoured cruiser
    out = pulp.combat.vehicle_attack("Doc", "Cruiser", crew=True)
    assert out["total"] == 10 and out["outcome"] == "pc_hits_target"
    assert pulp.combat.current_pv("Cruiser") == 30


def test_vehicles_take_no_seat_and_dont_roll(make_pulp) -> None:
    enc = make_pulp()
    enc.combat.add_vehicle("car", "Jalopy", "z0", side="pc")
    with pytest.raises(RuleError, match="not a player's character"):
        enc.combat.set_seating(["Jalopy"])
    enc.combat.start_fight()
    assert "Jalopy" not in enc.combat.seating()
    with pytest.raises(RuleError, match="A vehicle doesn't roll"):
        enc.combat.vehicle_attack("Jalopy", "Sarge")
