"""No visible untranslated string, and no string of one language in another (issue 12).

For each ruleset's sample and each UI language the main window is opened mid-fight, with the
players' window and the dialogs that open without blocking (About, Add combatant, Character,
Weapons, Ruleset settings), and every visible string is collected with its widget path: widget
texts, window and dock titles, labels, buttons, menus and actions, tooltips and status tips,
combo items, tabs, table/tree/list items and headers, group boxes, placeholders, scene text.

* Portuguese and Spanish: a string that still contains a word once encounter content (names,
  zone names and notes), proper nouns, dice, numbers and file names are taken out, and equals a
  string the English run shows at the same place, is untranslated; so is one with English-only
  words ("the", "click", "with" …). Neither may carry the other language's marks (ç ã õ / ñ ¿ ¡)
  or words, except the seed's own wording in its tooltips ("seed 000, …").
* English: no Portuguese/Spanish accents or common words, except encounter content, the
  languages' own names and seed-wording tooltips.

Areas other helpers are still translating are listed in :data:`PENDING_AREAS`: their offenders
are reported (``-ra`` shows the skip reason with counts and examples) instead of failing, and an
area with none left is reported as ready to drop from the list. Where an offender belongs is the
catalogue area whose message it matches, else where it is shown (dock, map, dialog, window).

One window per ruleset and language, shared by every test here (a module fixture).
"""

from __future__ import annotations

import html
import importlib.util
import json
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QAbstractItemModel, QCoreApplication, QModelIndex, QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QDockWidget,
    QGraphicsView,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QTabBar,
    QTextBrowser,
    QTextEdit,
    QWidget,
)

from core.dice import Dice
from core.encounter import Encounter
from gui import i18n

REPO = Path(__file__).resolve().parents[2]
RULESETS = ("yze", "brp", "ww2", "d20", "pulp2d6")
LANGS = ("en", "pt_BR", "es")

PENDING_AREAS: set[str] = set()
"""Areas still being translated: their offenders are reported, not failed. Shrinks to empty."""

PROPER = {
    "Zonekeeper", "Markdown", "PySide6", "Qt", "Python", "networkx", "shapely", "numpy",
    "pydantic", "OK", "Ctrl", "Shift", "Alt", "Esc", "PNG", "JPEG", "SVG", "GitHub",
    "Year Zero Engine", "Basic Roleplaying", "Batalha de Infantaria", "English", "GNU",
    "MIT", "BSD-3-Clause", "LGPL-3.0", "LGPL", "PSF-2.0", "Apache-2.0", "code.qt.io",
    "Português (Brasil)", "Español", "d20", "d100", "2d6", "1d6", "YZE", "BRP", "WWII",
}  # fmt: skip
"""Proper nouns and symbols that read the same in every language."""

SAME_WORDS = {"Normal", "Total", "Extra", "Local", "Final", "Original", "Mental", "Zonekeeper"}
"""Words spelt the same in English, Portuguese and Spanish: alone they are not untranslated."""

ENGLISH_ONLY = {
    "the", "and", "with", "from", "this", "that", "which", "can", "can't", "cannot", "your",
    "you", "click", "select", "none", "of", "is", "are", "be", "its", "it's", "or", "not", "has",
    "have", "for", "by", "will", "there", "their", "when", "then", "here", "to", "an", "at",
    "on", "in", "no.", "yet", "first", "again", "left", "turn", "round", "attack", "damage",
}  # fmt: skip
PORTUGUESE_ONLY = {"não", "você", "ação", "ações", "uma", "com", "em", "nenhum", "também"}
SPANISH_ONLY = {"el", "los", "las", "del", "una", "con", "acción", "ninguno", "y", "también"}
PT_MARKS = set("ãõç")
ES_MARKS = set("ñ¿¡")
ROMANCE_MARKS = PT_MARKS | ES_MARKS | set("áéíóúêâôà")
SEED_NOTE = re.compile(r"\b(?:seed|semente|semilla)\b|\b00\d_[0-9a-f]{16}\.txt\b", re.I)
"""A tooltip naming the seed: it shows the seed's own wording on purpose."""
DICE = re.compile(r"\b\d*[dD]\d+\b([+-]\d+)?")
IDENTIFIERS = re.compile(r"\b\w+_\w+\b")
"""File stems and ids (sample_yze, brp_standard): not words of the UI."""
FILES = re.compile(r"(?:[\w./~\\-]*[/\\])?[\w.-]+\.(?:zkenc|zkchar|png|jpe?g|md|json|log)\b|/\S+")
WORD = re.compile(r"[^\W\d_][^\W\d_'’.]*[^\W\d_]|[^\W\d_]", re.UNICODE)


