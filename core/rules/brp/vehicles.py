"""Vehicle chases (seed 001 "Perseguições veiculares", ``vehicle_chases.json``).

Vehicles live in ``enc.state["brp"]["vehicles"]`` (name → ``rated_speed``, ``acceleration``,
``handling``, ``armour``, ``hp``, ``hp_max``, ``speed``). All start at Speed 0. Speed changes
are bounded by acceleration and by the rated speed (halved, rounded up, once more than half the
hit points are gone). Damage takes the vehicle's armour first; at 5 hit points or fewer it stops
working, at 0 it is destroyed. Collisions deal 1D6 per speed level to the vehicle hit and 1D3
per level to each passenger (seatbelts halve it, exceptional protection leaves a quarter,
rounded up); a ram deals 1D10 per level to the target and 1D6 per level to occupants.

>>> range_steps(4, 2)
2
>>> passenger_damage(7, "seatbelt"), passenger_damage(7, "exceptional")
(4, 2)
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from core.i18n import translate
from core.rules.base import RuleError
from core.rules.brp.rolls import LEVEL_WORDS, skill_roll
from core.rules.brp.state import live, peek, row
from core.rules.brp.weapons import roll_dice

if TYPE_CHECKING:
    from core.encounter import Encounter

MANOEUVRES = ("turn", "u_turn", "swerve", "bootlegger_reverse")
PROTECTION = ("none", "seatbelt", "exceptional")


def range_steps(speed: int, other: int) -> int:
    """Range increments a round: one per speed level above the opponent's ("term": "range")."""
    return max(0, speed - other)


def passenger_damage(amount: int, protection: str) -> int:
    """A passenger's collision damage after seatbelts (×½) or exceptional protection (×¼),
    rounded up (reading ``brp.vehicle_protection_reading`` = reduce by)."""
    r = row_collision()
    cut = {
        "none": 0.0,
        "seatbelt": r["seatbelt_damage_reduction"],
        "exceptional": r["exceptional_damage_reduction"],
    }[protection]
    return math.ceil(amount * (1 - float(cut)))


def row_collision() -> dict[str, Any]:
    from core.resources import load_table

    return next(
        r for r in load_table("brp", "vehicle_chases")["rows"] if r.get("manoeuvre") == "collision"
    )


def vehicles(enc: Encounter) -> dict[str, dict[str, Any]]:
    return dict(peek(enc).get("vehicles", {}))


def vehicle(enc: Encounter, name: str) -> dict[str, Any]:
    v = peek(enc).get("vehicles", {}).get(name)
    if v is None:
        known = ", ".join(vehicles(enc)) or translate("brp", "none yet")
        raise RuleError(
            translate("brp", "No vehicle called {name!r} (vehicles: {known}).").format(
                name=name, known=known
            )
        )
    return dict(v)


def max_speed(enc: Encounter, v: dict[str, Any]) -> int:
    """The rated speed, halved (rounded up) once more than half the hit points are lost."""
    r = row(enc, "vehicle_chases", vehicle_damage="over_half_hp_lost")
    if v["hp_max"] - v["hp"] > v["hp_max"] / 2:
        return math.ceil(v["rated_speed"] * float(r["max_speed_multiplier"]))
    return int(v["rated_speed"])


def status(enc: Encounter, v: dict[str, Any]) -> str:
    if v["hp"] <= 0:
        return "destroyed"
    if v["hp"] <= int(row(enc, "vehicle_chases", vehicle_damage="hp_5_or_less")["hp_max"]):
        return translate("brp", "stopped working")
    return "running"


def add_vehicle(
    enc: Encounter,
    name: str,
    *,
    rated_speed: int,
    acceleration: int = 1,
    handling: int = 0,
    armour: int = 0,
    hp: int = 20,
) -> dict[str, Any]:
    """Put a vehicle in the chase at Speed 0."""
    name = name.strip()
    if not name:
        raise RuleError(translate("brp", "A vehicle needs a name."))
    if rated_speed < 1 or acceleration < 1 or hp < 1 or armour < 0:
        raise RuleError(
            translate("brp", "Rated speed, acceleration and hit points start at 1; armour at 0.")
        )
    with enc.transaction(translate("brp", "Vehicle {name}").format(name=name)):
        live(enc).setdefault("vehicles", {})[name] = {
            "rated_speed": rated_speed,
            "acceleration": acceleration,
            "handling": handling,
            "armour": armour,
            "hp": hp,
            "hp_max": hp,
            "speed": 0,
        }
        text = translate(
            "brp",
            "{name} joins the chase at Speed 0 (rated {rated_speed}, accelerates "
            "{acceleration} a round, handling {handling:+d}, armour {armour}, {hp} "
            "HP).",
        ).format(
            name=name,
            rated_speed=rated_speed,
            acceleration=acceleration,
            handling=handling,
            armour=armour,
            hp=hp,
        )
        enc.add_log("spot_rule", text, rule="vehicle_chases")
    return {"rule": "vehicle_chases", "text": text}


