"""More spot rules as GM aids: surprise on both sides, slippery ground, exposure, pulled blows,
and the partial rules finished (a lost aim, area attacks, parry wear, disengaging, mounted
charges, quick draws, sweeps parried).

Seed ``001_02c954899a7409e6.txt``, each aid naming its data file under
``resources/rules/brp/``. Same shape as :mod:`core.rules.brp.spot_rules`: every aid is
``aid(enc, **params) -> dict`` (with ``"rule"`` and ``"text"``), logs one sentence (kind
``"spot_rule"``) and is one undo step; :func:`table_rules` lists them with their parameters and
:func:`run_table_rule` checks the parameters and runs one. The days without food, water or
shelter are kept per combatant (:func:`exposure_state`, shown as a track).

>>> pulled_dice("4D6")
['4D4', '4D3', '4D2', '3D6', '2D6', '1D6']
>>> pulled_dice("1D8+1")
['1D6+1', '1D4+1', '1D3+1', '1D2+1']
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from core import effects as fx
from core.i18n import translate
from core.rules.base import RuleError
from core.rules.brp import damage as dmg
from core.rules.brp.rolls import (
    LEVEL_WORDS,
    resistance_roll,
    skill_roll,
)
from core.rules.brp.spot_rules import _coerce, _d, _hurt, _log, _p
from core.rules.brp.state import characteristic, clive, cpeek, has_skill, row
from core.rules.brp.weapons import (
    armour_of,
    damage_modifier,
    dice_text,
    parse_dice,
    roll_dice,
    weapon,
)
from core.rules.brp.words import QT_TRANSLATE_NOOP, tool_help, tr, word

if TYPE_CHECKING:
    from core.encounter import Encounter

Aid = Callable[..., dict[str, Any]]

_LEVEL_RANK = {"fumble": 0, "failure": 1, "success": 2, "special": 3, "critical": 4}


def _rank(level: str) -> int:
    return _LEVEL_RANK.get(level, 1)


def _need(enc: Encounter, names: list[str], skill: str) -> None:
    """Refuse before any roll when someone's sheet lacks ``skill`` (naming them all)."""
    lacking = [n for n in names if not has_skill(enc, n, skill)]
    if lacking:
        raise RuleError(
            translate("brp", "No {skill} on the sheet of {lacking}: fill it in first.").format(
                skill=skill, lacking=", ".join(lacking)
            )
        )


def _able(enc: Encounter, name: str) -> bool:
    return not dmg.is_helpless(enc, name) and dmg.life_state(enc, name) == "ok"


# -- both sides surprised -------------------------------------------------------------------------
def both_sides_surprised(enc: Encounter, sense: str = "Spot") -> dict[str, Any]:
    """Both sides surprised (``both_sides_surprised.json``): every conscious combatant rolls
    Spot or Listen, the side with the better result notices the other first (a tie: at the
    same time); then each rolls Idea — those who succeed act first, by DEX rank."""
    able = [c for c in enc.combatants() if _able(enc, c.name)]
    if len({c.side for c in able}) < 2:
        raise RuleError(
            translate("brp", "Both sides surprised needs conscious combatants on two sides.")
        )
    _need(enc, [c.name for c in able], sense)
    out: dict[str, Any] = {"rule": "both_sides_surprised", "sense": sense}
    with enc.transaction(translate("brp", "Both sides surprised")):
        best: dict[str, int] = {}
        unaware = []
        for c in able:
            r = skill_roll(
                enc,
                c.name,
                sense,
                label=translate("brp", "{sense}: who notices first").format(sense=sense),
            )
            best[c.side] = max(best.get(c.side, 0), _rank(str(r)))
            if not r.success:
                unaware.append(c.name)
        top = max(best.values())
        first = sorted(s for s, v in best.items() if v == top)
        acts = []
        for c in able:
            if skill_roll(enc, c.name, "Idea", label=translate("brp", "Idea: acts first")).success:
                acts.append((-(characteristic(enc, c.name, "dex", required=False) or 0), c.name))
        order = [n for _d, n in sorted(acts)]
        notice = (
            translate("brp", "side {first} notices the other first").format(first=first[0])
            if len(first) == 1
            else translate("brp", "both sides notice each other at the same time")
        )
        text = translate("brp", "Both sides surprised: on {sense}, {notice}. ").format(
            sense=sense, notice=notice
        ) + (
            translate("brp", "Acting first (Idea, by DEX): {order}.").format(order=", ".join(order))
            if order
            else translate("brp", "Nobody makes the Idea roll: DEX ranks as usual.")
        )
        if unaware:
            text += translate("brp", " Missed what is happening: {unaware}.").format(
                unaware=", ".join(unaware)
            )
        out.update(noticed_first=first, act_first=order, unaware=unaware, text=text)
        _log(enc, "both_sides_surprised", text)
    return out


