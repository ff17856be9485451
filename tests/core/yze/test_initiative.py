"""Initiative: deck, groups, surprise, ambush, turns, rounds, swaps, hidden cards, joining.

Expected numbers come from ``initiative.json`` / ``ambush_sneak_attacks.json``; dice are seeded
(fixture ``yze_enc``, seed 1234) or the cards are chosen so that the order is known.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import Cost, RuleError
from core.rules.yze import initiative as ini
from core.rules.yze.skills import skill_pool

INIT = {r["id"]: r for r in load_table("yze", "initiative")["rows"]}
AMBUSH = {r["id"]: r for r in load_table("yze", "ambush_sneak_attacks")["rows"]}
DECK = list(range(INIT["deck"]["card_min"], INIT["deck"]["card_max"] + 1))
EVERYONE = ("Ana", "Bo", "Rat 1", "Rat 2", "Boss")


@pytest.fixture(autouse=True)
def _no_foreign_hooks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test sees only the hooks it registers (other modules may register theirs)."""
    monkeypatch.setattr(ini, "TURN_START_HOOKS", [])
    monkeypatch.setattr(ini, "ROUND_START_HOOKS", [])
    monkeypatch.setattr(ini, "TURN_END_HOOKS", [])
    monkeypatch.setattr(ini, "ROUND_END_HOOKS", [])


def deal(enc: Encounter, cards: dict[str, int]) -> None:
    """Give everyone a known card (surprise picks), so the order is fixed."""
    for who, card in cards.items():
        ini.choose_card(enc, who, card)


def set_flag(enc: Encounter, name: str, flag: str, value: bool = True) -> None:
    """Mark ``name`` broken or dead the way the damage module stores it."""
    with enc.transaction(f"{name} {flag}"):
        cs = enc.ruleset.combatant_state(enc, name)
        cs.setdefault("damage", {})[flag] = value


STANDARD = {"Ana": 2, "Bo": 7, "Rat 1": 4, "Rat 2": 9, "Boss": 5}


@pytest.fixture
def fight(yze_enc: Encounter) -> Encounter:
    """Everyone holds a known card (Ana 2, Rat 1 4, Boss 5, Bo 7, Rat 2 9); the fight is on."""
    deal(yze_enc, STANDARD)
    ini.start_fight(yze_enc)
    return yze_enc


# -- the deck ----------------------------------------------------------------------------------
def test_deck_is_the_tables_ten_cards(yze_enc: Encounter) -> None:
    assert ini.deck_cards(yze_enc) == DECK
    assert len(DECK) == INIT["deck"]["deck_size"]


@pytest.mark.parametrize("seed", range(1, 9))
def test_everyone_draws_one_distinct_card_from_the_deck(
    make_yze_enc: Callable[..., Encounter], seed: int
) -> None:
    enc = make_yze_enc(seed)
    dealt = ini.draw_initiative(enc)
    assert sorted(d["holder"] for d in dealt) == sorted(EVERYONE)
    cards = [d["card"] for d in dealt]
    assert len(set(cards)) == len(cards)
    assert set(cards) <= set(DECK)
    assert all(d["deck"] == 1 for d in dealt)
    assert sorted(cards + ini.initiative_state(enc)["decks"][0]) == DECK


def test_draw_is_repeatable_with_the_same_seed(make_yze_enc: Callable[..., Encounter]) -> None:
    a, b = make_yze_enc(77), make_yze_enc(77)
    assert ini.draw_initiative(a) == ini.draw_initiative(b)


def test_a_group_draws_one_card_and_acts_in_the_gms_order(yze_enc: Encounter) -> None:
    assert INIT["npc_groups"]["group_acts_together"]
    ini.set_group_order(yze_enc, "Rats", ["Rat 2", "Rat 1"])
    dealt = ini.draw_initiative(yze_enc)
    assert sorted(d["holder"] for d in dealt) == ["Ana", "Bo", "Boss", "Rats"]
    rats = next(e for e in ini.initiative_order(yze_enc) if e["group"] == "Rats")
    assert rats["names"] == ["Rat 2", "Rat 1"]
    seq = ini.turn_sequence(yze_enc)
    assert seq.index("Rat 1") == seq.index("Rat 2") + 1


def test_groups_given_to_draw(yze_enc: Encounter) -> None:
    ini.draw_initiative(yze_enc, groups={"Rats": ["Rat 1", "Rat 2"]})
    assert (
        ini.card_of(yze_enc, "Rat 1")
        == ini.card_of(yze_enc, "Rat 2")
        == ini.card_of(yze_enc, "Rats")
    )
    assert len(ini.initiative_order(yze_enc)) == 4


