"""Build ``resources/samples/sample_pulp2d6.zkenc``: the YZE sample's map and people under the
2d6 pulp rules — three investigators against NPCs made from the seed's NPC table.

Run ``python tools/make_sample_pulp2d6.py`` after changing it; the file itself is committed.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import core.rules.pulp2d6  # noqa: F401  (registers the ruleset)
from core.encounter import Encounter
from core.io import encounter_from_dict, encounter_to_dict, load_encounter
from core.resources import record_checked_sample, resources_dir
from core.rules.pulp2d6 import Pulp2d6
from core.rules.pulp2d6.attacks import npc_stats

PISTOL = {"id": "pistol", "name": "Pistol", "damage": "1d6"}
TOMMY = {"id": "tommy_gun", "name": "Tommy gun", "damage": "2d6", "automatic": True}
SHOTGUN = {"id": "shotgun", "name": "Shotgun", "damage": "2d6"}
KNIFE = {"id": "knife", "name": "Knife", "damage": "1d6"}

PCS = {
    "Ana Ferreira": {
        "violencia": 2,
        "destreza": 1,
        "ingenio": 0,
        "pv": 12,
        "pc": 10,
        "proteccion": 1,
        "weapons": [TOMMY, KNIFE],
    },
    "Bruno Costa": {
        "violencia": 1,
        "destreza": 2,
        "ingenio": 1,
        "pv": 10,
        "pc": 11,
        "proteccion": 0,
        "weapons": [SHOTGUN],
    },
    "Clara Dias": {
        "violencia": 0,
        "destreza": 1,
        "ingenio": 2,
        "pv": 9,
        "pc": 12,
        "proteccion": 0,
        "medico": True,
        "weapons": [PISTOL],
    },
}
NPC_TYPES = {"Guard": "corrupt_cop", "Cult Leader": "cult_leader", "Ghoul": "predator"}
SEATING = ["Clara Dias", "Ana Ferreira", "Bruno Costa"]


def out_path() -> Path:
    return resources_dir() / "samples" / "sample_pulp2d6.zkenc"


def build() -> Encounter:
    base = load_encounter(resources_dir() / "samples" / "sample_yze.zkenc")
    data = encounter_to_dict(base)
    data["name"] = "The Old Mill Outpost (2d6 pulp)"
    data["ruleset"] = "pulp2d6"
    data["ruleset_settings"] = Pulp2d6.default_settings()
    data["ruleset_state"] = {}
    data["round"] = {"number": 1, "spent": {}}
    data["log"] = []
    for c in data["combatants"]:
        name = c["name"]
        c["stats"] = PCS[name] if name in PCS else npc_stats(NPC_TYPES[name])
    enc = encounter_from_dict(data)
    enc.combat.set_seating(SEATING)
    enc.log.clear()
    enc.history.clear()
    return enc


if __name__ == "__main__":
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else out_path()
    build().save(out)
    if out.resolve().parent == (resources_dir() / "samples").resolve():
        record_checked_sample(out)  # every check passed: start-up needn't check it again
    print(f"wrote {out}")
