"""§5 Sausage («Колбаса»).

2-4 players, 7 tiles each. The holder of 1:1 leads it in the first hand (nobody holds it: deal
again); later the winner leads any double (none: the next player who has one). [reading] The
lead double lies crosswise as the head; two ribbons, top and bottom, grow lengthwise from its two
halves in one direction. Each tile extends one ribbon and matches its end; one ribbon may be
ahead by at most one tile, and the ribbon that is ahead cannot be extended.

The cut: with both ribbons of the same length (at least one tile), a tile whose halves match the
two ribbon ends may be laid crosswise across the end. The cutter gives the previous player either
ribbon (those tiles go into his hand); the other ribbon and the old head leave play. The cutting
tile is the new head (its top half starts the top ribbon, its bottom half the bottom one), and
the player who took the piece moves next.

No move: draw until playable (two or three players) or pass. First out wins; traditional
scoring (S5). After 400 turns a hand is declared blocked (reason ``"bound"``, scored as a
block).

The table: placement 1 is the head (``inner`` its top half, ``outer`` its bottom half), ribbon
tiles have ``side`` "top" or "bottom"; ``table.aux`` is a ``Ribbons``. A cut lays the new head on
a fresh ``Table`` (the old one stays in the undo history); the tiles out of play are
``state.aux`` (``out_of_play``).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, NamedTuple

from ..actions import (
    CUT,
    END_MASK,
    END_SHIFT,
    END_STEP,
    FLAG_MASK,
    GIVE_BOTTOM,
    LEAD,
    TILE_SHIFT,
    end_of,
    placement,
    tile_of,
)
from ..i18n import N_, _
from ..table import (
    GROWS,
    SIDE,
    TILE,
    VALUE,
    EndRow,
    Table,
    end_row,
    new_tuple,
    placed_row,
)
from ..tiles import INDEX, SET_SIZE, TILES, tile_index
from .base import Rules
from .fits import TMASK
from .hand_data import Deal, HandResult
from .leading import holder_of

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..position import Position

ONE_ONE = tile_index(1, 1)


class Ribbons(NamedTuple):
    """How many tiles each ribbon has, and who took the last cut-off piece (moves next)."""

    top: int = 0
    bottom: int = 0
    taker: int | None = None


TAKER = 2  # Ribbons.taker


class Sausage(Rules):
    name = "sausage"
    title = N_("Sausage (Колбаса)")
    doubles_crosswise = False  # a double in a ribbon lies lengthwise, like any ribbon tile
    turn_bound = 400
    all_ends_open = False

    # -- the deal and the lead -------------------------------------------------------------
    def needs_redeal(self, deal: Deal, hand_no: int = 0) -> bool:
        """First hand: nobody holds 1:1. Later hands: nobody holds a double."""
        if hand_no == 0:
            return holder_of(deal.hands, ONE_ONE) is None
        return not any(TILES[t].is_double for hand in deal.hands for t in hand)

    def first_leader(self, st: Position[Any], lot: Callable[[], random.Random]) -> int:
        holder = holder_of(tuple(st.hands), ONE_ONE)
        return holder[0] if holder is not None else st.lowest_double()[0]

    def next_leader(self, st: Position[Any], last: HandResult) -> int:
        """The winner (S6); if he has no double, the next player who has one."""
        first = super().next_leader(st, last)
        for k in range(st.n):
            p = (first + k) % st.n
            if any(TILES[t].is_double for t in st.hands[p]):
                return p
        return first

    def lead_tiles(self, st: Position[Any], p: int) -> list[int]:
        """First hand: 1:1. Later hands: any double."""
        if st.hand_no == 0:
            return [t for t in st.hands[p] if t % SET_SIZE == ONE_ONE]
        return [t for t in st.hands[p] if TILES[t].is_double]

    def initial_aux(self, st: Position[Any]) -> tuple[int, ...]:
        """``state.aux``: the tiles a cut has taken out of play this hand."""
        return ()

    def hand_limit(self, n: int) -> int:
        """A cut gives a whole ribbon to a hand: any number of tiles."""
        return SET_SIZE * self.copies(n)

    def out_of_play(self, st: Position[Any]) -> tuple[int, ...]:
        gone: tuple[int, ...] = st.aux
        return super().out_of_play(st) + gone

    # -- the ribbons -------------------------------------------------------------------------
    def open_ends(self, st: Position[Any]) -> list[tuple[int, EndRow]]:
        """The ends of the ribbons that are not ahead."""
        top, bottom, _ = st.table.aux
        ends = list(enumerate(st.table.ends))
        if top == bottom:
            return ends
        behind = "top" if top < bottom else "bottom"
        return [(i, e) for i, e in ends if e[SIDE] == behind]

    def placements(self, st: Position[Any], p: int) -> list[int]:
        """Each tile of the hand on the ribbon ends that are not ahead, in the order of the
        ends (``open_ends``), then the cuts (both ribbons of one length, at least one tile)."""
        table = st.table
        if not table.placed:
            return super().placements(st, p)
        top, bottom, _ = table.aux
        first, second = table.ends  # the top and the bottom ribbon's ends, in some order
        fit = self.fit
        m0 = fit[first[VALUE]]
        m1 = fit[second[VALUE]]
        if top != bottom:  # only the ribbon behind takes a tile
            behind = "top" if top < bottom else "bottom"
            if first[SIDE] != behind:
                m0 = 0
            if second[SIDE] != behind:
                m1 = 0
        reach = m0 | m1
        hand = st.hands[p]
        moves = []
        for t in hand:
            tm = TMASK[t]
            if tm & reach:
                if tm & m0:
                    moves.append(t << TILE_SHIFT)
                if tm & m1:
                    moves.append(t << TILE_SHIFT | END_STEP)
        if top != bottom or top == 0:
            return moves
        i, top_value, bottom_value = self._ends(table)
        cutter = tile_index(top_value, bottom_value)
        for t in hand:
            if INDEX[t] == cutter:
                moves.append(placement(t, i, CUT))
                moves.append(placement(t, i, CUT | GIVE_BOTTOM))
        return moves

    def can_place(self, st: Position[Any], q: int) -> bool:
        """Whether player ``q`` has a placement now (``placements`` is not empty): a tile that
        fits the end of a ribbon that is not ahead, or the tile that cuts."""
        table = st.table
        if not table.placed:
            return bool(self.placements(st, q))
        top, bottom, _ = table.aux
        first, second = table.ends
        fit = self.fit
        if top == bottom:
            reach = fit[first[VALUE]] | fit[second[VALUE]]
        else:  # the ribbon behind
            reach = fit[(first if first[SIDE] == ("top" if top < bottom else "bottom")
                         else second)[VALUE]]
        cutter = tile_index(first[VALUE], second[VALUE]) if top == bottom and top else -1
        for t in st.hands[q]:
            if TMASK[t] & reach or INDEX[t] == cutter:
                return True
        return False

    @staticmethod
    def _ends(table: Table) -> tuple[int, int, int]:
        """The index of the top end, and the values of the top and bottom ends."""
        top = bottom = 0
        index = 0
        for i, e in enumerate(table.ends):
            if e[SIDE] == "top":
                index, top = i, e[VALUE]
            else:
                bottom = e[VALUE]
        return index, top, bottom

    def place(self, st: Position[Any], action: int) -> int:
        t, i, flags = action >> TILE_SHIFT, action >> END_SHIFT & END_MASK, action & FLAG_MASK
        table = st.table
        if i == LEAD:
            self._lay_head(table, t, st.turn, TILES[t].a, TILES[t].b, Ribbons())
        elif flags & CUT:
            self._cut(st, t, bool(flags & GIVE_BOTTOM))
        else:  # lengthwise, as the shared ``lay_on`` lays it; the ribbon grows
            end = table.ends[i]
            self.lay_on(st, table, t, end, flags)
            top, bottom, _ = table.aux
            on_top = end[SIDE] == "top"
            table.aux = new_tuple(Ribbons, (top + on_top, bottom + (not on_top), None))
        st.take_from_hand(st.turn, t)
        return 0

    @staticmethod
    def _lay_head(table: Table, t: int, player: int, top: int, bottom: int,
                  ribbons: Ribbons) -> None:
        """Lay tile ``t`` crosswise as the head of an empty table: ``top`` starts the top
        ribbon, ``bottom`` the bottom one."""
        table.add(placed_row(1, t, player, 0, "", top, bottom, across=True), None,
                  [end_row(table.new_slot(), 1, top, "top"),
                   end_row(table.new_slot(), 1, bottom, "bottom")])
        table.aux = ribbons

    def _cut(self, st: Position[Any], t: int, give_bottom: bool) -> None:
        """The cut: the previous player takes one ribbon into his hand, the other ribbon and the
        old head leave play, and ``t`` is the new head on a fresh table."""
        old = st.table
        _, top, bottom = self._ends(old)
        given = "bottom" if give_bottom else "top"
        taker = (st.turn - 1) % st.n
        piece = tuple(p[TILE] for p in old.placed if p[GROWS] == given)
        gone = tuple(p[TILE] for p in old.placed if p[GROWS] != given)  # the head included
        st.hands[taker] = st.hands[taker] + piece
        st.aux = st.aux + gone
        st.table = Table()
        self._lay_head(st.table, t, st.turn, top, bottom, Ribbons(taker=taker))

    def next_player(self, st: Position[Any]) -> int:
        """After a cut, the player who took the piece moves next."""
        table = st.table
        if len(table.placed) == 1 and st.turn_plays and table.aux[TAKER] is not None:
            taker: int = table.aux[TAKER]
            return taker
        return (st.turn + 1) % st.n

    # -- refusals in words -----------------------------------------------------------------
    def why_not(self, st: Position[Any], action: int) -> str | None:
        table = st.table
        i = end_of(action)
        if i == LEAD or i >= len(table.ends) or table.aux is None:
            return None
        tile, ribbons = TILES[tile_of(action)], table.aux
        _head, top, bottom = self._ends(table)
        if action & CUT:
            if ribbons.top == 0 and ribbons.bottom == 0:
                return _("a cut needs at least one tile in each ribbon")
            if ribbons.top != ribbons.bottom:
                return _("a cut needs both ribbons the same length (top {top}, bottom {bottom})"
                         ).format(top=ribbons.top, bottom=ribbons.bottom)
            if tile.index != tile_index(top, bottom):
                return _("a cut tile must match both ribbon ends (top {top}, bottom {bottom}); "
                         "{tile} does not").format(top=top, bottom=bottom, tile=tile)
            return None
        end = table.ends[i]
        if ribbons.top != ribbons.bottom and TMASK[tile.id] & self.fit[end[VALUE]]:
            ahead = "top" if ribbons.top > ribbons.bottom else "bottom"
            if end[SIDE] == ahead and ahead == "top":
                return _("the top ribbon is a tile ahead and cannot be extended: extend the "
                         "bottom ribbon")
            if end[SIDE] == ahead:
                return _("the bottom ribbon is a tile ahead and cannot be extended: extend the "
                         "top ribbon")
        return None
