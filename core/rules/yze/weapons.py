"""YZE weapons as data the GM edits (seed 000 "ARMAS", "OUTRAS CLASSIFICAÇÕES", "MUNIÇÃO",
"DADOS DE MUNIÇÃO").

- **Custom weapons** live in the encounter's weapon table (``enc.state["weapons"]``, saved in
  the file, one undo step per change) marked ``"custom": True``. The rows of ``weapons.json``
  stay read-only: the GM copies one to edit it. A custom weapon a character carries travels in
  its sheet (the picked entry holds the whole row), so a ``.zkchar`` file keeps it and an
  encounter that lacks it learns it from the carrier (:func:`carried_custom_rows`).
- **Weapon bonus lost and repaired**: damage and the banes of a push lower the bonus of the
  weapon used; at 0 it is broken; a Crafting roll repairs it (:func:`repair_with_crafting`).
- **Ammunition in the attack form**: the ammo mode and the number of ammo dice are attack
  options (:func:`ammo_flags`).

>>> from core.encounter import Encounter
>>> enc = Encounter(ruleset="yze", seed=1)
>>> row = copy_of(enc, "pistol")
>>> row["id"], row["name"], row["custom"]
('pistol_copy', 'Pistol (copy)', True)
>>> row["bonus"] = 3
>>> save_custom(enc, row)["bonus"]
3
>>> [r["id"] for r in custom_weapons(enc)]
['pistol_copy']
>>> delete_custom(enc, "pistol")
Traceback (most recent call last):
...
core.rules.base.RuleError: The Pistol is a weapon of the seed's table: copy it to edit it.
"""

from __future__ import annotations

import contextlib
import copy
import dataclasses
import re
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

from core.i18n import rule_text, translate
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.labels import QT_TRANSLATE_NOOP, tr_spec
from core.rules.runner import FlagSpec, ParamSpec, ToolSpec, TrackView
from core.rules.yze import attacks as _attacks

if TYPE_CHECKING:
    from core.encounter import Encounter

_ROLLING = next(r for r in load_table("yze", "crit_triggers")["rows"] if r["id"] == "rolling")
CRIT_DICE: tuple[str, ...] = ("", *_ROLLING["weapon_dice"])
"""Crit dice a weapon may name (DADO DE CRÍTICO), ``""`` for none: the dice
``crit_triggers.json`` reads on its D66 tables (row ``rolling``, ``weapon_dice``)."""

