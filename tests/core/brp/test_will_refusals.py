"""What the aura's "Mesmerised" and "Demoralised" and air combat's "lost control" stop, from seed
001's words:

- "Ataques de aura": mesmerised targets "podem se esquivar, aparar ou reagir a ataques contra
  eles, mas não podem iniciar nenhum ataque ou outras ações por vontade própria"; a fumble
  demoralises: "pode se render ou fugir, conforme apropriado".
- "Combate aéreo": "Se a rolagem de Fly falhar, seu personagem não poderá atacar ou agir naquela
  rodada" (a fumble, or any failure under ``brp.fly_failure_reading``).
"""

from __future__ import annotations

import pytest

from core import effects as fx
from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.brp import attacks as atk

from .helpers import load

AURA = {r.get("result"): r for r in load_table("brp", "aura_attacks")["rows"]}


def _turn_of(enc: Encounter, name: str) -> None:
    enc.combat.roll_initiative()
    enc.combat.start_fight()
    while enc.combat.current_turn() != name:
        enc.combat.next_turn()


def _actions(enc: Encounter, name: str) -> dict[str, object]:
    return {a.id: a for a in enc.combat.action_views(name)}


def _mesmerise(enc: Encounter, target: str) -> None:
    load(enc, [90])  # a failed resistance (see test_more_spot_rules)
    out = enc.combat.run_gm_tool("aura_attack", attacker="Ana", target=target)
    assert out["level"] == "failure"


def test_mesmerised_start_no_move_or_action(brp_enc: Encounter) -> None:
    assert "not start attacks or actions" in AURA["failed_resistance"]["effect"]
    _turn_of(brp_enc, "Rat")
    _mesmerise(brp_enc, "Rat")
    views = _actions(brp_enc, "Rat")
    own = [a for a in views.values() if not a.out_of_turn]
    assert own and not any(a.legal for a in own)
    assert all("Mesmerised (aura)" in a.reason for a in own)
    check = brp_enc.check_move("Rat", "z1")
    assert not check.allowed and "Mesmerised (aura)" in check.reason
    with pytest.raises(RuleError, match="Mesmerised"):
        brp_enc.combat.take_action("Rat", "move", target="z1")
    with pytest.raises(RuleError, match="Mesmerised"):
        brp_enc.combat.take_action("Rat", "other", note="first aid")
    assert brp_enc.combatant("Rat").zone == "z0"


def test_mesmerised_still_dodge_and_parry(brp_enc: Encounter) -> None:
    _mesmerise(brp_enc, "Rat")
    brp_enc.engage("Ana", "Rat")
    plan = atk.attack_plan(brp_enc, "Ana", "Rat", "sword")
    defences = atk.defence_options(brp_enc, plan)
    assert defences["dodge"]["allowed"] and defences["parry"]["allowed"]


def test_mesmerisation_ends_with_the_round(brp_enc: Encounter) -> None:
    _turn_of(brp_enc, "Rat")
    _mesmerise(brp_enc, "Rat")
    assert not brp_enc.check_move("Rat", "z1").allowed
    brp_enc.combat.skip_to_next_round()
    assert not [e for e in fx.effects_on(brp_enc, "Rat") if e["label"] == "Mesmerised (aura)"]
    assert brp_enc.check_move("Rat", "z1").allowed


def _lose_control(enc: Encounter) -> None:
    stats = dict(enc.combatant("Ana").stats)
    stats["skills"] = {**stats["skills"], "Fly": 60}
    enc.update_combatant("Ana", stats=stats)
    load(enc, [100])  # a fumbled Fly roll
    enc.combat.run_gm_tool("fly_roll", flyer="Ana")


def test_a_flyer_who_lost_control_neither_attacks_nor_acts(brp_enc: Encounter) -> None:
    _turn_of(brp_enc, "Ana")
    _lose_control(brp_enc)
    views = _actions(brp_enc, "Ana")
    assert not any(a.legal for a in views.values())
    assert "Lost control in the air" in views["move"].reason
    assert "can't attack or act" in views["attack"].reason
    check = brp_enc.check_move("Ana", "z1")
    assert not check.allowed and "Lost control" in check.reason
    assert not brp_enc.combat.attack_preview("Ana", "Rat", "pistol").allowed


