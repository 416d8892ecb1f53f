"""The table as an SVG picture: every placed tile where the layout puts it, the last move
highlighted, clickable marks on target ends, and the counted ends of games that score them.
The marks (what to mark, and their SVG) are in ``table_marks.py``."""

from __future__ import annotations

from collections.abc import Mapping
from html import escape
from typing import TYPE_CHECKING

from ..engine.actions import end_of
from ..engine.games.scoring import Counted, counted_text
from ..engine.i18n import N_, _
from ..engine.table import PLACED, End, Placed
from ..engine.tiles import TILES, Tile
from ..engine.view import seen_placements
from .geometry import Rect, Spot
from .layout import Layout, walk_order
from .table_marks import (
    Mark,
    counted_marks,
    hint_svg,
    last_move,
    outline_svg,
    target_marks,
    target_svg,
)
from .tiles import COUNTED, LAST, SCALE, attrs, back_svg, face_svg, num

if TYPE_CHECKING:
    from ..engine.games.base import Rules
    from ..engine.position import Position

FELT = "#2f6b4f"
FELT_EDGE = "#24553e"
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


def table_svg(state: Position[Rules], *, viewer: int | None = None, reveal: bool = False,
              targets: Mapping[int, int] | None = None, last: bool = True,
              hint: int | None = None, outlines: tuple[tuple[int, str], ...] = (),
              words: bool = True,
              min_tile: float | None = None, fits: bool = False) -> str:
    """The table of ``state`` as ``viewer`` sees it (None: a spectator; ``reveal``: every
    face-down tile shown). ``targets`` maps an end index (``LEAD`` for the lead) to the action a
    click on its mark stands for; ``last`` highlights the tiles of the last move; ``hint`` (a
    placement action) outlines where a hint's tile would go (``g.dw-hint-mark``, not
    clickable). ``words=False`` leaves out the counted ends and the empty table's words (a
    widget writes them beside the picture, where they keep their size); ``min_tile`` (px)
    gives the picture a CSS ``min-width`` and ``max-width`` so that a tile, scaled, is never
    shorter than that on its long side nor larger than drawn. ``fits`` marks the placed tiles
    whose open end takes one of ``viewer``'s tiles, when he is to move (``dw-fits``: a widget
    keeps them in view; nothing is drawn for it)."""
    fitting = fitting_ends(state, viewer) if fits else set()
    return TablePicture(state, viewer, reveal).svg(targets or {}, last, hint, words, min_tile,
                                                   outlines, fitting)


def fitting_ends(state: Position[Rules], viewer: int | None) -> set[int]:
    """The placements (``Placed.n``) holding an open end where ``viewer``, to move, may lay a
    tile (none when he is not to move)."""
    if viewer is None or viewer != state.turn or state.hand_over is not None:
        return set()
    ends = state.table.ends
    return {ends[end_of(a)][PLACED] for a in state.legal_actions()
            if a >= 0 and end_of(a) < len(ends)}


