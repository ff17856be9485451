"""Effect labels and badges read in the UI language (issue 12): the encounter keeps the
English label, the display translates it through the catalogue that knows it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from core import i18n
from core.effects import badge, describe_effect, label_text

TABLE = {("yze", "Focus"): "Foco", ("core", "scene"): "cena"}


@pytest.fixture
def portuguese() -> Iterator[None]:
    i18n.set_language("pt_BR")
    i18n.set_translator(lambda ctx, text, *a: TABLE.get((ctx, text), text))
    yield
    i18n.set_translator(None)
    i18n.set_language("en")


def _effect(label: str, unit: str = "scene") -> dict:
    return {"label": label, "duration": {"unit": unit}, "remaining": 2, "modifiers": {}}


def test_a_ruleset_label_is_translated_at_display(portuguese: None) -> None:
    effect = _effect("Focus")
    assert label_text(effect) == "Foco"
    assert badge(effect) == "Foco cena"
    assert describe_effect(effect).startswith("Foco: ")
    assert effect["label"] == "Focus"  # the encounter keeps English


def test_a_label_the_gm_typed_stays_as_typed(portuguese: None) -> None:
    assert label_text(_effect("Bênção da deusa")) == "Bênção da deusa"


def test_english_shows_the_stored_label() -> None:
    assert label_text(_effect("Focus")) == "Focus"
    assert badge(_effect("Focus")) == "Focus scene"
