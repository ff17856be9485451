"""The built-in samples in the UI language (core.samples): a sample opened as shipped shows
its encounter, zones, notes and combatants under Portuguese or Spanish names, renamed through
the core so initiative, engagement and the ruleset's state follow; English, a GM's own file
and a changed sample stay as they are."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from core.encounter import Encounter
from core.resources import resources_dir
from core.samples import NAMES, PARTS, as_shown, localize_sample, sample_names

FOLDER = resources_dir() / "samples"
SAMPLES = sorted(FOLDER.glob("*.zkenc"))


@pytest.mark.parametrize("lang", ["pt_BR", "es"])
@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.stem)
def test_a_sample_reads_in_the_language(path: Path, lang: str, tmp_path: Path) -> None:
    english = Encounter.load(path)
    enc = Encounter.load(path)
    localize_sample(enc, lang)
    names = sample_names(lang)
    assert enc.name == names["encounter"][english.name]
    for zone in english.map.zones():  # ids stay; every name and note has its translation
        shown = enc.map.zone(zone.id)
        assert shown.name == names["zones"][zone.name] != zone.name
        assert shown.notes == (names["notes"][zone.notes] if zone.notes else "")
    renamed = {c.name: names["combatants"].get(c.name, c.name) for c in english.combatants()}
    assert [c.name for c in enc.combatants()] == list(renamed.values())
    assert sorted(enc.engaged_pairs()) == sorted(
        tuple(sorted((renamed[a], renamed[b]))) for a, b in english.engaged_pairs()
    )
    assert not enc.history.can_undo  # as loaded: nothing to undo
    enc.save(tmp_path / path.name)  # and saved as the GM's own, under those names
    assert Encounter.load(tmp_path / path.name).map.zone("yard").name == enc.map.zone("yard").name


def test_english_and_a_gms_own_file_stay_as_they_are(tmp_path: Path) -> None:
    path = FOLDER / "sample_yze.zkenc"
    enc = Encounter.load(path)
    localize_sample(enc, "en")
    assert enc.map.zone("yard").name == "Courtyard"
    copy = tmp_path / path.name
    shutil.copyfile(path, copy)
    assert as_shown(Encounter.load(copy), copy).map.zone("yard").name == "Courtyard"


def test_the_names_table_has_every_part_in_both_languages() -> None:
    data = json.loads((FOLDER / NAMES).read_text(encoding="utf-8"))
    for lang in ("pt_BR", "es"):
        assert sorted(data[lang]) == sorted(PARTS)
        assert sorted(data[lang]["combatants"]) == sorted(data["pt_BR"]["combatants"])
