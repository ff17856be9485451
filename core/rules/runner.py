"""What every ruleset's fight runner (``enc.combat``) offers the docks, whatever the system.

The GUI never asks "is this YZE?". It asks the runner for *views* — plain frozen dataclasses —
and sends back commands by the same few names. Each ruleset subclasses :class:`CombatRunner`
and fills the hooks from its own modules; its own richer functions stay available beside them
(``enc.combat.swap_initiative`` for YZE, ``enc.combat.dex_rank_cost`` for BRP …).

============================  =================================================================
view / command                meaning
============================  =================================================================
``initiative_title``          what the order is called ("Initiative cards", "DEX ranks" …)
``roll_initiative()``         draw / roll / seat everyone who has no place in the order yet
``initiative_entries()``      the order as :class:`InitiativeEntry` rows, first to act first
``start_fight()``             begin round 1 with the first in order
``current_turn()``            whose turn it is (``None`` before the fight)
``next_turn()``               end the current turn; returns who acts now (rounds roll over)
``reorder(a, b)``             swap two entries by ``key`` (refused with a reason)
``budget_view(name)``         what ``name`` may still do this round (:class:`BudgetView`)
``action_views(name)``        the action catalogue with legal flags and reasons
``take_action(name, id)``     spend an action (moves on the map spend through the ruleset too)
``track_views(name)``         damage / condition tracks (:class:`TrackView`)
``adjust_track(name, id, delta)``  the GM nudges a track (damage, healing, a condition …)
``status_badges(name)``       short words for the token ("Broken", "Dying", "Stunned 2r")
``weapon_choices(name)``      (id, label) of what ``name`` can attack with
``attack_flags()``            the situational options an attack form offers (:class:`FlagSpec`)
``attack_preview(a, t, w, **flags)``  the dice and every modifier with its source
``attack(a, t, w, **flags)``  resolve it; returns a dict with at least ``"text"``
``gm_tools()``                the ruleset's other aids (:class:`ToolSpec`: chases, hazards …)
``run_gm_tool(id, **params)`` run one; returns a dict with at least ``"text"`` (and logs it)
``gm_panels()``               read-only state panels (:class:`PanelView`), e.g. a chase track
``character_sheet()``         the ruleset's character sheet as data (:class:`CharacterSheet`)
``sheet_values(stats)``       every field's value for a stats dict, derived values computed
``check_sheet_value(f, v)``   a typed value for field ``f`` or a :class:`RuleError` saying why not
``character_templates()``     archetypes, NPC tables and creatures (:class:`CharacterTemplate`)
``missing_stats(name, ids)``  which of the stats a roll reads ``name``'s sheet lacks
``roll_spec(name, skill)``    how ``name`` rolls a roll the app asks for (:class:`RollSpec`)
``make_roll`` / ``record_roll``  roll it (or log the GM's result) into the combat log
============================  =================================================================

Timed effects (:mod:`core.effects`) are shared by every ruleset through :class:`EffectsMixin`.
"""

from __future__ import annotations

import copy
import math
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from core.effects import EffectsMixin, badge, effects_on
from core.i18n import rule_text, translate
from core.rules.base import RuleError

if TYPE_CHECKING:
    from core.encounter import Encounter


@dataclass(frozen=True)
class InitiativeEntry:
    """One place in the turn order: a card, a DEX rank, a rolled total or a seat."""

    key: str
    label: str
    names: tuple[str, ...]
    value: float | None = None
    group: str | None = None
    current: bool = False
    acted: bool = False
    hidden: bool = False
    inactive: tuple[str, ...] = ()
    detail: str = ""


@dataclass(frozen=True)
class BudgetItem:
    """One kind of action and how many are left (``total`` None when open-ended).

    ``label`` names the kind for people ("standard action"); ``measure`` marks a quantity that
    is not an action (metres to run …) — shown as text, never as pips."""

    kind: str
    left: int
    total: int | None = None
    label: str = ""
    measure: bool = False


@dataclass(frozen=True)
class BudgetView:
    items: tuple[BudgetItem, ...] = ()
    text: str = ""


@dataclass(frozen=True)
class ActionView:
    """An action of the catalogue: ``legal`` now or not, and ``reason`` why not."""

    id: str
    name: str
    kind: str
    legal: bool
    reason: str = ""
    skill: str | None = None
    out_of_turn: bool = False
    needs_target: bool = False


