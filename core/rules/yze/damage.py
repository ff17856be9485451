"""YZE damage and stress — seed 000 "DANO & ESTRESSE" up to "PNJs QUEBRADOS".

The three damage systems (setting ``yze.damage_system``), broken, recovery, stressful situations,
push damage, body armour and cover. Critical injuries and death rolls live in
:mod:`core.rules.yze.crits`; :func:`apply_damage` calls into it when a hit causes a critical.

State (per combatant, ``enc.state["combatants"][name]["damage"]``)::

    {"damage": 2, "stress": 0,                 # Health & Resolve: points taken
     "attributes": {"strength": 1},            # attribute damage: points taken per attribute
     "conditions": ["exhausted"],              # conditions: the ones marked, in order
     "broken_by": ["physical"],                # conditions: the types that broke you
     "broken": false, "dead": false, "death_cause": "",
     "armour": {"rating": 3, "name": "Leather"},          # once set or degraded
     "cover": {"rating": 4, "name": "Wooden door", "barrier": "wooden_door", "zone": "hall"},
     "pending_stress": {...}}                  # an Insight roll waiting for push / accept

``broken`` is kept in step with the tracks after every change, so other modules may read it.

>>> from core.encounter import Encounter
>>> enc = Encounter(ruleset="yze", seed=3)
>>> enc.map.add_zone("hall", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
>>> enc.add_combatant("Ana", zone="hall", stats={"strength": 2, "agility": 2})
>>> result = apply_damage(enc, "Ana", 2, can_crit=False)
>>> result["dealt"], is_broken(enc, "Ana"), health(enc, "Ana")
(2, False, (2, 4))
>>> enc.undo(); health(enc, "Ana")
(4, 4)
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from core.dice import (
    STEP_DIE_SIDES,
    STEP_ORDER,
    DiceError,
    PoolRoll,
    StepRoll,
    SumRoll,
    step_down,
    step_up,
)
from core.i18n import rule_text, translate
from core.resources import load_table
from core.rules.base import Cost, RuleError
from core.rules.labels import and_list
from core.rules.yze import sheet as _sheet
from core.rules.yze.skills import (
    ATTRIBUTES,
    attribute_label,
    skill_attribute,
    skill_label,
    skill_pool,
    skill_steps,
    uses_step_dice,
)

if TYPE_CHECKING:
    from core.encounter import Encounter

PHYSICAL_ATTRIBUTES: tuple[str, ...] = ("strength", "agility")
MENTAL_ATTRIBUTES: tuple[str, ...] = ("wits", "empathy")

DAMAGE_SYSTEM_ALIASES: dict[str, str] = {"attribute": "attribute_damage"}
DICE_MODES: tuple[str, ...] = ("pool", "step")
SPECIAL_DAMAGE_KINDS: tuple[str, ...] = ("physical", "stress", "fire", "push")
"""``kind`` values of :func:`apply_damage` besides crit_triggers ``no_crit_table_for``."""


def _choice_default(table_id: str, setting: str) -> Any:
    """The ``default`` a table's choice gives ``setting`` (the table holds the number)."""
    choices = load_table("yze", table_id)["choices"]
    return next(c["default"] for c in choices if c.get("setting") == setting)


SETTING_DEFAULTS: dict[str, Any] = {
    # damage_systems.json choice: "A GM setting; default health_resolve." (its first row)
    "yze.damage_system": "health_resolve",
    # crit_triggers.json choice: None = the trigger that matches the damage system
    "yze.crit_trigger": None,
    # broken.json choice: every further hit on a broken track causes another critical
    "yze.crit_on_damage_while_broken": _choice_default("broken", "yze.crit_on_damage_while_broken"),
    # PNJs QUEBRADOS: "O MJ também pode decidir…" — off until the GM says so
    "yze.broken_minor_npc_dies": False,
    # step_dice.json choice
    "yze.dice_mode": "pool",
    # recovery.json choice: a Turn heals one damage AND one stress
    "yze.recovery_both_tracks": True,
    # armour.json choice: armour helps against melee, ranged and blast attacks
    "yze.armour_applies_to": _choice_default("armour", "yze.armour_applies_to"),
    # critical_healing.json choice: a day of care counts as two only if the roll succeeds
    "yze.critical_care_requires_success": True,
    # critical_injuries_physical.json choice: any Healing roll ends an "until healed" effect
    "yze.until_healed_roll_requires_success": False,
    # weapon_ratings.json choice: each bane of a pushed attack takes a point of weapon bonus
    "yze.push_damages_weapon": _choice_default("weapon_ratings", "yze.push_damages_weapon"),
}
"""Settings this module reads from ``enc.state["settings"]``, with their defaults."""


# -- tables -----------------------------------------------------------------------------------
def _table(enc: Encounter, table_id: str) -> dict[str, Any]:
    return enc.ruleset.table(table_id)


def _row(enc: Encounter, table_id: str, row_id: str) -> dict[str, Any]:
    for row in _table(enc, table_id)["rows"]:
        if row.get("id") == row_id:
            return row
    raise RuleError(
        translate("yze", "The {table_id} table has no entry {row_id!r}.").format(
            table_id=table_id, row_id=row_id
        )
    )


def damage_system_row(enc: Encounter) -> dict[str, Any]:
    """The damage_systems.json row of the encounter's damage system."""
    return _row(enc, "damage_systems", yze_setting(enc, "yze.damage_system"))


def _condition_rows(enc: Encounter, side: str) -> list[dict[str, Any]]:
    return [
        r for r in _table(enc, "conditions")["rows"] if "kind" not in r and r.get("type") == side
    ]


def _conditions_per_type(enc: Encounter) -> int:
    return int(_row(enc, "conditions", "breaking_point")["conditions_per_type"])


def no_crit_table_kinds(enc: Encounter) -> tuple[str, ...]:
    """Damage kinds that never use the critical tables (crit_triggers "other_damage_types")."""
    return tuple(_row(enc, "crit_triggers", "other_damage_types")["no_crit_table_for"])


# -- settings ---------------------------------------------------------------------------------
def yze_setting(enc: Encounter, key: str, default: Any = None) -> Any:
    """An encounter setting from ``enc.state["settings"]``, else the ruleset's, else its default.

    >>> from core.encounter import Encounter
    >>> yze_setting(Encounter(ruleset="yze"), "yze.damage_system")
    'health_resolve'
    """
    settings = enc.state.get("settings", {})
    if key in settings:
        return copy.deepcopy(settings[key])
    ruleset_settings = getattr(enc.ruleset, "settings", None) or {}
    if key in ruleset_settings:
        return copy.deepcopy(ruleset_settings[key])
    if key in SETTING_DEFAULTS:
        return copy.deepcopy(SETTING_DEFAULTS[key])
    return default


def setting_choices(ruleset: Any) -> dict[str, tuple[Any, ...]]:
    """The closed sets of values of the settings above, read from their tables: the damage
    systems, the crit triggers (None = the one matching the damage system, or one trigger),
    the dice modes and what armour helps against."""
    systems = tuple(r["id"] for r in ruleset.table("damage_systems")["rows"])
    triggers = [r["id"] for r in ruleset.table("crit_triggers")["rows"] if "order" in r]
    kinds = list(SETTING_DEFAULTS["yze.armour_applies_to"])
    return {
        "yze.damage_system": systems,
        "yze.crit_trigger": (None, *([t] for t in triggers)),
        "yze.dice_mode": DICE_MODES,
        "yze.armour_applies_to": (kinds, kinds[:2], [kinds[0]], []),
    }


def _check_setting(enc: Encounter, key: str, value: Any) -> Any:
    if key == "yze.damage_system":
        value = DAMAGE_SYSTEM_ALIASES.get(value, value)
        ids = [r["id"] for r in _table(enc, "damage_systems")["rows"]]
        if value not in ids:
            raise RuleError(
                translate("yze", "Unknown damage system {value!r}; choose from {ids}.").format(
                    value=value, ids=", ".join(ids)
                )
            )
    elif key == "yze.crit_trigger":
        if value is None:
            return None
        if isinstance(value, str):
            value = [value]
        ids = [r["id"] for r in _table(enc, "crit_triggers")["rows"] if "order" in r]
        value = list(value)
        bad = [v for v in value if v not in ids]
        if bad:
            raise RuleError(
                translate(
                    "yze",
                    "Unknown critical trigger {bad!r}; choose from {ids} (or "
                    "None for the one that matches the damage system).",
                ).format(bad=bad[0], ids=", ".join(ids))
            )
    elif key == "yze.dice_mode":
        if value not in DICE_MODES:
            raise RuleError(
                translate("yze", "Dice mode is 'pool' or 'step', not {value!r}.").format(
                    value=value
                )
            )
    elif key == "yze.armour_applies_to":
        value = [str(v) for v in value]
    elif isinstance(SETTING_DEFAULTS.get(key), bool) and not isinstance(value, bool):
        raise RuleError(
            translate("yze", "Setting {key} is on or off (True or False).").format(key=key)
        )
    return value


