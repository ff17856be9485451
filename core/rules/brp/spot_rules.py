"""The spot rules as GM aids: one calculator per situation, its numbers from the data.

Seed ``001_02c954899a7409e6.txt`` "7. Regras Específicas". Every aid is a function
``aid(enc, **params) -> dict`` that works out the numbers, rolls what the rule rolls (through
``enc.dice``), logs one sentence a GM reads (log kind ``"spot_rule"``), applies the damage or
condition when asked (``apply``), and — where the situation lasts — puts a timed effect on the
combatant (:mod:`core.effects`): armour holding off acid or fire for 1D3 rounds, suffocating,
burning, poison waiting to land, zero-g clumsiness, a disease. Each call is one undo step.

:func:`spot_rules` lists the aids with their parameters (``name``, ``type`` — ``combatant``,
``int``, ``float``, ``bool``, ``choice``, ``str`` —, ``choices``, ``default``, ``required``,
``label``) so a GUI builds each form generically; :func:`run_spot_rule` checks the parameters
against that list and runs the aid.

>>> from core.encounter import Encounter
>>> import core.rules.brp
>>> enc = Encounter(ruleset="brp", seed=3)
>>> [r["id"] for r in spot_rules()][:4]
['acid', 'asphyxiation', 'poison', 'autofire']
>>> run_spot_rule(enc, "cover", skill=72)["cover_band"]
[37, 72]
>>> explosion_dice(enc, 5, 3.5)
4
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from core import effects as fx
from core.i18n import rule_text, translate
from core.rules.base import RuleError
from core.rules.brp import damage as dmg
from core.rules.brp.rolls import (
    LEVEL_WORDS,
    characteristic_roll,
    graded_chance,
    percent_roll,
    resistance_roll,
    roll_faces,
    round_by,
    skill_roll,
)
from core.rules.brp.state import (
    characteristic,
    clive,
    cpeek,
    live,
    row,
    rows,
    setting,
)
from core.rules.brp.weapons import armour_of, parse_dice, roll_dice
from core.rules.brp.words import QT_TRANSLATE_NOOP, tool_help, tr, word

if TYPE_CHECKING:
    from core.encounter import Encounter

Aid = Callable[..., dict[str, Any]]


def _p(
    name: str,
    type_: str,
    *,
    label: str = "",
    choices: tuple[Any, ...] = (),
    default: Any = None,
    required: bool = False,
) -> dict[str, Any]:
    return {
        "name": name,
        "type": type_,
        "label": label or name.replace("_", " ").capitalize(),
        "choices": list(choices),
        "default": default,
        "required": required,
    }


def _choices(table_id: str, key: str) -> tuple[str, ...]:
    from core.resources import load_table

    return tuple(r[key] for r in load_table("brp", table_id)["rows"] if key in r)


def _d(roll: Any) -> str:
    """A summed roll in words without its label ("1D6+1 = 4 + 1 = 5")."""
    return str(dataclasses.replace(roll, label="").describe())


def _log(enc: Encounter, rule: str, text: str, target: str | None = None, **data: Any) -> None:
    enc.add_log("spot_rule", text, rule=rule, combatant=target, **data)


def _armour_points(enc: Encounter, name: str) -> int:
    total, _f, _t = roll_dice(enc, armour_of(enc, name), label="armour")
    return max(0, total)


def _has_armour(enc: Encounter, name: str) -> bool:
    terms, const = parse_dice(armour_of(enc, name))
    return bool(terms) or const > 0


def _hurt(
    enc: Encounter, target: str, amount: int, what: str, apply: bool
) -> dict[str, Any] | None:
    if not apply or amount <= 0:
        return None
    if dmg.hit_points(enc, target)[0] is None:
        return None
    return dmg.apply_damage(enc, target, amount, what=what)


def _after_delay(delay: int, unit: str) -> str:
    """ ", after 3 combat rounds." ending a poison's line, in the UI language."""
    texts = {
        "combat_rounds": translate("brp", ", after {delay} combat rounds."),
        "full_turns": translate("brp", ", after {delay} full turns."),
    }
    text = texts.get(unit) or translate("brp", ", after {delay} {delay_unit}.")
    return text.format(delay=delay, delay_unit=unit.replace("_", " "))


def _lands_after(delay: int, unit: str) -> str:
    """ "lands after 3 combat rounds" (``poison.json`` delay units) in the UI language."""
    texts = {
        "combat_rounds": translate("brp", "lands after {delay} combat rounds"),
        "full_turns": translate("brp", "lands after {delay} full turns"),
    }
    text = texts.get(unit) or translate("brp", "lands after {delay} {delay_unit}")
    return text.format(delay=delay, delay_unit=unit.replace("_", " "))


def _effect_named(enc: Encounter, target: str, label: str) -> dict[str, Any] | None:
    for e in fx.effects_on(enc, target):
        if e["label"] == label:
            return e
    return None


# -- acid -----------------------------------------------------------------------------------------
def acid(
    enc: Encounter,
    target: str,
    strength: str = "strong",
    *,
    armoured: bool | None = None,
    new_exposure: bool = True,
    lasting: bool = False,
    apply: bool = True,
) -> dict[str, Any]:
    """A round of acid (``acid.json``): weak 1D3−1, strong 1D4, very strong 1D6+1 a round.
    Armour halves it (rounded up) for 1D3 rounds (a timed effect "Armour vs acid"); very strong
    acid ruins the armour after 1D6 rounds (a timed effect "Acid eats the armour"). ``lasting``:
    the contact goes on — the damage comes at the end of every round until the GM removes the
    "Acid" effect."""
    r = row(enc, "acid", strength=strength)
    halving = row(enc, "acid", rule="armour_halving")
    armoured = _has_armour(enc, target) if armoured is None else armoured
    out: dict[str, Any] = {"rule": "acid", "strength": strength, "dice": r["damage_per_round"]}
    with enc.transaction(translate("brp", "Acid on {target}").format(target=target)):
        bits = [
            translate("brp", "{target} in {strength} acid ({damage_per_round} a round).").format(
                target=target,
                strength=word(strength),
                damage_per_round=r["damage_per_round"],
            )
        ]
        protect = _effect_named(enc, target, "Armour vs acid")
        if armoured and new_exposure and protect is None:
            n = enc.dice.roll(
                halving["duration_rounds"], label=translate("brp", "armour vs acid")
            ).total
            fx.add_effect(
                enc,
                target,
                "Armour vs acid",
                unit="rounds",
                count=n,
                kind="bonus",
                notes=translate("brp", "acid damage halved, rounded up"),
            )
            protect = _effect_named(enc, target, "Armour vs acid")
            bits.append(
                translate(
                    "brp", "Armour halves the damage for {duration_rounds} = {n} rounds."
                ).format(duration_rounds=halving["duration_rounds"], n=n)
            )
            out["armour_rounds"] = n
            if "ruins_armour_after_rounds" in r:
                m = enc.dice.roll(
                    r["ruins_armour_after_rounds"], label=translate("brp", "acid ruins armour")
                ).total
                fx.add_effect(
                    enc,
                    target,
                    "Acid eats the armour",
                    unit="rounds",
                    count=m,
                    kind="penalty",
                    notes=translate("brp", "when this ends the armour is useless"),
                )
                bits.append(
                    translate(
                        "brp",
                        "The armour is ruined after {ruins_armour_after_rounds} = {m} rounds.",
                    ).format(ruins_armour_after_rounds=r["ruins_armour_after_rounds"], m=m)
                )
                out["ruin_rounds"] = m
        if lasting:
            dmg.add_ongoing(
                enc,
                target,
                r["damage_per_round"],
                label=f"Acid ({strength})",
                halve_while=protect["id"] if protect else None,
                notes=translate("brp", "damage at the end of each round; remove when washed off"),
            )
            bits.append(
                translate("brp", "The damage comes at the end of each round while the acid stays.")
            )
        else:
            roll = enc.dice.roll(r["damage_per_round"], label="acid")
            amount = max(0, roll.total)
            text = translate("brp", "Damage {d}").format(d=_d(roll))
            if protect is not None:
                amount = math.ceil(amount / 2)
                text += translate("brp", ", halved by armour → {amount}").format(amount=amount)
            bits.append(text + ".")
            out["damage"] = amount
            out["damage_result"] = _hurt(enc, target, amount, "acid", apply)
        out["text"] = " ".join(bits)
        _log(enc, "acid", out["text"], target)
    return out


# -- asphyxiation ---------------------------------------------------------------------------------
def asphyxia_multiplier(enc: Encounter, round_no: int, sequence: str) -> int:
    """CON multiplier of exposure round ``round_no`` (``asphyxiation.json``): normal CON×10,
    ×5, ×4, ×3, ×2, ×1 …; sudden with Luck from ``brp.sudden_asphyxia_luck_success_start``;
    sudden without Luck CON×3, ×2, ×1 …"""
    table_rows = sorted(
        rows(enc, "asphyxiation", "con_multiplier"), key=lambda r: r.get("round", 99)
    )
    normal = [int(r["con_multiplier"]) for r in table_rows if "round" in r]
    if sequence == "normal":
        seq = normal
    elif sequence == "sudden_luck":
        start = int(setting(enc, "brp.sudden_asphyxia_luck_success_start"))
        seq = normal[normal.index(start) :]
    else:
        r = row(enc, "asphyxiation", rule="sudden_asphyxiation")
        first = int(str(r["on_failure_first_roll"]).split("×")[1])
        seq = list(range(first, 0, -1))
    if round_no <= len(seq):
        return seq[round_no - 1]
    return seq[-1]


