"""The words the 2d6 pulp forms show for choice ids: the attack options, the GM tools' choices
and the settings form's closed settings, in the UI language (one table decides each word).

>>> choice_word("attacker's vehicle"), choice_word("gm_turn"), choice_word("no_such_id")
("The attacker's vehicle", "A GM's turn after the players", 'No such id')
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.rules.labels import QT_TRANSLATE_NOOP, Labels, id_words, with_choice_labels

CHOICE_WORDS: Mapping[str, str] = Labels(
    "pulp2d6",
    {
        "destroyed": QT_TRANSLATE_NOOP("pulp2d6", "Destroyed"),
        "disabled": QT_TRANSLATE_NOOP("pulp2d6", "Disabled"),
        "attacker": QT_TRANSLATE_NOOP("pulp2d6", "The attacker"),
        "attacker's vehicle": QT_TRANSLATE_NOOP("pulp2d6", "The attacker's vehicle"),
        "first": QT_TRANSLATE_NOOP("pulp2d6", "First weapon"),
        "second": QT_TRANSLATE_NOOP("pulp2d6", "Second weapon"),
        "third": QT_TRANSLATE_NOOP("pulp2d6", "Third weapon"),
        "fourth": QT_TRANSLATE_NOOP("pulp2d6", "Fourth weapon"),
        "npc": QT_TRANSLATE_NOOP("pulp2d6", "NPC"),
        "pc": QT_TRANSLATE_NOOP("pulp2d6", "Player character"),
        "consequences": QT_TRANSLATE_NOOP("pulp2d6", "Consequences and tactics"),
        "gm_turn": QT_TRANSLATE_NOOP("pulp2d6", "A GM's turn after the players"),
        "dies": QT_TRANSLATE_NOOP("pulp2d6", "Die at once"),
        "countdown": QT_TRANSLATE_NOOP("pulp2d6", "Dying countdown (1d6)"),
    },
)
"""Choice ids and their words."""


def choice_word(choice: Any) -> str:
    """A choice id as the GM reads it in the UI language; an id with no words: spaces for its
    underscores, capitalised."""
    key = str(choice)
    if key in CHOICE_WORDS:
        return CHOICE_WORDS[key]
    return id_words(key)


def with_choice_words(spec: Any) -> Any:
    """A choice :class:`FlagSpec`/:class:`ParamSpec` with its choices' words (one that names
    them already is kept as it is)."""
    return with_choice_labels(spec, choice_word)


__all__ = ["CHOICE_WORDS", "choice_word", "with_choice_words"]
