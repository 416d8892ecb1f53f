"""The table as an SVG picture: every placed tile where the layout puts it, the last move
highlighted, clickable marks on target ends, and the counted ends of games that score them."""

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
    end_of,
    flags_of,
)
from ..engine.explain import counted_text
from ..engine.games.scoring import Counted
from ..engine.i18n import N_, _
from ..engine.table import OPPOSITE, End, Placed
from ..engine.tiles import TILES
from ..engine.view import seen_placements
from .layout import STEP, Layout, Rect, Spot, rotate, square
from .tiles import COUNTED, LAST, SCALE, attrs, back_svg, face_svg, num

if TYPE_CHECKING:
    from ..engine.state import State

FELT = "#2f6b4f"
FELT_EDGE = "#24553e"
TARGET = "#ffe27a"
HINT = "#f1e4ff"  # the outline where a hint's tile would go
HINT_FILL = "#a672e0"
CLOTH_TEXT = "#dfeee4"
BACK_TINT = "#2e4a62"  # the veil over a face-down tile its owner may see
CANDIDATE = "#dfeee4"  # the dotted ring round a double that may become the centre
TEXT = "#222222"
PAPER = "#f7f5ef"
BOX_ONE_SET = Rect(-16, -11, 16, 11)
BOX_TWO_SETS = Rect(-20, -14, 20, 14)
BOX_RIBBONS = Rect(-1.5, -11, 30.5, 11)
RIBBON_FONT = 0.45  # units: the size of Sausage's "top" and "bottom" at the drawn scale
LEAST_TEXT = 12  # px: the ribbon labels' size when a tile is shown at its least (min_tile)
MIN_HALF_HEIGHT = 3.0  # the felt is at least this many units above and below the lead
MARGIN = 1.0
MAX_WIDTH = 900  # px: a wider picture is shown scaled down (its viewBox keeps the detail)
TEXT_LINE = 1.1  # units of height per line of text under the table
RIBBONS = (N_("top"), N_("bottom"))  # Sausage's two ribbons, as written beside its head


def table_svg(state: State, *, viewer: int | None = None, reveal: bool = False,
              targets: Mapping[int, int] | None = None, last: bool = True,
              hint: int | None = None, outlines: tuple[tuple[int, str], ...] = (),
              words: bool = True,
              min_tile: float | None = None) -> str:
    """The table of ``state`` as ``viewer`` sees it (None: a spectator; ``reveal``: every
    face-down tile shown). ``targets`` maps an end index (``LEAD`` for the lead) to the action a
    click on its mark stands for; ``last`` highlights the tiles of the last move; ``hint`` (a
    placement action) outlines where a hint's tile would go (``g.dw-hint-mark``, not
    clickable). ``words=False`` leaves out the counted ends and the empty table's words (a
    widget writes them beside the picture, where they keep their size); ``min_tile`` (px)
    gives the picture a CSS ``min-width`` and ``max-width`` so that a tile, scaled, is never
    shorter than that on its long side nor larger than drawn."""
    return TablePicture(state, viewer, reveal).svg(targets or {}, last, hint, words, min_tile,
                                                   outlines)