def asphyxiation(
    enc: Encounter,
    target: str,
    substance: str = "water",
    *,
    round: int = 1,
    sudden: bool = False,
    luck: str = "roll",
    apply: bool = True,
) -> dict[str, Any]:
    """One round of holding breath (``asphyxiation.json``). Round 1: CON×10 (Easy), then CON×5,
    ×4 …, down to CON×1 (and on). Sudden: a Luck roll first — passed starts at CON×5, failed
    at CON×3. Once a roll fails, the substance's damage (water 1D8, smoke 1D4, dense smoke 1D6,
    poison gas 1D8) comes at the end of every round (a "Suffocating" timed effect, until the GM
    removes it). Deliberate strangling: CON×1 every round or 1D6 damage."""
    if round < 1:
        raise RuleError(translate("brp", "Exposure rounds count from 1."))
    out: dict[str, Any] = {"rule": "asphyxiation", "substance": substance, "round": round}
    with enc.transaction(translate("brp", "{target} holds their breath").format(target=target)):
        state = dict(cpeek(enc, target).get("asphyxia") or {})
        if substance == "strangling":
            r = row(enc, "asphyxiation", rule="deliberate_strangling")
            res = characteristic_roll(
                enc,
                target,
                "con",
                int(r["con_multiplier"]),
                label=translate("brp", "strangled: CON×1"),
            )
            out.update(multiplier=int(r["con_multiplier"]), level=str(res))
            text = translate("brp", "{target} is strangled: CON×1 {split}").format(
                target=target, split=res.text.split(": ", 1)[-1]
            )
            if not res.success:
                roll = enc.dice.roll(r["damage_on_failure"], label="strangling")
                out["damage"] = roll.total
                out["damage_result"] = _hurt(enc, target, roll.total, "strangled", apply)
                text += translate("brp", " Damage {d}.").format(d=_d(roll))
            out["text"] = text
            _log(enc, "asphyxiation", text, target)
            return out
        sub = row(enc, "asphyxiation", substance=substance)
        suffocating = _effect_named(enc, target, f"Suffocating ({substance.replace('_', ' ')})")
        if suffocating is not None:
            out.update(
                text=translate(
                    "brp",
                    "{target} is already suffocating: {damage_per_round} at the end of "
                    "each round until they escape.",
                ).format(target=target, damage_per_round=sub["damage_per_round"]),
                level="failure",
            )
            _log(enc, "asphyxiation", out["text"], target)
            return out
        if round == 1 or "sequence" not in state:
            sequence = "normal"
            if sudden:
                if luck == "roll":
                    lk = skill_roll(
                        enc, target, "Luck", label=translate("brp", "sudden asphyxiation: Luck")
                    )
                    passed = lk.success
                else:
                    passed = luck == "passed"
                sequence = "sudden_luck" if passed else "sudden_no_luck"
            state = {"sequence": sequence}
            clive(enc, target)["asphyxia"] = state
        mult = asphyxia_multiplier(enc, round, state["sequence"])
        if mult == 1 and round > 1 and not setting(enc, "brp.asphyxia_floor_keeps_rolling"):
            mult = 1
        res = characteristic_roll(
            enc,
            target,
            "con",
            mult,
            label=translate("brp", "holding breath, round {round}: CON×{mult}").format(
                round=round, mult=mult
            ),
        )
        out.update(multiplier=mult, level=str(res), chance=res.chance)
        text = translate(
            "brp", "{target}, round {round} without air: CON×{mult} → {result}."
        ).format(target=target, round=round, mult=mult, result=LEVEL_WORDS[str(res)])
        if not res.success:
            label = f"Suffocating ({substance.replace('_', ' ')})"
            if apply:
                dmg.add_ongoing(
                    enc,
                    target,
                    sub["damage_per_round"],
                    label=label,
                    notes=translate(
                        "brp", "full damage at the end of each round until they escape"
                    ),
                )
            text += translate(
                "brp",
                " {target} breathes in {substance}: {damage_per_round} at the end of "
                "each round until they escape.",
            ).format(
                target=target,
                substance=substance.replace("_", " "),
                damage_per_round=sub["damage_per_round"],
            )
        out["text"] = text
        _log(enc, "asphyxiation", text, target)
    return out


# -- poison ---------------------------------------------------------------------------------------
def poison(
    enc: Encounter,
    target: str,
    pot: int,
    *,
    speed: str = "fast",
    antidote_pot: int = 0,
    apply: bool = True,
) -> dict[str, Any]:
    """A dose of poison (``poison.json``): POT (less an antidote's POT) against CON; a win does
    the full POT as damage, a loss half (rounded up). It lands after 3 combat rounds (fast) —
    a timed effect that deals it when it runs out — or 3 full turns (slow: until the GM applies
    it), or at once (``speed="immediate"``)."""
    con = characteristic(enc, target, "con")
    assert con is not None
    effective = max(0, int(pot) - int(antidote_pot))
    out: dict[str, Any] = {"rule": "poison", "pot": pot, "effective_pot": effective}
    with enc.transaction(translate("brp", "Poison on {target}").format(target=target)):
        res = resistance_roll(
            enc,
            effective,
            con,
            label=translate("brp", "Poison POT {effective} vs CON").format(effective=effective),
            name=target,
            active_label="POT",
            passive_label="CON",
        )
        if res.success:
            amount = effective
            how = translate("brp", "overcomes CON: full POT")
        else:
            amount = math.ceil(effective / 2)
            how = translate("brp", "doesn't overcome CON: half POT, rounded up")
        anti = (
            translate("brp", " (POT {pot} − antidote {antidote_pot})").format(
                pot=pot, antidote_pot=antidote_pot
            )
            if antidote_pot
            else ""
        )
        text = translate(
            "brp", "Poison POT {effective}{anti} on {target} {how} = {amount} damage"
        ).format(effective=effective, anti=anti, target=target, how=how, amount=amount)
        out.update(level=str(res), damage=amount)
        if speed == "immediate":
            out["damage_result"] = _hurt(enc, target, amount, "poison", apply)
            text += "."
        else:
            r = row(enc, "poison", rule=f"onset_{speed}")
            rounds = int(r["delay"]) if r["delay_unit"] == "combat_rounds" else None
            if apply and amount > 0 and dmg.hit_points(enc, target)[0] is not None:
                out["effect"] = dmg.schedule_damage(
                    enc,
                    target,
                    amount,
                    label=translate("brp", "Poison ({amount} damage due)").format(amount=amount),
                    rounds=rounds,
                    notes=_lands_after(int(r["delay"]), str(r["delay_unit"])),
                )
            text += _after_delay(int(r["delay"]), str(r["delay_unit"]))
        out["text"] = text
        _log(enc, "poison", text, target)
    return out


# -- autofire -------------------------------------------------------------------------------------
def autofire(
    enc: Encounter,
    shots: int = 3,
    mode: str = "burst",
    *,
    narrow_field: bool = False,
    hit: bool = True,
) -> dict[str, Any]:
    """Bursts and full auto (``autofire.json``): +20% burst, +40% full auto (+20% more for
    targets in a narrow field); on a hit, a die by the shots fired gives the hits."""
    from core.rules.brp.attacks import autofire_hits

    r = row(enc, "autofire", mode=mode)
    bonus = int(r["skill_modifier"])
    if narrow_field:
        bonus += int(row(enc, "autofire", rule="narrow_field_targets")["skill_modifier"])
    out: dict[str, Any] = {"rule": "autofire", "modifier": bonus, "shots": shots}
    with enc.transaction(translate("brp", "Autofire")):
        text = translate("brp", "{name} of {shots} shots: {bonus:+d}% to the attack.").format(
            name=rule_text(r, "name").title(), shots=shots, bonus=bonus
        )
        if hit:
            hits, how = autofire_hits(enc, int(shots))
            out["hits"] = hits
            text += translate(
                "brp", " On a hit, {how} → {hits} hits (only the first can be special or critical)."
            ).format(how=how, hits=hits)
        out["text"] = text
        _log(enc, "autofire", text)
    return out


# -- explosions -----------------------------------------------------------------------------------
def explosion_dice(enc: Encounter, centre_d6: int, distance: float) -> int:
    """D6s at ``distance`` m from an explosion of ``centre_d6`` D6 (``explosions.json``: −1D6
    for every two metres from the epicentre; 5D6 dynamite: 0–2 m 5D6, 3–4 m 4D6 … 9–10 m 1D6)."""
    per = float(row(enc, "explosions", rule="falloff")["per_metres_from_epicentre"])
    steps = max(0, math.ceil(distance / per - 1e-9) - 1)
    return max(0, int(centre_d6) - steps)


