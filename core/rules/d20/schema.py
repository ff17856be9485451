"""The d20 ruleset's part of an encounter file, as typed models (see :mod:`core.schema`).

``StateModel`` is ``ruleset_state``: its ``d20`` object (initiative) has every key
:func:`.initiative.empty_state` writes, each of its type (names are checked to exist by
:func:`.initiative.validate_initiative`). ``StatsModel`` is a combatant's ``stats``: ``weapons``
and ``armour`` as the sheet reads them (:func:`.sheet.weapons_of`, :func:`.sheet.armour_of`).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, model_validator

from core.i18n import translate
from core.schema import Loose


class D20Entry(Loose):
    key: str
    members: Annotated[list[str], Field(min_length=1)]
    die: int


class D20Initiative(Loose):
    entries: list[D20Entry]
    next_key: int
    started: bool
    phase: Literal["surprise", "normal"] | None
    current: str | None
    acted: list[str]
    last_order: list[str]


class StateModel(Loose):
    d20: D20Initiative | None = None
    combatants: dict[str, dict[str, Any]] = {}


class StatsModel(Loose):
    weapons: list[dict[str, Any] | str] = []
    armour: list[dict[str, Any] | str] = []

    @model_validator(mode="after")
    def _readable(self) -> StatsModel:
        from core.rules.base import RuleError
        from core.rules.d20.sheet import armour_of, weapons_of

        stats = {"weapons": self.weapons, "armour": self.armour}
        try:
            weapons_of(stats)
            armour_of(stats)
        except (RuleError, KeyError, TypeError) as exc:
            raise ValueError(
                translate("d20", "weapons or armour the sheet can't read ({exc})").format(exc=exc)
            ) from None
        return self
