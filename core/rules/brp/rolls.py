"""The d100 roll: skills, grades, result levels and the resistance roll.

Seed ``001_02c954899a7409e6.txt``; numbers from ``difficulty.json`` and ``resistance_roll.json``.

- **Grades.** Difficult halves the chance ("Sua classificação de habilidade normal é 72%,
  reduzida pela metade para 36% porque a tarefa é Difícil"); Easy doubles it (the choice
  recorded in ``difficulty.json``: CON×10 is "uma rolagem de resistência fácil" of the CON×5
  Stamina roll); Easy and Difficult cancel ("os modificadores Difícil e Fácil se cancelam
  mutuamente"). Grades do not stack: several sources count as one grade, and any Easy against
  any Difficult cancels (:func:`net_grade`).
- **Rounding of Difficult: up** (setting ``brp.difficult_rounding``). The seed's one example is
  even (72 → 36); every other halving in it says "arredondado para cima" (acid, poison, sweep,
  broken weapons, aura), so a halved chance rounds up too: Difficult 35% is 18%.
- **Result levels.** Special success = 1/5 of the chance (``difficulty.json``: "1/5 da chance
  de habilidade normal (igual à chance de um sucesso especial"). Critical and fumble ranges are
  named but not given by the seed: they are settings with the BRP-standard defaults — critical
  1/20 of the chance, fumble the top 1/20 of the failure chance (always at least 00), ranges
  rounded to the nearest (halves up), 01–05 always succeed and 96–00 always fail.
- **Resistance.** The seed uses resistance rolls everywhere but prints no table: the chance is
  the setting ``brp.resistance_formula`` (BRP standard 50% + 5% × (active − passive)); 100% or
  more succeeds and 0% or less fails without a roll (``brp.resistance_automatic``).

>>> from core.encounter import Encounter
>>> import core.rules.brp  # registers the ruleset
>>> enc = Encounter(ruleset="brp")
>>> [graded_chance(enc, 72, "difficult"), graded_chance(enc, 35, "difficult")]
[36, 18]
>>> graded_chance(enc, 35, "easy")
70
>>> r = ranges(enc, 50); (r.critical, r.special, r.success, r.fumble_from)
(3, 10, 50, 98)
>>> resistance_chance(enc, 12, 10)
60
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from core.i18n import translate
from core.rules.base import RuleError
from core.rules.brp.state import characteristic, row, setting, skill_value
from core.rules.brp.words import QT_TRANSLATE_NOOP, word

if TYPE_CHECKING:
    from core.encounter import Encounter

LEVELS: tuple[str, ...] = ("critical", "special", "success", "failure", "fumble")
SUCCESSES: tuple[str, ...] = ("critical", "special", "success")
GRADES: tuple[str, ...] = ("normal", "easy", "difficult", "impossible")
LEVEL_RANK: dict[str, int] = {"critical": 3, "special": 2, "success": 1, "failure": 0, "fumble": -1}


class _LevelWords(Mapping[str, str]):
    """A roll's level in words, in the UI language at the moment it is read."""

    _WORDS: dict[str, str] = {
        "critical": QT_TRANSLATE_NOOP("brp", "critical success"),
        "special": QT_TRANSLATE_NOOP("brp", "special success"),
        "success": QT_TRANSLATE_NOOP("brp", "success"),
        "failure": QT_TRANSLATE_NOOP("brp", "failure"),
        "fumble": QT_TRANSLATE_NOOP("brp", "fumble"),
    }

    def __getitem__(self, level: str) -> str:
        return translate("brp", self._WORDS[level])

    def __iter__(self) -> Iterator[str]:
        return iter(self._WORDS)

    def __len__(self) -> int:
        return len(self._WORDS)


LEVEL_WORDS: Mapping[str, str] = _LevelWords()


def round_by(x: float, how: str) -> int:
    """Round ``x`` ``"up"``, ``"down"`` or to the ``"nearest"`` (halves up)."""
    if how == "up":
        return math.ceil(x - 1e-9)
    if how == "down":
        return math.floor(x + 1e-9)
    return math.floor(x + 0.5 + 1e-9)


# -- grades ---------------------------------------------------------------------------------------
def grade_multiplier(enc: Encounter, grade: str) -> float:
    """The chance multiplier of a grade (``difficulty.json``; Easy from the setting)."""
    if grade == "normal":
        return 1
    if grade == "easy":
        return float(setting(enc, "brp.easy_multiplier"))
    if grade == "difficult":
        return float(row(enc, "difficulty", grade="difficult")["skill_multiplier"])
    if grade == "impossible":
        return 0
    raise RuleError(
        translate("brp", "Unknown grade {grade!r}; choose from {GRADES}.").format(
            grade=grade, GRADES=", ".join(GRADES)
        )
    )