def explosion(
    enc: Encounter,
    centre_d6: int = 5,
    *,
    target: str | None = None,
    distance_m: float | None = None,
    epicentre: str | None = None,
    demolition: str = "normal",
    defence: str = "none",
    apply: bool = True,
) -> dict[str, Any]:
    """An explosion (``explosions.json``, ``area_attacks.json``): radius 2 m per D6, damage
    falling 1D6 per 2 m. Demolition can add up to +50% or halve the charge. Each victim may
    Dodge (no damage) or roll Agility (half, rounded up); either way they end prone. Armour
    counts. One target (``target`` at ``distance_m``, or measured from ``epicentre``), or
    everyone within the radius of ``epicentre``."""
    d6 = int(centre_d6)
    if demolition == "increased":
        d6 = math.floor(d6 * 1.5)
    elif demolition == "halved":
        d6 = math.ceil(d6 * float(row(enc, "explosions", rule="demolition")["reduce_multiplier"]))
    radius = d6 * float(row(enc, "explosions", rule="radius_rule_of_thumb")["metres_per_d6"])
    victims: list[tuple[str, float]] = []
    if target is not None:
        if distance_m is None:
            if epicentre is None:
                raise RuleError(
                    translate("brp", "Give the distance from the epicentre, or the epicentre.")
                )
            from core.rules.brp.attacks import distance_m as dist

            distance_m = 0.0 if epicentre == target else dist(enc, epicentre, target)
        victims.append((target, float(distance_m)))
    elif epicentre is not None:
        from core.rules.brp.attacks import distance_m as dist

        for c in enc:
            d = 0.0 if c.name == epicentre else dist(enc, epicentre, c.name)
            if d <= radius:
                victims.append((c.name, d))
    else:
        raise RuleError(translate("brp", "Say who is caught: a target, or the epicentre."))
    out: dict[str, Any] = {"rule": "explosion", "centre_d6": d6, "radius_m": radius, "victims": []}
    with enc.transaction(translate("brp", "Explosion")):
        lines = [
            translate("brp", "Explosion of {d6}D6 (radius {radius:g} m).").format(
                d6=d6, radius=radius
            )
        ]
        for name, d in victims:
            n = explosion_dice(enc, d6, d)
            v: dict[str, Any] = {"name": name, "distance_m": round(d, 1), "dice": f"{n}D6"}
            if n <= 0:
                lines.append(
                    translate("brp", "{name} ({d:.1f} m): out of the blast.").format(name=name, d=d)
                )
                v["damage"] = 0
                out["victims"].append(v)
                continue
            roll = enc.dice.roll(
                f"{n}d6", label=translate("brp", "explosion on {name}").format(name=name)
            )
            amount = roll.total
            note = ""
            if defence in ("dodge", "agility"):
                skill = "Dodge" if defence == "dodge" else "Agility"
                res = skill_roll(
                    enc,
                    name,
                    skill,
                    label=translate("brp", "{skill} against the blast").format(skill=skill),
                )
                if res.success and defence == "dodge":
                    amount, note = 0, translate("brp", " — dodged")
                elif res.success:
                    amount = round_by(amount / 2, str(setting(enc, "brp.area_half_rounding")))
                    note = translate("brp", " — halved by Agility")
                if enc.combatant(name).stance != "prone":
                    enc.set_stance(name, "prone")
                note += translate("brp", ", thrown prone")
            armour = _armour_points(enc, name) if amount else 0
            dealt = max(0, amount - armour)
            v.update(rolled=roll.total, damage=dealt, armour=armour)
            v["damage_result"] = _hurt(enc, name, dealt, "explosion", apply)
            lines.append(
                translate(
                    "brp", "{name} ({d:.1f} m): {d2}{note}; armour {armour} → {dealt}."
                ).format(name=name, d=d, d2=_d(roll), note=note, armour=armour, dealt=dealt)
            )
            out["victims"].append(v)
        out["text"] = " ".join(lines)
        _log(enc, "explosion", out["text"])
    return out


# -- knockback ------------------------------------------------------------------------------------
def knockback_rule(
    enc: Encounter, target: str, damage: int, *, mount_siz: int = 0, from_above: bool = False
) -> dict[str, Any]:
    """Knockback (``knockback.json``): the damage dealt against SIZ (+ a mount's SIZ after a
    successful Ride); the loser goes 1 m back per 5 points over SIZ and needs Agility to stay
    standing (prone otherwise). From above: no push, Agility or prone."""
    from core.rules.brp.attacks import knockback

    with enc.transaction(translate("brp", "Knockback on {target}").format(target=target)):
        res = knockback(enc, target, int(damage), from_above=from_above, mount_siz=mount_siz)
        siz = characteristic(enc, target, "siz")
        mount = f" + {mount_siz}" if mount_siz else ""
        what = (
            translate("brp", "resisted")
            if res["resisted"]
            else translate("brp", "pushed {pushed_m} m").format(pushed_m=res["pushed_m"])
        )
        fell = translate("brp", ", falls prone") if res["prone"] else ""
        text = translate(
            "brp", "Knockback: {damage} damage vs SIZ {siz}{mount}: {what}{fell}."
        ).format(damage=damage, siz=siz, mount=mount, what=what, fell=fell)
        _log(enc, "knockback", text, target)
    return {"rule": "knockback", **res, "text": text}


# -- vacuum ---------------------------------------------------------------------------------------
def vacuum(
    enc: Encounter,
    target: str,
    *,
    round: int = 1,
    exhaled: bool = True,
    suit_armour: int = 0,
    lasting: bool = False,
    apply: bool = True,
) -> dict[str, Any]:
    """Exposure to vacuum (``vacuum.json``): lungs collapse for 1D6+2 a round unless the air was
    breathed out; haemorrhage 1, 2, 4, 8 … a round (each armour point of a protective suit
    delays it a round); a Stamina roll on the first round for the eardrums; after CON×2 rounds
    sight rolls are Difficult. ``lasting``: the haemorrhage runs at the end of every round (a
    timed effect) until the GM removes it."""
    if round < 1:
        raise RuleError(translate("brp", "Exposure rounds count from 1."))
    out: dict[str, Any] = {"rule": "vacuum", "round": round}
    con = characteristic(enc, target, "con")
    assert con is not None
    with enc.transaction(translate("brp", "Vacuum on {target}").format(target=target)):
        bits = [
            translate("brp", "{target}, round {round} in vacuum.").format(
                target=target, round=round
            )
        ]
        effective = round - int(suit_armour)
        haem = 2 ** (effective - 1) if effective >= 1 else 0
        amount = haem
        if suit_armour:
            bits.append(
                translate(
                    "brp",
                    "The suit's {suit_armour} armour delays the haemorrhage {suit_armour} rounds.",
                ).format(suit_armour=suit_armour)
            )
        bits.append(translate("brp", "Haemorrhage: {haem}.").format(haem=haem))
        if not exhaled:
            lung = enc.dice.roll(
                row(enc, "vacuum", rule="lung_collapse")["damage_per_round"], label="lungs"
            )
            amount += lung.total
            bits.append(translate("brp", "Lungs collapse: {d}.").format(d=_d(lung)))
        if round == 1:
            ear = skill_roll(enc, target, "Stamina", label="eardrums")
            if not ear.success:
                bits.append(translate("brp", "The eardrums burst."))
        if round > con * int(row(enc, "vacuum", rule="vision")["con_multiplier"]):
            bits.append(translate("brp", "After CON×2 rounds: every sight roll is Difficult."))
        if lasting:
            dmg.add_ongoing(
                enc,
                target,
                "0",
                label="Vacuum haemorrhage",
                doubling=True,
                notes=translate("brp", "1, 2, 4, 8 … at the end of each round"),
            )
            bits.append(translate("brp", "The haemorrhage now doubles at the end of each round."))
        else:
            out["damage_result"] = _hurt(enc, target, amount, "vacuum", apply)
        out["damage"] = amount
        out["text"] = " ".join(bits)
        _log(enc, "vacuum", out["text"], target)
    return out


# -- falling --------------------------------------------------------------------------------------
def falling_dice(enc: Encounter, metres: float, siz: int | None, *, thrown: bool = False) -> int:
    """D6s for a fall (``falling.json``): 1D6 per 3 m (complete steps, ``brp.falling_partial_
    steps``), doubled if thrown, −1D6 for SIZ 5 or less, +1D6 for SIZ over 20 and +1D6 more per
    further started 20."""
    per = float(row(enc, "falling", rule="base_damage")["per_metres"])
    how = setting(enc, "brp.falling_partial_steps")
    n = math.floor(metres / per + 1e-9) if how == "floor" else math.ceil(metres / per - 1e-9)
    if thrown:
        n *= int(row(enc, "falling", rule="thrown_with_force")["dice_multiplier"])
    if siz is not None:
        small = row(enc, "falling", rule="small_character")
        large = row(enc, "falling", rule="large_character")
        if siz <= int(small["siz_max"]):
            n -= 1
        elif siz > int(large["siz_over"]):
            n += math.ceil(
                (siz - int(large["siz_over"])) / int(large["plus_per_further_fraction_of"])
            )
    return max(0, n)


def falling(
    enc: Encounter, target: str, metres: float, *, thrown: bool = False, apply: bool = True
) -> dict[str, Any]:
    """A fall: the dice, armour half protection for falls of up to 3 m."""
    siz = characteristic(enc, target, "siz", required=False)
    n = falling_dice(enc, float(metres), siz, thrown=thrown)
    out: dict[str, Any] = {"rule": "falling", "dice": f"{n}D6", "metres": metres}
    with enc.transaction(translate("brp", "{target} falls").format(target=target)):
        if n == 0:
            out.update(
                damage=0,
                text=translate("brp", "{target} falls {metres:g} m: no damage.").format(
                    target=target, metres=metres
                ),
            )
            _log(enc, "falling", out["text"], target)
            return out
        roll = enc.dice.roll(f"{n}d6", label="fall")
        armour_rule = row(enc, "falling", rule="armour")
        armour = 0
        if float(metres) <= float(armour_rule["max_fall_m"]):
            armour = math.floor(
                _armour_points(enc, target) * float(armour_rule["armour_multiplier"])
            )
        dealt = max(0, roll.total - armour)
        out.update(rolled=roll.total, armour=armour, damage=dealt)
        out["damage_result"] = _hurt(
            enc, target, dealt, translate("brp", "a {metres:g} m fall").format(metres=metres), apply
        )
        out["text"] = translate(
            "brp", "{target} falls {metres:g} m{value}: {d}; armour {armour} → {dealt}."
        ).format(
            target=target,
            metres=metres,
            value=" (thrown)" if thrown else "",
            d=_d(roll),
            armour=armour,
            dealt=dealt,
        )
        _log(enc, "falling", out["text"], target)
    return out


