"""View ▸ Zone fills over the background: how opaque zone fills are painted over a battle-map
image (issue 13) — 20 % to 100 %, 35 % unless the GM picked another. Kept in QSettings
(``map/fill_opacity``, :mod:`gui.map.layer`); a map without a background keeps opaque fills.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from gui.map import layer

CHOICES: tuple[int, ...] = (20, 35, 50, 75, 100)
"""Percent choices offered."""


class FillOpacityMenu(QObject):
    """The submenu of the main ``window``'s ``view_menu``; :meth:`choose` is drivable by tests."""

    def __init__(self, window: Any, view_menu: QMenu) -> None:
        super().__init__(window)
        self.setObjectName("fillOpacityMenu")
        self.window = window
        self.menu = view_menu.addMenu(self.tr("Zone fills over the background"))
        self.menu.setObjectName("menuFillOpacity")
        self.menu.setAccessibleName(self.tr("Zone fills over the background"))
        self.menu.menuAction().setObjectName("menuFillOpacityAction")
        self.menu.menuAction().setProperty(
            "accessibleName", self.tr("Zone fills over the background")
        )
        self.menu.setToolTip(self.tr("How much of a background image shows through the zones"))
        self.menu.setToolTipsVisible(True)
        self.group = QActionGroup(self)
        self.actions: dict[int, QAction] = {}
        for percent in CHOICES:
            self.actions[percent] = self._choice(percent)
        self._check(layer.fill_opacity(getattr(window, "scene", None)))

    def _choice(self, percent: int) -> QAction:
        text = self.tr("{percent} %").format(percent=percent)
        action = self.menu.addAction(text)
        action.setObjectName(f"actionFillOpacity{percent}")
        action.setProperty(
            "accessibleName", self.tr("Zone fills at {percent} %").format(percent=percent)
        )
        action.setCheckable(True)
        self.group.addAction(action)
        action.triggered.connect(lambda _checked=False, p=percent: self.choose(p / 100))
        return action

    def _check(self, value: float) -> None:
        percent = min(CHOICES, key=lambda p: abs(p / 100 - value))
        self.actions[percent].setChecked(True)

    def choose(self, value: float) -> float:
        """Paint zone fills at ``value`` (0.1 .. 1) over the background; saved; the value kept."""
        kept = layer.set_fill_opacity(value, getattr(self.window, "scene", None))
        self._check(kept)
        return kept


__all__ = ["CHOICES", "FillOpacityMenu"]
