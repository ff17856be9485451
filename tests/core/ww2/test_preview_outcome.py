"""One decision per attack: whatever the Attack dock's preview says is what pressing Attack does.

Random turns of the sample encounter and of one built from templates (postures, a declared
shoot-and-move, zone moves with their Atletismo rolls, a run, aiming, attacks, next turn); at
many points, for every attacker, target, weapon choice (plus the default and one not carried)
and several flag combinations, the preview's ``allowed`` is True exactly when ``attack``
resolves, and a refusal's reason is the preview's. Each resolved attack is undone after the
check. Then the map's refusals: walls, closed doors, melee reach, and the logged GM override.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from core.characters import add_from_template
from core.dice import Dice
from core.encounter import Encounter
from core.rules.base import RuleError
from core.rules.geometry import GM_ALLOWS
from tests.core.zk_helpers import check_preview_is_outcome

REPO = Path(__file__).resolve().parents[3]
SAMPLE = REPO / "resources" / "samples" / "sample_ww2.zkenc"
FLAG_SETS: tuple[dict[str, Any], ...] = (
    {},
    {"gm_allows": True},
    {"technique": "suppressive_fire"},
    {"technique": "disarm", "gm_allows": True},
    {"shoot_and_move": "yes", "surprise": "yes", "flanked": True},
    {"range_band": "lethal", "visibility": "none", "shoot_and_move": "no"},
    {"exposure": "fully_hidden", "armour": "impenetrable", "gm_allows": True},
)


def check_every_attack(enc: Encounter, flag_sets: tuple[dict[str, Any], ...]) -> int:
    """Preview against outcome for every attacker × target × weapon; every flag set for the
    one whose turn it is (everyone before the fight), the plain attack for the others (refused:
    not their turn). Returns how many attacks resolved (each undone)."""
    c = enc.combat
    names = [x.name for x in enc.combatants()]
    current = c.current_turn()
    resolved = 0
    for a in names:
        weapons: list[str | None] = [None, *(w for w, _ in c.weapon_choices(a))]
        weapons.append("mg42" if "mg42" not in weapons else "garand")
        sets = flag_sets if current in (None, a) else flag_sets[:1]
        if current not in (None, a):
            weapons = weapons[:2] + weapons[-1:]  # refused all the same: not their turn
        for t in names:
            for w in weapons:
                for flags in sets:
                    resolved += check_one(enc, a, t, w, flags)
    return resolved


def check_one(enc: Encounter, a: str, t: str, w: str | None, flags: dict[str, Any]) -> int:
    return check_preview_is_outcome(enc, a, t, w, flags)


def _maybe(enc: Encounter, rng: random.Random, who: str, action: str, odds: float) -> None:
    views = {v.id: v for v in enc.combat.action_views(who)}
    if views[action].legal and rng.random() < odds:
        enc.combat.take_action(who, action)


def _move(enc: Encounter, rng: random.Random, who: str) -> None:
    """A zone move (somewhere in the zone, maybe far), its Atletismo rolls made."""
    zones = [z.id for z in enc.map.zones()]
    rng.shuffle(zones)
    for z in zones:
        chk = enc.check_move(who, z)
        if chk.allowed and z != enc.combatant(who).zone:
            enc.move(who, z)
            for roll in chk.roll_details:
                enc.combat.make_roll(who, roll.skill, why=roll.why)
            return


def random_turn(enc: Encounter, rng: random.Random) -> None:
    """The one whose turn it is changes posture, maybe declares a shoot-and-move, moves, runs
    or aims, maybe attacks an enemy; then the turn passes."""
    c = enc.combat
    who = c.current_turn()
    if who is None:
        return
    _maybe(enc, rng, who, rng.choice(("stand", "crouch", "go_prone")), 0.4)
    _maybe(enc, rng, who, "shoot_and_move", 0.3)
    if rng.random() < 0.6:
        _move(enc, rng, who)
    _maybe(enc, rng, who, "aim", 0.15)
    _maybe(enc, rng, who, "run", 0.1)
    targets = [x.name for x in enc.combatants() if x.side != enc.combatant(who).side]
    rng.shuffle(targets)
    done = False
    for t in targets:
        for w in [None, *(w for w, _ in c.weapon_choices(who))]:
            if not done and c.attack_preview(who, t, w).allowed and rng.random() < 0.7:
                c.attack(who, t, w)
                done = True
    c.next_turn()


def play_and_check(enc: Encounter, seed: int, turns: int) -> int:
    rng = random.Random(seed)
    resolved = check_every_attack(enc, FLAG_SETS[:2])  # before the fight: nobody's turn
    enc.combat.roll_initiative()
    enc.combat.start_fight()
    for i in range(turns):
        random_turn(enc, rng)
        resolved += check_every_attack(enc, FLAG_SETS if i % 3 == 0 else FLAG_SETS[:2])
    return resolved


def test_the_sample_preview_is_the_outcome() -> None:
    enc = Encounter.load(SAMPLE)
    enc.dice = Dice(11)
    assert play_and_check(enc, 3, 7) > 0, "some attacks resolved"


def templates_encounter() -> Encounter:
    enc = Encounter(ruleset="ww2", seed=4, name="Farm")
    for i, (zid, name) in enumerate((("barn", "Barn"), ("yard", "Yard"), ("field", "Field"))):
        x = 20.0 * i
        poly = [(x, 0), (x + 20, 0), (x + 20, 16), (x, 16)]
        enc.map.add_zone(zid, name=name, polygon=poly, features=["cluttered"] if i == 1 else [])
    enc.map.add_border("barn", "yard", kind="door", state="closed")
    enc.map.add_border("yard", "field", kind="open")
    by_id = {t.id: t for t in enc.combat.character_templates()}
    add_from_template(enc, by_id["squad_leader"], zone="barn")
    add_from_template(enc, by_id["scout"], zone="barn")
    add_from_template(enc, by_id["assault"], zone="yard")
    add_from_template(enc, by_id["grenadier"], zone="field", count=2)
    add_from_template(enc, by_id["mg_gunner"], zone="field")
    add_from_template(enc, by_id["guard_dog"], zone="yard")
    return enc


def test_a_table_built_from_templates_previews_its_outcome() -> None:
    enc = templates_encounter()
    assert play_and_check(enc, 8, 9) > 0


# -- the map's refusals ---------------------------------------------------------------------------
RIFLE = {"id": "garand", "name": "M1 Garand", "category": "rifles"}
KNIFE = {"id": "knife", "name": "Fighting knife", "category": "combate_corporal"}


@pytest.fixture
def house() -> Encounter:
    """Room (0–10) | wall | Store (10–20); Room | closed door | Porch (y 10–20)."""
    enc = Encounter(ruleset="ww2", seed=5)
    m = enc.map
    m.add_zone("room", name="Room", polygon=[(0, 0), (10, 0), (10, 10), (0, 10)])
    m.add_zone("store", name="Store", polygon=[(10, 0), (20, 0), (20, 10), (10, 10)])
    m.add_zone("porch", name="Porch", polygon=[(0, 10), (10, 10), (10, 20), (0, 20)])
    m.add_border("room", "store", kind="wall")
    m.add_border("room", "porch", kind="door", state="closed")
    stats = {"rifles": 4, "combate_corporal": 3, "resistencia": 3, "weapons": [RIFLE, KNIFE]}
    enc.add_combatant("Ana", zone="room", position=(8, 5), stats=stats)
    enc.add_combatant("Kurt", zone="store", side="npc", position=(12, 5), stats=stats)
    enc.add_combatant("Otto", zone="porch", side="npc", position=(8, 13), stats=stats)
    enc.history.clear()
    return enc


def refusal(enc: Encounter, a: str, t: str, w: str, **flags: Any) -> str:
    """The preview's reason, checked to be exactly what the attack refuses with."""
    preview = enc.combat.attack_preview(a, t, w, **flags)
    assert not preview.allowed
    with pytest.raises(RuleError) as err:
        enc.combat.attack(a, t, w, **flags)
    assert str(err.value) == preview.reason
    return preview.reason