@dataclass(frozen=True)
class TrackView:
    """A track the tracks dock draws.

    ``kind``: ``"counter"`` (value of maximum), ``"boxes"`` (``value`` = list of marked box
    labels out of ``options``), ``"flag"`` (bool), ``"text"`` (a line of information), or
    ``"list"`` (``value`` = list of strings, e.g. critical injuries).
    """

    id: str
    label: str
    kind: str
    value: Any
    maximum: int | None = None
    options: tuple[str, ...] = ()
    severity: str = "ok"  # ok | warn | bad
    detail: str = ""
    adjustable: bool = False


@dataclass(frozen=True)
class ModifierView:
    """One modifier of an attack preview; ``seed_note`` is the seed's own wording of it with
    seed and section (e.g. "Atacante caído — seed 000, MODIFICADORES DE COMBATE CORPO A CORPO"),
    for a tooltip; "" when the ruleset gives none."""

    label: str
    value: str
    source: str = ""
    seed_note: str = ""


@dataclass(frozen=True)
class AttackPreview:
    allowed: bool
    reason: str
    dice: str
    modifiers: tuple[ModifierView, ...] = ()
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class FlagSpec:
    """A situational option of the attack form: a checkbox (``kind="bool"``) or a choice."""

    id: str
    label: str
    kind: str = "bool"
    choices: tuple[str, ...] = ()
    default: Any = False
    help: str = ""
    choice_labels: tuple[str, ...] = ()
    """Display text for each of ``choices`` (same order, in the UI language); empty = the attack
    dock's generic words (Auto/Yes/No) or the choice id capitalised."""


class LazyChoices(Sequence[str]):
    """A :class:`ParamSpec`'s ``choices`` or ``choice_labels`` made on first use (the form
    shown, a value looked up): reads, compares and hashes as the tuple ``make()`` returns.

    A list a GM opens rarely (the map's 915 doors and their words) then costs nothing at each
    ``gm_tools()`` call; it reads the encounter as it is when first used."""

    __slots__ = ("_items", "_make")

    def __init__(self, make: Callable[[], Iterable[str]]) -> None:
        self._make: Callable[[], Iterable[str]] | None = make
        self._items: tuple[str, ...] | None = None

    def items(self) -> tuple[str, ...]:
        """The choices, made now if not yet."""
        if self._items is None:
            assert self._make is not None
            self._items, self._make = tuple(self._make()), None
        return self._items

    def __len__(self) -> int:
        return len(self.items())

    def __getitem__(self, index: Any) -> Any:
        return self.items()[index]

    def __iter__(self) -> Iterator[str]:
        return iter(self.items())

    def __contains__(self, value: object) -> bool:
        return value in self.items()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (LazyChoices, tuple)):
            return self.items() == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.items())

    def __repr__(self) -> str:
        return f"LazyChoices({self.items()!r})"


@dataclass(frozen=True)
class ParamSpec:
    """One input of a GM tool's form: ``kind`` int | float | str | bool | choice | combatant |
    zone; ``choices`` for a choice."""

    id: str
    label: str
    kind: str = "int"
    default: Any = None
    choices: Sequence[str] = ()
    """A tuple, or a :class:`LazyChoices` made when first read."""
    minimum: float | None = None
    maximum: float | None = None
    help: str = ""
    required: bool = True
    choice_labels: Sequence[str] = ()
    """Display text for each of ``choices`` (same order); empty = show the choices as they are.
    A tuple or a :class:`LazyChoices`, as ``choices``."""


@dataclass(frozen=True)
class PanelRow:
    label: str
    value: str = ""
    highlight: bool = False
    detail: str = ""


@dataclass(frozen=True)
class PanelView:
    """A read-only panel of the ruleset's state (BRP's chase track …) the GM tools dock shows."""

    id: str
    title: str
    rows: tuple[PanelRow, ...] = ()
    text: str = ""


@dataclass(frozen=True)
class ToolSpec:
    """A GM aid the ruleset offers beside the fight (a spot rule, a chase track, a roster …)."""

    id: str
    title: str
    params: tuple[ParamSpec, ...] = ()
    group: str = ""
    help: str = ""


