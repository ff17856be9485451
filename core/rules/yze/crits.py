"""YZE critical injuries, death rolls and healing — seed 000 "LESÕES CRÍTICAS", "MORTE",
"CURANDO CRÍTICOS" and both D66 tables (critical_injuries_physical/mental.json).

State (per combatant, ``enc.state["combatants"][name]["crits"]``)::

    {"injuries": [ {crit record}, … ],   # see roll_crit
     "next_id": 3,
     "death_roll_due": ["c1", "fire"],   # death rolls the GM must call for now
     "fire_death_rolls": false}          # broken by fire: a death roll every round

A crit record copies its table row (name, lethal, death_roll_modifier, time_limit, effects,
skill/attribute modifiers, effect flags) and adds ``id``, ``kind``, ``d66``, ``healing_days``
(rolled when taken; "permanent" or None), ``days_left``, ``stabilised``, ``heal_blocked``,
``treated``, ``healed``, ``round``, ``source`` and ``reason``.

>>> from core.encounter import Encounter
>>> enc = Encounter(ruleset="yze", seed=1)
>>> enc.map.add_zone("hall", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
>>> enc.add_combatant("Ana", zone="hall", stats={"strength": 3, "stamina": 1})
>>> crit = roll_crit(enc, "Ana", "physical", d66=61)
>>> crit["name"], crit["lethal"], crit["death_roll_modifier"], crit["time_limit"]
('Ruptured jugular', True, -1, 'round')
>>> on_turn_start(enc, "Ana"); death_rolls_due(enc, "Ana")
['c1']
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from core.i18n import rule_text, translate
from core.rules.base import RuleError
from core.rules.labels import QT_TRANSLATE_NOOP, Labels
from core.rules.yze.damage import (
    _check_amount,
    _check_can_roll,
    _peek,
    _row,
    _spend,
    _state,
    _table,
    crit_attribute_modifiers,
    crit_skill_modifiers,
    faces,
    is_broken,
    is_dead,
    is_dying,
    kill,
    roll_skill_modified,
    yze_setting,
)

if TYPE_CHECKING:
    from core.encounter import Encounter

KINDS: tuple[str, ...] = ("physical", "mental")
FIRE = "fire"
"""The id :func:`death_roll` and :func:`stabilise` use for death rolls from fire."""

_COPIED = (
    "lethal",
    "death_roll_modifier",
    "instant_death",
    "time_limit",
    "effects",
    "effects_pt",
    "effects_es",
    "healing_time",
    "movement_slow",
    "arm_unusable",
    "hand_unusable",
    "damage_per_roll",
    "damage_per_roll_amount",
    "until_healed_roll",
    "paralyzed",
    "permanent_if_untreated",
    "disease_virulence",
    "periodic_roll",
    "periodic_stress",
    "roleplayed",
    "no_effect",
)


# -- tables -----------------------------------------------------------------------------------
def _crit_table_id(enc: Encounter, kind: str) -> str:
    if kind not in KINDS:
        raise RuleError(
            translate("yze", "A critical injury is physical or mental, not {kind!r}.").format(
                kind=kind
            )
        )
    return str(_row(enc, "crit_triggers", "rolling")["tables"][kind])


def parse_d66(value: Any) -> int:
    """A D66 result entered by hand: 11–66, both digits 1–6; otherwise :class:`RuleError`.

    >>> parse_d66("35")
    35
    >>> parse_d66(17)
    Traceback (most recent call last):
    ...
    core.rules.base.RuleError: 17 is not a D66 result: both digits go from 1 to 6 (11 … 66).
    """
    text = str(value).strip() if not isinstance(value, bool) else ""
    if len(text) == 2 and all(ch in "123456" for ch in text):
        return int(text)
    raise RuleError(
        translate(
            "yze", "{value} is not a D66 result: both digits go from 1 to 6 (11 … 66)."
        ).format(value=value)
    )


def crit_row(enc: Encounter, kind: str, d66: int) -> dict[str, Any]:
    """The table row a D66 result lands on (mental results cover ranges such as 25–31)."""
    d66 = parse_d66(d66)
    for row in _table(enc, _crit_table_id(enc, kind))["rows"]:
        if int(row["d66_min"]) <= d66 <= int(row["d66_max"]):
            return row
    raise RuleError(
        translate("yze", "The {kind} critical table has no entry for {d66}.").format(
            kind=kind, d66=d66
        )
    )  # pragma: no cover


def _ladder(enc: Encounter) -> list[str]:
    return list(_row(enc, "death", "stabilise")["ladder"])


# -- state ------------------------------------------------------------------------------------
def injuries(enc: Encounter, name: str, *, active_only: bool = False) -> list[dict[str, Any]]:
    """Copies of ``name``'s critical injuries, oldest first (``active_only``: not yet healed)."""
    out = _peek(enc, name, "crits").get("injuries", [])
    return [copy.deepcopy(i) for i in out if not (active_only and i.get("healed"))]


def _injury(enc: Encounter, name: str, crit_id: str) -> dict[str, Any]:
    for inj in _state(enc, name, "crits").get("injuries", []):
        if inj["id"] == crit_id:
            return inj
    raise RuleError(
        translate("yze", "{name} has no critical injury {crit_id!r}.").format(
            name=name, crit_id=crit_id
        )
    )


