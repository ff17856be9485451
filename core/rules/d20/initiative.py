"""d20 initiative, the surprise round, turns and the effects clock.

Seed ``003_a7efcc12a8258f77.txt``, "INICIATIVA", "SURPRESA" and the combat sequence
(``resources/rules/d20/initiative.json``, ``surprise.json``, ``combat_sequence.json``,
``flat_footed.json``):

* Initiative = 1 die (setting ``d20.initiative_die``, 1d20) + Agilidade + Prontidão, rolled once
  for the whole fight, highest first. Ties: the higher Precisão (setting
  ``d20.initiative_tiebreak_stat``), then both roll the die, the higher first (logged; rolled again
  while still equal).
* The value is read live: a change (a modifier set with :func:`set_initiative_modifier`, or a
  timed effect with the modifier key ``"iniciativa"`` such as acelerado +2) re-sorts the order
  without a new roll; the change is logged at the next turn (or at once through the facade).
  Whoever has not acted this round acts in the new order.
* The GM rolls once for all the opponents (NPCs): they share one place, each member taking their
  turn in it one after the other. With ``d20.opponent_initiative_per_group`` the NPCs roll per
  stat ``group`` (an NPC without a group rolls alone). A shared roll adds the best member's
  Agilidade + Prontidão (``d20.group_initiative_bonus``: ``"highest"``, or ``"first"`` — the
  leader, the first member); its Precisão is the best member's.
* Joining a fight (:func:`join_initiative`): the newcomer rolls and acts from the next round.
* Awareness (:func:`set_aware`, default aware) is the GM's call before the fight. When some but
  not all are aware, :func:`start_fight` opens a surprise round: only the aware roll (or have
  rolled) and act, in order, one standard **or** one move action each; the unaware don't act.
  Then the remaining roll ("Quaisquer combatentes restantes rolam Iniciativa") and the normal
  rounds begin. Unaware combatants start flat-footed (a timed effect "Desprevenido" that ends as
  setting ``d20.flat_footed_ends`` says; by default when their first turn begins).
* Every turn change drives :mod:`core.effects` (``advance_turn``), so durations count on the
  affected creature's turns.

State: ``enc.state["d20"]`` (``entries``, ``started``, ``phase``, ``current``, ``acted``,
``last_order``, ``next_key``) and ``combatants[name]["d20"]`` (``aware``, ``init_mod``,
``flat_footed``, ``damage``).
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from core import effects as fx
from core.i18n import translate
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.d20 import SURPRISE_MARKER, choice_default, sheet
from core.rules.d20.damage import _read, d20_combatant, is_down, stat
from core.rules.labels import QT_TRANSLATE_NOOP
from core.rules.turn_loop import TurnLoop

if TYPE_CHECKING:  # pragma: no cover
    from core.encounter import Encounter

KEY = "d20"
PHASES: tuple[str | None, ...] = (None, "surprise", "normal")
FLAT_FOOTED_LABEL = QT_TRANSLATE_NOOP("d20", "Flat-footed")
INITIATIVE_MODIFIER = "iniciativa"
"""The effect-modifier key that changes initiative (e.g. ``{"iniciativa": 2}`` for acelerado)."""
OPPONENTS = "opponents"


def empty_state() -> dict[str, Any]:
    return {
        "entries": [],
        "next_key": 1,
        "started": False,
        "phase": None,
        "current": None,
        "acted": [],
        "last_order": [],
    }


def _view(enc: Encounter) -> dict[str, Any]:
    """The d20 state, read only (an empty one when absent)."""
    return enc.state.get(KEY) or empty_state()


def _live(enc: Encounter) -> dict[str, Any]:
    st = enc.state.setdefault(KEY, empty_state())
    for k, v in empty_state().items():
        st.setdefault(k, copy.deepcopy(v))
    return st


def dice_text(roll: Any) -> str:
    """``"1d20 = 14"``, ``"2d6 = 3 + 4 = 7"``, ``"1d8+1 = 5 + 1 = 6"`` (no label)."""
    faces = " + ".join(str(d) for d in roll.dice)
    if roll.modifier:
        faces += f" {'+' if roll.modifier > 0 else '-'} {abs(roll.modifier)}"
    if len(roll.dice) > 1 or roll.modifier:
        return f"{roll.expression} = {faces} = {roll.total}"
    return f"{roll.expression} = {faces}"


def _setting(enc: Encounter, key: str) -> Any:
    return enc.ruleset.settings.get(key, type(enc.ruleset).default_settings().get(key))


def _initiative_die(enc: Encounter) -> str:
    """The die of ``d20.initiative_die``; blank falls back to ``initiative.json``'s default."""
    return str(
        _setting(enc, "d20.initiative_die") or choice_default("initiative", "d20.initiative_die")
    )


