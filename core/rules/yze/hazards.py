"""YZE hazards: darkness, fire, explosions and falls (seed 000 "OUTROS PERIGOS": "ESCURIDÃO",
"FOGO", "EXPLOSÕES", "PODER DE EXPLOSÃO", "QUEDA").

Numbers come from ``darkness.json``, ``fire.json``, ``blast_power.json`` and ``falling.json``.
Damage goes through :func:`core.rules.yze.attacks.apply_harm` (``damage.apply_damage``), armour
through ``damage.protect`` (blasts only: armour does not stop fire or falls — ``armour.json``).

>>> from core.encounter import Encounter
>>> enc = Encounter(ruleset="yze", seed=5)
>>> enc.map.add_zone("roof", name="Roof", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
>>> enc.add_combatant("Ana", zone="roof", stats={"strength": 3, "agility": 3})
>>> fall_damage(enc, 7)
3
>>> fall(enc, "Ana", 7)["damage"]
3

State: each combatant's ``combat`` sub-key holds ``burning`` (the intensity of the next fire
attack, a number or a letter A–D, or ``None``) and ``burn_round``; ``enc.state["darkness"]``
lists the zones in total darkness.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from core.dice import STEP_DIE_SIDES, PoolRoll, StepRoll, step_down, step_up
from core.doors import DoorWay, door_label, door_ways, lets_through, set_door
from core.i18n import rule_text, translate
from core.rules.base import RuleError
from core.rules.yze.attacks import (
    Modifier,
    _action_of,
    _can_act,
    _cs,
    _mods_text,
    _peek,
    _protect,
    _record_action,
    _row,
    _skill_roll,
    _spend,
    _table,
    apply_harm,
    cite,
    setting,
)
from core.sight import CRAMPED_REACH

if TYPE_CHECKING:
    from core.encounter import Encounter
    from core.movement import RollNeeded
    from core.zonemap import Point2

ENGAGED_REACH = CRAMPED_REACH
"""Map units: how close to a detonation point (``explode(at=…)``) a victim stands to be at
Engaged range of it — the same "right beside you" distance the sight rules use for a cramped
zone (``core.sight.CRAMPED_REACH``). The seed gives no distance; this is a reading."""


# -- darkness (ESCURIDÃO) --------------------------------------------------------------------
def set_total_darkness(enc: Encounter, zone_id: str, on: bool = True) -> None:
    """Mark ``zone_id`` as in total darkness (or lit again). A merely dark zone is the map's
    ``dark`` feature (MAL ILUMINADA); total darkness is stronger (``darkness.json``)."""
    enc.map.zone(zone_id)
    zones = list(enc.state.get("darkness", {}).get("zones", []))
    if (zone_id in zones) == on:
        return
    name = enc.map.name(zone_id)
    title = translate("yze", "{name}: total darkness") if on else translate("yze", "{name}: light")
    with enc.transaction(title.format(name=name)):
        if on:
            zones.append(zone_id)
        else:
            zones.remove(zone_id)
        enc.state.setdefault("darkness", {})["zones"] = zones
        enc.add_log(
            "darkness",
            (
                translate("yze", "{name} is in total darkness.")
                if on
                else translate("yze", "{name} is no longer in total darkness.")
            ).format(name=name),
            zone=zone_id,
        )


def is_total_darkness(enc: Encounter, zone_id: str) -> bool:
    """True when ``zone_id`` is in total darkness."""
    return zone_id in enc.state.get("darkness", {}).get("zones", [])


def darkness_run(enc: Encounter, name: str) -> dict[str, Any]:
    """Running in total darkness: a Mobility roll (no action of its own — the move is); a
    failure costs 1 damage (``darkness.json`` row ``running``)."""
    row = _row(enc, "darkness", "running")
    _can_act(enc, name)
    with enc.transaction(translate("yze", "{name} runs in the dark").format(name=name)):
        roll, mods = _skill_roll(
            enc,
            name,
            str(row["run_roll_skill"]),
            label=translate("yze", "{name}: run blind").format(name=name),
        )
        damage = 0 if roll.success else int(row["damage_on_failure"])
        enc.add_log(
            "darkness",
            (
                translate(
                    "yze", "{name} runs in total darkness: {roll}{mods_text} — keeps their footing."
                )
                if roll.success
                else translate(
                    "yze",
                    "{name} runs in total darkness: {roll}{mods_text} — stumbles and takes "
                    "{damage} damage.",
                )
            ).format(name=name, roll=roll.describe(), mods_text=_mods_text(mods), damage=damage),
            combatant=name,
            roll=roll.to_dict(),
        )
        applied = apply_harm(
            enc, name, damage, source=translate("yze", "stumbling in the dark"), can_crit=True
        )
    return {"success": roll.success, "roll": roll.to_dict(), "damage": damage, "applied": applied}


def darkness_damage(enc: Encounter) -> int:
    """Damage for a failed Mobility roll running in total darkness (``darkness.json``)."""
    return int(_row(enc, "darkness", "running")["damage_on_failure"])


def stumble_in_the_dark(enc: Encounter, name: str) -> dict[str, Any]:
    """A failed Mobility roll running in total darkness: the damage ``darkness.json`` gives
    (1), logged and applied (one undo step)."""
    damage = darkness_damage(enc)
    with enc.transaction(translate("yze", "{name} stumbles in the dark").format(name=name)):
        enc.add_log(
            "darkness",
            translate("yze", "{name} stumbles in total darkness: {damage} damage.").format(
                name=name, damage=damage
            ),
            combatant=name,
        )
        return apply_harm(
            enc, name, damage, source=translate("yze", "stumbling in the dark"), can_crit=True
        )


def darkness_move_roll(enc: Encounter, name: str, src: str, dst: str) -> RollNeeded | None:
    """The roll a move from ``src`` to ``dst`` needs when either zone is in total darkness
    (ESCURIDÃO: running blind is a Mobility roll, 1 damage on failure), else None."""
    from core.movement import RollNeeded

    dark = [z for z in (src, dst) if is_total_darkness(enc, z)]
    if not dark:
        return None
    row = _row(enc, "darkness", "running")
    return RollNeeded(
        enc.ruleset.skill(str(row["run_roll_skill"])),
        translate("yze", "running in total darkness ({dark_name})").format(
            dark_name=enc.map.name(dark[0])
        ),
        translate("yze", "{name} stumbles and takes {darkness_damage} damage").format(
            name=name, darkness_damage=darkness_damage(enc)
        ),
        "darkness",
        zone=dark[0],
    )


# -- doors (PORTAS & ESCOTILHAS) -------------------------------------------------------------
def _door_armour_roll(enc: Encounter, label: str, armour: str) -> tuple[int, str]:
    """Successes of a sturdier door's armour roll (``barriers.json`` row ``armour``) and the
    roll in words: pool dice, or two dice of its step rating under step dice."""
    row = _row(enc, "barriers", armour)
    if setting(enc, "yze.dice_mode") == "step":
        step = str(row["armour_step"])
        roll: PoolRoll | StepRoll = enc.dice.step([step, step], label=label, pushable=False)
    else:
        roll = enc.dice.pool(int(row["armour_pool"]), label=label, pushable=False)
    return roll.successes, translate("yze", "{name} armour: {roll}").format(
        name=rule_text(row, "name"), roll=roll.describe()
    )


def break_door(
    enc: Encounter, a: str, b: str, damage: int, index: int | None = None
) -> dict[str, Any]:
    """Hit the door or hatch between zones ``a`` and ``b`` for ``damage``: the door border, or
    door opening ``index`` of the wall (it may be left out when the wall holds one door). A
    sturdier one (its ``armour`` names a barriers.json row) rolls that armour first, each
    success stopping a point; at its structure (a typical wooden door: 5) it gives way — broken
    and open. One undo step, logged; returns ``{"damage", "total", "broken"}``."""
    way = door_to_break(enc, a, b, index)
    door, label = way.door, door_label(enc.map, way)
    if isinstance(damage, bool) or not isinstance(damage, int) or damage < 1:
        raise RuleError(
            translate(
                "yze", "Damage to a door is a whole number, 1 or more (got {damage!r})."
            ).format(damage=damage)
        )
    with enc.transaction(translate("yze", "Break the {label}").format(label=label)):
        stopped, text = (0, "")
        if door.armour:
            stopped, text = _door_armour_roll(
                enc, translate("yze", "{label}: armour").format(label=label), door.armour
            )
            text = translate("yze", " ({text}: {min} stopped)").format(
                text=text, min=min(stopped, damage)
            )
        dealt = max(0, damage - stopped)
        total = door.damage + dealt
        broken = total >= door.structure
        set_door(enc.map, way, damage=total, broken=broken)
        verdict = (
            translate("yze", "it gives way")
            if broken
            else translate("yze", "{structure} more damage breaks it").format(
                structure=door.structure - total
            )
        )
        enc.add_log(
            "door",
            translate(
                "yze", "The {label} takes {dealt} damage{text}: {total} of {structure} — {verdict}."
            ).format(
                label=label,
                dealt=dealt,
                text=text,
                total=total,
                structure=door.structure,
                verdict=verdict,
            ),
            border=[way.a, way.b],
            **({} if way.index is None else {"opening": way.index}),
        )
    return {"damage": dealt, "total": total, "broken": broken}


def door_to_break(enc: Encounter, a: str, b: str, index: int | None = None) -> DoorWay:
    """The door or hatch :func:`break_door` hits (its preview and its command): the door
    border, or door opening ``index`` of the wall; a RuleError with the reason otherwise."""
    border = enc.map.border(a, b)
    label = enc.map.border_label(border)
    ways = door_ways(border)
    if index is not None:
        ways = [w for w in ways if w.index == index]
    if not ways:
        raise RuleError(
            translate("yze", "The {label} is no door or hatch: only those are broken down.").format(
                label=label
            )
        )
    standing = [w for w in ways if not w.door.broken]
    if not standing:
        raise RuleError(translate("yze", "The {label} is already broken.").format(label=label))
    if len(standing) > 1:
        raise RuleError(
            translate("yze", "Which door? The {label} holds {n}.").format(
                label=label, n=len(standing)
            )
        )
    return standing[0]


# -- fire (FOGO) -----------------------------------------------------------------------------
def _check_intensity(intensity: Any) -> int | str:
    if isinstance(intensity, str) and intensity.strip().upper() in STEP_DIE_SIDES:
        return intensity.strip().upper()
    if isinstance(intensity, int) and not isinstance(intensity, bool) and intensity >= 1:
        return intensity
    raise RuleError(
        translate(
            "yze",
            "A fire's intensity is a number of dice (usually 3–9) or a "
            "step rating A–D, not {intensity!r}.",
        ).format(intensity=intensity)
    )


def _roll_rating(
    enc: Encounter, rating: int | str, label: str, *, step_dice: int
) -> PoolRoll | StepRoll:
    """Roll a hazard rating (not pushable): that many d6, or ``step_dice`` dice of that letter."""
    if isinstance(rating, str):
        return enc.dice.step([rating] * step_dice, label=label, pushable=False)
    return enc.dice.pool(rating, label=label, pushable=False)


def _grow(enc: Encounter, intensity: int | str) -> int | str:
    steps = int(_row(enc, "fire", "burning")["intensity_step_per_round"])
    if isinstance(intensity, str):
        return step_up(intensity, steps)
    return intensity + steps


def burning(enc: Encounter, name: str) -> int | str | None:
    """The intensity of the next fire attack on ``name``, or ``None`` when not burning."""
    return _peek(enc, name).get("burning")


def set_on_fire(
    enc: Encounter, name: str, intensity: int | str, *, attack_now: bool = True
) -> dict[str, Any]:
    """``name`` is exposed to fire of ``intensity``: a fire attack now (each success 1 damage);
    taking damage sets them burning — another attack on each of their turns, one step
    stronger each round, until an attack deals no damage or the fire is put out.

    ``attack_now=False``: they are simply burning (the first attack comes on their turn).
    """
    level = _check_intensity(intensity)
    enc.combatant(name)
    with enc.transaction(translate("yze", "{name} is exposed to fire").format(name=name)):
        if not attack_now:
            c = _cs(enc, name)
            c["burning"] = level
            c["burn_round"] = None
            enc.add_log(
                "fire",
                translate("yze", "{name} is on fire (intensity {level}).").format(
                    name=name, level=level
                ),
                combatant=name,
                intensity=level,
            )
            return {"burning": level, "damage": 0}
        return _fire_attack(enc, name, level, exposure=True)


def fire_attack(enc: Encounter, name: str) -> dict[str, Any]:
    """The burning combatant's fire attack (normally at the start of their turn)."""
    level = burning(enc, name)
    if level is None:
        raise RuleError(translate("yze", "{name} is not burning.").format(name=name))
    with enc.transaction(translate("yze", "{name} burns").format(name=name)):
        return _fire_attack(enc, name, level, exposure=False)


