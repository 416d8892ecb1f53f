"""§9 Sevens («Семёрка»; the name is ours, the book's text is a fragment).

2-5 players, 5 tiles each; the rest is the reserve. The holder of the highest tile (by pips,
then by the higher half) leads it. Touching halves sum to 7, so a 0 end is dead: nothing
completes 0 to 7. Doubles lie in line. No move: draw until playable, then pass. Traditional
scoring (S5); target 100. A table of dead 0 ends follows S2 and S4: the player to move draws
the whole reserve, then the hand is blocked; option ``dead_table_blocks`` blocks it at once.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ..i18n import N_
from ..options import Option
from ..table import VALUE
from .base import Rules
from .hand_data import HandResult
from .leading import highest_tile_lead

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..position import Position


class Sevens(Rules):
    name = "sevens"
    title = N_("Sevens (Семёрка)")
    max_players = 5
    tiles_each = 5
    match_sum = 7
    doubles_crosswise = False
    step_undo = True
    declared_options = (
        Option("next_hand_lead", "highest_tile",
               N_("[reading] who leads a later hand: the holder of the highest tile leads it, as "
                  "in the first hand ('highest_tile'), or S6, the player who finished the last "
                  "hand leads any tile ('winner')"), ("highest_tile", "winner")),
        Option("dead_table_blocks", False,
               N_("[reading] when every open end is a dead 0: the player to move draws the whole "
                  "reserve, then the hand is blocked (S2, S4; False), or it is blocked at once, "
                  "without drawing (True)")),
    )

    def dead_table_can_block(self) -> bool:
        """Only with ``dead_table_blocks``: without it S4 need not ask ``dead_table``."""
        return bool(self.options["dead_table_blocks"])

    def _highest_every_hand(self, st: Position[Any]) -> bool:
        return st.hand_no == 0 or self.options["next_hand_lead"] == "highest_tile"

    def first_leader(self, st: Position[Any], lot: Callable[[], random.Random]) -> int:
        """The holder of the highest tile leads."""
        return highest_tile_lead(st.hands)[0]

    def next_leader(self, st: Position[Any], last: HandResult) -> int:
        if self._highest_every_hand(st):
            return highest_tile_lead(st.hands)[0]
        return super().next_leader(st, last)

    def lead_tiles(self, st: Position[Any], p: int) -> list[int]:
        """The highest tile (by pips, then by the higher half); with ``next_hand_lead="winner"``
        any tile in later hands."""
        if self._highest_every_hand(st):
            return [highest_tile_lead(st.hands)[1]]
        return list(st.hands[p])

    def own_lead(self, st: Position[Any], p: int) -> list[int]:
        """A named leader without the highest tile leads his own highest tile."""
        hand = st.hands[p]
        return [highest_tile_lead((hand,))[1]] if hand else []

    def dead_table(self, st: Position[Any]) -> bool:
        """With ``dead_table_blocks``: every open end is a dead 0, so the hand is blocked at
        once. By default False: the reserve is drawn (S2) and S4 then blocks the hand."""
        if not self.options["dead_table_blocks"]:
            return False
        return every_end_dead(st, self.fit)


def every_end_dead(st: Position[Any], fit: tuple[int, ...]) -> bool:
    """Whether the table has tiles and every open end is a dead 0 (nothing fits any end)."""
    table = st.table
    return bool(table.placed) and not any(fit[e[VALUE]] for e in table.ends)