_EFFECT_STARTS: dict[str, str] = {
    "turn_effect_applied": "now",
    "first_own_turn_under_effect": "on_first_turn",
}
"""``effect_duration.json``'s ``start_key`` → :func:`core.effects.add_effect`'s ``starts``."""

_EFFECT_TICKS: dict[str, str] = {"end_of_next_own_turn": "end"}
"""``effect_duration.json``'s ``end_key`` → :func:`core.effects.add_effect`'s ``tick``."""


def effect_counting(affected: str) -> tuple[str, str]:
    """``(starts, tick)`` for a timed effect on the ``"user"`` or on a ``"victim"``, from the
    seed's worked examples in ``effect_duration.json``."""
    for row in load_table("d20", "effect_duration")["rows"]:
        if row.get("affected") == affected:
            return _EFFECT_STARTS[row["start_key"]], _EFFECT_TICKS[row["end_key"]]
    raise KeyError(f"d20 table 'effect_duration' has no example for {affected!r}")


# -- awareness --------------------------------------------------------------------------------
def is_aware(enc: Encounter, name: str) -> bool:
    """Is ``name`` aware of their enemies (default yes)?"""
    enc.combatant(name)
    return bool(_read(enc, name).get("aware", True))


def set_aware(enc: Encounter, name: str, aware: bool = True) -> None:
    """The GM decides who is aware of their enemies at the start ("O Narrador determina quais
    personagens estão cientes"). Refused once the fight has started."""
    enc.combatant(name)
    if _view(enc)["started"]:
        raise RuleError(
            translate("d20", "Awareness is decided at the start of the battle; the fight is on.")
        )
    if is_aware(enc, name) == bool(aware):
        return
    undo = translate("d20", "{name} aware") if aware else translate("d20", "{name} unaware")
    with enc.transaction(undo.format(name=name)):
        d20_combatant(enc, name)["aware"] = bool(aware)
        text = (
            translate("d20", "{name} is aware of their enemies.")
            if aware
            else translate("d20", "{name} is not aware of their enemies.")
        )
        enc.add_log(
            "surprise",
            text.format(name=name),
            combatant=name,
        )


def surprise_due(enc: Encounter) -> bool:
    """Some, but not all, combatants are aware: a surprise round comes first."""
    names = [c.name for c in enc]
    aware = [n for n in names if is_aware(enc, n)]
    return 0 < len(aware) < len(names)


def phase(enc: Encounter) -> str | None:
    """``None`` before the fight, ``"surprise"`` in the surprise round, else ``"normal"``."""
    st = _view(enc)
    return st["phase"] if st["started"] else None


def is_surprise_round(enc: Encounter) -> bool:
    return phase(enc) == "surprise"


def is_flat_footed(enc: Encounter, name: str) -> bool:
    """Does ``name`` still carry the flat-footed (desprevenido) effect of the battle's start?"""
    eid = _read(enc, name).get("flat_footed")
    return bool(eid) and any(e["id"] == eid for e in fx.effects_on(enc, name))


# -- values -----------------------------------------------------------------------------------
def initiative_bonus(enc: Encounter, name: str) -> tuple[int, list[tuple[str, int]]]:
    """Agilidade + Prontidão + a GM modifier + ``"iniciativa"`` effect modifiers, with parts."""
    parts = sheet.initiative_parts(enc.combatant(name).stats)
    mod = int(_read(enc, name).get("init_mod", 0))
    if mod:
        parts.append(("modifier", mod))
    eff = fx.effect_modifiers(enc, name).get(INITIATIVE_MODIFIER, 0)
    if eff:
        parts.append(("effects", eff))
    return sum(v for _, v in parts), parts


def _tiebreak_stat(enc: Encounter) -> str:
    stat_id = _setting(enc, "d20.initiative_tiebreak_stat")
    return str(stat_id or choice_default("initiative", "d20.initiative_tiebreak_stat"))


