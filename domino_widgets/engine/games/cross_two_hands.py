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

The class is here; what it does at length is written in modules of its own as functions of the
rules (first parameter ``rules``) and bound in the class (``plan = plan``): the turn plan in
``two_hands_plan`` (with ``TwoHands`` and ``Plan``), its look one tile ahead in
``two_hands_look``, the split and the record's hands in ``two_hands_split``, the refusals and
the hands' names in ``two_hands_words``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ..actions import TILE_SHIFT, tile_of
from ..errors import IllegalMoveError
from ..errors import SplitError as SplitError  # importable from here, as before
from ..explain import quoted
from ..i18n import N_, _
from ..table import TILE, new_tuple
from ..tiles import DOUBLE, SET_SIZE, TILES, Tile, full_set
from .cross import Cross
from .fits import holds_fit, others_hold
from .hand_data import Deal
from .leading import lowest_double_lead
from .two_hands_look import LEFT, RIGHT, Split, ends_info
from .two_hands_plan import (
    ACTIONS,
    HANDS,
    TURN_HANDS,
    Plan,
    TwoHands,
    hand_of,
    held_hands,
    plan,
    turn_so_far,
)
from .two_hands_split import (
    HAND_NAMES,
    HAND_SIZE,
    canonical,
    deal_from_record,
    split_action_of,
    split_refusal,
    take_split,
)
from .two_hands_words import of_hand, why_not, why_not_turn, why_unfinished

if TYPE_CHECKING:
    from ..position import Position
    from .base import Rules

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

    deal_from_record = deal_from_record

    def split(self, st: Position[Rules], player: int | str, left: Iterable[str | Tile]) -> None:
        """Set ``player``'s left hand (7 of his 14 tiles; the rest is the right hand) before
        the first move of the hand, by the action ``split_action`` makes. Raises
        ``SplitError`` and changes nothing on bad input."""
        st.apply(self.split_action(st, player, left))

    split_action = split_action_of
    split_refusal = split_refusal
    take_split = take_split
    hands_of = held_hands
    hand_of = hand_of

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

    turn_so_far = turn_so_far
    plan = plan

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
    why_not = why_not
    why_unfinished = why_unfinished
    why_not_turn = why_not_turn


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
