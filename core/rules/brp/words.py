"""Words the BRP core keeps in tables at import and translates where it shows them.

``QT_TRANSLATE_NOOP("brp", "Attack")`` marks a literal for the catalogue (``pyside6-lupdate``
extracts it like ``translate``) and returns it unchanged; the code that shows it calls
``translate("brp", text)`` then, so the words follow the UI language of that moment.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.i18n import translate


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """``text`` unchanged: marked for the catalogue, translated where it is shown."""
    return text


def tr(text: str) -> str:
    """``text`` (a string marked with :func:`QT_TRANSLATE_NOOP`) in the UI language."""
    return translate("brp", text) if text else text


def tool_help(tool_id: str, fn: Callable[..., Any]) -> str:
    """A GM tool's help: the first paragraph of ``fn``'s docstring, whitespace joined, in the
    UI language (the catalogue has it through :data:`core.rules.brp.tool_words.TOOL_HELP`)."""
    from core.rules.brp.tool_words import TOOL_HELP

    text = " ".join((fn.__doc__ or "").strip().split("\n\n")[0].split())
    return tr(TOOL_HELP.get(tool_id, text)) if TOOL_HELP.get(tool_id) == text else text


__all__ = ["QT_TRANSLATE_NOOP", "tool_help", "tr"]
