"""The loader's limits and schema (issue 9): each bad file is refused with its field named.

Every case starts from a sample file that loads, changes one thing, and checks the error names
the field (not only that something was refused).
"""

from __future__ import annotations

import base64
import json
import struct
import zlib
from pathlib import Path
from typing import Any

import pytest

from core.io import EncounterFileError, encounter_from_dict, encounter_from_text, load_encounter
from core.schema import MAX_DEPTH, decode_image_uri, image_format, image_size

SAMPLES = Path(__file__).resolve().parents[2] / "resources" / "samples"


def sample(ruleset: str) -> dict[str, Any]:
    return json.loads((SAMPLES / f"sample_{ruleset}.zkenc").read_text(encoding="utf-8"))


def refused(data: dict[str, Any] | str, field: str, words: str = "") -> EncounterFileError:
    text = data if isinstance(data, str) else json.dumps(data)
    with pytest.raises(EncounterFileError) as info:
        encounter_from_text(text)
    assert info.value.field is not None and field in info.value.field, str(info.value)
    assert words.lower() in str(info.value).lower()
    return info.value


def png(width: int, height: int) -> bytes:
    """A real (tiny-bodied) PNG header: the loader reads the size from IHDR only."""
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    chunk = b"IHDR" + ihdr
    return (
        b"\x89PNG\r\n\x1a\n"
        + struct.pack(">I", len(ihdr))
        + chunk
        + struct.pack(">I", zlib.crc32(chunk))
    )


def uri(raw: bytes, media: str = "image/png") -> str:
    return f"data:{media};base64," + base64.b64encode(raw).decode()


# -- the text layer ---------------------------------------------------------------------------
def test_deep_nesting_is_refused_before_parsing() -> None:
    data = sample("yze")
    text = json.dumps(data).replace('"log": []', '"log": ' + "[" * 1000 + "]" * 1000)
    with pytest.raises(EncounterFileError, match=f"more than {MAX_DEPTH} levels"):
        encounter_from_text(text)


def test_a_4300_digit_integer_is_refused_naming_its_field() -> None:
    data = sample("brp")
    data["combatants"][0]["stats"]["con"] = "@@"
    text = json.dumps(data).replace('"@@"', "9" * 5000)
    refused(text, "combatants[0] (name 'Ana Ferreira').stats.con", "5000 digits")


@pytest.mark.parametrize("value", ["Infinity", "-Infinity", "NaN", "1e999", "1e13", "1e-308"])
def test_numbers_are_finite_and_in_range(value: str) -> None:
    data = sample("brp")
    data["combatants"][0]["stats"]["con"] = "@@"
    text = json.dumps(data).replace('"@@"', value)
    refused(text, "stats.con", "finite")


def test_a_lone_surrogate_is_refused_at_load_not_at_save() -> None:
    data = sample("yze")
    data["combatants"][0]["notes"] = "\ud800"
    refused(json.dumps(data), "combatants[0]", "unicode")


def test_long_text_is_refused() -> None:
    data = sample("yze")
    data["name"] = "x" * 200_000
    refused(data, "name", "longer than")


def test_a_file_over_the_size_limit_is_refused_without_reading_it_all(tmp_path, monkeypatch):
    import core.io

    monkeypatch.setattr(core.io, "MAX_FILE_BYTES", 100)
    path = tmp_path / "big.zkenc"
    path.write_text(json.dumps(sample("yze")), encoding="utf-8")
    with pytest.raises(EncounterFileError, match="larger than"):
        load_encounter(path)


# -- references -------------------------------------------------------------------------------
def test_engaged_with_oneself_is_refused() -> None:
    data = sample("ww2")
    name = data["combatants"][0]["name"]
    data["engaged"] = [[name, name]]
    refused(data, "engaged[0]", "themselves")


def test_engaged_with_nobody_is_refused() -> None:
    data = sample("ww2")
    data["engaged"] = [[data["combatants"][0]["name"], "Nobody"]]
    refused(data, "engaged[0]", "Nobody")


def test_a_relabelled_file_is_refused_by_the_schema() -> None:
    data = sample("ww2")
    data["ruleset"] = "yze"
    refused(data, "ruleset_settings.ww2.", "not a known field")
    data["ruleset_settings"] = {}
    refused(data, "ruleset_state.ww2", "belongs to the ww2 ruleset")


# -- ruleset models ---------------------------------------------------------------------------
def test_ruleset_settings_are_typed() -> None:
    data = sample("brp")
    data["ruleset_settings"]["brp.unconscious_hp"] = {}
    refused(data, "ruleset_settings.brp.unconscious_hp", "integer")


def test_a_setting_with_a_closed_set_refuses_other_values() -> None:
    data = sample("ww2")
    data["ruleset_settings"]["ww2.prone_exposure_from_flank"] = "sideways"
    refused(data, "ruleset_settings.ww2.prone_exposure_from_flank", "sideways")


def test_ww2_range_table_setting_names_a_range_class() -> None:
    data = sample("ww2")
    data["ruleset_settings"]["ww2.weapon_range_table"]["rifles"]["range_class"] = 1
    refused(data, "ww2.weapon_range_table.rifles.range_class")


def test_ww2_combatant_state_must_be_an_object() -> None:
    data = sample("ww2")
    name = next(iter(data["ruleset_state"]["combatants"]))
    data["ruleset_state"]["combatants"][name] = 3
    refused(data, f"ruleset_state.combatants.{name}")