def _fire_attack(enc: Encounter, name: str, level: int | str, *, exposure: bool) -> dict[str, Any]:
    per = int(_row(enc, "fire", "damage")["damage_per_success"])
    n = int(_row(enc, "fire", "intensity")["step_dice_count"])
    roll = _roll_rating(
        enc,
        level,
        translate("yze", "Fire ({level}) on {name}").format(level=level, name=name),
        step_dice=n,
    )
    damage = roll.successes * per
    c = _cs(enc, name)
    c["burn_round"] = enc.round.number
    goes_out = bool(_row(enc, "fire", "burning")["goes_out_when_no_damage"]) and damage == 0
    if damage and _row(enc, "fire", "damage")["catch_fire_on_damage"]:
        c["burning"] = _grow(enc, level)
    elif goes_out:
        c["burning"] = None
    if exposure:
        head = translate("yze", "{name} is exposed to fire (intensity {level}): {roll}").format(
            name=name, level=level, roll=roll.describe()
        )
        tail = (
            translate("yze", " — {damage} damage; {name} catches fire.").format(
                damage=damage, name=name
            )
            if damage
            else translate("yze", " — no damage; the fire doesn't catch.")
        )
    else:
        head = translate("yze", "{name} burns (intensity {level}): {roll}").format(
            name=name, level=level, roll=roll.describe()
        )
        tail = (
            translate("yze", " — {damage} damage; the fire grows.").format(damage=damage)
            if damage
            else translate("yze", " — no damage: the fire dies.")
        )
    enc.add_log("fire", head + tail, combatant=name, roll=roll.to_dict(), intensity=level)
    applied = apply_harm(
        enc, name, damage, kind="fire", source=translate("yze", "fire"), can_crit=False
    )
    return {
        "roll": roll.to_dict(),
        "damage": damage,
        "burning": c.get("burning"),
        "applied": applied,
    }


