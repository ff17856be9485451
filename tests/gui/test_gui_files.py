"""File menu: save, reopen, recent files, bad files, unsaved-changes questions."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QMessageBox
from qt_helpers import at

from core.encounter import Encounter


def _data(enc: Encounter) -> dict:
    d = enc.to_dict()
    d.pop("app_version", None)
    return d


def test_save_clears_modified_and_reopens_the_same(window, tmp_path) -> None:
    window.scene.drop_token("Ana Ferreira", at(19, 14))
    assert window.isWindowModified()
    target = tmp_path / "fight"
    assert window.save_as(target)
    saved = tmp_path / "fight.zkenc"
    assert saved.exists()
    assert window.path == saved
    assert not window.isWindowModified()
    assert window.windowTitle().startswith("fight.zkenc")
    expected = _data(window.enc)
    assert window.open_file(saved)
    assert _data(window.enc) == expected
    assert window.enc.combatant("Ana Ferreira").zone == "corridor"
    assert window.undo_stack.count() == 0
    # Save goes to the same file now
    window.action_next_round.trigger()
    assert window.isWindowModified()
    window.action_save.trigger()
    assert not window.isWindowModified()
    assert json.loads(saved.read_text())["round"]["number"] == 2


def test_save_of_the_sample_asks_for_a_new_name(window, monkeypatch, tmp_path) -> None:
    from PySide6.QtWidgets import QFileDialog

    asked = []

    def fake(*args, **kwargs):
        asked.append(args)
        return str(tmp_path / "copy.zkenc"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake)
    window.action_save.trigger()
    assert asked and (tmp_path / "copy.zkenc").exists()


def test_recent_files_menu(window, tmp_path) -> None:
    paths = []
    for i in range(10):
        p = tmp_path / f"e{i}.zkenc"
        assert window.save_as(p)
        paths.append(p)
    actions = [a for a in window.recent_menu.actions() if a.objectName().startswith("actionRecent")]
    assert len(actions) == 8
    assert actions[0].objectName() == "actionRecent1"
    assert "e9.zkenc" in actions[0].text()
    assert window.recent_files()[0] == str(paths[-1].resolve())
    actions[3].trigger()
    assert window.path.name == "e6.zkenc"
    window.action_clear_recent.trigger()
    assert window.recent_files() == []


def test_corrupt_file_shows_error_and_keeps_encounter(window, modals, tmp_path) -> None:
    bad = tmp_path / "bad.zkenc"
    bad.write_text('{"format": "zonekeeper-encounter", "schema_version": 1, "ruleset": ')
    enc = window.enc
    window.scene.drop_token("Ana Ferreira", at(19, 14))
    modals.save_answer = QMessageBox.StandardButton.Discard
    assert not window.open_file(bad)
    (text,) = modals.texts("critical")
    assert "bad.zkenc" in text and "truncated" in text
    assert window.enc is enc
    assert enc.combatant("Ana Ferreira").zone == "corridor"
    assert window.scene.token_items["Ana Ferreira"].combatant.zone == "corridor"
    assert window.undo_stack.count() == 1
    assert str(bad.resolve()) not in window.recent_files()


def test_not_an_encounter(window, modals, tmp_path) -> None:
    other = tmp_path / "other.zkenc"
    other.write_text(json.dumps({"hello": 1}))
    assert not window.open_file(other)
    assert "not a Zonekeeper encounter" in modals.texts("critical")[0]


def test_save_error_keeps_everything(window, modals, tmp_path) -> None:
    window.scene.drop_token("Ana Ferreira", at(19, 14))
    assert not window.save_as(tmp_path / "missing-folder" / "x.zkenc")
    (text,) = modals.texts("warning")
    assert "Could not save" in text
    assert window.isWindowModified()
    assert window.enc.combatant("Ana Ferreira").zone == "corridor"


def test_close_with_unsaved_changes_asks(window, modals) -> None:
    window.scene.drop_token("Ana Ferreira", at(19, 14))
    modals.save_answer = QMessageBox.StandardButton.Cancel
    window.close()
    assert modals.kinds().count("save?") == 1
    assert window.isVisible()
    modals.save_answer = QMessageBox.StandardButton.Discard
    window.close()
    assert not window.isVisible()


def test_clean_close_does_not_ask(window, modals) -> None:
    window.close()
    assert "save?" not in modals.kinds()
    assert not window.isVisible()


def test_new_with_unsaved_changes(window, modals) -> None:
    window.scene.drop_token("Ana Ferreira", at(19, 14))
    modals.save_answer = QMessageBox.StandardButton.Cancel
    assert not window.new_encounter()
    assert len(window.enc.map) == 10
    modals.save_answer = QMessageBox.StandardButton.Discard
    assert window.new_encounter()
    assert len(window.enc.map) == 0
    assert window.scene.zone_items == {} and window.scene.token_items == {}
    assert window.path is None and not window.isWindowModified()
    assert window.windowTitle().startswith("Untitled encounter")
    # the new encounter's commands go through the window's stack too
    window.set_edit_mode(True)
    window.scene.draw_rectangle((0, 0), (10, 10))
    assert window.undo_stack.count() == 1
    assert window.enc.history.can_undo is False


def test_startup_file_errors_do_not_block(make_window, tmp_path, capsys) -> None:
    window = make_window()
    bad = tmp_path / "bad.zkenc"
    bad.write_text("")
    assert not window.open_startup_file(bad, show_errors_modal=False)
    assert "empty" in capsys.readouterr().err
    assert "empty" in window.statusBar().currentMessage()
    assert len(window.enc.map) == 0


def test_new_asks_for_the_ruleset(window, modals) -> None:
    from core.rules.base import available_rulesets

    modals.ruleset = "d20" if "d20" in available_rulesets() else "yze"
    window.action_new.trigger()
    assert modals.kinds().count("ruleset") == 1
    enc = window.enc
    assert enc.ruleset.name == modals.ruleset and len(enc.map) == 0
    title = enc.ruleset.title
    assert window.windowTitle().startswith("Untitled encounter") and title in window.windowTitle()
    assert window.ruleset_label.text() == title
    assert window.combat_docks.initiative.windowTitle() == enc.combat.initiative_title
    # cancelling the question keeps the encounter
    modals.ruleset = None
    assert not window.new_encounter()
    assert window.enc is enc


def test_the_ruleset_dialog_lists_every_ruleset_with_a_line_each(qtbot) -> None:
    from core.rules.base import available_rulesets
    from gui.dialogs import RulesetDialog

    dlg = RulesetDialog(None, "yze")
    qtbot.addWidget(dlg)
    rows = [dlg.list.item(i).text() for i in range(dlg.list.count())]
    assert len(rows) == len(available_rulesets())
    for cls, row in zip(available_rulesets().values(), rows, strict=True):
        title, line = row.split("\n")
        assert title == cls.title and line
    assert dlg.value() == "yze"
    dlg.list.setCurrentRow(len(rows) - 1)
    assert dlg.value() == list(available_rulesets())[-1]


def test_open_sample_is_an_untitled_copy(window, monkeypatch, tmp_path) -> None:
    from PySide6.QtWidgets import QFileDialog

    from core.resources import resources_dir

    samples = sorted((resources_dir() / "samples").glob("sample_*.zkenc"))
    menu = window.sample_menu
    assert len(menu.actions()) == len(samples)
    assert menu.actions()[0].objectName() == "actionOpenSample_yze"
    last = menu.actions()[-1]
    last.trigger()
    key = last.objectName().removeprefix("actionOpenSample_")
    assert window.enc.ruleset.name == key
    assert window.path is None and window.windowTitle().startswith(window.enc.name)
    asked = []

    def fake(*args, **kwargs):
        asked.append(args)
        return str(tmp_path / "mine.zkenc"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake)
    window.action_save.trigger()
    assert asked and (tmp_path / "mine.zkenc").exists()
    assert Encounter.load(tmp_path / "mine.zkenc").ruleset.name == key
