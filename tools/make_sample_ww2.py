"""Build ``resources/samples/sample_ww2.zkenc``: the YZE sample's map under the WWII rules.

Run ``python tools/make_sample_ww2.py`` after changing it; the file itself is committed.

The map is the old mill of ``sample_yze.zkenc`` (map units are metres). Three FEB soldiers
(PCs) raid it; three Germans hold it: a sentry on Atento in the courtyard, a Feldwebel in the
storeroom and an MG crew prone behind sandbags in the cellar, dozing (Normal).

The weapon ranges are this sample GM's ``ww2.weapon_range_table`` (category → range class):
the seed's per-category table is missing, so no lethal or maximum distance is set — the GM marks
point-blank shots with the attack form's range band.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import core.rules.ww2  # noqa: F401  (registers the ruleset)
from core.encounter import Encounter
from core.io import encounter_from_dict, encounter_to_dict, load_encounter
from core.resources import record_checked_sample, resources_dir

GARAND = {"id": "garand", "name": "M1 Garand", "category": "rifles"}
CARBINE = {"id": "carbine", "name": "M1 Carbine", "category": "rifles"}
THOMPSON = {"id": "thompson", "name": "Thompson M1A1", "category": "submetralhadoras"}
MK2 = {"id": "mk2", "name": "Mk 2 grenade", "category": "explosivos"}
KAR98 = {"id": "kar98k", "name": "Kar98k", "category": "rifles"}
MP40 = {"id": "mp40", "name": "MP 40", "category": "submetralhadoras"}
MG42 = {"id": "mg42", "name": "MG 42", "category": "metralhadoras"}
KNIFE = {"id": "bayonet", "name": "Bayonet", "category": "combate_corporal"}

RANGES = {
    "rifles": {"range_class": "long"},
    "metralhadoras": {"range_class": "long"},
    "submetralhadoras": {"range_class": "short"},
    "explosivos": {"range_class": "short"},
}
"""This sample GM's ranges per weapon category (``ww2.weapon_range_table``)."""

PEOPLE: dict[str, tuple[str, dict]] = {
    # YZE sample name → (WWII name, stats)
    "Ana Ferreira": (
        "Sgt. Ana Ferreira",
        {
            "rifles": 5,
            "combate_corporal": 3,
            "resistencia": 4,
            "atencao": 4,
            "camuflagem": 3,
            "frieza": 4,
            "medicina": 1,
            "atletismo": 3,
            "surpresa": 3,
            "oportunidade": 2,
            "tiro_de_precisao": 4,
            "desarmar": 2,
            "weapons": [GARAND, KNIFE],
        },
    ),
    "Bruno Costa": (
        "Cpl. Bruno Costa",
        {
            "submetralhadoras": 5,
            "explosivos": 4,
            "combate_corporal": 4,
            "resistencia": 5,
            "atencao": 3,
            "camuflagem": 4,
            "frieza": 3,
            "medicina": 0,
            "atletismo": 4,
            "surpresa": 4,
            "oportunidade": 2,
            "fogo_supressor": 3,
            "desarmar": 3,
            "weapons": [THOMPSON, MK2, KNIFE],
        },
    ),
    "Clara Dias": (
        "Pvt. Clara Dias",
        {
            "rifles": 3,
            "resistencia": 3,
            "atencao": 3,
            "camuflagem": 2,
            "frieza": 3,
            "medicina": 5,
            "atletismo": 2,
            "surpresa": 1,
            "oportunidade": 1,
            "weapons": [CARBINE],
        },
    ),
    "Guard": (
        "Sentry",
        {
            "rifles": 3,
            "combate_corporal": 2,
            "resistencia": 3,
            "atencao": 3,
            "frieza": 2,
            "medicina": 0,
            "oportunidade": 1,
            "weapons": [KAR98, KNIFE],
        },
    ),
    "Cult Leader": (
        "Feldwebel Krause",
        {
            "submetralhadoras": 4,
            "rifles": 3,
            "resistencia": 4,
            "atencao": 4,
            "frieza": 4,
            "medicina": 1,
            "surpresa": 2,
            "oportunidade": 2,
            "fogo_supressor": 2,
            "weapons": [MP40],
        },
    ),
    "Ghoul": (
        "MG Gunner",
        {
            "metralhadoras": 4,
            "resistencia": 3,
            "atencao": 2,
            "frieza": 3,
            "oportunidade": 2,
            "fogo_supressor": 4,
            "weapons": [MG42],
        },
    ),
}


def build() -> Encounter:
    data = encounter_to_dict(load_encounter(resources_dir() / "samples" / "sample_yze.zkenc"))
    data["name"] = "The Old Mill Outpost (WWII)"
    data["ruleset"] = "ww2"
    data["ruleset_settings"] = {"ww2.weapon_range_table": RANGES}
    data["ruleset_state"] = {}
    data["round"] = {"number": 1, "spent": {}}
    data["log"] = []
    data["engaged"] = []
    for c in data["combatants"]:
        c["name"], c["stats"] = PEOPLE[c["name"]]
    enc = encounter_from_dict(data)
    c = enc.combat
    c.set_attention("Sentry", "attentive")
    c.set_attention("MG Gunner", "normal")
    c.set_cover("MG Gunner", armour="impenetrable")  # sandbags; prone: Mínima
    c.set_cover("Feldwebel Krause", armour="retarding")  # crates
    enc.log.clear()
    enc.history.clear()
    return enc


def main() -> None:
    path = resources_dir() / "samples" / "sample_ww2.zkenc"
    build().save(path)
    if path.resolve().parent == (resources_dir() / "samples").resolve():
        record_checked_sample(path)  # every check passed: start-up needn't check it again
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