@pytest.mark.parametrize(
    ("members", "message"),
    [
        (["Ana", "Rat 1"], "player character"),
        ([], "no members"),
        (["Rat 1", "Rat 1"], "twice"),
    ],
)
def test_bad_groups_are_refused(yze_enc: Encounter, members: list[str], message: str) -> None:
    with pytest.raises(RuleError, match=message):
        ini.set_group_order(yze_enc, "Rats", members)


def test_reordering_a_group_needs_its_members(yze_enc: Encounter) -> None:
    ini.set_group_order(yze_enc, "Rats", ["Rat 1", "Rat 2"])
    with pytest.raises(RuleError, match="exactly the members"):
        ini.set_group_order(yze_enc, "Rats", ["Rat 1"])
    ini.set_group_order(yze_enc, "Rats", ["Rat 2", "Rat 1"])
    assert ini.group_members(yze_enc, "Rats") == ["Rat 2", "Rat 1"]


@pytest.mark.parametrize(
    ("cards", "expected"),
    [
        (STANDARD, ["Ana", "Rat 1", "Boss", "Bo", "Rat 2"]),
        (
            {"Ana": 10, "Bo": 1, "Rat 1": 3, "Rat 2": 2, "Boss": 6},
            ["Bo", "Rat 2", "Rat 1", "Boss", "Ana"],
        ),
    ],
)
def test_turns_go_from_the_lowest_card_up(
    yze_enc: Encounter, cards: dict[str, int], expected: list[str]
) -> None:
    assert INIT["order"]["lowest_first"] is True
    deal(yze_enc, cards)
    assert ini.turn_sequence(yze_enc) == expected
    ini.start_fight(yze_enc)
    seen = [ini.current_turn(yze_enc)]
    for _ in expected[1:]:
        seen.append(ini.next_turn(yze_enc))
    assert seen == expected
    assert yze_enc.round.number == 1


def test_the_order_is_kept_for_the_whole_fight(fight: Encounter) -> None:
    assert INIT["round_end"]["redraw_each_round"] is False
    before = [(e["card"], e["names"]) for e in ini.initiative_order(fight)]
    for _ in range(len(EVERYONE) * 3):
        ini.next_turn(fight)
    assert fight.round.number == 4
    assert [(e["card"], e["names"]) for e in ini.initiative_order(fight)] == before


def test_initiative_is_drawn_only_once(fight: Encounter) -> None:
    with pytest.raises(RuleError, match="drawn once"):
        ini.draw_initiative(fight)
    with pytest.raises(RuleError, match="whole fight"):
        ini.redraw_initiative(fight)


def test_drawing_twice_before_the_fight_is_refused(yze_enc: Encounter) -> None:
    ini.draw_initiative(yze_enc)
    with pytest.raises(RuleError, match="already holds"):
        ini.draw_initiative(yze_enc)
    before = {e["key"] for e in ini.initiative_order(yze_enc)}
    ini.redraw_initiative(yze_enc)
    assert len(ini.initiative_order(yze_enc)) == len(before)


def test_the_dead_draw_no_card(yze_enc: Encounter) -> None:
    set_flag(yze_enc, "Boss", "dead")
    dealt = ini.draw_initiative(yze_enc)
    assert "Boss" not in {d["holder"] for d in dealt}


# -- more combatants than cards ------------------------------------------------------------------
def _crowd(enc: Encounter, n: int) -> list[str]:
    names = [f"Goon {i}" for i in range(n)]
    for who in names:
        enc.add_combatant(who, zone="z2", side="npc")
    return names


def test_a_second_deck_comes_in_past_ten_holders(yze_enc: Encounter) -> None:
    _crowd(yze_enc, 7)  # 12 combatants
    dealt = ini.draw_initiative(yze_enc)
    decks = [d["deck"] for d in dealt]
    assert decks.count(1) == len(DECK)
    assert decks.count(2) == 12 - len(DECK)
    assert any("deck 2" in e["text"] and "lower deck acts first" in e["text"] for e in yze_enc.log)
    assert {e["deck"] for e in ini.initiative_order(yze_enc)} == {1, 2}


def test_tie_rule_the_lower_deck_acts_first(yze_enc: Encounter) -> None:
    ini.choose_card(yze_enc, "Boss", 3, deck=2)
    ini.choose_card(yze_enc, "Ana", 3, deck=1)
    ini.choose_card(yze_enc, "Bo", 2, deck=2)
    assert ini.turn_sequence(yze_enc)[:3] == ["Bo", "Ana", "Boss"]


