"""Build ``resources/samples/sample_yze.zkenc``, the encounter the app opens without a file.

Run ``python tools/make_sample.py`` after changing the layout; the file itself is committed.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.encounter import Encounter
from core.resources import record_checked_sample, resources_dir, sample_encounter_path


def rect(x0: float, y0: float, x1: float, y1: float) -> list[tuple[float, float]]:
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def build() -> Encounter:
    enc = Encounter(ruleset="yze", name="The Old Mill Outpost")
    m = enc.map
    m.add_zone(
        "yard",
        name="Courtyard",
        polygon=rect(0, 0, 24, 12),
        features={"cluttered"},
        notes="Rubble and broken carts everywhere.",
    )
    m.add_zone("gate", name="Gatehouse", polygon=rect(24, 0, 34, 12))
    m.add_zone("hall", name="Main Hall", polygon=rect(0, 12, 14, 22))
    m.add_zone("corridor", name="Corridor", polygon=rect(14, 12, 24, 16))
    m.add_zone("office", name="Office", polygon=rect(14, 16, 24, 22))
    m.add_zone(
        "store",
        name="Storeroom",
        polygon=rect(24, 12, 34, 22),
        features={"dark"},
        notes="The lamps are out.",
    )
    m.add_zone("kitchen", name="Kitchen", polygon=rect(0, 22, 14, 30))
    m.add_zone("crawl", name="Crawlspace", polygon=rect(14, 22, 24, 25), features={"cramped"})
    m.add_zone(
        "cellar", name="Cellar", polygon=rect(14, 25, 24, 30), features={"dark", "cluttered"}
    )
    m.add_zone("generator", name="Generator Room", polygon=rect(24, 22, 34, 30))
    m.add_border("yard", "gate", kind="open")
    m.add_border("yard", "hall", kind="door", state="closed")
    m.add_border("yard", "corridor", kind="wall")
    m.add_border("gate", "store", kind="hatch", state="locked")
    m.add_border("hall", "corridor", kind="open")
    m.add_border("hall", "office", kind="wall")
    m.add_border("corridor", "office", kind="door", state="open")
    m.add_border("corridor", "store", kind="door", state="closed")
    m.add_border("office", "store", kind="wall")
    m.add_border("hall", "kitchen", kind="open")
    m.add_border("office", "crawl", kind="hatch", state="open")
    m.add_border(
        "store", "generator", kind="door", state="locked", structure=8, armour="wooden_wall"
    )
    m.add_border("kitchen", "crawl", kind="wall")
    m.add_border("kitchen", "cellar", kind="hatch", state="closed")
    m.add_border("crawl", "cellar", kind="open")
    m.add_border("crawl", "generator", kind="wall")
    m.add_border("cellar", "generator", kind="door", state="closed")

    pc = {
        "strength": 3,
        "agility": 4,
        "wits": 3,
        "empathy": 2,
        "mobility": 2,
        "melee": 1,
        "ranged": 2,
        "observation": 2,
        "healing": 1,
    }
    npc = {
        "strength": 4,
        "agility": 3,
        "wits": 2,
        "empathy": 1,
        "mobility": 1,
        "melee": 2,
        "ranged": 1,
        "observation": 1,
        "healing": 0,
    }

    def armed(stats: dict, *weapons: str) -> dict:
        """``stats`` carrying ``weapons`` (ids of weapons.json; Unarmed is always at hand)."""
        return {**stats, "weapons": list(weapons)}

    enc.add_combatant(
        "Ana Ferreira", zone="hall", side="pc", position=(7, 17), stats=armed(pc, "pistol", "knife")
    )
    enc.add_combatant(
        "Bruno Costa", zone="yard", side="pc", position=(18, 6), stats=armed(pc, "sword", "bow")
    )
    enc.add_combatant(
        "Clara Dias", zone="office", side="pc", position=(19, 19), stats=armed(pc, "rifle", "knife")
    )
    enc.add_combatant(
        "Guard", zone="yard", side="npc", position=(20, 6), stats=armed(npc, "spear", "sling")
    )
    enc.add_combatant(
        "Cult Leader",
        zone="store",
        side="npc",
        position=(29, 17),
        stats=armed(npc, "pistol", "club"),
    )
    enc.add_combatant(
        "Ghoul", zone="cellar", side="npc", position=(19, 27.5), stance="prone", stats=armed(npc)
    )
    enc.engage("Bruno Costa", "Guard")
    enc.history.clear()
    return enc


if __name__ == "__main__":
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else sample_encounter_path()
    build().save(out)
    if out.resolve().parent == (resources_dir() / "samples").resolve():
        record_checked_sample(out)  # every check passed: start-up needn't check it again
    print(f"wrote {out}")
