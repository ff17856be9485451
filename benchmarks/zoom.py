"""A turn of the wheel over the stress map fitted to the window: a notch's CPU time with the zoom
preview (``gui/map/zoom_preview.py``: the layer's picture, scaled, until the wheel rests) against
the same notches painted sharp (the preview off), same run, and the sharp paint once the wheel
rests. And a pan (middle button, 8 px down and right a step, zoomed in 2.3×) with the layer
painting only the strips a step uncovers (``gui.map.layer.dirty_rects``) against painting the
rectangle round them (the whole view), same run.

    .venv/bin/python benchmarks/zoom.py [--bursts N]

Qt offscreen, one window at 1366×768. A burst is six notches in, then six out, each followed by a
repaint of the map; the wheel then rests (the sharp paint is timed on its own).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

NOTCHES = 6


def _wheel(view, delta: int) -> None:
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    vp = view.viewport()
    pos = QPointF(vp.width() / 2, vp.height() / 2)
    event = QWheelEvent(
        pos, QPointF(vp.mapToGlobal(pos.toPoint())), QPoint(0, 0), QPoint(0, delta),
        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase,
        False,
    )  # fmt: skip
    QApplication.sendEvent(vp, event)


def _bursts(window, bursts: int) -> tuple[list[float], list[float]]:
    """CPU seconds of each notch (wheel + repaint), and of each sharp paint after a burst."""
    view = window.view
    notches: list[float] = []
    sharp: list[float] = []
    for _ in range(bursts):
        for delta in [120] * NOTCHES + [-120] * NOTCHES:
            t = time.process_time()
            _wheel(view, delta)
            view.viewport().repaint()
            notches.append(time.process_time() - t)
        t = time.process_time()
        view.zoom_preview.sharpen()
        view.viewport().repaint()
        sharp.append(time.process_time() - t)
    return notches, sharp


def _pan_steps(window, steps: int = 40) -> list[float]:
    """CPU seconds of each step of a middle-button pan, 8 px down and right then back."""
    from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    vp = window.view.viewport()
    mid, none = Qt.MouseButton.MiddleButton, Qt.MouseButton.NoButton

    def send(kind, pos: QPoint, buttons, button) -> None:
        event = QMouseEvent(
            kind, QPointF(pos), QPointF(vp.mapToGlobal(pos)), button, buttons,
            Qt.KeyboardModifier.NoModifier,
        )  # fmt: skip
        QApplication.sendEvent(vp, event)

    pos = QPoint(vp.width() // 2, vp.height() // 2)
    send(QEvent.Type.MouseButtonPress, pos, mid, mid)
    times: list[float] = []
    for i in range(steps):
        pos += QPoint(8, 5) if i < steps // 2 else QPoint(-8, -5)
        t = time.process_time()
        send(QEvent.Type.MouseMove, pos, mid, none)
        vp.repaint()
        times.append(time.process_time() - t)
    send(QEvent.Type.MouseButtonRelease, pos, none, mid)
    return times


def pan_rows(window) -> list[tuple[str, str, str]]:
    """The pan with the layer's dirty pieces, against one rectangle round them (same run)."""
    from gui.map import layer

    window.view.zoom_by(2.3)
    window.view.viewport().repaint()
    kept = layer.MAX_DIRTY_RECTS
    try:
        layer.MAX_DIRTY_RECTS = 1  # one rectangle round the strips: as before dirty_rects
        whole = _pan_steps(window)
        layer.MAX_DIRTY_RECTS = kept
        strips = _pan_steps(window)
    finally:
        layer.MAX_DIRTY_RECTS = kept
    med = statistics.median
    return [
        (
            "pan step at 2.3× fit, stress map: rectangle / strips",
            f"{med(whole) * 1e3:.1f} / {med(strips) * 1e3:.1f} ms",
            f"CPU, median of {len(strips)} steps each (×{med(whole) / med(strips):.1f}); p95 "
            f"{_p95(whole) * 1e3:.1f} / {_p95(strips) * 1e3:.1f} ms",
        )
    ]


def measure(bursts: int = 3) -> list[tuple[str, str, str]]:
    """(measure, value, note) rows for benchmarks/run.py and this script."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import drag  # type: ignore[import-not-found]

    from core.encounter import Encounter
    from gui.map import zoom_preview

    stress = ROOT / "benchmarks" / "out" / "stress.zkenc"
    if not stress.exists():
        import make_stress  # type: ignore[import-not-found]

        make_stress.main([str(stress)])
    app, window = drag.open_window(Encounter.load(stress))
    for _ in range(5):
        app.processEvents()
    window.view.viewport().repaint()
    full = window.scene.full_layer_seconds
    kept = zoom_preview.SLOW_LAYER
    try:
        zoom_preview.SLOW_LAYER = float("inf")  # the preview off: every notch painted sharp
        plain, _ = _bursts(window, bursts)
        zoom_preview.SLOW_LAYER = kept
        preview, sharp = _bursts(window, bursts)
    finally:
        zoom_preview.SLOW_LAYER = kept
    med = statistics.median
    n = len(preview)
    return [
        (
            "wheel notch at fit, stress map: painted sharp / with the preview",
            f"{med(plain) * 1e3:.1f} / {med(preview) * 1e3:.1f} ms",
            f"CPU, median of {n} notches each (×{med(plain) / med(preview):.1f}); p95 "
            f"{_p95(plain) * 1e3:.1f} / {_p95(preview) * 1e3:.1f} ms; the layer's full paint "
            f"{full * 1e3:.0f} ms (preview over {kept * 1e3:.0f} ms)",
        ),
        (
            "  the sharp paint once the wheel rests",
            f"{med(sharp) * 1e3:.1f} ms",
            f"CPU, median of {len(sharp)} bursts of {2 * NOTCHES} notches",
        ),
        *pan_rows(window),
    ]


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bursts", type=int, default=3)
    args = parser.parse_args(argv)
    print(f"load average {os.getloadavg()[0]:.1f} at start")
    for measure_, value, note in measure(args.bursts):
        print(f"  {measure_:<62} {value:>16}  {note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
