"""The DEX-rank counter: who acts when, and what moves an action later in the round.

Seed ``001_02c954899a7409e6.txt``; numbers from ``dex_ranks.json`` (drawing costs included),
``two_weapons.json``, ``volley_fire.json``, ``desperate_action.json``, ``weapon_length.json``.

- **Order.** Everyone placed in the order acts on their DEX rank (stats ``dex_rank``, else
  ``dex``, plus timed-effect modifiers ``{"dex_rank": n}``), highest first: the GM counts the
  ranks down and a combatant acts when the counter reaches their rank ("o personagem com o
  nível de DEX mais alto ataca primeiro").
- **Ties** (this ruleset's reading): on one rank the higher DEX rank *at the start of the round*
  goes first (someone who drew a weapon at 14 and acts again at 9 goes before a DEX 9), then the
  order they took places in; the GM may swap two combatants on the same rank
  (:func:`swap_tie`). The actions stay simultaneous in the fiction: someone felled on a rank
  still acts on it (setting ``brp.same_rank_simultaneous``). A desperate action goes after every
  other action of the last rank.
- **One action per DEX-rank turn.** An action that costs DEX ranks — draw or ready a weapon (5),
  sheathe one and draw another (10), stand up (5), aim (5 a step), a second weapon's attack or
  each further volley attack (5 later) — gives the combatant another turn that many ranks later
  in the same round (:func:`delay`). No turn falls below the last rank (``brp.last_dex_rank``,
  0: "Se os níveis de DEX de qualquer ataque forem inferiores a 0 … não poderá atacar mais").
- **Desperate action** (:func:`declare_desperate`): someone who has used all their actions may
  act once more at the last rank after a successful Difficult Agility roll; the action is
  Difficult and they can neither attack nor move next round.
- **Long weapons strike first** (:func:`long_weapon_first`): against a medium or short weapon
  the long-weapon user attacks on their own rank if higher, otherwise just before the
  opponent's ("ou logo antes do nível de DEX do oponente") — for this round; later rounds use
  plain DEX ranks ("Nas rodadas de combate subsequentes …").
- **The clock.** Each turn's start and end go to :mod:`core.effects` (``on_turn_start`` /
  ``on_turn_end``); each time the counter moves to a new rank, ``on_dex_rank(rank)``; at the end
  of the round, damage over time (:func:`core.rules.brp.damage.round_end_damage`), then
  ``on_round_end``, then ``enc.next_round()``.

State: ``enc.state["brp"]["order"]`` = ``{"placed": [names], "started": bool, "rank": the
counter, "current": name, "pos": the current turn's sort key, "turns": {name: {"rank": next
rank or null, "kind", "prio", "start", "acted": [ranks], "note", "began", …}}}``.

>>> from core.encounter import Encounter
>>> import core.rules.brp
>>> enc = Encounter(ruleset="brp", seed=1)
>>> enc.map.add_zone("hall", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
>>> enc.add_combatant("Ana", zone="hall", stats={"dex": 14, "hp": 12})
>>> enc.add_combatant("Rat", zone="hall", side="npc", stats={"dex": 9, "hp": 8})
>>> _ = take_places(enc); _ = start_fight(enc); current_turn(enc), counter_rank(enc)
('Ana', 14)
>>> delay(enc, "Ana", 5, reason="draws a sword")  # acts again at DEX 9
9
>>> next_turn(enc), counter_rank(enc)
('Ana', 9)
>>> next_turn(enc), counter_rank(enc)
('Rat', 9)
>>> next_turn(enc), enc.round.number
('Ana', 2)
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from core import effects as fx
from core.i18n import translate
from core.rules.base import Cost, RuleError
from core.rules.brp.state import ACTION, live, peek, row, setting, stats
from core.rules.brp.words import word

if TYPE_CHECKING:
    from core.encounter import Encounter

FOLLOW_UP_KINDS: tuple[str, ...] = ("volley", "second_attack")
"""Turn kinds that only allow the attack they were scheduled for."""


# -- reading --------------------------------------------------------------------------------------
def _order(enc: Encounter) -> dict[str, Any]:
    data = peek(enc).get("order")
    return data if isinstance(data, dict) else {}


def _live_order(enc: Encounter) -> dict[str, Any]:
    order = live(enc).setdefault("order", {})
    order.setdefault("placed", [])
    order.setdefault("started", False)
    order.setdefault("rank", None)
    order.setdefault("current", None)
    order.setdefault("turns", {})
    return order


def fight_started(enc: Encounter) -> bool:
    return bool(_order(enc).get("started"))


def current_turn(enc: Encounter) -> str | None:
    """Whose DEX-rank turn it is (``None`` before the fight)."""
    return _order(enc).get("current") if fight_started(enc) else None


def counter_rank(enc: Encounter) -> int | None:
    """The DEX rank the counter has reached this round (``None`` before the fight)."""
    return _order(enc).get("rank") if fight_started(enc) else None


def placed(enc: Encounter) -> list[str]:
    """Who has a place in the DEX-rank order, in the order they took it."""
    return [n for n in _order(enc).get("placed", []) if n in enc]


def turn_of(enc: Encounter, name: str) -> dict[str, Any]:
    """A copy of ``name``'s turn record this round (``{}`` when none)."""
    return copy.deepcopy(_order(enc).get("turns", {}).get(name, {}))


