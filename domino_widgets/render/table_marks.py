"""The table picture's marks: the tiles of the last move, the counted parts of tiles, where a
move's tile would go (a clickable target, a hint, a review's outline), and their SVG. The
picture itself is drawn in ``table.py``."""

from __future__ import annotations

from collections.abc import Mapping
from html import escape
from typing import TYPE_CHECKING

from ..engine.actions import (
    CROSSWISE,
    CUT,
    END_TURN,
    FACE_DOWN,
    LEAD,
    NEXT_HAND,
    PASS,
    flags_of,
)
from ..engine.games.scoring import Counted
from ..engine.i18n import N_, _
from ..engine.table import End, Placed
from .geometry import STEP, Rect, Spot, rotate, square
from .layout import Layout
from .tiles import SCALE, attrs, num

if TYPE_CHECKING:
    from ..engine.games.base import Rules
    from ..engine.position import Position

TARGET = "#ffe27a"
HINT = "#f1e4ff"  # the outline where a hint's tile would go
HINT_FILL = "#a672e0"
OUTLINES = {"best": ("#9dff9d", "none", N_("the best move")),  # light on the green felt
            "played": ("#ff6f61", "6 4", N_("the move played"))}
Mark = tuple[Rect, tuple[int, int]]  # where a mark goes, and (end index, action)


def last_move(state: Position[Rules], placed: list[Placed]) -> set[int]:
    """The placement numbers laid in the last turn that laid a tile, this hand (``placed``:
    the placements shown, in order)."""
    history = state.history
    start = state.hand_start
    k = len(history) - 1
    while k >= start and history[k][0] < 0:
        k -= 1
    if k < start:
        return set()
    mover, count = history[k][2], 1
    while k - 1 >= start and history[k - 1][2] == mover and \
            history[k - 1][0] not in (END_TURN, PASS, NEXT_HAND):
        k -= 1
        count += history[k][0] >= 0
    return {p.n for p in placed[-count:]}


def counted_marks(layout: Layout, counted: Counted | None) -> dict[int, list[Rect]]:
    """For games that count the ends: the parts of tiles that are counted, by placement
    (from ``State.counted``: a centre counted whole is marked whole, an end by the half
    that shows it)."""
    marks: dict[int, list[Rect]] = {}
    if counted is None:
        return marks
    for c in counted.ends:
        spot = layout.spots.get(c.placed)
        if spot is None:
            continue
        if c.end is None:
            marks.setdefault(spot.n, []).append(spot.rect)
            continue
        ex = layout.exit_of(End._make(c.end))
        if ex is not None:
            marks.setdefault(spot.n, []).append(counted_part(spot, ex.x, ex.y))
    return marks


def target_marks(layout: Layout, ends: list[End], placed: list[Placed],
                 targets: Mapping[int, int]) -> list[Mark]:
    """Where each target's mark goes: the place a tile joining that end would take."""
    out = []
    for index, action in targets.items():
        if index == LEAD or not placed:
            out.append((Rect(-1, -0.5, 1, 0.5), (index, action)))
            continue
        if not 0 <= index < len(ends):
            raise ValueError(f"no open end {index}: the table has {len(ends)} open ends")
        end = ends[index]
        ex = layout.exit_of(end)
        if ex is None:
            continue
        flags = flags_of(action) if action >= 0 else 0
        if flags & CUT:
            rect = cut_rect(layout, ends)
        elif flags & (CROSSWISE | FACE_DOWN):
            dx, dy = STEP[ex.heading]
            px, py = STEP[rotate(ex.heading, 1)]
            cx, cy = ex.x + dx * 0.5, ex.y + dy * 0.5
            rect = Rect(cx - 0.5 * abs(dx) - abs(px), cy - 0.5 * abs(dy) - abs(py),
                        cx + 0.5 * abs(dx) + abs(px), cy + 0.5 * abs(dy) + abs(py))
        else:
            rect = layout.ghost(ex, end.placed)
        out.append((rect, (index, action)))
    return out


