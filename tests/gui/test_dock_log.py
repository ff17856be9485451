"""Combat log dock: every entry of ``enc.log`` (newest at the bottom, a header per round),
follows new entries, shrinks on undo, exports Markdown."""

from __future__ import annotations

import pytest

from core.dice import Dice
from gui.docks.combat_base import settle


@pytest.fixture
def dock(window):
    window.enc.dice = Dice(9)
    settle()
    return window.combat_docks.log


def test_new_entries_appear_at_the_bottom(window, dock) -> None:
    c = window.enc.combat
    assert dock.model.rowCount() == 0
    c.draw_initiative()
    c.start_fight()
    settle()
    texts = dock.model.texts()
    assert texts[0] == "Round 1"
    assert texts[-1].endswith(window.enc.log[-1]["text"])
    assert len([t for t in texts if t != "Round 1"]) == len(window.enc.log)
    c.skip_to_next_round()
    settle()
    assert "Round 2" in dock.model.texts()
    assert dock.model.texts()[-1].endswith(window.enc.log[-1]["text"])
    assert f"{len(window.enc.log)} entries" in dock.count_label.text()


def test_moves_swaps_and_rolls_are_logged(window, dock) -> None:
    c = window.enc.combat
    c.draw_initiative()
    c.start_fight()
    first, last = c.initiative_order()[0], c.initiative_order()[-1]
    window.combat_docks.initiative.drop_card(first["key"], last["key"])
    settle()
    kinds = [dock.model.data(dock.model.index(i), 256) for i in range(dock.model.rowCount())]
    assert "swap" in kinds
    assert any(t.startswith("⇄") for t in dock.model.texts())


def test_autoscroll_follows_unless_the_gm_scrolled_up(window, dock) -> None:
    dock.resize(dock.width(), 150)
    enc = window.enc
    for i in range(40):
        enc.add_log("note", f"Entry number {i} with some words to wrap a little.")
    settle()
    bar = dock.view.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    bar.setValue(0)  # the GM reads back
    enc.add_log("note", "One more.")
    settle()
    assert bar.value() == 0
    bar.setValue(bar.maximum())
    enc.add_log("note", "And another.")
    settle()
    assert bar.value() == bar.maximum()


def test_undo_removes_rows(window, dock) -> None:
    c = window.enc.combat
    c.draw_initiative()
    settle()
    n = dock.model.rowCount()
    assert n > 0
    window.action_undo.trigger()
    settle()
    assert dock.model.rowCount() == 0
    window.action_redo.trigger()
    settle()
    assert dock.model.rowCount() == n


def test_export_markdown_writes_the_file(window, dock, tmp_path) -> None:
    c = window.enc.combat
    c.draw_initiative()
    c.start_fight()
    target = tmp_path / "fight"
    written = dock.export_markdown(target)
    assert written == tmp_path / "fight.md" and written.exists()
    text = written.read_text(encoding="utf-8")
    assert text.startswith("# Combat log")
    assert "## Round 1" in text and window.enc.log[-1]["text"].split()[0] in text
    assert "exported" in window.statusBar().currentMessage()


def test_export_button_asks_for_a_file(window, dock, tmp_path, monkeypatch) -> None:
    from PySide6.QtWidgets import QFileDialog

    chosen = tmp_path / "log.md"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(chosen), ""))
    )
    dock.export_button.click()
    assert chosen.exists()


def test_unwritable_export_is_a_message(window, dock, tmp_path) -> None:
    assert dock.export_markdown(tmp_path / "missing" / "log.md") is None
    assert "Could not write" in window.statusBar().currentMessage()
