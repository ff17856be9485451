"""Random command sequences under every ruleset, undone to the start and redone to the end.

    .venv/bin/python benchmarks/undo_sequences.py [N] [--steps S] [--seed K] [--ruleset R]

Each sequence builds a small fight (four rooms, doors, four combatants from the ruleset's
templates), then runs ``--steps`` random commands through the public API — moves, GM placement,
engagements, doors, doorways, map edits (zones, borders, background), rounds, initiative and
turns, actions, tracks, damage, attacks with random options, GM tools with random parameters,
rolls, timed effects, settings, sheet edits, equipment, notes, portraits, combatants added,
renamed and removed — with an occasional undo in between. The
encounter is compared as a saved file (``core.io.encounter_to_dict`` → JSON bytes):

* a refused command (a ``ValueError``) leaves the file as it was and adds no undo step;
* a command that changes the file adds exactly one undo step;
* undoing every step gives back, step by step, the identical file, and redoing gives the
  identical end;
* save → load → save is the identity (start and end).

Prints the divergences (each with its ruleset, seed and the steps that led there) and the
figures; the exit status is 1 when any was found. ``N`` defaults to 1,500 sequences spread over
the five rulesets. The suite runs short versions (``tests/core/test_undo_property.py``) through
:func:`run_sequence` with hypothesis choosing the steps.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from core import characters, io  # noqa: E402
from core.encounter import Encounter  # noqa: E402

RULESETS: tuple[str, ...] = ("yze", "brp", "ww2", "d20", "pulp2d6")

Pick = Callable[[int], int]
"""``pick(n)`` → an int in ``range(n)``: the random source (``random`` or hypothesis)."""


@dataclass
class Outcome:
    """What one sequence found."""

    ruleset: str
    steps: list[str] = field(default_factory=list)
    divergences: list[str] = field(default_factory=list)
    refused: int = 0
    undo_steps: int = 0

    def add(self, problem: str) -> None:
        self.divergences.append(f"{problem} (after: {' | '.join(self.steps[-4:])})")


def file_bytes(enc: Encounter) -> bytes:
    """The encounter as its saved file's bytes (the comparison the issue asks for)."""
    return json.dumps(io.encounter_to_dict(enc), ensure_ascii=False, indent=1).encode("utf-8")


def _rect(x: float, y: float, w: float, h: float) -> list[tuple[float, float]]:
    return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]


def build(ruleset: str, pick: Pick, seed: int = 1) -> Encounter:
    """Four rooms (a closed door, an open border, a hatch, a wall, a locked door) and four
    combatants from the ruleset's templates, two a side; the undo history starts empty."""
    enc = Encounter(ruleset=ruleset, name=f"Undo {ruleset}", seed=seed)
    m = enc.map
    m.add_zone("hall", name="Hall", polygon=_rect(0, 0, 10, 10))
    m.add_zone("office", name="Office", polygon=_rect(10, 0, 10, 10), features={"dark"})
    m.add_zone("store", name="Store", polygon=_rect(20, 0, 10, 10), features={"cluttered"})
    m.add_zone("yard", name="Yard", polygon=_rect(0, 10, 30, 10))
    m.add_border("hall", "office", kind="door", state="closed")
    m.add_border("office", "store", kind="open")
    m.add_border("hall", "yard", kind="hatch", state="open")
    m.add_border("office", "yard", kind="wall")
    m.add_border("store", "yard", kind="door", state="locked")
    templates = enc.combat.character_templates()
    zones = ["hall", "office", "store", "yard"]
    for side in ("pc", "pc", "npc", "npc"):
        own = [t for t in templates if t.side == side] or templates
        if own:
            t = own[pick(len(own))]
            characters.add_from_template(enc, t, zone=zones[pick(4)], side=side)
        else:
            enc.add_combatant(f"{side} {pick(100)}", zone=zones[pick(4)], side=side)
    enc.history.clear()
    return enc


# -- random arguments -----------------------------------------------------------------------
class NothingToPick(Exception):
    """The step has nothing to work on (no door, no tool …): it is skipped."""