def _mortal(inj: Mapping[str, Any]) -> bool:
    return bool(inj.get("lethal")) and not inj.get("stabilised") and not inj.get("instant_death")


def death_rolls_due(enc: Encounter, name: str) -> list[str]:
    """Ids of the death rolls ``name`` must make now (a crit id, or ``"fire"``)."""
    return list(_peek(enc, name, "crits").get("death_roll_due", []))


def _mark_due(enc: Encounter, name: str, ids: list[str], why: str) -> list[str]:
    if not ids or is_dead(enc, name):
        return []
    c = _state(enc, name, "crits")
    due: list[str] = c.setdefault("death_roll_due", [])
    new = [i for i in ids if i not in due]
    due.extend(new)
    for crit_id in new:
        what = (
            "burning" if crit_id == FIRE else rule_text(_injury(enc, name, crit_id), "name").lower()
        )
        enc.add_log(
            "prompt",
            translate("yze", "{name} must make a death roll (Stamina) for {what} — {why}.").format(
                name=name, what=what, why=why
            ),
            combatant=name,
            crit=crit_id,
        )
    return new


# -- rolling a critical -----------------------------------------------------------------------
def _healing_days(enc: Encounter, name: str, expression: Any, crit_name: str) -> Any:
    if expression is None or expression == "permanent":
        return expression
    roll = enc.dice.roll(
        str(expression),
        label=translate("yze", "{name}: {crit_name} healing days").format(
            name=name, crit_name=crit_name
        ),
    )
    enc.add_log(
        "roll",
        translate("yze", "{name}'s {crit_name} will take {total} days to heal ({faces}).").format(
            name=name, crit_name=crit_name.lower(), total=roll.total, faces=faces(roll)
        ),
        roll=roll.to_dict(),
        combatant=name,
    )
    return roll.total


_TIME_WORDS = Labels(
    "yze",
    {
        "round": QT_TRANSLATE_NOOP("yze", "round"),
        "turn": QT_TRANSLATE_NOOP("yze", "turn"),
        "stretch": QT_TRANSLATE_NOOP("yze", "stretch"),
        "shift": QT_TRANSLATE_NOOP("yze", "shift"),
        "day": QT_TRANSLATE_NOOP("yze", "day"),
    },
)


def _time_word(limit: Any) -> str:
    """A time limit's word (round, turn, stretch, day) in the UI language."""
    return _TIME_WORDS.get(str(limit), str(limit))


def _describe(rec: Mapping[str, Any]) -> str:
    bits = []
    if rec.get("instant_death"):
        bits.append(translate("yze", "instant death"))
    elif rec.get("lethal"):
        mod = rec.get("death_roll_modifier") or 0
        bits.append(
            (
                translate("yze", "lethal (death roll {mod}, death roll after a {time_limit})")
                if mod
                else translate("yze", "lethal (death roll after a {time_limit})")
            ).format(mod=format(mod, "+d"), time_limit=_time_word(rec["time_limit"]))
        )
    bits.append(rule_text(rec, "effects").rstrip("."))
    if isinstance(rec.get("healing_days"), int):
        bits.append(
            translate("yze", "heals in {healing_days} days").format(
                healing_days=rec["healing_days"]
            )
        )
    elif rec.get("healing_days") == "permanent":
        bits.append(translate("yze", "permanent"))
    return "; ".join(bits)


def roll_crit_die(enc: Encounter, name: str, kind: str, die: str | None = None) -> int:
    """Roll the critical's D66 result, logged: with the table's die (D66), or with a weapon's
    crit die read on the D66 table (``crit_triggers.json`` row ``rolling``, ``weapon_dice``:
    D6 rolls the ones digit of the first band, D666 drops the lowest of three dice)."""
    rolling = _row(enc, "crit_triggers", "rolling")
    table_die = str(rolling["die"])
    die = die or table_die
    spec = rolling["weapon_dice"].get(die)
    if spec is None:
        raise RuleError(
            translate("yze", "Crit die: one of {weapon_dice}, not {die!r}.").format(
                weapon_dice=", ".join(rolling["weapon_dice"]), die=die
            )
        )
    if die == table_die:
        d66 = enc.dice.d66()
        said = (
            translate("yze", "{name} rolls {die} on the mental critical table: {d66}.")
            if kind == "mental"
            else translate("yze", "{name} rolls {die} on the physical critical table: {d66}.")
        ).format(name=name, die=die, d66=d66)
    else:
        faces = [enc.dice.die(6) for _ in range(int(spec["dice"]))]
        kept = list(faces)
        for _ in range(int(spec.get("drop_lowest", 0))):
            kept.remove(min(kept))
        digits = [int(spec["tens"]), *kept] if "tens" in spec else kept
        d66 = digits[0] * 10 + digits[1]
        shown = " ".join(str(f) for f in faces)
        said = translate(
            "yze",
            "{name} rolls the weapon's crit die {die} ({shown}) on the "
            "physical critical table: {d66}.",
        ).format(name=name, die=die, shown=shown, d66=d66)
    label = (
        translate("yze", "{name}: mental critical")
        if kind == "mental"
        else translate("yze", "{name}: physical critical")
    ).format(name=name)
    enc.add_log("roll", said, roll={"style": "d66", "total": d66, "label": label}, combatant=name)
    return d66


