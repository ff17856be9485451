"""Reading the WWII rule tables (``resources/rules/ww2/*.json``) — no number is retyped in code.

Every table names seed ``002_dd4261c425c1f7c5.txt`` and the section a row comes from; the helpers
here find rows by their key fields and give each a short *source* text ("defensive_power.json:
Retardo") for the attack preview and the log.

>>> from core.encounter import Encounter
>>> enc = Encounter(ruleset="ww2")
>>> modifier(enc, "defensive_power", component="armour", level="impenetrable")
10
>>> slug("Combate Corporal"), slug("Submetralhadoras")
('combate_corporal', 'submetralhadoras')
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from core.i18n import rule_text, translate
from core.resources import load_table

if TYPE_CHECKING:  # pragma: no cover
    from core.encounter import Encounter

SEED = "002_dd4261c425c1f7c5.txt"


def table(enc: Encounter, table_id: str) -> dict[str, Any]:
    """A whole rule table of the encounter's ruleset."""
    return enc.ruleset.table(table_id)


def rows(enc: Encounter, table_id: str, **match: Any) -> list[dict[str, Any]]:
    """The rows of ``table_id`` whose fields equal every ``match`` value (copies)."""
    out = []
    for row in table(enc, table_id)["rows"]:
        if all(row.get(k) == v for k, v in match.items()):
            out.append(dict(row))
    return out


def row(enc: Encounter, table_id: str, **match: Any) -> dict[str, Any]:
    """The one row of ``table_id`` matching ``match``; ``KeyError`` naming the table if none."""
    found = rows(enc, table_id, **match)
    if not found:
        wanted = ", ".join(f"{k}={v!r}" for k, v in match.items())
        raise KeyError(
            translate("ww2", "{table_id}.json has no row with {wanted}").format(
                table_id=table_id, wanted=wanted
            )
        )
    return found[0]


def modifier(enc: Encounter, table_id: str, **match: Any) -> int:
    """The ``modifier`` field of one row (``defensive_power`` and the like)."""
    return int(row(enc, table_id, **match)["modifier"])


def source(table_id: str, what: str = "") -> str:
    """A short source text for the GM: ``"defensive_power.json: Retardo"``."""
    return f"{table_id}.json" + (f": {what}" if what else "")


def slug(text: str) -> str:
    """A stat key from a Portuguese name: accents dropped, lower case, spaces to ``_``."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    return "_".join(plain.lower().split())


def technique(enc: Encounter, key: str) -> dict[str, Any]:
    """A row of ``techniques.json`` (``precision_shot``, ``suppressive_fire``, ``disarm`` …)."""
    return row(enc, "techniques", key=key)


def technique_categories(enc: Encounter, key: str) -> list[str]:
    """The weapon-category stat keys a technique may be used with (from its ``weapons``)."""
    return [slug(w) for w in technique(enc, key).get("weapons", [])]


def choice_setting(enc: Encounter, table_id: str, setting: str) -> dict[str, Any]:
    """The ``choices`` record of ``table_id`` that names ``setting``."""
    for c in table(enc, table_id).get("choices", []):
        if c.get("setting") == setting:
            return dict(c)
    raise KeyError(
        translate("ww2", "{table_id}.json records no choice for {setting!r}").format(
            table_id=table_id, setting=setting
        )
    )


def seed_note(source_text: str) -> str:
    """The seed's own words behind a ``source`` text ("defensive_power.json: Retarding"), with
    seed and section, for a tooltip: "Retardo — seed 002, Poder Defensivo …"; "" if unknown."""
    table_id, dot, what = source_text.partition(".json")
    if not dot:
        return ""
    what = what.lstrip(": ").strip()
    try:
        table = load_table("ww2", table_id)
    except (FileNotFoundError, KeyError, ValueError):
        return ""
    meta = table.get("source") or {}
    seed = f"seed {str(meta.get('seed', '002'))[:3]}, {meta.get('section', '')}".rstrip(", ")
    words = ""
    if what:
        for row in table.get("rows", []):
            if not isinstance(row, Mapping):
                continue
            names = {
                row.get("name"),
                row.get("name_pt"),
                row.get("name_es"),
                rule_text(row, "name"),
            }
            if what in names or any(n and what.startswith(f"{n} (") for n in names):
                words = str(row.get("name_pt") or "")
                break
    return f"{words} — {seed}" if words else seed
