"""Map ▸ Theatre of the mind: zones without drawing, borders linked by name, automatic layouts.

Thin: every choice is a core call (:mod:`core.theatre`) through the window's ``_core`` (a refusal
becomes a message); each is one undo step. The cards are ordinary zones, so dragging one in edit
mode rearranges the layout, and the layout is saved with the file.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog, QMenu

from core import theatre
from core.zonemap import BORDER_KINDS
from gui.actions import named_action


class TheatreMenu(QObject):
    """The Map ▸ Theatre of the mind submenu of ``window`` (a MainWindow)."""

    def __init__(self, window: Any, parent_menu: QMenu) -> None:
        super().__init__(window)
        self.window = window
        self.menu = parent_menu.addMenu(self.tr("&Theatre of the mind"))
        self.menu.setObjectName("menuTheatre")
        self.menu.setAccessibleName(self.tr("Theatre of the mind"))
        self.menu.menuAction().setObjectName("menuTheatreAction")
        self.menu.menuAction().setProperty("accessibleName", self.tr("Theatre of the mind"))
        self.action_toggle = self._action(
            "actionTheatreMode",
            self.tr("&Play without a drawn map"),
            self.tr("Zones are cards laid out for you; sight follows the borders alone"),
            lambda: self.set_on(self.action_toggle.isChecked()),
            checkable=True,
        )
        self.action_add_zone = self._action(
            "actionTheatreAddZone",
            self.tr("&Add zone…"),
            self.tr("Add a zone by its name, without drawing it"),
            lambda: self.add_zone(),
        )
        self.action_link = self._action(
            "actionTheatreLink",
            self.tr("&Link zones…"),
            self.tr("Draw a border between two zones, chosen by name"),
            lambda: self.link(),
        )
        self.layout_menu = self.menu.addMenu(self.tr("Lay &out"))
        self.layout_menu.setObjectName("menuTheatreLayout")
        self.layout_menu.setAccessibleName(self.tr("Lay out"))
        self.layout_menu.menuAction().setObjectName("menuTheatreLayoutAction")
        self.layout_menu.menuAction().setProperty("accessibleName", self.tr("Lay out"))
        names = {
            "spring": self.tr("Spring (linked zones close)"),
            "circular": self.tr("Circle"),
            "shell": self.tr("Rings"),
            "kamada_kawai": self.tr("Balanced distances"),
        }
        self.layout_actions = {
            method: self._action(
                f"actionTheatreLayout_{method}",
                names[method],
                self.tr("Rearrange every zone's card (tokens move with them)"),
                lambda m=method: self.lay_out(m),
                menu=self.layout_menu,
            )
            for method in theatre.LAYOUTS
        }
        self.menu.aboutToShow.connect(self.refresh)
        self.refresh()

    def _action(
        self, name: str, text: str, tip: str, slot: Any, *, checkable: bool = False, menu=None
    ) -> QAction:
        return named_action(
            self.window, name, text, slot, tip=tip, checkable=checkable, menu=menu or self.menu
        )

    # -- state ----------------------------------------------------------------------------------
    def refresh(self) -> None:
        on = theatre.is_theatre(self.window.enc.map)
        self.action_toggle.setChecked(on)
        for action in [self.action_link, *self.layout_actions.values()]:
            action.setEnabled(on)

    # -- commands (each one undo step) ----------------------------------------------------------
    def set_on(self, on: bool) -> bool:
        ok = self.window._core(lambda: theatre.set_theatre(self.window.enc.map, on))
        self.refresh()
        return ok

    def add_zone(self, name: str | None = None, features: tuple[str, ...] = ()) -> str | None:
        """Add a zone card named ``name`` (asked when None); returns its id."""
        if name is None:
            name, ok = QInputDialog.getText(
                self.window, self.tr("Add zone"), self.tr("Name of the new zone:")
            )
            if not ok:
                return None
        name = name.strip()
        if not name:
            self.window.show_message(self.tr("A zone needs a name."))
            return None
        m = self.window.enc.map
        zid = self._new_id(name)
        if not theatre.is_theatre(m) and len(m) == 0:
            self.set_on(True)  # an empty map gets its first card: play it without drawing
        ok = self.window._core(lambda: theatre.add_zone(m, zid, name, features))
        return zid if ok else None

    def _new_id(self, name: str) -> str:
        base = "".join(ch if ch.isalnum() else "_" for ch in name.lower()).strip("_") or "zone"
        zid, k = base, 2
        while zid in self.window.enc.map:
            zid, k = f"{base}_{k}", k + 1
        return zid

    def link(
        self,
        a: str | None = None,
        b: str | None = None,
        kind: str | None = None,
        state: str | None = None,
    ) -> bool:
        """Draw a border between zones ``a`` and ``b`` (asked by name when None)."""
        m = self.window.enc.map
        if a is None or b is None or kind is None:
            picked = self._ask_link()
            if picked is None:
                return False
            a, b, kind = picked
        return self.window._core(lambda: theatre.link(m, a, b, kind, state))

    def _ask_link(self) -> tuple[str, str, str] | None:
        m = self.window.enc.map
        names = [m.name(z) for z in m.zone_ids()]
        if len(names) < 2:
            self.window.show_message(self.tr("Add two zones first."))
            return None
        title = self.tr("Link zones")
        first, ok = QInputDialog.getItem(self.window, title, self.tr("From:"), names, 0, False)
        if not ok:
            return None
        rest = [n for n in names if n != first]
        second, ok = QInputDialog.getItem(self.window, title, self.tr("To:"), rest, 0, False)
        if not ok:
            return None
        kind, ok = QInputDialog.getItem(
            self.window, title, self.tr("Border:"), list(BORDER_KINDS), 0, False
        )
        if not ok:
            return None
        ids = m.zone_ids()
        return ids[names.index(first)], ids[names.index(second)], kind

    def lay_out(self, method: str) -> bool:
        ok = self.window._core(lambda: theatre.lay_out(self.window.enc, method))
        if ok:
            self.window.view.fit()
        return ok
