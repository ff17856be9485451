"""Right-click menus on the map — zones, borders, corner handles, tokens — and Edit ▸ Duplicate
zone (Ctrl+D), plus Shift+F10 / the Menu key for the selection's menu.

Every entry calls a command that already exists — the core's (``update_zone``, ``update_border``,
``add_opening``, ``remove_zone`` …) through the scene's refusal-to-message path, or the scene's
and window's own (``toggle_door``, ``add_border_between_selected``, ``pick_for_sight``) — so a
menu decides no rule. A token's menu is the Character library's (``CharacterLibrary.token_menu``)
with this module's entries added (:meth:`MapMenus.add_token_actions`).

Tests build a menu with :meth:`MapMenus.menu_at` (or ``zone_menu`` …) and trigger its actions;
:meth:`MapMenus.popup` is the one place a menu is shown (``exec``), for a test to replace.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QPoint, QPointF, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneContextMenuEvent,
    QInputDialog,
    QLineEdit,
    QMenu,
)

from core.zonemap import Border, Point2
from gui.actions import named_action
from gui.map import shape_edit
from gui.map.border_item import BorderItem
from gui.map.token_item import TokenItem
from gui.map.units import to_map, to_scene
from gui.map.zone_item import VertexHandle, ZoneItem

BORDER_KINDS = ("open", "wall", "door", "hatch")
OPENING_KINDS = ("door", "doorway", "window", "hatch")


def _named_menu(menu: QMenu, object_name: str, accessible: str) -> QMenu:
    menu.setObjectName(object_name)
    menu.setAccessibleName(accessible)
    menu.menuAction().setObjectName(f"{object_name}Action")
    menu.menuAction().setProperty("accessibleName", accessible)
    return menu


def _add(menu: QMenu, text: str, object_name: str, slot: Callable[[], Any]) -> QAction:
    """An entry of ``menu``: named, accessible, calling ``slot``."""
    return named_action(menu, object_name, text, slot, menu=menu)


class MapMenus(QObject):
    """The map's context menus and Edit ▸ Duplicate zone for the main ``window``."""

    def __init__(self, window: Any, edit_menu: QMenu) -> None:
        super().__init__(window)
        self.setObjectName("mapMenus")
        self.window = window
        self.scene = window.scene
        self.scene.context_menus = self  # the scene's right-click and double-click hooks
        a = window._action
        self.action_duplicate_zone = a(
            "actionDuplicateZone",
            self.tr("D&uplicate zone"),
            self.duplicate_selection,
            "Ctrl+D",
            tip=self.tr(
                "Copy the selected zone beside it: shape, features and notes (Ctrl+D; with a "
                "combatant selected, Ctrl+D copies the combatant)"
            ),
        )
        self.action_context_menu = a(
            "actionMapContextMenu",
            self.tr("Menu for the selection"),
            self.open_for_selection,
            ["Shift+F10", QKeySequence(Qt.Key.Key_Menu)],
            tip=self.tr("The right-click menu of the selected zone, border or token"),
        )
        self.action_context_menu.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        window.removeAction(self.action_context_menu)  # the map's key, not a text field's
        window.view.addAction(self.action_context_menu)
        edit_menu.addActions([self.action_duplicate_zone, self.action_context_menu])

    @property
    def enc(self) -> Any:
        return self.scene.enc

    # -- showing ----------------------------------------------------------------------------
    def popup(self, menu: QMenu, screen_pos: QPoint) -> None:
        """Show ``menu`` at ``screen_pos`` (the one ``exec``: tests replace it); it goes
        afterwards (a menu is built for each right-click)."""
        menu.exec(screen_pos)
        menu.deleteLater()

    def scene_event(self, event: QGraphicsSceneContextMenuEvent) -> bool:
        """The scene's right-click (or Menu key): show the menu of what is there. True when a
        menu was shown."""
        if event.reason() == QGraphicsSceneContextMenuEvent.Reason.Keyboard:
            return self.open_for_selection()
        menu = self.menu_at(event.scenePos())
        if menu is None:
            return False
        self.popup(menu, event.screenPos())
        return True

    def open_for_selection(self) -> bool:
        """Shift+F10 / Menu: the selected token's, border's or zone's menu beside it."""
        found = self.selection_target()
        if found is None:
            self.window.show_message(self.tr("Select a zone, border or token first."))
            return False
        item, pos = found
        menu = self.menu_for(item, pos)
        view = self.window.view
        self.popup(menu, view.viewport().mapToGlobal(view.mapFromScene(pos)))
        return True

    def selection_target(self) -> tuple[QGraphicsItem, QPointF] | None:
        """The selected item whose menu Shift+F10 opens (a token before a border before a
        zone) and the scene point it opens at."""
        items = self.scene.selectedItems()
        for kind in (TokenItem, BorderItem, ZoneItem):
            for item in items:
                if isinstance(item, kind):
                    return item, self._centre(item)
        return None

    def _centre(self, item: QGraphicsItem) -> QPointF:
        if isinstance(item, ZoneItem):
            return to_scene(item.zone.anchor())
        if isinstance(item, BorderItem) and self.enc is not None:
            edge = self.enc.map.shared_edge(*item.key)
            if edge is not None:
                p = edge.interpolate(0.5, normalized=True)
                return to_scene((p.x, p.y))
        return item.sceneBoundingRect().center()

    # -- which menu -------------------------------------------------------------------------
    def menu_at(self, scene_pos: QPointF) -> QMenu | None:
        """The menu of the topmost corner handle, token, border or zone at ``scene_pos``."""
        self.scene.borders.reveal(scene_pos)  # the border items under it (gui.map.borders)
        for item in self.scene.items(scene_pos):
            while item is not None and not isinstance(
                item, (VertexHandle, TokenItem, BorderItem, ZoneItem)
            ):
                item = item.parentItem()
            if item is not None:
                return self.menu_for(item, scene_pos)
        return None

    def menu_for(self, item: QGraphicsItem, scene_pos: QPointF) -> QMenu:
        point = to_map(scene_pos)
        if isinstance(item, VertexHandle):
            return self.corner_menu(item.parentItem().zone_id, item.index)
        if isinstance(item, TokenItem):
            return self.window.characters.token_menu(item.name)
        if isinstance(item, BorderItem):
            return self.border_menu(item.key, point)
        return self.zone_menu(item.zone_id, point)

    def _menu(self, object_name: str, accessible: str) -> QMenu:
        return _named_menu(QMenu(self.window), object_name, accessible)

    # -- zone -------------------------------------------------------------------------------
    def zone_menu(self, zone_id: str, point: Point2 | None = None) -> QMenu:
        """Properties, Rename…, Duplicate, Delete (edit mode), Add corner here (edit mode, on
        an edge), Add border to ▸ (touching zones without a border)."""
        name = self.enc.map.name(zone_id)
        menu = self._menu("zoneMenu", self.tr("Zone {name}").format(name=name))
        _add(menu, self.tr("&Properties"), "actionZoneProperties", lambda: self.properties(zone_id))
        _add(menu, self.tr("&Rename…"), "actionZoneRename", lambda: self.rename_zone(zone_id))
        _add(menu, self.tr("D&uplicate"), "actionZoneDuplicate", lambda: self.duplicate(zone_id))
        if self.scene.edit_mode:
            menu.addSeparator()
            _add(menu, self.tr("&Delete"), "actionZoneDelete", lambda: self.delete_zone(zone_id))
            if point is not None and shape_edit.edge_near(self.scene, point, zone_id):
                _add(
                    menu,
                    self.tr("Add &corner here"),
                    "actionZoneAddCorner",
                    lambda: self.scene.insert_corner(zone_id, point),
                )
        menu.addSeparator()
        self._border_to_menu(menu, zone_id)
        return menu

    def _border_to_menu(self, menu: QMenu, zone_id: str) -> None:
        m = self.enc.map
        free = [z for z in m.zones_touching(zone_id) if not m.has_border(zone_id, z)]
        sub = _named_menu(menu.addMenu(self.tr("Add &border to")), "zoneBorderToMenu", "")
        sub.setAccessibleName(self.tr("Add border to"))
        sub.menuAction().setProperty("accessibleName", self.tr("Add border to"))
        for other in free:
            _add(
                sub, m.name(other), f"actionBorderTo_{other}", lambda o=other: self.join(zone_id, o)
            )
        sub.setEnabled(bool(free))

    def properties(self, zone_id: str) -> None:
        """Select the zone and show it in the Properties dock."""
        self.scene.select_only(self.scene.zone_items.get(zone_id))
        dock = self.window.properties_dock
        dock.show()
        dock.raise_()

    def ask_name(self, title: str, label: str, text: str) -> str | None:
        """Ask for a name (``None`` when cancelled)."""
        answer, ok = QInputDialog.getText(
            self.window, title, label, QLineEdit.EchoMode.Normal, text
        )
        return answer if ok else None

    def rename_zone(self, zone_id: str) -> bool:
        old = self.enc.map.name(zone_id)
        name = self.ask_name(
            self.tr("Rename zone"), self.tr("New name of {name}:").format(name=old), old
        )
        if name is None or name.strip() in ("", old):
            return False
        return self.scene._run(lambda: self.enc.map.update_zone(zone_id, name=name))

    def duplicate(self, zone_id: str) -> str | None:
        return self.scene.duplicate_zone(zone_id)

    def delete_zone(self, zone_id: str) -> bool:
        return self.scene._run(lambda: self.enc.remove_zone(zone_id))

    def join(self, a: str, b: str) -> bool:
        """Add an open border between ``a`` and ``b`` (Map ▸ Add border's own path)."""
        self.scene.clearSelection()
        for z in (a, b):
            item = self.scene.zone_items.get(z)
            if item is not None:
                item.setSelected(True)
        return self.scene.add_border_between_selected("open")

    def duplicate_selection(self) -> str | None:
        """Ctrl+D: copy the selected zone (a selected combatant: Combat ▸ Duplicate…)."""
        if self.window.selected_combatant() is not None:
            self.window.characters.duplicate()
            return None
        zone_id = shape_edit.selected_zone(self.scene)
        return self.scene.duplicate_zone(zone_id) if zone_id is not None else None

    # -- border -----------------------------------------------------------------------------
    def border_menu(self, key: tuple[str, str], point: Point2 | None = None) -> QMenu:
        """Kind ▸ (open / wall / door / hatch), Open/Close, Lock/Unlock, Add opening here ▸,
        Remove."""
        border = self.enc.map.border(*key)
        menu = self._menu("borderMenu", self.enc.map.border_label(border))
        self._kind_menu(menu, border)
        if border.is_passage:
            self._door_actions(menu, border)
        if border.kind == "wall" and point is not None and self.enc.map.shared_edge(*key):
            self._opening_menu(menu, border, point)
        menu.addSeparator()
        _add(menu, self.tr("&Remove border"), "actionBorderRemove", lambda: self.remove_border(key))
        return menu

    def _kind_menu(self, menu: QMenu, border: Border) -> None:
        words = {
            "open": self.tr("&Open border"),
            "wall": self.tr("&Wall"),
            "door": self.tr("&Door"),
            "hatch": self.tr("&Hatch"),
        }
        sub = _named_menu(menu.addMenu(self.tr("&Kind")), "borderKindMenu", self.tr("Kind"))
        for kind in BORDER_KINDS:
            act = _add(
                sub,
                words[kind],
                f"actionBorderKind_{kind}",
                lambda k=kind: self.set_kind(border.key, k),
            )
            act.setCheckable(True)
            act.setChecked(border.kind == kind)

    def _door_actions(self, menu: QMenu, border: Border) -> None:
        key = border.key
        if border.state == "locked":
            _add(
                menu,
                self.tr("&Unlock"),
                "actionBorderUnlock",
                lambda: self.set_state(key, "closed"),
            )
            return
        if border.state == "open":
            _add(menu, self.tr("&Close"), "actionBorderClose", lambda: self.scene.toggle_door(key))
        else:
            _add(menu, self.tr("&Open"), "actionBorderOpen", lambda: self.scene.toggle_door(key))
            _add(menu, self.tr("&Lock"), "actionBorderLock", lambda: self.set_state(key, "locked"))

    def _opening_menu(self, menu: QMenu, border: Border, point: Point2) -> None:
        words = {
            "door": self.tr("&Door"),
            "doorway": self.tr("D&oorway"),
            "window": self.tr("&Window"),
            "hatch": self.tr("&Hatch"),
        }
        title = self.tr("Add &opening here")
        sub = _named_menu(menu.addMenu(title), "borderOpeningMenu", title.replace("&", ""))
        for kind in OPENING_KINDS:
            _add(
                sub,
                words[kind],
                f"actionAddOpening_{kind}",
                lambda k=kind: self.add_opening(border.key, k, point),
            )

    def set_kind(self, key: tuple[str, str], kind: str) -> bool:
        return self.scene._run(lambda: self.enc.map.update_border(*key, kind=kind))

    def set_state(self, key: tuple[str, str], state: str) -> bool:
        return self.scene._run(lambda: self.enc.map.update_border(*key, state=state))

    def add_opening(self, key: tuple[str, str], kind: str, point: Point2) -> bool:
        """A ``kind`` opening in the wall centred at ``point``'s foot on the shared edge."""
        where = self.enc.map.along_edge(*key, point)
        if where is None or where[1] <= 0:
            self.window.show_message(self.tr("These zones share no edge to put an opening in."))
            return False
        at = min(1.0, max(0.0, where[0] / where[1]))
        return self.scene._run(lambda: self.enc.map.add_opening(*key, kind, at=at))

    def remove_border(self, key: tuple[str, str]) -> bool:
        return self.scene._run(lambda: self.enc.map.remove_border(*key))

    # -- corner handle ----------------------------------------------------------------------
    def corner_menu(self, zone_id: str, index: int) -> QMenu:
        menu = self._menu("cornerMenu", self.tr("Corner {n}").format(n=index + 1))
        _add(
            menu,
            self.tr("&Remove corner"),
            "actionRemoveCorner",
            lambda: self.scene.remove_corner(zone_id, index),
        )
        return menu

    # -- token (added to the Character library's token menu) -------------------------------
    def add_token_actions(self, menu: QMenu, name: str) -> None:
        """Show sight from here, Remove from map (edit mode), Centre view."""
        menu.addSeparator()
        _add(
            menu,
            self.tr("Show si&ght from here"),
            "actionTokenSight",
            lambda: self.sight_from(name),
        )
        if self.scene.edit_mode:
            _add(
                menu,
                self.tr("Re&move from map"),
                "actionTokenRemove",
                lambda: self.remove_token(name),
            )
        _add(menu, self.tr("Centre vie&w"), "actionTokenCentre", lambda: self.centre_on(name))

    def sight_from(self, name: str) -> None:
        """The Range & sight tool with ``name`` as the one who looks; the next token clicked
        is the target (the sight dock shows the answer)."""
        self.scene.set_tool("sight")
        self.window.pick_for_sight(name)
        self.window.sight_dock.show()
        self.window.sight_dock.raise_()

    def remove_token(self, name: str) -> bool:
        return self.scene._run(lambda: self.enc.remove_combatant(name))

    def centre_on(self, name: str) -> None:
        item = self.scene.token_items.get(name)
        if item is not None:
            self.window.view.hold()  # no start-up fit moves it away again
            self.window.view.centerOn(item)


__all__ = ["MapMenus"]
