"""BRP in three languages: the catalogues (resources/i18n/brp_*.ts) are complete and fit their
sources, a seeded play reads in Portuguese and Spanish under those catalogues, and in English no
Portuguese or Spanish word shows. The .ts files are read here in plain Python (no Qt): the core
only needs a ``(context, text) -> text`` hook, the one the GUI fills with Qt's translator."""

from __future__ import annotations

import inspect
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
from core.rules.brp import attacks as atk
from core.rules.brp import spot_rules, spot_tools, table_rules, tool_words

REPO = Path(__file__).resolve().parents[3]
SAMPLE = REPO / "resources" / "samples" / "sample_brp.zkenc"
LANGS = ("pt_BR", "es")


def catalogue(lang: str) -> dict[tuple[str, str], str]:
    """``(context, source) -> translation`` of the finished entries of brp_<lang>.ts."""
    return ts_catalogue.catalogue("brp", lang)


@pytest.fixture
def speak() -> Iterator[Any]:
    """``speak(lang)`` switches the core to ``lang`` with that catalogue; English after."""
    yield lambda lang: ts_catalogue.speak(lang, ["brp"])
    ts_catalogue.speak("en", [])


# -- the catalogues ------------------------------------------------------------------------------
class _Any:
    """A stand-in for any value a message is formatted with (every format spec accepted)."""

    def __format__(self, spec: str) -> str:
        return "x"

    def __repr__(self) -> str:
        return "'x'"


class _Anything(dict):  # type: ignore[type-arg]
    def __missing__(self, key: str) -> _Any:
        return _Any()


def _formats(text: str) -> bool:
    try:
        text.format_map(_Anything())
    except (ValueError, IndexError, AttributeError, KeyError):
        return False
    return True


def _fields(text: str) -> list[str]:
    return sorted(f for _, f, _, _ in string.Formatter().parse(text) if f)


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_is_translated_and_formats_like_its_source(lang: str) -> None:
    root = ET.parse(REPO / "resources" / "i18n" / f"brp_{lang}.ts").getroot()
    messages = list(root.iter("message"))
    assert len(messages) > 1300
    unfinished = [m.findtext("source") for m in messages if m.find("translation").get("type")]
    assert unfinished == []
    for (_ctx, source), text in catalogue(lang).items():
        assert text.strip() or not source.strip(), source
        if _formats(source):  # a message the core formats: same fields, and it formats too
            assert _formats(text), (source, text)
            assert _fields(text) == _fields(source), (source, text)


@pytest.mark.parametrize("lang", LANGS)
def test_the_seeds_words_where_the_seed_has_them(lang: str) -> None:
    table = catalogue(lang)
    want = {
        "pt_BR": {"DEX ranks": "Níveis de DEX", "Major wound": "Ferimento grave"},
        "es": {"DEX ranks": "Niveles de DEX", "Major wound": "Herida grave"},
    }[lang]
    for source, text in want.items():
        assert table[("brp", source)] == text


def test_the_tool_help_list_matches_the_docstrings() -> None:
    """tool_words.py marks each GM tool's help for the catalogue: it must be the docstring's
    first paragraph (a changed docstring without a changed list would go untranslated)."""
    fns = {e[0]: e[4] for e in spot_rules._CATALOGUE}
    fns |= {e[0]: e[3] for e in table_rules._CATALOGUE}
    fns |= {e[0]: e[4] for e in spot_tools.CATALOGUE}
    for tool_id, fn in fns.items():
        para = " ".join(inspect.getdoc(fn).split("\n\n")[0].split()) if fn.__doc__ else ""
        if para:
            assert tool_words.TOOL_HELP.get(tool_id) == para, tool_id
    labels = {p["label"] for e in spot_rules._CATALOGUE for p in e[5]}
    labels |= {p["label"] for e in table_rules._CATALOGUE for p in e[4]}
    labels |= {p["label"] for e in spot_tools.CATALOGUE for p in e[5]}
    missing = sorted(lbl for lbl in labels if ("brp", lbl) not in catalogue("pt_BR"))
    assert missing == []


# -- a seeded play -------------------------------------------------------------------------------
def _play(enc: Encounter) -> list[str]:
    """Two rounds on the sample (attacks with the first weapon, other actions, a stand-up), a few
    spot rules, and every text a dock would show on the way. Same seed: same play."""
    enc.dice = Dice(7)
    c = enc.combat
    seen: list[str] = []

    def views(who: str) -> None:
        for v in c.action_views(who):
            seen.extend([v.name, v.reason])
        for t in c.track_views(who):
            seen.extend([t.label, t.value if isinstance(t.value, str) else "", t.detail])
        seen.append(c.budget_view(who).text)

    c.roll_initiative()
    c.start_fight()
    while enc.round.number <= 2:
        who = c.current_turn()
        assert who is not None
        views(who)
        foes = [o.name for o in enc if o.side != enc.combatant(who).side]
        for foe in foes:
            p = c.attack_preview(who, foe)
            seen.extend([p.reason, *p.notes, *(f"{m.label} {m.value}" for m in p.modifiers)])
        legal = {v.id for v in c.action_views(who) if v.legal}
        target = next((f for f in foes if c.attack_preview(who, f).allowed), None)
        if "stand_up" in legal:
            c.take_action(who, "stand_up")
        elif "attack" in legal and target:
            c.attack(who, target, None, defence="parry")
        elif "other" in legal:
            c.take_action(who, "other", note="")
        c.next_turn()
    names = [x.name for x in enc]
    run = c.run_spot_rule
    run("weather_wind", wind="severe", target=names[0])
    run("weather_rain", precipitation="snow")
    run("fire", target=names[1], source_="hand_torch")
    run("disease", target=names[2], kind="chills", step="exposure")
    run("acid", target=names[3], strength="strong")
    for t in c.gm_tools():
        seen.extend([t.title, t.group, t.help, *(p.label for p in t.params)])
    for s in enc.ruleset.setting_specs().values():
        seen.extend([s.label, s.help, s.section])
    seen.extend(e["text"] for e in enc.log)
    return [s for s in seen if s]


