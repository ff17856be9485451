"""BRP, WWII and 2d6 pulp forms show words, not ids, in the UI language: the attack options'
choices, the GM tools' choices, the closed settings' choices, BRP's skill names and the
templates' sources. The catalogues (resources/i18n/<ruleset>_<lang>.ts) are read in plain
Python: the core only needs a ``(context, text) -> text`` hook."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import ts_catalogue

from core.encounter import Encounter
from core.io import load_encounter
from core.rules.runner import SheetField

REPO = Path(__file__).resolve().parents[2]
RULESETS = ("brp", "ww2", "pulp2d6")


@pytest.fixture
def speak() -> Iterator[Callable[[str, str], None]]:
    """``speak(ruleset, lang)``: the core in ``lang`` with that ruleset's catalogue."""

    yield lambda ruleset, lang: ts_catalogue.speak(lang, [ruleset])
    ts_catalogue.speak("en", [])


def _sample(ruleset: str) -> Encounter:
    return load_encounter(REPO / "resources" / "samples" / f"sample_{ruleset}.zkenc")


def _flag(enc: Encounter, flag_id: str) -> dict[str, str]:
    spec = next(f for f in enc.combat.attack_flags() if f.id == flag_id)
    assert len(spec.choice_labels) == len(spec.choices)
    return dict(zip(spec.choices, spec.choice_labels, strict=True))


def _param(enc: Encounter, tool_id: str, param_id: str) -> dict[str, str]:
    tool = next(t for t in enc.combat.gm_tools() if t.id == tool_id)
    p = next(p for p in tool.params if p.id == param_id)
    assert len(p.choice_labels) == len(p.choices)
    return dict(zip(p.choices, p.choice_labels, strict=True))


def _words(choices: tuple[str, ...]) -> bool:
    """Whether choices are ids a GM reads as words (not numbers such as "+10", "3")."""
    return any(any(ch.isalpha() for ch in str(c)) for c in choices)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_choice_shown_has_its_words_in_english(ruleset):
    enc = _sample(ruleset)
    for f in enc.combat.attack_flags():
        if f.kind == "choice" and _words(f.choices):
            assert len(f.choice_labels) == len(f.choices), f.id
    for t in enc.combat.gm_tools():
        for p in t.params:
            if p.kind == "choice" and _words(p.choices):
                assert len(p.choice_labels) == len(p.choices), (t.id, p.id)
    labels = enc.ruleset.setting_choice_labels()
    for key, choices in enc.ruleset.setting_choices().items():
        words = [c for c in choices if isinstance(c, str)]
        assert set(words) <= set(labels.get(key, {})), key


def test_brp_choices_read_in_portuguese_and_spanish(speak):
    enc = _sample("brp")
    assert _flag(enc, "defence")["parry"] == "Parry"
    speak("brp", "pt_BR")
    assert _flag(enc, "defence")["parry"] == "Aparar"
    assert _flag(enc, "cover")["fortified"] == "Fortificada"
    assert _param(enc, "acid", "strength")["very_strong"] == "muito forte"
    assert enc.ruleset.setting_choice_labels()["brp.zero_hp"]["dying"] == "morrendo"
    speak("brp", "es")
    assert _flag(enc, "autofire")["burst"] == "Ráfaga"
    assert enc.ruleset.setting_choice_labels()["brp.missile_defence"]["always"] == "siempre"


def test_brp_skill_names_show_translated_and_are_stored_as_the_rules_read_them(speak):
    enc = _sample("brp")
    speak("brp", "pt_BR")
    skills = enc.combat.character_sheet().field("skills")
    assert skills.key_label("Dodge") == "Esquiva"
    assert skills.key_label("First Aid") == "Primeiros Socorros"
    assert skills.key_of("primeiros socorros") == "First Aid"  # typed in Portuguese
    assert skills.key_of("Dodge") == "Dodge"
    assert skills.key_of(" Cthulhu Mythos ") == "Cthulhu Mythos"  # a skill the table lacks


def test_a_sheet_field_without_key_labels_shows_names_as_stored():
    f = SheetField("skills", "Skills", "skills")
    assert f.key_label("Dodge") == "Dodge"
    assert f.key_of("  Dodge ") == "Dodge"


def test_ww2_choices_read_in_portuguese_and_the_detection_ruling_keeps_its_ids(speak):
    enc = _sample("ww2")
    speak("ww2", "pt_BR")
    assert _flag(enc, "range_band")["beyond_effective"] == "Além do efetivo"
    assert _flag(enc, "armour")["impenetrable"] == "Impenetrável"
    ruling = _param(enc, "detect", "ruling")
    assert ruling == {"roll": "Rolar", "spotted": "Detectado", "not spotted": "Não detectado"}
    assert _param(enc, "skill_test", "skill")["resistencia"] == "Resistência"
    labels = enc.ruleset.setting_choice_labels()
    assert labels["ww2.test_number_meaning"]["gm_decides"] == "o Mestre decide"


def test_ww2_bleeding_band_text_follows_the_language(speak):
    from core.i18n import rule_text
    from core.rules.ww2.checks import bleeding_band

    enc = _sample("ww2")
    band = bleeding_band(enc, 0)
    assert rule_text(band, "text").startswith("Up to 5")
    speak("ww2", "es")
    assert rule_text(band, "text").startswith("Hasta 5")


def test_pulp_choices_and_vehicle_types_read_in_spanish(speak):
    enc = _sample("pulp2d6")
    speak("pulp2d6", "es")
    assert _flag(enc, "wreck") == {"destroyed": "Destruido", "disabled": "Inutilizado"}
    assert _flag(enc, "hit_on")["attacker's vehicle"] == "El vehículo del atacante"
    vehicle = enc.combat.character_sheet().field("vehicle_type")
    car = vehicle.choice_labels[vehicle.choices.index("car")]
    assert car == "Coche (5 PV)"
    labels = enc.ruleset.setting_choice_labels()
    assert labels["pulp2d6.npc_at_zero_pv"]["countdown"] == "Cuenta atrás de moribundo (1d6)"


@pytest.mark.parametrize(
    ("ruleset", "lang", "words"),
    [
        ("brp", "pt_BR", "Criação do Zonekeeper"),
        ("ww2", "es", "Creación de Zonekeeper"),
        ("pulp2d6", "pt_BR", "Arquétipo criado pelo Zonekeeper"),
    ],
)
def test_template_sources_read_in_the_ui_language(speak, ruleset, lang, words):
    enc = _sample(ruleset)
    assert all("Zonekeeper's own" in t.source for t in enc.combat.character_templates()[:1])
    speak(ruleset, lang)
    assert enc.combat.character_templates()[0].source.startswith(words)
