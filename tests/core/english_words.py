"""English words that must not show in a Portuguese or Spanish play: the common words of the
combat log's English messages (verbs, articles, prepositions, the possessive 's). A line glued
from English fragments, or an English table word that skipped ``rule_text``, shows one of them.
Chosen not to be Portuguese or Spanish words too ("a", "no", "me", "for", "total", "normal" and
"base" are left out) — names (combatants, zones) are stripped before the search."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

from core.rules.base import RuleError

ENGLISH = re.compile(
    r"\b(attacks?|attacked|damage|with|unarmed|misses|hits|the|and|takes|shoots|throws|rolls|"
    r"against|from|into|through|gets|loses|broken|dying|critical|physical|wounds?|weapon|range|short|"
    r"medium|long|standing|prone|crouching|crouched|success|successes|failure|passed|failed|"
    r"none|unchanged|help|slow|fast|action|actions|turns?|rounds?|is|are|was|has|have|of|to|at|"
    r"by|on|in|his|her|their|can't|cannot|not|only|full|effective|initiative|skill|"
    r"stretch|darkness|explosion|resisted|blocked|held|end|start|due|combat|stands|drop|get|up|"
    r"shot|shoot|aim|draw|use|retreat|persuade|take|overwatch|position|partial|minimal|"
    r"perfect|posture|Unarmed|Sword|Pistol|Spear|Knife|Rifle shot)\b|\w's\b",
    re.IGNORECASE,
)


def strip_names(text: str, names: Iterable[str]) -> str:
    """``text`` without the given names (longest first), seed quotes «…» and code spans."""
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, "")
    text = re.sub(r"«[^»]*»", "", text)
    text = re.sub(r"``[^`]*``|\b[\w.]+\.json\b", "", text)
    return text


def english_lines(lines: Iterable[str], names: Iterable[str]) -> list[str]:
    """The lines that still hold a common English word once ``names`` are stripped."""
    names = list(names)
    return sorted({t for t in lines if ENGLISH.search(strip_names(t, names))})


# -- a driven play, the same for every ruleset (the runner's common views and commands) ----------
def _views(c: Any, who: str) -> list[str]:
    seen: list[str] = []
    for v in c.action_views(who):
        seen.extend([v.name, v.reason])
    for t in c.track_views(who):
        seen.extend([t.label, t.detail, t.value if isinstance(t.value, str) else ""])
        if isinstance(t.value, list):
            seen.extend(str(x) for x in t.value)
    seen.append(c.budget_view(who).text)
    seen.extend(c.status_badges(who))
    return seen


def _try(seen: list[str], fn: Callable[..., Any], *args: Any, **kw: Any) -> Any:
    """Run a command; a refusal is a text the GM reads too."""
    try:
        return fn(*args, **kw)
    except (RuleError, ValueError, KeyError) as e:
        seen.append(str(e).strip("'\""))
        return None


def _attack(c: Any, seen: list[str], who: str, foes: list[str], turn: int) -> None:
    """Attack the first foe the rules allow, with the combatant's weapons in turn."""
    weapons = [w for w, _ in c.weapon_choices(who)] or [None]
    for foe in foes:
        p = c.attack_preview(who, foe)
        seen.extend([p.reason, *p.notes, *(f"{m.label} {m.value}" for m in p.modifiers)])
    target = next((f for f in foes if c.attack_preview(who, f).allowed), None)
    if target is None:
        return
    weapon = weapons[turn % len(weapons)]
    if not c.attack_preview(who, target, weapon).allowed:
        weapon = None
    out = _try(seen, c.attack, who, target, weapon, gm_allows=True)
    if isinstance(out, dict) and out.get("attack_id") and hasattr(c, "consequence_choices"):
        picks = c.consequence_choices(out["attack_id"])  # the 2d6 pulp's consequences
        seen.extend(x["label"] for x in picks)
        legal = [x["id"] for x in picks if x["legal"]]
        _try(seen, c.choose_consequences, out["attack_id"], legal[: out["count"]])


def _other_action(c: Any, enc: Any, seen: list[str], who: str, done: set[str]) -> None:
    """One legal action not taken yet (a move, a stance, aim …), with a foe or a zone."""
    foes = [o.name for o in enc if o.side != enc.combatant(who).side]
    for v in c.action_views(who):
        if v.legal and v.id not in done and "attack" not in v.id:
            done.add(v.id)
            target = foes[0] if v.needs_target and foes else None
            if _try(seen, c.take_action, who, v.id, target=target) is None and v.needs_target:
                zones = enc.map.neighbours(enc.combatant(who).zone)
                if zones:
                    _try(seen, c.take_action, who, v.id, target=zones[0])
            return


def _gm_tools(c: Any, enc: Any, seen: list[str]) -> None:
    """Every GM tool with its defaults (a combatant or zone where it asks for one)."""
    someone = enc.combatants()[1].name
    for t in c.gm_tools():
        params: dict[str, Any] = {}
        for p in t.params:
            if p.kind == "combatant":
                params[p.id] = someone
            elif p.kind == "zone":
                params[p.id] = enc.combatant(someone).zone
            elif p.default is not None:
                params[p.id] = p.default
            elif p.kind == "choice" and p.choices:
                params[p.id] = p.choices[0]
            elif p.kind in ("int", "float"):
                params[p.id] = 1
        out = _try(seen, c.run_gm_tool, t.id, **params)
        if isinstance(out, dict) and isinstance(out.get("text"), str):
            seen.append(out["text"])  # the tool's answer (its other keys are ids and numbers)


def play(enc: Any, seed: int = 5, rounds: int = 3) -> tuple[list[str], list[str]]:
    """Play ``enc`` for ``rounds`` rounds — each turn an attack (weapons in turn, melee and
    ranged) and one new action (moves, stances, doors …) — then damage, a door, every GM tool.
    Returns (log lines, texts the docks showed on the way). Same seed: same play."""
    from core.dice import Dice
    from core.doors import all_doors

    enc.dice = Dice(seed)
    c = enc.combat
    seen: list[str] = []
    _try(seen, c.roll_initiative)
    _try(seen, c.start_fight)
    done: set[str] = set()
    for turn in range(60):
        who = c.current_turn()
        if who is None or enc.round.number > rounds:
            break
        seen.extend(_views(c, who))
        foes = [o.name for o in enc if o.side != enc.combatant(who).side]
        _attack(c, seen, who, foes, turn)
        _other_action(c, enc, seen, who, done)
        _try(seen, c.next_turn)
    names = [x.name for x in enc]
    _try(seen, c.apply_damage, names[0], 3)
    _try(seen, c.apply_damage, names[-1], 30)
    for way in list(all_doors(enc.map))[:2]:
        _try(seen, enc.map.toggle_door, way.a, way.b)
    _gm_tools(c, enc, seen)
    for n in names:
        seen.extend(_views(c, n))
    seen.extend(e.label for e in c.initiative_entries())
    return [str(e["text"]) for e in enc.log], [s for s in seen if s]


def names_of(enc: Any) -> list[str]:
    """The combatants' and zones' names (kept as the GM typed them in any language)."""
    return [x.name for x in enc] + [z.name for z in enc.map.zones()]