def test_no_shot_and_no_blade_through_a_wall(house: Encounter) -> None:
    assert refusal(house, "Ana", "Kurt", "garand").startswith("Wall between Room and Store")
    # 4 m away: within the knife's reach, but the wall is between them
    assert house.combat.distance("Ana", "Kurt") == 4.0
    assert refusal(house, "Ana", "Kurt", "knife").startswith("Wall between Room and Store")


def test_no_shot_through_a_closed_door_until_it_opens(house: Encounter) -> None:
    house.place("Ana", "room", (8, 8))  # 4 m from Otto: the knife would reach
    assert "closed door" in refusal(house, "Ana", "Otto", "garand").lower()
    assert "closed door" in refusal(house, "Ana", "Otto", "knife").lower()
    house.map.update_border("room", "porch", state="open")
    house.settings["open_doors_pass_sight"] = True
    assert house.combat.attack_preview("Ana", "Otto", "garand").allowed
    assert house.combat.attack_preview("Ana", "Otto", "knife").allowed


def test_melee_reaches_five_metres(house: Encounter) -> None:
    house.place("Kurt", "room", (2, 5))  # 6 m
    reason = refusal(house, "Ana", "Kurt", "knife")
    assert reason == "Kurt is 6 m away: out of reach of Fighting knife (melee, 0–5 m)."
    assert house.combat.attack_preview("Ana", "Kurt", "garand").allowed
    house.place("Kurt", "room", (3, 5))  # 5 m: Corpo a Corpo is 0 to 5 m
    assert house.combat.attack_preview("Ana", "Kurt", "knife").allowed


