"""The consequences' preview shows the damage choosing them will deal — the very strikes
``choose_consequences`` then rolls — and refuses what the choice would refuse."""

from __future__ import annotations

import pytest

from core.encounter import Encounter
from core.rules.base import RuleError


def _armour(enc: Encounter, name: str, value: int) -> None:
    enc.update_combatant(name, stats={**enc.combatant(name).stats, "proteccion": value})


def test_the_player_side_preview_is_what_is_dealt(pulp: Encounter, rig) -> None:
    _armour(pulp, "Gangster 1", 1)
    rig(pulp)(5, 4)  # 9 + VIOLENCIA 2 = 11: one consequence for the target
    out = pulp.combat.attack("Rita", "Gangster 1", "pistol")
    aid = out["attack_id"]
    assert pulp.combat.consequences_preview(aid, ["harm"])["lines"] == [
        "Rita's Pistol hits Gangster 1: 1d6 less Protection 1",
        "Rita's Pistol hits Gangster 1: 1d6 less Protection 1",
    ]
    bare = pulp.combat.consequences_preview(aid, ["ignore_armour"])["lines"]
    assert bare == ["Rita's Pistol hits Gangster 1: 1d6, PROTECCIÓN ignored"]
    rig(pulp)(5, 3)
    pulp.combat.choose_consequences(aid, ["harm"])
    assert pulp.combat.current_pv("Gangster 1") == 10 - (5 - 1) - (3 - 1)
    assert not pulp.combat.gm_panels()  # nothing pending any more


def test_the_gm_side_preview_counts_frenzy_and_armour(pulp: Encounter, rig) -> None:
    rig(pulp)(1, 2)  # 3 + 2 = 5: the GM may pick two against Rita (PROTECCIÓN 1)
    aid = pulp.combat.attack("Rita", "Gangster 1", "pistol")["attack_id"]
    preview = pulp.combat.consequences_preview(aid, ["harm", "frenzy"], harm_weapon="pistol")
    assert preview["allowed"] and preview["lines"] == [
        "Gangster 1's Pistol hits Rita: 1d6 + 2 Frenzy less Protection 1"
    ]
    panel = pulp.combat.gm_panels()[0]
    assert panel.rows[0].label == "Rita vs Gangster 1" and "a1" not in panel.rows[0].detail
    rig(pulp)(4)
    pulp.combat.choose_consequences(aid, ["harm", "frenzy"], harm_weapon="pistol")
    assert pulp.combat.current_pv("Rita") == 10 - (4 + 2 - 1)


def test_a_success_shows_its_hit_in_the_pending_panel(pulp: Encounter, rig) -> None:
    rig(pulp)(4, 4)  # 8 + 2 = 10
    pulp.combat.attack("Rita", "Gangster 1", "pistol")
    detail = pulp.combat.gm_panels()[0].rows[0].detail
    assert detail.endswith(". Rita's Pistol hits Gangster 1: 1d6")


@pytest.mark.parametrize("picks", [["harm", "harm"], ["frenzy"], ["bogus"], ["harm", "stress"]])
def test_a_refused_choice_is_refused_alike(pulp: Encounter, rig, picks: list[str]) -> None:
    rig(pulp)(5, 4)  # 11: one consequence for the target, no tactics
    aid = pulp.combat.attack("Rita", "Gangster 1", "pistol")["attack_id"]
    preview = pulp.combat.consequences_preview(aid, picks)
    with pytest.raises(RuleError) as exc:
        pulp.combat.choose_consequences(aid, picks)
    assert not preview["allowed"] and preview["reason"] == str(exc.value)