def _counted_members(enc: Encounter, entry: Mapping[str, Any]) -> list[str]:
    members = [m for m in entry["members"] if m in enc]
    up = [m for m in members if not is_down(enc, m)]
    return up or members


def _leader(enc: Encounter, entry: Mapping[str, Any]) -> str | None:
    """The member whose bonus a shared roll adds."""
    members = _counted_members(enc, entry)
    if not members:
        return None
    if len(members) == 1 or _setting(enc, "d20.group_initiative_bonus") == "first":
        return members[0]
    return max(members, key=lambda m: initiative_bonus(enc, m)[0])


def entry_value(enc: Encounter, entry: Mapping[str, Any]) -> int:
    """The entry's initiative total now: its die + its (leader's) bonus."""
    leader = _leader(enc, entry)
    bonus = initiative_bonus(enc, leader)[0] if leader else 0
    return int(entry["die"]) + bonus


def entry_precision(enc: Encounter, entry: Mapping[str, Any]) -> int:
    members = _counted_members(enc, entry)
    key = _tiebreak_stat(enc)
    return max((stat(enc, m, key) for m in members), default=0)


def _sort_key(enc: Encounter, entry: Mapping[str, Any]) -> tuple[Any, ...]:
    return (
        -entry_value(enc, entry),
        -entry_precision(enc, entry),
        tuple(-r for r in entry.get("rolloff", [])),
        int(entry["key"][1:]) if entry["key"][1:].isdigit() else 0,
    )


def ordered_entries(enc: Encounter) -> list[dict[str, Any]]:
    """The initiative entries (copies), first to act first."""
    entries = [copy.deepcopy(e) for e in _view(enc)["entries"]]
    return sorted(entries, key=lambda e: _sort_key(enc, e))


def entry_of(enc: Encounter, name: str) -> dict[str, Any] | None:
    """A copy of the entry ``name`` acts in, or ``None`` if they have not rolled."""
    for e in _view(enc)["entries"]:
        if name in e["members"]:
            return copy.deepcopy(e)
    return None


def initiative_of(enc: Encounter, name: str) -> int | None:
    """``name``'s initiative total now (their shared roll's for a group), or ``None``."""
    e = entry_of(enc, name)
    return None if e is None else entry_value(enc, e)


def initiative_order(enc: Encounter) -> list[str]:
    """Everyone who has rolled, in the order they act."""
    return [m for e in ordered_entries(enc) for m in e["members"]]


# -- ties -------------------------------------------------------------------------------------
def _settle_ties(enc: Encounter) -> None:
    """Roll off every tie the Precisão doesn't break (inside a transaction)."""
    st = _live(enc)
    clusters: dict[tuple[int, int], list[dict[str, Any]]] = {}
    for e in st["entries"]:
        clusters.setdefault((entry_value(enc, e), entry_precision(enc, e)), []).append(e)
    die = _initiative_die(enc)
    for (value, prec), cluster in clusters.items():
        if len(cluster) < 2:
            continue
        rolled: list[str] = []
        pending = [e for e in cluster if not e.get("rolloff")]
        while True:
            for e in pending:
                roll = enc.dice.roll(
                    die,
                    label=translate("d20", "{entry_name}: initiative roll-off").format(
                        entry_name=_entry_name(e)
                    ),
                )
                e.setdefault("rolloff", []).append(roll.total)
                rolled.append(f"{_entry_name(e)} {roll.total}")
            seqs: dict[tuple[int, ...], list[dict[str, Any]]] = {}
            for e in cluster:
                seqs.setdefault(tuple(e.get("rolloff", [])), []).append(e)
            pending = [e for same in seqs.values() if len(same) > 1 for e in same]
            if not pending:
                break
        if rolled:
            first = sorted(cluster, key=lambda e: _sort_key(enc, e))
            tb = enc.ruleset.skill(_tiebreak_stat(enc))
            enc.add_log(
                "initiative",
                translate(
                    "d20",
                    "Initiative tie at {value} ({tb} {prec} each): roll-off ({die}) "
                    "{rolled} — order {order}.",
                ).format(
                    value=value,
                    tb=tb,
                    prec=prec,
                    die=die,
                    rolled=", ".join(rolled),
                    order=", ".join(_entry_name(e) for e in first),
                ),
            )


def _entry_name(entry: Mapping[str, Any]) -> str:
    if entry.get("group"):
        return str(entry["group"])
    return ", ".join(entry["members"]) or entry["key"]


