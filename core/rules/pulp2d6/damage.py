"""2d6 pulp damage: PROTECCIÓN, the PV and PC (cordura) tracks, dying, rescue, scars, healing,
and vehicles' PV.

Seed ``004_a519dc7887a9ef06.txt`` "DAÑO", "RECUPERACIÓN", "COMBATE EN VEHÍCULOS"
(``resources/rules/pulp2d6/damage.json``, ``scars.json``, ``recovery.json``,
``vehicle_combat.json``, ``vehicles.json``):

* Damage less PROTECCIÓN (none when the attack ignores armour) comes off PV, never below 0.
* At 0 PV a character dies 1d6 TURNS later (a "Dying" timed effect counted on their own turns,
  shown on the token) unless someone spends a TURN with them (:func:`tend`): they get up with
  1 PV and a scar rolled on 2d6, whose effect is applied (chronic pain: −1 PV for good, written
  into stat ``pv``; limp and nasty scar: lasting effects; the rest: recorded).
* A nurse or doctor restores 1d6 PV (:func:`medic_heal`); all PV come back between sessions.
* Armoured vehicles are harmed only by 3d6 weapons; a vehicle at 0 PV is destroyed or disabled,
  the attacker's choice.

State: ``combatants[name]["pulp2d6"]`` — ``damage``, ``pc_lost``, ``dying`` (effect id),
``dead``, ``wrecked`` (``"destroyed"``/``"disabled"``), ``scars``, ``empty`` (weapon ids out of
ammunition), ``heals``.

>>> from core.encounter import Encounter
>>> enc = Encounter(ruleset="pulp2d6", seed=2)
>>> enc.map.add_zone("bar", name="Bar", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
>>> enc.add_combatant("Rita", zone="bar", stats={"pv": 10, "proteccion": 1})
>>> apply_damage(enc, "Rita", 4)["pv"]
7
>>> apply_damage(enc, "Rita", 4, ignore_armour=True)["pv"]
3
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core import effects as fx
from core.dice import DiceError, parse_expression
from core.resources import load_table
from core.rules.base import RuleError

if TYPE_CHECKING:  # pragma: no cover
    from core.encounter import Encounter

KEY = "pulp2d6"
DYING_LABEL = "Dying"
WRECK_CHOICES = ("destroyed", "disabled")


# -- reading ------------------------------------------------------------------------------------
def _read(enc: Encounter, name: str) -> dict[str, Any]:
    per = enc.state.get("combatants", {}).get(name, {})
    return dict(per.get(KEY, {}))


def pulp_combatant(enc: Encounter, name: str) -> dict[str, Any]:
    """The live pulp part of ``name``'s ruleset state (created; call inside a transaction)."""
    return enc.ruleset.combatant_state(enc, name).setdefault(KEY, {})


def table_rows(table_id: str) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = load_table("pulp2d6", table_id)["rows"]
    return rows


def rule_row(table_id: str, rule: str) -> dict[str, Any]:
    """The row of ``table_id`` whose ``"rule"`` is ``rule`` (``damage.json``, ``recovery.json``)."""
    return next(r for r in table_rows(table_id) if r.get("rule") == rule)


def setting(enc: Encounter, key: str) -> Any:
    if key in enc.ruleset.settings:
        return enc.ruleset.settings[key]
    return type(enc.ruleset).default_settings().get(key)


def stat(enc: Encounter, name: str, key: str, default: int = 0) -> int:
    value = enc.combatant(name).stats.get(key, default)
    if value is None:
        return default
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


def is_vehicle(enc: Encounter, name: str) -> bool:
    return bool(enc.combatant(name).stats.get("vehicle"))


def is_armoured(enc: Encounter, name: str) -> bool:
    return is_vehicle(enc, name) and bool(enc.combatant(name).stats.get("armoured"))


def max_pv(enc: Encounter, name: str) -> int:
    return max(0, stat(enc, name, "pv"))


