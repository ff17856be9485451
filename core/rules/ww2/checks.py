"""Skill tests and the penalties every test and attack carries.

The seed gives no procedure for Skill tests: it names them with a number in brackets
("Medicina (0)", "Resistência (0)", "Medicina (5)") and describes one test, Atletismo for extra
metres, as the player's result against the Master's ("se o jogador obtiver resultado superior ao
do Mestre"). ``medicine.json`` records the gap as setting ``ww2.test_number_meaning``; the readings:

- ``"opposed_gm"`` (default): the tester rolls d20 + skill level + penalties; the GM rolls d20 +
  the bracket number; the test passes when the tester's total is *higher* ("superior"). A test
  against another combatant ("Camuflagem contra Atenção", "Frieza vs Explosivos") rolls their d20
  + skill + penalties instead of the GM's die.
- ``"gm_decides"``: the app rolls nothing; every test needs the GM's ``passed=`` ruling.

Any test also takes ``passed=True/False`` — the GM's ruling (a roll at the table) wins.

Penalties (:func:`penalties`): −1 a Lesão (``injuries.json`` lesion_penalty) on every test and
attack; the Sangramento band's penalty (``bleeding.json``) on the kinds it names (the 6–10 band on
Skill tests only unless ``ww2.bleeding_6_10_applies_to_attacks``); timed effects' ``tests`` or
``attack`` modifiers.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from core.effects import effect_modifiers
from core.i18n import translate
from core.rules.base import RuleError
from core.rules.ww2 import data
from core.rules.ww2.state import peek, skill_label, stat

if TYPE_CHECKING:  # pragma: no cover
    from core.encounter import Encounter

TEST_PROCEDURES: tuple[str, ...] = ("opposed_gm", "gm_decides")


@dataclass(frozen=True)
class Modifier:
    """One signed number with where it comes from (a table row, a stat, a setting)."""

    label: str
    value: int
    source: str = ""


@dataclass
class CheckResult:
    """A Skill test: who, which skill, the dice, the opposition and whether it passed."""

    name: str
    skill: str
    passed: bool
    total: int | None = None
    opposition: int | None = None
    opposed_by: str = "GM"
    value: int = 0
    rolls: list[dict[str, Any]] = field(default_factory=list)
    modifiers: list[Modifier] = field(default_factory=list)
    ruled: bool = False
    text: str = ""

    @property
    def margin(self) -> int:
        """How far the tester's total beat (or missed) the opposition (0 for a ruling)."""
        if self.total is None or self.opposition is None:
            return 0
        return self.total - self.opposition

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "skill": self.skill,
            "passed": self.passed,
            "total": self.total,
            "opposition": self.opposition,
            "opposed_by": self.opposed_by,
            "value": self.value,
            "margin": self.margin,
            "ruled": self.ruled,
            "text": self.text,
        }


def bleeding_band(enc: Encounter, points: int) -> dict[str, Any]:
    """The ``bleeding.json`` band row holding ``points`` of Sangramento."""
    for r in data.rows(enc, "bleeding"):
        if "min" not in r:
            continue
        if points >= int(r["min"]) and (r["max"] is None or points <= int(r["max"])):
            return r
    return data.rows(enc, "bleeding")[0]


def penalties(enc: Encounter, name: str, kind: str) -> list[Modifier]:
    """The penalties on ``name``'s ``kind`` of roll (``"skill"`` or ``"attack"``), sourced."""
    out: list[Modifier] = []
    inj = peek(enc, name, "injury")
    per = int(data.row(enc, "injuries", key="lesion_penalty")["modifier_per_lesion"])
    if inj["lesoes"]:
        out.append(
            Modifier(
                translate("ww2", "Injuries ×{lesoes}").format(lesoes=inj["lesoes"]),
                per * int(inj["lesoes"]),
                data.source("injuries", translate("ww2", "−1 an Injury on all tests and Attacks")),
            )
        )
    band = bleeding_band(enc, int(inj["sangramento"]))
    applies = list(band.get("penalty_applies_to", []))
    if (
        kind == "attack"
        and "skill" in applies
        and "attack" not in applies
        and enc.ruleset.settings.get("ww2.bleeding_6_10_applies_to_attacks")
    ):
        applies.append("attack")
    if band.get("penalty") and kind in applies:
        out.append(
            Modifier(
                translate("ww2", "Bleeding {sangramento}").format(sangramento=inj["sangramento"]),
                int(band["penalty"]),
                data.source("bleeding", f"{band['min']}–{band['max']}"),
            )
        )
    fx = effect_modifiers(enc, name).get("tests" if kind == "skill" else "attack", 0)
    if fx:
        out.append(Modifier(translate("ww2", "Timed effects"), int(fx), "core.effects"))
    return out


