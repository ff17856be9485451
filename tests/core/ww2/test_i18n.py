"""WWII in three languages (issue 12): the catalogues (resources/i18n/ww2_*.ts) are complete and
fit their sources, a modifier and a verdict read in Portuguese and Spanish, modifiers carry the
seed's own words with seed and section, and an English play of the sample shows no Portuguese or
Spanish word. The .ts files are read in plain Python: the core only needs a ``(context, text)``
hook, the one the GUI fills with Qt's translator."""

from __future__ import annotations

import re
import string
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import ts_catalogue

from core.dice import Dice
from core.encounter import Encounter
from core.io import load_encounter

REPO = Path(__file__).resolve().parents[3]
SAMPLE = REPO / "resources" / "samples" / "sample_ww2.zkenc"
LANGS = ("pt_BR", "es")


def catalogue(lang: str) -> dict[tuple[str, str], str]:
    """``(context, source) -> translation`` of the finished entries of ww2_<lang>.ts."""
    return ts_catalogue.catalogue("ww2", lang)


@pytest.fixture
def speak() -> Iterator[Any]:
    """``speak(lang)`` puts the core in ``lang`` with that catalogue; English afterwards."""
    yield lambda lang: ts_catalogue.speak(lang, ["ww2"])
    ts_catalogue.speak("en", [])


def _fields(text: str) -> list[str]:
    return sorted(f for _, f, _, _ in string.Formatter().parse(text) if f)


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_is_translated_with_its_placeholders(lang: str) -> None:
    root = ET.parse(REPO / "resources" / "i18n" / f"ww2_{lang}.ts").getroot()
    messages = list(root.iter("message"))
    assert len(messages) > 500
    assert [m.findtext("source") for m in messages if m.find("translation").get("type")] == []
    for (_ctx, source), text in catalogue(lang).items():
        assert text.strip() or not source.strip(), source
        assert _fields(text) == _fields(source), (source, text)


def test_the_seeds_vocabulary_in_portuguese() -> None:
    pt = catalogue("pt_BR")
    for source, words in {
        "Wounds": "Ferimentos",
        "Injuries": "Lesões",
        "Bleeding": "Sangramento",
        "Composure": "Frieza",
        "Precision shot": "Tiro de Precisão",
        "OP": "PO",
        "DP": "PD",
    }.items():
        assert pt[("ww2", source)] == words


# -- a verdict and a modifier in each language ---------------------------------------------------
@pytest.mark.parametrize(
    ("lang", "luck", "refusal"),
    [
        ("en", "OP: Luck", "A combatant can't attack themselves."),
        ("pt_BR", "PO: Sorte", "Um combatente não pode atacar a si mesmo."),
        ("es", "PO: Suerte", "Un combatiente no puede atacarse a sí mismo."),
    ],
)
def test_a_modifier_and_a_verdict_in_the_ui_language(
    ww2_enc: Encounter, speak: Any, lang: str, luck: str, refusal: str
) -> None:
    speak(lang)
    preview = ww2_enc.combat.attack_preview("Ana", "Kurt")
    assert preview.modifiers[0].label == luck
    assert ww2_enc.combat.attack_preview("Ana", "Ana").reason == refusal


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "Armour: None"), ("pt_BR", "Blindagem: Nenhuma"), ("es", "Blindaje: Ninguna")],
)
def test_a_table_row_reads_in_the_ui_language(
    ww2_enc: Encounter, speak: Any, lang: str, words: str
) -> None:
    speak(lang)
    mods = ww2_enc.combat.attack_preview("Ana", "Kurt").modifiers
    armour = [m for m in mods if m.label.endswith(words)]
    assert len(armour) == 1, [m.label for m in mods]
    # the seed's own words with seed and section, in every language (the docks' tooltip)
    assert armour[0].seed_note.startswith("Nenhuma — seed 002, Poder Defensivo")


# -- a seeded play -------------------------------------------------------------------------------
def _play(enc: Encounter) -> list[str]:
    """Two rounds of the sample (each combatant attacks the first foe it may, else moves on),
    with every text the docks would show on the way. Same seed: same play."""
    enc.dice = Dice(11)
    c = enc.combat
    seen: list[str] = []

    def views(who: str) -> None:
        for v in c.action_views(who):
            seen.extend([v.name, v.reason])
        for t in c.track_views(who):
            seen.extend([t.label, t.detail, *(str(o) for o in t.options)])
            seen.append(t.value if isinstance(t.value, str) else "")
        seen.append(c.budget_view(who).text)
        seen.extend(c.status_badges(who))

    c.roll_initiative()
    c.start_fight()
    seen.extend(e.label for e in c.initiative_entries())
    while enc.round.number <= 2:
        who = c.current_turn()
        assert who is not None
        views(who)
        foes = [o.name for o in enc if o.side != enc.combatant(who).side]
        for foe in foes:
            p = c.attack_preview(who, foe)
            seen.extend([p.reason, p.dice, *p.notes])
            seen.extend(f"{m.label} {m.value} {m.source}" for m in p.modifiers)
        target = next((f for f in foes if c.attack_preview(who, f).allowed), None)
        if target:
            c.attack(who, target)
        c.next_turn()
    for t in c.gm_tools():
        seen.extend([t.title, t.group, t.help])
        for p in t.params:
            seen.extend([p.label, p.help, *p.choice_labels])
    for f in c.attack_flags():
        seen.extend([f.label, f.help])
    for s in enc.ruleset.setting_specs().values():
        seen.extend([s.label, s.help, s.section])
    for section in c.character_sheet().sections:
        seen.append(section.title)
        for fld in section.fields:
            seen.extend([fld.label, fld.help, *fld.choice_labels, *(i.label for i in fld.items)])
    seen.extend(e["text"] for e in enc.log)
    return [s for s in seen if s]


_PT_ES = re.compile(
    r"[ãõçñáéíóúâêôà¿¡]|\b(não|está|rodada|ação|ações|alvo|dano|daño|ataque|lesão|lesões|"
    r"ferimentos?|sangramento|frieza|atenção|resistência|PO|PD|PA|acción|uma|um|com|sem|sin|"
    r"de la|del|los|las|mestre|DJ)\b",
    re.IGNORECASE,
)


def _strip_names(text: str, enc: Encounter) -> str:
    for c in enc:
        text = text.replace(c.name, "")
    for z in enc.map.zones():
        text = text.replace(z.name, "")
    return text


def test_an_english_play_of_the_sample_shows_no_portuguese_or_spanish(speak: Any) -> None:
    speak("en")
    enc = load_encounter(SAMPLE)
    texts = _play(enc)
    assert len(texts) > 100
    foreign = sorted({t for t in texts if _PT_ES.search(_strip_names(t, enc))})
    assert foreign == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_play_in_portuguese_or_spanish_is_the_same_play(speak: Any, lang: str) -> None:
    """The language changes the words, never the dice: the same seed gives the same log length,
    and the log reads translated (no English message the catalogue has left as it was)."""
    speak("en")
    english = _play(load_encounter(SAMPLE))
    speak(lang)
    enc = load_encounter(SAMPLE)
    local = _play(enc)
    assert len(local) == len(english)
    table = catalogue(lang)
    untranslated = [t for t in local if ("ww2", t) in table and table[("ww2", t)] != t]
    assert untranslated == []
    assert sum(a != b for a, b in zip(english, local, strict=True)) > len(local) // 3