def _one(pick: Pick, seq: list[Any]) -> Any:
    if not seq:
        raise NothingToPick
    return seq[pick(len(seq))]


def _names(enc: Encounter) -> list[str]:
    return [c.name for c in enc.combatants()]


def _int_in(pick: Pick, lo: float | None, hi: float | None, default: Any) -> int:
    lo_i = int(lo) if lo is not None else (int(default) - 3 if isinstance(default, int) else -2)
    hi_i = int(hi) if hi is not None else lo_i + 8
    hi_i = max(lo_i, min(hi_i, lo_i + 20))
    return lo_i + pick(hi_i - lo_i + 1)


def _param_value(enc: Encounter, pick: Pick, p: Any) -> Any:
    """A well-typed value for a GM tool's ``ParamSpec`` (sometimes its default)."""
    if not p.required and pick(4) == 0:
        return None
    if p.kind == "combatant":
        return _one(pick, _names(enc))
    if p.kind == "zone":
        return _one(pick, [z.id for z in enc.map.zones()])
    if p.kind == "choice":
        return _one(pick, list(p.choices)) if p.choices else p.default
    if p.kind == "bool":
        return bool(pick(2))
    if p.kind == "int":
        return _int_in(pick, p.minimum, p.maximum, p.default)
    if p.kind == "float":
        return float(_int_in(pick, p.minimum, p.maximum, p.default))
    return _one(pick, ["", "x", "Sam", str(p.default or "")])


def _flags(enc: Encounter, pick: Pick) -> dict[str, Any]:
    """A random set of the ruleset's attack options (each on or off, a random choice)."""
    out: dict[str, Any] = {}
    for f in enc.combat.attack_flags():
        if pick(3) != 0:
            continue
        if f.kind == "choice" and f.choices:
            out[f.id] = _one(pick, list(f.choices))
        else:
            out[f.id] = not f.default if isinstance(f.default, bool) else True
    return out


def _sheet_value(pick: Pick, f: Any) -> Any:
    if f.kind in ("int", "float"):
        v = _int_in(pick, f.minimum, f.maximum, f.default)
        return float(v) if f.kind == "float" else v
    if f.kind == "bool":
        return bool(pick(2))
    if f.kind == "choice":
        return _one(pick, list(f.choices))
    if f.kind == "dice":
        return _one(pick, ["1D6", "2D6+1", "1D8"])
    if f.kind == "str":
        return _one(pick, ["", "scar", "Sam"])
    if f.kind == "items":
        return [dict(_one(pick, list(f.items)).data)] if f.items else []
    return {"Dodge": 1 + pick(60)}


def _setting_value(pick: Pick, default: Any) -> Any:
    if isinstance(default, bool):
        return bool(pick(2))
    if isinstance(default, int):
        return max(0, default + pick(5) - 2)
    if isinstance(default, float):
        return default + pick(3)
    if isinstance(default, str):
        return default
    return default


# -- the steps ------------------------------------------------------------------------------
def _zone(enc: Encounter, pick: Pick) -> str:
    return _one(pick, [z.id for z in enc.map.zones()])


def _pair(enc: Encounter, pick: Pick) -> tuple[str, str]:
    names = _names(enc)
    return _one(pick, names), _one(pick, names)


def _border(enc: Encounter, pick: Pick, doors: bool = True) -> Any:
    borders = [b for b in enc.map.borders() if b.is_passage or not doors]
    return _one(pick, borders)


def s_move(enc: Encounter, pick: Pick) -> str:
    who, zone = _one(pick, _names(enc)), _zone(enc, pick)
    enc.move(who, zone)
    return f"move {who} → {zone}"


def s_place(enc: Encounter, pick: Pick) -> str:
    who, zone = _one(pick, _names(enc)), _zone(enc, pick)
    enc.place(who, zone)
    return f"place {who} in {zone}"


def s_engage(enc: Encounter, pick: Pick) -> str:
    a, b = _pair(enc, pick)
    spend = bool(pick(2))
    enc.engage(a, b, spend=spend)
    return f"engage {a} {b} spend={spend}"


