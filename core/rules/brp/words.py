"""Words the BRP core keeps in tables at import and translates where it shows them.

``QT_TRANSLATE_NOOP("brp", "Attack")`` marks a literal for the catalogue (``pyside6-lupdate``
extracts it like ``translate``) and returns it unchanged; the code that shows it calls
``translate("brp", text)`` then, so the words follow the UI language of that moment.
"""

from __future__ import annotations

from core.i18n import translate


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """``text`` unchanged: marked for the catalogue, translated where it is shown."""
    return text


def tr(text: str) -> str:
    """``text`` (a string marked with :func:`QT_TRANSLATE_NOOP`) in the UI language."""
    return translate("brp", text) if text else text


__all__ = ["QT_TRANSLATE_NOOP", "tr"]
