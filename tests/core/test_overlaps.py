"""core.overlaps: a proposed zone outline classified against the map, cut to fit, nested zones."""

from __future__ import annotations

import pytest
from shapely.geometry import Polygon

from core.overlaps import (
    classify,
    cut_to_fit,
    inner_zones,
    label_spot,
    overlap_question,
    overlapping_pairs,
)
from core.zonemap import MapError, ZoneMap
from tests.core.zk_helpers import rect


@pytest.fixture
def farm() -> ZoneMap:
    """Kitchen 4×5 m with a 2×2 m cellar inside, a hall east of it."""
    m = ZoneMap()
    m.add_zone("kitchen", name="Kitchen", polygon=rect(0, 0, 4, 5))
    m.add_zone("hall", name="Hall", polygon=rect(4, 0, 7, 8))
    m.add_zone("cellar", name="Cellar", polygon=rect(1, 1, 3, 3))
    return m


def test_clear_and_touching(farm: ZoneMap) -> None:
    assert classify(farm, rect(20, 20, 22, 22)).kind == "clear"
    touch = classify(farm, rect(7, 0, 9, 4))
    assert touch.kind == "touching" and touch.touching == ("hall",) and touch.allowed
    corner = classify(farm, rect(7, 8, 9, 9))  # only a corner in common
    assert corner.kind == "touching" and corner.touching == ("hall",)


def test_inside_a_zone_is_allowed_innermost_first(farm: ZoneMap) -> None:
    pit = classify(farm, rect(1.5, 1.5, 2.5, 2.5))
    assert pit.kind == "inside" and pit.allowed
    assert pit.outer == ("cellar", "kitchen")
    # a nook against the kitchen's own wall is still inside it
    nook = classify(farm, rect(0, 4, 1, 5))
    assert nook.kind == "inside" and nook.outer == ("kitchen",)


def test_containing_zones_is_allowed(farm: ZoneMap) -> None:
    yard = classify(farm, rect(-1, -1, 8, 9))
    assert yard.kind == "contains" and yard.allowed
    assert set(yard.inner) == {"kitchen", "hall", "cellar"}


def test_partial_overlap_is_not_allowed(farm: ZoneMap) -> None:
    over = classify(farm, rect(3, 6, 6, 7))  # reaches into the hall only
    assert over.kind == "partial" and not over.allowed and over.partial == ("hall",)
    both = classify(farm, rect(2, 4, 6, 6))
    assert set(both.partial) == {"kitchen", "hall"}
    assert overlap_question(farm, "Porch", both) in (
        "Porch overlaps Kitchen and Hall.",
        "Porch overlaps Hall and Kitchen.",
    )


def test_the_same_outline_twice_is_an_overlap(farm: ZoneMap) -> None:
    twin = classify(farm, rect(4, 0, 7, 8))
    assert twin.kind == "partial" and twin.partial == ("hall",)
    with pytest.raises(MapError, match="Nothing is left"):
        cut_to_fit(farm, rect(4, 0, 7, 8))


def test_reshaped_zone_does_not_overlap_itself(farm: ZoneMap) -> None:
    grown = classify(farm, rect(4, 0, 8, 8), exclude="hall")
    assert grown.kind == "touching" and "hall" not in grown.touching


def test_cut_to_fit_removes_the_neighbours_only(farm: ZoneMap) -> None:
    cut = cut_to_fit(farm, rect(2, 5, 6, 10))  # under the kitchen, into the hall
    shape = Polygon(cut)
    assert shape.area == pytest.approx(4 * 5 - 2 * 3)  # 2..6 × 5..10 minus the hall's 4..6 × 5..8
    assert classify(farm, cut).kind == "touching"
    # a room drawn inside the kitchen across the cellar: the cellar is cut away, the kitchen
    # around it stays
    nook = cut_to_fit(farm, rect(2, 2, 4, 5))
    assert Polygon(nook).area == pytest.approx(2 * 3 - 1)
    assert classify(farm, nook).kind == "inside"


def test_cut_refused_when_it_splits_or_leaves_a_sliver(farm: ZoneMap) -> None:
    with pytest.raises(MapError, match="2 pieces"):
        cut_to_fit(farm, rect(5, -1, 6, 9))  # across the hall: a piece each side
    with pytest.raises(MapError, match="sliver"):
        cut_to_fit(farm, rect(3.9, 6, 6, 7))  # 0.1 m left of the hall
    assert cut_to_fit(farm, rect(20, 20, 21, 21)) == tuple(rect(20, 20, 21, 21))


