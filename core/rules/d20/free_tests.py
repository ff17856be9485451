"""The GM's free attribute tests under d20 (seed 003, "Determinando a Surpresa").

"O narrador pode pedir testes de Prontidão, ou outros testes, para determinar se os personagens
estão cientes de seus inimigos." Two GM tools read this:

- *Attribute test*: any combatant tests any attribute (``attribute_tests.json``: 1d20 + the
  attribute + the "testes" effects, at or over ``d20.test_difficulty``), logged.
- *Awareness test (Prontidão)*: the surprise procedure — before the fight, each tested
  combatant is aware of the enemies on a success and unaware on a failure (``set_aware``);
  some but not all aware opens the surprise round at *Start fight*.

Each runs as one undo step. The roll itself is the runner's :meth:`make_roll` (the same spec
the roll dialog shows), so the die, the modifier and the difficulty come from one place.

>>> from core.encounter import Encounter
>>> enc = Encounter(ruleset="d20", seed=3)
>>> [key for key, _ in attribute_choices()]
['agilidade', 'prontidao', 'precisao']
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.resources import load_table
from core.rules.base import RuleError

if TYPE_CHECKING:
    from core.encounter import Encounter

AWARENESS_USE = "awareness"
"""The ``used_for`` tag of the attribute that decides awareness (``attribute_tests.json``)."""


def attribute_choices() -> list[tuple[str, str]]:
    """(key, name) of every attribute ``attribute_tests.json`` knows how to test."""
    return [(r["key"], r["name"]) for r in load_table("d20", "attribute_tests")["rows"]]


def awareness_attribute() -> str:
    """The attribute the seed names for awareness ("testes de Prontidão")."""
    for r in load_table("d20", "attribute_tests")["rows"]:
        if AWARENESS_USE in r.get("used_for", []):
            return str(r["key"])
    raise KeyError("d20 table 'attribute_tests' names no attribute for awareness")


def attribute_test(enc: Encounter, name: str, attribute: str, why: str = "") -> dict[str, Any]:
    """``name`` tests ``attribute`` (a key of :func:`attribute_choices`); logged, one undo
    step. Refused when the sheet lacks the attribute. Returns ``{"text", "success", "dice"}``."""
    keys = dict(attribute_choices())
    if attribute not in keys:
        raise RuleError(f"Test which attribute? One of {', '.join(keys.values())}.")
    enc.combatant(name)
    with enc.transaction(f"{name}: {keys[attribute]} test"):
        out = enc.combat.make_roll(name, attribute, why=why or "the GM asks for a test")
    return {"text": out.text, "success": out.success, "dice": list(out.dice)}


def awareness_tests(enc: Encounter, names: list[str] | None = None) -> dict[str, Any]:
    """The surprise procedure: each of ``names`` (default everyone) tests Prontidão; a success
    makes them aware of their enemies, a failure unaware. Before the fight only; a combatant
    whose sheet lacks Prontidão is left as they were (and named). One undo step.

    Returns ``{"text", "aware": [...], "unaware": [...], "skipped": [...]}``."""
    if enc.combat.fight_started():
        raise RuleError("Awareness is decided at the start of the battle; the fight is on.")
    who = list(names) if names else [c.name for c in enc]
    if not who:
        raise RuleError("Nobody is in the encounter to test.")
    key = awareness_attribute()
    aware: list[str] = []
    unaware: list[str] = []
    skipped: list[str] = []
    with enc.transaction("Awareness tests"):
        for name in who:
            spec = enc.combat.roll_spec(name, key)
            if spec is None or spec.missing:
                if len(who) == 1:
                    raise RuleError(f"{name}'s sheet has no Prontidão: fill it in.")
                skipped.append(name)
                continue
            out = enc.combat.make_roll(name, key, why="aware of the enemies?")
            enc.combat.set_aware(name, out.success)
            (aware if out.success else unaware).append(name)
        text = _summary(enc, aware, unaware, skipped)
        enc.add_log("surprise", text, aware=aware, unaware=unaware, skipped=skipped)
    return {"text": text, "aware": aware, "unaware": unaware, "skipped": skipped}


def _summary(enc: Encounter, aware: list[str], unaware: list[str], skipped: list[str]) -> str:
    parts = [
        f"Aware: {', '.join(aware) or 'nobody'}",
        f"surprised: {', '.join(unaware) or 'nobody'}",
    ]
    if skipped:
        parts.append(f"not tested (no Prontidão on the sheet): {', '.join(skipped)}")
    text = "Awareness tests (Prontidão) — " + "; ".join(parts) + "."
    if enc.combat.surprise_due():
        return text + " Some but not all are aware: a surprise round comes first."
    return text + " No surprise round unless some but not all are aware."


__all__ = [
    "attribute_choices",
    "attribute_test",
    "awareness_attribute",
    "awareness_tests",
]
