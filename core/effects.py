"""Timed effects: bonuses, penalties and conditions on a combatant that run out on a clock.

Every ruleset uses this one engine. An effect sits on a *target* and lasts a number of

* ``"rounds"``     — counted down at the end of each round;
* ``"turns"``      — counted down on the turns of one combatant (``counted_on``, by default the
  target), at the ``"end"`` or the ``"start"`` of that combatant's turn;
* ``"dex_ranks"``  — BRP: counted down as the DEX-rank counter passes (see :func:`on_dex_rank`);
* ``"scene"``      — until :func:`end_scene`;
* ``"until_removed"`` — until the GM (or a rule) removes it.

The effects live in ``enc.state["effects"]`` as a list of JSON dicts, so they are saved with the
encounter and every change is undone with :meth:`Encounter.transaction`. ``enc.state
["effects_clock"]`` remembers whose turn is running, the DEX rank last called and the next id.

The d20 seed (``003_a7efcc12a8258f77.txt``, "Contagem de turnos e rodadas") gives the two readings
of a duration counted on turns, and they are the ``starts`` argument of :func:`add_effect`:

* ``starts="now"`` (default) — if ``counted_on`` is taking their turn right now, this turn is turn
  1 ("o primeiro turno é aquele no qual o efeito se inicia"); otherwise their next turn is;
* ``starts="on_first_turn"`` — turn 1 is the next turn ``counted_on`` *begins* with the effect on
  ("o primeiro turno é aquele no qual a vítima agiu sob o efeito pela primeira vez"); the rest of
  a turn already running does not count.

Either way the effect works from the moment it is added: :func:`effect_modifiers` counts it.

>>> from core.encounter import Encounter
>>> enc = Encounter(ruleset="yze")
>>> enc.map.add_zone("hall", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
>>> for n in ("Ana", "Bo"):
...     enc.add_combatant(n, zone="hall")
>>> on_turn_start(enc, "Ana")
>>> eid = add_effect(enc, "Ana", "Focus", unit="turns", count=2, modifiers={"tests": 1})
>>> effect_modifiers(enc, "Ana")
{'tests': 1}
>>> advance_turn(enc, "Ana", "Bo", new_round=False)
>>> effects_on(enc, "Ana")[0]["remaining"]
1
>>> advance_turn(enc, "Bo", "Ana", new_round=True); advance_turn(enc, "Ana", "Bo", new_round=False)
>>> effects_on(enc, "Ana")
[]
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from core.i18n import translate
from core.rules.base import RuleError

if TYPE_CHECKING:  # pragma: no cover
    from core.encounter import Encounter

EFFECTS_KEY = "effects"
"""``enc.state`` key of the list of effects."""
CLOCK_KEY = "effects_clock"
"""``enc.state`` key of ``{"turn": name|None, "dex_rank": int|None, "next_id": int}``."""

UNITS: tuple[str, ...] = ("rounds", "turns", "dex_ranks", "scene", "until_removed")
COUNTED_UNITS: tuple[str, ...] = ("rounds", "turns", "dex_ranks")
TICKS: tuple[str, ...] = ("start", "end")
STARTS: tuple[str, ...] = ("now", "on_first_turn")
KINDS: tuple[str, ...] = ("bonus", "penalty", "condition")
"""Suggested kinds (the GUI colours them); any other text is allowed."""

_UNIT_SHORT = {"rounds": "r", "turns": "t", "dex_ranks": " DEX"}


# -- reading the state ------------------------------------------------------------------------
def _stored(enc: Encounter) -> list[dict[str, Any]]:
    """The live list (empty tuple-like when absent; never creates the key)."""
    return enc.state.get(EFFECTS_KEY) or []


def _live(enc: Encounter) -> list[dict[str, Any]]:
    """The live list, created if missing — only call inside a transaction."""
    return enc.state.setdefault(EFFECTS_KEY, [])


def _clock(enc: Encounter) -> dict[str, Any]:
    """The live clock, created if missing — only call inside a transaction."""
    clock = enc.state.setdefault(CLOCK_KEY, {})
    clock.setdefault("turn", None)
    clock.setdefault("dex_rank", None)
    clock.setdefault("next_id", 1)
    return clock


def current_turn(enc: Encounter) -> str | None:
    """Whose turn the effects clock thinks is running (set by :func:`on_turn_start`)."""
    return (enc.state.get(CLOCK_KEY) or {}).get("turn")


def current_dex_rank(enc: Encounter) -> int | None:
    """The DEX rank last called this round (set by :func:`on_dex_rank`), or ``None``."""
    return (enc.state.get(CLOCK_KEY) or {}).get("dex_rank")


def all_effects(enc: Encounter) -> list[dict[str, Any]]:
    """Every effect in the encounter (copies, oldest first)."""
    return copy.deepcopy(_stored(enc))


def effects_on(enc: Encounter, name: str) -> list[dict[str, Any]]:
    """The effects on ``name`` (copies, oldest first) — what the token and tracks dock show."""
    return [copy.deepcopy(e) for e in _stored(enc) if e["target"] == name]


def get_effect(enc: Encounter, effect_id: str) -> dict[str, Any]:
    """A copy of one effect; :class:`RuleError` if there is none with that id."""
    return copy.deepcopy(_find(enc, effect_id))


def effect_modifiers(enc: Encounter, name: str) -> dict[str, int]:
    """The modifiers of every effect on ``name``, summed per key (zero sums left out).

    >>> # Two effects {"tests": 1} and {"tests": -1, "attack": 2} give {"attack": 2}.
    """
    total: dict[str, int] = {}
    for e in _stored(enc):
        if e["target"] != name:
            continue
        for key, value in e.get("modifiers", {}).items():
            total[key] = total.get(key, 0) + int(value)
    return {k: v for k, v in total.items() if v}


def _find(enc: Encounter, effect_id: str) -> dict[str, Any]:
    for e in _stored(enc):
        if e["id"] == effect_id:
            return e
    raise RuleError(
        translate("core", "There is no effect {effect!r} in this encounter.").format(
            effect=effect_id
        )
    )


# -- words for the GM -------------------------------------------------------------------------
_MODIFIER_WORDS: list[Mapping[str, str]] = []
"""Rulesets' words for their modifier keys (see :func:`name_modifiers`)."""


