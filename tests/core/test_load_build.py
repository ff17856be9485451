"""Opening a file: the stat checks that remember verdicts across combatants still refuse each
bad value where it stands (a value's type counts: True is not the number 1)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.io import EncounterFileError, encounter_from_text

SAMPLES = Path(__file__).resolve().parents[2] / "resources" / "samples"


def _yze_with(stats: list[dict]) -> str:
    data = json.loads((SAMPLES / "sample_yze.zkenc").read_text(encoding="utf-8"))
    for c, extra in zip(data["combatants"], stats, strict=False):
        c["stats"].update(extra)
    return json.dumps(data)


def test_a_value_good_for_one_combatant_is_checked_again_by_type_for_the_next() -> None:
    encounter_from_text(_yze_with([{"strength": 1}, {"strength": 1}]))  # reads
    with pytest.raises(EncounterFileError) as info:
        encounter_from_text(_yze_with([{"strength": 1}, {"strength": True}]))
    assert info.value.field is not None and info.value.field.startswith("combatants[1]")
    assert "strength" in info.value.field


def test_the_same_bad_value_is_refused_at_the_first_combatant_holding_it() -> None:
    with pytest.raises(EncounterFileError) as info:
        encounter_from_text(_yze_with([{}, {"agility": 99}, {"agility": 99}]))
    assert info.value.field is not None and info.value.field.startswith("combatants[1]")
