"""The translation catalogues (resources/i18n/<area>_<lang>.ts) read in plain Python, no Qt: the
core needs only a ``(context, text) -> text`` hook, the one the GUI fills with Qt's translator.
Shared by the core's and the rulesets' language tests."""

from __future__ import annotations

import re
import string
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable
from pathlib import Path

from core import i18n

REPO = Path(__file__).resolve().parents[2]
LANGS = ("pt_BR", "es")
_CACHE: dict[tuple[str, str], dict[tuple[str, str], str]] = {}


def ts_path(area: str, lang: str) -> Path:
    return REPO / "resources" / "i18n" / f"{area}_{lang}.ts"


def catalogue(area: str, lang: str) -> dict[tuple[str, str], str]:
    """``(context, source) -> translation`` of the finished entries of ``<area>_<lang>.ts``."""
    if (area, lang) not in _CACHE:
        table = {}
        for ctx in ET.parse(ts_path(area, lang)).getroot().iter("context"):
            name = ctx.findtext("name") or ""
            for m in ctx.iter("message"):
                tr = m.find("translation")
                if tr is not None and tr.get("type") not in ("unfinished", "vanished"):
                    table[(name, m.findtext("source") or "")] = tr.text or ""
        _CACHE[(area, lang)] = table
    return _CACHE[(area, lang)]


def unfinished(area: str, lang: str) -> list[str]:
    """Sources of ``<area>_<lang>.ts`` with no finished translation."""
    root = ET.parse(ts_path(area, lang)).getroot()
    out = []
    for m in root.iter("message"):
        tr = m.find("translation")
        if tr is None or tr.get("type") == "unfinished":
            out.append(m.findtext("source") or "")
    return out


def speak(lang: str, areas: Iterable[str]) -> None:
    """Switch the core to ``lang`` with the catalogues of ``areas`` (English: no hook)."""
    if lang == "en":
        i18n.set_language("en")
        i18n.set_translator(None)
        return
    table: dict[tuple[str, str], str] = {}
    for area in areas:
        table |= catalogue(area, lang)
    hook: Callable[..., str] = lambda ctx, text, *_: table.get((ctx, text)) or text  # noqa: E731
    i18n.set_language(lang)
    i18n.set_translator(hook)


def fields(text: str) -> list[str]:
    """The ``{placeholders}`` of a message, sorted (conversions and specs kept)."""
    out = []
    for _, name, spec, conv in string.Formatter().parse(text):
        if name is not None:
            out.append(name + (f"!{conv}" if conv else "") + (f":{spec}" if spec else ""))
    return sorted(out)


PT_ES = re.compile(
    r"[ãõçñáéíóúâêôà¿¡]|\b(não|está|rodada|ação|ações|asalto|acción|dano|daño|contra o|de la|"
    r"del|los|las|uma|um|com|sem|sin|mestre|DJ|PNJ|PJ|VIOLENCIA|DESTREZA|INGENIO|PROTECCIÓN|"
    r"HERIR|FRENES[IÍ]|SACRIFICIO|BALA PERDIDA|ESTRÉS|Agilidade|Prontidão|Precisão|Defesa|"
    r"Ataque|desprevenido|cordura|TURNOS?|o menos|o más)\b",
    re.IGNORECASE,
)
"""Portuguese or Spanish in a text that should be English."""
