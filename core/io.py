"""The encounter file: one self-contained JSON document, validated on load, saved atomically.

Format (``schema_version`` 2), documented in ``docs/file-format.md``::

    {"format": "zonekeeper-encounter", "schema_version": 2, "name": ..., "ruleset": "yze",
     "settings": {...}, "map": {"zones": [...], "borders": [...], "background": null | {...}},
     "combatants": [...], "engaged": [[a, b], ...], "round": {"number": 1, "spent": {...}}}

Images (the map background, token portraits) are embedded as ``data:image/...;base64,`` URIs so
a GM can mail the file. Any problem raises :class:`EncounterFileError` (a ``ValueError``) whose
message names the file and the field; nothing is half-loaded.
"""

from __future__ import annotations

import contextlib
import copy
import errno
import glob
import json
import os
import re
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core import container
from core.gc_pause import gc_paused
from core.i18n import translate
from core.map_grid import DEFAULT_GRID, Grid
from core.openings import DEFAULT_OPENING_WIDTH, Opening, OpeningError, make_opening
from core.players import PlayersState, check_references
from core.schema import (
    MAX_FILE_BYTES,
    SchemaError,
    check_ruleset_parts,
    check_settings,
    decode_image_uri,
    parse_json,
)
from core.zonemap import (
    BORDER_KINDS,
    DEFAULT_DOOR_STRUCTURE,
    DOOR_STATES,
    FEATURES,
    Border,
    MapError,
    Zone,
    ZoneMap,
    polygon_areas,
)

if TYPE_CHECKING:
    from core.encounter import Encounter

FORMAT_NAME = "zonekeeper-encounter"
SCHEMA_VERSION = 2
"""2: walls hold ``openings`` (doors, hatches, windows, doorways where they stand; issue 13)."""
FILE_SUFFIX = ".zkenc"


class EncounterFileError(ValueError):
    """An encounter file that can't be read; the message names the file and the field."""

    def __init__(self, path: str | Path | None, message: str, field: str | None = None) -> None:
        self.path = Path(path) if path is not None else None
        self.field = _printable(field) if field is not None else None
        message = _printable(message)
        where = _printable(str(self.path)) if self.path else translate("core", "encounter data")
        at = translate("core", ", field {field}").format(field=self.field) if self.field else ""
        super().__init__(
            translate("core", "Can't open {where}{at}: {message}").format(
                where=where, at=at, message=message
            )
        )


