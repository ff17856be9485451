"""d20's optional one-initiative-roll-per-NPC-group (seed 003) as a Settings menu checkbox."""

from __future__ import annotations

from typing import Any

from core.encounter import Encounter
from core.resources import resources_dir

KEY = "d20.opponent_initiative_per_group"


def _d20() -> Encounter:
    return Encounter.load(resources_dir() / "samples" / "sample_d20.zkenc")


def test_the_setting_is_ticked_in_the_menu_and_undone_in_one_step(make_window: Any) -> None:
    w = make_window(_d20())
    act = w.action_d20_group_initiative
    assert act.isVisible() and not act.isChecked()
    act.trigger()
    assert w.enc.ruleset.settings[KEY] is True
    w.undo_stack.undo()
    assert not w.enc.ruleset.settings.get(KEY)
    assert not act.isChecked()  # the menu follows the undo


def test_the_d20_setting_is_hidden_under_other_rulesets(window: Any) -> None:
    assert window.enc.ruleset.name != "d20"
    assert not window.action_d20_group_initiative.isVisible()