# -- collecting -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Shown:
    """One string the GM can see: where (widget path and what kind of text) and what."""

    path: str
    kind: str
    text: str
    area: str
    """Where it is shown: app (menus, toolbar, status), docks, map, dialogs."""


def clean(text: str) -> str:
    """Plain text as shown: rich text stripped, mnemonics taken out, spaces collapsed."""
    if "<" in text and ">" in text:
        text = re.sub(r"<(br|p|li|tr)\b[^>]*>", "\n", text, flags=re.IGNORECASE)
        text = re.sub(r"<[^>]+>", "", text)
        text = html.unescape(text)
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return " ".join(text.split())


def _name(obj: Any) -> str:
    return obj.objectName() or type(obj).__name__


def widget_path(widget: QWidget) -> str:
    """The object names from the window down, numbers as # (card and row ids vary)."""
    parts = []
    w: Any = widget
    while w is not None:
        parts.append(_name(w))
        w = w.parentWidget() if isinstance(w, QWidget) else None
    return re.sub(r"\d+", "#", "/".join(reversed(parts)))


def shown_area(widget: QWidget, default: str) -> str:
    w: Any = widget
    while w is not None:
        if isinstance(w, QDockWidget):
            return "dialogs" if w.objectName().startswith("players") else "docks"
        if isinstance(w, QGraphicsView):
            return "map"
        w = w.parentWidget()
    return default


def _columns(model: QAbstractItemModel, parent: QModelIndex) -> int:
    try:
        return model.columnCount(parent)
    except TypeError:  # a list model keeps it private: one column
        return 1


def _model_texts(
    model: QAbstractItemModel, parent: QModelIndex, limit: int
) -> Iterator[tuple[str, str]]:
    rows = min(model.rowCount(parent), limit)
    roles = (("item", Qt.ItemDataRole.DisplayRole), ("item tooltip", Qt.ItemDataRole.ToolTipRole))
    for row in range(rows):
        for col in range(_columns(model, parent)):
            index = model.index(row, col, parent)
            for kind, role in roles:
                value = model.data(index, role)
                if isinstance(value, str):
                    yield kind, value
            if col == 0 and model.rowCount(index) > 0:
                yield from _model_texts(model, index, limit)


def widget_texts(w: QWidget) -> Iterator[tuple[str, str]]:
    """(kind, text) of one widget."""
    if w.isWindow() or isinstance(w, QDockWidget):
        yield "title", w.windowTitle()
    yield "tooltip", w.toolTip()
    yield "statustip", w.statusTip()
    if isinstance(w, QLabel):
        yield "label", w.text()
    elif isinstance(w, QAbstractButton):
        yield "button", w.text()
    elif isinstance(w, QGroupBox):
        yield "group", w.title()
    elif isinstance(w, QLineEdit):
        yield "placeholder", w.placeholderText()
    elif isinstance(w, QComboBox):
        for i in range(w.count()):
            yield "combo item", w.itemText(i)
            tip = w.itemData(i, Qt.ItemDataRole.ToolTipRole)
            if isinstance(tip, str):
                yield "combo tooltip", tip
    elif isinstance(w, QTabBar):
        for i in range(w.count()):
            yield "tab", w.tabText(i)
            yield "tab tooltip", w.tabToolTip(i)
    elif isinstance(w, QAbstractSpinBox):
        yield "special value", w.specialValueText()
        for attr in ("prefix", "suffix"):
            if hasattr(w, attr):
                yield attr, getattr(w, attr)()
    elif isinstance(w, QTextBrowser):
        yield "document", w.toPlainText()
    elif isinstance(w, (QPlainTextEdit, QTextEdit)):
        yield "placeholder", w.placeholderText()
        if w.isReadOnly():
            yield "document", w.toPlainText()
    elif isinstance(w, QMenu):
        yield "menu", w.title()
    if isinstance(w, QAbstractItemView) and not isinstance(w, QHeaderView) and w.model():
        model = w.model()
        yield from _model_texts(model, QModelIndex(), 60)
        for col in range(_columns(model, QModelIndex())):
            value = model.headerData(col, Qt.Orientation.Horizontal)
            if isinstance(value, str):
                yield "header", value


