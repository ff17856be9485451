"""Shared WWII test helpers: a trench and a long field (map units are metres), five soldiers.

Map::

    trench (0–20 × 0–20) --open-- field (20–320 × 0–20)
    bunker (0–20 × 20–40) --open-- trench

Combatants (``STATS``): PCs ``Ana`` (rifle, in the trench at 5,10), ``Bo`` (MG and SMG, trench
at 8,10), ``Carl`` (knife, trench at 12,10); NPCs ``Kurt`` (rifle, field at 60,10) and ``Fritz``
(rifle and grenades, field at 62,14). Everyone standing, Alerta, no cover; nothing rolled.

The rifle's lethal (5 m) and maximum (800 m) distances are this fixture's GM numbers: the seed's
per-category table is missing (``range_bands.json``).
"""

from __future__ import annotations

from typing import Any

import core.rules.ww2  # noqa: F401  (registers the ruleset)
from core.encounter import Encounter
from core.resources import load_table

SEED = 2002

RIFLE = {
    "id": "k98",
    "name": "Kar98k",
    "category": "rifles",
    "range_class": "long",
    "lethal_m": 5,
    "maximum_m": 800,
}
MG = {"id": "mg42", "name": "MG 42", "category": "metralhadoras", "range_class": "long"}
SMG = {
    "id": "mp40",
    "name": "MP 40",
    "category": "submetralhadoras",
    "range_class": "short",
    "maximum_m": 100,
}
KNIFE = {"id": "knife", "name": "Knife", "category": "combate_corporal"}
GRENADE = {
    "id": "stiel",
    "name": "Stielhandgranate",
    "category": "explosivos",
    "range_class": "short",
    "maximum_m": 40,
}

STATS: dict[str, dict[str, Any]] = {
    "Ana": {
        "rifles": 5,
        "resistencia": 3,
        "atencao": 3,
        "camuflagem": 4,
        "frieza": 2,
        "medicina": 2,
        "atletismo": 3,
        "surpresa": 3,
        "oportunidade": 2,
        "tiro_de_precisao": 4,
        "weapons": [RIFLE],
    },
    "Bo": {
        "metralhadoras": 4,
        "submetralhadoras": 3,
        "fogo_supressor": 3,
        "resistencia": 2,
        "atencao": 2,
        "weapons": [MG, SMG],
    },
    "Carl": {
        "combate_corporal": 4,
        "desarmar": 3,
        "resistencia": 4,
        "atencao": 2,
        "weapons": [KNIFE],
    },
    "Kurt": {"rifles": 3, "resistencia": 2, "atencao": 1, "frieza": 1, "weapons": [RIFLE]},
    "Fritz": {
        "rifles": 3,
        "explosivos": 3,
        "resistencia": 2,
        "atencao": 1,
        "weapons": [RIFLE, GRENADE],
    },
}
PLACES: dict[str, tuple[str, str, tuple[float, float]]] = {
    "Ana": ("trench", "pc", (5.0, 10.0)),
    "Bo": ("trench", "pc", (8.0, 10.0)),
    "Carl": ("trench", "pc", (12.0, 10.0)),
    "Kurt": ("field", "npc", (60.0, 10.0)),
    "Fritz": ("field", "npc", (62.0, 14.0)),
}


def table(table_id: str) -> dict[str, Any]:
    return load_table("ww2", table_id)


def rows(table_id: str, **match: Any) -> list[dict[str, Any]]:
    return [r for r in table(table_id)["rows"] if all(r.get(k) == v for k, v in match.items())]


def build(seed: int = SEED) -> Encounter:
    enc = Encounter(ruleset="ww2", seed=seed, name="WWII test")
    m = enc.map
    m.add_zone("trench", name="Trench", polygon=[(0, 0), (20, 0), (20, 20), (0, 20)])
    m.add_zone("field", name="Field", polygon=[(20, 0), (320, 0), (320, 20), (20, 20)])
    m.add_zone("bunker", name="Bunker", polygon=[(0, 20), (20, 20), (20, 40), (0, 40)])
    m.add_border("trench", "field", kind="open")
    m.add_border("trench", "bunker", kind="open")
    for name, (zone, side, pos) in PLACES.items():
        enc.add_combatant(name, zone=zone, side=side, position=pos, stats=STATS[name])
    enc.history.clear()
    return enc


class Faces:
    """Forced dice: every die rolled takes the next face from the queue."""

    def __init__(self, enc: Encounter) -> None:
        self.queue: list[int] = []
        self.rolled: list[tuple[int, int]] = []
        enc.dice.die = self._die  # type: ignore[method-assign]

    def _die(self, sides: int) -> int:
        assert self.queue, f"a d{sides} was rolled but no face is queued"
        face = self.queue.pop(0)
        assert 1 <= face <= sides, f"face {face} on a d{sides}"
        self.rolled.append((sides, face))
        return face

    def __call__(self, *faces: int) -> Faces:
        self.queue.extend(faces)
        return self
