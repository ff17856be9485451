"""YZE skills: which attribute each skill rolls with, and the dice a skill roll gets.

A YZE skill roll is attribute + skill (seed 000: "use a perícia …"; skill ids as in
``actions_slow.json``'s notes). Stats live in ``enc.combatant(name).stats`` under the attribute
and skill ids below; a dice-pool game stores numbers (``"agility": 4``), a step-dice game stores
letters (``"agility": "B"``).

>>> from core.encounter import Encounter
>>> enc = Encounter(ruleset="yze")
>>> enc.map.add_zone("hall", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
>>> enc.add_combatant("Ana", zone="hall", stats={"agility": 4, "ranged": 2})
>>> skill_pool(enc, "Ana", "ranged")
6
>>> skill_attribute("healing")
'empathy'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from core.dice import STEP_DIE_SIDES, PoolRoll, StepRoll
from core.i18n import translate
from core.rules.base import RuleError
from core.rules.labels import QT_TRANSLATE_NOOP, Labels

if TYPE_CHECKING:
    from core.encounter import Encounter

ATTRIBUTES: tuple[str, ...] = ("strength", "agility", "wits", "empathy")
"""Força, Agilidade, Astúcia, Empatia."""

ATTRIBUTE_LABELS: Mapping[str, str] = Labels(
    "yze",
    {
        "strength": QT_TRANSLATE_NOOP("yze", "Strength"),
        "agility": QT_TRANSLATE_NOOP("yze", "Agility"),
        "wits": QT_TRANSLATE_NOOP("yze", "Wits"),
        "empathy": QT_TRANSLATE_NOOP("yze", "Empathy"),
        "health": QT_TRANSLATE_NOOP("yze", "Health"),
        "resolve": QT_TRANSLATE_NOOP("yze", "Resolve"),
        "physical": QT_TRANSLATE_NOOP("yze", "Physical"),
        "mental": QT_TRANSLATE_NOOP("yze", "Mental"),
    },
)
"""Attributes and tracks named for people, in the UI language."""


def attribute_label(key: str) -> str:
    """``"strength"`` → "Strength" (Força, Fuerza …); an unknown key title-cased."""
    return ATTRIBUTE_LABELS.get(key, key.replace("_", " ").title())


SKILL_ATTRIBUTE: Mapping[str, str] = {
    "melee": "strength",  # Combate Corpo a Corpo
    "stamina": "strength",  # Vigor
    "mobility": "agility",  # Mobilidade
    "ranged": "agility",  # Pontaria
    "stealth": "agility",  # Furtividade
    "observation": "wits",  # Observação
    "insight": "wits",  # Intuição
    "crafting": "wits",  # Ofício
    "healing": "empathy",  # Cura
    "persuasion": "empathy",  # Persuasão
}
"""The attribute each YZE skill is rolled with."""

SKILL_LABELS: Mapping[str, str] = Labels(
    "yze",
    {
        "melee": QT_TRANSLATE_NOOP("yze", "Close Combat"),
        "stamina": QT_TRANSLATE_NOOP("yze", "Stamina"),
        "mobility": QT_TRANSLATE_NOOP("yze", "Mobility"),
        "ranged": QT_TRANSLATE_NOOP("yze", "Ranged Combat"),
        "stealth": QT_TRANSLATE_NOOP("yze", "Stealth"),
        "observation": QT_TRANSLATE_NOOP("yze", "Observation"),
        "insight": QT_TRANSLATE_NOOP("yze", "Insight"),
        "crafting": QT_TRANSLATE_NOOP("yze", "Crafting"),
        "healing": QT_TRANSLATE_NOOP("yze", "Healing"),
        "persuasion": QT_TRANSLATE_NOOP("yze", "Persuasion"),
    },
)
"""The skills' names in the UI language (English in the code), for log sentences."""


