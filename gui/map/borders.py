"""The map's borders without a Qt item each (issue 11: opening a big map).

A map of a thousand zones has some 2,500 borders and 900 door glyphs; building a
:class:`~gui.map.border_item.BorderItem` for each cost about half of the scene's build. Here
every border is a light :class:`BorderStub` (its border, line and lazily its path), painted into
the map's static layer by :meth:`BorderStore.paint` exactly as its item would paint, in the same
order. A border gets its real item — in the scene, selectable, with its tool tip, cursor,
double-click, context menu and opening drag — the moment the GM could touch it: the scene asks
:meth:`BorderStore.reveal` before it hands a mouse press, move, double-click, context menu or
tool-tip event to Qt, which then finds the item under the mouse as before; code that asks for a
border's item (``scene.border_items[key]``: select it, highlight it) gets it made on the spot.
Once made, an item stays for as long as its border does, and is what the layer paints.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPainterPath, QTransform
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from core.zonemap import Border
from gui import style
from gui.map import layer
from gui.map.border_item import (
    ANTIALIAS,
    GLYPH_MARGIN,
    HIT_WIDTH,
    BorderItem,
    BorderLook,
    Polyline,
    _line_path,
    _link_path,
    _polyline,
    glyph_ink,
    glyph_rect,
    line_rect,
    paint_glyph,
)
from gui.map.layer import BORDER_Z

if TYPE_CHECKING:
    from shapely.geometry import LineString

    from gui.map.scene import MapScene

BorderKey = tuple[str, str]

BOX_MARGIN = HIT_WIDTH / 2 + 4
"""Scene units a border item's bounding rectangle reaches past its line's box."""
RANK_STEP = 1e-6
"""How much higher each border's item stacks than the border before it: a border's item is
made when the GM first points at it, yet two borders under the mouse (where they meet) stack
as they did when every border had its item, made in the map's order."""
GLYPH_REACH = math.hypot(style.GLYPH / 2 + 4, style.GLYPH + 10) + 1
"""Screen pixels from a door glyph's centre (on the line) to the farthest corner of its
bounding rectangle, at any rotation."""


class BorderStub(BorderLook):
    """A border the layer paints without an item: its border, line (scene units), whether
    the zones share the edge, and its path, made when first painted."""

    __slots__ = ("_gap_cache", "_gt", "_line", "_p", "_shared", "border")

    def __init__(self, border: Border, line: Polyline, shared: bool) -> None:
        self.border = border
        self._line = line
        self._shared = shared
        self._p: QPainterPath | None = None
        self._gap_cache: tuple[float, QPainterPath] | None = None
        self._gt: tuple[float, QTransform] | None = None

    @property
    def _path(self) -> QPainterPath:  # type: ignore[override]
        if self._p is None:
            pts = self._line.points
            self._p = _link_path(pts) if self.border.is_link else _line_path(pts)
        return self._p

    @property
    def shows_glyph(self) -> bool:
        return self.border.is_passage or self.border.is_link

    def glyph_transform(self, zoom: float) -> QTransform:
        """The glyph's scene transform, as Qt composes its item's: the counter-scale for the
        view's ``zoom``, its rotation, then its place on the line (kept for the zoom)."""
        kept = self._gt
        if kept is not None and kept[0] == zoom:
            return kept[1]
        pos, angle = self.glyph_place()
        scale = 1.0 / max(zoom, 1e-9)
        t = QTransform.fromScale(scale, scale) if scale != 1.0 else QTransform()
        t.rotate(angle)
        t = t * QTransform.fromTranslate(pos.x(), pos.y())
        self._gt = (zoom, t)
        return t

    def same_place(self, other: BorderStub) -> bool:
        """Drawn on the same line, with a glyph where ``other`` has one (only its look may
        differ)."""
        a, b = self.border, other.border
        return (
            self._line.points == other._line.points
            and self._shared == other._shared
            and a.is_passage == b.is_passage
            and a.is_link == b.is_link
        )


