"""Small maps for the core tests, built through the public API only.

``corridor(["open", "wall", "door:closed"])`` makes zones ``z0 … z3`` (named ``Z0 … Z3``), each a
10 × 10 square in a row along the x axis, joined by the borders listed (``kind`` or
``kind:state``). ``centre(i)`` is the middle of zone ``zi``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from core.encounter import Encounter

SIZE = 10.0


def rect(x0: float, y0: float, x1: float, y1: float) -> list[tuple[float, float]]:
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def centre(i: int, y: float = 5.0) -> tuple[float, float]:
    return (SIZE * i + SIZE / 2, y)


def parse_border(spec: str) -> tuple[str, str | None]:
    kind, _, state = spec.partition(":")
    return kind, (state or None)


def corridor(
    borders: Iterable[str],
    features: Mapping[int, Iterable[str]] | None = None,
    *,
    ruleset: str = "yze",
) -> Encounter:
    """Zones z0…zN in a row joined by ``borders`` (one spec per gap)."""
    specs = list(borders)
    feats = dict(features or {})
    enc = Encounter(ruleset=ruleset)
    for i in range(len(specs) + 1):
        enc.map.add_zone(
            f"z{i}",
            name=f"Z{i}",
            polygon=rect(SIZE * i, 0, SIZE * i + SIZE, SIZE),
            features=set(feats.get(i, ())),
        )
    for i, spec in enumerate(specs):
        kind, state = parse_border(spec)
        enc.map.add_border(f"z{i}", f"z{i + 1}", kind=kind, state=state)
    return enc


def put(
    enc: Encounter,
    name: str,
    zone: int,
    *,
    side: str = "pc",
    at: tuple[float, float] | None = None,
    stance: str = "standing",
) -> None:
    """Add ``name`` to zone ``z<zone>`` at ``at`` (default: the zone's centre)."""
    enc.add_combatant(name, zone=f"z{zone}", side=side, position=at or centre(zone), stance=stance)


def hall_office(kind: str = "wall", state: str | None = None) -> Encounter:
    """Two rooms, Hall (west) and Office (east), one border between them; Ana and Rat inside."""
    enc = Encounter(ruleset="yze")
    enc.map.add_zone("hall", name="Hall", polygon=rect(0, 0, 10, 10))
    enc.map.add_zone("office", name="Office", polygon=rect(10, 0, 20, 10))
    enc.map.add_border("hall", "office", kind=kind, state=state)
    enc.add_combatant("Ana", zone="hall", side="pc", position=(5, 5))
    enc.add_combatant("Rat", zone="office", side="npc", position=(15, 5))
    return enc


def grid2x2(borders: Mapping[tuple[str, str], str]) -> Encounter:
    """Four 10 × 10 rooms: SW (0,0), SE (10,0), NW (0,10), NE (10,10); ``borders`` by pair."""
    enc = Encounter(ruleset="yze")
    for zid, (x, y) in {"sw": (0, 0), "se": (10, 0), "nw": (0, 10), "ne": (10, 10)}.items():
        enc.map.add_zone(zid, name=zid.upper(), polygon=rect(x, y, x + 10, y + 10))
    for (a, b), spec in borders.items():
        kind, state = parse_border(spec)
        enc.map.add_border(a, b, kind=kind, state=state)
    return enc


class Rig:
    """Replace the encounter's dice by a queue of faces (each checked against the die size)."""

    def __init__(self, enc: Encounter) -> None:
        self.queue: list[int] = []
        self.asked: list[int] = []
        enc.dice.die = self._die  # type: ignore[method-assign]

    def _die(self, sides: int) -> int:
        self.asked.append(sides)
        assert self.queue, f"an unexpected d{sides} was rolled"
        face = self.queue.pop(0)
        assert 1 <= face <= sides, f"face {face} on a d{sides}"
        return face

    def __call__(self, *faces: int) -> Rig:
        self.queue.extend(faces)
        return self


def _attack_state(enc: Encounter) -> tuple[object, ...]:
    return (enc.history.undo_text, len(enc.log), enc.combat.current_turn(), enc.round.number)


def check_preview_is_outcome(
    enc: Encounter, a: str, t: str, w: str | None, flags: Mapping[str, object]
) -> int:
    """One decision per attack: ``attack_preview`` allows exactly what ``attack`` resolves,
    and a refusal's reason is the preview's. A resolved attack is undone; a refused one changes
    nothing. Returns 1 when it resolved, 0 when refused."""
    from core.rules.base import RuleError

    preview = enc.combat.attack_preview(a, t, w, **flags)
    before = _attack_state(enc)
    where = (a, t, w, dict(flags))
    try:
        enc.combat.attack(a, t, w, **flags)
    except RuleError as exc:
        assert not preview.allowed, f"previewed allowed, refused: {exc} {where}"
        assert str(exc) == preview.reason, where
        assert _attack_state(enc) == before, where
        return 0
    assert preview.allowed, f"previewed refused ({preview.reason}) but resolved {where}"
    enc.undo()
    assert _attack_state(enc) == before, where
    return 1