def extinguish(
    enc: Encounter, actor: str, target: str | None = None, *, blanket: bool = False
) -> dict[str, Any]:
    """Put out the fire on ``target`` (default: yourself): a slow action, a Mobility roll,
    +2 with a blanket or similar; a friend must be at Engaged range (``fire.json``)."""
    target = target or actor
    row = _row(enc, "fire", "extinguish")
    if burning(enc, target) is None:
        raise RuleError(translate("yze", "{target} is not burning.").format(target=target))
    _can_act(enc, actor)
    if actor != target and target not in enc.engaged_with(actor):
        raise RuleError(
            translate(
                "yze",
                "{actor} must be at Engaged range of {target} to put out the "
                "fire (a fast action to close in).",
            ).format(actor=actor, target=target)
        )
    action = str(row["action"])
    with enc.transaction(
        translate("yze", "{actor} puts out the fire on {target}").format(actor=actor, target=target)
    ):
        _spend(enc, actor, action, translate("yze", "put out the fire"))
        _record_action(enc, actor, "extinguish_fire", _action_of(enc, "extinguish_fire"))
        extra = []
        if blanket:
            extra.append(
                Modifier(
                    translate("yze", "Blanket"),
                    int(row["blanket_modifier"]),
                    *cite("fire", words="FOGO (cobertor)"),
                )
            )
        roll, mods = _skill_roll(
            enc,
            actor,
            str(row["skill"]),
            extra=extra,
            label=translate("yze", "{actor}: put out the fire").format(actor=actor),
        )
        if roll.success:
            c = _cs(enc, target)
            c["burning"] = None
        who = (
            translate("yze", "their own fire")
            if actor == target
            else translate("yze", "the fire on {target}").format(target=target)
        )
        enc.add_log(
            "fire",
            translate("yze", "{actor} tries to put out {who}: {roll}{mods_text} — ").format(
                actor=actor, who=who, roll=roll.describe(), mods_text=_mods_text(mods)
            )
            + (
                translate("yze", "the fire is out.")
                if roll.success
                else translate("yze", "it still burns.")
            ),
            combatant=actor,
            target=target,
            roll=roll.to_dict(),
        )
    return {"success": roll.success, "roll": roll.to_dict()}


