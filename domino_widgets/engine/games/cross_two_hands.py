"""§2 Cross in two hands («Крест в две руки»).

Cross (§1) where every player holds 14 tiles split into a left and a right hand of 7. A turn
places tiles from both hands: each hand contributes one non-double or one or more doubles, in
the order the player chooses. A hand may skip only if it cannot place a tile in any order of
the turn; with a boneyard it draws instead, into that hand. The ends are counted after the
whole turn; the hand ends when a player has no tiles in both hands. Target 205.

The split is kept in ``state.aux`` (``TwoHands``); ``split(state, player, left)`` changes it
before the first move of a hand, by an action (``split_action``, ``split_refusal``,
``take_split``; ``hand.split_hands`` applies it). docs/rules.md ("Cross in two hands")
lists the decisions.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from operator import itemgetter
from typing import TYPE_CHECKING, Any, Final, NamedTuple, TypeVar

from ..actions import (
    DRAW,
    END_MASK,
    END_SHIFT,
    END_TURN,
    FLAG_MASK,
    LEAD,
    PASS,
    TILE_SHIFT,
    end_of,
    placement,
    split_action,
    split_of,
    tile_of,
)
from ..errors import IllegalMoveError, RecordError
from ..errors import SplitError as SplitError  # importable from here, as before
from ..explain import either, not_an_action, not_held, quoted
from ..i18n import N_, _, ngettext, pgettext
from ..table import BRANCH, PLACED, TILE, VALUE, EndRow, Table, new_tuple
from ..tiles import DOUBLE, HALF_A, HALF_B, PIPS, SET_SIZE, TILES, Tile, full_set, parse_tile
from ..words import agreeing
from .base import TMASK, Deal, holds_fit, lowest_double_lead, one_of_each, others_hold
from .cross import Cross

if TYPE_CHECKING:
    from ..state import State

LEFT, RIGHT = 0, 1
ONLY_LEFT, ONLY_RIGHT = (LEFT,), (RIGHT,)  # the hand that laid a tile (``TwoHands.turn_hands``)
_T = TypeVar("_T")
HAND_NAMES = ("left", "right")
HAND_SIZE = 7  # tiles in each hand
KIND_BIT = tuple(1 << t.index for t in TILES)  # a bit for each kind of tile (both copies alike)
# WAYS[t]: the ways a non-double joins an end, each (the half that touches, its bit, the bit of
# the half that is then open); none for a double (it leaves the value as it was).
WAYS = tuple(() if t.is_double else ((t.a, 1 << t.a, 1 << t.b), (t.b, 1 << t.b, 1 << t.a))
             for t in TILES)
MEMO_SIZE = 512  # positions whose plans a state remembers (then it forgets them all)
# ``_ends_info`` of the open ends by the values they show, in order (a pure function of them);
# forgotten all at once when it holds ENDS_INFO_SIZE sequences
ByValue = tuple[tuple[int, ...], ...]  # by value: the action codes of the ends showing it
EndsInfo = tuple[ByValue, int, int]
ENDS_INFO: dict[tuple[int, ...], EndsInfo] = {}
ENDS_INFO_SIZE = 20000
_value_of = itemgetter(VALUE)


Split = tuple[tuple[int, ...], tuple[int, ...]]  # a player's left and right hands (tile ids)


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


def _plan_of(placements: list[int], special: int | None = None, draw_hand: int | None = None,
             waiting: int | None = None) -> Plan:
    actions = placements if special is None else placements + [special]
    return tuple.__new__(Plan, (placements, special, draw_hand, waiting, actions))


class CrossTwoHands(Cross):
    name = "cross-two-hands"
    title = N_("Cross in two hands (Крест в две руки)")
    default_target = 205
    tiles_each = HAND_SIZE  # in each hand; a player holds two hands
    two_hands = True

    # -- the deal and the split -----------------------------------------------------------
    def copies(self, n: int) -> int:
        """One set for two players; three or four mix two sets (56 tiles)."""
        return 1 if n == 2 else 2

    def deal(self, n: int, rng: random.Random) -> Deal:
        """14 tiles each, the first 7 dealt are the left hand; three players leave 14 in the
        boneyard."""
        tiles = full_set(self.copies(n))
        rng.shuffle(tiles)
        size = 2 * HAND_SIZE
        hands = tuple(tuple(tiles[i * size:(i + 1) * size]) for i in range(n))
        return canonical(Deal(hands, tuple(tiles[n * size:])))

    def hand_limit(self, n: int) -> int:
        """Both hands of a player: 14 dealt, and every tile that may be drawn."""
        spare = SET_SIZE * self.copies(n) - n * 2 * HAND_SIZE - self.reserve()
        return 2 * HAND_SIZE + max(0, spare)

    def edited_aux(self, st: State, splits: dict[int, Split]) -> TwoHands:
        """The edited players' new left and right hands; the turn in progress as it was."""
        aux: TwoHands = st.aux
        for p, hands in splits.items():
            aux = aux.with_hand(p, hands)
        return aux

    def initial_aux(self, st: State) -> TwoHands:
        """As dealt: the first half of a player's tiles (7 of 14) is his left hand."""
        return TwoHands(tuple((h[:(len(h) + 1) // 2], h[(len(h) + 1) // 2:]) for h in st.hands))

    def record_hand(self, deal: Deal, p: int) -> dict[str, list[str]]:
        hand = [str(TILES[t]) for t in deal.hands[p]]
        return {"left": hand[:HAND_SIZE], "right": hand[HAND_SIZE:]}

    def deal_from_record(self, hands: dict[str, Any], players: list[str], deal: Deal) -> Deal:
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
                        name=name, hand=_hand(HAND_NAMES.index(side)), count=len(tiles[side]),
                        size=HAND_SIZE))
        return deal

    def split(self, st: State, player: int | str, left: Iterable[str | Tile]) -> None:
        """Set ``player``'s left hand (7 of his 14 tiles; the rest is the right hand) before
        the first move of the hand, by the action ``split_action`` makes. Raises
        ``SplitError`` and changes nothing on bad input."""
        st.apply(self.split_action(st, player, left))

    def split_action(self, st: State, player: int | str, left: Iterable[str | Tile]) -> int:
        """The action that makes ``left`` (7 tiles such as ``"3:5"``, of his 14) ``player``'s
        left hand; ``SplitError`` for a player, a time or tiles that cannot make one."""
        p = _player_index(st, player)
        name = st.players[p]
        if not self._splits_now(st):
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
                raise SplitError(_held_only(st, p, index))
            free.remove(copy)
            chosen.append(copy)
        return split_action(p, chosen)

    @staticmethod
    def _splits_now(st: State) -> bool:
        """Whether the hands may be split: before the first move of a hand."""
        return (st.hand_over is None and st.table.is_empty and st.bone_pos == 0
                and st.turn_count == st.hand_turn0)

    def split_refusal(self, st: State, action: int) -> str | None:
        """Why the split ``action`` is refused now (None: it is allowed): the player, the time,
        and 7 different tiles of his own."""
        p, chosen, whole = split_of(action, HAND_SIZE)
        if not whole:
            return not_an_action(action)
        if p >= st.n:
            return _("unknown player {value}; players are {names}").format(
                value=quoted(p), names=", ".join(st.players))
        if not self._splits_now(st):
            return _("the hands are split before the first move of a hand, not now")
        for k, t in enumerate(chosen):
            if t not in st.hands[p] or t in chosen[:k]:
                return _held_only(st, p, t % SET_SIZE)
        return None

    def take_split(self, st: State, action: int) -> None:
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
        st.aux = self.initial_aux(st)
        st.position_changed()

    def hands_of(self, st: State, p: int) -> Split:
        """Player ``p``'s left and right hands (tile ids, in the order he holds them)."""
        hands: Split = st.aux.hands[p]
        return hands

    def hand_of(self, st: State, p: int, t: int) -> int:
        """LEFT or RIGHT: the hand of player ``p`` that holds tile ``t``."""
        return LEFT if t in st.aux.hands[p][LEFT] else RIGHT

    # -- records ----------------------------------------------------------------------
    def record_extras(self, st: State, action: int) -> dict[str, Any]:
        if action < 0 or tile_of(action) not in st.hands[st.turn]:
            return {}
        return {"hand": HAND_NAMES[self.hand_of(st, st.turn, tile_of(action))]}

    def hand_filter(self, st: State, held: list[int], hand: object) -> list[int]:
        if hand not in HAND_NAMES:
            raise IllegalMoveError(_("hand must be 'left' or 'right', not {value}").format(
                value=quoted(hand)))
        h = HAND_NAMES.index(hand)
        inside = [t for t in held if self.hand_of(st, st.turn, t) == h]
        if not inside:
            raise IllegalMoveError(_("{tile} is in the {other} hand of {name}, not in the "
                                     "{hand}").format(tile=TILES[held[0]],
                                                      other=_of_hand(1 - h),
                                                      name=st.players[st.turn],
                                                      hand=_of_hand(h)))
        return inside

    # -- who leads ----------------------------------------------------------------------
    def lead_tiles(self, st: State, p: int) -> list[int]:
        """First hand: the lowest double (S7), either copy the leader holds; later: any."""
        if st.hand_no > 0:
            return list(st.hands[p])
        index = st.lowest_double()[1] % SET_SIZE
        own = [t for t in st.hands[p] if t % SET_SIZE == index]
        return own or [lowest_double_lead((st.hands[p],))[1]]

    # -- the turn -----------------------------------------------------------------------
    def placements(self, st: State, p: int) -> list[int]:
        return self.plan(st, p).placements

    def turn_actions(self, st: State, p: int) -> list[int]:
        return self.plan(st, p)[ACTIONS]

    def turn_continues(self, st: State) -> bool:
        """Whether the turn may run on after this placement: not once both hands have played
        and the last tile is no double (otherwise ``plan`` says whether an action is left)."""
        hands = st.aux[TURN_HANDS]
        return hands[-1] == hands[0] or DOUBLE[st.table.placed[-1][TILE]]

    def place(self, st: State, action: int) -> int:
        t, p = action >> TILE_SHIFT, st.turn
        aux = st.aux
        hands = aux[HANDS]
        left, right = hands[p]
        if t in left:
            k = left.index(t)
            split, h = (left[:k] + left[k + 1:], right), ONLY_LEFT
        else:
            k = right.index(t)
            split, h = (left, right[:k] + right[k + 1:]), ONLY_RIGHT
        splits = list(hands)  # (a list and back: half the cost of slices)
        splits[p] = split
        st.aux = new_tuple(TwoHands, (tuple(splits), aux[TURN_HANDS] + h if st.turn_plays else h))
        return Cross.place(self, st, action)

    def quiet_gain(self, st: State, action: int) -> int | None:
        """Cross's answer for a tile that ends the turn, from the hand that did not begin it:
        no double, or a double after which that hand holds no other that fits; None for the
        others (the turn may go on)."""
        aux = st.aux
        if action < 0 or not st.turn_plays:
            return None
        t = action >> TILE_SHIFT
        split = aux.hands[st.turn]
        first = aux.turn_hands[0]
        if t in split[first]:
            return None
        return self.turn_end_gain(st, action, split[1 - first])

    def take_drawn(self, st: State, p: int, t: int) -> None:
        """The drawn tile goes into the hand that must draw (``Plan.draw_hand``)."""
        h = self.plan(st, p).draw_hand
        st.hands[p] = st.hands[p] + (t,)
        left, right = st.aux.hands[p]
        st.aux = st.aux.with_hand(p, (left + (t,), right) if h == LEFT else (left, right + (t,)))

    def turn_so_far(self, st: State, p: int) -> tuple[tuple[int, ...], bool]:
        """The hands that have played in this turn, in order, and whether the last one may go
        on (it has laid only doubles)."""
        if p != st.turn or not st.turn_plays:
            return (), False
        hands = st.aux.turn_hands
        used = (hands[0],) if hands[-1] == hands[0] else (hands[0], hands[-1])
        return used, TILES[st.table.placed[-1][TILE]].is_double

    def plan(self, st: State, p: int) -> Plan:
        """The legal actions of player ``p`` now. Remembered in ``st.memo`` for every position
        planned (a search comes back to a position by undo and plans it again): a position is
        known by the very objects it is made of, which the memo holds (so no id is reused): it
        is found by the id of its game data and the player, and checked object by object.
        A state that has never taken an action back cannot come back to a position, so it
        plans without the memo (random play, a match played forward)."""
        if st.applied == len(st.history):
            return self._plan(st, p)
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
        plan = self._plan(st, p)
        if len(plans) >= MEMO_SIZE:
            plans.clear()
        plans[key] = (plan, aux, st.table.ends, st.turn_plays, st.hands[p], st.bone_pos,
                      st.boneyard, st.hand_no)
        return plan

    def _plan(self, st: State, p: int) -> Plan:
        """A turn must use both hands whenever some order of the turn lets both play; a hand
        that cannot play draws (if it can): at the start of the turn when no order lets it
        play, or when its moment comes."""
        hands = st.aux[HANDS][p]
        if p == st.turn and st.turn_plays:
            return self._plan_going_on(st, p, hands)
        table = st.table
        if not table.placed or table.candidates:  # a lead, or a tile may decide the centre
            raw, keep = _Look(self, st, p).openings(hands)
        else:
            known = st.memo.get("ends")  # (``_ends_info``, read here: usually S4's, just made)
            by_value, presence, single = known[1] if known is not None and \
                known[0] is table.ends else _ends_info(self, st)
            look = _Look(self, st, p) if self.options["double_then_any"] else None
            raw, keep = _openings(hands, table.ends, by_value, presence, single, look)
        if ((not raw[LEFT] and not keep[RIGHT]) or (not raw[RIGHT] and not keep[LEFT])) \
                and self.can_draw(st, p):
            for h in (LEFT, RIGHT):
                if not raw[h] and not keep[1 - h]:
                    return _plan_of([], DRAW, h, h)
        both = keep[LEFT] + keep[RIGHT]
        if both:
            return new_tuple(Plan, (both, None, None, None, both))
        if raw[LEFT] or raw[RIGHT]:
            return _plan_of(raw[LEFT] + raw[RIGHT])
        return _plan_of([], PASS)

    def _plan_going_on(self, st: State, p: int, hands: Split) -> Plan:
        """``_plan`` once the turn has begun (the table has tiles): the hand that played goes
        on with doubles, the other hand plays, or the turn ends."""
        turn_hands = st.aux[TURN_HANDS]
        last = turn_hands[-1]
        going_on = DOUBLE[st.table.placed[-1][TILE]]
        if last != turn_hands[0]:  # both hands have played
            if not going_on:
                return _plan_of([], END_TURN)
            by_value, presence, _single = _ends_info(self, st)
            return _plan_of(_fitting(hands[last], by_value, presence,
                                     not self.options["double_then_any"]), END_TURN)
        by_value, presence, _single = _ends_info(self, st)
        other = 1 - last
        now = _fitting(hands[other], by_value, presence)
        more: list[int] = []
        if going_on:
            more = _fitting(hands[last], by_value, presence, not self.options["double_then_any"])
        elif now:  # a non-double from the first hand: the other hand plays now (most turns)
            return new_tuple(Plan, (now, None, None, other, now))
        enabling = []
        if more:
            look = _Look(self, st, p)
            other_need = _need(hands[other])
            enabling = [a for a in more if look.keeps(a, hands[last], other_need)]
        if now:
            now += enabling
            return new_tuple(Plan, (now, None, None, other, now))
        if enabling:
            return _plan_of(enabling, None, None, other)
        if self.can_draw(st, p):
            return _plan_of([], DRAW, other, other)
        return _plan_of(more, END_TURN)

    # -- the end of a hand ------------------------------------------------------------------
    def blocked(self, st: State) -> bool:
        """S4 as the shared rule has it, without planning the next turn (a search tries many
        turns and takes them back): once a turn has ended on a table with tiles, a player can
        place exactly when a tile of his shows a value of an open end."""
        if not st.table.placed or self.asks_dead_table and self.dead_table(st):
            return super().blocked(st)
        presence = _ends_info(self, st)[1]
        hands = st.hands  # each player's left and right hands together
        p = st.turn
        if holds_fit(hands[p], presence):
            return False  # he places a tile (or, with a boneyard, may have to draw first)
        if st.drawable() > 0 and self.draw_policy != "none":
            return False
        return not others_hold(hands, p, presence)

    # -- refusals in words ----------------------------------------------------------------
    def why_not(self, st: State, action: int) -> str | None:
        p = st.turn
        t = tile_of(action)
        if t not in st.hands[p]:
            return None
        h = self.hand_of(st, p, t)
        tile, hand = TILES[t], _hand(h)
        plan = self.plan(st, p)
        if plan.special == DRAW:
            drawer = _hand(plan.draw_hand or 0)
            if not st.turn_plays:
                return _("the {hand} hand cannot play in any order of this turn: it draws from "
                         "the boneyard first").format(hand=drawer)
            return _("the {hand} hand has no tile to play: it draws from the boneyard first"
                     ).format(hand=drawer)
        used, going_on = self.turn_so_far(st, p)
        if h in used and (h != used[-1] or not going_on):
            return _("the {hand} hand has played its part of this turn").format(hand=hand)
        if h in used and not tile.is_double and not self.options["double_then_any"]:
            return _("after a double the {hand} hand may add only doubles").format(hand=hand)
        look = _Look(self, st, p)
        raw = look.placements(self.hands_of(st, p)[h])
        if action in raw or end_of(action) == LEAD:
            # TRANSLATORS: hand and other: left, right (Russian: «левой», «правой»)
            return _("{tile} from the {hand} hand would leave the {other} hand no tile to play: "
                     "a turn uses both hands ({moves})").format(
                tile=tile, hand=_of_hand(h), other=_of_hand(1 - h),
                moves=_moves_text(st, plan.placements))
        return None

    def why_unfinished(self, st: State, drawn: list[Tile]) -> str:
        """The hand that could still play, with a placement it could make: ``B's right hand can
        still play (5:6 on 6:6): a move is the whole turn`` (``drew 2:0 and can still play``
        after the draws ``drawn``)."""
        p = st.turn
        plan = self.plan(st, p)
        if plan.waiting is None:  # pragma: no cover - a turn that may not end has a hand waiting
            return super().why_unfinished(st, drawn)
        words = {"name": st.players[p], "hand": _hand(plan.waiting),
                 "tiles": ", ".join(str(t) for t in drawn), "other": _of_hand(1 - plan.waiting)}
        mine = [a for a in plan.placements if self.hand_of(st, p, tile_of(a)) == plan.waiting]
        if mine:
            words["placement"] = _placement_text(st, mine[0])
            if drawn:
                return _("{name}'s {hand} hand drew {tiles} and can still play ({placement}): "
                         "a move is the whole turn").format(**words)
            return _("{name}'s {hand} hand can still play ({placement}): a move is the whole "
                     "turn").format(**words)
        words["placement"] = _placement_text(st, plan.placements[0])
        if drawn:
            return _("{name}'s {hand} hand drew {tiles} and can still play after {placement} "
                     "from the {other} hand: a move is the whole turn").format(**words)
        return _("{name}'s {hand} hand can still play after {placement} from the {other} hand: "
                 "a move is the whole turn").format(**words)

    def why_not_turn(self, st: State, action: int) -> str | None:
        if action not in (END_TURN, DRAW) or not st.turn_plays or st.hand_over is not None:
            return None
        plan = self.plan(st, st.turn)
        if action in plan.placements or action == plan.special:
            return None
        if plan.special == DRAW:
            # TRANSLATORS: hand: left, right (Russian: «левой», «правой»)
            return _("the {hand} hand has no tile to play: it must draw from the boneyard"
                     ).format(hand=_of_hand(plan.draw_hand or 0))
        if plan.waiting is not None:
            hand = _hand(plan.waiting)
            mine = [a for a in plan.placements
                    if self.hand_of(st, st.turn, tile_of(a)) == plan.waiting]
            if mine:
                return _("the {hand} hand can still play {tiles}: a turn uses both hands"
                         ).format(hand=hand, tiles=_tiles_text(mine))
            return _("the {hand} hand can still play after another tile of the {other} hand: a "
                     "turn uses both hands").format(hand=hand, other=_of_hand(1 - plan.waiting))
        return _("both hands have played: play on with a double or end the turn")


class _Look:
    """Looks one tile ahead on the table: which tiles fit, and whether a hand can still play
    after a given placement. Exact and cheap: from the values of the open ends, except where a
    tile decides between two candidate centres (then the tile is laid and taken back)."""

    __slots__ = ("rules", "st", "p", "by_value", "presence", "single")

    def __init__(self, rules: CrossTwoHands, st: State, p: int) -> None:
        self.rules, self.st, self.p = rules, st, p
        self.by_value, self.presence, self.single = _ends_info(rules, st)

    def openings(self, hands: Split) -> tuple[tuple[list[int], list[int]],
                                               tuple[list[int], list[int]]]:
        """At the start of a turn: the placements of each hand, and those of them after which
        the other hand can still play in this turn (``placements`` and ``keeps`` at once)."""
        need = (_need(hands[LEFT]), _need(hands[RIGHT]))
        table = self.st.table
        if table.is_empty or table.candidates:  # a lead, or a tile may decide the centre
            if table.is_empty:  # (the tiles he may lead, asked once for both hands)
                leads = self.rules.lead_tiles(self.st, self.p)
                both = ([placement(t) for t in one_of_each(hands[LEFT]) if t in leads],
                        [placement(t) for t in one_of_each(hands[RIGHT]) if t in leads])
            else:
                both = (self.placements(hands[LEFT]), self.placements(hands[RIGHT]))
            return both, ([a for a in both[LEFT] if self.keeps(a, hands[LEFT], need[RIGHT])],
                          [a for a in both[RIGHT] if self.keeps(a, hands[RIGHT], need[LEFT])])
        return _openings(hands, table.ends, self.by_value, self.presence, self.single,
                         self if self.rules.options["double_then_any"] else None)

    def placements(self, tiles: tuple[int, ...], doubles_only: bool = False) -> list[int]:
        """The placements of these tiles (one copy of each kind) on the open ends."""
        st = self.st
        if st.table.is_empty:
            leads = self.rules.lead_tiles(st, self.p)
            return [placement(t) for t in one_of_each(tiles) if t in leads]
        return _fitting(tiles, self.by_value, self.presence, doubles_only)

    def keeps(self, action: int, own: tuple[int, ...], need: int) -> bool:
        """Whether, after ``action`` from the hand ``own``, the other hand (whose tiles show the
        values ``need``) can still play in this turn: at once, or with ``double_then_any``
        after more tiles of ``own``."""
        if self.after(action) & need:
            return True
        t = action >> TILE_SHIFT
        if self.rules.options["double_then_any"] and TILES[t].is_double:
            rest = tuple(x for x in own if x != t)
            return self._later(action, rest, need, 2)
        return False

    def after(self, action: int) -> int:
        """The values of the open ends (a bit each) once ``action`` is laid."""
        t, i = action >> TILE_SHIFT, action >> END_SHIFT & END_MASK
        tile = TILES[t]
        if i == LEAD:
            return (1 << tile.a) | (1 << tile.b)
        table = self.st.table
        end = table.ends[i]
        if table.candidates and end[BRANCH] and end[PLACED] in table.candidates:
            return self._laid(action, lambda: _presence(table))
        if tile.is_double:  # a double leaves its value open (a new centre opens more of it)
            return self.presence
        v = end[VALUE]
        return self.presence & ~(self.single & 1 << v) | 1 << tile.other(v)

    def _later(self, action: int, own: tuple[int, ...], need: int, depth: int) -> bool:
        """``double_then_any``: after the double ``action``, can more tiles of the same hand
        (doubles, then one non-double) open a value the other hand needs? Searched to
        ``depth`` more doubles."""
        def search() -> bool:
            look = _Look(self.rules, self.st, self.p)
            for a in look.placements(own):
                if look.after(a) & need:
                    if not TILES[tile_of(a)].is_double:
                        return True
                elif depth and TILES[tile_of(a)].is_double:
                    rest = tuple(t for t in own if t != tile_of(a))
                    if look._later(a, rest, need, depth - 1):
                        return True
            return False

        return self._laid(action, search)

    def _laid(self, action: int, probe: Callable[[], _T]) -> _T:
        """``probe()`` with ``action`` laid on the table for a moment (then taken back)."""
        st, rules = self.st, self.rules
        table = st.table
        snap, plays = table.snapshot(), st.turn_plays
        t, i, flags = action >> TILE_SHIFT, action >> END_SHIFT & END_MASK, action & FLAG_MASK
        try:
            if i == LEAD:
                rules.lay_lead(table, t, st.turn)
            else:
                rules.lay_on(st, table, t, table.ends[i], flags)
            st.turn_plays = plays + (len(table.placed),)
            return probe()
        finally:
            st.turn_plays = plays
            table.restore(snap)


def _openings(hands: Split, ends: tuple[EndRow, ...], by_value: ByValue, presence: int,
              single: int, look: _Look | None) -> tuple[tuple[list[int], list[int]],
                                           tuple[list[int], list[int]]]:
    """``_Look.openings`` on a table with tiles and no candidate centres, from the open ends'
    ``_ends_info``; ``look`` answers ``keeps`` for a double with ``double_then_any`` (else
    None). Each hand's placements are listed by ``_fitting``, and the values its tiles answer
    by ``_need``; where the other hand answers two values shown now, a placement closes at
    most one of them, so every placement keeps the other hand playing (most turns): only the
    others look placement by placement (``_kept``)."""
    left = _fitting(hands[LEFT], by_value, presence)
    right = _fitting(hands[RIGHT], by_value, presence)
    needs = (_need(hands[LEFT]), _need(hands[RIGHT]))
    answered = presence & needs[RIGHT]  # the values shown now that the right hand answers
    keep_left = left if answered & (answered - 1) else \
        _kept(left, ends, needs[RIGHT], presence, single, hands[LEFT], look)
    answered = presence & needs[LEFT]
    keep_right = right if answered & (answered - 1) else \
        _kept(right, ends, needs[LEFT], presence, single, hands[RIGHT], look)
    return (left, right), (keep_left, keep_right)


def _kept(raw: list[int], ends: tuple[EndRow, ...], wanted: int, presence: int, single: int,
          own: tuple[int, ...], look: _Look | None) -> list[int]:
    """The placements ``raw`` of the hand ``own`` after which the other hand, whose tiles
    answer the values ``wanted``, can still play in this turn, where it answers at most one
    value shown now. A double leaves the values as they were; a non-double on an end showing
    one half shows the other: that end's value may be gone, the other half's is new."""
    answered = presence & wanted
    if answered & ~single:  # the value it answers is shown twice: no tile closes both
        return raw
    kept: list[int] = []
    if answered:
        for a in raw:
            t = a >> TILE_SHIFT
            if DOUBLE[t]:
                kept.append(a)
                continue
            shown = ends[a >> END_SHIFT & END_MASK][VALUE]
            if 1 << shown != answered or 1 << PIPS[t] - shown & wanted:
                kept.append(a)
        return kept
    for a in raw:  # nothing shown now is answered: only a new value keeps it playing
        t = a >> TILE_SHIFT
        if DOUBLE[t]:
            if look is not None and look.keeps(a, own, wanted):
                kept.append(a)
            continue
        if 1 << PIPS[t] - ends[a >> END_SHIFT & END_MASK][VALUE] & wanted:
            kept.append(a)
    return kept


def _fitting(tiles: tuple[int, ...], by_value: ByValue, presence: int,
             doubles_only: bool = False) -> list[int]:
    """The placements of these tiles (one copy of each kind) on a table with tiles, from the
    open ends' ``_ends_info``: each tile on the ends showing its first half, then its second."""
    out: list[int] = []
    seen = 0
    for t in tiles:
        if not TMASK[t] & presence:
            continue
        bit = KIND_BIT[t]
        if seen & bit:
            continue
        double = DOUBLE[t]
        if doubles_only and not double:
            continue
        seen |= bit
        base = t << TILE_SHIFT
        for code in by_value[HALF_A[t]]:
            out.append(base | code)
        if not double:
            for code in by_value[HALF_B[t]]:
                out.append(base | code)
    return out


def _ends_info(rules: CrossTwoHands, st: State) -> EndsInfo:
    """The open ends as a turn plan reads them, remembered for the last table asked (in
    ``st.memo``): for each value the action codes of the ends that show it, the values shown
    (a bit each) and the values shown by one end only. They depend only on the values the ends
    show, in order, and a table of Cross shows few sequences of them (four ends once the
    centre stands: 2,401), so they are made once for each sequence (``ENDS_INFO``)."""
    ends = st.table.ends
    memo = st.memo
    known = memo.get("ends")
    if known is not None and known[0] is ends:
        remembered: EndsInfo = known[1]
        return remembered
    if rules.filters_ends or rules.sides_first:  # only the ends the game opens take a tile
        info = _info_of(ends, rules.open_ends(st))
    else:
        values = tuple(map(_value_of, ends))
        info = ENDS_INFO.get(values)  # type: ignore[assignment]
        if info is None:
            if len(ENDS_INFO) >= ENDS_INFO_SIZE:
                ENDS_INFO.clear()
            info = ENDS_INFO[values] = _info_of(ends, enumerate(ends))
    memo["ends"] = (ends, info)
    return info


def _info_of(ends: tuple[EndRow, ...], open_ends: Iterable[tuple[int, EndRow]]) -> EndsInfo:
    """``_ends_info`` made: the ends ``open_ends`` (their indexes and the ends) take a tile."""
    presence = single = 0
    for e in ends:
        bit = 1 << e[VALUE]
        single = single & ~bit if presence & bit else single | bit
        presence |= bit
    by_value: list[list[int]] = [[], [], [], [], [], [], []]
    for i, e in open_ends:
        by_value[e[VALUE]].append(i << END_SHIFT)
    return tuple(tuple(codes) for codes in by_value), presence, single


def _need(tiles: tuple[int, ...]) -> int:
    """The values (a bit each) that some tile of ``tiles`` can answer."""
    mask = 0
    for t in tiles:
        mask |= TMASK[t]
    return mask


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


def _presence(table: Table) -> int:
    mask = 0
    for e in table.ends:
        mask |= 1 << e[VALUE]
    return mask


def _player_index(st: State, player: int | str) -> int:
    seat = st.seat_of(player)
    if seat is not None:
        return seat
    raise SplitError(_("unknown player {value}; players are {names}").format(
        value=quoted(player), names=", ".join(st.players)))


def _held_only(st: State, p: int, index: int) -> str:
    """Player ``p`` does not hold the tile of set index ``index``, or not as often as named."""
    name = st.players[p]
    held = sum(1 for t in st.hands[p] if t % SET_SIZE == index)
    if not held:
        return not_held(name, TILES[index])
    return agreeing(name, _("{name} holds {tile} only {times}"),
                    _("{name} hold {tile} only {times}")).format(
        name=name, tile=TILES[index], times=_times(held))


def _hand(h: int) -> str:
    """The name of hand ``h`` where it is the subject: "left" (Russian «левая»)."""
    # TRANSLATORS: a player's left or right hand, as the subject of a sentence
    return (pgettext("hand", "left"), pgettext("hand", "right"))[h]


def _of_hand(h: int) -> str:
    """The name of hand ``h`` after "from", "in", "to": "left" (Russian «левой»)."""
    # TRANSLATORS: a player's left or right hand, after "from", "in", "to" (Russian «левой»)
    return (pgettext("from the hand", "left"), pgettext("from the hand", "right"))[h]


def _times(n: int) -> str:
    return _("once") if n == 1 else ngettext("{n} time", "{n} times", n).format(n=n)


def _tiles_text(actions: list[int]) -> str:
    names: list[str] = []
    for a in actions:
        name = str(TILES[tile_of(a)])
        if name not in names:
            names.append(name)
    return ", ".join(names)


def _placement_text(st: State, action: int) -> str:
    """``5:6 on 6:6``: a placement, the tile with its touching half first."""
    move = st.describe(action)
    if not move.on_tile:
        return str(move.played_as)
    return _("{tile} on {on}").format(tile=move.played_as, on=move.on_tile)


def _moves_text(st: State, actions: list[int]) -> str:
    """``3:5 from the left, 6:6 from the right``: the tiles that may be played instead."""
    rules = st.rules
    assert isinstance(rules, CrossTwoHands)
    by_hand = {h: [a for a in actions if rules.hand_of(st, st.turn, tile_of(a)) == h]
               for h in (LEFT, RIGHT)}
    parts = [_("{tiles} from the {hand}").format(tiles=_tiles_text(v), hand=_of_hand(h))
             for h, v in by_hand.items() if v]
    return _("play {choices}").format(choices=either(parts)) if parts else _("no tile fits")


def split(state: State, player: int | str, left: Iterable[str | Tile]) -> None:
    """Split ``player``'s 14 tiles: ``left`` (7 tiles, e.g. ``["3:5", "6:6", ...]``) is his
    left hand, the rest his right hand. Only before the first move of a hand; an action
    (``CrossTwoHands.split_action``) applied by ``state.apply``, so ``undo`` takes it back."""
    rules = state.rules
    if not isinstance(rules, CrossTwoHands):
        raise SplitError(_("{game} has no left and right hands to split").format(
            game=rules.name))
    rules.split(state, player, left)


def hands_of(state: State, player: int) -> tuple[list[Tile], list[Tile]]:
    """``player``'s left and right hands, as tiles."""
    rules = state.rules
    if not isinstance(rules, CrossTwoHands):
        raise SplitError(_("{game} has no left and right hands").format(game=rules.name))
    left, right = rules.hands_of(state, player)
    return [TILES[t] for t in left], [TILES[t] for t in right]


def two_hands_of(state: State) -> CrossTwoHands:
    """The rules of ``state``, a game of left and right hands (``SplitError`` for another)."""
    rules = state.rules
    if not isinstance(rules, CrossTwoHands):
        raise SplitError(_("{game} has no left and right hands").format(game=rules.name))
    return rules