def roll_crit(
    enc: Encounter,
    name: str,
    kind: str = "physical",
    d66: int | str | None = None,
    *,
    source: str = "",
    reason: str = "",
    die: str | None = None,
) -> dict[str, Any]:
    """Give ``name`` a critical injury: roll D66 (or enter ``d66``) on the physical or mental
    table, roll its healing time, and record it — one undo step. ``die`` is the crit die of the
    weapon that caused it (DADO DE CRÍTICO: :func:`roll_crit_die`), ``None`` for the table's.

    Instant-death results kill at once (seed "MORTE INSTANTÂNEA"). A lethal one makes the
    victim dying: death rolls come due after its time limit (:func:`on_turn_start`,
    :func:`advance_time`). Returns a copy of the record.
    """
    table_id = _crit_table_id(enc, kind)
    if d66 is not None:
        d66 = parse_d66(d66)
    if is_dead(enc, name):
        raise RuleError(translate("yze", "{name} is already dead.").format(name=name))
    ensure_turn_start_hook()
    with enc.transaction(
        (
            translate("yze", "{name}: mental critical injury")
            if kind == "mental"
            else translate("yze", "{name}: physical critical injury")
        ).format(name=name)
    ):
        if d66 is None:
            d66 = roll_crit_die(enc, name, kind, die)
        row = crit_row(enc, kind, d66)
        c = _state(enc, name, "crits")
        number = int(c.get("next_id", 1))
        c["next_id"] = number + 1
        crit_name = row.get("injury") or row.get("trauma")
        rec: dict[str, Any] = {
            "id": f"c{number}",
            "kind": kind,
            "d66": d66,
            "table": table_id,
            "table_id": row["id"],
            "name": crit_name,
            "name_pt": row.get("injury_pt") or row.get("trauma_pt"),
            "name_es": row.get("injury_es") or row.get("trauma_es"),
        }
        rec.update({k: copy.deepcopy(row.get(k)) for k in _COPIED})
        rec["lethal"] = bool(rec["lethal"])
        rec["instant_death"] = bool(rec["instant_death"])
        rec["skill_modifiers"] = dict(row.get("skill_modifiers") or {})
        rec["attribute_modifiers"] = dict(row.get("attribute_modifiers") or {})
        rec["healing_days"] = _healing_days(
            enc, name, row.get("healing_time"), rule_text(rec, "name")
        )
        rec["days_left"] = rec["healing_days"] if isinstance(rec["healing_days"], int) else None
        rec.update(
            stabilised=False,
            heal_blocked=False,
            treated=False,
            round=enc.round.number,
            source=source,
            reason=reason,
        )
        lasting = (
            rec["lethal"]
            or rec["healing_days"] is not None
            or rec["until_healed_roll"]
            or rec["permanent_if_untreated"]
        )
        rec["healed"] = not lasting
        c.setdefault("injuries", []).append(rec)
        enc.add_log(
            "crit",
            (
                translate(
                    "yze",
                    "{name} suffers a mental critical injury (D66 {d66}): {crit_name} — "
                    "{describe}.",
                )
                if kind == "mental"
                else translate(
                    "yze",
                    "{name} suffers a physical critical injury (D66 {d66}): {crit_name} — "
                    "{describe}.",
                )
            ).format(name=name, d66=d66, crit_name=rule_text(rec, "name"), describe=_describe(rec)),
            combatant=name,
            crit=rec["id"],
            d66=d66,
        )
        if rec["instant_death"]:
            kill(enc, name, crit_name)
    return copy.deepcopy(rec)


# -- death rolls ------------------------------------------------------------------------------
def on_turn_start(enc: Encounter, name: str) -> None:
    """Turn-start hook: a lethal critical with a round limit (and burning death rolls) makes a
    death roll due on the victim's turn (seed "MORTE": "faça a rolagem no seu próximo turno")."""
    if name not in enc or is_dead(enc, name):
        return
    c = _peek(enc, name, "crits")
    limit = _row(enc, "death", "death_roll_timing")["time_limits"][0]
    ids = [i["id"] for i in c.get("injuries", []) if _mortal(i) and i.get("time_limit") == limit]
    if c.get("fire_death_rolls"):
        ids.append(FIRE)
    periodic = [i for i in c.get("injuries", []) if not i.get("healed") and _every(i) == limit]
    if ids or periodic:
        with enc.transaction(translate("yze", "{name}: death rolls due").format(name=name)):
            _mark_due(enc, name, ids, translate("yze", "their turn has come"))
            _periodic_prompts(enc, name, limit)


def _every(inj: Mapping[str, Any]) -> str | None:
    for key in ("periodic_roll", "periodic_stress"):
        if inj.get(key):
            return str(inj[key].get("every"))
    return None


_HOOKED: set[int] = set()