def _note_order(enc: Encounter) -> None:
    """Remember the order; log it when a changed value re-sorted it (no new roll)."""
    st = _live(enc)
    order = [e["key"] for e in ordered_entries(enc)]
    last = [k for k in st.get("last_order", []) if any(e["key"] == k for e in st["entries"])]
    kept = [k for k in order if k in last]
    if st["started"] and last and kept != last:
        text = ", ".join(f"{_entry_name(e)} {entry_value(enc, e)}" for e in ordered_entries(enc))
        enc.add_log(
            "initiative",
            translate("d20", "The initiative order changes (no new roll): {text}.").format(
                text=text
            ),
        )
    st["last_order"] = order


def refresh_order(enc: Encounter) -> None:
    """Settle new ties and log a changed order (call after an initiative value changed)."""
    with enc.transaction(translate("d20", "Initiative order")):
        _settle_ties(enc)
        _note_order(enc)


# -- rolling ----------------------------------------------------------------------------------
def _group_key(enc: Encounter, name: str) -> tuple[str | None, str | None]:
    """(shared-roll key, label) for ``name``, or (None, None) when they roll alone."""
    c = enc.combatant(name)
    if c.side != "npc":
        return None, None
    if _setting(enc, "d20.opponent_initiative_per_group"):
        group = c.stats.get("group")
        if isinstance(group, str) and group.strip():
            return f"group:{group.strip()}", group.strip()
        return None, None
    return OPPONENTS, translate("d20", "Opponents")


def _roll_for(enc: Encounter, names: list[str], *, joining: bool) -> list[dict[str, Any]]:
    st = _live(enc)
    die = _initiative_die(enc)
    batches: dict[str, list[str]] = {}
    labels: dict[str, str | None] = {}
    out: list[dict[str, Any]] = []
    for n in names:
        gkey, label = (None, None) if joining else _group_key(enc, n)
        existing = next((e for e in st["entries"] if gkey and e.get("shared") == gkey), None)
        if existing is not None:
            existing["members"].append(n)
            enc.add_log(
                "initiative",
                (
                    translate("d20", "{n} acts on the {value} initiative ({entry_value}).")
                    if label
                    else translate("d20", "{n} acts on the shared initiative ({entry_value}).")
                ).format(n=n, value=label, entry_value=entry_value(enc, existing)),
                combatant=n,
            )
            out.append({"name": n, "key": existing["key"], "shared": True})
            continue
        bkey = gkey or f"solo:{n}"
        batches.setdefault(bkey, []).append(n)
        labels[bkey] = label
    for bkey, members in batches.items():
        key = f"i{st['next_key']}"
        st["next_key"] += 1
        label = labels[bkey]
        who = label if label else members[0]
        roll = enc.dice.roll(die, label=translate("d20", "{who}: initiative").format(who=who))
        entry: dict[str, Any] = {
            "key": key,
            "members": list(members),
            "die": roll.total,
            "roll": roll.to_dict(),
            "rolloff": [],
            "from_round": enc.round.number + 1 if joining else None,
            "group": label,
            "shared": None if bkey.startswith("solo:") else bkey,
        }
        st["entries"].append(entry)
        leader = _leader(enc, entry)
        bonus, parts = initiative_bonus(enc, leader) if leader else (0, [])
        total = roll.total + bonus
        if label:
            detail = (
                translate("d20", "{bonus:+d} (best Agility + Alertness of {leader})")
                if len(members) > 1
                else translate("d20", "{bonus:+d} (Agility + Alertness)")
            ).format(bonus=bonus, leader=leader)
            text = translate(
                "d20", "The GM rolls once for {value} ({members}): {dice_text} {detail} = {total}."
            ).format(
                value=translate("d20", "the opponents") if gkey == OPPONENTS else label,
                members=", ".join(members),
                dice_text=dice_text(roll),
                detail=detail,
                total=total,
            )
        else:
            plus = " ".join(f"{'+' if v >= 0 else '-'} {k} {abs(v)}" for k, v in parts)
            text = translate(
                "d20", "{members} rolls initiative: {dice_text} {plus} = {total}."
            ).format(members=members[0], dice_text=dice_text(roll), plus=plus, total=total)
        if joining:
            text += translate("d20", " Joining the fight: acts from round {value}.").format(
                value=enc.round.number + 1
            )
        text += _missing_note(enc, [leader] if leader else [])
        enc.add_log(
            "initiative",
            text,
            roll=roll.to_dict(),
            combatant=members[0] if len(members) == 1 else None,
            names=list(members),
            total=total,
        )
        out.append({"names": list(members), "key": key, "die": roll.total, "total": total})
    return out


