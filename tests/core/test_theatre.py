"""Theatre of the mind (seed 000 "JOGANDO SEM MAPAS"): zones without drawn geometry, borders
drawn by the GM, range bands, moves and sight following the borders alone."""

from __future__ import annotations

import pytest

from core import theatre
from core.encounter import Encounter
from core.io import load_encounter, save_encounter
from core.zonemap import MapError


def tavern() -> Encounter:
    """Bar —open— Street —closed door— Cellar; Street —wall— Alley; Alley —open— Roof."""
    enc = Encounter(ruleset="yze")
    theatre.set_theatre(enc.map)
    for zid, name in [("bar", "Bar"), ("street", "Street"), ("cellar", "Cellar")]:
        theatre.add_zone(enc.map, zid, name)
    theatre.add_zone(enc.map, "alley", "Alley", features=["dark"])
    theatre.add_zone(enc.map, "roof", "Roof")
    theatre.link(enc.map, "bar", "street")
    theatre.link(enc.map, "street", "cellar", "door", "closed")
    theatre.link(enc.map, "street", "alley", "wall")
    theatre.link(enc.map, "alley", "roof")
    enc.add_combatant("Ana", zone="bar")
    enc.add_combatant("Bo", zone="street", side="npc")
    enc.add_combatant("Cy", zone="cellar", side="npc")
    enc.add_combatant("Di", zone="alley", side="npc")
    return enc


def test_cards_do_not_touch_and_borders_need_no_shared_edge() -> None:
    enc = tavern()
    m = enc.map
    assert m.theatre
    ids = m.zone_ids()
    for i, a in enumerate(ids):
        for b in ids[i + 1 :]:
            assert not m.zone(a).shape.intersects(m.zone(b).shape)
    assert m.has_border("bar", "street") and m.shared_edge("bar", "street") is None


def test_link_refused_on_a_drawn_map() -> None:
    enc = Encounter(ruleset="yze")
    theatre.add_zone(enc.map, "a", "A")
    theatre.add_zone(enc.map, "b", "B")
    with pytest.raises(MapError, match="theatre"):
        theatre.link(enc.map, "a", "b")


def test_range_bands_count_borders_crossed() -> None:
    enc = tavern()
    assert enc.range_band("Ana", "Ana") == "short"
    assert enc.range_band("Ana", "Bo") == "medium"  # one border
    assert enc.range_band("Ana", "Cy") == "long"  # two borders
    assert enc.range_band("Ana", "Di") == "long"  # through a wall: range counts it


def test_sight_follows_borders_alone() -> None:
    enc = tavern()
    assert enc.line_of_sight("Ana", "Bo").clear  # open border
    closed = enc.line_of_sight("Bo", "Cy")
    assert not closed.clear and closed.blocking_border == ("cellar", "street")
    assert "Closed door" in closed.reason
    wall = enc.line_of_sight("Bo", "Di")
    assert not wall.clear and "Wall" in wall.reason
    enc.map.toggle_door("street", "cellar")  # opened: only the doorway sees through
    assert not enc.line_of_sight("Bo", "Cy").clear
    enc.set_doorway("Bo", "street", "cellar")
    assert enc.line_of_sight("Bo", "Cy").clear


def test_no_border_no_sight() -> None:
    enc = tavern()
    theatre.add_zone(enc.map, "moon", "Moon")
    enc.add_combatant("Eve", zone="moon")
    result = enc.line_of_sight("Ana", "Eve")
    assert not result.clear and "No border" in result.reason


def test_dark_zone_blocks_fire_through_it() -> None:
    enc = tavern()
    theatre.link(enc.map, "bar", "alley")  # now Bar —open— Alley (dark) —open— Roof
    enc.add_combatant("Fay", zone="roof", side="npc")
    assert enc.line_of_sight("Ana", "Fay").clear
    fire = enc.can_shoot("Ana", "Fay")
    assert not fire.clear and fire.blocking_zone == "alley"


