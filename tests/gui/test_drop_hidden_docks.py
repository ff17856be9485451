"""What a drop repaints: a dock the GM can't see (a tab behind another) is not redrawn, and shows
exactly what a fresh redraw shows the moment its tab comes to the front; the mover's token marks
are set with the drop's undo step (one map paint); the forms repainted in part show what they
hold."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from core.encounter import Encounter
from gui.docks.combat_base import settle, tabbed_away
from gui.map.units import to_scene


def neighbour(enc: Encounter, name: str) -> Any:
    """A point in a zone next to ``name``'s through an open border (no roll), or None."""
    here = enc.combatant(name).zone
    for border in enc.map.borders_of(here):
        if border.kind == "open":
            check = enc.check_move(name, border.other(here))
            if check.allowed and not check.roll_details:
                return to_scene(enc.map.zone(border.other(here)).anchor())
    return None


def a_mover(window: Any) -> tuple[str, Any]:
    enc = window.enc
    engaged = {n for pair in enc.engaged_pairs() for n in pair}
    for c in enc.combatants():
        target = neighbour(enc, c.name) if c.name not in engaged else None
        if target is not None:
            return c.name, target
    pytest.skip("no combatant can step next door without a roll")


def properties_show(dock: Any) -> tuple[Any, ...]:
    box = dock.combatant_doorway
    return (
        dock.combatant_title.text(),
        dock.combatant_actions.text(),
        [(box.itemText(i), box.itemData(i)) for i in range(box.count())],
        box.currentIndex(),
    )


def test_the_properties_tab_behind_catches_up_when_shown(window: Any) -> None:
    props, tracks = window.properties_dock, window.combat_docks.tracks
    name, target = a_mover(window)
    props.show_combatant(name)
    tracks.raise_()
    settle()
    if not tabbed_away(props):
        pytest.skip("the properties are not a tab behind another dock in this layout")
    before = properties_show(props)
    assert window.scene.drop_token(name, target)
    QCoreApplication.processEvents()
    assert props.stale and properties_show(props) == before  # nobody sees it: not redrawn
    props.raise_()
    QCoreApplication.processEvents()
    assert not props.stale
    shown = properties_show(props)
    assert shown != before  # the title names the new zone
    props.refresh()
    assert properties_show(props) == shown
    tracks.raise_()
    window.undo_stack.undo()
    settle()  # catches up the docks tabbed away, as before a screenshot
    assert not props.stale and properties_show(props) == before


def test_the_properties_in_front_redraw_on_a_drop(window: Any) -> None:
    props = window.properties_dock
    name, target = a_mover(window)
    props.show_combatant(name)
    props.raise_()
    settle()
    assert not tabbed_away(props)
    before = properties_show(props)
    assert window.scene.drop_token(name, target)
    QCoreApplication.processEvents()
    assert not props.stale and properties_show(props) != before


def test_a_drop_sets_the_movers_marks_with_its_undo_step(window: Any) -> None:
    """The token marks a drop touched are set once its undo step is taken (so the map paints
    the moved token and its marks at once), and so are an undo's; what they show equals a fresh
    work-out, and the coalesced refresh after finds nothing left to do."""
    from gui.docks.pips import token_status

    enc, scene = window.enc, window.scene
    name, target = a_mover(window)
    settle()
    before = scene.token_items[name].status
    assert window.scene.drop_token(name, target)  # no event processed yet
    now = scene.token_items[name].status
    assert now == token_status(enc, name) != before  # the move spent an action
    assert not window.combat_docks.token_status._pending
    window.undo_stack.undo()
    assert scene.token_items[name].status == token_status(enc, name) == before
    settle()
    assert scene.token_items[name].status == before
    window.undo_stack.redo()
    assert scene.token_items[name].status == now


def on_screen_as_drawn_afresh(window: Any, dock: Any) -> bool:
    """What the window's backing store holds for ``dock`` (painted bit by bit) equals the dock
    rendered afresh."""
    from PySide6.QtWidgets import QApplication

    rect = dock.geometry()
    shown = (
        QApplication.primaryScreen()
        .grabWindow(window.winId(), rect.x(), rect.y(), rect.width(), rect.height())
        .toImage()
    )
    return shown == dock.grab().toImage().convertToFormat(shown.format())


def test_the_attack_and_tracks_forms_repainted_in_part_show_what_they_hold(window: Any) -> None:
    """The attack helper's and the tracks' forms repaint only what moved or came into view when
    they grow or shrink (another target's modifiers, another combatant's tracks): what the
    screen shows equals the docks drawn afresh after each change."""
    docks = window.combat_docks
    docks.tracks.raise_()
    docks.attack.raise_()
    settle()
    names = [c.name for c in window.enc.combatants()]
    rows = set()
    for name in names + names[:1]:  # other targets and tracks: other heights
        docks.attack.prepare(None, name)
        docks.tracks.show_combatant(name)
        settle()
        QCoreApplication.processEvents()
        rows.add(docks.attack.modifiers.height())
        assert on_screen_as_drawn_afresh(window, docks.attack), name
        assert on_screen_as_drawn_afresh(window, docks.tracks), name
    assert len(rows) > 1  # the form did grow and shrink
    name, target = a_mover(window)
    assert window.scene.drop_token(name, target)
    settle()
    QCoreApplication.processEvents()
    assert on_screen_as_drawn_afresh(window, docks.attack)
    assert on_screen_as_drawn_afresh(window, docks.tracks)
