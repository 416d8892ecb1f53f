"""Tiles of one or two double-six sets, and the tile notation ``a:b`` (also ``a-b``, ``a|b``).

Tiles are interned: ``TILES[id]`` is the one object for each physical tile. Ids 0-27 are the
first set, 28-55 the second; ``tile.copy`` says which set a tile belongs to.
"""

from __future__ import annotations

import re

from .errors import TileError
from .i18n import _
from .quoting import quoted

SET_SIZE = 28
_TILE_RE = re.compile(r" *([0-9]) *[:|\-] *([0-9]) *")  # ASCII digits and spaces only


class Tile:
    """A domino. ``a >= b``; ``str(tile)`` is ``"a:b"`` and parses back to an equal tile."""

    __slots__ = ("id", "a", "b", "copy", "pips", "is_double", "index")

    def __init__(self, tile_id: int, a: int, b: int, copy: int) -> None:
        self.id = tile_id
        self.a, self.b = a, b
        self.copy = copy
        self.pips = a + b
        self.is_double = a == b
        self.index = tile_id % SET_SIZE

    def __str__(self) -> str:
        return f"{self.a}:{self.b}"

    def __repr__(self) -> str:
        suffix = "" if self.copy == 0 else f", copy={self.copy}"
        return f"Tile('{self}'{suffix})"

    def __eq__(self, other: object) -> bool:
        """Tiles are equal when they show the same faces, whichever set they come from."""
        if isinstance(other, Tile):
            return self.index == other.index
        if isinstance(other, str):
            try:
                return self.index == parse_tile(other).index
            except TileError:
                return False
        return NotImplemented

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: Tile) -> bool:
        return (self.a, self.b) < (other.a, other.b)

    def has(self, value: int) -> bool:
        """Whether one of the halves shows ``value``."""
        return self.a == value or self.b == value

    def other(self, value: int) -> int:
        """The half opposite to a half showing ``value``."""
        return self.b if self.a == value else self.a

    def oriented(self, first: int) -> str:
        """The notation with the half ``first`` written first (``1:6`` for 6:1 joined by its 1)."""
        return f"{first}:{self.other(first)}"


def _build() -> tuple[Tile, ...]:
    tiles: list[Tile] = []
    for copy in range(2):
        for a in range(7):
            for b in range(a + 1):
                tiles.append(Tile(len(tiles), a, b, copy))
    return tuple(tiles)


TILES: tuple[Tile, ...] = _build()
"""Every tile of two sets, by id."""
# What ``TILES[t]`` would be asked for, by tile id, for the hot paths (``DOUBLE[t]`` is
# ``TILES[t].is_double``).
HALF_A = tuple(t.a for t in TILES)  # the higher half
HALF_B = tuple(t.b for t in TILES)  # the lower half
DOUBLE = tuple(t.is_double for t in TILES)
PIPS = tuple(t.pips for t in TILES)
INDEX = tuple(t.index for t in TILES)  # the tile's id in the first set (both copies alike)

_BY_FACES = {(t.a, t.b): t.index for t in TILES[:SET_SIZE]}


def tile_index(a: int, b: int) -> int:
    """The id in the first set of the tile with halves ``a`` and ``b`` (in any order)."""
    return _BY_FACES[(a, b) if a >= b else (b, a)]


def parse_halves(text: object) -> tuple[int, int]:
    """The two halves of a tile string, in the order written (``"1:6"`` -> ``(1, 6)``)."""
    if not isinstance(text, str):
        raise TileError(_("a tile must be a string like '3:5', not {value}").format(
            value=quoted(text)))
    match = _TILE_RE.fullmatch(text)
    if not match:
        raise TileError(_("bad tile {value}: write it as 'a:b' with a and b from 0 to 6").format(
            value=quoted(text)))
    a, b = int(match.group(1)), int(match.group(2))
    if a > 6 or b > 6:
        raise TileError(_("bad tile {value}: halves go from 0 to 6").format(value=quoted(text)))
    return a, b


def parse_tile(text: object) -> Tile:
    """The tile (of the first set) that a string such as ``"3:5"``, ``"3-5"`` or ``"3|5"`` names."""
    if type(text) is str:
        known = _BY_TEXT.get(text)  # (the common spelling, without the pattern)
        if known is not None:
            return known
    elif isinstance(text, Tile):
        return text
    a, b = parse_halves(text)
    return TILES[tile_index(a, b)]


# ``"a:b"`` in both orders, for each tile of the first set (``parse_tile``'s common case).
_BY_TEXT = {f"{a}:{b}": t for t in TILES[:SET_SIZE] for a, b in ((t.a, t.b), (t.b, t.a))}
INDEX_BY_TEXT = {text: t.index for text, t in _BY_TEXT.items()}
"""The set index of a tile written the common way (``"3:5"`` or ``"5:3"``): a hand given as
text is read by it first (``hand.dealt_from_hands``), by ``parse_tile`` if a text is not here."""


def full_set(copies: int = 1) -> list[int]:
    """The ids of one double-six set, or of two mixed sets."""
    return list(range(SET_SIZE * copies))


RUSSIAN_DOUBLE_ORDER = (1, 2, 3, 4, 5, 6, 0)
"""S7: the lowest double first: 1:1, 2:2, ..., 6:6, then 0:0."""


def highest_tile_key(tile: Tile) -> tuple[int, int]:
    """S7 / §9: sort key of 'the highest tile': by pips, then by the higher half."""
    return (tile.pips, tile.a)