def set_yze_setting(enc: Encounter, key: str, value: Any) -> None:
    """Change an encounter setting (undoable, logged). Known keys are checked."""
    value = _check_setting(enc, key, value)
    if yze_setting(enc, key) == value and key in enc.state.get("settings", {}):
        return
    with enc.transaction(translate("yze", "Set {key}").format(key=key)):
        enc.state.setdefault("settings", {})[key] = copy.deepcopy(value)
        enc.add_log(
            "setting",
            translate("yze", "Setting {key} is now {value!r}.").format(key=key, value=value),
            setting=key,
            value=value,
        )
        if key == "yze.damage_system":
            for name in list(enc.state.get("combatants", {})):
                if name in enc and "damage" in enc.state["combatants"][name]:
                    _sync(enc, name)


def enabled_crit_triggers(enc: Encounter) -> list[str]:
    """The crit_triggers.json row ids in force (setting ``yze.crit_trigger``).

    Unset, it is the one trigger that matches the damage system (the table's reading).
    """
    chosen = yze_setting(enc, "yze.crit_trigger")
    if chosen is not None:
        return list(chosen)
    system = yze_setting(enc, "yze.damage_system")
    return [
        r["id"]
        for r in _table(enc, "crit_triggers")["rows"]
        if "order" in r and r.get("damage_system") == system
    ]


# -- state ------------------------------------------------------------------------------------
def _peek(enc: Encounter, name: str, key: str = "damage") -> dict[str, Any]:
    """Read-only view of a combatant's sub-state (never creates anything)."""
    enc.combatant(name)
    per = enc.state.get("combatants", {}).get(name, {})
    data = per.get(key, {})
    return data if isinstance(data, dict) else {}


def _state(enc: Encounter, name: str, key: str = "damage") -> dict[str, Any]:
    """The writable sub-state (call inside a transaction)."""
    enc.combatant(name)
    return enc.ruleset.combatant_state(enc, name).setdefault(key, {})


def _stats(enc: Encounter, name: str) -> Mapping[str, Any]:
    return enc.combatant(name).stats


def _points(value: Any) -> int:
    """A stat as points (:func:`core.rules.yze.sheet.points`: A = 4 … D = 1)."""
    return _sheet.points(value)


def _side_of(attribute: str) -> str:
    return "physical" if attribute in PHYSICAL_ATTRIBUTES else "mental"


# -- the tracks -------------------------------------------------------------------------------
def max_health(enc: Encounter, name: str) -> int:
    """Health: the sheet's derived maximum (:func:`core.rules.yze.sheet.max_health_of`)."""
    return _sheet.max_health_of(_stats(enc, name))


def max_resolve(enc: Encounter, name: str) -> int:
    """Resolve: the sheet's derived maximum (:func:`core.rules.yze.sheet.max_resolve_of`)."""
    return _sheet.max_resolve_of(_stats(enc, name))


def health(enc: Encounter, name: str) -> tuple[int, int]:
    """(current, maximum) Health (Health & Resolve system)."""
    mx = max_health(enc, name)
    return max(0, mx - int(_peek(enc, name).get("damage", 0))), mx


def resolve(enc: Encounter, name: str) -> tuple[int, int]:
    """(current, maximum) Resolve (Health & Resolve system)."""
    mx = max_resolve(enc, name)
    return max(0, mx - int(_peek(enc, name).get("stress", 0))), mx


def attribute_points(enc: Encounter, name: str, attribute: str) -> tuple[int, int]:
    """(current, maximum) points of an attribute after attribute damage."""
    _check_attribute(attribute)
    mx = max(1, _points(_stats(enc, name).get(attribute, 0)))
    taken = int(_peek(enc, name).get("attributes", {}).get(attribute, 0))
    return max(0, mx - taken), mx


def attribute_value(enc: Encounter, name: str, attribute: str) -> int | str | None:
    """The attribute to roll now: a number (dice pool) or a step rating, after attribute damage.

    Only the attribute-damage system lowers it. A step rating stepped past D is ``None``.
    """
    _check_attribute(attribute)
    raw = _stats(enc, name).get(attribute, 0)
    if yze_setting(enc, "yze.damage_system") != "attribute_damage":
        return raw
    current, _ = attribute_points(enc, name, attribute)
    if isinstance(raw, str) and raw.strip().upper() in STEP_ORDER:
        return STEP_ORDER[len(STEP_ORDER) - current] if current else None
    return current


def conditions(enc: Encounter, name: str) -> list[str]:
    """The conditions marked on ``name`` (condition system), in the order taken."""
    return list(_peek(enc, name).get("conditions", []))


def _check_attribute(attribute: str) -> None:
    if attribute not in ATTRIBUTES:
        raise RuleError(
            translate("yze", "Unknown attribute {attribute!r}; use {attributes}.").format(
                attribute=attribute, attributes=", ".join(ATTRIBUTES)
            )
        )


def _broken_sides(enc: Encounter, name: str) -> list[str]:
    """Which sides (physical/mental) are broken now, from the tracks."""
    system = yze_setting(enc, "yze.damage_system")
    d = _peek(enc, name)
    sides: list[str] = []
    if system == "health_resolve":
        if health(enc, name)[0] == 0:
            sides.append("physical")
        if resolve(enc, name)[0] == 0:
            sides.append("mental")
    elif system == "attribute_damage":
        for attr in ATTRIBUTES:
            if attr in d.get("attributes", {}) and attribute_points(enc, name, attr)[0] == 0:
                side = _side_of(attr)
                if side not in sides:
                    sides.append(side)
    else:
        per = _conditions_per_type(enc)
        marked = d.get("conditions", [])
        for side in d.get("broken_by", []):
            ids = {r["id"] for r in _condition_rows(enc, side)}
            if sum(1 for c in marked if c in ids) >= per:
                sides.append(side)
    return sides


def _sync(enc: Encounter, name: str) -> None:
    """Bring the stored ``broken`` flag (and ``broken_by``) in step with the tracks."""
    d = _state(enc, name)
    sides = _broken_sides(enc, name)
    if yze_setting(enc, "yze.damage_system") == "conditions":
        d["broken_by"] = sides
    d["broken"] = bool(sides)


# -- predicates -------------------------------------------------------------------------------
def is_broken(enc: Encounter, name: str) -> bool:
    """Broken: out of action — no actions, no skill rolls (seed "QUEBRADO")."""
    return bool(_peek(enc, name).get("broken", False))


def is_dead(enc: Encounter, name: str) -> bool:
    return bool(_peek(enc, name).get("dead", False))


def is_dying(enc: Encounter, name: str) -> bool:
    """An untreated lethal critical injury, or death rolls from fire (seed "MORTE", "FOGO")."""
    if is_dead(enc, name):
        return False
    c = _peek(enc, name, "crits")
    if c.get("fire_death_rolls"):
        return True
    return any(
        i.get("lethal") and not i.get("stabilised") and not i.get("instant_death")
        for i in c.get("injuries", [])
    )


def broken_sides(enc: Encounter, name: str) -> list[str]:
    """ "physical" and/or "mental": what broke ``name`` (empty when not broken)."""
    return _broken_sides(enc, name) if is_broken(enc, name) else []


def condition_modifier(enc: Encounter, name: str, attribute: str) -> int:
    """The condition penalty on rolls with ``attribute``: −1 per condition of its type.

    Only the conditions system has conditions; the others give 0.
    """
    _check_attribute(attribute)
    if yze_setting(enc, "yze.damage_system") != "conditions":
        return 0
    marked = set(conditions(enc, name))
    return sum(
        int(r["roll_modifier"])
        for r in _table(enc, "conditions")["rows"]
        if "kind" not in r and r["id"] in marked and attribute in r["affects_attributes"]
    )


