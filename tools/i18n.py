"""Zonekeeper's translation catalogues: extract, fill, check and compile them.

    python tools/i18n.py update AREA|all      lupdate the area's sources into its .ts files
    python tools/i18n.py fill AREA LANG FILE.json   write translations {context: {source: text}}
    python tools/i18n.py missing [AREA] [--lang L] [--json]   unfinished entries
        (with --json, one area and --lang: a skeleton to fill in and hand to `fill`)
    python tools/i18n.py check [AREA]         translations whose {placeholders} or %n don't match
    python tools/i18n.py build [--out DIR] [--force]   lrelease each .ts into .qm (default: next
        to it; a .qm newer than its .ts is kept)

Catalogues live in ``resources/i18n/<area>_<lang>.ts`` (lang: ``pt_BR``, ``es``); :data:`AREAS`
names each area's source files. ``update`` keeps existing translations and drops obsolete
entries; it stores no source locations (line numbers would churn with every edit). ``fill`` takes
a plural's forms as a list (``["%n zona", "%n zonas"]``), or one text used for every form; it
refuses a translation whose ``{placeholders}`` or ``%n`` differ from the source's. The ``.qm``
files are built, not committed. Qt's own ``lupdate``/``lrelease`` are the ones PySide6 ships,
found in its package (works outside the venv's ``bin`` too).

What lupdate extracts: ``self.tr("Text")``, ``self.tr("%n zone(s)", "", n)``,
``QCoreApplication.translate("Context", "Text")`` and the core's ``translate("core", "Text")`` /
``translate("yze", "%n hit(s)", "", n)`` — literal strings, the count passed **positionally**
(``n=n`` as a keyword is not extracted at all).
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N_DIR = ROOT / "resources" / "i18n"
LANGS = ("pt_BR", "es")
RULESETS = ("yze", "brp", "ww2", "d20", "pulp2d6")

AREAS: dict[str, tuple[str, ...]] = {
    "app": (
        "gui/main_window.py", "gui/app.py", "gui/window_layout.py", "gui/recovery.py",
        "gui/errors.py", "gui/commands.py", "gui/style.py", "gui/i18n.py",
        "gui/theatre.py", "gui/background.py", "gui/message_bar.py",
    ),
    "dialogs": (
        "gui/dialogs.py", "gui/help.py", "gui/character.py", "gui/weapon_editor.py",
        "gui/ruleset_settings.py", "gui/players_controls.py", "gui/players/*.py",
        "gui/map_import.py",
    ),
    "docks": ("gui/docks/*.py",),
    "map": ("gui/map/*.py",),
    "core": ("core/*.py", "core/rules/*.py"),
    **{rs: (f"core/rules/{rs}/*.py",) for rs in RULESETS},
}  # fmt: skip
"""Each catalogue area and its source files (globs relative to the repository)."""

PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*(?:[!:][^{}]*)?\}|%n|%L?\d")


class I18nError(Exception):
    """A refusal the command line reports in one line (unknown area, missing tool…)."""


@dataclass(frozen=True)
class Entry:
    """One message of a catalogue: where it is, what it says and how far it is translated."""

    ts: Path
    context: str
    source: str
    translations: tuple[str, ...]
    finished: bool
    numerus: bool


# -- the Qt tools ------------------------------------------------------------------------------


def qt_tool(name: str) -> Path:
    """``lupdate``/``lrelease`` from the PySide6 package, else from PATH; refused if neither."""
    exe = name + (".exe" if sys.platform == "win32" else "")
    try:
        import PySide6

        bundled = Path(PySide6.__file__).resolve().parent / exe
        if bundled.exists():
            return bundled
    except ImportError:
        pass
    for candidate in (f"pyside6-{name}", name, f"{name}-qt6"):
        found = shutil.which(candidate)
        if found:
            return Path(found)
    raise I18nError(f"Qt's {name} not found: install PySide6 (pip install PySide6-Essentials)")


def run_tool(name: str, args: list[str]) -> None:
    """Run a Qt tool quietly; its output shown only if it fails."""
    done = subprocess.run([str(qt_tool(name)), *args], capture_output=True, text=True)
    if done.returncode != 0:
        raise I18nError(f"{name} failed ({done.returncode}):\n{done.stdout}{done.stderr}")


# -- areas and files ---------------------------------------------------------------------------


def areas_named(area: str | None) -> list[str]:
    """The areas a command acts on: one, or all of them for None/"all"; unknown ones refused."""
    if area in (None, "all"):
        return list(AREAS)
    if area not in AREAS:
        raise I18nError(f"unknown area {area!r}; one of: {', '.join(AREAS)}, all")
    return [area]


def area_sources(area: str, root: Path = ROOT) -> list[Path]:
    """The area's existing source files, sorted."""
    found: set[Path] = set()
    for pattern in AREAS[area]:
        found.update(p for p in root.glob(pattern) if p.is_file())
    return sorted(found)