def current_pv(enc: Encounter, name: str) -> int:
    return max(0, max_pv(enc, name) - int(_read(enc, name).get("damage", 0)))


def has_pc(enc: Encounter, name: str) -> bool:
    """Has ``name`` a PC (sanity) track? (The NPC table prints "-" for some.)"""
    return enc.combatant(name).stats.get("pc") is not None and not is_vehicle(enc, name)


def max_pc(enc: Encounter, name: str) -> int:
    return max(0, stat(enc, name, "pc"))


def current_pc(enc: Encounter, name: str) -> int:
    return max(0, max_pc(enc, name) - int(_read(enc, name).get("pc_lost", 0)))


def is_dead(enc: Encounter, name: str) -> bool:
    return bool(_read(enc, name).get("dead"))


def wrecked(enc: Encounter, name: str) -> str | None:
    """``"destroyed"`` or ``"disabled"`` for a vehicle at 0 PV, else ``None``."""
    return _read(enc, name).get("wrecked")


def dying_effect(enc: Encounter, name: str) -> dict[str, Any] | None:
    """The running "Dying" countdown on ``name`` (a copy), or ``None``."""
    eid = _read(enc, name).get("dying")
    if not eid:
        return None
    return next((e for e in fx.effects_on(enc, name) if e["id"] == eid), None)


def is_dying(enc: Encounter, name: str) -> bool:
    return dying_effect(enc, name) is not None and not is_dead(enc, name)


def cannot_act_reason(enc: Encounter, name: str) -> str | None:
    """Dead, dying, at 0 PV, or a wrecked vehicle: why ``name`` can't act; else ``None``."""
    enc.combatant(name)
    if wrecked(enc, name):
        return f"{name} is {wrecked(enc, name)}."
    if is_dead(enc, name):
        return f"{name} is dead."
    if is_dying(enc, name):
        left = dying_effect(enc, name)["remaining"]  # type: ignore[index]
        return (
            f"{name} is dying (0 PV, {left} turn{'s' if left != 1 else ''} left): someone must "
            "spend a turn with them."
        )
    if max_pv(enc, name) and current_pv(enc, name) <= 0:
        return f"{name} is at 0 PV."
    return None


def is_three_d6(dice: str | None) -> bool:
    """Is ``dice`` a 3d6 weapon (the only kind that harms armoured vehicles)?"""
    if not dice:
        return False
    try:
        count, sides, _ = parse_expression(dice)
    except DiceError:
        return False
    return (count, sides) == (3, 6)


def protection_against(enc: Encounter, name: str, *, ignore_armour: bool = False) -> int:
    """The PROTECCIÓN taken off a hit on ``name`` (0 when ignored, and for vehicles, whose PV
    take the damage whole)."""
    if ignore_armour or is_vehicle(enc, name):
        return 0
    return max(0, stat(enc, name, "proteccion"))


