"""A record placement's fields matched against the legal placements (RECORD.md): ``Where``
(what it says beyond its tile), the tile's held copies, the ends it allows, and the refusal
that names what does not fit. ``notation.find_placement`` puts them together.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import explain
from .actions import (
    CROSSWISE,
    CUT,
    FACE_DOWN,
    GIVE_BOTTOM,
    LEAD,
    end_of,
    placement,
)
from .errors import IllegalMoveError
from .table import (
    PLACED,
    SIDE,
    TILE,
    VALUE,
    EndRow,
)
from .tiles import SET_SIZE, Tile, parse_halves, tile_index

if TYPE_CHECKING:
    from .position import Position


FLAG_WORDS = ((CROSSWISE, "crosswise"), (FACE_DOWN, "face down"), (CUT, "as a cut"))


@dataclass(frozen=True)


class Where:
    """What a record placement says beyond its tile (RECORD.md); None where it is silent."""

    on: object = None
    at: object = None
    side: object = None
    crosswise: object = None
    face_down: object = None
    cut: object = None
    give: object = None

    def wanted(self, flag: int) -> object:
        """What the placement says about ``flag`` (None: nothing)."""
        return {CROSSWISE: self.crosswise, FACE_DOWN: self.face_down, CUT: self.cut}[flag]

    def flags(self) -> int:
        return ((CROSSWISE if self.crosswise else 0) | (FACE_DOWN if self.face_down else 0)
                | (CUT if self.cut else 0) | (GIVE_BOTTOM if self.cut and self.give == "bottom"
                                              else 0))

    def fits(self, st: Position[Any], end: EndRow) -> bool:
        """Whether ``end`` is one that ``on``, ``at`` and ``side`` allow."""
        return ((self.on is None or is_on(st, end, self.on))
                and (self.at is None or end[VALUE] == self.at)
                and (self.side is None or end[SIDE] == self.side))


def _held(st: Position[Any], tile: Tile, hand: object) -> list[int]:
    """The ids of ``tile`` that the player to move holds (in ``hand``, where he has two)."""
    held = [t for t in st.hands[st.turn] if t % SET_SIZE == tile.index]
    if not held:
        raise IllegalMoveError(explain.not_held(st.players[st.turn], tile))
    if hand is not None:
        held = st.rules.hand_filter(st, held, hand)
    return held


def _refusal(st: Position[Any], held: list[int], where: Where, generic: str) -> IllegalMoveError:
    """The game's own reason (``Rules.why_not``) for the placement named, else ``generic``."""
    if held:
        flags = where.flags()
        for i, e in enumerate(st.table.ends):
            if where.fits(st, e):
                reason = st.rules.why_not(st, placement(held[0], i, flags))
                if reason:
                    return IllegalMoveError(reason)
    return IllegalMoveError(generic)


def _end(st: Position[Any], action: int) -> EndRow | None:
    """The open end a placement joins (None for a lead)."""
    i = end_of(action)
    return None if i == LEAD else st.table.ends[i]


def _by_end(st: Position[Any], cands: list[int], tile: Tile, held: list[int],
            where: Where) -> list[int]:
    """The candidates that join the end ``on``, ``at`` and ``side`` name."""
    if where.on is not None:
        on = where.on
        if isinstance(on, int) and not isinstance(on, bool):
            bad = explain.bad_placement_number(on, len(st.table.placed))
            if bad:
                raise IllegalMoveError(bad)
        cands = _keep(st, cands, lambda e: is_on(st, e, on), held, where,
                      lambda: explain.cannot_join(tile, on))
    if where.at is not None:
        cands = _keep(st, cands, lambda e: e[VALUE] == where.at, held, where,
                      lambda: explain.cannot_join_value(tile, where.at))
    if where.side is not None:
        cands = _keep(st, cands, lambda e: e[SIDE] == where.side, held, where,
                      lambda: explain.cannot_join_side(tile, where.side))
    return cands


def _keep(st: Position[Any], cands: list[int], test: Callable[[EndRow], bool], held: list[int],
          where: Where, generic: Callable[[], str]) -> list[int]:
    """The candidates whose end passes ``test``; none left: refused (``generic()`` says why,
    unless the game has its own reason)."""
    kept = []
    for x in cands:
        end = _end(st, x)
        if end is not None and test(end):
            kept.append(x)
    if not kept:
        raise _refusal(st, held, where, generic())
    return kept


def _by_flags(st: Position[Any], cands: list[int], tile: Tile, held: list[int],
              where: Where) -> list[int]:
    """The candidates laid as the placement says (crosswise, face down, a cut and its gift);
    where it is silent, the plain way if there is one."""
    for flag, word in FLAG_WORDS:
        wanted = where.wanted(flag)
        if wanted is None:
            cands = [x for x in cands if not x & flag] or cands
            continue
        cands = [x for x in cands if bool(x & flag) == bool(wanted)]
        if not cands:
            raise _refusal(st, held, where, explain.cannot_lay(tile, word, wanted))
    if where.give is not None:
        cands = [x for x in cands if ("bottom" if x & GIVE_BOTTOM else "top") == where.give]
        if not cands:
            raise IllegalMoveError(explain.bad_give(where.give))
    return cands


def is_on(st: Position[Any], end: EndRow, on: object) -> bool:
    """Whether ``end`` belongs to the tile ``on`` names (a placement number or a tile)."""
    if isinstance(on, bool):
        return False
    if isinstance(on, int):
        return end[PLACED] == on
    try:
        a, b = parse_halves(on)
    except ValueError:
        return False
    return st.table[end[PLACED]][TILE] % SET_SIZE == tile_index(a, b)