def turn_rank(enc: Encounter, name: str) -> int | None:
    """The DEX rank ``name`` acts on next this round (``None`` when they have no turn to come)."""
    rank = _order(enc).get("turns", {}).get(name, {}).get("rank")
    return None if rank is None else int(rank)


def last_rank(enc: Encounter) -> int:
    """The last DEX rank of a round (setting ``brp.last_dex_rank``; 0, the lowest rank a
    volley may use)."""
    return int(setting(enc, "brp.last_dex_rank"))


def dex_rank_of(enc: Encounter, name: str) -> int:
    """``name``'s DEX rank at the start of a round: stats ``dex_rank`` or ``dex``, plus
    timed-effect modifiers ``dex_rank``. :class:`RuleError` when the stats have no DEX."""
    from core.rules.brp.sheet import base_dex_rank

    value = base_dex_rank(stats(enc, name))
    if value is None:
        raise RuleError(
            translate("brp", "{name} has no DEX on the sheet, so no DEX rank.").format(name=name)
        )
    return int(value) + int(fx.effect_modifiers(enc, name).get("dex_rank", 0))


def _key(name: str, t: dict[str, Any]) -> list[Any]:
    """Sort key of a scheduled turn: higher rank first; on one rank, desperate actions last,
    then the tie priority, then the name."""
    return [-int(t["rank"]), 1 if t.get("kind") == "desperate" else 0, int(t["prio"]), name]


def schedule(enc: Encounter) -> list[tuple[str, dict[str, Any]]]:
    """This round's turns still to come (the current one included), first first."""
    turns = _order(enc).get("turns", {})
    out = [(n, t) for n, t in turns.items() if t.get("rank") is not None and n in enc]
    return sorted(out, key=lambda nt: _key(nt[0], nt[1]))


def _cannot_act(enc: Encounter, name: str) -> str | None:
    from core.rules.brp.damage import cannot_act_reason

    return cannot_act_reason(enc, name)


# -- places ---------------------------------------------------------------------------------------
def _prio(enc: Encounter, name: str, rank: int) -> int:
    index = placed(enc).index(name) if name in placed(enc) else len(placed(enc))
    return (1000 - rank) * 1000 + index


def _fresh_turn(enc: Encounter, name: str) -> dict[str, Any]:
    rank = dex_rank_of(enc, name)
    t: dict[str, Any] = {
        "rank": rank,
        "kind": "normal",
        "prio": _prio(enc, name, rank),
        "start": rank,
        "acted": [],
        "note": "",
    }
    reason = _cannot_act(enc, name)
    if reason:
        t["rank"] = None
        t["note"] = reason
    return t