def change_speed(enc: Encounter, name: str, to: int) -> dict[str, Any]:
    """Set the speed for this round: refused beyond acceleration or the (damaged) maximum."""
    v = vehicle(enc, name)
    top = max_speed(enc, v) if status(enc, v) == "running" else 0
    if abs(to - v["speed"]) > v["acceleration"] and not (top == 0 and to == 0):
        raise RuleError(
            translate(
                "brp", "{name} changes speed by at most {acceleration} a round (from {speed})."
            ).format(name=name, acceleration=v["acceleration"], speed=v["speed"])
        )
    if not 0 <= to <= top:
        raise RuleError(
            translate("brp", "{name} can go from Speed 0 to {top} now.").format(name=name, top=top)
        )
    with enc.transaction(translate("brp", "{name} to Speed {to}").format(name=name, to=to)):
        live(enc)["vehicles"][name]["speed"] = to
        text = translate("brp", "{name}: Speed {speed} → {to}.").format(
            name=name, speed=v["speed"], to=to
        )
        enc.add_log("spot_rule", text, rule="vehicle_chases")
    return {"rule": "vehicle_chases", "speed": to, "text": text}


def manoeuvre(
    enc: Encounter,
    name: str,
    driver: str,
    kind: str,
    *,
    skill: str = "Drive",
    slow_by: int = 1,
) -> dict[str, Any]:
    """A turn (slow by 1+), U-turn (down to Speed 1, automatic), the −10% manoeuvre or a
    bootlegger reverse (−25%, then up to Speed 2 next round); the vehicle's handling is added.
    A failed roll calls for a D10 on the Chase Trouble table (missing from the seed: the GM
    reads the number)."""
    v = vehicle(enc, name)
    if kind not in MANOEUVRES:
        raise RuleError(
            translate("brp", "A manoeuvre is one of {MANOEUVRES}, not {kind!r}.").format(
                MANOEUVRES=", ".join(MANOEUVRES), kind=kind
            )
        )
    with enc.transaction(f"{name}: {kind.replace('_', ' ')}"):
        if kind in ("turn", "u_turn"):
            out = _turn(enc, name, v, kind, slow_by)
        else:
            out = _skill_manoeuvre(enc, name, v, driver, kind, skill)
        enc.add_log("spot_rule", out["text"], rule="vehicle_chases")
    return out


def _turn(enc: Encounter, name: str, v: dict[str, Any], kind: str, slow_by: int) -> dict[str, Any]:
    """A turn slows by 1+ speeds; a U-turn slows to Speed 1; both succeed automatically."""
    if kind == "u_turn":
        to = int(row(enc, "vehicle_chases", manoeuvre="u_turn")["speed_required"])
        what = translate("brp", "makes a U-turn")
    else:
        least = int(row(enc, "vehicle_chases", manoeuvre="turn")["speed_reduction_min"])
        to, what = v["speed"] - max(least, slow_by), "turns"
    to = max(0, min(v["speed"], to))
    live(enc)["vehicles"][name]["speed"] = to
    return {
        "rule": "vehicle_chases",
        "success": True,
        "text": translate("brp", "{name} {what}: Speed {to}.").format(name=name, what=what, to=to),
    }


def _skill_manoeuvre(
    enc: Encounter, name: str, v: dict[str, Any], driver: str, kind: str, skill: str
) -> dict[str, Any]:
    key = "unnamed_skill_manoeuvre" if kind == "swerve" else kind
    r = row(enc, "vehicle_chases", manoeuvre=key)
    mod = int(r["skill_modifier"]) + int(v["handling"])
    words = kind.replace("_", " ")
    res = skill_roll(enc, driver, skill, modifier=mod, label=f"{skill}: {words}")
    text = translate("brp", "{driver} drives {name} ({words}, {mod:+d}%): {result}.").format(
        driver=driver, name=name, words=words, mod=mod, result=LEVEL_WORDS[str(res)]
    )
    out: dict[str, Any] = {"rule": "vehicle_chases", "success": res.success}
    if res.success and kind == "bootlegger_reverse":
        top = r["next_round_max_speed"]
        text += translate(
            "brp", " Facing back the way it came; up to Speed {top} next round."
        ).format(top=top)
    elif not res.success:
        trouble, _f, _t = roll_dice(enc, "1D10", label=translate("brp", "chase trouble"))
        out["trouble"] = trouble
        text += translate("brp", " Chase Trouble D10: {trouble} (the GM reads the table).").format(
            trouble=trouble
        )
    return {**out, "text": text}


