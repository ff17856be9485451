"""GUI monkey: random clicks, drags, menu actions, dock widgets, undos and redos, offscreen.

After every action the encounter's invariants are checked (everyone stands inside a zone that
exists, engagements share a zone, the map items mirror the core, every view shows the window's
encounter) and no exception may reach ``sys.excepthook``; every few actions the state must save
and load back. At the end every step is undone (the encounter must be the one it started as) and
redone. File dialogs, the file menu and modal dialogs are kept out (modal dialogs answer
Cancel, popup menus are dismissed).

    .venv/bin/python benchmarks/gui_monkey.py [N] [--seed S]   # N actions in all (default 5,000)

The suite runs a short, seeded version (``tests/gui/test_gui_monkey.py``).
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import sys
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
for _folder in (ROOT, ROOT / "tests" / "gui"):  # the app; the GUI tests' mouse helpers
    if str(_folder) not in sys.path:
        sys.path.insert(0, str(_folder))

import qt_helpers  # noqa: E402
from PySide6.QtCore import QPointF  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QInputDialog,
    QMenu,
    QMessageBox,
    QSpinBox,
    QWidget,
)
from qt_helpers import drag  # noqa: E402

RULESETS = ("yze", "brp", "ww2", "d20", "pulp2d6")

SKIPPED_ACTIONS = {
    # files, dialogs that pick files, and quitting stay out of the monkey's reach
    "actionNew",
    "actionOpen",
    "actionSave",
    "actionSaveAs",
    "actionQuit",
    "actionClearRecent",
    "actionSetBackground",
    "actionSaveCharacter",
    "actionSavePCs",
    "actionSaveNPCs",
    "actionTokenSaveCharacter",
    "actionAddFromCharacterFile",
}
SKIPPED_PREFIXES = ("actionRecent", "actionOpenSample", "menu")


@dataclass
class Findings:
    """What a run found: exceptions (hook or raised) and broken invariants, with the step."""

    actions: int = 0
    exceptions: list[str] = field(default_factory=list)
    invariants: list[str] = field(default_factory=list)
    kinds: dict[str, int] = field(default_factory=dict)

    @property
    def clean(self) -> bool:
        return not self.exceptions and not self.invariants


@contextlib.contextmanager
def tame_dialogs() -> Iterator[list[str]]:
    """Modal dialogs answer Cancel at once, file dialogs pick nothing (what was asked is listed)."""
    asked: list[str] = []
    saved: list[tuple[Any, str, Any]] = []

    def patch(owner: Any, name: str, value: Any) -> None:
        saved.append((owner, name, owner.__dict__.get(name, getattr(owner, name))))
        setattr(owner, name, value)

    def cancel(self: QDialog) -> int:
        asked.append(type(self).__name__)
        return int(QDialog.DialogCode.Rejected)

    def no_file(*args: Any, **kwargs: Any) -> tuple[str, str]:
        asked.append("file dialog")
        return "", ""

    def no_menu(*args: Any, **kwargs: Any) -> None:
        asked.append("menu")  # a popup menu (the map's Menu key, a token's, a card's): dismissed

    patch(QDialog, "exec", cancel)
    patch(QMessageBox, "exec", cancel)
    # a popup menu runs its own event loop; QMenu.exec patched on the class isn't seen by
    # PySide6's method lookup, so the app's three places that show one are patched
    from gui.character import CharacterLibrary
    from gui.docks.initiative import InitiativeDock
    from gui.map.context_menu import MapMenus

    def no_map_menu(self: Any, menu: QMenu, *args: Any) -> None:
        no_menu()
        menu.setParent(None)  # gone, as MapMenus.popup's menu is once closed: no stale menu's
        menu.deleteLater()  # action (a zone's Rename… after the zone is gone) is left to find

    patch(MapMenus, "popup", no_map_menu)
    patch(CharacterLibrary, "show_token_menu", no_menu)
    patch(InitiativeDock, "_card_menu", no_menu)
    for name in ("getOpenFileName", "getSaveFileName", "getExistingDirectory"):
        patch(QFileDialog, name, staticmethod(no_file))
    for name in ("getInt", "getDouble", "getText", "getItem"):
        patch(QInputDialog, name, staticmethod(lambda *a, **k: (None, False)))
    for name in ("question", "warning", "critical", "information"):
        patch(QMessageBox, name, staticmethod(lambda *a, **k: QMessageBox.StandardButton.No))
    from gui import dialogs

    for name in dir(dialogs):
        if name.startswith("ask_"):
            patch(dialogs, name, lambda *a, **k: None)
    patch(dialogs, "inform", lambda *a, **k: None)
    try:
        yield asked
    finally:
        for owner, name, value in reversed(saved):
            setattr(owner, name, value)


def click(view: Any, point: QPointF, double: bool = False) -> None:
    """A click at scene point ``point`` (a double click with ``double``): real mouse events,
    sent as the GUI tests send them (tests/gui/qt_helpers.py)."""
    (qt_helpers.double_click if double else qt_helpers.click)(view, point)


# -- invariants -------------------------------------------------------------------------------
def core_problems(enc: Any) -> list[str]:
    """The encounter's own invariants (as tests/core/test_invariants.py checks them)."""
    out: list[str] = []
    for c in enc.combatants():
        if c.zone not in enc.map:
            out.append(f"{c.name} stands in a deleted zone {c.zone!r}")
        elif not enc.map.zone(c.zone).contains(c.position, tolerance=1e-3):
            out.append(f"{c.name} is outside {c.zone!r} at {c.position}")
    for a, b in enc.engaged_pairs():
        if a not in enc or b not in enc:
            out.append(f"engaged with someone gone: {a}, {b}")
        elif enc.combatant(a).zone != enc.combatant(b).zone:
            out.append(f"{a} and {b} engaged across zones")
    out += [f"round.spent names {n!r}, who is gone" for n in enc.round.spent if n not in enc]
    return out or _sight_problems(enc)


