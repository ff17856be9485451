"""The CombatRunner views for d20 (what the docks read), save/load of a fight in progress, and
a long random-ish fight that undoes all the way back."""

from __future__ import annotations

import copy

import pytest

from core.encounter import Encounter
from core.rules.d20.combat import D20Combat
from core.rules.runner import (
    ActionView,
    AttackPreview,
    BudgetView,
    CombatRunner,
    FlagSpec,
    InitiativeEntry,
    TrackView,
)


def test_the_runner_is_a_combat_runner(d20_enc: Encounter) -> None:
    c = d20_enc.combat
    assert isinstance(c, CombatRunner) and isinstance(c, D20Combat)
    assert c.initiative_title == "Initiative (d20)"


def test_every_view_for_every_combatant(d20_enc: Encounter) -> None:
    c = d20_enc.combat
    c.roll_initiative()
    c.start_fight()
    entries = c.initiative_entries()
    assert all(isinstance(e, InitiativeEntry) for e in entries)
    assert [e.value for e in entries] == sorted((e.value for e in entries), reverse=True)
    assert sum(e.current for e in entries) == 1
    assert {n for e in entries for n in e.names} == {x.name for x in d20_enc}
    assert all(e.label == str(e.value) and e.detail for e in entries)
    for x in d20_enc:
        b = c.budget_view(x.name)
        assert isinstance(b, BudgetView) and b.text
        assert {i.kind for i in b.items} == {"standard", "move"}
        acts = c.action_views(x.name)
        assert all(isinstance(a, ActionView) for a in acts)
        assert {a.kind for a in acts} <= {"standard", "move", "free"}
        legal = {a.id for a in acts if a.legal}
        if x.name == c.current_turn():
            assert {"attack", "other_standard", "other_move"} <= legal
        else:
            assert not legal and all("turn" in a.reason for a in acts)
        tracks = {t.id: t for t in c.track_views(x.name)}
        assert all(isinstance(t, TrackView) for t in tracks.values())
        assert tracks["pv"].value == tracks["pv"].maximum == x.stats["pv"]
        assert tracks["state"].value == "Fighting"
        assert tracks["initiative"].value == str(c.initiative_of(x.name))
        assert isinstance(c.status_badges(x.name), list)
        assert c.weapon_choices(x.name) and all(len(w) == 2 for w in c.weapon_choices(x.name))
    assert all(isinstance(f, FlagSpec) for f in c.attack_flags())
    cur = c.current_turn()
    foe = next(x.name for x in d20_enc if x.side != d20_enc.combatant(cur).side)
    d20_enc.place(foe, d20_enc.combatant(cur).zone)
    d20_enc.engage(cur, foe)  # melee needs Engaged range
    p = c.attack_preview(cur, foe)
    assert isinstance(p, AttackPreview) and p.dice == "1d20" and p.allowed
    assert p.modifiers[0].label == "Attack bonus" and "not in the seed" in p.modifiers[0].source


def test_take_action_spends_and_logs(d20_enc: Encounter) -> None:
    c = d20_enc.combat
    d20_enc.combat.start_fight()
    cur = c.current_turn()
    d20_enc.place(cur, "z1")
    out = c.take_action(cur, "open_door")
    assert out["spent"] == {"move": 1}
    assert d20_enc.map.border("z1", "z2").state == "open"
    out = c.take_action(cur, "move", target="z2")
    assert d20_enc.combatant(cur).zone == "z2"
    c.take_action(cur, "drop_prone")
    assert d20_enc.combatant(cur).stance == "prone"
    views = {v.id: v for v in c.action_views(cur)}
    assert not views["stand_up"].legal  # both move slots are gone (door + move)
    assert d20_enc.log[-1]["kind"] == "action"


def test_save_and_load_a_fight_in_progress(d20_enc: Encounter, tmp_path) -> None:
    c = d20_enc.combat
    c.set_aware("Chief", False)
    c.start_fight()
    c.next_turn()
    c.add_timed_effect(c.current_turn(), "Foco", 2, modifiers={"testes": 1})
    c.apply_damage("Orc 2", 3)
    path = tmp_path / "fight.zkenc"
    d20_enc.save(path)
    loaded = Encounter.load(path)
    assert loaded.to_dict() == d20_enc.to_dict()
    lc = loaded.combat
    assert lc.current_turn() == c.current_turn()
    assert lc.is_surprise_round() == c.is_surprise_round()
    assert lc.initiative_order() == c.initiative_order()
    assert lc.current_pv("Orc 2") == 5
    assert [e.names for e in lc.initiative_entries()] == [e.names for e in c.initiative_entries()]
    # the loaded fight goes on the same way
    assert lc.next_turn() == c.next_turn()