def damage_vehicle(enc: Encounter, name: str, amount: int) -> dict[str, Any]:
    """Armour first, the rest off hit points; says the new state (call in a transaction)."""
    v = live(enc)["vehicles"][name]
    through = max(0, amount - int(v["armour"]))
    v["hp"] = max(0, v["hp"] - through)
    v["speed"] = min(v["speed"], max_speed(enc, v)) if status(enc, v) == "running" else v["speed"]
    return {"through": through, "hp": v["hp"], "status": status(enc, v)}


def _per_level(enc: Encounter, per: str, speed: int, what: str) -> int:
    terms = per.upper()
    total, _f, _t = roll_dice(enc, f"{speed}{terms[terms.index('D') :]}", label=what)
    return total


def crash(
    enc: Encounter,
    name: str,
    kind: str = "collision",
    *,
    target: str = "",
    target_armour: int = 0,
    passengers: str = "",
    protection: str = "none",
    apply: bool = True,
) -> dict[str, Any]:
    """A collision or ram at the vehicle's speed: damage to what was hit (a vehicle of the
    chase, or an object whose armour the GM gives) and to each passenger (names, commas)."""
    v = vehicle(enc, name)
    if v["speed"] < 1:
        raise RuleError(
            translate("brp", "{name} is at Speed 0: nothing to crash.").format(name=name)
        )
    names = [n.strip() for n in passengers.split(",") if n.strip()]
    for n in names:
        if n not in enc:
            raise RuleError(translate("brp", "No combatant is called {n!r}.").format(n=n))
    r = row(enc, "vehicle_chases", manoeuvre=kind)
    hit_dice = r["vehicle_damage_per_speed" if kind == "collision" else "target_damage_per_speed"]
    people = r["passenger_damage_per_speed" if kind == "collision" else "occupant_damage_per_speed"]
    with enc.transaction(f"{name}: {kind}"):
        hit = _per_level(
            enc, hit_dice, v["speed"], translate("brp", "{kind} damage").format(kind=kind)
        )
        text = (
            translate("brp", "{name} collides at Speed {speed}: {hit} damage")
            if kind == "collision"
            else translate("brp", "{name} rams at Speed {speed}: {hit} damage")
        ).format(name=name, speed=v["speed"], hit=hit)
        text += _hit_target(enc, name, kind, target, target_armour, hit) + "."
        for n in names:
            text += _hurt_passenger(enc, n, people, v["speed"], protection, apply, name)
        text += translate("brp", " Resistance SIZ vs SIZ decides who is pushed aside or prevails.")
        enc.add_log("spot_rule", text, rule="vehicle_chases")
    return {"rule": "vehicle_chases", "damage": hit, "text": text}


def _hit_target(enc: Encounter, name: str, kind: str, target: str, armour: int, hit: int) -> str:
    if target and target in vehicles(enc):
        res = damage_vehicle(enc, target, hit)
        text = translate(
            "brp", " to {target} ({through} through armour, {hp} HP, {status})"
        ).format(target=target, through=res["through"], hp=res["hp"], status=res["status"])
        if kind == "ram" and res["status"] == "destroyed":
            back = math.ceil(hit / 2)
            left = damage_vehicle(enc, name, back)["hp"]
            text += translate(
                "brp", "; {name} drives through it, taking {back} ({left} HP)"
            ).format(name=name, back=back, left=left)
        return text
    if target:
        return translate("brp", " to {target} ({value} through its armour {armour})").format(
            target=target, value=max(0, hit - armour), armour=armour
        )
    return ""


def _hurt_passenger(
    enc: Encounter, who: str, dice: str, speed: int, protection: str, apply: bool, name: str
) -> str:
    from core.rules.brp import damage as dmg

    raw = _per_level(enc, dice, speed, translate("brp", "{who} in the crash").format(who=who))
    got = passenger_damage(raw, protection)
    if apply and got and dmg.hit_points(enc, who)[0] is not None:
        dmg.apply_damage(
            enc, who, got, what=translate("brp", "the crash of {name}").format(name=name)
        )
    return translate("brp", " {who} takes {got}").format(who=who, got=got) + (
        translate("brp", " ({raw} before protection).").format(raw=raw) if got != raw else "."
    )