# -- surprise, sneak attack, ambush ------------------------------------------------------------
@pytest.mark.parametrize("seed", range(1, 11))
def test_a_surprise_pick_leaves_the_deck_before_the_others_draw(
    make_yze_enc: Callable[..., Encounter], seed: int
) -> None:
    assert INIT["surprise"]["surpriser_chooses_card"]
    enc = make_yze_enc(seed)
    ini.choose_card(enc, "Bo", 1)
    dealt = ini.draw_initiative(enc)
    assert 1 not in {d["card"] for d in dealt}
    assert ini.card_of(enc, "Bo") == (1, 1)
    assert ini.initiative_order(enc)[0]["chosen"] is True


def test_a_card_someone_holds_cant_be_picked(yze_enc: Encounter) -> None:
    ini.choose_card(yze_enc, "Ana", 4)
    with pytest.raises(RuleError, match="Ana already holds card 4"):
        ini.choose_card(yze_enc, "Boss", 4)
    with pytest.raises(RuleError, match="no card 11"):
        ini.choose_card(yze_enc, "Boss", 11)


def test_no_surprise_pick_once_the_fight_is_on(fight: Encounter) -> None:
    with pytest.raises(RuleError, match="as the fight begins"):
        ini.choose_card(fight, "Ana", 1)


def test_failed_ambush_victims_get_the_worst_cards(yze_enc: Encounter) -> None:
    # initiative.json / ambush_sneak_attacks.json reading: from #10 downward
    assert AMBUSH["ambush_failure"]["failed_victims_get"] == "highest_numbers_from_10_down"
    ini.ambush(yze_enc, ["Rat 1", "Rat 2", "Boss"], ["Ana", "Bo"])
    cards = {n: ini.card_of(yze_enc, n)[0] for n in EVERYONE}
    assert {cards["Ana"], cards["Bo"]} == {DECK[-1], DECK[-2]}
    assert [cards["Rat 1"], cards["Rat 2"], cards["Boss"]] == [1, 2, 3]


def test_ambush_worst_cards_are_dealt_at_random(make_yze_enc: Callable[..., Encounter]) -> None:
    seen = set()
    for seed in range(1, 30):
        enc = make_yze_enc(seed)
        ini.ambush(enc, {"Boss": 1}, ["Ana", "Bo", "Rat 1"])
        assert {ini.card_of(enc, n)[0] for n in ("Ana", "Bo", "Rat 1")} == {8, 9, 10}
        seen.add(ini.card_of(enc, "Ana")[0])
    assert seen == {8, 9, 10}


def test_victims_who_spot_the_ambush_draw_from_what_is_left(yze_enc: Encounter) -> None:
    ini.ambush(yze_enc, {"Boss": 5}, ["Ana"])
    assert ini.card_of(yze_enc, "Ana") == (10, 1)
    for who in ("Bo", "Rat 1", "Rat 2"):
        card = ini.card_of(yze_enc, who)
        assert card is not None and card[0] not in (5, 10)


def test_ambush_refuses_a_victim_who_laid_it(yze_enc: Encounter) -> None:
    before = yze_enc.to_dict()
    with pytest.raises(RuleError, match="lay the ambush and fall into it"):
        ini.ambush(yze_enc, ["Boss"], ["Boss"])
    assert yze_enc.to_dict() == before


@pytest.mark.parametrize("well_prepared", [False, True])
def test_ambush_observation_rolls_with_the_tables_modifier(
    yze_enc: Encounter, well_prepared: bool
) -> None:
    row = AMBUSH["ambush_detection"]
    rolls = ini.ambush_observation(yze_enc, ["Ana", "Bo"], well_prepared=well_prepared)
    mod = row["well_prepared_modifier"] if well_prepared else 0
    for who, roll in rolls.items():
        assert len(roll.dice) == skill_pool(yze_enc, who, row["roll_skill"]) + mod
    assert sum(1 for e in yze_enc.log if e["kind"] == "roll") == 2


@pytest.mark.parametrize("melee", [True, False])
def test_sneak_attack_stealth_roll(yze_enc: Encounter, melee: bool) -> None:
    row = AMBUSH["sneak_attack_roll"]
    roll = ini.sneak_attack_roll(yze_enc, "Bo", melee=melee)
    mod = row["engaged_approach_modifier"] if melee else 0
    assert len(roll.dice) == skill_pool(yze_enc, "Bo", row["roll_skill"]) + mod
    assert yze_enc.log[-1]["roll"]["dice"] == list(roll.dice)


# -- turns and rounds ----------------------------------------------------------------------------
def test_start_needs_cards(yze_enc: Encounter) -> None:
    with pytest.raises(RuleError, match="Draw initiative first"):
        ini.start_fight(yze_enc)
    with pytest.raises(RuleError, match="hasn't started"):
        ini.next_turn(yze_enc)