# -- slippery surfaces ----------------------------------------------------------------------------
def slippery(
    enc: Encounter, target: str, *, especially: bool = False, apply: bool = True
) -> dict[str, Any]:
    """Slippery or unstable ground (``slippery_surfaces.json``): an Agility roll (Difficult if
    especially slippery) or down prone; a fumble also hurts 1D3."""
    fumble = row(enc, "slippery_surfaces", rule="fumble")
    out: dict[str, Any] = {"rule": "slippery_surfaces"}
    with enc.transaction(translate("brp", "{target}: slippery ground").format(target=target)):
        grade = "difficult" if especially else "normal"
        r = skill_roll(
            enc, target, "Agility", difficulty=grade, label=translate("brp", "keep their feet")
        )
        text = translate("brp", "{target} on slippery ground: Agility {result}").format(
            target=target, result=LEVEL_WORDS[str(r)]
        )
        if r.success:
            text += translate("brp", ": keeps their feet.")
        else:
            enc.set_stance(target, "prone")
            text += translate("brp", ": falls prone (or can only try to stay standing).")
        if str(r) == "fumble":
            roll = enc.dice.roll(fumble["damage"], label="slip")
            out["damage_result"] = _hurt(
                enc, target, roll.total, translate("brp", "a bad fall"), apply
            )
            text += translate("brp", " A bad fall: {d} damage.").format(d=_d(roll))
        out.update(level=str(r), fell=not r.success, text=text)
        _log(enc, "slippery_surfaces", text, target)
    return out


# -- cold, exposure, hunger, thirst ---------------------------------------------------------------
EXPOSURE_KINDS: tuple[str, ...] = ("food", "water", "shelter")
"""Days without food (hunger), without water (thirst), exposed to killing heat or cold."""


def exposure_state(enc: Encounter, name: str) -> dict[str, int]:
    """Days ``name`` has gone without each of :data:`EXPOSURE_KINDS` (zeros left out)."""
    return {k: int(v) for k, v in (cpeek(enc, name).get("exposure") or {}).items() if v}


def exposure_effects(enc: Encounter, name: str) -> list[str]:
    """What the days so far do to ``name`` (``cold_hunger_thirst.json``), worst last."""
    days = exposure_state(enc, name)
    if not days:
        return []
    out = []
    if days.get("food", 0) > int(
        row(enc, "cold_hunger_thirst", rule="hunger_fatigue")["after_days"]
    ):
        out.append(translate("brp", "hungry: the combat-round fatigue penalty"))
    if days.get("water", 0) > int(
        row(enc, "cold_hunger_thirst", rule="thirst_fatigue")["after_days"]
    ):
        out.append(translate("brp", "thirsty: the combat-round fatigue penalty"))
    most = max(days.values())
    if most > int(row(enc, "cold_hunger_thirst", rule="no_fatigue_system")["after_days"]):
        out.append(translate("brp", "without fatigue points: physical actions Difficult"))
    con = characteristic(enc, name, "con", required=False)
    if con is not None and 2 * most >= con:
        out.append(
            translate("brp", "a Stamina roll before each physical action (failure: 1 hit point)")
        )
    if con is not None and most >= con:
        out.append(
            translate(
                "brp", "Mental, Physical and combat rolls Difficult; wounds heal twice as slowly"
            )
        )
    return out


EXPOSURE_EFFECT = "Exposure: physical actions Difficult"


def _sync_exposure_effect(enc: Encounter, name: str) -> None:
    """Past the grace days (no fatigue points in this app) a timed effect makes the attacks
    Difficult; it goes when they eat, drink and shelter again."""
    days = exposure_state(enc, name)
    grace = int(row(enc, "cold_hunger_thirst", rule="no_fatigue_system")["after_days"])
    want = bool(days) and max(days.values()) > grace
    have = [e for e in fx.effects_on(enc, name) if e["label"] == EXPOSURE_EFFECT]
    if want and not have:
        fx.add_effect(
            enc,
            name,
            EXPOSURE_EFFECT,
            unit="until_removed",
            modifiers={"difficult": 1},
            kind="condition",
            notes="cold_hunger_thirst.json",
        )
    if not want:
        for e in have:
            fx.remove_effect(enc, e["id"])


