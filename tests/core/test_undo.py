"""Every change is a command: undo restores the exact state, redo the exact state after."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from zk_helpers import rect

from core.commands import Call, UndoStack
from core.encounter import Encounter

PNG = (
    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/"
    "PchI7wAAAABJRU5ErkJggg=="
)


def rich() -> Encounter:
    """Five rooms with every border kind, four people, engagement, spending, a doorway."""
    enc = Encounter(ruleset="yze", name="Undo test")
    m = enc.map
    m.add_zone("hall", name="Hall", polygon=rect(0, 0, 10, 10), notes="big")
    m.add_zone("office", name="Office", polygon=rect(10, 0, 20, 10), features={"dark"})
    m.add_zone("store", name="Store", polygon=rect(20, 0, 30, 10), features={"cluttered"})
    m.add_zone("duct", name="Duct", polygon=rect(0, 10, 10, 13), features={"cramped"})
    m.add_zone("yard", name="Yard", polygon=rect(10, 10, 30, 20))
    m.add_border("hall", "office", kind="door", state="closed")
    m.add_border("office", "store", kind="open")
    m.add_border("hall", "duct", kind="hatch", state="open")
    m.add_border("duct", "yard", kind="wall")
    m.add_border("office", "yard", kind="door", state="locked", structure=8)
    m.set_background(PNG, (0, 0, 30, 20))
    enc.add_combatant("Ana", zone="hall", side="pc", position=(2, 5))
    enc.add_combatant("Rat", zone="hall", side="npc", position=(4, 5))
    enc.add_combatant("Bea", zone="office", side="pc", position=(15, 5), stance="prone")
    enc.add_combatant("Ogre", zone="store", side="npc", position=(25, 5))
    enc.add_combatant("Cat", zone="hall", side="pc", position=(6, 5))
    enc.engage("Ana", "Rat")
    enc.spend("Ana", {"fast": 1})
    enc.set_doorway("Bea", "office", "hall")
    enc.history.clear()
    return enc


CHANGES: dict[str, Callable[[Encounter], object]] = {
    "add zone": lambda e: e.map.add_zone("roof", name="Roof", polygon=rect(0, 20, 10, 30)),
    "rename zone": lambda e: e.map.update_zone("hall", name="Great Hall"),
    "zone features": lambda e: e.map.update_zone("hall", features={"dark", "cramped"}),
    "zone notes": lambda e: e.map.update_zone("hall", notes="smaller"),
    "zone polygon": lambda e: e.map.update_zone("yard", polygon=rect(10, 10, 40, 25)),
    "remove zone (mid-list, with borders)": lambda e: e.map.remove_zone("duct"),
    "remove empty zone via encounter": lambda e: e.remove_zone("yard"),
    "add border": lambda e: e.map.add_border("store", "yard", kind="hatch", state="locked"),
    "door state": lambda e: e.map.update_border("hall", "office", state="locked"),
    "border kind": lambda e: e.map.update_border("office", "store", kind="wall"),
    "door structure": lambda e: e.map.update_border("office", "yard", structure=12),
    "door damage": lambda e: e.map.update_border("office", "yard", damage=3),
    "door broken": lambda e: e.map.update_border("office", "yard", broken=True),
    "remove border (first added)": lambda e: e.map.remove_border("hall", "office"),
    "toggle door": lambda e: e.map.toggle_door("hall", "office"),
    "auto borders": lambda e: e.map.auto_borders("store"),
    "replace background": lambda e: e.map.set_background(
        PNG.replace("iVBOR", "iVBOX"), (1, 1, 5, 5)
    ),
    "remove background": lambda e: e.map.set_background(None),
    "portrait": lambda e: e.update_combatant("Ana", image=PNG),
    "add combatant": lambda e: e.add_combatant("Zed", zone="yard", side="npc"),
    "remove combatant (first, engaged, spent)": lambda e: e.remove_combatant("Ana"),
    "remove combatant in a doorway": lambda e: e.remove_combatant("Bea"),
    "rename combatant": lambda e: e.update_combatant("Ana", name="Ana Ferreira"),
    "combatant notes and stats": lambda e: e.update_combatant(
        "Rat", notes="bites", stats={"strength": 2}
    ),
    "combatant side": lambda e: e.update_combatant("Ogre", side="pc"),
    "stance": lambda e: e.set_stance("Ana", "prone"),
    "place in another zone": lambda e: e.place("Ana", "yard"),
    "place within the zone": lambda e: e.place("Ogre", "store", (21, 1)),
    "engage": lambda e: e.engage("Rat", "Cat"),
    "engage with spend": lambda e: e.engage("Cat", "Rat", spend=True),
    "disengage": lambda e: e.disengage("Ana", "Rat"),
    "set doorway": lambda e: e.set_doorway("Ana", "hall", "duct"),
    "clear doorway": lambda e: e.clear_doorway("Bea"),
    "spend": lambda e: e.spend("Rat", {"slow": 1}),
    "next round": lambda e: e.next_round(),
    "setting": lambda e: e.set_setting("open_doors_pass_sight", True),
    "move through a closed door, leaving an enemy": lambda e: e.move("Rat", "office"),
    "crawl (prone)": lambda e: e.move("Bea", "store"),
    "move within the zone": lambda e: e.move("Ogre", "store", (29, 9)),
    "reshape zone with a token outside": lambda e: e.reshape_zone("store", rect(20, 0, 30, 3)),
}


@pytest.mark.parametrize("change", CHANGES.values(), ids=CHANGES.keys())
def test_undo_redo_restore_exact_state(change: Callable[[Encounter], object]) -> None:
    enc = rich()
    before = enc.to_dict()
    change(enc)
    after = enc.to_dict()
    assert after != before, "the change changed nothing"
    assert enc.history.can_undo and enc.history.undo_text
    steps = len(enc.history)
    while enc.history.can_undo:
        enc.undo()
    assert enc.to_dict() == before
    assert enc.history.can_redo and not enc.history.can_undo
    while enc.history.can_redo:
        enc.redo()
    assert enc.to_dict() == after
    assert len(enc.history) == steps


@pytest.mark.parametrize("change", CHANGES.values(), ids=CHANGES.keys())
def test_each_change_is_one_undo_step(change: Callable[[Encounter], object]) -> None:
    enc = rich()
    before = enc.to_dict()
    change(enc)
    assert len(enc.history) == 1
    enc.undo()
    assert enc.to_dict() == before


def test_undo_then_new_change_drops_redo() -> None:
    enc = rich()
    enc.set_stance("Ana", "prone")
    enc.undo()
    enc.next_round()
    assert not enc.history.can_redo
    enc.redo()  # nothing to redo: no error, no change
    assert enc.combatant("Ana").stance == "standing"


def test_undo_past_the_start_is_harmless() -> None:
    enc = rich()
    before = enc.to_dict()
    enc.undo()
    enc.undo()
    assert enc.to_dict() == before


def test_refused_changes_leave_no_history() -> None:
    enc = rich()
    for bad in (
        lambda: enc.move("Ana", "yard"),
        lambda: enc.map.add_border("hall", "office"),
        lambda: enc.add_combatant("Ana", zone="hall"),
        lambda: enc.set_setting("nope", True),
        lambda: enc.remove_zone("hall"),
    ):
        with pytest.raises(ValueError):
            bad()
    assert len(enc.history) == 0


def test_clean_state_follows_save_and_undo(tmp_path) -> None:
    enc = rich()
    enc.set_stance("Ana", "prone")
    assert not enc.history.is_clean
    enc.save(tmp_path / "e.zkenc")
    assert enc.history.is_clean
    enc.undo()
    assert not enc.history.is_clean
    enc.redo()
    assert enc.history.is_clean


def test_undo_stack_alone() -> None:
    log: list[int] = []
    stack = UndoStack()
    stack.push(Call("one", lambda: log.append(1), log.pop))
    stack.push(Call("two", lambda: log.append(2), log.pop))
    assert log == [1, 2] and stack.undo_text == "two"
    stack.undo()
    assert log == [1] and stack.redo_text == "two"
    stack.redo()
    assert log == [1, 2]
