"""The built-in sample read unchecked before the first paint (issue 11: start-up) is the very
encounter the checked read gives, and the unchecked read loads no pydantic and no other ruleset."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from pydantic import BaseModel

from core import file_models
from core.io import TRUSTED_DEFAULTS, encounter_from_dict, encounter_to_dict, load_encounter
from core.resources import resources_dir

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = sorted((resources_dir() / "samples").glob("sample_*.zkenc"))
MODELS = {
    "": file_models.EncounterModel,
    "map": file_models.MapModel,
    "map.zones": file_models.ZoneModel,
    "map.borders": file_models.BorderModel,
    "map.background": file_models.ImageModel,
    "combatants": file_models.CombatantModel,
    "round": file_models.RoundModel,
    "players": file_models.PlayersModel,
}


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.stem)
def test_an_unchecked_sample_is_the_checked_one(path: Path) -> None:
    unchecked = load_encounter(path, checked=False)
    assert encounter_to_dict(unchecked) == encounter_to_dict(load_encounter(path))
    assert unchecked.path == path and not unchecked.history.can_undo


@pytest.mark.parametrize("part", sorted(MODELS))
def test_the_unchecked_defaults_are_the_models_defaults(part: str) -> None:
    declared = {
        key: field.default
        for key, field in MODELS[part].model_fields.items()
        if not field.is_required()
    }
    assert set(declared) == set(TRUSTED_DEFAULTS[part])
    for key, default in declared.items():
        if isinstance(default, BaseModel):  # a nested part: its own defaults fill it in
            inner = {**TRUSTED_DEFAULTS[f"{part}.{key}".lstrip(".")], **TRUSTED_DEFAULTS[part][key]}
            assert default.model_dump() == inner
        else:
            assert TRUSTED_DEFAULTS[part][key] == default, key


def test_an_unchecked_file_keeps_what_it_left_out_at_the_defaults() -> None:
    data = {
        "format": "zonekeeper-encounter",
        "schema_version": 1,
        "ruleset": "yze",
        "map": {
            "zones": [{"id": "a", "name": "A", "polygon": [[0, 0], [4, 0], [4, 4], [0, 4]]}],
            "borders": [],
        },
        "combatants": [{"name": "Ana", "side": "pc", "zone": "a", "position": [1, 1]}],
        "players": {"hidden": ["Ana"]},
    }
    checked, unchecked = encounter_from_dict(data), encounter_from_dict(data, checked=False)
    assert encounter_to_dict(unchecked) == encounter_to_dict(checked)
    assert unchecked.combatant("Ana").stance == "standing" and unchecked.round.number == 1
    assert unchecked.players.hidden == {"Ana"}


def test_reading_the_sample_unchecked_loads_no_pydantic_no_qt_no_other_ruleset() -> None:
    code = (
        "import sys; from core.io import load_encounter; "
        "from core.resources import sample_encounter_path as s; "
        "load_encounter(s(), checked=False); "
        "others = ('core.rules.brp', 'core.rules.ww2', 'core.rules.d20', 'core.rules.pulp2d6'); "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pydantic', 'PySide6') "
        "or m.startswith(others)))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
