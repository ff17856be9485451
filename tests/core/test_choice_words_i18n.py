"""The words a choice shows (settings, attack options, sheet fields) read in the UI language
(issue 12): YZE and d20 name every closed-set setting's choices, the YZE ammunition and
target-size options and the size field, in Portuguese and Spanish from their catalogues; the
ids the rules read stay the same."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
import ts_catalogue

from core.encounter import Encounter


@pytest.fixture
def speak() -> Iterator[Callable[[str], None]]:
    yield lambda lang: ts_catalogue.speak(lang, ["yze", "d20"])
    ts_catalogue.speak("en", [])


@pytest.mark.parametrize("ruleset", ["yze", "d20"])
def test_every_closed_setting_names_each_choice(ruleset: str) -> None:
    rules = Encounter(ruleset=ruleset).ruleset
    labels = rules.setting_choice_labels()
    for key, choices in rules.setting_choices().items():
        for choice in choices:
            if choice is None or choice == []:
                continue  # the form's "(default reading)" / "(none)"
            raw = ", ".join(choice) if isinstance(choice, list) else str(choice)
            assert labels[key][raw].strip(), (key, raw)


@pytest.mark.parametrize(
    ("lang", "ruleset", "key", "choice", "words"),
    [
        ("pt_BR", "yze", "yze.dice_mode", "step", "dados de passo"),
        ("es", "yze", "yze.armour_applies_to", "melee, ranged", "cuerpo a cuerpo, a distancia"),
        ("pt_BR", "d20", "d20.scene_end", "gm", "quando o Mestre disser"),
        ("es", "d20", "d20.flat_footed_ends", "first_turn", "en su primer turno"),
    ],
)
def test_setting_choices_in_portuguese_and_spanish(
    speak: Callable[[str], None], lang: str, ruleset: str, key: str, choice: str, words: str
) -> None:
    speak(lang)
    assert Encounter(ruleset=ruleset).ruleset.setting_choice_labels()[key][choice] == words


def test_yze_attack_options_keep_their_ids_and_show_words(speak: Callable[[str], None]) -> None:
    speak("es")
    enc = Encounter(ruleset="yze")
    flags = {f.id: f for f in enc.combat.attack_flags()}
    ammo, size = flags["ammo_mode"], flags["target_size"]
    assert ammo.default == "as set" and ammo.default in ammo.choices
    assert ammo.choice_labels[ammo.choices.index("supply roll")] == "Tirada de suministros"
    assert dict(zip(size.choices, size.choice_labels, strict=True))["small"] == "Pequeño"


def test_yze_size_field_words(speak: Callable[[str], None]) -> None:
    speak("pt_BR")
    field = Encounter(ruleset="yze").combat.character_sheet().field("size")
    assert dict(zip(field.choices, field.choice_labels, strict=True))["large"] == "grande"