class TablePicture:
    """The laid-out table of one state as one viewer sees it. The table's rows are read once,
    here, into named ``Placed``/``End`` (``placed``, ``ends``), and by name from then on."""

    def __init__(self, state: Position[Rules], viewer: int | None, reveal: bool) -> None:
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
            outlines: tuple[tuple[int, str], ...] = (), fitting: set[int] | None = None) -> str:
        counted = self.state.rules.counted(self.state)
        count = counted_text(counted) if words else None
        marks = self.target_marks(targets)
        hinted = self.target_marks({end_of(hint): hint}) if hint is not None and (
            hint >= 0) else []
        outlined = [(rect, kind) for action, kind in outlines if action >= 0
                    for rect, _action in self.target_marks({end_of(action): action})]
        font = RIBBON_FONT if min_tile is None else max(RIBBON_FONT, LEAST_TEXT * 2 / min_tile)
        felt = self.felt([rect for rect, _ in marks + hinted + outlined], font)
        out = self.frame(felt, count is not None, min_tile)
        out.extend(self.labels(words, font))
        highlighted = last_move(self.state, self.placed) if last else set()
        parts = counted_marks(self.layout, counted)
        for p in self.placed:
            spot = self.layout.spots[p.n]
            out.append(self.tile_svg(p, spot, p.n in highlighted, parts.get(p.n, []),
                                     p.n in (fitting or ())))
        for rect, (end_index, _action) in hinted:
            out.append(hint_svg(rect, end_index))
        for rect, kind in outlined:  # the best around its place, the move played inside it
            out.append(outline_svg(rect, kind, inset=-5 if kind == "best" else 2))
        for rect, (end_index, action) in marks:
            out.append(target_svg(rect, end_index, self.state.move_text(action)))
        if count is not None:
            out.append(count_svg(felt, counted, count))
        out.append("</svg>")
        return "".join(out)

    def frame(self, felt: Rect, counted_line: bool, min_tile: float | None) -> list[str]:
        """The picture's root element, its paper and the green cloth (``felt``), with room
        under the cloth for the counted ends' line (``counted_line``)."""
        lines = 1 if counted_line else 0
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
        return [f'<svg xmlns="http://www.w3.org/2000/svg" class="dw-table" '
                f'viewBox="{num(x)} {num(y)} {num(w)} {num(h)}" width="{num(w * shown)}" '
                f'height="{num(h * shown)}"{style} role="img" '
                f'aria-label="{escape(the_table)}">',
                f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" '
                f'fill="{PAPER}"/>',
                f'<rect class="dw-felt" x="{num(x)}" y="{num(y)}" width="{num(w)}" '
                f'height="{num((felt.y1 - felt.y0) * SCALE)}" rx="{num(SCALE * 0.4)}" '
                f'fill="{FELT}" stroke="{FELT_EDGE}"/>']

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

    def tile_svg(self, p: Placed, spot: Spot, is_last: bool, counted: list[Rect],
                 fits: bool = False) -> str:
        """One placed tile: ``<g class="dw-tile" data-tile="a:b" data-n="K">``."""
        hidden = p.tile_id < 0
        tile = None if hidden else TILES[p.tile_id]
        r = spot.rect
        box = (r.x0 * SCALE, r.y0 * SCALE, (r.x1 - r.x0) * SCALE, (r.y1 - r.y0) * SCALE)
        classes = " ".join(self.tile_classes(p, tile, is_last) + (["dw-fits"] if fits else []))
        out = [f'<g {attrs(class_=classes, data_tile=tile, data_n=p.n)}>']
        who = self.state.players[p.player]
        what = _("a face-down tile") if hidden else str(tile)
        title = _("{tile}, laid by {name} (tile {n})").format(tile=what, name=who, n=p.n)
        out.append(f"<title>{escape(title, quote=False)}</title>")
        if spot.link is not None:
            x1, y1, x2, y2 = (v * SCALE for v in spot.link)
            out.append(f'<line x1="{num(x1)}" y1="{num(y1)}" x2="{num(x2)}" y2="{num(y2)}" '
                       f'stroke="#dfeee4" stroke-width="2" stroke-dasharray="3 4"/>')
        if is_last:
            out.append(halo_svg(*box))
        out.append(face_of(p, tile, spot, box))
        out.extend(self.rings(p, box, counted))
        out.append("</g>")
        return "".join(out)

    def tile_classes(self, p: Placed, tile: Tile | None, is_last: bool) -> list[str]:
        """A placed tile's classes: ``dw-tile``, and what else it is."""
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
        return classes

    def rings(self, p: Placed, box: tuple[float, float, float, float],
              counted: list[Rect]) -> list[str]:
        """The rings over a placed tile: a candidate centre's (Cross), its counted parts."""
        x, y, w, h = box
        out = []
        if p.n in self.table.candidates:  # Cross: this double may still become the centre
            out.append(f'<rect x="{num(x - 4)}" y="{num(y - 4)}" width="{num(w + 8)}" '
                       f'height="{num(h + 8)}" rx="{num(SCALE * 0.3)}" fill="none" '
                       f'stroke="{CANDIDATE}" stroke-width="2" stroke-dasharray="2 3"/>')
        for c in counted:
            out.append(f'<rect class="dw-counted" x="{num(c.x0 * SCALE + 1.5)}" '
                       f'y="{num(c.y0 * SCALE + 1.5)}" width="{num((c.x1 - c.x0) * SCALE - 3)}" '
                       f'height="{num((c.y1 - c.y0) * SCALE - 3)}" rx="{num(SCALE * 0.14)}" '
                       f'fill="none" stroke="{COUNTED}" stroke-width="3"/>')
        return out

    # -- what to mark ----------------------------------------------------------------------
    def target_marks(self, targets: Mapping[int, int]) -> list[Mark]:
        """Where each target's mark goes: the place a tile joining that end would take."""
        return target_marks(self.layout, self.ends, self.placed, targets)


def halo_svg(x: float, y: float, w: float, h: float) -> str:
    """The halo round a tile of the last move."""
    pad = SCALE * 0.12
    return (f'<rect class="dw-halo" x="{num(x - pad)}" y="{num(y - pad)}" '
            f'width="{num(w + 2 * pad)}" height="{num(h + 2 * pad)}" '
            f'rx="{num(SCALE * 0.25)}" fill="{LAST}"/>')


def face_of(p: Placed, tile: Tile | None, spot: Spot,
            box: tuple[float, float, float, float]) -> str:
    """A placed tile's face (its back, if hidden), veiled if it lies face down."""
    x, y, w, h = box
    if tile is None:  # hidden
        return back_svg(x, y, w, h)
    (ax, ay, av), (bx, by, bv) = spot.halves
    first, second = (av, bv) if (ax, ay) <= (bx, by) else (bv, av)
    out = face_svg(first, second, x, y, w, h, second_set=bool(tile.copy))
    if p.face_down:
        out += (f'<rect x="{num(x + 2)}" y="{num(y + 2)}" width="{num(w - 4)}" '
                f'height="{num(h - 4)}" rx="{num(SCALE * 0.14)}" fill="{BACK_TINT}" '
                f'fill-opacity="0.35" stroke="{BACK_TINT}" stroke-dasharray="4 3"/>')
    return out


def count_svg(felt: Rect, counted: Counted | None, count: str) -> str:
    """The counted ends written out under the cloth: ``text.dw-count``."""
    colour = COUNTED if counted is not None and counted.counting else TEXT
    counted_words = _("Counted ends: {count}").format(count=count)
    return (f'<text class="dw-count" x="{num((felt.x0 + 0.6) * SCALE)}" '
            f'y="{num((felt.y1 + 0.4 + TEXT_LINE * 0.7) * SCALE)}" '
            f'font-family="sans-serif" font-size="{num(SCALE * 0.62)}" '
            f'fill="{colour}">'
            f'{escape(counted_words, quote=False)}'
            f'</text>')


def ribbon_labels(font: float) -> Rect:
    """Where "top" and "bottom" go, left of Sausage's head, in letters ``font`` units tall."""
    return Rect(-0.8 - max(2.4, 3.6 * font), -1, 0, 1)


def _is_double(p: Placed) -> bool:
    if p.tile_id < 0:
        return p.crosswise
    return TILES[p.tile_id].is_double
