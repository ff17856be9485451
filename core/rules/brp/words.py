"""Words the BRP core keeps in tables at import and translates where it shows them.

``QT_TRANSLATE_NOOP("brp", "Attack")`` marks a literal for the catalogue (``pyside6-lupdate``
extracts it like ``translate``) and returns it unchanged; the code that shows it calls
``translate("brp", text)`` then, so the words follow the UI language of that moment.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from core.i18n import translate


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """``text`` unchanged: marked for the catalogue, translated where it is shown."""
    return text


def tr(text: str) -> str:
    """``text`` (a string marked with :func:`QT_TRANSLATE_NOOP`) in the UI language."""
    return translate("brp", text) if text else text


_WORDS: dict[str, str] = {
    "short": QT_TRANSLATE_NOOP("brp", "short"),
    "medium": QT_TRANSLATE_NOOP("brp", "medium"),
    "long": QT_TRANSLATE_NOOP("brp", "long"),
    "none": QT_TRANSLATE_NOOP("brp", "none"),
    "normal": QT_TRANSLATE_NOOP("brp", "normal"),
    "easy": QT_TRANSLATE_NOOP("brp", "easy"),
    "difficult": QT_TRANSLATE_NOOP("brp", "difficult"),
    "impossible": QT_TRANSLATE_NOOP("brp", "impossible"),
    "Easy": QT_TRANSLATE_NOOP("brp", "Easy"),
    "Difficult": QT_TRANSLATE_NOOP("brp", "Difficult"),
    "Impossible": QT_TRANSLATE_NOOP("brp", "Impossible"),
    "Normal": QT_TRANSLATE_NOOP("brp", "Normal"),
    "flee": QT_TRANSLATE_NOOP("brp", "flee"),
    "dodge": QT_TRANSLATE_NOOP("brp", "dodge"),
    "parry": QT_TRANSLATE_NOOP("brp", "parry"),
    "jump": QT_TRANSLATE_NOOP("brp", "jump"),
    "surrender": QT_TRANSLATE_NOOP("brp", "surrender"),
}
"""Ids the core puts into sentences (a weapon's length, a grade), each with its words."""


def word(key: str) -> str:
    """The words for an id the rules put into a sentence (``"long"``, ``"Difficult"`` …) in
    the UI language; an id with no words comes back as it is."""
    return tr(_WORDS[key]) if key in _WORDS else key


SEED = "001"
"""The seed file BRP's rules come from (``/work/shared/seeds/001_*.txt``)."""

_SOURCE = re.compile(r"^(?P<table>[\w]+)\.json — «(?P<section>.+)»$")


def seed_note(source: str) -> str:
    """The seed's own words for a modifier's ``source`` (``"wind.json — «Vento»"``), with seed
    and section for a tooltip: ``"«Vento» — seed 001, wind.json"``; "" for a source that names
    no seed section (a GM's choice, a timed effect)."""
    m = _SOURCE.match(source or "")
    if m is None:
        return ""
    return f"«{m['section']}» — seed {SEED}, {m['table']}.json"


def tool_help(tool_id: str, fn: Callable[..., Any]) -> str:
    """A GM tool's help: the first paragraph of ``fn``'s docstring, whitespace joined, in the
    UI language (the catalogue has it through :data:`core.rules.brp.tool_words.TOOL_HELP`)."""
    from core.rules.brp.tool_words import TOOL_HELP

    text = " ".join((fn.__doc__ or "").strip().split("\n\n")[0].split())
    return tr(TOOL_HELP.get(tool_id, text)) if TOOL_HELP.get(tool_id) == text else text


__all__ = ["QT_TRANSLATE_NOOP", "seed_note", "tool_help", "tr", "word"]