def exposure(
    enc: Encounter,
    target: str,
    *,
    step: str = "day",
    lacking: str = "food",
    fatigue: int | None = None,
    apply: bool = True,
) -> dict[str, Any]:
    """Cold, exposure, hunger and thirst (``cold_hunger_thirst.json``). ``day``: one more day
    without ``lacking``; non-positive fatigue points hit the hit points. ``relief``: fed,
    watered or sheltered again. ``stamina``: the roll before a physical action."""
    out: dict[str, Any] = {"rule": "cold_hunger_thirst", "step": step}
    if lacking not in EXPOSURE_KINDS:
        raise RuleError(
            translate("brp", "Lacking is one of {EXPOSURE_KINDS}, not {lacking!r}.").format(
                EXPOSURE_KINDS=", ".join(EXPOSURE_KINDS), lacking=lacking
            )
        )
    with enc.transaction(translate("brp", "{target}: exposure").format(target=target)):
        state = clive(enc, target).setdefault("exposure", {})
        if step == "day":
            state[lacking] = int(state.get(lacking, 0)) + 1
            text = translate("brp", "{target}: {state} day(s) without {lacking}.").format(
                target=target, state=state[lacking], lacking=lacking
            )
            if fatigue is not None and fatigue <= 0:
                out["damage_result"] = _hurt(enc, target, -fatigue, "exposure", apply)
                text += translate("brp", " Fatigue {fatigue}: {value} hit point(s) lost.").format(
                    fatigue=fatigue, value=-fatigue
                )
        elif step == "relief":
            state.pop(lacking, None)
            text = translate("brp", "{target} has {lacking} again.").format(
                target=target, lacking=lacking
            )
        else:
            r = skill_roll(
                enc, target, "Stamina", label=translate("brp", "Stamina before a physical action")
            )
            text = translate("brp", "{target}: Stamina before a physical action {result}.").format(
                target=target, result=LEVEL_WORDS[str(r)]
            )
            if not r.success:
                hurt = row(enc, "cold_hunger_thirst", rule="half_con_days")["failure_damage"]
                out["damage_result"] = _hurt(enc, target, int(hurt), "exertion", apply)
                text += translate("brp", " They act, at the cost of 1 hit point.")
        effects = exposure_effects(enc, target)
        _sync_exposure_effect(enc, target)
        if effects:
            text += " Now: " + "; ".join(effects) + "."
        out.update(days=exposure_state(enc, target), effects=effects, text=text)
        _log(enc, "cold_hunger_thirst", text, target)
    return out


# -- pulling blows --------------------------------------------------------------------------------
def _die_order() -> list[int]:
    from core.resources import load_table

    r = next(r for r in load_table("brp", "pulling_blows")["rows"] if r.get("rule") == "die_order")
    return [int(d[1:]) for d in r["order"]]


def pulled_dice(expr: str) -> list[str]:
    """The dice a pulled blow may roll instead of ``expr`` (``pulling_blows.json``): every die
    smaller, down to D2, or fewer dice — never a mix; the fixed bonus stays."""
    terms, const = parse_dice(expr)
    order = _die_order()
    if not terms or any(t[0] < 0 or t[2] not in order for t in terms):
        raise RuleError(
            translate("brp", "{expr!r} has no dice a pulled blow can shrink.").format(expr=expr)
        )
    out = []
    for step in range(1, len(order)):
        idx = [order.index(t[2]) - step for t in terms]
        if min(idx) < 0:
            break
        out.append(dice_text([(1, t[1], order[i]) for t, i in zip(terms, idx, strict=True)], const))
    if len(terms) == 1:
        out += [dice_text([(1, n, terms[0][2])], const) for n in range(terms[0][1] - 1, 0, -1)]
    return out


PULLS: tuple[str, ...] = ("none", "smaller", "smallest", "fewer", "one_die")
"""A pulled blow on the attack form: every die one size smaller, every die a D2, one die
fewer, a single die (``pulling_blows.json``: "reduzir todos os dados … ou rolar menos dados")."""


def pulled_damage(expr: str, how: str) -> str | None:
    """``expr`` pulled ``how`` (one of :data:`PULLS`), or ``None`` when it can't be pulled so.

    >>> [pulled_damage("4D6", h) for h in PULLS]
    ['4D6', '4D4', '4D2', '3D6', '1D6']
    """
    if how == "none":
        return expr
    terms, const = parse_dice(expr)
    order = _die_order()
    if not terms or any(t[0] < 0 or t[2] not in order for t in terms):
        return None
    if how in ("smaller", "smallest"):
        if min(order.index(t[2]) for t in terms) == 0:
            return None
        sides = [order[order.index(t[2]) - 1] if how == "smaller" else order[0] for t in terms]
        return dice_text([(1, t[1], d) for t, d in zip(terms, sides, strict=True)], const)
    if len(terms) != 1 or terms[0][1] < 2:
        return None
    count = terms[0][1] - 1 if how == "fewer" else 1
    return dice_text([(1, count, terms[0][2])], const)


def pulling_blows(
    enc: Encounter,
    attacker: str,
    *,
    weapon_id: str | None = None,
    dice: str | None = None,
    modifier: str = "none",
    target: str | None = None,
    apply: bool = True,
) -> dict[str, Any]:
    """Pulling a blow (``pulling_blows.json``), declared with the intent: smaller or fewer
    weapon dice (down to 1D2, the + unchanged), less or none of the damage modifier. Without
    ``dice`` it lists the choices; with a ``target`` it rolls that damage against armour."""
    w = weapon(enc, attacker, weapon_id)
    assert w is not None
    options = pulled_dice(str(w.get("damage") or "1D3"))
    out: dict[str, Any] = {"rule": "pulling_blows", "options": options}
    if not dice:
        text = translate("brp", "{attacker} may pull the {w_name}'s {damage} to: ").format(
            attacker=attacker, w_name=w["name"], damage=w.get("damage")
        ) + (
            f"{', '.join(options)}."
            if options
            else translate("brp", "nothing less (1D2 is the least).")
        )
        out["text"] = text
        return out
    wanted = dice.replace(" ", "").upper()
    if wanted not in options:
        raise RuleError(
            translate("brp", "{w_name} pulled may roll {options}, not {dice!r}.").format(
                w_name=w["name"], options=", ".join(options), dice=dice
            )
        )
    db = damage_modifier(enc, attacker)
    with enc.transaction(translate("brp", "{attacker} pulls the blow").format(attacker=attacker)):
        total, _f, _dtext = roll_dice(enc, wanted, label=translate("brp", "pulled damage"))
        if modifier != "none" and db not in ("0", ""):
            t_db, _f2, _t = roll_dice(enc, db, label="db")
            total += math.ceil(t_db / 2) if modifier == "half" else t_db
        total = max(0, total)
        text = translate(
            "brp", "{attacker} pulls the blow ({wanted}, {modifier} damage modifier): {total}"
        ).format(attacker=attacker, wanted=wanted, modifier=modifier, total=total)
        if target is not None:
            armour, _af, _at = roll_dice(enc, armour_of(enc, target), label="armour")
            dealt = max(0, total - max(0, armour))
            out["damage_result"] = _hurt(
                enc, target, dealt, translate("brp", "a pulled blow"), apply
            )
            text += translate("brp", "; {target}'s armour {value} → {dealt}").format(
                target=target, value=max(0, armour), dealt=dealt
            )
            out["dealt"] = dealt
        text += "."
        out.update(dice=wanted, rolled=total, text=text)
        _log(enc, "pulling_blows", text, target or attacker)
    return out


