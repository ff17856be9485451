"""``enc.combat`` for a BRP encounter: the DEX-rank fight without the GUI, and the
ruleset-neutral views of :class:`core.rules.runner.CombatRunner` the docks read.

>>> from core.encounter import Encounter
>>> import core.rules.brp
>>> enc = Encounter(ruleset="brp", seed=5)
>>> enc.map.add_zone("hall", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
>>> enc.add_combatant("Ana", zone="hall", stats={"dex": 14, "hp": 12})
>>> enc.combat.initiative_title
'DEX ranks'
>>> _ = enc.combat.roll_initiative(); _ = enc.combat.start_fight()
>>> [e.label for e in enc.combat.initiative_entries()]
['DEX 14']
>>> enc.combat.budget_view("Ana").text
'DEX rank 14: 1 action'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from core import effects as fx
from core.i18n import rule_text, translate
from core.rules.base import RuleError
from core.rules.brp import actions as act
from core.rules.brp import attacks as atk
from core.rules.brp import chase as ch
from core.rules.brp import damage as dmg
from core.rules.brp import dex_ranks as dr
from core.rules.brp import rolls, sheet, spot_tools
from core.rules.brp import spot_rules as spot
from core.rules.brp import table_rules as tr
from core.rules.brp.state import ACTION, cpeek, row, set_setting, setting
from core.rules.brp.weapons import armour_of, ready_weapons, weapon_in_hand, weapons_of
from core.rules.brp.words import QT_TRANSLATE_NOOP, choice_word, seed_note, word
from core.rules.brp.words import tr as _w
from core.rules.order_watch import WatchedOrder
from core.rules.runner import (
    ActionView,
    AttackPreview,
    BudgetItem,
    BudgetView,
    CharacterSheet,
    CombatRunner,
    FlagSpec,
    InitiativeEntry,
    ModifierView,
    PanelRow,
    PanelView,
    ParamSpec,
    RollOutcome,
    RollSpec,
    ToolSpec,
    TrackView,
)

_NO_PUSH = QT_TRANSLATE_NOOP(
    "brp", "A BRP attack is resolved at once (there is no push to wait for)."
)
_GRADE_WORDS = {
    "easy": QT_TRANSLATE_NOOP("brp", "Easy (×2)"),
    "difficult": QT_TRANSLATE_NOOP("brp", "Difficult (×½, rounded up)"),
    "impossible": QT_TRANSLATE_NOOP("brp", "Impossible"),
    "normal": "normal",
}
CONDITION_TRACKS: tuple[str, ...] = ("stunned", "knocked_out", "helpless", "entangled")
"""Conditions the GM can switch on and off in the tracks dock."""


def _flag_spec(f: atk.Flag) -> FlagSpec:
    """An attack-form option's view: its label, help and choices' words in the UI language."""
    labels = tuple(_w(label) for label in f.choice_labels)
    return FlagSpec(f.id, _w(f.label), f.kind, f.choices, f.default, _w(f.help), labels)


class BRPCombat(WatchedOrder, CombatRunner):
    """The BRP combat facade for one encounter (``enc.combat``)."""

    def __init__(self, enc: Any) -> None:
        CombatRunner.__init__(self, enc)
        self.initiative_title = translate("brp", "DEX ranks")

    # -- settings --------------------------------------------------------------------------------
    def setting(self, key: str) -> Any:
        return setting(self.enc, key)

    def set_setting(self, key: str, value: Any) -> None:
        set_setting(self.enc, key, value)

    # -- initiative ------------------------------------------------------------------------------
    def roll_initiative(self, names: list[str] | None = None) -> list[str]:
        """BRP rolls nothing: everyone without a place takes it at their DEX rank."""
        return dr.take_places(self.enc, names)

    def take_places(self, names: list[str] | None = None) -> list[str]:
        return dr.take_places(self.enc, names)

    def leave_order(self, name: str) -> None:
        dr.leave_order(self.enc, name)

    def start_fight(self) -> str | None:
        return dr.start_fight(self.enc)

    def end_fight(self) -> None:
        dr.end_fight(self.enc)

    def fight_started(self) -> bool:
        return dr.fight_started(self.enc)

    def current_turn(self) -> str | None:
        return dr.current_turn(self.enc)

    def current_rank(self) -> int | None:
        """The DEX rank the counter has reached."""
        return dr.counter_rank(self.enc)

    def next_turn(self) -> str | None:
        return dr.next_turn(self.enc)

    def skip_to_next_round(self) -> str | None:
        """The DEX-rank turns left this round pass; the next round begins (one undo step)."""
        return dr.skip_to_next_round(self.enc)

    def dex_rank_of(self, name: str) -> int:
        return dr.dex_rank_of(self.enc, name)

    def dex_rank_cost(self, key: str) -> int:
        """A DEX-rank cost of ``dex_ranks.json`` (``draw_weapon`` 5, ``sheathe_and_draw`` 10,
        ``stand_up_from_prone`` 5, ``second_weapon_attack`` 5, ``volley_interval`` 5 …)."""
        return dr.dex_cost(self.enc, key)

    def delay(self, name: str, ranks: int, reason: str = "acts") -> int | None:
        return dr.delay(self.enc, name, ranks, reason=reason)

    def hold(self, name: str, rank: int) -> None:
        dr.hold(self.enc, name, rank)

    def declare_desperate(self, name: str) -> int:
        return dr.declare_desperate(self.enc, name)

    def long_weapon_first(self, long_user: str, opponent: str) -> int | None:
        return dr.long_weapon_first(self.enc, long_user, opponent)

    def initiative_entries(self) -> list[InitiativeEntry]:
        """One entry per placed combatant: "DEX 14" at their next rank this round (or the rank
        they last acted on, marked acted), first to act first."""
        self._saw_order()
        enc = self.enc
        started = dr.fight_started(enc)
        cur = dr.current_turn(enc)
        rows_: list[tuple[tuple[Any, ...], InitiativeEntry]] = []
        for i, name in enumerate(dr.placed(enc)):
            reason = dmg.cannot_act_reason(enc, name)
            inactive = (name,) if reason else ()
            if not started:
                try:
                    rank = dr.dex_rank_of(enc, name)
                except RuleError:
                    continue
                entry = InitiativeEntry(
                    name,
                    translate("brp", "DEX {rank}").format(rank=rank),
                    (name,),
                    rank,
                    inactive=inactive,
                    detail=reason or "",
                )
                rows_.append(((-rank, i), entry))
                continue
            t = dr.turn_of(enc, name)
            kind = t.get("kind", "normal")
            if t.get("rank") is not None:
                rank, acted = int(t["rank"]), False
                key: tuple[Any, ...] = (
                    0,
                    -rank,
                    1 if kind == "desperate" else 0,
                    int(t.get("prio", 0)),
                )
            else:
                done = t.get("acted") or [t.get("start")]
                rank = done[-1] if done[-1] is not None else 0
                acted = bool(t.get("acted"))
                key = (0, -rank, 0, int(t.get("prio", 0)))
                if not acted:
                    key = (1, -rank, 0, int(t.get("prio", 0)))
            detail = t.get("note") or reason or ""
            if kind == "desperate":
                detail = detail or translate("brp", "desperate action")
            entry = InitiativeEntry(
                key=name,
                label=translate("brp", "DEX {rank}").format(rank=rank),
                names=(name,),
                value=rank,
                group=None,
                current=name == cur,
                acted=acted and name != cur,
                inactive=inactive,
                detail=detail,
            )
            rows_.append((key, entry))
        # those who acted sort by the rank they acted on, among the rest by their next rank
        return [e for _k, e in sorted(rows_, key=lambda kv: kv[0])]

    def reorder(self, key_a: str, key_b: str) -> None:
        """Swap two combatants due on the same DEX rank (ties only: DEX ranks decide the rest)."""
        dr.swap_tie(self.enc, key_a, key_b)

    # -- actions ---------------------------------------------------------------------------------
    def budget_view(self, name: str) -> BudgetView:
        enc = self.enc
        spent = enc.actions_spent(name)
        left = enc.ruleset.remaining(spent)[ACTION]
        total = 1 + int(spent.get("extra", 0))
        items = (BudgetItem("action", left, total, label=translate("brp", "action")),)
        words = (
            translate("brp", "1 action")
            if left == 1
            else translate("brp", "{left} actions").format(left=left)
            if left
            else translate("brp", "no action")
        )
        if not dr.fight_started(enc):
            try:
                rank = dr.dex_rank_of(enc, name)
                text = translate("brp", "DEX rank {rank}: {words} per DEX-rank turn").format(
                    rank=rank, words=words
                )
            except RuleError:
                text = translate("brp", "No DEX rank (stats 'dex'): {words}").format(words=words)
            return BudgetView(items, text)
        t = dr.turn_of(enc, name)
        if dr.current_turn(enc) == name and t.get("rank") not in (None, dr.counter_rank(enc)):
            text = translate("brp", "Acts again at DEX rank {rank} ({value})").format(
                rank=t["rank"], value=t.get("note") or "delayed"
            )
        elif dr.current_turn(enc) == name:
            text = translate("brp", "DEX rank {counter_rank}: {words}").format(
                counter_rank=dr.counter_rank(enc), words=words
            )
            if t.get("kind") not in (None, "normal"):
                text += f" ({t['kind'].replace('_', ' ')})"
        elif t.get("rank") is not None:
            text = translate("brp", "Acts at DEX rank {rank}").format(rank=t["rank"])
            if t.get("note"):
                text += f" ({t['note']})"
        else:
            acted = t.get("acted") or []
            text = (
                translate("brp", "Done this round (acted at DEX {map})").format(
                    map=", ".join(map(str, acted))
                )
                if acted
                else translate("brp", "No turn this round")
                + (f": {t['note']}" if t.get("note") else "")
            )
        return BudgetView(items, text)

    def legal_actions(self, name: str, target: str | None = None) -> list[act.ActionOption]:
        return act.legal_actions(self.enc, name, target)

    def action_views(self, name: str) -> list[ActionView]:
        return [
            ActionView(
                o.id, o.name, o.kind, o.legal, o.reason, o.skill, o.out_of_turn, o.needs_target
            )
            for o in act.legal_actions(self.enc, name)
        ]

    def take_action(
        self, name: str, action_id: str, *, target: str | None = None, note: str = ""
    ) -> dict[str, Any]:
        return act.take_action(self.enc, name, action_id, target=target, note=note)

    # -- rolls -----------------------------------------------------------------------------------
    def skill_roll(
        self,
        name: str | None,
        skill_or_percent: str | int,
        *,
        difficulty: str = "normal",
        modifier: int = 0,
    ) -> rolls.Outcome:
        return rolls.skill_roll(
            self.enc, name, skill_or_percent, difficulty=difficulty, modifier=modifier
        )

    def resistance_roll(self, active: int, passive: int, **kw: Any) -> rolls.Outcome:
        return rolls.resistance_roll(self.enc, active, passive, **kw)

    # -- tracks ----------------------------------------------------------------------------------
    def hit_points(self, name: str) -> tuple[int | None, int | None]:
        return dmg.hit_points(self.enc, name)

    def apply_damage(
        self,
        name: str,
        amount: int,
        *,
        source: str = "",
        armour: bool = False,
        what: str = "",
        **_ignored: Any,
    ) -> dict[str, Any]:
        """Hurt ``name`` by ``amount`` hit points; ``armour=True`` takes their armour off first."""
        if armour:
            with self.enc.transaction(
                translate("brp", "{name} takes {amount} damage").format(name=name, amount=amount)
            ):
                from core.rules.brp.weapons import roll_dice

                a, _f, _t = roll_dice(self.enc, armour_of(self.enc, name), label="armour")
                return dmg.apply_damage(
                    self.enc,
                    name,
                    max(0, int(amount) - max(0, a)),
                    source=source,
                    what=what or translate("brp", "after armour {a}").format(a=a),
                )
        return dmg.apply_damage(self.enc, name, amount, source=source, what=what)

    def heal(self, name: str, amount: int, *, source: str = "") -> dict[str, Any]:
        return dmg.heal(self.enc, name, amount, source=source)

    def add_condition(
        self, name: str, condition: str, *, rounds: int | None = None, source: str | None = None
    ) -> str:
        return dmg.add_condition(self.enc, name, condition, rounds=rounds, source=source)

    def remove_condition(self, name: str, condition: str) -> None:
        dmg.remove_condition(self.enc, name, condition)

    def conditions(self, name: str) -> list[str]:
        return dmg.conditions_of(self.enc, name)

    def schedule_damage(self, target: str, amount: int, *, label: str, rounds: int | None) -> str:
        return dmg.schedule_damage(self.enc, target, amount, label=label, rounds=rounds)

    def add_ongoing(self, target: str, dice: str, *, label: str, **kw: Any) -> str:
        return dmg.add_ongoing(self.enc, target, dice, label=label, **kw)

    def track_views(self, name: str) -> list[TrackView]:
        enc = self.enc
        out: list[TrackView] = []
        cur, total = dmg.hit_points(enc, name)
        if cur is not None:
            sev = (
                "bad"
                if cur <= int(setting(enc, "brp.unconscious_hp"))
                else "warn"
                if cur < (total or 0)
                else "ok"
            )
            thr = dmg.major_wound_threshold(enc, name)
            detail = (
                translate("brp", "major wound: {thr}+ damage in one wound").format(thr=thr)
                if thr
                else ""
            )
            out.append(
                TrackView(
                    "hp",
                    translate("brp", "Hit points"),
                    "counter",
                    cur,
                    total,
                    severity=sev,
                    detail=detail,
                    adjustable=True,
                )
            )
        state = dmg.life_state(enc, name)
        words = {
            "dead": translate("brp", "Dead"),
            "dying": translate("brp", "Dying"),
            "unconscious": translate("brp", "Unconscious"),
            "ok": translate("brp", "Fighting"),
        }
        text = words[state]
        fighting = state == "ok"
        if state == "ok" and dmg.has_condition(enc, name, "knocked_out"):
            text = translate("brp", "Knocked out")
            fighting = False
        out.append(
            TrackView(
                "state",
                translate("brp", "State"),
                "text",
                text,
                severity="ok" if fighting else "bad",
            )
        )
        try:
            rank = dr.dex_rank_of(enc, name)
            t = dr.turn_of(enc, name)
            rtext = translate("brp", "DEX {rank}").format(rank=rank)
            if dr.fight_started(enc) and t.get("rank") is not None and t["rank"] != rank:
                rtext += translate("brp", " (next at {rank})").format(rank=t["rank"])
            out.append(TrackView("dex_rank", translate("brp", "DEX rank"), "text", rtext))
        except RuleError:
            pass
        for cond in CONDITION_TRACKS:
            e = dmg.condition_effect(enc, name, cond)
            out.append(
                TrackView(
                    cond,
                    _w(dmg.CONDITIONS[cond]),
                    "flag",
                    e is not None,
                    severity="warn" if e else "ok",
                    detail=fx.describe_duration(e) if e else _w(dmg.CONDITION_HELP[cond]),
                    adjustable=True,
                )
            )
        e = dmg.condition_effect(enc, name, "overbalanced")
        if e is not None:
            out.append(
                TrackView(
                    "overbalanced",
                    translate("brp", "Overbalanced"),
                    "flag",
                    True,
                    severity="warn",
                    detail=_w(dmg.CONDITION_HELP["overbalanced"]),
                )
            )
        armour = armour_of(enc, name)
        if armour:
            out.append(TrackView("armour", translate("brp", "Armour"), "text", str(armour)))
        exposed = tr.exposure_track(enc, name)
        if exposed is not None:
            out.append(
                TrackView(
                    "exposure",
                    translate("brp", "Exposure"),
                    "text",
                    exposed[0],
                    severity=exposed[2],
                    detail=exposed[1],
                )
            )
        try:
            ws = {w["id"]: w["name"] for w in weapons_of(enc, name)}
            ready = [ws[i] for i in ready_weapons(enc, name) if i in ws]
            if ws:
                out.append(
                    TrackView(
                        "ready", translate("brp", "In hand"), "text", ", ".join(ready) or "nothing"
                    )
                )
        except RuleError as exc:
            out.append(
                TrackView("ready", translate("brp", "Weapons"), "text", str(exc), severity="bad")
            )
        wounds = dmg.major_wounds(enc, name)
        if wounds:
            out.append(
                TrackView(
                    "major_wounds",
                    translate("brp", "Major wounds"),
                    "list",
                    [
                        translate("brp", "round {round}: {damage} ({value})").format(
                            round=w["round"],
                            damage=w["damage"],
                            value=dmg.what_words(w["source"]) if w["source"] else "—",
                        )
                        for w in wounds
                    ],
                    severity="bad",
                )
            )
        aim = cpeek(enc, name).get("aim")
        if aim:
            out.append(
                TrackView(
                    "aim",
                    translate("brp", "Aiming"),
                    "text",
                    translate("brp", "{steps} × 5 DEX ranks").format(steps=aim["steps"]),
                )
            )
        return out

    def adjust_track(self, name: str, track_id: str, delta: int) -> None:
        """GM nudge: ``hp`` — positive ``delta`` is damage, negative healing; a condition —
        positive switches it on (knocked out for 1D10+10 rounds, the others until removed),
        negative off."""
        if isinstance(delta, bool) or not isinstance(delta, int):
            raise RuleError(translate("brp", "A track is nudged by a whole number."))
        if track_id == "hp":
            if delta > 0:
                dmg.apply_damage(self.enc, name, delta, source=translate("brp", "the GM"))
            elif delta < 0:
                dmg.heal(self.enc, name, -delta, source=translate("brp", "the GM"))
            return
        if track_id in CONDITION_TRACKS or track_id == "overbalanced":
            if delta > 0:
                rounds = None
                if track_id == "knocked_out":
                    r = row(self.enc, "knockout_attacks", rule="major_wound_result")
                    with self.enc.transaction(
                        translate("brp", "{name} is knocked out").format(name=name)
                    ):
                        rounds = self.enc.dice.roll(r["duration_rounds"], label="KO").total
                        dmg.add_condition(self.enc, name, track_id, rounds=rounds)
                    return
                dmg.add_condition(self.enc, name, track_id, rounds=rounds)
            elif delta < 0:
                dmg.remove_condition(self.enc, name, track_id)
            return
        raise RuleError(
            translate("brp", "The {track_id} track can't be changed by hand.").format(
                track_id=track_id
            )
        )

    def status_badges(self, name: str) -> list[str]:
        enc = self.enc
        out: list[str] = []
        state = dmg.life_state(enc, name)
        if state != "ok":
            out.append(word(state.title()))
        if dmg.major_wounds(enc, name):
            out.append(translate("brp", "Major wound"))
        t = dr.turn_of(enc, name)
        if dr.fight_started(enc) and t.get("kind") == "desperate" and t.get("rank") is not None:
            out.append(translate("brp", "Desperate"))
        return out + super().status_badges(name)

    # -- attacks -----------------------------------------------------------------------------------
    def weapons_of(self, name: str) -> list[dict[str, Any]]:
        return weapons_of(self.enc, name)

    def wielded(self, name: str) -> str | None:
        w = weapon_in_hand(self.enc, name)
        return None if w is None else str(w["id"])

    def weapon_choices(self, name: str) -> list[tuple[str, str]]:
        """What ``name`` carries (with the numbers; "(not drawn)" when it isn't in hand),
        then Unarmed (Brawl). Empty when the sheet's weapons can't be read."""
        try:
            ws = weapons_of(self.enc, name)
            ready = ready_weapons(self.enc, name)
        except RuleError:
            return []
        out = []
        for w in ws:
            label = sheet.weapon_label(w)
            if w["id"] not in ready:
                label += translate("brp", " (not drawn)")
            out.append((w["id"], label))
        if all(w["id"] != sheet.UNARMED_ID for w in ws):
            out.append((sheet.UNARMED_ID, sheet.weapon_label(sheet.unarmed_weapon())))
        return out

    def attack_flags(self) -> list[FlagSpec]:
        """The attack form's options; the GM override (``gm_allows``) last."""
        return [f if isinstance(f, FlagSpec) else _flag_spec(f) for f in atk.FLAGS]

    def attack_verdict(
        self, attacker: str, target: str, weapon_id: str | None = None, **flags: Any
    ) -> atk.AttackPlan:
        """The one decision :meth:`attack_preview` shows and :meth:`attack` enforces."""
        if flags.pop("resolve", True) is False:
            plan = atk.AttackPlan(False, _w(_NO_PUSH), attacker, target, None)
            return plan
        return atk.attack_verdict(self.enc, attacker, target, weapon_id, **flags)

    def attack_plan(
        self, attacker: str, target: str, weapon_id: str | None = None, **flags: Any
    ) -> atk.AttackPlan:
        return atk.attack_plan(self.enc, attacker, target, weapon_id, **flags)

    def attack_preview(
        self, attacker: str, target: str, weapon_id: str | None = None, **flags: Any
    ) -> AttackPreview:
        plan = self.attack_verdict(attacker, target, weapon_id, **flags)
        mods: list[ModifierView] = []
        if plan.weapon is not None and plan.base_label:
            mods.append(
                ModifierView(
                    translate("brp", "Skill: {weapon_name}").format(
                        weapon_name=plan.weapon["name"]
                    ),
                    f"{plan.base}%",
                    translate("brp", "{attacker}'s stats ({base_label})").format(
                        attacker=attacker, base_label=plan.base_label
                    ),
                )
            )
        for cap, label, src in plan.caps:
            mods.append(ModifierView(label, f"≤ {cap}%", src))
        for grade, label, src in plan.grades:
            mods.append(ModifierView(label, _w(_GRADE_WORDS.get(grade, grade)), src))
        if len(plan.grades) > 1:
            mods.append(
                ModifierView(
                    translate("brp", "Grades together (Easy and Difficult cancel)"),
                    _w(_GRADE_WORDS.get(plan.grade, plan.grade)),
                    "difficulty.json — «reduzida pela metade … Difícil»",
                )
            )
        for value, label, src in plan.modifiers:
            mods.append(ModifierView(label, f"{value:+d}%", src))
        if plan.aim_steps:
            mods.append(
                ModifierView(
                    translate("brp", "Aim ({aim_steps} × 5 DEX ranks)").format(
                        aim_steps=plan.aim_steps
                    ),
                    f"+{plan.aim_bonus}%",
                    "aimed_attacks.json — «Levando mais tempo»",
                )
            )
        if plan.fraction is not None:
            mods.append(ModifierView(plan.fraction[1], "×1/5", plan.fraction[2]))
        notes = list(plan.notes)
        if plan.allowed:
            rng = rolls.ranges(
                self.enc, plan.chance, no_special=plan.no_special, only_01=plan.only_01
            )
            notes.append(translate("brp", "Results: {describe}.").format(describe=rng.describe()))
            if plan.cover_chance is not None:
                notes.append(
                    translate("brp", "Rolls {chance:02d}–{cover_chance:02d} hit the cover.").format(
                        chance=plan.chance + 1, cover_chance=plan.cover_chance
                    )
                )
            if plan.ally_chance is not None:
                notes.append(
                    translate(
                        "brp", "Rolls {chance:02d}–{ally_chance:02d} hit someone else in the melee."
                    ).format(chance=plan.chance + 1, ally_chance=plan.ally_chance)
                )
            if plan.distance is not None:
                notes.append(
                    translate("brp", "Range: {range_band}, {distance:.1f} m.").format(
                        range_band=word(plan.range_band), distance=plan.distance
                    )
                )
            dfs = [
                f"{word(k)} {v['chance']}%"
                for k, v in plan.defences.items()
                if v.get("allowed") and "chance" in v
            ]
            blocked = sorted({v["reason"] for v in plan.defences.values() if not v.get("allowed")})
            if dfs:
                notes.append(
                    translate("brp", "{target} may {dfs}.").format(
                        target=target, dfs=translate("brp", ", or ").join(dfs)
                    )
                )
            elif blocked:
                notes.append(blocked[0])
            if plan.weapon is not None:
                lt = weapon_in_hand(self.enc, target)
                if (
                    plan.weapon.get("length") in ("short", "medium")
                    and lt is not None
                    and lt.get("length") == "long"
                    and not plan.missile
                ):
                    notes.append(
                        translate(
                            "brp", "{target}'s long weapon strikes first against a shorter one."
                        ).format(target=target)
                    )
        dice = f"1D100 ≤ {plan.chance}%" if plan.allowed else "—"
        mods = [dataclasses.replace(m, seed_note=seed_note(m.source)) for m in mods]
        return AttackPreview(plan.allowed, plan.reason, dice, tuple(mods), tuple(notes))

    def attack(
        self, attacker: str, target: str, weapon_id: str | None = None, **flags: Any
    ) -> dict[str, Any]:
        plan = self.attack_verdict(attacker, target, weapon_id, **flags)
        if not plan.allowed:
            raise RuleError(plan.reason)
        flags.pop("resolve", None)
        return atk.attack(self.enc, attacker, target, weapon_id, **flags)

    def keep_at_bay(self, long_user: str, short_user: str) -> rolls.Outcome:
        return atk.keep_at_bay(self.enc, long_user, short_user)

    def get_past_guard(
        self, short_user: str, long_user: str, using: str = "Dodge"
    ) -> rolls.Outcome:
        return atk.get_past_guard(self.enc, short_user, long_user, using=using)

    def knockback(self, target: str, damage: int, **kw: Any) -> dict[str, Any]:
        return atk.knockback(self.enc, target, damage, **kw)

    # -- the character sheet ---------------------------------------------------------------------
    def character_sheet(self) -> CharacterSheet:
        """Characteristics, derived values, hit points and armour, skills, weapons
        (:mod:`core.rules.brp.sheet`)."""
        return sheet.character_sheet()

    def derived_values(self, stats: Mapping[str, Any]) -> dict[str, Any]:
        """Agility (DEX×5) and the other characteristic rolls, the DEX rank, total hit points,
        the major-wound threshold and point-blank range, under this encounter's settings."""
        return sheet.derived_values(stats, self.setting)

    def check_sheet_value(self, field_id: str, value: Any) -> Any:
        return sheet.check_value(self.character_sheet().field(field_id), value)

    # -- rolls the app asks for ------------------------------------------------------------------
    def roll_spec(self, name: str, skill: str) -> RollSpec | None:
        """A d100 roll at ``name``'s chance for ``skill``: a move's "Agility (DEX×5)" (the
        seed rolls Agility to keep one's feet on a slippery or unstable surface), any
        characteristic roll (Idea, Luck …) or a skill of the sheet (Dodge, Jump, Climb …).
        ``missing`` names what the sheet lacks; never a silent 0%."""
        wanted = _roll_name(_english_skill(self.enc.ruleset, skill))
        stats = self.enc.combatant(name).stats
        skills = stats.get("skills") or {}
        for k, v in skills.items() if isinstance(skills, Mapping) else ():
            if str(k).lower() == wanted.lower() and isinstance(v, int) and not isinstance(v, bool):
                return _percent_spec(str(k), v, f"{k} {v}%", translate("brp", "the sheet's skills"))
        if wanted.lower() in sheet.CHARACTERISTIC_ROLLS:
            char, mult, pct = sheet.characteristic_roll(stats, wanted)
            label = sheet.CHARACTERISTIC_ROLLS[wanted.lower()][2]
            if pct is None:
                return RollSpec(label, "percent", f"{char.upper()}×{mult}", missing=(char.upper(),))
            src = "slippery_surfaces.json — «Faça uma rolagem de Agilidade»"
            return _percent_spec(label, pct, f"{char.upper()}×{mult}", src)
        return RollSpec(
            wanted,
            "percent",
            "d100",
            missing=(translate("brp", "skill {wanted}").format(wanted=wanted),),
        )

    def make_roll(self, name: str, skill: str, *, why: str = "") -> RollOutcome:
        """Roll it as BRP rolls d100 (automatic success 01–05, failure 96–00, specials and
        criticals) and log it; refused when the sheet lacks what it reads."""
        spec = self.roll_spec(name, skill)
        if spec is None or spec.missing or spec.target is None:
            return super().make_roll(name, skill, why=why)
        enc = self.enc
        with enc.transaction(
            translate("brp", "{name}: {label} roll").format(name=name, label=spec.label)
        ):
            out = rolls.d100(enc, label=spec.label, chance=spec.target, name=name)
            text = translate("brp", "{name} rolls {label} ({text}): {text2}").format(
                name=name, label=spec.label, text=spec.text, text2=out.text
            )
            text += f" ({why})." if why else "."
            enc.add_log(
                "roll",
                text,
                who=name,
                skill=skill,
                success=out.success,
                dice=[out.roll],
                roll=out.to_dict(),
            )
        return RollOutcome(out.success, text, (int(out.roll or 0),))

    # -- GM tools: spot rules, rolls, the chase ------------------------------------------------
    def gm_tools(self) -> list[ToolSpec]:
        """Every spot rule (group "Spot rules", its form from :func:`spot_rules`), the d100 and
        resistance rolls (group "Rolls"), and the chase track (group "Chase")."""
        out = []
        for r in [*spot.spot_rules(), *tr.table_rules()]:
            params = tuple(
                ParamSpec(
                    p["name"],
                    p["label"],
                    p["type"],
                    p["default"],
                    tuple(str(c) for c in p["choices"]),
                    required=bool(p["required"]),
                    choice_labels=tuple(choice_word(str(c)) for c in p["choices"]),
                )
                for p in r["params"]
            )
            out.append(
                ToolSpec(
                    r["id"],
                    r["title"],
                    params,
                    translate("brp", "Spot rules"),
                    f"{r['help']} ({r['table']})",
                )
            )
        who = ParamSpec("name", translate("brp", "Combatant"), "combatant")
        grades = ("normal", "easy", "difficult")
        grade_words = tuple(_w(_GRADE_WORDS[g]) for g in grades)
        out += [
            ToolSpec(
                "skill_roll",
                translate("brp", "Skill roll"),
                (
                    ParamSpec(
                        "name",
                        translate("brp", "Combatant"),
                        "combatant",
                        required=False,
                        help=translate("brp", "empty: a bare %"),
                    ),
                    ParamSpec(
                        "skill",
                        translate("brp", "Skill, characteristic roll or %"),
                        "str",
                        "Agility",
                    ),
                    ParamSpec(
                        "difficulty",
                        translate("brp", "Grade"),
                        "choice",
                        "normal",
                        (*grades, "impossible"),
                        choice_labels=(*grade_words, _w(_GRADE_WORDS["impossible"])),
                    ),
                    ParamSpec(
                        "modifier",
                        translate("brp", "Modifier %"),
                        "int",
                        0,
                        minimum=-100,
                        maximum=100,
                    ),
                ),
                translate("brp", "Rolls"),
                translate("brp", "d100 against a skill (Easy ×2, Difficult ×½ rounded up)."),
            ),
            ToolSpec(
                "resistance_roll",
                translate("brp", "Resistance roll"),
                (
                    ParamSpec(
                        "active", translate("brp", "Active"), "int", 10, minimum=0, maximum=200
                    ),
                    ParamSpec(
                        "passive", translate("brp", "Passive"), "int", 10, minimum=0, maximum=200
                    ),
                    ParamSpec(
                        "label",
                        translate("brp", "What"),
                        "str",
                        translate("brp", "Resistance roll"),
                        required=False,
                    ),
                ),
                translate("brp", "Rolls"),
                translate("brp", "50% + 5% × (active − passive) (setting brp.resistance_formula)."),
            ),
            ToolSpec(
                "chase_start",
                translate("brp", "Start a chase"),
                (
                    ParamSpec("quarry", translate("brp", "Quarry"), "combatant"),
                    ParamSpec("pursuer", translate("brp", "Pursuer"), "combatant"),
                    ParamSpec(
                        "lengths",
                        translate("brp", "Lengths ahead"),
                        "int",
                        1,
                        minimum=0,
                        maximum=10,
                    ),
                ),
                translate("brp", "Chase"),
                translate("brp", "Side-by-Side, Two Lengths, Close, In Sight, Out of Sight."),
            ),
            ToolSpec(
                "chase_join",
                translate("brp", "Join the chase"),
                (
                    who,
                    ParamSpec(
                        "position",
                        translate("brp", "Position (lengths)"),
                        "int",
                        0,
                        minimum=-20,
                        maximum=20,
                    ),
                ),
                translate("brp", "Chase"),
                translate("brp", "Another participant on the track."),
            ),
            ToolSpec(
                "chase_roll",
                translate("brp", "Chase roll"),
                (
                    who,
                    ParamSpec("skill", translate("brp", "Skill or %"), "str", "Agility"),
                    ParamSpec(
                        "difficulty",
                        translate("brp", "Grade"),
                        "choice",
                        "normal",
                        grades,
                        choice_labels=grade_words,
                    ),
                    ParamSpec("encumbered", translate("brp", "Heavily laden"), "bool", False),
                ),
                translate("brp", "Chase"),
                translate("brp", "Critical +2, special +1, success 0, failure −1, fumble −2."),
            ),
            ToolSpec(
                "chase_move",
                translate("brp", "Move on the track"),
                (
                    who,
                    ParamSpec(
                        "steps",
                        translate("brp", "Steps (+ ahead)"),
                        "int",
                        1,
                        minimum=-5,
                        maximum=5,
                    ),
                ),
                translate("brp", "Chase"),
                translate("brp", "A GM move along the track."),
            ),
            ToolSpec(
                "chase_end",
                translate("brp", "End the chase"),
                (),
                translate("brp", "Chase"),
                translate("brp", "The map's ranges apply again."),
            ),
        ]
        return out + spot_tools.tool_specs()

    def gm_panels(self) -> list[PanelView]:
        """The chase range track: its five steps with what attacks each allows, the steps
        where opponents stand now highlighted (with who), and the participants' positions."""
        view = ch.chase_view(self.enc)
        at: dict[int, list[str]] = {}
        for pair in view["pairs"]:
            at.setdefault(int(pair["step"]), []).append(f"{pair['a']}–{pair['b']}")
        rows = tuple(
            PanelRow(
                f"{s['step']}. {rule_text(s, 'name')}",
                ch.allows_words(step_row),
                highlight=int(s["step"]) in at,
                detail=(
                    translate("brp", "Now: {at}. ").format(at=", ".join(at[int(s["step"])]))
                    if int(s["step"]) in at
                    else ""
                )
                + f"«{s['allows']}»",
            )
            for s, step_row in zip(view["track"], ch.track(self.enc), strict=True)
        )
        if view["active"]:
            where = ", ".join(f"{p['name']} {p['position']}" for p in view["participants"])
            text = translate("brp", "{text}. Positions (lengths): {where}.").format(
                text=view["text"], where=where
            )
            if view["out_of_sight"]:
                text += translate("brp", " Out of sight of every opponent: {out_of_sight}.").format(
                    out_of_sight=", ".join(view["out_of_sight"])
                )
        else:
            text = translate("brp", "No chase: start one with the Chase tools.")
        return [
            PanelView("chase", translate("brp", "Chase range track"), rows, text),
            *spot_tools.vehicle_panels(self.enc),
        ]

    def run_gm_tool(self, tool_id: str, **params: Any) -> dict[str, Any]:
        """Run one of :meth:`gm_tools`; returns a dict with ``"text"`` (also in the log)."""
        enc = self.enc
        p = {k: v for k, v in params.items() if v is not None and v != ""}
        refusal = act.tool_refusal(enc, tool_id, p)
        if refusal:
            raise RuleError(refusal)
        if tool_id in spot.SPOT_RULE_IDS:
            return spot.run_spot_rule(enc, tool_id, **p)
        if tool_id in tr.TABLE_RULE_IDS:
            return tr.run_table_rule(enc, tool_id, **p)
        if tool_id in spot_tools.TOOL_IDS:
            return spot_tools.run_tool(enc, tool_id, **p)
        if tool_id == "skill_roll":
            out = rolls.skill_roll(
                enc,
                p.get("name"),
                _skill(p.get("skill", "Agility")),
                difficulty=p.get("difficulty", "normal"),
                modifier=int(p.get("modifier", 0)),
            )
            return {"level": str(out), "roll": out.roll, "chance": out.chance, "text": out.text}
        if tool_id == "resistance_roll":
            out = rolls.resistance_roll(
                enc,
                int(p.get("active", 10)),
                int(p.get("passive", 10)),
                label=str(p.get("label", "Resistance roll")),
            )
            return {"level": str(out), "roll": out.roll, "chance": out.chance, "text": out.text}
        if tool_id == "chase_start":
            if "quarry" not in p or "pursuer" not in p:
                raise RuleError(translate("brp", "A chase needs a quarry and a pursuer."))
            ch.start_chase(enc, {p["pursuer"]: 0, p["quarry"]: int(p.get("lengths", 1))})
        elif tool_id == "chase_join":
            ch.join_chase(enc, p["name"], int(p.get("position", 0)))
        elif tool_id == "chase_roll":
            res = ch.chase_roll(
                enc,
                p["name"],
                _skill(p.get("skill", "Agility")),
                difficulty=p.get("difficulty", "normal"),
                encumbered=bool(p.get("encumbered", False)),
            )
            return {**res, "text": enc.log[-1]["text"]}
        elif tool_id == "chase_move":
            ch.move_in_chase(enc, p["name"], int(p.get("steps", 1)))
        elif tool_id == "chase_end":
            ch.end_chase(enc)
        else:
            raise RuleError(
                translate("brp", "BRP has no tool {tool_id!r}.").format(tool_id=tool_id)
            )
        return {"text": ch.chase_view(enc)["text"]}

    # -- spot rules and the chase --------------------------------------------------------------
    def spot_rules(self) -> list[dict[str, Any]]:
        return spot.spot_rules()

    def run_spot_rule(self, rule_id: str, **params: Any) -> dict[str, Any]:
        return spot.run_spot_rule(self.enc, rule_id, **params)

    def start_chase(self, positions: Any) -> None:
        ch.start_chase(self.enc, positions)

    def join_chase(self, name: str, position: int = 0) -> None:
        ch.join_chase(self.enc, name, position)

    def end_chase(self) -> None:
        ch.end_chase(self.enc)

    def move_in_chase(self, name: str, steps: int, why: str = "") -> int:
        return ch.move_in_chase(self.enc, name, steps, why=why)

    def chase_roll(self, name: str, skill_or_percent: str | int, **kw: Any) -> dict[str, Any]:
        return ch.chase_roll(self.enc, name, skill_or_percent, **kw)

    def chase_view(self) -> dict[str, Any]:
        return ch.chase_view(self.enc)


def _english_skill(ruleset: Any, skill: str) -> str:
    """A roll the map asks for — a skill's id ("mobility") or its label in the UI language
    ("Agilidade (DEX×5)") — as the sheet and the characteristic rolls name it, in English."""
    names = ruleset.skill_names
    if skill in names:
        return str(names.english(skill))
    for key in names:
        if names[key] == skill:
            return str(names.english(key))
    return ruleset.skill(skill) if skill.islower() else skill


def _roll_name(skill: str) -> str:
    """ "Agility (DEX×5)" → "Agility": the roll's name without its formula."""
    return skill.split("(")[0].strip() or skill


def _percent_spec(label: str, chance: int, how: str, src: str) -> RollSpec:
    return RollSpec(label, "percent", f"d100 ≤ {chance}%: {how}", 1, 100, target=chance, source=src)


def _skill(value: Any) -> str | int:
    """A form's skill field: a number means a percentage."""
    text = str(value).strip().rstrip("%")
    return int(text) if text.isdigit() else str(value)


__all__ = ["CONDITION_TRACKS", "BRPCombat"]
