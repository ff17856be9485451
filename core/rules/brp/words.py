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
    "Dead": QT_TRANSLATE_NOOP("brp", "Dead"),
    "Dying": QT_TRANSLATE_NOOP("brp", "Dying"),
    "Unconscious": QT_TRANSLATE_NOOP("brp", "Unconscious"),
    "flee": QT_TRANSLATE_NOOP("brp", "flee"),
    "weak": QT_TRANSLATE_NOOP("brp", "weak"),
    "strong": QT_TRANSLATE_NOOP("brp", "strong"),
    "very_strong": QT_TRANSLATE_NOOP("brp", "very strong"),
    "medium_or_small": QT_TRANSLATE_NOOP("brp", "medium or small"),
    "full": QT_TRANSLATE_NOOP("brp", "full"),
    "large": QT_TRANSLATE_NOOP("brp", "large"),
    "success": QT_TRANSLATE_NOOP("brp", "success"),
    "special": QT_TRANSLATE_NOOP("brp", "special"),
    "critical": QT_TRANSLATE_NOOP("brp", "critical"),
    "attacked": QT_TRANSLATE_NOOP("brp", "attacked"),
    "attacking": QT_TRANSLATE_NOOP("brp", "attacking"),
    "melee": QT_TRANSLATE_NOOP("brp", "melee"),
    "two_handed_melee": QT_TRANSLATE_NOOP("brp", "two handed melee"),
    "firearm": QT_TRANSLATE_NOOP("brp", "firearm"),
    "other_missile": QT_TRANSLATE_NOOP("brp", "other missile"),
    "basic": QT_TRANSLATE_NOOP("brp", "basic"),
    "open": QT_TRANSLATE_NOOP("brp", "open"),
    "confined_large_weapons": QT_TRANSLATE_NOOP("brp", "confined large weapons"),
    "long_spears": QT_TRANSLATE_NOOP("brp", "long spears"),
    "fighting_retreat": QT_TRANSLATE_NOOP("brp", "fighting retreat"),
    "knockback_then_dodge": QT_TRANSLATE_NOOP("brp", "knockback then dodge"),
    "charge": QT_TRANSLATE_NOOP("brp", "charge"),
    "set_weapon": QT_TRANSLATE_NOOP("brp", "set weapon"),
    "spur": QT_TRANSLATE_NOOP("brp", "spur"),
    "small": QT_TRANSLATE_NOOP("brp", "small"),
    "same_relative_siz": QT_TRANSLATE_NOOP("brp", "same relative siz"),
    "missile_unseen": QT_TRANSLATE_NOOP("brp", "missile unseen"),
    "missile_seen": QT_TRANSLATE_NOOP("brp", "missile seen"),
    "melee_undetected": QT_TRANSLATE_NOOP("brp", "melee undetected"),
    "impale": QT_TRANSLATE_NOOP("brp", "impale"),
    "crush": QT_TRANSLATE_NOOP("brp", "crush"),
    "slash": QT_TRANSLATE_NOOP("brp", "slash"),
    "knockback": QT_TRANSLATE_NOOP("brp", "knockback"),
    "entangle": QT_TRANSLATE_NOOP("brp", "entangle"),
    "dodge": QT_TRANSLATE_NOOP("brp", "dodge"),
    "parry": QT_TRANSLATE_NOOP("brp", "parry"),
    "jump": QT_TRANSLATE_NOOP("brp", "jump"),
    "surrender": QT_TRANSLATE_NOOP("brp", "surrender"),
}
"""Ids the core puts into sentences (a weapon's length, a grade), each with its words."""


EFFECT_LABELS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("brp", "Surrendered"),
    QT_TRANSLATE_NOOP("brp", "Darkness"),
    QT_TRANSLATE_NOOP("brp", "Exposure: physical actions Difficult"),
    QT_TRANSLATE_NOOP("brp", "Quick draw: dodges and parries Difficult"),
    QT_TRANSLATE_NOOP("brp", "Lost control in the air"),
    QT_TRANSLATE_NOOP("brp", "Flying badly: actions Difficult"),
    QT_TRANSLATE_NOOP("brp", "Flying superbly: rolls Easy"),
    QT_TRANSLATE_NOOP("brp", "Demoralised (aura)"),
    QT_TRANSLATE_NOOP("brp", "Mesmerised (aura)"),
    QT_TRANSLATE_NOOP("brp", "Armour vs acid"),
    QT_TRANSLATE_NOOP("brp", "Acid eats the armour"),
    QT_TRANSLATE_NOOP("brp", "Armour vs fire"),
    QT_TRANSLATE_NOOP("brp", "Zero-g: actions Difficult"),
    QT_TRANSLATE_NOOP("brp", "Vacuum haemorrhage"),
    QT_TRANSLATE_NOOP("brp", "On fire"),
    QT_TRANSLATE_NOOP("brp", "Dragged"),
)
"""The timed effects' labels BRP puts on combatants. A label is stored and looked up as it is
(English, an id), so a saved fight reads the same in any language: the effects' display shows
``translate("brp", label)``, and these are in the catalogue for it (the conditions' labels are
in :data:`core.rules.brp.damage.CONDITIONS`)."""


def word(key: str) -> str:
    """The words for an id the rules put into a sentence (``"long"``, ``"Difficult"``,
    ``"very_strong"`` …) in the UI language; an id with no words comes back with spaces for its
    underscores."""
    return tr(_WORDS[key]) if key in _WORDS else key.replace("_", " ")


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


__all__ = ["EFFECT_LABELS", "QT_TRANSLATE_NOOP", "seed_note", "tool_help", "tr", "word"]
