"""A double that leads every hand and is a four-way centre: Sevastopol's 6:6 (§3), Spider's
1:1 (§4).

Its holder leads it in every hand (a deal where nobody holds it is thrown in). Its four sides
are open ends; with ``sides_first`` (``Rules.open_ends``) all four are taken before any arm
grows.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ..actions import LEAD, end_of, tile_of
from ..i18n import _
from ..table import BRANCH, SIDE, TILE, VALUE
from ..tiles import SET_SIZE, TILES, tile_index
from ..words import side_word
from .base import Rules
from .fits import TMASK
from .hand_data import Deal, HandResult
from .leading import holder_of

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..position import Position


class FourWayLead(Rules):
    """Rules where the double of ``lead_value`` leads every hand as a four-way centre."""

    centre = "lead"
    lead_value = 6

    @property
    def lead_index(self) -> int:
        """The set index of the leading double."""
        return tile_index(self.lead_value, self.lead_value)

    def needs_redeal(self, deal: Deal, hand_no: int = 0) -> bool:
        """Nobody holds the leading double (it is in the boneyard or set aside): deal again."""
        return holder_of(deal.hands, self.lead_index) is None

    def can_lead(self, deal: Deal, p: int) -> bool:
        """The first hand is led with the leading double: a named leader must hold it."""
        holder = holder_of(deal.hands, self.lead_index)
        return holder is not None and holder[0] == p

    def _holder(self, st: Position[Any]) -> int:
        holder = holder_of(tuple(st.hands), self.lead_index)
        return holder[0] if holder is not None else 0

    def first_leader(self, st: Position[Any], lot: Callable[[], random.Random]) -> int:
        return self._holder(st)

    def next_leader(self, st: Position[Any], last: HandResult) -> int:
        """Every hand, the holder of the leading double leads it (not S6)."""
        return self._holder(st)

    def lead_tiles(self, st: Position[Any], p: int) -> list[int]:
        return [t for t in st.hands[p] if t % SET_SIZE == self.lead_index]

    def why_not(self, st: Position[Any], action: int) -> str | None:
        """Sides first: a tile that fits an arm's end must wait until the centre has four
        arms."""
        table = st.table
        i = end_of(action)
        if not (self.sides_first and table.centre and len(table.arms) < 4) or i == LEAD \
                or i >= len(table.ends):
            return None
        end = table.ends[i]
        if end[BRANCH] or not TMASK[tile_of(action)] & self.fit[end[VALUE]]:
            return None
        centre = TILES[table[table.centre][TILE]]
        free = ", ".join(side_word(e[SIDE]) for e in table.ends if e[BRANCH])
        return _("{tile} must wait: the four sides of {centre} are filled first (free sides: "
                 "{free})").format(tile=TILES[tile_of(action)], centre=centre, free=free)
