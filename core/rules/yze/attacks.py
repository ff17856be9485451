"""YZE attacks: the attack helper, melee and ranged attacks, blocks, special unarmed attacks and
grapples, ammunition, full auto, aim and overwatch (seed 000 "COMBATE CORPO A CORPO" …
"VIGILÂNCIA (OVERWATCH)", "ARMAS", "OUTRAS CLASSIFICAÇÕES").

Every number comes from the rule tables in ``resources/rules/yze``; each modifier the helper
finds is listed with the table and row it came from, so the GM sees why the pool is what it is.

>>> from core.encounter import Encounter
>>> enc = Encounter(ruleset="yze", seed=3)
>>> enc.map.add_zone("hall", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
>>> enc.map.add_zone("yard", name="Yard", polygon=[(10, 0), (20, 0), (20, 10), (10, 10)])
>>> enc.map.add_border("hall", "yard", kind="open")
>>> enc.add_combatant("Ana", zone="hall", stats={"agility": 4, "ranged": 2})
>>> enc.add_combatant("Rat", zone="yard", side="npc")
>>> plan = attack_options(enc, "Ana", "Rat", "pistol")
>>> plan.allowed, plan.pool
(True, 7)
>>> for m in plan.modifiers:
...     print(m.label, m.value, m.source, "|", m.seed_note.split(",")[0])
Pistol bonus 2 weapons.json: Pistol | Pistola — seed 000
Medium range -1 ranged_modifiers.json: Medium range | Alcance Médio — seed 000

State: each combatant's ``enc.state["combatants"][name]["combat"]`` (weapon in hand, aim,
overwatch, ammunition, grapple, readied bow, loaded crossbow, pending attack …) and the
encounter-wide editable weapon table ``enc.state["weapons"]`` (a copy of ``weapons.json``'s rows,
made the first time the GM edits it).
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

from core.dice import PoolRoll, StepRoll, step_down, step_up
from core.i18n import rule_text, seed_words, translate
from core.resources import load_table
from core.rules.base import Cost, RuleError
from core.rules.labels import QT_TRANSLATE_NOOP, RuleLabels, and_list, tr_label

if TYPE_CHECKING:
    from core.encounter import Encounter

_RANGE_BANDS = sorted(load_table("yze", "range_bands")["rows"], key=lambda r: int(r["order"]))

RANGE_ORDER: dict[str, int] = {str(r["id"]): int(r["order"]) for r in _RANGE_BANDS}
"""Range bands nearest first (``range_bands.json`` "order")."""

RANGE_LABELS: Mapping[str, str] = RuleLabels(_RANGE_BANDS, "name")
"""Each band's name in the UI language (``range_bands.json`` "name", "name_pt", "name_es")."""

AMMO_MODES: dict[str, str] = {
    "count": "count",
    "count_rounds": "count",
    "supply": "supply",
    "supply_roll": "supply",
    "ammo_dice": "ammo_dice",
}
"""Spellings of the ``yze.ammo_mode`` setting (``ranged_combat.json`` "ammo_modes") → the mode."""

DEFAULT_AMMO_MODE = "supply"
"""``ranged_combat.json`` choice: the GM picks the ammo mode per encounter; default supply roll."""

SUPPLY_BANE_LOSS = 1
"""Supply roll (seed 000 points to "rolagens de suprimento (página 7)", a page it does not hold):
read as the usual YZE supply roll — roll the supply rating as base dice; each 1 lowers it by this
much; at 0 the ammunition is gone. No table carries the number; it is a reading."""

SPECIAL_ATTACKS: tuple[str, ...] = ("disarm", "knock_down", "shove", "grapple")
"""Row ids of ``special_attacks.json`` (ATAQUES ESPECIAIS)."""

WEAPON_FIELDS: dict[str, type | tuple[type, ...]] = {
    "id": str,
    "name": str,
    "damage": int,
    "range": str,
    "skill": str,
}
"""Fields every weapon row must have (``weapons.json``)."""

WEAPON_OPTIONAL: dict[str, Any] = {
    "name_pt": None,
    "grip": None,
    "hands": None,
    "bonus": None,
    "weight": None,
    "thrown": False,
    "thrown_skill": None,
    "firearm": False,
    "needs_preparing": False,
    "unarmed": False,
    # optional ratings (weapon_ratings.json, OUTRAS CLASSIFICAÇÕES) and app flags
    "crit_threshold": None,
    "crit_die": None,
    "rof": None,
    "magazine": None,
    "full_auto": False,
    "scope": False,
    "single_shot": False,
    "crossbow": False,
}
"""Optional weapon fields and their defaults. ``rof`` (Rate of Fire), ``crit_threshold`` and
``crit_die`` are the seed's "other ratings"; ``magazine`` (rounds a reload gives), ``full_auto``,
``scope`` (telescopic sight), ``single_shot`` (reload after every shot) and ``crossbow`` (load as
a slow action) are switches the GM sets for the weapons the prose talks about."""


# -- value types ---------------------------------------------------------------------------------
class Modifier(NamedTuple):
    """One modifier to a roll: a label, its value, where it came from (table: row, in the UI
    language) and the seed's own words for it with seed and section (``seed_note``, for a
    tooltip: "Atacante caído — seed 000, MODIFICADORES DE COMBATE CORPO A CORPO")."""

    label: str
    value: int
    source: str
    seed_note: str = ""


@dataclass
class AttackPlan:
    """Everything about an attack before the dice roll: allowed?, the dice and every modifier.

    ``pool`` is the number of base dice in a dice-pool game (``base_dice`` + all modifiers, the
    weapon bonus included, never below 0); ``steps`` are the step dice in a step-dice game.
    """

    attacker: str
    target: str
    weapon: dict[str, Any]
    kind: str  # "melee" | "ranged" | "thrown"
    skill: str
    range_band: str
    allowed: bool = True
    reason: str = ""
    reasons: list[str] = field(default_factory=list)
    base_dice: int = 0
    modifiers: list[Modifier] = field(default_factory=list)
    pool: int = 0
    dice_style: str = "pool"
    steps: list[str] = field(default_factory=list)
    can_be_blocked: bool = False
    block_reason: str = ""
    action: str | None = "slow"  # "slow", "fast" or None (free)
    special: str | None = None
    grapple_attack: bool = False
    dive: bool = False
    requires_roll: str | None = None
    max_ammo_dice: int = 0
    notes: list[str] = field(default_factory=list)

    @property
    def total_modifier(self) -> int:
        return sum(m.value for m in self.modifiers)

    def describe(self) -> str:
        """One line for the log: the pool and each modifier."""
        mods = ", ".join(f"{m.label} {m.value:+d}" for m in self.modifiers) or translate(
            "yze", "no modifiers"
        )
        if self.dice_style == "step":
            return f"{'+'.join(self.steps) or 'no dice'} ({mods})"
        return translate("yze", "{pool} dice ({base_dice} base; {mods})").format(
            pool=self.pool, base_dice=self.base_dice, mods=mods
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "attacker": self.attacker,
            "target": self.target,
            "weapon": dict(self.weapon),
            "kind": self.kind,
            "skill": self.skill,
            "range_band": self.range_band,
            "allowed": self.allowed,
            "reason": self.reason,
            "reasons": list(self.reasons),
            "base_dice": self.base_dice,
            "modifiers": [list(m) for m in self.modifiers],
            "pool": self.pool,
            "dice_style": self.dice_style,
            "steps": list(self.steps),
            "can_be_blocked": self.can_be_blocked,
            "block_reason": self.block_reason,
            "action": self.action,
            "special": self.special,
            "grapple_attack": self.grapple_attack,
            "dive": self.dive,
            "requires_roll": self.requires_roll,
            "max_ammo_dice": self.max_ammo_dice,
            "notes": list(self.notes),
        }


@dataclass
class AttackResult:
    """What an attack did. ``resolved`` False means rolled but not yet applied (push or resolve).

    ``successes`` are the attack dice's; ``block_successes`` the defender's; ``net_successes``
    what is left. ``damage`` is the damage dealt before armour and cover, ``damage_taken`` what
    got through.
    """

    id: str
    attacker: str
    target: str
    weapon: str
    kind: str
    outcome: str  # "pending" | "hit" | "miss" | "no_attack"
    hit: bool
    successes: int
    block_successes: int
    net_successes: int
    damage: int = 0
    damage_taken: int = 0
    special: str | None = None
    effects: list[str] = field(default_factory=list)
    ammo: dict[str, Any] = field(default_factory=dict)
    extra_hits: list[dict[str, Any]] = field(default_factory=list)
    resolved: bool = False
    pushed: bool = False
    can_push: bool = False
    burst: dict[str, Any] | None = None
    roll: dict[str, Any] | None = None
    block_roll: dict[str, Any] | None = None
    protection: dict[str, Any] | None = None
    applied: dict[str, Any] | None = None
    weapon_name: str = ""
    damage_if_accepted: int = 0
    """For an open roll: the damage accepting it deals before cover and armour
    (:func:`hit_damage`, the function resolving it uses)."""
    duel: dict[str, Any] | None = None
    """An overwatch shot at someone in overwatch who fired back: the opposed roll's
    ``text`` and who shoots ``first`` (``None`` on a tie: both together)."""

    def to_dict(self) -> dict[str, Any]:
        return copy.deepcopy(self.__dict__)

    @property
    def text(self) -> str:
        """One line with both names: "Ana hits Rat 1 with the pistol: 3 damage, 2 got
        through." / "Ana misses Rat 1." / "Ana's attack on Rat 1 is rolled: …"."""
        a, t = self.attacker, self.target
        weapon_words = (self.weapon_name or self.weapon.replace("_", " ")).lower()
        what = (
            translate("yze", "unarmed")
            if self.weapon == "unarmed"
            else translate("yze", "with the {weapon_words}").format(weapon_words=weapon_words)
        )
        if self.outcome == "pending":
            dmg = translate("yze", "{damage_if_accepted} damage").format(
                damage_if_accepted=self.damage_if_accepted
            )
            return translate(
                "yze",
                "{a}'s attack on {t} ({what}) is rolled: {plural}; accepting "
                "deals {dmg} before armour — push or accept.",
            ).format(a=a, t=t, what=what, plural=_plural(self.net_successes, "success"), dmg=dmg)
        if self.outcome == "no_attack" and self.duel:
            return translate(
                "yze", "{t} wins the opposed overwatch roll and shoots first: {a}'s shot waits."
            ).format(t=t, a=a)
        if self.outcome == "no_attack":
            return translate("yze", "{a} can't find {t} in the dark: no attack.").format(a=a, t=t)
        if not self.hit:
            return translate("yze", "{a} misses {t}.").format(a=a, t=t)
        if self.special:
            return translate("yze", "{a} hits {t} ({special}): {effects}").format(
                a=a, t=t, special=special_attack_name(self.special), effects="; ".join(self.effects)
            )
        if self.weapon == "unarmed":
            return translate(
                "yze", "{a} hits {t} unarmed: {damage} damage, {damage_taken} got through."
            ).format(a=a, t=t, damage=self.damage, damage_taken=self.damage_taken)
        return translate(
            "yze", "{a} hits {t} with the {weapon}: {damage} damage, {damage_taken} got through."
        ).format(a=a, t=t, weapon=weapon_words, damage=self.damage, damage_taken=self.damage_taken)


# -- small helpers -------------------------------------------------------------------------------
def _table(enc: Encounter, table_id: str) -> dict[str, Any]:
    return enc.ruleset.table(table_id)


def _row(enc: Encounter, table_id: str, row_id: str) -> dict[str, Any]:
    for row in _table(enc, table_id)["rows"]:
        if row.get("id") == row_id:
            return row
    raise KeyError(
        translate("yze", "{table_id}.json has no row {row_id!r}").format(
            table_id=table_id, row_id=row_id
        )
    )


def setting(enc: Encounter, key: str, default: Any = None) -> Any:
    """The YZE setting ``yze.<key>``: the encounter's (``enc.state["settings"]``, set with
    ``damage.set_yze_setting``), else the ruleset's, else ``default``."""
    full = f"yze.{key}"
    stored = enc.state.get("settings", {})
    if isinstance(stored, Mapping) and full in stored:
        return stored[full]
    ruleset = getattr(enc.ruleset, "settings", {}) or {}
    for k in (full, key):
        if k in ruleset:
            return ruleset[k]
    return default


def ammo_mode(enc: Encounter) -> str:
    """``"count"``, ``"supply"`` or ``"ammo_dice"`` (setting ``yze.ammo_mode``)."""
    raw = str(setting(enc, "ammo_mode", DEFAULT_AMMO_MODE))
    try:
        return AMMO_MODES[raw]
    except KeyError:
        raise RuleError(
            translate(
                "yze",
                "Unknown ammo mode {raw!r}; use count, supply or ammo_dice (ranged_combat.json).",
            ).format(raw=raw)
        ) from None


def _peek(enc: Encounter, name: str) -> Mapping[str, Any]:
    """``name``'s combat state for reading (never creates anything)."""
    return enc.state.get("combatants", {}).get(name, {}).get("combat", {})


def _cs(enc: Encounter, name: str) -> dict[str, Any]:
    """``name``'s combat state for writing (inside a transaction)."""
    return enc.ruleset.combatant_state(enc, name).setdefault("combat", {})


def cite(
    table_id: str, row: Mapping[str, Any] | None = None, field: str = "factor", words: str = ""
) -> tuple[str, str]:
    """``(source, seed_note)`` of a modifier from ``row`` of ``table_id``: the table and the
    row's ``field`` in the UI language, and the seed's words (``field_pt``, or ``words``) with
    seed and section — ``("melee_modifiers.json: Attacker prone", "Atacante caído — seed 000,
    MODIFICADORES DE COMBATE CORPO A CORPO")``."""
    meta = load_table("yze", table_id).get("source") or {}
    label = rule_text(row, field) if row is not None else ""
    source = f"{table_id}.json: {label}" if label else f"{table_id}.json"
    section = (row or {}).get("section") or meta.get("section", "")
    seed = f"seed {str(meta.get('seed', '000'))[:3]}, {section}".rstrip(", ")
    said = words or (str(row.get("quote_pt") or seed_words(row, field)) if row is not None else "")
    return source, f"{said} — {seed}" if said else seed


def _log(enc: Encounter, kind: str, text: str, **data: Any) -> None:
    enc.add_log(kind, text, **data)


def _jsonable(value: Any) -> Any:
    """A JSON-safe deep copy (what other modules hand back may hold objects)."""
    return json.loads(json.dumps(value, default=lambda o: getattr(o, "to_dict", lambda: str(o))()))


def _action_of(enc: Encounter, action_id: str) -> str:
    """ "slow" or "fast": which action table (``actions_slow.json`` / ``actions_fast.json``)
    lists ``action_id``."""
    for kind in ("slow", "fast"):
        if any(r.get("id") == action_id for r in _table(enc, f"actions_{kind}")["rows"]):
            return kind
    raise KeyError(
        translate("yze", "No action {action_id!r} in the action tables").format(action_id=action_id)
    )


def action_words(kind: str) -> str:
    """ "fast action", "slow action" in the UI language (a round's action kind)."""
    if kind == "slow":
        return translate("yze", "slow action")
    if kind == "fast":
        return translate("yze", "fast action")
    return translate("yze", "free action") if kind == "free" else kind


def _a(name: str, *, capital: bool = False) -> str:
    """ "a knife", "an axe" (a weapon's name with its article, lower case) in the UI language."""
    word = name.lower()
    if word[:1] in "aeiou":
        text = translate("yze", "An {weapon}") if capital else translate("yze", "an {weapon}")
    else:
        text = translate("yze", "A {weapon}") if capital else translate("yze", "a {weapon}")
    return text.format(weapon=word)


_PLURALS: dict[str, tuple[str, str]] = {
    "success": (QT_TRANSLATE_NOOP("yze", "{n} success"), QT_TRANSLATE_NOOP("yze", "{n} successes")),
    "bane": (QT_TRANSLATE_NOOP("yze", "{n} bane"), QT_TRANSLATE_NOOP("yze", "{n} banes")),
    "round": (QT_TRANSLATE_NOOP("yze", "{n} round"), QT_TRANSLATE_NOOP("yze", "{n} rounds")),
    "attack": (QT_TRANSLATE_NOOP("yze", "{n} attack"), QT_TRANSLATE_NOOP("yze", "{n} attacks")),
    "stretch": (QT_TRANSLATE_NOOP("yze", "{n} stretch"), QT_TRANSLATE_NOOP("yze", "{n} stretches")),
    "shift": (QT_TRANSLATE_NOOP("yze", "{n} shift"), QT_TRANSLATE_NOOP("yze", "{n} shifts")),
    "day": (QT_TRANSLATE_NOOP("yze", "{n} day"), QT_TRANSLATE_NOOP("yze", "{n} days")),
    "timed effect": (
        QT_TRANSLATE_NOOP("yze", "{n} timed effect"),
        QT_TRANSLATE_NOOP("yze", "{n} timed effects"),
    ),
}
"""Singular and plural of the counted words in log lines (English grammar: 1 is singular)."""


def _plural(n: int, word: str) -> str:
    one, many = _PLURALS[word]
    return tr_label("yze", one if n == 1 else many).format(n=n)


# -- the modules written beside this one (imported lazily) ---------------------------------------
def _dmg() -> Any:
    """``core.rules.yze.damage`` or ``None`` while it does not exist."""
    try:
        from core.rules.yze import damage
    except ImportError:
        return None
    return damage


def _is_broken(enc: Encounter, name: str) -> bool:
    dm = _dmg()
    fn = getattr(dm, "is_broken", None)
    return bool(fn(enc, name)) if fn else False


def _protect(
    enc: Encounter, name: str, damage: int, *, ranged: bool, blast: bool = False
) -> dict[str, Any]:
    """Cover (ranged only), then armour: ``damage.protect``; nothing without it."""
    dm = _dmg()
    fn = getattr(dm, "protect", None)
    if fn is None or damage <= 0:
        return {"damage": max(0, damage)}
    out = (
        fn(enc, name, damage, ranged=ranged, blast=True)
        if blast
        else fn(enc, name, damage, ranged=ranged)
    )
    return dict(out) if isinstance(out, Mapping) else {"damage": int(out)}


