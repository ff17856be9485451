"""Out-of-turn attacks by clicks in the Attack dock (seed 000): an overwatch shot (VIGILÂNCIA,
with the opposed roll when both hold overwatch), the free attack after a retreat failed by
dragging the token (RECUAR) and a full-auto burst up to the supply roll (FOGO TOTALMENTE
AUTOMÁTICO). The dock shows each option only when the core says it applies."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox
from qt_helpers import at

from core.encounter import Encounter
from core.rules.yze import attacks as A
from core.rules.yze import initiative as I
from gui.docks.combat_base import settle

STATS: dict[str, Any] = {
    "strength": 4,
    "agility": 3,
    "wits": 3,
    "empathy": 3,
    "mobility": 2,
    "melee": 2,
    "ranged": 2,
    "observation": 2,
}
PEOPLE = (  # name, side, zone, weapons
    ("Ana", "pc", "a", ["pistol", "knife"]),
    ("Bo", "pc", "a", ["knife"]),
    ("Rat", "npc", "b", ["knife", "pistol"]),
    ("Boss", "npc", "c", ["rifle"]),
)


def _square(x: float) -> list[tuple[float, float]]:
    return [(x, 0.0), (x + 12.0, 0.0), (x + 12.0, 12.0), (x, 12.0)]


def build(order: Iterable[str]) -> Encounter:
    """Three open zones in a row (Yard, Barn, Loft); the fight started in ``order``."""
    enc = Encounter(ruleset="yze", seed=8, name="Farm")
    for i, (zid, name) in enumerate((("a", "Yard"), ("b", "Barn"), ("c", "Loft"))):
        enc.map.add_zone(zid, name=name, polygon=_square(12.0 * i))
    enc.map.add_border("a", "b", kind="open")
    enc.map.add_border("b", "c", kind="open")
    for name, side, zone, weapons in PEOPLE:
        enc.add_combatant(name, zone=zone, side=side, stats={**STATS, "weapons": weapons})
    for card, name in enumerate(order, start=1):
        I.choose_card(enc, name, card)
    I.start_fight(enc)
    enc.history.clear()
    return enc


def force(enc: Encounter, faces: Iterable[int]) -> None:
    left = list(faces)

    def die(sides: int) -> int:
        assert left, "the code rolled more dice than the test forced"
        return left.pop(0)

    enc.dice.die = die  # type: ignore[method-assign]


def box(dock, flag: str) -> QCheckBox:
    w = dock.findChild(QCheckBox, f"attackFlag_{flag}")
    assert w is not None, flag
    return w


def tick(qtbot, dock, flag: str) -> None:
    w = box(dock, flag)
    assert w.isVisible() and w.isEnabled(), flag
    w.click()  # (the dock may have scrolled it out of a mouse's reach)
    settle()
    assert w.isChecked()


def pick(dock, attacker: str, target: str, weapon: str) -> None:
    dock.prepare(attacker, target)
    assert dock.select_weapon(weapon)
    dock.weapon_combo.activated.emit(dock.weapon_combo.currentIndex())
    settle()


def click_attack(qtbot, dock) -> None:
    assert dock.attack_button.isEnabled(), dock.verdict.text()
    qtbot.mouseClick(dock.attack_button, Qt.MouseButton.LeftButton)
    settle()


@pytest.fixture
def dock_of(make_window):
    def make(enc: Encounter) -> tuple[Any, Any]:
        window = make_window(enc)
        settle()
        dock = window.combat_docks.attack
        dock.show()
        settle()
        return window, dock

    return make


def test_an_overwatch_shot_from_the_dock(qtbot, dock_of) -> None:
    enc = build(["Ana", "Rat", "Bo", "Boss"])
    enc.combat.take_overwatch("Ana", "b")
    enc.combat.next_turn()  # the Rat's turn
    _window, dock = dock_of(enc)
    pick(dock, "Ana", "Rat", "pistol")
    assert "turn" in dock.verdict.text()  # not Ana's turn …
    assert not box(dock, "free").isVisible() and not box(dock, "burst").isVisible()
    assert not box(dock, "duel").isVisible()  # the Rat holds no overwatch
    tick(qtbot, dock, "overwatch")  # … but she holds overwatch towards the Barn
    click_attack(qtbot, dock)
    assert enc.actions_spent("Ana") == {"fast": 1, "slow": 1}  # the shot is the slow action
    assert A.in_overwatch(enc, "Ana")  # the shot keeps it
    assert "Ana" in dock.result_label.text() and "Rat" in dock.result_label.text()


def test_both_in_overwatch_roll_first_and_the_dock_shows_it(qtbot, dock_of) -> None:
    enc = build(["Ana", "Rat", "Bo", "Boss"])
    enc.combat.take_overwatch("Ana", "b")
    enc.combat.next_turn()
    enc.combat.take_overwatch("Rat", "a", weapon_id="pistol")
    enc.combat.next_turn()  # Bo's turn: both shoot from overwatch
    _window, dock = dock_of(enc)
    pick(dock, "Ana", "Rat", "pistol")
    tick(qtbot, dock, "overwatch")
    tick(qtbot, dock, "duel")
    # the opposed Ranged Combat roll (Ana 3 + 2 dice, the Rat 3 + 2): Ana rolls a six
    force(enc, [6] + [3] * 4 + [3] * 5 + [3] * 20)
    click_attack(qtbot, dock)
    text = dock.result_label.text()
    assert "Overwatch duel" in text and "Ana shoots first" in text
    assert any("Overwatch duel" in e["text"] for e in enc.log)


def test_a_free_attack_after_a_failed_retreat_dragged_on_the_map(qtbot, dock_of, modals) -> None:
    enc = build(["Bo", "Rat", "Ana", "Boss"])
    enc.place("Rat", "a")
    enc.engage("Bo", "Rat")
    enc.history.clear()
    window, dock = dock_of(enc)
    modals.roll_results = [False]  # the Mobility roll fails
    assert window.scene.drop_token("Bo", at(18, 6))  # into the Barn
    assert enc.combatant("Bo").zone == "b"  # the retreater still moves
    settle()
    assert "Rat → Bo" in dock.out_of_turn_label.text()
    pick(dock, "Rat", "Bo", "knife")
    assert not dock.attack_button.isEnabled()  # not the Rat's turn, and Bo has gone
    tick(qtbot, dock, "free")
    block = dock.block_box
    assert block is None or not block.isEnabled()  # it can't be blocked
    click_attack(qtbot, dock)
    assert enc.actions_spent("Rat") == {}  # no action of the Rat's
    assert any("free attack on Bo's failed retreat" in e["text"] for e in enc.log)
    settle()
    assert not box(dock, "free").isVisible()  # one attack, used
    assert not dock.out_of_turn_label.isVisible()
    window.action_undo.trigger()
    settle()
    assert enc.combat.free_attacks_owed("Rat") == ["Bo"]  # the attack undone: owed again


def test_a_full_auto_burst_then_the_supply_roll(qtbot, dock_of) -> None:
    enc = build(["Boss", "Ana", "Bo", "Rat"])
    A.set_weapon(enc, {**A.weapon(enc, "rifle"), "full_auto": True, "firearm": True})
    A.set_ammo(enc, "Boss", "rifle", supply=4)
    enc.history.clear()
    _window, dock = dock_of(enc)
    pick(dock, "Boss", "Rat", "rifle")
    assert not box(dock, "burst").isVisible()
    if not dock.flags_toggle.isChecked():
        dock.flags_toggle.click()  # unfold the situational options
    tick(qtbot, dock, "full_auto")
    for n in (1, 2, 3):
        pool = A.attack_options(enc, "Boss", "Rat", "rifle").pool
        force(enc, [6] + [3] * (pool - 1) + ([1, 3, 3, 3] if n == 3 else []))  # a hit each
        click_attack(qtbot, dock)
        assert "HIT" in dock.result_label.text()
        if n < 3:
            assert f"may fire again ({n + 1} of 3)" in dock.result_label.text()
            if n == 1:
                tick(qtbot, dock, "burst")
            assert box(dock, "burst").isVisible()
    assert enc.actions_spent("Boss") == {"slow": 1}  # one slow action for the burst
    assert "supply roll" in dock.result_label.text()  # after the third attack
    assert not box(dock, "burst").isVisible()
