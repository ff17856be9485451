"""A drop refreshes the docks from what it touched, and they show exactly what a full refresh
shows: on a small map built like the stress map (20 combatants, a fight running), after a drop,
its undo and a new turn; the per-combatant status of the untouched is not worked out again, nor
their initiative cards rebuilt; a dock tabbed away catches up when its tab is shown."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QSpinBox

from core.characters import set_sheet_value
from core.encounter import Encounter
from gui.character import SheetForm
from gui.docks import pips
from gui.docks.combat_base import settle, tabbed_away
from gui.map.units import to_scene

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))


@pytest.fixture(scope="module")
def small_stress_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    import make_stress  # type: ignore[import-not-found]

    saved = (make_stress.GRID, make_stress.ZONES, make_stress.COMBATANTS_PER_SIDE)
    make_stress.GRID, make_stress.ZONES, make_stress.COMBATANTS_PER_SIDE = 8, 60, 10
    try:
        enc = make_stress.build()
    finally:
        make_stress.GRID, make_stress.ZONES, make_stress.COMBATANTS_PER_SIDE = saved
    path = tmp_path_factory.mktemp("stress") / "small.zkenc"
    enc.save(path)
    return path


@pytest.fixture
def fight(make_window: Any, small_stress_file: Path) -> Any:
    enc = Encounter.load(small_stress_file)
    enc.combat.draw_initiative()
    enc.combat.start_fight()
    enc.history.clear()
    window = make_window(enc, small_stress_file)
    settle()
    return window


def _combo(combo: QComboBox) -> tuple[Any, ...]:
    items = tuple((combo.itemText(i), combo.itemData(i)) for i in range(combo.count()))
    return items, combo.currentData()


def _table(table: Any) -> list[list[str]]:
    return [
        [table.item(r, c).text() if table.item(r, c) else "" for c in range(table.columnCount())]
        for r in range(table.rowCount())
    ]


def docks_show(window: Any) -> dict[str, Any]:
    """What the combat docks and the token marks show (the data, not the widgets)."""
    docks = window.combat_docks
    ini, act, atk = docks.initiative, docks.initiative.actions, docks.attack
    rows = act.list
    return {
        "status": ini.status.text(),
        "cards": [(c.key, c.entry, c.rows, c.accessibleName(), c.toolTip()) for c in ini.cards],
        "buttons": [b.isEnabled() for b in (ini.draw_button, ini.start_button, ini.end_button)],
        "outside": _combo(ini.outside_combo),
        "actor": _combo(act.actor_combo),
        "targets": _combo(act.target_combo),
        "left": act.left_label.text(),
        "actions": [(rows.item(i).text(), rows.item(i).flags().value) for i in range(rows.count())],
        "attack": [_combo(c) for c in (atk.attacker_combo, atk.target_combo, atk.weapon_combo)],
        "log": docks.log.model.texts(),
        "tools": docks.tools.tool_ids(),
        "tracks": _combo(docks.tracks.combatant_combo),
        "verdict": (atk.verdict.text(), atk.verdict.styleSheet(), atk.dice_label.text()),
        "modifiers": _table(atk.modifiers),
        "notes": atk.notes_label.text(),
        "marks": {n: t.status for n, t in window.scene.token_items.items()},
    }


def full_refresh(window: Any) -> None:
    """Every dock redrawn from scratch: nothing known, every card made anew."""
    docks = window.combat_docks
    docks.initiative.statuses.bind(window.enc)
    for card in docks.initiative.cards:
        card.entry = {}  # no card can be kept
    for dock in docks.docks:
        dock.refresh_now()
    docks.token_status.refresh()


def neighbour_target(enc: Encounter, name: str) -> Any:
    """A point in a zone next to ``name``'s through an open border (no roll), or None."""
    here = enc.combatant(name).zone
    for border in enc.map.borders_of(here):
        if border.kind == "open":
            dest = border.other(here)
            check = enc.check_move(name, dest)
            if check.allowed and not check.roll_details:
                return to_scene(enc.map.zone(dest).anchor())
    return None


def a_mover(window: Any) -> tuple[str, Any]:
    enc = window.enc
    engaged = {n for pair in enc.engaged_pairs() for n in pair}
    for c in enc.combatants():
        target = neighbour_target(enc, c.name) if c.name not in engaged else None
        if target is not None:
            return c.name, target
    pytest.skip("no combatant can step next door without a roll")


def test_a_drop_shows_what_a_full_refresh_shows(fight: Any) -> None:
    name, target = a_mover(fight)
    before = docks_show(fight)
    assert fight.scene.drop_token(name, target)
    settle()
    after_drop = docks_show(fight)
    assert after_drop != before  # the mover's card, marks and the log did change
    full_refresh(fight)
    assert docks_show(fight) == after_drop
    fight.undo_stack.undo()
    settle()
    after_undo = docks_show(fight)
    assert after_undo["cards"] == before["cards"] and after_undo["marks"] == before["marks"]
    full_refresh(fight)
    assert docks_show(fight) == after_undo
    assert fight.combat_docks.next_turn()
    settle()
    after_turn = docks_show(fight)
    full_refresh(fight)
    assert docks_show(fight) == after_turn


def test_a_drop_works_out_only_the_movers_status(fight: Any, monkeypatch: Any) -> None:
    ini = fight.combat_docks.initiative
    name, target = a_mover(fight)
    asked: list[str] = []
    real = pips.life_state

    def counting(enc: Encounter, who: str) -> str:
        asked.append(who)
        return real(enc, who)

    monkeypatch.setattr("gui.docks.initiative.life_state", counting)
    monkeypatch.setattr(pips, "life_state", counting)
    cards = {c.key: c for c in ini.cards}
    rows = {c.key: c.rows for c in ini.cards}
    assert fight.scene.drop_token(name, target)
    settle()
    assert set(asked) == {name}  # the mover's card row and token marks, no one else's
    redrawn = [c for c in ini.cards if c.rows != rows[c.key]]
    assert all(cards.get(c.key) is c for c in ini.cards)  # no card was made anew
    assert [name in c.entry["names"] for c in redrawn] == [True]  # the mover's, in place


