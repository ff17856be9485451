"""A built-in sample opens in the UI language's names — at start-up and from File ▸ Open —
while a GM's own copy opens as written (core.samples)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator

import pytest

from core import i18n
from core.resources import resources_dir
from gui import app

FOLDER = resources_dir() / "samples"


@pytest.fixture
def portuguese() -> Iterator[None]:
    i18n.set_language("pt_BR")
    yield
    i18n.set_language("en")


def test_the_start_up_sample_reads_in_portuguese(qtbot, portuguese) -> None:
    window = app._build_window(app._load_startup_encounter(None))
    assert window is not None
    qtbot.addWidget(window)
    assert window.scene.zone_items["yard"].zone.name == "Pátio"
    assert {"Guarda", "Líder do Culto"} <= set(window.scene.token_items)
    assert window.enc.engaged_pairs() == [("Bruno Costa", "Guarda")]
    assert window.undo_stack.count() == 0 and not window.isWindowModified()
    window.close_without_asking()


def test_a_sample_opened_reads_in_portuguese_a_copy_as_written(
    make_window, portuguese, tmp_path
) -> None:
    window = make_window()
    assert window.open_file(FOLDER / "sample_ww2.zkenc")
    assert "Sentinela" in window.scene.token_items
    assert window.enc.name == "O Posto do Velho Moinho (Segunda Guerra)"
    copy = tmp_path / "mine.zkenc"
    shutil.copyfile(FOLDER / "sample_ww2.zkenc", copy)
    assert window.open_file(copy)
    assert "Sentry" in window.scene.token_items
