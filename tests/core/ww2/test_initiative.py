"""Initiative: 3d6 each, highest first, ties by Atenção then a re-roll (initiative.json)."""

from __future__ import annotations

import pytest

from core.encounter import Encounter
from core.rules.base import RuleError
from ww2.helpers import STATS, Faces, rows

ORDER = ("Ana", "Bo", "Carl", "Kurt", "Fritz")  # the order combatants were added (and roll)


def roll(faces: Faces, *totals: tuple[int, int, int]) -> None:
    for t in totals:
        faces(*t)


def test_the_dice_are_the_tables(ww2_enc: Encounter) -> None:
    row = rows("initiative", rule="roll")[0]
    assert row["dice"] == "3d6"
    assert rows("initiative", rule="order")[0]["order"] == "highest_first"
    assert ww2_enc.combat.initiative_title == "Initiative (3d6)"


def test_highest_first_and_labelled_with_the_total(ww2_enc: Encounter, faces: Faces) -> None:
    # Ana 6, Bo 17, Carl 6, Kurt 12, Fritz 3 (Ana and Carl tie: Atenção 3 beats 2)
    roll(faces, (1, 2, 3), (6, 6, 5), (2, 2, 2), (4, 4, 4), (1, 1, 1))
    c = ww2_enc.combat
    order = c.roll_initiative()
    assert order == ["Bo", "Kurt", "Ana", "Carl", "Fritz"]
    entries = c.initiative_entries()
    assert [e.label for e in entries] == [str(e.value) for e in entries]
    assert [e.value for e in entries] == sorted((e.value for e in entries), reverse=True)
    assert [e.names[0] for e in entries] == order


def test_tie_goes_to_the_higher_atencao_and_is_logged(ww2_enc: Encounter, faces: Faces) -> None:
    # Ana (Atenção 3) and Carl (Atenção 2) both roll 10
    roll(faces, (3, 3, 4), (1, 1, 1), (4, 3, 3), (1, 1, 2), (1, 1, 3))
    order = ww2_enc.combat.roll_initiative()
    assert order.index("Ana") < order.index("Carl")
    assert STATS["Ana"]["atencao"] > STATS["Carl"]["atencao"]
    text = [e["text"] for e in ww2_enc.log if "Tie on 10" in e["text"]]
    assert text and "higher Attention" in text[0]
    detail = {e.key: e.detail for e in ww2_enc.combat.initiative_entries()}
    assert "tied on 10 with Carl" in detail["Ana"]


def test_tie_on_atencao_too_is_rerolled(ww2_enc: Encounter, faces: Faces) -> None:
    # Kurt and Fritz (both Atenção 1) roll 9; re-rolls 5 and 5 tie again, then 4 vs 12
    roll(faces, (1, 1, 1), (1, 1, 2), (1, 1, 3), (3, 3, 3), (2, 3, 4))
    faces(1, 1, 3, 2, 2, 1, 1, 1, 2, 4, 4, 4)
    order = ww2_enc.combat.roll_initiative()
    assert order.index("Fritz") < order.index("Kurt")
    rerolls = [e["text"] for e in ww2_enc.log if "roll 3d6 again" in e["text"]]
    assert len(rerolls) == 2
    assert rows("initiative", rule="tie_break", priority=2)[0]["by"] == "reroll"
    detail = {e.key: e.detail for e in ww2_enc.combat.initiative_entries()}
    assert "re-rolled 5, 12" in detail["Fritz"] and "re-rolled 5, 4" in detail["Kurt"]


def test_a_late_joiner_tied_with_a_settled_tie(ww2_enc: Encounter, faces: Faces) -> None:
    roll(faces, (1, 1, 1), (1, 1, 2), (1, 1, 3), (3, 3, 3), (2, 3, 4), (2, 2, 2), (4, 4, 4))
    ww2_enc.combat.roll_initiative()
    ww2_enc.add_combatant("Hans", zone="field", side="npc", stats={"atencao": 1})
    # Kurt and Fritz tied on 9 and were settled by re-rolls 6 and 12. Hans rolls 9 as well:
    # his first re-roll, 6, ties Kurt's, so both roll again: Kurt 3, Hans 18.
    faces(4, 4, 1, 2, 2, 2, 1, 1, 1, 6, 6, 6)
    order = ww2_enc.combat.roll_initiative(["Hans"])
    assert order == ["Fritz", "Hans", "Kurt", "Carl", "Bo", "Ana"]