# -- partial rules finished -----------------------------------------------------------------------
def aim_interrupted(enc: Encounter, target: str) -> dict[str, Any]:
    """An aim interrupted (``aimed_attacks.json``, "interrupted"): an Idea roll keeps it; a
    failure loses the aim's benefits."""
    aim = cpeek(enc, target).get("aim")
    if not aim:
        raise RuleError(translate("brp", "{target} isn't aiming.").format(target=target))
    r_ = row(enc, "aimed_attacks", rule="interrupted")
    with enc.transaction(translate("brp", "{target}: aim interrupted").format(target=target)):
        r = skill_roll(enc, target, "Idea", label=translate("brp", "keep the aim"))
        if r.success:
            text = translate(
                "brp", "{target} is interrupted but keeps the aim (Idea {result})."
            ).format(target=target, result=LEVEL_WORDS[str(r)])
        else:
            clive(enc, target).pop("aim", None)
            text = translate("brp", "{target} is interrupted: Idea {result}, {failure}.").format(
                target=target, result=LEVEL_WORDS[str(r)], failure=r_["failure"]
            )
        _log(enc, "aimed_attacks", text, target)
    return {"rule": "aimed_attacks", "kept": r.success, "level": str(r), "text": text}


def area_attack(
    enc: Encounter, target: str, damage: str, *, defence: str = "none", apply: bool = True
) -> dict[str, Any]:
    """An area attack (``area_attacks.json``): a Dodge avoids all the damage, an Agility roll
    halves it; either way the target has thrown themselves prone. Armour counts."""
    out: dict[str, Any] = {"rule": "area_attacks", "defence": defence}
    with enc.transaction(translate("brp", "{target}: area attack").format(target=target)):
        roll = enc.dice.roll(damage, label=translate("brp", "area damage"))
        total = roll.total
        text = translate("brp", "Area attack on {target}: {d}").format(target=target, d=_d(roll))
        if defence != "none":
            skill = "Dodge" if defence == "dodge" else "Agility"
            r = skill_roll(enc, target, skill, label=translate("brp", "against the area attack"))
            enc.set_stance(target, "prone")
            text += f"; {skill} {LEVEL_WORDS[str(r)]}"
            if r.success:
                mult = row(enc, "area_attacks", defence=defence).get("damage_multiplier", 0)
                total = math.ceil(total * float(mult))
            text += translate("brp", " (thrown prone: 5 DEX ranks to stand)")
            out["level"] = str(r)
        armour, _f, _t = roll_dice(enc, armour_of(enc, target), label="armour")
        dealt = max(0, total - max(0, armour))
        out["damage_result"] = _hurt(enc, target, dealt, translate("brp", "area attack"), apply)
        text += translate("brp", "; armour {value} → {dealt} damage.").format(
            value=max(0, armour), dealt=dealt
        )
        out.update(dealt=dealt, text=text)
        _log(enc, "area_attacks", text, target)
    return out