def ts_path(area: str, lang: str, folder: Path = I18N_DIR) -> Path:
    """``resources/i18n/<area>_<lang>.ts``."""
    if lang not in LANGS:
        raise I18nError(f"unknown language {lang!r}; one of: {', '.join(LANGS)}")
    return folder / f"{area}_{lang}.ts"


def all_ts(folder: Path = I18N_DIR) -> list[Path]:
    """Every catalogue there is, sorted."""
    return sorted(folder.glob("*.ts"))


# -- update ------------------------------------------------------------------------------------


def update(area: str, folder: Path = I18N_DIR, root: Path = ROOT) -> list[Path]:
    """Extract the area's messages into its catalogues (one per language); return them.

    lupdate's Python parser marks a plural only in ``tr(text, disambiguation, n)``, not in
    ``translate(context, text, disambiguation, n)``, and drops a plural's forms when it sees the
    message without one; so every message with ``%n`` is made a plural here and the forms it had
    before the run are put back.
    """
    sources = area_sources(area, root)
    if not sources:
        raise I18nError(f"area {area!r}: no source files match {', '.join(AREAS[area])}")
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for lang in LANGS:
        ts = ts_path(area, lang, folder)
        before = _messages(ET.parse(ts).getroot()) if ts.exists() else {}
        args = [str(p) for p in sources]
        args += ["-ts", str(ts), "-no-obsolete", "-locations", "none", "-silent"]
        args += ["-source-language", "en", "-target-language", lang]
        run_tool("lupdate", args)
        _plurals(ts, before)
        written.append(ts)
    return written


def _plurals(ts: Path, before: dict[tuple[str, str], ET.Element]) -> None:
    """Make every ``%n`` message a plural, with the translation it had before lupdate ran."""
    tree = ET.parse(ts)
    for key, message in _messages(tree.getroot()).items():
        if "%n" not in key[1]:
            continue
        message.set("numerus", "yes")
        old = before.get(key)
        if old is not None and old.get("numerus") == "yes":
            _replace(message, "translation", old.find("translation"))
            continue
        translation = message.find("translation")
        if translation is not None and not translation.findall("numerusform"):
            text = translation.text or ""
            _write_forms(translation, [text], numerus=True)
            translation.set("type", "unfinished")
    write_ts(ts, tree)


def _replace(parent: ET.Element, tag: str, new: ET.Element | None) -> None:
    if new is None:
        return
    old = parent.find(tag)
    if old is not None:
        parent.remove(old)
    parent.append(new)


def _escape(text: str) -> str:
    for plain, entity in (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("'", "&apos;")):
        text = text.replace(plain, entity)
    return text.replace('"', "&quot;")


def _element(elem: ET.Element, depth: int) -> list[str]:
    """An element as lupdate writes it: one line per leaf, 4 spaces an indent level."""
    pad = "    " * depth
    attrs = "".join(f' {k}="{_escape(v)}"' for k, v in elem.attrib.items())
    children = list(elem)
    if not children:
        return [f"{pad}<{elem.tag}{attrs}>{_escape(elem.text or '')}</{elem.tag}>"]
    lines = [f"{pad}<{elem.tag}{attrs}>"]
    for child in children:
        lines += _element(child, depth + 1)
    return [*lines, f"{pad}</{elem.tag}>"]


def write_ts(ts: Path, tree: ET.ElementTree) -> None:
    """Save a catalogue in lupdate's own layout (so the next lupdate run changes nothing)."""
    root = tree.getroot()
    attrs = "".join(f' {k}="{_escape(v)}"' for k, v in root.attrib.items())
    lines = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>", f"<TS{attrs}>"]
    for context in root:  # contexts are not indented
        lines += _element(context, 0)
    lines.append("</TS>")
    ts.write_text("\n".join(lines) + "\n", encoding="utf-8")


# -- reading -----------------------------------------------------------------------------------


def entries(ts: Path) -> Iterator[Entry]:
    """The catalogue's messages, in file order."""
    root = ET.parse(ts).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            yield _entry(ts, name, message)