def _active_injuries(enc: Encounter, name: str) -> list[dict[str, Any]]:
    return [i for i in _peek(enc, name, "crits").get("injuries", []) if not i.get("healed")]


def crit_skill_modifiers(enc: Encounter, name: str) -> dict[str, int]:
    """Skill modifiers from the critical injuries not yet healed, summed per skill.

    Seed "MODIFICADORES DE PERÍCIA": cumulative, and they apply even without the skill.
    """
    out: dict[str, int] = {}
    for inj in _active_injuries(enc, name):
        for skill, mod in (inj.get("skill_modifiers") or {}).items():
            out[skill] = out.get(skill, 0) + int(mod)
    return {k: v for k, v in out.items() if v}


def crit_attribute_modifiers(enc: Encounter, name: str) -> dict[str, int]:
    """Modifiers to all rolls of an attribute, from mental critical injuries (e.g. Tremors)."""
    out: dict[str, int] = {}
    for inj in _active_injuries(enc, name):
        for attr, mod in (inj.get("attribute_modifiers") or {}).items():
            out[attr] = out.get(attr, 0) + int(mod)
    return {k: v for k, v in out.items() if v}


def roll_modifier(
    enc: Encounter, name: str, skill: str | None = None, attribute: str | None = None
) -> int:
    """Every damage-side modifier to a roll: conditions, critical skill and attribute modifiers."""
    if attribute is None and skill is not None:
        attribute = skill_attribute(skill)
    total = 0
    if attribute is not None:
        total += condition_modifier(enc, name, attribute)
        total += crit_attribute_modifiers(enc, name).get(attribute, 0)
    if skill is not None:
        total += crit_skill_modifiers(enc, name).get(skill, 0)
    return total


def damage_tracks(enc: Encounter, name: str) -> dict[str, Any]:
    """Everything the tracks dock shows for ``name`` under the encounter's damage system."""
    system = yze_setting(enc, "yze.damage_system")
    d = _peek(enc, name)
    out: dict[str, Any] = {
        "system": system,
        "broken": is_broken(enc, name),
        "broken_by": broken_sides(enc, name),
        "dead": is_dead(enc, name),
        "death_cause": d.get("death_cause", ""),
        "dying": is_dying(enc, name),
        "armour": armour_of(enc, name),
        "cover": cover_of(enc, name),
    }
    if system == "health_resolve":
        out["health"] = health(enc, name)
        out["resolve"] = resolve(enc, name)
    elif system == "attribute_damage":
        out["attributes"] = {a: attribute_points(enc, name, a) for a in ATTRIBUTES}
    else:
        marked = conditions(enc, name)
        for side in ("physical", "mental"):
            out[side] = [
                {
                    "id": r["id"],
                    "name": rule_text(r, "name"),
                    "name_pt": r["name_pt"],
                    "marked": r["id"] in marked,
                }
                for r in _condition_rows(enc, side)
            ]
    return out


# -- dice -------------------------------------------------------------------------------------
def roll_skill_modified(
    enc: Encounter,
    name: str,
    skill: str,
    *,
    modifier: int = 0,
    label: str = "",
    pushable: bool = True,
) -> PoolRoll | StepRoll:
    """Roll ``skill`` for ``name`` with every damage-side modifier (:func:`roll_modifier`) and
    the attribute as lowered by attribute damage, plus ``modifier``. Not logged.

    Dice as :mod:`core.rules.yze.skills` rolls them (attribute dice first; step dice: a modifier
    moves the skill die a step per point, no further than A or D). An attribute stepped past D
    by attribute damage rolls no attribute die.
    """
    dice = skill_dice(enc, name, skill, modifier=modifier)
    label = label or f"{name}: {skill_label(skill)}"
    if dice.style == "step":
        return enc.dice.step(list(dice.steps), label=label, pushable=pushable)
    return enc.dice.pool(dice.pool, label=label, pushable=pushable)


@dataclasses.dataclass(frozen=True)
class SkillDice:
    """The dice ``name`` rolls for a skill now: a pool of d6 or step dice, with the parts
    for people ("Agility 3", "Mobility 2", "conditions −1")."""

    style: str  # "pool" | "step"
    pool: int
    steps: tuple[str, ...]
    parts: tuple[str, ...]

    def text(self) -> str:
        if self.style == "step":
            dice = " + ".join(f"D{STEP_DIE_SIDES[s]}" for s in self.steps) or translate(
                "yze", "no dice"
            )
            return f"{dice}: {', '.join(self.parts)}"
        return f"{max(0, self.pool)}d6: {' + '.join(self.parts)}"


def skill_dice(enc: Encounter, name: str, skill: str, *, modifier: int = 0) -> SkillDice:
    """The dice of :func:`roll_skill_modified` (one function decides the pool): attribute (as
    lowered by attribute damage) + skill + every damage-side modifier + ``modifier``."""
    attribute = skill_attribute(skill)
    st = _stats(enc, name)
    if st.get(attribute) is None:
        raise RuleError(
            translate(
                "yze",
                "{name}'s sheet has no {attribute}: fill it in before "
                "rolling {skill_label} (or roll at the table).",
            ).format(
                name=name, attribute=attribute_label(attribute), skill_label=skill_label(skill)
            )
        )
    total = modifier + roll_modifier(enc, name, skill, attribute)
    current = attribute_value(enc, name, attribute)
    parts = [f"{attribute_label(attribute)} {current}", f"{skill_label(skill)} {st.get(skill, 0)}"]
    if total:
        parts.append(translate("yze", "modifiers {total:+d}").format(total=total))
    if uses_step_dice(enc, name):
        steps = skill_steps(enc, name, skill)
        raw = st.get(attribute)
        if isinstance(raw, str) and raw.upper() in STEP_ORDER and steps:
            if current is None:
                steps.pop(0)
            else:
                steps[0] = str(current)
        for _ in range(abs(total)):
            if not steps:
                break
            steps[-1] = step_up(steps[-1]) if total > 0 else step_down(steps[-1]) or "D"
        return SkillDice("step", len(steps), tuple(steps), tuple(parts))
    lost = _points(st.get(attribute, 0)) - _points(current)
    return SkillDice("pool", skill_pool(enc, name, skill) - lost + total, (), tuple(parts))


def _roll_from_dict(data: Mapping[str, Any]) -> PoolRoll | StepRoll:
    if data.get("style") == "step":
        return StepRoll(
            tuple((r, int(f)) for r, f in data["dice"]),
            bool(data.get("pushed")),
            not data.get("pushed"),
            data.get("label", ""),
            tuple((r, int(f)) for r, f in data.get("first", [])),
        )
    return PoolRoll(
        tuple(int(f) for f in data["dice"]),
        bool(data.get("pushed")),
        not data.get("pushed"),
        data.get("label", ""),
        tuple(int(f) for f in data.get("first", [])),
    )


def faces(roll: PoolRoll | StepRoll | SumRoll) -> str:
    """A roll in words without its label (log sentences name the roller themselves)."""
    return dataclasses.replace(roll, label="").describe()


def _check_can_roll(enc: Encounter, name: str, what: str) -> None:
    if is_dead(enc, name):
        raise RuleError(
            translate("yze", "{name} is dead and can't {what}.").format(name=name, what=what)
        )
    if is_broken(enc, name):
        raise RuleError(
            translate(
                "yze", "{name} is broken: no actions and no skill rolls until healed."
            ).format(name=name)
        )


def _action_words(kind: str) -> str:
    from core.rules.yze.attacks import action_words

    return action_words(kind)


def _spend(enc: Encounter, name: str, kind: str, what: str) -> None:
    cost = Cost({kind: 1})
    if not enc.ruleset.can_afford(enc.actions_spent(name), cost):
        raise RuleError(
            translate("yze", "{name} has no {cost} left this round to {what}.").format(
                name=name, cost=_action_words(kind), what=what
            )
        )
    enc.spend(
        name,
        cost,
        translate("yze", "{name}: {what} ({cost})").format(
            name=name, what=what, cost=_action_words(kind)
        ),
    )


# -- taking harm ------------------------------------------------------------------------------
def _check_amount(amount: Any) -> int:
    if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
        raise RuleError(
            translate(
                "yze", "Damage is a whole number of points, 0 or more (got {amount!r})."
            ).format(amount=amount)
        )
    return amount


