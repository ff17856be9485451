"""Build ``resources/samples/sample_brp.zkenc``: the YZE sample's map and people under BRP.

Run ``python tools/make_sample_brp.py`` after changing it; the file itself is committed. The
map, positions, stances and the Bruno–Guard engagement come from ``sample_yze.zkenc``; the stats
are BRP characteristics, skills and GM-entered weapons (the seed has no weapon table). The
Guard's long spear against Bruno's broadsword shows weapon length; the Ghoul, prone in the
cellar, has natural weapons from ``natural_weapons.json``.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import core.rules.brp  # noqa: F401  (registers the ruleset)
from core.encounter import Encounter
from core.io import encounter_from_dict, encounter_to_dict, load_encounter
from core.resources import record_checked_sample, resources_dir

SWORD = {
    "id": "sword",
    "name": "Broadsword",
    "skill": "Broadsword",
    "damage": "1D8+1",
    "length": "medium",
    "siz": 2,
}
DAGGER = {
    "id": "dagger",
    "name": "Dagger",
    "skill": "Dagger",
    "damage": "1D4+2",
    "length": "short",
    "siz": 0.5,
    "special": "impale",
    "impaling": True,
    "off_hand_ok": True,
}
PISTOL = {
    "id": "pistol",
    "name": "Revolver",
    "skill": "Handgun",
    "damage": "1D8",
    "range_m": 15,
    "type": "firearm",
    "attacks_per_round": 2,
    "special": "impale",
    "impaling": True,
}
RIFLE = {
    "id": "rifle",
    "name": "Hunting rifle",
    "skill": "Rifle",
    "damage": "2D6+2",
    "range_m": 80,
    "type": "firearm",
    "two_handed": True,
    "special": "impale",
    "impaling": True,
}
SPEAR = {
    "id": "spear",
    "name": "Long spear",
    "skill": "Spear",
    "damage": "1D10+1",
    "length": "long",
    "siz": 2.5,
    "two_handed": True,
    "special": "impale",
    "impaling": True,
}
SMG = {
    "id": "smg",
    "name": "Submachine gun",
    "skill": "SMG",
    "damage": "1D10",
    "range_m": 40,
    "type": "firearm",
    "autofire": True,
    "special": "impale",
    "impaling": True,
}

STATS: dict[str, dict[str, Any]] = {
    "Ana Ferreira": {
        "str": 11,
        "con": 13,
        "siz": 11,
        "int": 15,
        "pow": 12,
        "dex": 16,
        "cha": 13,
        "edu": 16,
        "armour": 1,
        "db": "0",
        "skills": {
            "Dodge": 45,
            "Handgun": 60,
            "Dagger": 45,
            "First Aid": 50,
            "Spot": 55,
            "Jump": 40,
        },
        "weapons": [PISTOL, DAGGER],
    },
    "Bruno Costa": {
        "str": 15,
        "con": 15,
        "siz": 15,
        "int": 11,
        "pow": 10,
        "dex": 12,
        "cha": 10,
        "edu": 12,
        "armour": 3,
        "db": "+1D4",
        "skills": {"Dodge": 30, "Broadsword": 65, "Shield": 50, "Ride": 45},
        "weapons": [SWORD],
        "shield": "medium_or_small",
    },
    "Clara Dias": {
        "str": 10,
        "con": 12,
        "siz": 10,
        "int": 16,
        "pow": 14,
        "dex": 14,
        "cha": 12,
        "edu": 17,
        "armour": 0,
        "db": "0",
        "skills": {"Dodge": 40, "Rifle": 65, "Dagger": 35, "Medicine": 45, "Swim": 40},
        "weapons": [RIFLE, DAGGER],
    },
    "Guard": {
        "str": 13,
        "con": 12,
        "siz": 13,
        "int": 10,
        "pow": 9,
        "dex": 11,
        "cha": 8,
        "armour": "1D6",
        "db": "+1D4",
        "skills": {"Dodge": 25, "Spear": 55, "Broadsword": 40},
        "weapons": [SPEAR, SWORD],
    },
    "Cult Leader": {
        "str": 10,
        "con": 11,
        "siz": 12,
        "int": 16,
        "pow": 17,
        "dex": 13,
        "cha": 16,
        "armour": 0,
        "db": "0",
        "skills": {"Dodge": 35, "SMG": 45, "Dagger": 50, "Command": 60},
        "weapons": [SMG, DAGGER],
    },
    "Ghoul": {
        "str": 17,
        "con": 14,
        "siz": 14,
        "int": 7,
        "pow": 8,
        "dex": 13,
        "cha": 3,
        "armour": 2,
        "db": "+1D4",
        "skills": {"Dodge": 30, "Claw": 50, "Bite": 40},
        "weapons": [
            {"natural": "claw", "id": "claw", "skill": "Claw"},
            {"natural": "bite_or_horn", "id": "bite", "name": "Bite", "skill": "Bite"},
        ],
    },
}


def build() -> Encounter:
    yze = load_encounter(resources_dir() / "samples" / "sample_yze.zkenc")
    data = encounter_to_dict(yze)
    data["ruleset"] = "brp"
    data["name"] = "The Old Mill Outpost (Basic Roleplaying)"
    data["ruleset_settings"] = {}
    data["ruleset_state"] = {}
    data["log"] = []
    data["round"] = {"number": 1, "spent": {}}
    for c in data["combatants"]:
        c["stats"] = STATS[c["name"]]
    enc = encounter_from_dict(data)
    enc.history.clear()
    return enc


if __name__ == "__main__":
    out = (
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else (resources_dir() / "samples" / "sample_brp.zkenc")
    )
    build().save(out)
    if out.resolve().parent == (resources_dir() / "samples").resolve():
        record_checked_sample(out)  # every check passed: start-up needn't check it again
    print(f"wrote {out}")