def name_modifiers(words: Mapping[str, str]) -> None:
    """A ruleset's words for its modifier keys, read when shown (a
    :class:`core.rules.labels.Labels` gives them in the UI language): d20's keys are the
    seed's Portuguese ("testes", "ataque")."""
    _MODIFIER_WORDS.append(words)


def modifier_word(key: str) -> str:
    """A modifier key as the GM reads it (a key no ruleset names: its words, spaced)."""
    for words in _MODIFIER_WORDS:
        if key in words:
            return words[key]
    return key.replace("_", " ")


def describe_modifiers(modifiers: Mapping[str, int]) -> str:
    """``{"tests": 1, "attack": -2}`` → ``"+1 tests, -2 attack"`` (empty text for none)."""
    return ", ".join(f"{int(v):+d} {modifier_word(k)}" for k, v in modifiers.items())


def _count_left(n: int, unit: str) -> str:
    """ "2 turns left" in the UI language."""
    words = {
        "rounds": (translate("core", "{n} round left"), translate("core", "{n} rounds left")),
        "turns": (translate("core", "{n} turn left"), translate("core", "{n} turns left")),
        "dex_ranks": (
            translate("core", "{n} DEX rank left"),
            translate("core", "{n} DEX ranks left"),
        ),
    }
    one, many = words[unit]
    return (one if n == 1 else many).format(n=n)


def describe_duration(effect: Mapping[str, Any]) -> str:
    """How long is left, in words: ``"2 turns left (Bo's, ending at the end of Bo's turn)"``."""
    d = effect["duration"]
    unit = d["unit"]
    if unit == "scene":
        return translate("core", "until the end of the scene")
    if unit == "until_removed":
        return translate("core", "until removed")
    left = _count_left(int(effect["remaining"]), unit)
    if unit == "rounds":
        when = translate("core", "counted at the end of each round")
        if not effect.get("started"):
            when = translate("core", "from the next round on, ") + when
        return f"{left} ({when})"
    if unit == "dex_ranks":
        return translate("core", "{left} (counting down from DEX rank {value})").format(
            left=left, value=effect.get("at_rank")
        )
    who = d["counted_on"]
    when = (
        translate("core", "ending at the start of {who}'s turn")
        if d["tick"] == "start"
        else translate("core", "ending at the end of {who}'s turn")
    ).format(who=who)
    if not effect.get("started"):
        when = translate("core", "from {who}'s next turn, ").format(who=who) + when
    return f"{left} ({when})"