def apply_harm(
    enc: Encounter,
    name: str,
    amount: int,
    *,
    kind: str = "physical",
    source: str = "",
    can_crit: bool = True,
    weapon: Mapping[str, Any] | None = None,
    attack_successes: int | None = None,
) -> dict[str, Any]:
    """Hand ``amount`` damage to ``damage.apply_damage`` and drop the victim's aim and overwatch.

    Without ``damage.py`` the damage is only logged.
    """
    if amount <= 0:
        return {"damage": 0}
    if _is_dead(enc, name):
        _log(
            enc,
            "damage",
            translate("yze", "{name} is already dead.").format(name=name),
            combatant=name,
        )
        return {"damage": 0, "dead": True}
    dm = _dmg()
    fn = getattr(dm, "apply_damage", None)
    if fn is None:
        _log(
            enc,
            "damage",
            translate(
                "yze", "{name} takes {amount} damage from {source} (no damage tracks loaded)."
            ).format(name=name, amount=amount, source=source or kind),
            combatant=name,
            amount=amount,
            source=source,
        )
        out: dict[str, Any] = {"damage": amount, "tracked": False}
    else:
        res = fn(
            enc,
            name,
            amount,
            kind=kind,
            source=source,
            can_crit=can_crit,
            weapon=dict(weapon) if weapon is not None else None,
            attack_successes=attack_successes,
        )
        out = dict(res) if isinstance(res, Mapping) else {"damage": amount}
    on_damage(enc, name)
    return out


def _roll_modifiers(enc: Encounter, name: str, skill: str) -> list[Modifier]:
    """Damage-side modifiers for ``name`` rolling ``skill``, each listed: conditions, critical
    injuries to the skill and to its attribute (``damage.py``; none without it)."""
    from core.rules.yze.skills import skill_attribute

    dm = _dmg()
    out: list[Modifier] = []
    if dm is None:
        return out
    attribute = skill_attribute(skill)
    cond = getattr(dm, "condition_modifier", None)
    if cond is not None:
        value = int(cond(enc, name, attribute) or 0)
        if value:
            out.append(
                Modifier(
                    translate("yze", "Conditions"),
                    value,
                    *cite("conditions", words="EFEITOS DAS CONDIÇÕES"),
                )
            )
    crit = getattr(dm, "crit_skill_modifiers", None)
    if crit is not None:
        value = int((crit(enc, name) or {}).get(skill, 0) or 0)
        if value:
            out.append(
                Modifier(
                    translate("yze", "Critical injuries"),
                    value,
                    *cite("critical_injuries_physical", words="MODIFICADORES DE PERÍCIA"),
                )
            )
    crit_attr = getattr(dm, "crit_attribute_modifiers", None)
    if crit_attr is not None:
        value = int((crit_attr(enc, name) or {}).get(attribute, 0) or 0)
        if value:
            out.append(
                Modifier(
                    translate("yze", "Critical injuries ({attribute})").format(attribute=attribute),
                    value,
                    *cite("critical_injuries_mental", words="EFEITOS"),
                )
            )
    return out


def _is_step(enc: Encounter, name: str) -> bool:
    from core.rules.yze.skills import uses_step_dice

    return uses_step_dice(enc, name)


def _base_dice(enc: Encounter, name: str, skill: str) -> tuple[int, list[str]]:
    """(pool base dice, step dice) for ``name`` rolling ``skill``: attribute + skill, the
    attribute as lowered by attribute damage (``damage.attribute_value``)."""
    from core.rules.yze.skills import skill_attribute, skill_pool, skill_steps

    attribute = skill_attribute(skill)
    raw = enc.combatant(name).stats.get(attribute)
    current_fn = getattr(_dmg(), "attribute_value", None)
    current = current_fn(enc, name, attribute) if current_fn is not None else raw
    if _is_step(enc, name):
        steps = skill_steps(enc, name, skill)
        if isinstance(raw, str) and steps and current != raw:
            if current is None:
                steps.pop(0)
            else:
                steps[0] = str(current)
        return 0, steps
    base = skill_pool(enc, name, skill)
    if isinstance(raw, int) and isinstance(current, int) and current < raw:
        base = max(0, base - (raw - current))
    return base, []


def _shift_steps(steps: list[str], modifier: int) -> list[str]:
    """Move the last (skill) die one step per point of ``modifier`` (skills.roll_skill reading)."""
    out = list(steps)
    for _ in range(abs(modifier)):
        if not out:
            break
        i = len(out) - 1
        out[i] = step_up(out[i]) if modifier > 0 else (step_down(out[i]) or "D")
    return out


def _roll(
    enc: Encounter, style: str, pool: int, steps: list[str], label: str, *, pushable: bool = True
) -> PoolRoll | StepRoll:
    if style == "step":
        return enc.dice.step(steps, label=label, pushable=pushable)
    return enc.dice.pool(pool, label=label, pushable=pushable)


def _roll_from_dict(d: Mapping[str, Any]) -> PoolRoll | StepRoll:
    if d.get("style") == "step":
        return StepRoll(
            tuple((str(r), int(f)) for r, f in d["dice"]),
            bool(d.get("pushed")),
            not d.get("pushed") and bool(d.get("pushable", True)),
            str(d.get("label", "")),
            tuple((str(r), int(f)) for r, f in d.get("first", [])),
        )
    return PoolRoll(
        tuple(int(x) for x in d["dice"]),
        bool(d.get("pushed")),
        not d.get("pushed") and bool(d.get("pushable", True)),
        str(d.get("label", "")),
        tuple(int(x) for x in d.get("first", [])),
    )


def _skill_roll(
    enc: Encounter, name: str, skill: str, *, extra: Iterable[Modifier] = (), label: str = ""
) -> tuple[PoolRoll | StepRoll, list[Modifier]]:
    """Roll ``skill`` for ``name`` with crit/condition modifiers plus ``extra`` (not logged)."""
    from core.rules.yze.skills import skill_label

    mods = [*extra, *_roll_modifiers(enc, name, skill)]
    total = sum(m.value for m in mods)
    base, steps = _base_dice(enc, name, skill)
    text = label or f"{name}: {skill_label(skill)}"
    if _is_step(enc, name):
        return enc.dice.step(_shift_steps(steps, total), label=text), mods
    return enc.dice.pool(max(0, base + total), label=text), mods


def _mods_text(mods: Iterable[Modifier]) -> str:
    parts = [f"{m.label} {m.value:+d}" for m in mods]
    return f" ({', '.join(parts)})" if parts else ""


# -- the weapon table ----------------------------------------------------------------------------
def _default_rows(enc: Encounter) -> list[dict[str, Any]]:
    return [_normalise_row(r) for r in _table(enc, "weapons")["rows"]]


def _copy_row(row: Mapping[str, Any]) -> dict[str, Any]:
    """A copy of a weapon row that is safe to change (only nested values need deep copies;
    an attack reads the table several times, so this stays cheap)."""
    return {k: copy.deepcopy(v) if isinstance(v, (dict, list)) else v for k, v in row.items()}


def _normalise_row(row: Mapping[str, Any]) -> dict[str, Any]:
    out = dict(WEAPON_OPTIONAL)
    out.update(_copy_row(row))
    return out


def weapon_table(enc: Encounter) -> list[dict[str, Any]]:
    """The encounter's weapon table (copies): ``weapons.json`` until the GM edits it."""
    rows = enc.state.get("weapons")
    carried = _carried_custom(enc)
    if rows is None:
        return _default_rows(enc) + carried
    return [copy.deepcopy(r) for r in rows] + carried


def _carried_custom(enc: Encounter) -> list[dict[str, Any]]:
    """Custom weapons a combatant's sheet brings that the table lacks (``yze.weapons``)."""
    from core.rules.yze.weapons import carried_custom_rows

    return carried_custom_rows(enc)


def weapon(enc: Encounter, weapon_id: str) -> dict[str, Any]:
    """One row of the weapon table (a copy); :class:`RuleError` for an unknown id."""
    edited = enc.state.get("weapons")
    for row in edited or _table(enc, "weapons")["rows"]:
        if row.get("id") == weapon_id:
            return _copy_row(row) if edited else _normalise_row(row)
    for row in _carried_custom(enc):
        if row.get("id") == weapon_id:
            return row
    known = ", ".join(rule_text(r, "name") for r in weapon_table(enc))
    raise RuleError(
        translate(
            "yze", "There is no weapon {weapon_id!r} in the weapon table (known: {known})."
        ).format(weapon_id=weapon_id, known=known)
    )


def _check_row(row: Mapping[str, Any]) -> dict[str, Any]:
    for key, kind in WEAPON_FIELDS.items():
        if not isinstance(row.get(key), kind) or isinstance(row.get(key), bool):
            raise RuleError(
                translate("yze", "A weapon needs a {key!r} ({getattr}).").format(
                    key=key, getattr=getattr(kind, "__name__", kind)
                )
            )
    if not str(row["id"]).strip():
        raise RuleError(translate("yze", "A weapon's id can't be empty."))
    if row["range"] not in RANGE_ORDER:
        raise RuleError(
            translate("yze", "Weapon range {range!r} is not a range band ({RANGE_ORDER}).").format(
                range=row["range"], RANGE_ORDER=", ".join(RANGE_ORDER)
            )
        )
    if row["skill"] not in ("melee", "ranged", "mobility"):
        raise RuleError(translate("yze", "A weapon's skill is melee, ranged or mobility (thrown)."))
    if row["damage"] < 0:
        raise RuleError(translate("yze", "A weapon's damage can't be negative."))
    for key in ("bonus", "rof", "magazine", "crit_threshold"):
        value = row.get(key)
        if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
            raise RuleError(
                translate("yze", "A weapon's {key} is a whole number or empty.").format(key=key)
            )
        if value is not None and value < 0:
            raise RuleError(translate("yze", "A weapon's {key} can't be negative.").format(key=key))
    return _normalise_row(row)


def set_weapon(enc: Encounter, row: Mapping[str, Any]) -> dict[str, Any]:
    """Add a weapon to the encounter's table, or replace the row with the same ``id`` (undoable).

    Rows follow ``weapons.json`` (``id``, ``name``, ``damage``, ``range``, ``skill`` required);
    optional ratings: ``bonus``, ``crit_threshold``, ``crit_die``, ``rof``, ``magazine``,
    ``full_auto``, ``scope``, ``single_shot``, ``crossbow``, ``thrown``/``thrown_skill``.
    """
    clean = _check_row(row)
    with enc.transaction(translate("yze", "Weapon table: {name}").format(name=clean["name"])):
        rows = enc.state.get("weapons")
        if rows is None:
            rows = enc.state["weapons"] = _default_rows(enc)
        for i, old in enumerate(rows):
            if old["id"] == clean["id"]:
                rows[i] = clean
                verb = "changed"
                break
        else:
            rows.append(clean)
            verb = "added"
        _log(
            enc,
            "weapons",
            translate("yze", "Weapon table: {name} {verb}.").format(name=clean["name"], verb=verb),
            weapon=clean["id"],
        )
    return copy.deepcopy(clean)


def remove_weapon(enc: Encounter, weapon_id: str) -> None:
    """Take a weapon out of the encounter's table (Unarmed stays)."""
    row = weapon(enc, weapon_id)
    if row.get("unarmed"):
        raise RuleError(translate("yze", "Unarmed can't be removed from the weapon table."))
    with enc.transaction(
        translate("yze", "Weapon table: remove {name}").format(name=rule_text(row, "name"))
    ):
        rows = enc.state.get("weapons")
        if rows is None:
            rows = enc.state["weapons"] = _default_rows(enc)
        rows[:] = [r for r in rows if r["id"] != weapon_id]
        _log(
            enc,
            "weapons",
            translate("yze", "Weapon table: {name} removed.").format(name=rule_text(row, "name")),
            weapon=weapon_id,
        )


def _unarmed_id(enc: Encounter) -> str:
    for row in enc.state.get("weapons") or _table(enc, "weapons")["rows"]:
        if row.get("unarmed"):
            return str(row["id"])
    return "unarmed"


def carried_weapons(enc: Encounter, name: str) -> list[str] | None:
    """Weapons ``name`` has (``stats["weapons"]`` plus picked up, minus lost); ``None`` = any."""
    from core.rules.yze.sheet import carried_ids

    c = _peek(enc, name)
    listed = carried_ids(enc.combatant(name).stats)
    if listed is None and not c.get("picked_up"):
        return None
    out = [w for w in [*(listed or []), *c.get("picked_up", [])] if w not in c.get("lost", [])]
    return list(dict.fromkeys(out))


def wielded(enc: Encounter, name: str) -> str:
    """The weapon ``name`` holds: the last drawn or used one, else the first carried, else
    Unarmed."""
    c = _peek(enc, name)
    if c.get("weapon"):
        return str(c["weapon"])
    carried = carried_weapons(enc, name)
    return carried[0] if carried else _unarmed_id(enc)


def _in_hand(enc: Encounter, name: str, weapon_id: str | None) -> str:
    """The weapon ``name`` uses for an action: ``weapon_id`` (carried, and in hand unless they
    hold nothing yet) or the one in hand."""
    if weapon_id is None:
        return wielded(enc, name)
    row = weapon(enc, weapon_id)
    if row.get("unarmed"):
        return weapon_id
    carried = carried_weapons(enc, name)
    if (carried is not None and weapon_id not in carried) or weapon_id in _peek(enc, name).get(
        "lost", []
    ):
        raise RuleError(
            translate("yze", "{name} doesn't carry {a}.").format(
                name=name, a=_a(rule_text(row, "name"))
            )
        )
    held = _peek(enc, name).get("weapon")
    if held and held != weapon_id:
        raise RuleError(
            translate(
                "yze", "{name} holds the {name2}; drawing the {name3} first is a fast action."
            ).format(
                name=name,
                name2=rule_text(weapon(enc, held), "name").lower(),
                name3=rule_text(row, "name").lower(),
            )
        )
    return weapon_id


def weapon_bonus(enc: Encounter, name: str, weapon_id: str) -> int | None:
    """The weapon's bonus dice for ``name`` now (lowered by :func:`damage_weapon`)."""
    return _bonus_now(enc, name, weapon_id, weapon(enc, weapon_id))


def _bonus_now(enc: Encounter, name: str, weapon_id: str, row: Mapping[str, Any]) -> int | None:
    current = _peek(enc, name).get("weapon_bonus", {}).get(weapon_id)
    return current if current is not None else row.get("bonus")


def weapon_condition(enc: Encounter, name: str, weapon_id: str) -> tuple[int | None, bool]:
    """(:func:`weapon_bonus`, :func:`is_weapon_broken`) from one look at the weapon table (a
    weapon list's labels ask both of every weapon on each refresh)."""
    row = weapon(enc, weapon_id)
    bonus = _bonus_now(enc, name, weapon_id, row)
    breaks_at = int(_row(enc, "weapon_ratings", "bonus")["breaks_at"])
    return bonus, row.get("bonus") is not None and bonus is not None and bonus <= breaks_at


def draw_weapon(enc: Encounter, name: str, weapon_id: str, *, spend: bool = True) -> None:
    """Draw (ready) a weapon: a fast action (``ranged_combat.json`` draw_action)."""
    row = weapon(enc, weapon_id)
    _can_act(enc, name)
    carried = carried_weapons(enc, name)
    if not row.get("unarmed") and carried is not None and weapon_id not in carried:
        raise RuleError(
            translate("yze", "{name} doesn't carry {a}.").format(
                name=name, a=_a(rule_text(row, "name"))
            )
        )
    action = str(_row(enc, "ranged_combat", "skill")["draw_action"])
    with enc.transaction(
        translate("yze", "{name} draws {name2}").format(
            name=name, name2=rule_text(row, "name").lower()
        )
    ):
        _refresh_focus(enc, name)
        if spend:
            _spend(
                enc,
                name,
                action,
                translate("yze", "draw the {name}").format(name=rule_text(row, "name").lower()),
            )
            _record_action(enc, name, "draw_weapon", action)
        _cs(enc, name)["weapon"] = weapon_id
        _log(
            enc,
            "weapon",
            translate("yze", "{name} draws the {name2}").format(
                name=name, name2=rule_text(row, "name").lower()
            )
            + (translate("yze", " ({cost}).").format(cost=action_words(action)) if spend else "."),
            combatant=name,
            weapon=weapon_id,
        )


def damage_weapon(enc: Encounter, name: str, weapon_id: str, amount: int = 1) -> int:
    """Lower ``name``'s weapon bonus by ``amount``; at 0 it is broken (``weapon_ratings.json``)."""
    row = weapon(enc, weapon_id)
    bonus = weapon_bonus(enc, name, weapon_id)
    if bonus is None:
        raise RuleError(
            translate("yze", "The {name} has no bonus to lower.").format(
                name=rule_text(row, "name").lower()
            )
        )
    rating = _row(enc, "weapon_ratings", "bonus")
    new = max(int(rating["breaks_at"]), bonus - amount)
    with enc.transaction(
        translate("yze", "Damage {name}'s {name2}").format(
            name=name, name2=rule_text(row, "name").lower()
        )
    ):
        _cs(enc, name).setdefault("weapon_bonus", {})[weapon_id] = new
        broke = new <= int(rating["breaks_at"])
        _log(
            enc,
            "weapon",
            translate("yze", "{name}'s {name2} bonus drops to +{new}").format(
                name=name, name2=rule_text(row, "name").lower(), new=new
            )
            + (translate("yze", " — it breaks (repair with Crafting).") if broke else "."),
            combatant=name,
            weapon=weapon_id,
            bonus=new,
        )
    return new


def repair_weapon(enc: Encounter, name: str, weapon_id: str) -> None:
    """Give ``name``'s weapon its table bonus back (after a Crafting repair the GM rolled)."""
    row = weapon(enc, weapon_id)
    with enc.transaction(
        translate("yze", "Repair {name}'s {name2}").format(
            name=name, name2=rule_text(row, "name").lower()
        )
    ):
        _cs(enc, name).setdefault("weapon_bonus", {}).pop(weapon_id, None)
        _log(
            enc,
            "weapon",
            translate("yze", "{name}'s {name2} is repaired.").format(
                name=name, name2=rule_text(row, "name").lower()
            ),
            combatant=name,
        )


def is_weapon_broken(enc: Encounter, name: str, weapon_id: str) -> bool:
    return weapon_condition(enc, name, weapon_id)[1]


# -- actions, turns and focus (aim, readied bow, overwatch) --------------------------------------
def _is_dead(enc: Encounter, name: str) -> bool:
    fn = getattr(_dmg(), "is_dead", None)
    return bool(fn(enc, name)) if fn else False


