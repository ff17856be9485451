"""Run in a subprocess with two virtual screens (``QT_QPA_PLATFORM=offscreen:configfile=…``):
open the players' window, choose a screen, unplug and replug it; print what happened as JSON.

Usage: ``python -m tests.gui.players_screens_driver SETTINGS_DIR``. The offscreen plugin can't
unplug a screen, so the driver emits ``screenRemoved`` / ``screenAdded`` as Qt would.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings, Qt, Signal
from PySide6.QtWidgets import QApplication, QMainWindow


def main(settings_dir: str) -> dict[str, Any]:
    app = QApplication([])
    QCoreApplication.setOrganizationName("ZonekeeperTests")
    QCoreApplication.setApplicationName("ZonekeeperTests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, settings_dir)
    from core import players as P
    from core.encounter import Encounter
    from core.resources import sample_encounter_path
    from gui.players.window import SCREEN_KEY, PlayersWindow

    class GM(QMainWindow):
        encounter_changed = Signal(object)
        players_sight_changed = Signal(object)

    enc = Encounter.load(sample_encounter_path())
    enc.followers.append(P.auto_reveal_follower)
    screen_a, screen_b = app.screens()[:2]
    gm = GM()
    gm.enc = enc
    gm.setScreen(screen_a)
    gm.setGeometry(100, 100, 900, 700)
    gm.show()

    def state(w: PlayersWindow) -> dict[str, Any]:
        app.processEvents()
        app.processEvents()
        g = w.geometry()
        return {
            "screen": w.screen().name(),
            "full": w.is_full_screen(),
            "frameless": bool(w.windowFlags() & Qt.WindowType.FramelessWindowHint),
            "geometry": [g.x(), g.y(), g.width(), g.height()],
            "visible": w.isVisible(),
        }

    out: dict[str, Any] = {"screens": [s.name() for s in app.screens()]}
    first = PlayersWindow(gm)
    first.show()
    out["default"] = state(first)  # nothing chosen yet: the screen the GM is not on
    first.set_screen(screen_a)
    out["chose_a"] = state(first)
    first.set_screen(None)
    out["chose_window"] = state(first)
    first.set_screen(screen_b)
    out["remembered"] = QSettings().value(SCREEN_KEY)
    first.close()
    second = PlayersWindow(gm)  # a later run: the remembered screen
    second.show()
    out["reopened"] = state(second)
    app.screenRemoved.emit(screen_b)
    out["unplugged"] = state(second)
    app.screenAdded.emit(screen_b)
    out["replugged"] = state(second)
    out["tokens"] = sorted(second.scene.token_items)
    return out


if __name__ == "__main__":
    print(json.dumps(main(sys.argv[1])))
    sys.stdout.flush()
