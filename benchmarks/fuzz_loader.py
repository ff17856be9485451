"""Feed the loader mutated sample files; count crashes and hangs.

    .venv/bin/python benchmarks/fuzz_loader.py [N] [--seed S] [--timeout S] [--show K]
                                              [--progress K] [--changes C]

N mutated files (default 10,000) made from ``resources/samples/*.zkenc`` (see
``tests/core/loader_fuzzing.py`` for the mutations). For each: the loader must answer with an
encounter or :class:`core.io.EncounterFileError` (anything else is a *crash on load*), and every
encounter it accepts must answer range, sight, moves, every runner view, and save and load
again (any exception is a *crash after load*). A file taking more than the timeout (default
10 s) is a *hang*. Prints the counts and the first K distinct failures (type, message, where).
"""

from __future__ import annotations

import argparse
import collections
import random
import signal
import sys
import time
import traceback
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(REPO), str(REPO / "tests" / "core")]

from loader_fuzzing import ask_everything, mutated_text, sample_trees  # noqa: E402

from core.io import EncounterFileError, encounter_from_text  # noqa: E402


class Hang(Exception):
    pass


def _alarm(signum: int, frame: object) -> None:
    raise Hang


def run_one(text: str) -> tuple[str, str]:
    """("refused" | "accepted" | "crash-load" | "crash-after", detail)."""
    try:
        enc = encounter_from_text(text)
    except EncounterFileError:
        return "refused", ""
    except Hang:
        raise
    except Exception as exc:
        return "crash-load", _where(exc)
    try:
        ask_everything(enc)
    except Hang:
        raise
    except Exception as exc:
        return "crash-after", _where(exc)
    return "accepted", ""


def _where(exc: BaseException) -> str:
    tb = traceback.extract_tb(exc.__traceback__)
    frame = tb[-1] if tb else None
    at = f"{Path(frame.filename).name}:{frame.lineno} {frame.name}" if frame else "?"
    return f"{type(exc).__name__}: {str(exc)[:120]} @ {at}"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("n", nargs="?", type=int, default=10_000)
    p.add_argument("--seed", type=int, default=9)
    p.add_argument("--timeout", type=int, default=10)
    p.add_argument("--show", type=int, default=15)
    p.add_argument("--progress", type=int, default=0, help="print the counts every N files")
    p.add_argument("--changes", type=int, default=None, help="changes a file (default 1 to 3)")
    args = p.parse_args(argv)
    trees = sample_trees()
    rng = random.Random(args.seed)
    counts: collections.Counter[str] = collections.Counter()
    failures: collections.Counter[str] = collections.Counter()
    signal.signal(signal.SIGALRM, _alarm)
    start = time.perf_counter()
    slowest = 0.0
    for i in range(args.n):
        text = mutated_text(trees, rng, args.changes)
        t0 = time.perf_counter()
        signal.alarm(args.timeout)
        try:
            outcome, detail = run_one(text)
        except Hang:
            outcome, detail = "hang", f"file {i}"
        finally:
            signal.alarm(0)
        slowest = max(slowest, time.perf_counter() - t0)
        counts[outcome] += 1
        if detail:
            failures[f"{outcome}: {detail}"] += 1
        if args.progress and (i + 1) % args.progress == 0:
            print(f"  {i + 1} files: {dict(counts)}", flush=True)
    took = time.perf_counter() - start
    crashes = counts["crash-load"] + counts["crash-after"]
    changes = args.changes or "1-3"
    print(
        f"files: {args.n} (seed {args.seed}, {changes} changes each) in {took:.1f} s, "
        f"slowest {slowest:.2f} s"
    )
    print(f"refused: {counts['refused']}  accepted: {counts['accepted']}")
    print(
        f"crashes: {crashes} (on load {counts['crash-load']}, after load "
        f"{counts['crash-after']})  hangs: {counts['hang']}"
    )
    for text, n in failures.most_common(args.show):
        print(f"  {n:5d}  {text}")
    return 1 if crashes or counts["hang"] else 0


if __name__ == "__main__":
    sys.exit(main())