@dataclass(frozen=True)
class ItemChoice:
    """One row of a ruleset's weapon, armour or gear table, offered by a sheet's picker.

    ``label`` carries the table's numbers ("Revolver — 1D8, 15 m"); ``data`` is what goes into
    the character's stats when picked."""

    id: str
    label: str
    data: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class SheetField:
    """One field of a character sheet.

    ``id`` is a dotted path into the combatant's ``stats`` ("dex", "skills.Dodge").
    ``kind``: ``int`` | ``float`` | ``str`` | ``bool`` | ``choice`` | ``dice`` (a dice
    expression) | ``items`` (a list picked from ``items``: weapons, armour, gear) |
    ``skills`` (a name → number table the GM can grow). A ``derived`` field is computed from
    the others by :meth:`CombatRunner.sheet_values`, shown and never typed. ``source`` names
    the seed/data file its numbers or choices come from.
    """

    id: str
    label: str
    kind: str = "int"
    default: Any = None
    minimum: float | None = None
    maximum: float | None = None
    choices: tuple[str, ...] = ()
    choice_labels: tuple[str, ...] = ()
    items: tuple[ItemChoice, ...] = ()
    derived: bool = False
    source: str = ""
    help: str = ""
    key_labels: tuple[tuple[str, str], ...] = ()
    """A ``skills`` field's ``(name, words)`` pairs: how the sheet shows a name the rules look
    up (``"Dodge"`` → ``"Esquiva"``), in the UI language; empty: names shown as stored."""

    def key_label(self, key: str) -> str:
        """The words the sheet shows for the stored name ``key`` (``key`` itself if none)."""
        return dict(self.key_labels).get(key, key)

    def key_of(self, text: str) -> str:
        """The stored name for what the GM typed: a name shown in the UI language's words is
        stored as the name the rules read (``"esquiva"`` → ``"Dodge"``); other text as it is."""
        folded = text.strip().casefold()
        for key, label in self.key_labels:
            if folded in (key.casefold(), label.casefold()):
                return key
        return text.strip()


@dataclass(frozen=True)
class SheetSection:
    """A titled group of fields: attributes, skills, derived values, tracks, weapons …"""

    id: str
    title: str
    fields: tuple[SheetField, ...] = ()


@dataclass(frozen=True)
class CharacterSheet:
    """A ruleset's character sheet as data: the GUI renders it as a form."""

    sections: tuple[SheetSection, ...] = ()

    def fields(self) -> list[SheetField]:
        return [f for s in self.sections for f in s.fields]

    def field(self, field_id: str) -> SheetField:
        for f in self.fields():
            if f.id == field_id:
                return f
        raise RuleError(
            translate("core", "The character sheet has no field {field!r}.").format(field=field_id)
        )

    def defaults(self) -> dict[str, Any]:
        """A stats dict holding every typed field's default (derived fields left out)."""
        stats: dict[str, Any] = {}
        for f in self.fields():
            if not f.derived and f.default is not None:
                set_path(stats, f.id, copy.deepcopy(f.default))
        return stats


@dataclass(frozen=True)
class CharacterTemplate:
    """A ready character to start from: an archetype, an NPC table row, a creature.

    ``group`` sorts the picker ("Archetypes", "NPCs", "Creatures"); ``source`` names the seed
    file and section (or says the template is the app's own)."""

    id: str
    name: str
    side: str = "npc"
    stats: Mapping[str, Any] = field(default_factory=dict)
    group: str = ""
    source: str = ""
    notes: str = ""


def get_path(stats: Mapping[str, Any], path: str, default: Any = None) -> Any:
    """``stats["skills"]["Dodge"]`` for ``"skills.Dodge"`` (``default`` when absent)."""
    node: Any = stats
    for part in path.split("."):
        if not isinstance(node, Mapping) or part not in node:
            return default
        node = node[part]
    return node


def set_path(stats: dict[str, Any], path: str, value: Any) -> None:
    """Set ``value`` at a dotted ``path`` in ``stats``, making the dicts on the way."""
    parts = path.split(".")
    node = stats
    for part in parts[:-1]:
        nxt = node.get(part)
        if not isinstance(nxt, dict):
            nxt = {} if not isinstance(nxt, Mapping) else dict(nxt)
            node[part] = nxt
        node = nxt
    node[parts[-1]] = value


