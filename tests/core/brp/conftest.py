"""Shared BRP fixtures (see ``helpers.py`` for the map and the combatants)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from core.encounter import Encounter

from .helpers import build_brp_encounter


@pytest.fixture
def brp_enc() -> Encounter:
    """A fresh seeded BRP encounter (see ``helpers.py``)."""
    return build_brp_encounter()


@pytest.fixture
def make_brp_enc() -> Callable[..., Encounter]:
    return build_brp_encounter


@pytest.fixture
def fight(brp_enc: Encounter) -> Encounter:
    """The encounter with everyone placed and the fight started (Ana acts at DEX 15)."""
    brp_enc.combat.roll_initiative()
    brp_enc.combat.start_fight()
    return brp_enc
