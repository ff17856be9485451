"""Seed 000 "CARACTERÍSTICAS DA ZONA", APERTADA: in a cramped zone you can't move past someone
beside you — whoever stands between you and the way out blocks the move (any side)."""

from __future__ import annotations

import pytest

from core.encounter import Encounter


def _tunnel(bystander: tuple[float, float] | None, side: str = "npc") -> Encounter:
    enc = Encounter(ruleset="yze")
    enc.map.add_zone(
        "tunnel", name="Tunnel", polygon=[(0, 0), (20, 0), (20, 2), (0, 2)], features={"cramped"}
    )
    enc.map.add_zone("cave", name="Cave", polygon=[(20, 0), (30, 0), (30, 10), (20, 10)])
    enc.map.add_border("tunnel", "cave", kind="open")
    enc.add_combatant("Ana", zone="tunnel", side="pc", position=(2, 1))
    if bystander is not None:
        enc.add_combatant("Rat", zone="tunnel", side=side, position=bystander)
    return enc


@pytest.mark.parametrize(
    ("bystander", "side", "allowed"),
    [
        (None, "npc", True),  # nobody in the tunnel
        ((10, 1), "npc", False),  # an enemy between Ana and the exit
        ((10, 1), "pc", False),  # an ally blocks just the same
        ((1, 1), "npc", True),  # behind Ana: not in the way
    ],
)
def test_nobody_moves_past_someone_in_a_cramped_zone(
    bystander: tuple[float, float] | None, side: str, allowed: bool
) -> None:
    enc = _tunnel(bystander, side)
    chk = enc.check_move("Ana", "cave")
    assert chk.allowed is allowed, chk.reason
    if not allowed:
        assert "Tunnel is cramped: Rat is in the way" in chk.reason
    else:
        assert chk.slow == 1  # leaving a cramped zone is a crawl


def test_the_same_bystander_does_not_block_in_an_open_zone() -> None:
    enc = _tunnel((10, 1))
    enc.map.update_zone("tunnel", features=set())
    assert enc.check_move("Ana", "cave").allowed


def test_reshape_takes_a_generator_and_spreads_displaced_tokens() -> None:
    enc = Encounter(ruleset="yze")
    enc.map.add_zone("hall", name="Hall", polygon=[(0, 0), (20, 0), (20, 20), (0, 20)])
    enc.add_combatant("A", zone="hall", position=(18, 18))
    enc.add_combatant("B", zone="hall", position=(17, 18))
    enc.reshape_zone("hall", (pt for pt in [(0, 0), (10, 0), (10, 10), (0, 10)]))
    a, b = enc.combatant("A").position, enc.combatant("B").position
    zone = enc.map.zone("hall")
    assert zone.contains(a) and zone.contains(b)
    assert a != b
    enc.undo()
    assert enc.combatant("A").position == (18, 18)
    assert enc.map.zone("hall").polygon[2] == (20.0, 20.0)
