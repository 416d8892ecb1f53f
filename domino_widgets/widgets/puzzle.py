"""``PuzzleWidget``: the shipped puzzles one at a time, answered on the board (issue 28).

A puzzle is a position of a played game where one move is clearly best for the player to move
(``domino_widgets.puzzles``). The widget draws it as the exercise board does (the table and the
mover's hand, nothing marked playable) and takes the same clicks: a tile, then the end where it
goes. The puzzle judges the move by a lookup (no search here): a wrong move gets the puzzle's own
reason, which never names the answer, and another try; the answer shows only on "Show the
answer". The theme is named only once the puzzle is solved or shown: a theme such as "a matador
on a 0" would name the move.

Each puzzle finished is recorded in the learner's one progress file
(``domino_widgets.progress``: ``domino-progress.json`` beside the notebook), at once, with no
button to press; the streak (solved in a row at the first try) and the score per theme shown are
read back from it (``progress``, ``puzzle_progress.py``), so the lessons' puzzles and the
Puzzles notebook add to one streak, and a widget made another day goes on at a puzzle not done.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar

import traitlets

from .. import progress as store
from ..engine.i18n import N_, _, language
from ..engine.tiles import TILES
from .base import Field, IntentError, reject_unknown, speaking, widget_language, words_of
from .exercise_board import ExerciseBoard
from .puzzle_board import ambiguous, answer_board, choice_buttons, tile_actions, verdict_of
from .puzzle_progress import FIRST, LATER, SHOWN, Progress
from .puzzle_words import (
    Choice,
    buttons,
    choice_menus,
    header,
    no_such_puzzles,
    score_lines,
    theme_line,
)

WORDS = {"widget": N_("Puzzles: find the best move (arrow keys: previous and next puzzle)"),
         "language": N_("Language"), "progress": N_("Your progress")}


def shipped(choice: Choice) -> list[Any]:
    """The shipped puzzles of ``choice`` (game, theme, grade; None: all)."""
    from ..puzzles import puzzles

    return list(puzzles(game=choice.game, theme=choice.theme, grade=choice.grade))


class PuzzleWidget(ExerciseBoard):
    """The puzzles of ``game``, ``theme`` and ``grade`` (None: all), one at a time, in
    ``lang``. ``collection`` gives the puzzles to run through instead of the shipped ones (a
    lesson's few); ``progress_file`` is the learner's progress file where each puzzle
    finished is recorded (default: ``domino-progress.json`` beside the notebook, or
    ``$DOMINO_WIDGETS_PROGRESS``; two learners at one computer give each his own)."""

    ARGS = ("game", "theme", "grade", "lang", "collection", "progress_file")

    view = traitlets.Unicode("puzzle").tag(sync=True)
    menus = traitlets.List(traitlets.Dict()).tag(sync=True)
    puzzle = traitlets.Dict().tag(sync=True)  # the header: which puzzle, game, grade, goal
    verdict = traitlets.Dict().tag(sync=True)  # {"right": bool, "text": ...} or {}
    buttons = traitlets.List(traitlets.Dict()).tag(sync=True)
    choices = traitlets.List(traitlets.Dict()).tag(sync=True)  # a tile's moves the ends can't tell
    score = traitlets.List(traitlets.Unicode()).tag(sync=True)

    _done: str | None  # how the puzzle shown went (FIRST, LATER, SHOWN), None while open
    _tries: int
    _said: tuple[str, str]

    INTENTS: ClassVar[dict[str, dict[str, Field]]] = {
        **ExerciseBoard.INTENTS, "next": {}, "previous": {}, "show": {},
        "choose": {"menu": (str, True), "value": (str, True)}}

    def __init__(self, game: str | None = None, theme: str | None = None,
                 grade: int | None = None, lang: str | None = None, *,
                 collection: Sequence[Any] | None = None,
                 progress_file: str | Path | None = None, **unknown: Any) -> None:
        code = widget_language(lang)
        with language(code):
            reject_unknown(type(self).__name__, unknown, self.ARGS)
            self._all = list(collection) if collection is not None else shipped(Choice())
            self._choice = Choice(game, theme, grade)
            self._order = self._choice.of(self._all)
            if not self._order:
                raise no_such_puzzles(self._choice, self._all)
            self.progress_file = None if progress_file is None else Path(progress_file)
            self.progress = self._kept()
            self._index = 0
            if self.current.id in self.progress.results:  # on at a puzzle not done yet
                self._index = self._next_index()
            self._begin()
            super().__init__(self.current.position(), ends=True)
            self.words = words_of(self._words())

    def __repr__(self) -> str:
        """The choice, not the puzzle shown: a notebook's stored output stays the same when
        the shipped puzzles change."""
        c = self._choice
        return f"PuzzleWidget(game={c.game!r}, theme={c.theme!r}, grade={c.grade!r})"

    @property
    def current(self) -> Any:
        """The puzzle shown."""
        return self._order[self._index]

    @property
    def done(self) -> str | None:
        """How the puzzle shown went: ``first``, ``later``, ``shown``, or None (not yet)."""
        return self._done

    # -- from Python, as the page's buttons and clicks -------------------------------------
    @speaking
    def answer(self, move: str) -> Any:
        """Answer with ``move`` in notation (``"play 6:5 on 5:5 north"``), as its clicks would;
        the puzzle's verdict."""
        action = self._state.parse_move(move)
        if action >= 0:
            self.choose([], move=move)
        else:
            self.picked, self.move = [], self._state.move_text(action)
        return self._judge(self._state.move_text(action))

    @speaking
    def next(self) -> None:
        """The next puzzle not done yet (after the last: the first)."""
        self._intent_next()

    @speaking
    def previous(self) -> None:
        """The puzzle before this one (before the first: the last)."""
        self._intent_previous()

    @speaking
    def show(self) -> str:
        """Show the answer, with its reason (the text shown)."""
        self._intent_show()
        return str(self.verdict.get("text", ""))

    # -- what the page sends ------------------------------------------------------------------
    def _intent_next(self) -> None:
        self._go(self._next_index())

    def _intent_previous(self) -> None:
        self._go((self._index - 1) % len(self._order))

    def _intent_show(self) -> None:
        if self._done is None:
            self._finish(SHOWN)
        self._said = ("shown", "")
        self._refresh()

    def _intent_choose(self, menu: str, value: str) -> None:
        choice, reset = self._choice.changed(menu, value, self._all)
        order = choice.of(self._all)  # never empty: the menus offer the puzzles' own values
        self._choice, self._order = choice, order
        self._go(0)
        if reset:
            self.status = reset

    def _intent_tile(self, tile: str, hand: str | None = None, player: int | None = None) -> None:
        if self._done is not None:
            self._held(tile, hand)  # a tile he does not hold is still refused
            self.status = _("This puzzle is done: Next puzzle (right arrow) gives another.")
            return
        super()._intent_tile(tile, hand, player)

    def _intent_play(self, move: str) -> None:
        if self._done is not None:
            raise IntentError(_("this puzzle is done: Next puzzle gives another"))
        action = self._state.parse_move(move)
        if action < 0:  # draw, pass, end of turn: a button, no tile to click first
            self.picked, self.move = [], self._state.move_text(action)
            self._judge(self.move)
            return
        super()._intent_play(move)

    # -- judging ------------------------------------------------------------------------------
    def _answered(self) -> None:
        """A tile (and its end) clicked: judge the move, or say why there is none yet."""
        if self.move is not None:
            self._judge(self.move)
            return
        actions = tile_actions(self._state, self.picked)
        if not actions:
            self.status = _("{tile} fits no open end here: click another tile.").format(
                tile=TILES[self.picked[0]])
        elif len(actions) == 1:  # a lead: no end to click
            self.move = self._state.move_text(actions[0])
            self._judge(self.move)

    def _judge(self, move: str) -> Any:
        verdict = self.current.judge(move)
        if self._done is None and verdict.counted:  # a move that cannot be made is no try
            self._tries += 1
            if verdict.right:
                self._finish(FIRST if self._tries == 1 else LATER)
        self._said = ("judged", move)
        if not verdict.right:  # the learner tries again on a clean board
            self.picked, self.move = [], None
        self._refresh()
        return verdict

    def _finish(self, result: str) -> None:
        self._done = result
        self._record(self.current.id, result)
        self._show_score()

    # -- the learner's progress file ------------------------------------------------------------
    def _store(self) -> store.Store:
        """The learner's progress file (``progress_file``, else the kernel's default, looked
        up at each use as the lessons do)."""
        return store.store(self.progress_file)

    def _kept(self) -> Progress:
        """The puzzles' part of the progress file now (the older ``puzzle-progress.json``
        carried over into it, once)."""
        return Progress.of_store(self._store().load())

    def _record(self, puzzle_id: str, result: str) -> None:
        """Record a finished puzzle in the progress file and show what it holds now (the
        puzzles other widgets recorded too). A problem with the file is said, never raised:
        the result is kept in memory meanwhile."""
        def record(kept: store.Progress) -> store.Progress:
            kept.record_puzzle(puzzle_id, result)
            return kept

        try:
            kept: store.Progress = self._store().change(record)
        except store.ProgressError:  # an id the file cannot hold (a collection's own)
            self.progress.finish(puzzle_id, result)
            return
        self.progress = Progress.of_store(kept)

    def _targets(self) -> dict[int, int]:
        """The ends marked for the tile clicked, unless an end alone does not tell its moves
        apart (face down or not, a cut): then its moves are buttons (``choices``) instead."""
        if ambiguous(self._state, self.picked):
            return {}
        return super()._targets()

    def _status_text(self) -> str:
        if self._done is None and self.move is None and ambiguous(self._state, self.picked):
            return _("Choose how {tile} is played: the buttons below.").format(
                tile=TILES[self.picked[0]])
        if self._done is None:
            return super()._status_text()
        return self._done_words()

    # -- what the run says and offers (a run of other positions says its own) -----------------
    def _words(self) -> dict[str, str]:
        """The page's fixed words (``WORDS``), marked."""
        return WORDS

    def _done_words(self) -> str:
        """The status once the position shown is done."""
        return {FIRST: _("Solved at the first try."), LATER: _("Solved."),
                SHOWN: _("The answer is outlined in green on the board.")}[self._done or SHOWN]

    def _menus(self) -> list[dict[str, Any]]:
        return choice_menus(self._choice, self._all)

    def _header(self, done: bool) -> dict[str, str]:
        puzzle = self.current
        return {**header(puzzle, self._index, len(self._order), self._state),
                "theme": theme_line(puzzle.theme) if done else ""}

    def _buttons(self, done: bool) -> list[dict[str, Any]]:
        return buttons(done)

    def _score_lines(self) -> list[str]:
        """The streak and the score; first, what the learner should know about his progress
        file (a damaged one put aside, one that cannot be written), in view beside them."""
        themes = {p.id: p.theme for p in self._all}
        lines = score_lines(self.progress, themes, [p.id for p in self._order])
        notice = self._store().notice
        return [notice, *lines] if notice else lines

    # -- moving between puzzles -----------------------------------------------------------------
    def _next_index(self) -> int:
        n = len(self._order)
        for step in range(1, n + 1):
            k = (self._index + step) % n
            if self._order[k].id not in self.progress.results:
                return k
        return (self._index + 1) % n

    def _go(self, index: int) -> None:
        self._index = index
        self._begin()
        self._state = self.current.position()
        self._refresh()

    def _begin(self) -> None:
        self._tries, self._done = 0, None
        self._said = ("", "")  # what the verdict says: ("judged", move), ("shown", "")
        self.picked, self.move = [], None

    # -- the texts --------------------------------------------------------------------------------
    def _speak(self) -> None:
        self.words = words_of(self._words())
        self._state = self.current.position()  # the players' names in the new alphabet
        self._refresh()

    def _show_score(self) -> None:
        self.score = self._score_lines()

    def _refresh(self) -> None:
        super()._refresh()
        if not hasattr(self, "_order"):
            return
        puzzle, done = self.current, self._done is not None
        with self.hold_sync():
            self.menus = self._menus()
            self.puzzle = self._header(done)
            self.verdict = verdict_of(puzzle, self._said)
            self.buttons = self._buttons(done)
            self.choices = choice_buttons(self._state, self.picked, not done)
            self._show_score()
            if done:  # the answer as the learner laid it (a centre's sides are one move)
                solved = self._said[0] == "judged" and self._done in (FIRST, LATER)
                shown = self._said[1] if solved else puzzle.answer
                self.board_svg = answer_board(self._state, shown, self.board_svg)
