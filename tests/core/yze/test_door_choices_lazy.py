"""The break-door tool's doors and their words are listed when first read, not at every
``gm_tools()`` call (issue 11: 915 labels on the stress map) — and read as the map is."""

from __future__ import annotations

from typing import Any

import pytest

from core.doors import all_doors, door_label
from core.encounter import Encounter
from core.resources import resources_dir
from core.rules.runner import LazyChoices
from core.rules.yze import combat as yze_combat


@pytest.fixture
def enc() -> Encounter:
    return Encounter.load(resources_dir() / "samples" / "sample_yze.zkenc")


def eager(e: Encounter) -> list[tuple[str, str]]:
    """The list as it was made before: every unbroken door, its key and its words."""
    return [(w.key, door_label(e.map, w)) for w in all_doors(e.map) if not w.door.broken]


def door_param(e: Encounter) -> Any:
    return next(t for t in e.combat.gm_tools() if t.id == "break_door").params[0]


def shown(p: Any) -> list[tuple[str, str]]:
    return list(zip(p.choices, p.choice_labels, strict=True))


def test_the_tool_lists_the_same_doors_with_the_same_words(enc: Encounter) -> None:
    p = door_param(enc)
    assert shown(p) == eager(enc) and len(eager(enc)) == 8
    assert p.default == eager(enc)[0][0]
    assert "hall|yard" in p.choices and "nowhere" not in p.choices


def test_no_door_words_are_made_until_read(enc: Encounter, monkeypatch: Any) -> None:
    made: list[str] = []
    real = yze_combat.door_label
    monkeypatch.setattr(yze_combat, "door_label", lambda m, w: made.append(w.key) or real(m, w))
    p = door_param(enc)
    assert made == []
    assert p.choice_labels[0] == "closed door between Main Hall and Courtyard"
    assert len(made) == 8
    list(p.choice_labels)
    assert len(made) == 8  # made once


def test_a_broken_door_a_renamed_zone_and_an_undo(enc: Encounter) -> None:
    before = door_param(enc)
    assert shown(before) == eager(enc)
    enc.combat.run_gm_tool("break_door", border="hall|yard", damage=30)
    after = door_param(enc)
    assert "hall|yard" not in after.choices and shown(after) == eager(enc)
    assert after != before and after.default == "gate|store"
    enc.map.update_zone("store", name="Pantry")
    renamed = door_param(enc)
    assert shown(renamed) == eager(enc)
    assert "locked hatch between Gatehouse and Pantry" in renamed.choice_labels
    enc.undo()
    enc.undo()
    again = door_param(enc)
    assert shown(again) == eager(enc) == shown(before) and again == before


def test_lazy_choices_read_compare_and_hash_as_their_tuple() -> None:
    calls: list[int] = []
    lazy = LazyChoices(lambda: calls.append(1) or ["a", "b"])
    assert calls == []
    assert lazy == ("a", "b") and lazy != ("b",)
    assert ("a", "b") == lazy  # noqa: SIM300 (a tuple on the left: the reflected __eq__)
    assert hash(lazy) == hash(("a", "b")) and lazy == LazyChoices(lambda: ("a", "b"))
    assert len(lazy) == 2 and lazy[0] == "a" and lazy[-1:] == ("b",) and "b" in lazy
    assert list(lazy) == ["a", "b"] and bool(lazy) and not LazyChoices(list)
    assert calls == [1]