WEAPON_FORM: tuple[ParamSpec, ...] = (
    ParamSpec("name", QT_TRANSLATE_NOOP("yze", "Name"), "str", ""),
    ParamSpec(
        "skill",
        QT_TRANSLATE_NOOP("yze", "Skill"),
        "choice",
        "melee",
        ("melee", "ranged", "mobility"),
        choice_labels=(
            QT_TRANSLATE_NOOP("yze", "Close combat"),
            QT_TRANSLATE_NOOP("yze", "Ranged combat"),
            QT_TRANSLATE_NOOP("yze", "Mobility (thrown)"),
        ),
    ),
    ParamSpec(
        "grip",
        QT_TRANSLATE_NOOP("yze", "Grip"),
        "choice",
        "1H",
        ("", "1H", "2H"),
        choice_labels=("—", "1H", "2H"),
    ),
    ParamSpec(
        "bonus",
        QT_TRANSLATE_NOOP("yze", "Bonus"),
        "int",
        None,
        minimum=0,
        maximum=10,
        required=False,
        help=QT_TRANSLATE_NOOP(
            "yze", "Extra base dice; lost to damage and pushes, broken at 0 (weapons: bonus)"
        ),
    ),
    ParamSpec("damage", QT_TRANSLATE_NOOP("yze", "Damage"), "int", 1, minimum=0, maximum=20),
    ParamSpec(
        "range",
        QT_TRANSLATE_NOOP("yze", "Range"),
        "choice",
        "engaged",
        tuple(_attacks.RANGE_ORDER),
        choice_labels=tuple(_attacks.RANGE_LABELS.values()),
    ),
    ParamSpec(
        "crit_threshold",
        QT_TRANSLATE_NOOP("yze", "Crit threshold"),
        "int",
        None,
        minimum=0,
        maximum=20,
        required=False,
        help=QT_TRANSLATE_NOOP(
            "yze",
            "Damage this high in one attack is a critical injury, even unbroken (crit threshold)",
        ),
    ),
    ParamSpec(
        "crit_die",
        QT_TRANSLATE_NOOP("yze", "Crit die"),
        "choice",
        "",
        CRIT_DICE,
        choice_labels=("—", *CRIT_DICE[1:]),
        help=QT_TRANSLATE_NOOP(
            "yze",
            "Rolled for its critical on the D66 table: D6 gives 11–16, D666 drops the lowest "
            "of three; — rolls D66 (crit die)",
        ),
    ),
    ParamSpec(
        "rof",
        QT_TRANSLATE_NOOP("yze", "Rate of fire"),
        "int",
        None,
        minimum=0,
        maximum=10,
        required=False,
        help=QT_TRANSLATE_NOOP("yze", "Most ammo dice per shot (ammo dice)"),
    ),
    ParamSpec("full_auto", QT_TRANSLATE_NOOP("yze", "Full auto"), "bool", False),
    ParamSpec("scope", QT_TRANSLATE_NOOP("yze", "Scope"), "bool", False),
    ParamSpec("firearm", QT_TRANSLATE_NOOP("yze", "Firearm"), "bool", False),
    ParamSpec(
        "magazine",
        QT_TRANSLATE_NOOP("yze", "Magazine (rounds)"),
        "int",
        None,
        minimum=0,
        maximum=200,
        required=False,
        help=QT_TRANSLATE_NOOP("yze", "Rounds a reload gives"),
    ),
    ParamSpec(
        "supply",
        QT_TRANSLATE_NOOP("yze", "Supply"),
        "int",
        None,
        minimum=0,
        maximum=12,
        required=False,
        help=QT_TRANSLATE_NOOP("yze", "Starting ammunition supply rating (supply rolls)"),
    ),
)
"""The weapon editor's fields, in the order a GM reads a weapon line (the GUI renders them);
their texts are English: :func:`weapon_form` gives them in the UI language."""


def weapon_form() -> tuple[ParamSpec, ...]:
    """:data:`WEAPON_FORM` in the UI language (labels, help, choice labels)."""
    ranges = tuple(_attacks.RANGE_LABELS.values())
    return tuple(
        dataclasses.replace(tr_spec("yze", spec), choice_labels=ranges)
        if spec.id == "range"
        else tr_spec("yze", spec)
        for spec in WEAPON_FORM
    )


_INT_FIELDS = tuple(p.id for p in WEAPON_FORM if p.kind == "int")
_BOOL_FIELDS = tuple(p.id for p in WEAPON_FORM if p.kind == "bool")

AMMO_MODE_CHOICES: dict[str, str | None] = {
    "as set": None,
    "count rounds": "count",
    "supply roll": "supply",
    "ammo dice": "ammo_dice",
}
"""The Attack form's "Ammunition" choice → the ``yze.ammo_mode`` it uses (``None``: the
encounter's setting). Choosing another mode sets it for the encounter (MUNIÇÃO: the GM picks how
ammunition is handled)."""


def max_ammo_dice(enc: Encounter) -> int:
    """The most ammo dice the form offers: a full-auto weapon's RoF (``ammo_dice.json``
    rate_of_fire, 5 or 6) or the highest RoF in the encounter's table, if higher."""
    row = next(r for r in enc.ruleset.table("ammo_dice")["rows"] if r["id"] == "rate_of_fire")
    rofs = [int(r.get("rof") or 0) for r in _attacks.weapon_table(enc)]
    return max([int(row["full_auto_rof_max"]), *rofs])


# -- the table: seed rows and custom rows --------------------------------------------------------
def table_ids(enc: Encounter) -> set[str]:
    """The ids of ``weapons.json``'s rows (read-only in the editor)."""
    return {str(r["id"]) for r in enc.ruleset.table("weapons")["rows"]}


def seed_weapons(enc: Encounter) -> list[dict[str, Any]]:
    """The encounter's rows of the seed's table (copies)."""
    ids = table_ids(enc)
    return [r for r in _attacks.weapon_table(enc) if r["id"] in ids]


