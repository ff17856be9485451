"""``enc.combat`` for a 2d6 pulp encounter: seating, turns, actions, attacks and consequences,
PV/PC, dying and scars, vehicles, the NPC roster, and timed effects.

>>> from core.encounter import Encounter
>>> enc = Encounter(ruleset="pulp2d6", seed=5)
>>> enc.map.add_zone("bar", name="Bar", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
>>> enc.add_combatant("Rita", zone="bar", stats={"violencia": 2, "pv": 10, "pc": 10,
...     "weapons": [{"id": "pistol", "name": "Pistol", "damage": "1d6"}]})
>>> enc.combat.add_npc("gangster", "Gangster", "bar")
>>> enc.combat.set_seating(["Rita"])
>>> enc.combat.start_fight()
'Rita'
>>> enc.combat.initiative_title
'Seating (clockwise)'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from core.i18n import rule_text, seed_words, translate
from core.rules.base import Cost, RuleError
from core.rules.geometry import GM_ALLOWS
from core.rules.labels import QT_TRANSLATE_NOOP, tr_label
from core.rules.order_watch import WatchedOrder
from core.rules.pulp2d6 import attacks as atk
from core.rules.pulp2d6 import damage as dmg
from core.rules.pulp2d6 import sheet, turn_budget
from core.rules.pulp2d6 import turns as trn
from core.rules.pulp2d6.words import with_choice_words
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
    RollSpec,
    ToolSpec,
    TrackView,
)

# id, name, kind, needs_target
ACTIONS: tuple[tuple[str, str, str, bool], ...] = (
    ("attack", QT_TRANSLATE_NOOP("pulp2d6", "Attack (Violence)"), "action", True),
    ("vehicle_attack", QT_TRANSLATE_NOOP("pulp2d6", "Vehicle combat (Dexterity)"), "action", True),
    ("move", QT_TRANSLATE_NOOP("pulp2d6", "Move"), "move", True),
    ("tend", QT_TRANSLATE_NOOP("pulp2d6", "Spend the turn with a dying character"), "turn", True),
    ("reload", QT_TRANSLATE_NOOP("pulp2d6", "Reload"), "action", False),
    ("stand_up", QT_TRANSLATE_NOOP("pulp2d6", "Stand up"), "move", False),
    (
        "other_action",
        QT_TRANSLATE_NOOP("pulp2d6", "Other action (a spell, force a door, read…)"),
        "action",
        False,
    ),
)
"""id, English label (read translated), kind, needs a target."""


def _action_reason(enc: Any, name: str, action_id: str, kind: str) -> str | None:
    reason = dmg.cannot_act_reason(enc, name) or trn.turn_refusal(enc, name)
    if reason:
        return reason
    c = enc.combatant(name)
    if action_id in ("attack", "vehicle_attack"):
        if c.side != "pc" or dmg.is_vehicle(enc, name):
            return translate(
                "pulp2d6", "Only the players roll: NPCs act through consequences and tactics."
            )
        if not any(w.get("damage") for w in atk.weapons_of(enc, name)):
            return translate(
                "pulp2d6", "{name} carries no weapon that deals damage: pick one on the sheet."
            ).format(name=name)
        pending = atk._pending_of(enc, name)
        if pending:
            return translate("pulp2d6", "Choose the consequences of {attack_words} first.").format(
                attack_words=atk._attack_words(enc, pending)
            )
    if action_id == "reload":
        per = enc.state.get("combatants", {}).get(name, {}).get("pulp2d6", {})
        if not per.get("empty"):
            return translate("pulp2d6", "{name} has no weapon out of ammunition.").format(name=name)
    if action_id == "stand_up" and c.stance != "prone":
        return translate("pulp2d6", "{name} is already standing.").format(name=name)
    if action_id == "tend":
        dying = [o.name for o in enc if dmg.is_dying(enc, o.name) and o.name != name]
        if not dying:
            return translate("pulp2d6", "Nobody is dying.")
    spent = enc.actions_spent(name)
    if kind == "turn":
        if spent.get("move") or spent.get("action"):
            return translate("pulp2d6", "It takes {name}'s whole turn (move and action).").format(
                name=name
            )
    elif not enc.ruleset.can_afford(spent, Cost({kind: 1})):
        return (
            translate("pulp2d6", "{name} has no move left this turn.")
            if kind == "move"
            else translate("pulp2d6", "{name} has no action left this turn.")
        ).format(name=name)
    return None


class PulpCombat(WatchedOrder, CombatRunner):
    """The 2d6 pulp fight runner (``enc.combat``): the module functions with the encounter
    bound, plus the ruleset-neutral views of :class:`~core.rules.runner.CombatRunner`."""

    def __init__(self, enc: Any) -> None:
        CombatRunner.__init__(self, enc)
        self.initiative_title = translate("pulp2d6", "Seating (clockwise)")

    # -- seating and turns -------------------------------------------------------------------
    def set_seating(self, names: list[str]) -> None:
        trn.set_seating(self.enc, names)

    def seating(self) -> list[str]:
        return trn.seating(self.enc)

    def roll_initiative(self, names: list[str] | None = None) -> list[str]:
        """No roll in this game: seat the unseated players' characters (at the GM's right)."""
        return trn.seat_everyone(self.enc, names)

    def start_fight(self) -> str | None:
        return trn.start_fight(self.enc)

    def next_turn(self) -> str | None:
        return trn.next_turn(self.enc)

    def skip_to_next_round(self) -> str | None:
        return trn.skip_to_next_round(self.enc)

    def end_fight(self) -> None:
        trn.end_fight(self.enc)

    def current_turn(self) -> str | None:
        return trn.current_turn(self.enc)

    def fight_started(self) -> bool:
        return trn.fight_started(self.enc)

    def turn_sequence(self) -> list[str]:
        return trn.turn_sequence(self.enc)

    def reorder(self, key_a: str, key_b: str) -> None:
        """Swap two seats (keys ``"seat:<name>"``) while the GM arranges the table."""
        a, b = key_a.removeprefix("seat:"), key_b.removeprefix("seat:")
        if not (key_a.startswith("seat:") and key_b.startswith("seat:")):
            raise RuleError(translate("pulp2d6", "Only the players' seats can be swapped."))
        trn.swap_seats(self.enc, a, b)

    def initiative_entries(self) -> list[InitiativeEntry]:
        self._saw_order()
        enc = self.enc
        st = trn._view(enc)
        current = trn.current_turn(enc)
        out = []
        seats = trn.seating(enc)
        for i, n in enumerate(seats):
            seat = (
                translate("pulp2d6", "Seat {value} (GM's left)")
                if i == 0
                else translate("pulp2d6", "Seat {value} (GM's right)")
                if i == len(seats) - 1
                else translate("pulp2d6", "Seat {value}")
            )
            reason = dmg.cannot_act_reason(enc, n)
            out.append(
                InitiativeEntry(
                    key=f"seat:{n}",
                    label=seat.format(value=i + 1),
                    names=(n,),
                    value=i + 1,
                    current=current == n,
                    acted=bool(st["started"]) and n in st["acted"],
                    inactive=(n,) if reason else (),
                    detail=reason or translate("pulp2d6", "A move and one action."),
                )
            )
        npcs = tuple(c.name for c in enc if c.side == "npc")
        if trn.gm_turn(enc):
            members = tuple(trn.gm_seat_members(enc))
            if members:
                out.append(
                    InitiativeEntry(
                        key="gm",
                        label=translate("pulp2d6", "GM"),
                        names=members,
                        group=translate("pulp2d6", "NPCs"),
                        current=current in members,
                        acted=bool(st["started"]) and all(m in st["acted"] for m in members),
                        inactive=tuple(m for m in members if dmg.cannot_act_reason(enc, m)),
                        detail=translate(
                            "pulp2d6", "The GM's turn after the last player (pulp2d6.npc_turns)."
                        ),
                    )
                )
        elif npcs:
            out.append(
                InitiativeEntry(
                    key="npcs",
                    label=translate("pulp2d6", "NPCs"),
                    names=npcs,
                    group=translate("pulp2d6", "NPCs"),
                    inactive=npcs,
                    detail=translate(
                        "pulp2d6", "No turns: they act through consequences and enemy tactics."
                    ),
                )
            )
        return out

    # -- actions -----------------------------------------------------------------------------
    def budget_view(self, name: str) -> BudgetView:
        spent = self.enc.actions_spent(name)
        left = self.enc.ruleset.remaining(spent)
        budget = turn_budget()
        items = (
            BudgetItem("move", left["move"], budget["move"], label=translate("pulp2d6", "move")),
            BudgetItem(
                "action", left["action"], budget["action"], label=translate("pulp2d6", "action")
            ),
        )
        return BudgetView(items, self.enc.ruleset.describe_remaining(spent))

    def action_views(self, name: str) -> list[ActionView]:
        self.enc.combatant(name)
        out = []
        for aid, label, kind, needs in ACTIONS:
            reason = _action_reason(self.enc, name, aid, kind)
            out.append(
                ActionView(
                    aid,
                    tr_label("pulp2d6", label),
                    kind,
                    reason is None,
                    reason or "",
                    needs_target=needs,
                )
            )
        return out

    def take_action(
        self, name: str, action_id: str, *, target: str | None = None, note: str = ""
    ) -> dict[str, Any]:
        """``attack``/``vehicle_attack`` (``target`` a combatant), ``move`` (``target`` a zone,
        or someone in the zone to close to Engaged), ``tend`` (``target`` the dying), ``reload``,
        ``stand_up``, ``other_action``."""
        enc = self.enc
        row = next((r for r in ACTIONS if r[0] == action_id), None)
        if row is None:
            raise RuleError(
                translate("pulp2d6", "Unknown 2d6 pulp action {action!r}.").format(action=action_id)
            )
        _, label, kind, _ = row
        label = tr_label("pulp2d6", label)
        if action_id in ("attack", "vehicle_attack", "tend") and target is None:
            raise RuleError(translate("pulp2d6", "{label}: say whom.").format(label=label))
        if action_id == "attack":
            return {"action": action_id, "kind": kind, "result": self.attack(name, target)}
        if action_id == "vehicle_attack":
            return {
                "action": action_id,
                "kind": kind,
                "result": atk.vehicle_attack(enc, name, target),
            }
        if action_id == "tend":
            return {"action": action_id, "kind": kind, "result": self.tend(name, target)}
        if action_id == "reload":
            atk.reload(enc, name, target)
            return {"action": action_id, "kind": kind, "spent": {"action": 1}}
        with enc.transaction(f"{name}: {label}"):
            reason = _action_reason(enc, name, action_id, kind)
            if reason:
                raise RuleError(reason)
            detail: tuple[str, str] | None = None
            if action_id == "move":
                if target is None:
                    raise RuleError(
                        translate("pulp2d6", "Say where {name} moves.").format(name=name)
                    )
                if target in enc:
                    if enc.combatant(target).zone != enc.combatant(name).zone:
                        raise RuleError(
                            translate("pulp2d6", "{target} is not in {name}'s zone.").format(
                                target=target, name=name
                            )
                        )
                    enc.engage(name, target, spend=True)
                    detail = ("engaged", target)
                else:
                    if target not in enc.map:
                        raise RuleError(
                            translate("pulp2d6", "There is no zone {target!r}.").format(
                                target=target
                            )
                        )
                    check = enc.check_move(name, target)
                    if not check.allowed:
                        raise RuleError(check.reason)
                    enc.move(name, target, checked=check)
                    detail = ("zone", enc.map.name(target))
            else:
                enc.spend(name, Cost({kind: 1}), f"{name}: {label}")
                if action_id == "stand_up":
                    enc.set_stance(name, "standing")
            enc.add_log(
                "action",
                _action_line(name, label, kind, detail) + (f" {note}" if note else ""),
                combatant=name,
                action=action_id,
                action_kind=kind,
                target=target,
            )
            return {"action": action_id, "kind": kind, "spent": {kind: 1}}

    def cannot_act_reason(self, name: str) -> str | None:
        return dmg.cannot_act_reason(self.enc, name)

    # -- damage, sanity, dying ---------------------------------------------------------------
    def apply_damage(self, name: str, amount: int, **kw: Any) -> dict[str, Any]:
        return dmg.apply_damage(self.enc, name, amount, **kw)

    def lose_sanity(self, name: str, amount: int, **kw: Any) -> dict[str, Any]:
        return dmg.lose_sanity(self.enc, name, amount, **kw)

    def tend(self, helper: str, victim: str, **kw: Any) -> dict[str, Any]:
        return dmg.tend(self.enc, helper, victim, **kw)

    def medic_heal(self, patient: str, medic: str | None = None) -> dict[str, Any]:
        return dmg.medic_heal(self.enc, patient, medic)

    def recover_between_sessions(self, names: list[str] | None = None) -> None:
        dmg.recover_between_sessions(self.enc, names)

    def kill(self, name: str, cause: str = "") -> None:
        dmg.kill(self.enc, name, cause)

    def is_dying(self, name: str) -> bool:
        return dmg.is_dying(self.enc, name)

    def is_dead(self, name: str) -> bool:
        return dmg.is_dead(self.enc, name)

    def current_pv(self, name: str) -> int:
        return dmg.current_pv(self.enc, name)

    def current_pc(self, name: str) -> int:
        return dmg.current_pc(self.enc, name)

    def track_views(self, name: str) -> list[TrackView]:
        enc = self.enc
        c = enc.combatant(name)
        per = dmg._read(enc, name)
        out = []
        pv, mx = dmg.current_pv(enc, name), dmg.max_pv(enc, name)
        detail = translate("pulp2d6", "Damage less Protection; at 0 PV, death 1d6 TURNS later.")
        if dmg.is_vehicle(enc, name):
            cap = atk.vehicle_hp_cap(enc)
            detail = (
                translate("pulp2d6", "Armoured: only 3d6 weapons harm it. ")
                if dmg.is_armoured(enc, name)
                else translate("pulp2d6", "Vehicle. ")
            ) + (
                translate("pulp2d6", "Above the {cap} PV cap!").format(cap=cap)
                if mx > cap
                else translate("pulp2d6", "At most {cap} PV.").format(cap=cap)
            )
        out.append(
            TrackView(
                "pv",
                "PV",
                "counter",
                pv,
                mx,
                severity="bad" if pv <= 0 else "warn" if pv < mx else "ok",
                detail=detail,
                adjustable=True,
            )
        )
        if dmg.has_pc(enc, name):
            pc, pmx = dmg.current_pc(enc, name), dmg.max_pc(enc, name)
            out.append(
                TrackView(
                    "pc",
                    translate("pulp2d6", "PC (sanity)"),
                    "counter",
                    pc,
                    pmx,
                    severity="bad" if pc <= 0 else "warn" if pc < pmx else "ok",
                    detail=translate("pulp2d6", "Sanity points: Stress costs 1d3."),
                    adjustable=True,
                )
            )
        elif not dmg.is_vehicle(enc, name):
            out.append(
                TrackView(
                    "pc",
                    translate("pulp2d6", "PC (sanity)"),
                    "text",
                    "-",
                    detail=translate("pulp2d6", "No PC (table '-')."),
                )
            )
        if not dmg.is_vehicle(enc, name):
            out.append(
                TrackView(
                    "proteccion",
                    translate("pulp2d6", "Protection"),
                    "text",
                    str(dmg.stat(enc, name, "proteccion")),
                )
            )
        state, sev, sdetail = translate("pulp2d6", "Fighting"), "ok", ""
        if dmg.wrecked(enc, name):
            state, sev = str(dmg.wrecked(enc, name)).title(), "bad"
        elif dmg.is_dead(enc, name):
            state, sev = translate("pulp2d6", "Dead"), "bad"
        elif dmg.is_dying(enc, name):
            left = dmg.dying_effect(enc, name)["remaining"]  # type: ignore[index]
            state, sev = (
                (
                    translate("pulp2d6", "Dying ({left} turn left)")
                    if left == 1
                    else translate("pulp2d6", "Dying ({left} turns left)")
                ).format(left=left),
                "bad",
            )
            sdetail = translate("pulp2d6", "Someone must spend a TURN with them (tend).")
        elif mx and pv <= 0:
            state, sev = "0 PV", "bad"
        out.append(
            TrackView(
                "state", translate("pulp2d6", "State"), "text", state, severity=sev, detail=sdetail
            )
        )
        if per.get("scars"):
            out.append(
                TrackView(
                    "scars",
                    translate("pulp2d6", "Scars"),
                    "list",
                    [f"{s['roll']}: {rule_text(s, 'name')}" for s in per["scars"]],
                )
            )
        if per.get("empty"):
            out.append(
                TrackView(
                    "ammo",
                    translate("pulp2d6", "Out of ammunition"),
                    "list",
                    list(per["empty"]),
                    severity="warn",
                )
            )
        if c.side == "pc" and not dmg.is_vehicle(enc, name):
            seats = trn.seating(enc)
            seat = (
                translate("pulp2d6", "seat {value}").format(value=seats.index(name) + 1)
                if name in seats
                else translate("pulp2d6", "not seated")
            )
            out.append(TrackView("seat", translate("pulp2d6", "Seat"), "text", seat))
        return out

    def adjust_track(self, name: str, track_id: str, delta: int) -> None:
        """GM nudge, as in YZE: a positive ``delta`` takes that many PV (no armour) or PC, a
        negative one gives them back."""
        enc = self.enc
        if track_id == "pv":
            if delta > 0:
                dmg.apply_damage(enc, name, delta, source="GM", direct=True)
            elif delta < 0:
                dmg.heal_points(enc, name, -delta)
            return
        if track_id == "pc":
            if delta > 0:
                dmg.lose_sanity(enc, name, delta, source="GM")
            elif delta < 0:
                dmg.restore_sanity(enc, name, -delta, source="GM")
            return
        raise RuleError(
            translate("pulp2d6", "The {track} track can't be changed by hand.").format(
                track=track_id
            )
        )

    def status_badges(self, name: str) -> list[str]:
        enc = self.enc
        out = []
        if dmg.wrecked(enc, name):
            out.append(
                translate("pulp2d6", "Destroyed")
                if dmg.wrecked(enc, name) == "destroyed"
                else translate("pulp2d6", "Disabled")
            )
        elif dmg.is_dead(enc, name):
            out.append(translate("pulp2d6", "Dead"))
        if dmg._read(enc, name).get("empty"):
            out.append(translate("pulp2d6", "No ammo"))
        return out + super().status_badges(name)

    # -- attacks -----------------------------------------------------------------------------
    def weapons_of(self, name: str) -> list[dict[str, Any]]:
        return atk.weapons_of(self.enc, name)

    def weapon_choices(self, name: str) -> list[tuple[str, str]]:
        """What ``name`` carries that deals damage, with the table's numbers ("Pistol — 1d6,
        ranged"). No Unarmed: the seed gives no damage without a weapon."""
        out = []
        for w in atk.weapons_of(self.enc, name):
            if not w.get("damage"):
                continue
            label = sheet.weapon_label(w)
            if atk.is_empty(self.enc, name, w["id"]):
                label += translate("pulp2d6", " — out of ammunition")
            out.append((w["id"], label))
        return out

    def attack_flags(self) -> list[FlagSpec]:
        """The attack form's options, each choice with its words; the GM override last."""
        return [with_choice_words(f) for f in self._attack_flags()]

    def _attack_flags(self) -> list[FlagSpec]:
        return [
            FlagSpec(
                "advantage",
                translate("pulp2d6", "Advantage"),
                help=translate("pulp2d6", "+2 when the PC has the advantage"),
            ),
            FlagSpec(
                "automatic",
                translate("pulp2d6", "Automatic fire"),
                help=translate(
                    "pulp2d6", "3d6, no bonus; any 1 empties the weapon (the hit still counts)"
                ),
            ),
            FlagSpec(
                "crew",
                translate("pulp2d6", "Large vessel with its crew"),
                help=translate("pulp2d6", "Vehicle combat: roll Wits + the experienced-crew bonus"),
            ),
            FlagSpec(
                "wreck",
                translate("pulp2d6", "Vehicle at 0 PV is"),
                "choice",
                dmg.WRECK_CHOICES,
                dmg.WRECK_CHOICES[0],
                translate(
                    "pulp2d6",
                    "Vehicle combat: destroyed or disabled at 0 PV, the attacker's choice",
                ),
            ),
            FlagSpec(
                "hit_on",
                translate("pulp2d6", "The enemy's fire hits"),
                "choice",
                atk.HIT_ON_CHOICES,
                atk.HIT_ON_CHOICES[0],
                translate(
                    "pulp2d6",
                    "Vehicle combat, on 9 or less: the PC, or the vehicle of the PC's side in the "
                    "PC's zone",
                ),
            ),
            FlagSpec(
                "enemy_weapon",
                translate("pulp2d6", "The enemy fires its"),
                "choice",
                atk.ENEMY_WEAPON_CHOICES,
                atk.ENEMY_WEAPON_CHOICES[0],
                translate(
                    "pulp2d6",
                    "Vehicle combat, on 9 or less: which of the enemy's weapons (sheet order)",
                ),
            ),
            GM_ALLOWS,
        ]

    def attack_preview(
        self, attacker: str, target: str, weapon_id: str | None = None, **flags: Any
    ) -> AttackPreview:
        """The verdict of :func:`~core.rules.pulp2d6.attacks.plan` — the very decision
        :meth:`attack` enforces."""
        plan = atk.plan(self.enc, attacker, target, weapon_id, **flags)
        notes = _seed_notes()
        mods = tuple(
            ModifierView(label, f"{v:+d}", src, notes.get(label, ""))
            for label, v, src in plan["modifiers"]
        )
        return AttackPreview(
            plan["allowed"], plan["reason"], plan["dice"], mods, tuple(plan["notes"])
        )

    def attack(
        self, attacker: str, target: str, weapon_id: str | None = None, **flags: Any
    ) -> dict[str, Any]:
        """Resolve the attack :meth:`attack_preview` shows (same flags, same verdict)."""
        atk.check_options(flags)
        return atk.attack(self.enc, attacker, target, weapon_id, **flags)

    def vehicle_attack(
        self, attacker: str, target: str, weapon_id: str | None = None, **kw: Any
    ) -> dict[str, Any]:
        return atk.vehicle_attack(self.enc, attacker, target, weapon_id, **kw)

    def choose_consequences(self, attack_id: str, ids: list[str], **kw: Any) -> dict[str, Any]:
        return atk.choose_consequences(self.enc, attack_id, ids, **kw)

    def consequence_choices(self, attack_id: str) -> list[dict[str, Any]]:
        return atk.consequence_choices(self.enc, attack_id)

    def consequences_preview(self, attack_id: str, ids: list[str], **kw: Any) -> dict[str, Any]:
        """What choosing ``ids`` will deal (dice less PROTECCIÓN), or why it is refused — the
        same plan :meth:`choose_consequences` rolls."""
        return atk.consequences_preview(self.enc, attack_id, ids, **kw)

    def pending_attacks(self) -> list[dict[str, Any]]:
        return atk.pending_attacks(self.enc)

    def reload(self, name: str, weapon_id: str | None = None) -> None:
        atk.reload(self.enc, name, weapon_id)

    # -- the character sheet and the rolls the app asks for --------------------------------
    def character_sheet(self) -> CharacterSheet:
        """Attributes, PV/PC maxima, PROTECCIÓN, weapons (``weapons.json``), tactics, vehicle
        and the rolls worked out from them (:mod:`core.rules.pulp2d6.sheet`)."""
        return sheet.character_sheet()

    def derived_values(self, stats: Mapping[str, Any]) -> dict[str, Any]:
        bonus = int(dmg.setting(self.enc, "pulp2d6.experienced_crew_bonus") or 0)
        return sheet.derived_values(stats, bonus)

    def check_sheet_value(self, field_id: str, value: Any) -> Any:
        return sheet.check_value(field_id, value)

    def roll_spec(self, name: str, skill: str) -> RollSpec | None:
        """A move's roll (``DESTREZA`` for clutter and retreats, or any attribute by name):
        2d6 + the attribute, 8 or more succeeds; ``missing`` when the sheet lacks it. A vehicle
        makes no roll of its own (``None``: its driver rolls at the table)."""
        key = _attribute_key(skill)
        if key is None or dmg.is_vehicle(self.enc, name):
            return None
        return sheet.attribute_roll(self.enc.combatant(name).stats, key)

    # -- rosters -------------------------------------------------------------------------------
    def npc_roster(self) -> list[dict[str, Any]]:
        return atk.npc_roster()

    def add_npc(self, type_id: str, name: str, zone: str, position: Any = None) -> None:
        atk.add_npc(self.enc, type_id, name, zone, position)

    def vehicle_roster(self) -> list[dict[str, Any]]:
        return atk.vehicle_roster()

    def add_vehicle(self, type_id: str, name: str, zone: str, **kw: Any) -> None:
        atk.add_vehicle(self.enc, type_id, name, zone, **kw)

    # -- GM tools (forms the GUI builds from the specs) -------------------------------------
    def gm_tools(self) -> list[ToolSpec]:
        """The GM tools, every choice with its words
        (:func:`core.rules.pulp2d6.words.with_choice_words`)."""
        return [
            dataclasses.replace(t, params=tuple(with_choice_words(p) for p in t.params))
            for t in self._gm_tools()
        ]

    def _gm_tools(self) -> list[ToolSpec]:
        attacks = atk.pending_attacks(self.enc)
        pending = tuple(a["id"] for a in attacks)
        pending_labels = tuple(_attack_label(a) for a in attacks)
        rows = [*atk.consequence_rows(), *atk.tactic_rows()]
        picks = ("", *(r["key"] for r in rows))
        pick_labels = ("—", *(rule_text(r, "name") for r in rows))
        npcs = atk.npc_roster()
        vehicles = atk.vehicle_roster()
        who = ParamSpec("name", translate("pulp2d6", "Combatant"), "combatant")
        harm = harm_weapon_choices(self.enc)
        return [
            ToolSpec(
                "consequences",
                translate("pulp2d6", "Choose the consequences"),
                (
                    ParamSpec(
                        "attack_id",
                        translate("pulp2d6", "Attack"),
                        "choice",
                        pending[0] if pending else None,
                        pending,
                        choice_labels=pending_labels,
                    ),
                    ParamSpec(
                        "first",
                        translate("pulp2d6", "First"),
                        "choice",
                        "",
                        picks,
                        required=False,
                        choice_labels=pick_labels,
                    ),
                    ParamSpec(
                        "second",
                        translate("pulp2d6", "Second"),
                        "choice",
                        "",
                        picks,
                        required=False,
                        choice_labels=pick_labels,
                    ),
                    ParamSpec(
                        "harm_weapon",
                        translate("pulp2d6", "Harm with"),
                        "choice",
                        None,
                        harm[0],
                        required=False,
                        choice_labels=harm[1],
                        help=translate(
                            "pulp2d6",
                            "The one weapon an NPC harms the PC with (empty: the target's first).",
                        ),
                    ),
                    ParamSpec(
                        "sacrifice_by",
                        translate("pulp2d6", "Sacrifice: who takes it"),
                        "combatant",
                        required=False,
                    ),
                    ParamSpec(
                        "innocent",
                        translate("pulp2d6", "Stray bullet: who is hit"),
                        "combatant",
                        required=False,
                    ),
                ),
                translate("pulp2d6", "Attacks"),
                translate(
                    "pulp2d6", "As many as the band allows; on 9 or less the target's tactics too."
                ),
            ),
            ToolSpec(
                "seating",
                translate("pulp2d6", "Seat the players"),
                (
                    ParamSpec(
                        "names",
                        translate("pulp2d6", "Clockwise from the GM's left (comma-separated)"),
                        "str",
                        "",
                    ),
                ),
                translate("pulp2d6", "Turns"),
                translate("pulp2d6", "Arranged once, before the fight."),
            ),
            ToolSpec(
                "tend",
                translate("pulp2d6", "Spend a turn with the dying"),
                (
                    ParamSpec("helper", translate("pulp2d6", "Who helps"), "combatant"),
                    ParamSpec("victim", translate("pulp2d6", "Who is dying"), "combatant"),
                ),
                translate("pulp2d6", "Tracks"),
                translate(
                    "pulp2d6", "The helper's whole turn, in the same zone: up with 1 PV and a scar."
                ),
            ),
            ToolSpec(
                "medic_heal",
                translate("pulp2d6", "Medical attention (1d6 PV)"),
                (
                    ParamSpec("patient", translate("pulp2d6", "Patient"), "combatant"),
                    ParamSpec(
                        "medic",
                        translate("pulp2d6", "Nurse or doctor (empty: off the map)"),
                        "combatant",
                        required=False,
                    ),
                ),
                translate("pulp2d6", "Tracks"),
            ),
            ToolSpec(
                "between_sessions",
                translate("pulp2d6", "Between sessions: all PV back"),
                (),
                translate("pulp2d6", "Tracks"),
            ),
            ToolSpec(
                "add_npc",
                translate("pulp2d6", "Add an NPC from the table"),
                (
                    ParamSpec(
                        "type_id",
                        translate("pulp2d6", "Type"),
                        "choice",
                        "gangster",
                        tuple(r["key"] for r in npcs),
                        choice_labels=tuple(f"{rule_text(r, 'type')} ({r['pv']} PV)" for r in npcs),
                    ),
                    ParamSpec("new_name", translate("pulp2d6", "Name"), "str", ""),
                    ParamSpec("zone", translate("pulp2d6", "Zone"), "zone"),
                ),
                translate("pulp2d6", "Rosters"),
            ),
            ToolSpec(
                "add_vehicle",
                translate("pulp2d6", "Add a vehicle"),
                (
                    ParamSpec(
                        "type_id",
                        translate("pulp2d6", "Vehicle"),
                        "choice",
                        "car",
                        tuple(r["key"] for r in vehicles),
                        choice_labels=tuple(
                            (
                                translate("pulp2d6", "{name} ({pv} PV, armoured)")
                                if r["armoured"]
                                else translate("pulp2d6", "{name} ({pv} PV)")
                            ).format(name=_capital(rule_text(r, "name")), pv=r["pv"])
                            for r in vehicles
                        ),
                    ),
                    ParamSpec("new_name", translate("pulp2d6", "Name"), "str", ""),
                    ParamSpec("zone", translate("pulp2d6", "Zone"), "zone"),
                    ParamSpec("side", translate("pulp2d6", "Side"), "choice", "npc", ("npc", "pc")),
                    ParamSpec("armed", translate("pulp2d6", "Vehicle weapon (3d6)"), "bool", False),
                ),
                translate("pulp2d6", "Rosters"),
                translate("pulp2d6", "At most 40 PV."),
            ),
            ToolSpec(
                "reload",
                translate("pulp2d6", "Reload"),
                (who,),
                translate("pulp2d6", "Attacks"),
                translate("pulp2d6", "One action."),
            ),
        ]

    def gm_panels(self) -> list[PanelView]:
        """Attacks waiting for their consequences (who picks, how many), and the vehicles'
        PV — shown only when there is something to show."""
        enc = self.enc
        out = []
        attacks = atk.pending_attacks(enc)
        if attacks:
            rows = tuple(
                PanelRow(
                    f"{a['attacker']} vs {a['target']}",
                    f"{a['total']}, {a['band']}",
                    highlight=True,
                    detail=_consequence_words(a) + _success_damage(enc, a),
                )
                for a in attacks
            )
            out.append(
                PanelView(
                    "pending_attacks",
                    translate("pulp2d6", "Attacks awaiting consequences"),
                    rows,
                    translate("pulp2d6", "Choose them with the tool Choose the consequences."),
                )
            )
        vehicles = [c.name for c in enc.combatants() if dmg.is_vehicle(enc, c.name)]
        if vehicles:
            rows = tuple(
                PanelRow(
                    n,
                    f"{dmg.current_pv(enc, n)}/{dmg.max_pv(enc, n)} PV",
                    highlight=dmg.current_pv(enc, n) <= 0,
                    detail=_vehicle_words(enc, n),
                )
                for n in vehicles
            )
            out.append(PanelView("vehicles", translate("pulp2d6", "Vehicles"), rows))
        return out

    def run_gm_tool(self, tool_id: str, **params: Any) -> dict[str, Any]:
        """Run a tool of :meth:`gm_tools`; returns ``{"text"}`` (the last log line) and more."""
        enc = self.enc
        before = len(enc.log)
        result: Any = None
        if tool_id == "consequences":
            ids = [p for p in (params.get("first"), params.get("second")) if p]
            weapon = params.get("harm_weapon") or None
            if weapon and ":" in weapon:
                npc, _, wid = weapon.rpartition(":")
                weapon = (npc.strip(), wid.strip())
            if not params.get("attack_id"):
                raise RuleError(
                    translate("pulp2d6", "Pick the attack whose consequences the player chooses.")
                )
            result = self.choose_consequences(
                params["attack_id"],
                ids,
                harm_weapon=weapon,
                sacrifice_by=params.get("sacrifice_by") or None,
                innocent=params.get("innocent") or None,
            )
        elif tool_id == "seating":
            names = [n.strip() for n in str(params.get("names") or "").split(",") if n.strip()]
            self.set_seating(names)
        elif tool_id == "tend":
            result = self.tend(params["helper"], params["victim"])
        elif tool_id == "medic_heal":
            result = self.medic_heal(params["patient"], params.get("medic") or None)
        elif tool_id == "between_sessions":
            self.recover_between_sessions()
        elif tool_id == "add_npc":
            self.add_npc(params["type_id"], params["new_name"], params["zone"])
        elif tool_id == "add_vehicle":
            self.add_vehicle(
                params["type_id"],
                params["new_name"],
                params["zone"],
                side=params.get("side") or "npc",
                armed=bool(params.get("armed")),
            )
        elif tool_id == "reload":
            self.reload(params["name"])
        else:
            raise RuleError(
                translate("pulp2d6", "The 2d6 pulp ruleset has no tool {tool!r}.").format(
                    tool=tool_id
                )
            )
        text = (
            enc.log[-1]["text"]
            if len(enc.log) > before
            else translate("pulp2d6", "Nothing changed.")
        )
        return {"text": text, "result": result}


