"""A big encounter shown in the window is frozen out of the cyclic GC (gc.freeze: a full
collection would otherwise walk all its objects in the middle of a drag or a drop); the next
open unfreezes and collects what it replaces; a small encounter is left to the GC."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from types import SimpleNamespace

import pytest

from gui import main_window


def fake(zones: int, combatants: int = 0) -> SimpleNamespace:
    zone_map = SimpleNamespace(zone_ids=lambda: [f"z{i}" for i in range(zones)])
    return SimpleNamespace(map=zone_map, combatants=lambda: list(range(combatants)))


@pytest.fixture
def clean_gc() -> Iterator[None]:
    gc.unfreeze()
    main_window._frozen = False
    yield
    gc.unfreeze()
    main_window._frozen = False


def test_a_big_encounter_is_frozen_and_the_next_open_unfreezes(clean_gc: None) -> None:
    main_window.freeze_heap(fake(main_window.FREEZE_FROM))
    assert gc.get_freeze_count() > 0
    garbage: list[object] = []
    garbage.append(garbage)  # a cycle made after the freeze: still collected
    del garbage
    main_window.freeze_heap(fake(10))  # a small one next: everything back to the GC
    assert gc.get_freeze_count() == 0


def test_many_combatants_count_as_big(clean_gc: None) -> None:
    main_window.freeze_heap(fake(5, main_window.FREEZE_FROM))
    assert gc.get_freeze_count() > 0


def test_a_small_encounter_is_not_frozen(clean_gc: None) -> None:
    main_window.freeze_heap(fake(main_window.FREEZE_FROM - 1))
    assert gc.get_freeze_count() == 0