# -- fire -----------------------------------------------------------------------------------------
def fire(
    enc: Encounter,
    target: str,
    source_: str = "hand_torch",
    *,
    round: int = 1,
    clothed_unarmoured: bool = False,
    apply: bool = True,
) -> dict[str, Any]:
    """A round in fire (``fire.json``), dealt at the end of the round on DEX rank 1: candle 1,
    torch 1D6, bonfire 1D6+2, burning building 2D6, intense 3D6 (+1D6 after the first round).
    Armour counts for 1D3 rounds (a timed effect; random armour at most 1D6). A torch sets a
    clothed, unarmoured target alight on a failed Luck roll, a bonfire on a failed POW×1,
    intense fire always: "On fire" burns 1D6 at the end of every round until put out (remove
    the effect). More than 1/4 of the total hit points in burns: a Luck roll or lose 1D4
    characteristic points (at least 1 CHA)."""
    r = row(enc, "fire", source=source_)
    out: dict[str, Any] = {"rule": "fire", "source": source_}
    with enc.transaction(translate("brp", "Fire on {target}").format(target=target)):
        bits = [
            translate(
                "brp",
                "{target} in {r_name} ({damage_per_round} a round, at DEX rank 1 at "
                "the end of the round).",
            ).format(target=target, r_name=word(source_), damage_per_round=r["damage_per_round"])
        ]
        total, _f, text = roll_dice(enc, r["damage_per_round"], label="fire")
        if source_ == "intense" and round > 1:
            more, _f2, t2 = roll_dice(enc, r["extra_damage_after_first_round"], label="fire")
            total += more
            text += f" + {t2}"
        protect = _effect_named(enc, target, "Armour vs fire")
        if _has_armour(enc, target) and protect is None and round == 1:
            prot = row(enc, "fire", rule="armour_protection")
            n = enc.dice.roll(
                prot["duration_rounds"], label=translate("brp", "armour vs fire")
            ).total
            fx.add_effect(
                enc,
                target,
                "Armour vs fire",
                unit="rounds",
                count=n,
                kind="bonus",
                notes=translate("brp", "armour counts against fire"),
            )
            protect = _effect_named(enc, target, "Armour vs fire")
            bits.append(
                translate("brp", "Armour holds for {duration_rounds} = {n} rounds.").format(
                    duration_rounds=prot["duration_rounds"], n=n
                )
            )
        armour = 0
        if protect is not None:
            terms, _c = parse_dice(armour_of(enc, target))
            armour = _armour_points(enc, target)
            if terms:
                cap = enc.dice.roll(
                    row(enc, "fire", rule="random_armour_cap")["max_protection"]
                ).total
                armour = min(armour, cap)
        dealt = max(0, total - armour)
        bits.append(
            translate("brp", "Damage {text}; armour {armour} → {dealt}.").format(
                text=text, armour=armour, dealt=dealt
            )
        )
        out.update(rolled=total, armour=armour, damage=dealt)
        out["damage_result"] = _hurt(enc, target, dealt, "fire", apply)
        alight = None
        if source_ == "hand_torch" and clothed_unarmoured:
            alight = not skill_roll(
                enc, target, "Luck", label=translate("brp", "not catching fire")
            ).success
        elif source_ == "large_fire":
            alight = not characteristic_roll(
                enc, target, "pow", 1, label=translate("brp", "POW×1: hair and clothes")
            ).success
        elif r.get("auto_ignites"):
            alight = True
        if alight and _effect_named(enc, target, "On fire") is None:
            burn = row(enc, "fire", source="hand_torch")["burning_damage_per_round"]
            dmg.add_ongoing(
                enc,
                target,
                burn,
                label="On fire",
                notes=translate(
                    "brp", "clothes and hair burn until put out (a round, Luck if in doubt)"
                ),
            )
            bits.append(
                translate(
                    "brp", "{target} catches fire: {burn} at the end of every round until put out."
                ).format(target=target, burn=burn)
            )
        out["alight"] = bool(alight)
        burned = int(cpeek(enc, target).get("burned", 0)) + dealt
        clive(enc, target)["burned"] = burned
        _hp, total_hp = dmg.hit_points(enc, target)
        severe = row(enc, "fire", rule="severe_burns")
        if (
            total_hp
            and burned > math.ceil(total_hp * float(severe["threshold_fraction_of_total_hp"]))
            and not cpeek(enc, target).get("burn_check")
        ):
            clive(enc, target)["burn_check"] = True
            lk = skill_roll(enc, target, "Luck", label=translate("brp", "severe burns"))
            if not lk.success:
                loss = enc.dice.roll(severe["failure_characteristic_loss"], label="scars").total
                bits.append(
                    translate(
                        "brp",
                        "Severe burns: {target} loses {loss} characteristic points, at least 1 "
                        "of CHA (the GM chooses).",
                    ).format(target=target, loss=loss)
                )
                out["characteristic_loss"] = loss
        out["text"] = " ".join(bits)
        _log(enc, "fire", out["text"], target)
    return out


# -- cover, point-blank, size, shields, prone -----------------------------------------------------
def cover(enc: Encounter, skill: int, *, roll: int | None = None) -> dict[str, Any]:
    """Partial cover (``cover.json``): the attack is Difficult; rolls above the halved chance
    but within the normal skill hit the cover (72% → hits on 01–36, the cover on 37–72)."""
    hit = graded_chance(enc, int(skill), "difficult")
    out: dict[str, Any] = {"rule": "cover", "chance": hit, "cover_band": [hit + 1, int(skill)]}
    text = translate(
        "brp",
        "Partial cover: skill {skill}% becomes Difficult {hit}%; rolls "
        "{hit2:02d}–{skill2:02d} hit the cover.",
    ).format(skill=skill, hit=hit, hit2=hit + 1, skill2=int(skill))
    if roll is not None:
        result = "target" if roll <= hit else "cover" if roll <= int(skill) else "miss"
        out["result"] = result
        text += (
            translate("brp", " Roll {roll_faces}: hits the {result}.").format(
                roll_faces=roll_faces(roll), result=result
            )
            if result != "miss"
            else translate("brp", " Roll {roll_faces}: a miss.").format(roll_faces=roll_faces(roll))
        )
    out["text"] = text
    with enc.transaction(translate("brp", "Cover")):
        _log(enc, "cover", text)
    return out


def point_blank(
    enc: Encounter, attacker: str, *, target: str | None = None, distance_m: float | None = None
) -> dict[str, Any]:
    """Point-blank range (``point_blank.json``): a missile attack is Easy within DEX/3 m."""
    from core.rules.brp.attacks import distance_m as dist
    from core.rules.brp.attacks import point_blank_range

    limit = point_blank_range(enc, attacker)
    if limit is None:
        raise RuleError(translate("brp", "{attacker} has no DEX.").format(attacker=attacker))
    if distance_m is None and target is not None:
        distance_m = dist(enc, attacker, target)
    out: dict[str, Any] = {"rule": "point_blank", "limit_m": round(limit, 2)}
    text = translate("brp", "{attacker}'s point-blank range is DEX/3 = {limit:.1f} m.").format(
        attacker=attacker, limit=limit
    )
    if distance_m is not None:
        inside = (
            distance_m <= limit if setting(enc, "brp.point_blank_inclusive") else distance_m < limit
        )
        out.update(
            distance_m=round(distance_m, 2),
            point_blank=inside,
            grade="easy" if inside else "normal",
        )
        text += translate("brp", " At {distance_m:.1f} m: {value}.").format(
            distance_m=distance_m,
            value=translate("brp", "Easy (point-blank)")
            if inside
            else translate("brp", "not point-blank"),
        )
    out["text"] = text
    with enc.transaction(translate("brp", "Point-blank")):
        _log(enc, "point_blank", text, attacker)
    return out


def large_small(
    enc: Encounter,
    *,
    attacker: str | None = None,
    target: str | None = None,
    attacker_siz: int | None = None,
    target_siz: int | None = None,
) -> dict[str, Any]:
    """Large and small targets (``large_small_targets.json``): more than twice the attacker's
    SIZ +20%, less than half (rounded up) −20%."""
    sa = (
        attacker_siz
        if attacker_siz is not None
        else (characteristic(enc, attacker, "siz") if attacker else None)
    )
    st = (
        target_siz
        if target_siz is not None
        else (characteristic(enc, target, "siz") if target else None)
    )
    if sa is None or st is None:
        raise RuleError(translate("brp", "Give both SIZes (or two combatants with SIZ)."))
    large = row(enc, "large_small_targets", case="large")
    small = row(enc, "large_small_targets", case="small")
    if st > sa * large["siz_ratio_over"]:
        mod, case = int(large["skill_modifier"]), "large"
    elif st < math.ceil(sa * small["siz_ratio_under"]):
        mod, case = int(small["skill_modifier"]), "small"
    else:
        mod, case = 0, "same_relative_siz"
    text = translate("brp", "Target SIZ {st} against attacker SIZ {sa}: {case}, {mod:+d}%.").format(
        st=st, sa=sa, case=word(case), mod=mod
    )
    with enc.transaction(translate("brp", "Target size")):
        _log(enc, "large_small_targets", text, attacker)
    return {"rule": "large_small_targets", "modifier": mod, "case": case, "text": text}


