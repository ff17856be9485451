"""Theatre of the mind in the window: zones added by name (no drawing), linked by name, laid out,
then a round: a token dropped on a card moves under the rules, sight follows the borders."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QInputDialog

from core import theatre
from core.encounter import Encounter
from gui.map.units import to_scene


def _build(make_window: Any, monkeypatch: Any) -> Any:
    w = make_window(Encounter(ruleset="yze"))
    answers = iter(["Bar", "Street"])
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (next(answers), True))
    w.theatre.action_add_zone.trigger()  # the first card turns theatre of the mind on
    w.theatre.action_add_zone.trigger()
    assert w.enc.map.theatre and w.theatre.action_toggle.isChecked()
    assert w.theatre.add_zone("Cellar") == "cellar"
    picks = iter(["Bar", "Street", "open"])
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: (next(picks), True))
    w.theatre.action_link.trigger()
    assert w.theatre.link("street", "cellar", "door", "closed")
    return w


def test_build_link_lay_out_and_play(make_window, monkeypatch, qtbot) -> None:
    w = _build(make_window, monkeypatch)
    enc = w.enc
    assert set(w.scene.zone_items) == {"bar", "street", "cellar"}
    assert enc.map.has_border("bar", "street") and enc.map.border("street", "cellar").kind == "door"
    enc.add_combatant("Ana", zone="bar")
    enc.add_combatant("Cy", zone="cellar", side="npc")
    w.theatre.layout_actions["circular"].trigger()
    assert enc.map.zone("bar").contains(enc.combatant("Ana").position)
    assert enc.range_band("Ana", "Cy") == "long"
    street = theatre.centre_of(enc.map, "street")
    assert w.scene.drop_token("Ana", to_scene(street))  # a move onto the Street card
    assert enc.combatant("Ana").zone == "street"
    assert enc.range_band("Ana", "Cy") == "medium"
    sight = enc.line_of_sight("Ana", "Cy")
    assert not sight.clear and sight.blocking_border == ("cellar", "street")
    enc.map.toggle_door("street", "cellar")
    enc.set_doorway("Ana", "street", "cellar")
    assert enc.line_of_sight("Ana", "Cy").clear
    w.grab().save("/tmp/theatre_window.png")


def test_bad_input_loses_nothing(make_window, monkeypatch) -> None:
    w = _build(make_window, monkeypatch)
    before = len(w.enc.map)
    assert w.theatre.add_zone("   ") is None
    assert not w.theatre.link("bar", "bar", "open")  # refused with the core's reason
    assert not w.theatre.link("bar", "street", "open")  # already linked
    assert len(w.enc.map) == before
    w.action_undo.trigger()  # the last good step: the cellar door
    assert not w.enc.map.has_border("street", "cellar")


def test_theatre_toggle_is_one_undo_step(make_window) -> None:
    w = make_window(Encounter(ruleset="yze"))
    w.theatre.action_toggle.trigger()
    assert w.enc.map.theatre
    w.action_undo.trigger()
    w.theatre.refresh()
    assert not w.enc.map.theatre and not w.theatre.action_toggle.isChecked()
    assert not w.theatre.action_link.isEnabled()