def s_disengage(enc: Encounter, pick: Pick) -> str:
    pairs = enc.engaged_pairs()
    a, b = _one(pick, pairs)
    enc.disengage(a, b)
    return f"disengage {a} {b}"


def s_stance(enc: Encounter, pick: Pick) -> str:
    who = _one(pick, _names(enc))
    stance = "prone" if enc.combatant(who).stance == "standing" else "standing"
    enc.set_stance(who, stance)
    return f"stance {who} {stance}"


def s_door(enc: Encounter, pick: Pick) -> str:
    b = _border(enc, pick)
    if pick(2):
        enc.map.toggle_door(b.a, b.b)
        return f"toggle door {b.a}-{b.b}"
    state = _one(pick, ["open", "closed", "locked"])
    enc.map.update_border(b.a, b.b, state=state)
    return f"door {b.a}-{b.b} {state}"


def s_doorway(enc: Encounter, pick: Pick) -> str:
    who = _one(pick, _names(enc))
    if pick(3) == 0:
        enc.clear_doorway(who)
        return f"clear doorway {who}"
    b = _border(enc, pick)
    enc.set_doorway(who, b.a, b.b)
    return f"doorway {who} {b.a}-{b.b}"


def s_round(enc: Encounter, pick: Pick) -> str:
    enc.next_round()
    return "next round"


def s_initiative(enc: Encounter, pick: Pick) -> str:
    which = pick(4)
    if which == 0:
        enc.combat.roll_initiative()
        return "roll initiative"
    if which == 1:
        enc.combat.start_fight()
        return "start fight"
    if which == 2:
        entries = enc.combat.initiative_entries()
        a, b = _one(pick, entries).key, _one(pick, entries).key
        enc.combat.reorder(a, b)
        return f"reorder {a} {b}"
    enc.combat.next_turn()
    return "next turn"


def s_next_turn(enc: Encounter, pick: Pick) -> str:
    enc.combat.next_turn()
    return "next turn"


def s_action(enc: Encounter, pick: Pick) -> str:
    who = _one(pick, _names(enc))
    views = enc.combat.action_views(who)
    legal = [v for v in views if v.legal] or views
    act = _one(pick, legal)
    target = None
    if act.needs_target or pick(3) == 0:
        target = _one(pick, _names(enc) + [z.id for z in enc.map.zones()])
    enc.combat.take_action(who, act.id, target=target)
    return f"action {who} {act.id} → {target}"


def s_track(enc: Encounter, pick: Pick) -> str:
    who = _one(pick, _names(enc))
    tracks = [t for t in enc.combat.track_views(who) if t.adjustable]
    t = _one(pick, tracks)
    delta = _one(pick, [1, 1, 2, -1])
    enc.combat.adjust_track(who, t.id, delta)
    return f"track {who} {t.id} {delta:+d}"


def s_damage(enc: Encounter, pick: Pick) -> str:
    who = _one(pick, _names(enc))
    amount = 1 + pick(8)
    enc.combat.apply_damage(who, amount)
    return f"damage {who} {amount}"


def s_attack(enc: Encounter, pick: Pick) -> str:
    a, b = _pair(enc, pick)
    weapons = [w for w, _ in enc.combat.weapon_choices(a)]
    weapon = _one(pick, weapons) if weapons and pick(4) else None
    flags = _flags(enc, pick)
    enc.combat.attack(a, b, weapon, **flags)
    return f"attack {a} → {b} {weapon} {sorted(flags.items())}"


def s_tool(enc: Encounter, pick: Pick) -> str:
    tool = _one(pick, enc.combat.gm_tools())
    params = {p.id: _param_value(enc, pick, p) for p in tool.params}
    params = {k: v for k, v in params.items() if v is not None}
    enc.combat.run_gm_tool(tool.id, **params)
    return f"tool {tool.id} {sorted(params.items())}"


