"""2d6 pulp attacks: the VIOLENCIA roll, its four bands, consequences, enemy tactics, automatic
fire, vehicle combat, and the NPC and vehicle tables as rosters.

Seed ``004_a519dc7887a9ef06.txt`` (``resources/rules/pulp2d6/attack_roll.json``,
``attack_results.json``, ``consequences.json``, ``enemy_tactics.json``, ``automatic_fire.json``,
``vehicle_combat.json``, ``vehicles.json``, ``npcs.json``):

* Only the players roll. :func:`attack`: 2d6 + VIOLENCIA (+2 with advantage) — or, automatic
  fire, 3d6 with no bonus (a 1 on any die empties the weapon, the hit still counts). The total
  falls in a band that says who picks how many consequences: the GM up to two against the PC
  (7 or less), the GM one against the PC (8-9, the PC succeeds), the player one or two for the
  target (10-11, 12+). On 9 or less the target's enemy tactics join the GM's list.
* The attack waits in ``enc.state["pulp2d6"]["attacks"]`` until :func:`choose_consequences`
  applies the picks: HERIR (damage with one weapon), ESTRÉS (1d3 PC), IGNORAR ARMADURA (the harm
  ignores PROTECCIÓN), VULNERABLE (a timed effect: no attribute bonus), BALA PERDIDA (an innocent
  is hit: logged, and harmed if named), and the tactics.
* Reading (setting ``pulp2d6.success_deals_damage``, default on): a successful attack (8+) deals
  its weapon's damage to the target; HERIR picked for the target is a second damage roll. Off:
  damage comes only from HERIR (an 8-9 then hurts nobody).
* :func:`vehicle_attack`: 2d6 + DESTREZA (INGENIO + the crew bonus for large vessels with their
  crew): 7 or less the enemy hits, 8-9 both hit, 10+ the PC hits. Vehicle weapons do 3d6;
  armoured vehicles are harmed only by 3d6 weapons.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from core import effects as fx
from core.i18n import rule_text, translate
from core.rules.base import Cost, RuleError
from core.rules.geometry import map_refusal, overridden_note
from core.rules.labels import QT_TRANSLATE_NOOP
from core.rules.pulp2d6.damage import (
    WRECK_CHOICES,
    apply_damage,
    cannot_act_reason,
    is_armoured,
    is_dead,
    is_three_d6,
    is_vehicle,
    kill,
    lose_sanity,
    protection_against,
    pulp_combatant,
    setting,
    table_rows,
    wreck_word,
    wrecked,
)
from core.rules.pulp2d6.sheet import (
    ATTRIBUTE_LABELS,
    attribute,
    is_automatic,
    is_melee,
    missing_attribute_reason,
    table_weapon,
    tactic_keys,
    weapon_name,
)
from core.rules.pulp2d6.turns import _live, _view, takes_turns, turn_refusal

if TYPE_CHECKING:  # pragma: no cover
    from core.encounter import Encounter

VULNERABLE_LABEL = QT_TRANSLATE_NOOP("pulp2d6", "Vulnerable")
DIFFICULT_LABEL = QT_TRANSLATE_NOOP("pulp2d6", "Difficult")
COVERING_FIRE_LABEL = QT_TRANSLATE_NOOP("pulp2d6", "Covering fire")
HELP_LABEL = QT_TRANSLATE_NOOP("pulp2d6", "Help on the way")
_OLD_DIFFICULT = "Difícil"
"""The label a file saved before issue 12 gave the effect (the effects' labels are English ids
now, marked for the catalogue: a dock may show ``translate("pulp2d6", label)``)."""
ATTACK_KEYS = ("ataque",)
"""Effect-modifier keys added to every attack roll."""
ATTACK_NPC_KEY = "ataque_pnj"
"""Effect-modifier key added to attacks on NPCs (FUEGO DE COBERTURA gives −2)."""


# -- tables -------------------------------------------------------------------------------------
def _row(table: str, key: str, value: Any) -> dict[str, Any]:
    for r in table_rows(table):
        if r.get(key) == value:
            return r
    raise RuleError(
        translate("pulp2d6", "No row {key}={value!r} in {table}.json.").format(
            key=key, value=value, table=table
        )
    )


def _in_band(row: Mapping[str, Any], total: int) -> bool:
    lo = row["min"] if row.get("min") is not None else -(10**9)
    hi = row["max"] if row.get("max") is not None else 10**9
    return lo <= total <= hi


def attack_band(total: int) -> dict[str, Any]:
    """The ``attack_results.json`` row for an attack total."""
    return next(r for r in table_rows("attack_results") if _in_band(r, total))


def tactics_threshold() -> int:
    """Totals up to this offer the enemy tactics: the bands where the PC suffers consequences
    ("Cuando un PJ obtiene 9 o menos")."""
    return max(r["max"] for r in table_rows("attack_results") if r["consequences_for_pc"])


def consequence_rows() -> list[dict[str, Any]]:
    return table_rows("consequences")


def tactic_rows() -> list[dict[str, Any]]:
    return table_rows("enemy_tactics")


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")


def _weapon_entry(w: Mapping[str, Any]) -> dict[str, Any]:
    out = {"id": _slug(w["name"]), "name": w["name"], "name_es": w.get("name_es", w["name"])}
    out["damage"] = w.get("damage")
    if w.get("effect"):
        out["effect"] = w["effect"]
    return out


def npc_roster() -> list[dict[str, Any]]:
    """The NPC table ("TIPO PV PC ARMAS") as rows to add from: ``key``, ``type``, ``type_es``,
    ``pv``, ``pc`` (``None`` for "-"), ``weapons``."""
    return [
        {
            "key": r["key"],
            "type": r["type"],
            "type_es": r["type_es"],
            "type_pt": r.get("type_pt", ""),
            "pv": r["hp"],
            "pc": r["pc"],
            "weapons": [_weapon_entry(w) for w in r["weapons"]],
        }
        for r in table_rows("npcs")
    ]


def npc_stats(type_id: str) -> dict[str, Any]:
    """The stats an NPC of the table row ``type_id`` starts with."""
    row = next((r for r in npc_roster() if r["key"] == type_id), None)
    if row is None:
        keys = ", ".join(r["key"] for r in npc_roster())
        raise RuleError(
            translate("pulp2d6", "No NPC type {type!r} in the table; choose from {keys}.").format(
                type=type_id, keys=keys
            )
        )
    return {
        "npc_type": row["key"],
        "pv": row["pv"],
        "pc": row["pc"],
        "proteccion": 0,
        "weapons": copy.deepcopy(row["weapons"]),
    }


def add_npc(
    enc: Encounter,
    type_id: str,
    name: str,
    zone: str,
    position: tuple[float, float] | None = None,
) -> None:
    """Add an NPC from the table (one undo step)."""
    stats = npc_stats(type_id)
    row = next(r for r in npc_roster() if r["key"] == type_id)
    arms = ", ".join(
        "{} ({})".format(w["name"], w["damage"] or w.get("effect", "-")) for w in row["weapons"]
    )
    pc = row["pc"] if row["pc"] is not None else "-"
    with enc.transaction(translate("pulp2d6", "Add {name}").format(name=name)):
        enc.add_combatant(name, zone=zone, side="npc", position=position, stats=stats)
        enc.add_log(
            "roster",
            translate("pulp2d6", "{name} joins: {type}, {pv} PV, PC {pc}, {value}.").format(
                name=name,
                type=row["type"],
                pv=row["pv"],
                pc=pc,
                value=arms or "no weapons",
            ),
            combatant=name,
        )


def vehicle_weapon_dice() -> str:
    return str(_row("vehicle_combat", "rule", "vehicle_weapon_damage")["damage"])


def vehicle_hp_cap(enc: Encounter | None = None) -> int:
    if enc is not None:
        return int(setting(enc, "pulp2d6.vehicle_hp_cap"))
    return int(_row("vehicles", "key", "hp_cap")["max_hp"])


def vehicle_roster() -> list[dict[str, Any]]:
    """The vehicles of the seed (car, truck, Sherman, Tiger, cruiser) with PV and armour."""
    return [
        {
            "key": r["key"],
            "name": r["name"],
            "name_es": r["name_es"],
            "name_pt": r.get("name_pt", ""),
            "pv": r["hp"],
            "armoured": r["armoured"],
        }
        for r in table_rows("vehicles")
        if "hp" in r
    ]


def add_vehicle(
    enc: Encounter,
    type_id: str,
    name: str,
    zone: str,
    *,
    side: str = "npc",
    pv: int | None = None,
    armed: bool | None = None,
    position: tuple[float, float] | None = None,
) -> None:
    """Add a vehicle as a combatant: stats ``{"vehicle": true, "pv", "armoured",
    "vehicle_type", "weapons"}``; ``armed`` (default: armoured ones) gives it a 3d6 vehicle
    weapon; ``pv`` overrides the table but never beyond the 40 PV cap (setting
    ``pulp2d6.vehicle_hp_cap``)."""
    row = next((r for r in vehicle_roster() if r["key"] == type_id), None)
    if row is None:
        keys = ", ".join(r["key"] for r in vehicle_roster())
        raise RuleError(
            translate("pulp2d6", "No vehicle {type!r}; choose from {keys}.").format(
                type=type_id, keys=keys
            )
        )
    hp = row["pv"] if pv is None else pv
    cap = vehicle_hp_cap(enc)
    if isinstance(hp, bool) or not isinstance(hp, int) or hp < 1:
        raise RuleError(translate("pulp2d6", "A vehicle's PV are a whole number from 1."))
    if hp > cap:
        raise RuleError(
            translate(
                "pulp2d6",
                "No vehicle above {cap} PV (the seed: 'do not exceed 40 PV, unless you want "
                "the fight to last forever').",
            ).format(cap=cap)
        )
    armed = row["armoured"] if armed is None else armed
    weapons = (
        [
            {
                "id": "vehicle_weapon",
                "name": translate("pulp2d6", "Vehicle weapon"),
                "damage": vehicle_weapon_dice(),
                "vehicle": True,
            }
        ]
        if armed
        else []
    )
    stats = {
        "vehicle": True,
        "vehicle_type": row["key"],
        "pv": hp,
        "armoured": bool(row["armoured"]),
        "weapons": weapons,
    }
    with enc.transaction(translate("pulp2d6", "Add {name}").format(name=name)):
        enc.add_combatant(name, zone=zone, side=side, position=position, stats=stats)
        enc.add_log(
            "roster",
            translate("pulp2d6", "{name} joins: {name2}, {hp} PV").format(
                name=name, name2=row["name"], hp=hp
            )
            + (
                translate("pulp2d6", ", armoured (only 3d6 weapons harm it)")
                if row["armoured"]
                else ""
            )
            + (
                translate("pulp2d6", ", {vehicle_weapon_dice} vehicle weapon").format(
                    vehicle_weapon_dice=vehicle_weapon_dice()
                )
                if armed
                else ""
            )
            + ".",
            combatant=name,
        )


# -- weapons -------------------------------------------------------------------------------------
def weapons_of(enc: Encounter, name: str) -> list[dict[str, Any]]:
    """``name``'s weapon entries (``id``, ``name``, ``damage``, ``automatic``, ``vehicle``...)."""
    out = []
    for i, w in enumerate(enc.combatant(name).stats.get("weapons") or []):
        if not isinstance(w, Mapping):
            continue
        wid = str(
            w.get("id")
            or _slug(
                str(w.get("name") or translate("pulp2d6", "weapon {value}").format(value=i + 1))
            )
        )
        entry = dict(w)
        entry["id"] = wid
        entry["name"] = str(w.get("name") or wid)
        entry["damage"] = w.get("damage")
        if entry["damage"] is None and w.get("vehicle"):
            entry["damage"] = vehicle_weapon_dice()
        out.append(entry)
    return out


