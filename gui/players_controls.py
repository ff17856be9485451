"""The GM's controls for the players' screen (issue 10): what the table may see, and where.

- View ▸ Players' screen opens or closes :class:`gui.players.window.PlayersWindow` (toolbar button
  too), with a screen picker, the players' camera and a Blackout switch (black or a picture).
- The Players menu reveals and fogs zones and switches the players' screen options, all through
  :mod:`core.players` commands (each one undo step).
- A token's right-click menu hides it from the players, shows it again, or names it for them.
- A small "Players' view" dock pictures the players' window (beside the combat log) while it
  is open.
- The GM map washes every zone the players don't see (:class:`gui.map.fog_item.FogOverlay`).

Choices about the screen (which monitor, camera mode, blackout picture) belong to this desk,
not to the encounter: they live in ``QSettings``. Fog, hidden combatants and labels belong to the
encounter (saved in its file, undoable).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QObject,
    QSettings,
    QSignalBlocker,
    Qt,
    QTimer,
)
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QImage, QScreen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QGraphicsScene,
    QGraphicsView,
    QLabel,
    QLineEdit,
    QMenu,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from core import players
from core.encounter import Encounter
from core.events import Event
from gui import dialogs
from gui.docks.properties import named
from gui.map.fog_item import FogOverlay

if TYPE_CHECKING:
    from gui.main_window import MainWindow
    from gui.players.window import PlayersWindow

SCREEN_KEY = "players/screen"
"""The players' screen by name (``gui.players.window`` reads and writes it too)."""
CAMERA_KEY = "players/camera"
BLACKOUT_IMAGE_KEY = "players/blackoutImage"
CAMERA_MODES = (
    (
        "fit",
        QT_TRANSLATE_NOOP("PlayersControls", "&Fit the revealed area"),
        "Fit",
        QT_TRANSLATE_NOOP("PlayersControls", "The players' camera: fit the revealed area"),
    ),
    (
        "follow",
        QT_TRANSLATE_NOOP("PlayersControls", "F&ollow my view"),
        "Follow",
        QT_TRANSLATE_NOOP("PlayersControls", "The players' camera: follow my view"),
    ),
    (
        "fixed",
        QT_TRANSLATE_NOOP("PlayersControls", "Fi&xed"),
        "Fixed",
        QT_TRANSLATE_NOOP("PlayersControls", "The players' camera: fixed"),
    ),
)
"""Camera modes: id, menu text, objectName part, tooltip (texts shown in the UI language)."""
OPTION_TEXTS = {
    "fog": (
        QT_TRANSLATE_NOOP("PlayersControls", "&Fog of war"),
        QT_TRANSLATE_NOOP("PlayersControls", "Hide every zone the players haven't seen"),
    ),
    "auto_reveal": (
        QT_TRANSLATE_NOOP("PlayersControls", "Reveal what PCs see &automatically"),
        QT_TRANSLATE_NOOP(
            "PlayersControls",
            "A zone a PC stands in or has line of sight into is revealed (undo takes it back)",
        ),
    ),
    "show_pc_health": (
        QT_TRANSLATE_NOOP("PlayersControls", "Show PC hea&lth"),
        QT_TRANSLATE_NOOP("PlayersControls", "The players' screen shows the PCs' health"),
    ),
}
PREVIEW_DELAY_MS = 120
"""The preview is pictured again this long after the players' scene last changed (longer
when picturing it takes long: :data:`PREVIEW_COST_SHARE`)."""
PREVIEW_COST_SHARE = 0.2
"""The most of the GM's time the preview may take: it waits for a pause in the changes at
least five times as long as its last picture took (a big map's players' window takes a
tenth of a second or more to picture, which would otherwise stall every drop)."""
PREVIEW_MAX_WAIT_MS = 3000
"""However the changes keep coming, the preview is pictured again within this long."""