def check_field_value(f: SheetField, value: Any) -> Any:
    """``value`` typed for field ``f``, or a :class:`RuleError` a GM can read.

    >>> check_field_value(SheetField("dex", "DEX", minimum=3, maximum=21), "12")
    12
    >>> check_field_value(SheetField("dex", "DEX", minimum=3, maximum=21), 40)
    Traceback (most recent call last):
    ...
    core.rules.base.RuleError: DEX must be between 3 and 21 (got 40).
    """
    if f.derived:
        raise RuleError(
            translate("core", "{label} is worked out from the sheet; it can't be typed.").format(
                label=f.label
            )
        )
    kind = f.kind
    if kind in ("int", "float"):
        try:
            num = float(value)
        except (TypeError, ValueError):
            raise RuleError(
                translate("core", "{label} must be a number (got {value!r}).").format(
                    label=f.label, value=value
                )
            ) from None
        if not math.isfinite(num):
            raise RuleError(
                translate("core", "{label} must be a finite number.").format(label=f.label)
            )
        if kind == "int":
            if num != int(num):
                raise RuleError(
                    translate("core", "{label} must be a whole number (got {value!r}).").format(
                        label=f.label, value=value
                    )
                )
            num = int(num)
        lo, hi = f.minimum, f.maximum
        if (lo is not None and num < lo) or (hi is not None and num > hi):
            raise RuleError(
                translate("core", "{label} must be between {low} and {high} (got {value}).").format(
                    label=f.label, low=_num(lo), high=_num(hi), value=value
                )
            )
        return num
    if kind == "bool":
        return bool(value)
    if kind == "choice":
        if value not in f.choices:
            raise RuleError(
                translate("core", "{label}: choose one of {choices}.").format(
                    label=f.label, choices=", ".join(map(str, f.choices))
                )
            )
        return value
    if kind == "dice":
        from core.dice import parse_expression

        text = str(value).strip()
        if text:
            try:
                parse_expression(text)
            except ValueError as exc:
                raise RuleError(f"{f.label}: {exc}") from None
        return text
    if kind == "items":
        if not isinstance(value, (list, tuple)) or not all(isinstance(v, Mapping) for v in value):
            raise RuleError(
                translate("core", "{label} is a list of entries picked from the table.").format(
                    label=f.label
                )
            )
        return [dict(v) for v in value]
    if kind == "skills":
        if not isinstance(value, Mapping):
            raise RuleError(
                translate("core", "{label} is a table of names and numbers.").format(label=f.label)
            )
        out: dict[str, Any] = {}
        for k, v in value.items():
            if not isinstance(k, str) or not k.strip():
                raise RuleError(
                    translate("core", "{label}: every entry needs a name.").format(label=f.label)
                )
            sub = SheetField(k, f"{f.label} {k}", "int", minimum=f.minimum, maximum=f.maximum)
            out[k.strip()] = check_field_value(sub, v)
        return out
    text = "" if value is None else str(value)
    if len(text) > 2000:
        raise RuleError(
            translate("core", "{label} is too long (at most 2,000 characters).").format(
                label=f.label
            )
        )
    return text


def _num(x: float | None) -> str:
    if x is None:
        return "any"
    return str(int(x)) if float(x).is_integer() else str(x)


@dataclass(frozen=True)
class RollSpec:
    """How someone makes a roll the app asks for (a Mobility roll to enter a cluttered zone,
    a retreat …), read from their sheet by the ruleset.

    ``kind``: ``"pool"`` (``count`` d6, a six is a success — YZE), ``"step"`` (YZE step dice,
    ``text`` names them), ``"percent"`` (d100 at or under ``target``), ``"sum"``
    (``count``d``sides`` + ``modifier`` at or over ``target``), ``"opposed"`` (d20 +
    ``modifier`` against the GM's d20 — WWII). Views show ``text``; only the ruleset's
    :meth:`CombatRunner.make_roll` rolls it, so no view needs to know the kinds.
    ``missing`` lists the stats the roll reads that the sheet lacks: then the app says so
    instead of rolling a pool of zero. ``text`` is the dice for people ("5d6: Agility 3 +
    Mobility 2", "d100 ≤ 80: DEX×5")."""

    label: str
    kind: str
    text: str
    count: int = 0
    sides: int = 6
    modifier: int = 0
    target: int | None = None
    missing: tuple[str, ...] = ()
    source: str = ""


@dataclass(frozen=True)
class RollOutcome:
    """What a roll the app asked for came to (already in the combat log)."""

    success: bool
    text: str
    dice: tuple[int, ...] = ()


