"""Time beyond the round: the GM's "Pass time" (seed 000 "RECUPERAÇÃO", "MORTE", "CURANDO
CRÍTICOS").

A *stretch* (trecho: minutes), a *shift* (the seed's "Turno": hours — called "shift" here,
because "turn" is an initiative turn everywhere else in the app) or a *day* passes:

- everyone resting recovers what the seed heals in that time: per shift one point of damage and
  one of stress when not broken ("NÃO QUEBRADO?"), one point of what broke them when broken and
  alone ("POR CONTA PRÓPRIA"); a day is ``recovery.json``'s ``shifts_per_day`` shifts (a
  reading); a stretch heals nothing;
- lethal critical injuries with that time limit call for death rolls ("MORTE");
- a day heals critical injuries, a day of care counting as two ("CUIDADO");
- timed effects counted in rounds or initiative turns end (the fight is over by then);
- one log line sums it up, and the whole is one undo step.

>>> from core.encounter import Encounter
>>> enc = Encounter(ruleset="yze", seed=1)
>>> enc.map.add_zone("camp", name="Camp", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
>>> enc.add_combatant("Ana", zone="camp", stats={"strength": 3, "agility": 3})
>>> _ = enc.combat.apply_damage("Ana", 3, can_crit=False)
>>> pass_time(enc, "shift", 2)["text"]
'2 shifts pass. Ana recovers 2 damage.'
>>> enc.combat.track_views("Ana")[0].value
5
>>> enc.undo(); enc.combat.track_views("Ana")[0].value
3
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from core.i18n import translate
from core.rules.base import RuleError
from core.rules.labels import QT_TRANSLATE_NOOP, Labels, and_list
from core.rules.yze import crits as _crits
from core.rules.yze import damage as _damage

if TYPE_CHECKING:
    from core.encounter import Encounter

UNITS: tuple[str, ...] = ("stretch", "shift", "day")
"""The units the GM picks (UI words)."""

LADDER_WORD: Mapping[str, str] = {"stretch": "stretch", "shift": "turn", "day": "day"}
"""UI word → the word of ``death.json``'s time ladder (the seed's "turno" is a shift)."""

ENDED_UNITS: tuple[str, ...] = ("rounds", "turns", "dex_ranks")
"""Timed effects counted in these end when a stretch or more passes."""

MAX_COUNT = 365


def shifts_per_day(enc: Encounter) -> int:
    """Shifts a day of rest counts (``recovery.json`` ``time_units``; a reading)."""
    return int(_damage._row(enc, "recovery", "time_units")["shifts_per_day"])


def _plural(n: int, unit: str) -> str:
    """ "1 shift", "2 shifts", "3 stretches" (in the UI language)."""
    from core.rules.yze.attacks import _plural as plural

    return plural(n, unit)


_UNIT_WORDS = Labels(
    "yze",
    {
        "stretch": QT_TRANSLATE_NOOP("yze", "stretch"),
        "shift": QT_TRANSLATE_NOOP("yze", "shift"),
        "day": QT_TRANSLATE_NOOP("yze", "day"),
    },
)


def _unit_word(unit: str) -> str:
    return _UNIT_WORDS.get(unit, unit)


def _check(enc: Encounter, unit: str, count: Any, resting: Iterable[str] | None) -> list[str]:
    if unit not in UNITS:
        raise RuleError(
            translate("yze", "Time passes in stretches, shifts or days, not {unit!r}.").format(
                unit=unit
            )
        )
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_COUNT:
        raise RuleError(
            translate(
                "yze", "Pass between 1 and {MAX_COUNT} {unit}s at a time (got {count!r})."
            ).format(MAX_COUNT=MAX_COUNT, unit=unit, count=count)
        )
    if resting is None:
        return [c.name for c in enc.combatants()]
    names = list(dict.fromkeys(resting))
    for n in names:
        enc.combatant(n)
    return names


def _end_counted_effects(enc: Encounter) -> int:
    from core.effects import all_effects, remove_effect

    ended = [e for e in all_effects(enc) if e["duration"]["unit"] in ENDED_UNITS]
    for e in ended:
        remove_effect(enc, e["id"])
    return len(ended)


def _recover(enc: Encounter, names: list[str], shifts: int) -> dict[str, dict[str, int]]:
    """``shifts`` shifts of recovery for the living among ``names`` (points healed per side)."""
    healed: dict[str, dict[str, int]] = {}
    for name in names:
        if _damage.is_dead(enc, name):
            continue
        for _ in range(shifts):
            got = _damage.recover_turn(enc, name)["healed"]
            for side, n in got.items():
                if n:
                    per = healed.setdefault(name, {})
                    per[side] = per.get(side, 0) + n
    return healed


def _words(enc: Encounter, healed: Mapping[str, Mapping[str, int]]) -> list[str]:
    out = []
    for name, per in healed.items():
        parts = [f"{n} {_damage._side_word(enc, side)}" for side, n in per.items()]
        out.append(
            translate("yze", "{name} recovers {parts}.").format(name=name, parts=and_list(parts))
        )
    return out


def pass_time(
    enc: Encounter,
    unit: str,
    count: int = 1,
    *,
    resting: Iterable[str] | None = None,
    cared_for: Mapping[str, bool | str] | None = None,
) -> dict[str, Any]:
    """``count`` stretches, shifts or days pass (see the module docstring). One undo step.

    ``resting``: who rests and recovers (default everyone). ``cared_for`` (days only):
    ``{name: True}`` when the GM says the carer's Healing roll succeeded, or ``{name: carer}``
    to roll the carer's Healing each day (:func:`core.rules.yze.crits.advance_days`).
    Returns ``{"text", "healed", "death_rolls", "crits_healed", "effects_ended"}``."""
    names = _check(enc, unit, count, resting)
    if cared_for and unit != "day":
        raise RuleError(
            translate("yze", "Care counts per day (seed 000 'care'): pass a day to use it.")
        )
    label = _plural(count, unit)
    with enc.transaction(
        translate("yze", "{label} pass").format(label=label)
        if count != 1
        else translate("yze", "A {unit} passes").format(unit=_unit_word(unit))
    ):
        ended = _end_counted_effects(enc)
        due: dict[str, list[str]] = {}
        crits_healed: dict[str, list[str]] = {}
        if unit == "day":
            days = _crits.advance_days(enc, count, cared_for)
            crits_healed = {n: d["healed"] for n, d in days.items() if d["healed"]}
            shifts = count * shifts_per_day(enc)
        else:
            for _ in range(count):
                for who, ids in _crits.advance_time(enc, LADDER_WORD[unit]).items():
                    due.setdefault(who, []).extend(ids)
            shifts = count if unit == "shift" else 0
        healed = _recover(enc, names, shifts)
        lines = [
            (
                translate("yze", "{label} passes.")
                if count == 1
                else translate("yze", "{label} pass.")
            ).format(label=label[0].upper() + label[1:])
        ]
        lines += _words(enc, healed)
        if due:
            lines.append(translate("yze", "Death rolls due: {due}.").format(due=", ".join(due)))
        if ended:
            lines.append(
                translate("yze", "{plural} ended.").format(plural=_plural(ended, "timed effect"))
            )
        text = " ".join(lines)
        enc.add_log("time", text, unit=unit, count=count)
    return {
        "text": text,
        "healed": healed,
        "death_rolls": due,
        "crits_healed": crits_healed,
        "effects_ended": ended,
    }


__all__ = ["LADDER_WORD", "UNITS", "pass_time", "shifts_per_day"]
