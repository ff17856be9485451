"""Install the combat docks in the main window: initiative (with the action list), tracks, attack
helper, GM tools and combat log, the token status marks, and the Next turn action.

The main window keeps the only undo stack and the encounter; this object adds its docks to the
window, re-binds them when the window shows another encounter (:meth:`set_encounter`), follows the
map selection, and routes Next turn / Next round to the fight runner. Nothing here decides a rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMenu

from core.encounter import Encounter
from gui.docks.attack import AttackDock
from gui.docks.combat_base import CombatDock
from gui.docks.initiative import InitiativeDock
from gui.docks.log import LogDock
from gui.docks.pips import TokenStatusController
from gui.docks.tools import ToolsDock
from gui.docks.tracks import TracksDock

if TYPE_CHECKING:
    from gui.main_window import MainWindow


class CombatDocks(QObject):
    """The combat docks of one main window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("combatDocks")
        self.main = window
        self.initiative = InitiativeDock(window)
        self.tracks = TracksDock(window)
        self.attack = AttackDock(window)
        self.log = LogDock(window)
        self.tools = ToolsDock(window)
        self.docks: list[CombatDock] = [
            self.initiative,
            self.tracks,
            self.attack,
            self.tools,
            self.log,
        ]
        self.token_status = TokenStatusController(window.scene, self)
        stack = getattr(window, "undo_stack", None)
        if stack is not None:  # a change is over once its undo step is taken
            stack.indexChanged.connect(self._change_over)

        left, right = Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea
        window.setCorner(Qt.Corner.BottomLeftCorner, left)
        window.setCorner(Qt.Corner.BottomRightCorner, right)
        window.addDockWidget(left, self.initiative)
        window.addDockWidget(right, self.tracks)
        window.addDockWidget(right, self.attack)
        window.addDockWidget(right, self.tools)
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.log)
        # Tracks and Attack join the map's own docks as tabs once the window is first shown:
        # Qt 6.11 leaves a stale duplicate tab bar on screen when two tab groups of one dock
        # area are made before the first layout.
        self._arranged = False
        window.installEventFilter(self)
        # until then they wait hidden: five docks stacked in one column would ask for more
        # height than a 1366×768 screen has, and the window would grow past the screen's foot
        for dock in (self.tracks, self.attack, self.tools):
            dock.hide()
        # the map keeps most of the room (set before the first layout: resizing the docks
        # later would make the map jump under the GM's mouse)
        window.resizeDocks([self.initiative], [300], Qt.Orientation.Horizontal)
        window.resizeDocks([self.log], [160], Qt.Orientation.Vertical)

        for dock in self.docks:
            dock.message.connect(window.show_message)
        self.initiative.attack_requested.connect(self.open_attack)
        self.attack.attacked.connect(self._on_attacked)
        self.attack.target_shown.connect(window.scene.set_attack_target)
        self.attack.message_withdrawn.connect(self._withdraw_message)
        window.scene.selectionChanged.connect(self._on_map_selection)

        self.action_next_turn = QAction(self.tr("Next &turn"), window)
        self.action_next_turn.setObjectName("actionNextTurn")
        self.action_next_turn.setProperty("accessibleName", "Next turn")
        self.action_next_turn.setIconText(self.tr("Next turn"))
        self.action_next_turn.setShortcut(QKeySequence("N"))
        tip = self.tr("End this turn: the next in the order acts (N)")
        self.action_next_turn.setToolTip(tip)
        self.action_next_turn.setStatusTip(tip)
        self.action_next_turn.triggered.connect(self.next_turn)
        icon = getattr(window, "action_next_round", None)
        if icon is not None:
            self.action_next_turn.setIcon(icon.icon())
        window.addAction(self.action_next_turn)
        combat_menu = window.findChild(QMenu, "menuCombat")
        if combat_menu is not None:
            before = getattr(window, "action_next_round", None)
            if before is not None and before in combat_menu.actions():
                combat_menu.insertAction(before, self.action_next_turn)
            else:
                combat_menu.addAction(self.action_next_turn)
        toolbar = getattr(window, "toolbar", None)
        if toolbar is not None:
            before = getattr(window, "action_next_round", None)
            if before is not None and before in toolbar.actions():
                toolbar.insertAction(before, self.action_next_turn)
            else:
                toolbar.addAction(self.action_next_turn)
        view_menu = getattr(window, "view_menu", None)
        if view_menu is not None:
            view_menu.addSeparator()
            for dock, name in (
                (self.initiative, "actionShowInitiative"),
                (self.tracks, "actionShowTracks"),
                (self.attack, "actionShowAttack"),
                (self.tools, "actionShowTools"),
                (self.log, "actionShowLog"),
            ):
                toggle = dock.toggleViewAction()
                toggle.setObjectName(name)
                toggle.setProperty("accessibleName", f"Show {dock.windowTitle()}")
                view_menu.addAction(toggle)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.main and event.type() == QEvent.Type.Show and not self._arranged:
            self._arranged = True
            self.main.removeEventFilter(self)  # it saw every event of the window, in Python
            # the first layout is done (show lays the window out before it sends Show): tab
            # the docks now, so the window's first paint already has them in place
            self._arrange()
            QTimer.singleShot(0, self, self._raise_combat_docks)  # once the tabs exist
        return False

    def _change_over(self, _index: int) -> None:
        self.token_status.settle()

    def _raise_combat_docks(self) -> None:
        for dock in (self.tracks, self.attack):
            if not dock.isHidden():
                dock.raise_()

    def _arrange(self) -> None:
        """The right column as two tab groups: Tracks over Properties, Attack and GM tools over
        Range & Sight (the combat docks in front; Attack before GM tools)."""
        for beside, dock in (
            (getattr(self.main, "properties_dock", None), self.tracks),
            (getattr(self.main, "sight_dock", None), self.attack),
            (self.attack, self.tools),
        ):
            if isinstance(beside, QDockWidget) and not beside.isFloating():
                self.main.tabifyDockWidget(beside, dock)
        for dock in (self.tracks, self.attack, self.tools):
            dock.show()
        for dock in (self.tracks, self.attack):
            dock.raise_()
        if not self.tools.has_tools():  # tabifying shows a dock: a ruleset without tools
            self.tools.hide()
        h = max(400, self.main.height())
        self.main.resizeDocks(
            [self.tracks, self.attack], [h * 45 // 100, h * 55 // 100], Qt.Orientation.Vertical
        )
        view = getattr(self.main, "view", None)
        if view is not None and hasattr(view, "refit_if_untouched"):
            view.refit_if_untouched()  # start-up: the docks just took their room

    def set_encounter(self, enc: Encounter) -> None:
        """Re-bind every combat dock and the token marks to ``enc``."""
        for dock in self.docks:
            dock.set_encounter(enc)
        self.token_status.set_encounter(enc)

    # -- routing ------------------------------------------------------------------------------
    def next_turn(self) -> bool:
        return self.initiative.next_turn()

    def next_round(self) -> bool:
        return self.initiative.next_round()

    def open_attack(self, attacker: str, target: str) -> None:
        self.attack.show()
        self.attack.raise_()
        self.attack.prepare(attacker, target or None)

    def _on_attacked(self, result: object) -> None:
        """An attack left something to settle with a GM tool (a tool offering the attack's id
        among its choices, e.g. choosing its consequences): offer it under the result."""
        get = result.get if isinstance(result, dict) else lambda k, d=None: getattr(result, k, d)
        value = get("attack_id", None) or get("id", None)
        found = self.tools.tool_taking(value)
        if found is None:
            return
        spec, param = found
        self.attack.offer_follow_up(
            spec.title,
            lambda: self.tools.tool_taking(value) is not None,
            lambda: self.tools.open_tool(spec.id, **{param: value}),
        )

    def _withdraw_message(self, text: str) -> None:
        """A dock's message is out of date (the turn moved on): take it off the status bar
        and the map, unless something newer replaced it."""
        bar = self.main.statusBar()
        if bar.currentMessage() == text:
            bar.clearMessage()
        message_bar = getattr(self.main, "message_bar", None)
        if message_bar is not None:
            message_bar.clear_message(text)

    def _on_map_selection(self) -> None:
        try:
            name = self.main.selected_combatant()
        except RuntimeError:  # the scene is going away with the window
            return
        if name is None:
            return
        self.tracks.show_combatant(name)
        self.tools.follow(name)
        enc = self.main.enc
        combat = self.initiative.combat
        started = bool(getattr(combat, "fight_started", lambda: False)())
        if not started:
            self.initiative.actions.follow(name)
        if name != self.attack.attacker and name in enc:
            self.attack.prepare(None, name)


__all__ = ["CombatDocks"]
