"""Vehicle combat's choices as attack-form options (seed 004 "COMBATE EN VEHÍCULOS":
"con 7 o menos, su enemigo le golpea; con 8-9, se golpean mutuamente"; "Al llegar a los 0 PV el
vehículo queda destruido o inutilizado (a elección del atacante)"), and HERIR's weapon as a
choice of the consequences tool ("solo usa una de las armas")."""

from __future__ import annotations

import pytest

from core.encounter import Encounter
from core.resources import load_table
from core.rules.pulp2d6 import attacks as atk
from core.rules.pulp2d6 import damage as dmg

DESTROYED = next(
    r for r in load_table("pulp2d6", "vehicle_combat")["rows"] if r["rule"] == "destroyed"
)
PISTOL = {"id": "pistol", "name": "Pistol", "damage": "1d6"}


def _flags(enc: Encounter) -> dict[str, object]:
    return {f.id: f for f in enc.combat.attack_flags()}


def test_the_form_offers_the_three_choices_with_the_cores_defaults(pulp: Encounter) -> None:
    flags = _flags(pulp)
    assert flags["wreck"].kind == "choice"
    assert set(flags["wreck"].choices) == set(DESTROYED["results"])
    assert flags["hit_on"].choices == atk.HIT_ON_CHOICES
    assert flags["enemy_weapon"].choices == atk.ENEMY_WEAPON_CHOICES
    assert {k: flags[k].default for k in ("wreck", "hit_on", "enemy_weapon")} == {
        "wreck": "destroyed",
        "hit_on": "attacker",
        "enemy_weapon": "first",
    }


@pytest.mark.parametrize("wreck", dmg.WRECK_CHOICES)
def test_the_attacker_chooses_destroyed_or_disabled_through_attack(pulp, rig, wreck) -> None:
    pulp.combat.add_vehicle("car", "Car", "z1")
    preview = pulp.combat.attack_preview("Rita", "Car", "pistol", wreck=wreck)
    assert preview.allowed and f"At 0 PV Car is {wreck}." in preview.notes
    rig(pulp)(6, 6, 6)  # 12 + 1: Rita hits, 6 damage ≥ the car's 5 PV
    pulp.combat.attack("Rita", "Car", "pistol", wreck=wreck)
    assert dmg.wrecked(pulp, "Car") == wreck


def test_the_enemys_fire_hits_the_pcs_vehicle(pulp: Encounter, rig) -> None:
    pulp.combat.add_vehicle("truck", "Truck", "z1", armed=True)
    pulp.combat.add_vehicle("car", "Car", "z0", side="pc")
    preview = pulp.combat.attack_preview("Rita", "Truck", "pistol", hit_on="attacker's vehicle")
    assert preview.allowed
    assert any("hits Car" in n for n in preview.notes)
    rig(pulp)(1, 1, 1, 1, 2)  # 2 + 1 = 3: the enemy hits — 3d6 = 4 on the car
    out = pulp.combat.attack("Rita", "Truck", "pistol", hit_on="attacker's vehicle")
    assert out["outcome"] == "enemy_hits_pc"
    assert pulp.combat.current_pv("Car") == 1 and pulp.combat.current_pv("Rita") == 10


def test_no_vehicle_of_the_pcs_side_nearby_is_a_refusal(pulp: Encounter) -> None:
    pulp.combat.add_vehicle("truck", "Truck", "z1", armed=True)
    pulp.combat.add_vehicle("car", "Car", "z1", side="pc")  # not in Rita's zone
    preview = pulp.combat.attack_preview("Rita", "Truck", "pistol", hit_on="attacker's vehicle")
    assert not preview.allowed and "rides no vehicle" in preview.reason
    with pytest.raises(ValueError, match="rides no vehicle"):
        pulp.combat.attack("Rita", "Truck", "pistol", hit_on="attacker's vehicle")


def test_which_enemy_weapon_fires_back(pulp: Encounter, rig) -> None:
    pulp.combat.add_vehicle("truck", "Truck", "z1", armed=True)
    pulp.combatant("Truck").stats["weapons"].append(dict(PISTOL))
    preview = pulp.combat.attack_preview("Rita", "Truck", "pistol", enemy_weapon="second")
    assert any("Pistol (1d6) hits Rita" in n for n in preview.notes)
    rig(pulp)(1, 1, 3)  # 3: the enemy hits with its second weapon, the pistol: 1d6 = 3
    pulp.combat.attack("Rita", "Truck", "pistol", enemy_weapon="second")
    assert pulp.combat.current_pv("Rita") == 10 - (3 - 1)  # less her PROTECCIÓN 1


def test_an_enemy_weapon_it_doesnt_have_is_a_refusal(pulp: Encounter) -> None:
    pulp.combat.add_vehicle("truck", "Truck", "z1", armed=True)
    preview = pulp.combat.attack_preview("Rita", "Truck", "pistol", enemy_weapon="third")
    assert not preview.allowed and "Truck has 1 weapon(s)" in preview.reason


def test_the_choices_mean_nothing_against_a_person(pulp: Encounter) -> None:
    preview = pulp.combat.attack_preview(
        "Rita", "Gangster 1", "pistol", wreck="disabled", hit_on="attacker's vehicle"
    )
    assert preview.allowed


def test_herir_picks_a_weapon_from_a_list(pulp: Encounter, rig) -> None:
    tool = next(t for t in pulp.combat.gm_tools() if t.id == "consequences")
    harm = next(p for p in tool.params if p.id == "harm_weapon")
    assert harm.kind == "choice" and not harm.required and harm.default is None
    assert "Gangster 1:machine_gun" in harm.choices
    label = harm.choice_labels[harm.choices.index("Gangster 1:machine_gun")]
    assert label.startswith("Gangster 1: ") and "2d6" in label
    assert not any(c.startswith("Rita:") for c in harm.choices)  # PCs don't HERIR
    rig(pulp)(1, 1)  # 2 + 1: the GM picks against Rita
    out = pulp.combat.attack("Rita", "Gangster 1", "pistol")
    rig(pulp)(4, 4)  # the machine gun's 2d6
    pulp.combat.run_gm_tool(
        "consequences",
        attack_id=out["attack_id"],
        first="harm",
        harm_weapon="Gangster 1:machine_gun",
    )
    assert pulp.combat.current_pv("Rita") == 10 - (8 - 1)  # 2d6 = 8, less PROTECCIÓN 1
