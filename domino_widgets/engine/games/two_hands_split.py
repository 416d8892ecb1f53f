"""Cross in two hands' deal and split: a player's 14 tiles into a left and a right hand of 7
(``split_action_of``, checked by ``split_refusal`` and made by ``take_split``), a record's split
hands (``deal_from_record``), and the two copies of a tile told apart as a record reads them
(``canonical``)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ..actions import split_action, split_of
from ..errors import RecordError, SplitError
from ..explain import not_an_action, quoted
from ..i18n import _
from ..tiles import SET_SIZE, Tile, parse_tile
from .base import Rules
from .hand_data import Deal
from .two_hands_words import hand_name, held_only

if TYPE_CHECKING:
    from ..position import Position

HAND_NAMES = ("left", "right")
HAND_SIZE = 7  # tiles in each hand


def deal_from_record(rules: Rules, hands: dict[str, Any], players: list[str], deal: Deal) -> Deal:
    """The record's ``{"left": [...], "right": [...]}``: the deal lists left then right."""
    for name in players:
        tiles = hands[name]
        if not isinstance(tiles, dict):
            raise RecordError(_('the hand of {name} must be split: {{"left": [7 tiles], '
                                '"right": [7 tiles]}}').format(name=name))
        for side in HAND_NAMES:
            if len(tiles[side]) != HAND_SIZE:
                raise RecordError(_("{name}'s {hand} hand holds {count} tiles; each hand "
                                    "holds {size}").format(
                    name=name, hand=hand_name(HAND_NAMES.index(side)), count=len(tiles[side]),
                    size=HAND_SIZE))
    return deal


def split_action_of(rules: Rules, st: Position[Any], player: int | str,
                    left: Iterable[str | Tile]) -> int:
    """The action that makes ``left`` (7 tiles such as ``"3:5"``, of his 14) ``player``'s
    left hand; ``SplitError`` for a player, a time or tiles that cannot make one."""
    p = player_index(st, player)
    name = st.players[p]
    if not splits_now(st):
        raise SplitError(_("the hands are split before the first move of a hand, not now"))
    if isinstance(left, str):
        raise SplitError(_("the left hand is a list of 7 tiles such as ['3:5', '6:6', ...]"))
    try:
        wanted = [parse_tile(t).index for t in left]
    except TypeError:
        raise SplitError(_("the left hand is a list of tiles such as '3:5'")) from None
    if len(wanted) != HAND_SIZE:
        raise SplitError(_("a hand holds {size} tiles: {count} given for {name}'s left hand")
                         .format(size=HAND_SIZE, count=len(wanted), name=name))
    free = list(st.hands[p])
    chosen = []
    for index in wanted:
        copy = next((t for t in free if t % SET_SIZE == index), None)
        if copy is None:
            raise SplitError(held_only(st, p, index))
        free.remove(copy)
        chosen.append(copy)
    return split_action(p, chosen)


def splits_now(st: Position[Any]) -> bool:
    """Whether the hands may be split: before the first move of a hand."""
    return (st.hand_over is None and st.table.is_empty and st.bone_pos == 0
            and st.turn_count == st.hand_turn0)


def split_refusal(rules: Rules, st: Position[Any], action: int) -> str | None:
    """Why the split ``action`` is refused now (None: it is allowed): the player, the time,
    and 7 different tiles of his own."""
    p, chosen, whole = split_of(action, HAND_SIZE)
    if not whole:
        return not_an_action(action)
    if p >= st.n:
        return _("unknown player {value}; players are {names}").format(
            value=quoted(p), names=", ".join(st.players))
    if not splits_now(st):
        return _("the hands are split before the first move of a hand, not now")
    for k, t in enumerate(chosen):
        if t not in st.hands[p] or t in chosen[:k]:
            return held_only(st, p, t % SET_SIZE)
    return None


def take_split(rules: Rules, st: Position[Any], action: int) -> None:
    """Make the split ``action`` (allowed by ``split_refusal``): the hand's deal lists the
    left hand first, and the tiles are told apart again as a record reads them."""
    p, chosen, _whole = split_of(action, HAND_SIZE)
    free = [t for t in st.hands[p] if t not in chosen]
    dealt = st.dealt[st.hand_no]
    hands = dealt.hands[:p] + (chosen + tuple(free),) + dealt.hands[p + 1:]
    deal = canonical(Deal(hands, dealt.boneyard, dealt.aside))
    st.dealt[st.hand_no] = deal
    st.hands = [tuple(h) for h in deal.hands]
    st.boneyard = deal.boneyard
    st.aux = rules.initial_aux(st)
    st.position_changed()


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
