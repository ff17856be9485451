"""The rolls the app asks for, as WWII Skill tests (seed 002; :mod:`.checks`).

The map asks for a Mobility roll to enter a cluttered zone and to leave someone engaged
(:class:`core.movement.RollNeeded`). The seed has neither roll; its movement skill is Atletismo,
tested "against the Master" ("se o jogador obtiver resultado superior ao do Mestre"), so that is
what a WWII character rolls: d20 + Atletismo + penalties against the GM's d20, higher passes
(``ww2.test_number_meaning`` "opposed_gm"). Any other skill of the sheet is asked the same way.

A sheet without the level refuses the roll by name instead of rolling a zero.

>>> from core.encounter import Encounter
>>> enc = Encounter(ruleset="ww2", seed=3)
>>> enc.map.add_zone("f", name="Field", polygon=[(0, 0), (40, 0), (40, 20), (0, 20)])
>>> enc.add_combatant("Ana", zone="f", stats={"atletismo": 3})
>>> roll_spec(enc, "Ana", "Atletismo").text
"d20 +3 (Athletics 3) against the GM's d20; higher passes"
>>> roll_spec(enc, "Ana", "Frieza").missing
('frieza',)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.i18n import translate
from core.rules.base import RuleError
from core.rules.runner import RollOutcome, RollSpec
from core.rules.ww2 import data
from core.rules.ww2.checks import penalties, skill_test
from core.rules.ww2.sheet import level
from core.rules.ww2.state import SKILLS, skill_label

if TYPE_CHECKING:  # pragma: no cover
    from core.encounter import Encounter

MOBILITY = "atletismo"
"""The sheet's skill for the map's Mobility rolls (``WW2.skill_names["mobility"]``)."""

SOURCE = "002_dd4261c425c1f7c5.txt: Movimentação (Atletismo against the Master); checks.py"


def skill_key(skill: str) -> str | None:
    """The sheet's stat key for a skill asked by key or by name ("Atletismo", "mobility")."""
    key = data.slug(skill)
    if key in ("mobility", "mobilidade"):
        return MOBILITY
    if key in SKILLS:
        return key
    for sid in SKILLS:  # a name in the UI language or in English
        names = (SKILLS[sid], SKILLS.english(sid)) if hasattr(SKILLS, "english") else (SKILLS[sid],)
        if key in (data.slug(n) for n in names):
            return sid
    return None


def skill_word(skill: str) -> str:
    """A skill named in a rule table ("Medicina") in the UI language; other words unchanged."""
    key = skill_key(skill)
    return SKILLS.get(key, skill) if key else skill


def roll_spec(enc: Encounter, name: str, skill: str) -> RollSpec | None:
    """How ``name`` tests ``skill``: ``kind="opposed"`` (d20 + ``modifier`` against the GM's
    d20, higher passes). ``None`` when the GM decides every test or the skill is unknown."""
    enc.combatant(name)
    key = skill_key(skill)
    if key is None or enc.ruleset.settings.get("ww2.test_number_meaning") == "gm_decides":
        return None
    label = skill_label(key)
    own = level(enc.combatant(name).stats, key)
    pens = penalties(enc, name, "skill")
    mod = (own or 0) + sum(p.value for p in pens)
    parts = [f"{label} {own if own is not None else '—'}"]
    parts += [f"{p.label} {p.value:+d}" for p in pens]
    return RollSpec(
        label=label,
        kind="opposed",
        text=translate("ww2", "d20 {mod:+d} ({parts}) against the GM's d20; higher passes").format(
            mod=mod, parts=", ".join(parts)
        ),
        count=1,
        sides=20,
        modifier=mod,
        missing=() if own is not None else (key,),
        source=SOURCE,
    )


def make_roll(enc: Encounter, name: str, skill: str, *, why: str = "") -> RollOutcome:
    """Roll :func:`roll_spec` as a Skill test: one undo step, logged with its dice."""
    spec = roll_spec(enc, name, skill)
    if spec is None:
        raise RuleError(
            translate("ww2", "{skill} has no dice here: the GM rules it at the table.").format(
                skill=skill
            )
        )
    if spec.missing:
        raise RuleError(
            translate(
                "ww2", "{name}'s sheet has no {label}: fill it in, or roll at the table."
            ).format(name=name, label=spec.label)
        )
    key = skill_key(skill) or MOBILITY
    with enc.transaction(
        translate("ww2", "{name}: {label} test").format(name=name, label=spec.label)
    ):
        result = skill_test(enc, name, key, why=why)
    faces = tuple(int(d) for r in result.rolls for d in r.get("dice", []))
    return RollOutcome(result.passed, result.text, faces)