def _cannot_act(enc: Encounter, name: str) -> str | None:
    """Why ``name`` can take no action now (dead, broken …), or ``None``."""
    reason = enc.cannot_act_reason(name)
    if reason:
        return reason
    if _is_dead(enc, name):
        return translate("yze", "{name} is dead.").format(name=name)
    if _is_broken(enc, name):
        return translate("yze", "{name} is broken: no actions, no rolls.").format(name=name)
    return None


def _can_act(enc: Encounter, name: str) -> None:
    reason = _cannot_act(enc, name)
    if reason:
        raise RuleError(reason)


def _turn_refusal(enc: Encounter, name: str, *, out_of_turn: bool = False) -> str | None:
    """Once the fight has started, actions are taken on your own turn (overwatch shots, blocks
    and the free retreat attack excepted)."""
    try:
        from core.rules.yze.initiative import current_turn, fight_started
    except ImportError:
        return None
    if out_of_turn or not fight_started(enc):
        return None
    now = current_turn(enc)
    if now is None or now == name:
        return None
    return translate("yze", "Not {name}'s turn (it is {now}'s).").format(name=name, now=now)


def _record_action(enc: Encounter, name: str, action_id: str, kind: str | None) -> None:
    """Note the action in the initiative module's turn record and tell the action hooks
    (``actions.ACTION_TAKEN_HOOKS``), as ``actions.take_action`` does."""
    try:
        from core.rules.yze.actions import ACTION_TAKEN_HOOKS
        from core.rules.yze.initiative import turn_state
    except ImportError:
        return
    turn = turn_state(enc, name)
    turn["free" if kind in (None, "free") else "actions"].append(action_id)
    for hook in list(ACTION_TAKEN_HOOKS):
        if hook is not on_action_taken:
            hook(enc, name, action_id)


def _spend(enc: Encounter, name: str, action: str | None, what: str) -> None:
    if not action:
        return
    cost = Cost({action: 1})
    if not enc.ruleset.can_afford(enc.actions_spent(name), cost):
        left = enc.ruleset.describe_remaining(enc.actions_spent(name))
        raise RuleError(
            translate("yze", "{name} has no {cost} left to {what} (left: {left}).").format(
                name=name, cost=action_words(action), what=what, left=left
            )
        )
    enc.spend(name, cost, f"{name}: {what}")


def _mark(enc: Encounter, name: str) -> dict[str, Any]:
    return {"round": enc.round.number, "spent": enc.actions_spent(name)}


def _focus_intact(enc: Encounter, name: str) -> bool:
    """True while ``name`` has done nothing since the last aim / ready / overwatch.

    Same round: nothing more spent. Next round: nothing spent yet (blocks spend too).
    """
    mark = _peek(enc, name).get("focus")
    if not mark:
        return False
    spent = {k: v for k, v in enc.actions_spent(name).items() if v}
    before = {k: v for k, v in mark.get("spent", {}).items() if v}
    if mark.get("round") == enc.round.number:
        return spent == before
    if mark.get("round") == enc.round.number - 1:
        return not spent
    return False


def _effective_focus(enc: Encounter, name: str) -> dict[str, Any]:
    """Aim, readied bow and overwatch as they stand now (stale ones count as gone)."""
    c = _peek(enc, name)
    if not _focus_intact(enc, name):
        return {"aim": 0, "bow_ready": False, "overwatch": None}
    return {
        "aim": int(c.get("aim") or 0),
        "bow_ready": bool(c.get("bow_ready")),
        "overwatch": c.get("overwatch"),
    }


def _refresh_focus(enc: Encounter, name: str) -> None:
    """Drop aim, readied bow and overwatch that another action broke (inside a transaction)."""
    c = _peek(enc, name)
    if not (c.get("aim") or c.get("bow_ready") or c.get("overwatch")):
        return
    if _focus_intact(enc, name):
        return
    _drop_focus(enc, name, translate("yze", "{name} did something else").format(name=name))


def _drop_focus(enc: Encounter, name: str, why: str, *, keep_bow: bool = False) -> None:
    c = _cs(enc, name)
    lost = []
    if c.get("aim"):
        lost.append(translate("yze", "aim"))
    if c.get("overwatch"):
        lost.append(translate("yze", "overwatch"))
    if c.get("bow_ready") and not keep_bow:
        lost.append(translate("yze", "readied weapon"))
    c["aim"] = 0
    c["overwatch"] = None
    if not keep_bow:
        c["bow_ready"] = False
    if lost:
        _log(
            enc,
            "focus",
            translate("yze", "{why}: loses {lost}.").format(why=why, lost=and_list(lost)),
            combatant=name,
            lost=lost,
        )


def on_damage(enc: Encounter, name: str) -> None:
    """``name`` was hurt: aim and overwatch are lost (FOGO MIRADO, PERDENDO A VIGILÂNCIA).

    ``damage.apply_damage`` may call this for damage from other sources.
    """
    c = _peek(enc, name)
    if not (c.get("aim") or c.get("overwatch")):
        return
    with enc.transaction(translate("yze", "{name} is hurt").format(name=name)):
        _drop_focus(enc, name, translate("yze", "{name} is hurt").format(name=name), keep_bow=True)


def note_moved_into_engaged(enc: Encounter, name: str, target: str) -> None:
    """Record that ``name`` moved into ``target``'s Engaged range this round (diving blow)."""
    with enc.transaction(
        translate("yze", "{name} closes in on {target}").format(name=name, target=target)
    ):
        c = _cs(enc, name)
        mark = c.get("moved_into_engaged")
        if not mark or mark.get("round") != enc.round.number:
            mark = {"round": enc.round.number, "targets": []}
        if target not in mark["targets"]:
            mark["targets"].append(target)
        c["moved_into_engaged"] = mark


def close_in(enc: Encounter, name: str, target: str) -> None:
    """Move from Short to Engaged with ``target`` (a fast action) and remember it for a diving
    blow this round."""
    _can_act(enc, name)
    _check_not_grappled(enc, name, "move")
    with enc.transaction(
        translate("yze", "{name} closes in on {target}").format(name=name, target=target)
    ):
        _refresh_focus(enc, name)
        try:
            enc.engage(name, target, spend=True)
        except ValueError as exc:
            raise RuleError(str(exc)) from None
        cost = enc.ruleset.cost_of("engage")
        _record_action(enc, name, "move", next(iter(cost.amounts), None))
        note_moved_into_engaged(enc, name, target)
        _log(
            enc,
            "move",
            translate("yze", "{name} closes to Engaged range with {target}.").format(
                name=name, target=target
            ),
            combatant=name,
        )


# -- grapple -------------------------------------------------------------------------------------
def grappled_by(enc: Encounter, name: str) -> str | None:
    """Who holds ``name`` in a grapple, if anyone."""
    g = _peek(enc, name).get("grappled_by")
    return g if g and g in enc else None


def grappling(enc: Encounter, name: str) -> str | None:
    """Whom ``name`` holds in a grapple, if anyone."""
    g = _peek(enc, name).get("grappling")
    return g if g and g in enc else None


def grapple_block_reason(enc: Encounter, name: str, activity: str = "act") -> str | None:
    """Why a grapple stops ``name`` from ``activity`` (move, shoot …), or ``None``.

    A grappled combatant can't move and may only break free; a grappler may only make grapple
    attacks or let go (``melee_combat.json`` grapple).
    """
    holder = grappled_by(enc, name)
    if holder:
        return translate(
            "yze",
            "{name} is grappled by {holder}: they can't {activity}; "
            "their only action is to break free (slow action, opposed "
            "Close Combat).",
        ).format(name=name, holder=holder, activity=activity)
    held = grappling(enc, name)
    if held:
        return translate(
            "yze",
            "{name} is grappling {held}: their only actions are a "
            "grapple attack (fast) or letting go.",
        ).format(name=name, held=held)
    return None


def _check_not_grappled(enc: Encounter, name: str, activity: str) -> None:
    reason = grapple_block_reason(enc, name, activity)
    if reason:
        raise RuleError(reason)


def release(enc: Encounter, grappler: str) -> None:
    """Let go of a grapple (a free action: the seed gives it no cost)."""
    held = grappling(enc, grappler)
    if not held:
        raise RuleError(
            translate("yze", "{grappler} is not grappling anyone.").format(grappler=grappler)
        )
    with enc.transaction(
        translate("yze", "{grappler} lets go of {held}").format(grappler=grappler, held=held)
    ):
        _end_grapple(enc, grappler, held)
        _log(
            enc,
            "grapple",
            translate("yze", "{grappler} lets go of {held}.").format(grappler=grappler, held=held),
            combatant=grappler,
            target=held,
        )


def _end_grapple(enc: Encounter, grappler: str, held: str) -> None:
    _cs(enc, grappler)["grappling"] = None
    _cs(enc, held)["grappled_by"] = None


def break_free(enc: Encounter, name: str) -> dict[str, Any]:
    """The grappled combatant's only action: a slow action, an opposed Close Combat roll against
    the grappler; free if they win (more successes)."""
    holder = grappled_by(enc, name)
    if not holder:
        raise RuleError(translate("yze", "{name} is not grappled.").format(name=name))
    _can_act(enc, name)
    row = _row(enc, "melee_combat", "grapple")
    skill = str(_row(enc, "melee_combat", "skill_and_range")["skill"])
    with enc.transaction(translate("yze", "{name} tries to break free").format(name=name)):
        _spend(enc, name, str(row["break_free_action"]), translate("yze", "break free"))
        _record_action(enc, name, "break_free", str(row["break_free_action"]))
        mine, mods_a = _skill_roll(
            enc, name, skill, label=translate("yze", "{name}: break free").format(name=name)
        )
        theirs, mods_b = _skill_roll(
            enc, holder, skill, label=translate("yze", "{holder}: hold on").format(holder=holder)
        )
        free = mine.successes > theirs.successes
        if free:
            _end_grapple(enc, holder, name)
        _log(
            enc,
            "grapple",
            translate(
                "yze",
                "{name} tries to break free from {holder}: {mine}{mods_text} "
                "against {theirs}{mods_text2} — ",
            ).format(
                name=name,
                holder=holder,
                mine=mine.describe(),
                mods_text=_mods_text(mods_a),
                theirs=theirs.describe(),
                mods_text2=_mods_text(mods_b),
            )
            + ("free!" if free else translate("yze", "still held.")),
            combatant=name,
            target=holder,
            roll=mine.to_dict(),
            opposed_roll=theirs.to_dict(),
            success=free,
        )
    return {"free": free, "roll": mine.to_dict(), "opposed_roll": theirs.to_dict()}


# -- the attack helper ---------------------------------------------------------------------------
def _attack_kind(row: Mapping[str, Any], thrown: bool | None) -> tuple[str, str]:
    """(kind, skill): ``melee``/``ranged``/``thrown`` and the skill rolled."""
    if row["skill"] == "melee":
        if thrown:
            return "thrown", str(row.get("thrown_skill") or "mobility")
        return "melee", "melee"
    if row["skill"] == "mobility" or row.get("thrown"):
        return "thrown", str(row.get("thrown_skill") or row["skill"])
    return "ranged", str(row["skill"])


def _is_humanoid(enc: Encounter, name: str) -> bool:
    from core.rules.yze.sheet import is_humanoid

    return is_humanoid(enc.combatant(name).stats)


def total_darkness_zones(enc: Encounter) -> list[str]:
    """Zones in total darkness (ESCURIDÃO), set with ``hazards.set_total_darkness``."""
    return list(enc.state.get("darkness", {}).get("zones", []))


def attack_options(
    enc: Encounter,
    attacker: str,
    target: str,
    weapon_id: str | None = None,
    *,
    special: str | None = None,
    thrown: bool | None = None,
    sneak: bool = False,
    helpless: bool | None = None,
    dive: bool | None = None,
    unseen: bool = False,
    target_size: str | None = None,
    dim_light: bool = False,
    total_darkness: bool | None = None,
    overwatch: bool = False,
    free: bool = False,
    full_auto: bool = False,
    burst: bool = False,
    duel: bool = False,
    ammo_dice: int = 0,
    gm_allows: bool = False,
) -> AttackPlan:
    """The attack ``attacker`` → ``target`` with ``weapon_id`` (default: the weapon in hand):
    whether it is allowed (and why not), the dice, every modifier with its source, blockable?

    Flags: ``special`` (disarm, knock_down, shove, grapple — unarmed only), ``thrown`` (throw a
    weapon that can be thrown, e.g. a spear), ``sneak`` (melee sneak attack +3, no block),
    ``helpless`` (default: the target is broken), ``dive`` (default: detected — unarmed after
    moving into Engaged range this round), ``unseen`` (−2), ``target_size`` ("large"/"small"),
    ``dim_light`` (−1), ``total_darkness`` (default: either zone is in total darkness),
    ``overwatch`` (an overwatch shot), ``free`` (the free attack on a failed retreat),
    ``full_auto`` (start a basic full-auto burst), ``burst`` (a follow-up attack of a burst),
    ``duel`` (an overwatch shot at someone in overwatch who fires back: the opposed roll),
    ``ammo_dice`` (ammo-dice mode), ``gm_allows`` (the GM lets it through walls, closed doors
    and the Engaged reach of melee: :func:`core.rules.geometry.map_refusal`).
    """
    row = weapon(enc, weapon_id or wielded(enc, attacker))
    enc.combatant(target)
    kind, skill = _attack_kind(row, thrown)
    plan = AttackPlan(attacker, target, row, kind, skill, enc.range_band(attacker, target))
    _check_who(enc, plan, thrown=thrown, out_of_turn=overwatch or free or burst)
    _check_grapple(enc, plan, special=special)
    _check_weapon_in_hand(enc, plan, burst=burst)
    _check_special(enc, plan, special)
    _check_out_of_turn(enc, plan, free=free, burst=burst, duel=duel, overwatch=overwatch)
    if sneak:
        plan.reasons.append(_sneak_refusal(enc, plan))
    if not (free and _free_attack_owed(enc, attacker, target)):  # the retreater has gone
        plan.reasons.append(_reach_refusal(enc, plan, gm_allows=gm_allows) or "")
    dark = _total_darkness(enc, plan, total_darkness)
    helpless_now = _is_broken(enc, target) if helpless is None else bool(helpless)
    _add_weapon_bonus(enc, plan)
    _note_crit_ratings(plan)
    if kind == "melee":
        _add_melee_modifiers(enc, plan, helpless=helpless_now, dive=dive, sneak=sneak, dark=dark)
    else:
        _add_ranged_modifiers(
            enc,
            plan,
            helpless=helpless_now,
            target_size=target_size,
            dark=dark,
            dim_light=dim_light,
            unseen=unseen,
        )
        if sneak:
            plan.notes.append(
                translate("yze", "A ranged sneak attack only counts as surprising (no +3).")
            )
        focus = _effective_focus(enc, attacker)
        _check_ranged_readiness(enc, plan, row, focus, ammo_dice=ammo_dice, burst=burst)
    plan.modifiers.extend(_roll_modifiers(enc, attacker, skill))
    _set_blocking(enc, plan, sneak=sneak, free=free)
    _set_action(enc, plan, overwatch=overwatch, free=free, burst=burst)
    _check_full_auto(enc, plan, full_auto)
    _set_dice(enc, plan)
    return plan


# -- the steps of an attack plan, in the order a GM reads them ------------------------------------
def _check_who(enc: Encounter, plan: AttackPlan, *, thrown: bool | None, out_of_turn: bool) -> None:
    """Who may attack whom now: not oneself, not while unable to act, not the dead, on one's
    own turn (overwatch, free and burst attacks excepted), only a throwable weapon thrown."""
    attacker, target, row = plan.attacker, plan.target, plan.weapon
    refuse = plan.reasons.append
    if attacker == target:
        refuse(translate("yze", "{attacker} can't attack themselves.").format(attacker=attacker))
    refuse(_cannot_act(enc, attacker) or "")
    refuse(_injury_refusal(enc, attacker, row))
    if _is_dead(enc, target):
        refuse(translate("yze", "{target} is dead.").format(target=target))
    refuse(_turn_refusal(enc, attacker, out_of_turn=out_of_turn) or "")
    if thrown and not row.get("thrown"):
        refuse(
            translate("yze", "{a} can't be thrown.").format(
                a=_a(rule_text(row, "name"), capital=True)
            )
        )


def _sneak_refusal(enc: Encounter, plan: AttackPlan) -> str:
    """A sneak attack needs its Stealth roll, made and won (ATAQUE FURTIVO)."""
    from core.rules.yze.initiative import sneak_refusal

    return sneak_refusal(enc, plan.attacker, melee=plan.kind == "melee") or ""


def _injury_refusal(enc: Encounter, attacker: str, row: Mapping[str, Any]) -> str:
    """Critical injuries that forbid the attack: paralysis, or too few usable hands."""
    from core.rules.yze import crits

    return crits.paralysis_reason(enc, attacker) or crits.weapon_refusal(enc, attacker, row) or ""


def _injury_roll_costs(enc: Encounter, attacker: str, skill: str) -> None:
    """Injuries that hurt with each roll of the skill (a groin hit: each Close Combat roll)."""
    from core.rules.yze import crits

    crits.roll_costs(enc, attacker, skill)


def _check_grapple(enc: Encounter, plan: AttackPlan, *, special: str | None) -> None:
    """Grapples (GRAPPLE): the held one only breaks free; the holder only makes grapple
    attacks — unarmed, a fast action that can't be blocked."""
    attacker, target, row = plan.attacker, plan.target, plan.weapon
    refuse = plan.reasons.append
    held = grappling(enc, attacker)
    if grappled_by(enc, attacker):
        refuse(grapple_block_reason(enc, attacker, "attack") or "")
    if not held:
        return
    if target != held:
        refuse(grapple_block_reason(enc, attacker, "attack") or "")
    elif not row.get("unarmed"):
        refuse(
            translate("yze", "A grapple attack is unarmed; {attacker} can't use {a}.").format(
                attacker=attacker, a=_a(rule_text(row, "name"))
            )
        )
    elif special:
        refuse(
            translate(
                "yze", "{attacker} already holds {held}; only a grapple attack is possible."
            ).format(attacker=attacker, held=held)
        )
    else:
        plan.grapple_attack = True
        plan.action = str(_row(enc, "melee_combat", "grapple")["grapple_attack_action"])
        plan.notes.append(
            translate(
                "yze",
                "Grapple attack: a normal unarmed attack, but a fast action that can't be blocked.",
            )
        )


