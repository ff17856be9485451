"""Write the small Universal VTT fixtures beside this script (run once; the outputs are committed).

- two_rooms.dd2vtt (format 1.0, map_origin (2, 3)): two 5 × 10 square rooms, the wall between
  them holding a closed portal (a door) and, further along, an open one (a window); a pillar in
  objects_line_of_sight; a 4 × 4 PNG.
- hall.uvtt (format 0.2, origin 0): one open 40 × 20 square hall (60 × 30 m), no walls inside.
- cellar.df2vtt (format 0.3): a room with a wall and one open portal only (a window).
"""

import base64
import json
import struct
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent


def png(w: int = 4, h: int = 4) -> bytes:
    rows = b"".join(b"\x00" + b"\x80\x60\x40" * w for _ in range(h))

    def chunk(tag: bytes, body: bytes) -> bytes:
        crc = zlib.crc32(tag + body) & 0xFFFFFFFF
        return struct.pack(">I", len(body)) + tag + body + struct.pack(">I", crc)

    ihdr = struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", ihdr)
        + chunk(b"IDAT", zlib.compress(rows))
        + chunk(b"IEND", b"")
    )


def pt(x: float, y: float) -> dict:
    return {"x": x, "y": y}


def portal(a, b, closed: bool) -> dict:
    mid = pt((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    return {
        "position": mid,
        "bounds": [pt(*a), pt(*b)],
        "rotation": 1.5708,
        "closed": closed,
        "freestanding": False,
    }


def base(fmt: float, origin, size) -> dict:
    return {
        "format": fmt,
        "resolution": {"map_origin": pt(*origin), "map_size": pt(*size), "pixels_per_grid": 70},
        "line_of_sight": [],
        "portals": [],
        "lights": [],
        "image": base64.b64encode(png()).decode(),
    }


two = base(1.0, (2, 3), (10, 10))
two["line_of_sight"] = [[pt(7, 3), pt(7, 5)], [pt(7, 6), pt(7, 9)], [pt(7, 10), pt(7, 13)]]
two["portals"] = [portal((7, 5), (7, 6), True), portal((7, 9), (7, 10), False)]
two["objects_line_of_sight"] = [[pt(4, 5), pt(5, 5), pt(5, 6), pt(4, 6), pt(4, 5)]]
two["environment"] = {"baked_lighting": True, "ambient_light": "ffffffff"}
(HERE / "two_rooms.dd2vtt").write_text(json.dumps(two, indent=1))

hall = base(0.2, (0, 0), (40, 20))
(HERE / "hall.uvtt").write_text(json.dumps(hall, indent=1))

cellar = base(0.3, (0, 0), (8, 6))
cellar["line_of_sight"] = [[pt(4, 0), pt(4, 2)], [pt(4, 3), pt(4, 6)]]
cellar["portals"] = [portal((4, 2), (4, 3), False)]
(HERE / "cellar.df2vtt").write_text(json.dumps(cellar, indent=1))
