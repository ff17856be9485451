"""The words WWII's forms show for choice ids: the attack options, the GM tools' choices and the
settings form's closed settings, in the UI language (one table decides each word).

>>> choice_word("beyond_effective"), choice_word("resistencia"), choice_word("no_such_id")
('Beyond effective', 'Endurance', 'No such id')
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.i18n import translate
from core.rules.labels import QT_TRANSLATE_NOOP, Labels, id_words, with_choice_labels

CHOICE_WORDS: Mapping[str, str] = Labels(
    "ww2",
    {
        "auto": QT_TRANSLATE_NOOP("ww2", "Auto"),
        "yes": QT_TRANSLATE_NOOP("ww2", "Yes"),
        "no": QT_TRANSLATE_NOOP("ww2", "No"),
        "none": QT_TRANSLATE_NOOP("ww2", "None"),
        "keep": QT_TRANSLATE_NOOP("ww2", "Keep as is"),
        "suppressive_fire": QT_TRANSLATE_NOOP("ww2", "Suppressive fire"),
        "disarm": QT_TRANSLATE_NOOP("ww2", "Disarm"),
        "perfect": QT_TRANSLATE_NOOP("ww2", "Perfect"),
        "partial": QT_TRANSLATE_NOOP("ww2", "Partial"),
        "full": QT_TRANSLATE_NOOP("ww2", "Full"),
        "minimal": QT_TRANSLATE_NOOP("ww2", "Minimal"),
        "fully_hidden": QT_TRANSLATE_NOOP("ww2", "Fully hidden"),
        "lethal": QT_TRANSLATE_NOOP("ww2", "Lethal"),
        "effective": QT_TRANSLATE_NOOP("ww2", "Effective"),
        "beyond_effective": QT_TRANSLATE_NOOP("ww2", "Beyond effective"),
        "retarding": QT_TRANSLATE_NOOP("ww2", "Retarding"),
        "impenetrable": QT_TRANSLATE_NOOP("ww2", "Impenetrable"),
        "standing": QT_TRANSLATE_NOOP("ww2", "Standing"),
        "crouching": QT_TRANSLATE_NOOP("ww2", "Crouching"),
        "prone": QT_TRANSLATE_NOOP("ww2", "Prone"),
        "roll": QT_TRANSLATE_NOOP("ww2", "Roll it"),
        "passed": QT_TRANSLATE_NOOP("ww2", "Passed"),
        "failed": QT_TRANSLATE_NOOP("ww2", "Failed"),
        "spotted": QT_TRANSLATE_NOOP("ww2", "Spotted"),
        "not spotted": QT_TRANSLATE_NOOP("ww2", "Not spotted"),
        "run": QT_TRANSLATE_NOOP("ww2", "Run"),
        "shoot_and_move": QT_TRANSLATE_NOOP("ww2", "Shoot and move"),
        "crouch": QT_TRANSLATE_NOOP("ww2", "Crouched"),
        "crawl": QT_TRANSLATE_NOOP("ww2", "Crawl"),
        "lesion": QT_TRANSLATE_NOOP("ww2", "Lesion"),
        "bleeding": QT_TRANSLATE_NOOP("ww2", "Bleeding"),
        "transfusion": QT_TRANSLATE_NOOP("ww2", "Transfusion"),
        "ferimento": QT_TRANSLATE_NOOP("ww2", "Wound"),
        "defender": QT_TRANSLATE_NOOP("ww2", "the defender"),
        "mover": QT_TRANSLATE_NOOP("ww2", "the mover"),
        "mode": QT_TRANSLATE_NOOP("ww2", "the movement mode's speed"),
        "opposed_gm": QT_TRANSLATE_NOOP("ww2", "opposed by the GM"),
        "gm_decides": QT_TRANSLATE_NOOP("ww2", "the GM decides"),
    },
)
"""Choice ids and their words (skills and conditions: :func:`choice_word` reads their tables)."""


def choice_word(choice: Any) -> str:
    """A choice id as the GM reads it in the UI language: this module's table, then the skills'
    and the conditions' names; else the id with spaces, capitalised."""
    from core.rules.ww2.injuries import CONDITIONS
    from core.rules.ww2.state import SKILLS

    key = str(choice)
    for table in (CHOICE_WORDS, SKILLS, CONDITIONS):
        if key in table:
            return table[key]
    return id_words(key)


def with_choice_words(spec: Any) -> Any:
    """A choice :class:`FlagSpec`/:class:`ParamSpec` with its choices' words (one that names
    them already is kept as it is)."""
    return with_choice_labels(spec, choice_word)


def weapon_status_word(status: str) -> str:
    """A weapon's state ("jammed", "disabled", "destroyed", "lost") in the UI language."""
    words = {
        "jammed": translate("ww2", "jammed"),
        "disabled": translate("ww2", "disabled"),
        "destroyed": translate("ww2", "destroyed"),
        "dropped": translate("ww2", "dropped"),
        "lost": translate("ww2", "lost"),
    }
    return words.get(status, status)


__all__ = ["CHOICE_WORDS", "choice_word", "weapon_status_word", "with_choice_words"]