def _check_weapon_in_hand(enc: Encounter, plan: AttackPlan, *, burst: bool) -> None:
    """The weapon is carried, drawn (drawing another is a fast action) and not broken."""
    attacker, row = plan.attacker, plan.weapon
    wid = str(row["id"])
    if row.get("unarmed"):
        return
    refuse = plan.reasons.append
    carried = carried_weapons(enc, attacker)
    if (carried is not None and wid not in carried) or wid in _peek(enc, attacker).get("lost", []):
        refuse(
            translate("yze", "{attacker} doesn't carry {a}.").format(
                attacker=attacker, a=_a(rule_text(row, "name"))
            )
        )
    held_now = _peek(enc, attacker).get("weapon")
    if held_now and held_now != wid and not burst:
        refuse(
            translate(
                "yze", "{attacker} holds the {name}; drawing the {name2} first is a fast action."
            ).format(
                attacker=attacker,
                name=rule_text(weapon(enc, held_now), "name").lower(),
                name2=rule_text(row, "name").lower(),
            )
        )
    if is_weapon_broken(enc, attacker, wid):
        refuse(
            translate("yze", "{attacker}'s {name} is broken (repair it with Crafting).").format(
                attacker=attacker, name=rule_text(row, "name").lower()
            )
        )


def _check_special(enc: Encounter, plan: AttackPlan, special: str | None) -> None:
    """Special attacks (ATAQUES ESPECIAIS): disarm, knock down, shove, grapple."""
    if special is None:
        return
    refuse = plan.reasons.append
    if special not in SPECIAL_ATTACKS:
        refuse(
            translate(
                "yze", "Unknown special attack {special!r} (choose {SPECIAL_ATTACKS})."
            ).format(special=special, SPECIAL_ATTACKS=", ".join(SPECIAL_ATTACKS))
        )
        return
    srow = _row(enc, "special_attacks", special)
    if srow.get("unarmed_only") and not plan.weapon.get("unarmed"):
        refuse(
            translate("yze", "{name} is only possible fighting unarmed.").format(
                name=rule_text(srow, "name")
            )
        )
    if plan.kind != "melee":
        refuse(translate("yze", "{name} is a melee attack.").format(name=rule_text(srow, "name")))
    if special == "disarm" and wielded(enc, plan.target) == _unarmed_id(enc):
        refuse(translate("yze", "{target} holds nothing to take.").format(target=plan.target))
    plan.special = special


def _total_darkness(enc: Encounter, plan: AttackPlan, flag: bool | None) -> bool:
    """Total darkness (ESCURIDÃO): the flag, else either zone is dark."""
    if flag is not None:
        return flag
    zones = {enc.combatant(plan.attacker).zone, enc.combatant(plan.target).zone}
    return bool(zones & set(total_darkness_zones(enc)))


def _add_weapon_bonus(enc: Encounter, plan: AttackPlan) -> None:
    row = plan.weapon
    bonus = weapon_bonus(enc, plan.attacker, str(row["id"]))
    if bonus:
        plan.modifiers.append(
            Modifier(
                translate("yze", "{name} bonus").format(name=rule_text(row, "name")),
                int(bonus),
                *cite("weapons", row, "name"),
            )
        )


def _note_crit_ratings(plan: AttackPlan) -> None:
    """A weapon's own crit ratings (OUTRAS CLASSIFICAÇÕES), which the hit's damage applies."""
    row = plan.weapon
    parts = []
    if row.get("crit_threshold") is not None:
        parts.append(
            translate(
                "yze", "crit threshold {crit_threshold} (that much damage is a critical)"
            ).format(crit_threshold=row["crit_threshold"])
        )
    if row.get("crit_die"):
        parts.append(translate("yze", "crit die {crit_die}").format(crit_die=row["crit_die"]))
    if parts:
        plan.notes.append(
            translate("yze", "{name}: {parts} (other ratings).").format(
                name=rule_text(row, "name"), parts="; ".join(parts)
            )
        )


def _melee_mod(r: Mapping[str, Any], label: str) -> Modifier:
    return Modifier(label, r["modifier"], *cite("melee_modifiers", r))


def _add_melee_modifiers(
    enc: Encounter,
    plan: AttackPlan,
    *,
    helpless: bool,
    dive: bool | None,
    sneak: bool,
    dark: bool,
) -> None:
    """Prone, helpless, a diving blow, a sneak attack, total darkness (melee_modifiers.json …)."""
    mods, row = plan.modifiers, plan.weapon
    mm = {r["id"]: r for r in _table(enc, "melee_modifiers")["rows"]}
    if enc.combatant(plan.attacker).stance == "prone":
        mods.append(_melee_mod(mm["attacker_prone"], translate("yze", "Attacker prone")))
    skip = set(mm["target_helpless"]["not_cumulative_with"]) if helpless else set()
    if enc.combatant(plan.target).stance == "prone" and "target_prone" not in skip:
        mods.append(_melee_mod(mm["target_prone"], translate("yze", "Target prone")))
    if helpless:
        mods.append(_melee_mod(mm["target_helpless"], translate("yze", "Target helpless")))
    if dive is None:
        moved = _peek(enc, plan.attacker).get("moved_into_engaged") or {}
        dive = bool(
            row.get("unarmed")
            and moved.get("round") == enc.round.number
            and plan.target in moved.get("targets", [])
            and not plan.grapple_attack
        )
    if dive:
        if mm["dive_attack"]["unarmed_only"] and not row.get("unarmed"):
            plan.reasons.append(translate("yze", "A diving blow is an unarmed attack."))
        plan.dive = True
        mods.append(_melee_mod(mm["dive_attack"], translate("yze", "Diving blow")))
    if sneak:
        r = _row(enc, "attack_situational_modifiers", "sneak_attack_melee")
        mods.append(
            Modifier(
                translate("yze", "Sneak attack"),
                r["modifier"],
                *cite("attack_situational_modifiers", r, "name"),
            )
        )
    if dark:
        r = _row(enc, "darkness", "attack_engaged")
        mods.append(
            Modifier(
                translate("yze", "Total darkness"),
                r["attack_modifier"],
                *cite("darkness", words="ESCURIDÃO (Engajado)"),
            )
        )


def _ranged_mod(r: Mapping[str, Any]) -> Modifier:
    return Modifier(rule_text(r, "factor"), r["modifier"], *cite("ranged_modifiers", r))


def _add_ranged_modifiers(
    enc: Encounter,
    plan: AttackPlan,
    *,
    helpless: bool,
    target_size: str | None,
    dark: bool,
    dim_light: bool,
    unseen: bool,
) -> None:
    """Range, aim, target size, darkness and light, an unseen target (ranged_modifiers.json …)."""
    mods, band = plan.modifiers, plan.range_band
    rm = {r["id"]: r for r in _table(enc, "ranged_modifiers")["rows"]}
    by_range = {r["range"]: r for r in rm.values() if r.get("range")}
    r = by_range.get(band)
    if r is not None:
        if band == "engaged" and helpless and r.get("helpless_modifier") is not None:
            source, note = cite("ranged_modifiers", r)
            mods.append(
                Modifier(
                    translate("yze", "Engaged, helpless target"),
                    r["helpless_modifier"],
                    source,
                    f"{r['factor_pt']} ({r['modifier_pt']}) — {note.split(' — ', 1)[-1]}",
                )
            )
        elif r.get("modifier"):
            mods.append(_ranged_mod(r))
    _add_aim(enc, plan, rm)
    size = target_size or enc.combatant(plan.target).stats.get("size")
    if size in ("large", "small"):
        mods.append(_ranged_mod(rm[f"target_{size}"]))
    if dark:
        _add_total_darkness_ranged(enc, plan)
        return
    zones = (enc.combatant(plan.attacker).zone, enc.combatant(plan.target).zone)
    dark_zones = [z for z in dict.fromkeys(zones) if enc.map.zone(z).is_dark]
    if dark_zones:
        mods.append(_dark_zone_modifier(enc, [enc.map.name(z) for z in dark_zones]))
    elif dim_light:
        mods.append(_ranged_mod(rm["dim_light"]))
    if unseen:
        r = _row(enc, "attack_situational_modifiers", "unseen_target")
        mods.append(
            Modifier(
                translate("yze", "Target unseen"),
                r["modifier"],
                *cite("attack_situational_modifiers", r, "name"),
            )
        )


def _add_aim(enc: Encounter, plan: AttackPlan, rm: Mapping[str, Mapping[str, Any]]) -> None:
    """An aimed shot +2, or +3 in all aimed with a telescopic sight (MIRA TELESCÓPICA)."""
    aim_value = _effective_focus(enc, plan.attacker)["aim"]
    if not aim_value:
        return
    if aim_value == int(_row(enc, "attack_situational_modifiers", "scope_aimed")["modifier"]):
        plan.modifiers.append(
            Modifier(
                translate("yze", "Aimed with a scope"),
                aim_value,
                *cite(
                    "attack_situational_modifiers",
                    _row(enc, "attack_situational_modifiers", "scope_aimed"),
                    "name",
                ),
            )
        )
    else:
        r = rm["aimed_shot"]
        plan.modifiers.append(
            Modifier(
                translate("yze", "Aimed shot"),
                r["modifier"],
                *cite("ranged_modifiers", r),
            )
        )


def _add_total_darkness_ranged(enc: Encounter, plan: AttackPlan) -> None:
    """ESCURIDÃO: nothing at Medium or farther; at Short an Observation roll comes first."""
    band = plan.range_band
    farthest = str(_row(enc, "darkness", "attack_medium_plus")["range"])
    if RANGE_ORDER[band] >= RANGE_ORDER[farthest]:
        plan.reasons.append(
            translate(
                "yze", "In total darkness no one can hit a target at Medium range or farther."
            )
        )
        return
    r = _row(enc, "darkness", f"attack_{band}")
    plan.modifiers.append(
        Modifier(
            translate("yze", "Total darkness"),
            r["attack_modifier"],
            *cite("darkness", words=f"ESCURIDÃO ({_row(enc, 'range_bands', band)['name_pt']})"),
        )
    )
    if r.get("requires_roll"):
        plan.requires_roll = str(r["requires_roll"])
        plan.notes.append(
            translate(
                "yze",
                "Total darkness at Short range: a successful Observation "
                "roll (no action) comes first.",
            )
        )


def _set_blocking(enc: Encounter, plan: AttackPlan, *, sneak: bool, free: bool) -> None:
    """Can the target block it (BLOQUEIO)? Only melee, and not every melee attack."""
    blocking = _row(enc, "blocking", "unblockable")["unblockable"]
    if plan.kind != "melee":
        plan.block_reason = translate("yze", "Only melee attacks can be blocked.")
    elif sneak and "melee_sneak_attack" in blocking:
        plan.block_reason = translate("yze", "A melee sneak attack can't be blocked.")
    elif plan.grapple_attack and "grapple_attack" in blocking:
        plan.block_reason = translate("yze", "A grapple attack can't be blocked.")
    elif free and "free_retreat_attack" in blocking:
        plan.block_reason = translate(
            "yze", "The free attack on a failed retreat can't be blocked."
        )
    else:
        plan.can_be_blocked = True


def _set_action(
    enc: Encounter, plan: AttackPlan, *, overwatch: bool, free: bool, burst: bool
) -> None:
    """The action it costs, and whether it is left this round; an overwatch shot needs the
    overwatch and the target in the direction watched."""
    attacker, target = plan.attacker, plan.target
    if free or burst:
        plan.action = None
    elif overwatch:
        plan.action = str(_row(enc, "overwatch", "cost")["shot_action"])
    elif not plan.grapple_attack:
        action_id = "melee_attack" if plan.kind == "melee" else "shoot_ranged_weapon"
        plan.action = _action_of(enc, action_id)
    spent = enc.actions_spent(attacker)
    if plan.action and not enc.ruleset.can_afford(spent, Cost({plan.action: 1})):
        left = enc.ruleset.describe_remaining(spent)
        plan.reasons.append(
            translate("yze", "{attacker} has no {cost} left this round (left: {left}).").format(
                attacker=attacker, cost=action_words(str(plan.action)), left=left
            )
        )
    if not overwatch:
        return
    ow = _effective_focus(enc, attacker)["overwatch"]
    if not ow:
        plan.reasons.append(
            translate("yze", "{attacker} is not in overwatch.").format(attacker=attacker)
        )
    elif not _overwatch_covers(enc, attacker, target, ow):
        plan.reasons.append(
            translate(
                "yze", "{target} is not in the direction {attacker} is watching ({direction})."
            ).format(target=target, attacker=attacker, direction=ow["direction"])
        )


def _check_full_auto(enc: Encounter, plan: AttackPlan, full_auto: bool) -> None:
    if not full_auto:
        return
    row = plan.weapon
    if plan.kind == "melee":
        plan.reasons.append(translate("yze", "Full auto is for firearms."))
    elif not row.get("full_auto"):
        plan.reasons.append(
            translate(
                "yze", "The {name} can't fire full auto (mark it in the weapon table)."
            ).format(name=rule_text(row, "name").lower())
        )
    elif ammo_mode(enc) == "ammo_dice" or setting(enc, "full_auto_mode") == "ammo_dice":
        plan.reasons.append(
            translate("yze", "With ammo dice, full auto is rolled with ammo dice (ammo dice).")
        )


def _set_dice(enc: Encounter, plan: AttackPlan) -> None:
    """The dice (attribute + skill + every modifier; step dice shifted) and the verdict."""
    attacker, skill = plan.attacker, plan.skill
    missing = _missing_stat_note(enc, attacker, skill)
    if missing:
        plan.notes.append(missing)
    base, steps = _base_dice(enc, attacker, skill)
    plan.base_dice = base
    total = plan.total_modifier
    if _is_step(enc, attacker):
        plan.dice_style = "step"
        plan.steps = _shift_steps(steps, total)
        plan.pool = len(plan.steps)
    else:
        plan.pool = max(0, base + total)
    plan.reasons[:] = [r for r in plan.reasons if r]
    plan.allowed = not plan.reasons
    plan.reason = plan.reasons[0] if plan.reasons else translate("yze", "Allowed.")


def _reach_refusal(enc: Encounter, plan: AttackPlan, *, gm_allows: bool) -> str | None:
    """The map's word (seed 000 "COMBATE CORPO A CORPO": melee at Engaged range, no barrier
    between; a ranged attack needs a line of fire), then the weapon's own range."""
    from core.rules.geometry import map_refusal

    melee = plan.kind == "melee"
    why = map_refusal(enc, plan.attacker, plan.target, melee=melee, gm_allows=gm_allows)
    if why and melee:
        return translate(
            "yze",
            "{target} is at {band} range; melee needs Engaged "
            "range (closing in is a fast action; a barrier must be "
            "crossed first).",
        ).format(target=plan.target, band=RANGE_LABELS[plan.range_band])
    if why:
        return why
    row = plan.weapon
    if not melee and RANGE_ORDER[plan.range_band] > RANGE_ORDER[str(row["range"])]:
        return translate(
            "yze", "{target} is at {band} range, beyond the {name}'s {weapon_band} range."
        ).format(
            target=plan.target,
            band=RANGE_LABELS[plan.range_band],
            name=rule_text(row, "name").lower(),
            weapon_band=RANGE_LABELS[str(row["range"])],
        )
    return None


def _missing_stat_note(enc: Encounter, name: str, skill: str) -> str:
    """Say so when the roll reads a stat the sheet lacks (no silent pool of zero)."""
    from core.rules.yze.skills import attribute_label, skill_attribute, skill_label

    stats = enc.combatant(name).stats
    attribute = skill_attribute(skill)
    missing = [
        label
        for key, label in ((attribute, attribute_label(attribute)), (skill, skill_label(skill)))
        if stats.get(key) is None
    ]
    if not missing:
        return ""
    return translate(
        "yze", "{name}'s sheet has no {missing}: counted as 0 — fill in the sheet."
    ).format(name=name, missing=" or ".join(missing))


def _dark_zone_modifier(enc: Encounter, zone_names: list[str]) -> Modifier:
    """MAL ILUMINADA −2 (zone_features.json), or the table's "Luz fraca" −1 when the GM sets
    ``yze.dark_zone_ranged_modifier`` to ``"dim_light"`` (or to a number)."""
    choice = setting(enc, "dark_zone_ranged_modifier")
    where = ", ".join(zone_names)
    if choice == "dim_light" or choice == -1:
        r = _row(enc, "ranged_modifiers", "dim_light")
        return Modifier(
            translate("yze", "Dim light ({where})").format(where=where),
            int(r["modifier"]),
            *cite("ranged_modifiers", r),
        )
    if isinstance(choice, int) and not isinstance(choice, bool):
        return Modifier(
            translate("yze", "Dark zone ({where})").format(where=where),
            choice,
            translate("yze", "setting yze.dark_zone_ranged_modifier"),
        )
    r = _row(enc, "zone_features", "dark")
    return Modifier(
        translate("yze", "Dark zone ({where})").format(where=where),
        int(r["ranged_attack_modifier"]),
        *cite("zone_features", r, "name"),
    )


def _uses_ammo(row: Mapping[str, Any]) -> bool:
    return bool(row.get("firearm") or row.get("magazine"))


