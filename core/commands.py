"""Every change to an encounter is a command with ``redo`` and ``undo``.

The core keeps its own :class:`UndoStack` so that undo works (and is tested) without Qt. The GUI
swaps in its ``QUndoStack`` by setting :attr:`core.encounter.Encounter.command_sink`; either way the
same command objects run, so a drag, a menu action and an undo all take one path.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from core.events import EventEmitter


class Command:
    """One undoable change. Subclasses implement :meth:`redo` and :meth:`undo`."""

    text: str = ""

    def redo(self) -> None:
        raise NotImplementedError

    def undo(self) -> None:
        raise NotImplementedError


class Call(Command):
    """A command built from two callables: ``do`` applies the change, ``undo_fn`` reverts it."""

    def __init__(self, text: str, do: Callable[[], object], undo_fn: Callable[[], object]) -> None:
        self.text = text
        self.do = do
        self.undo_fn = undo_fn

    def redo(self) -> None:
        self.do()

    def undo(self) -> None:
        self.undo_fn()


class Macro(Command):
    """Several commands as one step: redone in order, undone in reverse order."""

    def __init__(self, text: str, children: Iterable[Command] = ()) -> None:
        self.text = text
        self.children = list(children)

    def redo(self) -> None:
        for child in self.children:
            child.redo()

    def undo(self) -> None:
        for child in reversed(self.children):
            child.undo()


def macro(text: str, children: Iterable[Command]) -> Command:
    """Return a single command for ``children`` (the child itself when there is just one)."""
    kids = list(children)
    if len(kids) == 1:
        kids[0].text = text or kids[0].text
        return kids[0]
    return Macro(text, kids)


class UndoStack:
    """The core's undo history.

    >>> log = []
    >>> stack = UndoStack()
    >>> stack.push(Call("add", lambda: log.append(1), lambda: log.pop()))
    >>> stack.undo(); log
    []
    >>> stack.redo(); log
    [1]
    """

    def __init__(self) -> None:
        self._commands: list[Command] = []
        self._index = 0
        self._clean_index: int | None = 0
        self.events = EventEmitter()

    def push(self, command: Command) -> None:
        """Apply ``command`` and record it; anything that was undone is dropped."""
        command.redo()
        del self._commands[self._index :]
        if self._clean_index is not None and self._clean_index > self._index:
            self._clean_index = None
        self._commands.append(command)
        self._index += 1
        self.events.emit("changed")

    def undo(self) -> None:
        if not self.can_undo:
            return
        self._index -= 1
        self._commands[self._index].undo()
        self.events.emit("changed")

    def redo(self) -> None:
        if not self.can_redo:
            return
        self._commands[self._index].redo()
        self._index += 1
        self.events.emit("changed")

    @property
    def can_undo(self) -> bool:
        return self._index > 0

    @property
    def can_redo(self) -> bool:
        return self._index < len(self._commands)

    @property
    def undo_text(self) -> str:
        return self._commands[self._index - 1].text if self.can_undo else ""

    @property
    def redo_text(self) -> str:
        return self._commands[self._index].text if self.can_redo else ""

    def set_clean(self) -> None:
        self._clean_index = self._index
        self.events.emit("changed")

    @property
    def is_clean(self) -> bool:
        return self._clean_index == self._index

    def clear(self) -> None:
        self._commands.clear()
        self._index = 0
        self._clean_index = 0
        self.events.emit("changed")

    def __len__(self) -> int:
        return len(self._commands)
