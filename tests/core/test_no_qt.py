"""The core never touches Qt: no import of a Qt binding anywhere under ``core/``, and every core
module imports and runs with Qt made unimportable."""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
CORE = REPO / "core"
QT_MODULES = ("PySide6", "PySide2", "PyQt5", "PyQt6", "shiboken6", "shiboken2", "qtpy", "pytestqt")
CORE_FILES = sorted(CORE.rglob("*.py"))


def imported_modules(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
        elif (
            isinstance(node, ast.Call)
            and getattr(node.func, "attr", getattr(node.func, "id", "")) == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            names.append(node.args[0].value)
    return names


def test_core_has_modules() -> None:
    assert len(CORE_FILES) >= 10


@pytest.mark.parametrize("path", CORE_FILES, ids=lambda p: str(p.relative_to(REPO)))
def test_no_qt_import_in_core(path: Path) -> None:
    bad = [m for m in imported_modules(path) if m.split(".")[0] in QT_MODULES]
    assert bad == [], f"{path.relative_to(REPO)} imports {bad}"


def test_static_check_catches_qt(tmp_path: Path) -> None:
    f = tmp_path / "x.py"
    f.write_text("import os\nfrom PySide6.QtCore import QObject\nimport shiboken6 as s\n")
    assert [m for m in imported_modules(f) if m.split(".")[0] in QT_MODULES] == [
        "PySide6.QtCore",
        "shiboken6",
    ]


SCRIPT = textwrap.dedent(
    """
    import importlib, pkgutil, sys
    BLOCKED = {blocked!r}
    for name in BLOCKED:
        sys.modules[name] = None  # any import of these now raises ImportError
    import core
    names = ["core"]
    for info in pkgutil.walk_packages(core.__path__, "core."):
        names.append(info.name)
    for name in names:
        importlib.import_module(name)
    from core.encounter import Encounter
    enc = Encounter(ruleset="yze")
    sq = lambda x: [(x, 0), (x + 10, 0), (x + 10, 10), (x, 10)]
    enc.map.add_zone("hall", name="Hall", polygon=sq(0))
    enc.map.add_zone("office", name="Office", polygon=sq(10), features={{"dark"}})
    enc.map.add_border("hall", "office", kind="door", state="closed")
    enc.add_combatant("Ana", zone="hall", position=(5, 5))
    enc.add_combatant("Rat", zone="office", side="npc", position=(15, 5))
    assert enc.range_band("Ana", "Rat") == "medium"
    assert not enc.line_of_sight("Ana", "Rat").clear
    assert enc.check_move("Ana", "office").fast == 2
    enc.move("Ana", "office")
    enc.undo()
    import os, tempfile
    path = os.path.join(tempfile.mkdtemp(), "e.zkenc")
    enc.save(path)
    assert Encounter.load(path).to_dict() == enc.to_dict()
    loaded = sorted(m for m in sys.modules if m.split(".")[0] in BLOCKED and sys.modules[m])
    assert not loaded, loaded
    print("imported", len(names), "core modules")
    """
)


def test_core_runs_with_qt_unimportable() -> None:
    script = SCRIPT.format(blocked=QT_MODULES)
    proc = subprocess.run(
        [sys.executable, "-c", script],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert "imported" in proc.stdout


def test_the_blocker_really_blocks() -> None:
    script = "import sys\nsys.modules['PySide6'] = None\nimport PySide6.QtCore\n"
    proc = subprocess.run(
        [sys.executable, "-c", script], cwd=REPO, capture_output=True, text=True, timeout=60
    )
    assert proc.returncode != 0
    assert "ModuleNotFoundError" in proc.stderr or "ImportError" in proc.stderr


def test_core_tests_do_not_use_qt() -> None:
    here = Path(__file__).resolve()
    for path in sorted(here.parent.glob("*.py")):
        bad = [m for m in imported_modules(path) if m.split(".")[0] in QT_MODULES]
        assert bad == [], f"{path.name} imports {bad}"
        if path != here:  # this file names the fixture below
            assert "qtbot" not in path.read_text(encoding="utf-8"), f"{path.name} uses pytest-qt"
