"""Initiative dock: cards in turn order, the current card highlighted, swaps by drag (refused
with the core's reason), draw / redraw / start, hidden cards, groups — model → view, view →
model, and one undo command per click."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from core.dice import Dice
from gui.docks.combat_base import select_data, settle
from gui.docks.initiative import CARD_MIME


@pytest.fixture
def dock(window):
    window.enc.dice = Dice(11)
    settle()
    return window.combat_docks.initiative


def keys_in_order(enc) -> list[str]:
    return [e["key"] for e in enc.combat.initiative_order()]


def test_model_to_view_cards_in_turn_order(window, dock) -> None:
    c = window.enc.combat
    assert dock.cards == [] and dock.empty_label.isVisibleTo(dock)
    c.draw_initiative()
    settle()
    assert [card.key for card in dock.cards] == keys_in_order(window.enc)
    assert not dock.empty_label.isVisibleTo(dock)
    assert dock.start_button.isEnabled() and not dock.next_turn_button.isEnabled()
    c.start_fight()
    settle()
    current = dock.current_card()
    assert current is not None and c.current_turn() in current.entry["names"]
    assert current.accessibleName().endswith("(current turn)")
    assert sum(card.current for card in dock.cards) == 1


def test_view_to_model_draw_start_next_one_command_each(window, dock) -> None:
    c, stack = window.enc.combat, window.undo_stack
    dock.draw_button.click()
    assert len(c.initiative_order()) == 6 and stack.count() == 1
    settle()  # the dock redraws once the core change is over: Start is enabled now
    dock.start_button.click()
    assert c.fight_started() and stack.count() == 2
    settle()
    first = dock.current_card().key
    dock.next_turn_button.click()
    settle()
    assert stack.count() == 3
    assert dock.current_card().key != first
    assert c.current_turn() in dock.current_card().entry["names"]
    settle()
    assert stack.count() == 3  # redrawing the cards pushed nothing


def test_next_turn_highlights_the_next_card(window, dock) -> None:
    c = window.enc.combat
    c.draw_initiative()
    c.start_fight()
    settle()
    order = keys_in_order(window.enc)
    assert dock.current_card().key == order[0]
    window.combat_docks.action_next_turn.trigger()
    settle()
    assert dock.current_card().key == order[1]
    assert dock.card(order[0]).entry["acted"]
    assert f"{c.current_turn()}'s turn" in dock.status.text()


def test_redraw_deals_again_before_the_fight(window, dock) -> None:
    c = window.enc.combat
    c.draw_initiative()
    settle()
    assert dock.redraw_button.isEnabled()
    before = window.undo_stack.count()
    assert dock.redraw()
    assert window.undo_stack.count() == before + 1
    assert window.enc.log[-1]["kind"] == "initiative"
    c.start_fight()
    settle()
    assert not dock.redraw_button.isEnabled()


def test_swap_refused_shows_the_core_reason(window, dock) -> None:
    c = window.enc.combat
    c.draw_initiative()
    c.start_fight()
    settle()
    order = keys_in_order(window.enc)
    before = window.undo_stack.count()
    # neither card is the current one: the dragged card's holder can't swap now
    src, dst = dock.card(order[2]), dock.card(order[3])
    who = src.entry["names"][0]
    expected = c.swap_refusal(who, dst.entry["group"] or dst.entry["names"][0])
    assert expected
    assert dock.swap_refusal(src.key, dst.key) == expected
    assert not dock.drop_card(src.key, dst.key)
    assert window.undo_stack.count() == before
    assert dock.notice.isVisibleTo(dock) and dock.notice.text() == expected
    assert expected in window.statusBar().currentMessage()


def test_swap_by_drag_and_drop_events(window, dock) -> None:
    c = window.enc.combat
    c.draw_initiative()
    c.start_fight()
    settle()
    order = keys_in_order(window.enc)
    mover = c.current_turn()
    src, dst = dock.card(order[0]), dock.card(order[-1])
    other = dst.entry["names"][0]
    mime = QMimeData()
    mime.setData(CARD_MIME, src.key.encode())
    pos = QPointF(dst.rect().center())
    enter = QDragEnterEvent(
        pos.toPoint(),
        Qt.DropAction.MoveAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(dst, enter)
    assert dst.drop_state == "ok"  # the core says this swap is fine
    drop = QDropEvent(
        pos,
        Qt.DropAction.MoveAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    before = window.undo_stack.count()
    QApplication.sendEvent(dst, drop)
    assert window.undo_stack.count() == before + 1
    assert c.current_turn() == other  # the other acts at once (TROCANDO A INICIATIVA)
    assert window.enc.log[-1]["kind"] == "swap" or any(
        e["kind"] == "swap" for e in window.enc.log[-3:]
    )
    settle()
    assert other in dock.current_card().entry["names"]
    assert dock.card_of(mover).entry["received_this_round"] is False
    window.action_undo.trigger()
    settle()
    assert c.current_turn() == mover
    assert mover in dock.current_card().entry["names"]


def test_dragging_onto_the_current_card_swaps_too(window, dock) -> None:
    c = window.enc.combat
    c.draw_initiative()
    c.start_fight()
    settle()
    order = keys_in_order(window.enc)
    later = dock.card(order[-1]).entry["names"][0]
    assert dock.drop_card(order[-1], order[0])  # either way round: the current card swaps
    assert c.current_turn() == later


def test_refused_drop_hover_marks_the_card(window, dock) -> None:
    c = window.enc.combat
    c.draw_initiative()
    c.start_fight()
    settle()
    order = keys_in_order(window.enc)
    src, dst = dock.card(order[2]), dock.card(order[3])
    mime = QMimeData()
    mime.setData(CARD_MIME, src.key.encode())
    enter = QDragEnterEvent(
        QPoint(5, 5),
        Qt.DropAction.MoveAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(dst, enter)
    assert dst.drop_state == "refused"
    assert dst.toolTip() == dock.swap_refusal(src.key, dst.key)


def test_card_menu_swaps_without_dragging(window, dock) -> None:
    c = window.enc.combat
    c.draw_initiative()
    c.start_fight()
    settle()
    order = keys_in_order(window.enc)
    menu = dock.card_menu(order[-1])
    swap = next(a for a in menu.actions() if a.objectName() == "actionCardSwap")
    assert swap.isEnabled()
    other = dock.card(order[-1]).entry["names"][0]
    swap.trigger()
    assert c.current_turn() == other


def test_hidden_mode_both_ways(window, dock) -> None:
    c = window.enc.combat
    c.draw_initiative()
    settle()
    before = window.undo_stack.count()
    dock.hidden_box.click()  # view → model
    assert dock.hidden_mode() is True
    assert window.undo_stack.count() == before + 1
    settle()
    assert all(card.entry["hidden"] for card in dock.cards)
    assert all(card.accessibleName().startswith("A face-down card") for card in dock.cards)
    c.set_hidden_initiative(False)  # model → view
    settle()
    assert not dock.hidden_box.isChecked()
    assert window.undo_stack.count() == before + 2  # the box didn't write back
    assert not any(card.entry["hidden"] for card in dock.cards)


def test_face_down_cards_do_not_give_the_order_away(window, dock) -> None:
    c = window.enc.combat
    c.set_hidden_initiative(True)
    c.draw_initiative()
    settle()
    shown = [card.entry["names"] for card in dock.cards]
    assert shown == sorted(shown)  # by name, not by card


def test_groups_show_members_in_order_and_reorder(window, dock, monkeypatch) -> None:
    c = window.enc.combat
    monkeypatch.setattr(dock, "ask_group", lambda names: ("Cultists", ["Ghoul", "Cult Leader"]))
    assert dock.group_button.isEnabled()
    assert dock.make_group()
    assert c.group_members("Cultists") == ["Ghoul", "Cult Leader"]
    c.draw_initiative()
    settle()
    card = dock.card_of("Ghoul")
    assert card.entry["group"] == "Cultists"
    assert [r["name"] for r in card.rows] == ["Ghoul", "Cult Leader"]
    menu = dock.card_menu(card.key)
    earlier = next(a for a in menu.actions() if a.text() == "Cult Leader acts earlier")
    earlier.trigger()
    settle()
    assert c.group_members("Cultists") == ["Cult Leader", "Ghoul"]
    assert [r["name"] for r in dock.card_of("Ghoul").rows] == ["Cult Leader", "Ghoul"]


def test_surprise_pick_then_newcomer_joins(window, dock) -> None:
    c = window.enc.combat
    settle()
    assert dock.outside.isVisibleTo(dock) and dock.pick_button.isEnabled()
    select_data(dock.outside_combo, "Guard")
    dock.pick_spin.setValue(1)
    assert dock.pick_card()
    assert c.card_of("Guard") == (1, 1)
    settle()
    assert dock.outside_combo.findData("Guard") < 0
    dock.draw()
    c.start_fight()
    assert c.current_turn() == "Guard"
    window.enc.add_combatant("Rat", zone="yard", side="npc")
    settle()
    assert dock.outside.isVisibleTo(dock) and dock.join_button.isEnabled()
    select_data(dock.outside_combo, "Rat")
    before = window.undo_stack.count()
    assert dock.join()
    assert window.undo_stack.count() == before + 1
    settle()
    assert dock.card_of("Rat") is not None and not dock.outside.isVisibleTo(dock)


def test_pips_on_cards_follow_spending(window, dock) -> None:
    c = window.enc.combat
    c.draw_initiative()
    c.start_fight()
    name = c.current_turn()
    settle()
    row = next(r for r in dock.current_card().rows if r["name"] == name)
    assert row["marks"] == ("slow", "fast")
    window.enc.spend(name, {"fast": 1})
    settle()
    row = next(r for r in dock.current_card().rows if r["name"] == name)
    assert row["marks"] == ("slow", "spent")