def skill_attribute(skill: str) -> str:
    """The attribute ``skill`` is rolled with (``"melee"`` → ``"strength"``)."""
    try:
        return SKILL_ATTRIBUTE[skill]
    except KeyError:
        known = ", ".join(sorted(SKILL_ATTRIBUTE))
        raise RuleError(
            translate("yze", "There is no YZE skill called {skill!r}; known: {known}.").format(
                skill=skill, known=known
            )
        ) from None


def skill_label(skill: str) -> str:
    """A skill's English name (``"ranged"`` → ``"Ranged Combat"``)."""
    return SKILL_LABELS.get(skill, skill.replace("_", " ").title())


def _stat(stats: Mapping[str, Any], key: str) -> Any:
    value = stats.get(key, 0)
    return 0 if value is None else value


def uses_step_dice(enc: Encounter, name: str) -> bool:
    """True when ``name``'s attributes are step ratings (letters A–D) rather than numbers."""
    stats = enc.combatant(name).stats
    return any(isinstance(stats.get(a), str) for a in ATTRIBUTES)


def skill_pool(enc: Encounter, name: str, skill: str) -> int:
    """Base dice for ``name`` rolling ``skill`` in a dice-pool game: attribute + skill.

    Missing stats count as 0. Modifiers (range, conditions, crits …) are the caller's to add.
    Step-dice stats (letters) are refused: use :func:`skill_steps` for those.
    """
    attribute = skill_attribute(skill)
    stats = enc.combatant(name).stats
    a, s = _stat(stats, attribute), _stat(stats, skill)
    if isinstance(a, str) or isinstance(s, str):
        raise RuleError(
            translate(
                "yze",
                "{name} has step-dice ratings ({attribute} {a}, {skill} "
                "{s}); roll them as step dice, not as a pool.",
            ).format(name=name, attribute=attribute, a=a, skill=skill, s=s)
        )
    try:
        return max(0, int(a) + int(s))
    except (TypeError, ValueError):
        raise RuleError(
            translate(
                "yze", "{name}'s {attribute} ({a!r}) or {skill} ({s!r}) is not a number."
            ).format(name=name, attribute=attribute, a=a, skill=skill, s=s)
        ) from None


def skill_steps(enc: Encounter, name: str, skill: str) -> list[str]:
    """The two step dice (attribute die, skill die) for ``name`` rolling ``skill``.

    A rating that is missing or not a letter A–D gives no die (an untrained skill rolls the
    attribute die alone).
    """
    attribute = skill_attribute(skill)
    stats = enc.combatant(name).stats
    out = []
    for key in (attribute, skill):
        rating = stats.get(key)
        if isinstance(rating, str) and rating.upper() in STEP_DIE_SIDES:
            out.append(rating.upper())
    return out


def roll_skill(
    enc: Encounter, name: str, skill: str, *, modifier: int = 0, label: str = ""
) -> PoolRoll | StepRoll:
    """Roll ``skill`` for ``name`` through ``enc.dice`` (not logged: the caller logs it).

    Dice pool: attribute + skill + ``modifier`` d6 (never fewer than none). Step dice: the
    attribute and skill dice; a ``modifier`` moves the last die (the skill die) one step per
    point, no further than A or D (the seed gives no step-dice modifier rule; this is a reading).
    """
    text = label or f"{name}: {skill_label(skill)}"
    if not uses_step_dice(enc, name):
        return enc.dice.pool(skill_pool(enc, name, skill) + modifier, label=text)
    from core.dice import step_down, step_up

    steps = skill_steps(enc, name, skill)
    for _ in range(abs(modifier)):
        if not steps:
            break
        i = len(steps) - 1
        if modifier > 0:
            steps[i] = step_up(steps[i])
        else:
            steps[i] = step_down(steps[i]) or "D"
    return enc.dice.step(steps, label=text)


__all__ = [
    "ATTRIBUTES",
    "SKILL_ATTRIBUTE",
    "SKILL_LABELS",
    "roll_skill",
    "skill_attribute",
    "skill_label",
    "skill_pool",
    "skill_steps",
    "uses_step_dice",
]