def custom_weapons(enc: Encounter) -> list[dict[str, Any]]:
    """The GM's own weapons (copies), in the order they were made."""
    ids = table_ids(enc)
    return [r for r in _attacks.weapon_table(enc) if r["id"] not in ids]


def is_custom(enc: Encounter, weapon_id: str) -> bool:
    return weapon_id not in table_ids(enc)


def carried_custom_rows(enc: Encounter) -> list[dict[str, Any]]:
    """Custom weapons carried in the combatants' sheets that the encounter's table lacks (a
    character loaded from a ``.zkchar`` file brings its own weapons)."""
    stored = enc.state.get("weapons")
    known = {str(r["id"]) for r in (stored or enc.ruleset.table("weapons")["rows"])}
    out: dict[str, dict[str, Any]] = {}
    for c in enc.combatants():
        for entry in c.stats.get("weapons") or []:
            row = entry.get("row") if isinstance(entry, Mapping) else None
            if isinstance(row, Mapping) and row.get("id") not in known:
                out.setdefault(str(row["id"]), _attacks._normalise_row(row))
    return list(out.values())


def _free_id(enc: Encounter, base: str) -> str:
    taken = {str(r["id"]) for r in _attacks.weapon_table(enc)}
    wid, n = base, 2
    while wid in taken:
        wid, n = f"{base}_{n}", n + 1
    return wid


def copy_of(enc: Encounter, weapon_id: str | None = None) -> dict[str, Any]:
    """A new custom row to edit: a copy of ``weapon_id`` ("copy to edit") or a blank club."""
    if weapon_id is None:
        row = {
            "id": "weapon",
            "name": translate("yze", "New weapon"),
            "damage": 1,
            "range": "engaged",
            "skill": "melee",
            "grip": "1H",
            "hands": 1,
            "bonus": 1,
        }
        row = _attacks._normalise_row(row)
        base, name = "custom_weapon", translate("yze", "New weapon")
    else:
        row = _attacks.weapon(enc, weapon_id)
        if row.get("unarmed"):
            raise RuleError(translate("yze", "Unarmed is not a weapon to copy."))
        base, name = f"{weapon_id}_copy", f"{row['name']} (copy)"
    row.update(id=_free_id(enc, base), name=name, custom=True, name_pt=None)
    return row


