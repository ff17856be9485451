"""Events: the core tells its views what changed — once per real change, never for a no-op."""

from __future__ import annotations

import gc
from collections import Counter
from collections.abc import Callable

import pytest
from zk_helpers import rect

from core.encounter import Encounter
from core.events import Event, EventEmitter


def base() -> Encounter:
    enc = Encounter(ruleset="yze")
    m = enc.map
    m.add_zone("hall", name="Hall", polygon=rect(0, 0, 10, 10))
    m.add_zone("office", name="Office", polygon=rect(10, 0, 20, 10))
    m.add_zone("yard", name="Yard", polygon=rect(20, 0, 30, 10))
    m.add_border("hall", "office", kind="door", state="closed")
    m.add_border("office", "yard")
    enc.add_combatant("Ana", zone="hall", side="pc", position=(2, 5))
    enc.add_combatant("Rat", zone="hall", side="npc", position=(5, 5))
    enc.add_combatant("Bea", zone="office", side="pc", position=(15, 5))
    enc.history.clear()
    return enc


class Recorder:
    def __init__(self, enc: Encounter) -> None:
        self.seen: list[str] = []
        enc.events.connect(self._on_event)
        enc.map.events.connect(self._on_event)

    def _on_event(self, event: Event) -> None:
        self.seen.append(event.type)

    def counts(self) -> Counter[str]:
        return Counter(self.seen)


# change → the events it must fire, each exactly once
REAL_CHANGES: dict[str, tuple[Callable[[Encounter], object], dict[str, int]]] = {
    "add zone": (
        lambda e: e.map.add_zone("roof", name="Roof", polygon=rect(0, 10, 10, 20)),
        {"zone_added": 1},
    ),
    "rename zone": (lambda e: e.map.update_zone("hall", name="Great Hall"), {"zone_changed": 1}),
    "remove zone": (lambda e: e.map.remove_zone("yard"), {"zone_removed": 1, "border_removed": 1}),
    "add border": (lambda e: e.map.add_border("hall", "yard", kind="wall"), {"border_added": 1}),
    "open door": (lambda e: e.map.toggle_door("hall", "office"), {"border_changed": 1}),
    "remove border": (lambda e: e.map.remove_border("office", "yard"), {"border_removed": 1}),
    "add combatant": (lambda e: e.add_combatant("Zed", zone="yard"), {"combatant_added": 1}),
    "remove combatant": (lambda e: e.remove_combatant("Bea"), {"combatant_removed": 1}),
    "stance": (lambda e: e.set_stance("Ana", "prone"), {"combatant_changed": 1}),
    "engage": (lambda e: e.engage("Ana", "Rat"), {"engagement_changed": 1}),
    "doorway": (lambda e: e.set_doorway("Ana", "hall", "office"), {"combatant_changed": 1}),
    "spend": (lambda e: e.spend("Ana", {"fast": 1}), {"actions_changed": 1}),
    "next round": (lambda e: e.next_round(), {"round_changed": 1}),
    "setting": (
        lambda e: e.set_setting("open_doors_pass_sight", True),
        {"settings_changed": 1},
    ),
    "place": (lambda e: e.place("Bea", "yard"), {"combatant_changed": 1}),
    "background": (
        lambda e: e.map.set_background("data:image/png;base64,AAAA", (0, 0, 30, 10)),
        {"background_changed": 1},
    ),
}


@pytest.mark.parametrize(("change", "expected"), REAL_CHANGES.values(), ids=REAL_CHANGES.keys())
def test_a_real_change_fires_its_events_once(
    change: Callable[[Encounter], object], expected: dict[str, int]
) -> None:
    enc = base()
    rec = Recorder(enc)
    change(enc)
    counts = rec.counts()
    for kind, n in expected.items():
        assert counts[kind] == n, rec.seen
    assert all(n == 1 for n in counts.values()), rec.seen


@pytest.mark.parametrize(("change", "expected"), REAL_CHANGES.values(), ids=REAL_CHANGES.keys())
def test_undo_and_redo_fire_the_same_kinds_once(
    change: Callable[[Encounter], object], expected: dict[str, int]
) -> None:
    enc = base()
    change(enc)
    rec = Recorder(enc)
    enc.undo()
    undo_counts = rec.counts()
    assert all(n == 1 for n in undo_counts.values()), rec.seen
    assert undo_counts, "undo fired nothing"
    rec.seen.clear()
    enc.redo()
    assert all(n == 1 for n in rec.counts().values()), rec.seen


def test_move_fires_each_kind_once() -> None:
    enc = base()
    enc.engage("Ana", "Rat")
    rec = Recorder(enc)
    enc.move("Ana", "office")
    counts = rec.counts()
    for kind in ("border_changed", "engagement_changed", "combatant_changed", "actions_changed"):
        assert counts[kind] == 1, rec.seen


