"""What lies on the table: placed tiles, their open ends, the centre and the arms.

The table knows geometry, not rules: a game decides which ends a new tile opens and which ends
count. Every open end belongs to a *slot*; placing a tile on an end closes its whole slot (a
crosswise matador shows two halves in one slot, and either may be answered).
"""

from __future__ import annotations

from typing import Any, Final, NamedTuple

from .tiles import TILES, Tile

SIDES = ("east", "west", "north", "south")
# Builds a NamedTuple from all its fields, in order, without the Python-level constructor (which
# costs a call on the hot path): ``new_tuple(Plan, (both, None, None, None, both))``.
new_tuple = tuple.__new__
OPPOSITE = {"east": "west", "west": "east", "north": "south", "south": "north"}

# The table keeps its open ends and placements as rows: plain tuples, read by position with the
# constants below (``end[VALUE]``, ``placed[TILE]``), because a row costs a fraction of a named
# tuple to make, and the engine makes two of them for every tile laid. ``End`` and ``Placed``
# are the same rows with names, for people (``PlayerView``, the pictures): ``Placed._make(row)``.
#
# The fields of an end row, by position:
SLOT: Final = 0  # the slot it belongs to: placing a tile on an end closes its whole slot
PLACED: Final = 1  # the placement number (1-based) it shows a half of
VALUE: Final = 2  # the value a tile must answer
SIDE: Final = 3  # the side it faces: east, west, north, south (Sausage: top, bottom)
BRANCH: Final = 4  # a side of a centre where no arm has started yet
# The fields of a placement row, by position:
NUMBER: Final = 0  # the placement number, from 1
TILE: Final = 1  # the tile id
PLAYER: Final = 2  # who placed it
PARENT: Final = 3  # the placement it joins; 0 for a lead or a head
GROWS: Final = 4  # the direction it grows (east/west/north/south, top/bottom; "" for a lead)
INNER: Final = 5  # the half that touches the parent (the first half of a lead)
OUTER: Final = 6  # the half that faces away
LIES_ACROSS: Final = 7  # laid crosswise (a double across the line, a crosswise matador)
LIES_FACE_DOWN: Final = 8  # laid face down (Spider's closing double)


class End(NamedTuple):
    """An open end: the ``value`` to answer, on placement ``placed`` (1-based), facing ``side``.

    ``branch`` marks a side of a centre (or candidate centre) where no arm has started yet.
    """

    slot: int
    placed: int
    value: int
    side: str
    branch: bool = False


class Placed(NamedTuple):
    """A placed tile: number ``n`` (1-based), who placed it, and how it lies."""

    n: int
    tile_id: int
    player: int
    parent: int  # the placement it joins; 0 for a lead or a head
    side: str  # the direction it grows (east/west/north/south, top/bottom)
    inner: int  # the half that touches the parent (the first half of a lead)
    outer: int  # the half that faces away
    crosswise: bool = False
    face_down: bool = False

    @property
    def tile(self) -> Tile:
        return TILES[self.tile_id]


# The rows the table keeps (see above); a named ``End``/``Placed`` is one too.
EndRow = tuple[int, int, int, str, bool]
PlacedRow = tuple[int, int, int, int, str, int, int, bool, bool]


def end_row(slot: int, placed: int, value: int, side: str, branch: bool = False) -> EndRow:
    """An open end's row (the hot paths write the tuple out)."""
    return (slot, placed, value, side, branch)


def placed_row(n: int, tile_id: int, player: int, parent: int, grows: str, inner: int,
               outer: int, across: bool = False, face_down: bool = False) -> PlacedRow:
    """A placement's row (the hot paths write the tuple out)."""
    return (n, tile_id, player, parent, grows, inner, outer, across, face_down)


def tile_of_row(placed: PlacedRow) -> Tile:
    """The tile a placement row shows (``Placed.tile`` by name)."""
    return TILES[placed[TILE]]


# What ``Table.snapshot`` keeps: the number placed, the ends, centre, candidates, arms, aux, and
# the next slot number.
TableSnapshot = tuple[int, tuple[EndRow, ...], int, tuple[int, ...], frozenset[str], Any, int]


NO_ARMS: frozenset[str] = frozenset()  # the arms of a table without a centre


class Table:
    """Placed tiles and open ends, with cheap snapshots for undo."""

    __slots__ = ("placed", "ends", "centre", "candidates", "arms", "aux", "next_slot", "owner")

    def __init__(self) -> None:
        self.placed: list[PlacedRow] = []
        self.ends: tuple[EndRow, ...] = ()
        self.centre = 0  # placement number of the centre double, 0 when there is none
        self.candidates: tuple[int, ...] = ()  # two doubles that may still become the centre
        self.arms: frozenset[str] = NO_ARMS  # sides of the centre that are occupied
        self.aux: Any = None  # game-specific immutable data (ribbons, closed legs, ...)
        self.next_slot = 0
        # The state that may restore this table in place on undo (``State._restore``); a table
        # that its clones share stays as the history saw it, and undo copies it instead.
        self.owner: object = None

    # -- undo -------------------------------------------------------------------------
    def snapshot(self) -> TableSnapshot:
        """Everything needed to return to this moment (placements are only ever appended)."""
        return (len(self.placed), self.ends, self.centre, self.candidates, self.arms, self.aux,
                self.next_slot)

    def restore(self, snap: TableSnapshot) -> None:
        count, self.ends, self.centre, self.candidates, self.arms, self.aux, self.next_slot = snap
        del self.placed[count:]

    def copy(self, snap: TableSnapshot | None = None) -> Table:
        """A new table as this one is (or was at ``snap``, one of its own snapshots)."""
        twin = Table()
        if snap is None:
            snap = self.snapshot()
        twin.placed = self.placed[:snap[0]]
        twin.restore(snap)
        return twin

    # -- queries ----------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.placed)

    def __getitem__(self, n: int) -> PlacedRow:
        """The placement numbered ``n`` (1-based)."""
        return self.placed[n - 1]

    @property
    def is_empty(self) -> bool:
        return not self.placed

    def values(self) -> list[int]:
        """The values of the open ends, in order."""
        return [e[VALUE] for e in self.ends]

    def tile_ids(self) -> list[int]:
        return [p[TILE] for p in self.placed]

    # -- changes ----------------------------------------------------------------------
    def new_slot(self) -> int:
        self.next_slot += 1
        return self.next_slot

    def add(self, placed: PlacedRow, closes: int | None, opens: list[EndRow]) -> None:
        """Append a placement, close the slot ``closes`` (if any) and open ``opens``."""
        self.placed.append(placed)
        kept = self.ends if closes is None else tuple([e for e in self.ends if e[SLOT] != closes])
        self.ends = kept + tuple(opens)

    def end_on(self, placed: int, side: str | None = None) -> list[EndRow]:
        """The open ends that belong to placement ``placed`` (and face ``side``, if given)."""
        return [e for e in self.ends if e[PLACED] == placed and (side is None or e[SIDE] == side)]
