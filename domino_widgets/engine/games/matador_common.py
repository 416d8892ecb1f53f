"""What Matador (§6) and Six Matador (§7) share: touching halves make a sum, a 0 end takes only
a matador laid crosswise, one draw per turn, and a hand that going out does not end.

A crosswise matador shows both halves in one slot (two ``End`` entries sharing it); the next
tile joins either half by the sum rule and closes the slot, so the end becomes that tile's far
half. Both games choose the first leader by lot and let any tile lead.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ..actions import (
    CROSSWISE,
    END_MASK,
    END_SHIFT,
    LEAD,
    TILE_SHIFT,
    end_of,
    flags_of,
    tile_of,
)
from ..i18n import _
from ..table import PLACED, SIDE, SLOT, VALUE, EndRow, Table, end_row, placed_row
from ..tiles import INDEX, SET_SIZE, TILES, tile_index
from .base import Rules
from .fits import TMASK

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..position import Position

DOUBLE_BLANK = tile_index(0, 0)


class MatadorRules(Rules):
    """The shared rules of the matador games; a subclass sets ``match_sum`` and scoring."""

    match_sum = 7
    doubles_crosswise = False  # doubles are ordinary tiles in line
    draw_policy = "one_per_turn"
    step_undo = True

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        super().__init__(options)
        self.matadors = frozenset(t.index for t in TILES[:SET_SIZE]
                                  if t.pips == self.match_sum or t.index == DOUBLE_BLANK)
        self.held_matador = tuple(t.index in self.matadors for t in TILES)  # by tile id
        self.anywhere = self.crosswise_anywhere()

    def matador_names(self) -> str:
        """The matadors in the book's order (``6:1, 5:2, 4:3, 0:0``)."""
        names = [str(TILES[i]) for i in sorted(self.matadors, key=lambda i: -TILES[i].a)]
        return ", ".join(names)

    # -- the deal and the lead ------------------------------------------------------------
    def first_leader(self, st: Position[Any], lot: Callable[[], random.Random]) -> int:
        """The first leader is chosen by lot."""
        return lot().randrange(st.n)

    def lead_tiles(self, st: Position[Any], p: int) -> list[int]:
        """Any tile leads."""
        return list(st.hands[p])

    def lay_lead(self, table: Table, t: int, player: int) -> None:
        """A line; a lead 0:0 is a matador, so it lies across the line (both sides open)."""
        if t % SET_SIZE != DOUBLE_BLANK:
            super().lay_lead(table, t, player)
            return
        table.add(placed_row(1, t, player, 0, "", 0, 0, True), None,
                  [end_row(table.new_slot(), 1, 0, "east"),
                   end_row(table.new_slot(), 1, 0, "west")])

    # -- placements -------------------------------------------------------------------------
    def open_ends(self, st: Position[Any]) -> list[tuple[int, EndRow]]:
        """The open ends, once per slot and value (a crosswise 3:3 or 0:0 is one choice). The
        two ends of a slot are neighbours in ``table.ends`` (opened together, closed
        together), so each end is compared with the one before it."""
        out = []
        slot = value = -1
        for i, e in enumerate(st.table.ends):
            if e[SLOT] != slot or e[VALUE] != value:
                out.append((i, e))
            slot, value = e[SLOT], e[VALUE]
        return out

    def placements(self, st: Position[Any], p: int) -> list[int]:
        """Lengthwise by the sum rule (never 0:0), plus a matador crosswise on a 0 end (on any
        end with ``crosswise_anywhere``): each tile of the hand on the ends in their order (as
        ``open_ends`` lists them), then the crosswise placements, end by end."""
        table = st.table
        if not table.placed:
            return super().placements(st, p)
        fit, anywhere = self.fit, self.anywhere
        targets = []  # (the end's bits of a placement action, the halves that fit it)
        reach = 0  # the halves that fit some end
        crosswise = []  # the ends a matador may lie across
        slot = value = -1
        for i, e in enumerate(table.ends):  # ``open_ends``: once per slot and value
            if e[SLOT] != slot or e[VALUE] != value:
                slot, value = e[SLOT], e[VALUE]
                mask = fit[value]
                if mask:
                    targets.append((i << END_SHIFT, mask))
                    reach |= mask
                if value == 0 or anywhere:
                    crosswise.append(i << END_SHIFT | CROSSWISE)
        hand = st.hands[p]
        out = []
        if reach:
            for t in hand:
                tm = TMASK[t]
                if tm & reach and INDEX[t] != DOUBLE_BLANK:
                    for code, mask in targets:
                        if tm & mask:
                            out.append(t << TILE_SHIFT | code)
        if crosswise:
            matador = self.held_matador
            held = []
            for t in hand:
                if matador[t]:
                    held.append(t << TILE_SHIFT)
            for code in crosswise:
                for base in held:
                    out.append(base | code)
        return out

    def can_place(self, st: Position[Any], q: int) -> bool:
        """Whether player ``q`` has a placement now (``placements`` is not empty), from the
        halves of his tiles: a tile other than 0:0 that fits an open end, or a matador where it
        may lie crosswise."""
        table = st.table
        if not table.placed:
            return bool(self.placements(st, q))
        fit = self.fit
        reach = 0
        zero = self.anywhere
        for e in table.ends:
            value = e[VALUE]
            reach |= fit[value]
            if value == 0:
                zero = True
        matador = self.held_matador
        for t in st.hands[q]:
            if TMASK[t] & reach and INDEX[t] != DOUBLE_BLANK or zero and matador[t]:
                return True
        return False

    def lay_on(self, st: Position[Any], table: Table, t: int, end: EndRow, flags: int) -> None:
        """A crosswise matador closes the end and opens both its halves in one new slot."""
        if not flags & CROSSWISE:
            super().lay_on(st, table, t, end, flags)
            return
        tile = TILES[t]
        n = len(table.placed) + 1
        slot = table.new_slot()
        side = end[SIDE]
        table.add(placed_row(n, t, st.turn, end[PLACED], side, tile.a, tile.b, True), end[SLOT],
                  [end_row(slot, n, tile.a, side), end_row(slot, n, tile.b, side)])

    def place(self, st: Position[Any], action: int) -> int:
        """Lay the tile; a crosswise matador is scored here by ``placement_score`` (it knows
        the end it joined), every other placement by ``placement_points``."""
        if not action & CROSSWISE:
            return super().place(st, action)
        joined = st.table.ends[action >> END_SHIFT & END_MASK][VALUE]
        super().place(st, action)
        return self.placement_score(st, action >> TILE_SHIFT, joined, True)

    def placement_score(self, st: Position[Any],
                        t: int, joined: int | None, crosswise: bool) -> int:
        """Points for laying tile ``t`` on an end showing ``joined`` (None: the lead)."""
        return 0

    def why_not(self, st: Position[Any], action: int) -> str | None:
        """Why a placement breaks the matador rules (None when this module has nothing to say)."""
        t, i, flags = tile_of(action), end_of(action), flags_of(action)
        if i == LEAD or i >= len(st.table.ends):
            return None
        tile, end = TILES[t], st.table.ends[i]
        if flags & CROSSWISE and not self.is_matador(t):
            return _("{tile} is not a matador: only {matadors} lie crosswise").format(
                tile=tile, matadors=self.matador_names())
        if flags & CROSSWISE and end[VALUE] != 0 and not self.crosswise_anywhere():
            return _("a matador lies crosswise only on a 0 end, and this end shows {value}"
                     ).format(value=end[VALUE])
        if end[VALUE] == 0 and not flags & CROSSWISE:
            if self.is_matador(t):
                return _("{tile} goes on a 0 end only crosswise, as a matador").format(
                    tile=tile)
            return _("a 0 end takes only a matador ({matadors}), not {tile}").format(
                matadors=self.matador_names(), tile=tile)
        if t % SET_SIZE == DOUBLE_BLANK:
            if self.crosswise_anywhere():
                return _("0:0 is only ever a matador: it goes crosswise")
            return _("0:0 is only ever a matador: it goes crosswise on a 0 end")
        return None

    # -- the end of a hand ------------------------------------------------------------------
    def went_out(self, st: Position[Any]) -> int | None:
        """Going out does not end the hand: it ends only when it is blocked."""
        return None
