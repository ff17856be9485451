"""The roll dialog: shows what the core asked, rolls a YZE pool, returns the GM's verdict."""

from __future__ import annotations

import random

from core.movement import RollNeeded
from gui.dialogs import AddCombatantDialog, RollDialog, dice_pool

ROLL = RollNeeded(
    "Mobility",
    "entering cluttered zone Courtyard",
    "you get in but fall prone",
    "cluttered",
    zone="yard",
)


def test_pool_from_stats() -> None:
    assert dice_pool("Mobility", {"agility": 4, "mobility": 2}) == (6, "Agility 4 + Mobility 2")
    assert dice_pool("Mobility", {}) is None
    assert dice_pool("Juggling", {"agility": 4}) is None


def test_roll_dice_and_choose(qtbot, sample) -> None:
    dlg = RollDialog(None, sample.combatant("Ana Ferreira"), ROLL, rng=random.Random(1))
    qtbot.addWidget(dlg)
    texts = " ".join(lbl.text() for lbl in dlg.findChildren(type(dlg.dice_label)))
    assert "entering cluttered zone Courtyard" in texts and "fall prone" in texts
    dice = dlg.roll()
    assert len(dice) == 6 and all(1 <= d <= 6 for d in dice)
    verdict = dlg.verdict_label.text()
    assert ("Success" in verdict) == (6 in dice)
    assert not dlg.roll_button.isEnabled()
    dlg.failed_button.click()
    assert dlg.result_value is False


def test_roll_without_stats(qtbot, sample) -> None:
    sample.update_combatant("Ghoul", stats={})
    dlg = RollDialog(None, sample.combatant("Ghoul"), ROLL)
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