def act_in_vehicle(
    enc: Encounter,
    who: str,
    skill: str,
    *,
    operating: bool = False,
    modifier: int = 0,
    may_be_thrown: bool = False,
) -> dict[str, Any]:
    """A skill inside or on a moving vehicle: Difficult unless it runs the vehicle (Drive,
    Pilot, Repair, Heavy Weapon …); a failure that could throw the character off calls for a
    Difficult Luck roll to hold on."""
    with enc.transaction(
        translate("brp", "{who}: {skill} in a moving vehicle").format(who=who, skill=skill)
    ):
        res = skill_roll(
            enc,
            who,
            skill,
            difficulty="normal" if operating else "difficult",
            modifier=modifier,
            label=translate("brp", "{skill} in a moving vehicle").format(skill=skill),
        )
        text = translate("brp", "{who}: {skill} in a moving vehicle — {result}.").format(
            who=who, skill=skill, result=LEVEL_WORDS[str(res)]
        )
        if not res.success and may_be_thrown:
            hold = skill_roll(
                enc, who, "Luck", difficulty="difficult", label=translate("brp", "hold on")
            )
            text += (
                translate("brp", " Holds on (Difficult Luck).")
                if hold.success
                else translate("brp", " Thrown from the vehicle (Difficult Luck failed).")
            )
        enc.add_log("spot_rule", text, rule="vehicle_chases", combatant=who)
    return {"rule": "vehicle_chases", "level": str(res), "text": text}


def range_round(
    enc: Encounter, leader: str, leader_vehicle: str, pursuer: str, pursuer_vehicle: str
) -> dict[str, Any]:
    """One round on the chase range track: the faster vehicle's driver moves one range step
    per speed level of difference (the leader pulls away, the pursuer closes in)."""
    from core.rules.brp import chase as ch

    if not ch.chase_active(enc):
        raise RuleError(translate("brp", "No chase is running: start one with the Chase tools."))
    fast, slow = vehicle(enc, leader_vehicle)["speed"], vehicle(enc, pursuer_vehicle)["speed"]
    with enc.transaction(translate("brp", "Vehicle chase round")):
        if fast > slow:
            mover, steps, how = leader, range_steps(fast, slow), translate("brp", "pulls away")
        else:
            mover, steps, how = pursuer, range_steps(slow, fast), translate("brp", "closes in")
        if steps:
            ch.move_in_chase(
                enc,
                mover,
                steps,
                why=translate("brp", "speed {fast} vs {fast2}").format(
                    fast=max(fast, slow), fast2=min(fast, slow)
                ),
            )
        text = translate(
            "brp", "{leader_vehicle} at Speed {fast}, {pursuer_vehicle} at Speed {slow}: "
        ).format(
            leader_vehicle=leader_vehicle, fast=fast, pursuer_vehicle=pursuer_vehicle, slow=slow
        ) + (
            translate("brp", "{mover} {how} {steps} range step(s).").format(
                mover=mover, how=how, steps=steps
            )
            if steps
            else translate("brp", "the range holds.")
        )
        enc.add_log("spot_rule", text, rule="vehicle_chases")
    return {"rule": "vehicle_chases", "steps": steps, "text": text}


def remove_vehicle(enc: Encounter, name: str) -> dict[str, Any]:
    vehicle(enc, name)
    with enc.transaction(translate("brp", "Vehicle {name} leaves").format(name=name)):
        del live(enc)["vehicles"][name]
        text = translate("brp", "{name} leaves the chase.").format(name=name)
        enc.add_log("spot_rule", text, rule="vehicle_chases")
    return {"rule": "vehicle_chases", "text": text}


def vehicle_rows(enc: Encounter) -> list[tuple[str, str]]:
    """One line per vehicle for the GM panel."""
    out = []
    for name, v in vehicles(enc).items():
        out.append(
            (
                name,
                translate(
                    "brp",
                    "Speed {speed}/{max_speed}, {hp}/{hp_max} HP, armour {armour}, "
                    "handling {handling:+d} — {status}",
                ).format(
                    speed=v["speed"],
                    max_speed=max_speed(enc, v),
                    hp=v["hp"],
                    hp_max=v["hp_max"],
                    armour=v["armour"],
                    handling=v["handling"],
                    status=status(enc, v),
                ),
            )
        )
    return out


__all__ = [
    "MANOEUVRES",
    "PROTECTION",
    "act_in_vehicle",
    "add_vehicle",
    "change_speed",
    "crash",
    "damage_vehicle",
    "manoeuvre",
    "max_speed",
    "passenger_damage",
    "range_round",
    "range_steps",
    "remove_vehicle",
    "status",
    "vehicle",
    "vehicle_rows",
    "vehicles",
]