def _hurt(
    enc: Encounter,
    name: str,
    amount: int,
    side: str,
    attribute: str | None = None,
    choice: Sequence[str] | None = None,
) -> dict[str, Any]:
    """Put ``amount`` points on ``name``'s track of ``side``; nothing goes below zero.

    Returns what happened: ``dealt`` (points that landed), ``overflow`` (points beyond zero),
    ``track``, ``reached_zero`` (this hit emptied the track — for conditions: a fourth condition),
    ``was_zero`` (the track was already empty), ``conditions_gained``.
    """
    system = yze_setting(enc, "yze.damage_system")
    d = _state(enc, name)
    out: dict[str, Any] = {"conditions_gained": [], "attribute": None}
    if system == "health_resolve":
        key = "damage" if side == "physical" else "stress"
        mx = max_health(enc, name) if side == "physical" else max_resolve(enc, name)
        before = min(mx, int(d.get(key, 0)))
        after = min(mx, before + amount)
        d[key] = after
        out.update(
            track="health" if side == "physical" else "resolve",
            before=mx - before,
            after=mx - after,
            dealt=after - before,
            overflow=amount - (after - before),
            reached_zero=after == mx and before < mx,
            was_zero=before >= mx,
        )
    elif system == "attribute_damage":
        attr = attribute or ("strength" if side == "physical" else "wits")
        _check_attribute(attr)
        current, mx = attribute_points(enc, name, attr)
        taken = mx - current
        new_taken = min(mx, taken + amount)
        d.setdefault("attributes", {})[attr] = new_taken
        out.update(
            track=attr,
            attribute=attr,
            before=current,
            after=mx - new_taken,
            dealt=new_taken - taken,
            overflow=amount - (new_taken - taken),
            reached_zero=new_taken == mx and taken < mx,
            was_zero=taken >= mx,
        )
    else:
        rows = _condition_rows(enc, side)
        ids = [r["id"] for r in rows]
        marked: list[str] = d.setdefault("conditions", [])
        was_broken = side in d.get("broken_by", [])
        wanted = list(choice or [])
        bad = [c for c in wanted if c not in ids]
        if bad:
            raise RuleError(
                translate("yze", "{bad!r} is not a {side} condition; choose from {ids}.").format(
                    bad=bad[0], side=side, ids=", ".join(ids)
                )
            )
        gained: list[str] = []
        overflow = 0
        for _ in range(amount):
            free = [c for c in ids if c not in marked]
            if not free:
                overflow += 1
                continue
            pick = next((c for c in wanted if c in free), free[0])
            if pick in wanted:
                wanted.remove(pick)
            marked.append(pick)
            gained.append(pick)
        if overflow and not was_broken:
            d.setdefault("broken_by", []).append(side)
        out.update(
            track=_conditions_word(side),
            before=None,
            after=None,
            dealt=len(gained),
            overflow=overflow,
            conditions_gained=gained,
            reached_zero=bool(overflow) and not was_broken,
            was_zero=was_broken,
        )
    _sync(enc, name)
    return out


def _conditions_word(side: str) -> str:
    """The conditions track of a side ("physical conditions") in the UI language."""
    if side == "mental":
        return translate("yze", "mental conditions")
    return translate("yze", "physical conditions")


def harm_words(kind: str, amount: int) -> str:
    """ "3 damage", "2 stress", "1 fire damage" in the UI language (``kind`` as
    :func:`apply_damage` takes it; ``"stress"`` also for a mental push)."""
    texts = {
        "stress": translate("yze", "{amount} stress"),
        "physical": translate("yze", "{amount} damage"),
        "fire": translate("yze", "{amount} fire damage"),
        "cold": translate("yze", "{amount} cold damage"),
        "hunger": translate("yze", "{amount} hunger damage"),
        "push": translate("yze", "{amount} push damage"),
    }
    if kind in texts:
        return texts[kind].format(amount=amount)
    return translate("yze", "{amount} {kind} damage").format(amount=amount, kind=kind)


def _describe_hurt(
    enc: Encounter, name: str, res: Mapping[str, Any], what: str, source: str = ""
) -> str:
    """The log line of harm taken; ``what`` is :func:`harm_words`' "3 damage"."""
    if res["conditions_gained"]:
        names = ", ".join(
            rule_text(_row(enc, "conditions", c), "name") for c in res["conditions_gained"]
        )
        text = translate("yze", "{name} takes {harm}: {names}").format(
            name=name, harm=what, names=names
        )
    elif res["before"] is not None:
        track = attribute_label(str(res["track"]))
        text = translate("yze", "{name} takes {harm} ({track} {before} → {after})").format(
            name=name, harm=what, track=track, before=res["before"], after=res["after"]
        )
    else:
        text = translate("yze", "{name} takes {harm}").format(name=name, harm=what)
    if res["overflow"] and yze_setting(enc, "yze.damage_system") == "conditions":
        text = translate("yze", "{harm_taken}; {overflow} more than the {track} can hold").format(
            harm_taken=text, overflow=res["overflow"], track=res["track"]
        )
    if source:
        text = translate("yze", "{harm_taken} — {source}").format(harm_taken=text, source=source)
        return text if text.endswith((".", "!", "?")) else text + "."
    return text + "."


def _triggered_crit(
    enc: Encounter,
    res: Mapping[str, Any],
    side: str,
    kind: str,
    weapon: Mapping[str, Any] | None,
    attack_successes: int | None,
) -> str | None:
    """Why this hit causes a critical injury of ``side`` (a crit_triggers id), or None."""
    triggers = enabled_crit_triggers(enc)
    system = yze_setting(enc, "yze.damage_system")
    rows = {r["id"]: r for r in _table(enc, "crit_triggers")["rows"] if "order" in r}
    if res["amount"] > 0:
        for tid in triggers:
            row = rows[tid]
            if row.get("damage_system") != system or not res["reached_zero"]:
                continue
            if not row["gives_physical" if side == "physical" else "gives_mental"]:
                continue
            # attribute damage: only Strength (physical) and Wits (mental) give a critical
            if system == "attribute_damage" and res["attribute"] not in ("strength", "wits"):
                continue
            return tid
        if res["was_zero"] and yze_setting(enc, "yze.crit_on_damage_while_broken"):
            return "more_damage"
    if side != "physical" or kind != "physical" or res["amount"] <= 0:
        return None
    threshold = (weapon or {}).get("crit_threshold")
    if threshold is not None and res["amount"] >= int(threshold):
        # the weapon's own rating (LIMIAR DE CRÍTICO) is in force by itself (crit_triggers.json)
        return next(tid for tid, r in rows.items() if r.get("uses_weapon_crit_threshold"))
    for tid in triggers:
        row = rows[tid]
        if (
            row.get("min_successes") is not None
            and attack_successes is not None
            and attack_successes >= int(row["min_successes"])
        ):
            return tid
    return None


def kill(enc: Encounter, name: str, cause: str = "") -> None:
    """Mark ``name`` dead (undoable, logged)."""
    if is_dead(enc, name):
        return
    with enc.transaction(translate("yze", "{name} dies").format(name=name)):
        d = _state(enc, name)
        d["dead"] = True
        d["death_cause"] = cause
        c = _state(enc, name, "crits")
        if c.get("death_roll_due"):
            c["death_roll_due"] = []
        enc.add_log(
            "dead",
            (
                translate("yze", "{name} dies: {cause}.")
                if cause
                else translate("yze", "{name} dies.")
            ).format(name=name, cause=cause),
            combatant=name,
        )


def _is_minor_npc(enc: Encounter, name: str) -> bool:
    c = enc.combatant(name)
    return c.side == "npc" and bool(c.stats.get("minor", False))


