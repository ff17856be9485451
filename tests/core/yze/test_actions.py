"""Actions: the catalogue from the tables, what is legal and why not, spending the round's pips,
help and blocks out of turn, free actions on your own turn, moves spending the same pips.

Fixture ``yze_enc`` (seed 1234): Ana (pistol, knife) and Bo (unarmed) in z0 "Hall"; Rat 1 and
Rat 2 (knives) in z1 "Corridor"; Boss (rifle) in z2 "Store" behind a closed door.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from core.dice import PoolRoll
from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.yze import actions as act
from core.rules.yze import initiative as ini

SLOW = load_table("yze", "actions_slow")["rows"]
FAST = load_table("yze", "actions_fast")["rows"]
FREE = load_table("yze", "actions_free")["rows"]
BLOCKING = {r["id"]: r for r in load_table("yze", "blocking")["rows"]}
ECONOMY = {r["id"]: r for r in load_table("yze", "action_economy")["rows"]}


@pytest.fixture(autouse=True)
def _no_foreign_hooks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ini, "TURN_START_HOOKS", [])
    monkeypatch.setattr(ini, "ROUND_START_HOOKS", [])
    monkeypatch.setattr(ini, "TURN_END_HOOKS", [])
    monkeypatch.setattr(ini, "ROUND_END_HOOKS", [])
    monkeypatch.setattr(act, "ACTION_TAKEN_HOOKS", [])


def set_flag(enc: Encounter, name: str, flag: str, value: bool = True) -> None:
    with enc.transaction(f"{name} {flag}"):
        enc.ruleset.combatant_state(enc, name).setdefault("damage", {})[flag] = value


def set_combat(enc: Encounter, name: str, **values: Any) -> None:
    with enc.transaction(f"{name} combat state"):
        enc.ruleset.combatant_state(enc, name).setdefault("combat", {}).update(values)


def engage_rat(enc: Encounter, who: str = "Ana") -> None:
    """Bring Rat 1 into the Hall and make it Engaged with ``who``."""
    enc.place("Rat 1", "z0")
    enc.engage(who, "Rat 1")


def option(enc: Encounter, name: str, action_id: str, target: str | None = None) -> Any:
    return act.action_option(enc, name, action_id, target)


# -- the catalogue -------------------------------------------------------------------------------
def test_the_catalogue_is_the_tables(yze_enc: Encounter) -> None:
    opts = act.legal_actions(yze_enc, "Ana")
    expected = (
        [(r["id"], "slow") for r in SLOW]
        + [(r["id"], "fast") for r in FAST]
        + [(r["id"], "free") for r in FREE if r["kind"] == "free_action"]
        + [("help_slow", "slow"), ("help_fast", "fast")]
    )
    assert [(o.id, o.kind) for o in opts] == expected
    by_id = {o.id: o for o in opts}
    for row in SLOW + FAST:
        assert by_id[row["id"]].skill == row["skill"]
        assert by_id[row["id"]].name == row["name"]
        assert by_id[row["id"]].section == row["section"]
    assert not {r["id"] for r in FREE if r["kind"] == "not_an_action"} & set(by_id)


def test_option_as_data(yze_enc: Encounter) -> None:
    d = option(yze_enc, "Ana", "crawl").to_dict()
    assert set(d) >= {"id", "name", "kind", "skill", "legal", "reason"}
    assert d["legal"] is False and d["reason"]
    with pytest.raises(RuleError, match="no YZE action"):
        option(yze_enc, "Ana", "fly")


# -- prerequisites, case by case ------------------------------------------------------------------
def _prone(name: str) -> Callable[[Encounter], None]:
    return lambda enc: enc.set_stance(name, "prone")


def _weapons(name: str, weapons: list[Any], **more: Any) -> Callable[[Encounter], None]:
    def run(enc: Encounter) -> None:
        stats = dict(enc.combatant(name).stats)
        stats["weapons"] = weapons
        stats.update(more)
        enc.update_combatant(name, stats=stats)

    return run


def _vehicle_here(enc: Encounter) -> None:
    enc.add_combatant("Truck", zone="z0", side="npc", stats={"vehicle": True})


def _open_door(enc: Encounter) -> None:
    enc.map.update_border("z1", "z2", state="open")


PREREQ_CASES: list[tuple[str, str, Callable[[Encounter], None] | None, str | None, bool, str]] = [
    # (action, who, setup, target, legal, reason contains)
    ("crawl", "Ana", None, None, False, "not prone"),
    ("crawl", "Ana", _prone("Ana"), None, True, ""),
    ("stand_up", "Ana", None, None, False, "already standing"),
    ("stand_up", "Ana", _prone("Ana"), None, True, ""),
    ("drop_prone", "Ana", _prone("Ana"), None, False, "already prone"),
    ("run", "Ana", None, None, True, ""),
    ("run", "Ana", engage_rat, None, False, "Engaged: retreat"),
    ("run", "Ana", _prone("Ana"), None, False, "prone"),
    ("run", "Ana", lambda e: (engage_rat(e), set_flag(e, "Rat 1", "broken")), None, True, ""),
    ("retreat", "Ana", None, None, False, "No active enemy"),
    ("retreat", "Ana", engage_rat, None, True, ""),
    ("aim", "Ana", None, None, True, ""),
    ("aim", "Bo", None, None, False, "no ranged weapon"),
    ("aim", "Rat 1", None, None, False, "no ranged weapon"),
    ("aim", "Bo", _weapons("Bo", ["spear"]), None, True, ""),  # range Short: beyond Engaged
    ("aim", "Bo", _weapons("Bo", [{"id": "net", "ranged": True}]), None, True, ""),
    ("shoot_ranged_weapon", "Boss", None, None, True, ""),
    ("shoot_ranged_weapon", "Bo", None, None, False, "no ranged weapon"),
    ("reload", "Ana", None, None, True, ""),
    ("reload", "Rat 1", None, None, False, "no firearm"),
    ("reload", "Bo", _weapons("Bo", ["bow"]), None, False, "no firearm"),
    ("prepare_bow_or_sling", "Bo", _weapons("Bo", ["bow"]), None, True, ""),
    ("prepare_bow_or_sling", "Ana", None, None, False, "no bow or sling"),
    ("load_crossbow", "Bo", _weapons("Bo", [{"id": "crossbow", "range": "long"}]), None, True, ""),
    ("load_crossbow", "Ana", None, None, False, "no crossbow"),
    ("aim_with_scope", "Boss", None, None, False, "telescopic"),
    ("aim_with_scope", "Boss", _weapons("Boss", ["rifle"], scope=True), None, True, ""),
    ("first_aid", "Ana", None, None, False, "Nobody broken or dying"),
    ("first_aid", "Ana", lambda e: set_flag(e, "Bo", "broken"), None, True, ""),
    ("first_aid", "Ana", lambda e: set_flag(e, "Bo", "broken"), "Bo", True, ""),
    ("first_aid", "Ana", lambda e: set_flag(e, "Rat 1", "broken"), None, False, "Nobody"),
    ("first_aid", "Ana", lambda e: set_flag(e, "Rat 1", "broken"), "Rat 1", False, "zone"),
    ("first_aid", "Ana", None, "Bo", False, "Bo is not broken or dying"),
    ("help_broken", "Ana", lambda e: set_flag(e, "Bo", "broken"), None, True, ""),
    ("help_broken", "Ana", None, None, False, "Nobody broken"),
    ("persuade", "Ana", None, None, True, ""),  # the rats are one zone away
    ("persuade", "Ana", None, "Boss", False, "can't hear"),
    ("persuade", "Boss", lambda e: e.place("Boss", "z2"), "Rat 1", False, "can't hear"),
    ("take_cover", "Ana", None, None, False, "no cover in Hall"),
    ("take_cover", "Ana", lambda e: act.set_zone_cover(e, "z0", ["furniture"]), None, True, ""),
    (
        "take_cover",
        "Ana",
        lambda e: act.set_zone_cover(e, "z1", ["furniture"]),
        None,
        False,
        "no cover",
    ),
    ("grapple_attack", "Ana", None, None, False, "not grappling"),
    ("grapple_attack", "Ana", lambda e: set_combat(e, "Ana", grappling="Bo"), None, True, ""),
    (
        "melee_attack",
        "Ana",
        lambda e: set_combat(e, "Ana", grappling="Bo"),
        None,
        False,
        "grappling Bo",
    ),
    ("break_free", "Bo", lambda e: set_combat(e, "Ana", grappling="Bo"), None, True, ""),
    ("run", "Bo", lambda e: set_combat(e, "Ana", grappling="Bo"), None, False, "grappled by Ana"),
    ("break_free", "Bo", None, None, False, "not grappled"),
    ("block", "Ana", None, None, False, "No enemy at Engaged range"),
    ("block", "Ana", engage_rat, None, True, ""),
    ("melee_attack", "Ana", None, None, True, ""),
    ("melee_attack", "Ana", None, "Rat 1", False, "not at Engaged range"),
    ("melee_attack", "Ana", engage_rat, "Rat 1", True, ""),
    ("overwatch", "Ana", None, None, True, ""),
    ("overwatch", "Ana", engage_rat, None, False, "enemy at Engaged range"),
    ("overwatch", "Bo", None, None, False, "no ranged weapon"),
    ("drive", "Ana", None, None, False, "No vehicle"),
    ("drive", "Ana", _vehicle_here, None, True, ""),
    ("start_engine", "Ana", _weapons("Ana", [], vehicle=True), None, True, ""),
    ("open_door", "Rat 1", None, None, True, ""),
    ("open_door", "Ana", None, None, False, "No closed, unlocked door"),
    ("open_door", "Rat 1", _open_door, None, False, "No closed"),
    ("move_through_door", "Rat 1", None, None, False, "No open door"),
    ("move_through_door", "Rat 1", _open_door, None, True, ""),
    ("use_item", "Ana", None, None, True, ""),
]


@pytest.mark.parametrize(
    ("action_id", "who", "setup", "target", "legal", "reason"),
    PREREQ_CASES,
    ids=[f"{c[0]}-{c[1]}-{i}" for i, c in enumerate(PREREQ_CASES)],
)
def test_prerequisites(
    yze_enc: Encounter,
    action_id: str,
    who: str,
    setup: Callable[[Encounter], None] | None,
    target: str | None,
    legal: bool,
    reason: str,
) -> None:
    if setup:
        setup(yze_enc)
    opt = option(yze_enc, who, action_id, target)
    assert opt.legal is legal, opt.reason
    assert reason in opt.reason
    if legal:
        assert opt.reason == ""


def test_dying_victims_need_first_aid_but_not_heal(
    yze_enc: Encounter, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(act, "is_dying", lambda enc, name: name == "Bo")
    assert option(yze_enc, "Ana", "first_aid").legal
    assert not option(yze_enc, "Ana", "help_broken").legal


def test_dying_read_from_crit_state_without_a_damage_module(
    yze_enc: Encounter, monkeypatch: pytest.MonkeyPatch
) -> None:
    import sys

    monkeypatch.setitem(sys.modules, "core.rules.yze.damage", None)  # import → ImportError
    with yze_enc.transaction("crit"):
        cs = yze_enc.ruleset.combatant_state(yze_enc, "Bo")
        cs["damage"] = {"crits": [{"id": "x", "lethal": True, "stabilised": False}]}
    assert act.is_dying(yze_enc, "Bo")
    assert option(yze_enc, "Ana", "first_aid").legal
    with yze_enc.transaction("stabilised"):
        yze_enc.state["combatants"]["Bo"]["damage"]["crits"][0]["stabilised"] = True
    assert not act.is_dying(yze_enc, "Bo")


def test_a_registered_prerequisite(yze_enc: Encounter, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(act, "PREREQUISITES", dict(act.PREREQUISITES))
    assert "GM judges" in option(yze_enc, "Ana", "extinguish_fire").note
    act.register_prerequisite("extinguish_fire", lambda enc, n, t: "Nothing is burning.")
    opt = option(yze_enc, "Ana", "extinguish_fire")
    assert (opt.legal, opt.reason) == (False, "Nothing is burning.")
    assert "GM judges" not in opt.note


@pytest.mark.parametrize(
    ("flag", "reason"), [("broken", "Broken: no actions, no rolls."), ("dead", "Ana is dead.")]
)
def test_broken_or_dead_nothing_is_legal(yze_enc: Encounter, flag: str, reason: str) -> None:
    set_flag(yze_enc, "Ana", flag)
    opts = act.legal_actions(yze_enc, "Ana")
    assert not any(o.legal for o in opts)
    assert {o.reason for o in opts} == {reason}
    with pytest.raises(RuleError, match=reason.split(":")[0]):
        act.take_action(yze_enc, "Ana", "draw_weapon")


# -- turns ---------------------------------------------------------------------------------------
@pytest.fixture
def fight(yze_enc: Encounter) -> Encounter:
    """Cards: Ana 1, Rat 1 2, Bo 3, Boss 4, Rat 2 5; Rat 1 Engaged with Ana and Bo in the Hall."""
    engage_rat(yze_enc)
    yze_enc.engage("Bo", "Rat 1")
    for who, card in {"Ana": 1, "Rat 1": 2, "Bo": 3, "Boss": 4, "Rat 2": 5}.items():
        ini.choose_card(yze_enc, who, card)
    ini.start_fight(yze_enc)
    return yze_enc


def test_out_of_turn_only_help_and_block(fight: Encounter) -> None:
    assert ini.current_turn(fight) == "Ana"
    opts = {o.id: o for o in act.legal_actions(fight, "Bo")}
    legal = {i for i, o in opts.items() if o.legal}
    assert legal <= act.OUT_OF_TURN
    assert {"block", "help_slow", "help_fast"} <= legal
    assert "Not Bo's turn" in opts["melee_attack"].reason
    assert opts["shout"].reason == "Free actions only on Bo's own turn."
    assert all(o.out_of_turn == (o.id in act.OUT_OF_TURN) for o in opts.values())
    with pytest.raises(RuleError, match="Free actions only"):
        act.take_action(fight, "Bo", "drop_prone")


def test_free_actions_on_your_own_turn_cost_nothing(fight: Encounter) -> None:
    for row in FREE:
        if row["kind"] == "free_action":
            assert row["own_turn_only"] and not row["counts_as_action"]
    act.take_action(fight, "Ana", "shout", note="“Get down!”")
    act.take_action(fight, "Ana", "drop_prone")
    assert fight.combatant("Ana").stance == "prone"
    assert fight.actions_spent("Ana") == {}
    assert ini.turn_view(fight, "Ana")["free"] == ["shout", "drop_prone"]
    assert "“Get down!”" in fight.log[-2]["text"]


def test_free_actions_used_block_a_swap(fight: Encounter) -> None:
    act.take_action(fight, "Ana", "shout")
    assert "already acted" in (ini.swap_refusal(fight, "Ana", "Bo") or "")


# -- the budget --------------------------------------------------------------------------------
def test_per_round_budget_from_the_table(yze_enc: Encounter) -> None:
    row = ECONOMY["per_turn"]
    assert row["allowed_combinations"] == [["slow", "fast"], ["fast", "fast"]]
    assert ini.pips_left(yze_enc, "Ana") == {"slow": row["slow_actions"], "fast": 2}
    act.take_action(yze_enc, "Ana", "draw_weapon")
    act.take_action(yze_enc, "Ana", "aim")  # fast + fast
    assert ini.pips_left(yze_enc, "Ana") == {"slow": 0, "fast": 0}
    assert "no slow action left" in option(yze_enc, "Ana", "melee_attack").reason
    assert "no fast action left" in option(yze_enc, "Ana", "aim").reason


def test_a_slow_action_and_a_fast_one(yze_enc: Encounter) -> None:
    act.take_action(yze_enc, "Ana", "melee_attack")
    assert ini.pips_left(yze_enc, "Ana") == {"slow": 0, "fast": 1}
    assert not option(yze_enc, "Ana", "reload").legal
    assert option(yze_enc, "Ana", "aim").legal
    act.take_action(yze_enc, "Ana", "aim")
    assert not any(o.legal for o in act.legal_actions(yze_enc, "Ana") if o.kind != "free")


def test_a_move_on_the_map_spends_the_same_pips(yze_enc: Encounter) -> None:
    yze_enc.move("Ana", "z1")
    assert ini.pips_left(yze_enc, "Ana") == {"slow": 1, "fast": 1}
    assert ini.pips_left(yze_enc, "Ana") == yze_enc.actions_left("Ana")
    yze_enc.move("Ana", "z0")
    assert ini.pips_left(yze_enc, "Ana") == {"slow": 0, "fast": 0}
    assert not option(yze_enc, "Ana", "draw_weapon").legal


def test_nothing_carries_over_to_the_next_round(fight: Encounter) -> None:
    assert ECONOMY["renewal"]["carry_over"] is False
    act.take_action(fight, "Ana", "draw_weapon")
    act.take_action(fight, "Ana", "shout")
    ini.skip_to_next_round(fight)
    assert ini.pips_left(fight, "Ana") == {"slow": 1, "fast": 2}
    assert ini.turn_view(fight, "Ana")["free"] == []
    assert ini.turn_view(fight, "Ana")["actions"] == []


# -- taking actions ----------------------------------------------------------------------------
def test_take_action_spends_and_logs(yze_enc: Encounter) -> None:
    res = act.take_action(yze_enc, "Ana", "reload")
    assert res["spent"] == {"slow": 1}
    assert yze_enc.actions_spent("Ana") == {"slow": 1}
    entry = yze_enc.log[-1]
    assert entry["kind"] == "action" and entry["action"] == "reload"
    assert entry["text"] == "Ana: Reload (1 slow action)."


def test_an_illegal_action_changes_nothing(yze_enc: Encounter) -> None:
    before = yze_enc.to_dict()
    with pytest.raises(RuleError, match="not prone"):
        act.take_action(yze_enc, "Ana", "crawl", target="z1")
    assert yze_enc.to_dict() == before


def test_run_moves_the_token_through_the_map(yze_enc: Encounter) -> None:
    with pytest.raises(RuleError, match="Say where"):
        act.take_action(yze_enc, "Ana", "run")
    res = act.take_action(yze_enc, "Ana", "run", target="z1")
    assert yze_enc.combatant("Ana").zone == "z1"
    assert res["spent"] == {"fast": 1} == yze_enc.ruleset.cost_of("move").amounts
    assert [e["kind"] for e in yze_enc.log[-2:]] == ["move", "action"]


def test_move_to_engaged_range(yze_enc: Encounter) -> None:
    act.take_action(yze_enc, "Rat 1", "move", target="Rat 2")
    assert "Rat 2" in yze_enc.engaged_with("Rat 1")
    assert yze_enc.actions_spent("Rat 1") == {"fast": 1}
    with pytest.raises(RuleError, match="not in Ana's zone"):
        act.take_action(yze_enc, "Ana", "move", target="Boss")


def test_crawl_is_slow(yze_enc: Encounter) -> None:
    yze_enc.set_stance("Ana", "prone")
    res = act.take_action(yze_enc, "Ana", "crawl", target="z1")
    assert res["spent"] == yze_enc.ruleset.cost_of("crawl").amounts == {"slow": 1}
    assert not option(yze_enc, "Ana", "crawl").legal  # nobody crawls twice a round


def _fail_rolls(monkeypatch: pytest.MonkeyPatch, enc: Encounter) -> None:
    monkeypatch.setattr(
        enc.dice, "pool", lambda n, label="", pushable=True: PoolRoll((2,) * max(n, 1), label=label)
    )


def test_retreat_rolls_mobility_and_a_failure_gives_a_free_attack(
    yze_enc: Encounter, monkeypatch: pytest.MonkeyPatch
) -> None:
    engage_rat(yze_enc)
    _fail_rolls(monkeypatch, yze_enc)
    res = act.take_action(yze_enc, "Ana", "retreat", target="z1")
    assert yze_enc.combatant("Ana").zone == "z1"
    assert [r["why"] for r in res["rolls"]] == ["retreat"]
    assert res["rolls"][0]["success"] is False
    free = next(e for e in yze_enc.log if e.get("free_attack_by"))
    assert free["free_attack_by"] == ["Rat 1"] and "can't be blocked" in free["text"]


def test_entering_a_cluttered_zone_and_failing_knocks_you_down(
    yze_enc: Encounter, monkeypatch: pytest.MonkeyPatch
) -> None:
    yze_enc.map.update_zone("z1", features={"cluttered"})
    _fail_rolls(monkeypatch, yze_enc)
    act.take_action(yze_enc, "Ana", "run", target="z1")
    assert yze_enc.combatant("Ana").stance == "prone"


def test_stand_up_and_open_door(yze_enc: Encounter) -> None:
    yze_enc.set_stance("Rat 1", "prone")
    act.take_action(yze_enc, "Rat 1", "stand_up")
    assert yze_enc.combatant("Rat 1").stance == "standing"
    act.take_action(yze_enc, "Rat 1", "open_door")
    assert yze_enc.map.border("z1", "z2").state == "open"
    assert yze_enc.actions_spent("Rat 1") == {"fast": 2}


def test_take_cover_spends_one_fast_action(yze_enc: Encounter) -> None:
    act.set_zone_cover(yze_enc, "z0", ["furniture", "stone_wall"])
    assert act.zone_cover(yze_enc, "z0") == ["furniture", "stone_wall"]
    with pytest.raises(RuleError, match="not cover"):
        act.take_action(yze_enc, "Ana", "take_cover", target="tree_trunk")
    act.take_action(yze_enc, "Ana", "take_cover", target="stone_wall")
    assert yze_enc.actions_spent("Ana") == {"fast": 1}
    assert "stone wall" in yze_enc.log[-1]["text"]
    try:
        from core.rules.yze.damage import cover_of
    except ImportError:  # pragma: no cover - the damage module keeps the cover when present
        return
    cover = cover_of(yze_enc, "Ana")
    assert cover is not None and cover["barrier"] == "stone_wall"


def test_set_zone_cover_checks_barriers(yze_enc: Encounter) -> None:
    with pytest.raises(RuleError, match="Unknown barrier"):
        act.set_zone_cover(yze_enc, "z0", ["sofa"])
    act.set_zone_cover(yze_enc, "z0", ["furniture"])
    act.set_zone_cover(yze_enc, "z0", [])
    assert act.zone_cover(yze_enc, "z0") == []


def test_action_hooks_run(yze_enc: Encounter) -> None:
    seen: list[tuple[str, str]] = []
    act.register_action_hook(lambda enc, name, a: seen.append((name, a)))
    act.take_action(yze_enc, "Ana", "aim")
    act.take_action(yze_enc, "Ana", "shout")
    assert seen == [("Ana", "aim"), ("Ana", "shout")]


# -- helping -------------------------------------------------------------------------------------
def test_help_costs_the_same_kind_out_of_turn(fight: Encounter) -> None:
    row = ECONOMY["helping"]
    assert row["costs_same_action_type"] and row["out_of_turn"]
    act.help_action(fight, "Bo", "Ana", "slow")
    assert fight.actions_spent("Bo") == {"slow": 1}
    assert act.help_for(fight, "Ana") == [{"helper": "Bo", "kind": "slow"}]
    with pytest.raises(RuleError, match="no slow action left"):
        act.help_action(fight, "Bo", "Ana", "slow")
    act.take_action(fight, "Bo", "help_fast", target="Ana")
    assert fight.actions_spent("Bo") == {"slow": 1, "fast": 1}
    assert len(act.consume_help(fight, "Ana")) == 2
    assert act.help_for(fight, "Ana") == []


@pytest.mark.parametrize(
    ("helper", "helped", "kind", "setup", "message"),
    [
        ("Bo", "Bo", "fast", None, "help themselves"),
        ("Bo", "Ana", "free", None, "slow or a fast"),
        ("Bo", "Ana", "fast", lambda e: set_flag(e, "Bo", "broken"), "Broken"),
        ("Bo", "Ana", "fast", lambda e: set_flag(e, "Ana", "dead"), "Ana is dead"),
    ],
)
def test_help_refusals(
    yze_enc: Encounter,
    helper: str,
    helped: str,
    kind: str,
    setup: Callable[[Encounter], None] | None,
    message: str,
) -> None:
    if setup:
        setup(yze_enc)
    before = yze_enc.to_dict()
    with pytest.raises(RuleError, match=message):
        act.help_action(yze_enc, helper, helped, kind)
    assert yze_enc.to_dict() == before


def test_help_is_forgotten_next_round(fight: Encounter) -> None:
    act.help_action(fight, "Bo", "Ana", "fast")
    ini.skip_to_next_round(fight)
    assert act.help_for(fight, "Ana") == []


# -- blocking ------------------------------------------------------------------------------------
def test_blocks_spend_the_round_budget_out_of_turn(fight: Encounter) -> None:
    row = BLOCKING["block_actions"]
    assert ini.current_turn(fight) == "Ana"
    # Bo (Engaged with Rat 1) blocks out of turn, twice at most
    assert act.block_budget(fight, "Bo")["left"] == row["max_blocks_per_round"]
    fight.update_combatant("Bo", stats={**fight.combatant("Bo").stats, "weapons": ["club"]})
    for i in range(row["max_blocks_per_round"]):
        assert act.block_action(fight, "Bo", "Rat 1") == "fast"
        assert act.block_budget(fight, "Bo")["used"] == i + 1
    assert fight.actions_spent("Bo") == {"fast": 2}
    budget = act.block_budget(fight, "Bo")
    assert budget["left"] == 0 and budget["reason"]
    with pytest.raises(RuleError):
        act.block_action(fight, "Bo", "Rat 1")


def test_a_block_after_a_slow_action_uses_the_last_action(yze_enc: Encounter) -> None:
    engage_rat(yze_enc)
    act.take_action(yze_enc, "Ana", "melee_attack", target="Rat 1")
    assert act.block_budget(yze_enc, "Ana")["left"] == 1
    act.block_action(yze_enc, "Ana", "Rat 1")
    assert act.block_budget(yze_enc, "Ana")["left"] == 0
    assert "no action left" in act.block_budget(yze_enc, "Ana")["reason"]


@pytest.mark.parametrize(
    ("blocker", "attacker", "kw", "setup", "message"),
    [
        ("Ana", "Boss", {}, None, "not at Engaged range"),
        ("Bo", "Rat 1", {}, lambda e: engage_rat(e, "Bo"), "unarmed"),  # Rat 1 has a knife
        ("Bo", "Rat 1", {"weapon": "knife"}, lambda e: engage_rat(e, "Bo"), "unarmed"),
        ("Ana", "Rat 1", {"attack": "grapple_attack"}, engage_rat, "can't be blocked"),
        ("Ana", "Rat 1", {"attack": "melee_sneak_attack"}, engage_rat, "can't be blocked"),
        ("Ana", "Rat 1", {"attack": "free_retreat_attack"}, engage_rat, "can't be blocked"),
    ],
)
def test_block_refusals(
    yze_enc: Encounter,
    blocker: str,
    attacker: str,
    kw: dict[str, Any],
    setup: Callable[[Encounter], None] | None,
    message: str,
) -> None:
    if setup:
        setup(yze_enc)
    assert message in (act.block_refusal(yze_enc, blocker, attacker, **kw) or "")
    before = yze_enc.to_dict()
    with pytest.raises(RuleError, match=message):
        act.block_action(yze_enc, blocker, attacker, **kw)
    assert yze_enc.to_dict() == before


def test_unarmed_blocks_unarmed_humanoids_only(yze_enc: Encounter) -> None:
    assert BLOCKING["unarmed_block"]["unarmed_can_block"] == ["unarmed attacks by humanoids"]
    engage_rat(yze_enc, "Bo")
    assert act.block_refusal(yze_enc, "Bo", "Rat 1", weapon="unarmed") is None
    stats = {**yze_enc.combatant("Rat 1").stats, "beast": True}
    yze_enc.update_combatant("Rat 1", stats=stats)
    assert "humanoids" in (act.block_refusal(yze_enc, "Bo", "Rat 1", weapon="unarmed") or "")


# -- undo ----------------------------------------------------------------------------------------
UNDOABLE: list[tuple[str, Callable[[Encounter], Any] | None, Callable[[Encounter], Any]]] = [
    ("slow action", None, lambda e: act.take_action(e, "Ana", "reload")),
    ("free action", None, lambda e: act.take_action(e, "Ana", "drop_prone")),
    ("run", None, lambda e: act.take_action(e, "Ana", "run", target="z1")),
    ("open door", None, lambda e: act.take_action(e, "Rat 1", "open_door")),
    ("help", None, lambda e: act.help_action(e, "Bo", "Ana", "fast")),
    ("block", engage_rat, lambda e: act.block_action(e, "Ana", "Rat 1")),
    ("cover", None, lambda e: act.set_zone_cover(e, "z0", ["furniture"])),
    (
        "take cover",
        lambda e: act.set_zone_cover(e, "z0", ["furniture"]),
        lambda e: act.take_action(e, "Ana", "take_cover"),
    ),
]


@pytest.mark.parametrize(("what", "setup", "op"), UNDOABLE, ids=[u[0] for u in UNDOABLE])
def test_undo(
    yze_enc: Encounter,
    what: str,
    setup: Callable[[Encounter], Any] | None,
    op: Callable[[Encounter], Any],
) -> None:
    if setup:
        setup(yze_enc)
    before = yze_enc.to_dict()
    op(yze_enc)
    after = yze_enc.to_dict()
    assert after != before
    yze_enc.undo()
    assert yze_enc.to_dict() == before
    yze_enc.redo()
    assert yze_enc.to_dict() == after


def test_earshot_without_a_target_is_every_opponents_hearing_one_by_one(
    yze_enc: Encounter,
) -> None:
    """Persuade without a target asks whether an opponent not dead is in the same or the next
    zone: worked out from the zones in earshot, it answers as asking each combatant does."""
    from core.rules.yze.damage import is_dead

    def one_by_one(name: str) -> bool:
        me = yze_enc.combatant(name)
        return any(
            c.side != me.side and act._hears(yze_enc, name, c.name) and not is_dead(yze_enc, c.name)
            for c in yze_enc
            if c.name != name
        )

    def answers() -> list[bool]:
        return [act._opponent_in_earshot(yze_enc, c) for c in yze_enc]

    situations = [
        lambda: None,
        lambda: yze_enc.place("Ana", "z2"),  # next to the Corridor, with Boss
        lambda: set_flag(yze_enc, "Boss", "dead"),
        lambda: yze_enc.place("Rat 1", "z0"),
        lambda: set_flag(yze_enc, "Rat 2", "dead"),
    ]
    seen = []
    for change in situations:
        change()
        expected = [one_by_one(c.name) for c in yze_enc]
        assert answers() == expected
        seen.append(tuple(expected))
    assert len(set(seen)) > 2  # the situations did change who is in earshot


def test_one_pass_answers_follow_the_changes_between_passes(yze_enc: Encounter) -> None:
    """The answers one legal_actions pass shares (engaged enemies still active, a vehicle at
    hand) are worked out again by the next pass: an engagement, a broken enemy, a car."""

    def legal(action_id: str) -> bool:
        return next(o for o in act.legal_actions(yze_enc, "Ana") if o.id == action_id).legal

    assert not legal("block") and not legal("drive")
    engage_rat(yze_enc)
    assert legal("block")
    set_flag(yze_enc, "Rat 1", "broken")
    assert not legal("block")  # no active enemy at Engaged range any more
    _vehicle_here(yze_enc)
    assert legal("drive")