def _check_ranged_readiness(
    enc: Encounter,
    plan: AttackPlan,
    row: Mapping[str, Any],
    focus: Mapping[str, Any],
    *,
    ammo_dice: int,
    burst: bool,
) -> None:
    """Readied bow, loaded crossbow / single shot, bullets and supply, ammo dice."""
    name, wid = plan.attacker, str(row["id"])
    c = _peek(enc, name)
    if row.get("needs_preparing") and not focus["bow_ready"]:
        plan.reasons.append(
            translate(
                "yze",
                "{name}'s {name2} is not readied (a fast action; lost on "
                "anything but shooting or aiming).",
            ).format(name=name, name2=rule_text(row, "name").lower())
        )
    if (row.get("crossbow") or row.get("single_shot")) and not c.get("loaded", {}).get(wid, True):
        what = (
            translate("yze", "loading it")
            if row.get("crossbow")
            else translate("yze", "reloading it")
        )
        plan.reasons.append(
            translate("yze", "{name}'s {name2} is empty ({what} is a slow action).").format(
                name=name, name2=rule_text(row, "name").lower(), what=what
            )
        )
    if not _uses_ammo(row) or burst:
        if ammo_dice:
            plan.reasons.append(translate("yze", "Ammo dice are for firearms in ammo-dice mode."))
        return
    mode = ammo_mode(enc)
    bullets = c.get("ammo", {}).get(wid)
    if mode in ("count", "ammo_dice") and bullets is not None and bullets <= 0:
        plan.reasons.append(
            translate("yze", "{name}'s {name2} is empty (reloading is a slow action).").format(
                name=name, name2=rule_text(row, "name").lower()
            )
        )
    if mode == "supply":
        supply = c.get("supply", {}).get(wid)
        if supply is not None and supply <= 0:
            plan.reasons.append(
                translate("yze", "{name} is out of ammunition for the {name2}.").format(
                    name=name, name2=rule_text(row, "name").lower()
                )
            )
    if mode == "ammo_dice":
        rof = row.get("rof")
        cap = int(rof or 0)
        if bullets is not None:
            cap = max(0, min(cap, int(bullets) - 1))
        plan.max_ammo_dice = cap
        if ammo_dice < 0:
            plan.reasons.append(translate("yze", "A negative number of ammo dice makes no sense."))
        elif ammo_dice > cap:
            if not rof:
                plan.reasons.append(
                    translate(
                        "yze", "The {name} has no Rate of Fire (set rof in the weapon table)."
                    ).format(name=rule_text(row, "name").lower())
                )
            else:
                plan.reasons.append(
                    translate(
                        "yze",
                        "At most {cap} ammo dice (the lower of RoF {rof} and rounds left − 1).",
                    ).format(cap=cap, rof=rof)
                )
    elif ammo_dice:
        plan.reasons.append(
            translate("yze", "Ammo dice are only used in ammo-dice mode (setting yze.ammo_mode).")
        )


def _overwatch_covers(enc: Encounter, name: str, target: str, ow: Mapping[str, Any]) -> bool:
    """Is ``target`` in the overwatch direction? A zone id: the target is in it or the line of
    fire passes through it. Free text: the GM's call (always yes)."""
    zone = ow.get("zone")
    if not zone:
        return True
    if enc.combatant(target).zone == zone:
        return True
    return zone in enc.can_shoot(name, target).zones


# -- attacks -------------------------------------------------------------------------------------
def _new_id(enc: Encounter, attacker: str) -> str:
    c = _cs(enc, attacker)
    c["seq"] = int(c.get("seq", 0)) + 1
    return f"{attacker}#{enc.round.number}.{c['seq']}"


def _block_refusal(enc: Encounter, plan: AttackPlan, *, block_with_tool: bool) -> str | None:
    """Why ``plan.target`` can't block this attack now (``None`` when they can)."""
    defender = plan.target
    if not plan.can_be_blocked:
        return plan.block_reason
    block_skill = str(_row(enc, "blocking", "block")["skill"])
    missing = _missing_stat_note(enc, defender, block_skill)
    if missing:
        return missing.replace(
            translate("yze", "counted as 0"), translate("yze", "can't roll the block")
        )
    if _is_broken(enc, defender):
        return translate("yze", "{defender} is broken and can't block.").format(defender=defender)
    if grappled_by(enc, defender) or grappling(enc, defender):
        return grapple_block_reason(enc, defender, "block") or ""
    defender_weapon = weapon(enc, wielded(enc, defender))
    if defender_weapon.get("unarmed") and not block_with_tool:
        if not plan.weapon.get("unarmed"):
            return translate(
                "yze",
                "{defender} is unarmed: blocking an armed attack needs a "
                "weapon or sturdy tool (unarmed blocking).",
            ).format(defender=defender)
        if not _is_humanoid(enc, plan.attacker):
            return translate(
                "yze",
                "{defender} is unarmed: blocking an animal's attack needs a "
                "weapon or sturdy tool (unarmed blocking).",
            ).format(defender=defender)
    actions = _actions()
    if actions is not None and not block_with_tool:
        reason = actions.block_refusal(enc, defender, plan.attacker, weapon=str(plan.weapon["id"]))
        if reason:
            return str(reason)
    elif actions is not None:
        budget = actions.block_budget(enc, defender)
        if budget["left"] <= 0:
            return str(budget["reason"])
    action = str(_row(enc, "blocking", "block")["action"])
    if not enc.ruleset.can_afford(enc.actions_spent(defender), Cost({action: 1})):
        return translate("yze", "{defender} has no action left this round to block.").format(
            defender=defender
        )
    return None


ATTACK_FLAGS: tuple[str, ...] = (
    "special",
    "thrown",
    "sneak",
    "helpless",
    "dive",
    "unseen",
    "target_size",
    "dim_light",
    "total_darkness",
    "overwatch",
    "free",
    "full_auto",
    "burst",
    "duel",
    "ammo_dice",
    "gm_allows",
)
"""The options of :func:`attack_options` (and so of :func:`attack_verdict` and :func:`attack`)."""


def attack_verdict(
    enc: Encounter,
    attacker: str,
    target: str,
    weapon_id: str | None = None,
    *,
    block: bool = False,
    block_with_tool: bool = False,
    **flags: Any,
) -> AttackPlan:
    """The one decision on an attack: the plan of :func:`attack_options` with everything else
    :func:`attack` refuses (an attack still open, a block the target can't make). The attack
    preview shows it; :func:`attack` enforces it, refusing with the same reason."""
    unknown = sorted(set(flags) - set(ATTACK_FLAGS))
    if unknown:
        raise RuleError(
            translate("yze", "An attack has no option {unknown!r}.").format(unknown=unknown[0])
        )
    flags = _burst_flags(flags)
    plan = attack_options(enc, attacker, target, weapon_id, **flags)
    first: list[str] = []
    if _peek(enc, attacker).get("pending"):
        first.append(
            translate(
                "yze", "{attacker}'s last attack is still open: push it or accept it first."
            ).format(attacker=attacker)
        )
    later: list[str] = []
    if block:
        later.append(_block_refusal(enc, plan, block_with_tool=block_with_tool) or "")
    reasons = [r for r in (*first, *plan.reasons, *later) if r]
    plan.reasons[:] = reasons
    plan.allowed = not reasons
    plan.reason = reasons[0] if reasons else translate("yze", "Allowed.")
    return plan


def _burst_flags(flags: Mapping[str, Any]) -> dict[str, Any]:
    """A follow-up goes on with the burst: a "full auto" left ticked doesn't start a new one."""
    out = dict(flags)
    if out.get("burst"):
        out.pop("full_auto", None)
    return out


def _actions() -> Any:
    """``core.rules.yze.actions`` or ``None`` while it does not exist."""
    try:
        from core.rules.yze import actions
    except ImportError:
        return None
    return actions


def _spend_block(
    enc: Encounter, defender: str, attacker: str, weapon_id: str, *, tool: bool
) -> None:
    """The block's action, out of turn, from the defender's round budget (at most two blocks a
    round: ``actions.block_action`` counts them)."""
    actions = _actions()
    if actions is not None and not tool:
        actions.block_action(enc, defender, attacker, weapon=weapon_id)
        return
    action = str(_row(enc, "blocking", "block")["action"])
    _spend(enc, defender, action, "block")
    if actions is not None:
        from core.rules.yze.initiative import turn_state

        turn = turn_state(enc, defender)
        turn["blocks"] = int(turn.get("blocks", 0)) + 1
        _record_action(enc, defender, "block", action)


def attack(
    enc: Encounter,
    attacker: str,
    target: str,
    weapon_id: str | None = None,
    *,
    block: bool = False,
    block_with_tool: bool = False,
    resolve: bool = True,
    extra_hits: int | Iterable[str] | None = None,
    disarm_keep: bool = True,
    disarm_throw_to: str | None = None,
    **flags: Any,
) -> AttackResult:
    """Attack: spend the action, roll (a block makes it opposed), and — with ``resolve`` —
    apply the result: damage (weapon base + 1 per extra success) through cover and armour, or
    the special attack's effect.

    Roll with ``resolve=False`` to leave the roll open for :func:`push_attack` or
    :func:`resolve_attack`. ``flags`` are those of :func:`attack_options`.
    """
    flags = _burst_flags(flags)
    with enc.transaction(
        translate("yze", "{attacker} attacks {target}").format(attacker=attacker, target=target)
    ):
        _refresh_focus(enc, attacker)
        if not flags.get("burst"):
            _end_burst_if_any(enc, attacker)
        plan = attack_verdict(
            enc, attacker, target, weapon_id, block=block, block_with_tool=block_with_tool, **flags
        )
        if not plan.allowed:
            raise RuleError(plan.reason)
        _log_override(enc, plan, gm_allows=bool(flags.get("gm_allows")))
        if flags.get("sneak"):
            from core.rules.yze.initiative import use_sneak_roll

            use_sneak_roll(enc, attacker)
        duel, waits = _take_out_of_turn(enc, plan, flags)
        if waits is not None:
            return waits
        result = _roll_attack(
            enc,
            plan,
            dict(flags, block_with_tool=block_with_tool),
            block=block,
            resolve=resolve,
            extra_hits=extra_hits,
            disarm_keep=disarm_keep,
            disarm_throw_to=disarm_throw_to,
        )
        if duel is not None:
            result.duel = duel
            result.effects.insert(0, str(duel["text"]))
        return result


def _log_override(enc: Encounter, plan: AttackPlan, *, gm_allows: bool) -> None:
    """The GM let the attack through against the map: the log says so."""
    if not gm_allows:
        return
    from core.rules.geometry import overridden_note

    note = overridden_note(enc, plan.attacker, plan.target, melee=plan.kind == "melee")
    if note:
        _log(enc, "override", note, combatant=plan.attacker, target=plan.target)


def _roll_attack(
    enc: Encounter,
    plan: AttackPlan,
    flags: Mapping[str, Any],
    *,
    block: bool,
    resolve: bool,
    extra_hits: int | Iterable[str] | None,
    disarm_keep: bool,
    disarm_throw_to: str | None,
) -> AttackResult:
    """Roll ``plan``: find the target in the dark, spend the action, the declared block, the
    shot's ammunition, the attack roll and its log line; then resolve it or leave it pending."""
    attacker, target, wid = plan.attacker, plan.target, str(plan.weapon["id"])
    rid = _new_id(enc, attacker)
    c = _cs(enc, attacker)
    if plan.requires_roll and not _grope_for_target(enc, plan):
        return AttackResult(
            rid, attacker, target, wid, plan.kind, "no_attack", False, 0, 0, 0, resolved=True
        )
    _spend_attack_action(enc, plan, flags, c)
    block_roll = _declared_block(enc, plan, flags) if block else None
    ammo = _spend_shot(enc, plan, flags, c)
    roll = _roll(enc, plan.dice_style, plan.pool, plan.steps, _attack_roll_label(plan))
    _injury_roll_costs(enc, attacker, str(plan.skill))
    rec = _attack_record(enc, plan, flags, rid, roll, block_roll, ammo)
    _log_attack_roll(enc, plan, rec, roll.describe(), ammo)
    c["pending"] = rec
    if flags.get("full_auto"):
        c["burst"] = {"weapon": wid, "attacks": 1, "round": enc.round.number, "can_continue": False}
    if not resolve:
        return _pending_result(enc, rec)
    return _resolve(
        enc, rec, extra_hits=extra_hits, disarm_keep=disarm_keep, disarm_throw_to=disarm_throw_to
    )


def _grope_for_target(enc: Encounter, plan: AttackPlan) -> bool:
    """Total darkness, Short range: the Observation roll (no action) that finds the target."""
    attacker, target = plan.attacker, plan.target
    look, mods = _skill_roll(
        enc,
        attacker,
        str(plan.requires_roll),
        label=translate("yze", "{attacker}: spot {target}").format(
            attacker=attacker, target=target
        ),
    )
    found = look.success
    text = (
        translate(
            "yze", "{attacker} gropes for {target} in total darkness: {look}{mods_text} — found."
        )
        if found
        else translate(
            "yze",
            "{attacker} gropes for {target} in total darkness: {look}{mods_text} — can't "
            "find {target}; no attack.",
        )
    )
    _log(
        enc,
        "attack",
        text.format(
            attacker=attacker, target=target, look=look.describe(), mods_text=_mods_text(mods)
        ),
        combatant=attacker,
        target=target,
        roll=look.to_dict(),
    )
    return found


def _spend_attack_action(
    enc: Encounter, plan: AttackPlan, flags: Mapping[str, Any], c: dict[str, Any]
) -> None:
    """Spend and record the attack's action, then what it does to aim, overwatch and the
    weapon in hand (the focus of an overwatch shot survives it)."""
    attacker = plan.attacker
    focus_before = _effective_focus(enc, attacker)
    overwatch = bool(flags.get("overwatch"))
    what = translate("yze", "shoot in overwatch") if overwatch else translate("yze", "attack")
    _spend(enc, attacker, plan.action, what)
    if plan.action:
        _record_action(enc, attacker, _attack_action_id(plan, overwatch), plan.action)
    if plan.kind != "melee":
        _shot_focus(enc, attacker, c, overwatch and bool(focus_before["overwatch"]), focus_before)
    elif c.get("aim") or c.get("bow_ready") or c.get("overwatch"):
        _drop_focus(
            enc, attacker, translate("yze", "{attacker} attacks in melee").format(attacker=attacker)
        )
    if not plan.weapon.get("unarmed") and not flags.get("thrown") and plan.kind != "thrown":
        c["weapon"] = str(plan.weapon["id"])
    if plan.kind == "melee":
        _melee_ends_target_overwatch(enc, plan.target)


def _attack_action_id(plan: AttackPlan, overwatch: bool) -> str:
    if overwatch:
        return "overwatch_shot"
    if plan.grapple_attack:
        return "grapple_attack"
    return "melee_attack" if plan.kind == "melee" else "shoot_ranged_weapon"


def _shot_focus(
    enc: Encounter,
    attacker: str,
    c: dict[str, Any],
    keeps_overwatch: bool,
    focus_before: Mapping[str, Any],
) -> None:
    """A shot spends the aim and a readied bow; overwatch survives only an overwatch shot."""
    c["aim"] = 0
    c["bow_ready"] = False
    if keeps_overwatch:
        c["overwatch"] = focus_before["overwatch"]
        c["focus"] = _mark(enc, attacker)
    elif c.get("overwatch"):
        c["overwatch"] = None
        _log(
            enc,
            "overwatch",
            translate("yze", "{attacker} shoots outside overwatch and loses it.").format(
                attacker=attacker
            ),
            combatant=attacker,
        )


def _melee_ends_target_overwatch(enc: Encounter, target: str) -> None:
    """Being attacked in melee ends overwatch (PERDENDO A VIGILÂNCIA)."""
    if _peek(enc, target).get("overwatch"):
        _cs(enc, target)["overwatch"] = None
        _log(
            enc,
            "overwatch",
            translate("yze", "{target} is attacked in melee and loses overwatch.").format(
                target=target
            ),
            combatant=target,
        )


def _declared_block(enc: Encounter, plan: AttackPlan, flags: Mapping[str, Any]) -> dict[str, Any]:
    """The target's block, declared before the attacker rolls: spent, rolled and logged."""
    attacker, target, wid = plan.attacker, plan.target, str(plan.weapon["id"])
    brow = _row(enc, "blocking", "block")
    _spend_block(enc, target, attacker, wid, tool=bool(flags.get("block_with_tool")))
    extra = []
    dw = weapon(enc, wielded(enc, target))
    bonus = weapon_bonus(enc, target, str(dw["id"]))
    if bonus and not dw.get("unarmed") and dw["skill"] == "melee":
        extra.append(
            Modifier(
                translate("yze", "{name} bonus").format(name=rule_text(dw, "name")),
                int(bonus),
                *cite("weapons", dw, "name"),
            )
        )
    roll_b, bmods = _skill_roll(
        enc,
        target,
        str(brow["skill"]),
        extra=extra,
        label=translate("yze", "{target}: block").format(target=target),
    )
    block_roll = roll_b.to_dict()
    _log(
        enc,
        "block",
        translate("yze", "{target} blocks: {roll_b}{mods_text}.").format(
            target=target, roll_b=roll_b.describe(), mods_text=_mods_text(bmods)
        ),
        combatant=target,
        target=attacker,
        roll=block_roll,
    )
    return block_roll


def _spend_shot(
    enc: Encounter, plan: AttackPlan, flags: Mapping[str, Any], c: dict[str, Any]
) -> dict[str, Any]:
    """The ammunition the shot itself spends; a crossbow or single-shot weapon is unloaded and
    a thrown weapon leaves the hand."""
    row, wid = plan.weapon, str(plan.weapon["id"])
    ammo = _ammo_at_roll(
        enc,
        plan.attacker,
        row,
        int(flags.get("ammo_dice") or 0),
        burst=bool(flags.get("burst") or flags.get("full_auto")),
    )
    if row.get("crossbow") or row.get("single_shot"):
        c.setdefault("loaded", {})[wid] = False
    if plan.kind == "thrown":
        c["weapon"] = _unarmed_id(enc)  # the thrown weapon has left the hand
    return ammo


def special_attack_name(special: str) -> str:
    """A special attack's name (``special_attacks.json`` row id) in the UI language."""
    names = {
        "disarm": translate("yze", "disarm"),
        "knock_down": translate("yze", "knock down"),
        "shove": translate("yze", "shove"),
        "grapple": translate("yze", "grapple"),
    }
    return names.get(special, special.replace("_", " "))


def _attack_roll_label(plan: AttackPlan) -> str:
    what = (
        special_attack_name(plan.special)
        if plan.special
        else rule_text(plan.weapon, "name").lower()
    )
    return translate("yze", "{attacker}: {what} vs {target}").format(
        attacker=plan.attacker, what=what, target=plan.target
    )


def _attack_record(
    enc: Encounter,
    plan: AttackPlan,
    flags: Mapping[str, Any],
    rid: str,
    roll: Any,
    block_roll: dict[str, Any] | None,
    ammo: dict[str, Any],
) -> dict[str, Any]:
    """The pending attack as the state keeps it (push, accept and resolve read it)."""
    return {
        "id": rid,
        "attacker": plan.attacker,
        "target": plan.target,
        "weapon": str(plan.weapon["id"]),
        "weapon_row": copy.deepcopy(plan.weapon),
        "kind": plan.kind,
        "skill": plan.skill,
        "pool": plan.pool,
        "steps": list(plan.steps),
        "dice_style": plan.dice_style,
        "modifiers": [list(m) for m in plan.modifiers],
        "roll": roll.to_dict() | {"pushable": roll.pushable},
        "block_roll": block_roll,
        "special": plan.special,
        "dive": plan.dive,
        "grapple_attack": plan.grapple_attack,
        "ammo": ammo,
        "round": enc.round.number,
        "full_auto": bool(flags.get("full_auto")),
        "burst": bool(flags.get("burst")),
        "overwatch": bool(flags.get("overwatch")),
        "pushed": False,
    }


