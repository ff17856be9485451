"""Shared checks of ``initiative_touched_by`` for the rulesets whose order is worked out from
the state and the combatants' stats (BRP, WWII, d20, 2d6 pulp): what each change answered, and
the order then equal to a freshly worked-out one."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.encounter import Encounter


def answers(enc: Encounter, change: Callable[[], Any]) -> list[tuple[str, bool]]:
    """Each core event ``change`` emits, with what the runner answered at once."""
    got: list[tuple[str, bool]] = []

    def note(event: Any) -> None:
        got.append((event.type, enc.combat.initiative_touched_by(event.type, event.data)))

    enc.events.connect(note)
    try:
        change()
    finally:
        enc.events.disconnect(note)
    return got


def a_free_zone(enc: Encounter, name: str) -> str:
    """A neighbouring zone ``name`` may move into now."""
    here = enc.combatant(name).zone
    for zone in enc.map.graph.neighbors(here):
        if enc.check_move(name, zone).allowed:
            return str(zone)
    raise AssertionError(f"{name} can't move anywhere from {here}")


def check_drop_and_undo(enc: Encounter, name: str) -> None:
    """A move of ``name`` and its undo: every event answers "untouched", and the order is each
    time what a fresh look works out (the one it had)."""
    before = enc.combat.initiative_entries()
    target = a_free_zone(enc, name)
    moved = answers(enc, lambda: enc.move(name, target))
    assert enc.combatant(name).zone == target
    assert moved and not any(t for _, t in moved), moved
    assert enc.combat.initiative_entries() == before
    undone = answers(enc, enc.undo)
    assert undone and not any(t for _, t in undone), undone
    assert enc.combat.initiative_entries() == before


def check_touches(enc: Encounter, change: Callable[[], Any]) -> None:
    """``change`` changes the order, and some event it emits answers "touched"."""
    before = enc.combat.initiative_entries()
    got = answers(enc, change)
    assert enc.combat.initiative_entries() != before
    assert any(t for _, t in got), got
