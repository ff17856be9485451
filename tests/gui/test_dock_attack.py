"""Attack helper dock: the dice and every modifier with its source, read from the map; allowed
or the core's reason; Attack (with Block) rolls, logs and shows the result as one undo step."""

from __future__ import annotations

import pytest

from core.dice import Dice
from gui.docks.combat_base import select_data, settle


@pytest.fixture
def dock(window):
    window.enc.dice = Dice(5)
    settle()
    return window.combat_docks.attack


def rows(dock) -> list[tuple[str, str, str]]:
    t = dock.modifiers
    out = []
    for r in range(t.rowCount()):
        cells = [t.item(r, col) for col in range(3)]
        out.append(tuple(c.text() if c is not None else "" for c in cells))
    return out


def choose(combo, data) -> None:
    assert select_data(combo, data), data
    combo.activated.emit(combo.currentIndex())


def choose_weapon(dock, weapon_id: str) -> None:
    assert dock.select_weapon(weapon_id), weapon_id
    dock.weapon_combo.activated.emit(dock.weapon_combo.currentIndex())


def test_lists_range_modifiers_from_the_map(window, dock) -> None:
    dock.prepare("Ana Ferreira", "Guard")
    choose_weapon(dock, "pistol")
    table = rows(dock)
    medium = [r for r in table if r[0] == "Medium range"]
    assert medium and medium[0][1] == "-1" and "ranged_modifiers" in medium[0][2]
    assert any(r[0] == "Pistol bonus" and r[1] == "+2" for r in table)
    # the closed door between the Main Hall and the Courtyard: not allowed, and why
    assert "Not allowed" in dock.verdict.text() and "door" in dock.verdict.text().lower()
    assert not dock.attack_button.isEnabled()
    assert "d6" in dock.dice_label.text()
    assert "6 is a success" in dock.rule_label.text()


def test_map_change_updates_the_modifiers(window, dock) -> None:
    dock.prepare("Ana Ferreira", "Ghoul")
    choose_weapon(dock, "pistol")
    assert any("Dark zone" in r[0] for r in rows(dock))
    window.enc.map.update_zone("cellar", features=set())  # the GM lights the cellar
    settle()
    assert not any("Dark zone" in r[0] for r in rows(dock))


def test_flags_add_modifiers_without_commands(window, dock) -> None:
    dock.prepare("Ana Ferreira", "Guard")
    choose_weapon(dock, "pistol")
    before = window.undo_stack.count()
    dock.flag_widgets["unseen"].setChecked(True)
    assert any(r[0] == "Target unseen" and r[1] == "-2" for r in rows(dock))
    assert window.undo_stack.count() == before  # previewing changes nothing


@pytest.fixture
def guards_turn(window):
    c = window.enc.combat
    c.draw_initiative()
    c.start_fight()
    while c.current_turn() != "Guard":
        c.next_turn()
    settle()
    return c


def test_attack_rolls_logs_and_shows_the_result(window, dock, guards_turn) -> None:
    assert dock.attacker == "Guard"  # follows the turn
    dock.prepare(None, "Bruno Costa")
    assert dock.target == "Bruno Costa"
    assert "Allowed" in dock.verdict.text(), dock.verdict.text()
    assert dock.block_box is not None and dock.block_box.isEnabled()
    dock.block_box.setChecked(True)
    log_before = len(window.enc.log)
    before = window.undo_stack.count()
    dock.attack_button.click()
    assert window.undo_stack.count() == before + 1  # roll, block and damage: one step
    new = window.enc.log[log_before:]
    assert any(e["kind"] == "attack" for e in new)
    assert any(e["kind"] == "block" for e in new)
    assert dock.result_frame.isVisibleTo(dock)
    text = dock.result_label.text()
    assert ("HIT" in text) or ("MISS" in text)
    assert "Bruno Costa: block" in text  # the opposed roll is shown
    settle()
    assert window.undo_stack.count() == before + 1
    window.action_undo.trigger()
    settle()
    assert not dock.result_frame.isVisibleTo(dock)  # the attack was undone


def test_open_roll_then_accept(window, dock, guards_turn) -> None:
    dock.prepare(None, "Bruno Costa")
    dock.open_box.setChecked(True)
    dock.attack_button.click()
    assert dock.push_button.isVisibleTo(dock) and dock.accept_button.isVisibleTo(dock)
    assert not dock.attack_button.isEnabled()
    dock.accept_button.click()
    assert not dock.push_button.isVisibleTo(dock)
    assert "pending" not in dock.result_label.text().lower()


def test_refused_attack_shows_the_reason(window, dock) -> None:
    dock.prepare("Ana Ferreira", "Guard")
    before = window.undo_stack.count()
    assert not dock.attack()  # the core refuses (not Ana's turn, door, range …)
    assert window.undo_stack.count() == before
    assert window.statusBar().currentMessage()


def test_action_list_attack_opens_the_helper(window, dock, guards_turn) -> None:
    panel = window.combat_docks.initiative.actions
    settle()
    assert panel.actor == "Guard"
    seen = []
    panel.attack_requested.connect(lambda a, t: seen.append((a, t)))
    before = window.undo_stack.count()
    assert panel.take("melee_attack")
    assert seen == [("Guard", "")]
    assert window.undo_stack.count() == before  # no action spent: the helper will
    assert dock.attacker == "Guard"


def test_unavailable_runner_gives_a_disabled_state(window, dock, monkeypatch) -> None:
    monkeypatch.setattr(type(dock), "available", lambda self: False)
    dock.refresh_now()
    assert dock.unavailable.isVisibleTo(dock)
    assert not dock.attack_button.isEnabled()
    assert not dock.attacker_combo.isEnabled()
