"""Lesões, Ferimentos, Sangramento, conditions and recovery (seed 002 "Lesões e Ferimentos",
"Sangramentos"; ``injuries.json``, ``bleeding.json``, ``medicine.json``).

- **Lesões**: −1 on every test and attack each; at most Resistência of them. Each one beyond that
  becomes a Ferimento (the count stays at the maximum; ``ww2.lesion_overflow_resets`` empties it
  instead).
- **Ferimentos**: any one takes the character out of action — they may only crawl and bear the
  pain — until a Resistência test passes (:func:`bear_pain`, one try a round). Five are tolerated;
  the sixth kills.
- **Sangramento**: at the end of every round each character adds their untreated Ferimentos
  (:func:`end_of_round`). Bands: 6–10 −3 on Skill tests, 11–15 −5, 16–20 −8 and a Resistência (0)
  test every round to stay conscious, 21–25 coma, over 25 death. A Medicina (0) test a round
  treats one Ferimento (:func:`treat_wound`).
- Conditions from critical hits and techniques (:data:`CONDITIONS`), the "death in three rounds"
  clock of the fatal critical results (Medicina (5) to save, :func:`save_life`), and the day-by-day
  recovery of ``medicine.json`` (:func:`recover_lesion`, :func:`recover_bleeding`,
  :func:`recover_ferimento`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from core.i18n import rule_text, translate
from core.rules.base import RuleError
from core.rules.labels import QT_TRANSLATE_NOOP, Labels
from core.rules.ww2 import data, sheet
from core.rules.ww2.checks import CheckResult, bleeding_band, skill_test
from core.rules.ww2.state import ferimentos_text, is_dead, lesoes_text, live, peek, view

if TYPE_CHECKING:  # pragma: no cover
    from core.encounter import Encounter

CONDITIONS: Mapping[str, str] = Labels(
    "ww2",
    {
        "cannot_shoot": QT_TRANSLATE_NOOP("ww2", "Can't shoot (hand)"),
        "cannot_walk": QT_TRANSLATE_NOOP("ww2", "Can't walk (femur)"),
        "paraplegic": QT_TRANSLATE_NOOP("ww2", "Paraplegic"),
        "leg_wound": QT_TRANSLATE_NOOP("ww2", "Leg wound (half speed)"),
        "deafened": QT_TRANSLATE_NOOP("ww2", "Deafened (no hearing Attention)"),
        "panicked": QT_TRANSLATE_NOOP("ww2", "Panicked"),
        "disfigured": QT_TRANSLATE_NOOP("ww2", "Disfigured (burns)"),
        "limb_lost": QT_TRANSLATE_NOOP("ww2", "Limb lost"),
        "weapons_destroyed": QT_TRANSLATE_NOOP("ww2", "Weapons destroyed"),
    },
)
"""Lasting conditions (key → label). ``panicked`` is an opportunity situation (opportunity.json);
the others come from the critical-hit tables and the Ferimento examples of injuries.json."""


# -- reading ------------------------------------------------------------------------------------
def max_lesoes(enc: Encounter, name: str) -> int:
    """The most Lesões ``name`` can hold: their Resistência (``injuries.json`` max_lesions;
    the sheet's derived value, :func:`core.rules.ww2.sheet.max_lesoes`)."""
    return sheet.max_lesoes(enc.combatant(name).stats)


def max_ferimentos(enc: Encounter) -> int:
    """Ferimentos tolerated at once (``injuries.json`` max_ferimentos: 5; the sheet's derived
    value)."""
    return sheet.max_ferimentos()


def untreated(enc: Encounter, name: str) -> int:
    inj = view(enc, name)["injury"]
    return max(0, int(inj["ferimentos"]) - int(inj["treated"]))


def life_state(enc: Encounter, name: str) -> str:
    """``"dead"``, ``"coma"``, ``"unconscious"``, ``"out_of_action"`` or ``"fighting"``."""
    inj = view(enc, name)["injury"]
    for key in ("dead", "coma", "unconscious", "out_of_action"):
        if inj[key]:
            return key
    return "fighting"


def has_condition(enc: Encounter, name: str, key: str) -> bool:
    """True while ``name`` has condition ``key`` (a timed one ends with its effect)."""
    cond = (peek(enc, name, "conditions") or {}).get(key)
    if not cond:
        return False
    eid = cond.get("effect")
    if eid is None:
        return True
    return any(e["id"] == eid for e in enc.state.get("effects") or [])


def conditions(enc: Encounter, name: str) -> list[str]:
    """The keys of ``name``'s current conditions."""
    return [k for k in view(enc, name)["conditions"] if has_condition(enc, name, k)]


# -- changing -----------------------------------------------------------------------------------
def kill(enc: Encounter, name: str, cause: str) -> None:
    """``name`` dies (inside a transaction)."""
    inj = live(enc, name)["injury"]
    if inj["dead"]:
        return
    inj.update(dead=True, cause=cause, out_of_action=True)
    live(enc, name)["death_clock"] = None
    enc.add_log(
        "death",
        translate("ww2", "{name} dies: {cause}.").format(name=name, cause=cause),
        combatant=name,
    )


def set_condition(
    enc: Encounter,
    name: str,
    key: str,
    on: bool = True,
    *,
    rounds: int | None = None,
    note: str = "",
    source: str | None = None,
) -> None:
    """Give ``name`` (or take away) a condition; ``rounds`` makes it a timed effect."""
    from core.effects import add_effect, remove_effect

    label = CONDITIONS.get(key, key.replace("_", " ").capitalize())
    with enc.transaction(
        f"{label} on {name}"
        if on
        else translate("ww2", "{name}: {label} ends").format(name=name, label=label)
    ):
        conds = live(enc, name)["conditions"]
        old = conds.pop(key, None)
        if (
            old
            and old.get("effect")
            and any(e["id"] == old["effect"] for e in enc.state.get("effects") or [])
        ):
            remove_effect(enc, old["effect"])
        if not on:
            if old:
                enc.add_log(
                    "condition",
                    translate("ww2", "{name} is no longer {label}.").format(
                        name=name, label=label.lower()
                    ),
                    combatant=name,
                )
            return
        eid = None
        if rounds is not None:
            eid = add_effect(
                enc, name, label, unit="rounds", count=rounds, kind="condition", source=source
            )
        conds[key] = {"label": label, "effect": eid, "round": enc.round.number, "note": note}
        if eid is None:
            text = f"{name}: {label}" + (f" — {note}" if note else "") + "."
            enc.add_log("condition", text, combatant=name)


def add_lost_turn(enc: Encounter, name: str, why: str, source: str | None = None) -> str:
    """``name`` loses their next turn (surprise, a disarm's fall): a timed effect counted on
    their own next turn. Returns the effect id."""
    from core.effects import add_effect

    with enc.transaction(translate("ww2", "{name} loses a round").format(name=name)):
        eid = add_effect(
            enc,
            name,
            translate("ww2", "Lost round"),
            unit="turns",
            count=1,
            tick="end",
            starts="on_first_turn",
            kind="condition",
            source=source,
            notes=why,
        )
        live(enc, name)["conditions"]["lost_round"] = {
            "label": translate("ww2", "Lost round"),
            "effect": eid,
            "round": enc.round.number,
            "note": why,
        }
        return eid


def apply_damage(
    enc: Encounter,
    name: str,
    lesoes: int = 0,
    ferimentos: int = 0,
    *,
    source: str = "",
    knockout: bool = False,
) -> dict[str, Any]:
    """Give ``name`` Lesões and Ferimentos under the seed's rules; returns what happened.

    Lesões past the maximum (Resistência) become Ferimentos; a Ferimento puts the victim out of
    action; the sixth kills. ``knockout`` (Combate Ineficaz, Nocaute): the Ferimentos knock the
    victim out instead of wounding. Logs one sentence.
    """
    if lesoes < 0 or ferimentos < 0:
        raise RuleError(translate("ww2", "Damage is a number of Injuries and Wounds from 0 up."))
    enc.combatant(name)
    out: dict[str, Any] = {
        "lesoes": 0,
        "ferimentos": 0,
        "overflow": 0,
        "knocked_out": False,
        "died": False,
    }
    if not lesoes and not ferimentos:
        return out
    if is_dead(enc, name):
        raise RuleError(translate("ww2", "{name} is already dead.").format(name=name))
    with enc.transaction(translate("ww2", "Damage to {name}").format(name=name)):
        inj = live(enc, name)["injury"]
        top = max_lesoes(enc, name)
        resets = bool(enc.ruleset.settings.get("ww2.lesion_overflow_resets"))
        for _ in range(lesoes):
            if inj["lesoes"] < top:
                inj["lesoes"] += 1
                out["lesoes"] += 1
            else:
                out["overflow"] += 1
                if resets:
                    inj["lesoes"] = 0
        wounds = ferimentos + out["overflow"]
        bits = []
        if out["lesoes"]:
            bits.append(lesoes_text(out["lesoes"]))
        if out["overflow"]:
            bits.append(
                translate(
                    "ww2",
                    "{lesoes_text} past the maximum of {top} (Endurance) becoming Wound",
                ).format(lesoes_text=lesoes_text(out["overflow"]), top=top)
                + ("s" if out["overflow"] != 1 else "")
            )
        if wounds and knockout:
            inj["unconscious"] = True
            out["knocked_out"] = True
            bits.append(translate("ww2", "knocked out instead of wounded (knockout)"))
            live(enc, name)["attention"] = "relaxed"
        elif wounds:
            inj["ferimentos"] += wounds
            out["ferimentos"] = wounds
            inj["out_of_action"] = True
            bits.append(
                translate("ww2", "{ferimentos_text} (out of action)").format(
                    ferimentos_text=ferimentos_text(wounds)
                )
            )
        by = translate("ww2", " from {source}").format(source=source) if source else ""
        enc.add_log(
            "damage",
            translate(
                "ww2", "{name} takes {bits}{by}: now {lesoes_text}, {ferimentos_text}."
            ).format(
                name=name,
                bits=", ".join(bits),
                by=by,
                lesoes_text=lesoes_text(inj["lesoes"]),
                ferimentos_text=ferimentos_text(inj["ferimentos"]),
            ),
            combatant=name,
            lesoes=out["lesoes"],
            ferimentos=out["ferimentos"],
        )
        if not knockout and wounds and inj["ferimentos"] > max_ferimentos(enc):
            kill(
                enc,
                name,
                translate("ww2", "more than {max_ferimentos} Wounds").format(
                    max_ferimentos=max_ferimentos(enc)
                ),
            )
            out["died"] = True
    return out


def heal(
    enc: Encounter, name: str, *, lesoes: int = 0, ferimentos: int = 0, sangramento: int = 0
) -> None:
    """GM correction: take Lesões, Ferimentos or Sangramento points away (never below 0)."""
    with enc.transaction(translate("ww2", "{name} recovers").format(name=name)):
        inj = live(enc, name)["injury"]
        inj["lesoes"] = max(0, inj["lesoes"] - lesoes)
        inj["ferimentos"] = max(0, inj["ferimentos"] - ferimentos)
        inj["treated"] = min(inj["treated"], inj["ferimentos"])
        inj["sangramento"] = max(0, inj["sangramento"] - sangramento)
        if inj["ferimentos"] == 0:
            inj["out_of_action"] = False
        enc.add_log(
            "heal",
            translate(
                "ww2",
                "GM: {name} now has {lesoes} Injuries, {ferimentos} Wounds, {sangramento} "
                "Bleeding.",
            ).format(
                name=name,
                lesoes=inj["lesoes"],
                ferimentos=inj["ferimentos"],
                sangramento=inj["sangramento"],
            ),
            combatant=name,
        )


def add_bleeding(enc: Encounter, name: str, points: int, why: str) -> None:
    """Add Sangramento points and apply the band reached (coma, death). Inside a transaction."""
    inj = live(enc, name)["injury"]
    before = bleeding_band(enc, int(inj["sangramento"]))
    inj["sangramento"] = max(0, int(inj["sangramento"]) + points)
    band = bleeding_band(enc, int(inj["sangramento"]))
    enc.add_log(
        "bleeding",
        translate(
            "ww2", "{name} bleeds {points:+d} ({why}): Bleeding {sangramento} — {text}"
        ).format(
            name=name,
            points=points,
            why=why,
            sangramento=inj["sangramento"],
            text=rule_text(band, "text"),
        ),
        combatant=name,
        sangramento=inj["sangramento"],
    )
    state = band.get("state")
    if state == "death":
        kill(enc, name, translate("ww2", "death by haemorrhage (Bleeding over 25)"))
    elif state == "coma" and not inj["coma"]:
        inj["coma"] = True
        inj["unconscious"] = True
        live(enc, name)["attention"] = "relaxed"
        enc.add_log(
            "condition",
            translate("ww2", "{name} falls into hypovolemic shock: coma.").format(name=name),
            combatant=name,
        )
    elif band is not before and band.get("penalty"):
        enc.add_log(
            "condition",
            _bleeding_penalty_line(band.get("penalty_applies_to", [])).format(
                name=name, penalty=band["penalty"]
            ),
            combatant=name,
        )


def _bleeding_penalty_line(applies_to: list[str]) -> str:
    """The Bleeding band's penalty line, one whole sentence for what it applies to."""
    kinds = set(applies_to)
    if kinds == {"skill"}:
        return translate("ww2", "{name} now suffers {penalty} on skill tests (Bleeding).")
    if kinds == {"attack"}:
        return translate("ww2", "{name} now suffers {penalty} on attack tests (Bleeding).")
    return translate("ww2", "{name} now suffers {penalty} on attack and skill tests (Bleeding).")


def end_of_round(enc: Encounter) -> None:
    """Round-end processing (inside the turn transaction): Sangramento grows by the untreated
    Ferimentos; the 16–20 band tests Resistência (0) to stay conscious; death clocks run down."""
    for c in enc.combatants():
        if is_dead(enc, c.name):
            continue
        n = untreated(enc, c.name)
        if n:
            add_bleeding(
                enc,
                c.name,
                n,
                translate("ww2", "{ferimentos_text} untreated").format(
                    ferimentos_text=ferimentos_text(n)
                ),
            )
        if is_dead(enc, c.name):
            continue
        inj = view(enc, c.name)["injury"]
        band = bleeding_band(enc, int(inj["sangramento"]))
        if band.get("test_every_round") and not inj["unconscious"]:
            result = skill_test(
                enc,
                c.name,
                "resistencia",
                int(band.get("consciousness_test_value", 0)),
                why=translate("ww2", "stay conscious, Bleeding 16–20"),
            )
            if not result.passed:
                live(enc, c.name)["injury"]["unconscious"] = True
                live(enc, c.name)["attention"] = "relaxed"
                enc.add_log(
                    "condition",
                    translate("ww2", "{name} loses consciousness.").format(name=c.name),
                    combatant=c.name,
                )
        clock = view(enc, c.name)["death_clock"]
        if clock:
            left = int(clock["rounds_left"]) - 1
            if left <= 0:
                kill(enc, c.name, clock.get("cause") or translate("ww2", "a fatal wound"))
            else:
                live(enc, c.name)["death_clock"]["rounds_left"] = left
                enc.add_log(
                    "condition",
                    translate(
                        "ww2",
                        "{name} will die in {left} round{choice} ({get}) unless "
                        "saved: {get2} ({get3}).",
                    ).format(
                        name=c.name,
                        left=left,
                        choice="s" if left != 1 else "",
                        get=clock.get("cause"),
                        get2=clock.get("test"),
                        get3=clock.get("value"),
                    ),
                    combatant=c.name,
                )


def start_death_clock(
    enc: Encounter, name: str, rounds: int, cause: str, test: str, value: int
) -> None:
    """``name`` dies in ``rounds`` rounds unless a ``test`` (``value``) saves them."""
    live(enc, name)["death_clock"] = {
        "rounds_left": int(rounds),
        "cause": cause,
        "test": test,
        "value": int(value),
        "round": enc.round.number,
    }
    enc.add_log(
        "condition",
        translate(
            "ww2", "{name}: {cause} — death in {rounds} rounds; {test} ({value}) to save."
        ).format(name=name, cause=cause, rounds=rounds, test=_skill_word(test), value=value),
        combatant=name,
    )


# -- tests that change the tracks ---------------------------------------------------------------
def _once_a_round(enc: Encounter, name: str, key: str, what: str) -> None:
    if view(enc, name)["injury"].get(key) == enc.round.number:
        raise RuleError(
            translate("ww2", "{what} has already been tried for {name} this round.").format(
                what=what, name=name
            )
        )


def treat_wound(
    enc: Encounter, medic: str, patient: str, *, passed: bool | None = None, bandages: bool = True
) -> CheckResult:
    """A Medicina (0) test by ``medic`` to stop the bleeding of one of ``patient``'s Ferimentos
    (``bleeding.json`` treatment: one try a round, anyone with bandages, the patient too)."""
    row = data.row(enc, "bleeding", rule="treatment")
    enc.combatant(medic)
    if is_dead(enc, patient):
        raise RuleError(translate("ww2", "{patient} is dead.").format(patient=patient))
    if untreated(enc, patient) == 0:
        raise RuleError(
            translate("ww2", "{patient} has no untreated Wound.").format(patient=patient)
        )
    if not bandages:
        raise RuleError(
            translate(
                "ww2",
                "Stopping a haemorrhage needs bandages ('as long as bandages are available').",
            )
        )
    _once_a_round(enc, patient, "treat_round", translate("ww2", "Stopping the bleeding"))
    with enc.transaction(
        translate("ww2", "{medic} treats {patient}").format(medic=medic, patient=patient)
    ):
        live(enc, patient)["injury"]["treat_round"] = enc.round.number
        result = skill_test(
            enc,
            medic,
            str(data.slug(row["test"])),
            int(row["test_value"]),
            passed=passed,
            why=translate("ww2", "stop {patient}'s bleeding").format(patient=patient),
        )
        if result.passed:
            live(enc, patient)["injury"]["treated"] += 1
            inj = view(enc, patient)["injury"]
            enc.add_log(
                "heal",
                translate(
                    "ww2",
                    "{medic} stops the bleeding of one of {patient}'s Wounds ({ferimentos} "
                    "still bleeding).",
                ).format(
                    medic=medic, patient=patient, ferimentos=inj["ferimentos"] - inj["treated"]
                ),
                combatant=patient,
            )
        return result


def bear_pain(enc: Encounter, name: str, *, passed: bool | None = None) -> CheckResult:
    """A Resistência test to bear the pain and come back into action (one try a round)."""
    row = data.row(enc, "medicine", key="leave_combat")
    st = view(enc, name)["injury"]
    if st["dead"] or st["unconscious"] or st["coma"]:
        raise RuleError(
            translate("ww2", "{name} can't fight the pain now (not conscious).").format(name=name)
        )
    if not st["out_of_action"]:
        raise RuleError(translate("ww2", "{name} is not out of action.").format(name=name))
    _once_a_round(enc, name, "pain_round", translate("ww2", "Bearing the pain"))
    with enc.transaction(translate("ww2", "{name} bears the pain").format(name=name)):
        live(enc, name)["injury"]["pain_round"] = enc.round.number
        result = skill_test(
            enc,
            name,
            data.slug(row["test"]),
            int(row.get("test_value", 0)),
            passed=passed,
            why=translate("ww2", "bear the pain of a Wound"),
        )
        if result.passed:
            live(enc, name)["injury"]["out_of_action"] = False
            enc.add_log(
                "condition",
                translate("ww2", "{name} bears the pain and is back in action.").format(name=name),
                combatant=name,
            )
        return result


def save_life(
    enc: Encounter, medic: str, patient: str, *, passed: bool | None = None
) -> CheckResult:
    """The test a fatal critical result allows (Medicina (5) within three rounds)."""
    clock = view(enc, patient)["death_clock"]
    if not clock:
        raise RuleError(
            translate("ww2", "{patient} has no fatal wound to save them from.").format(
                patient=patient
            )
        )
    _once_a_round(enc, patient, "save_round", translate("ww2", "Saving their life"))
    with enc.transaction(
        translate("ww2", "{medic} tries to save {patient}").format(medic=medic, patient=patient)
    ):
        live(enc, patient)["injury"]["save_round"] = enc.round.number
        result = skill_test(
            enc,
            medic,
            data.slug(clock["test"]),
            int(clock["value"]),
            passed=passed,
            why=translate("ww2", "save {patient} ({cause})").format(
                patient=patient, cause=clock["cause"]
            ),
        )
        if result.passed:
            live(enc, patient)["death_clock"] = None
            enc.add_log(
                "heal",
                translate("ww2", "{medic} saves {patient}'s life.").format(
                    medic=medic, patient=patient
                ),
                combatant=patient,
            )
        return result


def wake(enc: Encounter, name: str) -> None:
    """GM: an unconscious (not comatose) combatant comes round."""
    inj = view(enc, name)["injury"]
    if not inj["unconscious"] or inj["coma"] or inj["dead"]:
        raise RuleError(translate("ww2", "{name} is not simply unconscious.").format(name=name))
    with enc.transaction(translate("ww2", "{name} comes round").format(name=name)):
        live(enc, name)["injury"]["unconscious"] = False
        live(enc, name)["attention"] = "attentive"
        enc.add_log(
            "condition",
            translate("ww2", "{name} comes round (Attentive).").format(name=name),
            combatant=name,
        )


# -- recovery between fights (medicine.json) ----------------------------------------------------
def recover_lesion(
    enc: Encounter,
    name: str,
    *,
    rest_hours: int,
    bandaged: bool,
    skill: str = "resistencia",
    passed: bool | None = None,
) -> bool:
    """A day's recovery of Lesões (``medicine.json`` lesion_recovery): 8 h rest while Relaxado,
    bandages, and a Resistência or Medicina test — all three — heal 1 Lesão."""
    row = data.row(enc, "medicine", key="lesion_recovery")
    st = view(enc, name)
    if st["attention"] != "relaxed":
        raise RuleError(
            translate("ww2", "Combat damage heals only while Relaxed (attention_states.json).")
        )
    if rest_hours < int(row["rest_hours"]):
        raise RuleError(
            translate("ww2", "Recovering an Injury needs {rest_hours} hours of rest.").format(
                rest_hours=row["rest_hours"]
            )
        )
    if not bandaged:
        raise RuleError(
            translate(
                "ww2", "Recovering an Injury needs bandages from a first-aid kit or a doctor."
            )
        )
    if skill not in ("resistencia", "medicina"):
        raise RuleError(translate("ww2", "The recovery test is Endurance or Medicine."))
    if st["injury"]["lesoes"] == 0:
        raise RuleError(translate("ww2", "{name} has no Injury to recover.").format(name=name))
    with enc.transaction(translate("ww2", "{name} recovers a day").format(name=name)):
        result = skill_test(
            enc, name, skill, passed=passed, why=translate("ww2", "a day's recovery")
        )
        if result.passed:
            inj = live(enc, name)["injury"]
            inj["lesoes"] = max(0, inj["lesoes"] - int(row["lesions_per_day"]))
            enc.add_log(
                "heal",
                translate("ww2", "{name} recovers {lesions_per_day} Injury.").format(
                    name=name, lesions_per_day=row["lesions_per_day"]
                ),
                combatant=name,
            )
        return result.passed


def recover_bleeding(
    enc: Encounter,
    name: str,
    *,
    transfusion: bool = False,
    points: int | None = None,
    medic: str | None = None,
    passed: bool | None = None,
) -> int:
    """A day's recovery of Sangramento: 1 point with food and rest, or up to 5 by transfusion
    after a Medicina (0) compatibility test (``bleeding.json``). Returns the points recovered."""
    inj = view(enc, name)["injury"]
    with enc.transaction(translate("ww2", "{name} recovers blood").format(name=name)):
        if transfusion:
            row = data.row(enc, "bleeding", rule="transfusion")
            top = int(row["points_per_day_max"])
            amount = top if points is None else min(int(points), top)
            result = skill_test(
                enc,
                medic or name,
                data.slug(row["test"]),
                int(row["test_value"]),
                passed=passed,
                why=translate("ww2", "transfusion compatibility"),
            )
            if not result.passed:
                return 0
        else:
            amount = int(data.row(enc, "bleeding", rule="natural_recovery")["points_per_day"])
        got = min(amount, int(inj["sangramento"]))
        live(enc, name)["injury"]["sangramento"] = int(inj["sangramento"]) - got
        enc.add_log(
            "heal",
            translate("ww2", "{name} recovers {got} Bleeding.").format(name=name, got=got),
            combatant=name,
        )
        return got


def recover_ferimento(
    enc: Encounter,
    name: str,
    *,
    days_supervised: int,
    infirmary: bool,
    tester: str | None = None,
    passed: bool | None = None,
) -> bool:
    """A week under a doctor in an infirmary, then a Medicina test, heals one Ferimento
    (``medicine.json`` ferimento_recovery)."""
    row = data.row(enc, "medicine", key="ferimento_recovery")
    if days_supervised < int(row["supervision_days"]):
        raise RuleError(
            translate(
                "ww2", "A Wound needs {supervision_days} consecutive days of a doctor's care."
            ).format(supervision_days=row["supervision_days"])
        )
    if not infirmary:
        raise RuleError(translate("ww2", "A Wound heals only with rest in a proper infirmary."))
    if view(enc, name)["injury"]["ferimentos"] == 0:
        raise RuleError(translate("ww2", "{name} has no Wound.").format(name=name))
    with enc.transaction(translate("ww2", "{name}'s Wound heals").format(name=name)):
        result = skill_test(
            enc,
            tester or name,
            data.slug(row["test"]),
            passed=passed,
            why=translate("ww2", "a week's care"),
        )
        if result.passed:
            inj = live(enc, name)["injury"]
            inj["ferimentos"] -= 1
            inj["treated"] = min(inj["treated"], inj["ferimentos"])
            if inj["ferimentos"] == 0:
                inj["out_of_action"] = False
            enc.add_log(
                "heal",
                translate("ww2", "{name} recovers from a Wound.").format(name=name),
                combatant=name,
            )
        return result.passed


def _skill_word(skill: Any) -> str:
    from core.rules.ww2.rolls import skill_word

    return skill_word(str(skill))