def parry_wear(
    enc: Encounter,
    defender: str,
    damage: int,
    *,
    weapon_id: str | None = None,
    improvised: bool = False,
) -> dict[str, Any]:
    """A weapon's hit points after a successful parry (``broken_weapons.json``,
    ``parrying_with_missile_weapons.json``): the damage over its hit points comes off them;
    an improvised or missile weapon loses 1 (at least 1 for improvised); at 0 it breaks."""
    w = weapon(enc, defender, weapon_id)
    if w is None or w.get("hp") is None:
        raise RuleError(
            translate("brp", "{defender}'s weapon has no hit points on the sheet.").format(
                defender=defender
            )
        )
    lost_so_far = int((cpeek(enc, defender).get("weapon_damage") or {}).get(w["id"], 0))
    hp = int(w["hp"]) - lost_so_far
    excess = max(0, int(damage) - hp)
    if improvised:
        per = row(enc, "parrying_with_missile_weapons", rule="improvised_parry_wear")
        lost = max(int(per["weapon_hp_loss_per_successful_parry"]), excess)
    elif w.get("missile"):
        r = row(enc, "parrying_with_missile_weapons", rule="exceeded")
        lost = int(r["weapon_hp_loss"]) if excess else 0
    else:
        lost = excess
    lost = min(lost, hp)
    with enc.transaction(translate("brp", "{defender}: parry wear").format(defender=defender)):
        if lost:
            worn = clive(enc, defender).setdefault("weapon_damage", {})
            worn[w["id"]] = lost_so_far + lost
        left = hp - lost
        broken = left <= 0
        text = translate(
            "brp", "{defender}'s {w_name} parries {damage}: loses {lost} hit point(s), {left} left"
        ).format(defender=defender, w_name=w["name"], damage=damage, lost=lost, left=left)
        text += (
            translate("brp", " — it breaks (half damage, attacks and parries Difficult).")
            if broken
            else "."
        )
        _log(enc, "broken_weapons", text, defender)
    return {"rule": "broken_weapons", "lost": lost, "hp_left": left, "broken": broken, "text": text}


def disengage(
    enc: Encounter, who: str, method: str = "fighting_retreat", *, held: bool = True
) -> dict[str, Any]:
    """Disengaging (``disengaging.json``). ``fighting_retreat``: a round of only dodges,
    parries and moving away — if every defence held (``held``), out of melee at full MOV.
    ``knockback_then_dodge``: after a knockback, a Dodge roll breaks away. (Turning and running
    is the attack form's "Target turned and ran".)"""
    row(enc, "disengaging", method=method)
    out: dict[str, Any] = {"rule": "disengaging", "method": method}
    with enc.transaction(translate("brp", "{who} disengages").format(who=who)):
        if method == "knockback_then_dodge":
            r = skill_roll(
                enc, who, "Dodge", label=translate("brp", "break away after the knockback")
            )
            free = r.success
            how = translate("brp", "Dodge {result}").format(result=LEVEL_WORDS[str(r)])
        else:
            free = held
            how = (
                translate("brp", "every defence held")
                if held
                else translate("brp", "a defence failed")
            )
        if free:
            for foe in sorted(enc.engaged_with(who)):
                enc.disengage(who, foe)
        text = translate("brp", "{who} tries to disengage ({method}): {how} — ").format(
            who=who, method=word(method), how=how
        ) + (
            translate("brp", "out of melee, no further attacks against them.")
            if free
            else translate("brp", "still in melee.")
        )
        out.update(free=free, text=text)
        _log(enc, "disengaging", text, who)
    return out


def charge_modifier(enc: Encounter, attacker: str, db: str) -> str:
    """The damage modifier of ``attacker``'s hits this round (``mounted_combat.json``): a
    charge strikes with the mount's in place of the rider's; a weapon set against a charge
    adds the charging mount's to its own."""
    c = cpeek(enc, attacker).get("charge")
    if not c or c.get("round") != enc.round.number:
        return db
    if c["kind"] == "charge":
        return str(c["db"])
    t1, k1 = parse_dice(db)
    t2, k2 = parse_dice(str(c["db"]))
    return dice_text(t1 + t2, k1 + k2)


def _charging(enc: Encounter, name: str, kind: str, db: str) -> None:
    clive(enc, name)["charge"] = {"kind": kind, "db": db, "round": enc.round.number}


def mounted_charge(
    enc: Encounter, rider: str, mount: str, *, event: str = "charge", defender: str | None = None
) -> dict[str, Any]:
    """Mounted combat (``mounted_combat.json``). ``charge``: at the end of a full move, a Ride
    roll steers it, and the rider's hits this round use the mount's damage modifier.
    ``set_weapon``: a weapon set against the charge adds the mount's modifier to its damage
    this round; the rider may abort and roll Ride to avoid it. ``spur``: a Ride roll and POW
    vs POW drive the mount at a set weapon — failing either, it shies away for the round."""
    _need(enc, [rider], "Ride")
    db = damage_modifier(enc, mount)
    out: dict[str, Any] = {"rule": "mounted_combat", "event": event, "mount_db": db}
    with enc.transaction(f"{rider}: {event.replace('_', ' ')}"):
        ride = skill_roll(
            enc,
            rider,
            "Ride",
            label=translate("brp", "Ride ({event})").format(event=word(event)),
        )
        ok = ride.success
        text = translate("brp", "{rider} on {mount}: Ride {result}").format(
            rider=rider, mount=mount, result=LEVEL_WORDS[str(ride)]
        )
        if event == "charge" and ok:
            _charging(enc, rider, "charge", db)
        if event == "set_weapon" and not ok and defender is not None:
            _charging(enc, defender, "set", db)
        if event == "charge":
            text += (
                translate(
                    "brp", " — the charge strikes with {mount}'s damage modifier {db}."
                ).format(mount=mount, db=db)
                if ok
                else translate("brp", " — the mount won't line up: no charge.")
            )
        elif event == "set_weapon":
            who = defender or translate("brp", "the defender")
            text += (
                translate("brp", " — {rider} aborts the action and avoids the set weapon.").format(
                    rider=rider
                )
                if ok
                else translate(
                    "brp", " — the charge meets {who}'s set weapon: a hit adds {mount}'s {db}."
                ).format(who=who, mount=mount, db=db)
            )
        else:
            rp = characteristic(enc, rider, "pow")
            mp = characteristic(enc, mount, "pow")
            assert rp is not None and mp is not None
            if ok:
                res = resistance_roll(
                    enc,
                    rp,
                    mp,
                    label=translate("brp", "spur the mount"),
                    name=rider,
                    active_label="POW",
                    passive_label=translate("brp", "{mount}'s POW").format(mount=mount),
                )
                ok = res.success
                text += translate("brp", "; POW vs POW {result}").format(
                    result=LEVEL_WORDS[str(res)]
                )
            text += (
                translate("brp", " — the mount charges the set weapon.")
                if ok
                else translate("brp", " — the mount dodges or refuses for the rest of the round.")
            )
        out.update(success=ok, text=text)
        _log(enc, "mounted_combat", text, rider)
    return out