def harm_weapon_choices(enc: Any) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """HERIR's weapon as a choice: ``"npc:weapon id"`` for every weapon an NPC (not a vehicle)
    carries that harms (damage or an effect), and their labels ("Lefty: Pistol (1d6)"). The
    input is optional: left empty, the target's first weapon."""
    values: list[str] = []
    labels: list[str] = []
    for c in enc:
        if c.side != "npc" or dmg.is_vehicle(enc, c.name):
            continue
        for w in atk.weapons_of(enc, c.name):
            harm = w.get("damage") or w.get("effect")
            if harm:
                values.append(f"{c.name}:{w['id']}")
                labels.append(f"{c.name}: {sheet.weapon_name(w)} ({harm})")
    return tuple(values), tuple(labels)


def _attribute_key(skill: str) -> str | None:
    """The stat key of an attribute named by the app ("DESTREZA", "mobility", "destreza")."""
    text = skill.strip().lower()
    for key, label in sheet.ATTRIBUTES.items():
        if text in (key, label.lower(), sheet.ATTRIBUTE_LABELS[key].lower()):
            return key
        if text == sheet.ATTRIBUTE_LABELS.english(key).lower():
            return key
    return "destreza" if text == "mobility" else None


def _vehicle_words(enc: Any, name: str) -> str:
    bits = []
    if dmg.wrecked(enc, name):
        bits.append(f"{dmg.wreck_word(str(dmg.wrecked(enc, name))).capitalize()}.")
    if dmg.is_armoured(enc, name):
        bits.append(translate("pulp2d6", "Armoured: only 3d6 weapons harm it."))
    return " ".join(bits)


