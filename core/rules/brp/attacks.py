"""Attacks: d100 against the weapon skill, every modifier with its source, the defender's
parry or dodge, damage dice minus armour, and the declared special attacks.

Seed ``001_02c954899a7409e6.txt``. Each modifier names its data file and section.

**The chance** (:func:`attack_plan`): the weapon skill (capped by Ride when mounted, by Swim
under water); the *grade* of every source together (:func:`core.rules.brp.rolls.net_grade`:
Easy and Difficult cancel, repeats count once), applied first; then percentage modifiers
(large/small targets ±20, autofire +20/+40, firing into melee −20, weather, higher ground
+10 …); then aiming's bonus (1/10 of the graded chance, rounded up, per 5 DEX ranks); then
long range's 1/5.

**Range** (map positions are metres): melee needs Engaged range. A missile at Short range
within DEX/3 m is point-blank, Easy (``point_blank.json``); at Engaged range firearms, energy
weapons and crossbows are Easy, bows and thrown weapons Difficult. Beyond: the weapon's basic
range ``range_m`` is normal, twice it Difficult, four times 1/5 with no special success
(``extended_range.json``), further no chance. A chase in progress replaces the map range with
the chase range track (``chase_range_track.json``).

**Defence** (the defender's option, flag ``defence``): ``"dodge"`` (skill Dodge), ``"parry"``
(the ready weapon's skill, a missile weapon's ``parry`` value), ``"jump"`` against a sweep.
A defence stops the attack when it succeeds at the attack's result level or better (setting
``brp.defence_rule``; the seed's attack and defence matrix is in the core rules). Against
missiles only at point-blank (``brp.missile_defence``). The helpless, a fleeing target and the
victims of an unseen missile ambush can't defend; a stunned defender first needs an Idea roll;
someone who volleyed this round can't defend.

**Damage**: the weapon's dice plus the damage modifier (``db``: halved per die for thrown
weapons, no positive modifier while prone), a critical at maximum ignoring armour
(``brp.critical_damage``), a special by the weapon's ``special`` (impale: dice twice, crush:
the modifier at maximum; ``brp.special_damage``); halved (up) by a sweep, a broken weapon,
non-impaling under water; then minus armour (+3 under water against non-impaling). Major
wounds: :func:`core.rules.brp.damage.apply_damage`.

**Declared attacks** (flags): knockout (Difficult; a major wound knocks out 1D10+10 rounds for
1 damage, else the weapon's minimum damage), disarm (Difficult; damage vs the target's STR),
entangle (Difficult, no damage), knockback (damage vs SIZ, 1 m per 5 over; Agility or prone),
aimed area (Difficult; ignores armour on an unarmoured area), sweep (Easy, half damage),
volley (Difficult, each further attack 5 ranks later, no defence this round), autofire (+20
burst, +40 full auto, hits = a die by shots fired), second weapon (5 ranks later).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from core import effects as fx
from core.i18n import rule_text, translate
from core.rules.base import RuleError
from core.rules.brp import damage as dmg
from core.rules.brp import dex_ranks as dr
from core.rules.brp.rolls import (
    LEVEL_RANK,
    LEVEL_WORDS,
    Outcome,
    d100,
    graded_chance,
    net_grade,
    resistance_roll,
    roll_faces,
    round_by,
    skill_roll,
)
from core.rules.brp.state import (
    ACTION,
    characteristic,
    clive,
    cpeek,
    has_skill,
    live,
    next_id,
    peek,
    row,
    setting,
    skill_value,
    source,
    stats,
)
from core.rules.brp.table_rules import charge_modifier, pulled_damage
from core.rules.brp.weapons import (
    FAST_MISSILES,
    armour_of,
    damage_modifier,
    dice_min,
    halve_dice,
    length_of,
    parse_dice,
    ready_weapons,
    roll_dice,
    set_ready,
    weapon,
    weapon_in_hand,
    weapons_of,
)
from core.rules.brp.words import QT_TRANSLATE_NOOP, word
from core.rules.geometry import GM_ALLOWS, map_refusal, overridden_note
from core.rules.labels import and_list
from core.rules.runner import FlagSpec

if TYPE_CHECKING:
    from core.encounter import Encounter


@dataclass(frozen=True)
class Flag:
    """An attack-form option (mirrors :class:`core.rules.runner.FlagSpec`)."""

    id: str
    label: str
    kind: str = "bool"
    choices: tuple[str, ...] = ()
    default: Any = False
    help: str = ""
    choice_labels: tuple[str, ...] = ()
    """Each choice's words (marked for the catalogue, translated where shown)."""


FLAGS: tuple[Flag | FlagSpec, ...] = (
    Flag(
        "defence",
        QT_TRANSLATE_NOOP("brp", "Defender's option"),
        "choice",
        ("none", "dodge", "parry", "jump"),
        "none",
        QT_TRANSLATE_NOOP(
            "brp", "The target dodges, parries (ready weapon) or jumps (against a sweep)"
        ),
        choice_labels=(
            QT_TRANSLATE_NOOP("brp", "None"),
            QT_TRANSLATE_NOOP("brp", "Dodge"),
            QT_TRANSLATE_NOOP("brp", "Parry"),
            QT_TRANSLATE_NOOP("brp", "Jump"),
        ),
    ),
    Flag(
        "cover",
        QT_TRANSLATE_NOOP("brp", "Target's cover"),
        "choice",
        ("none", "partial", "fortified", "full"),
        "none",
        QT_TRANSLATE_NOOP(
            "brp",
            "Partial cover or a fortified position: Difficult, rolls between hit the cover; "
            "fully behind a fortification: small missiles can't hit",
        ),
        choice_labels=(
            QT_TRANSLATE_NOOP("brp", "None"),
            QT_TRANSLATE_NOOP("brp", "Partial"),
            QT_TRANSLATE_NOOP("brp", "Fortified"),
            QT_TRANSLATE_NOOP("brp", "Full"),
        ),
    ),
    Flag(
        "aimed_area",
        QT_TRANSLATE_NOOP("brp", "Aim at a specific area"),
        help=QT_TRANSLATE_NOOP(
            "brp", "Difficult (5 DEX ranks of aim offset it); an unarmoured area ignores armour"
        ),
    ),
    Flag(
        "unarmoured_area",
        QT_TRANSLATE_NOOP("brp", "The aimed area is unarmoured"),
        help=QT_TRANSLATE_NOOP("brp", "Armour is ignored"),
    ),
    Flag(
        "knockout",
        QT_TRANSLATE_NOOP("brp", "Knockout attack"),
        help=QT_TRANSLATE_NOOP(
            "brp", "Difficult; major wound: 1 damage, knocked out 1D10+10 rounds"
        ),
    ),
    Flag(
        "disarm",
        QT_TRANSLATE_NOOP("brp", "Disarm"),
        help=QT_TRANSLATE_NOOP("brp", "Difficult; damage vs the target's STR; a dodge negates it"),
    ),
    Flag(
        "suspects_disarm",
        QT_TRANSLATE_NOOP("brp", "Target suspects the disarm"),
        help=QT_TRANSLATE_NOOP("brp", "A parry stops the disarm"),
    ),
    Flag(
        "entangle",
        QT_TRANSLATE_NOOP("brp", "Entangle"),
        help=QT_TRANSLATE_NOOP("brp", "Difficult; no damage; the target is entangled"),
    ),
    Flag(
        "knockback",
        QT_TRANSLATE_NOOP("brp", "Knockback attempt"),
        help=QT_TRANSLATE_NOOP("brp", "Damage vs SIZ; 1 m back per 5 over"),
    ),
    Flag(
        "from_above",
        QT_TRANSLATE_NOOP("brp", "Knockback from above"),
        help=QT_TRANSLATE_NOOP("brp", "No push: Agility roll or fall prone"),
    ),
    Flag(
        "sweep",
        QT_TRANSLATE_NOOP("brp", "Sweep attack"),
        help=QT_TRANSLATE_NOOP("brp", "Easy; half damage; dodge impossible (Jump)"),
    ),
    Flag(
        "pull_blow",
        QT_TRANSLATE_NOOP("brp", "Pull the blow"),
        "choice",
        ("none", "smaller", "smallest", "fewer", "one_die"),
        "none",
        QT_TRANSLATE_NOOP(
            "brp",
            "Less damage: every die a size smaller, every die a D2, one die fewer, or one die; "
            "the + stays (pulling_blows.json)",
        ),
        choice_labels=(
            QT_TRANSLATE_NOOP("brp", "None"),
            QT_TRANSLATE_NOOP("brp", "Smaller"),
            QT_TRANSLATE_NOOP("brp", "Smallest"),
            QT_TRANSLATE_NOOP("brp", "Fewer"),
            QT_TRANSLATE_NOOP("brp", "One die"),
        ),
    ),
    Flag(
        "pull_modifier",
        QT_TRANSLATE_NOOP("brp", "Damage modifier added"),
        "choice",
        ("full", "half", "none"),
        "full",
        QT_TRANSLATE_NOOP("brp", "A pulled blow may add less of the damage modifier, or none"),
        choice_labels=(
            QT_TRANSLATE_NOOP("brp", "Full"),
            QT_TRANSLATE_NOOP("brp", "Half"),
            QT_TRANSLATE_NOOP("brp", "None"),
        ),
    ),
    Flag(
        "thrown_in_melee",
        QT_TRANSLATE_NOOP("brp", "Thrown weapon used in melee"),
        help=QT_TRANSLATE_NOOP(
            "brp",
            "Difficult without a melee skill for it; the full damage modifier "
            "(thrown_weapons.json)",
        ),
    ),
    Flag(
        "volley",
        QT_TRANSLATE_NOOP("brp", "Volley fire"),
        help=QT_TRANSLATE_NOOP("brp", "Difficult; next attack 5 DEX ranks later; no defence"),
    ),
    Flag(
        "second_attack",
        QT_TRANSLATE_NOOP("brp", "Second weapon's attack"),
        help=QT_TRANSLATE_NOOP("brp", "Comes 5 DEX ranks later"),
    ),
    Flag(
        "off_hand",
        QT_TRANSLATE_NOOP("brp", "Off-hand weapon"),
        help=QT_TRANSLATE_NOOP("brp", "Difficult unless trained or 100%+"),
    ),
    Flag(
        "autofire",
        QT_TRANSLATE_NOOP("brp", "Automatic fire"),
        "choice",
        ("none", "burst", "full_auto"),
        "none",
        QT_TRANSLATE_NOOP("brp", "+20% burst, +40% full auto; hits = a die by shots fired"),
        choice_labels=(
            QT_TRANSLATE_NOOP("brp", "None"),
            QT_TRANSLATE_NOOP("brp", "Burst"),
            QT_TRANSLATE_NOOP("brp", "Full auto"),
        ),
    ),
    Flag(
        "shots",
        QT_TRANSLATE_NOOP("brp", "Shots fired"),
        "choice",
        ("2", "3", "4", "5", "6", "8", "10", "12", "20", "30"),
        "3",
        QT_TRANSLATE_NOOP("brp", "Autofire: the shots announced"),
    ),
    Flag(
        "narrow_field",
        QT_TRANSLATE_NOOP("brp", "Targets in a narrow field"),
        help=QT_TRANSLATE_NOOP("brp", "Autofire: a further +20%"),
    ),
    Flag(
        "backstab",
        QT_TRANSLATE_NOOP("brp", "Backstab"),
        help=QT_TRANSLATE_NOOP("brp", "Easy; a defence only after a Difficult Listen"),
    ),
    Flag(
        "fleeing",
        QT_TRANSLATE_NOOP("brp", "Target turned and ran"),
        help=QT_TRANSLATE_NOOP("brp", "Difficult; no parry or dodge"),
    ),
    Flag(
        "ambush",
        QT_TRANSLATE_NOOP("brp", "Ambush"),
        "choice",
        ("none", "missile_unseen", "missile_seen", "melee_undetected", "melee_detected"),
        "none",
        QT_TRANSLATE_NOOP("brp", "The surprise round's grades and defences"),
        choice_labels=(
            QT_TRANSLATE_NOOP("brp", "None"),
            QT_TRANSLATE_NOOP("brp", "Missile, unseen"),
            QT_TRANSLATE_NOOP("brp", "Missile, seen"),
            QT_TRANSLATE_NOOP("brp", "Melee, undetected"),
            QT_TRANSLATE_NOOP("brp", "Melee, detected"),
        ),
    ),
    Flag(
        "higher_ground",
        QT_TRANSLATE_NOOP("brp", "Attacker on higher ground"),
        help=QT_TRANSLATE_NOOP("brp", "+10% attack"),
    ),
    Flag(
        "mounted",
        QT_TRANSLATE_NOOP("brp", "Attacker mounted"),
        help=QT_TRANSLATE_NOOP("brp", "Skill capped by Ride; higher ground over foot"),
    ),
    Flag(
        "flying",
        QT_TRANSLATE_NOOP("brp", "Attacker flying"),
        help=QT_TRANSLATE_NOOP("brp", "Skill capped by Fly (air_combat.json)"),
    ),
    Flag(
        "target_mounted",
        QT_TRANSLATE_NOOP("brp", "Target mounted"),
        help=QT_TRANSLATE_NOOP("brp", "The target's dodge is Difficult"),
    ),
    Flag(
        "underwater",
        QT_TRANSLATE_NOOP("brp", "Under water"),
        help=QT_TRANSLATE_NOOP(
            "brp", "Skill capped by Swim; non-impaling damage halved and +3 armour"
        ),
    ),
    Flag(
        "shooting",
        QT_TRANSLATE_NOOP("brp", "Shooting angle"),
        "choice",
        ("level", "up", "down", "steep"),
        "level",
        QT_TRANSLATE_NOOP("brp", "Up −10%, down +10% (no range modifiers), over 45° Difficult"),
        choice_labels=(
            QT_TRANSLATE_NOOP("brp", "Level"),
            QT_TRANSLATE_NOOP("brp", "Up"),
            QT_TRANSLATE_NOOP("brp", "Down"),
            QT_TRANSLATE_NOOP("brp", "Steep"),
        ),
    ),
    Flag(
        "moving",
        QT_TRANSLATE_NOOP("brp", "Shooting while moving"),
        "choice",
        ("none", "forward", "sideways", "behind"),
        "none",
        QT_TRANSLATE_NOOP("brp", "Sideways Difficult (bows exempt), behind 1/5"),
        choice_labels=(
            QT_TRANSLATE_NOOP("brp", "None"),
            QT_TRANSLATE_NOOP("brp", "Forward"),
            QT_TRANSLATE_NOOP("brp", "Sideways"),
            QT_TRANSLATE_NOOP("brp", "Behind"),
        ),
    ),
    Flag(
        "target_object",
        QT_TRANSLATE_NOOP("brp", "Target is an object"),
        "choice",
        ("none", "large_inanimate", "tiny"),
        "none",
        QT_TRANSLATE_NOOP("brp", "Large inanimate Easy, tiny Difficult"),
        choice_labels=(
            QT_TRANSLATE_NOOP("brp", "None"),
            QT_TRANSLATE_NOOP("brp", "Large inanimate"),
            QT_TRANSLATE_NOOP("brp", "Tiny"),
        ),
    ),
    Flag(
        "kneeling",
        QT_TRANSLATE_NOOP("brp", "Defender kneels behind a shield"),
        help=QT_TRANSLATE_NOOP("brp", "Full shield 60%, large 90%"),
    ),
    Flag(
        "prone_braced",
        QT_TRANSLATE_NOOP("brp", "Braced prone with a firearm"),
        help=QT_TRANSLATE_NOOP("brp", "GM option: +10%"),
    ),
    Flag(
        "grade",
        QT_TRANSLATE_NOOP("brp", "GM's grade"),
        "choice",
        ("normal", "easy", "difficult"),
        "normal",
        QT_TRANSLATE_NOOP("brp", "Any other circumstance"),
        choice_labels=(
            QT_TRANSLATE_NOOP("brp", "Normal"),
            QT_TRANSLATE_NOOP("brp", "Easy"),
            QT_TRANSLATE_NOOP("brp", "Difficult"),
        ),
    ),
    Flag(
        "modifier",
        QT_TRANSLATE_NOOP("brp", "GM's modifier"),
        "choice",
        ("-40", "-30", "-20", "-10", "0", "+10", "+20", "+30", "+40"),
        "0",
        QT_TRANSLATE_NOOP("brp", "Percentage points"),
    ),
    GM_ALLOWS,  # its label and help read in the UI language when shown
)
FLAG_IDS = {f.id: f for f in FLAGS}


