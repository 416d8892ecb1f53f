"""What the games' hot loops read by position or by tile id instead of by attribute.

``table.py`` gives an ``End``'s ``SLOT``, ``VALUE`` and ``SIDE``; the positions below are the
other fields the games read on their hot paths (``end[BRANCH]`` is ``end.branch``). The tuples
by tile id hold what ``TILES[t]`` would be asked for (``DOUBLE[t]`` is ``TILES[t].is_double``).
"""

from __future__ import annotations

from typing import Final

from ..tiles import TILES

PLACED: Final = 1  # End.placed: the placement the end belongs to
BRANCH: Final = 4  # End.branch
TILE: Final = 1  # Placed.tile_id
PARENT: Final = 3  # Placed.parent (0 for a lead)
INNER: Final = 5  # Placed.inner
OUTER: Final = 6  # Placed.outer
CROSSWISE_FIELD: Final = 7  # Placed.crosswise

HALF_A = tuple(t.a for t in TILES)  # the higher half
HALF_B = tuple(t.b for t in TILES)  # the lower half
DOUBLE = tuple(t.is_double for t in TILES)
PIPS = tuple(t.pips for t in TILES)
INDEX = tuple(t.index for t in TILES)  # the tile's id in the first set (both copies alike)
