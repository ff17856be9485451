"""YZE attacks: the attack helper's modifiers (each from its table), attack resolution, blocks,
pushes, special attacks and grapples, ammunition, full auto, aim, overwatch — and undo.

Expected numbers are read from the rule tables; dice are forced with :func:`force`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pytest
from zk_helpers import corridor

from core.encounter import Encounter
from core.resources import load_table
from core.rules.base import RuleError
from core.rules.yze import attacks as A
from core.rules.yze import damage as D
from core.rules.yze import initiative as I

STATS = {"strength": 3, "agility": 4, "wits": 3, "empathy": 3, "melee": 2, "ranged": 3}


# -- helpers ---------------------------------------------------------------------------------
def rows(table: str) -> list[dict[str, Any]]:
    return load_table("yze", table)["rows"]


def row(table: str, row_id: str) -> dict[str, Any]:
    return next(r for r in rows(table) if r["id"] == row_id)


def force(enc: Encounter, faces: Iterable[int]) -> list[int]:
    """Every die rolled from now on shows the next of ``faces`` (the test fails if they run out)."""
    left = list(faces)

    def die(sides: int) -> int:
        assert left, "the code rolled more dice than the test forced"
        return left.pop(0)

    enc.dice.die = die  # type: ignore[method-assign]
    return left


def source(table: str, label: str) -> tuple[str, str]:
    """A modifier's table and the seed's words for it (what its ``seed_note`` starts with)."""
    return f"{table}.json", label


def from_source(m: A.Modifier, src: tuple[str, str]) -> bool:
    table, words = src
    return m.source.startswith(table) and m.seed_note.startswith(words)


def mod_values(plan: A.AttackPlan, src: tuple[str, str]) -> list[int]:
    return [m.value for m in plan.modifiers if from_source(m, src)]


def health(enc: Encounter, name: str) -> int:
    return D.health(enc, name)[0]


def engage_here(enc: Encounter, a: str, b: str) -> None:
    """Put ``b`` into ``a``'s zone and make them Engaged (set-up, not an action)."""
    enc.place(b, enc.combatant(a).zone)
    enc.engage(a, b)


def set_stats(enc: Encounter, name: str, **changes: Any) -> None:
    enc.update_combatant(name, stats={**enc.combatant(name).stats, **changes})


@pytest.fixture
def line() -> Encounter:
    """Seven open zones in a row; Ana in z0 and a target in z0 (Short), z1 (Medium), z2 (Long),
    z5 (Extreme)."""
    enc = corridor(["open"] * 6)
    enc.add_combatant("Ana", zone="z0", stats=dict(STATS), position=(3, 5))
    for name, zone in (("Near", "z0"), ("Mid", "z1"), ("Far", "z2"), ("Away", "z5")):
        enc.add_combatant(name, zone=zone, side="npc", stats=dict(STATS))
    A.set_weapon(
        enc,
        {"id": "longgun", "name": "Long gun", "damage": 2, "range": "extreme", "skill": "ranged"},
    )
    enc.history.clear()
    return enc


# -- weapon table ----------------------------------------------------------------------------
def test_weapon_table_starts_as_the_seed_table(yze_enc: Encounter) -> None:
    table = A.weapon_table(yze_enc)
    assert [r["id"] for r in table] == [r["id"] for r in rows("weapons")]
    for mine, seed in zip(table, rows("weapons"), strict=True):
        for key, value in seed.items():
            assert mine[key] == value
    assert "weapons" not in yze_enc.state  # reading it copies nothing into the file


def test_set_weapon_adds_replaces_and_undoes(yze_enc: Encounter) -> None:
    before = yze_enc.to_dict()
    A.set_weapon(yze_enc, {**A.weapon(yze_enc, "pistol"), "rof": 2, "magazine": 8})
    assert A.weapon(yze_enc, "pistol")["rof"] == 2
    A.set_weapon(
        yze_enc,
        {"id": "smg", "name": "SMG", "damage": 2, "range": "medium", "skill": "ranged"},
    )
    assert A.weapon(yze_enc, "smg")["full_auto"] is False
    with pytest.raises(RuleError):
        A.set_weapon(
            yze_enc, {"id": "x", "name": "X", "damage": 1, "range": "far", "skill": "melee"}
        )
    yze_enc.undo()
    yze_enc.undo()
    assert yze_enc.to_dict() == before


# -- skill and base dice ---------------------------------------------------------------------
@pytest.mark.parametrize(
    ("weapon", "thrown", "kind", "skill"),
    [
        ("knife", None, "melee", row("melee_combat", "skill_and_range")["skill"]),
        ("pistol", None, "ranged", row("ranged_combat", "skill")["skill"]),
        ("stone", None, "thrown", row("ranged_combat", "skill")["thrown_skill"]),
        ("spear", True, "thrown", row("weapons", "spear")["thrown_skill"]),
    ],
)
def test_skill_per_kind_of_attack(
    yze_enc: Encounter, weapon: str, thrown: bool | None, kind: str, skill: str
) -> None:
    set_stats(yze_enc, "Ana", weapons=[weapon])
    engage_here(yze_enc, "Ana", "Rat 1")
    plan = A.attack_options(yze_enc, "Ana", "Rat 1", weapon, thrown=thrown)
    assert (plan.kind, plan.skill) == (kind, skill)
    from core.rules.yze.skills import skill_pool

    assert plan.base_dice == skill_pool(yze_enc, "Ana", skill)


@pytest.mark.parametrize(
    "weapon", [r for r in rows("weapons") if r["bonus"]], ids=lambda r: r["id"]
)
def test_weapon_bonus_is_listed_from_the_table(line: Encounter, weapon: dict[str, Any]) -> None:
    line.engage("Ana", "Near")
    plan = A.attack_options(line, "Ana", "Near", weapon["id"])
    assert mod_values(plan, source("weapons", weapon["name_pt"])) == [weapon["bonus"]]


