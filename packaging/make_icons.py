"""Render the application icon (SVG) to the Windows .ico and the macOS .icns.

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/make_icons.py [--check]

Writes packaging/icons/zonekeeper.ico and packaging/icons/zonekeeper.icns (both committed, so
the Windows and macOS builds need no extra tool). QtSvg renders each size; both containers hold
PNG images, which Windows (Vista and later) and macOS (10.7 and later) read. ``--check`` only
verifies that the committed files are what the SVG renders to now (exit 1 if not).
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "zonekeeper.svg"
OUT = ROOT / "packaging" / "icons"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding a PNG of each size (Apple's "icns" format)
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
)


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn on a transparent size×size square, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: not a valid SVG: {svg}")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data)


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file: header, one directory entry per size, then the PNGs."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, images = b"", b""
    for size in sizes:
        png = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        images += png
        offset += len(png)
    return header + entries + images


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file: 'icns', total length, then (type, length, PNG) elements."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def build(svg: Path = SVG) -> dict[str, bytes]:
    """File name → contents of both icon files."""
    sizes = set(ICO_SIZES) | {size for _kind, size in ICNS_TYPES}
    pngs = {size: render_png(svg, size) for size in sorted(sizes)}
    return {
        "zonekeeper.ico": ico_bytes({s: pngs[s] for s in ICO_SIZES}),
        "zonekeeper.icns": icns_bytes(pngs),
    }


def _same(path: Path, data: bytes) -> bool:
    return path.is_file() and path.read_bytes() == data


def main(argv: list[str]) -> int:
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication(sys.argv[:1])
    files = build()
    if "--check" in argv:
        stale = [n for n, data in files.items() if not _same(OUT / n, data)]
        for name in stale:
            print(f"make_icons: packaging/icons/{name} is missing or stale; run make_icons.py")
        return 1 if stale else 0
    OUT.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        (OUT / name).write_bytes(data)
        print(f"make_icons: wrote packaging/icons/{name} ({len(data):,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
