"""The one way a menu or toolbar action is made: named for tests and accessibility.

Every action gets a stable ``objectName`` and an accessible name read from its text (the "&"
mnemonic markers and a trailing "…" taken out, a literal "&&" kept as "&").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction


def plain_text(text: str) -> str:
    """``text`` as read aloud: "&Save as…" → "Save as", "Fog && reveal" → "Fog & reveal"."""
    plain = text.replace("&&", "\0").replace("&", "").replace("\0", "&").replace("…", "")
    return plain.strip()


def named_action(
    parent: QObject,
    object_name: str,
    text: str,
    slot: Callable[[], Any] | None = None,
    *,
    tip: str = "",
    checkable: bool = False,
    menu: Any = None,
) -> QAction:
    """A ``QAction`` of ``parent`` named ``object_name``, calling ``slot`` when the user
    triggers it (not when code sets a checkable one), with ``tip`` as tool and status tip; added
    to ``menu``."""
    action = QAction(text, parent)
    action.setObjectName(object_name)
    action.setProperty("accessibleName", plain_text(text))
    action.setCheckable(checkable)
    if tip:
        action.setToolTip(tip)
        action.setStatusTip(tip)
    if slot is not None:
        action.triggered.connect(lambda *_: slot())
    if menu is not None:
        menu.addAction(action)
    return action
