"""The players' screen follows a move without redrawing the whole map (issue 11: on the stress
map a drop with the players' window open took ~290 ms, a tenth of it in the GM's preview):

- a change that leaves the map and the fog alone (a move, a turn) leaves the zone and border
  items be, and their bounds aren't measured again;
- the same revealed area is not fitted in the view again (a fit repaints the whole view);
- the GM's preview of the players' window waits for a pause in the changes as long as five
  times its last picture took, and never longer than its cap."""

from __future__ import annotations

import time
from typing import Any

import pytest
from PySide6.QtWidgets import QWidget
from test_players_plates import _open
from test_players_window import _bound

from core.encounter import Encounter
from core.resources import sample_encounter_path
from gui import players_controls as PC
from gui.players.window import PlayersWindow


@pytest.fixture
def enc() -> Encounter:
    return _bound(Encounter.load(sample_encounter_path()))


@pytest.fixture
def players(qtbot: Any, enc: Encounter) -> PlayersWindow:
    return _players_window(qtbot, enc)


def _players_window(qtbot: Any, enc: Encounter) -> PlayersWindow:
    return _open(qtbot, enc)  # the plates tests' own: a stub GM, the window at 1280 × 720


def _counting(monkeypatch: pytest.MonkeyPatch, owner: Any, name: str) -> list[int]:
    calls: list[int] = []
    real = getattr(owner, name)

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(owner, name, counted)
    return calls


def _a_move(enc: Encounter) -> tuple[str, str]:
    """A PC's move into a neighbouring zone they may enter without a roll."""
    for c in enc.combatants():
        if c.side != "pc":
            continue
        for zone in enc.map.neighbours(c.zone):
            check = enc.check_move(c.name, zone)
            if check.allowed and not check.roll_details:
                return c.name, zone
    raise AssertionError("no free move on the sample")


def test_a_move_leaves_zones_and_borders_be_and_a_door_does_not(players, enc, monkeypatch):
    scene = players.scene
    name, zone = _a_move(enc)
    home = enc.combatant(name).zone
    enc.place(name, zone)  # what the PC sees from either zone is revealed for good now
    enc.place(name, home)
    shown = dict(scene.zone_items)
    borders = _counting(monkeypatch, scene, "_sync_borders")
    rects = _counting(monkeypatch, scene, "_zones_rect")
    fits = _counting(monkeypatch, players.map_view, "fitInView")
    enc.move(name, zone)  # under the rules: nothing new to reveal, nothing new on the map
    assert scene.token_items[name].token.zone == zone  # the token did follow
    assert borders == [] and rects == [] and fits == []
    assert scene.zone_items == shown
    door = next(b for b in enc.map.borders() if b.is_passage and b.state != "locked")
    enc.map.toggle_door(door.a, door.b)
    assert borders  # a border changed: they are brought in line


def test_the_same_area_is_fitted_once_and_again_after_a_resize(players, qtbot, monkeypatch):
    view = players.map_view
    fits = _counting(monkeypatch, view, "fitInView")
    rect = players.scene.visible_rect()
    view.show_rect(rect)
    view.show_rect(rect)
    assert fits == []  # the window had fitted it already
    players.resize(1000, 600)
    qtbot.waitUntil(lambda: len(fits) >= 1, timeout=2000)
    zoom = view.zoom()
    view.show_rect(rect.adjusted(0, 0, 400, 0))
    assert len(fits) == 2 and view.zoom() < zoom  # a wider area: fitted, smaller


class SlowSource(QWidget):
    """A stand-in players' window whose picture takes ``seconds``."""

    def __init__(self, seconds: float) -> None:
        super().__init__()
        self.seconds = seconds
        self.grabs = 0

    def grab(self, *args: Any) -> Any:
        self.grabs += 1
        time.sleep(self.seconds)
        return super().grab(*args)


def _preview_of(qtbot: Any, source: SlowSource) -> PC.PlayersPreviewDock:
    """A shown preview dock picturing ``source``, once it has taken its first picture."""
    dock = PC.PlayersPreviewDock()
    qtbot.addWidget(dock)
    dock.show()
    qtbot.addWidget(source)
    dock.set_source(source)
    assert dock._timer.interval() == PC.PREVIEW_DELAY_MS  # nothing pictured yet
    qtbot.waitUntil(lambda: source.grabs == 1, timeout=2000)
    return dock


def test_the_preview_waits_for_a_pause_as_long_as_five_times_its_picture(qtbot) -> None:
    dock = _preview_of(qtbot, SlowSource(0.05))
    assert dock.delay_ms >= 5 * 50  # the picture took 50 ms or more
    dock.schedule()
    first = dock._timer.remainingTime()
    assert first > PC.PREVIEW_DELAY_MS
    qtbot.wait(100)
    dock.schedule()  # a change while waiting: the wait starts again
    assert dock._timer.remainingTime() > first - 50


def test_the_preview_is_pictured_within_its_cap_while_changes_keep_coming(qtbot) -> None:
    source = SlowSource(0.0)
    dock = _preview_of(qtbot, source)
    dock.delay_ms = 10_000  # a picture that took two seconds
    started = time.monotonic()
    while source.grabs == 1 and time.monotonic() - started < 6:
        dock.schedule()  # a change every 50 ms
        qtbot.wait(50)
    assert source.grabs == 2
    assert time.monotonic() - started <= PC.PREVIEW_MAX_WAIT_MS / 1000 + 0.5


def test_plates_and_tokens_are_drawn_once_then_copied(enc, qtbot, monkeypatch) -> None:
    from PySide6.QtGui import QPixmapCache

    from gui.players.items import LabelItem, TokenShape
    from gui.players.window import PICTURES_KIB

    drawn: list[Any] = []  # the items drawn, in turn
    for cls in (LabelItem, TokenShape):  # before any is drawn: PySide6 keeps the first
        real = cls.paint  # override of a virtual it meets

        def paint(self: Any, *args: Any, _real: Any = real) -> None:
            drawn.append(self)
            _real(self, *args)

        monkeypatch.setattr(cls, "paint", paint)
    players = _players_window(qtbot, enc)
    assert QPixmapCache.cacheLimit() >= PICTURES_KIB
    viewport = players.map_view.viewport()
    viewport.repaint()
    assert {type(i) for i in drawn} == {LabelItem, TokenShape}
    drawn.clear()
    viewport.repaint()  # the whole view again: every plate and token copied, none drawn
    players.grab()  # and the GM's preview's picture of the window
    assert drawn == []