def _printable(text: str) -> str:
    """``text`` with any lone surrogate escaped, so the message can be shown, logged, printed."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


# -- schema ---------------------------------------------------------------------------------
# The file's pydantic models are in core.file_models, imported by the first checked load (the
# start-up's built-in sample is read unchecked before the first paint, then checked).
def is_image_data_uri(text: object) -> bool:
    """True for an embedded image: a ``data:image/...;base64,`` URI (never a file path)."""
    return isinstance(text, str) and text.startswith("data:image/") and ";base64," in text


def _image_data_uri(v: str) -> str:
    if not is_image_data_uri(v):
        raise ValueError(translate("core", "an image is embedded as a data:image/...;base64, URI"))
    decode_image_uri(v)  # PNG, JPEG or WebP, within the size limits, checked from the header
    return v


TRUSTED_DEFAULTS: dict[str, dict[str, Any]] = {
    "": {
        "app_version": "",
        "name": "Untitled encounter",
        "settings": {},
        "ruleset_settings": {},
        "combatants": [],
        "engaged": [],
        "round": {},
        "ruleset_state": {},
        "log": [],
        "players": None,
    },
    "map": {"zones": [], "borders": [], "background": None, "theatre": False, "grid": None},
    "map.zones": {"features": [], "notes": ""},
    "map.borders": {
        "state": "open",
        "structure": DEFAULT_DOOR_STRUCTURE,
        "armour": None,
        "damage": 0,
        "broken": False,
        "openings": [],
        "link": None,
    },
    "map.borders.openings": {
        "at": 0.5,
        "width": DEFAULT_OPENING_WIDTH,
        "state": None,
        "structure": DEFAULT_DOOR_STRUCTURE,
        "armour": None,
        "damage": 0,
        "broken": False,
    },
    "map.background": {},
    "map.grid": {"size": 1.0, "origin": [0.0, 0.0], "visible": False},
    "combatants": {
        "stance": "standing",
        "doorway": None,
        "stats": {},
        "notes": "",
        "image": None,
    },
    "round": {"number": 1, "spent": {}},
    "players": {"revealed": [], "fogged": [], "hidden": [], "labels": {}, "options": {}},
}
"""Each part's defaults as core.file_models declares them (a test keeps the two equal): what a
trusted file left out reads as."""


class _Trusted:
    """A trusted file's JSON read the way its checked model is (attributes, defaults,
    ``model_fields_set``, ``model_dump()``), without pydantic."""

    def __init__(self, data: dict[str, Any], part: str = "") -> None:
        self._data = data
        self._part = part
        self.model_fields_set = set(data)

    def __getattr__(self, key: str) -> Any:
        if key.startswith("_"):
            raise AttributeError(key)
        if key in self._data:
            value = self._data[key]
        else:  # a copy: a default is never shared
            value = copy.deepcopy(TRUSTED_DEFAULTS[self._part].get(key))
        part = f"{self._part}.{key}".lstrip(".")
        if part in TRUSTED_DEFAULTS and isinstance(value, dict):
            return _Trusted(value, part)
        if part in TRUSTED_DEFAULTS and isinstance(value, list):
            return [_Trusted(v, part) for v in value]
        return value

    def model_dump(self) -> dict[str, Any]:
        return {**copy.deepcopy(TRUSTED_DEFAULTS[self._part]), **copy.deepcopy(self._data)}


# -- writing --------------------------------------------------------------------------------
def encounter_to_dict(enc: Encounter) -> dict[str, Any]:
    """The encounter as plain JSON-ready data (the file's content)."""
    from core import __version__

    m = enc.map
    return {
        "format": FORMAT_NAME,
        "schema_version": SCHEMA_VERSION,
        "app_version": __version__,
        "name": enc.name,
        "ruleset": enc.ruleset.name,
        "settings": dict(enc.settings),
        "ruleset_settings": dict(enc.ruleset.settings),
        "map": {
            "zones": [
                {
                    "id": z.id,
                    "name": z.name,
                    "polygon": [[x, y] for x, y in z.polygon],
                    "features": sorted(z.features),
                    "notes": z.notes,
                }
                for z in m.zones()
            ],
            "borders": [
                {
                    "a": b.a,
                    "b": b.b,
                    "kind": b.kind,
                    "state": b.state,
                    "structure": b.structure,
                    "armour": b.armour,
                    "damage": b.damage,
                    "broken": b.broken,
                    "openings": [_opening_dict(o) for o in b.openings],
                    **({"link": b.link} if b.is_link else {}),
                }
                for b in m.borders()
            ],
            "background": copy.deepcopy(m.background) if m.background else None,
            **({"theatre": True} if m.theatre else {}),
            **({"grid": m.grid.to_dict()} if m.grid != DEFAULT_GRID else {}),
        },
        "combatants": [
            {
                "name": c.name,
                "side": c.side,
                "zone": c.zone,
                "position": [c.position[0], c.position[1]],
                "stance": c.stance,
                "doorway": list(c.doorway) if _doorway_stands(m, c.doorway) else None,
                "stats": copy.deepcopy(dict(c.stats)),
                "notes": c.notes,
                "image": c.image,
            }
            for c in enc.combatants()
        ],
        "engaged": [list(p) for p in enc.engaged_pairs()],
        "round": {
            "number": enc.round.number,
            "spent": {k: dict(v) for k, v in enc.round.spent.items()},
        },
        # copies: the dict is a snapshot, never a live view of the encounter
        "ruleset_state": copy.deepcopy(enc.state),
        "log": copy.deepcopy(enc.log),
        **_players_part(enc),
    }


def _opening_dict(o: Opening) -> dict[str, Any]:
    """An opening as the file writes it (a window or doorway has no door fields)."""
    out: dict[str, Any] = {"kind": o.kind, "at": o.at, "width": o.width}
    if o.is_door:
        out.update(
            state=o.state, structure=o.structure, armour=o.armour, damage=o.damage, broken=o.broken
        )
    return out


def _migrate_1_to_2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 → 2: walls gained ``openings``; a version-1 border has none (a door or hatch
    border stays one: an opening spanning the whole shared edge). Tolerant of a malformed
    document: validation, after the migration, reports what is wrong."""
    data = {**data, "schema_version": 2}
    m = data.get("map")
    if isinstance(m, dict) and isinstance(m.get("borders"), list):
        borders = [
            {**b, "openings": []} if isinstance(b, dict) and "openings" not in b else b
            for b in m["borders"]
        ]
        data["map"] = {**m, "borders": borders}
    return data


MIGRATIONS: dict[int, Any] = {1: _migrate_1_to_2}
"""One step per old version: ``MIGRATIONS[n]`` takes a version-n document (a dict) to n + 1."""


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` brought to :data:`SCHEMA_VERSION`, one step at a time (a new dict; the
    argument is left as it was)."""
    while data["schema_version"] < SCHEMA_VERSION:
        data = MIGRATIONS[data["schema_version"]](data)
    return data


def _players_part(enc: Encounter) -> dict[str, Any]:
    """The players' screen state, written only once the GM has changed it (older files stay
    as they were)."""
    state = enc.players.pruned(enc)
    return {} if state.is_default() else {"players": state.to_dict()}


def _doorway_stands(m: ZoneMap, doorway: tuple[str, str] | None) -> bool:
    """A doorway is written only while its door or hatch exists: a door deleted or walled up
    after someone stepped into it would otherwise make a file the app can't open again."""
    return doorway is not None and m.has_border(*doorway) and m.border(*doorway).has_doorway


def _outline(polygon: Any) -> tuple[tuple[float, float], ...] | None:
    """A zone's corners from the file, None if they can't outline a zone (said in turn)."""
    try:
        return ZoneMap._clean_points(polygon)
    except MapError:
        return None


def _openings(path: str | Path | None, bm: Any, where: str) -> tuple[Opening, ...]:
    """A border's openings from the file (only a wall holds any)."""
    raw = list(bm.openings)
    if raw and bm.kind != "wall":
        raise EncounterFileError(path, translate("core", "only a wall holds openings."), where)
    out: list[Opening] = []
    for k, om in enumerate(raw):
        fields = om.model_dump()
        try:
            out.append(make_opening(**fields))
        except (OpeningError, TypeError) as exc:
            raise EncounterFileError(path, str(exc), f"{where}[{k}]") from None
    return tuple(out)


def _link(path: str | Path | None, bm: Any, where: str) -> str | None:
    """A link border's subtype from the file (stairs when absent); only a link has one."""
    link = getattr(bm, "link", None)
    if bm.kind != "link":
        if link is not None:
            raise EncounterFileError(
                path, translate("core", "only a link border is stairs, a ladder or a rope."), where
            )
        return None
    return link or "stairs"


def atomic_write_bytes(path: str | Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so that a crash leaves either the old file or the new one.

    A read-only file is refused (``PermissionError``), not replaced; a symbolic link is written
    through (the link stays, its target changes); temporary files a killed save left beside the
    file are removed.
    """
    path = Path(path)
    target = Path(os.path.realpath(path)) if path.is_symlink() else path
    directory = target.parent if str(target.parent) else Path(".")
    mode = _writable_mode(target)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=directory)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        with contextlib.suppress(OSError):
            os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _remove_leftovers(target)
    with contextlib.suppress(OSError):  # make the rename itself durable (POSIX)
        dfd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)


def _writable_mode(target: Path) -> int:
    """The permission bits the new file gets (the old file's); refuses a read-only file, which
    the rename would otherwise replace (a rename needs only the folder to be writable)."""
    try:
        st = target.stat()
    except FileNotFoundError:
        return 0o644
    if target.is_dir():
        raise IsADirectoryError(
            errno.EISDIR, translate("core", "that is a folder, not a file"), str(target)
        )
    if not st.st_mode & 0o222 or not os.access(target, os.W_OK):
        raise PermissionError(errno.EACCES, translate("core", "the file is read-only"), str(target))
    return st.st_mode & 0o777


LEFTOVER_GRACE_S = 2.0
"""A temporary file younger than this may be another save still writing: it is left alone."""


def _remove_leftovers(target: Path) -> None:
    """Delete the temporary files earlier saves of ``target`` left (killed mid-save)."""
    now = time.time()
    for tmp in target.parent.glob(f".{glob.escape(target.name)}.*.tmp"):
        with contextlib.suppress(OSError):
            if now - tmp.lstat().st_mtime > LEFTOVER_GRACE_S and tmp.is_file():
                tmp.unlink()


def save_encounter(enc: Encounter, path: str | Path) -> None:
    """Serialise and write atomically.

    Raises ``OSError`` when the file can't be written, ``ValueError`` when the encounter can't
    be written as a file (a text holding a lone surrogate: the message names the field).
    """
    data = encounter_to_dict(enc)
    try:
        raw = container.pack(data)  # JSON, or a ZIP holding big images' own bytes
    except UnicodeEncodeError:
        where = _unwritable_text(data) or "a text"
        raise ValueError(
            translate(
                "core",
                "Can't save: {where} holds a character that is not valid text (a "
                "lone surrogate). Edit it and save again.",
            ).format(where=where)
        ) from None
    atomic_write_bytes(path, raw)


def _unwritable_text(node: Any, where: str = "") -> str | None:
    """The path (``combatants[0].notes``) of the first text UTF-8 can't encode."""
    if isinstance(node, str):
        try:
            node.encode("utf-8")
        except UnicodeEncodeError:
            return where or translate("core", "(top level)")
        return None
    if isinstance(node, dict):
        items: Any = node.items()
    else:
        items = enumerate(node) if isinstance(node, list) else ()
    for key, value in items:
        if isinstance(key, str) and _unwritable_text(key) is not None:
            return f"{where}.{key!r}" if where else repr(key)
        step = f"[{key}]" if isinstance(key, int) else (f".{key}" if where else str(key))
        found = _unwritable_text(value, where + step)
        if found is not None:
            return found
    return None


# -- reading --------------------------------------------------------------------------------
def _loc_text(loc: tuple[Any, ...], data: Any) -> str:
    """Turn a pydantic location into ``map.zones[3] (id 'hall').polygon`` style text."""
    out = ""
    node = data
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
            label = None
            if isinstance(node, list) and 0 <= part < len(node):
                node = node[part]
                if isinstance(node, dict):
                    for key in ("id", "name"):
                        if isinstance(node.get(key), str):
                            label = f" ({key} {node[key]!r})"
                            break
            else:
                node = None
            if label:
                out += label
        else:
            out += ("." if out else "") + str(part)
            node = node.get(part) if isinstance(node, dict) else None
    return out or translate("core", "(top level)")


def _friendly(err: dict[str, Any]) -> str:
    kind = err.get("type", "")
    msg = str(err.get("msg", "invalid value"))
    got = err.get("input")
    if kind == "missing":
        return translate("core", "is missing")
    if kind == "extra_forbidden":
        return translate("core", "is not a known field")
    shown = repr(got)
    if len(shown) > 60:
        shown = shown[:57] + "..."
    return f"{msg[0].lower()}{msg[1:]} (found {shown})"


def encounter_from_dict(
    data: Any, path: str | Path | None = None, *, checked: bool = True
) -> Encounter:
    """Validate ``data`` and build an :class:`~core.encounter.Encounter` from it.

    ``checked=False`` reads a file known to be good without its schema checks (the file's
    models, and the ruleset's own: settings, sheets, state), so pydantic, the fight runner and
    the other rulesets aren't imported: the built-in sample at start-up, checked in full once
    the window has painted. The encounter is the same either way (tests/core/test_io_trusted.py).
    """
    from core.encounter import ENCOUNTER_SETTINGS, Combatant, Encounter
    from core.rules.base import UnknownRulesetError

    if not isinstance(data, dict):
        raise EncounterFileError(
            path,
            translate(
                "core",
                "the file does not hold an encounter (expected a JSON object at the top level).",
            ),
        )
    if data.get("format") != FORMAT_NAME:
        raise EncounterFileError(
            path, translate("core", "this is not a Zonekeeper encounter file."), "format"
        )
    version = data.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise EncounterFileError(
            path,
            translate("core", "expected a whole number, found {version!r}.").format(
                version=version
            ),
            "schema_version",
        )
    if version > SCHEMA_VERSION:
        raise EncounterFileError(
            path,
            translate(
                "core",
                "it was written by a newer Zonekeeper (file format {version}; this "
                "version reads up to {schema_version}). Update Zonekeeper to open it.",
            ).format(version=version, schema_version=SCHEMA_VERSION),
            "schema_version",
        )
    if version < 1:
        raise EncounterFileError(
            path,
            translate("core", "unknown file format {version}.").format(version=version),
            "schema_version",
        )
    data = migrate(data)
    model = _validated(data, path) if checked else _Trusted(data)

    try:
        enc = Encounter(ruleset=model.ruleset, name=model.name)
    except UnknownRulesetError as exc:
        raise EncounterFileError(path, str(exc), "ruleset") from None
    for key, value in model.settings.items():
        if key not in ENCOUNTER_SETTINGS:
            raise EncounterFileError(
                path, translate("core", "is not a known setting."), f"settings.{key}"
            )
        if not isinstance(value, type(ENCOUNTER_SETTINGS[key])):
            raise EncounterFileError(
                path,
                translate("core", "expected {name}, found {value!r}.").format(
                    name=type(ENCOUNTER_SETTINGS[key]).__name__, value=value
                ),
                f"settings.{key}",
            )
        enc.settings[key] = value
    try:
        settings = model.ruleset_settings
        enc.ruleset.settings.update(
            check_settings(enc.ruleset, settings) if checked else dict(settings)
        )
    except SchemaError as exc:
        raise EncounterFileError(path, exc.message, _loc_text(exc.loc, data)) from None

    zones: list[Zone] = []
    seen: set[str] = set()
    zone_models = list(model.map.zones)
    outlines = [_outline(zm.polygon) for zm in zone_models]
    areas = polygon_areas(outlines)  # one shapely call for the whole map
    for i, zm in enumerate(zone_models):
        where = f"map.zones[{i}] (id {zm.id!r})"
        if zm.id in seen:
            raise EncounterFileError(
                path, translate("core", "a second zone with the same id."), f"{where}.id"
            )
        seen.add(zm.id)
        try:  # a zone whose outline failed says why now, in the file's order
            poly = ZoneMap._check_area(outlines[i] or ZoneMap._clean_points(zm.polygon), areas[i])
        except MapError as exc:
            raise EncounterFileError(path, str(exc), f"{where}.polygon") from None
        zones.append(Zone(zm.id, zm.name or zm.id, poly, frozenset(zm.features), zm.notes))
    borders = _borders(path, model.map.borders, seen)
    enc.map._replace_all(zones, borders)
    enc.map.theatre = model.map.theatre
    if model.map.grid is not None:
        enc.map.grid = Grid.from_dict(model.map.grid.model_dump())
    if model.map.background is not None:
        enc.map.background = model.map.background.model_dump()

    for i, cm in enumerate(model.combatants):
        where = f"combatants[{i}] (name {cm.name!r})"
        if cm.name in enc:
            raise EncounterFileError(
                path, translate("core", "a second combatant with the same name."), f"{where}.name"
            )
        if cm.zone not in seen:
            raise EncounterFileError(
                path,
                translate("core", "no zone has id {zone!r}.").format(zone=cm.zone),
                f"{where}.zone",
            )
        pos = (float(cm.position[0]), float(cm.position[1]))
        zone = enc.map.zone(cm.zone)
        if not zone.contains(pos, tolerance=1e-3):
            raise EncounterFileError(
                path,
                translate("core", "({x}, {y}) is not inside {name}.").format(
                    x=pos[0], y=pos[1], name=zone.name
                ),
                f"{where}.position",
            )
        doorway = None
        if cm.doorway is not None:
            a, b = cm.doorway
            if not enc.map.has_border(a, b) or not enc.map.border(a, b).has_doorway:
                raise EncounterFileError(
                    path, translate("core", "there is no door or hatch there."), f"{where}.doorway"
                )
            doorway = enc.map.border(a, b).key
        enc._combatants[cm.name] = Combatant(
            cm.name,
            cm.side,
            cm.zone,
            pos,
            cm.stance,
            doorway,
            dict(cm.stats),
            cm.notes,
            cm.image,
        )
    for i, (a, b) in enumerate(model.engaged):
        if a == b:
            raise EncounterFileError(
                path,
                translate("core", "{a} can't be Engaged with themselves.").format(a=a),
                f"engaged[{i}]",
            )
        for n in (a, b):
            if n not in enc:
                raise EncounterFileError(
                    path,
                    translate("core", "no combatant is called {n!r}.").format(n=n),
                    f"engaged[{i}]",
                )
        if enc.combatant(a).zone != enc.combatant(b).zone:
            raise EncounterFileError(
                path,
                translate("core", "{a} and {b} are in different zones.").format(a=a, b=b),
                f"engaged[{i}]",
            )
        enc._engaged.add(frozenset((a, b)))
    for n in model.round.spent:
        if n not in enc:
            raise EncounterFileError(
                path,
                translate("core", "no combatant is called {n!r}.").format(n=n),
                f"round.spent.{n}",
            )
    enc.round.number = model.round.number
    enc.round.spent = {k: dict(v) for k, v in model.round.spent.items() if v}
    enc.state = model.ruleset_state or enc.state
    try:
        if checked:
            check_ruleset_parts(enc, model.ruleset_state)
    except SchemaError as exc:
        raise EncounterFileError(path, exc.message, _loc_text(exc.loc, data)) from None
    try:
        enc.ruleset.validate_state(enc)
    except ValueError as exc:
        raise EncounterFileError(path, str(exc), "ruleset_state") from None
    enc.log = list(model.log)
    if model.players is not None:
        enc.players = PlayersState.from_dict(model.players.model_dump())
        why = check_references(enc, enc.players)
        if why:
            raise EncounterFileError(path, why, "players")
    enc.history.clear()
    return enc


def _borders(path: str | Path | None, models: Any, seen: set[str]) -> list[Border]:
    """The file's borders, each checked in the file's order (its zones exist and differ, one
    border per pair, openings on walls only, a link's subtype on links only)."""
    borders: list[Border] = []
    pairs: set[tuple[str, str]] = set()
    for i, bm in enumerate(models):
        where = f"map.borders[{i}]"
        a, b, kind = bm.a, bm.b, bm.kind
        for end, zone in (("a", a), ("b", b)):
            if zone not in seen:
                raise EncounterFileError(
                    path,
                    translate("core", "no zone has id {zone!r}.").format(zone=zone),
                    f"{where}.{end}",
                )
        if a == b:
            raise EncounterFileError(
                path, translate("core", "a border joins two different zones."), where
            )
        key = (a, b) if a <= b else (b, a)
        if key in pairs:
            raise EncounterFileError(
                path, translate("core", "a second border between the same zones."), where
            )
        pairs.add(key)
        borders.append(_border(path, bm, key, kind, where))
    return borders


def _border(
    path: str | Path | None, bm: Any, key: tuple[str, str], kind: str, where: str
) -> Border:
    """One border from the file (a door or hatch is closed unless said otherwise; open once
    broken)."""
    door = kind in ("door", "hatch")
    state = bm.state if door else "open"
    if door and "state" not in bm.model_fields_set:
        state = "closed"  # as on the map: a door or hatch is closed unless said otherwise
    if door and bm.broken:
        state = "open"
    openings = _openings(path, bm, f"{where}.openings")
    link = _link(path, bm, f"{where}.link")
    return Border(*key, kind, state, bm.structure, bm.armour, bm.damage, bm.broken, openings, link)


def _validated(data: dict[str, Any], path: str | Path | None) -> Any:
    """``data`` checked against the file's model (:class:`EncounterFileError` if it fails)."""
    from pydantic import ValidationError

    from core.file_models import EncounterModel

    try:
        return EncounterModel.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        raise EncounterFileError(path, _friendly(first), _loc_text(first["loc"], data)) from None


_PARTIAL_TOKEN = re.compile(r"-?[0-9]*\.?[0-9]*(?:[eE][+-]?[0-9]*)?")


def _ends_too_early(text: str, exc: json.JSONDecodeError) -> bool:
    """True when the JSON error is the file stopping mid-document rather than bad JSON.

    The decoder reports a cut inside a string (say, mid-way through an embedded image) at the
    string's start, and a cut inside ``true``/``null``/a number at that token's start, so the
    error position alone does not tell.
    """
    tail = text[exc.pos :].rstrip()
    if not tail or exc.msg.startswith("Unterminated string"):
        return True
    literals = ("true", "false", "null", "NaN", "Infinity", "-Infinity")
    return any(word.startswith(tail) for word in literals) or bool(_PARTIAL_TOKEN.fullmatch(tail))


def load_encounter(path: str | Path, *, checked: bool = True) -> Encounter:
    """Read and validate an encounter file. Raises :class:`EncounterFileError` on bad input.

    ``checked``: see :func:`encounter_from_dict`."""
    path = Path(path)
    try:
        with path.open("rb") as fh:  # never more than the limit in memory
            raw = fh.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise EncounterFileError(path, translate("core", "the file does not exist.")) from None
    except IsADirectoryError:
        raise EncounterFileError(path, translate("core", "that is a folder, not a file.")) from None
    except OSError as exc:
        raise EncounterFileError(
            path,
            translate("core", "it could not be read ({strerror}).").format(strerror=exc.strerror),
        ) from None
    if not raw.strip():
        raise EncounterFileError(path, translate("core", "the file is empty."))
    if len(raw) > MAX_FILE_BYTES:
        raise EncounterFileError(
            path,
            translate("core", "the file is larger than {mb} MB.").format(
                mb=MAX_FILE_BYTES // 2**20
            ),
        )
    try:
        text = container.unpack(raw) if container.is_container(raw) else raw.decode("utf-8-sig")
    except container.ContainerError as exc:
        raise EncounterFileError(path, str(exc)) from None
    except UnicodeDecodeError:
        raise EncounterFileError(
            path, translate("core", "this is not a text file (not UTF-8).")
        ) from None
    with gc_paused():  # a big file makes many objects at once (core.gc_pause)
        enc = encounter_from_text(text, path, checked=checked)
    enc.path = path
    return enc


def encounter_from_text(
    text: str, path: str | Path | None = None, *, checked: bool = True
) -> Encounter:
    """Parse file text within the limits of :mod:`core.schema` and build the encounter."""
    try:
        data = parse_json(text)
    except json.JSONDecodeError as exc:
        hint = (
            translate("core", "the file ends too early — it looks truncated")
            if _ends_too_early(text, exc)
            else translate("core", "it is not valid JSON")
        )
        raise EncounterFileError(
            path,
            translate("core", "{hint} (line {lineno}, column {colno}: {msg}).").format(
                hint=hint, lineno=exc.lineno, colno=exc.colno, msg=exc.msg
            ),
        ) from None
    except SchemaError as exc:
        raise EncounterFileError(path, exc.message, _field(exc.loc, exc.data)) from None
    return encounter_from_dict(data, path, checked=checked)


def _field(loc: tuple[Any, ...], data: Any) -> str | None:
    return _loc_text(loc, data) if loc else None


__all__ = [
    "BORDER_KINDS",
    "DOOR_STATES",
    "FEATURES",
    "FILE_SUFFIX",
    "SCHEMA_VERSION",
    "EncounterFileError",
    "atomic_write_bytes",
    "encounter_from_dict",
    "encounter_from_text",
    "encounter_to_dict",
    "load_encounter",
    "save_encounter",
]