def ensure_turn_start_hook() -> bool:
    """Register :func:`on_turn_start` with the initiative module (once). False if not there yet."""
    try:
        from core.rules.yze import initiative
    except ImportError:
        return False
    register = getattr(initiative, "register_turn_start_hook", None)
    hooks = getattr(initiative, "TURN_START_HOOKS", None)
    if register is None:
        return False
    if hooks is not None:
        if on_turn_start not in hooks:
            register(on_turn_start)
    elif id(initiative) not in _HOOKED:
        register(on_turn_start)
    _HOOKED.add(id(initiative))
    return True


def advance_time(enc: Encounter, unit: str, names: list[str] | None = None) -> dict[str, list[str]]:
    """The GM says a ``unit`` of time has passed ("round", "stretch", "turn", "day").

    Every lethal critical whose time limit is that long or shorter has a death roll due (once,
    however many of its limits fit in the unit — a reading). Returns the new due ids per name.
    """
    ladder = _ladder(enc)
    if unit not in ladder:
        raise RuleError(
            translate("yze", "Time passes in {ladder}, not {unit!r}.").format(
                ladder=", ".join(ladder), unit=unit
            )
        )
    reach = ladder.index(unit)
    out: dict[str, list[str]] = {}
    with enc.transaction(translate("yze", "A {unit} passes").format(unit=unit)):
        for who in names or [c.name for c in enc.combatants()]:
            if is_dead(enc, who):
                continue
            c = _peek(enc, who, "crits")
            ids = [
                i["id"]
                for i in c.get("injuries", [])
                if _mortal(i)
                and i.get("time_limit") in ladder
                and ladder.index(i["time_limit"]) <= reach
            ]
            if c.get("fire_death_rolls"):
                ids.append(FIRE)
            new = _mark_due(
                enc, who, ids, translate("yze", "a {unit} has passed").format(unit=_time_word(unit))
            )
            if new:
                out[who] = new
            _periodic_prompts(enc, who, unit)
    return out


def _pick_mortal(enc: Encounter, name: str, crit_id: str | None, what: str) -> str:
    c = _peek(enc, name, "crits")
    if crit_id == FIRE:
        if not c.get("fire_death_rolls"):
            raise RuleError(
                translate("yze", "{name} isn't making death rolls from fire.").format(name=name)
            )
        return FIRE
    if crit_id is not None:
        inj = next((i for i in c.get("injuries", []) if i["id"] == crit_id), None)
        if inj is None:
            raise RuleError(
                translate("yze", "{name} has no critical injury {crit_id!r}.").format(
                    name=name, crit_id=crit_id
                )
            )
        if not _mortal(inj):
            raise RuleError(
                translate("yze", "{name} is not a lethal injury that still needs {what}.").format(
                    name=rule_text(inj, "name"), what=what
                )
            )
        return crit_id
    for due in c.get("death_roll_due", []):
        return str(due)
    for inj in c.get("injuries", []):
        if _mortal(inj):
            return str(inj["id"])
    if c.get("fire_death_rolls"):
        return FIRE
    raise RuleError(
        translate("yze", "{name} has no lethal injury that needs {what}.").format(
            name=name, what=what
        )
    )


def death_roll_modifier(enc: Encounter, name: str, crit_id: str) -> int:
    """The extra modifier of a death roll for ``crit_id`` on top of the Stamina roll's own.

    The crit's LETAL modifier (Sim-1/Sim-2) and its own Stamina penalty (Jugular: Vigor −1) say
    the same thing, so the worse of the two counts, not both (a reading); the other crits'
    Stamina penalties apply as to any Stamina roll.
    """
    if crit_id == FIRE:
        return 0
    inj = next(i for i in _peek(enc, name, "crits")["injuries"] if i["id"] == crit_id)
    own = int((inj.get("skill_modifiers") or {}).get("stamina", 0)) if not inj.get("healed") else 0
    lethal = int(inj.get("death_roll_modifier") or 0)
    return min(own, lethal) - own


def death_roll(
    enc: Encounter, name: str, crit_id: str | None = None, *, modifier: int = 0
) -> dict[str, Any]:
    """A death roll: Stamina (Vigor) with the crit's modifier — failure kills; success means
    another one after the time limit again (seed "MORTE"). Not an action; allowed while broken.

    ``crit_id``: a crit id or ``"fire"`` (default: the first one due, else the first lethal).
    """
    if is_dead(enc, name):
        raise RuleError(translate("yze", "{name} is already dead.").format(name=name))
    crit_id = _pick_mortal(enc, name, crit_id, translate("yze", "death rolls"))
    extra = death_roll_modifier(enc, name, crit_id) + modifier
    with enc.transaction(translate("yze", "{name}: death roll").format(name=name)):
        what = "burning" if crit_id == FIRE else rule_text(_injury(enc, name, crit_id), "name")
        roll = roll_skill_modified(
            enc,
            name,
            "stamina",
            modifier=extra,
            label=translate("yze", "{name}: death roll").format(name=name),
        )
        enc.add_log(
            "death_roll",
            translate("yze", "{name} makes a death roll for {what}: {faces}.").format(
                name=name, what=what.lower(), faces=faces(roll)
            ),
            roll=roll.to_dict(),
            combatant=name,
            crit=crit_id,
        )
        c = _state(enc, name, "crits")
        if crit_id in c.get("death_roll_due", []):
            c["death_roll_due"].remove(crit_id)
        if roll.success:
            if crit_id != FIRE:
                inj = _injury(enc, name, crit_id)
                inj["heal_blocked"] = False
                again = translate("yze", "again after a {time_limit}").format(
                    time_limit=inj["time_limit"]
                )
            else:
                again = translate("yze", "again next turn")
            enc.add_log(
                "death_roll",
                translate("yze", "{name} survives, for now — a death roll {again}.").format(
                    name=name, again=again
                ),
                combatant=name,
            )
        else:
            kill(enc, name, what)
    return {"crit_id": crit_id, "roll": roll, "success": roll.success, "dead": is_dead(enc, name)}