def _missing_note(enc: Encounter, names: list[str]) -> str:
    """A note naming the initiative stats ``names``' sheets lack (counted as 0), or ""."""
    out = ""
    for n in names:
        missing = sheet.lacks(enc.combatant(n).stats, ["agilidade", "prontidao"])
        if missing:
            out += translate("d20", " ({n}'s sheet has no {missing}: counted as 0.)").format(
                n=n, missing=" or ".join(missing)
            )
    return out


def _due_names(enc: Encounter) -> list[str]:
    st = _view(enc)
    have = {m for e in st["entries"] for m in e["members"]}
    names = [c.name for c in enc if c.name not in have]
    if not st["started"] and surprise_due(enc):
        names = [n for n in names if is_aware(enc, n)]
    return names


def roll_initiative(enc: Encounter, names: Iterable[str] | None = None) -> list[dict[str, Any]]:
    """Roll for everyone who should and has no roll yet (or for ``names``).

    Before a fight with a surprise round only the aware roll (the rest roll when it ends);
    during the surprise round the remaining roll; in a normal round a newcomer *joins* and acts
    from the next round (see :func:`join_initiative`). Returns one dict per roll.
    """
    st = _view(enc)
    if names is None:
        todo = _due_names(enc)
    else:
        todo = []
        for n in names:
            enc.combatant(n)
            if entry_of(enc, n) is not None:
                raise RuleError(
                    translate("d20", "{n} has already rolled initiative ({initiative_of}).").format(
                        n=n, initiative_of=initiative_of(enc, n)
                    )
                )
            todo.append(n)
    if not todo:
        return []
    joining = bool(st["started"]) and st["phase"] == "normal"
    with enc.transaction(translate("d20", "Roll initiative")):
        out = _roll_for(enc, todo, joining=joining)
        _settle_ties(enc)
        _note_order(enc)
        return out


def join_initiative(enc: Encounter, name: str) -> dict[str, Any]:
    """``name`` enters a fight already on: rolls alone and acts from the next round
    ("deve rolar Iniciativa e agir quando seu turno surgir na rodada seguinte")."""
    enc.combatant(name)
    if entry_of(enc, name) is not None:
        raise RuleError(
            translate("d20", "{name} is already in the initiative order.").format(name=name)
        )
    st = _view(enc)
    with enc.transaction(translate("d20", "{name} joins the fight").format(name=name)):
        out = _roll_for(enc, [name], joining=bool(st["started"]))
        _settle_ties(enc)
        _note_order(enc)
        return out[0]


def set_initiative_modifier(enc: Encounter, name: str, value: int, reason: str = "") -> None:
    """Set a lasting initiative modifier on ``name`` (e.g. +2 for acelerado): the order is
    checked again, without a new roll ("não se deve rolar o teste novamente")."""
    enc.combatant(name)
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleError(
            translate("d20", "An initiative modifier is a whole number, not {value!r}.").format(
                value=value
            )
        )
    before = initiative_of(enc, name)
    with enc.transaction(
        translate("d20", "{name}: initiative modifier {value:+d}").format(name=name, value=value)
    ):
        d20_combatant(enc, name)["init_mod"] = value
        after = initiative_of(enc, name)
        why = f" ({reason})" if reason else ""
        change = (
            translate("d20", ": {before} → {after}, no new roll").format(before=before, after=after)
            if before is not None
            else ""
        )
        enc.add_log(
            "initiative",
            translate("d20", "{name}'s initiative modifier is now {value:+d}{why}{change}.").format(
                name=name, value=value, why=why, change=change
            ),
            combatant=name,
        )
        _settle_ties(enc)
        _note_order(enc)


def clear_initiative(enc: Encounter) -> None:
    """Forget every roll (before the fight; to roll again)."""
    if _view(enc)["started"]:
        raise RuleError(
            translate("d20", "The fight is on: the same initiative applies to every round.")
        )
    with enc.transaction(translate("d20", "Clear initiative")):
        st = _live(enc)
        st["entries"] = []
        st["last_order"] = []


# -- turns ------------------------------------------------------------------------------------
def fight_started(enc: Encounter) -> bool:
    return _LOOP.fight_started(enc)