LABEL_CONTEXTS: tuple[str, ...] = ("core", "yze", "brp", "ww2", "d20", "pulp2d6")
"""The catalogues an effect's label may come from (the encounter keeps it in English)."""


def label_text(effect: Mapping[str, Any]) -> str:
    """The effect's label in the UI language: the first catalogue that translates the English
    label the encounter stores (a label the GM typed stays as typed)."""
    label = str(effect["label"])
    for context in LABEL_CONTEXTS:
        shown = translate(context, label)
        if shown and shown != label:
            return shown
    return label


def describe_effect(effect: Mapping[str, Any]) -> str:
    """One line for the tracks dock: ``"Focus (+1 tests): 1 turn left (…)"``."""
    mods = describe_modifiers(effect.get("modifiers", {}))
    label = label_text(effect)
    label = f"{label} ({mods})" if mods else label
    return f"{label}: {describe_duration(effect)}"


def badge(effect: Mapping[str, Any]) -> str:
    """A few characters for the token: ``"Focus 2t"``, ``"KO 14r"``, ``"Up 5 DEX"``, ``"Rage ∞"``.

    (``t`` turns, ``r`` rounds; ``scene`` and ``∞`` for scene-long and until-removed effects.)
    """
    unit = effect["duration"]["unit"]
    if unit in _UNIT_SHORT:
        return f"{label_text(effect)} {effect['remaining']}{_UNIT_SHORT[unit]}"
    scene = translate("core", "scene") if unit == "scene" else "∞"
    return f"{label_text(effect)} {scene}"


# -- changing effects ---------------------------------------------------------------------------
def _check_modifiers(modifiers: Mapping[str, Any] | None) -> dict[str, int]:
    out: dict[str, int] = {}
    for key, value in (modifiers or {}).items():
        if not isinstance(key, str) or not key:
            raise RuleError(
                translate("core", "A modifier is named by a non-empty text (a skill or a key).")
            )
        if isinstance(value, bool) or not isinstance(value, int):
            raise RuleError(
                translate(
                    "core", "The modifier {key!r} must be a whole number, not {value!r}."
                ).format(key=key, value=value)
            )
        out[key] = value
    return out


def _check_name(enc: Encounter, name: str, role: str) -> None:
    if not isinstance(name, str) or name not in enc:
        raise RuleError(
            translate("core", "The {role} {name!r} is not a combatant in this encounter.").format(
                role=role, name=name
            )
        )


def _infer_kind(modifiers: Mapping[str, int]) -> str:
    values = list(modifiers.values())
    if values and all(v > 0 for v in values):
        return "bonus"
    if values and all(v < 0 for v in values):
        return "penalty"
    return "condition"


