"""The CombatRunner views for 2d6 pulp (what the docks read), save/load of a fight in progress,
renames and removals, and a whole fight undone to its start."""

from __future__ import annotations

import copy

import pytest

from core.encounter import Encounter
from core.rules.pulp2d6.combat import PulpCombat
from core.rules.runner import (
    ActionView,
    AttackPreview,
    BudgetView,
    CombatRunner,
    FlagSpec,
    InitiativeEntry,
    TrackView,
)


def test_the_runner(pulp: Encounter) -> None:
    assert isinstance(pulp.combat, CombatRunner) and isinstance(pulp.combat, PulpCombat)
    assert pulp.combat.initiative_title == "Seating (clockwise)"


def test_every_view_for_every_combatant(pulp: Encounter) -> None:
    c = pulp.combat
    c.add_vehicle("sherman_tank", "Sherman", "z1")
    entries = c.initiative_entries()
    assert all(isinstance(e, InitiativeEntry) for e in entries)
    assert [e.names for e in entries[:3]] == [("Rita",), ("Doc",), ("Max",)]
    assert sum(e.current for e in entries) == 1 and entries[0].current
    assert {n for e in entries for n in e.names} == {x.name for x in pulp}
    for x in pulp:
        b = c.budget_view(x.name)
        assert isinstance(b, BudgetView) and [i.kind for i in b.items] == ["move", "action"]
        acts = c.action_views(x.name)
        assert all(isinstance(a, ActionView) for a in acts)
        legal = {a.id for a in acts if a.legal}
        if x.name == "Rita":
            assert {"attack", "vehicle_attack", "move", "other_action"} <= legal
        else:
            assert not legal
        tracks = {t.id: t for t in c.track_views(x.name)}
        assert all(isinstance(t, TrackView) for t in tracks.values())
        assert tracks["pv"].value == tracks["pv"].maximum == x.stats["pv"]
        assert tracks["state"].value == "Fighting"
        assert isinstance(c.status_badges(x.name), list)
        assert all(len(w) == 2 for w in c.weapon_choices(x.name))
    assert "Armoured" in {t.id: t for t in c.track_views("Sherman")}["pv"].detail
    assert [f.id for f in c.attack_flags()] == [
        "advantage",
        "automatic",
        "crew",
        "wreck",
        "hit_on",
        "enemy_weapon",
        "gm_allows",
    ]
    assert all(isinstance(f, FlagSpec) for f in c.attack_flags())
    p = c.attack_preview("Rita", "Gangster 1", "pistol", advantage=True)
    assert isinstance(p, AttackPreview) and p.allowed and p.dice == "2d6"
    assert [(m.label, m.value) for m in p.modifiers] == [("Violence", "+2"), ("Advantage", "+2")]
    p = c.attack_preview("Rita", "Sherman", "pistol")
    assert p.dice == "2d6" and p.modifiers[0].label == "Dexterity"
    assert any("3d6" in n for n in p.notes)
    p = c.attack_preview("Doc", "Gangster 1")
    assert not p.allowed and p.reason == "Not Doc's turn."


def test_take_action_move_and_other(pulp: Encounter) -> None:
    c = pulp.combat
    c.take_action("Rita", "move", target="z1")
    assert pulp.combatant("Rita").zone == "z1"
    c.take_action("Rita", "other_action", note="forces the garage door")
    assert pulp.actions_spent("Rita") == {"move": 1, "action": 1}
    assert "forces the garage door" in pulp.log[-1]["text"]
    assert not any(v.legal for v in c.action_views("Rita") if v.id != "tend")


def test_save_and_load_a_fight_in_progress(pulp: Encounter, rig, tmp_path) -> None:
    c = pulp.combat
    rig(pulp)(1, 2, 3)  # 5: the GM picks; the bat 3
    out = c.attack("Rita", "Gangster 1", "pistol")
    c.choose_consequences(out["attack_id"], ["harm", "vulnerable"])
    c.next_turn()
    rig(pulp)(2, 2)
    pending = c.attack("Doc", "Sarge")
    path = tmp_path / "raid.zkenc"
    pulp.save(path)
    loaded = Encounter.load(path)
    assert loaded.to_dict() == pulp.to_dict()
    lc = loaded.combat
    assert lc.current_turn() == "Doc" and lc.seating() == ["Rita", "Doc", "Max"]
    assert [a["id"] for a in lc.pending_attacks()] == [pending["attack_id"]]
    assert lc.current_pv("Rita") == 8 and "Vulnerable 1t" in lc.status_badges("Rita")
    lc.choose_consequences(pending["attack_id"], ["stress"])
    assert lc.pending_attacks() == []


@pytest.mark.parametrize(
    ("field", "value", "match"),
    [
        ("seating", ["Ghost"], "pulp2d6.seating"),
        ("seating", ["Rita", "Rita"], "sits twice"),
        ("current", "Ghost", "pulp2d6.current"),
        (
            "attacks",
            {"a1": {"attacker": "Rita", "target": "Ghost", "total": 3, "count": 1}},
            "target",
        ),
    ],
)
def test_validate_state_names_the_bad_field(pulp: Encounter, field, value, match) -> None:
    from core.io import EncounterFileError, encounter_from_dict

    data = copy.deepcopy(pulp.to_dict())
    data["ruleset_state"]["pulp2d6"][field] = value
    with pytest.raises(EncounterFileError, match=match):
        encounter_from_dict(data)


