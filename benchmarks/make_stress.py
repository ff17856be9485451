"""Build the stress encounter: 1,000 zones, ~2,500 borders, 200 combatants.

The map is a Voronoi tiling of a 32 x 32 grid of points (1,000 of its 1,024, seeded), jittered in
a checkerboard of 8 x 8 blocks, so the zones are squares and varied 4- to 9-sided polygons that
share exact edges and cover a 320 m square without gaps. Every pair of zones that shares an edge
gets a border (open, wall, door or hatch; doors open, closed or locked); features (cluttered,
dark, cramped) are mixed in; 100 PCs and 100 NPCs stand in random zones, some prone, some in
doorways, some Engaged.

Everything is built through the core's public API (``enc.map.add_zone``, ``zones_touching``,
``add_border``, ``enc.add_combatant`` …), then ``enc.history.clear()`` drops the undo steps and
the file is written with ``enc.save``.

    python benchmarks/make_stress.py [OUT]      # default benchmarks/out/stress.zkenc
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import shapely  # noqa: E402
from shapely.geometry import MultiPoint, box  # noqa: E402

from core.encounter import Encounter  # noqa: E402

DEFAULT_OUT = ROOT / "benchmarks" / "out" / "stress.zkenc"
SEED = 20240601
GRID = 32  # 32 x 32 lattice points, 24 dropped -> 1,000 zones
CELL = 10.0  # metres between lattice points
ZONES = 1000
COMBATANTS_PER_SIDE = 100


def _voronoi_cells(rng: random.Random) -> list[list[tuple[float, float]]]:
    """1,000 polygons tiling the square [0, GRID*CELL]², coordinates rounded to centimetres."""

    def jitter(i: int, j: int) -> float:
        # a checkerboard of 8 x 8 blocks: jittered points give 5- to 9-sided cells with about
        # six neighbours each, exact ones squares with four; together ~2,500 shared edges
        return rng.uniform(-0.35, 0.35) if (i // 8 + j // 8) % 2 else 0.0

    points = [
        ((i + 0.5 + jitter(i, j)) * CELL, (j + 0.5 + jitter(i, j)) * CELL)
        for j in range(GRID)
        for i in range(GRID)
    ]
    # drop 24 points at random (never two side by side: keeps the cells' sizes in a sane range)
    dropped: set[int] = set()
    while len(dropped) < GRID * GRID - ZONES:
        k = rng.randrange(len(points))
        i, j = k % GRID, k // GRID
        near = {(i + di) + (j + dj) * GRID for di in (-1, 0, 1) for dj in (-1, 0, 1)}
        if not near & dropped:
            dropped.add(k)
    points = [p for k, p in enumerate(points) if k not in dropped]
    frame = box(0, 0, GRID * CELL, GRID * CELL)
    cells = shapely.voronoi_polygons(MultiPoint(points), extend_to=frame)
    # order the cells row by row (the order GEOS returns them in is its own)
    shapes = sorted(
        (cell.intersection(frame) for cell in cells.geoms),
        key=lambda c: (round(c.centroid.y / CELL), c.centroid.x),
    )
    out = []
    for shape in shapes:
        coords = [(round(x, 2), round(y, 2)) for x, y in shape.exterior.coords[:-1]]
        # rounding can fold two near corners into one: drop the repeat
        clean = [pt for k, pt in enumerate(coords) if pt != coords[k - 1]]
        out.append(clean)
    return out


def _pick(rng: random.Random, weighted: list[tuple[object, float]]) -> object:
    r = rng.random() * sum(w for _, w in weighted)
    for value, w in weighted:
        r -= w
        if r <= 0:
            return value
    return weighted[-1][0]


def build(seed: int = SEED) -> Encounter:
    """The stress encounter (not saved)."""
    rng = random.Random(seed)
    enc = Encounter(ruleset="yze", name="Stress test: 1,000 zones")
    m = enc.map
    features_mix: list[tuple[object, float]] = [
        ((), 70),
        (("cluttered",), 12),
        (("dark",), 8),
        (("cramped",), 4),
        (("dark", "cluttered"), 4),
        (("cramped", "dark"), 2),
    ]
    for n, polygon in enumerate(_voronoi_cells(rng)):
        m.add_zone(
            f"z{n:04d}",
            name=f"Zone {n + 1}",
            polygon=polygon,
            features=_pick(rng, features_mix),  # type: ignore[arg-type]
        )
    border_mix: list[tuple[object, float]] = [
        (("open", None), 45),
        (("wall", None), 20),
        (("door", "open"), 10),
        (("door", "closed"), 12),
        (("door", "locked"), 4),
        (("hatch", "open"), 3),
        (("hatch", "closed"), 4),
        (("hatch", "locked"), 2),
    ]
    for zone_id in m.zone_ids():
        for other in m.zones_touching(zone_id):
            if other > zone_id:  # each pair once
                kind, state = _pick(rng, border_mix)  # type: ignore[misc]
                m.add_border(zone_id, other, kind=kind, state=state)

    zone_ids = m.zone_ids()
    pc = {"strength": 3, "agility": 4, "wits": 3, "empathy": 2, "mobility": 2, "ranged": 2}
    npc = {"strength": 4, "agility": 3, "wits": 2, "empathy": 1, "mobility": 1, "ranged": 1}
    for side, stats, prefix in (("pc", pc, "PC"), ("npc", npc, "NPC")):
        for k in range(COMBATANTS_PER_SIDE):
            zone = rng.choice(zone_ids)
            stance = "prone" if rng.random() < 0.1 else "standing"
            enc.add_combatant(
                f"{prefix} {k + 1:03d}", zone=zone, side=side, stance=stance, stats=stats
            )
    # a few stand in the doorway of a door or hatch of their zone
    names = [c.name for c in enc.combatants()]
    rng.shuffle(names)
    in_doorway = 0
    for name in names:
        if in_doorway >= 15:
            break
        c = enc.combatant(name)
        doors = [b for b in m.borders_of(c.zone) if b.is_passage]
        if doors:
            enc.set_doorway(name, doors[0].a, doors[0].b)
            in_doorway += 1
    # Engage everyone who shares a zone with someone of the other side (one pair per zone)
    for zone_id in zone_ids:
        here = enc.combatants_in(zone_id)
        pcs = [c.name for c in here if c.side == "pc"]
        npcs = [c.name for c in here if c.side == "npc"]
        if pcs and npcs:
            enc.engage(pcs[0], npcs[0])
    enc.history.clear()
    return enc


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0]) if args else DEFAULT_OUT
    out.parent.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    enc = build()
    t1 = time.perf_counter()
    enc.save(out)
    t2 = time.perf_counter()
    kinds: dict[str, int] = {}
    for b in enc.map.borders():
        kinds[b.kind] = kinds.get(b.kind, 0) + 1
    print(
        f"wrote {out}: {len(enc.map)} zones, {sum(kinds.values())} borders "
        f"({', '.join(f'{v} {k}' for k, v in sorted(kinds.items()))}), "
        f"{len(enc.combatants())} combatants, {out.stat().st_size / 1e6:.2f} MB; "
        f"built in {t1 - t0:.2f} s, saved in {t2 - t1:.2f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
