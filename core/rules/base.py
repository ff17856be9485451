"""The :class:`Ruleset` interface and the registry that finds a ruleset by name.

One encounter runs under one ruleset. The five seed systems differ in how a fight is ordered and
what a turn may hold, so the base asks each ruleset a few questions instead of assuming YZE:

============================  =============================================================
hook                          what the five seeds answer
============================  =============================================================
``initiative_kind``           YZE: ten cards, lowest first · BRP: DEX rank, highest first ·
                              WWII: 3d6, highest first · d20: d20 + Agilidade + Prontidão,
                              highest first · pulp 2d6: clockwise seating from the GM's left
``action_kinds`` / budget     YZE: one slow + one fast, or two fast · BRP: one action, costs
                              counted in DEX ranks · WWII: one action a round · d20: standard
                              + move · pulp 2d6: a move and one action
``cost_of(action)``           what a map move, a door, a crawl or a retreat costs
``tracks``                    YZE: Health/Resolve, attributes or conditions · BRP: hit points
                              · WWII: Lesões, Ferimentos, Sangramento · d20: PV · pulp: PV, PC
``table(id)``                 the rule tables in ``resources/rules/<name>/``
============================  =============================================================

Rulesets register by name with :func:`register`; third-party ones can do the same through the
``zonekeeper.rulesets`` entry-point group, exactly as the built-ins do.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from importlib import metadata
from typing import Any, ClassVar

from core.i18n import language, translate
from core.resources import load_table


class UnknownRulesetError(ValueError):
    """No ruleset is registered under that name."""


class RuleError(ValueError):
    """Something the rules do not allow right now; the message says why, for the GM."""


@dataclass(frozen=True)
class Cost:
    """Actions an activity costs, by kind (``{"fast": 1}``, ``{"slow": 1}``, ``{"dex": 5}`` …)."""

    amounts: Mapping[str, int] = field(default_factory=dict)

    def __add__(self, other: Cost) -> Cost:
        out = dict(self.amounts)
        for k, v in other.amounts.items():
            out[k] = out.get(k, 0) + v
        return Cost({k: v for k, v in out.items() if v})

    def get(self, kind: str) -> int:
        return int(self.amounts.get(kind, 0))

    @property
    def is_free(self) -> bool:
        return not any(self.amounts.values())

    def describe(self) -> str:
        """ "1 slow + 1 fast action" style words."""
        if self.is_free:
            return translate("core", "no action")
        if language() != "en":
            return " + ".join(_cost_words(k, v) for k, v in self.amounts.items() if v)
        parts = [f"{v} {k}" for k, v in self.amounts.items() if v]
        if all(k.endswith("action") or k.endswith("actions") for k in self.amounts):
            return " + ".join(parts)
        total = sum(self.amounts.values())
        return " + ".join(parts) + (" action" if total == 1 else " actions")


_COST_WORDS: dict[str, Callable[[], tuple[str, str]]] = {
    "fast": lambda: (translate("core", "{n} fast action"), translate("core", "{n} fast actions")),
    "slow": lambda: (translate("core", "{n} slow action"), translate("core", "{n} slow actions")),
    "standard": lambda: (
        translate("core", "{n} standard action"),
        translate("core", "{n} standard actions"),
    ),
    "move": lambda: (translate("core", "{n} move action"), translate("core", "{n} move actions")),
    "action": lambda: (translate("core", "{n} action"), translate("core", "{n} actions")),
    "round": lambda: (
        translate("core", "{n} round action"),
        translate("core", "{n} round actions"),
    ),
    "extra": lambda: (
        translate("core", "{n} extra action"),
        translate("core", "{n} extra actions"),
    ),
    "DEX-rank": lambda: (translate("core", "{n} DEX rank"), translate("core", "{n} DEX ranks")),
    "shoot_move": lambda: (
        translate("core", "{n} shoot-and-move"),
        translate("core", "{n} shoot-and-moves"),
    ),
}
"""A cost's words outside English, by kind: (one, several).