def test_the_gm_override_lets_it_through_and_the_log_says_so(house: Encounter) -> None:
    c = house.combat
    assert c.attack_flags()[-1] == GM_ALLOWS
    preview = c.attack_preview("Ana", "Kurt", "garand", gm_allows=True)
    assert preview.allowed
    assert any("GM allows Ana's attack on Kurt although: Wall" in n for n in preview.notes)
    out = c.attack("Ana", "Kurt", "garand", gm_allows=True)
    logged = [e for e in house.log if e.get("kind") == "gm_override"]
    assert len(logged) == 1 and logged[0]["text"].startswith("GM allows Ana's attack on Kurt")
    assert out["text"].startswith("Ana fires at Kurt with M1 Garand")
    house.undo()
    assert not [e for e in house.log if e.get("kind") == "gm_override"]
    # an attack the map allows anyway logs no override
    house.place("Kurt", "room", (2, 5))
    c.attack("Ana", "Kurt", "garand", gm_allows=True)
    assert not [e for e in house.log if e.get("kind") == "gm_override"]


def test_a_weapon_not_carried_is_refused_by_name(house: Encounter) -> None:
    reason = refusal(house, "Ana", "Otto", "mg42")
    assert reason == (
        "Ana doesn't carry the MG 42: pick one of Ana's weapons, or change Ana's equipment first."
    )
    assert "that weapon" in refusal(house, "Ana", "Otto", "no_such_thing")
    ids = [w for w, _ in house.combat.weapon_choices("Ana")]
    assert ids == ["garand", "knife", "unarmed"]


@pytest.mark.parametrize(("to_x", "allowed"), [(23.0, True), (25.0, False)])
def test_a_move_past_six_metres_leaves_no_shot(
    ww2_enc: Encounter, faces: Any, to_x: float, allowed: bool
) -> None:
    c = ww2_enc.combat
    ww2_enc.place("Ana", "trench", (18, 10))
    faces(6, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 2, 2, 2)
    assert c.start_fight() == "Ana"
    ww2_enc.move("Ana", "field", (to_x, 10))  # 5 m or 7 m: the shoot-and-move allows 6
    preview = c.attack_preview("Ana", "Kurt")
    assert preview.allowed is allowed
    action = {v.id: v for v in c.action_views("Ana")}["attack"]
    assert action.legal is allowed and action.reason == preview.reason
    if allowed:
        faces(10)
        assert c.attack("Ana", "Kurt")["d20"] == 10
    else:
        assert refusal(ww2_enc, "Ana", "Kurt", "k98") == (
            "Ana has moved 7 m since the turn began: a shoot-and-move allows 6 m, so no shot "
            "this round (movement.json)."
        )


def test_no_shot_after_a_run(ww2_enc: Encounter) -> None:
    c = ww2_enc.combat
    c.take_action("Ana", "run")  # a run inside the zone: "sem abrir fogo"
    reason = refusal(ww2_enc, "Ana", "Kurt", "k98")
    assert reason == "Ana ran this round: a run is made without firing (movement.json)."
    assert {v.id: v for v in c.action_views("Ana")}["attack"].reason == reason