def graded_chance(enc: Encounter, chance: int, grade: str) -> int:
    """``chance`` made Easy (×2), Difficult (×½, rounded per ``brp.difficult_rounding``),
    Impossible (0) or left normal."""
    mult = grade_multiplier(enc, grade)
    if grade == "difficult":
        return round_by(chance * mult, str(setting(enc, "brp.difficult_rounding")))
    return int(round_by(chance * mult, "nearest"))


def net_grade(grades: Iterable[str]) -> str:
    """One grade from several sources: Impossible wins; Easy and Difficult cancel; repeats of
    one grade count once (the seed never stacks two Difficults)."""
    gs = [g for g in grades if g != "normal"]
    for g in gs:
        if g not in GRADES:
            raise RuleError(
                translate("brp", "Unknown grade {g!r}; choose from {GRADES}.").format(
                    g=g, GRADES=", ".join(GRADES)
                )
            )
    if "impossible" in gs:
        return "impossible"
    easy, difficult = "easy" in gs, "difficult" in gs
    if easy and difficult:
        return "normal"
    return "easy" if easy else "difficult" if difficult else "normal"


# -- result levels --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Ranges:
    """The d100 results of one chance: rolls up to ``critical`` are critical, up to
    ``special`` special, up to ``success`` successes, from ``fumble_from`` fumbles."""

    chance: int
    critical: int
    special: int
    success: int
    fumble_from: int

    def describe(self) -> str:
        bits = []
        if self.critical:
            bits.append(
                translate("brp", "critical 01–{critical:02d}").format(critical=self.critical)
            )
        if self.special:
            bits.append(translate("brp", "special 01–{special:02d}").format(special=self.special))
        bits.append(
            translate("brp", "success 01–{success:02d}").format(success=self.success)
            if self.success
            else translate("brp", "no success")
        )
        if self.fumble_from <= 100:
            bits.append(
                translate("brp", "fumble {fumble_from:02d}–00").format(
                    fumble_from=self.fumble_from % 100
                )
            )
        return ", ".join(bits)


def ranges(
    enc: Encounter, chance: int, *, no_special: bool = False, only_01: bool = False
) -> Ranges:
    """The result ranges of a ``chance`` (see the module docstring for the settings).

    ``no_special``: a hit is never special or critical (long-range missiles: "o resultado é um
    acerto normal"); ``only_01``: only a roll of 01 succeeds (the chase's In Sight)."""
    how = str(setting(enc, "brp.level_rounding"))
    auto_s = int(setting(enc, "brp.automatic_success_max"))
    auto_f = int(setting(enc, "brp.automatic_failure_min"))
    special_fraction = float(row(enc, "difficulty", grade="special_success")["skill_fraction"])
    positive = max(chance, 0)
    success = min(max(chance, auto_s), auto_f - 1)
    special = min(max(1, round_by(positive * special_fraction, how)), success)
    standard = setting(enc, "brp.critical_and_fumble_ranges") == "brp_standard"
    if standard:
        critical = min(
            max(1, round_by(positive * float(setting(enc, "brp.critical_fraction")), how)), special
        )
        size = max(
            1, round_by(max(0, 100 - chance) * float(setting(enc, "brp.fumble_fraction")), how)
        )
        fumble_from = max(101 - size, success + 1)
    else:
        critical, fumble_from = 0, 101
    if only_01:
        success, special, critical = 1, 0, 0
    if no_special:
        special = critical = 0
    return Ranges(chance, critical, special, success, fumble_from)


def level_of(rng: Ranges, roll: int) -> str:
    """The result level of a d100 ``roll`` (1–100, 100 being 00) against ``rng``."""
    if roll <= rng.critical:
        return "critical"
    if roll <= rng.special:
        return "special"
    if roll <= rng.success:
        return "success"
    if roll >= rng.fumble_from:
        return "fumble"
    return "failure"


class Outcome(str):
    """A roll's result level (``"critical"``, ``"special"``, ``"success"``, ``"failure"``,
    ``"fumble"``) — a ``str`` that also carries the ``roll`` (``None`` when automatic), the
    ``chance``, the ``ranges``, a ``label`` and the logged ``text``."""

    roll: int | None
    chance: int
    ranges: Ranges | None
    label: str
    name: str | None
    text: str
    automatic: bool

    def __new__(
        cls,
        level: str,
        *,
        roll: int | None,
        chance: int,
        ranges: Ranges | None,
        label: str = "",
        name: str | None = None,
        text: str = "",
        automatic: bool = False,
    ) -> Outcome:
        if level not in LEVELS:
            raise ValueError(translate("brp", "unknown result level {level!r}").format(level=level))
        obj = str.__new__(cls, level)
        obj.roll, obj.chance, obj.ranges = roll, chance, ranges
        obj.label, obj.name, obj.text, obj.automatic = label, name, text, automatic
        return obj

    @property
    def level(self) -> str:
        return str(self)

    @property
    def success(self) -> bool:
        return str(self) in SUCCESSES

    @property
    def rank(self) -> int:
        return LEVEL_RANK[str(self)]

    def to_dict(self) -> dict[str, Any]:
        return {
            "style": "d100",
            "level": str(self),
            "roll": self.roll,
            "chance": self.chance,
            "ranges": None if self.ranges is None else self.ranges.__dict__.copy(),
            "label": self.label,
            "automatic": self.automatic,
        }


