"""The encounter file: JSON with a schema version, validated on load, saved atomically.

A bad file raises :class:`EncounterFileError` (a ``ValueError``) naming the file and the field;
the encounter already open is never lost.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from test_undo import PNG, rich

from core import io
from core.encounter import Encounter
from core.io import SCHEMA_VERSION, EncounterFileError


def test_round_trip_keeps_everything(tmp_path: Path) -> None:
    enc = rich()
    enc.set_setting("open_doors_pass_sight", True)
    enc.map.update_border("office", "yard", damage=2, armour="wooden_wall")
    enc.update_combatant("Ogre", stats={"strength": 5, "weapons": ["club"]}, image=PNG)
    enc.next_round()
    enc.spend("Rat", {"slow": 1})
    path = tmp_path / "fight.zkenc"
    enc.save(path)
    loaded = Encounter.load(path)
    assert loaded.to_dict() == enc.to_dict()
    # spot checks of what the round trip must carry
    assert loaded.combatant("Bea").doorway == ("hall", "office")
    assert loaded.combatant("Bea").stance == "prone"
    assert loaded.engaged_pairs() == [("Ana", "Rat")]
    assert loaded.settings["open_doors_pass_sight"] is True
    assert loaded.map.background == {"data": PNG, "rect": [0, 0, 30, 20]}
    assert loaded.combatant("Ogre").image == PNG
    assert loaded.round.number == 2 and loaded.actions_spent("Rat") == {"slow": 1}
    assert loaded.map.border("office", "yard").structure == 8
    assert loaded.path == path
    assert not loaded.history.can_undo and loaded.history.is_clean


def test_round_trip_answers_the_same_rules_questions(tmp_path: Path) -> None:
    enc = rich()
    enc.save(tmp_path / "a.zkenc")
    loaded = Encounter.load(tmp_path / "a.zkenc")
    names = [c.name for c in enc.combatants()]
    for a in names:
        for b in names:
            if a != b:
                assert loaded.range_band(a, b) == enc.range_band(a, b)
                assert loaded.line_of_sight(a, b).reason == enc.line_of_sight(a, b).reason
                assert loaded.can_shoot(a, b).reason == enc.can_shoot(a, b).reason
        for z in enc.map.zone_ids():
            assert loaded.check_move(a, z).reason == enc.check_move(a, z).reason


def test_saved_file_is_versioned_utf8_json(tmp_path: Path) -> None:
    enc = rich()
    enc.map.update_zone("hall", name="Salão Principal")
    path = tmp_path / "e.zkenc"
    enc.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "zonekeeper-encounter"
    assert data["schema_version"] == SCHEMA_VERSION == 2
    assert "Salão Principal" in path.read_text(encoding="utf-8")


def test_to_dict_is_a_snapshot_not_a_live_view() -> None:
    enc = rich()
    snap = enc.to_dict()
    copy = json.loads(json.dumps(snap))
    enc.move("Rat", "office")
    enc.map.background["rect"][2] = 99
    enc.update_combatant("Ogre", stats={"strength": 1})
    assert snap == copy


# -- bad files -------------------------------------------------------------------------------
def write_raw(tmp_path: Path, content: bytes) -> Path:
    path = tmp_path / "bad.zkenc"
    path.write_bytes(content)
    return path


def good_data() -> dict[str, Any]:
    return rich().to_dict()


@pytest.mark.parametrize(
    ("content", "words"),
    [
        pytest.param(b"", "empty", id="empty"),
        pytest.param(b"   \n", "empty", id="blank"),
        pytest.param(
            b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe", "not a text file", id="binary"
        ),
        pytest.param(b"hello, world", "not valid JSON", id="not JSON"),
        pytest.param(b"[1, 2, 3]", "JSON object", id="a list"),
        pytest.param(b'"just a string"', "JSON object", id="a string"),
        pytest.param(b'{"format": "something-else"}', "not a Zonekeeper", id="other format"),
    ],
)
def test_unreadable_files(tmp_path: Path, content: bytes, words: str) -> None:
    path = write_raw(tmp_path, content)
    with pytest.raises(EncounterFileError) as info:
        Encounter.load(path)
    assert words in str(info.value).replace(str(path), "")
    assert str(path) in str(info.value)
    assert isinstance(info.value, ValueError)


def _cut_points() -> dict[str, int]:
    text = json.dumps(good_data(), indent=1)
    points = {f"{k}/20 of the file": len(text) * k // 20 for k in range(1, 20)}
    points.update(
        {
            "inside the background image": text.index("iVBOR") + 10,
            "inside a zone name": text.index('"Office"') + 3,
            "inside false": text.index("false") + 2,
            "inside null": text.index("null") + 1,
            "after a minus sign": text.index("[") + 1,
            "inside a number": text.index("30.0") + 2,
            "after a key": text.index('"name":') + 7,
            "after an opening brace": 1,
            "one character short": len(text) - 1,
        }
    )
    return points


CUTS = _cut_points()


@pytest.mark.parametrize("cut", CUTS.values(), ids=CUTS.keys())
def test_truncated_file(tmp_path: Path, cut: int) -> None:
    text = json.dumps(good_data(), indent=1)
    path = write_raw(tmp_path, text[:cut].encode())
    with pytest.raises(EncounterFileError) as info:
        Encounter.load(path)
    assert str(path) in str(info.value)
    # (the test's own folder name holds "truncated": look at the message without the path)
    assert "looks truncated" in str(info.value).replace(str(path), "")


@pytest.mark.parametrize(
    "content", ["hello", "hello, world", '{"a": 1 x}', '{"a": nope}', "{'single': 'quotes'}"]
)
def test_broken_json_is_not_called_truncated(tmp_path: Path, content: str) -> None:
    path = write_raw(tmp_path, content.encode())
    with pytest.raises(EncounterFileError) as info:
        Encounter.load(path)
    assert "not valid JSON" in str(info.value).replace(str(path), "")


def test_missing_file_and_folder(tmp_path: Path) -> None:
    with pytest.raises(EncounterFileError, match="does not exist"):
        Encounter.load(tmp_path / "nope.zkenc")
    with pytest.raises(EncounterFileError, match="folder"):
        Encounter.load(tmp_path)


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    """An edit that sets ``a.b[0].c`` style ``path`` in the data to ``value``."""

    def edit(data: dict[str, Any]) -> None:
        node: Any = data
        parts = path.replace("[", ".").replace("]", "").split(".")
        for part in parts[:-1]:
            node = node[int(part)] if part.isdigit() else node[part]
        last = parts[-1]
        if value is _DELETE:
            del node[int(last) if last.isdigit() else last]
        elif last.isdigit():
            node[int(last)] = value
        else:
            node[last] = value

    return edit


_DELETE = object()

BAD_DATA = {
    "newer schema_version": (_set("schema_version", 3), ["schema_version", "newer"]),
    "schema_version as text": (_set("schema_version", "1"), ["schema_version"]),
    "schema_version zero": (_set("schema_version", 0), ["schema_version"]),
    "schema_version missing": (_set("schema_version", _DELETE), ["schema_version"]),
    "ruleset unknown": (_set("ruleset", "gurps"), ["ruleset", "gurps"]),
    "ruleset a number": (_set("ruleset", 5), ["ruleset"]),
    "map a list": (_set("map", []), ["map"]),
    "zone polygon a string": (_set("map.zones[0].polygon", "square"), ["map.zones[0]", "polygon"]),
    "zone polygon point a string": (
        _set("map.zones[1].polygon[2]", "x"),
        ["map.zones[1]", "polygon"],
    ),
    "zone polygon coordinate a string": (
        _set("map.zones[1].polygon[2][0]", "10"),
        ["map.zones[1]", "polygon"],
    ),
    "zone polygon with no area": (
        _set("map.zones[0].polygon", [[0, 0], [1, 1], [2, 2]]),
        ["map.zones[0]", "polygon", "area"],
    ),
    "zone name a number": (_set("map.zones[2].name", 7), ["map.zones[2]", "name"]),
    "zone feature unknown": (
        _set("map.zones[0].features", ["haunted"]),
        ["map.zones[0]", "features"],
    ),
    "zone id duplicated": (_set("map.zones[1].id", "hall"), ["map.zones[1]", "id"]),
    "zone extra field": (_set("map.zones[0].colour", "red"), ["map.zones[0]", "colour"]),
    "border kind unknown": (_set("map.borders[0].kind", "portcullis"), ["map.borders[0]", "kind"]),
    "border structure text": (
        _set("map.borders[4].structure", "8"),
        ["map.borders[4]", "structure"],
    ),
    "border broken text": (_set("map.borders[0].broken", "no"), ["map.borders[0]", "broken"]),
    "border to unknown zone": (_set("map.borders[1].b", "attic"), ["map.borders[1]", "attic"]),
    "border twice": (
        _set("map.borders[1]", {"a": "hall", "b": "office", "kind": "wall"}),
        ["map.borders[1]"],
    ),
    "border to itself": (_set("map.borders[1].b", "duct"), ["map.borders[1]"]),
    "background not a data URI": (
        _set("map.background.data", "C:/maps/mill.png"),
        ["map.background", "data"],
    ),
    "background rect short": (_set("map.background.rect", [0, 0, 1]), ["map.background", "rect"]),
    "combatant side unknown": (_set("combatants[1].side", "monster"), ["combatants[1]", "side"]),
    "combatant position a string": (
        _set("combatants[0].position", "here"),
        ["combatants[0]", "position"],
    ),
    "combatant position outside its zone": (
        _set("combatants[0].position", [50, 50]),
        ["combatants[0]", "position"],
    ),
    "combatant zone unknown": (_set("combatants[2].zone", "attic"), ["combatants[2]", "zone"]),
    "combatant stance a bool": (_set("combatants[0].stance", True), ["combatants[0]", "stance"]),
    "combatant doorway at a wall": (
        _set("combatants[0].doorway", ["duct", "yard"]),
        ["combatants[0]", "doorway"],
    ),
    "combatant name duplicated": (_set("combatants[1].name", "Ana"), ["combatants[1]", "name"]),
    "combatant image not a data URI": (
        _set("combatants[0].image", "/home/gm/ana.png"),
        ["combatants[0]", "image"],
    ),
    "engaged unknown name": (_set("engaged[0]", ["Ana", "Nobody"]), ["engaged[0]"]),
    "engaged across zones": (_set("engaged[0]", ["Ana", "Ogre"]), ["engaged[0]"]),
    "engaged a string": (_set("engaged", "Ana+Rat"), ["engaged"]),
    "settings value wrong type": (
        _set("settings.open_doors_pass_sight", "yes"),
        ["settings", "open_doors_pass_sight"],
    ),
    "settings unknown": (_set("settings.fog", True), ["settings", "fog"]),
    "round number text": (_set("round.number", "2"), ["round", "number"]),
    "round spent negative": (_set("round.spent.Ana.fast", -1), ["round", "spent"]),
    "round spent unknown name": (_set("round.spent.Nobody", {"fast": 1}), ["round.spent"]),
    "unknown top-level field": (_set("colour", "red"), ["colour"]),
    "combatant position a bool": (
        _set("combatants[0].position", [True, 5]),
        ["combatants[0]", "position"],
    ),
    "combatant stats a list": (_set("combatants[0].stats", [1]), ["combatants[0]", "stats"]),
    "border structure a bool": (_set("map.borders[0].structure", True), ["map.borders[0]"]),
    "border state unknown": (_set("map.borders[0].state", "ajar"), ["map.borders[0]", "state"]),
    "round number a bool": (_set("round.number", True), ["round.number"]),
    "zone polygon NaN": (
        _set("map.zones[0].polygon[0]", [float("nan"), 0]),
        ["map.zones[0]", "polygon", "finite"],
    ),
    "zone id empty": (_set("map.zones[0].id", ""), ["map.zones[0]", "id"]),
    "ruleset_state a list": (_set("ruleset_state", []), ["ruleset_state"]),
    "log an object": (_set("log", {}), ["log"]),
}


@pytest.mark.parametrize(("edit", "fields"), BAD_DATA.values(), ids=BAD_DATA.keys())
def test_bad_data_names_the_file_and_the_field(
    tmp_path: Path, edit: Callable[[dict[str, Any]], None], fields: list[str]
) -> None:
    data = good_data()
    edit(data)
    path = write_raw(tmp_path, json.dumps(data).encode())
    with pytest.raises(EncounterFileError) as info:
        Encounter.load(path)
    message = str(info.value)
    assert str(path) in message
    message = message.replace(str(path), "")
    for field in fields:
        assert field in message, message
    assert info.value.path == path


def test_the_good_data_itself_loads(tmp_path: Path) -> None:
    path = write_raw(tmp_path, json.dumps(good_data()).encode())
    assert Encounter.load(path).to_dict() == good_data()


def test_utf8_bom_is_accepted(tmp_path: Path) -> None:
    path = write_raw(tmp_path, b"\xef\xbb\xbf" + json.dumps(good_data()).encode())
    assert len(Encounter.load(path).combatants()) == 5


def test_a_failed_load_leaves_the_open_encounter_alone(tmp_path: Path) -> None:
    enc = rich()
    enc.set_stance("Ana", "prone")
    before = enc.to_dict()
    bad = write_raw(tmp_path, b"{not json")
    with pytest.raises(EncounterFileError):
        enc = Encounter.load(bad)
    assert enc.to_dict() == before
    assert enc.history.can_undo


# -- atomic saves ------------------------------------------------------------------------------
def leftovers(folder: Path, keep: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p != keep)


def _replace_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", boom)


def _json_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(*args: object, **kwargs: object) -> str:
        raise TypeError("Object of type set is not JSON serializable")

    monkeypatch.setattr(io.json, "dumps", boom)


def _write_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    real_fsync = os.fsync

    def boom(fd: int) -> None:
        real_fsync(fd)
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "fsync", boom)


@pytest.mark.parametrize("failure", [_replace_fails, _json_fails, _write_fails])
def test_failed_save_keeps_the_old_file_and_leaves_no_temp(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failure: Callable[..., None]
) -> None:
    path = tmp_path / "fight.zkenc"
    first = rich()
    first.save(path)
    original = path.read_bytes()
    enc = rich()
    enc.set_stance("Ana", "prone")
    failure(monkeypatch)
    with pytest.raises((OSError, TypeError)):
        enc.save(path)
    monkeypatch.undo()
    assert path.read_bytes() == original
    assert leftovers(tmp_path, path) == []
    assert not enc.history.is_clean  # nothing was saved
    assert Encounter.load(path).to_dict() == first.to_dict()


def test_failed_first_save_creates_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _replace_fails(monkeypatch)
    with pytest.raises(OSError):
        rich().save(tmp_path / "new.zkenc")
    monkeypatch.undo()
    assert list(tmp_path.iterdir()) == []


def test_save_replaces_and_sets_the_path(tmp_path: Path) -> None:
    path = tmp_path / "fight.zkenc"
    path.write_text("old junk")
    enc = rich()
    enc.save(path)
    assert enc.path == path
    assert Encounter.load(path).to_dict() == enc.to_dict()
    assert leftovers(tmp_path, path) == []


@pytest.mark.parametrize(
    ("border", "state"),
    [
        ({"kind": "door"}, "closed"),
        ({"kind": "hatch"}, "closed"),
        ({"kind": "door", "state": "open"}, "open"),
        ({"kind": "wall"}, "open"),
        ({"kind": "open"}, "open"),
        ({"kind": "door", "state": "locked", "broken": True}, "open"),
    ],
)
def test_border_defaults_match_the_map(tmp_path: Path, border: dict, state: str) -> None:
    data = {
        "format": "zonekeeper-encounter",
        "schema_version": 1,
        "ruleset": "yze",
        "map": {
            "zones": [
                {"id": "a", "name": "A", "polygon": [[0, 0], [1, 0], [1, 1]]},
                {"id": "b", "name": "B", "polygon": [[1, 0], [2, 0], [2, 1]]},
            ],
            "borders": [{"a": "b", "b": "a", **border}],
        },
    }
    enc = Encounter.load(write_raw(tmp_path, json.dumps(data).encode()))
    loaded = enc.map.border("a", "b")
    assert loaded.state == state
    assert loaded.structure == 5


@pytest.mark.parametrize(
    "edit",
    [
        pytest.param(lambda e: e.map.remove_border("hall", "office"), id="door removed"),
        pytest.param(lambda e: e.map.update_border("hall", "office", kind="wall"), id="walled up"),
        pytest.param(lambda e: e.map.update_border("hall", "office", kind="open"), id="opened up"),
        pytest.param(lambda e: e.remove_zone("office"), id="far room deleted"),
    ],
)
def test_a_saved_file_always_loads_even_after_its_doorway_went(
    tmp_path: Path, edit: Callable[[Encounter], object]
) -> None:
    enc = Encounter(ruleset="yze")
    enc.map.add_zone("hall", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
    enc.map.add_zone("office", name="Office", polygon=[(10, 0), (20, 0), (20, 10), (10, 10)])
    enc.map.add_border("hall", "office", kind="door", state="open")
    enc.add_combatant("Ana", zone="hall", position=(5, 5))
    enc.set_doorway("Ana", "office", "hall")
    edit(enc)
    path = tmp_path / "e.zkenc"
    enc.save(path)
    loaded = Encounter.load(path)
    assert loaded.combatant("Ana").doorway is None
    assert loaded.to_dict() == enc.to_dict()
    enc.undo()  # the door is back: so is Ana in its doorway
    assert enc.to_dict()["combatants"][0]["doorway"] == ["hall", "office"]