def scene_texts(view: QGraphicsView) -> Iterator[tuple[str, str]]:
    scene = view.scene()
    if scene is None:
        return
    for item in scene.items():
        for attr in ("text", "toPlainText"):
            fn = getattr(item, attr, None)
            if callable(fn):
                try:
                    value = fn()
                except TypeError:
                    continue
                if isinstance(value, str):
                    yield "scene text", value
        lines = getattr(item, "lines", None)
        if isinstance(lines, (list, tuple)):
            for line in lines:
                if isinstance(line, str):
                    yield "scene text", line
        yield "scene tooltip", item.toolTip()


def collect(root: QWidget, default_area: str) -> list[Shown]:
    """Every string under ``root`` (a window or dialog), with its widget path."""
    found: list[Shown] = []

    def add(path: str, kind: str, text: str, area: str) -> None:
        for line in str(text).split("\n"):
            plain = clean(line)
            if plain:
                found.append(Shown(path, kind, plain, area))

    for w in [root, *root.findChildren(QWidget)]:
        if w.window() is not root:
            continue  # a dialog or the players' window: collected on its own
        path, area = widget_path(w), shown_area(w, default_area)
        for kind, text in widget_texts(w):
            add(path, kind, text, area)
        if isinstance(w, QGraphicsView):
            for kind, text in scene_texts(w):
                add(path, kind, text, "map" if default_area == "app" else default_area)
    toggles = {id(d.toggleViewAction()): d for d in root.findChildren(QDockWidget)}
    for action in root.findChildren(QAction):
        path = f"{widget_path(root)}/{_name(action)}"
        dock = toggles.get(id(action))
        area = shown_area(dock, default_area) if dock is not None else default_area
        for kind, text in (
            ("action", action.text()),
            ("action tooltip", action.toolTip()),
            ("action statustip", action.statusTip()),
            ("action icon text", action.iconText()),
        ):
            add(path, kind, text, area)
    return found


# -- the windows --------------------------------------------------------------------------------


@dataclass
class Run:
    """What one ruleset's sample shows in one language."""

    ruleset: str
    lang: str
    shown: list[Shown]
    content: frozenset[str]
    offenders: list[Offender] | None = None


def _sample(ruleset: str) -> Path:
    return REPO / "resources" / "samples" / f"sample_{ruleset}.zkenc"


def content_of(path: Path) -> frozenset[str]:
    """The encounter's own words: every string of its file (names, zones, notes, the GM's own
    weapons …), as the GM wrote them."""
    found: set[str] = set()

    def walk(value: Any) -> None:
        if isinstance(value, str):
            if re.search(r"[^\W\d_]{2}", value) and not value.startswith("data:"):
                found.add(value)
        elif isinstance(value, dict):
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    walk(json.loads(path.read_text(encoding="utf-8")))
    return frozenset(found)


@cache
def all_content() -> frozenset[str]:
    """Every sample's own words: the window opens them in turn, and a panel of an earlier one
    may linger hidden (a GM tools panel of the WWII sample …)."""
    return frozenset().union(*(content_of(_sample(rs)) for rs in RULESETS))


def _settle() -> None:
    """Pending refreshes run, and the widgets a dock dropped (``deleteLater``) gone: outside an
    event loop they would linger hidden, and an earlier sample's attack options be read here."""
    from PySide6.QtCore import QEvent

    from gui.docks.combat_base import settle

    settle()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def mid_fight(window: Any) -> None:
    """Deal/roll the order and start the fight (the docks then show a turn), as screenshots do."""
    docks = window.combat_docks
    _settle()
    for button in ("draw_button", "start_button"):
        b = getattr(docks.initiative, button, None)
        if b is not None and b.isEnabled():
            b.click()
            _settle()


def open_dialogs(window: Any, enc: Encounter) -> list[QWidget]:
    """The dialogs that open without blocking, open (shown, not exec'd)."""
    from gui.character import CharacterDialog
    from gui.dialogs import AddCombatantDialog
    from gui.help import AboutDialog
    from gui.ruleset_settings import RulesetSettingsDialog
    from gui.weapon_editor import WeaponEditor, weapon_book

    pcs = [c.name for c in enc.combatants() if c.side == "pc"] or [enc.combatants()[0].name]
    made: list[QWidget] = [
        AboutDialog(window),
        AddCombatantDialog(window, enc, None),
        CharacterDialog(window, enc, pcs[0]),
        RulesetSettingsDialog(window, enc),
    ]
    if weapon_book(enc) is not None:
        made.append(WeaponEditor(window, enc))
    return made


