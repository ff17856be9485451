"""Links: borders between zones that share no edge — stairs, a ladder, a rope, a passage.

A link is a :class:`core.zonemap.Border` of kind ``link`` (its ``link`` field says which);
:meth:`core.zonemap.ZoneMap.link_zones` makes one (never Ctrl+B, which joins touching zones).
What crossing one costs is each ruleset's ``links.json`` (no seed prices them: a plain move,
said so in the data). A link lets no sight through: sight stays geometric (core.sight).
Range bands count borders crossed through the graph, so a link is one step like any border.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.i18n import translate
from core.zonemap import LINK_KINDS

CROSS_WORDS: dict[str, Callable[[], str]] = {
    "stairs": lambda: translate("core", "take the stairs into {nv}"),
    "ladder": lambda: translate("core", "climb the ladder into {nv}"),
    "rope": lambda: translate("core", "climb the rope into {nv}"),
    "passage": lambda: translate("core", "take the passage into {nv}"),
}
"""A step across a link, in the UI language ({nv}: the zone entered)."""


def link_rule(ruleset: Any, link: str) -> dict[str, Any]:
    """The ruleset's row for crossing ``link`` (``resources/rules/<ruleset>/links.json``):
    ``activity`` (priced by ``cost_of``) and ``roll_skill`` (None: no roll)."""
    rows = {row["id"]: row for row in ruleset.table("links")["rows"]}
    return rows.get(link, {"id": link, "activity": "move", "roll_skill": None})


def cross_text(link: str | None, zone_name: str) -> str:
    """ "climb the ladder into Loft" …"""
    words = CROSS_WORDS.get(link or "passage", CROSS_WORDS["passage"])
    return words().format(nv=zone_name)


__all__ = ["CROSS_WORDS", "LINK_KINDS", "cross_text", "link_rule"]
