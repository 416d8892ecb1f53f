"""S7, who leads: the lowest double anyone holds in Russian order (``lowest_double_lead``),
else the highest tile (``highest_tile_lead``), and who holds a given tile (``holder_of``)."""

from __future__ import annotations

from collections.abc import Sequence

from ..tiles import RUSSIAN_DOUBLE_ORDER, SET_SIZE, TILES, highest_tile_key, tile_index

# The two tile ids of each double (its two copies), the lowest in Russian order first (S7).
DOUBLES_IN_ORDER = tuple((tile_index(v, v), tile_index(v, v) + SET_SIZE)
                         for v in RUSSIAN_DOUBLE_ORDER)
# The order of ``highest_tile_lead`` as one int by tile id: by pips, then by the higher half
# (``highest_tile_key``); the player and the tile id go below it (they decide only between the
# two copies of a tile, as a tuple's order would: the later player, the later id).
HIGHEST_KEY = tuple((pips * 8 + a) * 512 for pips, a in map(highest_tile_key, TILES))


def lowest_double_lead(hands: Sequence[tuple[int, ...]]) -> tuple[int, int]:
    """S7: (player, tile id) of the lowest double anyone holds, Russian order; else the highest
    tile. (Of two copies, the first player's, the first in his hand.)"""
    for first, second in DOUBLES_IN_ORDER:
        for p, hand in enumerate(hands):
            if first in hand:
                if second in hand and hand.index(second) < hand.index(first):
                    return p, second
                return p, first
            if second in hand:
                return p, second
    return highest_tile_lead(hands)


def highest_tile_lead(hands: Sequence[tuple[int, ...]]) -> tuple[int, int]:
    """(player, tile id) of the highest tile dealt: by pips, then by the higher half."""
    best = -1
    found = (0, 0)
    for p, hand in enumerate(hands):
        mark = p * 64  # (8 players at most, 64 ids: below one step of HIGHEST_KEY)
        for t in hand:
            key = HIGHEST_KEY[t] | mark | t
            if key > best:
                best = key
                found = (p, t)
    if best < 0:
        raise ValueError("no tile is dealt")
    return found


def holder_of(hands: Sequence[tuple[int, ...]], index: int) -> tuple[int, int] | None:
    """(player, tile id) of whoever holds the tile with this set index."""
    for p, hand in enumerate(hands):
        for t in hand:
            if t % SET_SIZE == index:
                return p, t
    return None

