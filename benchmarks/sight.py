"""Sight on the stress encounter: the edge walker against today's tracer, in the same run.

    .venv/bin/python benchmarks/sight.py [--reference-pairs N] [--check] [--scaling]

``run.py`` prints these rows in its table (section b). The reference is the shapely tracer
(``core.sight.traced_line_of_sight``) called for every pair, as ``Encounter.line_of_sight`` did
before the walker; the walker is one batch (``core.sight_walk.all_pairs``). Times are wall and CPU
(CPU time is less sensitive to a busy machine); the ratio is the reference's time over the
walker's. ``--check`` compares every pair's full answer (clear, reason, zones, crossings,
blocking border, notes) with the tracer's and fails loudly on a difference. ``--scaling`` builds
stress maps of 250 / 1,000 / 4,000 zones (200 combatants) and prints the growth exponent.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core import sight_walk  # noqa: E402
from core.sight import SightResult, traced_line_of_sight  # noqa: E402


class SightMismatchError(AssertionError):
    """The walker and the tracer disagree on a pair."""


def _timed(fn: Any, repeat: int = 1) -> tuple[float, float, Any]:
    """(median wall, median CPU, last value) of ``repeat`` calls."""
    walls, cpus, value = [], [], None
    for _ in range(repeat):
        w0, c0 = time.perf_counter(), time.process_time()
        value = fn()
        walls.append(time.perf_counter() - w0)
        cpus.append(time.process_time() - c0)
    return statistics.median(walls), statistics.median(cpus), value


def _answer(r: SightResult) -> tuple:
    crossings = tuple((c.a, c.b, c.border) for c in r.crossings)
    return (r.clear, r.reason, r.zones, crossings, r.blocking_border, r.notes)


def check_pair(table: sight_walk.SightTable, i: int, ref: SightResult, label: str) -> None:
    """Raise :class:`SightMismatchError` unless line ``i`` of ``table`` is the tracer's answer."""
    quick = (bool(table.clear[i]), table.reason(i), table.blocking_border(i))
    if quick != (ref.clear, ref.reason, ref.blocking_border) or _answer(table.result(i)) != _answer(
        ref
    ):
        raise SightMismatchError(f"{label}: walker {table.result(i)!r}\n  tracer {ref!r}")
    for c, d in zip(ref.crossings, table.result(i).crossings, strict=True):
        if max(abs(c.point[0] - d.point[0]), abs(c.point[1] - d.point[1])) > 1e-9:
            raise SightMismatchError(f"{label}: crossing point {d.point} vs {c.point}")


def reference_pairs(enc: Any, table: sight_walk.SightTable, pairs: list, limit: int, check: bool):
    """Time the tracer on the first ``limit`` pairs (checking each against ``table`` if asked):
    (wall, CPU, pairs timed)."""
    wall = cpu = 0.0
    setting = bool(enc.settings["open_doors_pass_sight"])
    for i, (a, b) in enumerate(pairs[:limit]):
        ca, cb = enc.combatant(a), enc.combatant(b)
        doorways = [d for d in (ca.doorway, cb.doorway) if d is not None]
        w0, c0 = time.perf_counter(), time.process_time()
        ref = traced_line_of_sight(
            enc.map,
            ca.position,
            cb.position,
            doorways=doorways,
            open_doors_pass_sight=setting,
            start_zone=ca.zone,
            end_zone=cb.zone,
        )
        wall += time.perf_counter() - w0
        cpu += time.process_time() - c0
        if check:
            check_pair(table, i, ref, f"{a} → {b}")
    return wall, cpu, min(limit, len(pairs))