@dataclass
class AttackPlan:
    """Everything an attack will roll against, each modifier with its source."""

    allowed: bool
    reason: str
    attacker: str
    target: str
    weapon: dict[str, Any] | None
    base: int = 0
    base_label: str = ""
    grades: list[tuple[str, str, str]] = field(default_factory=list)
    modifiers: list[tuple[int, str, str]] = field(default_factory=list)
    caps: list[tuple[int, str, str]] = field(default_factory=list)
    aim_steps: int = 0
    aim_bonus: int = 0
    fraction: tuple[float, str, str] | None = None
    grade: str = "normal"
    chance: int = 0
    cover_chance: int | None = None
    ally_chance: int | None = None
    no_special: bool = False
    only_01: bool = False
    missile: bool = False
    distance: float | None = None
    range_band: str = ""
    point_blank: bool = False
    range_factor: str = "basic"
    defences: dict[str, dict[str, Any]] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    flags: dict[str, Any] = field(default_factory=dict)
    chase: dict[str, Any] | None = None
    """The chase track's step between the two when a chase is on (it replaces the map)."""
    override: str = ""
    """The log line when the GM lets the attack through against the map ("" otherwise)."""

    @property
    def dice(self) -> str:
        return f"1D100 ≤ {self.chance}%" if self.allowed else "—"


def check_flags(flags: Mapping[str, Any]) -> dict[str, Any]:
    """The attack flags with defaults filled in; :class:`RuleError` on unknown ones."""
    out = {f.id: f.default for f in FLAGS}
    for k, v in flags.items():
        if k not in FLAG_IDS:
            raise RuleError(translate("brp", "Unknown attack option {k!r}.").format(k=k))
        f = FLAG_IDS[k]
        if f.kind == "bool":
            out[k] = bool(v)
        else:
            v = str(v) if k in ("shots", "modifier") and isinstance(v, int) else v
            if k == "modifier" and isinstance(v, str) and v.lstrip("+-").isdigit():
                out[k] = v
                continue
            if k == "shots" and isinstance(v, str) and v.isdigit():
                out[k] = v
                continue
            if v not in f.choices:
                raise RuleError(
                    translate("brp", "{label}: choose from {choices}, not {v!r}.").format(
                        label=f.label, choices=", ".join(f.choices), v=v
                    )
                )
            out[k] = v
    return out


# -- pieces of the plan ---------------------------------------------------------------------------
def distance_m(enc: Encounter, a: str, b: str) -> float:
    """Metres between two tokens (map units are metres)."""
    return math.dist(enc.combatant(a).position, enc.combatant(b).position)


def point_blank_range(enc: Encounter, name: str) -> float | None:
    """DEX/3 metres (``point_blank.json``; rounding per ``brp.point_blank_rounding``)."""
    from core.rules.brp.sheet import point_blank_metres

    dex = characteristic(enc, name, "dex", required=False)
    return point_blank_metres(dex, str(setting(enc, "brp.point_blank_rounding")))


def _is_point_blank(enc: Encounter, name: str, dist: float) -> bool:
    limit = point_blank_range(enc, name)
    if limit is None:
        return False
    return dist <= limit if setting(enc, "brp.point_blank_inclusive") else dist < limit


def inside_guard(enc: Encounter, short_user: str, long_user: str) -> bool:
    return [short_user, long_user] in peek(enc).get("inside_guard", [])


def held_at_bay(enc: Encounter, short_user: str, long_user: str) -> str | None:
    """``"held"`` or ``"kept_out"`` when ``long_user`` keeps ``short_user`` at bay this round."""
    for e in peek(enc).get("at_bay", []):
        if e["long"] == long_user and e["short"] == short_user and e["round"] == enc.round.number:
            return str(e["state"])
    return None


def _siz(enc: Encounter, name: str) -> int | None:
    return characteristic(enc, name, "siz", required=False)


def _aim(enc: Encounter, name: str, w: Mapping[str, Any]) -> int:
    aim = cpeek(enc, name).get("aim")
    if not aim:
        return 0
    hand_propelled = w.get("type") in ("bow", "thrown", "sling")
    if hand_propelled and aim.get("round") != enc.round.number:
        return 0
    return int(aim.get("steps", 0))


def _superior_numbers_limit(enc: Encounter, attacker: str, w: Mapping[str, Any]) -> tuple[int, str]:
    zone = enc.map.zone(enc.combatant(attacker).zone)
    if length_of(w) == "long":
        r = row(enc, "superior_numbers", case="long_spears")
    elif zone.is_cramped and float(w.get("siz", 0) or 0) >= 2:
        r = row(enc, "superior_numbers", case="confined_large_weapons")
    else:
        r = row(enc, "superior_numbers", case="open")
    return int(r["max_melee_attackers"]), r["case"]


def _map_refusal(enc: Encounter, plan: AttackPlan) -> str | None:
    """What the map forbids (a wall, a closed door or anything else across the line of fire;
    melee beyond Engaged range — the seed's close combat is "ao alcance do braço"), unless the
    GM allows it: then ``plan.override`` keeps the log line."""
    melee = not plan.missile
    gm = bool(plan.flags.get("gm_allows"))
    why = map_refusal(enc, plan.attacker, plan.target, melee=melee, gm_allows=gm)
    if why and melee:
        band = enc.range_band(plan.attacker, plan.target)
        name = rule_text(plan.weapon, "name") if plan.weapon else translate("brp", "A melee weapon")
        why = translate(
            "brp", "{target} is at {band} range: {name} needs Engaged range. Close in first."
        ).format(target=plan.target, band=word(band), name=name)
    if gm:
        plan.override = overridden_note(enc, plan.attacker, plan.target, melee=melee)
        if plan.override:
            plan.override = plan.override.rstrip(".") + "."
            plan.notes.append(plan.override)
    return why