def _consequence_words(a: dict[str, Any]) -> str:
    n = int(a["count"])
    up_to = a["picker"] == "gm" and not a["succeeds"]
    if n == 1:
        text = translate("pulp2d6", "{who} picks 1 consequence against {against}")
    elif up_to:
        text = translate("pulp2d6", "{who} picks up to {n} consequences against {against}")
    else:
        text = translate("pulp2d6", "{who} picks {n} consequences against {against}")
    who = translate("pulp2d6", "GM") if a["picker"] == "gm" else a["attacker"]
    return text.format(who=who, n=n, against=a["against"])


def _success_damage(enc: Any, a: dict[str, Any]) -> str:
    """ ". Rita's Pistol hits Lefty: 1d6 less PROTECCIÓN 1" — the hit choosing will deal."""
    blow = atk.strikes(enc, a["id"], []).get("success")
    return f". {atk.strike_words(blow)}" if blow else ""


def _attack_label(a: dict[str, Any]) -> str:
    """A pending attack as the GM reads it: ``"Ana vs Gangster (8: …)"``."""
    return f"{a['attacker']} vs {a['target']} ({a['total']}: {_consequence_words(a)})"


__all__ = ["ACTIONS", "PulpCombat"]


def _capital(text: str) -> str:
    """``text`` with its first letter upper-case ("tanque Tiger" → "Tanque Tiger")."""
    return text[:1].upper() + text[1:]