def measure(enc: Any, reference_limit: int = 0, check: bool = False) -> list[tuple[str, str, str]]:
    """Rows (measure, value, note) for the sight benchmark on ``enc``."""
    from run import fmt_s  # type: ignore[import-not-found]

    enc.map._index = None  # a cold map: the tracer's STRtree and the walker's edges both rebuilt
    t_tree, _, _ = _timed(enc.map._geometry)
    t_index, _, index = _timed(lambda: sight_walk.walk_index(enc.map))
    pairs, table = sight_walk.all_pairs(enc)  # warm-up
    n = len(pairs)
    w_walk, c_walk, (pairs, table) = _timed(lambda: sight_walk.all_pairs(enc), repeat=5)
    handed = list(table._results)  # lines the batch left to the one-line walk
    index = sight_walk.walk_index(enc.map)
    traced = sum(
        sight_walk.walk(index, tuple(table.p[i]), tuple(table.q[i]), *zones) is None
        for i in handed
        for zones in [(index.ids[table.start[i]], index.ids[table.end[i]])]
    )
    limit = reference_limit or n
    w_ref, c_ref, timed = reference_pairs(enc, table, pairs, limit, check)
    w_ref, c_ref = w_ref * n / timed, c_ref * n / timed
    names = [c.name for c in enc.combatants()]
    w_band, c_band, _ = _timed(lambda: [enc.range_band(a, b) for a, b in pairs])
    w_fog, _, seen = _timed(lambda: sight_walk.visible_zones(enc, names[0]), repeat=5)
    scaled = "" if timed == n else f" (timed on {timed:,} pairs, scaled to {n:,})"
    checked = "; every pair checked against the tracer: identical" if check else ""
    clear = int(table.clear.sum())
    return [
        (
            f"sight, {n:,} pairs: today's tracer (--reference)",
            fmt_s(w_ref),
            f"CPU {fmt_s(c_ref)}; {fmt_s(w_ref / n)} a pair{scaled}",
        ),
        (
            f"sight, {n:,} pairs: edge walker (all_pairs)",
            fmt_s(w_walk),
            f"CPU {fmt_s(c_walk)}; ×{w_ref / w_walk:.0f} wall, ×{c_ref / c_walk:.0f} CPU vs the "
            f"tracer (goal ≥ ×15, ≤ 0.5 s quiet); {clear:,} clear; {len(handed)} lines walked one "
            f"by one (corner hits), {traced} of them by the tracer{checked}",
        ),
        (
            f"range band + sight, {n:,} pairs",
            fmt_s(w_band + w_walk),
            f"×{(w_band + w_ref) / (w_band + w_walk):.0f} vs range band + tracer; "
            f"range band alone {fmt_s(w_band)} (CPU {fmt_s(c_band)})",
        ),
        (
            "  walk index (once per map geometry)",
            fmt_s(t_index),
            f"{sum(len(r) for r in index.edges):,} edges; the tracer's STRtree {fmt_s(t_tree)}; "
            f"gapless {index.gapless}",
        ),
        (
            f"zones one combatant sees (visible_zones, {len(index.ids):,} zones)",
            fmt_s(w_fog),
            f"median of 5; {len(seen)} zones seen by {names[0]}",
        ),
    ]


def scaling(sizes: tuple[int, ...] = (250, 1000, 4000), reference_limit: int = 400) -> None:
    """All-pairs sight on stress maps of ``sizes`` zones (200 combatants each), the walker and
    the tracer (on the first ``reference_limit`` pairs, scaled), with the growth exponent."""
    import math

    import make_stress  # type: ignore[import-not-found]
    from run import fmt_s  # type: ignore[import-not-found]

    rows = []
    for zones in sizes:
        make_stress.GRID = math.ceil(math.sqrt(zones * 1.03))
        make_stress.ZONES = zones
        enc = make_stress.build()
        w_index, _, _ = _timed(lambda e=enc: sight_walk.walk_index(e.map))
        pairs, table = sight_walk.all_pairs(enc)
        w_walk, c_walk, (pairs, table) = _timed(lambda e=enc: sight_walk.all_pairs(e), repeat=3)
        w_ref, c_ref, timed = reference_pairs(enc, table, pairs, reference_limit, True)
        n = len(pairs)
        rows.append((zones, w_index, w_walk, c_walk, w_ref * n / timed, c_ref * n / timed))
    print(f"{'zones':>6} {'index':>9} {'walker':>9} {'CPU':>9} {'tracer':>9} {'CPU':>9}  ratio")
    for zones, w_index, w_walk, c_walk, w_ref, c_ref in rows:
        print(
            f"{zones:>6,} {fmt_s(w_index):>9} {fmt_s(w_walk):>9} {fmt_s(c_walk):>9} "
            f"{fmt_s(w_ref):>9} {fmt_s(c_ref):>9}  ×{c_ref / c_walk:.0f} CPU"
        )
    (z0, *_, c0, _, r0), (z1, *_, c1, _, r1) = rows[0], rows[-1]
    grow = math.log(z1 / z0)
    print(
        f"growth exponent ({z0:,} → {z1:,} zones, CPU): walker {math.log(c1 / c0) / grow:.2f}, "
        f"tracer {math.log(r1 / r0) / grow:.2f}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reference-pairs", type=int, default=0, help="time the tracer on N")
    parser.add_argument("--check", action="store_true", help="compare every pair's answer")
    parser.add_argument("--scaling", action="store_true", help="250 / 1,000 / 4,000 zones")
    args = parser.parse_args(argv)
    if args.scaling:
        scaling(reference_limit=args.reference_pairs or 400)
        return 0
    from run import STRESS  # type: ignore[import-not-found]

    from core.encounter import Encounter

    if not STRESS.exists():
        import make_stress  # type: ignore[import-not-found]

        make_stress.main([str(STRESS)])
    enc = Encounter.load(STRESS)
    print(f"load average {os.getloadavg()[0]:.1f} at start, {os.cpu_count()} CPUs")
    for measure_, value, note in measure(enc, args.reference_pairs, args.check):
        print(f"  {measure_:<58} {value:>9}  {note}")
    print(f"load average {os.getloadavg()[0]:.1f} at the end")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    sys.exit(main())
