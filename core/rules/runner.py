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
============================  =================================================================

Timed effects (:mod:`core.effects`) are shared by every ruleset through :class:`EffectsMixin`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from core.effects import EffectsMixin, badge, effects_on
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
    label: str
    value: str
    source: str = ""


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


@dataclass(frozen=True)
class ParamSpec:
    """One input of a GM tool's form: ``kind`` int | float | str | bool | choice | combatant |
    zone; ``choices`` for a choice."""

    id: str
    label: str
    kind: str = "int"
    default: Any = None
    choices: tuple[str, ...] = ()
    minimum: float | None = None
    maximum: float | None = None
    help: str = ""
    required: bool = True
    choice_labels: tuple[str, ...] = ()
    """Display text for each of ``choices`` (same order); empty = show the choices as they are."""


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


@dataclass
class CombatRunner(EffectsMixin):
    """Base of ``enc.combat``. Subclasses implement the hooks (see the module docstring)."""

    enc: Encounter
    initiative_title: str = field(default="Initiative", init=False)

    # -- initiative --------------------------------------------------------------------------
    def roll_initiative(self, names: list[str] | None = None) -> Any:
        raise NotImplementedError

    def initiative_entries(self) -> list[InitiativeEntry]:
        raise NotImplementedError

    def start_fight(self) -> Any:
        raise NotImplementedError

    def current_turn(self) -> str | None:
        raise NotImplementedError

    def next_turn(self) -> str | None:
        raise NotImplementedError

    def reorder(self, key_a: str, key_b: str) -> None:
        raise RuleError("This ruleset's turn order can't be rearranged by hand.")

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
        raise RuleError(f"The {track_id} track can't be changed by hand.")

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
        raise RuleError(f"This ruleset has no tool {tool_id!r}.")

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.enc.name!r}>"
