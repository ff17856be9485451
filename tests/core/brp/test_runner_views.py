"""The ruleset-neutral views BRP gives the docks (core.rules.runner), and a fight in progress
saved and loaded."""

from __future__ import annotations

import json

import pytest

from core import io
from core.encounter import Encounter
from core.rules.brp.combat import BRPCombat
from core.rules.runner import (
    ActionView,
    AttackPreview,
    BudgetView,
    CombatRunner,
    FlagSpec,
    InitiativeEntry,
    TrackView,
)

from .helpers import PLACES, load, one_round


def test_the_runner_is_brp(brp_enc: Encounter) -> None:
    assert isinstance(brp_enc.combat, BRPCombat) and isinstance(brp_enc.combat, CombatRunner)
    assert brp_enc.combat.initiative_title == "DEX ranks"
    assert brp_enc.ruleset.name == "brp" and brp_enc.ruleset.initiative_kind == "dex_ranks"


def test_entries_before_and_during_the_fight(brp_enc: Encounter) -> None:
    c = brp_enc.combat
    assert c.initiative_entries() == []
    c.roll_initiative()
    entries = c.initiative_entries()
    assert [e.label for e in entries] == ["DEX 15", "DEX 12", "DEX 12", "DEX 10", "DEX 8"]
    assert all(isinstance(e, InitiativeEntry) and e.names == (e.key,) for e in entries)
    c.start_fight()
    entries = c.initiative_entries()
    assert entries[0].current and entries[0].names == ("Ana",)
    c.take_action("Ana", "draw", target="pistol")
    c.next_turn()
    entries = {e.key: e for e in c.initiative_entries()}
    assert entries["Ana"].label == "DEX 10" and "draws Pistol" in entries["Ana"].detail
    assert entries["Rat"].current and not entries["Ana"].acted
    order = [e.key for e in c.initiative_entries()]
    assert order == ["Rat", "Archer", "Ana", "Bo", "Ogre"]


def test_entries_mark_who_acted(fight: Encounter) -> None:
    c = fight.combat
    c.next_turn()
    c.next_turn()
    entries = c.initiative_entries()
    assert [(e.key, e.acted, e.current) for e in entries[:3]] == [
        ("Ana", True, False),
        ("Rat", True, False),
        ("Archer", False, True),
    ]


def test_reorder_swaps_ties_only(fight: Encounter) -> None:
    from core.rules.base import RuleError

    fight.combat.reorder("Rat", "Archer")
    assert [e.key for e in fight.combat.initiative_entries()][1:3] == ["Archer", "Rat"]
    with pytest.raises(RuleError):
        fight.combat.reorder("Ana", "Ogre")


def test_budget_view_words(brp_enc: Encounter) -> None:
    c = brp_enc.combat
    assert c.budget_view("Ana").text == "DEX rank 15: 1 action per DEX-rank turn"
    c.roll_initiative()
    c.start_fight()
    view = c.budget_view("Ana")
    assert isinstance(view, BudgetView) and view.text == "DEX rank 15: 1 action"
    assert (view.items[0].kind, view.items[0].left, view.items[0].total) == ("action", 1, 1)
    assert c.budget_view("Bo").text == "Acts at DEX rank 10"
    c.take_action("Ana", "other", note="shouts")
    assert c.budget_view("Ana").text == "DEX rank 15: no action"
    c.next_turn()
    assert c.budget_view("Ana").text == "Done this round (acted at DEX 15)"


def test_a_map_move_costs_the_action(fight: Encounter) -> None:
    chk = fight.check_move("Ana", "z1")
    assert chk.allowed and "1 DEX-rank action" in chk.reason
    fight.move("Ana", "z1")
    assert not fight.check_move("Ana", "z0").allowed
    assert fight.combat.budget_view("Ana").items[0].left == 0


@pytest.mark.parametrize("name", list(PLACES))
def test_views_for_every_combatant(fight: Encounter, name: str) -> None:
    c = fight.combat
    actions = c.action_views(name)
    assert actions and all(isinstance(a, ActionView) for a in actions)
    assert {a.id for a in actions} >= {"attack", "move", "draw", "stand_up", "desperate_action"}
    assert all(a.legal or a.reason for a in actions)
    tracks = c.track_views(name)
    assert all(isinstance(t, TrackView) for t in tracks)
    assert tracks[0].id == "hp" and tracks[0].value == tracks[0].maximum
    assert {t.id for t in tracks} >= {"hp", "state", "dex_rank", "stunned", "knocked_out"}
    assert c.weapon_choices(name)
    assert isinstance(c.budget_view(name), BudgetView)
    assert c.status_badges(name) == []
    others = [n for n in PLACES if n != name]
    preview = c.attack_preview(name, others[0])
    assert isinstance(preview, AttackPreview) and (preview.allowed or preview.reason)


