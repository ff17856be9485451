"""One decision per YZE attack: at many points of random turns — moves, actions, attacks, next
turn — for every attacker, target and weapon choice and a few flag combinations, the preview is
allowed exactly when the attack resolves, and a refusal's reason is the preview's. An open
(kept) roll tells the damage accepting it deals, and accepting deals exactly that."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from core.characters import add_from_template
from core.dice import Dice
from core.encounter import Encounter
from core.resources import sample_encounter_path
from core.rules.base import RuleError
from tests.core.zk_helpers import check_preview_is_outcome

FLAGS: tuple[dict[str, Any], ...] = (
    {},
    {"gm_allows": True},
    {"sneak": True},
    {"block": True, "target_size": "large", "helpless": False},
)
SAMPLE_WEAPONS: tuple[str | None, ...] = (None, "unarmed", "knife", "pistol")


def check_every_attack(enc: Encounter, counts: dict[str, int], flag_sets: Any = FLAGS) -> None:
    """Preview, then attack and undo, for every attacker × target × weapon × flags."""
    fight = enc.combat
    before = copy.deepcopy(enc.to_dict())
    names = [c.name for c in enc.combatants()]
    for a in names:
        weapons = dict.fromkeys([*SAMPLE_WEAPONS[:2], *(w for w, _ in fight.weapon_choices(a))])
        if len(weapons) > 6:  # an older sheet without a weapon list may use any: try a few
            weapons = dict.fromkeys(SAMPLE_WEAPONS)
        for t in names:
            for w in weapons:
                for flags in flag_sets:
                    resolved = check_preview_is_outcome(enc, a, t, w, flags)
                    counts["resolved" if resolved else "refused"] += 1
    assert enc.to_dict() == before, "every attack undone"


def random_step(enc: Encounter, rnd: random.Random) -> None:
    """Whoever acts does something at random (refused steps change nothing), sometimes ending
    the turn."""
    fight = enc.combat
    cur = fight.current_turn()
    if cur is None:
        return
    here = enc.combatant(cur).zone
    choice = rnd.choice(("zone", "engage", "attack", "action", "draw", "sneak", "end"))
    try:
        if choice == "zone":
            zone = rnd.choice(list(enc.map.neighbours(here)))
            fight.take_action(cur, rnd.choice(("move", "run")), target=zone)
        elif choice == "engage":
            others = [c.name for c in enc.combatants_in(here) if c.name != cur]
            if others:
                fight.close_in(cur, rnd.choice(others))
        elif choice == "attack":
            foe = rnd.choice([c.name for c in enc.combatants() if c.name != cur])
            weapon = rnd.choice([w for w, _ in fight.weapon_choices(cur)])
            fight.attack(cur, foe, weapon, resolve=rnd.random() < 0.7)
        elif choice == "action":
            fight.take_action(cur, rnd.choice(("drop_prone", "stand_up", "aim", "open_door")))
        elif choice == "sneak":  # a Stealth roll entered from the table, won or lost
            fight.sneak_attack_roll(cur, melee=rnd.random() < 0.7, success=rnd.random() < 0.5)
        elif choice == "draw":
            fight.draw_weapon(cur, rnd.choice([w for w, _ in fight.weapon_choices(cur)]))
    except (RuleError, ValueError):
        pass
    if choice == "end" or rnd.random() < 0.3:
        _close_open_attacks(enc)
        fight.next_turn()


def _close_open_attacks(enc: Encounter) -> None:
    for c in enc.combatants():
        rec = enc.state.get("combatants", {}).get(c.name, {}).get("combat", {}).get("pending")
        if rec:
            enc.combat.resolve_attack(rec["id"])


def play(enc: Encounter, seed: int, points: int) -> dict[str, int]:
    rnd = random.Random(seed)
    counts = {"refused": 0, "resolved": 0}
    check_every_attack(enc, counts, FLAGS[:1])  # before the fight: anyone may attack
    enc.combat.roll_initiative()
    enc.combat.start_fight()
    for i in range(points):
        for _ in range(rnd.randint(1, 3)):
            random_step(enc, rnd)
        check_every_attack(enc, counts, (FLAGS[0], FLAGS[1 + i % 3]))
    return counts


def sample() -> Encounter:
    enc = Encounter.load(sample_encounter_path())
    enc.dice = Dice(11)
    return enc


def _square(x: float) -> list[tuple[float, float]]:
    return [(x, 0.0), (x + 12.0, 0.0), (x + 12.0, 12.0), (x, 12.0)]


def from_templates() -> Encounter:
    """Three zones in a row (open, then a closed door); PCs and NPCs from templates."""
    enc = Encounter(ruleset="yze", seed=4, name="Farmstead")
    for i, (zid, name) in enumerate((("a", "Yard"), ("b", "Barn"), ("c", "Loft"))):
        enc.map.add_zone(zid, name=name, polygon=_square(12.0 * i))
    enc.map.add_border("a", "b", kind="open")
    enc.map.add_border("b", "c", kind="door", state="closed")
    picks = {t.id: t for t in enc.combat.character_templates()}
    add_from_template(enc, picks["soldier"], zone="a", name="Ana")
    add_from_template(enc, picks["brawler"], zone="b", name="Bo")
    add_from_template(enc, picks["cultist"], zone="b", count=2)
    add_from_template(enc, picks["wolf"], zone="c")
    enc.engage("Bo", "Cultist 1")
    return enc


@pytest.mark.parametrize(("build", "seed"), [(sample, 1), (from_templates, 3)])
def test_the_preview_is_the_outcome(build, seed) -> None:
    enc = build()
    counts = play(enc, seed, points=3)
    assert counts["resolved"] > 10 and counts["refused"] > 100, counts


def test_open_attack_and_spent_budget_refuse_in_the_preview_too() -> None:
    enc = from_templates()
    fight = enc.combat
    fight.roll_initiative()
    fight.start_fight()
    while fight.current_turn() != "Bo":
        fight.next_turn()
    res = fight.attack("Bo", "Cultist 1", "club", resolve=False)
    preview = fight.attack_preview("Bo", "Cultist 1", "club")
    assert not preview.allowed and "still open" in preview.reason
    with pytest.raises(RuleError, match="still open"):
        fight.attack("Bo", "Cultist 1", "club")
    fight.resolve_attack(res.id)
    preview = fight.attack_preview("Bo", "Cultist 1", "club")
    assert not preview.allowed and "no slow action left" in preview.reason
    with pytest.raises(RuleError, match="no slow action left"):
        fight.attack("Bo", "Cultist 1", "club")


def test_a_block_the_target_cannot_make_is_refused_alike() -> None:
    enc = from_templates()
    fight = enc.combat
    # the wolf fights with teeth and claws: it can't block Bo's club unarmed
    enc.place("Wolf", "b")
    enc.engage("Wolf", "Bo")
    preview = fight.attack_preview("Bo", "Wolf", "club", block=True)
    assert not preview.allowed and "blocking an armed attack" in preview.reason
    with pytest.raises(RuleError) as exc:
        fight.attack("Bo", "Wolf", "club", block=True)
    assert str(exc.value) == preview.reason


@pytest.mark.parametrize("seed", range(8))
def test_accepting_deals_the_damage_the_open_roll_told(seed: int) -> None:
    enc = from_templates()
    enc.dice = Dice(seed)
    fight = enc.combat
    res = fight.attack("Bo", "Cultist 1", "club", resolve=False)
    assert res.outcome == "pending"
    if res.net_successes:
        club = fight.weapon("club")
        assert res.damage_if_accepted == club["damage"] + res.net_successes - 1
    else:
        assert res.damage_if_accepted == 0
    assert f"accepting deals {res.damage_if_accepted} damage" in res.text
    done = fight.resolve_attack(res.id)
    assert done.damage == res.damage_if_accepted


def test_a_pushed_roll_tells_its_new_damage() -> None:
    enc = from_templates()
    for seed in range(30):
        enc.dice = Dice(seed)
        res = enc.combat.attack("Bo", "Cultist 1", "club", resolve=False)
        pushed = enc.combat.push_attack(res.id, resolve=False)
        if pushed.net_successes:
            break
        enc.undo()
        enc.undo()
    assert pushed.pushed and pushed.damage_if_accepted >= 1
    assert enc.combat.resolve_attack(pushed.id).damage == pushed.damage_if_accepted


def test_preview_and_attack_take_the_same_options() -> None:
    enc = from_templates()
    fight = enc.combat
    for spec in fight.attack_flags():
        values = spec.choices or (True, False)
        for value in values:
            preview = fight.attack_preview("Bo", "Cultist 1", "club", **{spec.id: value})
            try:
                fight.attack("Bo", "Cultist 1", "club", **{spec.id: value})
            except RuleError as exc:
                assert str(exc) == preview.reason and not preview.allowed, (spec.id, value)
            else:
                assert preview.allowed, (spec.id, value, preview.reason)
                enc.undo()
    for fight_call in (fight.attack_preview, fight.attack):
        with pytest.raises(RuleError, match="no option 'luck'"):
            fight_call("Bo", "Cultist 1", "club", luck=True)


OUT_OF_TURN: tuple[dict[str, Any], ...] = (
    {"overwatch": True},
    {"overwatch": True, "duel": True},
    {"free": True},
    {"burst": True},
    {"burst": True, "full_auto": True},
)
"""The out-of-turn options of the Attack dock (VIGILÂNCIA, RECUAR, FOGO TOTALMENTE AUTOMÁTICO)."""


def test_out_of_turn_options_preview_what_the_attack_does() -> None:
    """Overwatch (both sides), a failed retreat's free attack and a burst going on: for every
    attacker × target × weapon the preview is the outcome, and each option is allowed somewhere."""
    from core.movement import RollNeeded
    from core.rules.yze import attacks as A

    enc = from_templates()
    fight = enc.combat
    A.set_weapon(enc, {**A.weapon(enc, "rifle"), "full_auto": True, "firearm": True})
    add_from_template(enc, {t.id: t for t in fight.character_templates()}["soldier"], zone="b")
    shooter = enc.combatants()[-1].name
    fight.roll_initiative()
    fight.start_fight()
    fight.take_overwatch("Ana", "b", weapon_id="rifle")
    fight.take_overwatch(shooter, "a", weapon_id="rifle")
    retreat = RollNeeded("Mobility", "retreat", "…", "retreat", enemies=("Cultist 1",))
    fight.move_roll_failed("Bo", retreat)
    enc.place("Bo", "c")  # the retreater has gone
    counts = {"refused": 0, "resolved": 0}
    check_every_attack(enc, counts, OUT_OF_TURN[:3])
    allowed = {
        i
        for i, flags in enumerate(OUT_OF_TURN)
        for a in ("Ana", "Cultist 1", shooter)
        for t in ("Bo", "Cultist 1", shooter, "Ana")
        if a != t and fight.attack_preview(a, t, None, **flags).allowed
    }
    assert {0, 1, 2} <= allowed, allowed
    enc.dice = Dice(2)
    while fight.current_turn() != shooter:
        _close_open_attacks(enc)
        fight.next_turn()
    for _ in range(20):  # a full-auto hit, then the follow-ups
        res = fight.attack(shooter, "Ana", "rifle", full_auto=True)
        if res.burst and res.burst["can_continue"]:
            break
        enc.undo()
    assert res.burst["can_continue"]
    check_every_attack(enc, counts, OUT_OF_TURN[3:])
    assert fight.attack_preview(shooter, "Ana", "rifle", burst=True).allowed
