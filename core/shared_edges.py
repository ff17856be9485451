"""Shared edges of many zone pairs at once (opening a big map).

Two zones of a tiled map usually meet along one edge of each outline, run the opposite way
round, and touch nowhere else. There the part of the outlines they share — what shapely's
intersection of the two outlines gives: that one segment, in the first outline's direction — is
found with numpy from the outlines' corners. Every pair where that is not clear-cut (a shared
run of several edges, a T-junction, a second touching point, anything within :data:`TOUCH` of a
contact that isn't at the shared edge's ends, segments from one corner at almost no angle) is
left to shapely by :meth:`core.zonemap.ZoneMap._batch_shared_edges`: the answers are shapely's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import shapely

TOUCH = 1e-6
"""Segments closer than this (map units) may touch: such a pair is left to shapely."""
TURN = 1e-9
"""Two segments from one corner at an angle (radians) below this may overlap: left to shapely."""


def single_edges(outlines_a: Sequence[Any], outlines_b: Sequence[Any]) -> list[Any]:
    """For each pair of zone outlines (closed lines), the one edge they share as a shapely
    line (as ``shapely.intersection`` gives it), or None where the pair isn't that simple case."""
    out: list[Any] = [None] * len(outlines_a)
    if not len(outlines_a):
        return out
    unique: dict[int, int] = {}  # each outline's segments once (a zone has many borders)
    shapes = [unique.setdefault(id(o), len(unique)) for o in (*outlines_a, *outlines_b)]
    first = {k: o for o, k in zip((*outlines_a, *outlines_b), shapes, strict=True)}
    seg, ok, fit = _segments(np.array([first[k] for k in range(len(first))], dtype=object))
    ia, ib = np.array(shapes[: len(outlines_a)]), np.array(shapes[len(outlines_a) :])
    a, a_ok, a_fit, b, b_ok, b_fit = seg[ia], ok[ia], fit[ia], seg[ib], ok[ib], fit[ib]
    width = seg.shape[1]
    both = a_ok[:, :, None] & b_ok[:, None, :]
    reverse = _eq(a[:, :, None, :2], b[:, None, :, 2:]) & _eq(a[:, :, None, 2:], b[:, None, :, :2])
    forward = _eq(a[:, :, None, :2], b[:, None, :, :2]) & _eq(a[:, :, None, 2:], b[:, None, :, 2:])
    reverse &= both
    one = (reverse.sum(axis=(1, 2)) == 1) & ~(forward & both).any(axis=(1, 2)) & a_fit & b_fit
    rows = np.flatnonzero(one)
    if not len(rows):
        return out
    i, j = np.divmod(reverse[rows].reshape(len(rows), -1).argmax(axis=1), width)
    edge = a[rows, i]
    clear = _touch_only_there(a[rows], a_ok[rows], b[rows], b_ok[rows], i, j, edge)
    lines = shapely.linestrings(edge[clear].reshape(-1, 2, 2))
    for k, line in zip(rows[clear].tolist(), lines.tolist(), strict=True):
        out[k] = line
    return out


