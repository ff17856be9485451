"""Attacks: Poder Ofensivo ÷ Poder Defensivo (seed 002 "Ataque"; ``offensive_power.json``,
``defensive_power.json``, ``attack_resolution.json``, ``range_bands.json``, ``opportunity.json``,
``techniques.json``, ``disarm.json``, ``melee.json`` and the four critical tables).

**PO** = d20 (Sorte) + the weapon-category skill (Habilidade) + Surpresa (once, when the target
failed to spot the attacker) + Oportunidade once per true situation (target suppressed, target
panicked, target flanked) + 5 at lethal range + the technique level (precision shot after a round
aiming, suppressive fire, disarm) − 1 a Lesão − the Sangramento penalty.

**PD** = Blindagem (none 0, retardo +5, impenetrável +10) + Exposição (completa +5, parcial +10,
mínima +15; from the posture unless set) + Visibilidade (parcial +5, nula +10) + 5 beyond
effective range + 5 when running across the line of fire + 5 for a shoot-and-move + 10 in
ineffective (melee) combat.

**PA** = ⌊PO ÷ PD⌋ = Lesões; PA ≥ ``ww2.ferimento_min_pa`` (3: "maior ou igual a 3"; 4 for
"superior a 3") adds a Ferimento. A natural 1 makes PA 0 and rolls 1d6 on the critical-failure
table of the weapon (firearm or explosive); a natural 20 adds a Ferimento and rolls on the
critical-hit table. A fully hidden target behind impenetrable cover can't be attacked, and can't
attack.

Readings this module adds where the seed is silent (documented in ``docs/rulesets/ww2.md``):

- Range is the straight-line distance between the tokens (map units are metres) against the
  weapon's bands: effective range from its class (``range_bands.json``: melee 5, short 20, medium
  100, long 250 m); lethal and maximum distances from the weapon or the GM's
  ``ww2.weapon_range_table`` (the seed's table is missing, so none are invented).
- A target fully hidden behind less than impenetrable cover (or shot by a weapon that ignores
  cover) counts as Mínima exposure and Nula visibility.
- "Fere o atirador" on the firearm critical failures is one Ferimento to the shooter.
- Combate Corporal has no critical table: a natural 1 is PA 0, a natural 20 the extra Ferimento.
- A target in a dark zone is at Nula visibility (escuridão completa) unless set otherwise.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from core.i18n import rule_text, translate
from core.rules.base import Cost, RuleError
from core.rules.geometry import map_refusal
from core.rules.ww2 import data
from core.rules.ww2.attention import spend_surprise, surprised_by
from core.rules.ww2.checks import CheckResult, Modifier, penalties, skill_test
from core.rules.ww2.injuries import (
    add_lost_turn,
    apply_damage,
    has_condition,
    kill,
    set_condition,
    start_death_clock,
)
from core.rules.ww2.movement import (
    can_afford,
    metres_moved,
    moved_this_round,
    movement_allowance,
    moves_this_round,
    ran_this_round,
    shot_and_moved,
)
from core.rules.ww2.sheet import category_range_class, level, weapon_words
from core.rules.ww2.state import (
    EXPLOSIVE_CATEGORY,
    MELEE_CATEGORY,
    ferimentos_text,
    find_weapon,
    is_dead,
    lesoes_text,
    live,
    peek,
    posture,
    readied_weapon,
    round_live,
    round_view,
    skill_label,
    stat,
    view,
)
from core.rules.ww2.words import choice_word, weapon_status_word

if TYPE_CHECKING:  # pragma: no cover
    from core.encounter import Encounter

TECHNIQUES: tuple[str, ...] = ("none", "suppressive_fire", "disarm")
BANDS: tuple[str, ...] = ("lethal", "effective", "beyond_effective")
CHOICE = ("auto", "yes", "no")


@dataclass
class AttackPlan:
    """Everything known about an attack before the d20: whether it is allowed, every PO and PD
    component with its source, the range, the technique and what it costs."""

    allowed: bool
    reason: str
    attacker: str
    target: str
    weapon: dict[str, Any] | None = None
    technique: str = "none"
    po: list[Modifier] = field(default_factory=list)
    pd: list[Modifier] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    distance: float | None = None
    band: str | None = None
    shoot_and_move: bool = False
    melee: bool = False
    no_extra_wound: bool = False
    knockout: bool = False
    surprise: bool = False
    precision: bool = False
    cost: dict[str, int] = field(default_factory=dict)
    surprise_effects: dict[str, Any] = field(default_factory=dict)
    overridden: str = ""
    """The log line when the GM let the attack through what the map forbids."""

    @property
    def po_bonus(self) -> int:
        return sum(m.value for m in self.po)

    @property
    def pd_total(self) -> int:
        return max(1, sum(m.value for m in self.pd))

    def d20_for(self, pa: int) -> int | None:
        """The lowest d20 face giving at least ``pa`` (``None`` if even a 20 can't)."""
        need = pa * self.pd_total - self.po_bonus
        face = max(2, need)
        return face if face <= 20 else None


# -- weapons and range --------------------------------------------------------------------------
def is_melee(weapon: dict[str, Any]) -> bool:
    return weapon.get("category") == MELEE_CATEGORY


def is_explosive(weapon: dict[str, Any]) -> bool:
    return weapon.get("category") == EXPLOSIVE_CATEGORY or bool(weapon.get("explosive"))


def weapon_ranges(enc: Encounter, weapon: dict[str, Any]) -> dict[str, Any]:
    """The weapon's ``range_class``, ``effective_m``, ``lethal_m`` and ``maximum_m``.

    Taken from the weapon, then the GM's ``ww2.weapon_range_table`` for its category, then the
    category's class in ``weapons.json`` (Zonekeeper's own reading); Combate Corporal is the
    melee class (0–5 m, ``melee.json``). Unknown distances are ``None``.
    """
    table = enc.ruleset.settings.get("ww2.weapon_range_table") or {}
    merged: dict[str, Any] = {}
    if is_melee(weapon):
        merged["range_class"] = "melee"
    merged.update(table.get(weapon.get("category"), {}) if isinstance(table, dict) else {})
    for k in ("range_class", "effective_m", "lethal_m", "maximum_m"):
        if weapon.get(k) is not None:
            merged[k] = weapon[k]
    if merged.get("range_class") is None and merged.get("effective_m") is None:
        merged["range_class"] = category_range_class(str(weapon.get("category")))
    eff = merged.get("effective_m")
    if eff is None and merged.get("range_class"):
        rows = data.rows(enc, "range_bands", effective_range_class=merged["range_class"])
        if not rows:
            raise RuleError(
                translate(
                    "ww2",
                    "Unknown range class {range_class!r} for {get}: use melee, "
                    "short, medium or long (range_bands.json).",
                ).format(range_class=merged["range_class"], get=rule_text(weapon, "name"))
            )
        eff = rows[0]["max_m"]
    return {
        "range_class": merged.get("range_class"),
        "effective_m": None if eff is None else float(eff),
        "lethal_m": None if merged.get("lethal_m") is None else float(merged["lethal_m"]),
        "maximum_m": None if merged.get("maximum_m") is None else float(merged["maximum_m"]),
    }


def distance(enc: Encounter, a: str, b: str) -> float:
    """Metres between two tokens (map units are metres)."""
    return round(math.dist(enc.combatant(a).position, enc.combatant(b).position), 1)


def weapon_band(
    enc: Encounter, attacker: str, target: str, weapon: dict[str, Any]
) -> tuple[str | None, float, list[str]]:
    """(band, metres, notes): ``"lethal"``, ``"effective"``, ``"beyond_effective"`` or ``None``
    (out of range)."""
    d = distance(enc, attacker, target)
    r = weapon_ranges(enc, weapon)
    notes: list[str] = []
    if r["lethal_m"] is not None and d <= r["lethal_m"]:
        return "lethal", d, notes
    if r["effective_m"] is None:
        notes.append(
            translate(
                "ww2",
                "{get} has no effective range (no range class, and none in "
                "ww2.weapon_range_table): treated as within effective range.",
            ).format(get=rule_text(weapon, "name"))
        )
        return "effective", d, notes
    if d <= r["effective_m"]:
        return "effective", d, notes
    if is_melee(weapon):
        if target in enc.engaged_with(attacker):
            return "effective", d, notes
        return None, d, notes
    if r["maximum_m"] is None:
        notes.append(
            translate(
                "ww2",
                "{get}'s maximum range is not known (the seed's table is "
                "missing; set it on the weapon or in "
                "ww2.weapon_range_table): treated as within it.",
            ).format(get=rule_text(weapon, "name"))
        )
        return "beyond_effective", d, notes
    if d <= r["maximum_m"]:
        return "beyond_effective", d, notes
    return None, d, notes


# -- the plan -----------------------------------------------------------------------------------
def _choice(value: Any, what: str) -> str:
    if value is True:
        return "yes"
    if value is False or value is None:
        return "no" if value is False else "auto"
    if value not in CHOICE:
        raise RuleError(
            translate("ww2", "{what}: choose auto, yes or no (not {value!r}).").format(
                what=what, value=value
            )
        )
    return str(value)


def _refuse(plan: AttackPlan, reason: str) -> AttackPlan:
    plan.allowed = False
    plan.reason = reason
    return plan


def _exposure_level(enc: Encounter, target: str, flanked: bool, override: Any) -> str:
    level = peek(enc, target, "exposure") if override in (None, "auto") else override
    if level not in ("auto", "full", "partial", "minimal", "fully_hidden"):
        raise RuleError(
            translate(
                "ww2", "Unknown exposure {level!r}: auto, full, partial, minimal, fully_hidden."
            ).format(level=level)
        )
    if level == "auto":
        post = posture(enc, target)
        level = data.row(enc, "posture", key=post)["exposure"]
        if post == "prone" and flanked:
            level = enc.ruleset.settings.get("ww2.prone_exposure_from_flank", "partial")
    return str(level)


def _armour_level(enc: Encounter, target: str, override: Any) -> str:
    level = peek(enc, target, "armour") if override in (None, "auto") else override
    if level not in ("none", "retarding", "impenetrable"):
        raise RuleError(
            translate("ww2", "Unknown armour {level!r}: none, retarding or impenetrable.").format(
                level=level
            )
        )
    return str(level)


def _visibility_level(enc: Encounter, target: str, override: Any) -> tuple[str, str]:
    if override not in (None, "auto"):
        if override not in ("perfect", "partial", "none"):
            raise RuleError(
                translate(
                    "ww2", "Unknown visibility {override!r}: perfect, partial or none."
                ).format(override=override)
            )
        return str(override), translate("ww2", "set for this attack")
    level = peek(enc, target, "visibility")
    why = translate("ww2", "{target}'s visibility").format(target=target)
    zone = enc.map.zone(enc.combatant(target).zone)
    if zone.is_dark and level != "none":
        level, why = (
            "none",
            translate("ww2", "{name} is dark (total darkness)").format(name=zone.name),
        )
    return str(level), why


def _aim_valid(enc: Encounter, attacker: str, weapon: dict[str, Any]) -> bool:
    aim = peek(enc, attacker, "aim")
    return bool(
        aim
        and aim.get("round") == enc.round.number - 1
        and aim.get("weapon") == weapon["id"]
        and weapon.get("category") in data.technique_categories(enc, "precision_shot")
    )


def attack_refusal(enc: Encounter, attacker: str) -> str | None:
    """Why ``attacker`` can make no attack at all now (state, turn, round), or ``None``."""
    from core.rules.ww2.initiative import current_turn, fight_started

    reason = enc.ruleset.cannot_act_reason(enc, attacker)
    if reason:
        return reason
    st = {k: peek(enc, attacker, k) for k in ("injury", "exposure", "armour")}
    if st["injury"]["out_of_action"]:
        return translate(
            "ww2", "{attacker} is out of action (Wound): only crawling and bearing the pain."
        ).format(attacker=attacker)
    if fight_started(enc) and current_turn(enc) != attacker:
        return translate("ww2", "It isn't {attacker}'s turn.").format(attacker=attacker)
    rec = round_view(enc, attacker)
    if rec["attacked"]:
        return translate(
            "ww2", "{attacker} has already attacked this round (one action a round)."
        ).format(attacker=attacker)
    if "aim" in rec["actions"]:
        return translate(
            "ww2", "{attacker} is aiming this round: no attack until the next (Precision shot)."
        ).format(attacker=attacker)
    if st["exposure"] == "fully_hidden" and st["armour"] == "impenetrable":
        return translate(
            "ww2", "{attacker} is fully hidden behind impenetrable cover and can't attack."
        ).format(attacker=attacker)
    return None


def action_refusal(enc: Encounter, attacker: str) -> str | None:
    """Why the round's action can't hold an attack now (a run, a move too long, used
    otherwise), or ``None`` — the attack action's legality before a target is picked."""
    spent = enc.actions_spent(attacker)
    sm = moved_this_round(enc, attacker) or shot_and_moved(enc, attacker)
    why = _movement_refusal(enc, attacker, sm)
    if why:
        return why
    if int(spent.get("round", 0)) - moves_this_round(enc, attacker) >= 1:
        return translate("ww2", "{attacker} has used the round's action.").format(attacker=attacker)
    cost = Cost({"round": 1})
    if moved_this_round(enc, attacker) and not spent.get("shoot_move"):
        cost = cost + Cost({"shoot_move": 1})
    if not can_afford(spent, cost):
        return translate("ww2", "{attacker} has used the round's action.").format(attacker=attacker)
    return None


def plan_attack(
    enc: Encounter,
    attacker: str,
    target: str,
    weapon_id: str | None = None,
    *,
    technique: str = "none",
    shoot_and_move: Any = "auto",
    surprise: Any = "auto",
    flanked: bool = False,
    visibility: Any = "auto",
    range_band: Any = "auto",
    armour: Any = "auto",
    exposure: Any = "auto",
    target_running: Any = "auto",
    melee_defence_bonus: Any = "auto",
    no_extra_wound: Any = "auto",
    knockout: Any = "auto",
    targets: int = 1,
    gm_allows: bool = False,
) -> AttackPlan:
    """Work out an attack without rolling: every PO and PD part with its source, or why not.

    The one decision both the preview and :func:`attack` read. The steps, in the rulebook's
    order: who and with what (:func:`_weapon_refusal`), the technique's weapon, infinite
    defence, the map and the range (:func:`_place_refusal`), the round's action
    (:func:`_action_refusal`), then Poder Ofensivo (:func:`_offensive_power`) and Poder
    Defensivo (:func:`_defensive_power`). Refusals of the moment (turn, round, action) still
    work the parts out, so the preview can show them.
    """
    enc.combatant(attacker)
    enc.combatant(target)
    plan = AttackPlan(True, "", attacker, target, technique=technique)
    if technique not in TECHNIQUES:
        raise RuleError(
            translate("ww2", "Unknown technique {technique!r}; choose from {TECHNIQUES}.").format(
                technique=technique, TECHNIQUES=", ".join(TECHNIQUES)
            )
        )
    if attacker == target:
        return _refuse(plan, translate("ww2", "A combatant can't attack themselves."))
    soft = attack_refusal(enc, attacker)
    if is_dead(enc, target):
        return _refuse(plan, translate("ww2", "{target} is already dead.").format(target=target))
    why = _weapon_refusal(enc, plan, weapon_id) or _technique_refusal(enc, plan)
    if why:
        return _refuse(plan, why)
    weapon = plan.weapon or {}
    arm = _armour_level(enc, target, armour)
    exp = _exposure_level(enc, target, flanked, exposure)
    if exp == "fully_hidden" and arm == "impenetrable" and not weapon.get("ignores_cover"):
        hidden = data.row(enc, "defensive_power", component="exposure", level="fully_hidden")
        return _refuse(
            plan,
            translate(
                "ww2",
                "{target} is fully hidden behind impenetrable cover: "
                "infinite defence, can't be attacked ({source}).",
            ).format(
                target=target, source=data.source("defensive_power", rule_text(hidden, "name"))
            ),
        )
    why = _place_refusal(enc, plan, range_band, bool(gm_allows))
    if why:
        return _refuse(plan, why)
    plan.precision = _aim_valid(enc, attacker, weapon)
    if technique == "suppressive_fire" and plan.band == "beyond_effective":
        return _refuse(
            plan, translate("ww2", "Suppressive fire can't be used beyond effective range.")
        )
    why = _shoot_and_move_refusal(enc, plan, shoot_and_move)
    if why:
        return _refuse(plan, why)
    soft = soft or _action_refusal(enc, plan)
    _offensive_power(enc, plan, surprise, flanked)
    _defensive_power(
        enc,
        plan,
        arm,
        exp,
        exposure,
        visibility,
        target_running,
        (melee_defence_bonus, no_extra_wound, knockout),
    )
    if technique == "suppressive_fire":
        plan.notes.append(
            translate(
                "ww2",
                "Suppressive fire: {suppression_penalty} AP become suppression ({targets} "
                "target{choice}).",
            ).format(
                suppression_penalty=suppression_penalty(enc, targets),
                targets=targets,
                choice="s" if targets != 1 else "",
            )
        )
    if soft:
        plan.allowed, plan.reason = False, soft
    return plan


def _weapon_refusal(enc: Encounter, plan: AttackPlan, weapon_id: str | None) -> str | None:
    """Why the attacker can't attack with ``weapon_id`` (not carried, out of order, a hand
    that can't shoot); sets ``plan.weapon`` and ``plan.melee``."""
    a = plan.attacker
    weapon = find_weapon(enc, a, weapon_id)
    if weapon is None:
        what = weapon_words(weapon_id) if weapon_id else translate("ww2", "a weapon")
        return translate(
            "ww2",
            "{a} doesn't carry {what}: pick one of {a}'s weapons, or change {a}'s equipment first.",
        ).format(a=a, what=what)
    plan.weapon = weapon
    plan.melee = is_melee(weapon)
    if weapon["status"] != "ok":
        return translate("ww2", "{a}'s {weapon} is {status}.").format(
            a=a, weapon=rule_text(weapon, "name"), status=weapon_status_word(str(weapon["status"]))
        )
    if not plan.melee and has_condition(enc, a, "cannot_shoot"):
        return translate("ww2", "{a} can't shoot (a critical wound to the hand).").format(a=a)
    return None


def _technique_refusal(enc: Encounter, plan: AttackPlan) -> str | None:
    """Why the technique can't be used with this weapon now (``techniques.json``)."""
    technique, weapon = plan.technique, plan.weapon or {}
    if technique == "none":
        return None
    if weapon.get("category") not in data.technique_categories(enc, technique):
        row = data.technique(enc, technique)
        return translate("ww2", "{label} needs {weapons} (not {skill_label}).").format(
            label=rule_text(row, "name"),
            weapons=", ".join(row["weapons"]),
            skill_label=skill_label(weapon.get("category", "")),
        )
    if technique == "suppressive_fire" and weapon.get("category") == "submetralhadoras":
        last = view(enc, plan.attacker)["smg_suppressive_round"]
        if last is not None and last == enc.round.number - 1:
            return translate(
                "ww2", "Submachine guns can't lay suppressive fire in consecutive rounds."
            )
    return None


def reach_refusal(
    enc: Encounter,
    attacker: str,
    target: str,
    weapon: dict[str, Any],
    band_and_metres: tuple[str | None, float] | None = None,
) -> str | None:
    """Why the map keeps ``weapon`` from reaching ``target`` (``None`` when it reaches).

    Melee (Combate Corporal) reaches 0–5 m (``range_bands.json`` Corpo a Corpo) or someone
    engaged, with no wall or closed door between; anything else needs a clear line of fire
    (:func:`core.rules.geometry.map_refusal`) within the weapon's maximum range.
    ``band_and_metres``: :func:`weapon_band`'s answer when the caller has it already."""
    band, dist = band_and_metres or weapon_band(enc, attacker, target, weapon)[:2]
    if is_melee(weapon):
        if band is None:
            reach = weapon_ranges(enc, weapon)["effective_m"]
            return translate(
                "ww2",
                "{target} is {dist:g} m away: out of reach of {name} (melee, 0–{reach:g} m).",
            ).format(target=target, dist=dist, name=rule_text(weapon, "name"), reach=reach)
        sight = enc.line_of_sight(attacker, target)
        return None if sight.clear else str(sight.reason)
    why = map_refusal(enc, attacker, target, melee=False)
    if why:
        return why
    if band is None:
        return translate(
            "ww2", "{target} is {dist:g} m away: beyond the maximum range of {name}."
        ).format(target=target, dist=dist, name=rule_text(weapon, "name"))
    return None


def _place_refusal(
    enc: Encounter, plan: AttackPlan, range_band: Any, gm_allows: bool
) -> str | None:
    """The map and the range: sets ``plan.distance``, ``plan.band`` and the notes; refuses
    what the map forbids unless the GM allows it (then the note says so)."""
    a, t, weapon = plan.attacker, plan.target, plan.weapon or {}
    if range_band not in (None, "auto") and range_band not in BANDS:
        raise RuleError(
            translate("ww2", "Unknown range band {range_band!r}: {BANDS}.").format(
                range_band=range_band, BANDS=", ".join(BANDS)
            )
        )
    band, dist, notes = weapon_band(enc, a, t, weapon)
    why = reach_refusal(enc, a, t, weapon, (band, dist))
    plan.distance = dist
    if why and not gm_allows:
        return why
    if why:
        plan.overridden = translate(
            "ww2", "GM allows {a}'s attack on {t} although: {rstrip}"
        ).format(a=a, t=t, rstrip=why.rstrip("."))
        notes = [*notes, plan.overridden]
        band = band or ("effective" if plan.melee else "beyond_effective")
    if range_band not in (None, "auto"):
        band = str(range_band)
        notes = [
            *notes,
            translate("ww2", "Range band set by the GM: {band}.").format(
                band=choice_word(band).lower()
            ),
        ]
    plan.band = band
    plan.notes.extend(notes)
    return None


def _shoot_and_move_refusal(enc: Encounter, plan: AttackPlan, choice: Any) -> str | None:
    """Whether this attack is a shoot-and-move (the attack and a move in one action) and why
    it can't be: prone, beyond effective range, or a move longer than a shoot-and-move's."""
    a = plan.attacker
    spent = enc.actions_spent(a)
    sm_choice = _choice(choice, "shoot_and_move")
    sm = sm_choice == "yes" or (
        sm_choice == "auto" and (moved_this_round(enc, a) or shot_and_moved(enc, a))
    )
    plan.shoot_and_move = sm
    cost = Cost({"round": 1})
    if sm and not spent.get("shoot_move"):
        cost = cost + Cost({"shoot_move": 1})
    plan.cost = dict(cost.amounts)
    if not sm:
        return None
    if posture(enc, a) == "prone":
        return translate("ww2", "{a} is prone: no shooting and moving (posture.json).").format(a=a)
    if plan.band == "beyond_effective" and not plan.precision:
        return translate(
            "ww2",
            "No shooting beyond effective range and moving in the same round (movement.json).",
        )
    return None


def _action_refusal(enc: Encounter, plan: AttackPlan) -> str | None:
    """Why the round's action can't hold this attack: used otherwise, a run (no firing), or
    a move past the shoot-and-move distance."""
    a = plan.attacker
    spent = enc.actions_spent(a)
    why = _movement_refusal(enc, a, plan.shoot_and_move)
    if why:
        return why
    if int(spent.get("round", 0)) - moves_this_round(enc, a) >= 1:
        return translate("ww2", "{a} has used the round's action.").format(a=a)
    if not can_afford(spent, Cost(plan.cost)):
        if moved_this_round(enc, a) and not plan.shoot_and_move:
            return translate(
                "ww2", "{a} moved this round: firing as well is a shoot-and-move ({metres:g} m)."
            ).format(a=a, metres=movement_allowance(enc, a, "shoot_and_move")["metres"])
        return translate("ww2", "{a} has used the round's action.").format(a=a)
    return None


def _movement_refusal(enc: Encounter, a: str, shoot_and_move: bool) -> str | None:
    """No shot after a run ("sem abrir fogo"), nor after a move longer than a
    shoot-and-move's metres (``movement.json``)."""
    rec = round_view(enc, a)
    if rec["mode"] == "run" or "run" in rec["actions"]:
        return translate(
            "ww2", "{a} ran this round: a run is made without firing (movement.json)."
        ).format(a=a)
    if shoot_and_move:
        allowance = movement_allowance(enc, a, "shoot_and_move")["metres"]
        moved = metres_moved(enc, a)
        if moved > allowance:
            return translate(
                "ww2",
                "{a} has moved {moved:g} m since the turn began: a "
                "shoot-and-move allows {allowance:g} m, so no shot this "
                "round (movement.json).",
            ).format(a=a, moved=moved, allowance=allowance)
    return None


def _level(enc: Encounter, plan: AttackPlan, key: str) -> int:
    """The attacker's level ``key``; a level the sheet lacks counts 0 and the plan says so."""
    value = level(enc.combatant(plan.attacker).stats, key)
    if value is None:
        plan.notes.append(
            translate("ww2", "{attacker}'s sheet has no {skill_label}: counted as 0.").format(
                attacker=plan.attacker, skill_label=skill_label(key)
            )
        )
        return 0
    return value


def _offensive_power(enc: Encounter, plan: AttackPlan, surprise: Any, flanked: bool) -> None:
    """Poder Ofensivo beside the d20: Habilidade, Surpresa, Oportunidade, Letal, techniques and
    the penalties (``offensive_power.json``)."""
    a, t, weapon = plan.attacker, plan.target, plan.weapon or {}
    cat = str(weapon.get("category"))
    skill = rule_text(data.row(enc, "offensive_power", component="skill"), "name")
    plan.po.append(
        Modifier(
            f"{skill}: {skill_label(cat)}",
            _level(enc, plan, cat),
            data.source("offensive_power", skill),
        )
    )
    sur = _choice(surprise, "surprise")
    record = surprised_by(enc, t).get(a)
    plan.surprise = sur == "yes" or (sur == "auto" and record is not None)
    if plan.surprise:
        plan.po.append(
            Modifier(
                translate("ww2", "Surprise"),
                _level(enc, plan, "surpresa"),
                "surprise_effects.json: "
                + (
                    translate("ww2", "{t} failed to spot {a}").format(t=t, a=a)
                    if record
                    else translate("ww2", "set for this attack")
                ),
            )
        )
    situations = []
    if peek(enc, t, "suppression"):
        situations.append("suppressed")
    if has_condition(enc, t, "panicked"):
        situations.append("panicked")
    if flanked:
        situations.append("flanked")
    for key in situations:
        row = data.row(enc, "opportunity", key=key)
        plan.po.append(
            Modifier(
                translate("ww2", "Opportunity: {label}").format(label=rule_text(row, "name")),
                _level(enc, plan, "oportunidade"),
                data.source("opportunity", rule_text(row, "name")),
            )
        )
    if plan.band == "lethal":
        row = data.row(enc, "range_bands", band="lethal")
        plan.po.append(
            Modifier(
                f"{rule_text(row, 'name')} ({plan.distance:g} m)",
                int(row["po_modifier"]),
                data.source("range_bands", rule_text(row, "name")),
            )
        )
    for on, key, source in (
        (plan.precision, "tiro_de_precisao", translate("ww2", "techniques.json: aimed last round")),
        (plan.technique == "suppressive_fire", "fogo_supressor", "techniques.json"),
        (plan.technique == "disarm", "desarmar", "techniques.json"),
    ):
        if on:
            plan.po.append(Modifier(skill_label(key), _level(enc, plan, key), source))
    plan.po.extend(penalties(enc, a, "attack"))
    if record is not None and plan.surprise:
        plan.surprise_effects = dict(record.get("effects", {}))


def _pd_row(enc: Encounter, label: str, component: str, level_key: str) -> Modifier:
    row = data.row(enc, "defensive_power", component=component, level=level_key)
    return Modifier(
        label, int(row["modifier"]), data.source("defensive_power", rule_text(row, "name"))
    )


def _defensive_power(
    enc: Encounter,
    plan: AttackPlan,
    arm: str,
    exp: str,
    exposure_flag: Any,
    visibility: Any,
    target_running: Any,
    melee_flags: tuple[Any, Any, Any],
) -> None:
    """Poder Defensivo: Blindagem, Exposição, Visibilidade, Distância, Deslocamento and
    Combate Ineficaz (``defensive_power.json``, ``melee.json``)."""
    t, weapon = plan.target, plan.weapon or {}
    settings = enc.ruleset.settings
    vis, vis_why = _visibility_level(enc, t, visibility)
    if exp == "fully_hidden":
        plan.notes.append(
            translate("ww2", "{t} is fully hidden behind less than impenetrable cover").format(t=t)
            + (
                translate("ww2", " (the weapon ignores cover)")
                if weapon.get("ignores_cover")
                else ""
            )
            + translate("ww2", ": counted as minimal exposure and no visibility.")
        )
        exp, vis, vis_why = "minimal", "none", translate("ww2", "fully hidden")
    no_defence = bool(plan.surprise_effects.get("victim_no_defence"))
    if no_defence and settings.get("ww2.relaxed_no_defence_ignores_pd"):
        row = data.row(enc, "defensive_power", component="exposure", level="full")
        plan.pd.append(
            Modifier(
                translate("ww2", "No defence (Relaxed): full exposure only"),
                int(row["modifier"]),
                translate("ww2", "surprise_effects.json: ww2.relaxed_no_defence_ignores_pd"),
            )
        )
    else:
        if no_defence:
            plan.notes.append(
                translate(
                    "ww2",
                    "{t} was Relaxed and surprised: no defence is possible — they can't "
                    "react to this attack (passive cover and exposure still count).",
                ).format(t=t)
            )
        _cover_pd(enc, plan, arm, exp, exposure_flag, vis, vis_why)
        _movement_pd(enc, plan, target_running)
    _melee_pd(enc, plan, melee_flags)
    from core.effects import effect_modifiers

    fx = effect_modifiers(enc, t).get("defence", 0)
    if fx:
        plan.pd.append(
            Modifier(translate("ww2", "Timed effects (defence)"), int(fx), "core.effects")
        )


def _cover_pd(
    enc: Encounter,
    plan: AttackPlan,
    arm: str,
    exp: str,
    exposure_flag: Any,
    vis: str,
    vis_why: str,
) -> None:
    t = plan.target
    arow = data.row(enc, "defensive_power", component="armour", level=arm)
    plan.pd.append(
        _pd_row(
            enc,
            translate("ww2", "Armour: {label}").format(label=rule_text(arow, "name")),
            "armour",
            arm,
        )
    )
    erow = data.row(enc, "defensive_power", component="exposure", level=exp)
    where = (
        ""
        if exposure_flag not in (None, "auto") or peek(enc, t, "exposure") != "auto"
        else f", {choice_word(posture(enc, t)).lower()}"
    )
    plan.pd.append(
        _pd_row(
            enc,
            translate("ww2", "Exposure: {label}{where}").format(
                label=rule_text(erow, "name"), where=where
            ),
            "exposure",
            exp,
        )
    )
    if vis != "perfect":
        vrow = data.row(enc, "defensive_power", component="visibility", level=vis)
        plan.pd.append(
            _pd_row(
                enc,
                translate("ww2", "Visibility: {label} ({vis_why})").format(
                    label=rule_text(vrow, "name"), vis_why=vis_why
                ),
                "visibility",
                vis,
            )
        )
    if plan.band == "beyond_effective":
        if plan.precision:
            plan.notes.append(
                translate("ww2", "Precision shot ignores the range penalty up to maximum range.")
            )
        else:
            plan.pd.append(
                _pd_row(
                    enc,
                    translate("ww2", "Distance: beyond effective range ({distance:g} m)").format(
                        distance=plan.distance
                    ),
                    "distance",
                    "beyond_effective_range",
                )
            )


def _movement_pd(enc: Encounter, plan: AttackPlan, target_running: Any) -> None:
    a, t = plan.attacker, plan.target
    settings = enc.ruleset.settings
    run_choice = _choice(target_running, "target_running")
    running = run_choice == "yes" or (run_choice == "auto" and ran_this_round(enc, t))
    if running:
        plan.pd.append(
            _pd_row(
                enc,
                translate("ww2", "Movement: running across the line of fire"),
                "movement",
                "running",
            )
        )
        if run_choice == "auto":
            plan.notes.append(
                translate(
                    "ww2", "{t} ran this round: perpendicular to the line of fire assumed."
                ).format(t=t)
            )
    to = settings.get("ww2.shoot_and_move_bonus_to", "defender")
    if to == "defender" and plan.shoot_and_move:
        if plan.band == "lethal":
            plan.notes.append(
                translate("ww2", "Shoot and move at point-blank range: no penalty (movement.json).")
            )
        else:
            plan.pd.append(
                Modifier(
                    translate("ww2", "Movement: {a} shoots and moves").format(a=a),
                    data.modifier(
                        enc, "defensive_power", component="movement", level="shoot_and_move"
                    ),
                    data.source("defensive_power", "atirar e movimentar"),
                )
            )
    elif to == "mover" and shot_and_moved(enc, t) and plan.band == "effective":
        plan.pd.append(
            Modifier(
                translate("ww2", "Movement: {t} shot and moved").format(t=t),
                data.modifier(enc, "defensive_power", component="movement", level="shoot_and_move"),
                data.source("defensive_power", "atirar e movimentar"),
            )
        )


def _melee_pd(enc: Encounter, plan: AttackPlan, flags: tuple[Any, Any, Any]) -> None:
    """Combate Ineficaz (``melee.json``): +10 PD, no extra Ferimento, knockout."""
    weapon = plan.weapon or {}
    if not (plan.melee or weapon.get("ineffective")):
        return
    settings = enc.ruleset.settings
    bonus, no_extra, knockout = flags
    mrow = data.row(enc, "melee", key="defence_bonus")
    if _setting_choice(bonus, settings, "ww2.melee_defence_bonus"):
        plan.pd.append(
            Modifier(
                translate("ww2", "ineffective combat: {label}").format(
                    label=rule_text(mrow, "name")
                ),
                int(mrow["pd_modifier"]),
                data.source("melee", rule_text(mrow, "name")),
            )
        )
    plan.no_extra_wound = _setting_choice(no_extra, settings, "ww2.melee_no_extra_wound")
    plan.knockout = _setting_choice(knockout, settings, "ww2.melee_knockout")


def _setting_choice(value: Any, settings: dict[str, Any], key: str) -> bool:
    v = _choice(value, key)
    if v == "auto":
        return bool(settings.get(key))
    return v == "yes"


def suppression_penalty(enc: Encounter, targets: int) -> int:
    """PA turned into suppression per target when firing at ``targets`` targets at once
    (``techniques.json``: 1 per target; ``ww2.suppressive_penalty_counts_first_target`` off: the
    conversion point comes on top of one per target)."""
    per = int(data.technique(enc, "suppressive_fire")["pa_penalty_per_target"])
    conv = int(data.technique(enc, "suppressive_fire")["pa_converted_to_suppression"])
    if enc.ruleset.settings.get("ww2.suppressive_penalty_counts_first_target", True):
        return max(conv, per * targets)
    return conv + per * targets


# -- criticals ----------------------------------------------------------------------------------
def critical_table(enc: Encounter, weapon: dict[str, Any], natural: int) -> str | None:
    """The table a natural 1 or 20 rolls on for this weapon, or ``None`` (melee)."""
    if is_melee(weapon):
        return None
    rule = "natural_1" if natural == 1 else "natural_20"
    tables = data.row(enc, "attack_resolution", rule=rule)["tables"]
    want = "explosive" if is_explosive(weapon) else "firearm"
    return next(t for t in tables if t.endswith(want))


def _set_weapon_status(
    enc: Encounter, owner: str, weapon_id: str, status: str, **extra: Any
) -> None:
    live(enc, owner)["weapons"][weapon_id] = {"status": status, "round": enc.round.number, **extra}


def _apply_critical(enc: Encounter, plan: AttackPlan, table_id: str, face: int) -> dict[str, Any]:
    """Apply (or describe for the GM) one critical result; returns ``{"table", "roll", "text",
    "applied", "gm"}``."""
    row = data.row(enc, table_id, roll=face)
    a, t = plan.attacker, plan.target
    weapon = plan.weapon or {}
    applied: list[str] = []
    gm: list[str] = []
    target_alive = not is_dead(enc, t)
    if row.get("wounds_shooter"):
        apply_damage(enc, a, 0, 1, source=translate("ww2", "their own weapon (critical failure)"))
        applied.append(translate("ww2", "{a} takes a Wound").format(a=a))
    if row.get("weapon_destroyed"):
        _set_weapon_status(enc, a, weapon["id"], "destroyed")
        applied.append(
            translate("ww2", "{name} ruined for good").format(name=rule_text(weapon, "name"))
        )
    if row.get("weapon_disabled"):
        _set_weapon_status(enc, a, weapon["id"], "disabled", repair_hours=row.get("repair_hours"))
        applied.append(
            translate("ww2", "{name} disabled ({get} h to repair)").format(
                name=rule_text(weapon, "name"), get=row.get("repair_hours")
            )
        )
    if row.get("rounds_lost"):
        from core.effects import add_effect

        n = int(row["rounds_lost"])
        eid = add_effect(
            enc,
            a,
            translate("ww2", "Jammed {name}").format(name=rule_text(weapon, "name")),
            unit="rounds",
            count=n,
            kind="condition",
        )
        _set_weapon_status(enc, a, weapon["id"], "jammed", effect=eid)
        applied.append(
            translate("ww2", "{name} jammed for {n} rounds").format(
                name=rule_text(weapon, "name"), n=n
            )
        )
    for flag, words in (
        (
            "hits_ally",
            translate(
                "ww2", "the attack hits one of {a}'s allies instead: choose whom and apply it"
            ).format(a=a),
        ),
        (
            "detonates_on_attacker",
            translate("ww2", "the device goes off in {a}'s hand: resolve the blast on {a}").format(
                a=a
            ),
        ),
        ("lands_at_attacker", translate("ww2", "the armed device lands at {a}'s feet").format(a=a)),
        ("enemy_can_throw_back", translate("ww2", "{t} can throw it straight back").format(t=t)),
        ("unarmed_device_to_enemy", translate("ww2", "an unarmed device lands by {t}").format(t=t)),
    ):
        if row.get(flag):
            gm.append(words)
    if row.get("instant_death") and target_alive:
        kill(enc, t, rule_text(row, "text").rstrip("."))
        applied.append(translate("ww2", "{t} dies").format(t=t))
    elif row.get("death_in_rounds") and target_alive:
        start_death_clock(
            enc,
            t,
            int(row["death_in_rounds"]),
            rule_text(row, "text").split(",")[0],
            row["save_test"],
            int(row["save_test_value"]),
        )
        applied.append(
            translate("ww2", "{t} dies in {death_in_rounds} rounds unless saved").format(
                t=t, death_in_rounds=row["death_in_rounds"]
            )
        )
    for flag, cond in (
        ("victim_cannot_shoot", "cannot_shoot"),
        ("victim_cannot_walk", "cannot_walk"),
        ("paraplegic", "paraplegic"),
        ("disfigured", "disfigured"),
        ("limb_lost", "limb_lost"),
    ):
        if row.get(flag) and target_alive and not is_dead(enc, t):
            set_condition(enc, t, cond, note=rule_text(row, "text"), source=a)
            applied.append(choice_word(cond).lower())
    if row.get("weapons_destroyed") and target_alive:
        from core.rules.ww2.state import carried_weapons

        gone = [w for w in carried_weapons(enc, t) if w["id"] != "unarmed" and w["status"] == "ok"]
        for w in gone:
            _set_weapon_status(enc, t, w["id"], "destroyed")
        set_condition(enc, t, "weapons_destroyed", note=rule_text(row, "text"), source=a)
        applied.append(
            translate("ww2", "{t}'s weapons destroyed").format(t=t)
            if gone
            else translate("ww2", "{t} had no weapon to lose").format(t=t)
        )
    if row.get("panic_test") and target_alive and not is_dead(enc, t):
        result = skill_test(
            enc,
            t,
            "frieza",
            against=(a, EXPLOSIVE_CATEGORY),
            why=translate("ww2", "panic: Composure vs Explosives"),
        )
        if not result.passed:
            set_condition(
                enc,
                t,
                "panicked",
                note=translate("ww2", "Composure vs Explosives failed"),
                source=a,
            )
            applied.append(translate("ww2", "{t} panics").format(t=t))
        else:
            applied.append(translate("ww2", "{t} keeps their nerve").format(t=t))
    common = bool(row.get("common_hit") or row.get("common_miss"))
    if not applied and not gm and not common:
        common = True
        gm.append(
            translate("ww2", "the effect can't happen here: a common miss")
            if face and "failure" in table_id
            else translate("ww2", "the effect can't happen here: a common hit")
        )
    text = translate("ww2", "{title}: {face} — {text}").format(
        title=rule_text(data.table(enc, table_id), "title"), face=face, text=rule_text(row, "text")
    )
    if applied:
        text = translate("ww2", "{text} Applied: {applied}.").format(
            text=text, applied="; ".join(applied)
        )
    if gm:
        text = translate("ww2", "{text} GM: {gm}.").format(text=text, gm="; ".join(gm))
    enc.add_log(
        "critical", text, combatant=a if "failure" in table_id else t, table=table_id, face=face
    )
    return {"table": table_id, "roll": face, "text": text, "applied": applied, "gm": gm, "row": row}


# -- resolving ----------------------------------------------------------------------------------
def _damage_from(enc: Encounter, plan: AttackPlan, pa: int) -> tuple[int, int]:
    """(Lesões, Ferimentos) a PA of damage causes (the threshold Ferimento included)."""
    if pa <= 0:
        return 0, 0
    threshold = int(enc.ruleset.settings.get("ww2.ferimento_min_pa", 3))
    extra = int(data.row(enc, "attack_resolution", rule="ferimento_threshold")["extra_ferimentos"])
    fer = extra if pa >= threshold and not plan.no_extra_wound else 0
    return pa, fer


def _attack_sentence(melee: bool, explosive: bool) -> str:
    """The attack line's message, one whole sentence per kind of attack (a translator may
    reorder it): ``{a} {t} {get} {distance} {band} {face} {po_text} {po} {pd_text} {pd} {pa}``."""
    if melee:
        return translate(
            "ww2",
            "{a} strikes at {t} with {get} ({distance:g} m, {band}): OP d20 {face} {po_text} = "
            "{po}; DP {pd_text} = {pd}; AP ⌊{po} ÷ {pd}⌋ = {pa}",
        )
    if explosive:
        return translate(
            "ww2",
            "{a} throws at {t} with {get} ({distance:g} m, {band}): OP d20 {face} {po_text} = "
            "{po}; DP {pd_text} = {pd}; AP ⌊{po} ÷ {pd}⌋ = {pa}",
        )
    return translate(
        "ww2",
        "{a} fires at {t} with {get} ({distance:g} m, {band}): OP d20 {face} {po_text} = "
        "{po}; DP {pd_text} = {pd}; AP ⌊{po} ÷ {pd}⌋ = {pa}",
    )


def _resolve(enc: Encounter, plan: AttackPlan, penalty: int = 0) -> dict[str, Any]:
    """Roll the d20 and apply one planned attack (inside a transaction)."""
    a, t = plan.attacker, plan.target
    weapon = plan.weapon or {}
    luck = data.row(enc, "offensive_power", component="luck")
    roll = enc.dice.roll(str(luck["dice"]), label=str(rule_text(luck, "name")))
    face = roll.total
    po = face + plan.po_bonus
    pd = plan.pd_total
    nat1 = int(data.row(enc, "attack_resolution", rule="natural_1")["d20"])
    nat20 = int(data.row(enc, "attack_resolution", rule="natural_20")["d20"])
    if face == nat1:
        pa = int(data.row(enc, "attack_resolution", rule="natural_1")["pa"])
    else:
        pa = max(0, po // pd)
    out: dict[str, Any] = {
        "attacker": a,
        "target": t,
        "weapon": weapon.get("id"),
        "d20": face,
        "po": po,
        "pd": pd,
        "pa": pa,
        "natural": face if face in (nat1, nat20) else None,
        "lesoes": 0,
        "ferimentos": 0,
        "suppressed": False,
        "disarm": None,
        "critical": None,
        "band": plan.band,
        "distance": plan.distance,
    }
    po_text = " ".join(f"{m.value:+d} {m.label}" for m in plan.po if m.value)
    pd_text = " + ".join(f"{m.label} {m.value}" for m in plan.pd)
    head = _attack_sentence(plan.melee, is_explosive(weapon)).format(
        a=a,
        t=t,
        get=rule_text(weapon, "name"),
        distance=plan.distance,
        band=choice_word(plan.band).lower() if plan.band else "",
        face=face,
        po_text=po_text,
        po=po,
        pd_text=pd_text,
        pd=pd,
        pa=pa,
    )
    if face == nat1:
        head += translate("ww2", " (natural 1: AP 0)")
    dmg_pa = pa
    words: list[str] = []
    if plan.technique == "suppressive_fire":
        hit_min = int(enc.ruleset.settings.get("ww2.suppression_hit_min_pa", 1))
        after = pa - penalty
        hit = pa >= hit_min and face != nat1
        out["suppressed"] = bool(hit and after >= 0)
        dmg_pa = max(0, after) if hit else 0
        words.append(
            (
                translate("ww2", "suppression −{penalty} AP → {t} suppressed")
                if out["suppressed"]
                else translate("ww2", "suppression −{penalty} AP → {t} not suppressed")
            ).format(penalty=penalty, t=t)
        )
    elif plan.technique == "disarm":
        rows = [r for r in data.rows(enc, "disarm") if "pa" in r]
        top = max(int(r["pa"]) for r in rows)
        effect = min(pa, top)
        dmg_pa = max(0, pa - top)
        out["disarm"] = effect or None
        if effect:
            words.append(
                translate("ww2", "disarm AP {effect}: {text}").format(
                    effect=effect, text=rule_text(data.row(enc, "disarm", pa=effect), "text")
                )
            )
        if dmg_pa:
            words.append(
                translate("ww2", "{dmg_pa} AP over {top} as damage").format(dmg_pa=dmg_pa, top=top)
            )
    les, fer = _damage_from(enc, plan, dmg_pa)
    if plan.no_extra_wound and dmg_pa >= int(enc.ruleset.settings.get("ww2.ferimento_min_pa", 3)):
        words.append(translate("ww2", "no extra Wound (ineffective combat)"))
    if face == nat20:
        fer += int(data.row(enc, "attack_resolution", rule="natural_20")["extra_ferimentos"])
        words.append(translate("ww2", "natural 20: an extra Wound"))
    out["lesoes"], out["ferimentos"] = les, fer
    if les or fer:
        words.append(lesoes_text(les) + (f" + {ferimentos_text(fer)}" if fer else ""))
    elif not words:
        words.append(translate("ww2", "no effect"))
    text = head + " → " + "; ".join(words) + "."
    enc.add_log("attack", text, roll=roll.to_dict(), combatant=a, target=t, pa=pa)
    out["text"] = text
    if les or fer:
        dmg = apply_damage(
            enc,
            t,
            les,
            fer,
            source=translate("ww2", "{a}'s {weapon}").format(a=a, weapon=rule_text(weapon, "name")),
            knockout=plan.knockout,
        )
        out["damage"] = dmg
    # technique effects
    if out["suppressed"]:
        suppress(enc, a, t)
    if out["disarm"]:
        _disarm_effect(enc, plan, int(out["disarm"]))
    # criticals
    if face in (nat1, nat20):
        table_id = critical_table(enc, weapon, face)
        if table_id is None:
            enc.add_log(
                "critical",
                translate("ww2", "Natural {face} in Close combat: no critical table ").format(
                    face=face
                )
                + ("(PA 0)." if face == nat1 else translate("ww2", "(the extra Wound only).")),
                combatant=a,
            )
        else:
            crit = enc.dice.roll("1d6", label="critical")
            enc.add_log(
                "critical",
                translate("ww2", "Natural {face}: {a} rolls on {title}: 1d6 = {total}.").format(
                    face=face,
                    a=a,
                    title=rule_text(data.table(enc, table_id), "title"),
                    total=crit.total,
                ),
                roll=crit.to_dict(),
                combatant=a,
            )
            out["critical"] = _apply_critical(enc, plan, table_id, crit.total)
    return out


def _disarm_effect(enc: Encounter, plan: AttackPlan, effect: int) -> None:
    a, t = plan.attacker, plan.target
    row = data.row(enc, "disarm", pa=effect)
    if is_dead(enc, t):
        return
    if row.get("prone"):
        if enc.combatant(t).stance != "prone":
            enc.set_stance(t, "prone")
        add_lost_turn(enc, t, translate("ww2", "knocked down by a disarm"), source=a)
    if row.get("disarmed"):
        w = readied_weapon(enc, t)
        if w is None:
            enc.add_log(
                "attack",
                translate("ww2", "{t} holds no weapon to lose: no further effect.").format(t=t),
                combatant=t,
            )
            return
        if row.get("weapon_captured"):
            _set_weapon_status(enc, t, w["id"], "lost", by=a)
            taken = {k: v for k, v in w.items() if k not in ("status", "status_detail")}
            taken["from"] = t
            if any(c.get("id") == w["id"] for c in view(enc, a)["captured"]):
                taken["id"] = f"{w['id']}_{t}"
            live(enc, a)["captured"].append(taken)
            enc.add_log(
                "attack",
                translate("ww2", "{a} takes {t}'s {name}.").format(
                    a=a, t=t, name=rule_text(w, "name")
                ),
                combatant=a,
            )
        else:
            _set_weapon_status(enc, t, w["id"], "dropped")
            enc.add_log(
                "attack",
                translate("ww2", "{t}'s {name} falls to the ground.").format(
                    t=t, name=rule_text(w, "name")
                ),
                combatant=t,
            )


def _bookkeeping(enc: Encounter, plan: AttackPlan, action_id: str) -> None:
    a = plan.attacker
    enc.spend(a, Cost(plan.cost), translate("ww2", "{a} attacks").format(a=a))
    rec = round_live(enc, a)
    rec["attacked"] = True
    rec["actions"].append(action_id)
    if plan.shoot_and_move:
        rec["mode"] = "shoot_and_move"
    if plan.precision:
        live(enc, a)["aim"] = None


def attack(
    enc: Encounter, attacker: str, target: str, weapon_id: str | None = None, **flags: Any
) -> dict[str, Any]:
    """Make an attack (see :func:`plan_attack` for the flags); one undo step.

    Returns ``{"text", "d20", "po", "pd", "pa", "lesoes", "ferimentos", "critical", …}``.
    ``technique="suppressive_fire"`` goes through :func:`suppressive_fire`.
    """
    if flags.get("technique") == "suppressive_fire":
        flags = {k: v for k, v in flags.items() if k != "technique"}
        return suppressive_fire(enc, attacker, [target], weapon_id, **flags)["results"][0]
    plan = plan_attack(enc, attacker, target, weapon_id, **flags)
    if not plan.allowed:
        raise RuleError(plan.reason)
    with enc.transaction(
        translate("ww2", "{attacker} attacks {target}").format(attacker=attacker, target=target)
    ):
        _log_override(enc, plan)
        out = _resolve(enc, plan)
        if plan.surprise:
            spend_surprise(enc, attacker, target)
        _bookkeeping(enc, plan, "disarm" if plan.technique == "disarm" else "attack")
        out["notes"] = list(plan.notes)
        return out


def _log_override(enc: Encounter, plan: AttackPlan) -> None:
    """Log that the GM let this attack through what the map forbids (inside a transaction)."""
    if plan.overridden:
        enc.add_log("gm_override", plan.overridden + ".", combatant=plan.attacker)


def _arc(enc: Encounter, attacker: str, targets: list[str]) -> float:
    """The smallest angle (degrees) from ``attacker`` that holds every target."""
    ax, ay = enc.combatant(attacker).position
    angles = sorted(
        math.degrees(
            math.atan2(enc.combatant(t).position[1] - ay, enc.combatant(t).position[0] - ax)
        )
        % 360.0
        for t in targets
    )
    if len(angles) < 2:
        return 0.0
    gaps = [b - a for a, b in itertools.pairwise(angles)]
    gaps.append(360.0 - angles[-1] + angles[0])
    return round(360.0 - max(gaps), 1)


def suppressive_fire(
    enc: Encounter,
    attacker: str,
    targets: list[str],
    weapon_id: str | None = None,
    **flags: Any,
) -> dict[str, Any]:
    """Fogo Supressor at one or more targets within the 30° arc in front (one action).

    Each target gets its own attack with the technique level added; the PA penalty is 1 a target
    (:func:`suppression_penalty`); a target hit with PA not below zero after it is suppressed
    until the fire stops or it passes a Frieza test. Returns ``{"text", "results", "arc"}``.
    """
    targets = list(dict.fromkeys(targets))
    flags = {k: v for k, v in flags.items() if k not in ("technique", "targets")}
    if not targets:
        raise RuleError(translate("ww2", "Name at least one target for the suppressive fire."))
    row = data.technique(enc, "suppressive_fire")
    arc = _arc(enc, attacker, targets)
    if arc > float(row["multi_target_arc_degrees"]):
        raise RuleError(
            translate(
                "ww2",
                "The targets spread over {arc:g}° from {attacker}: "
                "suppressive fire covers {multi_target_arc_degrees}° in "
                "front.",
            ).format(
                arc=arc, attacker=attacker, multi_target_arc_degrees=row["multi_target_arc_degrees"]
            )
        )
    n = len(targets)
    plans = [
        plan_attack(enc, attacker, t, weapon_id, technique="suppressive_fire", targets=n, **flags)
        for t in targets
    ]
    for p in plans:
        if not p.allowed:
            raise RuleError(f"{p.target}: {p.reason}" if n > 1 else p.reason)
    penalty = suppression_penalty(enc, n)
    with enc.transaction(
        translate("ww2", "{attacker} lays suppressive fire").format(attacker=attacker)
    ):
        results = []
        for p in plans:
            _log_override(enc, p)
            out = _resolve(enc, p, penalty)
            out["notes"] = list(p.notes)
            if p.surprise:
                spend_surprise(enc, attacker, p.target)
            results.append(out)
        first = plans[0]
        _bookkeeping(enc, first, "suppressive_fire")
        if (first.weapon or {}).get("category") == "submetralhadoras":
            live(enc, attacker)["smg_suppressive_round"] = enc.round.number
        text = " ".join(r["text"] for r in results)
        return {"text": text, "results": results, "arc": arc, "penalty": penalty}


# -- suppression --------------------------------------------------------------------------------
def suppress(enc: Encounter, attacker: str, target: str) -> None:
    """``target`` is suppressed by ``attacker`` (inside a transaction): they can't move, and in
    the open (no cover) they drop to the ground."""
    was = view(enc, target)["suppression"]
    live(enc, target)["suppression"] = {"by": attacker, "round": enc.round.number}
    round_live(enc, attacker)["suppressed_targets"].append(target)
    if was and was.get("by") == attacker:
        enc.add_log(
            "suppression",
            translate("ww2", "{attacker} keeps {target} suppressed.").format(
                attacker=attacker, target=target
            ),
            combatant=target,
        )
        return
    enc.add_log(
        "suppression",
        translate(
            "ww2",
            "{target} is suppressed by {attacker}: seeks cover and can't move until the "
            "fire stops or a Composure test passes.",
        ).format(target=target, attacker=attacker),
        combatant=target,
    )
    if view(enc, target)["armour"] == "none" and enc.combatant(target).stance != "prone":
        enc.set_stance(target, "prone")
        enc.add_log(
            "suppression",
            translate("ww2", "{target} is in the open and throws themselves down.").format(
                target=target
            ),
            combatant=target,
        )


def end_suppression(enc: Encounter, target: str, why: str) -> None:
    if not view(enc, target)["suppression"]:
        return
    live(enc, target)["suppression"] = None
    enc.add_log(
        "suppression",
        translate("ww2", "{target} is no longer suppressed ({why}).").format(
            target=target, why=why
        ),
        combatant=target,
    )


def end_stopped_suppression(enc: Encounter, shooter: str) -> None:
    """At the end of ``shooter``'s turn: targets they did not keep under fire this round are
    free ("até que os ataques cessem")."""
    from core.rules.ww2.injuries import life_state

    down = life_state(enc, shooter) != "fighting" if shooter in enc else True
    for c in enc:
        sup = view(enc, c.name)["suppression"]
        if sup and sup.get("by") == shooter and (down or int(sup["round"]) < enc.round.number):
            end_suppression(
                enc, c.name, translate("ww2", "{shooter}'s fire stopped").format(shooter=shooter)
            )


def resist_suppression(enc: Encounter, name: str, *, passed: bool | None = None) -> CheckResult:
    """A Frieza test to shake off suppression."""
    if not view(enc, name)["suppression"]:
        raise RuleError(translate("ww2", "{name} is not suppressed.").format(name=name))
    with enc.transaction(translate("ww2", "{name} tests Composure").format(name=name)):
        result = skill_test(
            enc, name, "frieza", passed=passed, why=translate("ww2", "shake off suppression")
        )
        if result.passed:
            end_suppression(enc, name, translate("ww2", "passed a Composure test"))
        return result


# -- aiming -------------------------------------------------------------------------------------
def aim(enc: Encounter, name: str, weapon_id: str | None = None, target: str | None = None) -> None:
    """Spend the round aiming (Tiro de Precisão): no move, no attack; the next round's attack
    with this rifle adds the technique level and ignores range penalties up to maximum range."""
    reason = attack_refusal(enc, name)
    if reason:
        raise RuleError(reason)
    weapon = find_weapon(enc, name, weapon_id)
    allowed = data.technique_categories(enc, "precision_shot")
    if weapon is None or weapon.get("category") not in allowed:
        raise RuleError(translate("ww2", "Precision shot can only be used with Rifles."))
    if weapon["status"] != "ok":
        raise RuleError(f"{name}'s {weapon['name']} is {weapon['status']}.")
    if moved_this_round(enc, name):
        raise RuleError(
            translate("ww2", "{name} has moved this round: aiming means no movement.").format(
                name=name
            )
        )
    cost = Cost({"round": 1})
    if not can_afford(enc.actions_spent(name), cost):
        raise RuleError(translate("ww2", "{name} has used the round's action.").format(name=name))
    if target is not None:
        enc.combatant(target)
    with enc.transaction(translate("ww2", "{name} aims").format(name=name)):
        enc.spend(name, cost, translate("ww2", "{name} aims").format(name=name))
        round_live(enc, name)["actions"].append("aim")
        live(enc, name)["aim"] = {
            "round": enc.round.number,
            "weapon": weapon["id"],
            "target": target,
        }
        enc.add_log(
            "action",
            (
                translate(
                    "ww2",
                    "{name} aims the {name2} at {target}: next round's shot adds Precision shot "
                    "({stat}) and ignores range penalties.",
                )
                if target
                else translate(
                    "ww2",
                    "{name} aims the {name2}: next round's shot adds Precision shot ({stat}) and "
                    "ignores range penalties.",
                )
            ).format(
                name=name,
                name2=rule_text(weapon, "name"),
                target=target,
                stat=stat(enc, name, "tiro_de_precisao"),
            ),
            combatant=name,
        )


def repair_weapon(enc: Encounter, name: str, weapon_id: str) -> None:
    """GM: a disabled, jammed or dropped weapon is back in hand (a destroyed one is not)."""
    st = view(enc, name)["weapons"].get(weapon_id)
    weapon = find_weapon(enc, name, weapon_id)
    what = rule_text(weapon, "name") if weapon else weapon_id
    if not st:
        raise RuleError(
            translate("ww2", "{name}'s {what} needs no repair.").format(name=name, what=what)
        )
    if st.get("status") in ("destroyed", "lost"):
        raise RuleError(f"{name}'s {what} is {st['status']}.")
    with enc.transaction(
        translate("ww2", "{name} readies the {what}").format(name=name, what=what)
    ):
        live(enc, name)["weapons"].pop(weapon_id, None)
        enc.add_log(
            "action",
            translate("ww2", "{name}'s {what} is ready again.").format(name=name, what=what),
            combatant=name,
        )
