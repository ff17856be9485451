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
from core.i18n import rule_text, translate
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.labels import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # pragma: no cover
    from core.encounter import Encounter

KEY = "pulp2d6"
DYING_LABEL = QT_TRANSLATE_NOOP("pulp2d6", "Dying")
WRECK_CHOICES = ("destroyed", "disabled")


def wreck_word(wreck: str) -> str:
    """ "destroyed" / "disabled" in the UI language (an unknown value as it is)."""
    words = {
        "destroyed": translate("pulp2d6", "destroyed"),
        "disabled": translate("pulp2d6", "disabled"),
    }
    return words.get(wreck, wreck)


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
        return (
            translate("pulp2d6", "{name} is destroyed.")
            if wrecked(enc, name) == "destroyed"
            else translate("pulp2d6", "{name} is disabled.")
        ).format(name=name)
    if is_dead(enc, name):
        return translate("pulp2d6", "{name} is dead.").format(name=name)
    if is_dying(enc, name):
        left = dying_effect(enc, name)["remaining"]  # type: ignore[index]
        text = (
            translate(
                "pulp2d6",
                "{name} is dying (0 PV, {left} turn left): someone must spend a turn with them.",
            )
            if left == 1
            else translate(
                "pulp2d6",
                "{name} is dying (0 PV, {left} turns left): someone must spend a turn with them.",
            )
        )
        return text.format(name=name, left=left)
    if max_pv(enc, name) and current_pv(enc, name) <= 0:
        return translate("pulp2d6", "{name} is at 0 PV.").format(name=name)
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
        raise RuleError(
            translate("pulp2d6", "Damage is a whole number from 0, not {amount!r}.").format(
                amount=amount
            )
        )
    if wreck not in WRECK_CHOICES:
        raise RuleError(translate("pulp2d6", "A vehicle at 0 PV is 'destroyed' or 'disabled'."))
    with enc.transaction(
        translate("pulp2d6", "{name} takes {amount} damage").format(name=name, amount=amount)
    ):
        by = translate("pulp2d6", " from {source}").format(source=source) if source else ""
        if is_dead(enc, name) or wrecked(enc, name):
            enc.add_log(
                "damage",
                translate("pulp2d6", "{name} is past harm ({amount} damage{by}).").format(
                    name=name, amount=amount, by=by
                ),
                combatant=name,
            )
            return {"damage": 0, "pv": current_pv(enc, name), "blocked": True, "state": "dead"}
        if is_armoured(enc, name) and not is_three_d6(weapon_dice) and not direct:
            what = weapon_dice or translate("pulp2d6", "a weapon of unknown dice")
            enc.add_log(
                "damage",
                translate(
                    "pulp2d6",
                    "{name} is an armoured vehicle: only 3d6 weapons harm it ({what} does not).",
                ).format(name=name, what=what),
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
            armour = translate("pulp2d6", " (armour ignored)")
        elif prot:
            armour = translate("pulp2d6", " (Protection {prot})").format(prot=prot)
        text = translate(
            "pulp2d6", "{name} takes {taken} damage{by}{armour}: {pv} of {max_pv} PV."
        ).format(name=name, taken=taken, by=by, armour=armour, pv=pv, max_pv=max_pv(enc, name))
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
            translate("pulp2d6", "{name} is at 0 PV: {wreck} (the attacker's choice).").format(
                name=name, wreck=wreck_word(wreck)
            ),
            combatant=name,
        )
        return wreck
    c = enc.combatant(name)
    if c.side == "npc" and setting(enc, "pulp2d6.npc_at_zero_pv") != "countdown":
        st["dead"] = True
        enc.add_log(
            "death",
            translate("pulp2d6", "{name} drops at 0 PV and is dead.").format(name=name),
            combatant=name,
        )
        return "dead"
    dice = str(rule_row("damage", "dying")["death_in_turns"])
    roll = enc.dice.roll(
        dice, label=translate("pulp2d6", "{name}: turns to death").format(name=name)
    )
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
            notes=translate("pulp2d6", "0 PV: dies unless someone spends a TURN with them."),
        )
        when = (
            translate("pulp2d6", "{turns} TURN later (their turns)")
            if turns == 1
            else translate("pulp2d6", "{turns} TURNS later (their turns)")
        ).format(turns=turns)
    else:
        eid = fx.add_effect(
            enc,
            name,
            DYING_LABEL,
            unit="rounds",
            count=turns,
            starts="on_first_turn",
            kind="condition",
            notes=translate("pulp2d6", "0 PV: dies unless someone spends a TURN with them."),
        )
        when = (
            translate("pulp2d6", "{turns} round later (no turns of their own)")
            if turns == 1
            else translate("pulp2d6", "{turns} rounds later (no turns of their own)")
        ).format(turns=turns)
    st["dying"] = eid
    enc.add_log(
        "dying",
        translate(
            "pulp2d6",
            "{name} is at 0 PV: {dice} = {turns}, {name} dies {when} unless "
            "someone spends a TURN with them.",
        ).format(name=name, dice=dice, turns=turns, when=when),
        combatant=name,
        roll=roll.to_dict(),
        turns=turns,
    )
    return "dying"