def shields(
    enc: Encounter,
    shield: str = "full",
    *,
    kneeling: bool = False,
    fast_missile: bool = False,
    attack_level: str = "success",
    roll: bool = True,
    defender: str | None = None,
) -> dict[str, Any]:
    """A shield against a missile (``shields_vs_missiles.json``): medium or small 15%, full
    30% (kneeling 60%), large 60% (kneeling 90%); firearms and energy weapons only the base
    chance; special and critical hits are never blocked."""
    r = row(enc, "shields_vs_missiles", shield=shield)
    chance = (
        int(r["kneeling_block_chance"])
        if kneeling and not fast_missile and "kneeling_block_chance" in r
        else int(r["block_chance"])
    )
    out: dict[str, Any] = {"rule": "shields_vs_missiles", "chance": chance}
    with enc.transaction(translate("brp", "Shield block")):
        text = translate("brp", "{shield} shield: {chance}% to block.").format(
            shield=word(shield).capitalize(), chance=chance
        )
        if attack_level in ("special", "critical"):
            out["blocked"] = False
            text += translate("brp", " A {attack_level} hit isn't blocked.").format(
                attack_level=word(attack_level)
            )
        elif roll:
            res = percent_roll(
                enc, chance, label=translate("brp", "shield block"), name=defender, log=False
            )
            out["blocked"] = res.success
            text += (
                translate("brp", " Roll {roll_faces}: blocked.")
                if res.success
                else translate("brp", " Roll {roll_faces}: gets through.")
            ).format(roll_faces=roll_faces(res.roll))
        out["text"] = text
        _log(enc, "shields_vs_missiles", text, defender)
    return out


def prone(
    enc: Encounter,
    who: str,
    *,
    role: str = "attacked",
    weapon: str = "melee",
    range_band: str = "basic",
    change: str = "none",
) -> dict[str, Any]:
    """Prone (``prone.json``): attacks on the prone are Easy in melee and up to medium range,
    Difficult at long range; the prone attack, parry and dodge at Difficult (firearms,
    crossbows and energy weapons at full skill); no positive damage modifier; standing up
    costs 5 DEX ranks and replaces the attack (a Difficult Dodge stands them up with the
    attack kept). ``change``: ``drop_prone`` or ``stand_up`` the combatant (the map stance)."""
    with enc.transaction(translate("brp", "Prone")):
        if role == "attacked":
            if weapon == "melee" or setting(enc, "brp.prone_target_modifier") == "always_easy":
                grade = "easy"
            else:
                grade = "difficult" if range_band == "long" else "easy"
        elif weapon in ("melee", "two_handed_melee"):
            grade = "difficult"
        elif weapon == "firearm":
            grade = "normal"
        else:
            grade = "difficult"
        text = (
            translate("brp", "{who} prone, {role}, {weapon} at {range_band} range")
            if weapon != "melee" and role == "attacked"
            else translate("brp", "{who} prone, {role}, {weapon}")
        ).format(
            who=who,
            role=word(role),
            weapon=word(weapon),
            range_band=word(range_band) if range_band else "",
        )
        text += f": {word(grade.title())}."
        if change == "drop_prone":
            enc.set_stance(who, "prone")
            text += translate("brp", " {who} drops prone.").format(who=who)
        elif change == "stand_up":
            enc.set_stance(who, "standing")
            text += translate("brp", " {who} stands up (5 DEX ranks; replaces the attack).").format(
                who=who
            )
        _log(enc, "prone", text, who)
    return {"rule": "prone", "grade": grade, "text": text}


# -- mounted, underwater, zero-g ------------------------------------------------------------------
def mounted(
    enc: Encounter, rider: str, event: str = "cap", *, skill: int | None = None, apply: bool = True
) -> dict[str, Any]:
    """Mounted combat (``mounted_combat.json``). ``cap``: combat skills capped by Ride, dodges
    Difficult, higher ground over those on foot. ``fall``: a Luck roll or 1D6; a fumble drags
    the rider 1D3 a round (until a Difficult Agility roll: remove "Dragged"); either way a
    Stamina roll or stunned next round."""
    out: dict[str, Any] = {"rule": "mounted", "event": event}
    with enc.transaction(translate("brp", "{rider}: mounted").format(rider=rider)):
        if event == "cap":
            ride = None
            try:
                from core.rules.brp.state import skill_value

                ride, _ = skill_value(enc, rider, "Ride")
            except RuleError:
                pass
            capped = None if skill is None or ride is None else min(int(skill), ride)
            out.update(ride=ride, capped=capped)
            ride_text = "?" if ride is None else str(ride)
            capped_text = "" if capped is None else f" ({skill}% → {capped}%)"
            text = translate(
                "brp",
                "{rider} mounted: combat skills capped by Ride "
                "{ride_text}%{capped_text}; dodges Difficult; higher ground (+10%) "
                "over those on foot.",
            ).format(rider=rider, ride_text=ride_text, capped_text=capped_text)
        else:
            r = row(enc, "mounted_combat", rule="falling_off")
            lk = skill_roll(enc, rider, "Luck", label=translate("brp", "falling from the mount"))
            text = translate("brp", "{rider} falls from the mount: Luck {result}.").format(
                rider=rider, result=LEVEL_WORDS[str(lk)]
            )
            if not lk.success:
                roll = enc.dice.roll(
                    r["damage_on_failure"], label=translate("brp", "fall from the mount")
                )
                out["damage_result"] = _hurt(
                    enc, rider, roll.total, translate("brp", "fall from the mount"), apply
                )
                text += translate("brp", " Damage {d}.").format(d=_d(roll))
            drag_on = setting(enc, "brp.mount_fall_drag_on")
            if str(lk) == "fumble" or (drag_on == "failure" and not lk.success):
                dmg.add_ongoing(
                    enc,
                    rider,
                    r["drag_damage_per_round"],
                    label="Dragged",
                    notes=translate("brp", "until a Difficult Agility roll frees them"),
                )
                text += translate(
                    "brp", " Caught in the saddle: dragged for {drag_damage_per_round} a round."
                ).format(drag_damage_per_round=r["drag_damage_per_round"])
            st = skill_roll(enc, rider, "Stamina", label=translate("brp", "stunned by the fall?"))
            if not st.success:
                dmg.add_condition(
                    enc, rider, "stunned", rounds=1, notes=translate("brp", "fall from the mount")
                )
                text += translate("brp", " Stunned next round.")
            out["level"] = str(lk)
        out["text"] = text
        _log(enc, "mounted_combat", text, rider)
    return out


def underwater(
    enc: Encounter,
    *,
    damage: int = 0,
    impaling: bool = False,
    armour: int = 0,
    skill: int | None = None,
    swim: int | None = None,
) -> dict[str, Any]:
    """Under water (``underwater_combat.json``): non-impaling damage halved (rounded up) and
    +3 armour against it; attacks, parries and dodges capped by Swim; shield parries
    Impossible; fatigue doubled."""
    half = row(enc, "underwater_combat", rule="non_impaling_damage")
    water = int(row(enc, "underwater_combat", rule="water_armour")["armour_bonus"])
    if impaling:
        eff_damage, eff_armour = int(damage), int(armour)
    else:
        eff_damage = math.ceil(int(damage) * float(half["damage_multiplier"]))
        eff_armour = int(armour) + (water if setting(enc, "brp.underwater_stack") else 0)
    dealt = max(0, eff_damage - eff_armour)
    capped = None if skill is None or swim is None else min(int(skill), int(swim))
    text = translate(
        "brp",
        "Under water: damage {damage} → {eff_damage}, armour {armour} → "
        "{eff_armour}: {dealt} gets through.",
    ).format(
        damage=damage, eff_damage=eff_damage, armour=armour, eff_armour=eff_armour, dealt=dealt
    )
    if capped is not None:
        text += translate("brp", " Skill {skill}% capped by Swim {swim}% → {capped}%.").format(
            skill=skill, swim=swim, capped=capped
        )
    text += translate("brp", " No shield parries; fatigue doubled.")
    with enc.transaction(translate("brp", "Under water")):
        _log(enc, "underwater_combat", text)
    return {
        "rule": "underwater",
        "damage": eff_damage,
        "armour": eff_armour,
        "dealt": dealt,
        "skill": capped,
        "text": text,
    }


def zero_g(enc: Encounter, target: str) -> dict[str, Any]:
    """Zero gravity (``zero_g.json``): an Agility roll each round the character fights or
    exerts themself; failure makes all such actions Difficult this round (a timed effect
    ``{"difficult": 1}``). Impacts knock back (half to the attacker unless braced) and
    impact damage on objects is halved."""
    with enc.transaction(translate("brp", "{target} in zero-g").format(target=target)):
        res = skill_roll(enc, target, "Agility", label="zero-g")
        text = translate("brp", "{target} in zero-g: Agility {result}.").format(
            target=target, result=LEVEL_WORDS[str(res)]
        )
        if not res.success:
            fx.add_effect(
                enc,
                target,
                "Zero-g: actions Difficult",
                unit="rounds",
                count=1,
                modifiers={"difficult": 1},
                kind="penalty",
            )
            text += translate("brp", " Every combat or physical action is Difficult this round.")
        _log(enc, "zero_g", text, target)
    return {"rule": "zero_g", "level": str(res), "text": text}