def _entry(ts: Path, context: str, message: ET.Element) -> Entry:
    numerus = message.get("numerus") == "yes"
    translation = message.find("translation")
    if translation is None:
        texts: tuple[str, ...] = ()
        kind = "unfinished"
    else:
        kind = translation.get("type", "")
        forms = translation.findall("numerusform")
        texts = tuple(f.text or "" for f in forms) if numerus else (translation.text or "",)
    finished = kind not in ("unfinished", "obsolete", "vanished") and all(texts) and bool(texts)
    source = message.findtext("source") or ""
    return Entry(ts, context, source, texts, finished, numerus)


def missing(
    areas: Iterable[str], langs: Iterable[str] = LANGS, folder: Path = I18N_DIR
) -> list[Entry]:
    """The unfinished messages of the areas' catalogues (a catalogue not made yet is skipped)."""
    found = []
    for area in areas:
        for lang in langs:
            ts = ts_path(area, lang, folder)
            if ts.exists():
                found += [e for e in entries(ts) if not e.finished]
    return found


def placeholders(text: str) -> list[str]:
    """The ``{name}``, ``%n`` and ``%1`` placeholders of a message, sorted."""
    return sorted(PLACEHOLDER.findall(text))


def mismatch(source: str, translation: str, numerus: bool = False) -> str:
    """Why a translation's placeholders don't fit the source's ("" if they do)."""
    want, got = placeholders(source), placeholders(translation)
    if numerus:  # a singular form may spell the number out ("uma zona"): %n is optional there
        want = [p for p in want if p != "%n"]
        got = [p for p in got if p != "%n"]
    if want == got:
        return ""
    return f"placeholders {got or 'none'} where the source has {want or 'none'}"


def bad_placeholders(areas: Iterable[str], folder: Path = I18N_DIR) -> list[tuple[Entry, str]]:
    """Finished translations whose placeholders differ from their source's."""
    bad = []
    for area in areas:
        for lang in LANGS:
            ts = ts_path(area, lang, folder)
            if not ts.exists():
                continue
            for e in entries(ts):
                for text in e.translations if e.finished else ():
                    why = mismatch(e.source, text, e.numerus)
                    if why:
                        bad.append((e, why))
                        break
    return bad


# -- fill --------------------------------------------------------------------------------------


def fill(
    area: str, lang: str, table: dict[str, dict[str, str | list[str]]], folder: Path = I18N_DIR
) -> list[str]:
    """Write translations into the area's catalogue; return the problems (unknown or refused).

    Entries not in the catalogue (run ``update`` first, or a typo) and translations whose
    placeholders differ from the source are reported and skipped; the rest are written.
    """
    ts = ts_path(area, lang, folder)
    if not ts.exists():
        raise I18nError(f"{ts.name} doesn't exist: run `update {area}` first")
    tree = ET.parse(ts)
    messages = _messages(tree.getroot())
    problems = []
    for context, rows in table.items():
        if not isinstance(rows, dict):
            problems.append(f"{context}: expected {{source: translation}}")
            continue
        for source, text in rows.items():
            message = messages.get((context, source))
            if message is None:
                problems.append(f"{context}: {source!r} is not in {ts.name}")
                continue
            why = _set_translation(message, text)
            if why:
                problems.append(f"{context}: {source!r}: {why}")
    write_ts(ts, tree)
    return problems


def _messages(root: ET.Element) -> dict[tuple[str, str], ET.Element]:
    found = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            found[(name, message.findtext("source") or "")] = message
    return found


def _set_translation(message: ET.Element, text: str | list[str]) -> str:
    """Put ``text`` into a message; return why it was refused ("" when written)."""
    numerus = message.get("numerus") == "yes"
    forms = [text] if isinstance(text, str) else list(text)
    if not forms or not all(isinstance(f, str) and f.strip() for f in forms):
        return "empty translation"
    if not numerus and len(forms) != 1:
        return "a list of forms for a message without plural"
    source = message.findtext("source") or ""
    for form in forms:
        why = mismatch(source, form, numerus)
        if why:
            return why
    translation = message.find("translation")
    if translation is None:
        translation = ET.SubElement(message, "translation")
    _write_forms(translation, forms, numerus)
    return ""


def _write_forms(translation: ET.Element, forms: list[str], numerus: bool) -> None:
    translation.attrib.pop("type", None)
    for child in list(translation):
        translation.remove(child)
    if not numerus:
        translation.text = forms[0]
        return
    translation.text = None
    count = 2  # pt_BR and es: singular, plural (what lupdate writes for them)
    for i in range(count):
        ET.SubElement(translation, "numerusform").text = forms[min(i, len(forms) - 1)]


# -- build -------------------------------------------------------------------------------------


