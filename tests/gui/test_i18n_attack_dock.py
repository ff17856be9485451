"""The attack helper's own sentences in the UI language: the free attacks owed after a failed
retreat, the "Other weapon" question and the message after taking one up (they were English
in every language)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from i18n_helpers import compile_catalogues

from core.dice import Dice
from gui import i18n
from gui.docks import attack as attack_module


@pytest.fixture(scope="module")
def catalogues(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return compile_catalogues("docks", tmp_path_factory.mktemp("i18n_docks"))


@pytest.fixture
def portuguese(catalogues: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setattr(i18n, "catalogue_dir", lambda: catalogues)
    loaded = i18n.install("pt_BR")
    assert any(p.name == "docks_pt_BR.qm" for p in loaded), loaded
    yield
    i18n.uninstall()


def test_other_weapon_question_and_message(window: Any, portuguese: Any, monkeypatch) -> None:
    dock, enc = window.combat_docks.attack, window.enc
    enc.dice = Dice(5)
    stats = dict(enc.combatant("Ana Ferreira").stats, weapons=[{"id": "knife", "name": "Knife"}])
    enc.update_combatant("Ana Ferreira", stats=stats)
    asked: list[str] = []
    said: list[str] = []
    monkeypatch.setattr(attack_module, "ask_weapon", lambda _p, title, _i: asked.append(title))
    dock.message.connect(said.append)
    dock.prepare("Ana Ferreira", "Ghoul")
    assert not dock.take_other_weapon() and asked == ["Outra arma para Ana Ferreira"]
    assert dock.take_other_weapon("pistol")
    assert said[-1].startswith("Ana Ferreira empunha ")


def test_free_attacks_owed(window: Any, portuguese: Any, monkeypatch) -> None:
    dock = window.combat_docks.attack
    dock.prepare("Ana Ferreira", "Ghoul")
    monkeypatch.setattr(dock.owed, "get", lambda name: ["Ghoul"] if name == "Ana Ferreira" else [])
    text = dock._free_attacks_owed()
    assert text == "Ataque gratuito devido (retirada fracassada): Ana Ferreira → Ghoul"


@pytest.fixture
def portuguese_core(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """Portuguese with the docks' and the core's catalogues (range band names are the core's)."""
    compile_catalogues("docks", tmp_path)
    compile_catalogues("core", tmp_path)
    monkeypatch.setattr(i18n, "catalogue_dir", lambda: tmp_path)
    i18n.install("pt_BR")
    yield
    i18n.uninstall()


def test_the_verdict_names_the_range_and_the_kind_in_the_language(
    window: Any, portuguese_core: Any
) -> None:
    """It read "✔ Permitido — alcance Engaged, melee, uma ação lenta." in Portuguese."""
    dock = window.combat_docks.attack
    dock.prepare("Guard", "Bruno Costa")  # engaged, a spear: melee
    text = dock.verdict.text()
    assert text == "✔ Permitido — alcance Engajado, corpo a corpo, uma ação lenta."