# -- weather --------------------------------------------------------------------------------------
def _set_weather(enc: Encounter, key: str, value: str | None) -> None:
    weather = live(enc).setdefault("weather", {})
    if value in (None, "none"):
        weather.pop(key, None)
    else:
        weather[key] = value


def weather_wind(
    enc: Encounter, wind: str = "strong", *, target: str | None = None, wind_str: int | None = None
) -> dict[str, Any]:
    """Wind (``wind.json``): its skill modifier applies to thrown and missile weapons (not
    firearms or energy weapons) and movement; with ``target``, a STR vs STR roll to stay
    standing (a failure: they fall). Sets the scene's wind for attacks."""
    r = row(enc, "wind", wind=wind)
    out: dict[str, Any] = {"rule": "wind", "modifier": int(r["skill_modifier"])}
    with enc.transaction(translate("brp", "Wind")):
        _set_weather(enc, "wind", None if wind == "light_to_moderate" else wind)
        band = f"{r['str_min']}–{r['str_max']}" if r["str_max"] else f"{r['str_min']}+"
        text = translate(
            "brp", "{name} (STR {band}): {skill_modifier:+d}% to missiles and movement."
        ).format(name=rule_text(r, "name"), band=band, skill_modifier=int(r["skill_modifier"]))
        if target is not None:
            strength = int(wind_str if wind_str is not None else r["str_max"] or r["str_min"])
            own = characteristic(enc, target, "str")
            assert own is not None
            res = resistance_roll(
                enc,
                strength,
                own,
                label=translate("brp", "the wind against STR"),
                name=target,
                active_label=translate("brp", "wind STR"),
                passive_label="STR",
            )
            if res.success:
                enc.set_stance(target, "prone")
                text += translate("brp", " {target} is blown over (see falling).").format(
                    target=target
                )
            else:
                text += translate("brp", " {target} keeps their feet.").format(target=target)
            out["knocked_down"] = res.success
        out["text"] = text
        _log(enc, "wind", text, target)
    return out


def weather_cloud(
    enc: Encounter, cloud: str = "heavy", *, roll_rain: bool = False, precipitation: str = "rain"
) -> dict[str, Any]:
    """Cloud cover (``cloud_cover.json``): a modifier to Navigate, astronomy and anything
    needing sunlight, and the day's chance of rain; ``roll_rain`` rolls D100 — at or under the
    chance it rains that many millimetres (``rain.json``), setting the precipitation."""
    r = row(enc, "cloud_cover", cover=cloud)
    out: dict[str, Any] = {
        "rule": "cloud_cover",
        "modifier": int(r["skill_modifier"]),
        "rain_chance": int(r["rain_chance"]),
    }
    with enc.transaction(translate("brp", "Cloud cover")):
        _set_weather(enc, "cloud", cloud)
        text = translate(
            "brp",
            "{name}: {skill_modifier:+d}% to Navigate and the like; {rain_chance}% chance of rain.",
        ).format(
            name=rule_text(r, "name"),
            skill_modifier=int(r["skill_modifier"]),
            rain_chance=r["rain_chance"],
        )
        if r.get("partial_darkness"):
            text += translate("brp", " Partial darkness.")
        if roll_rain:
            d = enc.dice.roll("1d100", label="rain").total
            rains = d <= int(r["rain_chance"])
            out.update(rain_roll=d, rains=rains, rain_mm=d if rains else 0)
            text += f" D100 {roll_faces(d)}: " + (
                translate("brp", "{precipitation} falls, {d} mm.").format(
                    precipitation=rule_text(row(enc, "rain", precipitation=precipitation), "name"),
                    d=d,
                )
                if rains
                else translate("brp", "no rain.")
            )
            if rains:
                _set_weather(enc, "precipitation", precipitation)
        out["text"] = text
        _log(enc, "cloud_cover", text)
    return out


def weather_rain(enc: Encounter, precipitation: str = "rain") -> dict[str, Any]:
    """Precipitation (``rain.json``): rain −10%, snow −25%, sleet −50%, hail −75% to the skills
    it hampers (missile attacks here). ``"none"`` clears it."""
    with enc.transaction(translate("brp", "Precipitation")):
        _set_weather(enc, "precipitation", precipitation)
        if precipitation == "none":
            text, mod = translate("brp", "The precipitation stops."), 0
        else:
            r = row(enc, "rain", precipitation=precipitation)
            mod = int(r["skill_modifier"])
            text = translate(
                "brp", "{precipitation}: {mod:+d}% to the skills it hampers (missile attacks)."
            ).format(precipitation=rule_text(r, "name"), mod=mod)
        _log(enc, "rain", text)
    return {"rule": "rain", "modifier": mod, "text": text}


# -- numbers, disease, radiation ------------------------------------------------------------------
def superior_numbers(enc: Encounter, attackers: int, situation: str = "open") -> dict[str, Any]:
    """How many melee attackers reach one defender (``superior_numbers.json``): 5 in the open,
    2 with large weapons in a confined space, 8 with long spears; the rest can't attack."""
    limit = int(row(enc, "superior_numbers", case=situation)["max_melee_attackers"])
    excluded = max(0, int(attackers) - limit)
    text = translate(
        "brp", "{attackers} attackers, {situation}: at most {limit} attack; {excluded} can't."
    ).format(attackers=attackers, situation=word(situation), limit=limit, excluded=excluded)
    with enc.transaction(translate("brp", "Superior numbers")):
        _log(enc, "superior_numbers", text)
    return {"rule": "superior_numbers", "max": limit, "excluded": excluded, "text": text}


def disease(
    enc: Encounter,
    target: str,
    step: str = "exposure",
    *,
    kind: str = "chills",
    strenuous_conditions: int = 0,
) -> dict[str, Any]:
    """Disease (``disease.json``). ``exposure``: a Stamina roll; failure contracts it (a
    timed effect until cured) and the first characteristic point goes within 24 hours.
    ``recovery`` (each morning from the second day): CON×2, then ×3 … (−1 per strenuous
    condition, at least ×1); success cures; failure costs another point and the next morning's
    multiplier rises by 1 — or falls by 1 on a fumble (``brp.disease_multiplier_drop_on``). The
    severity table is missing from the seed: one point per failed roll."""
    d = row(enc, "disease", disease=kind)
    char = str(d["characteristic"]).lower()
    if kind == "malaise":
        char = str(setting(enc, "brp.malaise_characteristic"))
    out: dict[str, Any] = {
        "rule": "disease",
        "step": step,
        "disease": kind,
        "characteristic": char.upper(),
    }
    label = f"Disease ({d['name']})"
    with enc.transaction(translate("brp", "{target}: disease").format(target=target)):
        state = dict(cpeek(enc, target).get("disease") or {})
        if step == "exposure":
            res = skill_roll(
                enc,
                target,
                "Stamina",
                label=translate("brp", "exposure to {name}").format(name=rule_text(d, "name")),
            )
            out["level"] = str(res)
            if res.success:
                text = translate("brp", "{target} shakes off {name}.").format(
                    target=target, name=rule_text(d, "name")
                )
            else:
                first = row(enc, "disease", rule="recovery_progression", day=2)
                eid = fx.add_effect(
                    enc,
                    target,
                    label,
                    unit="until_removed",
                    kind="penalty",
                    notes=translate("brp", "attacks {char}").format(char=char.upper()),
                )
                state = {
                    "kind": kind,
                    "effect": eid,
                    "multiplier": int(first["con_multiplier"]),
                    "day": 1,
                    "lost": 1,
                }
                clive(enc, target)["disease"] = state
                text = translate(
                    "brp",
                    "{target} contracts {name}: 1 {char} point lost within 24 hours; "
                    "recovery rolls from the second morning at CON×{multiplier}.",
                ).format(
                    target=target,
                    name=rule_text(d, "name"),
                    char=char.upper(),
                    multiplier=state["multiplier"],
                )
            out["text"] = text
            _log(enc, "disease", text, target)
            return out
        if not state:
            raise RuleError(
                translate("brp", "{target} has no disease to recover from.").format(target=target)
            )
        per = int(
            row(enc, "disease", rule="strenuous_conditions")["con_multiplier_change_per_condition"]
        )
        mult = max(1, int(state["multiplier"]) + per * int(strenuous_conditions))
        res = characteristic_roll(
            enc,
            target,
            "con",
            mult,
            label=translate("brp", "recovery: CON×{mult}").format(mult=mult),
        )
        out.update(level=str(res), multiplier=mult)
        if res.success:
            if any(e["id"] == state.get("effect") for e in fx.effects_on(enc, target)):
                fx.remove_effect(enc, state["effect"])
            clive(enc, target).pop("disease", None)
            text = translate(
                "brp", "{target} recovers from {name} (lost {lost} {char} in all)."
            ).format(
                target=target,
                name=rule_text(d, "name"),
                lost=state.get("lost", 0),
                char=char.upper(),
            )
        else:
            drop_on = setting(enc, "brp.disease_multiplier_drop_on")
            step_change = int(row(enc, "disease", rule="failure_reduces")["con_multiplier_change"])
            lowers = str(res) == "fumble" or drop_on == "failure"
            new_mult = max(1, int(state["multiplier"]) + (step_change if lowers else 1))
            state.update(
                multiplier=new_mult,
                day=int(state.get("day", 1)) + 1,
                lost=int(state.get("lost", 0)) + 1,
            )
            clive(enc, target)["disease"] = state
            text = translate(
                "brp",
                "{target} stays sick: another {char} point lost ({lost} in all); "
                "tomorrow CON×{new_mult}.",
            ).format(target=target, char=char.upper(), lost=state["lost"], new_mult=new_mult)
            out["lost"] = state["lost"]
        out["text"] = text
        _log(enc, "disease", text, target)
    return out


