"""A sight line that slips exactly through a corner where four zones meet (seed 000, "BORDAS &
LINHA DE VISÃO"): it passes when one way round the corner is open, and is blocked otherwise."""

from __future__ import annotations

import pytest

from core.encounter import Encounter


def _grid(ab: str, bd: str, ac: str, cd: str) -> Encounter:
    enc = Encounter(ruleset="yze")
    sq = {"a": (0, 0), "b": (10, 0), "c": (0, 10), "d": (10, 10)}
    for zid, (x, y) in sq.items():
        enc.map.add_zone(
            zid, name=zid.upper(), polygon=[(x, y), (x + 10, y), (x + 10, y + 10), (x, y + 10)]
        )
    enc.map.add_border("a", "b", kind=ab)
    enc.map.add_border("b", "d", kind=bd)
    enc.map.add_border("a", "c", kind=ac)
    enc.map.add_border("c", "d", kind=cd)
    enc.add_combatant("Ana", zone="a", position=(2, 2))
    enc.add_combatant("Dan", zone="d", side="npc", position=(18, 18))
    return enc


@pytest.mark.parametrize(
    ("ab", "bd", "ac", "cd", "clear", "words"),
    [
        ("open", "open", "wall", "wall", True, "Clear"),
        ("wall", "wall", "open", "open", True, "Clear"),
        ("wall", "open", "open", "wall", False, "corner where A"),
        ("wall", "wall", "wall", "wall", False, "Wall between"),
    ],
)
def test_corner_crossing(ab: str, bd: str, ac: str, cd: str, clear: bool, words: str) -> None:
    enc = _grid(ab, bd, ac, cd)
    sight = enc.line_of_sight("Ana", "Dan")
    assert sight.clear is clear
    assert words in sight.reason
    if not clear:
        assert sight.blocking_border is not None


def test_corner_of_the_sample_names_the_wall() -> None:
    from core.resources import sample_encounter_path

    enc = Encounter.load(sample_encounter_path())
    sight = enc.line_of_sight("Bruno Costa", "Cult Leader")
    assert not sight.clear
    assert "touch but have no border" not in sight.reason
    assert "Courtyard" in sight.reason and "Storeroom" in sight.reason


def test_ruleset_setting_is_undoable_and_checked() -> None:
    enc = Encounter(ruleset="yze")
    assert enc.ruleset.settings["yze.hidden_initiative"] is False
    enc.set_ruleset_setting("yze.hidden_initiative", True)
    assert enc.ruleset.settings["yze.hidden_initiative"] is True
    enc.undo()
    assert enc.ruleset.settings["yze.hidden_initiative"] is False
    with pytest.raises(ValueError, match="no setting"):
        enc.set_ruleset_setting("nope", 1)
    with pytest.raises(ValueError, match="takes a bool"):
        enc.set_ruleset_setting("yze.hidden_initiative", "yes")