def attack_verdict(
    enc: Encounter,
    attacker: str,
    target: str,
    weapon_id: str | None = None,
    *,
    out_of_turn: bool = False,
    **flags: Any,
) -> AttackPlan:
    """The one decision on an attack, shared by the preview and :func:`attack`: the plan
    (:func:`attack_plan`) refused, in this order, when the attacker can't act now (not their
    turn, no action left this DEX rank, stunned …), when the plan refuses, or when resolving
    would need what isn't there (a defence the target can't make, a stat the sheet lacks).

    ``out_of_turn``: a free attack the rules allow outside the order (no turn check, no
    action spent)."""
    try:
        plan = attack_plan(enc, attacker, target, weapon_id, **flags)
    except RuleError as exc:
        plan = AttackPlan(False, str(exc), attacker, target, None)
    actor = _actor_refusal(enc, attacker, out_of_turn=out_of_turn)
    reason = actor or (plan.reason if not plan.allowed else _resolution_refusal(enc, plan))
    if reason:
        plan.allowed, plan.reason = False, reason
    return plan


def _actor_refusal(enc: Encounter, attacker: str, *, out_of_turn: bool) -> str | None:
    """Why ``attacker`` can't attack now whatever the target: the DEX-rank order and budget."""
    refusal = dmg.attack_refusal(enc, attacker)
    if refusal or out_of_turn:
        return refusal
    refusal = dr.turn_refusal(enc, attacker, attack=True)
    if refusal:
        return refusal
    if not enc.ruleset.can_afford(enc.actions_spent(attacker), _action_cost()):
        return translate("brp", "{attacker} has no action left this DEX rank.").format(
            attacker=attacker
        )
    return None


def _resolution_refusal(enc: Encounter, plan: AttackPlan) -> str | None:
    """What resolving ``plan`` would need and not find: checked before any die is rolled."""
    f, target = plan.flags, plan.target
    defence = f["defence"]
    if defence != "none":
        opt = plan.defences.get(defence)
        if opt is None or not opt["allowed"]:
            return (opt or {}).get("reason") or translate(
                "brp", "{target} can't {defence}."
            ).format(target=target, defence=word(defence))
        if dmg.has_condition(enc, target, "stunned") and not has_skill(enc, target, "Idea"):
            return translate(
                "brp",
                "{target} is stunned: defending needs an Idea roll, and the sheet has no INT.",
            ).format(target=target)
    needs: list[str] = []
    if f["disarm"]:
        needs.append(str(setting(enc, "brp.disarm_resist_characteristic")))
    if f["knockback"] and not f["from_above"]:
        needs.append("siz")
    if f["knockback"] or f["from_above"]:
        needs.append("dex")
    missing = [c.upper() for c in needs if characteristic(enc, target, c, required=False) is None]
    if missing:
        return translate(
            "brp", "This attack rolls against {target}'s {missing}: fill it in."
        ).format(target=target, missing=and_list(missing))
    try:
        shield_block_chance(enc, target, plan)
        parse_dice(armour_of(enc, target))
        _damage_dice(enc, plan.attacker, plan.weapon or {})
    except RuleError as exc:
        return str(exc)
    if f["autofire"] != "none":
        return autofire_refusal(enc, int(str(f["shots"])))
    return None


def attack_plan(
    enc: Encounter, attacker: str, target: str, weapon_id: str | None = None, **flags: Any
) -> AttackPlan:
    """Work out an attack without rolling: allowed or why not, the chance and every grade and
    modifier with its source, the defences open to the target."""
    f = check_flags(flags)
    enc.combatant(attacker)
    enc.combatant(target)
    if attacker == target:
        return AttackPlan(
            False, translate("brp", "A combatant can't attack themselves."), attacker, target, None
        )
    try:
        w = weapon(enc, attacker, weapon_id)
    except RuleError as exc:
        return AttackPlan(False, str(exc), attacker, target, None)
    if w is None:
        return AttackPlan(
            False,
            translate("brp", "{attacker} has no weapon: give them one on the sheet.").format(
                attacker=attacker
            ),
            attacker,
            target,
            None,
        )
    plan = AttackPlan(True, "", attacker, target, w, flags=f, missile=bool(w["missile"]))
    grades, mods, notes = plan.grades, plan.modifiers, plan.notes

    def refuse(reason: str) -> AttackPlan:
        plan.allowed, plan.reason = False, reason
        return plan

    if dmg.life_state(enc, target) == "dead":
        return refuse(translate("brp", "{target} is dead.").format(target=target))
    if not w.get("unarmed") and w["id"] not in ready_weapons(enc, attacker):
        draw = dr.dex_cost(enc, "draw_weapon")
        return refuse(
            translate(
                "brp", "{w_name} isn't in {attacker}'s hand: draw it first ({draw} DEX ranks)."
            ).format(w_name=w["name"], attacker=attacker, draw=draw)
        )
    try:
        plan.base, plan.base_label = skill_value(enc, attacker, w["skill"])
    except RuleError as exc:
        return refuse(str(exc))

    for plan_step in _PLAN_STEPS:
        why = plan_step(enc, plan)
        if why:
            return refuse(why)

    # aiming
    steps = _aim(enc, attacker, w) if plan.missile else 0
    if steps and plan.range_factor == "long":
        notes.append(translate("brp", "Careful aim has no effect beyond twice the basic range."))
        steps = 0
    if steps and f["aimed_area"]:
        # five DEX ranks of delay offset the specific area's Difficult
        grades.remove(
            ("difficult", translate("brp", "Aimed at a specific area"), source("aimed_attacks"))
        )
        notes.append(translate("brp", "5 DEX ranks of aim offset the specific area's Difficult."))
        steps -= 1
    plan.aim_steps = steps

    plan.chance = _chance(enc, plan)
    if f["cover"] in ("partial",):
        plan.cover_chance = _chance(enc, plan, without=(translate("brp", "Partial cover"),))
    into_melee = source("firing_into_combat")
    if any(src == into_melee for _v, _label, src in mods):
        plan.ally_chance = _chance(enc, plan, without_mod_source=into_melee)
    plan.defences = defence_options(enc, plan)
    return plan


def _skill_caps(enc: Encounter, plan: AttackPlan) -> str | None:
    """Caps on the skill: Ride when mounted, Fly when flying, Swim under water."""
    attacker = plan.attacker
    f = plan.flags
    w = plan.weapon or {}
    notes = plan.notes
    if f["mounted"]:
        try:
            ride, _ = skill_value(enc, attacker, "Ride")
            plan.caps.append(
                (
                    ride,
                    translate("brp", "Mounted: capped by Ride {ride}%").format(ride=ride),
                    source("mounted_combat"),
                )
            )
        except RuleError:
            notes.append(translate("brp", "Mounted: no Ride skill in the stats to cap the attack."))
    if f["flying"]:
        try:
            fly, _ = skill_value(enc, attacker, "Fly")
            plan.caps.append(
                (
                    fly,
                    translate("brp", "Flying: capped by Fly {fly}%").format(fly=fly),
                    source("air_combat"),
                )
            )
        except RuleError:
            notes.append(translate("brp", "Flying: no Fly skill in the stats to cap the attack."))
    if f["underwater"]:
        piercing_small = w.get("impaling") and float(w.get("siz", 0) or 0) <= 1
        if not (piercing_small or w.get("natural")):
            try:
                swim, _ = skill_value(enc, attacker, "Swim")
                plan.caps.append(
                    (
                        swim,
                        translate("brp", "Under water: capped by Swim {swim}%").format(swim=swim),
                        source("underwater_combat"),
                    )
                )
            except RuleError:
                notes.append(
                    translate("brp", "Under water: no Swim skill in the stats to cap the attack.")
                )
    return None


def _range(enc: Encounter, plan: AttackPlan) -> str | None:
    """Range: the chase track, the map (walls, doors, reach), point-blank, the weapon's
    range bands."""
    attacker = plan.attacker
    target = plan.target
    f = plan.flags
    w = plan.weapon or {}
    grades = plan.grades
    notes = plan.notes
    from core.rules.brp.chase import chase_step

    step = chase_step(enc, attacker, target)
    plan.chase = step
    plan.distance = distance_m(enc, attacker, target)
    band = enc.range_band(attacker, target)
    plan.range_band = band
    wtype = w.get("type")
    if step is not None:
        plan.range_band = translate("brp", "chase: {step_name}").format(
            step_name=rule_text(step, "name")
        )
        src = source("chase_range_track")
        if not plan.missile:
            if not step.get("melee_possible"):
                return translate(
                    "brp", "Chase range {step_name}: melee attacks are impossible."
                ).format(step_name=rule_text(step, "name"))
        else:
            if step.get("missile_can_hit") is False:
                return translate("brp", "Chase range {step_name}: no chance to hit.").format(
                    step_name=rule_text(step, "name")
                )
            if step.get("missile_grade") == "difficult":
                grades.append(
                    (
                        "difficult",
                        translate("brp", "Chase range {step_name}").format(
                            step_name=rule_text(step, "name")
                        ),
                        src,
                    )
                )
            if step.get("missile_skill_multiplier") == 0.2:
                plan.fraction = (
                    0.2,
                    translate("brp", "Chase range {step_name}: 1/5 of the skill").format(
                        step_name=rule_text(step, "name")
                    ),
                    src,
                )
            if step.get("missile_hits_only_on") == 1:
                plan.only_01 = True
                notes.append(
                    translate("brp", "Chase range {step_name}: only a roll of 01 hits.").format(
                        step_name=rule_text(step, "name")
                    )
                )
    else:
        why = _map_refusal(enc, plan)
        if why:
            return why
    if step is None and plan.missile:
        rng = float(w["range_m"])
        if band == "engaged":
            plan.point_blank = True
            if wtype in row(enc, "point_blank", rule="easy_in_melee")["weapons"] or wtype in (
                "firearm",
                "energy",
                "crossbow",
            ):
                grades.append(
                    (
                        "easy",
                        translate("brp", "Point-blank at melee distance"),
                        source("point_blank"),
                    )
                )
            elif wtype in ("bow", "thrown", "sling"):
                grades.append(
                    (
                        "difficult",
                        translate("brp", "Bow or thrown weapon at melee distance"),
                        source("point_blank"),
                    )
                )
            else:
                grades.append(
                    (
                        "easy",
                        translate("brp", "Point-blank (within DEX/3 m)"),
                        source("point_blank"),
                    )
                )
        elif band == "short" and _is_point_blank(enc, attacker, plan.distance):
            plan.point_blank = True
            limit = point_blank_range(enc, attacker)
            grades.append(
                (
                    "easy",
                    translate(
                        "brp", "Point-blank: {distance:.1f} m ≤ DEX/3 = {limit:.1f} m"
                    ).format(distance=plan.distance, limit=limit),
                    source("point_blank"),
                )
            )
        if not plan.point_blank and f["shooting"] != "down":
            d = plan.distance
            if d <= rng:
                plan.range_factor = "basic"
            elif d <= 2 * rng:
                plan.range_factor = "medium"
                grades.append(
                    (
                        "difficult",
                        translate("brp", "Medium range ({d:.0f} m, up to twice {rng:g} m)").format(
                            d=d, rng=rng
                        ),
                        source("extended_range"),
                    )
                )
            elif d <= 4 * rng and not w.get("thrown_small"):
                plan.range_factor = "long"
                plan.fraction = (
                    0.2,
                    translate(
                        "brp", "Long range ({d:.0f} m, up to four times {rng:g} m): 1/5"
                    ).format(d=d, rng=rng),
                    source("extended_range"),
                )
                plan.no_special = True
            else:
                limit = 2 if w.get("thrown_small") else 4
                return translate(
                    "brp",
                    "{target} is {d:.0f} m away: beyond {limit} × {rng:g} m, {w_name} has "
                    "no chance to hit.",
                ).format(target=target, d=d, limit=limit, rng=rng, w_name=w["name"])
    return None


