"""Opening an encounter works out what the PCs see once (issue 11, "Open"): the automatic
reveal and the GM's fog wash share the encounter's one :func:`core.players.players_view`."""

from __future__ import annotations

from typing import Any

import pytest

from core import players as P
from core.encounter import Encounter


def rooms() -> Encounter:
    """Two rooms open to each other and a third behind a closed door; Ana (PC) in the first."""
    e = Encounter("yze")
    for i, z in enumerate("abc"):
        x = 10.0 * i
        e.map.add_zone(z, name=z.upper(), polygon=[(x, 0), (x + 10, 0), (x + 10, 10), (x, 10)])
    e.map.add_border("a", "b", kind="open")
    e.map.add_border("b", "c", kind="door", state="closed")
    e.add_combatant("Ana", zone="a", side="pc", position=(5, 5))
    e.history.clear()
    return e


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """The lookers of every search of what PCs see (``zones_seen`` and the players' view's
    kept answers both search through ``_search``)."""
    calls: list[list[str]] = []
    real = P._search

    def search(enc: Encounter, names: list[str]) -> Any:
        calls.append(list(names))
        return real(enc, names)

    monkeypatch.setattr(P, "_search", search)
    return calls


def test_opening_works_out_each_pcs_sight_once(make_window, counted) -> None:
    win = make_window(rooms())
    enc = rooms()
    counted.clear()
    win.set_encounter(enc, None)
    assert counted == [["Ana"]]  # the reveal asked; the fog wash read the same answer
    assert win.players_controls.fog.fogged == {"c"}  # behind the closed door
    assert P.players_view(enc).visible_zones() == {"a", "b"}


def test_the_collector_waits_while_a_file_loads_and_until_the_open_is_painted(
    make_window, monkeypatch: pytest.MonkeyPatch, tmp_path, qtbot
) -> None:
    """core.gc_pause: no cyclic collection mid-open (each walks every object the app holds):
    held while the file loads, the map is built, the PCs' sight worked out, until the full
    collection after the first paint (``main_window.collect_replaced``)."""
    import gc

    from core import io
    from gui import main_window
    from gui.map.scene import MapScene

    held: list[tuple[str, bool]] = []
    real_text, real_items = io.encounter_from_text, MapScene._rebuild_items
    real_follow, real_collect = P.follow, main_window.collect_replaced

    def from_text(*args: Any, **kwargs: Any) -> Encounter:
        held.append(("load", gc.isenabled()))
        return real_text(*args, **kwargs)

    def rebuild_items(self: MapScene) -> None:
        held.append(("map", gc.isenabled()))
        real_items(self)

    def follow(enc: Encounter) -> None:
        held.append(("sight", gc.isenabled()))
        real_follow(enc)

    def collect_replaced() -> None:
        held.append(("collect", gc.isenabled()))
        real_collect()

    monkeypatch.setattr(io, "encounter_from_text", from_text)
    monkeypatch.setattr(MapScene, "_rebuild_items", rebuild_items)
    monkeypatch.setattr(P, "follow", follow)
    monkeypatch.setattr(main_window, "collect_replaced", collect_replaced)
    win = make_window(rooms())
    path = tmp_path / "rooms.zkenc"
    rooms().save(path)
    qtbot.waitUntil(gc.isenabled)
    assert ("collect", False) not in held  # a window's first encounter replaced none
    held.clear()
    win.set_encounter(Encounter.load(path), path)
    assert held == [("load", False), ("map", False), ("sight", False)]
    assert not gc.isenabled()
    qtbot.waitUntil(gc.isenabled)
    assert held[-1] == ("collect", False)  # its full collection first, then the collector


def test_an_open_that_fails_lets_the_collector_run_again(
    make_window, qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    import gc

    from gui.main_window import CannotShowEncounter

    win = make_window(rooms())
    qtbot.waitUntil(gc.isenabled)
    bad = rooms()
    real = win.players_controls.set_encounter

    def set_encounter(enc: Encounter) -> None:
        if enc is bad:
            raise RuntimeError("can't show it")
        real(enc)

    monkeypatch.setattr(win.players_controls, "set_encounter", set_encounter)
    with pytest.raises(CannotShowEncounter):
        win.set_encounter(bad, None)
    assert gc.isenabled()