def run_language(lang: str) -> list[Run]:
    """Every ruleset's sample in one language: one main window (and one players' window) that
    opens each sample in turn, as File ▸ Open does; the dialogs opened for each."""
    from gui.main_window import MainWindow

    i18n.install(lang)
    window = None
    try:
        runs = []
        for ruleset in RULESETS:
            enc = Encounter.load(_sample(ruleset))
            enc.dice = Dice(12)  # the same fight in every language
            if window is None:
                window = MainWindow(enc, _sample(ruleset))
                window.resize(1280, 860)  # not shown: the texts are there all the same
            else:
                window.set_encounter(enc, _sample(ruleset))
            runs.append(run_one(window, ruleset, lang, enc))
        return runs
    finally:
        if window is not None:
            window.players_controls.close_screen()
            window.close_without_asking()
            window.deleteLater()
        QCoreApplication.processEvents()
        i18n.uninstall()


def run_one(window: Any, ruleset: str, lang: str, enc: Encounter) -> Run:
    mid_fight(window)
    players = window.players_controls.open_screen()
    dialogs = open_dialogs(window, enc)
    _settle()
    shown = collect(window, "app")
    if players is not None:
        shown += collect(players, "dialogs")
    for d in dialogs:
        shown += collect(d, "dialogs")
        d.close()
        d.deleteLater()
    return Run(ruleset, lang, shown, all_content())


def _tool() -> Any:
    spec = importlib.util.spec_from_file_location("zk_i18n_tool_v", REPO / "tools" / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["zk_i18n_tool_v"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def runs(qapp: Any, tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, str], Run]:
    """Every ruleset in every language, once (the repository's catalogues, built if stale)."""
    _tool().build()
    folder = tmp_path_factory.mktemp("visible_settings")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    QSettings().clear()
    with pytest.MonkeyPatch.context() as mp:  # nothing may ask a modal question here
        from gui import dialogs

        for name in dir(dialogs):
            if name.startswith("ask_") or name == "inform":
                mp.setattr(dialogs, name, lambda *a, **k: None)
        for name in ("critical", "warning", "information", "question"):
            mp.setattr(QMessageBox, name, lambda *a, **k: QMessageBox.StandardButton.Cancel)
        return {(run.ruleset, lang): run for lang in LANGS for run in run_language(lang)}


# -- judging ------------------------------------------------------------------------------------


@cache
def _fixed(content: frozenset[str]) -> re.Pattern[str]:
    """Encounter content and proper nouns, longest first, as one pattern of whole words (a
    sample's "difficult" leaves no "y" of "difficulty" behind)."""
    texts = sorted({*content, *PROPER} - {""}, key=len, reverse=True)
    return re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, texts)) + r")(?!\w)")


@cache
def without_fixed(
    text: str, content: frozenset[str] = frozenset(), abbreviations: frozenset[str] = frozenset()
) -> str:
    """``text`` with file names, encounter content, proper nouns, the ruleset's abbreviations
    (STR, PV …), dice and ids taken out."""
    text = IDENTIFIERS.sub(" ", FILES.sub(" ", text))
    text = _fixed(content).sub(" ", text)
    if abbreviations:
        text = re.sub(r"\b[A-Z]{2,5}\b", lambda m: " " if m[0] in abbreviations else m[0], text)
    return DICE.sub(" ", text)


def words(text: str) -> list[str]:
    return [w for w in WORD.findall(text) if len(w) >= 3 or w.lower() in ENGLISH_ONLY]


def has_words(
    text: str,
    content: frozenset[str],
    abbreviations: frozenset[str] = frozenset(),
    same: frozenset[str] = frozenset(),
) -> bool:
    left = [
        w
        for w in words(without_fixed(text, content, abbreviations))
        if w not in SAME_WORDS and w not in same
    ]
    return any(len(w) >= 3 for w in left)


