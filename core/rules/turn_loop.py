"""A fixed-order turn loop shared by the rulesets whose turns walk a sequence (d20, pulp2d6).

The ruleset keeps its own state (``started``, ``current``, ``acted`` in one dict of
``enc.state``) and says, through callbacks, who takes turns this round, how a turn start is
logged and who can't act. The loop does the rest the same way for all of them:

* each turn change drives :mod:`core.effects` (``advance_turn``): the ended turn's end (or the
  round's end), then the new turn's start;
* a combatant who can't act still has their turn start, then it passes at once;
* after the last in the sequence a new round begins (``enc.next_round``); after two rounds in a
  row with nobody able to take a turn the loop stops ("Nobody can take a turn.");
* :meth:`TurnLoop.next_turn` and :meth:`TurnLoop.skip_to_next_round` are one undo step each.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from core import effects as fx
from core.i18n import translate
from core.rules.base import RuleError

if TYPE_CHECKING:  # pragma: no cover
    from core.encounter import Encounter

State = dict[str, Any]


def default_tick_end(enc: Encounter, ended: str | None, new_round: bool) -> None:
    """The default end-of-turn tick: ``ended``'s turn ends (and the round, with ``new_round``)."""
    fx.advance_turn(enc, ended, None, new_round=new_round)


@dataclass(frozen=True)
class TurnLoop:
    """One ruleset's turn loop.

        ``live``: the ruleset's state, created when missing (``started``, ``current``, ``acted``);
        ``view``: the same, read only; ``sequence``: who takes a turn this round, in order;
        ``announce(enc, name)``: logs the start of ``name``'s turn; ``cannot_act``: why ``name``
        can't act (``None`` when they can); ``not_started``: the refusal before the fight (English,
    marked ``QT_TRANSLATE_NOOP(context, …)``; said in the UI language of ``context``).

        Optional hooks: ``before_sequence`` runs before each look at the sequence; ``tick_end``
        replaces the end-of-turn / end-of-round tick (:func:`default_tick_end`);
        ``on_new_round`` runs once a new round has begun, before "Round N begins." is logged;
        ``stop_when_empty``: an empty sequence stops the loop at once instead of after two rounds.
    """

    live: Callable[[Encounter], State]
    view: Callable[[Encounter], State]
    sequence: Callable[[Encounter], list[str]]
    announce: Callable[[Encounter, str], None]
    cannot_act: Callable[[Encounter, str], str | None]
    not_started: str
    before_sequence: Callable[[Encounter], None] | None = None
    tick_end: Callable[[Encounter, str | None, bool], None] = default_tick_end
    on_new_round: Callable[[Encounter], None] | None = None
    stop_when_empty: bool = False
    context: str = "core"

    # -- reading ----------------------------------------------------------------------------
    def fight_started(self, enc: Encounter) -> bool:
        return bool(self.view(enc)["started"])

    def current_turn(self, enc: Encounter) -> str | None:
        """Whose turn it is (``None`` before the fight)."""
        st = self.view(enc)
        return st["current"] if st["started"] else None

    # -- the loop ---------------------------------------------------------------------------
    def advance(self, enc: Encounter, ended: str | None) -> None:
        """Start the next turn after ``ended``'s (rounds roll over; turns of those who can't
        act start and pass at once so their effects still count)."""
        st = self.live(enc)
        rounds = 0
        while True:
            if self.before_sequence is not None:
                self.before_sequence(enc)
            seq = self.sequence(enc)
            nxt = next((n for n in seq if n not in st["acted"]), None)
            if nxt is None:
                if rounds >= 2 or (self.stop_when_empty and not seq):
                    st["current"] = None
                    self.tick_end(enc, ended, False)
                    enc.add_log("round", translate("core", "Nobody can take a turn."))
                    return
                self.tick_end(enc, ended, True)
                ended = None
                enc.next_round()
                st["acted"] = []
                st["current"] = None
                rounds += 1
                if self.on_new_round is not None:
                    self.on_new_round(enc)
                enc.add_log(
                    "round",
                    translate("core", "Round {number} begins.").format(number=enc.round.number),
                )
                continue
            self.tick_end(enc, ended, False)
            ended = None
            st["current"] = nxt
            self.announce(enc, nxt)
            fx.advance_turn(enc, None, nxt, new_round=False)
            reason = self.cannot_act(enc, nxt)
            if reason:
                enc.add_log(
                    "turn",
                    translate("core", "{reason} The turn passes.").format(reason=reason),
                    combatant=nxt,
                )
                st["acted"].append(nxt)
                ended = nxt
                continue
            return

    def start_fight(
        self,
        enc: Encounter,
        prepare: Callable[[Encounter, State], None],
        begin: Callable[[Encounter, State], None],
    ) -> str | None:
        """Begin the fight (one undo step): ``prepare`` checks and readies the ruleset's state
        (refusing with :class:`RuleError`); actions spent before the fight don't eat its first
        round; ``begin`` sets the ruleset's own fields and logs the opening; then the first
        turn starts. Returns whose turn it is."""
        with enc.transaction(translate("core", "Start the fight")):
            st = self.live(enc)
            if st["started"]:
                raise RuleError(translate("core", "The fight has already started."))
            prepare(enc, st)
            if enc.round.spent:
                enc.next_round()
            st["started"] = True
            st["current"] = None
            st["acted"] = []
            begin(enc, st)
            self.advance(enc, None)
            return self.current_turn(enc)

    def next_turn(self, enc: Encounter) -> str | None:
        """End the current turn and start the next (rounds roll over). Returns who acts now."""
        with enc.transaction(translate("core", "Next turn")):
            st = self.live(enc)
            if not st["started"]:
                raise RuleError(translate(self.context, self.not_started))
            cur = st["current"]
            if cur is not None and cur not in st["acted"]:
                st["acted"].append(cur)
            self.advance(enc, cur)
            return self.current_turn(enc)

    def skip_to_next_round(self, enc: Encounter) -> str | None:
        """Every turn still to come this round starts and passes; the next round begins."""
        with enc.transaction(translate("core", "Next round")):
            if not self.fight_started(enc):
                raise RuleError(translate(self.context, self.not_started))
            start = enc.round.number
            guard = len(list(enc)) + 2
            while enc.round.number == start and guard > 0:
                self.next_turn(enc)
                guard -= 1
            return self.current_turn(enc)

    def end_fight(
        self,
        enc: Encounter,
        clear: Callable[[Encounter, State], None],
        *,
        nothing_to_end: Callable[[State], bool] = lambda st: not st["started"],
        after: Callable[[Encounter], None] | None = None,
    ) -> None:
        """End the fight (one undo step, nothing when ``nothing_to_end``): ``clear`` resets the
        ruleset's state, "The fight is over." is logged, then ``after`` runs."""
        with enc.transaction(translate("core", "End the fight")):
            st = self.live(enc)
            if nothing_to_end(st):
                return
            clear(enc, st)
            enc.add_log("round", translate("core", "The fight is over."))
            if after is not None:
                after(enc)