def weapon_of(enc: Encounter, name: str, weapon_id: str | None) -> dict[str, Any] | None:
    """``name``'s weapon ``weapon_id`` (default: the first that does damage), or ``None``."""
    weapons = weapons_of(enc, name)
    if weapon_id is None:
        return next((w for w in weapons if w.get("damage")), weapons[0] if weapons else None)
    for w in weapons:
        if w["id"] == weapon_id:
            return w
    row = table_weapon({"id": weapon_id})
    what = row["name"] if row else repr(weapon_id)
    raise RuleError(
        translate(
            "pulp2d6",
            "{name} doesn't carry {what}: give it to {name} on the sheet (Weapons) first.",
        ).format(name=name, what=what)
    )


def is_empty(enc: Encounter, name: str, weapon_id: str) -> bool:
    """Has the weapon run out of ammunition (automatic fire rolled a 1)?"""
    per = enc.state.get("combatants", {}).get(name, {}).get("pulp2d6", {})
    return weapon_id in per.get("empty", [])


def _weapon_name(enc: Encounter, name: str, weapon_id: str) -> str:
    """The name of ``name``'s weapon ``weapon_id`` for people (never the id if avoidable)."""
    w = next((w for w in weapons_of(enc, name) if w["id"] == weapon_id), None)
    row = w or table_weapon({"id": weapon_id})
    return weapon_name(row) if row else translate("pulp2d6", "weapon")


def reload(enc: Encounter, name: str, weapon_id: str | None = None, *, spend: bool = True) -> None:
    """Reload an emptied weapon (our reading: one action; the seed only says it runs dry)."""
    per = enc.state.get("combatants", {}).get(name, {}).get("pulp2d6", {})
    empty = list(per.get("empty", []))
    if not empty:
        raise RuleError(
            translate("pulp2d6", "{name} has no weapon out of ammunition.").format(name=name)
        )
    wid = weapon_id or empty[0]
    what = _weapon_name(enc, name, wid)
    if wid not in empty:
        raise RuleError(
            translate("pulp2d6", "{name}'s {what} is not out of ammunition.").format(
                name=name, what=what
            )
        )
    reason = cannot_act_reason(enc, name) or turn_refusal(enc, name)
    if reason:
        raise RuleError(reason)
    with enc.transaction(translate("pulp2d6", "{name} reloads").format(name=name)):
        if spend:
            enc.spend(
                name, Cost({"action": 1}), translate("pulp2d6", "{name}: reload").format(name=name)
            )
        st = pulp_combatant(enc, name)
        st["empty"] = [w for w in st.get("empty", []) if w != wid]
        enc.add_log(
            "action",
            translate("pulp2d6", "{name} reloads the {what} (one action).").format(
                name=name, what=what
            ),
            combatant=name,
        )


# -- the attack roll -----------------------------------------------------------------------------
def is_vulnerable(enc: Encounter, name: str) -> bool:
    return any(e["label"] == VULNERABLE_LABEL for e in fx.effects_on(enc, name))


def _pending_of(enc: Encounter, name: str) -> str | None:
    for aid, a in _view(enc)["attacks"].items():
        if a["attacker"] == name and not a.get("resolved"):
            return aid
    return None


OPTIONS: tuple[str, ...] = ("advantage", "automatic", "crew", "gm_allows")
"""The attack form's flags (:meth:`PulpCombat.attack_flags`); every one is accepted by
:func:`plan`, :func:`attack` and :func:`vehicle_attack`."""
VEHICLE_OPTIONS: tuple[str, ...] = ("enemy_weapon", "hit_on", "wreck")
"""Vehicle combat's further choices (the enemy's weapon, who it hits, wreck or disable)."""
HIT_ON_CHOICES: tuple[str, ...] = ("attacker", "attacker's vehicle")
"""Who the enemy's fire hits on 7 or less and 8-9 (the attack form's ``hit_on``): the PC who
rolls, or the vehicle of the PC's side in the PC's zone (the one they ride). A combatant's name
is taken as it is too."""
ENEMY_WEAPON_CHOICES: tuple[str, ...] = ("first", "second", "third", "fourth")
"""Which of the enemy's damaging weapons (in its sheet's order) fires back (``enemy_weapon``);
a weapon id is taken as it is too."""
MELEE_REACH: tuple[str, ...] = ("engaged", "short")
"""Our reading: the seed has no distances, so a hand-to-hand weapon reaches anyone in the
attacker's zone (range bands ``engaged`` and ``short``)."""


def check_options(options: Mapping[str, Any]) -> None:
    """Refuse an option the attack doesn't know (the preview and the attack alike)."""
    unknown = sorted(set(options) - {*OPTIONS, *VEHICLE_OPTIONS, "spend"})
    if unknown:
        raise RuleError(
            translate("pulp2d6", "A 2d6 pulp attack has no option {unknown!r}.").format(
                unknown=unknown[0]
            )
        )