def test_pool_is_base_dice_plus_every_modifier(line: Encounter) -> None:
    plan = A.attack_options(line, "Ana", "Mid", "pistol", target_size="small")
    assert plan.pool == plan.base_dice + sum(m.value for m in plan.modifiers)
    assert plan.pool == 4 + 3 + 2 - 1 - 2


# -- ranged modifiers ------------------------------------------------------------------------
RANGE_TARGETS = {"short": "Near", "medium": "Mid", "long": "Far", "extreme": "Away"}


@pytest.mark.parametrize(
    "r", [r for r in rows("ranged_modifiers") if r["range"] in RANGE_TARGETS], ids=lambda r: r["id"]
)
def test_range_band_modifiers(line: Encounter, r: dict[str, Any]) -> None:
    target = RANGE_TARGETS[r["range"]]
    plan = A.attack_options(line, "Ana", target, "longgun")
    assert plan.range_band == r["range"]
    expected = [r["modifier"]] if r["modifier"] else []
    assert mod_values(plan, source("ranged_modifiers", r["factor_pt"])) == expected
    assert plan.allowed


def test_engaged_range_minus_three_or_plus_three_on_helpless(line: Encounter) -> None:
    r = row("ranged_modifiers", "target_engaged")
    line.engage("Ana", "Near")
    plan = A.attack_options(line, "Ana", "Near", "pistol")
    assert mod_values(plan, source("ranged_modifiers", r["factor_pt"])) == [r["modifier"]]
    plan = A.attack_options(line, "Ana", "Near", "pistol", helpless=True)
    values = [
        m.value
        for m in plan.modifiers
        if from_source(m, source("ranged_modifiers", r["factor_pt"]))
    ]
    assert values == [r["helpless_modifier"]]


def test_broken_target_counts_as_helpless(line: Encounter) -> None:
    line.engage("Ana", "Near")
    D.apply_damage(line, "Near", 99, can_crit=False)
    assert D.is_broken(line, "Near")
    plan = A.attack_options(line, "Ana", "Near", "pistol")
    assert row("ranged_modifiers", "target_engaged")["helpless_modifier"] in [
        m.value for m in plan.modifiers
    ]


def test_no_shot_beyond_the_weapon_range(line: Encounter) -> None:
    assert row("weapons", "pistol")["range"] == "medium"
    plan = A.attack_options(line, "Ana", "Far", "pistol")
    assert not plan.allowed
    assert "beyond" in plan.reason and "Medium" in plan.reason
    with pytest.raises(RuleError):
        A.attack(line, "Ana", "Far", "pistol")


@pytest.mark.parametrize(("flag", "row_id"), [("large", "target_large"), ("small", "target_small")])
def test_target_size(line: Encounter, flag: str, row_id: str) -> None:
    r = row("ranged_modifiers", row_id)
    plan = A.attack_options(line, "Ana", "Mid", "pistol", target_size=flag)
    assert mod_values(plan, source("ranged_modifiers", r["factor_pt"])) == [r["modifier"]]


def test_unseen_target_and_dim_light(line: Encounter) -> None:
    unseen = row("attack_situational_modifiers", "unseen_target")
    dim = row("ranged_modifiers", "dim_light")
    plan = A.attack_options(line, "Ana", "Mid", "pistol", unseen=True, dim_light=True)
    seen = [m.value for m in plan.modifiers if "ALVO INVISÍVEL" in m.seed_note]
    assert unseen["modifier"] in seen
    assert mod_values(plan, source("ranged_modifiers", dim["factor_pt"])) == [dim["modifier"]]


def test_dark_zone_modifier_and_its_setting(line: Encounter) -> None:
    dark = row("zone_features", "dark")
    line.map.update_zone("z1", features={"dark"})
    plan = A.attack_options(line, "Ana", "Mid", "pistol")
    assert mod_values(plan, source("zone_features", dark["name_pt"])) == [
        dark["ranged_attack_modifier"]
    ]
    D.set_yze_setting(line, "yze.dark_zone_ranged_modifier", "dim_light")
    dim = row("ranged_modifiers", "dim_light")
    plan = A.attack_options(line, "Ana", "Mid", "pistol")
    assert mod_values(plan, source("ranged_modifiers", dim["factor_pt"])) == [dim["modifier"]]


def test_no_shot_through_a_dark_zone(line: Encounter) -> None:
    line.map.update_zone("z1", features={"dark"})
    plan = A.attack_options(line, "Ana", "Far", "longgun")
    assert not plan.allowed and "dark" in plan.reason


def test_no_shot_through_a_wall(yze_enc: Encounter) -> None:
    set_stats(yze_enc, "Ana", weapons=["rifle"])
    plan = A.attack_options(yze_enc, "Ana", "Boss", "rifle")
    assert not plan.allowed
    assert plan.reason == yze_enc.can_shoot("Ana", "Boss").reason


@pytest.mark.parametrize(
    "r", [r for r in rows("darkness") if r["id"].startswith("attack_")], ids=lambda r: r["id"]
)
def test_total_darkness(line: Encounter, r: dict[str, Any]) -> None:
    from core.rules.yze import hazards as H

    H.set_total_darkness(line, "z0")
    if r["range"] == "engaged":
        line.engage("Ana", "Near")
        target = "Near"
    else:
        target = RANGE_TARGETS[r["range"]]
    plan = A.attack_options(line, "Ana", target, "longgun")
    assert plan.allowed == r["allowed"]
    if r["allowed"]:
        dark = [m.value for m in plan.modifiers if m.source.startswith("darkness.json")]
        assert dark == [r["attack_modifier"]]
        assert plan.requires_roll == r["requires_roll"]


def test_total_darkness_short_range_needs_observation_first(line: Encounter) -> None:
    from core.rules.yze import hazards as H

    H.set_total_darkness(line, "z0")
    force(line, [2, 2, 2, 2, 2])  # Observation (wits 3 + observation 0 − 0): no success
    spent = line.actions_spent("Ana")
    res = A.attack(line, "Ana", "Near", "longgun")
    assert res.outcome == "no_attack"
    assert line.actions_spent("Ana") == spent  # "sem ação": nothing spent