_QUICK_DRAW = "Quick draw: dodges and parries Difficult"


def quick_draw(enc: Encounter, first: str, other: str) -> dict[str, Any]:
    """A quick draw (``quick_draw.json``): ``first`` moves; ``other`` rolls an Easy Spot — a
    failure lets ``first`` attack with no dodge or parry; a success makes it DEX vs DEX, the
    winner attacking first. Afterwards dodges and parries are Difficult (a note on both)."""
    step4 = row(enc, "quick_draw", step=4)
    _need(enc, [other], "Spot")
    with enc.transaction(
        translate("brp", "Quick draw: {first} and {other}").format(first=first, other=other)
    ):
        spot = skill_roll(
            enc, other, "Spot", difficulty="easy", label=translate("brp", "see the draw coming")
        )
        if not spot.success:
            winner, text = (
                first,
                (
                    translate(
                        "brp",
                        "Quick draw: {other} misses it (Easy Spot {result}); {first} "
                        "attacks and {other} can't dodge or parry.",
                    ).format(other=other, result=LEVEL_WORDS[str(spot)], first=first)
                ),
            )
        else:
            a = characteristic(enc, first, "dex")
            b = characteristic(enc, other, "dex")
            assert a is not None and b is not None
            res = resistance_roll(
                enc,
                a,
                b,
                label=translate("brp", "quick draw"),
                name=first,
                active_label=translate("brp", "{first}'s DEX").format(first=first),
                passive_label=translate("brp", "{other}'s DEX").format(other=other),
            )
            winner = first if res.success else other
            loser = other if winner == first else first
            text = translate(
                "brp",
                "Quick draw: {other} sees it coming; DEX vs DEX — {winner} attacks "
                "first, {loser} may answer at their next DEX rank.",
            ).format(other=other, winner=winner, loser=loser)
        for n in (first, other):
            fx.add_effect(enc, n, _QUICK_DRAW, unit="scene", kind="quick_draw", notes=text)
        text += translate("brp", " From now on dodges and parries are {defence_grade}.").format(
            defence_grade=word(step4["defence_grade"].capitalize())
        )
        _log(enc, "quick_draw", text, first)
    return {"rule": "quick_draw", "first": winner, "spotted": spot.success, "text": text}


def sweep_parry(
    enc: Encounter, defender: str, damage: int, *, resisting: int | None = None
) -> dict[str, Any]:
    """Parrying a sweep (``sweep_attacks.json``): after the parry succeeds, the parrier's
    resisting strength (default STR) against the sweep's damage before halving — success stops
    the sweep and spares those behind; failure, they are hit."""
    strength = resisting if resisting is not None else characteristic(enc, defender, "str")
    assert strength is not None
    row(enc, "sweep_attacks", rule="parry")
    with enc.transaction(translate("brp", "{defender} parries a sweep").format(defender=defender)):
        res = resistance_roll(
            enc,
            strength,
            int(damage),
            label=translate("brp", "hold the sweep"),
            name=defender,
            active_label=translate("brp", "strength"),
            passive_label=translate("brp", "damage"),
        )
        text = translate(
            "brp", "{defender} parries the sweep: strength {strength} vs damage {damage} — "
        ).format(defender=defender, strength=strength, damage=damage) + (
            translate("brp", "it stops the sweep; those behind are spared.")
            if res.success
            else translate("brp", "they are hit.")
        )
        _log(enc, "sweep_attacks", text, defender)
    return {"rule": "sweep_attacks", "stopped": res.success, "text": text}


def sweep_knockback(
    enc: Encounter, damage: int, first: str, second: str | None = None, third: str | None = None
) -> dict[str, Any]:
    """A blunt sweep's knockback (``sweep_attacks.json``): each target in the sweep's order,
    damage vs SIZ; the first who resists stops it and those after are unaffected."""
    from core.rules.brp.attacks import knockback

    row(enc, "sweep_attacks", rule="blunt_knockback")
    names = [n for n in (first, second, third) if n]
    done: list[str] = []
    with enc.transaction(translate("brp", "Sweep knockback")):
        for n in names:
            res = knockback(enc, n, int(damage))
            done.append(n)
            if res["resisted"]:
                break
        spared = names[len(done) :]
        text = translate(
            "brp", "Blunt sweep ({damage} damage) knocks back in order: {done}"
        ).format(damage=damage, done=", ".join(done))
        text += (
            translate("brp", "; {done} resists, sparing {spared}.").format(
                done=done[-1], spared=", ".join(spared)
            )
            if spared
            else "."
        )
        _log(enc, "sweep_attacks", text, first)
    return {"rule": "sweep_attacks", "tested": done, "spared": spared, "text": text}


