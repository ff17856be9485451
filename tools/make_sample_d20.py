"""Build ``resources/samples/sample_d20.zkenc``: the YZE sample's map and people under d20.

Run ``python tools/make_sample_d20.py`` after changing it; the file itself is committed. The
Ghoul lurks unaware in the cellar, so starting the fight opens a surprise round.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import core.rules.d20  # noqa: F401  (registers the ruleset)
from core.encounter import Encounter
from core.io import encounter_from_dict, encounter_to_dict, load_encounter
from core.resources import record_checked_sample, resources_dir
from core.rules.d20 import D20

SWORD = {"id": "sword", "name": "Sword", "damage": "1d8"}
PISTOL = {"id": "pistol", "name": "Pistol", "damage": "2d4"}
DAGGER = {"id": "dagger", "name": "Dagger", "damage": "1d4"}
CLAWS = {"id": "claws", "name": "Claws", "damage": "1d6+1"}

STATS = {
    "Ana Ferreira": {
        "agilidade": 3,
        "prontidao": 2,
        "precisao": 2,
        "pv": 14,
        "ataque": 5,
        "defesa": 15,
        "weapons": [SWORD, DAGGER],
    },
    "Bruno Costa": {
        "agilidade": 1,
        "prontidao": 3,
        "precisao": 1,
        "pv": 18,
        "ataque": 4,
        "defesa": 14,
        "weapons": [SWORD],
    },
    "Clara Dias": {
        "agilidade": 2,
        "prontidao": 2,
        "precisao": 3,
        "pv": 11,
        "ataque": 4,
        "defesa": 13,
        "weapons": [PISTOL, DAGGER],
    },
    "Guard": {
        "agilidade": 1,
        "prontidao": 1,
        "precisao": 1,
        "pv": 12,
        "ataque": 3,
        "defesa": 13,
        "group": "guards",
        "weapons": [SWORD],
    },
    "Cult Leader": {
        "agilidade": 2,
        "prontidao": 3,
        "precisao": 2,
        "pv": 16,
        "ataque": 5,
        "defesa": 14,
        "group": "cult",
        "weapons": [DAGGER, PISTOL],
    },
    "Ghoul": {
        "agilidade": 3,
        "prontidao": 0,
        "precisao": 0,
        "pv": 13,
        "ataque": 4,
        "defesa": 12,
        "group": "cult",
        "weapons": [CLAWS],
    },
}


def out_path() -> Path:
    return resources_dir() / "samples" / "sample_d20.zkenc"


def build() -> Encounter:
    base = load_encounter(resources_dir() / "samples" / "sample_yze.zkenc")
    data = encounter_to_dict(base)
    data["name"] = "The Old Mill Outpost (d20)"
    data["ruleset"] = "d20"
    data["ruleset_settings"] = D20.default_settings()
    data["ruleset_state"] = {}
    data["round"] = {"number": 1, "spent": {}}
    data["log"] = []
    for c in data["combatants"]:
        c["stats"] = STATS[c["name"]]
    enc = encounter_from_dict(data)
    enc.combat.set_aware("Ghoul", False)
    enc.log.clear()
    enc.history.clear()
    return enc


if __name__ == "__main__":
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else out_path()
    build().save(out)
    if out.resolve().parent == (resources_dir() / "samples").resolve():
        record_checked_sample(out)  # every check passed: start-up needn't check it again
    print(f"wrote {out}")