def radiation(enc: Encounter, target: str, pot: int, *, mutation: bool = False) -> dict[str, Any]:
    """Radiation (``radiation.json``): POT against CON; the GM assigns POT and effects (the
    effects table is missing from the seed). First aid does nothing. Optionally a POW×1 chance
    of a beneficial mutation."""
    con = characteristic(enc, target, "con")
    assert con is not None
    out: dict[str, Any] = {"rule": "radiation", "pot": pot}
    with enc.transaction(translate("brp", "Radiation on {target}").format(target=target)):
        res = resistance_roll(
            enc,
            int(pot),
            con,
            label=translate("brp", "Radiation POT {pot} vs CON").format(pot=pot),
            name=target,
            active_label="POT",
            passive_label="CON",
        )
        affected = res.success
        text = translate("brp", "Radiation POT {pot} on {target}: ").format(
            pot=pot, target=target
        ) + (
            translate("brp", "it takes hold (the GM applies its effects; first aid is useless).")
            if affected
            else translate("brp", "they avoid its effects for now.")
        )
        out.update(affected=affected, level=str(res))
        if mutation:
            m = characteristic_roll(
                enc, target, "pow", 1, label=translate("brp", "beneficial mutation")
            )
            out["mutation"] = m.success
            text += (
                translate("brp", " A beneficial mutation!")
                if m.success
                else translate("brp", " No mutation.")
            )
        out["text"] = text
        _log(enc, "radiation", text, target)
    return out


# -- the catalogue --------------------------------------------------------------------------------
_CATALOGUE: list[tuple[str, str, str, bool, Aid, list[dict[str, Any]]]] = [
    (
        "acid",
        QT_TRANSLATE_NOOP("brp", "Acid"),
        "acid",
        True,
        acid,
        [
            _p("target", "combatant", required=True),
            _p("strength", "choice", choices=_choices("acid", "strength"), default="strong"),
            _p(
                "armoured",
                "bool",
                label=QT_TRANSLATE_NOOP("brp", "Armoured (default: has armour)"),
                default=None,
            ),
            _p("new_exposure", "bool", default=True),
            _p(
                "lasting",
                "bool",
                label=QT_TRANSLATE_NOOP("brp", "Contact lasts (damage every round)"),
                default=False,
            ),
            _p("apply", "bool", label=QT_TRANSLATE_NOOP("brp", "Apply the damage"), default=True),
        ],
    ),
    (
        "asphyxiation",
        QT_TRANSLATE_NOOP("brp", "Suffocation, drowning, asphyxiation"),
        "asphyxiation",
        True,
        asphyxiation,
        [
            _p("target", "combatant", required=True),
            _p(
                "substance",
                "choice",
                choices=(*_choices("asphyxiation", "substance"), "strangling"),
                default="water",
            ),
            _p("round", "int", label=QT_TRANSLATE_NOOP("brp", "Exposure round"), default=1),
            _p(
                "sudden",
                "bool",
                label=QT_TRANSLATE_NOOP("brp", "Sudden (Luck roll first)"),
                default=False,
            ),
            _p("luck", "choice", choices=("roll", "passed", "failed"), default="roll"),
            _p("apply", "bool", default=True),
        ],
    ),
    (
        "poison",
        QT_TRANSLATE_NOOP("brp", "Poison and antidotes"),
        "poison",
        True,
        poison,
        [
            _p("target", "combatant", required=True),
            _p("pot", "int", label=QT_TRANSLATE_NOOP("brp", "Poison POT"), required=True),
            _p("speed", "choice", choices=("fast", "slow", "immediate"), default="fast"),
            _p("antidote_pot", "int", label=QT_TRANSLATE_NOOP("brp", "Antidote POT"), default=0),
            _p("apply", "bool", default=True),
        ],
    ),
    (
        "autofire",
        QT_TRANSLATE_NOOP("brp", "Bursts and automatic fire"),
        "autofire",
        False,
        autofire,
        [
            _p("shots", "int", default=3),
            _p("mode", "choice", choices=("burst", "full_auto"), default="burst"),
            _p("narrow_field", "bool", default=False),
            _p(
                "hit",
                "bool",
                label=QT_TRANSLATE_NOOP("brp", "The attack hit: roll the hits"),
                default=True,
            ),
        ],
    ),
    (
        "explosion",
        QT_TRANSLATE_NOOP("brp", "Explosions"),
        "explosions",
        False,
        explosion,
        [
            _p("centre_d6", "int", label=QT_TRANSLATE_NOOP("brp", "D6 at the centre"), default=5),
            _p("target", "combatant"),
            _p(
                "distance_m",
                "float",
                label=QT_TRANSLATE_NOOP("brp", "Distance from the epicentre (m)"),
            ),
            _p("epicentre", "combatant", label=QT_TRANSLATE_NOOP("brp", "Epicentre (a combatant)")),
            _p("demolition", "choice", choices=("normal", "increased", "halved"), default="normal"),
            _p("defence", "choice", choices=("none", "dodge", "agility"), default="none"),
            _p("apply", "bool", default=True),
        ],
    ),
    (
        "knockback",
        QT_TRANSLATE_NOOP("brp", "Knockback"),
        "knockback",
        False,
        knockback_rule,
        [
            _p("target", "combatant", required=True),
            _p("damage", "int", label=QT_TRANSLATE_NOOP("brp", "Damage dealt"), required=True),
            _p(
                "mount_siz",
                "int",
                label=QT_TRANSLATE_NOOP("brp", "Mount or vehicle SIZ (after a Ride roll)"),
                default=0,
            ),
            _p("from_above", "bool", default=False),
        ],
    ),
    (
        "vacuum",
        QT_TRANSLATE_NOOP("brp", "Vacuum"),
        "vacuum",
        True,
        vacuum,
        [
            _p("target", "combatant", required=True),
            _p("round", "int", label=QT_TRANSLATE_NOOP("brp", "Round in vacuum"), default=1),
            _p(
                "exhaled",
                "bool",
                label=QT_TRANSLATE_NOOP("brp", "Breathed out first"),
                default=True,
            ),
            _p(
                "suit_armour",
                "int",
                label=QT_TRANSLATE_NOOP("brp", "Protective suit armour"),
                default=0,
            ),
            _p(
                "lasting",
                "bool",
                label=QT_TRANSLATE_NOOP("brp", "Haemorrhage every round"),
                default=False,
            ),
            _p("apply", "bool", default=True),
        ],
    ),
    (
        "falling",
        QT_TRANSLATE_NOOP("brp", "Falling"),
        "falling",
        False,
        falling,
        [
            _p("target", "combatant", required=True),
            _p("metres", "float", required=True),
            _p(
                "thrown", "bool", label=QT_TRANSLATE_NOOP("brp", "Thrown with force"), default=False
            ),
            _p("apply", "bool", default=True),
        ],
    ),
    (
        "fire",
        QT_TRANSLATE_NOOP("brp", "Fire and heat"),
        "fire",
        True,
        fire,
        [
            _p("target", "combatant", required=True),
            _p(
                "source_",
                "choice",
                label=QT_TRANSLATE_NOOP("brp", "Fire"),
                choices=_choices("fire", "source"),
                default="hand_torch",
            ),
            _p("round", "int", label=QT_TRANSLATE_NOOP("brp", "Round of exposure"), default=1),
            _p("clothed_unarmoured", "bool", default=False),
            _p("apply", "bool", default=True),
        ],
    ),
    (
        "cover",
        QT_TRANSLATE_NOOP("brp", "Cover"),
        "cover",
        False,
        cover,
        [
            _p("skill", "int", label=QT_TRANSLATE_NOOP("brp", "Normal skill %"), required=True),
            _p("roll", "int", label=QT_TRANSLATE_NOOP("brp", "The d100 roll (optional)")),
        ],
    ),
    (
        "point_blank",
        QT_TRANSLATE_NOOP("brp", "Point-blank range"),
        "point_blank",
        False,
        point_blank,
        [
            _p("attacker", "combatant", required=True),
            _p("target", "combatant"),
            _p("distance_m", "float"),
        ],
    ),
    (
        "large_small_targets",
        QT_TRANSLATE_NOOP("brp", "Large and small targets"),
        "large_small_targets",
        False,
        large_small,
        [
            _p("attacker", "combatant"),
            _p("target", "combatant"),
            _p("attacker_siz", "int"),
            _p("target_siz", "int"),
        ],
    ),
    (
        "shields_vs_missiles",
        QT_TRANSLATE_NOOP("brp", "Shields against missiles"),
        "shields_vs_missiles",
        False,
        shields,
        [
            _p(
                "shield",
                "choice",
                choices=_choices("shields_vs_missiles", "shield"),
                default="full",
            ),
            _p("kneeling", "bool", default=False),
            _p(
                "fast_missile",
                "bool",
                label=QT_TRANSLATE_NOOP("brp", "Firearm or energy weapon"),
                default=False,
            ),
            _p(
                "attack_level",
                "choice",
                choices=("success", "special", "critical"),
                default="success",
            ),
            _p("roll", "bool", label=QT_TRANSLATE_NOOP("brp", "Roll the block"), default=True),
            _p("defender", "combatant"),
        ],
    ),
    (
        "prone",
        QT_TRANSLATE_NOOP("brp", "Prone"),
        "prone",
        False,
        prone,
        [
            _p("who", "combatant", required=True),
            _p("role", "choice", choices=("attacked", "attacking"), default="attacked"),
            _p(
                "weapon",
                "choice",
                choices=("melee", "two_handed_melee", "firearm", "other_missile"),
                default="melee",
            ),
            _p("range_band", "choice", choices=("basic", "medium", "long"), default="basic"),
            _p("change", "choice", choices=("none", "drop_prone", "stand_up"), default="none"),
        ],
    ),
    (
        "mounted",
        QT_TRANSLATE_NOOP("brp", "Mounted combat"),
        "mounted_combat",
        True,
        mounted,
        [
            _p("rider", "combatant", required=True),
            _p("event", "choice", choices=("cap", "fall"), default="cap"),
            _p("skill", "int", label=QT_TRANSLATE_NOOP("brp", "Combat skill % (to cap)")),
            _p("apply", "bool", default=True),
        ],
    ),
    (
        "underwater",
        QT_TRANSLATE_NOOP("brp", "Underwater combat"),
        "underwater_combat",
        False,
        underwater,
        [
            _p("damage", "int", default=0),
            _p("impaling", "bool", default=False),
            _p("armour", "int", default=0),
            _p("skill", "int"),
            _p("swim", "int"),
        ],
    ),
    (
        "zero_g",
        QT_TRANSLATE_NOOP("brp", "Zero gravity"),
        "zero_g",
        True,
        zero_g,
        [_p("target", "combatant", required=True)],
    ),
    (
        "weather_wind",
        QT_TRANSLATE_NOOP("brp", "Weather: wind"),
        "wind",
        True,
        weather_wind,
        [
            _p("wind", "choice", choices=_choices("wind", "wind"), default="strong"),
            _p("target", "combatant", label=QT_TRANSLATE_NOOP("brp", "Who must keep their feet")),
            _p(
                "wind_str",
                "int",
                label=QT_TRANSLATE_NOOP("brp", "Wind STR (default: the band's top)"),
            ),
        ],
    ),
    (
        "weather_cloud",
        QT_TRANSLATE_NOOP("brp", "Weather: cloud cover"),
        "cloud_cover",
        True,
        weather_cloud,
        [
            _p("cloud", "choice", choices=_choices("cloud_cover", "cover"), default="heavy"),
            _p("roll_rain", "bool", label=QT_TRANSLATE_NOOP("brp", "Roll for rain"), default=False),
            _p(
                "precipitation", "choice", choices=_choices("rain", "precipitation"), default="rain"
            ),
        ],
    ),
    (
        "weather_rain",
        QT_TRANSLATE_NOOP("brp", "Weather: rain, snow, sleet, hail"),
        "rain",
        True,
        weather_rain,
        [
            _p(
                "precipitation",
                "choice",
                choices=("none", *_choices("rain", "precipitation")),
                default="rain",
            )
        ],
    ),
    (
        "superior_numbers",
        QT_TRANSLATE_NOOP("brp", "Superior numbers"),
        "superior_numbers",
        False,
        superior_numbers,
        [
            _p("attackers", "int", required=True),
            _p("situation", "choice", choices=_choices("superior_numbers", "case"), default="open"),
        ],
    ),
    (
        "disease",
        QT_TRANSLATE_NOOP("brp", "Disease"),
        "disease",
        True,
        disease,
        [
            _p("target", "combatant", required=True),
            _p("step", "choice", choices=("exposure", "recovery"), default="exposure"),
            _p(
                "kind",
                "choice",
                label=QT_TRANSLATE_NOOP("brp", "Disease"),
                choices=_choices("disease", "disease"),
                default="chills",
            ),
            _p("strenuous_conditions", "int", default=0),
        ],
    ),
    (
        "radiation",
        QT_TRANSLATE_NOOP("brp", "Radiation"),
        "radiation",
        False,
        radiation,
        [
            _p("target", "combatant", required=True),
            _p("pot", "int", label=QT_TRANSLATE_NOOP("brp", "Radiation POT"), required=True),
            _p(
                "mutation",
                "bool",
                label=QT_TRANSLATE_NOOP("brp", "Chance of a beneficial mutation (POW×1)"),
                default=False,
            ),
        ],
    ),
]