def _attack_sentence(plan: AttackPlan) -> str:
    """The attack line's message: one whole sentence for each kind of attack (a translator
    may reorder it), with ``{attacker} {target} {weapon} {special} {dice} {roll}``."""
    if plan.weapon.get("unarmed"):
        if plan.special:
            return translate(
                "yze", "{attacker} attacks {target} unarmed ({special}): {dice} → {roll}."
            )
        return translate("yze", "{attacker} attacks {target} unarmed: {dice} → {roll}.")
    if plan.kind == "ranged":
        return translate("yze", "{attacker} shoots at {target} with a {weapon}: {dice} → {roll}.")
    if plan.kind == "thrown":
        return translate("yze", "{attacker} throws at {target} with a {weapon}: {dice} → {roll}.")
    if plan.special:
        return translate(
            "yze", "{attacker} attacks {target} with a {weapon} ({special}): {dice} → {roll}."
        )
    return translate("yze", "{attacker} attacks {target} with a {weapon}: {dice} → {roll}.")


def _log_attack_roll(
    enc: Encounter, plan: AttackPlan, rec: Mapping[str, Any], rolled: str, ammo: Mapping[str, Any]
) -> None:
    """The attack's log line (and where a thrown weapon lands)."""
    attacker, target = plan.attacker, plan.target
    weapon_name = rule_text(plan.weapon, "name").lower()
    if ammo.get("dice"):
        rolled = translate("yze", "{roll}; ammo dice {dice}").format(roll=rolled, dice=ammo["dice"])
    _log(
        enc,
        "attack",
        _attack_sentence(plan).format(
            attacker=attacker,
            target=target,
            weapon=weapon_name,
            special=special_attack_name(plan.special) if plan.special else "",
            dice=plan.describe(),
            roll=rolled,
        ),
        combatant=attacker,
        target=target,
        weapon=rec["weapon"],
        roll=rec["roll"],
        modifiers=rec["modifiers"],
        attack_id=rec["id"],
    )
    if plan.kind == "thrown":
        _log(
            enc,
            "weapon",
            translate("yze", "{attacker}'s {weapon_name} lands in {zone_name}.").format(
                attacker=attacker,
                weapon_name=weapon_name,
                zone_name=enc.map.name(enc.combatant(target).zone),
            ),
            combatant=attacker,
        )


def _successes(rec: Mapping[str, Any]) -> tuple[int, int, int]:
    atk = int(rec["roll"]["successes"])
    blk = int(rec["block_roll"]["successes"]) if rec.get("block_roll") else 0
    return atk, blk, max(0, atk - blk)


def hit_damage(enc: Encounter, rec: Mapping[str, Any], extra_targets: Iterable[str] = ()) -> int:
    """The damage an attack roll deals before cover and armour (seed 000 "ATAQUES": the
    weapon's damage + 1 per extra success, + ammo successes not spent on ``extra_targets``);
    0 for a miss or a special attack. Accepting the roll deals exactly this."""
    _atk, _blk, net = _successes(rec)
    if not net or rec.get("special"):
        return 0
    table = "melee_combat" if rec["kind"] == "melee" else "ranged_combat"
    per_extra = int(_row(enc, table, "damage")["damage_per_extra_success"])
    ammo_succ = int((rec.get("ammo") or {}).get("successes", 0))
    bonus = ammo_succ - len(list(extra_targets))
    return int(rec["weapon_row"]["damage"]) + per_extra * (net - 1) + bonus


def _pending_result(enc: Encounter, rec: Mapping[str, Any]) -> AttackResult:
    """An open roll; ``damage_if_accepted`` is what :func:`resolve_attack` would deal."""
    return _result_from(rec, resolved=False, damage_if_accepted=hit_damage(enc, rec))


def _result_from(rec: Mapping[str, Any], *, resolved: bool, **more: Any) -> AttackResult:
    atk, blk, net = _successes(rec)
    outcome = ("hit" if net else "miss") if resolved else "pending"
    res = AttackResult(
        id=str(rec["id"]),
        attacker=str(rec["attacker"]),
        target=str(rec["target"]),
        weapon=str(rec["weapon"]),
        weapon_name=rule_text(rec.get("weapon_row") or {}, "name"),
        kind=str(rec["kind"]),
        outcome=outcome,
        hit=bool(net),
        successes=atk,
        block_successes=blk,
        net_successes=net,
        special=rec.get("special"),
        ammo=copy.deepcopy(rec.get("ammo") or {}),
        resolved=resolved,
        pushed=bool(rec.get("pushed")),
        can_push=not resolved and not rec.get("pushed") and bool(rec["roll"].get("pushable", True)),
        roll=copy.deepcopy(rec["roll"]),
        block_roll=copy.deepcopy(rec.get("block_roll")),
    )
    for k, v in more.items():
        setattr(res, k, v)
    return res


def _find_pending(enc: Encounter, result_id: str) -> dict[str, Any]:
    for name, per in enc.state.get("combatants", {}).items():
        rec = per.get("combat", {}).get("pending")
        if rec and rec.get("id") == result_id:
            return _cs(enc, name)["pending"]
    raise RuleError(
        translate("yze", "That attack is no longer open: it was accepted already, or undone.")
    )


def push_attack(
    enc: Encounter,
    result_id: str,
    *,
    resolve: bool = True,
    extra_hits: int | Iterable[str] | None = None,
    disarm_keep: bool = True,
    disarm_throw_to: str | None = None,
) -> AttackResult:
    """Push an open attack roll (re-roll every die that is neither a success nor a bane), then
    resolve it (unless ``resolve=False``). Ammo dice are not re-rolled (a reading)."""
    with enc.transaction(translate("yze", "Push attack")):
        rec = _find_pending(enc, result_id)
        if rec.get("pushed"):
            raise RuleError(translate("yze", "A roll can be pushed only once."))
        first = _roll_from_dict(rec["roll"])
        if not first.pushable:
            raise RuleError(translate("yze", "This roll can't be pushed."))
        attacker = str(rec["attacker"])
        _can_act(enc, attacker)
        pushed = _push(enc, attacker, first, str(rec["skill"]))
        _push_hits_weapon(enc, attacker, rec, pushed.banes)
        rec["roll"] = pushed.to_dict() | {"pushable": False}
        rec["pushed"] = True
        _log(
            enc,
            "push",
            translate("yze", "{attacker} pushes the attack on {target}: {pushed}.").format(
                attacker=attacker, target=rec["target"], pushed=pushed.describe()
            ),
            combatant=attacker,
            target=rec["target"],
            roll=rec["roll"],
            attack_id=result_id,
        )
        if not resolve:
            return _pending_result(enc, rec)
        return _resolve(
            enc,
            rec,
            extra_hits=extra_hits,
            disarm_keep=disarm_keep,
            disarm_throw_to=disarm_throw_to,
        )


def _push_hits_weapon(enc: Encounter, name: str, rec: Mapping[str, Any], banes: int) -> None:
    """ARMAS, BÔNUS: a push's banes lower the weapon's bonus (``yze.weapons``)."""
    from core.rules.yze.weapons import push_banes_hit_weapon

    wid = rec.get("weapon")
    if wid:
        push_banes_hit_weapon(enc, name, str(wid), int(banes))


def _push(enc: Encounter, name: str, roll: PoolRoll | StepRoll, skill: str) -> PoolRoll | StepRoll:
    """Push ``roll``; the banes hurt as the damage system says (``damage.push_roll``)."""
    from core.rules.yze.skills import skill_attribute

    fn = getattr(_dmg(), "push_roll", None)
    if fn is not None:
        out = fn(enc, name, roll, skill_attribute(skill))
        pushed = out["roll"] if isinstance(out, Mapping) else out
        return pushed  # type: ignore[no-any-return]
    pushed = enc.dice.push_step(roll) if isinstance(roll, StepRoll) else enc.dice.push_pool(roll)
    if pushed.banes:
        _log(
            enc,
            "push",
            translate("yze", "{name}'s push shows {plural} (no damage tracks loaded).").format(
                name=name, plural=_plural(pushed.banes, "bane")
            ),
            combatant=name,
        )
    return pushed


def resolve_attack(
    enc: Encounter,
    result_id: str,
    *,
    extra_hits: int | Iterable[str] | None = None,
    disarm_keep: bool = True,
    disarm_throw_to: str | None = None,
) -> AttackResult:
    """Accept an open attack roll as it stands and apply it."""
    with enc.transaction(translate("yze", "Resolve attack")):
        rec = _find_pending(enc, result_id)
        return _resolve(
            enc,
            rec,
            extra_hits=extra_hits,
            disarm_keep=disarm_keep,
            disarm_throw_to=disarm_throw_to,
        )


def _resolve(
    enc: Encounter,
    rec: dict[str, Any],
    *,
    extra_hits: int | Iterable[str] | None,
    disarm_keep: bool,
    disarm_throw_to: str | None,
) -> AttackResult:
    attacker, target = str(rec["attacker"]), str(rec["target"])
    row = rec["weapon_row"]
    c = _cs(enc, attacker)
    c["pending"] = None
    atk, blk, net = _successes(rec)
    effects: list[str] = []
    result = _result_from(rec, resolved=True)
    if blk:
        effects.append(
            translate("yze", "{target}'s block cancels {min} of {plural}.").format(
                target=target, min=min(blk, atk), plural=_plural(atk, "success")
            )
        )

    if rec.get("dive"):
        dive_row = _row(enc, "melee_combat", "dive_attack")
        fallers = [attacker, target] if net and dive_row["on_hit_both_fall"] else [attacker]
        for who in fallers:
            if who in enc and enc.combatant(who).stance != "prone":
                enc.set_stance(who, "prone")
        effects.append(
            translate("yze", "Diving blow: {fallers} fall prone.").format(
                fallers=translate("yze", "{a} and {b}").format(a=fallers[0], b=fallers[1])
            )
            if len(fallers) > 1
            else translate("yze", "Diving blow: {fallers} falls prone.").format(fallers=fallers[0])
        )

    if net and rec.get("special"):
        effects.extend(
            _special_effect(enc, rec, disarm_keep=disarm_keep, disarm_throw_to=disarm_throw_to)
        )
    elif net:
        base = int(row["damage"])
        ammo_succ = int((rec.get("ammo") or {}).get("successes", 0))
        extra_targets = _extra_hit_targets(enc, target, extra_hits, ammo_succ)
        bonus = ammo_succ - len(extra_targets)
        damage = hit_damage(enc, rec, extra_targets)
        result.damage = damage
        prot = _protect(enc, target, damage, ranged=rec["kind"] != "melee")
        taken = int(prot.get("damage", damage))
        result.protection = _jsonable(prot)
        result.damage_taken = taken
        source = translate("yze", "{attacker}'s {weapon}").format(
            attacker=attacker, weapon=rule_text(row, "name").lower()
        )
        if bonus:
            effects.append(translate("yze", "Ammo dice add {bonus} damage.").format(bonus=bonus))
        effects.append(
            translate("yze", "{target} is hit for {damage} damage").format(
                target=target, damage=damage
            )
            + (
                translate("yze", ", {taken} after protection.").format(taken=taken)
                if taken != damage
                else "."
            )
        )
        result.applied = _jsonable(
            apply_harm(enc, target, taken, source=source, weapon=row, attack_successes=net)
        )
        ammo_row = _row(enc, "ammo_dice", "spending_successes")
        for other in extra_targets:
            dmg2 = int(row["damage"]) if ammo_row["extra_hit_damage"] == "weapon_base" else base
            prot2 = _protect(enc, other, dmg2, ranged=True)
            taken2 = int(prot2.get("damage", dmg2))
            applied2 = apply_harm(enc, other, taken2, source=source, weapon=row, attack_successes=1)
            result.extra_hits.append(
                _jsonable(
                    {
                        "target": other,
                        "damage": dmg2,
                        "damage_taken": taken2,
                        "protection": prot2,
                        "applied": applied2,
                    }
                )
            )
            effects.append(
                translate(
                    "yze",
                    "Extra hit (ammo dice) on {other}: {dmg2} damage, {taken2} after protection.",
                ).format(other=other, dmg2=dmg2, taken2=taken2)
            )
    else:
        effects.append(
            translate("yze", "{attacker} misses {target}.").format(attacker=attacker, target=target)
        )

    # ammunition after the attack, bursts
    burst = c.get("burst")
    if (
        burst
        and burst.get("round") == rec.get("round")
        and (rec.get("full_auto") or rec.get("burst"))
    ):
        max_attacks = int(_row(enc, "full_auto", "basic_full_auto")["max_attacks"])
        burst["can_continue"] = bool(net) and burst["attacks"] < max_attacks
        burst["last_target"] = target
        result.burst = copy.deepcopy(burst)
        if not burst["can_continue"]:
            effects.append(translate("yze", "The burst ends."))
            supply = _end_burst(enc, attacker)
            if supply is not None:
                result.ammo["supply_roll"] = supply
            if enc.log and enc.log[-1].get("kind") == "ammo":  # the supply roll, said
                effects.append(str(enc.log[-1]["text"]))
        else:
            effects.append(
                translate(
                    "yze", "Hit: {attacker} may fire again ({attacks} of {max_attacks})."
                ).format(attacker=attacker, attacks=burst["attacks"] + 1, max_attacks=max_attacks)
            )
    elif _uses_ammo(row) and ammo_mode(enc) == "supply":
        result.ammo["supply_roll"] = supply_roll(enc, attacker, str(row["id"]), quiet=True)

    result.effects = effects
    result.outcome = "hit" if net else "miss"
    c["last_attack"] = _jsonable(result.to_dict())
    _log(
        enc,
        "attack",
        " ".join(effects)
        or translate("yze", "{attacker}'s attack on {target} is resolved.").format(
            attacker=attacker, target=target
        ),
        combatant=attacker,
        target=target,
        attack_id=rec["id"],
        hit=bool(net),
        damage=result.damage,
        damage_taken=result.damage_taken,
    )
    return result


def _extra_hit_targets(
    enc: Encounter, target: str, extra_hits: int | Iterable[str] | None, available: int
) -> list[str]:
    """Targets of extra hits bought with ammo successes: the same target or others in its zone."""
    if not extra_hits or available <= 0:
        return []
    names = [target] * int(extra_hits) if isinstance(extra_hits, int) else list(extra_hits)
    zone = enc.combatant(target).zone
    for n in names:
        if enc.combatant(n).zone != zone:
            raise RuleError(
                translate(
                    "yze",
                    "An extra hit must land on {target} or someone in the same zone; {n} is not.",
                ).format(target=target, n=n)
            )
    return names[:available]


def _special_effect(
    enc: Encounter, rec: Mapping[str, Any], *, disarm_keep: bool, disarm_throw_to: str | None
) -> list[str]:
    attacker, target, special = str(rec["attacker"]), str(rec["target"]), str(rec["special"])
    tc = _cs(enc, target)
    if special == "disarm":
        item = wielded(enc, target)
        row = weapon(enc, item)
        tc.setdefault("lost", []).append(item)
        tc["weapon"] = _unarmed_id(enc)
        if disarm_throw_to:
            if disarm_throw_to not in enc.map.neighbours(enc.combatant(attacker).zone):
                raise RuleError(
                    translate("yze", "A disarmed item can be thrown only into an adjacent zone.")
                )
            return [
                translate(
                    "yze",
                    "{attacker} tears the {name} from {target} and throws it "
                    "into {disarm_throw_to_name}.",
                ).format(
                    attacker=attacker,
                    name=rule_text(row, "name").lower(),
                    target=target,
                    disarm_throw_to_name=enc.map.name(disarm_throw_to),
                )
            ]
        if disarm_keep:
            ac = _cs(enc, attacker)
            ac.setdefault("picked_up", []).append(item)
            ac["weapon"] = item
            if item in ac.get("lost", []):
                ac["lost"].remove(item)
            return [
                translate("yze", "{attacker} tears the {name} from {target} and keeps it.").format(
                    attacker=attacker, name=rule_text(row, "name").lower(), target=target
                )
            ]
        return [
            translate(
                "yze", "{attacker} tears the {name} from {target}; it falls to the ground."
            ).format(attacker=attacker, name=rule_text(row, "name").lower(), target=target)
        ]
    if special == "knock_down":
        enc.set_stance(target, "prone")
        return [
            translate("yze", "{attacker} knocks {target} to the ground.").format(
                attacker=attacker, target=target
            )
        ]
    if special == "shove":
        enc.disengage(attacker, target)
        return [
            translate("yze", "{attacker} shoves {target} out to Short range.").format(
                attacker=attacker, target=target
            )
        ]
    # grapple (AGARRAR)
    row = _row(enc, "melee_combat", "grapple")
    out = []
    if row["both_fall_prone"]:
        for who in (attacker, target):
            if enc.combatant(who).stance != "prone":
                enc.set_stance(who, "prone")
    if row["target_drops_weapon"]:
        dropped = wielded(enc, target)
        if dropped != _unarmed_id(enc):
            out.append(
                translate("yze", "{target} drops the {name}.").format(
                    target=target, name=rule_text(weapon(enc, dropped), "name").lower()
                )
            )
        tc["weapon"] = _unarmed_id(enc)
    _cs(enc, attacker)["grappling"] = target
    tc["grappled_by"] = attacker
    _drop_focus(enc, target, translate("yze", "{target} is grappled").format(target=target))
    return [
        translate(
            "yze",
            "{attacker} grapples {target}: both fall prone; {target} "
            "can't move and can only try to break free.",
        ).format(attacker=attacker, target=target),
        *out,
    ]


