"""A zone's label gets its item only when it shows or is asked for, and its text is measured only
when a cheap bound can't already tell it won't fit (``ZoneItem.label_fits``): the answer is the
measured one's, the label shows where it would have, and a rename or reshape is seen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from core.zonemap import Zone
from gui.map.zone_item import ZoneItem, ZoneLabelItem, label_fits

NAMES = ["Zone 123", "iiii", "WWWW WWW", "Ação", "ﬁﬂ office", "Hall", "", "x", "Sala de jantar"]


@pytest.mark.parametrize("name", NAMES)
def test_the_cheap_bound_answers_as_the_measured_label(qapp, name: str) -> None:
    for w, h in ((1, 1), (2, 1.5), (4, 3), (8, 6), (30, 20)):
        for features in ([], ["dark"], ["cluttered", "cramped"]):
            zone = Zone("z", name, ((0, 0), (w, 0), (w, h), (0, h)), frozenset(features))
            item = ZoneItem(zone, 0, 0.001)  # its label hidden: no item, not measured
            box = ZoneLabelItem.measure(name, features)
            for zoom in (0.05, 0.09, 0.2, 0.5, 1.0, 3.0):
                item._set_label_text(name, features, False)  # not measured yet
                assert item._lbox is None
                assert item.label_fits(zoom) == label_fits(item.boundingRect(), box, zoom)


def test_a_label_too_small_at_open_has_no_item_and_shows_when_zoomed_in(window) -> None:
    scene, view = window.scene, window.view
    view.zoom_by(0.05)
    scene._rebuild()  # the map built at this zoom (as a map reset does)
    items = scene.zone_items
    unmade = [z for z, i in items.items() if i._label is None]
    assert unmade and all(not items[z].label_fits(scene.view_zoom) for z in unmade)
    view.zoom_by(40)
    shown = [z for z in unmade if items[z].label_fits(scene.view_zoom)]
    assert shown
    for zone_id in shown:
        item = items[zone_id]
        assert item._label is not None and item.label.isVisible()
        assert item.label.pos() == item._label_point(item.zone)
        name, features, _ = item._label_text
        assert item.label.boundingRect() == ZoneLabelItem.measure(name, features)


def test_a_renamed_zone_measures_its_new_name(window) -> None:
    scene, enc = window.scene, window.enc
    item = scene.zone_items["kitchen"]
    zoom = scene.view_zoom
    assert item.label_fits(zoom)
    enc.map.update_zone("kitchen", name="K" * 80)
    assert not item.label_fits(zoom)
    assert not item.label.isVisible()
    enc.map.update_zone("kitchen", name="Kitchen")
    assert item.label_fits(zoom) and item.label.isVisible()
    assert item.label.boundingRect() == ZoneLabelItem.measure("Kitchen", item.label.features)
    assert isinstance(item.label.pos(), QPointF)
