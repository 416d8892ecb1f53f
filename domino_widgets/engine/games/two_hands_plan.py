"""Cross in two hands' turn plan: what a player may do now (``Plan``), from his two hands
(``TwoHands``, the game data of a hand) and a look one tile ahead (``two_hands_look``). A turn
must use both hands whenever some order of the turn lets both play."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final, NamedTuple

from ..actions import DRAW, END_TURN, PASS
from ..table import TILE, new_tuple
from ..tiles import DOUBLE, TILES
from .base import Rules
from .two_hands_look import (
    LEFT,
    RIGHT,
    Look,
    Split,
    ends_info,
    fitting,
    openings_on_ends,
    values_needed,
)

if TYPE_CHECKING:
    from ..position import Position

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


def plan_of(placements: list[int], special: int | None = None, draw_hand: int | None = None,
            waiting: int | None = None) -> Plan:
    actions = placements if special is None else placements + [special]
    return tuple.__new__(Plan, (placements, special, draw_hand, waiting, actions))


def held_hands(rules: Rules, st: Position[Any], p: int) -> Split:
    """Player ``p``'s left and right hands (tile ids, in the order he holds them)."""
    hands: Split = st.aux.hands[p]
    return hands


def hand_of(rules: Rules, st: Position[Any], p: int, t: int) -> int:
    """LEFT or RIGHT: the hand of player ``p`` that holds tile ``t``."""
    return LEFT if t in st.aux.hands[p][LEFT] else RIGHT


def turn_so_far(rules: Rules, st: Position[Any], p: int) -> tuple[tuple[int, ...], bool]:
    """The hands that have played in this turn, in order, and whether the last one may go
    on (it has laid only doubles)."""
    if p != st.turn or not st.turn_plays:
        return (), False
    hands = st.aux.turn_hands
    used = (hands[0],) if hands[-1] == hands[0] else (hands[0], hands[-1])
    return used, TILES[st.table.placed[-1][TILE]].is_double


def plan(rules: Rules, st: Position[Any], p: int) -> Plan:
    """The legal actions of player ``p`` now. Remembered in ``st.memo`` for every position
    planned (a search comes back to a position by undo and plans it again): a position is
    known by the very objects it is made of, which the memo holds (so no id is reused): it
    is found by the id of its game data and the player, and checked object by object.
    A state that has never taken an action back cannot come back to a position, so it
    plans without the memo (random play, a match played forward)."""
    if st.applied == len(st.history):
        return fresh_plan(rules, st, p)
    aux = st.aux
    key = (id(aux), p, st.turn)
    plans = st.memo.get("plans")
    if plans is None:
        plans = st.memo["plans"] = {}
    else:
        known = plans.get(key)
        if known is not None and known[2] is st.table.ends and known[3] is st.turn_plays \
                and known[4] is st.hands[p] and known[5] == st.bone_pos \
                and known[6] is st.boneyard and known[7] == st.hand_no:
            remembered: Plan = known[0]
            return remembered
    made = fresh_plan(rules, st, p)
    if len(plans) >= MEMO_SIZE:
        plans.clear()
    plans[key] = (made, aux, st.table.ends, st.turn_plays, st.hands[p], st.bone_pos,
                  st.boneyard, st.hand_no)
    return made


def fresh_plan(rules: Rules, st: Position[Any], p: int) -> Plan:
    """A turn must use both hands whenever some order of the turn lets both play; a hand
    that cannot play draws (if it can): at the start of the turn when no order lets it
    play, or when its moment comes."""
    hands = st.aux[HANDS][p]
    if p == st.turn and st.turn_plays:
        return plan_going_on(rules, st, p, hands)
    table = st.table
    if not table.placed or table.candidates:  # a lead, or a tile may decide the centre
        raw, keep = Look(rules, st, p).openings(hands)
    else:
        known = st.memo.get("ends")  # (``ends_info``, read here: usually S4's, just made)
        by_value, presence, single = known[1] if known is not None and \
            known[0] is table.ends else ends_info(rules, st)
        look = Look(rules, st, p) if rules.options["double_then_any"] else None
        raw, keep = openings_on_ends(hands, table.ends, by_value, presence, single, look)
    if ((not raw[LEFT] and not keep[RIGHT]) or (not raw[RIGHT] and not keep[LEFT])) \
            and rules.can_draw(st, p):
        for h in (LEFT, RIGHT):
            if not raw[h] and not keep[1 - h]:
                return plan_of([], DRAW, h, h)
    both = keep[LEFT] + keep[RIGHT]
    if both:
        return new_tuple(Plan, (both, None, None, None, both))
    if raw[LEFT] or raw[RIGHT]:
        return plan_of(raw[LEFT] + raw[RIGHT])
    return plan_of([], PASS)


def plan_going_on(rules: Rules, st: Position[Any], p: int, hands: Split) -> Plan:
    """``fresh_plan`` once the turn has begun (the table has tiles): the hand that played goes
    on with doubles, the other hand plays, or the turn ends."""
    turn_hands = st.aux[TURN_HANDS]
    last = turn_hands[-1]
    going_on = DOUBLE[st.table.placed[-1][TILE]]
    if last != turn_hands[0]:  # both hands have played
        if not going_on:
            return plan_of([], END_TURN)
        by_value, presence, _single = ends_info(rules, st)
        return plan_of(fitting(hands[last], by_value, presence,
                               not rules.options["double_then_any"]), END_TURN)
    by_value, presence, _single = ends_info(rules, st)
    other = 1 - last
    now = fitting(hands[other], by_value, presence)
    more: list[int] = []
    if going_on:
        more = fitting(hands[last], by_value, presence, not rules.options["double_then_any"])
    elif now:  # a non-double from the first hand: the other hand plays now (most turns)
        return new_tuple(Plan, (now, None, None, other, now))
    enabling = []
    if more:
        look = Look(rules, st, p)
        other_need = values_needed(hands[other])
        enabling = [a for a in more if look.keeps(a, hands[last], other_need)]
    if now:
        now += enabling
        return new_tuple(Plan, (now, None, None, other, now))
    if enabling:
        return plan_of(enabling, None, None, other)
    if rules.can_draw(st, p):
        return plan_of([], DRAW, other, other)
    return plan_of(more, END_TURN)

