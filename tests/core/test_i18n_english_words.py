"""Each ruleset in Portuguese and Spanish shows no English word: a driven play of its sample
(attacks with each weapon, damage, moves, actions, every GM tool with its defaults, three rounds;
tests/core/english_words.py has the play and the words) reads in the UI language, log line by
log line and in what the docks show. A line glued from English fragments or a table word that
skipped rule_text fails here — as these did: YZE "Guard attacks Bruno Costa com lança", "sofre
2 damage", "— Guard's spear"; BRP "Alcance: short", "failure automático", "(explosion)"; WWII
"fires at", "initiative 15", "— passed"; d20 "ataca Guard com Sword", "terminando no end do
turno"; the pulp's "(action)"."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from english_words import english_lines, names_of, play
from ts_catalogue import LANGS, REPO, speak

from core.encounter import Encounter

REACHED = {
    "yze": {"attack", "damage", "action", "crit"},
    "brp": {"attack", "damage", "spot_rule", "effect", "roll"},
    "ww2": {"attack", "critical", "test", "turn"},
    "d20": {"attack", "damage", "effect", "action"},
    "pulp2d6": {"attack", "consequences", "damage", "action"},
}
"""Kinds of log entry each play must reach, so that it tests what it says."""


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    speak("en", ())


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("ruleset", sorted(REACHED))
def test_a_driven_play_shows_no_english_word(ruleset: str, lang: str) -> None:
    speak(lang, ("core", ruleset))
    enc = Encounter.load(REPO / "resources" / "samples" / f"sample_{ruleset}.zkenc")
    log, views = play(enc)
    assert REACHED[ruleset] <= {e["kind"] for e in enc.log}
    assert english_lines(log, names_of(enc)) == []
    assert english_lines(views, names_of(enc)) == []


def _tool_texts(enc: Encounter) -> list[str]:
    """What the GM tools' forms show: titles, help, field labels and choices."""
    texts: list[str] = []
    for tool in enc.combat.gm_tools():
        texts += [getattr(tool, a, None) for a in ("label", "title", "group", "help")]
        for p in getattr(tool, "params", ()) or ():
            texts += [getattr(p, "label", None), getattr(p, "help", None)]
            texts += [str(c) for c in getattr(p, "choice_labels", ()) or ()]
    return [t for t in texts if isinstance(t, str) and t]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("ruleset", sorted(REACHED))
def test_the_gm_tools_read_in_the_ui_language(ruleset: str, lang: str) -> None:
    """As BRP's fire, acid and darkness help did not: they named their effects in English
    ("On fire", "Armour vs acid", "Darkness") though the effects show translated."""
    speak(lang, ("core", ruleset))
    enc = Encounter.load(REPO / "resources" / "samples" / f"sample_{ruleset}.zkenc")
    texts = _tool_texts(enc)
    assert len(texts) > 50
    assert english_lines(texts, names_of(enc)) == []