def test_melee_in_total_darkness(yze_enc: Encounter) -> None:
    from core.rules.yze import hazards as H

    r = row("darkness", "attack_engaged")
    engage_here(yze_enc, "Bo", "Rat 1")
    H.set_total_darkness(yze_enc, "z0")
    plan = A.attack_options(yze_enc, "Bo", "Rat 1", "unarmed")
    assert [m.value for m in plan.modifiers if m.source.startswith("darkness.json")] == [
        r["attack_modifier"]
    ]


def test_step_dice_attack(yze_enc: Encounter) -> None:
    yze_enc.add_combatant(
        "Kit",
        zone="z0",
        stats={"strength": "B", "agility": "C", "ranged": "B", "weapons": ["pistol"]},
    )
    plan = A.attack_options(yze_enc, "Kit", "Rat 1", "pistol")
    # attribute die C, skill die B moved one step per point: pistol +2, Medium −1 → +1 → A
    assert (plan.dice_style, plan.steps) == ("step", ["C", "A"])
    force(yze_enc, [8, 11])  # D8: 8 (one success), D12: 11 (two)
    res = A.attack(yze_enc, "Kit", "Rat 1", "pistol")
    assert res.successes == 3 and res.damage == row("weapons", "pistol")["damage"] + 2


# -- aim -------------------------------------------------------------------------------------
def test_aim_gives_plus_two_on_the_next_shot_only(line: Encounter) -> None:
    r = row("ranged_modifiers", "aimed_shot")
    assert A.aim(line, "Ana", weapon_id="pistol") == r["modifier"]
    assert line.actions_spent("Ana") == {row("ranged_combat", "aimed_fire")["action"]: 1}
    plan = A.attack_options(line, "Ana", "Mid", "pistol")
    assert mod_values(plan, source("ranged_modifiers", r["factor_pt"])) == [r["modifier"]]
    force(line, [2] * 20)
    A.attack(line, "Ana", "Mid", "pistol")
    line.next_round()
    plan = A.attack_options(line, "Ana", "Mid", "pistol")
    assert mod_values(plan, source("ranged_modifiers", r["factor_pt"])) == []


def test_aim_is_lost_on_another_action(line: Encounter) -> None:
    A.aim(line, "Ana", weapon_id="pistol")
    line.move("Ana", "z1")
    plan = A.attack_options(line, "Ana", "Far", "pistol")
    assert not [m for m in plan.modifiers if "Aim" in m.label]


def test_aim_is_lost_when_hurt(line: Encounter) -> None:
    A.aim(line, "Ana", weapon_id="pistol")
    A.apply_harm(line, "Ana", 1, source="a test")
    plan = A.attack_options(line, "Ana", "Mid", "pistol")
    assert not [m for m in plan.modifiers if "Aim" in m.label]


def test_aim_needs_a_ranged_weapon(yze_enc: Encounter) -> None:
    with pytest.raises(RuleError, match="ranged weapon"):
        A.aim(yze_enc, "Bo")


def test_scope_aim_is_slow_plus_three_and_shoots_next_round(line: Encounter) -> None:
    srow = row("ranged_combat", "scope")
    with pytest.raises(RuleError, match="telescopic"):
        A.aim(line, "Ana", scope=True, weapon_id="longgun")
    A.set_weapon(line, {**A.weapon(line, "longgun"), "scope": True})
    A.draw_weapon(line, "Ana", "longgun", spend=False)
    assert (
        A.aim(line, "Ana", scope=True)
        == row("attack_situational_modifiers", "scope_aimed")["modifier"]
    )
    assert line.actions_spent("Ana") == {srow["action"]: 1}
    plan = A.attack_options(line, "Ana", "Far", "longgun")
    assert not plan.allowed  # no slow action left: no slow aim and shot in one round
    line.next_round()
    plan = A.attack_options(line, "Ana", "Far", "longgun")
    scoped = row("attack_situational_modifiers", "scope_aimed")
    assert [m.value for m in plan.modifiers if "MIRA TELESCÓPICA" in m.seed_note] == [
        scoped["modifier"]
    ]
    assert not [m for m in plan.modifiers if m.label == "Aimed shot"]  # +3 in total, not +5


def test_aim_through_the_actions_list(line: Encounter) -> None:
    from core.rules.yze.actions import take_action

    set_stats(line, "Ana", weapons=["pistol"])
    take_action(line, "Ana", "aim")
    plan = A.attack_options(line, "Ana", "Mid", "pistol")
    assert [m.value for m in plan.modifiers if m.label == "Aimed shot"] == [2]
    take_action(line, "Ana", "move", target="z1")
    plan = A.attack_options(line, "Ana", "Far", "pistol")
    assert not [m for m in plan.modifiers if m.label == "Aimed shot"]


# -- melee modifiers -------------------------------------------------------------------------
@pytest.fixture
def brawl(yze_enc: Encounter) -> Encounter:
    """Bo (unarmed) and Rat 1 (knife) Engaged in the Hall."""
    engage_here(yze_enc, "Bo", "Rat 1")
    yze_enc.history.clear()
    return yze_enc


def test_melee_needs_engaged_range(yze_enc: Encounter) -> None:
    yze_enc.place("Rat 1", "z0")
    plan = A.attack_options(yze_enc, "Bo", "Rat 1", "unarmed")
    assert not plan.allowed and "Engaged" in plan.reason


@pytest.mark.parametrize(("who", "mod_id"), [("Bo", "attacker_prone"), ("Rat 1", "target_prone")])
def test_prone_modifiers(brawl: Encounter, who: str, mod_id: str) -> None:
    r = row("melee_modifiers", mod_id)
    brawl.set_stance(who, "prone")
    plan = A.attack_options(brawl, "Bo", "Rat 1", "unarmed")
    assert mod_values(plan, source("melee_modifiers", r["factor_pt"])) == [r["modifier"]]