def _carried(enc: Encounter, name: str, weapon_id: str | None) -> tuple[dict[str, Any] | None, str]:
    """(the weapon, "") or (None, why ``name`` can't use ``weapon_id``)."""
    try:
        return weapon_of(enc, name, weapon_id), ""
    except RuleError as exc:
        return None, str(exc)


def _refusal(
    enc: Encounter,
    attacker: str,
    target: str,
    weapon: Mapping[str, Any] | None,
    *,
    spend: bool,
) -> str:
    """Why ``attacker`` may not attack ``target`` at all now ("" when they may): the checks
    every attack shares, people or vehicles (after :func:`_roller_refusal` and the weapon)."""
    if attacker == target:
        return translate("pulp2d6", "Nobody attacks themselves.")
    if weapon is None or not weapon.get("damage"):
        return translate(
            "pulp2d6", "{attacker} carries no weapon that deals damage: pick one on the sheet."
        ).format(attacker=attacker)
    if is_empty(enc, attacker, weapon["id"]):
        return translate(
            "pulp2d6", "{attacker}'s {name} is out of ammunition: reload first."
        ).format(attacker=attacker, name=weapon_name(weapon))
    if is_dead(enc, target) or wrecked(enc, target):
        return translate("pulp2d6", "{target} is out of the fight already.").format(target=target)
    reason = cannot_act_reason(enc, attacker) or turn_refusal(enc, attacker)
    if reason:
        return reason
    pending = _pending_of(enc, attacker)
    if pending:
        return translate("pulp2d6", "Choose the consequences of {attack_words} first.").format(
            attack_words=_attack_words(enc, pending)
        )
    if spend and not enc.ruleset.can_afford(enc.actions_spent(attacker), Cost({"action": 1})):
        return translate("pulp2d6", "{attacker} has used this turn's action.").format(
            attacker=attacker
        )
    return ""


def _roller_refusal(enc: Encounter, attacker: str) -> str:
    """Only a player's character rolls ("" when ``attacker`` is one)."""
    if enc.combatant(attacker).side != "pc":
        return translate(
            "pulp2d6",
            "Only the players roll: NPCs harm the PCs through the consequences of the players' "
            "rolls (Harm) and their tactics.",
        )
    if is_vehicle(enc, attacker):
        return translate(
            "pulp2d6", "A vehicle doesn't roll: its driver makes the vehicle-combat roll."
        )
    return ""


def _attack_words(enc: Encounter, attack_id: str) -> str:
    """``"Rita's attack on Lefty"`` for a recorded attack (never its internal id)."""
    a = _view(enc)["attacks"].get(attack_id)
    if a is None:
        return translate("pulp2d6", "that attack")
    return translate("pulp2d6", "{attacker}'s attack on {target}").format(
        attacker=a["attacker"], target=a["target"]
    )


def _map_reason(
    enc: Encounter, attacker: str, target: str, weapon: Mapping[str, Any] | None
) -> str:
    """What the map forbids (walls, closed doors, line of fire; melee reach), "" if nothing."""
    if weapon is None:
        return ""
    melee = is_melee(weapon)
    return map_refusal(enc, attacker, target, melee=melee, reach=MELEE_REACH) or ""


def plan(
    enc: Encounter,
    attacker: str,
    target: str,
    weapon_id: str | None = None,
    **options: Any,
) -> dict[str, Any]:
    """The one decision on any attack: :func:`vehicle_plan` for a vehicle target, else
    :func:`attack_plan`. The preview shows it; :func:`attack` does exactly what it says."""
    check_options(options)
    if is_vehicle(enc, target):
        return vehicle_plan(enc, attacker, target, weapon_id, **options)
    people = {k: v for k, v in options.items() if k not in VEHICLE_OPTIONS}
    return attack_plan(enc, attacker, target, weapon_id, **people)


def _gm_note(enc: Encounter, attacker: str, target: str, weapon: Any, gm_allows: bool) -> str:
    if not gm_allows or weapon is None:
        return ""
    return overridden_note(enc, attacker, target, melee=is_melee(weapon), reach=MELEE_REACH)


def attack_plan(
    enc: Encounter,
    attacker: str,
    target: str,
    weapon_id: str | None = None,
    *,
    advantage: bool = False,
    automatic: bool = False,
    crew: bool = False,
    gm_allows: bool = False,
    spend: bool = True,
) -> dict[str, Any]:
    """What an attack on a person would roll and add, and whether it is allowed now (no dice)."""
    enc.combatant(attacker)
    enc.combatant(target)
    weapon, carried = _carried(enc, attacker, weapon_id)
    reason = _roller_refusal(enc, attacker) or carried
    reason = reason or _refusal(enc, attacker, target, weapon, spend=spend)
    reason = reason or _person_refusal(enc, attacker, target, weapon, automatic, crew)
    if not reason and not gm_allows:
        reason = _map_reason(enc, attacker, target, weapon)
    notes: list[str] = []
    mods = _attack_modifiers(enc, attacker, target, advantage, notes)
    dice = str(_row("attack_roll", "rule", "attack_roll")["dice"])
    if automatic:
        dice, mods = _automatic(mods, notes)
    if any(e["label"] in (DIFFICULT_LABEL, _OLD_DIFFICULT) for e in fx.effects_on(enc, attacker)):
        notes.append(
            translate(
                "pulp2d6", "{attacker}'s actions are Difficult this turn (Clearly deranged)."
            ).format(attacker=attacker)
        )
    notes.insert(
        0,
        translate(
            "pulp2d6",
            "7 or less: the GM may use two consequences against the PC; 8-9: success and one "
            "against the PC; 10-11: one for the target; 12+: two for the target.",
        ),
    )
    if weapon and weapon.get("damage"):
        armour = protection_against(enc, target)
        notes.append(
            translate("pulp2d6", "Damage {damage} less {target}'s Protection {armour}.").format(
                damage=weapon["damage"], target=target, armour=armour
            )
        )
    override = "" if reason else _gm_note(enc, attacker, target, weapon, gm_allows)
    if override:
        notes.append(override)
    return {
        "kind": "attack",
        "allowed": not reason,
        "reason": reason,
        "weapon": weapon,
        "dice": dice,
        "modifiers": mods,
        "bonus": sum(v for _, v, _ in mods),
        "notes": notes,
        "automatic": automatic,
        "override": override,
    }


def _person_refusal(
    enc: Encounter,
    attacker: str,
    target: str,
    weapon: Mapping[str, Any] | None,
    automatic: bool,
    crew: bool,
) -> str:
    """The checks of an attack on a person beyond :func:`_refusal` ("" when it may go on)."""
    if automatic and weapon and not is_automatic(weapon):
        return translate(
            "pulp2d6", "{name} can't fire automatically (only automatic weapons do)."
        ).format(name=weapon_name(weapon))
    if crew:
        return translate(
            "pulp2d6",
            "Large vessel with its crew is for vehicle combat; {target} is not a vehicle.",
        ).format(target=target)
    return missing_attribute_reason(attacker, enc.combatant(attacker).stats, "violencia")


def _attack_modifiers(
    enc: Encounter, attacker: str, target: str, advantage: bool, notes: list[str]
) -> list[tuple[str, int, str]]:
    mods: list[tuple[str, int, str]] = []
    violencia = attribute(enc.combatant(attacker).stats, "violencia") or 0
    if is_vulnerable(enc, attacker) and violencia > 0:
        notes.append(
            translate("pulp2d6", "{attacker} is VULNERABLE: no bonus from attributes.").format(
                attacker=attacker
            )
        )
    else:
        mods.append(
            (
                ATTRIBUTE_LABELS["violencia"],
                violencia,
                translate("pulp2d6", "{attribute} on the sheet").format(
                    attribute=ATTRIBUTE_LABELS["violencia"]
                ),
            )
        )
    if advantage:
        mods.append((translate("pulp2d6", "Advantage"), _advantage(), "seed"))
    eff = fx.effect_modifiers(enc, attacker)
    for key in ATTACK_KEYS:
        if eff.get(key):
            mods.append(
                (
                    (
                        translate("pulp2d6", "Effects (attack)")
                        if key == "ataque"
                        else translate("pulp2d6", "Effects ({key})").format(key=key)
                    ),
                    eff[key],
                    translate("pulp2d6", "timed effects"),
                )
            )
    if enc.combatant(target).side == "npc" and eff.get(ATTACK_NPC_KEY):
        label = (
            translate("pulp2d6", "Covering fire")
            if eff[ATTACK_NPC_KEY] < 0
            else translate("pulp2d6", "Effects (vs NPCs)")
        )
        mods.append((label, eff[ATTACK_NPC_KEY], translate("pulp2d6", "timed effects")))
    return mods


