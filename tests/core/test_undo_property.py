"""Undo is exact: random command sequences under every ruleset, undone to the start and redone
to the end, compared as saved files; save → load → save is the identity; the attack preview and
the attack accept the same options.

The sequences come from ``benchmarks/undo_sequences.py`` (the long run: 1,500 sequences), with
hypothesis choosing every step and argument here (derandomized, so CI sees the same ones).
"""

from __future__ import annotations

import contextlib
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core import io
from core.encounter import Encounter

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import undo_sequences as seqs

RULESETS = seqs.RULESETS
SAMPLES = sorted((Path(__file__).resolve().parents[2] / "resources" / "samples").glob("*.zkenc"))


def _fight(ruleset: str, seed: int) -> Encounter:
    return seqs.build(ruleset, random.Random(seed).randrange, seed)


# -- random sequences -------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset", RULESETS)
@settings(
    max_examples=4,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=st.data())
def test_random_sequences_undo_and_redo_exactly(ruleset: str, data: Any) -> None:
    def pick(n: int) -> int:
        return data.draw(st.integers(0, n - 1)) if n > 1 else 0

    out = seqs.run_sequence(ruleset, pick, steps=12)
    assert not out.divergences, "\n\n".join(out.divergences)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_seeded_sequences_undo_and_redo_exactly(ruleset: str) -> None:
    """Two fixed seeds of the benchmark's own random source (the same path as its long run)."""
    for seed in (3,):
        out = seqs.run_sequence(ruleset, random.Random(seed).randrange, steps=25, seed=seed)
        assert out.undo_steps > 0, "the sequence changed nothing"
        assert not out.divergences, "\n\n".join(out.divergences)


def test_the_checker_finds_a_divergence() -> None:
    """A command whose undo forgets part of its change is caught (the check can fail)."""
    from core.commands import Call

    enc = _fight("yze", 1)
    snaps = [seqs.file_bytes(enc)]

    def sloppy() -> None:
        enc.state["scratch"] = []

    enc.execute(Call("sloppy", sloppy, lambda: None))
    snaps.append(seqs.file_bytes(enc))
    out = seqs.Outcome("yze")
    seqs._undo_redo_all(enc, out, snaps)
    assert out.divergences and "scratch" in out.divergences[0]


# -- the divergences found, one test each -----------------------------------------------------
@pytest.mark.parametrize("ruleset", RULESETS)
def test_undoing_a_rename_gives_back_the_state_exactly(ruleset: str) -> None:
    """Renaming back used to add keys (BRP ``inside_guard: []``) and move the renamed one's
    state to the end; the rename is one step whose undo restores the state as it was."""
    enc = _fight(ruleset, 2)
    names = [c.name for c in enc.combatants()]
    enc.spend(names[0], {k: 1 for k in list(enc.actions_left(names[0]))[:1]})
    before = seqs.file_bytes(enc)
    enc.update_combatant(names[0], name="Renamed")
    assert "Renamed" in enc
    assert list(enc.round.spent) == ["Renamed"]
    enc.undo()
    assert seqs.file_bytes(enc) == before
    enc.redo()
    assert "Renamed" in enc and names[0] not in enc


def test_undoing_a_brp_rename_adds_no_inside_guard_key() -> None:
    enc = _fight("brp", 2)
    assert "inside_guard" not in enc.state.get("brp", {})
    name = enc.combatants()[0].name
    enc.update_combatant(name, name="Zed")
    enc.undo()
    assert "inside_guard" not in enc.state.get("brp", {})


def test_undoing_a_removal_puts_their_spending_back_in_its_place() -> None:
    enc = _fight("yze", 5)
    first, second = (c.name for c in enc.combatants()[:2])
    enc.spend(first, {"slow": 1})
    enc.spend(second, {"fast": 1})
    before = seqs.file_bytes(enc)
    enc.remove_combatant(first)
    enc.undo()
    assert list(enc.round.spent) == [first, second]
    assert seqs.file_bytes(enc) == before


def test_pulp_consequences_without_an_attack_is_refused_not_a_crash() -> None:
    enc = _fight("pulp2d6", 1)
    with pytest.raises(ValueError, match="Pick the attack"):
        enc.combat.run_gm_tool("consequences")
    assert len(enc.history) == 0


