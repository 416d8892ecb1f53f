"""§9 Sevens («Семёрка»; the name is ours, the book's text is a fragment).

2-5 players, 5 tiles each; the rest is the reserve. The holder of the highest tile (by pips,
then by the higher half) leads it. Touching halves sum to 7, so a 0 end is dead: nothing
completes 0 to 7. Doubles lie in line. No move: draw until playable, then pass. Traditional
scoring (S5); target 100.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ..options import Option
from .base import HandResult, Rules, highest_tile_lead

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..state import State


class Sevens(Rules):
    name = "sevens"
    title = "Sevens (Семёрка)"
    max_players = 5
    tiles_each = 5
    match_sum = 7
    doubles_crosswise = False
    declared_options = (
        Option("next_hand_lead", "highest_tile",
               "[reading] who leads a later hand: the holder of the highest tile leads it, as "
               "in the first hand ('highest_tile'), or S6, the player who finished the last "
               "hand leads any tile ('winner')", ("highest_tile", "winner")),
    )

    def _highest_every_hand(self, st: State) -> bool:
        return st.hand_no == 0 or self.options["next_hand_lead"] == "highest_tile"

    def first_leader(self, st: State, lot: Callable[[], random.Random]) -> int:
        """The holder of the highest tile leads."""
        return highest_tile_lead(st.hands)[0]

    def next_leader(self, st: State, last: HandResult) -> int:
        if self._highest_every_hand(st):
            return highest_tile_lead(st.hands)[0]
        return super().next_leader(st, last)

    def lead_tiles(self, st: State, p: int) -> list[int]:
        """The highest tile (by pips, then by the higher half); with ``next_hand_lead="winner"``
        any tile in later hands."""
        if self._highest_every_hand(st):
            return [highest_tile_lead(st.hands)[1]]
        return list(st.hands[p])

    def dead_table(self, st: State) -> bool:
        """Every open end is a dead 0: no tile can ever be placed, so the hand is blocked at
        once; drawing the reserve could not change that."""
        table = st.table
        return bool(table.placed) and not any(self.fit[e.value] for e in table.ends)
