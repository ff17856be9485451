"""The players' window (issue 10): it mirrors the GM's changes, reveals what PCs see, and shows
the table nothing hidden. The GM side is a stub with the agreed signals (``enc``,
``encounter_changed``, ``players_sight_changed``, ``view``)."""

from __future__ import annotations

import base64
from typing import Any

import pytest
from PySide6.QtCore import QBuffer, QByteArray, QPointF, QSettings, Qt, Signal
from PySide6.QtGui import QColor, QImage, QUndoStack
from PySide6.QtWidgets import QGraphicsView, QLabel, QMainWindow, QWidget
from shapely import unary_union
from shapely.geometry import LineString

from core import players as P
from core.encounter import Encounter
from core.resources import sample_encounter_path
from gui.map.units import SCALE, to_scene
from gui.players.items import BorderShape, TokenShape, ZoneShape
from gui.players.window import SCREEN_KEY, PlayersWindow, card_text

FOGGED_AT_START = {"store", "crawl", "cellar", "generator"}


class StubGM(QMainWindow):
    """The GM's side of the contract, nothing more."""

    encounter_changed = Signal(object)
    players_sight_changed = Signal(object)

    def __init__(self, enc: Encounter) -> None:
        super().__init__()
        from gui.map.scene import MapScene

        self.enc = enc
        self.map_scene = MapScene(QUndoStack(self))
        self.map_scene.set_encounter(enc)
        self.view = QGraphicsView(self.map_scene, self)
        self.setCentralWidget(self.view)


def _bound(enc: Encounter) -> Encounter:
    enc.followers.append(P.auto_reveal_follower)
    enc.history.clear()
    return enc


@pytest.fixture
def enc() -> Encounter:
    return _bound(Encounter.load(sample_encounter_path()))


@pytest.fixture
def gm(qtbot: Any, enc: Encounter) -> StubGM:
    w = StubGM(enc)
    qtbot.addWidget(w)
    w.resize(900, 700)
    w.show()
    return w


@pytest.fixture
def players(qtbot: Any, gm: StubGM) -> PlayersWindow:
    w = PlayersWindow(gm)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    return w


def _centre(item: Any) -> tuple[float, float]:
    return (item.pos().x() / SCALE, item.pos().y() / SCALE)


# -- mirroring ------------------------------------------------------------------------------
def test_fogged_zones_and_those_in_them_are_not_in_the_scene(players, enc) -> None:
    scene = players.scene
    assert set(scene.zone_items) == set(enc.map.zone_ids()) - FOGGED_AT_START
    assert "Cult Leader" not in scene.token_items and "Ghoul" not in scene.token_items
    assert {"Ana Ferreira", "Bruno Costa", "Clara Dias", "Guard"} == set(scene.token_items)


def test_a_move_is_mirrored_at_once(players, enc) -> None:
    enc.move("Ana Ferreira", "hall", (9.0, 15.0))  # no event-loop turn needed
    assert _centre(players.scene.token_items["Ana Ferreira"]) == pytest.approx((9.0, 15.0))
    enc.undo()
    assert _centre(players.scene.token_items["Ana Ferreira"]) == pytest.approx((7.0, 17.0))


def test_a_door_opening_is_mirrored(players, enc) -> None:
    item = players.scene.border_items[("hall", "yard")]
    assert item.state_word() == "closed"
    enc.map.toggle_door("hall", "yard")
    assert players.scene.border_items[("hall", "yard")].state_word() == "open"


def test_a_turn_change_moves_the_ring_and_the_lit_card(players, enc) -> None:
    enc.combat.draw_initiative()
    enc.combat.start_fight()
    for _ in range(6):
        current = enc.combat.current_turn()
        ringed = [n for n, i in players.scene.token_items.items() if i.current]
        assert ringed == ([current] if current in players.scene.token_items else [])
        lit = [c for c in players.strip.cards if c.current]
        if current in players.scene.token_items:
            assert len(lit) == 1 and P.PlayersView(enc).label(current) in lit[0].names
        enc.combat.next_turn()


