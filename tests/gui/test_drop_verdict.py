"""A drop decides the move once: the scene checks it, and the move runs that very verdict."""

from __future__ import annotations

from qt_helpers import at

import core.encounter as encounter_module
from gui.docks.combat_base import settle


def test_a_drop_checks_its_move_once(window, monkeypatch) -> None:
    settle()
    asked: list[tuple[str, str]] = []
    real = encounter_module.check_move

    def counting(enc, name, zone_id):
        asked.append((name, zone_id))
        return real(enc, name, zone_id)

    monkeypatch.setattr(encounter_module, "check_move", counting)
    start = window.enc.combatant("Ana Ferreira").zone
    assert window.scene.drop_token("Ana Ferreira", at(19, 14))
    moved = window.enc.combatant("Ana Ferreira")
    assert moved.zone != start
    assert asked == [("Ana Ferreira", moved.zone)]
    window.undo_stack.undo()
    assert window.enc.combatant("Ana Ferreira").zone == start


def test_a_verdict_for_another_move_is_not_used(window) -> None:
    enc = window.enc
    start = enc.combatant("Ana Ferreira").zone
    chk = enc.check_move("Ana Ferreira", start)  # a verdict on staying put
    target = next(z for z in enc.map.neighbours(start) if enc.check_move("Ana Ferreira", z))
    done = enc.move("Ana Ferreira", target, checked=chk)
    assert done.destination == target and enc.combatant("Ana Ferreira").zone == target


def test_a_token_dropped_on_a_token_of_another_zone_moves_there(window, modals) -> None:
    enc = window.enc
    zone = enc.map.zone_at((19, 14))
    assert zone is not None and zone != enc.combatant("Ana Ferreira").zone
    enc.add_combatant("Rat", zone=zone, side="npc", position=(19, 14))
    assert window.scene.drop_token("Ana Ferreira", at(19, 14))
    assert enc.combatant("Ana Ferreira").zone == zone
    assert "engage" not in modals.kinds()  # only a token in one's own zone offers to engage
    assert ("Ana Ferreira", "Rat") not in enc.engaged_pairs()