# -- the label dialog ----------------------------------------------------------------------------
class LabelDialog(QDialog):
    """Asks for the name the players see for one combatant ("Cultist", "?")."""

    def __init__(self, parent: QWidget | None, name: str, current: str, error: str = "") -> None:
        super().__init__(parent)
        named(self, "playerLabelDialog", self.tr("Name shown to players"))
        self.setWindowTitle(self.tr("Name shown to players — {name}").format(name=name))
        intro = QLabel(
            self.tr(
                "What the players' screen calls {name}. Leave it empty to show the real name."
            ).format(name=name)
        )
        intro.setWordWrap(True)
        self.edit = named(QLineEdit(current), "playerLabelEdit", self.tr("Name shown to players"))
        self.edit.setPlaceholderText(name)
        self.edit.selectAll()
        self.error = named(QLabel(error), "playerLabelError", self.tr("Why the name was refused"))
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #c81e24;")
        self.error.setVisible(bool(error))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        named(buttons, "playerLabelButtons", self.tr("OK or Cancel"))
        dialogs.name_buttons(buttons, "playerLabel")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for w in (intro, self.edit, self.error, buttons):
            layout.addWidget(w)


def ask_player_label(
    parent: QWidget | None, name: str, current: str, error: str = ""
) -> str | None:
    """The label typed for ``name`` ("" shows the real name), or None when cancelled."""
    dlg = LabelDialog(parent, name, current, error)
    return dlg.edit.text() if dlg.exec() == QDialog.DialogCode.Accepted else None


