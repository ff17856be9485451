"""Drives a running app for the kill tests: ``ZONEKEEPER_DRIVER=tests.gui.recovery_driver:drive``.

It prints ``restored N`` (the counter found in the first combatant's notes, ``change N``; 0 for
a fresh encounter) and the window's state, then makes one change every
``$ZONEKEEPER_DRIVER_INTERVAL_MS`` ms (default 20) — the notes become ``change N+1``, one undo
step each — printing ``change K`` after each, until ``$ZONEKEEPER_DRIVER_CHANGES`` changes
(default: until killed). The process that reads the lines knows the last change that was made;
the next start's ``restored N`` says how many were lost.
"""

from __future__ import annotations

import os
import re
from typing import Any

from PySide6.QtCore import QTimer

COUNTER = re.compile(r"change (\d+)")


def counter(notes: str) -> int:
    found = COUNTER.fullmatch(notes or "")
    return int(found.group(1)) if found else 0


def drive(window: Any) -> None:
    enc = window.enc
    name = enc.combatants()[0].name
    state = {"k": counter(enc.combatant(name).notes)}
    path = window.path or ""
    print(
        f"restored {state['k']} round={enc.round.number} modified={window.isWindowModified()} "
        f"path={path}",
        flush=True,
    )
    left = int(os.environ.get("ZONEKEEPER_DRIVER_CHANGES", "-1"))
    if left == 0:
        return
    timer = QTimer(window)
    timer.setObjectName("recoveryDriverTimer")
    timer.setInterval(int(os.environ.get("ZONEKEEPER_DRIVER_INTERVAL_MS", "20")))

    def step() -> None:
        nonlocal left
        state["k"] += 1
        window.enc.update_combatant(name, notes=f"change {state['k']}")
        print(f"change {state['k']}", flush=True)
        left -= 1
        if left == 0:
            timer.stop()

    timer.timeout.connect(step)
    timer.start()
