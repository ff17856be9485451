"""Qt fixtures for the GUI tests: headless, isolated settings, no modal dialog ever blocks."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QMessageBox

from core.encounter import Encounter
from core.resources import sample_encounter_path


@dataclass
class Modals:
    """What the code under test asked the GM, and the canned answers it gets."""

    calls: list[tuple[str, tuple[Any, ...]]] = field(default_factory=list)
    roll_results: list[bool | None] = field(default_factory=list)
    engage: bool = True
    overlap: bool = True
    """Cut a zone drawn over others to fit (False: cancel)."""
    save_answer: QMessageBox.StandardButton = QMessageBox.StandardButton.Discard
    new_combatant: tuple[Any, ...] | None = None
    """(name, side, zone) or a whole ``dialogs.NewCombatant`` (template, count)."""
    ruleset: str | None = "yze"
    image_file: str | None = None
    character_file: str | None = None
    character_save_file: str | None = None
    copies: int | None = 2
    weapon: str | None = None
    """The Attack dock's "Other weapon…" pick (an item id of the sheet's weapon table)."""

    def kinds(self) -> list[str]:
        return [k for k, _ in self.calls]

    def texts(self, kind: str) -> list[str]:
        return [" ".join(str(a) for a in args) for k, args in self.calls if k == kind]


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path_factory: pytest.TempPathFactory, qapp: Any) -> None:
    """QSettings (recent files) go to a throw-away folder, never the developer's."""
    folder = tmp_path_factory.mktemp("settings")
    QCoreApplication.setOrganizationName("ZonekeeperTests")
    QCoreApplication.setApplicationName("ZonekeeperTests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    QSettings().clear()


@pytest.fixture(autouse=True)
def isolated_data_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: Any) -> Path:
    """Recovery files and logs (gui.recovery.data_dir) go to a throw-away folder, also in the
    app subprocesses the tests start."""
    folder = tmp_path_factory.mktemp("data")
    monkeypatch.setenv("ZONEKEEPER_DATA_DIR", str(folder))
    return folder


@pytest.fixture(autouse=True)
def modals(monkeypatch: pytest.MonkeyPatch) -> Modals:
    """Replace every modal question with a recorder (a GUI test must never block)."""
    from gui import dialogs

    m = Modals()

    def record(kind: str, answer: Any) -> Any:
        def fn(*args: Any, **kwargs: Any) -> Any:
            m.calls.append((kind, args[1:]))
            return answer() if callable(answer) else answer

        return fn

    monkeypatch.setattr(
        dialogs,
        "ask_roll",
        record("roll", lambda: m.roll_results.pop(0) if m.roll_results else True),
    )
    monkeypatch.setattr(dialogs, "ask_engage", record("engage", lambda: m.engage))
    monkeypatch.setattr(dialogs, "ask_overlap", record("overlap", lambda: m.overlap))
    monkeypatch.setattr(dialogs, "inform", record("inform", None))
    monkeypatch.setattr(dialogs, "ask_save_changes", record("save?", lambda: m.save_answer))
    monkeypatch.setattr(dialogs, "ask_new_combatant", record("new", lambda: m.new_combatant))
    monkeypatch.setattr(dialogs, "ask_ruleset", record("ruleset", lambda: m.ruleset))
    monkeypatch.setattr(dialogs, "ask_image_file", record("image", lambda: m.image_file))
    monkeypatch.setattr(
        dialogs, "ask_character_file", record("character file", lambda: m.character_file)
    )
    monkeypatch.setattr(
        dialogs,
        "ask_character_save_file",
        record("character save file", lambda: m.character_save_file),
    )
    monkeypatch.setattr(dialogs, "ask_copies", record("copies", lambda: m.copies))
    from gui.docks import attack

    monkeypatch.setattr(attack, "ask_weapon", record("weapon", lambda: m.weapon))
    for name in ("critical", "warning", "information"):
        monkeypatch.setattr(QMessageBox, name, record(name, QMessageBox.StandardButton.Ok))
    monkeypatch.setattr(QMessageBox, "question", record("question", QMessageBox.StandardButton.No))
    return m


@pytest.fixture
def sample() -> Encounter:
    return Encounter.load(sample_encounter_path())


@pytest.fixture
def make_window(qtbot: Any) -> Any:
    """Build main windows on an encounter; they are closed without questions afterwards."""
    from gui.main_window import MainWindow

    made: list[MainWindow] = []

    def make(enc: Encounter | None = None, path: str | Path | None = None) -> MainWindow:
        w = MainWindow(enc, path)
        qtbot.addWidget(w)
        w.resize(1200, 800)
        w.show()
        qtbot.waitExposed(w)
        made.append(w)
        return w

    yield make
    for w in made:
        w._force_close = True


@pytest.fixture
def window(make_window: Any, sample: Encounter) -> Any:
    return make_window(sample, sample_encounter_path())