# -- ammunition ----------------------------------------------------------------------------------
def _ammo_at_roll(
    enc: Encounter, name: str, row: Mapping[str, Any], ammo_dice: int, *, burst: bool
) -> dict[str, Any]:
    """Count bullets / roll ammo dice as the shot is fired (the supply roll comes after)."""
    if not _uses_ammo(row):
        return {}
    mode = ammo_mode(enc)
    wid = str(row["id"])
    c = _cs(enc, name)
    bullets = c.get("ammo", {}).get(wid)
    info: dict[str, Any] = {"mode": mode, "tracked": bullets is not None}
    if mode == "count" and not burst:
        if bullets is not None:
            c["ammo"][wid] = bullets - 1
            info.update(spent=1, left=bullets - 1)
    elif mode == "ammo_dice":
        spent = 1
        if ammo_dice:
            roll = enc.dice.pool(
                ammo_dice,
                label=translate("yze", "{name}: ammo dice").format(name=name),
                pushable=False,
            )
            info.update(dice=list(roll.dice), successes=roll.successes)
            spent = sum(roll.dice) + 1
        if bullets is not None:
            spent = min(spent, bullets)  # ammo_dice.json choice: spent = min(sum + 1, rounds)
            c["ammo"][wid] = bullets - spent
            info.update(left=bullets - spent, empty=bullets - spent <= 0)
        info["spent"] = spent
        _log(
            enc,
            "ammo",
            translate("yze", "{name} fires {plural}").format(
                name=name, plural=_plural(spent, "round")
            )
            + (
                translate("yze", "; {bullets} left").format(bullets=bullets - spent)
                if bullets is not None
                else ""
            )
            + (translate("yze", " — the magazine is empty.") if info.get("empty") else "."),
            combatant=name,
            weapon=wid,
        )
    return info


def set_ammo(
    enc: Encounter,
    name: str,
    weapon_id: str,
    *,
    bullets: int | None = None,
    supply: int | None = None,
) -> None:
    """Set ``name``'s counted rounds in the magazine and/or supply rating for a weapon."""
    row = weapon(enc, weapon_id)
    with enc.transaction(
        translate("yze", "Ammunition: {name}'s {name2}").format(
            name=name, name2=rule_text(row, "name").lower()
        )
    ):
        c = _cs(enc, name)
        parts = []
        if bullets is not None:
            if bullets < 0:
                raise RuleError(translate("yze", "Rounds can't be negative."))
            c.setdefault("ammo", {})[weapon_id] = int(bullets)
            parts.append(translate("yze", "{bullets} rounds").format(bullets=bullets))
        if supply is not None:
            if supply < 0:
                raise RuleError(translate("yze", "A supply rating can't be negative."))
            c.setdefault("supply", {})[weapon_id] = int(supply)
            parts.append(translate("yze", "supply {supply}").format(supply=supply))
        _log(
            enc,
            "ammo",
            (
                translate("yze", "{name}'s {weapon}: {changes}.")
                if parts
                else translate("yze", "{name}'s {weapon}: unchanged.")
            ).format(name=name, weapon=rule_text(row, "name").lower(), changes=", ".join(parts)),
            combatant=name,
        )


def supply_roll(
    enc: Encounter, name: str, weapon_id: str, *, quiet: bool = False
) -> dict[str, Any] | None:
    """Roll the weapon's ammunition supply (not pushable): each 1 lowers it by one (a reading:
    the seed's page 7 is missing); at 0 the ammunition is gone. ``None`` if not tracked (then
    ``quiet`` skips the log line)."""
    row = weapon(enc, weapon_id)
    rating = _peek(enc, name).get("supply", {}).get(weapon_id, row.get("supply"))
    if rating is None and quiet:
        return None
    with enc.transaction(translate("yze", "{name}: supply roll").format(name=name)):
        if rating is None:
            _log(
                enc,
                "ammo",
                translate(
                    "yze", "{name}'s ammunition for the {name2} is not tracked (no supply rating)."
                ).format(name=name, name2=rule_text(row, "name").lower()),
                combatant=name,
            )
            return None
        roll = enc.dice.pool(
            int(rating),
            label=translate("yze", "{name}: supply ({name2})").format(
                name=name, name2=rule_text(row, "name").lower()
            ),
            pushable=False,
        )
        new = max(0, int(rating) - SUPPLY_BANE_LOSS * roll.banes)
        _cs(enc, name).setdefault("supply", {})[weapon_id] = new
        _log(
            enc,
            "ammo",
            translate(
                "yze", "{name}'s supply roll for the {name2}: {roll}; supply {rating} → {new}"
            ).format(
                name=name,
                name2=rule_text(row, "name").lower(),
                roll=roll.describe(),
                rating=rating,
                new=new,
            )
            + (translate("yze", " — out of ammunition.") if new == 0 else "."),
            combatant=name,
            roll=roll.to_dict(),
        )
        return {"roll": roll.to_dict(), "before": int(rating), "after": new}


def reload(
    enc: Encounter, name: str, weapon_id: str | None = None, *, bullets: int | None = None
) -> None:
    """Reload a firearm or load a crossbow: a slow action (MUNIÇÃO, ARCOS & FUNDAS).

    Counted rounds / ammo dice: the magazine gets ``bullets`` or the weapon's ``magazine``.
    """
    wid = weapon_id or wielded(enc, name)
    row = weapon(enc, wid)
    _can_act(enc, name)
    _check_not_grappled(enc, name, "reload")
    if not (row.get("firearm") or row.get("crossbow") or row.get("magazine")):
        raise RuleError(
            translate("yze", "{a} is not reloaded (only firearms and crossbows).").format(
                a=_a(rule_text(row, "name"), capital=True)
            )
        )
    rc = _row(enc, "ranged_combat", "ammo_modes" if not row.get("crossbow") else "bows_and_slings")
    action = str(rc.get("reload_action") or rc.get("crossbow_load_action"))
    mode = ammo_mode(enc)
    fill = bullets if bullets is not None else row.get("magazine")
    counted = mode in ("count", "ammo_dice") and _uses_ammo(row)
    if counted and fill is None:
        raise RuleError(
            translate(
                "yze",
                "How many rounds does the {name} hold? Give bullets= or set "
                "its magazine in the weapon table.",
            ).format(name=rule_text(row, "name").lower())
        )
    weapon_words = rule_text(row, "name").lower()
    title = (
        translate("yze", "{name} loads the {name2}")
        if row.get("crossbow")
        else translate("yze", "{name} reloads the {name2}")
    ).format(name=name, name2=weapon_words)
    with enc.transaction(title):
        _refresh_focus(enc, name)
        _spend(
            enc,
            name,
            action,
            (
                translate("yze", "load the {name}")
                if row.get("crossbow")
                else translate("yze", "reload the {name}")
            ).format(name=weapon_words),
        )
        _record_action(enc, name, "load_crossbow" if row.get("crossbow") else "reload", action)
        c = _cs(enc, name)
        if counted:
            c.setdefault("ammo", {})[wid] = int(fill)  # type: ignore[arg-type]
        c.setdefault("loaded", {})[wid] = True
        c["weapon"] = wid
        _log(
            enc,
            "ammo",
            (
                translate("yze", "{title} ({fill} rounds) — {cost}.")
                if counted
                else translate("yze", "{title} — {cost}.")
            ).format(title=title, fill=fill, cost=action_words(action)),
            combatant=name,
            weapon=wid,
        )


def load_crossbow(enc: Encounter, name: str, weapon_id: str | None = None) -> None:
    """Load a crossbow: a slow action, like reloading a firearm (ARCOS & FUNDAS)."""
    wid = weapon_id or wielded(enc, name)
    if not weapon(enc, wid).get("crossbow"):
        raise RuleError(
            translate("yze", "A {name} is not a crossbow.").format(
                name=rule_text(weapon(enc, wid), "name").lower()
            )
        )
    reload(enc, name, wid)


def ready_weapon(enc: Encounter, name: str, weapon_id: str | None = None) -> None:
    """Ready a bow or sling (nock an arrow, load the sling): a fast action; lost if you do
    anything but shoot or aim (ARCOS & FUNDAS)."""
    wid = _in_hand(enc, name, weapon_id)
    row = weapon(enc, wid)
    _can_act(enc, name)
    _check_not_grappled(enc, name, translate("yze", "ready a weapon"))
    if not row.get("needs_preparing"):
        raise RuleError(
            translate("yze", "{a} needs no readying.").format(
                a=_a(rule_text(row, "name"), capital=True)
            )
        )
    action = str(_row(enc, "ranged_combat", "bows_and_slings")["ready_action"])
    with enc.transaction(
        translate("yze", "{name} readies the {name2}").format(
            name=name, name2=rule_text(row, "name").lower()
        )
    ):
        _refresh_focus(enc, name)
        if _effective_focus(enc, name)["overwatch"]:
            # readying is an action other than an overwatch shot
            _drop_focus(
                enc,
                name,
                translate("yze", "{name} readies a weapon").format(name=name),
                keep_bow=True,
            )
        _spend(
            enc,
            name,
            action,
            translate("yze", "ready the {name}").format(name=rule_text(row, "name").lower()),
        )
        _record_action(enc, name, "prepare_bow_or_sling", action)
        c = _cs(enc, name)
        c["bow_ready"] = True
        c["aim"] = 0
        c["weapon"] = wid
        c["focus"] = _mark(enc, name)
        _log(
            enc,
            "weapon",
            translate("yze", "{name} readies the {name2} ({cost}).").format(
                name=name, name2=rule_text(row, "name").lower(), cost=action_words(action)
            ),
            combatant=name,
            weapon=wid,
        )


# -- out of turn: the free attack on a failed retreat, burst follow-ups, overwatch duels ----------
def grant_free_attacks(enc: Encounter, retreater: str, enemies: Iterable[str]) -> list[str]:
    """A failed retreat (RECUAR): each Engaged enemy gets an immediate free melee attack on
    ``retreater`` — out of turn, no action, can't be blocked. The retreater still moves; the
    attack is resolved against the retreat, wherever they went (``movement.json``'s reading).
    It lapses at the round's end or when the attacker's own turn comes (one undo step)."""
    granted = [foe for foe in dict.fromkeys(enemies) if foe in enc and foe != retreater]
    if not granted:
        return []
    with enc.transaction(
        translate("yze", "{retreater}'s failed retreat").format(retreater=retreater)
    ):
        for foe in granted:
            _cs(enc, foe)["free_attack"] = {"target": retreater, "round": enc.round.number}
    return granted


def _free_attack_owed(enc: Encounter, attacker: str, target: str) -> bool:
    return target in free_attacks_owed(enc, attacker)


def free_attacks_owed(enc: Encounter, name: str) -> list[str]:
    """Whom ``name`` may make the free attack on a failed retreat against, now."""
    owed = _peek(enc, name).get("free_attack") if name in enc else None
    if not owed or owed.get("round") != enc.round.number or owed.get("target") not in enc:
        return []
    return [str(owed["target"])]


def _check_out_of_turn(
    enc: Encounter, plan: AttackPlan, *, free: bool, burst: bool, duel: bool, overwatch: bool
) -> None:
    """A free attack needs a failed retreat (and is melee); a burst follow-up a burst that may
    go on (after a hit, at most three attacks, the same weapon); a duel both in overwatch."""
    attacker, target = plan.attacker, plan.target
    refuse = plan.reasons.append
    if free and not _free_attack_owed(enc, attacker, target):
        refuse(
            translate(
                "yze",
                "{attacker} has no free attack on {target}: it comes with "
                "{target}'s failed retreat from {attacker} (retreat).",
            ).format(attacker=attacker, target=target)
        )
    elif free and plan.kind != "melee":
        refuse(translate("yze", "The free attack on a failed retreat is a melee attack."))
    if burst:
        going = _peek(enc, attacker).get("burst")
        if not going or not going.get("can_continue"):
            refuse(
                translate(
                    "yze", "{attacker} has no burst going on that may continue (it needs a hit)."
                ).format(attacker=attacker)
            )
        elif str(going["weapon"]) != str(plan.weapon["id"]):
            refuse(
                translate("yze", "The burst goes on with the {name}.").format(
                    name=rule_text(weapon(enc, going["weapon"]), "name").lower()
                )
            )
    if duel:
        refuse(_duel_refusal(enc, attacker, target, overwatch=overwatch) or "")


def out_of_turn_attacks(enc: Encounter, attacker: str, target: str) -> dict[str, str]:
    """The out-of-turn options of an attack ``attacker`` → ``target`` that apply now, with a
    line saying why: ``overwatch`` (``attacker`` holds overwatch covering ``target``), ``duel``
    (and ``target`` holds overwatch covering ``attacker``: the opposed roll), ``free`` (a free
    attack owed for a failed retreat), ``burst`` (a burst that may go on). The attack form
    offers exactly these."""
    out: dict[str, str] = {}
    if attacker not in enc or target not in enc or attacker == target:
        return out
    ow = _effective_focus(enc, attacker)["overwatch"]
    if ow and _overwatch_covers(enc, attacker, target, ow):
        out["overwatch"] = translate(
            "yze", "{attacker} holds overwatch towards {direction}."
        ).format(attacker=attacker, direction=ow["direction"])
        theirs = _effective_focus(enc, target)["overwatch"]
        if theirs and _overwatch_covers(enc, target, attacker, theirs):
            out["duel"] = translate(
                "yze", "{target} is in overwatch too: an opposed Ranged Combat roll first."
            ).format(target=target)
    if _free_attack_owed(enc, attacker, target):
        out["free"] = translate(
            "yze", "{target} failed to retreat from {attacker}: a free attack."
        ).format(target=target, attacker=attacker)
    going = _peek(enc, attacker).get("burst")
    if going and going.get("can_continue"):
        max_attacks = int(_row(enc, "full_auto", "basic_full_auto")["max_attacks"])
        out["burst"] = translate(
            "yze", "The burst may go on: attack {attacks} of {max_attacks}."
        ).format(attacks=int(going["attacks"]) + 1, max_attacks=max_attacks)
    return out


def _duel(enc: Encounter, a: str, b: str) -> dict[str, Any] | None:
    """The opposed overwatch roll ``a`` and ``b`` made this round, if any."""
    rec = _peek(enc, a).get("duel")
    if rec and rec.get("with") == b and rec.get("round") == enc.round.number:
        return dict(rec)
    return None


def _duel_refusal(enc: Encounter, attacker: str, target: str, *, overwatch: bool) -> str | None:
    if not overwatch:
        return translate("yze", "The opposed overwatch roll comes with an overwatch shot.")
    theirs = _effective_focus(enc, target)["overwatch"]
    if not theirs or not _overwatch_covers(enc, target, attacker, theirs):
        return translate(
            "yze", "{target} is not in overwatch towards {attacker}: no opposed roll."
        ).format(target=target, attacker=attacker)
    done = _duel(enc, attacker, target)
    if done and done.get("first") == target and target not in done.get("shot", []):
        return translate(
            "yze", "{target} won the opposed overwatch roll: {target}'s shot goes first."
        ).format(target=target)
    return None


def _store_duel(enc: Encounter, a: str, b: str, first: str | None, shot: list[str]) -> None:
    for me, other in ((a, b), (b, a)):
        _cs(enc, me)["duel"] = {
            "with": other,
            "round": enc.round.number,
            "first": first,
            "shot": list(shot),
        }


def _take_out_of_turn(
    enc: Encounter, plan: AttackPlan, flags: Mapping[str, Any]
) -> tuple[dict[str, Any] | None, AttackResult | None]:
    """Inside :func:`attack`, before the roll: use up the free attack, count the burst's
    attack, roll the overwatch duel. Returns (the duel, a result when the shot must wait for
    the winner's)."""
    attacker, target = plan.attacker, plan.target
    c = _cs(enc, attacker)
    if flags.get("free"):
        c["free_attack"] = None
        _log(
            enc,
            "attack",
            translate(
                "yze",
                "{attacker} takes the free attack on {target}'s failed "
                "retreat (out of turn, no action, can't be blocked).",
            ).format(attacker=attacker, target=target),
            combatant=attacker,
            target=target,
        )
    if flags.get("burst"):
        c["burst"]["attacks"] = int(c["burst"]["attacks"]) + 1
        c["burst"]["can_continue"] = False
    if not flags.get("overwatch"):
        return None, None
    done = _duel(enc, attacker, target)
    if done is None and flags.get("duel"):
        first = opposed_overwatch(enc, attacker, target)["first"]
        done = {"first": first, "shot": [], "text": str(enc.log[-1]["text"])}
        _store_duel(enc, attacker, target, first, [])
    if done is None:
        return None, None
    _store_duel(enc, attacker, target, done["first"], [*done.get("shot", []), attacker])
    duel = {"first": done["first"], "text": done.get("text", "")}
    if done["first"] != target or target in done.get("shot", []):
        return duel, None
    _store_duel(enc, attacker, target, done["first"], list(done.get("shot", [])))
    wid = str(plan.weapon["id"])
    waits = AttackResult(
        _new_id(enc, attacker), attacker, target, wid, plan.kind, "no_attack", False, 0, 0, 0
    )
    waits.resolved = True
    waits.duel = duel
    waits.effects = [
        duel["text"],
        translate(
            "yze",
            "{target} shoots first: make {target}'s overwatch shot at "
            "{attacker}, then {attacker}'s (no action spent yet).",
        ).format(target=target, attacker=attacker),
    ]
    return duel, waits


# -- full auto -----------------------------------------------------------------------------------
def continue_burst(enc: Encounter, attacker: str, target: str, **flags: Any) -> AttackResult:
    """The next attack of a basic full-auto burst after a hit (same or another target; at most
    three attacks, all in the one slow action — ``full_auto.json``)."""
    burst = _peek(enc, attacker).get("burst")
    if not burst or not burst.get("can_continue"):
        raise RuleError(
            translate(
                "yze", "{attacker} has no burst going on that may continue (it needs a hit)."
            ).format(attacker=attacker)
        )
    flags.pop("full_auto", None)
    flags.pop("burst", None)
    return attack(enc, attacker, target, str(burst["weapon"]), burst=True, **flags)


def end_burst(enc: Encounter, attacker: str) -> dict[str, Any] | None:
    """Stop a full-auto burst early; the supply roll for ammunition follows."""
    if not _peek(enc, attacker).get("burst"):
        raise RuleError(
            translate("yze", "{attacker} is not firing a burst.").format(attacker=attacker)
        )
    with enc.transaction(translate("yze", "{attacker} stops firing").format(attacker=attacker)):
        return _end_burst(enc, attacker)


def _end_burst(enc: Encounter, attacker: str) -> dict[str, Any] | None:
    c = _cs(enc, attacker)
    burst = c.get("burst")
    c["burst"] = None
    if not burst:
        return None
    _log(
        enc,
        "attack",
        translate("yze", "{attacker}'s burst ends after {plural}.").format(
            attacker=attacker, plural=_plural(int(burst["attacks"]), "attack")
        ),
        combatant=attacker,
    )
    if _row(enc, "full_auto", "basic_full_auto")["supply_roll_after"]:
        return supply_roll(enc, attacker, str(burst["weapon"]))
    return None


