"""YZE in Portuguese and Spanish shows no English word: a driven play of the sample (melee and
ranged attacks, damage and criticals, moves, stances, doors, every GM tool, three rounds) reads
in the UI language, log line by log line and in what the docks show. A line glued from English
fragments ("Guard attacks Bruno Costa com lança", "2 damage", "Guard's spear") fails here."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from english_words import english_lines, names_of, play
from ts_catalogue import LANGS, REPO, speak

from core.encounter import Encounter

SAMPLE = REPO / "resources" / "samples" / "sample_yze.zkenc"


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    speak("en", ())


@pytest.mark.parametrize("lang", LANGS)
def test_a_driven_play_shows_no_english_word(lang: str) -> None:
    speak(lang, ("core", "yze"))
    enc = Encounter.load(SAMPLE)
    log, views = play(enc)
    kinds = {e["kind"] for e in enc.log}
    assert {"attack", "damage", "action", "crit"} <= kinds  # the play reached what it tests
    assert english_lines(log, names_of(enc)) == []
    assert english_lines(views, names_of(enc)) == []
