"""Playing an action: ``State.apply`` (checked) and ``State.apply_trusted`` (the engine's own
moves), one body made twice by ``make_play`` so that the checked one costs no second call.

In a game of plain turns laid the shared way (``Rules.fast_turns``) most placements and every
pass are played here, with no call per step: what ``State._apply`` does through
``Rules.place``/``lay_lead``/``lay_on``, ``_check_hand_end`` and ``Rules.turn_actions`` for the
common cases, and draws too where the game takes a drawn tile the shared way, recorded as a
short ``Step`` for undo (``undo.py``). Every other action goes through ``State._apply`` (the
rules' hooks) with a whole snapshot.
tests/test_trusted_path.py holds the two ways to the same seeded results.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .actions import DRAW, END_OF, FLAGS_OF, LEAD, PASS, TILE_OF
from .errors import IllegalMoveError
from .games.base import ONLY_PASS, Row
from .table import BRANCH, PLACED, SIDE, SLOT, VALUE, EndRow
from .tiles import TILES

if TYPE_CHECKING:
    from .state import State, Step

CHECKED_DOC = """Apply a legal action; an illegal one raises ``IllegalMoveError`` and changes
nothing."""
TRUSTED_DOC = """Apply an action that ``legal_actions()`` offers in this very position, without
checking it again: the path of the engine's own moves (the search's playouts, random play). The
result is the same as ``apply``'s, and ``undo`` takes it back; an action not offered now leaves
the state undefined, so anything a person or a record gives goes through ``apply``."""


def holds_a_fit(row: Row, hands: list[tuple[int, ...]]) -> bool:
    """Whether any hand holds a tile that ``row`` (``Rules.line_rows``: a line's placements by
    tile) places: then the hand is not blocked (``Rules.blocked``'s first test, for a line)."""
    for hand in hands:
        for t in hand:
            if row[t] is not None:
                return True
    return False


def make_play(checked: bool) -> Callable[[State, int], None]:
    """``State.apply`` (``checked``) or ``State.apply_trusted``."""

    def play(self: State, action: int) -> None:
        if checked:
            offered = self._legal
            if offered is None:
                offered = self.legal_actions()
            if action not in offered:
                raise IllegalMoveError(self.why_illegal(action))
        rules = self.rules
        table = self.table
        ends = table.ends
        end = None
        fast = False
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
        if not fast:  # through the rules' hooks (``_apply``), with a whole snapshot for undo
            snap = self._snapshot()
            mover = self.turn
            try:
                self._apply(action)
            except Exception:
                self._restore(snap)
                raise
            self.history.append((action, snap, mover))
            self.applied += 1
            return
        p = self.turn
        hands = self.hands
        hand = hands[p]
        placed = table.placed
        count = len(placed)
        slot = table._next_slot
        step: Step = (self.hand_no, table, ends, count, slot, hand, self.last_placer,
                      self.turn_count, self.draws_this_turn, self.scores, self.results)
        try:
            if action >= 0:
                n = count + 1
                if end is None:  # the lead of a line (``Rules.lay_lead``)
                    tile = TILES[t]
                    placed.append((1, t, p, 0, "", tile.a, tile.b, rules.crosswise[t], False))
                    table._next_slot = slot + 2
                    table.ends = ((slot + 1, 1, tile.b, "east", False),
                                  (slot + 2, 1, tile.a, "west", False))
                    line = tile.b * 7 + tile.a
                else:  # ``Rules.lay_on``, lengthwise
                    inner, outer = rules.joins[t * 7 + end[VALUE]]
                    side = end[SIDE]
                    placed.append((n, t, p, end[PLACED], side, inner, outer,
                                   rules.crosswise[t], False))
                    table._next_slot = slot = slot + 1
                    new: EndRow = (slot, n, outer, side, False)
                    if len(ends) == 2:  # (a slot of two ends never stands alone)
                        kept = ends[1] if i == 0 else ends[0]
                        table.ends = (kept, new)
                        line = kept[VALUE] * 7 + outer
                    elif i + 1 < len(ends) and ends[i + 1][SLOT] == end[SLOT]:
                        # the end's whole slot closes: a crosswise matador shows two ends,
                        # neighbours in ``ends`` (opened together)
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
                # the turn passes to the left; then S3 (who went out), S4 and the turn bound
                # as ``_check_hand_end`` asks them, the next player's actions listed first: S4
                # needs them, and so does his turn
                self.turn = q = (p + 1) % self.n
                self.draws_this_turn = 0
                self.turn_count += 1
                if rules.own_went_out:
                    out = rules.went_out(self)
                elif count > 0:  # no hand is empty before a move (after a move, one ends the hand):
                    out = None if hands[p] else p  # only the mover's can be empty now
                else:  # the lead (a position may be set up with an empty hand)
                    out = hands.index(()) if () in hands else None
            else:  # a pass or a draw: the ends stay as they are
                if len(ends) == 2:
                    line = ends[0][VALUE] * 7 + ends[1][VALUE]
                if action == PASS:  # S2, S4: the turn passes to the left
                    if rules.scores_passes:
                        points = rules.pass_points(self, p)
                        if points:
                            self.award(p, points)
                    self.turn = q = (p + 1) % self.n
                    self.draws_this_turn = 0
                    self.turn_count += 1
                    out = rules.went_out(self) if rules.own_went_out or count == 0 else None
                else:  # a draw (S2): the boneyard's next tile joins his hand (``take_drawn``)
                    step += (self.boneyard, self.bone_pos)  # a draw's step (``undo.py``)
                    hands[p] = hand + (self.boneyard[self.bone_pos],)
                    self.bone_pos += 1
                    self.draws_this_turn += 1
                    q = p  # he plays on: his actions are listed again
                    out = rules.went_out(self)
            if out is not None:
                self._legal = None
                self._finish_hand("domino", out)
            else:
                if line >= 0 and self.lists_lines:  # ``Rules.placements``' common case
                    row = rules.line_rows[line]
                    legal: list[int] = []
                    for t in hands[q]:
                        codes = row[t]
                        if codes is not None:
                            legal += codes
                    if legal:
                        may_block = rules.dead_tables
                    elif self.bone_pos < len(self.boneyard):  # tiles to draw: S2 as the rules say
                        legal = [DRAW] if rules.can_draw(self, q) else [PASS]
                        may_block = legal[0] == PASS or rules.dead_tables
                    else:  # nothing to draw: S4 (``Rules.blocked``) unless a tile held fits
                        legal = [PASS]
                        may_block = rules.dead_tables or not holds_a_fit(row, hands)
                else:
                    legal = rules.turn_actions(self, q)
                    may_block = legal == ONLY_PASS or rules.dead_tables
                self._legal = legal
                if may_block and rules.blocked(self):
                    self._finish_hand("blocked", rules.block_winner(self))
                elif rules.turn_bound and self.turn_count - self.hand_turn0 >= rules.turn_bound:
                    self._finish_hand("bound", rules.block_winner(self))
        except Exception:
            self._undo_step(step, p)
            raise
        self.history.append((action, step, p))
        self.applied += 1

    play.__name__ = play.__qualname__ = "apply" if checked else "apply_trusted"
    play.__doc__ = CHECKED_DOC if checked else TRUSTED_DOC
    return play
