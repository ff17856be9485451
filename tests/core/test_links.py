"""Links (issue 13): stairs, ladders, ropes between zones that share no edge."""

from __future__ import annotations

import json

import pytest

from core.encounter import Encounter
from core.io import encounter_from_dict, encounter_to_dict
from core.movement import check_move
from core.rules.base import BUILTIN_RULESETS
from core.sight import line_of_sight
from core.sight_walk import sight_table
from core.zonemap import LINK_KINDS, MapError


def _rect(x0: float, y0: float, x1: float, y1: float) -> list[tuple[float, float]]:
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def _encounter(ruleset: str = "yze") -> Encounter:
    """Hall | Office side by side (a wall), a Loft 5 m away linked to the Hall."""
    enc = Encounter(ruleset=ruleset)
    m = enc.map
    m.add_zone("hall", name="Hall", polygon=_rect(0, 0, 4, 4))
    m.add_zone("office", name="Office", polygon=_rect(4, 0, 8, 4))
    m.add_zone("loft", name="Loft", polygon=_rect(13, 0, 17, 4))
    m.add_border("hall", "office", "wall")
    return enc


def test_ctrl_b_still_refuses_zones_apart_and_a_link_joins_them() -> None:
    m = _encounter().map
    with pytest.raises(MapError, match="don't touch"):
        m.join_zones("hall", "loft")
    m.link_zones("hall", "loft", "ladder")
    border = m.border("loft", "hall")
    assert border.is_link and border.link == "ladder"
    assert border.describe() == "ladder"
    assert not border.is_open_passage and border.ways == ()


def test_a_link_is_refused_where_zones_share_an_edge_or_are_joined() -> None:
    m = _encounter().map
    m.add_zone("yard", name="Yard", polygon=_rect(0, 4, 4, 8))
    with pytest.raises(MapError, match="share an edge"):
        m.link_zones("hall", "yard")
    with pytest.raises(MapError, match="Unknown link"):
        m.link_zones("hall", "loft", "trapeze")
    with pytest.raises(MapError, match="share an edge"):
        m.update_border("hall", "office", kind="link")
    assert not m.has_border("hall", "loft")
    m.link_zones("hall", "loft")
    with pytest.raises(MapError, match="already is a border"):
        m.link_zones("loft", "hall", "rope")
    assert m.border("hall", "loft").link == "stairs"


def test_linking_is_one_undo_step() -> None:
    enc = _encounter()
    enc.map.link_zones("hall", "loft", "rope")
    assert enc.map.has_border("hall", "loft")
    enc.undo()
    assert not enc.map.has_border("hall", "loft")
    enc.redo()
    assert enc.map.border("hall", "loft").link == "rope"


@pytest.mark.parametrize("link", LINK_KINDS)
def test_a_link_is_saved_and_loaded(link: str) -> None:
    enc = _encounter()
    enc.map.link_zones("hall", "loft", link)
    data = json.loads(json.dumps(encounter_to_dict(enc)))
    [saved] = [b for b in data["map"]["borders"] if b["kind"] == "link"]
    assert saved["link"] == link
    again = encounter_from_dict(data)
    assert again.map.border("hall", "loft") == enc.map.border("hall", "loft")
    assert "link" not in next(b for b in data["map"]["borders"] if b["kind"] == "wall")


def test_a_file_link_on_a_wall_is_refused() -> None:
    enc = _encounter()
    data = json.loads(json.dumps(encounter_to_dict(enc)))
    data["map"]["borders"][0]["link"] = "ladder"
    with pytest.raises(ValueError, match="only a link border"):
        encounter_from_dict(data)


def test_a_link_without_its_subtype_loads_as_stairs() -> None:
    enc = _encounter()
    data = json.loads(json.dumps(encounter_to_dict(enc)))
    data["map"]["borders"].append({"a": "hall", "b": "loft", "kind": "link"})
    assert encounter_from_dict(data).map.border("hall", "loft").link == "stairs"


@pytest.mark.parametrize("ruleset", BUILTIN_RULESETS)
def test_a_move_across_a_link_is_a_plain_move(ruleset: str) -> None:
    enc = _encounter(ruleset)
    enc.map.link_zones("hall", "loft", "ladder")
    enc.add_combatant("Ada", zone="hall")
    check = check_move(enc, "Ada", "loft")
    assert check.allowed, check.reason
    assert check.path == ("hall", "loft")
    assert check.cost == enc.ruleset.cost_of("move")
    assert check.steps[0].text == "climb the ladder into Loft"
    assert "Climb the ladder into Loft" in check.reason
    assert not check.rolls


def test_without_the_link_the_loft_is_out_of_reach() -> None:
    enc = _encounter()
    enc.add_combatant("Ada", zone="hall")
    assert not check_move(enc, "Ada", "loft").allowed


def test_a_link_is_one_step_for_range_bands() -> None:
    m = _encounter().map
    assert m.borders_crossed("hall", "loft") is None
    m.link_zones("office", "loft", "stairs")
    assert m.borders_crossed("hall", "loft") == 2


def test_a_link_adds_no_line_of_sight() -> None:
    """Hall → Office → gap → Loft: the wall blocks; with the wall open the gap still does, link
    or no link; the walker agrees with the tracer."""
    m = _encounter().map
    p, q = (2.0, 2.0), (15.0, 2.0)
    before = line_of_sight(m, p, q)
    m.link_zones("hall", "loft", "stairs")
    after = line_of_sight(m, p, q)
    assert not before.clear and not after.clear
    assert after.reason == before.reason
    table = sight_table(m, [p], [q], ["hall"], ["loft"], [[]])
    assert not bool(table.clear[0])


def test_sight_between_linked_overlapping_zones_is_blocked_at_the_link() -> None:
    """A gallery overlapping the hall, linked by stairs: the line crosses straight from one to
    the other, and the link says no sight passes (as with no border at all)."""
    m = _encounter().map
    m.add_zone("gallery", name="Gallery", polygon=_rect(2, 1, 6, 3))
    m.link_zones("hall", "gallery", "stairs")
    sight = line_of_sight(m, (0.5, 2.0), (3.0, 2.0), start_zone="hall", end_zone="gallery")
    assert not sight.clear
    assert "stairs" in sight.reason


def test_across_a_link_the_range_band_is_medium() -> None:
    """Range bands count zone steps through the borders (seed 000: a neighbouring zone is
    Medium range): the loft, linked to the hall, is a neighbour."""
    enc = _encounter()
    enc.add_combatant("Ada", zone="hall")
    enc.add_combatant("Bo", zone="loft", side="npc")
    assert enc.range_band("Ada", "Bo") == "extreme"  # not joined at all
    enc.map.link_zones("hall", "loft", "rope")
    assert enc.range_band("Ada", "Bo") == "medium"
    assert not enc.line_of_sight("Ada", "Bo").clear
