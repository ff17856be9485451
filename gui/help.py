"""A desktop app's manners: Help ▸ About and User guide, the first-run how-to, opening dropped
files and files the system hands over (macOS Finder's ``QFileOpenEvent``).

The user guide is the Markdown shipped with the app (``core.resources.guide_dir()``: README.md
and docs/), shown in a ``QTextBrowser``; links between pages, to headings and to the web work.
The window's own words are translated (context "help" for module functions, the class name
for dialogs); the guide's pages stay English.
"""

from __future__ import annotations

import os
import platform
import re
from collections.abc import Callable
from html import escape
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QObject,
    QPoint,
    QSettings,
    QSignalBlocker,
    Qt,
    QTimer,
    QUrl,
)
from PySide6.QtGui import QAction, QDesktopServices, QKeySequence, QTextCursor
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from core import __version__
from core.io import FILE_SUFFIX
from core.resources import guide_dir
from gui.actions import named_action

if TYPE_CHECKING:
    from gui.main_window import MainWindow

FIRST_RUN_KEY = "help/firstRunDone"
LIBRARIES: tuple[tuple[str, str, str, str], ...] = (
    # (shown name, distribution, licence, link to the licence)
    ("Qt 6", "PySide6-Essentials", "LGPL-3.0", "https://doc.qt.io/qt-6/lgpl.html"),
    ("PySide6", "PySide6-Essentials", "LGPL-3.0", "https://doc.qt.io/qtforpython-6/licenses.html"),
    (QT_TRANSLATE_NOOP("help", "shapely (with GEOS, LGPL-2.1)"), "shapely", "BSD-3-Clause",
     "https://github.com/shapely/shapely/blob/main/LICENSE.txt"),
    ("networkx", "networkx", "BSD-3-Clause",
     "https://github.com/networkx/networkx/blob/main/LICENSE.txt"),
    ("numpy", "numpy", "BSD-3-Clause", "https://numpy.org/doc/stable/license.html"),
    ("pydantic", "pydantic", "MIT", "https://github.com/pydantic/pydantic/blob/main/LICENSE"),
    ("Python", "", "PSF-2.0", "https://docs.python.org/3/license.html"),
)  # fmt: skip


def library_version(dist: str) -> str:
    """The installed version of a distribution ("" for Python itself, "?" when unknown)."""
    if not dist:
        return platform.python_version()
    if dist.startswith("PySide6"):
        import PySide6

        return PySide6.__version__
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:  # a frozen bundle may drop the metadata
        return "?"


def about_html() -> str:
    rows = "".join(
        f"<tr><td>{escape(QCoreApplication.translate('help', name))}</td>"
        f"<td>{escape(library_version(dist))}</td>"
        f'<td><a href="{url}">{escape(licence)}</a></td></tr>'
        for name, dist, licence, url in LIBRARIES
    )
    titles = (
        QCoreApplication.translate("help", "Library"),
        QCoreApplication.translate("help", "Version"),
        QCoreApplication.translate("help", "Licence"),
    )
    head = "".join(f'<th align="left">{escape(t)}</th>' for t in titles)
    head = f"<tr>{head}</tr>"
    lgpl = QCoreApplication.translate(
        "help",
        "Qt and PySide6 are used under the GNU LGPL v3: you may replace them with your own "
        "build; their source is at {link}.",
    ).format(link='<a href="https://code.qt.io/">code.qt.io</a>')
    summary = QCoreApplication.translate(
        "help",
        "Run tabletop-RPG combat on a zone map: zones, borders, range bands, line of sight, "
        "initiative.",
    )
    bundled = QCoreApplication.translate("help", "Bundled libraries")
    return (
        f"<h2>Zonekeeper {escape(__version__)}</h2>"
        f"<p>{escape(summary)}</p>"
        f"<h3>{escape(bundled)}</h3>"
        f'<table cellpadding="3">{head}{rows}</table>'
        f"<p>{lgpl}</p>"
    )


def _named(widget: QWidget, object_name: str, accessible: str) -> QWidget:
    widget.setObjectName(object_name)
    widget.setAccessibleName(accessible)
    return widget