def current_turn(enc: Encounter) -> str | None:
    """Whose turn it is (``None`` before the fight)."""
    return _LOOP.current_turn(enc)


def turn_sequence(enc: Encounter) -> list[str]:
    """Who takes a turn this round, in order (joiners from their round; in the surprise round
    only the aware)."""
    st = _view(enc)
    out = []
    for e in ordered_entries(enc):
        if e.get("from_round") is not None and e["from_round"] > enc.round.number:
            continue
        for m in e["members"]:
            if m not in enc:
                continue
            if st["phase"] == "surprise" and not is_aware(enc, m):
                continue
            out.append(m)
    return out


def _add_flat_footed(enc: Encounter, name: str) -> None:
    mode = _setting(enc, "d20.flat_footed_ends")
    note = translate("d20", "Flat-footed: not aware of the enemies at the start of the battle.")
    if mode == "gm":
        eid = fx.add_effect(
            enc, name, FLAT_FOOTED_LABEL, unit="until_removed", kind="condition", notes=note
        )
    elif mode == "end_of_first_turn":
        eid = fx.add_effect(
            enc,
            name,
            FLAT_FOOTED_LABEL,
            unit="turns",
            count=1,
            tick="end",
            starts="on_first_turn",
            kind="condition",
            notes=note,
        )
    else:  # "first_turn": until they act
        eid = fx.add_effect(
            enc,
            name,
            FLAT_FOOTED_LABEL,
            unit="turns",
            count=1,
            tick="start",
            kind="condition",
            notes=note,
        )
    d20_combatant(enc, name)["flat_footed"] = eid


def start_fight(enc: Encounter) -> str | None:
    """Begin: flat-footed for the unaware, the surprise round if due, then the first turn.

    Whoever should have rolled and hasn't rolls now. Returns whose turn it is.
    """
    return _LOOP.start_fight(enc, _prepare_fight, _open_fight)


def _prepare_fight(enc: Encounter, st: dict[str, Any]) -> None:
    if not list(enc):
        raise RuleError(translate("d20", "There is nobody to fight."))
    due = _due_names(enc)
    if due:
        _roll_for(enc, due, joining=False)
    if not st["entries"]:
        raise RuleError(translate("d20", "Roll initiative first: nobody has rolled."))


def _open_fight(enc: Encounter, st: dict[str, Any]) -> None:
    surprise = surprise_due(enc)
    st["phase"] = "surprise" if surprise else "normal"
    _settle_ties(enc)
    st["last_order"] = [e["key"] for e in ordered_entries(enc)]
    unaware = [c.name for c in enc if not is_aware(enc, c.name)]
    if surprise:
        aware = [c.name for c in enc if is_aware(enc, c.name)]
        enc.add_log(
            "round",
            translate(
                "d20",
                "The fight begins with a surprise round (round {number}): only "
                "{aware} act — one standard or one move action each. Surprised: "
                "{unaware}.",
            ).format(number=enc.round.number, aware=", ".join(aware), unaware=", ".join(unaware)),
        )
        for c in enc:
            enc.spend(
                c.name,
                {SURPRISE_MARKER: 1},
                translate("d20", "{name}: surprise round").format(name=c.name),
            )
    else:
        enc.add_log(
            "round",
            translate("d20", "The fight begins: round {number}.").format(number=enc.round.number),
        )
    for n in unaware:
        _add_flat_footed(enc, n)


def _before_sequence(enc: Encounter) -> None:
    _settle_ties(enc)
    _note_order(enc)


def _announce(enc: Encounter, name: str) -> None:
    value = initiative_of(enc, name)
    kind = (
        translate("d20", "surprise round")
        if _view(enc)["phase"] == "surprise"
        else translate("d20", "round {number}").format(number=enc.round.number)
    )
    enc.add_log(
        "turn",
        translate("d20", "{name}'s turn (initiative {value}, {kind}).").format(
            name=name, value=value, kind=kind
        ),
        combatant=name,
        initiative=value,
    )


def _new_round(enc: Encounter) -> None:
    """After the surprise round the remaining roll and the normal rounds begin."""
    st = _live(enc)
    if st["phase"] == "surprise":
        st["phase"] = "normal"
        enc.add_log("round", translate("d20", "The surprise round is over."))
        remaining = _due_names(enc)
        if remaining:
            _roll_for(enc, remaining, joining=False)


