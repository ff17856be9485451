"""Opening a file builds every zone's polygon in one shapely call (core.zonemap.polygon_areas):
the same refusals in the file's order, and zone shapes that are the polygons each zone would
have built on its own — also once a zone is edited or the edit undone."""

from __future__ import annotations

import pytest
from shapely.geometry import Polygon

from core.io import EncounterFileError, encounter_from_dict
from core.zonemap import polygon_areas

SQUARE = [[0, 0], [10, 0], [10, 10], [0, 10]]
BOW_TIE = [[10, 0], [20, 10], [20, 0], [10, 14]]  # self-crossing: its shape is made valid
FLAT = [[0, 0], [5, 0], [10, 0]]


def _file(*polygons: list, ids: list[str] | None = None) -> dict:
    ids = ids or [f"z{k}" for k in range(len(polygons))]
    zones = [{"id": i, "name": i.upper(), "polygon": p} for i, p in zip(ids, polygons, strict=True)]
    return {
        "format": "zonekeeper-encounter",
        "schema_version": 2,
        "ruleset": "yze",
        "map": {"zones": zones, "borders": []},
    }


@pytest.mark.parametrize("checked", [True, False])
def test_zone_shapes_are_the_polygons_built_one_by_one(checked: bool) -> None:
    enc = encounter_from_dict(_file(SQUARE, BOW_TIE), checked=checked)
    for zone in enc.map.zones():
        alone = Polygon(zone.polygon)
        expected = alone if alone.is_valid else None
        assert zone.shape.is_valid
        if expected is not None:
            assert zone.shape.equals_exact(expected, 0.0)
    bow = enc.map.zone("z1").shape
    assert bow.geom_type == "Polygon" and bow.area == pytest.approx(Polygon(BOW_TIE).buffer(0).area)


def test_an_edited_zone_takes_its_new_outline_and_undo_brings_the_old_back() -> None:
    enc = encounter_from_dict(_file(SQUARE, [[10, 0], [20, 0], [20, 10], [10, 10]]))
    before = enc.map.zone("z0").shape
    enc.map.update_zone("z0", polygon=[(0, 0), (10, 0), (10, 10), (0, 20)])
    assert enc.map.zone("z0").shape.area == pytest.approx(150.0)
    enc.history.undo()
    assert enc.map.zone("z0").shape.equals_exact(before, 0.0)
    assert enc.map.zone("z0").shape.area == pytest.approx(100.0)


@pytest.mark.parametrize(
    ("polygons", "ids", "field", "words"),
    [
        ((SQUARE, FLAT), None, "map.zones[1] (id 'z1').polygon", "enclose some area"),
        ((FLAT, SQUARE), ["a", "a"], "map.zones[0] (id 'a').polygon", "enclose some area"),
        ((SQUARE, FLAT), ["a", "a"], "map.zones[1] (id 'a').id", "same id"),
        ((FLAT, [[0, 0], [1, 1]]), None, "map.zones[0] (id 'z0').polygon", "enclose some area"),
        (([[0, 0], [1, 1]], FLAT), None, "map.zones[0] (id 'z0').polygon", "three corners"),
    ],
)
def test_refusals_come_in_the_files_order(polygons, ids, field: str, words: str) -> None:
    with pytest.raises(EncounterFileError) as caught:
        encounter_from_dict(_file(*polygons, ids=ids), checked=False)
    assert caught.value.field == field and words in str(caught.value)


def test_polygon_areas_leaves_a_missing_outline_out() -> None:
    square = ((0.0, 0.0), (2.0, 0.0), (2.0, 2.0), (0.0, 2.0))
    assert polygon_areas([None, square, None]) == [None, 4.0, None]
    assert polygon_areas([]) == []
