"""resources/samples/sample_brp.zkenc: loads, matches its generator, and runs a full round."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

from core.dice import Dice
from core.io import load_encounter

REPO = Path(__file__).resolve().parents[3]
SAMPLE = REPO / "resources" / "samples" / "sample_brp.zkenc"
TOOL = REPO / "tools" / "make_sample_brp.py"


def _tool() -> Any:
    spec = importlib.util.spec_from_file_location("make_sample_brp", TOOL)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_sample_loads_with_six_brp_combatants() -> None:
    enc = load_encounter(SAMPLE)
    assert enc.ruleset.name == "brp"
    sides = [c.side for c in enc]
    assert len(sides) == 6 and sides.count("pc") == 3 and sides.count("npc") == 3
    for c in enc:
        assert {"dex", "con", "siz", "skills", "weapons"} <= set(c.stats)
        assert enc.combat.weapon_choices(c.name)
    assert enc.engaged_pairs() == [("Bruno Costa", "Guard")]


def test_sample_matches_its_generator() -> None:
    built = _tool().build().to_dict()
    saved = load_encounter(SAMPLE).to_dict()
    built.pop("app_version", None)
    saved.pop("app_version", None)
    assert built == saved


def test_a_full_round_on_the_sample() -> None:
    enc = load_encounter(SAMPLE)
    enc.dice = Dice(7)  # a loaded file rolls unseeded dice: make this run repeatable
    c = enc.combat
    c.roll_initiative()
    first = c.start_fight()
    assert first == "Ana Ferreira" and c.current_rank() == 16
    acted = []
    while enc.round.number == 1:
        who = c.current_turn()
        assert who is not None
        acted.append(who)
        views = {v.id: v for v in c.action_views(who)}
        if who == "Ghoul" and enc.combatant(who).stance == "prone":
            assert views["stand_up"].legal
            c.take_action(who, "stand_up")
        elif who in ("Bruno Costa", "Guard"):
            other = "Guard" if who == "Bruno Costa" else "Bruno Costa"
            res = c.attack(who, other, None, defence="parry")
            assert res["text"]
        else:
            if who == "Ghoul":
                assert not views["attack"].legal  # standing up took the attack
            c.take_action(who, "other", note="takes cover")
        c.next_turn()
    assert set(acted) == {c.name for c in enc}
    assert acted.count("Ghoul") == 2  # stood up at 13, acted again at 8
    assert enc.round.number == 2 and c.current_turn() == "Ana Ferreira"
