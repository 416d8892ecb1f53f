"""§8 Quintuple («Пятерное домино»).

Two or three players get 6 tiles, four get 5; the rest is the reserve, drawn until playable. The
first leader is chosen by lot and leads any tile. The first double is a four-way centre; later
doubles lie lengthwise and count once. 2 points for the first double; 4 whenever, after a
placement, the four free ends sum to a positive multiple of 5. A player with no tiles when the
reserve is empty goes out and scores 2; a block gives 1 to the player with the fewest pips.
Target 25 (two or three players) or 20 (four).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ..actions import END_MASK, END_SHIFT, TILE_SHIFT
from ..i18n import N_
from ..options import Option
from ..table import BRANCH, PLACED, VALUE
from ..tiles import DOUBLE
from .base import Rules
from .fits import holds_another, others_hold
from .scoring import Counted, after_laying, counted_ends, end_sum, fives

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..position import Position

FIRST_DOUBLE_POINTS = 2
FIVES_POINTS = 4
GOING_OUT_POINTS = 2
BLOCK_POINTS = 1


class Quintuple(Rules):
    name = "quintuple"
    title = N_("Quintuple (Пятерное домино)")
    centre = "first_double"
    doubles_crosswise = False
    step_undo = True  # (its centre and arms are in the step; no candidates, no game data)
    declared_options = (
        Option("score_with_fewer_arms", False,
               N_("[reading] score 4 for a multiple of 5 before the centre has four arms too")),
        Option("block_point_to", "fewest_pips",
               N_("[reading] who scores 1 for a block: the fewest pips in hand, or the fewest "
                  "points ('lowest_score')"), ("fewest_pips", "lowest_score")),
    )

    def hand_size(self, n: int) -> int:
        return 5 if n == 4 else 6

    def target(self, n: int) -> int:
        return self.options["target"] or (20 if n == 4 else 25)

    def first_leader(self, st: Position[Any], lot: Callable[[], random.Random]) -> int:
        """The first leader is chosen by lot."""
        return lot().randrange(st.n)

    def lead_tiles(self, st: Position[Any], p: int) -> list[int]:
        """Any tile leads."""
        return list(st.hands[p])

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        super().__init__(options)
        self.fewer_arms = bool(self.options["score_with_fewer_arms"])

    def placement_points(self, st: Position[Any], n: int) -> int:
        table = st.table
        points = FIRST_DOUBLE_POINTS if table.centre == n else 0
        if len(table.arms) == 4 or self.fewer_arms:
            total = self.end_total(st)
            if fives(total):
                points += FIVES_POINTS
        return points

    def quiet_gain(self, st: Position[Any], action: int) -> int | None:
        """While a tile may be drawn, or the mover keeps a tile and somebody holds one that
        fits, the hand goes on (nobody goes out, S4 does not block): a tile that makes no
        centre scores the fives of the ends as they will be."""
        table = st.table
        if action < 0 or not table.placed:
            return None
        t = action >> TILE_SHIFT
        if DOUBLE[t] and not table.centre:
            return None  # the first double: the centre
        end = table.ends[action >> END_SHIFT & END_MASK]
        fit = self.fit
        outer = self.joins[t * 7 + end[VALUE]][1]
        fewer = self.fewer_arms
        counting = fewer or len(table.arms) + (end[BRANCH] and end[PLACED] == table.centre) == 4
        drawing = st.drawable() > 0
        if not counting and drawing:
            return 0  # nothing to count yet, and the hand goes on
        total, reach = after_laying(table, end, outer, fit, doubles_whole=False,
                                    centre_whole=fewer)
        if not drawing:
            hand = st.hands[st.turn]
            if len(hand) <= 1 or not (holds_another(hand, t, reach)
                                      or others_hold(st.hands, st.turn, reach)):
                return None  # he goes out, or S4 blocks the hand
        if not counting:
            return 0
        return FIVES_POINTS if fives(total) else 0

    def counted(self, st: Position[Any]) -> Counted | None:
        """The four free ends (doubles count once); 4 points for a positive multiple of 5. Before
        the centre has four arms nothing is counted (unless ``score_with_fewer_arms``)."""
        table = st.table
        fewer = self.fewer_arms
        if table.is_empty:
            return None
        if len(table.arms) < 4 and not fewer:
            return Counted((), 0, counting=False, arms=len(table.arms), centre=table.centre)
        ends = counted_ends(table, doubles_whole=False, centre_whole=fewer)
        total = sum(c.value for c in ends)
        return Counted(ends, FIVES_POINTS if fives(total) else 0)

    def end_total(self, st: Position[Any]) -> int:
        """The sum of the free ends (the four arms; with the option, whatever is counted)."""
        return end_sum(st.table, doubles_whole=False, centre_whole=self.fewer_arms)

    def went_out(self, st: Position[Any]) -> int | None:
        """The hand ends when a player has no tiles and the reserve is empty."""
        return None if st.drawable() > 0 else st.hands.index(())

    def block_winner(self, st: Position[Any]) -> int | None:
        if self.options["block_point_to"] == "lowest_score":
            values = list(st.scores)
        else:
            values = st.pips()
        fewest = min(values)
        return values.index(fewest) if values.count(fewest) == 1 else None

    def hand_points(self, st: Position[Any], reason: str, winner: int | None,
                    pips: tuple[int, ...]) -> tuple[int, ...]:
        points = [0] * st.n
        if winner is not None:
            points[winner] = GOING_OUT_POINTS if reason == "domino" else BLOCK_POINTS
        return tuple(points)
