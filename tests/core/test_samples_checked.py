"""The built-in samples as the suite checks them: each passes every check of the loader and
its ruleset, and ``resources/samples/checked.json`` records its bytes — so the app, finding the
very same file at start-up, needn't check it again (``core.resources.checked_sample``)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from core.io import load_encounter
from core.resources import CHECKED_SAMPLES, checked_sample, resources_dir, sample_digest

FOLDER = resources_dir() / "samples"
SAMPLES = sorted(FOLDER.glob("*.zkenc"))


def test_every_sample_is_recorded() -> None:
    recorded = json.loads((FOLDER / CHECKED_SAMPLES).read_text(encoding="utf-8"))["sha256"]
    assert sorted(recorded) == [p.name for p in SAMPLES]


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.stem)
def test_a_recorded_sample_passes_every_check(path: Path) -> None:
    load_encounter(path)  # every check: raises if one fails
    recorded = json.loads((FOLDER / CHECKED_SAMPLES).read_text(encoding="utf-8"))["sha256"]
    assert recorded[path.name] == sample_digest(path), (
        f"{path.name} changed: once it passes its checks, record "
        f'"{path.name}": "{sample_digest(path)}" in resources/samples/{CHECKED_SAMPLES}'
    )
    assert checked_sample(path)


def test_a_changed_copy_or_another_file_is_checked_again(tmp_path: Path) -> None:
    sample = FOLDER / "sample_yze.zkenc"
    copy = tmp_path / sample.name
    shutil.copyfile(sample, copy)
    assert not checked_sample(copy)  # the same bytes elsewhere: not the built-in file
    changed = FOLDER / "sample_yze.zkenc"
    text = changed.read_bytes()
    assert sample_digest(changed) != sample_digest(_write(tmp_path / "x.zkenc", text + b" "))
    crlf = _write(tmp_path / "crlf.zkenc", text.replace(b"\n", b"\r\n"))
    assert sample_digest(crlf) == sample_digest(changed)  # a checkout's line ends don't count


def _write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path
