"""Exercises as questions: a small widget asks, the engine checks the learner's answer, and the
feedback says why in the lesson's terms without giving the right answer away; "Show the
answer" reveals it, with the reasoning, only when asked.

Made with ``teaching.ask_*`` (``ask_best_move(position)``, ``ask_count(position)``, ...). A
stored notebook shows the question only: the answer is worked out when the learner asks.
"""

from __future__ import annotations

import html
import inspect
import weakref
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import ipywidgets as w  # type: ignore[import-untyped]  # ipywidgets ships no type hints

from .answer_lock import LOCKED as _locked  # the teacher's switch
from .engine.i18n import N_, _, current_language, language, ngettext

if TYPE_CHECKING:
    from .engine.state import State
    from .teaching_verdicts import Verdict

Judge = Callable[[Any], "Verdict"]

OFFLINE_CLASS = "dw-exercise-offline"
OFFLINE = N_("This page is a stored copy of the notebook: the Check button needs Python. Run "
             "the notebook to answer (on the docs site: Open in the browser).")
"""What the stored copy of an exercise says under it, where no kernel answers (written into the
notebook's widget state by tools/make_notebooks.py)."""


LOCKED = N_("The answers are switched off for this class: try again, or ask your teacher.")

_made: dict[tuple[str, int, str], Exercise] = {}
"""This kernel's exercises by where they were asked (the cell's file and line: a notebook cell
run again has the same) and question, the latest made: a cell run again starts afresh."""
_scores: weakref.WeakSet[Score] = weakref.WeakSet()


def _asked_from() -> tuple[str, int]:
    """The file and line of the code outside the package that made the exercise (IPython names
    a cell's file by its code, so a cell run again gives the same)."""
    frame = inspect.currentframe()
    while frame is not None and str(frame.f_globals.get("__name__", "")).startswith(
            "domino_widgets"):
        frame = frame.f_back
    return ("", 0) if frame is None else (frame.f_code.co_filename, frame.f_lineno)


def made() -> list[Exercise]:
    """The exercises made in this kernel, one per question, in the order first asked."""
    return list(_made.values())


def lock_answers(locked: bool = True) -> None:
    """Hide "Show the answer" on every exercise, and on those made later (``teaching``)."""
    _locked[0] = bool(locked)
    for exercise in _made.values():
        exercise.show_locked()


class Exercise(w.VBox):  # type: ignore[misc]  # ipywidgets is untyped (Any)
    """A question with a way to answer it (tiles of the hand, a number, a choice), a Check
    button, feedback, and a Show the answer button. It speaks the language of the moment it
    is made in, also when its buttons are pressed later."""

    def __init__(self, question: str, answer_box: w.Widget, read: Callable[[], Any],
                 judge: Judge, solution: Callable[[], str], board: str = "") -> None:
        self.question = question
        self.lang = current_language()
        self._read, self._judge, self._solution = read, judge, solution
        self.feedback = w.HTML("", layout=w.Layout(min_height="1.5em")).add_class(
            "dw-exercise-feedback")
        self.check_button = w.Button(description=_("Check"), button_style="primary")
        self.show_button = w.Button(description=_("Show the answer"))
        self.check_button.on_click(lambda _: self.check())
        self.show_button.on_click(lambda _: self.reveal())
        parts: list[w.Widget] = [w.HTML(f"<b>{html.escape(question)}</b>")]
        if board:
            parts.append(w.HTML(board, layout=w.Layout(max_width="100%", overflow="auto")))
        # empty while a kernel answers; a stored copy of the notebook says there how to answer
        self.offline = w.HTML("").add_class(OFFLINE_CLASS)
        parts += [answer_box, w.HBox([self.check_button, self.show_button]), self.feedback,
                  self.offline]
        super().__init__(parts)
        self.add_class("dw-exercise")
        self.tries = 0  # answers judged (a blank answer is not a try)
        self.first_right: bool | None = None  # the first try's verdict
        self.solved = False
        self.shown = False  # the answer shown before it was found
        key = (*_asked_from(), question)
        _made.pop(key, None)
        _made[key] = self
        self.show_locked()
        _refresh_scores()

    def show_locked(self) -> None:
        """Show or hide "Show the answer" as the teacher has set it."""
        self.show_button.layout.display = "none" if _locked[0] else None

    def __repr__(self) -> str:
        """What a page without a kernel shows (the docs site): the question, never the answer."""
        with language(self.lang):
            return _("Exercise: {question} (answer it in a running notebook)").format(
                question=self.question)

    def check(self) -> Verdict:
        """Check the answer given in the widget; the feedback shows under it."""
        with language(self.lang):
            verdict = self._judge(self._read())
        self.feedback.value = verdict._repr_html_()
        if verdict.counted:
            self.tries += 1
            if self.first_right is None:
                self.first_right = verdict.right
            self.solved = self.solved or verdict.right
            _refresh_scores()
        return verdict

    def reveal(self) -> str:
        """Show the right answer and why (unless the teacher has switched answers off)."""
        with language(self.lang):
            text = _(LOCKED) if _locked[0] else self._solution()
        if not _locked[0] and not self.solved:
            self.shown = True
            _refresh_scores()
        body = html.escape(text).replace("\n", "<br>")
        self.feedback.value = f'<div style="font-family:sans-serif">{body}</div>'
        return text