def _target_state(enc: Encounter, plan: AttackPlan) -> str | None:
    """The target's state: prone, stunned, helpless."""
    target = plan.target
    grades = plan.grades
    ct = enc.combatant(plan.target)
    if ct.stance == "prone":
        src = source("prone")
        if not plan.missile or setting(enc, "brp.prone_target_modifier") == "always_easy":
            grades.append(("easy", translate("brp", "Target prone"), src))
        elif plan.range_factor == "long":
            grades.append(("difficult", translate("brp", "Target prone at long range"), src))
        else:
            grades.append(
                ("easy", translate("brp", "Target prone (melee or up to medium range)"), src)
            )
    if dmg.has_condition(enc, target, "stunned"):
        grades.append(("easy", translate("brp", "Target stunned"), source("stunning")))
    if dmg.is_helpless(enc, target):
        grades.append(("easy", translate("brp", "Target helpless"), source("backstab_helpless")))
    return None


def _attacker_state(enc: Encounter, plan: AttackPlan) -> str | None:
    """The attacker's state: prone, a desperate action."""
    attacker = plan.attacker
    f = plan.flags
    w = plan.weapon or {}
    grades = plan.grades
    mods = plan.modifiers
    ca = enc.combatant(plan.attacker)
    wtype = (plan.weapon or {}).get("type")
    if ca.stance == "prone":
        src = source("prone")
        if not plan.missile:
            grades.append(("difficult", translate("brp", "Attacking from prone"), src))
            if w.get("two_handed"):
                if setting(enc, "brp.prone_two_handed") == "forbidden":
                    return translate("brp", "No two-handed melee weapon from prone (setting).")
                grades.append(("difficult", translate("brp", "Two-handed weapon from prone"), src))
        elif wtype not in ("firearm", "crossbow", "energy"):
            grades.append(
                (
                    "difficult",
                    translate("brp", "Missile from prone (not a firearm or crossbow)"),
                    src,
                )
            )
        if f["prone_braced"] and wtype in ("firearm", "energy", "crossbow"):
            mods.append((10, translate("brp", "Braced prone (GM option)"), src))
    if dr.turn_kind(enc, attacker) == "desperate":
        grades.append(
            ("difficult", translate("brp", "Desperate action"), source("desperate_action"))
        )
    return None


def _weapon_length(enc: Encounter, plan: AttackPlan) -> str | None:
    """Weapon length: at bay, inside a long weapon's guard."""
    attacker = plan.attacker
    target = plan.target
    w = plan.weapon or {}
    grades = plan.grades
    la, lt = length_of(w), length_of(weapon_in_hand(enc, target))
    if not plan.missile and lt == "long" and la in ("short", "medium"):
        state = held_at_bay(enc, attacker, target)
        if state and not inside_guard(enc, attacker, target):
            return translate(
                "brp",
                "{target}'s long weapon keeps {attacker} at bay this round: get past "
                "the guard (Dodge or Parry) first.",
            ).format(target=target, attacker=attacker)
        if inside_guard(enc, attacker, target) and setting(enc, "brp.inside_guard_rule") == (
            "weapon_length"
        ):
            grades.append(
                (
                    "easy",
                    translate("brp", "Inside {target}'s long weapon's guard").format(target=target),
                    source("weapon_length"),
                )
            )
    if (
        not plan.missile
        and la == "long"
        and lt in ("short", "medium")
        and inside_guard(enc, target, attacker)
        and setting(enc, "brp.inside_guard_rule") == "weapon_length"
    ):
        grades.append(
            (
                "difficult",
                translate("brp", "{target} is inside the long weapon's guard").format(
                    target=target
                ),
                source("weapon_length"),
            )
        )
    return None


def _size_and_cover(enc: Encounter, plan: AttackPlan) -> str | None:
    """Size against size, objects, cover and fortifications."""
    attacker = plan.attacker
    target = plan.target
    f = plan.flags
    grades = plan.grades
    mods = plan.modifiers
    sa, st = _siz(enc, attacker), _siz(enc, target)
    if sa is not None and st is not None:
        large = row(enc, "large_small_targets", case="large")
        small = row(enc, "large_small_targets", case="small")
        if st > sa * large["siz_ratio_over"]:
            mods.append(
                (
                    int(large["skill_modifier"]),
                    translate("brp", "Large target (SIZ {st} > 2 × {sa})").format(st=st, sa=sa),
                    source("large_small_targets"),
                )
            )
        elif st < math.ceil(sa * small["siz_ratio_under"]):
            mods.append(
                (
                    int(small["skill_modifier"]),
                    translate("brp", "Small target (SIZ {st} < half of {sa}, rounded up)").format(
                        st=st, sa=sa
                    ),
                    source("large_small_targets"),
                )
            )
    if f["target_object"] == "large_inanimate":
        grades.append(
            ("easy", translate("brp", "Large inanimate object"), source("large_small_targets"))
        )
    elif f["target_object"] == "tiny":
        grades.append(("difficult", translate("brp", "Tiny object"), source("large_small_targets")))
    if f["cover"] in ("partial", "fortified"):
        table = "cover" if f["cover"] == "partial" else "fortified_positions"
        label = (
            translate("brp", "Partial cover")
            if f["cover"] == "partial"
            else translate("brp", "Fortified position")
        )
        grades.append(("difficult", label, source(table)))
    elif f["cover"] == "full":
        if plan.missile:
            return translate(
                "brp",
                "{target} is fully behind a fortification: small missiles can't hit "
                "(siege weapons, explosions and area attacks can).",
            ).format(target=target)
        return translate("brp", "{target} is fully behind a fortification.").format(target=target)
    return None


def _firing_into_melee(enc: Encounter, plan: AttackPlan) -> str | None:
    """Missiles shot from or into a melee."""
    attacker = plan.attacker
    target = plan.target
    grades = plan.grades
    mods = plan.modifiers
    step = plan.chase
    if plan.missile and step is None:
        engaged_others = enc.engaged_with(target) - {attacker}
        if enc.engaged_with(attacker):
            grades.append(
                (
                    "difficult",
                    translate("brp", "Shooting while in melee"),
                    source("firing_into_combat"),
                )
            )
        elif engaged_others:
            r = row(enc, "firing_into_combat", case="into_melee")
            mods.append(
                (
                    int(r["skill_modifier"]),
                    translate("brp", "Firing into melee ({engaged_others})").format(
                        engaged_others=", ".join(sorted(engaged_others))
                    ),
                    source("firing_into_combat"),
                )
            )
    return None


def _crowding(enc: Encounter, plan: AttackPlan) -> str | None:
    """Melee crowds (superior numbers) and enclosed spaces."""
    attacker = plan.attacker
    target = plan.target
    w = plan.weapon or {}
    grades = plan.grades
    notes = plan.notes
    ca = enc.combatant(plan.attacker)
    step = plan.chase
    if not plan.missile and step is None:
        limit, case = _superior_numbers_limit(enc, attacker, w)
        others = [n for n in enc.engaged_enemies(target) if n != attacker]
        if len(others) >= limit:
            return translate(
                "brp",
                "{n_others} already fight {target} ({case}: at most {limit}): "
                "{attacker} can't get at them.",
            ).format(
                n_others=len(others),
                target=target,
                case=case.replace("_", " "),
                limit=limit,
                attacker=attacker,
            )
        zone = enc.map.zone(ca.zone)
        if zone.is_cramped and float(w.get("siz", 0) or 0) > 1.5:
            grades.append(
                (
                    "difficult",
                    translate("brp", "Enclosed space, weapon SIZ {siz} > 1.5").format(
                        siz=w.get("siz")
                    ),
                    source("enclosed_spaces"),
                )
            )
            if float(w.get("siz", 0) or 0) >= 2.5:
                notes.append(translate("brp", "A weapon of SIZ 2.5+ may be Impossible here (GM)."))
    return None


def _higher_ground(enc: Encounter, plan: AttackPlan) -> str | None:
    """Higher ground, or mounted over a target on foot."""
    f = plan.flags
    mods = plan.modifiers
    notes = plan.notes
    la = length_of(plan.weapon)
    lt = length_of(weapon_in_hand(enc, plan.target))
    higher = f["higher_ground"] or (f["mounted"] and not f["target_mounted"])
    if higher:
        exception = lt == "long" and la != "long"
        if exception:
            notes.append(
                translate("brp", "No higher-ground bonus: the lower combatant has a long weapon.")
            )
        else:
            r = row(enc, "higher_ground", rule="bonus")
            why = (
                translate("brp", "Higher ground")
                if f["higher_ground"]
                else translate("brp", "Mounted over a target on foot")
            )
            mods.append((int(r["attack_modifier"]), why, source("higher_ground")))
    return None


def _shooting_conditions(enc: Encounter, plan: AttackPlan) -> str | None:
    """Shooting up or down, while moving, wind and rain."""
    f = plan.flags
    grades = plan.grades
    mods = plan.modifiers
    wtype = (plan.weapon or {}).get("type")
    if plan.missile:
        if f["shooting"] == "up":
            mods.append((-10, translate("brp", "Shooting up"), source("shooting_up_down")))
        elif f["shooting"] == "down":
            mods.append(
                (
                    10,
                    translate("brp", "Shooting down (no range modifiers)"),
                    source("shooting_up_down"),
                )
            )
        elif f["shooting"] == "steep":
            grades.append(
                ("difficult", translate("brp", "Shooting at over 45°"), source("shooting_up_down"))
            )
        if f["moving"] == "sideways" and wtype != "bow":
            grades.append(
                (
                    "difficult",
                    translate("brp", "Shooting sideways while moving"),
                    source("missile_fire_while_moving"),
                )
            )
        elif f["moving"] == "behind":
            plan.fraction = (
                0.2,
                translate("brp", "Shooting behind while moving: 1/5"),
                source("missile_fire_while_moving"),
            )
            plan.no_special = True
        weather = peek(enc).get("weather", {})
        if weather.get("wind") and wtype not in ("firearm", "energy"):
            r = row(enc, "wind", wind=weather["wind"])
            if r["skill_modifier"]:
                mods.append(
                    (
                        int(r["skill_modifier"]),
                        translate("brp", "Wind: {name}").format(name=rule_text(r, "name")),
                        source("wind"),
                    )
                )
        if weather.get("precipitation"):
            r = row(enc, "rain", precipitation=weather["precipitation"])
            mods.append((int(r["skill_modifier"]), rule_text(r, "name"), source("rain")))
    return None


