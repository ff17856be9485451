"""Tracks dock: the selected combatant's damage system, broken / dying / dead, armour and cover,
crits with time limits and healing days, death rolls, effects — model → view, view → model
(each edit one undo command), no write-back loop."""

from __future__ import annotations

import pytest

from core.dice import Dice
from gui.docks.combat_base import select_data, settle


@pytest.fixture
def dock(window):
    window.enc.dice = Dice(3)
    window.scene.select_only(window.scene.token_items["Guard"])
    settle()
    d = window.combat_docks.tracks
    assert d.name == "Guard"
    return d


def test_model_to_view_apply_damage(window, dock) -> None:
    c = window.enc.combat
    assert dock.track_labels["health"].text() == "7 / 7"
    c.apply_damage("Guard", 2, source="test")
    settle()
    assert dock.track_labels["health"].text() == "5 / 7"
    assert dock.track_bars["health"].current == 5
    c.apply_stress("Guard", 1, "test")
    settle()
    assert dock.track_labels["resolve"].text() == "2 / 3"
    assert window.undo_stack.count() == 2  # showing it wrote nothing back


def test_view_to_model_apply_is_one_command(window, dock) -> None:
    dock.amount_spin.setValue(3)
    before = window.undo_stack.count()
    dock.apply_button.click()
    assert window.enc.combat.damage_tracks("Guard")["health"] == (4, 7)
    assert window.undo_stack.count() == before + 1
    settle()
    assert dock.track_labels["health"].text() == "4 / 7"
    window.action_undo.trigger()
    settle()
    assert dock.track_labels["health"].text() == "7 / 7"
    assert window.undo_stack.index() == before


def test_minus_and_plus_buttons_nudge_through_the_core(window, dock) -> None:
    hurt, mend = dock.track_buttons["health"]
    hurt.click()
    assert window.enc.combat.damage_tracks("Guard")["health"] == (6, 7)
    mend.click()
    assert window.enc.combat.damage_tracks("Guard")["health"] == (7, 7)
    assert window.undo_stack.count() == 2


def test_broken_state_and_heal(window, dock) -> None:
    c = window.enc.combat
    c.apply_damage("Guard", 7, source="test", can_crit=False)
    settle()
    assert "BROKEN" in dock.state_label.text()
    assert dock.heal_button.isEnabled()
    select_data(dock.healer_combo, "Bruno Costa")
    before = window.undo_stack.count()
    dock.heal_button.click()
    assert window.undo_stack.count() == before + 1
    assert any(e.get("kind") in ("heal", "recovery") for e in window.enc.log[-3:]) or (
        window.enc.log[-1]["combatant"] in ("Guard", "Bruno Costa")
    )


def test_follows_selection_and_combo(window, dock) -> None:
    window.scene.select_only(window.scene.token_items["Clara Dias"])
    settle()
    assert dock.name == "Clara Dias"
    select_data(dock.combatant_combo, "Ghoul")
    dock.combatant_combo.activated.emit(dock.combatant_combo.currentIndex())
    assert dock.name == "Ghoul"
    assert "Ghoul" in dock.state_label.text()


def test_condition_system_checkboxes(window, dock) -> None:
    c = window.enc.combat
    select_data(dock.system_combo, "conditions")
    dock.system_combo.activated.emit(dock.system_combo.currentIndex())
    assert c.yze_setting("yze.damage_system") == "conditions"
    settle()
    boxes = dock.condition_boxes
    assert len(boxes) == 6 and not any(b.isChecked() for b in boxes.values())
    before = window.undo_stack.count()
    wounded = boxes["physical:Wounded"]
    wounded.click()  # the victim chooses which condition (not just the next one)
    assert window.undo_stack.count() == before + 1
    marked = [r["id"] for r in c.damage_tracks("Guard")["physical"] if r["marked"]]
    assert marked == ["wounded"]
    settle()
    assert wounded.isChecked()
    assert window.undo_stack.count() == before + 1  # re-ticking from the model wrote nothing