English keeps "1 slow + 1 fast action"."""


def _cost_words(kind: str, n: int) -> str:
    words = _COST_WORDS.get(kind)
    if words is None:
        return f"{n} {kind}"
    one, several = words()
    return (one if n == 1 else several).format(n=n)


@dataclass(frozen=True)
class TrackSpec:
    """A damage, stress or condition track the tracks dock shows for a combatant."""

    id: str
    label: str
    kind: str = "counter"  # counter | boxes | flags
    maximum: int | None = None
    options: tuple[str, ...] = ()


@dataclass(frozen=True)
class SettingSpec:
    """How the settings form names one setting: a label, one line of help and the seed rule
    it changes (``rule``), grouped under ``section``.

    >>> print(SettingSpec("Unconscious at HP", "Above 0, at most this many hit points.",
    ...                   rule="Atordoamento", section="Damage").tooltip())
    Above 0, at most this many hit points.
    Seed rule: Atordoamento
    """

    label: str
    help: str
    rule: str = ""
    section: str = ""
    choice_labels: Mapping[str, str] = field(default_factory=dict)
    """The words each choice shows in the settings form, by choice id (``"health_resolve"``;
    a list value's ids joined: ``"melee, ranged"``), in the UI language: build the spec with
    ``translate("<ruleset>", "…")`` when it is asked for. Empty: the id, underscores as spaces."""

    def tooltip(self) -> str:
        """The help, then the seed rule on its own line."""
        return self.help + (
            "\n" + translate("core", "Seed rule: {rule}").format(rule=self.rule)
            if self.rule
            else ""
        )


class Ruleset:
    """Base class of every ruleset. Subclasses set the class attributes and override hooks."""

    name: ClassVar[str] = ""
    title: ClassVar[str] = ""
    aliases: ClassVar[tuple[str, ...]] = ()
    seed: ClassVar[str] = ""
    initiative_kind: ClassVar[str] = ""
    action_kinds: ClassVar[tuple[str, ...]] = ()
    skill_names: ClassVar[Mapping[str, str]] = {}
    """Display names of the skills the map rules ask for (key → label)."""

    def __init__(self, settings: Mapping[str, Any] | None = None) -> None:
        self.settings: dict[str, Any] = dict(self.default_settings())
        if settings:
            self.settings.update(settings)

    # -- settings ---------------------------------------------------------------------------
    @classmethod
    def default_settings(cls) -> dict[str, Any]:
        """Settings this ruleset understands, with defaults (a GM can change them)."""
        return {}

    def setting_choices(self) -> dict[str, tuple[Any, ...]]:
        """The values a setting may take, for settings with a closed set (the settings form
        offers them in a list; the others are edited by their default's type)."""
        return {}

    def setting_specs(self) -> dict[str, SettingSpec]:
        """Label, help, seed rule and section of each setting (the settings form reads them;
        a setting missing here is shown by its key)."""
        return {}

    def setting_choice_labels(self) -> dict[str, dict[str, str]]:
        """``{setting key: {choice id: words}}`` in the UI language, for settings whose
        :class:`SettingSpec` doesn't carry its own ``choice_labels``."""
        return {}

    def setting_value(self, enc: Any, key: str) -> Any:
        """The value of the setting ``key`` in force in ``enc``."""
        return self.settings.get(key, self.default_settings().get(key))

    def change_setting(self, enc: Any, key: str, value: Any) -> None:
        """Change the setting ``key`` in ``enc`` (one undo step; a ``ValueError`` says why
        not)."""
        enc.set_ruleset_setting(key, value)

    # -- action economy -----------------------------------------------------------------------
    def cost_of(self, activity: str) -> Cost:
        """What an activity costs: ``move``, ``open_door``, ``crawl``, ``retreat``, ``engage``."""
        raise NotImplementedError

    def can_afford(self, spent: Mapping[str, int], cost: Cost) -> bool:
        """True when someone who already ``spent`` this round can still pay ``cost``."""
        raise NotImplementedError

    def remaining(self, spent: Mapping[str, int]) -> dict[str, int]:
        """What is left of the round's budget, by kind."""
        raise NotImplementedError

    def move_roll_failure(self, kind: str, *, enemies: tuple[str, ...] = (), zone: str = "") -> str:
        """What failing a move's roll means, in this ruleset's words.

        ``kind`` is ``"cluttered"`` (entering a cluttered zone: the zone rule says you get in
        but fall) or ``"retreat"`` (leaving someone Engaged with you).
        """
        if kind == "cluttered":
            return translate("core", "you get in but fall prone")
        names = ", ".join(enemies)
        return translate("core", "you still move, but {names} may strike at you as you go").format(
            names=names
        )

    def describe_remaining(self, spent: Mapping[str, int]) -> str:
        """What is left this round, in words ("1 fast action")."""
        left = {k: v for k, v in self.remaining(spent).items() if v}
        if language() != "en":
            return ", ".join(_cost_words(k, v) for k, v in left.items()) or translate(
                "core", "no actions"
            )
        return ", ".join(f"{v} {k}" for k, v in left.items()) or "no actions"

    def max_moves_per_turn(self) -> int:
        """How many zone borders one drag may cross in one go."""
        return 1

    def skill(self, key: str) -> str:
        return self.skill_names.get(key, key.replace("_", " ").title())

    # -- the ruleset's own state (``enc.state``, a JSON dict saved with the encounter) -------
    def init_state(self, enc: Any) -> None:
        """Fill a new encounter's ``enc.state`` with this ruleset's empty structures."""
        enc.state.setdefault("combatants", {})

    def validate_state(self, enc: Any) -> None:
        """Check a loaded ``enc.state``; raise ``ValueError`` naming the bad field."""
        per = enc.state.get("combatants", {})
        if not isinstance(per, dict):
            raise ValueError(translate("core", "combatants: expected an object"))
        for name in per:
            if name not in enc:
                raise ValueError(
                    translate("core", "combatants.{name}: no combatant has that name").format(
                        name=name
                    )
                )
        from core.effects import validate_effects  # effects imports RuleError from here

        validate_effects(enc.state, names=[c.name for c in enc])

    def combatant_state(self, enc: Any, name: str) -> dict[str, Any]:
        """The per-combatant part of ``enc.state`` (created on first use)."""
        per: dict[str, dict[str, Any]] = enc.state.setdefault("combatants", {})
        return per.setdefault(name, {})

    def rename_in_state(self, enc: Any, old: str, new: str) -> None:
        """Follow a renamed combatant everywhere the state mentions them."""
        per = enc.state.get("combatants", {})
        if old in per:
            per[new] = per.pop(old)
        from core.effects import rename_in_effects

        rename_in_effects(enc, old, new)

    def remove_from_state(self, enc: Any, name: str) -> None:
        """Forget a combatant who left the encounter."""
        enc.state.get("combatants", {}).pop(name, None)
        from core.effects import drop_effects_of

        drop_effects_of(enc, name)

    def cannot_act_reason(self, enc: Any, name: str) -> str | None:
        """Why ``name`` can't act now under this ruleset (broken, dead …), or ``None``."""
        return None

    def move_refusal(self, enc: Any, name: str) -> str | None:
        """Why ``name`` can't leave their spot now (held in a grapple …), or ``None``."""
        return None

    def move_step_cost(self, enc: Any, name: str, activity: str, cost: Cost) -> tuple[Cost, str]:
        """What one step of ``name``'s move really costs (an injury may make it dearer), with
        the reason ("" when ``cost`` stands)."""
        return cost, ""

    def move_step_rolls(self, enc: Any, name: str, src: str, dst: str) -> list[Any]:
        """Rolls (:class:`core.movement.RollNeeded`) a step from ``src`` to ``dst`` needs
        besides the zone rules' own (running in total darkness …)."""
        return []

    def combat(self, enc: Any) -> Any:
        """The object that runs this ruleset's fight for ``enc`` (``enc.combat``)."""
        raise NotImplementedError(
            translate("core", "{value} has no combat round yet.").format(
                value=self.title or self.name
            )
        )

    # -- tracks, initiative, attacks (filled in by each ruleset) ----------------------------
    def tracks(self) -> list[TrackSpec]:
        """The damage/condition tracks a combatant has under this ruleset."""
        return []

    # -- data --------------------------------------------------------------------------------
    def table(self, table_id: str) -> dict[str, Any]:
        """A rule table of this ruleset, loaded from ``resources/rules/<name>/<table_id>.json``."""
        return load_table(self.name, table_id)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r}>"


BUILTIN_RULESETS: tuple[str, ...] = ("yze", "brp", "ww2", "d20", "pulp2d6")
"""The rulesets that ship with Zonekeeper, one per seed system (a module each in core/rules/)."""

_REGISTRY: dict[str, type[Ruleset]] = {}
_ENTRY_POINTS_LOADED = False


def register(cls: type[Ruleset]) -> type[Ruleset]:
    """Class decorator: make ``cls`` findable by its ``name`` and ``aliases``."""
    if not cls.name:
        raise ValueError(f"{cls.__name__} has no name")
    for key in (cls.name, *cls.aliases):
        _REGISTRY[key.lower()] = cls
    return cls


def _load_entry_points() -> None:
    global _ENTRY_POINTS_LOADED
    if _ENTRY_POINTS_LOADED:
        return
    _ENTRY_POINTS_LOADED = True
    # built-ins first, so they are there even when the project is not installed
    for builtin in BUILTIN_RULESETS:
        module = f"core.rules.{builtin}"
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:  # a built-in left out of a trimmed install
            if exc.name != module:
                raise

    try:
        eps = metadata.entry_points(group="zonekeeper.rulesets")
    except Exception:  # pragma: no cover - broken metadata must not stop the app
        return
    for ep in eps:
        if ep.name.lower() in _REGISTRY:
            continue
        try:
            cls = ep.load()
        except Exception:  # pragma: no cover - a broken plug-in is skipped, not fatal
            continue
        if isinstance(cls, type) and issubclass(cls, Ruleset):
            register(cls)


def available_rulesets() -> dict[str, type[Ruleset]]:
    """Registered rulesets by canonical name."""
    _load_entry_points()
    return {cls.name: cls for cls in _REGISTRY.values()}


def _load_builtin(name: str) -> None:
    """Import the built-in ruleset called ``name``, if there is one (and only it)."""
    if name not in BUILTIN_RULESETS:
        return
    module = f"core.rules.{name}"
    try:
        importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name != module:
            raise


def find_ruleset(name: str) -> type[Ruleset]:
    """The ruleset class registered as ``name`` (or one of its aliases).

    A built-in asked for by its own name loads alone (opening a YZE encounter needs none of
    the other four); any other name loads every ruleset and plug-in first.
    """
    key = str(name).lower()
    if key not in _REGISTRY:
        _load_builtin(key)
    if key not in _REGISTRY:
        _load_entry_points()
    try:
        return _REGISTRY[key]
    except KeyError:
        known = ", ".join(sorted(available_rulesets()))
        raise UnknownRulesetError(
            translate("core", "Unknown ruleset {name!r}; known: {known}.").format(
                name=name, known=known
            )
        ) from None
