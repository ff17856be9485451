"""The WWII ruleset's part of an encounter file, as typed models (see :mod:`core.schema`).

``CombatantStateModel`` is one entry of ``ruleset_state.combatants`` (its ``ww2`` part: the
keys :mod:`.state` keeps), ``StateModel`` the whole ``ruleset_state`` and ``StatsModel`` a
combatant's ``stats`` (the weapons list, checked as the sheet checks it). A value of the wrong
type, a combatant's name that names nobody, an unknown attention or armour level is refused at
load with its path.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, field_validator, model_validator

from core.i18n import translate
from core.rules.ww2.state import ARMOURS, EXPOSURES, POSTURES, VISIBILITIES
from core.schema import Loose, Strict

Whole = Annotated[int, Field(ge=0)]
Round = Annotated[int, Field(ge=0)] | None


class Injury(Loose):
    lesoes: Whole = 0
    ferimentos: Whole = 0
    treated: Whole = 0
    sangramento: Whole = 0
    out_of_action: bool = False
    unconscious: bool = False
    coma: bool = False
    dead: bool = False
    cause: str = ""
    treat_round: Round = None
    pain_round: Round = None
    save_round: Round = None


class Suppression(Loose):
    by: str
    round: int


class Aim(Loose):
    round: int
    weapon: str
    target: str | None = None


class DeathClock(Loose):
    rounds_left: int
    cause: str = ""
    value: int = 0
    round: int = 0


class WW2Combatant(Loose):
    attention: Literal["relaxed", "normal", "attentive", "alert"] = "alert"
    posture: Literal[POSTURES] = "standing"  # type: ignore[valid-type]
    armour: Literal[ARMOURS] = "none"  # type: ignore[valid-type]
    exposure: Literal[EXPOSURES] = "auto"  # type: ignore[valid-type]
    visibility: Literal[VISIBILITIES] = "perfect"  # type: ignore[valid-type]
    injury: Injury = Injury()
    conditions: dict[str, Any] = {}
    death_clock: DeathClock | None = None
    surprised_by: dict[str, Any] = {}
    suppression: Suppression | None = None
    aim: Aim | None = None
    weapons: dict[str, dict[str, Any]] = {}
    captured: list[Any] = []
    smg_suppressive_round: int | None = None
    round: dict[str, Any] | None = None


class CombatantStateModel(Strict):
    """``ruleset_state.combatants.<name>``: the WWII part only."""

    ww2: WW2Combatant = WW2Combatant()


class StateModel(Loose):
    """``ruleset_state``: the fight's ``ww2`` object and the per-combatant entries."""

    ww2: dict[str, Any] = {}
    combatants: dict[str, dict[str, Any]] = {}


class StatsModel(Loose):
    """A combatant's ``stats``: skills are whole numbers, ``weapons`` a list the sheet accepts."""

    weapons: list[dict[str, Any]] = []

    @field_validator("weapons")
    @classmethod
    def _weapons(cls, v: list[dict[str, Any]]) -> list[dict[str, Any]]:
        from core.rules.base import RuleError
        from core.rules.ww2.sheet import check_weapons

        try:
            check_weapons(v)
        except RuleError as exc:
            raise ValueError(str(exc)) from None
        return v

    @model_validator(mode="after")
    def _skills(self) -> StatsModel:
        from core.rules.ww2.state import SKILLS

        for key in SKILLS:
            v = (self.model_extra or {}).get(key)
            if v is not None and (isinstance(v, bool) or not isinstance(v, int)):
                raise ValueError(translate("ww2", "{key} is a whole number").format(key=key))
        return self


class _RangeClass(Loose):
    range_class: Literal["melee", "short", "medium", "long"]


def _setting_types() -> dict[str, Any]:
    from core.rules.ww2 import SETTINGS

    out: dict[str, Any] = {
        key: Literal[tuple(spec["options"])]
        for key, spec in SETTINGS.items()
        if spec.get("options")
    }
    out["ww2.weapon_range_table"] = dict[str, _RangeClass]
    return out


SETTING_TYPES: dict[str, Any] = _setting_types()
"""Settings whose default alone does not say their shape (:func:`core.schema.settings_model`)."""