def test_inner_zones_and_overlapping_pairs(farm: ZoneMap) -> None:
    assert inner_zones(farm) == {"kitchen": ("cellar",)}
    assert overlapping_pairs(farm) == []
    farm.add_zone("porch", name="Porch", polygon=rect(3, 6, 5, 7))  # a loaded overlap
    assert overlapping_pairs(farm) == [("hall", "porch")]


def test_zone_at_gives_the_innermost_zone(farm: ZoneMap) -> None:
    assert farm.zone_at((2, 2)) == "cellar"
    assert farm.zone_at((0.5, 4)) == "kitchen"
    assert farm.zone_at((1, 2)) == "cellar"  # on the cellar's outline
    farm.add_zone("pit", name="Pit", polygon=rect(1.5, 1.5, 2, 2))
    assert farm.zone_at((1.7, 1.7)) == "pit"


def test_label_spot_keeps_the_usual_spot_when_free() -> None:
    kitchen = Polygon(rect(0, 0, 4, 5))
    assert label_spot(kitchen, [], [], (1.5, 0.5), (0.2, 0.2), 0.5) == (0.2, 0.2)


def test_label_spot_avoids_nested_zones_and_tokens() -> None:
    kitchen = Polygon(rect(0, 0, 10, 10))
    cellar = Polygon(rect(0, 0, 5, 5))  # under the usual top-left spot
    x, y = label_spot(kitchen, [cellar], [], (2, 1), (0.2, 0.2), 0.5)
    placed = Polygon(rect(x, y, x + 2, y + 1))
    assert kitchen.covers(placed) and not placed.intersects(cellar)
    token = (1.0, 0.5)
    x, y = label_spot(kitchen, [], [token], (2, 1), (0.2, 0.2), 0.8)
    placed = Polygon(rect(x, y, x + 2, y + 1))
    assert placed.distance(Polygon(rect(0.2, 0.2, 1.8, 0.8)).centroid) > 0.8
    assert kitchen.covers(placed)


def test_a_nested_zones_border_is_its_outline_inside_the_outer_zone(farm: ZoneMap) -> None:
    loop = farm.shared_edge("kitchen", "cellar")  # the cellar touches no kitchen wall
    assert loop is not None and loop.is_closed and loop.length == pytest.approx(8)
    assert farm.zones_touching("kitchen") == ["hall"]  # no border drawn by accident
    farm.join_zones("kitchen", "cellar", "hatch")
    assert farm.border("cellar", "kitchen").kind == "hatch"
    farm.add_zone("nook", name="Nook", polygon=rect(0, 4, 1, 5))  # in the kitchen's corner
    inner_sides = farm.shared_edge("kitchen", "nook")
    assert inner_sides is not None and not inner_sides.is_closed
    assert inner_sides.length == pytest.approx(2)  # off the kitchen's own walls
    assert set(inner_sides.coords) == {(0, 4), (1, 4), (1, 5)}


def test_label_spot_stays_in_a_zone_too_small_to_dodge() -> None:
    cellar = Polygon(rect(0, 0, 2, 2))
    token = (1.0, 1.0)  # in the middle: no room for a 2.5 m label beside it
    assert label_spot(cellar, [], [token], (2.5, 0.6), (0.2, 0.2), 0.8) == (0.2, 0.2)


def test_a_token_put_in_the_kitchen_stands_outside_its_cellar() -> None:
    from core.encounter import Encounter

    enc = Encounter(ruleset="yze")
    enc.map.add_zone("kitchen", name="Kitchen", polygon=rect(0, 0, 4, 5))
    enc.map.add_zone("cellar", name="Cellar", polygon=rect(1, 1.5, 3, 3.5))  # on the centre
    for name in ("Ana", "Bo", "Cy"):
        enc.add_combatant(name, zone="kitchen")
        assert enc.map.zone_at(enc.combatant(name).position) == "kitchen"
    enc.add_combatant("Ghoul", zone="cellar", side="npc")
    assert enc.map.zone_at(enc.combatant("Ghoul").position) == "cellar"
