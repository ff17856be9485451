"""The map speaks the UI language: its messages, tool tips, badges and names come from the map
catalogue (resources/i18n/map_<lang>.ts), built here into a throw-away folder."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from i18n_helpers import compile_catalogues
from PySide6.QtCore import QCoreApplication

from gui import i18n

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def map_catalogues(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """The repository's map catalogues compiled into ``tmp_path``; English again afterwards."""
    compile_catalogues("map", tmp_path)
    monkeypatch.setattr(i18n, "catalogue_dir", lambda: tmp_path)
    yield tmp_path
    i18n.uninstall()


@pytest.mark.parametrize(
    ("code", "zone_map", "pc", "door_open", "cluttered"),
    [
        ("pt_BR", "Mapa de zonas", "PJ", "A porta entre", "entulhada"),
        ("es", "Mapa de zonas", "PJ", "La puerta entre", "atestada"),
    ],
)
def test_the_map_in_each_language(
    map_catalogues, make_window, sample, code, zone_map, pc, door_open, cluttered
) -> None:
    from gui.map.zone_item import feature_word

    i18n.install(code)
    window = make_window(sample)
    scene, view = window.scene, window.view
    assert view.accessibleName() == zone_map
    assert f"({pc})" in scene.token_items["Ana Ferreira"].toolTip()
    assert feature_word("cluttered") == cluttered
    assert cluttered in scene.zone_items["cellar"].toolTip()
    assert scene.toggle_door(("corridor", "store"))
    assert window.statusBar().currentMessage().startswith(door_open)
    assert scene.draw_rectangle((40, 40), (40.2, 41)) is None
    assert "rectangle" not in window.statusBar().currentMessage()


def test_english_without_a_catalogue(window) -> None:
    assert QCoreApplication.translate("MapView", "Zone map") == "Zone map"
    assert window.view.accessibleName() == "Zone map"
    assert window.scene.toggle_door(("corridor", "store"))
    assert window.statusBar().currentMessage() == (
        "The door between Corridor and Storeroom is now open."
    )
