"""tools/i18n.py: extract, fill, check and compile the translation catalogues; and the catalogues
the repository holds are well-formed (every translated message keeps its placeholders).
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

_spec = importlib.util.spec_from_file_location("zk_i18n_tool", REPO / "tools" / "i18n.py")
assert _spec is not None and _spec.loader is not None
i18n = importlib.util.module_from_spec(_spec)
sys.modules["zk_i18n_tool"] = i18n
_spec.loader.exec_module(i18n)

SOURCE = """
from PySide6.QtCore import QCoreApplication, QObject
from core.i18n import translate


class MainWindow(QObject):
    def texts(self, n):
        self.tr("&Open…")
        self.tr("{name} moves to {zone}").format(name="Ana", zone="Hall")
        self.tr("%n zone(s)", "", n)
        QCoreApplication.translate("MainWindow", "It's \\"quoted\\" <b>bold</b>")
        translate("core", "%n hit(s)", "", n)
        translate("core", "Attacker prone")
"""


@pytest.fixture
def project(tmp_path: Path) -> tuple[Path, Path]:
    """A tiny source tree with the app area's main window, and its catalogue folder."""
    (tmp_path / "gui").mkdir()
    (tmp_path / "gui" / "main_window.py").write_text(SOURCE, encoding="utf-8")
    folder = tmp_path / "i18n"
    i18n.update("app", folder, tmp_path)
    return tmp_path, folder


def _by_source(ts: Path) -> dict[str, object]:
    return {e.source: e for e in i18n.entries(ts)}


def test_update_extracts_self_tr_qt_translate_and_the_cores_translate(project):
    _, folder = project
    for lang in ("pt_BR", "es"):
        found = _by_source(folder / f"app_{lang}.ts")
        assert set(found) == {
            "&Open…",
            "{name} moves to {zone}",
            "%n zone(s)",
            'It\'s "quoted" <b>bold</b>',
            "%n hit(s)",
            "Attacker prone",
        }
        assert found["Attacker prone"].context == "core"
        assert found["&Open…"].context == "MainWindow"
        assert not any(e.finished for e in found.values())


def test_every_percent_n_message_is_a_plural_even_from_the_cores_translate(project):
    _, folder = project
    found = _by_source(folder / "app_es.ts")
    assert found["%n hit(s)"].numerus  # lupdate alone doesn't mark translate(..., n)
    assert found["%n zone(s)"].numerus
    assert not found["Attacker prone"].numerus


def test_fill_writes_translations_and_plural_forms(project):
    _, folder = project
    table = {
        "MainWindow": {"&Open…": "&Abrir…", "%n zone(s)": ["%n zona", "%n zonas"]},
        "core": {"%n hit(s)": ["%n golpe", "%n golpes"]},
    }
    assert i18n.fill("app", "es", table, folder) == []
    found = _by_source(folder / "app_es.ts")
    assert found["&Open…"].translations == ("&Abrir…",) and found["&Open…"].finished
    assert found["%n zone(s)"].translations == ("%n zona", "%n zonas")
    assert not found["Attacker prone"].finished
    left = {e.source for e in i18n.missing(["app"], ["es"], folder)}
    assert left == {"{name} moves to {zone}", 'It\'s "quoted" <b>bold</b>', "Attacker prone"}


def test_fill_refuses_unknown_messages_and_changed_placeholders_and_keeps_the_rest(project):
    _, folder = project
    table = {
        "MainWindow": {
            "{name} moves to {zone}": "{nome} va a {zone}",
            "Not in the sources": "x",
            "&Open…": "&Abrir…",
        },
        "core": {"Attacker prone": ""},
    }
    problems = i18n.fill("app", "es", table, folder)
    assert len(problems) == 3
    assert any("{nome}" in p for p in problems)
    assert any("Not in the sources" in p for p in problems)
    assert any("empty" in p for p in problems)
    found = _by_source(folder / "app_es.ts")
    assert found["&Open…"].finished
    assert not found["{name} moves to {zone}"].finished


def test_a_second_update_keeps_translations_and_changes_nothing(project):
    root, folder = project
    table = {
        "MainWindow": {'It\'s "quoted" <b>bold</b>': 'Es "citado" <b>negrita</b>'},
        "core": {"%n hit(s)": ["%n golpe", "%n golpes"]},
    }
    assert i18n.fill("app", "es", table, folder) == []
    before = (folder / "app_es.ts").read_text(encoding="utf-8")
    i18n.update("app", folder, root)
    assert (folder / "app_es.ts").read_text(encoding="utf-8") == before


def test_update_drops_messages_no_longer_in_the_sources(project):
    root, folder = project
    source = root / "gui" / "main_window.py"
    source.write_text(SOURCE.replace('translate("core", "Attacker prone")', "pass"), "utf-8")
    i18n.update("app", folder, root)
    assert "Attacker prone" not in _by_source(folder / "app_pt_BR.ts")


