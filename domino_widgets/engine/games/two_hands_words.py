"""Cross in two hands in words: why a move is refused (``why_not``, ``why_not_turn``), why a
record's move leaves the turn unfinished (``why_unfinished``), and the names of the hands in
both languages (``hand_name``, ``of_hand``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import DRAW, END_TURN, LEAD, end_of, tile_of
from ..explain import either, not_held
from ..i18n import _, ngettext, pgettext
from ..tiles import SET_SIZE, TILES, Tile
from ..words import agreeing
from .base import Rules
from .two_hands_look import LEFT, RIGHT, Look
from .two_hands_plan import hand_of, held_hands, plan, turn_so_far

if TYPE_CHECKING:
    from ..position import Position


def why_not(rules: Rules, st: Position[Rules], action: int) -> str | None:
    p = st.turn
    t = tile_of(action)
    if t not in st.hands[p]:
        return None
    h = hand_of(rules, st, p, t)
    tile, hand = TILES[t], hand_name(h)
    planned = plan(rules, st, p)
    if planned.special == DRAW:
        drawer = hand_name(planned.draw_hand or 0)
        if not st.turn_plays:
            return _("the {hand} hand cannot play in any order of this turn: it draws from "
                     "the boneyard first").format(hand=drawer)
        return _("the {hand} hand has no tile to play: it draws from the boneyard first"
                 ).format(hand=drawer)
    used, going_on = turn_so_far(rules, st, p)
    if h in used and (h != used[-1] or not going_on):
        return _("the {hand} hand has played its part of this turn").format(hand=hand)
    if h in used and not tile.is_double and not rules.options["double_then_any"]:
        return _("after a double the {hand} hand may add only doubles").format(hand=hand)
    look = Look(rules, st, p)
    raw = look.placements(held_hands(rules, st, p)[h])
    if action in raw or end_of(action) == LEAD:
        # TRANSLATORS: hand and other: left, right (Russian: «левой», «правой»)
        return _("{tile} from the {hand} hand would leave the {other} hand no tile to play: "
                 "a turn uses both hands ({moves})").format(
            tile=tile, hand=of_hand(h), other=of_hand(1 - h),
            moves=moves_text(st, planned.placements))
    return None


def why_unfinished(rules: Rules, st: Position[Rules], drawn: list[Tile]) -> str:
    """The hand that could still play, with a placement it could make: ``B's right hand can
    still play (5:6 on 6:6): a move is the whole turn`` (``drew 2:0 and can still play``
    after the draws ``drawn``)."""
    p = st.turn
    planned = plan(rules, st, p)
    if planned.waiting is None:  # pragma: no cover - a turn that may not end has a hand waiting
        return Rules.why_unfinished(rules, st, drawn)
    words = {"name": st.players[p], "hand": hand_name(planned.waiting),
             "tiles": ", ".join(str(t) for t in drawn), "other": of_hand(1 - planned.waiting)}
    mine = [a for a in planned.placements if hand_of(rules, st, p, tile_of(a)) == planned.waiting]
    if mine:
        words["placement"] = placement_text(st, mine[0])
        if drawn:
            return _("{name}'s {hand} hand drew {tiles} and can still play ({placement}): "
                     "a move is the whole turn").format(**words)
        return _("{name}'s {hand} hand can still play ({placement}): a move is the whole "
                 "turn").format(**words)
    words["placement"] = placement_text(st, planned.placements[0])
    if drawn:
        return _("{name}'s {hand} hand drew {tiles} and can still play after {placement} "
                 "from the {other} hand: a move is the whole turn").format(**words)
    return _("{name}'s {hand} hand can still play after {placement} from the {other} hand: "
             "a move is the whole turn").format(**words)


def why_not_turn(rules: Rules, st: Position[Rules], action: int) -> str | None:
    if action not in (END_TURN, DRAW) or not st.turn_plays or st.hand_over is not None:
        return None
    planned = plan(rules, st, st.turn)
    if action in planned.placements or action == planned.special:
        return None
    if planned.special == DRAW:
        # TRANSLATORS: hand: left, right (Russian: «левой», «правой»)
        return _("the {hand} hand has no tile to play: it must draw from the boneyard"
                 ).format(hand=of_hand(planned.draw_hand or 0))
    if planned.waiting is not None:
        hand = hand_name(planned.waiting)
        mine = [a for a in planned.placements
                if hand_of(rules, st, st.turn, tile_of(a)) == planned.waiting]
        if mine:
            return _("the {hand} hand can still play {tiles}: a turn uses both hands"
                     ).format(hand=hand, tiles=tiles_text(mine))
        return _("the {hand} hand can still play after another tile of the {other} hand: a "
                 "turn uses both hands").format(hand=hand, other=of_hand(1 - planned.waiting))
    return _("both hands have played: play on with a double or end the turn")


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
    by_hand = {h: [a for a in actions if hand_of(st.rules, st, st.turn, tile_of(a)) == h]
               for h in (LEFT, RIGHT)}
    parts = [_("{tiles} from the {hand}").format(tiles=tiles_text(v), hand=of_hand(h))
             for h, v in by_hand.items() if v]
    return _("play {choices}").format(choices=either(parts)) if parts else _("no tile fits")