def _sight_problems(enc: Any) -> list[str]:
    """What the players' view keeps of the PCs' sight is what a fresh search says."""
    from core import players

    pcs = [c.name for c in enc.combatants() if c.side == "pc"]
    fresh = frozenset().union(*players.zones_seen(enc, pcs).values())
    kept = players.players_view(enc).seen_by_pcs()
    return [] if kept == fresh else [f"PCs' kept sight {sorted(kept)} != fresh {sorted(fresh)}"]


def window_problems(window: Any) -> list[str]:
    """The window mirrors its encounter: one item per zone, border and combatant; every view
    bound to the window's encounter."""
    enc, scene = window.enc, window.scene
    out: list[str] = []
    if set(scene.zone_items) != set(enc.map.zone_ids()):
        out.append(f"zone items {sorted(scene.zone_items)} != zones {sorted(enc.map.zone_ids())}")
    borders = {b.key for b in enc.map.borders()}
    if set(scene.border_items) - borders:
        out.append(f"border items for borders gone: {sorted(set(scene.border_items) - borders)}")
    names = {c.name for c in enc.combatants()}
    if set(scene.token_items) != names:
        out.append(f"tokens {sorted(scene.token_items)} != combatants {sorted(names)}")
    views = [scene, window.properties_dock, *window.combat_docks.docks]
    out += [f"{type(v).__name__} shows another encounter" for v in views if v.enc is not enc]
    return out


def file_problems(enc: Any) -> list[str]:
    """The state saves and loads back as itself."""
    from core.io import encounter_from_dict

    data = enc.to_dict()
    try:
        again = encounter_from_dict(json.loads(json.dumps(data))).to_dict()
    except Exception as exc:
        return [f"the state does not load back: {type(exc).__name__}: {exc}"]
    return [] if again == data else ["the state loads back different"]