class TablePicture:
    """The laid-out table of one state as one viewer sees it. The table's rows are read once,
    here, into named ``Placed``/``End`` (``placed``, ``ends``), and by name from then on."""

    def __init__(self, state: State, viewer: int | None, reveal: bool) -> None:
        self.state = state
        table = state.table
        rules = state.rules
        self.table = table
        self.rules = rules
        self.placed: list[Placed] = (list(map(Placed._make, table.placed)) if reveal
                                     else list(seen_placements(state, viewer)))
        self.ends: list[End] = [End._make(e) for e in table.ends]
        self.ribbons = any(e.side in ("top", "bottom") for e in self.ends) or any(
            p.side in ("top", "bottom") for p in self.placed)
        if self.ribbons:
            box = BOX_RIBBONS
        else:
            box = BOX_TWO_SETS if state.copies > 1 else BOX_ONE_SET
        self.layout = Layout(box, rules.match_sum, ribbons=self.ribbons)
        branching = {table.centre, *table.candidates}
        for p in self.placed:
            if p.parent and p.side != self.placed[p.parent - 1].side:
                branching.add(p.parent)
        for p in walk_order(self.placed, table.centre):
            self.layout.add(p, _is_double(p), p.n in branching)

    # -- the picture -----------------------------------------------------------------------
    def svg(self, targets: Mapping[int, int], last: bool, hint: int | None = None,
            words: bool = True, min_tile: float | None = None,
            outlines: tuple[tuple[int, str], ...] = ()) -> str:
        counted = self.state.counted()
        count = counted_text(counted) if words else None
        marks = self.target_marks(targets)
        hinted = self.target_marks({end_of(hint): hint}) if hint is not None and (
            hint >= 0) else []
        outlined = [(rect, kind) for action, kind in outlines if action >= 0
                    for rect, _action in self.target_marks({end_of(action): action})]
        font = RIBBON_FONT if min_tile is None else max(RIBBON_FONT, LEAST_TEXT * 2 / min_tile)
        felt = self.felt([rect for rect, _ in marks + hinted + outlined], font)
        lines = 1 if count is not None else 0
        height = felt.y1 - felt.y0 + (TEXT_LINE + 0.4) * lines
        x, y, w, h = (felt.x0 * SCALE, felt.y0 * SCALE, (felt.x1 - felt.x0) * SCALE,
                      height * SCALE)
        shown = min(1.0, MAX_WIDTH / w)
        style = ""
        if min_tile is not None:
            least = w * min_tile / (2 * SCALE)  # a tile is 2 * SCALE user units long
            style = (f' style="min-width:{num(least)}px;'
                     f'max-width:{num(max(least, w * shown))}px"')
        the_table = _("the table")
        out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="dw-table" '
               f'viewBox="{num(x)} {num(y)} {num(w)} {num(h)}" width="{num(w * shown)}" '
               f'height="{num(h * shown)}"{style} role="img" '
               f'aria-label="{escape(the_table)}">',
               f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" '
               f'fill="{PAPER}"/>',
               f'<rect class="dw-felt" x="{num(x)}" y="{num(y)}" width="{num(w)}" '
               f'height="{num((felt.y1 - felt.y0) * SCALE)}" rx="{num(SCALE * 0.4)}" '
               f'fill="{FELT}" stroke="{FELT_EDGE}"/>', *self.labels(words, font)]
        highlighted = self.last_move() if last else set()
        parts = self.counted_marks(counted)
        for p in self.placed:
            spot = self.layout.spots[p.n]
            out.append(self.tile_svg(p, spot, p.n in highlighted, parts.get(p.n, [])))
        for rect, (end_index, _action) in hinted:
            out.append(hint_svg(rect, end_index))
        for rect, kind in outlined:  # the best around its place, the move played inside it
            out.append(outline_svg(rect, kind, inset=-5 if kind == "best" else 2))
        for rect, (end_index, action) in marks:
            out.append(target_svg(rect, end_index, self.state.move_text(action)))
        if count is not None:
            colour = COUNTED if counted is not None and counted.counting else TEXT
            counted_words = _("Counted ends: {count}").format(count=count)
            out.append(f'<text class="dw-count" x="{num((felt.x0 + 0.6) * SCALE)}" '
                       f'y="{num((felt.y1 + 0.4 + TEXT_LINE * 0.7) * SCALE)}" '
                       f'font-family="sans-serif" font-size="{num(SCALE * 0.62)}" '
                       f'fill="{colour}">'
                       f'{escape(counted_words, quote=False)}'
                       f'</text>')
        out.append("</svg>")
        return "".join(out)

    def felt(self, marks: list[Rect], font: float = RIBBON_FONT) -> Rect:
        """The green cloth: the layout box's width (centred on the tiles when they are
        narrower), tall enough for every tile and mark, and wide enough for Sausage's ribbon
        labels of ``font`` units."""
        area = self.layout.bounds() or Rect(-1, -0.5, 1, 0.5)
        for rect in marks:
            area = area.union(rect)
        if self.ribbons and self.placed:
            area = area.union(ribbon_labels(font))
        box = self.layout.box
        left, right = box.x0, box.x1
        if area.x1 - area.x0 < right - left:
            shift = (area.x0 + area.x1) / 2 - (left + right) / 2
            left, right = left + shift, right + shift
        return Rect(min(left, area.x0) - MARGIN, min(-MIN_HALF_HEIGHT, area.y0) - MARGIN,
                    max(right, area.x1) + MARGIN, max(MIN_HALF_HEIGHT, area.y1) + MARGIN)

    def labels(self, words: bool = True, size: float = RIBBON_FONT) -> list[str]:
        """Words on the cloth: an empty table says so; Sausage names its two ribbons, in
        letters ``size`` units tall (a widget's board makes them legible at its least
        scale)."""
        font = f'font-family="sans-serif" fill="{CLOTH_TEXT}"'
        if not self.placed and not words:
            return []
        if not self.placed:
            empty = _("the table is empty")
            return [f'<text x="0" y="{num(-1.4 * SCALE)}" text-anchor="middle" {font} '
                    f'font-size="{num(SCALE * 0.6)}">{escape(empty)}</text>']
        if not self.ribbons:
            return []
        return [f'<text class="dw-ribbon-label" x="{num(-0.8 * SCALE)}" '
                f'y="{num((y + size * 0.17 / RIBBON_FONT) * SCALE)}" text-anchor="end" {font} '
                f'font-size="{num(SCALE * size)}">{escape(_(name))}</text>'
                for name, y in ((RIBBONS[0], -0.5), (RIBBONS[1], 0.5))]

    def tile_svg(self, p: Placed, spot: Spot, is_last: bool, counted: list[Rect]) -> str:
        """One placed tile: ``<g class="dw-tile" data-tile="a:b" data-n="K">``."""
        hidden = p.tile_id < 0
        tile = None if hidden else TILES[p.tile_id]
        classes = ["dw-tile"]
        if is_last:
            classes.append("dw-last")
        if p.face_down:
            classes.append("dw-face-down")
        if tile is not None and tile.copy:
            classes.append("dw-second-set")
        if p.n == self.table.centre:
            classes.append("dw-centre")
        elif p.n in self.table.candidates:
            classes.append("dw-candidate")
        r = spot.rect
        x, y, w, h = r.x0 * SCALE, r.y0 * SCALE, (r.x1 - r.x0) * SCALE, (r.y1 - r.y0) * SCALE
        out = [f'<g {attrs(class_=" ".join(classes), data_tile=tile, data_n=p.n)}>']
        who = self.state.players[p.player]
        what = _("a face-down tile") if hidden else str(tile)
        title = _("{tile}, laid by {name} (tile {n})").format(tile=what, name=who, n=p.n)
        out.append(f"<title>{escape(title, quote=False)}</title>")
        if spot.link is not None:
            x1, y1, x2, y2 = (v * SCALE for v in spot.link)
            out.append(f'<line x1="{num(x1)}" y1="{num(y1)}" x2="{num(x2)}" y2="{num(y2)}" '
                       f'stroke="#dfeee4" stroke-width="2" stroke-dasharray="3 4"/>')
        if is_last:
            pad = SCALE * 0.12
            out.append(f'<rect class="dw-halo" x="{num(x - pad)}" y="{num(y - pad)}" '
                       f'width="{num(w + 2 * pad)}" height="{num(h + 2 * pad)}" '
                       f'rx="{num(SCALE * 0.25)}" fill="{LAST}"/>')
        if tile is None:  # hidden
            out.append(back_svg(x, y, w, h))
        else:
            (ax, ay, av), (bx, by, bv) = spot.halves
            first, second = (av, bv) if (ax, ay) <= (bx, by) else (bv, av)
            out.append(face_svg(first, second, x, y, w, h, second_set=bool(tile.copy)))
            if p.face_down:
                out.append(f'<rect x="{num(x + 2)}" y="{num(y + 2)}" width="{num(w - 4)}" '
                           f'height="{num(h - 4)}" rx="{num(SCALE * 0.14)}" fill="{BACK_TINT}" '
                           f'fill-opacity="0.35" stroke="{BACK_TINT}" stroke-dasharray="4 3"/>')
        if p.n in self.table.candidates:  # Cross: this double may still become the centre
            out.append(f'<rect x="{num(x - 4)}" y="{num(y - 4)}" width="{num(w + 8)}" '
                       f'height="{num(h + 8)}" rx="{num(SCALE * 0.3)}" fill="none" '
                       f'stroke="{CANDIDATE}" stroke-width="2" stroke-dasharray="2 3"/>')
        for c in counted:
            out.append(f'<rect class="dw-counted" x="{num(c.x0 * SCALE + 1.5)}" '
                       f'y="{num(c.y0 * SCALE + 1.5)}" width="{num((c.x1 - c.x0) * SCALE - 3)}" '
                       f'height="{num((c.y1 - c.y0) * SCALE - 3)}" rx="{num(SCALE * 0.14)}" '
                       f'fill="none" stroke="{COUNTED}" stroke-width="3"/>')
        out.append("</g>")
        return "".join(out)

    # -- what to mark ----------------------------------------------------------------------
    def last_move(self) -> set[int]:
        """The placement numbers laid in the last turn that laid a tile, this hand."""
        st = self.state
        history = st.history
        start = st.hand_start
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
        return {p.n for p in self.placed[-count:]}

    def counted_marks(self, counted: Counted | None) -> dict[int, list[Rect]]:
        """For games that count the ends: the parts of tiles that are counted, by placement
        (from ``State.counted``: a centre counted whole is marked whole, an end by the half
        that shows it)."""
        marks: dict[int, list[Rect]] = {}
        if counted is None:
            return marks
        for c in counted.ends:
            spot = self.layout.spots.get(c.placed)
            if spot is None:
                continue
            if c.end is None:
                marks.setdefault(spot.n, []).append(spot.rect)
                continue
            ex = self.layout.exit_of(End._make(c.end))
            if ex is not None:
                marks.setdefault(spot.n, []).append(counted_part(spot, ex.x, ex.y))
        return marks

    def target_marks(self, targets: Mapping[int, int]) -> list[tuple[Rect, tuple[int, int]]]:
        """Where each target's mark goes: the place a tile joining that end would take."""
        out = []
        ends = self.ends
        for index, action in targets.items():
            if index == LEAD or not self.placed:
                out.append((Rect(-1, -0.5, 1, 0.5), (index, action)))
                continue
            if not 0 <= index < len(ends):
                raise ValueError(f"no open end {index}: the table has {len(ends)} open ends")
            end = ends[index]
            ex = self.layout.exit_of(end)
            if ex is None:
                continue
            flags = flags_of(action) if action >= 0 else 0
            if flags & CUT:
                rect = self.cut_rect()
            elif flags & (CROSSWISE | FACE_DOWN):
                dx, dy = STEP[ex.heading]
                px, py = STEP[rotate(ex.heading, 1)]
                cx, cy = ex.x + dx * 0.5, ex.y + dy * 0.5
                rect = Rect(cx - 0.5 * abs(dx) - abs(px), cy - 0.5 * abs(dy) - abs(py),
                            cx + 0.5 * abs(dx) + abs(px), cy + 0.5 * abs(dy) + abs(py))
            else:
                rect = self.layout.ghost(ex, end.placed)
            out.append((rect, (index, action)))
        return out

    def cut_rect(self) -> Rect:
        """Sausage's cut: a tile across both ribbon ends."""
        right = max(self.layout.exit_of(e).x for e in self.ends)  # type: ignore[union-attr]
        return Rect(right, -1, right + 1, 1)