def take_places(enc: Encounter, names: list[str] | None = None) -> list[str]:
    """Give everyone (or ``names``) without a place a place in the DEX-rank order — BRP rolls
    nothing: the rank is the DEX. One undo step; returns who was placed.

    Combatants without DEX in their stats are skipped with a log line; if nobody could be
    placed that way, :class:`RuleError`. During a fight a newcomer acts this round if their
    rank is still to come, else from the next round.
    """
    wanted = [c.name for c in enc] if names is None else list(names)
    for n in wanted:
        enc.combatant(n)
    todo = [n for n in wanted if n not in placed(enc)]
    ok: list[tuple[str, int]] = []
    missing: list[str] = []
    for n in todo:
        try:
            ok.append((n, dex_rank_of(enc, n)))
        except RuleError:
            missing.append(n)
    if not ok:
        if missing:
            raise RuleError(
                translate(
                    "brp", "No DEX rank for {missing}: give them 'dex' in their stats."
                ).format(missing=", ".join(missing))
            )
        return []
    with enc.transaction(translate("brp", "Take places in the DEX ranks")):
        order = _live_order(enc)
        for n, rank in ok:
            order["placed"].append(n)
            text = translate("brp", "{n} takes a place in the DEX ranks at DEX {rank}.").format(
                n=n, rank=rank
            )
            if order["started"]:
                counter = order["rank"]
                t = _fresh_turn(enc, n)
                if counter is not None and t["rank"] is not None and t["rank"] >= counter:
                    t["rank"] = None
                    t["note"] = translate(
                        "brp", "joined this round after their DEX rank: acts from next round"
                    )
                    text += translate(
                        "brp", " Their rank has passed this round: they act from the next round."
                    )
                order["turns"][n] = t
            enc.add_log("initiative", text, combatant=n, dex_rank=rank)
        for n in missing:
            enc.add_log(
                "initiative",
                translate(
                    "brp", "{n} has no DEX (stats 'dex') and takes no place in the DEX ranks."
                ).format(n=n),
                combatant=n,
            )
    return [n for n, _ in ok]


def leave_order(enc: Encounter, name: str) -> None:
    """Take ``name`` out of the DEX-rank order (the turn passes on if it was theirs)."""
    if name not in placed(enc):
        raise RuleError(translate("brp", "{name} has no place in the DEX ranks.").format(name=name))
    with enc.transaction(translate("brp", "{name} leaves the DEX ranks").format(name=name)):
        if current_turn(enc) == name:
            next_turn(enc)
        order = _live_order(enc)
        order["placed"] = [n for n in order["placed"] if n != name]
        order["turns"].pop(name, None)
        if order.get("current") == name:
            order["current"] = None
        enc.add_log(
            "initiative",
            translate("brp", "{name} leaves the DEX ranks.").format(name=name),
            combatant=name,
        )


# -- the round ------------------------------------------------------------------------------------
def _new_round_turns(enc: Encounter) -> None:
    order = _live_order(enc)
    order["turns"] = {n: _fresh_turn(enc, n) for n in placed(enc)}
    order["rank"] = None
    order["current"] = None
    order["pos"] = None


def _first_after(enc: Encounter, pos: list[Any] | None) -> str | None:
    """The next turn after sort key ``pos``; those who can't act now pass (marked done)."""
    order = _live_order(enc)
    while True:
        cands = [(n, t) for n, t in schedule(enc) if pos is None or _key(n, t) > pos]
        if not cands:
            return None
        name, t = cands[0]
        reason = _cannot_act(enc, name)
        if reason is None:
            return name
        rank = t["rank"]
        live_t = order["turns"][name]
        live_t["note"] = reason
        live_t["rank"] = None
        enc.add_log(
            "turn",
            translate("brp", "DEX rank {rank}: {name} can't act ({rstrip}).").format(
                rank=rank, name=name, rstrip=reason.rstrip(".")
            ),
            combatant=name,
        )


def _begin(enc: Encounter, name: str) -> None:
    """Make ``name``'s next scheduled turn the current one (inside a transaction)."""
    order = _live_order(enc)
    t = order["turns"][name]
    rank = int(t["rank"])
    if order.get("rank") != rank:
        order["rank"] = rank
        fx.on_dex_rank(enc, rank)
    key = _key(name, t)
    order["current"] = name
    order["pos"] = key
    already = t.get("began") == key
    t["began"] = key
    t["spent_at_begin"] = enc.actions_spent(name)
    if not already:
        fx.on_turn_start(enc, name)
    what = {
        "delayed": translate("brp", "acts again"),
        "held": translate("brp", "acts (held action)"),
        "volley": translate("brp", "throws again (volley)"),
        "second_attack": translate("brp", "makes the second weapon's attack"),
        "desperate": translate("brp", "attempts a desperate action"),
        "long_first": translate("brp", "strikes first with a long weapon"),
    }.get(t.get("kind", "normal")) or translate("brp", "acts")
    enc.add_log(
        "turn",
        translate("brp", "Round {number}, DEX rank {rank}: {name} {what}.").format(
            number=enc.round.number, rank=rank, name=name, what=what
        ),
        combatant=name,
        dex_rank=rank,
    )
    if t.get("kind") == "desperate" and "gate" not in t:
        _desperate_gate(enc, name)