def add_effect(
    enc: Encounter,
    target: str,
    label: str,
    *,
    unit: str,
    count: int | None = None,
    counted_on: str | None = None,
    tick: str = "end",
    modifiers: Mapping[str, int] | None = None,
    kind: str = "",
    source: str | None = None,
    starts: str = "now",
    notes: str = "",
    at_rank: int | None = None,
) -> str:
    """Put an effect on ``target`` and return its id (``"e7"``). One undo step.

    ``unit`` is one of :data:`UNITS`; ``count`` (a whole number from 1) is required for rounds,
    turns and DEX ranks and must be left out for ``"scene"`` and ``"until_removed"``.

    Turns: counted on ``counted_on``'s turns (default ``target``), ticking at the ``tick``
    (``"end"`` or ``"start"``) of their turn; ``starts`` says which turn is the first (see the
    module docstring). "Until your next turn" (YZE overwatch, d20 flat-footed until acting) is
    ``unit="turns", count=1, tick="start"``.

    Rounds: counted at the end of each round; ``starts="now"`` makes the round in progress round
    1, ``starts="on_first_turn"`` starts counting with the next round.

    DEX ranks (BRP): the count starts at ``at_rank`` (default: the rank last called through
    :func:`on_dex_rank`) and runs down as later ranks are called; it ends at the end of the round
    at the latest (the DEX-rank count is the clock of one combat round).

    ``modifiers`` (``{"tests": 1}``) are summed by :func:`effect_modifiers`; ``kind`` defaults to
    ``"bonus"``/``"penalty"``/``"condition"`` from their signs. Raises :class:`RuleError` on a bad
    request, changing nothing.
    """
    _check_name(enc, target, "target")
    if source is not None and not isinstance(source, str):
        raise RuleError(translate("core", "An effect's source is a combatant's name or nothing."))
    if not isinstance(label, str) or not label.strip():
        raise RuleError(translate("core", "An effect needs a label the GM can read."))
    label = label.strip()
    if unit not in UNITS:
        raise RuleError(
            translate("core", "Unknown duration unit {unit!r}; choose from {units}.").format(
                unit=unit, units=", ".join(UNITS)
            )
        )
    if tick not in TICKS:
        raise RuleError(
            translate(
                "core", "An effect ticks at the 'start' or 'end' of a turn, not {tick!r}."
            ).format(tick=tick)
        )
    if starts not in STARTS:
        raise RuleError(
            translate("core", "An effect starts 'now' or 'on_first_turn', not {starts!r}.").format(
                starts=starts
            )
        )
    if unit in COUNTED_UNITS:
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            raise RuleError(
                translate("core", "An effect lasting {unit} needs a count from 1.").format(
                    unit=unit.replace("_", " ")
                )
            )
    elif count is not None:
        raise RuleError(
            translate("core", "An effect lasting {unit} takes no count.").format(
                unit=unit.replace("_", " ")
            )
        )
    if unit == "turns":
        counted_on = target if counted_on is None else counted_on
        _check_name(enc, counted_on, translate("core", "combatant whose turns count"))
    elif counted_on is not None:
        raise RuleError(
            translate("core", "Only an effect counted in turns is counted on someone's turns.")
        )
    if unit != "turns" and tick != "end":
        raise RuleError(
            translate("core", "Only an effect counted in turns can tick at the start of a turn.")
        )
    if unit in ("dex_ranks", "scene", "until_removed") and starts != "now":
        raise RuleError(
            translate("core", "An effect lasting {unit} starts now.").format(
                unit=unit.replace("_", " ")
            )
        )
    mods = _check_modifiers(modifiers)
    if not isinstance(kind, str):
        raise RuleError(translate("core", "An effect's kind is a text."))
    if unit == "dex_ranks":
        rank = current_dex_rank(enc) if at_rank is None else at_rank
        if isinstance(rank, bool) or not isinstance(rank, int):
            raise RuleError(
                translate(
                    "core",
                    "A DEX-rank effect needs the DEX rank its count starts at: call the DEX rank "
                    "first or give it.",
                )
            )
    elif at_rank is not None:
        raise RuleError(
            translate("core", "Only an effect counted in DEX ranks starts at a DEX rank.")
        )
    else:
        rank = None

    with enc.transaction(f"{label} on {target}"):
        clock = _clock(enc)
        effect_id = f"e{clock['next_id']}"
        clock["next_id"] += 1
        if unit == "turns" and tick == "end":
            started = starts == "now" and clock["turn"] == counted_on
        else:
            started = starts == "now"
        effect: dict[str, Any] = {
            "id": effect_id,
            "target": target,
            "source": source,
            "label": label,
            "kind": kind or _infer_kind(mods),
            "modifiers": mods,
            "duration": {
                "unit": unit,
                "count": count,
                "counted_on": counted_on,
                "tick": tick,
                "starts": starts,
            },
            "remaining": count,
            "started_round": enc.round.number,
            "started": started,
            "at_rank": rank,
            "notes": notes,
        }
        _live(enc).append(effect)
        mods_text = describe_modifiers(mods)
        shown = label_text(effect)
        what = f"{shown} ({mods_text})" if mods_text else shown
        by = (
            translate("core", " from {source}").format(source=source)
            if source and source != target
            else ""
        )
        enc.add_log(
            "effect",
            translate("core", "{target} is under {what}{by}: {describe_duration}.").format(
                target=target, what=what, by=by, describe_duration=describe_duration(effect)
            ),
            combatant=target,
            effect=effect_id,
        )
    return effect_id


def remove_effect(enc: Encounter, effect_id: str) -> None:
    """Take an effect off (the GM, or a rule such as a successful test). One undo step."""
    effect = _find(enc, effect_id)
    with enc.transaction(
        translate("core", "Remove {label} from {target}").format(
            label=effect["label"], target=effect["target"]
        )
    ):
        _end(enc, effect, "removed")