def ribbon_labels(font: float) -> Rect:
    """Where "top" and "bottom" go, left of Sausage's head, in letters ``font`` units tall."""
    return Rect(-0.8 - max(2.4, 3.6 * font), -1, 0, 1)


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


OUTLINES = {"best": ("#9dff9d", "none", N_("the best move")),  # light on the green felt
            "played": ("#ff6f61", "6 4", N_("the move played"))}


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


def walk_order(placed: list[Placed], centre: int) -> list[Placed]:
    """The placements in the order the layout lays them. With a centre that appeared along the
    line, the walk starts from it, so the cross stands upright: the line it lies on becomes its
    back arm, walked from the centre to the lead and on along the lead's other side (those
    tiles turned round: ``inner`` is the half towards the centre)."""
    if not centre or placed[centre - 1].parent == 0:
        return placed
    root = placed[centre - 1]
    back = OPPOSITE[root.side]
    order = [root._replace(parent=0, side="")]
    done = {centre}
    previous, node = root, placed[root.parent - 1]
    while True:
        turned = node.parent != 0 or root.side == "east"  # a lead is turned if entered east
        inner, outer = (node.outer, node.inner) if turned else (node.inner, node.outer)
        order.append(node._replace(parent=previous.n, side=back, inner=inner, outer=outer))
        done.add(node.n)
        if node.parent == 0:
            break
        previous, node = node, placed[node.parent - 1]
    order.extend(p for p in placed if p.n not in done)
    return order


def counted_part(spot: Spot, x: float, y: float) -> Rect:
    """The half of a tile nearest to an end at ``x, y`` (the whole tile when both are as
    near: a double across the line counts both halves)."""
    (ax, ay, _), (bx, by, _) = spot.halves
    da = (ax - x) ** 2 + (ay - y) ** 2
    db = (bx - x) ** 2 + (by - y) ** 2
    if abs(da - db) < 1e-6:
        return spot.rect
    return square(ax, ay) if da < db else square(bx, by)


def _is_double(p: Placed) -> bool:
    if p.tile_id < 0:
        return p.crosswise
    return TILES[p.tile_id].is_double
