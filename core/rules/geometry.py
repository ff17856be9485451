"""What the map allows an attack, the same under every ruleset.

No ranged attack passes through a wall or a closed door (nor anything else that stops a line of
fire: a dark zone in between, a bystander in a cramped zone), and a melee attack needs the reach
its ruleset defines — unless the GM ticks the explicit, logged override ``gm_allows``. Every
ruleset's attack preview and its attack call :func:`map_refusal`, so what the Attack dock shows
is what pressing Attack does.

>>> from core.encounter import Encounter
>>> enc = Encounter(ruleset="d20")
>>> enc.map.add_zone("a", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
>>> enc.map.add_zone("b", name="Office", polygon=[(10, 0), (20, 0), (20, 10), (10, 10)])
>>> enc.map.add_border("a", "b", kind="wall")
>>> enc.add_combatant("Ana", zone="a"); enc.add_combatant("Rat", zone="b", side="npc")
>>> map_refusal(enc, "Ana", "Rat", melee=False)
'Wall between Hall and Office.'
>>> map_refusal(enc, "Ana", "Rat", melee=True)
'Rat is at medium range; a melee attack needs engaged range.'
>>> map_refusal(enc, "Ana", "Rat", melee=True, gm_allows=True) is None
True
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from core.encounter import band_word
from core.i18n import translate
from core.rules.runner import FlagSpec


class _GmAllowsFlag(FlagSpec):
    """:class:`FlagSpec` whose label and help are read in the UI language when asked for (the
    constant is built at import, before the GUI has picked a language)."""

    label = property(  # type: ignore[assignment]
        lambda self: translate("core", "GM allows (ignore walls and reach)"),
        lambda self, value: None,
    )
    help = property(  # type: ignore[assignment]
        lambda self: translate(
            "core",
            "Let this attack through although the map forbids it; the log says the GM allowed it.",
        ),
        lambda self, value: None,
    )


GM_ALLOWS: FlagSpec = _GmAllowsFlag("gm_allows", "")
"""The attack form's override; every ruleset offers it last among its flags."""


def map_refusal(
    enc: Any,
    attacker: str,
    target: str,
    *,
    melee: bool,
    reach: Iterable[str] = ("engaged",),
    gm_allows: bool = False,
) -> str | None:
    """Why the map forbids ``attacker`` attacking ``target`` (``None`` when it allows it).

    ``melee`` attacks need ``target`` within one of the ``reach`` range bands; other attacks
    need a clear line of fire (:meth:`Encounter.can_shoot`). ``gm_allows`` lifts both."""
    if gm_allows:
        return None
    if melee:
        bands = tuple(reach)
        band = enc.range_band(attacker, target)
        if band in bands:
            return None
        return translate(
            "core", "{target} is at {band} range; a melee attack needs {bands} range."
        ).format(
            target=target,
            band=band_word(band),
            bands=translate("core", " or ").join(band_word(b) for b in bands),
        )
    fire = enc.can_shoot(attacker, target)
    return None if fire.clear else str(fire.reason)


def overridden_note(enc: Any, attacker: str, target: str, *, melee: bool, **kw: Any) -> str:
    """The log line for an attack the GM let through against the map ("" when the map allowed
    it anyway)."""
    why = map_refusal(enc, attacker, target, melee=melee, **kw)
    return (
        translate("core", "GM allows {attacker}'s attack on {target} although: {why}").format(
            attacker=attacker, target=target, why=why
        )
        if why
        else ""
    )