# -- damage -------------------------------------------------------------------------------------
def apply_damage(
    enc: Encounter,
    name: str,
    amount: int,
    *,
    source: str = "",
    ignore_armour: bool = False,
    weapon_dice: str | None = None,
    wreck: str = "destroyed",
    direct: bool = False,
) -> dict[str, Any]:
    """``name`` takes ``amount`` damage, less PROTECCIÓN unless ``ignore_armour`` (one undo step).

    ``weapon_dice`` is the weapon's damage dice: an armoured vehicle is harmed only by 3d6
    (``direct``: a GM correction that bypasses armour and that rule).
    ``wreck`` is the attacker's choice for a vehicle brought to 0 PV. A character at 0 PV starts
    dying (PCs; NPCs per ``pulp2d6.npc_at_zero_pv``). Returns ``{"damage", "pv", "blocked",
    "state"}``.
    """
    enc.combatant(name)
    if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
        raise RuleError(f"Damage is a whole number from 0, not {amount!r}.")
    if wreck not in WRECK_CHOICES:
        raise RuleError("A vehicle at 0 PV is 'destroyed' or 'disabled'.")
    with enc.transaction(f"{name} takes {amount} damage"):
        by = f" from {source}" if source else ""
        if is_dead(enc, name) or wrecked(enc, name):
            enc.add_log("damage", f"{name} is past harm ({amount} damage{by}).", combatant=name)
            return {"damage": 0, "pv": current_pv(enc, name), "blocked": True, "state": "dead"}
        if is_armoured(enc, name) and not is_three_d6(weapon_dice) and not direct:
            what = weapon_dice or "a weapon of unknown dice"
            enc.add_log(
                "damage",
                f"{name} is an armoured vehicle: only 3d6 weapons harm it ({what} does not).",
                combatant=name,
            )
            return {"damage": 0, "pv": current_pv(enc, name), "blocked": True, "state": "ok"}
        prot = protection_against(enc, name, ignore_armour=ignore_armour or direct)
        taken = max(0, amount - prot)
        before = current_pv(enc, name)
        st = pulp_combatant(enc, name)
        st["damage"] = min(max_pv(enc, name), int(st.get("damage", 0)) + taken)
        pv = current_pv(enc, name)
        armour = ""
        if ignore_armour and stat(enc, name, "proteccion"):
            armour = " (armour ignored)"
        elif prot:
            armour = f" (PROTECCIÓN {prot})"
        text = f"{name} takes {taken} damage{by}{armour}: {pv} of {max_pv(enc, name)} PV."
        enc.add_log("damage", text, combatant=name, amount=taken, source=source)
        state = "ok"
        if before > 0 and pv == 0 and max_pv(enc, name) > 0:
            state = _at_zero(enc, name, wreck)
        return {"damage": taken, "pv": pv, "blocked": False, "state": state}


def _has_turns(enc: Encounter, name: str) -> bool:
    from core.rules.pulp2d6.turns import takes_turns

    return takes_turns(enc, name)


def _at_zero(enc: Encounter, name: str, wreck: str) -> str:
    st = pulp_combatant(enc, name)
    if is_vehicle(enc, name):
        st["wrecked"] = wreck
        enc.add_log(
            "damage",
            f"{name} is at 0 PV: {wreck} (the attacker's choice).",
            combatant=name,
        )
        return wreck
    c = enc.combatant(name)
    if c.side == "npc" and setting(enc, "pulp2d6.npc_at_zero_pv") != "countdown":
        st["dead"] = True
        enc.add_log("death", f"{name} drops at 0 PV and is dead.", combatant=name)
        return "dead"
    dice = str(rule_row("damage", "dying")["death_in_turns"])
    roll = enc.dice.roll(dice, label=f"{name}: turns to death")
    turns = roll.total
    if _has_turns(enc, name):
        eid = fx.add_effect(
            enc,
            name,
            DYING_LABEL,
            unit="turns",
            count=turns,
            tick="end",
            starts="on_first_turn",
            kind="condition",
            notes="0 PV: dies unless someone spends a TURN with them.",
        )
        when = f"{turns} TURN{'S' if turns != 1 else ''} later (their turns)"
    else:
        eid = fx.add_effect(
            enc,
            name,
            DYING_LABEL,
            unit="rounds",
            count=turns,
            starts="on_first_turn",
            kind="condition",
            notes="0 PV: dies unless someone spends a TURN with them.",
        )
        when = f"{turns} round{'s' if turns != 1 else ''} later (no turns of their own)"
    st["dying"] = eid
    enc.add_log(
        "dying",
        f"{name} is at 0 PV: {dice} = {turns}, {name} dies {when} unless someone spends a TURN "
        f"with them.",
        combatant=name,
        roll=roll.to_dict(),
        turns=turns,
    )
    return "dying"


