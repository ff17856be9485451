"""``enc.combat`` for a WWII encounter: the whole fight without the GUI, and the ruleset-neutral
views the docks read (:class:`core.rules.runner.CombatRunner`).

>>> from core.encounter import Encounter
>>> enc = Encounter(ruleset="ww2", seed=2)
>>> enc.map.add_zone("f", name="Field", polygon=[(0, 0), (60, 0), (60, 20), (0, 20)])
>>> enc.add_combatant("Ana", zone="f", position=(5, 10), stats={"rifles": 5})
>>> enc.add_combatant("Kurt", zone="f", side="npc", position=(45, 10))
>>> enc.combat.initiative_title
'Initiative (3d6)'
>>> enc.combat.budget_view("Ana").text
'1 action — run 15 m, shoot and move 6 m or crawl 2 m (a zone move is the action); moved 0 m'
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Mapping
from typing import Any

from core.commands import Call
from core.effects import describe_effect
from core.i18n import rule_text, translate
from core.rules.base import Cost, RuleError
from core.rules.geometry import GM_ALLOWS
from core.rules.labels import QT_TRANSLATE_NOOP, tr_label
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
from core.rules.ww2 import attacks as _attacks
from core.rules.ww2 import attention as _attention
from core.rules.ww2 import data
from core.rules.ww2 import initiative as _init
from core.rules.ww2 import injuries as _inj
from core.rules.ww2 import movement as _move
from core.rules.ww2 import rolls as _rolls
from core.rules.ww2 import sheet as _sheet
from core.rules.ww2.checks import CheckResult, bleeding_band, penalties, skill_test
from core.rules.ww2.state import (
    ARMOURS,
    EXPOSURES,
    POSTURES,
    SKILLS,
    VISIBILITIES,
    carried_weapons,
    live,
    posture,
    round_live,
    round_view,
    skill_label,
    view,
)
from core.rules.ww2.words import choice_word, weapon_status_word, with_choice_words

ATTACK_ACTIONS = ("attack", "suppressive_fire", "disarm")
"""Action ids the attack form resolves (``take_action`` sends them to :meth:`attack`)."""

_ACTIONS: tuple[tuple[str, str, str, bool], ...] = (
    # id, name, kind, needs a target
    ("attack", QT_TRANSLATE_NOOP("ww2", "Attack"), "action", True),
    (
        "suppressive_fire",
        QT_TRANSLATE_NOOP("ww2", "Suppressive fire"),
        "action",
        True,
    ),
    ("disarm", QT_TRANSLATE_NOOP("ww2", "Disarm"), "action", True),
    (
        "aim",
        QT_TRANSLATE_NOOP("ww2", "Aim: precision shot next round"),
        "action",
        False,
    ),
    ("run", QT_TRANSLATE_NOOP("ww2", "Run"), "action", True),
    ("shoot_and_move", QT_TRANSLATE_NOOP("ww2", "Shoot and move"), "action", False),
    ("crawl", QT_TRANSLATE_NOOP("ww2", "Crawl"), "action", True),
    ("sprint", QT_TRANSLATE_NOOP("ww2", "Athletics: extra metres"), "test", False),
    ("treat_wound", QT_TRANSLATE_NOOP("ww2", "Stop bleeding: Medicine (0)"), "action", True),
    ("save_life", QT_TRANSLATE_NOOP("ww2", "Save a fatal wound: Medicine (5)"), "action", True),
    ("bear_pain", QT_TRANSLATE_NOOP("ww2", "Bear the pain: Endurance"), "test", False),
    (
        "shake_suppression",
        QT_TRANSLATE_NOOP("ww2", "Shake off suppression: Composure"),
        "test",
        False,
    ),
    ("stand", QT_TRANSLATE_NOOP("ww2", "Stand up"), "free", False),
    ("crouch", QT_TRANSLATE_NOOP("ww2", "Crouch"), "free", False),
    ("go_prone", QT_TRANSLATE_NOOP("ww2", "Go prone"), "free", False),
    ("wait", QT_TRANSLATE_NOOP("ww2", "Hold (no action)"), "free", False),
)
_SURPRISE_WORDS = (
    ("add_surprise_technique_to_po", QT_TRANSLATE_NOOP("ww2", "Surprise bonus to the attacker")),
    ("attacker_wins_initiative", QT_TRANSLATE_NOOP("ww2", "attacker wins initiative")),
    ("victim_loses_round", QT_TRANSLATE_NOOP("ww2", "loses a round")),
    ("victim_no_defence", QT_TRANSLATE_NOOP("ww2", "no defence")),
)
"""What a failed detection costs, by the flags of ``surprise_effects.json``."""
_OUT_OF_ACTION_OK = ("crawl", "bear_pain", "treat_wound", "go_prone", "wait")


def _check_attack_options(flags: Mapping[str, Any]) -> None:
    """Refuse an option :func:`.attacks.plan_attack` does not take, by name (the preview and
    the attack alike), instead of a ``TypeError``."""
    taken = {
        p.name
        for p in inspect.signature(_attacks.plan_attack).parameters.values()
        if p.kind is inspect.Parameter.KEYWORD_ONLY
    }
    unknown = sorted(set(flags) - taken)
    if unknown:
        raise RuleError(
            translate("ww2", "A WWII attack has no option {unknown!r}.").format(unknown=unknown[0])
        )


class WW2Combat(WatchedOrder, CombatRunner):
    """The WWII combat facade for one encounter (``enc.combat``)."""

    def __init__(self, enc: Any) -> None:
        CombatRunner.__init__(self, enc)
        self.initiative_title = translate("ww2", "Initiative (3d6)")

    # -- initiative ------------------------------------------------------------------------------
    def roll_initiative(self, names: list[str] | None = None) -> list[str]:
        """Roll 3d6 for everyone without a roll (or re-roll ``names``); returns the order."""
        return _init.roll_initiative(self.enc, names)

    def initiative_order(self) -> list[str]:
        return _init.order(self.enc)

    def initiative_entries(self) -> list[InitiativeEntry]:
        self._saw_order()
        init = _init.initiative_view(self.enc)
        out = []
        for n in _init.order(self.enc):
            total = init["rolls"][n]["total"]
            state = _inj.life_state(self.enc, n)
            out.append(
                InitiativeEntry(
                    key=n,
                    label=str(total),
                    names=(n,),
                    value=total,
                    current=init["current"] == n,
                    acted=n in init["acted"],
                    inactive=(n,) if state in ("dead", "coma", "unconscious") else (),
                    detail=_init.tie_detail(self.enc, n),
                )
            )
        return out

    def start_fight(self) -> str | None:
        return _init.start_fight(self.enc)

    def fight_started(self) -> bool:
        return _init.fight_started(self.enc)

    def current_turn(self) -> str | None:
        return _init.current_turn(self.enc)

    def next_turn(self) -> str | None:
        return _init.next_turn(self.enc)

    def skip_to_next_round(self) -> str | None:
        """The turns left this round pass; the next round begins (one undo step)."""
        return _init.skip_to_next_round(self.enc)

    def end_fight(self) -> None:
        _init.end_fight(self.enc)

    def reorder(self, key_a: str, key_b: str) -> None:
        raise RuleError(
            translate(
                "ww2",
                "The WWII order is the 3d6 roll (ties by Attention, then a re-roll): it can't "
                "be rearranged by hand. Re-roll someone with roll_initiative([name]).",
            )
        )

    # -- attention and surprise ------------------------------------------------------------------
    def set_attention(self, name: str, state: str) -> None:
        _attention.set_attention(self.enc, name, state)

    def attention(self, name: str) -> str:
        return _attention.attention(self.enc, name)

    def detect(self, attacker: str, victim: str, *, detected: bool | None = None) -> dict[str, Any]:
        return _attention.detect(self.enc, attacker, victim, detected=detected)

    def surprise_effects(self, state: str) -> dict[str, bool]:
        return _attention.surprise_effects(self.enc, state)

    # -- posture, cover, visibility --------------------------------------------------------------
    def _param_label(self, tool_id: str, key: str) -> str:
        """A GM tool's input as its form names it (for a refusal that asks for it)."""
        for tool in self.gm_tools():
            for p in tool.params if tool.id == tool_id else ():
                if p.id == key:
                    return p.label
        return key.replace("_", " ")

    def set_posture(self, name: str, new: str) -> None:
        """Ereto (``standing``), Agachado (``crouching``) or Deitado (``prone``): free."""
        if new not in POSTURES:
            raise RuleError(
                translate("ww2", "Unknown posture {new!r}; choose from {POSTURES}.").format(
                    new=new, POSTURES=", ".join(POSTURES)
                )
            )
        if posture(self.enc, name) == new:
            return
        row = data.row(self.enc, "posture", key=new)
        with self.enc.transaction(f"{name}: {rule_text(row, 'name')}"):
            self.enc.set_stance(name, "prone" if new == "prone" else "standing")
            if new != "prone":
                live(self.enc, name)["posture"] = new
            self.enc.add_log(
                "posture",
                f"{name}: {rule_text(row, 'name')} — {rule_text(row, 'text')}",
                combatant=name,
            )

    def posture(self, name: str) -> str:
        return posture(self.enc, name)

    def set_cover(
        self,
        name: str,
        *,
        armour: str | None = None,
        exposure: str | None = None,
        visibility: str | None = None,
    ) -> None:
        """Set what protects ``name``: armour (none, retarding, impenetrable), exposure (auto =
        from posture, full, partial, minimal, fully_hidden), visibility (perfect, partial, none)."""
        for value, allowed, what in (
            (armour, ARMOURS, "armour"),
            (exposure, EXPOSURES, "exposure"),
            (visibility, VISIBILITIES, "visibility"),
        ):
            if value is not None and value not in allowed:
                raise RuleError(
                    translate("ww2", "Unknown {what} {value!r}; choose from {allowed}.").format(
                        what=what, value=value, allowed=", ".join(allowed)
                    )
                )
        self.enc.combatant(name)
        with self.enc.transaction(translate("ww2", "{name}'s cover").format(name=name)):
            st = live(self.enc, name)
            for key, value in (
                ("armour", armour),
                ("exposure", exposure),
                ("visibility", visibility),
            ):
                if value is not None:
                    st[key] = value
            self.enc.add_log(
                "cover",
                translate(
                    "ww2", "{name}: armour {armour}, exposure {exposure}, visibility {visibility}."
                ).format(
                    name=name,
                    armour=st["armour"],
                    exposure=st["exposure"],
                    visibility=st["visibility"],
                ),
                combatant=name,
            )

    # -- movement --------------------------------------------------------------------------------
    def movement_allowance(self, name: str, mode: str) -> dict[str, Any]:
        return _move.movement_allowance(self.enc, name, mode)

    def metres_moved(self, name: str) -> float:
        return _move.metres_moved(self.enc, name)

    def sprint(self, name: str, mode: str | None = None, *, passed: bool | None = None) -> int:
        """An Atletismo test against the GM for extra metres this round (once a round):
        half the margin when running, 1 m per 4 points when shooting and moving."""
        enc = self.enc
        if mode is None:
            mode = "shoot_and_move" if _move.shot_and_moved(enc, name) else "run"
        if mode not in ("run", "shoot_and_move"):
            raise RuleError(translate("ww2", "Athletics adds metres to a run or a shoot-and-move."))
        if round_view(enc, name)["sprinted"]:
            raise RuleError(
                translate("ww2", "{name} has already tested Athletics this round.").format(
                    name=name
                )
            )
        row = data.row(
            enc, "movement", key="run_extra" if mode == "run" else "shoot_and_move_extra"
        )
        with enc.transaction(translate("ww2", "{name} sprints").format(name=name)):
            result = skill_test(
                enc,
                name,
                data.slug(row["test"]),
                passed=passed,
                why=translate("ww2", "extra metres ({mode})").format(
                    mode=choice_word(mode).lower()
                ),
            )
            gained = _move.extra_metres(enc, mode, result.margin) if result.passed else 0
            rec = round_live(enc, name)
            rec["sprinted"] = True
            rec["extra_m"][mode] = gained
            enc.add_log(
                "sprint",
                translate("ww2", "{name} gains {gained} m this round ({mode}).").format(
                    name=name, gained=gained, mode=choice_word(mode).lower()
                ),
                combatant=name,
                metres=gained,
            )
            return gained

    # -- the round's action ----------------------------------------------------------------------
    def budget_view(self, name: str) -> BudgetView:
        enc = self.enc
        spent = enc.actions_spent(name)
        left = enc.ruleset.remaining(spent)["round"]
        # the one action of the round is the only thing counted as pips; the metres are
        # measures (told as text), never actions
        items = [
            BudgetItem(
                "action",
                left,
                2 if spent.get("shoot_move") else 1,
                label=translate("ww2", "action"),
            )
        ]
        words = []
        for mode, label in (
            ("run", translate("ww2", "run")),
            ("shoot_and_move", translate("ww2", "shoot and move")),
            ("crawl", translate("ww2", "crawl")),
        ):
            allow = _move.movement_allowance(enc, name, mode)
            items.append(
                BudgetItem(
                    f"{mode}_m",
                    int(allow["metres"]),
                    int(allow["base"]),
                    label=f"{label} (m)",
                    measure=True,
                )
            )
            words.append(f"{label} {allow['metres']:g} m")
        moved = _move.metres_moved(enc, name)
        items.append(
            BudgetItem(
                "moved_m", round(moved), None, label=translate("ww2", "moved (m)"), measure=True
            )
        )
        text = translate(
            "ww2",
            "{describe_remaining} — {words} or {words2} (a zone move is "
            "the action); moved {moved:g} m",
        ).format(
            describe_remaining=enc.ruleset.describe_remaining(spent),
            words=", ".join(words[:-1]),
            words2=words[-1],
            moved=moved,
        )
        return BudgetView(tuple(items), text)

    def _action_reason(self, name: str, action_id: str, target: str | None = None) -> str:
        enc = self.enc
        reason = enc.ruleset.cannot_act_reason(enc, name)
        if reason:
            return reason
        if action_id == "wait":
            return ""
        st = view(enc, name)
        if st["injury"]["out_of_action"] and action_id not in _OUT_OF_ACTION_OK:
            return translate(
                "ww2", "{name} is out of action (Wound): crawl, bear the pain or treat a wound."
            ).format(name=name)
        if _init.fight_started(enc) and _init.current_turn(enc) != name:
            return translate("ww2", "It isn't {name}'s turn.").format(name=name)
        spent = enc.actions_spent(name)
        rec = round_view(enc, name)
        if action_id in ATTACK_ACTIONS:
            why = _attacks.attack_refusal(enc, name)
            if why:
                return why
            if action_id == "suppressive_fire" and not self._has_category(name, "suppressive_fire"):
                return translate("ww2", "Suppressive fire needs Machine guns or Submachine guns.")
            if action_id == "disarm" and not self._has_category(name, "disarm"):
                return translate("ww2", "Disarm is made in Close combat.")
            if target is not None and target in enc:
                plan = _attacks.plan_attack(
                    enc, name, target, technique="none" if action_id == "attack" else action_id
                )
                return "" if plan.allowed else plan.reason
            return _attacks.action_refusal(enc, name) or ""
        if action_id in ("stand", "crouch", "go_prone"):
            want = {"stand": "standing", "crouch": "crouching", "go_prone": "prone"}[action_id]
            return (
                translate("ww2", "{name} is already {want}.").format(
                    name=name, want=choice_word(want).lower()
                )
                if posture(enc, name) == want
                else ""
            )
        if action_id == "bear_pain":
            if not st["injury"]["out_of_action"]:
                return translate("ww2", "{name} is not out of action.").format(name=name)
            if st["injury"]["pain_round"] == enc.round.number:
                return translate("ww2", "One try a round.")
            return ""
        if action_id == "shake_suppression":
            return (
                ""
                if st["suppression"]
                else translate("ww2", "{name} is not suppressed.").format(name=name)
            )
        if action_id == "sprint":
            if rec["sprinted"]:
                return translate("ww2", "One Athletics test a round.")
            if posture(enc, name) == "prone":
                return translate("ww2", "Prone: crawling gets no extra metres.")
            return ""
        if _move.shot_and_moved(enc, name) and action_id not in ("run", "crawl"):
            return translate("ww2", "{name}'s action this round is a shoot-and-move.").format(
                name=name
            )
        if action_id == "shoot_and_move":
            if posture(enc, name) == "prone" or st["injury"]["out_of_action"]:
                return translate("ww2", "No shooting and moving while prone (posture.json).")
            if rec["attacked"]:
                return translate("ww2", "{name} has already fired this round.").format(name=name)
            if rec["actions"]:
                return translate("ww2", "{name} has used the round's action.").format(name=name)
            return ""
        if action_id in ("run", "crawl"):
            if action_id == "run" and posture(enc, name) == "prone":
                return translate("ww2", "Prone: crawl instead (or stand up first).")
            if action_id == "crawl" and posture(enc, name) != "prone":
                return translate("ww2", "Crawling is moving prone: go prone first.")
            refusal = enc.ruleset.move_refusal(enc, name)
            if refusal:
                return refusal
            allow = _move.movement_allowance(enc, name, "crawl" if action_id == "crawl" else "run")
            if not allow["possible"]:
                return allow["reason"]
            if not _move.can_afford(spent, Cost({"round": 1})):
                return translate("ww2", "{name} has used the round's action.").format(name=name)
            return ""
        if action_id == "aim":
            if not self._has_category(name, "precision_shot"):
                return translate("ww2", "Precision shot needs a Rifle.")
            if _move.moved_this_round(enc, name):
                return translate("ww2", "{name} has moved this round.").format(name=name)
        if action_id == "treat_wound" and target is not None and target in enc:
            if _inj.untreated(enc, target) == 0:
                return translate("ww2", "{target} has no untreated Wound.").format(target=target)
            if view(enc, target)["injury"]["treat_round"] == enc.round.number:
                return translate("ww2", "One Medicine test a round for each wounded.")
        if (
            action_id == "save_life"
            and target is not None
            and target in enc
            and not view(enc, target)["death_clock"]
        ):
            return translate("ww2", "{target} has no fatal wound.").format(target=target)
        if (
            st["injury"]["out_of_action"]
            and action_id == "treat_wound"
            and target not in (None, name)
        ):
            return translate("ww2", "{name} is out of action: only their own wounds.").format(
                name=name
            )
        if not _move.can_afford(spent, Cost({"round": 1})):
            return translate("ww2", "{name} has used the round's action.").format(name=name)
        return ""

    def _weapon_name(self, name: str, weapon_id: str) -> str:
        w = next((w for w in carried_weapons(self.enc, name) if w["id"] == weapon_id), None)
        return rule_text(w, "name") if w else weapon_id

    def _has_category(self, name: str, technique: str) -> bool:
        cats = data.technique_categories(self.enc, technique)
        return any(
            w.get("category") in cats and w["status"] == "ok"
            for w in carried_weapons(self.enc, name)
        )

    def _action_name(self, name: str, action_id: str, base: str) -> str:
        mode = {"run": "run", "shoot_and_move": "shoot_and_move", "crawl": "crawl"}.get(action_id)
        if mode is None:
            return base
        allow = _move.movement_allowance(self.enc, name, mode)
        if action_id == "run" and posture(self.enc, name) == "prone":
            return base
        if action_id == "run" and posture(self.enc, name) == "crouching":
            return translate("ww2", "Run crouched ({metres:g} m)").format(metres=allow["metres"])
        return f"{base} ({allow['metres']:g} m)" if allow["possible"] else base

    def action_views(self, name: str, target: str | None = None) -> list[ActionView]:
        self.enc.combatant(name)
        out = []
        for aid, label, kind, needs in _ACTIONS:
            reason = self._action_reason(name, aid, target)
            out.append(
                ActionView(
                    id=aid,
                    name=self._action_name(name, aid, tr_label("ww2", label)),
                    kind=kind,
                    legal=not reason,
                    reason=reason,
                    skill=SKILLS[_ACTION_SKILL[aid]] if aid in _ACTION_SKILL else None,
                    needs_target=needs,
                )
            )
        return out

    def take_action(
        self, name: str, action_id: str, target: str | None = None, **kw: Any
    ) -> dict[str, Any]:
        """Take an action. Attacks go to :meth:`attack` (``weapon_id`` and flags in ``kw``);
        ``run``/``crawl`` with a zone id as ``target`` move on the map (without one: a run or
        crawl inside the zone); ``treat_wound``/``save_life`` take the patient as ``target``."""
        enc = self.enc
        known = {a[0] for a in _ACTIONS}
        if action_id not in known:
            raise RuleError(
                translate("ww2", "Unknown WWII action {action_id!r}.").format(action_id=action_id)
            )
        if action_id in ATTACK_ACTIONS:
            if target is None:
                raise RuleError(translate("ww2", "Pick whom to attack."))
            flags = dict(kw)
            weapon_id = flags.pop("weapon_id", None)
            if action_id == "suppressive_fire":
                targets = [target, *flags.pop("targets", [])]
                return _attacks.suppressive_fire(enc, name, targets, weapon_id, **flags)
            if action_id == "disarm":
                flags["technique"] = "disarm"
            return _attacks.attack(enc, name, target, weapon_id, **flags)
        zone_target = action_id in ("run", "crawl")
        check_target = None if zone_target else target
        reason = self._action_reason(name, action_id, check_target)
        if reason:
            raise RuleError(reason)
        if action_id in ("stand", "crouch", "go_prone"):
            self.set_posture(
                name, {"stand": "standing", "crouch": "crouching", "go_prone": "prone"}[action_id]
            )
            row = data.row(enc, "posture", key=posture(enc, name))
            return {"action": action_id, "text": f"{name}: {rule_text(row, 'name')}."}
        if action_id == "wait":
            with enc.transaction(translate("ww2", "{name} holds").format(name=name)):
                enc.add_log(
                    "action", translate("ww2", "{name} holds.").format(name=name), combatant=name
                )
            return {"action": "wait", "text": translate("ww2", "{name} holds.").format(name=name)}
        if action_id == "bear_pain":
            r = _inj.bear_pain(enc, name, passed=kw.get("passed"))
            return {"action": action_id, "text": r.text, "test": r.to_dict()}
        if action_id == "shake_suppression":
            r = _attacks.resist_suppression(enc, name, passed=kw.get("passed"))
            return {"action": action_id, "text": r.text, "test": r.to_dict()}
        if action_id == "sprint":
            got = self.sprint(name, kw.get("mode"), passed=kw.get("passed"))
            return {
                "action": action_id,
                "text": translate("ww2", "{name} gains {got} m.").format(name=name, got=got),
                "metres": got,
            }
        if action_id == "aim":
            _attacks.aim(enc, name, kw.get("weapon_id"), target)
            return {"action": "aim", "text": translate("ww2", "{name} aims.").format(name=name)}
        if action_id == "shoot_and_move":
            with enc.transaction(translate("ww2", "{name} shoots and moves").format(name=name)):
                enc.spend(
                    name,
                    Cost({"shoot_move": 1}),
                    translate("ww2", "{name} shoots and moves").format(name=name),
                )
                round_live(enc, name)["mode"] = "shoot_and_move"
                allow = _move.movement_allowance(enc, name, "shoot_and_move")
                enc.add_log(
                    "action",
                    translate(
                        "ww2",
                        "{name} will shoot and move this round ({metres:g} m; the target "
                        "gets +5 DP within effective range).",
                    ).format(name=name, metres=allow["metres"]),
                    combatant=name,
                )
            return {
                "action": action_id,
                "text": translate("ww2", "{name} shoots and moves.").format(name=name),
            }
        if zone_target:
            mode = "crawl" if action_id == "crawl" else "run"
            allow = _move.movement_allowance(enc, name, mode)
            with enc.transaction(f"{name}: {choice_word(mode)}"):
                if target is not None:
                    chk = enc.move(name, target)
                    text = chk.reason
                else:
                    round_live(enc, name)["mode"] = mode
                    text = (
                        translate("ww2", "{name} crawls inside the zone")
                        if mode == "crawl"
                        else translate("ww2", "{name} runs inside the zone")
                    ).format(name=name)
                    enc.spend(name, Cost({"round": 1}), text)
                    enc.add_log(
                        "action",
                        translate("ww2", "{text} (up to {metres:g} m).").format(
                            text=text, metres=allow["metres"]
                        ),
                        combatant=name,
                    )
                round_live(enc, name)["actions"].append(action_id)
            return {"action": action_id, "text": text, "metres": allow["metres"]}
        if action_id in ("treat_wound", "save_life"):
            patient = target or name
            with enc.transaction(f"{name}: {action_id}"):
                if action_id == "treat_wound":
                    r = _inj.treat_wound(
                        enc,
                        name,
                        patient,
                        passed=kw.get("passed"),
                        bandages=kw.get("bandages", True),
                    )
                else:
                    r = _inj.save_life(enc, name, patient, passed=kw.get("passed"))
                enc.spend(
                    name, Cost({"round": 1}), translate("ww2", "{name}: Medicine").format(name=name)
                )
                round_live(enc, name)["actions"].append(action_id)
            return {"action": action_id, "text": r.text, "test": r.to_dict()}
        raise RuleError(
            translate("ww2", "{action_id} can't be taken here.").format(action_id=action_id)
        )  # pragma: no cover

    # -- tracks ----------------------------------------------------------------------------------
    def track_views(self, name: str) -> list[TrackView]:
        enc = self.enc
        st = view(enc, name)
        inj = st["injury"]
        top = _inj.max_lesoes(enc, name)
        fmax = _inj.max_ferimentos(enc)
        band = bleeding_band(enc, int(inj["sangramento"]))
        death = data.rows(enc, "bleeding", state="death")[0]
        out = [
            TrackView(
                "lesoes",
                translate("ww2", "Injuries"),
                "counter",
                inj["lesoes"],
                top,
                severity="warn" if inj["lesoes"] else "ok",
                detail=translate(
                    "ww2",
                    "−1 on every test and attack each; past {top} (Endurance) each becomes a Wound",
                ).format(top=top),
                adjustable=True,
            ),
            TrackView(
                "ferimentos",
                translate("ww2", "Wounds"),
                "counter",
                inj["ferimentos"],
                fmax,
                severity="bad" if inj["ferimentos"] else "ok",
                detail=translate(
                    "ww2",
                    "{untreated} untreated (bleeding), {treated} treated; out of action "
                    "until an Endurance test; more than {fmax} kills",
                ).format(untreated=_inj.untreated(enc, name), treated=inj["treated"], fmax=fmax),
                adjustable=True,
            ),
            TrackView(
                "treated",
                translate("ww2", "Wounds treated"),
                "counter",
                inj["treated"],
                inj["ferimentos"],
                detail=translate(
                    "ww2", "A passed Medicine (0) test treats one a round: it stops bleeding"
                ),
                adjustable=True,
            ),
            TrackView(
                "sangramento",
                translate("ww2", "Bleeding"),
                "counter",
                inj["sangramento"],
                int(death["min"]),
                severity="ok"
                if not band.get("penalty") and not band.get("state")
                else ("bad" if band.get("state") or int(band["penalty"]) <= -8 else "warn"),
                detail=rule_text(band, "text"),
                adjustable=True,
            ),
        ]
        life = _inj.life_state(enc, name)
        words = {
            "dead": translate("ww2", "Dead"),
            "coma": translate("ww2", "Coma"),
            "unconscious": translate("ww2", "Unconscious"),
            "out_of_action": translate("ww2", "Out of action"),
            "fighting": translate("ww2", "Fighting"),
        }
        out.append(
            TrackView(
                "state",
                translate("ww2", "State"),
                "text",
                words[life],
                severity="ok" if life == "fighting" else "bad",
                detail=inj["cause"]
                if life == "dead"
                else (
                    translate("ww2", "Only crawling and an Endurance test to bear the pain")
                    if life == "out_of_action"
                    else ""
                ),
            )
        )
        out.append(
            TrackView(
                "attention",
                translate("ww2", "Attention"),
                "text",
                _attention.attention_label(enc, name),
            )
        )
        exp = st["exposure"]
        if exp == "auto":
            exp = translate("ww2", "{exposure} (posture)").format(
                exposure=choice_word(data.row(enc, "posture", key=posture(enc, name))["exposure"])
            )
        else:
            exp = choice_word(exp)
        out.append(
            TrackView(
                "cover",
                translate("ww2", "Posture and cover"),
                "text",
                translate(
                    "ww2", "{label}; exposure {exp}; armour {armour}; visibility {visibility}"
                ).format(
                    label=rule_text(data.row(enc, "posture", key=posture(enc, name)), "name"),
                    exp=exp.lower(),
                    armour=choice_word(st["armour"]).lower(),
                    visibility=choice_word(st["visibility"]).lower(),
                ),
            )
        )
        pens = []
        for kind in ("skill", "attack"):
            total = sum(m.value for m in penalties(enc, name, kind))
            if total:
                pens.append(
                    (
                        translate("ww2", "skill {total:+d}")
                        if kind == "skill"
                        else translate("ww2", "attack {total:+d}")
                    ).format(total=total)
                )
        if pens:
            out.append(
                TrackView(
                    "penalties",
                    translate("ww2", "Penalties"),
                    "text",
                    ", ".join(pens),
                    severity="warn",
                )
            )
        if st["suppression"]:
            out.append(
                TrackView(
                    "suppressed",
                    translate("ww2", "Suppressed"),
                    "flag",
                    True,
                    severity="warn",
                    detail=translate(
                        "ww2", "by {by}: can't move; Composure test to shake it off"
                    ).format(by=st["suppression"]["by"]),
                )
            )
        clock = st["death_clock"]
        if clock:
            out.append(
                TrackView(
                    "death_clock",
                    translate("ww2", "Fatal wound"),
                    "flag",
                    True,
                    severity="bad",
                    detail=translate(
                        "ww2", "{cause}: death in {rounds_left} rounds; {test} ({value}) to save"
                    ).format(
                        cause=clock["cause"],
                        rounds_left=clock["rounds_left"],
                        test=_rolls.skill_word(str(clock["test"])),
                        value=clock["value"],
                    ),
                )
            )
        conds = [
            _inj.CONDITIONS.get(k, view(enc, name)["conditions"][k].get("label", k))
            for k in _inj.conditions(enc, name)
        ]
        if conds:
            out.append(
                TrackView(
                    "conditions", translate("ww2", "Conditions"), "list", conds, severity="warn"
                )
            )
        weapons = [
            f"{rule_text(w, 'name')} ({skill_label(str(w.get('category')))})"
            + ("" if w["status"] == "ok" else f": {w['status']}")
            for w in carried_weapons(enc, name)
        ]
        out.append(TrackView("weapons", translate("ww2", "Weapons"), "list", weapons))
        if st["aim"] and st["aim"].get("round") in (enc.round.number, enc.round.number - 1):
            out.append(
                TrackView(
                    "aim",
                    translate("ww2", "Aiming"),
                    "text",
                    translate("ww2", "{weapon_name} (round {round})").format(
                        weapon_name=self._weapon_name(name, st["aim"]["weapon"]),
                        round=st["aim"]["round"],
                    ),
                )
            )
        effects = [describe_effect(e) for e in self.effects_on(name)]
        if effects:
            out.append(TrackView("effects", translate("ww2", "Timed effects"), "list", effects))
        return out

    def adjust_track(self, name: str, track_id: str, delta: int) -> None:
        """GM nudge: ``lesoes``/``ferimentos`` up through the damage rules, down as healing;
        ``sangramento`` up or down; ``treated`` marks Ferimentos treated or untreated."""
        enc = self.enc
        if not delta:
            return
        if track_id == "lesoes":
            if delta > 0:
                _inj.apply_damage(enc, name, delta, 0, source="GM")
            else:
                _inj.heal(enc, name, lesoes=-delta)
        elif track_id == "ferimentos":
            if delta > 0:
                _inj.apply_damage(enc, name, 0, delta, source="GM")
            else:
                _inj.heal(enc, name, ferimentos=-delta)
        elif track_id == "sangramento":
            if delta > 0:
                with enc.transaction(translate("ww2", "{name} bleeds").format(name=name)):
                    _inj.add_bleeding(enc, name, delta, "GM")
            else:
                _inj.heal(enc, name, sangramento=-delta)
        elif track_id == "treated":
            inj = view(enc, name)["injury"]
            new = max(0, min(inj["ferimentos"], inj["treated"] + delta))
            if new == inj["treated"]:
                raise RuleError(
                    translate("ww2", "{name} has no {choice} Wound.").format(
                        name=name, choice="untreated" if delta > 0 else "treated"
                    )
                )
            with enc.transaction(translate("ww2", "{name}'s treated wounds").format(name=name)):
                live(enc, name)["injury"]["treated"] = new
                enc.add_log(
                    "heal",
                    translate("ww2", "GM: {new} of {name}'s Wounds treated.").format(
                        new=new, name=name
                    ),
                    combatant=name,
                )
        else:
            raise RuleError(
                translate("ww2", "The {track_id} track can't be changed by hand.").format(
                    track_id=track_id
                )
            )

    def status_badges(self, name: str) -> list[str]:
        enc = self.enc
        st = view(enc, name)
        out = []
        life = _inj.life_state(enc, name)
        if life != "fighting":
            out.append(
                {
                    "dead": translate("ww2", "Dead"),
                    "coma": translate("ww2", "Coma"),
                    "unconscious": translate("ww2", "Unconscious"),
                }.get(life, translate("ww2", "Out of action"))
            )
        if st["death_clock"]:
            out.append(
                translate("ww2", "Dying {rounds_left}r").format(
                    rounds_left=st["death_clock"]["rounds_left"]
                )
            )
        if st["suppression"]:
            out.append(translate("ww2", "Suppressed"))
        if _inj.has_condition(enc, name, "panicked"):
            out.append(translate("ww2", "Panicked"))
        if life == "fighting" and st["attention"] != "alert":
            out.append(rule_text(data.row(enc, "attention_states", key=st["attention"]), "name"))
        if posture(enc, name) == "crouching":
            out.append(translate("ww2", "Crouched"))
        if st["aim"] and st["aim"].get("round") == enc.round.number:
            out.append(translate("ww2", "Aiming"))
        return out + super().status_badges(name)

    # -- damage and medicine ---------------------------------------------------------------------
    def apply_damage(
        self, name: str, amount: int, kind: str = "lesoes", source: str = "", **kw: Any
    ) -> dict[str, Any]:
        """``amount`` Lesões (``kind="lesoes"``) or Ferimentos (``kind="ferimentos"``)."""
        if kind not in ("lesoes", "ferimentos"):
            raise RuleError(translate("ww2", "WWII damage is Injuries or Wounds."))
        les, fer = (amount, 0) if kind == "lesoes" else (0, amount)
        return _inj.apply_damage(
            self.enc, name, les, fer, source=source, knockout=bool(kw.get("knockout"))
        )

    def treat_wound(
        self, medic: str, patient: str, *, passed: bool | None = None, bandages: bool = True
    ) -> CheckResult:
        return _inj.treat_wound(self.enc, medic, patient, passed=passed, bandages=bandages)

    def bear_pain(self, name: str, *, passed: bool | None = None) -> CheckResult:
        return _inj.bear_pain(self.enc, name, passed=passed)

    def save_life(self, medic: str, patient: str, *, passed: bool | None = None) -> CheckResult:
        return _inj.save_life(self.enc, medic, patient, passed=passed)

    def wake(self, name: str) -> None:
        _inj.wake(self.enc, name)

    def set_condition(
        self, name: str, key: str, on: bool = True, *, rounds: int | None = None, note: str = ""
    ) -> None:
        _inj.set_condition(self.enc, name, key, on, rounds=rounds, note=note)

    def recover_lesion(self, name: str, **kw: Any) -> bool:
        return _inj.recover_lesion(self.enc, name, **kw)

    def recover_bleeding(self, name: str, **kw: Any) -> int:
        return _inj.recover_bleeding(self.enc, name, **kw)

    def recover_ferimento(self, name: str, **kw: Any) -> bool:
        return _inj.recover_ferimento(self.enc, name, **kw)

    def skill_test(
        self,
        name: str,
        skill: str,
        value: int = 0,
        *,
        against: tuple[str, str] | None = None,
        passed: bool | None = None,
        why: str = "",
    ) -> CheckResult:
        """Any Skill test (one undo step); see :mod:`core.rules.ww2.checks`."""
        with self.enc.transaction(
            translate("ww2", "{name}: {skill_label} test").format(
                name=name, skill_label=skill_label(skill)
            )
        ):
            return skill_test(self.enc, name, skill, value, against=against, passed=passed, why=why)

    # -- attacks ---------------------------------------------------------------------------------
    def weapon_choices(self, name: str) -> list[tuple[str, str]]:
        out = []
        for w in carried_weapons(self.enc, name):
            label = f"{rule_text(w, 'name')} ({skill_label(str(w.get('category')))})"
            if w["status"] != "ok":
                label += f" — {weapon_status_word(str(w['status']))}"
            out.append((w["id"], label))
        return out

    def attack_flags(self) -> list[FlagSpec]:
        return [with_choice_words(f) for f in self._attack_flags()]

    def _attack_flags(self) -> list[FlagSpec]:
        s = self.enc.ruleset.settings
        yes_no = ("auto", "yes", "no")
        on, off = translate("ww2", "on"), translate("ww2", "off")
        return [
            FlagSpec(
                "technique",
                translate("ww2", "Technique"),
                "choice",
                _attacks.TECHNIQUES,
                "none",
                translate(
                    "ww2",
                    "Suppressive fire (Machine guns, Submachine guns) or Disarm (Close combat)",
                ),
            ),
            FlagSpec(
                "shoot_and_move",
                translate("ww2", "Shoot and move (6 m)"),
                "choice",
                yes_no,
                "auto",
                translate(
                    "ww2",
                    "+5 DP to the target within effective range; auto: yes if moved this round",
                ),
            ),
            FlagSpec(
                "surprise",
                translate("ww2", "Surprise"),
                "choice",
                yes_no,
                "auto",
                translate("ww2", "+Surprise once; auto: the target failed to spot the attacker"),
            ),
            FlagSpec(
                "flanked",
                translate("ww2", "Target flanked"),
                help=translate("ww2", "+Opportunity; a prone target is less hidden"),
            ),
            FlagSpec(
                "visibility",
                translate("ww2", "Visibility"),
                "choice",
                ("auto", *VISIBILITIES),
                "auto",
                translate(
                    "ww2", "Partial +5 DP, none +10 DP; auto: the target's, none in a dark zone"
                ),
            ),
            FlagSpec(
                "range_band",
                translate("ww2", "Range band"),
                "choice",
                ("auto", *_attacks.BANDS),
                "auto",
                translate(
                    "ww2", "Lethal +5 OP, beyond effective +5 DP; auto: metres between the tokens"
                ),
            ),
            FlagSpec(
                "armour",
                translate("ww2", "Target's armour"),
                "choice",
                ("auto", *ARMOURS),
                "auto",
                translate("ww2", "Retarding +5, impenetrable +10 DP"),
            ),
            FlagSpec(
                "exposure",
                translate("ww2", "Target's exposure"),
                "choice",
                EXPOSURES,
                "auto",
                translate("ww2", "Full +5, partial +10, minimal +15 DP; auto: from the posture"),
            ),
            FlagSpec(
                "target_running",
                translate("ww2", "Target running across the line of fire"),
                "choice",
                yes_no,
                "auto",
                translate("ww2", "+5 DP; auto: the target ran this round"),
            ),
            FlagSpec(
                "melee_defence_bonus",
                translate("ww2", "Melee: +10 defence"),
                "choice",
                yes_no,
                "auto",
                translate("ww2", "ineffective combat; auto: {choice}").format(
                    choice=on if s.get("ww2.melee_defence_bonus") else off
                ),
            ),
            FlagSpec(
                "no_extra_wound",
                translate("ww2", "Melee: no extra Wound"),
                "choice",
                yes_no,
                "auto",
                translate("ww2", "ineffective combat; auto: {choice}").format(
                    choice=on if s.get("ww2.melee_no_extra_wound") else off
                ),
            ),
            FlagSpec(
                "knockout",
                translate("ww2", "Melee: knockout"),
                "choice",
                yes_no,
                "auto",
                translate("ww2", "ineffective combat; auto: {choice}").format(
                    choice=on if s.get("ww2.melee_knockout") else off
                ),
            ),
            GM_ALLOWS,
        ]

    # -- the character sheet and the rolls the app asks for ------------------------------------
    def character_sheet(self) -> CharacterSheet:
        """Skills, weapon categories, techniques, the tracks' maxima and the weapons
        (:mod:`core.rules.ww2.sheet`)."""
        return _sheet.character_sheet()

    def derived_values(self, stats: Mapping[str, Any]) -> dict[str, Any]:
        return _sheet.derived_values(stats)

    def check_sheet_value(self, field_id: str, value: Any) -> Any:
        return _sheet.check_value(field_id, value)

    def roll_spec(self, name: str, skill: str) -> RollSpec | None:
        """A Skill test the app asks for: d20 + the level (and penalties) against the GM's d20
        (:mod:`.checks`). The map's Mobility rolls (a cluttered zone, a retreat) are Atletismo,
        the seed's movement skill. ``None`` when the GM decides every test
        (``ww2.test_number_meaning``) or the skill is not on the sheet's list."""
        return _rolls.roll_spec(self.enc, name, skill)

    def make_roll(self, name: str, skill: str, *, why: str = "") -> RollOutcome:
        """Roll :meth:`roll_spec` as a Skill test (one undo step, in the combat log)."""
        return _rolls.make_roll(self.enc, name, skill, why=why)

    def plan_attack(
        self, attacker: str, target: str, weapon_id: str | None = None, **flags: Any
    ) -> Any:
        _check_attack_options(flags)
        return _attacks.plan_attack(self.enc, attacker, target, weapon_id, **flags)

    def attack_preview(
        self, attacker: str, target: str, weapon_id: str | None = None, **flags: Any
    ) -> AttackPreview:
        _check_attack_options(flags)
        plan = _attacks.plan_attack(self.enc, attacker, target, weapon_id, **flags)
        luck = data.row(self.enc, "offensive_power", component="luck")
        die, sorte = str(luck["dice"]), str(rule_text(luck, "name"))
        po, pd = translate("ww2", "OP"), translate("ww2", "DP")
        luck_src = data.source("offensive_power", sorte)
        mods = [ModifierView(f"{po}: {sorte}", die, luck_src, data.seed_note(luck_src))]
        mods += [
            ModifierView(f"{po}: {m.label}", f"{m.value:+d}", m.source, data.seed_note(m.source))
            for m in plan.po
        ]
        mods += [
            ModifierView(f"{pd}: {m.label}", f"+{m.value}", m.source, data.seed_note(m.source))
            for m in plan.pd
        ]
        notes = list(plan.notes)
        if plan.pd:
            threshold = int(self.enc.ruleset.settings.get("ww2.ferimento_min_pa", 3))
            one, fer = plan.d20_for(1), plan.d20_for(threshold)
            notes.append(
                translate(
                    "ww2",
                    "AP = ⌊(d20 {po_bonus:+d}) ÷ {pd_total}⌋: AP 1 from a d20 of {choice}, "
                    "a Wound (AP {threshold}) from {choice2}; a natural 1 is AP 0, a "
                    "natural 20 adds a Wound.",
                ).format(
                    po_bonus=plan.po_bonus,
                    pd_total=plan.pd_total,
                    choice=one if one else "—",
                    threshold=threshold,
                    choice2=fer if fer else translate("ww2", "— (only a natural 20)"),
                )
            )
        dice = (
            translate("ww2", "{die} {bonus:+d} ÷ DP {pd}").format(
                die=die, bonus=plan.po_bonus, pd=plan.pd_total
            )
            if plan.pd
            else die
        )
        return AttackPreview(plan.allowed, plan.reason, dice, tuple(mods), tuple(notes))

    def attack(
        self, attacker: str, target: str, weapon_id: str | None = None, **flags: Any
    ) -> dict[str, Any]:
        _check_attack_options(flags)
        return _attacks.attack(self.enc, attacker, target, weapon_id, **flags)

    def suppressive_fire(
        self, attacker: str, targets: list[str], weapon_id: str | None = None, **flags: Any
    ) -> dict[str, Any]:
        return _attacks.suppressive_fire(self.enc, attacker, targets, weapon_id, **flags)

    def aim(self, name: str, weapon_id: str | None = None, target: str | None = None) -> None:
        _attacks.aim(self.enc, name, weapon_id, target)

    def resist_suppression(self, name: str, *, passed: bool | None = None) -> CheckResult:
        return _attacks.resist_suppression(self.enc, name, passed=passed)

    def repair_weapon(self, name: str, weapon_id: str) -> None:
        _attacks.repair_weapon(self.enc, name, weapon_id)

    def distance(self, a: str, b: str) -> float:
        return _attacks.distance(self.enc, a, b)

    # -- GM tools (beside the fight) ---------------------------------------------------------------
    def gm_tools(self) -> list[ToolSpec]:
        """The WWII aids a generic form can run: detection, attention, cover, tests, medicine,
        multi-target suppressive fire, conditions, recovery, metres and settings; every choice
        with its words (:func:`core.rules.ww2.words.with_choice_words`)."""
        return [
            dataclasses.replace(t, params=tuple(with_choice_words(p) for p in t.params))
            for t in self._gm_tools()
        ]

    def _gm_tools(self) -> list[ToolSpec]:
        from core.rules.ww2 import SETTINGS
        from core.rules.ww2.setting_texts import setting_specs
        from core.rules.ww2.state import SKILLS

        specs = setting_specs()

        who = ParamSpec("name", translate("ww2", "Combatant"), "combatant")
        ruling = ParamSpec(
            "ruling",
            translate("ww2", "Result"),
            "choice",
            default="roll",
            choices=("roll", "passed", "failed"),
            help=translate("ww2", "roll the test, or record the GM's ruling"),
        )
        state_rows = _attention.states(self.enc)
        states = tuple(r["key"] for r in state_rows)
        state_labels = tuple(rule_text(r, "name") for r in state_rows)
        keep = ("keep",)
        return [
            ToolSpec(
                "detect",
                translate("ww2", "Detection: Camouflage vs Attention"),
                (
                    ParamSpec("attacker", translate("ww2", "Attacker"), "combatant"),
                    ParamSpec("victim", translate("ww2", "Victim"), "combatant"),
                    ParamSpec(
                        "ruling",
                        translate("ww2", "Result"),
                        "choice",
                        default="roll",
                        choices=("roll", "spotted", "not spotted"),
                    ),
                ),
                translate("ww2", "Surprise"),
                translate(
                    "ww2", "A victim who fails suffers the effects of their attention state."
                ),
            ),
            ToolSpec(
                "attention",
                translate("ww2", "Attention state"),
                (
                    who,
                    ParamSpec(
                        "state",
                        translate("ww2", "State"),
                        "choice",
                        states[-1],
                        states,
                        choice_labels=state_labels,
                    ),
                ),
                translate("ww2", "Surprise"),
            ),
            ToolSpec(
                "cover",
                translate("ww2", "Posture and cover"),
                (
                    who,
                    ParamSpec(
                        "posture", translate("ww2", "Posture"), "choice", "keep", keep + POSTURES
                    ),
                    ParamSpec(
                        "armour", translate("ww2", "Armour"), "choice", "keep", keep + ARMOURS
                    ),
                    ParamSpec(
                        "exposure", translate("ww2", "Exposure"), "choice", "keep", keep + EXPOSURES
                    ),
                    ParamSpec(
                        "visibility",
                        translate("ww2", "Visibility"),
                        "choice",
                        "keep",
                        keep + VISIBILITIES,
                    ),
                ),
                translate("ww2", "Fight"),
            ),
            ToolSpec(
                "suppressive_fire",
                translate("ww2", "Suppressive fire at several targets"),
                (
                    ParamSpec("attacker", translate("ww2", "Attacker"), "combatant"),
                    ParamSpec(
                        "weapon_id",
                        translate("ww2", "Weapon id"),
                        "str",
                        "",
                        required=False,
                        help=translate("ww2", "empty: in hand"),
                    ),
                    ParamSpec("target1", translate("ww2", "Target"), "combatant"),
                    ParamSpec(
                        "target2", translate("ww2", "Second target"), "combatant", required=False
                    ),
                    ParamSpec(
                        "target3", translate("ww2", "Third target"), "combatant", required=False
                    ),
                ),
                translate("ww2", "Fight"),
                translate(
                    "ww2", "Machine guns or Submachine guns; every target inside 30° in front."
                ),
            ),
            ToolSpec(
                "movement",
                translate("ww2", "Metres this round"),
                (who, ParamSpec("mode", translate("ww2", "Mode"), "choice", "run", _move.MODES)),
                translate("ww2", "Fight"),
            ),
            ToolSpec(
                "sprint",
                translate("ww2", "Athletics for extra metres"),
                (
                    who,
                    ParamSpec(
                        "mode", translate("ww2", "Mode"), "choice", "run", ("run", "shoot_and_move")
                    ),
                    ruling,
                ),
                translate("ww2", "Fight"),
            ),
            ToolSpec(
                "treat_wound",
                translate("ww2", "Stop a haemorrhage: Medicine (0)"),
                (
                    ParamSpec("medic", translate("ww2", "Medic"), "combatant"),
                    ParamSpec("patient", translate("ww2", "Patient"), "combatant"),
                    ruling,
                ),
                translate("ww2", "Medicine"),
            ),
            ToolSpec(
                "save_life",
                translate("ww2", "Save a fatal wound: Medicine (5)"),
                (
                    ParamSpec("medic", translate("ww2", "Medic"), "combatant"),
                    ParamSpec("patient", translate("ww2", "Patient"), "combatant"),
                    ruling,
                ),
                translate("ww2", "Medicine"),
            ),
            ToolSpec(
                "bear_pain",
                translate("ww2", "Bear the pain: Endurance"),
                (who, ruling),
                translate("ww2", "Medicine"),
            ),
            ToolSpec(
                "frieza",
                translate("ww2", "Shake off suppression: Composure"),
                (who, ruling),
                translate("ww2", "Fight"),
            ),
            ToolSpec(
                "wake",
                translate("ww2", "Come round (unconscious)"),
                (who,),
                translate("ww2", "Medicine"),
            ),
            ToolSpec(
                "condition",
                translate("ww2", "Condition"),
                (
                    who,
                    ParamSpec(
                        "condition",
                        translate("ww2", "Condition"),
                        "choice",
                        "panicked",
                        tuple(_inj.CONDITIONS),
                    ),
                    ParamSpec("on", translate("ww2", "On"), "bool", True),
                    ParamSpec(
                        "rounds", translate("ww2", "Rounds (0: until removed)"), "int", 0, minimum=0
                    ),
                ),
                translate("ww2", "Medicine"),
            ),
            ToolSpec(
                "skill_test",
                translate("ww2", "Skill test"),
                (
                    who,
                    ParamSpec(
                        "skill", translate("ww2", "Skill"), "choice", "resistencia", tuple(SKILLS)
                    ),
                    ParamSpec("value", translate("ww2", "Number in brackets"), "int", 0),
                    ruling,
                ),
                translate("ww2", "Tests"),
            ),
            ToolSpec(
                "repair_weapon",
                translate("ww2", "Weapon back in hand (repaired, cleared, picked up)"),
                (who, ParamSpec("weapon_id", translate("ww2", "Weapon id"), "str", "")),
                translate("ww2", "Fight"),
            ),
            ToolSpec(
                "recover",
                translate("ww2", "A day's recovery (between fights)"),
                (
                    who,
                    ParamSpec(
                        "kind",
                        translate("ww2", "What"),
                        "choice",
                        "lesion",
                        ("lesion", "bleeding", "transfusion", "ferimento"),
                    ),
                    ParamSpec("rest_hours", translate("ww2", "Hours of rest"), "int", 8, minimum=0),
                    ParamSpec("bandaged", translate("ww2", "Bandaged"), "bool", True),
                    ParamSpec("days", translate("ww2", "Days under a doctor"), "int", 7, minimum=0),
                    ParamSpec("infirmary", translate("ww2", "In an infirmary"), "bool", True),
                    ParamSpec("medic", translate("ww2", "Medic"), "combatant", required=False),
                    ruling,
                ),
                translate("ww2", "Medicine"),
            ),
            ToolSpec(
                "setting",
                translate("ww2", "WWII setting"),
                (
                    ParamSpec(
                        "key",
                        translate("ww2", "Setting"),
                        "choice",
                        "ww2.ferimento_min_pa",
                        tuple(SETTINGS),
                        choice_labels=tuple(specs[k].label if k in specs else k for k in SETTINGS),
                    ),
                    ParamSpec(
                        "value",
                        translate("ww2", 'Value (JSON: 3, true, "mover", {...})'),
                        "str",
                        "",
                    ),
                ),
                translate("ww2", "Settings"),
            ),
        ]

    def gm_panels(self) -> list[PanelView]:
        """Attention and suppression: each combatant's attention state (what a failed
        detection would cost them) and who is suppressed by whom (highlighted)."""
        enc = self.enc
        rows = []
        suppressed = 0
        for c in enc.combatants():
            st = view(enc, c.name)
            sup = st["suppression"]
            value = _attention.attention_label(enc, c.name)
            if sup:
                suppressed += 1
                value += translate("ww2", "; suppressed by {by}").format(by=sup["by"])
            costs = [
                tr_label("ww2", word)
                for flag, word in _SURPRISE_WORDS
                if _attention.surprise_effects(enc, st["attention"]).get(flag)
            ]
            detail = (
                translate("ww2", "If surprised: ") + ", ".join(costs) + "."
                if costs
                else translate("ww2", "No surprise effects.")
            )
            if sup:
                detail += translate(
                    "ww2", " Suppressed: can't move; Composure test to shake it off."
                )
            rows.append(PanelRow(c.name, value, highlight=bool(sup), detail=detail))
        text = (
            translate("ww2", "{suppressed} suppressed.").format(suppressed=suppressed)
            if suppressed
            else translate("ww2", "Nobody is suppressed.")
        )
        return [
            PanelView("attention", translate("ww2", "Attention and suppression"), tuple(rows), text)
        ]

    def run_gm_tool(self, tool_id: str, **params: Any) -> dict[str, Any]:
        """Run one of :meth:`gm_tools`; returns ``{"text", ...}`` (the log has it too)."""
        import json

        enc = self.enc
        p = dict(params)
        ruling = {"roll": None, "passed": True, "failed": False}.get(p.get("ruling", "roll"))

        def need(key: str) -> Any:
            if p.get(key) in (None, ""):
                raise RuleError(
                    translate("ww2", "Fill in {key}.").format(key=self._param_label(tool_id, key))
                )
            return p[key]

        if tool_id == "detect":
            detected = {"roll": None, "spotted": True, "not spotted": False}[
                p.get("ruling", "roll")
            ]
            out = self.detect(need("attacker"), need("victim"), detected=detected)
            return {"text": enc.log[-1]["text"], **out}
        if tool_id == "attention":
            self.set_attention(need("name"), need("state"))
            return {"text": f"{p['name']}: {_attention.attention_label(enc, p['name'])}."}
        if tool_id == "cover":
            name = need("name")
            with enc.transaction(translate("ww2", "{name}'s posture and cover").format(name=name)):
                if p.get("posture", "keep") != "keep":
                    self.set_posture(name, p["posture"])
                kw = {
                    k: p[k]
                    for k in ("armour", "exposure", "visibility")
                    if p.get(k, "keep") != "keep"
                }
                if kw:
                    self.set_cover(name, **kw)
            return {"text": next(t.value for t in self.track_views(name) if t.id == "cover")}
        if tool_id == "suppressive_fire":
            targets = [p[k] for k in ("target1", "target2", "target3") if p.get(k)]
            return self.suppressive_fire(need("attacker"), targets, p.get("weapon_id") or None)
        if tool_id == "movement":
            allow = self.movement_allowance(need("name"), p.get("mode", "run"))
            with enc.transaction("Metres"):
                enc.add_log("info", f"{p['name']}: {allow['text']}.", combatant=p["name"])
            return {"text": allow["text"], **allow}
        if tool_id == "sprint":
            got = self.sprint(need("name"), p.get("mode", "run"), passed=ruling)
            return {"text": enc.log[-1]["text"], "metres": got}
        tests = {
            "treat_wound": lambda: self.treat_wound(need("medic"), need("patient"), passed=ruling),
            "save_life": lambda: self.save_life(need("medic"), need("patient"), passed=ruling),
            "bear_pain": lambda: self.bear_pain(need("name"), passed=ruling),
            "frieza": lambda: self.resist_suppression(need("name"), passed=ruling),
            "skill_test": lambda: self.skill_test(
                need("name"), need("skill"), int(p.get("value") or 0), passed=ruling
            ),
        }
        if tool_id in tests:
            r = tests[tool_id]()
            return {"text": r.text, "passed": r.passed, "test": r.to_dict()}
        if tool_id == "wake":
            self.wake(need("name"))
            return {"text": enc.log[-1]["text"]}
        if tool_id == "condition":
            rounds = int(p.get("rounds") or 0) or None
            on = bool(p.get("on", True))
            self.set_condition(need("name"), need("condition"), on, rounds=rounds)
            label = _inj.CONDITIONS.get(p["condition"], p["condition"])
            text = (
                translate("ww2", "{name}: {label} on.")
                if on
                else translate("ww2", "{name}: {label} off.")
            )
            return {"text": text.format(name=p["name"], label=label)}
        if tool_id == "repair_weapon":
            self.repair_weapon(need("name"), need("weapon_id"))
            return {"text": enc.log[-1]["text"]}
        if tool_id == "recover":
            name, kind = need("name"), p.get("kind", "lesion")
            if kind == "lesion":
                ok = self.recover_lesion(
                    name,
                    rest_hours=int(p.get("rest_hours", 8)),
                    bandaged=bool(p.get("bandaged", True)),
                    passed=ruling,
                )
                return {"text": enc.log[-1]["text"], "recovered": ok}
            if kind in ("bleeding", "transfusion"):
                got = self.recover_bleeding(
                    name, transfusion=kind == "transfusion", medic=p.get("medic"), passed=ruling
                )
                return {"text": enc.log[-1]["text"], "recovered": got}
            ok = self.recover_ferimento(
                name,
                days_supervised=int(p.get("days", 7)),
                infirmary=bool(p.get("infirmary", True)),
                tester=p.get("medic"),
                passed=ruling,
            )
            return {"text": enc.log[-1]["text"], "recovered": ok}
        if tool_id == "setting":
            key, raw = need("key"), p.get("value", "")
            try:
                value = json.loads(raw) if isinstance(raw, str) else raw
            except ValueError:
                value = raw
            self.set_rule_setting(key, value)
            return {"text": f"{key} = {enc.ruleset.settings[key]!r}."}
        raise RuleError(translate("ww2", "WWII has no tool {tool_id!r}.").format(tool_id=tool_id))

    # -- settings --------------------------------------------------------------------------------
    def set_rule_setting(self, key: str, value: Any) -> None:
        """Change a ``ww2.*`` setting (one undo step; saved with the encounter)."""
        rules = self.enc.ruleset
        rules.check_setting(key, value)
        old = rules.settings.get(key)
        if old == value:
            return

        def setter(v: Any) -> Any:
            def run() -> None:
                rules.settings[key] = v
                self.enc.events.emit("settings_changed", key=key)

            return run

        self.enc.execute(
            Call(translate("ww2", "Set {key}").format(key=key), setter(value), setter(old))
        )


_ACTION_SKILL = {
    "sprint": "atletismo",
    "treat_wound": "medicina",
    "save_life": "medicina",
    "bear_pain": "resistencia",
    "shake_suppression": "frieza",
}
"""The skill (a :data:`~core.rules.ww2.state.SKILLS` key) an action tests."""