def stabilise(
    enc: Encounter,
    healer: str,
    victim: str,
    crit_id: str | None = None,
    *,
    modifier: int = 0,
    spend: bool | None = None,
    successes: int | None = None,
) -> dict[str, Any]:
    """A Healing roll to stabilise a lethal critical (seed "ESTABILIZANDO CRÍTICOS").

    Success moves its time limit one step longer (round → stretch → turn → day); success on a
    turn- or day-limit crit ends the danger. After a failure, trying again is refused until
    another death roll. ``crit_id="fire"`` saves a victim from fire's death rolls. The roll
    takes as long as the time limit: ``spend`` (default: only for a round limit or fire) costs
    the healer a slow action. A broken victim also needs :func:`~core.rules.yze.damage.heal` to
    get up — two separate rolls, either order. ``successes``: the GM's result without dice.
    """
    if is_dead(enc, victim):
        raise RuleError(translate("yze", "{victim} is dead.").format(victim=victim))
    _check_can_roll(enc, healer, translate("yze", "stabilise anyone"))
    crit_id = _pick_mortal(enc, victim, crit_id, "stabilising")
    stab = _row(enc, "death", "stabilise")
    ladder = list(stab["ladder"])
    seen = _peek(enc, victim, "crits").get("injuries", [])
    blocked = next((i for i in seen if i["id"] == crit_id and i.get("heal_blocked")), None)
    if blocked is not None:
        raise RuleError(
            translate(
                "yze",
                "The last Healing roll for {victim}'s {name} failed: another "
                "may be tried only after another death roll.",
            ).format(victim=victim, name=rule_text(blocked, "name").lower())
        )
    with enc.transaction(
        translate("yze", "{healer} stabilises {victim}").format(healer=healer, victim=victim)
    ):
        inj = None if crit_id == FIRE else _injury(enc, victim, crit_id)
        what = "burns" if inj is None else rule_text(inj, "name").lower()
        if spend is None:
            spend = inj is None or inj.get("time_limit") == ladder[0]
        if spend:
            _spend(
                enc, healer, "slow", translate("yze", "stabilise {victim}").format(victim=victim)
            )
        if successes is None:
            roll = roll_skill_modified(
                enc,
                healer,
                "healing",
                modifier=modifier,
                label=translate("yze", "{healer}: Healing").format(healer=healer),
            )
            got = roll.successes
            enc.add_log(
                "roll",
                translate("yze", "{healer} tries to stabilise {victim}'s {what}: {faces}").format(
                    healer=healer, victim=victim, what=what, faces=faces(roll)
                ),
                roll=roll.to_dict(),
                combatant=healer,
            )
        else:
            roll, got = None, _check_amount(successes)
            enc.add_log(
                "roll",
                translate("yze", "{healer} tends {victim}'s {what} (GM: {got} successes).").format(
                    healer=healer, victim=victim, what=what, got=got
                ),
                combatant=healer,
            )
        c = _state(enc, victim, "crits")
        if got:
            if crit_id in c.get("death_roll_due", []):
                c["death_roll_due"].remove(crit_id)
            if inj is None:
                c["fire_death_rolls"] = False
                text = translate("yze", "{victim} is saved from the fire's death rolls.").format(
                    victim=victim
                )
            elif inj["time_limit"] in stab["stable_after_success_at"]:
                inj["stabilised"] = True
                text = translate(
                    "yze", "{victim}'s {what} is stabilised: no more death rolls."
                ).format(victim=victim, what=what)
            else:
                step = int(stab["success_raises_by"])
                inj["time_limit"] = ladder[
                    min(len(ladder) - 1, ladder.index(inj["time_limit"]) + step)
                ]
                text = translate(
                    "yze", "{victim}'s {what} holds for now: the time limit is now a {time_limit}."
                ).format(victim=victim, what=what, time_limit=inj["time_limit"])
            enc.add_log("stabilise", text, combatant=victim, crit=crit_id)
        else:
            if inj is not None:
                inj["heal_blocked"] = True
            enc.add_log(
                "stabilise",
                translate("yze", "{healer} fails to stabilise {victim}").format(
                    healer=healer, victim=victim
                )
                + (
                    translate("yze", "; another try only after another death roll.")
                    if inj is not None
                    else "."
                ),
                combatant=victim,
                crit=crit_id,
            )
    return {
        "crit_id": crit_id,
        "roll": roll,
        "successes": got,
        "success": bool(got),
        "time_limit": None if inj is None else inj["time_limit"],
        "dying": is_dying(enc, victim),
    }


