"""The match a ``GameWidget`` plays, with what its log and Undo need: the engine's ``State``,
the log's lines, and where each human decision began. New game puts the match aside whole and
Undo brings it back whole, as it was left.

``apply`` is the one door of a move into the match: the engine's ``State.apply`` checks it (the
one check of its legality: a refused move raises ``IllegalMoveError`` and leaves the state as it
was), then the move is written in the log.
"""

from __future__ import annotations

from ...engine.actions import DRAW, NEXT_HAND
from ...engine.errors import IllegalMoveError
from ...engine.notation import Move
from ...engine.state import State
from ..text import LogLine, log_text, signed
from .split import Split


class Match:
    """One match of a ``GameWidget``: its ``state``, its ``number`` (the New game presses
    before it: its seed is the widget's seed and this number), the log's ``lines``, the
    history lengths before each human decision (``marks``, for Undo) and Cross in two hands'
    ``split``."""

    def __init__(self, state: State, number: int, humans: list[int]) -> None:
        self.state = state
        self.number = number
        self.lines: list[LogLine] = []
        self.marks: list[int] = []
        self.split = Split(humans)

    def apply(self, action: int, human: bool) -> Move:
        """Play ``action`` (a human's decision: Undo comes back to before it) and log it."""
        st = self.state
        mover, before, start, hand, ended = (st.turn, st.scores, len(st.history), st.hand_no,
                                             len(st.results))
        try:
            move = st.describe(action)
        except LookupError:  # not an action of this game at all (a bot's function may say so)
            raise IllegalMoveError(st.why_illegal(action)) from None
        st.apply(action)  # the one check: IllegalMoveError leaves the state unchanged
        if human:
            self.marks.append(start)
        if action != NEXT_HAND:
            points = signed(st.scores[mover] - before[mover]) if len(st.results) == ended else ""
            self.lines.append(LogLine(len(st.history), hand, mover, action == DRAW, move,
                                      points))
        if len(st.results) > ended:
            self.lines.append(LogLine(len(st.history), hand, None, False,
                                      result=len(st.results) - 1))
        return move

    def undo(self) -> list[str]:
        """Back to before the last human decision; the moves taken back, in words."""
        st = self.state
        target = self.marks.pop()
        taken = [log_text(st, line) for line in self.lines
                 if line.n > target and line.result is None]
        st.undo_to(target)
        self.lines = [line for line in self.lines if line.n <= target]
        self.split.offer_again(st)
        return taken

    def bot_lead(self, humans: list[int]) -> Move | None:
        """The lead of the hand in play (its first tile laid), if a bot laid it and no human
        has moved since: the status says it (issue 38)."""
        hand = [line for line in self.lines
                if line.hand == self.state.hand_no and line.result is None]
        for k, line in enumerate(hand):
            if line.move is not None and line.move.tile is not None:
                if any(later.player in humans for later in hand[k:]):
                    return None
                return line.move
        return None
