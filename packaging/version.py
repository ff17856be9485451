"""Print Zonekeeper's version, read from its one place: ``core/__init__.py`` ``__version__``.

Used by the build scripts (build_deb.sh, the workflow) without importing the project.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

INIT = Path(__file__).resolve().parent.parent / "core" / "__init__.py"


def version(init: Path = INIT) -> str:
    """The ``__version__ = "…"`` string of core/__init__.py."""
    match = re.search(r'^__version__\s*=\s*"([^"]+)"', init.read_text(encoding="utf-8"), re.M)
    if not match:
        raise SystemExit(f"no __version__ in {init}")
    return match.group(1)


if __name__ == "__main__":
    print(version())
    sys.exit(0)