class BorderStore:
    """Every border of the scene's map: stubs for all, items for those the GM pointed at."""

    def __init__(self, scene: MapScene) -> None:
        self.scene = scene
        self.looks: dict[BorderKey, BorderStub] = {}
        """Every border, in the order their items were once added (the order they paint)."""
        self.live: dict[BorderKey, BorderItem] = {}
        """The borders that have their item."""
        self._rank: dict[BorderKey, int] = {}
        """When each border came: its item stacks by it (see :meth:`item`)."""
        self._next_rank = 0
        self._index: tuple[list[BorderKey], np.ndarray, np.ndarray, list[int]] | None = None

    def clear(self) -> None:
        """Forget every border (the scene's items are gone already)."""
        self.looks.clear()
        self.live.clear()
        self._rank.clear()
        self._next_rank = 0
        self._index = None

    # -- changes ----------------------------------------------------------------------------
    def put(self, border: Border, line: Polyline | LineString, shared: bool) -> None:
        """Add ``border`` or show its change (its item's, when it has one)."""
        key = border.key
        stub = BorderStub(border, _polyline(line), shared)
        old = self.looks.get(key)
        self.looks[key] = stub
        if old is None:
            self._next_rank += 1
            self._rank[key] = self._next_rank
        if old is None or not stub.same_place(old):
            self._index = None
        item = self.live.get(key)
        if item is not None:
            item.set_border(border, stub._line, shared)
            return
        if self.scene.layer_frozen:
            return  # (the whole map is being built: it is all painted afresh)
        if old is not None and old.only_state_differs(border, stub._line, shared):
            self._dirty(self.door_rect(stub), GLYPH_MARGIN)  # only the door looks different
            return
        if old is not None:
            self._dirty(self.stub_rect(old))
        self._dirty(self.stub_rect(stub))

    def remove(self, key: BorderKey) -> None:
        stub = self.looks.pop(key, None)
        item = self.live.pop(key, None)
        self._rank.pop(key, None)
        self._index = None
        if item is not None:
            layer.layer_dirty(item)
            self.scene.removeItem(item)
        elif stub is not None:
            self._dirty(self.stub_rect(stub))

    def _dirty(self, rect: QRectF, margin: float = layer.PEN_MARGIN) -> None:
        if not self.scene.layer_frozen:
            layer.invalidate(self.scene, rect, margin)

    # -- items on demand --------------------------------------------------------------------
    def item(self, key: BorderKey) -> BorderItem | None:
        """The border's item, made now if it has none (None: no such border)."""
        item = self.live.get(key)
        stub = self.looks.get(key)
        if item is not None or stub is None:
            return item
        scene = self.scene
        frozen, scene.layer_frozen = scene.layer_frozen, True  # it looks as it did
        try:
            item = BorderItem(stub.border, stub._line, stub._shared)
            item.follow_zoom(scene.view_zoom)
            scene.addItem(item)
        finally:
            scene.layer_frozen = frozen
        item.setZValue(BORDER_Z + self._rank[key] * RANK_STEP)
        self.live[key] = item
        return item

    def reveal(self, scene_pos: QPointF) -> None:
        """Make the items of every border whose item or door glyph could be under
        ``scene_pos``, so Qt finds them there (and every link's: its badge stands off its
        line)."""
        keys, _, _, links = self._indexed()
        if not keys:
            return
        x, y = scene_pos.x(), scene_pos.y()
        for i in np.flatnonzero(self._reaching(x, y, x, y)).tolist():
            if keys[i] not in self.live:
                self.item(keys[i])
        for i in links:
            if keys[i] not in self.live:
                self.item(keys[i])

    def _reaching(
        self, left: float, top: float, right: float, bottom: float, margin: float = 0.0
    ) -> np.ndarray:
        """Which borders' items (with their door glyphs at the view's zoom), grown by
        ``margin``, reach into the rectangle (scene units), in paint order."""
        _, boxes, passages, _ = self._indexed()
        reach = np.where(passages, max(BOX_MARGIN, GLYPH_REACH / self._zoom()), BOX_MARGIN)
        reach = reach + margin
        return (
            (boxes[:, 0] - reach <= right)
            & (left <= boxes[:, 2] + reach)
            & (boxes[:, 1] - reach <= bottom)
            & (top <= boxes[:, 3] + reach)
        )

    def _zoom(self) -> float:
        return max(float(self.scene.view_zoom), 1e-9)

    def _indexed(self) -> tuple[list[BorderKey], np.ndarray, np.ndarray, list[int]]:
        """The borders' keys, their lines' boxes (minx, miny, maxx, maxy) and which show a
        door glyph, in paint order; the links' places. Made again after a border's line changed."""
        if self._index is None:
            keys = list(self.looks)
            boxes = np.empty((len(keys), 4))
            passages = np.zeros(len(keys), bool)
            links = []
            for i, stub in enumerate(self.looks.values()):
                pts = stub._line.points
                xs, ys = [p[0] for p in pts], [p[1] for p in pts]
                boxes[i] = (min(xs), min(ys), max(xs), max(ys))
                passages[i] = stub.border.is_passage
                if stub.border.is_link:
                    links.append(i)
            self._index = (keys, boxes, passages, links)
        return self._index

    # -- painting ---------------------------------------------------------------------------
    def paint(self, painter: QPainter, areas: list[QRectF], base: QTransform) -> int:
        """Paint the borders (and door glyphs) that reach into any of ``areas`` (scene units)
        in their order, each as its item would; how many layer items that was."""
        keys, _, _, links = self._indexed()
        if not keys:
            return 0
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(base)
        m = layer.PEN_MARGIN / max(lod, 1e-6)
        hit = np.zeros(len(keys), dtype=bool)
        for r in areas:
            hit |= self._reaching(r.left(), r.top(), r.right(), r.bottom(), m)
        hit[links] = True  # a link's badge stands off its line
        views = self.scene.views()
        glyph_zoom = views[0].transform().m11() if views else None
        count = 0
        painter.save()  # once for the pass: each stub sets all it draws with
        painter.setOpacity(1.0)
        painter.setRenderHint(ANTIALIAS)  # (nothing in the pass turns it off)
        stub_pass = _StubPass(base, lod, self._zoom(), glyph_zoom)
        for i in np.flatnonzero(hit).tolist():
            key = keys[i]
            item = self.live.get(key)
            if item is not None:
                count += self._paint_item(painter, base, item)
            else:
                count += stub_pass.paint(painter, self.looks[key])
        painter.restore()
        return count

    @staticmethod
    def _paint_item(painter: QPainter, base: QTransform, item: BorderItem) -> int:
        glyph = item._glyph
        shown = [item] if glyph is None or not glyph.isVisible() else [item, glyph]
        return layer.paint_items(painter, base, shown)

    # -- what a change repaints -------------------------------------------------------------
    def stub_rect(self, stub: BorderStub) -> QRectF:
        """What ``stub``'s item and its glyph would cover (scene units)."""
        rect = line_rect(stub._line)
        if stub.shows_glyph:
            glyph = stub.glyph_transform(self._zoom()).mapRect(glyph_rect(stub.border))
            rect = rect.united(glyph)
        return rect

    def door_rect(self, stub: BorderStub) -> QRectF:
        """The door glyph as drawn (see :meth:`BorderItem.door_rect`)."""
        views = self.scene.views()
        zoom = views[0].transform().m11() if views else self._zoom()
        k = stub.glyph_scale(zoom)
        r = glyph_rect(stub.border)
        drawn = QRectF(r.left() * k, r.top() * k, r.width() * k, r.height() * k)
        return stub.glyph_transform(self._zoom()).mapRect(drawn)


