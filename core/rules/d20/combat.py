"""``enc.combat`` for a d20 encounter: initiative, surprise, actions, attacks, PV and effects.

The seed (``003_a7efcc12a8258f77.txt``) gives the round structure but no attack or damage rule.
The attack here is the minimal generic d20 one, with every number GM-entered and **not from the
seed**: d20 + stat ``ataque`` (+ ``"ataque"``/``"testes"`` effect modifiers, + a situational
modifier) against the target's stat ``defesa`` (+ ``"defesa"`` effect modifiers, + setting
``d20.flat_footed_defence_penalty`` while flat-footed); a total that reaches the defence hits and
rolls the weapon's damage dice (``stats["weapons"]``) off the target's PV.

>>> from core.encounter import Encounter
>>> enc = Encounter(ruleset="d20", seed=3)
>>> enc.map.add_zone("hall", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
>>> enc.add_combatant("Ana", zone="hall", stats={"agilidade": 3, "ataque": 5, "pv": 10,
...     "weapons": [{"id": "sword", "name": "Sword", "damage": "1d8"}]})
>>> enc.add_combatant("Orc", zone="hall", side="npc", stats={"defesa": 12, "pv": 8})
>>> enc.combat.start_fight() in ("Ana", "Orc")
True
>>> enc.combat.initiative_title
'Initiative (d20)'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core import effects as fx
from core.dice import DiceError, parse_expression
from core.doors import doors_of, open_towards, zones_behind
from core.i18n import rule_text, seed_words, translate
from core.resources import load_table
from core.rules.base import Cost, RuleError
from core.rules.d20 import MODIFIER_KEYS, choice_default, free_tests, sheet
from core.rules.d20 import initiative as ini
from core.rules.d20.damage import (
    apply_damage,
    current_pv,
    has_pv,
    heal,
    is_down,
    max_pv,
)
from core.rules.geometry import GM_ALLOWS, map_refusal, overridden_note
from core.rules.labels import QT_TRANSLATE_NOOP, tr_label
from core.rules.order_watch import WatchedOrder
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

ATTACK_DIE = "1d20"
"""Not in the seed: the generic d20 attack roll."""

ATTACK_MODIFIERS = ("ataque", "testes")
"""Effect-modifier keys added to attack rolls (the seed's examples are "+1 em testes")."""
DEFENCE_MODIFIER = "defesa"

SITUATIONAL = ("-4", "-2", "0", "+2", "+4")

# id, name, kind, needs_target
ACTIONS: tuple[tuple[str, str, str, bool], ...] = (
    ("attack", QT_TRANSLATE_NOOP("d20", "Attack"), "standard", True),
    ("move", QT_TRANSLATE_NOOP("d20", "Move"), "move", True),
    ("open_door", QT_TRANSLATE_NOOP("d20", "Open a door"), "move", False),
    ("stand_up", QT_TRANSLATE_NOOP("d20", "Stand up"), "move", False),
    ("drop_prone", QT_TRANSLATE_NOOP("d20", "Drop prone"), "free", False),
    ("other_standard", QT_TRANSLATE_NOOP("d20", "Other standard action"), "standard", False),
    ("other_move", QT_TRANSLATE_NOOP("d20", "Other move action"), "move", False),
)


# -- weapons ------------------------------------------------------------------------------------
def weapons_of(enc: Any, name: str) -> list[dict[str, Any]]:
    """The weapons ``name`` carries (``{"id", "name", "damage", "kind", "kind_known"}``)."""
    return sheet.weapons_of(enc.combatant(name).stats)


def weapon_options(enc: Any, name: str) -> list[dict[str, Any]]:
    """What ``name`` can attack with: the weapons carried, then Unarmed."""
    carried = weapons_of(enc, name)
    if any(w["id"] == sheet.UNARMED_ID for w in carried):
        return carried
    return [*carried, {**sheet.unarmed(), "kind_known": True}]


def _weapon(enc: Any, name: str, weapon_id: str | None) -> dict[str, Any] | str:
    """The weapon ``weapon_id`` (``None``: the first carried, else Unarmed), or why not."""
    options = weapon_options(enc, name)
    if weapon_id is None:
        return options[0]
    found = next((w for w in options if w["id"] == weapon_id), None)
    if found is not None:
        return found
    row = next((r for r in sheet.weapon_rows() if r["id"] == weapon_id), None)
    what = (
        rule_text(row, "name")
        if row
        else translate("d20", "a weapon called {weapon!r}").format(weapon=weapon_id)
    )
    return translate(
        "d20",
        "{name} doesn't carry {what}: add it to {name}'s weapons first (a "
        "logged change of equipment).",
    ).format(name=name, what=what)


def _situational(value: Any) -> int:
    if isinstance(value, bool):
        raise RuleError(translate("d20", "The situational modifier is a whole number."))
    try:
        return int(value)
    except (TypeError, ValueError):
        raise RuleError(
            translate("d20", "The situational modifier is a whole number, not {value!r}.").format(
                value=value
            )
        ) from None


# -- the attack: one decision for the preview and the attack -------------------------------------
ATTACK_OPTIONS: tuple[str, ...] = ("bonus", "gm_allows", "damage", "spend")
"""Every keyword :func:`attack_plan`, :func:`attack` and both runner calls accept: the form's
flags (``bonus``, ``gm_allows``) and the API's own (``damage`` dice, ``spend=False``)."""


def check_options(flags: Mapping[str, Any]) -> None:
    """Refuse an option the d20 attack doesn't have (the preview and the attack alike)."""
    unknown = sorted(set(flags) - set(ATTACK_OPTIONS))
    if unknown:
        raise RuleError(
            translate("d20", "The d20 attack has no option {map}.").format(
                map=", ".join(map(repr, unknown))
            )
        )


def melee_reach(enc: Any) -> tuple[str, ...]:
    """The range bands a melee attack reaches (``melee_reach.json``, setting
    ``d20.melee_reach``)."""
    key = enc.ruleset.settings.get("d20.melee_reach", sheet.MELEE_REACH[0])
    rows = load_table("d20", "melee_reach")["rows"]
    row = next((r for r in rows if r["key"] == key), rows[0])
    return tuple(row["bands"])


def _map_reason(enc: Any, attacker: str, target: str, melee: bool) -> str:
    """Why the map forbids the attack ("" when it allows it), in d20 words."""
    reach = melee_reach(enc)
    why = map_refusal(enc, attacker, target, melee=melee, reach=reach)
    if not why or not melee:
        return why or ""
    if "short" in reach:
        return translate(
            "d20", "{target} is in another zone: a melee attack reaches only {attacker}'s zone."
        ).format(target=target, attacker=attacker)
    return translate(
        "d20",
        "{target} is not Engaged with {attacker}: a melee attack needs arm's "
        "length (close in first, a move action).",
    ).format(target=target, attacker=attacker)


def _damage_reason(dmg: str | None) -> str:
    if dmg is None:
        return translate("d20", "No damage dice for this attack.")
    try:
        parse_expression(dmg)
    except DiceError as exc:
        return str(exc)
    return ""


def _sheet_reason(enc: Any, attacker: str, target: str) -> str:
    """The attack reads the attacker's Ataque and the target's Defesa: name any missing."""
    out = []
    if sheet.lacks(enc.combatant(attacker).stats, ["ataque"]):
        out.append(translate("d20", "{attacker}'s sheet has no Attack").format(attacker=attacker))
    if sheet.lacks(enc.combatant(target).stats, ["defesa"]):
        out.append(translate("d20", "{target}'s sheet has no Defense").format(target=target))
    joined = translate("d20", " and ").join(out)
    return translate("d20", "{out}: fill it in first.").format(out=joined) if out else ""


def _actor_reason(enc: Any, attacker: str, target: str, spend: bool) -> str:
    if attacker == target:
        return translate("d20", "Nobody attacks themselves.")
    reason = ini.cannot_act_reason(enc, attacker)
    if reason:
        return reason
    if ini.fight_started(enc) and ini.current_turn(enc) != attacker:
        return translate("d20", "Not {attacker}'s turn.").format(attacker=attacker)
    spent = enc.actions_spent(attacker)
    if spend and not enc.ruleset.can_afford(spent, Cost({"standard": 1})):
        left = enc.ruleset.describe_remaining(spent)
        return translate(
            "d20", "An attack is a standard action; {attacker} has left: {left}."
        ).format(attacker=attacker, left=left)
    return ""


def _attack_modifiers(enc: Any, attacker: str, situational: int) -> list[tuple[str, int, str]]:
    stats = enc.combatant(attacker).stats
    mods = [
        (
            translate("d20", "Attack bonus"),
            sheet.whole(stats, "ataque"),
            translate("d20", "Attack on the sheet (not in the seed)"),
        )
    ]
    eff = fx.effect_modifiers(enc, attacker)
    for key in ATTACK_MODIFIERS:
        if eff.get(key):
            mods.append(
                (
                    (
                        translate("d20", "Effects (attack)")
                        if key == "ataque"
                        else translate("d20", "Effects (tests)")
                        if key == "testes"
                        else translate("d20", "Effects ({key})").format(key=key)
                    ),
                    eff[key],
                    translate("d20", "timed effects"),
                )
            )
    if situational:
        mods.append((translate("d20", "Situational"), situational, "GM"))
    return mods


def _defence(enc: Any, target: str) -> tuple[int, str, list[str]]:
    """The Defesa to reach, its words ("Defesa 12 + Chain shirt 4 = 16") and notes."""
    parts = [(k, v) for k, v in sheet.defence_parts(enc.combatant(target).stats)]
    teff = fx.effect_modifiers(enc, target).get(DEFENCE_MODIFIER, 0)
    if teff:
        parts.append(("effects", teff))
    notes = []
    if ini.is_flat_footed(enc, target):
        pen = int(enc.ruleset.settings.get("d20.flat_footed_defence_penalty", 0) or 0)
        if pen:
            parts.append(("desprevenido", pen))
        notes.append(
            translate(
                "d20",
                "{target} is flat-footed; the seed gives it no number "
                "(setting d20.flat_footed_defence_penalty = {pen}).",
            ).format(target=target, pen=pen)
        )
    total = sum(v for _, v in parts)
    text = f"{parts[0][0]} {parts[0][1]}"
    for k, v in parts[1:]:
        text += f" {'+' if v >= 0 else '-'} {k} {abs(v)}"
    if len(parts) > 1:
        text += f" = {total}"
    return total, text, notes


def attack_plan(
    enc: Any, attacker: str, target: str, weapon_id: str | None = None, **flags: Any
) -> dict[str, Any]:
    """Everything an attack would use, and whether it is allowed now (no dice rolled).

    The preview shows it and :func:`attack` obeys it: one decision. ``flags``: see
    :data:`ATTACK_OPTIONS`."""
    check_options(flags)
    enc.combatant(attacker)
    enc.combatant(target)
    situational = _situational(flags.get("bonus", 0))
    spend = bool(flags.get("spend", True))
    picked = _weapon(enc, attacker, weapon_id)
    weapon = picked if isinstance(picked, dict) else None
    dmg = flags.get("damage") or (weapon["damage"] if weapon else None)
    melee = weapon is None or weapon["kind"] == "melee"
    reason = (
        (picked if isinstance(picked, str) else "")
        or _damage_reason(dmg)
        or _actor_reason(enc, attacker, target, spend)
        or _sheet_reason(enc, attacker, target)
    )
    blocked = "" if reason else _map_reason(enc, attacker, target, melee)
    gm = bool(flags.get("gm_allows", False)) and bool(blocked)
    reason = reason or ("" if gm else blocked)
    defence, defence_text, notes = _defence(enc, target)
    if weapon is not None and not weapon["kind_known"]:
        notes.append(
            translate("d20", "{name} has no kind on the sheet: counted as a melee weapon.").format(
                name=rule_text(weapon, "name")
            )
        )
    override = ""
    if gm:
        reach = melee_reach(enc)
        override = overridden_note(enc, attacker, target, melee=melee, reach=reach)
        notes.append(translate("d20", "GM allows it although: {blocked}").format(blocked=blocked))
    mods = _attack_modifiers(enc, attacker, situational)
    return {
        "allowed": not reason,
        "reason": reason,
        "weapon": weapon,
        "melee": melee,
        "damage": dmg,
        "spend": spend,
        "modifiers": mods,
        "attack_bonus": sum(v for _, v, _ in mods),
        "defence": defence,
        "defence_text": defence_text,
        "notes": notes,
        "override": override,
    }


def attack(
    enc: Any, attacker: str, target: str, weapon_id: str | None = None, **flags: Any
) -> dict[str, Any]:
    """Attack: d20 + Ataque vs Defesa; a hit rolls the weapon's damage off the target's PV.

    Exactly what :func:`attack_plan` (the preview) decided: refused with its reason, or
    resolved. Costs a standard action (``spend=False`` for an attack the GM grants outside the
    budget). Returns ``{"text", "hit", "total", "defence", "roll", "damage", "damage_roll",
    "pv"}``.
    """
    plan = attack_plan(enc, attacker, target, weapon_id, **flags)
    if not plan["allowed"]:
        raise RuleError(plan["reason"])
    wname = rule_text(plan["weapon"], "name") if plan["weapon"] else translate("d20", "an attack")
    with enc.transaction(
        translate("d20", "{attacker} attacks {target}").format(attacker=attacker, target=target)
    ):
        if plan["override"]:
            enc.add_log("override", plan["override"], combatant=attacker, target=target)
        if plan["spend"]:
            enc.spend(
                attacker,
                Cost({"standard": 1}),
                translate("d20", "{attacker}: attack").format(attacker=attacker),
            )
        roll = enc.dice.roll(
            ATTACK_DIE, label=translate("d20", "{attacker}: attack").format(attacker=attacker)
        )
        total = roll.total + plan["attack_bonus"]
        hit = total >= plan["defence"]
        mods = " ".join(f"{'+' if v >= 0 else '-'} {k} {abs(v)}" for k, v, _ in plan["modifiers"])
        text = translate(
            "d20",
            "{attacker} attacks {target} with {wname}: {dice_text} {mods} = "
            "{total} vs {defence_text} — {value}.",
        ).format(
            attacker=attacker,
            target=target,
            wname=wname,
            dice_text=ini.dice_text(roll),
            mods=mods,
            total=total,
            defence_text=plan["defence_text"],
            value=translate("d20", "hit") if hit else translate("d20", "miss"),
        )
        result: dict[str, Any] = {
            "hit": hit,
            "total": total,
            "defence": plan["defence"],
            "roll": roll.to_dict(),
            "damage": 0,
            "damage_roll": None,
            "pv": current_pv(enc, target),
        }
        enc.add_log(
            "attack",
            text,
            roll=roll.to_dict(),
            combatant=attacker,
            target=target,
            hit=hit,
            total=total,
        )
        if hit:
            text += _deal_damage(enc, attacker, target, plan["damage"], wname, result)
        result["text"] = text
        return result


def _deal_damage(
    enc: Any, attacker: str, target: str, dice: str, wname: str, result: dict[str, Any]
) -> str:
    droll = enc.dice.roll(
        dice, label=translate("d20", "{attacker}: damage").format(attacker=attacker)
    )
    amount = max(0, droll.total)
    enc.add_log(
        "roll",
        translate("d20", "Damage ({wname}) from {attacker} to {target}: {dice_text}.").format(
            wname=wname, attacker=attacker, target=target, dice_text=ini.dice_text(droll)
        ),
        roll=droll.to_dict(),
        combatant=attacker,
    )
    out = apply_damage(enc, target, amount, source=attacker)
    result.update(damage=amount, damage_roll=droll.to_dict(), pv=out["pv"])
    text = translate("d20", " Damage {dice_text}: {target} has {pv} HP.").format(
        dice_text=ini.dice_text(droll), target=target, pv=out["pv"]
    )
    return text + (
        translate("d20", " {target} is down.").format(target=target) if out["down"] else ""
    )


# -- attribute tests ---------------------------------------------------------------------------
def _attribute_key(skill: str) -> str | None:
    """The stat key of an attribute named by key, by name, or by the app's "mobility"."""
    wanted = skill.strip().casefold()
    if wanted == "mobility":
        return "agilidade"
    for key, label in sheet.ATTRIBUTES:
        names = (label, sheet.ATTRIBUTE_LABELS[key], sheet.ATTRIBUTE_LABELS.english(key))
        if wanted == key or wanted in (n.casefold() for n in names):
            return key
    return None


def _test_die(key: str) -> str:
    """The die an attribute is tested with (``attribute_tests.json``, ``"1d20"``)."""
    for row in load_table("d20", "attribute_tests")["rows"]:
        if row["key"] == key:
            return str(row["die"])
    raise KeyError(f"d20 table 'attribute_tests' has no row for {key!r}")


def attribute_test(enc: Any, name: str, skill: str) -> RollSpec | None:
    """How ``name`` tests an attribute: 1d20 + attribute + "testes" effects ≥ difficulty."""
    key = _attribute_key(skill)
    if key is None:
        return None
    stats = enc.combatant(name).stats
    label = sheet.ATTRIBUTE_LABELS[key]
    value = sheet.whole(stats, key)
    eff = fx.effect_modifiers(enc, name).get("testes", 0)
    default = choice_default("attribute_tests", "d20.test_difficulty")
    target = int(enc.ruleset.settings.get("d20.test_difficulty", default))
    die = _test_die(key)
    text = f"{die} {'+' if value >= 0 else '-'} {label} {abs(value)}"
    if eff:
        text += translate("d20", " {value} effects {eff}").format(
            value="+" if eff >= 0 else "-", eff=abs(eff)
        )
    return RollSpec(
        translate("d20", "{label} test").format(label=label),
        "sum",
        f"{text} ≥ {target}",
        count=1,
        sides=int(die.split("d")[1]),
        modifier=value + eff,
        target=target,
        missing=tuple(sheet.lacks(stats, [key])),
        source=translate(
            "d20", "attribute_tests.json (seed 003: 'tests'; the difficulty is the app's own)"
        ),
    )


# -- actions ------------------------------------------------------------------------------------
def _doors(enc: Any, name: str, *, closed: bool) -> list[str]:
    """Zones behind the doors/hatches of ``name``'s zone (door borders and door openings in
    walls) that are closed (or open), not broken."""
    here = enc.combatant(name).zone
    ways = [
        w
        for w in doors_of(enc.map, here)
        if not w.door.broken and w.door.state == ("closed" if closed else "open")
    ]
    return zones_behind(ways, here)


def _action_reason(enc: Any, name: str, action_id: str, kind: str) -> str | None:
    reason = ini.cannot_act_reason(enc, name)
    if reason:
        return reason
    if ini.fight_started(enc) and ini.current_turn(enc) != name:
        return translate("d20", "Not {name}'s turn.").format(name=name)
    c = enc.combatant(name)
    if action_id == "stand_up" and c.stance != "prone":
        return translate("d20", "{name} is already standing.").format(name=name)
    if action_id == "drop_prone" and c.stance == "prone":
        return translate("d20", "{name} is already prone.").format(name=name)
    if action_id == "open_door" and not _doors(enc, name, closed=True):
        return translate("d20", "There is no closed, unlocked door or hatch here.")
    if kind != "free" and not enc.ruleset.can_afford(enc.actions_spent(name), Cost({kind: 1})):
        left = enc.ruleset.describe_remaining(enc.actions_spent(name))
        text = (
            translate("d20", "{name} has no standard action left (left: {left}).")
            if kind == "standard"
            else translate("d20", "{name} has no move action left (left: {left}).")
            if kind == "move"
            else translate("d20", "{name} has no {kind} action left (left: {left}).")
        )
        return text.format(name=name, kind=kind, left=left)
    return None


def action_views(enc: Any, name: str) -> list[ActionView]:
    enc.combatant(name)
    out = []
    for aid, label, kind, needs in ACTIONS:
        reason = _action_reason(enc, name, aid, kind)
        out.append(
            ActionView(
                aid, tr_label("d20", label), kind, reason is None, reason or "", needs_target=needs
            )
        )
    return out


def take_action(
    enc: Any, name: str, action_id: str, *, target: str | None = None, note: str = ""
) -> dict[str, Any]:
    """Take an action: ``attack`` (``target`` a combatant), ``move`` (``target`` a zone, or a
    combatant in the zone to close to Engaged range), ``open_door`` (``target`` the zone behind
    it), ``stand_up``, ``drop_prone``, ``other_standard``, ``other_move``. Logged; one undo step."""
    row = next((r for r in ACTIONS if r[0] == action_id), None)
    if row is None:
        raise RuleError(translate("d20", "Unknown d20 action {action!r}.").format(action=action_id))
    _, label, kind, _ = row
    label = tr_label("d20", label)
    if action_id == "attack":
        if target is None:
            raise RuleError(translate("d20", "Say whom to attack."))
        out = attack(enc, name, target)
        return {"action": "attack", "kind": kind, "spent": {"standard": 1}, "result": out}
    with enc.transaction(f"{name}: {label}"):
        reason = _action_reason(enc, name, action_id, kind)
        if reason:
            raise RuleError(reason)
        before = enc.actions_spent(name)
        detail: tuple[str, str] | None = None
        if action_id == "move":
            if target is None:
                raise RuleError(translate("d20", "Say where {name} moves.").format(name=name))
            if target in enc:
                if enc.combatant(target).zone != enc.combatant(name).zone:
                    raise RuleError(
                        translate("d20", "{target} is not in {name}'s zone.").format(
                            target=target, name=name
                        )
                    )
                enc.engage(name, target, spend=True)
                detail = ("engaged", target)
            else:
                if target not in enc.map:
                    raise RuleError(
                        translate("d20", "There is no zone {target!r}.").format(target=target)
                    )
                check = enc.check_move(name, target)
                if not check.allowed:
                    raise RuleError(check.reason)
                enc.move(name, target, checked=check)
                detail = ("zone", enc.map.name(target))
        elif action_id == "open_door":
            zones = _doors(enc, name, closed=True)
            if target is None:
                if len(zones) > 1:
                    where = ", ".join(enc.map.name(z) for z in zones)
                    raise RuleError(
                        translate("d20", "Which door? They lead to {where}.").format(where=where)
                    )
                target = zones[0]
            if target not in zones:
                towards = enc.map.name(target) if target in enc.map else repr(target)
                raise RuleError(
                    translate("d20", "There is no closed door towards {towards} here.").format(
                        towards=towards
                    )
                )
            enc.spend(
                name, Cost({"move": 1}), translate("d20", "{name}: open a door").format(name=name)
            )
            open_towards(enc.map, enc.combatant(name).zone, target)
            detail = ("towards", enc.map.name(target))
        else:
            if kind != "free":
                enc.spend(name, Cost({kind: 1}), f"{name}: {label}")
            if action_id == "stand_up":
                enc.set_stance(name, "standing")
            elif action_id == "drop_prone":
                enc.set_stance(name, "prone")
        after = enc.actions_spent(name)
        spent = {
            k: after.get(k, 0) - before.get(k, 0)
            for k in ("standard", "move")
            if after.get(k, 0) != before.get(k, 0)
        }
        cost = Cost(spent).describe() if spent else translate("d20", "free action")
        enc.add_log(
            "action",
            _action_line(name, label, cost, detail) + (f" {note}" if note else ""),
            combatant=name,
            action=action_id,
            action_kind=kind,
            target=target,
            spent=spent,
        )
        return {"action": action_id, "kind": kind, "spent": spent}


def _action_line(name: str, action: str, cost: str, detail: tuple[str, str] | None) -> str:
    """An action's log line, one whole sentence per shape (``detail``: where it went, as
    ``(shape, place)``), so a translator can reorder it."""
    if detail is None:
        return translate("d20", "{name}: {action} ({cost}).").format(
            name=name, action=action, cost=cost
        )
    shape, place = detail
    texts = {
        "zone": translate("d20", "{name}: {action} to {place} ({cost})."),
        "engaged": translate("d20", "{name}: {action} to Engaged range of {place} ({cost})."),
        "towards": translate("d20", "{name}: {action} towards {place} ({cost})."),
    }
    return texts[shape].format(name=name, action=action, place=place, cost=cost)


# -- the facade ---------------------------------------------------------------------------------
class D20Combat(WatchedOrder, CombatRunner):
    """The d20 fight runner (``enc.combat``): every module function with the encounter bound,
    plus the ruleset-neutral views of :class:`~core.rules.runner.CombatRunner`."""

    def __init__(self, enc: Any) -> None:
        CombatRunner.__init__(self, enc)
        self.initiative_title = translate("d20", "Initiative (d20)")

    # -- initiative and turns ---------------------------------------------------------------
    def roll_initiative(self, names: list[str] | None = None) -> list[dict[str, Any]]:
        return ini.roll_initiative(self.enc, names)

    def join_initiative(self, name: str) -> dict[str, Any]:
        return ini.join_initiative(self.enc, name)

    def set_initiative_modifier(self, name: str, value: int, reason: str = "") -> None:
        ini.set_initiative_modifier(self.enc, name, value, reason)

    def refresh_order(self) -> None:
        """Check the order again after stats were edited by hand (ties roll off, logged)."""
        ini.refresh_order(self.enc)

    def clear_initiative(self) -> None:
        ini.clear_initiative(self.enc)

    def initiative_of(self, name: str) -> int | None:
        return ini.initiative_of(self.enc, name)

    def initiative_order(self) -> list[str]:
        return ini.initiative_order(self.enc)

    def set_aware(self, name: str, aware: bool = True) -> None:
        ini.set_aware(self.enc, name, aware)

    def is_aware(self, name: str) -> bool:
        return ini.is_aware(self.enc, name)

    def surprise_due(self) -> bool:
        return ini.surprise_due(self.enc)

    def is_surprise_round(self) -> bool:
        return ini.is_surprise_round(self.enc)

    def is_flat_footed(self, name: str) -> bool:
        return ini.is_flat_footed(self.enc, name)

    def start_fight(self) -> str | None:
        return ini.start_fight(self.enc)

    def next_turn(self) -> str | None:
        return ini.next_turn(self.enc)

    def skip_to_next_round(self) -> str | None:
        return ini.skip_to_next_round(self.enc)

    def end_fight(self) -> None:
        ini.end_fight(self.enc)

    def current_turn(self) -> str | None:
        return ini.current_turn(self.enc)

    def fight_started(self) -> bool:
        return ini.fight_started(self.enc)

    def turn_sequence(self) -> list[str]:
        return ini.turn_sequence(self.enc)

    def initiative_entries(self) -> list[InitiativeEntry]:
        self._saw_order()
        enc = self.enc
        st = ini._view(enc)
        current = ini.current_turn(enc)
        seq = set(ini.turn_sequence(enc)) if st["started"] else None
        tb = ini._tiebreak_stat(enc)
        out = []
        for e in ini.ordered_entries(enc):
            value = ini.entry_value(enc, e)
            members = tuple(e["members"])
            leader = ini._leader(enc, e)
            bonus = ini.initiative_bonus(enc, leader)[0] if leader else 0
            detail = f"{e['roll']['expression']} {e['die']} {bonus:+d} = {value}"
            if len(members) > 1:
                detail += translate("d20", " (shared roll; bonus of {leader})").format(
                    leader=leader
                )
            detail += f"; {enc.ruleset.skill(tb)} {ini.entry_precision(enc, e)}"
            if e.get("rolloff"):
                detail += translate("d20", "; roll-off {value}").format(
                    value=", ".join(str(r) for r in e["rolloff"])
                )
            if e.get("from_round") and e["from_round"] > enc.round.number:
                detail += translate("d20", "; joined — acts from round {from_round}").format(
                    from_round=e["from_round"]
                )
            inactive = tuple(
                m
                for m in members
                if ini.cannot_act_reason(enc, m) or (seq is not None and m not in seq)
            )
            out.append(
                InitiativeEntry(
                    key=e["key"],
                    label=str(value),
                    names=members,
                    value=value,
                    group=e.get("group"),
                    current=current in members,
                    acted=bool(st["started"]) and all(m in st["acted"] for m in members),
                    inactive=inactive,
                    detail=detail,
                )
            )
        return out

    def reorder(self, key_a: str, key_b: str) -> None:
        raise RuleError(
            translate(
                "d20",
                "The d20 order follows the initiative totals: change a value (a modifier such as "
                "hasted +2) and the order is checked again, without a new roll.",
            )
        )

    # -- actions ----------------------------------------------------------------------------
    def budget_view(self, name: str) -> BudgetView:
        spent = self.enc.actions_spent(name)
        left = self.enc.ruleset.remaining(spent)
        if spent.get(ini.SURPRISE_MARKER):
            items = (
                BudgetItem(
                    translate("d20", "standard or move"),
                    left["move"],
                    1,
                    label=translate("d20", "standard or move action"),
                ),
            )
        else:
            moves = 1 if self.enc.ruleset._budget() == "standard_and_move" else 2
            items = (
                BudgetItem(
                    "standard", left["standard"], 1, label=translate("d20", "standard action")
                ),
                BudgetItem("move", left["move"], moves, label=translate("d20", "move action")),
            )
        return BudgetView(items, self.enc.ruleset.describe_remaining(spent))

    def action_views(self, name: str) -> list[ActionView]:
        return action_views(self.enc, name)

    def take_action(
        self, name: str, action_id: str, *, target: str | None = None, note: str = ""
    ) -> dict[str, Any]:
        return take_action(self.enc, name, action_id, target=target, note=note)

    def cannot_act_reason(self, name: str) -> str | None:
        return ini.cannot_act_reason(self.enc, name)

    # -- damage and tracks ----------------------------------------------------------------------
    def apply_damage(self, name: str, amount: int, *, source: str = "") -> dict[str, Any]:
        return apply_damage(self.enc, name, amount, source=source)

    def heal(self, name: str, amount: int, *, source: str = "") -> dict[str, Any]:
        return heal(self.enc, name, amount, source=source)

    def current_pv(self, name: str) -> int:
        return current_pv(self.enc, name)

    def is_down(self, name: str) -> bool:
        return is_down(self.enc, name)

    def track_views(self, name: str) -> list[TrackView]:
        enc = self.enc
        enc.combatant(name)
        out = []
        if has_pv(enc, name):
            pv, mx = current_pv(enc, name), max_pv(enc, name)
            sev = "bad" if pv <= 0 else "warn" if pv < mx else "ok"
            out.append(
                TrackView(
                    "pv",
                    translate("d20", "HP"),
                    "counter",
                    pv,
                    mx,
                    severity=sev,
                    detail=translate(
                        "d20", "HP maximum from the sheet (the seed names no damage track)."
                    ),
                    adjustable=True,
                )
            )
        else:
            out.append(
                TrackView(
                    "pv",
                    translate("d20", "HP"),
                    "text",
                    translate("d20", "no HP maximum on the sheet"),
                    severity="warn",
                )
            )
        down = is_down(enc, name)
        out.append(
            TrackView(
                "state",
                translate("d20", "State"),
                "text",
                translate("d20", "Down") if down else translate("d20", "Fighting"),
                severity="bad" if down else "ok",
            )
        )
        value = ini.initiative_of(enc, name)
        bonus, parts = ini.initiative_bonus(enc, name)
        words = " + ".join(f"{k} {v}" for k, v in parts)
        out.append(
            TrackView(
                "initiative",
                translate("d20", "Initiative"),
                "text",
                translate("d20", "not rolled") if value is None else str(value),
                detail=translate("d20", "1 die + {words} = die {bonus:+d}").format(
                    words=words, bonus=bonus
                ),
            )
        )
        out.append(
            TrackView(
                "aware",
                translate("d20", "Aware of the enemies"),
                "flag",
                ini.is_aware(enc, name),
                severity="ok" if ini.is_aware(enc, name) else "warn",
                detail=translate("d20", "The GM decides before the fight (set_aware)."),
                adjustable=not ini.fight_started(enc),
            )
        )
        if ini.is_flat_footed(enc, name):
            out.append(
                TrackView(
                    "flat_footed",
                    translate("d20", "Flat-footed"),
                    "flag",
                    True,
                    severity="warn",
                    detail=translate("d20", "Until they act (setting d20.flat_footed_ends)."),
                )
            )
        return out

    def adjust_track(self, name: str, track_id: str, delta: int) -> None:
        """GM nudge, as in YZE: on ``pv`` a positive ``delta`` is damage, a negative one heals;
        on ``aware`` a non-zero delta sets aware (positive) or unaware (negative)."""
        if track_id == "pv":
            if delta > 0:
                self.apply_damage(name, delta, source="GM")
            elif delta < 0:
                self.heal(name, -delta, source="GM")
            return
        if track_id == "aware" and delta:
            self.set_aware(name, delta > 0)
            return
        raise RuleError(
            translate("d20", "The {track} track can't be changed by hand.").format(track=track_id)
        )

    def status_badges(self, name: str) -> list[str]:
        out = []
        if is_down(self.enc, name):
            out.append(translate("d20", "Down"))
        if ini.is_surprise_round(self.enc) and not ini.is_aware(self.enc, name):
            out.append(translate("d20", "Surprised"))
        return out + super().status_badges(name)

    # -- attacks ----------------------------------------------------------------------------
    def weapons_of(self, name: str) -> list[dict[str, Any]]:
        return weapons_of(self.enc, name)

    def weapon_choices(self, name: str) -> list[tuple[str, str]]:
        """What ``name`` carries, then Unarmed: (id, "Sword — 1d8, melee")."""
        return [(w["id"], sheet.weapon_label(w)) for w in weapon_options(self.enc, name)]

    def attack_flags(self) -> list[FlagSpec]:
        return [
            FlagSpec(
                "bonus",
                translate("d20", "Situational modifier"),
                "choice",
                SITUATIONAL,
                "0",
                translate(
                    "d20", "Added to the attack roll (the GM's call; the seed gives no list)."
                ),
            ),
            GM_ALLOWS,
        ]

    def attack_preview(
        self, attacker: str, target: str, weapon_id: str | None = None, **flags: Any
    ) -> AttackPreview:
        """What :meth:`attack` would do with the same arguments: allowed, or the reason."""
        plan = attack_plan(self.enc, attacker, target, weapon_id, **flags)
        seed = _seed_notes()
        mods = tuple(
            ModifierView(label, f"{v:+d}", src, seed.get(label, ""))
            for label, v, src in plan["modifiers"]
        )
        notes = [
            translate("d20", "Hits on {defence} or more ({target}: {defence_text}).").format(
                defence=plan["defence"], target=target, defence_text=plan["defence_text"]
            )
        ]
        if plan["damage"]:
            notes.append(
                translate("d20", "Damage {damage} off {target}'s HP.").format(
                    damage=plan["damage"], target=target
                )
            )
        notes.extend(plan["notes"])
        return AttackPreview(plan["allowed"], plan["reason"], ATTACK_DIE, mods, tuple(notes))

    def attack(
        self, attacker: str, target: str, weapon_id: str | None = None, **flags: Any
    ) -> dict[str, Any]:
        return attack(self.enc, attacker, target, weapon_id, **flags)

    # -- the character sheet and the rolls the app asks for ---------------------------------
    def character_sheet(self) -> CharacterSheet:
        return sheet.character_sheet()

    def derived_values(self, stats: Mapping[str, Any]) -> dict[str, Any]:
        return sheet.derived_values(stats)

    def check_sheet_value(self, field_id: str, value: Any) -> Any:
        return sheet.check_value(field_id, value)

    def roll_spec(self, name: str, skill: str) -> RollSpec | None:
        """An attribute test (``attribute_tests.json``): 1d20 + the attribute + "testes"
        effects, reaching the setting ``d20.test_difficulty``. The map's Mobility rolls are
        Agilidade tests. ``None`` for a skill the d20 sheet doesn't have."""
        return attribute_test(self.enc, name, skill)

    # -- effects, the seed's way ------------------------------------------------------------------
    def add_timed_effect(self, target: str, label: str, turns: int, **kw: Any) -> str:
        return ini.add_timed_effect(self.enc, target, label, turns, **kw)

    def add_scene_effect(self, target: str, label: str, **kw: Any) -> str:
        return ini.add_scene_effect(self.enc, target, label, **kw)

    def add_effect(self, target: str, label: str, **kw: Any) -> str:  # type: ignore[override]
        """See :func:`core.effects.add_effect`; an initiative modifier re-sorts at once."""
        with self.enc.transaction(
            translate("d20", "{label} on {target}").format(label=label, target=target)
        ):
            eid = super().add_effect(target, label, **kw)
            ini._settle_ties(self.enc)
            ini._note_order(self.enc)
            return eid

    def remove_effect(self, effect_id: str) -> None:
        with self.enc.transaction(translate("d20", "Remove effect")):
            super().remove_effect(effect_id)
            ini._settle_ties(self.enc)
            ini._note_order(self.enc)

    def end_scene(self) -> None:
        ini.end_scene(self.enc)

    # -- GM tools (forms the GUI builds from the specs) -------------------------------------
    def gm_panels(self) -> list[PanelView]:
        """The seed's combat sequence (``combat_sequence.json``) with the step the fight is at,
        and the time it has taken (``time_units.json``: a round is about six seconds)."""
        return [sequence_panel(self)]

    def gm_tools(self) -> list[ToolSpec]:
        who = ParamSpec("name", translate("d20", "Combatant"), "combatant")
        mod = (
            ParamSpec(
                "key",
                translate("d20", "Modifier on"),
                "choice",
                "testes",
                tuple(MODIFIER_KEYS),
                choice_labels=tuple(MODIFIER_KEYS.values()),
            ),
            ParamSpec("value", translate("d20", "Modifier"), "int", 1, minimum=-20, maximum=20),
        )
        return [
            ToolSpec(
                "set_aware",
                translate("d20", "Aware of the enemies"),
                (who, ParamSpec("aware", translate("d20", "Aware"), "bool", False)),
                translate("d20", "Surprise"),
                translate(
                    "d20", "Before the fight: some but not all aware opens a surprise round."
                ),
            ),
            ToolSpec(
                "awareness_test",
                translate("d20", "Awareness test (Alertness)"),
                (
                    ParamSpec(
                        "name",
                        translate("d20", "Combatant (empty: everyone)"),
                        "combatant",
                        required=False,
                    ),
                ),
                translate("d20", "Surprise"),
                translate(
                    "d20",
                    "Before the fight: each tests Alertness; a success is aware of the enemies, a "
                    "failure surprised (some but not all aware opens a surprise round).",
                ),
            ),
            ToolSpec(
                "attribute_test",
                translate("d20", "Attribute test"),
                (
                    who,
                    ParamSpec(
                        "attribute",
                        translate("d20", "Attribute"),
                        "choice",
                        free_tests.awareness_attribute(),
                        tuple(k for k, _ in free_tests.attribute_choices()),
                        choice_labels=tuple(n for _, n in free_tests.attribute_choices()),
                    ),
                    ParamSpec("why", translate("d20", "What for"), "str", "", required=False),
                ),
                translate("d20", "Tests"),
                translate(
                    "d20",
                    "1d20 + the attribute + 'tests' effects against the test difficulty "
                    "(Settings: d20.test_difficulty); logged.",
                ),
            ),
            ToolSpec(
                "join_initiative",
                translate("d20", "Join the fight"),
                (who,),
                translate("d20", "Initiative"),
                translate("d20", "Rolls alone; acts from the next round."),
            ),
            ToolSpec(
                "initiative_modifier",
                translate("d20", "Initiative modifier"),
                (
                    who,
                    ParamSpec(
                        "value", translate("d20", "Modifier"), "int", 2, minimum=-20, maximum=20
                    ),
                    ParamSpec("reason", translate("d20", "Why"), "str", "acelerado"),
                ),
                translate("d20", "Initiative"),
                translate(
                    "d20",
                    "Changes the value without a new roll (hasted +2); the order is checked.",
                ),
            ),
            ToolSpec(
                "timed_effect",
                translate("d20", "Effect for some turns"),
                (
                    ParamSpec("target", translate("d20", "On"), "combatant"),
                    ParamSpec("label", translate("d20", "Name"), "str", "Técnica"),
                    ParamSpec("turns", translate("d20", "Turns"), "int", 2, minimum=1, maximum=99),
                    ParamSpec(
                        "source",
                        translate("d20", "Caused by (empty: the target itself)"),
                        "combatant",
                        required=False,
                    ),
                    *mod,
                ),
                translate("d20", "Effects"),
                translate(
                    "d20",
                    "Counted on the affected creature's turns, as the seed's two examples say.",
                ),
            ),
            ToolSpec(
                "scene_effect",
                translate("d20", "Effect until the scene ends"),
                (
                    ParamSpec("target", translate("d20", "On"), "combatant"),
                    ParamSpec("label", translate("d20", "Name"), "str", ""),
                    *mod,
                ),
                translate("d20", "Effects"),
            ),
            ToolSpec(
                "end_scene",
                translate("d20", "End the scene"),
                (),
                translate("d20", "Effects"),
                translate("d20", "Scene-long effects end."),
            ),
            ToolSpec(
                "heal",
                translate("d20", "Give back HP"),
                (
                    who,
                    ParamSpec("amount", translate("d20", "HP"), "int", 1, minimum=1, maximum=999),
                ),
                translate("d20", "Tracks"),
            ),
        ]

    def run_gm_tool(self, tool_id: str, **params: Any) -> dict[str, Any]:
        """Run a tool of :meth:`gm_tools`; returns ``{"text"}`` (the last log line) and more."""
        enc = self.enc
        before = len(enc.log)
        result: Any = None
        if tool_id == "set_aware":
            self.set_aware(params["name"], bool(params.get("aware", False)))
        elif tool_id == "awareness_test":
            name = params.get("name") or None
            result = free_tests.awareness_tests(enc, [name] if name else None)
        elif tool_id == "attribute_test":
            result = free_tests.attribute_test(
                enc, params["name"], str(params["attribute"]), str(params.get("why") or "")
            )
        elif tool_id == "join_initiative":
            result = self.join_initiative(params["name"])
        elif tool_id == "initiative_modifier":
            self.set_initiative_modifier(
                params["name"], int(params.get("value", 0)), str(params.get("reason") or "")
            )
        elif tool_id in ("timed_effect", "scene_effect"):
            mods = {str(params.get("key") or "testes"): int(params.get("value", 0))}
            mods = {k: v for k, v in mods.items() if v}
            if tool_id == "timed_effect":
                result = self.add_timed_effect(
                    params["target"],
                    str(params.get("label") or translate("d20", "Effect")),
                    int(params.get("turns", 1)),
                    source=params.get("source") or None,
                    modifiers=mods,
                )
            else:
                result = self.add_scene_effect(
                    params["target"],
                    str(params.get("label") or translate("d20", "Effect")),
                    modifiers=mods,
                )
        elif tool_id == "end_scene":
            self.end_scene()
        elif tool_id == "heal":
            result = self.heal(params["name"], int(params.get("amount", 0)), source="GM")
        else:
            raise RuleError(
                translate("d20", "The d20 ruleset has no tool {tool!r}.").format(tool=tool_id)
            )
        text = (
            enc.log[-1]["text"] if len(enc.log) > before else translate("d20", "Nothing changed.")
        )
        return {"text": text, "result": result}


__all__ = [
    "ACTIONS",
    "ATTACK_DIE",
    "ATTACK_OPTIONS",
    "D20Combat",
    "action_views",
    "attack",
    "attack_plan",
    "attribute_test",
    "check_options",
    "melee_reach",
    "take_action",
    "weapon_options",
    "weapons_of",
]


def _sequence_step(runner: D20Combat) -> str:
    if not runner.fight_started():
        return "start_flat_footed"
    return "surprise_round" if runner.is_surprise_round() else "normal_rounds"


def sequence_panel(runner: D20Combat) -> PanelView:
    """Where the fight stands in the seed's combat sequence, as a read-only GM panel.

    >>> from core.encounter import Encounter
    >>> panel = sequence_panel(Encounter(ruleset="d20").combat)
    >>> [r.label for r in panel.rows if r.highlight]
    ['1. Every combatant starts the battle flat-footed unless aware of the enemies.']
    """
    now = _sequence_step(runner)
    rows = [
        PanelRow(
            f"{r['step']}. {rule_text(r, 'text')}",
            highlight=r["key"] == now,
            detail=translate("d20", "Seed 003: {words}").format(words=seed_words(r, "text")),
        )
        for r in load_table("d20", "combat_sequence")["rows"]
    ]
    seconds = next(
        r["seconds"] for r in load_table("d20", "time_units")["rows"] if r["unit"] == "round"
    )
    text = ""
    if runner.fight_started():
        n = runner.enc.round.number
        text = translate(
            "d20", "Round {n}: about {value} s of fighting so far ({seconds} s a round)."
        ).format(n=n, value=(n - 1) * seconds, seconds=seconds)
    return PanelView("d20_sequence", translate("d20", "Combat sequence"), tuple(rows), text)


def _seed_notes() -> dict[str, str]:
    """Modifier label (UI language) → the seed's own words with seed and section, for the
    attack form's tooltip ("" where the seed has no words for it)."""
    return {
        translate("d20", "Attack bonus"): "Ataque — seed 003 (the sheet's number; not in the seed)",
        translate(
            "d20", "Effects (tests)"
        ): "«+1 em testes» — seed 003, Contagem de turnos e rodadas",
    }
