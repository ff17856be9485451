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
    """Every ``zones_seen`` call's lookers."""
    calls: list[list[str]] = []
    real = P.zones_seen

    def zones_seen(enc: Encounter, names: list[str]) -> Any:
        calls.append(list(names))
        return real(enc, names)

    monkeypatch.setattr(P, "zones_seen", zones_seen)
    return calls


def test_opening_works_out_each_pcs_sight_once(make_window, counted) -> None:
    win = make_window(rooms())
    enc = rooms()
    counted.clear()
    win.set_encounter(enc, None)
    assert counted == [["Ana"]]  # the reveal asked; the fog wash read the same answer
    assert win.players_controls.fog.fogged == {"c"}  # behind the closed door
    assert P.players_view(enc).visible_zones() == {"a", "b"}
