"""2d6 pulp vehicle combat from the Attack dock: the choices (who the enemy's fire hits, which
enemy weapon, destroyed or disabled) are the runner's FlagSpec choice lists, rendered by the
dock and sent alike to the preview and the attack (seed 004 "COMBATE EN VEHÍCULOS")."""

from __future__ import annotations

from typing import Any

import pytest

from core.encounter import Encounter
from core.resources import resources_dir
from gui.docks.combat_base import select_data, settle


def _window(make_window: Any) -> Any:
    pytest.importorskip("core.rules.pulp2d6")
    enc = Encounter.load(resources_dir() / "samples" / "sample_pulp2d6.zkenc")
    zone = enc.combatant("Ana Ferreira").zone
    enc.combat.add_vehicle("car", "Car", zone, side="pc")
    enc.combat.add_vehicle("truck", "Truck", zone, armed=True)
    c = enc.combat
    c.start_fight()
    while c.current_turn() != "Ana Ferreira":
        c.next_turn()
    return make_window(enc)


def _rig(enc: Encounter, *faces: int) -> None:
    queue = list(faces)
    enc.dice.die = lambda sides: queue.pop(0)  # type: ignore[method-assign]


def test_the_dock_sends_the_vehicle_choices(make_window: Any) -> None:
    window = _window(make_window)
    dock = window.combat_docks.attack
    settle()
    dock.prepare("Ana Ferreira", "Truck")
    combo = dock.flag_widgets["hit_on"]
    assert combo.objectName() == "attackFlag_hit_on" and combo.accessibleName()
    assert [combo.itemData(i) for i in range(combo.count())] == ["attacker", "attacker's vehicle"]
    assert "hit_on" not in dock.options()  # the default is not sent
    assert select_data(combo, "attacker's vehicle")
    combo.activated.emit(combo.currentIndex())
    wreck = dock.flag_widgets["wreck"]
    assert select_data(wreck, "disabled")
    wreck.activated.emit(wreck.currentIndex())
    assert dock.options() == {"hit_on": "attacker's vehicle", "wreck": "disabled"}
    assert "hits Car" in dock.notes_label.text(), dock.notes_label.text()
    assert dock.attack_button.isEnabled(), dock.verdict.text()
    before = window.undo_stack.count()
    _rig(window.enc, 1, 1, 1, 1, 2)  # a low roll: the truck's 3d6 = 4 lands on the car
    dock.attack_button.click()
    settle()
    assert window.enc.combat.current_pv("Car") == 1
    assert window.undo_stack.count() == before + 1
