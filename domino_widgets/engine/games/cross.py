"""§1 Cross («Домино-крест»).

The first double on the table is the centre of a cross: up to four arms grow from it. A turn is
one non-double, or any number of doubles, each on an open end. After the whole turn, a counted
sum that is a positive multiple of 5 scores. At the end of a hand every player with tiles left
subtracts his pips rounded to 5. Target 105, judged after the penalties.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..actions import END_MASK, END_SHIFT, TILE_SHIFT
from ..i18n import N_
from ..options import Option
from ..table import (
    BRANCH,
    GROWS,
    OPPOSITE,
    PARENT,
    PLACED,
    SIDE,
    SLOT,
    TILE,
    VALUE,
    EndRow,
    Table,
    end_row,
    placed_row,
)
from ..tiles import DOUBLE, TILES
from .base import PERPENDICULAR, Rules
from .fits import holds_another, others_hold
from .scoring import (
    Counted,
    after_laying,
    counted_ends,
    end_sum,
    fives,
    round_to_five,
)

if TYPE_CHECKING:
    from ..position import Position


class Cross(Rules):
    name = "cross"
    title = N_("Cross (Домино-крест)")
    default_target = 105
    centre = "first_double"
    declared_options = (
        Option("reserve", 0, N_("boneyard tiles that may never be drawn"), kind=int),
        Option("double_then_any", False,
               N_("[reading] after one or more doubles, one non-double may end the same turn")),
    )

    def reserve(self) -> int:
        reserve: int = self.options["reserve"]  # an int: resolve checks it
        return reserve

    # -- a turn of doubles -------------------------------------------------------------
    def placements(self, st: Position[Any], p: int) -> list[int]:
        moves = super().placements(st, p)
        if not st.turn_plays:
            return moves
        # A turn goes on only with doubles (option: one non-double may close it).
        if self.options["double_then_any"]:
            return moves
        return [a for a in moves if TILES[a >> TILE_SHIFT].is_double]

    def turn_continues(self, st: Position[Any]) -> bool:
        """After a double the player may place more doubles; a non-double ends the turn."""
        return TILES[st.table.placed[-1][TILE]].is_double

    def turn_points(self, st: Position[Any]) -> int:
        """After the whole turn: the counted sum, if a positive multiple of 5."""
        total = self.end_total(st.table)
        return fives(total)

    def counted(self, st: Position[Any]) -> Counted | None:
        """The counted ends (a double at an end and the centre with at most one arm count both
        halves); their sum scores if it is a positive multiple of 5."""
        if st.table.is_empty:
            return None
        ends = counted_ends(st.table, doubles_whole=True, centre_whole=True)
        total = sum(c.value for c in ends)
        return Counted(ends, fives(total))

    @staticmethod
    def end_total(table: Table) -> int:
        return end_sum(table, doubles_whole=True, centre_whole=True)

    def quiet_gain(self, st: Position[Any], action: int) -> int | None:
        """A tile on an end that decides no candidate ends the turn if it is no double, or a
        double that makes no centre and no candidate, after which the mover holds no other
        double that fits (any tile, with ``double_then_any``); while he keeps a tile and
        somebody holds one that fits, or a tile may be drawn, the hand goes on: the turn
        scores the ends as they will be."""
        return self.turn_end_gain(st, action, st.hands[st.turn])

    def turn_end_gain(self, st: Position[Any], action: int,
                      going_on: tuple[int, ...]) -> int | None:
        """``quiet_gain`` where a double ends the turn unless ``going_on`` holds another tile
        that may follow it."""
        table = st.table
        hand = st.hands[st.turn]
        if action < 0 or len(hand) <= 1 or not table.placed:
            return None
        t = action >> TILE_SHIFT
        end = table.ends[action >> END_SHIFT & END_MASK]
        double = DOUBLE[t]
        if (end[BRANCH] and end[PLACED] in table.candidates) or (double and (
                not table.centre or self._second_first_double(st, table, t, end))):
            return None
        fit = self.fit
        outer = self.joins[t * 7 + end[VALUE]][1]
        total, reach = after_laying(table, end, outer, fit, doubles_whole=True, centre_whole=True)
        if double:
            if holds_another(going_on, t, reach,
                             doubles_only=not self.options["double_then_any"]):
                return None  # the turn may go on
            total += outer  # a double at an end counts both halves
        if not holds_another(hand, t, reach) and st.drawable() <= 0 \
                and not others_hold(st.hands, st.turn, reach):
            return None  # S4 blocks the hand
        return fives(total)

    # -- the centre and the two candidates -----------------------------------------------
    def lay_on(self, st: Position[Any], table: Table, t: int, end: EndRow, flags: int) -> None:
        if end[BRANCH]:
            if table.candidates and end[PLACED] in table.candidates:
                self._decide(table, end[PLACED])
        elif table.centre and DOUBLE[t] and self._second_first_double(st, table, t, end):
            self._make_candidates(st, table, t, end)
            return
        super().lay_on(st, table, t, end, flags)

    @staticmethod
    def _second_first_double(st: Position[Any], table: Table, t: int, end: EndRow) -> bool:
        """A double at the other line end in the turn that laid the first double: both are
        candidates."""
        c = table.centre
        return (TILES[t].is_double and c != 0 and c in st.turn_plays and not end[BRANCH]
                and len(table.arms) == 1 and table[c][PARENT] != 0
                and not any(p[PARENT] == c for p in table.placed))

    def _make_candidates(self, st: Position[Any], table: Table, t: int, end: EndRow) -> None:
        first = table.centre
        grows = table[first][GROWS]
        table.ends = tuple(end_row(*e[:BRANCH], False) if e[PLACED] == first and e[SIDE] == grows
                           else e for e in table.ends)
        table.centre = 0
        table.arms = frozenset()
        n = len(table.placed) + 1
        value = TILES[t].a
        side = end[SIDE]
        table.add(placed_row(n, t, st.turn, end[PLACED], side, value, value, True), end[SLOT],
                  [end_row(table.new_slot(), n, value, side)]
                  + [end_row(table.new_slot(), n, value, s, True) for s in PERPENDICULAR[side]])
        table.candidates = (first, n)

    @staticmethod
    def _decide(table: Table, chosen: int) -> None:
        """A tile on a candidate's third side makes it the centre; the other is ordinary."""
        other = next(c for c in table.candidates if c != chosen)
        keep = []
        for e in table.ends:
            if e[PLACED] == other and e[BRANCH]:
                continue
            if e[PLACED] == chosen and not e[BRANCH]:
                e = end_row(*e[:BRANCH], True)
            keep.append(e)
        table.ends = tuple(keep)
        table.candidates = ()
        table.centre = chosen
        placed = table[chosen]
        table.arms = frozenset({OPPOSITE[placed[GROWS]]} |
                               {p[GROWS] for p in table.placed if p[PARENT] == chosen})

    # -- the end of a hand ---------------------------------------------------------------
    def hand_points(self, st: Position[Any], reason: str, winner: int | None,
                    pips: tuple[int, ...]) -> tuple[int, ...]:
        """Every player with tiles left loses his pips rounded to 5; nothing extra for going
        out."""
        return tuple(-round_to_five(p) for p in pips)

    def block_winner(self, st: Position[Any]) -> int | None:
        return None
