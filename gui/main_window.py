"""The main window: the map, the docks, the menus, one undo stack, files and settings.

Keep: ONE ``QUndoStack``. Every core change arrives here as a core command through
``enc.command_sink`` and is pushed wrapped in :class:`~gui.commands.CoreCommand`; the views redraw
from the core's events, so undo and redo take the same path as the original change.
"""

from __future__ import annotations

import contextlib
import gc
import sys
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings, QSignalBlocker, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QIcon, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QFileDialog,
    QFrame,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QToolBar,
    QWidget,
)
from shiboken6 import isValid

from core.encounter import Encounter, band_word
from core.events import Event
from core.gc_pause import hold_gc
from core.io import FILE_SUFFIX, EncounterFileError
from core.resources import resources_dir, sample_encounter_path
from core.rules.base import UnknownRulesetError, find_ruleset
from core.samples import as_shown
from gui import dialogs
from gui.actions import named_action, plain_text
from gui.character import CharacterLibrary
from gui.commands import CoreCommand
from gui.docks.combat import CombatDocks
from gui.docks.pips import pips_text
from gui.docks.properties import PropertiesDock
from gui.docks.sight import SightDock
from gui.help import HelpMenu
from gui.i18n import LanguageMenu
from gui.map.border_item import BorderItem
from gui.map.context_menu import MapMenus
from gui.map.scene import MapScene
from gui.map.token_item import TokenItem
from gui.map.view import MapView
from gui.map.zone_item import ZoneItem
from gui.message_bar import MessageBar, map_area
from gui.players_controls import PlayersControls
from gui.ruleset_settings import ruleset_settings_action
from gui.weapon_editor import weapons_action
from gui.window_layout import WindowLayout

FILE_FILTER = "{kind} (*{suffix});;{all} (*)"
"""The file dialogs' filter: filled with :func:`file_filter` (translated names)."""
MAX_RECENT = 8
RECENT_KEY = "recentFiles"
STATUS_TIMEOUT_MS = 15000
LAST_RULESET_KEY = "lastRuleset"
IMAGE_TYPES = {b"\x89PNG\r\n\x1a\n": "image/png", b"\xff\xd8\xff": "image/jpeg"}
"""Magic numbers of the background images the map embeds (PNG, JPEG)."""


def file_filter() -> str:
    """The encounter files' filter for the file dialogs, in the UI language."""
    return FILE_FILTER.format(
        kind=QCoreApplication.translate("MainWindow", "Zonekeeper encounter"),
        suffix=FILE_SUFFIX,
        all=QCoreApplication.translate("MainWindow", "All files"),
    )


def samples_dir() -> Path:
    return resources_dir() / "samples"


def sample_files() -> list[Path]:
    """The sample encounters that ship with Zonekeeper, one per ruleset (YZE first)."""
    files = sorted(samples_dir().glob(f"sample_*{FILE_SUFFIX}"))
    return sorted(files, key=lambda p: (p.stem != "sample_yze", p.stem))


def ruleset_title(name: str) -> str:
    """A ruleset's title in the UI language by its registered name (the name itself if it
    isn't registered)."""
    try:
        return dialogs.ruleset_title(find_ruleset(name)) or name
    except UnknownRulesetError:
        return name


def image_data_uri(raw: bytes) -> str:
    """``raw`` PNG or JPEG bytes as a ``data:image/...;base64,`` URI (ValueError otherwise)."""
    import base64

    mime = next((m for magic, m in IMAGE_TYPES.items() if raw.startswith(magic)), None)
    if mime is None:
        raise ValueError(QCoreApplication.translate("MainWindow", "Pick a PNG or JPEG image."))
    return f"data:{mime};base64," + base64.b64encode(raw).decode("ascii")


def distinct_keys(*keys: str | QKeySequence.StandardKey) -> list[QKeySequence]:
    """The key sequences of ``keys`` (texts or standard keys), each once: an action bound
    twice to the same key never fires (Qt finds the shortcut ambiguous)."""
    out: list[QKeySequence] = []
    for key in keys:
        seqs = (
            QKeySequence.keyBindings(key)
            if isinstance(key, QKeySequence.StandardKey)
            else [QKeySequence(key)]
        )
        for seq in seqs:
            if not seq.isEmpty() and seq not in out:
                out.append(seq)
    return out


class CannotShowEncounter(ValueError):
    """The window could not show an encounter (a view failed to build for it); the window still
    shows the encounter it had. The message says what went wrong."""

    def __init__(self, cause: BaseException) -> None:
        self.cause = cause
        where = traceback.extract_tb(cause.__traceback__)[-1:] if cause.__traceback__ else []
        at = f" ({Path(where[0].filename).name}:{where[0].lineno})" if where else ""
        text = QCoreApplication.translate(
            "MainWindow", "Zonekeeper could not show this encounter ({error})."
        )
        super().__init__(text.format(error=f"{type(cause).__name__}: {cause}{at}"))


def open_failure_text(path: str | Path, exc: BaseException) -> str:
    """What the GM reads when ``path`` could not be opened: the loader's own message (it names
    the file and the field), otherwise the file and what went wrong."""
    if isinstance(exc, EncounterFileError):
        return str(exc)
    if isinstance(exc, CannotShowEncounter):
        text = QCoreApplication.translate(
            "MainWindow", "Can't open {path}: {error} The encounter you had open is still open."
        )
        return text.format(path=path, error=exc)
    text = QCoreApplication.translate("MainWindow", "Can't open {path}: {error}.")
    return text.format(path=path, error=f"{type(exc).__name__}: {exc}")


def save_failure_text(path: str | Path, exc: BaseException) -> str:
    """What the GM reads when saving to ``path`` failed: the reason, and that nothing is lost."""
    if isinstance(exc, OSError):
        reason = f"{exc.strerror or exc}."
    elif isinstance(exc, ValueError):
        reason = str(exc)
    else:
        reason = f"{type(exc).__name__}: {exc}."
    text = QCoreApplication.translate(
        "MainWindow",
        "Could not save to {path}: {reason}\n"
        "Your encounter is still open and unsaved; try another folder or name.",
    )
    return text.format(path=path, reason=reason)


@contextlib.contextmanager
def exceptions_from_qt() -> Iterator[list[BaseException]]:
    """Collect the exceptions Qt callbacks (slots, overridden handlers) raise inside the block:
    PySide hands those to ``sys.excepthook`` instead of the caller."""
    caught: list[BaseException] = []
    previous = sys.excepthook

    def hook(kind: type[BaseException], value: BaseException, tb: Any) -> None:
        caught.append(value)

    sys.excepthook = hook
    try:
        yield caught
    finally:
        sys.excepthook = previous