# -- save → load → save -----------------------------------------------------------------------
@pytest.mark.parametrize("ruleset", RULESETS)
def test_save_load_save_is_the_identity_mid_fight(ruleset: str) -> None:
    enc = _fight(ruleset, 7)
    rng = random.Random(7)
    for _ in range(25):
        kind = rng.choice(list(seqs.STEPS))
        with contextlib.suppress(ValueError, seqs.NothingToPick):
            seqs.STEPS[kind](enc, rng.randrange)
    assert enc.history.can_undo
    assert seqs.round_trip_problem(enc) is None


@pytest.mark.parametrize("path", SAMPLES, ids=[p.stem for p in SAMPLES])
def test_save_load_save_is_the_identity_for_the_samples(path: Path) -> None:
    enc = io.load_encounter(path)
    first = seqs.file_bytes(enc)
    again = io.encounter_from_dict(json.loads(first))
    assert seqs.file_bytes(again) == first


# -- preview and commit -----------------------------------------------------------------------
def _attack_verdicts(enc: Encounter, attacker: str, target: str, weapon: Any, flags: dict) -> tuple:
    """(preview allowed?, attack went through?) for the same options; the attack is undone."""
    try:
        preview = enc.combat.attack_preview(attacker, target, weapon, **flags).allowed
    except ValueError:
        preview = False
    depth = len(enc.history)
    try:
        enc.combat.attack(attacker, target, weapon, **flags)
        done = True
    except ValueError:
        done = False
    if len(enc.history) > depth:
        enc.undo()
    return preview, done


@pytest.mark.parametrize("ruleset", RULESETS)
def test_preview_and_attack_accept_the_same_options(ruleset: str) -> None:
    """Every declared option alone, random sets of them and an unknown one: where the preview
    allows the attack it goes through, where the preview refuses the attack is refused."""
    found = []
    for seed in range(2):
        rng = random.Random(seed)
        enc = _fight(ruleset, seed)
        for c in enc.combatants():
            enc.place(c.name, "hall")
        names = [c.name for c in enc.combatants()]
        if seed % 2:
            enc.engage(names[0], names[2])
        try:
            enc.combat.roll_initiative()
            enc.combat.start_fight()
        except ValueError:
            pass
        me = enc.combat.current_turn() or names[0]
        weapons = [None, *(w for w, _ in enc.combat.weapon_choices(me))]
        option_sets: list[dict[str, Any]] = [{"no_such_option": True}]
        for f in enc.combat.attack_flags():
            values = list(f.choices) if f.kind == "choice" else [not f.default]
            option_sets += [{f.id: v} for v in values]
        option_sets += [seqs._flags(enc, rng.randrange) for _ in range(10)]
        for flags in option_sets:
            target = rng.choice([n for n in names if n != me])
            weapon = rng.choice(weapons)
            preview, done = _attack_verdicts(enc, me, target, weapon, flags)
            if preview != done:
                found.append((seed, me, target, weapon, flags, preview, done))
    assert not found, found


# -- settings: what the command takes, the file takes ---------------------------------------
@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_setting_outside_its_closed_set_is_refused_and_a_choice_saves_and_loads(
    ruleset: str,
) -> None:
    enc = Encounter(ruleset=ruleset)
    for key, choices in enc.ruleset.setting_choices().items():
        sample = choices[-1]
        if not all(c is None or isinstance(c, (str, int, float)) for c in choices):
            continue  # lists (YZE armour_applies_to): the ruleset checks those itself
        outside = "no such value" if isinstance(sample, str) else 99
        with pytest.raises(ValueError, match="is one of"):
            enc.set_ruleset_setting(key, outside)
        enc.set_ruleset_setting(key, sample)
    assert seqs.round_trip_problem(enc) is None


def test_wwii_names_the_ferimento_threshold_choices() -> None:
    enc = Encounter(ruleset="ww2")
    with pytest.raises(ValueError, match="3, 4"):
        enc.set_ruleset_setting("ww2.ferimento_min_pa", 5)
    enc.set_ruleset_setting("ww2.ferimento_min_pa", 4)
    assert enc.ruleset.settings["ww2.ferimento_min_pa"] == 4


def test_a_brp_rename_adds_no_inside_guard_key() -> None:
    enc = _fight("brp", 2)
    name = enc.combatants()[0].name
    enc.update_combatant(name, name="Zed")
    assert "inside_guard" not in enc.state.get("brp", {})
