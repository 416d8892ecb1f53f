"""The turn machine: ``State.apply`` (checked) and ``State.apply_trusted`` (the engine's own
moves), one body made twice by ``make_play``; they differ only in the check.

An action goes through these stages, in this order, in ``play``:

1. lay the tile (``Rules.place``: the game's ``lay_lead``/``lay_on``) and score it
   (``Rules.placement_points``), or take a drawn tile (``Rules.take_drawn``, S2), or score a
   pass (``Rules.pass_points``);
2. pass the turn (``pass_turn``; a turn of several placements ends by ``end_turn``, which
   scores it by ``Rules.turn_points`` first) - unless the turn goes on
   (``Rules.turn_continues``);
3. end the hand (S3 ``went_out``, S4 ``Rules.blocked``, the turn bound: ``judge_hand``), or
   list the next player's actions (``Rules.turn_actions``).

A hook is called only where the game has one (``Rules`` works out which once per class). The
undo record is chosen per action: a short *step* (``undo.py``) for the placements, passes and
draws that the body plays itself, a whole snapshot for the rest.

What the body inlines, and why (measured in machine instructions, bench/bench_instructions.py):
a random game is some 400 small steps, so a call per step is some 2% of it. In a game of plain
turns whose tiles are laid the shared way (``Rules.fast_turns``) the body lays a lengthwise
placement and a lead that makes no centre itself (``Rules.place``'s common case), passes the
turn to the left, tells who went out by the mover's hand alone (S3: no other hand can be empty
during a hand), and lists the next player's placements on a line by the rows of
``base.line_rows`` (``Rules.placements``' common case, a lookup per tile), answering S4 there
by the hands' tiles before ``Rules.blocked`` is asked. ``tests/test_trusted_path.py`` holds the
inlined cases to the hooks they stand for.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .actions import DRAW, END_OF, END_TURN, FLAGS_OF, LEAD, PASS, SPLIT, TILE_OF
from .errors import IllegalMoveError
from .games.base import ONLY_PASS
from .games.fits import line_fits
from .hand import split_hands
from .table import BRANCH, PLACED, SIDE, SLOT, VALUE, EndRow
from .tiles import TILES

if TYPE_CHECKING:
    from .games.base import Rules
    from .position import Match
    from .undo import Step

CHECKED_DOC = """Apply a legal action; an illegal one raises ``IllegalMoveError`` and changes
nothing."""
TRUSTED_DOC = """Apply an action that ``legal_actions()`` offers in this very position, without
checking it again: the path of the engine's own moves (the search's playouts, random play). The
result is the same as ``apply``'s, and ``undo`` takes it back; an action not offered now leaves
the state undefined, so anything a person or a record gives goes through ``apply``."""
ONLY_END_TURN = [END_TURN]  # the legal actions of a turn that can only end (compared only)


def pass_turn(st: Match[Rules]) -> None:
    """The turn passes: to the left (S2, S4), or to whom the game says (``next_player``)."""
    rules = st.rules
    st.turn = rules.next_player(st) if rules.own_next_player else (st.turn + 1) % st.n
    st.turn_plays = ()
    st.draws_this_turn = 0
    st.turn_count += 1


def end_turn(st: Match[Rules]) -> None:
    """A turn ends: it scores what the game scores then (``turn_points``), the turn passes."""
    rules = st.rules
    if rules.own_turn_points:
        points = rules.turn_points(st)
        if points:
            st.award(st.turn, points)
    pass_turn(st)


def went_out(st: Match[Rules]) -> int | None:
    """S3: the player who has gone out, if any (``Rules.went_out``)."""
    rules = st.rules
    if rules.own_went_out:
        return rules.went_out(st)
    hands = st.hands  # (the shared ``went_out``, without the call)
    return hands.index(()) if () in hands else None


def judge_hand(st: Match[Rules]) -> None:
    """End the hand if it is over: S3 (someone went out), S4 (``Rules.blocked``), the turn
    bound. ``play``'s last stage (inlined there), and a position edit's (``editing.py``)."""
    rules = st.rules
    out = went_out(st)
    if out is not None:
        st.finish_hand("domino", out)
    elif rules.blocked(st):
        st.finish_hand("blocked", rules.block_winner(st))
    elif rules.turn_bound and st.turn_count - st.hand_turn0 >= rules.turn_bound:
        st.finish_hand("bound", rules.block_winner(st))


def make_play(checked: bool) -> Callable[[Match[Rules], int], None]:
    """``State.apply`` (``checked``) or ``State.apply_trusted``."""

    # The one body (its length is the price of the inlined stages, see the module's doc).
    def play(self: Match[Rules], action: int) -> None:  # noqa: C901, PLR0912, PLR0915
        if checked:
            offered = self._legal
            if offered is None:
                offered = self.legal_actions()
            if action not in offered:
                if type(action) is int and action <= SPLIT:  # never offered: checked apart
                    split_hands(self, action)
                    return
                raise IllegalMoveError(self.why_illegal(action))
        rules = self.rules
        table = self.table
        ends = table.ends
        end = None
        fast = False  # played here, with a short step for undo
        line = -1  # a line's two end values, 7 * first + second, once it is known (else -1)
        if rules.fast_turns:
            if action >= 0:
                t = TILE_OF[action]
                i = END_OF[action]
                if FLAGS_OF[action]:  # crosswise, face down: the game's own laying
                    pass
                elif i == LEAD:
                    fast = not rules.hooked_leads[t]  # (not a centre)
                else:
                    end = ends[i]
                    fast = not rules.makes_centres or (  # (no centre made now)
                        not end[BRANCH] and (not rules.centre_makers[t] or table.centre > 0
                                             or bool(table.candidates)))
            else:  # a pass; a draw where the game takes a drawn tile the shared way
                fast = action == PASS or action == DRAW and not rules.own_take_drawn
        p = self.turn
        hands = self.hands
        if fast:
            hand = hands[p]
            placed = table.placed
            count = len(placed)
            slot = table.next_slot
            record: Step = (self.hand_no, table, ends, count, slot, hand, self.last_placer,
                            self.turn_count, self.draws_this_turn, self.scores, self.results)
        else:
            record = self._snapshot()
        try:
            if fast:  # -- stages 1 and 2 in their common cases, inlined (see the module's doc)
                if action >= 0:
                    n = count + 1
                    if end is None:  # inlined: ``Rules.lay_lead``, a line's first tile
                        tile = TILES[t]
                        placed.append((1, t, p, 0, "", tile.a, tile.b, rules.crosswise[t],
                                       False))
                        table.next_slot = slot + 2
                        table.ends = ((slot + 1, 1, tile.b, "east", False),
                                      (slot + 2, 1, tile.a, "west", False))
                        line = tile.b * 7 + tile.a
                    else:  # inlined: ``Rules.lay_on`` and ``Table.extend``, lengthwise
                        inner, outer = rules.joins[t * 7 + end[VALUE]]
                        side = end[SIDE]
                        placed.append((n, t, p, end[PLACED], side, inner, outer,
                                       rules.crosswise[t], False))
                        table.next_slot = slot = slot + 1
                        new: EndRow = (slot, n, outer, side, False)
                        if len(ends) == 2:  # (a slot of two ends never stands alone)
                            kept = ends[1] if i == 0 else ends[0]
                            table.ends = (kept, new)
                            line = kept[VALUE] * 7 + outer
                        elif i + 1 < len(ends) and ends[i + 1][SLOT] == end[SLOT]:
                            # the end's whole slot closes: a crosswise matador shows two
                            # ends, neighbours in ``ends`` (opened together)
                            table.ends = ends[:i] + ends[i + 2:] + (new,)
                        elif i and ends[i - 1][SLOT] == end[SLOT]:
                            table.ends = ends[:i - 1] + ends[i + 1:] + (new,)
                        else:
                            table.ends = ends[:i] + ends[i + 1:] + (new,)
                    k = hand.index(t)
                    hands[p] = hand[1:] if k == 0 else hand[:k] + hand[k + 1:]
                    if rules.scores_placements:
                        points = rules.placement_points(self, n)
                        if points:
                            self.award(p, points)
                    self.last_placer = p
                    self.turn = q = (p + 1) % self.n  # (``pass_turn``, to the left)
                    self.draws_this_turn = 0
                    self.turn_count += 1
                    if rules.own_went_out or not count:
                        out = went_out(self)
                    else:  # S3: no hand is empty before a move, so only the mover's can be
                        out = None if hands[p] else p  # (the lead: a set-up empty hand)
                else:  # a pass or a draw: the ends stay as they are
                    if len(ends) == 2:
                        line = ends[0][VALUE] * 7 + ends[1][VALUE]
                    if action == PASS:  # S2, S4
                        if rules.scores_passes:
                            points = rules.pass_points(self, p)
                            if points:
                                self.award(p, points)
                        self.turn = q = (p + 1) % self.n  # (``pass_turn``, to the left)
                        self.draws_this_turn = 0
                        self.turn_count += 1
                        out = went_out(self) if rules.own_went_out or not count else None
                    else:  # a draw (S2), as the shared ``take_drawn`` takes it
                        record += (self.boneyard, self.bone_pos)  # a draw's step (``undo.py``)
                        hands[p] = hand + (self.boneyard[self.bone_pos],)
                        self.bone_pos += 1
                        self.draws_this_turn += 1
                        q = p  # (he plays on: his actions are listed again)
                        out = went_out(self)
            else:  # -- stages 1 and 2 through the hooks
                if action >= 0:
                    points = rules.place(self, action)
                    if points:
                        self.award(p, points)
                    self.last_placer = p
                    if rules.plain_turns:
                        pass_turn(self)
                    else:
                        self.turn_plays = self.turn_plays + (len(self.table.placed),)
                        self._legal = None
                        if rules.turn_continues(self) and self.legal_actions() != ONLY_END_TURN:
                            self.history.append((action, record, p))
                            self.applied += 1
                            return  # (no hand ends within a turn)
                        end_turn(self)
                elif action == PASS:  # S2, S4
                    if rules.scores_passes:
                        points = rules.pass_points(self, p)
                        if points:
                            self.award(p, points)
                    pass_turn(self)
                elif action == DRAW:  # S2: the boneyard's next tile joins his hand
                    rules.take_drawn(self, p, self.boneyard[self.bone_pos])
                    self.bone_pos += 1
                    self.draws_this_turn += 1
                    if self.turn_plays:  # two hands: the hand that drew plays on, if it can
                        self._legal = None
                        if self.legal_actions() != ONLY_END_TURN:
                            self.history.append((action, record, p))
                            self.applied += 1
                            return
                        end_turn(self)
                elif action == END_TURN:
                    end_turn(self)
                else:  # NEXT_HAND
                    self._start_hand(self.hand_no + 1)
                    self.history.append((action, record, p))
                    self.applied += 1
                    return
                out = went_out(self)
            # -- 3. the hand ends, or the next player's actions are listed (inlined:
            # ``judge_hand``, with S4 answered from those actions where it can be)
            if out is not None:
                self._legal = None
                self.finish_hand("domino", out)
            else:
                legal: list[int]
                if line >= 0 and self.lists_lines:  # inlined: ``Rules.placements`` on a line
                    row = rules.line_rows[line]
                    legal = []
                    for t in hands[q]:
                        codes = row[t]
                        if codes is not None:
                            legal += codes
                    if legal:
                        may_block = rules.asks_dead_table
                    elif self.bone_pos < len(self.boneyard):  # tiles to draw: S2 as the rules say
                        legal = [DRAW] if rules.can_draw(self, q) else [PASS]
                        may_block = legal[0] == PASS or rules.asks_dead_table
                    else:  # nothing to draw: S4 (``Rules.blocked``) unless a tile held fits
                        legal = [PASS]
                        may_block = rules.asks_dead_table or not line_fits(row, hands)
                    self._legal = legal
                elif fast:
                    self._legal = legal = rules.turn_actions(self, q)
                    may_block = legal == ONLY_PASS or rules.asks_dead_table
                else:  # listed when asked (``Rules.blocked`` may ask)
                    self._legal = None
                    may_block = True
                if may_block and rules.blocked(self):
                    self.finish_hand("blocked", rules.block_winner(self))
                elif rules.turn_bound and self.turn_count - self.hand_turn0 >= rules.turn_bound:
                    self.finish_hand("bound", rules.block_winner(self))
        except Exception:
            if fast:
                self._undo_step(record, p)
            else:
                self._restore(record)
            raise
        self.history.append((action, record, p))
        self.applied += 1

    play.__name__ = play.__qualname__ = "apply" if checked else "apply_trusted"
    play.__doc__ = CHECKED_DOC if checked else TRUSTED_DOC
    return play
