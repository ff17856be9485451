"""Where the memory of opening an encounter at start-up goes, phase by phase (issue 11, memory).

    .venv/bin/python benchmarks/memory_phases.py [FILE]     # default: the stress encounter

Runs the start-up's steps in order (as ``gui.app.main`` does: the core and the file before
PySide6, then the window, its first paint, the docks) and prints after each: the resident set
(RSS) and its growth, and the bytes C and C++ code hold (``mallinfo2``: Qt, GEOS, numpy); the
rest of a phase's RSS growth is Python objects and code, and libraries mapped in (imports).
"window shown" includes Qt's scene index, built on a timer once the window is shown. Linux only
(``/proc``, glibc); Qt offscreen unless ``QT_QPA_PLATFORM`` says otherwise.
"""

from __future__ import annotations

import ctypes
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
STRESS = ROOT / "benchmarks" / "out" / "stress.zkenc"


class _MallInfo2(ctypes.Structure):
    _fields_ = [
        (name, ctypes.c_size_t)
        for name in (
            *("arena", "ordblks", "smblks", "hblks", "hblkhd"),
            *("usmblks", "fsmblks", "uordblks", "fordblks", "keepcost"),
        )
    ]


_libc = ctypes.CDLL("libc.so.6")
_libc.mallinfo2.restype = _MallInfo2
_last = {"rss": 0.0, "c": 0.0}


def _rss_mib() -> float:
    with open("/proc/self/status") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def _c_heap_mib() -> float:
    info = _libc.mallinfo2()
    return (info.uordblks + info.hblkhd) / 2**20


def mark(label: str) -> None:
    now = {"rss": _rss_mib(), "c": _c_heap_mib()}
    grow = {k: now[k] - _last[k] for k in now}
    print(
        f"{label:40s} RSS {now['rss']:6.1f} MiB ({grow['rss']:+6.1f})   "
        f"C/C++ heap {now['c']:6.1f} MiB ({grow['c']:+6.1f})",
        flush=True,
    )
    _last.update(now)


def _around(owner: type, name: str, label: str) -> None:
    """Mark the memory before and after each call of ``owner.name`` (the first call only)."""
    fn = getattr(owner, name)
    done = []

    def wrapped(*args, **kwargs):
        if done:
            return fn(*args, **kwargs)
        done.append(1)
        mark(f"  before: {label}" if label != "map view painted" else "window shown (scene index)")
        out = fn(*args, **kwargs)
        mark(f"  {label}")
        return out

    setattr(owner, name, wrapped)


def main(path: Path) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    mark("interpreter")
    from gui import app

    loaded = app._load_startup_encounter(path)
    if loaded is None:
        raise SystemExit(f"{path} can't be opened")
    mark("core imported, file read and checked")
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    app.skip_pyside_source_scan()
    qapp = QApplication([sys.argv[0]])
    mark("PySide6 and the QApplication")
    from gui.i18n import install_language
    from gui.main_window import MainWindow
    from gui.map.scene import MapScene
    from gui.map.view import MapView
    from gui.players_controls import PlayersControls

    install_language(None)
    mark("GUI modules imported")
    _around(MapScene, "set_encounter", "map scene items built")
    _around(PlayersControls, "set_encounter", "players' screen (PCs' sight)")
    _around(MapView, "paintEvent", "map view painted")
    _around(MapScene, "drawBackground", "first layer paint")
    window = MainWindow(*loaded, panels_after_paint=True)
    del loaded
    mark("main window built")

    def painted() -> None:
        mark("first paint")
        app.when_filled(window, filled)

    def filled() -> None:
        mark("docks filled")
        QTimer.singleShot(300, qapp.quit)

    window.first_painted.connect(painted)
    window.show()
    qapp.exec()
    mark("300 ms later")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else STRESS)
