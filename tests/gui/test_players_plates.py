"""Zone names on the players' screen (issue 11): a name's plate shows only while it fits its zone
on screen at the view's zoom — decided by the GM map's own ``label_fits`` — and is decided again
when the view zooms or resizes and when a zone is revealed, renamed or reshaped. A name that
doesn't fit has no item at all."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from test_players_window import StubGM

from core import players as P
from core.encounter import Encounter
from core.resources import sample_encounter_path
from gui.map.units import SCALE
from gui.map.zone_item import label_fits
from gui.players.items import ZONE_LABEL_POINTS, LabelItem, plate_size
from gui.players.window import PlayersWindow

NARROW = "Narrow crawlway"


def _small_map() -> Encounter:
    """A hall 30 × 18 m, a crawlway 0.6 m wide beside it, a room 8 × 6 m under the hall."""
    enc = Encounter("yze")
    enc.map.add_zone("hall", name="Hall", polygon=[(0, 0), (30, 0), (30, 18), (0, 18)])
    enc.map.add_zone("crawl", name=NARROW, polygon=[(30, 0), (30.6, 0), (30.6, 18), (30, 18)])
    enc.map.add_zone("room", name="Room", polygon=[(0, 18), (8, 18), (8, 24), (0, 24)])
    P.reveal_zones(enc, ["hall", "crawl"])
    enc.history.clear()
    return enc


def _open(qtbot: Any, enc: Encounter, size: tuple[int, int] = (1280, 720)) -> PlayersWindow:
    gm = StubGM(enc)
    qtbot.addWidget(gm)
    gm.resize(900, 700)
    gm.show()
    w = PlayersWindow(gm)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    qtbot.wait(1)  # the fit after the resize
    return w


def _names(w: PlayersWindow) -> dict[str, str]:
    """Each zone whose name shows on the players' screen, and the name."""
    out = {}
    for zone_id, item in w.scene.zone_items.items():
        if item.label is not None:
            assert item.label.scene() is w.scene and item.label.isVisible()
            out[zone_id] = item.label.texts()[0]
    return out


def _plates_in_scene(w: PlayersWindow) -> int:
    return sum(
        1
        for i in w.scene.items()
        if isinstance(i, LabelItem) and i.parentItem() in w.scene.zone_items.values()
    )


@pytest.fixture
def small(qtbot: Any) -> PlayersWindow:
    return _open(qtbot, _small_map())


def test_a_name_too_big_for_its_zone_is_not_shown_and_has_no_item(small) -> None:
    zoom = small.map_view.zoom()
    assert 1 < zoom < 3  # the fitted zoom: the crawlway is ~20 px wide on screen
    assert _names(small) == {"hall": "Hall"}
    assert small.scene.zone_items["crawl"].label is None
    assert _plates_in_scene(small) == 1
    assert NARROW not in small.scene.texts() and "Hall" in small.scene.texts()


def test_the_decision_is_the_gm_maps_label_fits(small) -> None:
    for zoom in (0.5, small.map_view.zoom(), 9.0):
        small.map_view.show_rect(QRectF(0, 0, 1280 / zoom, 720 / zoom))
        zoom = small.map_view.zoom()
        for zone_id, item in small.scene.zone_items.items():
            name = small.scene.enc.map.name(zone_id)
            plate = QRectF(0, 0, *plate_size([name], ZONE_LABEL_POINTS))
            fits = label_fits(item.boundingRect(), plate, zoom)
            assert (item.label is not None) == fits, (zone_id, zoom)


def test_zooming_in_shows_the_name_and_fitting_again_hides_it(small) -> None:
    gm = small.main_window
    gm.view.fitInView(QRectF(29 * SCALE, 0, 3 * SCALE, 3 * SCALE))  # the GM looks closely
    small.set_camera("follow")
    assert small.map_view.zoom() > 8
    assert _names(small) == {"hall": "Hall", "crawl": NARROW}
    small.set_camera("fit")
    assert _names(small) == {"hall": "Hall"}
    assert _plates_in_scene(small) == 1


def test_a_smaller_window_hides_names_that_no_longer_fit(qtbot, small) -> None:
    P.reveal_zones(small.scene.enc, ["room"])
    assert _names(small) == {"hall": "Hall", "room": "Room"}
    small.resize(160, 100)
    qtbot.waitUntil(lambda: small.map_view.zoom() < 0.2, timeout=1000)
    assert _names(small) == {"hall": "Hall"}  # the room is ~30 px wide on screen
    small.resize(1280, 720)
    qtbot.waitUntil(lambda: small.map_view.zoom() > 1, timeout=1000)
    assert _names(small) == {"hall": "Hall", "room": "Room"}


def test_a_revealed_zone_gets_its_name_when_it_fits(small) -> None:
    P.reveal_zones(small.scene.enc, ["room"])
    assert _names(small) == {"hall": "Hall", "room": "Room"}
    small.scene.enc.undo()
    assert _names(small) == {"hall": "Hall"}


def test_a_revealed_zone_is_fitted_at_a_fixed_camera_too(small) -> None:
    small.set_camera("fixed")
    zoom = small.map_view.zoom()
    small.scene.enc.map.add_zone("nook", name="Nook", polygon=[(10, 5), (10.5, 5), (10.5, 5.5)])
    P.reveal_zones(small.scene.enc, ["nook"])
    assert small.map_view.zoom() == zoom and "nook" in small.scene.zone_items
    assert small.scene.zone_items["nook"].label is None
    small.scene.enc.map.update_zone("nook", polygon=[(10, 5), (20, 5), (20, 12), (10, 12)])
    assert _names(small)["nook"] == "Nook"


def test_a_rename_or_reshape_is_decided_again(small) -> None:
    enc = small.scene.enc
    P.reveal_zones(enc, ["room"])
    enc.map.update_zone("room", name="Great room")
    assert _names(small) == {"hall": "Hall", "room": "Great room"}
    enc.map.update_zone("room", name="The old storeroom of the north wing")
    assert "room" not in _names(small)  # too long for the room now
    enc.undo()
    assert _names(small) == {"hall": "Hall", "room": "Great room"}
    enc.reshape_zone("crawl", [(30, 0), (40, 0), (40, 18), (30, 18)])
    assert _names(small) == {"hall": "Hall", "room": "Great room", "crawl": NARROW}
    enc.undo()
    assert _names(small) == {"hall": "Hall", "room": "Great room"}


def test_every_name_of_the_sample_map_shows_at_a_normal_window_size(qtbot) -> None:
    enc = Encounter.load(sample_encounter_path())
    enc.followers.append(P.auto_reveal_follower)
    w = _open(qtbot, enc)
    revealed = set(w.scene.zone_items)
    assert len(revealed) >= 6
    assert _names(w) == {z: enc.map.name(z) for z in revealed}
    P.reveal_all(enc)
    assert set(w.scene.zone_items) == set(enc.map.zone_ids())
    assert _names(w) == {z: enc.map.name(z) for z in enc.map.zone_ids()}


def test_a_scene_no_view_has_sized_shows_every_name(small) -> None:
    from gui.players.scene import PlayersScene

    scene = PlayersScene()
    scene.set_encounter(small.scene.enc)
    assert scene.label_zoom is None
    assert sorted(scene.texts()) == ["Hall", NARROW]
