"""The UI language: which one, Qt's translators for it, and Settings ▸ Language.

The language is chosen once, at start-up, before any widget is built (:func:`install_language`):
``--lang`` on the command line, else ``$ZONEKEEPER_LANG``, else the Settings ▸ Language choice
(QSettings), else the system's (``pt*`` → Portuguese (Brazil), ``es*`` → Spanish, anything else
English). Every ``resources/i18n/*_<lang>.qm`` catalogue is loaded, with Qt's own
``qtbase_<lang>.qm`` for its standard buttons and dialogs, and the core's
:func:`core.i18n.translate` is hooked to Qt's translator.

A change in Settings ▸ Language applies **after a restart**: widgets keep the words they were
built with. The menu says so and offers "Restart now", which first asks to save unsaved changes
(Save / Discard / Cancel, as on quitting), then starts a new Zonekeeper on the same file and
closes this one.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QObject,
    QSettings,
    QTranslator,
)
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

import core.i18n
from core.i18n import LANGUAGES
from core.resources import resources_dir

if TYPE_CHECKING:
    from gui.main_window import MainWindow

log = logging.getLogger("zonekeeper")

LANGUAGE_KEY = "language"
"""QSettings key of the Settings ▸ Language choice: "system" or a code of :data:`LANGUAGES`."""
LANG_ENV = "ZONEKEEPER_LANG"
SYSTEM = "system"
QT_CATALOGUES = ("qtbase",)
"""Qt's own catalogues loaded with ours (standard buttons, file dialogs, context menus)."""

_installed: list[QTranslator] = []


# -- which language -------------------------------------------------------------------------


def normalise(code: str | None) -> str | None:
    """A language code as the app knows it ("pt-BR", "pt_PT", "es_MX", "en_GB" …), or None.

    Any Portuguese is Brazilian and any Spanish is Spanish: the catalogues there are.
    """
    if not code:
        return None
    text = code.strip().replace("-", "_")
    if text.lower() == SYSTEM:
        return SYSTEM
    base = text.split("_")[0].lower()
    return {"pt": "pt_BR", "es": "es", "en": "en"}.get(base)


def system_language(ui_languages: list[str] | None = None) -> str:
    """The first of the system's UI languages the app speaks; English if none."""
    for name in QLocale.system().uiLanguages() if ui_languages is None else ui_languages:
        code = normalise(name)
        if code in LANGUAGES:
            return code
    return "en"


def stored_choice() -> str:
    """The Settings ▸ Language choice: "system" (the default) or a language code."""
    value = normalise(str(QSettings().value(LANGUAGE_KEY, SYSTEM) or SYSTEM))
    return value if value in (SYSTEM, *LANGUAGES) else SYSTEM


def store_choice(choice: str) -> None:
    """Remember a Settings ▸ Language choice for the next start; unknown ones are refused."""
    value = normalise(choice)
    if value not in (SYSTEM, *LANGUAGES):
        raise ValueError(f"unknown language {choice!r}; one of: system, {', '.join(LANGUAGES)}")
    QSettings().setValue(LANGUAGE_KEY, value)
    QSettings().sync()


def chosen_language(override: str | None = None) -> str:
    """The language to start in: ``override`` (--lang), $ZONEKEEPER_LANG, the setting, the
    system's. An override the app doesn't speak is skipped with a warning."""
    for origin, value in (("--lang", override), (LANG_ENV, os.environ.get(LANG_ENV))):
        if not value:
            continue
        code = normalise(value)
        if code in (SYSTEM, *LANGUAGES):
            return system_language() if code == SYSTEM else str(code)
        log.warning("%s %r: not a language Zonekeeper speaks (%s)", origin, value, _codes())
    choice = stored_choice()
    return system_language() if choice == SYSTEM else choice


def _codes() -> str:
    return ", ".join((SYSTEM, *LANGUAGES))


# -- Qt's translators -----------------------------------------------------------------------


def catalogue_dir() -> Path:
    """The folder of the compiled catalogues (``.qm``), beside their sources in resources/i18n."""
    return resources_dir() / "i18n"


def catalogues(code: str) -> list[Path]:
    """Zonekeeper's compiled catalogues for a language, sorted (none for English)."""
    if code == "en":
        return []
    return sorted(catalogue_dir().glob(f"*_{code}.qm"))


def qt_catalogues(code: str) -> list[Path]:
    """Qt's own catalogues for a language, where PySide6 (or the bundle) keeps them."""
    if code == "en":
        return []
    folders = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    import PySide6  # a bundle keeps them beside PySide6 whatever QLibraryInfo says

    folders.append(Path(PySide6.__file__).resolve().parent / "Qt" / "translations")
    found = []
    for name in QT_CATALOGUES:
        for folder in folders:
            path = folder / f"{name}_{code}.qm"
            if path.is_file():
                found.append(path)
                break
    return found


def install(code: str) -> list[Path]:
    """Make ``code`` the UI language: Qt translators and the core's hook; return what loaded.

    Call before building widgets (their words are read as they are built). Translators of a
    previous call are removed first, so tests can switch languages.
    """
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}; one of: {', '.join(LANGUAGES)}")
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install the language after the QApplication is made")
    uninstall()
    loaded = []
    for path in [*qt_catalogues(code), *catalogues(code)]:
        translator = QTranslator(app)
        if translator.load(str(path)):
            app.installTranslator(translator)
            _installed.append(translator)
            loaded.append(path)
        else:
            log.warning("can't load the catalogue %s", path)
    if code != "en" and not catalogues(code):
        log.warning(
            "no %s catalogues in %s: build them (tools/i18n.py build)", code, catalogue_dir()
        )
    core.i18n.set_language(code)
    core.i18n.set_translator(QCoreApplication.translate)
    return loaded


