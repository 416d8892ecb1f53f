"""Cross in two hands' data: the players' two hands (``TwoHands``, the game data of a hand) and
a turn plan (``Plan``: what a player may do now, which ``CrossTwoHands.plan`` works out)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final, NamedTuple

from .look import LEFT, RIGHT, Split

if TYPE_CHECKING:
    from ...position import Position

MEMO_SIZE = 512  # positions whose plans a state remembers (then it forgets them all)


class TwoHands(NamedTuple):
    """The game data of a hand (``state.aux``): every player's left and right hands, and which
    hand laid each tile of the turn in progress (valid while ``state.turn_plays`` is not
    empty)."""

    hands: tuple[Split, ...]
    turn_hands: tuple[int, ...] = ()

    def with_hand(self, p: int, split: Split) -> TwoHands:
        """The same, with player ``p``'s hands replaced."""
        return self._replace(hands=self.hands[:p] + (split,) + self.hands[p + 1:])


class Plan(NamedTuple):
    """What player may do now: his legal placements and the one other action (END_TURN, DRAW,
    PASS or None); ``draw_hand`` is the hand a DRAW goes into, ``waiting`` the hand that has
    still to play in this turn (None when none has); ``actions`` all of them, in order."""

    placements: list[int]
    special: int | None
    draw_hand: int | None
    waiting: int | None
    actions: list[int]


# The fields of ``TwoHands`` and ``Plan.actions`` by position (read so on the hot paths)
HANDS: Final = 0
TURN_HANDS: Final = 1
ACTIONS: Final = 4


def hand_holding(st: Position[Any], p: int, t: int) -> int:
    """LEFT or RIGHT: the hand of player ``p`` that holds tile ``t``."""
    return LEFT if t in st.aux.hands[p][LEFT] else RIGHT


def plan_of(placements: list[int], special: int | None = None, draw_hand: int | None = None,
            waiting: int | None = None) -> Plan:
    actions = placements if special is None else placements + [special]
    return tuple.__new__(Plan, (placements, special, draw_hand, waiting, actions))