def start_fight(enc: Encounter) -> str | None:
    """Begin the fight: round ``enc.round.number``, the counter at the highest DEX rank, its
    combatant's turn. Returns who acts first."""
    if fight_started(enc):
        raise RuleError(translate("brp", "The fight has already started."))
    if not placed(enc):
        raise RuleError(
            translate("brp", "Nobody has a place in the DEX ranks yet: take places first.")
        )
    with enc.transaction(translate("brp", "Start the fight")):
        order = _live_order(enc)
        order["started"] = True
        _new_round_turns(enc)
        ranks = ", ".join(f"{n} {t['rank']}" for n, t in schedule(enc)) or translate(
            "brp", "nobody can act"
        )
        enc.add_log(
            "round",
            translate("brp", "Round {number} begins. DEX ranks: {ranks}.").format(
                number=enc.round.number, ranks=ranks
            ),
        )
        first = _first_after(enc, None)
        if first is not None:
            _begin(enc, first)
    return current_turn(enc)


def end_fight(enc: Encounter) -> None:
    """Stop counting DEX ranks (places are kept for the next fight)."""
    if not fight_started(enc):
        return
    with enc.transaction(translate("brp", "End the fight")):
        order = _live_order(enc)
        cur = order.get("current")
        if cur is not None and cur in enc:
            fx.on_turn_end(enc, cur)
        order.update({"started": False, "rank": None, "current": None, "pos": None, "turns": {}})
        enc.add_log("round", translate("brp", "The fight is over."))


def _end_round(enc: Encounter) -> None:
    from core.rules.brp.damage import forget_ended, round_end_damage

    number = enc.round.number
    round_end_damage(enc)
    fx.on_round_end(enc)
    forget_ended(enc)
    st = live(enc)
    st["at_bay"] = [e for e in st.get("at_bay", []) if int(e.get("round", 0)) > number]
    enc.add_log("round", translate("brp", "Round {number} ends.").format(number=number))
    enc.next_round()


def next_turn(enc: Encounter) -> str | None:
    """End the current DEX-rank turn and go to the next one; after the last, the round ends
    (damage over time, the effects' round end, refreshed actions) and the next begins at the
    highest rank. Returns who acts now."""
    if not fight_started(enc):
        raise RuleError(translate("brp", "The fight hasn't started: start it first."))
    with enc.transaction(translate("brp", "Next DEX rank")):
        order = _live_order(enc)
        cur = order.get("current")
        pos = order.get("pos")
        if cur is not None and cur in order["turns"]:
            t = order["turns"][cur]
            if t.get("rank") is not None and _key(cur, t) == pos:
                t.setdefault("acted", []).append(int(t["rank"]))
                t["rank"] = None  # this turn is over and nothing was scheduled after it
            fx.on_turn_end(enc, cur)
        order["current"] = None
        nxt = _first_after(enc, pos)
        if nxt is None:
            _end_round(enc)
            _new_round_turns(enc)
            ranks = ", ".join(f"{n} {t['rank']}" for n, t in schedule(enc)) or translate(
                "brp", "nobody can act"
            )
            enc.add_log(
                "round",
                translate("brp", "Round {number} begins. DEX ranks: {ranks}.").format(
                    number=enc.round.number, ranks=ranks
                ),
            )
            nxt = _first_after(enc, None)
        if nxt is not None:
            _begin(enc, nxt)
    return current_turn(enc)


def skip_to_next_round(enc: Encounter) -> str | None:
    """Every DEX-rank turn still to come this round starts and passes (each turn's start and
    end, every rank the counter reaches, the round's end go to the effects clock as they would
    turn by turn); the next round begins at its highest rank. One undo step. Returns who acts
    now."""
    if not fight_started(enc):
        raise RuleError(translate("brp", "The fight hasn't started: start it first."))
    with enc.transaction(translate("brp", "Next round")):
        start = enc.round.number
        # a safety net only: each pass ends a turn, and no turn falls below the last rank
        guard = 64 * (len(placed(enc)) + 1)
        while enc.round.number == start and guard > 0:
            next_turn(enc)
            guard -= 1
    return current_turn(enc)