def next_turn(enc: Encounter) -> str | None:
    """End the current turn and start the next (rounds roll over). Returns who acts now."""
    return _LOOP.next_turn(enc)


def skip_to_next_round(enc: Encounter) -> str | None:
    """Every turn still to come this round starts and passes; the next round begins."""
    return _LOOP.skip_to_next_round(enc)


def end_fight(enc: Encounter) -> None:
    """The fight is over: the order is forgotten, flat-footed ends, and (setting
    ``d20.scene_end`` = ``"end_fight"``) the scene ends with it."""
    _LOOP.end_fight(
        enc,
        _clear_fight,
        nothing_to_end=lambda st: not st["started"] and not st["entries"],
        after=_end_scene_with_fight,
    )


def _clear_fight(enc: Encounter, st: dict[str, Any]) -> None:
    for c in enc:
        eid = _read(enc, c.name).get("flat_footed")
        if eid and any(e["id"] == eid for e in fx.effects_on(enc, c.name)):
            fx.remove_effect(enc, eid)
        if eid:
            d20_combatant(enc, c.name).pop("flat_footed", None)
    enc.state[KEY] = empty_state()


def _end_scene_with_fight(enc: Encounter) -> None:
    if _setting(enc, "d20.scene_end") == "end_fight":
        fx.end_scene(enc)


# -- who can act ------------------------------------------------------------------------------
def cannot_act_reason(enc: Encounter, name: str) -> str | None:
    """Down (0 PV) or surprised in the surprise round, or ``None``."""
    enc.combatant(name)
    if is_down(enc, name):
        return translate("d20", "{name} is down (0 HP).").format(name=name)
    if is_surprise_round(enc) and not is_aware(enc, name):
        return translate("d20", "{name} is surprised: no action in the surprise round.").format(
            name=name
        )
    return None


_LOOP = TurnLoop(
    live=_live,
    view=_view,
    sequence=turn_sequence,
    announce=_announce,
    cannot_act=cannot_act_reason,
    not_started=QT_TRANSLATE_NOOP(
        "d20", "The fight hasn't started: roll initiative and start it first."
    ),
    context="d20",
    before_sequence=_before_sequence,
    on_new_round=_new_round,
)


# -- effects counted the seed's way -------------------------------------------------------------
def add_timed_effect(
    enc: Encounter,
    target: str,
    label: str,
    turns: int,
    *,
    source: str | None = None,
    modifiers: Mapping[str, int] | None = None,
    kind: str = "",
    notes: str = "",
) -> str:
    """An effect lasting ``turns`` of the affected creature's turns ("Contagem de turnos").

    On the user (``source`` omitted or the target): the turn it starts in is turn 1 (the user's
    +1 for 2 turns lasts to the end of their next turn). On a victim (``source`` another
    combatant): turn 1 is the victim's first turn under it (to the end of their next turn after
    that). Initiative modifiers (``"iniciativa"``) re-sort the order at once.
    """
    starts, tick = effect_counting("user" if source in (None, target) else "victim")
    with enc.transaction(
        translate("d20", "{label} on {target}").format(label=label, target=target)
    ):
        eid = fx.add_effect(
            enc,
            target,
            label,
            unit="turns",
            count=turns,
            tick=tick,
            starts=starts,
            modifiers=modifiers,
            kind=kind,
            source=source,
            notes=notes,
        )
        _settle_ties(enc)
        _note_order(enc)
        return eid


def add_scene_effect(
    enc: Encounter,
    target: str,
    label: str,
    *,
    source: str | None = None,
    modifiers: Mapping[str, int] | None = None,
    kind: str = "",
    notes: str = "",
) -> str:
    """An effect lasting until the scene ends ("duração contínua até a cena acabar")."""
    with enc.transaction(
        translate("d20", "{label} on {target}").format(label=label, target=target)
    ):
        eid = fx.add_effect(
            enc,
            target,
            label,
            unit="scene",
            modifiers=modifiers,
            kind=kind,
            source=source,
            notes=notes,
        )
        _settle_ties(enc)
        _note_order(enc)
        return eid


def end_scene(enc: Encounter) -> None:
    """The scene ends: scene-long effects end (and the order is checked again)."""
    with enc.transaction(translate("d20", "End of scene")):
        fx.end_scene(enc)
        _settle_ties(enc)
        _note_order(enc)


