"""Model → view, view → model, and no write-back loop (one edit = one undo command)."""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand


def test_model_to_view(window) -> None:
    enc, scene, dock = window.enc, window.scene, window.properties_dock
    scene.select_only(scene.zone_items["office"])
    enc.map.update_zone("office", name="Study", features={"dark"})
    assert scene.zone_items["office"].label.name == "Study"
    assert scene.zone_items["office"].zone.is_dark
    assert dock.zone_name.text() == "Study"
    assert dock.zone_features["dark"].isChecked()
    enc.update_combatant("Ana Ferreira", stance="prone")
    assert scene.token_items["Ana Ferreira"].combatant.stance == "prone"
    enc.map.update_border("yard", "gate", kind="wall")
    assert scene.border_items[("gate", "yard")].border.kind == "wall"


def test_view_to_model_is_one_command_and_no_loop(window, monkeypatch) -> None:
    enc, scene, dock = window.enc, window.scene, window.properties_dock
    pushed: list[str] = []
    original = window.undo_stack.push

    def spy(cmd: QUndoCommand) -> None:
        pushed.append(cmd.text())
        original(cmd)

    monkeypatch.setattr(window.undo_stack, "push", spy)
    scene.select_only(scene.zone_items["office"])
    dock.zone_name.setText("Study")
    dock.zone_name.editingFinished.emit()
    dock.zone_name.editingFinished.emit()  # Return then focus-out: still one change
    assert enc.map.zone("office").name == "Study"
    assert len(pushed) == 1
    assert window.undo_stack.count() == 1
    window.action_undo.trigger()
    assert dock.zone_name.text() == "Office"
    assert window.undo_stack.count() == 1 and window.undo_stack.index() == 0
    assert len(pushed) == 1  # refreshing the dock wrote nothing back


def test_command_sink_goes_through_the_window_stack(window) -> None:
    enc = window.enc
    enc.next_round()
    assert window.undo_stack.count() == 1
    assert window.undo_stack.undoText() == "Round 2"
    assert not enc.history.can_undo  # the core's own stack is bypassed