class AboutDialog(QDialog):
    """Help ▸ About: the version and the bundled libraries' licences, with links."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        _named(self, "aboutDialog", self.tr("About Zonekeeper"))
        self.setWindowTitle(self.tr("About Zonekeeper"))
        self.text = _named(QTextBrowser(self), "aboutText", self.tr("About Zonekeeper"))
        self.text.setOpenExternalLinks(True)
        self.text.setHtml(about_html())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        _named(buttons, "aboutButtons", self.tr("About buttons"))
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        _named(close, "aboutClose", close.text().replace("&", ""))
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.resize(560, 470)


# -- the user guide -------------------------------------------------------------------------
def guide_pages(root: Path | None = None) -> list[Path]:
    """README first, then docs/*.md, then docs/rulesets/*.md."""
    root = root or guide_dir()
    pages = [root / "README.md"] if (root / "README.md").is_file() else []
    pages += sorted((root / "docs").glob("*.md"))
    pages += sorted((root / "docs" / "rulesets").glob("*.md"))
    return pages


def page_title(path: Path) -> str:
    """A page's first Markdown heading (its file name if it has none)."""
    try:
        with path.open(encoding="utf-8") as fh:
            for line in fh:
                if line.startswith("# "):
                    return line[2:].replace("`", "").replace("*", "").strip()
    except OSError:
        pass
    return path.stem


def slug(text: str) -> str:
    """GitHub's anchor for a heading: ``Robustness & recovery`` → ``robustness--recovery``."""
    return re.sub(r"[^\w\- ]", "", text.strip().lower()).replace(" ", "-")


class UserGuide(QDialog):
    """Help ▸ User guide: the shipped Markdown pages, a list of them beside the page shown."""

    def __init__(self, parent: QWidget | None = None, root: Path | None = None) -> None:
        super().__init__(parent)
        _named(self, "userGuide", self.tr("User guide"))
        self.setWindowTitle(self.tr("Zonekeeper — User guide"))
        self.root = root or guide_dir()
        self.pages = _named(QListWidget(self), "guidePages", self.tr("Guide pages"))
        self.browser = _named(QTextBrowser(self), "guideBrowser", self.tr("Guide page"))
        self.browser.setOpenLinks(False)  # anchorClicked: pages, headings, the web
        self.browser.anchorClicked.connect(self.follow)
        self.browser.setSearchPaths([str(self.root)])
        for path in guide_pages(self.root):
            item = QListWidgetItem(page_title(path), self.pages)
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            item.setToolTip(str(path.relative_to(self.root)))
        self.pages.currentItemChanged.connect(self._on_page_chosen)
        self.browser.sourceChanged.connect(self._mark_page)
        self.back = self._button("guideBack", self.tr("Back"), self.browser.backward)
        self.forward = self._button("guideForward", self.tr("Forward"), self.browser.forward)
        self.home = self._button(
            "guideHome", self.tr("Contents"), lambda: self.pages.setCurrentRow(0)
        )
        self.browser.backwardAvailable.connect(self.back.setEnabled)
        self.browser.forwardAvailable.connect(self.forward.setEnabled)
        self.back.setEnabled(False)
        self.forward.setEnabled(False)
        self._layout()
        if self.pages.count():
            self.pages.setCurrentRow(0)
        else:
            self.browser.setPlainText(
                self.tr("The user guide is missing: no README.md in {folder}.").format(
                    folder=self.root
                )
            )

    def _button(self, name: str, text: str, slot: Callable[[], None]) -> QPushButton:
        button = QPushButton(text, self)
        _named(button, name, text)
        button.clicked.connect(slot)
        return button

    def _layout(self) -> None:
        bar = QHBoxLayout()
        for button in (self.back, self.forward, self.home):
            bar.addWidget(button)
        bar.addStretch(1)
        splitter = QSplitter(self)
        splitter.setObjectName("guideSplitter")
        splitter.addWidget(self.pages)
        splitter.addWidget(self.browser)
        splitter.setSizes([230, 770])
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(splitter)
        self.resize(1000, 680)

    def _on_page_chosen(self, item: QListWidgetItem | None, _old: object = None) -> None:
        if item is not None:
            self.show_page(Path(item.data(Qt.ItemDataRole.UserRole)))

    def _mark_page(self, url: QUrl) -> None:
        """The list follows the page shown (links, Back, Forward)."""
        for row in range(self.pages.count()):
            item = self.pages.item(row)
            if Path(item.data(Qt.ItemDataRole.UserRole)) == Path(url.toLocalFile()):
                with QSignalBlocker(self.pages):
                    self.pages.setCurrentItem(item)

    def current_page(self) -> Path:
        return Path(self.browser.source().toLocalFile())

    def show_page(self, path: Path, fragment: str = "") -> None:
        if path.is_dir():  # a link to a folder: its first page
            inside = sorted(path.glob("*.md"))
            if not inside:
                return
            path = inside[0]
        if path.suffix.lower() != ".md":  # an image or another file: the system opens it
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))
            return
        if self.current_page() != path:
            self.browser.setSource(QUrl.fromLocalFile(str(path)))
        if fragment:
            self.scroll_to_heading(fragment)

    def follow(self, url: QUrl) -> None:
        """A clicked link: another page (and heading), a heading here, or the web."""
        if url.scheme() in ("http", "https", "mailto"):
            QDesktopServices.openUrl(url)
            return
        target = self.browser.source().resolved(url) if url.isRelative() else url
        self.show_page(Path(target.toLocalFile()), url.fragment())

    def scroll_to_heading(self, fragment: str) -> bool:
        """Scroll to the heading whose GitHub anchor is ``fragment``."""
        block = self.browser.document().begin()
        while block.isValid():
            if block.blockFormat().headingLevel() and slug(block.text()) == fragment:
                cursor = QTextCursor(block)
                self.browser.setTextCursor(cursor)
                bar = self.browser.verticalScrollBar()
                bar.setValue(bar.maximum())  # then back up: the heading lands at the top
                self.browser.ensureCursorVisible()
                return True
            block = block.next()
        return False


# -- first run ------------------------------------------------------------------------------
def _keys(action: QAction | None) -> str:
    if action is None or action.shortcut().isEmpty():
        return ""
    return f" ({action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)})"


def tour_steps(window: MainWindow) -> list[tuple[str, str]]:
    """The how-to's steps, naming the window's own shortcuts."""
    next_turn = getattr(window.combat_docks, "action_next_turn", None)
    return [
        (
            QCoreApplication.translate("help", "Drag a token"),
            QCoreApplication.translate(
                "help", "Drag a combatant's token into another zone to move it."
            ),
        ),
        (
            QCoreApplication.translate("help", "Range & sight"),
            QCoreApplication.translate(
                "help",
                "Pick Range & sight{keys}, then click two tokens: the range band and what "
                "blocks the line of sight.",
            ).format(keys=_keys(window.action_sight)),
        ),
        (
            QCoreApplication.translate("help", "Next turn"),
            QCoreApplication.translate("help", "Next turn{keys} passes the initiative on.").format(
                keys=_keys(next_turn)
            ),
        ),
        (
            QCoreApplication.translate("help", "Edit the map"),
            QCoreApplication.translate(
                "help", "Edit mode{keys} draws zones, borders and doors."
            ).format(keys=_keys(window.action_edit_mode)),
        ),
    ]


class FirstRunTour(QFrame):
    """A short how-to over the map on the first start; "Don't show again" is remembered."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)  # over the window: a narrow map would clip it
        _named(self, "firstRunTour", self.tr("Getting started"))
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#firstRunTour { background: palette(window); border: 2px solid palette(highlight);"
            " border-radius: 8px; }"
        )
        steps = "".join(
            f"<li><b>{escape(title)}</b> — {escape(text)}</li>"
            for title, text in tour_steps(window)
        )
        welcome = escape(self.tr("Welcome to Zonekeeper"))
        intro = escape(self.tr("This is a sample encounter. Try:"))
        rest = escape(self.tr("Help ▸ User guide tells the rest."))
        text = QLabel(f"<h3>{welcome}</h3><p>{intro}</p><ol>{steps}</ol><p>{rest}</p>", self)
        text.setObjectName("tourText")
        text.setWordWrap(True)
        text.setTextFormat(Qt.TextFormat.RichText)
        self.later = _named(
            QPushButton(self.tr("Close"), self), "tourClose", self.tr("Close the how-to")
        )
        self.never = _named(
            QPushButton(self.tr("Don't show again"), self),
            "tourDismiss",
            self.tr("Don't show again"),
        )
        self.later.clicked.connect(self.close)
        self.never.clicked.connect(self.dismiss_for_good)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.never)
        buttons.addWidget(self.later)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addLayout(buttons)
        self.setFixedWidth(380)
        self.adjustSize()
        self.move(window.view.mapTo(window, QPoint(16, 16)))

    def dismiss_for_good(self) -> None:
        QSettings().setValue(FIRST_RUN_KEY, True)
        self.close()


def first_run_done() -> bool:
    value = QSettings().value(FIRST_RUN_KEY, False)
    return value in (True, "true", "1", 1)


def show_first_run(window: MainWindow, *, force: bool = False, unattended: bool = False) -> bool:
    """Show the how-to over the sample on a first start. Never under tests, ``--screenshot`` or
    ``--quit-after``, nor once dismissed for good — unless ``force`` (``--first-run``)."""
    if not force:
        under_test = "PYTEST_CURRENT_TEST" in os.environ
        if unattended or under_test or first_run_done() or not window._is_sample():
            return False
    window.first_run_tour = FirstRunTour(window)
    window.first_run_tour.show()
    window.first_run_tour.raise_()
    return True


# -- files from outside: drops and the system's "open with" ----------------------------------
def encounter_file(urls: list[QUrl]) -> Path | None:
    """The one local ``.zkenc`` among dropped URLs (None for anything else)."""
    paths = [Path(u.toLocalFile()) for u in urls if u.isLocalFile()]
    hits = [p for p in paths if p.suffix.lower() == FILE_SUFFIX]
    return hits[0] if len(hits) == 1 and len(paths) == 1 else None


class FileOpener(QObject):
    """Opens a ``.zkenc`` dropped on the window, or handed over by the system (``FileOpen``),
    through the window's own open path: unsaved changes are asked about, bad files explained."""

    DRAG_EVENTS = (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop)

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("fileOpener")
        self.window = window
        self._system_opens = False
        window.setAcceptDrops(True)
        # drags reach the window, or the map view's viewport (which accepts drops itself):
        # watch those two only — an application-wide filter would run for every event in the app
        window.installEventFilter(self)
        window.view.viewport().installEventFilter(self)

    @property
    def system_opens(self) -> bool:
        """Also open the files the system hands over (``FileOpen``, sent to the application):
        the app's one window (gui.app sets it on macOS, the system that sends them), not every
        window a test builds."""
        return self._system_opens

    @system_opens.setter
    def system_opens(self, on: bool) -> None:
        app = QApplication.instance()
        if app is not None and on != self._system_opens:
            if on:
                app.installEventFilter(self)
            else:
                app.removeEventFilter(self)
        self._system_opens = on

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.FileOpen and self.system_opens:
            self.open_later(Path(event.file()))  # type: ignore[attr-defined]
            return True
        if kind not in self.DRAG_EVENTS or not self._inside_window(watched):
            return False
        mime = event.mimeData()  # type: ignore[attr-defined]
        path = encounter_file(mime.urls()) if mime.hasUrls() else None
        if path is None:
            return False
        event.acceptProposedAction()  # type: ignore[attr-defined]
        if kind == QEvent.Type.Drop:
            self.open_later(path)
        return True

    def _inside_window(self, watched: QObject) -> bool:
        return isinstance(watched, QWidget) and watched.window() is self.window

    def open_later(self, path: Path) -> None:
        """Out of the drop: a question asked inside it would freeze the file manager's drag."""
        QTimer.singleShot(0, lambda: self.window.open_file(path))


# -- the Help menu --------------------------------------------------------------------------
class HelpMenu:
    """Help ▸ User guide (F1), How-to, About; and the window's file opener."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.guide: UserGuide | None = None
        menu = window.menuBar().addMenu(QCoreApplication.translate("HelpMenu", "&Help"))
        _named(menu, "menuHelp", QCoreApplication.translate("HelpMenu", "Help"))
        menu.menuAction().setObjectName("menuHelpAction")
        menu.menuAction().setProperty(
            "accessibleName", QCoreApplication.translate("HelpMenu", "Help")
        )
        self.action_guide = self._action(
            "actionUserGuide",
            QCoreApplication.translate("HelpMenu", "&User guide"),
            self.show_guide,
        )
        self.action_guide.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.action_tour = self._action(
            "actionFirstRun",
            QCoreApplication.translate("HelpMenu", "&Getting started"),
            lambda: show_first_run(window, force=True),
        )
        self.action_about = self._action(
            "actionAbout",
            QCoreApplication.translate("HelpMenu", "&About Zonekeeper"),
            self.show_about,
        )
        self.action_about.setMenuRole(QAction.MenuRole.AboutRole)
        menu.addActions([self.action_guide, self.action_tour])
        menu.addSeparator()
        menu.addAction(self.action_about)
        self.menu = menu
        self.opener = FileOpener(window)

    def _action(self, name: str, text: str, slot: Callable[[], object]) -> QAction:
        return named_action(self.window, name, text, slot)

    def show_about(self) -> AboutDialog:
        dialog = AboutDialog(self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def show_guide(self) -> UserGuide:
        if self.guide is None:
            self.guide = UserGuide(self.window)
        self.guide.show()
        self.guide.raise_()
        self.guide.activateWindow()
        return self.guide