# -- crit effects and healing -----------------------------------------------------------------
def treat_crit(
    enc: Encounter,
    healer: str,
    victim: str,
    crit_id: str,
    *,
    modifier: int = 0,
    successes: int | None = None,
) -> dict[str, Any]:
    """The Healing roll some crits wait for: effects "until a Healing roll is made" (Sprained
    ankle, Blood in the eyes) end; a Fractured spine treated in time won't become permanent.

    Setting ``yze.until_healed_roll_requires_success`` (default off): any roll ends the effect.
    """
    if is_dead(enc, victim):
        raise RuleError(translate("yze", "{victim} is dead.").format(victim=victim))
    _check_can_roll(enc, healer, translate("yze", "treat anyone"))
    inj0 = next(
        (i for i in _peek(enc, victim, "crits").get("injuries", []) if i["id"] == crit_id), None
    )
    if inj0 is None:
        raise RuleError(
            translate("yze", "{victim} has no critical injury {crit_id!r}.").format(
                victim=victim, crit_id=crit_id
            )
        )
    if inj0.get("healed") or not (
        inj0.get("until_healed_roll") or inj0.get("permanent_if_untreated")
    ):
        raise RuleError(
            translate("yze", "{name} doesn't wait for a Healing roll.").format(
                name=rule_text(inj0, "name")
            )
        )
    with enc.transaction(
        translate("yze", "{healer} treats {victim}").format(healer=healer, victim=victim)
    ):
        inj = _injury(enc, victim, crit_id)
        if successes is None:
            roll = roll_skill_modified(
                enc,
                healer,
                "healing",
                modifier=modifier,
                label=translate("yze", "{healer}: Healing").format(healer=healer),
            )
            got = roll.successes
            enc.add_log(
                "roll",
                translate("yze", "{healer} treats {victim}'s {name}: {faces}").format(
                    healer=healer,
                    victim=victim,
                    name=rule_text(inj, "name").lower(),
                    faces=faces(roll),
                ),
                roll=roll.to_dict(),
                combatant=healer,
            )
        else:
            roll, got = None, _check_amount(successes)
        ok = bool(got) or (
            inj.get("until_healed_roll")
            and not yze_setting(enc, "yze.until_healed_roll_requires_success")
        )
        if ok:
            inj["treated"] = True
            if inj.get("until_healed_roll"):
                inj["healed"] = True
            enc.add_log(
                "heal",
                translate("yze", "{victim}'s {name} is treated.").format(
                    victim=victim, name=rule_text(inj, "name").lower()
                ),
                combatant=victim,
                crit=crit_id,
            )
    return {"roll": roll, "successes": got, "treated": bool(ok)}


def set_crit_permanent(enc: Encounter, name: str, crit_id: str) -> None:
    """The GM rules an injury permanent (a Fractured spine not treated in time)."""
    with enc.transaction(translate("yze", "{name}: injury becomes permanent").format(name=name)):
        inj = _injury(enc, name, crit_id)
        inj["healing_days"] = "permanent"
        inj["days_left"] = None
        inj["healed"] = False
        enc.add_log(
            "crit",
            translate("yze", "{name}'s {name2} is now permanent.").format(
                name=name, name2=rule_text(inj, "name").lower()
            ),
            combatant=name,
            crit=crit_id,
        )


def advance_days(
    enc: Encounter, days: int, cared_for: Mapping[str, bool | str] | None = None
) -> dict[str, dict[str, Any]]:
    """``days`` days pass: critical injuries heal, all at once (seed "CURANDO CRÍTICOS").

    ``cared_for[name]``: True when someone cared for them a Turn each day and the Healing roll
    succeeded (the GM's word), or the carer's name to roll that Healing each day. Such a day
    counts as two (setting ``yze.critical_care_requires_success``: off, any roll will do).
    Lethal crits not yet stabilised don't heal, and a death roll comes due (as
    :func:`advance_time` with "day"). Permanent injuries never heal.
    """
    if isinstance(days, bool) or not isinstance(days, int) or days < 1:
        raise RuleError(
            translate("yze", "Days pass one or more at a time (got {days!r}).").format(days=days)
        )
    cared_for = dict(cared_for or {})
    for who in cared_for:
        enc.combatant(who)
    care = _row(enc, "critical_healing", "care")
    need_success = bool(yze_setting(enc, "yze.critical_care_requires_success"))
    out: dict[str, dict[str, Any]] = {}
    with enc.transaction(
        (
            translate("yze", "{days} day passes")
            if days == 1
            else translate("yze", "{days} days pass")
        ).format(days=days)
    ):
        advance_time(enc, "day")
        for c in enc.combatants():
            name = c.name
            if is_dead(enc, name):
                continue
            healing = [
                i["id"]
                for i in _peek(enc, name, "crits").get("injuries", [])
                if not i.get("healed") and isinstance(i.get("days_left"), int) and not _mortal(i)
            ]
            if not healing:
                continue
            healed: list[str] = []
            for _ in range(days):
                step = 1
                carer = cared_for.get(name)
                if carer is True:
                    step = int(care["day_counts_as"])
                elif isinstance(carer, str) and carer:
                    if is_broken(enc, carer) or is_dead(enc, carer):
                        raise RuleError(
                            translate(
                                "yze", "{carer} can't care for anyone while broken or dead."
                            ).format(carer=carer)
                        )
                    roll = roll_skill_modified(
                        enc,
                        carer,
                        "healing",
                        label=translate("yze", "{carer}: Healing").format(carer=carer),
                    )
                    enc.add_log(
                        "roll",
                        translate("yze", "{carer} cares for {name}: {faces}").format(
                            carer=carer, name=name, faces=faces(roll)
                        ),
                        roll=roll.to_dict(),
                        combatant=carer,
                    )
                    if roll.success or not need_success:
                        step = int(care["day_counts_as"])
                for crit_id in healing:
                    inj = _injury(enc, name, crit_id)
                    if inj.get("healed"):
                        continue
                    inj["days_left"] = max(0, int(inj["days_left"]) - step)
                    if inj["days_left"] == 0:
                        inj["healed"] = True
                        healed.append(crit_id)
                        enc.add_log(
                            "heal",
                            translate("yze", "{name}'s {name2} has healed.").format(
                                name=name, name2=rule_text(inj, "name").lower()
                            ),
                            combatant=name,
                            crit=crit_id,
                        )
            out[name] = {
                "healed": healed,
                "days_left": {i: _injury(enc, name, i)["days_left"] for i in healing},
            }
    return out