def _end_burst_if_any(enc: Encounter, attacker: str) -> None:
    if _peek(enc, attacker).get("burst"):
        _end_burst(enc, attacker)


# -- aim -----------------------------------------------------------------------------------------
def aim_bonus(enc: Encounter, *, scope: bool = False) -> int:
    """An aimed shot's bonus: +2, or +3 in all with a telescopic sight (FOGO MIRADO, MIRA
    TELESCÓPICA; ``attack_situational_modifiers.json`` rows ``aimed`` and ``scope_aimed``)."""
    return int(
        _row(enc, "attack_situational_modifiers", "scope_aimed" if scope else "aimed")["modifier"]
    )


def aim(enc: Encounter, name: str, *, scope: bool = False, weapon_id: str | None = None) -> int:
    """Aim: a fast action for +2, or with a telescopic sight a slow action for +3 in total (you
    can't slow-aim and shoot in the same round). Lost on any other action or when hurt.

    ``weapon_id``: the weapon aimed (default: the one in hand)."""
    wid = _in_hand(enc, name, weapon_id)
    row = weapon(enc, wid)
    _can_act(enc, name)
    _check_not_grappled(enc, name, "aim")
    if row["skill"] == "melee" and not row.get("thrown"):
        raise RuleError(
            translate("yze", "{name} needs a ranged weapon to aim (holding: {name2}).").format(
                name=name, name2=rule_text(row, "name").lower()
            )
        )
    if scope and not row.get("scope"):
        raise RuleError(
            translate(
                "yze", "{name}'s {name2} has no telescopic sight (mark it in the weapon table)."
            ).format(name=name, name2=rule_text(row, "name").lower())
        )
    action = str(_row(enc, "ranged_combat", "scope" if scope else "aimed_fire")["action"])
    value = aim_bonus(enc, scope=scope)
    with enc.transaction(translate("yze", "{name} aims").format(name=name)):
        _refresh_focus(enc, name)
        focus = _effective_focus(enc, name)
        if focus["overwatch"]:
            _drop_focus(enc, name, translate("yze", "{name} aims").format(name=name), keep_bow=True)
        _spend(enc, name, action, "aim")
        _record_action(enc, name, "aim_with_scope" if scope else "aim", action)
        c = _cs(enc, name)
        c["aim"] = value
        c["weapon"] = wid
        c["aim_round"] = enc.round.number
        c["bow_ready"] = bool(focus["bow_ready"])
        c["focus"] = _mark(enc, name)
        _log(
            enc,
            "aim",
            (
                translate(
                    "yze",
                    "{name} aims the {name2} ({cost}, +{value} to the next shot; the shot must "
                    "wait for the next round).",
                )
                if scope
                else translate(
                    "yze", "{name} aims the {name2} ({cost}, +{value} to the next shot)."
                )
            ).format(
                name=name,
                name2=rule_text(row, "name").lower(),
                cost=action_words(action),
                value=value,
            ),
            combatant=name,
            aim=value,
        )
    return value


# -- overwatch -----------------------------------------------------------------------------------
def take_overwatch(
    enc: Encounter, name: str, direction: str, *, weapon_id: str | None = None
) -> None:
    """Take overwatch towards ``direction`` (a zone id or words): a fast action with a ranged
    weapon and no enemy at Engaged range. Lasts until your next turn, unless broken."""
    wid = _in_hand(enc, name, weapon_id)
    row = weapon(enc, wid)
    ow = {r["id"]: r for r in _table(enc, "overwatch")["rows"]}
    _can_act(enc, name)
    _check_not_grappled(enc, name, translate("yze", "take overwatch"))
    if (
        ow["take_position"]["requires_ranged_weapon"]
        and row["skill"] == "melee"
        and not row.get("thrown")
    ):
        raise RuleError(
            translate("yze", "Overwatch needs a ranged weapon; {name} holds {a}.").format(
                name=name, a=_a(rule_text(row, "name"))
            )
        )
    if ow["take_position"]["requires_no_engaged_enemy"] and enc.engaged_enemies(name):
        raise RuleError(
            translate(
                "yze",
                "{name} can't take overwatch with an enemy at Engaged range ({engaged_enemies}).",
            ).format(name=name, engaged_enemies=", ".join(enc.engaged_enemies(name)))
        )
    if not str(direction).strip():
        raise RuleError(translate("yze", "Overwatch needs a direction."))
    zone = direction if direction in enc.map else None
    words = enc.map.name(zone) if zone else str(direction)
    action = str(ow["take_position"]["action"])
    with enc.transaction(translate("yze", "{name} takes overwatch").format(name=name)):
        _refresh_focus(enc, name)
        focus = _effective_focus(enc, name)
        _spend(enc, name, action, translate("yze", "take overwatch"))
        _record_action(enc, name, "overwatch", action)
        c = _cs(enc, name)
        c["overwatch"] = {"direction": words, "zone": zone, "round": enc.round.number}
        c["weapon"] = wid
        c["aim"] = focus["aim"]
        c["bow_ready"] = focus["bow_ready"]
        c["focus"] = _mark(enc, name)
        _log(
            enc,
            "overwatch",
            translate("yze", "{name} takes overwatch towards {words} ({cost}).").format(
                name=name, words=words, cost=action_words(action)
            ),
            combatant=name,
            direction=words,
        )


def in_overwatch(enc: Encounter, name: str) -> dict[str, Any] | None:
    """``name``'s overwatch (direction, zone, round taken) if it still holds."""
    ow = _effective_focus(enc, name)["overwatch"]
    return copy.deepcopy(ow) if ow else None


def overwatch_fire(
    enc: Encounter, name: str, target: str, weapon_id: str | None = None, **flags: Any
) -> AttackResult:
    """Shoot from overwatch, at any point in the turn order, before actions already declared;
    a normal attack that uses the slow action (which must still be unspent)."""
    flags.pop("overwatch", None)
    return attack(enc, name, target, weapon_id, overwatch=True, **flags)


def drop_overwatch(enc: Encounter, name: str) -> None:
    """Give up overwatch (no action)."""
    if not _peek(enc, name).get("overwatch"):
        raise RuleError(translate("yze", "{name} is not in overwatch.").format(name=name))
    with enc.transaction(translate("yze", "{name} leaves overwatch").format(name=name)):
        _cs(enc, name)["overwatch"] = None
        _log(
            enc,
            "overwatch",
            translate("yze", "{name} leaves overwatch.").format(name=name),
            combatant=name,
        )


def opposed_overwatch(enc: Encounter, a: str, b: str) -> dict[str, Any]:
    """Both in overwatch against each other and both firing: an opposed Ranged Combat roll (not
    an action) says who shoots first. A tie: both shots go off together (a reading)."""
    for who in (a, b):
        if not in_overwatch(enc, who):
            raise RuleError(translate("yze", "{who} is not in overwatch.").format(who=who))
    skill = str(_row(enc, "overwatch", "mutual")["opposed_skill"])
    with enc.transaction(translate("yze", "Overwatch duel: {a} and {b}").format(a=a, b=b)):
        ra, ma = _skill_roll(
            enc, a, skill, label=translate("yze", "{a}: overwatch duel").format(a=a)
        )
        rb, mb = _skill_roll(
            enc, b, skill, label=translate("yze", "{b}: overwatch duel").format(b=b)
        )
        first = a if ra.successes > rb.successes else b if rb.successes > ra.successes else None
        _log(
            enc,
            "overwatch",
            translate(
                "yze", "Overwatch duel: {a} {ra}{mods_text} against {b} {rb}{mods_text2} — "
            ).format(
                a=a,
                ra=ra.describe(),
                mods_text=_mods_text(ma),
                b=b,
                rb=rb.describe(),
                mods_text2=_mods_text(mb),
            )
            + (
                translate("yze", "{first} shoots first.").format(first=first)
                if first
                else translate("yze", "a tie: both shots go off together.")
            ),
            combatant=a,
            target=b,
            roll=ra.to_dict(),
            opposed_roll=rb.to_dict(),
        )
    return {"first": first, "rolls": {a: ra.to_dict(), b: rb.to_dict()}}


# -- turns ---------------------------------------------------------------------------------------
FOCUS_ACTIONS: dict[str, str] = {
    "aim": "aim",
    "aim_with_scope": "aim",
    "prepare_bow_or_sling": "ready",
    "overwatch": "overwatch",
    "overwatch_shot": "shot",
    "shoot_ranged_weapon": "shot",
}
"""Action ids (the action tables) that don't break aim / a readied bow (ARCOS & FUNDAS: "só
atirar ou mirar"), and what each does to them."""


def on_action_taken(enc: Encounter, name: str, action_id: str) -> None:
    """``actions.take_action`` hook: an aim, readying or overwatch taken from the action list
    sets them up here too; a shot spends the aim; any other action breaks aim, a readied bow and
    overwatch (FOGO MIRADO, ARCOS & FUNDAS, PERDENDO A VIGILÂNCIA)."""
    if name not in enc:
        return
    if action_id == "retreat":
        _free_attacks_from_log(enc, name)
    c = _peek(enc, name)
    what = FOCUS_ACTIONS.get(action_id)
    if what is None:
        if c.get("aim") or c.get("bow_ready") or c.get("overwatch"):
            _drop_focus(
                enc, name, translate("yze", "{name} takes another action").format(name=name)
            )
        return
    focus = _effective_focus(enc, name)
    w = _cs(enc, name)
    if what == "aim":
        if focus["overwatch"]:
            _drop_focus(enc, name, translate("yze", "{name} aims").format(name=name), keep_bow=True)
        w["aim"] = aim_bonus(enc, scope=action_id == "aim_with_scope")
        w["aim_round"] = enc.round.number
        w["bow_ready"] = focus["bow_ready"]
    elif what == "ready":
        if focus["overwatch"]:
            _drop_focus(
                enc,
                name,
                translate("yze", "{name} readies a weapon").format(name=name),
                keep_bow=True,
            )
        w["bow_ready"] = True
        w["aim"] = 0
    elif what == "overwatch":
        w["overwatch"] = {
            "direction": translate("yze", "the chosen direction"),
            "zone": None,
            "round": enc.round.number,
        }
        w["aim"], w["bow_ready"] = focus["aim"], focus["bow_ready"]
    else:  # a shot made without the attack helper
        w["aim"] = 0
        w["bow_ready"] = False
        if action_id != "overwatch_shot":
            w["overwatch"] = None
        elif focus["overwatch"]:
            w["overwatch"] = focus["overwatch"]
    w["focus"] = _mark(enc, name)


def _free_attacks_from_log(enc: Encounter, name: str) -> None:
    """``actions.take_action("retreat")`` logs a failed retreat's free attacks before its own
    action line: grant those logged since ``name``'s last action line."""
    for entry in reversed(enc.log):
        if entry.get("combatant") != name:
            continue
        if entry.get("free_attack_by"):
            grant_free_attacks(enc, name, entry["free_attack_by"])
            return
        if entry.get("action"):
            return


def on_turn_start(enc: Encounter, name: str) -> None:
    """Turn-start hook: end a burst left open, expire overwatch taken before this turn, keep
    aim and a readied bow only if nothing else was done since."""
    if name not in enc:
        return
    c = _peek(enc, name)
    if c.get("free_attack"):
        _cs(enc, name)["free_attack"] = None  # it was immediate: it lapses on one's own turn
    if c.get("burst"):
        _end_burst(enc, name)
    if c.get("overwatch"):
        _cs(enc, name)["overwatch"] = None
        _log(
            enc,
            "overwatch",
            translate("yze", "{name}'s overwatch ends: it is their turn again.").format(name=name),
            combatant=name,
        )
    c = _peek(enc, name)
    if c.get("aim") or c.get("bow_ready"):
        if _focus_intact(enc, name):
            _cs(enc, name)["focus"] = _mark(enc, name)
        else:
            _drop_focus(enc, name, translate("yze", "{name} did something else").format(name=name))


def register_hooks() -> bool:
    """Register :func:`on_turn_start` (initiative) and :func:`on_action_taken` (actions).

    Idempotent; False while either module is missing."""
    ok = True
    try:
        from core.rules.yze.initiative import register_turn_start_hook
    except ImportError:
        ok = False
    else:
        register_turn_start_hook(on_turn_start)
    try:
        from core.rules.yze.actions import register_action_hook
    except ImportError:
        ok = False
    else:
        register_action_hook(on_action_taken)
    return ok


# -- the facade mixin ----------------------------------------------------------------------------
class AttackMixin:
    """Attack methods for the ``enc.combat`` facade (``self.enc`` is the encounter)."""

    enc: Encounter

    def weapon_table(self) -> list[dict[str, Any]]:
        return weapon_table(self.enc)

    def weapon(self, weapon_id: str) -> dict[str, Any]:
        return weapon(self.enc, weapon_id)

    def set_weapon(self, row: Mapping[str, Any]) -> dict[str, Any]:
        return set_weapon(self.enc, row)

    def remove_weapon(self, weapon_id: str) -> None:
        remove_weapon(self.enc, weapon_id)

    def wielded(self, name: str) -> str:
        return wielded(self.enc, name)

    def draw_weapon(self, name: str, weapon_id: str, *, spend: bool = True) -> None:
        draw_weapon(self.enc, name, weapon_id, spend=spend)

    def damage_weapon(self, name: str, weapon_id: str, amount: int = 1) -> int:
        return damage_weapon(self.enc, name, weapon_id, amount)

    def repair_weapon(self, name: str, weapon_id: str) -> None:
        repair_weapon(self.enc, name, weapon_id)

    def attack_options(
        self, attacker: str, target: str, weapon_id: str | None = None, **flags: Any
    ) -> AttackPlan:
        return attack_options(self.enc, attacker, target, weapon_id, **flags)

    def attack(
        self, attacker: str, target: str, weapon_id: str | None = None, **kw: Any
    ) -> AttackResult:
        return attack(self.enc, attacker, target, weapon_id, **kw)

    def push_attack(self, result_id: str, **kw: Any) -> AttackResult:
        return push_attack(self.enc, result_id, **kw)

    def resolve_attack(self, result_id: str, **kw: Any) -> AttackResult:
        return resolve_attack(self.enc, result_id, **kw)

    def close_in(self, name: str, target: str) -> None:
        close_in(self.enc, name, target)

    def note_moved_into_engaged(self, name: str, target: str) -> None:
        note_moved_into_engaged(self.enc, name, target)

    def break_free(self, name: str) -> dict[str, Any]:
        return break_free(self.enc, name)

    def release(self, grappler: str) -> None:
        release(self.enc, grappler)

    def grapple_block_reason(self, name: str, activity: str = "act") -> str | None:
        return grapple_block_reason(self.enc, name, activity)

    def set_ammo(self, name: str, weapon_id: str, **kw: Any) -> None:
        set_ammo(self.enc, name, weapon_id, **kw)

    def supply_roll(self, name: str, weapon_id: str) -> dict[str, Any] | None:
        return supply_roll(self.enc, name, weapon_id)

    def reload(
        self, name: str, weapon_id: str | None = None, *, bullets: int | None = None
    ) -> None:
        reload(self.enc, name, weapon_id, bullets=bullets)

    def load_crossbow(self, name: str, weapon_id: str | None = None) -> None:
        load_crossbow(self.enc, name, weapon_id)

    def ready_weapon(self, name: str, weapon_id: str | None = None) -> None:
        ready_weapon(self.enc, name, weapon_id)

    def continue_burst(self, attacker: str, target: str, **flags: Any) -> AttackResult:
        return continue_burst(self.enc, attacker, target, **flags)

    def end_burst(self, attacker: str) -> dict[str, Any] | None:
        return end_burst(self.enc, attacker)

    def aim(self, name: str, *, scope: bool = False, weapon_id: str | None = None) -> int:
        return aim(self.enc, name, scope=scope, weapon_id=weapon_id)

    def take_overwatch(self, name: str, direction: str, *, weapon_id: str | None = None) -> None:
        take_overwatch(self.enc, name, direction, weapon_id=weapon_id)

    def in_overwatch(self, name: str) -> dict[str, Any] | None:
        return in_overwatch(self.enc, name)

    def overwatch_fire(
        self, name: str, target: str, weapon_id: str | None = None, **flags: Any
    ) -> AttackResult:
        return overwatch_fire(self.enc, name, target, weapon_id, **flags)

    def drop_overwatch(self, name: str) -> None:
        drop_overwatch(self.enc, name)

    def opposed_overwatch(self, a: str, b: str) -> dict[str, Any]:
        return opposed_overwatch(self.enc, a, b)

    def grant_free_attacks(self, retreater: str, enemies: Iterable[str]) -> list[str]:
        return grant_free_attacks(self.enc, retreater, enemies)

    def free_attacks_owed(self, name: str) -> list[str]:
        return free_attacks_owed(self.enc, name)

    def out_of_turn_attacks(self, attacker: str, target: str) -> dict[str, str]:
        return out_of_turn_attacks(self.enc, attacker, target)


register_hooks()

__all__ = [
    "AMMO_MODES",
    "SPECIAL_ATTACKS",
    "AttackMixin",
    "AttackPlan",
    "AttackResult",
    "Modifier",
    "aim",
    "ammo_mode",
    "apply_harm",
    "attack",
    "attack_options",
    "break_free",
    "carried_weapons",
    "close_in",
    "continue_burst",
    "damage_weapon",
    "draw_weapon",
    "drop_overwatch",
    "end_burst",
    "free_attacks_owed",
    "grant_free_attacks",
    "grapple_block_reason",
    "grappled_by",
    "grappling",
    "in_overwatch",
    "is_weapon_broken",
    "load_crossbow",
    "note_moved_into_engaged",
    "on_damage",
    "on_turn_start",
    "opposed_overwatch",
    "out_of_turn_attacks",
    "overwatch_fire",
    "push_attack",
    "ready_weapon",
    "register_hooks",
    "release",
    "reload",
    "remove_weapon",
    "repair_weapon",
    "resolve_attack",
    "set_ammo",
    "set_weapon",
    "setting",
    "supply_roll",
    "take_overwatch",
    "total_darkness_zones",
    "weapon",
    "weapon_bonus",
    "weapon_condition",
    "weapon_table",
    "wielded",
]