def _segments(outlines: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Each outline's segments, padded to one width: (n, width, 4) as x0, y0, x1, y1; which of
    them are real (n, width); and which outlines can be read so (one closed line of three or more
    segments, none of them of no length: a shared edge found is then a line of some length)."""
    n = len(outlines)
    kind = shapely.get_type_id(outlines)
    pts, which = shapely.get_coordinates(outlines, return_index=True)
    same = which[1:] == which[:-1]
    seg = np.c_[pts[:-1], pts[1:]][same]
    owner = which[:-1][same]
    counts = np.bincount(owner, minlength=n)
    width = max(int(counts.max(initial=0)), 1)
    pos = np.arange(len(owner)) - (np.cumsum(counts) - counts)[owner]
    out = np.full((n, width, 4), np.nan)
    real = np.zeros((n, width), dtype=bool)
    out[owner, pos], real[owner, pos] = seg, True
    dx, dy = seg[:, 2] - seg[:, 0], seg[:, 3] - seg[:, 1]
    flat = ~(dx * dx + dy * dy > 0)  # no length (as shapely measures it: its square is 0)
    first = np.searchsorted(which, np.arange(n))
    last = np.searchsorted(which, np.arange(n), side="right") - 1
    has = counts >= 3
    closed = np.zeros(n, dtype=bool)
    closed[has] = (pts[first[has]] == pts[last[has]]).all(axis=1)
    fit = ((kind == 1) | (kind == 2)) & has & closed
    fit &= np.bincount(owner[flat], minlength=n) == 0
    return out, real, fit


def _eq(p: np.ndarray, q: np.ndarray) -> np.ndarray:
    return (p[..., 0] == q[..., 0]) & (p[..., 1] == q[..., 1])


def _touch_only_there(
    a: np.ndarray,
    a_ok: np.ndarray,
    b: np.ndarray,
    b_ok: np.ndarray,
    i: np.ndarray,
    j: np.ndarray,
    edge: np.ndarray,
) -> np.ndarray:
    """For each pair, True when no segment of one outline comes near a segment of the other
    except the shared edge itself and segments meeting it only at its ends."""
    near = a_ok[:, :, None] & b_ok[:, None, :]
    for x0, x1 in ((0, 2), (1, 3)):  # the segments' boxes (a's grown) overlap, axis by axis
        lo_a = np.minimum(a[..., x0], a[..., x1]) - TOUCH
        hi_a = np.maximum(a[..., x0], a[..., x1]) + TOUCH
        lo_b, hi_b = np.minimum(b[..., x0], b[..., x1]), np.maximum(b[..., x0], b[..., x1])
        near &= (lo_a[:, :, None] <= hi_b[:, None, :]) & (lo_b[:, None, :] <= hi_a[:, :, None])
    near[np.arange(len(a)), i, j] = False
    pp, ii, jj = np.nonzero(near)
    s1, s2 = a[pp, ii], b[pp, jj]
    fine = _meet_at_an_end(s1, s2, edge[pp])
    rest = np.flatnonzero(~fine)
    fine[rest] = _apart(s1[rest], s2[rest])
    return np.bincount(pp[~fine], minlength=len(a)) == 0


def _meet_at_an_end(s1: np.ndarray, s2: np.ndarray, edge: np.ndarray) -> np.ndarray:
    """The two segments have one end in common, an end of the shared edge, and go on from it
    at an angle (or opposite ways): they meet there only."""
    a0, a1, b0, b1 = s1[:, :2], s1[:, 2:], s2[:, :2], s2[:, 2:]
    e00, e01, e10, e11 = _eq(a0, b0), _eq(a0, b1), _eq(a1, b0), _eq(a1, b1)
    shared = e00.astype(int) + e01 + e10 + e11
    at_a0 = (e00 | e01)[:, None]
    v = np.where(at_a0, a0, a1)
    u1 = np.where(at_a0, a1, a0) - v
    u2 = np.where((e00 | e10)[:, None], b1, b0) - v
    at_end = _eq(v, edge[:, :2]) | _eq(v, edge[:, 2:])
    cross = u1[:, 0] * u2[:, 1] - u1[:, 1] * u2[:, 0]
    dot = u1[:, 0] * u2[:, 0] + u1[:, 1] * u2[:, 1]
    turn = np.abs(cross) > TURN * np.hypot(*u1.T) * np.hypot(*u2.T)
    return (shared == 1) & at_end & (turn | (dot < 0))


def _apart(s1: np.ndarray, s2: np.ndarray) -> np.ndarray:
    """The two segments neither cross nor come within :data:`TOUCH` of each other."""
    a0, a1, b0, b1 = s1[:, :2], s1[:, 2:], s2[:, :2], s2[:, 2:]
    o1, o2 = _orient(a0, a1, b0), _orient(a0, a1, b1)
    o3, o4 = _orient(b0, b1, a0), _orient(b0, b1, a1)
    crossing = (o1 * o2 <= 0) & (o3 * o4 <= 0)
    gap = np.minimum.reduce(
        [
            _to_segment(a0, b0, b1),
            _to_segment(a1, b0, b1),
            _to_segment(b0, a0, a1),
            _to_segment(b1, a0, a1),
        ]
    )
    return ~crossing & (gap > TOUCH)


def _orient(p: np.ndarray, q: np.ndarray, r: np.ndarray) -> np.ndarray:
    return (q[:, 0] - p[:, 0]) * (r[:, 1] - p[:, 1]) - (q[:, 1] - p[:, 1]) * (r[:, 0] - p[:, 0])


def _to_segment(pt: np.ndarray, s0: np.ndarray, s1: np.ndarray) -> np.ndarray:
    d = s1 - s0
    span2 = (d * d).sum(axis=1)
    with np.errstate(divide="ignore", invalid="ignore"):
        f = np.clip(((pt - s0) * d).sum(axis=1) / span2, 0.0, 1.0)
    f = np.where(span2 > 0, f, 0.0)
    return np.hypot(*(pt - s0 - f[:, None] * d).T)
