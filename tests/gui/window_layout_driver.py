"""Run in a subprocess with virtual screens (``QT_QPA_PLATFORM=offscreen:configfile=…``): build
the GM window, report where it is, then (``save``) move it, pick the players' screen and close it.
Prints what happened as JSON.

Usage: ``python -m tests.gui.window_layout_driver SETTINGS_DIR save|look [X Y W H]``.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from PySide6.QtCore import QCoreApplication, QRect, QSettings
from PySide6.QtWidgets import QApplication


def _rect(r: QRect) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def main(settings_dir: str, mode: str, place: list[int]) -> dict[str, Any]:
    app = QApplication([])
    QCoreApplication.setOrganizationName("ZonekeeperTests")
    QCoreApplication.setApplicationName("ZonekeeperTests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, settings_dir)
    from core.encounter import Encounter
    from gui.main_window import MainWindow

    window = MainWindow(Encounter("yze"))
    window.show()
    app.processEvents()
    out: dict[str, Any] = {
        "screens": [s.name() for s in app.screens()],
        "primary": _rect(app.primaryScreen().availableGeometry()),
        "geometry": _rect(window.geometry()),
        "screen": window.screen().name(),
        "sight_dock": window.sight_dock.isVisible(),
    }
    controls = window.players_controls
    controls.rebuild_screen_menu()
    out["picker"] = [a.property("accessibleName") for a in controls.screen_menu.actions()]
    if mode == "save":
        window.setGeometry(QRect(*place))
        window.sight_dock.hide()
        app.processEvents()
        out["moved_to"] = window.screen().name()
        players = controls.open_screen()  # nothing picked yet: the screen the GM is not on
        app.processEvents()
        out["players_opened_on"] = players.screen().name() if players is not None else None
        controls.rebuild_screen_menu()
        controls.screen_menu.actions()[-1].trigger()  # the last screen for the players
        app.processEvents()
        out["players_screen"] = QSettings().value("players/screen")
        out["players_moved_to"] = players.screen().name() if players is not None else None
        window.close_without_asking()
    return out


if __name__ == "__main__":
    args = sys.argv[1:]
    print(json.dumps(main(args[0], args[1], [int(v) for v in args[2:]])))
