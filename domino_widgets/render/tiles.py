"""Drawing one domino: ivory face, dark divider, pips in the usual patterns, rounded corners.

Everything here returns SVG text. Geometry is in *units*: one unit is one half of a tile (a
square); ``SCALE`` SVG user units make one unit, so a lengthwise tile is 2 x 1 units.
"""

from __future__ import annotations

from functools import lru_cache
from html import escape

from ..engine.i18n import _
from ..engine.tiles import TILES, Tile, parse_tile

SCALE = 28  # SVG user units per unit (half a tile)

FACE = "#fbf6e6"  # ivory
FACE_SECOND_SET = "#dfeaf7"  # pale blue: a tile of the second set
EDGE = "#4a3f30"
PIP = "#1d1a16"
BACK = "#2e4a62"  # the back of a face-down tile
BACK_LINE = "#8fa9bf"
SECOND_MARK = "#2f6fb0"
LAST = "#f08a00"  # the last move's halo
COUNTED = "#0a8f6a"  # a counted end

# Pip centres in a unit square, for a half whose tile lies lengthwise (long axis horizontal).
# For an upright tile the pattern is turned a quarter (six: two columns of three).
_LO, _MID, _HI = 0.24, 0.5, 0.76
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    0: (),
    1: ((_MID, _MID),),
    2: ((_LO, _LO), (_HI, _HI)),
    3: ((_LO, _LO), (_MID, _MID), (_HI, _HI)),
    4: ((_LO, _LO), (_HI, _LO), (_LO, _HI), (_HI, _HI)),
    5: ((_LO, _LO), (_HI, _LO), (_MID, _MID), (_LO, _HI), (_HI, _HI)),
    6: ((_LO, _LO), (_MID, _LO), (_HI, _LO), (_LO, _HI), (_MID, _HI), (_HI, _HI)),
}


def num(value: float) -> str:
    """A coordinate with at most one decimal, without a trailing ``.0``."""
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


def attrs(**values: object) -> str:
    """SVG attributes (``data_tile`` becomes ``data-tile``; None values are left out)."""
    parts = []
    for key, value in values.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        parts.append(f'{name}="{escape(str(value), quote=True)}"')
    return " ".join(parts)


def pips_svg(value: int, x: float, y: float, size: float, upright: bool) -> str:
    """The pips of one half: a square of side ``size`` (user units) at ``x, y``."""
    r = size * 0.105
    out = []
    for px, py in PIPS[value]:
        if upright:
            px, py = py, px
        out.append(f'<circle cx="{num(x + px * size)}" cy="{num(y + py * size)}" r="{num(r)}"/>')
    return "".join(out)


@lru_cache(maxsize=4096)
def face_svg(first: int, second: int, x: float, y: float, w: float, h: float, *,
             second_set: bool = False) -> str:
    """A face-up tile filling the box ``x, y, w, h`` (user units); ``first`` is the left (or
    top) half, ``second`` the right (or bottom) half. Kept once made: a replay draws the
    same tiles in the same places frame after frame."""
    upright = h > w
    size = min(w, h)
    radius = size * 0.16
    fill = FACE_SECOND_SET if second_set else FACE
    out = [f'<rect class="dw-face" x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" '
           f'rx="{num(radius)}" fill="{fill}" stroke="{EDGE}" stroke-width="{num(size * 0.05)}"/>']
    inset = size * 0.14
    if upright:
        mid = y + h / 2
        out.append(f'<line x1="{num(x + inset)}" y1="{num(mid)}" x2="{num(x + w - inset)}" '
                   f'y2="{num(mid)}" stroke="{EDGE}" stroke-width="{num(size * 0.05)}"/>')
        halves = ((first, x, y), (second, x, mid))
    else:
        mid = x + w / 2
        out.append(f'<line x1="{num(mid)}" y1="{num(y + inset)}" x2="{num(mid)}" '
                   f'y2="{num(y + h - inset)}" stroke="{EDGE}" stroke-width="{num(size * 0.05)}"/>')
        halves = ((first, x, y), (second, mid, y))
    out.append(f'<g fill="{PIP}">')
    for value, hx, hy in halves:
        out.append(pips_svg(value, hx, hy, size, upright))
    out.append("</g>")
    if second_set:
        out.append(second_set_mark(x, y, size))
    return "".join(out)


def second_set_mark(x: float, y: float, size: float) -> str:
    """A small triangle in the top-left corner: this tile is of the second set."""
    a = size * 0.34
    x0, y0 = x + size * 0.06, y + size * 0.06
    return (f'<path class="dw-second-set" d="M{num(x0)} {num(y0)}h{num(a)}L{num(x0)} '
            f'{num(y0 + a)}z" fill="{SECOND_MARK}"/>')


def back_svg(x: float, y: float, w: float, h: float) -> str:
    """The back of a face-down tile."""
    size = min(w, h)
    radius = size * 0.16
    inset = size * 0.14
    return (f'<rect class="dw-back" x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" '
            f'rx="{num(radius)}" fill="{BACK}" stroke="{EDGE}" '
            f'stroke-width="{num(size * 0.05)}"/>'
            f'<rect x="{num(x + inset)}" y="{num(y + inset)}" width="{num(w - 2 * inset)}" '
            f'height="{num(h - 2 * inset)}" rx="{num(radius * 0.6)}" fill="none" '
            f'stroke="{BACK_LINE}" stroke-width="{num(size * 0.03)}"/>')


def tile_svg(tile: Tile | str | int, *, upright: bool = False, size: float = 2 * SCALE,
             face_down: bool = False, flipped: bool = False) -> str:
    """One domino as a standalone SVG picture (``size``: the length of its long side, px).

    ``tile`` is a Tile, a notation string (``"3:5"``) or a tile id; ``flipped`` shows the
    smaller half first; ``upright`` stands it on its short side.
    """
    if isinstance(tile, int):
        tile = TILES[tile]
    tile = parse_tile(tile) if isinstance(tile, str) else tile
    w, h = (size / 2, size) if upright else (size, size / 2)
    pad = size * 0.03
    first, second = (tile.b, tile.a) if flipped else (tile.a, tile.b)
    body = back_svg(pad, pad, w, h) if face_down else face_svg(first, second, pad, pad, w, h,
                                                                 second_set=tile.copy == 1)
    label = _("a face-down domino") if face_down else _("domino {tile}").format(tile=tile)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="dw-tile-picture" '
            f'width="{num(w + 2 * pad)}" height="{num(h + 2 * pad)}" '
            f'viewBox="0 0 {num(w + 2 * pad)} {num(h + 2 * pad)}" role="img" '
            f'aria-label="{label}">{body}</svg>')
