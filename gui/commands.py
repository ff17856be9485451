"""The one bridge between core commands and Qt's undo stack (keep: no logic here)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from core.commands import Command


class CoreCommand(QUndoCommand):
    """Wrap a core :class:`~core.commands.Command` so ``QUndoStack`` runs its redo/undo."""

    def __init__(self, command: Command) -> None:
        super().__init__(command.text or QCoreApplication.translate("CoreCommand", "Change"))
        self.command = command

    def redo(self) -> None:
        self.command.redo()

    def undo(self) -> None:
        self.command.undo()