def spot_rules() -> list[dict[str, Any]]:
    """Every aid: ``id``, ``title``, ``table`` (its data file), ``section`` (the seed's
    heading), ``lasting`` (whether it can leave a timed effect), ``help`` and ``params``."""
    from core.resources import load_table

    out = []
    for rid, title, table_id, lasting, fn, params in _CATALOGUE:
        out.append(
            {
                "id": rid,
                "title": tr(title),
                "table": f"{table_id}.json",
                "section": load_table("brp", table_id)["source"]["section"].strip("*").strip(),
                "lasting": lasting,
                "help": tool_help(rid, fn),
                "params": [
                    dict(p, label=tr(p["label"]), choices=list(p["choices"])) for p in params
                ],
            }
        )
    return out


def _coerce(enc: Encounter, rid: str, p: Mapping[str, Any], value: Any) -> Any:
    t, name = p["type"], p["name"]
    if value is None:
        return None
    if t == "combatant":
        if not isinstance(value, str) or value not in enc:
            raise RuleError(
                translate(
                    "brp", "{rid}: {name} must be a combatant of this encounter, not {value!r}."
                ).format(rid=rid, name=name, value=value)
            )
        return value
    if t == "int":
        if isinstance(value, bool):
            raise RuleError(
                translate("brp", "{rid}: {name} is a whole number.").format(rid=rid, name=name)
            )
        if isinstance(value, str) and value.strip().lstrip("+-").isdigit():
            value = int(value)
        if not isinstance(value, int):
            raise RuleError(
                translate("brp", "{rid}: {name} is a whole number, not {value!r}.").format(
                    rid=rid, name=name, value=value
                )
            )
        return value
    if t == "float":
        if isinstance(value, bool):
            raise RuleError(
                translate("brp", "{rid}: {name} is a number.").format(rid=rid, name=name)
            )
        try:
            return float(value)
        except (TypeError, ValueError):
            raise RuleError(
                translate("brp", "{rid}: {name} is a number, not {value!r}.").format(
                    rid=rid, name=name, value=value
                )
            ) from None
    if t == "bool":
        if not isinstance(value, bool):
            raise RuleError(
                translate("brp", "{rid}: {name} is true or false.").format(rid=rid, name=name)
            )
        return value
    if t == "choice":
        if value not in p["choices"]:
            raise RuleError(
                translate("brp", "{rid}: {name} is one of {map}, not {value!r}.").format(
                    rid=rid, name=name, map=", ".join(map(str, p["choices"])), value=value
                )
            )
        return value
    return str(value)


def run_spot_rule(enc: Encounter, rule_id: str, **params: Any) -> dict[str, Any]:
    """Run the aid ``rule_id`` with ``params`` checked against :func:`spot_rules`: unknown or
    missing parameters, wrong types and unknown combatants are refused (:class:`RuleError`)
    before anything changes. Returns the aid's result dict (always with ``"rule"`` and
    ``"text"``)."""
    entry = next((e for e in _CATALOGUE if e[0] == rule_id), None)
    if entry is None:
        known = ", ".join(e[0] for e in _CATALOGUE)
        raise RuleError(
            translate("brp", "Unknown spot rule {rule_id!r}; known: {known}.").format(
                rule_id=rule_id, known=known
            )
        )
    _rid, _title, _table, _lasting, fn, spec = entry
    names = {p["name"] for p in spec}
    unknown = set(params) - names
    if unknown:
        raise RuleError(
            translate("brp", "{rule_id}: unknown parameter(s) {unknown}.").format(
                rule_id=rule_id, unknown=", ".join(sorted(unknown))
            )
        )
    kwargs: dict[str, Any] = {}
    for p in spec:
        value = params.get(p["name"], p["default"])
        if p["required"] and value is None:
            raise RuleError(
                translate("brp", "{rule_id}: {p_name} is required.").format(
                    rule_id=rule_id, p_name=tr(p["label"]).lower() if p.get("label") else p["name"]
                )
            )
        value = _coerce(enc, rule_id, p, value)
        if value is not None or p["name"] in params:
            kwargs[p["name"]] = value
    try:
        return fn(enc, **kwargs)
    except KeyError as exc:
        raise RuleError(f"{rule_id}: {exc}") from None


SPOT_RULE_IDS: tuple[str, ...] = tuple(e[0] for e in _CATALOGUE)

__all__ = [
    "SPOT_RULE_IDS",
    "acid",
    "asphyxia_multiplier",
    "asphyxiation",
    "autofire",
    "cover",
    "disease",
    "explosion",
    "explosion_dice",
    "falling",
    "falling_dice",
    "fire",
    "knockback_rule",
    "large_small",
    "mounted",
    "point_blank",
    "poison",
    "prone",
    "radiation",
    "run_spot_rule",
    "shields",
    "spot_rules",
    "superior_numbers",
    "underwater",
    "vacuum",
    "weather_cloud",
    "weather_rain",
    "weather_wind",
    "zero_g",
]
