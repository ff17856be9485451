"""What the players' screen may show, decided in the core (issue 10)."""

from __future__ import annotations

import pytest

from core import players as P
from core.encounter import Encounter


def _square(x0: float) -> list[tuple[float, float]]:
    return [(x0, 0), (x0 + 10, 0), (x0 + 10, 10), (x0, 10)]


@pytest.fixture
def enc() -> Encounter:
    """A row of four rooms: A open to B, a closed door B|C, C open to D. Ana (PC) in A."""
    e = Encounter("yze")
    for i, z in enumerate("abcd"):
        e.map.add_zone(z, name=z.upper(), polygon=_square(10 * i))
    e.map.add_border("a", "b", kind="open")
    e.map.add_border("b", "c", kind="door", state="closed")
    e.map.add_border("c", "d", kind="open")
    e.add_combatant("Ana", zone="a", side="pc", position=(5, 5))
    e.add_combatant("Rat", zone="c", side="npc", position=(25, 5))
    e.followers.append(P.auto_reveal_follower)
    e.history.clear()
    return e


def test_a_pc_sees_through_open_borders_not_closed_doors(enc) -> None:
    view = P.PlayersView(enc)
    assert view.visible_zones() == {"a", "b"}
    assert [t.name for t in view.tokens()] == ["Ana"]  # the rat is in fog


def test_a_move_reveals_and_its_undo_takes_the_reveal_back(enc) -> None:
    enc.move("Ana", "b")
    assert enc.players.revealed == {"a", "b"}
    assert len(enc.history) == 1  # the reveal joined the move's undo step
    enc.undo()
    assert enc.players.revealed == frozenset()
    enc.redo()
    assert enc.players.revealed == {"a", "b"}


def test_revealed_zones_stay_revealed_when_the_pc_walks_away(enc) -> None:
    enc.move("Ana", "b", (15, 5))
    enc.map.update_border("a", "b", kind="wall")
    assert P.zones_seen_by(enc, "Ana") == {"b"}
    assert "a" in P.PlayersView(enc).visible_zones()


def test_open_door_shows_the_room_only_from_the_doorway_under_yze(enc) -> None:
    enc.map.update_border("b", "c", state="open")
    enc.move("Ana", "b", (15, 5))
    assert "c" not in P.PlayersView(enc).visible_zones()
    enc.set_doorway("Ana", "b", "c")
    view = P.PlayersView(enc)
    assert {"c", "d"} <= view.visible_zones()
    assert "Rat" in [t.name for t in view.tokens()]


def test_gm_hidden_zone_beats_a_pcs_eyes_until_revealed(enc) -> None:
    P.hide_zones(enc, ["b"])
    assert "b" not in P.PlayersView(enc).visible_zones()
    P.reveal_zones(enc, ["b"])
    assert "b" in P.PlayersView(enc).visible_zones()
    enc.undo()
    assert "b" not in P.PlayersView(enc).visible_zones()


def test_hidden_combatants_and_labels(enc) -> None:
    P.reveal_all(enc)
    view = P.PlayersView(enc)
    assert {t.name for t in view.tokens()} == {"Ana", "Rat"}
    P.set_hidden(enc, ["Rat"], True)
    assert [t.name for t in view.tokens()] == ["Ana"]
    P.set_hidden(enc, ["Rat"], False)
    P.set_label(enc, "Rat", "Vermin")
    assert {t.label for t in view.tokens()} == {"Ana", "Vermin"}
    with pytest.raises(ValueError, match="at most"):
        P.set_label(enc, "Rat", "x" * 41)
    with pytest.raises(ValueError, match="no combatant"):
        P.set_hidden(enc, ["Nobody"], True)


def test_fog_off_shows_every_zone(enc) -> None:
    P.set_option(enc, "fog", False)
    assert P.PlayersView(enc).visible_zones() == {"a", "b", "c", "d"}
    with pytest.raises(ValueError, match="Unknown"):
        P.set_option(enc, "x-ray", True)


def test_state_round_trips_and_references_are_checked(enc) -> None:
    P.reveal_zones(enc, ["d"])
    P.set_label(enc, "Rat", "?")
    P.set_hidden(enc, ["Rat"], True)
    data = enc.players.to_dict()
    assert P.PlayersState.from_dict(data) == enc.players
    assert P.check_references(enc, enc.players) is None
    bad = P.PlayersState.from_dict({**data, "hidden": ["Ghost"]})
    assert "Ghost" in P.check_references(enc, bad)
    bad = P.PlayersState.from_dict({**data, "revealed": ["zz"]})
    assert "'zz'" in P.check_references(enc, bad)