def _icon(name: str) -> QIcon:
    path = resources_dir() / "icons" / f"{name}.svg"
    return QIcon(str(path)) if path.exists() else QIcon()


def collect_replaced() -> None:
    """After an open's first paint: what the encounter it replaced leaves in reference cycles,
    collected. What start-up made stays frozen out of the cyclic GC's way
    (:func:`freeze_startup_heap`), so the collection walks only the objects made since — the
    shown encounter and its views (~38,000 on the stress map: about a third of the app's, and
    of the time a collection of everything took, ~110 ms of CPU on a busy machine). The shown
    encounter is left to the collector: its later full collections are as short, and rare (one
    per quarter more objects kept alive: a drop keeps a few)."""
    gc.collect()


def freeze_startup_heap() -> None:
    """Start-up is over (``gui.app``, once the docks are filled): move what it made — modules,
    classes, the window, its encounter: ~80,000 objects on the sample — out of the cyclic GC's
    way for good. Otherwise a full collection walks them all again (80–110 ms of CPU on a busy
    machine) whenever one comes due in a drag or a drop, and the first after start-up, the
    collector having been held (``gui.app.hold_gc``), comes at once. Frozen objects are still
    freed by reference counting; the cycles among them stay: start-up leaves next to none
    (0–200 objects), and the start-up encounter's, once another is opened, are few (a small
    map: its cycles, once)."""
    gc.freeze()


