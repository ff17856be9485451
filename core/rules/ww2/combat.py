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

import inspect
from collections.abc import Mapping
from typing import Any

from core.commands import Call
from core.effects import describe_effect
from core.rules.base import Cost, RuleError
from core.rules.geometry import GM_ALLOWS
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
    VISIBILITIES,
    carried_weapons,
    live,
    posture,
    round_live,
    round_view,
    skill_label,
    view,
)

ATTACK_ACTIONS = ("attack", "suppressive_fire", "disarm")
"""Action ids the attack form resolves (``take_action`` sends them to :meth:`attack`)."""

_ACTIONS: tuple[tuple[str, str, str, bool], ...] = (
    # id, name, kind, needs a target
    ("attack", "Attack (Ataque)", "action", True),
    ("suppressive_fire", "Suppressive fire (Fogo Supressor)", "action", True),
    ("disarm", "Disarm (Desarmar)", "action", True),
    ("aim", "Aim: precision shot next round (Tiro de Precisão)", "action", False),
    ("run", "Run", "action", True),
    ("shoot_and_move", "Shoot and move", "action", False),
    ("crawl", "Crawl", "action", True),
    ("sprint", "Atletismo: extra metres", "test", False),
    ("treat_wound", "Stop bleeding: Medicina (0)", "action", True),
    ("save_life", "Save a fatal wound: Medicina (5)", "action", True),
    ("bear_pain", "Bear the pain: Resistência", "test", False),
    ("shake_suppression", "Shake off suppression: Frieza", "test", False),
    ("stand", "Stand up (Ereto)", "free", False),
    ("crouch", "Crouch (Agachado)", "free", False),
    ("go_prone", "Go prone (Deitado)", "free", False),
    ("wait", "Hold (no action)", "free", False),
)
_SURPRISE_WORDS = (
    ("add_surprise_technique_to_po", "Surpresa bonus to the attacker"),
    ("attacker_wins_initiative", "attacker wins initiative"),
    ("victim_loses_round", "loses a round"),
    ("victim_no_defence", "no defence"),
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
        raise RuleError(f"A WWII attack has no option {unknown[0]!r}.")


class WW2Combat(CombatRunner):
    """The WWII combat facade for one encounter (``enc.combat``)."""

    def __init__(self, enc: Any) -> None:
        CombatRunner.__init__(self, enc)
        self.initiative_title = "Initiative (3d6)"

    # -- initiative ------------------------------------------------------------------------------
    def roll_initiative(self, names: list[str] | None = None) -> list[str]:
        """Roll 3d6 for everyone without a roll (or re-roll ``names``); returns the order."""
        return _init.roll_initiative(self.enc, names)

    def initiative_order(self) -> list[str]:
        return _init.order(self.enc)

    def initiative_entries(self) -> list[InitiativeEntry]:
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
            "The WWII order is the 3d6 roll (ties by Atenção, then a re-roll): it can't be "
            "rearranged by hand. Re-roll someone with roll_initiative([name])."
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
    def set_posture(self, name: str, new: str) -> None:
        """Ereto (``standing``), Agachado (``crouching``) or Deitado (``prone``): free."""
        if new not in POSTURES:
            raise RuleError(f"Unknown posture {new!r}; choose from {', '.join(POSTURES)}.")
        if posture(self.enc, name) == new:
            return
        row = data.row(self.enc, "posture", key=new)
        with self.enc.transaction(f"{name}: {new}"):
            self.enc.set_stance(name, "prone" if new == "prone" else "standing")
            if new != "prone":
                live(self.enc, name)["posture"] = new
            self.enc.add_log("posture", f"{name}: {row['name_pt']} — {row['text']}", combatant=name)

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
                raise RuleError(f"Unknown {what} {value!r}; choose from {', '.join(allowed)}.")
        self.enc.combatant(name)
        with self.enc.transaction(f"{name}'s cover"):
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
                f"{name}: armour {st['armour']}, exposure {st['exposure']}, visibility "
                f"{st['visibility']}.",
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
            raise RuleError("Atletismo adds metres to a run or a shoot-and-move.")
        if round_view(enc, name)["sprinted"]:
            raise RuleError(f"{name} has already tested Atletismo this round.")
        row = data.row(
            enc, "movement", key="run_extra" if mode == "run" else "shoot_and_move_extra"
        )
        with enc.transaction(f"{name} sprints"):
            result = skill_test(
                enc, name, data.slug(row["test"]), passed=passed, why=f"extra metres ({mode})"
            )
            gained = _move.extra_metres(enc, mode, result.margin) if result.passed else 0
            rec = round_live(enc, name)
            rec["sprinted"] = True
            rec["extra_m"][mode] = gained
            enc.add_log(
                "sprint",
                f"{name} gains {gained} m this round ({mode.replace('_', ' ')}).",
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
        items = [BudgetItem("action", left, 2 if spent.get("shoot_move") else 1, label="action")]
        words = []
        for mode, label in (
            ("run", "run"),
            ("shoot_and_move", "shoot and move"),
            ("crawl", "crawl"),
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
        items.append(BudgetItem("moved_m", round(moved), None, label="moved (m)", measure=True))
        text = (
            f"{enc.ruleset.describe_remaining(spent)} — {', '.join(words[:-1])} or {words[-1]} "
            f"(a zone move is the action); moved {moved:g} m"
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
            return f"{name} is out of action (Ferimento): crawl, bear the pain or treat a wound."
        if _init.fight_started(enc) and _init.current_turn(enc) != name:
            return f"It isn't {name}'s turn."
        spent = enc.actions_spent(name)
        rec = round_view(enc, name)
        if action_id in ATTACK_ACTIONS:
            why = _attacks.attack_refusal(enc, name)
            if why:
                return why
            if action_id == "suppressive_fire" and not self._has_category(name, "suppressive_fire"):
                return "Fogo Supressor needs Metralhadoras or Submetralhadoras."
            if action_id == "disarm" and not self._has_category(name, "disarm"):
                return "Desarmar is made in Combate Corporal."
            if target is not None and target in enc:
                plan = _attacks.plan_attack(
                    enc, name, target, technique="none" if action_id == "attack" else action_id
                )
                return "" if plan.allowed else plan.reason
            return _attacks.action_refusal(enc, name) or ""
        if action_id in ("stand", "crouch", "go_prone"):
            want = {"stand": "standing", "crouch": "crouching", "go_prone": "prone"}[action_id]
            return f"{name} is already {want}." if posture(enc, name) == want else ""
        if action_id == "bear_pain":
            if not st["injury"]["out_of_action"]:
                return f"{name} is not out of action."
            if st["injury"]["pain_round"] == enc.round.number:
                return "One try a round."
            return ""
        if action_id == "shake_suppression":
            return "" if st["suppression"] else f"{name} is not suppressed."
        if action_id == "sprint":
            if rec["sprinted"]:
                return "One Atletismo test a round."
            if posture(enc, name) == "prone":
                return "Prone: crawling gets no extra metres."
            return ""
        if _move.shot_and_moved(enc, name) and action_id not in ("run", "crawl"):
            return f"{name}'s action this round is a shoot-and-move."
        if action_id == "shoot_and_move":
            if posture(enc, name) == "prone" or st["injury"]["out_of_action"]:
                return "No shooting and moving while prone (posture.json)."
            if rec["attacked"]:
                return f"{name} has already fired this round."
            if rec["actions"]:
                return f"{name} has used the round's action."
            return ""
        if action_id in ("run", "crawl"):
            if action_id == "run" and posture(enc, name) == "prone":
                return "Prone: crawl instead (or stand up first)."
            if action_id == "crawl" and posture(enc, name) != "prone":
                return "Crawling is moving prone: go prone first."
            refusal = enc.ruleset.move_refusal(enc, name)
            if refusal:
                return refusal
            allow = _move.movement_allowance(enc, name, "crawl" if action_id == "crawl" else "run")
            if not allow["possible"]:
                return allow["reason"]
            if not _move.can_afford(spent, Cost({"round": 1})):
                return f"{name} has used the round's action."
            return ""
        if action_id == "aim":
            if not self._has_category(name, "precision_shot"):
                return "Tiro de Precisão needs a Rifle."
            if _move.moved_this_round(enc, name):
                return f"{name} has moved this round."
        if action_id == "treat_wound" and target is not None and target in enc:
            if _inj.untreated(enc, target) == 0:
                return f"{target} has no untreated Ferimento."
            if view(enc, target)["injury"]["treat_round"] == enc.round.number:
                return "One Medicina test a round for each wounded."
        if (
            action_id == "save_life"
            and target is not None
            and target in enc
            and not view(enc, target)["death_clock"]
        ):
            return f"{target} has no fatal wound."
        if (
            st["injury"]["out_of_action"]
            and action_id == "treat_wound"
            and target not in (None, name)
        ):
            return f"{name} is out of action: only their own wounds."
        if not _move.can_afford(spent, Cost({"round": 1})):
            return f"{name} has used the round's action."
        return ""

    def _weapon_name(self, name: str, weapon_id: str) -> str:
        w = next((w for w in carried_weapons(self.enc, name) if w["id"] == weapon_id), None)
        return str(w["name"]) if w else weapon_id

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
            return f"Run crouched ({allow['metres']:g} m)"
        return f"{base} ({allow['metres']:g} m)" if allow["possible"] else base

    def action_views(self, name: str, target: str | None = None) -> list[ActionView]:
        self.enc.combatant(name)
        out = []
        for aid, label, kind, needs in _ACTIONS:
            reason = self._action_reason(name, aid, target)
            out.append(
                ActionView(
                    id=aid,
                    name=self._action_name(name, aid, label),
                    kind=kind,
                    legal=not reason,
                    reason=reason,
                    skill=_ACTION_SKILL.get(aid),
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
            raise RuleError(f"Unknown WWII action {action_id!r}.")
        if action_id in ATTACK_ACTIONS:
            if target is None:
                raise RuleError("Pick whom to attack.")
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
            return {"action": action_id, "text": f"{name}: {action_id.replace('_', ' ')}."}
        if action_id == "wait":
            with enc.transaction(f"{name} holds"):
                enc.add_log("action", f"{name} holds.", combatant=name)
            return {"action": "wait", "text": f"{name} holds."}
        if action_id == "bear_pain":
            r = _inj.bear_pain(enc, name, passed=kw.get("passed"))
            return {"action": action_id, "text": r.text, "test": r.to_dict()}
        if action_id == "shake_suppression":
            r = _attacks.resist_suppression(enc, name, passed=kw.get("passed"))
            return {"action": action_id, "text": r.text, "test": r.to_dict()}
        if action_id == "sprint":
            got = self.sprint(name, kw.get("mode"), passed=kw.get("passed"))
            return {"action": action_id, "text": f"{name} gains {got} m.", "metres": got}
        if action_id == "aim":
            _attacks.aim(enc, name, kw.get("weapon_id"), target)
            return {"action": "aim", "text": f"{name} aims."}
        if action_id == "shoot_and_move":
            with enc.transaction(f"{name} shoots and moves"):
                enc.spend(name, Cost({"shoot_move": 1}), f"{name} shoots and moves")
                round_live(enc, name)["mode"] = "shoot_and_move"
                allow = _move.movement_allowance(enc, name, "shoot_and_move")
                enc.add_log(
                    "action",
                    f"{name} will shoot and move this round ({allow['metres']:g} m; the target "
                    "gets +5 PD within effective range).",
                    combatant=name,
                )
            return {"action": action_id, "text": f"{name} shoots and moves."}
        if zone_target:
            mode = "crawl" if action_id == "crawl" else "run"
            allow = _move.movement_allowance(enc, name, mode)
            with enc.transaction(f"{name}: {action_id}"):
                if target is not None:
                    chk = enc.move(name, target)
                    text = chk.reason
                else:
                    enc.spend(name, Cost({"round": 1}), f"{name} {action_id}s")
                    round_live(enc, name)["mode"] = mode
                    text = f"{name} {'crawls' if mode == 'crawl' else 'runs'} inside the zone"
                    enc.add_log("action", text + f" (up to {allow['metres']:g} m).", combatant=name)
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
                enc.spend(name, Cost({"round": 1}), f"{name}: Medicina")
                round_live(enc, name)["actions"].append(action_id)
            return {"action": action_id, "text": r.text, "test": r.to_dict()}
        raise RuleError(f"{action_id} can't be taken here.")  # pragma: no cover

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
                "Lesões",
                "counter",
                inj["lesoes"],
                top,
                severity="warn" if inj["lesoes"] else "ok",
                detail=f"−1 on every test and attack each; past {top} (Resistência) each becomes "
                "a Ferimento",
                adjustable=True,
            ),
            TrackView(
                "ferimentos",
                "Ferimentos",
                "counter",
                inj["ferimentos"],
                fmax,
                severity="bad" if inj["ferimentos"] else "ok",
                detail=f"{_inj.untreated(enc, name)} untreated (bleeding), "
                f"{inj['treated']} treated; out of action until a Resistência test; "
                f"more than {fmax} kills",
                adjustable=True,
            ),
            TrackView(
                "treated",
                "Ferimentos treated",
                "counter",
                inj["treated"],
                inj["ferimentos"],
                detail="A passed Medicina (0) test treats one a round: it stops bleeding",
                adjustable=True,
            ),
            TrackView(
                "sangramento",
                "Sangramento",
                "counter",
                inj["sangramento"],
                int(death["min"]),
                severity="ok"
                if not band.get("penalty") and not band.get("state")
                else ("bad" if band.get("state") or int(band["penalty"]) <= -8 else "warn"),
                detail=band["text"],
                adjustable=True,
            ),
        ]
        life = _inj.life_state(enc, name)
        words = {
            "dead": "Dead",
            "coma": "Coma",
            "unconscious": "Unconscious",
            "out_of_action": "Out of action",
            "fighting": "Fighting",
        }
        out.append(
            TrackView(
                "state",
                "State",
                "text",
                words[life],
                severity="ok" if life == "fighting" else "bad",
                detail=inj["cause"]
                if life == "dead"
                else (
                    "Only crawling and a Resistência test to bear the pain"
                    if life == "out_of_action"
                    else ""
                ),
            )
        )
        out.append(
            TrackView("attention", "Attention", "text", _attention.attention_label(enc, name))
        )
        exp = st["exposure"]
        if exp == "auto":
            exp = f"{data.row(enc, 'posture', key=posture(enc, name))['exposure']} (posture)"
        out.append(
            TrackView(
                "cover",
                "Posture and cover",
                "text",
                f"{data.row(enc, 'posture', key=posture(enc, name))['name_pt']}; exposure {exp}; "
                f"armour {st['armour']}; visibility {st['visibility']}",
            )
        )
        pens = []
        for kind in ("skill", "attack"):
            total = sum(m.value for m in penalties(enc, name, kind))
            if total:
                pens.append(f"{kind} {total:+d}")
        if pens:
            out.append(
                TrackView("penalties", "Penalties", "text", ", ".join(pens), severity="warn")
            )
        if st["suppression"]:
            out.append(
                TrackView(
                    "suppressed",
                    "Suppressed",
                    "flag",
                    True,
                    severity="warn",
                    detail=f"by {st['suppression']['by']}: can't move; Frieza test to shake it off",
                )
            )
        clock = st["death_clock"]
        if clock:
            out.append(
                TrackView(
                    "death_clock",
                    "Fatal wound",
                    "flag",
                    True,
                    severity="bad",
                    detail=f"{clock['cause']}: death in {clock['rounds_left']} rounds; "
                    f"{clock['test']} ({clock['value']}) to save",
                )
            )
        conds = [
            _inj.CONDITIONS.get(k, view(enc, name)["conditions"][k].get("label", k))
            for k in _inj.conditions(enc, name)
        ]
        if conds:
            out.append(TrackView("conditions", "Conditions", "list", conds, severity="warn"))
        weapons = [
            f"{w['name']} ({skill_label(str(w.get('category')))})"
            + ("" if w["status"] == "ok" else f": {w['status']}")
            for w in carried_weapons(enc, name)
        ]
        out.append(TrackView("weapons", "Weapons", "list", weapons))
        if st["aim"] and st["aim"].get("round") in (enc.round.number, enc.round.number - 1):
            out.append(
                TrackView(
                    "aim",
                    "Aiming",
                    "text",
                    f"{self._weapon_name(name, st['aim']['weapon'])} (round {st['aim']['round']})",
                )
            )
        effects = [describe_effect(e) for e in self.effects_on(name)]
        if effects:
            out.append(TrackView("effects", "Timed effects", "list", effects))
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
                with enc.transaction(f"{name} bleeds"):
                    _inj.add_bleeding(enc, name, delta, "GM")
            else:
                _inj.heal(enc, name, sangramento=-delta)
        elif track_id == "treated":
            inj = view(enc, name)["injury"]
            new = max(0, min(inj["ferimentos"], inj["treated"] + delta))
            if new == inj["treated"]:
                raise RuleError(
                    f"{name} has no {'untreated' if delta > 0 else 'treated'} Ferimento."
                )
            with enc.transaction(f"{name}'s treated wounds"):
                live(enc, name)["injury"]["treated"] = new
                enc.add_log("heal", f"GM: {new} of {name}'s Ferimentos treated.", combatant=name)
        else:
            raise RuleError(f"The {track_id} track can't be changed by hand.")

    def status_badges(self, name: str) -> list[str]:
        enc = self.enc
        st = view(enc, name)
        out = []
        life = _inj.life_state(enc, name)
        if life != "fighting":
            out.append(
                {"dead": "Dead", "coma": "Coma", "unconscious": "Unconscious"}.get(
                    life, "Out of action"
                )
            )
        if st["death_clock"]:
            out.append(f"Dying {st['death_clock']['rounds_left']}r")
        if st["suppression"]:
            out.append("Suppressed")
        if _inj.has_condition(enc, name, "panicked"):
            out.append("Panicked")
        if life == "fighting" and st["attention"] != "alert":
            out.append(data.row(enc, "attention_states", key=st["attention"])["name_pt"])
        if posture(enc, name) == "crouching":
            out.append("Crouched")
        if st["aim"] and st["aim"].get("round") == enc.round.number:
            out.append("Aiming")
        return out + super().status_badges(name)

    # -- damage and medicine ---------------------------------------------------------------------
    def apply_damage(
        self, name: str, amount: int, kind: str = "lesoes", source: str = "", **kw: Any
    ) -> dict[str, Any]:
        """``amount`` Lesões (``kind="lesoes"``) or Ferimentos (``kind="ferimentos"``)."""
        if kind not in ("lesoes", "ferimentos"):
            raise RuleError("WWII damage is Lesões or Ferimentos.")
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
        with self.enc.transaction(f"{name}: {skill_label(skill)} test"):
            return skill_test(self.enc, name, skill, value, against=against, passed=passed, why=why)

    # -- attacks ---------------------------------------------------------------------------------
    def weapon_choices(self, name: str) -> list[tuple[str, str]]:
        out = []
        for w in carried_weapons(self.enc, name):
            label = f"{w['name']} ({skill_label(str(w.get('category')))})"
            if w["status"] != "ok":
                label += f" — {w['status']}"
            out.append((w["id"], label))
        return out

    def attack_flags(self) -> list[FlagSpec]:
        s = self.enc.ruleset.settings
        yes_no = ("auto", "yes", "no")
        return [
            FlagSpec(
                "technique",
                "Technique",
                "choice",
                _attacks.TECHNIQUES,
                "none",
                "Fogo Supressor (Metralhadoras, Submetralhadoras) or Desarmar (Combate Corporal)",
            ),
            FlagSpec(
                "shoot_and_move",
                "Shoot and move (6 m)",
                "choice",
                yes_no,
                "auto",
                "+5 PD to the target within effective range; auto: yes if moved this round",
            ),
            FlagSpec(
                "surprise",
                "Surprise",
                "choice",
                yes_no,
                "auto",
                "+Surpresa once; auto: the target failed to spot the attacker",
            ),
            FlagSpec(
                "flanked", "Target flanked", help="+Oportunidade; a prone target is less hidden"
            ),
            FlagSpec(
                "visibility",
                "Visibility",
                "choice",
                ("auto", *VISIBILITIES),
                "auto",
                "Parcial +5 PD, Nula +10 PD; auto: the target's, Nula in a dark zone",
            ),
            FlagSpec(
                "range_band",
                "Range band",
                "choice",
                ("auto", *_attacks.BANDS),
                "auto",
                "Letal +5 PO, beyond effective +5 PD; auto: metres between the tokens",
            ),
            FlagSpec(
                "armour",
                "Target's armour",
                "choice",
                ("auto", *ARMOURS),
                "auto",
                "Retardo +5, Impenetrável +10 PD",
            ),
            FlagSpec(
                "exposure",
                "Target's exposure",
                "choice",
                EXPOSURES,
                "auto",
                "Completa +5, Parcial +10, Mínima +15 PD; auto: from the posture",
            ),
            FlagSpec(
                "target_running",
                "Target running across the line of fire",
                "choice",
                yes_no,
                "auto",
                "+5 PD; auto: the target ran this round",
            ),
            FlagSpec(
                "melee_defence_bonus",
                "Melee: +10 defence",
                "choice",
                yes_no,
                "auto",
                f"Combate Ineficaz; auto: {'on' if s.get('ww2.melee_defence_bonus') else 'off'}",
            ),
            FlagSpec(
                "no_extra_wound",
                "Melee: no extra Ferimento",
                "choice",
                yes_no,
                "auto",
                f"Combate Ineficaz; auto: {'on' if s.get('ww2.melee_no_extra_wound') else 'off'}",
            ),
            FlagSpec(
                "knockout",
                "Melee: knockout (Nocaute)",
                "choice",
                yes_no,
                "auto",
                f"Combate Ineficaz; auto: {'on' if s.get('ww2.melee_knockout') else 'off'}",
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
        die, sorte = str(luck["dice"]), str(luck["name_pt"])
        mods = [ModifierView(f"PO: {sorte}", die, data.source("offensive_power", sorte))]
        mods += [ModifierView(f"PO: {m.label}", f"{m.value:+d}", m.source) for m in plan.po]
        mods += [ModifierView(f"PD: {m.label}", f"+{m.value}", m.source) for m in plan.pd]
        notes = list(plan.notes)
        if plan.pd:
            threshold = int(self.enc.ruleset.settings.get("ww2.ferimento_min_pa", 3))
            one, fer = plan.d20_for(1), plan.d20_for(threshold)
            notes.append(
                f"PA = ⌊(d20 {plan.po_bonus:+d}) ÷ {plan.pd_total}⌋: PA 1 from a d20 of "
                f"{one if one else '—'}, a Ferimento (PA {threshold}) from "
                f"{fer if fer else '— (only a natural 20)'}; "
                "a natural 1 is PA 0, a natural 20 adds a Ferimento."
            )
        dice = f"{die} {plan.po_bonus:+d} ÷ PD {plan.pd_total}" if plan.pd else die
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
        multi-target suppressive fire, conditions, recovery, metres and settings."""
        from core.rules.ww2 import SETTINGS
        from core.rules.ww2.state import SKILLS

        who = ParamSpec("name", "Combatant", "combatant")
        ruling = ParamSpec(
            "ruling",
            "Result",
            "choice",
            default="roll",
            choices=("roll", "passed", "failed"),
            help="roll the test, or record the GM's ruling",
        )
        state_rows = _attention.states(self.enc)
        states = tuple(r["key"] for r in state_rows)
        state_labels = tuple(f"{r['name']} ({r['name_pt']})" for r in state_rows)
        keep = ("keep",)
        return [
            ToolSpec(
                "detect",
                "Detection: Camuflagem vs Atenção",
                (
                    ParamSpec("attacker", "Attacker", "combatant"),
                    ParamSpec("victim", "Victim", "combatant"),
                    ParamSpec(
                        "ruling",
                        "Result",
                        "choice",
                        default="roll",
                        choices=("roll", "spotted", "not spotted"),
                    ),
                ),
                "Surprise",
                "A victim who fails suffers the effects of their attention state.",
            ),
            ToolSpec(
                "attention",
                "Attention state",
                (
                    who,
                    ParamSpec(
                        "state", "State", "choice", states[-1], states, choice_labels=state_labels
                    ),
                ),
                "Surprise",
            ),
            ToolSpec(
                "cover",
                "Posture and cover",
                (
                    who,
                    ParamSpec("posture", "Posture", "choice", "keep", keep + POSTURES),
                    ParamSpec("armour", "Armour", "choice", "keep", keep + ARMOURS),
                    ParamSpec("exposure", "Exposure", "choice", "keep", keep + EXPOSURES),
                    ParamSpec("visibility", "Visibility", "choice", "keep", keep + VISIBILITIES),
                ),
                "Fight",
            ),
            ToolSpec(
                "suppressive_fire",
                "Suppressive fire at several targets",
                (
                    ParamSpec("attacker", "Attacker", "combatant"),
                    ParamSpec(
                        "weapon_id", "Weapon id", "str", "", required=False, help="empty: in hand"
                    ),
                    ParamSpec("target1", "Target", "combatant"),
                    ParamSpec("target2", "Second target", "combatant", required=False),
                    ParamSpec("target3", "Third target", "combatant", required=False),
                ),
                "Fight",
                "Metralhadoras or Submetralhadoras; every target inside 30° in front.",
            ),
            ToolSpec(
                "movement",
                "Metres this round",
                (who, ParamSpec("mode", "Mode", "choice", "run", _move.MODES)),
                "Fight",
            ),
            ToolSpec(
                "sprint",
                "Atletismo for extra metres",
                (
                    who,
                    ParamSpec("mode", "Mode", "choice", "run", ("run", "shoot_and_move")),
                    ruling,
                ),
                "Fight",
            ),
            ToolSpec(
                "treat_wound",
                "Stop a haemorrhage: Medicina (0)",
                (
                    ParamSpec("medic", "Medic", "combatant"),
                    ParamSpec("patient", "Patient", "combatant"),
                    ruling,
                ),
                "Medicine",
            ),
            ToolSpec(
                "save_life",
                "Save a fatal wound: Medicina (5)",
                (
                    ParamSpec("medic", "Medic", "combatant"),
                    ParamSpec("patient", "Patient", "combatant"),
                    ruling,
                ),
                "Medicine",
            ),
            ToolSpec("bear_pain", "Bear the pain: Resistência", (who, ruling), "Medicine"),
            ToolSpec("frieza", "Shake off suppression: Frieza", (who, ruling), "Fight"),
            ToolSpec("wake", "Come round (unconscious)", (who,), "Medicine"),
            ToolSpec(
                "condition",
                "Condition",
                (
                    who,
                    ParamSpec(
                        "condition", "Condition", "choice", "panicked", tuple(_inj.CONDITIONS)
                    ),
                    ParamSpec("on", "On", "bool", True),
                    ParamSpec("rounds", "Rounds (0: until removed)", "int", 0, minimum=0),
                ),
                "Medicine",
            ),
            ToolSpec(
                "skill_test",
                "Skill test",
                (
                    who,
                    ParamSpec("skill", "Skill", "choice", "resistencia", tuple(SKILLS)),
                    ParamSpec("value", "Number in brackets", "int", 0),
                    ruling,
                ),
                "Tests",
            ),
            ToolSpec(
                "repair_weapon",
                "Weapon back in hand (repaired, cleared, picked up)",
                (who, ParamSpec("weapon_id", "Weapon id", "str", "")),
                "Fight",
            ),
            ToolSpec(
                "recover",
                "A day's recovery (between fights)",
                (
                    who,
                    ParamSpec(
                        "kind",
                        "What",
                        "choice",
                        "lesion",
                        ("lesion", "bleeding", "transfusion", "ferimento"),
                    ),
                    ParamSpec("rest_hours", "Hours of rest", "int", 8, minimum=0),
                    ParamSpec("bandaged", "Bandaged", "bool", True),
                    ParamSpec("days", "Days under a doctor", "int", 7, minimum=0),
                    ParamSpec("infirmary", "In an infirmary", "bool", True),
                    ParamSpec("medic", "Medic", "combatant", required=False),
                    ruling,
                ),
                "Medicine",
            ),
            ToolSpec(
                "setting",
                "WWII setting",
                (
                    ParamSpec("key", "Setting", "choice", "ww2.ferimento_min_pa", tuple(SETTINGS)),
                    ParamSpec("value", 'Value (JSON: 3, true, "mover", {...})', "str", ""),
                ),
                "Settings",
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
                value += f"; suppressed by {sup['by']}"
            costs = [
                word
                for flag, word in _SURPRISE_WORDS
                if _attention.surprise_effects(enc, st["attention"]).get(flag)
            ]
            detail = "If surprised: " + ", ".join(costs) + "." if costs else "No surprise effects."
            if sup:
                detail += " Suppressed: can't move; Frieza test to shake it off."
            rows.append(PanelRow(c.name, value, highlight=bool(sup), detail=detail))
        text = f"{suppressed} suppressed." if suppressed else "Nobody is suppressed."
        return [PanelView("attention", "Attention and suppression", tuple(rows), text)]

    def run_gm_tool(self, tool_id: str, **params: Any) -> dict[str, Any]:
        """Run one of :meth:`gm_tools`; returns ``{"text", ...}`` (the log has it too)."""
        import json

        enc = self.enc
        p = dict(params)
        ruling = {"roll": None, "passed": True, "failed": False}.get(p.get("ruling", "roll"))

        def need(key: str) -> Any:
            if p.get(key) in (None, ""):
                raise RuleError(f"Fill in {key.replace('_', ' ')}.")
            return p[key]

        if tool_id == "detect":
            detected = {"roll": None, "spotted": True, "not spotted": False}[
                p.get("ruling", "roll")
            ]
            out = self.detect(need("attacker"), need("victim"), detected=detected)
            return {"text": enc.log[-1]["text"], **out}
        if tool_id == "attention":
            self.set_attention(need("name"), need("state"))
            return {"text": f"{p['name']}: {self.attention(p['name'])}."}
        if tool_id == "cover":
            name = need("name")
            with enc.transaction(f"{name}'s posture and cover"):
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
            return {"text": f"{p['name']}: {label} {'on' if on else 'off'}."}
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
        raise RuleError(f"WWII has no tool {tool_id!r}.")

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

        self.enc.execute(Call(f"Set {key}", setter(value), setter(old)))


_ACTION_SKILL = {
    "attack": None,
    "sprint": "Atletismo",
    "treat_wound": "Medicina",
    "save_life": "Medicina",
    "bear_pain": "Resistência",
    "shake_suppression": "Frieza",
}
