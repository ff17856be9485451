"""The map grid and precise editing (core.map_grid): snap, grid lines, scale bar, rectangles."""

from __future__ import annotations

import pytest

from core.encounter import Encounter
from core.io import encounter_from_dict, encounter_to_dict
from core.map_grid import (
    DEFAULT_GRID,
    Grid,
    GridError,
    check_box,
    grid_lines,
    handle_points,
    is_rectangle,
    line_step,
    moved_to,
    nice_length,
    polygon_text,
    rect_polygon,
    resize_box,
    set_grid,
    size_text,
    snap,
)


def test_snap_goes_to_the_nearest_crossing_of_the_grid() -> None:
    assert snap((2.4, 2.6)) == (2.0, 3.0)
    assert snap((2.4, 2.6), Grid(size=1.5)) == (3.0, 3.0)
    assert snap((0.1, 0.1), Grid(size=1.0, origin=(0.25, -0.5))) == (0.25, 0.5)
    assert snap((-1.3, 7.76), Grid(size=0.5)) == (-1.5, 8.0)


def test_grid_lines_cover_the_box_and_thin_out_when_too_close_on_screen() -> None:
    xs, ys = grid_lines(Grid(size=1.0, origin=(0.5, 0.0)), (0, 0, 3, 2), pixels_per_metre=20)
    assert xs == [0.5, 1.5, 2.5] and ys == [0.0, 1.0, 2.0]
    assert line_step(1.0, 20) == 1.0
    assert line_step(1.0, 4) == 2.0  # 4 px apart: every second line
    assert line_step(1.0, 2) == 5.0
    assert line_step(1.0, 0.5) == 20.0
    xs, _ = grid_lines(DEFAULT_GRID, (0, 0, 100, 1), pixels_per_metre=1)
    assert xs == [0.0, 10.0, 20.0, 30.0, 40.0, 50.0, 60.0, 70.0, 80.0, 90.0, 100.0]


@pytest.mark.parametrize(
    ("most", "nice"),
    [(7.3, 5.0), (10.0, 10.0), (19.9, 10.0), (2.5, 2.0), (1.0, 1.0), (0.7, 0.5), (130, 100.0)],
)
def test_the_scale_bar_takes_a_round_length(most: float, nice: float) -> None:
    assert nice_length(most) == pytest.approx(nice)


def test_no_scale_bar_length_for_nothing() -> None:
    assert nice_length(0) == 0.0 and nice_length(float("nan")) == 0.0


def test_rectangles_are_recognised_and_built() -> None:
    assert rect_polygon(1, 2, 4, 5) == [(1, 2), (5, 2), (5, 7), (1, 7)]
    assert is_rectangle(rect_polygon(1, 2, 4, 5))
    assert is_rectangle([(5, 2), (5, 7), (1, 7), (1, 2)])  # any starting corner
    assert not is_rectangle([(0, 0), (4, 0), (5, 5), (0, 5)])  # a trapezoid
    assert not is_rectangle([(0, 0), (4, 0), (4, 5)])
    assert not is_rectangle([(0, 0), (4, 0), (4, 0), (0, 0)])


def test_an_edge_handle_moves_one_edge_and_a_corner_two() -> None:
    box = (0.0, 0.0, 4.0, 5.0)
    assert resize_box(box, "e", (6.0, 99.0)) == (0.0, 0.0, 6.0, 5.0)
    assert resize_box(box, "n", (99.0, -2.0)) == (0.0, -2.0, 4.0, 7.0)
    assert resize_box(box, "sw", (1.0, 8.0)) == (1.0, 0.0, 3.0, 8.0)
    assert resize_box(box, "w", (10.0, 0.0)) == (3.5, 0.0, 0.5, 5.0)  # never thinner
    assert handle_points(box)["s"] == (2.0, 5.0) and handle_points(box)["ne"] == (4.0, 0.0)
    with pytest.raises(ValueError):
        resize_box(box, "middle", (0, 0))


def test_a_typed_box_is_checked_with_a_reason() -> None:
    assert check_box("1", 2, 4.5, "5") == (1.0, 2.0, 4.5, 5.0)
    with pytest.raises(GridError, match="numbers"):
        check_box("four", 0, 1, 1)
    with pytest.raises(GridError, match="at least"):
        check_box(0, 0, 0.1, 3)
    with pytest.raises(GridError, match="numbers"):
        check_box(0, float("inf"), 1, 1)


def test_a_polygon_moves_by_its_top_left_corner() -> None:
    assert moved_to([(1, 1), (3, 1), (2, 4)], 10, 0) == [(10, 0), (12, 0), (11, 3)]


def test_readouts() -> None:
    assert size_text(4, -5) == "4.0 × 5.0 m"
    assert polygon_text([(0, 0), (3, 4)]) == "edge 5.0 m"
    assert polygon_text([(0, 0), (4, 0), (4, 3)]) == "edge 3.0 m · area 6.0 m²"


def test_setting_the_grid_is_one_undo_step_and_is_saved() -> None:
    enc = Encounter("yze")
    enc.map.add_zone("a", name="A", polygon=rect_polygon(0, 0, 4, 4))
    assert "grid" not in encounter_to_dict(enc)["map"]  # the default is not written
    seen: list[str] = []
    enc.map.events.connect(lambda ev: seen.append(ev.type))
    assert set_grid(enc.map, Grid(size=1.5, origin=(0.25, 0.5), visible=False))
    assert seen == ["grid_changed"]
    assert not set_grid(enc.map, Grid(size=1.5, origin=(0.25, 0.5), visible=False))
    data = encounter_to_dict(enc)
    assert data["map"]["grid"] == {"size": 1.5, "origin": [0.25, 0.5], "visible": False}
    for checked in (True, False):
        assert encounter_from_dict(data, checked=checked).map.grid == enc.map.grid
    enc.history.undo()
    assert enc.map.grid == DEFAULT_GRID


@pytest.mark.parametrize("size", [0, -1, "big", float("nan"), 5000])
def test_a_bad_grid_is_refused_and_nothing_changes(size: object) -> None:
    enc = Encounter("yze")
    with pytest.raises(GridError):
        set_grid(enc.map, Grid(size=size))  # type: ignore[arg-type]
    assert enc.map.grid == DEFAULT_GRID