NO_OPS: dict[str, Callable[[Encounter], object]] = {
    "same zone name": lambda e: e.map.update_zone("hall", name="Hall"),
    "same door state": lambda e: e.map.update_border("hall", "office", state="closed"),
    "same stance": lambda e: e.set_stance("Ana", "standing"),
    "same combatant notes": lambda e: e.update_combatant("Ana", notes=""),
    "engage again": lambda e: e.engage("Rat", "Ana"),
    "disengage strangers": lambda e: e.disengage("Ana", "Bea"),
    "clear an empty doorway": lambda e: e.clear_doorway("Ana"),
    "no background again": lambda e: e.map.set_background(None),
    "same setting": lambda e: e.set_setting("open_doors_pass_sight", False),
    "place where already standing": lambda e: e.place("Ana", "hall", (2, 5)),
    "same doorway again": lambda e: e.set_doorway("Bea", "office", "hall"),
    "spend nothing": lambda e: e.spend("Ana", {}),
    "undo with nothing to undo": lambda e: e.undo(),
    "redo with nothing to redo": lambda e: e.redo(),
    "move to the own zone": lambda e: e.move("Ana", "hall"),
}


@pytest.mark.parametrize("noop", NO_OPS.values(), ids=NO_OPS.keys())
def test_no_event_and_no_history_without_a_real_change(noop: Callable[[Encounter], object]) -> None:
    enc = base()
    enc.engage("Ana", "Rat")
    enc.set_doorway("Bea", "hall", "office")
    enc.history.clear()
    rec = Recorder(enc)
    before = enc.to_dict()
    noop(enc)
    assert enc.to_dict() == before
    assert rec.seen == []
    assert len(enc.history) == 0


def test_history_announces_changes() -> None:
    enc = base()
    seen: list[str] = []
    enc.history.events.connect(lambda ev: seen.append(ev.type))
    enc.set_stance("Ana", "prone")
    enc.undo()
    enc.redo()
    assert seen == ["changed", "changed", "changed"]


def test_event_carries_its_data() -> None:
    enc = base()
    got: list[Event] = []
    enc.events.connect(got.append)
    enc.set_stance("Ana", "prone")
    assert got[0].type == "combatant_changed"
    assert got[0].name == "Ana"
    with pytest.raises(AttributeError):
        _ = got[0].nonexistent


def test_bound_methods_are_held_weakly() -> None:
    em = EventEmitter()

    class View:
        calls = 0

        def _on_event(self, event: Event) -> None:
            View.calls += 1

    view = View()
    em.connect(view._on_event)
    em.emit("x")
    del view
    gc.collect()
    em.emit("x")
    assert View.calls == 1


def test_plain_functions_are_held_strongly_and_can_disconnect() -> None:
    em = EventEmitter()
    seen: list[str] = []

    def cb(ev: Event) -> None:
        seen.append(ev.type)

    em.connect(cb)
    em.emit("a")
    em.disconnect(cb)
    em.emit("b")
    em.disconnect(cb)  # a second time is harmless
    assert seen == ["a"]


def test_blocked_silences_and_nests() -> None:
    em = EventEmitter()
    seen: list[str] = []
    em.connect(lambda ev: seen.append(ev.type))
    with em.blocked():
        with em.blocked():
            em.emit("a")
        em.emit("b")
    em.emit("c")
    assert seen == ["c"]


@pytest.mark.parametrize("change", [c for c, _ in REAL_CHANGES.values()], ids=REAL_CHANGES.keys())
def test_views_can_read_the_model_during_every_event(change: Callable[[Encounter], object]) -> None:
    """A view reacts to an event by reading the model: the combatant named must be there."""
    enc = base()
    enc.engage("Ana", "Rat")
    enc.spend("Ana", {"fast": 1})
    enc.spend("Bea", {"slow": 1})
    problems: list[str] = []

    def _on_event(event: Event) -> None:
        name = event.data.get("name")
        if name is not None and event.type != "combatant_removed" and name not in enc:
            problems.append(f"{event.type} for {name!r}, who is not in the encounter")

    enc.events.connect(_on_event)
    change(enc)
    enc.undo()
    enc.redo()
    enc.undo()
    assert problems == []


def test_removing_a_spent_combatant_and_undoing_it() -> None:
    enc = base()
    enc.spend("Bea", {"slow": 1})
    enc.remove_combatant("Bea")
    enc.undo()
    assert enc.actions_spent("Bea") == {"slow": 1}
    enc.redo()
    assert "Bea" not in enc and "Bea" not in enc.round.spent