# -- explosions (EXPLOSÕES, PODER DE EXPLOSÃO) -----------------------------------------------
def _power_rows(enc: Encounter) -> list[dict[str, Any]]:
    return [r for r in _table(enc, "blast_power")["rows"] if r.get("kind") == "power_rating"]


def blast_row(enc: Encounter, power: int | str) -> dict[str, Any] | None:
    """The PODER DE EXPLOSÃO row of ``power`` (a dice pool, a step letter or a row id)."""
    for r in _power_rows(enc):
        if power in (r["dice_pool"], r["step"], r["id"]):
            return dict(r)
    return None


def _reduced(enc: Encounter, power: int | str) -> int | str | None:
    """The blast power in an adjacent zone (RAIO DE EFEITO), or ``None`` if nothing is left."""
    row = _row(enc, "blast_power", "adjacent_zone_reduction")
    if isinstance(power, str):
        return step_down(power, -int(row["step_modifier"]))
    left = power + int(row["dice_pool_modifier"])
    return left if left >= 1 else None


def explode(
    enc: Encounter,
    zone_id: str,
    blast_power: int | str,
    *,
    at: Point2 | None = None,
    engaged_with: str | Iterable[str] | None = None,
    powerful: bool | None = None,
    base_damage: int | None = None,
    source: str = "",
) -> list[dict[str, Any]]:
    """A blast in ``zone_id``: everyone there rolls the blast power (not pushable); one
    success or more hits for the base damage, +1 per further success. Victims at Engaged range
    of the detonation (``engaged_with`` names, or anyone within :data:`ENGAGED_REACH` of the
    point ``at``) take +1, at least 1.

    ``blast_power``: a table value (12/9/6/3 or A–D, or a row id); another number needs
    ``base_damage``. ``powerful``: a charge that reaches adjacent zones through borders that
    don't block (an open border, an open or broken door) at −6 dice / −2 steps. Default: it
    reaches when the reduced power is still on the table (9 → 3, 12 → 6, B → D, A → C).
    Armour helps (``damage.protect(blast=True)``); cover does not. Returns one entry per victim.
    """
    enc.map.zone(zone_id)
    source = source or translate("yze", "an explosion")
    step_game = setting(enc, "dice_mode") == "step"
    if isinstance(blast_power, str):
        letter = blast_power.strip().upper()
        if letter in STEP_DIE_SIDES:
            blast_power = letter
        else:  # a row id such as "blast_9"
            by_id = blast_row(enc, blast_power)
            if by_id is None:
                raise RuleError(
                    translate("yze", "Unknown blast power {blast_power!r}.").format(
                        blast_power=blast_power
                    )
                )
            blast_power = by_id["step"] if step_game else by_id["dice_pool"]
    elif isinstance(blast_power, bool) or not isinstance(blast_power, int):
        raise RuleError(translate("yze", "Blast power is a number of dice or a step rating A–D."))
    row = blast_row(enc, blast_power)
    if row is not None and isinstance(blast_power, int) and step_game:
        blast_power = row["step"]
    if row is None and base_damage is None:
        values = ", ".join(f"{r['dice_pool']}/{r['step']}" for r in _power_rows(enc))
        raise RuleError(
            translate(
                "yze",
                "Blast power {blast_power!r} is not on the table ({values}); give its base damage.",
            ).format(blast_power=blast_power, values=values)
        )
    if isinstance(blast_power, int) and blast_power < 1:
        raise RuleError(translate("yze", "A blast needs at least one die."))
    base = int(base_damage if base_damage is not None else row["base_damage"])  # type: ignore[index]
    near = set([engaged_with] if isinstance(engaged_with, str) else (engaged_with or ()))
    for n in near:
        enc.combatant(n)
    if at is not None:
        for c in enc.combatants_in(zone_id):
            if math.dist(c.position, at) <= ENGAGED_REACH:
                near.add(c.name)
    out: list[dict[str, Any]] = []
    with enc.transaction(
        translate("yze", "Explosion in {zone_id_name}").format(zone_id_name=enc.map.name(zone_id))
    ):
        enc.add_log(
            "explosion",
            translate(
                "yze",
                "An explosion (blast power {blast_power}, base damage {base}) in {zone_id_name}.",
            ).format(blast_power=blast_power, base=base, zone_id_name=enc.map.name(zone_id)),
            zone=zone_id,
            power=blast_power,
        )
        for c in enc.combatants_in(zone_id):
            out.append(
                _blast_victim(enc, c.name, blast_power, base, engaged=c.name in near, source=source)
            )
        reach = _reduced(enc, blast_power)
        reach_row = blast_row(enc, reach) if reach is not None else None
        if powerful is None:
            powerful = reach_row is not None
        if powerful and reach is None:
            enc.add_log(
                "explosion",
                translate("yze", "The blast is too weak to reach beyond {zone_id_name}.").format(
                    zone_id_name=enc.map.name(zone_id)
                ),
                zone=zone_id,
            )
        elif powerful and reach is not None:
            reach_base = int(reach_row["base_damage"]) if reach_row else base
            for border in enc.map.borders_of(zone_id):
                other = border.other(zone_id)
                if not lets_through(border):
                    if enc.combatants_in(other):
                        enc.add_log(
                            "explosion",
                            translate(
                                "yze", "The {border_label} shields {other_name} from the blast."
                            ).format(
                                border_label=enc.map.border_label(border),
                                other_name=enc.map.name(other),
                            ),
                            zone=other,
                        )
                    continue
                victims = enc.combatants_in(other)
                if victims:
                    enc.add_log(
                        "explosion",
                        translate(
                            "yze",
                            "The blast reaches {other_name} at power {reach} (base "
                            "damage {reach_base}).",
                        ).format(
                            other_name=enc.map.name(other), reach=reach, reach_base=reach_base
                        ),
                        zone=other,
                        power=reach,
                    )
                for c in victims:
                    out.append(
                        _blast_victim(enc, c.name, reach, reach_base, engaged=False, source=source)
                    )
    return out


