"""Shared 2d6 pulp fixtures: a small seeded fight on a three-zone map, and rigged dice.

Map (zones in a row, 10 × 10 each)::

    z0 "Bar"  --open--  z1 "Street"  --closed door--  z2 "Garage"

PCs ``Rita``, ``Doc`` (a doctor) and ``Max`` in the Bar; NPCs from the table: ``Gangster 1`` and
``Gangster 2`` (gangsters) in the Bar, ``Sarge`` (a sergeant) in the Street. Nothing seated.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest
from zk_helpers import Rig

import core.rules.pulp2d6  # noqa: F401  (registers the ruleset)
from core.encounter import Encounter
from core.rules.pulp2d6 import attacks as atk

TOMMY = {"id": "tommy", "name": "Tommy gun", "damage": "2d6", "automatic": True}
PISTOL = {"id": "pistol", "name": "Pistol", "damage": "1d6"}
GRENADE = {"id": "grenade", "name": "Grenade", "damage": "3d6"}

PC_STATS: dict[str, dict[str, Any]] = {
    "Rita": {
        "violencia": 2,
        "destreza": 1,
        "ingenio": 0,
        "pv": 10,
        "pc": 10,
        "proteccion": 1,
        "weapons": [PISTOL, TOMMY, GRENADE],
    },
    "Doc": {
        "violencia": 0,
        "destreza": 0,
        "ingenio": 2,
        "pv": 8,
        "pc": 12,
        "medico": True,
        "weapons": [PISTOL],
    },
    "Max": {
        "violencia": 1,
        "destreza": 3,
        "ingenio": 2,
        "pv": 9,
        "pc": 9,
        "proteccion": 2,
        "weapons": [PISTOL],
    },
}
ZONES = (("z0", "Bar"), ("z1", "Street"), ("z2", "Garage"))


def build(seed: int = 6, *, seat: bool = False, start: bool = False) -> Encounter:
    enc = Encounter(ruleset="pulp2d6", seed=seed, name="Speakeasy raid")
    for i, (zid, zname) in enumerate(ZONES):
        x = 10.0 * i
        enc.map.add_zone(zid, name=zname, polygon=[(x, 0), (x + 10, 0), (x + 10, 10), (x, 10)])
    enc.map.add_border("z0", "z1", kind="open")
    enc.map.add_border("z1", "z2", kind="door", state="closed")
    for who, stats in PC_STATS.items():
        enc.add_combatant(who, zone="z0", side="pc", stats=copy.deepcopy(stats))
    atk.add_npc(enc, "gangster", "Gangster 1", "z0")
    atk.add_npc(enc, "gangster", "Gangster 2", "z0")
    atk.add_npc(enc, "sergeant", "Sarge", "z1")
    if seat or start:
        enc.combat.set_seating(["Rita", "Doc", "Max"])
    if start:
        enc.combat.start_fight()
    enc.history.clear()
    return enc


@pytest.fixture
def pulp() -> Encounter:
    """Seated (Rita, Doc, Max clockwise from the GM's left), fight started: Rita's turn."""
    return build(start=True)


@pytest.fixture
def make_pulp() -> Callable[..., Encounter]:
    return build


@pytest.fixture
def rig() -> Callable[[Encounter], Rig]:
    return Rig
