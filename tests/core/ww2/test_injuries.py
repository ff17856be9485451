"""Lesões, Ferimentos, Sangramento and medicine (injuries.json, bleeding.json, medicine.json)."""

from __future__ import annotations

import pytest

from core.encounter import Encounter
from core.rules.base import RuleError
from core.rules.ww2 import injuries
from core.rules.ww2.checks import penalties
from ww2.helpers import STATS, Faces, rows


def tracks(enc: Encounter, name: str) -> dict:
    return {t.id: t.value for t in enc.combat.track_views(name)}


def test_lesions_up_to_resistencia_then_ferimentos(ww2_enc: Encounter) -> None:
    assert rows("injuries", key="max_lesions")[0]["max"] == "Resistência"
    top = STATS["Ana"]["resistencia"]
    ww2_enc.combat.apply_damage("Ana", top)
    assert tracks(ww2_enc, "Ana")["lesoes"] == top and tracks(ww2_enc, "Ana")["ferimentos"] == 0
    ww2_enc.combat.apply_damage("Ana", 2)
    t = tracks(ww2_enc, "Ana")
    assert t["lesoes"] == top and t["ferimentos"] == 2 and t["state"] == "Out of action"


def test_overflow_resets_setting(ww2_enc: Encounter) -> None:
    ww2_enc.combat.set_rule_setting("ww2.lesion_overflow_resets", True)
    ww2_enc.combat.apply_damage("Ana", STATS["Ana"]["resistencia"] + 1)
    t = tracks(ww2_enc, "Ana")
    assert t["lesoes"] == 0 and t["ferimentos"] == 1


def test_each_lesion_is_minus_one(ww2_enc: Encounter) -> None:
    per = rows("injuries", key="lesion_penalty")[0]["modifier_per_lesion"]
    ww2_enc.combat.apply_damage("Ana", 3)
    for kind in ("skill", "attack"):
        assert sum(m.value for m in penalties(ww2_enc, "Ana", kind)) == 3 * per


def test_the_sixth_ferimento_kills(ww2_enc: Encounter) -> None:
    top = rows("injuries", key="max_ferimentos")[0]["max"]
    ww2_enc.combat.apply_damage("Bo", top, kind="ferimentos")
    assert injuries.life_state(ww2_enc, "Bo") == "out_of_action"
    ww2_enc.combat.apply_damage("Bo", 1, kind="ferimentos")
    assert injuries.life_state(ww2_enc, "Bo") == "dead"
    assert ww2_enc.combat.status_badges("Bo")[0] == "Dead"
    with pytest.raises(RuleError, match="dead"):
        ww2_enc.combat.apply_damage("Bo", 1)


def test_out_of_action_only_crawls_and_bears_the_pain(ww2_enc: Encounter) -> None:
    c = ww2_enc.combat
    c.apply_damage("Ana", 1, kind="ferimentos")
    views = {a.id: a for a in c.action_views("Ana")}
    assert not views["attack"].legal and "out of action" in views["attack"].reason
    assert views["bear_pain"].legal and views["go_prone"].legal
    assert "go prone" in ww2_enc.check_move("Ana", "bunker").reason
    c.set_posture("Ana", "prone")
    assert ww2_enc.check_move("Ana", "bunker").allowed
    assert c.movement_allowance("Ana", "run")["metres"] == 2.0


def test_bear_pain_once_a_round(ww2_enc: Encounter, faces: Faces) -> None:
    c = ww2_enc.combat
    c.apply_damage("Ana", 1, kind="ferimentos")
    faces(1, 20)
    assert not c.bear_pain("Ana").passed
    with pytest.raises(RuleError, match="this round"):
        c.bear_pain("Ana")
    ww2_enc.next_round()
    faces(20, 1)
    assert c.bear_pain("Ana").passed
    assert injuries.life_state(ww2_enc, "Ana") == "fighting"
    assert tracks(ww2_enc, "Ana")["ferimentos"] == 1  # the wound stays


def test_bleeding_adds_untreated_ferimentos_each_round(ww2_enc: Encounter) -> None:
    c = ww2_enc.combat
    c.start_fight()
    c.apply_damage("Kurt", 2, kind="ferimentos")
    for _ in range(5):
        c.next_turn()
    assert tracks(ww2_enc, "Kurt")["sangramento"] == 2
    c.adjust_track("Kurt", "treated", 1)
    for _ in range(5):
        c.next_turn()
    assert tracks(ww2_enc, "Kurt")["sangramento"] == 3
    assert "Ferimentos untreated" in rows("bleeding", rule="accumulation")[0]["per_round"].replace(
        "number of untreated Ferimentos", "Ferimentos untreated"
    )