def _declared_attacks(enc: Encounter, plan: AttackPlan) -> str | None:
    """Declared attacks: aimed, knockout, disarm, entangle, sweep, volley, autofire …"""
    f = plan.flags
    w = plan.weapon or {}
    grades = plan.grades
    mods = plan.modifiers
    if f["aimed_area"]:
        grades.append(
            ("difficult", translate("brp", "Aimed at a specific area"), source("aimed_attacks"))
        )
    if f["knockout"]:
        grades.append(
            (
                "difficult",
                translate("brp", "Knockout attack (aimed at the head)"),
                source("knockout_attacks"),
            )
        )
    if f["disarm"]:
        grades.append(
            ("difficult", translate("brp", "Disarm: striking the weapon"), source("disarming"))
        )
    if f["entangle"]:
        grades.append(("difficult", translate("brp", "Entangle attempt"), source("entangle")))
    if f["sweep"]:
        grades.append(("easy", translate("brp", "Sweep attack"), source("sweep_attacks")))
    if f["thrown_in_melee"]:
        why = _thrown_in_melee(enc, plan)
        if why:
            return why
    if f["pull_blow"] != "none" and pulled_damage(str(w.get("damage")), f["pull_blow"]) is None:
        return translate("brp", "{name}'s {damage} can't be pulled that way.").format(
            name=w.get("name"), damage=w.get("damage")
        )
    if f["backstab"]:
        grades.append(("easy", translate("brp", "Backstab"), source("backstab_helpless")))
    if f["fleeing"]:
        grades.append(
            (
                "difficult",
                translate("brp", "Free attack on a fleeing target"),
                source("disengaging"),
            )
        )
    amb = f["ambush"]
    if amb in ("missile_unseen", "missile_seen", "melee_undetected"):
        grades.append(
            (
                "easy",
                translate("brp", "Ambush ({amb})").format(amb=word(amb)),
                source("ambushes"),
            )
        )
    if f["volley"]:
        if not plan.missile:
            return translate("brp", "Volley fire is for thrown or shot missile weapons.")
        grades.append(("difficult", translate("brp", "Volley fire"), source("volley_fire")))
    if f["autofire"] != "none":
        if not w.get("autofire"):
            return translate("brp", "{w_name} can't fire bursts or automatic fire.").format(
                w_name=w["name"]
            )
        r = row(enc, "autofire", mode="burst" if f["autofire"] == "burst" else "full_auto")
        mods.append(
            (
                int(r["skill_modifier"]),
                translate("brp", "Autofire: {name}").format(name=rule_text(r, "name")),
                source("autofire"),
            )
        )
        if f["narrow_field"]:
            r = row(enc, "autofire", rule="narrow_field_targets")
            mods.append(
                (
                    int(r["skill_modifier"]),
                    translate("brp", "Targets in a narrow field"),
                    source("autofire"),
                )
            )
    if f["off_hand"] and not (w.get("off_hand_ok") or plan.base >= 100):
        grades.append(("difficult", translate("brp", "Off-hand weapon"), source("two_weapons")))
    if w.get("broken"):
        grades.append(("difficult", translate("brp", "Broken weapon"), source("broken_weapons")))
    return None


def _thrown_in_melee(enc: Encounter, plan: AttackPlan) -> str | None:
    """A thrown weapon wielded in melee (``thrown_weapons.json``): Difficult — in place of
    throwing it at melee distance — unless the sheet has a melee skill for it
    (the weapon's ``melee_skill``)."""
    w = plan.weapon or {}
    if w.get("type") != "thrown":
        return translate("brp", "{name} isn't a thrown weapon.").format(name=w.get("name"))
    if plan.range_band != "engaged":
        return translate(
            "brp", "{target} is out of reach: a thrown weapon is used in melee when engaged."
        ).format(target=plan.target)
    plan.grades[:] = [g for g in plan.grades if "at melee distance" not in g[1]]
    r = row(enc, "thrown_weapons", rule="melee_with_thrown")
    melee = w.get("melee_skill")
    if melee and has_skill(enc, plan.attacker, str(melee)):
        plan.notes.append(
            translate("brp", "{w_name} in melee with {melee}: no penalty.").format(
                w_name=w["name"], melee=melee
            )
        )
    else:
        plan.grades.append(
            (r["grade"], translate("brp", "Thrown weapon used in melee"), source("thrown_weapons"))
        )
    return None


def _effects_and_gm(enc: Encounter, plan: AttackPlan) -> str | None:
    """Timed effects and the GM's grade and modifier."""
    attacker = plan.attacker
    f = plan.flags
    grades = plan.grades
    mods = plan.modifiers
    emods = fx.effect_modifiers(enc, attacker)
    for key in ("attack", "skills"):
        if emods.get(key):
            mods.append(
                (
                    int(emods[key]),
                    translate("brp", "Timed effects ({key})").format(key=key),
                    "core.effects",
                )
            )
    if emods.get("difficult", 0) > 0:
        grades.append(
            ("difficult", translate("brp", "Timed effect: actions Difficult"), "core.effects")
        )
    if emods.get("easy", 0) > 0:
        grades.append(("easy", translate("brp", "Timed effect: actions Easy"), "core.effects"))
    if f["grade"] != "normal":
        grades.append((f["grade"], translate("brp", "GM's grade"), "GM"))
    gm = int(str(f["modifier"]))
    if gm:
        mods.append((gm, translate("brp", "GM's modifier"), "GM"))
    return None


_PLAN_STEPS = (
    _skill_caps,
    _range,
    _target_state,
    _attacker_state,
    _weapon_length,
    _size_and_cover,
    _firing_into_melee,
    _crowding,
    _higher_ground,
    _shooting_conditions,
    _declared_attacks,
    _effects_and_gm,
)
"""The steps of :func:`attack_plan`, in the rulebook's order; each adds its grades and
modifiers (with their sources) to the plan or says why the attack can't be made."""


def _chance(
    enc: Encounter,
    plan: AttackPlan,
    *,
    without: tuple[str, ...] = (),
    without_mod_source: str | None = None,
) -> int:
    base = plan.base
    for cap, _label, _src in plan.caps:
        base = min(base, cap)
    grade = net_grade(g for g, label, _s in plan.grades if label not in without)
    graded = graded_chance(enc, base, grade)
    if not without:
        plan.grade = grade
    aim_bonus = 0
    if plan.aim_steps:
        r = row(enc, "aimed_attacks", method="taking_more_time")
        aim_bonus = plan.aim_steps * math.ceil(graded * float(r["skill_bonus_fraction"]) - 1e-9)
        if not without and without_mod_source is None:
            plan.aim_bonus = aim_bonus
    mods = sum(
        v
        for v, _label, src in plan.modifiers
        if not (without_mod_source and src == without_mod_source)
    )
    chance = graded + mods + aim_bonus
    if plan.fraction is not None:
        chance = round_by(max(chance, 0) * plan.fraction[0], "nearest")
    if grade == "impossible":
        chance = 0
    return chance


# -- defences -------------------------------------------------------------------------------------
def defence_options(enc: Encounter, plan: AttackPlan) -> dict[str, dict[str, Any]]:
    """What the target may do against ``plan``: ``{"dodge"|"parry"|"jump": {"allowed",
    "reason", "chance", "grade", "grades", "skill"}}``."""
    t, f, w = plan.target, plan.flags, plan.weapon or {}
    out: dict[str, dict[str, Any]] = {}
    none_reason = None
    if dmg.is_helpless(enc, t):
        none_reason = translate("brp", "{t} is helpless: no dodge or parry.").format(t=t)
    elif f.get("fleeing"):
        none_reason = translate(
            "brp", "{t} turned and ran: the free attack can't be parried or dodged."
        ).format(t=t)
    elif f.get("ambush") == "missile_unseen":
        none_reason = translate("brp", "Unseen missile ambush: the targets can't dodge or parry.")
    elif cpeek(enc, t).get("no_defence_round") == enc.round.number:
        none_reason = translate("brp", "{t} volleyed this round and can't dodge or parry.").format(
            t=t
        )
    elif (
        plan.missile
        and not plan.point_blank
        and f.get("ambush") != "missile_seen"
        and setting(enc, "brp.missile_defence") == "point_blank_only"
    ):
        none_reason = translate(
            "brp", "Missiles can be parried or dodged only at point-blank range."
        )
    grades_common: list[tuple[str, str]] = []
    if enc.combatant(t).stance == "prone":
        grades_common.append(("difficult", translate("brp", "Defending while prone")))
    if f.get("backstab"):
        grades_common.append(
            ("difficult", translate("brp", "Backstab: only after a Difficult Listen"))
        )
    if f.get("ambush") == "melee_undetected":
        grades_common.append(("difficult", translate("brp", "Undetected melee ambush")))
    tw = weapon_in_hand(enc, t)
    if (
        length_of(tw) == "long"
        and length_of(w) in ("short", "medium")
        and inside_guard(enc, plan.attacker, t)
    ):
        # close_combat.json: "qualquer tentativa de defesa feita pelo usuário de arma longa será
        # difícil" (its grade is the table's)
        grade = str(row(enc, "close_combat", rule="long_defends_difficult")["grade"])
        grades_common.append(
            (grade, translate("brp", "Long weapon with the attacker inside the guard"))
        )
    emods = fx.effect_modifiers(enc, t)
    if emods.get("difficult", 0) > 0:
        grades_common.append(("difficult", translate("brp", "Timed effect: actions Difficult")))
    if any(e.get("kind") == "quick_draw" for e in fx.effects_on(enc, t)):
        grades_common.append(
            ("difficult", translate("brp", "After a quick draw (quick_draw.json)"))
        )

    def option(
        oid: str, skill: str | int | None, extra: list[tuple[str, str]], reason: str | None
    ) -> None:
        if reason is None and none_reason:
            reason = none_reason
        entry: dict[str, Any] = {
            "allowed": reason is None,
            "reason": reason or "",
            "skill": skill,
            "grades": grades_common + extra,
        }
        if reason is None and skill is not None:
            try:
                base, label = skill_value(enc, t, skill)
            except RuleError as exc:
                entry.update(allowed=False, reason=str(exc))
            else:
                g = net_grade(gr for gr, _ in entry["grades"])
                entry["grade"] = g
                entry["chance"] = graded_chance(enc, base, g) + int(emods.get("defence", 0))
                entry["label"] = label
        out[oid] = entry

    if f.get("sweep"):
        option(
            "dodge",
            None,
            [],
            translate("brp", "A sweep can't be dodged: jump out of the way (Jump)."),
        )
        option("jump", "Jump", [], None)
    else:
        dodge_extra = (
            [("difficult", translate("brp", "Dodging while mounted"))]
            if f.get("target_mounted")
            else []
        )
        option("dodge", "Dodge", dodge_extra, None)
    parry_reason = None
    parry_skill: str | int | None = None
    if tw is None:
        parry_reason = translate("brp", "{t} has no weapon ready to parry with.").format(t=t)
    elif tw.get("missile"):
        if tw.get("parry") is None:
            parry_reason = translate(
                "brp",
                "{tw_name} has no parry value (a missile weapon parries at half its "
                "base chance, at least 20%: set 'parry').",
            ).format(tw_name=tw["name"])
        else:
            parry_skill = int(tw["parry"])
    else:
        parry_skill = tw["skill"]
    if f.get("underwater") and tw is not None and "shield" in str(tw.get("name", "")).lower():
        parry_reason = translate("brp", "It is Impossible to parry with a shield under water.")
    if f.get("disarm") and not f.get("suspects_disarm"):
        parry_reason = translate(
            "brp", "A parry has no effect on a disarm the target doesn't suspect."
        )
    option("parry", parry_skill, [], parry_reason)
    return out


