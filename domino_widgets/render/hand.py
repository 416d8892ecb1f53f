"""A player's hand as an SVG picture: a row of upright tiles, face up or showing their backs."""

from __future__ import annotations

from collections.abc import Collection
from html import escape
from typing import TYPE_CHECKING

from ..engine.games.cross_two_hands import two_hands_of
from ..engine.i18n import _
from ..engine.tiles import TILES
from .tiles import attrs, back_svg, face_svg, num

if TYPE_CHECKING:
    from ..engine.games.base import Rules
    from ..engine.position import Position

UNIT = 30  # px: an upright hand tile is UNIT wide and 2 * UNIT tall
GAP = 8
PER_ROW = 16
LIFT = 7  # a selected tile stands this much higher
RING = 3  # the coloured ring round a playable, selected or hinted tile
PAD = RING + 2  # free space above the top row, so a lifted tile's ring stays inside
PLAYABLE = "#1f9d55"
SELECTED = "#1d6fd1"
HINTED = "#8a3fc0"  # the tile a hint suggests
LABEL = "#555555"
DIMMED = "0.5"


def hand_groups(state: Position[Rules], player: int) -> list[tuple[str, tuple[int, ...]]]:
    """The hand's tiles in groups: one unnamed group, or (Cross in two hands) the left and the
    right hand."""
    if state.rules.two_hands and getattr(state, "aux", None) is not None:
        left, right = two_hands_of(state).hands_of(state, player)
        return [(_("left hand"), tuple(left)), (_("right hand"), tuple(right))]
    return [("", tuple(state.hands[player]))]


def hand_svg(state: Position[Rules], player: int, *, face_up: bool = True,
             playable: Collection[int] | None = None,
             selected: int | Collection[int] | None = None,
             hinted: int | None = None, group: int | None = None,
             per_row: int = PER_ROW) -> str:
    """Player ``player``'s hand. Each tile is ``<g class="dw-hand-tile" data-tile="a:b">``
    (``data-copy="1"`` added for a tile of the second set); tiles in ``playable`` (tile ids)
    get ``dw-playable`` (the others are dimmed), ``selected`` gets ``dw-selected``,
    ``hinted`` (the tile of a hint) ``dw-hinted``.
    Face down, tiles show their backs and carry no ``data-tile``. ``group``
    draws one group of ``hand_groups`` alone, without its label (a widget writes it);
    ``per_row`` tiles make a row."""
    chosen = _as_set(selected)
    groups = hand_groups(state, player)
    if group is not None:
        groups = [("", groups[group][1])]
    label_h = 16 if any(name for name, _ in groups) else 0
    top = PAD + label_h + LIFT
    out: list[str] = []
    x = GAP / 2
    rows_used = 1
    widest = 0.0
    for k, (name, tiles) in enumerate(groups):
        if k:
            x += GAP * 2
        x, rows = _group_svg(out, name, tiles, (x, top, label_h), per_row,
                             (face_up, playable, chosen, hinted))
        rows_used = max(rows_used, rows)
        widest = max(widest, x)
    width = max(widest, 2 * UNIT + GAP)
    height = top + rows_used * (2 * UNIT + GAP + LIFT)
    label = escape(_("the hand of {name}").format(name=state.players[player]))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="dw-hand" '
            f'viewBox="0 0 {num(width)} {num(height)}" width="{num(width)}" '
            f'height="{num(height)}" role="img" '
            f'aria-label="{label}">'
            f'{"".join(out)}</svg>')


Look = tuple[bool, Collection[int] | None, set[int], int | None]  # face up, playable, chosen, hint


def _group_svg(out: list[str], name: str, tiles: tuple[int, ...],
               where: tuple[float, float, int], per_row: int, look: Look) -> tuple[float, int]:
    """One group of a hand, its label first (``where``: its left edge, the top of its tiles
    and the label's height), added to ``out``; returns the right edge and the rows it took."""
    start, top, label_h = where
    face_up, playable, chosen, hinted = look
    x = start
    rows_used = 1
    if name:
        out.append(f'<text class="dw-hand-label" x="{num(start)}" y="{num(PAD + label_h - 4)}" '
                   f'font-family="sans-serif" font-size="12" fill="{LABEL}">'
                   f'{escape(name)} ({len(tiles)})</text>')
    if not tiles:
        none = escape(_("no tiles"))
        out.append(f'<text x="{num(start)}" y="{num(top + UNIT)}" font-family="sans-serif" '
                   f'font-size="12" fill="{LABEL}">{none}</text>')
        x += UNIT * 2
    for i, t in enumerate(tiles):
        row, col = divmod(i, per_row)
        rows_used = max(rows_used, row + 1)
        tx = start + col * (UNIT + GAP)
        ty = top + row * (2 * UNIT + GAP + LIFT)
        out.append(tile_in_hand(t, tx, ty, face_up, playable, t in chosen,
                                hinted=t == hinted))
        x = max(x, tx + UNIT + GAP)
    return x, rows_used


def tile_in_hand(t: int, x: float, y: float, face_up: bool,
                 playable: Collection[int] | None, is_selected: bool,
                 hinted: bool = False) -> str:
    """One hand tile at ``x, y`` (its top left corner when not lifted)."""
    if not face_up:
        return f'<g class="dw-hand-tile dw-back">{back_svg(x, y, UNIT, 2 * UNIT)}</g>'
    tile = TILES[t]
    classes = ["dw-hand-tile"]
    can_play = playable is not None and t in playable
    if can_play:
        classes.append("dw-playable")
    if is_selected:
        classes.append("dw-selected")
        y -= LIFT
    if hinted:
        classes.append("dw-hinted")
    extra = {}
    if playable is not None and not can_play and not is_selected:
        extra["opacity"] = DIMMED
    marks = attrs(class_=" ".join(classes), data_tile=tile, data_copy=tile.copy or None, **extra)
    out = [f"<g {marks}>",
           f"<title>{tile}</title>"]
    ring = SELECTED if is_selected else HINTED if hinted else PLAYABLE if can_play else None
    if ring:
        out.append(f'<rect x="{num(x - RING)}" y="{num(y - RING)}" '
                   f'width="{num(UNIT + 2 * RING)}" height="{num(2 * UNIT + 2 * RING)}" rx="7" '
                   f'fill="{ring}"/>')
    out.append(face_svg(tile.a, tile.b, x, y, UNIT, 2 * UNIT, second_set=bool(tile.copy)))
    out.append("</g>")
    return "".join(out)


def _as_set(selected: int | Collection[int] | None) -> set[int]:
    if selected is None:
        return set()
    if isinstance(selected, int):
        return {selected}
    return set(selected)
