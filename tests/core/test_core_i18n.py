"""The shared core in three languages: core_<lang>.ts is complete and formats like its sources;
under a catalogue a move's refusal, a sight verdict, a cost and a border read in Portuguese and
Spanish; without one (English) nothing changes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from ts_catalogue import LANGS, catalogue, fields, speak, unfinished

from core.encounter import Encounter, band_word
from core.rules.base import Cost
from core.rules.geometry import GM_ALLOWS


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    speak("en", ())


@pytest.mark.parametrize("lang", LANGS)
def test_every_core_message_is_translated_and_keeps_its_placeholders(lang: str) -> None:
    table = catalogue("core", lang)
    assert len(table) > 400
    assert [s for s in unfinished("core", lang) if s != "Area {n}"] == []  # uvtt: not ours
    for (ctx, source), text in table.items():
        if ctx == "core":
            assert text.strip() or not source.strip(), source
            assert fields(text) == fields(source), (source, text)


def _two_rooms() -> Encounter:
    enc = Encounter(seed=1)
    enc.map.add_zone("hall", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
    enc.map.add_zone("office", name="Office", polygon=[(10, 0), (20, 0), (20, 10), (10, 10)])
    enc.map.add_border("hall", "office", kind="door", state="locked")
    enc.add_combatant("Ana", zone="hall", side="pc")
    enc.add_combatant("Rat", zone="office", side="npc")
    return enc


@pytest.mark.parametrize(
    ("lang", "locked", "sight", "cost", "band"),
    [
        ("pt_BR", "A porta entre Hall e Office está trancada", "Porta trancada entre",
         "1 ação lenta", "médio"),
        ("es", "La puerta entre Hall y Office está cerrada con llave",
         "Puerta cerrada con llave entre", "1 acción lenta", "media"),
    ],
)  # fmt: skip
def test_a_refusal_a_verdict_and_a_cost_in_the_ui_language(
    lang: str, locked: str, sight: str, cost: str, band: str
) -> None:
    enc = _two_rooms()
    speak(lang, ["core"])
    assert locked in enc.check_move("Ana", "office").reason
    los = enc.line_of_sight("Ana", "Rat")
    assert not los.clear and los.reason.startswith(sight)
    assert cost in Cost({"slow": 1, "fast": 1}).describe()
    assert band_word(enc.range_band("Ana", "Rat")) == band
    assert (
        GM_ALLOWS.label == catalogue("core", lang)[("core", "GM allows (ignore walls and reach)")]
    )


def test_english_stays_as_it_was() -> None:
    enc = _two_rooms()
    speak("en", ())
    assert enc.check_move("Ana", "office").reason.startswith("Locked door between Hall and Office")
    assert Cost({"slow": 1, "fast": 1}).describe() == "1 slow + 1 fast actions"
    assert band_word("medium") == "medium"
    assert GM_ALLOWS.label == "GM allows (ignore walls and reach)"