def uninstall() -> None:
    """Back to English: the translators :func:`install` put in are removed."""
    app = QCoreApplication.instance()
    while _installed:
        translator = _installed.pop()
        if app is not None:
            app.removeTranslator(translator)
    core.i18n.set_language("en")
    core.i18n.set_translator(None)


def install_language(override: str | None = None) -> str:
    """Start-up: install the language chosen by :func:`chosen_language`; return its code."""
    code = chosen_language(override)
    install(code)
    log.info("UI language %s", code)
    return code


def current() -> str:
    """The language the UI runs in now."""
    return core.i18n.language()


# -- Settings ▸ Language --------------------------------------------------------------------


class LanguageMenu(QObject):
    """Settings ▸ Language: System, English, Português (Brasil), Español — applied at restart.

    The languages' names stay in their own language in every UI language (so a GM who can't
    read the current one still finds theirs).
    """

    def __init__(self, window: MainWindow, parent_menu: QMenu) -> None:
        super().__init__(window)
        self.setObjectName("languageMenuController")
        self.window = window
        self.menu = parent_menu.addMenu(self.tr("&Language"))
        self.menu.setObjectName("menuLanguage")
        self.menu.setAccessibleName(self.tr("Language"))
        self.menu.menuAction().setObjectName("menuLanguageAction")
        self.menu.menuAction().setProperty("accessibleName", self.tr("Language"))
        tip = self.tr("The language changes when Zonekeeper restarts")
        self.menu.menuAction().setStatusTip(tip)
        self.menu.setToolTipsVisible(True)
        self.group = QActionGroup(self)
        self.group.setObjectName("languageGroup")
        self.actions: dict[str, QAction] = {}
        system = LANGUAGES[system_language()]
        self._add(SYSTEM, self.tr("System ({language})").format(language=system), tip)
        self.menu.addSeparator()
        for code, name in LANGUAGES.items():
            self._add(code, name, tip)
        self.actions[stored_choice()].setChecked(True)

    def _add(self, choice: str, text: str, tip: str) -> None:
        action = QAction(text, self.menu)
        action.setObjectName(f"actionLanguage_{choice}")
        action.setProperty("accessibleName", text)
        action.setCheckable(True)
        action.setStatusTip(tip)
        action.setToolTip(tip)
        action.triggered.connect(lambda _=False, c=choice: self.choose(c))
        self.group.addAction(action)
        self.menu.addAction(action)
        self.actions[choice] = action

    def choose(self, choice: str) -> bool:
        """Store the choice; offer a restart if it changes the language. True if restarting."""
        store_choice(choice)
        self.actions[choice].setChecked(True)
        code = system_language() if choice == SYSTEM else choice
        if code == current():
            self.window.show_message(self.tr("Zonekeeper already speaks this language."))
            return False
        if ask_restart(self.window, LANGUAGES[code]):
            return restart(self.window)
        self.window.show_message(
            self.tr("{language} from the next start of Zonekeeper.").format(
                language=LANGUAGES[code]
            )
        )
        return False


def ask_restart(parent: QWidget, language: str) -> bool:
    """Ask whether to restart now for the new language (tests replace this)."""
    box = QMessageBox(parent)
    box.setObjectName("restartBox")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("LanguageMenu", "Language"))
    box.setAccessibleName(QCoreApplication.translate("LanguageMenu", "Restart for the language"))
    text = QCoreApplication.translate(
        "LanguageMenu", "Zonekeeper will speak {language} after a restart."
    )
    box.setText(text.format(language=language))
    box.setInformativeText(
        QCoreApplication.translate(
            "LanguageMenu", "Restart now? Unsaved changes are offered for saving first."
        )
    )
    now_text = QCoreApplication.translate("LanguageMenu", "Restart now")
    now = box.addButton(now_text, QMessageBox.ButtonRole.AcceptRole)
    now.setObjectName("restartNowButton")
    later_text = QCoreApplication.translate("LanguageMenu", "Later")
    later = box.addButton(later_text, QMessageBox.ButtonRole.RejectRole)
    later.setObjectName("restartLaterButton")
    box.setDefaultButton(later)
    box.exec()
    return box.clickedButton() is now


def relaunch_command(path: Path | None) -> list[str]:
    """The command that starts Zonekeeper again on ``path`` (the same program: bundle or
    Python)."""
    args = [str(path)] if path is not None else []
    if getattr(sys, "frozen", False):
        return [sys.executable, *args]
    return [sys.executable, "-m", "gui", *args]


def launch(command: list[str]) -> bool:
    """Start a program detached from this one (tests replace this)."""
    from PySide6.QtCore import QProcess  # only here: its Qt class set up on a restart only

    ok, _pid = QProcess.startDetached(command[0], command[1:])
    return bool(ok)


def restart(window: MainWindow) -> bool:
    """Start a new Zonekeeper on the window's file and close this one; True if it did.

    Nothing is lost: unsaved changes are offered for saving first (Cancel keeps this window),
    and this window only closes once the new one has been started.
    """
    if not window.maybe_save():
        return False
    window.window_layout.save()  # the new instance starts with this layout
    QSettings().sync()
    path = window.path if window.path is not None and not window._is_sample() else None
    if not launch(relaunch_command(path)):
        text = QCoreApplication.translate(
            "LanguageMenu", "Zonekeeper could not restart itself: start it again by hand."
        )
        window.show_message(text)
        return False
    window.close_without_asking()
    app = QCoreApplication.instance()
    if app is not None:
        app.quit()
    return True
