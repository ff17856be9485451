"""The 2d6 pulp ruleset's part of an encounter file, as typed models (see :mod:`core.schema`).

``StateModel`` is ``ruleset_state``: its ``pulp2d6`` object (the turn order) has every key
:func:`.turns.empty_state` writes, each of its type; names are checked to exist by
:func:`.turns.validate_turns`. ``StatsModel`` is a combatant's ``stats`` (``weapons`` objects).
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import Field

from core.schema import Loose, Strict


class PulpTurns(Loose):
    seating: list[str]
    started: bool
    current: str | None
    acted: list[str]
    attacks: dict[str, dict[str, Any]]
    next_attack: Annotated[int, Field(ge=0)]
    tactics_used: list[Any]


class StateModel(Loose):
    pulp2d6: PulpTurns | None = None
    combatants: dict[str, dict[str, Any]] = {}


class PulpCombatant(Loose):
    damage: Annotated[int, Field(ge=0)] = 0
    pc_lost: Annotated[int, Field(ge=0)] = 0
    heals: Annotated[int, Field(ge=0)] = 0


class CombatantStateModel(Strict):
    """``ruleset_state.combatants.<name>``: the pulp part only."""

    pulp2d6: PulpCombatant = PulpCombatant()


class PulpWeapon(Loose):
    id: str | None = None
    name: str | None = None
    damage: str | int | None = None


class StatsModel(Loose):
    weapons: list[PulpWeapon] = []
