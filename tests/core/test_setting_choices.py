"""Closed-set settings are declared as such under every ruleset (issue 8: the settings form shows
them as drop-downs, and the loader refuses a value outside them)."""

from __future__ import annotations

import pytest

from core.encounter import Encounter
from core.io import EncounterFileError, encounter_from_dict, encounter_to_dict

RULESETS = ["yze", "brp", "ww2", "d20", "pulp2d6"]
CLOSED = {
    "d20": ["d20.actions_per_turn", "d20.flat_footed_ends", "d20.scene_end"],
    "pulp2d6": ["pulp2d6.npc_turns", "pulp2d6.npc_at_zero_pv"],
    "ww2": ["ww2.prone_exposure_from_flank"],
}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_default_is_one_of_its_choices(ruleset) -> None:
    rs = Encounter(ruleset).ruleset
    defaults = rs.default_settings()
    for key, choices in rs.setting_choices().items():
        assert key in defaults, key
        assert defaults[key] in choices, key


@pytest.mark.parametrize(("ruleset", "keys"), CLOSED.items())
def test_named_closed_sets_are_declared_and_enforced_at_load(ruleset, keys) -> None:
    enc = Encounter(ruleset)
    assert set(keys) <= set(enc.ruleset.setting_choices())
    data = encounter_to_dict(enc)
    data["ruleset_settings"][keys[0]] = "sometimes"
    with pytest.raises(EncounterFileError, match=keys[0].split(".")[1]):
        encounter_from_dict(data)