def test_helpless_does_not_stack_with_prone(brawl: Encounter) -> None:
    helpless = row("melee_modifiers", "target_helpless")
    prone = row("melee_modifiers", "target_prone")
    assert prone["id"] in helpless["not_cumulative_with"]
    brawl.set_stance("Rat 1", "prone")
    plan = A.attack_options(brawl, "Bo", "Rat 1", "unarmed", helpless=True)
    assert mod_values(plan, source("melee_modifiers", helpless["factor_pt"])) == [
        helpless["modifier"]
    ]
    assert mod_values(plan, source("melee_modifiers", prone["factor_pt"])) == []


def test_sneak_attack_plus_three_and_unblockable(brawl: Encounter) -> None:
    r = row("attack_situational_modifiers", "sneak_attack_melee")
    brawl.combat.sneak_attack_roll("Bo", success=True)  # rolled at the table
    plan = A.attack_options(brawl, "Bo", "Rat 1", "unarmed", sneak=True)
    assert r["modifier"] in [m.value for m in plan.modifiers if "ATAQUE FURTIVO" in m.seed_note]
    assert not plan.can_be_blocked and r["target_can_block"] is False
    with pytest.raises(RuleError, match="can't be blocked"):
        A.attack(brawl, "Bo", "Rat 1", "unarmed", sneak=True, block=True)


def test_diving_blow_is_detected_after_closing_in(yze_enc: Encounter) -> None:
    r = row("melee_modifiers", "dive_attack")
    yze_enc.place("Rat 1", "z0")
    A.close_in(yze_enc, "Bo", "Rat 1")
    plan = A.attack_options(yze_enc, "Bo", "Rat 1", "unarmed")
    assert plan.dive
    assert mod_values(plan, source("melee_modifiers", r["factor_pt"])) == [r["modifier"]]
    set_stats(yze_enc, "Bo", weapons=["knife"])
    plan = A.attack_options(yze_enc, "Bo", "Rat 1", "knife")
    assert not plan.dive  # unarmed only
    yze_enc.next_round()
    assert not A.attack_options(yze_enc, "Bo", "Rat 1", "unarmed").dive


@pytest.mark.parametrize(("faces", "hit"), [([6] + [2] * 20, True), ([2] * 21, False)])
def test_diving_blow_falls(yze_enc: Encounter, faces: list[int], hit: bool) -> None:
    yze_enc.place("Rat 1", "z0")
    A.close_in(yze_enc, "Bo", "Rat 1")
    force(yze_enc, faces)
    res = A.attack(yze_enc, "Bo", "Rat 1", "unarmed")
    assert res.hit is hit
    assert yze_enc.combatant("Bo").stance == "prone"
    assert (yze_enc.combatant("Rat 1").stance == "prone") is hit


# -- resolution ------------------------------------------------------------------------------
@pytest.mark.parametrize("successes", [1, 2, 3])
def test_damage_is_weapon_base_plus_one_per_extra_success(brawl: Encounter, successes: int) -> None:
    per = row("melee_combat", "damage")["damage_per_extra_success"]
    base = row("weapons", "knife")["damage"]
    plan = A.attack_options(brawl, "Rat 1", "Bo", "knife")
    force(brawl, [6] * successes + [3] * (plan.pool - successes))
    hp = health(brawl, "Bo")
    res = A.attack(brawl, "Rat 1", "Bo", "knife")
    assert res.damage == base + per * (successes - 1)
    assert health(brawl, "Bo") == max(0, hp - res.damage)
    assert brawl.actions_spent("Rat 1") == {"slow": 1}


def test_a_miss_does_no_damage(brawl: Encounter) -> None:
    force(brawl, [3] * 20)
    hp = health(brawl, "Bo")
    res = A.attack(brawl, "Rat 1", "Bo", "knife")
    assert (res.hit, res.damage, health(brawl, "Bo")) == (False, 0, hp)


def test_armour_then_damage(brawl: Encounter) -> None:
    D.set_armour(brawl, "Bo", 2)
    plan = A.attack_options(brawl, "Rat 1", "Bo", "knife")
    force(brawl, [6, 6] + [3] * (plan.pool - 2) + [6, 3])  # attack: 2 successes; armour: 1
    hp = health(brawl, "Bo")
    res = A.attack(brawl, "Rat 1", "Bo", "knife")
    assert res.damage == 3 and res.damage_taken == 2
    assert health(brawl, "Bo") == hp - 2


def test_cover_only_against_ranged(line: Encounter) -> None:
    D.take_cover(line, "Mid", "furniture", spend=False)
    plan = A.attack_options(line, "Ana", "Mid", "pistol")
    cover = row("barriers", "furniture")["armour_pool"]
    force(line, [6] * plan.pool + [6] * cover)
    res = A.attack(line, "Ana", "Mid", "pistol")
    assert res.protection is not None and res.protection["cover"] is not None
    assert res.damage_taken == max(0, res.damage - cover)


def test_an_attack_costs_the_slow_action_and_is_refused_without_it(brawl: Encounter) -> None:
    brawl.spend("Rat 1", {"slow": 1})
    plan = A.attack_options(brawl, "Rat 1", "Bo", "knife")
    assert not plan.allowed and "slow" in plan.reason


def test_not_your_turn(brawl: Encounter) -> None:
    I.choose_card(brawl, "Bo", 1)
    I.draw_initiative(brawl)
    I.start_fight(brawl)
    assert I.current_turn(brawl) == "Bo"
    plan = A.attack_options(brawl, "Rat 1", "Bo", "knife")
    assert not plan.allowed and "turn" in plan.reason
    refused = A.attack_options(brawl, "Rat 1", "Bo", "knife", free=True)
    assert not refused.allowed and "failed retreat" in refused.reason  # none owed yet
    A.grant_free_attacks(brawl, "Bo", ["Rat 1"])
    assert A.attack_options(brawl, "Rat 1", "Bo", "knife", free=True).allowed


def test_holding_another_weapon_needs_a_draw(yze_enc: Encounter) -> None:
    A.draw_weapon(yze_enc, "Ana", "knife")
    assert yze_enc.actions_spent("Ana") == {row("ranged_combat", "skill")["draw_action"]: 1}
    plan = A.attack_options(yze_enc, "Ana", "Rat 1", "pistol")
    assert not plan.allowed and "draw" in plan.reason
    with pytest.raises(RuleError):
        A.draw_weapon(yze_enc, "Bo", "knife")  # Bo carries none


