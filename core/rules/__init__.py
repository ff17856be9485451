"""Rulesets: one per seed system, found by name (see :mod:`core.rules.base`)."""

from core.rules.base import (
    Cost,
    Ruleset,
    TrackSpec,
    UnknownRulesetError,
    available_rulesets,
    find_ruleset,
    register,
)

__all__ = [
    "Cost",
    "Ruleset",
    "TrackSpec",
    "UnknownRulesetError",
    "available_rulesets",
    "find_ruleset",
    "register",
]