def test_start_and_next_turn_run_the_round(ww2_enc: Encounter, faces: Faces) -> None:
    roll(faces, (6, 6, 6), (5, 5, 5), (4, 4, 4), (3, 3, 3), (2, 2, 2))
    c = ww2_enc.combat
    c.roll_initiative()
    assert c.start_fight() == "Ana"
    seen = [c.current_turn()]
    for _ in range(4):
        seen.append(c.next_turn())
    assert seen == list(ORDER) and ww2_enc.round.number == 1
    assert c.next_turn() == "Ana" and ww2_enc.round.number == 2
    entries = c.initiative_entries()
    assert entries[0].current and not any(e.acted for e in entries)
    with pytest.raises(RuleError, match="already started"):
        c.start_fight()


def test_next_turn_before_the_fight_is_refused(ww2_enc: Encounter) -> None:
    with pytest.raises(RuleError, match="hasn't started"):
        ww2_enc.combat.next_turn()


def test_start_fight_rolls_for_anyone_missing(ww2_enc: Encounter) -> None:
    assert ww2_enc.combat.start_fight() is not None
    assert len(ww2_enc.combat.initiative_entries()) == 5


@pytest.mark.parametrize("each_round", [False, True])
def test_initiative_once_or_each_round(ww2_enc: Encounter, each_round: bool) -> None:
    ww2_enc.ruleset.settings["ww2.initiative_each_round"] = each_round
    c = ww2_enc.combat
    c.start_fight()
    rolls_before = sum(1 for e in ww2_enc.log if e["kind"] == "initiative" and "rolls" in e["text"])
    for _ in range(5):
        c.next_turn()
    rolls_after = sum(1 for e in ww2_enc.log if e["kind"] == "initiative" and "rolls" in e["text"])
    assert rolls_after - rolls_before == (5 if each_round else 0)


def test_the_dead_are_skipped_and_the_unconscious_pass(ww2_enc: Encounter, faces: Faces) -> None:
    roll(faces, (6, 6, 6), (5, 5, 5), (4, 4, 4), (3, 3, 3), (2, 2, 2))
    c = ww2_enc.combat
    c.roll_initiative()
    c.adjust_track("Bo", "ferimentos", 6)  # a sixth Ferimento kills
    c.adjust_track("Carl", "sangramento", 21)  # coma
    c.start_fight()
    assert c.next_turn() == "Kurt"
    texts = [e["text"] for e in ww2_enc.log if e["kind"] == "turn"]
    assert not any(t.startswith("Bo's turn") for t in texts)
    assert any("Carl is in a coma: the turn passes" in t for t in texts)
    inactive = {e.key: e.inactive for e in c.initiative_entries()}
    assert inactive["Bo"] == ("Bo",) and inactive["Carl"] == ("Carl",)


def test_reorder_is_refused_with_the_rule(ww2_enc: Encounter) -> None:
    ww2_enc.combat.roll_initiative()
    with pytest.raises(RuleError, match="3d6"):
        ww2_enc.combat.reorder("Ana", "Bo")


def test_turns_drive_the_effects_clock(ww2_enc: Encounter) -> None:
    c = ww2_enc.combat
    c.start_fight()
    first = c.current_turn()
    c.add_effect(first, "Steady", unit="turns", count=1, modifiers={"tests": 1})
    assert c.effect_modifiers(first) == {"tests": 1}
    c.next_turn()
    assert c.effects_on(first) == []
    c.add_effect(first, "Smoke", unit="rounds", count=1)
    for _ in range(5):
        c.next_turn()
    assert c.effects_on(first) == []


def test_end_fight_forgets_the_order(ww2_enc: Encounter) -> None:
    c = ww2_enc.combat
    c.start_fight()
    c.end_fight()
    assert c.initiative_entries() == [] and c.current_turn() is None
    assert not c.fight_started()
