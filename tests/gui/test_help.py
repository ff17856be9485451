"""Help ▸ About and User guide, the first-run how-to, .zkenc drops and the system's FileOpen."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QMimeData, QPoint, QPointF, QSettings, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QFileOpenEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from core import __version__
from core.resources import guide_dir, sample_encounter_path
from gui import help as gui_help
from gui.app import build_parser

REPO = Path(__file__).resolve().parents[2]


def test_version_prints_without_qt() -> None:
    code = (
        "import sys\nfrom gui.app import main\n"
        "try:\n    main(['--version'])\nexcept SystemExit as e:\n    print('exit', e.code)\n"
        "print('qt', any(m.startswith('PySide6') for m in sys.modules))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=30
    ).stdout
    assert out.splitlines() == [f"Zonekeeper {__version__}", "exit 0", "qt False"]


def test_version_is_written_once() -> None:
    pyproject = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    assert 'dynamic = ["version"]' in pyproject
    assert not re.search(r'^version\s*=\s*"', pyproject, re.MULTILINE)
    assert build_parser().parse_args(["--first-run"]).first_run


def test_help_menu_has_guide_and_about(window) -> None:
    menu = window.help_menu.menu
    assert window.menuBar().actions()[-1] is menu.menuAction()
    names = [a.objectName() for a in menu.actions() if not a.isSeparator()]
    assert names == ["actionUserGuide", "actionFirstRun", "actionAbout"]


def test_about_names_version_and_every_licence(window, qtbot) -> None:
    dialog = window.help_menu.show_about()
    assert f"Zonekeeper {__version__}" in dialog.text.toPlainText()
    rows = re.findall(r"<tr>(.*?)</tr>", gui_help.about_html())
    for name, licence in (
        ("Qt 6", "LGPL-3.0"),
        ("PySide6", "LGPL-3.0"),
        ("shapely", "BSD-3-Clause"),
        ("networkx", "BSD-3-Clause"),
        ("numpy", "BSD-3-Clause"),
        ("pydantic", "MIT"),
    ):
        row = next(r for r in rows if f"<td>{name}" in r)
        assert licence in row and 'href="https://' in row, row
    html = dialog.text.toHtml()
    assert "https://doc.qt.io/qt-6/lgpl.html" in html and dialog.text.openExternalLinks()
    dialog.close()


def test_guide_lists_the_shipped_docs_readme_first(window) -> None:
    guide = window.help_menu.show_guide()
    assert guide.current_page() == guide_dir() / "README.md"
    shown = [guide.pages.item(i).toolTip() for i in range(guide.pages.count())]
    assert shown[0] == "README.md"
    assert "docs/api.md" in shown and "docs/rulesets/yze.md" in shown
    assert "Zonekeeper" in guide.browser.toPlainText()
    assert guide.browser.document().blockCount() > 50  # Markdown rendered, not one raw line
    assert window.help_menu.show_guide() is guide  # one window, raised again


def test_guide_links_between_pages_and_to_headings(window) -> None:
    guide = window.help_menu.show_guide()
    guide.follow(QUrl("docs/file-format.md"))
    assert guide.current_page() == guide_dir() / "docs" / "file-format.md"
    assert guide.pages.currentItem().toolTip() == "docs/file-format.md"  # the list follows
    guide.follow(QUrl("../README.md#robustness"))
    assert guide.current_page() == guide_dir() / "README.md"
    assert guide.browser.textCursor().block().text().lower().startswith("robustness")
    guide.follow(QUrl("docs/rulesets/"))  # a folder: its first page
    assert guide.current_page().parent == guide_dir() / "docs" / "rulesets"
    guide.back.click()
    assert guide.current_page() == guide_dir() / "README.md"


def test_slug_is_github_anchor() -> None:
    assert gui_help.slug("Robustness & recovery") == "robustness--recovery"
    assert gui_help.slug("Shooting: can_shoot") == "shooting-can_shoot"


def test_first_run_never_under_tests_or_unattended(window) -> None:
    assert not gui_help.show_first_run(window)
    assert not gui_help.show_first_run(window, unattended=True)
    assert window.findChild(gui_help.FirstRunTour) is None


def test_first_run_dismissed_for_good(window, monkeypatch) -> None:
    monkeypatch.delenv("PYTEST_CURRENT_TEST")
    assert gui_help.show_first_run(window)  # a first start on the sample
    tour = window.first_run_tour
    assert tour.isVisible()
    text = tour.findChild(gui_help.QLabel, "tourText").text()
    for step in ("Drag a token", "Range &amp; sight", "Next turn", "Edit the map"):
        assert step in text
    tour.later.click()  # only closed: it comes back next time
    assert not tour.isVisible() and not gui_help.first_run_done()
    assert gui_help.show_first_run(window)
    window.first_run_tour.never.click()
    assert gui_help.first_run_done() and QSettings().value(gui_help.FIRST_RUN_KEY)
    assert not gui_help.show_first_run(window)
    assert gui_help.show_first_run(window, force=True)  # Help ▸ Getting started


def test_first_run_not_over_another_file(window, monkeypatch, tmp_path) -> None:
    monkeypatch.delenv("PYTEST_CURRENT_TEST")
    target = tmp_path / "mine.zkenc"
    window.save_as(target)
    assert not gui_help.show_first_run(window)


def _drop(window, path: Path) -> bool:
    """Drag ``path`` over the map and drop it there, as Qt delivers it: True if the drag was
    taken (the map view alone would not take it)."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    target = window.view.viewport()
    pos = QPoint(20, 20)
    buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier(0)
    enter = QDragEnterEvent(pos, Qt.DropAction.CopyAction, mime, buttons, keys)
    enter.ignore()
    QApplication.sendEvent(target, enter)
    taken = window.help_menu.opener.eventFilter(target, enter)
    drop = QDropEvent(QPointF(pos), Qt.DropAction.CopyAction, mime, buttons, keys)
    QApplication.sendEvent(target, drop)
    return taken