def _advantage() -> int:
    return int(_row("attack_roll", "rule", "advantage")["modifier"])


def _automatic(
    mods: list[tuple[str, int, str]], notes: list[str]
) -> tuple[str, list[tuple[str, int, str]]]:
    """Automatic fire: 3d6 and no bonus (penalties still count)."""
    dice = str(_row("automatic_fire", "rule", "dice")["dice"])
    dropped = [m for m in mods if m[1] > 0]
    if dropped:
        notes.append(
            translate(
                "pulp2d6",
                "Automatic fire: no bonus may be added ({bonuses} dropped; penalties still count).",
            ).format(bonuses=", ".join(f"{k} {v:+d}" for k, v, _ in dropped))
        )
    notes.append(
        translate("pulp2d6", "Any 1 empties the weapon; the hit still deals its damage this turn.")
    )
    return dice, [m for m in mods if m[1] < 0]


def vehicle_plan(
    enc: Encounter,
    attacker: str,
    target: str,
    weapon_id: str | None = None,
    *,
    advantage: bool = False,
    automatic: bool = False,
    crew: bool = False,
    gm_allows: bool = False,
    spend: bool = True,
    enemy_weapon: str | None = None,
    hit_on: str | None = None,
    wreck: str = "destroyed",
) -> dict[str, Any]:
    """Vehicle combat's roll and whether it is allowed now (no dice): 2d6 + DESTREZA, or
    INGENIO + the crew bonus (``crew``); ``advantage`` adds the seed's +2 (our reading: "sus
    tiradas de ataque" — this is the PC's attack on a vehicle). ``hit_on`` and ``enemy_weapon``
    take the form's choices (:func:`resolve_vehicle_choices`)."""
    enc.combatant(attacker)
    enc.combatant(target)
    hit_on, enemy_weapon, chosen = resolve_vehicle_choices(
        enc, attacker, target, hit_on, enemy_weapon
    )
    weapon, carried = _carried(enc, attacker, weapon_id)
    reason = _roller_refusal(enc, attacker) or carried or chosen
    reason = reason or _refusal(enc, attacker, target, weapon, spend=spend)
    key = "ingenio" if crew else "destreza"
    stats = enc.combatant(attacker).stats
    if not reason and automatic:
        reason = translate(
            "pulp2d6",
            "Automatic fire is for the Violence roll; vehicle combat rolls 2d6 + Dexterity.",
        )
    if not reason:
        reason = missing_attribute_reason(attacker, stats, key)
    if not reason:
        reason = _vehicle_choice_reason(enc, target, enemy_weapon, hit_on, wreck)
    if not reason and not gm_allows:
        reason = _map_reason(enc, attacker, target, weapon)
    mods = [
        (
            ATTRIBUTE_LABELS[key],
            attribute(stats, key) or 0,
            translate("pulp2d6", "{attribute} on the sheet").format(
                attribute=ATTRIBUTE_LABELS[key]
            ),
        )
    ]
    if crew:
        bonus = int(setting(enc, "pulp2d6.experienced_crew_bonus") or 0)
        mods.append(
            (
                translate("pulp2d6", "Experienced crew"),
                bonus,
                translate("pulp2d6", "setting pulp2d6.experienced_crew_bonus"),
            )
        )
    if advantage:
        mods.append((translate("pulp2d6", "Advantage"), _advantage(), "seed"))
    notes = _vehicle_notes(enc, target, weapon)
    if not reason:
        notes.append(_return_fire_note(enc, attacker, target, hit_on, enemy_weapon))
        notes.append(
            translate("pulp2d6", "At 0 PV {target} is {wreck}.").format(
                target=target, wreck=wreck_word(wreck)
            )
        )
    override = "" if reason else _gm_note(enc, attacker, target, weapon, gm_allows)
    if override:
        notes.append(override)
    return {
        "kind": "vehicle",
        "allowed": not reason,
        "reason": reason,
        "weapon": weapon,
        "dice": str(_row("vehicle_combat", "rule", "roll")["dice"]),
        "modifiers": mods,
        "bonus": sum(v for _, v, _ in mods),
        "notes": notes,
        "automatic": False,
        "override": override,
        "attribute": ATTRIBUTE_LABELS[key],
        "hit_on": hit_on or attacker,
        "enemy_weapon": enemy_weapon,
    }


def ridden_vehicle(enc: Encounter, name: str) -> str | None:
    """The vehicle ``name`` rides: the first vehicle of ``name``'s side in ``name``'s zone."""
    me = enc.combatant(name)
    mine = (c.name for c in enc if c.side == me.side and c.zone == me.zone)
    return next((n for n in mine if is_vehicle(enc, n)), None)


def resolve_vehicle_choices(
    enc: Encounter, attacker: str, target: str, hit_on: str | None, enemy_weapon: str | None
) -> tuple[str | None, str | None, str]:
    """The attack form's ``hit_on`` and ``enemy_weapon`` as a combatant's name and a weapon
    id (:data:`HIT_ON_CHOICES`, :data:`ENEMY_WEAPON_CHOICES`; names and ids pass as they
    are), and why not ("" when fine)."""
    if hit_on == HIT_ON_CHOICES[0]:
        hit_on = attacker
    elif hit_on == HIT_ON_CHOICES[1]:
        hit_on = ridden_vehicle(enc, attacker)
        if hit_on is None:
            return (
                None,
                None,
                translate(
                    "pulp2d6", "{attacker} rides no vehicle: none of their side is in their zone."
                ).format(attacker=attacker),
            )
    if enemy_weapon in ENEMY_WEAPON_CHOICES:
        n = ENEMY_WEAPON_CHOICES.index(enemy_weapon)
        guns = [w for w in weapons_of(enc, target) if w.get("damage")]
        if n >= len(guns):
            names = ", ".join(weapon_name(w) for w in guns) or translate("pulp2d6", "none")
            return (
                hit_on,
                None,
                translate(
                    "pulp2d6", "{target} has {guns_count} weapon(s) that deal damage ({names})."
                ).format(target=target, guns_count=len(guns), names=names),
            )
        enemy_weapon = guns[n]["id"]
    return hit_on, enemy_weapon, ""


def _return_fire_note(
    enc: Encounter, attacker: str, target: str, hit_on: str | None, enemy_weapon: str | None
) -> str:
    ew = weapon_of(enc, target, enemy_weapon)
    if ew is None or not ew.get("damage"):
        return translate("pulp2d6", "{target} has no weapon: no damage back.").format(target=target)
    return translate("pulp2d6", "On 9 or less {target}'s {name} ({damage}) hits {value}.").format(
        target=target, name=weapon_name(ew), damage=ew["damage"], value=hit_on or attacker
    )


def _vehicle_notes(enc: Encounter, target: str, weapon: Mapping[str, Any] | None) -> list[str]:
    notes = [translate("pulp2d6", "7 or less: the enemy hits; 8-9: both hit; 10+: the PC hits.")]
    if not is_armoured(enc, target):
        return [*notes, translate("pulp2d6", "Vehicle weapons deal 3d6.")]
    notes.append(translate("pulp2d6", "Armoured vehicles are harmed only by 3d6 weapons."))
    if weapon and weapon.get("damage") and not is_three_d6(weapon["damage"]):
        notes.append(
            translate("pulp2d6", "{name} ({damage}) can't harm {target}.").format(
                name=weapon_name(weapon), damage=weapon["damage"], target=target
            )
        )
    return notes


def _vehicle_choice_reason(
    enc: Encounter, target: str, enemy_weapon: str | None, hit_on: str | None, wreck: str
) -> str:
    if wreck not in WRECK_CHOICES:
        return translate("pulp2d6", "A vehicle at 0 PV is destroyed or disabled: choose one.")
    if hit_on is not None and hit_on not in enc:
        return translate("pulp2d6", "There is no combatant {hit_on!r} to be hit.").format(
            hit_on=hit_on
        )
    if enemy_weapon is not None:
        _, why = _carried(enc, target, enemy_weapon)
        return why
    return ""


