"""The translation tool (tools/i18n.py) and the repository's catalogues compiled into a
throw-away folder, for the GUI's language tests (.qm files are built, not committed)."""

from __future__ import annotations

import importlib.util
import shutil
import sys
from pathlib import Path
from types import ModuleType

REPO = Path(__file__).resolve().parents[2]


def i18n_tool() -> ModuleType:
    """tools/i18n.py, imported once."""
    name = "zk_i18n_tool"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, REPO / "tools" / "i18n.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def compile_catalogues(area: str, folder: Path) -> Path:
    """The repository's ``<area>_*.ts`` catalogues compiled into ``folder``."""
    for ts in (REPO / "resources" / "i18n").glob(f"{area}_*.ts"):
        shutil.copy(ts, folder / ts.name)
    i18n_tool().build(folder=folder, force=True)
    return folder