def test_a_new_round_refreshes_every_pip(fight: Encounter) -> None:
    fight.spend("Ana", Cost({"slow": 1, "fast": 1}))
    fight.spend("Boss", Cost({"fast": 1}))
    assert ini.pips_left(fight, "Ana") == {"slow": 0, "fast": 0}
    for _ in EVERYONE:
        ini.next_turn(fight)
    assert fight.round.number == 2
    assert ini.current_turn(fight) == "Ana"
    for who in EVERYONE:
        assert fight.actions_spent(who) == {}
        assert ini.pips_left(fight, who) == {"slow": 1, "fast": 2}


def test_skip_to_next_round_passes_every_remaining_turn(fight: Encounter) -> None:
    started: list[str] = []
    ini.register_turn_start_hook(lambda enc, name: started.append(name))
    ini.next_turn(fight)  # Rat 1
    assert ini.skip_to_next_round(fight) == "Ana"
    assert started == ["Rat 1", "Boss", "Bo", "Rat 2", "Ana"]
    assert fight.round.number == 2


def test_turn_and_round_hooks_run_inside_the_step(yze_enc: Encounter) -> None:
    calls: list[Any] = []
    ini.register_turn_start_hook(lambda enc, name: calls.append(("turn", name, enc.round.number)))
    ini.register_round_start_hook(lambda enc, n: calls.append(("round", n)))
    deal(yze_enc, {"Ana": 1, "Bo": 2})
    ini.draw_initiative(yze_enc)
    ini.start_fight(yze_enc)
    assert calls == [("round", 1), ("turn", "Ana", 1)]
    for _ in range(len(EVERYONE)):
        ini.next_turn(yze_enc)
    assert calls[-2:] == [("round", 2), ("turn", "Ana", 2)]
    assert len(calls) == 2 + (len(EVERYONE) - 1) + 2
    yze_enc.undo()
    assert calls[-1] == ("turn", "Ana", 2)  # undo restores state, it doesn't re-run hooks
    assert ini.current_turn(yze_enc) == ini.turn_sequence(yze_enc)[-1]
    assert yze_enc.round.number == 1


def test_hook_order_turn_end_round_end_round_start_turn_start(yze_enc: Encounter) -> None:
    calls: list[Any] = []
    ini.register_turn_end_hook(lambda enc, name: calls.append(("end", name)))
    ini.register_round_end_hook(lambda enc, n: calls.append(("round end", n)))
    ini.register_round_start_hook(lambda enc, n: calls.append(("round", n)))
    ini.register_turn_start_hook(lambda enc, name: calls.append(("start", name)))
    deal(yze_enc, {"Ana": 1, "Bo": 2})
    ini.start_fight(yze_enc)
    calls.clear()
    ini.next_turn(yze_enc)
    assert calls == [("end", "Ana"), ("start", "Bo")]
    calls.clear()
    ini.next_turn(yze_enc)
    assert calls == [("end", "Bo"), ("round end", 1), ("round", 2), ("start", "Ana")]


def test_a_broken_turn_starts_and_ends(fight: Encounter) -> None:
    calls: list[Any] = []
    ini.register_turn_end_hook(lambda enc, name: calls.append(("end", name)))
    ini.register_turn_start_hook(lambda enc, name: calls.append(("start", name)))
    set_flag(fight, "Rat 1", "broken")
    ini.next_turn(fight)
    assert calls == [("end", "Ana"), ("start", "Rat 1"), ("end", "Rat 1"), ("start", "Boss")]


def test_turns_drive_the_timed_effects_clock(fight: Encounter) -> None:
    from core import effects

    eid = effects.add_effect(fight, "Rat 1", "Dazed", unit="turns", count=1)
    ini.next_turn(fight)  # Rat 1's turn starts: the count starts
    assert effects.current_turn(fight) == "Rat 1"
    assert [e["id"] for e in effects.effects_on(fight, "Rat 1")] == [eid]
    ini.next_turn(fight)  # … and ends: one turn done
    assert effects.effects_on(fight, "Rat 1") == []
    rid = effects.add_effect(fight, "Bo", "Smoke", unit="rounds", count=1)
    ini.skip_to_next_round(fight)
    ini.skip_to_next_round(fight)
    assert rid not in [e["id"] for e in effects.all_effects(fight)]


def test_a_failing_hook_rolls_the_whole_step_back(fight: Encounter) -> None:
    def boom(enc: Encounter, name: str) -> None:
        raise RuntimeError("hook failed")

    ini.register_turn_start_hook(boom)
    before = fight.to_dict()
    with pytest.raises(RuntimeError):
        ini.next_turn(fight)
    assert fight.to_dict() == before


