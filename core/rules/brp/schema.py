"""The BRP ruleset's part of an encounter file, as typed models (see :mod:`core.schema`).

``StatsModel`` is a combatant's ``stats``: ``weapons`` entries as :func:`.weapons.check_weapon`
accepts them (a natural weapon's id or a written-out weapon; ids distinct), ``armour`` and ``db``
as points or dice (:func:`.weapons.parse_dice`). ``CombatantStateModel`` is one entry of
``ruleset_state.combatants`` (its ``brp`` part); the fight's ``brp`` object is checked by
:func:`.state.validate_brp_state`.
"""

from __future__ import annotations

from typing import Any

from pydantic import field_validator

from core.schema import Loose, Strict


def _rule_checked(check: Any, *args: Any) -> Any:
    from core.rules.base import RuleError

    try:
        return check(*args)
    except RuleError as exc:
        raise ValueError(str(exc)) from None


class StatsModel(Loose):
    weapons: list[dict[str, Any] | str] = []
    armour: int | str = 0
    db: int | str = "0"

    @field_validator("weapons")
    @classmethod
    def _weapons(cls, v: list[Any]) -> list[Any]:
        from core.rules.brp.weapons import check_weapon, distinct_ids

        _rule_checked(distinct_ids, [_rule_checked(check_weapon, w, i) for i, w in enumerate(v)])
        return v

    @field_validator("armour", "db")
    @classmethod
    def _dice(cls, v: int | str) -> int | str:
        from core.rules.brp.weapons import parse_dice

        _rule_checked(parse_dice, v)
        return v


class BRPCombatant(Loose):
    hp: int | None = None
    conditions: dict[str, Any] = {}
    ready: list[str] | None = None


class CombatantStateModel(Strict):
    """``ruleset_state.combatants.<name>``: the BRP part only."""

    brp: BRPCombatant = BRPCombatant()
