"""``pip install .`` gives a working app: the wheel holds every data file and every module, and
the installed copy, started from outside the repository, finds its data and runs.

One wheel per session (built from a copy of the sources, so the working tree gets no build/
or egg-info), installed with ``pip install --no-deps --target``: the test environment's
PySide6, shapely… serve it, nothing is downloaded.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from core import __version__

REPO = Path(__file__).resolve().parents[1]
SOURCES = ("pyproject.toml", "setup.py", "README.md", "core", "gui", "resources", "docs")
GUIDE = ("README.md", "docs")


def _files(root: Path, folder: str) -> set[str]:
    """Files under ``root/folder``, relative to ``root`` (no bytecode)."""
    return {
        p.relative_to(root).as_posix()
        for p in (root / folder).rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"
    }


def _run(args: list[str], cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    full_env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", **env}
    full_env.pop("PYTHONDONTWRITEBYTECODE", None)
    return subprocess.run(args, cwd=cwd, env=full_env, capture_output=True, text=True, timeout=120)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    src = tmp_path_factory.mktemp("src")
    for name in SOURCES:
        here = REPO / name
        if here.is_dir():
            # no .qm: the build compiles the catalogues itself (setup.py), as in a fresh clone
            ignore = shutil.ignore_patterns("__pycache__", "*.qm")
            shutil.copytree(here, src / name, ignore=ignore)
        else:
            shutil.copy2(here, src / name)
    out = tmp_path_factory.mktemp("wheel")
    build = f"from setuptools import build_meta; build_meta.build_wheel({str(out)!r})"
    done = _run([sys.executable, "-c", build], cwd=src)
    assert done.returncode == 0, done.stderr[-3000:]
    (path,) = out.glob("zonekeeper-*.whl")
    return path


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("site")
    pip = [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-index", "--no-compile"]
    done = _run([*pip, "--target", str(target), str(wheel)], cwd=target)
    assert done.returncode == 0, done.stderr[-3000:]
    return target


def test_wheel_holds_every_data_file_and_module(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    data = {f"zonekeeper_data/{f.removeprefix('resources/')}" for f in _files(REPO, "resources")}
    assert len(data) > 170 and data - names == set()
    guide = {"zonekeeper_data/guide/README.md"} | {
        f"zonekeeper_data/guide/{f}" for f in _files(REPO, "docs")
    }
    assert guide - names == set()
    code = _files(REPO, "core") | _files(REPO, "gui")
    assert code - names == set(), "a package missing from pyproject's [tool.setuptools] packages"
    assert f"zonekeeper-{__version__}.dist-info/METADATA" in names


def test_wheel_holds_every_catalogue_compiled(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    sources = sorted((REPO / "resources" / "i18n").glob("*.ts"))
    assert sources, "no translation catalogues in resources/i18n"
    for ts in sources:
        assert f"zonekeeper_data/i18n/{ts.stem}.qm" in names, ts.name


def test_installed_app_finds_its_data_outside_the_repo(installed: Path, tmp_path: Path) -> None:
    probe = (
        "import core, core.resources as r\n"
        "print(core.__file__); print(r.resources_dir()); print(r.guide_dir())\n"
        "print(r.load_table('yze', 'barriers')['source']['section'])"
    )
    done = _run([sys.executable, "-c", probe], cwd=tmp_path, PYTHONPATH=str(installed))
    assert done.returncode == 0, done.stderr[-3000:]
    module, data, guide, section = done.stdout.splitlines()
    assert Path(module).is_relative_to(installed)
    assert Path(data) == installed / "zonekeeper_data"
    assert (Path(guide) / "README.md").is_file() and (Path(guide) / "docs" / "api.md").is_file()
    assert section == "COBERTURA"


def test_installed_app_starts(installed: Path, tmp_path: Path) -> None:
    script = installed / "bin" / "zonekeeper"
    assert script.is_file()
    env = {"PYTHONPATH": str(installed), "ZONEKEEPER_DATA_DIR": str(tmp_path / "data")}
    version = _run([sys.executable, str(script), "--version"], cwd=tmp_path, **env)
    assert version.stdout.strip() == f"Zonekeeper {__version__}", version.stderr
    shot = tmp_path / "shot.png"
    started = _run([sys.executable, str(script), "--screenshot", str(shot)], cwd=tmp_path, **env)
    assert started.returncode == 0, started.stderr[-3000:]
    assert shot.read_bytes().startswith(b"\x89PNG")
