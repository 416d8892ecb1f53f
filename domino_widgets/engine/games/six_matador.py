"""§7 Six Matador («Шестерной матадор»).

2-4 players: two or three get 6 tiles (the rest is the reserve), four get 7 (no reserve).
Touching halves sum to 6, so a 6 end is answered by a 0 half. The matadors 0:6, 1:5, 2:4, 3:3
and 0:0 go crosswise on a 0 end (nothing else may); all but 0:0 may also be played lengthwise.
Draw and end as Matador. Points come from play alone (no pip count): ``scoring="strict"`` gives
10 for every matador placed, 1 for every other tile that joins, -6 for a pass with tiles in hand;
``"simple"`` gives 10 for a matador crosswise on a 0 end. Both give 5 for a lengthwise tile that
leaves a 6 on its free half. Target 100, most points; settlement S9.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..i18n import N_
from ..options import Option
from ..table import INNER, LIES_ACROSS, OUTER, PARENT, TILE
from .matador_common import MatadorRules

if TYPE_CHECKING:
    from ..position import Position

MATADOR_POINTS = 10
JOIN_POINTS = 1
PASS_POINTS = -6
SIX_BONUS = 5  # «матадорная шестерка»


class SixMatador(MatadorRules):
    name = "six-matador"
    title = N_("Six Matador (Шестерной матадор)")
    match_sum = 6
    declared_options = (
        Option("scoring", "strict",
               N_("'strict': 10 per matador placed, 1 per other joining tile, -6 per pass; "
                  "'simple' (for beginners): 10 per matador crosswise on a 0 end"),
               ("strict", "simple")),
    )

    def hand_size(self, n: int) -> int:
        return 7 if n == 4 else 6

    def placement_points(self, st: Position[Any], n: int) -> int:
        """The ``placement_score`` of placement ``n`` as the shared laying lays it: the lead,
        or lengthwise on an end showing the sum less its inner half (a crosswise matador:
        ``place`` scores it)."""
        placed = st.table.placed[n - 1]
        if not placed[PARENT]:
            return self.placement_score(st, placed[TILE], None, False)
        if placed[LIES_ACROSS]:
            return 0
        return self.placement_score(st, placed[TILE], self.match_sum - placed[INNER], False)

    def placement_score(self, st: Position[Any],
                        t: int, joined: int | None, crosswise: bool) -> int:
        """Strict: 10 for a matador anywhere (the lead too), 1 for another joining tile; simple:
        10 for a matador crosswise on a 0 end. Both: 5 for a lengthwise tile leaving a 6."""
        matador = self.is_matador(t)
        if self.options["scoring"] == "strict":
            points = MATADOR_POINTS if matador else (JOIN_POINTS if joined is not None else 0)
        else:
            points = MATADOR_POINTS if crosswise and joined == 0 else 0
        if joined is not None and not crosswise and st.table.placed[-1][OUTER] == 6:
            points += SIX_BONUS
        return points

    def pass_points(self, st: Position[Any], p: int) -> int:
        """Strict: a player who must pass with tiles in hand loses 6 (a debt, scores may go
        negative); a player with no tiles skips without penalty."""
        if self.options["scoring"] == "strict" and st.hands[p]:
            return PASS_POINTS
        return 0

    def hand_points(self, st: Position[Any], reason: str, winner: int | None,
                    pips: tuple[int, ...]) -> tuple[int, ...]:
        """No pip count at the end of a hand: the points come from play alone."""
        return (0,) * st.n

    def block_winner(self, st: Position[Any]) -> int | None:
        return None
