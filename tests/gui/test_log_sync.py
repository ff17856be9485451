"""The combat log's rows kept across changes (LogModel.sync reads only the entries it doesn't
show yet) are the rows a fresh model builds: after lines added, a tail cut or replaced (undo,
redo, a rolled-back change) and new rounds."""

from __future__ import annotations

import random
from typing import Any

from core.encounter import Encounter
from gui.docks.log import LogModel


def test_kept_rows_are_the_rows_built_afresh(qapp: Any) -> None:
    enc = Encounter(ruleset="yze")
    model = LogModel()
    model.set_encounter(enc)
    rnd = random.Random(11)
    rounds = set()
    for step in range(250):
        op = rnd.random()
        if op < 0.5:
            enc.add_log(rnd.choice(["note", "move"]), f"line {rnd.randint(0, 3)}")
        elif op < 0.6:
            enc.next_round()
        elif op < 0.8 and enc.log:  # undo and redo: the tail replaced by copies, or cut
            k = rnd.randint(0, min(5, len(enc.log)))
            tail = [dict(e) for e in enc.log[len(enc.log) - k :]]
            enc._set_log_tail(len(enc.log) - k, tail[: rnd.randint(0, k)])
        model.sync()
        fresh = LogModel()
        fresh.set_encounter(enc)
        assert model._rows == fresh._rows and model._keys == fresh._keys, step
        assert model.texts() == fresh.texts()
        rounds |= {e.get("round") for e in enc.log}
    assert len(rounds) > 3 and len(enc.log) > 10  # the walk did cover rounds and a long log