def _offered_tactics(enc: Encounter, target: str) -> list[str]:
    c = enc.combatant(target)
    if c.side != "npc":
        return []
    allowed = tactic_keys(c.stats.get("tactics"))
    used = set(_view(enc)["tactics_used"])
    once = set(setting(enc, "pulp2d6.tactics_once_per_combat") or [])
    out = []
    for r in tactic_rows():
        if allowed is not None and r["key"] not in allowed:
            continue
        if r["key"] in once and r["key"] in used:
            continue
        out.append(r["key"])
    return out


def _dice_words(roll: Any) -> str:
    faces = " + ".join(str(d) for d in roll.dice)
    return f"{roll.expression} = {faces}" + (f" = {sum(roll.dice)}" if len(roll.dice) > 1 else "")


def attack(
    enc: Encounter,
    attacker: str,
    target: str,
    weapon_id: str | None = None,
    *,
    advantage: bool = False,
    automatic: bool = False,
    spend: bool = True,
    **options: Any,
) -> dict[str, Any]:
    """A PC attacks: roll, read the band, wait for :func:`choose_consequences`.

    Decided by :func:`plan` (refused with its reason). ``options``: ``crew``, ``gm_allows``
    and, for vehicle targets, ``enemy_weapon``, ``hit_on``, ``wreck``.
    Returns ``{"attack_id", "text", "total", "roll", "band", "succeeds", "picker"
    ("gm"|"player"), "against" (who suffers: the attacker or the target), "count", "tactics",
    "emptied"}``. Vehicles as targets go to :func:`vehicle_attack`.
    """
    options.update(advantage=advantage, automatic=automatic, spend=spend)
    if is_vehicle(enc, target):
        check_options(options)
        return vehicle_attack(enc, attacker, target, weapon_id, **options)
    decision = plan(enc, attacker, target, weapon_id, **options)
    if not decision["allowed"]:
        raise RuleError(decision["reason"])
    weapon = decision["weapon"]
    automatic = bool(decision["automatic"])
    with enc.transaction(
        translate("pulp2d6", "{attacker} attacks {target}").format(attacker=attacker, target=target)
    ):
        if spend:
            enc.spend(
                attacker,
                Cost({"action": 1}),
                translate("pulp2d6", "{attacker}: attack").format(attacker=attacker),
            )
        roll = enc.dice.roll(
            decision["dice"],
            label=translate("pulp2d6", "{attacker}: attack").format(attacker=attacker),
        )
        total = roll.total + decision["bonus"]
        band = attack_band(total)
        emptied = False
        if automatic:
            face = int(_row("automatic_fire", "rule", "out_of_ammo")["trigger_face"])
            if face in roll.dice:
                emptied = True
                st = pulp_combatant(enc, attacker)
                st["empty"] = sorted({*st.get("empty", []), weapon["id"]})
        against_pc = band["consequences_for_pc"] > 0
        count = band["consequences_for_pc"] if against_pc else band["consequences_for_target"]
        tactics = _offered_tactics(enc, target) if total <= tactics_threshold() else []
        st = _live(enc)
        aid = f"a{st['next_attack']}"
        st["next_attack"] += 1
        record = {
            "id": aid,
            "attacker": attacker,
            "target": target,
            "weapon": copy.deepcopy(weapon),
            "total": total,
            "roll": roll.to_dict(),
            "band": rule_text(band, "label"),
            "succeeds": bool(band["pc_succeeds"]),
            "picker": "gm" if against_pc else "player",
            "against": attacker if against_pc else target,
            "count": int(count),
            "tactics": tactics,
            "automatic": automatic,
            "round": enc.round.number,
            "resolved": False,
        }
        st["attacks"][aid] = record
        mods = " ".join(
            f"{'+' if v >= 0 else '-'} {k} {abs(v)}" for k, v, _ in decision["modifiers"]
        )
        text = (
            translate("pulp2d6", "{attacker} attacks {target} with {name}").format(
                attacker=attacker, target=target, name=weapon_name(weapon)
            )
            + (translate("pulp2d6", " (automatic fire)") if automatic else "")
            + f": {_dice_words(roll)}{(' ' + mods + ' = ' + str(total)) if mods else ''} — "
            + f"{rule_text(band, 'label')}: "
            + _band_words(record)
        )
        if emptied:
            text += translate(
                "pulp2d6", " A 1 came up: {name} is out of ammunition (the hit still counts)."
            ).format(name=weapon_name(weapon))
        if decision["override"]:
            text += f" {decision['override']}"
        if tactics:
            names = ", ".join(rule_text(_row("enemy_tactics", "key", k), "name") for k in tactics)
            text += translate("pulp2d6", " Enemy tactics on offer: {names}.").format(names=names)
        enc.add_log(
            "attack",
            text,
            roll=roll.to_dict(),
            combatant=attacker,
            target=target,
            attack=aid,
            total=total,
        )
        return {
            "attack_id": aid,
            "text": text,
            "total": total,
            "roll": roll.to_dict(),
            "band": rule_text(band, "label"),
            "succeeds": record["succeeds"],
            "picker": record["picker"],
            "against": record["against"],
            "count": record["count"],
            "tactics": tactics,
            "emptied": emptied,
        }


def _band_words(a: Mapping[str, Any]) -> str:
    n = a["count"]
    word = (
        translate("pulp2d6", "one consequence")
        if n == 1
        else (
            translate("pulp2d6", "{n} consequences")
            if a["succeeds"]
            else translate("pulp2d6", "up to {n} consequences")
        ).format(n=n)
    )
    if a["picker"] == "gm":
        head = (
            translate("pulp2d6", "{attacker} succeeds, but the GM picks").format(
                attacker=a["attacker"]
            )
            if a["succeeds"]
            else translate("pulp2d6", "a miss; the GM may pick")
        )
        return translate("pulp2d6", "{head} {word} against {attacker}.").format(
            head=head, word=word, attacker=a["attacker"]
        )
    return translate("pulp2d6", "{attacker} succeeds and picks {word} for {target}.").format(
        attacker=a["attacker"], word=word, target=a["target"]
    )


def pending_attacks(enc: Encounter) -> list[dict[str, Any]]:
    """Attacks waiting for their consequences (copies, oldest first)."""
    return [copy.deepcopy(a) for a in _view(enc)["attacks"].values() if not a.get("resolved")]


def consequence_choices(enc: Encounter, attack_id: str) -> list[dict[str, Any]]:
    """What may be picked for a pending attack: ``{"id", "name", "name_es", "kind"
    ("consequence"|"tactic"), "legal", "reason"}``."""
    a = _pending(enc, attack_id)
    out = []
    for r in consequence_rows():
        out.append(
            {
                "id": r["key"],
                "name": r["name"],
                "name_es": r["name_es"],
                "label": rule_text(r, "name"),
                "kind": "consequence",
                "legal": True,
                "reason": "",
            }
        )
    if a["picker"] == "gm":
        used = set(_view(enc)["tactics_used"])
        once = set(setting(enc, "pulp2d6.tactics_once_per_combat") or [])
        for r in tactic_rows():
            legal = r["key"] in a["tactics"]
            reason = ""
            if not legal:
                reason = (
                    translate("pulp2d6", "Used already: once per combat.")
                    if r["key"] in once and r["key"] in used
                    else translate("pulp2d6", "{target} doesn't use this tactic.").format(
                        target=a["target"]
                    )
                )
            out.append(
                {
                    "id": r["key"],
                    "name": r["name"],
                    "name_es": r["name_es"],
                    "label": rule_text(r, "name"),
                    "kind": "tactic",
                    "legal": legal,
                    "reason": reason,
                }
            )
    return out


def _pending(enc: Encounter, attack_id: str) -> dict[str, Any]:
    a = _view(enc)["attacks"].get(attack_id)
    if a is None:
        raise RuleError(
            translate("pulp2d6", "There is no such attack waiting for its consequences.")
        )
    if a.get("resolved"):
        raise RuleError(
            translate("pulp2d6", "The consequences of {attack_words} were chosen already.").format(
                attack_words=_attack_words(enc, attack_id)
            )
        )
    return a