def test_a_pc_stepping_into_a_zone_reveals_it_and_undo_fogs_it_again(players, enc) -> None:
    assert "crawl" not in players.scene.zone_items
    enc.move("Clara Dias", "crawl")
    assert {"crawl", "cellar"} <= set(players.scene.zone_items)  # cellar: open to the crawl
    enc.undo()
    assert "crawl" not in players.scene.zone_items


def test_a_pc_looking_through_a_doorway_reveals_the_room(players, enc) -> None:
    enc.set_doorway("Clara Dias", "office", "crawl")
    assert "crawl" in players.scene.zone_items


def test_opening_a_door_lets_a_pc_look_in(players, enc) -> None:
    enc.set_setting("open_doors_pass_sight", True)
    assert "store" not in players.scene.zone_items
    enc.map.toggle_door("corridor", "store")
    assert "store" in players.scene.zone_items
    assert "Cult Leader" in players.scene.token_items


def test_revealing_and_hiding_by_hand(players, enc) -> None:
    P.reveal_zones(enc, ["generator"])
    assert "generator" in players.scene.zone_items
    P.hide_zones(enc, ["yard"])
    assert "yard" not in players.scene.zone_items
    assert (
        "Guard" not in players.scene.token_items and "Bruno Costa" not in players.scene.token_items
    )


def test_labels_and_hidden_combatants(players, enc) -> None:
    P.set_label(enc, "Guard", "Thug")
    assert players.scene.token_items["Guard"].texts()[:2] == ["T", "Thug"]
    P.set_hidden(enc, ["Guard"], True)
    assert "Guard" not in players.scene.token_items


def test_pc_health_is_an_option_and_npcs_never_show_theirs(players, enc) -> None:
    assert "Health 7/7, Resolve 5/5" in players.scene.token_items["Ana Ferreira"].texts()
    assert players.scene.token_items["Guard"].texts() == ["G", "Guard"]
    P.set_option(enc, "show_pc_health", False)
    assert players.scene.token_items["Ana Ferreira"].texts() == ["AF", "Ana Ferreira"]


def test_the_sight_line_shows_only_while_both_ends_are_drawn(players, gm, enc) -> None:
    gm.players_sight_changed.emit(("Ana Ferreira", "Guard"))
    assert players.scene.sight_item is not None
    assert players.scene.sight_item.texts() == [enc.range_band("Ana Ferreira", "Guard").title()]
    P.set_hidden(enc, ["Guard"], True)
    assert players.scene.sight_item is None
    P.set_hidden(enc, ["Guard"], False)
    assert players.scene.sight_item is not None
    gm.players_sight_changed.emit(None)
    assert players.scene.sight_item is None
    gm.players_sight_changed.emit(("Ana Ferreira", "Ghoul"))  # the ghoul is in the fog
    assert players.scene.sight_item is None


def test_a_new_encounter_replaces_the_old_one(players, gm) -> None:
    other = Encounter("yze")
    other.map.add_zone("a", name="Hut", polygon=[(0, 0), (6, 0), (6, 6), (0, 6)])
    other.add_combatant("Zed", zone="a", side="pc")
    gm.encounter_changed.emit(other)
    assert set(players.scene.zone_items) == {"a"}
    assert set(players.scene.token_items) == {"Zed"}


# -- nothing interactive, nothing hidden ---------------------------------------------------
def test_nothing_on_the_players_screen_is_interactive(players) -> None:
    assert not players.map_view.isInteractive()
    for item in players.scene.items():
        assert item.acceptedMouseButtons() == Qt.MouseButton.NoButton
        assert not item.flags() & (
            item.GraphicsItemFlag.ItemIsSelectable | item.GraphicsItemFlag.ItemIsMovable
        )
        assert item.toolTip() == ""


def _png_uri(width: int, height: int) -> str:
    img = QImage(width, height, QImage.Format.Format_RGB32)
    img.fill(QColor("#c03030"))
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QBuffer.OpenModeFlag.WriteOnly)
    img.save(buf, "PNG")
    return "data:image/png;base64," + base64.b64encode(bytes(data)).decode()


def _everything_shown(window: PlayersWindow) -> list[str]:
    """Every string the players' window shows or tells an assistive tool."""
    out = [window.windowTitle(), *window.scene.texts()]
    for item in window.scene.items():
        out.append(item.toolTip())
    for w in [window, *window.findChildren(QWidget)]:
        out += [w.windowTitle(), w.accessibleName(), w.accessibleDescription(), w.toolTip()]
        out += [w.statusTip(), w.whatsThis()]
        if isinstance(w, QLabel):
            out.append(w.text())
    return [s for s in out if s]