def test_build_compiles_catalogues_qt_loads_and_translates_with(project, tmp_path, qapp):
    from PySide6.QtCore import QCoreApplication, QTranslator

    _, folder = project
    table = {
        "MainWindow": {"&Open…": "&Abrir…"},
        "core": {"%n hit(s)": ["%n golpe", "%n golpes"]},
    }
    i18n.fill("app", "es", table, folder)
    out = tmp_path / "qm"
    built = i18n.build(out, folder)
    assert sorted(p.name for p in built) == ["app_es.qm", "app_pt_BR.qm"]
    app = qapp  # pytest-qt's QApplication: a bare QCoreApplication here would break GUI tests
    translator = QTranslator()
    assert translator.load(str(out / "app_es.qm"))
    app.installTranslator(translator)
    try:
        assert QCoreApplication.translate("MainWindow", "&Open…") == "&Abrir…"
        assert QCoreApplication.translate("core", "%n hit(s)", "", 1) == "1 golpe"
        assert QCoreApplication.translate("core", "%n hit(s)", "", 3) == "3 golpes"
    finally:
        app.removeTranslator(translator)


def test_unknown_area_and_language_are_refused_with_the_choices():
    with pytest.raises(i18n.I18nError, match="one of: app, dialogs"):
        i18n.areas_named("menus")
    with pytest.raises(i18n.I18nError, match="pt_BR, es"):
        i18n.ts_path("app", "fr")


def test_the_command_line_reports_a_refusal_in_one_line(capsys):
    assert i18n.main(["update", "menus"]) == 2
    assert "unknown area 'menus'" in capsys.readouterr().err


def test_placeholder_check_allows_a_singular_without_the_number():
    assert i18n.mismatch("%n zone(s)", "uma zona", numerus=True) == ""
    assert i18n.mismatch("{name} hits", "{nome} acerta") != ""
    assert i18n.mismatch("{n:.1f} m", "{n:.1f} m") == ""


def test_every_area_has_source_files():
    for area in i18n.AREAS:
        assert i18n.area_sources(area), area


def test_the_repositorys_catalogues_keep_every_placeholder():
    bad = i18n.bad_placeholders(i18n.AREAS)
    assert bad == [], "\n".join(f"{e.ts.name} [{e.context}] {e.source!r}: {w}" for e, w in bad)


def test_the_repositorys_catalogues_are_named_after_an_area_and_a_language():
    for ts in i18n.all_ts():
        area, _, lang = ts.stem.rpartition("_")
        if lang == "BR":
            area, _, lang = area.rpartition("_")
            lang += "_BR"
        assert area in i18n.AREAS and lang in i18n.LANGS, ts.name


def test_the_tools_are_found_in_the_pyside6_package():
    pytest.importorskip("PySide6")
    assert i18n.qt_tool("lupdate").exists()
    assert i18n.qt_tool("lrelease").exists()


def test_build_skips_what_is_up_to_date_and_rebuilds_an_edited_catalogue(project):
    _, folder = project
    assert len(i18n.build(folder=folder)) == 2
    assert i18n.stale(folder) == []
    assert i18n.build(folder=folder) == []
    i18n.fill("app", "es", {"MainWindow": {"&Open…": "&Abrir…"}}, folder)
    ts = folder / "app_es.ts"
    qm = folder / "app_es.qm"
    os.utime(ts, (qm.stat().st_mtime + 1, qm.stat().st_mtime + 1))
    assert i18n.stale(folder) == [ts]
    assert i18n.build(folder=folder) == [qm]
    assert len(i18n.build(folder=folder, force=True)) == 2


def test_every_build_compiles_the_catalogues():
    """dev.sh setup, the PyInstaller spec and the wheel (setup.py) all build the .qm files."""
    packaging = REPO / "packaging"
    assert 'tools/i18n.py" build' in (packaging / "dev.sh").read_text(encoding="utf-8")
    spec = (packaging / "zonekeeper.spec").read_text(encoding="utf-8")
    assert '"tools" / "i18n.py"), "build"]' in spec
    assert "resources/i18n/" in spec  # the .ts sources are left out of the bundle
    assert "resources/i18n/$qm" in (packaging / "build_bundle.sh").read_text(encoding="utf-8")
    setup = (REPO / "setup.py").read_text(encoding="utf-8")
    assert '"zonekeeper_data" / "i18n"' in setup
    assert "/resources/i18n/*.qm" in (REPO / ".gitignore").read_text(encoding="utf-8")


@pytest.mark.parametrize("area", ["app"])
def test_a_finished_area_is_extracted_and_translated_to_the_last_word(area, tmp_path):
    """Extract the area's sources again: nothing new or unfinished, placeholders kept."""
    for ts in (REPO / "resources" / "i18n").glob(f"{area}_*.ts"):
        shutil.copy(ts, tmp_path / ts.name)
    i18n.update(area, tmp_path)
    left = [(e.ts.name, e.context, e.source) for e in i18n.missing([area], folder=tmp_path)]
    assert left == [], "run `tools/i18n.py update` and translate:\n" + "\n".join(map(str, left))
    assert i18n.bad_placeholders([area], tmp_path) == []