def test_hidden_initiative_keeps_npc_cards_face_down(enc) -> None:
    P.reveal_all(enc)
    from core.rules.yze.initiative import set_hidden_initiative

    set_hidden_initiative(enc, True)
    enc.combat.roll_initiative()  # no card called yet: all secret
    cards = P.PlayersView(enc).initiative()
    assert {n for c in cards for n in c.names} == {"Ana", "Rat"}
    rat = next(c for c in cards if "Rat" in c.names)
    ana = next(c for c in cards if "Ana" in c.names)
    assert rat.face_down and rat.label == "?"
    assert not ana.face_down
    P.set_hidden(enc, ["Rat"], True)
    cards = P.PlayersView(enc).initiative()
    assert {n for c in cards for n in c.names} == {"Ana"}


def test_saved_and_loaded_with_the_encounter(enc, tmp_path) -> None:
    from core.io import EncounterFileError, encounter_from_dict, encounter_to_dict

    assert "players" not in encounter_to_dict(enc)  # untouched: older files stay as they were
    P.reveal_zones(enc, ["d"])
    P.set_label(enc, "Rat", "Vermin")
    P.set_hidden(enc, ["Rat"], True)
    P.set_option(enc, "show_pc_health", False)
    data = encounter_to_dict(enc)
    back = encounter_from_dict(data)
    assert back.players == enc.players
    data["players"]["hidden"] = ["Ghost"]
    with pytest.raises(EncounterFileError, match="Ghost"):
        encounter_from_dict(data)
    data["players"]["hidden"] = []
    data["players"]["options"] = {"x_ray": True}
    with pytest.raises(EncounterFileError, match="players"):
        encounter_from_dict(data)


def test_a_removed_combatant_is_not_saved_in_the_players_state(enc) -> None:
    from core.io import encounter_from_dict, encounter_to_dict

    P.set_hidden(enc, ["Rat"], True)
    enc.remove_combatant("Rat")
    data = encounter_to_dict(enc)
    assert data["players"]["hidden"] == []
    assert encounter_from_dict(data).players.hidden == frozenset()


@pytest.mark.parametrize("sample", ["yze", "brp", "ww2", "d20", "pulp2d6"])
def test_what_a_pc_sees_is_what_the_reference_tracer_says(sample) -> None:
    """The batch over candidate zones gives the same zones as asking the reference tracer about
    every zone's sample points one by one."""
    from core.io import load_encounter
    from core.resources import resources_dir
    from core.sight import traced_line_of_sight

    enc = load_encounter(resources_dir() / "samples" / f"sample_{sample}.zkenc")
    for c in enc.combatants():
        expected = {c.zone}
        for z in enc.map.zone_ids():
            for pt in P._sample_points(enc, z):
                res = traced_line_of_sight(
                    enc.map,
                    c.position,
                    pt,
                    doorways=[c.doorway] if c.doorway else [],
                    open_doors_pass_sight=bool(enc.settings["open_doors_pass_sight"]),
                    start_zone=c.zone,
                    end_zone=z,
                )
                if res.clear:
                    expected.add(z)
                    break
        assert P.zones_seen_by(enc, c.name) == expected, c.name


def test_one_shared_view_serves_the_reveal_and_the_screens(enc) -> None:
    view = P.players_view(enc)
    assert P.players_view(enc) is view
    enc.move("Ana", "b", (15, 5))  # the follower asked the same view: its cache is current
    cached = dict(view._per_pc)
    assert view.seen_by_pcs() == {"a", "b"}
    assert all(view._per_pc[k] is v for k, v in cached.items())  # asked again: nothing recomputed


def test_what_pcs_see_when_the_fight_opens_stays_revealed_when_they_walk_on() -> None:
    """Clara starts in the Office; stepping into the next room must not fog the Office again."""
    e = Encounter("yze")
    for i, z in enumerate("abc"):
        e.map.add_zone(z, name=z.upper(), polygon=_square(10 * i))
    e.map.add_border("a", "b", kind="door", state="open")
    e.map.add_border("b", "c", kind="wall")
    e.add_combatant("Clara", zone="a", side="pc", position=(5, 5))
    e.history.clear()
    P.follow(e)
    assert e.players.revealed == {"a"} and len(e.history) == 0
    P.follow(e)
    assert e.followers.count(P.auto_reveal_follower) == 1
    e.move("Clara", "b", (15, 5))
    assert "a" in P.PlayersView(e).visible_zones()
    e.undo()
    assert e.players.revealed == {"a"}