# -- blocking --------------------------------------------------------------------------------
def test_block_cancels_one_success_each(brawl: Encounter) -> None:
    set_stats(brawl, "Bo", weapons=["club"])
    plan = A.attack_options(brawl, "Rat 1", "Bo", "knife")
    block_pool = 4 + 3 + row("weapons", "club")["bonus"]
    force(brawl, [6] + [2] * (block_pool - 1) + [6, 6, 6] + [3] * (plan.pool - 3))
    res = A.attack(brawl, "Rat 1", "Bo", "knife", block=True)
    assert (res.successes, res.block_successes, res.net_successes) == (3, 1, 2)
    assert res.damage == row("weapons", "knife")["damage"] + 1
    assert brawl.actions_spent("Bo") == {row("blocking", "block")["action"]: 1}


def test_block_excess_successes_do_nothing(brawl: Encounter) -> None:
    set_stats(brawl, "Bo", weapons=["club"])
    plan = A.attack_options(brawl, "Rat 1", "Bo", "knife")
    force(brawl, [6] * 9 + [6] + [3] * (plan.pool - 1))
    res = A.attack(brawl, "Rat 1", "Bo", "knife", block=True)
    assert (res.hit, res.net_successes, res.damage) == (False, 0, 0)


def test_unarmed_blocks_only_unarmed_humanoids(brawl: Encounter) -> None:
    with pytest.raises(RuleError, match="unarmed"):
        A.attack(brawl, "Rat 1", "Bo", "knife", block=True)
    force(brawl, [3] * 40)
    A.attack(brawl, "Rat 1", "Bo", "unarmed", block=True)  # an unarmed humanoid: fine
    brawl.next_round()
    brawl.add_combatant("Dog", zone="z0", side="npc", stats={**STATS, "animal": True})
    brawl.engage("Dog", "Bo")
    with pytest.raises(RuleError, match="animal"):
        A.attack(brawl, "Dog", "Bo", "unarmed", block=True)
    A.attack(brawl, "Dog", "Bo", "unarmed", block=True, block_with_tool=True)


def test_blocks_spend_the_round_budget(brawl: Encounter) -> None:
    set_stats(brawl, "Bo", weapons=["club"])
    brawl.place("Rat 2", "z0")
    brawl.engage("Rat 2", "Bo")
    force(brawl, [3] * 200)
    A.attack(brawl, "Rat 1", "Bo", "knife", block=True)
    A.attack(brawl, "Rat 2", "Bo", "knife", block=True)
    assert brawl.actions_left("Bo")["fast"] == 0
    brawl.add_combatant("Rat 3", zone="z0", side="npc", stats=dict(STATS))
    brawl.engage("Rat 3", "Bo")
    with pytest.raises(RuleError):
        A.attack(brawl, "Rat 3", "Bo", "unarmed", block=True)


def test_ranged_attacks_cannot_be_blocked(line: Encounter) -> None:
    plan = A.attack_options(line, "Ana", "Mid", "pistol")
    assert not plan.can_be_blocked


# -- pushing ---------------------------------------------------------------------------------
def test_push_rerolls_and_hurts(brawl: Encounter) -> None:
    plan = A.attack_options(brawl, "Rat 1", "Bo", "knife")
    assert plan.pool == 6
    force(brawl, [6, 3, 3, 1, 2, 2, 6, 6, 2, 2])
    res = A.attack(brawl, "Rat 1", "Bo", "knife", resolve=False)
    assert (res.outcome, res.successes, res.can_push) == ("pending", 1, True)
    hp_rat, hp_bo = health(brawl, "Rat 1"), health(brawl, "Bo")
    res = A.push_attack(brawl, res.id)
    assert res.pushed and res.roll["dice"] == [6, 6, 6, 1, 2, 2]
    assert res.damage == row("weapons", "knife")["damage"] + 2
    assert health(brawl, "Bo") == hp_bo - res.damage
    assert health(brawl, "Rat 1") == hp_rat - 1  # one bane on the pushed roll
    with pytest.raises(RuleError):
        A.push_attack(brawl, res.id)


def test_resolve_without_pushing_and_one_open_attack_at_a_time(brawl: Encounter) -> None:
    force(brawl, [6, 3, 3, 3, 3, 3])
    res = A.attack(brawl, "Rat 1", "Bo", "knife", resolve=False)
    brawl.next_round()
    with pytest.raises(RuleError, match="open"):
        A.attack(brawl, "Rat 1", "Bo", "knife")
    res = A.resolve_attack(brawl, res.id)
    assert res.resolved and res.damage == row("weapons", "knife")["damage"]


# -- special attacks and grapple -------------------------------------------------------------
def hit_dice(enc: Encounter, attacker: str, target: str, weapon: str, **flags: Any) -> None:
    plan = A.attack_options(enc, attacker, target, weapon, **flags)
    force(enc, [6] + [3] * (plan.pool - 1) + [3] * 20)


@pytest.mark.parametrize("special", A.SPECIAL_ATTACKS)
def test_special_attacks_are_unarmed_only(brawl: Encounter, special: str) -> None:
    r = row("special_attacks", special)
    assert r["unarmed_only"]
    plan = A.attack_options(brawl, "Rat 1", "Bo", "knife", special=special)
    assert not plan.allowed and "unarmed" in plan.reason


def test_knock_down(brawl: Encounter) -> None:
    hit_dice(brawl, "Bo", "Rat 1", "unarmed", special="knock_down")
    hp = health(brawl, "Rat 1")
    res = A.attack(brawl, "Bo", "Rat 1", "unarmed", special="knock_down")
    assert res.hit and brawl.combatant("Rat 1").stance == "prone"
    assert health(brawl, "Rat 1") == hp and res.damage == 0  # instead of damage