class MainWindow(QMainWindow):
    """Zonekeeper's main window."""

    first_painted = Signal()
    panels_filled = Signal()
    """The docks show the encounter: emitted once, right after the first paint, by a window
    built with ``panels_after_paint`` (a window built without has them filled from the start)."""
    encounter_changed = Signal(object)
    """The window shows a new Encounter (opened, new, sample): the players' screen follows."""
    players_sight_changed = Signal(object)
    """The range/sight line the players may see: an ``(a, b)`` pair, or None."""

    def __init__(
        self,
        encounter: Encounter | None = None,
        path: str | Path | None = None,
        *,
        panels_after_paint: bool = False,
    ) -> None:
        """``panels_after_paint`` (start-up): the map, menus and token marks are ready for the
        first paint; the docks' contents and the samples menu fill in right after it (the
        docks keep their places and sizes), then :attr:`panels_filled` is emitted."""
        super().__init__()
        self._after_paint: list[Callable[[], None]] | None = [] if panels_after_paint else None
        self.setObjectName("mainWindow")
        self.setAccessibleName("Zonekeeper")
        self.resize(1280, 860)
        self.setWindowIcon(_icon("zonekeeper"))
        self.enc: Encounter = encounter or Encounter(ruleset="yze")
        self.path: Path | None = None
        self.sight_pair: tuple[str, str] | None = None
        self._sight_first: str | None = None
        self._sight_dirty = False
        self._force_close = False

        self.undo_stack = QUndoStack(self)
        self.undo_stack.setObjectName("undoStack")
        self.undo_stack.cleanChanged.connect(self._on_clean_changed)

        self.scene = MapScene(self.undo_stack, self)
        self.scene.setObjectName("mapScene")
        self.view = MapView(self.scene, self)
        self.message_bar = MessageBar(self)
        self.setCentralWidget(map_area(self.view, self.message_bar))
        self.view.first_painted.connect(self.first_painted.emit)
        if self._after_paint is not None:  # after every other first-paint slot (start-up timing)
            self.first_painted.connect(lambda: QTimer.singleShot(0, self, self._fill_after_paint))

        self.properties_dock = PropertiesDock(self)
        self.sight_dock = SightDock(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.properties_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.sight_dock)

        self._build_actions()
        self.characters = CharacterLibrary(self)  # sheet, duplicate, the party library
        self.players_controls = PlayersControls(self)  # the players' screen, fog, labels
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.players_controls.preview)
        self._build_menus()
        self._build_toolbar()
        self._build_status_bar()
        self.combat_docks = CombatDocks(self)  # initiative, tracks, attack, log; Next turn (N)

        self.scene.message.connect(self.show_message)
        self.scene.selectionChanged.connect(self._on_selection_changed)
        self.scene.sight_picked.connect(self.pick_for_sight)
        self.scene.tool_changed.connect(self._on_tool_changed)
        self.properties_dock.message.connect(self.show_message)
        self.sight_dock.pair_chosen.connect(self.show_sight)
        self.sight_dock.cleared.connect(self.clear_sight)
        self.sight_dock.show_to_players_toggled.connect(lambda _on: self._emit_players_sight())
        self.characters.watch_map(self.view)
        self.properties_dock.sheet_requested.connect(self.characters.open_sheet)
        self.combat_docks.initiative.character_requested.connect(self.characters.open_sheet)

        self.set_encounter(self.enc, Path(path) if path else None)
        if self._after_paint is None:  # else they are named once the docks are filled
            self._name_qt_internals()
        self.players_controls.place_preview()  # beside the combat log: the map keeps its height
        self.players_controls.build_view_menu(self.view_menu)  # after every panel's toggle
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.action_reset_layout)
        self.window_layout = WindowLayout(self)  # the docks as built: View ▸ Reset layout
        self.window_layout.restore()
        self.help_menu = HelpMenu(self)  # Help ▸ User guide, About; .zkenc drops
        self.players_controls.sync_preview()

    # -- building ---------------------------------------------------------------------------
    def _action(
        self,
        object_name: str,
        text: str,
        slot: Callable[..., Any] | None = None,
        shortcut: QKeySequence | str | list[QKeySequence | str] | None = None,
        *,
        checkable: bool = False,
        tip: str = "",
        icon: str | None = None,
        short: str | None = None,
    ) -> QAction:
        action = named_action(self, object_name, text, tip=tip, checkable=checkable)
        # toolbar buttons read "&" as a mnemonic marker: escape it
        action.setIconText((short or plain_text(text)).replace("&", "&&"))
        if shortcut is not None:
            keys = shortcut if isinstance(shortcut, list) else [shortcut]
            action.setShortcuts([QKeySequence(k) for k in keys])
        if icon:
            action.setIcon(_icon(icon))
        if slot is not None:
            (action.toggled if checkable else action.triggered).connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        a = self._action
        Std = QKeySequence.StandardKey
        self.action_new = a("actionNew", self.tr("&New…"), lambda: self.new_encounter(), Std.New)
        self.action_open = a("actionOpen", self.tr("&Open…"), lambda: self.open_file(), Std.Open)
        self.action_import_map = a(
            "actionImportMap",
            self.tr("&Import map…"),
            lambda: self.import_map(),
            tip=self.tr("Make a map from a Universal VTT file (.dd2vtt, .uvtt, .df2vtt)"),
        )
        self.action_save = a("actionSave", self.tr("&Save"), self.save, Std.Save)
        self.action_save_as = a(
            "actionSaveAs", self.tr("Save &As…"), lambda: self.save_as(), Std.SaveAs
        )
        self.action_quit = a("actionQuit", self.tr("&Quit"), self.close, Std.Quit)
        self.action_clear_recent = a(
            "actionClearRecent", self.tr("Clear recent files"), self.clear_recent
        )

        self.action_undo = self.undo_stack.createUndoAction(self, self.tr("&Undo"))
        self.action_undo.setObjectName("actionUndo")
        self.action_undo.setShortcuts(QKeySequence.keyBindings(Std.Undo))
        self.action_undo.setIcon(_icon("undo"))
        self.action_redo = self.undo_stack.createRedoAction(self, self.tr("&Redo"))
        self.action_redo.setObjectName("actionRedo")
        self.action_redo.setShortcuts(QKeySequence.keyBindings(Std.Redo))
        self.action_redo.setIcon(_icon("redo"))
        for act, name in ((self.action_undo, self.tr("Undo")), (self.action_redo, self.tr("Redo"))):
            act.setProperty("accessibleName", name)
            # the toolbar shows the short word (its width never changes with the step's name);
            # the full "Undo Move Ana to Hall" stays in the menu and the tooltip
            act.setIconText(name)
            self.addAction(act)

        self.action_delete = a(
            "actionDelete",
            self.tr("&Delete"),
            self.scene.delete_selected,
            [QKeySequence(QKeySequence.StandardKey.Delete), "Backspace"],
            tip=self.tr("Delete the selected combatant, border or zone"),
            icon="delete",
        )
        self.action_edit_mode = a(
            "actionEditMode",
            self.tr("&Edit map"),
            self.set_edit_mode,
            "Ctrl+E",
            checkable=True,
            tip=self.tr("Edit the map: draw, move and reshape zones; add borders"),
            icon="edit",
        )
        self.tool_group = QActionGroup(self)
        self.tool_group.setObjectName("toolGroup")
        self.tool_group.setExclusionPolicy(QActionGroup.ExclusionPolicy.ExclusiveOptional)
        self.action_tool_select = a(
            "actionToolSelect",
            self.tr("&Select / move"),
            lambda on: on and self.scene.set_tool("select"),
            "V",
            checkable=True,
            tip=self.tr("Select and drag (V)"),
            icon="select",
            short=self.tr("Select"),
        )
        self.action_sight = a(
            "actionSightTool",
            self.tr("&Range && sight"),
            lambda on: self.scene.set_tool("sight" if on else "select"),
            "R",
            checkable=True,
            tip=self.tr("Range & sight: click a token, then another (R)"),
            icon="sight",
            short=self.tr("Range & sight"),
        )
        self.action_tool_rect = a(
            "actionToolRect",
            self.tr("Draw &rectangle zone"),
            lambda on: self.scene.set_tool("rect" if on else "select"),
            "B",
            checkable=True,
            tip=self.tr("Drag out a rectangular zone (B, edit mode)"),
            icon="rect",
            short=self.tr("Rectangle"),
        )
        self.action_tool_polygon = a(
            "actionToolPolygon",
            self.tr("Draw &polygon zone"),
            lambda on: self.scene.set_tool("polygon" if on else "select"),
            "P",
            checkable=True,
            tip=self.tr("Click corners; double-click or Enter to finish (P, edit mode)"),
            icon="polygon",
            short=self.tr("Polygon"),
        )
        for act in (
            self.action_tool_select,
            self.action_sight,
            self.action_tool_rect,
            self.action_tool_polygon,
        ):
            self.tool_group.addAction(act)
        self.action_tool_select.setChecked(True)
        self.action_add_border = a(
            "actionAddBorder",
            self.tr("Add &border between selected zones"),
            lambda: self.scene.add_border_between_selected("open"),
            "Ctrl+B",
            tip=self.tr("Select two touching zones (Ctrl+click), then add a border"),
            icon="border",
            short=self.tr("Border"),
        )
        self.action_add_combatant = a(
            "actionAddCombatant",
            self.tr("Add &combatant…"),
            self.add_combatant,
            "Ctrl+Shift+A",
            tip=self.tr("Put a new combatant on the map"),
            icon="combatant",
            short=self.tr("Combatant"),
        )
        self.action_next_round = a(
            "actionNextRound",
            self.tr("&Next round"),
            lambda: self.combat_docks.next_round(),  # in a fight: the turns left pass first
            "Ctrl+Shift+N",
            tip=self.tr("Start the next round: everyone's actions refresh (Ctrl+Shift+N)"),
            icon="round",
        )
        self.action_escape = a("actionEscape", self.tr("Cancel / clear"), self.escape, "Esc")
        self.action_set_background = a(
            "actionSetBackground",
            self.tr("Set &background image…"),
            lambda: self.set_background_image(),
            tip=self.tr("Put a PNG or JPEG under the map (embedded in the encounter file)"),
        )
        self.action_clear_background = a(
            "actionClearBackground",
            self.tr("&Clear background"),
            self.clear_background_image,
            tip=self.tr("Take the background image away"),
        )
        self.action_open_doors_sight = a(
            "actionOpenDoorsPassSight",
            self.tr("Open doors pass sight"),
            self._set_open_doors_pass_sight,
            checkable=True,
            tip=self.tr(
                "Let sight pass through open doors and hatches without standing in the doorway"
            ),
        )
        self.action_reset_layout = a(
            "actionResetLayout",
            self.tr("Reset &layout"),
            lambda: self.window_layout.reset(),
            tip=self.tr("Put the panels back where they started and the window on this screen"),
        )
        self.action_zoom_in = a(
            "actionZoomIn",
            self.tr("Zoom &in"),
            self.view.zoom_in,
            distinct_keys("Ctrl+=", "Ctrl++", QKeySequence.StandardKey.ZoomIn),
            icon="zoom-in",
        )
        self.action_zoom_out = a(
            "actionZoomOut",
            self.tr("Zoom &out"),
            self.view.zoom_out,
            # Ctrl+− once: the platform's Zoom Out is the same key, and Qt refuses a key bound
            # twice as ambiguous
            distinct_keys("Ctrl+-", QKeySequence.StandardKey.ZoomOut),
            icon="zoom-out",
        )
        self.action_fit = a(
            "actionFit",
            self.tr("&Fit to window"),
            self.view.fit,
            ["Ctrl+0", "F"],
            icon="fit",
            short=self.tr("Fit"),
        )
        self._set_tool_actions_enabled(False)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        bar.setObjectName("menuBar")
        bar.setAccessibleName(self.tr("Menu bar"))

        def menu(object_name: str, title: str) -> QMenu:
            m = bar.addMenu(title)
            m.setObjectName(object_name)
            m.setAccessibleName(title.replace("&", ""))
            m.menuAction().setObjectName(f"{object_name}Action")
            m.menuAction().setProperty("accessibleName", title.replace("&", ""))
            return m

        file_menu = menu("menuFile", self.tr("&File"))
        file_menu.addActions([self.action_new, self.action_open])
        self.sample_menu = file_menu.addMenu(self.tr("Open &Sample"))
        self.sample_menu.setObjectName("menuSamples")
        self.sample_menu.setAccessibleName(self.tr("Open sample"))
        self.sample_menu.menuAction().setObjectName("menuSamplesAction")
        self.sample_menu.menuAction().setProperty("accessibleName", self.tr("Open sample"))
        self._when_painted(self._build_sample_menu)  # each sample's ruleset, for its title
        self.recent_menu = file_menu.addMenu(self.tr("Open &Recent"))
        self.recent_menu.setObjectName("menuRecent")
        self.recent_menu.setAccessibleName(self.tr("Open recent"))
        self.recent_menu.menuAction().setObjectName("menuRecentAction")
        self.recent_menu.menuAction().setProperty("accessibleName", self.tr("Open recent"))
        file_menu.addAction(self.action_import_map)
        file_menu.addSeparator()
        file_menu.addActions([self.action_save, self.action_save_as])
        file_menu.addSeparator()
        file_menu.addAction(self.action_quit)

        edit_menu = menu("menuEdit", self.tr("&Edit"))
        edit_menu.addActions([self.action_undo, self.action_redo])
        edit_menu.addSeparator()
        edit_menu.addAction(self.action_delete)
        self.map_menus = MapMenus(self, edit_menu)  # Duplicate zone, map context menus (issue 13)

        map_menu = menu("menuMap", self.tr("&Map"))
        map_menu.addAction(self.action_edit_mode)
        map_menu.addSeparator()
        map_menu.addActions(
            [
                self.action_tool_select,
                self.action_tool_rect,
                self.action_tool_polygon,
                self.action_add_border,
            ]
        )
        from gui.map.links import LinkTools

        self.link_tools = LinkTools(self)  # Link zones… by stairs, ladder, rope (issue 13)
        self.link_tools.action.setEnabled(self.action_add_border.isEnabled())
        map_menu.addAction(self.link_tools.action)
        map_menu.addSeparator()
        map_menu.addActions([self.action_set_background, self.action_clear_background])
        from gui.background import BackgroundTools

        self.background_tools = BackgroundTools(self, map_menu)  # scale and place (issue 13)
        map_menu.addSeparator()
        from gui.theatre import TheatreMenu

        self.theatre = TheatreMenu(self, map_menu)  # zones without drawing (issue 13)

        combat_menu = menu("menuCombat", self.tr("&Combat"))
        combat_menu.addActions(
            [self.action_add_combatant, self.action_sight, self.action_next_round]
        )
        ch = self.characters
        combat_menu.addSeparator()
        combat_menu.addActions([ch.action_sheet, ch.action_duplicate])
        combat_menu.addSeparator()
        combat_menu.addActions([ch.action_save_character, ch.action_save_pcs, ch.action_save_npcs])
        combat_menu.addAction(ch.action_add_from_file)
        combat_menu.addSeparator()
        self.action_weapons = weapons_action(self, combat_menu)

        settings_menu = menu("menuSettings", self.tr("&Settings"))
        settings_menu.addAction(self.action_open_doors_sight)
        self.action_ruleset_settings = ruleset_settings_action(self, settings_menu)
        settings_menu.addSeparator()
        self.language_menu = LanguageMenu(self, settings_menu)  # applies at the next start

        view_menu = menu("menuView", self.tr("&View"))
        view_menu.addActions([self.action_zoom_in, self.action_zoom_out, self.action_fit])
        view_menu.addSeparator()
        for dock, name in (
            (self.properties_dock, "actionShowProperties"),
            (self.sight_dock, "actionShowSight"),
        ):
            toggle = dock.toggleViewAction()
            toggle.setObjectName(name)
            title = dock.windowTitle().replace("&&", "&")
            toggle.setProperty("accessibleName", self.tr("Show {panel}").format(panel=title))
            view_menu.addAction(toggle)
        from gui.map.fill_menu import FillOpacityMenu

        self.fill_menu = FillOpacityMenu(self, view_menu)  # zone fills over an image (issue 13)
        self.view_menu = view_menu
        from gui.map.grid import GridTools

        self.grid_tools = GridTools(self, map_menu, view_menu)  # the map grid (issue 13)
        self.players_menu = menu("menuPlayers", self.tr("&Players"))
        self.players_controls.build_menus(self.players_menu)
        self._rebuild_recent_menu()

    def _build_toolbar(self) -> None:
        tb = QToolBar(self.tr("Tools"), self)
        tb.setObjectName("mainToolBar")
        tb.setAccessibleName(self.tr("Tools"))
        tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        tb.setMovable(False)
        self.addToolBar(tb)
        tb.addActions([self.action_undo, self.action_redo])
        tb.addSeparator()
        tb.addActions([self.action_tool_select, self.action_sight, self.action_next_round])
        tb.addSeparator()
        tb.addAction(self.action_edit_mode)
        tb.addActions([self.action_tool_rect, self.action_tool_polygon, self.action_add_border])
        tb.addAction(self.action_add_combatant)
        tb.addSeparator()
        tb.addActions([self.action_fit])
        tb.addSeparator()
        tb.addAction(self.players_controls.action_screen)
        toggle = tb.toggleViewAction()
        toggle.setObjectName("actionShowToolbar")
        toggle.setProperty("accessibleName", self.tr("Show toolbar"))
        self.view_menu.addAction(toggle)
        self.toolbar = tb

    def _build_status_bar(self) -> None:
        bar = self.statusBar()
        bar.setObjectName("statusBar")
        bar.setAccessibleName(self.tr("Status"))
        self.round_label = QLabel()
        self.round_label.setObjectName("roundLabel")
        self.round_label.setAccessibleName(self.tr("Round"))
        self.actions_label = QLabel()
        self.actions_label.setObjectName("actionsLabel")
        self.actions_label.setAccessibleName(self.tr("Actions left"))
        self.ruleset_label = QLabel()
        self.ruleset_label.setObjectName("rulesetLabel")
        self.ruleset_label.setAccessibleName(self.tr("Ruleset"))
        for label in (self.round_label, self.actions_label, self.ruleset_label):
            label.setStyleSheet("QLabel { padding: 0 10px; }")
        self.round_label.setFrameShape(QFrame.Shape.StyledPanel)
        self.ruleset_label.setFrameShape(QFrame.Shape.StyledPanel)
        bar.addPermanentWidget(self.actions_label)
        bar.addPermanentWidget(self.ruleset_label)
        bar.addPermanentWidget(self.round_label)

    def _name_qt_internals(self) -> None:
        """Give toolbar buttons and Qt's own sub-widgets names screen readers can use."""
        for action in self.toolbar.actions():
            button = self.toolbar.widgetForAction(action)
            if button is not None and action.objectName():
                button.setObjectName(f"{action.objectName()}Button")
                button.setAccessibleName(str(action.property("accessibleName") or action.text()))
        internal = {
            "qt_dockwidget_closebutton": self.tr("Close panel"),
            "qt_dockwidget_floatbutton": self.tr("Float panel"),
            "qt_toolbar_ext_button": self.tr("More tools"),
            "qt_menubar_ext_button": self.tr("More menus"),
            "qt_spinbox_lineedit": self.tr("Value"),
        }
        for widget in self.findChildren(QWidget):
            if not widget.accessibleName() and widget.objectName() in internal:
                widget.setAccessibleName(internal[widget.objectName()])
        for menu in self.findChildren(QMenu):
            if not menu.objectName():  # the menu bar's overflow menu
                menu.setObjectName("menuOverflow")
                menu.setAccessibleName(self.tr("More menus"))
                menu.menuAction().setObjectName("menuOverflowAction")
                menu.menuAction().setProperty("accessibleName", self.tr("More menus"))
        for action in self.findChildren(QAction):
            if not action.property("accessibleName"):
                action.setProperty("accessibleName", action.text().replace("&", ""))

    # -- encounter --------------------------------------------------------------------------
    def set_encounter(self, enc: Encounter, path: Path | None) -> None:
        """Show ``enc``: route its commands into the window's undo stack, redraw everything.

        All or nothing: if any view fails to build for ``enc`` (an exception, raised or reaching
        the excepthook from a Qt callback), the window goes back to the encounter it showed, with
        its path, title and undo history, and :class:`CannotShowEncounter` says what was wrong.
        """
        previous = getattr(self, "_connected", None)
        release_gc = hold_gc()  # until the full collection after the first paint (below)
        try:
            with exceptions_from_qt() as caught:
                self._bind_encounter(enc)
            if caught:
                raise caught[0]
        except Exception as exc:
            release_gc()
            enc.command_sink = None
            if previous is None:
                raise
            self._bind_encounter(previous)  # the views of the encounter that was showing
            self._update_title()
            raise CannotShowEncounter(exc) from exc
        self.undo_stack.clear()
        self.path = path
        self._update_title()
        self.setWindowModified(False)
        self.view.fit_when_settled()  # a new map: fitted once the window has laid itself out
        self.encounter_changed.emit(enc)
        replaced = previous is not None
        self._when_painted(
            lambda: QTimer.singleShot(0, lambda: self._settle_heap(release_gc, replaced))
        )

    def _settle_heap(self, release_gc: Callable[[], None], replaced: bool) -> None:
        """After an open's first paint: the encounter it ``replaced`` collected
        (:func:`collect_replaced`; a window's first encounter replaced none), then the
        collector, held since the open began, runs again.

        Held through the open, the collector's rounds mid-open (~15 ms on the stress map)
        are left to the full collection made here anyway; released even if the window is gone
        (the timer has no receiver that could be deleted)."""
        try:
            if replaced and isValid(self):
                collect_replaced()
        finally:
            release_gc()

    def _bind_encounter(self, enc: Encounter) -> None:
        """Point every view at ``enc`` (the undo stack, path and title are left alone)."""
        old = getattr(self, "_connected", None)
        if old is not None:
            old.events.disconnect(self._on_core_event)
            old.map.events.disconnect(self._on_core_event)
        self.clear_sight()
        self.characters.close_all()
        self.enc = enc
        stack = self.undo_stack
        enc.command_sink = lambda cmd: stack.push(CoreCommand(cmd))
        self.scene.set_encounter(enc)
        if self._after_paint is not None:
            self.combat_docks.token_status.set_encounter(enc)  # the marks are on the map
        self._when_painted(self._fill_panels)
        self.players_controls.set_encounter(enc)  # PCs' eyes reveal, in the same undo step
        enc.events.connect(self._on_core_event)
        enc.map.events.connect(self._on_core_event)
        self._connected = enc
        self.sight_dock.set_names([c.name for c in enc.combatants()])
        with QSignalBlocker(self.action_open_doors_sight):
            self.action_open_doors_sight.setChecked(bool(enc.settings["open_doors_pass_sight"]))
        self._update_status()
        self._update_background_actions()

    def _fill_panels(self) -> None:
        """The docks that list and edit (properties, the combat docks) show the encounter."""
        self.properties_dock.set_encounter(self.enc)
        self.combat_docks.set_encounter(self.enc)

    def _when_painted(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` now, or once the window has painted (``panels_after_paint``)."""
        if self._after_paint is None:
            fn()
        elif fn not in self._after_paint:
            self._after_paint.append(fn)

    @property
    def panels_pending(self) -> bool:
        """The docks are still to be filled (:attr:`panels_filled` is coming)."""
        return self._after_paint is not None

    def _fill_after_paint(self) -> None:
        pending, self._after_paint = self._after_paint or [], None
        for fn in pending:
            fn()
        self._name_qt_internals()  # the widgets the docks just built
        self.panels_filled.emit()

    def _on_clean_changed(self, clean: bool) -> None:
        self.setWindowModified(not clean)

    def ruleset_title(self) -> str:
        """The active ruleset's title in the UI language ("Year Zero Engine", "d20" …)."""
        return dialogs.ruleset_title(self.enc.ruleset)

    def _update_title(self) -> None:
        if self.path is None:
            self.setWindowFilePath("")
            title = self.enc.name or self.tr("Untitled encounter")
        else:
            self.setWindowFilePath(str(self.path))
            title = self.path.name
        ruleset = self.ruleset_title()
        self.setWindowTitle(f"{title}[*] — {ruleset}" if ruleset else f"{title}[*]")
        self.ruleset_label.setText(ruleset)
        tip = self.tr("This encounter runs under {ruleset}.").format(ruleset=ruleset)
        self.ruleset_label.setToolTip(tip if ruleset else "")

    def _is_sample(self) -> bool:
        """The open file is one of the built-in samples (Save asks for a new name)."""
        if self.path is None:
            return False
        try:
            return self.path.resolve().parent == samples_dir().resolve() or (
                self.path.resolve() == sample_encounter_path().resolve()
            )
        except OSError:
            return False

    def _on_core_event(self, event: Event) -> None:
        kind = event.type
        if kind in ("combatant_added", "combatant_removed") or (
            kind == "combatant_changed" and event.data.get("old_name", event.name) != event.name
        ):
            self.sight_dock.set_names([c.name for c in self.enc.combatants()])
            if self.sight_pair and kind == "combatant_changed":
                old, new = event.old_name, event.name
                self.sight_pair = tuple(new if n == old else n for n in self.sight_pair)  # type: ignore[assignment]
        if kind == "settings_changed":
            with QSignalBlocker(self.action_open_doors_sight):
                self.action_open_doors_sight.setChecked(
                    bool(self.enc.settings["open_doors_pass_sight"])
                )
        if kind in ("round_changed", "actions_changed", "combatant_changed", "combatant_removed"):
            self._update_status()
        if kind in ("background_changed", "map_reset"):
            self._update_background_actions()
        if self.sight_pair is not None and not self._sight_dirty:
            self._sight_dirty = True
            QTimer.singleShot(0, self._refresh_sight)

    def _core(self, fn: Callable[[], Any]) -> bool:
        """Call the core; show its refusal (a ValueError) instead of a traceback."""
        try:
            fn()
        except ValueError as exc:
            self.show_message(str(exc))
            return False
        return True

    # -- messages and status ----------------------------------------------------------------
    def show_message(self, text: str) -> None:
        self.statusBar().showMessage(text, STATUS_TIMEOUT_MS)
        self.message_bar.show_text(text)

    def selected_combatant(self) -> str | None:
        for item in self.scene.selectedItems():
            if isinstance(item, TokenItem):
                return item.name
        return None

    def _update_status(self) -> None:
        self.round_label.setText(self.tr("Round {number}").format(number=self.enc.round.number))
        name = self.selected_combatant()
        if name is not None and name in self.enc:
            left = pips_text(self.enc, name)  # the fight runner's words for its budget
            self.actions_label.setText(f"{name}: {left}")
        else:
            self.actions_label.setText("")

    def _on_selection_changed(self) -> None:
        items = self.scene.selectedItems()
        tokens = [i for i in items if isinstance(i, TokenItem)]
        borders = [i for i in items if isinstance(i, BorderItem)]
        zones = [i for i in items if isinstance(i, ZoneItem)]
        if tokens:
            self.properties_dock.show_combatant(tokens[0].name)
        elif borders:
            self.properties_dock.show_border(borders[0].key)
        elif zones:
            self.properties_dock.show_zone(zones[0].zone_id)
        else:
            self.properties_dock.show_nothing()
        self._update_status()

    # -- modes and tools --------------------------------------------------------------------
    def set_edit_mode(self, on: bool) -> None:
        with QSignalBlocker(self.action_edit_mode):
            self.action_edit_mode.setChecked(on)
        self.scene.set_edit_mode(on)
        self.view.set_edit_banner(on)
        self._set_tool_actions_enabled(on)
        self.show_message(
            self.tr(
                "Edit mode: draw zones (B rectangle, P polygon), drag zones or their corners, "
                "Ctrl+click two zones and add a border. Token drops are GM placements."
            )
            if on
            else self.tr("Play mode: drag tokens to move under the rules.")
        )

    def _set_tool_actions_enabled(self, on: bool) -> None:
        for act in (self.action_tool_rect, self.action_tool_polygon, self.action_add_border):
            act.setEnabled(on)
        if hasattr(self, "link_tools"):
            self.link_tools.action.setEnabled(on)

    def _on_tool_changed(self, tool: str) -> None:
        mapping = {
            "select": self.action_tool_select,
            "sight": self.action_sight,
            "rect": self.action_tool_rect,
            "polygon": self.action_tool_polygon,
        }
        for name, act in mapping.items():
            with QSignalBlocker(act):
                act.setChecked(name == tool)
        cursor = Qt.CursorShape.CrossCursor if tool != "select" else Qt.CursorShape.ArrowCursor
        self.view.viewport().setCursor(cursor)
        hints = {
            "sight": self.tr("Range & sight: click the looking combatant, then the target."),
            "rect": self.tr("Drag out a rectangle to draw a zone."),
            "polygon": self.tr("Click the corners; double-click or press Enter to finish."),
        }
        if tool in hints:
            self._show_hint(hints[tool])
        else:
            self._clear_hint()  # the tool is done: its instructions go

    def _show_hint(self, text: str) -> None:
        """A tool's instructions: shown like any message, cleared when the tool is done."""
        self._hint = text
        self.show_message(text)

    def _clear_hint(self) -> None:
        hint, self._hint = getattr(self, "_hint", ""), ""
        if hint and self.statusBar().currentMessage() == hint:
            self.statusBar().clearMessage()
        if hint:
            self.message_bar.clear_message(hint)

    def escape(self) -> None:
        """Esc: cancel a drawing, clear the sight line, back to the select tool."""
        self.scene.cancel_draft()
        self.clear_sight()
        if self.scene.tool != "select":
            self.scene.set_tool("select")
        self._clear_hint()

    # -- range & sight ----------------------------------------------------------------------
    def pick_for_sight(self, name: str) -> None:
        if self._sight_first is None or self.sight_pair is not None:
            self.clear_sight()
            self._sight_first = name
            token = self.scene.token_items.get(name)
            if token is not None:
                token.set_picked(True)
            self.sight_dock.set_pair(name, None)
            self._show_hint(self.tr("{name} looks… now click the target.").format(name=name))
            return
        if name == self._sight_first:
            return
        self.show_sight(self._sight_first, name)

    def show_sight(self, a: str, b: str) -> bool:
        """Ask the core for range band, line of sight and line of fire, and show them."""
        enc = self.enc
        try:
            band = enc.range_band(a, b)
            sight = enc.line_of_sight(a, b)
            fire = enc.can_shoot(a, b)
        except ValueError as exc:
            self.show_message(str(exc))
            return False
        self.sight_pair = (a, b)
        self._sight_first = a
        self.scene.show_sight(a, b, band, sight, fire)
        self.sight_dock.set_pair(a, b)
        self.sight_dock.show_result(band, sight, fire)
        if not self.sight_dock.isVisible():
            self.sight_dock.show()
        self._emit_players_sight()
        summary = self.tr("{a} → {b}: {band} range. {sight}").format(
            a=a, b=b, band=band_word(band).capitalize(), sight=sight.reason
        )
        if sight.clear and not fire.clear:
            summary += " " + self.tr("No shot: {reason}").format(reason=fire.reason)
        self.statusBar().showMessage(summary, STATUS_TIMEOUT_MS)
        return True

    def _refresh_sight(self) -> None:
        self._sight_dirty = False
        if self.sight_pair is None:
            return
        a, b = self.sight_pair
        if a in self.enc and b in self.enc:
            self.show_sight(a, b)
        else:
            self.clear_sight()

    def clear_sight(self) -> None:
        self.sight_pair = None
        self._sight_first = None
        self.scene.clear_sight()
        self.sight_dock.clear_result()
        self._emit_players_sight()

    def _emit_players_sight(self) -> None:
        """Tell the players' screen which line it may draw (the core filters what it hides)."""
        shown = self.sight_pair if self.sight_dock.shows_to_players() else None
        if shown is not None or getattr(self, "_players_sight", None) is not None:
            self.players_sight_changed.emit(shown)
        self._players_sight = shown

    # -- combat and settings ------------------------------------------------------------------
    def add_combatant(self) -> bool:
        zones = self.scene.selected_zone_ids()
        if not len(self.enc.map):
            self.show_message(self.tr("Draw a zone first: combatants stand in zones."))
            return False
        answer = dialogs.ask_new_combatant(self, self.enc, zones[0] if zones else None)
        if answer is None:
            return False
        return bool(self.characters.add_new(dialogs.NewCombatant(*answer)))

    def _set_open_doors_pass_sight(self, on: bool) -> None:
        if bool(self.enc.settings["open_doors_pass_sight"]) != on:
            self._core(lambda: self.enc.set_setting("open_doors_pass_sight", on))

    # -- files ------------------------------------------------------------------------------
    def open_startup_file(self, path: Path | None, *, show_errors_modal: bool = True) -> bool:
        """Open ``path`` (default: the built-in sample) at start-up; never blocks on errors."""
        target = path or sample_encounter_path()
        try:
            self.set_encounter(as_shown(Encounter.load(target), Path(target)), Path(target))
        except Exception as exc:  # whatever went wrong, the app starts on an empty map
            text = open_failure_text(target, exc)
            print(f"zonekeeper: {text}", file=sys.stderr)
            self.set_encounter(Encounter(ruleset="yze"), None)
            self.show_message(text)
            if show_errors_modal:
                title = self.tr("Can't open encounter")
                box = QMessageBox(QMessageBox.Icon.Critical, title, text, parent=self)
                box.setObjectName("openErrorBox")
                box.setAccessibleName(title)
                QTimer.singleShot(0, box.open)
            return False
        if path is not None:
            self.add_recent(Path(target))
        return True

    def maybe_save(self) -> bool:
        """True when it is fine to drop the current encounter (saved, discarded, or clean)."""
        if self.undo_stack.isClean():
            return True
        name = self.path.name if self.path else (self.enc.name or self.tr("The encounter"))
        answer = dialogs.ask_save_changes(self, name)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def new_encounter(self, ruleset: str | None = None) -> bool:
        """A new, empty encounter under ``ruleset`` (asked for when None)."""
        if not self.maybe_save():
            return False
        if ruleset is None:
            last = QSettings().value(LAST_RULESET_KEY, "") or self.enc.ruleset.name
            ruleset = dialogs.ask_ruleset(self, str(last))
            if not ruleset:
                return False
        try:
            enc = Encounter(ruleset=ruleset)
            self.set_encounter(enc, None)
        except (UnknownRulesetError, ValueError) as exc:
            self.show_message(str(exc))
            return False
        QSettings().setValue(LAST_RULESET_KEY, enc.ruleset.name)
        text = self.tr("New {ruleset} encounter: switch on Edit map (Ctrl+E) and draw zones.")
        self.show_message(text.format(ruleset=self.ruleset_title()))
        return True

    # -- samples ----------------------------------------------------------------------------
    def _build_sample_menu(self) -> None:
        menu = self.sample_menu
        menu.clear()
        for path in sample_files():
            key = path.stem.removeprefix("sample_")
            act = QAction(f"{ruleset_title(key)} — {path.stem}", menu)
            act.setObjectName(f"actionOpenSample_{key}")
            accessible = self.tr("Open the {ruleset} sample").format(ruleset=ruleset_title(key))
            act.setProperty("accessibleName", accessible)
            act.setToolTip(str(path))
            act.setStatusTip(self.tr("Open {file} as an untitled copy").format(file=path.name))
            act.triggered.connect(lambda _=False, p=path: self.open_sample(p))
            menu.addAction(act)
        menu.setEnabled(bool(menu.actions()))

    def open_sample(self, path: str | Path) -> bool:
        """Open a built-in sample as an untitled copy: Save asks for a name and a folder."""
        if not self.maybe_save():
            return False
        path = Path(path)
        enc = self._open_encounter(path, None, self.tr("Can't open the sample"))
        if enc is None:
            return False
        # the ruleset is in the title and status bars; the sample's name may say it already
        text = self.tr("{name}: a copy of the sample; Save asks for a name.")
        self.show_message(text.format(name=enc.name))
        return True

    # -- map background ---------------------------------------------------------------------
    def _background_rect(self, width: int, height: int) -> tuple[float, float, float, float]:
        """Where a new background goes: over the zones' bounds (an empty map: 40 m wide, the
        image's own proportions)."""
        if len(self.enc.map):
            minx, miny, maxx, maxy = self.enc.map.bounds()
            if maxx > minx and maxy > miny:
                return (minx, miny, maxx - minx, maxy - miny)
        w = 40.0
        return (0.0, 0.0, w, w * height / width if width > 0 else 30.0)

    def set_background_image(self, path: str | Path | None = None) -> bool:
        """Embed a PNG or JPEG under the map (one undo step)."""
        from PySide6.QtGui import QImage

        if path is None:
            path = dialogs.ask_image_file(self, self._start_dir())
            if not path:
                return False
        path = Path(path)
        try:
            raw = path.read_bytes()
        except OSError as exc:
            text = self.tr("Can't read {file}: {reason}.")
            self.show_message(text.format(file=path.name, reason=exc.strerror or exc))
            return False
        from core.schema import decode_image_uri

        try:
            uri = image_data_uri(raw)
            raw, fmt = decode_image_uri(uri)  # format and size from the header, not decoded
        except ValueError as exc:
            text = self.tr("{file} is not an image Zonekeeper can read: {reason}")
            self.show_message(text.format(file=path.name, reason=exc))
            return False
        image = QImage()
        if not image.loadFromData(raw, fmt) or image.isNull():
            text = self.tr("{file} is not an image Zonekeeper can read.")
            self.show_message(text.format(file=path.name))
            return False
        rect = self._background_rect(image.width(), image.height())
        ok = self._core(lambda: self.enc.map.set_background(uri, rect))
        if ok:
            text = self.tr("Background: {file} (Edit > Undo takes it away).")
            self.show_message(text.format(file=path.name))
        return ok

    def import_map(self, path: str | Path | None = None) -> Any:
        """File ▸ Import map…: a Universal VTT map reviewed, then accepted as one undo step
        (gui.map_import); returns the review dialog, None when nothing was read."""
        from gui.map_import import import_map

        return import_map(self, path)

    def clear_background_image(self) -> bool:
        if not self.enc.map.background:
            self.show_message(self.tr("The map has no background image."))
            return False
        return self._core(lambda: self.enc.map.set_background(None))

    def _update_background_actions(self) -> None:
        self.action_clear_background.setEnabled(bool(self.enc.map.background))

    def _start_dir(self) -> str:
        if self.path is not None and not self._is_sample():
            return str(self.path.parent)
        return str(Path.home())

    def open_file(self, path: str | Path | None = None) -> bool:
        """Open an encounter file (asks for one when ``path`` is None)."""
        if not self.maybe_save():
            return False
        if path is None:
            chosen, _ = QFileDialog.getOpenFileName(
                self, self.tr("Open encounter"), self._start_dir(), file_filter()
            )
            if not chosen:
                return False
            path = chosen
        path = Path(path)
        enc = self._open_encounter(path, path, self.tr("Can't open encounter"))
        if enc is None:
            return False
        self.add_recent(path)
        self.show_message(self.tr("Opened {file}: {name}.").format(file=path.name, name=enc.name))
        return True

    def _open_encounter(self, source: Path, path: Path | None, title: str) -> Encounter | None:
        """Load ``source`` and show it under ``path``, all or nothing: on any failure the window
        keeps its encounter, path, title and undo history, and the GM reads why (None)."""
        try:
            enc = as_shown(Encounter.load(source), source)
            self.set_encounter(enc, path)
        except Exception as exc:  # a file must never take the open encounter down with it
            text = open_failure_text(source, exc)
            QMessageBox.critical(self, title, text)
            self.statusBar().showMessage(text, STATUS_TIMEOUT_MS)
            return None
        return enc

    def save(self) -> bool:
        if self.path is None or self._is_sample():
            return self.save_as()
        return self._save_to(self.path)

    def save_as(self, path: str | Path | None = None) -> bool:
        if path is None:
            stem = self.enc.name or self.tr("encounter")
            suggestion = str(Path(self._start_dir()) / f"{stem}{FILE_SUFFIX}")
            chosen, _ = QFileDialog.getSaveFileName(
                self, self.tr("Save encounter as"), suggestion, file_filter()
            )
            if not chosen:
                return False
            path = chosen
        path = Path(path)
        if path.suffix.lower() != FILE_SUFFIX:
            path = path.with_name(path.name + FILE_SUFFIX)
        return self._save_to(path)

    def _save_to(self, path: Path) -> bool:
        try:
            self.enc.save(path)
        except Exception as exc:  # any failure is shown; the encounter stays unsaved
            text = save_failure_text(path, exc)
            QMessageBox.warning(self, self.tr("Can't save encounter"), text)
            self.statusBar().showMessage(text.splitlines()[0], STATUS_TIMEOUT_MS)
            return False
        self.path = path
        self.undo_stack.setClean()
        self._update_title()
        self.add_recent(path)
        self.show_message(self.tr("Saved {file}.").format(file=path.name))
        return True

    # -- recent files -----------------------------------------------------------------------
    def recent_files(self) -> list[str]:
        value = QSettings().value(RECENT_KEY, [])
        if isinstance(value, str):
            value = [value]
        return [str(v) for v in (value or []) if v]

    def add_recent(self, path: Path) -> None:
        text = str(Path(path).resolve())
        files = [f for f in self.recent_files() if f != text]
        files.insert(0, text)
        QSettings().setValue(RECENT_KEY, files[:MAX_RECENT])
        self._rebuild_recent_menu()

    def clear_recent(self) -> None:
        QSettings().setValue(RECENT_KEY, [])
        self._rebuild_recent_menu()

    def _rebuild_recent_menu(self) -> None:
        menu = self.recent_menu
        menu.clear()
        files = self.recent_files()
        for i, f in enumerate(files):
            act = QAction(f"&{i + 1} {Path(f).name}", menu)
            act.setObjectName(f"actionRecent{i + 1}")
            accessible = self.tr("Open recent file {file}").format(file=Path(f).name)
            act.setProperty("accessibleName", accessible)
            act.setToolTip(f)
            act.setStatusTip(f)
            act.triggered.connect(lambda _=False, f=f: self.open_file(f))
            menu.addAction(act)
        if files:
            menu.addSeparator()
        menu.addAction(self.action_clear_recent)
        self.action_clear_recent.setEnabled(bool(files))
        menu.setEnabled(True)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._after_paint is None:  # else once the docks are filled, after the first paint
            self._name_qt_internals()  # Qt builds some sub-widgets (menu bar overflow) on show

    # -- closing ----------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        if self._force_close or self.maybe_save():
            event.accept()
            self.window_layout.save()  # geometry, screen and docks for the next start
            self.players_controls.shutdown()
        else:
            event.ignore()

    def close_without_asking(self) -> None:
        """Close without the unsaved-changes question (unattended runs)."""
        self._force_close = True
        self.close()


INTERACTIVE = (QAbstractButton, QLineEdit, QComboBox, QAbstractSpinBox, QPlainTextEdit)
"""Widget classes the accessibility test walks."""
