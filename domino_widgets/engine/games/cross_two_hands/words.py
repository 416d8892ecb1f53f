"""Cross in two hands in words: the names of the hands in both languages (``hand_name``,
``of_hand``), tiles and placements as its refusals write them (``CrossTwoHands.why_not``,
``why_not_turn``, ``why_unfinished``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...actions import tile_of
from ...explain import either, not_held
from ...i18n import _, ngettext, pgettext
from ...tiles import SET_SIZE, TILES
from ...words import agreeing
from ..base import Rules
from .look import LEFT, RIGHT
from .plan import hand_holding

if TYPE_CHECKING:
    from ...position import Position


def held_only(st: Position[Rules], p: int, index: int) -> str:
    """Player ``p`` does not hold the tile of set index ``index``, or not as often as named."""
    name = st.players[p]
    held = sum(1 for t in st.hands[p] if t % SET_SIZE == index)
    if not held:
        return not_held(name, TILES[index])
    return agreeing(name, _("{name} holds {tile} only {times}"),
                    _("{name} hold {tile} only {times}")).format(
        name=name, tile=TILES[index], times=times_text(held))


def hand_name(h: int) -> str:
    """The name of hand ``h`` where it is the subject: "left" (Russian «левая»)."""
    # TRANSLATORS: a player's left or right hand, as the subject of a sentence
    return (pgettext("hand", "left"), pgettext("hand", "right"))[h]


def of_hand(h: int) -> str:
    """The name of hand ``h`` after "from", "in", "to": "left" (Russian «левой»)."""
    # TRANSLATORS: a player's left or right hand, after "from", "in", "to" (Russian «левой»)
    return (pgettext("from the hand", "left"), pgettext("from the hand", "right"))[h]


def times_text(n: int) -> str:
    return _("once") if n == 1 else ngettext("{n} time", "{n} times", n).format(n=n)


def tiles_text(actions: list[int]) -> str:
    names: list[str] = []
    for a in actions:
        name = str(TILES[tile_of(a)])
        if name not in names:
            names.append(name)
    return ", ".join(names)


def placement_text(st: Position[Rules], action: int) -> str:
    """``5:6 on 6:6``: a placement, the tile with its touching half first."""
    move = st.describe(action)
    if not move.on_tile:
        return str(move.played_as)
    return _("{tile} on {on}").format(tile=move.played_as, on=move.on_tile)


def moves_text(st: Position[Rules], actions: list[int]) -> str:
    """``3:5 from the left, 6:6 from the right``: the tiles that may be played instead."""
    by_hand = {h: [a for a in actions if hand_holding(st, st.turn, tile_of(a)) == h]
               for h in (LEFT, RIGHT)}
    parts = [_("{tiles} from the {hand}").format(tiles=tiles_text(v), hand=of_hand(h))
             for h, v in by_hand.items() if v]
    return _("play {choices}").format(choices=either(parts)) if parts else _("no tile fits")
