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
from core.rules.brp.words import QT_TRANSLATE_NOOP, choice_word, tool_help, tr
from core.rules.runner import PanelRow, PanelView, ParamSpec, ToolSpec

if TYPE_CHECKING:
    from core.encounter import Encounter

Tool = tuple[str, str, str, str, Callable[..., dict[str, Any]], list[dict[str, Any]]]
_LEVELS = aura.ROLL_LEVELS
_V = _p("vehicle", "str", label=QT_TRANSLATE_NOOP("brp", "Vehicle"), required=True)

CATALOGUE: list[Tool] = [
    (
        "aura_attack",
        QT_TRANSLATE_NOOP("brp", "Aura attack"),
        QT_TRANSLATE_NOOP("brp", "Spot rules"),
        "aura_attacks",
        aura.aura_attack,
        [
            _p("attacker", "combatant", required=True),
            _p(
                "target",
                "combatant",
                label=QT_TRANSLATE_NOOP("brp", "Viewer (resists with POW)"),
                required=True,
            ),
            _p("command", "choice", choices=_LEVELS, default="none"),
            _p("passion", "choice", choices=_LEVELS, default="none"),
            _p(
                "passion_skill", "str", label=QT_TRANSLATE_NOOP("brp", "Passion"), default="Passion"
            ),
            _p(
                "prior_success",
                "bool",
                label=QT_TRANSLATE_NOOP("brp", "Succeeded before against them"),
                default=False,
            ),
            _p(
                "experience",
                "int",
                label=QT_TRANSLATE_NOOP("brp", "Experience (GM, +1 to +3)"),
                default=0,
            ),
            _p(
                "circumstances",
                "int",
                label=QT_TRANSLATE_NOOP("brp", "Circumstances (±1 to 3)"),
                default=0,
            ),
        ],
    ),
    (
        "fly_roll",
        QT_TRANSLATE_NOOP("brp", "Air combat: Fly roll"),
        QT_TRANSLATE_NOOP("brp", "Spot rules"),
        "air_combat",
        air.fly_roll,
        [
            _p("flyer", "combatant", required=True),
            _p("skill", "str", label=QT_TRANSLATE_NOOP("brp", "Fly skill"), default="Fly"),
            _p("acrobatics", "choice", choices=air.ACROBATICS, default="none"),
            _p("wind", "choice", choices=air.WINDS, default="calm"),
            _p("tailwind", "bool", default=False),
            _p(
                "high_altitude",
                "bool",
                label=QT_TRANSLATE_NOOP("brp", "High altitude / low pressure"),
                default=False,
            ),
            _p("armour", "choice", choices=air.ARMOURS, default="none"),
            _p(
                "hands_needed",
                "bool",
                label=QT_TRANSLATE_NOOP("brp", "Flying takes hands (caps combat at Fly)"),
                default=True,
            ),
        ],
    ),
    (
        "mass_combat",
        QT_TRANSLATE_NOOP("brp", "Mass combat: a turn in the battle"),
        QT_TRANSLATE_NOOP("brp", "Spot rules"),
        "mass_combat",
        mass_combat.mass_combat_turn,
        [
            _p("who", "combatant", required=True),
            _p("apply", "bool", label=QT_TRANSLATE_NOOP("brp", "Apply the damage"), default=True),
        ],
    ),
    (
        "armour_damage",
        QT_TRANSLATE_NOOP("brp", "Damage armour"),
        QT_TRANSLATE_NOOP("brp", "Spot rules"),
        "damaged_armour",
        armour_damage.damage_armour,
        [_p("who", "combatant", required=True)],
    ),
    (
        "armour_repair",
        QT_TRANSLATE_NOOP("brp", "Repair armour"),
        QT_TRANSLATE_NOOP("brp", "Spot rules"),
        "damaged_armour",
        armour_damage.repair_armour,
        [_p("who", "combatant", required=True)],
    ),
    (
        "darkness",
        QT_TRANSLATE_NOOP("brp", "Fighting in darkness"),
        QT_TRANSLATE_NOOP("brp", "Spot rules"),
        "darkness",
        light.fight_in_darkness,
        [
            _p("who", "combatant", required=True),
            _p(
                "penalty",
                "int",
                label=QT_TRANSLATE_NOOP("brp", "Darkness penalty % (GM)"),
                default=-50,
            ),
            _p("total", "bool", label=QT_TRANSLATE_NOOP("brp", "Total darkness"), default=True),
            _p(
                "sense",
                "choice",
                label=QT_TRANSLATE_NOOP("brp", "Detect with"),
                choices=("Listen", "Sense"),
                default="Listen",
            ),
            _p(
                "light",
                "bool",
                label=QT_TRANSLATE_NOOP("brp", "Light source in hand"),
                default=False,
            ),
        ],
    ),
    (
        "light_source",
        QT_TRANSLATE_NOOP("brp", "Light source"),
        QT_TRANSLATE_NOOP("brp", "Spot rules"),
        "light_sources",
        light.light_source,
        [
            _p("who", "combatant", required=True),
            _p("source", "choice", choices=light.SOURCES, default="torch"),
            _p("event", "choice", choices=("light", "drop"), default="light"),
            _p(
                "careful",
                "bool",
                label=QT_TRANSLATE_NOOP("brp", "Must be used with care"),
                default=False,
            ),
        ],
    ),
    (
        "vehicle_add",
        QT_TRANSLATE_NOOP("brp", "Add a vehicle"),
        QT_TRANSLATE_NOOP("brp", "Vehicles"),
        "vehicle_chases",
        vehicles.add_vehicle,
        [
            _p("name", "str", label=QT_TRANSLATE_NOOP("brp", "Vehicle"), required=True),
            _p("rated_speed", "int", label=QT_TRANSLATE_NOOP("brp", "Rated speed"), default=5),
            _p("acceleration", "int", default=1),
            _p("handling", "int", label=QT_TRANSLATE_NOOP("brp", "Handling %"), default=0),
            _p("armour", "int", default=0),
            _p("hp", "int", label=QT_TRANSLATE_NOOP("brp", "Hit points"), default=20),
        ],
    ),
    (
        "vehicle_speed",
        QT_TRANSLATE_NOOP("brp", "Change speed"),
        QT_TRANSLATE_NOOP("brp", "Vehicles"),
        "vehicle_chases",
        vehicles.change_speed,
        [
            dict(_V, name="name"),
            _p("to", "int", label=QT_TRANSLATE_NOOP("brp", "New speed"), default=1, required=True),
        ],
    ),
    (
        "vehicle_manoeuvre",
        QT_TRANSLATE_NOOP("brp", "Manoeuvre"),
        QT_TRANSLATE_NOOP("brp", "Vehicles"),
        "vehicle_chases",
        vehicles.manoeuvre,
        [
            dict(_V, name="name"),
            _p("driver", "combatant", required=True),
            _p(
                "kind",
                "choice",
                label=QT_TRANSLATE_NOOP("brp", "Manoeuvre"),
                choices=vehicles.MANOEUVRES,
                default="turn",
            ),
            _p("skill", "str", default="Drive"),
            _p("slow_by", "int", label=QT_TRANSLATE_NOOP("brp", "Turn: slow by"), default=1),
        ],
    ),
    (
        "vehicle_crash",
        QT_TRANSLATE_NOOP("brp", "Collision or ram"),
        QT_TRANSLATE_NOOP("brp", "Vehicles"),
        "vehicle_chases",
        vehicles.crash,
        [
            dict(_V, name="name"),
            _p("kind", "choice", choices=("collision", "ram"), default="collision"),
            _p(
                "target",
                "str",
                label=QT_TRANSLATE_NOOP("brp", "What is hit (a vehicle or a thing)"),
                default="",
            ),
            _p(
                "target_armour",
                "int",
                label=QT_TRANSLATE_NOOP("brp", "Its armour (a thing)"),
                default=0,
            ),
            _p(
                "passengers",
                "str",
                label=QT_TRANSLATE_NOOP("brp", "Passengers (names, commas)"),
                default="",
            ),
            _p("protection", "choice", choices=vehicles.PROTECTION, default="none"),
            _p(
                "apply",
                "bool",
                label=QT_TRANSLATE_NOOP("brp", "Apply passengers' damage"),
                default=True,
            ),
        ],
    ),
    (
        "vehicle_range",
        QT_TRANSLATE_NOOP("brp", "Range this round"),
        QT_TRANSLATE_NOOP("brp", "Vehicles"),
        "vehicle_chases",
        vehicles.range_round,
        [
            _p(
                "leader",
                "combatant",
                label=QT_TRANSLATE_NOOP("brp", "Leader (driver on the chase track)"),
                required=True,
            ),
            dict(_V, name="leader_vehicle", label=QT_TRANSLATE_NOOP("brp", "Leader's vehicle")),
            _p(
                "pursuer",
                "combatant",
                label=QT_TRANSLATE_NOOP("brp", "Pursuer (driver on the chase track)"),
                required=True,
            ),
            dict(_V, name="pursuer_vehicle", label=QT_TRANSLATE_NOOP("brp", "Pursuer's vehicle")),
        ],
    ),
    (
        "vehicle_action",
        QT_TRANSLATE_NOOP("brp", "Act in a moving vehicle"),
        QT_TRANSLATE_NOOP("brp", "Vehicles"),
        "vehicle_chases",
        vehicles.act_in_vehicle,
        [
            _p("who", "combatant", required=True),
            _p("skill", "str", required=True, default=QT_TRANSLATE_NOOP("brp", "Climb")),
            _p(
                "operating",
                "bool",
                label=QT_TRANSLATE_NOOP("brp", "Runs the vehicle (Drive, Repair …)"),
                default=False,
            ),
            _p("modifier", "int", label=QT_TRANSLATE_NOOP("brp", "GM modifier %"), default=0),
            _p(
                "may_be_thrown",
                "bool",
                label=QT_TRANSLATE_NOOP("brp", "Could be thrown off"),
                default=False,
            ),
        ],
    ),
    (
        "vehicle_remove",
        QT_TRANSLATE_NOOP("brp", "Remove a vehicle"),
        QT_TRANSLATE_NOOP("brp", "Vehicles"),
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
        tr(p["label"]),
        p["type"],
        p["default"],
        tuple(str(c) for c in p["choices"]),
        required=bool(p["required"]),
        choice_labels=tuple(choice_word(str(c)) for c in p["choices"]),
    )


def tool_specs() -> list[ToolSpec]:
    """The catalogue as GM tool forms (help: the function's first paragraph and its table)."""
    return [
        ToolSpec(
            tid,
            tr(title),
            tuple(_param(p) for p in params),
            tr(group),
            f"{tool_help(tid, fn)} ({table}.json)",
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
                    tool_id=tool_id, label=tr(p["label"]).lower()
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