def _harm_weapon(
    enc: Encounter, a: Mapping[str, Any], harm_weapon: tuple[str, str] | str | None
) -> tuple[str, dict[str, Any]]:
    """(NPC, weapon) the GM uses for HERIR against the PC ("solo usa una de las armas")."""
    if isinstance(harm_weapon, (tuple, list)):
        npc, wid = harm_weapon
    else:
        npc, wid = a["target"], harm_weapon
    if npc not in enc:
        raise RuleError(translate("pulp2d6", "There is no combatant {npc!r}.").format(npc=npc))
    w = weapon_of(enc, npc, wid)
    if w is None or (not w.get("damage") and not w.get("effect")):
        raise RuleError(
            translate(
                "pulp2d6",
                "{npc} has no weapon to harm with: name an attacker's weapon (harm_weapon).",
            ).format(npc=npc)
        )
    return npc, w


def _deal(enc: Encounter, b: Mapping[str, Any], wreck: str) -> tuple[str, dict[str, Any]]:
    """Roll a strike of :func:`strikes` and apply it: (the dice in words, apply_damage's out)."""
    amount, words, _ = _roll_damage(enc, b["dice"], b["source"], b["bonus"])
    out = apply_damage(
        enc,
        b["victim"],
        amount,
        source=b["source"],
        ignore_armour=b["ignore_armour"],
        weapon_dice=b["dice"],
        wreck=wreck,
    )
    return words, out


def _roll_damage(enc: Encounter, dice: str, who: str, bonus: int = 0) -> tuple[int, str, Any]:
    roll = enc.dice.roll(dice, label=translate("pulp2d6", "{who}: damage").format(who=who))
    words = _dice_words(roll)
    if bonus:
        words += translate("pulp2d6", " + {bonus} Frenzy = {value}").format(
            bonus=bonus, value=roll.total + bonus
        )
    return roll.total + bonus, words, roll


def _vulnerable(enc: Encounter, name: str, source: str) -> None:
    text = rule_text(_row("consequences", "key", "vulnerable"), "text")
    if takes_turns(enc, name):
        fx.add_effect(
            enc,
            name,
            VULNERABLE_LABEL,
            unit="turns",
            count=int(setting(enc, "pulp2d6.vulnerable_turns")),
            starts="on_first_turn",
            kind="condition",
            source=source,
            notes=text,
        )
    else:
        fx.add_effect(
            enc,
            name,
            VULNERABLE_LABEL,
            unit="rounds",
            count=1,
            starts="on_first_turn",
            kind="condition",
            source=source,
            notes=text,
        )


def _check_picks(
    enc: Encounter,
    a: Mapping[str, Any],
    picks: list[str],
    sacrifice_by: str | None,
    innocent: str | None,
) -> None:
    """Refuse picks the attack's band, the tactics or the other choices don't allow."""
    general = {r["key"] for r in consequence_rows()}
    tactics = {r["key"] for r in tactic_rows()}
    if len(set(picks)) != len(picks):
        raise RuleError(translate("pulp2d6", "Each consequence is picked once."))
    for p in picks:
        if p in general:
            continue
        if p in tactics:
            if a["picker"] != "gm":
                raise RuleError(
                    translate("pulp2d6", "Enemy tactics come in only when the PC rolls 9 or less.")
                )
            if p not in a["tactics"]:
                row = _row("enemy_tactics", "key", p)
                once = set(setting(enc, "pulp2d6.tactics_once_per_combat") or [])
                if p in once and p in _view(enc)["tactics_used"]:
                    raise RuleError(
                        translate("pulp2d6", "{name} may be used once per combat.").format(
                            name=rule_text(row, "name")
                        )
                    )
                raise RuleError(
                    translate("pulp2d6", "{target} doesn't offer {name}.").format(
                        target=a["target"], name=rule_text(row, "name")
                    )
                )
            continue
        raise RuleError(translate("pulp2d6", "Unknown consequence {p!r}.").format(p=p))
    counted = (
        picks
        if setting(enc, "pulp2d6.tactic_counts_as_consequence")
        else [p for p in picks if p in general]
    )
    if len(counted) > a["count"]:
        who = translate("pulp2d6", "The GM") if a["picker"] == "gm" else a["attacker"]
        raise RuleError(
            translate(
                "pulp2d6", "{who} may pick {count} here ({band}), not {counted_count}."
            ).format(who=who, count=a["count"], band=a["band"], counted_count=len(counted))
        )
    deals = bool(setting(enc, "pulp2d6.success_deals_damage"))
    if "sacrifice" in picks:
        if not sacrifice_by or sacrifice_by not in enc:
            raise RuleError(
                translate("pulp2d6", "Sacrifice: say which NPC takes the damage (sacrifice_by).")
            )
        if enc.combatant(sacrifice_by).side != "npc" or sacrifice_by == a["target"]:
            raise RuleError(
                translate(
                    "pulp2d6", "Sacrifice: another NPC takes the damage meant for the target."
                )
            )
        if not (a["succeeds"] and deals):
            raise RuleError(translate("pulp2d6", "Sacrifice: this attack deals no damage to take."))
    if innocent is not None and innocent not in enc:
        raise RuleError(
            translate("pulp2d6", "There is no combatant {innocent!r}.").format(innocent=innocent)
        )


def strikes(
    enc: Encounter,
    attack_id: str,
    picks: Iterable[str],
    *,
    harm_weapon: tuple[str, str] | str | None = None,
    sacrifice_by: str | None = None,
    innocent: str | None = None,
) -> dict[str, dict[str, Any]]:
    """The damage picking ``picks`` will deal, by kind (``success``: the successful attack's
    weapon; ``harm``: HERIR; ``stray``: BALA PERDIDA on the named innocent): ``source``,
    ``victim``, ``weapon``, ``dice``, ``bonus`` (FRENESÍ) and ``armour`` (the PROTECCIÓN
    taken off; 0 when ignored). :func:`choose_consequences` rolls exactly these."""
    a = _view(enc)["attacks"][attack_id]
    picks = list(picks)
    attacker, target, weapon = a["attacker"], a["target"], a["weapon"]
    ignore = "ignore_armour" in picks
    player_side = a["picker"] == "player"
    out: dict[str, dict[str, Any]] = {}

    def blow(source: str, victim: str, w: Mapping[str, Any], bonus: int, bare: bool) -> dict:
        armour = protection_against(enc, victim, ignore_armour=bare)
        return {
            "source": source,
            "victim": victim,
            "weapon": dict(w),
            "dice": w.get("damage"),
            "bonus": bonus,
            "ignore_armour": bare,
            "armour": armour,
        }

    if a["succeeds"] and setting(enc, "pulp2d6.success_deals_damage"):
        victim = sacrifice_by if "sacrifice" in picks and sacrifice_by else target
        out["success"] = blow(attacker, victim, weapon, 0, ignore and player_side)
    if "harm" in picks and player_side:
        out["harm"] = blow(attacker, target, weapon, 0, ignore)
    elif "harm" in picks:
        npc, w = _harm_weapon(enc, a, harm_weapon)
        bonus = (
            int(_row("enemy_tactics", "key", "frenzy")["damage_modifier"])
            if ("frenzy" in picks)
            else 0
        )
        out["harm"] = blow(npc, attacker, w, bonus, ignore)
    if "stray_bullet" in picks and innocent:
        out["stray"] = blow(attacker, innocent, weapon, 0, False)
    return out


def strike_words(b: Mapping[str, Any]) -> str:
    """``"Rita's Pistol hits Lefty: 1d6 less PROTECCIÓN 1"`` — what a strike will deal."""
    w = b["weapon"]
    if not b["dice"]:
        effect = rule_text(w, "effect") or translate("pulp2d6", "no damage")
        return translate("pulp2d6", "{source}'s {name}: {victim} {effect}").format(
            source=b["source"], name=weapon_name(w), victim=b["victim"], effect=effect
        )
    text = translate("pulp2d6", "{source}'s {name} hits {victim}: {dice}").format(
        source=b["source"], name=weapon_name(w), victim=b["victim"], dice=b["dice"]
    )
    if b["bonus"]:
        text += translate("pulp2d6", " + {bonus} Frenzy").format(bonus=b["bonus"])
    if b["ignore_armour"]:
        return text + ", PROTECCIÓN ignored"
    return text + (
        translate("pulp2d6", " less Protection {armour}").format(armour=b["armour"])
        if b["armour"]
        else ""
    )