# -- turn checks ----------------------------------------------------------------------------------
def turn_refusal(enc: Encounter, name: str, *, attack: bool = False) -> str | None:
    """Why ``name`` can't take an action now under the DEX-rank order, or ``None``.

    Before the fight starts the GM runs actions freely. During it, only the combatant whose
    DEX rank is called acts; a follow-up turn (volley, second weapon) is for that attack only;
    a desperate turn needs its Agility roll passed.
    """
    if not fight_started(enc):
        return None
    cur = current_turn(enc)
    if cur != name:
        rank = counter_rank(enc)
        t = turn_of(enc, name)
        when = (
            translate("brp", " {name} acts at DEX rank {rank}.").format(name=name, rank=t["rank"])
            if t.get("rank") is not None
            else ""
        )
        who = f"{cur}'s" if cur else "nobody's"
        return translate("brp", "Not {name}'s turn: DEX rank {rank} is {who}.{when}").format(
            name=name, rank=rank, who=who, when=when
        )
    t = turn_of(enc, name)
    if t.get("rank") is not None and t["rank"] != counter_rank(enc):
        return translate("brp", "{name} acts again at DEX rank {rank} ({value}).").format(
            name=name, rank=t["rank"], value=t.get("note") or word("delayed")
        )
    kind = t.get("kind")
    if kind in FOLLOW_UP_KINDS and not attack:
        return translate("brp", "This DEX rank is {name}'s {kind} attack: attack or pass.").format(
            name=name, kind=word(kind)
        )
    if kind == "desperate" and t.get("gate") != "passed":
        return translate(
            "brp", "{name} failed the Difficult Agility roll: no desperate action."
        ).format(name=name)
    return None


def turn_kind(enc: Encounter, name: str) -> str | None:
    """The kind of ``name``'s current turn (``"normal"``, ``"delayed"``, ``"volley"`` …) when
    it is their turn, else ``None``."""
    if current_turn(enc) != name:
        return None
    return turn_of(enc, name).get("kind", "normal")


# -- DEX-rank costs -------------------------------------------------------------------------------
def dex_cost(enc: Encounter, key: str) -> int:
    """A DEX-rank cost from ``dex_ranks.json`` (``draw_weapon`` 5, ``sheathe_and_draw`` 10 …)."""
    r = row(enc, "dex_ranks", key=key)
    for field in (
        "dex_ranks",
        "dex_ranks_after_first",
        "dex_ranks_between_attacks",
        "dex_ranks_per_step",
    ):
        if field in r:
            return int(r[field])
    raise KeyError(f"dex_ranks.json row {key!r} has no DEX-rank figure")


def delay(
    enc: Encounter,
    name: str,
    ranks: int,
    *,
    reason: str,
    kind: str = "delayed",
    spend: bool = True,
    extra: dict[str, Any] | None = None,
) -> int | None:
    """``name`` spends this turn's action on something that costs ``ranks`` DEX ranks: their
    next turn comes that many ranks later this round. Returns the new rank, or ``None`` when it
    would fall below the last rank (nothing more this round). One undo step.

    Before the fight starts only the action is spent (there is no counter to move).
    """
    if isinstance(ranks, bool) or not isinstance(ranks, int) or ranks < 0:
        raise RuleError(
            translate("brp", "A DEX-rank cost is a whole number from 0, not {ranks!r}.").format(
                ranks=ranks
            )
        )
    with enc.transaction(f"{name} {reason}"):
        if not fight_started(enc):
            if spend:
                enc.spend(name, Cost({ACTION: 1}), f"{name} {reason}")
            enc.add_log(
                "dex_rank",
                translate("brp", "{name} {reason} ({ranks} DEX ranks).").format(
                    name=name, reason=reason, ranks=ranks
                ),
                combatant=name,
            )
            return None
        counter = int(counter_rank(enc) or 0)
        new = counter - ranks
        order = _live_order(enc)
        t = order["turns"].setdefault(name, _fresh_turn(enc, name))
        if new < last_rank(enc):
            if spend:
                enc.spend(name, Cost({ACTION: 1, "dex": ranks}), f"{name} {reason}")
            enc.add_log(
                "dex_rank",
                translate(
                    "brp",
                    "{name} {reason} ({ranks} DEX ranks from {counter}): no DEX ranks are "
                    "left this round.",
                ).format(name=name, reason=reason, ranks=ranks, counter=counter),
                combatant=name,
            )
            return None
        if spend:
            enc.spend(name, Cost({ACTION: 1, "dex": ranks, "extra": 1}), f"{name} {reason}")
        t.setdefault("acted", []).append(counter)
        t["rank"] = new
        t["kind"] = kind
        t["note"] = translate("brp", "{reason} at DEX {counter}").format(
            reason=reason, counter=counter
        )
        for k, v in (extra or {}).items():
            t[k] = copy.deepcopy(v)
        enc.add_log(
            "dex_rank",
            translate(
                "brp", "{name} {reason} ({ranks} DEX ranks): acts again at DEX rank {new}."
            ).format(name=name, reason=reason, ranks=ranks, new=new),
            combatant=name,
            dex_rank=new,
        )
    return new