# -- the monkey -------------------------------------------------------------------------------
class Monkey:
    """Random GM actions on one window (seeded)."""

    def __init__(self, window: Any, rnd: random.Random) -> None:
        self.w = window
        self.rnd = rnd
        self.actions = [
            a
            for a in window.findChildren(type(window.action_undo))
            if a.objectName()
            and a.objectName() not in SKIPPED_ACTIONS
            and not a.objectName().startswith(SKIPPED_PREFIXES)
        ]
        self.moves: list[tuple[int, str, Callable[[], str]]] = [
            (5, "drag token", self.drag_token),
            (4, "click", self.click_map),
            (1, "double-click", lambda: self.click_map(double=True)),
            (2, "drag map", self.drag_map),
            (4, "menu action", self.menu_action),
            (5, "dock widget", self.dock_widget),
            (3, "undo", self.undo),
            (2, "redo", self.redo),
        ]

    def step(self) -> str:
        weights = [w for w, _, _ in self.moves]
        _, kind, fn = self.rnd.choices(self.moves, weights)[0]
        return f"{kind}: {fn()}"

    # points -----------------------------------------------------------------------------------
    def point(self) -> QPointF:
        """Somewhere on the map: mostly inside a zone, sometimes anywhere around it."""
        from gui.map.units import SCALE

        enc, rnd = self.w.enc, self.rnd
        zones = list(enc.map.zones())
        if zones and rnd.random() < 0.8:
            xs, ys = zip(*rnd.choice(zones).polygon, strict=False)
            x, y = rnd.uniform(min(xs), max(xs)), rnd.uniform(min(ys), max(ys))
        else:
            x, y = rnd.uniform(-5, 45), rnd.uniform(-5, 35)
        return QPointF(x * SCALE, y * SCALE)

    # moves ------------------------------------------------------------------------------------
    def drag_token(self) -> str:
        tokens = list(self.w.scene.token_items.items())
        if not tokens:
            return self.click_map()
        name, item = self.rnd.choice(tokens)
        end = self.point()
        drag(self.w.view, item.scenePos(), end)
        return f"{name} to ({end.x():.0f}, {end.y():.0f})"

    def click_map(self, double: bool = False) -> str:
        p = self.point()
        click(self.w.view, p, double=double)
        return f"({p.x():.0f}, {p.y():.0f}) tool {self.w.scene.tool}"

    def drag_map(self) -> str:
        start, end = self.point(), self.point()
        drag(self.w.view, start, end)
        return f"({start.x():.0f}, {start.y():.0f}) to ({end.x():.0f}, {end.y():.0f})"

    def menu_action(self) -> str:
        enabled = [a for a in self.actions if a.isEnabled()]
        act = self.rnd.choice(enabled)
        act.trigger()
        return act.objectName()

    def dock_widget(self) -> str:
        """A button, a choice or a number in one of the docks (what a GM clicks there)."""
        docks = [self.w.properties_dock, *self.w.combat_docks.docks]
        widgets: list[QWidget] = []
        for dock in docks:
            if dock.isVisible():
                widgets += [
                    x
                    for x in dock.findChildren(QWidget)
                    if isinstance(x, QAbstractButton | QComboBox | QSpinBox)
                    and x.isVisibleTo(dock)
                    and x.isEnabled()
                    and x.objectName()
                    not in ("qt_dockwidget_closebutton", "qt_dockwidget_floatbutton")
                ]
        if not widgets:
            return self.menu_action()
        x = self.rnd.choice(widgets)
        name = x.objectName() or type(x).__name__
        if isinstance(x, QComboBox):
            if x.count():
                x.setCurrentIndex(self.rnd.randrange(x.count()))
                x.activated.emit(x.currentIndex())
            return f"{name} = {x.currentText()!r}"
        if isinstance(x, QAbstractSpinBox) and isinstance(x, QSpinBox):
            x.setValue(self.rnd.randint(x.minimum(), min(x.maximum(), x.minimum() + 20)))
            x.editingFinished.emit()
            return f"{name} = {x.value()}"
        x.click()
        return name

    def undo(self) -> str:
        self.w.undo_stack.undo()
        return self.w.undo_stack.undoText()

    def redo(self) -> str:
        self.w.undo_stack.redo()
        return self.w.undo_stack.redoText()


