"""d20's effect-modifier keys are the seed's Portuguese words ("testes", "ataque", "defesa",
"iniciativa"); the GM reads them in the UI language — in an effect's description (tracks dock,
log) and in the GM tool's "Modifier on" choice — where "+1 testes" showed in every language."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from ts_catalogue import speak

from core import effects as fx
from core.encounter import Encounter

WORDS = {
    "en": ("tests", "attack", "defence", "initiative"),
    "pt_BR": ("testes", "ataque", "defesa", "iniciativa"),
    "es": ("pruebas", "ataque", "defensa", "iniciativa"),
}


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    speak("en", ())


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_the_keys_in_the_ui_language(d20_enc: Encounter, lang: str) -> None:
    speak(lang, ("core", "d20"))
    tests, attack, *_ = WORDS[lang]
    assert fx.describe_modifiers({"testes": 1, "ataque": -2}) == f"+1 {tests}, -2 {attack}"
    tool = next(t for t in d20_enc.combat.gm_tools() if "key" in {p.id for p in t.params})
    key = next(p for p in tool.params if p.id == "key")
    assert key.choices == ("testes", "ataque", "defesa", "iniciativa")  # what the core stores
    assert tuple(key.choice_labels) == WORDS[lang]


def test_a_key_no_ruleset_names_reads_spaced() -> None:
    assert fx.describe_modifiers({"dex_rank": -5}) == "-5 dex rank"