def s_roll(enc: Encounter, pick: Pick) -> str:
    who = _one(pick, _names(enc))
    skills = [v.skill for v in enc.combat.action_views(who) if v.skill] or ["Dodge"]
    skill = _one(pick, skills)
    if pick(2):
        enc.combat.make_roll(who, skill, why="test")
        return f"roll {who} {skill}"
    ok = bool(pick(2))
    enc.combat.record_roll(who, skill, ok)
    return f"record roll {who} {skill} {ok}"


def s_effect(enc: Encounter, pick: Pick) -> str:
    effects = enc.combat.all_effects()
    if effects and pick(2):
        e = _one(pick, effects)
        enc.combat.remove_effect(e["id"])
        return f"remove effect {e['id']}"
    who = _one(pick, _names(enc))
    unit = _one(pick, ["rounds", "turns"])
    enc.combat.add_effect(who, "Dazed", unit=unit, count=1 + pick(3), modifiers={"attack": -1})
    return f"effect on {who} {unit}"


def s_setting(enc: Encounter, pick: Pick) -> str:
    if pick(4) == 0:
        value = not enc.settings["open_doors_pass_sight"]
        enc.set_setting("open_doors_pass_sight", value)
        return f"setting open_doors_pass_sight {value}"
    defaults = enc.ruleset.default_settings()
    key = _one(pick, sorted(defaults))
    value = _setting_value(pick, defaults[key])
    enc.set_ruleset_setting(key, value)
    return f"ruleset setting {key}={value!r}"


def s_sheet(enc: Encounter, pick: Pick) -> str:
    who = _one(pick, _names(enc))
    fields = [f for f in enc.combat.character_sheet().fields() if not f.derived]
    f = _one(pick, fields)
    if f.kind == "items" and f.items and pick(2):
        item = _one(pick, list(f.items))
        characters.equip(enc, who, f.id, item.id)
        return f"equip {who} {f.id} {item.id}"
    value = _sheet_value(pick, f)
    characters.set_sheet_value(enc, who, f.id, value)
    return f"sheet {who} {f.id}={value!r}"


def s_roster(enc: Encounter, pick: Pick) -> str:
    which = pick(4)
    if which == 0 and len(enc.combatants()) > 2:
        who = _one(pick, _names(enc))
        enc.remove_combatant(who)
        return f"remove {who}"
    if which == 1:
        who = _one(pick, _names(enc))
        new = _one(pick, [f"{who} II", "Zed", who.upper()])
        enc.update_combatant(who, name=new)
        return f"rename {who} → {new}"
    if which == 2:
        who = _one(pick, _names(enc))
        enc.update_combatant(who, side="npc" if enc.combatant(who).side == "pc" else "pc")
        return f"switch side {who}"
    t = _one(pick, enc.combat.character_templates())
    count = 1 + pick(2)
    names = characters.add_from_template(enc, t, zone=_zone(enc, pick), count=count)
    return f"add {names}"


def s_scene(enc: Encounter, pick: Pick) -> str:
    enc.combat.end_scene()
    return "end scene"


PNG = (
    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/"
    "PchI7wAAAABJRU5ErkJggg=="
)