def _blast_victim(
    enc: Encounter, name: str, power: int | str, base: int, *, engaged: bool, source: str
) -> dict[str, Any]:
    dead = getattr(_damage(), "is_dead", None)
    if dead is not None and dead(enc, name):
        return {"name": name, "skipped": "dead"}
    rule = _row(enc, "blast_power", "damage")
    extra = _row(enc, "blast_power", "engaged_extra_damage")
    # blast_power.json choice: two dice of the rating, as for armour and fire (step_dice.json)
    n = int(_row(enc, "step_dice", "two_dice")["dice_count"])
    roll = _roll_rating(
        enc,
        power,
        translate("yze", "Blast ({power}) on {name}").format(power=power, name=name),
        step_dice=n,
    )
    s = roll.successes
    hit = s >= int(rule["successes_to_hit"])
    damage = base + int(rule["damage_per_extra_success"]) * (s - 1) if hit else 0
    if engaged:
        damage += int(extra["damage_modifier"])
        if setting(enc, "blast_engaged_minimum_damage", True):
            damage = max(damage, int(extra["minimum_damage"]))
    prot = _protect(enc, name, damage, ranged=False, blast=True) if damage else {"damage": 0}
    taken = int(prot.get("damage", damage))
    where = translate("yze", " at Engaged range") if engaged else ""
    enc.add_log(
        "explosion",
        f"{name}{where}: {roll.describe()} — "
        + (translate("yze", "{damage} damage").format(damage=damage) if damage else "unhurt")
        + (
            translate("yze", ", {taken} after armour").format(taken=taken)
            if taken != damage
            else ""
        )
        + ".",
        combatant=name,
        roll=roll.to_dict(),
    )
    applied = apply_harm(enc, name, taken, source=source, attack_successes=s)
    return {
        "name": name,
        "zone": enc.combatant(name).zone,
        "power": power,
        "roll": roll.to_dict(),
        "successes": s,
        "hit": hit,
        "engaged": engaged,
        "damage": damage,
        "damage_taken": taken,
        "protection": prot,
        "applied": applied,
    }


