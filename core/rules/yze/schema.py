"""The YZE ruleset's part of an encounter file, as typed models (see :mod:`core.schema`).

``StatsModel`` is a combatant's ``stats``: ``weapons`` are table ids or picked entries
(``{"id", "name", "row"?}``, a custom weapon's whole row in ``row``), ``armour`` a rating (a
number or A–D) or the picked armour entries, as :func:`.sheet.worn_armour` reads them. The
initiative (``ruleset_state.initiative``) is checked by :func:`.initiative.validate_initiative`.
"""

from __future__ import annotations

from typing import Any

from pydantic import model_validator

from core.i18n import translate
from core.schema import Loose


class WeaponEntry(Loose):
    id: str | int
    name: str = ""
    row: dict[str, Any] | None = None


class StatsModel(Loose):
    weapons: list[str | WeaponEntry] = []
    armour: int | str | list[dict[str, Any]] | None = None

    @model_validator(mode="after")
    def _readable(self) -> StatsModel:
        from core.rules.base import RuleError
        from core.rules.yze.damage import _check_rating
        from core.rules.yze.sheet import worn_armour

        try:
            worn = worn_armour({"armour": self.armour})
            if worn is not None:
                _check_rating(worn["rating"])
        except (RuleError, KeyError, TypeError) as exc:
            raise ValueError(
                translate("yze", "armour the sheet can't read ({exc})").format(exc=exc)
            ) from None
        for w in self.weapons:
            if (
                isinstance(w, WeaponEntry)
                and w.row is not None
                and not isinstance(w.row.get("id"), (str, int))
            ):
                raise ValueError(translate("yze", "a custom weapon's row needs an id"))
        return self