def test_a_round_move_then_sight() -> None:
    enc = tavern()
    check = enc.check_move("Ana", "cellar")
    assert not check.allowed  # not adjacent: two borders away
    enc.move("Ana", "street")
    assert enc.combatant("Ana").zone == "street"
    assert enc.map.zone("street").contains(enc.combatant("Ana").position)
    assert enc.range_band("Ana", "Cy") == "medium"
    assert not enc.line_of_sight("Ana", "Cy").clear  # the closed cellar door
    enc.undo()
    assert enc.combatant("Ana").zone == "bar"


def test_players_see_what_sight_allows() -> None:
    from core.sight_walk import visible_zones

    enc = tavern()
    assert visible_zones(enc, "Bo") == {"bar", "street"}
    assert visible_zones(enc, "Di") == {"alley", "roof"}


def test_layout_moves_cards_and_tokens_in_one_undo_step() -> None:
    enc = tavern()
    before = {z: theatre.centre_of(enc.map, z) for z in enc.map.zone_ids()}
    ana = enc.combatant("Ana").position
    theatre.lay_out(enc, "circular")
    after = {z: theatre.centre_of(enc.map, z) for z in enc.map.zone_ids()}
    assert after != before
    assert enc.map.zone("bar").contains(enc.combatant("Ana").position)
    ids = enc.map.zone_ids()
    for i, a in enumerate(ids):
        for b in ids[i + 1 :]:
            assert not enc.map.zone(a).shape.intersects(enc.map.zone(b).shape)
    enc.undo()
    assert {z: theatre.centre_of(enc.map, z) for z in ids} == before
    assert enc.combatant("Ana").position == ana


@pytest.mark.parametrize("method", theatre.LAYOUTS)
def test_every_layout_places_every_zone(method: str) -> None:
    enc = tavern()
    spots = theatre.positions(enc.map, method)
    assert set(spots) == set(enc.map.zone_ids())
    assert min(min(x for x, _ in spots.values()), min(y for _, y in spots.values())) == 0


def test_unknown_layout_refused() -> None:
    with pytest.raises(MapError, match="Unknown layout"):
        theatre.positions(tavern().map, "zigzag")


def test_move_card_and_layout_saved(tmp_path) -> None:
    enc = tavern()
    theatre.move_card(enc, "roof", (100.0, 50.0))
    assert theatre.centre_of(enc.map, "roof") == (100.0, 50.0)
    path = tmp_path / "t.zk"
    save_encounter(enc, path)
    back = load_encounter(path)
    assert back.map.theatre
    assert theatre.centre_of(back.map, "roof") == (100.0, 50.0)
    assert not back.line_of_sight("Bo", "Cy").clear


def test_drawn_map_file_has_no_theatre_key(tmp_path) -> None:
    enc = Encounter(ruleset="yze")
    theatre.add_zone(enc.map, "a", "A")
    assert "theatre" not in enc.to_dict()["map"]


def test_theatre_flag_is_one_undo_step() -> None:
    enc = Encounter(ruleset="yze")
    theatre.set_theatre(enc.map)
    assert enc.map.theatre
    enc.undo()
    assert not enc.map.theatre


def test_players_screen_sees_through_open_borders_only() -> None:
    from core.players import PlayersView

    enc = tavern()  # Ana, the only PC, in the Bar: open to the Street, nothing else
    assert PlayersView(enc).visible_zones() == {"bar", "street"}
    theatre.link(enc.map, "bar", "cellar", "wall")
    assert PlayersView(enc).visible_zones() == {"bar", "street"}


def test_a_new_card_never_lands_on_a_drawn_zone() -> None:
    enc = Encounter(ruleset="yze")
    enc.map.add_zone("hall", name="Hall", polygon=[(-5, -5), (40, -5), (40, 20), (-5, 20)])
    theatre.add_zone(enc.map, "loft", "Loft")
    assert not enc.map.zone("loft").shape.intersects(enc.map.zone("hall").shape)
