"""No cyclic garbage collection while a bulk build runs (issue 11, "Open").

Opening the stress encounter makes a few hundred thousand objects (the file's tree, zones,
borders, their items on the map); each few hundred of them start a collection, and every
collection of the oldest generation walks every object the app holds: 0.3–0.5 s of CPU per open
(``gc.callbacks`` timing, ``benchmarks/open_map.py``). Nothing is lost by waiting: the objects
made are nearly all kept, the rest are freed by their reference counts as before, and the
collector runs again, as usual, once the build is over.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager


@contextmanager
def gc_paused() -> Iterator[None]:
    """Hold the cyclic collector while the block runs (nested uses hold it once).

    >>> with gc_paused():
    ...     gc.isenabled()
    False
    >>> gc.isenabled()
    True
    """
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def hold_gc() -> Callable[[], None]:
    """Hold the cyclic collector until the call returned is made — for a hold that ends in
    a later event-loop turn (start-up, an open: until the full collection after the first
    paint), where a ``with`` block can't reach. A no-op if the collector was off already
    (then it is left off); calling the release again does nothing.

    >>> release = hold_gc()
    >>> gc.isenabled()
    False
    >>> release(); release()
    >>> gc.isenabled()
    True
    """
    held = ExitStack()
    held.enter_context(gc_paused())
    return held.close


__all__ = ["gc_paused", "hold_gc"]
