"""The attack helper works its situational options and the attacker's weapons out again only
when a change may have touched them: not after a drop or its undo (the weapon table was asked
twice on each), but after a sheet's weapons change, a weapon is drawn, a rename, and their
undo and redo — and it always shows what working everything out again shows."""

from __future__ import annotations

from typing import Any

import pytest
from qt_helpers import at

from core.characters import equip
from gui.docks import attack
from gui.docks.combat_base import select_data, settle


@pytest.fixture
def dock(window):
    settle()
    d = window.combat_docks.attack
    d.prepare("Ana Ferreira", "Guard")
    settle()
    return d


def _shown(dock) -> tuple[Any, ...]:
    combo = dock.weapon_combo
    weapons = [(combo.itemText(i), combo.itemData(i)) for i in range(combo.count())]
    flags = sorted(dock.flag_widgets)
    ammo = dock.flag_widgets.get("ammo_dice")
    dice = [ammo.itemData(i) for i in range(ammo.count())] if ammo is not None else []
    return weapons, combo.currentData(), flags, dice


def _as_worked_out_again(dock) -> None:
    shown = _shown(dock)
    dock._arms_known = False
    dock.refresh_now()
    assert _shown(dock) == shown


def _count_asks(monkeypatch, window) -> list[str]:
    asked: list[str] = []
    runner = type(window.enc.combat)
    for name in ("attack_flags", "weapon_choices"):
        real = getattr(runner, name)

        def counting(self, *a, _real=real, _name=name, **k):
            asked.append(_name)
            return _real(self, *a, **k)

        monkeypatch.setattr(runner, name, counting)
    return asked


def test_a_drop_and_its_undo_leave_the_weapons_alone(window, dock, monkeypatch) -> None:
    asked = _count_asks(monkeypatch, window)
    assert window.scene.drop_token("Ana Ferreira", at(19, 14))
    settle()
    window.undo_stack.undo()
    settle()
    assert dock.refresh_count and not asked
    _as_worked_out_again(dock)


def test_a_sheets_weapons_change_its_undo_and_redo_are_shown(window, dock) -> None:
    field = dock._weapon_field()
    carried = {dock.weapon_combo.itemData(i) for i in range(dock.weapon_combo.count())}
    new = next(i.id for i in field.items if i.id not in carried)
    equip(window.enc, "Ana Ferreira", field.id, new)
    settle()
    assert dock.weapon_combo.findData(new) >= 0
    _as_worked_out_again(dock)
    window.undo_stack.undo()
    settle()
    assert dock.weapon_combo.findData(new) < 0
    window.undo_stack.redo()
    settle()
    assert dock.weapon_combo.findData(new) >= 0
    _as_worked_out_again(dock)


def test_a_drawn_weapon_and_a_rename_are_shown(window, dock) -> None:
    before = _shown(dock)
    other = next(d for _t, d in before[0] if d not in ("", attack.OTHER_WEAPON))
    window.enc.combat.draw_weapon("Ana Ferreira", other, spend=False)
    settle()
    assert _shown(dock) != before and dock.weapon_combo.itemData(0) == ""  # now in hand
    assert other not in [d for _t, d in _shown(dock)[0]]
    _as_worked_out_again(dock)
    window.undo_stack.undo()
    settle()
    assert _shown(dock) == before
    window.enc.update_combatant("Ana Ferreira", name="Ana F.")
    settle()
    assert dock.attacker == "Ana F." and _shown(dock)[0] == before[0]
    _as_worked_out_again(dock)


def test_a_cancelled_other_weapon_goes_back_to_the_weapon_in_hand(dock, monkeypatch) -> None:
    monkeypatch.setattr(attack, "ask_weapon", lambda *a, **k: None)
    assert select_data(dock.weapon_combo, attack.OTHER_WEAPON)
    dock.weapon_combo.activated.emit(dock.weapon_combo.currentIndex())
    assert dock.weapon_combo.currentData() == ""
