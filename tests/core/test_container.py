"""A big background image is stored as its own bytes (issue 13: a 15 MB PNG made a 21 MB file)."""

from __future__ import annotations

import io
import random
import struct
import zipfile
import zlib
from pathlib import Path

import pytest

from core import container
from core.encounter import Encounter
from core.io import EncounterFileError, load_encounter


def png(width: int, height: int, seed: int = 1) -> bytes:
    """A real PNG of noise (incompressible: its size is about width × height × 3 bytes)."""
    rng = random.Random(seed)
    rows = b"".join(b"\x00" + rng.randbytes(width * 3) for _ in range(height))

    def chunk(kind: bytes, body: bytes) -> bytes:
        crc = zlib.crc32(kind + body) & 0xFFFFFFFF
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", crc)

    head = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", head)
        + chunk(b"IDAT", zlib.compress(rows, 0))
        + chunk(b"IEND", b"")
    )


def encounter_with(image: bytes) -> Encounter:
    enc = Encounter(name="Mill")
    enc.map.add_zone("a", name="Hall", polygon=[(0, 0), (10, 0), (10, 8), (0, 8)])
    enc.map.set_background(container._uri(image), (0, 0, 10, 8))
    return enc


def test_a_big_image_is_stored_without_growing(tmp_path: Path) -> None:
    image = png(600, 600)  # ~1 MB
    enc = encounter_with(image)
    path = tmp_path / "mill.zkenc"
    enc.save(path)
    raw = path.read_bytes()
    assert container.is_container(raw)
    assert len(raw) < len(image) + 20_000  # base64 would have added a third: ~360 KB
    with zipfile.ZipFile(path) as zf:
        names = zf.namelist()
        stored = [zf.read(n) for n in names if n.startswith("images/")]
    assert container.DOCUMENT in names
    assert stored == [image]  # the original bytes, not re-encoded
    again = load_encounter(path)
    assert again.map.background == enc.map.background
    assert again.to_dict() == enc.to_dict()


def test_a_small_image_stays_inside_the_json(tmp_path: Path) -> None:
    enc = encounter_with(png(40, 30))
    path = tmp_path / "small.zkenc"
    enc.save(path)
    raw = path.read_bytes()
    assert raw.startswith(b"{")
    assert load_encounter(path).map.background == enc.map.background


def test_one_image_used_twice_is_stored_once() -> None:
    uri = container._uri(png(400, 400))
    doc = {"map": {"background": {"data": uri}}, "combatants": [{"image": uri}]}
    raw = container.pack(doc)

    with zipfile.ZipFile(io.BytesIO(raw)) as zf:
        assert sum(n.startswith("images/") for n in zf.namelist()) == 1
    assert container.unpack(raw).count(uri) == 2


def _zip(members: dict[str, bytes]) -> bytes:

    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as zf:
        for name, data in members.items():
            zf.writestr(name, data)
    return out.getvalue()


@pytest.mark.parametrize(
    ("raw", "words"),
    [
        (_zip({"notes.txt": b"hi"}), "no encounter.json inside"),
        (
            _zip({"encounter.json": b'{"a": "zkenc-image:images/0123456789abcdef.png"}'}),
            "doesn't hold (images/0123456789abcdef.png)",
        ),
        (b"PK\x03\x04" + b"\x00" * 40, "damaged"),
        (_zip({"encounter.json": b"\xff\xfe{"}), "not UTF-8"),
    ],
)
def test_a_damaged_container_gets_a_clear_message(tmp_path: Path, raw: bytes, words: str) -> None:
    path = tmp_path / "bad.zkenc"
    path.write_bytes(raw)
    with pytest.raises(EncounterFileError, match=words.replace("(", r"\(").replace(")", r"\)")):
        load_encounter(path)


def test_an_oversized_image_member_is_refused_before_reading(monkeypatch) -> None:
    monkeypatch.setattr(container, "MAX_IMAGE_MEMBER", 1000)
    raw = container.pack({"bg": container._uri(png(400, 400))})
    with pytest.raises(container.ContainerError, match="larger than"):
        container.unpack(raw)