def test_shove(brawl: Encounter) -> None:
    hit_dice(brawl, "Bo", "Rat 1", "unarmed", special="shove")
    A.attack(brawl, "Bo", "Rat 1", "unarmed", special="shove")
    assert brawl.range_band("Bo", "Rat 1") == "short"


def test_disarm_keep(brawl: Encounter) -> None:
    assert A.wielded(brawl, "Rat 1") == "knife"
    hit_dice(brawl, "Bo", "Rat 1", "unarmed", special="disarm")
    A.attack(brawl, "Bo", "Rat 1", "unarmed", special="disarm")
    assert A.wielded(brawl, "Rat 1") == "unarmed"
    assert A.wielded(brawl, "Bo") == "knife"
    brawl.next_round()
    assert "carry" in A.attack_options(brawl, "Rat 1", "Bo", "knife").reason
    assert A.attack_options(brawl, "Bo", "Rat 1", "knife").allowed


def test_grapple(brawl: Encounter) -> None:
    g = row("melee_combat", "grapple")
    hit_dice(brawl, "Bo", "Rat 1", "unarmed", special="grapple")
    A.attack(brawl, "Bo", "Rat 1", "unarmed", special="grapple")
    assert brawl.combatant("Bo").stance == brawl.combatant("Rat 1").stance == "prone"
    assert A.wielded(brawl, "Rat 1") == "unarmed"
    assert A.grappled_by(brawl, "Rat 1") == "Bo" and A.grappling(brawl, "Bo") == "Rat 1"
    brawl.next_round()
    # the held one: only break free
    assert not A.attack_options(brawl, "Rat 1", "Bo", "unarmed").allowed
    with pytest.raises(RuleError):
        A.aim(brawl, "Rat 1")
    # the holder: only a grapple attack — fast, unblockable
    plan = A.attack_options(brawl, "Bo", "Rat 1", "unarmed")
    assert plan.allowed and plan.grapple_attack
    assert plan.action == g["grapple_attack_action"]
    assert plan.can_be_blocked is g["grapple_attack_blockable"]
    assert not A.attack_options(brawl, "Bo", "Ana", "unarmed").allowed
    # break free: slow, opposed Close Combat, the held one must win
    force(brawl, [6, 6] + [2] * 5 + [6] + [2] * 6)
    out = A.break_free(brawl, "Rat 1")
    assert out["free"]
    assert brawl.actions_spent("Rat 1") == {g["break_free_action"]: 1}
    assert A.grappled_by(brawl, "Rat 1") is None


def test_break_free_tie_stays_held(brawl: Encounter) -> None:
    hit_dice(brawl, "Bo", "Rat 1", "unarmed", special="grapple")
    A.attack(brawl, "Bo", "Rat 1", "unarmed", special="grapple")
    force(brawl, [6] + [2] * 4 + [6] + [2] * 6)
    assert not A.break_free(brawl, "Rat 1")["free"]
    A.release(brawl, "Bo")
    assert A.grappling(brawl, "Bo") is None


# -- ammunition ------------------------------------------------------------------------------
def test_counted_rounds(line: Encounter) -> None:
    D.set_yze_setting(line, "yze.ammo_mode", "count")
    A.set_ammo(line, "Ana", "pistol", bullets=1)
    force(line, [3] * 50)
    A.attack(line, "Ana", "Mid", "pistol")
    assert A._peek(line, "Ana")["ammo"]["pistol"] == 0
    line.next_round()
    plan = A.attack_options(line, "Ana", "Mid", "pistol")
    assert not plan.allowed and "empty" in plan.reason
    with pytest.raises(RuleError, match="How many"):
        A.reload(line, "Ana", "pistol")
    A.reload(line, "Ana", "pistol", bullets=6)
    assert line.actions_spent("Ana") == {row("ranged_combat", "ammo_modes")["reload_action"]: 1}
    assert A._peek(line, "Ana")["ammo"]["pistol"] == 6


def test_supply_roll_after_the_attack(line: Encounter) -> None:
    assert A.ammo_mode(line) == "supply"
    A.set_ammo(line, "Ana", "pistol", supply=3)
    plan = A.attack_options(line, "Ana", "Mid", "pistol")
    force(line, [3] * plan.pool + [1, 1, 4])
    res = A.attack(line, "Ana", "Mid", "pistol")
    assert res.ammo["supply_roll"]["after"] == 3 - 2 * A.SUPPLY_BANE_LOSS
    A.set_ammo(line, "Ana", "pistol", supply=0)
    line.next_round()
    assert "out of ammunition" in A.attack_options(line, "Ana", "Mid", "pistol").reason


@pytest.mark.parametrize("ex", row("ammo_dice", "how_many")["examples"], ids=str)
def test_ammo_dice_limit(line: Encounter, ex: dict[str, int]) -> None:
    D.set_yze_setting(line, "yze.ammo_mode", "ammo_dice")
    A.set_weapon(
        line,
        {**A.weapon(line, "pistol"), "rof": row("ammo_dice", "rate_of_fire")["typical_pistol_rof"]},
    )
    A.set_ammo(line, "Ana", "pistol", bullets=ex["rounds_left"])
    plan = A.attack_options(line, "Ana", "Mid", "pistol")
    assert plan.max_ammo_dice == ex["max_ammo_dice"]
    assert not A.attack_options(
        line, "Ana", "Mid", "pistol", ammo_dice=ex["max_ammo_dice"] + 1
    ).allowed


@pytest.mark.parametrize("extra", [0, 1])
def test_ammo_dice_spend_and_successes(line: Encounter, extra: int) -> None:
    D.set_yze_setting(line, "yze.ammo_mode", "ammo_dice")
    A.set_weapon(line, {**A.weapon(line, "pistol"), "rof": 2})
    A.set_ammo(line, "Ana", "pistol", bullets=10)
    plan = A.attack_options(line, "Ana", "Mid", "pistol", ammo_dice=2)
    force(line, [6, 2] + [6] + [3] * (plan.pool - 1))
    hp = health(line, "Mid")
    res = A.attack(line, "Ana", "Mid", "pistol", ammo_dice=2, extra_hits=extra)
    assert res.ammo["spent"] == 6 + 2 + 1  # sum of the ammo dice + 1
    assert A._peek(line, "Ana")["ammo"]["pistol"] == 10 - 9
    base = row("weapons", "pistol")["damage"]
    assert res.damage == base + (1 - extra)  # the ammo success: +1 damage or an extra hit
    assert len(res.extra_hits) == extra
    assert health(line, "Mid") == hp - res.damage - extra * base


