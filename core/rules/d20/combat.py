"""``enc.combat`` for a d20 encounter: initiative, surprise, actions, attacks, PV and effects.

The seed (``003_a7efcc12a8258f77.txt``) gives the round structure but no attack or damage rule.
The attack here is the minimal generic d20 one, with every number GM-entered and **not from the
seed**: d20 + stat ``ataque`` (+ ``"ataque"``/``"testes"`` effect modifiers, + a situational
modifier) against the target's stat ``defesa`` (+ ``"defesa"`` effect modifiers, + setting
``d20.flat_footed_defence_penalty`` while flat-footed); a total that reaches the defence hits and
rolls the weapon's damage dice (``stats["weapons"]``) off the target's PV.

>>> from core.encounter import Encounter
>>> enc = Encounter(ruleset="d20", seed=3)
>>> enc.map.add_zone("hall", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
>>> enc.add_combatant("Ana", zone="hall", stats={"agilidade": 3, "ataque": 5, "pv": 10,
...     "weapons": [{"id": "sword", "name": "Sword", "damage": "1d8"}]})
>>> enc.add_combatant("Orc", zone="hall", side="npc", stats={"defesa": 12, "pv": 8})
>>> enc.combat.start_fight() in ("Ana", "Orc")
True
>>> enc.combat.initiative_title
'Initiative (d20)'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core import effects as fx
from core.dice import DiceError, parse_expression
from core.rules.base import Cost, RuleError
from core.rules.d20 import initiative as ini
from core.rules.d20.damage import (
    apply_damage,
    current_pv,
    has_pv,
    heal,
    is_down,
    max_pv,
    stat,
)
from core.rules.runner import (
    ActionView,
    AttackPreview,
    BudgetItem,
    BudgetView,
    CombatRunner,
    FlagSpec,
    InitiativeEntry,
    ModifierView,
    ParamSpec,
    ToolSpec,
    TrackView,
)

ATTACK_DIE = "1d20"
"""Not in the seed: the generic d20 attack roll."""

ATTACK_MODIFIERS = ("ataque", "testes")
"""Effect-modifier keys added to attack rolls (the seed's examples are "+1 em testes")."""
DEFENCE_MODIFIER = "defesa"

SITUATIONAL = ("-4", "-2", "0", "+2", "+4")

# id, name, kind, needs_target
ACTIONS: tuple[tuple[str, str, str, bool], ...] = (
    ("attack", "Attack", "standard", True),
    ("move", "Move", "move", True),
    ("open_door", "Open a door", "move", False),
    ("stand_up", "Stand up", "move", False),
    ("drop_prone", "Drop prone", "free", False),
    ("other_standard", "Other standard action", "standard", False),
    ("other_move", "Other move action", "move", False),
)


# -- weapons ------------------------------------------------------------------------------------
def weapons_of(enc: Any, name: str) -> list[dict[str, Any]]:
    """``name``'s weapon entries (``{"id", "name", "damage"}``), bad entries left out."""
    out = []
    for i, w in enumerate(enc.combatant(name).stats.get("weapons") or []):
        if isinstance(w, Mapping) and isinstance(w.get("damage"), str):
            wid = str(w.get("id") or w.get("name") or f"weapon{i + 1}")
            out.append({"id": wid, "name": str(w.get("name") or wid), "damage": w["damage"]})
    return out


def _weapon(enc: Any, name: str, weapon_id: str | None) -> dict[str, Any] | None:
    weapons = weapons_of(enc, name)
    if weapon_id is None:
        return weapons[0] if weapons else None
    for w in weapons:
        if w["id"] == weapon_id:
            return w
    raise RuleError(f"{name} has no weapon {weapon_id!r}.")


def _situational(value: Any) -> int:
    if isinstance(value, bool):
        raise RuleError("The situational modifier is a whole number.")
    try:
        return int(value)
    except (TypeError, ValueError):
        raise RuleError(f"The situational modifier is a whole number, not {value!r}.") from None


# -- the attack ---------------------------------------------------------------------------------
def attack_plan(
    enc: Any,
    attacker: str,
    target: str,
    weapon_id: str | None = None,
    *,
    bonus: Any = 0,
    damage: str | None = None,
    spend: bool = True,
) -> dict[str, Any]:
    """Everything an attack would use, and whether it is allowed now (no dice rolled)."""
    enc.combatant(attacker)
    enc.combatant(target)
    situational = _situational(bonus)
    reason = ""
    weapon: dict[str, Any] | None = None
    try:
        weapon = _weapon(enc, attacker, weapon_id)
    except RuleError as exc:
        reason = str(exc)
    dmg = damage or (weapon["damage"] if weapon else None)
    if not reason and dmg is None:
        reason = (
            f"{attacker} has no weapon entry: give stats 'weapons' ({{id, name, damage}}) or "
            "the damage dice."
        )
    if not reason and dmg is not None:
        try:
            parse_expression(dmg)
        except DiceError as exc:
            reason = str(exc)
    if not reason and attacker == target:
        reason = "Nobody attacks themselves."
    if not reason:
        reason = ini.cannot_act_reason(enc, attacker) or ""
    if not reason and ini.fight_started(enc) and ini.current_turn(enc) != attacker:
        reason = f"Not {attacker}'s turn."
    if (
        not reason
        and spend
        and not enc.ruleset.can_afford(enc.actions_spent(attacker), Cost({"standard": 1}))
    ):
        left = enc.ruleset.describe_remaining(enc.actions_spent(attacker))
        reason = f"An attack is a standard action; {attacker} has left: {left}."
    mods: list[tuple[str, int, str]] = [
        ("Ataque", stat(enc, attacker, "ataque"), "stat 'ataque' (GM-entered, not in the seed)")
    ]
    eff = fx.effect_modifiers(enc, attacker)
    for key in ATTACK_MODIFIERS:
        if eff.get(key):
            mods.append((f"Effects ({key})", eff[key], "timed effects"))
    if situational:
        mods.append(("Situational", situational, "GM"))
    defence = stat(enc, target, "defesa")
    dparts = [f"Defesa {defence}"]
    teff = fx.effect_modifiers(enc, target).get(DEFENCE_MODIFIER, 0)
    if teff:
        defence += teff
        dparts.append(f"effects {teff:+d}")
    notes = []
    if ini.is_flat_footed(enc, target):
        pen = int(enc.ruleset.settings.get("d20.flat_footed_defence_penalty", 0) or 0)
        if pen:
            defence += pen
            dparts.append(f"desprevenido {pen:+d}")
        notes.append(
            f"{target} is desprevenido (flat-footed); the seed gives it no number "
            f"(setting d20.flat_footed_defence_penalty = {pen})."
        )
    return {
        "allowed": not reason,
        "reason": reason,
        "weapon": weapon,
        "damage": dmg,
        "modifiers": mods,
        "attack_bonus": sum(v for _, v, _ in mods),
        "defence": defence,
        "defence_text": dparts[0] if len(dparts) == 1 else f"{' '.join(dparts)} = {defence}",
        "notes": notes,
    }


def attack(
    enc: Any,
    attacker: str,
    target: str,
    weapon_id: str | None = None,
    *,
    bonus: Any = 0,
    damage: str | None = None,
    spend: bool = True,
) -> dict[str, Any]:
    """Attack: d20 + Ataque vs Defesa; a hit rolls the weapon's damage off the target's PV.

    Costs a standard action (``spend=False`` for an attack the GM grants outside the budget).
    Returns ``{"text", "hit", "total", "defence", "roll", "damage", "damage_roll", "pv"}``.
    """
    plan = attack_plan(enc, attacker, target, weapon_id, bonus=bonus, damage=damage, spend=spend)
    if not plan["allowed"]:
        raise RuleError(plan["reason"])
    wname = plan["weapon"]["name"] if plan["weapon"] else "an attack"
    with enc.transaction(f"{attacker} attacks {target}"):
        if spend:
            enc.spend(attacker, Cost({"standard": 1}), f"{attacker}: attack")
        roll = enc.dice.roll(ATTACK_DIE, label=f"{attacker}: attack")
        total = roll.total + plan["attack_bonus"]
        hit = total >= plan["defence"]
        mods = " ".join(f"{'+' if v >= 0 else '-'} {k} {abs(v)}" for k, v, _ in plan["modifiers"])
        text = (
            f"{attacker} attacks {target} with {wname}: {ini.dice_text(roll)} {mods} = {total} vs "
            f"{plan['defence_text']} — {'hit' if hit else 'miss'}."
        )
        result: dict[str, Any] = {
            "hit": hit,
            "total": total,
            "defence": plan["defence"],
            "roll": roll.to_dict(),
            "damage": 0,
            "damage_roll": None,
            "pv": current_pv(enc, target),
        }
        enc.add_log(
            "attack",
            text,
            roll=roll.to_dict(),
            combatant=attacker,
            target=target,
            hit=hit,
            total=total,
        )
        if hit:
            droll = enc.dice.roll(plan["damage"], label=f"{attacker}: damage")
            amount = max(0, droll.total)
            enc.add_log(
                "roll",
                f"Damage ({wname}): {ini.dice_text(droll)}.",
                roll=droll.to_dict(),
                combatant=attacker,
            )
            out = apply_damage(enc, target, amount, source=attacker)
            text += f" Damage {ini.dice_text(droll)}: {target} has {out['pv']} PV."
            if out["down"]:
                text += f" {target} is down."
            result.update(damage=amount, damage_roll=droll.to_dict(), pv=out["pv"])
        result["text"] = text
        return result


# -- actions ------------------------------------------------------------------------------------
def _doors(enc: Any, name: str, *, closed: bool) -> list[str]:
    """Zones behind the doors/hatches of ``name``'s zone that are closed (or open)."""
    here = enc.combatant(name).zone
    out = []
    for b in enc.map.borders_of(here):
        if not b.is_passage or b.broken:
            continue
        if (b.state == "closed") if closed else (b.state == "open"):
            out.append(b.other(here))
    return out


def _action_reason(enc: Any, name: str, action_id: str, kind: str) -> str | None:
    reason = ini.cannot_act_reason(enc, name)
    if reason:
        return reason
    if ini.fight_started(enc) and ini.current_turn(enc) != name:
        return f"Not {name}'s turn."
    c = enc.combatant(name)
    if action_id == "stand_up" and c.stance != "prone":
        return f"{name} is already standing."
    if action_id == "drop_prone" and c.stance == "prone":
        return f"{name} is already prone."
    if action_id == "open_door" and not _doors(enc, name, closed=True):
        return "There is no closed, unlocked door or hatch here."
    if action_id == "attack" and not weapons_of(enc, name):
        return f"{name} has no weapon entry (stats 'weapons')."
    if kind != "free" and not enc.ruleset.can_afford(enc.actions_spent(name), Cost({kind: 1})):
        left = enc.ruleset.describe_remaining(enc.actions_spent(name))
        return f"{name} has no {kind} action left (left: {left})."
    return None


def action_views(enc: Any, name: str) -> list[ActionView]:
    enc.combatant(name)
    out = []
    for aid, label, kind, needs in ACTIONS:
        reason = _action_reason(enc, name, aid, kind)
        out.append(ActionView(aid, label, kind, reason is None, reason or "", needs_target=needs))
    return out


def take_action(
    enc: Any, name: str, action_id: str, *, target: str | None = None, note: str = ""
) -> dict[str, Any]:
    """Take an action: ``attack`` (``target`` a combatant), ``move`` (``target`` a zone, or a
    combatant in the zone to close to Engaged range), ``open_door`` (``target`` the zone behind
    it), ``stand_up``, ``drop_prone``, ``other_standard``, ``other_move``. Logged; one undo step."""
    row = next((r for r in ACTIONS if r[0] == action_id), None)
    if row is None:
        raise RuleError(f"Unknown d20 action {action_id!r}.")
    _, label, kind, _ = row
    if action_id == "attack":
        if target is None:
            raise RuleError("Say whom to attack.")
        out = attack(enc, name, target)
        return {"action": "attack", "kind": kind, "spent": {"standard": 1}, "result": out}
    with enc.transaction(f"{name}: {label}"):
        reason = _action_reason(enc, name, action_id, kind)
        if reason:
            raise RuleError(reason)
        before = enc.actions_spent(name)
        detail = ""
        if action_id == "move":
            if target is None:
                raise RuleError(f"Say where {name} moves.")
            if target in enc:
                if enc.combatant(target).zone != enc.combatant(name).zone:
                    raise RuleError(f"{target} is not in {name}'s zone.")
                enc.engage(name, target, spend=True)
                detail = f" to Engaged range of {target}"
            else:
                if target not in enc.map:
                    raise RuleError(f"There is no zone {target!r}.")
                check = enc.check_move(name, target)
                if not check.allowed:
                    raise RuleError(check.reason)
                enc.move(name, target)
                detail = f" to {enc.map.name(target)}"
        elif action_id == "open_door":
            zones = _doors(enc, name, closed=True)
            if target is None:
                if len(zones) > 1:
                    raise RuleError(f"Which door? It leads to {', '.join(zones)}.")
                target = zones[0]
            if target not in zones:
                raise RuleError(f"There is no closed door towards {target!r}.")
            enc.spend(name, Cost({"move": 1}), f"{name}: open a door")
            enc.map.update_border(enc.combatant(name).zone, target, state="open")
            detail = f" towards {enc.map.name(target)}"
        else:
            if kind != "free":
                enc.spend(name, Cost({kind: 1}), f"{name}: {label}")
            if action_id == "stand_up":
                enc.set_stance(name, "standing")
            elif action_id == "drop_prone":
                enc.set_stance(name, "prone")
        after = enc.actions_spent(name)
        spent = {
            k: after.get(k, 0) - before.get(k, 0)
            for k in ("standard", "move")
            if after.get(k, 0) != before.get(k, 0)
        }
        cost = Cost(spent).describe() if spent else "free action"
        enc.add_log(
            "action",
            f"{name}: {label}{detail} ({cost})." + (f" {note}" if note else ""),
            combatant=name,
            action=action_id,
            action_kind=kind,
            target=target,
            spent=spent,
        )
        return {"action": action_id, "kind": kind, "spent": spent}


# -- the facade ---------------------------------------------------------------------------------
class D20Combat(CombatRunner):
    """The d20 fight runner (``enc.combat``): every module function with the encounter bound,
    plus the ruleset-neutral views of :class:`~core.rules.runner.CombatRunner`."""

    def __init__(self, enc: Any) -> None:
        CombatRunner.__init__(self, enc)
        self.initiative_title = "Initiative (d20)"

    # -- initiative and turns ---------------------------------------------------------------
    def roll_initiative(self, names: list[str] | None = None) -> list[dict[str, Any]]:
        return ini.roll_initiative(self.enc, names)

    def join_initiative(self, name: str) -> dict[str, Any]:
        return ini.join_initiative(self.enc, name)

    def set_initiative_modifier(self, name: str, value: int, reason: str = "") -> None:
        ini.set_initiative_modifier(self.enc, name, value, reason)

    def refresh_order(self) -> None:
        """Check the order again after stats were edited by hand (ties roll off, logged)."""
        ini.refresh_order(self.enc)

    def clear_initiative(self) -> None:
        ini.clear_initiative(self.enc)

    def initiative_of(self, name: str) -> int | None:
        return ini.initiative_of(self.enc, name)

    def initiative_order(self) -> list[str]:
        return ini.initiative_order(self.enc)

    def set_aware(self, name: str, aware: bool = True) -> None:
        ini.set_aware(self.enc, name, aware)

    def is_aware(self, name: str) -> bool:
        return ini.is_aware(self.enc, name)

    def surprise_due(self) -> bool:
        return ini.surprise_due(self.enc)

    def is_surprise_round(self) -> bool:
        return ini.is_surprise_round(self.enc)

    def is_flat_footed(self, name: str) -> bool:
        return ini.is_flat_footed(self.enc, name)

    def start_fight(self) -> str | None:
        return ini.start_fight(self.enc)

    def next_turn(self) -> str | None:
        return ini.next_turn(self.enc)

    def skip_to_next_round(self) -> str | None:
        return ini.skip_to_next_round(self.enc)

    def end_fight(self) -> None:
        ini.end_fight(self.enc)

    def current_turn(self) -> str | None:
        return ini.current_turn(self.enc)

    def fight_started(self) -> bool:
        return ini.fight_started(self.enc)

    def turn_sequence(self) -> list[str]:
        return ini.turn_sequence(self.enc)

    def initiative_entries(self) -> list[InitiativeEntry]:
        enc = self.enc
        st = ini._view(enc)
        current = ini.current_turn(enc)
        seq = set(ini.turn_sequence(enc)) if st["started"] else None
        tb = ini._tiebreak_stat(enc)
        out = []
        for e in ini.ordered_entries(enc):
            value = ini.entry_value(enc, e)
            members = tuple(e["members"])
            leader = ini._leader(enc, e)
            bonus = ini.initiative_bonus(enc, leader)[0] if leader else 0
            detail = f"{e['roll']['expression']} {e['die']} {bonus:+d} = {value}"
            if len(members) > 1:
                detail += f" (shared roll; bonus of {leader})"
            detail += f"; {enc.ruleset.skill(tb)} {ini.entry_precision(enc, e)}"
            if e.get("rolloff"):
                detail += f"; roll-off {', '.join(str(r) for r in e['rolloff'])}"
            if e.get("from_round") and e["from_round"] > enc.round.number:
                detail += f"; joined — acts from round {e['from_round']}"
            inactive = tuple(
                m
                for m in members
                if ini.cannot_act_reason(enc, m) or (seq is not None and m not in seq)
            )
            out.append(
                InitiativeEntry(
                    key=e["key"],
                    label=str(value),
                    names=members,
                    value=value,
                    group=e.get("group"),
                    current=current in members,
                    acted=bool(st["started"]) and all(m in st["acted"] for m in members),
                    inactive=inactive,
                    detail=detail,
                )
            )
        return out

    def reorder(self, key_a: str, key_b: str) -> None:
        raise RuleError(
            "The d20 order follows the initiative totals: change a value (a modifier such as "
            "acelerado +2) and the order is checked again, without a new roll."
        )

    # -- actions ----------------------------------------------------------------------------
    def budget_view(self, name: str) -> BudgetView:
        spent = self.enc.actions_spent(name)
        left = self.enc.ruleset.remaining(spent)
        if spent.get(ini.SURPRISE_MARKER):
            items = (
                BudgetItem("standard or move", left["move"], 1, label="standard or move action"),
            )
        else:
            moves = 1 if self.enc.ruleset._budget() == "standard_and_move" else 2
            items = (
                BudgetItem("standard", left["standard"], 1, label="standard action"),
                BudgetItem("move", left["move"], moves, label="move action"),
            )
        return BudgetView(items, self.enc.ruleset.describe_remaining(spent))

    def action_views(self, name: str) -> list[ActionView]:
        return action_views(self.enc, name)

    def take_action(
        self, name: str, action_id: str, *, target: str | None = None, note: str = ""
    ) -> dict[str, Any]:
        return take_action(self.enc, name, action_id, target=target, note=note)

    def cannot_act_reason(self, name: str) -> str | None:
        return ini.cannot_act_reason(self.enc, name)

    # -- damage and tracks ----------------------------------------------------------------------
    def apply_damage(self, name: str, amount: int, *, source: str = "") -> dict[str, Any]:
        return apply_damage(self.enc, name, amount, source=source)

    def heal(self, name: str, amount: int, *, source: str = "") -> dict[str, Any]:
        return heal(self.enc, name, amount, source=source)

    def current_pv(self, name: str) -> int:
        return current_pv(self.enc, name)

    def is_down(self, name: str) -> bool:
        return is_down(self.enc, name)

    def track_views(self, name: str) -> list[TrackView]:
        enc = self.enc
        enc.combatant(name)
        out = []
        if has_pv(enc, name):
            pv, mx = current_pv(enc, name), max_pv(enc, name)
            sev = "bad" if pv <= 0 else "warn" if pv < mx else "ok"
            out.append(
                TrackView(
                    "pv",
                    "PV",
                    "counter",
                    pv,
                    mx,
                    severity=sev,
                    detail="Stat 'pv' (GM-entered; the seed names no damage track).",
                    adjustable=True,
                )
            )
        else:
            out.append(TrackView("pv", "PV", "text", "no PV entered (stat 'pv')", severity="warn"))
        down = is_down(enc, name)
        out.append(
            TrackView(
                "state",
                "State",
                "text",
                "Down" if down else "Fighting",
                severity="bad" if down else "ok",
            )
        )
        value = ini.initiative_of(enc, name)
        bonus, parts = ini.initiative_bonus(enc, name)
        words = " + ".join(f"{k} {v}" for k, v in parts)
        out.append(
            TrackView(
                "initiative",
                "Initiative",
                "text",
                "not rolled" if value is None else str(value),
                detail=f"1 die + {words} = die {bonus:+d}",
            )
        )
        out.append(
            TrackView(
                "aware",
                "Aware of the enemies",
                "flag",
                ini.is_aware(enc, name),
                severity="ok" if ini.is_aware(enc, name) else "warn",
                detail="The GM decides before the fight (set_aware).",
                adjustable=not ini.fight_started(enc),
            )
        )
        if ini.is_flat_footed(enc, name):
            out.append(
                TrackView(
                    "flat_footed",
                    "Desprevenido (flat-footed)",
                    "flag",
                    True,
                    severity="warn",
                    detail="Until they act (setting d20.flat_footed_ends).",
                )
            )
        return out

    def adjust_track(self, name: str, track_id: str, delta: int) -> None:
        """GM nudge, as in YZE: on ``pv`` a positive ``delta`` is damage, a negative one heals;
        on ``aware`` a non-zero delta sets aware (positive) or unaware (negative)."""
        if track_id == "pv":
            if delta > 0:
                self.apply_damage(name, delta, source="GM")
            elif delta < 0:
                self.heal(name, -delta, source="GM")
            return
        if track_id == "aware" and delta:
            self.set_aware(name, delta > 0)
            return
        raise RuleError(f"The {track_id} track can't be changed by hand.")

    def status_badges(self, name: str) -> list[str]:
        out = []
        if is_down(self.enc, name):
            out.append("Down")
        if ini.is_surprise_round(self.enc) and not ini.is_aware(self.enc, name):
            out.append("Surprised")
        return out + super().status_badges(name)

    # -- attacks ----------------------------------------------------------------------------
    def weapons_of(self, name: str) -> list[dict[str, Any]]:
        return weapons_of(self.enc, name)

    def weapon_choices(self, name: str) -> list[tuple[str, str]]:
        return [(w["id"], f"{w['name']} ({w['damage']})") for w in weapons_of(self.enc, name)]

    def attack_flags(self) -> list[FlagSpec]:
        return [
            FlagSpec(
                "bonus",
                "Situational modifier",
                "choice",
                SITUATIONAL,
                "0",
                "Added to the attack roll (the GM's call; the seed gives no list).",
            )
        ]

    def attack_preview(
        self, attacker: str, target: str, weapon_id: str | None = None, **flags: Any
    ) -> AttackPreview:
        plan = attack_plan(self.enc, attacker, target, weapon_id, bonus=flags.get("bonus", 0))
        mods = tuple(ModifierView(label, f"{v:+d}", src) for label, v, src in plan["modifiers"])
        notes = [f"Hits on {plan['defence']} or more ({target}: {plan['defence_text']})."]
        if plan["damage"]:
            notes.append(f"Damage {plan['damage']} off {target}'s PV.")
        notes.extend(plan["notes"])
        sight = self.enc.line_of_sight(attacker, target)
        if not sight.clear:
            notes.append(f"No line of sight: {sight.reason} (the GM decides; not refused).")
        return AttackPreview(plan["allowed"], plan["reason"], ATTACK_DIE, mods, tuple(notes))

    def attack(
        self, attacker: str, target: str, weapon_id: str | None = None, **flags: Any
    ) -> dict[str, Any]:
        return attack(self.enc, attacker, target, weapon_id, **flags)

    # -- effects, the seed's way ------------------------------------------------------------------
    def add_timed_effect(self, target: str, label: str, turns: int, **kw: Any) -> str:
        return ini.add_timed_effect(self.enc, target, label, turns, **kw)

    def add_scene_effect(self, target: str, label: str, **kw: Any) -> str:
        return ini.add_scene_effect(self.enc, target, label, **kw)

    def add_effect(self, target: str, label: str, **kw: Any) -> str:  # type: ignore[override]
        """See :func:`core.effects.add_effect`; an initiative modifier re-sorts at once."""
        with self.enc.transaction(f"{label} on {target}"):
            eid = super().add_effect(target, label, **kw)
            ini._settle_ties(self.enc)
            ini._note_order(self.enc)
            return eid

    def remove_effect(self, effect_id: str) -> None:
        with self.enc.transaction("Remove effect"):
            super().remove_effect(effect_id)
            ini._settle_ties(self.enc)
            ini._note_order(self.enc)

    def end_scene(self) -> None:
        ini.end_scene(self.enc)

    # -- GM tools (forms the GUI builds from the specs) -------------------------------------
    def gm_tools(self) -> list[ToolSpec]:
        who = ParamSpec("name", "Combatant", "combatant")
        mod = (
            ParamSpec(
                "key",
                "Modifier on",
                "choice",
                "testes",
                ("testes", "ataque", "defesa", "iniciativa"),
            ),
            ParamSpec("value", "Modifier", "int", 1, minimum=-20, maximum=20),
        )
        return [
            ToolSpec(
                "set_aware",
                "Aware of the enemies",
                (who, ParamSpec("aware", "Aware", "bool", False)),
                "Surprise",
                "Before the fight: some but not all aware opens a surprise round.",
            ),
            ToolSpec(
                "join_initiative",
                "Join the fight",
                (who,),
                "Initiative",
                "Rolls alone; acts from the next round.",
            ),
            ToolSpec(
                "initiative_modifier",
                "Initiative modifier",
                (
                    who,
                    ParamSpec("value", "Modifier", "int", 2, minimum=-20, maximum=20),
                    ParamSpec("reason", "Why", "str", "acelerado"),
                ),
                "Initiative",
                "Changes the value without a new roll (acelerado +2); the order is checked.",
            ),
            ToolSpec(
                "timed_effect",
                "Effect for some turns",
                (
                    ParamSpec("target", "On", "combatant"),
                    ParamSpec("label", "Name", "str", "Técnica"),
                    ParamSpec("turns", "Turns", "int", 2, minimum=1, maximum=99),
                    ParamSpec(
                        "source",
                        "Caused by (empty: the target itself)",
                        "combatant",
                        required=False,
                    ),
                    *mod,
                ),
                "Effects",
                "Counted on the affected creature's turns, as the seed's two examples say.",
            ),
            ToolSpec(
                "scene_effect",
                "Effect until the scene ends",
                (
                    ParamSpec("target", "On", "combatant"),
                    ParamSpec("label", "Name", "str", ""),
                    *mod,
                ),
                "Effects",
            ),
            ToolSpec("end_scene", "End the scene", (), "Effects", "Scene-long effects end."),
            ToolSpec(
                "heal",
                "Give back PV",
                (who, ParamSpec("amount", "PV", "int", 1, minimum=1, maximum=999)),
                "Tracks",
            ),
        ]

    def run_gm_tool(self, tool_id: str, **params: Any) -> dict[str, Any]:
        """Run a tool of :meth:`gm_tools`; returns ``{"text"}`` (the last log line) and more."""
        enc = self.enc
        before = len(enc.log)
        result: Any = None
        if tool_id == "set_aware":
            self.set_aware(params["name"], bool(params.get("aware", False)))
        elif tool_id == "join_initiative":
            result = self.join_initiative(params["name"])
        elif tool_id == "initiative_modifier":
            self.set_initiative_modifier(
                params["name"], int(params.get("value", 0)), str(params.get("reason") or "")
            )
        elif tool_id in ("timed_effect", "scene_effect"):
            mods = {str(params.get("key") or "testes"): int(params.get("value", 0))}
            mods = {k: v for k, v in mods.items() if v}
            if tool_id == "timed_effect":
                result = self.add_timed_effect(
                    params["target"],
                    str(params.get("label") or "Effect"),
                    int(params.get("turns", 1)),
                    source=params.get("source") or None,
                    modifiers=mods,
                )
            else:
                result = self.add_scene_effect(
                    params["target"], str(params.get("label") or "Effect"), modifiers=mods
                )
        elif tool_id == "end_scene":
            self.end_scene()
        elif tool_id == "heal":
            result = self.heal(params["name"], int(params.get("amount", 0)), source="GM")
        else:
            raise RuleError(f"The d20 ruleset has no tool {tool_id!r}.")
        text = enc.log[-1]["text"] if len(enc.log) > before else "Nothing changed."
        return {"text": text, "result": result}


__all__ = [
    "ACTIONS",
    "ATTACK_DIE",
    "D20Combat",
    "action_views",
    "attack",
    "attack_plan",
    "take_action",
    "weapons_of",
]