def cut_rect(layout: Layout, ends: list[End]) -> Rect:
    """Sausage's cut: a tile across both ribbon ends."""
    right = max(layout.exit_of(e).x for e in ends)  # type: ignore[union-attr]
    return Rect(right, -1, right + 1, 1)


def counted_part(spot: Spot, x: float, y: float) -> Rect:
    """The half of a tile nearest to an end at ``x, y`` (the whole tile when both are as
    near: a double across the line counts both halves)."""
    (ax, ay, _), (bx, by, _) = spot.halves
    da = (ax - x) ** 2 + (ay - y) ** 2
    db = (bx - x) ** 2 + (by - y) ** 2
    if abs(da - db) < 1e-6:
        return spot.rect
    return square(ax, ay) if da < db else square(bx, by)


def target_svg(rect: Rect, end_index: int, move: str) -> str:
    """A clickable mark: ``<g class="dw-target" data-move="play 1:2 on 1:1 east"
    data-end="I">`` (the page sends the move's notation back)."""
    x, y = rect.x0 * SCALE, rect.y0 * SCALE
    w, h = (rect.x1 - rect.x0) * SCALE, (rect.y1 - rect.y0) * SCALE
    cx, cy = x + w / 2, y + h / 2
    arm = SCALE * 0.22
    marks = attrs(class_="dw-target", data_move=move, data_end=end_index)
    title = _("play here")
    return (f'<g {marks} '
            f'cursor="pointer"><title>{escape(title)}</title>'
            f'<rect x="{num(x + 1.5)}" y="{num(y + 1.5)}" width="{num(w - 3)}" '
            f'height="{num(h - 3)}" rx="{num(SCALE * 0.16)}" fill="{TARGET}" '
            f'fill-opacity="0.3" stroke="{TARGET}" stroke-width="2.5" stroke-dasharray="5 3"/>'
            f'<path d="M{num(cx - arm)} {num(cy)}h{num(2 * arm)}M{num(cx)} {num(cy - arm)}'
            f'v{num(2 * arm)}" stroke="{TARGET}" stroke-width="3" stroke-linecap="round"/></g>')


def outline_svg(rect: Rect, kind: str, inset: float = 1) -> str:
    """A review's outline where a move's tile went or would go: ``<g class="dw-outline
    dw-outline-best">`` (solid green) or ``dw-outline-played`` (dashed red); the best is drawn
    around the place (``inset`` below 0), the played inside it, so both show on one end."""
    colour, dashes, words = OUTLINES[kind]
    x, y = rect.x0 * SCALE + inset, rect.y0 * SCALE + inset
    w, h = (rect.x1 - rect.x0) * SCALE - 2 * inset, (rect.y1 - rect.y0) * SCALE - 2 * inset
    return (f'<g class="dw-outline dw-outline-{kind}"><title>{escape(_(words))}</title>'
            f'<rect x="{num(x)}" y="{num(y)}" width="{num(max(w, 4))}" height="{num(max(h, 4))}" '
            f'rx="{num(SCALE * 0.16)}" fill="none" stroke="{colour}" stroke-width="6" '
            f'stroke-dasharray="{dashes}"/></g>')


def hint_svg(rect: Rect, end_index: int) -> str:
    """Where a hint's tile would go: ``<g class="dw-hint-mark" data-end="I">`` (no action)."""
    x, y = rect.x0 * SCALE, rect.y0 * SCALE
    w, h = (rect.x1 - rect.x0) * SCALE, (rect.y1 - rect.y0) * SCALE
    title = _("the hint")
    return (f'<g {attrs(class_="dw-hint-mark", data_end=end_index)}>'
            f'<title>{escape(title)}</title>'
            f'<rect x="{num(x + 1)}" y="{num(y + 1)}" width="{num(w - 2)}" '
            f'height="{num(h - 2)}" rx="{num(SCALE * 0.16)}" fill="{HINT_FILL}" '
            f'fill-opacity="0.55" stroke="{HINT}" stroke-width="3" stroke-dasharray="4 3"/></g>')