def apply_damage(
    enc: Encounter,
    name: str,
    amount: int,
    *,
    kind: str = "physical",
    source: str = "",
    attribute: str | None = None,
    can_crit: bool = True,
    weapon: Mapping[str, Any] | None = None,
    attack_successes: int | None = None,
    conditions: Sequence[str] | None = None,
    crit_d66: int | None = None,
    minor_dies: bool | None = None,
) -> dict[str, Any]:
    """Hurt ``name`` by ``amount`` points (after armour and cover) — one undo step.

    ``kind``: ``"physical"`` (attacks, blasts, falls …), ``"stress"`` (mental), ``"fire"`` (no
    critical table; being broken by it starts death rolls each round), ``"push"`` (never a
    critical), or another kind of crit_triggers ``no_crit_table_for`` (cold, hunger …).
    ``attribute``: the attribute hit in the attribute-damage system (default Strength, or Wits
    for stress). ``conditions``: which conditions the victim chooses (default: the next ones in
    table order). ``weapon`` (with ``crit_threshold``) and ``attack_successes`` feed the
    attack-based critical triggers. ``crit_d66`` enters the critical's D66 instead of rolling it.
    ``minor_dies``: the GM's call that this NPC dies when broken (default: the setting
    ``yze.broken_minor_npc_dies`` for NPCs whose stats say ``minor``).

    Returns ``dealt``, ``overflow``, ``broken``, ``became_broken``, ``crits`` (the critical
    injury records), ``dead``, ``fire_death_rolls`` and the track before/after.
    """
    amount = _check_amount(amount)
    known = (*SPECIAL_DAMAGE_KINDS, *no_crit_table_kinds(enc))
    if kind not in known:
        raise RuleError(
            translate("yze", "Unknown kind of damage {kind!r}; use one of {known}.").format(
                kind=kind, known=", ".join(known)
            )
        )
    if is_dead(enc, name):
        raise RuleError(translate("yze", "{name} is already dead.").format(name=name))
    if attribute is not None:
        _check_attribute(attribute)
    mental_push = kind == "push" and attribute in MENTAL_ATTRIBUTES
    side = "mental" if kind == "stress" or mental_push else "physical"
    if amount == 0:
        return {
            "name": name,
            "amount": 0,
            "kind": kind,
            "source": source,
            "dealt": 0,
            "overflow": 0,
            "conditions_gained": [],
            "broken": is_broken(enc, name),
            "became_broken": False,
            "crits": [],
            "dead": False,
            "fire_death_rolls": bool(_peek(enc, name, "crits").get("fire_death_rolls")),
        }
    what = harm_words("stress" if kind == "stress" or mental_push else kind, amount)
    with enc.transaction(translate("yze", "{name} takes {harm}").format(name=name, harm=what)):
        was_broken = is_broken(enc, name)
        res = _hurt(enc, name, amount, side, attribute, conditions)
        res.update(name=name, amount=amount, kind=kind, source=source, crits=[], dead=False)
        res["fire_death_rolls"] = bool(_peek(enc, name, "crits").get("fire_death_rolls"))
        broken = is_broken(enc, name)
        res["broken"] = broken
        res["became_broken"] = broken and not was_broken
        enc.add_log(
            "stress" if side == "mental" else "damage",
            _describe_hurt(enc, name, res, what, source),
            combatant=name,
            amount=amount,
            damage_kind=kind,
            track=res["track"],
        )
        if res["became_broken"]:
            enc.add_log(
                "broken", translate("yze", "{name} is broken.").format(name=name), combatant=name
            )
        dies = minor_dies
        if dies is None:
            dies = bool(yze_setting(enc, "yze.broken_minor_npc_dies")) and _is_minor_npc(enc, name)
        if (
            dies
            and res["became_broken"]
            and side == "physical"
            and kind != "push"
            and enc.combatant(name).side == "npc"
        ):
            kill(enc, name, translate("yze", "a minor NPC broken by damage"))
            res["dead"] = True
            return res
        if res.get("dealt") or res.get("conditions_gained"):
            from core.rules.yze.attacks import on_damage  # aim and overwatch are lost

            on_damage(enc, name)
        from core.rules.yze import crits as _crits

        _crits.ensure_turn_start_hook()
        if kind == "fire" and amount > 0 and (broken or was_broken):
            c = _state(enc, name, "crits")
            if not c.get("fire_death_rolls"):
                c["fire_death_rolls"] = True
                enc.add_log(
                    "dying",
                    translate(
                        "yze",
                        "{name} is broken by fire: a death roll on each of their "
                        "turns until dead or saved by a Healing roll.",
                    ).format(name=name),
                    combatant=name,
                )
            res["fire_death_rolls"] = True
        crit_allowed = can_crit and kind in ("physical", "stress")
        reason = (
            _triggered_crit(enc, res, side, kind, weapon, attack_successes)
            if crit_allowed
            else None
        )
        if reason is not None:
            die = ((weapon or {}).get("crit_die") or None) if side == "physical" else None
            crit = _crits.roll_crit(
                enc, name, side, crit_d66, source=source, reason=reason, die=die
            )
            res["crits"].append(crit)
        res["dead"] = is_dead(enc, name)
    return res


def apply_stress(
    enc: Encounter,
    name: str,
    amount: int,
    source: str = "",
    *,
    attribute: str | None = None,
    conditions: Sequence[str] | None = None,
    can_crit: bool = True,
    crit_d66: int | None = None,
) -> dict[str, Any]:
    """Stress: Resolve, Wits (attribute damage) or mental conditions, per the damage system."""
    return apply_damage(
        enc,
        name,
        amount,
        kind="stress",
        source=source,
        attribute=attribute,
        can_crit=can_crit,
        conditions=conditions,
        crit_d66=crit_d66,
    )


# -- pushing ----------------------------------------------------------------------------------
def push_roll(
    enc: Encounter,
    name: str,
    roll: PoolRoll | StepRoll,
    attribute: str,
    *,
    attribute_dice: int | None = None,
    condition: str | None = None,
) -> dict[str, Any]:
    """Push ``roll`` (unless already pushed) and apply the push's harm — one undo step.

    - Health & Resolve: one damage (Strength/Agility roll) or stress (Wits/Empathy) per bane.
    - Attribute damage: one point to the rolled attribute per bane on its base dice only
      (the first ``attribute_dice`` dice; default the attribute's current value, as
      :func:`roll_skill_modified` rolls attribute dice first).
    - Conditions: one condition of the matching type per pushed roll (``condition`` chooses).

    Armour never helps and push damage never causes a critical injury (seed "DANO FORÇADO").
    Returns ``roll`` (the pushed roll), ``banes``, ``harm`` and the :func:`apply_damage` result.
    """
    _check_attribute(attribute)
    _check_can_roll(enc, name, translate("yze", "push a roll"))
    system = yze_setting(enc, "yze.damage_system")
    with enc.transaction(translate("yze", "{name} pushes the roll").format(name=name)):
        if not roll.pushed:
            try:
                if isinstance(roll, StepRoll):
                    roll = enc.dice.push_step(roll)
                else:
                    roll = enc.dice.push_pool(roll)
            except DiceError as exc:
                raise RuleError(str(exc)) from None
            enc.add_log(
                "roll",
                translate("yze", "{name} pushes: {faces}").format(name=name, faces=faces(roll)),
                roll=roll.to_dict(),
                combatant=name,
            )
        dice = list(roll.dice)
        if attribute_dice is None and system == "attribute_damage":
            current = attribute_value(enc, name, attribute)
            attribute_dice = 1 if isinstance(roll, StepRoll) else _points(current)
        counted = dice if attribute_dice is None else dice[: max(0, attribute_dice)]
        banes = sum(1 for d in counted if _face(d) == 1)
        if system == "conditions":
            harm = 1
            choice = [condition] if condition else None
        else:
            harm = banes
            choice = None
        result: dict[str, Any] = {"roll": roll, "banes": banes, "harm": harm, "damage": None}
        if harm:
            result["damage"] = apply_damage(
                enc,
                name,
                harm,
                kind="push",
                source=translate("yze", "pushing a roll"),
                attribute=attribute,
                can_crit=False,
                conditions=choice,
            )
    return result


# -- stress -----------------------------------------------------------------------------------
def _stress_row(enc: Encounter, factor_id: str) -> dict[str, Any]:
    for row in _table(enc, "stress_situations")["rows"]:
        if row["id"] == factor_id:
            return row
    ids = ", ".join(r["id"] for r in _table(enc, "stress_situations")["rows"])
    raise RuleError(
        translate("yze", "Unknown stressful situation {factor_id!r}; choose from {ids}.").format(
            factor_id=factor_id, ids=ids
        )
    )


