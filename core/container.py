"""Big embedded images stored as their own bytes: the encounter file as a ZIP container.

A ``.zkenc`` is one JSON document. Images travel inside it as ``data:`` URIs, and base64 makes
an image a third bigger (a 15 MB battle map made a 21 MB file). When the images a document
embeds weigh at least :data:`INLINE_LIMIT` in all, the file is written instead as a ZIP
archive holding

* ``encounter.json`` — the same document, each big image replaced by a reference
  ``"zkenc-image:images/<sha256 prefix>.<png|jpg|webp>"``;
* ``images/<…>`` — each image's original bytes, *stored* (PNG and JPEG are compressed already),
  once however many places use it.

Reading turns the references back into the same ``data:`` URIs, so everything past this module
(the parser, the schema, the models) sees one notation. A small document stays plain JSON.

>>> doc = {"map": {"background": {"data": _uri(b"\\x89PNG\\r\\n\\x1a\\n" + bytes(300_000))}}}
>>> raw = pack(doc)
>>> raw[:2], len(raw) < 310_000
(b'PK', True)
>>> unpack(raw) == json.dumps(doc, ensure_ascii=False, indent=1) + "\\n"
True
"""

from __future__ import annotations

import base64
import binascii
import io
import json
import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import zipfile

from core.i18n import translate

INLINE_LIMIT = 256 * 1024
"""Images of fewer bytes than this in all stay inside the JSON (a small map stays one text)."""
MAGIC = b"PK\x03\x04"
DOCUMENT = "encounter.json"
REF_PREFIX = "zkenc-image:"
MAX_MEMBERS = 64
MAX_IMAGE_MEMBER = 16 * 1024 * 1024
"""The same byte limit an embedded image has (core.schema.MAX_IMAGE_BYTES)."""
MAX_DOCUMENT = 64 * 1024 * 1024
_EXT = {"image/png": "png", "image/jpeg": "jpg", "image/webp": "webp"}
_MEDIA = {ext: media for media, ext in _EXT.items()}
_REF = re.compile(r'"zkenc-image:(images/[0-9a-f]{16}\.(?:png|jpg|webp))"')
_URI = re.compile(r"data:(image/(?:png|jpeg|webp));base64,")


class ContainerError(ValueError):
    """The ZIP container can't be read; the message says why, for the GM."""


def _uri(raw: bytes, media: str = "image/png") -> str:
    return f"data:{media};base64," + base64.b64encode(raw).decode("ascii")


def is_container(raw: bytes) -> bool:
    """True when ``raw`` starts like a ZIP archive (and so is no JSON text)."""
    return raw.startswith(MAGIC)


def _images(node: Any) -> list[str]:
    """Every embedded image URI in ``node`` (strings starting with ``data:image/``)."""
    if isinstance(node, str):
        return [node] if _URI.match(node) else []
    if isinstance(node, dict):
        return [u for v in node.values() for u in _images(v)]
    if isinstance(node, list):
        return [u for v in node for u in _images(v)]
    return []


def _replaced(node: Any, refs: dict[str, str]) -> Any:
    if isinstance(node, str):
        return refs.get(node, node)
    if isinstance(node, dict):
        return {k: _replaced(v, refs) for k, v in node.items()}
    if isinstance(node, list):
        return [_replaced(v, refs) for v in node]
    return node


def _member(uri: str) -> tuple[str, bytes] | None:
    """The archive name and original bytes of an image URI (None: not valid base64 — it stays
    inline, and the schema's own check names the field)."""
    match = _URI.match(uri)
    if match is None:
        return None
    try:
        raw = base64.b64decode(uri[match.end() :], validate=True)
    except (binascii.Error, ValueError):
        return None
    import hashlib  # ~10 ms: only when a big image is written

    name = f"images/{hashlib.sha256(raw).hexdigest()[:16]}.{_EXT[match.group(1)]}"
    return name, raw


def pack(doc: dict[str, Any]) -> bytes:
    """The file's bytes for ``doc``: indented UTF-8 JSON, or a ZIP container when its images
    weigh :data:`INLINE_LIMIT` or more (``UnicodeEncodeError`` for a lone surrogate, as
    ``str.encode``)."""
    members: dict[str, bytes] = {}
    refs: dict[str, str] = {}
    uris = _images(doc)
    if sum(len(u) for u in uris) * 3 // 4 >= INLINE_LIMIT:
        for uri in uris:
            found = _member(uri)
            if found is not None:
                members[found[0]] = found[1]
                refs[uri] = REF_PREFIX + found[0]
    text = json.dumps(_replaced(doc, refs) if refs else doc, ensure_ascii=False, indent=1)
    data = (text + "\n").encode("utf-8")
    if not members:
        return data
    import zipfile  # only when writing a container (an import of ~50 ms: not at start-up)

    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as zf:
        zf.writestr(DOCUMENT, data, compress_type=zipfile.ZIP_DEFLATED)
        for name, raw in members.items():
            zf.writestr(name, raw, compress_type=zipfile.ZIP_STORED)
    return out.getvalue()


def _checked_infos(zf: zipfile.ZipFile) -> dict[str, zipfile.ZipInfo]:
    infos = {i.filename: i for i in zf.infolist()}
    if len(infos) > MAX_MEMBERS:
        raise ContainerError(
            translate("core", "the archive holds {n} files (at most {limit}).").format(
                n=len(infos), limit=MAX_MEMBERS
            )
        )
    if DOCUMENT not in infos:
        raise ContainerError(
            translate("core", "the archive has no {name} inside.").format(name=DOCUMENT)
        )
    if infos[DOCUMENT].file_size > MAX_DOCUMENT:
        raise ContainerError(translate("core", "the encounter inside the archive is too large."))
    return infos


def _image_uri(zf: zipfile.ZipFile, infos: dict[str, zipfile.ZipInfo], name: str) -> str:
    info = infos.get(name)
    if info is None:
        raise ContainerError(
            translate("core", "the archive names an image it doesn't hold ({name}).").format(
                name=name
            )
        )
    if info.file_size > MAX_IMAGE_MEMBER:
        raise ContainerError(
            translate("core", "the image {name} is larger than {mb} MB.").format(
                name=name, mb=MAX_IMAGE_MEMBER // 2**20
            )
        )
    return _uri(zf.read(name), _MEDIA[name.rsplit(".", 1)[1]])


def unpack(raw: bytes) -> str:
    """The JSON text of a ZIP container, its image references turned back into ``data:`` URIs
    (:class:`ContainerError` with the reason when the archive is damaged or incomplete)."""
    import zipfile

    try:
        with zipfile.ZipFile(io.BytesIO(raw)) as zf:
            infos = _checked_infos(zf)
            text = zf.read(DOCUMENT).decode("utf-8-sig")
            uris = {m: _image_uri(zf, infos, m) for m in set(_REF.findall(text))}
    except ContainerError:
        raise
    except UnicodeDecodeError:
        raise ContainerError(
            translate("core", "the encounter inside the archive is not UTF-8 text.")
        ) from None
    except (zipfile.BadZipFile, NotImplementedError, OSError, EOFError) as exc:
        raise ContainerError(
            translate("core", "the archive is damaged ({reason}).").format(reason=exc)
        ) from None
    return _REF.sub(lambda m: '"' + uris[m.group(1)] + '"', text)