def test_the_broken_turn_comes_and_passes(fight: Encounter) -> None:
    started: list[str] = []
    ini.register_turn_start_hook(lambda enc, name: started.append(name))
    set_flag(fight, "Rat 1", "broken")
    assert ini.next_turn(fight) == "Boss"
    assert started == ["Rat 1", "Boss"]  # hooks ran for Rat 1 (death rolls) …
    assert any("Rat 1" in e["text"] and "broken" in e["text"] for e in fight.log)
    order = {e["names"][0]: e for e in ini.initiative_order(fight)}
    assert order["Rat 1"]["acted"] and order["Rat 1"]["inactive"] == ["Rat 1"]


def test_the_dead_are_skipped_without_hooks(fight: Encounter) -> None:
    started: list[str] = []
    ini.register_turn_start_hook(lambda enc, name: started.append(name))
    set_flag(fight, "Rat 1", "dead")
    assert ini.next_turn(fight) == "Boss"
    assert started == ["Boss"]


def test_a_hook_that_kills_passes_the_turn_on(fight: Encounter) -> None:
    def death_roll(enc: Encounter, name: str) -> None:
        if name == "Rat 1":
            enc.ruleset.combatant_state(enc, name).setdefault("damage", {})["dead"] = True

    ini.register_turn_start_hook(death_roll)
    assert ini.next_turn(fight) == "Boss"


def test_nobody_able_to_act_does_not_loop_forever(fight: Encounter) -> None:
    for who in EVERYONE:
        set_flag(fight, who, "broken")
    assert ini.next_turn(fight) is None
    assert fight.log[-1]["text"] == "Nobody in the order can act."
    assert fight.round.number == 2


def test_group_members_take_their_turns_one_after_the_other(yze_enc: Encounter) -> None:
    ini.set_group_order(yze_enc, "Rats", ["Rat 2", "Rat 1"])
    deal(yze_enc, {"Rats": 1, "Ana": 2, "Bo": 3, "Boss": 4})
    ini.start_fight(yze_enc)
    assert ini.current_turn(yze_enc) == "Rat 2"
    first = ini.initiative_order(yze_enc)[0]
    assert first["current"] and not first["acted"]
    assert ini.next_turn(yze_enc) == "Rat 1"
    assert ini.next_turn(yze_enc) == "Ana"
    assert ini.initiative_order(yze_enc)[0]["acted"]


# -- your next / previous turn -----------------------------------------------------------------
def test_next_and_previous_turn(fight: Encounter) -> None:
    # order: Ana 1st, Rat 1 2nd, Boss 3rd, Bo 4th, Rat 2 5th; it is Ana's turn in round 1
    assert ini.next_turn_of(fight, "Boss") == (1, 3)
    assert ini.next_turn_of(fight, "Ana") == (2, 1)  # during your turn: the next round's
    assert ini.previous_turn_of(fight, "Boss") is None  # round 1: no previous turn yet
    ini.next_turn(fight)
    ini.next_turn(fight)  # Boss acting
    assert ini.previous_turn_of(fight, "Ana") == (1, 1)
    assert ini.next_turn_of(fight, "Ana") == (2, 1)
    assert ini.next_turn_of(fight, "Bo") == (1, 4)
    assert ini.previous_turn_of(fight, "Bo") is None
    ini.skip_to_next_round(fight)
    ini.next_turn(fight)  # round 2, Rat 1 acting
    assert ini.previous_turn_of(fight, "Bo") == (1, 4)
    assert ini.previous_turn_of(fight, "Ana") == (2, 1)
    assert ini.next_turn_of(fight, "Ghost") is None


# -- swapping ----------------------------------------------------------------------------------
def test_swap_the_other_acts_at_once(fight: Encounter) -> None:
    row = INIT["swap"]
    assert row["target_acts_immediately"] and not row["target_can_refuse"]
    ini.swap_initiative(fight, "Ana", "Bo")
    assert ini.current_turn(fight) == "Bo"
    assert ini.card_of(fight, "Bo") == (2, 1)
    assert ini.card_of(fight, "Ana") == (7, 1)
    assert ini.received_this_round(fight, "Bo")
    first = ini.initiative_order(fight)[0]
    assert first["names"] == ["Bo"] and first["current"] and first["received_this_round"]
    # the rest of the round: Rat 1 (4), Boss (5), Ana (now 7), Rat 2 (9)
    assert [ini.next_turn(fight) for _ in range(4)] == ["Rat 1", "Boss", "Ana", "Rat 2"]
    assert ini.next_turn(fight) == "Bo"


