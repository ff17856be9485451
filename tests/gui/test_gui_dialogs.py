"""The roll dialog: shows what the core asked, rolls the ruleset's dice (logged), or logs the GM's
word for a roll made at the table."""

from __future__ import annotations

import pytest

from core.dice import Dice
from core.movement import RollNeeded
from core.rules.runner import RollSpec
from gui.dialogs import AddCombatantDialog, RollDialog

ROLL = RollNeeded(
    "Mobility",
    "entering cluttered zone Courtyard",
    "you get in but fall prone",
    "cluttered",
    zone="yard",
)


@pytest.fixture
def pool_spec(sample, monkeypatch):
    """A ruleset roll spec of 6 d6 for Ana (whatever the ruleset itself says today)."""
    spec = RollSpec("Mobility", "pool", "6d6: Agility 4 + Mobility 2", count=6, sides=6)
    monkeypatch.setattr(type(sample.combat), "roll_spec", lambda self, name, skill: spec)
    sample.dice = Dice(1)
    return spec


def test_roll_dice_and_choose(qtbot, sample, pool_spec) -> None:
    dlg = RollDialog(None, sample, "Ana Ferreira", ROLL)
    qtbot.addWidget(dlg)
    texts = " ".join(lbl.text() for lbl in dlg.findChildren(type(dlg.dice_label)))
    assert "entering cluttered zone Courtyard" in texts and "fall prone" in texts
    assert "Agility 4 + Mobility 2" in dlg.pool_label.text()
    log_len = len(sample.log)
    dice = dlg.roll()
    assert len(dice) == 6 and all(1 <= d <= 6 for d in dice)
    verdict = dlg.verdict_label.text()
    assert ("Success" in verdict) == (6 in dice)
    assert not dlg.roll_button.isEnabled()
    assert sample.log[log_len]["kind"] == "roll"  # the core logged it
    (dlg.succeeded_button if 6 in dice else dlg.failed_button).click()
    assert dlg.result_value is (6 in dice)
    assert len(sample.log) == log_len + 1  # confirming logs nothing twice


def test_roll_without_stats(qtbot, sample) -> None:
    sample.update_combatant("Ghoul", stats={})
    dlg = RollDialog(None, sample, "Ghoul", ROLL)
    qtbot.addWidget(dlg)
    assert not dlg.roll_button.isEnabled()
    dlg.succeeded_button.click()
    assert dlg.result_value is True


def test_add_combatant_dialog_values(qtbot, sample) -> None:
    dlg = AddCombatantDialog(None, sample, zone="cellar")
    qtbot.addWidget(dlg)
    dlg.name_edit.setText("Rat")
    dlg.side_combo.setCurrentIndex(1)
    assert dlg.values() == ("Rat", "npc", "cellar")