def update_effect(
    enc: Encounter,
    effect_id: str,
    *,
    label: str | None = None,
    remaining: int | None = None,
    modifiers: Mapping[str, int] | None = None,
    kind: str | None = None,
    notes: str | None = None,
) -> None:
    """Edit an effect (GM corrections: relabel, extend or shorten, change modifiers)."""
    effect = _find(enc, effect_id)
    changes: dict[str, Any] = {}
    if label is not None:
        if not isinstance(label, str) or not label.strip():
            raise RuleError(translate("core", "An effect needs a label the GM can read."))
        changes["label"] = label.strip()
    if remaining is not None:
        if effect["duration"]["unit"] not in COUNTED_UNITS:
            raise RuleError(
                translate("core", "{label} has no count to change.").format(label=effect["label"])
            )
        if isinstance(remaining, bool) or not isinstance(remaining, int) or remaining < 1:
            raise RuleError(
                translate("core", "An effect's remaining count is a whole number from 1.")
            )
        changes["remaining"] = remaining
    if modifiers is not None:
        changes["modifiers"] = _check_modifiers(modifiers)
    if kind is not None:
        changes["kind"] = str(kind)
    if notes is not None:
        changes["notes"] = str(notes)
    if all(effect.get(k) == v for k, v in changes.items()):
        return
    with enc.transaction(
        translate("core", "Edit {label} on {target}").format(
            label=effect["label"], target=effect["target"]
        )
    ):
        effect = _find(enc, effect_id)  # the live dict
        effect.update(copy.deepcopy(changes))
        enc.add_log(
            "effect",
            translate("core", "{target}'s {label} changed: {describe_effect}.").format(
                target=effect["target"],
                label=effect["label"],
                describe_effect=describe_effect(effect),
            ),
            combatant=effect["target"],
            effect=effect_id,
        )


def _end(enc: Encounter, effect: dict[str, Any], why: str = "") -> None:
    """Drop ``effect`` from the live list and log it (inside a transaction)."""
    live = _live(enc)
    live[:] = [e for e in live if e["id"] != effect["id"]]
    text = translate("core", "Effect {label} on {target} ends").format(
        label=effect["label"], target=effect["target"]
    )
    enc.add_log(
        "effect_end",
        f"{text} ({why})." if why else f"{text}.",
        combatant=effect["target"],
        effect=effect["id"],
    )


def _tick(enc: Encounter, effect: dict[str, Any], n: int = 1) -> None:
    effect["remaining"] = int(effect["remaining"]) - n
    if effect["remaining"] <= 0:
        _end(enc, effect)


# -- the clock ------------------------------------------------------------------------------------
def on_turn_start(enc: Encounter, name: str) -> None:
    """``name``'s turn begins: turn-counted effects on their turns start counting or tick."""
    with enc.transaction(translate("core", "{name}'s turn").format(name=name)):
        _clock(enc)["turn"] = name
        for effect in list(_live(enc)):
            d = effect["duration"]
            if d["unit"] != "turns" or d["counted_on"] != name:
                continue
            if d["tick"] == "start" and effect["started"]:
                _tick(enc, effect)
            else:
                effect["started"] = True


def on_turn_end(enc: Encounter, name: str) -> None:
    """``name``'s turn ends: effects counted at the end of their turns tick."""
    with enc.transaction(translate("core", "End of {name}'s turn").format(name=name)):
        clock = _clock(enc)
        if clock["turn"] == name:
            clock["turn"] = None
        for effect in list(_live(enc)):
            d = effect["duration"]
            if (
                d["unit"] == "turns"
                and d["counted_on"] == name
                and d["tick"] == "end"
                and effect["started"]
            ):
                _tick(enc, effect)


def on_round_end(enc: Encounter) -> None:
    """The round ends: round effects tick (or start counting); DEX-rank effects end."""
    with enc.transaction(
        translate("core", "End of round {number}").format(number=enc.round.number)
    ):
        _clock(enc)["dex_rank"] = None
        for effect in list(_live(enc)):
            unit = effect["duration"]["unit"]
            if unit == "rounds":
                if effect["started"]:
                    _tick(enc, effect)
                else:
                    effect["started"] = True
            elif unit == "dex_ranks":
                _end(enc, effect, translate("core", "the round's DEX ranks ran out"))


