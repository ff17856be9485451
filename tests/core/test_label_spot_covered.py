"""core.overlaps.label_spot when tokens leave no free room in the zone (opening the stress
encounter raised GEOS's "Empty input is not supported" from polylabel)."""

from __future__ import annotations

from shapely.geometry import box

from core.overlaps import label_spot


def test_a_zone_covered_by_a_tokens_clearance_keeps_the_usual_spot() -> None:
    zone = box(0, 0, 1, 1)  # a 1 m cell with a token in its middle, 1 m clearance
    spot = label_spot(zone, [], [(0.5, 0.5)], (0.6, 0.3), (0.05, 0.05), 1.0)
    assert spot == (0.05, 0.05)


def test_a_zone_with_room_left_puts_the_label_there() -> None:
    zone = box(0, 0, 10, 2)
    x, y = label_spot(zone, [], [(0.5, 1.0)], (1.0, 0.5), (0.1, 0.1), 1.0)
    assert x >= 1.5 - 1e-6 and zone.covers(box(x, y, x + 1.0, y + 0.5))
