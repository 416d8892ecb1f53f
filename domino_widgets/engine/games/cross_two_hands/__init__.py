"""§2 Cross in two hands («Крест в две руки»).

Cross (§1) where every player holds 14 tiles split into a left and a right hand of 7. A turn
places tiles from both hands: each hand contributes one non-double or one or more doubles, in
the order the player chooses. A hand may skip only if it cannot place a tile in any order of
the turn; with a boneyard it draws instead, into that hand. The ends are counted after the
whole turn; the hand ends when a player has no tiles in both hands. Target 205.

The split is kept in ``state.aux`` (``TwoHands``); ``split(state, player, left)`` changes it
before the first move of a hand, by an action (``split_action``, checked by
``split_refusal``, made by ``take_split`` when ``State.apply`` applies it). docs/rules.md
("Cross in two hands") lists the decisions.

The class is here, every method in its body: the deal and the split, the turn plan (``plan``:
what a player may do now), the refusals in words. What they share lives beside it in this
package: ``plan.py`` (the data, ``TwoHands`` and ``Plan``), ``look.py`` (the look one tile
ahead that the plan asks: which tiles fit, whether the other hand can still play),
``split.py`` (the hands' size and names, ``canonical``), ``words.py`` (the hands' names and
texts in both languages).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ...actions import (
    DRAW,
    END_TURN,
    LEAD,
    PASS,
    TILE_SHIFT,
    end_of,
    split_action,
    split_of,
    tile_of,
)
from ...errors import IllegalMoveError, RecordError, SplitError
from ...explain import not_an_action
from ...i18n import N_, _
from ...quoting import quoted
from ...table import TILE, new_tuple
from ...tiles import DOUBLE, SET_SIZE, TILES, Tile, full_set, parse_tile
from ..cross import Cross
from ..fits import holds_fit, others_hold
from ..hand_data import Deal
from ..leading import lowest_double_lead
from .look import LEFT, RIGHT, Look, Split, ends_info, fitting, openings_on_ends, values_needed
from .plan import ACTIONS, HANDS, MEMO_SIZE, TURN_HANDS, Plan, TwoHands, hand_holding, plan_of
from .split import HAND_NAMES, HAND_SIZE, canonical, player_index, splits_now
from .words import hand_name, held_only, moves_text, of_hand, placement_text, tiles_text

if TYPE_CHECKING:
    from ...position import Position
    from ..base import Rules

__all__ = ["LEFT", "RIGHT", "HAND_NAMES", "HAND_SIZE", "CrossTwoHands", "Plan", "Split",
           "SplitError", "TwoHands", "canonical", "hands_of", "split", "two_hands_of"]
ONLY_LEFT, ONLY_RIGHT = (LEFT,), (RIGHT,)  # the hand that laid a tile (``TwoHands.turn_hands``)


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

    def edited_aux(self, st: Position[Rules], splits: dict[int, Split]) -> TwoHands:
        """The edited players' new left and right hands; the turn in progress as it was."""
        aux: TwoHands = st.aux
        for p, hands in splits.items():
            aux = aux.with_hand(p, hands)
        return aux

    def initial_aux(self, st: Position[Rules]) -> TwoHands:
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
                        name=name, hand=hand_name(HAND_NAMES.index(side)), count=len(tiles[side]),
                        size=HAND_SIZE))
        return deal

    def split(self, st: Position[Rules], player: int | str, left: Iterable[str | Tile]) -> None:
        """Set ``player``'s left hand (7 of his 14 tiles; the rest is the right hand) before
        the first move of the hand, by the action ``split_action`` makes. Raises
        ``SplitError`` and changes nothing on bad input."""
        st.apply(self.split_action(st, player, left))

    def split_action(self, st: Position[Any], player: int | str,
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

    def split_refusal(self, st: Position[Any], action: int) -> str | None:
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

    def take_split(self, st: Position[Any], action: int) -> None:
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

    def hands_of(self, st: Position[Any], p: int) -> Split:
        """Player ``p``'s left and right hands (tile ids, in the order he holds them)."""
        hands: Split = st.aux.hands[p]
        return hands

    def hand_of(self, st: Position[Any], p: int, t: int) -> int:
        """LEFT or RIGHT: the hand of player ``p`` that holds tile ``t``."""
        return hand_holding(st, p, t)


    # -- records ----------------------------------------------------------------------
    def record_extras(self, st: Position[Rules], action: int) -> dict[str, Any]:
        if action < 0 or tile_of(action) not in st.hands[st.turn]:
            return {}
        return {"hand": HAND_NAMES[self.hand_of(st, st.turn, tile_of(action))]}

    def hand_filter(self, st: Position[Rules], held: list[int], hand: object) -> list[int]:
        if hand not in HAND_NAMES:
            raise IllegalMoveError(_("hand must be 'left' or 'right', not {value}").format(
                value=quoted(hand)))
        h = HAND_NAMES.index(hand)
        inside = [t for t in held if self.hand_of(st, st.turn, t) == h]
        if not inside:
            raise IllegalMoveError(_("{tile} is in the {other} hand of {name}, not in the "
                                     "{hand}").format(tile=TILES[held[0]],
                                                      other=of_hand(1 - h),
                                                      name=st.players[st.turn],
                                                      hand=of_hand(h)))
        return inside

    # -- who leads ----------------------------------------------------------------------
    def lead_tiles(self, st: Position[Rules], p: int) -> list[int]:
        """First hand: the lowest double (S7), either copy the leader holds; later: any."""
        if st.hand_no > 0:
            return list(st.hands[p])
        index = st.lowest_double()[1] % SET_SIZE
        own = [t for t in st.hands[p] if t % SET_SIZE == index]
        return own or [lowest_double_lead((st.hands[p],))[1]]

    # -- the turn -----------------------------------------------------------------------
    def placements(self, st: Position[Rules], p: int) -> list[int]:
        return self.plan(st, p).placements

    def turn_actions(self, st: Position[Rules], p: int) -> list[int]:
        return self.plan(st, p)[ACTIONS]

    def turn_continues(self, st: Position[Rules]) -> bool:
        """Whether the turn may run on after this placement: not once both hands have played
        and the last tile is no double (otherwise ``plan`` says whether an action is left)."""
        hands = st.aux[TURN_HANDS]
        return hands[-1] == hands[0] or DOUBLE[st.table.placed[-1][TILE]]

    def place(self, st: Position[Rules], action: int) -> int:
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

    def quiet_gain(self, st: Position[Rules], action: int) -> int | None:
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

    def take_drawn(self, st: Position[Rules], p: int, t: int) -> None:
        """The drawn tile goes into the hand that must draw (``Plan.draw_hand``)."""
        h = self.plan(st, p).draw_hand
        st.hands[p] = st.hands[p] + (t,)
        left, right = st.aux.hands[p]
        st.aux = st.aux.with_hand(p, (left + (t,), right) if h == LEFT else (left, right + (t,)))

    def turn_so_far(self, st: Position[Any], p: int) -> tuple[tuple[int, ...], bool]:
        """The hands that have played in this turn, in order, and whether the last one may go
        on (it has laid only doubles)."""
        if p != st.turn or not st.turn_plays:
            return (), False
        hands = st.aux.turn_hands
        used = (hands[0],) if hands[-1] == hands[0] else (hands[0], hands[-1])
        return used, TILES[st.table.placed[-1][TILE]].is_double

    def plan(self, st: Position[Any], p: int) -> Plan:
        """The legal actions of player ``p`` now. Remembered in ``st.memo`` for every position
        planned (a search comes back to a position by undo and plans it again): a position is
        known by the very objects it is made of, which the memo holds (so no id is reused): it
        is found by the id of its game data and the player, and checked object by object.
        A state that has never taken an action back cannot come back to a position, so it
        plans without the memo (random play, a match played forward)."""
        if st.applied == len(st.history):
            return self._fresh_plan(st, p)
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
        made = self._fresh_plan(st, p)
        if len(plans) >= MEMO_SIZE:
            plans.clear()
        plans[key] = (made, aux, st.table.ends, st.turn_plays, st.hands[p], st.bone_pos,
                      st.boneyard, st.hand_no)
        return made

    def _fresh_plan(self, st: Position[Any], p: int) -> Plan:
        """A turn must use both hands whenever some order of the turn lets both play; a hand
        that cannot play draws (if it can): at the start of the turn when no order lets it
        play, or when its moment comes."""
        hands = st.aux[HANDS][p]
        if p == st.turn and st.turn_plays:
            return self._plan_going_on(st, p, hands)
        table = st.table
        if not table.placed or table.candidates:  # a lead, or a tile may decide the centre
            raw, keep = Look(self, st, p).openings(hands)
        else:
            known = st.memo.get("ends")  # (``ends_info``, read here: usually S4's, just made)
            by_value, presence, single = known[1] if known is not None and \
                known[0] is table.ends else ends_info(self, st)
            look = Look(self, st, p) if self.options["double_then_any"] else None
            raw, keep = openings_on_ends(hands, table.ends, by_value, presence, single, look)
        if ((not raw[LEFT] and not keep[RIGHT]) or (not raw[RIGHT] and not keep[LEFT])) \
                and self.can_draw(st, p):
            for h in (LEFT, RIGHT):
                if not raw[h] and not keep[1 - h]:
                    return plan_of([], DRAW, h, h)
        both = keep[LEFT] + keep[RIGHT]
        if both:
            return new_tuple(Plan, (both, None, None, None, both))
        if raw[LEFT] or raw[RIGHT]:
            return plan_of(raw[LEFT] + raw[RIGHT])
        return plan_of([], PASS)

    def _plan_going_on(self, st: Position[Any], p: int, hands: Split) -> Plan:
        """``fresh_plan`` once the turn has begun (the table has tiles): the hand that played goes
        on with doubles, the other hand plays, or the turn ends."""
        turn_hands = st.aux[TURN_HANDS]
        last = turn_hands[-1]
        going_on = DOUBLE[st.table.placed[-1][TILE]]
        if last != turn_hands[0]:  # both hands have played
            if not going_on:
                return plan_of([], END_TURN)
            by_value, presence, _single = ends_info(self, st)
            return plan_of(fitting(hands[last], by_value, presence,
                                   not self.options["double_then_any"]), END_TURN)
        by_value, presence, _single = ends_info(self, st)
        other = 1 - last
        now = fitting(hands[other], by_value, presence)
        more: list[int] = []
        if going_on:
            more = fitting(hands[last], by_value, presence, not self.options["double_then_any"])
        elif now:  # a non-double from the first hand: the other hand plays now (most turns)
            return new_tuple(Plan, (now, None, None, other, now))
        enabling = []
        if more:
            look = Look(self, st, p)
            other_need = values_needed(hands[other])
            enabling = [a for a in more if look.keeps(a, hands[last], other_need)]
        if now:
            now += enabling
            return new_tuple(Plan, (now, None, None, other, now))
        if enabling:
            return plan_of(enabling, None, None, other)
        if self.can_draw(st, p):
            return plan_of([], DRAW, other, other)
        return plan_of(more, END_TURN)

    # -- the end of a hand ------------------------------------------------------------------
    def blocked(self, st: Position[Rules]) -> bool:
        """S4 as the shared rule has it, without planning the next turn (a search tries many
        turns and takes them back): once a turn has ended on a table with tiles, a player can
        place exactly when a tile of his shows a value of an open end."""
        if not st.table.placed or self.asks_dead_table and self.dead_table(st):
            return super().blocked(st)
        presence = ends_info(self, st)[1]
        hands = st.hands  # each player's left and right hands together
        p = st.turn
        if holds_fit(hands[p], presence):
            return False  # he places a tile (or, with a boneyard, may have to draw first)
        if st.drawable() > 0 and self.draw_policy != "none":
            return False
        return not others_hold(hands, p, presence)

    # -- refusals in words ----------------------------------------------------------------
    def why_not(self, st: Position[Rules], action: int) -> str | None:
        p = st.turn
        t = tile_of(action)
        if t not in st.hands[p]:
            return None
        h = self.hand_of(st, p, t)
        tile, hand = TILES[t], hand_name(h)
        planned = self.plan(st, p)
        if planned.special == DRAW:
            drawer = hand_name(planned.draw_hand or 0)
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
        look = Look(self, st, p)
        raw = look.placements(self.hands_of(st, p)[h])
        if action in raw or end_of(action) == LEAD:
            # TRANSLATORS: hand and other: left, right (Russian: «левой», «правой»)
            return _("{tile} from the {hand} hand would leave the {other} hand no tile to play: "
                     "a turn uses both hands ({moves})").format(
                tile=tile, hand=of_hand(h), other=of_hand(1 - h),
                moves=moves_text(st, planned.placements))
        return None

    def why_unfinished(self, st: Position[Rules], drawn: list[Tile]) -> str:
        """The hand that could still play, with a placement it could make: ``B's right hand can
        still play (5:6 on 6:6): a move is the whole turn`` (``drew 2:0 and can still play``
        after the draws ``drawn``)."""
        p = st.turn
        planned = self.plan(st, p)
        if planned.waiting is None:  # pragma: no cover - a turn that may not end has a hand waiting
            return super().why_unfinished(st, drawn)
        words = {"name": st.players[p], "hand": hand_name(planned.waiting),
                 "tiles": ", ".join(str(t) for t in drawn), "other": of_hand(1 - planned.waiting)}
        mine = [a for a in planned.placements if self.hand_of(st, p, tile_of(a)) == planned.waiting]
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

    def why_not_turn(self, st: Position[Rules], action: int) -> str | None:
        if action not in (END_TURN, DRAW) or not st.turn_plays or st.hand_over is not None:
            return None
        planned = self.plan(st, st.turn)
        if action in planned.placements or action == planned.special:
            return None
        if planned.special == DRAW:
            # TRANSLATORS: hand: left, right (Russian: «левой», «правой»)
            return _("the {hand} hand has no tile to play: it must draw from the boneyard"
                     ).format(hand=of_hand(planned.draw_hand or 0))
        if planned.waiting is not None:
            hand = hand_name(planned.waiting)
            mine = [a for a in planned.placements
                    if self.hand_of(st, st.turn, tile_of(a)) == planned.waiting]
            if mine:
                return _("the {hand} hand can still play {tiles}: a turn uses both hands"
                         ).format(hand=hand, tiles=tiles_text(mine))
            return _("the {hand} hand can still play after another tile of the {other} hand: a "
                     "turn uses both hands").format(hand=hand, other=of_hand(1 - planned.waiting))
        return _("both hands have played: play on with a double or end the turn")


def split(state: Position[Rules], player: int | str, left: Iterable[str | Tile]) -> None:
    """Split ``player``'s 14 tiles: ``left`` (7 tiles, e.g. ``["3:5", "6:6", ...]``) is his
    left hand, the rest his right hand. Only before the first move of a hand; an action
    (``CrossTwoHands.split_action``) applied by ``state.apply``, so ``undo`` takes it back."""
    rules = state.rules
    if not isinstance(rules, CrossTwoHands):
        raise SplitError(_("{game} has no left and right hands to split").format(
            game=rules.name))
    rules.split(state, player, left)


def hands_of(state: Position[Rules], player: int) -> tuple[list[Tile], list[Tile]]:
    """``player``'s left and right hands, as tiles."""
    rules = state.rules
    if not isinstance(rules, CrossTwoHands):
        raise SplitError(_("{game} has no left and right hands").format(game=rules.name))
    left, right = rules.hands_of(state, player)
    return [TILES[t] for t in left], [TILES[t] for t in right]


def two_hands_of(state: Position[Rules]) -> CrossTwoHands:
    """The rules of ``state``, a game of left and right hands (``SplitError`` for another)."""
    rules = state.rules
    if not isinstance(rules, CrossTwoHands):
        raise SplitError(_("{game} has no left and right hands").format(game=rules.name))
    return rules