def stress_situation(
    enc: Encounter,
    name: str,
    factor_id: str | None = None,
    *,
    stress: int | None = None,
    modifier: int = 0,
    push: bool | None = False,
) -> dict[str, Any]:
    """A stressful situation: roll Insight (not an action), each success removes one point of
    the potential stress, the rest is taken as stress (seed "SITUAÇÕES ESTRESSANTES").

    ``factor_id`` picks the table row; ``stress`` sets the potential directly (the GM's call).
    ``push``: False takes the roll as it is, True pushes it at once, None leaves the roll
    pending for :func:`resolve_stress` (so the player can see it before pushing). Pushing adds
    one point of stress per 1 among the re-rolled dice. A broken character can't roll and takes
    the whole potential.
    """
    if (factor_id is None) == (stress is None):
        raise RuleError(
            translate("yze", "Give either a stressful situation from the table or a stress amount.")
        )
    if factor_id is not None:
        row = _stress_row(enc, factor_id)
        potential, source = int(row["stress"]), rule_text(row, "factor")
    else:
        potential, source = _check_amount(stress), translate("yze", "a stressful situation")
    if is_dead(enc, name):
        raise RuleError(translate("yze", "{name} is dead.").format(name=name))
    if _peek(enc, name).get("pending_stress"):
        raise RuleError(
            translate(
                "yze", "{name} still has an Insight roll waiting: push it or accept it first."
            ).format(name=name)
        )
    with enc.transaction(f"{name}: {source}"):
        if is_broken(enc, name):
            enc.add_log(
                "stress",
                translate(
                    "yze", "{name} is broken and can't roll Insight against {source}."
                ).format(name=name, source=source),
                combatant=name,
            )
            res = apply_stress(enc, name, potential, source)
            return {"potential": potential, "roll": None, "stress": potential, "damage": res}
        skill = str(_row(enc, "damage_sources", "stressful_situations")["resist_skill"])
        roll = roll_skill_modified(
            enc, name, skill, modifier=modifier, label=f"{name}: {skill_label(skill)}"
        )
        enc.add_log(
            "roll",
            translate(
                "yze", "{name} faces {source} (potential stress {potential}): {faces}"
            ).format(name=name, source=source.lower(), potential=potential, faces=faces(roll)),
            roll=roll.to_dict(),
            combatant=name,
        )
        pending = {"potential": potential, "source": source, "roll": roll.to_dict()}
        if push is None:
            _state(enc, name)["pending_stress"] = pending
            return {"potential": potential, "roll": roll, "pending": True}
        return _settle_stress(enc, name, pending, push)


def _face(die: int | tuple[str, int]) -> int:
    return die[1] if isinstance(die, tuple) else die


def rerolled_banes(roll: PoolRoll | StepRoll) -> int:
    """The 1s among the dice a push re-rolled (the dice kept from the first roll don't count)."""
    if not roll.pushed:
        return 0
    if isinstance(roll, PoolRoll):
        kept = [f in (1, 6) for f in roll.first]
    else:
        kept = [f == 1 or f >= 6 for _, f in roll.first]
    return sum(1 for k, new in zip(kept, roll.dice, strict=True) if not k and _face(new) == 1)


def _settle_stress(
    enc: Encounter, name: str, pending: Mapping[str, Any], push: bool
) -> dict[str, Any]:
    roll = _roll_from_dict(pending["roll"])
    extra = 0
    if push:
        roll = enc.dice.push_step(roll) if isinstance(roll, StepRoll) else enc.dice.push_pool(roll)
        extra = rerolled_banes(roll)
        enc.add_log(
            "roll",
            translate("yze", "{name} pushes the Insight roll: {faces}").format(
                name=name, faces=faces(roll)
            )
            + (
                translate("yze", "; {extra} more stress for the 1s").format(extra=extra)
                if extra
                else ""
            ),
            roll=roll.to_dict(),
            combatant=name,
        )
    per = int(_row(enc, "damage_sources", "stressful_situations")["each_success_removes"])
    taken = max(0, int(pending["potential"]) - per * roll.successes) + extra
    res = apply_stress(enc, name, taken, pending["source"]) if taken else None
    if not taken:
        enc.add_log(
            "stress",
            translate("yze", "{name} shrugs off {source}.").format(
                name=name, source=pending["source"].lower()
            ),
            combatant=name,
        )
    return {"potential": pending["potential"], "roll": roll, "stress": taken, "damage": res}


def resolve_stress(enc: Encounter, name: str, *, push: bool = False) -> dict[str, Any]:
    """Take (``push=False``) or push (``push=True``) the pending Insight roll of ``name``."""
    pending = _peek(enc, name).get("pending_stress")
    if not pending:
        raise RuleError(translate("yze", "{name} has no Insight roll waiting.").format(name=name))
    with enc.transaction(
        (
            translate("yze", "{name}: push the Insight roll")
            if push
            else translate("yze", "{name}: accept the Insight roll")
        ).format(name=name)
    ):
        _state(enc, name).pop("pending_stress", None)
        return _settle_stress(enc, name, pending, push)


# -- recovery ---------------------------------------------------------------------------------
def _heal_points(enc: Encounter, name: str, side: str, n: int) -> int:
    """Heal up to ``n`` points of ``side``; returns the points healed."""
    system = yze_setting(enc, "yze.damage_system")
    d = _state(enc, name)
    healed = 0
    if system == "health_resolve":
        key = "damage" if side == "physical" else "stress"
        healed = min(n, int(d.get(key, 0)))
        if healed:
            d[key] = int(d[key]) - healed
    elif system == "attribute_damage":
        attrs = d.setdefault("attributes", {})
        names = PHYSICAL_ATTRIBUTES if side == "physical" else MENTAL_ATTRIBUTES
        for _ in range(n):
            hurt = [a for a in names if attrs.get(a, 0) > 0]
            if not hurt:
                break
            worst = min(hurt, key=lambda a: attribute_points(enc, name, a)[0])
            attrs[worst] -= 1
            healed += 1
    else:
        ids = {r["id"] for r in _condition_rows(enc, side)}
        marked: list[str] = d.setdefault("conditions", [])
        for _ in range(n):
            mine = [c for c in marked if c in ids]
            if not mine:
                break
            marked.remove(mine[-1])
            healed += 1
    _sync(enc, name)
    return healed


def _side_word(enc: Encounter, side: str) -> str:
    system = yze_setting(enc, "yze.damage_system")
    if system == "conditions":
        return (
            translate("yze", "mental condition")
            if side == "mental"
            else translate("yze", "physical condition")
        )
    if system == "attribute_damage":
        return (
            translate("yze", "point of Strength/Agility damage")
            if side == "physical"
            else translate("yze", "point of Wits/Empathy damage")
        )
    return "damage" if side == "physical" else "stress"


def _check_side(track: str | None) -> str | None:
    mapping = {"damage": "physical", "physical": "physical", "stress": "mental", "mental": "mental"}
    if track is None:
        return None
    if track not in mapping:
        raise RuleError(
            translate("yze", "Heal 'damage' or 'stress', not {track!r}.").format(track=track)
        )
    return mapping[track]