def _roll_side(
    enc: Encounter, name: str, skill: str, label: str
) -> tuple[int, dict[str, Any], list[Modifier]]:
    level = stat(enc, name, skill)
    own = Modifier(skill_label(skill), level, f"{name}'s {skill}")
    mods = [own, *penalties(enc, name, "skill")]
    roll = enc.dice.roll("1d20", label=label)
    return roll.total + sum(m.value for m in mods), roll.to_dict(), mods


def _missing_note(enc: Encounter, sides: list[tuple[str, str]]) -> str:
    """ " (Kurt's sheet has no Frieza: counted as 0.)" for each level a test read that a sheet
    lacks — said, never a silent zero."""
    gaps = [
        translate("ww2", "{who}'s sheet has no {skill_label}: counted as 0").format(
            who=who, skill_label=skill_label(key)
        )
        for who, key in sides
        if enc.combatant(who).stats.get(key) is None
    ]
    return f" ({'; '.join(gaps)}.)" if gaps else ""


def skill_test(
    enc: Encounter,
    name: str,
    skill: str,
    value: int = 0,
    *,
    against: tuple[str, str] | None = None,
    passed: bool | None = None,
    why: str = "",
) -> CheckResult:
    """Roll (or record the GM's ruling on) a Skill test of ``name`` and log it.

    ``value`` is the bracket number ("Medicina (5)" → 5); ``against`` = (combatant, skill) makes
    it an opposed test. Call inside a transaction (the roll and the log are part of it).
    """
    enc.combatant(name)
    label = f"{skill_label(skill)} ({value})" if against is None else skill_label(skill)
    what = translate("ww2", "{name}'s {label} test").format(name=name, label=label) + (
        f" ({why})" if why else ""
    )
    if passed is not None:
        result = CheckResult(name, skill, bool(passed), value=value, ruled=True)
        result.text = translate("ww2", "{what}: the GM rules it {choice}.").format(
            what=what, choice=_verdict(bool(passed))
        )
        enc.add_log("test", result.text, combatant=name, skill=skill, passed=bool(passed))
        return result
    if enc.ruleset.settings.get("ww2.test_number_meaning", "opposed_gm") == "gm_decides":
        raise RuleError(
            translate(
                "ww2",
                "{what}: the GM decides every test (setting "
                "ww2.test_number_meaning): give passed=True or passed=False.",
            ).format(what=what)
        )
    total, roll, mods = _roll_side(enc, name, skill, label)
    rolls = [roll]
    if against is None:
        gm = enc.dice.roll("1d20", label="GM")
        opposition = gm.total + int(value)
        opp_name = "GM"
        opp_text = (
            translate("ww2", "the GM's d20 {total}").format(total=gm.total)
            + (f" + {value}" if value else "")
            + f" = {opposition}"
        )
        rolls.append(gm.to_dict())
    else:
        other, other_skill = against
        enc.combatant(other)
        opposition, oroll, omods = _roll_side(enc, other, other_skill, skill_label(other_skill))
        opp_name = other
        omod = " ".join(f"{m.value:+d} {m.label}" for m in omods if m.value)
        opp_text = (
            f"{other}'s {skill_label(other_skill)} d20 {oroll['total']} {omod} = {opposition}"
        )
        rolls.append(oroll)
    ok = total > opposition
    mod_text = " ".join(f"{m.value:+d} {m.label}" for m in mods if m.value)
    result = CheckResult(
        name, skill, ok, total, opposition, opp_name, value, rolls, mods, False, ""
    )
    result.text = (
        translate(
            "ww2", "{what}: d20 {total} {mod_text} = {total2} against {opp_text} — {choice}."
        ).format(
            what=what,
            total=roll["total"],
            mod_text=mod_text,
            total2=total,
            opp_text=opp_text,
            choice=_verdict(ok),
        )
    ) + _missing_note(enc, [(name, skill), *([against] if against else [])])
    enc.add_log(
        "test", result.text, roll=roll, combatant=name, skill=skill, passed=ok, margin=result.margin
    )
    return result


def _verdict(passed: bool) -> str:
    """ "passed" or "failed" as a test's line ends, in the UI language."""
    return translate("ww2", "passed") if passed else translate("ww2", "failed")
