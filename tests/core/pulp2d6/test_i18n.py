"""2d6 pulp in three languages: pulp2d6_<lang>.ts is complete and formats like its sources; a
verdict and a modifier read in Portuguese and Spanish under the catalogues; a seeded play of the
sample shows no Portuguese or Spanish in English, and the same play in pt/es plays the same."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from ts_catalogue import LANGS, PT_ES, REPO, catalogue, fields, speak, unfinished

from core.dice import Dice
from core.encounter import Encounter

SAMPLE = REPO / "resources" / "samples" / "sample_pulp2d6.zkenc"
AREAS = ("core", "pulp2d6")


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    speak("en", ())


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_is_translated_and_keeps_its_placeholders(lang: str) -> None:
    table = catalogue("pulp2d6", lang)
    assert len(table) > 350 and unfinished("pulp2d6", lang) == []
    for (_ctx, source), text in table.items():
        assert text.strip(), source
        assert fields(text) == fields(source), (source, text)


@pytest.mark.parametrize(
    ("lang", "verdict", "attribute", "band"),
    [
        ("pt_BR", "Ninguém ataca a si mesmo.", "VIOLÊNCIA", "7 ou menos"),
        ("es", "Nadie se ataca a sí mismo.", "VIOLENCIA", "7 o menos"),
    ],
)
def test_a_verdict_a_modifier_and_a_band_in_the_ui_language(
    lang: str, verdict: str, attribute: str, band: str, pulp: Encounter, rig
) -> None:
    speak(lang, AREAS)
    assert pulp.combat.attack_preview("Rita", "Rita").reason == verdict
    preview = pulp.combat.attack_preview("Rita", "Gangster 1", "pistol", advantage=True)
    assert [m.label for m in preview.modifiers][:2] == [
        attribute,
        catalogue("pulp2d6", lang)[("pulp2d6", "Advantage")],
    ]
    assert preview.modifiers[0].seed_note == "VIOLENCIA — seed 004, COMBATE"  # any language
    assert preview.modifiers[1].seed_note.startswith("«Cuando un PJ tiene ventaja")
    rig(pulp)(1, 1)
    out = pulp.combat.attack("Rita", "Gangster 1", "pistol")
    assert out["band"] == band


def _play(enc: Encounter) -> list[str]:
    """Two rounds of the sample: every PC attacks the first NPC standing with its consequences
    picked, and what the docks show on the way."""
    enc.dice = Dice(7)
    c = enc.combat
    seen: list[str] = [c.initiative_title]
    npcs = [x.name for x in enc if x.side == "npc"]
    c.start_fight()
    while enc.round.number < 3:
        cur = c.current_turn()
        assert cur is not None
        seen.extend(v.name for v in c.action_views(cur))
        seen.extend(v.reason for v in c.action_views(cur))
        for t in c.track_views(cur):
            seen.extend([t.label, t.detail, t.value if isinstance(t.value, str) else ""])
        target = next((n for n in npcs if not c.is_dead(n)), None)
        if target:
            p = c.attack_preview(cur, target, gm_allows=True)
            seen.extend([p.reason, *p.notes, *(f"{m.label} {m.source}" for m in p.modifiers)])
            if p.allowed:
                out = c.attack(cur, target, gm_allows=True)
                picks = c.consequence_choices(out["attack_id"])
                seen.extend(x["label"] for x in picks)
                legal = [x["id"] for x in picks if x["legal"] and x["id"] != "stray_bullet"]
                c.choose_consequences(out["attack_id"], legal[: out["count"]])
        c.next_turn()
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