@pytest.mark.parametrize(
    ("key", "value"),
    [("attention", "sleepy"), ("armour", True), ("suppression", True), ("weapons", [])],
)
def test_ww2_combatant_state_fields_are_typed(key: str, value: Any) -> None:
    data = sample("ww2")
    name = next(iter(data["ruleset_state"]["combatants"]))
    data["ruleset_state"]["combatants"][name]["ww2"][key] = value
    refused(data, f"ruleset_state.combatants.{name}.ww2.{key}")


def test_ww2_weapons_need_a_known_category() -> None:
    data = sample("ww2")
    data["combatants"][0]["stats"]["weapons"][0]["category"] = "catapults"
    refused(data, "stats.weapons", "category")


def test_yze_weapons_must_be_a_list() -> None:
    data = sample("yze")
    data["combatants"][0]["stats"]["weapons"] = 3
    refused(data, "combatants[0] (name 'Ana Ferreira').stats.weapons")


def test_brp_weapon_length_is_checked_at_load() -> None:
    data = sample("brp")
    weapons = data["combatants"][0]["stats"]["weapons"]
    entry = next(w for w in weapons if isinstance(w, dict) and "length" in w)
    entry["length"] = "endless"
    refused(data, "stats.weapons", "length")


def test_a_sheet_field_of_the_wrong_type_is_refused() -> None:
    data = sample("brp")
    data["combatants"][0]["stats"]["con"] = "tough"
    refused(data, "stats.con", "number")


def test_d20_acted_is_a_list_of_names() -> None:
    data = sample("d20")
    data["ruleset_state"]["d20"]["acted"] = [{}]
    refused(data, "ruleset_state.d20.acted[0]", "string")


def test_d20_initiative_keeps_every_key() -> None:
    data = sample("d20")
    del data["ruleset_state"]["d20"]["started"]
    refused(data, "ruleset_state.d20.started", "missing")


def test_pulp_seating_is_a_list_of_names() -> None:
    data = sample("pulp2d6")
    data["ruleset_state"]["pulp2d6"]["seating"] = [[]]
    refused(data, "ruleset_state.pulp2d6.seating")


@pytest.mark.parametrize("ruleset", ["yze", "brp", "ww2", "d20", "pulp2d6"])
def test_every_sample_still_loads_and_saves_the_same(ruleset: str) -> None:
    data = sample(ruleset)
    enc = encounter_from_dict(data)
    from core.io import encounter_to_dict

    again = encounter_to_dict(encounter_from_dict(encounter_to_dict(enc)))
    assert again == encounter_to_dict(enc)


# -- images -----------------------------------------------------------------------------------
def test_png_jpeg_and_webp_are_recognised_by_their_magic_bytes() -> None:
    assert image_format(png(3, 2)) == "PNG"
    assert image_size(png(3, 2), "PNG") == (3, 2)
    jpeg = b"\xff\xd8\xff\xe0" + struct.pack(">H", 4) + b"JF" + b"\xff\xc0\x00\x11\x08"
    jpeg += struct.pack(">HH", 5, 7) + bytes(12)
    assert image_format(jpeg) == "JPEG" and image_size(jpeg, "JPEG") == (7, 5)
    webp = b"RIFF" + bytes(4) + b"WEBPVP8X" + bytes(8) + (9).to_bytes(3, "little")
    webp += (4).to_bytes(3, "little")
    assert image_format(webp) == "WEBP" and image_size(webp, "WEBP") == (10, 5)


def test_an_svg_background_is_refused_at_load() -> None:
    data = sample("yze")
    svg = b'<svg xmlns="http://www.w3.org/2000/svg"><image href="/etc/passwd"/></svg>'
    data["map"]["background"] = {"data": uri(svg, "image/svg+xml"), "rect": [0, 0, 10, 10]}
    refused(data, "map.background.data", "PNG, JPEG and WebP")


def test_svg_bytes_labelled_png_are_refused() -> None:
    data = sample("yze")
    data["map"]["background"] = {"data": uri(b"<svg/>"), "rect": [0, 0, 10, 10]}
    refused(data, "map.background.data", "first bytes")


def test_an_image_too_large_in_pixels_is_refused_from_its_header() -> None:
    data = sample("yze")
    data["map"]["background"] = {"data": uri(png(100_000, 10)), "rect": [0, 0, 10, 10]}
    refused(data, "map.background.data", "100000 × 10 pixels")


def test_a_portrait_is_checked_like_a_background() -> None:
    data = sample("yze")
    data["combatants"][0]["image"] = uri(b"GIF89a", "image/gif")
    refused(data, "combatants[0] (name 'Ana Ferreira').image", "PNG, JPEG and WebP")


def test_a_small_png_background_loads() -> None:
    data = sample("yze")
    data["map"]["background"] = {"data": uri(png(30, 20)), "rect": [0, 0, 10, 10]}
    enc = encounter_from_dict(data)
    assert decode_image_uri(enc.map.background["data"])[1] == "PNG"


def test_ww2_exposure_and_visibility_are_closed_sets() -> None:
    data = sample("ww2")
    name = next(iter(data["ruleset_state"]["combatants"]))
    data["ruleset_state"]["combatants"][name]["ww2"]["exposure"] = "kar98k"
    refused(data, f"ruleset_state.combatants.{name}.ww2.exposure", "fully_hidden")


def test_a_lone_surrogate_in_a_key_gives_a_printable_message() -> None:
    data = sample("yze")
    data["combatants"][0]["stats"]["\udfff"] = 1
    err = refused(data, "stats.\\udfff", "not valid unicode")
    str(err).encode("utf-8")  # the message can be shown, logged and printed
