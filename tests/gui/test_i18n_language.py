"""gui.i18n: which language the UI starts in, Qt's translators for it, Settings ▸ Language."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialogButtonBox

import core.i18n
from gui import i18n

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def english_afterwards() -> Any:
    """Whatever a test installs, the next one starts in English."""
    yield
    i18n.uninstall()


@pytest.fixture
def tool() -> Any:
    spec = importlib.util.spec_from_file_location("zk_i18n_tool", REPO / "tools" / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["zk_i18n_tool"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def spanish_catalogue(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, tool: Any) -> Path:
    """A compiled Spanish catalogue with one GUI and one core message, as resources/i18n."""
    (tmp_path / "gui").mkdir()
    (tmp_path / "gui" / "main_window.py").write_text(
        "from core.i18n import translate\n"
        "QCoreApplication.translate('MainWindow', '&Open…')\n"
        "translate('core', '%n hit(s)', '', n)\n",
        encoding="utf-8",
    )
    folder = tmp_path / "i18n"
    tool.update("app", folder, tmp_path)
    table = {"MainWindow": {"&Open…": "&Abrir…"}, "core": {"%n hit(s)": ["%n golpe", "%n golpes"]}}
    assert tool.fill("app", "es", table, folder) == []
    tool.build(folder=folder)
    monkeypatch.setattr(i18n, "catalogue_dir", lambda: folder)
    return folder


@pytest.mark.parametrize(
    ("given", "code"),
    [
        ("pt-BR", "pt_BR"),
        ("pt_PT", "pt_BR"),
        ("pt", "pt_BR"),
        ("es_MX", "es"),
        ("es-419", "es"),
        ("en_GB", "en"),
        ("System", "system"),
        ("fr_FR", None),
        ("", None),
        (None, None),
    ],
)
def test_normalise_maps_any_portuguese_and_spanish_to_the_catalogues_there_are(given, code):
    assert i18n.normalise(given) == code


def test_the_system_language_is_the_first_ui_language_the_app_speaks():
    assert i18n.system_language(["de-DE", "es-AR", "en-US"]) == "es"
    assert i18n.system_language(["pt-PT"]) == "pt_BR"
    assert i18n.system_language(["de-DE", "fr"]) == "en"
    assert i18n.system_language([]) == "en"


def test_the_choice_is_stored_and_system_is_the_default():
    assert i18n.stored_choice() == "system"
    i18n.store_choice("pt_BR")
    assert i18n.stored_choice() == "pt_BR"
    with pytest.raises(ValueError, match="fr"):
        i18n.store_choice("fr")
    assert i18n.stored_choice() == "pt_BR"


def test_command_line_beats_environment_beats_setting(monkeypatch):
    i18n.store_choice("es")
    monkeypatch.delenv(i18n.LANG_ENV, raising=False)
    assert i18n.chosen_language() == "es"
    monkeypatch.setenv(i18n.LANG_ENV, "pt_BR")
    assert i18n.chosen_language() == "pt_BR"
    assert i18n.chosen_language("en") == "en"
    assert i18n.chosen_language("klingon") == "pt_BR"  # skipped with a warning


def test_system_setting_follows_the_system(monkeypatch):
    monkeypatch.delenv(i18n.LANG_ENV, raising=False)
    monkeypatch.setattr(i18n, "system_language", lambda ui_languages=None: "es")
    assert i18n.chosen_language() == "es"
    i18n.store_choice("en")
    assert i18n.chosen_language() == "en"


def test_install_translates_the_gui_and_the_core_and_uninstall_goes_back(spanish_catalogue):
    loaded = i18n.install("es")
    assert spanish_catalogue / "app_es.qm" in loaded
    assert QCoreApplication.translate("MainWindow", "&Open…") == "&Abrir…"
    assert core.i18n.language() == "es"
    assert core.i18n.translate("core", "%n hit(s)", "", 1) == "1 golpe"
    assert core.i18n.translate("core", "%n hit(s)", "", 4) == "4 golpes"
    i18n.uninstall()
    assert QCoreApplication.translate("MainWindow", "&Open…") == "&Open…"
    assert core.i18n.translate("core", "%n hit(s)", "", 4) == "%n hit(s)"
    assert core.i18n.language() == "en"


def test_a_second_install_replaces_the_first(spanish_catalogue):
    i18n.install("es")
    i18n.install("pt_BR")  # no Portuguese catalogue in this folder: nothing Spanish is left
    assert QCoreApplication.translate("MainWindow", "&Open…") == "&Open…"
    assert core.i18n.language() == "pt_BR"


def test_english_loads_no_catalogue(spanish_catalogue):
    assert i18n.install("en") == []
    assert core.i18n.language() == "en"


def test_unknown_language_is_refused():
    with pytest.raises(ValueError, match="pt_BR"):
        i18n.install("fr")


@pytest.mark.parametrize(("code", "cancel"), [("pt_BR", "Cancelar"), ("es", "Cancelar")])
def test_qts_own_buttons_speak_the_language(code, cancel, qapp):
    assert i18n.qt_catalogues(code), "PySide6 ships qtbase_<lang>.qm"
    i18n.install(code)
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == cancel


def test_the_repositorys_catalogues_are_found_for_each_language():
    folder = i18n.catalogue_dir()
    assert folder == REPO / "resources" / "i18n"
    for code in ("pt_BR", "es"):
        assert all(p.name.endswith(f"_{code}.qm") for p in i18n.catalogues(code))


# -- Settings ▸ Language ----------------------------------------------------------------------


def _menu_texts(window: Any) -> dict[str, str]:
    return {c: a.text() for c, a in window.language_menu.actions.items()}


def test_the_language_menu_offers_system_and_each_language_in_its_own_words(window):
    texts = _menu_texts(window)
    assert texts["en"] == "English"
    assert texts["pt_BR"] == "Português (Brasil)"
    assert texts["es"] == "Español"
    assert texts["system"].startswith("System (")
    assert window.language_menu.actions["system"].isChecked()
    assert window.language_menu.menu.objectName() == "menuLanguage"
    assert "restart" in window.language_menu.menu.menuAction().statusTip()


def test_choosing_a_language_stores_it_and_says_when_it_applies(window, monkeypatch):
    asked: list[str] = []
    monkeypatch.setattr(i18n, "ask_restart", lambda parent, lang: asked.append(lang) or False)
    assert window.language_menu.choose("es") is False
    assert i18n.stored_choice() == "es"
    assert asked == ["Español"]
    assert window.language_menu.actions["es"].isChecked()
    assert "next start" in window.statusBar().currentMessage()
    assert window.isVisible()


def test_choosing_the_language_already_spoken_asks_nothing(window, monkeypatch):
    monkeypatch.setattr(i18n, "ask_restart", lambda *a: pytest.fail("asked to restart"))
    assert window.language_menu.choose("en") is False
    assert i18n.stored_choice() == "en"


def test_restart_now_relaunches_on_the_same_file_and_closes(window, monkeypatch, modals):
    launched: list[list[str]] = []
    monkeypatch.setattr(i18n, "ask_restart", lambda *a: True)
    monkeypatch.setattr(i18n, "launch", lambda cmd: launched.append(cmd) or True)
    monkeypatch.setattr(window, "_is_sample", lambda: False)
    assert window.language_menu.choose("pt_BR") is True
    assert launched == [[sys.executable, "-m", "gui", str(window.path)]]
    assert not window.isVisible()


def test_restart_asks_to_save_first_and_cancel_keeps_everything(window, monkeypatch, modals):
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(i18n, "ask_restart", lambda *a: True)
    monkeypatch.setattr(i18n, "launch", lambda cmd: pytest.fail("relaunched"))
    window.undo_stack.resetClean()  # unsaved changes
    modals.save_answer = QMessageBox.StandardButton.Cancel
    assert window.language_menu.choose("es") is False
    assert "save?" in modals.kinds()
    assert window.isVisible() and not window.undo_stack.isClean()


def test_a_failed_relaunch_keeps_the_window_and_says_so(window, monkeypatch):
    monkeypatch.setattr(i18n, "ask_restart", lambda *a: True)
    monkeypatch.setattr(i18n, "launch", lambda cmd: False)
    assert window.language_menu.choose("es") is False
    assert window.isVisible()
    assert "by hand" in window.statusBar().currentMessage()


def test_the_relaunch_command_of_a_bundle_is_the_bundle(monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert i18n.relaunch_command(Path("f.zkenc")) == [sys.executable, "f.zkenc"]
    monkeypatch.setattr(sys, "frozen", False)
    assert i18n.relaunch_command(None) == [sys.executable, "-m", "gui"]