def test_the_orders_marks_follow_the_damage_and_swap_predicates_and_undo(
    fight: Encounter,
) -> None:
    """The order reads out of action (dead or broken) and a card received this round straight
    from the state: the same answers as the predicates, after the changes and their undo."""
    from core.rules.yze.damage import is_broken, is_dead

    def marks() -> list[tuple[list[str], bool]]:
        return [(e["inactive"], e["received_this_round"]) for e in ini.initiative_order(fight)]

    def expected() -> list[tuple[list[str], bool]]:
        return [
            (
                [n for n in e["names"] if is_dead(fight, n) or is_broken(fight, n)],
                any(ini.received_this_round(fight, n) for n in e["names"]),
            )
            for e in ini.initiative_order(fight)
        ]

    before = marks()
    assert before == expected() and not any(i or r for i, r in before)
    set_flag(fight, "Rat 1", "broken")
    set_flag(fight, "Rat 2", "dead")
    ini.swap_initiative(fight, "Ana", "Bo")
    after = marks()
    assert after == expected()
    assert sorted(n for i, _ in after for n in i) == ["Rat 1", "Rat 2"]
    assert [r for _, r in after].count(True) == 1  # Bo's card, received in the swap
    for _ in range(3):
        fight.undo()
    assert marks() == before


def test_a_received_card_cant_be_swapped_on_until_next_round(fight: Encounter) -> None:
    assert INIT["swap"]["receiver_can_swap_again_same_round"] is False
    ini.swap_initiative(fight, "Ana", "Bo")
    with pytest.raises(RuleError, match="just received"):
        ini.swap_initiative(fight, "Bo", "Rat 2")
    assert INIT["swap"]["receiver_can_swap_next_round"] is True
    ini.skip_to_next_round(fight)
    assert ini.current_turn(fight) == "Bo"
    assert not ini.received_this_round(fight, "Bo")
    ini.swap_initiative(fight, "Bo", "Rat 2")
    assert ini.current_turn(fight) == "Rat 2"


def test_swap_with_a_group_moves_the_whole_group(yze_enc: Encounter) -> None:
    ini.set_group_order(yze_enc, "Rats", ["Rat 1", "Rat 2"])
    deal(yze_enc, {"Ana": 1, "Rats": 6, "Bo": 3, "Boss": 4})
    ini.start_fight(yze_enc)
    ini.swap_initiative(yze_enc, "Ana", "Rat 2")
    assert ini.current_turn(yze_enc) == "Rat 1"
    assert ini.card_of(yze_enc, "Rats") == (1, 1)
    assert ini.next_turn(yze_enc) == "Rat 2"
    assert ini.received_this_round(yze_enc, "Rat 1") and ini.received_this_round(yze_enc, "Rat 2")


def _spent_fast(enc: Encounter) -> None:
    enc.spend("Ana", Cost({"fast": 1}))


def _free_action(enc: Encounter) -> None:
    with enc.transaction("shout"):
        ini.turn_state(enc, "Ana")["free"].append("shout")


SWAP_REFUSALS: list[tuple[str, str, Callable[[Encounter], None] | None, str]] = [
    ("Bo", "Rat 2", None, "isn't Bo's turn"),
    ("Ana", "Ana", None, "same card"),
    ("Ana", "Ghost", None, "no combatant called"),
    ("Ana", "Bo", _spent_fast, "already acted"),
    ("Ana", "Bo", _free_action, "already acted"),
    ("Ana", "Bo", lambda enc: set_flag(enc, "Bo", "broken"), "broken"),
    ("Ana", "Bo", lambda enc: set_flag(enc, "Bo", "dead"), "dead"),
]


@pytest.mark.parametrize(("name", "other", "setup", "message"), SWAP_REFUSALS)
def test_swap_refusals(
    fight: Encounter,
    name: str,
    other: str,
    setup: Callable[[Encounter], None] | None,
    message: str,
) -> None:
    if setup:
        setup(fight)
    before = fight.to_dict()
    assert message in (ini.swap_refusal(fight, name, other) or "")
    with pytest.raises(RuleError, match=message):
        ini.swap_initiative(fight, name, other)
    assert fight.to_dict() == before


def test_swap_with_someone_whose_turn_has_come_is_refused(fight: Encounter) -> None:
    ini.next_turn(fight)  # Rat 1
    ini.next_turn(fight)  # Boss
    assert "already come" in (ini.swap_refusal(fight, "Boss", "Ana") or "")
    assert "already come" in (ini.swap_refusal(fight, "Boss", "Rat 1") or "")
    assert ini.swap_refusal(fight, "Boss", "Rat 2") is None


def test_swap_outside_a_fight_is_refused(yze_enc: Encounter) -> None:
    ini.draw_initiative(yze_enc)
    with pytest.raises(RuleError, match="during the fight"):
        ini.swap_initiative(yze_enc, "Ana", "Bo")