def roll_faces(roll: int | None) -> str:
    """A d100 roll as the table reads it: 7 → "07", 100 → "00"."""
    return "—" if roll is None else f"{roll % 100:02d}"


def d100(
    enc: Encounter,
    *,
    label: str = "",
    chance: int,
    no_special: bool = False,
    only_01: bool = False,
    name: str | None = None,
) -> Outcome:
    """Roll 1D100 against ``chance`` (no log: the caller logs it inside its transaction)."""
    rng = ranges(enc, chance, no_special=no_special, only_01=only_01)
    roll = enc.dice.roll("1d100", label=label).total
    level = level_of(rng, roll)
    text = translate("brp", "{roll_faces} vs {chance}% — {result}").format(
        roll_faces=roll_faces(roll), chance=chance, result=LEVEL_WORDS[level]
    )
    return Outcome(level, roll=roll, chance=chance, ranges=rng, label=label, name=name, text=text)


# -- skill rolls ----------------------------------------------------------------------------------
def skill_chance(
    enc: Encounter,
    name: str | None,
    skill_or_percent: str | int,
    *,
    difficulty: str = "normal",
    modifier: int = 0,
) -> tuple[int, int, str]:
    """(chance, base, base label): the grade applied to the skill first, then ``modifier``
    percentage points (the seed: "Aplique o modificador de dificuldade antes de …")."""
    if isinstance(modifier, bool) or not isinstance(modifier, int):
        raise RuleError(
            translate(
                "brp", "A skill modifier is a whole number of percent, not {modifier!r}."
            ).format(modifier=modifier)
        )
    if difficulty not in GRADES:
        raise RuleError(
            translate("brp", "Unknown difficulty {difficulty!r}; choose from {GRADES}.").format(
                difficulty=difficulty, GRADES=", ".join(GRADES)
            )
        )
    if name is None:
        if isinstance(skill_or_percent, bool) or not isinstance(skill_or_percent, int | float):
            raise RuleError(translate("brp", "Without a combatant the roll needs a percentage."))
        base, label = int(skill_or_percent), f"{int(skill_or_percent)}%"
    else:
        base, label = skill_value(enc, name, skill_or_percent)
    chance = graded_chance(enc, base, difficulty) + modifier
    if difficulty == "impossible":
        chance = 0
    return chance, base, label


def _describe_chance(base_label: str, difficulty: str, modifier: int, chance: int) -> str:
    bits = [base_label]
    if difficulty != "normal":
        bits.append(word(difficulty.title()))
    if modifier:
        bits.append(f"{modifier:+d}%")
    return f"{', '.join(bits)} → {chance}%" if len(bits) > 1 else base_label


def skill_roll(
    enc: Encounter,
    name: str | None,
    skill_or_percent: str | int,
    *,
    difficulty: str = "normal",
    modifier: int = 0,
    label: str | None = None,
    no_special: bool = False,
) -> Outcome:
    """Roll a d100 skill (or characteristic) roll for ``name`` and log it; one undo step.

    ``skill_or_percent``: a skill name from ``stats["skills"]``, a characteristic roll
    ("Agility", "Idea", "Luck", "Stamina" …) or a plain percentage. ``difficulty``:
    ``"normal"``, ``"easy"`` (×2), ``"difficult"`` (×½ rounded up) or ``"impossible"``.
    ``modifier``: percentage points added after the grade. Returns the result level as an
    :class:`Outcome` (``"critical"``, ``"special"``, ``"success"``, ``"failure"``,
    ``"fumble"``).

    An Impossible roll fails without a roll (``difficulty.json``: "Impossível").
    """
    chance, _base, base_label = skill_chance(
        enc, name, skill_or_percent, difficulty=difficulty, modifier=modifier
    )
    what = label or (
        skill_or_percent if isinstance(skill_or_percent, str) else translate("brp", "d100 roll")
    )
    who = f"{name}: " if name else ""
    with enc.transaction(f"{who}{what}"):
        if difficulty == "impossible":
            out = Outcome(
                "failure",
                roll=None,
                chance=0,
                ranges=None,
                label=str(what),
                name=name,
                text=translate("brp", "Impossible — fails without a roll"),
                automatic=True,
            )
            enc.add_log(
                "roll",
                translate("brp", "{who}{what} is Impossible: it fails.").format(who=who, what=what),
                combatant=name,
                roll=out.to_dict(),
            )
            return out
        out = d100(enc, label=str(what), chance=chance, no_special=no_special, name=name)
        desc = _describe_chance(base_label, difficulty, modifier, chance)
        out.text = f"{who}{what} ({desc}): {out.text}."
        enc.add_log("roll", out.text, combatant=name, roll=out.to_dict())
    return out


