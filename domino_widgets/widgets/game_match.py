"""The match in a ``GameWidget`` and its log (a part, ``game_part.py``): a move played and
written in the log, the next hand, Undo (back to before the human's last decision, or the
match New game replaced) and New game.
"""

from __future__ import annotations

from typing import Any

from ..engine.actions import DRAW, NEXT_HAND
from ..engine.errors import IllegalMoveError
from ..engine.i18n import _
from ..engine.state import Move, State
from .game_part import GamePart
from .text import LogLine, log_text, signed


class MatchMoves(GamePart):
    """Moves into the match and the log, and back out of them."""

    def _apply(self, action: int, human: bool) -> Move:
        st = self._state
        mover, before, start, hand = st.turn, st.scores, len(st.history), st.hand_no
        ended = len(st.results)
        move = st.describe(action)
        st.apply(action)  # IllegalMoveError leaves the state unchanged
        if human:
            self._marks.append(start)
        self._selected = None
        if action != NEXT_HAND:
            points = signed(st.scores[mover] - before[mover]) if len(st.results) == ended else ""
            self._lines.append(LogLine(len(st.history), hand, mover, action == DRAW, move,
                                       points))
        if len(st.results) > ended:
            self._lines.append(LogLine(len(st.history), hand, None, False,
                                       result=len(st.results) - 1))
        return move

    def _intent_next_hand(self) -> None:
        st = self._state
        if st.match_over:
            raise IllegalMoveError(_("The match is over: press New game to play again."))
        if st.hand_over is None:
            raise IllegalMoveError(_("The hand is not over yet."))
        self._apply(NEXT_HAND, human=True)
        self._cover_all()
        self._refresh()
        self._run_bots()

    def _intent_undo(self) -> None:
        if not self._marks:
            if self._left_matches:
                self._bring_back_match()
                return
            raise IllegalMoveError(_("Nothing to undo: no move of yours yet."))
        self._stop_bots()
        st = self._state
        target = self._marks.pop()
        taken = [log_text(st, line) for line in self._lines
                 if line.n > target and line.result is None]
        while len(st.history) > target:
            st.undo()
        self._lines = [line for line in self._lines if line.n <= target]
        self._notice = (_("Taken back: {moves}.").format(moves="; ".join(taken)) if taken
                        else _("Back to the end of the hand."))
        self._cover_all()
        self._offer_split_again()
        self._selected = None
        self.busy = False
        self._refresh()
        self._run_bots()

    def _intent_new_game(self) -> None:
        self._stop_bots()
        old = self._state
        if old.history and not old.match_over:  # a match under way: Undo brings it back
            self._left_matches.append({"state": old, "marks": self._marks,
                                       "lines": self._lines, "new_games": self._new_games})
            self._notice = _("A new match is dealt. Undo brings back the match you left.")
        self._new_games += 1
        self._state = State(old.rules, old.players, seed=f"{self._seed}/{self._new_games}")
        self._marks, self._lines, self._selected = [], [], None
        self._cover_all()
        self.busy = False
        self._refresh()
        self._run_bots()

    def _bring_back_match(self) -> None:
        """Undo of New game: the match it replaced, as it was left."""
        self._stop_bots()
        self._drop_hint()
        left = self._left_matches.pop()
        self._state, self._marks, self._lines = left["state"], left["marks"], left["lines"]
        self._new_games = left["new_games"]
        self._forget_dropped_splits()
        self._selected = None
        self._cover_all()
        self._notice = _("The match you left is back, as it was.")
        self._refresh()
        self._run_bots()

    def _undo_new_buttons(self) -> list[dict[str, Any]]:
        """Undo (a move of a human, or New game) and New game."""
        out = []
        if self._marks or self._left_matches:
            out.append({"kind": "undo", "label": _("Undo")})
        out.append({"kind": "new_game", "label": _("New game")})
        return out
