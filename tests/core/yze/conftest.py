"""Shared YZE fixtures: a small seeded fight on a three-zone map (reuse them in any YZE test).

Map (zones in a row, 10 × 10 each)::

    z0 "Hall"  --open--  z1 "Corridor"  --closed door--  z2 "Store"

Combatants (``YZE_STATS`` below: attributes 3, skills 2, Boss a bit better):

- PCs ``Ana`` (pistol, knife) and ``Bo`` (unarmed) in the Hall;
- NPCs ``Rat 1`` and ``Rat 2`` (knives) in the Corridor, ``Boss`` (rifle) in the Store.

Nobody is Engaged, everyone is standing, nothing is drawn, round 1. Dice seed: 1234.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from core.encounter import Encounter

YZE_SEED = 1234
ZONES: tuple[tuple[str, str], ...] = (("z0", "Hall"), ("z1", "Corridor"), ("z2", "Store"))
PCS: tuple[str, ...] = ("Ana", "Bo")
NPCS: tuple[str, ...] = ("Rat 1", "Rat 2", "Boss")

_BASE: dict[str, Any] = {
    "strength": 3,
    "agility": 3,
    "wits": 3,
    "empathy": 3,
    "mobility": 2,
    "melee": 2,
    "ranged": 2,
    "observation": 2,
    "healing": 2,
    "stamina": 2,
    "insight": 2,
    "stealth": 2,
    "persuasion": 2,
    "crafting": 2,
}

YZE_STATS: dict[str, dict[str, Any]] = {
    "Ana": {**_BASE, "agility": 4, "ranged": 3, "weapons": ["pistol", "knife"]},
    "Bo": {**_BASE, "strength": 4, "melee": 3, "weapons": []},
    "Rat 1": {**_BASE, "weapons": ["knife"]},
    "Rat 2": {**_BASE, "weapons": ["knife"]},
    "Boss": {**_BASE, "wits": 4, "ranged": 3, "weapons": ["rifle"]},
}
PLACES: dict[str, tuple[str, str]] = {
    "Ana": ("z0", "pc"),
    "Bo": ("z0", "pc"),
    "Rat 1": ("z1", "npc"),
    "Rat 2": ("z1", "npc"),
    "Boss": ("z2", "npc"),
}


def _square(i: int) -> list[tuple[float, float]]:
    x0 = 10.0 * i
    return [(x0, 0.0), (x0 + 10.0, 0.0), (x0 + 10.0, 10.0), (x0, 10.0)]


def build_yze_encounter(seed: int = YZE_SEED, *, name: str = "Warehouse fight") -> Encounter:
    """The fixture's encounter, built fresh (call it directly for a different seed)."""
    enc = Encounter(ruleset="yze", seed=seed, name=name)
    for i, (zid, zname) in enumerate(ZONES):
        enc.map.add_zone(zid, name=zname, polygon=_square(i))
    enc.map.add_border("z0", "z1", kind="open")
    enc.map.add_border("z1", "z2", kind="door", state="closed")
    for who, (zone, side) in PLACES.items():
        enc.add_combatant(who, zone=zone, side=side, stats=dict(YZE_STATS[who]))
    enc.history.clear()  # the set-up is not part of the fight's undo history
    return enc


@pytest.fixture
def yze_enc() -> Encounter:
    """A fresh seeded (1234) YZE encounter: 3 zones, 2 PCs, 3 NPCs (see module docstring)."""
    return build_yze_encounter()


@pytest.fixture
def make_yze_enc() -> Callable[..., Encounter]:
    """Factory: ``make_yze_enc(seed=7)`` builds the same encounter with another seed."""
    return build_yze_encounter
