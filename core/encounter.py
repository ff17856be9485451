"""An encounter: the zone map, the combatants, the ruleset and the round state — the public API.

>>> enc = Encounter(ruleset="yze")
>>> enc.map.add_zone("hall", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
>>> enc.map.add_zone("office", name="Office", polygon=[(10, 0), (20, 0), (20, 10), (10, 10)])
>>> enc.map.add_border("hall", "office", kind="wall")
>>> enc.add_combatant("Ana", zone="hall", side="pc")
>>> enc.add_combatant("Rat", zone="office", side="npc")
>>> enc.range_band("Ana", "Rat")
'medium'
>>> enc.line_of_sight("Ana", "Rat").reason
'Wall between Hall and Office.'
>>> enc.check_move("Ana", "office").allowed
False
>>> enc.undo(); "Rat" in enc
False
"""

from __future__ import annotations

import copy
import math
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from core.commands import Call, Command, UndoStack, macro
from core.dice import Dice
from core.events import EventEmitter
from core.i18n import translate
from core.movement import IllegalMoveError, MoveCheck, check_move
from core.players import PlayersState
from core.resources import load_table
from core.rules.base import Cost, Ruleset, find_ruleset
from core.sight import SightResult, line_of_fire, line_of_sight
from core.zonemap import MapError, Point2, ZoneMap, border_key

SIDES: tuple[str, ...] = ("pc", "npc")
STANCES: tuple[str, ...] = ("standing", "prone")
RANGE_BANDS: tuple[str, ...] = ("engaged", "short", "medium", "long", "extreme")


def band_word(band: str) -> str:
    """A range band's name in the UI language ("short" → "curto"); an unknown id as it is."""
    words = {
        "engaged": translate("core", "engaged"),
        "short": translate("core", "short"),
        "medium": translate("core", "medium"),
        "long": translate("core", "long"),
        "extreme": translate("core", "extreme"),
    }
    return words.get(band, band)


def _yze_row(table_id: str, row_id: str) -> dict[str, Any]:
    """One row of a YZE table (seed 000 is where the zone map's rules come from)."""
    return next(r for r in load_table("yze", table_id)["rows"] if r["id"] == row_id)


LONG_RANGE_MAX_BORDERS: int = int(_yze_row("range_bands", "long")["zones"])
"""Seed 000 "CATEGORIAS DE ALCANCE": Long is up to about a hundred metres (four zones) away
(``range_bands.json`` row ``long``, ``zones``)."""

TOKEN_SPACING = 1.2
"""Map units between two tokens placed automatically in the same zone."""

ENCOUNTER_SETTINGS: dict[str, Any] = {
    "open_doors_pass_sight": not _yze_row("map_zones", "blocked_border")[
        "sight_through_door_only_when_standing_in_doorway"
    ],
}
"""Encounter settings and their defaults.

``open_doors_pass_sight``: seed 000 says a blocked border blocks sight even with a door in it
unless you stand in the doorway (``map_zones.json`` row ``blocked_border``); tables that play
open doors as see-through flip this on.
"""


class EncounterError(ValueError):
    """A request the encounter cannot carry out (unknown combatant, bad value …)."""


@dataclass(frozen=True)
class Combatant:
    """Someone on the map. ``stats`` holds the ruleset's numbers for them (free-form)."""

    name: str
    side: str
    zone: str
    position: Point2
    stance: str = "standing"
    doorway: tuple[str, str] | None = None
    stats: Mapping[str, Any] = field(default_factory=dict)
    notes: str = ""
    image: str | None = None  # a data: URI, embedded so the file travels whole

    @property
    def initials(self) -> str:
        words = [w for w in self.name.replace("-", " ").split() if w]
        if not words:
            return "?"
        if len(words) == 1:
            return words[0][:2].upper()
        return (words[0][0] + words[-1][0]).upper()


@dataclass
class RoundState:
    """The round number and what each combatant has spent this round."""

    number: int = 1
    spent: dict[str, dict[str, int]] = field(default_factory=dict)


def _json_copy(value: Any) -> Any:
    """A deep copy of JSON-shaped data (dicts, lists, scalars) — what :attr:`Encounter.state`
    and the log hold — about four times faster than ``copy.deepcopy``: no memo, so data shared
    in two places comes back as two copies (a saved file doesn't keep sharing either). Anything
    else (a tuple, a set) is ``copy.deepcopy``'d."""
    kind = type(value)
    if kind is dict:
        return {k: _json_copy(v) for k, v in value.items()}
    if kind is list:
        return [_json_copy(v) for v in value]
    if kind in _SCALARS:
        return value
    return copy.deepcopy(value)


