"""Shared d20 fixtures: a small seeded fight on a three-zone map, and rigged dice.

Map (zones in a row, 10 × 10 each)::

    z0 "Hall"  --open--  z1 "Corridor"  --closed door--  z2 "Store"

PCs ``Ana`` and ``Bo`` in the Hall; NPCs ``Orc 1`` and ``Orc 2`` in the Corridor (group
"orcs"), ``Chief`` in the Store (group "chief"). Everyone aware, nothing rolled, round 1.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest
from zk_helpers import Rig

import core.rules.d20  # noqa: F401  (registers the ruleset)
from core.encounter import Encounter

SWORD = {"id": "sword", "name": "Sword", "damage": "1d8"}
AXE = {"id": "axe", "name": "Axe", "damage": "1d6+1"}

D20_STATS: dict[str, dict[str, Any]] = {
    "Ana": {
        "agilidade": 3,
        "prontidao": 2,
        "precisao": 1,
        "pv": 12,
        "ataque": 5,
        "defesa": 14,
        "weapons": [SWORD],
    },
    "Bo": {
        "agilidade": 1,
        "prontidao": 1,
        "precisao": 4,
        "pv": 10,
        "ataque": 3,
        "defesa": 12,
        "weapons": [SWORD],
    },
    "Orc 1": {
        "agilidade": 2,
        "prontidao": 0,
        "precisao": 0,
        "pv": 8,
        "ataque": 4,
        "defesa": 13,
        "group": "orcs",
        "weapons": [AXE],
    },
    "Orc 2": {
        "agilidade": 0,
        "prontidao": 1,
        "precisao": 2,
        "pv": 8,
        "ataque": 4,
        "defesa": 13,
        "group": "orcs",
        "weapons": [AXE],
    },
    "Chief": {
        "agilidade": 4,
        "prontidao": 3,
        "precisao": 3,
        "pv": 15,
        "ataque": 6,
        "defesa": 15,
        "group": "chief",
        "weapons": [AXE],
    },
}
PLACES = {
    "Ana": ("z0", "pc"),
    "Bo": ("z0", "pc"),
    "Orc 1": ("z1", "npc"),
    "Orc 2": ("z1", "npc"),
    "Chief": ("z2", "npc"),
}
ZONES = (("z0", "Hall"), ("z1", "Corridor"), ("z2", "Store"))


def build(seed: int = 20, names: tuple[str, ...] | None = None) -> Encounter:
    enc = Encounter(ruleset="d20", seed=seed, name="Orc den")
    for i, (zid, zname) in enumerate(ZONES):
        x = 10.0 * i
        enc.map.add_zone(zid, name=zname, polygon=[(x, 0), (x + 10, 0), (x + 10, 10), (x, 10)])
    enc.map.add_border("z0", "z1", kind="open")
    enc.map.add_border("z1", "z2", kind="door", state="closed")
    for who, (zone, side) in PLACES.items():
        if names is None or who in names:
            enc.add_combatant(who, zone=zone, side=side, stats=copy.deepcopy(D20_STATS[who]))
    enc.history.clear()
    return enc


@pytest.fixture
def d20_enc() -> Encounter:
    return build()


@pytest.fixture
def make_d20() -> Callable[..., Encounter]:
    return build


@pytest.fixture
def rig() -> Callable[[Encounter], Rig]:
    return Rig


def snap(enc: Encounter) -> dict[str, Any]:
    return copy.deepcopy(enc.to_dict())