def on_dex_rank(enc: Encounter, rank: int) -> None:
    """BRP: the DEX-rank counter reaches ``rank``; DEX-rank effects count the ranks passed.

    An effect of ``n`` ranks begun at rank ``r`` works through ranks ``r … r-n+1`` and ends when
    rank ``r-n`` is called (a volley thrown at DEX 12 and 5 ranks later comes at 7). Calling a
    rank higher than the last one changes no count.
    """
    if isinstance(rank, bool) or not isinstance(rank, int):
        raise RuleError(
            translate("core", "A DEX rank is a whole number, not {rank!r}.").format(rank=rank)
        )
    with enc.transaction(translate("core", "DEX rank {rank}").format(rank=rank)):
        _clock(enc)["dex_rank"] = rank
        for effect in list(_live(enc)):
            if effect["duration"]["unit"] != "dex_ranks":
                continue
            passed = int(effect["at_rank"]) - rank
            if passed > 0:
                effect["at_rank"] = rank
                _tick(enc, effect, passed)


def end_scene(enc: Encounter) -> None:
    """The scene ends: every scene-long effect ends."""
    with enc.transaction(translate("core", "End of scene")):
        for effect in list(_live(enc)):
            if effect["duration"]["unit"] == "scene":
                _end(enc, effect, translate("core", "the scene is over"))


def advance_turn(
    enc: Encounter, ended: str | None, started: str | None, new_round: bool = False
) -> None:
    """Tell the effects one turn ended and the next began: the end of ``ended``'s turn, then the
    end of the round when ``new_round``, then the start of ``started``'s turn.

    Initiative modules call this from their own "next turn" (it joins their transaction).
    """
    with enc.transaction(translate("core", "Next turn")):
        if ended is not None:
            on_turn_end(enc, ended)
        if new_round:
            on_round_end(enc)
        if started is not None:
            on_turn_start(enc, started)


# -- combatants renamed or gone -------------------------------------------------------------
def rename_in_effects(enc: Encounter, old: str, new: str) -> None:
    """Follow a renamed combatant (target, source, whose turns count, the running turn).

    A plain state edit with no transaction of its own: it is meant for the ruleset's
    ``rename_in_state`` hook, which the rename command runs both ways on redo and undo.
    """
    for effect in _stored(enc):
        for key in ("target", "source"):
            if effect.get(key) == old:
                effect[key] = new
        if effect["duration"].get("counted_on") == old:
            effect["duration"]["counted_on"] = new
    clock = enc.state.get(CLOCK_KEY)
    if clock and clock.get("turn") == old:
        clock["turn"] = new


def drop_effects_of(enc: Encounter, name: str) -> None:
    """``name`` leaves the encounter: effects on them, or counted on their turns, end.

    Effects they merely caused stay (the source name remains as a record).
    """
    gone = [
        e for e in _stored(enc) if e["target"] == name or e["duration"].get("counted_on") == name
    ]
    clock = enc.state.get(CLOCK_KEY) or {}
    if not gone and clock.get("turn") != name:
        return
    with enc.transaction(translate("core", "Effects of {name}").format(name=name)):
        for effect in gone:
            _end(
                enc,
                _find(enc, effect["id"]),
                translate("core", "{name} left the encounter").format(name=name),
            )
        if _clock(enc)["turn"] == name:
            _clock(enc)["turn"] = None