@cache
def cognates(lang: str) -> frozenset[str]:
    """One-word messages a catalogue translates into ``lang`` with the very same word ("Idea"
    in Spanish; "Stamina", the BRP seed's own Portuguese word): the translator's choice, not
    English left behind."""
    tool = _tool()
    found = set()
    for ts in tool.all_ts():
        if ts.stem.endswith("_" + lang):
            for e in tool.entries(ts):
                if e.finished and e.translations[:1] == (e.source,) and WORD.fullmatch(e.source):
                    found.add(e.source)
    return frozenset(found)


def _lower_words(text: str) -> set[str]:
    """The text's words as written, and lower-cased where they open a sentence ("The …")."""
    found = re.findall(r"[^\W\d_](?:[^\W\d_]|['’-](?=[^\W\d_]))*", text)  # "substituí-los"
    return {w for w in found} | {w.lower() for w in found if w[:1].isupper() and w[1:].islower()}


def why_untranslated(
    s: Shown,
    english: set[str],
    content: frozenset[str],
    abbreviations: frozenset[str] = frozenset(),
    same: frozenset[str] = frozenset(),
) -> str:
    """Why a Portuguese/Spanish run's string is English ("" if it is not); ``same``: words
    the language spells as English does (:func:`cognates`)."""
    if ("tooltip" in s.kind or "statustip" in s.kind) and SEED_NOTE.search(s.text):
        return ""  # a citation of the seed (file, section): the same in every language
    if not has_words(s.text, content, abbreviations, same):
        return ""
    if s.text in english:
        return "same as English"
    found = _lower_words(without_fixed(s.text, content)) & ENGLISH_ONLY
    if found and len(found) >= 2:
        return f"English words {sorted(found)}"
    return ""


def why_foreign(s: Shown, lang: str, content: frozenset[str]) -> str:
    """Why a string carries another language's words or marks ("" if it doesn't)."""
    if ("tooltip" in s.kind or "statustip" in s.kind) and SEED_NOTE.search(s.text):
        return ""  # the seed's own wording, on purpose
    text = without_fixed(s.text, content)
    marks = {"en": ROMANCE_MARKS, "pt_BR": ES_MARKS, "es": PT_MARKS}[lang]
    bad = {
        "en": PORTUGUESE_ONLY | SPANISH_ONLY,
        "pt_BR": SPANISH_ONLY - {"y"},
        "es": PORTUGUESE_ONLY,
    }
    found = _lower_words(text) & bad[lang]
    if "y" in found and not SPANISH_AND.search(text):
        found.discard("y")  # an axis ("y", "top edge y (metres)"), not Spanish's "and"
    hits = sorted(set(text) & marks) + sorted(found)
    return f"{'/'.join(hits)}" if hits else ""


SPANISH_AND = re.compile(r"[^\W\d_]\s+y\s+[^\W\d_]")
"""Spanish's "y" joins two words ("rápido y fácil"); a lone "y" or one before a number or a
bracket is a coordinate."""


STRING = re.compile(r'"(?:[^"\\\n]|\\.){3,400}"' + r"|'(?:[^'\\\n]|\\.){3,400}'")
"""A one-line string literal in a source file (close enough to say where words come from)."""
PLACEHOLDERS = re.compile(r"\{[^{}]*\}|%n|%\d")
WORDS = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")


def _normal(text: str) -> str:
    """A text's words, one space between: how phrases are compared."""
    return " ".join(WORDS.findall(text))


def _fragments(text: str) -> Iterator[str]:
    """What of a message shows as it is: the whole, and each part between placeholders
    (normalised; three letters or more)."""
    for part in [text, *PLACEHOLDERS.split(text)]:
        words = _normal(part)
        if len(words) >= 3:
            yield words


@cache
def _catalogue() -> dict[str, set[str]]:
    """Each catalogue message's fragments → its areas."""
    tool = _tool()
    found: dict[str, set[str]] = {}
    for ts in tool.all_ts():
        if not ts.stem.endswith("_pt_BR"):  # one language is enough: the same sources
            continue
        area = ts.stem.removesuffix("_pt_BR")
        for e in tool.entries(ts):
            for fragment in _fragments(clean(e.source)):
                found.setdefault(fragment, set()).add(area)
    return found


def _rule_strings(ruleset: str) -> Iterator[str]:
    """Every key and string value of the ruleset's data files (rules/<ruleset>/*.json)."""

    def walk(value: Any) -> Iterator[str]:
        if isinstance(value, str):
            yield value
        elif isinstance(value, dict):
            for k, v in value.items():
                yield str(k)
                yield from walk(v)
        elif isinstance(value, list):
            for v in value:
                yield from walk(v)

    for path in sorted((REPO / "resources" / "rules" / ruleset).glob("*.json")):
        yield from walk(json.loads(path.read_text(encoding="utf-8")))