def kill(enc: Encounter, name: str, cause: str = "") -> None:
    """``name`` dies (the countdown ran out, or the GM says so)."""
    with enc.transaction(translate("pulp2d6", "{name} dies").format(name=name)):
        st = pulp_combatant(enc, name)
        eid = st.pop("dying", None)
        if eid and any(e["id"] == eid for e in fx.effects_on(enc, name)):
            fx.remove_effect(enc, eid)
        st["dead"] = True
        enc.add_log(
            "death",
            translate("pulp2d6", "{name} dies{value}.").format(
                name=name, value=f" ({cause})" if cause else ""
            ),
            combatant=name,
        )


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
            kill(enc, name, translate("pulp2d6", "nobody spent a turn with them in time"))
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
        raise RuleError(
            translate("pulp2d6", "A PC loss is a whole number from 0, not {amount!r}.").format(
                amount=amount
            )
        )
    with enc.transaction(
        translate("pulp2d6", "{name} loses {amount} PC").format(name=name, amount=amount)
    ):
        by = f" ({source})" if source else ""
        if not has_pc(enc, name):
            enc.add_log(
                "sanity",
                translate("pulp2d6", "{name} has no PC track: no effect{by}.").format(
                    name=name, by=by
                ),
                combatant=name,
            )
            return {"lost": 0, "pc": None}
        st = pulp_combatant(enc, name)
        lost = min(amount, current_pc(enc, name))
        st["pc_lost"] = int(st.get("pc_lost", 0)) + lost
        pc = current_pc(enc, name)
        text = translate("pulp2d6", "{name} loses {lost} PC{by}: {pc} of {max_pc} PC.").format(
            name=name, lost=lost, by=by, pc=pc, max_pc=max_pc(enc, name)
        )
        if pc == 0:
            text += translate("pulp2d6", " (The seed says nothing of 0 PC: the GM decides.)")
        enc.add_log("sanity", text, combatant=name, amount=lost)
        return {"lost": lost, "pc": pc}


