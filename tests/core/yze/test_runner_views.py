"""The ruleset-neutral views YZE gives the docks (core.rules.runner): what the GUI reads."""

from __future__ import annotations

import pytest

from core.encounter import Encounter
from core.rules.runner import CombatRunner


def test_yze_runner_is_a_combat_runner(yze_enc: Encounter) -> None:
    assert isinstance(yze_enc.combat, CombatRunner)
    assert yze_enc.combat.initiative_title == "Initiative cards"


def test_initiative_entries_are_cards_lowest_first(yze_enc: Encounter) -> None:
    c = yze_enc.combat
    c.roll_initiative()
    c.start_fight()
    entries = c.initiative_entries()
    assert [e.label for e in entries] == [f"Card {e.value}" for e in entries]
    assert [e.value for e in entries] == sorted(e.value for e in entries)
    assert sum(e.current for e in entries) == 1
    assert entries[0].current and entries[0].names == (c.current_turn(),)


def test_reorder_is_the_seed_swap(yze_enc: Encounter) -> None:
    c = yze_enc.combat
    c.roll_initiative()
    c.start_fight()
    first, *_rest, last = c.initiative_entries()
    c.reorder(first.key, last.key)
    # the other combatant now holds the first card and acts at once
    assert c.current_turn() == last.names[0]
    after = c.initiative_entries()
    assert after[-1].names == first.names


def test_budget_view_counts_slow_and_fast(yze_enc: Encounter) -> None:
    c = yze_enc.combat
    view = c.budget_view("Ana")
    assert {(i.kind, i.left) for i in view.items} == {("slow", 1), ("fast", 2)}
    yze_enc.spend("Ana", {"slow": 1})
    view = c.budget_view("Ana")
    assert {(i.kind, i.left) for i in view.items} == {("slow", 0), ("fast", 1)}
    assert view.text == "1 fast action"


def test_action_views_grey_out_with_reasons(yze_enc: Encounter) -> None:
    views = {a.id: a for a in yze_enc.combat.action_views("Bo")}
    assert views["crawl"].legal is False and "prone" in views["crawl"].reason
    assert views["melee_attack"].legal is True


@pytest.mark.parametrize(("delta", "expected"), [(2, 4), (6, 0)])
def test_adjust_health_track_and_state(yze_enc: Encounter, delta: int, expected: int) -> None:
    c = yze_enc.combat
    before = {t.id: t for t in c.track_views("Rat 1")}
    assert before["health"].value == before["health"].maximum == 6  # strength 3 + agility 3
    c.adjust_track("Rat 1", "health", delta)
    after = {t.id: t for t in c.track_views("Rat 1")}
    assert after["health"].value == expected
    assert (after["state"].value == "Broken") is (expected == 0) or after["state"].value == "Dead"
    yze_enc.undo()
    assert {t.id: t for t in c.track_views("Rat 1")}["health"].value == 6


def test_attack_preview_lists_range_modifier_with_source(yze_enc: Encounter) -> None:
    preview = yze_enc.combat.attack_preview("Ana", "Rat 1", "pistol")
    assert preview.allowed, preview.reason
    labels = {m.label: m for m in preview.modifiers}
    medium = [m for m in preview.modifiers if "Medium" in m.label]
    assert medium and medium[0].value == "-1" and medium[0].source
    assert preview.dice.endswith("base)")
    assert labels


def test_status_badges_follow_damage(yze_enc: Encounter) -> None:
    c = yze_enc.combat
    assert c.status_badges("Boss") == []
    c.adjust_track("Boss", "health", 20)
    assert c.status_badges("Boss")[0] in ("Broken", "Dead")


@pytest.mark.parametrize("target", ["z1", "Rat 1", None])
def test_legal_actions_accept_zone_or_person_targets(
    yze_enc: Encounter, target: str | None
) -> None:
    views = {a.id: a for a in yze_enc.combat.legal_actions("Ana", target=target)}
    assert "melee_attack" in views
    if target == "z1":
        assert not views["melee_attack"].legal and "zone" in views["melee_attack"].reason


def test_gm_tools_fall_uses_the_table_and_is_one_undo_step(yze_enc: Encounter) -> None:
    c = yze_enc.combat
    ids = {t.id for t in c.gm_tools()}
    assert {"explosion", "fire", "fall", "stress", "time", "days", "cover", "darkness"} <= ids
    before = yze_enc.to_dict()
    out = c.run_gm_tool("fall", name="Bo", height=7)  # QUEDA: 7 ÷ 2 rounded down = 3
    assert "3 damage" in out["text"]
    tracks = {t.id: t for t in c.track_views("Bo")}
    assert tracks["health"].value == tracks["health"].maximum - 3
    yze_enc.undo()
    assert yze_enc.to_dict() == before


def test_gm_tool_cover_adds_a_barrier(yze_enc: Encounter) -> None:
    c = yze_enc.combat
    c.run_gm_tool("cover", zone="z0", barrier="furniture")
    assert c.zone_cover("z0") == ["furniture"]
    with pytest.raises(ValueError):
        c.run_gm_tool("nonsense")
