"""BRP test helpers: a small seeded fight on a three-zone map, and loaded dice.

Map (zones in a row; 10 m × 10 m each, map units are metres)::

    z0 "Hall" --open-- z1 "Yard" (40 m long) --open-- z2 "Field" (100 m long)

Combatants (``BRP_STATS``): PC ``Ana`` (DEX 15, sword and pistol, the sword in hand) and PC
``Bo`` (DEX 10, long spear) in the Hall; NPC ``Rat`` (DEX 12, knife) in the Hall, NPC ``Ogre``
(DEX 8, SIZ 30, club) in the Yard, NPC ``Archer`` (DEX 12, bow, 2 attacks a round) in the Field.
Nobody Engaged, everyone standing, round 1, dice seed 4321.

``load(enc, faces)`` makes the next die rolls come out as ``faces`` (each must fit its die);
tests use it to pin a roll exactly.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import core.rules.brp  # noqa: F401 - registers the ruleset
from core.encounter import Encounter

BRP_SEED = 4321


def _w(**kw: Any) -> dict[str, Any]:
    return kw


BRP_STATS: dict[str, dict[str, Any]] = {
    "Ana": {
        "str": 12,
        "con": 13,
        "siz": 12,
        "int": 14,
        "pow": 11,
        "dex": 15,
        "cha": 10,
        "armour": 2,
        "db": "+1D4",
        "skills": {"Dodge": 40, "Sword": 65, "Pistol": 55, "Jump": 40},
        "weapons": [
            _w(
                id="sword", name="Broadsword", skill="Sword", damage="1D8+1", length="medium", siz=1
            ),
            _w(
                id="pistol",
                name="Pistol",
                skill="Pistol",
                damage="1D8",
                range_m=20,
                type="firearm",
                attacks_per_round=2,
            ),
        ],
    },
    "Bo": {
        "str": 15,
        "con": 14,
        "siz": 15,
        "int": 10,
        "pow": 10,
        "dex": 10,
        "cha": 9,
        "armour": 3,
        "db": "+1D4",
        "skills": {"Dodge": 30, "Spear": 60},
        "weapons": [
            _w(
                id="spear",
                name="Long spear",
                skill="Spear",
                damage="1D10+1",
                length="long",
                special="impale",
                impaling=True,
                two_handed=True,
                siz=2.5,
            ),
        ],
    },
    "Rat": {
        "str": 9,
        "con": 10,
        "siz": 9,
        "int": 10,
        "pow": 8,
        "dex": 12,
        "cha": 6,
        "armour": 0,
        "db": "0",
        "skills": {"Dodge": 35, "Knife": 50},
        "weapons": [_w(id="knife", name="Knife", skill="Knife", damage="1D4+1", length="short")],
    },
    "Ogre": {
        "str": 25,
        "con": 18,
        "siz": 30,
        "int": 6,
        "pow": 8,
        "dex": 8,
        "cha": 4,
        "armour": 1,
        "db": "+2D6",
        "skills": {"Dodge": 10, "Club": 45},
        "weapons": [
            _w(id="club", name="Club", skill="Club", damage="1D8", length="medium", special="crush")
        ],
    },
    "Archer": {
        "str": 11,
        "con": 11,
        "siz": 11,
        "int": 12,
        "pow": 10,
        "dex": 12,
        "cha": 9,
        "armour": 1,
        "db": "+1D4",
        "skills": {"Dodge": 30, "Bow": 60},
        "weapons": [
            _w(
                id="bow",
                name="Short bow",
                skill="Bow",
                damage="1D6+1",
                range_m=60,
                type="bow",
                attacks_per_round=2,
            )
        ],
    },
}
PLACES: dict[str, tuple[str, str, tuple[float, float]]] = {
    "Ana": ("z0", "pc", (3.0, 5.0)),
    "Bo": ("z0", "pc", (5.0, 5.0)),
    "Rat": ("z0", "npc", (7.0, 5.0)),
    "Ogre": ("z1", "npc", (30.0, 5.0)),
    "Archer": ("z2", "npc", (90.0, 5.0)),
}


def build_brp_encounter(seed: int = BRP_SEED) -> Encounter:
    enc = Encounter(ruleset="brp", seed=seed, name="BRP test fight")
    enc.map.add_zone("z0", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
    enc.map.add_zone("z1", name="Yard", polygon=[(10, 0), (50, 0), (50, 10), (10, 10)])
    enc.map.add_zone("z2", name="Field", polygon=[(50, 0), (150, 0), (150, 10), (50, 10)])
    enc.map.add_border("z0", "z1", kind="open")
    enc.map.add_border("z1", "z2", kind="open")
    for who, (zone, side, pos) in PLACES.items():
        enc.add_combatant(who, zone=zone, side=side, position=pos, stats=BRP_STATS[who])
    enc.history.clear()
    return enc


def load(enc: Encounter, faces: Iterable[int]) -> list[int]:
    """The next dice come out as ``faces`` (then the seeded dice again). Returns the queue so a
    test can check every face was used."""
    queue = list(faces)
    real = enc.dice.die

    def die(sides: int) -> int:
        if not queue:
            return real(sides)
        face = queue.pop(0)
        assert 1 <= face <= sides, f"face {face} doesn't fit a d{sides}"
        return face

    enc.dice.die = die  # type: ignore[method-assign]
    return queue


def one_round(enc: Encounter) -> list[tuple[str, int]]:
    """Who acts on which rank for the rest of the round (passing every turn)."""
    seen = [(enc.combat.current_turn(), enc.combat.current_rank())]
    start = enc.round.number
    while True:
        enc.combat.next_turn()
        if enc.round.number != start:
            return seen
        seen.append((enc.combat.current_turn(), enc.combat.current_rank()))
