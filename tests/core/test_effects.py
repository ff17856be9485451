"""The timed-effects engine (core/effects.py): durations in rounds, turns, DEX ranks and scenes.

The turn-counting cases come from the d20 seed (003_a7efcc12a8258f77.txt, "Contagem de turnos e
rodadas") and its data table resources/rules/d20/effect_duration.json; the DEX-rank cases from
the BRP seed (001) and resources/rules/brp/dex_ranks.json.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from core import effects as fx
from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import RuleError
from tests.core.zk_helpers import rect

ORDER = ("Ana", "Bo", "Cy")  # initiative order used by every timeline


def snap(enc: Encounter) -> dict[str, Any]:
    """A frozen copy of the whole encounter (``to_dict`` shares ``state`` and ``log``)."""
    return copy.deepcopy(enc.to_dict())


@pytest.fixture
def enc() -> Encounter:
    e = Encounter(ruleset="yze", seed=1)
    e.map.add_zone("hall", name="Hall", polygon=rect(0, 0, 10, 10))
    e.map.add_zone("yard", name="Yard", polygon=rect(10, 0, 20, 10))
    e.map.add_border("hall", "yard", kind="open")
    e.add_combatant("Ana", zone="hall", side="pc")
    e.add_combatant("Bo", zone="hall", side="npc")
    e.add_combatant("Cy", zone="yard", side="npc")
    return e


# -- turn timelines --------------------------------------------------------------------------
def play(
    enc: Encounter,
    add_at: tuple[int, str | None],
    spec: dict[str, Any],
    rounds: int = 3,
) -> list[tuple[int, str, str, bool]]:
    """Run ``rounds`` rounds of ORDER with the single hooks, adding the effect at ``add_at``
    (``(round, name)``: during name's turn, right after it starts; ``(round, None)``: before the
    round's first turn). Returns ``(round, who, hook, present_after_hook)`` for every hook."""
    seen: list[tuple[int, str, str, bool]] = []
    eid = None

    def present() -> bool:
        return eid is not None and any(e["id"] == eid for e in fx.all_effects(enc))

    for r in range(1, rounds + 1):
        if add_at == (r, None):
            eid = fx.add_effect(enc, **spec)
        for who in ORDER:
            fx.on_turn_start(enc, who)
            if add_at == (r, who):
                eid = fx.add_effect(enc, **spec)
            seen.append((r, who, "start", present()))
            fx.on_turn_end(enc, who)
            seen.append((r, who, "end", present()))
        fx.on_round_end(enc)
        enc.next_round()
        seen.append((r, "-", "round", present()))
    assert eid is not None
    return seen


def check_ends_at(seen: list[tuple[int, str, str, bool]], ends: tuple[int, str, str]) -> None:
    """Present after every hook before ``ends``, gone after ``ends`` and every later hook."""
    points = [s[:3] for s in seen]
    assert ends in points, f"{ends} is not a hook of the timeline"
    cut = points.index(ends)
    before = [s[:3] for s in seen[:cut] if not s[3]]
    after = [s[:3] for s in seen[cut:] if s[3]]
    # before the add the effect is absent; ignore those leading points
    first_on = next(i for i, s in enumerate(seen) if s[3])
    before = [p for p in before if points.index(p) >= first_on]
    assert before == [], f"gone too early at {before}"
    assert after == [], f"still there at {after}"


D20 = {r["rule"]: r for r in load_table("d20", "effect_duration")["rows"]}
EX_USER = D20["example_user_bonus"]
EX_VICTIM = D20["example_victim_penalty"]

TIMELINES = [
    # (id, add during, add_effect kwargs, the hook after which it is gone)
    (
        "seed ex1: +1 to the user for 2 turns, from the turn it starts to the end of the next",
        (1, "Ana"),
        dict(
            target="Ana",
            label="Technique",
            unit="turns",
            count=EX_USER["duration_turns"],
            modifiers={"tests": EX_USER["modifier"]},
            starts="now",
        ),
        (2, "Ana", "end"),
    ),
    (
        "seed ex2: -1 on a victim acting later this round: its turns 1 (r1) and 2 (r2)",
        (1, "Ana"),
        dict(
            target="Bo",
            source="Ana",
            label="Technique",
            unit="turns",
            count=EX_VICTIM["duration_turns"],
            modifiers={"tests": EX_VICTIM["modifier"]},
            starts="on_first_turn",
        ),
        (2, "Bo", "end"),
    ),
    (
        "seed ex2: -1 on a victim who already acted: its turns 1 (r2) and 2 (r3)",
        (1, "Cy"),
        dict(
            target="Ana",
            source="Cy",
            label="Technique",
            unit="turns",
            count=EX_VICTIM["duration_turns"],
            modifiers={"tests": EX_VICTIM["modifier"]},
            starts="on_first_turn",
        ),
        (3, "Ana", "end"),
    ),
    (
        "seed ex2 with starts=now gives the same count (the victim is not acting)",
        (1, "Ana"),
        dict(target="Bo", label="T", unit="turns", count=2, modifiers={"tests": -1}),
        (2, "Bo", "end"),
    ),
    (
        "on_first_turn during the target's own turn: that turn does not count",
        (1, "Ana"),
        dict(target="Ana", label="T", unit="turns", count=2, starts="on_first_turn"),
        (3, "Ana", "end"),
    ),
    (
        "YZE overwatch: until the start of your next turn",
        (1, "Bo"),
        dict(target="Bo", label="Overwatch", unit="turns", count=1, tick="start"),
        (2, "Bo", "start"),
    ),
    (
        "tick at the start, counted from the first turn: lasts through that whole turn",
        (1, "Ana"),
        dict(
            target="Bo", label="Shaken", unit="turns", count=1, tick="start", starts="on_first_turn"
        ),
        (2, "Bo", "start"),
    ),
    (
        "tick at the start, on_first_turn during the own turn: the next turn is the first",
        (1, "Bo"),
        dict(
            target="Bo", label="Shaken", unit="turns", count=1, tick="start", starts="on_first_turn"
        ),
        (3, "Bo", "start"),
    ),
    (
        "d20 flat-footed from before the first turn: ends when the combatant acts",
        (1, None),
        dict(target="Cy", label="Flat-footed", unit="turns", count=1, tick="start"),
        (1, "Cy", "start"),
    ),
    (
        "counted on someone else: until the end of the attacker's next turn",
        (1, "Ana"),
        dict(
            target="Bo",
            counted_on="Ana",
            label="Pinned",
            unit="turns",
            count=1,
            starts="on_first_turn",
        ),
        (2, "Ana", "end"),
    ),
    (
        "counted on someone else, starts now: ends with the attacker's current turn",
        (1, "Ana"),
        dict(target="Bo", counted_on="Ana", label="Dazzled", unit="turns", count=1),
        (1, "Ana", "end"),
    ),
    (
        "2 rounds, the current round counts",
        (1, "Bo"),
        dict(target="Cy", label="Smoke", unit="rounds", count=2),
        (2, "-", "round"),
    ),
    (
        "2 rounds counted from the next round",
        (1, "Bo"),
        dict(target="Cy", label="Smoke", unit="rounds", count=2, starts="on_first_turn"),
        (3, "-", "round"),
    ),
    (
        "BRP desperate action: no attack or move next round (1 round from the next)",
        (1, "Cy"),
        dict(target="Cy", label="Off balance", unit="rounds", count=1, starts="on_first_turn"),
        (2, "-", "round"),
    ),
]


@pytest.mark.parametrize(
    ("add_at", "spec", "ends"), [t[1:] for t in TIMELINES], ids=[t[0] for t in TIMELINES]
)
def test_turn_and_round_timelines(
    enc: Encounter, add_at: tuple[int, str | None], spec: dict[str, Any], ends: tuple
) -> None:
    seen = play(enc, add_at, spec)
    check_ends_at(seen, ends)


def test_seed_examples_read_from_the_data_table() -> None:
    # The table the two first timelines use says what the seed says; a changed table fails here.
    assert (EX_USER["modifier"], EX_USER["duration_turns"]) == (1, 2)
    assert (EX_VICTIM["modifier"], EX_VICTIM["duration_turns"]) == (-1, 2)
    assert EX_USER["start_key"] == "turn_effect_applied"
    assert EX_VICTIM["start_key"] == "first_own_turn_under_effect"


def test_seed_example_1_step_by_step(enc: Encounter) -> None:
    """+1 to the user for 2 turns: remaining 2 while turn 1 runs, 1 after it, gone after turn 2."""
    fx.on_turn_start(enc, "Ana")
    eid = fx.add_effect(enc, "Ana", "Technique", unit="turns", count=2, modifiers={"tests": 1})
    steps = [
        (lambda: None, 2, {"tests": 1}),
        (lambda: fx.on_turn_end(enc, "Ana"), 1, {"tests": 1}),
        (lambda: fx.advance_turn(enc, None, "Bo"), 1, {"tests": 1}),
        (lambda: fx.advance_turn(enc, "Bo", "Cy"), 1, {"tests": 1}),
        (lambda: fx.advance_turn(enc, "Cy", "Ana", new_round=True), 1, {"tests": 1}),
        (lambda: fx.on_turn_end(enc, "Ana"), None, {}),
    ]
    for step, remaining, mods in steps:
        step()
        now = [e for e in fx.effects_on(enc, "Ana") if e["id"] == eid]
        assert (now[0]["remaining"] if now else None) == remaining
        assert fx.effect_modifiers(enc, "Ana") == mods
    assert enc.log[-1]["text"] == "Effect Technique on Ana ends."
    assert enc.log[-1]["kind"] == "effect_end"


def test_victim_penalty_works_before_its_first_turn(enc: Encounter) -> None:
    """Seed ex. 2: the penalty counts from the victim's first turn but works at once."""
    fx.on_turn_start(enc, "Ana")
    eid = fx.add_effect(
        enc, "Bo", "T", unit="turns", count=2, modifiers={"tests": -1}, starts="on_first_turn"
    )
    assert fx.effect_modifiers(enc, "Bo") == {"tests": -1}
    assert fx.get_effect(enc, eid)["started"] is False
    fx.advance_turn(enc, "Ana", "Bo")
    assert fx.get_effect(enc, eid)["started"] is True
    assert fx.get_effect(enc, eid)["remaining"] == 2


def test_advance_turn_is_end_then_round_then_start(enc: Encounter) -> None:
    """advance_turn leaves the same state as the three hooks in that order."""
    twin = copy.deepcopy(enc.state)
    fx.on_turn_start(enc, "Cy")
    fx.add_effect(enc, "Cy", "A", unit="turns", count=1)  # ends at Cy's end
    fx.add_effect(enc, "Ana", "B", unit="turns", count=1, tick="start")  # ends at Ana's start
    fx.add_effect(enc, "Bo", "C", unit="rounds", count=1)  # ends at round end
    snapshot = copy.deepcopy(enc.state)
    fx.advance_turn(enc, "Cy", "Ana", new_round=True)
    by_advance = copy.deepcopy(enc.state)
    texts_advance = [e["text"] for e in enc.log[-3:]]
    enc.state = copy.deepcopy(snapshot)
    fx.on_turn_end(enc, "Cy")
    fx.on_round_end(enc)
    fx.on_turn_start(enc, "Ana")
    assert enc.state == by_advance
    assert by_advance[fx.EFFECTS_KEY] == []
    assert texts_advance == [
        "Effect A on Cy ends.",
        "Effect C on Bo ends.",
        "Effect B on Ana ends.",
    ]
    assert twin != by_advance


# -- DEX ranks -----------------------------------------------------------------------------
DEX = {r["key"]: r for r in load_table("brp", "dex_ranks")["rows"]}
VOLLEY = DEX["volley_interval"]["dex_ranks_between_attacks"]  # 5
STAND_UP = DEX["stand_up_from_prone"]["dex_ranks"]  # 5

DEX_CASES = [
    # (id, start rank, count, ranks called in order, remaining after each (None = gone))
    ("volley: thrown at 12, the next 5 ranks later at 7", 12, VOLLEY, [11, 8, 7], [4, 1, None]),
    ("a jump past the end", 12, VOLLEY, [5], [None]),
    ("a higher rank changes nothing", 10, STAND_UP, [9, 12, 8], [4, 4, 3]),
    ("stand up from prone at rank 3", 3, STAND_UP, [2, 1, 0], [4, 3, 2]),
]


@pytest.mark.parametrize(
    ("start", "count", "calls", "remaining"),
    [c[1:] for c in DEX_CASES],
    ids=[c[0] for c in DEX_CASES],
)
def test_dex_rank_countdown(
    enc: Encounter, start: int, count: int, calls: list[int], remaining: list[int | None]
) -> None:
    fx.on_dex_rank(enc, start)
    eid = fx.add_effect(enc, "Bo", "Standing up", unit="dex_ranks", count=count)
    assert fx.get_effect(enc, eid)["at_rank"] == start
    for rank, left in zip(calls, remaining, strict=True):
        fx.on_dex_rank(enc, rank)
        now = [e for e in fx.all_effects(enc) if e["id"] == eid]
        assert (now[0]["remaining"] if now else None) == left, f"after DEX rank {rank}"


def test_dex_rank_effects_end_with_the_round(enc: Encounter) -> None:
    fx.on_dex_rank(enc, 3)
    fx.add_effect(enc, "Bo", "Standing up", unit="dex_ranks", count=STAND_UP)
    keep = fx.add_effect(enc, "Bo", "Stunned", unit="rounds", count=2)
    fx.on_dex_rank(enc, 1)
    fx.on_round_end(enc)
    assert [e["id"] for e in fx.effects_on(enc, "Bo")] == [keep]
    assert enc.log[-1]["text"] == "Effect Standing up on Bo ends (the round's DEX ranks ran out)."
    assert fx.current_dex_rank(enc) is None


def test_dex_rank_effect_with_explicit_rank_and_without_one(enc: Encounter) -> None:
    before = snap(enc)
    with pytest.raises(RuleError, match="DEX rank"):
        fx.add_effect(enc, "Bo", "Aim", unit="dex_ranks", count=5)
    assert snap(enc) == before
    eid = fx.add_effect(enc, "Bo", "Aim", unit="dex_ranks", count=5, at_rank=14)
    fx.on_dex_rank(enc, 9)
    assert eid not in [e["id"] for e in fx.all_effects(enc)]


# -- scenes ---------------------------------------------------------------------------------
def test_end_scene_ends_only_scene_effects(enc: Encounter) -> None:
    scene = fx.add_effect(enc, "Ana", "Blessing", unit="scene", modifiers={"tests": 2})
    forever = fx.add_effect(enc, "Ana", "Suppressed", unit="until_removed")
    rounds = fx.add_effect(enc, "Ana", "Burning", unit="rounds", count=3)
    for _ in range(5):  # scene and until-removed effects ignore the clock
        fx.advance_turn(enc, "Ana", "Ana", new_round=True)
    ids = [e["id"] for e in fx.effects_on(enc, "Ana")]
    assert ids == [scene, forever]
    fx.end_scene(enc)
    assert [e["id"] for e in fx.effects_on(enc, "Ana")] == [forever]
    assert enc.log[-1]["text"] == "Effect Blessing on Ana ends (the scene is over)."
    assert rounds not in ids


# -- modifiers, reading, words --------------------------------------------------------------
MODIFIER_CASES = [
    ([{"tests": 1}], {"tests": 1}),
    ([{"tests": 1}, {"tests": -1, "attack": 2}], {"attack": 2}),
    ([{"tests": 1}, {"tests": 1}], {"tests": 2}),
    ([{}], {}),
]


@pytest.mark.parametrize(("mods", "total"), MODIFIER_CASES)
def test_effect_modifiers_sum(enc: Encounter, mods: list[dict], total: dict) -> None:
    for m in mods:
        fx.add_effect(enc, "Ana", "X", unit="until_removed", modifiers=m)
    fx.add_effect(enc, "Bo", "Other", unit="until_removed", modifiers={"tests": 5})
    assert fx.effect_modifiers(enc, "Ana") == total


@pytest.mark.parametrize(
    ("mods", "kind"),
    [
        ({"tests": 1}, "bonus"),
        ({"tests": -1}, "penalty"),
        ({}, "condition"),
        ({"a": 1, "b": -1}, "condition"),
    ],
)
def test_kind_follows_the_signs(enc: Encounter, mods: dict, kind: str) -> None:
    eid = fx.add_effect(enc, "Ana", "X", unit="scene", modifiers=mods)
    assert fx.get_effect(enc, eid)["kind"] == kind


def test_reads_are_copies_and_create_nothing(enc: Encounter) -> None:
    before = snap(enc)
    assert fx.effects_on(enc, "Ana") == [] and fx.effect_modifiers(enc, "Ana") == {}
    assert snap(enc) == before  # reading never adds keys to the state
    fx.add_effect(enc, "Ana", "X", unit="scene", modifiers={"tests": 1})
    got = fx.effects_on(enc, "Ana")
    got[0]["modifiers"]["tests"] = 99
    assert fx.effect_modifiers(enc, "Ana") == {"tests": 1}


def test_words_for_the_dock_and_token(enc: Encounter) -> None:
    fx.on_turn_start(enc, "Ana")
    a = fx.add_effect(enc, "Bo", "Dazed", unit="turns", count=2, modifiers={"tests": -1})
    b = fx.add_effect(enc, "Bo", "KO", unit="rounds", count=14)
    c = fx.add_effect(enc, "Bo", "Rage", unit="until_removed")
    assert fx.describe_effect(fx.get_effect(enc, a)) == (
        "Dazed (-1 tests): 2 turns left (from Bo's next turn, ending at the end of Bo's turn)"
    )
    assert fx.badge(fx.get_effect(enc, a)) == "Dazed 2t"
    assert fx.badge(fx.get_effect(enc, b)) == "KO 14r"
    assert fx.badge(fx.get_effect(enc, c)) == "Rage ∞"
    assert enc.log[-3]["text"] == (
        "Bo is under Dazed (-1 tests): 2 turns left (from Bo's next turn, ending at the end of "
        "Bo's turn)."
    )


def test_ids_are_never_reused(enc: Encounter) -> None:
    first = fx.add_effect(enc, "Ana", "X", unit="scene")
    fx.remove_effect(enc, first)
    second = fx.add_effect(enc, "Ana", "Y", unit="scene")
    assert (first, second) == ("e1", "e2")


# -- refusals -------------------------------------------------------------------------------
BAD_ADDS = [
    (dict(target="Nobody", label="X", unit="scene"), "not a combatant"),
    (dict(target="Ana", label=" ", unit="scene"), "label"),
    (dict(target="Ana", label="X", unit="minutes", count=2), "Unknown duration unit"),
    (dict(target="Ana", label="X", unit="turns"), "count from 1"),
    (dict(target="Ana", label="X", unit="turns", count=0), "count from 1"),
    (dict(target="Ana", label="X", unit="rounds", count=True), "count from 1"),
    (dict(target="Ana", label="X", unit="scene", count=2), "takes no count"),
    (dict(target="Ana", label="X", unit="turns", count=1, counted_on="Zed"), "not a combatant"),
    (dict(target="Ana", label="X", unit="rounds", count=1, counted_on="Bo"), "someone's turns"),
    (dict(target="Ana", label="X", unit="rounds", count=1, tick="start"), "start of a turn"),
    (dict(target="Ana", label="X", unit="turns", count=1, tick="middle"), "'start' or 'end'"),
    (dict(target="Ana", label="X", unit="turns", count=1, starts="later"), "'now' or"),
    (dict(target="Ana", label="X", unit="scene", starts="on_first_turn"), "starts now"),
    (dict(target="Ana", label="X", unit="scene", modifiers={"tests": 1.5}), "whole number"),
    (dict(target="Ana", label="X", unit="scene", at_rank=5), "DEX rank"),
]


@pytest.mark.parametrize(("kwargs", "message"), BAD_ADDS)
def test_bad_requests_are_refused_and_change_nothing(
    enc: Encounter, kwargs: dict, message: str
) -> None:
    before = snap(enc)
    with pytest.raises(RuleError, match=message):
        fx.add_effect(enc, **kwargs)
    assert snap(enc) == before


def test_unknown_effect_ids_are_refused(enc: Encounter) -> None:
    with pytest.raises(RuleError, match="no effect 'e9'"):
        fx.remove_effect(enc, "e9")
    eid = fx.add_effect(enc, "Ana", "X", unit="scene")
    with pytest.raises(RuleError, match="no count"):
        fx.update_effect(enc, eid, remaining=3)


# -- undo -----------------------------------------------------------------------------------
def _setup_mixed(enc: Encounter) -> dict[str, str]:
    fx.on_turn_start(enc, "Ana")
    fx.on_dex_rank(enc, 12)
    return {
        "turns": fx.add_effect(enc, "Ana", "Focus", unit="turns", count=1),
        "rounds": fx.add_effect(enc, "Bo", "Smoke", unit="rounds", count=1),
        "dex": fx.add_effect(enc, "Cy", "Aim", unit="dex_ranks", count=5),
        "scene": fx.add_effect(enc, "Bo", "Blessing", unit="scene"),
    }


UNDO_OPS = {
    "add": lambda enc, ids: fx.add_effect(enc, "Bo", "New", unit="turns", count=2),
    "remove": lambda enc, ids: fx.remove_effect(enc, ids["scene"]),
    "update": lambda enc, ids: fx.update_effect(enc, ids["rounds"], remaining=4, label="Fog"),
    "turn end (expires)": lambda enc, ids: fx.on_turn_end(enc, "Ana"),
    "turn start": lambda enc, ids: fx.on_turn_start(enc, "Bo"),
    "round end (expires)": lambda enc, ids: fx.on_round_end(enc),
    "DEX rank (expires)": lambda enc, ids: fx.on_dex_rank(enc, 7),
    "scene end": lambda enc, ids: fx.end_scene(enc),
    "advance turn": lambda enc, ids: fx.advance_turn(enc, "Ana", "Bo", new_round=True),
    "drop effects of": lambda enc, ids: fx.drop_effects_of(enc, "Bo"),
}


@pytest.mark.parametrize("op", list(UNDO_OPS), ids=list(UNDO_OPS))
def test_every_change_is_one_undo_step(enc: Encounter, op: str) -> None:
    ids = _setup_mixed(enc)
    before = snap(enc)
    depth = len(enc.history)
    UNDO_OPS[op](enc, ids)
    after = snap(enc)
    assert after != before
    assert len(enc.history) == depth + 1
    enc.undo()
    assert snap(enc) == before
    enc.redo()
    assert snap(enc) == after


def test_hooks_join_the_initiative_transaction(enc: Encounter) -> None:
    fx.on_turn_start(enc, "Cy")
    fx.add_effect(enc, "Cy", "Focus", unit="turns", count=1)
    before = snap(enc)
    depth = len(enc.history)
    with enc.transaction("Next turn"):
        enc.next_round()
        fx.advance_turn(enc, "Cy", "Ana", new_round=True)
    assert len(enc.history) == depth + 1
    assert fx.effects_on(enc, "Cy") == [] and enc.round.number == 2
    enc.undo()
    assert snap(enc) == before


# -- combatants renamed or removed ------------------------------------------------------------
def test_rename_follows_target_source_counted_on_and_turn(enc: Encounter) -> None:
    fx.on_turn_start(enc, "Ana")
    eid = fx.add_effect(enc, "Bo", "Pinned", unit="turns", count=1, counted_on="Ana", source="Ana")
    fx.rename_in_effects(enc, "Ana", "Anabel")
    e = fx.get_effect(enc, eid)
    assert (e["source"], e["duration"]["counted_on"], fx.current_turn(enc)) == ("Anabel",) * 3
    fx.rename_in_effects(enc, "Bo", "Bob")
    assert fx.effects_on(enc, "Bob")[0]["id"] == eid
    fx.on_turn_end(enc, "Anabel")
    assert fx.all_effects(enc) == []


def test_drop_effects_of_a_departed_combatant(enc: Encounter) -> None:
    on_bo = fx.add_effect(enc, "Bo", "Dazed", unit="rounds", count=2, source="Ana")
    counted = fx.add_effect(enc, "Ana", "Pinned", unit="turns", count=1, counted_on="Bo")
    by_bo = fx.add_effect(enc, "Cy", "Poisoned", unit="rounds", count=3, source="Bo")
    with enc.transaction("Remove Bo"):
        fx.drop_effects_of(enc, "Bo")
    left = [e["id"] for e in fx.all_effects(enc)]
    assert left == [by_bo]
    assert on_bo not in left and counted not in left
    assert enc.log[-1]["text"] == "Effect Pinned on Ana ends (Bo left the encounter)."


# -- files ------------------------------------------------------------------------------------
def test_save_and_load_round_trip(enc: Encounter, tmp_path) -> None:
    ids = _setup_mixed(enc)
    fx.on_turn_start(enc, "Bo")  # nothing counted on Bo, only the clock moves
    path = tmp_path / "fight.zk.json"
    enc.save(path)
    back = Encounter.load(path)
    assert back.state[fx.EFFECTS_KEY] == enc.state[fx.EFFECTS_KEY]
    assert back.state[fx.CLOCK_KEY] == enc.state[fx.CLOCK_KEY]
    fx.validate_effects(back.state, names=[c.name for c in back])
    # the loaded encounter keeps the clock going and hands out fresh ids
    fx.on_round_end(back)
    assert ids["rounds"] not in [e["id"] for e in fx.all_effects(back)]
    assert fx.add_effect(back, "Ana", "Y", unit="scene") == "e5"


def _valid_state(enc: Encounter) -> dict[str, Any]:
    _setup_mixed(enc)
    fx.add_effect(enc, "Bo", "Third", unit="turns", count=2, counted_on="Cy")
    return copy.deepcopy(enc.state)


def _set(path: str, value: Any) -> Any:
    def mutate(state: dict[str, Any]) -> None:
        keys = path.split(".")
        node: Any = state
        for k in keys[:-1]:
            node = node[int(k)] if isinstance(node, list) else node[k]
        last = keys[-1]
        if value is KeyError:
            del node[last]
        elif isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value

    return mutate


BAD_FILES = [
    ("effects", {"a": 1}, "effects: expected a list"),
    ("effects.2", "x", "effects[2]: expected an object"),
    ("effects.4.duration.count", "2", "effects[4].duration.count: expected a whole number"),
    ("effects.4.duration.count", 2.0, "effects[4].duration.count: expected a whole number"),
    ("effects.1.duration.count", 0, "effects[1].duration.count: expected a whole number"),
    ("effects.3.duration.count", 2, "effects[3].duration.count: expected null"),
    ("effects.1.duration.unit", "hours", "effects[1].duration.unit: expected one of"),
    ("effects.0.duration.tick", "noon", "effects[0].duration.tick: expected 'start' or 'end'"),
    ("effects.0.duration.starts", "x", "effects[0].duration.starts: expected 'now'"),
    ("effects.0.duration.counted_on", None, "effects[0].duration.counted_on: expected a"),
    ("effects.4.duration.counted_on", "Zed", "effects[4].duration.counted_on: no combatant"),
    ("effects.1.duration.counted_on", "Bo", "effects[1].duration.counted_on: expected null"),
    ("effects.0.id", "e2", "effects[1].id: 'e2' is used twice"),
    ("effects.0.id", 7, "effects[0].id: expected a text"),
    ("effects.0.target", "Zed", "effects[0].target: no combatant is called 'Zed'"),
    ("effects.0.source", 3, "effects[0].source: expected"),
    ("effects.0.label", None, "effects[0].label: expected a text"),
    ("effects.0.kind", 1, "effects[0].kind: expected a text"),
    ("effects.0.modifiers", [], "effects[0].modifiers: expected an object"),
    ("effects.0.modifiers", {"tests": "1"}, "effects[0].modifiers.tests: expected a whole"),
    ("effects.0.remaining", 0, "effects[0].remaining: expected a whole number from 1"),
    ("effects.3.remaining", 1, "effects[3].remaining: expected null"),
    ("effects.0.started", "yes", "effects[0].started: expected true or false"),
    ("effects.0.started_round", None, "effects[0].started_round: expected a whole number"),
    ("effects.2.at_rank", None, "effects[2].at_rank: expected a whole number"),
    ("effects.0.at_rank", 3, "effects[0].at_rank: expected null"),
    ("effects.0.duration", KeyError, "effects[0].duration: expected an object"),
    ("effects_clock", [], "effects_clock: expected an object"),
    ("effects_clock.turn", "Zed", "effects_clock.turn: expected a combatant's name"),
    ("effects_clock.dex_rank", "12", "effects_clock.dex_rank: expected a whole number"),
    ("effects_clock.next_id", 3, "effects_clock.next_id: expected more than 5"),
]


@pytest.mark.parametrize(("path", "value", "message"), BAD_FILES, ids=[b[0] for b in BAD_FILES])
def test_validate_effects_names_the_bad_field(
    enc: Encounter, path: str, value: Any, message: str
) -> None:
    state = _valid_state(enc)
    names = [c.name for c in enc]
    fx.validate_effects(state, names=names)  # the untouched state is fine
    _set(path, value)(state)
    with pytest.raises(ValueError) as err:
        fx.validate_effects(state, names=names)
    assert str(err.value).startswith(message)


def test_validate_accepts_a_state_without_effects() -> None:
    fx.validate_effects({})
    fx.validate_effects({"combatants": {}})


# -- the facade mixin -------------------------------------------------------------------------
def test_mixin_delegates(enc: Encounter) -> None:
    class Facade(fx.EffectsMixin):
        def __init__(self, e: Encounter) -> None:
            self.enc = e

    combat = Facade(enc)
    combat.on_turn_start("Ana")
    eid = combat.add_effect("Ana", "Focus", unit="turns", count=1, modifiers={"tests": 1})
    assert combat.effect_modifiers("Ana") == {"tests": 1}
    assert combat.effects_on("Ana")[0]["id"] == eid
    combat.update_effect(eid, notes="from the card")
    assert combat.all_effects()[0]["notes"] == "from the card"
    combat.advance_turn("Ana", "Bo")
    assert combat.effects_on("Ana") == []