@cache
def abbreviations(ruleset: str) -> frozenset[str]:
    """Upper-case abbreviations the ruleset's data uses (STR, PV, PD …): not words to judge."""
    found = set()
    for value in _rule_strings(ruleset):
        found.update(re.findall(r"\b[A-Z]{2,5}\b", value))
    return frozenset(found)


@cache
def _literals() -> dict[str, set[str]]:
    """Each area's string literals (fragments, ids as words: "tommy_gun" → "tommy gun",
    "Tommy gun"), from its sources, and the ruleset areas' rule-data strings and keys."""
    tool = _tool()
    found: dict[str, set[str]] = {}

    def add(text: str, area: str) -> None:
        spaced = text.replace("_", " ")
        for variant in {text, spaced, spaced.capitalize()}:
            for fragment in _fragments(clean(variant)):
                found.setdefault(fragment, set()).add(area)

    for area in tool.AREAS:
        for path in tool.area_sources(area):
            for match in STRING.finditer(path.read_text(encoding="utf-8")):
                add(match[0][1:-1], area)
        if area in RULESETS:
            for text in _rule_strings(area):
                add(text, area)
    return found


def _phrases(text: str, longest: int = 8) -> Iterator[str]:
    """The text's runs of up to ``longest`` words, and all of it (normalised)."""
    found = WORDS.findall(text)
    yield " ".join(found)
    for n in range(1, min(longest, len(found)) + 1):
        for i in range(len(found) - n + 1):
            yield " ".join(found[i : i + n])


def area_of(s: Shown, ruleset: str) -> tuple[str, bool]:
    return _area_of(s.text, s.area, ruleset)


@cache
def _area_of(text: str, shown_in: str, ruleset: str) -> tuple[str, bool]:
    """Whose words these are, and whether a catalogue has them.

    The candidates: the catalogue areas with a message (or a part of one between placeholders)
    in the text; the areas whose sources or rule data hold a phrase of it as a literal; the
    area that shows it. A pending one wins (its helper is still at work), else the first.
    """
    catalogue, literals = _catalogue(), _literals()
    phrases = set(_phrases(text))
    areas: set[str] = set()
    for phrase in phrases:
        areas |= catalogue.get(phrase, set())
    known = bool(areas)
    for phrase in phrases:
        areas |= literals.get(phrase, set())
    pending = sorted((areas | {shown_in}) & PENDING_AREAS, key=lambda a: (a != ruleset, a))
    if pending:  # the ruleset being shown first: its words are the likeliest
        return pending[0], known
    return (sorted(areas) or [shown_in])[0], known


@dataclass(frozen=True)
class Offender:
    ruleset: str
    lang: str
    shown: Shown
    why: str
    area: str
    in_catalogue: bool

    def line(self) -> str:
        where = "" if self.in_catalogue else ", no catalogue message"
        return (
            f"[{self.ruleset} {self.lang}] {self.shown.path} ({self.shown.kind}, {self.area}"
            f"{where}): {self.shown.text!r} — {self.why}"
        )


def offenders(runs: dict[tuple[str, str], Run], ruleset: str, lang: str) -> list[Offender]:
    """What one run shows untranslated or in another language (computed once per run)."""
    run = runs[(ruleset, lang)]
    if run.offenders is not None:
        return run.offenders
    english_at: dict[tuple[str, str], set[str]] = {}
    for s in runs[(ruleset, "en")].shown:
        english_at.setdefault((s.path, s.kind), set()).add(s.text)
    found = []
    seen: set[tuple[str, str, str]] = set()
    for s in run.shown:
        key = (s.path, s.kind, s.text)
        if key in seen:
            continue
        seen.add(key)
        why = why_foreign(s, lang, run.content)
        if not why and lang != "en":
            english = english_at.get((s.path, s.kind), set())
            why = why_untranslated(s, english, run.content, abbreviations(ruleset), cognates(lang))
        if why:
            area, known = area_of(s, ruleset)
            found.append(Offender(ruleset, lang, s, why, area, known))
    run.offenders = found
    return found