@dataclass
class CombatRunner(EffectsMixin):
    """Base of ``enc.combat``. Subclasses implement the hooks (see the module docstring)."""

    enc: Encounter
    initiative_title: str = field(
        default_factory=lambda: translate("core", "Initiative"), init=False
    )

    # -- initiative --------------------------------------------------------------------------
    def roll_initiative(self, names: list[str] | None = None) -> Any:
        raise NotImplementedError

    def initiative_entries(self) -> list[InitiativeEntry]:
        raise NotImplementedError

    def initiative_touched_by(self, event_type: str, data: Mapping[str, Any]) -> bool:
        """May a core event of this type (with these details) change what
        :meth:`initiative_entries` says? The base can't tell, so yes; a runner that knows what
        its order reads says no for the rest (the initiative dock then keeps the order it has
        across a move instead of working out every card again)."""
        return True

    def start_fight(self) -> Any:
        raise NotImplementedError

    def current_turn(self) -> str | None:
        raise NotImplementedError

    def next_turn(self) -> str | None:
        raise NotImplementedError

    def reorder(self, key_a: str, key_b: str) -> None:
        raise RuleError(translate("core", "This ruleset's turn order can't be rearranged by hand."))

    # -- actions -----------------------------------------------------------------------------
    def budget_view(self, name: str) -> BudgetView:
        left = self.enc.actions_left(name)
        items = tuple(BudgetItem(k, v) for k, v in left.items())
        return BudgetView(items, self.enc.ruleset.describe_remaining(self.enc.actions_spent(name)))

    def action_views(self, name: str) -> list[ActionView]:
        return []

    def take_action(self, name: str, action_id: str, *, target: str | None = None) -> Any:
        """Spend ``name``'s action ``action_id`` (a zone or a combatant as ``target``)."""
        raise NotImplementedError

    # -- tracks ------------------------------------------------------------------------------
    def track_views(self, name: str) -> list[TrackView]:
        return []

    def adjust_track(self, name: str, track_id: str, delta: int) -> None:
        """GM nudge of a track: a positive ``delta`` is harm (damage, a condition, loss), a
        negative one is recovery."""
        raise RuleError(
            translate("core", "The {track} track can't be changed by hand.").format(track=track_id)
        )

    def apply_damage(self, name: str, amount: int, **kw: Any) -> Any:
        """Hurt ``name`` by ``amount`` under this ruleset's damage rules."""
        raise NotImplementedError

    def status_badges(self, name: str) -> list[str]:
        """Short words for the token; the base gives the timed effects' badges."""
        return [badge(e) for e in effects_on(self.enc, name)]

    # -- attacks -----------------------------------------------------------------------------
    def weapon_choices(self, name: str) -> list[tuple[str, str]]:
        return []

    def attack_flags(self) -> list[FlagSpec]:
        return []

    def attack_preview(
        self, attacker: str, target: str, weapon_id: str | None = None, **flags: Any
    ) -> AttackPreview:
        raise NotImplementedError

    def attack(self, attacker: str, target: str, weapon_id: str | None = None, **flags: Any) -> Any:
        """Resolve an attack; the result has a ``text`` (a dict key or an attribute)."""
        raise NotImplementedError

    # -- other aids --------------------------------------------------------------------------
    def gm_tools(self) -> list[ToolSpec]:
        return []

    def gm_panels(self) -> list[PanelView]:
        """State panels beside the tools (a chase track, a vehicle's status …)."""
        return []

    def run_gm_tool(self, tool_id: str, **params: Any) -> dict[str, Any]:
        raise RuleError(
            translate("core", "This ruleset has no tool {tool!r}.").format(tool=tool_id)
        )

    # -- rolls the app asks for --------------------------------------------------------------
    def roll_spec(self, name: str, skill: str) -> RollSpec | None:
        """How ``name`` rolls ``skill`` under this ruleset, read from the sheet (``None`` when
        the ruleset has no such roll: the GM rolls at the table). Rulesets override."""
        return None

    def make_roll(self, name: str, skill: str, *, why: str = "") -> RollOutcome:
        """Roll ``skill`` for ``name`` with the encounter's dice and log the result.

        Refused (:class:`RuleError`) when the sheet lacks what the roll reads."""
        spec = self.roll_spec(name, skill)
        if spec is None:
            raise RuleError(
                translate("core", "{skill} has no dice here: roll it at the table.").format(
                    skill=skill
                )
            )
        if spec.missing:
            raise RuleError(
                translate(
                    "core", "{name}'s sheet has no {missing}: fill it in or roll at the table."
                ).format(name=name, missing=", ".join(spec.missing))
            )
        dice = self.enc.dice
        faces = tuple(dice.die(spec.sides) for _ in range(spec.count))
        if spec.kind == "pool":
            ok = 6 in faces
        elif spec.kind == "percent":
            ok = spec.target is not None and faces[0] <= spec.target
        else:
            ok = spec.target is not None and sum(faces) + spec.modifier >= spec.target
        shown = ", ".join(map(str, faces)) or translate("core", "no dice")
        verdict = translate("core", "success") if ok else translate("core", "failure")
        text = translate("core", "{name} rolls {label} ({text}): {shown} — {verdict}").format(
            name=name, label=spec.label, text=spec.text, shown=shown, verdict=verdict
        )
        text += f" ({why})." if why else "."
        self.enc.add_log("roll", text, who=name, skill=skill, success=ok, dice=list(faces))
        return RollOutcome(ok, text, faces)

    def move_roll_failed(self, name: str, roll: Any) -> None:
        """A roll a move called for (a ``core.movement.RollNeeded``) failed: what the rules
        make of it beyond the move (YZE: a failed retreat's free attacks). Default: nothing."""

    def record_roll(self, name: str, skill: str, success: bool, *, why: str = "") -> RollOutcome:
        """Log a roll made at the table, its result typed in by the GM."""
        verdict = translate("core", "success") if success else translate("core", "failure")
        text = translate("core", "{name}'s {skill} roll (at the table): {verdict}").format(
            name=name, skill=skill, verdict=verdict
        )
        text += f" ({why})." if why else "."
        self.enc.add_log("roll", text, who=name, skill=skill, success=success)
        return RollOutcome(success, text)

    # -- characters --------------------------------------------------------------------------
    def character_sheet(self) -> CharacterSheet:
        """The ruleset's character sheet (sections and fields); rulesets override."""
        return CharacterSheet()

    def derived_values(self, stats: Mapping[str, Any]) -> dict[str, Any]:
        """The derived fields' values for ``stats`` (DEX×5, hit points …); rulesets override."""
        return {}

    def sheet_values(self, stats: Mapping[str, Any]) -> dict[str, Any]:
        """Every sheet field's value in ``stats`` by field id (its default when absent), with
        the derived ones computed."""
        derived = self.derived_values(stats)
        out: dict[str, Any] = {}
        for f in self.character_sheet().fields():
            if f.derived:
                out[f.id] = derived.get(f.id)
            else:
                out[f.id] = get_path(stats, f.id, f.default)
        return out

    def check_sheet_value(self, field_id: str, value: Any) -> Any:
        """``value`` typed for the sheet field ``field_id``, or a :class:`RuleError` saying why
        it can't be."""
        return check_field_value(self.character_sheet().field(field_id), value)

    def character_templates(self) -> list[CharacterTemplate]:
        """Archetypes, NPC tables and typical creatures to start a combatant from.

        The base reads ``resources/rules/<ruleset>/templates.json`` (``templates``: rows with
        ``id``, ``name``, ``side``, ``group``, ``stats``, ``source``, ``notes``)."""
        from core.resources import resources_dir

        path = resources_dir() / "rules" / self.enc.ruleset.name / "templates.json"
        if not path.exists():
            return []
        import json

        data = json.loads(path.read_text(encoding="utf-8"))
        default_source = data.get("source", {})
        src = " — ".join(str(v) for v in default_source.values()) if default_source else ""
        return [
            CharacterTemplate(
                id=str(row["id"]),
                name=rule_text(row, "name"),
                side=str(row.get("side", "npc")),
                stats=dict(row.get("stats", {})),
                group=rule_text(row, "group"),
                source=rule_text(row, "source") or src,
                notes=rule_text(row, "notes"),
            )
            for row in data.get("templates", [])
        ]

    def missing_stats(self, name: str, stat_ids: list[str] | tuple[str, ...]) -> list[str]:
        """The ``stat_ids`` a roll reads that ``name``'s sheet does not hold (so the roll says
        so instead of silently rolling a pool of zero)."""
        stats = self.enc.combatant(name).stats
        return [s for s in stat_ids if get_path(stats, s) is None]

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.enc.name!r}>"