def test_attack_flags_and_preview_sources(fight: Encounter) -> None:
    flags = fight.combat.attack_flags()
    assert all(isinstance(f, FlagSpec) for f in flags)
    assert {f.id for f in flags} >= {"defence", "cover", "autofire", "volley", "knockout"}
    fight.place("Ogre", "z0", (8.0, 5.0))
    fight.engage("Ana", "Ogre")
    preview = fight.combat.attack_preview("Ana", "Ogre", "sword", cover="partial")
    assert preview.allowed and preview.dice == "1D100 ≤ 53%"  # 65 halved (33) + 20 large
    assert all(m.source for m in preview.modifiers)
    labels = [m.label for m in preview.modifiers]
    assert "Partial cover" in labels and any("Large target" in lbl for lbl in labels)
    assert any("hit the cover" in n for n in preview.notes)


def test_attack_result_is_a_dict_with_text(fight: Encounter) -> None:
    fight.engage("Ana", "Rat")
    load(fight, [40, 5, 3])
    res = fight.combat.attack("Ana", "Rat", "sword")
    assert res["outcome"] == "hit" and res["damage_taken"] == 9 and res["text"]
    assert fight.combat.track_views("Rat")[0].value == 1
    assert fight.combat.status_badges("Rat")[:2] == ["Unconscious", "Major wound"]


def test_adjust_tracks(brp_enc: Encounter) -> None:
    c = brp_enc.combat
    c.adjust_track("Ana", "hp", 4)
    assert c.track_views("Ana")[0].value == 9
    c.adjust_track("Ana", "hp", -2)
    assert c.track_views("Ana")[0].value == 11
    c.adjust_track("Ana", "stunned", 1)
    assert {t.id: t for t in c.track_views("Ana")}["stunned"].value is True
    assert c.status_badges("Ana") == ["Stunned ∞"]
    c.adjust_track("Ana", "stunned", -1)
    load(brp_enc, [4])
    c.adjust_track("Ana", "knocked_out", 1)
    assert c.status_badges("Ana") == ["Knocked out 14r"]
    before = brp_enc.to_dict()
    c.adjust_track("Ana", "hp", 20)
    assert c.track_views("Ana")[1].value == "Dead" and c.status_badges("Ana")[0] == "Dead"
    brp_enc.undo()
    assert brp_enc.to_dict() == before


def test_a_fight_in_progress_saves_and_loads(fight: Encounter, tmp_path: object) -> None:
    c = fight.combat
    c.take_action("Ana", "draw", target="pistol")
    c.next_turn()
    fight.engage("Rat", "Bo")
    c.attack("Rat", "Bo", "knife")
    c.run_spot_rule("fire", target="Ogre", source_="hand_torch", clothed_unarmoured=True)
    c.add_condition("Archer", "stunned", rounds=2)
    c.start_chase({"Ana": 0, "Rat": 2})
    data = json.loads(json.dumps(fight.to_dict()))
    loaded = io.encounter_from_dict(data)
    assert loaded.to_dict() == fight.to_dict()
    assert loaded.combat.current_turn() == "Rat" and loaded.combat.current_rank() == 12
    assert [e.label for e in loaded.combat.initiative_entries()] == [
        e.label for e in c.initiative_entries()
    ]
    # both go on the same way
    one_round(loaded)
    one_round(fight)
    assert loaded.combat.current_turn() == fight.combat.current_turn() == "Ana"
    assert loaded.round.number == fight.round.number == 2


@pytest.mark.parametrize(
    ("path", "value", "match"),
    [
        (("brp", "order", "placed"), ["Nobody"], "placed"),
        (("brp", "order", "rank"), "high", "rank"),
        (("brp", "settings"), {"brp.zero_hp": "sleepy"}, "zero_hp"),
        (("brp", "chase"), {"positions": {"Ana": "front"}}, "chase"),
    ],
)
def test_bad_saved_state_is_refused(
    fight: Encounter, path: tuple[str, ...], value: object, match: str
) -> None:
    data = json.loads(json.dumps(fight.to_dict()))
    node = data["ruleset_state"]
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    with pytest.raises(io.EncounterFileError, match=match):
        io.encounter_from_dict(data)
