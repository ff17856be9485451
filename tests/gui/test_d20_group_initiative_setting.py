"""d20's optional one-initiative-roll-per-NPC-group (seed 003, "Iniciativa dos Oponentes") is a
setting the GM changes in Settings ▸ Ruleset settings…"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QMenu

from core.encounter import Encounter
from core.resources import resources_dir
from gui.ruleset_settings import RulesetSettingsDialog

KEY = "d20.opponent_initiative_per_group"


def _d20() -> Encounter:
    return Encounter.load(resources_dir() / "samples" / "sample_d20.zkenc")


def test_group_initiative_is_ticked_in_the_ruleset_settings(make_window: Any, qtbot: Any) -> None:
    w = make_window(_d20())
    settings_menu = w.findChild(QMenu, "menuSettings")
    assert w.action_ruleset_settings in settings_menu.actions()
    dlg = RulesetSettingsDialog(w, w.enc)
    qtbot.addWidget(dlg)
    box = dlg.findChild(QCheckBox, "setting_" + KEY.replace(".", "_"))
    assert box is not None and not box.isChecked()
    dlg.show()
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().topLeft() + QPoint(6, 6))
    assert box.isChecked()
    assert dlg.apply()
    assert w.enc.ruleset.settings[KEY] is True
    w.undo_stack.undo()  # one undo step
    assert not w.enc.ruleset.settings.get(KEY)


def _npc_rolls(enc: Encounter) -> list[set[str]]:
    npcs = {c.name for c in enc.combatants() if c.side == "npc"}
    return [set(e["names"]) for e in enc.combat.roll_initiative() if npcs & set(e["names"])]


def test_npc_groups_roll_apart_once_the_setting_is_on(make_window: Any) -> None:
    """The sample's fighting NPCs: a guard (group "guards") and a cult leader (group "cult")."""
    assert _npc_rolls(_d20()) == [{"Guard", "Cult Leader"}]  # one roll for all the opponents
    w = make_window(_d20())
    dlg = RulesetSettingsDialog(w, w.enc)
    dlg.editors[KEY].setChecked(True)  # type: ignore[attr-defined]
    assert dlg.apply()
    rolls = _npc_rolls(w.enc)
    assert sorted(rolls, key=sorted) == [{"Cult Leader"}, {"Guard"}]  # a roll per group