# -- loaded files ----------------------------------------------------------------------------------
def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def validate_effects(state: Mapping[str, Any], names: Iterable[str] | None = None) -> None:
    """Check the effects part of a loaded ``enc.state``; raise ``ValueError`` naming the field.

    With ``names`` (the encounter's combatants), targets and whose-turns must be among them.
    """
    known = None if names is None else set(names)
    effects = state.get(EFFECTS_KEY, [])
    if not isinstance(effects, list):
        raise ValueError(
            translate("core", "{effects_key}: expected a list").format(effects_key=EFFECTS_KEY)
        )
    seen: set[str] = set()
    for i, e in enumerate(effects):
        at = f"{EFFECTS_KEY}[{i}]"
        if not isinstance(e, dict):
            raise ValueError(translate("core", "{at}: expected an object").format(at=at))
        _need(e, at, "id", str, "a text")
        if e["id"] in seen:
            raise ValueError(
                translate("core", "{at}.id: {id!r} is used twice").format(at=at, id=e["id"])
            )
        seen.add(e["id"])
        _need(e, at, "target", str, "a combatant's name")
        if known is not None and e["target"] not in known:
            raise ValueError(
                translate("core", "{at}.target: no combatant is called {target!r}").format(
                    at=at, target=e["target"]
                )
            )
        if e.get("source") is not None and not isinstance(e["source"], str):
            raise ValueError(
                translate("core", "{at}.source: expected a combatant's name or null").format(at=at)
            )
        _need(e, at, "label", str, "a text")
        if not isinstance(e.get("kind", ""), str):
            raise ValueError(translate("core", "{at}.kind: expected a text").format(at=at))
        if not isinstance(e.get("notes", ""), str):
            raise ValueError(translate("core", "{at}.notes: expected a text").format(at=at))
        mods = e.get("modifiers", {})
        if not isinstance(mods, dict):
            raise ValueError(translate("core", "{at}.modifiers: expected an object").format(at=at))
        for k, v in mods.items():
            if not _whole(v):
                raise ValueError(
                    translate("core", "{at}.modifiers.{k}: expected a whole number").format(
                        at=at, k=k
                    )
                )
        if not isinstance(e.get("started"), bool):
            raise ValueError(
                translate("core", "{at}.started: expected true or false").format(at=at)
            )
        if not _whole(e.get("started_round")):
            raise ValueError(
                translate("core", "{at}.started_round: expected a whole number").format(at=at)
            )
        d = e.get("duration")
        if not isinstance(d, dict):
            raise ValueError(translate("core", "{at}.duration: expected an object").format(at=at))
        unit = d.get("unit")
        if unit not in UNITS:
            raise ValueError(
                translate("core", "{at}.duration.unit: expected one of {units}").format(
                    at=at, units=", ".join(UNITS)
                )
            )
        if d.get("tick", "end") not in TICKS:
            raise ValueError(
                translate("core", "{at}.duration.tick: expected 'start' or 'end'").format(at=at)
            )
        if d.get("starts", "now") not in STARTS:
            raise ValueError(
                translate("core", "{at}.duration.starts: expected 'now' or 'on_first_turn'").format(
                    at=at
                )
            )
        if unit in COUNTED_UNITS:
            if not _whole(d.get("count")) or d["count"] < 1:
                raise ValueError(
                    translate("core", "{at}.duration.count: expected a whole number").format(at=at)
                )
            if not _whole(e.get("remaining")) or e["remaining"] < 1:
                raise ValueError(
                    translate("core", "{at}.remaining: expected a whole number from 1").format(
                        at=at
                    )
                )
        else:
            if d.get("count") is not None:
                raise ValueError(
                    translate(
                        "core", "{at}.duration.count: expected null for unit {unit!r}"
                    ).format(at=at, unit=unit)
                )
            if e.get("remaining") is not None:
                raise ValueError(
                    translate("core", "{at}.remaining: expected null for unit {unit!r}").format(
                        at=at, unit=unit
                    )
                )
        if unit == "turns":
            who = d.get("counted_on")
            if not isinstance(who, str):
                raise ValueError(
                    translate(
                        "core", "{at}.duration.counted_on: expected a combatant's name"
                    ).format(at=at)
                )
            if known is not None and who not in known:
                raise ValueError(
                    translate(
                        "core", "{at}.duration.counted_on: no combatant is called {who!r}"
                    ).format(at=at, who=who)
                )
        elif d.get("counted_on") is not None:
            raise ValueError(
                translate(
                    "core", "{at}.duration.counted_on: expected null for unit {unit!r}"
                ).format(at=at, unit=unit)
            )
        if unit == "dex_ranks":
            if not _whole(e.get("at_rank")):
                raise ValueError(
                    translate("core", "{at}.at_rank: expected a whole number").format(at=at)
                )
        elif e.get("at_rank") is not None:
            raise ValueError(
                translate("core", "{at}.at_rank: expected null for unit {unit!r}").format(
                    at=at, unit=unit
                )
            )
    clock = state.get(CLOCK_KEY, {})
    if not isinstance(clock, dict):
        raise ValueError(
            translate("core", "{clock_key}: expected an object").format(clock_key=CLOCK_KEY)
        )
    turn = clock.get("turn")
    if turn is not None and (
        not isinstance(turn, str) or (known is not None and turn not in known)
    ):
        raise ValueError(
            translate("core", "{clock_key}.turn: expected a combatant's name or null").format(
                clock_key=CLOCK_KEY
            )
        )
    if clock.get("dex_rank") is not None and not _whole(clock["dex_rank"]):
        raise ValueError(
            translate("core", "{clock_key}.dex_rank: expected a whole number or null").format(
                clock_key=CLOCK_KEY
            )
        )
    if "next_id" in clock and (not _whole(clock["next_id"]) or clock["next_id"] < 1):
        raise ValueError(
            translate("core", "{clock_key}.next_id: expected a whole number from 1").format(
                clock_key=CLOCK_KEY
            )
        )
    if "next_id" in clock:
        used = [int(i[1:]) for i in seen if i.startswith("e") and i[1:].isdigit()]
        if used and max(used) >= clock["next_id"]:
            raise ValueError(
                translate(
                    "core", "{clock_key}.next_id: expected more than {used} (e{used} is in use)"
                ).format(clock_key=CLOCK_KEY, used=max(used))
            )


