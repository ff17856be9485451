"""Every window, dock, action and interactive widget has an objectName and an accessible name."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QGraphicsView, QMenu, QToolBar, QWidget

from gui.main_window import INTERACTIVE


def _inside_compound(widget: QWidget) -> bool:
    """Sub-widgets Qt builds inside a combo box or spin box (named through their owner)."""
    from PySide6.QtWidgets import QAbstractSpinBox, QComboBox

    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, (QComboBox, QAbstractSpinBox)):
            return True
        parent = parent.parentWidget()
    return False


def test_every_control_is_named(window) -> None:
    assert window.objectName() == "mainWindow" and window.accessibleName()
    assert unnamed(window) == []


def test_every_control_is_named_under_every_ruleset(make_window) -> None:
    """Each ruleset's docks (and every GM tool's form) name their controls too."""
    from core.encounter import Encounter
    from core.resources import resources_dir
    from gui.docks.combat_base import settle

    for path in sorted((resources_dir() / "samples").glob("sample_*.zkenc")):
        window = make_window(Encounter.load(path))
        settle()
        tools = window.combat_docks.tools
        for tool_id in tools.tool_ids() or [None]:
            if tool_id is not None:
                tools.select_tool(tool_id)
            assert unnamed(window) == [], (path.name, tool_id)


def unnamed(window) -> list:
    """The window's actions and controls without an objectName or an accessible name."""
    missing = []
    for action in window.findChildren(QAction):
        if action.isSeparator():
            continue
        if not action.objectName() or not (action.property("accessibleName") or action.text()):
            missing.append(("action", action.text(), action.objectName()))
    widgets = window.findChildren(QWidget)
    kinds = (*INTERACTIVE, QDockWidget, QGraphicsView, QMenu, QToolBar)
    for w in widgets:
        if not isinstance(w, kinds) or _inside_compound(w):
            continue
        if not w.objectName() or not w.accessibleName():
            missing.append((type(w).__name__, w.objectName(), w.accessibleName()))
    return missing


def test_required_names_exist(window) -> None:
    for name in (
        "actionSightTool",
        "actionEditMode",
        "actionUndo",
        "actionRedo",
        "actionNextRound",
        "actionOpenDoorsPassSight",
    ):
        assert window.findChild(QAction, name) is not None, name
    for name in ("sightDock", "propertiesDock"):
        assert window.findChild(QDockWidget, name) is not None
    assert window.findChild(QMenu, "menuRecent") is not None
    assert window.action_sight.shortcut().toString() == "R"
    assert window.action_undo.shortcut().matches(window.action_undo.shortcut())


def test_roll_dialog_is_named(qtbot, sample) -> None:
    from core.movement import RollNeeded
    from gui.dialogs import RollDialog

    roll = RollNeeded(
        "Mobility", "entering cluttered zone Courtyard", "you fall prone", "cluttered"
    )
    dlg = RollDialog(None, sample, "Ana Ferreira", roll)
    qtbot.addWidget(dlg)
    assert dlg.objectName() == "rollDialog" and dlg.accessibleName()
    for w in dlg.findChildren(QWidget):
        if isinstance(w, INTERACTIVE):
            assert w.objectName() and w.accessibleName(), w
