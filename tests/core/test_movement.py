"""Movement between zones (seed 000 "MOVIMENTO", "RASTEJAR", "PORTAS & ESCOTILHAS", "RECUAR",
"CARACTERÍSTICAS DA ZONA"), priced in YZE actions: one slow + one fast, or two fast, per round.

- to an adjacent zone through an open border or open door: one fast action;
- a closed unlocked door must be opened first (a fast action); walls and locked doors can't be
  crossed (a locked door can be broken down: it takes its structure in damage);
- entering a cluttered zone needs a Mobility roll (failure: you get in but fall prone);
- in a cramped zone, or while prone, you can only crawl (a slow action), so never twice a round;
- leaving an Engaged enemy needs Retreat (fast action, Mobility roll; failure gives that enemy a
  free melee attack that can't be blocked);
- a drop two zones away is two moves if the combatant still has the actions this round.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from zk_helpers import corridor, hall_office, put

from core.encounter import Encounter, IllegalMoveError


@dataclass
class MoveCase:
    borders: list[str]
    to: int  # destination zone index; the mover "A" starts in z0 (or ``start``)
    allowed: bool
    fast: int
    slow: int
    rolls: list[str]
    reason: list[str]  # fragments the reason must contain
    features: dict[int, set[str]] = field(default_factory=dict)
    stance: str = "standing"
    enemy_engaged: bool = False
    ally_engaged: bool = False
    spent: dict[str, int] = field(default_factory=dict)
    start: int = 0


MOVES = {
    # -- borders ------------------------------------------------------------------------------
    "open border": MoveCase(["open"], 1, True, 1, 0, [], ["Z1", "1 fast action"]),
    "open door": MoveCase(["door:open"], 1, True, 1, 0, [], ["Z1"]),
    "open hatch": MoveCase(["hatch:open"], 1, True, 1, 0, [], ["Z1"]),
    "closed door: open it, then move": MoveCase(
        ["door:closed"], 1, True, 2, 0, [], ["open the door", "2 fast actions"]
    ),
    "closed hatch: open it, then move": MoveCase(
        ["hatch:closed"], 1, True, 2, 0, [], ["open the hatch"]
    ),
    "wall": MoveCase(["wall"], 1, False, 0, 0, [], ["Wall between Z0 and Z1"]),
    "locked door: structure in the reason": MoveCase(
        ["door:locked"], 1, False, 0, 0, [], ["Locked door between Z0 and Z1", "5"]
    ),
    "locked hatch": MoveCase(["hatch:locked"], 1, False, 0, 0, [], ["Locked hatch", "5"]),
    # -- zone features ------------------------------------------------------------------------
    "into a cluttered zone: Mobility roll": MoveCase(
        ["open"], 1, True, 1, 0, ["Mobility"], ["cluttered", "Z1", "fall"], {1: {"cluttered"}}
    ),
    "out of a cluttered zone: no roll": MoveCase(
        ["open"], 1, True, 1, 0, [], ["Z1"], {0: {"cluttered"}}
    ),
    "out of a cramped zone: crawl": MoveCase(
        ["open"], 1, True, 0, 1, [], ["crawl", "cramped"], {0: {"cramped"}}
    ),
    "into a cramped zone: crawl": MoveCase(
        ["open"], 1, True, 0, 1, [], ["crawl", "cramped"], {1: {"cramped"}}
    ),
    "through a cramped zone: crawl twice refused": MoveCase(
        ["open", "open"], 2, False, 0, 2, [], ["crawl"], {1: {"cramped"}}
    ),
    "dark zone: no effect on moving": MoveCase(["open"], 1, True, 1, 0, [], ["Z1"], {1: {"dark"}}),
    # -- prone --------------------------------------------------------------------------------
    "prone: crawl, a slow action": MoveCase(
        ["open"], 1, True, 0, 1, [], ["crawl", "prone"], stance="prone"
    ),
    "prone: crawl twice refused": MoveCase(
        ["open", "open"], 2, False, 0, 2, [], ["crawls twice"], stance="prone"
    ),
    "prone after a slow action: refused": MoveCase(
        ["open"], 1, False, 0, 1, [], ["1 fast action"], stance="prone", spent={"slow": 1}
    ),
    "prone into a cluttered zone": MoveCase(
        ["open"], 1, True, 0, 1, ["Mobility"], ["crawl"], {1: {"cluttered"}}, stance="prone"
    ),
    # -- engaged ------------------------------------------------------------------------------
    "retreat from an engaged enemy": MoveCase(
        ["open"],
        1,
        True,
        1,
        0,
        ["Mobility"],
        ["Retreat", "Foe", "free melee attack", "blocked"],
        enemy_engaged=True,
    ),
    "retreat, then a second move: one roll": MoveCase(
        ["open", "open"],
        2,
        True,
        2,
        0,
        ["Mobility"],
        ["Retreat from Foe into Z1; move into Z2"],
        enemy_engaged=True,
    ),
    "engaged ally: no retreat": MoveCase(["open"], 1, True, 1, 0, [], ["Z1"], ally_engaged=True),
    "retreat into a cluttered zone: two rolls": MoveCase(
        ["open"],
        1,
        True,
        1,
        0,
        ["Mobility", "Mobility"],
        ["Foe", "cluttered"],
        {1: {"cluttered"}},
        enemy_engaged=True,
    ),
    "retreat through a closed door": MoveCase(
        ["door:closed"], 1, True, 2, 0, ["Mobility"], ["Foe"], enemy_engaged=True
    ),
    "retreat while prone: crawl and roll": MoveCase(
        ["open"], 1, True, 0, 1, ["Mobility"], ["Foe"], stance="prone", enemy_engaged=True
    ),
    # -- two zones in one drop ----------------------------------------------------------------
    "two zones: two fast": MoveCase(["open", "open"], 2, True, 2, 0, [], ["Z0 → Z1 → Z2"]),
    "two zones with one action left: refused": MoveCase(
        ["open", "open"], 2, False, 2, 0, [], ["Z2", "1 slow or fast action"], spent={"fast": 1}
    ),
    "two zones after a slow action: refused": MoveCase(
        ["open", "open"], 2, False, 2, 0, [], ["Z2", "1 fast action"], spent={"slow": 1}
    ),
    "two zones, a closed door makes it three: refused": MoveCase(
        ["door:closed", "open"], 2, False, 3, 0, [], ["3 fast actions", "open the door"]
    ),
    "two zones, second border a closed door: refused": MoveCase(
        ["open", "door:closed"], 2, False, 3, 0, [], ["3 fast actions"]
    ),
    "two zones through open doors": MoveCase(["door:open", "hatch:open"], 2, True, 2, 0, [], []),
    "two zones past a wall: refused": MoveCase(["open", "wall"], 2, False, 0, 0, [], ["Wall"]),
    "two zones, both cluttered: two rolls": MoveCase(
        ["open", "open"],
        2,
        True,
        2,
        0,
        ["Mobility", "Mobility"],
        ["Z1", "Z2"],
        {1: {"cluttered"}, 2: {"cluttered"}},
    ),
    "two zones, then a cramped one: fast + slow": MoveCase(
        ["open", "open"], 2, True, 1, 1, [], ["crawl"], {2: {"cramped"}}
    ),
    "three zones: too far for one round": MoveCase(
        ["open", "open", "open"], 3, False, 0, 0, [], ["3 borders away"]
    ),
    # -- spending -----------------------------------------------------------------------------
    "after one fast action: one move left": MoveCase(
        ["open"], 1, True, 1, 0, [], [], spent={"fast": 1}
    ),
    "after one slow action: one move left": MoveCase(
        ["open"], 1, True, 1, 0, [], [], spent={"slow": 1}
    ),
    "after one fast action: a crawl still fits": MoveCase(
        ["open"], 1, True, 0, 1, [], [], stance="prone", spent={"fast": 1}
    ),
    "after two fast actions: nothing left": MoveCase(
        ["open"], 1, False, 1, 0, [], ["no actions"], spent={"fast": 2}
    ),
    "after slow + fast: nothing left": MoveCase(
        ["open"], 1, False, 1, 0, [], ["no actions"], spent={"slow": 1, "fast": 1}
    ),
    "closed door with one action left: refused": MoveCase(
        ["door:closed"], 1, False, 2, 0, [], ["2 fast actions"], spent={"fast": 1}
    ),
}


def build_move(case: MoveCase) -> Encounter:
    enc = corridor(case.borders, case.features)
    put(enc, "A", case.start, stance=case.stance, at=(3, 5))
    if case.enemy_engaged:
        put(enc, "Foe", case.start, side="npc", at=(6, 5))
        enc.engage("A", "Foe")
    if case.ally_engaged:
        put(enc, "Pal", case.start, side="pc", at=(6, 5))
        enc.engage("A", "Pal")
    if case.spent:
        enc.spend("A", case.spent)
    return enc


@pytest.mark.parametrize("case", MOVES.values(), ids=MOVES.keys())
def test_check_move(case: MoveCase) -> None:
    enc = build_move(case)
    chk = enc.check_move("A", f"z{case.to}")
    assert chk.allowed is case.allowed, chk.reason
    assert (chk.fast, chk.slow) == (case.fast, case.slow), chk.reason
    assert chk.rolls == case.rolls, chk.reason
    assert chk.reason
    for fragment in case.reason:
        assert fragment.lower() in chk.reason.lower(), chk.reason


@pytest.mark.parametrize("case", MOVES.values(), ids=MOVES.keys())
def test_move_does_what_check_move_said(case: MoveCase) -> None:
    enc = build_move(case)
    before = enc.to_dict()
    dest = f"z{case.to}"
    if not case.allowed:
        with pytest.raises(IllegalMoveError):
            enc.move("A", dest)
        assert enc.to_dict() == before
        return
    spent_before = enc.actions_spent("A")
    enc.move("A", dest)
    assert enc.combatant("A").zone == dest
    spent = enc.actions_spent("A")
    assert spent.get("fast", 0) - spent_before.get("fast", 0) == case.fast
    assert spent.get("slow", 0) - spent_before.get("slow", 0) == case.slow
    assert enc.engaged_with("A") == set()
    enc.undo()
    assert enc.to_dict() == before


def test_a_move_opens_the_door_it_passes() -> None:
    enc = hall_office("door", "closed")
    chk = enc.move("Ana", "office")
    assert chk.doors_to_open == (("hall", "office"),)
    assert enc.map.border("hall", "office").state == "open"
    enc.undo()
    assert enc.map.border("hall", "office").state == "closed"


def test_locked_door_reason_carries_the_structure() -> None:
    enc = hall_office("wall")
    enc.map.remove_border("hall", "office")
    enc.map.add_border("hall", "office", kind="door", state="locked", structure=8)
    chk = enc.check_move("Ana", "office")
    assert not chk.allowed
    assert "8" in chk.reason and "Locked door between Hall and Office" in chk.reason
    enc.map.update_border("hall", "office", damage=3)
    assert "5 more damage" in enc.check_move("Ana", "office").reason
    enc.map.update_border("hall", "office", broken=True)
    chk = enc.check_move("Ana", "office")
    assert chk.allowed and chk.fast == 1


def test_retreat_names_every_engaged_enemy_and_no_ally() -> None:
    enc = corridor(["open"])
    put(enc, "A", 0, at=(2, 5))
    put(enc, "Orc", 0, side="npc", at=(4, 5))
    put(enc, "Goblin", 0, side="npc", at=(6, 5))
    put(enc, "Pal", 0, side="pc", at=(8, 5))
    for other in ("Orc", "Goblin", "Pal"):
        enc.engage("A", other)
    chk = enc.check_move("A", "z1")
    assert chk.allowed
    assert chk.rolls == ["Mobility"]
    assert "Goblin" in chk.reason and "Orc" in chk.reason and "Pal" not in chk.reason
    assert chk.leaves_engaged == ("Goblin", "Orc")


def test_retreat_from_enemy_in_another_zone_is_not_needed() -> None:
    enc = corridor(["open", "open"])
    put(enc, "A", 1)
    put(enc, "Foe", 0, side="npc")
    assert enc.check_move("A", "z2").rolls == []


def test_crawl_twice_in_a_round_is_refused_then_allowed_next_round() -> None:
    enc = corridor(["open", "open"])
    put(enc, "A", 0, stance="prone")
    enc.move("A", "z1")
    assert enc.actions_spent("A") == {"slow": 1}
    chk = enc.check_move("A", "z2")
    assert not chk.allowed and chk.slow == 1
    with pytest.raises(IllegalMoveError):
        enc.move("A", "z2")
    enc.next_round()
    assert enc.check_move("A", "z2").allowed


def test_budget_after_spending_and_next_round() -> None:
    enc = corridor(["open", "open", "open"])
    put(enc, "A", 0)
    enc.move("A", "z1")
    assert enc.actions_left("A") == {"slow": 1, "fast": 1}
    assert not enc.check_move("A", "z3").allowed
    enc.move("A", "z2")
    assert enc.actions_left("A") == {"slow": 0, "fast": 0}
    assert not enc.check_move("A", "z3").allowed
    with pytest.raises(IllegalMoveError):
        enc.spend("A", {"fast": 1})
    enc.next_round()
    assert enc.actions_spent("A") == {}
    assert enc.check_move("A", "z3").allowed
    enc.undo()  # back into the spent round
    assert not enc.check_move("A", "z3").allowed


def test_a_spent_combatant_does_not_limit_another() -> None:
    enc = corridor(["open"])
    put(enc, "A", 0, at=(3, 5))
    put(enc, "B", 0, at=(6, 5))
    enc.spend("A", {"fast": 2})
    assert not enc.check_move("A", "z1").allowed
    assert enc.check_move("B", "z1").allowed


def test_short_to_engaged_is_a_fast_action() -> None:
    enc = corridor(["open"])
    put(enc, "A", 0, at=(3, 5))
    put(enc, "Foe", 0, side="npc", at=(6, 5))
    enc.engage("A", "Foe", spend=True)
    assert enc.actions_spent("A") == {"fast": 1}
    assert enc.range_band("A", "Foe") == "engaged"
    enc.undo()
    assert enc.actions_spent("A") == {} and enc.range_band("A", "Foe") == "short"
    enc.spend("A", {"fast": 2})
    with pytest.raises(IllegalMoveError):
        enc.engage("A", "Foe", spend=True)
    assert enc.range_band("A", "Foe") == "short"


def test_staying_put_is_free() -> None:
    enc = corridor(["open"])
    put(enc, "A", 0)
    chk = enc.check_move("A", "z0")
    assert chk.allowed and (chk.fast, chk.slow) == (0, 0)
    enc.move("A", "z0", position=(1, 1))
    assert enc.combatant("A").position == (1.0, 1.0)
    assert enc.actions_spent("A") == {}


def test_unknown_destination_is_refused() -> None:
    enc = corridor(["open"])
    put(enc, "A", 0)
    chk = enc.check_move("A", "nowhere")
    assert not chk.allowed and "nowhere" in chk.reason


def test_an_illegal_move_is_a_value_error() -> None:
    assert issubclass(IllegalMoveError, ValueError)


def test_detour_round_a_wall_is_found() -> None:
    # Hall and Office share a wall; the corridor joins both. The drop costs two fast moves.
    enc = hall_office("wall")
    enc.map.add_zone("corr", name="Corridor", polygon=[(0, 10), (20, 10), (20, 14), (0, 14)])
    enc.map.add_border("hall", "corr")
    enc.map.add_border("corr", "office", kind="door", state="open")
    chk = enc.check_move("Ana", "office")
    assert chk.allowed and chk.fast == 2
    assert chk.path == ("hall", "corr", "office")
    assert "Corridor" in chk.reason
