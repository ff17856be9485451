"""One decision per attack: whatever the Attack dock's preview says is what pressing Attack does.

Random turns of the sample encounter and of one built from templates (moves, closing in,
drawing, attacks, next turn); at many points, for every attacker, target and weapon choice
(plus the default, Unarmed and a weapon not carried) and several flag combinations, the
preview's ``allowed`` is True exactly when ``attack`` resolves, and a refusal's reason is the
preview's. Each resolved attack is undone after the check.
"""

from __future__ import annotations

import contextlib
import random
from typing import Any

from core.characters import add_from_template
from core.dice import Dice
from core.encounter import Encounter
from core.io import load_encounter
from core.resources import resources_dir
from core.rules.base import RuleError
from tests.core.zk_helpers import check_preview_is_outcome

SAMPLE = resources_dir() / "samples" / "sample_brp.zkenc"
FLAG_SETS: tuple[dict[str, Any], ...] = (
    {},
    {"gm_allows": True},
    {"defence": "dodge"},
    {"defence": "parry", "gm_allows": True},
    {"out_of_turn": True},
    {"autofire": "burst", "shots": "5"},
    {"volley": True, "defence": "dodge"},
    {"disarm": True},
    {"knockback": True, "gm_allows": True},
    {"sweep": True, "defence": "jump"},
    {"resolve": False},
)


def check_one(enc: Encounter, a: str, t: str, w: str | None, flags: dict[str, Any]) -> int:
    resolved = check_preview_is_outcome(enc, a, t, w, flags)
    if resolved:  # BRP rolls d100 under the skill, whatever the options
        assert enc.combat.attack_preview(a, t, w, **flags).dice.startswith("1D100 ≤")
    return resolved


def check_every_attack(enc: Encounter, turn: int) -> int:
    """Preview against outcome for every attacker × target × weapon, under a few flag sets
    (the one whose turn it is tries a rotating share of :data:`FLAG_SETS`; the others, refused
    by the DEX-rank order, the plain attack and now and then a free one); returns how many
    attacks resolved (each undone)."""
    names = [x.name for x in enc.combatants()]
    current = enc.combat.current_turn()
    share = [FLAG_SETS[(turn * 3 + k) % len(FLAG_SETS)] for k in range(3)]
    resolved = 0
    for a in names:
        acting = a == current or current is None
        weapons = [None, *(w for w, _ in enc.combat.weapon_choices(a)), "crossbow"]
        sets = [{}, *share] if acting else [{}] + ([{"out_of_turn": True}] if turn % 2 else [])
        for t in names:
            for w in weapons if acting else weapons[:2]:
                for flags in sets:
                    resolved += check_one(enc, a, t, w, flags)
    return resolved


def random_turn(enc: Encounter, rng: random.Random) -> None:
    """The one whose turn it is closes in, moves, draws or attacks; then the turn passes."""
    c = enc.combat
    who = c.current_turn()
    if who is None:
        return
    me = enc.combatant(who)
    foes = [x.name for x in enc.combatants() if x.side != me.side]
    rng.shuffle(foes)
    roll = rng.random()
    if roll < 0.3:
        near = [f for f in foes if enc.combatant(f).zone == me.zone]
        legal = {v.id: v.legal for v in c.action_views(who)}
        if near and legal.get("engage") and near[0] not in enc.engaged_with(who):
            with contextlib.suppress(RuleError):
                c.take_action(who, "engage", target=near[0])
    elif roll < 0.5:
        zones = [z.id for z in enc.map.zones() if z.id != me.zone]
        rng.shuffle(zones)
        for z in zones:
            if enc.check_move(who, z).allowed:
                enc.move(who, z)
                break
    elif roll < 0.6:
        undrawn = [w for w, label in c.weapon_choices(who) if label.endswith("(not drawn)")]
        if undrawn:
            with contextlib.suppress(RuleError):
                c.take_action(who, "draw", target=undrawn[0])
    for t in foes:
        for w in [w for w, _ in c.weapon_choices(who)]:
            if c.attack_preview(who, t, w).allowed and rng.random() < 0.6:
                c.attack(who, t, w)
                break
        else:
            continue
        break
    c.next_turn()


def play_and_check(enc: Encounter, seed: int, turns: int) -> int:
    rng = random.Random(seed)
    resolved = check_every_attack(enc, 0)  # before the fight: the GM runs it
    enc.combat.roll_initiative()
    enc.combat.start_fight()
    for i in range(1, turns + 1):
        random_turn(enc, rng)
        resolved += check_every_attack(enc, i)
    return resolved


def test_the_sample_preview_is_the_outcome() -> None:
    enc = load_encounter(SAMPLE)
    enc.dice = Dice(5)  # a loaded file rolls unseeded dice: make this run repeatable
    assert play_and_check(enc, 2, 6) > 10


def templates_encounter() -> Encounter:
    enc = Encounter(ruleset="brp", seed=6, name="Old barn")
    for i, (zid, name) in enumerate((("loft", "Loft"), ("barn", "Barn"), ("yard", "Yard"))):
        x = 12.0 * i
        poly = [(x, 0), (x + 12, 0), (x + 12, 12), (x, 12)]
        enc.map.add_zone(zid, name=name, polygon=poly, features=["cluttered"] if i == 1 else [])
    enc.map.add_border("loft", "barn", kind="door", state="closed")
    enc.map.add_border("barn", "yard", kind="open")
    by_id = {t.id: t for t in enc.combat.character_templates()}
    add_from_template(enc, by_id["soldier"], zone="loft")
    add_from_template(enc, by_id["swordsman"], zone="barn")
    add_from_template(enc, by_id["hunter"], zone="yard")
    add_from_template(enc, by_id["cultist"], zone="barn", count=2)
    add_from_template(enc, by_id["gunman"], zone="yard")
    add_from_template(enc, by_id["wolf"], zone="barn")
    enc.engage("Swordsman", "Cultist 1")
    enc.history.clear()
    return enc


def test_a_table_built_from_templates_previews_its_outcome() -> None:
    assert play_and_check(templates_encounter(), 9, 6) > 10
