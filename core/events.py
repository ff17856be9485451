"""A tiny synchronous event system the views subscribe to.

Models emit an event only when a value really changes. Bound-method callbacks are held weakly, so a
closed widget never keeps a model alive; :meth:`EventEmitter.blocked` silences an emitter while a
view writes back, which stops feedback loops.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

Callback = Callable[["Event"], Any]


@dataclass(frozen=True)
class Event:
    """What happened: ``type`` names it (``"combatant_changed"``), ``data`` carries the details."""

    type: str
    data: dict[str, Any] = field(default_factory=dict)

    def __getattr__(self, item: str) -> Any:
        try:
            return self.data[item]
        except KeyError:
            raise AttributeError(item) from None


class EventEmitter:
    """Emit events to subscribers.

    >>> seen = []
    >>> em = EventEmitter()
    >>> em.connect(lambda ev: seen.append(ev.type))
    >>> em.emit("zone_added", zone="hall")
    >>> seen
    ['zone_added']
    """

    def __init__(self) -> None:
        self._callbacks: list[Callable[[], Callback | None]] = []
        self._blocked = 0

    def connect(self, callback: Callback) -> None:
        """Subscribe ``callback``; bound methods are referenced weakly."""
        ref: Callable[[], Callback | None]
        if hasattr(callback, "__self__") and hasattr(callback, "__func__"):
            ref = weakref.WeakMethod(callback)  # type: ignore[arg-type]
        else:
            strong = callback

            def ref() -> Callback | None:
                return strong

        self._callbacks.append(ref)

    def disconnect(self, callback: Callback) -> None:
        """Unsubscribe ``callback`` (no error if it was not subscribed)."""
        self._callbacks = [r for r in self._callbacks if r() not in (None, callback)]

    @contextmanager
    def blocked(self) -> Iterator[None]:
        """Suppress events inside the ``with`` block."""
        self._blocked += 1
        try:
            yield
        finally:
            self._blocked -= 1

    def emit(self, type_: str, **data: Any) -> None:
        """Call every live subscriber with ``Event(type_, data)``."""
        if self._blocked:
            return
        event = Event(type_, data)
        dead = False
        for ref in list(self._callbacks):
            cb = ref()
            if cb is None:
                dead = True
                continue
            cb(event)
        if dead:
            self._callbacks = [r for r in self._callbacks if r() is not None]