@pytest.mark.parametrize(
    "band", [r for r in rows("bleeding") if "min" in r], ids=lambda r: str(r["min"])
)
def test_bleeding_bands(ww2_enc: Encounter, band: dict) -> None:
    ww2_enc.combat.adjust_track("Ana", "sangramento", band["min"])
    state = band.get("state")
    if state == "death":
        assert injuries.life_state(ww2_enc, "Ana") == "dead"
        return
    if state == "coma":
        assert injuries.life_state(ww2_enc, "Ana") == "coma"
        assert "coma" in ww2_enc.cannot_act_reason("Ana")
        return
    for kind in ("skill", "attack"):
        total = sum(m.value for m in penalties(ww2_enc, "Ana", kind))
        want = band.get("penalty", 0) if kind in band.get("penalty_applies_to", []) else 0
        assert total == want
    if band.get("max") is not None:
        # the top of the band is still the band
        ww2_enc.combat.adjust_track("Ana", "sangramento", band["max"] - band["min"])
        assert sum(m.value for m in penalties(ww2_enc, "Ana", "skill")) == band.get("penalty", 0)


def test_penalties_are_minus_3_5_8() -> None:
    assert [r.get("penalty") for r in rows("bleeding") if "min" in r][1:4] == [-3, -5, -8]


def test_16_to_20_tests_resistencia_each_round(ww2_enc: Encounter, faces: Faces) -> None:
    band = next(r for r in rows("bleeding") if r.get("test_every_round"))
    assert (band["min"], band["max"], band["consciousness_test"]) == (16, 20, "Resistência")
    c = ww2_enc.combat
    c.adjust_track("Ana", "sangramento", band["min"])
    faces(6, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 2, 2, 2)  # initiative: Ana first … Fritz last
    c.start_fight()
    for _ in range(4):
        c.next_turn()
    faces(20, 1)  # round end: Ana passes
    c.next_turn()
    assert injuries.life_state(ww2_enc, "Ana") == "fighting"
    for _ in range(4):
        c.next_turn()
    faces(1, 20)  # second round end: fails and passes out
    c.next_turn()
    assert injuries.life_state(ww2_enc, "Ana") == "unconscious"
    assert c.attention("Ana") == "relaxed"
    c.wake("Ana")
    assert injuries.life_state(ww2_enc, "Ana") == "fighting"


def test_medicina_treats_one_ferimento_a_round(ww2_enc: Encounter, faces: Faces) -> None:
    row = rows("bleeding", rule="treatment")[0]
    assert (row["test"], row["test_value"]) == ("Medicina", 0)
    c = ww2_enc.combat
    c.apply_damage("Bo", 2, kind="ferimentos")
    faces(15, 3)  # Ana: 15 + Medicina 2 against the GM's 3 + 0
    assert c.treat_wound("Ana", "Bo").passed
    assert tracks(ww2_enc, "Bo")["treated"] == 1
    with pytest.raises(RuleError, match="this round"):
        c.treat_wound("Ana", "Bo")
    with pytest.raises(RuleError, match="bandages"):
        ww2_enc.next_round()
        c.treat_wound("Ana", "Bo", bandages=False)
    assert c.treat_wound("Carl", "Bo", passed=True).ruled
    with pytest.raises(RuleError, match="no untreated"):
        ww2_enc.next_round()
        c.treat_wound("Ana", "Bo")


def test_take_action_treat_wound_spends_the_action(ww2_enc: Encounter) -> None:
    c = ww2_enc.combat
    c.apply_damage("Bo", 1, kind="ferimentos")
    c.take_action("Ana", "treat_wound", "Bo", passed=True)
    assert ww2_enc.actions_left("Ana") == {"round": 0}
    assert not {a.id: a for a in c.action_views("Ana")}["attack"].legal