class TilesExercise(Exercise):
    """Answered on the board (``ExerciseBoard``): click a tile of the mover's hand, several
    with ``several``; with ``ends``, then the marked end where it goes (that click checks)."""

    def __init__(self, question: str, state: State, judge: Judge, solution: Callable[[], str],
                 several: bool = False, ends: bool = False) -> None:
        from .widgets.exercise_board import ExerciseBoard

        self.board = ExerciseBoard(state, several=several, ends=ends, on_answer=self.check)
        self.tiles = self.board.tiles()
        self.several = several
        super().__init__(question, self.board, self.chosen, judge, solution)
        if ends:  # the click on the end (or on a tile that fits nowhere) checks: no button
            self.check_button.layout.display = "none"

    def chosen(self) -> Any:
        """The answer on the board: the tile clicked (None for none), or the move when an end
        was clicked too; with ``several`` the list of tiles clicked."""
        from .engine.tiles import TILES

        picked = [str(TILES[t]) for t in self.board.picked]
        if self.several:
            return picked
        return self.board.move or (picked[0] if picked else None)

    def answer(self, *tiles: str) -> Verdict:
        """Click these tiles (and no other), then Check; a move in notation (``"play 5:6 on
        1:5 west"``) clicks its tile, then its end."""
        if len(tiles) == 1 and tiles[0].startswith("play "):
            self.board.choose([], move=tiles[0])
        else:
            self.board.choose(list(tiles))
        return self.check()


class NumberExercise(Exercise):
    """Answered by typing a number."""

    def __init__(self, question: str, judge: Judge, solution: Callable[[], str],
                 board: str = "") -> None:
        self.field = w.Text(placeholder=_("a number"), layout=w.Layout(width="8em"))
        super().__init__(question, self.field, lambda: self.field.value, judge, solution, board)

    def answer(self, value: int | str) -> Verdict:
        """Type ``value``, then Check."""
        self.field.value = str(value)
        return self.check()


class ChoiceExercise(Exercise):
    """Answered by choosing one of a few answers."""

    def __init__(self, question: str, choices: Sequence[str], judge: Judge,
                 solution: Callable[[], str]) -> None:
        self.choices = w.ToggleButtons(options=list(choices), value=None)
        super().__init__(question, self.choices, lambda: self.choices.value, judge, solution)

    def answer(self, choice: str) -> Verdict:
        """Choose ``choice``, then Check."""
        if choice not in self.choices.options:
            from .engine.errors import OptionError

            raise OptionError(_("not one of the answers: {choice}; they are {choices}").format(
                choice=repr(choice), choices=", ".join(self.choices.options)))
        self.choices.value = choice
        return self.check()


def _refresh_scores() -> None:
    for score in list(_scores):
        score.refresh()


class Score(w.HTML):  # type: ignore[misc]  # ipywidgets is untyped (Any)
    """The notebook's score, in the language it is made in: how many exercises were right at
    the first try, right later, shown, not answered yet. It follows every answer."""

    def __init__(self) -> None:
        super().__init__("")
        self.lang = current_language()
        self.add_class("dw-exercise-score")
        _scores.add(self)
        self.refresh()

    def counts(self) -> dict[str, int]:
        """``first``: right at the first try; ``later``: right after a wrong try; ``shown``:
        the answer shown first; ``open``: not answered yet; ``total``."""
        every = made()
        first = sum(e.first_right is True for e in every)
        later = sum(e.solved and e.first_right is False for e in every)
        shown = sum(e.shown and not e.solved for e in every)
        return {"first": first, "later": later, "shown": shown,
                "open": len(every) - first - later - shown, "total": len(every)}

    def text(self) -> str:
        with language(self.lang):
            c = self.counts()
            if not c["total"]:
                return _("No exercise in this notebook yet.")
            lines = [ngettext("Right at the first try: {first} of {total} exercise.",
                              "Right at the first try: {first} of {total} exercises.",
                              c["total"]).format(**c),
                     _("Right after another try: {later}. Answer shown: {shown}. Not answered "
                       "yet: {open}.").format(**c)]
        return "\n".join(lines)

    def refresh(self) -> None:
        lines = [html.escape(line) for line in self.text().split("\n")]
        self.value = (f'<div style="font-family:sans-serif"><b>{lines[0]}</b>'
                      f"<br>{lines[1] if len(lines) > 1 else ''}</div>")

    def __repr__(self) -> str:
        """What a page without a kernel shows: the score when the notebook was stored."""
        return self.text()
