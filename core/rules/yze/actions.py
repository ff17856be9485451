"""YZE actions: the catalogue, what is legal now (and why not), spending the round's actions.

Seed 000 "MARQUE SUAS AÇÕES", "AÇÕES LENTAS & RÁPIDAS", "AJUDANDO OUTROS", "AÇÕES LENTAS",
"AÇÕES RÁPIDAS", "BLOQUEIO"; data in ``actions_slow.json``, ``actions_fast.json``,
``actions_free.json``, ``action_economy.json`` and ``blocking.json``.

- Each round a combatant has one slow and one fast action, or two fast
  (``YearZeroEngine.can_afford``); everything refreshes at the start of each round and nothing
  carries over (``enc.next_round()``).
- Free actions (drop prone, shout) don't count, but only on your own turn.
- Help (same kind of action as the one helped) and blocks happen out of turn and spend from the
  same budget; at most two blocks a round (``blocking.json``).
- Broken: no actions, no rolls. Grappling someone: only grapple attacks. Grappled: only
  breaking free (AGARRAR).
- Moves on the map (``Encounter.move``) spend the same actions; :func:`take_action` with a move
  action and a zone calls it, so the pips always agree.

:func:`legal_actions` lists every action with ``legal`` and the ``reason`` it is greyed — the
dock shows the list as is.

>>> from core.encounter import Encounter
>>> enc = Encounter(ruleset="yze")
>>> enc.map.add_zone("hall", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
>>> enc.add_combatant("Ana", zone="hall")
>>> crawl = action_option(enc, "Ana", "crawl")
>>> crawl.legal, crawl.reason
(False, 'Ana is not prone: crawling needs you on the ground.')
>>> _ = take_action(enc, "Ana", "drop_prone"); action_option(enc, "Ana", "crawl").legal
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from core.doors import doors_of, open_towards, zones_behind
from core.i18n import rule_text, translate
from core.rules.base import Cost, RuleError
from core.rules.yze import crits as _crits
from core.rules.yze.initiative import (
    current_turn,
    fight_started,
    is_broken,
    is_dead,
    pips_left,
    turn_state,
    turn_view,
)

if TYPE_CHECKING:
    from core.encounter import Encounter

KINDS: tuple[str, ...] = ("slow", "fast", "free")

OUT_OF_TURN: frozenset[str] = frozenset({"block", "help_slow", "help_fast", "overwatch_shot"})
"""Actions taken outside your own turn: blocks (BLOQUEIO), help (AJUDAR OUTROS) and the
overwatch shot (VIGILÂNCIA: "você pode atirar quando quiser na ordem do turno")."""

MOVE_ACTIONS: frozenset[str] = frozenset({"run", "move", "move_through_door", "crawl", "retreat"})
"""Actions that move the token: :func:`take_action` hands them to ``Encounter.move``."""

ActionHook = Callable[["Encounter", str, str], None]
ACTION_TAKEN_HOOKS: list[ActionHook] = []
"""Called as ``hook(enc, name, action_id)`` inside the transaction after :func:`take_action`,
:func:`help_action` or :func:`block_action` (e.g. to end an overwatch on any other action)."""


def register_action_hook(fn: ActionHook) -> ActionHook:
    """Add ``fn`` to :data:`ACTION_TAKEN_HOOKS` (once). Usable as a decorator."""
    if fn not in ACTION_TAKEN_HOOKS:
        ACTION_TAKEN_HOOKS.append(fn)
    return fn


@dataclass(frozen=True)
class ActionOption:
    """One action of the catalogue as it stands for a combatant right now.

    ``legal`` says whether it can be taken now; ``reason`` why not ("" when legal). ``note``
    adds what the GM should know when it is legal (a roll only in a cluttered zone, a
    prerequisite the app can't check …).
    """

    id: str
    name: str
    kind: str  # "slow" | "fast" | "free"
    skill: str | None
    legal: bool
    reason: str = ""
    out_of_turn: bool = False
    prerequisite: str | None = None
    section: str = ""
    note: str = ""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


# --------------------------------------------------------------------------------------------
# the catalogue (data)
# --------------------------------------------------------------------------------------------
def action_catalogue(enc: Encounter) -> list[dict[str, Any]]:
    """Every action as a table row plus ``kind`` (slow/fast/free): ``actions_slow.json``,
    ``actions_fast.json``, the free actions of ``actions_free.json`` (not the "not an action"
    rolls), and help with a slow or a fast action (``action_economy.json`` row ``helping``)."""
    rows: list[dict[str, Any]] = []
    for table, kind in (("actions_slow", "slow"), ("actions_fast", "fast")):
        for row in enc.ruleset.table(table)["rows"]:
            rows.append({**row, "kind": kind})
    for row in enc.ruleset.table("actions_free")["rows"]:
        if row.get("kind") == "free_action":
            rows.append({**row, "kind": "free", "free_kind": row["kind"]})
    helping = next(r for r in enc.ruleset.table("action_economy")["rows"] if r["id"] == "helping")
    help_names = {
        "slow": translate("yze", "Help with a slow action"),
        "fast": translate("yze", "Help with a fast action"),
    }
    for kind in ("slow", "fast"):
        rows.append(
            {
                "id": f"help_{kind}",
                "name": help_names[kind],
                "prerequisite": None,
                "note": translate(
                    "yze", "Declare it before the dice are rolled; it happens out of turn."
                ),
                "skill": None,
                "skill_condition": None,
                "section": translate("yze", "Helping others"),
                "kind": kind,
                "rule": helping["rule"],
            }
        )
    return rows


def _catalogue_row(enc: Encounter, action_id: str) -> dict[str, Any]:
    for row in action_catalogue(enc):
        if row["id"] == action_id:
            return row
    raise RuleError(
        translate("yze", "There is no YZE action called {action_id!r}.").format(action_id=action_id)
    )


def _table_row(enc: Encounter, table: str, row_id: str) -> dict[str, Any]:
    return next(r for r in enc.ruleset.table(table)["rows"] if r["id"] == row_id)


# --------------------------------------------------------------------------------------------
# facts about a combatant
# --------------------------------------------------------------------------------------------
def weapons_of(enc: Encounter, name: str) -> list[dict[str, Any]]:
    """``name``'s weapons: the ids in ``stats["weapons"]`` looked up in ``weapons.json`` (a dict
    entry — a row picked on the sheet, ``{"id", "name"}`` — is its table row with the entry's
    own fields on top; an unknown id gives ``{"id", "name"}`` only)."""
    table = {r["id"]: r for r in enc.ruleset.table("weapons")["rows"]}
    out = []
    for w in enc.combatant(name).stats.get("weapons") or []:
        if isinstance(w, Mapping):
            out.append({**table.get(str(w.get("id")), {}), **dict(w)})
        elif w in table:
            out.append(dict(table[w]))
        else:
            out.append({"id": str(w), "name": str(w)})
    return out


def is_ranged_weapon(row: Mapping[str, Any]) -> bool:
    """A weapon usable beyond Engaged range (its ``range`` band), or flagged ``ranged``."""
    return bool(row.get("ranged")) or row.get("range") not in (None, "engaged")


def _any_weapon(enc: Encounter, name: str, test: Callable[[Mapping[str, Any]], bool]) -> bool:
    return any(test(w) for w in weapons_of(enc, name))


def is_unarmed(enc: Encounter, name: str) -> bool:
    """True when ``name`` wields no weapon or tool (only ``unarmed`` or nothing listed)."""
    return not any(not w.get("unarmed") for w in weapons_of(enc, name))


def active_engaged_enemies(enc: Encounter, name: str) -> list[str]:
    """Enemies at Engaged range who are neither broken nor dead ("inimigo ativo", RECUAR)."""
    return list(_once("active_engaged_enemies", name, lambda: _active_engaged(enc, name)))


def _active_engaged(enc: Encounter, name: str) -> list[str]:
    return [e for e in enc.engaged_enemies(name) if not is_dead(enc, e) and not is_broken(enc, e)]


def _combat(enc: Encounter, name: str) -> dict[str, Any]:
    per = enc.state.get("combatants", {}).get(name, {})
    combat = per.get("combat", {}) if isinstance(per, dict) else {}
    return combat if isinstance(combat, dict) else {}


def _as_names(value: Any) -> list[str]:
    if not value:
        return []
    if isinstance(value, str):
        return [value]
    return [str(v) for v in value]


def grappling(enc: Encounter, name: str) -> list[str]:
    """Whom ``name`` holds in a grapple (``combat.grappling`` of their state)."""
    return [n for n in _as_names(_combat(enc, name).get("grappling")) if n in enc]


def grappled_by(enc: Encounter, name: str) -> list[str]:
    """Who holds ``name`` in a grapple (anyone whose ``combat.grappling`` names them, or their
    own ``combat.grappled_by``)."""
    out = [n for n in _as_names(_combat(enc, name).get("grappled_by")) if n in enc]
    holding = _holding_anyone(enc)  # most of a big fight holds no one: ask only those who do
    for c in enc:
        held = c.name in holding and c.name != name and name in grappling(enc, c.name)
        if held and c.name not in out:
            out.append(c.name)
    return out


def _holding_anyone(enc: Encounter) -> set[str]:
    """The combatants whose state names someone they grapple."""
    per_all = enc.state.get("combatants", {})
    if not isinstance(per_all, dict):
        return set()
    return {n for n in per_all if _combat(enc, n).get("grappling")}


def _damage_function(attr: str) -> Callable[..., Any] | None:
    """``core.rules.yze.damage.<attr>`` when that module (the damage helper's) is there."""
    try:
        import core.rules.yze.damage as damage
    except ImportError:
        return None
    fn = getattr(damage, attr, None)
    return fn if callable(fn) else None


def is_dying(enc: Encounter, name: str) -> bool:
    """A lethal critical injury not yet stabilised (``damage.crits`` entries with ``lethal`` and
    no ``stabilised``), through ``core.rules.yze.damage.is_dying`` when it exists."""
    if is_dead(enc, name):
        return False
    damage_is_dying = _damage_function("is_dying")
    if damage_is_dying is not None:
        return bool(damage_is_dying(enc, name))
    per = enc.state.get("combatants", {}).get(name, {})
    crits = (per.get("damage", {}) or {}).get("crits", []) if isinstance(per, dict) else []
    return any(
        isinstance(c, Mapping) and c.get("lethal") and not c.get("stabilised") for c in crits
    )


def zone_cover(enc: Encounter, zone_id: str) -> list[str]:
    """Barrier ids (``barriers.json``) offering cover in ``zone_id``
    (``enc.state["cover_by_zone"][zone_id]``)."""
    return list(enc.state.get("cover_by_zone", {}).get(zone_id, []))


def set_zone_cover(enc: Encounter, zone_id: str, barriers: Sequence[str]) -> None:
    """Say which barriers (``barriers.json`` ids, repeats allowed) give cover in ``zone_id``."""
    known = {r["id"]: rule_text(r, "name") for r in enc.ruleset.table("barriers")["rows"]}
    enc.map.zone(zone_id)
    unknown = [b for b in barriers if b not in known]
    if unknown:
        raise RuleError(
            translate("yze", "Unknown barrier {unknown}; choose from {known}.").format(
                unknown=", ".join(unknown), known=", ".join(sorted(known))
            )
        )
    zname = enc.map.name(zone_id)
    with enc.transaction(translate("yze", "Cover in {zname}").format(zname=zname)):
        table = enc.state.setdefault("cover_by_zone", {})
        if list(barriers):
            table[zone_id] = list(barriers)
        else:
            table.pop(zone_id, None)
        what = ", ".join(known[b] for b in barriers) or translate("yze", "no cover")
        enc.add_log(
            "cover",
            translate("yze", "Cover in {zname}: {what}.").format(zname=zname, what=what),
            zone=zone_id,
            barriers=list(barriers),
        )


def _has_vehicle(enc: Encounter, name: str) -> bool:
    return _once("has_vehicle", name, lambda: _vehicle_at_hand(enc, name))


def _vehicle_at_hand(enc: Encounter, name: str) -> bool:
    me = enc.combatant(name)
    if me.stats.get("vehicle") or me.stats.get("in_vehicle"):
        return True
    return any(c.stats.get("vehicle") for c in enc.combatants_in(me.zone) if c.name != name)


def _adjacent_passages(enc: Encounter, name: str, *, open_: bool) -> list[str]:
    """Zones behind the doors and hatches of ``name``'s zone (door borders and door openings in
    walls) that are open (``open_``) or closed and unlocked."""
    zone = enc.combatant(name).zone
    ways = [w for w in doors_of(enc.map, zone) if (w.door.is_open if open_ else w.can_open)]
    return zones_behind(ways, zone)


def _in_reach(enc: Encounter, name: str, other: str) -> bool:
    return enc.combatant(other).zone == enc.combatant(name).zone


def _hears(enc: Encounter, name: str, other: str) -> bool:
    a, b = enc.combatant(name).zone, enc.combatant(other).zone
    return a == b or enc.map.has_border(a, b)  # at most one border crossed


# --------------------------------------------------------------------------------------------
# prerequisites: action id → check(enc, name, target) → None (met) or the reason
# --------------------------------------------------------------------------------------------
Check = Callable[["Encounter", str, "str | None"], "str | None"]


def _prone(enc: Encounter, name: str, target: str | None, what: str) -> str | None:
    if enc.combatant(name).stance != "prone":
        return translate("yze", "{name} is not prone: {what}.").format(name=name, what=what)
    return None


def _need_ranged(enc: Encounter, name: str, _t: str | None) -> str | None:
    if not _any_weapon(enc, name, is_ranged_weapon):
        return translate("yze", "{name} has no ranged weapon.").format(name=name)
    return None


def _target_enemy_engaged(enc: Encounter, name: str, target: str | None) -> str | None:
    if target is None:
        return None
    if target not in enc:  # a zone target: the attack needs someone, not a place
        return translate(
            "yze", "A melee attack targets someone at Engaged range, not the zone {target!r}."
        ).format(target=target)
    if target not in enc.engaged_with(name):
        return translate("yze", "{target} is not at Engaged range of {name}.").format(
            target=target, name=name
        )
    return None


def _first_aid(enc: Encounter, name: str, target: str | None, *, dying_ok: bool) -> str | None:
    def ok(v: str) -> bool:
        if v == name or is_dead(enc, v):
            return False
        return is_broken(enc, v) or (dying_ok and is_dying(enc, v))

    need = translate("yze", "broken or dying") if dying_ok else translate("yze", "broken")
    if target is not None and target not in enc:
        target = None  # a zone target says nothing about whom to help
    if target is not None:
        if not ok(target):
            return (
                translate("yze", "{target} is not {need}.").format(target=target, need=need)
                if target != name
                else translate("yze", "Not on yourself.")
            )
        if not _in_reach(enc, name, target):
            return translate("yze", "{target} is not in {name}'s zone.").format(
                target=target, name=name
            )
        return None
    if not any(ok(c.name) for c in enc.combatants_in(enc.combatant(name).zone)):  # in reach
        return translate("yze", "Nobody {need} in {name}'s zone.").format(need=need, name=name)
    return None


def _run(enc: Encounter, name: str, _t: str | None) -> str | None:
    enemies = active_engaged_enemies(enc, name)
    if enemies:
        text = (
            translate("yze", "{enemies} is Engaged: retreat.")
            if len(enemies) == 1
            else translate("yze", "{enemies} are Engaged: retreat.")
        )
        return text.format(enemies=", ".join(enemies))
    if enc.combatant(name).stance == "prone":
        return translate("yze", "{name} is prone: crawl, or get up first.").format(name=name)
    return None


def _retreat(enc: Encounter, name: str, _t: str | None) -> str | None:
    if not active_engaged_enemies(enc, name):
        return translate("yze", "No active enemy is at Engaged range of {name}.").format(name=name)
    return None


def _block(enc: Encounter, name: str, target: str | None) -> str | None:
    if target is not None:
        return _target_enemy_engaged(enc, name, target)
    if not active_engaged_enemies(enc, name):
        return translate("yze", "No enemy at Engaged range can attack {name} in melee.").format(
            name=name
        )
    return None


def _take_cover(enc: Encounter, name: str, target: str | None) -> str | None:
    zone = enc.combatant(name).zone
    cover = zone_cover(enc, zone)
    if not cover:
        return translate("yze", "There is no cover in {zone_name}.").format(
            zone_name=enc.map.name(zone)
        )
    if target is not None and target not in cover:
        return translate("yze", "{target} is not cover in {zone_name}.").format(
            target=target, zone_name=enc.map.name(zone)
        )
    return None


def _grapple_attack(enc: Encounter, name: str, _t: str | None) -> str | None:
    if not grappling(enc, name):
        return translate("yze", "{name} is not grappling anyone.").format(name=name)
    return None


def _break_free(enc: Encounter, name: str, _t: str | None) -> str | None:
    if not grappled_by(enc, name):
        return translate("yze", "{name} is not grappled.").format(name=name)
    return None


def _firearm(enc: Encounter, name: str, _t: str | None) -> str | None:
    if not _any_weapon(enc, name, lambda w: bool(w.get("firearm"))):
        return translate("yze", "{name} has no firearm.").format(name=name)
    return None


def _vehicle(enc: Encounter, name: str, _t: str | None) -> str | None:
    if not _has_vehicle(enc, name):
        return translate("yze", "No vehicle for {name} here.").format(name=name)
    return None


def _persuade(enc: Encounter, name: str, target: str | None) -> str | None:
    me = enc.combatant(name)

    def hears(o: str) -> bool:
        c = enc.combatant(o)
        return c.side != me.side and _hears(enc, name, o) and not is_dead(enc, o)

    if target is not None and target in enc:
        return (
            None
            if hears(target)
            else translate("yze", "{target} can't hear {name}.").format(target=target, name=name)
        )
    if not _opponent_in_earshot(enc, me):
        return translate("yze", "No opponent within earshot of {name} (same or next zone).").format(
            name=name
        )
    return None


def _opponent_in_earshot(enc: Encounter, me: Any) -> bool:
    """An opponent of ``me`` not dead who hears them (:func:`_hears`: the same or the next
    zone): the zones in earshot worked out once, not a border looked up for each combatant of
    a big fight on every refresh of the actions list."""
    here = me.zone
    near = {here, *(enc.map.neighbours(here) if here in enc.map else ())}
    return any(
        c.name != me.name and c.side != me.side and c.zone in near and not is_dead(enc, c.name)
        for c in enc
    )


def _scope(enc: Encounter, name: str, _t: str | None) -> str | None:
    stats = enc.combatant(name).stats
    if not _any_weapon(enc, name, lambda w: is_ranged_weapon(w) and bool(w.get("scope"))) and not (
        stats.get("scope") and _any_weapon(enc, name, is_ranged_weapon)
    ):
        return translate("yze", "{name} has no weapon with a telescopic sight.").format(name=name)
    return None


def _crossbow(enc: Encounter, name: str, _t: str | None) -> str | None:
    if not _any_weapon(enc, name, lambda w: bool(w.get("crossbow")) or "crossbow" in w["id"]):
        return translate("yze", "{name} has no crossbow.").format(name=name)
    return None


def _bow_or_sling(enc: Encounter, name: str, _t: str | None) -> str | None:
    if not _any_weapon(enc, name, lambda w: bool(w.get("needs_preparing"))):
        return translate("yze", "{name} has no bow or sling.").format(name=name)
    return None


def _overwatch(enc: Encounter, name: str, target: str | None) -> str | None:
    return _need_ranged(enc, name, target) or (
        translate("yze", "{name} has an enemy at Engaged range.").format(name=name)
        if active_engaged_enemies(enc, name)
        else None
    )


def _door(enc: Encounter, name: str, target: str | None, *, open_: bool) -> str | None:
    zones = _adjacent_passages(enc, name, open_=open_)
    what = (
        translate("yze", "open door or hatch")
        if open_
        else translate("yze", "closed, unlocked door or hatch")
    )
    if not zones:
        return translate("yze", "No {what} leads out of {zone_name}.").format(
            what=what, zone_name=enc.map.name(enc.combatant(name).zone)
        )
    if target is not None and target in enc.map and target not in zones:
        return translate("yze", "No {what} leads to {target_name}.").format(
            what=what, target_name=enc.map.name(target)
        )
    return None


def _drop_prone(enc: Encounter, name: str, _t: str | None) -> str | None:
    if enc.combatant(name).stance == "prone":
        return translate("yze", "{name} is already prone.").format(name=name)
    return None


PREREQUISITES: dict[str, Check] = {
    "crawl": lambda e, n, t: _prone(e, n, t, translate("yze", "crawling needs you on the ground")),
    "stand_up": lambda e, n, t: _prone(e, n, t, translate("yze", "already standing")),
    "melee_attack": _target_enemy_engaged,
    "shoot_ranged_weapon": _need_ranged,
    "aim": _need_ranged,
    "reload": _firearm,
    "first_aid": lambda e, n, t: _first_aid(e, n, t, dying_ok=True),
    "help_broken": lambda e, n, t: _first_aid(e, n, t, dying_ok=False),
    "persuade": _persuade,
    "aim_with_scope": _scope,
    "load_crossbow": _crossbow,
    "prepare_bow_or_sling": _bow_or_sling,
    "break_free": _break_free,
    "run": _run,
    "move": _run,
    "retreat": _retreat,
    "block": _block,
    "grapple_attack": _grapple_attack,
    "take_cover": _take_cover,
    "enter_exit_vehicle": _vehicle,
    "start_engine": _vehicle,
    "take_the_wheel": _vehicle,
    "drive": _vehicle,
    "overwatch": _overwatch,
    "open_door": lambda e, n, t: _door(e, n, t, open_=False),
    "move_through_door": lambda e, n, t: _door(e, n, t, open_=True),
    "drop_prone": _drop_prone,
}
"""Prerequisite checks by action id. Actions not listed (``use_item``, ``overwatch_shot``,
``extinguish_fire`` …) are legal with a note that the GM judges the prerequisite; other modules
can add theirs with :func:`register_prerequisite`."""


def register_prerequisite(action_id: str, check: Check) -> Check:
    """Install ``check(enc, name, target) -> reason | None`` for ``action_id``."""
    PREREQUISITES[action_id] = check
    return check


# --------------------------------------------------------------------------------------------
# legality
# --------------------------------------------------------------------------------------------
def cannot_act_reason(enc: Encounter, name: str) -> str | None:
    """Why ``name`` can take no action at all now (dead, broken), or ``None``."""
    enc.combatant(name)
    if is_dead(enc, name):
        return translate("yze", "{name} is dead.").format(name=name)
    if is_broken(enc, name):
        return translate("yze", "Broken: no actions, no rolls.")
    return None


def _grapple_reason(enc: Encounter, name: str, action_id: str) -> str | None:
    held = _once("grappling", name, lambda: grappling(enc, name))
    if held and action_id != "grapple_attack":
        return translate(
            "yze",
            "{name} is grappling {held}: the only action is a grapple attack (or letting go).",
        ).format(name=name, held=", ".join(held))
    holders = _once("grappled_by", name, lambda: grappled_by(enc, name))
    if holders and action_id != "break_free":
        return translate(
            "yze", "{name} is grappled by {holders}: the only action is to break free."
        ).format(name=name, holders=", ".join(holders))
    return None


def _turn_reason(enc: Encounter, name: str, action_id: str, kind: str) -> str | None:
    if not _once("fight_started", "", lambda: fight_started(enc)):
        return None  # no order yet: the GM runs actions freely
    if _once("current_turn", "", lambda: current_turn(enc)) == name:
        return None
    if kind == "free":
        return translate("yze", "Free actions only on {name}'s own turn.").format(name=name)
    if action_id in OUT_OF_TURN:
        return None
    return translate(
        "yze", "Not {name}'s turn: only out-of-turn actions (help, block) now."
    ).format(name=name)


def _afford_reason(enc: Encounter, name: str, kind: str) -> str | None:
    if kind == "free":
        return None
    if enc.ruleset.can_afford(enc.actions_spent(name), Cost({kind: 1})):
        return None
    left = enc.ruleset.describe_remaining(enc.actions_spent(name))
    from core.rules.yze.attacks import action_words

    return translate("yze", "{name} has no {cost} left this round (left: {left}).").format(
        name=name, cost=action_words(kind), left=left
    )


def _note(row: Mapping[str, Any], checked: bool) -> str:
    parts = [rule_text(row, "note")] if row.get("note") else []
    if row.get("skill_condition"):
        parts.append(
            translate("yze", "Roll: {skill_condition}.").format(
                skill_condition=rule_text(row, "skill_condition")
            )
        )
    if not checked and row.get("prerequisite"):
        parts.append(
            translate("yze", "GM judges: {prerequisite}.").format(
                prerequisite=rule_text(row, "prerequisite")
            )
        )
    return " ".join(parts)


_T = TypeVar("_T")
_PASS: ContextVar[dict[tuple[str, str], Any] | None] = ContextVar("yze_actions_pass", default=None)
"""Answers shared by the options of one :func:`legal_actions` pass (whose turn it is, whether
the actor can act at all): the state can't change inside one, and asking each of ~35 options
again cost ~1 ms apiece on a 200-card fight."""


@contextmanager
def _one_pass() -> Iterator[None]:
    token = _PASS.set({})
    try:
        yield
    finally:
        _PASS.reset(token)


def _once(key: str, name: str, compute: Callable[[], _T]) -> _T:
    """``compute()``, asked once per :func:`legal_actions` pass (every time outside one)."""
    memo = _PASS.get()
    if memo is None:
        return compute()
    if (key, name) not in memo:
        memo[key, name] = compute()
    return memo[key, name]  # type: ignore[no-any-return]


def _option(enc: Encounter, name: str, row: Mapping[str, Any], target: str | None) -> ActionOption:
    action_id = row["id"]
    kind = row["kind"]
    check = PREREQUISITES.get(action_id)
    reason = (
        _once("cannot_act", name, lambda: cannot_act_reason(enc, name))
        or _crits.action_refusal(enc, name, action_id)
        or _grapple_reason(enc, name, action_id)
        or _turn_reason(enc, name, action_id, kind)
        or (check(enc, name, target) if check else None)
        or _afford_reason(enc, name, kind)
    )
    if reason is None and action_id == "block":
        budget = block_budget(enc, name)
        if budget["left"] <= 0:
            reason = budget["reason"]
    return ActionOption(
        id=action_id,
        name=rule_text(row, "name"),
        kind=kind,
        skill=row.get("skill"),
        legal=reason is None,
        reason=reason or "",
        out_of_turn=action_id in OUT_OF_TURN,
        prerequisite=rule_text(row, "prerequisite") or None,
        section=row.get("section") or "",
        note=_note(row, check is not None),
    )


def legal_actions(enc: Encounter, name: str, target: str | None = None) -> list[ActionOption]:
    """Every catalogue action for ``name`` now, each with ``legal`` and the ``reason`` it isn't.

    ``target`` (a combatant, zone or barrier id) narrows target checks (Engaged range, earshot,
    a broken victim …). Order: the seed's slow table, the fast table, the free actions, help.
    """
    enc.combatant(name)
    with _one_pass():
        return [_option(enc, name, row, target) for row in action_catalogue(enc)]


def action_option(
    enc: Encounter, name: str, action_id: str, target: str | None = None
) -> ActionOption:
    """The :class:`ActionOption` for one action (raises :class:`RuleError` for unknown ids)."""
    return _option(enc, name, _catalogue_row(enc, action_id), target)


# --------------------------------------------------------------------------------------------
# taking actions
# --------------------------------------------------------------------------------------------
def _record(enc: Encounter, name: str, action_id: str, kind: str) -> None:
    turn = turn_state(enc, name)
    if kind == "free":
        turn["free"].append(action_id)
    else:
        turn["actions"].append(action_id)
    for hook in list(ACTION_TAKEN_HOOKS):
        hook(enc, name, action_id)


def _roll_move(enc: Encounter, name: str, check: Any) -> list[dict[str, Any]]:
    from core.rules.yze.damage import roll_skill_modified
    from core.rules.yze.hazards import stumble_in_the_dark

    rolls = []
    for need in check.roll_details:
        # crit modifiers count (a sprained ankle: Mobility −2), and some injuries hurt per roll
        roll = roll_skill_modified(
            enc, name, "mobility", label=translate("yze", "{name}: Mobility").format(name=name)
        )
        _crits.roll_costs(enc, name, "mobility")
        verdict = (
            translate("yze", "success")
            if roll.success
            else translate("yze", "failure: {on_failure}").format(on_failure=need.on_failure)
        )
        enc.add_log(
            "roll",
            translate("yze", "{name} rolls Mobility ({why}): {roll} — {verdict}.").format(
                name=name, why=need.why, roll=roll.describe(), verdict=verdict
            ),
            combatant=name,
            roll=roll.to_dict(),
        )
        if not roll.success and need.kind == "cluttered":
            enc.set_stance(name, "prone")
        if not roll.success and need.kind == "retreat":
            enc.add_log(
                "action",
                translate(
                    "yze",
                    "{enemies} may make a free melee attack on {name}; it can't "
                    "be blocked and costs no action.",
                ).format(enemies=", ".join(need.enemies), name=name),
                combatant=name,
                free_attack_by=list(need.enemies),
            )
        if not roll.success and need.kind == "darkness":  # ESCURIDÃO: a stumble in the dark
            stumble_in_the_dark(enc, name)
        rolls.append({"why": need.kind, "success": roll.success, "roll": roll.to_dict()})
    return rolls


def take_action(
    enc: Encounter,
    name: str,
    action_id: str,
    *,
    target: str | None = None,
    note: str = "",
    roll_moves: bool = True,
) -> dict[str, Any]:
    """Take ``action_id`` for ``name``: check it is legal, spend its action, apply what the core
    knows of it, log it. Returns ``{"action", "kind", "spent", "rolls"}``.

    - Moves (``run``/``move``/``move_through_door``/``crawl``/``retreat``): ``target`` is the
      zone (or, for ``move``/``run``, someone in the same zone to close to Engaged range); the
      move goes through ``Encounter.move``/``engage`` so the map and the pips agree, and the
      Mobility rolls it needs are rolled (``roll_moves``) and logged.
    - ``open_door``: ``target`` is the zone behind the door (optional if only one).
    - ``stand_up`` / ``drop_prone``: change the stance. ``take_cover``: ``target`` is a barrier
      id of the zone (default the first); the cover itself is kept by
      ``core.rules.yze.damage.take_cover`` (called with ``spend=False``; the action is paid here).
    - ``block``, ``help_slow``, ``help_fast``: use :func:`block_action` / :func:`help_action`.
    - Anything else (attacks, aim, reload …) just spends the action and logs: the roll is the
      attack helper's.
    """
    if action_id == "block":
        if target is None:
            raise RuleError(translate("yze", "Say whose attack is blocked."))
        block_action(enc, name, target)
        return {"action": "block", "kind": "fast", "spent": {"fast": 1}, "rolls": []}
    if action_id in ("help_slow", "help_fast"):
        if target is None:
            raise RuleError(translate("yze", "Say whom to help."))
        kind = action_id.removeprefix("help_")
        help_action(enc, name, target, kind)
        return {"action": action_id, "kind": kind, "spent": {kind: 1}, "rolls": []}
    row = _catalogue_row(enc, action_id)
    kind = row["kind"]
    title = rule_text(row, "name")
    with enc.transaction(f"{name}: {title}"):
        opt = _option(enc, name, row, target)
        if not opt.legal:
            raise RuleError(opt.reason)
        before = enc.actions_spent(name)
        rolls: list[dict[str, Any]] = []
        detail: tuple[str, str] | None = None
        if action_id in MOVE_ACTIONS:
            rolls, detail = _do_move(enc, name, action_id, target, roll_moves)
        else:
            if kind != "free":
                enc.spend(name, Cost({kind: 1}), f"{name}: {title}")
            detail = _apply(enc, name, action_id, target)
        _record(enc, name, action_id, kind)
        after = enc.actions_spent(name)
        spent = {k: after.get(k, 0) - before.get(k, 0) for k in ("slow", "fast")}
        spent = {k: v for k, v in spent.items() if v}
        cost = (
            Cost(spent).describe()
            if spent
            else (translate("yze", "free action") if kind == "free" else "")
        )
        enc.add_log(
            "action",
            _action_line(name, title, cost, detail, target) + (f" {note}" if note else ""),
            combatant=name,
            action=action_id,
            action_kind=kind,
            target=target,
            spent=spent,
        )
        return {"action": action_id, "kind": kind, "spent": spent, "rolls": rolls}


def _action_line(
    name: str, action: str, cost: str, detail: tuple[str, str] | None, target: str | None
) -> str:
    """An action's log line: one whole sentence for each shape (``detail``: where the action
    went, as ``(shape, place)``), so a translator can reorder it."""
    if detail is None:
        if target:
            return translate("yze", "{name}: {action} → {target} ({cost}).").format(
                name=name, action=action, target=target, cost=cost
            )
        return translate("yze", "{name}: {action} ({cost}).").format(
            name=name, action=action, cost=cost
        )
    shape, place = detail
    texts = {
        "zone": translate("yze", "{name}: {action} to {place} ({cost})."),
        "engaged": translate("yze", "{name}: {action} to Engaged range of {place} ({cost})."),
        "towards": translate("yze", "{name}: {action} towards {place} ({cost})."),
        "behind": translate("yze", "{name}: {action} behind {place} ({cost})."),
    }
    return texts[shape].format(name=name, action=action, place=place, cost=cost)


def _do_move(
    enc: Encounter, name: str, action_id: str, target: str | None, roll_moves: bool
) -> tuple[list[dict[str, Any]], tuple[str, str]]:
    if target is None:
        raise RuleError(
            translate(
                "yze", "Say where {name} moves: a zone (or someone in the zone to close in on)."
            ).format(name=name)
        )
    if target in enc and action_id in ("move", "run"):
        if not _in_reach(enc, name, target):
            raise RuleError(
                translate(
                    "yze", "{target} is not in {name}'s zone; move to their zone first."
                ).format(target=target, name=name)
            )
        enc.engage(name, target, spend=True)
        from core.rules.yze.attacks import note_moved_into_engaged  # for a diving blow

        note_moved_into_engaged(enc, name, target)
        return [], ("engaged", target)
    if target not in enc.map:
        raise RuleError(translate("yze", "There is no zone {target!r}.").format(target=target))
    check = enc.check_move(name, target)
    if not check.allowed:
        raise RuleError(check.reason)
    enc.move(name, target, checked=check)
    rolls = _roll_move(enc, name, check) if roll_moves else []
    return rolls, ("zone", enc.map.name(target))


def _apply(enc: Encounter, name: str, action_id: str, target: str | None) -> tuple[str, str] | None:
    """Do what the action does beyond spending; where it went, as :func:`_action_line` reads."""
    if action_id == "stand_up":
        enc.set_stance(name, "standing")
        return None
    if action_id == "drop_prone":
        enc.set_stance(name, "prone")
        return None
    if action_id == "open_door":
        zones = _adjacent_passages(enc, name, open_=False)
        if target is None:
            if len(zones) > 1:
                raise RuleError(
                    translate("yze", "Which door? It leads to {zones}.").format(
                        zones=", ".join(zones)
                    )
                )
            target = zones[0]
        open_towards(enc.map, enc.combatant(name).zone, target)
        return ("towards", enc.map.name(target))
    if action_id == "take_cover":
        zone = enc.combatant(name).zone
        barrier = target or zone_cover(enc, zone)[0]
        brow = next(r for r in enc.ruleset.table("barriers")["rows"] if r["id"] == barrier)
        damage_take_cover = _damage_function("take_cover")
        if damage_take_cover is not None:
            # the damage module keeps the cover (rating, degradation); the action is paid here
            damage_take_cover(enc, name, barrier, spend=False)
        return ("behind", rule_text(brow, "name").lower())
    return None


def help_action(enc: Encounter, helper: str, helped: str, kind: str) -> None:
    """``helper`` helps ``helped`` with a ``kind`` ("slow"/"fast") action (AJUDANDO OUTROS).

    Out of turn; costs ``helper`` an action of the same kind; declared before the dice are
    rolled. Recorded for this round in ``helped``'s ``turn.helped_by`` (see :func:`help_for`).
    """
    if kind not in ("slow", "fast"):
        raise RuleError(
            translate("yze", "Help costs a slow or a fast action, like the action it helps.")
        )
    enc.combatant(helped)
    with enc.transaction(
        translate("yze", "{helper} helps {helped}").format(helper=helper, helped=helped)
    ):
        if helper == helped:
            raise RuleError(translate("yze", "Nobody can help themselves."))
        if is_dead(enc, helped):
            raise RuleError(translate("yze", "{helped} is dead.").format(helped=helped))
        opt = action_option(enc, helper, f"help_{kind}")
        if not opt.legal:
            raise RuleError(opt.reason)
        enc.spend(
            helper,
            Cost({kind: 1}),
            translate("yze", "{helper} helps {helped}").format(helper=helper, helped=helped),
        )
        turn_state(enc, helped)["helped_by"].append({"helper": helper, "kind": kind})
        _record(enc, helper, f"help_{kind}", kind)
        enc.add_log(
            "help",
            (
                translate(
                    "yze",
                    "{helper} helps {helped} with a slow action (out of turn, 1 slow action).",
                )
                if kind == "slow"
                else translate(
                    "yze",
                    "{helper} helps {helped} with a fast action (out of turn, 1 fast action).",
                )
            ).format(helper=helper, helped=helped),
            combatant=helper,
            helped=helped,
            action_kind=kind,
        )


def help_for(enc: Encounter, name: str) -> list[dict[str, str]]:
    """Help declared for ``name`` this round and not used yet: ``[{"helper", "kind"}]``."""
    return list(turn_view(enc, name)["helped_by"])


def consume_help(enc: Encounter, name: str) -> list[dict[str, str]]:
    """Use up the help declared for ``name`` (call it when their roll is made)."""
    with enc.transaction(translate("yze", "Help for {name} used").format(name=name)):
        turn = turn_state(enc, name)
        used = list(turn["helped_by"])
        turn["helped_by"] = []
        return used


def block_budget(enc: Encounter, name: str) -> dict[str, Any]:
    """How many more blocks ``name`` can make this round (``blocking.json`` row
    ``block_actions``: at most two a round, each spending one of the round's actions).

    ``{"used", "max", "left", "reason"}`` — ``reason`` says why ``left`` is 0.
    """
    max_blocks = int(_table_row(enc, "blocking", "block_actions")["max_blocks_per_round"])
    used = int(turn_view(enc, name)["blocks"])
    actions = pips_left(enc, name)["fast"]
    left = max(0, min(max_blocks - used, actions))
    reason = ""
    if used >= max_blocks:
        reason = translate(
            "yze", "{name} has already blocked {used} times this round (the most there is)."
        ).format(name=name, used=used)
    elif actions <= 0:
        reason = translate("yze", "{name} has no action left this round to block with.").format(
            name=name
        )
    return {"used": used, "max": max_blocks, "left": left, "reason": reason}


def _unblockable(enc: Encounter) -> list[str]:
    return list(_table_row(enc, "blocking", "unblockable")["unblockable"])


def block_refusal(
    enc: Encounter,
    name: str,
    attacker: str,
    *,
    weapon: str | None = None,
    attack: str | None = None,
) -> str | None:
    """Why ``name`` can't block ``attacker``'s melee attack now, or ``None`` (BLOQUEIO).

    ``weapon`` is the attacker's weapon id (``None``: their first melee weapon, else unarmed);
    ``attack`` names a special attack (``blocking.json`` ``unblockable``: a melee sneak attack,
    a grapple attack, the free attack on a failed retreat can't be blocked).
    """
    enc.combatant(attacker)
    opt = action_option(enc, name, "block", attacker)
    if not opt.legal:
        return opt.reason
    if attack in _unblockable(enc):
        return translate("yze", "That attack can't be blocked ({attack}).").format(
            attack=attack.replace("_", " ")
        )
    if is_unarmed(enc, name):
        rows = {r["id"]: r for r in enc.ruleset.table("weapons")["rows"]}
        if weapon is None:
            armed = [w for w in weapons_of(enc, attacker) if not w.get("unarmed")]
            attacker_unarmed = not armed
        else:
            attacker_unarmed = bool(rows.get(weapon, {}).get("unarmed"))
        from core.rules.yze.sheet import is_humanoid

        humanoid = is_humanoid(enc.combatant(attacker).stats)
        if not attacker_unarmed or not humanoid:
            return translate(
                "yze",
                "{name} is unarmed: unarmed, you can only block unarmed "
                "attacks by humanoids (unarmed blocking).",
            ).format(name=name)
    return None


def block_action(
    enc: Encounter,
    name: str,
    attacker: str,
    *,
    weapon: str | None = None,
    attack: str | None = None,
) -> str:
    """``name`` blocks ``attacker``'s melee attack (declared before the attacker rolls): spends
    a fast action — the round's slow action can always stand in as a fast one — out of turn.
    Returns the kind spent. The opposed roll itself is the attack helper's."""
    with enc.transaction(
        translate("yze", "{name} blocks {attacker}").format(name=name, attacker=attacker)
    ):
        reason = block_refusal(enc, name, attacker, weapon=weapon, attack=attack)
        if reason:
            raise RuleError(reason)
        enc.spend(name, Cost({"fast": 1}), translate("yze", "{name} blocks").format(name=name))
        turn = turn_state(enc, name)
        turn["blocks"] = int(turn["blocks"]) + 1
        _record(enc, name, "block", "fast")
        budget = block_budget(enc, name)
        enc.add_log(
            "block",
            (
                translate(
                    "yze",
                    "{name} blocks {attacker}'s attack (out of turn, 1 action; "
                    "{left} more block possible this round).",
                )
                if budget["left"] == 1
                else translate(
                    "yze",
                    "{name} blocks {attacker}'s attack (out of turn, 1 action; "
                    "{left} more blocks possible this round).",
                )
            ).format(name=name, attacker=attacker, left=budget["left"]),
            combatant=name,
            attacker=attacker,
        )
        return "fast"


# --------------------------------------------------------------------------------------------
# the mixin
# --------------------------------------------------------------------------------------------
class ActionsMixin:
    """Action methods for the ``enc.combat`` facade (``self.enc`` is the encounter)."""

    enc: Encounter

    def action_catalogue(self) -> list[dict[str, Any]]:
        return action_catalogue(self.enc)

    def legal_actions(self, name: str, target: str | None = None) -> list[ActionOption]:
        return legal_actions(self.enc, name, target)

    def action_option(self, name: str, action_id: str, target: str | None = None) -> ActionOption:
        return action_option(self.enc, name, action_id, target)

    def take_action(
        self,
        name: str,
        action_id: str,
        *,
        target: str | None = None,
        note: str = "",
        roll_moves: bool = True,
    ) -> dict[str, Any]:
        return take_action(
            self.enc, name, action_id, target=target, note=note, roll_moves=roll_moves
        )

    def help_action(self, helper: str, helped: str, kind: str) -> None:
        help_action(self.enc, helper, helped, kind)

    def help_for(self, name: str) -> list[dict[str, str]]:
        return help_for(self.enc, name)

    def consume_help(self, name: str) -> list[dict[str, str]]:
        return consume_help(self.enc, name)

    def block_budget(self, name: str) -> dict[str, Any]:
        return block_budget(self.enc, name)

    def block_refusal(
        self, name: str, attacker: str, *, weapon: str | None = None, attack: str | None = None
    ) -> str | None:
        return block_refusal(self.enc, name, attacker, weapon=weapon, attack=attack)

    def block_action(
        self, name: str, attacker: str, *, weapon: str | None = None, attack: str | None = None
    ) -> str:
        return block_action(self.enc, name, attacker, weapon=weapon, attack=attack)

    def cannot_act_reason(self, name: str) -> str | None:
        return cannot_act_reason(self.enc, name)

    def zone_cover(self, zone_id: str) -> list[str]:
        return zone_cover(self.enc, zone_id)

    def set_zone_cover(self, zone_id: str, barriers: Sequence[str]) -> None:
        set_zone_cover(self.enc, zone_id, barriers)

    def weapons_of(self, name: str) -> list[dict[str, Any]]:
        return weapons_of(self.enc, name)

    def grappling(self, name: str) -> list[str]:
        return grappling(self.enc, name)

    def grappled_by(self, name: str) -> list[str]:
        return grappled_by(self.enc, name)


__all__ = [
    "ACTION_TAKEN_HOOKS",
    "KINDS",
    "MOVE_ACTIONS",
    "OUT_OF_TURN",
    "PREREQUISITES",
    "ActionOption",
    "ActionsMixin",
    "action_catalogue",
    "action_option",
    "active_engaged_enemies",
    "block_action",
    "block_budget",
    "block_refusal",
    "cannot_act_reason",
    "consume_help",
    "grappled_by",
    "grappling",
    "help_action",
    "help_for",
    "is_dying",
    "is_ranged_weapon",
    "is_unarmed",
    "legal_actions",
    "register_action_hook",
    "register_prerequisite",
    "set_zone_cover",
    "take_action",
    "weapons_of",
    "zone_cover",
]