def test_a_dock_tabbed_away_catches_up_when_shown(window: Any) -> None:
    docks = window.combat_docks
    tools, attack = docks.tools, docks.attack
    attack.raise_()
    settle()
    if not tabbed_away(tools):
        pytest.skip("the GM tools are not a tab behind the attack helper in this layout")
    count = tools.refresh_count
    window.enc.next_round()
    QCoreApplication.processEvents()
    assert tools.refresh_count == count and tools.stale  # nobody sees it: no redraw yet
    tools.raise_()
    QCoreApplication.processEvents()
    assert tools.refresh_count == count + 1 and not tools.stale


def test_a_drop_leaves_the_movers_sheet_alone(fight: Any, monkeypatch: Any) -> None:
    """The character sheet of the one dropped is not redrawn (a move changes where they stand,
    not their sheet); a change to their sheet still redraws it."""
    name, target = a_mover(fight)
    props = fight.properties_dock
    props.show_combatant(name)
    form = props.sheet_form
    drawn: list[str | None] = []
    real = SheetForm.refresh

    def counting(self: SheetForm) -> None:
        drawn.append(self.name)
        real(self)

    monkeypatch.setattr(SheetForm, "refresh", counting)
    assert fight.scene.drop_token(name, target)
    settle()
    assert drawn == []
    values = form.values()
    field = next(
        f.id
        for f in form.sheet.fields()
        if isinstance(form.editors.get(f.id), QSpinBox) and isinstance(values.get(f.id), int)
    )
    new = values[field] - 1 if values[field] > form.editors[field].minimum() else values[field] + 1
    set_sheet_value(fight.enc, name, field, new)
    settle()
    assert drawn == [name]
    assert form.editors[field].value() == new


def test_the_free_attacks_owed_follow_a_retreat_its_undo_and_the_round(fight: Any) -> None:
    """The attack helper keeps whom each combatant is owed a free attack on until a change may
    touch it: a failed retreat, its undo and the round's end all show at once."""
    enc, attack = fight.enc, fight.combat_docks.attack

    def asked_one_by_one() -> list[str]:
        return [
            f"{c.name} → {t}"
            for c in enc.combatants()
            for t in enc.combat.free_attacks_owed(c.name)
        ]

    def shown() -> list[str]:
        text = attack._free_attacks_owed()
        return text.split(": ", 1)[1].split(", ") if text else []

    pc = next(c.name for c in enc.combatants() if c.side == "pc")
    npcs = [c.name for c in enc.combatants() if c.side == "npc"][:2]
    assert shown() == asked_one_by_one() == []
    enc.combat.grant_free_attacks(pc, npcs)
    assert shown() == asked_one_by_one() == [f"{n} → {pc}" for n in npcs]
    fight.undo_stack.undo()
    assert shown() == asked_one_by_one() == []
    enc.combat.grant_free_attacks(pc, npcs[:1])
    assert shown() == [f"{npcs[0]} → {pc}"]
    enc.combat.skip_to_next_round()  # a free attack lapses at the round's end
    assert shown() == asked_one_by_one() == []


def test_a_drop_keeps_the_order_and_a_change_to_it_works_it_out_again(
    fight: Any, monkeypatch: Any
) -> None:
    """A move, its undo and a log line leave the initiative order as it was (the runner says
    so: ``initiative_touched_by``): the dock keeps it; a rename and a new turn work it out."""
    ini = fight.combat_docks.initiative
    runner = type(fight.enc.combat)
    asked: list[int] = []
    real = runner.initiative_order

    def counting(self: Any) -> Any:
        asked.append(1)
        return real(self)

    monkeypatch.setattr(runner, "initiative_order", counting)
    name, target = a_mover(fight)
    assert fight.scene.drop_token(name, target)
    settle()
    fight.undo_stack.undo()
    settle()
    assert asked == []
    fight.enc.update_combatant(name, name=f"{name} II")
    settle()
    assert len(asked) == 1 and ini.card_of(f"{name} II") is not None
    assert fight.combat_docks.next_turn()
    settle()
    assert len(asked) == 2
    shown = docks_show(fight)
    full_refresh(fight)
    assert docks_show(fight) == shown


def test_the_movers_sheet_values_are_not_worked_out_again_until_a_setting_may_change_them(
    fight: Any, monkeypatch: Any
) -> None:
    """After a move the sheet's values follow from the same stats: not asked of the runner
    again; a change of the ruleset's settings in between makes the next change ask again."""
    name, target = a_mover(fight)
    props = fight.properties_dock
    props.show_combatant(name)
    runner = type(fight.enc.combat)
    asked: list[int] = []
    real = runner.sheet_values

    def counting(self: Any, stats: Any) -> Any:
        asked.append(1)
        return real(self, stats)

    monkeypatch.setattr(runner, "sheet_values", counting)
    assert fight.scene.drop_token(name, target)
    settle()
    assert asked == []
    fight.undo_stack.undo()  # the move undone: the same stats again
    settle()
    assert asked == []
    fight.enc.combat.set_yze_setting("yze.dice_mode", "step")  # a setting: the values may differ
    assert fight.scene.drop_token(name, target)
    settle()
    assert asked  # worked out again (and redrawn if they differ)
    assert props.sheet_form._shown[2] == real(fight.enc.combat, fight.enc.combatant(name).stats)