def _sample() -> Encounter:
    return load_encounter(SAMPLE)


_PT_ES = re.compile(
    r"[ãõçñáéíóúâêôà¿¡]|\b(não|está|rodada|níveis|ação|ações|asalto|niveles|acción|dano|daño|"
    r"contra o|de la|del|el|los|las|uma|um|com|para o|sem|sin|mestre|DJ)\b",
    re.IGNORECASE,
)


def _strip_names(text: str, enc: Encounter) -> str:
    for c in enc:
        text = text.replace(c.name, "")
    for z in enc.map.zones():
        text = text.replace(z.name, "")
    return re.sub(r"«[^»]*»", "", text)  # a seed quote is the seed's own words on purpose


def test_an_english_play_shows_no_portuguese_or_spanish(speak: Any) -> None:
    speak("en")
    enc = _sample()
    texts = _play(enc)
    assert len(texts) > 300
    leaks = sorted({t for t in texts if _PT_ES.search(_strip_names(t, enc))})
    assert leaks == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_play_in_another_language_plays_the_same_and_reads_in_it(lang: str, speak: Any) -> None:
    speak("en")
    english = _sample()
    en_texts = _play(english)
    speak(lang)
    other = _sample()
    texts = _play(other)
    # the language never changes the rules: the same log, entry for entry, but for its words
    assert [(e["kind"], e["round"]) for e in other.log] == [
        (e["kind"], e["round"]) for e in english.log
    ]
    assert len(texts) == len(en_texts)
    same = [t for t, e in zip(texts, en_texts, strict=True) if t == e and re.search("[a-z]{4}", t)]
    words = [t for t in same if re.search("[a-z]{4}", _strip_names(t, other))]
    assert len(words) < len(texts) // 50, words[:20]  # names, dice and ids may stay


@pytest.mark.parametrize(
    ("lang", "verdict", "modifier", "note"),
    [
        ("pt_BR", "Um combatente não pode atacar a si mesmo.", "Alvo caído", "Vento: Vento severo"),
        ("es", "Un combatiente no puede atacarse a sí mismo.", "Objetivo en el suelo", "Viento:"),
    ],
)
def test_a_verdict_and_a_modifier_in_the_ui_language(
    lang: str, verdict: str, modifier: str, note: str, speak: Any, brp_enc: Encounter
) -> None:
    speak(lang)
    assert atk.attack_plan(brp_enc, "Ana", "Ana").reason == verdict
    brp_enc.set_stance("Rat", "prone")
    brp_enc.engage("Bo", "Rat")
    labels = [label for _g, label, _s in atk.attack_plan(brp_enc, "Bo", "Rat").grades]
    assert modifier in labels
    brp_enc.combat.run_spot_rule("weather_wind", wind="severe")
    brp_enc.place("Archer", "z1", (40.0, 5.0))
    preview = brp_enc.combat.attack_preview("Archer", "Ogre", "bow")
    wind = [m for m in preview.modifiers if m.source.startswith("wind.json")]
    assert wind and wind[0].label.startswith(note)
    assert wind[0].seed_note == "«Vento» — seed 001, wind.json"  # the seed's words, any language


def test_the_effect_labels_brp_stores_are_in_the_catalogue() -> None:
    """Effects keep English labels (saved and looked up by them); the display translates them,
    so each must be in the catalogue."""
    from core.rules.brp import actions, damage, light, words

    stored = {actions.SURRENDERED, light.DARKNESS_LABEL, table_rules.EXPOSURE_EFFECT}
    stored |= {table_rules._QUICK_DRAW, *damage.CONDITIONS.values()}
    assert stored <= set(words.EFFECT_LABELS) | set(damage.CONDITIONS.values())
    for label in stored:
        assert ("brp", label) in catalogue("pt_BR") and ("brp", label) in catalogue("es")


def test_the_sheet_follows_the_language(speak: Any) -> None:
    from core.rules.brp import sheet

    speak("pt_BR")
    pt = sheet.character_sheet()
    speak("en")
    en = sheet.character_sheet()
    assert [s.title for s in en.sections][:2] == ["Characteristics", "Derived values"]
    assert [s.title for s in pt.sections][:2] == ["Características", "Valores derivados"]
    assert pt.field("agility").label == "Agilidade (DEX×5)"
    assert en.field("agility").label == "Agility (DEX×5)"
    speak("es")
    labels = [i.label for i in sheet.weapon_items()]
    assert any(label.startswith("Ballesta — ") for label in labels)
