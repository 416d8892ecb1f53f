"""Which tiles fit: the halves that may touch an end (``fit_masks``), a line's placements
looked up by the values its ends show (``line_rows``), and S4's one test of whether a hand
holds a tile that fits (``holds_fit``, ``others_hold``, ``holds_another``, ``line_fits``).
Every game and the turn machine ask these; ``base`` passes them on."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from ..actions import END_SHIFT, TILE_SHIFT
from ..tiles import DOUBLE, SET_SIZE, TILES

# TMASK[id]: a bit for each half of the tile.
TMASK = tuple((1 << t.a) | (1 << t.b) for t in TILES)


def fit_masks(match_sum: int | None) -> tuple[int, ...]:
    """FIT[v]: bits of the halves that may touch an end showing ``v``."""
    if match_sum is None:
        return tuple(1 << v for v in range(7))
    return tuple(1 << (match_sum - v) if 0 <= match_sum - v <= 6 and v != 0 else 0
                 for v in range(7))


# A row of placements: for every tile id (both copies of two mixed sets), its placement actions
# on the two ends of a line, end by end: a hand's placements there are its tiles' entries in the
# order of the hand. A row depends only on the values the ends show (and on which halves touch),
# so the 49 rows of a line are made once (``line_rows``): listing the legal moves is then a
# lookup per tile. (Rows for tables of more ends were measured and dropped: there are 7^k lists
# of values, so a cache of them rarely hits.)
Row = tuple[tuple[int, ...] | None, ...]


def make_row(fit: tuple[int, ...], values: tuple[int, ...]) -> Row:
    """The row of the ends showing ``values``, where ``fit[v]`` holds the halves touching ``v``:
    None for a tile that fits no end (``is None`` is tested without a call, ``()`` is not)."""
    return tuple(tuple(t << TILE_SHIFT | i << END_SHIFT for i, v in enumerate(values)
                       if TMASK[t] & fit[v]) or None for t in range(len(TILES)))


# -- S4: does a hand hold a tile that fits? (``reach``: the halves that fit some end, a bit each,
# as ``fit_masks`` gives them; every game and the turn machine ask these)
def holds_fit(hand: tuple[int, ...], reach: int) -> bool:
    """Whether ``hand`` holds a tile with a half among ``reach``: he can place it."""
    for t in hand:
        if TMASK[t] & reach:
            return True
    return False


def others_hold(hands: Sequence[tuple[int, ...]], mover: int, reach: int) -> bool:
    """Whether a player other than ``mover`` (-1: any player) holds a tile with a half among
    ``reach``: then S4 does not block the hand."""
    for q, hand in enumerate(hands):
        if q != mover:
            for t in hand:
                if TMASK[t] & reach:
                    return True
    return False


def line_fits(row: Row, hands: Sequence[tuple[int, ...]]) -> bool:
    """``others_hold(hands, -1, ...)`` on a line, by its row (``line_rows``: a lookup per tile,
    for the turn machine): whether any hand holds a tile that the line's ends take."""
    for hand in hands:
        for t in hand:
            if row[t] is not None:
                return True
    return False


def holds_another(hand: tuple[int, ...], t: int, reach: int, doubles_only: bool = False) -> bool:
    """Whether ``hand`` holds, besides ``t``, a tile (a double, with ``doubles_only``) with a
    half among ``reach``: he can place it once ``t`` is laid (so S4 does not block the hand;
    a double may go on with Cross's turn)."""
    for h in hand:
        if TMASK[h] & reach and h != t and (not doubles_only or DOUBLE[h]):
            return True
    return False


@cache
def line_rows(fit: tuple[int, ...]) -> tuple[Row, ...]:
    """The rows of every line (two ends), by ``7 * first value + second value``."""
    return tuple(make_row(fit, (a, b)) for a in range(7) for b in range(7))


@cache
def doubles_if(flag: bool) -> tuple[bool, ...]:
    """By tile id: whether the tile is a double, where ``flag`` holds (else all False)."""
    return tuple(flag and double for double in DOUBLE)


@cache
def joins(fit: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """``joins[7 * tile id + v]``: the tile's (inner, outer) halves when it joins an end showing
    ``v`` (the inner half touches it); for every tile and value, fitting or not."""
    out = []
    for tile in TILES:
        for v in range(7):
            inner = tile.a if fit[v] & (1 << tile.a) else tile.b
            out.append((inner, tile.pips - inner))
    return tuple(out)


def one_of_each(hand: tuple[int, ...]) -> list[int]:
    """The hand with one tile of each kind (two mixed sets hold every tile twice)."""
    seen: set[int] = set()
    out = []
    for t in hand:
        if t % SET_SIZE not in seen:
            seen.add(t % SET_SIZE)
            out.append(t)
    return out

