"""Dice: one seedable random source for every ruleset, and the dice styles the seeds use.

- YZE dice pool (seed 000): d6s, a 6 is a success, a 1 is a bane; a push re-rolls every die that
  is neither a success nor a bane.
- YZE step dice (seed 000 "Escala de Dados"): ratings A–D = D12/D10/D8/D6; 6+ is a success and
  10+ counts as two; a 1 is a bane.
- d66, d100, d20, 2d6/3d6 and dice expressions such as ``"1D10+10"`` or ``"2d6"``.

>>> dice = Dice(seed=7)
>>> roll = dice.pool(4)
>>> len(roll.dice), roll.successes == sum(1 for d in roll.dice if d == 6)
(4, True)
>>> Dice(seed=1).expression("1D10+10") >= 11
True
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from core.i18n import translate

STEP_DIE_SIDES: dict[str, int] = {"A": 12, "B": 10, "C": 8, "D": 6}
"""Step-dice ratings (seed 000 "Escala de Dados"): A = D12, B = D10, C = D8, D = D6."""
STEP_ORDER: tuple[str, ...] = ("A", "B", "C", "D")

_EXPR = re.compile(r"^\s*(\d*)\s*[dD]\s*(\d+)\s*(?:([+-])\s*(\d+))?\s*$")
_CONST = re.compile(r"^\s*([+-]?\d+)\s*$")


class DiceError(ValueError):
    """A dice expression or request that makes no sense ("0d6", "d0", "three dice")."""


def step_down(rating: str, steps: int = 1) -> str | None:
    """Lower a step rating (A→B…); ``None`` once it drops past D (nothing left)."""
    i = STEP_ORDER.index(rating.upper()) + steps
    return STEP_ORDER[i] if 0 <= i < len(STEP_ORDER) else None


def step_up(rating: str, steps: int = 1) -> str:
    """Raise a step rating (D→C…), capped at A."""
    i = max(0, STEP_ORDER.index(rating.upper()) - steps)
    return STEP_ORDER[i]


def tally(successes: int, banes: int) -> str:
    """ "2 successes, 1 bane" in the UI language."""
    wins = (
        translate("core", "{n} success") if successes == 1 else translate("core", "{n} successes")
    )
    ones = translate("core", "{n} bane") if banes == 1 else translate("core", "{n} banes")
    return wins.format(n=successes) + ", " + ones.format(n=banes)


@dataclass(frozen=True)
class PoolRoll:
    """A YZE dice-pool roll: base dice (d6). ``pushed`` once re-rolled."""

    dice: tuple[int, ...]
    pushed: bool = False
    pushable: bool = True
    label: str = ""
    first: tuple[int, ...] = ()  # the dice before the push

    @property
    def successes(self) -> int:
        return sum(1 for d in self.dice if d == 6)

    @property
    def banes(self) -> int:
        return sum(1 for d in self.dice if d == 1)

    @property
    def success(self) -> bool:
        return self.successes > 0

    def describe(self) -> str:
        pushed = translate("core", " (pushed)") if self.pushed else ""
        faces = " ".join(str(d) for d in self.dice) or translate("core", "no dice")
        return (
            f"{self.label + ': ' if self.label else ''}[{faces}]{pushed} → "
            f"{tally(self.successes, self.banes)}"
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "style": "pool",
            "dice": list(self.dice),
            "pushed": self.pushed,
            "first": list(self.first),
            "successes": self.successes,
            "banes": self.banes,
            "label": self.label,
        }


@dataclass(frozen=True)
class StepRoll:
    """A YZE step-dice roll: each die is (rating, face). 6+ succeeds, 10+ counts two."""

    dice: tuple[tuple[str, int], ...]
    pushed: bool = False
    pushable: bool = True
    label: str = ""
    first: tuple[tuple[str, int], ...] = ()

    @property
    def successes(self) -> int:
        return sum(2 if face >= 10 else 1 if face >= 6 else 0 for _, face in self.dice)

    @property
    def banes(self) -> int:
        return sum(1 for _, face in self.dice if face == 1)

    @property
    def success(self) -> bool:
        return self.successes > 0

    def describe(self) -> str:
        pushed = translate("core", " (pushed)") if self.pushed else ""
        faces = " ".join(f"D{STEP_DIE_SIDES[r]}:{f}" for r, f in self.dice) or translate(
            "core", "no dice"
        )
        return (
            f"{self.label + ': ' if self.label else ''}[{faces}]{pushed} → "
            f"{tally(self.successes, self.banes)}"
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "style": "step",
            "dice": [[r, f] for r, f in self.dice],
            "pushed": self.pushed,
            "first": [[r, f] for r, f in self.first],
            "successes": self.successes,
            "banes": self.banes,
            "label": self.label,
        }


@dataclass(frozen=True)
class SumRoll:
    """A summed roll (``2d6+1``, ``d20``, ``d100``): the faces and the total."""

    expression: str
    dice: tuple[int, ...]
    modifier: int = 0
    label: str = ""

    @property
    def total(self) -> int:
        return sum(self.dice) + self.modifier

    def describe(self) -> str:
        mod = f" {'+' if self.modifier >= 0 else '-'} {abs(self.modifier)}" if self.modifier else ""
        faces = " + ".join(str(d) for d in self.dice)
        head = f"{self.label}: " if self.label else ""
        return f"{head}{self.expression} = {faces}{mod} = {self.total}"

    def to_dict(self) -> dict[str, Any]:
        return {
            "style": "sum",
            "expression": self.expression,
            "dice": list(self.dice),
            "modifier": self.modifier,
            "total": self.total,
            "label": self.label,
        }


@dataclass
class Dice:
    """The encounter's random source. Give a ``seed`` for repeatable fights (tests, replays)."""

    seed: int | None = None
    _rng: random.Random = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._rng = random.Random(self.seed)

    def die(self, sides: int) -> int:
        if sides < 1:
            raise DiceError(
                translate("core", "A die needs at least one side (got {sides}).").format(
                    sides=sides
                )
            )
        return self._rng.randint(1, sides)

    def choice(self, seq: Sequence[Any]) -> Any:
        return self._rng.choice(list(seq))

    def shuffle(self, items: list[Any]) -> None:
        self._rng.shuffle(items)

    # -- YZE ----------------------------------------------------------------------------------
    def pool(self, n: int, *, label: str = "", pushable: bool = True) -> PoolRoll:
        """Roll ``n`` base d6 (a negative or zero pool rolls nothing)."""
        n = max(0, int(n))
        return PoolRoll(tuple(self.die(6) for _ in range(n)), label=label, pushable=pushable)

    def push_pool(self, roll: PoolRoll) -> PoolRoll:
        """Re-roll every die that is neither a 6 nor a 1 (armour, blast: not pushable)."""
        if roll.pushed:
            raise DiceError(translate("core", "A roll can be pushed only once."))
        if not roll.pushable:
            raise DiceError(translate("core", "This roll can't be pushed."))
        dice = tuple(d if d in (1, 6) else self.die(6) for d in roll.dice)
        return PoolRoll(dice, True, False, roll.label, roll.dice)

    def step(self, ratings: Sequence[str], *, label: str = "", pushable: bool = True) -> StepRoll:
        """Roll step dice, e.g. ``["B", "C"]`` = a D10 and a D8."""
        out = []
        for r in ratings:
            r = str(r).upper()
            if r not in STEP_DIE_SIDES:
                raise DiceError(
                    translate("core", "Unknown step rating {r!r}; use A, B, C or D.").format(r=r)
                )
            out.append((r, self.die(STEP_DIE_SIDES[r])))
        return StepRoll(tuple(out), label=label, pushable=pushable)

    def push_step(self, roll: StepRoll) -> StepRoll:
        if roll.pushed:
            raise DiceError(translate("core", "A roll can be pushed only once."))
        if not roll.pushable:
            raise DiceError(translate("core", "This roll can't be pushed."))
        dice = tuple(
            (r, f) if f >= 6 or f == 1 else (r, self.die(STEP_DIE_SIDES[r])) for r, f in roll.dice
        )
        return StepRoll(dice, True, False, roll.label, roll.dice)

    def d66(self) -> int:
        """Tens die then units die: 11 … 66."""
        return self.die(6) * 10 + self.die(6)

    # -- summed dice --------------------------------------------------------------------------
    def roll(self, expression: str, *, label: str = "") -> SumRoll:
        """Roll a dice expression: ``"2d6"``, ``"1D10+10"``, ``"d20"``, ``"d100"``, ``"3"``."""
        const = _CONST.match(expression)
        if const:
            return SumRoll(expression.strip(), (), int(const.group(1)), label)
        m = _EXPR.match(expression)
        if not m:
            raise DiceError(
                translate(
                    "core", "Not a dice expression: {expression!r} (try 2d6, 1D10+10, d100)."
                ).format(expression=expression)
            )
        count = int(m.group(1)) if m.group(1) else 1
        sides = int(m.group(2))
        if count < 1 or count > 1000:
            raise DiceError(
                translate("core", "Roll between 1 and 1000 dice, not {count}.").format(count=count)
            )
        mod = int(m.group(4) or 0) * (-1 if m.group(3) == "-" else 1)
        dice = tuple(self.die(sides) for _ in range(count))
        return SumRoll(expression.strip(), dice, mod, label)

    def expression(self, expression: str) -> int:
        """Roll ``expression`` and return just the total."""
        return self.roll(expression).total