def build(out: Path | None = None, folder: Path = I18N_DIR, force: bool = False) -> list[Path]:
    """Compile the catalogues to ``.qm`` (into ``out``, default next to the .ts); return those
    compiled. A ``.qm`` newer than its ``.ts`` is kept unless ``force``."""
    built = []
    for ts in all_ts(folder):
        qm = (out or ts.parent) / (ts.stem + ".qm")
        if not force and qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime:
            continue
        qm.parent.mkdir(parents=True, exist_ok=True)
        run_tool("lrelease", [str(ts), "-qm", str(qm), "-silent"])
        built.append(qm)
    return built


def stale(folder: Path = I18N_DIR) -> list[Path]:
    """The catalogues whose ``.qm`` is missing or older than the ``.ts``."""
    found = []
    for ts in all_ts(folder):
        qm = ts.with_suffix(".qm")
        if not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime:
            found.append(ts)
    return found


# -- command line ------------------------------------------------------------------------------


def _skeleton(found: list[Entry]) -> dict[str, dict[str, str | list[str]]]:
    """{context: {source: ""}} ("" or ["", ""] for a plural): a JSON for `fill` to read."""
    out: dict[str, dict[str, str | list[str]]] = {}
    for e in found:
        out.setdefault(e.context, {})[e.source] = ["", ""] if e.numerus else ""
    return out


def _cmd_update(args: argparse.Namespace) -> int:
    for area in areas_named(args.area):
        for ts in update(area):
            n = sum(1 for _ in entries(ts))
            left = sum(1 for e in entries(ts) if not e.finished)
            print(f"{ts.relative_to(ROOT)}: {n} messages, {left} unfinished")
    return 0


def _cmd_fill(args: argparse.Namespace) -> int:
    area = areas_named(args.area)[0]
    try:
        table = json.loads(Path(args.json).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise I18nError(f"can't read {args.json}: {exc}") from exc
    if not isinstance(table, dict):
        raise I18nError(f"{args.json}: expected {{context: {{source: translation}}}}")
    problems = fill(area, args.lang, table)
    for p in problems:
        print(f"skipped: {p}", file=sys.stderr)
    written = sum(len(v) for v in table.values() if isinstance(v, dict)) - len(problems)
    name = ts_path(area, args.lang).name
    print(f"{name}: {written} written, {len(problems)} skipped")
    return 1 if problems else 0


def _cmd_missing(args: argparse.Namespace) -> int:
    langs = [args.lang] if args.lang else list(LANGS)
    found = missing(areas_named(args.area), langs)
    if args.json:
        if args.area == "all" or not args.lang:
            raise I18nError("--json needs one area and --lang: its output is what `fill` reads")
        print(json.dumps(_skeleton(found), ensure_ascii=False, indent=2))
    else:
        for e in found:
            print(f"{e.ts.name}: [{e.context}] {e.source}")
        print(f"{len(found)} unfinished", file=sys.stderr)
    return 0


def _cmd_check(args: argparse.Namespace) -> int:
    bad = bad_placeholders(areas_named(args.area))
    for e, why in bad:
        print(f"{e.ts.name}: [{e.context}] {e.source!r}: {why}")
    return 1 if bad else 0


def _cmd_build(args: argparse.Namespace) -> int:
    built = build(Path(args.out) if args.out else None, force=args.force)
    print(f"{len(built)} .qm files built ({len(all_ts()) - len(built)} up to date)")
    return 0


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="tools/i18n.py", description=__doc__.split("\n")[0])
    sub = p.add_subparsers(dest="command", required=True)
    s = sub.add_parser("update", help="extract messages into the area's .ts files")
    s.add_argument("area", help=f"one of {', '.join(AREAS)}, or all")
    s.set_defaults(run=_cmd_update)
    s = sub.add_parser("fill", help="write translations from a JSON {context: {source: text}}")
    s.add_argument("area")
    s.add_argument("lang", choices=LANGS)
    s.add_argument("json")
    s.set_defaults(run=_cmd_fill)
    s = sub.add_parser("missing", help="list unfinished entries")
    s.add_argument("area", nargs="?", default="all")
    s.add_argument("--lang", choices=LANGS)
    s.add_argument("--json", action="store_true", help="a skeleton to fill, by file and context")
    s.set_defaults(run=_cmd_missing)
    s = sub.add_parser("check", help="translations whose placeholders differ from the source")
    s.add_argument("area", nargs="?", default="all")
    s.set_defaults(run=_cmd_check)
    s = sub.add_parser("build", help="compile every .ts to .qm")
    s.add_argument("--out", help="folder for the .qm files (default: next to the .ts)")
    s.add_argument("--force", action="store_true", help="compile even those up to date")
    s.set_defaults(run=_cmd_build)
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        return args.run(args)
    except I18nError as exc:
        print(f"i18n: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