def _npc_stats(enc: Encounter, names: list[str]) -> list[str]:
    """The NPCs' track readings no PC shares, and the names of their stats."""

    def readings(n: str) -> set[str]:
        views = enc.combat.track_views(n)
        return {f"{v.label} {v.value}/{v.maximum}" for v in views if v.maximum is not None}

    pcs = set().union(*(readings(c.name) for c in enc.combatants() if c.side == "pc"))
    out = set().union(*(readings(n) for n in names)) - pcs
    out |= {str(k) for n in names for k in enc.combatant(n).stats}
    return sorted(out)


def test_leak_nothing_hidden_reaches_the_table(players, enc) -> None:
    """Hidden NPCs, fogged zones and hidden initiative: no hidden name, no fogged zone's name
    or shape, no NPC stat anywhere in the players' window."""
    enc.map.set_background(_png_uri(80, 60), (0, 0, 40, 30))
    enc.combat.set_hidden_initiative(True)
    enc.combat.choose_card("Ana Ferreira", 1)  # Ana acts first: the guard's card stays down
    enc.combat.draw_initiative()
    enc.combat.start_fight()
    P.reveal_zones(enc, ["store"])  # the cult leader's room is shown, the leader hidden
    P.set_hidden(enc, ["Cult Leader"], True)
    P.set_label(enc, "Guard", "Thug")
    fogged = set(enc.map.zone_ids()) - P.PlayersView(enc).visible_zones()
    assert fogged == {"crawl", "cellar", "generator"}

    shown = _everything_shown(players)
    text = "\n".join(shown)
    assert "Thug" in text and "Ana Ferreira" in text  # the walk does read the window
    forbidden = ["Cult Leader", "Ghoul", "Guard", *fogged, *(enc.map.name(z) for z in fogged)]
    forbidden += _npc_stats(enc, ["Guard", "Cult Leader", "Ghoul"])
    npc_cards = [e for e in enc.combat.initiative_entries() if "Guard" in e.names]
    assert npc_cards and all(c.face_down for c in players.strip.cards if "Thug" in c.names)
    forbidden += [f"Card {e.value}" for e in npc_cards if e.value is not None]
    for word in forbidden:
        assert not any(word in s for s in shown), (word, [s for s in shown if word in s])

    # no fogged zone's shape: no item outlines it, every item lies on revealed ground
    visible = P.PlayersView(enc).visible_zones()
    assert all(i.zone_id in visible for i in players.scene.items() if isinstance(i, ZoneShape))
    revealed = unary_union([enc.map.zone(z).shape for z in visible]).buffer(0.01)
    for item in players.scene.items():
        if isinstance(item, BorderShape):
            assert item.border.a in visible or item.border.b in visible
            path = item._path
            points = [path.elementAt(i) for i in range(path.elementCount())]
            line = LineString([(p.x / SCALE, p.y / SCALE) for p in points])
            assert revealed.contains(line), item.border
        if isinstance(item, TokenShape):
            assert enc.combatant(item.token.name).zone in visible

    # the background keeps no fogged pixel
    pixmap = players.scene.background_item.pixmap().toImage()
    scale = pixmap.width() / (40 * SCALE)
    for zone_id in enc.map.zone_ids():
        x, y = enc.map.zone(zone_id).anchor()
        alpha = pixmap.pixelColor(int(x * SCALE * scale), int(y * SCALE * scale)).alpha()
        assert (alpha > 0) == (zone_id in visible), zone_id


def test_face_down_cards_say_nothing_but_who_holds_them(players, enc) -> None:
    enc.combat.set_hidden_initiative(True)
    enc.combat.choose_card("Ana Ferreira", 1)  # Ana acts first: the guard's card stays down
    enc.combat.draw_initiative()
    cards = {n: c for c in players.strip.cards for n in c.names}
    assert cards["Guard"].face_down and card_text(cards["Guard"]) == "▮ ?\nGuard"
    assert not cards["Ana Ferreira"].face_down