def _defence_stops(enc: Encounter, attack: Outcome, defence: Outcome) -> bool:
    if not defence.success:
        return False
    if setting(enc, "brp.defence_rule") == "any_success":
        return True
    return LEVEL_RANK[str(defence)] >= LEVEL_RANK[str(attack)]


def shield_block_chance(enc: Encounter, target: str, plan: AttackPlan) -> int | None:
    """A shield's passive chance to block this missile (``shields_vs_missiles.json``)."""
    shield = stats(enc, target).get("shield")
    if not shield or shield == "none" or not plan.missile:
        return None
    if not enc.engaged_with(target) and not setting(enc, "brp.shield_block_outside_melee"):
        return None
    try:
        r = row(enc, "shields_vs_missiles", shield=shield)
    except KeyError:
        raise RuleError(
            translate(
                "brp", "{target}'s shield must be medium or small, full or large (not {shield!r})."
            ).format(target=target, shield=shield)
        ) from None
    fast = (plan.weapon or {}).get("type") in FAST_MISSILES
    if plan.flags.get("kneeling") and not fast and "kneeling_block_chance" in r:
        return int(r["kneeling_block_chance"])
    return int(r["block_chance"])


# -- damage ---------------------------------------------------------------------------------------
def _damage_dice(enc: Encounter, attacker: str, w: Mapping[str, Any]) -> tuple[str, str]:
    """(weapon dice, damage-modifier dice) for ``attacker`` with ``w``."""
    db = damage_modifier(enc, attacker) if w.get("plus_db", True) else "0"
    if w.get("missile") and w.get("type") == "thrown":
        db = halve_dice(db)
    if enc.combatant(attacker).stance == "prone":
        terms, const = parse_dice(db)
        positive = any(s > 0 for s, _c, _d in terms) or const > 0
        if setting(enc, "brp.prone_damage_modifier") == "none" or positive:
            db = "0"
    return str(w["damage"]), db


def roll_hit_damage(
    enc: Encounter,
    attacker: str,
    target: str,
    w: Mapping[str, Any],
    level: str,
    flags: Mapping[str, Any],
    *,
    first_hit: bool = True,
) -> dict[str, Any]:
    """Roll one hit's damage and take the target's armour off (no hit points changed)."""
    wdice, db = _damage_dice(enc, attacker, w)
    if flags.get("thrown_in_melee"):
        db = _damage_dice(enc, attacker, {**w, "missile": False})[1]
    db = charge_modifier(enc, attacker, db)
    wdice = pulled_damage(wdice, str(flags.get("pull_blow", "none"))) or wdice
    if flags.get("pull_modifier", "full") != "full":
        db = halve_dice(db) if flags["pull_modifier"] == "half" else "0"
    crit = level == "critical" and first_hit and setting(enc, "brp.critical_damage") != "normal"
    special = level == "special" and first_hit and setting(enc, "brp.special_damage") == "by_weapon"
    kind = w.get("special", "none")
    texts: list[str] = []
    maximise = crit and setting(enc, "brp.critical_damage") == "max_ignore_armour"
    total, _faces, text = roll_dice(enc, wdice, label="damage", maximise=maximise)
    texts.append(text)
    if special and kind == "impale":
        more, _f, t2 = roll_dice(enc, wdice, label="impale")
        total += more
        texts.append(translate("brp", "impale {t2}").format(t2=t2))
    dbt, _f, dbtext = roll_dice(enc, db, label="db", maximise=special and kind == "crush")
    if db != "0":
        total += dbt
        texts.append(translate("brp", "db {dbtext}").format(dbtext=dbtext))
    total = max(0, total)
    halves = []
    if flags.get("sweep"):
        halves.append("sweep")
    if w.get("broken"):
        halves.append(translate("brp", "broken weapon"))
    if flags.get("underwater") and not w.get("impaling"):
        halves.append(translate("brp", "non-impaling under water"))
    for why in halves:
        total = math.ceil(total / 2)
        texts.append(translate("brp", "halved ({why}) → {total}").format(why=why, total=total))
    armour_expr = armour_of(enc, target)
    ignore = crit or (flags.get("aimed_area") and flags.get("unarmoured_area"))
    armour, _af, atext = (0, [], "0") if ignore else roll_dice(enc, armour_expr, label="armour")
    if flags.get("underwater") and not w.get("impaling") and setting(enc, "brp.underwater_stack"):
        armour += 3
        atext += translate("brp", " + 3 (water)")
    if ignore:
        atext = (
            translate("brp", "ignored (critical)")
            if crit
            else translate("brp", "ignored (unarmoured area)")
        )
    dealt = max(0, total - armour)
    return {
        "rolled": total,
        "armour": armour,
        "dealt": dealt,
        "dice": " ; ".join(texts),
        "armour_text": atext,
        "special": kind if special else None,
        "critical": crit,
    }


_HIT_DICE = (2, 3, 4, 6, 8, 10, 12, 20, 100)


def autofire_refusal(enc: Encounter, shots: int) -> str | None:
    """Why ``shots`` can't be fired as a burst (``None`` when a die counts the hits)."""
    if shots < 1:
        return translate("brp", "Autofire needs at least one shot.")
    fits = shots == 1 or shots in _HIT_DICE or shots * 2 in _HIT_DICE
    if fits:
        return None
    if setting(enc, "brp.autofire_die_counts_only") == "die_counts_only":
        return translate(
            "brp", "No die fits {shots} shots: fire a die-sized burst (2, 3, 4, 5, 6, 8, 10 …)."
        ).format(shots=shots)
    if shots >= _HIT_DICE[-1]:
        return translate("brp", "{shots} shots: more than any die.").format(shots=shots)
    return None


def autofire_hits(enc: Encounter, shots: int) -> tuple[int, str]:
    """Hits of a successful burst (``autofire.json``): a die the size of the shots fired; an
    odd count rolls the die for twice as many and halves (up); with no such die, the next
    larger die capped at the shots (``brp.autofire_die_counts_only``)."""
    dice = _HIT_DICE
    refusal = autofire_refusal(enc, shots)
    if refusal:
        raise RuleError(refusal)
    if shots == 1:
        return 1, translate("brp", "1 shot: 1 hit")
    if shots in dice:
        n = enc.dice.die(shots)
        return n, f"D{shots} = {n}"
    if shots * 2 in dice:
        n = enc.dice.die(shots * 2)
        return math.ceil(n / 2), translate(
            "brp", "D{shots} = {n}, halved (rounded up) = {ceil}"
        ).format(shots=shots * 2, n=n, ceil=math.ceil(n / 2))
    bigger = next(d for d in dice if d > shots)
    n = enc.dice.die(bigger)
    return min(n, shots), translate("brp", "D{bigger} = {n}, at most {shots} = {n2}").format(
        bigger=bigger, n=n, shots=shots, n2=min(n, shots)
    )


# -- the attack -----------------------------------------------------------------------------------
def _spend_attack(enc: Encounter, attacker: str) -> None:
    from core.rules.base import Cost

    enc.spend(
        attacker,
        Cost({ACTION: 1}),
        translate("brp", "{attacker} attacks").format(attacker=attacker),
    )


def attack(
    enc: Encounter,
    attacker: str,
    target: str,
    weapon_id: str | None = None,
    *,
    out_of_turn: bool = False,
    **flags: Any,
) -> dict[str, Any]:
    """Roll an attack and apply it — one undo step. Returns a dict: ``id``, ``attacker``,
    ``target``, ``weapon``, ``roll``, ``chance``, ``level``, ``outcome`` (``"hit"``,
    ``"miss"``, ``"parried"``, ``"dodged"``, ``"blocked"``, ``"cover"``, ``"other_target"``,
    ``"entangled"``, ``"disarmed"``, ``"stunned"``, ``"knocked_out"``), ``damage`` (rolled),
    ``damage_taken``, ``hits``, ``defence``, ``effects`` and ``text``.

    ``out_of_turn``: a free attack the rules allow outside the order (a fleeing enemy, a long
    weapon's first strike when closing): no turn check and no action spent.
    """
    plan = attack_verdict(enc, attacker, target, weapon_id, out_of_turn=out_of_turn, **flags)
    if not plan.allowed:
        raise RuleError(plan.reason)
    f = plan.flags
    w = plan.weapon
    assert w is not None
    with enc.transaction(
        translate("brp", "{attacker} attacks {target}").format(attacker=attacker, target=target)
    ):
        if plan.override:
            enc.add_log("override", plan.override, combatant=attacker, target=target)
        aid = next_id(enc, "a")
        result: dict[str, Any] = {
            "id": aid,
            "attacker": attacker,
            "target": target,
            "weapon": w["id"],
            "chance": plan.chance,
            "damage": 0,
            "damage_taken": 0,
            "hits": [],
            "defence": None,
            "effects": [],
            "outcome": "miss",
        }
        kind = dr.turn_kind(enc, attacker)
        if not out_of_turn:
            _spend_attack(enc, attacker)
        if plan.missile and cpeek(enc, attacker).get("aim"):
            clive(enc, attacker).pop("aim", None)  # aiming helps the first shot only
        out = d100(
            enc,
            label=translate("brp", "{attacker} attacks {target}").format(
                attacker=attacker, target=target
            ),
            chance=plan.chance,
            no_special=plan.no_special,
            only_01=plan.only_01,
            name=attacker,
        )
        result.update(roll=out.roll, level=str(out))
        words = [
            translate(
                "brp",
                "{attacker} attacks {target} with {value} ({chance}%): {roll_faces} — {result}.",
            ).format(
                attacker=attacker,
                target=target,
                value=_with(w),
                chance=plan.chance,
                roll_faces=roll_faces(out.roll),
                result=LEVEL_WORDS[str(out)],
            )
        ]
        if not out.success:
            if (
                plan.cover_chance is not None
                and out.roll is not None
                and (plan.chance < out.roll <= plan.cover_chance)
            ):
                result["outcome"] = "cover"
                words.append(
                    translate(
                        "brp", "The shot hits {target}'s cover (rolls {chance}–{cover_chance})."
                    ).format(target=target, chance=plan.chance + 1, cover_chance=plan.cover_chance)
                )
            elif (
                plan.ally_chance is not None
                and out.roll is not None
                and (plan.chance < out.roll <= plan.ally_chance)
            ):
                result["outcome"] = "other_target"
                words.append(
                    translate(
                        "brp",
                        "It hits someone else in the melee: everyone there rolls Luck, the "
                        "worst is hit.",
                    )
                )
            elif str(out) == "fumble":
                words.append(translate("brp", "A fumble (the GM decides what goes wrong)."))
        else:
            _resolve_success(enc, plan, out, result, words)
        # the DEX-rank consequences of the attack
        if f["volley"]:
            clive(enc, attacker)["no_defence_round"] = enc.round.number
            t = dr.turn_of(enc, attacker)
            left = (int(t.get("left", 1)) if kind == "volley" else w["attacks_per_round"]) - 1
            r = dr.schedule_follow_up(
                enc,
                attacker,
                "volley",
                weapon_id=w["id"],
                left=left,
                ranks=dr.dex_cost(enc, "volley_interval"),
            )
            if r is None and left > 0 and dr.fight_started(enc):
                words.append(
                    translate("brp", "No DEX ranks left for another volley attack this round.")
                )
        elif f["second_attack"] and kind != "second_attack":
            r = dr.schedule_follow_up(
                enc,
                attacker,
                "second_attack",
                weapon_id=None,
                left=1,
                ranks=dr.dex_cost(enc, "second_weapon_attack"),
            )
            if r is None and dr.fight_started(enc):
                words.append(
                    translate("brp", "No DEX ranks left for the second weapon's attack this round.")
                )
        if not out_of_turn:
            dr.desperate_taken(enc, attacker)
        result["text"] = " ".join(words)
        enc.add_log(
            "attack",
            result["text"],
            combatant=attacker,
            target=target,
            roll=out.to_dict(),
            attack=aid,
            outcome=result["outcome"],
        )
    return result