# -- following combatants -------------------------------------------------------------------------
def rename_in_initiative(enc: Encounter, old: str, new: str) -> None:
    st = enc.state.get(KEY)
    if not st:
        return
    for e in st.get("entries", []):
        e["members"] = [new if m == old else m for m in e["members"]]
    st["acted"] = [new if m == old else m for m in st.get("acted", [])]
    if st.get("current") == old:
        st["current"] = new


def remove_from_initiative(enc: Encounter, name: str) -> None:
    st = enc.state.get(KEY)
    if not st:
        return
    for e in st.get("entries", []):
        if name in e["members"]:
            e["members"] = [m for m in e["members"] if m != name]
    st["entries"] = [e for e in st.get("entries", []) if e["members"]]
    st["acted"] = [m for m in st.get("acted", []) if m != name]
    if st.get("current") == name:
        st["current"] = None


def _whole(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def validate_initiative(enc: Encounter) -> None:
    """Check ``enc.state["d20"]`` of a loaded file; ``ValueError`` names the bad field."""
    st = enc.state.get(KEY)
    if st is None:
        return
    if not isinstance(st, dict):
        raise ValueError("d20: expected an object")
    names = {c.name for c in enc}
    if not isinstance(st.get("started", False), bool):
        raise ValueError("d20.started: expected true or false")
    if st.get("phase") not in PHASES:
        raise ValueError("d20.phase: expected null, 'surprise' or 'normal'")
    if not _whole(st.get("next_key", 1)):
        raise ValueError("d20.next_key: expected a whole number")
    entries = st.get("entries", [])
    if not isinstance(entries, list):
        raise ValueError("d20.entries: expected a list")
    seen: set[str] = set()
    for i, e in enumerate(entries):
        at = f"d20.entries[{i}]"
        if not isinstance(e, dict):
            raise ValueError(f"{at}: expected an object")
        if not isinstance(e.get("key"), str) or e["key"] in seen:
            raise ValueError(f"{at}.key: expected a text used once")
        seen.add(e["key"])
        members = e.get("members")
        if not isinstance(members, list) or not members:
            raise ValueError(f"{at}.members: expected a list of names")
        for m in members:
            if m not in names:
                raise ValueError(f"{at}.members: no combatant is called {m!r}")
        if not _whole(e.get("die")):
            raise ValueError(f"{at}.die: expected a whole number")
        if not isinstance(e.get("rolloff", []), list) or not all(
            _whole(r) for r in e.get("rolloff", [])
        ):
            raise ValueError(f"{at}.rolloff: expected a list of whole numbers")
        if e.get("from_round") is not None and not _whole(e["from_round"]):
            raise ValueError(f"{at}.from_round: expected a whole number or null")
    for key in ("acted", "last_order"):
        if not isinstance(st.get(key, []), list):
            raise ValueError(f"d20.{key}: expected a list")
    for m in st.get("acted", []):
        if m not in names:
            raise ValueError(f"d20.acted: no combatant is called {m!r}")
    cur = st.get("current")
    if cur is not None and cur not in names:
        raise ValueError(f"d20.current: no combatant is called {cur!r}")
    for n, per in enc.state.get("combatants", {}).items():
        d = per.get("d20", {}) if isinstance(per, dict) else None
        if not isinstance(d, dict):
            raise ValueError(f"combatants.{n}.d20: expected an object")
        if not isinstance(d.get("aware", True), bool):
            raise ValueError(f"combatants.{n}.d20.aware: expected true or false")
        for k in ("damage", "init_mod"):
            if not _whole(d.get(k, 0)):
                raise ValueError(f"combatants.{n}.d20.{k}: expected a whole number")


__all__ = [
    "FLAT_FOOTED_LABEL",
    "INITIATIVE_MODIFIER",
    "add_scene_effect",
    "add_timed_effect",
    "cannot_act_reason",
    "clear_initiative",
    "current_turn",
    "end_fight",
    "end_scene",
    "entry_of",
    "entry_precision",
    "entry_value",
    "fight_started",
    "initiative_bonus",
    "initiative_of",
    "initiative_order",
    "is_aware",
    "is_flat_footed",
    "is_surprise_round",
    "join_initiative",
    "next_turn",
    "ordered_entries",
    "phase",
    "refresh_order",
    "roll_initiative",
    "set_aware",
    "set_initiative_modifier",
    "skip_to_next_round",
    "start_fight",
    "surprise_due",
    "turn_sequence",
]
