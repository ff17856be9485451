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
    "volley": QT_TRANSLATE_NOOP("brp", "volley"),
    "second_attack": QT_TRANSLATE_NOOP("brp", "second attack"),
    "delayed": QT_TRANSLATE_NOOP("brp", "delayed"),
    "engaged": QT_TRANSLATE_NOOP("brp", "engaged"),
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


_CHOICES: dict[str, str] = {
    "agility": QT_TRANSLATE_NOOP("brp", "agility"),
    "failed": QT_TRANSLATE_NOOP("brp", "failed"),
    "passed": QT_TRANSLATE_NOOP("brp", "passed"),
    "roll": QT_TRANSLATE_NOOP("brp", "roll it"),
    "dense_smoke": QT_TRANSLATE_NOOP("brp", "dense smoke"),
    "poison_gas": QT_TRANSLATE_NOOP("brp", "poison gas"),
    "smoke": QT_TRANSLATE_NOOP("brp", "smoke"),
    "strangling": QT_TRANSLATE_NOOP("brp", "strangling"),
    "water": QT_TRANSLATE_NOOP("brp", "water"),
    "burst": QT_TRANSLATE_NOOP("brp", "burst"),
    "full_auto": QT_TRANSLATE_NOOP("brp", "full auto"),
    "Listen": QT_TRANSLATE_NOOP("brp", "Listen"),
    "Spot": QT_TRANSLATE_NOOP("brp", "Spot"),
    "Sense": QT_TRANSLATE_NOOP("brp", "Sense"),
    "food": QT_TRANSLATE_NOOP("brp", "food"),
    "shelter": QT_TRANSLATE_NOOP("brp", "shelter"),
    "day": QT_TRANSLATE_NOOP("brp", "a day passes"),
    "relief": QT_TRANSLATE_NOOP("brp", "relief"),
    "stamina": QT_TRANSLATE_NOOP("brp", "Stamina roll"),
    "atrophy": QT_TRANSLATE_NOOP("brp", "atrophy"),
    "chills": QT_TRANSLATE_NOOP("brp", "chills"),
    "delirium": QT_TRANSLATE_NOOP("brp", "delirium"),
    "malaise": QT_TRANSLATE_NOOP("brp", "malaise"),
    "pox": QT_TRANSLATE_NOOP("brp", "pox"),
    "tremors": QT_TRANSLATE_NOOP("brp", "tremors"),
    "exposure": QT_TRANSLATE_NOOP("brp", "exposure"),
    "recovery": QT_TRANSLATE_NOOP("brp", "recovery roll"),
    "halved": QT_TRANSLATE_NOOP("brp", "halved (demolition)"),
    "increased": QT_TRANSLATE_NOOP("brp", "increased (demolition)"),
    "burning_building": QT_TRANSLATE_NOOP("brp", "burning building"),
    "hand_torch": QT_TRANSLATE_NOOP("brp", "hand torch"),
    "intense": QT_TRANSLATE_NOOP("brp", "intense"),
    "large_fire": QT_TRANSLATE_NOOP("brp", "large fire"),
    "tiny_flame": QT_TRANSLATE_NOOP("brp", "tiny flame"),
    "cap": QT_TRANSLATE_NOOP("brp", "skill cap"),
    "fall": QT_TRANSLATE_NOOP("brp", "fall"),
    "fast": QT_TRANSLATE_NOOP("brp", "fast"),
    "immediate": QT_TRANSLATE_NOOP("brp", "immediate"),
    "slow": QT_TRANSLATE_NOOP("brp", "slow"),
    "drop_prone": QT_TRANSLATE_NOOP("brp", "drop prone"),
    "stand_up": QT_TRANSLATE_NOOP("brp", "stand up"),
    "half": QT_TRANSLATE_NOOP("brp", "half"),
    "complete": QT_TRANSLATE_NOOP("brp", "complete"),
    "heavy": QT_TRANSLATE_NOOP("brp", "heavy"),
    "light_to_moderate": QT_TRANSLATE_NOOP("brp", "light to moderate"),
    "severe": QT_TRANSLATE_NOOP("brp", "severe"),
    "hail": QT_TRANSLATE_NOOP("brp", "hail"),
    "rain": QT_TRANSLATE_NOOP("brp", "rain"),
    "sleet": QT_TRANSLATE_NOOP("brp", "sleet"),
    "snow": QT_TRANSLATE_NOOP("brp", "snow"),
    "gale": QT_TRANSLATE_NOOP("brp", "gale"),
    "hurricane": QT_TRANSLATE_NOOP("brp", "hurricane"),
    "tornado": QT_TRANSLATE_NOOP("brp", "tornado"),
    "failure": QT_TRANSLATE_NOOP("brp", "failure"),
    "difficult_acrobatics": QT_TRANSLATE_NOOP("brp", "difficult acrobatics"),
    "extreme_acrobatics": QT_TRANSLATE_NOOP("brp", "extreme acrobatics"),
    "moderate_acrobatics": QT_TRANSLATE_NOOP("brp", "moderate acrobatics"),
    "simple_acrobatics": QT_TRANSLATE_NOOP("brp", "simple acrobatics"),
    "heavy_armour": QT_TRANSLATE_NOOP("brp", "heavy armour"),
    "light_armour": QT_TRANSLATE_NOOP("brp", "light armour"),
    "medium_armour": QT_TRANSLATE_NOOP("brp", "medium armour"),
    "calm": QT_TRANSLATE_NOOP("brp", "calm"),
    "wind_gale": QT_TRANSLATE_NOOP("brp", "gale"),
    "wind_hurricane": QT_TRANSLATE_NOOP("brp", "hurricane"),
    "wind_light_moderate": QT_TRANSLATE_NOOP("brp", "light to moderate wind"),
    "wind_severe": QT_TRANSLATE_NOOP("brp", "severe wind"),
    "wind_strong": QT_TRANSLATE_NOOP("brp", "strong wind"),
    "wind_tornado": QT_TRANSLATE_NOOP("brp", "tornado"),
    "drop": QT_TRANSLATE_NOOP("brp", "drop it"),
    "light": QT_TRANSLATE_NOOP("brp", "light it"),
    "long_wax_candle": QT_TRANSLATE_NOOP("brp", "long wax candle"),
    "oil_lamp": QT_TRANSLATE_NOOP("brp", "oil lamp"),
    "short_candle": QT_TRANSLATE_NOOP("brp", "short candle"),
    "torch": QT_TRANSLATE_NOOP("brp", "torch"),
    "torch_or_lantern": QT_TRANSLATE_NOOP("brp", "torch or lantern"),
    "collision": QT_TRANSLATE_NOOP("brp", "collision"),
    "ram": QT_TRANSLATE_NOOP("brp", "ram"),
    "exceptional": QT_TRANSLATE_NOOP("brp", "exceptional"),
    "seatbelt": QT_TRANSLATE_NOOP("brp", "seatbelt"),
    "bootlegger_reverse": QT_TRANSLATE_NOOP("brp", "bootlegger reverse"),
    "swerve": QT_TRANSLATE_NOOP("brp", "swerve"),
    "turn": QT_TRANSLATE_NOOP("brp", "turn"),
    "u_turn": QT_TRANSLATE_NOOP("brp", "U-turn"),
}
"""GM tools' choice ids with no place in a sentence, each with its words."""


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


def choice_word(key: str) -> str:
    """A GM tool's or form's choice id as the GM reads it, in the UI language (:func:`word`
    for the ids the rules also put into sentences)."""
    return tr(_CHOICES[key]) if key in _CHOICES else word(key)


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


__all__ = [
    "EFFECT_LABELS",
    "QT_TRANSLATE_NOOP",
    "choice_word",
    "seed_note",
    "tool_help",
    "tr",
    "word",
]
