"""§4 Spider («Паук»).

2-4 players, 7 tiles each. With a boneyard, one tile is set aside face down before play: never
drawn, never shown until the hand ends. The holder of 1:1 leads it (nobody holds it: deal
again); tiles go on all four sides of 1:1, in any order (option ``sides_first``: the four sides
first, as in Sevastopol). A double may close a leg: laid face down on that leg's end, after
which nothing more is played there; [reading] it must match the end (option
``close_any_double``). The face-down double is shown only to its owner until the hand ends.
Otherwise traditional (S1-S6): first out wins, S5 scoring, target 100.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ..actions import END_STEP, FACE_DOWN, LEAD, TILE_SHIFT, end_of, tile_of
from ..i18n import N_, _
from ..options import Option
from ..table import (
    BRANCH,
    GROWS,
    LIES_ACROSS,
    LIES_FACE_DOWN,
    NUMBER,
    PARENT,
    PLACED,
    PLAYER,
    SIDE,
    SLOT,
    VALUE,
    EndRow,
    PlacedRow,
    Table,
    placed_row,
)
from ..tiles import DOUBLE, SET_SIZE, TILES
from ..view import HIDDEN
from ..words import side_word
from .fits import TMASK
from .fourway import FourWayLead
from .hand_data import Deal

if TYPE_CHECKING:
    from ..position import Position


class Spider(FourWayLead):
    name = "spider"
    title = N_("Spider (Паук)")
    lead_value = 1
    declared_options = (
        Option("sides_first", False,
               N_("the four sides of 1:1 are all taken before a leg grows (as in Sevastopol)")),
        Option("close_any_double", False,
               N_("[reading] any double may close a leg, not only one that matches its end")),
    )

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        super().__init__(options)
        self.close_any = self.options["close_any_double"]

    # -- the deal: one tile set aside ------------------------------------------------------
    def deal(self, n: int, rng: random.Random) -> Deal:
        """With a boneyard, its first tile is set aside, out of play for the hand."""
        deal = super().deal(n, rng)
        if not deal.boneyard:
            return deal
        return Deal(deal.hands, deal.boneyard[1:], deal.boneyard[0])

    def sets_aside(self, n: int) -> bool:
        """With a boneyard: two or three players."""
        return self.hand_size(n) * n < SET_SIZE * self.copies(n)

    def deal_from_record(self, hands: dict[str, Any], players: list[str], deal: Deal) -> Deal:
        """A record that names no set-aside tile but has a boneyard: its last tile is the one
        set aside."""
        if deal.aside is None and deal.boneyard:
            return Deal(deal.hands, deal.boneyard[:-1], deal.boneyard[-1])
        return deal

    # -- closing a leg ---------------------------------------------------------------------
    def placements(self, st: Position[Any], p: int) -> list[int]:
        moves = super().placements(st, p)
        table = st.table
        if not table.placed:
            return moves
        doubles = []
        for t in st.hands[p]:
            if DOUBLE[t]:
                doubles.append(t << TILE_SHIFT | FACE_DOWN)
        if not doubles or self.sides_first and len(table.arms) < 4:
            return moves  # (until the four sides are taken, every open end is a side of 1:1)
        fit = self.fit
        code = 0
        for end in table.ends:  # ``open_ends``: every end, once the sides are taken
            if not end[BRANCH]:  # a leg is closed only once it has started
                mask = fit[end[VALUE]]
                for closing in doubles:
                    if self.close_any or TMASK[closing >> TILE_SHIFT] & mask:
                        moves.append(closing | code)
            code += END_STEP
        return moves

    def lay_on(self, st: Position[Any], table: Table, t: int, end: EndRow, flags: int) -> None:
        """A face-down double caps the leg: its end closes and no new end opens."""
        if not flags & FACE_DOWN:
            super().lay_on(st, table, t, end, flags)
            return
        value = TILES[t].a
        table.add(placed_row(len(table.placed) + 1, t, st.turn, end[PLACED], end[SIDE], value,
                             value, across=True, face_down=True), end[SLOT], [])

    def why_not(self, st: Position[Any], action: int) -> str | None:
        table = st.table
        i = end_of(action)
        if not action & FACE_DOWN or i == LEAD or i >= len(table.ends):
            return super().why_not(st, action)
        tile, end = TILES[tile_of(action)], table.ends[i]
        if not tile.is_double:
            return _("only a double can close a leg, and {tile} is not a double").format(
                tile=tile)
        if end[BRANCH]:
            return _("{tile} cannot close the {side} side of 1:1: no leg has started there"
                     ).format(tile=tile, side=side_word(end[SIDE]))
        if not self.close_any and not TMASK[tile.id] & self.fit[end[VALUE]]:
            return _("a closing double must match the end it closes: {tile} does not match "
                     "{value}").format(tile=tile, value=end[VALUE])
        return super().why_not(st, action)

    # -- what others see -------------------------------------------------------------------
    def visible_placed(self, st: Position[Any], placed: PlacedRow, viewer: int | None) -> PlacedRow:
        """A face-down double is hidden from everyone but its owner until the hand ends."""
        if placed[LIES_FACE_DOWN] and viewer != placed[PLAYER] and st.hand_over is None:
            return placed_row(placed[NUMBER], HIDDEN, placed[PLAYER], placed[PARENT],
                              placed[GROWS], HIDDEN, HIDDEN, placed[LIES_ACROSS], True)
        return placed
