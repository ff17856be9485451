"""The combat log as Markdown: header, one section per round, rolls, escaping, undo."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.dice import PoolRoll, StepRoll, SumRoll
from core.encounter import Encounter
from core.log_export import describe_roll, escape_markdown, log_to_markdown, save_log_markdown


def _enc() -> Encounter:
    enc = Encounter(ruleset="yze", name="Warehouse fight", seed=1234)
    enc.map.add_zone("z0", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
    enc.add_combatant("Ana", zone="z0")
    return enc


def test_header_names_the_encounter_and_ruleset() -> None:
    md = log_to_markdown(_enc())
    lines = md.splitlines()
    assert lines[0] == "# Combat log — Warehouse fight"
    assert "Year Zero Engine" in lines[2]
    assert "Nothing has happened yet" in md


def test_entries_are_grouped_by_round_in_order() -> None:
    enc = _enc()
    enc.add_log("initiative", "Ana draws card 3.")
    enc.add_log("action", "Ana: Aim (1 fast action).")
    enc.next_round()
    enc.add_log("turn", "Ana's turn (card 3, round 2).")
    enc.next_round()
    enc.next_round()
    enc.add_log("turn", "Round four entry.")
    md = log_to_markdown(enc)
    headings = [ln for ln in md.splitlines() if ln.startswith("## ")]
    assert headings == ["## Round 1", "## Round 2", "## Round 4"]
    r1 = md.index("## Round 1")
    r2 = md.index("## Round 2")
    assert r1 < md.index("Ana draws card 3.") < md.index("Aim (1 fast action)") < r2
    assert "- **turn** — Round four entry." in md
    assert "4 entries" in md.splitlines()[2]


@pytest.mark.parametrize(
    ("roll", "expected"),
    [
        (PoolRoll((6, 1, 3), label="Ana: Ranged"), "Ana: Ranged: [6 1 3] → 1 success, 1 bane"),
        (
            PoolRoll((6, 6, 1), pushed=True, first=(6, 2, 1)),
            "[6 6 1] (pushed) → 2 successes, 1 bane (before the push: [6 2 1])",
        ),
        (StepRoll((("A", 10), ("C", 1))), "[D12:10 D8:1] → 2 successes, 1 bane"),
        (SumRoll("2d6", (3, 4), 1), "2d6 = 3 + 4 + 1 = 8"),
    ],
)
def test_rolls_are_written_with_their_dice(roll: object, expected: str) -> None:
    assert describe_roll(roll.to_dict()) == expected  # type: ignore[attr-defined]


def test_a_logged_roll_appears_under_its_entry() -> None:
    enc = _enc()
    roll = enc.dice.pool(4, label="Ana: Observation")
    enc.add_log("roll", "Ana rolls Observation.", roll=roll.to_dict())
    md = log_to_markdown(enc)
    entry, sub = md.splitlines()[6:8]
    assert entry == "- **roll** — Ana rolls Observation."
    assert sub.startswith("  - *roll:* Ana: Observation: \\[")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a *bold* _move_", r"a \*bold\* \_move\_"),
        ("# not a heading", r"\# not a heading"),
        ("- not a list", r"\- not a list"),
        ("1. not a list", r"1\. not a list"),
        ("[link](x) <b> a|b `c`", r"\[link\](x) \<b\> a\|b \`c\`"),
        ("plain words", "plain words"),
    ],
)
def test_text_is_escaped(text: str, expected: str) -> None:
    assert escape_markdown(text) == expected


def test_export_follows_undo() -> None:
    enc = _enc()
    enc.add_log("note", "kept")
    enc.add_log("note", "undone")
    enc.undo()
    md = log_to_markdown(enc)
    assert "kept" in md and "undone" not in md


def test_save_writes_utf8(tmp_path: Path) -> None:
    enc = _enc()
    enc.add_log("note", "Ação rápida — “ok”")
    path = save_log_markdown(enc, tmp_path / "log.md")
    assert path.read_text(encoding="utf-8") == log_to_markdown(enc)


def test_a_whole_yze_round_exports() -> None:
    from core.rules.yze import actions, initiative

    enc = _enc()
    enc.add_combatant("Rat", zone="z0", side="npc")
    initiative.choose_card(enc, "Ana", 1)
    initiative.draw_initiative(enc)
    initiative.start_fight(enc)
    actions.take_action(enc, "Ana", "shout")
    initiative.next_turn(enc)
    initiative.next_turn(enc)
    md = log_to_markdown(enc)
    assert "## Round 1" in md and "## Round 2" in md
    assert "picks card 1" in md and "Round 2 begins" in md
