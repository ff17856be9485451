"""A locked door's refusal names its armour (a row of yze/barriers.json) in the UI language, not
by the table's id ("armour wooden_wall" read in Portuguese and Spanish before)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import ts_catalogue
from zk_helpers import rect

from core.encounter import Encounter


@pytest.fixture
def speak() -> Iterator[object]:
    yield lambda lang: ts_catalogue.speak(lang, ["core", "yze"])
    ts_catalogue.speak("en", [])


def _locked(armour: str) -> Encounter:
    enc = Encounter(ruleset="yze", seed=1)
    enc.map.add_zone("a", name="A", polygon=rect(0, 0, 10, 10))
    enc.map.add_zone("b", name="B", polygon=rect(10, 0, 20, 10))
    enc.map.add_border("a", "b", kind="door", state="locked", armour=armour)
    enc.add_combatant("Ana", zone="a", stats={})
    return enc


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "wooden wall"), ("pt_BR", "parede de madeira"), ("es", "pared de madera")],
)
def test_the_armour_in_the_ui_language(speak: object, lang: str, words: str) -> None:
    speak(lang)  # type: ignore[operator]
    check = _locked("wooden_wall").check_move("Ana", "b")
    assert not check.allowed and words in check.reason and "wooden_wall" not in check.reason


def test_an_armour_the_table_doesnt_know_reads_as_it_is() -> None:
    check = _locked("adamant").check_move("Ana", "b")
    assert "armour adamant" in check.reason