def consequences_preview(
    enc: Encounter, attack_id: str, ids: Iterable[str], **kw: Any
) -> dict[str, Any]:
    """What :func:`choose_consequences` with the same arguments would do, without dice:
    ``{"allowed", "reason", "lines"}`` — the damage each strike will deal (dice less
    PROTECCIÓN), from :func:`strikes`, the very plan the choice then rolls."""
    try:
        a = _pending(enc, attack_id)
        picks = list(ids)
        _check_picks(enc, a, picks, kw.get("sacrifice_by"), kw.get("innocent"))
        blows = strikes(enc, attack_id, picks, **{k: v for k, v in kw.items() if k != "wreck"})
    except RuleError as exc:
        return {"allowed": False, "reason": str(exc), "lines": []}
    return {"allowed": True, "reason": "", "lines": [strike_words(b) for b in blows.values()]}


def choose_consequences(
    enc: Encounter,
    attack_id: str,
    ids: Iterable[str],
    *,
    harm_weapon: tuple[str, str] | str | None = None,
    sacrifice_by: str | None = None,
    innocent: str | None = None,
    wreck: str = "destroyed",
) -> dict[str, Any]:
    """Apply the picked consequences (and tactics) of a pending attack; one undo step.

    ``ids``: keys of ``consequences.json`` (``harm``, ``stress``, ``ignore_armour``,
    ``vulnerable``, ``stray_bullet``) and, when the GM picks (9 or less), of the tactics offered.
    As many as the band allows (the GM may use fewer on 7 or less: "puede"), each at most once;
    a tactic counts as one of them (``pulp2d6.tactic_counts_as_consequence``).
    ``harm_weapon``: the one weapon HERIR uses against the PC — a weapon id of the target, or
    ``(npc, weapon_id)`` (default the target's first). ``sacrifice_by``: the NPC who takes the
    damage meant for the target (SACRIFICIO). ``innocent``: the bystander BALA PERDIDA hits.
    """
    a = _pending(enc, attack_id)
    picks = list(ids)
    _check_picks(enc, a, picks, sacrifice_by, innocent)
    blows = strikes(
        enc, attack_id, picks, harm_weapon=harm_weapon, sacrifice_by=sacrifice_by, innocent=innocent
    )
    attacker, target = a["attacker"], a["target"]
    weapon = a["weapon"]
    with enc.transaction(
        translate("pulp2d6", "Consequences of {attack_words}").format(
            attack_words=_attack_words(enc, attack_id)
        )
    ):
        lines: list[str] = []
        # the target's side: the player picked (10+)
        player_side = a["picker"] == "player"
        if "success" in blows:
            victim = blows["success"]["victim"]
            words, out = _deal(enc, blows["success"], wreck)
            lines.append(
                translate("pulp2d6", "{attacker}'s {name} hits {victim}").format(
                    attacker=attacker, name=weapon_name(weapon), victim=victim
                )
                + (
                    translate("pulp2d6", " (Sacrifice: instead of {target})").format(target=target)
                    if victim != target
                    else ""
                )
                + translate("pulp2d6", ": {words}, {damage} damage.").format(
                    words=words, damage=out["damage"]
                )
            )
        if player_side:
            if "harm" in blows:
                words, out = _deal(enc, blows["harm"], wreck)
                lines.append(
                    translate("pulp2d6", "Harm: {target} takes {words} → {damage} damage.").format(
                        target=target, words=words, damage=out["damage"]
                    )
                )
            sufferer = target
        else:
            sufferer = attacker
            if "harm" in blows:
                npc, w = blows["harm"]["source"], blows["harm"]["weapon"]
                if w.get("damage"):
                    words, out = _deal(enc, blows["harm"], "destroyed")
                    lines.append(
                        translate(
                            "pulp2d6",
                            "Harm: {npc}'s {name} hits {attacker}: {words} → {damage} damage.",
                        ).format(
                            npc=npc,
                            name=weapon_name(w),
                            attacker=attacker,
                            words=words,
                            damage=out["damage"],
                        )
                    )
                else:
                    enc.set_stance(attacker, "prone")
                    lines.append(
                        translate("pulp2d6", "Harm: {npc}'s {name}: {attacker} {effect}.").format(
                            npc=npc,
                            name=weapon_name(w),
                            attacker=attacker,
                            effect=rule_text(w, "effect"),
                        )
                    )
            elif "frenzy" in picks:
                lines.append(translate("pulp2d6", "Frenzy: no Harm picked, so no damage to raise."))
        if "stress" in picks:
            dice = str(_row("consequences", "key", "stress")["sanity_loss"])
            roll = enc.dice.roll(
                dice, label=translate("pulp2d6", "{sufferer}: stress").format(sufferer=sufferer)
            )
            out = lose_sanity(
                enc,
                sufferer,
                roll.total,
                source=rule_text(_row("consequences", "key", "stress"), "name"),
            )
            lines.append(
                translate("pulp2d6", "Stress: {sufferer} loses {dice} = {total} PC.").format(
                    sufferer=sufferer, dice=dice, total=roll.total
                )
            )
        if "vulnerable" in picks:
            _vulnerable(enc, sufferer, attacker if player_side else target)
            lines.append(
                translate("pulp2d6", "VULNERABLE: {sufferer} is in a bad position.").format(
                    sufferer=sufferer
                )
            )
        if "ignore_armour" in picks:
            lines.append(
                translate(
                    "pulp2d6", "Ignore armour: the harm ignores {value}'s Protection."
                ).format(value=target if player_side else attacker)
            )
        if "stray_bullet" in picks:
            text = translate(
                "pulp2d6", "Stray bullet: {attacker}'s attack hits an innocent in the scene"
            ).format(attacker=attacker)
            if "stray" in blows:
                words, out = _deal(enc, blows["stray"], "destroyed")
                text += translate("pulp2d6", " — {innocent}: {words} → {damage} damage").format(
                    innocent=innocent, words=words, damage=out["damage"]
                )
            lines.append(text + ".")
        used = _apply_tactics(enc, a, picks, lines)
        live = _live(enc)
        live["tactics_used"] = sorted({*live["tactics_used"], *used})
        rec = live["attacks"][attack_id]
        rec["resolved"] = True
        rec["chosen"] = picks
        who = translate("pulp2d6", "The GM") if a["picker"] == "gm" else attacker
        chosen = ", ".join(_pick_name(p) for p in picks) or translate("pulp2d6", "nothing")
        enc.add_log(
            "consequences",
            translate("pulp2d6", "{who} picks {chosen} ({attack_words}, {band}).").format(
                who=who, chosen=chosen, attack_words=_attack_words(enc, attack_id), band=a["band"]
            )
            + (" " if lines else "")
            + " ".join(lines),
            combatant=attacker,
            target=target,
            attack=attack_id,
            chosen=picks,
        )
        return {"attack_id": attack_id, "chosen": picks, "lines": lines}


def _pick_name(key: str) -> str:
    for r in (*consequence_rows(), *tactic_rows()):
        if r["key"] == key:
            return rule_text(r, "name")
    return key


