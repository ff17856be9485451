"""The players' screen on a big map: revealing what PCs see after a move (issue 10).

On the stress encounter (``benchmarks/make_stress.py``: 1,000 zones, 200 combatants) with 5 PCs
(the other 95 PCs made NPCs), times the same moves twice in one run:

- **without a players' screen**: ``enc.move`` alone;
- **with one**: ``enc.move`` with the automatic reveal following it in the same undo step
  (``core.players.auto_reveal_follower``: what the 5 PCs now see, by the core's sight rules), plus
  the players' filter the screen then draws from (``PlayersView.visible_zones`` and ``tokens``).

Each move is undone before the next, so both runs make the same moves from the same state.

Then, on the stress encounter as made (100 PCs), a door opened or shut and what the PCs see
asked again (``PlayersView.seen_by_pcs``, which the automatic reveal asks after every change):
with each PC's answer kept unless the door may touch it, against every PC's worked out again
and the walk's border table built again (how it was before), same doors, same run.

``--window`` times the same door changes in the main window too (Qt offscreen, 1366 × 768,
the automatic reveal on as the app has it): the undo step, the reveal, the map and the docks,
until the window is idle again.

    python benchmarks/reveal.py [--moves N] [--doors N] [--window]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core import players  # noqa: E402
from core.encounter import Encounter  # noqa: E402

STRESS = ROOT / "benchmarks" / "out" / "stress.zkenc"
PCS = 5


def _stress() -> Encounter:
    if not STRESS.exists():
        import subprocess

        subprocess.run([sys.executable, str(ROOT / "benchmarks" / "make_stress.py")], check=True)
    enc = Encounter.load(STRESS)
    pcs = [c.name for c in enc.combatants() if c.side == "pc"]
    for name in pcs[PCS:]:
        enc.update_combatant(name, side="npc")
    enc.history.clear()
    return enc


def _moves(enc: Encounter, count: int) -> list[tuple[str, str]]:
    out = []
    for c in enc.combatants():
        if c.side != "pc":
            continue
        for zone in enc.map.neighbours(c.zone):
            if enc.check_move(c.name, zone).allowed:
                out.append((c.name, zone))
    return (out * (count // max(1, len(out)) + 1))[:count]


def _time_moves(enc: Encounter, moves: list[tuple[str, str]], view: players.PlayersView | None):
    times, cpu = [], []
    for name, zone in moves:
        start, start_cpu = time.perf_counter(), time.process_time()
        enc.move(name, zone)
        if view is not None:
            view.visible_zones()
            view.tokens()
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        enc.undo()
    return times, cpu


def _time_doors(enc: Encounter, count: int, forget: bool) -> list[float]:
    """CPU time of ``seen_by_pcs`` after each of ``count`` doors opens or shuts (each put back,
    untimed, before the next); ``forget``: every PC's answer and the border table dropped
    first, as every door change did before they were kept."""
    view = players.PlayersView(enc)
    view.seen_by_pcs()
    doors = [b for b in enc.map.borders() if b.is_passage and b.state != "locked"][:count]
    cpu = []
    for b in doors:
        enc.map.toggle_door(b.a, b.b)
        if forget:
            view._per_pc.clear()
            enc.map.__dict__.pop("_walk_border_rules", None)
        start = time.process_time()
        view.seen_by_pcs()
        cpu.append(time.process_time() - start)
        enc.map.toggle_door(b.a, b.b)
        view.seen_by_pcs()
    return cpu


def _time_doors_in_window(count: int) -> list[float]:
    """Seconds from a door's change in the main window on the stress map (``toggle_door``, as
    the map's context menu does) until the window is idle; each undone, untimed, after."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import drag

    drag._quiet_dialogs()
    enc = Encounter.load(STRESS)
    app, window = drag.open_window(enc)
    drag.settle(app)
    doors = [b.key for b in enc.map.borders() if b.is_passage and b.state != "locked"][:count]
    times = []
    for key in doors:
        start = time.perf_counter()
        window.scene.toggle_door(key)
        drag.settle(app)
        times.append(time.perf_counter() - start)
        window.undo_stack.undo()
        drag.settle(app)
    drag._close(window, app)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--doors", type=int, default=40)
    parser.add_argument("--window", action="store_true", help="door changes in the window too")
    args = parser.parse_args(argv)
    enc = _stress()
    moves = _moves(enc, args.moves)
    if not moves:
        print("no legal PC move on the stress map", file=sys.stderr)
        return 1
    plain, plain_cpu = _time_moves(enc, moves, None)
    enc.followers.append(players.auto_reveal_follower)
    view = players.players_view(enc)
    view.visible_zones()  # the sight index is built once per map; not part of a move
    shown, shown_cpu = _time_moves(enc, moves, view)
    seen = {len(players.zones_seen_by(enc, c.name)) for c in enc.combatants() if c.side == "pc"}
    p50 = statistics.median
    print(f"stress encounter: {len(enc.map)} zones, {len(enc.combatants())} combatants, {PCS} PCs")
    print(f"load average {os.getloadavg()[0]:.1f}; {len(moves)} moves, each undone")
    print(f"zones one PC sees: {min(seen)}-{max(seen)}")
    for what, wall, cpu in (
        ("move without players' screen", plain, plain_cpu),
        ("move + reveal + players' filter", shown, shown_cpu),
    ):
        print(
            f"{what}: p50 {p50(wall) * 1e3:.1f} ms wall ({p50(cpu) * 1e3:.1f} ms CPU), "
            f"max {max(wall) * 1e3:.1f} ms"
        )
    full = Encounter.load(STRESS)
    pcs = sum(1 for c in full.combatants() if c.side == "pc")
    kept, again = _time_doors(full, args.doors, False), _time_doors(full, args.doors, True)
    print(
        f"a door opened or shut, what {pcs} PCs see: p50 {p50(kept) * 1e3:.1f} ms CPU "
        f"(max {max(kept) * 1e3:.1f}) with the answers it can't touch kept; every PC's again "
        f"{p50(again) * 1e3:.1f} ms (×{p50(again) / p50(kept):.1f}), {len(kept)} doors"
    )
    if args.window:
        shown = _time_doors_in_window(args.doors)
        print(
            f"a door opened or shut in the window (reveal on): p50 {p50(shown) * 1e3:.1f} ms "
            f"until idle, max {max(shown) * 1e3:.1f} ms, {len(shown)} doors"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
