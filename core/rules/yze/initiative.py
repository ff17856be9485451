"""YZE initiative: the ten-card deck, turns and rounds, swaps, surprise, ambush, hidden cards.

Seed 000 "RODADAS & INICIATIVA" … "INICIATIVA DE PNJ" and "EMBOSCADAS & ATAQUES FURTIVOS";
numbers from ``initiative.json`` and ``ambush_sneak_attacks.json``.

- A deck of ten cards, 1–10. Each PC draws one card; each NPC draws one, or an NPC *group* draws
  one card for all its members, who act on it one after the other in the GM's order
  (:func:`set_group_order`). Turns go from the lowest card up. The cards are drawn once, at the
  start, and kept for the whole fight.
- **More combatants (or groups) than cards.** When all ten cards of a deck are out, a second deck
  (cards 1–10 again, each marked *deck 2*) comes in, then a third, and so on. **Tie rule: on equal
  numbers the card of the lower deck acts first** (3 of deck 1 before 3 of deck 2). The log says
  so the moment a new deck comes in, and every entry of :func:`initiative_order` carries its
  ``deck``.
- Surprise: :func:`choose_card` takes the chosen card out of the deck *before* the others draw.
  Ambush: :func:`ambush` — the ambushers choose, the victims who failed Observation get the worst
  cards (10, 9, … dealt at random among them; reading ``yze.ambush_failed_cards`` of
  ``initiative.json``), everyone else draws from what is left.
- Turns: :func:`start_fight`, :func:`next_turn`, :func:`current_turn`. After the last turn a new
  round begins: ``enc.next_round()`` refreshes every combatant's actions.
- Broken combatants can't act: their point in the order still *comes* (turn-start hooks run, so
  death rolls happen "on your next turn"), then passes at once. Dead combatants are skipped.
- Swap (:func:`swap_initiative`), hidden initiative (:func:`set_hidden_initiative`), joining and
  leaving (:func:`join_initiative`, :func:`leave_initiative`).
- Other modules act "on X's turn" through :data:`TURN_START_HOOKS`, :data:`TURN_END_HOOKS`,
  :data:`ROUND_END_HOOKS` and :data:`ROUND_START_HOOKS`. The timed-effects clock
  (:mod:`core.effects`) is driven directly, in its order: turn end → round end → turn start.

State: ``enc.state["initiative"]`` (see :func:`initiative_state`) and the per-combatant sub-key
``"turn"`` (see :func:`turn_view`).

>>> from core.encounter import Encounter
>>> enc = Encounter(ruleset="yze", seed=3)
>>> enc.map.add_zone("hall", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
>>> for who, side in (("Ana", "pc"), ("Rat", "npc")):
...     enc.add_combatant(who, zone="hall", side=side)
>>> _ = choose_card(enc, "Ana", 1)          # a surprise attack: Ana picks card 1
>>> _ = draw_initiative(enc)                # the Rat draws from the nine left
>>> start_fight(enc); current_turn(enc)
'Ana'
>>> _ = next_turn(enc); current_turn(enc)
'Rat'
>>> _ = next_turn(enc); enc.round.number, current_turn(enc)
(2, 'Ana')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from core.i18n import translate
from core.rules.base import RuleError

if TYPE_CHECKING:
    from core.dice import PoolRoll, StepRoll
    from core.encounter import Encounter

# --------------------------------------------------------------------------------------------
# hooks
# --------------------------------------------------------------------------------------------
TurnHook = Callable[["Encounter", str], None]
RoundHook = Callable[["Encounter", int], None]

TURN_START_HOOKS: list[TurnHook] = []
"""Called as ``hook(enc, name)`` inside the transaction when ``name``'s turn starts — also for a
broken combatant, whose turn then passes at once (death rolls are made "on your next turn").
Not called for the dead. A hook may change the combatant (a failed death roll kills them): the
turn then passes on."""

ROUND_START_HOOKS: list[RoundHook] = []
"""Called as ``hook(enc, round_number)`` inside the transaction when a round begins: by
:func:`start_fight` for the fight's first round and by :func:`next_turn` for every new round
(after ``enc.next_round()``, before the first turn-start hook of that round)."""


TURN_END_HOOKS: list[TurnHook] = []
"""Called as ``hook(enc, name)`` when ``name``'s turn ends (by :func:`next_turn`, or at once for
a broken combatant whose turn comes and passes)."""

ROUND_END_HOOKS: list[RoundHook] = []
"""Called as ``hook(enc, round_number)`` when a round ends, before ``enc.next_round()``."""

# The timed-effects clock (core.effects) is driven here directly, in the order its docs ask:
# turn end → round end → turn start. Don't register its functions as hooks as well.


def _effects() -> Any:
    try:
        from core import effects
    except ImportError:  # pragma: no cover - the effects engine ships with the core
        return None
    return effects


def _turn_starts(enc: Encounter, name: str) -> None:
    fx = _effects()
    if fx is not None:
        fx.on_turn_start(enc, name)
    for hook in list(TURN_START_HOOKS):
        hook(enc, name)


def _turn_ends(enc: Encounter, name: str) -> None:
    fx = _effects()
    if fx is not None:
        fx.on_turn_end(enc, name)
    for hook in list(TURN_END_HOOKS):
        hook(enc, name)


def register_turn_end_hook(fn: TurnHook) -> TurnHook:
    """Add ``fn`` to :data:`TURN_END_HOOKS` (once). Usable as a decorator."""
    if fn not in TURN_END_HOOKS:
        TURN_END_HOOKS.append(fn)
    return fn


def register_round_end_hook(fn: RoundHook) -> RoundHook:
    """Add ``fn`` to :data:`ROUND_END_HOOKS` (once). Usable as a decorator."""
    if fn not in ROUND_END_HOOKS:
        ROUND_END_HOOKS.append(fn)
    return fn


def register_turn_start_hook(fn: TurnHook) -> TurnHook:
    """Add ``fn`` to :data:`TURN_START_HOOKS` (once). Usable as a decorator."""
    if fn not in TURN_START_HOOKS:
        TURN_START_HOOKS.append(fn)
    return fn


def register_round_start_hook(fn: RoundHook) -> RoundHook:
    """Add ``fn`` to :data:`ROUND_START_HOOKS` (once). Usable as a decorator."""
    if fn not in ROUND_START_HOOKS:
        ROUND_START_HOOKS.append(fn)
    return fn


def unregister_turn_start_hook(fn: TurnHook) -> None:
    """Remove ``fn`` from :data:`TURN_START_HOOKS` (no error if it isn't there)."""
    if fn in TURN_START_HOOKS:
        TURN_START_HOOKS.remove(fn)


def unregister_round_start_hook(fn: RoundHook) -> None:
    """Remove ``fn`` from :data:`ROUND_START_HOOKS` (no error if it isn't there)."""
    if fn in ROUND_START_HOOKS:
        ROUND_START_HOOKS.remove(fn)


# --------------------------------------------------------------------------------------------
# rule data
# --------------------------------------------------------------------------------------------
def _row(enc: Encounter, table: str, row_id: str) -> dict[str, Any]:
    for row in enc.ruleset.table(table)["rows"]:
        if row.get("id") == row_id:
            return dict(row)
    raise KeyError(
        translate("yze", "{table}.json has no row {row_id!r}").format(table=table, row_id=row_id)
    )


def deck_cards(enc: Encounter) -> list[int]:
    """The cards of one deck, from ``initiative.json`` row ``deck`` (1 … 10)."""
    deck = _row(enc, "initiative", "deck")
    return list(range(int(deck["card_min"]), int(deck["card_max"]) + 1))


def _ordinal(n: int) -> str:
    words = {2: "second", 3: "third", 4: "fourth", 5: "fifth"}
    return words.get(n, f"deck-{n}")


# --------------------------------------------------------------------------------------------
# combatant status (broken / dead) — read through the damage module when it exists
# --------------------------------------------------------------------------------------------
def _damage_flags(enc: Encounter, name: str) -> dict[str, Any]:
    per = enc.state.get("combatants", {}).get(name, {})
    dmg = per.get("damage", {}) if isinstance(per, dict) else {}
    return dmg if isinstance(dmg, dict) else {}


def is_broken(enc: Encounter, name: str) -> bool:
    """True when ``name`` is broken (through ``core.rules.yze.damage.is_broken`` if present,
    else the ``damage.broken`` flag of the combatant's state)."""
    try:
        from core.rules.yze.damage import is_broken as damage_is_broken
    except ImportError:
        return bool(_damage_flags(enc, name).get("broken", False))
    return bool(damage_is_broken(enc, name))


def is_dead(enc: Encounter, name: str) -> bool:
    """True when ``name`` is dead (``core.rules.yze.damage.is_dead`` if present, else the
    ``damage.dead`` flag), or no longer in the encounter."""
    if name not in enc:
        return True
    try:
        from core.rules.yze.damage import is_dead as damage_is_dead
    except ImportError:
        return bool(_damage_flags(enc, name).get("dead", False))
    return bool(damage_is_dead(enc, name))


# --------------------------------------------------------------------------------------------
# state
# --------------------------------------------------------------------------------------------
def _empty_state(enc: Encounter) -> dict[str, Any]:
    return {
        "drawn": False,
        "started": False,
        "hidden": bool(enc.ruleset.settings.get("yze.hidden_initiative", False)),
        "decks": [],
        "cards": [],
        "groups": {},
        "current": None,
        "acted": [],
    }


def initiative_state(enc: Encounter) -> dict[str, Any]:
    """``enc.state["initiative"]``, created on first use (mutate it only inside a transaction).

    Keys: ``drawn`` (cards dealt), ``started`` (turns running), ``hidden`` (the variant),
    ``decks`` (cards still in each deck: ``decks[0]`` is deck 1), ``cards`` (the cards dealt:
    ``{"card", "deck", "holder", "is_group", "chosen", "revealed"}``; ``holder`` is a combatant or
    group name), ``groups`` (group → members in acting order), ``current`` (``{"card", "deck",
    "name"}`` or ``None``) and ``acted`` (names whose point of this round has passed).
    """
    init = enc.state.get("initiative")
    if not isinstance(init, dict):
        init = enc.state["initiative"] = _empty_state(enc)
    for key, value in _empty_state(enc).items():
        init.setdefault(key, value)
    return init


def _view(enc: Encounter) -> dict[str, Any]:
    """Read-only access: the state, or an empty one (never written back)."""
    init = enc.state.get("initiative")
    return init if isinstance(init, dict) else _empty_state(enc)


def _turn_defaults(round_number: int) -> dict[str, Any]:
    return {"round": round_number, "free": [], "actions": [], "blocks": 0, "helped_by": []}


def turn_state(enc: Encounter, name: str) -> dict[str, Any]:
    """The ``"turn"`` sub-key of ``name``'s state for *this* round (call inside a transaction).

    Keys: ``round``, ``free`` (free actions used this round), ``actions`` (action ids taken this
    round), ``blocks`` (blocks made this round), ``helped_by`` (``{"helper", "kind"}`` declared
    for this round) and ``received_round`` (the round ``name`` last received a card in a swap;
    kept across rounds). Everything but ``received_round`` starts afresh each round.
    """
    cs = enc.ruleset.combatant_state(enc, name)
    turn = cs.get("turn")
    if not isinstance(turn, dict):
        turn = cs["turn"] = {}
    if turn.get("round") != enc.round.number:
        received = turn.get("received_round")
        turn.clear()
        turn.update(_turn_defaults(enc.round.number))
        if received is not None:
            turn["received_round"] = received
    return turn


def turn_view(enc: Encounter, name: str) -> dict[str, Any]:
    """A copy of :func:`turn_state` for reading (stale rounds read as empty; nothing written)."""
    per = enc.state.get("combatants", {}).get(name, {})
    turn = per.get("turn") if isinstance(per, dict) else None
    out = _turn_defaults(enc.round.number)
    if isinstance(turn, dict):
        if turn.get("round") == enc.round.number:
            out.update({k: (list(v) if isinstance(v, list) else v) for k, v in turn.items()})
        if "received_round" in turn:
            out["received_round"] = turn["received_round"]
    return out


# --------------------------------------------------------------------------------------------
# holders, groups, slots
# --------------------------------------------------------------------------------------------
def _group_of(init: Mapping[str, Any], name: str) -> str | None:
    for group, members in init["groups"].items():
        if name in members:
            return group
    return None


def _members(enc: Encounter, init: Mapping[str, Any], entry: Mapping[str, Any]) -> list[str]:
    names = init["groups"].get(entry["holder"], []) if entry["is_group"] else [entry["holder"]]
    return [n for n in names if n in enc]


def _entry_of_holder(init: Mapping[str, Any], holder: str) -> dict[str, Any] | None:
    for entry in init["cards"]:
        if entry["holder"] == holder:
            return entry
    return None


def _holder_of(init: Mapping[str, Any], name: str) -> str:
    return _group_of(init, name) or name


def _entry_of(init: Mapping[str, Any], name: str) -> dict[str, Any] | None:
    """The card entry ``name`` (a combatant or a group) acts on."""
    entry = _entry_of_holder(init, name)
    if entry is None and name not in init["groups"]:
        entry = _entry_of_holder(init, _holder_of(init, name))
    return entry


def _sorted_entries(init: Mapping[str, Any]) -> list[dict[str, Any]]:
    return sorted(init["cards"], key=lambda e: (e["card"], e["deck"]))


class _Slot(NamedTuple):
    card: int
    deck: int
    index: int  # member index inside a group card
    name: str

    @property
    def key(self) -> tuple[int, int, int]:
        return (self.card, self.deck, self.index)


def _slots(enc: Encounter, init: Mapping[str, Any]) -> list[_Slot]:
    out: list[_Slot] = []
    for entry in _sorted_entries(init):
        for i, name in enumerate(_members(enc, init, entry)):
            out.append(_Slot(entry["card"], entry["deck"], i, name))
    return out


def _current_slot(enc: Encounter, init: Mapping[str, Any]) -> _Slot | None:
    """The slot of ``init["current"]``: the first card (in :func:`_slots` order — a stable sort,
    so among equal cards the first dealt) holding it; found without sorting the whole order."""
    cur = init.get("current")
    if not cur:
        return None
    card, deck, name = cur["card"], cur["deck"], cur["name"]
    for entry in init["cards"]:
        if entry["card"] == card and entry["deck"] == deck:
            members = _members(enc, init, entry)
            if name in members:
                return _Slot(card, deck, members.index(name), name)
    return None


def _label(holder: str, entry: Mapping[str, Any], enc: Encounter, init: Mapping[str, Any]) -> str:
    if entry["is_group"]:
        return f"{holder} ({', '.join(_members(enc, init, entry))})"
    return holder


def _card_text(card: int, deck: int) -> str:
    return translate("yze", "card {card}").format(card=card) + (
        translate("yze", " (deck {deck})").format(deck=deck) if deck > 1 else ""
    )


# --------------------------------------------------------------------------------------------
# the deck
# --------------------------------------------------------------------------------------------
def _take_from_deck(enc: Encounter, init: dict[str, Any], card: int, deck: int) -> None:
    while len(init["decks"]) < deck:
        _open_deck(enc, init)
    left = init["decks"][deck - 1]
    if card not in left:
        raise RuleError(
            translate("yze", "{card_text} is not in the deck.").format(
                card_text=_card_text(card, deck).capitalize()
            )
        )
    left.remove(card)


def _open_deck(enc: Encounter, init: dict[str, Any]) -> int:
    init["decks"].append(deck_cards(enc))
    n = len(init["decks"])
    if n > 1:
        enc.add_log(
            "initiative",
            translate(
                "yze",
                "All cards of deck {n} are out: a {ordinal} deck (cards "
                "{deck_cards}–{deck_cards2}, marked deck {n2}) comes in. On "
                "equal numbers the card of the lower deck acts first.",
            ).format(
                n=n - 1,
                ordinal=_ordinal(n),
                deck_cards=deck_cards(enc)[0],
                deck_cards2=deck_cards(enc)[-1],
                n2=n,
            ),
            deck=n,
        )
    return n


def _deal_random(enc: Encounter, init: dict[str, Any]) -> tuple[int, int]:
    if not init["decks"]:
        _open_deck(enc, init)
    for i, left in enumerate(init["decks"]):
        if left:
            card = int(enc.dice.choice(sorted(left)))
            left.remove(card)
            return card, i + 1
    deck = _open_deck(enc, init)
    left = init["decks"][deck - 1]
    card = int(enc.dice.choice(sorted(left)))
    left.remove(card)
    return card, deck


def _return_card(init: dict[str, Any], entry: Mapping[str, Any]) -> None:
    deck = int(entry["deck"])
    while len(init["decks"]) < deck:
        init["decks"].append([])
    left = init["decks"][deck - 1]
    if entry["card"] not in left:
        left.append(entry["card"])
        left.sort()


def _add_entry(
    init: dict[str, Any], holder: str, card: int, deck: int, *, chosen: bool = False
) -> dict[str, Any]:
    entry = {
        "card": card,
        "deck": deck,
        "holder": holder,
        "is_group": holder in init["groups"],
        "chosen": chosen,
        "revealed": not init["hidden"],
    }
    init["cards"].append(entry)
    return entry


def _log_draw(enc: Encounter, init: Mapping[str, Any], entry: Mapping[str, Any]) -> None:
    holder = entry["holder"]
    card = _card_text(entry["card"], entry["deck"])
    who = _label(holder, entry, enc, init)
    if init["hidden"]:
        text = (
            translate("yze", "{who} draw a hidden card.")
            if entry["is_group"]
            else translate("yze", "{who} draws a hidden card.")
        ).format(who=who)
        if entry["is_group"]:
            text = translate("yze", "The GM draws a hidden card for {who}.").format(who=who)
    elif entry["is_group"]:
        text = translate(
            "yze", "The GM draws {card} for {who}; they act on it in the GM's order."
        ).format(card=card, who=who)
    else:
        text = translate("yze", "{holder} draws {card}.").format(holder=holder, card=card)
    enc.add_log(
        "initiative",
        text,
        combatant=None if entry["is_group"] else holder,
        group=holder if entry["is_group"] else None,
        card=entry["card"],
        deck=entry["deck"],
        hidden=bool(init["hidden"]),
    )


# --------------------------------------------------------------------------------------------
# groups
# --------------------------------------------------------------------------------------------
def _check_group(enc: Encounter, init: Mapping[str, Any], group: str, names: Sequence[str]) -> None:
    if not isinstance(group, str) or not group.strip():
        raise RuleError(translate("yze", "A group needs a name."))
    if group in enc:
        raise RuleError(
            translate(
                "yze", "{group!r} is a combatant's name; give the group another name."
            ).format(group=group)
        )
    if not names:
        raise RuleError(translate("yze", "Group {group} has no members.").format(group=group))
    if len(set(names)) != len(names):
        raise RuleError(translate("yze", "Group {group} lists someone twice.").format(group=group))
    for n in names:
        c = enc.combatant(n)
        if c.side != "npc":
            raise RuleError(
                translate(
                    "yze",
                    "{n} is a player character: only NPCs share a group card (NPC initiative).",
                ).format(n=n)
            )
        other = _group_of(init, n)
        if other is not None and other != group:
            raise RuleError(
                translate("yze", "{n} is already in group {other}.").format(n=n, other=other)
            )
        if _entry_of_holder(init, n) is not None:
            raise RuleError(translate("yze", "{n} already holds a card of their own.").format(n=n))


def set_group_order(enc: Encounter, group: str, names: Sequence[str]) -> None:
    """Define an NPC group (one card for all) or set the order its members act in.

    An existing group is reordered: ``names`` must be its members (add one with
    :func:`join_initiative`). A new group is only possible for NPCs that hold no card yet.
    """
    names = list(names)
    init_v = _view(enc)
    with enc.transaction(translate("yze", "Order of group {group}").format(group=group)):
        init = initiative_state(enc)
        if group in init["groups"]:
            members = [m for m in init["groups"][group] if m in enc]
            if sorted(names) != sorted(members):
                raise RuleError(
                    translate(
                        "yze",
                        "List exactly the members of {group} ({members}); new "
                        "members join through join_initiative.",
                    ).format(group=group, members=", ".join(members))
                )
            if names == init_v["groups"][group]:
                return
            init["groups"][group] = names
            enc.add_log(
                "initiative",
                translate("yze", "{group} will act in this order: {names}.").format(
                    group=group, names=", ".join(names)
                ),
                group=group,
            )
        else:
            _check_group(enc, init, group, names)
            init["groups"][group] = names
            enc.add_log(
                "initiative",
                translate(
                    "yze", "The GM groups {names} as {group}: one card for all, in this order."
                ).format(names=", ".join(names), group=group),
                group=group,
            )


def group_members(enc: Encounter, group: str) -> list[str]:
    """The members of ``group`` in acting order ([] for an unknown group)."""
    return [n for n in _view(enc)["groups"].get(group, []) if n in enc]


# --------------------------------------------------------------------------------------------
# drawing
# --------------------------------------------------------------------------------------------
def _register_groups(
    enc: Encounter, init: dict[str, Any], groups: Mapping[str, Sequence[str]] | None
) -> None:
    for group, names in (groups or {}).items():
        if group in init["groups"]:
            if sorted(init["groups"][group]) != sorted(names):
                raise RuleError(
                    translate("yze", "Group {group} already exists with other members.").format(
                        group=group
                    )
                )
            init["groups"][group] = list(names)
            continue
        _check_group(enc, init, group, list(names))
        init["groups"][group] = list(names)


def _holders_for(enc: Encounter, init: Mapping[str, Any], names: Iterable[str]) -> list[str]:
    out: list[str] = []
    for n in names:
        holder = n if n in init["groups"] else _holder_of(init, enc.combatant(n).name)
        if holder not in out:
            out.append(holder)
    return out


def _deal(enc: Encounter, init: dict[str, Any], holders: Sequence[str]) -> list[dict[str, Any]]:
    dealt = []
    for holder in holders:
        if _entry_of_holder(init, holder) is not None:
            continue
        card, deck = _deal_random(enc, init)
        entry = _add_entry(init, holder, card, deck)
        _log_draw(enc, init, entry)
        dealt.append(dict(entry))
    init["drawn"] = True
    return dealt


def draw_initiative(
    enc: Encounter,
    names: Iterable[str] | None = None,
    groups: Mapping[str, Sequence[str]] | None = None,
) -> list[dict[str, Any]]:
    """Deal initiative cards (COMPRANDO A INICIATIVA): one per PC, one per NPC or NPC group.

    ``names`` defaults to every living combatant; ``groups`` maps a group name to its NPC members
    in acting order (one card for the group). Whoever already holds a card (a surprise pick) keeps
    it; the others draw from what is left of the deck, then from a second deck (see the module
    docstring for the tie rule). Returns the cards dealt (``{"card", "deck", "holder", …}``).
    """
    with enc.transaction(translate("yze", "Draw initiative")):
        init = initiative_state(enc)
        if init["started"]:
            raise RuleError(
                translate(
                    "yze",
                    "The fight is on: initiative is drawn once, at the start, "
                    "and kept for the whole fight. Use join_initiative for a "
                    "newcomer.",
                )
            )
        _register_groups(enc, init, groups)
        living = [c.name for c in enc if not is_dead(enc, c.name)]
        pool = living if names is None else list(names)
        holders = _holders_for(enc, init, pool)
        for group in groups or {}:
            if group not in holders:
                holders.append(group)
        todo = [h for h in holders if _entry_of_holder(init, h) is None]
        if not todo:
            raise RuleError(translate("yze", "Everyone named already holds an initiative card."))
        return _deal(enc, init, todo)


def redraw_initiative(enc: Encounter) -> list[dict[str, Any]]:
    """Before the fight starts: put every card back and deal again (groups are kept)."""
    with enc.transaction(translate("yze", "Redraw initiative")):
        init = initiative_state(enc)
        if init["started"]:
            raise RuleError(
                translate(
                    "yze",
                    "The order stays the same for the whole fight (drawing "
                    "initiative); end the fight to draw again.",
                )
            )
        holders = [e["holder"] for e in _sorted_entries(init)]
        if not holders:
            raise RuleError(translate("yze", "No cards have been drawn yet."))
        init["cards"] = []
        init["decks"] = []
        enc.add_log(
            "initiative", translate("yze", "All initiative cards go back and are dealt again.")
        )
        return _deal(enc, init, holders)


def choose_card(enc: Encounter, name: str, card: int, *, deck: int = 1) -> dict[str, Any]:
    """A surprising attacker (SURPRESA) picks ``card`` instead of drawing.

    ``name`` is a combatant or a group. The card leaves the deck before the others draw; a card
    someone already holds can't be picked. Only before the fight starts.
    """
    with enc.transaction(
        translate("yze", "{name} picks initiative card {card}").format(name=name, card=card)
    ):
        init = initiative_state(enc)
        if init["started"]:
            raise RuleError(
                translate("yze", "A surprise pick happens as the fight begins, not during it.")
            )
        if name not in init["groups"]:
            enc.combatant(name)
        holder = name if name in init["groups"] else _holder_of(init, name)
        cards = deck_cards(enc)
        if card not in cards:
            raise RuleError(
                translate(
                    "yze", "There is no card {card}: the deck holds {cards}–{cards2}."
                ).format(card=card, cards=cards[0], cards2=cards[-1])
            )
        for entry in init["cards"]:
            if (entry["card"], entry["deck"]) == (card, deck) and entry["holder"] != holder:
                raise RuleError(
                    translate("yze", "{holder} already holds {card_text}; pick another.").format(
                        holder=entry["holder"], card_text=_card_text(card, deck)
                    )
                )
        old = _entry_of_holder(init, holder)
        if old is not None:
            if (old["card"], old["deck"]) == (card, deck):
                return dict(old)
            init["cards"].remove(old)
            _return_card(init, old)
        _take_from_deck(enc, init, card, deck)
        entry = _add_entry(init, holder, card, deck, chosen=True)
        init["drawn"] = True
        enc.add_log(
            "initiative",
            translate("yze", "{holder} strikes by surprise and picks {card_text}.").format(
                holder=holder, card_text=_card_text(card, deck)
            ),
            combatant=None if entry["is_group"] else holder,
            group=holder if entry["is_group"] else None,
            card=card,
            deck=deck,
        )
        return dict(entry)


def ambush(
    enc: Encounter,
    ambushers: Mapping[str, int] | Sequence[str],
    victims_failed: Sequence[str],
    *,
    groups: Mapping[str, Sequence[str]] | None = None,
) -> list[dict[str, Any]]:
    """Deal initiative for an ambush (EMBOSCADA) in one step.

    1. The ambushers choose their cards as for surprise (``initiative.json``/
       ``ambush_sneak_attacks.json`` choices): a mapping ``name → card``; a plain list gives
       them the best free cards (1, 2, …) in the order listed.
    2. Victims who failed their Observation roll (see :func:`ambush_observation`) get the worst
       cards: the highest free numbers counting down from #10, dealt at random among them
       (reading ``yze.ambush_failed_cards``).
    3. Everyone else — victims who spotted the ambush too — draws from what is left.

    Returns every card entry of the order.
    """
    with enc.transaction(translate("yze", "Ambush: initiative")):
        init = initiative_state(enc)
        if init["started"] or any(not e["chosen"] for e in init["cards"]):
            raise RuleError(
                translate(
                    "yze", "Initiative is already drawn; an ambush deals it as the fight begins."
                )
            )
        _register_groups(enc, init, groups)
        picks: list[tuple[str, int]]
        if isinstance(ambushers, Mapping):
            picks = [(n, int(c)) for n, c in ambushers.items()]
        else:
            free = [c for c in deck_cards(enc) if not _held(init, c, 1)]
            names = list(ambushers)
            if len(names) > len(free):
                raise RuleError(translate("yze", "More ambushers than cards left to pick."))
            picks = list(zip(names, free, strict=False))
        picked_holders = set()
        for n, c in picks:
            entry = choose_card(enc, n, c)
            picked_holders.add(entry["holder"])
        failed = _holders_for(enc, init, victims_failed)
        clash = [h for h in failed if h in picked_holders]
        if clash:
            raise RuleError(
                translate("yze", "{clash} can't both lay the ambush and fall into it.").format(
                    clash=", ".join(clash)
                )
            )
        if failed:
            if not init["decks"]:
                _open_deck(enc, init)
            worst: list[tuple[int, int]] = []
            deck_no = 1
            while len(worst) < len(failed):
                while len(init["decks"]) < deck_no:
                    _open_deck(enc, init)
                left = sorted(init["decks"][deck_no - 1], reverse=True)
                worst += [(c, deck_no) for c in left[: len(failed) - len(worst)]]
                deck_no += 1
            order = list(failed)
            enc.dice.shuffle(order)
            for holder, (card, deck) in zip(order, worst, strict=True):
                _take_from_deck(enc, init, card, deck)
                entry = _add_entry(init, holder, card, deck)
                enc.add_log(
                    "initiative",
                    (
                        translate(
                            "yze",
                            "Ambush! {label} failed to spot it and get {card_text} "
                            "(the worst cards, from #{deck_cards} down, dealt at random).",
                        )
                        if entry["is_group"]
                        else translate(
                            "yze",
                            "Ambush! {label} failed to spot it and gets {card_text} "
                            "(the worst cards, from #{deck_cards} down, dealt at random).",
                        )
                    ).format(
                        label=_label(holder, entry, enc, init),
                        card_text=_card_text(card, deck),
                        deck_cards=deck_cards(enc)[-1],
                    ),
                    combatant=None if entry["is_group"] else holder,
                    group=holder if entry["is_group"] else None,
                    card=card,
                    deck=deck,
                )
        rest = [
            h
            for h in _holders_for(enc, init, [c.name for c in enc if not is_dead(enc, c.name)])
            if _entry_of_holder(init, h) is None
        ]
        rest += [g for g in (groups or {}) if g not in rest and _entry_of_holder(init, g) is None]
        _deal(enc, init, rest)
        return [dict(e) for e in _sorted_entries(init)]


def _held(init: Mapping[str, Any], card: int, deck: int) -> bool:
    return any((e["card"], e["deck"]) == (card, deck) for e in init["cards"])


def ambush_observation(
    enc: Encounter, victims: Sequence[str], *, well_prepared: bool = False
) -> dict[str, PoolRoll | StepRoll]:
    """Each victim rolls Observation to spot an ambush (−2 if the ambushers are well prepared,
    ``ambush_sneak_attacks.json`` row ``ambush_detection``). Logged; returns the rolls — pass
    the names whose roll failed to :func:`ambush` as ``victims_failed``."""
    from core.rules.yze.skills import roll_skill

    row = _row(enc, "ambush_sneak_attacks", "ambush_detection")
    mod = int(row["well_prepared_modifier"]) if well_prepared else 0
    out: dict[str, PoolRoll | StepRoll] = {}
    with enc.transaction(translate("yze", "Spot the ambush")):
        for n in victims:
            roll = roll_skill(
                enc,
                n,
                row["roll_skill"],
                modifier=mod,
                label=translate("yze", "{n}: Observation").format(n=n),
            )
            out[n] = roll
            verdict = (
                translate("yze", "spots the ambush")
                if roll.success
                else translate("yze", "doesn't see it coming")
            )
            extra = (
                translate("yze", " ({mod:+d}: the ambushers are well prepared)").format(mod=mod)
                if mod
                else ""
            )
            enc.add_log(
                "roll",
                translate("yze", "{n} rolls Observation{extra}: {roll} — {verdict}.").format(
                    n=n, extra=extra, roll=roll.describe(), verdict=verdict
                ),
                combatant=n,
                roll=roll.to_dict(),
                modifier=mod,
            )
    return out


def sneak_attack_roll(
    enc: Encounter, attacker: str, *, melee: bool = True, success: bool | None = None
) -> PoolRoll | StepRoll | None:
    """Stealth roll for a sneak attack (ATAQUE FURTIVO), −2 when closing to Engaged range for a
    melee attack (``ambush_sneak_attacks.json`` row ``sneak_attack_roll``). Logged, and kept for
    the attack (:func:`sneak_refusal`); ``success`` enters a roll made at the table instead
    (returns ``None``).

    On success the attack counts as surprising: let the attacker :func:`choose_card`. On failure
    the enemy notices: :func:`draw_initiative` for everyone, and no sneak attack.
    """
    from core.rules.yze.skills import roll_skill

    row = _row(enc, "ambush_sneak_attacks", "sneak_attack_roll")
    mod = int(row["engaged_approach_modifier"]) if melee else 0
    with enc.transaction(translate("yze", "{attacker}: sneak attack").format(attacker=attacker)):
        roll = None
        if success is None:
            label = translate("yze", "{attacker}: Stealth").format(attacker=attacker)
            roll = roll_skill(enc, attacker, row["roll_skill"], modifier=mod, label=label)
            success = bool(roll.success)
        _log_sneak(enc, attacker, mod, roll, success)
        enc.ruleset.combatant_state(enc, attacker)[SNEAK_KEY] = {
            "success": success,
            "melee": bool(melee),
        }
    return roll


def _log_sneak(
    enc: Encounter, attacker: str, mod: int, roll: PoolRoll | StepRoll | None, success: bool
) -> None:
    extra = (
        translate("yze", " ({mod:+d} for closing to Engaged range)").format(mod=mod) if mod else ""
    )
    verdict = (
        translate("yze", "unseen: the attack is surprising, pick any initiative card")
        if success
        else translate("yze", "spotted: the enemy notices, draw initiative")
    )
    data: dict[str, Any] = {} if roll is None else {"roll": roll.to_dict()}
    said = (
        roll.describe()
        if roll is not None
        else translate("yze", "rolled at the table, ") + ("success" if success else "failure")
    )
    enc.add_log(
        "roll",
        translate("yze", "{attacker} sneaks up{extra}: {said} — {verdict}.").format(
            attacker=attacker, extra=extra, said=said, verdict=verdict
        ),
        combatant=attacker,
        modifier=mod,
        success=success,
        **data,
    )


SNEAK_KEY = "sneak_roll"
"""Where a combatant's last sneak-attack Stealth roll waits for the attack (their state)."""


def sneak_roll(enc: Encounter, name: str) -> dict[str, bool] | None:
    """``name``'s Stealth roll waiting for their sneak attack (``success``, ``melee``: made with
    the −2 for closing to Engaged range), or ``None``."""
    rec = enc.state.get("combatants", {}).get(name, {}).get(SNEAK_KEY)
    return dict(rec) if rec else None


def sneak_refusal(enc: Encounter, attacker: str, *, melee: bool) -> str | None:
    """Why ``attacker`` can't make a sneak attack now (ATAQUE FURTIVO: "Primeiro, você faz uma
    rolagem de Furtividade … Se você falhar, o inimigo o percebe"), or ``None``."""
    rec = sneak_roll(enc, attacker)
    if rec is None:
        return translate(
            "yze",
            "{attacker} has no Stealth roll for a sneak attack: roll it "
            "first (GM tools ▸ Sneak attack: Stealth roll) (sneak "
            "attack).",
        ).format(attacker=attacker)
    if not rec["success"]:
        return translate(
            "yze",
            "{attacker} failed the Stealth roll: the enemy noticed them, "
            "so this can't be a sneak attack — draw initiative and "
            "attack without it (sneak attack).",
        ).format(attacker=attacker)
    if melee and not rec["melee"]:
        return translate(
            "yze",
            "{attacker}'s Stealth roll was made without the −2 for "
            "closing to Engaged range: roll it again for a melee sneak "
            "attack (sneak attack).",
        ).format(attacker=attacker)
    return None


def use_sneak_roll(enc: Encounter, attacker: str) -> None:
    """The sneak attack is made: its Stealth roll is spent (one attacker, one target, one attack;
    inside the attack's transaction)."""
    enc.ruleset.combatant_state(enc, attacker).pop(SNEAK_KEY, None)


# --------------------------------------------------------------------------------------------
# hidden initiative
# --------------------------------------------------------------------------------------------
def set_hidden_initiative(enc: Encounter, on: bool) -> None:
    """Switch the hidden-initiative variant (INICIATIVA OCULTA) on or off.

    On: cards are secret until their number is called, and redrawn at the start of each round.
    Switched on mid-fight, cards not yet called this round are turned face down.
    """
    with enc.transaction(translate("yze", "Hidden initiative ") + ("on" if on else "off")):
        init = initiative_state(enc)
        if bool(init["hidden"]) == bool(on):
            return
        init["hidden"] = bool(on)
        cur = _current_slot(enc, init)
        for entry in init["cards"]:
            passed = cur is not None and (entry["card"], entry["deck"]) <= (cur.card, cur.deck)
            entry["revealed"] = (not on) or passed
        enc.add_log(
            "initiative",
            translate(
                "yze",
                "Hidden initiative: cards are secret and drawn again every "
                "round; the GM calls the numbers from #1.",
            )
            if on
            else translate(
                "yze", "Hidden initiative off: the cards are face up and kept for the whole fight."
            ),
            hidden=bool(on),
        )


def _redraw_hidden(enc: Encounter, init: dict[str, Any]) -> None:
    holders = [e["holder"] for e in _sorted_entries(init)]
    init["cards"] = []
    init["decks"] = []
    enc.add_log(
        "initiative",
        translate("yze", "Round {number}: hidden initiative — every card is drawn again.").format(
            number=enc.round.number
        ),
    )
    _deal(enc, init, holders)


# --------------------------------------------------------------------------------------------
# turns
# --------------------------------------------------------------------------------------------
def current_turn(enc: Encounter) -> str | None:
    """Whose turn it is (for a group card: the member acting now), or ``None``."""
    init = _view(enc)
    if not init["started"]:
        return None
    slot = _current_slot(enc, init)
    return slot.name if slot else None


def is_own_turn(enc: Encounter, name: str) -> bool:
    """True while it is ``name``'s turn."""
    return current_turn(enc) == name


def fight_started(enc: Encounter) -> bool:
    """True once :func:`start_fight` ran (and until :func:`end_fight`)."""
    return bool(_view(enc)["started"])


def _reveal(enc: Encounter, init: Mapping[str, Any], slot: _Slot) -> None:
    for entry in init["cards"]:
        if (entry["card"], entry["deck"]) == (slot.card, slot.deck) and not entry["revealed"]:
            entry["revealed"] = True
            enc.add_log(
                "initiative",
                translate("yze", "The GM calls #{card}: {holder} shows {card_text}.").format(
                    card=slot.card,
                    holder=entry["holder"],
                    card_text=_card_text(slot.card, slot.deck),
                ),
                combatant=None if entry["is_group"] else entry["holder"],
                group=entry["holder"] if entry["is_group"] else None,
                card=slot.card,
                deck=slot.deck,
            )


def _begin_round(enc: Encounter, init: dict[str, Any]) -> None:
    fx = _effects()
    if fx is not None:
        fx.on_round_end(enc)
    for hook in list(ROUND_END_HOOKS):
        hook(enc, enc.round.number)
    enc.next_round()
    init["acted"] = []
    for name, per in list(enc.state.get("combatants", {}).items()):
        if name in enc and isinstance(per, dict) and "turn" in per:
            turn_state(enc, name)  # drop last round's free actions, blocks and help
    if init["hidden"]:
        _redraw_hidden(enc, init)
    enc.add_log(
        "round",
        translate("yze", "Round {number} begins: everyone's actions refresh.").format(
            number=enc.round.number
        ),
    )
    for hook in list(ROUND_START_HOOKS):
        hook(enc, enc.round.number)


def _advance(enc: Encounter, init: dict[str, Any], after: tuple[int, int, int] | None) -> None:
    """Move the turn to the first slot after ``after`` whose turn hasn't come this round;
    starting new rounds as needed. Broken combatants' points come and pass; the dead are
    skipped."""
    new_rounds = 0
    while True:
        slot = next(
            (
                s
                for s in _slots(enc, init)
                if (after is None or s.key > after) and s.name not in init["acted"]
            ),
            None,
        )
        if slot is None:
            if new_rounds >= 1:
                init["current"] = None
                enc.add_log("turn", translate("yze", "Nobody in the order can act."))
                return
            _begin_round(enc, init)
            new_rounds += 1
            after = None
            continue
        after = slot.key
        if is_dead(enc, slot.name):
            init["acted"].append(slot.name)
            continue
        init["current"] = {"card": slot.card, "deck": slot.deck, "name": slot.name}
        _reveal(enc, init, slot)
        broken_before = is_broken(enc, slot.name)
        enc.add_log(
            "turn",
            translate("yze", "{name}'s turn ({card_text}, round {number})").format(
                name=slot.name, card_text=_card_text(slot.card, slot.deck), number=enc.round.number
            )
            + (
                translate("yze", ": broken, no actions — the turn passes.")
                if broken_before
                else "."
            ),
            combatant=slot.name,
            card=slot.card,
            deck=slot.deck,
        )
        _turn_starts(enc, slot.name)
        if broken_before or is_broken(enc, slot.name) or is_dead(enc, slot.name):
            if not broken_before:
                text = translate("yze", "{name} can't act now; the turn passes.").format(
                    name=slot.name
                )
                enc.add_log("turn", text, combatant=slot.name)
            init["acted"].append(slot.name)
            _turn_ends(enc, slot.name)
            continue
        return


def start_fight(enc: Encounter) -> None:
    """Begin the turns: the first round begins (round-start hooks) and the lowest card acts.

    Everyone who hasn't got a card yet should draw first (:func:`draw_initiative`).
    """
    with enc.transaction(translate("yze", "Start the fight")):
        init = initiative_state(enc)
        if init["started"]:
            raise RuleError(translate("yze", "The fight has already started."))
        if not init["cards"]:
            raise RuleError(translate("yze", "Draw initiative first: nobody holds a card."))
        init["started"] = True
        init["first_round"] = enc.round.number
        init["acted"] = []
        init["current"] = None
        enc.add_log(
            "round",
            translate("yze", "The fight begins: round {number}.").format(number=enc.round.number),
        )
        for hook in list(ROUND_START_HOOKS):
            hook(enc, enc.round.number)
        _advance(enc, init, None)


def next_turn(enc: Encounter) -> str | None:
    """End the current turn and start the next one (a group's next member, or the next card).

    After the last turn of the round a new round begins: ``enc.next_round()`` refreshes every
    combatant's actions, round-start hooks run, and (hidden variant) the cards are drawn again.
    Returns whose turn it is now.
    """
    with enc.transaction(translate("yze", "Next turn")):
        init = initiative_state(enc)
        if not init["started"]:
            raise RuleError(
                translate("yze", "The fight hasn't started: draw initiative and start it first.")
            )
        cur = _current_slot(enc, init)
        after: tuple[int, int, int] | None = None
        if cur is not None:
            if cur.name not in init["acted"]:
                init["acted"].append(cur.name)
            _turn_ends(enc, cur.name)
            after = cur.key
        elif init["current"]:
            # the current combatant left or was removed: continue after their card
            c = init["current"]
            after = (c["card"], c["deck"], 10**6)
        _advance(enc, init, after)
        return current_turn(enc)


def skip_to_next_round(enc: Encounter) -> str | None:
    """End the round now: every turn still to come this round starts and passes in order (so
    turn-start hooks such as death rolls still run), then the next round begins."""
    with enc.transaction(translate("yze", "Next round")):
        init = initiative_state(enc)
        if not init["started"]:
            raise RuleError(
                translate("yze", "The fight hasn't started: draw initiative and start it first.")
            )
        start = enc.round.number
        guard = len(_slots(enc, init)) + 2
        while enc.round.number == start and guard > 0:
            next_turn(enc)
            if init["current"] is None:
                break
            guard -= 1
        return current_turn(enc)


def end_fight(enc: Encounter) -> None:
    """The fight is over: the cards go back (the order is forgotten; the log keeps it)."""
    with enc.transaction(translate("yze", "End the fight")):
        if "initiative" not in enc.state:
            return
        enc.state["initiative"] = _empty_state(enc) | {"hidden": initiative_state(enc)["hidden"]}
        enc.add_log("round", translate("yze", "The fight is over."))


# --------------------------------------------------------------------------------------------
# swap
# --------------------------------------------------------------------------------------------
def received_this_round(enc: Encounter, name: str) -> bool:
    """True when ``name`` received a card in a swap this round (they can't swap it on)."""
    return _received_now(enc, name)


def _received_now(enc: Encounter, name: str) -> bool:
    """:func:`received_this_round` read straight from the state (``turn_view`` copies the whole
    turn; the order asks this for every card)."""
    per = enc.state.get("combatants", {}).get(name, {})
    turn = per.get("turn") if isinstance(per, dict) else None
    return isinstance(turn, dict) and turn.get("received_round") == enc.round.number


def swap_refusal(enc: Encounter, name: str, other: str) -> str | None:
    """Why ``name`` can't swap initiative with ``other`` now, or ``None`` (TROCANDO A INICIATIVA).

    ``name`` must be on their own turn and not have acted this round (no action spent, no free
    action), and not be holding a card just received in a swap this round; ``other``'s turn must
    not have come yet this round. For a group card the whole group's card changes hands.
    """
    init = _view(enc)
    if not init["started"]:
        return translate("yze", "Cards are swapped during the fight, on your own turn.")
    if name not in enc:
        return translate("yze", "There is no combatant called {name!r}.").format(name=name)
    if current_turn(enc) != name:
        return translate(
            "yze", "It isn't {name}'s turn: a swap is declared on your own turn."
        ).format(name=name)
    spent = enc.actions_spent(name)
    turn = turn_view(enc, name)
    if any(spent.values()) or turn["free"]:
        return translate(
            "yze", "{name} has already acted this round: swap before taking any action."
        ).format(name=name)
    if received_this_round(enc, name):
        return translate(
            "yze",
            "{name} has just received this card in a swap and can't swap "
            "it again until the next round.",
        ).format(name=name)
    mine = _entry_of(init, name)
    other_is_group = other in init["groups"]
    if not other_is_group and other not in enc:
        return translate("yze", "There is no combatant called {other!r}.").format(other=other)
    theirs = _entry_of(init, other)
    if mine is None:
        return translate("yze", "{name} holds no initiative card.").format(name=name)
    if theirs is None:
        return translate("yze", "{other} holds no initiative card.").format(other=other)
    if theirs is mine:
        return translate("yze", "{name} and {other} act on the same card.").format(
            name=name, other=other
        )
    if mine["is_group"]:
        started = [m for m in _members(enc, init, mine) if m in init["acted"]]
        if started:
            return translate(
                "yze",
                "{holder} has already begun its turn ({started} acted): the "
                "group's card can't change hands now.",
            ).format(holder=mine["holder"], started=", ".join(started))
    members = _members(enc, init, theirs)
    cur = _current_slot(enc, init)
    assert cur is not None
    if (theirs["card"], theirs["deck"]) < (cur.card, cur.deck) or any(
        m in init["acted"] for m in members
    ):
        return translate("yze", "{other}'s turn has already come this round.").format(other=other)
    able = [m for m in members if not is_dead(enc, m) and not is_broken(enc, m)]
    if not able:
        state = "dead" if all(is_dead(enc, m) for m in members) else "broken"
        return translate(
            "yze", "{other} is {state} and can't act: there is no one to swap with."
        ).format(other=other, state=state)
    return None


def swap_initiative(enc: Encounter, name: str, other: str) -> None:
    """Swap ``name``'s card with ``other``'s (TROCANDO A INICIATIVA); ``other`` acts at once.

    ``other`` can't refuse and becomes the current turn (their turn-start hooks run); ``name``
    will act when their new card comes up. Whoever *received* a card and acts at once (``other``,
    or each member of ``other``'s group) can't swap it again until the next round — reading of
    "um personagem não pode trocar imediatamente sua iniciativa quando acaba de receber uma
    nova": the one who must act immediately. Raises :class:`RuleError` with the reason otherwise.
    """
    with enc.transaction(
        translate("yze", "{name} swaps initiative with {other}").format(name=name, other=other)
    ):
        reason = swap_refusal(enc, name, other)
        if reason:
            raise RuleError(reason)
        init = initiative_state(enc)
        mine = _entry_of(init, name)
        theirs = _entry_of(init, other)
        assert mine is not None and theirs is not None
        my_card, my_deck = mine["card"], mine["deck"]
        their_card, their_deck = theirs["card"], theirs["deck"]
        mine["card"], mine["deck"] = their_card, their_deck
        theirs["card"], theirs["deck"] = my_card, my_deck
        mine["revealed"], theirs["revealed"] = theirs["revealed"], True
        receivers = _members(enc, init, theirs)
        for m in receivers:
            turn_state(enc, m)["received_round"] = enc.round.number
        first = next(m for m in receivers if not is_dead(enc, m) and not is_broken(enc, m))
        for m in receivers[: receivers.index(first)]:
            init["acted"].append(m)
        init["current"] = {"card": my_card, "deck": my_deck, "name": first}
        their_label = _label(theirs["holder"], theirs, enc, init)
        enc.add_log(
            "swap",
            translate(
                "yze",
                "{name} swaps initiative with {their_label}: {holder} takes "
                "{card_text} and acts now; {holder2} will act on "
                "{card_text2}.",
            ).format(
                name=name,
                their_label=their_label,
                holder=theirs["holder"],
                card_text=_card_text(my_card, my_deck),
                holder2=mine["holder"],
                card_text2=_card_text(their_card, their_deck),
            ),
            combatant=name,
            other=other,
            cards=[[my_card, my_deck], [their_card, their_deck]],
        )
        _turn_starts(enc, first)


# --------------------------------------------------------------------------------------------
# joining and leaving
# --------------------------------------------------------------------------------------------
def join_initiative(enc: Encounter, name: str, *, group: str | None = None) -> dict[str, Any]:
    """A newcomer enters the order: draws a card from what is left (or the next deck), or joins
    an NPC ``group`` (acting last in it). If the card's point of this round has already passed,
    they act from the next round."""
    with enc.transaction(translate("yze", "{name} joins the fight").format(name=name)):
        init = initiative_state(enc)
        enc.combatant(name)
        if _entry_of(init, name) is not None:
            raise RuleError(
                translate("yze", "{name} is already in the initiative order.").format(name=name)
            )
        if group is not None:
            if group not in init["groups"]:
                raise RuleError(
                    translate("yze", "There is no group called {group!r}.").format(group=group)
                )
            if enc.combatant(name).side != "npc":
                raise RuleError(
                    translate(
                        "yze", "{name} is a player character: only NPCs join a group card."
                    ).format(name=name)
                )
            init["groups"][group].append(name)
            entry = _entry_of_holder(init, group)
            enc.add_log(
                "initiative",
                translate("yze", "{name} joins {group} and acts last in it.").format(
                    name=name, group=group
                ),
                combatant=name,
            )
        else:
            card, deck = _deal_random(enc, init)
            entry = _add_entry(init, name, card, deck)
            init["drawn"] = True
            _log_draw(enc, init, entry)
        cur = _current_slot(enc, init)
        if (
            entry is not None
            and cur is not None
            and (entry["card"], entry["deck"])
            < (
                cur.card,
                cur.deck,
            )
        ):
            enc.add_log(
                "initiative",
                translate(
                    "yze", "{card_text} has passed this round: {name} acts from round {number}."
                ).format(
                    card_text=_card_text(entry["card"], entry["deck"]).capitalize(),
                    name=name,
                    number=enc.round.number + 1,
                ),
                combatant=name,
            )
        return dict(entry) if entry else {}


def leave_initiative(enc: Encounter, name: str) -> None:
    """``name`` leaves the order; their card goes back to its deck (a group's card goes back
    when its last member leaves). If it was their turn, the next turn starts."""
    with enc.transaction(translate("yze", "{name} leaves the fight").format(name=name)):
        init = initiative_state(enc)
        was_current = init["current"] is not None and init["current"]["name"] == name
        cur = _current_slot(enc, init)
        _remove_name(enc, init, name)
        if was_current and init["started"]:
            after = cur.key if cur else None
            _advance(enc, init, after)


def _remove_name(enc: Encounter, init: dict[str, Any], name: str) -> None:
    group = _group_of(init, name)
    if group is not None:
        init["groups"][group].remove(name)
        enc.add_log(
            "initiative",
            translate("yze", "{name} leaves {group}.").format(name=name, group=group),
            combatant=name,
        )
        if init["groups"][group]:
            return
        del init["groups"][group]
        holder = group
    else:
        holder = name
    entry = _entry_of_holder(init, holder)
    if entry is None:
        if group is None:
            raise RuleError(
                translate("yze", "{name} is not in the initiative order.").format(name=name)
            )
        return
    init["cards"].remove(entry)
    _return_card(init, entry)
    enc.add_log(
        "initiative",
        translate("yze", "{holder} leaves the order; {card_text} goes back to the deck.").format(
            holder=holder, card_text=_card_text(entry["card"], entry["deck"])
        ),
        combatant=None if group else name,
        card=entry["card"],
        deck=entry["deck"],
    )


def remove_from_initiative(enc: Encounter, name: str) -> None:
    """For ``Ruleset.remove_from_state`` (already inside a transaction): forget ``name``."""
    init = enc.state.get("initiative")
    if not isinstance(init, dict):
        return
    if _entry_of(init, name) is None and _group_of(init, name) is None:
        return
    _remove_name(enc, init, name)
    if name in init.get("acted", []):
        init["acted"].remove(name)


def rename_in_initiative(enc: Encounter, old: str, new: str) -> None:
    """For ``Ruleset.rename_in_state``: follow a renamed combatant through the order."""
    init = enc.state.get("initiative")
    if not isinstance(init, dict):
        return
    for entry in init.get("cards", []):
        if entry["holder"] == old and not entry["is_group"]:
            entry["holder"] = new
    for members in init.get("groups", {}).values():
        members[:] = [new if m == old else m for m in members]
    init["acted"] = [new if m == old else m for m in init.get("acted", [])]
    cur = init.get("current")
    if cur and cur.get("name") == old:
        cur["name"] = new


def validate_initiative(enc: Encounter) -> None:
    """For ``Ruleset.validate_state`` on a loaded file: raise ``ValueError`` naming the bad field
    of ``enc.state["initiative"]`` (nothing to check when it is absent)."""
    init = enc.state.get("initiative")
    if init is None:
        return
    if not isinstance(init, dict):
        raise ValueError(translate("yze", "initiative: expected an object"))
    for key in ("drawn", "started", "hidden"):
        if key in init and not isinstance(init[key], bool):
            raise ValueError(
                translate("yze", "initiative.{key}: expected true or false").format(key=key)
            )
    groups = init.get("groups", {})
    if not isinstance(groups, dict) or not all(
        isinstance(m, list) and all(isinstance(n, str) for n in m) for m in groups.values()
    ):
        raise ValueError(translate("yze", "initiative.groups: expected group → list of names"))
    decks = init.get("decks", [])
    if not isinstance(decks, list) or not all(
        isinstance(d, list) and all(isinstance(c, int) for c in d) for d in decks
    ):
        raise ValueError(translate("yze", "initiative.decks: expected lists of card numbers"))
    seen: set[tuple[int, int]] = set()
    for i, entry in enumerate(init.get("cards", [])):
        where = f"initiative.cards[{i}]"
        if not isinstance(entry, dict):
            raise ValueError(translate("yze", "{where}: expected an object").format(where=where))
        for key, typ in (("card", int), ("deck", int), ("holder", str), ("is_group", bool)):
            if not isinstance(entry.get(key), typ) or (typ is int and isinstance(entry[key], bool)):
                raise ValueError(
                    translate("yze", "{where}.{key}: expected {name}").format(
                        where=where, key=key, name=typ.__name__
                    )
                )
        if entry["deck"] < 1:
            raise ValueError(
                translate("yze", "{where}.deck: decks are numbered from 1").format(where=where)
            )
        if (entry["card"], entry["deck"]) in seen:
            raise ValueError(
                translate("yze", "{where}: card {card} of deck {deck} is dealt twice").format(
                    where=where, card=entry["card"], deck=entry["deck"]
                )
            )
        seen.add((entry["card"], entry["deck"]))
        if entry["is_group"] and entry["holder"] not in groups:
            raise ValueError(
                translate("yze", "{where}.holder: no group called {holder!r}").format(
                    where=where, holder=entry["holder"]
                )
            )
        if not entry["is_group"] and entry["holder"] not in enc:
            raise ValueError(
                translate("yze", "{where}.holder: no combatant called {holder!r}").format(
                    where=where, holder=entry["holder"]
                )
            )
    for name in init.get("acted", []):
        if not isinstance(name, str):
            raise ValueError(translate("yze", "initiative.acted: expected names"))
    cur = init.get("current")
    if cur is not None and not (
        isinstance(cur, dict)
        and isinstance(cur.get("card"), int)
        and isinstance(cur.get("deck"), int)
        and isinstance(cur.get("name"), str)
    ):
        raise ValueError(
            translate("yze", "initiative.current: expected {card, deck, name} or null")
        )


# --------------------------------------------------------------------------------------------
# views
# --------------------------------------------------------------------------------------------
def initiative_order(enc: Encounter) -> list[dict[str, Any]]:
    """The cards in turn order, as data a dock can render.

    One dict per card: ``card``, ``deck`` (1, or 2+ past ten holders), ``names`` (members in
    acting order), ``group`` (its name or ``None``), ``acted`` (everyone on it has had their
    turn this round), ``current`` (the turn is on this card), ``hidden`` (a hidden-initiative card
    not called yet), ``received_this_round`` (it changed hands in a swap this round), plus
    ``key`` (``"deck:card"``), ``chosen`` (a surprise pick) and ``inactive`` (members broken or
    dead).
    """
    init = _view(enc)
    cur = _current_slot(enc, init) if init["started"] else None
    current = (cur.card, cur.deck) if cur is not None else None
    acted = set(init["acted"])
    marks = _OrderMarks(enc)
    out = []
    for entry in _sorted_entries(init):
        names = _members(enc, init, entry)
        out.append(
            {
                "card": entry["card"],
                "deck": entry["deck"],
                "names": names,
                "group": entry["holder"] if entry["is_group"] else None,
                "acted": bool(names) and all(n in acted for n in names),
                "current": (entry["card"], entry["deck"]) == current,
                "hidden": bool(init["hidden"]) and not entry["revealed"],
                "received_this_round": any(marks.received(n) for n in names),
                "key": f"{entry['deck']}:{entry['card']}",
                "chosen": bool(entry["chosen"]),
                "inactive": [n for n in names if marks.out_of_action(n)],
            }
        )
    return out


ORDER_UNTOUCHED = frozenset(
    {"actions_changed", "engagement_changed", "log_changed", "players_changed"}
)
"""Core events that never change the initiative order (see ``initiative_touched_by``)."""


class _OrderMarks:
    """What :func:`initiative_order` reads of each member, straight from the state read once
    (the order asks it of all 200 cards of a big fight after every change): out of action
    (:func:`~core.rules.yze.damage.is_dead` or ``is_broken``) and :func:`received_this_round`.
    The names are members, so in the fight."""

    def __init__(self, enc: Encounter) -> None:
        per = enc.state.get("combatants", {})
        self.per: Mapping[str, Any] = per if isinstance(per, dict) else {}
        self.round = enc.round.number

    def _sub(self, name: str, key: str) -> Mapping[str, Any]:
        per = self.per.get(name, {})
        data = per.get(key, {}) if isinstance(per, dict) else {}
        return data if isinstance(data, dict) else {}

    def out_of_action(self, name: str) -> bool:
        damage = self._sub(name, "damage")
        return bool(damage.get("dead", False)) or bool(damage.get("broken", False))

    def received(self, name: str) -> bool:
        turn = self._sub(name, "turn")
        return turn.get("received_round") == self.round if turn else False


def turn_sequence(enc: Encounter) -> list[str]:
    """Every combatant in the order, one per turn point, first to last."""
    return [s.name for s in _slots(enc, _view(enc))]


def card_of(enc: Encounter, name: str) -> tuple[int, int] | None:
    """``(card, deck)`` that ``name`` (or their group) acts on, or ``None``."""
    entry = _entry_of(_view(enc), name)
    return (entry["card"], entry["deck"]) if entry else None


class TurnPoint(NamedTuple):
    """A point in the order: the ``round`` and the 1-based ``position`` in :func:`turn_sequence`
    (``None`` when unknowable: hidden cards of a round not drawn yet)."""

    round: int
    position: int | None


def _position(enc: Encounter, name: str) -> int | None:
    seq = turn_sequence(enc)
    return seq.index(name) + 1 if name in seq else None


def _passed(enc: Encounter, init: Mapping[str, Any], name: str) -> bool | None:
    """Has ``name``'s point of this round come (True), not yet (False); None if not running."""
    if not init["started"]:
        return None
    if name in init["acted"]:
        return True
    cur = _current_slot(enc, init)
    if cur is None:
        return True
    if cur.name == name:
        return True
    mine = next((s for s in _slots(enc, init) if s.name == name), None)
    return mine is not None and mine.key < cur.key


def next_turn_of(enc: Encounter, name: str) -> TurnPoint | None:
    """ "Your next turn" (SEU TURNO): ``name``'s next point in the order — this round if it
    hasn't come yet, else the next round (during their own turn: the next round). ``None`` if
    ``name`` is not in the order."""
    init = _view(enc)
    pos = _position(enc, name)
    if pos is None:
        return None
    passed = _passed(enc, init, name)
    if passed:
        return TurnPoint(enc.round.number + 1, None if init["hidden"] else pos)
    return TurnPoint(enc.round.number, pos)


def previous_turn_of(enc: Encounter, name: str) -> TurnPoint | None:
    """ "Your previous turn" (SEU TURNO): ``name``'s last point before now — this round if it
    has passed, else the previous round. ``None`` before their first turn."""
    init = _view(enc)
    pos = _position(enc, name)
    if pos is None or not init["started"]:
        return None
    if name in init["acted"] and current_turn(enc) != name:
        return TurnPoint(enc.round.number, pos)
    first_round = int(init.get("first_round", 1))
    if enc.round.number <= first_round:
        return None
    return TurnPoint(enc.round.number - 1, None if init["hidden"] else pos)


def pips_left(enc: Encounter, name: str) -> dict[str, int]:
    """What ``name`` has left this round: ``{"slow": n, "fast": n}`` (from ``enc.actions_left``;
    ``fast`` counts every action left, since a slow one can always be spent as a fast one)."""
    left = enc.actions_left(name)
    return {"slow": int(left.get("slow", 0)), "fast": int(left.get("fast", 0))}


# --------------------------------------------------------------------------------------------
# the mixin
# --------------------------------------------------------------------------------------------
class InitiativeMixin:
    """Initiative methods for the ``enc.combat`` facade (``self.enc`` is the encounter)."""

    enc: Encounter

    def draw_initiative(
        self,
        names: Iterable[str] | None = None,
        groups: Mapping[str, Sequence[str]] | None = None,
    ) -> list[dict[str, Any]]:
        return draw_initiative(self.enc, names, groups)

    def redraw_initiative(self) -> list[dict[str, Any]]:
        return redraw_initiative(self.enc)

    def choose_card(self, name: str, card: int, *, deck: int = 1) -> dict[str, Any]:
        return choose_card(self.enc, name, card, deck=deck)

    def ambush(
        self,
        ambushers: Mapping[str, int] | Sequence[str],
        victims_failed: Sequence[str],
        *,
        groups: Mapping[str, Sequence[str]] | None = None,
    ) -> list[dict[str, Any]]:
        return ambush(self.enc, ambushers, victims_failed, groups=groups)

    def ambush_observation(
        self, victims: Sequence[str], *, well_prepared: bool = False
    ) -> dict[str, PoolRoll | StepRoll]:
        return ambush_observation(self.enc, victims, well_prepared=well_prepared)

    def sneak_attack_roll(
        self, attacker: str, *, melee: bool = True, success: bool | None = None
    ) -> PoolRoll | StepRoll | None:
        return sneak_attack_roll(self.enc, attacker, melee=melee, success=success)

    def set_group_order(self, group: str, names: Sequence[str]) -> None:
        set_group_order(self.enc, group, names)

    def group_members(self, group: str) -> list[str]:
        return group_members(self.enc, group)

    def set_hidden_initiative(self, on: bool) -> None:
        set_hidden_initiative(self.enc, on)

    def start_fight(self) -> None:
        start_fight(self.enc)

    def next_turn(self) -> str | None:
        return next_turn(self.enc)

    def skip_to_next_round(self) -> str | None:
        return skip_to_next_round(self.enc)

    def end_fight(self) -> None:
        end_fight(self.enc)

    def current_turn(self) -> str | None:
        return current_turn(self.enc)

    def is_own_turn(self, name: str) -> bool:
        return is_own_turn(self.enc, name)

    def fight_started(self) -> bool:
        return fight_started(self.enc)

    def swap_refusal(self, name: str, other: str) -> str | None:
        return swap_refusal(self.enc, name, other)

    def swap_initiative(self, name: str, other: str) -> None:
        swap_initiative(self.enc, name, other)

    def received_this_round(self, name: str) -> bool:
        return received_this_round(self.enc, name)

    def join_initiative(self, name: str, *, group: str | None = None) -> dict[str, Any]:
        return join_initiative(self.enc, name, group=group)

    def leave_initiative(self, name: str) -> None:
        leave_initiative(self.enc, name)

    def initiative_order(self) -> list[dict[str, Any]]:
        return initiative_order(self.enc)

    def initiative_touched_by(self, event_type: str, data: Mapping[str, Any]) -> bool:
        """The order (:func:`initiative_order`, and the entries made from it) reads the state —
        the cards, the turn, each member's damage and swap marks —, the round and who is in the
        fight: a move, a spent action, an engagement or a log line leave it as it was (a state
        change comes with its own ``state_changed``)."""
        if event_type == "combatant_changed":
            return data.get("old_name", data.get("name")) != data.get("name")  # a rename
        return event_type not in ORDER_UNTOUCHED

    def turn_sequence(self) -> list[str]:
        return turn_sequence(self.enc)

    def card_of(self, name: str) -> tuple[int, int] | None:
        return card_of(self.enc, name)

    def next_turn_of(self, name: str) -> TurnPoint | None:
        return next_turn_of(self.enc, name)

    def previous_turn_of(self, name: str) -> TurnPoint | None:
        return previous_turn_of(self.enc, name)

    def pips_left(self, name: str) -> dict[str, int]:
        return pips_left(self.enc, name)


__all__ = [
    "ROUND_END_HOOKS",
    "ROUND_START_HOOKS",
    "TURN_END_HOOKS",
    "TURN_START_HOOKS",
    "InitiativeMixin",
    "TurnPoint",
    "ambush",
    "ambush_observation",
    "card_of",
    "choose_card",
    "current_turn",
    "deck_cards",
    "draw_initiative",
    "end_fight",
    "fight_started",
    "group_members",
    "initiative_order",
    "initiative_state",
    "is_broken",
    "is_dead",
    "is_own_turn",
    "join_initiative",
    "leave_initiative",
    "next_turn",
    "next_turn_of",
    "pips_left",
    "previous_turn_of",
    "received_this_round",
    "redraw_initiative",
    "register_round_end_hook",
    "register_round_start_hook",
    "register_turn_end_hook",
    "register_turn_start_hook",
    "remove_from_initiative",
    "rename_in_initiative",
    "set_group_order",
    "set_hidden_initiative",
    "skip_to_next_round",
    "sneak_attack_roll",
    "sneak_refusal",
    "sneak_roll",
    "start_fight",
    "swap_initiative",
    "swap_refusal",
    "turn_sequence",
    "turn_state",
    "turn_view",
    "unregister_round_start_hook",
    "unregister_turn_start_hook",
    "use_sneak_roll",
    "validate_initiative",
]
