"""§6 Matador («Матадор»).

2-4 players: two or three get 6 tiles, four get 5; the rest is the reserve. The leader is chosen
by lot and leads any tile; the layout is a line. Touching halves sum to 7. The matadors 6:1,
5:2, 4:3 and 0:0 go crosswise on a 0 end (nothing else may); the 7-matadors may also be played
lengthwise by the sum rule. No move: draw one tile per turn, play it if it fits, else pass.
Going out does not end the hand; it ends when the reserve is empty and nobody can place. S5
scoring (fewest pips wins); option ``matador_points`` for every matador crosswise on a 0 end.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..actions import CROSSWISE, END_MASK, END_SHIFT, LEAD, TILE_SHIFT
from ..i18n import N_
from ..options import Option
from ..table import VALUE
from .matador_common import MatadorRules

if TYPE_CHECKING:
    from ..position import Position


class Matador(MatadorRules):
    name = "matador"
    title = N_("Matador (Матадор)")
    match_sum = 7
    declared_options = (
        Option("matador_anywhere", False,
               N_("[reading] a matador may lie crosswise on any end (the English rule), not only "
                  "on a 0 end")),
        Option("matador_points", 0,
               N_("points for every matador placed crosswise on a 0 end (the book's variant: 10); "
                  "0: none"), kind=int),
    )

    def hand_size(self, n: int) -> int:
        return 5 if n == 4 else 6

    def crosswise_anywhere(self) -> bool:
        return bool(self.options["matador_anywhere"])

    def placement_score(self, st: Position[Any],
                        t: int, joined: int | None, crosswise: bool) -> int:
        """``matador_points`` for a matador laid crosswise on a 0 end."""
        return self.options["matador_points"] if crosswise and joined == 0 else 0

    def quiet_gain(self, st: Position[Any], action: int) -> int | None:
        """While a tile may be drawn no placement ends the hand (going out does not, S4 waits
        for the reserve): a placement scores ``placement_score`` alone."""
        if action < 0 or st.drawable() <= 0:
            return None
        i = action >> END_SHIFT & END_MASK
        joined = None if i == LEAD else st.table.ends[i][VALUE]
        return self.placement_score(st, action >> TILE_SHIFT, joined, bool(action & CROSSWISE))