def test_attribute_system_shows_attributes(window, dock) -> None:
    window.enc.combat.set_yze_setting("yze.damage_system", "attribute_damage")
    settle()
    assert set(dock.track_bars) == {"strength", "agility", "wits", "empathy"}
    assert dock.attribute_combo.isVisibleTo(dock)
    select_data(dock.attribute_combo, "agility")
    dock.apply()
    assert window.enc.combat.damage_tracks("Guard")["attributes"]["agility"] == (2, 3)


def test_crits_time_limits_healing_days_and_death_roll(window, dock) -> None:
    c = window.enc.combat
    c.roll_crit("Guard", "physical", 31)  # Broken nose: −1 Observation/Persuasion, D6 days
    c.roll_crit("Guard", "physical", 52)  # Severed arm artery: lethal, a stretch, −1
    settle()
    texts = [dock.crit_list.item(i).text() for i in range(dock.crit_list.count())]
    assert any("Broken nose" in t and "heals in" in t and "day" in t for t in texts)
    lethal = next(t for t in texts if "Severed arm artery" in t)
    assert "LETHAL" in lethal and "time limit: a stretch" in lethal and "death rolls -1" in lethal
    assert "observation -1" in dock.crit_mods.text()
    assert "DYING" in dock.state_label.text()
    assert dock.death_button.isEnabled() and dock.stabilise_button.isEnabled()
    before = window.undo_stack.count()
    dock.death_button.click()
    assert window.undo_stack.count() == before + 1
    assert window.enc.log[-1]["kind"] in ("death_roll", "death") or any(
        e["kind"] == "death_roll" for e in window.enc.log[-3:]
    )


def test_death_roll_due_is_shown(window, dock) -> None:
    c = window.enc.combat
    c.roll_crit("Guard", "physical", 61)  # Ruptured jugular: lethal, a round
    settle()
    assert not dock.death_label.isVisibleTo(dock)
    c.draw_initiative()
    c.start_fight()
    while c.current_turn() != "Guard":
        c.next_turn()
    assert c.death_rolls_due("Guard")  # on the victim's next turn
    settle()
    assert dock.death_label.isVisibleTo(dock)
    assert "Death roll due now: Ruptured jugular" in dock.death_label.text()
    dock.death_button.click()
    settle()
    assert not c.death_rolls_due("Guard")
    assert not dock.death_label.isVisibleTo(dock)


def test_roll_crit_from_the_dock_with_entered_d66(window, dock) -> None:
    dock.d66_edit.setText("31")
    dock.crit_button.click()
    assert [i["name"] for i in window.enc.combat.injuries("Guard")] == ["Broken nose"]
    assert dock.d66_edit.text() == ""
    dock.d66_edit.setText("77")
    before = window.undo_stack.count()
    dock.crit_button.click()  # refused: not a D66 result
    assert window.undo_stack.count() == before
    assert window.statusBar().currentMessage()


def test_armour_cover_and_effects(window, dock) -> None:
    c = window.enc.combat
    dock.armour_spin.setValue(3)
    dock.armour_button.click()
    assert c.damage_tracks("Guard")["armour"]["rating"] == 3
    settle()
    assert "rating 3" in dock.armour_label.text()
    eid = c.add_effect("Guard", "Focus", unit="rounds", count=2, modifiers={"tests": 1})
    settle()
    assert "Focus" in dock.effects_list.item(0).text()
    dock.effects_list.setCurrentRow(0)
    dock.remove_effect_button.click()
    assert all(e["id"] != eid for e in c.effects_on("Guard"))


def test_dead_shows_dead(window, dock) -> None:
    window.enc.combat.kill("Guard", "a test")
    settle()
    assert "DEAD" in dock.state_label.text()
    assert not dock.apply_button.isEnabled()
    status = window.scene.token_items["Guard"].status
    assert status is not None and status.state == "dead"