# -- the catalogue --------------------------------------------------------------------------------
_WHO = _p("target", "combatant", required=True)
_CATALOGUE: list[tuple[str, str, str, Aid, list[dict[str, Any]]]] = [
    (
        "both_sides_surprised",
        QT_TRANSLATE_NOOP("brp", "Both sides surprised"),
        "both_sides_surprised",
        both_sides_surprised,
        [_p("sense", "choice", choices=("Spot", "Listen"), default="Spot")],
    ),
    (
        "slippery_surfaces",
        QT_TRANSLATE_NOOP("brp", "Slippery or unstable ground"),
        "slippery_surfaces",
        slippery,
        [
            _WHO,
            _p(
                "especially",
                "bool",
                label=QT_TRANSLATE_NOOP("brp", "Especially slippery (Difficult)"),
                default=False,
            ),
            _p("apply", "bool", label=QT_TRANSLATE_NOOP("brp", "Apply the damage"), default=True),
        ],
    ),
    (
        "cold_hunger_thirst",
        QT_TRANSLATE_NOOP("brp", "Cold, exposure, hunger and thirst"),
        "cold_hunger_thirst",
        exposure,
        [
            _WHO,
            _p("step", "choice", choices=("day", "relief", "stamina"), default="day"),
            _p(
                "lacking",
                "choice",
                label=QT_TRANSLATE_NOOP("brp", "Without"),
                choices=EXPOSURE_KINDS,
                default="food",
            ),
            _p("fatigue", "int", label=QT_TRANSLATE_NOOP("brp", "Fatigue points (if kept)")),
            _p("apply", "bool", label=QT_TRANSLATE_NOOP("brp", "Apply the damage"), default=True),
        ],
    ),
    (
        "pulling_blows",
        QT_TRANSLATE_NOOP("brp", "Pulling a blow"),
        "pulling_blows",
        pulling_blows,
        [
            _p("attacker", "combatant", required=True),
            _p("weapon_id", "str", label=QT_TRANSLATE_NOOP("brp", "Weapon id (empty: in hand)")),
            _p("dice", "str", label=QT_TRANSLATE_NOOP("brp", "Pulled dice (empty: list them)")),
            _p(
                "modifier",
                "choice",
                label=QT_TRANSLATE_NOOP("brp", "Damage modifier"),
                choices=("none", "half", "full"),
                default="none",
            ),
            _p("target", "combatant"),
            _p("apply", "bool", label=QT_TRANSLATE_NOOP("brp", "Apply the damage"), default=True),
        ],
    ),
    (
        "aim_interrupted",
        QT_TRANSLATE_NOOP("brp", "Aim interrupted"),
        "aimed_attacks",
        aim_interrupted,
        [_WHO],
    ),
    (
        "area_attack",
        QT_TRANSLATE_NOOP("brp", "Area attack"),
        "area_attacks",
        area_attack,
        [
            _WHO,
            _p("damage", "str", label=QT_TRANSLATE_NOOP("brp", "Damage dice"), required=True),
            _p("defence", "choice", choices=("none", "dodge", "agility"), default="dodge"),
            _p("apply", "bool", label=QT_TRANSLATE_NOOP("brp", "Apply the damage"), default=True),
        ],
    ),
    (
        "parry_wear",
        QT_TRANSLATE_NOOP("brp", "Weapon hit points after a parry"),
        "broken_weapons",
        parry_wear,
        [
            _p("defender", "combatant", required=True),
            _p("damage", "int", label=QT_TRANSLATE_NOOP("brp", "Damage rolled"), required=True),
            _p("weapon_id", "str", label=QT_TRANSLATE_NOOP("brp", "Weapon id (empty: in hand)")),
            _p(
                "improvised",
                "bool",
                label=QT_TRANSLATE_NOOP("brp", "Improvised parrying weapon"),
                default=False,
            ),
        ],
    ),
    (
        "disengage",
        QT_TRANSLATE_NOOP("brp", "Disengaging"),
        "disengaging",
        disengage,
        [
            _p("who", "combatant", required=True),
            _p(
                "method",
                "choice",
                choices=("fighting_retreat", "knockback_then_dodge"),
                default="fighting_retreat",
            ),
            _p(
                "held",
                "bool",
                label=QT_TRANSLATE_NOOP("brp", "Every defence this round held"),
                default=True,
            ),
        ],
    ),
    (
        "mounted_charge",
        QT_TRANSLATE_NOOP("brp", "Mounted charge, set weapon, spurring"),
        "mounted_combat",
        mounted_charge,
        [
            _p("rider", "combatant", required=True),
            _p("mount", "combatant", required=True),
            _p("event", "choice", choices=("charge", "set_weapon", "spur"), default="charge"),
            _p("defender", "combatant", label=QT_TRANSLATE_NOOP("brp", "Who sets the weapon")),
        ],
    ),
    (
        "quick_draw",
        QT_TRANSLATE_NOOP("brp", "Quick draw"),
        "quick_draw",
        quick_draw,
        [
            _p("first", "combatant", label=QT_TRANSLATE_NOOP("brp", "Draws first"), required=True),
            _p("other", "combatant", label=QT_TRANSLATE_NOOP("brp", "The other"), required=True),
        ],
    ),
    (
        "sweep_parry",
        QT_TRANSLATE_NOOP("brp", "Parrying a sweep"),
        "sweep_attacks",
        sweep_parry,
        [
            _p("defender", "combatant", required=True),
            _p(
                "damage",
                "int",
                label=QT_TRANSLATE_NOOP("brp", "Sweep damage before halving"),
                required=True,
            ),
            _p(
                "resisting",
                "int",
                label=QT_TRANSLATE_NOOP("brp", "Resisting strength (default STR)"),
            ),
        ],
    ),
    (
        "sweep_knockback",
        QT_TRANSLATE_NOOP("brp", "Blunt sweep: knockback in order"),
        "sweep_attacks",
        sweep_knockback,
        [
            _p("damage", "int", label=QT_TRANSLATE_NOOP("brp", "Damage rolled"), required=True),
            _p(
                "first",
                "combatant",
                label=QT_TRANSLATE_NOOP("brp", "First in the sweep"),
                required=True,
            ),
            _p("second", "combatant", label=QT_TRANSLATE_NOOP("brp", "Second")),
            _p("third", "combatant", label=QT_TRANSLATE_NOOP("brp", "Third")),
        ],
    ),
]