def _damage() -> Any:
    try:
        from core.rules.yze import damage
    except ImportError:
        return None
    return damage


# -- falling (QUEDA) -------------------------------------------------------------------------
def fall_damage(enc: Encounter, height_m: float) -> int:
    """Damage of a fall onto a hard surface: the height in metres ÷ 2, rounded down."""
    if height_m < 0:
        raise RuleError(translate("yze", "A fall height can't be negative."))
    row = _row(enc, "falling", "falling_damage")
    return math.floor(height_m / float(row["height_divisor"]))


def fall(enc: Encounter, name: str, height_m: float, *, controlled: bool = False) -> dict[str, Any]:
    """``name`` falls ``height_m`` metres onto a hard surface: damage = height ÷ 2 rounded down
    (automatic; armour doesn't help). A controlled jump rolls Mobility: each success −1."""
    damage = fall_damage(enc, height_m)
    enc.combatant(name)
    with enc.transaction(
        translate("yze", "{name} falls {height_m:g} m").format(name=name, height_m=height_m)
    ):
        roll_dict = None
        saved = 0
        if controlled:
            jump = _row(enc, "falling", "controlled_jump")
            _can_act(enc, name)
            roll, mods = _skill_roll(
                enc,
                name,
                str(jump["skill"]),
                label=translate("yze", "{name}: controlled jump").format(name=name),
            )
            saved = min(damage, roll.successes * int(jump["damage_reduction_per_success"]))
            roll_dict = roll.to_dict()
            enc.add_log(
                "fall",
                translate(
                    "yze", "{name} jumps {height_m:g} m: {roll}{mods_text} — {saved} damage saved."
                ).format(
                    name=name,
                    height_m=height_m,
                    roll=roll.describe(),
                    mods_text=_mods_text(mods),
                    saved=saved,
                ),
                combatant=name,
                roll=roll_dict,
            )
        taken = damage - saved
        enc.add_log(
            "fall",
            translate("yze", "{name} falls {height_m:g} m: {damage} damage").format(
                name=name, height_m=height_m, damage=damage
            )
            + (
                translate("yze", ", {taken} after the jump.").format(taken=taken)
                if controlled
                else "."
            ),
            combatant=name,
            height=height_m,
        )
        applied = apply_harm(
            enc,
            name,
            taken,
            source=translate("yze", "a fall of {height_m:g} m").format(height_m=height_m),
        )
    return {
        "damage": taken,
        "fall_damage": damage,
        "saved": saved,
        "roll": roll_dict,
        "applied": applied,
    }


