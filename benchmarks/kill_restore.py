"""Kill Zonekeeper N times at random moments mid-fight and count the changes each kill lost.

    python benchmarks/kill_restore.py [N] [--seed S] [--interval MS]     # N defaults to 200

Each round starts the app offscreen (``--recovery restore``) on a small encounter, driven by
``tests/gui/recovery_driver.py``: it restores what the previous round's kill left, prints the
counter it found (``restored R``), then makes one change every ``--interval`` ms (default 20),
printing ``change K`` after each. After a random delay (0 to 1.2 s after the restore, so some
kills land during start-up or the restore itself) the app gets ``kill -9``. The next round's
``restored R`` against this round's last printed ``K`` gives the changes lost (K - R; a kill
between a change and its line can even leave one more than was printed: counted as 0).
A last clean start restores the final kill and quits, which must leave no recovery file.

It also times one snapshot of the stress encounter (``benchmarks/make_stress.py``), the cost
every change pays.
"""

from __future__ import annotations

import argparse
import collections
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.encounter import Encounter  # noqa: E402
from core.recovery import RECOVERY_SUFFIX, snapshot_bytes  # noqa: E402

DRIVER = "tests.gui.recovery_driver:drive"
RESTORED = re.compile(r"restored (\d+)")


def encounter_file(path: Path) -> Path:
    enc = Encounter(ruleset="yze")
    enc.name = "Kill bench"
    enc.map.add_zone("hall", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
    enc.add_combatant("Ana", zone="hall", side="pc")
    enc.save(path)
    return path


ERRORS = "stderr.txt"
"""Each start's stderr, in the data folder (overwritten by the next start)."""


def start(file: Path, data: Path, interval: int, *args: str, **env: str) -> subprocess.Popen[str]:
    environment = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        ZONEKEEPER_DATA_DIR=str(data),
        ZONEKEEPER_DRIVER=DRIVER,
        ZONEKEEPER_DRIVER_INTERVAL_MS=str(interval),
        **env,
    )
    return subprocess.Popen(
        [sys.executable, "-m", "gui", str(file), "--recovery", "restore", *args],
        cwd=ROOT,
        env=environment,
        stdout=subprocess.PIPE,
        stderr=(data / ERRORS).open("w"),
        text=True,
    )


def start_failure(app: subprocess.Popen[str], data: Path) -> str:
    """Why a start never reported its restore: exit code and the end of its stderr."""
    lines = [
        line
        for line in (data / ERRORS).read_text(errors="replace").splitlines()
        if "propagateSizeHints" not in line
    ]
    return f"exit code {app.returncode}; stderr ends: {' | '.join(lines[-3:]) or '(empty)'}"


class Reader(threading.Thread):
    """Collects the driver's lines; ``restored`` is set once the restore line arrived."""

    def __init__(self, app: subprocess.Popen[str]) -> None:
        super().__init__(daemon=True)
        self.app = app
        self.restored_value: int | None = None
        self.last_change = 0
        self.restored = threading.Event()

    def run(self) -> None:
        assert self.app.stdout is not None
        for line in self.app.stdout:
            found = RESTORED.match(line)
            if found:
                self.restored_value = int(found.group(1))
                self.last_change = self.restored_value
                self.restored.set()
            elif line.startswith("change "):
                self.last_change = int(line.split()[1])
        self.restored.set()


def one_round(file: Path, data: Path, interval: int, delay: float) -> tuple[int | None, int, str]:
    """Start, restore, run ``delay`` seconds, kill -9: (restored counter, last change printed,
    why the start failed when it never reported its restore)."""
    app = start(file, data, interval, "--quit-after", "120000")
    reader = Reader(app)
    reader.start()
    reader.restored.wait(120)
    if reader.restored_value is not None:
        time.sleep(delay)
    app.send_signal(signal.SIGKILL)
    app.wait(30)
    reader.join(30)
    why = start_failure(app, data) if reader.restored_value is None else ""
    return reader.restored_value, reader.last_change, why


def time_stress_snapshot(folder: Path, repeat: int = 10) -> tuple[float, int]:
    stress = folder / "stress.zkenc"
    subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "make_stress.py"), str(stress)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    from core.io import atomic_write_bytes

    enc = Encounter.load(stress)
    target = folder / f"stress{RECOVERY_SUFFIX}"
    started = time.perf_counter()
    for _ in range(repeat):
        data = snapshot_bytes(enc, original_path=stress, when=time.time())
        atomic_write_bytes(target, data)
    return (time.perf_counter() - started) / repeat * 1000, len(data)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("n", nargs="?", type=int, default=200, help="kills (default 200)")
    parser.add_argument("--seed", type=int, default=9)
    parser.add_argument("--interval", type=int, default=20, help="ms between changes")
    parser.add_argument("--max-delay", type=float, default=1.2, help="s after the restore")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    lost_counts: collections.Counter[int] = collections.Counter()
    problems: list[str] = []
    with tempfile.TemporaryDirectory(prefix="zk-kill-") as tmp:
        folder = Path(tmp)
        ms, size = time_stress_snapshot(folder)
        print(f"stress encounter snapshot: {ms:.1f} ms per write ({size / 1e6:.2f} MB)")
        file = encounter_file(folder / "bench.zkenc")
        data = folder / "data"
        data.mkdir()
        previous_last = 0
        started = time.perf_counter()
        changes = 0
        for k in range(args.n + 1):
            final = k == args.n
            if final:
                app = start(
                    file, data, args.interval, "--quit-after", "300", ZONEKEEPER_DRIVER_CHANGES="0"
                )
                out, _ = app.communicate(timeout=120)
                found = RESTORED.search(out)
                restored = int(found.group(1)) if found else None
                last = restored or 0
                why = "" if found else start_failure(app, data)
            else:
                delay = rng.uniform(0, args.max_delay)
                restored, last, why = one_round(file, data, args.interval, delay)
            if restored is None:  # no kill measured: the next start answers for the fight
                problems.append(f"start {k} never reported a restore ({why})")
                continue
            if k:
                lost = max(0, previous_last - restored)
                lost_counts[lost] += 1
            changes += max(0, last - restored)
            previous_last = last
            if k and k % 20 == 0:
                print(f"  {k} kills, lost so far: {dict(sorted(lost_counts.items()))}", flush=True)
        elapsed = time.perf_counter() - started
        leftovers = sorted(p.name for p in (data / "recovery").glob(f"*{RECOVERY_SUFFIX}"))
    worst = max(lost_counts) if lost_counts else 0
    measured = sum(lost_counts.values())
    print(f"{args.n} kills in {elapsed:.0f} s, {measured} measured, {changes} changes made")
    print(f"changes lost per kill: {dict(sorted(lost_counts.items()))} (worst {worst})")
    # a kill between a restore's own write and the orphan's removal leaves a duplicate: counted
    print(f"recovery files left after the final clean quit: {len(leftovers)}")
    for problem in problems:
        print(f"  problem: {problem}")
    return 0 if worst <= 1 and not problems else 1


if __name__ == "__main__":
    raise SystemExit(main())