def parse_expression(expression: str) -> tuple[int, int, int]:
    """(count, sides, modifier) of a dice expression; raises :class:`DiceError`."""
    const = _CONST.match(expression)
    if const:
        return (0, 0, int(const.group(1)))
    m = _EXPR.match(expression)
    if not m:
        raise DiceError(
            translate("core", "Not a dice expression: {expression!r}.").format(
                expression=expression
            )
        )
    count = int(m.group(1)) if m.group(1) else 1
    mod = int(m.group(4) or 0) * (-1 if m.group(3) == "-" else 1)
    return (count, int(m.group(2)), mod)


_TERM = re.compile(r"([+-]?)(\d*)[dD](\d+)|([+-]?)(\d+)")


def parse_terms(expression: str) -> tuple[list[tuple[int, int, int]], int]:
    """The dice terms and the constant of a sum of dice: ``"1D8+1+1D4"`` → ``([(1, 1, 8),
    (1, 1, 4)], 1)``, each term ``(sign, count, sides)``; a leading sign is allowed
    (``"-1D4"``, a damage modifier). Raises :class:`DiceError`.

    >>> parse_terms("2D6-1D4+2")
    ([(1, 2, 6), (-1, 1, 4)], 2)
    """
    text = str(expression).replace(" ", "")
    if not text:
        raise DiceError(translate("core", "Not a dice expression: it is empty."))
    pos, terms, const = 0, [], 0
    while pos < len(text):
        m = _TERM.match(text, pos)
        if not m or m.end() == pos or (pos and text[pos] not in "+-"):
            raise DiceError(
                translate("core", "Not a dice expression: {expression!r}.").format(
                    expression=expression
                )
            )
        if m.group(3):
            count, sides = int(m.group(2) or 1), int(m.group(3))
            if count < 1 or sides < 1:
                raise DiceError(
                    translate("core", "Not a dice expression: {expression!r}.").format(
                        expression=expression
                    )
                )
            terms.append((-1 if m.group(1) == "-" else 1, count, sides))
        else:
            const += int(m.group(5)) * (-1 if m.group(4) == "-" else 1)
        pos = m.end()
    return terms, const
