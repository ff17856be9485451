"""Map ▸ Link zones…: join two selected zones that share no edge by stairs, a ladder, a rope or
a passage (issue 13). Ctrl+B keeps joining only zones that share an edge; a link is never made
by accident — this action asks which kind. The core decides (``ZoneMap.link_zones``).

Drivable from a test: :meth:`LinkTools.link_selected` with a ``link`` skips the question;
:meth:`LinkTools.ask_link` is the one place the question is shown, for a test to replace.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog

from core.zonemap import LINK_KINDS, LINK_WORDS

if TYPE_CHECKING:
    from gui.map.scene import MapScene


def link_words() -> list[str]:
    """The link kinds in the UI language, in :data:`LINK_KINDS` order."""
    return [LINK_WORDS[k]() for k in LINK_KINDS]


def link_selected(scene: MapScene, link: str) -> bool:
    """Link the scene's two selected zones by ``link`` (one undo step); a refusal (they share
    an edge, already joined, not two zones) is shown as the scene's message. True on success."""
    enc = scene.enc
    zones = scene.selected_zone_ids()
    if enc is None or len(zones) != 2:
        scene.message.emit(
            QCoreApplication.translate(
                "LinkTools", "Select exactly two zones (Ctrl+click the second) to link them."
            )
        )
        return False
    a, b = zones
    if not scene._run(lambda: enc.map.link_zones(a, b, link)):
        return False
    border = enc.map.border(a, b)
    scene.select_only(scene.border_items.get(border.key))
    scene.message.emit(
        QCoreApplication.translate("LinkTools", "Linked {a} and {b} by {link}.").format(
            a=enc.map.name(a), b=enc.map.name(b), link=border.describe()
        )
    )
    return True


class LinkTools(QObject):
    """The "Link zones…" action of the main ``window`` (its ``scene``)."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.setObjectName("linkTools")
        self.window = window
        self.action = QAction(self.tr("&Link zones (stairs, ladder, rope)…"), window)
        self.action.setObjectName("actionLinkZones")
        self.action.setProperty("accessibleName", self.tr("Link zones"))
        tip = self.tr(
            "Select two zones that share no edge (Ctrl+click), then join them by stairs, "
            "a ladder, a rope or a passage"
        )
        self.action.setStatusTip(tip)
        self.action.setToolTip(tip)
        self.action.triggered.connect(lambda _checked=False: self.link_selected())
        window.addAction(self.action)

    def ask_link(self) -> str | None:
        """Which link (stairs, ladder, rope, passage)? None when the GM cancels."""
        words = link_words()
        title, label = self.tr("Link zones"), self.tr("What joins the two zones?")
        word, ok = QInputDialog.getItem(self.window, title, label, words, 0, False)
        return LINK_KINDS[words.index(word)] if ok and word in words else None

    def link_selected(self, link: str | None = None) -> bool:
        """Link the two selected zones: by ``link``, or by the kind the GM picks."""
        scene: MapScene = self.window.scene
        if len(scene.selected_zone_ids()) == 2 and link is None:
            link = self.ask_link()
            if link is None:
                return False
        return link_selected(scene, link or "stairs")


__all__ = ["LinkTools", "link_selected", "link_words"]
