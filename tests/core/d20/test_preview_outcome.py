"""One decision per d20 attack: at many points of random turns — moves, actions, attacks, next
turn — for every attacker, target and weapon choice and a few flag combinations, the preview
is allowed exactly when the attack resolves, and a refusal's reason is the preview's."""

from __future__ import annotations

import copy
import random
from pathlib import Path
from typing import Any

import pytest

from core.characters import add_from_template
from core.dice import Dice
from core.encounter import Encounter
from core.rules.base import RuleError
from tests.core.zk_helpers import check_preview_is_outcome

SAMPLE = Path(__file__).resolve().parents[3] / "resources" / "samples" / "sample_d20.zkenc"
FLAGS: tuple[dict[str, Any], ...] = ({}, {"gm_allows": True}, {"bonus": "+2"})


def check_every_attack(enc: Encounter, counts: dict[str, int]) -> None:
    """Preview, then attack and undo, for every attacker × target × weapon × flags."""
    fight = enc.combat
    before = copy.deepcopy(enc.to_dict())
    names = [c.name for c in enc.combatants()]
    for a in names:
        weapons = [None, "longbow", *(w for w, _ in fight.weapon_choices(a))]
        for t in names:
            for w in weapons:
                for flags in FLAGS:
                    resolved = check_preview_is_outcome(enc, a, t, w, flags)
                    counts["resolved" if resolved else "refused"] += 1
    assert enc.to_dict() == before, "every attack undone"


def random_step(enc: Encounter, rnd: random.Random) -> None:
    """Whoever acts does something legal at random, sometimes ending the turn."""
    fight = enc.combat
    cur = fight.current_turn()
    if cur is None:
        return
    here = enc.combatant(cur).zone
    choice = rnd.choice(("zone", "engage", "attack", "action", "door", "end"))
    try:
        if choice == "zone":
            fight.take_action(cur, "move", target=rnd.choice(list(enc.map.neighbours(here))))
        elif choice == "engage":
            others = [c.name for c in enc.combatants_in(here) if c.name != cur]
            if others:
                fight.take_action(cur, "move", target=rnd.choice(others))
        elif choice == "attack":
            foe = rnd.choice([c.name for c in enc.combatants() if c.name != cur])
            fight.attack(cur, foe, rnd.choice([w for w, _ in fight.weapon_choices(cur)]))
        elif choice == "action":
            fight.take_action(cur, rnd.choice(("other_standard", "other_move", "drop_prone")))
        elif choice == "door":
            fight.take_action(cur, "open_door")
    except (RuleError, ValueError):
        pass  # a refused random step changes nothing; the checks go on
    if choice == "end" or rnd.random() < 0.3:
        fight.next_turn()


def play(enc: Encounter, seed: int, points: int) -> dict[str, int]:
    rnd = random.Random(seed)
    counts = {"refused": 0, "resolved": 0}
    check_every_attack(enc, counts)  # before the fight: anyone may attack
    enc.combat.roll_initiative()
    enc.combat.start_fight()
    for _ in range(points):
        for _ in range(rnd.randint(1, 3)):
            random_step(enc, rnd)
        check_every_attack(enc, counts)
    return counts


def sample() -> Encounter:
    enc = Encounter.load(SAMPLE)
    enc.dice = Dice(11)
    return enc


def from_templates() -> Encounter:
    enc = Encounter(ruleset="d20", seed=4, name="Crypt")
    for i, (zid, name) in enumerate((("a", "Stair"), ("b", "Crypt"), ("c", "Vault"))):
        x = 12.0 * i
        enc.map.add_zone(zid, name=name, polygon=[(x, 0), (x + 12, 0), (x + 12, 12), (x, 12)])
    enc.map.add_border("a", "b", kind="open")
    enc.map.add_border("b", "c", kind="door", state="closed")
    picks = {t.id: t for t in enc.combat.character_templates()}
    add_from_template(enc, picks["warrior"], zone="a", name="Ana")
    add_from_template(enc, picks["marksman"], zone="a", name="Bo")
    add_from_template(enc, picks["skeleton"], zone="b", count=2)
    add_from_template(enc, picks["ghoul"], zone="c")
    enc.engage("Skeleton 1", "Skeleton 2")  # same side: Engaged all the same
    return enc


@pytest.mark.parametrize(("build", "seed"), [(sample, 1), (sample, 2), (from_templates, 3)])
def test_the_preview_is_the_outcome(build, seed) -> None:
    enc = build()
    counts = play(enc, seed, points=5)
    assert counts["resolved"] > 20 and counts["refused"] > 200, counts


def test_the_preview_says_when_a_spent_standard_leaves_no_attack() -> None:
    enc = from_templates()
    enc.combat.roll_initiative()
    cur = enc.combat.start_fight()
    foe = next(c.name for c in enc.combatants() if c.side != enc.combatant(cur).side)
    enc.combat.take_action(cur, "other_standard")
    preview = enc.combat.attack_preview(cur, foe, gm_allows=True)
    assert not preview.allowed and preview.reason.startswith("An attack is a standard action")
    with pytest.raises(RuleError, match="An attack is a standard action"):
        enc.combat.attack(cur, foe, gm_allows=True)
