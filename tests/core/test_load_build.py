"""Opening a file builds what it always built: borders made in one go equal borders made field
by field, and the stat checks that remember verdicts across combatants still refuse each bad
value where it stands (a value's type counts: True is not the number 1)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from core.io import EncounterFileError, encounter_from_text
from core.openings import make_opening
from core.zonemap import Border

SAMPLES = Path(__file__).resolve().parents[2] / "resources" / "samples"


@pytest.mark.parametrize(
    "values",
    [
        ("a", "b", "door", "closed", 5, None, 0, False, (), None),
        ("a", "c", "wall", "open", 3, "steel", 2, True, (make_opening("window"),), None),
        ("b", "c", "link", "open", 5, None, 0, False, (), "ladder"),
    ],
)
def test_a_border_made_in_one_go_is_the_same_border(values: tuple) -> None:
    made, plain = Border._of(*values), Border(*values)
    assert made == plain and hash(made) == hash(plain) and repr(made) == repr(plain)
    assert dataclasses.asdict(made) == dataclasses.asdict(plain)
    assert vars(made) == vars(plain)  # every field, nothing else
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.kind = "open"  # type: ignore[misc]


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