def test_death_clock_and_save(ww2_enc: Encounter) -> None:
    c = ww2_enc.combat
    row = rows("medicine", key="save_fatal_critical")[0]
    with ww2_enc.transaction("wound"):
        injuries.start_death_clock(ww2_enc, "Kurt", row["deadline_rounds"], "chest", "Medicine", 5)
    c.start_fight()
    for _ in range(5 * (row["deadline_rounds"] - 1)):
        c.next_turn()
    assert injuries.life_state(ww2_enc, "Kurt") != "dead"
    snapshot = ww2_enc.to_dict()
    for _ in range(5):
        c.next_turn()
    assert injuries.life_state(ww2_enc, "Kurt") == "dead"
    # saved in time instead
    for _ in range(5):
        ww2_enc.undo()
    assert ww2_enc.to_dict() == snapshot
    c.save_life("Ana", "Kurt", passed=True)
    for _ in range(10):
        c.next_turn()
    assert injuries.life_state(ww2_enc, "Kurt") != "dead"


def test_recover_lesion_needs_all_three_conditions(ww2_enc: Encounter) -> None:
    row = rows("medicine", key="lesion_recovery")[0]
    c = ww2_enc.combat
    c.apply_damage("Ana", 2)
    with pytest.raises(RuleError, match="Relaxed"):
        c.recover_lesion("Ana", rest_hours=8, bandaged=True, passed=True)
    c.set_attention("Ana", "relaxed")
    with pytest.raises(RuleError, match=str(row["rest_hours"])):
        c.recover_lesion("Ana", rest_hours=row["rest_hours"] - 1, bandaged=True, passed=True)
    with pytest.raises(RuleError, match="bandages"):
        c.recover_lesion("Ana", rest_hours=8, bandaged=False, passed=True)
    assert not c.recover_lesion("Ana", rest_hours=8, bandaged=True, passed=False)
    assert c.recover_lesion("Ana", rest_hours=8, bandaged=True, passed=True)
    assert tracks(ww2_enc, "Ana")["lesoes"] == 2 - row["lesions_per_day"]


def test_recover_bleeding(ww2_enc: Encounter) -> None:
    c = ww2_enc.combat
    c.adjust_track("Ana", "sangramento", 12)
    natural = rows("bleeding", rule="natural_recovery")[0]["points_per_day"]
    assert c.recover_bleeding("Ana") == natural == 1
    top = rows("bleeding", rule="transfusion")[0]["points_per_day_max"]
    assert c.recover_bleeding("Ana", transfusion=True, medic="Bo", passed=True) == top == 5
    assert c.recover_bleeding("Ana", transfusion=True, passed=False) == 0
    assert tracks(ww2_enc, "Ana")["sangramento"] == 12 - 1 - 5


def test_recover_ferimento_needs_a_week(ww2_enc: Encounter) -> None:
    row = rows("medicine", key="ferimento_recovery")[0]
    c = ww2_enc.combat
    c.apply_damage("Ana", 1, kind="ferimentos")
    with pytest.raises(RuleError, match=str(row["supervision_days"])):
        c.recover_ferimento("Ana", days_supervised=row["supervision_days"] - 1, infirmary=True)
    with pytest.raises(RuleError, match="infirmary"):
        c.recover_ferimento("Ana", days_supervised=7, infirmary=False)
    assert c.recover_ferimento("Ana", days_supervised=7, infirmary=True, passed=True)
    assert tracks(ww2_enc, "Ana")["ferimentos"] == 0


def test_gm_decides_every_test_setting(ww2_enc: Encounter) -> None:
    c = ww2_enc.combat
    c.set_rule_setting("ww2.test_number_meaning", "gm_decides")
    c.apply_damage("Ana", 1, kind="ferimentos")
    with pytest.raises(RuleError, match="passed=True"):
        c.bear_pain("Ana")
    assert c.bear_pain("Ana", passed=True).passed


def test_adjust_tracks_undo(ww2_enc: Encounter) -> None:
    c = ww2_enc.combat
    before = ww2_enc.to_dict()
    for track, delta in (("lesoes", 2), ("ferimentos", 1), ("sangramento", 7), ("treated", 1)):
        c.adjust_track("Ana", track, delta)
    t = tracks(ww2_enc, "Ana")
    assert (t["lesoes"], t["ferimentos"], t["sangramento"], t["treated"]) == (2, 1, 7, 1)
    for _ in range(4):
        ww2_enc.undo()
    assert ww2_enc.to_dict() == before
    with pytest.raises(RuleError):
        c.adjust_track("Ana", "health", 1)
