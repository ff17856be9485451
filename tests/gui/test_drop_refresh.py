"""A drop refreshes what it touched: the moved token's marks, not every token's; a combo whose
list didn't change is not refilled."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox
from qt_helpers import at

from gui.docks import pips
from gui.docks.combat_base import fill_combo, settle


def _count_status(monkeypatch) -> list[str]:
    asked: list[str] = []
    real = pips.token_status

    def counting(enc, name):
        asked.append(name)
        return real(enc, name)

    monkeypatch.setattr(pips, "token_status", counting)
    return asked


def test_a_move_recomputes_only_the_movers_marks(window, monkeypatch) -> None:
    settle()
    asked = _count_status(monkeypatch)
    assert window.scene.drop_token("Ana Ferreira", at(19, 14))
    settle()
    assert set(asked) == {"Ana Ferreira"}
    token = window.scene.token_items["Ana Ferreira"]
    assert token.status == pips.token_status(window.enc, "Ana Ferreira")  # spent a fast action


def test_other_changes_still_refresh_every_token(window, monkeypatch) -> None:
    settle()
    asked = _count_status(monkeypatch)
    window.enc.combat.apply_damage("Guard", 20, source="test", can_crit=False)
    settle()
    assert set(asked) == set(window.scene.token_items)
    assert window.scene.token_items["Guard"].status.state in ("broken", "dead")


def test_fill_combo_keeps_an_unchanged_list(qtbot) -> None:
    combo = QComboBox()
    qtbot.addWidget(combo)
    items = [(f"Zone {i}", f"z{i}") for i in range(50)]
    fill_combo(combo, items, "z3")
    removed: list[int] = []
    combo.model().rowsRemoved.connect(lambda *_: removed.append(1))
    fill_combo(combo, list(items), "z7")
    assert not removed and combo.currentData() == "z7"
    fill_combo(combo, items[:10], "z2")  # a changed list is refilled
    assert removed and combo.count() == 10 and combo.currentData() == "z2"
    combo.clear()  # emptied elsewhere: refilled even though the list is the same
    fill_combo(combo, items[:10])
    assert combo.count() == 10
