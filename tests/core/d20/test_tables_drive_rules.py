"""The d20 rules take their numbers from the tables (issue 8): change a table, the rule follows.

Setting defaults come from each table's choice ``default``; the surprise round's budget from
``surprise.json``; how a timed effect counts from ``effect_duration.json``'s worked examples; the
attribute test's die from ``attribute_tests.json``."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

import core.rules.d20 as d20
import core.rules.d20.combat as d20_combat
import core.rules.d20.initiative as d20_ini
from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import Cost


def _patch(monkeypatch, table_id: str, edit: Callable[[dict[str, Any]], None]) -> None:
    """Every d20 module sees ``table_id`` as edited by ``edit`` (the rest unchanged)."""
    table = copy.deepcopy(load_table("d20", table_id))
    edit(table)

    def fake(ruleset: str, tid: str) -> dict[str, Any]:
        return table if (ruleset, tid) == ("d20", table_id) else load_table(ruleset, tid)

    for module in (d20, d20_ini, d20_combat):
        monkeypatch.setattr(module, "load_table", fake)


def _set_default(setting: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def edit(table: dict[str, Any]) -> None:
        next(c for c in table["choices"] if c.get("setting") == setting)["default"] = value

    return edit


@pytest.mark.parametrize(
    ("table_id", "setting", "value"),
    [
        ("initiative", "d20.initiative_die", "1d12"),
        ("initiative", "d20.initiative_tiebreak_stat", "agilidade"),
        ("initiative", "d20.opponent_initiative_per_group", True),
        ("actions", "d20.actions_per_turn", "standard_and_move"),
        ("flat_footed", "d20.flat_footed_ends", "gm"),
        ("scenes", "d20.scene_end", "gm"),
        ("attribute_tests", "d20.test_difficulty", 13),
    ],
)
def test_a_settings_default_is_its_tables_choice(monkeypatch, table_id, setting, value) -> None:
    assert d20.D20.default_settings()[setting] != value
    _patch(monkeypatch, table_id, _set_default(setting, value))
    assert d20.D20.default_settings()[setting] == value


def test_the_shipped_defaults_are_the_seed_readings() -> None:
    got = d20.D20.default_settings()
    assert got["d20.initiative_die"] == "1d20" and got["d20.test_difficulty"] == 10
    assert got["d20.actions_per_turn"] == d20.ACTION_BUDGETS[0]
    assert got["d20.flat_footed_ends"] == "first_turn" and got["d20.scene_end"] == "end_fight"


def test_the_surprise_round_budget_is_surprise_json(monkeypatch) -> None:
    rs = Encounter(ruleset="d20").ruleset
    spent = {d20.SURPRISE_MARKER: 1, "move": 1}
    assert d20.surprise_round_actions() == 1
    assert not rs.can_afford(spent, rs.cost_of("move"))

    def two(table: dict[str, Any]) -> None:
        next(r for r in table["rows"] if r["rule"] == "surprise_round_actions")["max_actions"] = 2

    _patch(monkeypatch, "surprise", two)
    assert rs.can_afford(spent, rs.cost_of("move"))
    assert rs.remaining(spent) == {"standard": 1, "move": 1}
    assert not rs.can_afford({**spent, "standard": 1}, Cost({"move": 1}))


def test_effect_counting_follows_effect_duration_json(monkeypatch) -> None:
    assert d20_ini.effect_counting("user") == ("now", "end")
    assert d20_ini.effect_counting("victim") == ("on_first_turn", "end")

    def victim_like_user(table: dict[str, Any]) -> None:
        row = next(r for r in table["rows"] if r.get("affected") == "victim")
        row["start_key"] = "turn_effect_applied"

    _patch(monkeypatch, "effect_duration", victim_like_user)
    assert d20_ini.effect_counting("victim") == ("now", "end")


def test_the_attribute_test_die_is_attribute_tests_json(monkeypatch, make_d20) -> None:
    enc = make_d20(names=("Ana", "Bo"))
    assert enc.combat.roll_spec("Ana", "Agility").sides == 20

    def d12(table: dict[str, Any]) -> None:
        next(r for r in table["rows"] if r["key"] == "agilidade")["die"] = "1d12"

    _patch(monkeypatch, "attribute_tests", d12)
    spec = enc.combat.roll_spec("Ana", "Agility")
    assert spec.sides == 12 and spec.text.startswith("1d12 + Agility")


def test_the_combat_sequence_panel_follows_the_fight() -> None:
    """The seed's sequence (combat_sequence.json) marks where the fight is; the round's time
    comes from time_units.json (six seconds)."""
    from core.io import load_encounter
    from core.resources import resources_dir
    from core.rules.d20.combat import sequence_panel

    enc = load_encounter(resources_dir() / "samples" / "sample_d20.zkenc")
    c = enc.combat

    def marked() -> list[str]:
        return [r.label.split(".")[0] for r in sequence_panel(c).rows if r.highlight]

    assert marked() == ["1"] and sequence_panel(c).text == ""
    c.roll_initiative()
    c.start_fight()
    assert marked() == (["2"] if c.is_surprise_round() else ["4"])
    while enc.round.number < 3:
        c.next_turn()
    assert marked() == ["4"]
    assert "about 12 s of fighting" in sequence_panel(c).text
    assert [p.id for p in c.gm_panels()] == ["d20_sequence"]