# -- camera, blackout, closing, screens ---------------------------------------------------
def test_fit_camera_shows_the_revealed_area(players, enc, qtbot) -> None:
    def fits() -> bool:
        shown = players.map_view.mapToScene(players.map_view.viewport().rect()).boundingRect()
        return shown.adjusted(-2, -2, 2, 2).contains(players.scene.visible_rect())

    qtbot.waitUntil(fits)
    P.reveal_all(enc)
    assert fits()


def test_follow_camera_centres_on_the_gm_view(players, gm, qtbot) -> None:
    players.set_camera("follow")
    gm.view.scale(3, 3)
    gm.view.centerOn(to_scene((10, 25)))
    qtbot.wait(1)

    def centre(view: QGraphicsView) -> QPointF:
        return view.mapToScene(view.viewport().rect()).boundingRect().center()

    diff = centre(players.map_view) - centre(gm.view)
    assert abs(diff.x()) < SCALE and abs(diff.y()) < SCALE


def test_fixed_camera_stays_put(players, enc) -> None:
    players.set_camera("fixed")
    before = players.map_view.transform()
    P.reveal_all(enc)
    assert players.map_view.transform() == before
    with pytest.raises(ValueError, match="camera"):
        players.set_camera("orbit")


def test_blackout_black_or_an_image(players, tmp_path) -> None:
    players.set_blackout(True)
    assert players.stack.currentWidget() is players.blackout_view
    assert players.blackout_view.image is None
    img = QImage(64, 48, QImage.Format.Format_RGB32)
    img.fill(QColor("navy"))
    players.set_blackout(True, img)
    assert players.blackout_view.image is not None
    shown = players.blackout_view.grab().toImage()
    centre = shown.pixelColor(shown.width() // 2, shown.height() // 2)
    assert centre == QColor("navy")  # fitted to the screen, not a postage stamp
    assert shown.pixelColor(shown.width() // 2, 2) == QColor("navy")  # full height
    players.set_blackout(True, str(tmp_path / "missing.png"))  # unreadable: plain black
    assert players.blackout_view.image is None
    players.set_blackout(False)
    assert players.stack.currentWidget() is not players.blackout_view


def test_closing_hides_it_tells_the_gm_and_keeps_the_app(players, gm, qtbot) -> None:
    assert not players.testAttribute(Qt.WidgetAttribute.WA_QuitOnClose)
    with qtbot.waitSignal(players.closed, timeout=1000):
        players.close()
    assert not players.isVisible() and gm.isVisible()
    players.show()
    assert players.isVisible()


def test_one_screen_gives_a_normal_window_and_the_choice_is_remembered(players, gm) -> None:
    from PySide6.QtGui import QGuiApplication

    assert not players.is_full_screen()
    assert not players.windowFlags() & Qt.WindowType.FramelessWindowHint
    screen = QGuiApplication.primaryScreen()
    players.set_screen(screen)
    assert QSettings().value(SCREEN_KEY) == screen.name()
    assert not players.is_full_screen()  # one screen: still a normal window
    again = PlayersWindow(gm)
    assert again._wanted == screen.name()


def test_the_window_is_named_for_assistive_tools(players) -> None:
    from tests.gui.test_gui_accessibility import unnamed

    assert players.objectName() == "playersWindow" and players.accessibleName()
    assert unnamed(players) == []


def test_a_doors_pieces_follow_its_line_and_state(qapp) -> None:
    """gui.players.items.BorderShape measures its wall and door pieces once per line: a new
    line or state (set_border) measures them again."""
    from PySide6.QtGui import QPainterPath

    from core.zonemap import Border
    from gui.players.items import DOOR_SPAN, BorderShape, _sub_path

    def line(y: float) -> QPainterPath:
        path = QPainterPath(QPointF(0, y))
        path.lineTo(100, y)
        return path

    door = Border("a", "b", kind="door", state="closed")
    item = BorderShape(door, line(0))
    before = item._part(*DOOR_SPAN)
    assert item._part(*DOOR_SPAN) is before  # kept
    item.set_border(Border("a", "b", kind="door", state="open"), line(50))
    after = item._part(*DOOR_SPAN)
    assert after == _sub_path(line(50), *DOOR_SPAN) != before