def hold(enc: Encounter, name: str, rank: int) -> None:
    """The current combatant holds their action to a later (lower) DEX rank this round
    (``quick_draw.json``: "manter sua ação em um nível de DEX posterior"). No action spent."""
    if isinstance(rank, bool) or not isinstance(rank, int):
        raise RuleError(
            translate("brp", "A DEX rank is a whole number, not {rank!r}.").format(rank=rank)
        )
    reason = turn_refusal(enc, name)
    if not fight_started(enc):
        raise RuleError(
            translate("brp", "Holding an action needs the DEX-rank count: start the fight first.")
        )
    if reason:
        raise RuleError(reason)
    counter = int(counter_rank(enc) or 0)
    if not last_rank(enc) <= rank < counter:
        raise RuleError(
            translate(
                "brp", "Hold to a DEX rank below {counter} and not below {last_rank}."
            ).format(counter=counter, last_rank=last_rank(enc))
        )
    with enc.transaction(
        translate("brp", "{name} holds to DEX {rank}").format(name=name, rank=rank)
    ):
        t = _live_order(enc)["turns"][name]
        t["rank"] = rank
        t["kind"] = "held"
        t["note"] = translate("brp", "held from DEX {counter}").format(counter=counter)
        enc.add_log(
            "dex_rank",
            translate("brp", "{name} holds their action to DEX rank {rank}.").format(
                name=name, rank=rank
            ),
            combatant=name,
            dex_rank=rank,
        )


def schedule_follow_up(
    enc: Encounter, name: str, kind: str, *, weapon_id: str | None, left: int, ranks: int
) -> int | None:
    """After an attack on this rank, ``name`` attacks again ``ranks`` later (a volley's next
    throw, a second weapon's attack) — part of the attack's transaction. Returns the rank, or
    ``None`` when it would fall below the last rank."""
    if not fight_started(enc):
        return None
    counter = int(counter_rank(enc) or 0)
    new = counter - ranks
    if new < last_rank(enc) or left <= 0:
        return None
    order = _live_order(enc)
    t = order["turns"][name]
    t.setdefault("acted", []).append(counter)
    t["rank"] = new
    t["kind"] = kind
    t["weapon"] = weapon_id
    t["left"] = left
    t["note"] = translate("brp", "{kind} from DEX {counter}").format(
        kind=word(kind), counter=counter
    )
    enc.spend(
        name,
        Cost({"extra": 1, "dex": ranks}),
        translate("brp", "{name}: {kind} at DEX {new}").format(name=name, kind=word(kind), new=new),
    )
    enc.add_log(
        "dex_rank",
        translate("brp", "{name}'s next {kind} attack comes at DEX rank {new}.").format(
            name=name, kind=word(kind), new=new
        ),
        combatant=name,
        dex_rank=new,
    )
    return new


