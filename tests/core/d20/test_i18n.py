"""d20 in three languages: d20_<lang>.ts is complete and formats like its sources; a verdict and
a modifier read in Portuguese and Spanish under the catalogues; a seeded play of the sample shows
no Portuguese or Spanish in English, and the same play in pt/es plays the same."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from ts_catalogue import LANGS, PT_ES, REPO, catalogue, fields, speak, unfinished

from core.dice import Dice
from core.encounter import Encounter

SAMPLE = REPO / "resources" / "samples" / "sample_d20.zkenc"
AREAS = ("core", "d20")


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    speak("en", ())


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_is_translated_and_keeps_its_placeholders(lang: str) -> None:
    table = catalogue("d20", lang)
    assert len(table) > 240 and unfinished("d20", lang) == []
    for (_ctx, source), text in table.items():
        assert text.strip(), source
        assert fields(text) == fields(source), (source, text)


@pytest.mark.parametrize(
    ("lang", "verdict", "attack", "attribute"),
    [
        ("pt_BR", "Ninguém ataca a si mesmo.", "Bônus de ataque", "Prontidão"),
        ("es", "Nadie se ataca a sí mismo.", "Bonificador de ataque", "Alerta"),
    ],
)
def test_a_verdict_a_modifier_and_an_attribute_in_the_ui_language(
    lang: str, verdict: str, attack: str, attribute: str
) -> None:
    speak(lang, AREAS)
    enc = Encounter.load(SAMPLE)
    enc.dice = Dice(3)
    c = enc.combat
    first = c.start_fight()
    assert first is not None
    assert c.attack_preview(first, first).reason == verdict
    foe = next(x.name for x in enc if x.side != enc.combatant(first).side)
    labels = [m.label for m in c.attack_preview(first, foe).modifiers]
    assert labels[0] == attack
    assert c.attack_preview(first, foe).modifiers[0].seed_note.startswith("Ataque — seed 003")
    assert enc.ruleset.skill("prontidao") == attribute


def _play(enc: Encounter) -> list[str]:
    """Two rounds of the sample (surprise round first): everyone attacks the first foe standing,
    and what the docks show on the way."""
    enc.dice = Dice(7)
    c = enc.combat
    seen: list[str] = [c.initiative_title]
    c.start_fight()
    while enc.round.number < 3:
        cur = c.current_turn()
        assert cur is not None
        for v in c.action_views(cur):
            seen.extend([v.name, v.reason])
        for t in c.track_views(cur):
            seen.extend([t.label, t.detail, t.value if isinstance(t.value, str) else ""])
        seen.append(c.budget_view(cur).text)
        foes = [x.name for x in enc if x.side != enc.combatant(cur).side]
        target = next((f for f in foes if not c.is_down(f)), None)
        if target:
            p = c.attack_preview(cur, target)
            seen.extend([p.reason, *p.notes, *(f"{m.label} {m.source}" for m in p.modifiers)])
            if p.allowed:
                c.attack(cur, target)
        c.next_turn()
    for e in c.initiative_entries():
        seen.append(e.label)
    for t in c.gm_tools():
        seen.extend([t.title, t.group, t.help, *(p.label for p in t.params)])
        for p in t.params:
            seen.extend(str(x) for x in getattr(p, "choice_labels", ()) or ())
    for s in enc.ruleset.setting_specs().values():
        seen.extend([s.label, s.help, s.section])
    for f in c.character_sheet().fields():
        seen.extend([f.label, f.help])
    seen.extend(e["text"] for e in enc.log)
    return [s for s in seen if s]


def _strip_names(text: str, enc: Encounter) -> str:
    for c in enc:
        text = text.replace(c.name, "")
    for z in enc.map.zones():
        text = text.replace(z.name, "")
    return text


def test_an_english_play_shows_no_portuguese_or_spanish() -> None:
    speak("en", ())
    enc = Encounter.load(SAMPLE)
    texts = _play(enc)
    assert len(texts) > 150
    leaks = sorted({t for t in texts if PT_ES.search(_strip_names(t, enc))})
    assert leaks == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_same_play_in_another_language_plays_the_same_and_reads_in_it(lang: str) -> None:
    speak("en", ())
    english = Encounter.load(SAMPLE)
    en_texts = _play(english)
    speak(lang, AREAS)
    other = Encounter.load(SAMPLE)
    texts = _play(other)
    assert [(e["kind"], e["round"]) for e in other.log] == [
        (e["kind"], e["round"]) for e in english.log
    ]
    assert len(texts) == len(en_texts)
    same = [t for t, e in zip(texts, en_texts, strict=True) if t == e]
    words = [t for t in same if re.search("[a-z]{4}", _strip_names(t, other))]
    assert len(words) < len(texts) // 30, words[:20]  # names, dice and ids may stay