def run_ruleset(
    window: Any,
    ruleset: str,
    actions: int,
    seed: int,
    *,
    file_every: int = 10,
    paint_every: int = 1,
) -> Findings:
    """``actions`` random actions on the ``ruleset`` sample in ``window``; then undo and redo all.

    Every ``file_every`` actions the state must load back; the window paints after every
    ``paint_every`` actions (painting is most of an action's time offscreen).
    """
    from core.encounter import Encounter
    from core.resources import resources_dir
    from gui.main_window import exceptions_from_qt

    found = Findings()
    enc = Encounter.load(resources_dir() / "samples" / f"sample_{ruleset}.zkenc")
    window.set_encounter(enc, None)
    start = json.dumps(enc.to_dict(), sort_keys=True)
    monkey = Monkey(window, random.Random(f"{ruleset}:{seed}"))
    with exceptions_from_qt() as caught:
        for i in range(actions):
            try:
                what = monkey.step()
            except Exception as exc:
                what = "raised"
                caught.append(exc)
            window.setUpdatesEnabled(i % paint_every == paint_every - 1)
            QApplication.processEvents()  # the docks' coalesced redraws (and painting) run here
            found.actions += 1
            kind = what.split(":")[0]
            found.kinds[kind] = found.kinds.get(kind, 0) + 1
            for exc in caught:
                tb = "".join(traceback.format_exception(exc)[-3:]).strip()
                found.exceptions.append(f"{ruleset} step {i} ({what}): {tb}")
            caught.clear()
            problems = core_problems(window.enc) + window_problems(window)
            if i % file_every == file_every - 1:
                problems += file_problems(window.enc)
            found.invariants += [f"{ruleset} step {i} ({what}): {p}" for p in problems]
            if problems:
                break  # one broken state is enough: what follows builds on it
        window.setUpdatesEnabled(True)
        window.escape()
        found.invariants += _undo_redo_problems(window, ruleset, start)
        QApplication.processEvents()
        for exc in caught:
            tb = "".join(traceback.format_exception(exc)[-3:]).strip()
            found.exceptions.append(f"{ruleset} undo/redo: {tb}")
    return found


def _undo_redo_problems(window: Any, ruleset: str, start: str) -> list[str]:
    stack = window.undo_stack
    end_index = stack.index()
    final = json.dumps(window.enc.to_dict(), sort_keys=True)
    stack.setIndex(0)
    out: list[str] = []
    if json.dumps(window.enc.to_dict(), sort_keys=True) != start:
        out.append(f"{ruleset}: undoing all {end_index} steps does not give the start back")
    out += [f"{ruleset} after undo all: {p}" for p in core_problems(window.enc)]
    stack.setIndex(end_index)
    if json.dumps(window.enc.to_dict(), sort_keys=True) != final:
        out.append(f"{ruleset}: redoing all {end_index} steps does not give the end back")
    return out


def make_window() -> Any:
    from PySide6.QtCore import QCoreApplication, QSettings

    from gui.main_window import MainWindow

    QCoreApplication.setOrganizationName("ZonekeeperMonkey")
    QCoreApplication.setApplicationName("ZonekeeperMonkey")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    window = MainWindow()
    window.resize(1200, 800)
    window.show()
    QApplication.processEvents()
    return window


def main(argv: list[str]) -> int:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("n", nargs="?", type=int, default=5000, help="actions in all")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    import tempfile

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as settings:
        from PySide6.QtCore import QSettings

        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, settings)
        with tame_dialogs():
            window = make_window()
            total = Findings()
            began = time.perf_counter()
            per = max(1, args.n // len(RULESETS))
            for ruleset in RULESETS:
                t0 = time.perf_counter()
                f = run_ruleset(window, ruleset, per, args.seed)
                total.actions += f.actions
                total.exceptions += f.exceptions
                total.invariants += f.invariants
                for k, v in f.kinds.items():
                    total.kinds[k] = total.kinds.get(k, 0) + v
                print(
                    f"{ruleset:8} {f.actions:6} actions  {len(f.exceptions):3} exceptions  "
                    f"{len(f.invariants):3} invariant failures  {time.perf_counter() - t0:6.1f} s",
                    flush=True,
                )
            window.close_without_asking()
    del app
    took = time.perf_counter() - began
    print(
        f"total    {total.actions:6} actions  {len(total.exceptions):3} exceptions  "
        f"{len(total.invariants):3} invariant failures  {took:6.1f} s (seed {args.seed})"
    )
    print("kinds:", ", ".join(f"{k} {v}" for k, v in sorted(total.kinds.items())))
    for line in total.exceptions + total.invariants:
        print("-", line)
    return 0 if total.clean else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
