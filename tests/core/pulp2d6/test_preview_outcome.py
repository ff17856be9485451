"""One decision per attack: whatever the Attack dock's preview says is what pressing Attack does.

Random turns of the sample encounter and of one built from templates (moves, actions,
attacks, consequences, next turn); at many points, for every attacker, target, weapon choice
(plus one not carried and the default) and several flag combinations, the preview's
``allowed`` is True exactly when ``attack`` resolves, and a refusal's reason is the preview's.
Each resolved attack is undone after the check.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from core.characters import add_from_template
from core.dice import Dice
from core.encounter import Encounter
from tests.core.zk_helpers import check_preview_is_outcome

REPO = Path(__file__).resolve().parents[3]
SAMPLE = REPO / "resources" / "samples" / "sample_pulp2d6.zkenc"
FLAG_SETS: tuple[dict[str, Any], ...] = (
    {},
    {"advantage": True},
    {"automatic": True},
    {"crew": True},
    {"gm_allows": True},
    {"automatic": True, "gm_allows": True, "advantage": True},
)


def check_every_attack(enc: Encounter, flag_sets: tuple[dict[str, Any], ...]) -> int:
    """Preview against outcome for every attacker × target × weapon × flags; returns how many
    attacks resolved (each undone)."""
    c = enc.combat
    names = [x.name for x in enc.combatants()]
    resolved = 0
    for a in names:
        weapons: list[str | None] = [None, *(w for w, _ in c.weapon_choices(a))]
        weapons.append("machine_gun" if "machine_gun" not in weapons else "rifle")
        # only the players roll: an NPC's refusal comes first whatever it holds
        sets = flag_sets if enc.combatant(a).side == "pc" else flag_sets[:1]
        for t in names:
            for w in weapons if enc.combatant(a).side == "pc" else weapons[:2]:
                for flags in sets:
                    resolved += check_one(enc, a, t, w, flags)
    return resolved


def check_one(enc: Encounter, a: str, t: str, w: str | None, flags: dict[str, Any]) -> int:
    return check_preview_is_outcome(enc, a, t, w, flags)


def random_turn(enc: Encounter, rng: random.Random) -> None:
    """The one whose turn it is moves somewhere, maybe acts, maybe attacks and picks the
    consequences; then the turn passes."""
    c = enc.combat
    who = c.current_turn()
    if who is None:
        return
    zones = [z.id for z in enc.map.zones()]
    rng.shuffle(zones)
    for z in zones[:2]:
        if enc.check_move(who, z).allowed:
            enc.move(who, z)
            break
    targets = [x.name for x in enc.combatants() if x.side != enc.combatant(who).side]
    rng.shuffle(targets)
    for t in targets:
        for w in [None, *(w for w, _ in c.weapon_choices(who))]:
            if c.attack_preview(who, t, w).allowed and rng.random() < 0.7:
                out = c.attack(who, t, w)
                if "attack_id" in out:
                    picks = ["stress", "vulnerable", "harm"][: out["count"]]
                    c.choose_consequences(out["attack_id"], picks)
                break
        else:
            continue
        break
    views = {v.id: v for v in c.action_views(who)}
    if views.get("other_action") and views["other_action"].legal and rng.random() < 0.3:
        c.take_action(who, "other_action")
    c.next_turn()


def play_and_check(enc: Encounter, seed: int, turns: int) -> int:
    rng = random.Random(seed)
    resolved = check_every_attack(enc, FLAG_SETS)  # before the fight: nobody's turn
    enc.combat.roll_initiative()
    enc.combat.start_fight()
    for i in range(turns):
        random_turn(enc, rng)
        flag_sets = FLAG_SETS if i % 3 == 0 else FLAG_SETS[:2]
        resolved += check_every_attack(enc, flag_sets)
    return resolved


@pytest.mark.parametrize("npc_turns", ["consequences", "gm_turn"])
def test_the_sample_preview_is_the_outcome(npc_turns: str) -> None:
    enc = Encounter.load(SAMPLE)
    enc.dice = Dice(11)
    enc.ruleset.settings["pulp2d6.npc_turns"] = npc_turns
    assert play_and_check(enc, 3, 5 if npc_turns == "consequences" else 4) > 0


def templates_encounter() -> Encounter:
    enc = Encounter(ruleset="pulp2d6", seed=4, name="Warehouse")
    for i, (zid, name) in enumerate((("dock", "Dock"), ("shed", "Shed"), ("yard", "Yard"))):
        x = 12.0 * i
        poly = [(x, 0), (x + 12, 0), (x + 12, 12), (x, 12)]
        enc.map.add_zone(zid, name=name, polygon=poly, features=["cluttered"] if i == 2 else [])
    enc.map.add_border("dock", "shed", kind="door", state="closed")
    enc.map.add_border("shed", "yard", kind="open")
    by_id = {t.id: t for t in enc.combat.character_templates()}
    add_from_template(enc, by_id["pc_detective"], zone="dock")
    add_from_template(enc, by_id["pc_bruiser"], zone="shed")
    add_from_template(enc, by_id["pc_driver"], zone="yard")
    add_from_template(enc, by_id["npc_cultist"], zone="shed", count=2)
    add_from_template(enc, by_id["npc_attack_dog"], zone="yard")
    add_from_template(enc, by_id["vehicle_truck"], zone="yard")
    add_from_template(enc, by_id["vehicle_sherman_tank"], zone="dock")
    return enc


def test_a_table_built_from_templates_previews_its_outcome() -> None:
    enc = templates_encounter()
    assert play_and_check(enc, 8, 5) > 0