def _id_from_name(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_") or "weapon"


def row_from_form(
    enc: Encounter, values: Mapping[str, Any], weapon_id: str | None = None
) -> dict[str, Any]:
    """A custom row from the editor's values (texts or typed), checked field by field: a bad
    value is a :class:`RuleError` naming the field. ``weapon_id`` keeps the row's id (edit)."""
    base = _attacks.weapon(enc, weapon_id) if weapon_id else copy_of(enc)
    row = dict(base)
    for spec in WEAPON_FORM:
        if spec.id in values:
            row[spec.id] = _typed(spec, values[spec.id])
    if not str(row.get("name") or "").strip():
        raise RuleError(translate("yze", "A weapon needs a name."))
    row["name"] = str(row["name"]).strip()
    row["grip"] = row.get("grip") or None
    row["hands"] = {"1H": 1, "2H": 2}.get(str(row["grip"]))
    row["crit_die"] = row.get("crit_die") or None
    row["thrown"] = row["skill"] == "mobility" or bool(row.get("thrown"))
    row["id"] = weapon_id or _free_id(enc, _id_from_name(row["name"]))
    row["custom"] = True
    return row


def _typed(spec: ParamSpec, value: Any) -> Any:
    if spec.kind == "bool":
        return bool(value)
    if spec.kind == "choice":
        if value not in spec.choices:
            raise RuleError(
                translate("yze", "{label}: choose one of {value}.").format(
                    label=spec.label, value=", ".join(c or "—" for c in spec.choices)
                )
            )
        return value
    if spec.kind != "int":
        return value
    if value is None or (isinstance(value, str) and not value.strip()):
        if spec.required:
            raise RuleError(translate("yze", "{label} is a whole number.").format(label=spec.label))
        return None
    try:
        number = int(str(value).strip().lstrip("+"))
    except ValueError:
        raise RuleError(
            translate("yze", "{label} is a whole number, not {value!r}.").format(
                label=spec.label, value=value
            )
        ) from None
    low, high = spec.minimum, spec.maximum
    if (low is not None and number < low) or (high is not None and number > high):
        raise RuleError(
            translate("yze", "{label} is from {low:g} to {high:g}, not {number}.").format(
                label=spec.label, low=low, high=high, number=number
            )
        )
    return number


def save_custom(enc: Encounter, row: Mapping[str, Any]) -> dict[str, Any]:
    """Add or change a custom weapon (one undo step, logged). A seed row is refused (copy it)."""
    wid = str(row.get("id") or "")
    if wid in table_ids(enc):
        name = _attacks.weapon(enc, wid)["name"]
        raise RuleError(
            translate(
                "yze", "The {name} is a weapon of the seed's table: copy it to edit it."
            ).format(name=name)
        )
    if row.get("crit_die") not in (None, *CRIT_DICE):
        raise RuleError(
            translate("yze", "Crit die: one of {CRIT_DICE} or none.").format(
                CRIT_DICE=", ".join(CRIT_DICE[1:])
            )
        )
    supply = row.get("supply")
    if supply is not None and (not isinstance(supply, int) or supply < 0):
        raise RuleError(translate("yze", "Supply is a whole number, 0 or more."))
    with enc.transaction(translate("yze", "Weapon table: {get}").format(get=row.get("name"))):
        saved = _attacks.set_weapon(enc, {**row, "custom": True})
        _refresh_carriers(enc, saved)
    return saved


def carriers(enc: Encounter, weapon_id: str) -> list[str]:
    """Who has ``weapon_id`` on their sheet."""
    from core.rules.yze.sheet import carried_ids

    return [c.name for c in enc.combatants() if weapon_id in (carried_ids(c.stats) or [])]


def _refresh_carriers(enc: Encounter, row: Mapping[str, Any]) -> None:
    """The carriers' sheets keep the changed row (their ``.zkchar`` files carry it)."""
    for name in carriers(enc, str(row["id"])):
        stats = copy.deepcopy(dict(enc.combatant(name).stats))
        stats["weapons"] = [
            sheet_entry(row) if _entry_id(e) == row["id"] else e for e in stats["weapons"]
        ]
        enc.update_combatant(name, stats=stats)


def _entry_id(entry: Any) -> Any:
    return entry.get("id") if isinstance(entry, Mapping) else entry


def delete_custom(enc: Encounter, weapon_id: str) -> None:
    """Take a custom weapon out of the table (one undo step); the seed's rows stay."""
    if weapon_id in table_ids(enc):
        name = _attacks.weapon(enc, weapon_id)["name"]
        raise RuleError(
            translate(
                "yze", "The {name} is a weapon of the seed's table: copy it to edit it."
            ).format(name=name)
        )
    who = carriers(enc, weapon_id)
    if who:
        name = _attacks.weapon(enc, weapon_id)["name"]
        raise RuleError(
            (
                translate("yze", "{who} carries the {name}: take it off their sheet first.")
                if len(who) == 1
                else translate("yze", "{who} carry the {name}: take it off their sheet first.")
            ).format(who=", ".join(who), name=name)
        )
    _attacks.remove_weapon(enc, weapon_id)


def sheet_entry(row: Mapping[str, Any]) -> dict[str, Any]:
    """What a character's sheet keeps for a picked weapon: id and name, and the whole row of a
    custom weapon (so the character's file carries it)."""
    from core.rules.yze.sheet import _entry

    return _entry(row)


# -- bonus lost, broken, repaired ----------------------------------------------------------------
def bonus_label(enc: Encounter, name: str, row: Mapping[str, Any]) -> str:
    """The weapon's label for ``name``: the table's numbers, the bonus now, "broken" at 0."""
    from core.rules.yze.sheet import weapon_label

    wid = str(row["id"])
    now, broken = _attacks.weapon_condition(enc, name, wid)
    label = weapon_label(row)
    if broken:
        return translate("yze", "{label} — BROKEN (repair with Crafting)").format(label=label)
    if now is not None and row.get("bonus") is not None and now < row["bonus"]:
        return translate("yze", "{label} — bonus now +{now}").format(label=label, now=now)
    return label


def damaged_weapons(enc: Encounter, name: str) -> list[tuple[str, int, int]]:
    """``(weapon id, bonus now, table bonus)`` for each of ``name``'s weapons below its bonus."""
    lowered = _attacks._peek(enc, name).get("weapon_bonus", {})
    out = []
    for wid, now in lowered.items():
        full = _attacks.weapon(enc, wid).get("bonus")
        if full is not None and now < full:
            out.append((wid, int(now), int(full)))
    return out


def weapon_tracks(enc: Encounter, name: str) -> list[TrackView]:
    """A counter per weapon of ``name``'s below its bonus (the Tracks dock): bonus now of the
    table's; broken at 0, repaired with GM tools ▸ Repair a weapon (a Crafting roll)."""
    out = []
    for wid, now, full in damaged_weapons(enc, name):
        label = _attacks.weapon(enc, wid)["name"]
        broken = _attacks.is_weapon_broken(enc, name, wid)
        detail = (
            translate("yze", "Broken: repair with Crafting (GM tools ▸ Repair a weapon).")
            if broken
            else ""
        )
        sev = "bad" if broken else "warn"
        out.append(
            TrackView(
                f"weapon:{wid}",
                translate("yze", "{label} bonus").format(label=label),
                "counter",
                now,
                full,
                severity=sev,
                detail=detail,
            )
        )
    return out


def push_banes_hit_weapon(enc: Encounter, name: str, weapon_id: str, banes: int) -> int | None:
    """ARMAS, BÔNUS: pushing lowers the bonus of the weapon used — one per bane the push shows
    (a reading: the seed points to its page 9, which speaks of damage and stress only). Returns
    the new bonus, ``None`` when nothing changed (no bane, no bonus, already broken)."""
    from core.rules.yze.damage import yze_setting

    if banes <= 0 or not yze_setting(enc, "yze.push_damages_weapon"):
        return None
    bonus = _attacks.weapon_bonus(enc, name, weapon_id)
    if bonus is None or _attacks.is_weapon_broken(enc, name, weapon_id):
        return None
    return _attacks.damage_weapon(enc, name, weapon_id, banes)


def repair_with_crafting(enc: Encounter, name: str, weapon_id: str, *, roll: bool = True) -> bool:
    """Repair ``name``'s weapon (ARMAS: "reparada usando a perícia Ofício"): roll Crafting with
    the sheet (``roll=False``: the GM rolled a success at the table); a success gives the table
    bonus back. One undo step; returns whether it was repaired."""
    row = _attacks.weapon(enc, weapon_id)
    if row.get("bonus") is None or not damaged_weapons_has(enc, name, weapon_id):
        raise RuleError(
            translate("yze", "{name}'s {name2} is not damaged.").format(
                name=name, name2=rule_text(row, "name").lower()
            )
        )
    with enc.transaction(
        translate("yze", "{name} repairs the {name2}").format(
            name=name, name2=rule_text(row, "name").lower()
        )
    ):
        ok = True
        if roll:
            ok = enc.combat.make_roll(
                name,
                "crafting",
                why=translate("yze", "repair the {name}").format(
                    name=rule_text(row, "name").lower()
                ),
            ).success
        if ok:
            _attacks.repair_weapon(enc, name, weapon_id)
        else:
            enc.add_log(
                "weapon",
                translate("yze", "{name} fails to repair the {name2}.").format(
                    name=name, name2=rule_text(row, "name").lower()
                ),
                who=name,
            )
    return ok


def damaged_weapons_has(enc: Encounter, name: str, weapon_id: str) -> bool:
    return any(wid == weapon_id for wid, _now, _full in damaged_weapons(enc, name))


# -- the attack form and the GM tools ------------------------------------------------------------
def ammo_flags(enc: Encounter) -> list[FlagSpec]:
    """The Attack form's ammunition options (MUNIÇÃO, DADOS DE MUNIÇÃO)."""
    return [
        FlagSpec(
            "ammo_mode",
            translate("yze", "Ammunition"),
            "choice",
            tuple(AMMO_MODE_CHOICES),
            "as set",
            translate("yze", "Count rounds, supply roll or ammo dice (sets the encounter's mode)"),
            choice_labels=(
                translate("yze", "As set"),
                translate("yze", "Count rounds"),
                translate("yze", "Supply roll"),
                translate("yze", "Ammo dice"),
            ),
        ),
        FlagSpec(
            "ammo_dice",
            translate("yze", "Ammo dice"),
            "choice",
            tuple(str(n) for n in range(max_ammo_dice(enc) + 1)),
            "0",
            translate("yze", "Up to RoF or rounds left − 1; a 6 adds damage or a hit"),
        ),
    ]


def split_ammo_flags(flags: Mapping[str, Any]) -> tuple[dict[str, Any], str | None]:
    """The form's flags with ``ammo_dice`` typed and ``ammo_mode`` taken out, and the mode it
    asks for (``None``: keep the encounter's)."""
    out = dict(flags)
    choice = out.pop("ammo_mode", "as set")
    if choice not in AMMO_MODE_CHOICES:
        raise RuleError(
            translate("yze", "Ammunition: one of {AMMO_MODE_CHOICES}.").format(
                AMMO_MODE_CHOICES=", ".join(AMMO_MODE_CHOICES)
            )
        )
    dice = out.get("ammo_dice")
    if dice in (None, "", "0", 0):
        out.pop("ammo_dice", None)
    else:
        out["ammo_dice"] = int(dice)
    return out, AMMO_MODE_CHOICES[choice]


@contextlib.contextmanager
def ammo_mode_for_preview(enc: Encounter, mode: str | None) -> Iterator[None]:
    """Let a preview read ``mode`` as the encounter's ammo mode, then put the setting back
    (no undo step, no event: nothing the GM did changes)."""
    key = "yze.ammo_mode"
    if mode is None or _attacks.ammo_mode(enc) == mode:
        yield
        return
    had_settings = "settings" in enc.state
    settings = enc.state.setdefault("settings", {})
    had, old = key in settings, settings.get(key)
    settings[key] = mode
    try:
        yield
    finally:
        if had:
            settings[key] = old
        else:
            settings.pop(key, None)
        if not had_settings and not settings:
            enc.state.pop("settings", None)


def set_ammo_mode(enc: Encounter, mode: str | None) -> None:
    """Make ``mode`` the encounter's ammo mode (undoable, logged), if it is another."""
    if mode is not None and _attacks.ammo_mode(enc) != mode:
        enc.combat.set_yze_setting("yze.ammo_mode", mode)


TOOL_IDS: tuple[str, ...] = ("weapon_damage", "weapon_repair", "weapon_ammo")


def weapon_tools(enc: Encounter) -> list[ToolSpec]:
    """GM tools: damage a weapon, repair it with Crafting, set rounds and supply."""
    rows = [r for r in _attacks.weapon_table(enc) if not r.get("unarmed")]
    which = ParamSpec(
        "weapon",
        translate("yze", "Weapon"),
        "choice",
        rows[0]["id"] if rows else "",
        tuple(r["id"] for r in rows),
        choice_labels=tuple(rule_text(r, "name") for r in rows),
    )
    who = ParamSpec("name", translate("yze", "Carrier"), "combatant")
    return [
        ToolSpec(
            "weapon_damage",
            translate("yze", "Damage a weapon"),
            (
                who,
                which,
                ParamSpec(
                    "amount", translate("yze", "Bonus lost"), "int", 1, minimum=1, maximum=10
                ),
            ),
            translate("yze", "Weapons"),
            translate("yze", "The bonus drops; at 0 the weapon breaks (weapons: bonus)."),
        ),
        ToolSpec(
            "weapon_repair",
            translate("yze", "Repair a weapon"),
            (who, which, ParamSpec("roll", translate("yze", "Roll Crafting now"), "bool", True)),
            translate("yze", "Weapons"),
            translate(
                "yze", "A Crafting roll gives the weapon its bonus back (weapons: Crafting)."
            ),
        ),
        ToolSpec(
            "weapon_ammo",
            translate("yze", "Rounds and supply"),
            (
                who,
                which,
                ParamSpec(
                    "bullets",
                    translate("yze", "Rounds in the magazine"),
                    "int",
                    None,
                    minimum=0,
                    maximum=200,
                    required=False,
                ),
                ParamSpec(
                    "supply",
                    translate("yze", "Supply rating"),
                    "int",
                    None,
                    minimum=0,
                    maximum=12,
                    required=False,
                ),
            ),
            translate("yze", "Weapons"),
            translate("yze", "Counted rounds or the supply rating (ammunition)."),
        ),
    ]


def run_weapon_tool(enc: Encounter, tool_id: str, params: Mapping[str, Any]) -> None:
    name, wid = str(params["name"]), str(params["weapon"])
    if tool_id == "weapon_damage":
        _attacks.damage_weapon(enc, name, wid, int(params.get("amount") or 1))
    elif tool_id == "weapon_repair":
        repair_with_crafting(enc, name, wid, roll=bool(params.get("roll", True)))
    elif tool_id == "weapon_ammo":
        bullets, supply = params.get("bullets"), params.get("supply")
        if bullets in (None, "") and supply in (None, ""):
            raise RuleError(translate("yze", "Give the rounds, the supply rating or both."))
        _attacks.set_ammo(
            enc,
            name,
            wid,
            bullets=None if bullets in (None, "") else int(bullets),
            supply=None if supply in (None, "") else int(supply),
        )
    else:
        raise RuleError(
            translate("yze", "YZE has no weapon tool {tool_id!r}.").format(tool_id=tool_id)
        )


class WeaponBook:
    """What the weapon editor reads and does for one encounter (``enc.combat.weapon_editor()``):
    the seed's rows (read-only), the custom rows, and the edits, each one undo step."""

    def __init__(self, enc: Encounter) -> None:
        self.enc = enc

    @property
    def form(self) -> tuple[ParamSpec, ...]:
        """The editor's fields in the UI language."""
        return weapon_form()

    def seed_rows(self) -> list[dict[str, Any]]:
        return [r for r in seed_weapons(self.enc) if not r.get("unarmed")]

    def custom_rows(self) -> list[dict[str, Any]]:
        return custom_weapons(self.enc)

    def label(self, row: Mapping[str, Any]) -> str:
        from core.rules.yze.sheet import weapon_label

        return weapon_label(row)

    def details(self, row: Mapping[str, Any]) -> str:
        """Every rating of ``row`` on one line ("Crit threshold 3 · RoF 2 · …")."""
        parts = []
        for spec in weapon_form()[1:]:
            value = row.get(spec.id)
            if value in (None, "", False):
                continue
            shown = translate("yze", "yes") if value is True else str(value)
            if spec.choice_labels and value in spec.choices:
                shown = spec.choice_labels[spec.choices.index(value)]
            parts.append(f"{spec.label} {shown}")
        return " · ".join(parts)

    def values(self, row: Mapping[str, Any]) -> dict[str, Any]:
        """The form's values for ``row`` (``""`` for an empty rating)."""
        out: dict[str, Any] = {}
        for spec in WEAPON_FORM:
            value = row.get(spec.id)
            out[spec.id] = ("" if spec.kind != "bool" else False) if value is None else value
        return out

    def is_custom(self, weapon_id: str) -> bool:
        return is_custom(self.enc, weapon_id)

    def copy(self, weapon_id: str) -> dict[str, Any]:
        """Copy a row as a new custom weapon (one undo step); returns it."""
        return save_custom(self.enc, copy_of(self.enc, weapon_id))

    def new(self, values: Mapping[str, Any]) -> dict[str, Any]:
        return save_custom(self.enc, row_from_form(self.enc, values))

    def edit(self, weapon_id: str, values: Mapping[str, Any]) -> dict[str, Any]:
        return save_custom(self.enc, row_from_form(self.enc, values, weapon_id))

    def delete(self, weapon_id: str) -> None:
        delete_custom(self.enc, weapon_id)


__all__ = [
    "AMMO_MODE_CHOICES",
    "CRIT_DICE",
    "TOOL_IDS",
    "WEAPON_FORM",
    "WeaponBook",
    "ammo_flags",
    "ammo_mode_for_preview",
    "bonus_label",
    "carried_custom_rows",
    "carriers",
    "copy_of",
    "custom_weapons",
    "damaged_weapons",
    "delete_custom",
    "is_custom",
    "max_ammo_dice",
    "push_banes_hit_weapon",
    "repair_with_crafting",
    "row_from_form",
    "save_custom",
    "seed_weapons",
    "set_ammo_mode",
    "sheet_entry",
    "split_ammo_flags",
    "table_ids",
    "weapon_form",
    "weapon_tools",
    "weapon_tracks",
]