def _report(found: list[Offender], limit: int = 60) -> str:
    lines = [o.line() for o in found[:limit]]
    if len(found) > limit:
        lines.append(f"… and {len(found) - limit} more")
    return "\n".join(lines)


# -- the tests ----------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["pt_BR", "es"])
@pytest.mark.parametrize("ruleset", RULESETS)
def test_nothing_shown_is_left_in_english_or_in_the_other_language(runs, ruleset, lang):
    found = [o for o in offenders(runs, ruleset, lang) if o.area not in PENDING_AREAS]
    assert not found, "untranslated or foreign strings:\n" + _report(found)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_english_shows_no_portuguese_or_spanish(runs, ruleset):
    found = [o for o in offenders(runs, ruleset, "en") if o.area not in PENDING_AREAS]
    assert not found, "Portuguese/Spanish in the English UI:\n" + _report(found)


def test_every_language_run_shows_the_same_widgets(runs):
    """The comparison pairs strings by widget path: the runs must build the same widgets."""
    for ruleset in RULESETS:
        english = {s.path for s in runs[(ruleset, "en")].shown}
        for lang in ("pt_BR", "es"):
            other = {s.path for s in runs[(ruleset, lang)].shown}
            assert len(english ^ other) <= len(english) // 20, sorted(english ^ other)[:20]


def test_the_languages_really_differ(runs):
    """A run that silently stayed English (no catalogue loaded) would pass the tests above
    only because everything was pending: the main window's own words must change."""
    for ruleset in RULESETS:
        for lang, word in (("pt_BR", "Arquivo"), ("es", "Archivo")):
            texts = {s.text for s in runs[(ruleset, lang)].shown}
            assert word in texts, (ruleset, lang)


def test_the_detector_finds_what_it_should():
    content = frozenset({"Ana Ferreira", "Courtyard"})
    english = {"Next round", "Ana Ferreira can fight."}
    s = Shown("w/label", "label", "Next round", "app")
    assert why_untranslated(s, english, content) == "same as English"
    name = Shown("w/label", "label", "Ana Ferreira", "app")
    assert why_untranslated(name, {"Ana Ferreira"}, content) == ""
    dice = Shown("w/label", "label", "2d6+1 · 7 / 7", "app")
    assert why_untranslated(dice, {"2d6+1 · 7 / 7"}, content) == ""
    mixed = Shown("w/label", "label", "Bruno can fight with the axe.", "docks")
    assert "English words" in why_untranslated(mixed, english, content)
    assert why_foreign(Shown("w", "label", "Ação lenta", "docks"), "en", content)
    assert why_foreign(Shown("w", "label", "Año", "docks"), "pt_BR", content)
    assert why_foreign(Shown("w", "label", "Ação", "docks"), "es", content)
    seed = Shown("w", "tooltip", "Atacante caído — seed 000, MODIFICADORES", "docks")
    assert why_foreign(seed, "en", content) == ""
    assert why_foreign(Shown("w", "label", "Courtyard", "map"), "es", content) == ""
    assert why_foreign(Shown("w", "label", "rápido y fácil", "map"), "en", content) == "á/y"
    assert (
        why_foreign(Shown("w", "tooltip", "Zone top edge y (metres)", "map"), "en", content) == ""
    )
    stamina, shown_in_english = Shown("w", "label", "Stamina (CON×5)", "brp"), {"Stamina (CON×5)"}
    con = frozenset({"CON"})
    assert why_untranslated(stamina, shown_in_english, content, con) == "same as English"
    assert why_untranslated(stamina, shown_in_english, content, con, frozenset({"Stamina"})) == ""


def test_pending_areas_report(runs):
    """The areas still being translated: what they show untranslated (a skip, so -ra lists it);
    an area with nothing left is named for removal from PENDING_AREAS."""
    found = [o for rs in RULESETS for lang in LANGS for o in offenders(runs, rs, lang)]
    by_area: dict[str, list[Offender]] = {a: [] for a in sorted(PENDING_AREAS)}
    for o in found:
        if o.area in by_area:
            by_area[o.area].append(o)
    if not PENDING_AREAS:
        return
    lines = []
    for area, items in by_area.items():
        if not items:
            lines.append(f"{area}: clean — remove it from PENDING_AREAS")
            continue
        texts = sorted({o.shown.text for o in items})
        lines.append(f"{area}: {len(texts)} strings, e.g. {texts[:3]}")
    pytest.skip("pending translation areas: " + "; ".join(lines))
