"""The third layer of ``Rules`` (see ``rules_core``): placements (S1: the legal ones, the open
ends), laying a tile (a line, a four-way centre), what a placement scores, and the counted
ends."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ..actions import END_MASK, END_SHIFT, FLAG_MASK, LEAD, LEAD_CODE, TILE_SHIFT
from ..table import (
    BRANCH,
    NUMBER,
    OPPOSITE,
    OUTER,
    SIDE,
    SLOT,
    VALUE,
    EndRow,
    PlacedRow,
    Table,
    end_row,
    placed_row,
)
from ..tiles import SET_SIZE, TILES
from .fits import TMASK, one_of_each
from .rules_deal import DealRules
from .scoring import Counted, counted_text

if TYPE_CHECKING:
    from ..position import Position

PERPENDICULAR = {"east": ("north", "south"), "west": ("north", "south"),
                 "north": ("east", "west"), "south": ("east", "west")}


class PlacementRules(DealRules):
    """Placements and laying a tile, as the shared rules have them."""

    # -- placements ------------------------------------------------------------------
    def open_ends(self, st: Position[Any]) -> list[tuple[int, EndRow]]:
        """The ends a tile may join now, with their index in ``table.ends``. With
        ``sides_first``, only the free sides of the centre until it has four arms."""
        table = st.table
        if self.sides_first and table.centre and len(table.arms) < 4:
            return [(i, e) for i, e in enumerate(table.ends) if e[BRANCH]]
        return list(enumerate(table.ends))

    def placements(self, st: Position[Any], p: int) -> list[int]:
        """Every legal placement action of player ``p`` (S1: he must play one if any), in the
        order of his hand, each tile on the ends in their order."""
        table = st.table
        if not table.placed:
            leads = []
            for t in self.leads(st, p):
                leads.append(t << TILE_SHIFT | LEAD_CODE)
            return leads
        if self.filters_ends or self.sides_first:  # (an option may set sides_first)
            return self.placements_on(st, p, self.open_ends(st))
        line = table.ends
        if len(line) != 2:
            return self.placements_on(st, p, enumerate(line))
        row = self.line_rows[line[0][VALUE] * 7 + line[1][VALUE]]  # a line: the common case
        out: list[int] = []
        for t in st.hands[p] if st.copies == 1 else one_of_each(st.hands[p]):
            codes = row[t]
            if codes is not None:
                out += codes
        return out

    def placements_on(self, st: Position[Any],
                      p: int, ends: Iterable[tuple[int, EndRow]]) -> list[int]:
        """The placements of player ``p``'s tiles (one copy of each kind) on ``ends`` (their
        indexes in ``table.ends`` and the ends), in the order of his hand."""
        fit = self.fit
        targets = []  # (the end's bits of a placement action, the halves that fit it)
        reach = 0  # the halves that fit some end: most tiles fit none and are skipped at once
        for i, e in ends:
            mask = fit[e[VALUE]]
            targets.append((i << END_SHIFT, mask))
            reach |= mask
        out = []
        for t in st.hands[p] if st.copies == 1 else one_of_each(st.hands[p]):
            tm = TMASK[t]
            if tm & reach:
                for code, mask in targets:
                    if tm & mask:
                        out.append(t << TILE_SHIFT | code)
        return out

    def is_matador(self, tile_id: int) -> bool:
        """Whether the tile is a matador (§6, §7): it may lie crosswise on a 0 end."""
        return tile_id % SET_SIZE in self.matadors

    def crosswise_anywhere(self) -> bool:
        """Whether a matador may lie crosswise on any end, not only on a 0 end."""
        return False

    def touching_half(self, tile_id: int, value: int) -> int:
        """The half of the tile that joins an end showing ``value``."""
        tile = TILES[tile_id]
        return tile.a if self.fit[value] & (1 << tile.a) else tile.b

    def place(self, st: Position[Any], action: int) -> int:
        """Lay the tile of a placement action; return the points it scores at once."""
        table = st.table
        t = action >> TILE_SHIFT
        i = action >> END_SHIFT & END_MASK
        p = st.turn
        if i == LEAD:
            self.lay_lead(table, t, p)
        else:
            self.lay_on(st, table, t, table.ends[i], action & FLAG_MASK)
        hand = st.hands[p]
        k = hand.index(t)
        st.hands[p] = hand[:k] + hand[k + 1:]
        return self.placement_points(st, len(table.placed))

    def lay_lead(self, table: Table, t: int, player: int) -> None:
        """The first tile: a four-way centre if it is a double that makes one, else a line."""
        tile = TILES[t]
        if tile.is_double and self.centre in ("first_double", "lead"):
            table.add(placed_row(1, t, player, 0, "", tile.a, tile.b, True), None,
                      [end_row(table.new_slot(), 1, tile.a, side, True)
                       for side in ("east", "west", "north", "south")])
            table.centre = 1
            return
        table.add(placed_row(1, t, player, 0, "", tile.a, tile.b, tile.is_double and
                         self.doubles_crosswise), None,
                  [end_row(table.new_slot(), 1, tile.b, "east"),
                   end_row(table.new_slot(), 1, tile.a, "west")])

    def lay_on(self, st: Position[Any], table: Table, t: int, end: EndRow, flags: int) -> None:
        """Join tile ``t`` to an open end, lengthwise (a double across, where the game says)."""
        tile = TILES[t]
        slot, on, value, side, branch = end
        a = tile.a
        inner = a if self.fit[value] & (1 << a) else tile.b
        outer = tile.pips - inner  # the other half
        double = tile.is_double
        if branch and on == table.centre:
            table.arms = table.arms | {side}
        n = len(table.placed) + 1
        if double and self.centre == "first_double" and not table.centre \
                and not table.candidates:
            centre = placed_row(n, t, st.turn, on, side, inner, outer, True)
            self.make_centre(table, centre, end)
            return
        table.extend((n, t, st.turn, on, side, inner, outer, double and self.doubles_crosswise,
                      False), slot, outer)

    def make_centre(self, table: Table, placed: PlacedRow, end: EndRow) -> None:
        """A double at a line end becomes the four-way centre: the line runs on through it and
        its two other sides open."""
        side = end[SIDE]
        table.add(placed, end[SLOT],
                  [end_row(table.new_slot(), placed[NUMBER], placed[OUTER], s, True)
                   for s in (side, *PERPENDICULAR[side])])
        table.centre = placed[NUMBER]
        table.arms = frozenset({OPPOSITE[side]})

    def hooked_lead(self, tile_id: int) -> bool:
        """Whether a lead of this tile is laid by ``lay_lead`` rather than as a plain line's
        first tile on the state's fast path (a double that makes a four-way centre)."""
        return TILES[tile_id].is_double and self.centre in ("first_double", "lead")

    def placement_points(self, st: Position[Any], n: int) -> int:
        """Points scored the moment placement ``n`` is laid (none in most games)."""
        return 0

    def quiet_gain(self, st: Position[Any], action: int) -> int | None:
        """The points the mover gains by the placement ``action`` (one of ``legal_actions()``
        now), where the game can tell without applying it: the move ends the turn, cannot end
        the hand, and scores these points and nothing else. None: apply it to find out (the
        default, always right)."""
        return None

    def why_not(self, st: Position[Any], action: int) -> str | None:
        """A game's own one-line reason why an illegal placement on an open end is refused
        (None: the generic reason of ``State.why_illegal``)."""
        return None

    def counted(self, st: Position[Any]) -> Counted | None:
        """The counted ends now (which tile, what it counts) and the points they score, for
        games that score the ends during play (``scores_during_play``); None for the others and
        for an empty table. The text, the pictures' marks and the exercises derive from it."""
        return None

    def count_text(self, st: Position[Any]) -> str | None:
        """``counted`` written out (``6 + 3 + 2 + 4 = 15 -> 4 points``); None where nothing is
        counted."""
        return counted_text(self.counted(st))