def percent_roll(
    enc: Encounter, chance: int, *, label: str, name: str | None = None, log: bool = True
) -> Outcome:
    """Roll d100 against a plain chance (a shield's block chance, CON×10 …)."""
    with enc.transaction(label):
        out = d100(enc, label=label, chance=chance, name=name)
        who = f"{name}: " if name else ""
        out.text = f"{who}{label} ({chance}%): {out.text}."
        if log:
            enc.add_log("roll", out.text, combatant=name, roll=out.to_dict())
    return out


def characteristic_roll(
    enc: Encounter,
    name: str,
    char: str,
    multiplier: int,
    *,
    difficulty: str = "normal",
    label: str | None = None,
) -> Outcome:
    """A characteristic roll such as CON×10 or POW×1 for ``name`` (logged)."""
    value = characteristic(enc, name, char)
    assert value is not None
    base = value * multiplier
    what = label or f"{char.upper()}×{multiplier}"
    chance = graded_chance(enc, base, difficulty)
    with enc.transaction(f"{name}: {what}"):
        out = d100(enc, label=what, chance=chance, name=name)
        grade = f", {word(difficulty.title())}" if difficulty != "normal" else ""
        out.text = (
            f"{name}: {what} ({char.upper()} {value}×{multiplier} = {base}%{grade}): {out.text}."
        )
        enc.add_log("roll", out.text, combatant=name, roll=out.to_dict())
    return out


# -- resistance -----------------------------------------------------------------------------------
def resistance_chance(enc: Encounter, active: int, passive: int) -> int:
    """The resistance chance: ``base + per_point × (active − passive)`` (setting
    ``brp.resistance_formula``, BRP standard 50 + 5 × difference)."""
    formula = setting(enc, "brp.resistance_formula")
    return int(round_by(formula["base"] + formula["per_point"] * (active - passive), "nearest"))


def resistance_roll(
    enc: Encounter,
    active: int,
    passive: int,
    *,
    label: str | None = None,
    name: str | None = None,
    active_label: str = "active",
    passive_label: str = "passive",
) -> Outcome:
    """Roll the active force against the passive one; success means the active side wins.
    One undo step, logged; automatic at 100%+ and 0%− (setting ``brp.resistance_automatic``)."""
    for v in (active, passive):
        if isinstance(v, bool) or not isinstance(v, int):
            raise RuleError(
                translate("brp", "A resistance roll compares whole numbers, not {v!r}.").format(v=v)
            )
    chance = resistance_chance(enc, active, passive)
    label = label or translate("brp", "Resistance roll")
    head = translate(
        "brp", "{label}: {active_label} {active} vs {passive_label} {passive} → {chance}%"
    ).format(
        label=label,
        active_label=active_label,
        active=active,
        passive_label=passive_label,
        passive=passive,
        chance=chance,
    )
    with enc.transaction(label):
        if setting(enc, "brp.resistance_automatic") and (chance >= 100 or chance <= 0):
            level = "success" if chance >= 100 else "failure"
            said = (
                translate("brp", "{head}: automatic success.")
                if level == "success"
                else translate("brp", "{head}: automatic failure.")
            )
            out = Outcome(
                level,
                roll=None,
                chance=chance,
                ranges=None,
                label=label,
                name=name,
                text=said.format(head=head),
                automatic=True,
            )
        else:
            out = d100(enc, label=label, chance=chance, name=name)
            out.text = f"{head}: {out.text}."
        enc.add_log("roll", out.text, combatant=name, roll=out.to_dict())
    return out


__all__ = [
    "GRADES",
    "LEVELS",
    "LEVEL_RANK",
    "SUCCESSES",
    "Outcome",
    "Ranges",
    "characteristic_roll",
    "d100",
    "graded_chance",
    "level_of",
    "net_grade",
    "percent_roll",
    "ranges",
    "resistance_chance",
    "resistance_roll",
    "round_by",
    "skill_chance",
    "skill_roll",
]
