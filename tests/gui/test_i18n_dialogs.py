"""The dialogs, sheets, help and players' screen speak the UI's language (issue 12).

Each test compiles the ``dialogs`` area's catalogues into a temporary folder (so it doesn't
depend on a build having run), installs a language with :func:`gui.i18n.install` and opens the
real dialog. Qt's own catalogue translates the standard buttons (Cancel, Close).
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from i18n_helpers import compile_catalogues, i18n_tool
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QPushButton

from core.encounter import Encounter
from gui import i18n

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def tool() -> Any:
    return i18n_tool()


@pytest.fixture(scope="module")
def catalogues(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The repository's dialogs catalogues, compiled into a folder of their own."""
    return compile_catalogues("dialogs", tmp_path_factory.mktemp("i18n_dialogs"))


@pytest.fixture
def speak(catalogues: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """``speak("pt_BR")`` installs that language from the compiled catalogues; English after."""
    monkeypatch.setattr(i18n, "catalogue_dir", lambda: catalogues)

    def install(code: str) -> None:
        loaded = i18n.install(code)
        assert code == "en" or any(p.name == f"dialogs_{code}.qm" for p in loaded), loaded

    yield install
    i18n.uninstall()


@pytest.fixture
def yze() -> Encounter:
    enc = Encounter(ruleset="yze", seed=1)
    enc.map.add_zone("hall", name="Hall", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
    enc.add_combatant("Ana", zone="hall", side="pc")
    return enc


def _buttons(box: QDialogButtonBox) -> dict[str, str]:
    return {b.objectName(): b.text() for b in box.buttons()}


# -- the catalogues --------------------------------------------------------------------------
def test_every_word_of_the_dialogs_area_is_in_its_catalogues_and_translated(tool, tmp_path):
    """Extract the area's sources again: nothing new, nothing unfinished, placeholders kept."""
    for ts in (REPO / "resources" / "i18n").glob("dialogs_*.ts"):
        shutil.copy(ts, tmp_path / ts.name)
    tool.update("dialogs", tmp_path)
    unfinished = [(e.context, e.source) for e in tool.missing(["dialogs"], folder=tmp_path)]
    assert unfinished == []
    assert tool.bad_placeholders(["dialogs"], folder=tmp_path) == []


# -- Add combatant ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("code", "title", "add", "cancel", "side", "blank"),
    [
        (
            "pt_BR",
            "Adicionar combatente",
            "&Adicionar",
            "Cancelar",
            "PJ (personagem do jogador)",
            "Em branco",
        ),
        ("es", "Añadir combatiente", "&Añadir", "Cancelar", "PJ (personaje jugador)", "En blanco"),
        ("en", "Add combatant", "&Add", "Cancel", "PC (player character)", "Blank"),
    ],
)
def test_add_combatant_speaks_the_ui_language_and_keeps_its_object_names(
    qtbot, speak, yze, code, title, add, cancel, side, blank
):
    from gui.dialogs import AddCombatantDialog

    speak(code)
    dlg = AddCombatantDialog(None, yze, "hall")
    qtbot.addWidget(dlg)
    assert dlg.windowTitle() == title and dlg.accessibleName() == title
    assert _buttons(dlg.box) == {"addCombatantAddButton": add, "addCombatantCancelButton": cancel}
    ok = dlg.findChild(QPushButton, "addCombatantAddButton")
    assert ok.accessibleName() == add.replace("&", "")
    assert dlg.side_combo.itemText(0) == side
    assert dlg.tree.topLevelItem(0).text(0) == blank


def test_template_groups_are_titled_in_the_ui_language(qtbot, speak, yze):
    from gui.dialogs import AddCombatantDialog

    speak("pt_BR")
    dlg = AddCombatantDialog(None, yze)
    qtbot.addWidget(dlg)
    heads = [dlg.tree.topLevelItem(i).text(0) for i in range(dlg.tree.topLevelItemCount())]
    assert heads[0] == "Em branco"
    assert "Arquétipos" in heads and "Archetypes" not in heads


# -- the ruleset picker ----------------------------------------------------------------------
def test_the_ruleset_picker_describes_each_ruleset_in_spanish(qtbot, speak):
    from gui.dialogs import RulesetDialog

    speak("es")
    dlg = RulesetDialog(None, "yze")
    qtbot.addWidget(dlg)
    assert dlg.windowTitle() == "Nuevo encuentro — sistema de reglas"
    yze = dlg.list.currentItem().text()
    assert "Combate de Year Zero Engine" in yze
    assert "Orden de turnos: cartas de iniciativa, la más baja primero." in yze
    assert set(_buttons(dlg.findChild(QDialogButtonBox))) == {
        "rulesetOKButton",
        "rulesetCancelButton",
    }
    assert dlg.value() == "yze"  # the id, not the words


# -- a roll ----------------------------------------------------------------------------------
def test_the_roll_dialog_in_portuguese(qtbot, speak, yze):
    from core.movement import RollNeeded
    from gui.dialogs import RollDialog

    speak("pt_BR")
    roll = RollNeeded("Mobility", "to slip past", "stays put", "cluttered")
    dlg = RollDialog(None, yze, "Ana", roll)
    qtbot.addWidget(dlg)
    assert dlg.windowTitle() == "Rolagem de Mobility — Ana"
    assert dlg.succeeded_button.text() == "Sucesso" and dlg.failed_button.text() == "Falha"
    texts = [w.text() for w in dlg.findChildren(QLabel)]
    assert "Por quê: to slip past." in texts and "Em caso de falha: stays put." in texts


# -- the character sheet ---------------------------------------------------------------------
def test_the_character_dialog_in_spanish(qtbot, speak, yze):
    from gui.character import CharacterDialog

    speak("es")
    dlg = CharacterDialog(None, yze, "Ana")
    qtbot.addWidget(dlg)
    assert dlg.windowTitle() == "Ana — hoja de personaje"
    assert dlg.title.text() == "<b>Ana</b> — PJ en Hall"
    close = dlg.findChild(QPushButton, "characterDialogCloseButton")
    assert close.text().replace("&", "") == "Cerrar" == close.accessibleName()
    assert dlg.form.advanced_button.text() == "Avanzado (estadísticas como JSON)"


# -- weapons and settings --------------------------------------------------------------------
def test_the_weapon_editor_in_portuguese(qtbot, speak, yze):
    from gui.weapon_editor import WeaponEditor

    speak("pt_BR")
    dlg = WeaponEditor(None, yze)
    qtbot.addWidget(dlg)
    header = dlg.list.headerItem()
    assert [header.text(i) for i in range(3)] == ["Arma", "Valores", "Origem"]
    assert dlg.list.topLevelItem(0).text(2) == "tabela"
    assert dlg.copy_button.text() == "Copiar para editar"


def test_the_ruleset_settings_in_spanish(qtbot, speak, yze):
    from gui.ruleset_settings import RulesetSettingsDialog

    speak("es")
    dlg = RulesetSettingsDialog(None, yze)
    qtbot.addWidget(dlg)
    assert dlg.windowTitle() == "Ajustes de Year Zero Engine"
    ok = dlg.findChild(QPushButton, "rulesetSettingsOk")
    assert ok.text().replace("&", "") == "Aceptar" == ok.accessibleName()


# -- help ------------------------------------------------------------------------------------
def test_about_and_the_guide_chrome_in_portuguese_with_the_licences_as_they_are(qtbot, speak):
    from gui.help import AboutDialog, UserGuide

    speak("pt_BR")
    about = AboutDialog()
    qtbot.addWidget(about)
    assert about.windowTitle() == "Sobre o Zonekeeper"
    html = about.text.toPlainText()
    assert "Bibliotecas incluídas" in html and "LGPL-3.0" in html and "BSD-3-Clause" in html
    guide = UserGuide()
    qtbot.addWidget(guide)
    assert guide.windowTitle() == "Zonekeeper — Guia do usuário"
    assert [guide.back.text(), guide.forward.text(), guide.home.text()] == [
        "Voltar",
        "Avançar",
        "Sumário",
    ]


# -- the players' screen ---------------------------------------------------------------------
def test_the_range_band_the_table_reads_is_in_the_ui_language(speak):
    from gui.players.items import band_text

    speak("pt_BR")
    assert [band_text(b) for b in ("engaged", "short", "extreme")] == [
        "Engajado",
        "Curto",
        "Extremo",
    ]
    speak("es")
    assert band_text("long") == "Largo"
    assert band_text("orbital") == "Orbital"  # a band the app doesn't know: as it is


def test_the_player_label_dialog_in_spanish(qtbot, speak):
    from gui.players_controls import LabelDialog

    speak("es")
    dlg = LabelDialog(None, "Cultist", "")
    qtbot.addWidget(dlg)
    assert dlg.windowTitle() == "Nombre que ven los jugadores — Cultist"
    names = set(_buttons(dlg.findChild(QDialogButtonBox)))
    assert names == {"playerLabelOKButton", "playerLabelCancelButton"}


# -- words the core gives --------------------------------------------------------------------
def test_a_pickers_summary_words_a_choice_by_its_label_not_its_id():
    from core.rules.runner import CharacterSheet, SheetField, SheetSection
    from gui.character import stats_summary

    kind = SheetField(
        "vehicle",
        "Vehicle type",
        "choice",
        choices=("car", "sherman_tank"),
        choice_labels=("Car", "Sherman tank"),
    )
    sheet = CharacterSheet((SheetSection("s", "S", (SheetField("pv", "PV"), kind)),))
    assert stats_summary(sheet, {"pv": 10, "vehicle": "sherman_tank"}) == (
        "PV 10 · Vehicle type Sherman tank"
    )
    # a value the choices don't hold is shown as it is
    assert stats_summary(sheet, {"vehicle": "zeppelin"}) == "Vehicle type zeppelin"


def test_the_vehicles_group_is_titled_in_portuguese(speak):
    from gui.dialogs import group_title

    speak("pt_BR")
    assert [group_title(g) for g in ("Vehicles", "NPCs", "Homebrew")] == [
        "Veículos",
        "PNJs",
        "Homebrew",
    ]


def test_setting_choices_show_the_rulesets_words_where_it_names_them(qtbot, yze, monkeypatch):
    from gui.ruleset_settings import RulesetSettingsDialog, choice_text

    labels = {
        "yze.damage_system": {"health_resolve": "Vida e Determinação"},
        "yze.armour_applies_to": {"melee, ranged": "corpo a corpo, à distância"},
    }
    monkeypatch.setattr(
        type(yze.ruleset), "setting_choice_labels", lambda self: labels, raising=False
    )
    dlg = RulesetSettingsDialog(None, yze)
    qtbot.addWidget(dlg)
    system = dlg.editors["yze.damage_system"]
    shown = [system.itemText(i) for i in range(system.count())]
    assert shown[0] == "Vida e Determinação" and "attribute damage" in shown  # unnamed: its id
    armour = dlg.editors["yze.armour_applies_to"]
    assert "corpo a corpo, à distância" in [armour.itemText(i) for i in range(armour.count())]
    assert system.itemData(0) == "health_resolve"  # the value written stays the id
    assert choice_text("equal_or_better", {"equal or better": "igual ou melhor"}) == (
        "igual ou melhor"
    )