def test_ammo_dice_empty_the_magazine(line: Encounter) -> None:
    D.set_yze_setting(line, "yze.ammo_mode", "ammo_dice")
    A.set_weapon(line, {**A.weapon(line, "pistol"), "rof": 2})
    A.set_ammo(line, "Ana", "pistol", bullets=3)
    plan = A.attack_options(line, "Ana", "Mid", "pistol", ammo_dice=2)
    force(line, [2, 1] + [3] * plan.pool)
    res = A.attack(line, "Ana", "Mid", "pistol", ammo_dice=2)
    assert res.ammo["spent"] == 3 and res.ammo["empty"]
    assert A._peek(line, "Ana")["ammo"]["pistol"] == 0


def test_bow_must_be_readied_and_stays_ready_only_for_shooting_or_aiming(line: Encounter) -> None:
    set_stats(line, "Ana", weapons=["bow"])
    assert row("weapons", "bow")["needs_preparing"]
    assert "readied" in A.attack_options(line, "Ana", "Mid", "bow").reason
    A.ready_weapon(line, "Ana", "bow")
    assert line.actions_spent("Ana") == {row("ranged_combat", "bows_and_slings")["ready_action"]: 1}
    A.aim(line, "Ana")
    assert A.attack_options(line, "Ana", "Mid", "bow").allowed is False  # no slow left…
    line.next_round()
    assert A.attack_options(line, "Ana", "Mid", "bow").allowed  # …still ready next round
    line.move("Ana", "z1")
    assert "readied" in A.attack_options(line, "Ana", "Far", "bow").reason


def test_crossbow_loads_as_a_slow_action(line: Encounter) -> None:
    A.set_weapon(
        line,
        {
            "id": "crossbow",
            "name": "Crossbow",
            "damage": 2,
            "range": "long",
            "skill": "ranged",
            "bonus": 1,
            "crossbow": True,
        },
    )
    force(line, [3] * 100)
    A.attack(line, "Ana", "Mid", "crossbow")
    line.next_round()
    assert "load" in A.attack_options(line, "Ana", "Mid", "crossbow").reason
    A.load_crossbow(line, "Ana", "crossbow")
    assert line.actions_spent("Ana") == {
        row("ranged_combat", "bows_and_slings")["crossbow_load_action"]: 1
    }
    line.next_round()
    assert A.attack_options(line, "Ana", "Mid", "crossbow").allowed


# -- full auto -------------------------------------------------------------------------------
def test_basic_full_auto_up_to_three_attacks_then_supply(line: Encounter) -> None:
    fa = row("full_auto", "basic_full_auto")
    A.set_weapon(line, {**A.weapon(line, "longgun"), "full_auto": True, "firearm": True})
    A.set_ammo(line, "Ana", "longgun", supply=4)
    assert not A.attack_options(line, "Ana", "Mid", "pistol", full_auto=True).allowed
    targets = ["Mid", "Far", "Mid"]  # the same or a different target each time
    for n, target in enumerate(targets, start=1):
        pool = A.attack_options(line, "Ana", target, "longgun", burst=n > 1).pool
        last = n == fa["max_attacks"]
        force(line, [6] + [3] * (pool - 1) + ([1, 1, 3, 3] if last else []))
        if n == 1:
            res = A.attack(line, "Ana", target, "longgun", full_auto=True)
        else:
            res = A.continue_burst(line, "Ana", target)
        assert res.hit and res.burst["attacks"] == n
        assert res.burst["can_continue"] is (not last)
    assert line.actions_spent("Ana") == {"slow": 1}  # one action for the whole burst
    assert fa["supply_roll_after"]
    assert A._peek(line, "Ana")["supply"]["longgun"] == 4 - 2 * A.SUPPLY_BANE_LOSS
    with pytest.raises(RuleError):
        A.continue_burst(line, "Ana", "Mid")


def test_full_auto_miss_ends_the_burst(line: Encounter) -> None:
    A.set_weapon(line, {**A.weapon(line, "longgun"), "full_auto": True, "firearm": True})
    force(line, [3] * 40)
    res = A.attack(line, "Ana", "Mid", "longgun", full_auto=True)
    assert not res.burst["can_continue"]
    assert A._peek(line, "Ana").get("burst") is None


# -- overwatch -------------------------------------------------------------------------------
def test_overwatch_needs_a_ranged_weapon_and_no_engaged_enemy(yze_enc: Encounter) -> None:
    ow = row("overwatch", "take_position")
    with pytest.raises(RuleError, match="ranged weapon"):
        A.take_overwatch(yze_enc, "Bo", "z1")
    engage_here(yze_enc, "Ana", "Rat 2")
    with pytest.raises(RuleError, match="Engaged"):
        A.take_overwatch(yze_enc, "Ana", "z1")
    yze_enc.disengage("Ana", "Rat 2")
    A.take_overwatch(yze_enc, "Ana", "z1")
    assert yze_enc.actions_spent("Ana") == {ow["action"]: 1}
    assert A.in_overwatch(yze_enc, "Ana")["zone"] == "z1"