def s_map(enc: Encounter, pick: Pick) -> str:
    """Map edits: zones added, changed, reshaped and removed; borders added, changed, removed;
    the background."""
    m = enc.map
    which = pick(8)
    if which == 0:
        zid = f"z{len(list(m.zones()))}{pick(100)}"
        m.add_zone(zid, name=zid.upper(), polygon=_rect(30, 10 * pick(2), 10, 10))
        return f"add zone {zid}"
    if which == 1:
        zone = _zone(enc, pick)
        feats = {f for f in ("dark", "cluttered", "cramped") if pick(2)}
        m.update_zone(zone, features=feats, notes=_one(pick, ["", "smoke"]))
        return f"zone {zone} {sorted(feats)}"
    if which == 2:
        zone = _zone(enc, pick)
        enc.remove_zone(zone)
        return f"remove zone {zone}"
    if which == 3:
        zone = _zone(enc, pick)
        x0, y0, _, _ = m.zone(zone).shape.bounds
        enc.reshape_zone(zone, _rect(x0, y0, 4 + pick(6), 4 + pick(6)))
        return f"reshape {zone}"
    if which == 4:
        a, b = _zone(enc, pick), _zone(enc, pick)
        kind = _one(pick, ["open", "door", "hatch", "wall"])
        m.add_border(a, b, kind=kind)
        return f"add border {a}-{b} {kind}"
    if which == 5:
        b = _border(enc, pick, doors=False)
        m.remove_border(b.a, b.b)
        return f"remove border {b.a}-{b.b}"
    if which == 6:
        b = _border(enc, pick, doors=False)
        change = _one(pick, [{"kind": "door"}, {"kind": "wall"}, {"damage": 2}, {"broken": True}])
        m.update_border(b.a, b.b, **change)
        return f"border {b.a}-{b.b} {change}"
    m.set_background(_one(pick, [None, PNG]))
    return "background"


def s_edit(enc: Encounter, pick: Pick) -> str:
    """A combatant's notes, portrait or raw stats; a spend; an effect changed."""
    who = _one(pick, _names(enc))
    which = pick(4)
    if which == 0:
        enc.update_combatant(who, notes=_one(pick, ["", "limps", "hidden"]))
        return f"notes {who}"
    if which == 1:
        enc.update_combatant(who, image=_one(pick, [None, PNG]))
        return f"portrait {who}"
    if which == 2:
        kinds = list(enc.actions_left(who)) or ["action"]
        kind = _one(pick, kinds)
        enc.spend(who, {kind: 1})
        return f"spend {who} {kind}"
    e = _one(pick, enc.combat.all_effects())
    enc.combat.update_effect(e["id"], label=_one(pick, ["Stunned", "Blinded"]))
    return f"update effect {e['id']}"


STEPS: dict[str, Callable[[Encounter, Pick], str]] = {
    "move": s_move,
    "place": s_place,
    "engage": s_engage,
    "disengage": s_disengage,
    "stance": s_stance,
    "door": s_door,
    "doorway": s_doorway,
    "round": s_round,
    "initiative": s_initiative,
    "next_turn": s_next_turn,
    "action": s_action,
    "track": s_track,
    "damage": s_damage,
    "attack": s_attack,
    "attack2": s_attack,
    "tool": s_tool,
    "tool2": s_tool,
    "roll": s_roll,
    "effect": s_effect,
    "setting": s_setting,
    "sheet": s_sheet,
    "roster": s_roster,
    "scene": s_scene,
    "map": s_map,
    "edit": s_edit,
}
"""The step kinds (attacks and GM tools twice: they are where a ruleset's state grows)."""


# -- one sequence ---------------------------------------------------------------------------
def _step(enc: Encounter, pick: Pick, out: Outcome, snaps: list[bytes]) -> bool:
    """Run one random step, check it; ``False`` stops the sequence (the history can't be
    trusted any more)."""
    start = enc.history._index
    before, depth = snaps[start], len(enc.history)
    if len(enc.history) and enc.history.can_undo and pick(8) == 0:
        enc.undo()
        out.steps.append("undo")
        if file_bytes(enc) != snaps[enc.history._index]:
            out.add(f"undo in mid-sequence differs:\n{_diff(snaps[enc.history._index], enc)}")
            return False
        return True
    kind = _one(pick, list(STEPS))
    try:
        out.steps.append(STEPS[kind](enc, pick))
    except NothingToPick:
        if enc.history._index != start or file_bytes(enc) != before:
            out.add(f"{kind}: changed the encounter, then found nothing to pick")
            return False
        return True
    except ValueError as exc:
        out.refused += 1
        out.steps.append(f"{kind} refused: {exc}")
        if file_bytes(enc) != before or len(enc.history) != depth:
            out.add(f"{kind} refused ({exc}) but the file or the history changed")
            return False
        return True
    after = file_bytes(enc)
    grown = enc.history._index - start
    if grown == 0 and after != before:
        out.add(f"{kind} changed the file without an undo step")
        return False
    if grown > 1:
        out.add(f"{kind} made {grown} undo steps")
        return False
    if grown == 1:
        del snaps[start + 1 :]
        snaps.append(after)
    elif grown < 0:
        out.add(f"{kind} undid {-grown} steps of the history")
        return False
    return True