@pytest.mark.parametrize(
    ("field", "value", "match"),
    [
        ("phase", "dawn", "d20.phase"),
        ("entries", [{"key": "i1", "members": ["Nobody"], "die": 3}], "no combatant"),
        ("entries", [{"key": "i1", "members": ["Ana"], "die": "3"}], "die"),
        ("current", "Ghost", "d20.current"),
    ],
)
def test_validate_state_names_the_bad_field(d20_enc, tmp_path, field, value, match) -> None:
    from core.io import EncounterFileError, encounter_from_dict

    data = copy.deepcopy(d20_enc.to_dict())
    data["ruleset_state"].setdefault("d20", {})[field] = value
    with pytest.raises(EncounterFileError, match=match):
        encounter_from_dict(data)


def test_rename_and_remove_follow_the_order(d20_enc: Encounter) -> None:
    c = d20_enc.combat
    c.start_fight()
    cur = c.current_turn()
    d20_enc.update_combatant(cur, name="Renamed")
    assert c.current_turn() == "Renamed" and "Renamed" in c.initiative_order()
    d20_enc.remove_combatant("Renamed")
    assert "Renamed" not in c.initiative_order() and c.current_turn() is None
    assert c.next_turn() in c.initiative_order()


def test_a_whole_fight_undoes_to_the_start(d20_enc: Encounter) -> None:
    c = d20_enc.combat
    c.set_aware("Orc 2", False)
    for x in d20_enc:
        d20_enc.place(x.name, "z0")
    d20_enc.history.clear()
    start = copy.deepcopy(d20_enc.to_dict())
    c.start_fight()
    for _ in range(14):
        cur = c.current_turn()
        foes = [x.name for x in d20_enc if x.side != d20_enc.combatant(cur).side]
        target = next((f for f in foes if not c.is_down(f)), None)
        if target and target not in d20_enc.engaged_with(cur) and not c.is_down(cur):
            c.take_action(cur, "move", target=target)  # close in: a move action
        if target and c.attack_preview(cur, target).allowed:
            c.attack(cur, target)
        c.next_turn()
    assert sum(e["kind"] == "attack" for e in d20_enc.log) >= 5
    while d20_enc.history.can_undo:
        d20_enc.undo()
    assert d20_enc.to_dict() == start


def test_gm_tools_are_forms_that_run(d20_enc: Encounter) -> None:
    from core.rules.base import RuleError
    from core.rules.runner import ToolSpec

    c = d20_enc.combat
    tools = {t.id: t for t in c.gm_tools()}
    assert all(isinstance(t, ToolSpec) for t in tools.values())
    assert set(tools) == {
        "set_aware",
        "awareness_test",
        "attribute_test",
        "join_initiative",
        "initiative_modifier",
        "timed_effect",
        "scene_effect",
        "end_scene",
        "heal",
    }
    out = c.run_gm_tool("set_aware", name="Chief", aware=False)
    assert out["text"] == "Chief is not aware of their enemies." and c.surprise_due()
    c.start_fight()
    d20_enc.add_combatant("Scout", zone="z0", stats={"agilidade": 1})
    assert "acts from round" in c.run_gm_tool("join_initiative", name="Scout")["text"]
    bo = c.initiative_of("Bo")
    c.run_gm_tool("initiative_modifier", name="Bo", value=2, reason="hasted")
    assert c.initiative_of("Bo") == bo + 2  # no new roll
    eid = c.run_gm_tool(
        "timed_effect",
        target="Orc 1",
        label="Atordoado",
        turns=2,
        source="Ana",
        key="testes",
        value=-1,
    )["result"]
    effect = next(e for e in c.effects_on("Orc 1") if e["id"] == eid)
    assert effect["duration"]["starts"] == "on_first_turn"  # a victim: from their first turn
    c.run_gm_tool("scene_effect", target="Ana", label="Bênção", key="testes", value=1)
    c.run_gm_tool("end_scene")
    assert not any(e["label"] == "Bênção" for e in c.effects_on("Ana"))
    c.apply_damage("Ana", 5)
    c.run_gm_tool("heal", name="Ana", amount=2)
    assert c.current_pv("Ana") == 9
    with pytest.raises(RuleError, match="no tool"):
        c.run_gm_tool("fireball")


def test_the_api_names_are_on_the_package() -> None:
    import core.rules.d20 as pkg
    from core.rules.d20 import initiative

    assert pkg.set_aware is initiative.set_aware and pkg.end_scene is initiative.end_scene
    with pytest.raises(AttributeError):
        pkg.no_such_function  # noqa: B018