# -- what the injuries do, enforced by the moves, actions and rolls they name -----------------
HANDS = 2
"""Hands a combatant has to hold weapons: each unusable arm or hand takes one (a reading: the
tables say "the arm/hand cannot be used", not which one)."""

PARALYSED_MAY: frozenset[str] = frozenset(
    {"shout", "persuade", "death_roll", "armour_roll", "stress_insight_roll"}
)
"""Actions left to someone "paralysed from the neck down" (they can still speak and roll to
survive; a reading of row 56, Fractured spine)."""

_GRIP_HANDS: dict[str, int] = {"1H": 1, "2H": 2}


def _active_with(enc: Encounter, name: str, flag: str) -> list[dict[str, Any]]:
    return [
        i
        for i in _peek(enc, name, "crits").get("injuries", [])
        if i.get(flag) and not i.get("healed")
    ]


def _names(found: list[dict[str, Any]]) -> str:
    return ", ".join(str(rule_text(i, "name")).lower() for i in found)


def slow_movement_reason(enc: Encounter, name: str) -> str | None:
    """Why moving is a slow action for ``name`` (an injury with ``movement_slow``), or None.

    >>> from core.encounter import Encounter
    >>> enc = Encounter(ruleset="yze", seed=1)
    >>> enc.map.add_zone("hall", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
    >>> enc.add_combatant("Ana", zone="hall", stats={"strength": 3, "agility": 3})
    >>> _ = roll_crit(enc, "Ana", "physical", d66=41)
    >>> slow_movement_reason(enc, "Ana")
    'broken leg: movement is a slow action'
    """
    found = _active_with(enc, name, "movement_slow")
    return (
        translate("yze", "{names}: movement is a slow action").format(names=_names(found))
        if found
        else None
    )


def paralysis_reason(enc: Encounter, name: str) -> str | None:
    """Why ``name`` can't move or act with the body (an injury with ``paralyzed``), or None."""
    found = _active_with(enc, name, "paralyzed")
    return (
        translate("yze", "{name} is paralysed from the neck down ({names})").format(
            name=name, names=_names(found)
        )
        if found
        else None
    )


def action_refusal(enc: Encounter, name: str, action_id: str) -> str | None:
    """Why a critical injury forbids ``action_id`` now (paralysis leaves only speaking and the
    rolls to survive), or None."""
    why = paralysis_reason(enc, name)
    if why and action_id not in PARALYSED_MAY:
        return f"{why}: no {action_id.replace('_', ' ')}."
    return None


def hands_left(enc: Encounter, name: str) -> int:
    """Hands ``name`` can still use: :data:`HANDS` minus each unusable arm or hand."""
    lost = len(_active_with(enc, name, "arm_unusable")) + len(
        _active_with(enc, name, "hand_unusable")
    )
    return max(0, HANDS - lost)


def weapon_refusal(enc: Encounter, name: str, weapon: Mapping[str, Any]) -> str | None:
    """Why ``name`` can't wield ``weapon`` (a weapons.json row) with the hands injuries left:
    a two-handed weapon needs both, a one-handed one a single hand; unarmed always goes."""
    need = _GRIP_HANDS.get(str(weapon.get("grip")), 0)
    left = hands_left(enc, name)
    if need <= left:
        return None
    found = _active_with(enc, name, "arm_unusable") + _active_with(enc, name, "hand_unusable")
    hands = translate("yze", "both hands") if need == 2 else translate("yze", "a hand")
    return translate(
        "yze",
        "{name} can't use the {get}: it needs {hands} and {name} has {left} usable ({names}).",
    ).format(
        name=name,
        get=str(weapon.get("name", "weapon")).lower(),
        hands=hands,
        left=left,
        names=_names(found),
    )