def kill(enc: Encounter, name: str, cause: str = "") -> None:
    """``name`` dies (the countdown ran out, or the GM says so)."""
    with enc.transaction(f"{name} dies"):
        st = pulp_combatant(enc, name)
        eid = st.pop("dying", None)
        if eid and any(e["id"] == eid for e in fx.effects_on(enc, name)):
            fx.remove_effect(enc, eid)
        st["dead"] = True
        enc.add_log("death", f"{name} dies{f' ({cause})' if cause else ''}.", combatant=name)


def settle_countdowns(enc: Encounter, watched: dict[str, str]) -> list[str]:
    """After the clock moved: everyone in ``watched`` (name → dying effect id) whose countdown
    effect is gone has died. Returns their names."""
    died = []
    for name, eid in watched.items():
        if name not in enc or is_dead(enc, name):
            continue
        if _read(enc, name).get("dying") != eid:
            continue  # rescued meanwhile
        if not any(e["id"] == eid for e in fx.effects_on(enc, name)):
            kill(enc, name, "nobody spent a turn with them in time")
            died.append(name)
    return died


def dying_watch(enc: Encounter) -> dict[str, str]:
    """name → running dying-effect id, for :func:`settle_countdowns`."""
    out = {}
    for c in enc:
        e = dying_effect(enc, c.name)
        if e is not None and not is_dead(enc, c.name):
            out[c.name] = e["id"]
    return out


# -- sanity -------------------------------------------------------------------------------------
def lose_sanity(enc: Encounter, name: str, amount: int, *, source: str = "") -> dict[str, Any]:
    """``name`` loses ``amount`` PC (PUNTOS DE CORDURA), never below 0 (one undo step)."""
    enc.combatant(name)
    if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
        raise RuleError(f"A PC loss is a whole number from 0, not {amount!r}.")
    with enc.transaction(f"{name} loses {amount} PC"):
        by = f" ({source})" if source else ""
        if not has_pc(enc, name):
            enc.add_log("sanity", f"{name} has no PC track: no effect{by}.", combatant=name)
            return {"lost": 0, "pc": None}
        st = pulp_combatant(enc, name)
        lost = min(amount, current_pc(enc, name))
        st["pc_lost"] = int(st.get("pc_lost", 0)) + lost
        pc = current_pc(enc, name)
        text = f"{name} loses {lost} PC{by}: {pc} of {max_pc(enc, name)} PC."
        if pc == 0:
            text += " (The seed says nothing of 0 PC: the GM decides.)"
        enc.add_log("sanity", text, combatant=name, amount=lost)
        return {"lost": lost, "pc": pc}


def restore_sanity(enc: Encounter, name: str, amount: int, *, source: str = "") -> int:
    """Give back up to ``amount`` PC (GM). Returns how many came back."""
    with enc.transaction(f"{name} recovers {amount} PC"):
        st = pulp_combatant(enc, name)
        back = min(max(0, amount), int(st.get("pc_lost", 0)))
        st["pc_lost"] = int(st.get("pc_lost", 0)) - back
        enc.add_log(
            "sanity",
            f"{name} recovers {back} PC{f' ({source})' if source else ''}: "
            f"{current_pc(enc, name)} of {max_pc(enc, name)} PC.",
            combatant=name,
        )
        return back


# -- rescue and scars -----------------------------------------------------------------------------
def scar_row(total: int) -> dict[str, Any]:
    """The ``scars.json`` row for a 2d6 total."""
    for row in table_rows("scars"):
        lo = row["min"] if row["min"] is not None else -(10**9)
        hi = row["max"] if row["max"] is not None else 10**9
        if lo <= total <= hi:
            return row
    raise RuleError(f"No scar for {total}.")


