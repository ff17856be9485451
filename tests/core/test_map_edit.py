"""core.map_edit: corners added on an edge and taken away, outlines checked, zones copied."""

from __future__ import annotations

import pytest

from core.map_edit import (
    check_outline,
    duplicate_offset,
    insert_corner,
    nearest_edge,
    numbered_name,
    remove_corner,
)
from core.overlaps import fits_beside
from core.zonemap import MapError, ZoneMap

SQUARE = ((0.0, 0.0), (4.0, 0.0), (4.0, 4.0), (0.0, 4.0))


@pytest.mark.parametrize(
    ("point", "index", "foot"),
    [
        ((2.0, -0.4), 0, (2.0, 0.0)),  # outside, above the top edge
        ((3.8, 1.0), 1, (4.0, 1.0)),  # inside, near the right edge
        ((1.0, 4.2), 2, (1.0, 4.0)),
        ((0.1, 3.0), 3, (0.0, 3.0)),  # the closing edge
    ],
)
def test_nearest_edge_and_its_foot(point, index, foot) -> None:
    hit = nearest_edge(SQUARE, point)
    assert (hit.index, hit.point) == (index, foot)
    assert hit.distance == pytest.approx(abs(point[0] - foot[0]) + abs(point[1] - foot[1]))


def test_insert_corner_snaps_onto_the_edge_and_keeps_the_shape() -> None:
    outline, index = insert_corner(SQUARE, (3.7, 2.5))
    assert index == 2
    assert outline == ((0, 0), (4, 0), (4.0, 2.5), (4, 4), (0, 4))


def test_insert_corner_on_the_closing_edge_goes_last() -> None:
    outline, index = insert_corner(SQUARE, (0.2, 1.0))
    assert index == 4 and outline[-1] == (0.0, 1.0)


def test_insert_corner_refused_on_an_existing_corner() -> None:
    with pytest.raises(MapError, match="already is a corner"):
        insert_corner(SQUARE, (4.1, 4.1))


def test_remove_corner_gives_the_outline_without_it() -> None:
    pentagon = ((0, 0), (4, 0), (5, 2), (4, 4), (0, 4))
    assert remove_corner(pentagon, 2) == SQUARE


def test_remove_corner_refused_below_three() -> None:
    with pytest.raises(MapError, match="at least three corners"):
        remove_corner(((0, 0), (4, 0), (0, 4)), 0)


def test_remove_corner_refused_when_the_rest_crosses_itself() -> None:
    # a notched outline: without its corner (0, 0) the closing edge cuts through the notch
    notched = ((0, 0), (6, 0), (6, 1), (1, 1), (5, 3), (6, 3), (6, 4), (0, 4))
    with pytest.raises(MapError, match="cross itself"):
        remove_corner(notched, 0)
    assert len(remove_corner(notched, 3)) == 7  # another corner may go


def test_remove_corner_unknown_number() -> None:
    with pytest.raises(MapError, match="no corner number 7"):
        remove_corner(SQUARE, 7)


def test_check_outline_refusals() -> None:
    with pytest.raises(MapError, match="cross itself"):
        check_outline([(0, 0), (4, 4), (4, 0), (0, 4)])  # a bow tie
    with pytest.raises(MapError, match="no area"):
        check_outline([(0, 0), (2, 0), (4, 0)])
    with pytest.raises(MapError, match="would have 2"):
        check_outline([(0, 0), (2, 0)])
    assert check_outline(SQUARE) == SQUARE


@pytest.mark.parametrize(
    ("name", "taken", "expected"),
    [
        ("Kitchen", ["Kitchen"], "Kitchen 2"),
        ("Kitchen", ["Kitchen", "Kitchen 2"], "Kitchen 3"),
        ("Kitchen 2", ["Kitchen", "Kitchen 2"], "Kitchen 3"),
        ("Room 9", ["Room 9", "Room 10"], "Room 11"),
    ],
)
def test_numbered_name(name, taken, expected) -> None:
    assert numbered_name(name, taken) == expected


def beside(*others: tuple) -> object:
    """The editor's rule for a copy of SQUARE (zone "a") on a map of ``others`` as well."""
    m = ZoneMap()
    m.add_zone("a", polygon=SQUARE)
    for n, polygon in enumerate(others):
        m.add_zone(f"z{n}", polygon=polygon)
    return fits_beside(m, "a")


def test_a_copy_may_touch_but_not_overlap() -> None:
    right = ((4, 0), (8, 0), (8, 4), (4, 4))
    fits = beside()
    assert fits(right)  # touching the original along an edge
    assert not fits(((3, 0), (7, 0), (7, 4), (3, 4)))  # over a quarter of it


def test_duplicate_goes_right_when_free() -> None:
    assert duplicate_offset(SQUARE, beside(), 0.5) == (4.0, 0.0)


def test_duplicate_goes_further_right_or_below_when_the_right_is_taken() -> None:
    right = ((4, 0), (6, 0), (6, 4), (4, 4))
    # below comes before a step further right
    assert duplicate_offset(SQUARE, beside(right), 0.5) == (0.0, 4.0)
    below = ((0, 4), (4, 4), (4, 8), (0, 8))
    left = ((-4, 0), (0, 0), (0, 4), (-4, 4))
    above = ((0, -4), (4, -4), (4, 0), (0, 0))
    # all four sides taken: the nearest free spot further right (past the 2 m neighbour)
    assert duplicate_offset(SQUARE, beside(right, below, left, above), 0.5) == (6.0, 0.0)


def test_duplicate_falls_back_to_one_grid_step_when_boxed_in() -> None:
    assert duplicate_offset(SQUARE, lambda polygon: False, 0.5) == (0.5, 0.5)


def test_a_copy_of_a_nested_zone_stays_in_its_outer_zone() -> None:
    big = ((-20, -20), (20, -20), (20, 20), (-20, 20))
    fits = beside(big)
    assert fits(((4, 0), (8, 0), (8, 4), (4, 4)))  # still inside the big zone
    assert not fits(((18, 0), (22, 0), (22, 4), (18, 4)))  # half out of it
    assert duplicate_offset(SQUARE, fits, 0.5) == (4.0, 0.0)