def _apply_tactics(
    enc: Encounter, a: Mapping[str, Any], picks: list[str], lines: list[str]
) -> list[str]:
    attacker, npc = a["attacker"], a["target"]
    used = []
    for key in picks:
        if key not in {r["key"] for r in tactic_rows()}:
            continue
        row = _row("enemy_tactics", "key", key)
        used.append(key)
        if key == "suicide_attack":
            zone = enc.combatant(npc).zone
            roll = enc.dice.roll(
                row["damage"], label=translate("pulp2d6", "{npc}: explosion").format(npc=npc)
            )
            near = [
                c.name
                for c in enc.combatants_in(zone)
                if c.name != npc and not is_vehicle(enc, c.name) and not is_dead(enc, c.name)
            ]
            lines.append(
                translate(
                    "pulp2d6",
                    "Suicide attack: {npc} blows up — {dice_words} to everyone near ({value}).",
                ).format(npc=npc, dice_words=_dice_words(roll), value=", ".join(near) or "nobody")
            )
            for n in near:
                apply_damage(
                    enc,
                    n,
                    roll.total,
                    source=translate("pulp2d6", "{npc}'s explosion").format(npc=npc),
                )
            kill(enc, npc, translate("pulp2d6", "blew itself up"))
        elif key == "clearly_deranged":
            pcs = [
                c.name
                for c in enc
                if c.side == "pc" and not is_vehicle(enc, c.name) and not is_dead(enc, c.name)
            ]
            for n in pcs:
                fx.add_effect(
                    enc,
                    n,
                    DIFFICULT_LABEL,
                    unit="turns",
                    count=1,
                    starts="on_first_turn",
                    kind="condition",
                    source=npc,
                    notes=rule_text(row, "text"),
                )
            lines.append(
                translate(
                    "pulp2d6",
                    "Clearly deranged: the PCs' actions are Difficult on their next "
                    "TURN ({pcs}); once per combat.",
                ).format(pcs=", ".join(pcs))
            )
        elif key == "frenzy":
            lines.append(
                translate("pulp2d6", "Frenzy: {npc}'s damage +{damage_modifier}.").format(
                    npc=npc, damage_modifier=row["damage_modifier"]
                )
            )
        elif key == "covering_fire":
            fx.add_effect(
                enc,
                attacker,
                COVERING_FIRE_LABEL,
                unit="turns",
                count=int(setting(enc, "pulp2d6.covering_fire_turns")),
                starts="on_first_turn",
                modifiers={ATTACK_NPC_KEY: int(row["attack_modifier"])},
                source=npc,
                notes=rule_text(row, "text"),
            )
            lines.append(
                translate(
                    "pulp2d6",
                    "Covering fire: {attacker} attacks NPCs at {attack_modifier:+d}.",
                ).format(attacker=attacker, attack_modifier=row["attack_modifier"])
            )
        elif key == "call_for_help":
            roll = enc.dice.roll(
                row["arrives_in_turns"], label=translate("pulp2d6", "{npc}: help").format(npc=npc)
            )
            fx.add_effect(
                enc,
                npc,
                HELP_LABEL,
                unit="turns",
                count=roll.total,
                counted_on=attacker,
                starts="on_first_turn",
                kind="condition",
                source=npc,
                notes=translate("pulp2d6", "Help arrives when this ends (if help is near)."),
            )
            lines.append(
                translate(
                    "pulp2d6",
                    "Call for help: if help is near, it arrives in {arrives_in_turns} = "
                    "{total} TURNS ({attacker}'s).",
                ).format(
                    arrives_in_turns=row["arrives_in_turns"], total=roll.total, attacker=attacker
                )
            )
        elif key == "cast_spell":
            st = pulp_combatant(enc, npc)
            st["spells_cast"] = int(st.get("spells_cast", 0)) + 1
            lines.append(
                translate(
                    "pulp2d6",
                    "Cast a spell: {npc} casts a spell (spell {spells_cast}; the "
                    "typical sorcerer knows up to {typical_spells_known}).",
                ).format(
                    npc=npc,
                    spells_cast=st["spells_cast"],
                    typical_spells_known=row["typical_spells_known"],
                )
            )
        elif key == "sacrifice":
            lines.append(translate("pulp2d6", "Sacrifice: another NPC took the damage."))
    return used


# -- vehicle combat ------------------------------------------------------------------------------
def vehicle_band(total: int) -> dict[str, Any]:
    rows = [r for r in table_rows("vehicle_combat") if r["rule"] == "band"]
    return next(r for r in rows if _in_band(r, total))


def vehicle_attack(
    enc: Encounter,
    attacker: str,
    target: str,
    weapon_id: str | None = None,
    *,
    enemy_weapon: str | None = None,
    hit_on: str | None = None,
    crew: bool = False,
    wreck: str = "destroyed",
    spend: bool = True,
    advantage: bool = False,
    automatic: bool = False,
    gm_allows: bool = False,
) -> dict[str, Any]:
    """Vehicle combat ("COMBATE EN VEHÍCULOS"): the PC rolls 2d6 + DESTREZA (``crew``: INGENIO
    + ``pulp2d6.experienced_crew_bonus``, for large vessels with their crew). 7 or less: the
    enemy hits (``hit_on``, default the PC — name the PC's vehicle); 8-9: both hit; 10+: the PC
    hits. Weapons deal their dice (vehicle weapons 3d6); armoured vehicles only feel 3d6.
    Decided by :func:`vehicle_plan` (refused with its reason)."""
    decision = vehicle_plan(
        enc,
        attacker,
        target,
        weapon_id,
        advantage=advantage,
        automatic=automatic,
        crew=crew,
        gm_allows=gm_allows,
        spend=spend,
        enemy_weapon=enemy_weapon,
        hit_on=hit_on,
        wreck=wreck,
    )
    if not decision["allowed"]:
        raise RuleError(decision["reason"])
    weapon = decision["weapon"]
    hit_on, enemy_weapon = decision["hit_on"], decision["enemy_weapon"]
    label = decision["attribute"]
    bonus_words = " ".join(
        f"{'+' if v >= 0 else '-'} {k} {abs(v)}"
        for k, v, _ in decision["modifiers"]
        if v or k == label
    )
    with enc.transaction(
        translate("pulp2d6", "{attacker}: vehicle combat with {target}").format(
            attacker=attacker, target=target
        )
    ):
        if spend:
            enc.spend(
                attacker,
                Cost({"action": 1}),
                translate("pulp2d6", "{attacker}: vehicle combat").format(attacker=attacker),
            )
        roll = enc.dice.roll(
            decision["dice"],
            label=translate("pulp2d6", "{attacker}: vehicle combat").format(attacker=attacker),
        )
        total = roll.total + decision["bonus"]
        band = vehicle_band(total)
        lines = [
            translate(
                "pulp2d6",
                "{attacker} vs {target} (vehicle combat): {dice_words} {bonus_words} "
                "= {total} — {text}",
            ).format(
                attacker=attacker,
                target=target,
                dice_words=_dice_words(roll),
                bonus_words=bonus_words,
                total=total,
                text=band["text"],
            )
        ]
        if decision["override"]:
            lines.append(decision["override"])
        outcome = band["outcome"]
        if outcome in ("pc_hits_target", "both_hit"):
            amount, words, _ = _roll_damage(enc, weapon["damage"], attacker)
            out = apply_damage(
                enc, target, amount, source=attacker, weapon_dice=weapon["damage"], wreck=wreck
            )
            lines.append(
                translate(
                    "pulp2d6", "{attacker}'s {name}: {words} → {target} {damage} damage."
                ).format(
                    attacker=attacker,
                    name=weapon_name(weapon),
                    words=words,
                    target=target,
                    damage=out["damage"],
                )
            )
        if outcome in ("enemy_hits_pc", "both_hit"):
            ew = weapon_of(enc, target, enemy_weapon)
            if ew is None or not ew.get("damage"):
                lines.append(
                    translate("pulp2d6", "{target} has no weapon: no damage back.").format(
                        target=target
                    )
                )
            else:
                amount, words, _ = _roll_damage(enc, ew["damage"], target)
                out = apply_damage(enc, hit_on, amount, source=target, weapon_dice=ew["damage"])
                lines.append(
                    translate(
                        "pulp2d6", "{target}'s {name}: {words} → {hit_on} {damage} damage."
                    ).format(
                        target=target,
                        name=weapon_name(ew),
                        words=words,
                        hit_on=hit_on,
                        damage=out["damage"],
                    )
                )
        text = " ".join(lines)
        enc.add_log(
            "attack",
            text,
            roll=roll.to_dict(),
            combatant=attacker,
            target=target,
            total=total,
            outcome=outcome,
        )
        return {
            "text": text,
            "total": total,
            "roll": roll.to_dict(),
            "outcome": outcome,
            "band": rule_text(band, "text"),
        }


__all__ = [
    "COVERING_FIRE_LABEL",
    "DIFFICULT_LABEL",
    "ENEMY_WEAPON_CHOICES",
    "HELP_LABEL",
    "HIT_ON_CHOICES",
    "VULNERABLE_LABEL",
    "add_npc",
    "add_vehicle",
    "attack",
    "attack_band",
    "attack_plan",
    "choose_consequences",
    "consequence_choices",
    "is_empty",
    "npc_roster",
    "npc_stats",
    "pending_attacks",
    "reload",
    "resolve_vehicle_choices",
    "ridden_vehicle",
    "tactics_threshold",
    "vehicle_attack",
    "vehicle_band",
    "vehicle_hp_cap",
    "vehicle_roster",
    "weapon_of",
    "weapons_of",
]