def _seed_notes() -> dict[str, str]:
    """Modifier label (UI language) → the seed's own words with seed and section, for the
    attack form's tooltip."""
    seed = "seed 004"
    roll = atk._row("attack_roll", "rule", "advantage")
    crew = atk._row("vehicle_combat", "rule", "large_vessels")
    cover = atk._row("enemy_tactics", "key", "covering_fire")
    out = {
        sheet.ATTRIBUTE_LABELS[k]: f"{name} — {seed}, COMBATE"
        for k, name in sheet.ATTRIBUTES.items()
    }
    out[translate("pulp2d6", "Advantage")] = f"«{seed_words(roll, 'text', 'es')}» — {seed}, ATACAR"
    out[translate("pulp2d6", "Experienced crew")] = (
        f"«{crew['section']}» — {seed}, COMBATE EN VEHÍCULOS"
    )
    out[translate("pulp2d6", "Covering fire")] = (
        f"{cover['name_es']}: «{seed_words(cover, 'text', 'es')}» — {seed}, TÁCTICAS ENEMIGAS"
    )
    return out


def _action_line(name: str, action: str, kind: str, detail: tuple[str, str] | None) -> str:
    """An action's log line, one whole sentence per shape (``detail``: where a move went, as
    ``(shape, place)``), with what it spent ("move", "action") in the UI language."""
    cost = translate("pulp2d6", "move") if kind == "move" else translate("pulp2d6", "action")
    if detail is None:
        return translate("pulp2d6", "{name}: {action} ({cost}).").format(
            name=name, action=action, cost=cost
        )
    shape, place = detail
    text = (
        translate("pulp2d6", "{name}: {action} to Engaged range of {place} ({cost}).")
        if shape == "engaged"
        else translate("pulp2d6", "{name}: {action} to {place} ({cost}).")
    )
    return text.format(name=name, action=action, place=place, cost=cost)