# -- the preview dock ----------------------------------------------------------------------------
class PlayersPreviewDock(QDockWidget):
    """A small picture of the players' window, exactly as the table sees it (blackout, turn
    cards and all), redrawn a moment after their scene changes.

    A picture rather than a second view of their scene: its names and tokens keep their size at
    any zoom (``ItemIgnoresTransformations``), so a small view of the scene would be all labels.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Players' view"))
        named(self, "playersPreviewDock", self.tr("Players' view"))
        self.picture = named(QLabel(), "playersPreviewPicture", self.tr("What the players see"))
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.picture.setMinimumSize(160, 90)
        self.picture.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.picture.setStyleSheet("QLabel { background: black; }")
        self.picture.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setWidget(self.picture)
        self.source: QWidget | None = None
        self.delay_ms = PREVIEW_DELAY_MS
        """How long after the last change the picture is taken (see :meth:`refresh`)."""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.refresh)
        self._waiting_since: float | None = None

    def set_source(self, source: QWidget | None) -> None:
        """Picture ``source`` (the players' window), following its scene's changes."""
        old = self.source
        scene = getattr(old, "scene", None) if old is not None and isValid(old) else None
        if isinstance(scene, QGraphicsScene) and isValid(scene):
            scene.changed.disconnect(self.schedule)
        self.source = source
        scene = getattr(source, "scene", None)
        if isinstance(scene, QGraphicsScene):
            scene.changed.connect(self.schedule)
        self.picture.clear()
        self.schedule()

    def schedule(self, *_: Any) -> None:
        """Picture the players' window once its changes pause for :attr:`delay_ms` (or
        :data:`PREVIEW_MAX_WAIT_MS` after the first change that waits)."""
        now = time.monotonic()
        if self._waiting_since is None:
            self._waiting_since = now
        left = PREVIEW_MAX_WAIT_MS - (now - self._waiting_since) * 1000
        self._timer.start(max(0, min(self.delay_ms, int(left))))

    def refresh(self) -> None:
        """Grab the players' window now, scaled into the dock; the next picture waits for a
        pause as long as :data:`PREVIEW_COST_SHARE` says for what this one took."""
        self._waiting_since = None
        source = self.source
        if source is None or not isValid(source) or not self.isVisible():
            return
        started = time.perf_counter()
        shot = source.grab()
        took_ms = (time.perf_counter() - started) * 1000
        self.delay_ms = max(PREVIEW_DELAY_MS, round(took_ms / PREVIEW_COST_SHARE))
        if shot.isNull():
            return
        self.picture.setPixmap(
            shot.scaled(
                self.picture.size(),
                Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )
        )

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self.schedule()


# -- the controls --------------------------------------------------------------------------------
class PlayersControls(QObject):
    """Builds and runs every GM control for the players' screen on ``window``."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("playersControls")
        self.window = window
        self.enc: Encounter | None = None
        self.players_window: PlayersWindow | None = None
        self.fog = FogOverlay(window.scene, self)
        self.preview = PlayersPreviewDock(window)
        self._build_actions()

    # -- building ---------------------------------------------------------------------------
    def _build_actions(self) -> None:
        a = self.window._action
        self.action_screen = a(
            "actionPlayersScreen",
            self.tr("&Players' screen"),
            self.set_screen_open,
            "Ctrl+Shift+P",
            checkable=True,
            tip=self.tr(
                "Open the players' screen: what the table may see, on the monitor you pick"
            ),
            icon="players",
            short=self.tr("Players"),
        )
        self.action_blackout = a(
            "actionPlayersBlackout",
            self.tr("&Blackout"),
            self._apply_blackout,
            "Ctrl+Shift+B",
            checkable=True,
            tip=self.tr("Black out the players' screen (or show your blackout picture)"),
        )
        self.action_blackout_picture = a(
            "actionPlayersBlackoutPicture",
            self.tr("Blackout &picture…"),
            lambda: self.choose_blackout_picture(),
            tip=self.tr("A still picture the players see during a blackout"),
        )
        self.action_blackout_black = a(
            "actionPlayersBlackoutBlack",
            self.tr("Plain &black blackout"),
            self.clear_blackout_picture,
            tip=self.tr("Blackouts show plain black"),
        )
        self._build_camera_actions()
        self._build_players_actions()

    def _build_camera_actions(self) -> None:
        self.camera_group = QActionGroup(self.window)
        self.camera_group.setObjectName("playersCameraGroup")
        self.camera_actions: dict[str, QAction] = {}
        saved = str(QSettings().value(CAMERA_KEY, "fit"))
        for mode, text, short, tip in CAMERA_MODES:
            act = self.window._action(
                f"actionPlayersCamera{short}",
                self.tr(text),
                lambda on, m=mode: on and self.set_camera(m),
                checkable=True,
                tip=self.tr(tip),
            )
            self.camera_group.addAction(act)
            self.camera_actions[mode] = act
        with QSignalBlocker(self.camera_group):
            self.camera_actions.get(saved, self.camera_actions["fit"]).setChecked(True)

    def _build_players_actions(self) -> None:
        a = self.window._action
        self.action_reveal = a(
            "actionRevealZones",
            self.tr("&Reveal selected zones"),
            self.reveal_selected,
            "Ctrl+Shift+R",
            tip=self.tr("Show the selected zones on the players' screen"),
        )
        self.action_hide = a(
            "actionHideZones",
            self.tr("&Hide selected zones"),
            self.hide_selected,
            "Ctrl+Shift+H",
            tip=self.tr("Fog the selected zones, even while a PC looks into them"),
        )
        self.action_reveal_all = a(
            "actionRevealAll",
            self.tr("Reveal &whole map"),
            lambda: self._run(lambda enc: players.reveal_all(enc)),
            tip=self.tr("Lift the fog from every zone"),
        )
        self.action_fog_all = a(
            "actionFogAll",
            self.tr("Fog whole &map"),
            lambda: self._run(lambda enc: players.reset_fog(enc)),
            tip=self.tr("Fog every zone again (PCs still reveal what they see, if that is on)"),
        )
        self.option_actions: dict[str, QAction] = {}
        for key, (text, tip) in OPTION_TEXTS.items():
            name = "".join(w.capitalize() for w in key.split("_"))
            self.option_actions[key] = a(
                f"actionPlayers{name}",
                self.tr(text),
                lambda on, k=key: self.set_option(k, on),
                checkable=True,
                tip=self.tr(tip),
            )

    def build_menus(self, players_menu: QMenu) -> None:
        """Fill the Players menu."""
        players_menu.addActions([self.action_reveal, self.action_hide])
        players_menu.addActions([self.action_reveal_all, self.action_fog_all])
        players_menu.addSeparator()
        players_menu.addActions(list(self.option_actions.values()))
        players_menu.addSeparator()
        players_menu.addAction(self.action_screen)

    def build_view_menu(self, view_menu: QMenu) -> None:
        """View ▸ Players' screen, where it goes, its camera, Blackout, the preview panel."""
        view_menu.addSeparator()
        view_menu.addAction(self.action_screen)
        self.screen_menu = self._submenu(
            view_menu, "menuPlayersScreenOn", self.tr("Players' screen &on")
        )
        self.screen_menu.aboutToShow.connect(self.rebuild_screen_menu)
        self.screen_group = QActionGroup(self.screen_menu)
        self.screen_group.setObjectName("playersScreenGroup")
        self.rebuild_screen_menu()
        camera = self._submenu(view_menu, "menuPlayersCamera", self.tr("Players' &camera"))
        camera.addActions(list(self.camera_actions.values()))
        view_menu.addAction(self.action_blackout)
        view_menu.addActions([self.action_blackout_picture, self.action_blackout_black])
        toggle = self.preview.toggleViewAction()
        toggle.setObjectName("actionShowPlayersPreview")
        toggle.setProperty("accessibleName", self.tr("Show Players' view"))
        view_menu.addAction(toggle)
        self._update_enabled()

    def _submenu(self, parent: QMenu, object_name: str, title: str) -> QMenu:
        menu = parent.addMenu(title)
        plain = title.replace("&", "")
        named(menu, object_name, plain)
        menu.menuAction().setObjectName(f"{object_name}Action")
        menu.menuAction().setProperty("accessibleName", plain)
        return menu

    def add_token_actions(self, menu: QMenu, name: str) -> None:
        """The players' part of a token's right-click menu."""
        menu.addSeparator()
        hidden = self.enc is not None and name in self.enc.players.hidden
        if hidden:
            text, obj = self.tr("Show to players"), "actionTokenShowToPlayers"
        else:
            text, obj = self.tr("Hide from players"), "actionTokenHideFromPlayers"
        act = menu.addAction(text)
        act.setObjectName(obj)
        act.setProperty("accessibleName", text)
        act.triggered.connect(lambda: self.set_hidden(name, not hidden))
        act = menu.addAction(self.tr("Name shown to players…"))
        act.setObjectName("actionTokenPlayerLabel")
        act.setProperty("accessibleName", self.tr("Name shown to players"))
        act.triggered.connect(lambda: self.ask_label(name))

    # -- the encounter ------------------------------------------------------------------------
    def set_encounter(self, enc: Encounter) -> None:
        """Follow ``enc``: its PCs reveal what they see, in the same undo step as the change."""
        if self.enc is not None:
            self.enc.events.disconnect(self._on_core_event)
        players.follow(enc)
        self.enc = enc
        enc.events.connect(self._on_core_event)
        self.fog.set_encounter(enc)
        self._sync_options()

    def _on_core_event(self, event: Event) -> None:
        if event.type == "players_changed":
            self._sync_options()

    def _sync_options(self) -> None:
        if self.enc is None:
            return
        for key, act in self.option_actions.items():
            with QSignalBlocker(act):
                act.setChecked(self.enc.players.option(key))

    # -- commands -----------------------------------------------------------------------------
    def _run(self, fn: Callable[[Encounter], Any]) -> bool:
        return self.window._core(lambda: fn(self.window.enc))

    def _selected_zones(self, nothing: str) -> list[str]:
        """The selected zones; ``nothing`` is said when there are none."""
        zones = self.window.scene.selected_zone_ids()
        if not zones:
            self.window.show_message(nothing)
        return zones

    def reveal_selected(self) -> bool:
        zones = self._selected_zones(
            self.tr("Select the zones to reveal first (click a zone, Ctrl+click for more).")
        )
        return bool(zones) and self._run(lambda enc: players.reveal_zones(enc, zones))

    def hide_selected(self) -> bool:
        zones = self._selected_zones(
            self.tr("Select the zones to hide first (click a zone, Ctrl+click for more).")
        )
        return bool(zones) and self._run(lambda enc: players.hide_zones(enc, zones))

    def set_option(self, key: str, on: bool) -> bool:
        ok = self._run(lambda enc: players.set_option(enc, key, on))
        self._sync_options()
        return ok

    def set_hidden(self, name: str, hidden: bool) -> bool:
        return self._run(lambda enc: players.set_hidden(enc, [name], hidden))

    def ask_label(self, name: str) -> bool:
        """Ask for ``name``'s label for the players until it is accepted or cancelled; a
        refused label is asked for again with the reason, the typed text kept."""
        enc = self.window.enc
        if name not in enc:
            return False
        text, error = enc.players.labels.get(name, ""), ""
        while True:
            answer = ask_player_label(self.window, name, text, error)
            if answer is None:
                return False
            try:
                players.set_label(enc, name, answer)
            except ValueError as exc:
                text, error = answer, str(exc)
                self.window.show_message(error)
                continue
            shown = enc.players.labels.get(name, name)
            said = self.tr("The players' screen calls {name} '{label}'.")
            self.window.show_message(said.format(name=name, label=shown))
            return True

    # -- the players' window --------------------------------------------------------------------
    def set_screen_open(self, on: bool) -> None:
        if on:
            self.open_screen()
        else:
            self.close_screen()

    def open_screen(self) -> PlayersWindow:
        """Open the players' window on the chosen screen (or give the one that is open)."""
        if self.players_window is not None and isValid(self.players_window):
            return self.players_window
        from gui.players.window import PlayersWindow  # ~1,000 lines the first paint doesn't need

        pw = PlayersWindow(self.window)  # it places itself on the remembered screen
        self.players_window = pw
        pw.closed.connect(self._check_closed)
        pw.camera_changed.connect(self._on_camera_changed)
        pw.set_camera(self.camera())
        self._apply_blackout(self.action_blackout.isChecked())
        pw.show()
        self.preview.show()
        self.preview.set_source(pw)
        self._watch_camera(pw)
        self._set_checked(self.action_screen, True)
        self._update_enabled()
        return pw

    def _watch_camera(self, pw: Any) -> None:
        """A camera move changes no scene item: picture the players' window again."""
        view = getattr(pw, "map_view", None)
        if isinstance(view, QGraphicsView):
            for bar in (view.horizontalScrollBar(), view.verticalScrollBar()):
                bar.valueChanged.connect(self.preview.schedule)
                bar.rangeChanged.connect(self.preview.schedule)

    def close_screen(self) -> None:
        pw = self.players_window
        if pw is not None and isValid(pw):
            pw.close()
        self._forget_window()

    def _forget_window(self) -> None:
        pw, self.players_window = self.players_window, None
        if pw is not None and isValid(pw):
            pw.hide()
            pw.deleteLater()  # a new one is built, from the core, the next time
        self.preview.set_source(None)
        self.preview.hide()
        self._set_checked(self.action_screen, False)
        self._update_enabled()

    def _check_closed(self) -> None:
        pw = self.players_window
        if pw is not None and (not isValid(pw) or not pw.isVisible()):
            self._forget_window()

    def place_preview(self) -> None:
        """The preview beside the combat log (a panel on the right would make the window
        taller than a 768-pixel screen)."""
        log = self.window.findChild(QDockWidget, "logDock")
        if (
            log is not None
            and self.window.dockWidgetArea(log) != Qt.DockWidgetArea.NoDockWidgetArea
        ):
            self.window.splitDockWidget(log, self.preview, Qt.Orientation.Horizontal)
        self.preview.hide()

    def sync_preview(self) -> None:
        """The preview dock only while a players' window exists (a restored layout may have
        shown it)."""
        self._update_enabled()

    def _update_enabled(self) -> None:
        open_ = self.players_window is not None
        self.preview.toggleViewAction().setEnabled(open_)
        if not open_:
            self.preview.hide()

    @staticmethod
    def _set_checked(action: QAction, on: bool) -> None:
        with QSignalBlocker(action):
            action.setChecked(on)

    # -- screens --------------------------------------------------------------------------------
    def chosen_screen(self) -> QScreen | None:
        """The players' screen: where the open window is (it follows plugs and unplugs), else
        the remembered one if plugged in."""
        pw = self.players_window
        if pw is not None and isValid(pw):
            return pw.chosen_screen()
        name = str(QSettings().value(SCREEN_KEY, "") or "")
        return next((s for s in QGuiApplication.screens() if name and s.name() == name), None)

    def pick_screen(self, name: str) -> None:
        """Remember ``name`` as the players' screen and move the open window there."""
        screen = next((s for s in QGuiApplication.screens() if s.name() == name), None)
        if screen is None:
            self.window.show_message(
                self.tr("There is no screen '{name}' any more.").format(name=name)
            )
            return
        QSettings().setValue(SCREEN_KEY, name)
        pw = self.players_window
        if pw is not None and isValid(pw):
            pw.set_screen(screen)
        self.window.show_message(self.tr("The players' screen goes on {name}.").format(name=name))

    def rebuild_screen_menu(self) -> None:
        menu = self.screen_menu
        for act in menu.actions():
            self.screen_group.removeAction(act)
        menu.clear()
        chosen = self.chosen_screen()
        for i, screen in enumerate(QGuiApplication.screens()):
            size, name = screen.geometry(), screen.name()
            shown = name or self.tr("Screen {number}").format(number=i + 1)
            act = QAction(f"{shown} ({size.width()} × {size.height()})", menu)
            act.setObjectName(f"actionPlayersScreenOn{i + 1}")
            act.setProperty(
                "accessibleName", self.tr("Players' screen on {screen}").format(screen=shown)
            )
            act.setCheckable(True)
            act.setChecked(screen is chosen)
            act.triggered.connect(lambda _=False, n=name: self.pick_screen(n))
            self.screen_group.addAction(act)
            menu.addAction(act)

    # -- camera and blackout --------------------------------------------------------------------
    def _on_camera_changed(self, mode: str) -> None:
        if mode in self.camera_actions:
            self._set_checked(self.camera_actions[mode], True)

    def camera(self) -> str:
        return next((m for m, act in self.camera_actions.items() if act.isChecked()), "fit")

    def set_camera(self, mode: str) -> None:
        QSettings().setValue(CAMERA_KEY, mode)
        self._set_checked(self.camera_actions[mode], True)
        if self.players_window is not None:
            self.players_window.set_camera(mode)

    def blackout_image(self) -> QImage | None:
        path = str(QSettings().value(BLACKOUT_IMAGE_KEY, "") or "")
        if not path:
            return None
        image = QImage(path)
        return None if image.isNull() else image

    def _apply_blackout(self, on: bool) -> None:
        if self.players_window is not None:
            self.players_window.set_blackout(bool(on), self.blackout_image())
            self.preview.schedule()

    def choose_blackout_picture(self, path: str | Path | None = None) -> bool:
        """Pick the still picture blackouts show (a PNG or JPEG)."""
        if path is None:
            path = dialogs.ask_image_file(self.window, str(Path.home()))
            if not path:
                return False
        image = QImage(str(path))
        if image.isNull():
            bad = self.tr("{file} is not a picture Zonekeeper can read.")
            self.window.show_message(bad.format(file=Path(path).name))
            return False
        QSettings().setValue(BLACKOUT_IMAGE_KEY, str(Path(path).resolve()))
        self._apply_blackout(self.action_blackout.isChecked())
        self.window.show_message(self.tr("Blackouts show {file}.").format(file=Path(path).name))
        return True

    def clear_blackout_picture(self) -> None:
        QSettings().setValue(BLACKOUT_IMAGE_KEY, "")
        self._apply_blackout(self.action_blackout.isChecked())
        self.window.show_message(self.tr("Blackouts show plain black."))

    def shutdown(self) -> None:
        """The GM window closes: the players' window goes with it."""
        self.close_screen()