_SCALARS = frozenset({str, int, float, bool, type(None)})


class _Transaction(Command):
    """What one :meth:`Encounter.transaction` did: the commands it ran, the ruleset state before
    it and the log entries it added. Its first ``redo`` does nothing (already applied).

    The state *after* is not copied when the transaction ends (a drop would pay for a copy of
    every combatant's state): :meth:`undo` copies it, since the state then is exactly what this
    transaction left (every later step was undone first), and :meth:`redo` puts that back."""

    def __init__(
        self,
        enc: Encounter,
        text: str,
        children: list[Command],
        before: dict[str, Any],
        log_from: int,
        new_log: list[dict[str, Any]],
    ) -> None:
        self.text = text
        self._enc = enc
        self._children = children
        self._before = before
        self._after: dict[str, Any] | None = None
        self._log_from = log_from
        self._new_log = new_log
        self._applied = True

    def redo(self) -> None:
        if self._applied:
            return
        for child in self._children:
            child.redo()
        assert self._after is not None  # undo() took it
        self._enc._restore_state(self._after)
        self._enc._set_log_tail(self._log_from, self._new_log)
        self._applied = True

    def undo(self) -> None:
        self._after = _json_copy(self._enc.state)
        self._enc._restore_state(self._before)
        self._enc._set_log_tail(self._log_from, [])
        for child in reversed(self._children):
            child.undo()
        # a child's undo may touch the state again (a rename renames it back, adding keys
        # and moving entries): the snapshot has the last word
        self._enc._restore_state(self._before)
        self._applied = False