def swap_tie(enc: Encounter, a: str, b: str) -> None:
    """Swap two combatants due on the same DEX rank (the GM breaks a tie the other way)."""
    ta, tb = turn_of(enc, a), turn_of(enc, b)
    if not fight_started(enc):
        raise RuleError(
            translate("brp", "The order is the DEX ranks; ties are swapped once the fight runs.")
        )
    if ta.get("rank") is None or tb.get("rank") is None or ta["rank"] != tb["rank"]:
        raise RuleError(
            translate(
                "brp",
                "DEX ranks decide the order: only two combatants due on the same DEX "
                "rank can swap.",
            )
        )
    order = _order(enc)
    for n, t in ((a, ta), (b, tb)):
        if t.get("began") == _key(n, t) and order.get("current") == n:
            raise RuleError(translate("brp", "{n} is already acting on this rank.").format(n=n))
        if order.get("pos") is not None and _key(n, t) < order["pos"]:
            raise RuleError(translate("brp", "{n} has already acted on this rank.").format(n=n))
    with enc.transaction(
        translate("brp", "Swap {a} and {b} on DEX {rank}").format(a=a, b=b, rank=ta["rank"])
    ):
        turns = _live_order(enc)["turns"]
        turns[a]["prio"], turns[b]["prio"] = turns[b]["prio"], turns[a]["prio"]
        enc.add_log(
            "initiative",
            translate("brp", "DEX rank {rank}: {b} and {a} swap places.").format(
                rank=ta["rank"], b=b, a=a
            ),
            combatant=a,
        )


# -- desperate actions ----------------------------------------------------------------------------
def declare_desperate(enc: Encounter, name: str) -> int:
    """``name`` has used all their actions and tries a desperate action at the last DEX rank
    of the round (``desperate_action.json``). Returns that rank. The Difficult Agility roll is
    made when the rank comes."""
    if not fight_started(enc):
        raise RuleError(
            translate(
                "brp", "A desperate action comes at the last DEX rank: start the fight first."
            )
        )
    reason = _cannot_act(enc, name)
    if reason:
        raise RuleError(reason)
    t = turn_of(enc, name)
    if t.get("kind") == "desperate":
        raise RuleError(
            translate("brp", "{name} has already declared a desperate action this round.").format(
                name=name
            )
        )
    if enc.actions_left(name).get(ACTION, 0) > 0 or (
        t.get("rank") is not None and t.get("began") != _key(name, t)
    ):
        raise RuleError(
            translate(
                "brp",
                "{name} still has an action this round: a desperate action comes only "
                "after all of them are used.",
            ).format(name=name)
        )
    rank = last_rank(enc)
    with enc.transaction(translate("brp", "{name}: desperate action").format(name=name)):
        enc.spend(
            name, Cost({"extra": 1}), translate("brp", "{name}: desperate action").format(name=name)
        )
        turn = _live_order(enc)["turns"].setdefault(name, _fresh_turn(enc, name))
        if turn.get("rank") is not None:
            turn.setdefault("acted", []).append(int(turn["rank"]))
        turn.update(
            {
                "rank": rank,
                "kind": "desperate",
                "note": translate("brp", "desperate action at the last DEX rank"),
            }
        )
        turn.pop("gate", None)
        enc.add_log(
            "dex_rank",
            translate(
                "brp",
                "{name} will try a desperate action at the last DEX rank ({rank}): a "
                "Difficult Agility roll first; the action is Difficult; no attack or "
                "move next round.",
            ).format(name=name, rank=rank),
            combatant=name,
        )
    return rank


def _desperate_gate(enc: Encounter, name: str) -> None:
    from core.rules.brp.damage import add_condition
    from core.rules.brp.rolls import skill_roll

    gate = row(enc, "desperate_action", rule="gate")
    out = skill_roll(
        enc,
        name,
        "Agility",
        difficulty="difficult",
        label=translate("brp", "desperate action gate ({test})").format(test=gate["test"]),
    )
    t = _live_order(enc)["turns"][name]
    t["gate"] = "passed" if out.success else "failed"
    if not out.success:
        enc.add_log(
            "turn",
            translate("brp", "{name} fails the Agility roll: no desperate action.").format(
                name=name
            ),
            combatant=name,
        )
        if setting(enc, "brp.desperate_failed_gate_penalty"):
            add_condition(
                enc, name, "overbalanced", rounds=1, notes=translate("brp", "desperate action")
            )


