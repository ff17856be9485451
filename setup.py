"""Build hook: the wheel ships the translation catalogues compiled (``zonekeeper_data/i18n/*.qm``).

Everything else about the package is in pyproject.toml. ``build_py`` compiles each
``resources/i18n/*.ts`` with Qt's ``lrelease`` — PySide6's own when PySide6 is importable in the
build environment, else one on PATH (``pyside6-lrelease``, ``lrelease``). Without either, the
``.qm`` files already built in the source tree (``packaging/dev.sh setup`` builds them) ship as
they are; if there are none, the build says so and the app runs in English.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
CATALOGUES = ROOT / "resources" / "i18n"


def lrelease() -> str | None:
    """Qt's lrelease: PySide6's, else one on PATH; None if there is none."""
    exe = "lrelease.exe" if sys.platform == "win32" else "lrelease"
    try:
        import PySide6

        bundled = Path(PySide6.__file__).resolve().parent / exe
        if bundled.exists():
            return str(bundled)
    except ImportError:
        pass
    for name in ("pyside6-lrelease", "lrelease", "lrelease-qt6"):
        found = shutil.which(name)
        if found:
            return found
    return None


def compile_catalogues(out: Path) -> int:
    """Compile every catalogue into ``out``; return how many (0 when lrelease is missing)."""
    tool = lrelease()
    sources = sorted(CATALOGUES.glob("*.ts"))
    if tool is None:
        if any(not ts.with_suffix(".qm").exists() for ts in sources):
            print(
                "zonekeeper build: no lrelease (install PySide6) and no built .qm files: "
                "the package has no translations, the app runs in English",
                file=sys.stderr,
            )
        return 0
    out.mkdir(parents=True, exist_ok=True)
    for ts in sources:
        qm = out / (ts.stem + ".qm")
        subprocess.run([tool, str(ts), "-qm", str(qm), "-silent"], check=True)
    return len(sources)


class BuildWithCatalogues(build_py):
    """build_py, then the .qm files into the data package's i18n folder."""

    def run(self) -> None:
        super().run()
        compile_catalogues(Path(self.build_lib) / "zonekeeper_data" / "i18n")


setup(cmdclass={"build_py": BuildWithCatalogues})
