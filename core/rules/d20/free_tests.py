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

from core.i18n import rule_text, translate
from core.resources import load_table
from core.rules.base import RuleError

if TYPE_CHECKING:
    from core.encounter import Encounter

AWARENESS_USE = "awareness"
"""The ``used_for`` tag of the attribute that decides awareness (``attribute_tests.json``)."""


def attribute_choices() -> list[tuple[str, str]]:
    """(key, name) of every attribute ``attribute_tests.json`` knows how to test."""
    return [(r["key"], rule_text(r, "name")) for r in load_table("d20", "attribute_tests")["rows"]]


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
        raise RuleError(
            translate("d20", "Test which attribute? One of {values}.").format(
                values=", ".join(keys.values())
            )
        )
    enc.combatant(name)
    with enc.transaction(
        translate("d20", "{name}: {keys} test").format(name=name, keys=keys[attribute])
    ):
        out = enc.combat.make_roll(
            name, attribute, why=why or translate("d20", "the GM asks for a test")
        )
    return {"text": out.text, "success": out.success, "dice": list(out.dice)}


def awareness_tests(enc: Encounter, names: list[str] | None = None) -> dict[str, Any]:
    """The surprise procedure: each of ``names`` (default everyone) tests Prontidão; a success
    makes them aware of their enemies, a failure unaware. Before the fight only; a combatant
    whose sheet lacks Prontidão is left as they were (and named). One undo step.

    Returns ``{"text", "aware": [...], "unaware": [...], "skipped": [...]}``."""
    if enc.combat.fight_started():
        raise RuleError(
            translate("d20", "Awareness is decided at the start of the battle; the fight is on.")
        )
    who = list(names) if names else [c.name for c in enc]
    if not who:
        raise RuleError(translate("d20", "Nobody is in the encounter to test."))
    key = awareness_attribute()
    aware: list[str] = []
    unaware: list[str] = []
    skipped: list[str] = []
    with enc.transaction(translate("d20", "Awareness tests")):
        for name in who:
            spec = enc.combat.roll_spec(name, key)
            if spec is None or spec.missing:
                if len(who) == 1:
                    raise RuleError(
                        translate("d20", "{name}'s sheet has no Alertness: fill it in.").format(
                            name=name
                        )
                    )
                skipped.append(name)
                continue
            out = enc.combat.make_roll(name, key, why=translate("d20", "aware of the enemies?"))
            enc.combat.set_aware(name, out.success)
            (aware if out.success else unaware).append(name)
        text = _summary(enc, aware, unaware, skipped)
        enc.add_log("surprise", text, aware=aware, unaware=unaware, skipped=skipped)
    return {"text": text, "aware": aware, "unaware": unaware, "skipped": skipped}


def _summary(enc: Encounter, aware: list[str], unaware: list[str], skipped: list[str]) -> str:
    parts = [
        translate("d20", "Aware: {value}").format(value=", ".join(aware) or "nobody"),
        translate("d20", "surprised: {value}").format(value=", ".join(unaware) or "nobody"),
    ]
    if skipped:
        parts.append(
            translate("d20", "not tested (no Alertness on the sheet): {skipped}").format(
                skipped=", ".join(skipped)
            )
        )
    text = translate("d20", "Awareness tests (Alertness) — ") + "; ".join(parts) + "."
    if enc.combat.surprise_due():
        return text + translate("d20", " Some but not all are aware: a surprise round comes first.")
    return text + translate("d20", " No surprise round unless some but not all are aware.")


__all__ = [
    "attribute_choices",
    "attribute_test",
    "awareness_attribute",
    "awareness_tests",
]