class _StubPass:
    """Paints stubs in one pass of :meth:`BorderStore.paint`: what every stub of it shares
    (the transform, level of detail, zooms, the ink) worked out once."""

    def __init__(self, base: QTransform, lod: float, zoom: float, glyph_zoom: float | None) -> None:
        self.base, self.lod, self.zoom, self.glyph_zoom = base, lod, zoom, glyph_zoom
        self.ink = glyph_ink()

    def paint(self, painter: QPainter, stub: BorderStub) -> int:
        """Paint ``stub`` as its item would (and its glyph): how many items that was."""
        painter.setTransform(self.base)
        stub.paint_line(painter, self.ink, self.lod)
        if not stub.shows_glyph:
            return 1
        painter.setTransform(stub.glyph_transform(self.zoom) * self.base)
        zoom = self.glyph_zoom
        paint_glyph(painter, stub.border, stub.glyph_scale(zoom) if zoom is not None else None)
        return 2


class BorderItems(Mapping[BorderKey, BorderItem]):
    """``scene.border_items``: every border of the map by key; reading one makes its item
    (:meth:`BorderStore.item`)."""

    def __init__(self, store: BorderStore) -> None:
        self._store = store

    def __getitem__(self, key: BorderKey) -> BorderItem:
        item = self._store.item(key)
        if item is None:
            raise KeyError(key)
        return item

    def __contains__(self, key: object) -> bool:
        return key in self._store.looks

    def __iter__(self) -> Iterator[BorderKey]:
        return iter(list(self._store.looks))

    def __len__(self) -> int:
        return len(self._store.looks)


__all__ = ["BorderItems", "BorderStore", "BorderStub"]
