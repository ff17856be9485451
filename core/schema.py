"""Limits and typed models for everything an encounter file holds (issue 9).

Two layers, both raising :class:`SchemaError` with the field's location (``core/io.py`` turns it
into an ``EncounterFileError`` naming file and field):

* **Text**: :func:`parse_json` refuses, before and while parsing, a file over
  :data:`MAX_FILE_BYTES`, nesting deeper than :data:`MAX_DEPTH`, a number that is not finite
  (``NaN``, ``Infinity``, ``1e999``), beyond :data:`MAX_NUMBER` or vanishingly small (below
  :data:`MIN_NUMBER`, but not 0), an integer of more digits than that, a string longer than
  :data:`MAX_TEXT` (an embedded image: :data:`MAX_IMAGE_URI`) and a string that can't be
  written back as UTF-8 (a lone surrogate).

  >>> parse_json('{"a": [1, 2.5, "x"]}')
  {'a': [1, 2.5, 'x']}
  >>> parse_json('{"hp": 1e999}')
  Traceback (most recent call last):
  ...
  core.schema.SchemaError: hp: numbers must be finite and at most 1,000,000,000,000 (and not
  below 1e-100) (found 1e999).

* **Ruleset**: :func:`check_ruleset_parts` checks ``ruleset_settings`` against the ruleset's
  settings (a pydantic model built from ``default_settings`` and ``setting_choices``), each
  combatant's ``stats`` against the ruleset's character sheet and its stats model, and
  ``ruleset_state`` against the ruleset's state model (``Ruleset.state_model()``).
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterator, Mapping
from functools import cache
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:  # pydantic loads on first use: the start-up sample is checked after painting
    from pydantic import BaseModel, ValidationError

from core.i18n import translate

MAX_FILE_BYTES = 64 * 1024 * 1024
MAX_DEPTH = 40
MAX_NUMBER = 1e12
MIN_NUMBER = 1e-100


def _number_rule() -> str:
    return translate(
        "core", "numbers must be finite and at most {max_number:,.0f} (and not below 1e-100)"
    ).format(max_number=MAX_NUMBER)


MAX_TEXT = 100_000
MAX_IMAGE_BYTES = 16 * 1024 * 1024
MAX_IMAGE_URI = MAX_IMAGE_BYTES * 4 // 3 + 200
MAX_ITEMS = 5_000

Loc = tuple[str | int, ...]


class SchemaError(ValueError):
    """Something in the file breaks a limit or a model; ``loc`` says where."""

    def __init__(self, loc: Loc, message: str) -> None:
        self.loc = tuple(loc)
        self.message = message
        self.data: Any = None
        where = ".".join(str(p) for p in self.loc) or translate("core", "(top level)")
        super().__init__(f"{where}: {message}")


# -- the text layer ---------------------------------------------------------------------------
class _Bad:
    """A number the parser met that the file may not hold (found text kept for the message)."""

    def __init__(self, text: str) -> None:
        self.text = (
            text
            if len(text) <= 24
            else translate("core", "a number of {text_count} digits").format(text_count=len(text))
        )


def _parse_int(text: str) -> int | _Bad:
    if len(text) > 13:
        return _Bad(text)
    value = int(text)
    return value if abs(value) <= MAX_NUMBER else _Bad(text)


def _parse_float(text: str) -> float | _Bad:
    if len(text) > 400:
        return _Bad(text)
    value = float(text)
    return value if _in_range(value) else _Bad(text)


def _in_range(value: float) -> bool:
    """Finite, at most MAX_NUMBER in size, and 0 or at least MIN_NUMBER (so that squared
    differences of coordinates never underflow to 0 in the geometry)."""
    size = abs(value)
    return math.isfinite(value) and size <= MAX_NUMBER and (size == 0 or size >= MIN_NUMBER)


_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')


def check_depth(text: str, limit: int = MAX_DEPTH) -> None:
    """Refuse JSON nested deeper than ``limit`` (the parser would run out of stack)."""
    depth = 0
    for m in _TOKENS.finditer(text):
        ch = m.group()
        if ch in "[{":
            depth += 1
            if depth > limit:
                raise SchemaError(
                    (),
                    translate("core", "the data is nested more than {limit} levels deep.").format(
                        limit=limit
                    ),
                )
        elif ch in "]}":
            depth -= 1


def parse_json(text: str) -> Any:
    """Parse file text within the limits; raise :class:`SchemaError` naming the field.

    A good file is parsed once by the C parser and walked once (:func:`_fine_tree`); anything
    that walk doesn't pass — or the parser refuses — is read again by :func:`_parse_checked`,
    which finds and names the problem as it always did."""
    if len(text) > MAX_FILE_BYTES:
        raise SchemaError(
            (),
            translate("core", "the file is larger than {mb} MB.").format(
                mb=MAX_FILE_BYTES // 2**20
            ),
        )
    try:
        data = json.loads(text, parse_float=_short_float, parse_constant=_Bad)
    except (ValueError, RecursionError):  # bad JSON, a 4,300-digit integer, deep nesting
        pass
    else:
        if _fine_tree(data):
            return data
    return _parse_checked(text)


def _short_float(text: str) -> float | _Bad:
    """The parser's float, or :class:`_Bad` for a text longer than :func:`_parse_float` takes
    (its range is :func:`_fine_tree`'s to check)."""
    return float(text) if len(text) <= 400 else _Bad(text)


_SAFE_INT = 10**12 - 1
"""Integers within this size have at most 13 characters: :func:`_parse_int` takes them all."""


def _fine_tree(data: Any, limit: int = MAX_DEPTH) -> bool:
    """True when the parsed ``data`` keeps every limit :func:`_parse_checked` checks (depth,
    numbers, texts, sizes), walked a level at a time; False to let that say what is wrong."""
    level = [data] if type(data) in (dict, list) else []
    if not level and not _fine_leaf(data):
        return False
    depth = 1
    while level:
        if depth > limit:
            return False
        below: list[Any] = []
        for node in level:
            if len(node) > MAX_ITEMS:
                return False
            if type(node) is dict:
                for key in node:
                    if (len(key) > MAX_TEXT or not key.isascii()) and not _text_fine(key):
                        return False
                node = node.values()
            for value in node:
                kind = type(value)
                if kind is str:  # the usual cases written out: this runs for every value
                    if (len(value) > MAX_TEXT or not value.isascii()) and not _text_fine(value):
                        return False
                elif kind is float:
                    if value != 0.0 and not MIN_NUMBER <= abs(value) <= MAX_NUMBER:
                        return False
                elif kind is dict or kind is list:
                    below.append(value)
                elif not _fine_leaf(value):
                    return False
        level = below
        depth += 1
    return True


def _fine_leaf(value: Any) -> bool:
    kind = type(value)
    if kind is str:
        return (len(value) <= MAX_TEXT and value.isascii()) or _text_fine(value)
    if kind is float:  # finite, in range (NaN fails every comparison)
        return value == 0.0 or MIN_NUMBER <= abs(value) <= MAX_NUMBER
    if kind is int:
        return -_SAFE_INT <= value <= _SAFE_INT
    return value is None or kind is bool


def _parse_checked(text: str) -> Any:
    """:func:`parse_json` the thorough way: the nesting checked in the text first, every
    number checked as it is read, and a walk that names the field at fault."""
    check_depth(text)
    data = json.loads(text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_Bad)
    try:
        check_values(data)
    except SchemaError as exc:
        exc.data = data  # the tree, so the message can label list items by id or name
        raise
    return data


def _walk(node: Any, loc: Loc = ()) -> Iterator[tuple[Loc, Any]]:
    stack: list[tuple[Loc, Any]] = [(loc, node)]
    while stack:
        here, value = stack.pop()
        yield here, value
        if isinstance(value, dict):
            stack.extend(((*here, k), v) for k, v in value.items())
        elif isinstance(value, list):
            stack.extend(((*here, i), v) for i, v in enumerate(value))


def check_values(data: Any) -> None:
    """Every number finite and in range, every string and list within its limit (a walk with
    paths, to say where; a good file passes :func:`_fine_tree` and never comes here)."""
    for loc, value in _walk(data):
        if isinstance(value, _Bad):
            raise SchemaError(
                loc,
                translate("core", "{number_rule} (found {text}).").format(
                    number_rule=_number_rule(), text=value.text
                ),
            )
        if isinstance(value, float) and not _in_range(value):
            raise SchemaError(loc, _number_rule() + ".")
        if isinstance(value, str):
            _check_text(loc, value)
        elif isinstance(value, dict):
            for key in value:
                _check_text((*loc, key), key)
        if isinstance(value, (list, dict)) and len(value) > MAX_ITEMS:
            raise SchemaError(
                loc,
                translate("core", "more than {max_items:,} entries.").format(max_items=MAX_ITEMS),
            )


def _text_fine(text: str) -> bool:
    if len(text) > MAX_TEXT and not (len(text) <= MAX_IMAGE_URI and text.startswith("data:i")):
        return False
    return text.isascii() or not any("\ud800" <= ch <= "\udfff" for ch in text)


def _check_text(loc: Loc, text: str) -> None:
    limit = MAX_IMAGE_URI if text.startswith("data:image/") else MAX_TEXT
    if len(text) > limit:
        raise SchemaError(
            loc,
            translate("core", "the text is longer than {limit:,} characters.").format(limit=limit),
        )
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise SchemaError(
            loc, translate("core", "the text holds a character that is not valid Unicode.")
        ) from None


# -- the ruleset layer ------------------------------------------------------------------------
@cache
def _base_models() -> dict[str, type[BaseModel]]:
    """``Strict`` and ``Loose`` (``from core.schema import Strict``), built when first asked for,
    so that importing this module doesn't import pydantic."""
    from pydantic import BaseModel, ConfigDict

    class Strict(BaseModel):
        """Base of the ruleset models: strict types, no unknown keys, finite numbers."""

        model_config = ConfigDict(strict=True, extra="forbid", allow_inf_nan=False)

    class Loose(BaseModel):
        """A model that checks the keys it names and keeps (and allows) the others."""

        model_config = ConfigDict(strict=True, extra="allow", allow_inf_nan=False)

    for cls in (Strict, Loose):
        cls.__qualname__ = cls.__name__
        cls.__module__ = __name__
    return {"Strict": Strict, "Loose": Loose}


def __getattr__(name: str) -> Any:
    if name in ("Strict", "Loose"):
        return _base_models()[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def settings_model(ruleset: Any) -> type[BaseModel]:
    """A pydantic model of ``ruleset``'s settings: each key typed like its default, closed sets
    as literals, unknown keys refused (built once per ruleset class)."""
    cls = type(ruleset)
    if cls not in _SETTINGS_MODELS:
        _SETTINGS_MODELS[cls] = _build_settings_model(ruleset)
    return _SETTINGS_MODELS[cls]


_SETTINGS_MODELS: dict[type, type[BaseModel]] = {}


def _build_settings_model(ruleset: Any) -> type[BaseModel]:
    choices = ruleset.setting_choices()
    shaped = getattr(ruleset_models(ruleset), "SETTING_TYPES", {})
    fields: dict[str, Any] = {}
    for key, default in ruleset.default_settings().items():
        if key in shaped:
            kind: Any = shaped[key]
        elif choices.get(key):
            kind = Literal[tuple(choices[key])]
        elif default is None:
            kind = Any
        elif isinstance(default, bool):
            kind = bool
        elif isinstance(default, int):
            kind = int
        elif isinstance(default, float):
            kind = float | int
        elif isinstance(default, str):
            kind = str
        elif isinstance(default, Mapping):
            kind = dict[str, Any]
        elif isinstance(default, list):
            kind = list[Any]
        else:
            kind = Any
        fields[key] = (kind, default)
    from pydantic import create_model

    return create_model(  # type: ignore[call-overload, no-any-return]
        f"{type(ruleset).__name__}Settings", __base__=_base_models()["Strict"], **fields
    )


def errors_to_schema_error(exc: ValidationError, prefix: Loc) -> SchemaError:
    """The first pydantic error as a :class:`SchemaError` under ``prefix``."""
    first = exc.errors()[0]
    loc = (*prefix, *first["loc"])
    kind = first.get("type", "")
    if kind == "missing":
        return SchemaError(loc, translate("core", "is missing."))
    if kind == "extra_forbidden":
        return SchemaError(loc, translate("core", "is not a known field for this ruleset."))
    shown = repr(first.get("input"))
    shown = shown if len(shown) <= 60 else shown[:57] + "..."
    msg = str(first.get("msg", translate("core", "invalid value")))
    return SchemaError(loc, f"{msg[0].lower()}{msg[1:]} (found {shown}).")


def check_settings(ruleset: Any, settings: Mapping[str, Any]) -> dict[str, Any]:
    """``settings`` checked against the ruleset's settings model (keys the file sets only)."""
    from pydantic import ValidationError

    try:
        settings_model(ruleset).model_validate(dict(settings))
    except ValidationError as exc:
        raise errors_to_schema_error(exc, ("ruleset_settings",)) from None
    return dict(settings)


def check_stats(
    runner_sheet: Any,
    stats: Mapping[str, Any],
    loc: Loc,
    seen: dict[tuple[Any, ...], str | None] | None = None,
) -> None:
    """Each typed (non-derived) sheet field present in ``stats`` holds a value the sheet
    accepts (kind, range, choice). ``seen`` keeps the verdicts on plain values (numbers, texts)
    across calls: many combatants hold the same values."""
    from core.rules.runner import get_path

    missing = object()
    fields = runner_sheet if isinstance(runner_sheet, list) else runner_sheet.fields()
    for f in fields:
        if f.derived:
            continue
        value = get_path(stats, f.id, missing)
        if value is missing or value is None:
            continue
        why = _memo_refusal(f, value, seen) if seen is not None else _field_refusal(f, value)
        if why:
            raise SchemaError((*loc, *f.id.split(".")), why)


_PLAIN = (int, float, str, bool)


def _memo_refusal(f: Any, value: Any, seen: dict[tuple[Any, ...], str | None]) -> str | None:
    """:func:`_field_refusal`, looked up in ``seen`` for a plain value (by field, type, value)."""
    if type(value) not in _PLAIN:
        return _field_refusal(f, value)
    key = (id(f), type(value), value)
    if key not in seen:
        seen[key] = _field_refusal(f, value)
    return seen[key]


def _field_refusal(f: Any, value: Any) -> str | None:
    """Why ``value`` can't fill sheet field ``f`` (its kind, range or choices), or None."""
    from core.rules.base import RuleError
    from core.rules.runner import check_field_value

    if f.kind == "items":  # ids of table rows, or rows the GM wrote out
        ok = isinstance(value, list) and all(isinstance(v, (str, dict)) for v in value)
        return (
            None
            if ok
            else translate("core", "{label} is a list of ids or entries.").format(label=f.label)
        )
    if f.kind == "dice":  # kept as the GM typed it ("+1D4", 2); the rules parse it when used
        ok = isinstance(value, (str, int)) and not isinstance(value, bool)
        return (
            None
            if ok
            else translate("core", "{label} must be a dice expression.").format(label=f.label)
        )
    try:
        checked = check_field_value(f, value)
    except RuleError as exc:
        return str(exc)
    if f.kind in ("int", "float") and (isinstance(value, bool) or checked != value):
        return translate("core", "{label} must be a number.").format(label=f.label)
    if f.kind == "str" and not isinstance(value, str):
        return translate("core", "{label} must be text.").format(label=f.label)
    if f.kind == "bool" and not isinstance(value, bool):
        return translate("core", "{label} must be true or false.").format(label=f.label)
    return None


def check_model(model: type[BaseModel] | None, data: Any, loc: Loc) -> None:
    """Validate ``data`` with ``model`` (``None``: nothing to check)."""
    from pydantic import ValidationError

    if model is None:
        return
    try:
        model.model_validate(data)
    except ValidationError as exc:
        raise errors_to_schema_error(exc, loc) from None


def ruleset_models(ruleset: Any) -> Any:
    """The ruleset's ``schema`` module (``core.rules.<name>.schema``), or ``None``.

    It may define ``StateModel`` (the whole ``ruleset_state``), ``CombatantStateModel`` (one
    entry of ``ruleset_state.combatants``) and ``StatsModel`` (one combatant's ``stats``)."""
    import importlib

    package = type(ruleset).__module__
    try:
        return importlib.import_module(f"{package}.schema")
    except ModuleNotFoundError as exc:
        if exc.name != f"{package}.schema":
            raise
        return None


def check_ruleset_parts(enc: Any, state: Mapping[str, Any]) -> None:
    """Each combatant's stats (sheet and stats model) and the ruleset state (state model)."""
    models = ruleset_models(enc.ruleset)
    for i, c in enumerate(enc.combatants()):
        check_model(getattr(models, "StatsModel", None), dict(c.stats), ("combatants", i, "stats"))
    sheet = enc.combat.character_sheet()  # YZE's reads the custom weapons the stats carry
    fields, seen = sheet.fields(), {}
    for i, c in enumerate(enc.combatants()):
        check_stats(fields, c.stats, ("combatants", i, "stats"), seen)
    check_model(getattr(models, "StateModel", None), dict(state), ("ruleset_state",))
    check_foreign_keys(enc.ruleset, state)
    per = state.get("combatants", {})
    each = getattr(models, "CombatantStateModel", None)
    if isinstance(per, Mapping) and each is not None:
        for name, entry in per.items():
            check_model(each, entry, ("ruleset_state", "combatants", name))


def check_foreign_keys(ruleset: Any, state: Mapping[str, Any]) -> None:
    """Refuse another ruleset's part in ``ruleset_state`` (a WWII file relabelled ``"yze"``):
    a top-level or per-combatant key that is another registered ruleset's name."""
    from core.rules.base import available_rulesets

    mine = {ruleset.name, *ruleset.aliases}
    others = {n for n, cls in available_rulesets().items() if cls is not type(ruleset)} - mine
    for key in state:
        if key in others:
            raise SchemaError(("ruleset_state", key), _foreign(key, ruleset))
    per = state.get("combatants", {})
    for name, entry in per.items() if isinstance(per, Mapping) else ():
        for key in entry if isinstance(entry, Mapping) else ():
            if key in others:
                raise SchemaError(
                    ("ruleset_state", "combatants", name, key), _foreign(key, ruleset)
                )


def _foreign(key: str, ruleset: Any) -> str:
    return translate(
        "core",
        "this part belongs to the {key} ruleset, but the file says {name!r}: "
        "was the file's ruleset changed by hand?",
    ).format(key=key, name=ruleset.name)


# -- images -----------------------------------------------------------------------------------
IMAGE_FORMATS = {"image/png": "PNG", "image/jpeg": "JPEG", "image/webp": "WEBP"}
"""The image types a file may embed (media type → the format name Qt's decoders take)."""
MAX_IMAGE_SIDE = 16_384
MAX_IMAGE_PIXELS = 64 * 1024 * 1024


def image_format(raw: bytes) -> str | None:
    """``"PNG"``, ``"JPEG"`` or ``"WEBP"`` from the file's first bytes (its magic), else None.

    >>> image_format(b"\\x89PNG\\r\\n\\x1a\\n" + bytes(20))
    'PNG'
    >>> image_format(b"<svg xmlns='http://www.w3.org/2000/svg'/>") is None
    True
    """
    if raw.startswith(b"\x89PNG\r\n\x1a\n"):
        return "PNG"
    if raw.startswith(b"\xff\xd8\xff"):
        return "JPEG"
    if raw[:4] == b"RIFF" and raw[8:12] == b"WEBP":
        return "WEBP"
    return None


def image_size(raw: bytes, fmt: str) -> tuple[int, int] | None:
    """(width, height) read from the image's header, without decoding it; None if unreadable."""
    if fmt == "PNG":
        return (_be(raw, 16, 4), _be(raw, 20, 4)) if len(raw) >= 24 else None
    if fmt == "WEBP":
        return _webp_size(raw)
    return _jpeg_size(raw)


def _be(raw: bytes, at: int, n: int) -> int:
    return int.from_bytes(raw[at : at + n], "big")


def _le(raw: bytes, at: int, n: int) -> int:
    return int.from_bytes(raw[at : at + n], "little")


def _webp_size(raw: bytes) -> tuple[int, int] | None:
    chunk = raw[12:16]
    if chunk == b"VP8 " and len(raw) >= 30:
        return _le(raw, 26, 2) & 0x3FFF, _le(raw, 28, 2) & 0x3FFF
    if chunk == b"VP8L" and len(raw) >= 25:
        bits = _le(raw, 21, 4)
        return (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1
    if chunk == b"VP8X" and len(raw) >= 30:
        return _le(raw, 24, 3) + 1, _le(raw, 27, 3) + 1
    return None


_SOF = {0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF}


def _jpeg_size(raw: bytes) -> tuple[int, int] | None:
    at = 2
    while at + 9 < len(raw):
        if raw[at] != 0xFF:
            return None
        marker = raw[at + 1]
        if marker in _SOF:
            return _be(raw, at + 7, 2), _be(raw, at + 5, 2)
        if marker == 0xFF:  # fill byte
            at += 1
            continue
        at += 2 + _be(raw, at + 2, 2)
    return None


def decode_image_uri(uri: str) -> tuple[bytes, str]:
    """The bytes and format of an embedded image, checked: a PNG, JPEG or WebP (by its magic
    bytes, whatever the URI says) within the byte and pixel limits. ``ValueError`` says why not.

    >>> decode_image_uri("data:image/svg+xml;base64,PHN2Zy8+")
    Traceback (most recent call last):
    ...
    ValueError: only PNG, JPEG and WebP images can be embedded (found image/svg+xml).
    """
    import base64
    import binascii

    head, _, body = uri.partition(",")
    media = head.removeprefix("data:").removesuffix(";base64")
    if media not in IMAGE_FORMATS:
        raise ValueError(
            translate(
                "core", "only PNG, JPEG and WebP images can be embedded (found {media})."
            ).format(media=media[:40])
        )
    if len(body) > MAX_IMAGE_URI:
        raise ValueError(
            translate("core", "the image is larger than {mb} MB.").format(
                mb=MAX_IMAGE_BYTES // 2**20
            )
        )
    try:
        raw = base64.b64decode(body, validate=True)
    except (binascii.Error, ValueError):
        raise ValueError(translate("core", "the image data is not valid base64.")) from None
    fmt = image_format(raw)
    if fmt is None:
        raise ValueError(
            translate("core", "the image is not a PNG, JPEG or WebP file (its first bytes say so).")
        )
    size = image_size(raw, fmt)
    if size is None or min(size) <= 0:
        raise ValueError(
            translate("core", "the {fmt} image's header can't be read.").format(fmt=fmt)
        )
    w, h = size
    if max(w, h) > MAX_IMAGE_SIDE or w * h > MAX_IMAGE_PIXELS:
        raise ValueError(
            translate("core", "the image is too large ({w} × {h} pixels).").format(w=w, h=h)
        )
    return raw, fmt