def _with(w: Mapping[str, Any]) -> str:
    """The weapon as the log sentence names it ("Broadsword", "bare hands")."""
    return translate("brp", "bare hands") if w.get("unarmed") else str(w["name"])


def _action_cost() -> Any:
    from core.rules.base import Cost

    return Cost({ACTION: 1})


def _resolve_success(
    enc: Encounter, plan: AttackPlan, out: Outcome, result: dict[str, Any], words: list[str]
) -> None:
    attacker, target, f, w = plan.attacker, plan.target, plan.flags, plan.weapon
    assert w is not None
    defence = f["defence"]
    if defence != "none":
        opt = plan.defences[defence]
        if dmg.has_condition(enc, target, "stunned"):
            idea = skill_roll(
                enc, target, "Idea", label=translate("brp", "Idea roll to defend while stunned")
            )
            if not idea.success:
                words.append(
                    translate(
                        "brp", "{target} is stunned and fails the Idea roll: no {defence}."
                    ).format(target=target, defence=defence)
                )
                opt = None
        if opt is not None:
            d = d100(enc, label=f"{target} {defence}s", chance=int(opt["chance"]), name=target)
            stops = _defence_stops(enc, out, d)
            if f["disarm"] and defence == "dodge":
                stops = d.success
            result["defence"] = {
                "kind": defence,
                "roll": d.roll,
                "chance": opt["chance"],
                "level": str(d),
                "stopped": stops,
            }
            verb = {
                "parry": translate("brp", "parries"),
                "dodge": translate("brp", "dodges"),
                "jump": translate("brp", "jumps"),
            }[defence]
            words.append(
                translate("brp", "{target} {verb} ({chance}%): {roll} — {result}{stops}.").format(
                    target=target,
                    verb=verb,
                    chance=opt["chance"],
                    roll=roll_faces(d.roll),
                    result=LEVEL_WORDS[str(d)],
                    stops=translate("brp", ", and stops it") if stops else "",
                )
            )
            if stops:
                result["outcome"] = {"dodge": "dodged", "parry": "parried"}.get(defence, "dodged")
                if defence == "dodge" and enc.combatant(target).stance == "prone":
                    enc.set_stance(target, "standing")
                    words.append(
                        translate(
                            "brp",
                            "{target} rolls back to their feet ({source}: a Difficult Dodge stands "
                            "them up).",
                        ).format(target=target, source=source("prone"))
                    )
                return
    block = shield_block_chance(enc, target, plan)
    if block is not None and str(out) == "success":
        b = d100(
            enc,
            label=translate("brp", "{target}'s shield").format(target=target),
            chance=block,
            name=target,
        )
        if b.success:
            result["outcome"] = "blocked"
            words.append(
                translate("brp", "{target}'s shield blocks it ({block}%: {roll_faces}).").format(
                    target=target, block=block, roll_faces=roll_faces(b.roll)
                )
            )
            return
        words.append(
            translate("brp", "{target}'s shield misses the block ({block}%: {roll_faces}).").format(
                target=target, block=block, roll_faces=roll_faces(b.roll)
            )
        )
    if f["entangle"]:
        dmg.add_condition(enc, target, "entangled", source=attacker, notes=w["name"])
        result["outcome"] = "entangled"
        words.append(translate("brp", "{target} is entangled (no damage).").format(target=target))
        return
    hits = 1
    if f["autofire"] != "none":
        shots = int(str(f["shots"]))
        hits, htext = autofire_hits(enc, shots)
        words.append(
            (
                translate("brp", "{shots} shots: {htext} → {hits} hit.")
                if hits == 1
                else translate("brp", "{shots} shots: {htext} → {hits} hits.")
            ).format(shots=shots, htext=htext, hits=hits)
        )
    total_taken = 0
    for i in range(hits):
        level = str(out) if i == 0 else "success"
        h = roll_hit_damage(enc, attacker, target, w, level, f, first_hit=i == 0)
        result["hits"].append(h)
        result["damage"] += h["rolled"]
        if f["disarm"]:
            _disarm(enc, plan, h, result, words)
            return
        if f["knockout"]:
            _knockout(enc, plan, h, result, words)
            return
        if w.get("stun") or w.get("special") == "stun":
            _stun(enc, plan, h, out, result, words)
            return
        words.append(
            translate("brp", "Damage {dice}; armour {armour_text} → {dealt}.").format(
                dice=h["dice"], armour_text=h["armour_text"], dealt=h["dealt"]
            )
        )
        if h["special"] and h["special"] not in ("none", "impale", "crush"):
            words.append(
                translate("brp", "Special success: {special}.").format(special=h["special"])
            )
        if h["dealt"] > 0 and dmg.hit_points(enc, target)[0] is not None:
            r = dmg.apply_damage(enc, target, h["dealt"], source=attacker, what=w["name"])
            total_taken += h["dealt"]
            if r["major_wound"]:
                result["effects"].append("major_wound")
        elif h["dealt"] > 0:
            words.append(
                translate(
                    "brp", "({target} has no hit points in the stats: damage not tracked.)"
                ).format(target=target)
            )
            total_taken += h["dealt"]
    result["damage_taken"] = total_taken
    result["outcome"] = "hit"
    if (
        f["knockback"]
        or f["from_above"]
        or (
            str(out) == "special"
            and w.get("special") == "knockback"
            and setting(enc, "brp.special_damage") == "by_weapon"
        )
    ):
        lacking = [c.upper() for c in ("siz", "dex") if _siz_or_dex(enc, target, c) is None]
        if lacking:
            words.append(
                translate("brp", "(No knockback roll: {target}'s sheet has no {lacking}.)").format(
                    target=target, lacking=" or ".join(lacking)
                )
            )
        else:
            knockback(enc, target, total_taken, from_above=bool(f["from_above"]), result=result)
    if (
        str(out) == "special"
        and w.get("special") == "entangle"
        and setting(enc, "brp.special_damage") == "by_weapon"
    ):
        dmg.add_condition(enc, target, "entangled", source=attacker, notes=w["name"])
        result["effects"].append("entangled")


def _siz_or_dex(enc: Encounter, name: str, key: str) -> int | None:
    return characteristic(enc, name, key, required=False)


def _disarm(
    enc: Encounter, plan: AttackPlan, h: dict[str, Any], result: dict[str, Any], words: list[str]
) -> None:
    target = plan.target
    char = str(setting(enc, "brp.disarm_resist_characteristic"))
    passive = characteristic(enc, target, char)
    assert passive is not None
    res = resistance_roll(
        enc,
        h["rolled"],
        passive,
        label=translate("brp", "Disarm {target}").format(target=target),
        name=plan.attacker,
        active_label=translate("brp", "damage"),
        passive_label=char.upper(),
    )
    words.append(
        translate("brp", "Disarm: damage {rolled} vs {char} {passive}: {value}.").format(
            rolled=h["rolled"],
            char=char.upper(),
            passive=passive,
            value=translate("brp", "the weapon drops")
            if res.success
            else translate("brp", "they keep hold"),
        )
    )
    if res.success:
        held = weapon_in_hand(enc, target)
        if held is not None and not held.get("natural"):
            set_ready(enc, target, [i for i in ready_weapons(enc, target) if i != held["id"]])
            clive(enc, target).setdefault("dropped", []).append(held["id"])
            if held.get("hp") is not None:
                excess = max(0, h["rolled"] - int(held["hp"]))
                if excess:
                    lost = clive(enc, target).setdefault("weapon_damage", {})
                    lost[held["id"]] = int(lost.get(held["id"], 0)) + excess
                    words.append(
                        translate("brp", "{held_name} loses {excess} hit points.").format(
                            held_name=held["name"], excess=excess
                        )
                    )
        result["outcome"] = "disarmed"
    else:
        result["outcome"] = "hit"


def _knockout(
    enc: Encounter, plan: AttackPlan, h: dict[str, Any], result: dict[str, Any], words: list[str]
) -> None:
    target, w = plan.target, plan.weapon or {}
    threshold = dmg.major_wound_threshold(enc, target)
    major = threshold is not None and h["dealt"] >= threshold
    if major:
        r = row(enc, "knockout_attacks", rule="major_wound_result")
        rounds = enc.dice.roll(
            r["duration_rounds"], label=translate("brp", "knockout rounds")
        ).total
        words.append(
            translate(
                "brp",
                "Damage {dealt} after armour is a major wound: 1 damage and knocked "
                "out for {duration_rounds} = {rounds} rounds (the GM's secret roll).",
            ).format(dealt=h["dealt"], duration_rounds=r["duration_rounds"], rounds=rounds)
        )
        if dmg.hit_points(enc, target)[0] is not None:
            dmg.apply_damage(
                enc,
                target,
                int(r["damage"]),
                source=plan.attacker,
                what="knockout",
                major_wound=False,
            )
        dmg.add_condition(
            enc,
            target,
            "knocked_out",
            rounds=rounds,
            source=plan.attacker,
            notes=translate("brp", "knockout attack"),
        )
        result.update(outcome="knocked_out", damage_taken=int(r["damage"]), ko_rounds=rounds)
    else:
        least = max(0, dice_min(w["damage"]) - h["armour"])
        words.append(
            translate(
                "brp",
                "Damage {dealt} is a minor wound: the blow does the weapon's minimum "
                "({least} after armour) and doesn't knock out.",
            ).format(dealt=h["dealt"], least=least)
        )
        if least and dmg.hit_points(enc, target)[0] is not None:
            dmg.apply_damage(
                enc, target, least, source=plan.attacker, what=translate("brp", "knockout attempt")
            )
        result.update(outcome="hit", damage_taken=least)


