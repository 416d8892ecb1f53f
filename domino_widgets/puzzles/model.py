"""A puzzle: a position from a played hand where one move is clearly best for the player to
move, judged on what he could know there.

>>> from domino_widgets.puzzles import puzzles
>>> first = puzzles("cross")[0]
>>> first.judge(first.answer).right
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..bots.move_stats import distinct_moves
from ..bots.world import live_record
from ..engine.errors import DominoError
from ..engine.i18n import current_language
from ..engine.record import Record, readers_record
from ..engine.words import move_words
from ..teaching import Verdict
from . import saying
from .base import Facts, PuzzleError

if TYPE_CHECKING:
    from ..engine.state import State


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: the position is ``record`` after ``move`` of its moves; ``answer`` is the
    best move in notation (as ``State.play`` reads it); ``values`` the expected result of each
    distinct legal move (notation -> points), so judging is a lookup."""

    id: str
    game: str
    record: Record
    move: int
    answer: str
    theme: str
    grade: int
    values: dict[str, float]
    facts: dict[str, Facts] = field(default_factory=dict, compare=False)
    stderr: dict[str, float] = field(default_factory=dict, compare=False)  # of each gap
    exact: bool = False  # the values are proved
    _cache: dict[Any, Any] = field(default_factory=dict, compare=False, repr=False)

    # -- the position --------------------------------------------------------------------
    def position(self) -> State:
        """The position of the puzzle (a fresh copy: change it freely), its players named as
        the current language writes them (``engine.alphabet``: Latin letters in English)."""
        return self._state().clone()

    @property
    def player(self) -> str:
        """The name of the player to move, whose move the puzzle asks for."""
        state = self._state()
        return state.players[state.turn]

    def _state(self) -> State:
        key = ("position", current_language())
        if key not in self._cache:
            self._cache[key] = reach(readers_record(self.record), self.move)
        state: State = self._cache[key]
        return state

    def _classes(self) -> dict[int, str]:
        """Every legal action -> the notation of its distinct move (as ``values`` names it)."""
        if "classes" not in self._cache:
            state = self._state()
            found: dict[int, str] = {}
            for st in distinct_moves(state.view(state.turn)):
                name = state.move_text(st.action)
                for action in (st.action, *st.same):
                    found[action] = name
            self._cache["classes"] = found
        classes: dict[int, str] = self._cache["classes"]
        return classes

    def notation_of(self, move: str | int) -> str:
        """The notation of the distinct move that ``move`` (notation or an action) makes here,
        as ``values`` names it; ``PuzzleError`` for a move that cannot be read or made."""
        state = self._state()
        try:
            action = move if isinstance(move, int) else state.parse_move(str(move))
        except DominoError as err:
            raise PuzzleError(str(err)) from None
        name = self._classes().get(action)
        if name is None:
            raise PuzzleError(state.why_illegal(action))
        return name

    # -- judging -------------------------------------------------------------------------
    def judge(self, move: str | int) -> Verdict:
        """The verdict on ``move`` (notation, or an action), in the current language: right
        with the reason; wrong with a reason that does not give the answer away; a move that
        cannot be read or made is refused and no try is counted."""
        try:
            name = self.notation_of(move)
        except PuzzleError as err:
            return Verdict(False, saying.refused(str(err)), counted=False)
        state = self._state()
        if name == self.answer:  # said by the end it was laid on
            played = move if isinstance(move, str) else state.move_text(move)
            return Verdict(True, saying.right(self, state, played))
        return Verdict(False, saying.wrong(self, state, name))

    def solution(self) -> str:
        """The answer in words, with its reason (for "Show the answer")."""
        return saying.solution(self, self._state())

    def answer_words(self) -> str:
        """The answer as a reader is told it (``move_words``), in the current language."""
        state = self._state()
        return move_words(state.describe(state.parse_move(self.answer)))


def reach(record: Record, move: int) -> State:
    """The position after ``move`` of the record's moves (``PuzzleError`` where it cannot be
    reached), read as the live game it records (``world.as_played_live``)."""
    moves = record.moves()
    if isinstance(move, bool) or not isinstance(move, int) or not 0 <= move < len(moves):
        raise PuzzleError(f"move {move!r}")
    if record.is_match:
        raise PuzzleError("match")
    data = dict(record.data)
    data["moves"] = moves[:move]
    data.pop("notes", None)
    state: State | None = live_record(Record(data, record.source)).replay().state
    assert state is not None
    return state