class Encounter:
    """Map + combatants + ruleset + round state. Every change is an undoable command."""

    def __init__(
        self,
        ruleset: str | Ruleset = "yze",
        *,
        name: str = "Untitled encounter",
        seed: int | None = None,
    ) -> None:
        self.name = name
        self.history = UndoStack()
        self.command_sink: Callable[[Command], None] = self.history.push
        self.map = ZoneMap(execute=self._execute)
        self.map.occupants = lambda zone_id: [
            (c.name, c.position) for c in self.combatants_in(zone_id)
        ]
        self.events = EventEmitter()
        if isinstance(ruleset, Ruleset):
            self.ruleset = ruleset
        else:
            self.ruleset = find_ruleset(ruleset)()
        self.settings: dict[str, Any] = dict(ENCOUNTER_SETTINGS)
        self._combatants: dict[str, Combatant] = {}
        self._engaged: set[frozenset[str]] = set()
        self.round = RoundState()
        self.path: Path | None = None
        self.dice = Dice(seed)
        self.state: dict[str, Any] = {}
        """The ruleset's own JSON state (initiative, tracks, timers …), saved with the file."""
        self.log: list[dict[str, Any]] = []
        """The combat log: ``{"round", "kind", "text", ...}`` entries, oldest first."""
        self._txn: list[Command] | None = None
        self.players = PlayersState()
        """What the players' screen may show (fog, hidden combatants, labels): saved, undoable."""
        self.followers: list[Callable[[Encounter], None]] = []
        """Called at the end of every change, inside its undo step (the players' automatic
        reveal): whatever they execute joins that step."""
        self.ruleset.init_state(self)

    # -- plumbing ---------------------------------------------------------------------------
    def _execute(self, command: Command) -> None:
        if self._txn is not None:
            command.redo()
            self._txn.append(command)
        elif self.followers:
            with self.transaction(command.text):
                self._execute(command)
        else:
            self.command_sink(command)

    @contextmanager
    def transaction(self, text: str) -> Iterator[None]:
        """Group everything done inside the ``with`` block into one undo step.

        Inside, call any public method (moves, map edits) and mutate :attr:`state` and
        :attr:`log` directly. An exception rolls everything back and propagates. Nested
        transactions join the outer one.
        """
        if self._txn is not None:
            yield
            return
        before = _json_copy(self.state)
        log_from = len(self.log)
        collected: list[Command] = []
        self._txn = collected
        try:
            yield
            for follow in self.followers:
                follow(self)
        except BaseException:
            self._txn = None
            for cmd in reversed(collected):
                cmd.undo()
            self._restore_state(before)
            self._set_log_tail(log_from, [])
            raise
        self._txn = None
        new_log = _json_copy(self.log[log_from:])
        changed = self.state != before
        if not collected and not changed and not new_log:
            return
        if changed:
            self.events.emit("state_changed")
        if new_log:
            self.events.emit("log_changed")
        self.command_sink(_Transaction(self, text, collected, before, log_from, new_log))

    def _restore_state(self, state: dict[str, Any]) -> None:
        """Put back a snapshot of :attr:`state` exactly: equal dicts may still differ in key
        order (which the saved file shows), so it is always copied."""
        changed = state != self.state
        self.state = _json_copy(state)
        if changed:
            self.events.emit("state_changed")

    def _set_log_tail(self, start: int, entries: list[dict[str, Any]]) -> None:
        if len(self.log) == start and not entries:
            return
        del self.log[start:]
        self.log.extend(_json_copy(entries))
        self.events.emit("log_changed")

    def add_log(self, kind: str, text: str, **data: Any) -> dict[str, Any]:
        """Append a combat-log entry (undoable: call it inside :meth:`transaction`)."""
        entry = {"round": self.round.number, "kind": kind, "text": text, **data}
        if self._txn is None:
            with self.transaction(text):
                self.log.append(entry)
        else:
            self.log.append(entry)
        return entry

    def execute(self, command: Command) -> None:
        """Run a command through the encounter's sink (its undo stack)."""
        self._execute(command)

    def undo(self) -> None:
        """Undo the last change (through the core stack; the GUI undoes through Qt's)."""
        self.history.undo()

    def redo(self) -> None:
        self.history.redo()

    # -- combatants: queries ----------------------------------------------------------------
    def __contains__(self, name: object) -> bool:
        return name in self._combatants

    def combatant(self, name: str) -> Combatant:
        try:
            return self._combatants[name]
        except KeyError:
            raise EncounterError(
                translate("core", "There is no combatant called {name!r}.").format(name=name)
            ) from None

    def combatants(self) -> list[Combatant]:
        return list(self._combatants.values())

    def __iter__(self) -> Iterator[Combatant]:
        return iter(list(self._combatants.values()))

    def combatants_in(self, zone_id: str) -> list[Combatant]:
        return [c for c in self._combatants.values() if c.zone == zone_id]

    def engaged_with(self, name: str) -> set[str]:
        """Everyone Engaged (at arm's length) with ``name``."""
        out = set()
        for pair in self._engaged:
            if name in pair:
                out |= pair - {name}
        return out

    def engaged_pairs(self) -> list[tuple[str, str]]:
        return sorted(tuple(sorted(p)) for p in self._engaged)  # type: ignore[misc]

    def engaged_enemies(self, name: str) -> list[str]:
        """Engaged combatants on the other side (the ones a move away needs Retreat from)."""
        me = self.combatant(name)
        return sorted(
            other for other in self.engaged_with(name) if self._combatants[other].side != me.side
        )

    def cannot_act_reason(self, name: str) -> str | None:
        """Why ``name`` can't act now (broken, dead …, as the ruleset says), or ``None``."""
        self.combatant(name)
        return self.ruleset.cannot_act_reason(self, name)

    @property
    def combat(self) -> Any:
        """The ruleset's fight runner: initiative, turns, actions, attacks, damage, effects.

        >>> Encounter(ruleset="yze").combat.initiative_order()
        []
        """
        runner = self.__dict__.get("_combat")
        if runner is None:
            runner = self.ruleset.combat(self)
            self.__dict__["_combat"] = runner
        return runner

    # -- low-level mutators (commands only) ------------------------------------------------
    def _put_combatant(
        self, c: Combatant, old_name: str | None = None, order: list[str] | None = None
    ) -> None:
        if old_name is not None and old_name != c.name:
            # a renamed combatant keeps their place in the order (lists, the file)
            self._combatants = {
                (c.name if k == old_name else k): v for k, v in self._combatants.items()
            }
            self._engaged = {
                frozenset(c.name if n == old_name else n for n in pair) for pair in self._engaged
            }
            self.round.spent = {
                (c.name if k == old_name else k): v for k, v in self.round.spent.items()
            }
            self.ruleset.rename_in_state(self, old_name, c.name)
        existed = c.name in self._combatants or old_name is not None
        self._combatants[c.name] = c
        if order is not None:  # undoing a removal puts them back where they were
            rank = {n: i for i, n in enumerate(order)}
            self._combatants = dict(
                sorted(self._combatants.items(), key=lambda kv: rank.get(kv[0], len(rank)))
            )
        if existed:
            self.events.emit("combatant_changed", name=c.name, old_name=old_name or c.name)
        else:
            self.events.emit("combatant_added", name=c.name)

    def _drop_combatant(self, name: str) -> None:
        del self._combatants[name]
        self.events.emit("combatant_removed", name=name)

    def _set_engaged(self, pairs: set[frozenset[str]]) -> None:
        if pairs != self._engaged:
            self._engaged = set(pairs)
            self.events.emit("engagement_changed")

    def _set_spent(self, name: str, spent: dict[str, int]) -> None:
        if spent:
            self.round.spent[name] = dict(spent)
        else:
            self.round.spent.pop(name, None)
        self.events.emit("actions_changed", name=name)

    def _set_all_spent(self, name: str, spent: dict[str, dict[str, int]]) -> None:
        """Everyone's spending at once, in its order (undoing a removal puts ``name`` back in
        their place, not last)."""
        self.round.spent = {k: dict(v) for k, v in spent.items()}
        self.events.emit("actions_changed", name=name)

    def _set_round(self, state: RoundState) -> None:
        self.round = RoundState(state.number, {k: dict(v) for k, v in state.spent.items()})
        self.events.emit("round_changed", number=state.number)

    # -- commands ---------------------------------------------------------------------------
    def _cmd_replace(self, old: Combatant, new: Combatant, text: str) -> Command:
        return Call(
            text,
            lambda: self._put_combatant(new, old.name),
            lambda: self._put_combatant(old, new.name),
        )

    def _cmd_engaged(self, pairs: set[frozenset[str]], text: str = "") -> Command:
        before = set(self._engaged)
        after = set(pairs)
        return Call(text, lambda: self._set_engaged(after), lambda: self._set_engaged(before))

    def _cmd_spend(self, name: str, cost: Cost, text: str = "") -> Command:
        before = dict(self.round.spent.get(name, {}))
        after = dict(before)
        for kind, n in cost.amounts.items():
            after[kind] = after.get(kind, 0) + n
        return Call(
            text, lambda: self._set_spent(name, after), lambda: self._set_spent(name, before)
        )

    # -- combatants: changes ----------------------------------------------------------------
    def add_combatant(
        self,
        name: str,
        *,
        zone: str,
        side: str = "pc",
        position: Point2 | None = None,
        stance: str = "standing",
        stats: Mapping[str, Any] | None = None,
        notes: str = "",
        image: str | None = None,
    ) -> None:
        """Put a combatant on the map. ``position`` defaults to a free spot in ``zone``."""
        name = self._check_name(name)
        if name in self._combatants:
            raise EncounterError(
                translate("core", "There already is a combatant called {name!r}.").format(name=name)
            )
        self._check_choice("side", side, SIDES)
        self._check_choice("stance", stance, STANCES)
        self._check_image(image)
        pos = self._checked_position(zone, position, name)
        c = Combatant(name, side, zone, pos, stance, None, dict(stats or {}), notes, image)
        self._execute(
            Call(
                translate("core", "Add {name}").format(name=name),
                lambda: self._put_combatant(c),
                lambda: self._drop_combatant(name),
            )
        )

    def remove_combatant(self, name: str) -> None:
        c = self.combatant(name)
        spent = dict(self.round.spent.get(name, {}))
        pairs = {p for p in self._engaged if name not in p}
        order = list(self._combatants)
        # spending is cleared while they are still there and restored once they are back, so
        # every event names someone a view can look up
        children: list[Command] = [self._cmd_engaged(pairs)]
        if spent:
            everyone = {k: dict(v) for k, v in self.round.spent.items()}
            children.append(
                Call(
                    "",
                    lambda: self._set_spent(name, {}),
                    lambda: self._set_all_spent(name, everyone),
                )
            )
        children.append(
            Call(
                "",
                lambda: self._drop_combatant(name),
                lambda: self._put_combatant(c, None, order),
            )
        )
        with self.transaction(translate("core", "Remove {name}").format(name=name)):
            self._execute(macro(translate("core", "Remove {name}").format(name=name), children))
            self.ruleset.remove_from_state(self, name)

    def update_combatant(self, name: str, /, **changes: Any) -> None:
        """Change ``name``, ``side``, ``stance``, ``stats``, ``notes`` or ``image``."""
        old = self.combatant(name)
        allowed = {"name", "side", "stance", "stats", "notes", "image"}
        unknown = set(changes) - allowed
        if unknown:
            raise EncounterError(
                translate("core", "A combatant's {unknown} can't be set here.").format(
                    unknown=", ".join(sorted(unknown))
                )
            )
        if "name" in changes:
            changes["name"] = self._check_name(changes["name"])
            if changes["name"] != name and changes["name"] in self._combatants:
                raise EncounterError(
                    translate("core", "There already is a combatant called {name!r}.").format(
                        name=changes["name"]
                    )
                )
        if "side" in changes:
            self._check_choice("side", changes["side"], SIDES)
        if "stance" in changes:
            self._check_choice("stance", changes["stance"], STANCES)
        if "stats" in changes:
            changes["stats"] = dict(changes["stats"] or {})
        if "image" in changes:
            self._check_image(changes["image"])
        new = replace(old, **changes)
        if new == old:
            return
        if new.name == name:
            self._execute(
                self._cmd_replace(old, new, translate("core", "Edit {name}").format(name=name))
            )
            return
        # a rename rewrites the ruleset state wherever it names them; the transaction keeps
        # the state before and after, so undo gives it back exactly (renaming back would not:
        # keys it adds, entries it moves)
        with self.transaction(translate("core", "Edit {name}").format(name=name)):
            self._execute(
                self._cmd_replace(old, new, translate("core", "Edit {name}").format(name=name))
            )

    def set_stance(self, name: str, stance: str) -> None:
        """Standing or prone (dropping prone is a free action; standing up costs the ruleset's)."""
        self.update_combatant(name, stance=stance)

    def place(self, name: str, zone: str, position: Point2 | None = None) -> None:
        """GM placement: put ``name`` anywhere, no rules, no cost; old engagements end."""
        old = self.combatant(name)
        pos = self._checked_position(zone, position, name)
        new = replace(
            old, zone=zone, position=pos, doorway=None if zone != old.zone else old.doorway
        )
        if new == old:
            return
        cmds: list[Command] = []
        if zone != old.zone:
            cmds.append(self._cmd_engaged({p for p in self._engaged if name not in p}))
        cmds.append(self._cmd_replace(old, new, ""))
        self._execute(
            macro(
                translate("core", "Place {name} in {zone}").format(
                    name=name, zone=self.map.name(zone)
                ),
                cmds,
            )
        )

    def engage(self, a: str, b: str, *, spend: bool = False) -> None:
        """Make ``a`` and ``b`` Engaged (same zone only). ``spend`` charges ``a`` the move."""
        ca, cb = self.combatant(a), self.combatant(b)
        if a == b:
            raise EncounterError(translate("core", "A combatant can't engage themselves."))
        if ca.zone != cb.zone:
            raise EncounterError(
                translate(
                    "core",
                    "{a} ({zone}) and {b} ({zone2}) are in different zones; Engaged "
                    "range is inside one zone.",
                ).format(a=a, zone=self.map.name(ca.zone), b=b, zone2=self.map.name(cb.zone))
            )
        pair = frozenset((a, b))
        if pair in self._engaged:
            return
        cmds = [self._cmd_engaged(self._engaged | {pair})]
        if spend:
            cost = self.ruleset.cost_of("engage")
            if not self.ruleset.can_afford(self.actions_spent(a), cost):
                raise IllegalMoveError(
                    translate("core", "{a} has no action left to close to Engaged range.").format(
                        a=a
                    )
                )
            cmds.append(self._cmd_spend(a, cost))
        self._execute(macro(translate("core", "{a} engages {b}").format(a=a, b=b), cmds))

    def disengage(self, a: str, b: str) -> None:
        pair = frozenset((a, b))
        if pair in self._engaged:
            self._execute(
                self._cmd_engaged(
                    self._engaged - {pair},
                    translate("core", "{a} and {b} disengage").format(a=a, b=b),
                )
            )

    def set_doorway(self, name: str, zone_a: str, zone_b: str) -> None:
        """``name`` stands in the doorway of the door or hatch between ``zone_a`` and ``zone_b``."""
        c = self.combatant(name)
        border = self.map.border(zone_a, zone_b)
        if not border.has_doorway:
            raise EncounterError(
                translate("core", "The {border_label} has no doorway.").format(
                    border_label=self.map.border_label(border)
                )
            )
        if c.zone not in (zone_a, zone_b):
            raise EncounterError(
                translate("core", "{name} is in {zone}, not beside that {kind}.").format(
                    name=name, zone=self.map.name(c.zone), kind=border.kind_word()
                )
            )
        if c.doorway == border.key:
            return
        self._execute(
            self._cmd_replace(
                c,
                replace(c, doorway=border.key),
                translate("core", "{name} stands in the doorway").format(name=name),
            )
        )

    def clear_doorway(self, name: str) -> None:
        c = self.combatant(name)
        if c.doorway is not None:
            self._execute(
                self._cmd_replace(
                    c,
                    replace(c, doorway=None),
                    translate("core", "{name} leaves the doorway").format(name=name),
                )
            )

    # -- round state ------------------------------------------------------------------------
    def actions_spent(self, name: str) -> dict[str, int]:
        self.combatant(name)
        return dict(self.round.spent.get(name, {}))

    def actions_left(self, name: str) -> dict[str, int]:
        return self.ruleset.remaining(self.actions_spent(name))

    def spend(self, name: str, cost: Cost | Mapping[str, int], text: str = "") -> None:
        """Charge ``name`` for an action (refused if the round's budget doesn't cover it)."""
        cost = cost if isinstance(cost, Cost) else Cost(dict(cost))
        if not self.ruleset.can_afford(self.actions_spent(name), cost):
            raise IllegalMoveError(
                translate("core", "{name} can't afford {cost} this round.").format(
                    name=name, cost=cost.describe()
                )
            )
        if cost.is_free:
            return
        self._execute(
            self._cmd_spend(
                name,
                cost,
                text
                or translate("core", "{name} spends {cost}").format(
                    name=name, cost=cost.describe()
                ),
            )
        )

    def next_round(self) -> None:
        """Start a new round: everyone's actions refresh."""
        before = RoundState(self.round.number, {k: dict(v) for k, v in self.round.spent.items()})
        after = RoundState(before.number + 1, {})
        self._execute(
            Call(
                translate("core", "Round {number}").format(number=after.number),
                lambda: self._set_round(after),
                lambda: self._set_round(before),
            )
        )

    # -- settings ---------------------------------------------------------------------------
    def set_setting(self, key: str, value: Any) -> None:
        if key not in ENCOUNTER_SETTINGS:
            raise EncounterError(translate("core", "Unknown setting {key!r}.").format(key=key))
        if not isinstance(value, type(ENCOUNTER_SETTINGS[key])):
            raise EncounterError(
                translate("core", "Setting {key!r} takes a {name}.").format(
                    key=key, name=type(ENCOUNTER_SETTINGS[key]).__name__
                )
            )
        old = self.settings[key]
        if old == value:
            return

        def setter(v: Any) -> Callable[[], None]:
            def run() -> None:
                self.settings[key] = v
                self.events.emit("settings_changed", key=key)

            return run

        self._execute(
            Call(
                translate("core", "Set {setting}").format(setting=key.replace("_", " ")),
                setter(value),
                setter(old),
            )
        )

    def set_ruleset_setting(self, key: str, value: Any) -> None:
        """Change one of the ruleset's settings (its ``default_settings`` keys), undoably.

        The value must have the default's type (an int where the default is an int …) and be
        one of the ruleset's :meth:`~core.rules.base.Ruleset.setting_choices` where it has them.
        """
        defaults = self.ruleset.default_settings()
        if key not in defaults:
            known = ", ".join(sorted(defaults)) or "none"
            raise EncounterError(
                translate("core", "{title} has no setting {key!r} (known: {known}).").format(
                    title=self.ruleset.title, key=key, known=known
                )
            )
        want = type(defaults[key])
        if defaults[key] is not None and not isinstance(value, want):
            raise EncounterError(
                translate("core", "Setting {key!r} takes a {name}, not {value!r}.").format(
                    key=key, name=want.__name__, value=value
                )
            )
        # a closed set refuses the rest here, as the file loader does (else a fight could be
        # saved that does not open again)
        choices = self.ruleset.setting_choices().get(key) or ()
        closed = all(c is None or isinstance(c, (str, int, float)) for c in choices)
        if choices and closed and value not in choices:
            shown = ", ".join(map(repr, choices))
            raise EncounterError(
                translate("core", "Setting {key!r} is one of {shown}, not {value!r}.").format(
                    key=key, shown=shown, value=value
                )
            )
        old = self.ruleset.settings.get(key, defaults[key])
        if old == value:
            return

        def setter(v: Any) -> Callable[[], None]:
            def run() -> None:
                self.ruleset.settings[key] = copy.deepcopy(v)
                self.events.emit("settings_changed", key=key)

            return run

        self._execute(
            Call(translate("core", "Set {key}").format(key=key), setter(value), setter(old))
        )

    # -- rules questions --------------------------------------------------------------------
    def range_band(self, a: str, b: str) -> str:
        """ "engaged", "short", "medium", "long" or "extreme" (seed 000 "CATEGORIAS DE ALCANCE").

        Borders are counted on the shortest path through any border, walls included.
        """
        ca, cb = self.combatant(a), self.combatant(b)
        if ca.zone == cb.zone:
            return "engaged" if b in self.engaged_with(a) else "short"
        d = self.map.borders_crossed(ca.zone, cb.zone)
        if d == 1:
            return "medium"
        if d is not None and d <= LONG_RANGE_MAX_BORDERS:
            return "long"
        return "extreme"

    def _doorways(self, *names: str) -> list[tuple[str, str]]:
        return [d for n in names if (d := self._combatants[n].doorway) is not None]

    def line_of_sight(self, a: str, b: str) -> SightResult:
        """Can ``a`` see ``b``? ``.clear`` and a ``.reason`` naming zones and borders."""
        ca, cb = self.combatant(a), self.combatant(b)
        if a == b:
            return SightResult(
                True,
                translate("core", "{a} sees themselves.").format(a=a),
                (ca.zone,),
                start=ca.position,
                end=ca.position,
            )
        return line_of_sight(
            self.map,
            ca.position,
            cb.position,
            doorways=self._doorways(a, b),
            open_doors_pass_sight=bool(self.settings["open_doors_pass_sight"]),
            start_zone=ca.zone,
            end_zone=cb.zone,
        )

    def can_shoot(self, a: str, b: str) -> SightResult:
        """Can ``a`` make a ranged attack on ``b``? Sight plus dark and cramped zones."""
        sight = self.line_of_sight(a, b)
        ca, cb = self.combatant(a), self.combatant(b)
        bystanders = [
            (c.name, c.zone, c.position) for c in self._combatants.values() if c.name not in (a, b)
        ]
        return line_of_fire(
            self.map, sight, shooter_zone=ca.zone, target_zone=cb.zone, bystanders=bystanders
        )

    def check_move(self, name: str, zone_id: str) -> MoveCheck:
        """May ``name`` move to ``zone_id`` now? ``.allowed``, ``.fast``, ``.slow``, ``.rolls``."""
        return check_move(self, name, zone_id)

    def move(
        self,
        name: str,
        zone_id: str,
        position: Point2 | None = None,
        checked: MoveCheck | None = None,
    ) -> MoveCheck:
        """Move under the rules: opens doors on the way, spends the actions, ends engagements.

        Raises :class:`~core.movement.IllegalMoveError` (a ``ValueError``) when not allowed.
        The rolls the move needs are the caller's to make (see ``MoveCheck.roll_details``).
        ``checked``: the verdict :meth:`check_move` just gave for this very move, with nothing
        changed since (a drop checks, then moves at once): the move then runs what was checked
        instead of deciding it a second time. A verdict for another move is ignored.
        """
        chk = self._verdict(name, zone_id, checked)
        if not chk.allowed:
            raise IllegalMoveError(chk.reason)
        old = self.combatant(name)
        if zone_id == old.zone:
            if position is not None:
                pos = self._checked_position(zone_id, position, name)
                self._execute(
                    self._cmd_replace(
                        old,
                        replace(old, position=pos),
                        translate("core", "Move {name} within {zone}").format(
                            name=name, zone=self.map.name(zone_id)
                        ),
                    )
                )
            return chk
        cmds: list[Command] = [self.map.cmd_open_way(a, b) for a, b in chk.doors_to_open]
        pos = self._checked_position(zone_id, position, name)
        cmds.append(self._cmd_engaged({p for p in self._engaged if name not in p}))
        cmds.append(
            self._cmd_replace(old, replace(old, zone=zone_id, position=pos, doorway=None), "")
        )
        if not chk.cost.is_free:
            cmds.append(self._cmd_spend(name, chk.cost))
        text = translate("core", "Move {name} to {zone}").format(
            name=name, zone=self.map.name(zone_id)
        )
        with self.transaction(text):
            self._execute(macro(text, cmds))
            self.add_log("move", chk.reason, combatant=name, zone=zone_id)
        return chk

    def _verdict(self, name: str, zone_id: str, checked: MoveCheck | None) -> MoveCheck:
        """``checked`` if it is the verdict on moving ``name`` to ``zone_id``, else a new one."""
        if checked is not None and (checked.combatant, checked.destination) == (name, zone_id):
            return checked
        return self.check_move(name, zone_id)

    # -- map edits that touch combatants --------------------------------------------------
    def remove_zone(self, zone_id: str) -> None:
        """Delete a zone (refused while anyone stands in it)."""
        inside = [c.name for c in self.combatants_in(zone_id)]
        if inside:
            text = (
                translate("core", "{zone} can't be deleted: {names} is in it. Move them out first.")
                if len(inside) == 1
                else translate(
                    "core", "{zone} can't be deleted: {names} are in it. Move them out first."
                )
            )
            raise MapError(text.format(zone=self.map.name(zone_id), names=", ".join(inside)))
        self.map.remove_zone(zone_id)

    def reshape_zone(self, zone_id: str, polygon: Iterable[Point2]) -> None:
        """Change a zone's outline, moving anyone left outside it back in (one undo step)."""
        outline = ZoneMap._clean_polygon(list(polygon))
        new_zone = replace(self.map.zone(zone_id), polygon=outline)
        cmds: list[Command] = [self.map.cmd_update_zone(zone_id, polygon=outline)]
        # where tokens land against the new outline, worked out before anything changes
        inside = [c for c in self.combatants_in(zone_id) if new_zone.contains(c.position)]
        taken = [c.position for c in inside]
        for c in self.combatants_in(zone_id):
            if c in inside:
                continue
            pos = self._roomy_spot(new_zone, exclude=c.name, taken=taken) or new_zone.anchor()
            taken.append(pos)
            cmds.append(self._cmd_replace(c, replace(c, position=pos), ""))
        self._execute(macro(translate("core", "Reshape {name}").format(name=new_zone.name), cmds))

    # -- helpers ----------------------------------------------------------------------------
    @staticmethod
    def _check_name(name: Any) -> str:
        if not isinstance(name, str) or not name.strip():
            raise EncounterError(translate("core", "A combatant's name is a non-empty text."))
        return name.strip()

    @staticmethod
    def _check_choice(what: str, value: Any, choices: tuple[str, ...]) -> None:
        if value not in choices:
            raise EncounterError(
                translate("core", "Unknown {what} {value!r}; choose from {choices}.").format(
                    what=what, value=value, choices=", ".join(choices)
                )
            )

    @staticmethod
    def _check_image(image: Any) -> None:
        from core.io import is_image_data_uri

        # embedded, so the file travels whole (and a saved file always loads again)
        if image is not None and not is_image_data_uri(image):
            raise EncounterError(
                translate("core", "A portrait is embedded as a data:image/...;base64, URI.")
            )

    def _checked_position(self, zone_id: str, position: Point2 | None, name: str) -> Point2:
        zone = self.map.zone(zone_id)
        if position is None:
            spot = self._roomy_spot(zone, exclude=name)
            if spot is None:
                raise EncounterError(
                    translate("core", "{name} has no free spot left for another token.").format(
                        name=zone.name
                    )
                )
            return spot
        try:
            pos = (float(position[0]), float(position[1]))
        except (TypeError, ValueError, IndexError):
            raise EncounterError(
                translate("core", "A position is an (x, y) pair of numbers.")
            ) from None
        if not zone.contains(pos, tolerance=1e-3):
            raise EncounterError(
                translate("core", "({pos:.1f}, {pos2:.1f}) is not inside {name}.").format(
                    pos=pos[0], pos2=pos[1], name=zone.name
                )
            )
        return pos

    def _roomy_spot(
        self, zone: Any, exclude: str | None = None, taken: list[Point2] | None = None
    ) -> Point2 | None:
        """A free spot at the usual spacing, else closer (a small zone), else ``None``."""
        for spacing in (TOKEN_SPACING, TOKEN_SPACING / 2, TOKEN_SPACING / 4):
            spot = self._free_spot(zone, exclude, taken, spacing)
            if spot is not None:
                return spot
        return None

    def _free_spot(
        self,
        zone: Any,
        exclude: str | None = None,
        taken: list[Point2] | None = None,
        spacing: float | None = None,
    ) -> Point2 | None:
        """A point inside ``zone`` at least ``spacing`` (:data:`TOKEN_SPACING`) from the tokens
        already there (or from the positions ``taken``, when given); ``None`` when there is no
        such point."""
        if taken is None:
            taken = [
                c.position
                for c in self._combatants.values()
                if c.zone == zone.id and c.name != exclude
            ]
        ax, ay = zone.anchor()
        minx, miny, maxx, maxy = zone.shape.bounds
        step = spacing or TOKEN_SPACING
        reach = max(maxx - minx, maxy - miny)
        ring = 0
        while ring * step <= reach:
            count = max(1, ring * 6)
            for k in range(count):
                ang = 2 * math.pi * k / count
                pt = (ax + ring * step * math.cos(ang), ay + ring * step * math.sin(ang))
                if (
                    zone.contains(pt)
                    and all(math.dist(pt, t) >= step * 0.99 for t in taken)
                    and self.map.zone_at(pt) in (zone.id, None)  # not in a zone nested in it
                ):
                    return pt
            ring += 1
        return None

    # -- files ------------------------------------------------------------------------------
    def save(self, path: str | Path) -> None:
        """Write the encounter atomically (temp file, fsync, rename) and mark it saved."""
        from core import io

        io.save_encounter(self, path)
        self.path = Path(path)
        self.history.set_clean()

    @classmethod
    def load(cls, path: str | Path) -> Encounter:
        """Read an encounter file; raises :class:`core.io.EncounterFileError` on bad input."""
        from core import io

        return io.load_encounter(path)

    def to_dict(self) -> dict[str, Any]:
        from core import io

        return io.encounter_to_dict(self)


__all__ = [
    "RANGE_BANDS",
    "Combatant",
    "Encounter",
    "EncounterError",
    "IllegalMoveError",
    "MapError",
    "MoveCheck",
    "SightResult",
    "border_key",
]