def _stun(
    enc: Encounter,
    plan: AttackPlan,
    h: dict[str, Any],
    out: Outcome,
    result: dict[str, Any],
    words: list[str],
) -> None:
    target, w = plan.target, plan.weapon or {}
    cur, _total = dmg.hit_points(enc, target)
    dealt = h["dealt"]
    if str(out) == "special":
        from core.rules.brp.weapons import dice_max

        dealt = max(0, dice_max(w["damage"]) - h["armour"])
        words.append(
            translate(
                "brp", "Special: the stun weapon counts its maximum ({dealt} after armour)."
            ).format(dealt=dealt)
        )
    if cur is None:
        words.append(
            translate(
                "brp", "{target} has no hit points in the stats: the stun can't be resisted."
            ).format(target=target)
        )
        return
    res = resistance_roll(
        enc,
        dealt,
        cur,
        label=translate("brp", "Stun {target}").format(target=target),
        name=plan.attacker,
        active_label=translate("brp", "stun damage"),
        passive_label=translate("brp", "current HP"),
    )
    if not res.success:
        words.append(
            translate("brp", "{target} shrugs off the stun: no damage.").format(target=target)
        )
        result.update(outcome="hit", damage_taken=0)
        return
    least = max(0, dice_min(w["damage"]))
    if least:
        dmg.apply_damage(
            enc, target, least, source=plan.attacker, what=translate("brp", "stun weapon")
        )
    after = cur - dealt
    if after <= 2:
        dmg.add_condition(
            enc,
            target,
            "knocked_out",
            rounds=max(1, dealt),
            source=plan.attacker,
            notes=translate("brp", "stun weapon"),
        )
        extra = (
            translate("brp", " (at 0 hit points they may die of concussion without care)")
            if after <= 0
            else ""
        )
        words.append(
            translate(
                "brp",
                "The stun would leave {target} at {after} hit points: knocked out for "
                "{value} rounds{extra}.",
            ).format(target=target, after=after, value=max(1, dealt), extra=extra)
        )
        result.update(outcome="knocked_out", damage_taken=least)
    else:
        dmg.add_condition(
            enc,
            target,
            "stunned",
            rounds=max(1, dealt),
            source=plan.attacker,
            notes=translate("brp", "stun weapon"),
        )
        words.append(
            translate(
                "brp", "{target} is stunned for {dealt} rounds and takes {least} damage."
            ).format(target=target, dealt=dealt, least=least)
        )
        result.update(outcome="stunned", damage_taken=least)


def knockback(
    enc: Encounter,
    target: str,
    damage: int,
    *,
    from_above: bool = False,
    mount_siz: int = 0,
    result: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Knockback (``knockback.json``): damage vs SIZ (+ a mount's SIZ); a loss pushes the
    target back 1 m per 5 points over SIZ, then an Agility roll or they fall prone. From above:
    no push, the Agility roll only. Part of the caller's transaction, or one undo step."""
    siz = characteristic(enc, target, "siz")
    assert siz is not None
    total_siz = siz + int(mount_siz)
    out: dict[str, Any] = {"pushed_m": 0, "prone": False, "resisted": None}
    with enc.transaction(translate("brp", "Knockback on {target}").format(target=target)):
        if from_above:
            lost = True
        else:
            res = resistance_roll(
                enc,
                int(damage),
                total_siz,
                label=translate("brp", "Knockback on {target}").format(target=target),
                name=target,
                active_label=translate("brp", "damage"),
                passive_label="SIZ",
            )
            lost = res.success
            out["resisted"] = not lost
        if lost:
            per = int(row(enc, "knockback", rule="distance")["per_damage_over_siz"])
            metres = max(0, int(damage) - total_siz) // per if not from_above else 0
            out["pushed_m"] = metres
            agi = skill_roll(
                enc, target, "Agility", label=translate("brp", "Agility to stay standing")
            )
            if not agi.success:
                enc.set_stance(target, "prone")
                out["prone"] = True
            how = (
                translate("brp", "knocked down from above")
                if from_above
                else translate("brp", "knocked back {metres} m").format(metres=metres)
            )
            enc.add_log(
                "knockback",
                translate("brp", "{target} is {how}{value}.").format(
                    target=target,
                    how=how,
                    value=translate("brp", " and falls prone")
                    if out["prone"]
                    else translate("brp", ", still standing"),
                ),
                combatant=target,
            )
        if result is not None:
            result["knockback"] = out
            result["effects"].append("knockback")
    return out


# -- weapon length actions ------------------------------------------------------------------------
def keep_at_bay(enc: Encounter, long_user: str, short_user: str) -> Outcome:
    """Instead of attacking, the long-weapon user tries a normal weapon-skill roll to keep a
    short-weapon user away this round (``close_combat.json`` ``keep_at_bay``)."""
    lw, sw = weapon_in_hand(enc, long_user), weapon_in_hand(enc, short_user)
    if length_of(lw) != "long" or length_of(sw) not in ("short", "medium"):
        raise RuleError(
            translate(
                "brp",
                "Only a long weapon keeps a shorter one at bay ({long_user}: {value}, "
                "{short_user}: {value2}).",
            ).format(
                long_user=long_user,
                value=word(length_of(lw) or "none"),
                short_user=short_user,
                value2=word(length_of(sw) or "none"),
            )
        )
    reason = dmg.attack_refusal(enc, long_user) or dr.turn_refusal(enc, long_user)
    if reason:
        raise RuleError(reason)
    assert lw is not None
    with enc.transaction(
        translate("brp", "{long_user} keeps {short_user} at bay").format(
            long_user=long_user, short_user=short_user
        )
    ):
        enc.spend(
            long_user,
            _action_cost(),
            translate("brp", "{long_user} keeps {short_user} at bay").format(
                long_user=long_user, short_user=short_user
            ),
        )
        out = skill_roll(
            enc,
            long_user,
            lw["skill"],
            label=translate("brp", "keep {short_user} at bay").format(short_user=short_user),
        )
        if out.success:
            st = live(enc)
            st["at_bay"] = [
                e
                for e in st.get("at_bay", [])
                if not (e["long"] == long_user and e["short"] == short_user)
            ]
            st["at_bay"].append(
                {"long": long_user, "short": short_user, "round": enc.round.number, "state": "held"}
            )
            st["inside_guard"] = [
                p for p in st.get("inside_guard", []) if p != [short_user, long_user]
            ]
            enc.add_log(
                "weapon_length",
                translate("brp", "{long_user} keeps {short_user} at bay this round.").format(
                    long_user=long_user, short_user=short_user
                ),
                combatant=long_user,
            )
        dr.desperate_taken(enc, long_user)
    return out


def get_past_guard(
    enc: Encounter, short_user: str, long_user: str, *, using: str = "Dodge"
) -> Outcome:
    """The short-weapon user tries a Dodge (or Parry) to get inside the long weapon's guard;
    failure keeps them out for the rest of the round (``close_combat.json``)."""
    if using not in ("Dodge", "Parry"):
        raise RuleError(translate("brp", "Get past the guard with a Dodge or a Parry."))
    reason = dmg.cannot_act_reason(enc, short_user) or dr.turn_refusal(enc, short_user)
    if reason:
        raise RuleError(reason)
    skill: str | int = "Dodge"
    if using == "Parry":
        sw = weapon_in_hand(enc, short_user)
        if sw is None:
            raise RuleError(
                translate("brp", "{short_user} has no weapon to parry with.").format(
                    short_user=short_user
                )
            )
        skill = sw["skill"]
    with enc.transaction(
        translate("brp", "{short_user} gets past {long_user}'s guard").format(
            short_user=short_user, long_user=long_user
        )
    ):
        enc.spend(
            short_user,
            _action_cost(),
            translate("brp", "{short_user} closes in").format(short_user=short_user),
        )
        out = skill_roll(
            enc,
            short_user,
            skill,
            label=translate("brp", "{using} past {long_user}'s guard").format(
                using=using, long_user=long_user
            ),
        )
        st = live(enc)
        st["at_bay"] = [
            e
            for e in st.get("at_bay", [])
            if not (e["long"] == long_user and e["short"] == short_user)
        ]
        if out.success:
            st.setdefault("inside_guard", [])
            if [short_user, long_user] not in st["inside_guard"]:
                st["inside_guard"].append([short_user, long_user])
            if long_user not in enc.engaged_with(short_user) and (
                enc.combatant(short_user).zone == enc.combatant(long_user).zone
            ):
                enc.engage(short_user, long_user)
            enc.add_log(
                "weapon_length",
                translate(
                    "brp",
                    "{short_user} is inside {long_user}'s guard: attacks on {long_user} "
                    "Easy, on {short_user} Difficult, {long_user}'s defences Difficult.",
                ).format(short_user=short_user, long_user=long_user),
                combatant=short_user,
            )
        else:
            st.setdefault("at_bay", []).append(
                {
                    "long": long_user,
                    "short": short_user,
                    "round": enc.round.number,
                    "state": "kept_out",
                }
            )
            enc.add_log(
                "weapon_length",
                translate(
                    "brp",
                    "{short_user} is kept out of {long_user}'s reach for the rest of the "
                    "round and can't attack.",
                ).format(short_user=short_user, long_user=long_user),
                combatant=short_user,
            )
    return out


def leave_guard(enc: Encounter, short_user: str, long_user: str) -> None:
    """The long-weapon user re-establishes distance (a dodge to disengage, a new weapon …)."""
    with enc.transaction(
        translate("brp", "{long_user} regains distance").format(long_user=long_user)
    ):
        st = live(enc)
        st["inside_guard"] = [p for p in st.get("inside_guard", []) if p != [short_user, long_user]]
        enc.add_log(
            "weapon_length",
            translate("brp", "{long_user} regains the distance from {short_user}.").format(
                long_user=long_user, short_user=short_user
            ),
            combatant=long_user,
        )


__all__ = [
    "FLAGS",
    "AttackPlan",
    "attack",
    "attack_plan",
    "autofire_hits",
    "defence_options",
    "distance_m",
    "get_past_guard",
    "held_at_bay",
    "inside_guard",
    "keep_at_bay",
    "knockback",
    "leave_guard",
    "point_blank_range",
    "roll_hit_damage",
    "shield_block_chance",
    "weapons_of",
]