def _apply_scar(enc: Encounter, name: str, row: dict[str, Any], total: int) -> str:
    st = pulp_combatant(enc, name)
    st.setdefault("scars", []).append(
        {"roll": total, "name": row["name"], "name_es": row["name_es"]}
    )
    if row.get("max_hp_change"):
        c = enc.combatant(name)
        new_max = max(1, stat(enc, name, "pv") + int(row["max_hp_change"]))
        enc.update_combatant(name, stats={**dict(c.stats), "pv": new_max})
        st["damage"] = max(0, new_max - 1)
        return f" Maximum PV {new_max} for good."
    if row.get("walk_speed"):
        fx.add_effect(
            enc,
            name,
            row["name_es"].capitalize(),
            unit="until_removed",
            kind="condition",
            notes=row["text"],
        )
        return f" Speed now {row['walk_speed']} walking, {row['run_speed']} running."
    if row.get("modifier"):
        fx.add_effect(
            enc,
            name,
            row["name_es"].capitalize(),
            unit="until_removed",
            modifiers={"intimidar": int(row["modifier"])},
            notes=row["text"],
        )
        return f" {row['text']}"
    return f" {row['text']}"


def tend(
    enc: Encounter, helper: str, victim: str, *, success: bool | None = None
) -> dict[str, Any]:
    """``helper`` spends a TURN with the dying ``victim`` ("Solo sobrevives si alguien se pasa un
    TURNO contigo"): the helper's whole turn (move and action) in the victim's zone; the victim
    gets up with 1 PV and a scar rolled on 2d6 (applied). With ``pulp2d6.rescue_needs_roll`` the
    GM gives the roll's outcome as ``success``; a failure still spends the turn."""
    from core.rules.pulp2d6.turns import turn_refusal

    enc.combatant(helper)
    enc.combatant(victim)
    if helper == victim:
        raise RuleError("Nobody spends a turn with themselves: someone else must.")
    if not is_dying(enc, victim):
        raise RuleError(f"{victim} is not dying.")
    reason = cannot_act_reason(enc, helper) or turn_refusal(enc, helper)
    if reason:
        raise RuleError(reason)
    if enc.combatant(helper).zone != enc.combatant(victim).zone:
        raise RuleError(f"{helper} must be with {victim} (the same zone) to spend a turn there.")
    spent = enc.actions_spent(helper)
    if spent.get("move") or spent.get("action"):
        raise RuleError(
            f"Spending a TURN with {victim} takes {helper}'s whole turn (move and action)."
        )
    needs_roll = bool(setting(enc, "pulp2d6.rescue_needs_roll"))
    if needs_roll and success is None:
        raise RuleError("Setting pulp2d6.rescue_needs_roll: give the roll's outcome (success).")
    with enc.transaction(f"{helper} tends {victim}"):
        enc.spend(helper, {"move": 1, "action": 1}, f"{helper} spends the turn with {victim}")
        if needs_roll and not success:
            enc.add_log(
                "rescue",
                f"{helper} spends the turn with {victim}, but the roll fails.",
                combatant=helper,
                target=victim,
            )
            return {"saved": False}
        st = pulp_combatant(enc, victim)
        eid = st.pop("dying", None)
        if eid and any(e["id"] == eid for e in fx.effects_on(enc, victim)):
            fx.remove_effect(enc, eid)
        survival = rule_row("damage", "survival")
        hp_after = int(survival["hp_after"])
        st["damage"] = max(0, max_pv(enc, victim) - hp_after)
        scar_dice = str(survival["scar_roll"])
        roll = enc.dice.roll(scar_dice, label=f"{victim}: scar")
        row = scar_row(roll.total)
        enc.add_log(
            "rescue",
            f"{helper} spends the turn with {victim}: {victim} survives and gets up with "
            f"{hp_after} PV.",
            combatant=helper,
            target=victim,
        )
        extra = _apply_scar(enc, victim, row, roll.total)
        enc.add_log(
            "scar",
            f"{victim}'s scar: {scar_dice} = {' + '.join(map(str, roll.dice))} = {roll.total} — "
            f"{row['name']} ({row['name_es']}).{extra}",
            combatant=victim,
            roll=roll.to_dict(),
            scar=row["name"],
        )
        return {"saved": True, "scar": row, "roll": roll.to_dict(), "pv": current_pv(enc, victim)}


