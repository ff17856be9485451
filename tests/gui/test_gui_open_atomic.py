"""Opening is all or nothing (issue 9): a file that fails to load, or loads but can't be shown,
leaves the window's encounter, path, title and undo history as they were, and says why.

The three files below once opened "half way": the window showed the new fight while its path still
pointed at the old file, so Ctrl+S wrote the wrong fight over it. The loader may refuse some of
them at load now; either way the window must stay on the fight it had.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from qt_helpers import at

from core.encounter import Encounter
from core.resources import resources_dir

SAMPLES = resources_dir() / "samples"


def _sample(ruleset: str) -> dict[str, Any]:
    return json.loads((SAMPLES / f"sample_{ruleset}.zkenc").read_text(encoding="utf-8"))


def _ww2_combatant_state_is_a_number(d: dict[str, Any]) -> None:
    name = next(iter(d["ruleset_state"]["combatants"]))
    d["ruleset_state"]["combatants"][name] = 3


def _engaged_with_oneself(d: dict[str, Any]) -> None:
    name = d["combatants"][0]["name"]
    d["engaged"] = [[name, name]]


def _yze_weapons_is_a_number(d: dict[str, Any]) -> None:
    d["combatants"][0]["stats"]["weapons"] = 3


BROKEN: dict[str, tuple[str, Callable[[dict[str, Any]], None]]] = {
    "ww2 combatant state a number": ("ww2", _ww2_combatant_state_is_a_number),
    "engaged with oneself": ("yze", _engaged_with_oneself),
    "yze weapons a number": ("yze", _yze_weapons_is_a_number),
}


@pytest.fixture
def saved_fight(make_window: Any, tmp_path: Path) -> Any:
    """A window on a saved WWII fight with one unsaved change (one undo step)."""
    enc = Encounter.load(SAMPLES / "sample_ww2.zkenc")
    path = tmp_path / "mine.zkenc"
    enc.save(path)
    window = make_window(Encounter.load(path), path)
    window.action_next_round.trigger()
    assert window.undo_stack.count() == 1 and window.isWindowModified()
    return window


def _snapshot(window: Any) -> tuple[Any, ...]:
    return (
        window.enc,
        window.path,
        window.windowTitle(),
        window.undo_stack.count(),
        window.undo_stack.index(),
        window.isWindowModified(),
        json.dumps(window.enc.to_dict(), sort_keys=True),
    )


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_a_file_that_cannot_be_shown_leaves_the_window_as_it_was(
    case: str, saved_fight: Any, modals: Any, tmp_path: Path
) -> None:
    window = saved_fight
    ruleset, breaks = BROKEN[case]
    data = _sample(ruleset)
    breaks(data)
    bad = tmp_path / "broken.zkenc"
    bad.write_text(json.dumps(data), encoding="utf-8")
    before = _snapshot(window)

    assert not window.open_file(bad)

    assert _snapshot(window) == before
    assert window.scene.enc is window.enc
    assert window.properties_dock.enc is window.enc
    assert all(dock.enc is window.enc for dock in window.combat_docks.docks)
    (text,) = modals.texts("critical")
    assert "broken.zkenc" in text
    assert str(bad) not in window.recent_files()
    # Ctrl+S writes the fight on screen (round 2 of the WWII sample) over its own file
    window.action_save.trigger()
    written = json.loads(window.path.read_text(encoding="utf-8"))
    assert written["ruleset"] == "ww2" and written["round"]["number"] == 2
    # and the undo history still works on it
    window.undo_stack.undo()
    assert window.enc.round.number == 1


def test_a_view_that_fails_to_build_rolls_the_window_back(
    saved_fight: Any, modals: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Independent of the loader: any view raising for the new encounter undoes the switch."""
    window = saved_fight
    before = _snapshot(window)
    real = type(window.combat_docks).set_encounter

    def fussy(self: Any, enc: Encounter) -> None:
        real(self, enc)
        if enc.ruleset.name == "d20":
            raise KeyError("hp")

    monkeypatch.setattr(type(window.combat_docks), "set_encounter", fussy)
    assert not window.open_file(SAMPLES / "sample_d20.zkenc")
    assert _snapshot(window) == before
    assert all(dock.enc is window.enc for dock in window.combat_docks.docks)
    (text,) = modals.texts("critical")
    assert "sample_d20.zkenc" in text and "KeyError" in text and "still open" in text
    # the views follow the encounter that stayed: a change shows in them
    window.scene.drop_token(window.enc.combatants()[0].name, at(0, 0))
    window.action_next_round.trigger()
    assert window.enc.round.number == 3


def test_an_exception_inside_a_qt_callback_while_building_also_rolls_back(
    saved_fight: Any, modals: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """PySide hands a slot's exception to sys.excepthook, not to the caller: still a failure."""
    from PySide6.QtCore import QObject, Signal

    class Bell(QObject):
        rung = Signal()

    bell = Bell()

    def slot() -> None:
        raise RuntimeError("a slot failed")

    bell.rung.connect(slot)
    window = saved_fight
    before = _snapshot(window)
    real = type(window.properties_dock).set_encounter

    def ringing(self: Any, enc: Encounter) -> None:
        real(self, enc)
        if enc.ruleset.name == "pulp2d6":
            bell.rung.emit()

    monkeypatch.setattr(type(window.properties_dock), "set_encounter", ringing)
    assert not window.open_file(SAMPLES / "sample_pulp2d6.zkenc")
    assert _snapshot(window) == before
    (text,) = modals.texts("critical")
    assert "a slot failed" in text


def test_an_unexpected_loader_error_is_shown_and_changes_nothing(
    saved_fight: Any, modals: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    window = saved_fight
    before = _snapshot(window)

    def deep(path: Any) -> Encounter:
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(Encounter, "load", staticmethod(deep))
    assert not window.open_file(tmp_path / "deep.zkenc")
    assert not window.open_sample(SAMPLES / "sample_yze.zkenc")
    assert _snapshot(window) == before
    texts = modals.texts("critical")
    assert len(texts) == 2 and all("RecursionError" in t for t in texts)
    assert "deep.zkenc" in texts[0] and "sample_yze.zkenc" in texts[1]


def test_a_good_file_still_opens_and_starts_a_fresh_history(saved_fight: Any) -> None:
    window = saved_fight
    target = SAMPLES / "sample_d20.zkenc"
    assert window.open_file(target)
    assert window.enc.ruleset.name == "d20" and window.path == target
    assert window.undo_stack.count() == 0 and not window.isWindowModified()
    assert window.windowTitle().startswith("sample_d20.zkenc")
    assert all(dock.enc is window.enc for dock in window.combat_docks.docks)


def test_a_startup_file_that_cannot_be_shown_starts_on_an_empty_map(
    make_window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = _sample("yze")
    _yze_weapons_is_a_number(data)
    bad = tmp_path / "start.zkenc"
    bad.write_text(json.dumps(data), encoding="utf-8")
    window = make_window()
    assert not window.open_startup_file(bad, show_errors_modal=False)
    assert window.path is None and len(window.enc.map) == 0
    assert "start.zkenc" in capsys.readouterr().err
    assert window.undo_stack.count() == 0