def test_rename_and_remove(pulp: Encounter, rig) -> None:
    rig(pulp)(4, 4)
    out = pulp.combat.attack("Rita", "Gangster 1", "pistol")
    pulp.update_combatant("Rita", name="Rita Hayworth")
    assert pulp.combat.current_turn() == "Rita Hayworth"
    assert pulp.combat.seating()[0] == "Rita Hayworth"
    assert pulp.combat.pending_attacks()[0]["attacker"] == "Rita Hayworth"
    pulp.remove_combatant("Gangster 1")
    assert pulp.combat.pending_attacks() == []
    assert out["attack_id"] not in pulp.state["pulp2d6"]["attacks"]
    pulp.remove_combatant("Rita Hayworth")
    assert pulp.combat.current_turn() is None
    assert pulp.combat.next_turn() == "Doc"


def test_a_whole_fight_undoes_to_the_start(make_pulp) -> None:
    enc = make_pulp(seed=11, seat=True)
    start = copy.deepcopy(enc.to_dict())
    c = enc.combat
    c.start_fight()
    for _ in range(12):
        cur = c.current_turn()
        target = next((n for n in ("Gangster 1", "Gangster 2", "Sarge") if not c.is_dead(n)), None)
        if target and c.attack_preview(cur, target).allowed:
            out = c.attack(cur, target)
            choices = [
                x["id"]
                for x in c.consequence_choices(out["attack_id"])
                if x["legal"] and x["id"] in ("harm", "stress", "vulnerable")
            ]
            c.choose_consequences(out["attack_id"], choices[: out["count"]])
        c.next_turn()
    assert sum(e["kind"] == "consequences" for e in enc.log) >= 5
    while enc.history.can_undo:
        enc.undo()
    assert enc.to_dict() == start


def test_the_preview_refuses_a_shot_through_a_closed_door(pulp: Encounter) -> None:
    pulp.combat.add_npc("cultist", "Hidden", "z2")
    pulp.place("Rita", "z1")
    refused = pulp.combat.attack_preview("Rita", "Hidden", "pistol")
    assert not refused.allowed and refused.reason == "Closed door between Street and Garage."
    allowed = pulp.combat.attack_preview("Rita", "Hidden", "pistol", gm_allows=True)
    assert allowed.allowed and any(n.startswith("GM allows") for n in allowed.notes)
    assert pulp.combat.attack_preview("Rita", "Sarge", "pistol").allowed


def test_gm_tools_are_forms_that_run(make_pulp, rig) -> None:
    from core.rules.base import RuleError
    from core.rules.runner import ToolSpec

    enc = make_pulp()
    c = enc.combat
    tools = {t.id: t for t in c.gm_tools()}
    assert all(isinstance(t, ToolSpec) for t in tools.values())
    assert {
        "consequences",
        "seating",
        "tend",
        "medic_heal",
        "add_npc",
        "add_vehicle",
        "reload",
        "between_sessions",
    } == set(tools)
    assert "gangster" in {p.id: p for p in tools["add_npc"].params}["type_id"].choices
    c.run_gm_tool("seating", names="Max, Rita")
    assert c.seating() == ["Max", "Rita"]
    c.run_gm_tool("add_npc", type_id="soldier", new_name="Private", zone="z1")
    c.run_gm_tool("add_vehicle", type_id="car", new_name="Ford", zone="z1")
    assert enc.combatant("Private").stats["npc_type"] == "soldier"
    assert enc.combatant("Ford").stats["vehicle"] is True
    c.start_fight()
    rig(enc)(1, 1)
    out = c.attack("Max", "Gangster 1")
    spec = {p.id: p for p in c.gm_tools()[0].params}
    assert spec["attack_id"].choices == (out["attack_id"],)
    rig(enc)(2)
    text = c.run_gm_tool(
        "consequences", attack_id=out["attack_id"], first="harm", harm_weapon="Gangster 2:pistol"
    )["text"]
    assert "Gangster 2's Pistol hits Max" in text
    c.apply_damage("Doc", 3)
    rig(enc)(2)
    c.run_gm_tool("medic_heal", patient="Doc", medic="")
    assert c.current_pv("Doc") == 7
    c.run_gm_tool("between_sessions")
    assert c.current_pv("Doc") == 8
    with pytest.raises(RuleError, match="no tool"):
        c.run_gm_tool("fireball")


def test_the_api_names_are_on_the_package() -> None:
    import core.rules.pulp2d6 as pkg
    from core.rules.pulp2d6 import attacks, damage, turns

    assert pkg.set_seating is turns.set_seating and pkg.tend is damage.tend
    assert pkg.choose_consequences is attacks.choose_consequences
    assert pkg.add_npc is attacks.add_npc and pkg.npc_roster is attacks.npc_roster
    with pytest.raises(AttributeError):
        pkg.no_such_function  # noqa: B018
