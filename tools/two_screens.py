"""Screenshot of the GM window and the players' screen side by side on two monitors.

Run under an X server whose one wide screen is split into two monitors, e.g.::

    Xvfb :77 -screen 0 3286x1080x24 & openbox --display :77 &
    DISPLAY=:77 xrandr --setmonitor GM 1366/361x768/203+0+0 screen
    DISPLAY=:77 xrandr --setmonitor TV 1920/508x1080/286+1366+0 none
    DISPLAY=:77 QT_QPA_PLATFORM=xcb ZONEKEEPER_DRIVER=tools.two_screens:drive \\
        ZONEKEEPER_SHOT=docs/screenshot-players.png python -m gui resources/samples/sample_yze.zkenc

The driver puts the GM window on the first monitor, opens the players' screen full screen on the
second, moves a PC so the fog lifts, shows a sight line to the players, then grabs the whole X
screen and quits.
"""

from __future__ import annotations

import os

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication, QImage, QPainter


def drive(window) -> None:
    screens = QGuiApplication.screens()
    gm, tv = screens[0], screens[-1]
    window.setGeometry(gm.availableGeometry())
    window.showMaximized()
    controls = window.players_controls
    pw = controls.open_screen()
    if pw is not None and len(screens) > 1:
        pw.set_screen(tv)
    enc = window.enc
    QTimer.singleShot(800, lambda: _act(window, enc))
    QTimer.singleShot(2500, lambda: _grab(window))


def _act(window, enc) -> None:
    pcs = [c.name for c in enc.combatants() if c.side == "pc"]
    npcs = [c.name for c in enc.combatants() if c.side == "npc"]
    enc.combat.roll_initiative()
    enc.combat.start_fight()
    if pcs and npcs:
        window.show_sight(pcs[0], npcs[0])
        window.sight_dock.players_check.setChecked(True)


def _grab(window) -> None:
    out = os.environ.get("ZONEKEEPER_SHOT", "two-screens.png")
    screens = QGuiApplication.screens()
    whole = screens[0].virtualGeometry()
    shot = QImage(whole.size(), QImage.Format.Format_RGB32)
    shot.fill(0)
    painter = QPainter(shot)
    for screen in screens:
        geo = screen.geometry()
        painter.drawPixmap(geo.topLeft() - whole.topLeft(), screen.grabWindow(0))
    painter.end()
    scale = float(os.environ.get("ZONEKEEPER_SHOT_SCALE", "1"))
    if scale != 1:
        shot = shot.scaledToWidth(
            round(shot.width() * scale), Qt.TransformationMode.SmoothTransformation
        )
    shot.save(out, "PNG")
    print(f"wrote {out} {shot.width()}x{shot.height()}", flush=True)
    window.close_without_asking()
    QGuiApplication.quit()