def heal(
    enc: Encounter,
    healer: str,
    victim: str,
    *,
    track: str | None = None,
    modifier: int = 0,
    spend: bool = True,
    successes: int | None = None,
) -> dict[str, Any]:
    """Help a broken victim recover: a Healing roll (slow action of the healer); on success the
    victim heals damage or stress equal to the successes (seed "RECEBENDO AJUDA").

    ``track``: "damage" or "stress" (default: what broke the victim, damage first).
    ``successes``: the GM's result without dice (an NPC healing an NPC, "PNJs QUEBRADOS").
    A success also saves a victim from fire death rolls. Refused on a victim who isn't broken —
    a lethal critical is stabilised with :func:`core.rules.yze.crits.stabilise`.
    """
    if is_dead(enc, victim):
        raise RuleError(
            translate("yze", "{victim} is dead; no Healing roll can help.").format(victim=victim)
        )
    if not is_broken(enc, victim):
        hint = (
            translate("yze", " Use stabilise for the lethal injury.")
            if is_dying(enc, victim)
            else ""
        )
        raise RuleError(
            translate(
                "yze",
                "The Healing roll only helps a broken victim, and {victim} isn't broken.{hint}",
            ).format(victim=victim, hint=hint)
        )
    _check_can_roll(enc, healer, "heal")
    side = _check_side(track)
    sides = broken_sides(enc, victim)
    if side is None:
        side = sides[0] if sides else "physical"
    help_row = _row(enc, "recovery", "receiving_help")
    with enc.transaction(
        translate("yze", "{healer} heals {victim}").format(healer=healer, victim=victim)
    ):
        if spend:
            _spend(
                enc,
                healer,
                help_row["action"],
                translate("yze", "heal {victim}").format(victim=victim),
            )
        if successes is None:
            roll = roll_skill_modified(
                enc,
                healer,
                "healing",
                modifier=modifier,
                label=translate("yze", "{healer}: Healing").format(healer=healer),
            )
            got = roll.successes
            enc.add_log(
                "roll",
                translate("yze", "{healer} tends to {victim}: {faces}").format(
                    healer=healer, victim=victim, faces=faces(roll)
                ),
                roll=roll.to_dict(),
                combatant=healer,
            )
        else:
            roll, got = None, _check_amount(successes)
            enc.add_log(
                "roll",
                translate("yze", "{healer} tends to {victim} (GM: {got} successes).").format(
                    healer=healer, victim=victim, got=got
                ),
                combatant=healer,
            )
        per = int(help_row["heals_per_success"])
        healed = _heal_points(enc, victim, side, got * per) if got else 0
        if got:
            enc.add_log(
                "heal",
                translate("yze", "{victim} heals {healed} {side_word}").format(
                    victim=victim, healed=healed, side_word=_side_word(enc, side)
                )
                + ("" if is_broken(enc, victim) else translate("yze", " and is back on their feet"))
                + ".",
                combatant=victim,
                healed=healed,
            )
            c = _peek(enc, victim, "crits")
            if c.get("fire_death_rolls"):
                cs = _state(enc, victim, "crits")
                cs["fire_death_rolls"] = False
                if "fire" in cs.get("death_roll_due", []):
                    cs["death_roll_due"].remove("fire")
                enc.add_log(
                    "stabilise",
                    translate("yze", "{victim} is saved from the fire's death rolls.").format(
                        victim=victim
                    ),
                    combatant=victim,
                )
        else:
            enc.add_log(
                "heal",
                translate("yze", "{healer} fails to help {victim}.").format(
                    healer=healer, victim=victim
                ),
                combatant=healer,
            )
    return {"roll": roll, "successes": got, "healed": healed, "broken": is_broken(enc, victim)}


def recover_turn(enc: Encounter, name: str) -> dict[str, Any]:
    """A Turn has passed for ``name`` (seed "POR CONTA PRÓPRIA", "NÃO QUEBRADO?").

    Broken: one point of what broke them heals on their own. Not broken: one point of damage
    and one of stress (setting ``yze.recovery_both_tracks``; off: one point, damage first).
    """
    if is_dead(enc, name):
        raise RuleError(translate("yze", "{name} is dead.").format(name=name))
    own = _row(enc, "recovery", "on_your_own")
    rest = _row(enc, "recovery", "not_broken")
    healed: dict[str, int] = {}
    with enc.transaction(translate("yze", "{name} recovers over a Turn").format(name=name)):
        if is_broken(enc, name):
            side = broken_sides(enc, name)[0]
            healed[side] = _heal_points(enc, name, side, int(own["heal_amount"]))
        elif yze_setting(enc, "yze.recovery_both_tracks"):
            for side in ("physical", "mental"):
                healed[side] = _heal_points(enc, name, side, int(rest["heal_amount"]))
        else:
            for side in ("physical", "mental"):
                healed[side] = _heal_points(enc, name, side, int(rest["heal_amount"]))
                if healed[side]:
                    break
        parts = [f"{n} {_side_word(enc, s)}" for s, n in healed.items() if n]
        if parts:
            enc.add_log(
                "recovery",
                translate("yze", "{name} recovers {parts} over a Turn.").format(
                    name=name, parts=and_list(parts)
                ),
                combatant=name,
            )
    return {"healed": healed, "broken": is_broken(enc, name)}


# -- armour and cover -------------------------------------------------------------------------
def _check_rating(rating: Any) -> int | str | None:
    if rating is None:
        return None
    if isinstance(rating, str):
        r = rating.strip().upper()
        if r in STEP_ORDER:
            return r
        if r.isdigit():
            return int(r)
    elif isinstance(rating, int) and not isinstance(rating, bool) and rating >= 0:
        return rating
    raise RuleError(
        translate(
            "yze", "An armour rating is a number (dice pool) or A–D (step dice), not {rating!r}."
        ).format(rating=rating)
    )


def armour_of(enc: Encounter, name: str) -> dict[str, Any] | None:
    """``{"rating", "name"}`` of the body armour worn now (state, else the ``armour`` stat)."""
    stored = _peek(enc, name).get("armour")
    if stored is not None:
        return dict(stored) if stored.get("rating") not in (None, 0) else None
    worn = _sheet.worn_armour(_stats(enc, name))
    if worn is None:
        return None
    return {"rating": _check_rating(worn["rating"]), "name": worn["name"]}


def set_armour(enc: Encounter, name: str, rating: int | str | None, label: str = "Armour") -> None:
    """Put on, repair or take off (``rating=None``) body armour (undoable, logged)."""
    rating = _check_rating(rating)
    with enc.transaction(
        translate("yze", "{name}: armour {rating}").format(name=name, rating=rating)
    ):
        _state(enc, name)["armour"] = {"rating": rating, "name": label}
        enc.add_log(
            "armour",
            translate("yze", "{name} now wears {label} (rating {rating}).").format(
                name=name, label=label, rating=rating
            )
            if rating
            else translate("yze", "{name} has no armour.").format(name=name),
            combatant=name,
        )


def _degrade(rating: int | str, banes: int) -> int | str | None:
    if isinstance(rating, str):
        r: str | None = rating
        for _ in range(banes):
            r = step_down(r) if r else None
        return r
    return max(0, rating - banes)


def _protection_roll(
    enc: Encounter, name: str, damage: int, rating: int | str, label: str, what: str
) -> tuple[dict[str, Any], int | str | None]:
    """Roll a protection rating against ``damage``: returns the result and the new rating."""
    if isinstance(rating, str):
        roll: PoolRoll | StepRoll = enc.dice.step(
            [rating, rating], label=f"{name}: {label}", pushable=False
        )
    else:
        roll = enc.dice.pool(rating, label=f"{name}: {label}", pushable=False)
    left = max(0, damage - roll.successes)
    new_rating = _degrade(rating, roll.banes) if left > 0 and roll.banes else rating
    text = translate(
        "yze", "{label} ({what}) against {damage} damage: {faces} — {damage2} stopped"
    ).format(label=label, what=what, damage=damage, faces=faces(roll), damage2=damage - left)
    if new_rating != rating:
        text += translate("yze", "; the {what} degrades to {new_rating}").format(
            what=what, new_rating=new_rating or "nothing"
        )
    enc.add_log(what, text + ".", roll=roll.to_dict(), combatant=name)
    return (
        {
            "roll": roll.to_dict(),
            "damage_in": damage,
            "damage_out": left,
            "absorbed": damage - left,
            "rating_before": rating,
            "rating_after": new_rating,
            "degraded_by": roll.banes if new_rating != rating else 0,
            "name": label,
        },
        new_rating,
    )


def armour_roll(
    enc: Encounter, name: str, damage: int, *, rating: int | str | None = None
) -> dict[str, Any]:
    """Roll ``name``'s armour against ``damage`` from a physical attack (seed "ARMADURA CORPORAL").

    Dice pool: ``rating`` base dice; step dice: two dice of the rating. Each success stops one
    point; if damage gets through, each bane lowers the worn armour one step. Not pushable.
    ``rating`` rolls a one-off rating instead of the worn armour (nothing degrades then).
    """
    damage = _check_amount(damage)
    worn = armour_of(enc, name)
    using_worn = rating is None and worn is not None
    if rating is not None:
        rating = _check_rating(rating)
        label = "Armour"
    elif worn is not None:
        rating, label = worn["rating"], worn["name"]
    if not rating or damage == 0:
        return {"roll": None, "damage_in": damage, "damage_out": damage, "absorbed": 0}
    with enc.transaction(translate("yze", "{name}: armour roll").format(name=name)):
        res, new_rating = _protection_roll(enc, name, damage, rating, label, "armour")
        if using_worn and new_rating != rating:
            _state(enc, name)["armour"] = {"rating": new_rating, "name": label}
    return res