def test_swap_runs_the_turn_start_hooks_of_the_one_who_acts(fight: Encounter) -> None:
    started: list[str] = []
    ini.register_turn_start_hook(lambda enc, name: started.append(name))
    ini.swap_initiative(fight, "Ana", "Rat 2")
    assert started == ["Rat 2"]
    assert fight.log[-1]["kind"] == "swap"
    assert "acts now" in fight.log[-1]["text"]


# -- hidden initiative -------------------------------------------------------------------------
def test_hidden_cards_are_secret_until_called_and_redrawn_each_round(yze_enc: Encounter) -> None:
    row = INIT["hidden_initiative"]
    assert row["default_enabled"] is False and row["redraw_each_round"] is True
    ini.set_hidden_initiative(yze_enc, True)
    ini.draw_initiative(yze_enc)
    assert all(e["hidden"] for e in ini.initiative_order(yze_enc))
    draws = [e for e in yze_enc.log if e.get("hidden") and "card" in e]
    assert len(draws) == len(EVERYONE)
    assert not any(f"card {e['card']}" in e["text"] for e in draws)
    ini.start_fight(yze_enc)
    order = ini.initiative_order(yze_enc)
    assert [e["hidden"] for e in order] == [False] + [True] * (len(order) - 1)
    ini.next_turn(yze_enc)
    assert [e["hidden"] for e in ini.initiative_order(yze_enc)][:2] == [False, False]
    draws_before = sum(1 for e in yze_enc.log if e["kind"] == "initiative" and e.get("hidden"))
    ini.skip_to_next_round(yze_enc)
    assert yze_enc.round.number == 2
    draws_after = sum(1 for e in yze_enc.log if e["kind"] == "initiative" and e.get("hidden"))
    assert draws_after - draws_before == len(EVERYONE)
    assert any("drawn again" in e["text"] for e in yze_enc.log)
    assert [e["hidden"] for e in ini.initiative_order(yze_enc)][1:] == [True] * (len(order) - 1)
    assert ini.next_turn_of(yze_enc, ini.current_turn(yze_enc) or "").position is None


def test_hidden_is_off_by_default(yze_enc: Encounter) -> None:
    ini.draw_initiative(yze_enc)
    assert not any(e["hidden"] for e in ini.initiative_order(yze_enc))


# -- joining and leaving -----------------------------------------------------------------------
def test_a_newcomer_draws_from_what_is_left(fight: Encounter) -> None:
    fight.add_combatant("Cat", zone="z0", side="npc")
    entry = ini.join_initiative(fight, "Cat")
    assert entry["card"] not in STANDARD.values()
    assert "Cat" in ini.turn_sequence(fight)
    with pytest.raises(RuleError, match="already in the initiative"):
        ini.join_initiative(fight, "Cat")


def test_a_newcomer_whose_point_passed_acts_next_round(fight: Encounter) -> None:
    fight.add_combatant("Cat", zone="z0", side="npc")
    ini.next_turn(fight)
    ini.next_turn(fight)  # Boss (card 5)
    with fight.transaction("fix the deck"):
        fight.state["initiative"]["decks"][0] = [1]  # only card 1 is left
    ini.join_initiative(fight, "Cat")
    assert "acts from round 2" in fight.log[-1]["text"]
    rest = [ini.next_turn(fight) for _ in range(3)]
    assert rest == ["Bo", "Rat 2", "Cat"]
    assert fight.round.number == 2


def test_joining_a_group(fight: Encounter) -> None:
    fight.add_combatant("Rat 3", zone="z1", side="npc")
    with pytest.raises(RuleError, match="no group"):
        ini.join_initiative(fight, "Rat 3", group="Rats")


def test_leaving_returns_the_card(fight: Encounter) -> None:
    ini.leave_initiative(fight, "Boss")
    assert 5 in ini.initiative_state(fight)["decks"][0]
    assert "Boss" not in ini.turn_sequence(fight)
    with pytest.raises(RuleError, match="not in the initiative order"):
        ini.leave_initiative(fight, "Boss")


def test_leaving_on_your_turn_passes_it_on(fight: Encounter) -> None:
    ini.leave_initiative(fight, "Ana")
    assert ini.current_turn(fight) == "Rat 1"


def test_group_card_returns_when_the_last_member_leaves(yze_enc: Encounter) -> None:
    ini.set_group_order(yze_enc, "Rats", ["Rat 1", "Rat 2"])
    deal(yze_enc, {"Rats": 3})
    ini.leave_initiative(yze_enc, "Rat 1")
    assert ini.card_of(yze_enc, "Rat 2") == (3, 1)
    ini.leave_initiative(yze_enc, "Rat 2")
    assert 3 in ini.initiative_state(yze_enc)["decks"][0]
    assert ini.initiative_order(yze_enc) == []