def _need(e: Mapping[str, Any], at: str, key: str, typ: type, words: str) -> None:
    if not isinstance(e.get(key), typ):
        raise ValueError(
            translate("core", "{at}.{key}: expected {words}").format(at=at, key=key, words=words)
        )


# -- the facade mixin ----------------------------------------------------------------------------
class EffectsMixin:
    """The timed-effects API on a combat facade (``enc.combat``); ``self.enc`` is the encounter."""

    enc: Encounter

    def add_effect(
        self,
        target: str,
        label: str,
        *,
        unit: str,
        count: int | None = None,
        counted_on: str | None = None,
        tick: str = "end",
        modifiers: Mapping[str, int] | None = None,
        kind: str = "",
        source: str | None = None,
        starts: str = "now",
        notes: str = "",
        at_rank: int | None = None,
    ) -> str:
        """See :func:`core.effects.add_effect`."""
        return add_effect(
            self.enc,
            target,
            label,
            unit=unit,
            count=count,
            counted_on=counted_on,
            tick=tick,
            modifiers=modifiers,
            kind=kind,
            source=source,
            starts=starts,
            notes=notes,
            at_rank=at_rank,
        )

    def remove_effect(self, effect_id: str) -> None:
        """See :func:`core.effects.remove_effect`."""
        remove_effect(self.enc, effect_id)

    def update_effect(self, effect_id: str, **changes: Any) -> None:
        """See :func:`core.effects.update_effect`."""
        update_effect(self.enc, effect_id, **changes)

    def effects_on(self, name: str) -> list[dict[str, Any]]:
        """See :func:`core.effects.effects_on`."""
        return effects_on(self.enc, name)

    def all_effects(self) -> list[dict[str, Any]]:
        """See :func:`core.effects.all_effects`."""
        return all_effects(self.enc)

    def effect_modifiers(self, name: str) -> dict[str, int]:
        """See :func:`core.effects.effect_modifiers`."""
        return effect_modifiers(self.enc, name)

    def on_turn_start(self, name: str) -> None:
        """See :func:`core.effects.on_turn_start`."""
        on_turn_start(self.enc, name)

    def on_turn_end(self, name: str) -> None:
        """See :func:`core.effects.on_turn_end`."""
        on_turn_end(self.enc, name)

    def on_round_end(self) -> None:
        """See :func:`core.effects.on_round_end`."""
        on_round_end(self.enc)

    def on_dex_rank(self, rank: int) -> None:
        """See :func:`core.effects.on_dex_rank`."""
        on_dex_rank(self.enc, rank)

    def end_scene(self) -> None:
        """See :func:`core.effects.end_scene`."""
        end_scene(self.enc)

    def advance_turn(self, ended: str | None, started: str | None, new_round: bool = False) -> None:
        """See :func:`core.effects.advance_turn`."""
        advance_turn(self.enc, ended, started, new_round)


__all__ = [
    "CLOCK_KEY",
    "COUNTED_UNITS",
    "EFFECTS_KEY",
    "KINDS",
    "STARTS",
    "TICKS",
    "UNITS",
    "EffectsMixin",
    "add_effect",
    "advance_turn",
    "all_effects",
    "badge",
    "current_dex_rank",
    "current_turn",
    "describe_duration",
    "describe_effect",
    "describe_modifiers",
    "drop_effects_of",
    "effect_modifiers",
    "effects_on",
    "end_scene",
    "get_effect",
    "label_text",
    "modifier_word",
    "name_modifiers",
    "on_dex_rank",
    "on_round_end",
    "on_turn_end",
    "on_turn_start",
    "remove_effect",
    "rename_in_effects",
    "update_effect",
]
