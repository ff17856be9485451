"""The UI language, as far as the core needs it: translated messages and rule data in that language.

The core never imports Qt. Its messages go through :func:`translate`, called exactly like Qt's
``QCoreApplication.translate(context, text)`` so ``pyside6-lupdate`` extracts them into the same
catalogues as the GUI's; the GUI installs Qt's translator as the hook at start-up
(:func:`set_translator`). Without a hook (tests, scripts) a message stays English.

Rule data (``resources/rules/**/*.json``) carries its own languages: the plain field
(``"factor"``) is English, ``"factor_pt"`` / ``"factor_es"`` the Portuguese and Spanish words —
the seed's own wording in the seed's language, a faithful translation in the other.
:func:`rule_text` picks the UI language's field; :func:`seed_words` the seed's original.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

LANGUAGES: dict[str, str] = {"en": "English", "pt_BR": "Português (Brasil)", "es": "Español"}
"""The UI languages, by the code the settings store, with each language's own name for itself."""

_DATA_SUFFIX = {"en": "", "pt_BR": "_pt", "es": "_es"}
"""The suffix a rule-data field carries in each UI language."""

SEED_LANGUAGE_SUFFIX = {"pt": "_pt", "es": "_es"}
"""The suffix of the seed's own words, by the ``source.language`` a data file declares."""

Translator = Callable[[str, str], str]

_language = "en"
_translator: Translator | None = None


def _identity(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return text


def language() -> str:
    """The UI language's code: one of :data:`LANGUAGES`."""
    return _language


def set_language(code: str) -> None:
    """Set the UI language; an unknown code is refused with the codes there are."""
    global _language
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}; one of {', '.join(LANGUAGES)}")
    _language = code


def set_translator(fn: Translator | None) -> None:
    """Install the function :func:`translate` hands messages to (Qt's translator), or None."""
    global _translator
    _translator = fn


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Return ``text`` in the UI language; the same call shape as ``QCoreApplication.translate``.

    Pass literals (``translate("yze", "Attacker prone")``) so lupdate can extract them, and
    format afterwards: ``translate("core", "{name} moves").format(name=name)``.
    """
    fn = _translator
    if fn is None or _language == "en":
        return text
    if n >= 0:
        return fn(context, text, disambiguation, n)  # type: ignore[call-arg]
    return fn(context, text)


def rule_text(row: Mapping[str, Any], field: str, lang: str | None = None) -> str:
    """``row[field]`` in the UI language (or ``lang``): ``field_pt``/``field_es``, else English."""
    code = lang or _language
    suffix = _DATA_SUFFIX.get(code, "")
    if suffix:
        value = row.get(field + suffix)
        if value not in (None, ""):
            return str(value)
    value = row.get(field)
    if value in (None, ""):  # a table that has only the seed's words
        for other in ("_pt", "_es"):
            if row.get(field + other):
                return str(row[field + other])
        return ""
    return str(value)


def seed_words(row: Mapping[str, Any], field: str, seed_language: str = "pt") -> str:
    """The seed's own wording of ``row[field]`` (``field_pt`` or ``field_es``), or "" if none."""
    suffix = SEED_LANGUAGE_SUFFIX.get(seed_language, "_pt")
    return str(row.get(field + suffix) or "")
