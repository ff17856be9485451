"""What start-up made is frozen out of the cyclic GC for good (a full collection would otherwise
walk it all in the middle of a drag or a drop); after an open's first paint, what the encounter
it replaced leaves in reference cycles is collected — walking only what isn't frozen — and the
shown encounter is left to the collector. A window's first encounter replaces nothing."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator
from typing import Any

import pytest

from core.encounter import Encounter
from gui import main_window


class _Node:
    """An object in a reference cycle of its own."""

    def __init__(self) -> None:
        self.me = self


@pytest.fixture
def clean_gc() -> Iterator[None]:
    gc.unfreeze()
    yield
    gc.unfreeze()


def test_an_open_collects_cycles_and_leaves_the_start_up_heap_frozen(clean_gc: None) -> None:
    main_window.freeze_startup_heap()
    frozen = gc.get_freeze_count()
    node = _Node()
    alive = weakref.ref(node)
    del node  # a cycle the replaced encounter left
    gc.disable()  # (only the collection under test may free it)
    try:
        assert alive() is not None
        main_window.collect_replaced()
        assert alive() is None
    finally:
        gc.enable()
    assert gc.get_freeze_count() == frozen


def test_only_an_encounter_that_replaced_another_is_collected_after(
    make_window: Any, qtbot: Any, monkeypatch: pytest.MonkeyPatch, sample: Encounter
) -> None:
    calls: list[int] = []
    monkeypatch.setattr(main_window, "collect_replaced", lambda: calls.append(1))
    win = make_window(sample)
    qtbot.waitUntil(gc.isenabled)
    assert calls == []  # the window's first encounter
    win.set_encounter(Encounter("yze"), None)
    qtbot.waitUntil(lambda: calls == [1])
    qtbot.waitUntil(gc.isenabled)
