"""Cross in two hands' split: the size and names of the hands, when they may be split
(``splits_now``), a player by seat or name, and the two copies of a tile told apart as a
record reads them (``canonical``). ``CrossTwoHands.split_action``, ``split_refusal`` and
``take_split`` make a split of them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...errors import SplitError
from ...i18n import _
from ...quoting import quoted
from ...tiles import SET_SIZE
from ..hand_data import Deal

if TYPE_CHECKING:
    from ...position import Position

HAND_NAMES = ("left", "right")
HAND_SIZE = 7  # tiles in each hand


def splits_now(st: Position[Any]) -> bool:
    """Whether the hands may be split: before the first move of a hand."""
    return (st.hand_over is None and st.table.is_empty and st.bone_pos == 0
            and st.turn_count == st.hand_turn0)


def canonical(deal: Deal) -> Deal:
    """The deal with the two copies of a tile told apart by first appearance (hands in seat
    order, left before right, then the boneyard): copy one first, as a record reads them, so a
    game and its record hold the same tile ids."""
    seen = [0] * SET_SIZE

    def relabel(tiles: tuple[int, ...]) -> tuple[int, ...]:
        out = []
        for t in tiles:
            index = t % SET_SIZE
            out.append(index + SET_SIZE * seen[index])
            seen[index] += 1
        return tuple(out)

    hands = tuple(relabel(h) for h in deal.hands)
    aside = None if deal.aside is None else relabel((deal.aside,))[0]
    return Deal(hands, relabel(deal.boneyard), aside)  # relabelled in this order: as deals_of


def player_index(st: Position[Any], player: int | str) -> int:
    seat = st.seat_of(player)
    if seat is not None:
        return seat
    raise SplitError(_("unknown player {value}; players are {names}").format(
        value=quoted(player), names=", ".join(st.players)))
