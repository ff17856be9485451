"""Universal VTT import (issue 13): reading, checking and proposing zones from our own fixtures."""

import base64
import json
from pathlib import Path

import pytest

from core.uvtt import UvttError, propose_zones, read_uvtt

DATA = Path(__file__).resolve().parent.parent / "data" / "uvtt"


def load(name: str) -> dict:
    return json.loads((DATA / name).read_text())


def test_origin_offsets_every_coordinate_and_the_square_scales_them():
    m = read_uvtt((DATA / "two_rooms.dd2vtt").read_bytes())
    assert m.version == 1.0 and m.pixels_per_grid == 70
    assert m.size == (15.0, 15.0)  # 10 × 10 squares of 1.5 m
    assert m.walls[0] == ((7.5, 0.0), (7.5, 3.0))  # grid (7, 3) less origin (2, 3), × 1.5
    assert m.image_rect == (0.0, 0.0, 15.0, 15.0)
    assert m.objects == (((3.0, 3.0), (4.5, 3.0), (4.5, 4.5), (3.0, 4.5), (3.0, 3.0)),)
    assert m.image.startswith("data:image/png;base64,")
    metres = read_uvtt((DATA / "two_rooms.dd2vtt").read_bytes(), square=2.0)
    assert metres.walls[0] == ((10.0, 0.0), (10.0, 4.0))


def test_each_portal_kind():
    m = read_uvtt((DATA / "two_rooms.dd2vtt").read_bytes())
    assert [(p.kind, p.a, p.b) for p in m.portals] == [
        ("door", (7.5, 3.0), (7.5, 4.5)),
        ("window", (7.5, 9.0), (7.5, 10.5)),
    ]


def test_two_rooms_become_two_zones_with_a_door_holding_both_openings():
    proposal = propose_zones(read_uvtt((DATA / "two_rooms.dd2vtt").read_bytes()))
    zones = {z.id: z for z in proposal.zones}
    assert len(zones) == 2  # the pillar's outline is an object wall, not a room of its own
    (border,) = proposal.borders
    assert (border.kind, border.state) == ("door", "closed")
    assert sorted(p.kind for p in border.openings) == ["door", "window"]


def test_a_window_alone_makes_a_wall_with_a_window_opening():
    proposal = propose_zones(read_uvtt((DATA / "cellar.df2vtt").read_bytes()))
    (border,) = proposal.borders
    assert border.kind == "wall" and [p.kind for p in border.openings] == ["window"]


def test_a_large_open_hall_is_split_into_zones_of_at_most_25_metres_open_to_each_other():
    m = read_uvtt((DATA / "hall.uvtt").read_bytes())  # 60 × 30 m
    proposal = propose_zones(m)
    assert len(proposal.zones) == 6  # 3 × 2 cells of 20 × 15 m
    for z in proposal.zones:
        xs, ys = [p[0] for p in z.polygon], [p[1] for p in z.polygon]
        assert max(xs) - min(xs) <= 25 and max(ys) - min(ys) <= 25
    assert {b.kind for b in proposal.borders} == {"open"}
    assert len(proposal.borders) == 7  # 3 × 2 grid: 4 across + 3 down, no corner-only pairs


@pytest.mark.parametrize("version", [0.2, 0.3, 1.0])
def test_every_format_version_reads(version):
    data = load("cellar.df2vtt") | {"format": version}
    assert read_uvtt(json.dumps(data)).version == version


def _broken(change) -> str:
    data = load("two_rooms.dd2vtt")
    change(data)
    with pytest.raises(UvttError) as err:
        read_uvtt(json.dumps(data))
    return str(err.value)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d.update(format=2.0), "format 2.0 isn't supported"),
        (lambda d: d.pop("resolution"), "no resolution"),
        (lambda d: d["resolution"].update(pixels_per_grid=0), "greater than zero"),
        (lambda d: d["resolution"].update(pixels_per_grid="70"), "must be a number"),
        (lambda d: d["resolution"].update(map_size={"x": 1e9, "y": 3}), "not sensible"),
        (lambda d: d["resolution"].update(map_origin={"x": 1}), "point with x and y"),
        (lambda d: d.update(image="not base64!"), "not valid base64"),
        (lambda d: d.update(image=base64.b64encode(b"GIF89a....").decode()), "not a PNG"),
        (lambda d: d.update(line_of_sight={"x": 1}), "list of wall lines"),
        (lambda d: d["line_of_sight"][0].append({"x": 5e6, "y": 0}), "far outside the map"),
        (lambda d: d["line_of_sight"][0].append({"x": float("nan"), "y": 0}), "must be a number"),
        (lambda d: d["portals"][0].update(closed="yes"), "true or false"),
        (lambda d: d["portals"][0].update(bounds=[{"x": 1, "y": 1}]), "two points"),
    ],
)
def test_bad_files_say_why(change, words):
    assert words in _broken(change)


def test_not_json_and_not_an_object():
    with pytest.raises(UvttError, match="isn't JSON"):
        read_uvtt(b"\x89PNG...")
    with pytest.raises(UvttError, match="isn't a JSON object"):
        read_uvtt("[1, 2]")


def test_a_missing_image_is_allowed_and_says_none():
    data = load("hall.uvtt")
    data.pop("image")
    assert read_uvtt(json.dumps(data)).image is None
