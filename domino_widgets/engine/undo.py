"""The two shapes of an undo record, as ``State.history`` keeps them: ``(action, record,
mover)``.

- A *snapshot* (``State._snapshot``): every field of the state that an action may change.
- A *step*: what a placement, a pass or a draw that the turn machine plays itself (``play.py``)
  changes, in this order: the hand number, the table and
  its ends, its placement count and next slot before the action, the mover's hand, the last
  placer, the turn count, the draws this turn, the scores and the hand results; a draw's step
  goes on with the boneyard and its position.

Readers of the history (``view.py``) ask these functions, not the positions. Below them, the
methods of ``State`` that take an action back (``undo``, ``undo_to``, and the snapshot and step
they restore), written here as functions of the state and bound in its class
(``State.undo = undo_last``): the same method, at the same cost.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import SPLIT
from .errors import IllegalMoveError
from .i18n import _

if TYPE_CHECKING:
    from .position import Match
    from .table import EndRow

# Everything ``State.undo`` restores (``snapshot``; ``view.py`` reads the hand number, the
# boneyard and its position, and the table's snapshot).
Snapshot = tuple[Any, ...]
# What undo needs of an action on the fast path (its layout above).
Step = tuple[Any, ...]

STEP_SIZE = 11  # the length of a step (a snapshot is longer)
DRAW_STEP_SIZE = STEP_SIZE + 2  # a draw's step


def is_step(record: tuple[Any, ...]) -> bool:
    return len(record) <= DRAW_STEP_SIZE


def hand_no_of(record: tuple[Any, ...]) -> int:
    """The hand (0-based) the action was taken in."""
    hand_no: int = record[0]
    return hand_no


def ends_before(record: tuple[Any, ...]) -> tuple[EndRow, ...]:
    """The open ends just before the action."""
    ends: tuple[EndRow, ...] = record[2] if is_step(record) else record[6][1]
    return ends


def drawn_tile(record: tuple[Any, ...]) -> int:
    """The tile that a draw took from the boneyard (the record of a DRAW)."""
    boneyard, position = record[STEP_SIZE:] if is_step(record) else record[2:4]
    tile: int = boneyard[position]
    return tile


def snapshot(self: Match[Any]) -> Snapshot:
    """Every field of the state that an action may change (``State._snapshot``)."""
    return (self.hand_no, tuple(self.hands), self.boneyard, self.bone_pos, self.aside,
            self.table, self.table.snapshot(), self.turn, self.leader, self.turn_plays,
            self.draws_this_turn, self.scores, self.last_placer, self.hand_over, self.results,
            self.match_over, self.winner, self.aux, self.turn_count, self.hand_start,
            self.hand_turn0)


def restore(self: Match[Any], snap: Snapshot) -> None:
    """Put back a whole snapshot (``State._restore``)."""
    (self.hand_no, hands, self.boneyard, self.bone_pos, self.aside, table, table_snap,
     self.turn, self.leader, self.turn_plays, self.draws_this_turn, self.scores,
     self.last_placer, self.hand_over, self.results, self.match_over, self.winner, self.aux,
     self.turn_count, self.hand_start, self.hand_turn0) = snap
    self.hands = list(hands)
    if table is self.table or table.owner is self._owner:
        self.table = table
        table.restore(table_snap)
    else:  # a table this state shares with a clone: left as the history saw it, copied
        self.table = self._own(table.copy(table_snap))
    self._legal = None


def undo_step(self: Match[Any], step: Step, mover: int) -> None:
    """Take back an action that the turn machine played itself (``play.py``) from its
    ``Step``."""
    if len(step) == DRAW_STEP_SIZE:
        self.boneyard, self.bone_pos = step[STEP_SIZE:]
        step = step[:STEP_SIZE]
    (_hand_no, table, ends, count, slot, self.hands[mover], self.last_placer,
     self.turn_count, self.draws_this_turn, self.scores, self.results) = step
    current = self.table
    if table is current or table.owner is self._owner:
        self.table = table
        del table.placed[count:]
        table.ends = ends
        table.next_slot = slot
    else:  # a table shared with a clone: copied (the rest of it as the current one is)
        self.table = self._own(table.copy((count, ends, current.centre, current.candidates,
                                           current.arms, current.aux, slot)))
    self.turn = mover
    self.hand_over = None
    self.match_over = False
    self.winner = None
    self._legal = None


def undo_last(self: Match[Any]) -> int:
    """Take back the last action exactly; returns it (actions of earlier hands too)."""
    if not self.history:
        raise IllegalMoveError(_("nothing to undo"))
    action, record, mover = self.history.pop()
    if len(record) <= DRAW_STEP_SIZE:  # (``undo.is_step``, without a call)
        self._undo_step(record, mover)
    else:
        if action <= SPLIT:  # a split's snapshot, then the hand's deal before it
            self.dealt[record[0]] = record[-1]
            record = record[:-1]
        self._restore(record)
    return action


def undo_back_to(self: Match[Any], depth: int) -> None:
    """Take back every action after the first ``depth`` of the history: the same state as
    ``undo`` that many times, restored in one go from the first whole snapshot among them
    (the steps before it are then undone one by one)."""
    history = self.history
    if not 0 <= depth <= len(history):
        raise IllegalMoveError(_("nothing to undo"))
    for k in range(depth, len(history)):
        record = history[k][1]
        if not is_step(record):
            for action, later, _mover in reversed(history[k:]):
                if action <= SPLIT:  # the hand's deal before the split (``undo``)
                    self.dealt[later[0]] = later[-1]
            if history[k][0] <= SPLIT:
                record = record[:-1]
            del history[k:]
            self._restore(record)
            break
    while len(history) > depth:
        self.undo()


def last_as_snapshot(self: Match[Any]) -> None:
    """Make the last history record a whole snapshot, if it is a ``Step``: before a change
    that is not an action (a position edit, ``editing.py``), so that undo back past it
    restores everything the edit changed too. The state must stand right after it."""
    if not self.history or not is_step(self.history[-1][1]):
        return
    action, step, mover = self.history[-1]
    before = self.clone()  # the state before that action, from its step
    before.history.pop()
    before._undo_step(step, mover)
    self.history[-1] = (action, before._snapshot(), mover)