def test_drop_a_zkenc_opens_it_through_the_open_path(window, qtbot, tmp_path, modals) -> None:
    target = tmp_path / "fight.zkenc"
    target.write_bytes(sample_encounter_path().read_bytes())
    assert _drop(window, target)
    qtbot.waitUntil(lambda: window.path == target, timeout=3000)


def test_drop_asks_about_unsaved_changes(window, qtbot, tmp_path, modals) -> None:
    target = tmp_path / "fight.zkenc"
    target.write_bytes(sample_encounter_path().read_bytes())
    window.open_file(target)
    window.action_next_round.trigger()  # an unsaved change
    assert window.isWindowModified()
    modals.save_answer = QMessageBox.StandardButton.Cancel
    other = tmp_path / "other.zkenc"
    other.write_bytes(sample_encounter_path().read_bytes())
    _drop(window, other)
    qtbot.waitUntil(lambda: "save?" in modals.kinds(), timeout=3000)
    assert window.path == target


def test_drop_a_bad_file_gives_the_loaders_message(window, qtbot, tmp_path, modals) -> None:
    bad = tmp_path / "broken.zkenc"
    bad.write_text("{not json", encoding="utf-8")
    _drop(window, bad)
    qtbot.waitUntil(lambda: bool(modals.texts("critical")), timeout=3000)
    assert "broken.zkenc" in modals.texts("critical")[0]
    assert window.path == sample_encounter_path()


def test_drop_of_other_files_is_refused(window, qtbot, tmp_path, modals) -> None:
    picture = tmp_path / "map.png"
    picture.write_bytes(b"\x89PNG\r\n\x1a\n")
    assert not _drop(window, picture)
    qtbot.wait(20)
    assert window.path == sample_encounter_path() and not modals.calls
    assert gui_help.encounter_file([QUrl("https://example.org/a.zkenc")]) is None


def test_file_open_event_opens_it(window, qtbot, tmp_path) -> None:
    target = tmp_path / "finder.zkenc"
    target.write_bytes(sample_encounter_path().read_bytes())
    window.help_menu.opener.system_opens = True  # as gui.app does for its window
    QApplication.sendEvent(QApplication.instance(), QFileOpenEvent(str(target)))
    qtbot.waitUntil(lambda: window.path == target, timeout=3000)