def test_lost_control_passes_the_flyers_dex_rank(brp_enc: Encounter) -> None:
    _lose_control(brp_enc)  # in the powers phase, before the ranks are called
    brp_enc.combat.roll_initiative()
    brp_enc.combat.start_fight()
    assert brp_enc.combat.current_turn() != "Ana"  # DEX 15, first, but she can't act


def _demoralise(enc: Encounter, target: str) -> None:
    load(enc, [100])  # a fumbled resistance
    assert enc.combat.run_gm_tool("aura_attack", attacker="Ana", target=target)["level"] == (
        "fumble"
    )


def test_only_the_demoralised_are_offered_surrender_and_flight(brp_enc: Encounter) -> None:
    assert "may surrender or flee" in AURA["fumbled_resistance"]["effect"]
    _turn_of(brp_enc, "Ogre")
    views = _actions(brp_enc, "Ogre")
    assert not views["flee"].legal and "demoralised" in views["flee"].reason
    assert not views["surrender"].legal
    _demoralise(brp_enc, "Ogre")
    views = _actions(brp_enc, "Ogre")
    assert views["flee"].legal and views["surrender"].legal
    assert views["attack"].legal  # the seed makes their actions Difficult, not impossible


def test_the_demoralised_flee(brp_enc: Encounter) -> None:
    _turn_of(brp_enc, "Ogre")
    _demoralise(brp_enc, "Ogre")
    out = brp_enc.combat.take_action("Ogre", "flee", target="z2")
    assert brp_enc.combatant("Ogre").zone == "z2"
    assert "flees to" in out["text"] and brp_enc.log[-1]["text"] == out["text"]
    brp_enc.undo()
    assert brp_enc.combatant("Ogre").zone == "z1"


def test_fleeing_melee_offers_the_free_difficult_attack(brp_enc: Encounter) -> None:
    grade = next(
        r["free_attack_grade"]
        for r in load_table("brp", "disengaging")["rows"]
        if r["method"] == "turn_and_run"
    )
    _turn_of(brp_enc, "Rat")
    _demoralise(brp_enc, "Rat")
    brp_enc.engage("Rat", "Bo")
    out = brp_enc.combat.take_action("Rat", "flee", target="z1")
    assert f"Bo may each make an immediate {grade.capitalize()} attack" in out["text"]


def test_the_demoralised_surrender_and_start_nothing_more(brp_enc: Encounter) -> None:
    _turn_of(brp_enc, "Ogre")
    _demoralise(brp_enc, "Ogre")
    brp_enc.combat.take_action("Ogre", "surrender")
    assert "surrenders" in brp_enc.log[-1]["text"]
    brp_enc.combat.skip_to_next_round()  # demoralisation is over; the surrender is not
    check = brp_enc.check_move("Ogre", "z2")
    assert not check.allowed and "Surrendered" in check.reason
    (eff,) = [e for e in fx.effects_on(brp_enc, "Ogre") if e["label"] == "Surrendered"]
    brp_enc.combat.remove_effect(eff["id"])  # the GM lifts it
    assert brp_enc.check_move("Ogre", "z2").allowed


def test_gm_tools_that_make_the_mesmerised_act_are_refused(brp_enc: Encounter) -> None:
    _mesmerise(brp_enc, "Rat")
    n = len(brp_enc.log)
    with pytest.raises(RuleError, match="Mesmerised"):
        brp_enc.combat.run_gm_tool("aura_attack", attacker="Rat", target="Bo")
    with pytest.raises(RuleError, match="Mesmerised"):
        brp_enc.combat.run_gm_tool("disengage", who="Rat")
    assert len(brp_enc.log) == n
    load(brp_enc, [10])  # the others are not held
    brp_enc.combat.run_gm_tool("aura_attack", attacker="Bo", target="Ogre")