def desperate_taken(enc: Encounter, name: str) -> None:
    """The desperate action was taken: next round ``name`` can't attack or move (inside the
    action's transaction)."""
    from core.rules.brp.damage import add_condition

    if turn_kind(enc, name) == "desperate":
        add_condition(
            enc, name, "overbalanced", rounds=1, notes=translate("brp", "desperate action")
        )


# -- weapon length: the long weapon strikes first -------------------------------------------------
def long_weapon_first(enc: Encounter, long_user: str, opponent: str) -> int | None:
    """``long_user`` (long weapon) strikes before ``opponent`` (medium or short weapon) this
    round: on their own DEX rank if higher, otherwise just before the opponent's
    (``weapon_length.json`` ``long_first``). Returns the rank they now act on, or ``None`` when
    their own rank already comes first. One undo step."""
    from core.rules.brp.weapons import length_of, weapon_in_hand

    if not fight_started(enc):
        raise RuleError(
            translate(
                "brp", "The long weapon's first strike is a DEX-rank matter: start the fight."
            )
        )
    lw, ow = weapon_in_hand(enc, long_user), weapon_in_hand(enc, opponent)
    la, lb = length_of(lw), length_of(ow)
    rule = row(enc, "weapon_length", rule="long_first")
    if la != "long" or lb not in rule["vs"]:
        raise RuleError(
            translate(
                "brp",
                "{long_user} ({value} weapon) against {opponent} ({value2} weapon): "
                "only a long weapon strikes first, and only against {vs} ones.",
            ).format(
                long_user=long_user,
                value=word(la) if la else translate("brp", "no"),
                opponent=opponent,
                value2=word(lb) if lb else translate("brp", "no"),
                vs=_either(rule["vs"]),
            )
        )
    tl, to = turn_of(enc, long_user), turn_of(enc, opponent)
    if tl.get("rank") is None:
        raise RuleError(
            translate("brp", "{long_user} has no action left this round.").format(
                long_user=long_user
            )
        )
    if to.get("rank") is None:
        raise RuleError(
            translate("brp", "{opponent} has no action left this round.").format(opponent=opponent)
        )
    pos = _order(enc).get("pos")
    opp_key = _key(opponent, to)
    opp_current = current_turn(enc) == opponent
    acted_now = opp_current and enc.actions_spent(opponent) != to.get("spent_at_begin", {})
    if (pos is not None and opp_key < pos) or acted_now:
        raise RuleError(translate("brp", "{opponent} has already acted.").format(opponent=opponent))
    if _key(long_user, tl) < opp_key and not opp_current:
        return None  # the higher DEX rank already comes first
    with enc.transaction(translate("brp", "{long_user} strikes first").format(long_user=long_user)):
        order = _live_order(enc)
        t = order["turns"][long_user]
        t["rank"] = int(to["rank"])
        t["prio"] = int(to["prio"]) - 1
        t["kind"] = "long_first"
        t["opponent"] = opponent
        t["note"] = translate("brp", "long weapon strikes first vs {opponent}").format(
            opponent=opponent
        )
        enc.add_log(
            "dex_rank",
            translate(
                "brp",
                "{long_user}'s long weapon strikes before {opponent}'s shorter one: "
                "{long_user} acts just before {opponent} on DEX rank {rank}.",
            ).format(long_user=long_user, opponent=opponent, rank=to["rank"]),
            combatant=long_user,
        )
        if opp_current:
            # the opponent's turn had begun but nothing was done: the long weapon goes now
            order["pos"] = None
            order["current"] = None
            _begin(enc, long_user)
    return int(to["rank"])


__all__ = [
    "counter_rank",
    "current_turn",
    "declare_desperate",
    "delay",
    "dex_cost",
    "dex_rank_of",
    "end_fight",
    "fight_started",
    "hold",
    "last_rank",
    "leave_order",
    "long_weapon_first",
    "next_turn",
    "placed",
    "schedule",
    "schedule_follow_up",
    "skip_to_next_round",
    "start_fight",
    "swap_tie",
    "take_places",
    "turn_kind",
    "turn_of",
    "turn_refusal",
]


def _either(lengths: list[str]) -> str:
    """ "medium or short" in the UI language."""
    words = [word(x) for x in lengths]
    if len(words) == 2:
        return translate("brp", "{first} or {second}").format(first=words[0], second=words[1])
    return ", ".join(words)