def test_removed_combatants_drop_out_of_the_order(fight: Encounter) -> None:
    fight.remove_combatant("Rat 1")
    assert "Rat 1" not in ini.turn_sequence(fight)
    assert ini.next_turn(fight) == "Boss"
    with fight.transaction("cleanup"):
        ini.remove_from_initiative(fight, "Rat 1")
    assert 4 in ini.initiative_state(fight)["decks"][0]


def test_rename_follows_the_order(fight: Encounter) -> None:
    with fight.transaction("rename"):
        ini.rename_in_initiative(fight, "Ana", "Anna")
    assert ini.initiative_state(fight)["current"]["name"] == "Anna"


def test_end_fight_forgets_the_order(fight: Encounter) -> None:
    ini.end_fight(fight)
    assert ini.initiative_order(fight) == []
    assert ini.current_turn(fight) is None


# -- every step is one undo step -----------------------------------------------------------------
UNDOABLE: list[tuple[str, Callable[[Encounter], Any]]] = [
    ("draw", lambda e: ini.draw_initiative(e)),
    ("draw group", lambda e: ini.draw_initiative(e, groups={"Rats": ["Rat 1", "Rat 2"]})),
    ("choose", lambda e: ini.choose_card(e, "Ana", 1)),
    ("ambush", lambda e: ini.ambush(e, ["Boss"], ["Ana", "Bo"])),
    ("ambush observation", lambda e: ini.ambush_observation(e, ["Ana"], well_prepared=True)),
    ("sneak", lambda e: ini.sneak_attack_roll(e, "Bo")),
    ("group", lambda e: ini.set_group_order(e, "Rats", ["Rat 2", "Rat 1"])),
    ("hidden", lambda e: ini.set_hidden_initiative(e, True)),
]

UNDOABLE_IN_FIGHT: list[tuple[str, Callable[[Encounter], Any]]] = [
    ("next turn", ini.next_turn),
    ("next round", ini.skip_to_next_round),
    ("swap", lambda e: ini.swap_initiative(e, "Ana", "Bo")),
    ("leave", lambda e: ini.leave_initiative(e, "Ana")),
    ("end", ini.end_fight),
]


@pytest.mark.parametrize(("what", "op"), UNDOABLE, ids=[u[0] for u in UNDOABLE])
def test_undo(yze_enc: Encounter, what: str, op: Callable[[Encounter], Any]) -> None:
    before = yze_enc.to_dict()
    op(yze_enc)
    after = yze_enc.to_dict()
    assert after != before
    yze_enc.undo()
    assert yze_enc.to_dict() == before
    yze_enc.redo()
    assert yze_enc.to_dict() == after


@pytest.mark.parametrize(("what", "op"), UNDOABLE_IN_FIGHT, ids=[u[0] for u in UNDOABLE_IN_FIGHT])
def test_undo_in_fight(fight: Encounter, what: str, op: Callable[[Encounter], Any]) -> None:
    before = fight.to_dict()
    op(fight)
    after = fight.to_dict()
    assert after != before
    fight.undo()
    assert fight.to_dict() == before
    fight.redo()
    assert fight.to_dict() == after


def test_start_is_undoable(yze_enc: Encounter) -> None:
    ini.draw_initiative(yze_enc)
    before = yze_enc.to_dict()
    ini.start_fight(yze_enc)
    yze_enc.undo()
    assert yze_enc.to_dict() == before


def test_state_survives_a_save_and_load(fight: Encounter, tmp_path: Any) -> None:
    ini.swap_initiative(fight, "Ana", "Bo")
    path = tmp_path / "fight.zkenc"
    fight.save(path)
    loaded = Encounter.load(path)
    assert ini.initiative_order(loaded) == ini.initiative_order(fight)
    assert ini.current_turn(loaded) == "Bo"


@pytest.mark.parametrize(
    ("corrupt", "field"),
    [
        (lambda st: st.update(started="yes"), "initiative.started"),
        (lambda st: st["cards"][0].update(card="one"), "initiative.cards[0].card"),
        (lambda st: st["cards"][1].update(card=st["cards"][0]["card"]), "dealt twice"),
        (lambda st: st["cards"][0].update(holder="Ghost"), "initiative.cards[0].holder"),
        (lambda st: st.update(current={"card": 1}), "initiative.current"),
        (lambda st: st.update(decks=[["x"]]), "initiative.decks"),
    ],
)
def test_a_bad_saved_state_is_named(
    fight: Encounter, corrupt: Callable[[dict[str, Any]], None], field: str
) -> None:
    ini.validate_initiative(fight)
    corrupt(fight.state["initiative"])
    with pytest.raises(ValueError, match=field.replace("[", r"\[").replace("]", r"\]")):
        ini.validate_initiative(fight)