def test_overwatch_fire_out_of_turn_with_the_slow_action(yze_enc: Encounter) -> None:
    I.choose_card(yze_enc, "Ana", 1)
    I.choose_card(yze_enc, "Rat 1", 2)
    I.draw_initiative(yze_enc)
    I.start_fight(yze_enc)
    A.take_overwatch(yze_enc, "Ana", "z1")
    I.next_turn(yze_enc)
    assert I.current_turn(yze_enc) == "Rat 1"
    assert not A.attack_options(yze_enc, "Ana", "Rat 1", "pistol").allowed  # not her turn
    plan = A.attack_options(yze_enc, "Ana", "Rat 1", "pistol", overwatch=True)
    assert plan.allowed and plan.action == row("overwatch", "cost")["shot_action"]
    force(yze_enc, [3] * 40)
    A.overwatch_fire(yze_enc, "Ana", "Rat 1")
    assert yze_enc.actions_spent("Ana") == {"fast": 1, "slow": 1}
    assert A.in_overwatch(yze_enc, "Ana")  # the shot doesn't end it
    while not (I.current_turn(yze_enc) == "Ana" and yze_enc.round.number == 2):
        I.next_turn(yze_enc)
    assert A.in_overwatch(yze_enc, "Ana") is None  # over at her next turn


def test_overwatch_only_in_its_direction(yze_enc: Encounter) -> None:
    A.take_overwatch(yze_enc, "Ana", "z1")
    yze_enc.place("Rat 2", "z0")
    assert "direction" in A.attack_options(yze_enc, "Ana", "Rat 2", "pistol", overwatch=True).reason
    assert A.attack_options(yze_enc, "Ana", "Rat 1", "pistol", overwatch=True).allowed


@pytest.mark.parametrize("how", ["other_action", "attacked_in_melee", "damaged"])
def test_losing_overwatch(yze_enc: Encounter, how: str) -> None:
    assert how in row("overwatch", "losing_overwatch")["lost_on"]
    A.take_overwatch(yze_enc, "Ana", "z1")
    if how == "other_action":
        yze_enc.move("Ana", "z1")
    elif how == "attacked_in_melee":
        engage_here(yze_enc, "Ana", "Rat 1")
        force(yze_enc, [3] * 20)
        A.attack(yze_enc, "Rat 1", "Ana", "knife")
    else:
        A.apply_harm(yze_enc, "Ana", 1, source="a test")
    assert A.in_overwatch(yze_enc, "Ana") is None


def test_mutual_overwatch_is_an_opposed_roll_and_no_action(yze_enc: Encounter) -> None:
    assert row("overwatch", "mutual")["opposed_roll_is_action"] is False
    set_stats(yze_enc, "Rat 1", weapons=["pistol"])
    A.take_overwatch(yze_enc, "Ana", "z1")
    A.take_overwatch(yze_enc, "Rat 1", "z0")
    spent = (yze_enc.actions_spent("Ana"), yze_enc.actions_spent("Rat 1"))
    force(yze_enc, [6] + [2] * 6 + [6, 6] + [2] * 3)
    assert A.opposed_overwatch(yze_enc, "Ana", "Rat 1")["first"] == "Rat 1"
    assert (yze_enc.actions_spent("Ana"), yze_enc.actions_spent("Rat 1")) == spent


# -- undo ------------------------------------------------------------------------------------
Setup = Callable[[Encounter], Any] | None

UNDO_CASES: dict[str, tuple[Setup, Callable[[Encounter], Any]]] = {
    "shoot": (None, lambda e: A.attack(e, "Ana", "Rat 1", "pistol")),
    "melee": (
        lambda e: engage_here(e, "Bo", "Rat 1"),
        lambda e: A.attack(e, "Rat 1", "Bo", "knife"),
    ),
    "block": (
        lambda e: engage_here(e, "Bo", "Rat 1"),
        lambda e: A.attack(e, "Rat 1", "Bo", "unarmed", block=True),
    ),
    "grapple": (
        lambda e: (engage_here(e, "Bo", "Rat 1"), force(e, [6] * 30)),
        lambda e: A.attack(e, "Bo", "Rat 1", "unarmed", special="grapple"),
    ),
    "close_in": (lambda e: e.place("Rat 1", "z0"), lambda e: A.close_in(e, "Bo", "Rat 1")),
    "aim": (None, lambda e: A.aim(e, "Ana")),
    "overwatch": (None, lambda e: A.take_overwatch(e, "Ana", "z1")),
    "draw": (None, lambda e: A.draw_weapon(e, "Ana", "knife")),
    "set_ammo": (None, lambda e: A.set_ammo(e, "Ana", "pistol", bullets=3, supply=2)),
    "supply_roll": (
        lambda e: A.set_ammo(e, "Ana", "pistol", supply=2),
        lambda e: A.supply_roll(e, "Ana", "pistol"),
    ),
    "reload": (None, lambda e: A.reload(e, "Ana", "pistol", bullets=6)),
    "ready_bow": (
        lambda e: set_stats(e, "Ana", weapons=["bow"]),
        lambda e: A.ready_weapon(e, "Ana", "bow"),
    ),
    "weapon_table": (None, lambda e: A.set_weapon(e, {**A.weapon(e, "rifle"), "scope": True})),
    "damage_weapon": (None, lambda e: A.damage_weapon(e, "Ana", "pistol")),
}


@pytest.mark.parametrize("label", list(UNDO_CASES))
def test_undo_and_redo(yze_enc: Encounter, label: str) -> None:
    setup, op = UNDO_CASES[label]
    if setup is not None:
        setup(yze_enc)
    before = yze_enc.to_dict()
    op(yze_enc)
    after = yze_enc.to_dict()
    assert after != before
    yze_enc.undo()
    assert yze_enc.to_dict() == before
    yze_enc.redo()
    assert yze_enc.to_dict() == after


def test_push_is_one_undo_step(brawl: Encounter) -> None:
    force(brawl, [6, 3, 3, 1, 2, 2, 6, 6, 2, 2])
    res = A.attack(brawl, "Rat 1", "Bo", "knife", resolve=False)
    before = brawl.to_dict()
    A.push_attack(brawl, res.id)
    brawl.undo()
    assert brawl.to_dict() == before


def test_every_roll_is_logged(brawl: Encounter) -> None:
    set_stats(brawl, "Bo", weapons=["club"])
    A.attack(brawl, "Rat 1", "Bo", "knife", block=True)
    kinds = [e["kind"] for e in brawl.log if e.get("roll")]
    assert "attack" in kinds and "block" in kinds