# -- turns -----------------------------------------------------------------------------------
def on_turn_start(enc: Encounter, name: str) -> None:
    """Turn-start hook: a burning combatant suffers the round's fire attack."""
    if name not in enc:
        return
    c = _peek(enc, name)
    if c.get("burning") is None or c.get("burn_round") == enc.round.number:
        return
    dead = getattr(_damage(), "is_dead", None)
    if dead is not None and dead(enc, name):
        return
    _fire_attack(enc, name, c["burning"], exposure=False)


def register_hooks() -> bool:
    """Register :func:`on_turn_start` with the initiative module (idempotent)."""
    try:
        from core.rules.yze.initiative import register_turn_start_hook
    except ImportError:
        return False
    register_turn_start_hook(on_turn_start)
    return True


class HazardsMixin:
    """Hazard methods for the ``enc.combat`` facade (``self.enc`` is the encounter)."""

    enc: Encounter

    def set_total_darkness(self, zone_id: str, on: bool = True) -> None:
        set_total_darkness(self.enc, zone_id, on)

    def is_total_darkness(self, zone_id: str) -> bool:
        return is_total_darkness(self.enc, zone_id)

    def darkness_run(self, name: str) -> dict[str, Any]:
        return darkness_run(self.enc, name)

    def set_on_fire(
        self, name: str, intensity: int | str, *, attack_now: bool = True
    ) -> dict[str, Any]:
        return set_on_fire(self.enc, name, intensity, attack_now=attack_now)

    def burning(self, name: str) -> int | str | None:
        return burning(self.enc, name)

    def fire_attack(self, name: str) -> dict[str, Any]:
        return fire_attack(self.enc, name)

    def extinguish(
        self, actor: str, target: str | None = None, *, blanket: bool = False
    ) -> dict[str, Any]:
        return extinguish(self.enc, actor, target, blanket=blanket)

    def explode(self, zone_id: str, blast_power: int | str, **kw: Any) -> list[dict[str, Any]]:
        return explode(self.enc, zone_id, blast_power, **kw)

    def fall(self, name: str, height_m: float, *, controlled: bool = False) -> dict[str, Any]:
        return fall(self.enc, name, height_m, controlled=controlled)

    def fall_damage(self, height_m: float) -> int:
        return fall_damage(self.enc, height_m)


register_hooks()

__all__ = [
    "ENGAGED_REACH",
    "HazardsMixin",
    "blast_row",
    "burning",
    "darkness_run",
    "explode",
    "extinguish",
    "fall",
    "fall_damage",
    "fire_attack",
    "is_total_darkness",
    "on_turn_start",
    "register_hooks",
    "set_on_fire",
    "set_total_darkness",
]