TABLE_RULE_IDS: tuple[str, ...] = tuple(e[0] for e in _CATALOGUE)


def table_rules() -> list[dict[str, Any]]:
    """Every aid of this module, shaped like :func:`core.rules.brp.spot_rules.spot_rules`."""
    from core.resources import load_table

    return [
        {
            "id": rid,
            "title": tr(title),
            "table": f"{table_id}.json",
            "section": load_table("brp", table_id)["source"]["section"].strip("*").strip(),
            "lasting": rid in ("cold_hunger_thirst", "quick_draw"),
            "help": tool_help(rid, fn),
            "params": [dict(p, label=tr(p["label"]), choices=list(p["choices"])) for p in params],
        }
        for rid, title, table_id, fn, params in _CATALOGUE
    ]


def run_table_rule(enc: Encounter, rule_id: str, **params: Any) -> dict[str, Any]:
    """Run ``rule_id`` with ``params`` checked first (unknown, missing or mistyped ones are
    refused with :class:`RuleError` before anything changes)."""
    entry = next((e for e in _CATALOGUE if e[0] == rule_id), None)
    if entry is None:
        raise RuleError(
            translate("brp", "Unknown rule {rule_id!r}; known: {TABLE_RULE_IDS}.").format(
                rule_id=rule_id, TABLE_RULE_IDS=", ".join(TABLE_RULE_IDS)
            )
        )
    _rid, _title, _table, fn, spec = entry
    unknown = set(params) - {p["name"] for p in spec}
    if unknown:
        raise RuleError(
            translate("brp", "{rule_id}: unknown parameter(s) {unknown}.").format(
                rule_id=rule_id, unknown=", ".join(sorted(unknown))
            )
        )
    kwargs: dict[str, Any] = {}
    for p in spec:
        value = params.get(p["name"], p["default"])
        if p["required"] and value in (None, ""):
            raise RuleError(
                translate("brp", "{rule_id}: {label} is required.").format(
                    rule_id=rule_id, label=tr(p["label"]).lower()
                )
            )
        value = _coerce(enc, rule_id, p, value)
        if value is not None:
            kwargs[p["name"]] = value
    return fn(enc, **kwargs)


def exposure_track(enc: Encounter, name: str) -> tuple[str, str, str] | None:
    """The exposure track's line for ``name`` (days, what they do, severity), or ``None``."""
    days = exposure_state(enc, name)
    if not days:
        return None
    line = ", ".join(
        translate("brp", "{d} day(s) without {k}").format(d=d, k=k) for k, d in days.items()
    )
    effects = exposure_effects(enc, name)
    return line, "; ".join(effects), "bad" if len(effects) > 2 else "warn" if effects else "ok"


__all__ = [
    "EXPOSURE_EFFECT",
    "EXPOSURE_KINDS",
    "PULLS",
    "TABLE_RULE_IDS",
    "aim_interrupted",
    "area_attack",
    "both_sides_surprised",
    "charge_modifier",
    "disengage",
    "exposure",
    "exposure_effects",
    "exposure_state",
    "exposure_track",
    "mounted_charge",
    "parry_wear",
    "pulled_damage",
    "pulled_dice",
    "pulling_blows",
    "quick_draw",
    "run_table_rule",
    "slippery",
    "sweep_knockback",
    "sweep_parry",
    "table_rules",
]
