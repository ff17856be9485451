"""Next round under WWII: the turns left pass as one undo step, the effects clock driven once."""

from __future__ import annotations

import pytest

from core import effects as fx
from core.encounter import Encounter
from core.rules.base import RuleError
from ww2.helpers import Faces


@pytest.fixture
def fight(ww2_enc: Encounter, faces: Faces) -> Encounter:
    # Ana 6, Bo 17, Carl 5, Kurt 12, Fritz 3: Bo, Kurt, Ana, Carl, Fritz
    for t in ((1, 2, 3), (6, 6, 5), (1, 2, 2), (4, 4, 4), (1, 1, 1)):
        faces(*t)
    ww2_enc.combat.roll_initiative()
    assert ww2_enc.combat.start_fight() == "Bo"
    return ww2_enc


def test_skip_to_next_round_is_one_undo_step(fight: Encounter) -> None:
    fight.combat.next_turn()  # Kurt
    before = fight.to_dict()
    steps = len(fight.history)
    assert fight.combat.skip_to_next_round() == "Bo"  # the first in order
    assert fight.round.number == 2
    assert len(fight.history) == steps + 1
    fight.undo()
    assert fight.to_dict() == before


def test_skip_to_next_round_ticks_the_effects_once(fight: Encounter) -> None:
    rounds = fx.add_effect(fight, "Kurt", "Pinned", unit="rounds", count=2)
    turns = fx.add_effect(fight, "Carl", "Steady", unit="turns", count=2)
    fight.combat.skip_to_next_round()
    assert fx.get_effect(fight, rounds)["remaining"] == 1
    assert fx.get_effect(fight, turns)["remaining"] == 1
    assert fight.combat.current_turn() == "Bo"
    fight.combat.skip_to_next_round()
    assert all(e["id"] not in (rounds, turns) for e in fx.all_effects(fight))


def test_skip_to_next_round_needs_a_fight(ww2_enc: Encounter) -> None:
    with pytest.raises(RuleError, match="hasn't started"):
        ww2_enc.combat.skip_to_next_round()


def test_attention_panel_follows_suppression(fight: Encounter) -> None:
    from core.rules.ww2 import attacks

    with fight.transaction("suppress"):
        attacks.suppress(fight, "Bo", "Kurt")
    (panel,) = fight.combat.gm_panels()
    rows = {r.label: r for r in panel.rows}
    assert rows["Kurt"].highlight and "suppressed by Bo" in rows["Kurt"].value
    assert not rows["Ana"].highlight and rows["Ana"].value.startswith("Alert")
