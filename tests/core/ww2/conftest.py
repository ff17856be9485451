"""WWII fixtures (the map, the soldiers and forced dice are described in ``helpers.py``)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from core.encounter import Encounter
from ww2.helpers import Faces, build


@pytest.fixture
def ww2_enc() -> Encounter:
    return build()


@pytest.fixture
def faces(ww2_enc: Encounter) -> Faces:
    return Faces(ww2_enc)


@pytest.fixture
def place(ww2_enc: Encounter) -> Callable[[str, float, float], None]:
    """Put a combatant at (x, y) in whatever zone holds that point."""

    def put(name: str, x: float, y: float) -> None:
        zone = ww2_enc.map.zone_at((x, y))
        assert zone is not None
        ww2_enc.place(name, zone, (x, y))

    return put