def take_cover(
    enc: Encounter,
    name: str,
    barrier_id: str | None = None,
    *,
    rating: int | str | None = None,
    label: str | None = None,
    spend: bool = True,
) -> dict[str, Any]:
    """Take cover behind a barrier in your zone — a fast action (seed "COBERTURA").

    ``barrier_id`` is a barriers.json row (its rating follows ``yze.dice_mode``); or give
    ``rating`` and ``label`` for cover of your own. Cover works like armour against ranged
    attacks only and lasts until you leave the zone or :func:`leave_cover`.
    """
    if barrier_id is not None:
        row = next((r for r in _table(enc, "barriers")["rows"] if r["id"] == barrier_id), None)
        if row is None:
            ids = ", ".join(r["id"] for r in _table(enc, "barriers")["rows"])
            raise RuleError(
                translate("yze", "Unknown barrier {barrier_id!r}; choose from {ids}.").format(
                    barrier_id=barrier_id, ids=ids
                )
            )
        if rating is None:
            step = yze_setting(enc, "yze.dice_mode") == "step" or uses_step_dice(enc, name)
            rating = row["armour_step"] if step else row["armour_pool"]
        label = label or row["name"]
    rating = _check_rating(rating)
    if not rating:
        raise RuleError(translate("yze", "Cover needs a barrier or an armour rating."))
    _check_can_roll(enc, name, translate("yze", "take cover"))
    cost_kind = _row(enc, "cover", "take_cover")["action"]
    zone = enc.combatant(name).zone
    cover = {"rating": rating, "name": label or "Cover", "barrier": barrier_id, "zone": zone}
    with enc.transaction(translate("yze", "{name} takes cover").format(name=name)):
        if spend:
            _spend(enc, name, cost_kind, translate("yze", "take cover"))
        _state(enc, name)["cover"] = cover
        enc.add_log(
            "cover",
            translate("yze", "{name} takes cover behind {name2} (rating {rating}).").format(
                name=name, name2=rule_text(cover, "name"), rating=rating
            ),
            combatant=name,
        )
    return dict(cover)


def leave_cover(enc: Encounter, name: str) -> None:
    """``name`` is no longer in cover."""
    if "cover" not in _peek(enc, name):
        return
    with enc.transaction(translate("yze", "{name} leaves cover").format(name=name)):
        _state(enc, name).pop("cover")
        enc.add_log(
            "cover", translate("yze", "{name} leaves cover.").format(name=name), combatant=name
        )


def cover_of(enc: Encounter, name: str) -> dict[str, Any] | None:
    """The cover ``name`` is in, or None (cover stays behind when they leave the zone)."""
    cover = _peek(enc, name).get("cover")
    if not cover or not cover.get("rating") or cover.get("zone") != enc.combatant(name).zone:
        return None
    return dict(cover)


def protect(
    enc: Encounter, name: str, damage: int, *, ranged: bool, blast: bool = False
) -> dict[str, Any]:
    """Cover (ranged attacks only), then armour, against ``damage`` — for the attack helper.

    Returns ``damage`` (what gets through), ``cover`` and ``armour`` (each a roll result or
    None) and ``rolls`` (the roll dicts in order). Armour applies to the attack types of
    setting ``yze.armour_applies_to``.
    """
    damage = _check_amount(damage)
    out: dict[str, Any] = {
        "damage_in": damage,
        "damage": damage,
        "cover": None,
        "armour": None,
        "rolls": [],
    }
    with enc.transaction(translate("yze", "{name}: cover and armour").format(name=name)):
        cover = cover_of(enc, name) if ranged and not blast else None
        if cover is not None and out["damage"] > 0:
            res, new_rating = _protection_roll(
                enc, name, out["damage"], cover["rating"], cover["name"], "cover"
            )
            if new_rating != cover["rating"]:
                _state(enc, name)["cover"]["rating"] = new_rating
            out["cover"] = res
            out["rolls"].append(res["roll"])
            out["damage"] = res["damage_out"]
        attack = "blast" if blast else "ranged" if ranged else "melee"
        if out["damage"] > 0 and attack in yze_setting(enc, "yze.armour_applies_to"):
            res = armour_roll(enc, name, out["damage"])
            if res["roll"] is not None:
                out["armour"] = res
                out["rolls"].append(res["roll"])
                out["damage"] = res["damage_out"]
    return out


# -- the facade -------------------------------------------------------------------------------
class DamageMixin:
    """Damage, stress, broken, recovery, armour and cover, for the ``enc.combat`` facade."""

    enc: Encounter

    def yze_setting(self, key: str, default: Any = None) -> Any:
        return yze_setting(self.enc, key, default)

    def set_yze_setting(self, key: str, value: Any) -> None:
        set_yze_setting(self.enc, key, value)

    def is_broken(self, name: str) -> bool:
        return is_broken(self.enc, name)

    def is_dead(self, name: str) -> bool:
        return is_dead(self.enc, name)

    def is_dying(self, name: str) -> bool:
        return is_dying(self.enc, name)

    def condition_modifier(self, name: str, attribute: str) -> int:
        return condition_modifier(self.enc, name, attribute)

    def crit_skill_modifiers(self, name: str) -> dict[str, int]:
        return crit_skill_modifiers(self.enc, name)

    def roll_modifier(
        self, name: str, skill: str | None = None, attribute: str | None = None
    ) -> int:
        return roll_modifier(self.enc, name, skill, attribute)

    def damage_tracks(self, name: str) -> dict[str, Any]:
        return damage_tracks(self.enc, name)

    def apply_damage(self, name: str, amount: int, **kw: Any) -> dict[str, Any]:
        return apply_damage(self.enc, name, amount, **kw)

    def apply_stress(self, name: str, amount: int, source: str = "", **kw: Any) -> dict[str, Any]:
        return apply_stress(self.enc, name, amount, source, **kw)

    def kill(self, name: str, cause: str = "") -> None:
        kill(self.enc, name, cause)

    def push_roll(
        self, name: str, roll: PoolRoll | StepRoll, attribute: str, **kw: Any
    ) -> dict[str, Any]:
        return push_roll(self.enc, name, roll, attribute, **kw)

    def stress_situation(
        self, name: str, factor_id: str | None = None, **kw: Any
    ) -> dict[str, Any]:
        return stress_situation(self.enc, name, factor_id, **kw)

    def resolve_stress(self, name: str, *, push: bool = False) -> dict[str, Any]:
        return resolve_stress(self.enc, name, push=push)

    def heal(self, healer: str, victim: str, **kw: Any) -> dict[str, Any]:
        return heal(self.enc, healer, victim, **kw)

    def recover_turn(self, name: str) -> dict[str, Any]:
        return recover_turn(self.enc, name)

    def set_armour(self, name: str, rating: int | str | None, label: str = "Armour") -> None:
        set_armour(self.enc, name, rating, label)

    def armour_roll(
        self, name: str, damage: int, *, rating: int | str | None = None
    ) -> dict[str, Any]:
        return armour_roll(self.enc, name, damage, rating=rating)

    def take_cover(self, name: str, barrier_id: str | None = None, **kw: Any) -> dict[str, Any]:
        return take_cover(self.enc, name, barrier_id, **kw)

    def leave_cover(self, name: str) -> None:
        leave_cover(self.enc, name)

    def protect(
        self, name: str, damage: int, *, ranged: bool, blast: bool = False
    ) -> dict[str, Any]:
        return protect(self.enc, name, damage, ranged=ranged, blast=blast)


# register the critical-injury turn-start hook whenever the damage rules are loaded
from core.rules.yze import crits as _crits_module  # noqa: E402

__all__ = [
    "ATTRIBUTES",
    "SETTING_DEFAULTS",
    "DamageMixin",
    "apply_damage",
    "apply_stress",
    "armour_of",
    "armour_roll",
    "attribute_points",
    "attribute_value",
    "condition_modifier",
    "conditions",
    "cover_of",
    "crit_attribute_modifiers",
    "crit_skill_modifiers",
    "damage_tracks",
    "enabled_crit_triggers",
    "faces",
    "heal",
    "health",
    "is_broken",
    "is_dead",
    "is_dying",
    "kill",
    "leave_cover",
    "protect",
    "push_roll",
    "recover_turn",
    "resolve",
    "resolve_stress",
    "roll_modifier",
    "roll_skill_modified",
    "set_armour",
    "set_yze_setting",
    "stress_situation",
    "take_cover",
    "yze_setting",
]
_ = _crits_module