def roll_costs(enc: Encounter, name: str, skill: str) -> int:
    """Damage ``name`` takes for rolling ``skill`` (injuries with ``damage_per_roll``: "one
    point of damage for each Mobility or Melee roll"); applied and logged, returns the total."""
    found = [i for i in _active_with(enc, name, "damage_per_roll") if skill in i["damage_per_roll"]]
    total = sum(int(i.get("damage_per_roll_amount") or 0) for i in found)
    if total <= 0 or is_dead(enc, name):
        return 0
    from core.rules.yze.damage import apply_damage

    with enc.transaction(
        translate("yze", "{name}: {names} hurts").format(name=name, names=_names(found))
    ):
        apply_damage(
            enc,
            name,
            total,
            source=translate("yze", "{names}, for the {skill} roll").format(
                names=_names(found), skill=skill
            ),
        )
    return total


def _periodic_prompts(enc: Encounter, who: str, unit: str) -> None:
    """Mental injuries with a roll or stress every ``unit``: roll the Insight roll (logged), or
    ask the GM about stress whose condition the map can't see (a phobia, no alcohol …)."""
    for inj in injuries(enc, who, active_only=True):
        roll_rule = inj.get("periodic_roll") or {}
        stress = inj.get("periodic_stress") or {}
        if roll_rule.get("every") == unit:
            _roll_periodic(enc, who, inj, roll_rule)
        if stress.get("every") == unit:
            enc.add_log(
                "prompt",
                translate(
                    "yze",
                    "{who} ({name}): {amount} stress ({attribute_damage} damage) "
                    "this {unit} if {when} — apply it from the Tracks dock.",
                ).format(
                    who=who,
                    name=rule_text(inj, "name").lower(),
                    amount=stress["amount"],
                    attribute_damage=stress["attribute_damage"],
                    unit=unit,
                    when=stress["when"],
                ),
                combatant=who,
                crit=inj["id"],
            )


def _roll_periodic(
    enc: Encounter, who: str, inj: Mapping[str, Any], rule: Mapping[str, Any]
) -> None:
    if is_broken(enc, who):
        return
    skill = str(rule["skill"])
    roll = roll_skill_modified(enc, who, skill, label=f"{who}: {skill} ({inj['name']})")
    when = (
        translate("yze", " while {while_}").format(while_=rule["while"])
        if rule.get("while")
        else ""
    )
    verdict = (
        "success"
        if roll.success
        else translate("yze", "failure: {on_failure}").format(on_failure=rule["on_failure"])
    )
    enc.add_log(
        "roll",
        translate("yze", "{who} rolls {skill} for {name}{when}: {faces} — {verdict}.").format(
            who=who,
            skill=_skill_label(skill),
            name=rule_text(inj, "name").lower(),
            when=when,
            faces=faces(roll),
            verdict=verdict,
        ),
        combatant=who,
        crit=inj["id"],
        roll=roll.to_dict(),
    )


# -- the facade -------------------------------------------------------------------------------
class CritsMixin:
    """Critical injuries, death rolls, stabilising and healing, for the ``enc.combat`` facade."""

    enc: Encounter

    def roll_crit(
        self, name: str, kind: str = "physical", d66: int | str | None = None, **kw: Any
    ) -> dict[str, Any]:
        return roll_crit(self.enc, name, kind, d66, **kw)

    def injuries(self, name: str, *, active_only: bool = False) -> list[dict[str, Any]]:
        return injuries(self.enc, name, active_only=active_only)

    def crit_attribute_modifiers(self, name: str) -> dict[str, int]:
        return crit_attribute_modifiers(self.enc, name)

    def crit_skill_modifiers(self, name: str) -> dict[str, int]:
        return crit_skill_modifiers(self.enc, name)

    def death_rolls_due(self, name: str) -> list[str]:
        return death_rolls_due(self.enc, name)

    def advance_time(self, unit: str, names: list[str] | None = None) -> dict[str, list[str]]:
        return advance_time(self.enc, unit, names)

    def death_roll(
        self, name: str, crit_id: str | None = None, *, modifier: int = 0
    ) -> dict[str, Any]:
        return death_roll(self.enc, name, crit_id, modifier=modifier)

    def stabilise(
        self, healer: str, victim: str, crit_id: str | None = None, **kw: Any
    ) -> dict[str, Any]:
        return stabilise(self.enc, healer, victim, crit_id, **kw)

    def treat_crit(self, healer: str, victim: str, crit_id: str, **kw: Any) -> dict[str, Any]:
        return treat_crit(self.enc, healer, victim, crit_id, **kw)

    def set_crit_permanent(self, name: str, crit_id: str) -> None:
        set_crit_permanent(self.enc, name, crit_id)

    def advance_days(
        self, days: int, cared_for: Mapping[str, bool | str] | None = None
    ) -> dict[str, dict[str, Any]]:
        return advance_days(self.enc, days, cared_for)


ensure_turn_start_hook()

__all__ = [
    "FIRE",
    "CritsMixin",
    "advance_days",
    "advance_time",
    "crit_row",
    "death_roll",
    "death_roll_modifier",
    "death_rolls_due",
    "ensure_turn_start_hook",
    "injuries",
    "on_turn_start",
    "parse_d66",
    "roll_crit",
    "roll_crit_die",
    "set_crit_permanent",
    "stabilise",
    "treat_crit",
]


def _skill_label(skill: str) -> str:
    from core.rules.yze.skills import skill_label

    return skill_label(skill)