def medic_heal(enc: Encounter, patient: str, medic: str | None = None) -> dict[str, Any]:
    """A nurse or doctor gives back 1d6 PV ("RECUPERACIÓN"); ``medic`` (stat ``medico``) or the
    GM's off-map one. ``pulp2d6.medic_heal_limit`` caps how often per patient (None: no cap)."""
    enc.combatant(patient)
    if medic is not None:
        enc.combatant(medic)
        if not enc.combatant(medic).stats.get("medico"):
            raise RuleError(f"{medic} is not a nurse or doctor (stat 'medico').")
    if is_dead(enc, patient):
        raise RuleError(f"{patient} is dead.")
    if is_dying(enc, patient):
        raise RuleError(f"{patient} is dying: someone must spend a TURN with them first.")
    if is_vehicle(enc, patient):
        raise RuleError("A medic doesn't mend vehicles.")
    limit = setting(enc, "pulp2d6.medic_heal_limit")
    done = int(_read(enc, patient).get("heals", 0))
    if limit is not None and done >= int(limit):
        raise RuleError(f"{patient} has had medical attention {done} times (limit {limit}).")
    with enc.transaction(f"Medical attention for {patient}"):
        dice = str(rule_row("recovery", "medic_heal")["hp_restored"])
        roll = enc.dice.roll(dice, label=f"{patient}: medical attention")
        st = pulp_combatant(enc, patient)
        back = min(roll.total, int(st.get("damage", 0)))
        st["damage"] = int(st.get("damage", 0)) - back
        st["heals"] = done + 1
        who = medic or "a nurse or doctor"
        enc.add_log(
            "heal",
            f"{who} tends {patient}: {dice} = {roll.total}, {patient} recovers {back} PV "
            f"({current_pv(enc, patient)} of {max_pv(enc, patient)}).",
            combatant=patient,
            roll=roll.to_dict(),
        )
        return {"roll": roll.to_dict(), "healed": back, "pv": current_pv(enc, patient)}


def recover_between_sessions(enc: Encounter, names: list[str] | None = None) -> None:
    """All PV come back between sessions ("a no ser que no tenga sentido": skip the dead)."""
    with enc.transaction("Between sessions"):
        for c in enc:
            if names is not None and c.name not in names:
                continue
            if is_dead(enc, c.name) or is_vehicle(enc, c.name):
                continue
            st = pulp_combatant(enc, c.name)
            if st.get("damage"):
                st["damage"] = 0
                st["heals"] = 0
                enc.add_log(
                    "heal",
                    f"{c.name} recovers all PV between sessions ({max_pv(enc, c.name)}).",
                    combatant=c.name,
                )


def heal_points(enc: Encounter, name: str, amount: int, *, source: str = "GM") -> int:
    """GM correction: give back up to ``amount`` PV (no roll). Returns how many."""
    with enc.transaction(f"{name} recovers {amount} PV"):
        st = pulp_combatant(enc, name)
        back = min(max(0, amount), int(st.get("damage", 0)))
        st["damage"] = int(st.get("damage", 0)) - back
        enc.add_log(
            "heal",
            f"{name} recovers {back} PV ({source}): {current_pv(enc, name)} of "
            f"{max_pv(enc, name)} PV.",
            combatant=name,
        )
        return back


__all__ = [
    "DYING_LABEL",
    "apply_damage",
    "cannot_act_reason",
    "current_pc",
    "current_pv",
    "dying_effect",
    "has_pc",
    "heal_points",
    "is_armoured",
    "is_dead",
    "is_dying",
    "is_three_d6",
    "is_vehicle",
    "kill",
    "lose_sanity",
    "max_pc",
    "max_pv",
    "medic_heal",
    "recover_between_sessions",
    "restore_sanity",
    "scar_row",
    "tend",
    "wrecked",
]