def _undo_redo_all(enc: Encounter, out: Outcome, snaps: list[bytes]) -> None:
    while enc.history.can_undo:
        enc.undo()
        out.undo_steps += 1
        i = enc.history._index
        if file_bytes(enc) != snaps[i]:
            out.add(f"undoing step {i + 1} of {len(snaps) - 1} differs:\n{_diff(snaps[i], enc)}")
            return
    while enc.history.can_redo:
        enc.redo()
        i = enc.history._index
        if file_bytes(enc) != snaps[i]:
            out.add(f"redoing step {i} of {len(snaps) - 1} differs:\n{_diff(snaps[i], enc)}")
            return


def _diff(want: bytes, enc: Encounter) -> str:
    import difflib

    got = file_bytes(enc).decode().splitlines()
    want_lines = want.decode().splitlines()
    lines = difflib.unified_diff(want_lines, got, "expected", "got", n=2, lineterm="")
    return "\n".join(list(lines)[:40])


def round_trip_problem(enc: Encounter) -> str | None:
    """Why save → load → save is not the identity for ``enc`` (``None`` when it is)."""
    first = file_bytes(enc)
    try:
        again = io.encounter_from_dict(json.loads(first))
    except ValueError as exc:
        return f"the saved file does not load: {exc}"
    second = file_bytes(again)
    if second != first:
        return f"save → load → save differs:\n{_diff(first, again)}"
    return None


def run_sequence(ruleset: str, pick: Pick, steps: int = 30, seed: int = 1) -> Outcome:
    """One random sequence of ``steps`` commands under ``ruleset``, checked as the module
    docstring says; ``pick`` chooses every step and argument."""
    out = Outcome(ruleset)
    enc = build(ruleset, pick, seed)
    snaps = [file_bytes(enc)]
    if problem := round_trip_problem(enc):
        out.add(f"start: {problem}")
    for _ in range(steps):
        try:
            if not _step(enc, pick, out, snaps):
                return out
        except Exception as exc:  # a crash is a finding too (questions never raise)
            out.add(f"crash: {type(exc).__name__}: {exc}\n{traceback.format_exc(limit=-3)}")
            return out
    if problem := round_trip_problem(enc):
        out.add(f"end: {problem}")
    _undo_redo_all(enc, out, snaps)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("n", nargs="?", type=int, default=1500, help="sequences (default 1500)")
    ap.add_argument("--steps", type=int, default=40, help="commands per sequence (default 40)")
    ap.add_argument("--seed", type=int, default=0, help="first seed (default 0)")
    ap.add_argument("--ruleset", choices=RULESETS, help="only this ruleset")
    ap.add_argument("--show", type=int, default=10, help="divergences printed in full")
    args = ap.parse_args(argv)
    rulesets = (args.ruleset,) if args.ruleset else RULESETS
    t0 = time.perf_counter()
    found: list[tuple[str, int, str]] = []
    commands = refused = undone = 0
    for k in range(args.n):
        seed = args.seed + k
        rs = rulesets[k % len(rulesets)]
        rng = random.Random(seed)
        out = run_sequence(rs, rng.randrange, args.steps, seed)
        commands += len(out.steps)
        refused += out.refused
        undone += out.undo_steps
        found += [(rs, seed, d) for d in out.divergences]
        if args.n == 1:
            print("\n".join(out.steps))
    took = time.perf_counter() - t0
    for rs, seed, d in found[: args.show]:
        print(f"--- {rs} seed {seed}: {d}\n")
    print(
        f"{args.n} sequences ({', '.join(rulesets)}), {commands} steps "
        f"({refused} refused), {undone} undone and redone, {took:.1f} s"
    )
    print(f"divergences: {len(found)}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