def restore_sanity(enc: Encounter, name: str, amount: int, *, source: str = "") -> int:
    """Give back up to ``amount`` PC (GM). Returns how many came back."""
    with enc.transaction(
        translate("pulp2d6", "{name} recovers {amount} PC").format(name=name, amount=amount)
    ):
        st = pulp_combatant(enc, name)
        back = min(max(0, amount), int(st.get("pc_lost", 0)))
        st["pc_lost"] = int(st.get("pc_lost", 0)) - back
        enc.add_log(
            "sanity",
            translate(
                "pulp2d6", "{name} recovers {back} PC{value}: {current_pc} of {max_pc} PC."
            ).format(
                name=name,
                back=back,
                value=f" ({source})" if source else "",
                current_pc=current_pc(enc, name),
                max_pc=max_pc(enc, name),
            ),
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
    raise RuleError(translate("pulp2d6", "No scar for {total}.").format(total=total))


def _apply_scar(enc: Encounter, name: str, row: dict[str, Any], total: int) -> str:
    st = pulp_combatant(enc, name)
    st.setdefault("scars", []).append(
        {
            "roll": total,
            "name": row["name"],
            "name_es": row["name_es"],
            "name_pt": row.get("name_pt", ""),
        }
    )
    if row.get("max_hp_change"):
        c = enc.combatant(name)
        new_max = max(1, stat(enc, name, "pv") + int(row["max_hp_change"]))
        enc.update_combatant(name, stats={**dict(c.stats), "pv": new_max})
        st["damage"] = max(0, new_max - 1)
        return translate("pulp2d6", " Maximum PV {new_max} for good.").format(new_max=new_max)
    if row.get("walk_speed"):
        fx.add_effect(
            enc,
            name,
            rule_text(row, "name").capitalize(),
            unit="until_removed",
            kind="condition",
            notes=rule_text(row, "text"),
        )
        return translate("pulp2d6", " Speed now {walk_speed} walking, {run_speed} running.").format(
            walk_speed=rule_text(row, "walk_speed"), run_speed=rule_text(row, "run_speed")
        )
    if row.get("modifier"):
        fx.add_effect(
            enc,
            name,
            rule_text(row, "name").capitalize(),
            unit="until_removed",
            modifiers={"intimidar": int(row["modifier"])},
            notes=rule_text(row, "text"),
        )
        return " " + rule_text(row, "text")
    return " " + rule_text(row, "text")


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
        raise RuleError(
            translate("pulp2d6", "Nobody spends a turn with themselves: someone else must.")
        )
    if not is_dying(enc, victim):
        raise RuleError(translate("pulp2d6", "{victim} is not dying.").format(victim=victim))
    reason = cannot_act_reason(enc, helper) or turn_refusal(enc, helper)
    if reason:
        raise RuleError(reason)
    if enc.combatant(helper).zone != enc.combatant(victim).zone:
        raise RuleError(
            translate(
                "pulp2d6", "{helper} must be with {victim} (the same zone) to spend a turn there."
            ).format(helper=helper, victim=victim)
        )
    spent = enc.actions_spent(helper)
    if spent.get("move") or spent.get("action"):
        raise RuleError(
            translate(
                "pulp2d6",
                "Spending a TURN with {victim} takes {helper}'s whole turn (move and action).",
            ).format(victim=victim, helper=helper)
        )
    needs_roll = bool(setting(enc, "pulp2d6.rescue_needs_roll"))
    if needs_roll and success is None:
        raise RuleError(
            translate(
                "pulp2d6", "Setting pulp2d6.rescue_needs_roll: give the roll's outcome (success)."
            )
        )
    with enc.transaction(
        translate("pulp2d6", "{helper} tends {victim}").format(helper=helper, victim=victim)
    ):
        enc.spend(
            helper,
            {"move": 1, "action": 1},
            translate("pulp2d6", "{helper} spends the turn with {victim}").format(
                helper=helper, victim=victim
            ),
        )
        if needs_roll and not success:
            enc.add_log(
                "rescue",
                translate(
                    "pulp2d6", "{helper} spends the turn with {victim}, but the roll fails."
                ).format(helper=helper, victim=victim),
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
        roll = enc.dice.roll(
            scar_dice, label=translate("pulp2d6", "{victim}: scar").format(victim=victim)
        )
        row = scar_row(roll.total)
        enc.add_log(
            "rescue",
            translate(
                "pulp2d6",
                "{helper} spends the turn with {victim}: {victim} survives and gets "
                "up with {hp_after} PV.",
            ).format(helper=helper, victim=victim, hp_after=hp_after),
            combatant=helper,
            target=victim,
        )
        extra = _apply_scar(enc, victim, row, roll.total)
        enc.add_log(
            "scar",
            translate(
                "pulp2d6",
                "{victim}'s scar: {scar_dice} = {dice} = {total} — {name}.{extra}",
            ).format(
                victim=victim,
                scar_dice=scar_dice,
                dice=" + ".join(map(str, roll.dice)),
                total=roll.total,
                name=rule_text(row, "name"),
                extra=extra,
            ),
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
            raise RuleError(
                translate("pulp2d6", "{medic} is not a nurse or doctor (stat 'medico').").format(
                    medic=medic
                )
            )
    if is_dead(enc, patient):
        raise RuleError(translate("pulp2d6", "{patient} is dead.").format(patient=patient))
    if is_dying(enc, patient):
        raise RuleError(
            translate(
                "pulp2d6", "{patient} is dying: someone must spend a TURN with them first."
            ).format(patient=patient)
        )
    if is_vehicle(enc, patient):
        raise RuleError(translate("pulp2d6", "A medic doesn't mend vehicles."))
    limit = setting(enc, "pulp2d6.medic_heal_limit")
    done = int(_read(enc, patient).get("heals", 0))
    if limit is not None and done >= int(limit):
        raise RuleError(
            translate(
                "pulp2d6", "{patient} has had medical attention {done} times (limit {limit})."
            ).format(patient=patient, done=done, limit=limit)
        )
    with enc.transaction(
        translate("pulp2d6", "Medical attention for {patient}").format(patient=patient)
    ):
        dice = str(rule_row("recovery", "medic_heal")["hp_restored"])
        roll = enc.dice.roll(
            dice, label=translate("pulp2d6", "{patient}: medical attention").format(patient=patient)
        )
        st = pulp_combatant(enc, patient)
        back = min(roll.total, int(st.get("damage", 0)))
        st["damage"] = int(st.get("damage", 0)) - back
        st["heals"] = done + 1
        who = medic or translate("pulp2d6", "a nurse or doctor")
        enc.add_log(
            "heal",
            translate(
                "pulp2d6",
                "{who} tends {patient}: {dice} = {total}, {patient} recovers {back} "
                "PV ({current_pv} of {max_pv}).",
            ).format(
                who=who,
                patient=patient,
                dice=dice,
                total=roll.total,
                back=back,
                current_pv=current_pv(enc, patient),
                max_pv=max_pv(enc, patient),
            ),
            combatant=patient,
            roll=roll.to_dict(),
        )
        return {"roll": roll.to_dict(), "healed": back, "pv": current_pv(enc, patient)}


def recover_between_sessions(enc: Encounter, names: list[str] | None = None) -> None:
    """All PV come back between sessions ("a no ser que no tenga sentido": skip the dead)."""
    with enc.transaction(translate("pulp2d6", "Between sessions")):
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
                    translate(
                        "pulp2d6", "{name} recovers all PV between sessions ({max_pv})."
                    ).format(name=c.name, max_pv=max_pv(enc, c.name)),
                    combatant=c.name,
                )


def heal_points(enc: Encounter, name: str, amount: int, *, source: str = "GM") -> int:
    """GM correction: give back up to ``amount`` PV (no roll). Returns how many."""
    with enc.transaction(
        translate("pulp2d6", "{name} recovers {amount} PV").format(name=name, amount=amount)
    ):
        st = pulp_combatant(enc, name)
        back = min(max(0, amount), int(st.get("damage", 0)))
        st["damage"] = int(st.get("damage", 0)) - back
        enc.add_log(
            "heal",
            translate(
                "pulp2d6", "{name} recovers {back} PV ({source}): {current_pv} of {max_pv} PV."
            ).format(
                name=name,
                back=back,
                source=source,
                current_pv=current_pv(enc, name),
                max_pv=max_pv(enc, name),
            ),
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
