"""The combat log as Markdown: a header naming the encounter, then one section per round.

Each log entry (``enc.log``: ``{"round", "kind", "text", ...}``) becomes one bullet with its kind
in bold; a roll attached to the entry (``roll=roll.to_dict()``) is written under it with its dice.

>>> from core.encounter import Encounter
>>> enc = Encounter(ruleset="yze", name="Warehouse", seed=1)
>>> _ = enc.add_log("initiative", "Ana draws card 3.")
>>> print(log_to_markdown(enc).splitlines()[0])
# Combat log — Warehouse
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.dice import tally
from core.i18n import translate

if TYPE_CHECKING:
    from core.encounter import Encounter

_SPECIAL = re.compile(r"([\\`*_{}\[\]<>|])")
_STEP_SIDES = {"A": 12, "B": 10, "C": 8, "D": 6}


def escape_markdown(text: str) -> str:
    """Backslash-escape the characters Markdown would read as formatting; a leading ``#``,
    ``-``, ``+`` or ``1.`` is escaped too so a line never turns into a heading or a list."""
    out = _SPECIAL.sub(r"\\\1", str(text))
    out = re.sub(r"^(\s*)([#+-])", r"\1\\\2", out)
    return re.sub(r"^(\s*\d+)\.", r"\1\\.", out)


def describe_roll(roll: Mapping[str, Any]) -> str:
    """A roll dict (``PoolRoll/StepRoll/SumRoll.to_dict()``) in words: dice, push, result."""
    style = roll.get("style")
    label = f"{roll['label']}: " if roll.get("label") else ""
    if style == "sum":
        faces = " + ".join(str(d) for d in roll.get("dice", []))
        mod = int(roll.get("modifier", 0))
        mod_text = f" {'+' if mod >= 0 else '-'} {abs(mod)}" if mod else ""
        return f"{label}{roll.get('expression', '')} = {faces}{mod_text} = {roll.get('total')}"
    if style == "step":
        faces = " ".join(f"D{_STEP_SIDES.get(r, '?')}:{f}" for r, f in roll.get("dice", []))
    else:
        faces = " ".join(str(d) for d in roll.get("dice", []))
    pushed = translate("core", " (pushed)") if roll.get("pushed") else ""
    first = roll.get("first") or []
    before = ""
    if roll.get("pushed") and first:
        if style == "step":
            shown = " ".join(f"D{_STEP_SIDES.get(r, '?')}:{f}" for r, f in first)
        else:
            shown = " ".join(str(d) for d in first)
        before = translate("core", " (before the push: [{shown}])").format(shown=shown)
    s, b = int(roll.get("successes", 0)), int(roll.get("banes", 0))
    no_dice = translate("core", "no dice")
    return f"{label}[{faces or no_dice}]{pushed} → {tally(s, b)}{before}"


def _rolls(entry: Mapping[str, Any]) -> Iterable[Mapping[str, Any]]:
    roll = entry.get("roll")
    if isinstance(roll, Mapping):
        yield roll
    for r in entry.get("rolls") or []:
        if isinstance(r, Mapping):
            yield r.get("roll") if isinstance(r.get("roll"), Mapping) else r


def log_to_markdown(enc: Encounter, *, title: str | None = None) -> str:
    """``enc.log`` as a Markdown document: ``# Combat log — <encounter>``, a line naming the
    ruleset and the number of entries, then ``## Round N`` sections in log order (entries made
    before any round — none in practice — go under "Before the fight")."""
    heading = title or translate("core", "Combat log — {name}").format(name=enc.name)
    lines = [f"# {escape_markdown(heading)}", ""]
    ruleset = getattr(enc.ruleset, "title", "") or enc.ruleset.name
    count = len(enc.log)
    entries = (
        translate("core", "{count} entry") if count == 1 else translate("core", "{count} entries")
    ).format(count=count)
    summary = translate("core", "Ruleset: {ruleset} · {entries} · round {number} reached")
    lines.append(
        "*"
        + summary.format(ruleset=escape_markdown(ruleset), entries=entries, number=enc.round.number)
        + "*"
    )
    lines.append("")
    if not enc.log:
        lines.append("*" + translate("core", "Nothing has happened yet.") + "*")
        lines.append("")
        return "\n".join(lines)
    current: object = object()
    for entry in enc.log:
        rnd = entry.get("round")
        if rnd != current:
            current = rnd
            if lines[-1] != "":
                lines.append("")
            lines.append(
                "## " + translate("core", "Round {number}").format(number=rnd)
                if rnd is not None
                else "## " + translate("core", "Before the fight")
            )
            lines.append("")
        kind = escape_markdown(str(entry.get("kind", "note")))
        text = escape_markdown(str(entry.get("text", "")))
        lines.append(f"- **{kind}** — {text}")
        for roll in _rolls(entry):
            word = translate("core", "roll:")
            lines.append(f"  - *{word}* {escape_markdown(describe_roll(roll))}")
    lines.append("")
    return "\n".join(lines)


def save_log_markdown(enc: Encounter, path: str | Path) -> Path:
    """Write :func:`log_to_markdown` to ``path`` (UTF-8) and return the path."""
    path = Path(path)
    path.write_text(log_to_markdown(enc), encoding="utf-8")
    return path


__all__ = ["describe_roll", "escape_markdown", "log_to_markdown", "save_log_markdown"]
