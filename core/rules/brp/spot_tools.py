"""More BRP spot rules as GM tools: aura attacks, air combat, vehicle chases, mass combat,
damaged armour, darkness and light sources (issue 8).

Each entry of the catalogue is ``(id, title, group, table, function, params)``; the params use
the same form description as :mod:`core.rules.brp.spot_rules` (and the same checks), so the
GM tools dock builds each form with no code of its own. :func:`tool_specs` turns them into
:class:`~core.rules.runner.ToolSpec`; :func:`run_tool` checks the parameters and runs one.

>>> from core.encounter import Encounter
>>> import core.rules.brp
>>> enc = Encounter(ruleset="brp", seed=1)
>>> [t.id for t in tool_specs()][:3]
['aura_attack', 'fly_roll', 'mass_combat']
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from core.i18n import translate
from core.rules.base import RuleError
from core.rules.brp import air, armour_damage, aura, light, mass_combat, vehicles
from core.rules.brp.spot_rules import _coerce, _p
from core.rules.runner import PanelRow, PanelView, ParamSpec, ToolSpec

if TYPE_CHECKING:
    from core.encounter import Encounter

Tool = tuple[str, str, str, str, Callable[..., dict[str, Any]], list[dict[str, Any]]]
_LEVELS = aura.ROLL_LEVELS
_V = _p("vehicle", "str", label="Vehicle", required=True)

CATALOGUE: list[Tool] = [
    (
        "aura_attack",
        "Aura attack",
        "Spot rules",
        "aura_attacks",
        aura.aura_attack,
        [
            _p("attacker", "combatant", required=True),
            _p("target", "combatant", label="Viewer (resists with POW)", required=True),
            _p("command", "choice", choices=_LEVELS, default="none"),
            _p("passion", "choice", choices=_LEVELS, default="none"),
            _p("passion_skill", "str", label="Passion", default="Passion"),
            _p("prior_success", "bool", label="Succeeded before against them", default=False),
            _p("experience", "int", label="Experience (GM, +1 to +3)", default=0),
            _p("circumstances", "int", label="Circumstances (±1 to 3)", default=0),
        ],
    ),
    (
        "fly_roll",
        "Air combat: Fly roll",
        "Spot rules",
        "air_combat",
        air.fly_roll,
        [
            _p("flyer", "combatant", required=True),
            _p("skill", "str", label="Fly skill", default="Fly"),
            _p("acrobatics", "choice", choices=air.ACROBATICS, default="none"),
            _p("wind", "choice", choices=air.WINDS, default="calm"),
            _p("tailwind", "bool", default=False),
            _p("high_altitude", "bool", label="High altitude / low pressure", default=False),
            _p("armour", "choice", choices=air.ARMOURS, default="none"),
            _p(
                "hands_needed",
                "bool",
                label="Flying takes hands (caps combat at Fly)",
                default=True,
            ),
        ],
    ),
    (
        "mass_combat",
        "Mass combat: a turn in the battle",
        "Spot rules",
        "mass_combat",
        mass_combat.mass_combat_turn,
        [
            _p("who", "combatant", required=True),
            _p("apply", "bool", label="Apply the damage", default=True),
        ],
    ),
    (
        "armour_damage",
        "Damage armour",
        "Spot rules",
        "damaged_armour",
        armour_damage.damage_armour,
        [_p("who", "combatant", required=True)],
    ),
    (
        "armour_repair",
        "Repair armour",
        "Spot rules",
        "damaged_armour",
        armour_damage.repair_armour,
        [_p("who", "combatant", required=True)],
    ),
    (
        "darkness",
        "Fighting in darkness",
        "Spot rules",
        "darkness",
        light.fight_in_darkness,
        [
            _p("who", "combatant", required=True),
            _p("penalty", "int", label="Darkness penalty % (GM)", default=-50),
            _p("total", "bool", label="Total darkness", default=True),
            _p(
                "sense",
                "choice",
                label="Detect with",
                choices=("Listen", "Sense"),
                default="Listen",
            ),
            _p("light", "bool", label="Light source in hand", default=False),
        ],
    ),
    (
        "light_source",
        "Light source",
        "Spot rules",
        "light_sources",
        light.light_source,
        [
            _p("who", "combatant", required=True),
            _p("source", "choice", choices=light.SOURCES, default="torch"),
            _p("event", "choice", choices=("light", "drop"), default="light"),
            _p("careful", "bool", label="Must be used with care", default=False),
        ],
    ),
    (
        "vehicle_add",
        "Add a vehicle",
        "Vehicles",
        "vehicle_chases",
        vehicles.add_vehicle,
        [
            _p("name", "str", label="Vehicle", required=True),
            _p("rated_speed", "int", label="Rated speed", default=5),
            _p("acceleration", "int", default=1),
            _p("handling", "int", label="Handling %", default=0),
            _p("armour", "int", default=0),
            _p("hp", "int", label="Hit points", default=20),
        ],
    ),
    (
        "vehicle_speed",
        "Change speed",
        "Vehicles",
        "vehicle_chases",
        vehicles.change_speed,
        [
            dict(_V, name="name"),
            _p("to", "int", label="New speed", default=1, required=True),
        ],
    ),
    (
        "vehicle_manoeuvre",
        "Manoeuvre",
        "Vehicles",
        "vehicle_chases",
        vehicles.manoeuvre,
        [
            dict(_V, name="name"),
            _p("driver", "combatant", required=True),
            _p("kind", "choice", label="Manoeuvre", choices=vehicles.MANOEUVRES, default="turn"),
            _p("skill", "str", default="Drive"),
            _p("slow_by", "int", label="Turn: slow by", default=1),
        ],
    ),
    (
        "vehicle_crash",
        "Collision or ram",
        "Vehicles",
        "vehicle_chases",
        vehicles.crash,
        [
            dict(_V, name="name"),
            _p("kind", "choice", choices=("collision", "ram"), default="collision"),
            _p("target", "str", label="What is hit (a vehicle or a thing)", default=""),
            _p("target_armour", "int", label="Its armour (a thing)", default=0),
            _p("passengers", "str", label="Passengers (names, commas)", default=""),
            _p("protection", "choice", choices=vehicles.PROTECTION, default="none"),
            _p("apply", "bool", label="Apply passengers' damage", default=True),
        ],
    ),
    (
        "vehicle_range",
        "Range this round",
        "Vehicles",
        "vehicle_chases",
        vehicles.range_round,
        [
            _p("leader", "combatant", label="Leader (driver on the chase track)", required=True),
            dict(_V, name="leader_vehicle", label="Leader's vehicle"),
            _p("pursuer", "combatant", label="Pursuer (driver on the chase track)", required=True),
            dict(_V, name="pursuer_vehicle", label="Pursuer's vehicle"),
        ],
    ),
    (
        "vehicle_action",
        "Act in a moving vehicle",
        "Vehicles",
        "vehicle_chases",
        vehicles.act_in_vehicle,
        [
            _p("who", "combatant", required=True),
            _p("skill", "str", required=True, default="Climb"),
            _p("operating", "bool", label="Runs the vehicle (Drive, Repair …)", default=False),
            _p("modifier", "int", label="GM modifier %", default=0),
            _p("may_be_thrown", "bool", label="Could be thrown off", default=False),
        ],
    ),
    (
        "vehicle_remove",
        "Remove a vehicle",
        "Vehicles",
        "vehicle_chases",
        vehicles.remove_vehicle,
        [dict(_V, name="name")],
    ),
]
TOOL_IDS: tuple[str, ...] = tuple(t[0] for t in CATALOGUE)
TABLES: tuple[str, ...] = tuple(sorted({t[3] for t in CATALOGUE} | {"light_sources"}))


def _param(p: dict[str, Any]) -> ParamSpec:
    return ParamSpec(
        p["name"],
        p["label"],
        p["type"],
        p["default"],
        tuple(str(c) for c in p["choices"]),
        required=bool(p["required"]),
    )


def tool_specs() -> list[ToolSpec]:
    """The catalogue as GM tool forms (help: the function's first paragraph and its table)."""
    return [
        ToolSpec(
            tid,
            title,
            tuple(_param(p) for p in params),
            group,
            f"{(fn.__doc__ or '').strip().split(chr(10) + chr(10))[0]} ({table}.json)",
        )
        for tid, title, group, table, fn, params in CATALOGUE
    ]


def run_tool(enc: Encounter, tool_id: str, **params: Any) -> dict[str, Any]:
    """Check ``params`` against the tool's form, then run it (one undo step)."""
    entry = next((t for t in CATALOGUE if t[0] == tool_id), None)
    if entry is None:
        raise RuleError(translate("brp", "BRP has no tool {tool_id!r}.").format(tool_id=tool_id))
    _tid, _title, _group, _table, fn, spec = entry
    unknown = set(params) - {p["name"] for p in spec}
    if unknown:
        raise RuleError(
            translate("brp", "{tool_id}: unknown parameter(s) {unknown}.").format(
                tool_id=tool_id, unknown=", ".join(sorted(unknown))
            )
        )
    kwargs: dict[str, Any] = {}
    for p in spec:
        value = params.get(p["name"], p["default"])
        if p["required"] and value in (None, ""):
            raise RuleError(
                translate("brp", "{tool_id}: {label} is required.").format(
                    tool_id=tool_id, label=p["label"].lower()
                )
            )
        value = _coerce(enc, tool_id, p, value)
        if value is not None:
            kwargs[p["name"]] = value
    try:
        return fn(enc, **kwargs)
    except KeyError as exc:
        raise RuleError(f"{tool_id}: {exc}") from None


def vehicle_panels(enc: Encounter) -> list[PanelView]:
    """The vehicles of the chase (none until one is added): speed/maximum, hit points, armour,
    handling and state, a stopped or destroyed vehicle highlighted."""
    rows = tuple(
        PanelRow(
            name, text, highlight=vehicles.status(enc, vehicles.vehicle(enc, name)) != "running"
        )
        for name, text in vehicles.vehicle_rows(enc)
    )
    if not rows:
        return []
    text = translate(
        "brp", "Each round the faster vehicle moves one range step per speed level of difference."
    )
    return [PanelView("vehicles", translate("brp", "Vehicles"), rows, text)]


__all__ = ["CATALOGUE", "TABLES", "TOOL_IDS", "run_tool", "tool_specs", "vehicle_panels"]
